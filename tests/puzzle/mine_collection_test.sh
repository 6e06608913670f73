#!/usr/bin/env bash
# puzzles/mine_collection.sh's assemble and yield on a small pool made by hand: a puzzle
# that keeps every quality rule (shipped 27), the same puzzle again in a later round (a
# repeat: dropped), and one that breaks a rule (shipped 01, obvious: dropped); the kept one
# is numbered first with what puzzle check says of it in figures.jsonl (no timing), a
# proof over PROOF_NODES drops a puzzle, and yield counts the pool and its rejections.
set -euo pipefail
skald=$1 script=$2 puzzles=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/pool/ataxx/r1/mined" "$work/pool/ataxx/r2/mined" "$work/pool/brandub/r1/mined"
cp "$puzzles"/27-ataxx-2-43b.otg "$work/pool/ataxx/r1/mined/ataxx-2-43b.otg"
cp "$puzzles"/27-ataxx-2-43b.otg "$work/pool/ataxx/r2/mined/ataxx-2-43b.otg"
cp "$puzzles"/01-brandub-1-7a.otg "$work/pool/brandub/r1/mined/brandub-1-7a.otg"
touch "$work/pool/ataxx/r1/done" "$work/pool/ataxx/r2/done" "$work/pool/brandub/r1/done"

"$script" assemble "$skald" "$work/pool" "$work/out" 2>"$work/dropped"
kept=$(ls "$work/out" | tr '\n' ' ')
[ "$kept" = "001-ataxx-2-43b.otg figures.jsonl " ] || { echo "kept: $kept"; cat "$work/dropped"; exit 1; }
python3 -c '
import json, sys
lines = open(sys.argv[1]).read().splitlines()
assert len(lines) == 1, lines
f = json.loads(lines[0])
assert f["file"] == "001-ataxx-2-43b.otg" and f["verdict"] == "sound", f
assert "seconds" not in f and f["measures"]["broken_rules"] == [], f
' "$work/out/figures.jsonl" || { echo "figures:"; cat "$work/out/figures.jsonl"; exit 1; }
[ "$(grep -c '^dropped' "$work/dropped")" = 2 ] || { echo "dropped:"; cat "$work/dropped"; exit 1; }
cmp -s "$work/out/001-ataxx-2-43b.otg" "$puzzles"/27-ataxx-2-43b.otg || { echo "the kept puzzle changed"; exit 1; }
"$script" assemble "$skald" "$work/pool" "$work/out" 2>/dev/null && { echo "assembled over an existing folder"; exit 1; }
PROOF_NODES=10 "$script" assemble "$skald" "$work/pool" "$work/capped" 2>"$work/dropped"
[ "$(ls "$work/capped")" = "figures.jsonl" ] || { echo "capped:"; ls "$work/capped"; exit 1; }
grep -q '^dropped 0002-ataxx-2-43b.otg: a proof of .* nodes (over 10:' "$work/dropped" ||
  { echo "dropped:"; cat "$work/dropped"; exit 1; }

# A candidate that is not sound (its goal made a move too short) is dropped, and assemble
# still succeeds: puzzle check's exit status says nothing of the collection.
mkdir -p "$work/pool/ataxx/r3/mined"
sed 's/\[puzzle-goal:\([a-z]*\) win in \([0-9]\)\]/[puzzle-goal:\1 win in 1]/' \
  "$puzzles"/27-ataxx-2-43b.otg >"$work/pool/ataxx/r3/mined/ataxx-short.otg"
"$script" assemble "$skald" "$work/pool" "$work/again" 2>"$work/dropped" || { echo "assemble failed"; cat "$work/dropped"; exit 1; }
grep -q '^dropped 0004-ataxx-short.otg: unsound' "$work/dropped" || { echo "dropped:"; cat "$work/dropped"; exit 1; }

yield=$("$script" yield "$work/pool")
echo "$yield" | grep -qx 'brandub: 1 puzzles from 0 games in 1 rounds' || { echo "$yield"; exit 1; }
echo "$yield" | grep -qx 'ataxx: 3 puzzles from 0 games in 2 rounds' || { echo "$yield"; exit 1; }
# yield sums what each quality rule rejected over the rounds' mine logs.
echo "rejected: 1 repeated positions, 2 too short (win in fewer than --min-moves), 3 with several winning first moves, 4 with duals, 5 obvious, 6 not distinct" >"$work/pool/brandub/r1/mine.log"
echo "rejected: 10 repeated positions, 20 too short (win in fewer than --min-moves), 30 with several winning first moves, 40 with duals, 50 obvious, 60 not distinct" >"$work/pool/brandub/r2.log"
mkdir -p "$work/pool/brandub/r2" && mv "$work/pool/brandub/r2.log" "$work/pool/brandub/r2/mine.log"
yield=$("$script" yield "$work/pool")
echo "$yield" | grep -qx 'brandub: 1 puzzles from 0 games in 1 rounds; rejected: 11 repeated, 22 too short, 33 several first moves, 44 duals, 55 obvious, 66 not distinct' ||
  { echo "$yield"; exit 1; }
rm -r "$work/pool/brandub/r2"

# corpus: the OpenTafl records and OpenTafl's random games (a JSON line a ply) become the
# records mined into POOL/corpus/r1, which assemble takes before every variant's rounds.
mkdir -p "$work/corpus/opentafl" "$work/corpus/opentafl-oracle"
cp "$puzzles"/27-ataxx-2-43b.otg "$work/corpus/opentafl/real.otg"
# An OpenTafl record is named by the catalogue variant its rules name (Brandub_Strong_Center_King:
# brandub) and its place in the folder; one of no known variant keeps its name.
printf '[rules:dim:7 name:Brandub_Strong_Center_King atkf:y start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n1. a4-a3 c4-c3\n' \
  >"$work/corpus/opentafl/Animals-Brandub-Game.otg"
python3 -c '
import json
rules = "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"
moves = ["a4-a3", "c4-c3", "b4-b3", "c3-c2"]
for ply, move in enumerate(moves):
    print(json.dumps({"rules": rules, "game": 0, "ply": ply, "move": move, "record": move,
                      "to_move": ["attackers", "defenders"][ply % 2]}))
' >"$work/corpus/opentafl-oracle/brandub-7x7.jsonl"
MINE_NODES=1000 "$script" corpus "$skald" "$work/cpool" "$work/corpus" >/dev/null
games=$(ls "$work/cpool/corpus/r1/games" | tr '\n' ' ')
[ "$games" = "brandub-otgame1.otg brandub-otrandom0.otg real.otg " ] || { echo "corpus games: $games"; exit 1; }
[ -e "$work/cpool/corpus/r1/done" ] || { echo "corpus round not marked done"; exit 1; }
"$skald" validate "$work/cpool/corpus/r1/games/brandub-otrandom0.otg" >/dev/null ||
  { echo "the random game's record:"; cat "$work/cpool/corpus/r1/games/brandub-otrandom0.otg"; exit 1; }
grep -qx '2. b4-b3 c3-c2' "$work/cpool/corpus/r1/games/brandub-otrandom0.otg" || { echo "turns:"; cat "$work/cpool/corpus/r1/games/brandub-otrandom0.otg"; exit 1; }
mkdir -p "$work/cpool/corpus/r1/mined" "$work/cpool/ataxx/r1/mined"
cp "$puzzles"/27-ataxx-2-43b.otg "$work/cpool/ataxx/r1/mined/ataxx-2-43b.otg"
cp "$puzzles"/27-ataxx-2-43b.otg "$work/cpool/corpus/r1/mined/real-43b.otg"
touch "$work/cpool/ataxx/r1/done"
"$script" assemble "$skald" "$work/cpool" "$work/cout" 2>"$work/dropped"
kept=$(ls "$work/cout" | tr '\n' ' ')
[ "$kept" = "001-real-43b.otg figures.jsonl " ] || { echo "kept: $kept"; cat "$work/dropped"; exit 1; }

# match: games against another engine (here skald at depth 1, standing in for OpenTafl's
# AI), named by the variant and round, mined into POOL/match/rROUND-VARIANT, which assemble
# takes after the corpus and before self-play.
MINE_NODES=1000 "$script" match "$skald" "$work/cpool" brandub 7 2 skald,depth=1 >/dev/null
games=$(ls "$work/cpool/match/r7-brandub/games" | tr '\n' ' ')
[ "$games" = "brandub-otmatch7g1.otg brandub-otmatch7g2.otg " ] || { echo "match games: $games"; exit 1; }
[ -e "$work/cpool/match/r7-brandub/done" ] && [ -e "$work/cpool/match/r7-brandub/mine.log" ] ||
  { echo "match round not mined"; ls -R "$work/cpool/match"; exit 1; }
"$skald" validate "$work/cpool/match/r7-brandub/games/brandub-otmatch7g1.otg" >/dev/null
rm -f "$work/cpool/match/r7-brandub/mined"/*.otg
mkdir -p "$work/cpool/match/r7-brandub/mined"
cp "$(dirname "$script")"/001-brandub-1001-5a.otg "$work/cpool/match/r7-brandub/mined/brandub-otmatch7g1-5a.otg"
"$script" assemble "$skald" "$work/cpool" "$work/mout" 2>"$work/dropped"
kept=$(ls "$work/mout" | tr '\n' ' ')
[ "$kept" = "001-real-43b.otg 002-brandub-otmatch7g1-5a.otg figures.jsonl " ] ||
  { echo "kept with a match round: $kept"; cat "$work/dropped"; exit 1; }

# KEEP: the shipped collection keeps its names and numbers; a candidate repeating one of
# its puzzles is dropped, a new one is numbered after the last.
mkdir -p "$work/shipped" "$work/kpool/brandub/r1/mined"
cp "$puzzles"/27-ataxx-2-43b.otg "$work/shipped/007-ataxx-2-43b.otg"
cp "$(dirname "$script")"/001-brandub-1001-5a.otg "$work/kpool/brandub/r1/mined/brandub-1001-5a.otg"
cp "$puzzles"/27-ataxx-2-43b.otg "$work/kpool/brandub/r1/mined/ataxx-again-43b.otg"
touch "$work/kpool/brandub/r1/done"
KEEP="$work/shipped" "$script" assemble "$skald" "$work/kpool" "$work/kout" 2>"$work/dropped"
kept=$(ls "$work/kout" | tr '\n' ' ')
[ "$kept" = "007-ataxx-2-43b.otg 008-brandub-1001-5a.otg figures.jsonl " ] ||
  { echo "kept with KEEP: $kept"; cat "$work/dropped"; exit 1; }
grep -q '^dropped 0001-ataxx-again-43b.otg: sound distinct' "$work/dropped" ||
  { echo "dropped with KEEP:"; cat "$work/dropped"; exit 1; }
echo "assemble kept 1 of 3, yield counted, the corpus mined first, a match next, KEEP's numbers kept"

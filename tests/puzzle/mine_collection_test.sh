#!/usr/bin/env bash
# puzzles/mine_collection.sh's assemble and yield on a small pool made by hand: a puzzle
# that keeps every quality rule (shipped 27), the same puzzle again in a later round (a
# repeat: dropped), and one that breaks a rule (shipped 01, obvious: dropped); the kept one
# is numbered first with what puzzle check says of it in figures.jsonl (no timing), a
# proof over PROOF_NODES drops a puzzle, and yield counts the pool.
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
echo "assemble kept 1 of 3, yield counted"

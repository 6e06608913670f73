#!/usr/bin/env bash
# Mines a puzzle collection that keeps every quality rule (puzzles/README.md), round after
# round: in each round every variant below gets a few self-play games (seeded by the
# round, so rounds never repeat a game) at a depth and a number of random opening plies
# that change from round to round, and `puzzle mine --quality` keeps what passes. Each
# round of each variant is a folder of the pool (POOL/VARIANT/rROUND: games/, mined/ and
# the logs) marked done when finished, so a stopped run goes on where it stopped, and
# rounds can be shared out between machines (ROUNDS=FROM-TO). `assemble` then gathers
# every mined puzzle, drops those that repeat an earlier one across rounds and variants
# (puzzle check's `distinct` rule), are not sound or whose proof took more than
# PROOF_NODES nodes (default 2,000,000: CI proves the whole collection; the check stops at
# ten times that, which changes nothing for a puzzle kept, whose proofs never came near
# any limit, and drops one needing billions in seconds), numbers the rest
# into OUT and writes beside them figures.jsonl, what `puzzle check --json` said of each
# (the catalogue's source, puzzles/update_catalogue.sh). With KEEP=FOLDER (the collection
# as shipped) the puzzles there keep their names and numbers and come first, so a
# candidate repeating one is dropped, and what is new is numbered after them: the files
# and links users have stay right.
#
# `corpus` mines the real games, which come before self-play: every OpenTafl record of
# CORPUS/opentafl, and the games OpenTafl played at random in CORPUS/opentafl-oracle
# (Copenhagen, brandub, sea battle, tablut; a JSON line a ply) written as records; into
# POOL/corpus/r1, which assemble takes first.
#
# `match` plays skald against another engine from random openings seeded by ROUND (for
# OpenTafl's AI, ENGINE is "otep,margin=20000,startup=30000:OPENTAFL --engine": it is slow
# to start and at times slow to answer) and mines the games into POOL/match/rROUND-VARIANT,
# records named VARIANT-otmatchROUNDgN; assemble takes them after the real games, before
# self-play.
#
# Usage:
#   puzzles/mine_collection.sh corpus SKALD POOL CORPUS     (CORPUS: ../shared/corpus)
#   puzzles/mine_collection.sh match SKALD POOL VARIANT ROUND GAMES ENGINE
#   puzzles/mine_collection.sh mine SKALD POOL [FROM-TO]   (default rounds 1-10)
#   puzzles/mine_collection.sh assemble SKALD POOL OUT     (KEEP=puzzles: add to that)
#   puzzles/mine_collection.sh yield POOL   (puzzles, games and each rule's rejections per variant)
# Deterministic: the same build and rounds give the same pool (not `match`: the other
# engine plays to a clock).
set -euo pipefail

# The comment above, to standard error.
usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d' >&2; }

variants=(brandub ard-ri tablut-9x9 sea-battle-9x9 magpie foteviken-tablut copenhagen fetlar
  ataxx amazons-8x8 amazons-10x10 octagon octagon-classic)
# VARIANTS="ataxx amazons-8x8" mines those alone (a second miner on the rarer games).
if [ -n "${VARIANTS:-}" ]; then read -r -a variants <<<"$VARIANTS"; fi

# mine_games SKALD DIR MAX [OPTION...]: the quality miner over DIR/games into DIR/mined
# (its log DIR/mine.log, which `yield` reads), wins in 2 to MAX moves; DIR marked done.
mine_games() {
  local skald=$1 d=$2 max=$3
  shift 3
  "$skald" puzzle mine "$d"/games/*.otg --min-moves 2 --max-moves "$max" --quality "$@" \
    --max-nodes "${MINE_NODES:-300000}" -o "$d/mined" >"$d/mine.log" 2>&1 || true
  touch "$d/done"
}

# mine_round SKALD POOL VARIANT ROUND: one round of one variant. The proofs are cut at
# MINE_NODES nodes (default 300,000): a win that needs more is rarely found, but a game is
# scanned about seven times faster, which finds more puzzles in the same time; assemble's
# `puzzle check` then proves every candidate with its own, far larger limit.
mine_round() {
  local skald=$1 pool=$2 v=$3 round=$4
  local depth=$((2 + round % 3)) plies=$((2 + round % 6)) max=6 games=16 extra=
  case $v in
    brandub) games=24 ;;
    ataxx) max=5 games=6 ;;
    # The Amazons' and the Octagon's forced wins come at the end, where many moves win: the
    # random openings run long (up to 27 and 43 plies) for endings still in dispute, and a
    # later step's duals are declared (they mostly differ only in where the arrow lands).
    amazons-8x8) max=5 games=8 depth=2 plies=$((4 + round % 24)) extra=--declare-duals ;;
    amazons-10x10) max=4 games=4 depth=2 plies=$((4 + round % 40)) extra=--declare-duals ;;
    octagon) max=3 games=30 ;;
    # The Apple II rules (only the 8-piece, which pushes every way) have a move a cell: there
    # a win can hang on one cell (one puzzle in about 200 games, each scanned in a second).
    octagon-classic) max=3 games=100 ;;
    tablut-9x9 | sea-battle-9x9) games=10 ;;
    foteviken-tablut) games=6 ;;
    # From long random openings the 11x11 games end soon, in positions still sharp: a
    # puzzle in about eight games, each scanned in seconds (from the start: one in dozens).
    copenhagen | fetlar) max=5 games=8 plies=$((20 + round % 41)) ;;
  esac
  local d=$pool/$v/r$round
  [ -e "$d/done" ] && return 0
  rm -rf "$d"
  mkdir -p "$d"
  "$skald" selfplay --variant "$v" --games "$games" --depth "$depth" --random-plies "$plies" \
    --max-plies 200 --seed $((round * 1000)) -o "$d/games" >"$d/selfplay.log" 2>&1
  mine_games "$skald" "$d" "$max" $extra
  echo "$v round $round: $(find "$d/mined" -name '*.otg' 2>/dev/null | wc -l) puzzles"
}

# oracle_records JSONL OUT: each game of an opentafl-oracle file as a record OUT/NAME-gN.otg.
oracle_records() {
  python3 - "$1" "$2" <<'PY'
import json, os, sys
path, out = sys.argv[1], sys.argv[2]
games = {}
with open(path) as f:
    for line in f:
        row = json.loads(line)
        games.setdefault(row["game"], []).append(row)
# Named as the collection names puzzles, by the catalogue's variant: brandub-otrandom3.otg.
stem = os.path.basename(path).rsplit(".", 1)[0]
stem = {"brandub-7x7": "brandub", "copenhagen-11x11": "copenhagen",
        "sea-battles-9x9": "sea-battle-9x9"}.get(stem, stem)
for number, plies in sorted(games.items()):
    plies.sort(key=lambda r: r["ply"])
    first = plies[0]
    text = [f"[event:OpenTafl, random moves, game {number} of {os.path.basename(path)}]",
            f"[rules:{first['rules']}]", ""]
    # OpenTafl's record text of each move (with its captures), two plies a turn line, the
    # side the rules name first (atkf) opening each.
    moves = [r["record"] for r in plies]
    for turn in range(0, len(moves), 2):
        text.append(f"{turn // 2 + 1}. " + " ".join(moves[turn:turn + 2]))
    with open(os.path.join(out, f"{stem}-otrandom{number}.otg"), "w") as f:
        f.write("\n".join(text) + "\n")
PY
}

# opentafl_records DIR OUT: each OpenTafl record of DIR copied to OUT named as the
# collection names puzzles, VARIANT-otpuzzleN or VARIANT-otgameN (N its place in DIR's
# sorted list), the variant the catalogue's that its rules tag names (Fetlar_Defenders_First:
# fetlar; a Copenhagen rule set without a name, by its shieldwall and edge forts:
# copenhagen); a record whose variant is not known keeps its name.
opentafl_records() {
  python3 - "$1" "$2" <<'PY'
import os, re, shutil, sys
folder, out = sys.argv[1], sys.argv[2]
def variant(rules):
    name = (re.search(r"\bname:(\S+)", rules) or [None, ""])[1].lower()
    dim = (re.search(r"\bdim:(\d+)", rules) or [None, ""])[1]
    for word, known in (("brandub", "brandub"), ("ard_ri", "ard-ri"), ("copenhagen", "copenhagen"),
                        ("fetlar", "fetlar")):
        if word in name:
            return known
    if name == "tablut" and dim == "9":
        return "tablut-9x9"
    if not name and " sw:" in rules and "efe:y" in rules:
        return "copenhagen"
    return None
for number, file in enumerate(sorted(f for f in os.listdir(folder) if f.endswith(".otg")), 1):
    text = open(os.path.join(folder, file), encoding="utf-8", errors="replace").read()
    rules = (re.search(r"\[rules:([^\]]*)\]", text) or [None, ""])[1]
    known = variant(" " + rules)
    kind = "otpuzzle" if "puzzle" in file.lower() else "otgame"
    name = f"{known}-{kind}{number}.otg" if known else file
    shutil.copy(os.path.join(folder, file), os.path.join(out, name))
PY
}

case ${1:-} in
  corpus)
    [ $# -eq 4 ] || { usage; exit 2; }
    skald=$2 d=$3/corpus/r1 corpus=$4
    [ -e "$d/done" ] && exit 0
    rm -rf "$d"
    mkdir -p "$d/games"
    opentafl_records "$corpus/opentafl" "$d/games"
    # Not Berserk: OpenTafl's random moves there include continuations without a capture,
    # which skald plays only with a warning.
    for f in "$corpus"/opentafl-oracle/*.jsonl; do
      case $f in *berserk*) continue ;; esac
      oracle_records "$f" "$d/games"
    done
    mine_games "$skald" "$d" 6
    echo "corpus: $(find "$d/mined" -name '*.otg' 2>/dev/null | wc -l) puzzles"
    ;;
  match)
    [ $# -eq 7 ] || { usage; exit 2; }
    skald=$2 v=$4 round=$5 games=$6 engine=$7 d=$3/match/r$5-$4
    [ -e "$d/done" ] && exit 0
    rm -rf "$d"
    mkdir -p "$d"
    # A game that goes wrong for the other engine (a hang, a crash) is still a record.
    "$skald" match --variant "$v" --engine skald,depth=3 --engine "$engine" --games "$games" \
      --random-plies 4 --seed "$round" --move-time 1000 --time-margin 20000 -o "$d/played" >"$d/match.log" 2>&1 || true
    mkdir -p "$d/games"
    for f in "$d"/played/game-*.otg; do
      [ -e "$f" ] || continue
      n=$(basename "$f" .otg)
      cp "$f" "$d/games/$v-otmatch${round}g$((10#${n#game-})).otg"
    done
    mine_games "$skald" "$d" 6
    echo "match $v round $round: $(find "$d/mined" -name '*.otg' 2>/dev/null | wc -l) puzzles"
    ;;
  mine)
    [ $# -ge 3 ] || { usage; exit 2; }
    skald=$2 pool=$3 range=${4:-1-10}
    for round in $(seq "${range%-*}" "${range#*-}"); do
      for v in "${variants[@]}"; do
        mine_round "$skald" "$pool" "$v" "$round"
      done
    done
    ;;
  assemble)
    [ $# -eq 4 ] || { usage; exit 2; }
    skald=$(realpath "$2") pool=$3 out=$4
    [ ! -e "$out" ] || { echo "mine_collection: $out exists; give a new folder" >&2; exit 2; }
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    # Every mined puzzle in pool order (variant, then round), then those that repeat one
    # before them dropped, as puzzle check names them.
    n=0
    if [ -n "${KEEP:-}" ]; then
      for f in "$KEEP"/[0-9]*.otg; do cp "$f" "$work/0000-keep-$(basename "$f")"; done
    fi
    for v in corpus match "${variants[@]}"; do
      for d in $(find "$pool/$v" -mindepth 1 -maxdepth 1 -name 'r*' 2>/dev/null | sort -V); do
        for f in $(find "$d/mined" -name '*.otg' 2>/dev/null | sort -V); do
          n=$((n + 1))
          cp "$f" "$work/$(printf '%04d' "$n")-$(basename "$f")"
        done
      done
    done
    mkdir -p "$out"
    # puzzle check exits 1 when a candidate is not sound: its report is what counts.
    (cd "$work" && ls -1 ./*.otg 2>/dev/null | sort | xargs -r "$skald" puzzle check --json \
      --max-nodes $((10 * ${PROOF_NODES:-2000000})) 2>/dev/null || true) |
      python3 -c '
import json, os, shutil, sys
work, out, cap = sys.argv[1], sys.argv[2], int(sys.argv[3])
kept, figures = 0, []
reports = [json.loads(line) for line in sys.stdin]
# A puzzle of KEEP keeps its name; the new are numbered after the last of them.
number = max([int(os.path.basename(r.get("file", "")).split("-")[2])
              for r in reports if "-keep-" in r.get("file", "")] + [0])
for report in reports:
    name = os.path.basename(report.get("file", ""))
    broken = report.get("measures", {}).get("broken_rules", [])
    why = None
    if report.get("verdict") != "sound" or broken:
        why = " ".join([str(report.get("verdict"))] + broken)
    elif report.get("nodes", 0) > cap:
        why = "a proof of {:,} nodes (over {:,}: CI proves every puzzle)".format(report["nodes"], cap)
    if why:
        print("dropped", name + ":", why, file=sys.stderr)
        continue
    kept += 1
    if name.startswith("0000-keep-"):
        final = name[len("0000-keep-"):]
    else:
        number += 1
        final = f"{number:03d}-" + name.split("-", 1)[1]
    shutil.copy(os.path.join(work, name), os.path.join(out, final))
    report["file"] = final
    report.pop("seconds", None)  # a figure of the machine, not of the puzzle
    figures.append(json.dumps(report, sort_keys=True, separators=(",", ":")))
with open(os.path.join(out, "figures.jsonl"), "w") as f:
    f.write("".join(line + "\n" for line in figures))
print(f"{kept} puzzles in {out} (figures.jsonl: what puzzle check says of each)")
' "$work" "$out" "${PROOF_NODES:-2000000}"
    ;;
  yield)
    [ $# -eq 2 ] || { usage; exit 2; }
    pool=$2
    for v in corpus match "${variants[@]}"; do
      [ -d "$pool/$v" ] || continue
      rounds=$(find "$pool/$v" -mindepth 2 -maxdepth 2 -name done | wc -l)
      games=$(find "$pool/$v" -path '*/games/*.otg' | wc -l)
      puzzles=$(find "$pool/$v" -path '*/mined/*.otg' | wc -l)
      # What each quality rule rejected, summed over the rounds' mine logs (the miner's
      # last line: "rejected: N repeated positions, N too short, ...").
      rejected=$({ cat "$pool/$v"/r*/mine.log 2>/dev/null || true; } | awk '
        /^rejected: / {
          n = split(substr($0, 11), parts, ", ")
          for (i = 1; i <= n; i++) { split(parts[i], word, " "); sum[i] += word[1] }
          rows++
        }
        END {
          if (rows) printf "; rejected: %d repeated, %d too short, %d several first moves, %d duals, %d obvious, %d not distinct", sum[1], sum[2], sum[3], sum[4], sum[5], sum[6]
        }')
      echo "$v: $puzzles puzzles from $games games in $rounds rounds$rejected"
    done
    ;;
  *)
    usage
    exit 2
    ;;
esac

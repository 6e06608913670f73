#!/usr/bin/env bash
# Proves a puzzle too large for one `puzzle check` move by move: one sub-puzzle per first
# move of the solver (the record cut after that move, the goal one move shorter, the
# opponent to move), checked JOBS at a time. The puzzle's goal is forced only if some
# first move's sub-puzzle is sound; it is unsound when every one is unsound (each with the
# defence that holds). Used for OpenTafl's Fetlar puzzle (puzzles/README.md).
#   tests/bench/prove_first_moves.sh PUZZLE ADDR "GOAL" OUT [JOBS] [SKALD] [CHECK OPTIONS...]
# ADDR is the puzzle position's address on the main line (1b, 6a), GOAL the goal after the first move ("defenders
# win in 5" for a "defenders win in 6" puzzle); OUT gets one .otg, .json and .time per
# move and summary.txt. Moves whose .json exists are not checked again (a stopped run
# goes on where it stopped).
set -euo pipefail
puzzle=${1:?puzzle record}
addr=${2:?address of the puzzle position}
goal=${3:?goal after the first move}
out=${4:?output folder}
jobs=${5:-2}
here=$(cd "$(dirname "$0")/../.." && pwd)
skald=${6:-$here/build/release/skald}
shift $(($# < 6 ? $# : 6))
mkdir -p "$out"

# The first move's node is the position's first child: the record's continuations are cut
# and the move played after the position, so the sub-puzzle starts at that move.
# The address of the position's first child: 6a -> 6b, 1b -> 2a.
first=$(printf '%s' "$addr" | awk '{ n = $0 + 0; s = substr($0, length(n "") + 1);
  if (s == "a") print n "b"; else print (n + 1) "a" }')
child=$("$skald" moves "$puzzle" --at "$addr" | awk '{print $1}')
i=0
while read -r move; do
  i=$((i + 1))
  f=$out/m$(printf %03d "$i").otg
  [ -e "$f" ] && continue
  cp "$puzzle" "$f.tmp"
  chmod u+w "$f.tmp"
  # Delete the position's continuations one by one (the next becomes the first each time).
  while "$skald" edit "$f.tmp" delete "$first" > /dev/null 2>&1; do :; done
  "$skald" edit "$f.tmp" add "$addr" "$move" > /dev/null
  "$skald" puzzle set "$f.tmp" --start "$first" --goal "$goal" > /dev/null
  printf '%s\n' "$move" > "$f.move"
  mv "$f.tmp" "$f"
done <<< "$child"

ls "$out"/m*.otg | while read -r f; do [ -s "$f.json" ] || echo "$f"; done |
  xargs -r -P "$jobs" -I{} sh -c '/usr/bin/time -f "%e s" "$0" puzzle check --json "$@" {} \
    > {}.json.tmp 2> {}.time; mv {}.json.tmp {}.json' "$skald" "$@" || true

python3 - "$out" > "$out/summary.txt" << 'EOF'
import glob, json, sys
rows, sound, unsound, other = [], [], [], []
for f in sorted(glob.glob(sys.argv[1] + "/m*.otg.json")):
    d = json.load(open(f))
    move = open(f[:-5] + ".move").read().strip()
    v = d["verdict"]
    (sound if v in ("sound", "flawed") else unsound if v == "unsound" else other).append(f)
    holds = " ".join(d.get("refutation", []))
    rows.append(f"{move} {v} {holds} {d['nodes']} {d['seconds']}")
print("\n".join(rows))
print(f"first moves: {len(rows)}; winning: {len(sound)}; refuted: {len(unsound)}; other: {len(other)}")
EOF
tail -1 "$out/summary.txt"

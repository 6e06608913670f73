#!/usr/bin/env bash
# Mines puzzles on many machines at once with GNU parallel (Debian's `parallel`): the games
# are split into shards (`skald puzzle mine --shard K/N`), one per job, run on the hosts
# named by --sshlogin (`:` is this machine; `4/user@host` runs four jobs on a host reached
# by ssh, which must have skald and the games at the same paths, e.g. a shared folder);
# the shards' puzzles are merged into one folder, and a puzzle that repeats one of another
# shard (puzzle check's `distinct` rule: the same position, or the same game's same first
# two moves) is dropped, the first in name order kept. The result is what one run of
# `puzzle mine` over all the games followed by the same de-duplication gives.
#
# Usage: puzzles/mine_parallel.sh SKALD GAMES_DIR OUT_DIR SHARDS SSHLOGINS [mine options...]
#   SKALD      the skald program (an absolute path on every host)
#   GAMES_DIR  the self-play games (*.otg)
#   OUT_DIR    the merged puzzles (must not exist)
#   SHARDS     how many shards (jobs) to cut the games into
#   SSHLOGINS  GNU parallel's --sshlogin list, e.g. ':' or '2/:,4/user@big-machine'
# Example:
#   puzzles/mine_parallel.sh "$PWD/build/release/skald" selfplay/ mined/ 8 '4/:,4/me@other' \
#     --min-moves 2 --max-moves 5 --quality
set -euo pipefail
if [ $# -lt 5 ]; then
  sed -n '2,22p' "$0" >&2
  exit 2
fi
skald=$1 games=$2 out=$3 shards=$4 logins=$5
shift 5
if [ -e "$out" ]; then
  echo "mine_parallel: $out exists; give a new folder" >&2
  exit 2
fi
command -v parallel >/dev/null || { echo "mine_parallel: GNU parallel is not installed (apt-get install parallel)" >&2; exit 2; }
games=$(cd "$games" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/mine_parallel.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/shards"
# One job per shard; each writes its own folder (on a shared folder, or returned by ssh).
seq 1 "$shards" | parallel --will-cite --sshlogin "$logins" --halt now,fail=1 \
  "$skald" puzzle mine "$games"/'*.otg' --shard {}/"$shards" -o "$work/shards/{}" "$@" \
  '>' "$work/shards/{}.log" '2>&1'
mkdir -p "$work/merged"
for shard in "$work"/shards/*/; do
  [ -d "$shard" ] || continue
  find "$shard" -maxdepth 1 -name '*.otg' -exec cp -n {} "$work/merged/" \;
done
# Across shards: puzzle check names each later puzzle that repeats an earlier one.
duplicates=$(cd "$work/merged" && ls -1 *.otg 2>/dev/null | sort | \
  xargs -r "$skald" puzzle check --json 2>/dev/null | \
  python3 -c '
import json, sys
for line in sys.stdin:
    j = json.loads(line)
    if (j.get("measures") or {}).get("duplicate_of"):
        print(j["file"])
' || true)
for name in $duplicates; do
  rm -f "$work/merged/$name"
done
mv "$work/merged" "$out"
echo "mine_parallel: $(ls "$out" | wc -l) puzzles in $out from $shards shards on $logins" \
  "($(echo "$duplicates" | grep -c . || true) repeated across shards dropped)"

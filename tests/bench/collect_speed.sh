#!/bin/sh
# Times `skald collect` on the self-play collection of make_selfplay_collection.sh (made
# first when missing): reading and filtering (a tag test that keeps nothing, a variant, a
# result, a comment, a move run, a piece pattern on every position of the main line, an
# exact position), duplicates (by main line and by tree), statistics, and a copy of
# everything into a folder split by variant. Each command runs RUNS times (default 3); the
# least CPU time and the records per second it gives are printed, with what the command
# kept (the exit status 1 of a filter keeping nothing is expected). Needs /usr/bin/time
# and bc.
#
# Usage: tests/bench/collect_speed.sh [BUILD_DIR] [COLLECTION_DIR]
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build/release}
collection=${2:-$build/collection-bench}
runs=${RUNS:-3}
skald="$build/skald"

"$here/make_selfplay_collection.sh" "$build" "$collection"
records=$(cat "$collection/.complete")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# measure LABEL ARGS...: the best of $runs runs of `skald collect COLLECTION ARGS`, by CPU
# time (user + system: steady on a loaded machine) with the wall time of that run.
measure() {
  label=$1
  shift
  best=""
  i=0
  while [ "$i" -lt "$runs" ]; do
    rm -rf "$scratch/out"
    /usr/bin/time -f "%e %U %S" -o "$scratch/time" \
      "$skald" collect "$collection" "$@" >"$scratch/stdout" 2>"$scratch/stderr" || true
    # The last line: before it, time says when the exit status was not 0.
    read -r wall user system <<EOF
$(tail -n 1 "$scratch/time")
EOF
    cpu=$(echo "$user + $system" | bc -l)
    if [ -z "$best" ] || [ "$(echo "$cpu < $best" | bc -l)" = 1 ]; then
      best=$cpu
      best_wall=$wall
    fi
    i=$((i + 1))
  done
  kept=$(wc -l <"$scratch/stdout")
  printf '%-34s %6.2f s CPU %8.0f records/s   wall %6.2f s   (%s lines out)\n' "$label" \
    "$best" "$(echo "$records / $best" | bc -l)" "$best_wall" "$kept"
}

echo "skald collect on $records records ($collection), best of $runs"
measure "read + tag filter (none kept)" --where defenders=nobody
measure "read + variant (brandub)" --variant brandub -q
measure "read + result (walks main lines)" --result draw -q
measure "read + comment (ICU fold)" --comment "nothing like this"
measure "read + moves (short forms)" --moves "d2-e2 d3-d2" -q
measure "read + pattern (every position)" --pattern "K@a1|a7|g1|g7|a9|i1|i9" -q
measure "read + exact position" --position /3t3/3t3/3T3/ttTK1tt/3T3/3t3/3t3/ -q
measure "dedup mainline" --dedup mainline -q
measure "dedup moves" --dedup moves -q
measure "stats" --stats
measure "json lines" --json
measure "copy, split by variant" --split-by variant -o "$scratch/out" -q

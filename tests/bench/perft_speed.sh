#!/bin/sh
# Builds skald in Release and times perft from the brandub (depth 5) and Copenhagen
# (depth 4) start positions: full make/unmake at every node, one core. Prints skald's own
# per-depth lines (nodes; wall-clock time and nodes/s; CPU time and nodes/s) and, from
# /usr/bin/time -v, user and wall time and peak memory. Each run is repeated RUNS times
# (default 3); quote the median. On a busy machine (2 shared cores) the wall-clock rate
# drops with the load while the CPU rate stays put: quote both.
#
# Usage: tests/bench/perft_speed.sh [BUILD_DIR]
#   BUILD_DIR defaults to build/perft-release; RUNS=5 tests/bench/perft_speed.sh for more.
# Targets: brandub >= 10 M nodes/s, Copenhagen >= 5 M nodes/s.
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build/perft-release}
runs=${RUNS:-3}

if [ ! -f "$build/CMakeCache.txt" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DSKALD_CORPUS_DIR="${SKALD_CORPUS_DIR:-$root/../shared/corpus}"
fi
cmake --build "$build" --target skald -j "${JOBS:-2}"

if [ ! -x /usr/bin/time ]; then
  echo "perft_speed.sh: /usr/bin/time is missing (apt-get install time)" >&2
  exit 2
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
for spec in "brandub 5" "copenhagen 4"; do
  set -- $spec
  variant=$1
  depth=$2
  i=1
  while [ "$i" -le "$runs" ]; do
    echo "== $variant depth $depth, run $i/$runs"
    /usr/bin/time -v "$build/skald" perft --variant "$variant" --depth "$depth" 2>"$log"
    grep -E "User time|Elapsed \(wall clock\)|Maximum resident set size" "$log" | sed 's/^[[:space:]]*/   /'
    i=$((i + 1))
  done
done

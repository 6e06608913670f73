#!/bin/sh
# Builds the collection `collect_speed.sh` measures: 10,500 records of engine self-play
# (`skald selfplay`), outside the repository (default BUILD_DIR/collection-bench):
#   5,000 brandub, 2,000 tablut 9x9, 2,000 Ataxx, 1,000 Amazons 6x6 (depth 1, seeded
#   random openings, so each game is reproducible), and the first 500 brandub seeds played
#   again into brandub-again/ (500 known duplicates for --dedup).
# Two selfplay processes run at a time (the machine has two cores). About 4-6 minutes.
# A finished collection is marked with .complete and not made again.
#
# Usage: tests/bench/make_selfplay_collection.sh [BUILD_DIR] [OUT_DIR]
#   BUILD_DIR defaults to build/release (it must hold a built skald).
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build/release}
out=${2:-$build/collection-bench}
skald="$build/skald"

if [ ! -x "$skald" ]; then
  echo "make_selfplay_collection.sh: no skald in $build (build it first)" >&2
  exit 2
fi
if [ -f "$out/.complete" ]; then
  echo "$out: complete ($(cat "$out/.complete") records)"
  exit 0
fi
rm -rf "$out"
mkdir -p "$out"

# selfplay VARIANT MAX_PLIES GAMES FIRST_SEED FOLDER
play() {
  "$skald" selfplay --variant "$1" --depth 1 --max-plies "$2" --games "$3" --seed "$4" \
    -o "$out/$5" >/dev/null
}

play brandub 200 2500 1 brandub-a & play brandub 200 2500 2501 brandub-b; wait
play tablut-9x9 200 1000 1 tablut-a & play tablut-9x9 200 1000 1001 tablut-b; wait
play ataxx 100 1000 1 ataxx-a & play ataxx 100 1000 1001 ataxx-b; wait
play amazons-6x6 200 500 1 amazons-a & play amazons-6x6 200 500 501 amazons-b; wait
play brandub 200 500 1 brandub-again

count=$(find "$out" -name '*.otg' | wc -l)
echo "$count" >"$out/.complete"
echo "$out: $count records, $(du -sh "$out" | cut -f1)"

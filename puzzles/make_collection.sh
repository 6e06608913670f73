#!/usr/bin/env bash
# Rebuilds the shipped puzzle collection from scratch: skald plays games against itself
# (fixed seeds), mines them for forced wins in 2 or 3 moves with a single winning first
# move, and keeps the earliest puzzle of each game, for the first games of each variant
# that have one; every second puzzle is strict. Deterministic: the same build gives the
# same puzzles. Usage: puzzles/make_collection.sh [BUILD_DIR] (default build/release).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
skald=${1:-$here/../build/release}/skald
[ -x "$skald" ] || { echo "error: $skald not built" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
per_variant=${PER_VARIANT:-4}
n=0
for variant in brandub tablut-9x9 copenhagen fetlar sea-battle-9x9 ataxx; do
  limit=$per_variant
  [ "$variant" = ataxx ] && limit=${PER_ATAXX:-3}  # puzzles 26-28
  "$skald" selfplay --variant "$variant" --games 12 --depth 3 --random-plies 6 \
    --max-plies 160 -o "$work/games" >/dev/null
  kept=0
  for seed in $(seq 1 12); do
    [ "$kept" -lt "$limit" ] || break
    game="$work/games/$variant-$seed.otg"
    mode=loose
    [ $((n % 2)) -eq 1 ] && mode=strict
    rm -rf "$work/mined"
    "$skald" puzzle mine "$game" --min-moves 2 --max-moves 3 --unique --mode "$mode" \
      -o "$work/mined" >/dev/null 2>&1 || true
    # The earliest puzzle of the game: the lowest turn number.
    first=$(ls "$work/mined" 2>/dev/null | sed -n 's/.*-\([0-9]*\)\([ab]\)\.otg$/\1 \2 &/p' |
      sort -n -k1,1 -k2,2 | head -1 | cut -d' ' -f3)
    [ -n "$first" ] || continue
    n=$((n + 1))
    kept=$((kept + 1))
    cp "$work/mined/$first" "$here/$(printf '%02d' "$n")-$first"
    echo "$(printf '%02d' "$n")-$first ($mode)"
  done
done

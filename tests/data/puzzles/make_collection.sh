#!/usr/bin/env bash
# Rebuilds these 31 puzzles, the collection skald shipped until issue 34 (now the tests'
# fixtures: small, quick to prove, each test knowing its puzzle), from scratch: skald plays games against itself
# (fixed seeds), mines them for forced wins in 2 or 3 moves with a single winning first
# move, and keeps the earliest puzzle of each game, for the first games of each variant
# that have one; every second puzzle is strict. Deterministic: the same build gives the
# same puzzles. Usage: tests/data/puzzles/make_collection.sh [BUILD_DIR] (default build/release).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
skald=${1:-$here/../../../build/release}/skald
[ -x "$skald" ] || { echo "error: $skald not built" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
per_variant=${PER_VARIANT:-4}

# keep_earliest GAME MODE: mines GAME and copies its earliest puzzle (the lowest turn
# number) into the collection as number n + 1; fails when the game has none.
keep_earliest() {
  rm -rf "$work/mined"
  "$skald" puzzle mine "$1" --min-moves 2 --max-moves 3 --unique --mode "$2" \
    -o "$work/mined" >/dev/null 2>&1 || true
  local first
  first=$(ls "$work/mined" 2>/dev/null | sed -n 's/.*-\([0-9]*\)\([ab]\)\.otg$/\1 \2 &/p' |
    sort -n -k1,1 -k2,2 | head -1 | cut -d' ' -f3)
  [ -n "$first" ] || return 1
  n=$((n + 1))
  cp "$work/mined/$first" "$here/$(printf '%02d' "$n")-$first"
  echo "$(printf '%02d' "$n")-$first ($2)"
}

n=0
for variant in brandub tablut-9x9 copenhagen fetlar sea-battle-9x9 ataxx; do
  limit=$per_variant
  [ "$variant" = ataxx ] && limit=${PER_ATAXX:-3}  # puzzles 26-28
  "$skald" selfplay --variant "$variant" --games 12 --depth 3 --random-plies 6 \
    --max-plies 160 -o "$work/games" >/dev/null
  kept=0
  for seed in $(seq 1 12); do
    [ "$kept" -lt "$limit" ] || break
    mode=loose
    [ $((n % 2)) -eq 1 ] && mode=strict
    keep_earliest "$work/games/$variant-$seed.otg" "$mode" || continue
    kept=$((kept + 1))
  done
done

# The Game of the Amazons on the 6x6 board, numbers 29 to 31: its short games end in
# positions a search can prove; loose, strict, loose.
n=28
"$skald" selfplay --rules 'amazons size:6' --games 24 --depth 2 --random-plies 4 \
  -o "$work/amazons" >/dev/null
kept=0
for seed in $(seq 1 24); do
  [ "$kept" -lt 3 ] || break
  mode=loose
  [ "$kept" -eq 1 ] && mode=strict
  keep_earliest "$work/amazons/amazons-$seed.otg" "$mode" || continue
  kept=$((kept + 1))
done

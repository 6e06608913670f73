#!/bin/sh
# skald's search against the seed's one-ply Octagon Theory AI (issue 14): GAMES games per
# variant (default 100: 50 random two-ply openings, each played with the colours swapped),
# skald at a fixed depth, the seed AI drawing among its equal scores from a fixed seed, so
# the same build gives the same games. Prints each match's score, Elo and pairs; records go
# to OUT/<variant>/ when OUT is given.
# Usage: tests/bench/octagon_seed_match.sh [BUILD_DIR] [GAMES] [DEPTH] [OUT]
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build/release}
games=${2:-100}
depth=${3:-3}
out=${4:-}
for variant in octagon octagon-20 octagon-70 octagon-web; do
  echo "== $variant: skald depth $depth vs octagon-seed, $games games"
  set -- match --variant "$variant" --engine "skald,depth=$depth" --engine octagon-seed,seed=14 \
    --games "$games" --random-plies 2 --seed 14 --concurrency 2
  if [ -n "$out" ]; then set -- "$@" -o "$out/$variant" --force; fi
  "$build/skald" "$@" 2>&1 | tail -n 3
done

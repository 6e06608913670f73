#!/bin/sh
# A self-play ladder: skald against a weaker setting of itself (half the time per move),
# on brandub, tablut 9x9 and Copenhagen, each opening played with colours swapped. A change
# to the search or the evaluation should keep the full-time side ahead; the Elo lines are
# what to compare between revisions (with the same GAMES and MOVE_TIME).
#   tests/bench/ladder.sh [GAMES] [MOVE_TIME_MS] [SKALD]
# Records and JSON results go to ladder-<variant>/ in the current folder.
set -eu
games=${1:-20}
ms=${2:-200}
skald=${3:-build/release/skald}
half=$((ms / 2))
for variant in brandub tablut-9x9 copenhagen; do
  echo "== $variant: skald ${ms} ms against skald ${half} ms, $games games"
  "$skald" match --variant "$variant" \
    --engine "skald,move-time=$ms,name=full" --engine "skald,move-time=$half,name=half" \
    --move-time "$((ms * 2))" --games "$games" --random-plies 4 --max-plies 300 \
    -o "ladder-$variant" --json "ladder-$variant.json" --force 2>/dev/null
done

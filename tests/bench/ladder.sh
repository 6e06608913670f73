#!/bin/sh
# A self-play ladder on brandub, tablut 9x9 and Copenhagen, each opening played with colours
# swapped, in one of two forms:
#   tests/bench/ladder.sh [GAMES] [MOVE_TIME_MS] [SKALD]
#     skald against a weaker setting of itself (half the time per move);
#   OLD=path/to/earlier/skald tests/bench/ladder.sh [GAMES] [CLOCK] [SKALD]
#     skald against an earlier build of itself, both hosted over OTEP (each its own
#     process) on a game clock (default 15+0.2), so a change to the search or the
#     evaluation shows as Elo gained.
# A change should keep the newer or full-time side ahead; compare the Elo lines between
# revisions with the same GAMES and times. Records and JSON results go to
# ladder-<variant>/ in the current folder.
set -eu
games=${1:-20}
skald=${3:-build/release/skald}
for variant in brandub tablut-9x9 copenhagen; do
  if [ -n "${OLD:-}" ]; then
    clock=${2:-15+0.2}
    echo "== $variant: $skald against $OLD, clock $clock, $games games"
    "$skald" match --variant "$variant" \
      --engine "otep,name=new:$skald otep --quiet" --engine "otep,name=old:$OLD otep --quiet" \
      --time-control "$clock" --games "$games" --random-plies 2 --max-plies 300 \
      -o "ladder-$variant" --json "ladder-$variant.json" --force 2>/dev/null
  else
    ms=${2:-200}
    half=$((ms / 2))
    echo "== $variant: skald ${ms} ms against skald ${half} ms, $games games"
    "$skald" match --variant "$variant" \
      --engine "skald,move-time=$ms,name=full" --engine "skald,move-time=$half,name=half" \
      --move-time "$((ms * 2))" --games "$games" --random-plies 4 --max-plies 300 \
      -o "ladder-$variant" --json "ladder-$variant.json" --force 2>/dev/null
  fi
done

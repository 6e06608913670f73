#!/usr/bin/env bash
# skald against OpenTafl's AI over OTEP at one second a move each, colours swapped, each
# pair from a seeded two-ply random opening (tests/bench/README.md, "one second a move").
# OpenTafl's overruns are forgiven up to 60 s: its engine sometimes thinks far past its
# plan, and a clock would turn most of its games into hangs.
#   tests/bench/opentafl_match.sh VARIANT OUT [GAMES] [SKALD] [MATCH OPTIONS...]
# SKALD_ENGINE sets skald's engine spec (default `skald`, e.g. `skald,contempt=0.5`); the
# options after SKALD go to `skald match` (e.g. `--seed 1001` for other openings).
set -euo pipefail
variant=${1:?variant (brandub, tablut-9x9, copenhagen...)}
out=${2:?output folder}
games=${3:-50}
here=$(cd "$(dirname "$0")/../.." && pwd)
skald=${4:-$here/build/release/skald}
shift $(($# < 4 ? $# : 4))
opentafl=$here/../shared/opentafl/opentafl
[ -x "$opentafl" ] || { echo "no OpenTafl at $opentafl" >&2; exit 2; }
exec "$skald" match --variant "$variant" --engine "${SKALD_ENGINE:-skald}" \
  --engine "otep,name=OpenTafl,margin=60000:$opentafl --engine" \
  --move-time 1000 --time-margin 60000 --games "$games" --random-plies 2 --concurrency 2 \
  -o "$out" --json "$out.json" "$@"

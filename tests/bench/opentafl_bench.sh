#!/usr/bin/env bash
# OpenTafl's own engine benchmark, as skald runs it: `skald bench --opentafl` (start
# positions of brandub to depth 6, tablut 9x9 to 5, Copenhagen to 4, tablut 15x15 to 4,
# extensions off, one thread), repeated, reporting each search's nodes and its fastest
# time against OpenTafl's published figures (otn-notes / the engine issue).
#
#   tests/bench/opentafl_bench.sh [BUILD_DIR] [RUNS]     (defaults: build/release, 7)
set -euo pipefail
build=${1:-build/release}
runs=${2:-7}
skald="$build/skald"
[ -x "$skald" ] || { echo "error: $skald not built (cmake --build --preset release)" >&2; exit 2; }
for _ in $(seq "$runs"); do "$skald" bench --opentafl; done | awk '
  BEGIN {
    # OpenTafl on this kind of machine: nodes and seconds.
    ot_nodes["brandub"] = 3090000;   ot_s["brandub"] = 40
    ot_nodes["tablut-9x9"] = 2270000; ot_s["tablut-9x9"] = 24
    ot_nodes["copenhagen"] = 30000;  ot_s["copenhagen"] = 1.4
    ot_nodes["tablut-15x15"] = 273000; ot_s["tablut-15x15"] = 9.6
  }
  $2 ~ /^[0-9]+$/ && NF >= 6 {
    if (!($1 in best) || $4 < best[$1]) best[$1] = $4
    nodes[$1] = $3; value[$1] = $6; order[$1] = NR
  }
  END {
    printf "%-14s %10s %10s %10s %10s %14s\n", "search", "nodes", "of OT", "best ms", "speed-up", "nodes/s"
    n = split("brandub tablut-9x9 copenhagen tablut-15x15", names, " ")
    for (i = 1; i <= n; ++i) {
      k = names[i]
      if (!(k in best)) continue
      printf "%-14s %10d %10.3f %10.1f %9.0fx %14.0f\n", k, nodes[k], nodes[k] / ot_nodes[k],
             best[k], ot_s[k] * 1000 / best[k], nodes[k] / (best[k] / 1000)
    }
  }'

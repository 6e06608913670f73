#!/usr/bin/env bash
# `skald analyse` on one and on two threads over 100 positions of OpenTafl's random games
# (../shared/corpus/opentafl-oracle: 25 each of brandub to depth 6, tablut 9x9 and sea
# battle 9x9 to depth 5, Copenhagen to depth 4, the positions ply 10, 12, ... of the
# games in file order), timed with /usr/bin/time; checks that both runs give the same
# moves and values and prints the speed-up.
#
#   tests/bench/analyse_threads.sh [BUILD_DIR] [CORPUS_DIR]
#   (defaults: build/release, ../shared/corpus)
set -euo pipefail
build=${1:-build/release}
corpus=${2:-../shared/corpus}
skald="$build/skald"
[ -x "$skald" ] || { echo "error: $skald not built" >&2; exit 2; }
[ -d "$corpus/opentafl-oracle" ] || { echo "error: no $corpus/opentafl-oracle" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$corpus/opentafl-oracle" > "$work/queries.jsonl" <<'PY'
import json, sys, os
plan = [("brandub-7x7.jsonl", "brandub", 6), ("tablut-9x9.jsonl", "tablut-9x9", 5),
        ("copenhagen-11x11.jsonl", "copenhagen", 4), ("sea-battles-9x9.jsonl", "sea-battle-9x9", 5)]
for name, variant, depth in plan:
    taken = 0
    with open(os.path.join(sys.argv[1], name)) as f:
        for line in f:
            ply = json.loads(line)
            if ply["ply"] < 10 or ply["ply"] % 2 or ply.get("result_code", 0) != 0:
                continue
            print(json.dumps({"id": f"{variant}-{ply['game']}-{ply['ply']}", "variant": variant,
                              "position": ply["position"], "to_move": ply["to_move"],
                              "depth": depth}))
            taken += 1
            if taken == 25:
                break
PY
for threads in 1 2; do
  /usr/bin/time -f "threads $threads: %e s wall, %U s user" \
    "$skald" analyse --threads "$threads" < "$work/queries.jsonl" > "$work/out$threads.jsonl"
done
python3 - "$work" <<'PY'
import json, sys
one = [json.loads(l) for l in open(sys.argv[1] + "/out1.jsonl")]
two = [json.loads(l) for l in open(sys.argv[1] + "/out2.jsonl")]
errors = sum("error" in r for r in one + two)
same = sum(a.get("best_move") == b.get("best_move") and a.get("score") == b.get("score")
           for a, b in zip(one, two))
print(f"{len(one)} positions, {errors} errors, {same} with the same move and value on 1 and 2 threads")
PY

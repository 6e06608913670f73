#!/usr/bin/env bash
# puzzles/mine_parallel.sh on this machine as two GNU parallel "hosts" gives exactly what
# one `skald puzzle mine` over all the games gives, after the same de-duplication (a game
# copied under another name mines the same puzzles in another shard: one copy is kept).
# Skips (exit 77), saying why, without GNU parallel.
set -euo pipefail
skald=$1 recipe=$2
command -v parallel >/dev/null || { echo "skipped: GNU parallel is not installed (tools/bootstrap installs it)"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
"$skald" selfplay --variant brandub --games 4 --depth 2 --random-plies 6 -o games >/dev/null
cp games/brandub-1.otg games/brandub-9-copy.otg

"$skald" puzzle mine games/*.otg --max-moves 3 --unique -o single >/dev/null 2>&1
dropped=$(cd single && ls -1 *.otg | sort | xargs "$skald" puzzle check --json 2>/dev/null | python3 -c '
import json, sys
for line in sys.stdin:
    j = json.loads(line)
    if (j.get("measures") or {}).get("duplicate_of"):
        print(j["file"])
' || true)
[ -n "$dropped" ] || { echo "FAIL: the copied game's puzzles were not found repeated"; exit 1; }
for name in $dropped; do rm "single/$name"; done

"$recipe" "$skald" games merged 2 '1/:,1/:' --max-moves 3 --unique
[ "$(ls merged | wc -l)" -gt 0 ] || { echo "FAIL: no puzzle mined"; exit 1; }
diff -r single merged || { echo "FAIL: the shards' merged puzzles differ from one run's"; exit 1; }
echo "ok: $(ls merged | wc -l) puzzles from 2 shards equal one run's; dropped as repeated: $dropped"

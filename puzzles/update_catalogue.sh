#!/usr/bin/env bash
# Rewrites puzzles/figures.jsonl, what `skald puzzle check --json` says of every puzzle of
# the collection (their timing left out), then the catalogue table of puzzles/README.md
# (between its markers) from it: the test that checks the table
# (tests/cli/puzzle_catalogue_test.cpp) writes it instead when asked to regenerate.
# Proving and measuring every puzzle takes minutes; --table-only rebuilds the table alone.
# Usage: puzzles/update_catalogue.sh [--table-only] [BUILD_DIR] (default build/release;
# skald and cli_tests built).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
table_only=no
if [ "${1:-}" = --table-only ]; then
  table_only=yes
  shift
fi
build=${1:-$here/../build/release}
tests=$build/tests/cli_tests
[ -x "$tests" ] || { echo "error: $tests not built" >&2; exit 2; }
if [ $table_only = no ]; then
  (cd "$here" && ls -1 -- *.otg | sort | xargs "$build/skald" puzzle check --json) |
    python3 -c '
import json, sys
for line in sys.stdin:
    report = json.loads(line)
    report.pop("seconds", None)
    print(json.dumps(report, sort_keys=True, separators=(",", ":")))
' >"$here/figures.jsonl.new"
  mv "$here/figures.jsonl.new" "$here/figures.jsonl"
fi
SKALD_REGENERATE_GOLDEN=1 "$tests" --gtest_filter='PuzzleCatalogue.TheReadmesTableIsWhatPuzzleCheckSays'

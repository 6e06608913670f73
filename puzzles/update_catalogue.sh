#!/usr/bin/env bash
# Rewrites the catalogue table of puzzles/README.md (between its markers) from what
# `skald puzzle check --json` says of every puzzle: the test that checks the table
# (tests/cli/puzzle_catalogue_test.cpp) writes it instead when asked to regenerate.
# Usage: puzzles/update_catalogue.sh [BUILD_DIR] (default build/release; cli_tests built).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tests=${1:-$here/../build/release}/tests/cli_tests
[ -x "$tests" ] || { echo "error: $tests not built" >&2; exit 2; }
SKALD_REGENERATE_GOLDEN=1 "$tests" --gtest_filter='PuzzleCatalogue.*'

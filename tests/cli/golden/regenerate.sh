#!/bin/sh
# Regenerates the golden files of tests/cli from the built skald, then shows the diff.
# Usage: tests/cli/golden/regenerate.sh [BUILD_DIR]   (default build/dev)
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
build=${1:-$root/build/dev}
cmake --build "$build" --target cli_tests skald
SKALD_REGENERATE_GOLDEN=1 "$build/tests/cli_tests" --gtest_filter='Records/CliGolden.*:CliGoldenWithoutTiming.*:Octagon/OctagonCliGolden.*:CliGoldenRopasci.*'
git -C "$root" --no-pager diff --stat -- tests/cli/golden

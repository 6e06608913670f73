#!/bin/sh
# Generates 1, 2, 4 and 8 MB records and runs the .otg reading benchmark on them.
# Usage: tests/bench/run_otn_bench.sh [BUILD_DIR]   (use a Release build for figures)
set -e
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../../build/release}
tmp=${TMPDIR:-/tmp}/skald-otn-bench
mkdir -p "$tmp"
for mb in 1 2 4 8; do
  [ -f "$tmp/record-${mb}mb.otg" ] && [ "$tmp/record-${mb}mb.otg" -nt "$here/gen_record.py" ] || python3 "$here/gen_record.py" "$mb" "$tmp/record-${mb}mb.otg"
done
cmake --build "$build" --target bench_otn_read
"$build/tests/bench/bench_otn_read" "$tmp/record-1mb.otg" "$tmp/record-2mb.otg" \
  "$tmp/record-4mb.otg" "$tmp/record-8mb.otg"

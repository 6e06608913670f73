#!/usr/bin/env bash
# Runs every built fuzz target for SECONDS seconds each (default 60), one after the other,
# starting from the seeds in tests/fuzz/seeds/<target>/ and keeping the grown corpus in
# build/fuzz/corpus/<target>/. Crashing inputs land in build/fuzz/crashes/<target>/.
# Usage: tests/fuzz/run_fuzzers.sh [SECONDS] [TARGET...]
set -uo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
shift || true
build=build/fuzz
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for exe in "$build"/tests/fuzz/fuzz_*; do
    [ -x "$exe" ] && targets+=("$(basename "$exe")")
  done
fi
status=0
for target in "${targets[@]}"; do
  corpus="$build/corpus/$target"
  crashes="$build/crashes/$target"
  mkdir -p "$corpus" "$crashes"
  seeds=()
  [ -d "tests/fuzz/seeds/$target" ] && seeds=("tests/fuzz/seeds/$target")
  echo "== $target (${seconds}s)"
  if "$build/tests/fuzz/$target" "$corpus" "${seeds[@]}" -max_total_time="$seconds" \
      -max_len=4096 -timeout=${FUZZ_TIMEOUT:-10} -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$crashes/" >"$build/$target.log" 2>&1; then
    echo "   ok: $(grep -m1 -E 'stat::number_of_executed_units' "$build/$target.log")"
  else
    status=1
    echo "   CRASH: see $build/$target.log and $crashes/"
    grep -m3 -E 'ERROR|SUMMARY|deadly signal' "$build/$target.log" | sed 's/^/   /'
  fi
done
exit $status

#!/usr/bin/env bash
# The full bench signature: `skald bench` (every game's list, not only the quick lines the
# unit tests search) must print the total in tests/bench/signature.txt. Run by ctest in
# release builds (bench_signature); a functional change to the search updates both.
# Usage: check_signature.sh SKALD_EXE SIGNATURE_FILE
set -euo pipefail
skald=$1
signature_file=$2
expected=$(awk '$1 == "bench" { print $2; exit }' "$signature_file")
got=$("$skald" bench | awk '/^Nodes searched/ { print $NF }')
if [ "$got" != "$expected" ]; then
  echo "bench signature: skald bench searched $got nodes; $signature_file says $expected" >&2
  exit 1
fi
echo "bench signature: $got nodes, as $signature_file says"

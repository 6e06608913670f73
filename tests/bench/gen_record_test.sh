#!/usr/bin/env bash
# Every shape of gen_record.py (and gen_deep_xml.py's tree) is a valid, canonical record in
# both dialects: the default (OpenTafl's, where tfr:i is a draw) and the spec's. The size
# benchmark reads them all in the default dialect (record_size.sh).
# Usage: gen_record_test.sh SKALD
set -euo pipefail
skald=$1
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for shape in mixed line deep wide walk; do
  record=$work/$shape.otg
  python3 "$here/gen_record.py" 0.05 "$record" --shape "$shape" >/dev/null
  for dialect in opentafl spec; do
    "$skald" validate --dialect "$dialect" "$record" >/dev/null 2>"$work/errors" ||
      { echo "$shape ($dialect): not valid"; cat "$work/errors"; exit 1; }
  done
  "$skald" fmt --check "$record" >/dev/null || { echo "$shape: not canonical"; exit 1; }
done
python3 "$here/gen_deep_xml.py" 300 "$work/deep.xml"
"$skald" convert "$work/deep.xml" "$work/deep-xml.otg" >/dev/null 2>"$work/errors" ||
  { echo "gen_deep_xml.py: not valid"; cat "$work/errors"; exit 1; }
echo "every shape valid in both dialects"

#!/bin/sh
# Times every record command on big records of four shapes (gen_record.py: one long main
# line, a legal game without captures under the default repetition rule; one chain of
# deeply nested variations; thousands of variations at one move; a commented main line
# with variations at every other turn) at several sizes, with /usr/bin/time -v: wall time,
# MB/s of the record and peak memory. Every record is valid in the default dialect.
# Every command must stay linear in the record's size and its memory proportional to it.
#
# Usage: tests/bench/record_size.sh [BUILD_DIR]
#   BUILD_DIR defaults to build/release (configured as Release when missing).
#   SIZES="1 2 5 10"   record sizes in MB
#   SHAPES="line deep wide mixed"
#   COMMANDS="validate fmt tree show edit tags analyse"
#   LIMIT=120          seconds a run may take before it is stopped (shown as >LIMIT)
# Prints one row per shape, size and command:
#   shape  MB  command  seconds  MB/s  peak-MB  exit
# validate reads and replays every move; fmt reads and writes the record (the generated
# records are canonical, so nothing is saved); tree prints the outline; show and edit go
# to the record's last move (--at, edit comment on a copy); tags --set saves a copy;
# analyse searches every main-line position to depth 1.
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build/release}
sizes=${SIZES:-1 2 5 10}
shapes=${SHAPES:-line deep wide mixed}
commands=${COMMANDS:-validate fmt tree show edit tags analyse}
limit=${LIMIT:-120}

if [ ! -f "$build/CMakeCache.txt" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release
fi
cmake --build "$build" --target skald -j "${JOBS:-2}" >/dev/null
skald=$build/skald
[ -x "$skald" ] || skald=$build/tools/skald/skald
if [ ! -x /usr/bin/time ]; then
  echo "record_size.sh: /usr/bin/time is missing (apt-get install time)" >&2
  exit 2
fi

tmp=${TMPDIR:-/tmp}/skald-record-size
mkdir -p "$tmp"
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# run SHAPE MB COMMAND FILE ARGS...: times `skald ARGS` and prints the row.
run() {
  shape=$1 mb=$2 name=$3 file=$4
  shift 4
  status=0
  /usr/bin/time -v timeout "$limit" "$skald" "$@" >/dev/null 2>"$log" || status=$?
  wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$log" |
    awk -F: '{ s = 0; for (i = 1; i <= NF; ++i) s = s * 60 + $i; print s }')
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$log")
  bytes=$(wc -c <"$file")
  if [ "$status" = 124 ]; then
    printf '%-5s %4s  %-9s %8s  %7s  %7s  %s\n' "$shape" "$mb" "$name" ">$limit" "-" \
      "$((rss / 1024))" "timeout"
  else
    awk -v s="$shape" -v m="$mb" -v n="$name" -v w="$wall" -v b="$bytes" -v r="$rss" -v e="$status" \
      'BEGIN { printf "%-5s %4s  %-9s %8.2f  %7.1f  %7d  %s\n", s, m, n, w, (w > 0 ? b / 1048576 / w : 0), r / 1024, e }'
  fi
}

printf '%-5s %4s  %-9s %8s  %7s  %7s  %s\n' shape MB command seconds "MB/s" "peak-MB" exit
for shape in $shapes; do
  for mb in $sizes; do
    record=$tmp/$shape-$mb.otg
    if [ ! -f "$record" ] || [ ! -f "$record.last" ] || [ "$here/gen_record.py" -nt "$record" ]; then
      python3 "$here/gen_record.py" "$mb" "$record" --shape "$shape" --print-last >"$record.last"
    fi
    last=$(cat "$record.last")
    copy=$tmp/copy.otg
    for command in $commands; do
      case $command in
        validate) run "$shape" "$mb" validate "$record" validate "$record" ;;
        fmt) cp "$record" "$copy" && run "$shape" "$mb" fmt "$record" fmt "$copy" ;;
        tree) run "$shape" "$mb" tree "$record" tree "$record" ;;
        show) run "$shape" "$mb" show "$record" show "$record" --at "$last" --width 80 ;;
        edit) cp "$record" "$copy" && run "$shape" "$mb" edit "$record" edit "$copy" comment "$last" "bench" ;;
        tags) cp "$record" "$copy" && run "$shape" "$mb" tags "$record" tags "$copy" --set annotator=bench ;;
        analyse) run "$shape" "$mb" analyse "$record" analyse "$record" --mainline --depth 1 ;;
        *) echo "record_size.sh: unknown command $command" >&2; exit 2 ;;
      esac
    done
  done
done
rm -f "$tmp/copy.otg"

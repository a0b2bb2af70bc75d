#!/usr/bin/env bash
# tests/long/fuzz-memory.sh [N] -- no state leaks between iterations: each
# fuzz target runs N inputs (default 10^6) in one process (libFuzzer, the
# libfuzzer-plain build: no sanitizer, so the resident size is the
# program's own) mutating its seed corpus, and its resident memory at the
# end may exceed the one after the first N/16 inputs by at most 10% + 16 MB
# (caches that grow with the inputs seen, or leaks, fail it).  libFuzzer's
# own corpus growth is bounded by -max_len and a fresh empty output dir.
# Prints one line per target; exit 1 when one grew.  Run from the
# repository root (check-long runs it).  About 1 ms to 5 ms per input for
# the generator-driven targets: hours at N = 10^6 with every target.
set -u
n=${1:-1000000}
dir=build/fuzz-plain
bash fuzzers/build.sh --engine libfuzzer-plain "$dir" >/dev/null || { echo "fuzz-memory: build failed" >&2; exit 1; }
status=0
for t in $(ls fuzzers/fuzz_*.c | sed 's|fuzzers/||; s|\.c$||'); do
  work=$(mktemp -d)
  log="$dir/memory-$t.log"
  ml=4096
  case $t in fuzz_ir | fuzz_parse) ml=16384 ;; esac
  "$dir/$t" -runs="$n" -max_len=$ml -timeout=60 -rss_limit_mb=8192 -print_final_stats=1 "$work" "corpora/$t" \
    > "$log" 2>&1
  rc=$?
  rm -rf "$work"
  # rss of the first status line at or after N/16 inputs, and at the end
  early=$(awk -v lim=$((n / 16)) '/^#[0-9]+/ && /rss: / { k = substr($1, 2) + 0; if (k >= lim) { for (i = 1; i <= NF; i++) if ($i == "rss:") { sub("Mb", "", $(i+1)); print $(i+1); exit } } }' "$log")
  late=$(grep -E '^#[0-9]+.*rss: ' "$log" | tail -n 1 | sed 's/.*rss: \([0-9]*\)Mb.*/\1/')
  if [ "$rc" -ne 0 ] || [ -z "$early" ] || [ -z "$late" ]; then
    echo "fuzz-memory: $t: run failed or too short to judge (exit $rc; see $log)"
    status=1
  elif [ "$late" -gt $((early + early / 10 + 16)) ]; then
    echo "fuzz-memory: $t: $n inputs, rss $early MB -> $late MB: GREW"
    status=1
  else
    echo "fuzz-memory: $t: $n inputs, rss $early MB -> $late MB: flat"
  fi
done
exit $status

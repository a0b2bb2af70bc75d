#!/usr/bin/env bash
# tests/long/fuzz-memory.sh [N] -- no state leaks between iterations: each
# fuzz target (TARGETS="fuzz_a fuzz_b" to choose) runs N inputs (default
# 10^6) in one process, cycling through its seed corpus, through the AFL++
# driver's repeat mode (fuzzers/afl_driver.c, PASSCHECK_REPEAT=N; the afl
# build has no sanitizer, so the resident size is the program's own and no
# engine corpus grows beside it).  The resident size at the end may exceed
# the one after N/16 inputs by at most 10% + 8 MB (a leak or a cache that
# grows with the runs fails it).  One line per target; exit 1 when one
# grew.  Run from the repository root (check-long runs it).  At 3 ms per
# input, the generator-driven targets take about an hour each at 10^6.
set -u
n=${1:-1000000}
dir=build/fuzz-afl
bash fuzzers/build.sh --engine afl "$dir" >/dev/null || { echo "fuzz-memory: build failed" >&2; exit 1; }
status=0
for t in ${TARGETS:-$(ls fuzzers/fuzz_*.c | sed 's|fuzzers/||; s|\.c$||')}; do
  log="$dir/memory-$t.log"
  mapfile -t files < <(find "corpora/$t" -type f | sort)
  PASSCHECK_REPEAT=$n "$dir/$t" "${files[@]}" > "$log" 2>&1
  rc=$?
  line=$(grep " runs over " "$log")
  early=$(echo "$line" | sed -n 's/.*rss \([0-9]*\) KiB after.*/\1/p')
  late=$(echo "$line" | sed -n 's/.*, \([0-9]*\) KiB at the end.*/\1/p')
  if [ "$rc" -ne 0 ] || [ -z "$early" ] || [ -z "$late" ]; then
    echo "fuzz-memory: $t: run failed (exit $rc; see $log)"
    status=1
  elif [ "$late" -gt $((early + early / 10 + 8192)) ]; then
    echo "fuzz-memory: $t: $n inputs, rss $((early / 1024)) MB -> $((late / 1024)) MB: GREW"
    status=1
  else
    echo "fuzz-memory: $t: $n inputs, rss $early KiB -> $late KiB: flat"
  fi
done
exit $status

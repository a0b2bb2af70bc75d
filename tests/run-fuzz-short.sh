#!/usr/bin/env bash
# tests/run-fuzz-short.sh B -- builds the parser fuzz target (fuzzers/build.sh
# B/fuzz) and runs it on a fresh copy of corpora/fuzz_parse for 30 s (600 s
# with LONG=1).  No crash: 1 passed; a crash (or leak, timeout, OOM, oracle
# abort) fails the suite and prints the input file and the reproducer.
# Prints "fuzz-short: N passed, M failed", records "fuzz-short N M" in
# B/test-results.txt, exits 1 on failure.  Run from the repository root.
set -u

B=${1:?usage: tests/run-fuzz-short.sh BUILD_DIR}
suite=fuzz-short
results="$B/test-results.txt"
secs=30
if [ -n "${LONG:-}" ] && [ "${LONG}" != 0 ]; then secs=600; fi
dir="$B/fuzz"
work="$dir/short-corpus"
art="$dir/short-artifacts"
log="$dir/short.log"
pass=0
fail=0

record() {
  echo "$suite: $pass passed, $fail failed"
  mkdir -p "$B"
  if [ -f "$results" ]; then sed -i "/^$suite /d" "$results"; fi
  echo "$suite $pass $fail" >> "$results"
  [ "$fail" -eq 0 ]
}

if ! bash fuzzers/build.sh "$dir"; then
  echo "$suite: building the fuzz target failed" >&2
  fail=1
  record
  exit
fi

rm -rf "$work" "$art"
mkdir -p "$work" "$art"
cp -r corpora/fuzz_parse/. "$work/"
echo "$suite: fuzzing the parser for $secs s (log: $log)"
"$dir/fuzz_parse" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
  -dict=fuzzers/fuzz_parse.dict -artifact_prefix="$art/" -print_final_stats=1 \
  "$work" > "$log" 2>&1
rc=$?
grep -E '^#[0-9]+.*DONE|^stat::(number_of_executed_units|average_exec_per_sec)' "$log" | sed 's/^/  /'

crash=$(find "$art" -maxdepth 1 -type f | head -n 1)
if [ "$rc" -eq 0 ] && [ -z "$crash" ]; then
  pass=1
else
  fail=1
  grep -E '^(==[0-9]+==ERROR|SUMMARY|fuzz_parse:|.*runtime error)' "$log" | head -n 5 >&2
  if [ -n "$crash" ]; then
    echo "$suite: crashing input: $crash" >&2
    echo "$suite: reproduce with: $dir/fuzz_parse $crash" >&2
  else
    echo "$suite: fuzzer exited with status $rc without an artifact; see $log" >&2
  fi
fi
record

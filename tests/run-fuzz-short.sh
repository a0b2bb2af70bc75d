#!/usr/bin/env bash
# tests/run-fuzz-short.sh B -- builds the fuzz targets (fuzzers/build.sh
# B/fuzz) and runs fuzz_parse for 30 s (600 s with LONG=1) and fuzz_div for
# 20 s (400 s) on fresh copies of their corpora, and checks that fuzz_div
# with mutant-magic-div in place of lower-div finds it on its seeds.  Each
# without a crash: one test passed; a crash (or leak, timeout, OOM, oracle
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

# run_target NAME SECONDS [libFuzzer options]: NAME on a fresh copy of
# corpora/NAME for SECONDS; no crash: one test passed.
run_target() {
  local name=$1 t=$2
  shift 2
  local work="$dir/short-$name-corpus" art="$dir/short-$name-artifacts" log="$dir/short-$name.log"
  rm -rf "$work" "$art"
  mkdir -p "$work" "$art"
  cp -r "corpora/$name/." "$work/"
  echo "$suite: fuzzing $name for $t s (log: $log)"
  "$dir/$name" -max_total_time="$t" -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$art/" \
    -print_final_stats=1 "$@" "$work" > "$log" 2>&1
  local rc=$?
  grep -E '^#[0-9]+.*DONE|^stat::(number_of_executed_units|average_exec_per_sec)' "$log" | sed 's/^/  /'
  local crash
  crash=$(find "$art" -maxdepth 1 -type f | head -n 1)
  if [ "$rc" -eq 0 ] && [ -z "$crash" ]; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    grep -E "^(==[0-9]+==ERROR|SUMMARY|$name:|.*runtime error)" "$log" | head -n 5 >&2
    if [ -n "$crash" ]; then
      echo "$suite: crashing input: $crash" >&2
      echo "$suite: reproduce with: $dir/$name $crash" >&2
    else
      echo "$suite: $name exited with status $rc without an artifact; see $log" >&2
    fi
  fi
}

run_target fuzz_parse "$secs" -dict=fuzzers/fuzz_parse.dict
run_target fuzz_div $((secs * 2 / 3))

# The division target reaches its oracle: with the mutant in place of
# lower-div, its seed corpus alone must produce a finding.
log="$dir/short-fuzz_div-mutant.log"
if PASSCHECK_FUZZ_PIPELINE=mutant-magic-div "$dir/fuzz_div" -runs=0 -artifact_prefix="$dir/short-mutant-" \
     corpora/fuzz_div > "$log" 2>&1; then
  fail=$((fail + 1))
  echo "$suite: fuzz_div did not detect mutant-magic-div on its seed corpus; see $log" >&2
elif grep -q '^fuzz_div: .*expected' "$log"; then
  pass=$((pass + 1))
  echo "$suite: fuzz_div detects mutant-magic-div: $(grep -m1 '^fuzz_div:' "$log")"
else
  fail=$((fail + 1))
  echo "$suite: fuzz_div failed with mutant-magic-div but without a finding line; see $log" >&2
fi
rm -f "$dir"/short-mutant-*
record

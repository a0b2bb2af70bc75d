#!/usr/bin/env bash
# tests/run-golden.sh B -- runs the golden IR tests (tests/golden/**/*.ll,
# lit + FileCheck, config in tests/golden/lit.cfg.py) against B/passcheck,
# then tests/run-roundtrip.sh B when it exists, and adds up both.
# Prints "golden: N passed, M failed", records "golden N M" in
# B/test-results.txt (replacing an older golden line), exits 1 on failure.
# Run from the repository root.
set -u

B=${1:?usage: tests/run-golden.sh BUILD_DIR}
suite=golden
results="$B/test-results.txt"
LIT=${LIT:-/usr/lib/llvm-16/build/utils/lit/lit.py}
pass=0
fail=0
. tests/failures.sh
failures_reset "$B" "$suite"

# count FIELD... : sum of lit's summary counts "  Field : N (x%)" for FIELDs
count() {
  local out=$1 n=0 v f
  shift
  for f in "$@"; do
    v=$(printf '%s\n' "$out" | sed -nE "s/^  $f *: *([0-9]+).*/\\1/p" | tail -n 1)
    n=$((n + ${v:-0}))
  done
  echo "$n"
}

if [ ! -x "$B/passcheck" ]; then
  echo "$suite: $B/passcheck is missing (build it first)" >&2
  fail=1
else
  out=$(python3 "$LIT" -sv -D build="$B" tests/golden 2>&1)
  rc=$?
  printf '%s\n' "$out" | grep -v '^Testing: '
  pass=$(count "$out" "Passed" "Expectedly Failed")
  fail=$(count "$out" "Failed" "Unresolved" "Unexpectedly Passed" "Timed Out")
  while read -r name; do failure_note "$B" "$suite" "$name"; done < <(printf '%s\n' "$out" | sed -nE 's/^  +(passcheck-golden :: .*)$/\1/p')
  if [ "$rc" -ne 0 ] && [ "$fail" -eq 0 ]; then
    printf '%s\n' "$out" | tail -n 20 >&2
    echo "$suite: lit exited with status $rc" >&2
    fail=1
  fi
  echo "$suite (lit): $pass passed, $fail failed"
fi

# The round-trip suite (parse, print, parse, print, compare) counts here too.
# Its own summary line "...: N passed, M failed" is read from its output;
# any line it records in the results file is dropped so nothing counts twice.
if [ -f tests/run-roundtrip.sh ]; then
  mkdir -p "$B"
  touch "$results"
  cp "$results" "$results.golden-tmp"
  out=$(bash tests/run-roundtrip.sh "$B" 2>&1)
  rc=$?
  mv "$results.golden-tmp" "$results"
  printf '%s\n' "$out" | tail -n 30
  line=$(printf '%s\n' "$out" | grep -E '[0-9]+ passed, [0-9]+ failed' | tail -n 1)
  p=$(printf '%s\n' "$line" | sed -nE 's/^(.*[^0-9])?([0-9]+) passed, ([0-9]+) failed.*/\2/p')
  f=$(printf '%s\n' "$line" | sed -nE 's/^(.*[^0-9])?([0-9]+) passed, ([0-9]+) failed.*/\3/p')
  if [ -z "$p" ]; then
    p=0
    f=1
    echo "$suite: tests/run-roundtrip.sh printed no 'N passed, M failed' line (exit $rc)" >&2
    failure_note "$B" "$suite" "round trip: no summary line (exit $rc)"
  elif [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
    f=1
    echo "$suite: tests/run-roundtrip.sh exited with status $rc" >&2
  fi
  if [ "$f" -ne 0 ]; then
    while read -r l; do failure_note "$B" "$suite" "round trip: $l"; done < <(printf '%s\n' "$out" | grep '^FAIL: ' | head -n 10)
  fi
  pass=$((pass + p))
  fail=$((fail + f))
fi

echo "$suite: $pass passed, $fail failed"
mkdir -p "$B"
if [ -f "$results" ]; then sed -i "/^$suite /d" "$results"; fi
echo "$suite $pass $fail" >> "$results"
[ "$fail" -eq 0 ]

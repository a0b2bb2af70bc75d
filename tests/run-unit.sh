#!/usr/bin/env bash
# tests/run-unit.sh B -- runs every unit test binary B/tests/test_* and adds
# up their "...: N passed, M failed (K checks)" lines.  A binary that dies
# or exits nonzero without reporting a failure counts as one failed test.
# Prints "unit: N passed, M failed", records "unit N M" in
# B/test-results.txt (replacing an older unit line) and exits 1 on failure.
# Run from the repository root.  LONG=1 (make check-long) is passed through.
set -u

B=${1:?usage: tests/run-unit.sh BUILD_DIR}
suite=unit
results="$B/test-results.txt"
pass=0
fail=0
. tests/failures.sh
failures_reset "$B" "$suite"

shopt -s nullglob
bins=("$B"/tests/test_*)
if [ ${#bins[@]} -eq 0 ]; then
  echo "$suite: no unit test binaries in $B/tests (build them first)" >&2
  fail=1
fi

for t in "${bins[@]}"; do
  [ -x "$t" ] || continue
  out=$("$t" 2>&1)
  rc=$?
  line=$(printf '%s\n' "$out" | grep -E '[0-9]+ passed, [0-9]+ failed' | tail -n 1)
  p=$(printf '%s\n' "$line" | sed -nE 's/^(.*[^0-9])?([0-9]+) passed, ([0-9]+) failed.*/\2/p')
  f=$(printf '%s\n' "$line" | sed -nE 's/^(.*[^0-9])?([0-9]+) passed, ([0-9]+) failed.*/\3/p')
  if [ -z "$p" ]; then
    p=0
    f=1
  elif [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
    f=1  # reported success but exited nonzero (sanitizer report at exit, leak)
  fi
  if [ "$f" -ne 0 ] || [ "$rc" -ne 0 ]; then
    printf '%s\n' "$out" | tail -n 40 >&2
    echo "FAIL: $t (exit $rc)" >&2
    failure_note "$B" "$suite" "$t (exit $rc): $(printf '%s\n' "$out" | grep -m3 -E 'FAIL|ERROR|runtime error|Assertion')"
  fi
  pass=$((pass + p))
  fail=$((fail + f))
done

echo "$suite: $pass passed, $fail failed"
mkdir -p "$B"
if [ -f "$results" ]; then sed -i "/^$suite /d" "$results"; fi
echo "$suite $pass $fail" >> "$results"
[ "$fail" -eq 0 ]

#!/usr/bin/env bash
# tests/summary.sh [DIR:SUITE,SUITE ...] -- adds up the "suite N M" lines the
# test runners recorded in DIR/test-results.txt and prints, as the very last
# line, exactly "N passed, M failed" (CI reads it); exit 1 when M > 0.
# Each argument names a build directory and the suites that must have run
# there; a suite that left no line counts as 1 failed (its runner never got
# to record, e.g. the build broke).  Default: what `make test` runs.
set -u

if [ $# -eq 0 ]; then
  set -- build:unit,golden,fuzz-short build/asan:unit,golden
fi

pass=0
fail=0
for spec in "$@"; do
  dir=${spec%%:*}
  want=${spec#*:}
  [ "$want" = "$spec" ] && want=""
  f="$dir/test-results.txt"
  if [ -f "$f" ]; then
    while read -r suite p m _; do
      [ -n "${suite:-}" ] || continue
      printf '  %-12s %-22s %6d passed, %d failed\n' "$dir" "$suite" "$p" "$m"
      pass=$((pass + p))
      fail=$((fail + m))
    done < "$f"
  fi
  for s in ${want//,/ }; do
    if ! grep -q "^$s " "$f" 2>/dev/null; then
      printf '  %-12s %-22s did not run: counted as 1 failed\n' "$dir" "$s"
      fail=$((fail + 1))
    fi
  done
done
# What failed, repeated here so that the tail of a log shows it.
for spec in "$@"; do
  f="${spec%%:*}/test-failures.txt"
  if [ -s "$f" ]; then
    echo "failed in ${spec%%:*}:"
    head -n 20 "$f" | sed 's/^/  /'
  fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]

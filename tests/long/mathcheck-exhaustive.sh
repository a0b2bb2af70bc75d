#!/bin/bash
# tests/long/mathcheck-exhaustive.sh BUILD [FUNC...] -- `passcheck mathcheck
# --exhaustive` over all 2^32 float arguments of every unary function the
# folder evaluates (default) or of FUNC..., on every core; prints each
# table row and the time it took.  Exact functions (sqrt, fabs, floor,
# ceil, round) must be correctly rounded everywhere (tolerance 0.5 ulp).
# Transcendentals are evaluated by the host's double libm and rounded to
# float; glibc's double functions err by at most 2 ulps of double, 2^-28
# ulps of float, so every folded float must lie within 0.5 + 2^-20 ulp of
# the exact value (a result beyond that is a folder bug).  mathref judges
# them with its double filter (mathref.c), MPFR near rounding boundaries.
# EXACT=1: with -knob fold-math-exact=1, every function must be correctly
# rounded everywhere (tolerance 0.5 ulp); exact folding decides from the
# host's double, so mathref judges it with its long double filter and
# MPFR (independent code), some 3 times slower.  Part of `make
# check-long`.  A row's time is wall clock; on an idle 2-core machine the
# host column takes some 2-6 minutes per function (README, mathcheck).
set -u
B=${1:?usage: mathcheck-exhaustive.sh BUILD [FUNC...]}
shift
FNS=${*:-sin cos tan asin acos atan sinh cosh tanh exp exp2 log log2 log10 sqrt fabs floor ceil round}
JOBS=$(nproc)
fail=0
for f in $FNS; do
  case $f in
    sqrt|fabs|floor|ceil|round) tol=0.5 ;;
    *) tol=0.500001 ;;
  esac
  knob=()
  if [ "${EXACT:-0}" = 1 ]; then tol=0.5; knob=(-knob fold-math-exact=1); fi
  t0=$(date +%s)
  out=$("$B/passcheck" mathcheck --type float --exhaustive --func "$f" --jobs "$JOBS" --ulp-tolerance "$tol" "${knob[@]}")
  rc=$?
  printf '%s   (%ss)\n' "$(printf '%s\n' "$out" | tail -n 1)" "$(( $(date +%s) - t0 ))"
  if [ "$rc" -ne 0 ]; then
    echo "mathcheck-exhaustive: $f: a folded value beyond $tol ulp (exit $rc)"
    fail=1
  fi
done
exit $fail

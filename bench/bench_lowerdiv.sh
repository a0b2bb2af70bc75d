#!/usr/bin/env bash
# bench/bench_lowerdiv.sh B -- division lowering (issue 7), part of `make
# bench`: (1) the size of each lower-div template (instructions, from the
# pass's remark) next to the seed's count (000: 32-bit 55, 64-bit unsigned
# 41, 64-bit signed 36); (2) template checks per second -- `passcheck
# divcheck` interpreting the lowered udiv i32 on (x, y) pairs under the
# exact and adversarial MUFU models -- against the cost floor, the same
# check done natively in C (bench/bench_divfloor.c), as a ratio.  One run,
# CPU time; never asserts timings.  (3) the FP division templates' sizes
# against the seed's counts and the fdiv check's pairs/s and classes.
# Report in B/bench/lowerdiv/report.txt.
set -u
B=${1:?usage: bench/bench_lowerdiv.sh BUILD_DIR}
PC=$B/passcheck
dir="$B/bench/lowerdiv"
mkdir -p "$dir"
[ -x "$PC" ] || { echo "bench_lowerdiv: $PC is missing (make B=$B)" >&2; exit 2; }
${CC:-gcc} -std=c11 -O2 -D_GNU_SOURCE bench/bench_divfloor.c -o "$dir/bench_divfloor" \
  || { echo "bench_lowerdiv: could not build the floor" >&2; exit 2; }
{
  echo "lower-div template sizes (IR instructions incl. freeze, phis and both arms of each correction; the seed counts SASS)"
  printf '  %-6s %-5s %8s %8s\n' op width ours seed
  for w in 32 64; do
    for op in udiv urem sdiv srem; do
      printf 'define i%s @f(i%s %%x, i%s %%y) {\n  %%q = %s i%s %%x, %%y\n  ret i%s %%q\n}\n' $w $w $w $op $w $w > "$dir/t.ll"
      n=$("$PC" opt "$dir/t.ll" -passes=lower-div --remarks 2>&1 >/dev/null | sed -nE 's/.*\(([0-9]+) instructions?\).*/\1/p' | head -n 1)
      case $w$op in 32*) seed=55 ;; 64u*) seed=41 ;; *) seed=36 ;; esac
      printf '  %-6s %-5s %8s %8s\n' "$op" "$w" "${n:-?}" "$seed"
    done
  done
  echo
  echo "FP division templates (knob lower-fdiv-rn; IR instructions: all / head + fast path; the seed counts SASS:"
  echo "div.approx.f32 2, div.rn.f32 ~15, div.rn.f64 ~100+)"
  printf '  %-22s %6s %6s %8s\n' form all fast seed
  for v in "float:div.approx:2" "float:rn:15" "float:rn-ftz:15" "double:rn:100+"; do
    ty=${v%%:*}; rest=${v#*:}; form=${rest%%:*}; seed=${rest#*:}
    attr=""; knob=""; body="fdiv $ty %x, %y"
    case $form in
      div.approx) body="call float @llvm.nvvm.div.approx.f(float %x, float %y)" ;;
      rn-ftz) attr=' "denormal-fp-math-f32"="preserve-sign,preserve-sign"' ;;
    esac
    { printf 'define %s @f(%s %%x, %s %%y)%s {\n  %%q = %s\n  ret %s %%q\n}\n' $ty $ty $ty "$attr" "$body" $ty
      printf 'declare float @llvm.nvvm.div.approx.f(float, float)\n'; } > "$dir/t.ll"
    n=$("$PC" opt "$dir/t.ll" -passes=lower-div --remarks 2>&1 >/dev/null | sed -nE 's/.*\(([0-9]+) instructions?\).*/\1/p' | head -n 1)
    fast=$("$PC" opt "$dir/t.ll" -passes=lower-div | awk '/^define/{f=1; next} /^[a-z.]*slow:/{f=0} f && /^  / && !/^  br label/ && !/^  ret /' | wc -l)
    printf '  %-22s %6s %6s %8s\n' "$ty $form" "${n:-?}" "$fast" "$seed"
  done
  echo
  echo "FP division check (divcheck --only fdiv: hard classes against MPFR, exact + 2 adversarial models)"
  "$PC" divcheck --only fdiv --pairs 50000 --adversarial-seeds 2 | sed 's/^/  /'
  echo
  echo "template checks per second (udiv i32, variable divisor) against the floor (the same check natively in C)"
  out=$("$PC" divcheck --only ir --width 32 --unsigned --pairs 400000 --adversarial-seeds 2 --ir-divisors 0)
  row=$(printf '%s\n' "$out" | awk '$1 == "udiv" && $3 == "variable" {print $5, $6, $9}')
  fl=$("$dir/bench_divfloor" 20000000 | sed -nE 's/.*= ([0-9]+) pairs\/s.*/\1/p')
  python3 - "$row" "$fl" <<'PY'
import sys
row, fl = sys.argv[1].split(), float(sys.argv[2] or 0)
ex, adv, secs = int(row[0]), int(row[1]), float(row[2])
rate = (ex + adv) / secs if secs > 0 else 0
print("  divcheck: %d exact + %d adversarial pairs in %.2f s = %.0f pairs/s" % (ex, adv, secs, rate))
print("  floor:    %.0f pairs/s" % fl)
print("  ratio:    %.4fx (interpreting the lowered IR vs native C; 1.0x would be the floor)" % (rate / fl if fl else 0))
PY
} | tee "$dir/report.txt"
echo "bench: lowerdiv report in $dir/report.txt"

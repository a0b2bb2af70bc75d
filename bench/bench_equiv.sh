#!/usr/bin/env bash
# bench/bench_equiv.sh B -- checking outside transformations (issue 10),
# part of `make bench`:
#   sampled     `passcheck equiv BEFORE AFTER` over every corpus kernel and
#               its opt-16 instcombine output: pairs per second, and the
#               ratio of the check's time to the time opt-16 takes to make
#               the transformation (same files, same run)
#   exhaustive  one file of 16-bit pairs (i8 x i8: 66,049 inputs each, poison
#               included): pairs and inputs per second
#   --external  a short `passcheck fuzz --external 'opt-16 -O2'` campaign:
#               programs per second and the share of the time spent in the
#               tool, next to the default pipeline's campaign in the same run
# One run each (medians of BENCH_EQUIV_RUNS, default 3, for the timings);
# never asserts.  Report in B/bench/equiv/report.txt.
set -u
B=${1:?usage: bench/bench_equiv.sh BUILD_DIR}
PC="$B/passcheck"
dir="$B/bench/equiv"
runs=${BENCH_EQUIV_RUNS:-3}
rm -rf "$dir" && mkdir -p "$dir/ic"
report="$dir/report.txt"

now() { date +%s.%N; }
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# the pairs: every kernel and its instcombine output
kernels=()
for f in corpora/kernels/*.ll; do
  b=$(basename "$f" .ll)
  opt-16 -passes=instcombine -S "$f" -o "$dir/ic/$b.ll" 2> /dev/null && kernels+=("$f")
done
t_opt=$(for r in $(seq "$runs"); do
  s=$(now); for f in "${kernels[@]}"; do opt-16 -passes=instcombine -S "$f" -o /dev/null; done; e=$(now)
  awk -v e="$e" -v s="$s" 'BEGIN { print e - s }'; done | median)
pairs=0
t_eq=$(for r in $(seq "$runs"); do
  s=$(now); for f in "${kernels[@]}"; do "$PC" equiv "$f" "$dir/ic/$(basename "$f")" > "$dir/last.out" 2>&1; done; e=$(now)
  awk -v e="$e" -v s="$s" 'BEGIN { print e - s }'; done | median)
for f in "${kernels[@]}"; do
  n=$("$PC" equiv "$f" "$dir/ic/$(basename "$f")" 2> /dev/null | grep -c '^@')
  pairs=$((pairs + n))
done

# exhaustive: 8 pairs of two i8 arguments
{
  for k in 0 1 2 3 4 5 6 7; do
    printf 'define i8 @p%d(i8 %%x, i8 %%y) {\n  %%a = add nsw i8 %%x, %%y\n  %%b = mul i8 %%a, %d\n  %%c = xor i8 %%b, %%y\n  ret i8 %%c\n}\n' "$k" "$((k + 3))"
    printf 'define i8 @p%d.tgt(i8 %%x, i8 %%y) {\n  %%a = add i8 %%y, %%x\n  %%b = mul i8 %%a, %d\n  %%c = xor i8 %%y, %%b\n  ret i8 %%c\n}\n' "$k" "$((k + 3))"
  done
} > "$dir/exhaustive.ll"
t_ex=$(for r in $(seq "$runs"); do
  s=$(now); "$PC" equiv "$dir/exhaustive.ll" > "$dir/exhaustive.out" 2>&1; e=$(now); awk -v e="$e" -v s="$s" 'BEGIN { print e - s }'; done | median)
ex_inputs=$(sed -n 's/.*correct (exhaustive, \([0-9]*\) inputs.*/\1/p' "$dir/exhaustive.out" | awk '{ s += $1 } END { print s + 0 }')

# --external next to the default pipeline
progs=${BENCH_EQUIV_PROGRAMS:-300}
"$PC" fuzz --external 'opt-16 -O2' --programs "$progs" --out "$dir/ext" --no-reduce > "$dir/ext.log" 2>&1
"$PC" fuzz --programs "$progs" --out "$dir/own" --no-reduce > "$dir/own.log" 2>&1
rate() { sed -n 's/^fuzz: .* (\([0-9.]*\) programs\/s.*/\1/p' "$1"; }
share=$(sed -n 's/^external: .*; \([0-9]*\)% of the time in the tool.*/\1/p' "$dir/ext.log")

{
  echo "equiv and --external (one core unless stated)"
  awk -v p="$pairs" -v t="$t_eq" -v o="$t_opt" -v k="${#kernels[@]}" 'BEGIN {
    printf "sampled:    %d pairs (%d corpus kernels vs opt-16 instcombine) in %.2f s: %.0f pairs/s; checking / transforming (opt-16, same files) = %.1f\n", p, k, t, p / t, t / o }'
  awk -v t="$t_ex" -v n="$ex_inputs" 'BEGIN {
    printf "exhaustive: 8 pairs of i8 x i8 (%d inputs in all) in %.2f s: %.1f pairs/s, %.0f inputs/s\n", n, t, 8 / t, n / t }'
  echo "--external 'opt-16 -O2', $progs generated programs: $(rate "$dir/ext.log") programs/s, ${share:-?}% of the time in opt-16;" \
       "own default pipeline: $(rate "$dir/own.log") programs/s"
  grep '^outcomes:' "$dir/ext.log" | sed 's/^/  external /'
} | tee "$report"

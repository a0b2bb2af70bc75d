#!/usr/bin/env bash
# bench/bench_divmagic.sh B -- division by a constant (issue 7), part of
# `make bench`: magic numbers verified per second (passes/divmagic.c
# chooses, oracles/divref/divref_magic.c proves for every dividend) over a
# fixed range of 32-bit divisors, unsigned and signed, against the cost
# floor measured in the same run (bench/bench_divmagic.c: an inline loop
# choosing the magic and checking it with the closed form, nothing else),
# as ratios.  Timing: CPU time inside the
# process, best of 3.  Never asserts timings.  Report in
# B/bench/divmagic/report.txt.
set -u

B=${1:?usage: bench/bench_divmagic.sh BUILD_DIR}
dir="$B/bench/divmagic"
first=${BENCH_DM_FIRST:-0x10000000}
count=${BENCH_DM_COUNT:-4194304}
mkdir -p "$dir"
[ -f "$B/libpasscheck.a" ] || { echo "bench_divmagic: $B/libpasscheck.a is missing (make B=$B)" >&2; exit 2; }
bin="$dir/bench_divmagic"
${CC:-gcc} -std=c11 -O2 -D_GNU_SOURCE -Icore bench/bench_divmagic.c "$B/libpasscheck.a" -ljansson -lmpfr -lgmp -lm -o "$bin" \
  || { echo "bench_divmagic: could not build $bin" >&2; exit 2; }
{
  echo "division by a constant: magic numbers chosen and proven exact for every dividend"
  "$bin" bench --first "$first" --count "$count" || echo "bench_divmagic: bench failed"
  echo "(ratio = choose+prove divisors/s over the floor's; 1.0x would be the floor)"
} | tee "$dir/report.txt"
echo "bench: divmagic report in $dir/report.txt"

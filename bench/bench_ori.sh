#!/usr/bin/env bash
# bench/bench_ori.sh B -- the machine-level strength reduction (seed 000
# phase 21 and the peepholes), part of `make bench`: (1) on every corpus
# kernel (corpora/kernels/*.ll) after lower-div,ori-lower: instructions and
# estimated registers (passcheck analyze --pressure, function maximum in
# 32-bit slots) before and after ori-sr,peephole, summed; (2) the time of
# ori-sr and peephole on an IMAD chain of 10^5 instructions against one of
# 10^4 (linear: a ratio near 10).  One run, wall time; never asserts.
# Report in B/bench/ori/report.txt.
set -u
B=${1:?usage: bench/bench_ori.sh BUILD_DIR}
PC=$B/passcheck
dir="$B/bench/ori"
mkdir -p "$dir"
[ -x "$PC" ] || { echo "bench_ori: $PC is missing (make B=$B)" >&2; exit 2; }
insts() { grep -cE '^  [^ ]' "$1"; }
regs() { "$PC" analyze "$1" --pressure 2>/dev/null | sed -nE 's/^ *function: regs ([0-9]+).*/\1/p' | awk '{s += $1} END {print s + 0}'; }
{
  ni=0; no=0; ri=0; ro=0; n=0
  for k in corpora/kernels/*.ll; do
    "$PC" opt "$k" -passes=lower-div,ori-lower -o "$dir/a.ll" 2>/dev/null || continue
    "$PC" opt "$dir/a.ll" -passes=ori-sr,peephole -o "$dir/b.ll" 2>/dev/null || continue
    ni=$((ni + $(insts "$dir/a.ll"))); no=$((no + $(insts "$dir/b.ll")))
    ri=$((ri + $(regs "$dir/a.ll"))); ro=$((ro + $(regs "$dir/b.ll")))
    n=$((n + 1))
  done
  echo "corpus kernels after lower-div,ori-lower ($n files): before -> after ori-sr,peephole"
  printf '  instructions %8d -> %8d\n  registers    %8d -> %8d   (sum of each function'"'"'s maximum, 32-bit slots)\n' \
    "$ni" "$no" "$ri" "$ro"
  echo
  echo "ori-sr and peephole on an IMAD chain (linear: 10^5 takes about 10x 10^4)"
  for n in 10000 100000; do
    python3 tests/golden/ori/Inputs/imad_chain.py $n > "$dir/chain$n.ll"
    for p in ori-sr peephole; do
      t0=$(date +%s.%N)
      "$PC" opt "$dir/chain$n.ll" -passes=$p -o /dev/null
      t1=$(date +%s.%N)
      printf '  %-9s %7d instructions  %6.3f s (parse and print included)\n' $p $n "$(echo "$t1 - $t0" | bc)"
    done
  done
} | tee "$dir/report.txt"
echo "bench: ori report in $dir/report.txt"

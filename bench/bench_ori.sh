#!/usr/bin/env bash
# bench/bench_ori.sh B -- the machine-level strength reduction (seed 000
# phase 21 and the peepholes), part of `make bench`:
#  (1) every corpus kernel (corpora/kernels/*.ll) after lower-div,ori-lower:
#      instructions and estimated registers (passcheck analyze --pressure:
#      each function's maximum in 32-bit slots, summed) before and after
#      ori-sr,peephole; it says so when they change nothing there;
#  (2) the same on generated programs (passcheck gen, default size) after
#      the default pipeline up to ori-lower, where the Ori shapes are;
#  (3) the passes' own time (bench/bench_ori_time.c: parsing and printing
#      excluded) on 10^5-instruction chains against 10^4: ori-sr on an IMAD
#      chain, peephole on a lowered rotate/field/shift-add chain (linear: a
#      ratio near 10; ori-sr's is higher, about 16, because each collapsed
#      link interns two new constants and the module's constant hash table
#      misses the cache more as it grows: see README, the Ori passes).
# One run; never asserts.  Report in B/bench/ori/report.txt.  About 20 s.
set -u
B=${1:?usage: bench/bench_ori.sh BUILD_DIR}
PC=$B/passcheck
dir="$B/bench/ori"
NGEN=${BENCH_ORI_PROGRAMS:-200}
mkdir -p "$dir"
[ -x "$PC" ] || { echo "bench_ori: $PC is missing (make B=$B)" >&2; exit 2; }
${CC:-gcc} -std=c11 -O2 -D_GNU_SOURCE -Icore bench/bench_ori_time.c "$B/libpasscheck.a" \
  -ljansson -lmpfr -lgmp -lm -o "$dir/bench_ori_time" || { echo "bench_ori: cannot build bench_ori_time" >&2; exit 2; }
insts() { grep -cE '^  [^ ]' "$1"; }
regs() { "$PC" analyze "$1" --pressure 2>/dev/null | sed -nE 's/^ *function: regs ([0-9]+).*/\1/p' | awk '{s += $1} END {print s + 0}'; }

# before_after LABEL PIPELINE FILES...: sums over the files that pass.
before_after() {
  local label=$1 pre=$2 ni=0 no=0 ri=0 ro=0 n=0 ch=0
  shift 2
  for k in "$@"; do
    "$PC" opt "$k" -passes="$pre" -o "$dir/a.ll" 2>/dev/null || continue
    "$PC" opt "$dir/a.ll" -passes=ori-sr,peephole -o "$dir/b.ll" 2>/dev/null || continue
    local a b
    a=$(insts "$dir/a.ll"); b=$(insts "$dir/b.ll")
    ni=$((ni + a)); no=$((no + b))
    ri=$((ri + $(regs "$dir/a.ll"))); ro=$((ro + $(regs "$dir/b.ll")))
    cmp -s "$dir/a.ll" "$dir/b.ll" || ch=$((ch + 1))
    n=$((n + 1))
  done
  echo "$label after $pre ($n files): before -> after ori-sr,peephole"
  printf '  instructions %8d -> %8d\n  registers    %8d -> %8d   (sum of each function'"'"'s maximum, 32-bit slots)\n' \
    "$ni" "$no" "$ri" "$ro"
  if [ "$ch" = 0 ]; then
    echo "  ori-sr and peephole change none of these files: their input has none of the shapes they rewrite"
  else
    echo "  changed $ch of $n files"
  fi
}

{
  before_after "corpus kernels" lower-div,ori-lower corpora/kernels/*.ll
  echo
  rm -rf "$dir/gen" && "$PC" gen --count "$NGEN" --seed 1 --out "$dir/gen" > /dev/null
  before_after "$NGEN generated programs" constfold,lsr,cbe,basr,slp,lower-div,ori-lower "$dir/gen"/*.ll
  echo
  echo "the passes alone on chains (CPU seconds, best of 5; linear: 10^5 takes about 10x 10^4)"
  for n in 10000 100000; do
    python3 tests/golden/ori/Inputs/imad_chain.py $n > "$dir/imad$n.ll"
    # a chain of rotates, fields (lshr/ashr of shl) and field + add, 10 IR
    # instructions a round, lowered by ori-lower first
    python3 - $n > "$dir/shift$n.src.ll" <<'EOF'
import sys
n = int(sys.argv[1])
print("define i32 @shifts(i32 %x, i32 %y) {")
prev = "%x"
for i in range(n // 10):
    r, a, p = 1 + i % 31, 1 + i % 13, 1 + i % 29
    print("  %%h%d = shl i32 %s, %d" % (i, prev, r))
    print("  %%l%d = lshr i32 %s, %d" % (i, prev, 32 - r))
    print("  %%r%d = or i32 %%h%d, %%l%d" % (i, i, i))
    print("  %%s%d = shl i32 %%r%d, %d" % (i, i, a))
    print("  %%f%d = %s i32 %%s%d, %d" % (i, "ashr" if i % 2 else "lshr", i, a + i % 7))
    print("  %%q%d = lshr i32 %%f%d, %d" % (i, i, p))
    print("  %%m%d = and i32 %%q%d, %d" % (i, i, (1 << (32 - p)) - 1))
    print("  %%a%d = add i32 %%m%d, %%y" % (i, i))
    print("  %%x%d = xor i32 %%a%d, %%f%d" % (i, i, i))
    print("  %%v%d = add i32 %%x%d, %d" % (i, i, i % 97))
    prev = "%%v%d" % i
print("  ret i32 %s" % prev)
print("}")
EOF
    "$PC" opt "$dir/shift$n.src.ll" -passes=ori-lower -o "$dir/shift$n.ll"
  done
  for p in ori-sr:imad peephole:shift; do
    t1=$("$dir/bench_ori_time" "$dir/${p#*:}10000.ll" "${p%%:*}" 5)
    t2=$("$dir/bench_ori_time" "$dir/${p#*:}100000.ll" "${p%%:*}" 5)
    echo "  $t1"
    echo "  $t2"
    b1=$(printf '%s\n' "$t1" | sed -nE 's/.*best ([0-9.]+) s.*/\1/p')
    b2=$(printf '%s\n' "$t2" | sed -nE 's/.*best ([0-9.]+) s.*/\1/p')
    awk -v a="$b1" -v b="$b2" -v p="${p%%:*}" 'BEGIN { if (a > 0) printf "  %s: 10^5 / 10^4 = %.1fx (linear: about 10)\n", p, b / a }'
  done
} | tee "$dir/report.txt"
echo "bench: ori report in $dir/report.txt"

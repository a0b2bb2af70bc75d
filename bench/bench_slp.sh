#!/usr/bin/env bash
# bench/bench_slp.sh B -- the SLP vectorizer (seed 003), part of `make
# bench`: memory instructions (loads and stores, scalar or vector) before
# and after `passcheck opt -passes=slp`, and after LLVM's SLP for the same
# target, opt-16 -mtriple=nvptx64-nvidia-cuda -passes=slp-vectorizer, and
# how often each fires (files with more vector instructions after than
# before), on the same inputs:
#   (1) every corpus kernel corpora/kernels/*.ll both tools accept;
#   (2) BENCH_SLP_N (default 200) generated programs (passcheck gen --seed 1..N).
# Then the pass's time on one block of K straight-line groups for two
# sizes (K and 4K): linear means the ratio of the times is about 4.
# Counts are static; never asserts.  Report in B/bench/slp/report.txt.
set -u
B=${1:?usage: bench/bench_slp.sh BUILD_DIR}
PC=$B/passcheck
dir="$B/bench/slp"
n=${BENCH_SLP_N:-200}
mkdir -p "$dir/corpus" "$dir/gen"
[ -x "$PC" ] || { echo "bench_slp: $PC is missing (make B=$B)" >&2; exit 2; }
for t in opt-16 python3; do
  command -v "$t" >/dev/null || { echo "bench_slp: $t is missing (run make deps)" >&2; exit 2; }
done

# run3 IN OUTDIR: IN.before.ll, IN.slp.ll, IN.llvm.ll (false when a tool
# rejects the input: it is left out of all three columns)
run3() {
  local f=$1 o=$2 b
  b=$(basename "$f" .ll)
  cp "$f" "$o/$b.before.ll" &&
    "$PC" opt "$f" -passes=slp -o "$o/$b.slp.ll" 2>/dev/null &&
    opt-16 -S -mtriple=nvptx64-nvidia-cuda -passes=slp-vectorizer "$f" -o "$o/$b.llvm.ll" 2>/dev/null ||
    rm -f "$o/$b".*.ll
}

# table OUTDIR TITLE: memory instructions and vector instructions per column
table() {
  python3 - "$1" "$2" <<'EOF'
import glob, os, re, sys
o, title = sys.argv[1], sys.argv[2]
cols = ("before", "slp", "llvm")
mem = re.compile(r"^\s+(?:%\S+ = )?(?:load|store|atomicrmw|cmpxchg)\b")
vec = re.compile(r"^\s+(?:%\S+ = )?\w.*<\d+ x ")
def count(path):
    m = v = 0
    for line in open(path):
        if mem.match(line): m += 1
        if vec.match(line): v += 1
    return m, v
names = sorted(os.path.basename(f)[:-len(".before.ll")] for f in glob.glob(os.path.join(o, "*.before.ll")))
tot = {c: [0, 0] for c in cols}
fired = {"slp": 0, "llvm": 0}
for nm in names:
    c = {k: count(os.path.join(o, "%s.%s.ll" % (nm, k))) for k in cols}
    for k in cols:
        tot[k][0] += c[k][0]; tot[k][1] += c[k][1]
    for k in fired:
        fired[k] += c[k][1] > c["before"][1]
def r(x, y): return "%.3f" % (x / y) if y else "-"
N = len(names)
print("%s: %d files" % (title, N))
print("  %-40s %9s %9s %9s" % ("", "before", "slp", "opt-16"))
print("  %-40s %9d %9d %9d" % ("memory instructions", tot["before"][0], tot["slp"][0], tot["llvm"][0]))
print("  %-40s %9s %9s %9s" % ("  ratio to before", "1.000", r(tot["slp"][0], tot["before"][0]), r(tot["llvm"][0], tot["before"][0])))
print("  %-40s %9d %9d %9d" % ("instructions with a vector type", tot["before"][1], tot["slp"][1], tot["llvm"][1]))
print("  %-40s %9s %9s %9s" % ("files vectorized (fires)", "-", "%d" % fired["slp"], "%d" % fired["llvm"]))
print("  %-40s %9s %9s %9s" % ("  share of files", "-", r(fired["slp"], N), r(fired["llvm"], N)))
EOF
}

# block K: one kernel whose entry block holds K straight-line groups
# (8 loads, 4 fmul, 3 fsub, a store each)
block() {
  python3 - "$1" <<'EOF'
import sys
k = int(sys.argv[1])
print("define void @big(ptr noalias %a, ptr noalias %b, ptr noalias %c) {")
print("entry:")
for g in range(k):
    for arr in "ab":
        for l in range(4):
            print("  %%%s%d.%d = getelementptr inbounds float, ptr %%%s, i64 %d" % (arr, g, l, arr, 4 * g + l))
            print("  %%%sv%d.%d = load float, ptr %%%s%d.%d, align 4" % (arr, g, l, arr, g, l))
    for l in range(4):
        print("  %%m%d.%d = fmul float %%av%d.%d, %%bv%d.%d" % (g, l, g, l, g, l))
    print("  %%s%d.1 = fsub float %%m%d.0, %%m%d.1" % (g, g, g))
    print("  %%s%d.2 = fsub float %%s%d.1, %%m%d.2" % (g, g, g))
    print("  %%s%d.3 = fsub float %%s%d.2, %%m%d.3" % (g, g, g))
    print("  %%c%d = getelementptr inbounds float, ptr %%c, i64 %d" % (g, 2 * g))
    print("  store float %%s%d.3, ptr %%c%d, align 4" % (g, g))
print("  ret void")
print("}")
EOF
}

# secs CMD...: the median of 5 runs of CMD (seconds)
secs() {
  python3 - "$@" <<'EOF'
import statistics, subprocess, sys, time
ts = []
for i in range(5):
    t = time.perf_counter()
    subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    ts.append(time.perf_counter() - t)
print("%.4f" % statistics.median(ts))
EOF
}

{
  echo "memory instructions before and after SLP, and how often it fires"
  echo "opt-16 column: opt-16 -mtriple=nvptx64-nvidia-cuda -passes=slp-vectorizer"
  echo
  rm -f "$dir"/corpus/*.ll "$dir"/gen/*.ll
  for f in corpora/kernels/*.ll; do run3 "$f" "$dir/corpus"; done
  table "$dir/corpus" "(1) corpus kernels (corpora/kernels/*.ll)"
  echo
  for s in $(seq 1 "$n"); do
    "$PC" gen --seed "$s" > "$dir/gen/g$s.ll" 2>/dev/null && run3 "$dir/gen/g$s.ll" "$dir/gen"
    rm -f "$dir/gen/g$s.ll"
  done
  table "$dir/gen" "(2) generated programs (passcheck gen --seed 1..$n)"
  echo
  k=${BENCH_SLP_K:-500}
  block "$k" > "$dir/block1.ll"
  block $((4 * k)) > "$dir/block4.ll"
  echo "time of -passes=slp on one block (median of 5, parse and print subtracted)"
  for f in block1 block4; do
    t_slp=$(secs "$PC" opt "$dir/$f.ll" -passes=slp -o /dev/null)
    t_io=$(secs "$PC" print "$dir/$f.ll")
    ni=$(grep -c '^  ' "$dir/$f.ll")
    printf '  %-8s %7d instructions: slp %.4f s\n' "$f" "$ni" "$(python3 -c "print(max(0.0, $t_slp - $t_io))")"
    eval "t_$f=$(python3 -c "print(max(1e-6, $t_slp - $t_io))")"
  done
  printf '  ratio (4x the instructions): %.2f (4.00 is linear)\n' "$(python3 -c "print($t_block4 / $t_block1)")"
} | tee "$dir/report.txt"
echo "bench_slp: report in $dir/report.txt"

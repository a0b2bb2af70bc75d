#!/usr/bin/env bash
# bench/bench_basr.sh B -- base address strength reduction (seed 002), part
# of `make bench`: integer address instructions per loop iteration (the
# instructions of innermost loop bodies that compute a load/store address,
# bench/addr_insts.py; and all integer instructions of those bodies) before
# and after cbe,basr, and after LLVM's nearest pipeline, opt-16
# -mtriple=nvptx64-nvidia-cuda
# -passes=separate-const-offset-from-gep,slsr,gvn, on the same inputs:
#   (1) the corpus kernels with multi-array or unrolled loops
#       (corpora/kernels/{unroll4_arrays,matmul_*,stencil*,...}.O{1,3}.ll);
#   (2) BENCH_BASR_N (default 200) generated programs with loops
#       (passcheck gen --features +loops --seed 1..N).
# The seed's claim ("can halve the integer instruction count in the loop
# body") is printed as the ratio after/before (0.5 would be the claim).
# Counts are static (each body instruction once per iteration); never
# asserts.  Report in B/bench/basr/report.txt.
set -u
B=${1:?usage: bench/bench_basr.sh BUILD_DIR}
PC=$B/passcheck
dir="$B/bench/basr"
n=${BENCH_BASR_N:-200}
LLVM_PIPE='separate-const-offset-from-gep,slsr,gvn'
mkdir -p "$dir/corpus" "$dir/gen"
[ -x "$PC" ] || { echo "bench_basr: $PC is missing (make B=$B)" >&2; exit 2; }
for t in opt-16 python3; do
  command -v "$t" >/dev/null || { echo "bench_basr: $t is missing (run make deps)" >&2; exit 2; }
done
here=$(dirname "$0")

# run3 IN OUTDIR: IN.before.ll, IN.basr.ll, IN.llvm.ll in OUTDIR (false when
# a tool rejects the input: the kernel is left out of all three columns)
run3() {
  local f=$1 o=$2 b
  b=$(basename "$f" .ll)
  cp "$f" "$o/$b.before.ll" &&
    "$PC" opt "$f" -passes=cbe,basr -o "$o/$b.basr.ll" 2>/dev/null &&
    opt-16 -S -mtriple=nvptx64-nvidia-cuda -passes="$LLVM_PIPE" "$f" -o "$o/$b.llvm.ll" 2>/dev/null
}

# table OUTDIR TITLE: sums of the three columns and the ratios
table() {
  local o=$1 title=$2
  python3 - "$o" "$title" "$here/addr_insts.py" <<'EOF'
import glob, os, subprocess, sys
o, title, counter = sys.argv[1], sys.argv[2], sys.argv[3]
cols = ("before", "basr", "llvm")
files = {c: sorted(glob.glob(os.path.join(o, "*.%s.ll" % c))) for c in cols}
sums, per = {}, {}
for c in cols:
    out = subprocess.run([sys.executable, counter] + files[c], capture_output=True, text=True).stdout
    l = a = i = 0
    for line in out.splitlines():
        w = line.rsplit(":", 1)[1].split()
        name = os.path.basename(line.rsplit(":", 1)[0]).rsplit(".", 2)[0]
        per.setdefault(name, {})[c] = int(w[3])
        l, a, i = l + int(w[1]), a + int(w[3]), i + int(w[5])
    sums[c] = (l, a, i)
nfiles = len(files["before"])
nloops = sums["before"][0]
changed = sum(1 for v in per.values() if v.get("basr", 0) != v.get("before", 0))
def r(x, y):
    return "%.2f" % (x / y) if y else "-"
print("%s: %d files, %d innermost loops (%d files whose address count cbe,basr changed)" % (title, nfiles, nloops, changed))
print("  %-44s %8s %8s %8s" % ("", "before", "cbe,basr", "opt-16"))
print("  %-44s %8d %8d %8d" % ("address instructions in loop bodies", sums["before"][1], sums["basr"][1], sums["llvm"][1]))
print("  %-44s %8s %8s %8s" % ("  per loop", r(sums["before"][1], nloops), r(sums["basr"][1], nloops), r(sums["llvm"][1], nloops)))
print("  %-44s %8s %8s %8s" % ("  ratio to before", "1.00", r(sums["basr"][1], sums["before"][1]), r(sums["llvm"][1], sums["before"][1])))
print("  %-44s %8d %8d %8d" % ("integer instructions in loop bodies", sums["before"][2], sums["basr"][2], sums["llvm"][2]))
print("  %-44s %8s %8s %8s" % ("  ratio to before", "1.00", r(sums["basr"][2], sums["before"][2]), r(sums["llvm"][2], sums["before"][2])))
EOF
}

{
  echo "integer address instructions per loop iteration (static count over innermost loop bodies)"
  echo "opt-16 column: opt-16 -mtriple=nvptx64-nvidia-cuda -passes=$LLVM_PIPE"
  echo
  rm -f "$dir"/corpus/*.ll "$dir"/gen/*.ll
  for k in unroll4_arrays matmul_naive matmul_tiled stencil2d_5pt stencil3d_7pt volume3d slp_vec4 \
           transpose_shared constant_table dynamic_shared reduce_warp_unrolled loop_i64 saxpy; do
    for lvl in O1 O3; do
      f=corpora/kernels/$k.$lvl.ll
      [ -f "$f" ] && { run3 "$f" "$dir/corpus" || rm -f "$dir/corpus/$k.$lvl".*; }
    done
  done
  table "$dir/corpus" "corpus kernels (multi-array / unrolled loops, O1 and O3)"
  echo
  for s in $(seq 1 "$n"); do
    "$PC" gen --seed "$s" --features +loops > "$dir/gen/g$s.ll" 2>/dev/null &&
      run3 "$dir/gen/g$s.ll" "$dir/gen" || rm -f "$dir/gen/g$s".*
    rm -f "$dir/gen/g$s.ll"
  done
  table "$dir/gen" "generated programs with loops (gen --features +loops, seeds 1..$n)"
} | tee "$dir/report.txt"
echo "bench: basr report in $dir/report.txt"

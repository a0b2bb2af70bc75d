#!/usr/bin/env bash
# bench/bench_constfold.sh B -- the constant folder's benchmarks, part of
# `make bench` (issue 6).  Never asserts timings.
#  1. folds per second: `passcheck opt -passes=constfold --no-verify` over a
#     generated module of BENCH_CF_CALLS (default 100,000) foldable calls
#     (sin, exp, pow, sinf, llvm.sqrt, llvm.nvvm.* with constant
#     arguments), timed as a whole process, MINUS the time of `passcheck
#     print --verify` on the same module (parse + verify + print: the work
#     of opt other than the pass itself), divided by the folds the pass
#     made (its remarks, one per folded call).
#  2. `passcheck mathcheck --jobs 1` inputs per second per core for a few
#     functions, against the cost floor measured in the same run: a plain C
#     loop calling MPFR directly for the same function, type and number of
#     arguments (bench/bench_mpfr_floor.c), as a ratio.  mathcheck does more
#     per input than the floor (the folder's guarded host evaluation, MPFR
#     at 256 bits and the ULP distance, and for a third of the inputs the
#     search for hard-to-round arguments).
# Timing: CPU time (user + system) of whole processes, the mean of
# BENCH_RUNS (default 10) runs after a warm-up: hyperfine -N, or a python
# loop without hyperfine.  Report in B/bench/constfold/report.txt.
set -u

B=${1:?usage: bench/bench_constfold.sh BUILD_DIR}
PC="$B/passcheck"
dir="$B/bench/constfold"
runs=${BENCH_RUNS:-10}
ncalls=${BENCH_CF_CALLS:-100000}
samples=${BENCH_CF_SAMPLES:-200000}
mkdir -p "$dir"
report="$dir/report.txt"

[ -x "$PC" ] || { echo "bench_constfold: $PC is missing (make B=$B)" >&2; exit 2; }
command -v python3 > /dev/null || { echo "bench_constfold: python3 is missing (run make deps)" >&2; exit 2; }

# cputime NAME CMD...: the CPU time (user + system) of CMD as a whole
# process in seconds, averaged over the runs: other processes on a shared
# machine barely change it, unlike the wall time (a nonzero exit status is
# ignored: mathcheck exits 1 on a finding).
cputime() {
  local name=$1
  shift
  if command -v hyperfine > /dev/null; then
    hyperfine -N -i -w1 -r"$runs" --style none --export-json "$dir/$name.json" "$*" > /dev/null 2>&1 || return 1
    python3 -c 'import json, sys; r = json.load(open(sys.argv[1]))["results"][0]; print(r["user"] + r["system"])' \
      "$dir/$name.json"
  else
    python3 - "$runs" "$@" <<'EOF'
import resource, subprocess, sys
def cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime
runs = int(sys.argv[1])
subprocess.run(sys.argv[2:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
t = cpu()
for i in range(runs):
    subprocess.run(sys.argv[2:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print((cpu() - t) / runs)
EOF
  fi
}

# ---- 1. folds per second

mod="$dir/folds.ll"
python3 - "$ncalls" > "$mod" <<'EOF'
import random, struct, sys
n = int(sys.argv[1])
rng = random.Random(6)
def dhex(x): return "0x%016X" % struct.unpack("<Q", struct.pack("<d", x))[0]
def fhex(x): return dhex(struct.unpack("<f", struct.pack("<f", x))[0])
# (declaration, call template, argument generator)
calls = [
    ("declare double @sin(double)", "call double @sin(double {0})", lambda: [dhex(rng.uniform(-10, 10))], "double"),
    ("declare double @exp(double)", "call double @exp(double {0})", lambda: [dhex(rng.uniform(-50, 50))], "double"),
    ("declare double @pow(double, double)", "call double @pow(double {0}, double {1})",
     lambda: [dhex(rng.uniform(0.1, 10)), dhex(rng.uniform(-8, 8))], "double"),
    ("declare float @sinf(float)", "call float @sinf(float {0})", lambda: [fhex(rng.uniform(-10, 10))], "float"),
    ("declare double @llvm.sqrt.f64(double)", "call double @llvm.sqrt.f64(double {0})",
     lambda: [dhex(rng.uniform(0, 1e6))], "double"),
    ("declare double @llvm.nvvm.sqrt.rn.d(double)", "call double @llvm.nvvm.sqrt.rn.d(double {0})",
     lambda: [dhex(rng.uniform(0, 1e6))], "double"),
    ("declare double @llvm.nvvm.floor.d(double)", "call double @llvm.nvvm.floor.d(double {0})",
     lambda: [dhex(rng.uniform(-1e3, 1e3))], "double"),
    ("declare float @llvm.nvvm.fabs.f(float)", "call float @llvm.nvvm.fabs.f(float {0})",
     lambda: [fhex(rng.uniform(-1e3, 1e3))], "float"),
]
for d, _, _, _ in calls: print(d)
per = 100
for f in range((n + per - 1) // per):
    print("\ndefine void @f%d(ptr %%p) {" % f)
    for i in range(min(per, n - f * per)):
        _, tmpl, gen, ty = calls[(f * per + i) % len(calls)]
        print("  %%v%d = %s" % (i, tmpl.format(*gen())))
        print("  store volatile %s %%v%d, ptr %%p" % (ty, i))
    print("  ret void\n}")
EOF
folds=$("$PC" opt "$mod" -passes=constfold --no-verify --remarks 2>&1 > "$dir/folded.ll" | grep -c '^constfold: ')
left=$(grep -c ' = call ' "$dir/folded.ll")
t_opt=$(cputime opt "$PC" opt "$mod" -passes=constfold --no-verify) || { echo "bench_constfold: timing failed" >&2; exit 2; }
t_print=$(cputime print "$PC" print --verify "$mod") || { echo "bench_constfold: timing failed" >&2; exit 2; }

# ---- 2. mathcheck against the MPFR floor

floor_bin="$dir/bench_mpfr_floor"
${CC:-gcc} -std=c11 -O2 -D_GNU_SOURCE bench/bench_mpfr_floor.c -lmpfr -lgmp -lm -o "$floor_bin" \
  || { echo "bench_constfold: could not build $floor_bin" >&2; exit 2; }
mc_rows=""
for spec in "sin double -10 10" "exp double -50 50" "sin float -10 10" "exp float -50 50" "sqrt float 0 100"; do
  set -- $spec
  t_mc=$(cputime "mc_$1_$2" "$PC" mathcheck --func "$1" --type "$2" --samples "$samples" --jobs 1) || continue
  t_fl=$(cputime "floor_$1_$2" "$floor_bin" "$1" "$2" "$samples" "$3" "$4") || continue
  mc_rows="$mc_rows$1 $2 $t_mc $t_fl
"
done

# ---- report

timer=$(command -v hyperfine > /dev/null && echo "hyperfine -N -w1 -r$runs" || echo "python loop, $runs runs")
python3 - "$ncalls" "${folds:-0}" "${left:-?}" "$t_opt" "$t_print" "$samples" "$timer" "$mc_rows" <<'EOF' | tee "$report"
import sys
ncalls, folds, left, t_opt, t_print, samples, timer, rows = sys.argv[1:9]
folds, t_opt, t_print, samples = int(folds), float(t_opt), float(t_print), int(samples)
print("constant folding (timer: %s; mean whole-process CPU time, user + system)" % timer)
print("  module: %s calls with constant arguments; constfold folded %d (%s calls left)" % (ncalls, folds, left))
print("  passcheck opt -passes=constfold --no-verify   %8.3f s" % t_opt)
print("  passcheck print --verify (subtracted: parse+verify+print) %8.3f s" % t_print)
d = t_opt - t_print
if d > 0 and folds:
    print("  folds per second: %.0f  (%d folds / %.3f s of CPU time: opt minus print)" % (folds / d, folds, d))
else:
    print("  folds per second: not measurable (pass time %.4f s is within the noise)" % d)
print()
print("mathcheck --jobs 1 (%d inputs) against the cost floor (plain MPFR loop, same function, type, count)" % samples)
print("  %-6s %-6s %14s %14s %8s" % ("func", "type", "mathcheck/s", "MPFR floor/s", "ratio"))
for line in rows.splitlines():
    f, ty, tm, tf = line.split()
    rm, rf = samples / float(tm), samples / float(tf)
    print("  %-6s %-6s %14.0f %14.0f %7.2fx" % (f, ty, rm, rf, rm / rf))
print("  (ratio = mathcheck inputs/s per core over the floor's; 1.0x would be the floor)")
EOF
echo "bench: constfold report in $report"

#!/usr/bin/env bash
# bench/bench_interp.sh B -- `make bench`, the reference interpreter: executed
# IR instructions per second on loop-heavy programs, as ratios taken in one
# run against LLVM's interpreter (lli-16 -jit-kind=mcjit -force-interpreter;
# plain -force-interpreter silently JIT-compiles in LLVM 16), lli-16's ORC
# JIT and the program compiled natively with clang-16 -O2; then the memory
# per executed program (bench/bench_interp_mem.c: 10^6 runs in one
# process).  Never asserts timings.
#
# Method (as for the peer measurements): every tool runs the same module,
# whose main calls the kernel function with an iteration count N and prints
# its result; passcheck runs the kernel function itself (`passcheck run
# --func K --input`, N as its argument).  Each tool is timed as a whole
# process at N and at N = 1 (hyperfine -N; a python loop without
# hyperfine), and (t(N) - t(1)) / (instructions(N) - instructions(1)) is
# its time per executed IR instruction.  The time t is the process's CPU
# time, user + system, averaged over the runs (BENCH_TIMER=cpu, the
# default: other processes on a shared machine barely change it), or the
# median wall-clock time (BENCH_TIMER=wall: use it on an idle machine).  The instruction count is exact:
# the interpreter's step counter (InterpResult.steps, printed by `run`) at
# N = 1 and N = 11 gives the count per iteration (phis included).  N is
# chosen per tool so that each run takes about a second or more
# (BENCH_SCALE multiplies every N).  BENCH_RUNS (default 10) runs of the
# fast tools, BENCH_SLOW_RUNS (default 3) of LLVM's interpreter.
#
# Kernels: "loop" is the peer measurement's loop (PEERS.md: an int and a
# double array, 22 instructions per iteration); "matmul" a 16x16 float
# matrix product with feedback (the shape of corpora/kernels/matmul_naive);
# "hash" integer mixing with division and remainder by constants, shifts,
# compares and selects (the shapes of bit_tricks / intdiv_const).  The
# kernels call no intrinsics: LLVM's interpreter would expand them into
# other instructions, and the counts must be the same for every tool.
set -u

B=${1:?usage: bench/bench_interp.sh BUILD_DIR}
PC="$B/passcheck"
dir="$B/bench/interp"
runs=${BENCH_RUNS:-10}
slow_runs=${BENCH_SLOW_RUNS:-3}
scale=${BENCH_SCALE:-1}
mkdir -p "$dir"

for t in lli-16 clang-16 python3; do
  command -v "$t" > /dev/null || { echo "bench_interp: $t is missing (run make deps)" >&2; exit 2; }
done
[ -x "$PC" ] || { echo "bench_interp: $PC is missing (make B=$B)" >&2; exit 2; }

# ---- the programs: KERNEL.ll.in with NITER in main

cat > "$dir/loop.ll.in" <<'EOF'
@arr  = global [1024 x i32] zeroinitializer
@farr = global [1024 x double] zeroinitializer
@fres = global double 0.000000e+00
@fmt  = private constant [15 x i8] c"acc=%d f=%.6e\0A\00"
declare i32 @printf(ptr, ...)

define i32 @loop(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %facc = phi double [ 0.0, %entry ], [ %facc.next, %loop ]
  %idx = and i64 %i, 1023
  %p = getelementptr inbounds [1024 x i32], ptr @arr, i64 0, i64 %idx
  %v = load i32, ptr %p
  %t = trunc i64 %i to i32
  %m = mul i32 %t, 3
  %x = xor i32 %v, %m
  %a = add i32 %x, 7
  store i32 %a, ptr %p
  %acc.next = add i32 %acc, %a
  %fp = getelementptr inbounds [1024 x double], ptr @farr, i64 0, i64 %idx
  %fv = load double, ptr %fp
  %fi = sitofp i32 %a to double
  %fm = fmul double %fv, 5.000000e-01
  %fa = fadd double %fm, %fi
  store double %fa, ptr %fp
  %facc.next = fadd double %facc, %fa
  %i.next = add i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  store double %facc.next, ptr @fres
  ret i32 %acc.next
}

define i32 @main() {
  %r = call i32 @loop(i64 NITER)
  %f = load double, ptr @fres
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %r, double %f)
  ret i32 0
}
EOF

cat > "$dir/matmul.ll.in" <<'EOF'
@A = global [256 x float] zeroinitializer, align 16
@B = global [256 x float] zeroinitializer, align 16
@C = global [256 x float] zeroinitializer, align 16
@fmt = private constant [8 x i8] c"acc=%d\0A\00"
declare i32 @printf(ptr, ...)

; reps times: C = A * B (16x16), then A[i][j] = C[i][j] * 0.5 + 1 and
; B[j][i] = A[i][j] * 0.25, so no repetition can be skipped
define i32 @matmul(i64 %reps) {
entry:
  br label %rep
rep:
  %r = phi i64 [ 0, %entry ], [ %r.next, %rep.end ]
  br label %row
row:
  %i = phi i32 [ 0, %rep ], [ %i.next, %row.end ]
  br label %col
col:
  %j = phi i32 [ 0, %row ], [ %j.next, %col.end ]
  br label %dot
dot:
  %k = phi i32 [ 0, %col ], [ %k.next, %dot ]
  %s = phi float [ 0.0, %col ], [ %s.next, %dot ]
  %ik0 = shl i32 %i, 4
  %ik = add i32 %ik0, %k
  %kj0 = shl i32 %k, 4
  %kj = add i32 %kj0, %j
  %pa = getelementptr inbounds [256 x float], ptr @A, i32 0, i32 %ik
  %pb = getelementptr inbounds [256 x float], ptr @B, i32 0, i32 %kj
  %a = load float, ptr %pa, align 4
  %b = load float, ptr %pb, align 4
  %ab = fmul float %a, %b
  %s.next = fadd float %s, %ab
  %k.next = add i32 %k, 1
  %kc = icmp ult i32 %k.next, 16
  br i1 %kc, label %dot, label %col.end
col.end:
  %ij0 = shl i32 %i, 4
  %ij = add i32 %ij0, %j
  %pc = getelementptr inbounds [256 x float], ptr @C, i32 0, i32 %ij
  store float %s.next, ptr %pc, align 4
  %j.next = add i32 %j, 1
  %jc = icmp ult i32 %j.next, 16
  br i1 %jc, label %col, label %row.end
row.end:
  %i.next = add i32 %i, 1
  %ic = icmp ult i32 %i.next, 16
  br i1 %ic, label %row, label %upd
upd:
  %u = phi i32 [ 0, %row.end ], [ %u.next, %upd ]
  %pcu = getelementptr inbounds [256 x float], ptr @C, i32 0, i32 %u
  %cu = load float, ptr %pcu, align 4
  %h = fmul float %cu, 1.562500e-02
  %na = fadd float %h, 1.000000e+00
  %pau = getelementptr inbounds [256 x float], ptr @A, i32 0, i32 %u
  store float %na, ptr %pau, align 4
  %ui = lshr i32 %u, 4
  %uj = and i32 %u, 15
  %t0 = shl i32 %uj, 4
  %t = add i32 %t0, %ui
  %nb = fmul float %na, 2.500000e-01
  %pbt = getelementptr inbounds [256 x float], ptr @B, i32 0, i32 %t
  store float %nb, ptr %pbt, align 4
  %u.next = add i32 %u, 1
  %uc = icmp ult i32 %u.next, 256
  br i1 %uc, label %upd, label %rep.end
rep.end:
  %r.next = add i64 %r, 1
  %rc = icmp ult i64 %r.next, %reps
  br i1 %rc, label %rep, label %exit
exit:
  %c0 = load float, ptr @C, align 4
  %ci = fptosi float %c0 to i32
  ret i32 %ci
}

define i32 @main() {
  %r = call i32 @matmul(i64 NITER)
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %r)
  ret i32 0
}
EOF

cat > "$dir/hash.ll.in" <<'EOF'
@fmt = private constant [8 x i8] c"acc=%d\0A\00"
declare i32 @printf(ptr, ...)

define i32 @hash(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = phi i32 [ -2128831035, %entry ], [ %h.next, %loop ]
  %x = trunc i64 %i to i32
  %h1 = xor i32 %h, %x
  %h2 = mul i32 %h1, 16777619
  %s = lshr i32 %h2, 15
  %h3 = xor i32 %h2, %s
  %q = udiv i32 %h3, 7
  %r = urem i32 %h3, 13
  %pc = lshr i32 %h3, 7
  %lt = icmp ult i32 %q, %r
  %mn = select i1 %lt, i32 %q, i32 %r
  %h4 = add i32 %h3, %pc
  %h5 = sub i32 %h4, %mn
  %odd = and i32 %h5, 1
  %isodd = icmp ne i32 %odd, 0
  %rot0 = shl i32 %h5, 5
  %rot1 = lshr i32 %h5, 27
  %rot = or i32 %rot0, %rot1
  %h.next = select i1 %isodd, i32 %rot, i32 %h5
  %i.next = add i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %h.next
}

define i32 @main() {
  %r = call i32 @hash(i64 NITER)
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %r)
  ret i32 0
}
EOF

kernels="loop matmul hash"

# input FILE N: a .input for the kernel function with argument N
input() {
  printf 'passcheck-input 1 grid=1x1 budget=100000000000000\nfunc @%s\narg 0 i64 0x%x\nend\n' "$2" "$3" > "$1"
}

steps_of() { "$PC" run "$dir/$1_1.ll" --func "$1" --input "$2" | sed -n 's/^steps: //p'; }

# the program with N iterations (and its native binary)
program() {
  local k=$1 n=$2
  [ -f "$dir/${k}_$n.ll" ] || sed "s/NITER/$n/" "$dir/$k.ll.in" > "$dir/${k}_$n.ll"
}
native() {
  local k=$1 n=$2
  program "$k" "$n"
  [ -x "$dir/${k}_$n.native" ] || clang-16 -O2 -Wno-override-module "$dir/${k}_$n.ll" -o "$dir/${k}_$n.native" \
    || { echo "bench_interp: clang-16 failed on ${k}_$n.ll" >&2; exit 2; }
}

# Target instructions per timed run: LLVM's interpreter ~150 ns/instr,
# passcheck ~10, the JIT and native code ~0.1.
t_li=$((10000000 * scale))
t_pc=$((200000000 * scale))
t_fast=$((4000000000 * scale))

names=(); cmds=(); slow_names=(); slow_cmds=()
declare -A per base nn
for k in $kernels; do
  program "$k" 1
  input "$dir/${k}_1.input" "$k" 1
  input "$dir/${k}_11.input" "$k" 11
  s1=$(steps_of "$k" "$dir/${k}_1.input")
  s11=$(steps_of "$k" "$dir/${k}_11.input")
  if [ -z "$s1" ] || [ -z "$s11" ]; then echo "bench_interp: passcheck run failed on $k" >&2; exit 2; fi
  per[$k]=$(( (s11 - s1) / 10 ))
  base[$k]=$s1
  n_li=$(( t_li / per[$k] )); n_pc=$(( t_pc / per[$k] )); n_fast=$(( t_fast / per[$k] ))
  nn[$k.li]=$n_li; nn[$k.pc]=$n_pc; nn[$k.jit]=$n_fast; nn[$k.nat]=$n_fast
  input "$dir/${k}_N.input" "$k" "$n_pc"
  program "$k" "$n_li"; program "$k" "$n_fast"
  native "$k" 1; native "$k" "$n_fast"
  # the same results from every tool (a check of the programs, not timed)
  "$PC" run "$dir/${k}_1.ll" --func "$k" --input "$dir/${k}_11.input" | sed -n 's/^return: i32 0x[0-9a-f]* ; /acc=/p' > "$dir/$k.pc.txt"
  program "$k" 11
  lli-16 "$dir/${k}_11.ll" | sed 's/ .*//' > "$dir/$k.lli.txt"
  if ! cmp -s "$dir/$k.pc.txt" "$dir/$k.lli.txt"; then
    echo "bench_interp: warning: $k: passcheck returned $(cat "$dir/$k.pc.txt"), lli-16 printed $(cat "$dir/$k.lli.txt")" >&2
  fi
  slow_names+=("$k llvm-interp N" "$k llvm-interp 1")
  slow_cmds+=("lli-16 -jit-kind=mcjit -force-interpreter $dir/${k}_$n_li.ll" "lli-16 -jit-kind=mcjit -force-interpreter $dir/${k}_1.ll")
  names+=("$k passcheck N" "$k passcheck 1" "$k lli-jit N" "$k lli-jit 1" "$k native N" "$k native 1")
  cmds+=("$PC run $dir/${k}_1.ll --func $k --input $dir/${k}_N.input"
         "$PC run $dir/${k}_1.ll --func $k --input $dir/${k}_1.input"
         "lli-16 $dir/${k}_$n_fast.ll" "lli-16 $dir/${k}_1.ll"
         "$dir/${k}_$n_fast.native" "$dir/${k}_1.native")
done

# ---- timings

# timeit JSON RUNS NAME CMD NAME CMD ...: median wall time and mean user /
# system CPU time per command into JSON (hyperfine's format)
timeit() {
  local json=$1 r=$2
  shift 2
  if command -v hyperfine > /dev/null; then
    local hf=()
    while [ $# -gt 0 ]; do hf+=(-n "$1" "$2"); shift 2; done
    hyperfine -N -w1 -r"$r" --style basic --export-json "$json" "${hf[@]}" > "$json.log" 2>&1 \
      || { cat "$json.log" >&2; exit 2; }
  else
    python3 - "$json" "$r" "$@" <<'EOF' || exit 2
import json, resource, shlex, statistics, subprocess, sys, time
out, runs, args = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
res = []
for name, cmd in zip(args[0::2], args[1::2]):
    ts, us, ss = [], [], []
    for i in range(runs + 1):
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = time.perf_counter()
        subprocess.run(shlex.split(cmd), stdout=subprocess.DEVNULL, check=True)
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        if i:
            ts.append(time.perf_counter() - t)
            us.append(r1.ru_utime - r0.ru_utime)
            ss.append(r1.ru_stime - r0.ru_stime)
    res.append({"command": name, "median": statistics.median(ts), "user": statistics.mean(us),
                "system": statistics.mean(ss)})
json.dump({"results": res}, open(out, "w"))
EOF
  fi
}

args=(); for i in "${!names[@]}"; do args+=("${names[$i]}" "${cmds[$i]}"); done
timeit "$dir/fast.json" "$runs" "${args[@]}"
args=(); for i in "${!slow_names[@]}"; do args+=("${slow_names[$i]}" "${slow_cmds[$i]}"); done
timeit "$dir/slow.json" "$slow_runs" "${args[@]}"

# ---- memory per executed program

mem_out=""
if ${CC:-gcc} -std=c11 -O2 -D_GNU_SOURCE -Icore bench/bench_interp_mem.c "$B/libpasscheck.a" \
    -ljansson -lmpfr -lgmp -lm -o "$dir/bench_interp_mem"; then
  mem_out=$("$dir/bench_interp_mem" corpora/kernels/saxpy.O1.ll _Z5saxpyifPKfPf 1000000 2>&1;
            "$dir/bench_interp_mem" "$dir/loop_1.ll" loop 1000000 1x1 2>&1)
fi

# ---- report

info=""
for k in $kernels; do
  info+="$k ${per[$k]} ${base[$k]} ${nn[$k.li]} ${nn[$k.pc]} ${nn[$k.jit]} ${nn[$k.nat]};"
done
python3 - "$dir/fast.json" "$dir/slow.json" "$info" "$runs" "$slow_runs" "${BENCH_TIMER:-cpu}" <<'EOF' | tee "$dir/report.txt"
import json, sys
fast, slow, info, runs, slow_runs, timer = sys.argv[1:7]
def t_of(r):
    return r["median"] if timer == "wall" else r["user"] + r["system"]
med = {r["command"]: t_of(r) for f in (fast, slow) for r in json.load(open(f))["results"]}
tools = [("llvm-interp", "li", "lli-16 -jit-kind=mcjit -force-interpreter"), ("passcheck", "pc", "passcheck run"),
         ("lli-jit", "jit", "lli-16 (ORC JIT)"), ("native", "nat", "clang-16 -O2")]
print("passcheck interpreter benchmark: executed IR instructions, start-up subtracted (t(N) - t(1))")
print("timer: whole-process %s, %s runs (LLVM's interpreter: %s)" %
      ("wall-clock medians" if timer == "wall" else "CPU time (user + system, mean)", runs, slow_runs))
print()
print("%-8s %-42s %13s %9s %9s %12s" % ("kernel", "tool", "N", "t(N)", "t(1)", "ns/instr"))
ns_all = {}
for item in filter(None, info.split(";")):
    k, per, base, n_li, n_pc, n_jit, n_nat = item.split()
    per = int(per)
    n = {"li": int(n_li), "pc": int(n_pc), "jit": int(n_jit), "nat": int(n_nat)}
    for name, key, label in tools:
        tn, t1 = med["%s %s N" % (k, name)], med["%s %s 1" % (k, name)]
        ns = max(tn - t1, 1e-9) / (per * (n[key] - 1)) * 1e9
        ns_all[(k, key)] = ns
        print("%-8s %-42s %13d %8.3fs %8.3fs %12.3f" % (k, label, n[key], tn, t1, ns))
    print("%-8s %d IR instructions per iteration (interpreter step count)" % ("", per))
print()
print("%-8s %18s %18s %18s" % ("kernel", "vs LLVM interp", "vs lli JIT", "vs native"))
worst_li, worst_nat = None, None
for k in dict.fromkeys(k for k, _ in ns_all):
    pc = ns_all[(k, "pc")]
    li, jit, nat = ns_all[(k, "li")] / pc, pc / ns_all[(k, "jit")], pc / ns_all[(k, "nat")]
    print("%-8s %14.1fx faster %14.1fx slower %14.1fx slower" % (k, li, jit, nat))
    worst_li = li if worst_li is None else min(worst_li, li)
    worst_nat = nat if worst_nat is None else max(worst_nat, nat)
print()
print("target: >= 30x faster than LLVM's interpreter: %s (worst %.1fx)" % ("met" if worst_li >= 30 else "NOT met", worst_li))
print("target: within 20x of native:                 %s (worst %.1fx)" % ("met" if worst_nat <= 20 else "NOT met", worst_nat))
EOF
if [ -n "$mem_out" ]; then
  printf '\nmemory per executed program (bench_interp_mem: interp_exec in one process)\n%s\n' "$mem_out" | tee -a "$dir/report.txt"
fi
echo
echo "bench_interp: report in $dir/report.txt"

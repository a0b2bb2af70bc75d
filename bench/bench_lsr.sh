#!/usr/bin/env bash
# bench/bench_lsr.sh B -- loop strength reduction (seed 001), part of
# `make bench`: (1) on every corpus kernel with a loop and on generated
# programs with a loop (BENCH_LSR_PROGRAMS of them, default 1000; both tools
# must accept each input), per loop after
# `passcheck opt -passes=lsr` and after opt-16's LSR
# (-mtriple=nvptx64-nvidia-cuda -passes='function(loop(loop-reduce))') on
# the same input: instructions in the loop's blocks (per iteration when
# every block runs), header phis (live IVs) and the loop's register
# pressure (passcheck analyze --pressure, 32-bit slots), as medians and
# median per-loop ratios lsr / loop-reduce; (2) lsr's time on a loop of
# 20,000 address uses against one of 2,000 (linear: a ratio near 10).
# One run, wall time; never asserts.  Report in B/bench/lsr/report.txt.
set -u
B=${1:?usage: bench/bench_lsr.sh BUILD_DIR}
PC=$B/passcheck
dir="$B/bench/lsr"
n=${BENCH_LSR_PROGRAMS:-1000}
mkdir -p "$dir/in" "$dir/lsr" "$dir/llvm"
[ -x "$PC" ] || { echo "bench_lsr: $PC is missing (make B=$B)" >&2; exit 2; }
command -v opt-16 >/dev/null || { echo "bench_lsr: opt-16 is missing (run make deps)" >&2; exit 2; }
rm -f "$dir"/in/*.ll "$dir"/lsr/*.ll "$dir"/llvm/*.ll

# the inputs: corpus kernels and generated programs that have a loop and
# that both tools accept; n generated ones (from up to 4n generated)
run_both() {  # file -> 0 when both tools accept it (outputs kept)
  local f=$1 b
  b=$(basename "$f")
  "$PC" opt "$f" -passes=lsr -o "$dir/lsr/$b" 2>/dev/null &&
    opt-16 -mtriple=nvptx64-nvidia-cuda -passes='function(loop(loop-reduce))' -S "$f" -o "$dir/llvm/$b" 2>/dev/null &&
    "$PC" verify "$dir/llvm/$b" > /dev/null 2>&1 && return 0
  rm -f "$f" "$dir/lsr/$b" "$dir/llvm/$b"
  return 1
}
has_loop() { "$PC" analyze "$1" --loops 2>&1 | grep -q 'Loop at depth'; }
for k in corpora/kernels/*.ll; do
  has_loop "$k" || continue
  cp "$k" "$dir/in/k-$(basename "$k")"
  run_both "$dir/in/k-$(basename "$k")"
done
"$PC" gen --seed 424242 --count $((4 * n)) --out "$dir/gen" > /dev/null 2>&1
kept=0
for g in $(ls "$dir"/gen/*.ll | sort); do
  [ "$kept" -ge "$n" ] && break
  has_loop "$g" || continue
  cp "$g" "$dir/in/g-$(basename "$g")"
  run_both "$dir/in/g-$(basename "$g")" && kept=$((kept + 1))
done
rm -rf "$dir/gen"

{
  python3 - "$PC" "$dir" <<'EOF'
import os, re, statistics, subprocess, sys
pc, d = sys.argv[1], sys.argv[2]

def loops(path):
    """{(function, header): (instructions, header phis, regs)} of the file."""
    text = open(path).read()
    funcs, cur, blk = {}, None, None
    for line in text.splitlines():
        m = re.match(r'define [^@]*@("?[^"(]+"?)\(', line)
        if m:
            cur, blk = m.group(1).strip('"'), 'entry0'
            funcs[cur] = {blk: [0, 0]}
            continue
        if cur is None:
            continue
        if line.startswith('}'):
            cur = None
            continue
        m = re.match(r'^([-\w.$]+):', line)
        if m:
            blk = m.group(1)
            funcs[cur].setdefault(blk, [0, 0])
            continue
        if line.startswith('  ') and line.strip() and not line.strip().startswith(';'):
            b = funcs[cur].setdefault(blk, [0, 0])
            b[0] += 1
            b[1] += ' = phi ' in line
    out = {}
    for f, blocks in funcs.items():
        r = subprocess.run([pc, 'analyze', path, '--func', f, '--loops', '--pressure'], capture_output=True, text=True)
        regs = {m.group(1): int(m.group(2)) for m in re.finditer(r'loop %(\S+) \(depth \d+, \d+ blocks\): regs (\d+)', r.stdout)}
        for line in (r.stderr + r.stdout).splitlines():
            m = re.match(r'\s*Loop at depth \d+ containing: (.*)', line)
            if not m:
                continue
            names = [x.split('<')[0].lstrip('%') for x in m.group(1).split(',')]
            h = names[0]
            first = list(blocks)[0]
            ins = sum(blocks.get(x if x in blocks else first, [0, 0])[0] for x in names)
            out[(f, h)] = (ins, blocks.get(h, [0, 0])[1], regs.get(h, 0))
    return out

rows = []
for b in sorted(os.listdir(os.path.join(d, 'in'))):
    a, x, y = (loops(os.path.join(d, s, b)) for s in ('in', 'lsr', 'llvm'))
    for key in a:
        if key in x and key in y:
            rows.append((b, a[key], x[key], y[key], '@%s %%%s' % key))
if not rows:
    print('no loop both tools accept')
    sys.exit(0)
nk = len({r[0] for r in rows if r[0].startswith('k-')})
ng = len({r[0] for r in rows if r[0].startswith('g-')})
print('%d loops in %d corpus kernels and %d generated programs' % (len(rows), nk, ng))
print('per loop, medians             input      lsr  loop-reduce   lsr/loop-reduce (median of ratios)')
med = statistics.median
names = ('instructions in the loop', 'header phis (live IVs)', 'register pressure (slots)')
for i, name in enumerate(names):
    ratios = [r[2][i] / r[3][i] for r in rows if r[3][i]]
    print('  %-26s %8.1f %8.1f %12.1f   %6.3f' % (name, med(r[1][i] for r in rows), med(r[2][i] for r in rows),
                                                med(r[3][i] for r in rows), med(ratios) if ratios else float('nan')))
for i, name in enumerate(names):
    lt = sum(r[2][i] < r[3][i] for r in rows)
    gt = sum(r[2][i] > r[3][i] for r in rows)
    print('  %-26s lsr lower in %d loops, higher in %d, equal in %d' % (name, lt, gt, len(rows) - lt - gt))
for i, name in enumerate(names):
    ratios = [r[2][i] / r[3][i] for r in rows if r[3][i]]
    print('  %-26s mean of ratios %.3f, ratio of sums %.3f' % (name, statistics.mean(ratios),
          sum(r[2][i] for r in rows) / max(1, sum(r[3][i] for r in rows))))
for pre, what in (('k-', 'corpus kernels'), ('g-', 'generated programs')):
    sub = [r for r in rows if r[0].startswith(pre)]
    if sub:
        print('  %s (%d loops): median ratios instructions %.3f, live IVs %.3f, pressure %.3f; pressure lower in %d, higher in %d' % (
            what, len(sub), *(med([r[2][i] / r[3][i] for r in sub if r[3][i]]) for i in range(3)),
            sum(r[2][2] < r[3][2] for r in sub), sum(r[2][2] > r[3][2] for r in sub)))
worst = sorted(rows, key=lambda r: (r[2][0] - r[3][0], r[2][2] - r[3][2]), reverse=True)[:5]
print('  most instructions over loop-reduce: ' + ', '.join('%s %s (%d vs %d, regs %d vs %d)' % (
    r[0], r[4], r[2][0], r[3][0], r[2][2], r[3][2]) for r in worst))
print('  sums: instructions lsr %d, loop-reduce %d; register pressure lsr %d, loop-reduce %d' % (
    sum(r[2][0] for r in rows), sum(r[3][0] for r in rows), sum(r[2][2] for r in rows), sum(r[3][2] for r in rows)))
EOF
  echo
  echo "lsr on one loop of N address uses (linear: 20000 takes about 10x 2000)"
  for u in 2000 20000; do
    python3 - "$u" > "$dir/loop$u.ll" <<'EOF'
import sys
n = int(sys.argv[1])
print('define void @k(ptr %a, ptr %b, i32 %n0) {\nentry:\n  %n1 = and i32 %n0, 7\n  %n = add nuw nsw i32 %n1, 1\n  br label %loop\nloop:')
print('  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]')
for k in range(n):
    print('  %%j%d = add nsw i32 %%i, %d\n  %%x%d = sext i32 %%j%d to i64' % (k, k, k, k))
    print('  %%p%d = getelementptr inbounds float, ptr %s, i64 %%x%d\n  store float 1.0, ptr %%p%d' % (k, '%a' if k % 2 else '%b', k, k))
print('  %i.next = add nsw i32 %i, 1\n  %c = icmp slt i32 %i.next, %n\n  br i1 %c, label %loop, label %exit\nexit:\n  ret void\n}')
EOF
    t0=$(date +%s.%N)
    "$PC" opt "$dir/loop$u.ll" -passes=lsr -o /dev/null
    t1=$(date +%s.%N)
    "$PC" opt "$dir/loop$u.ll" -passes= -o /dev/null
    t2=$(date +%s.%N)
    printf '  %6d uses (%6d instructions)  lsr %6.3f s  (parse and print alone %6.3f s)\n' "$u" $((u * 4 + 4)) \
      "$(echo "$t1 - $t0" | bc)" "$(echo "$t2 - $t1" | bc)"
  done
} | tee "$dir/report.txt"
echo "bench: lsr report in $dir/report.txt"

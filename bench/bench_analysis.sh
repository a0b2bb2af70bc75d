#!/usr/bin/env bash
# bench/bench_analysis.sh B -- the loop analyses' benchmark, part of `make
# bench`.  Never asserts timings.
#   passcheck analyze M --loops --pressure --scev --deps (parse, verify, CFG,
#   dominators, loop forest, liveness and pressure, scalar evolution with
#   every trip count, memory dependence of every pair of accesses per
#   block, all printed to /dev/null) against opt-16
#   -passes='print<scalar-evolution>' -disable-output on the same module,
#   as a ratio, on the large benchmark module B/bench/big.ll (about 15 MB,
#   N copies of the linked corpus) and on one copy B/bench/one.ll: time per
#   instruction at both sizes shows whether the analyses scale linearly.
# The modules are the ones bench/run.sh builds (it runs this script after
# building them); run standalone, this script builds them the same way.
# Timing: wall time of whole processes, the median of BENCH_RUNS (default
# 3) runs without warm-up: opt-16 alone takes minutes on the large module
# (hyperfine -N, or a python loop).  Report in
# B/bench/analysis/report.txt.
set -u

B=${1:?usage: bench/bench_analysis.sh BUILD_DIR}
PC="$B/passcheck"
dir="$B/bench/analysis"
big="$B/bench/big.ll"
one="$B/bench/one.ll"
runs=${BENCH_RUNS:-3}
mkdir -p "$dir"

for t in opt-16 python3; do
  command -v "$t" >/dev/null || { echo "bench_analysis: $t is missing (run make deps)" >&2; exit 2; }
done
[ -x "$PC" ] || { echo "bench_analysis: $PC is missing (make B=$B)" >&2; exit 2; }
# the large module (bench/module.sh, shared with bench/run.sh): every
# kernel both tools accept, symbols renamed, linked into one.ll, then
# copies of one.ll linked until about BENCH_MB MB.
mb=${BENCH_MB:-15}
. "$(dirname "$0")/module.sh"  # rename, build_big (into $dir/one.ll)

if [ ! -f "$big" ] || [ ! -f "$one" ]; then
  for t in llvm-as-16 llvm-link-16; do
    command -v "$t" >/dev/null || { echo "bench_analysis: $t is missing (run make deps)" >&2; exit 2; }
  done
  (dir="$B/bench"; build_big) || { echo "bench_analysis: could not build $big" >&2; exit 2; }
fi

ninstr() { "$PC" parse -v "$1" | sed -nE 's/.*: ([0-9?]+) functions, ([0-9]+) instructions/\2/p'; }

names=()
cmds=()
add() { names+=("$1"); cmds+=("$2"); }
for m in "$one" "$big"; do
  tag=$(basename "$m" .ll)
  add "passcheck analyze all ($tag)" "$PC analyze $m --loops --pressure --scev --deps"
  add "passcheck analyze --scev ($tag)" "$PC analyze $m --scev"
  add "passcheck verify ($tag)" "$PC verify $m"
  add "opt-16 print<scalar-evolution> ($tag)" "opt-16 -passes=print<scalar-evolution> -disable-output $m"
done

json="$dir/timings.json"
if command -v hyperfine >/dev/null; then
  timer="hyperfine -N -r$runs, no warm-up (median)"
  hf=()
  for i in "${!cmds[@]}"; do hf+=(-n "${names[$i]}" "${cmds[$i]}"); done
  hyperfine -N -w0 -r"$runs" --style basic --output=null --export-json "$json" "${hf[@]}" > "$dir/hyperfine.log" 2>&1 \
    || { cat "$dir/hyperfine.log" >&2; exit 2; }
else
  timer="python timing loop, $runs runs after a warm-up (median; hyperfine not installed)"
  printf '%s\n' "${cmds[@]}" | python3 -c '
import json, statistics, subprocess, sys, time, shlex
runs = int(sys.argv[2]); names = sys.argv[3:]
res = []
for name, cmd in zip(names, sys.stdin.read().splitlines()):
    ts = []
    for i in range(runs + 1):
        t = time.perf_counter()
        subprocess.run(shlex.split(cmd), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        if i: ts.append(time.perf_counter() - t)
    res.append({"command": name, "median": statistics.median(ts)})
json.dump({"results": res}, open(sys.argv[1], "w"), indent=1)
' "$json" "$runs" "${names[@]}" || exit 2
fi

python3 - "$json" "$timer" "$one" "$(stat -c %s "$one")" "$(ninstr "$one")" \
  "$big" "$(stat -c %s "$big")" "$(ninstr "$big")" <<'EOF' | tee "$dir/report.txt"
import json, sys
js, timer = sys.argv[1:3]
mods = {}
for k in range(2):
    path, size, ninst = sys.argv[3 + 3 * k: 6 + 3 * k]
    tag = path.rsplit("/", 1)[-1][:-3]
    mods[tag] = (path, int(size), int(ninst or 0))
res = {r["command"]: r["median"] for r in json.load(open(js))["results"]}
print("loop analyses benchmark (timer: %s; whole-process wall time)" % timer)
for tag, (path, size, ninst) in mods.items():
    print("  %-4s %s: %.1f MB, %s instructions" % (tag, path, size / 1e6, format(ninst, ",")))
print()
print("%-46s %9s %12s" % ("command", "median", "ns/instr"))
for name, t in res.items():
    tag = name[name.rfind("(") + 1:-1]
    print("%-46s %8.3fs %12.1f" % (name, t, t / mods[tag][2] * 1e9 if mods[tag][2] else 0))
print()
for tag in mods:
    a, s, v, o = (res.get("%s (%s)" % (n, tag)) for n in
                  ("passcheck analyze all", "passcheck analyze --scev", "passcheck verify", "opt-16 print<scalar-evolution>"))
    if a and o:
        print("%s: all analyses take %.2fx the time of opt-16 print<scalar-evolution> "
              "(--scev alone %.2fx; analyses beyond parse+verify %.3fs)" % (tag, a / o, s / o, a - v))
t1, t2 = (res.get("passcheck analyze all (%s)" % t) for t in ("one", "big"))
v1, v2 = (res.get("passcheck verify (%s)" % t) for t in ("one", "big"))
if t1 and t2 and mods["one"][2] and mods["big"][2]:
    grow = mods["big"][2] / mods["one"][2]
    print("linearity: %.1fx the instructions take %.1fx the time (%.1fx for the analyses beyond parse+verify)"
          % (grow, t2 / t1, (t2 - v2) / (t1 - v1) if v1 and v2 and t1 > v1 else float("nan")))
EOF
echo "bench_analysis: report in $dir/report.txt"

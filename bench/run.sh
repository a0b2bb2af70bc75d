#!/usr/bin/env bash
# bench/run.sh B -- `make bench`: passcheck's parser, verifier and printer
# against llvm-as-16 and opt-16 on one large module, and the cost of
# cloning (bench/bench_clone.c), printed as a small table with ratios taken
# in the same run.  Never asserts timings.
#
# The large module B/bench/big.ll (about BENCH_MB MB, default 15) is built
# once from corpora/kernels/*.ll: every kernel file passcheck and llvm-as-16
# both accept is copied with its defined symbols renamed (@f -> @f.bN),
# llvm-link-16 joins them into one module, and that module is repeated the
# same way until it is large enough.  Timing: hyperfine -N -w1 -r10 medians
# (BENCH_RUNS overrides 10); without hyperfine, a python timing loop.
set -u

B=${1:?usage: bench/run.sh BUILD_DIR}
PC="$B/passcheck"
dir="$B/bench"
big="$dir/big.ll"
mb=${BENCH_MB:-15}
runs=${BENCH_RUNS:-10}
mkdir -p "$dir"

for t in llvm-as-16 llvm-link-16 opt-16 python3; do
  command -v "$t" >/dev/null || { echo "bench: $t is missing (run make deps)" >&2; exit 2; }
done
[ -x "$PC" ] || { echo "bench: $PC is missing (make B=$B)" >&2; exit 2; }

# ---- the large module

. "$(dirname "$0")/module.sh"  # rename, build_big

stale=1
if [ -f "$big" ]; then
  stale=0
  for f in corpora/kernels/*.ll "$PC"; do [ "$f" -nt "$big" ] && stale=1; done
fi
if [ "$stale" = 1 ]; then build_big || { echo "bench: could not build $big" >&2; exit 2; }; fi

llvm-as-16 "$big" -o /dev/null || { echo "bench: llvm-as-16 rejects $big" >&2; exit 2; }
pc_ok=1
if ! stats=$("$PC" parse -v "$big") || ! "$PC" verify "$big" > /dev/null; then
  echo "bench: passcheck does not accept $big; only the LLVM tools are timed" >&2
  pc_ok=0
  stats="$big: ? functions, 0 instructions"
fi
bytes=$(stat -c %s "$big")
ninst=$(printf '%s\n' "$stats" | sed -nE 's/.*: ([0-9?]+) functions, ([0-9]+) instructions/\2/p')
nfunc=$(printf '%s\n' "$stats" | sed -nE 's/.*: ([0-9?]+) functions, ([0-9]+) instructions/\1/p')

# ---- timings

names=()
cmds=()
add() { names+=("$1"); cmds+=("$2"); }
if [ "$pc_ok" = 1 ]; then
  add "passcheck parse" "$PC parse $big"
  add "passcheck verify (parse+verify)" "$PC verify $big"
  add "passcheck print --verify (parse+verify+print)" "$PC print --verify $big"
fi
add "llvm-as-16 (parse+verify+bitcode)" "llvm-as-16 $big -o /dev/null"
add "opt-16 -passes=verify (parse+verify)" "opt-16 -passes=verify -disable-output $big"

json="$dir/timings.json"
if command -v hyperfine >/dev/null; then
  timer="hyperfine -N -w1 -r$runs (median)"
  hf=()
  for i in "${!cmds[@]}"; do hf+=(-n "${names[$i]}" "${cmds[$i]}"); done
  hyperfine -N -w1 -r"$runs" --style basic --export-json "$json" "${hf[@]}" > "$dir/hyperfine.log" 2>&1 \
    || { cat "$dir/hyperfine.log" >&2; exit 2; }
else
  timer="python timing loop, $runs runs (median; hyperfine not installed)"
  printf '%s\n' "${cmds[@]}" | python3 -c '
import json, statistics, subprocess, sys, time, shlex
runs = int(sys.argv[2]); names = sys.argv[3:]
res = []
for name, cmd in zip(names, sys.stdin.read().splitlines()):
    ts = []
    for i in range(runs + 1):
        t = time.perf_counter()
        subprocess.run(shlex.split(cmd), stdout=subprocess.DEVNULL, check=True)
        if i: ts.append(time.perf_counter() - t)
    res.append({"command": name, "median": statistics.median(ts), "times": ts})
json.dump({"results": res}, open(sys.argv[1], "w"), indent=1)
' "$json" "$runs" "${names[@]}" || exit 2
fi

# ---- clone costs

clone_out=""
if [ "$pc_ok" = 1 ]; then
  if ${CC:-gcc} -std=c11 -O2 -D_GNU_SOURCE -Icore bench/bench_clone.c "$B/libpasscheck.a" \
      -ljansson -lmpfr -lgmp -lm -o "$dir/bench_clone"; then
    clone_out=$("$dir/bench_clone" "$big") || clone_out=""
  fi
fi

# ---- report

python3 - "$json" "$bytes" "${ninst:-0}" "${nfunc:-?}" "$timer" "$big" <<'EOF' | tee "$dir/report.txt"
import json, sys
js, nbytes, ninst, nfunc, timer, big = sys.argv[1:7]
nbytes, ninst = int(nbytes), int(ninst)
res = {r["command"]: r["median"] for r in json.load(open(js))["results"]}
print("passcheck benchmark: %s (%.1f MB, %s functions, %s instructions)" %
      (big, nbytes / 1e6, nfunc, format(ninst, ",") if ninst else "?"))
print("timer: %s; whole-process wall time, start-up included" % timer)
print()
print("%-48s %9s %9s %11s" % ("command", "median", "MB/s", "Minstr/s"))
for name, t in res.items():
    ips = "%11.2f" % (ninst / t / 1e6) if ninst else "%11s" % "-"
    print("%-48s %8.3fs %9.1f %s" % (name, t, nbytes / 1e6 / t, ips))
print()
def ratio(a, b, text):
    if a in res and b in res:
        print("%s is %.1fx the speed of %s" % (text[0], res[b] / res[a], text[1]))
ratio("passcheck print --verify (parse+verify+print)", "llvm-as-16 (parse+verify+bitcode)",
      ("passcheck parse+verify+print", "llvm-as-16"))
ratio("passcheck verify (parse+verify)", "opt-16 -passes=verify (parse+verify)",
      ("passcheck parse+verify", "opt-16 -passes=verify"))
EOF
if [ -n "$clone_out" ]; then
  printf '\n%s\n' "$clone_out" | tee -a "$dir/report.txt"
fi
echo
echo "bench: report in $dir/report.txt, raw timings in $json"

# ---- the reference interpreter (its own report in $B/bench/interp/report.txt)
echo
bash bench/bench_interp.sh "$B" || echo "bench: bench/bench_interp.sh failed" >&2

# ---- the campaign (its own report in $B/bench/campaign/report.txt)
echo
bash bench/bench_campaign.sh "$B" || echo "bench: bench/bench_campaign.sh failed" >&2
echo; bash bench/bench_constfold.sh "$B" || echo "bench: bench/bench_constfold.sh failed" >&2  # constant folding (report in $B/bench/constfold/)
echo; bash bench/bench_divmagic.sh "$B" || echo "bench: bench/bench_divmagic.sh failed" >&2  # division by a constant (report in $B/bench/divmagic/)
echo; bash bench/bench_lowerdiv.sh "$B" || echo "bench: bench/bench_lowerdiv.sh failed" >&2  # division templates (report in $B/bench/lowerdiv/)
echo; bash bench/bench_ori.sh "$B" || echo "bench: bench/bench_ori.sh failed" >&2  # ori-sr and peephole (report in $B/bench/ori/)
echo; bash bench/bench_basr.sh "$B" || echo "bench: bench/bench_basr.sh failed" >&2  # cbe,basr address instructions against opt-16 (report in $B/bench/basr/)
echo; bash bench/bench_lsr.sh "$B" || echo "bench: bench/bench_lsr.sh failed" >&2  # lsr against opt-16 loop-reduce (report in $B/bench/lsr/)
echo; bash bench/bench_slp.sh "$B" || echo "bench: bench/bench_slp.sh failed" >&2  # slp against opt-16 slp-vectorizer (report in $B/bench/slp/)
echo; bash bench/bench_reduce.sh "$B" || echo "bench: bench/bench_reduce.sh failed" >&2  # reduction against llvm-reduce-16 (report in $B/bench/reduce/)
echo; bash bench/bench_fuzz.sh "$B" || echo "bench: bench/bench_fuzz.sh failed" >&2  # fuzz targets under libFuzzer and AFL++ (report in $B/bench/fuzz/)
echo; bash bench/bench_equiv.sh "$B" || echo "bench: bench/bench_equiv.sh failed" >&2  # equiv and --external (report in $B/bench/equiv/)
echo; bash bench/bench_analysis.sh "$B" || echo "bench: bench/bench_analysis.sh failed" >&2  # loop analyses against opt-16 print<scalar-evolution> (report in $B/bench/analysis/)

#!/usr/bin/env bash
# bench/bench_reduce.sh B -- reduction (issue 8), part of `make bench`: the
# same findings reduced by `passcheck reduce` and by `llvm-reduce-16` driven
# by an interestingness script that calls `passcheck check` (the finding's
# pipeline, knobs, kernel and saved input; interesting = the same signature
# is reported).  Findings: the first finding of a short campaign against
# each mutant-* pass, and a real one: the first precision finding of
# constfold (this glibc's cosh/sinh/log10 are not correctly rounded on
# hard arguments).  Both reducers get the same program and saved input;
# llvm-reduce keeps the input, so passcheck's own input reduction (which
# also lets it drop parameters) is part of what is compared.  Prints per finding the original size, each reducer's
# final size (instructions inside function bodies) and time, then the share
# of findings where passcheck's result is smaller, the median sizes and the
# time ratio.  One run; never asserts.  Report in B/bench/reduce/report.txt.
set -u
B=${1:?usage: bench/bench_reduce.sh BUILD_DIR}
PC=$(cd "$(dirname "$B/passcheck")" && pwd)/passcheck
dir="$B/bench/reduce"
LR=${LLVM_REDUCE:-llvm-reduce-16}
rm -rf "$dir" && mkdir -p "$dir"
[ -x "$PC" ] || { echo "bench_reduce: $PC is missing" >&2; exit 2; }
command -v "$LR" > /dev/null || { echo "bench_reduce: $LR is missing (make deps)" >&2; exit 2; }
"$PC" reduce --help > /dev/null 2>&1 || { echo "bench_reduce: this passcheck has no reduce command" >&2; exit 2; }

# instructions inside function bodies (not labels, not braces)
count() { awk '/^define /{f=1; next} /^}/{f=0} f && /^  [^ ]/' "$1" | wc -l; }

mutants=$("$PC" opt --help | sed -nE 's/^  (mutant-[a-z0-9-]+) .*/\1/p')
rows=""
for m in $mutants constfold; do
  out="$dir/$m"
  n=3000 j=1
  [ "$m" = constfold ] && n=60000 j=2  # precision findings are rarer: one in a few thousand programs
  "$PC" fuzz --passes "$m" --programs $n --jobs $j --stop-on-first --no-reduce --out "$out" > /dev/null 2>&1
  # the finding of the first program (another may have finished before the stop)
  fd=$(python3 - "$out/findings" <<'PY'
import json, os, sys
d = sys.argv[1]
fs = [os.path.join(d, f) for f in os.listdir(d) if not f.startswith(".")] if os.path.isdir(d) else []
print(min(fs, key=lambda f: (json.load(open(os.path.join(f, "result.json"))).get("seed", 0), f)) if fs else "")
PY
)
  [ -n "$fd" ] || continue
  sig=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["signature"])' "$fd/result.json")
  pipe=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["repro_pipeline"])' "$fd/result.json")
  func=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("function","@kernel"))' "$fd/result.json")
  knobs=$(python3 -c 'import json,sys; k=json.load(open(sys.argv[1])).get("knobs",""); print(" ".join("-knob "+x for x in k.split()))' "$fd/result.json")
  before=$(count "$fd/program.ll")
  # passcheck reduce
  t0=$(date +%s.%N)
  "$PC" reduce "$fd" > "$dir/$m.reduce.txt" 2>&1
  t1=$(date +%s.%N)
  ours=$( [ -f "$fd/reduced.ll" ] && count "$fd/reduced.ll" || echo "$before")
  # llvm-reduce with an interestingness script
  cat > "$dir/$m.test.sh" <<SH
#!/bin/sh
"$PC" check "\$1" -passes=$pipe $knobs --func $func --input "$fd/input.txt" 2>/dev/null | grep -Eq "signature: +$sig"
SH
  chmod +x "$dir/$m.test.sh"
  t2=$(date +%s.%N)
  "$LR" --test="$dir/$m.test.sh" "$fd/program.ll" -o "$dir/$m.llvm-reduce.ll" > "$dir/$m.llvm-reduce.txt" 2>&1
  t3=$(date +%s.%N)
  theirs=$( [ -f "$dir/$m.llvm-reduce.ll" ] && count "$dir/$m.llvm-reduce.ll" || echo "$before")
  rows="$rows$m $before $ours $(echo "$t1 - $t0" | bc) $theirs $(echo "$t3 - $t2" | bc)
"
done
python3 - "$rows" <<'PY' | tee "$dir/report.txt"
import statistics, sys
rows = [r.split() for r in sys.argv[1].strip().splitlines() if r.strip()]
print("reduction: passcheck reduce against llvm-reduce-16 + passcheck check as the interestingness test")
print("  %-26s %7s %9s %8s %12s %8s" % ("finding", "before", "passcheck", "time s", "llvm-reduce", "time s"))
for m, b, o, to, t, tt in rows:
    print("  %-26s %7s %9s %8.2f %12s %8.2f" % (m, b, o, float(to), t, float(tt)))
if rows:
    smaller = sum(1 for r in rows if int(r[2]) < int(r[4]))
    le = sum(1 for r in rows if int(r[2]) <= int(r[4]))
    t_ours, t_theirs = sum(float(r[3]) for r in rows), sum(float(r[5]) for r in rows)
    print("  passcheck smaller in %d of %d (%.0f%%), not larger in %d; median size %s vs %s; time %.2f s vs %.2f s (%.2fx)"
          % (smaller, len(rows), 100.0 * smaller / len(rows), le, statistics.median(int(r[2]) for r in rows),
             statistics.median(int(r[4]) for r in rows), t_ours, t_theirs, t_theirs / t_ours if t_ours else 0))
PY
echo "bench: reduce report in $dir/report.txt"

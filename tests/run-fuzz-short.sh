#!/usr/bin/env bash
# tests/run-fuzz-short.sh B -- the fuzz targets under both engines
# (fuzzers/): builds every target for libFuzzer (ASan+UBSan, B/fuzz) and,
# in the background meanwhile, for AFL++ (persistent driver, B/fuzz-afl),
# then for each target fuzzers/fuzz_<t>.c:
#   seeds     libFuzzer runs corpora/<t> once: no finding
#   fuzz      libFuzzer fuzzes a fresh copy of it for a few seconds (LONG=1:
#             20 times longer): no crash, leak, timeout or oracle abort
#   mutant    with $PASSCHECK_FUZZ_PIPELINE set to a mutant of the harness
#             (passes/mutants.c), the seeds alone give the target's finding
#             line: the target reaches its oracle (fuzz_parse runs no pass)
#   afl-seeds the AFL++ binary runs its seed folder (reproducer mode): every
#             file runs, no finding
#   afl-mutant the same mutant is found by the AFL++ binary
# and one afl-fuzz run (fuzz_div, a few seconds) that must detect the
# persistent mode and shared-memory test cases, execute and find nothing.
# One line per test; prints "fuzz-short: N passed, M failed", records
# "fuzz-short N M" in B/test-results.txt, exits 1 on failure.  Run from
# the repository root.
set -u

B=${1:?usage: tests/run-fuzz-short.sh BUILD_DIR}
suite=fuzz-short
results="$B/test-results.txt"
scale=1
if [ -n "${LONG:-}" ] && [ "${LONG}" != 0 ]; then scale=20; fi
dir="$B/fuzz"
adir="$B/fuzz-afl"
pass=0
fail=0
. tests/failures.sh
failures_reset "$B" "$suite"

record() {
  echo "$suite: $pass passed, $fail failed"
  mkdir -p "$B"
  if [ -f "$results" ]; then sed -i "/^$suite /d" "$results"; fi
  echo "$suite $pass $fail" >> "$results"
  [ "$fail" -eq 0 ]
}
ok() { pass=$((pass + 1)); }
bad() {
  fail=$((fail + 1))
  echo "$suite: FAIL: $*" >&2
  failure_note "$B" "$suite" "$*"
}

mkdir -p "$B"
alog="$B/fuzz-afl-build.log"
bash fuzzers/build.sh --engine afl "$adir" > "$alog" 2>&1 &
afl_build=$!
if ! bash fuzzers/build.sh "$dir"; then
  bad "building the libFuzzer targets failed"
  wait "$afl_build"
  record
  exit
fi

targets=$(ls fuzzers/fuzz_*.c | sed 's|fuzzers/||; s|\.c$||')

# The mutant each target must detect from its seeds (none for fuzz_parse:
# it runs no pass).
mutant_of() {
  case $1 in
    fuzz_gen) echo mutant-keep-nsw ;;
    fuzz_ir) echo mutant-ule-as-ult ;;
    fuzz_pass_constfold) echo mutant-reassoc-fadd ;;
    fuzz_pass_lower-div | fuzz_div) echo mutant-magic-div ;;
    fuzz_mathfold) echo mutant-fold-fptosi ;;
    *) echo "" ;;
  esac
}
seconds_of() {
  case $1 in
    fuzz_parse) echo $((20 * scale)) ;;
    fuzz_gen | fuzz_ir) echo $((15 * scale)) ;;
    *) echo $((10 * scale)) ;;
  esac
}
opts_of() {  # the target's dictionary and input size
  local o=""
  [ -f "fuzzers/$1.dict" ] && o="-dict=fuzzers/$1.dict"
  case $1 in fuzz_ir | fuzz_parse) o="$o -max_len=16384" ;; *) o="$o -max_len=4096" ;; esac
  echo "$o"
}

# seeds T: every seed once, no finding.
seeds() {
  local t=$1 log="$dir/short-$1-seeds.log"
  if "$dir/$t" -runs=0 -timeout=30 -rss_limit_mb=4096 "corpora/$t" > "$log" 2>&1; then ok
  else bad "$t finds something on its own seeds (see $log): $(grep -m1 "^$t: \|ERROR" "$log")"; fi
}

# fuzz T: a short libFuzzer run on a fresh copy of the seeds.
fuzz() {
  local t=$1 s
  s=$(seconds_of "$t")
  local work="$dir/short-$t-corpus" art="$dir/short-$t-artifacts" log="$dir/short-$t.log"
  rm -rf "$work" "$art"
  mkdir -p "$work" "$art"
  cp -r "corpora/$t/." "$work/"
  # shellcheck disable=SC2046
  "$dir/$t" -max_total_time="$s" -timeout=30 -rss_limit_mb=4096 -artifact_prefix="$art/" -print_final_stats=1 \
    $(opts_of "$t") "$work" > "$log" 2>&1
  local rc=$? crash
  crash=$(find "$art" -maxdepth 1 -type f | head -n 1)
  echo "$suite: $t fuzzed $s s: $(sed -n 's/^stat::number_of_executed_units: *//p' "$log") runs," \
       "$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log") exec/s, $(grep -o 'cov: [0-9]*' "$log" | tail -n 1)"
  if [ "$rc" -eq 0 ] && [ -z "$crash" ]; then ok
  else
    bad "$t: $(grep -m1 -E "^$t: |^==[0-9]+==ERROR|runtime error" "$log")"
    if [ -n "$crash" ]; then
      echo "$suite: crashing input: $crash; reproduce: $dir/$t $crash;" \
           "as a finding: $B/passcheck import $crash --target $t" >&2
      failure_note "$B" "$suite" "$t: crashing input $crash:" \
        "$(grep -m1 -E '^SUMMARY|^#[0-9]+ .* in [a-z_]+ (core|passes|oracles|generators)/' "$log")"
    fi
  fi
}

# mutant T BIN...: with the mutant as the pipeline, the seeds give the
# target's one-line finding.
mutant() {
  local t=$1 m=$2 log=$3
  shift 3
  if (PASSCHECK_FUZZ_PIPELINE=$m "$@") > "$log" 2>&1; then
    bad "$t did not detect $m on its seeds (see $log)"
  elif grep -q "^$t: " "$log"; then
    ok
    echo "$suite: $t detects $m: $(grep -m1 "^$t: " "$log" | cut -c1-150)"
  else
    bad "$t failed with $m but without its finding line (see $log)"
  fi
}

for t in $targets; do
  if [ ! -d "corpora/$t" ]; then
    bad "$t has no seed corpus corpora/$t"
    continue
  fi
  seeds "$t"
  fuzz "$t"
  m=$(mutant_of "$t")
  if [ -n "$m" ]; then
    mutant "$t" "$m" "$dir/short-$t-mutant.log" "$dir/$t" -runs=0 -artifact_prefix="$dir/short-mutant-" "corpora/$t"
  fi
done
rm -f "$dir"/short-mutant-*

# AFL++: the same targets through the persistent-mode driver.
if ! wait "$afl_build"; then
  bad "building the AFL++ targets failed (see $alog)"
  record
  exit
fi
for t in $targets; do
  [ -d "corpora/$t" ] || continue
  log="$adir/short-$t-seeds.log"
  mapfile -t files < <(find "corpora/$t" -type f | sort)
  # the folder itself: the driver runs each of its files
  if "$adir/$t" "corpora/$t" > "$log" 2>&1 && [ "$(grep -c ': running ' "$log")" = "${#files[@]}" ]; then ok
  else bad "AFL++ build of $t on its seed folder: a finding, or not ${#files[@]} files run (see $log)"; fi
  m=$(mutant_of "$t")
  if [ -n "$m" ]; then mutant "$t" "$m" "$adir/short-$t-mutant.log" "$adir/$t" "${files[@]}"; fi
done

# One real afl-fuzz run: persistent mode and shared-memory test cases
# detected, executions done, nothing found.
out="$adir/short-afl-out"
rm -rf "$out"
log="$adir/short-afl.log"
AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_UI=1 \
  afl-fuzz -i corpora/fuzz_div -o "$out" -V $((8 * scale)) -- "$adir/fuzz_div" > "$log" 2>&1
stats=$(find "$out" -name fuzzer_stats | head -n 1)
execs=$(sed -n 's/^execs_done *: *//p' "$stats" 2>/dev/null)
crashes=$(sed -n 's/^saved_crashes *: *//p' "$stats" 2>/dev/null)
[ -z "$crashes" ] && crashes=$(sed -n 's/^unique_crashes *: *//p' "$stats" 2>/dev/null)
if grep -q "Persistent mode binary detected" "$log" && grep -q "SHARED MEMORY FUZZING" "$log" \
   && [ "${execs:-0}" -gt 0 ] && [ "${crashes:-1}" = 0 ]; then
  ok
  echo "$suite: afl-fuzz fuzz_div: persistent mode + shared memory, $execs execs," \
       "$(sed -n 's/^execs_per_sec *: *//p' "$stats") exec/s, 0 crashes"
else
  bad "afl-fuzz on fuzz_div (execs ${execs:-none}, crashes ${crashes:-?}; see $log)"
fi
record

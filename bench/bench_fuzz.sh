#!/usr/bin/env bash
# bench/bench_fuzz.sh B -- coverage-guided fuzzing (issue 9), part of `make
# bench`: executions per second of every fuzz target under libFuzzer (the
# libfuzzer-plain build: no sanitizer) and AFL++ (the afl build: persistent
# mode, shared-memory test cases), each from a fresh copy of its seed
# corpus for BENCH_FUZZ_SECONDS (default 10) on one core; the engines'
# floor measured in the same run (a trivial target that compares 4 bytes,
# the peers' row 6 of PEERS.md) so that every figure is also a ratio to
# what the engine can do at all; and the edge coverage fuzz_gen and fuzz_ir
# reach in BENCH_FUZZ_COV_SECONDS (default 60) from their seeds (libFuzzer's
# final cov: figure; both link the same library, so the counts compare).
# llvm-opt-fuzzer, the LLVM peer, is not packaged in Debian 12: its figure
# (measured by a port on this machine kind, PEERS.md row 4b/4c) is printed
# for reference, not as a same-run ratio.  One run; never asserts.  Report
# in B/bench/fuzz/report.txt.
set -u
B=${1:?usage: bench/bench_fuzz.sh BUILD_DIR}
secs=${BENCH_FUZZ_SECONDS:-10}
csecs=${BENCH_FUZZ_COV_SECONDS:-60}
dir="$B/bench/fuzz"
rm -rf "$dir" && mkdir -p "$dir"
report="$dir/report.txt"
export AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_UI=1

bash fuzzers/build.sh --engine libfuzzer-plain build/fuzz-plain > "$dir/build.log" 2>&1 ||
  { echo "bench_fuzz: libfuzzer-plain build failed (see $dir/build.log)" >&2; exit 2; }
have_afl=1
bash fuzzers/build.sh --engine afl build/fuzz-afl >> "$dir/build.log" 2>&1 || have_afl=0

# lf_rate BIN CORPUS_SRC T [opts]: libFuzzer exec/s (and the cov: figure in $dir/last.log)
lf_rate() {
  local bin=$1 src=$2 t=$3 work="$dir/lf-corpus"
  shift 3
  rm -rf "$work" && mkdir -p "$work"
  find "$src" -type f -exec cp {} "$work/" \;
  "$bin" -max_total_time="$t" -print_final_stats=1 -timeout=60 -rss_limit_mb=4096 -artifact_prefix="$dir/" "$@" "$work" \
    > "$dir/last.log" 2>&1
  local r
  r=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$dir/last.log")
  # a run that stopped on a finding or a limit measured less than T seconds
  if grep -q 'Test unit written\|==ERROR\|deadly signal' "$dir/last.log"; then
    cp "$dir/last.log" "$dir/early-$(basename "$bin").log"
    r="${r:-0}*"
  fi
  echo "$r"
}
# afl_rate BIN SEEDS T: AFL++ execs_per_sec
afl_rate() {
  local bin=$1 src=$2 t=$3 seeds="$dir/afl-seeds" out="$dir/afl-out"
  rm -rf "$seeds" "$out" && mkdir -p "$seeds"
  find "$src" -type f -exec cp {} "$seeds/" \;
  afl-fuzz -i "$seeds" -o "$out" -t 10000 -V "$t" -- "$bin" > "$dir/afl.log" 2>&1
  local r
  r=$(sed -n 's/^execs_per_sec *: *//p' "$out"/default/fuzzer_stats 2>/dev/null | cut -d. -f1)
  # crashes or hangs: AFL++ keeps going, but the figure includes them
  if [ -n "$(ls "$out"/default/crashes 2>/dev/null | grep -v README)" ] ||
     [ -n "$(ls "$out"/default/hangs 2>/dev/null)" ]; then r="${r:-0}*"; fi
  echo "$r"
}

# The engines' floor: the peers' trivial target (4 nested byte compares).
cat > "$dir/floor.c" <<'EOF'
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>
static volatile int hits;
static void one(const uint8_t *d, size_t n) {
  if (n > 0 && d[0] == 'F') if (n > 1 && d[1] == 'U') if (n > 2 && d[2] == 'Z') if (n > 3 && d[3] == 'Z') hits++;
}
#ifdef FLOOR_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { one(d, n); return 0; }
#else
__AFL_FUZZ_INIT();
int main(void) {
  __AFL_INIT();
  const uint8_t *b = __AFL_FUZZ_TESTCASE_BUF;
  while (__AFL_LOOP(100000)) one(b, __AFL_FUZZ_TESTCASE_LEN > 256 ? 256 : __AFL_FUZZ_TESTCASE_LEN);
  return 0;
}
#endif
EOF
mkdir -p "$dir/floor-seeds" && printf 'hello' > "$dir/floor-seeds/seed1"
clang-16 -O2 -DFLOOR_LIBFUZZER -fsanitize=fuzzer "$dir/floor.c" -o "$dir/floor_lf" 2>> "$dir/build.log"
floor_lf=$(lf_rate "$dir/floor_lf" "$dir/floor-seeds" 5)
floor_afl=""
if [ "$have_afl" = 1 ] && AFL_QUIET=1 afl-clang-fast -O2 "$dir/floor.c" -o "$dir/floor_afl" 2>> "$dir/build.log"; then
  floor_afl=$(afl_rate "$dir/floor_afl" "$dir/floor-seeds" 5)
fi

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a + 0 > 0 && b + 0 > 0) printf "%.2g", a / b; else printf "-" }'; }
{
  echo "fuzz targets, $secs s each on one core from their seed corpora (exec/s)"
  printf '%-22s %12s %12s %10s %14s %14s\n' target libfuzzer afl++ afl/lf "lf/lf-floor" "afl/afl-floor"
  for t in $(ls fuzzers/fuzz_*.c | sed 's|fuzzers/||; s|\.c$||'); do
    lf=$(lf_rate build/fuzz-plain/"$t" "corpora/$t" "$secs")
    afl=""
    [ "$have_afl" = 1 ] && afl=$(afl_rate build/fuzz-afl/"$t" "corpora/$t" "$secs")
    printf '%-22s %12s %12s %10s %14s %14s\n' "$t" "${lf:--}" "${afl:--}" "$(ratio "$afl" "$lf")" \
      "$(ratio "$lf" "$floor_lf")" "$(ratio "$afl" "$floor_afl")"
  done
  printf '%-22s %12s %12s\n' "engine floor (trivial)" "${floor_lf:--}" "${floor_afl:--}"
  echo "(* the run found a crash, timeout or hang and stopped or slowed: the figure is not a clean rate;"
  echo " libFuzzer logs kept as $dir/early-<target>.log)"
  echo
  echo "edge coverage in $csecs s from the seeds (libFuzzer cov:, libfuzzer-plain, one core)"
  lf_rate build/fuzz-plain/fuzz_gen corpora/fuzz_gen "$csecs" > /dev/null
  cg=$(grep -o 'cov: [0-9]*' "$dir/last.log" | tail -n 1 | cut -d' ' -f2)
  lf_rate build/fuzz-plain/fuzz_ir corpora/fuzz_ir "$csecs" -max_len=16384 > /dev/null
  ci=$(grep -o 'cov: [0-9]*' "$dir/last.log" | tail -n 1 | cut -d' ' -f2)
  echo "fuzz_gen $cg edges, fuzz_ir $ci edges: fuzz_gen/fuzz_ir $(ratio "$cg" "$ci")"
  echo
  if command -v llvm-opt-fuzzer > /dev/null 2>&1 || command -v llvm-opt-fuzzer-16 > /dev/null 2>&1; then
    echo "llvm-opt-fuzzer is installed: measure it with its instcombine pipeline for a same-run ratio"
  else
    echo "llvm-opt-fuzzer: not packaged in Debian 12, no same-run ratio; for reference, a port to LLVM 16 measured"
    echo "on this machine kind (PEERS.md rows 4b/4c) 2,033 exec/s with instcombine and 1,226 with loop-reduce + slp-vectorizer"
  fi
} | tee "$report"

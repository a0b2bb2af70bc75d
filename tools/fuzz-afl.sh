#!/usr/bin/env bash
# tools/fuzz-afl.sh -- what `make fuzz-afl` runs: one fuzz target under
# AFL++ with one main instance and JOBS-1 secondaries, all syncing through
# one output folder, for FUZZ_SECONDS.
#   make fuzz-afl TARGET=fuzz_ir JOBS=2 FUZZ_SECONDS=600
# Defaults: TARGET fuzz_gen, JOBS every core, FUZZ_SECONDS 600.
# Builds the afl engine (persistent mode, shared-memory test cases) and the
# afl-cmplog engine: the main instance runs with -c (comparison logging),
# which helps here because every target compares input bytes against
# constants (opcode and width selectors, magic divisors, IR keywords).  The
# IR text targets (fuzz_ir, fuzz_parse) also get the IR custom mutator
# (AFL_CUSTOM_MUTATOR_LIBRARY=build/fuzz-afl/passcheck-mutator.so).  Output
# build/afl-work/<target>/sync/{main,s1,...}; AFL_AUTORESUME continues a
# previous run.  The end prints each instance's execs/s and the import
# command for every crash file.
set -u
cd "$(dirname "$0")/.."
target=${TARGET:-fuzz_gen}
jobs=${JOBS:-$(nproc 2>/dev/null || echo 1)}
secs=${FUZZ_SECONDS:-600}
[ -n "$target" ] || target=fuzz_gen
[ -n "$jobs" ] || jobs=$(nproc 2>/dev/null || echo 1)
[ -n "$secs" ] || secs=600
if [ ! -f "fuzzers/$target.c" ]; then
  echo "fuzz-afl: unknown target '$target'; the targets are: $(ls fuzzers/fuzz_*.c | sed 's|fuzzers/||; s|\.c$||' | tr '\n' ' ')" >&2
  exit 1
fi
command -v afl-fuzz >/dev/null 2>&1 || { echo "fuzz-afl: afl-fuzz not found (make deps installs afl++)" >&2; exit 1; }
bash fuzzers/build.sh --engine afl build/fuzz-afl || exit 1
bash fuzzers/build.sh --engine afl-cmplog build/fuzz-afl-cmplog || exit 1
work=build/afl-work/$target
sync=$work/sync
mkdir -p "$sync" "$work/seeds"
# afl-fuzz wants a flat folder of files
find "corpora/$target" -type f -exec cp -n {} "$work/seeds/" \; 2>/dev/null
export AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_UI=1 AFL_AUTORESUME=1
export AFL_IMPORT_FIRST=1
case $target in
  fuzz_ir | fuzz_parse) [ -f build/fuzz-afl/passcheck-mutator.so ] &&
    export AFL_CUSTOM_MUTATOR_LIBRARY=$PWD/build/fuzz-afl/passcheck-mutator.so ;;
esac
dict=()
[ -f "fuzzers/$target.dict" ] && dict=(-x "fuzzers/$target.dict")
echo "fuzz-afl: $target on $jobs instance(s) for $secs s; output $sync"
pids=()
for i in $(seq 0 $((jobs - 1))); do
  if [ "$i" -eq 0 ]; then
    role=(-M main -c build/fuzz-afl-cmplog/"$target"); name=main
  else
    role=(-S "s$i"); name=s$i
  fi
  afl-fuzz -i "$work/seeds" -o "$sync" "${role[@]}" "${dict[@]}" -t 10000 -V "$secs" -- "build/fuzz-afl/$target" \
    > "$work/$name.log" 2>&1 &
  pids+=($!)
done
for p in "${pids[@]}"; do wait "$p"; done
status=0
for d in "$sync"/*/; do
  st="$d/fuzzer_stats"
  [ -f "$st" ] || { echo "fuzz-afl: $(basename "$d"): no statistics (see $work/$(basename "$d").log)"; status=2; continue; }
  echo "fuzz-afl: $(basename "$d"): $(sed -n 's/^execs_done *: *//p' "$st") execs," \
       "$(sed -n 's/^execs_per_sec *: *//p' "$st") exec/s, $(sed -n 's/^corpus_count *: *//p' "$st") in corpus," \
       "$(sed -n 's/^saved_crashes *: *//p' "$st") crashes, $(sed -n 's/^saved_hangs *: *//p' "$st") hangs"
done
for f in $(find "$sync" -path '*/crashes/id:*' -type f | sort); do
  [ "$status" = 0 ] && status=1
  echo "  crash: $f"
  echo "    reproduce:  build/fuzz-afl/$target '$f'"
  echo "    as finding: build/passcheck import '$f' --target $target --out $work/findings"
done
exit $status

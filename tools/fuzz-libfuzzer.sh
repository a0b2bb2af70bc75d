#!/usr/bin/env bash
# tools/fuzz-libfuzzer.sh -- what `make fuzz-libfuzzer` runs: one fuzz target
# under libFuzzer on JOBS cores for FUZZ_SECONDS.
#   make fuzz-libfuzzer TARGET=fuzz_gen JOBS=2 FUZZ_SECONDS=600 [ENGINE=libfuzzer-plain]
# Defaults: TARGET fuzz_gen, JOBS every core, FUZZ_SECONDS 600, ENGINE
# libfuzzer (ASan+UBSan; libfuzzer-ubsan and libfuzzer-plain are faster).
# The working corpus build/fuzz-work/<target>/corpus starts from
# corpora/<target> and is kept between runs; crash files go to
# build/fuzz-work/<target>/crashes/, and the end of the run prints the
# command that turns each into a finding folder (passcheck import).
set -u
cd "$(dirname "$0")/.."
target=${TARGET:-fuzz_gen}
jobs=${JOBS:-$(nproc 2>/dev/null || echo 1)}
secs=${FUZZ_SECONDS:-600}
engine=${ENGINE:-libfuzzer}
[ -n "$target" ] || target=fuzz_gen
[ -n "$jobs" ] || jobs=$(nproc 2>/dev/null || echo 1)
[ -n "$secs" ] || secs=600
if [ ! -f "fuzzers/$target.c" ]; then
  echo "fuzz-libfuzzer: unknown target '$target'; the targets are: $(ls fuzzers/fuzz_*.c | sed 's|fuzzers/||; s|\.c$||' | tr '\n' ' ')" >&2
  exit 1
fi
case $engine in libfuzzer*) ;; *) echo "fuzz-libfuzzer: ENGINE must be libfuzzer, libfuzzer-ubsan or libfuzzer-plain" >&2; exit 1 ;; esac
bin=build/fuzz
[ "$engine" != libfuzzer ] && bin=build/fuzz-${engine#libfuzzer-}
bash fuzzers/build.sh --engine "$engine" "$bin" || exit 1
work=build/fuzz-work/$target
mkdir -p "$work/corpus" "$work/crashes"
[ -d "corpora/$target" ] && cp -rn "corpora/$target/." "$work/corpus/"
root=$(pwd)
# run inside the work folder: with -jobs, libFuzzer writes fuzz-<i>.log there
opts=(-max_total_time="$secs" -timeout=60 -rss_limit_mb=4096 -artifact_prefix=crashes/ -print_final_stats=1)
[ -f "fuzzers/$target.dict" ] && opts+=(-dict="$root/fuzzers/$target.dict")
case $target in fuzz_ir | fuzz_parse) opts+=(-max_len=16384) ;; *) opts+=(-max_len=4096) ;; esac
if [ "$jobs" -gt 1 ]; then opts+=(-jobs="$jobs" -workers="$jobs"); fi
echo "fuzz-libfuzzer: $target ($engine) on $jobs core(s) for $secs s; corpus $work/corpus, crashes $work/crashes"
( cd "$work" && "$root/$bin/$target" "${opts[@]}" corpus ) > "$work/libfuzzer.log" 2>&1
grep -hE "^#[0-9]+.*DONE|^stat::|^==.*ERROR|^fuzz_[a-z_-]*: |deadly signal" "$work/libfuzzer.log" "$work"/fuzz-*.log 2>/dev/null | tail -n 20
crashes=$(find "$work/crashes" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) | sort)
if [ -z "$crashes" ]; then
  echo "fuzz-libfuzzer: no crash file in $work/crashes"
  exit 0
fi
echo "fuzz-libfuzzer: crash files (each: the target's one-line finding is in the log above):"
for f in $crashes; do
  echo "  $f"
  echo "    reproduce:  $bin/$target $f"
  echo "    as finding: build/passcheck import $f --target $target --out $work/findings"
done
exit 1

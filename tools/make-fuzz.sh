#!/usr/bin/env bash
# tools/make-fuzz.sh B -- what `make fuzz` runs until the campaign subcommand
# (`passcheck fuzz`) exists: the parser fuzz target for FUZZ_SECONDS (default
# 60) on the working corpus B/fuzz/corpus (seeded from corpora/fuzz_parse,
# kept between runs so coverage accumulates), then a short report in
# B/fuzz-report.txt: execs, execs/s, coverage, corpus size, crashes.
# Exit status 1 when a crash was found (libFuzzer stops at the first one),
# 2 when the fuzzer could not be built or failed otherwise.
set -u

B=${1:?usage: tools/make-fuzz.sh BUILD_DIR}
secs=${FUZZ_SECONDS:-60}
dir="$B/fuzz"
corpus="$dir/corpus"
art="$dir/crashes"
log="$dir/fuzz.log"
report="$B/fuzz-report.txt"

bash fuzzers/build.sh "$dir" || { echo "make fuzz: building the fuzz target failed" >&2; exit 2; }
mkdir -p "$corpus" "$art"
cp -rn corpora/fuzz_parse/. "$corpus/" 2>/dev/null || true
before=$(find "$art" -maxdepth 1 -type f | wc -l)

echo "make fuzz: fuzzing the parser, verifier and printer for $secs s (log: $log)"
"$dir/fuzz_parse" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
  -dict=fuzzers/fuzz_parse.dict -artifact_prefix="$art/" -print_final_stats=1 \
  "$corpus" > "$log" 2>&1
rc=$?

stat() { sed -nE "s/^stat::$1: *([0-9]+).*/\\1/p" "$log" | tail -n 1; }
execs=$(stat number_of_executed_units)
rate=$(stat average_exec_per_sec)
last=$(grep -E '^#[0-9]+' "$log" | tail -n 1)
cov=$(printf '%s\n' "$last" | sed -nE 's/.* cov: ([0-9]+).*/\1/p')
ft=$(printf '%s\n' "$last" | sed -nE 's/.* ft: ([0-9]+).*/\1/p')
nfiles=$(find "$corpus" -type f | wc -l)
kbytes=$(du -sk "$corpus" | cut -f1)
# Artifacts newest first; the first $new of them are from this run.
mapfile -t all_crashes < <(find "$art" -maxdepth 1 -type f -printf '%T@ %p\n' | sort -rn | cut -d' ' -f2-)
new=$(( ${#all_crashes[@]} - before ))

{
  echo "passcheck fuzz report (parser fuzz target; the full campaign is not written yet)"
  echo "date:        $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
  echo "target:      $dir/fuzz_parse (parse, verify, print, re-parse, print fixpoint)"
  echo "time:        $secs s"
  echo "execs:       ${execs:-?}"
  echo "execs/s:     ${rate:-?}"
  echo "coverage:    cov: ${cov:-?} ft: ${ft:-?} (libFuzzer's final counts of covered edges and features)"
  echo "corpus:      $nfiles files, $kbytes KB in $corpus"
  echo "crashes:     $new new this run (${#all_crashes[@]} kept in $art)"
  if [ "$new" -gt 0 ]; then
    echo "reason:      $(grep -m1 -E '^fuzz_parse:|^SUMMARY:|runtime error' "$log")"
  fi
  for ((i = 0; i < new; i++)); do
    echo "  ${all_crashes[$i]}"
    echo "    reproduce: $dir/fuzz_parse ${all_crashes[$i]}"
  done
  if [ "$rc" -ne 0 ] && [ "$new" -le 0 ]; then
    echo "note:        fuzzer exited with status $rc without an artifact; see $log"
  fi
} > "$report"

cat "$report"
echo "make fuzz: report written to $report"
if [ "$new" -gt 0 ]; then exit 1; fi
if [ "$rc" -ne 0 ]; then exit 2; fi
exit 0

#!/usr/bin/env bash
# tools/make-fuzz.sh B -- what `make fuzz` runs: a short default campaign
# (`passcheck fuzz`, FUZZ_SECONDS, default 60, on every core) over the
# default pipeline, with its report in B/fuzz-out/report.html.  While the
# default pipeline is still empty (no real pass registered yet), the
# campaign is the oracles' self-check instead: each mutant-* pass in turn,
# until its first finding or its share of the time, and the report says
# which mutants were caught and how fast.  Then the parser fuzz target
# (libFuzzer) for FUZZ_PARSE_SECONDS (default 20) on B/fuzz/corpus.
# Exit status 1 when the campaign over real passes found something other
# than a precision finding (those are reported in the report) or a
# mutant went undetected or the parser fuzzer crashed, 2 on other failures.
set -u

B=${1:?usage: tools/make-fuzz.sh BUILD_DIR}
secs=${FUZZ_SECONDS:-60}
psecs=${FUZZ_PARSE_SECONDS:-20}
PC="$B/passcheck"
out="$B/fuzz-out"
jobs=$(nproc 2>/dev/null || echo 1)
status=0

default=$("$PC" opt --help | sed -n 's/^default pipeline: //p')
if [ -n "$default" ] && [ "${default#(empty}" = "$default" ]; then
  echo "make fuzz: campaign over the default pipeline ($default), $secs s on $jobs cores"
  rm -rf "$out"
  "$PC" fuzz --time "$secs" --jobs "$jobs" --out "$out" | tee "$out.log"
  rc=${PIPESTATUS[0]}
  # precision findings measure the host libm the folder uses (its seed's
  # design): reported, but only the other outcomes fail the job
  serious=$(sed -nE 's/^outcomes: .*mismatch ([0-9]+) ub-introduced ([0-9]+) crash ([0-9]+) timeout-introduced ([0-9]+) .*/\1 \2 \3 \4/p' "$out.log" \
            | awk '{print $1 + $2 + $3 + $4}')
  if [ "$rc" -eq 1 ] && [ "${serious:-1}" -gt 0 ]; then status=1; fi
  [ "$rc" -ge 2 ] && status=2
else
  mutants=$("$PC" opt --help | sed -n 's/^  \(mutant-[a-z0-9-]*\) .*/\1/p')
  n=$(printf '%s\n' $mutants | wc -l)
  each=$(( secs / (n > 0 ? n : 1) ))
  [ "$each" -lt 3 ] && each=3
  echo "make fuzz: no real pass is registered yet, so the campaign is the oracles'"
  echo "self-check: each of the $n mutants for up to $each s, stopping at its first finding"
  rm -rf "$out"
  mkdir -p "$out"
  summary="$out/self-check.txt"
  : > "$summary"
  for m in $mutants; do
    "$PC" fuzz --passes "$m" --time "$each" --jobs "$jobs" --stop-on-first --out "$out/$m" \
      > "$out/$m.log" 2>&1
    first=$(sed -n 's/.*first after \([0-9.]*\) s.*/\1/p' "$out/$m.log")
    progs=$(sed -n 's/^fuzz: \([0-9]*\) programs.*/\1/p' "$out/$m.log")
    if [ -n "$first" ]; then
      printf '%-26s caught after %6s s (%s programs)\n' "$m" "$first" "${progs:-?}" >> "$summary"
    else
      printf '%-26s NOT caught in %s s (%s programs)\n' "$m" "$each" "${progs:-?}" >> "$summary"
      status=1
    fi
  done
  cat "$summary"
  echo "make fuzz: per-mutant reports in $out/<mutant>/report.html, summary in $summary"
fi

# The parser fuzz target: parse -> verify -> print -> reparse fixpoint.
dir="$B/fuzz"
corpus="$dir/corpus"
art="$dir/crashes"
log="$dir/fuzz.log"
if bash fuzzers/build.sh "$dir" > "$dir.build.log" 2>&1; then
  mkdir -p "$corpus" "$art"
  cp -rn corpora/fuzz_parse/. "$corpus/" 2>/dev/null || true
  before=$(find "$art" -maxdepth 1 -type f | wc -l)
  echo "make fuzz: parser fuzz target for $psecs s (log: $log)"
  "$dir/fuzz_parse" -max_total_time="$psecs" -timeout=10 -rss_limit_mb=2048 \
    -dict=fuzzers/fuzz_parse.dict -artifact_prefix="$art/" -print_final_stats=1 \
    "$corpus" > "$log" 2>&1
  rc=$?
  execs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$log" | tail -n 1)
  after=$(find "$art" -maxdepth 1 -type f | wc -l)
  echo "make fuzz: parser fuzz: ${execs:-?} inputs, $((after - before)) new crashes (in $art)"
  [ "$after" -gt "$before" ] && status=1
  [ "$rc" -ne 0 ] && [ "$after" -le "$before" ] && status=2
else
  echo "make fuzz: building the parser fuzz target failed (see $dir.build.log)" >&2
  status=2
fi
exit $status

#!/usr/bin/env bash
# bench/bench_campaign.sh B -- the campaign's benchmarks, part of `make bench`:
#  1. programs checked per second on one core (generate, run the pipeline
#     pass by pass, interpret before and after on every input vector,
#     classify), with the average program size, against the peer measured
#     in the same run: llvm-stress-16 -size 100 generating a module plus
#     opt-16 running LSR and the SLP vectorizer over it (generation and
#     transformation only: nothing is executed or checked);
#  2. the time to the first detection of each mutant-* pass (the oracles'
#     own test: DESIGN.md "Checking the checkers"), one core each.
# Prints a table to stdout and B/bench/campaign/report.txt.  Never asserts.
set -u

B=${1:?usage: bench/bench_campaign.sh BUILD_DIR}
PC="$B/passcheck"
dir="$B/bench/campaign"
secs=${BENCH_CAMPAIGN_SECONDS:-20}
limit=${BENCH_MUTANT_SECONDS:-60}
rm -rf "$dir" && mkdir -p "$dir"
report="$dir/report.txt"

now() { date +%s.%N; }

default=$("$PC" opt --help | sed -n 's/^default pipeline: //p')
if [ -z "$default" ] || [ "${default#(empty}" != "$default" ]; then
  # No real pass yet: a pipeline of two mutants that rarely change a
  # program, so nearly every program takes the full path to `ok`.
  pipe=mutant-fold-fptosi,mutant-hoist-div
  note="(the default pipeline is empty: measured through $pipe)"
else
  pipe=default
  note="(the default pipeline: $default)"
fi

"$PC" fuzz --passes "$pipe" --time "$secs" --jobs 1 --knobs default --out "$dir/tp" > "$dir/tp.log" 2>&1
line=$(grep '^fuzz: ' "$dir/tp.log")
rate=$(printf '%s\n' "$line" | sed -n 's/.*(\([0-9.]*\) programs\/s.*/\1/p')
size=$(printf '%s\n' "$line" | sed -n 's/.* \([0-9]*\) instructions on average.*/\1/p')

# The peer: llvm-stress-16 + opt-16 (LSR, SLP) per module, 30 modules.
peer_rate=""
if command -v llvm-stress-16 >/dev/null && command -v opt-16 >/dev/null; then
  n=30
  t0=$(now)
  for s in $(seq 1 $n); do
    llvm-stress-16 -size 100 -seed "$s" -o "$dir/ls.ll" &&
      opt-16 -passes='function(loop(loop-reduce),slp-vectorizer)' -disable-output "$dir/ls.ll"
  done 2> /dev/null
  t1=$(now)
  peer_rate=$(python3 -c "print('%.1f' % ($n / ($t1 - $t0)))")
fi

{
  echo "campaign throughput $note"
  echo "  passcheck fuzz, 1 core, ${secs} s: ${rate:-?} programs/s checked, ${size:-?} instructions on average"
  echo "  outcomes: $(grep '^outcomes:' "$dir/tp.log" | sed 's/^outcomes: //')"
  if [ -n "$peer_rate" ] && [ -n "$rate" ]; then
    echo "  peer: llvm-stress-16 -size 100 + opt-16 (loop-reduce, slp-vectorizer): $peer_rate modules/s (no checking)"
    python3 -c "print('  passcheck checks %.1fx as many programs per second as the peer only generates and transforms' % ($rate / $peer_rate))"
  fi
  echo "  target: >= 200 programs/s per core on default-size programs"
  echo
  echo "time to first detection of each mutant (1 core, stop at the first finding, limit ${limit} s)"
  printf '  %-26s %10s %10s\n' mutant seconds programs
} | tee "$report"

for m in $("$PC" opt --help | sed -n 's/^  \(mutant-[a-z0-9-]*\) .*/\1/p'); do
  "$PC" fuzz --passes "$m" --time "$limit" --jobs 1 --stop-on-first --out "$dir/$m" > "$dir/$m.log" 2>&1
  first=$(sed -n 's/.*first after \([0-9.]*\) s.*/\1/p' "$dir/$m.log")
  progs=$(sed -n 's/^fuzz: \([0-9]*\) programs.*/\1/p' "$dir/$m.log")
  shown=${first:-not found}
  case "$m" in  # correct transformations: no finding is the right result
    mutant-reassoc-ok) shown=${first:+found (wrong)}; shown=${shown:-accepted} ;;
  esac
  printf '  %-26s %10s %10s\n' "$m" "$shown" "${progs:-?}" | tee -a "$report"
done
echo "bench: campaign report in $report"

#!/bin/bash
# interrupt.sh PASSCHECK DIR -- Ctrl-C (SIGINT) stops a campaign cleanly:
# it exits within seconds, with the summary printed, campaign.json saved
# at the resume point, the report written, and every finding whole.
set -u
PC=$1 T=$2
rm -rf "$T" && mkdir -p "$T"
fail() { echo "interrupt: FAIL: $*"; exit 1; }
"$PC" fuzz --passes mutant-shuffle-lane --time 120 --jobs 2 --out "$T/out" > "$T/log" 2>&1 &
pid=$!
sleep 2
kill -INT $pid
for i in $(seq 1 100); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
kill -0 $pid 2>/dev/null && { kill -9 $pid; fail "still running 10 s after SIGINT"; }
wait $pid
rc=$?
[ "$rc" -le 1 ] || fail "exit status $rc"
grep -q '^fuzz: [1-9][0-9]* programs' "$T/log" || fail "no summary: $(tail -3 "$T/log")"
[ -s "$T/out/report.html" ] && [ -s "$T/out/report.json" ] || fail "no report"
next=$(sed -n 's/.*"next_seed": \([0-9]*\),.*/\1/p' "$T/out/campaign.json")
progs=$(sed -n 's/^fuzz: \([0-9]*\) programs.*/\1/p' "$T/log")
[ "${next:-0}" -gt 0 ] || fail "campaign.json has no resume point"
[ "$next" -le "$progs" ] || fail "resume point $next beyond the $progs programs checked"
for d in "$T"/out/findings/*/; do
  [ -d "$d" ] || continue
  [ -s "$d/result.json" ] || fail "$d is not whole"
done
echo "interrupt: stopped cleanly after $progs programs (resume at $next)"

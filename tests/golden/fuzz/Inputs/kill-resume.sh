#!/bin/bash
# kill-resume.sh PASSCHECK DIR -- a campaign killed with SIGKILL at random
# moments and resumed until it is done must hold every finding (signature
# and at least the count) of the same campaign run without interruption,
# and never a half-written finding folder.
set -u
PC=$1 T=$2 N=${3:-60}
P=mutant-ule-as-ult,mutant-drop-store,mutant-shuffle-lane
ARGS=(--passes $P --programs $N --jobs 2 --seed 11 --knobs default)
rm -rf "$T" && mkdir -p "$T"
fail() { echo "kill-resume: FAIL: $*"; exit 1; }

t0=$(date +%s%N)
"$PC" fuzz "${ARGS[@]}" --out "$T/ref" > "$T/ref.log" 2>&1
rc=$?
[ $rc -eq 1 ] || fail "the uninterrupted campaign found nothing (exit $rc)"
# Kill moments are random fractions (15%..60%) of the uninterrupted run's
# time, at least 0.2 s, so that every machine speed sees kills mid-run.
tref=$(( ($(date +%s%N) - t0) / 1000000 ))

RANDOM=7
for round in $(seq 1 60); do
  "$PC" fuzz "${ARGS[@]}" --out "$T/kill" --resume > "$T/kill.log" 2>&1 &
  pid=$!
  ms=$(( tref * (15 + RANDOM % 46) / 100 ))
  [ "$ms" -lt 200 ] && ms=200
  sleep "$((ms / 1000)).$(printf '%03d' $((ms % 1000)))"
  if kill -0 $pid 2>/dev/null; then
    kill -9 $pid
    wait $pid 2>/dev/null
    kills=$round
    # no half-written folder is ever visible under a final name
    for d in "$T"/kill/findings/*/; do
      [ -d "$d" ] || continue
      for f in program.ll input.txt result.json repro.sh count; do
        [ -s "$d/$f" ] || fail "after SIGKILL: $d has no $f"
      done
    done
  else
    wait $pid
    break
  fi
done
grep -q '"next_seed": '"$N"',' "$T/kill/campaign.json" || fail "campaign not finished: $(grep next_seed "$T/kill/campaign.json")"
echo "kill-resume: killed ${kills:-0} times"
for d in "$T"/ref/findings/*/; do
  s=$(basename "$d")
  [ -d "$T/kill/findings/$s" ] || fail "finding $s lost"
  a=$(cat "$d/count") b=$(cat "$T/kill/findings/$s/count")
  [ "$b" -ge "$a" ] || fail "finding $s: count $b < $a"
done
echo "kill-resume: all $(ls "$T/ref/findings" | wc -l) findings kept"

#!/bin/bash
# tests/long/gen-crosscheck.sh BUILD [COUNT] -- the interpreter against
# lli-16 on COUNT generated programs (default 10,000): `passcheck gen`
# writes them, `passcheck crosscheck` runs each on 2 inputs over the grid
# the generator wrote it for (its header comment), in parallel on every core.  Passes when no
# program disagrees; prints the agree / disagree / skipped totals and
# keeps the disagreeing programs in BUILD/gen-crosscheck/bad/.  Part of
# `make check-long` (too slow for `make test`).
set -u
B=${1:?usage: gen-crosscheck.sh BUILD [COUNT]}
N=${2:-10000}
PC=$B/passcheck
DIR=$B/gen-crosscheck
rm -rf "$DIR" && mkdir -p "$DIR/progs" "$DIR/out" "$DIR/bad"
"$PC" gen --seed 1 --count "$N" --out "$DIR/progs" >/dev/null || { echo "gen-crosscheck: gen failed"; exit 1; }
JOBS=$(nproc)
# one crosscheck per program, on the grid its header comment names
export PC
ls "$DIR/progs"/*.ll | xargs -P "$JOBS" -I{} sh -c \
  'g=$(sed -n "s/^; grid \([0-9x,]*[0-9]\).*/\1/p" "{}" | head -n 1);
   "$PC" crosscheck "{}" --inputs 2 --grid "${g:-2x4}" > "{}.log" 2>&1; true'
mv "$DIR"/progs/*.log "$DIR/out/"
cat "$DIR"/out/*.log > "$DIR/all.log"
sum() { grep -o "$1 [0-9]*" "$DIR/all.log" | awk '{s += $2} END {print s + 0}'; }
A=$(sum agree); D=$(sum disagree); S=$(sum skipped); F=$(sum lli-failed)
echo "gen-crosscheck: $N programs: agree $A, disagree $D, skipped $S, lli-failed $F"
grep -E "disagree [1-9]|lli-failed [1-9]" "$DIR/all.log" | awk '{print $1}' | while read -r f; do
  cp "$f" "$DIR/bad/" 2>/dev/null
done
[ "$D" -eq 0 ] && [ "$F" -eq 0 ] && [ "$A" -gt 0 ]

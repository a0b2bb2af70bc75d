#!/bin/bash
# tests/long/alive-tv.sh BUILD ALIVE2_DIR -- `passcheck equiv` over the
# source/target pairs of Alive2's own tests (ALIVE2_DIR/tests/alive-tv/
# **/*.srctgt.ll, a checkout of github.com/AliveToolkit/alive2: not part
# of this repository), each file's expected verdict taken from it: a file
# with an "; ERROR:" line is incorrect, any other correct.  Left out, and
# counted: files llvm-as-16 rejects (newer syntax), files marked XFAIL
# (Alive2 itself fails them), files using another target's intrinsics
# (llvm.x86.*, llvm.aarch64.*, llvm.arm.*), and files whose TEST-ARGS
# change the semantics (anything but -src-unroll, -tgt-unroll and -dbg:
# -tgt-is-asm, -disallow-ub-exploitation, -disable-poison-input, ...).
# A file's verdict is incorrect if one of its pairs is, else unsupported
# if one is, else correct.  Prints the table (expected -> verdict), the
# false alarms, the share of known-incorrect files found and the
# unsupported share; exits 1 on a false alarm.  Not run by `make test`
# (the collection is not here); results go to BUILD/alive-tv/.
set -u
B=${1:?usage: alive-tv.sh BUILD ALIVE2_DIR}
A=${2:?usage: alive-tv.sh BUILD ALIVE2_DIR}
D=$B/alive-tv
[ -d "$A/tests/alive-tv" ] || { echo "alive-tv: no $A/tests/alive-tv (a checkout of Alive2)"; exit 2; }
mkdir -p "$D"
out=$D/results.tsv
: > "$out"
command -v llvm-as-16 > /dev/null || { echo "alive-tv: llvm-as-16 is missing"; exit 2; }
find "$A/tests/alive-tv" -name '*.srctgt.ll' | LC_ALL=C sort | while read -r f; do
  if ! llvm-as-16 -o /dev/null "$f" 2> /dev/null; then echo "$f	skip	not accepted by llvm-as-16" >> "$out"; continue; fi
  if grep -q 'XFAIL' "$f"; then echo "$f	skip	XFAIL (Alive2 itself fails)" >> "$out"; continue; fi
  if grep -qE 'llvm\.(x86|aarch64|arm)\.' "$f"; then echo "$f	skip	another target's intrinsics" >> "$out"; continue; fi
  args=$(grep -m1 'TEST-ARGS:' "$f" | sed 's/.*TEST-ARGS://')
  bad=0
  for a in $args; do
    case $a in -src-unroll*|--src-unroll*|-tgt-unroll*|--tgt-unroll*|-dbg) ;; *) bad=1 ;; esac
  done
  if [ $bad = 1 ]; then echo "$f	skip	flags that change the semantics" >> "$out"; continue; fi
  exp=correct
  grep -q '^; *ERROR' "$f" && exp=incorrect
  r=$(timeout 120 "$B/passcheck" equiv "$f" 2>&1)
  vs=$(printf '%s\n' "$r" | grep -E '^@[^ ]*: ' | sed -E 's/^@[^:]*: ([a-z]+).*/\1/')
  v=error
  for c in incorrect unsupported correct; do
    if printf '%s\n' "$vs" | grep -qx "$c"; then v=$c; break; fi
  done
  # a file passcheck cannot read but llvm-as-16 accepts: unsupported
  [ $v = error ] && printf '%s\n' "$r" | grep -q ': unsupported: ' && v=unsupported
  echo "$f	$exp	$v" >> "$out"
done
awk -F'\t' '
  $2 == "skip" { skip[$3]++; next }
  { n++; t[$2 " -> " $3]++; if ($2 == "incorrect") inc++; if ($2 == "incorrect" && $3 == "incorrect") found++
    if ($3 == "unsupported" || $3 == "error") uns++; if ($2 == "correct" && $3 == "incorrect") fa[++nfa] = $1 }
  END {
    for (k in skip) printf "left out: %d %s\n", skip[k], k
    for (k in t) printf "%-28s %d\n", k, t[k]
    for (i = 1; i <= nfa; i++) printf "false alarm: %s\n", fa[i]
    printf "alive-tv: %d files, %d false alarms, %d of %d known-incorrect found (%.1f%%), %.1f%% unsupported or errors\n",
           n, nfa, found, inc, inc ? 100 * found / inc : 0, n ? 100 * uns / n : 0
    exit nfa > 0
  }' "$out"

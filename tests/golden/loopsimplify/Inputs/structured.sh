#!/usr/bin/env bash
# tests/golden/loopsimplify/Inputs/structured.sh PASSCHECK FIRST LAST --
# for each seed FIRST..LAST: a kernel from structured_gen.py, through
# opt-16 -passes=mem2reg (phis), then
#   - `passcheck check -passes=loop-simplify` must say ok (the differential
#     oracle: every run refines),
#   - `passcheck analyze --loops` must equal opt-16 print<loops>,
#   - the simplified module must pass llvm-as-16, and LLVM's own
#     loop-simplify must add no block to it.
# Prints one line per problem ("BAD seed: ...") and a summary
# "N programs: ok O (changed C), invalid I, bad B; L loops"; exits 1 when
# anything is bad.  The README's figures come from seeds 1..2000.
set -u
pc=${1:?usage: structured.sh PASSCHECK FIRST LAST}
first=${2:?} last=${3:?}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0 ok=0 changed=0 inv=0 bad=0 loops=0
labels() { grep -cE '^[^ ;].*:' "$1"; }
for s in $(seq "$first" "$last"); do
  n=$((n + 1))
  python3 "$here/structured_gen.py" "$s" > "$tmp/a.ll"
  if ! opt-16 -passes=mem2reg -S "$tmp/a.ll" -o "$tmp/p.ll" 2> "$tmp/err"; then
    echo "BAD $s: mem2reg failed: $(head -n 1 "$tmp/err")"; bad=$((bad + 1)); continue
  fi
  out=$("$pc" check "$tmp/p.ll" -passes=loop-simplify --inputs 4 2>&1)
  if printf '%s\n' "$out" | grep -q '^result: ok'; then
    ok=$((ok + 1))
    printf '%s\n' "$out" | grep -q 'changed, ok' && changed=$((changed + 1))
  elif printf '%s\n' "$out" | grep -q 'invalid-test'; then
    inv=$((inv + 1))
  else
    echo "BAD $s: oracle: $(printf '%s\n' "$out" | tail -n 3 | tr '\n' ' ')"; bad=$((bad + 1))
  fi
  opt-16 -passes='print<loops>' -disable-output "$tmp/p.ll" 2> "$tmp/llvm"
  "$pc" analyze "$tmp/p.ll" --loops > "$tmp/pc" 2>&1
  if cmp -s "$tmp/llvm" "$tmp/pc"; then
    loops=$((loops + $(grep -c 'Loop at depth' "$tmp/llvm")))
  else
    echo "BAD $s: analyze --loops differs from opt-16"; bad=$((bad + 1))
  fi
  if ! "$pc" opt "$tmp/p.ll" -passes=loop-simplify -o "$tmp/s.ll" 2> "$tmp/err" || ! llvm-as-16 "$tmp/s.ll" -o /dev/null 2>> "$tmp/err"; then
    echo "BAD $s: loop-simplify output: $(head -n 1 "$tmp/err")"; bad=$((bad + 1)); continue
  fi
  opt-16 -passes=loop-simplify -S "$tmp/s.ll" -o "$tmp/l.ll"
  if [ "$(labels "$tmp/s.ll")" != "$(labels "$tmp/l.ll")" ]; then
    echo "BAD $s: LLVM's loop-simplify still adds blocks"; bad=$((bad + 1))
  fi
done
echo "$n programs: ok $ok (changed $changed), invalid $inv, bad $bad; $loops loops"
[ "$bad" -eq 0 ]

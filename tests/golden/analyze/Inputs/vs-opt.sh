#!/usr/bin/env bash
# tests/golden/analyze/Inputs/vs-opt.sh PASSCHECK DIR -- compares
# `passcheck analyze F --loops` with `opt-16 -passes='print<loops>'` on
# every DIR/*.ll, byte for byte.  optnone is stripped from the copy opt-16
# reads (opt skips optnone functions; -O0 kernels carry it).  Prints one
# "DIFF F" block with the diff per disagreement, then
# "N modules agree (M loops), K differ"; exits 1 when K > 0 or N = 0.
set -u
pc=${1:?usage: vs-opt.sh PASSCHECK DIR}
dir=${2:?usage: vs-opt.sh PASSCHECK DIR}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
agree=0 loops=0 differ=0
for f in "$dir"/*.ll; do
  sed 's/\boptnone\b//g' "$f" > "$tmp/in.ll"
  if ! opt-16 -passes='print<loops>' -disable-output "$tmp/in.ll" 2> "$tmp/llvm" > /dev/null; then
    echo "DIFF $f: opt-16 failed"; differ=$((differ + 1)); continue
  fi
  "$pc" analyze "$f" --loops > "$tmp/pc" 2>&1
  if cmp -s "$tmp/pc" "$tmp/llvm"; then
    agree=$((agree + 1))
    loops=$((loops + $(grep -c 'Loop at depth' "$tmp/llvm")))
  else
    echo "DIFF $f"
    diff "$tmp/pc" "$tmp/llvm" | head -n 20
    differ=$((differ + 1))
  fi
done
echo "$agree modules agree ($loops loops), $differ differ"
[ "$differ" -eq 0 ] && [ "$agree" -gt 0 ]

#!/usr/bin/env bash
# tests/run-roundtrip.sh B -- the mechanical round trip of every .ll file in
# the repository (tracked, or untracked but not ignored), except the
# intentionally invalid inputs under a directory named errors/ or bad/, and
# valid LLVM IR outside the subset under a directory named unsupported/:
#   B/passcheck print FILE > a.ll     the canonical text
#   llvm-as-16 a.ll -o /dev/null      LLVM accepts it (skipped when absent;
#                                     files under ir19/ or ir22/ are LLVM 19 or
#                                     22 text: llvm-as-19 or llvm-as-22)
#   B/passcheck print a.ll > b.ll     printing again ...
#   cmp a.ll b.ll                     ... changes nothing (print is a fixpoint)
# Prints each failure with its reason (for cmp: the first differing line),
# then exactly "roundtrip: N passed, M failed" as the last line; exits 1 on
# any failure.  Run from the repository root; tests/run-golden.sh runs it.
set -u

B=${1:?usage: tests/run-roundtrip.sh BUILD_DIR}
PC="$B/passcheck"
if [ ! -x "$PC" ]; then
  echo "roundtrip: $PC is missing (build it first)" >&2
  echo "roundtrip: 0 passed, 1 failed"
  exit 1
fi

LLVM_AS16=$(command -v llvm-as-16 || true)
[ -n "$LLVM_AS16" ] || echo "roundtrip: llvm-as-16 not on PATH: skipping the llvm-as step" >&2

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The inputs: git's view of the tree when there is one, else every .ll file.
list_inputs() {
  if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git ls-files -co --exclude-standard -- '*.ll'
  else
    find . -name '*.ll' -type f | sed 's|^\./||' | sort
  fi
}

pass=0
fail=0

# fail_with FILE REASON [DETAIL FILE]: reports one failure.
fail_with() {
  echo "FAIL: $1: $2"
  if [ -n "${3:-}" ] && [ -s "$3" ]; then sed -n '1,5s/^/    /p' "$3"; fi
  fail=$((fail + 1))
}

# first_difference A B: the first line where A and B differ, both versions.
first_difference() {
  local n
  n=$(cmp "$1" "$2" 2>/dev/null | sed -nE 's/.* line ([0-9]+).*/\1/p')
  if [ -z "$n" ]; then # one file is a prefix of the other
    n=$(($(wc -l < "$1") + 1))
  fi
  echo "    line $n, first print:  $(sed -n "${n}p" "$1")"
  echo "    line $n, second print: $(sed -n "${n}p" "$2")"
}

while IFS= read -r f; do
  case "/$f" in */errors/* | */bad/* | */unsupported/*) continue ;; esac
  [ -f "$f" ] || continue
  a="$tmp/a.ll" b="$tmp/b.ll" err="$tmp/err"
  case "/$f" in
  */ir19/*) LLVM_AS=$(command -v llvm-as-19 || true) ;;
  */ir22/*) LLVM_AS=$(command -v llvm-as-22 || true) ;;
  *) LLVM_AS=$LLVM_AS16 ;;
  esac
  if ! "$PC" print "$f" > "$a" 2> "$err"; then
    fail_with "$f" "passcheck print failed" "$err"
    continue
  fi
  if [ -n "$LLVM_AS" ] && ! "$LLVM_AS" "$a" -o /dev/null 2> "$err"; then
    fail_with "$f" "$(basename "$LLVM_AS") rejects the printed module" "$err"
    continue
  fi
  if ! "$PC" print "$a" > "$b" 2> "$err"; then
    fail_with "$f" "passcheck print of the printed module failed" "$err"
    continue
  fi
  if ! cmp -s "$a" "$b"; then
    fail_with "$f" "printing the printed module changes it"
    first_difference "$a" "$b"
    continue
  fi
  pass=$((pass + 1))
done < <(list_inputs)

echo "roundtrip: $pass passed, $fail failed"
[ "$fail" -eq 0 ]

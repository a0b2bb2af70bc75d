# bench/module.sh -- sourced by bench/run.sh and bench/bench_analysis.sh:
# the recipe for the large benchmark module.  Every kernel both passcheck
# and llvm-as-16 accept, its symbols renamed, linked into $dir/one.ll, then
# copies of one.ll linked until about $mb MB into $big.  Needs PC, dir, mb
# and big set by the caller.

# rename SUFFIX < in.ll > out.ll: appends SUFFIX to every symbol the file
# defines (functions with a body, global variables) except the reserved
# llvm.* ones (llvm.used, ...); declarations of external functions keep
# their names so that the copies share them.
rename() {
  python3 -c '
import re, sys
suf = sys.argv[1]
text = sys.stdin.read()
name = r"(@(?:[-a-zA-Z$._][-a-zA-Z$._0-9]*|\"[^\"]*\"))"
defs = set(re.findall(r"^define\b[^\n]*?" + name + r"\(", text, re.M))
defs |= set(re.findall(r"^" + name + r"\s*=", text, re.M))
def sub(m):
    s = m.group(1)
    if s not in defs or s.startswith(("@llvm.", "@\"llvm.")):
        return s
    return s[:-1] + suf + "\"" if s.endswith("\"") else s + suf
sys.stdout.write(re.sub(name + r"(?![-a-zA-Z$._0-9])", sub, text))
' "$1"
}

build_big() {
  local parts="$dir/parts" n=0 f k size copies
  rm -rf "$parts"
  mkdir -p "$parts"
  for f in corpora/kernels/*.ll; do
    if ! "$PC" parse "$f" 2>/dev/null || ! llvm-as-16 "$f" -o /dev/null 2>/dev/null; then continue; fi
    n=$((n + 1))
    rename ".b$n" < "$f" > "$parts/k$n.ll"
  done
  [ "$n" -gt 0 ] || { echo "bench: no kernel in corpora/kernels parses" >&2; return 1; }
  # (the OpenCL kernels' nvcl triple only makes llvm-link warn)
  llvm-link-16 -S "$parts"/k*.ll -o "$dir/one.ll" 2> "$dir/link.log" || { cat "$dir/link.log" >&2; return 1; }
  size=$(stat -c %s "$dir/one.ll")
  copies=$(( (mb * 1000000 + size - 1) / size ))
  rm -f "$parts"/k*.ll
  for ((k = 1; k <= copies; k++)); do rename ".c$k" < "$dir/one.ll" > "$parts/c$k.ll"; done
  llvm-link-16 -S "$parts"/c*.ll -o "$big.tmp" 2>> "$dir/link.log" || { cat "$dir/link.log" >&2; return 1; }
  rm -rf "$parts"
  mv "$big.tmp" "$big"
  echo "bench: built $big from $n kernel files x $copies copies" >&2
}


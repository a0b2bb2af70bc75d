#!/usr/bin/env bash
# fuzzers/make-corpora.sh [TARGET...] -- regenerates the seed corpora
# corpora/<target>/ of the fuzz targets (default: every target): raw seeds
# from the targets' own scripts, then minimized by the engines' tools so
# that every kept file adds coverage:
#   fuzz_parse     corpora/fuzz_parse is hand-written (kept as is; merged
#                  only with MERGE_PARSE=1)
#   fuzz_ir        corpora/kernels/*.ll + 40 generated kernels (passcheck gen)
#   fuzz_gen, fuzz_pass_<p>   decision tapes (fuzzers/seeds_gen.py)
#   fuzz_div       fuzzers/seeds_div.py     fuzz_mathfold  fuzzers/seeds_mathfold.py
# Raw seeds named keep-* are kept whatever their coverage (inputs an
# oracle needs, e.g. fuzz_mathfold's conversions of x.7: the mutant test);
# a pass target's corpora/<t>/keep-* tapes are carried into its raw seeds
# (a tape's program changes with the generator: find a new one by fuzzing
# with PASSCHECK_FUZZ_PIPELINE=<mutant> when the mutant test fails).
# Minimization: libFuzzer's -merge=1 (build/fuzz-plain, the libfuzzer-plain
# build), or AFL++'s afl-cmin with CMIN=afl (build/fuzz-afl).  Run from the
# repository root after `make`; the result is deterministic up to the
# engines' coverage (re-running keeps a corpus of the same kind).
set -eu
cd "$(dirname "$0")/.."

PC=build/passcheck
[ -x "$PC" ] || { echo "make-corpora: build passcheck first (make)" >&2; exit 1; }
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(ls fuzzers/fuzz_*.c | sed 's|fuzzers/||; s|\.c$||')
fi
cmin=${CMIN:-libfuzzer}
if [ "$cmin" = afl ]; then
  bash fuzzers/build.sh --engine afl build/fuzz-afl >/dev/null
  bin=build/fuzz-afl
else
  bash fuzzers/build.sh --engine libfuzzer-plain build/fuzz-plain >/dev/null
  bin=build/fuzz-plain
fi
mkdir -p build
tmp=$(mktemp -d "$PWD/build/corpora-tmp.XXXXXX")  # not under /tmp: afl-cmin refuses it
trap 'rm -rf "$tmp"' EXIT

knobs_of() {  # the number of knobs pass $1 reads
  "$PC" knobs | awk -v p="$1" 'NR > 1 && $5 == p' | wc -l
}

for t in "${targets[@]}"; do
  raw="$tmp/$t-raw"
  mkdir -p "$raw"
  case $t in
    fuzz_parse)
      if [ "${MERGE_PARSE:-0}" != 1 ]; then echo "make-corpora: fuzz_parse: hand-written, kept"; continue; fi
      cp -r corpora/fuzz_parse/. "$raw/" ;;
    fuzz_ir)
      cp corpora/kernels/*.ll "$raw/"
      for s in $(seq 1 40); do "$PC" gen --seed "$s" > "$raw/gen-$s.ll"; done ;;
    fuzz_gen) python3 fuzzers/seeds_gen.py "$t" "$raw" >/dev/null ;;
    fuzz_pass_*)
      python3 fuzzers/seeds_gen.py "$t" "$raw" "$(knobs_of "${t#fuzz_pass_}")" >/dev/null
      # tapes found by fuzzing that an oracle test needs (keep-*: e.g. the
      # program on which mutant-magic-div is wrong) stay across regenerations
      for k in corpora/"$t"/keep-*; do [ -f "$k" ] && cp "$k" "$raw/"; done ;;
    fuzz_div) python3 fuzzers/seeds_div.py "$raw" >/dev/null ;;
    fuzz_mathfold) python3 fuzzers/seeds_mathfold.py "$raw" >/dev/null ;;
    *) echo "make-corpora: no seed source for $t" >&2; exit 1 ;;
  esac
  new="$tmp/$t-min"
  mkdir -p "$new"
  if [ "$cmin" = afl ]; then
    AFL_SKIP_CPUFREQ=1 AFL_NO_UI=1 afl-cmin -i "$raw" -o "$new" -t 10000 -- "$bin/$t" >/dev/null 2>&1 || {
      echo "make-corpora: afl-cmin failed on $t" >&2; exit 1; }
  else
    "$bin/$t" -merge=1 -timeout=30 "$new" "$raw" > "$tmp/$t.log" 2>&1 || {
      echo "make-corpora: merge failed on $t (see the log below)" >&2; tail -5 "$tmp/$t.log" >&2; exit 1; }
  fi
  rm -rf "corpora/$t"
  mkdir -p "corpora/$t"
  # libFuzzer names merged files by content hash; keep the raw names where we can
  for f in "$new"/*; do
    [ -e "$f" ] || continue
    name=$(basename "$f")
    for r in "$raw"/*; do
      if cmp -s "$f" "$r"; then name=$(basename "$r"); break; fi
    done
    cp "$f" "corpora/$t/$name"
  done
  # seeds that matter to an oracle but add no coverage (keep-*) stay
  for r in "$raw"/keep-*; do [ -e "$r" ] && cp "$r" "corpora/$t/"; done
  echo "make-corpora: $t: $(ls "$raw" | wc -l) raw seeds -> $(ls "corpora/$t" | wc -l) kept ($cmin)"
done

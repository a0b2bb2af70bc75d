#!/usr/bin/env bash
# fuzzers/build.sh [--engine E] [OUT] -- builds every fuzz target
# fuzzers/fuzz_*.c with the passcheck library into OUT/fuzz_<name>.
# Run from the repository root (or anywhere: it cds there).
#
# Engines (E):
#   libfuzzer        clang-16 -fsanitize=fuzzer,address,undefined, UB fatal
#                    (the default; OUT default build/fuzz)
#   libfuzzer-ubsan  -fsanitize=fuzzer,undefined (build/fuzz-ubsan)
#   libfuzzer-plain  -fsanitize=fuzzer, -O2: speed and memory-growth runs
#                    (build/fuzz-plain)
#   afl              afl-clang-fast -O2, the persistent-mode driver
#                    fuzzers/afl_driver.c, plus OUT/passcheck-mutator.so (the
#                    IR custom mutator, fuzzers/afl_mutator.c) (build/fuzz-afl)
#   afl-asan         the same with AFL_USE_ASAN and AFL_USE_UBSAN (build/fuzz-afl-asan)
#   afl-cmplog       AFL_LLVM_CMPLOG: the comparison-logging binary afl-fuzz -c
#                    takes (build/fuzz-afl-cmplog)
# The libFuzzer builds leave the reference interpreter out of the coverage
# instrumentation (fuzzers/coverage-ignore.txt: 2.5x the speed of fuzz_gen).
# MemorySanitizer is not offered: every library the program calls must be
# built with it, and Debian's MPFR, GMP and jansson are not.
#
# Under OSS-Fuzz conventions (LIB_FUZZING_ENGINE set) it uses $CC, $CFLAGS,
# $LIB_FUZZING_ENGINE and $OUT instead (the sanitizer comes from $CFLAGS;
# AFL++ under OSS-Fuzz links its own driver through $LIB_FUZZING_ENGINE),
# and writes next to each target its seed corpus (corpora/<target>/ as
# <target>_seed_corpus.zip), dictionary (fuzzers/<target>.dict) and options
# file (<target>.options: max_len, dict).
# Incremental: objects in OUT/obj ($WORK under OSS-Fuzz) are rebuilt when a
# source, a header or the flags change.  The library's sources come from the
# Makefile (LIBSRC).
set -eu
cd "$(dirname "$0")/.."

engine=libfuzzer
if [ "${1:-}" = "--engine" ]; then
  engine=${2:?--engine needs a value}
  shift 2
fi
if [ "${1:-}" = "-h" ] || [ "${1:-}" = "--help" ]; then
  sed -n '2,/^set -eu/p' "$0" | sed 's/^# \{0,1\}//; /^set -eu/d'
  exit 0
fi

san="-fno-sanitize-recover=undefined -fno-omit-frame-pointer"
# the reference interpreter is not coverage-instrumented (fuzzers/coverage-ignore.txt)
ign="-fsanitize-coverage-ignorelist=fuzzers/coverage-ignore.txt"
driver=""
mutator=0
ossfuzz=0
export AFL_QUIET=1
if [ -n "${LIB_FUZZING_ENGINE:-}" ]; then
  out=${OUT:?OUT must be set under OSS-Fuzz}
  cc=${CC:-clang}
  cflags="${CFLAGS:-} $ign"
  link="$LIB_FUZZING_ENGINE"
  obj="${WORK:-$out}/passcheck-obj"
  ossfuzz=1
  engine=oss-fuzz
else
  case $engine in
    libfuzzer)
      out=${1:-build/fuzz}; cc=${FUZZ_CC:-clang-16}
      cflags="-g -O1 $san -fsanitize=fuzzer-no-link,address,undefined $ign"
      link="-fsanitize=fuzzer,address,undefined" ;;
    libfuzzer-ubsan)
      out=${1:-build/fuzz-ubsan}; cc=${FUZZ_CC:-clang-16}
      cflags="-g -O1 $san -fsanitize=fuzzer-no-link,undefined $ign"
      link="-fsanitize=fuzzer,undefined" ;;
    libfuzzer-plain)
      out=${1:-build/fuzz-plain}; cc=${FUZZ_CC:-clang-16}
      cflags="-g -O2 -fsanitize=fuzzer-no-link $ign"
      link="-fsanitize=fuzzer" ;;
    afl | afl-asan | afl-cmplog)
      command -v afl-clang-fast >/dev/null 2>&1 || {
        echo "fuzzers/build.sh: afl-clang-fast not found (install afl++: make deps)" >&2; exit 1; }
      cc=afl-clang-fast
      cflags="-g -O2"
      link=""
      driver=fuzzers/afl_driver.c
      case $engine in
        afl) out=${1:-build/fuzz-afl}; mutator=1 ;;
        afl-asan) out=${1:-build/fuzz-afl-asan}; export AFL_USE_ASAN=1 AFL_USE_UBSAN=1
                  cflags="-g -O1 -fno-omit-frame-pointer"; link="-fsanitize=address,undefined" ;;
        afl-cmplog) out=${1:-build/fuzz-afl-cmplog}; export AFL_LLVM_CMPLOG=1 ;;
      esac ;;
    *) echo "fuzzers/build.sh: unknown engine '$engine' (libfuzzer, libfuzzer-ubsan, libfuzzer-plain, afl, afl-asan, afl-cmplog)" >&2
       exit 1 ;;
  esac
  obj="$out/obj"
fi
mkdir -p "$out"
cppflags="-std=c11 -D_GNU_SOURCE -Icore -Wall -Wno-unused-parameter"
libs="-ljansson -lmpfr -lgmp -lm"

libsrc=$(make -s --no-print-directory --eval='fuzz-print-libsrc: ; @echo $(LIBSRC)' fuzz-print-libsrc)
hdrs=$(make -s --no-print-directory --eval='fuzz-print-hdrs: ; @echo $(HDRS)' fuzz-print-hdrs)
hdrs="$hdrs fuzzers/coverage-ignore.txt"

mkdir -p "$obj"
stamp="$cc $cflags $cppflags ${AFL_USE_ASAN:-} ${AFL_LLVM_CMPLOG:-}"
if [ "$(cat "$obj/flags" 2>/dev/null)" != "$stamp" ]; then
  rm -rf "$obj"
  mkdir -p "$obj"
  printf '%s' "$stamp" > "$obj/flags"
fi

# Sources whose object is missing or older than the source or any header.
stale=()
newest_hdr=""
for h in $hdrs; do
  if [ -z "$newest_hdr" ] || [ "$h" -nt "$newest_hdr" ]; then newest_hdr=$h; fi
done
for s in $libsrc fuzzers/fuzz_*.c $driver; do
  o="$obj/${s%.c}.o"
  if [ ! -f "$o" ] || [ "$s" -nt "$o" ] || { [ -n "$newest_hdr" ] && [ "$newest_hdr" -nt "$o" ]; }; then
    stale+=("$s")
  fi
done

compile() {  # compile SRC: one object (run in parallel by xargs)
  local s=$1 o="$FUZZ_OBJ/${1%.c}.o"
  mkdir -p "$(dirname "$o")"
  # shellcheck disable=SC2086
  $FUZZ_CCX $FUZZ_CPPFLAGS $FUZZ_CFLAGS -c "$s" -o "$o"
}
export -f compile
export FUZZ_OBJ="$obj" FUZZ_CCX="$cc" FUZZ_CPPFLAGS="$cppflags" FUZZ_CFLAGS="$cflags"
if [ ${#stale[@]} -gt 0 ]; then
  echo "fuzzers/build.sh: compiling ${#stale[@]} files with $cc ($engine)" >&2
  printf '%s\n' "${stale[@]}" | xargs -P "$(nproc 2>/dev/null || echo 2)" -I{} bash -c 'compile "$1"' _ {}
fi

libobjs=()
for s in $libsrc; do libobjs+=("$obj/${s%.c}.o"); done
drvobj=""
[ -n "$driver" ] && drvobj="$obj/${driver%.c}.o"
for t in fuzzers/fuzz_*.c; do
  name=$(basename "$t" .c)
  # shellcheck disable=SC2086
  $cc $cflags "$obj/${t%.c}.o" $drvobj "${libobjs[@]}" $link $libs -o "$out/$name"
  if [ "$ossfuzz" = 1 ]; then
    maxlen=4096
    case $name in fuzz_ir | fuzz_parse) maxlen=16384 ;; esac
    {
      echo "[libfuzzer]"
      echo "max_len = $maxlen"
      [ -f "fuzzers/$name.dict" ] && echo "dict = $name.dict"
    } > "$out/$name.options"
    [ -f "fuzzers/$name.dict" ] && cp "fuzzers/$name.dict" "$out/$name.dict"
    if [ -d "corpora/$name" ]; then
      abs_out=$(cd "$out" && pwd)
      rm -f "$abs_out/${name}_seed_corpus.zip"
      (cd "corpora/$name" && zip -q -r "$abs_out/${name}_seed_corpus.zip" .)
    fi
  fi
done

# The AFL++ custom mutator (IR text targets): a shared library of the IR
# mutator and the core it needs, position-independent, no instrumentation.
if [ "$mutator" = 1 ] && [ -f fuzzers/afl_mutator.c ]; then
  so="$out/passcheck-mutator.so"
  msrc="fuzzers/afl_mutator.c generators/mutate.c $(ls core/*.c core/analysis/*.c)"
  fresh=1
  for s in $msrc $hdrs; do [ -f "$so" ] && [ "$s" -nt "$so" ] && fresh=0; done
  [ -f "$so" ] || fresh=0
  if [ "$fresh" = 0 ]; then
    # shellcheck disable=SC2086
    ${MUTATOR_CC:-cc} -O2 -g -fPIC -shared -Wl,--no-undefined $cppflags $msrc -lm -o "$so"
  fi
fi
echo "fuzzers/build.sh: built $(ls fuzzers/fuzz_*.c | sed 's|fuzzers/||; s|\.c$||' | tr '\n' ' ')in $out ($engine)" >&2

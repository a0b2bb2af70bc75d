#!/usr/bin/env bash
# fuzzers/build.sh [OUT] -- builds every fuzz target fuzzers/fuzz_*.c with
# the passcheck library into OUT (default build/fuzz): OUT/fuzz_<name>.
# Run from the repository root (or anywhere: it cds there).
#
# Standalone: clang-16 -g -O1 -fsanitize=fuzzer,address,undefined, UB
# fatal.  Under OSS-Fuzz conventions (LIB_FUZZING_ENGINE set), it uses $CC,
# $CFLAGS, $LIB_FUZZING_ENGINE and $OUT instead, and copies each target's
# seed corpus (corpora/<target>/ as <target>_seed_corpus.zip) and dictionary
# (fuzzers/<target>.dict) next to it.
# Incremental: objects in OUT/obj ($WORK under OSS-Fuzz) are rebuilt when a source, a header or the
# flags change.  The library's sources come from the Makefile (LIBSRC).
set -eu
cd "$(dirname "$0")/.."

if [ -n "${LIB_FUZZING_ENGINE:-}" ]; then
  out=${OUT:?OUT must be set under OSS-Fuzz}
  cc=${CC:-clang}
  cflags="${CFLAGS:-}"
  engine=$LIB_FUZZING_ENGINE
  obj="${WORK:-$out}/passcheck-obj"
  ossfuzz=1
else
  out=${1:-build/fuzz}
  cc=${FUZZ_CC:-clang-16}
  cflags="-g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined"
  engine="-fsanitize=fuzzer,address,undefined"
  obj="$out/obj"
  ossfuzz=0
fi
cppflags="-std=c11 -D_GNU_SOURCE -Icore -Wall -Wno-unused-parameter"
libs="-lmpfr -lgmp -lm"

libsrc=$(make -s --no-print-directory --eval='fuzz-print-libsrc: ; @echo $(LIBSRC)' fuzz-print-libsrc)
hdrs=$(make -s --no-print-directory --eval='fuzz-print-hdrs: ; @echo $(HDRS)' fuzz-print-hdrs)

mkdir -p "$obj"
stamp="$cc $cflags $cppflags"
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
for s in $libsrc fuzzers/fuzz_*.c; do
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
  echo "fuzzers/build.sh: compiling ${#stale[@]} files with $cc" >&2
  printf '%s\n' "${stale[@]}" | xargs -P "$(nproc 2>/dev/null || echo 2)" -I{} bash -c 'compile "$1"' _ {}
fi

libobjs=()
for s in $libsrc; do libobjs+=("$obj/${s%.c}.o"); done
for t in fuzzers/fuzz_*.c; do
  name=$(basename "$t" .c)
  # shellcheck disable=SC2086
  $cc $cflags "$obj/${t%.c}.o" "${libobjs[@]}" $engine $libs -o "$out/$name"
  if [ "$ossfuzz" = 1 ]; then
    [ -f "fuzzers/$name.dict" ] && cp "fuzzers/$name.dict" "$out/$name.dict"
    if [ -d "corpora/$name" ]; then
      abs_out=$(cd "$out" && pwd)
      (cd "corpora/$name" && zip -q -r "$abs_out/${name}_seed_corpus.zip" .)
    fi
  fi
done
echo "fuzzers/build.sh: built $(ls fuzzers/fuzz_*.c | sed 's|fuzzers/||; s|\.c$||' | tr '\n' ' ')in $out" >&2

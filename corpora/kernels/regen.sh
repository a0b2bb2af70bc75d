#!/usr/bin/env bash
# regen.sh -- regenerate every NVPTX LLVM IR file in this corpus from its
# CUDA (.cu) or OpenCL C (.cl) source at -O0, -O1 and -O3.
#
#   usage: bash regen.sh        (from anywhere; it cd's to its own directory)
#
# Output: <name>.O0.ll, <name>.O1.ll, <name>.O3.ll next to <name>.cu/.cl.
# The script is idempotent and deterministic: clang-16 output depends only
# on the source and the flags below. Stale .ll files whose source is gone
# are removed. Any compiler diagnostic (warnings included) is an error.
set -eu

CLANG=${CLANG:-clang-16}
LEVELS="0 1 3"

die() { echo "regen.sh: error: $*" >&2; exit 1; }

command -v "$CLANG" >/dev/null 2>&1 ||
  die "$CLANG not found (install clang-16 or set CLANG=/path/to/clang-16)"
"$CLANG" --version | head -n 1 | grep -q 'clang version 16\.' ||
  die "$CLANG is not clang 16: $("$CLANG" --version | head -n 1)"

cd "$(dirname "$0")"
here=$(pwd -P)

# Flags shared by CUDA and OpenCL.
#  --cuda-path=./.no-cuda   never pick up an installed CUDA toolkit (its
#                           version would otherwise leak into the PTX
#                           feature string); the directory must not exist.
#  --cuda-feature=+ptx70    pin the PTX ISA version (needed for *_sync).
#  -Werror -Wall            any diagnostic aborts the run.
[ ! -e ./.no-cuda ] || die "./.no-cuda must not exist"
COMMON="--cuda-path=./.no-cuda --cuda-feature=+ptx70 -Wall -Werror -emit-llvm -S"
CUDA_FLAGS="-x cuda --cuda-device-only --cuda-gpu-arch=sm_70 -nocudainc -nocudalib -fuse-cuid=none"
CL_FLAGS="-x cl -cl-std=CL2.0 -target nvptx64-nvidia-nvcl -march=sm_70 -Xclang -finclude-default-header"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

count=0
for src in *.cu *.cl; do
  [ -e "$src" ] || continue
  case "$src" in
    *.cu) name=${src%.cu}; lang=$CUDA_FLAGS ;;
    *.cl) name=${src%.cl}; lang=$CL_FLAGS ;;
  esac
  for o in $LEVELS; do
    out="$name.O$o.ll"
    # shellcheck disable=SC2086
    "$CLANG" $lang $COMMON "-O$o" "$src" -o "$tmp/$out" 2>"$tmp/log" || {
      cat "$tmp/log" >&2
      die "compiling $src at -O$o failed"
    }
    if [ -s "$tmp/log" ]; then
      cat "$tmp/log" >&2
      die "compiling $src at -O$o produced diagnostics"
    fi
    if grep -q -F "$here" "$tmp/$out"; then
      die "$out contains the absolute path of this directory"
    fi
    if command -v llvm-as-16 >/dev/null 2>&1; then
      llvm-as-16 "$tmp/$out" -o /dev/null || die "$out does not assemble"
    fi
    if ! cmp -s "$tmp/$out" "$out"; then
      mv "$tmp/$out" "$out"
    fi
    count=$((count + 1))
  done
done

# Remove generated files whose source no longer exists.
for ll in *.O[013].ll; do
  [ -e "$ll" ] || continue
  name=${ll%.O?.ll}
  [ -e "$name.cu" ] || [ -e "$name.cl" ] || { rm -f "$ll"; echo "removed stale $ll"; }
done

echo "regen.sh: $count IR files up to date"

#!/usr/bin/env bash
# tools/install-deps.sh -- installs, when missing, everything passcheck uses
# on Debian 12: the LLVM 16 tools, clang 16 with libFuzzer, MPFR, jansson, AFL++,
# and LLVM 22's opt and llvm-as (the LLVM compilers ship today, for
# --external 'opt-22 ...'); LLVM 19's too when PASSCHECK_LLVM19=1.
# Idempotent and quick when all is present (it only checks commands/files).
# Needs root (or sudo) only when something is missing.
set -eu

need=()
have_cmd() { command -v "$1" >/dev/null 2>&1; }
have_cmd clang-16 || need+=(clang-16)
for t in llvm-as-16 lli-16 opt-16 llvm-reduce-16 llvm-link-16; do have_cmd "$t" || need+=(llvm-16); done
have_cmd FileCheck-16 || need+=(llvm-16-tools)
[ -f /usr/lib/llvm-16/build/utils/lit/lit.py ] || need+=(llvm-16-tools)
[ -f /usr/lib/llvm-16/lib/libFuzzer.a ] || need+=(libfuzzer-16-dev)
[ -f /usr/lib/llvm-16/lib/clang/16/lib/linux/libclang_rt.fuzzer-x86_64.a ] || need+=(libclang-rt-16-dev)
[ -f /usr/include/mpfr.h ] || need+=(libmpfr-dev)
[ -f /usr/include/jansson.h ] || need+=(libjansson-dev)
for t in opt-22 llvm-as-22; do have_cmd "$t" || need+=(llvm-22); done
if [ "${PASSCHECK_LLVM19:-0}" = 1 ]; then
  for t in opt-19 llvm-as-19; do have_cmd "$t" || need+=(llvm-19); done
fi
have_cmd afl-fuzz || need+=(afl++)
have_cmd hyperfine || need+=(hyperfine)
have_cmd make || need+=(make)
have_cmd gcc || need+=(gcc)
have_cmd python3 || need+=(python3)

if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi
# de-duplicate
mapfile -t pkgs < <(printf '%s\n' "${need[@]}" | sort -u)
echo "install-deps: installing ${pkgs[*]}" >&2
SUDO=
if [ "$(id -u)" != 0 ]; then
  if have_cmd sudo; then SUDO=sudo; else
    echo "install-deps: missing packages (${pkgs[*]}) and not root; install them and retry" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${pkgs[@]}" >/dev/null
echo "install-deps: done" >&2

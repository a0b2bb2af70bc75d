# tests/golden/lit.cfg.py -- lit configuration of the golden IR tests.
#
# Every tests/golden/**/*.ll file is a test: its "; RUN:" lines are shell
# commands run by lit's internal shell (which has a builtin `not`), its
# "; CHECK:" lines are FileCheck expectations on the same file.  Files under
# an Inputs/ directory are data, not tests.  Substitutions: `passcheck` is
# BUILD/passcheck, `FileCheck` is FileCheck-16, `llvm-as` is llvm-as-16, plus
# lit's own (%s the test file, %t a scratch path under BUILD/golden).
# Run through tests/run-golden.sh BUILD, which passes -D build=BUILD.
import os
import shutil

import lit.formats

config.name = "passcheck-golden"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))

build = lit_config.params.get("build")
if not build:
    lit_config.fatal("no build directory: run tests/run-golden.sh BUILD (lit -D build=BUILD)")
build = os.path.abspath(build)
passcheck = os.path.join(build, "passcheck")
if not os.access(passcheck, os.X_OK):
    lit_config.fatal("%s is missing: build it first (make B=%s)" % (passcheck, build))
config.test_exec_root = os.path.join(build, "golden")


def tool(names, fallback):
    """The first of names found on PATH, else fallback."""
    for n in names:
        p = shutil.which(n)
        if p:
            return p
    return fallback


filecheck = tool(["FileCheck-16"], "/usr/lib/llvm-16/bin/FileCheck")
llvm_as = tool(["llvm-as-16"], "/usr/lib/llvm-16/bin/llvm-as")
# The newer LLVMs the ir19/ and ir22/ tests check against: llvm-as-19 and
# llvm-as-22 keep their names; a test that runs one says REQUIRES: llvm-19 or
# llvm-22 (lit reports it unsupported when the tool is not installed).
for v in ("19", "22"):
    if shutil.which("llvm-as-" + v):
        config.available_features.add("llvm-" + v)
# The sanitizer build (make test-asan: build/asan) is "asan": a test whose
# whole cost is repetition of code other tests already run under ASan may
# say UNSUPPORTED: asan, to keep make test within its time budget.
if os.path.basename(build) == "asan":
    config.available_features.add("asan")


def word(name):
    """A regex for name as a command word: not part of a path, option or
    longer name (so `passcheck` inside a file path is left alone)."""
    return r"(?<![\w/.%-])" + name.replace("-", r"\-") + r"(?![\w/.-])"


# Order matters: these run before lit's %s, so paths are never rewritten.
config.substitutions.append((word("passcheck"), passcheck.replace("\\", "\\\\")))
config.substitutions.append((word("FileCheck"), filecheck))
config.substitutions.append((word("llvm-as"), llvm_as))

for var in ("PATH", "LONG", "ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

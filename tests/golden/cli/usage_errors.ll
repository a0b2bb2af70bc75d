; Bad command lines: unknown subcommand or option, no input file, output that
; cannot be written, bad option values; each gives a clear message on stderr
; and exit status 1 (not 2, not a crash; repro documents 2 for bad options).
; RUN: bash -c 'passcheck frobnicate; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=UNKCMD
; RUN: bash -c 'passcheck help frobnicate; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=UNKCMD
; RUN: bash -c 'passcheck --frobnicate; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=UNKTOP
; RUN: bash -c 'passcheck parse -x %s; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=UNKOPT
; RUN: bash -c 'passcheck verify --verify %s; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=VOPT
; RUN: bash -c 'passcheck print; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=NOFILE
; RUN: bash -c 'passcheck print %s > /dev/full; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=FULL
; Every option error names the option as typed (one parser, tools/opts.c):
; RUN: bash -c 'passcheck check %s -passes=constfold --sed 3; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=SUGGEST
; RUN: bash -c 'passcheck opt %s -pases=constfold; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=SUGGEST1
; RUN: bash -c 'passcheck parse --verb %s; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=ABBREV
; RUN: bash -c 'passcheck parse -vx %s; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=CLUSTER
; RUN: bash -c 'passcheck run %s --steps 0; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=RANGE
; RUN: bash -c 'passcheck fuzz --jobs=300; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=RANGE2
; RUN: bash -c 'passcheck fuzz -seed x; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=NUMBER
; RUN: bash -c 'passcheck fuzz --time 2d; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=TIME
; RUN: bash -c 'passcheck gen --stats=yes; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=NOVALUE
; RUN: bash -c 'passcheck crosscheck %s --timeout; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=NEEDS
; RUN: bash -c 'passcheck knobs extra; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=EXTRA
; RUN: bash -c 'passcheck repro --bogus; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=REPRO

; UNKCMD: passcheck: unknown command 'frobnicate'
; UNKCMD-NEXT: Run 'passcheck --help' for the list of commands.
; UNKCMD-NEXT: exit=1

; UNKTOP: passcheck: unknown option '--frobnicate'
; UNKTOP: exit=1

; UNKOPT: passcheck parse: unknown option '-x'
; UNKOPT-NEXT: Run 'passcheck parse --help' for usage.
; UNKOPT-NEXT: exit=1

; VOPT: passcheck verify: unknown option '--verify'
; VOPT: exit=1

; NOFILE: passcheck print: no input files (use - for stdin)
; NOFILE: exit=1

; FULL: passcheck: error writing to standard output: No space left on device
; FULL-NEXT: exit=1

; SUGGEST: passcheck check: unknown option '--sed'; did you mean '--seed'?
; SUGGEST-NEXT: Run 'passcheck check --help' for usage.
; SUGGEST-NEXT: exit=1
; SUGGEST1: passcheck opt: unknown option '-pases'; did you mean '-passes'?
; SUGGEST1: exit=1
; ABBREV: passcheck parse: unknown option '--verb'; did you mean '--verbose'?
; ABBREV: exit=1
; CLUSTER: passcheck parse: unknown option '-vx'
; CLUSTER: exit=1
; RANGE: passcheck run: bad value '0' for option '--steps' (expected a number >= 1)
; RANGE: exit=1
; RANGE2: passcheck fuzz: bad value '300' for option '--jobs' (expected a number from 1 to 256)
; RANGE2: exit=1
; NUMBER: passcheck fuzz: bad value 'x' for option '-seed' (expected a number)
; NUMBER: exit=1
; TIME: passcheck fuzz: bad value '2d' for option '--time' (expected seconds, e.g. 90, 90s, 2m or 1.5h)
; TIME: exit=1
; NOVALUE: passcheck gen: option '--stats' takes no value
; NOVALUE: exit=1
; NEEDS: passcheck crosscheck: option '--timeout' needs a value
; NEEDS: exit=1
; EXTRA: passcheck knobs: unexpected argument 'extra'
; EXTRA: exit=1
; REPRO: passcheck repro: unknown option '--bogus'
; REPRO: exit=2

define void @f() {
  ret void
}

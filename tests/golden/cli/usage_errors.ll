; Bad command lines: unknown subcommand or option, no input file, output that
; cannot be written; each gives a clear message on stderr and exit status 1
; (not 2, not a crash).
; RUN: bash -c 'passcheck frobnicate; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=UNKCMD
; RUN: bash -c 'passcheck help frobnicate; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=UNKCMD
; RUN: bash -c 'passcheck --frobnicate; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=UNKTOP
; RUN: bash -c 'passcheck parse -x %s; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=UNKOPT
; RUN: bash -c 'passcheck verify --verify %s; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=VOPT
; RUN: bash -c 'passcheck print; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=NOFILE
; RUN: bash -c 'passcheck print %s > /dev/full; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=FULL

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

define void @f() {
  ret void
}

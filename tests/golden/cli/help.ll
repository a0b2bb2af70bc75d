; The CLI's help: `passcheck --help` lists every subcommand, each subcommand's
; --help gives its usage, an example and the exit statuses; --version.
; RUN: passcheck --help | FileCheck %s --check-prefix=TOP
; RUN: passcheck help parse | FileCheck %s --check-prefix=PARSE
; RUN: passcheck parse --help | FileCheck %s --check-prefix=PARSE
; RUN: passcheck print -h | FileCheck %s --check-prefix=PRINT
; RUN: passcheck verify --help | FileCheck %s --check-prefix=VERIFY
; RUN: passcheck --version | FileCheck %s --check-prefix=VERSION
; RUN: passcheck equiv --help | FileCheck %s --check-prefix=EQUIV
; RUN: not passcheck 2>&1 | FileCheck %s --check-prefix=TOP

; TOP: usage: passcheck <command> [options] [args]
; TOP: commands:
; TOP-NEXT: {{^ +fuzz +}}the campaign
; TOP-NEXT: {{^ +check +}}check that every pass
; TOP-NEXT: {{^ +equiv +}}check that a transformation refines its source
; TOP-NEXT: {{^ +repro +}}rerun a finding
; TOP-NEXT: {{^ +reduce +}}shrink a finding's program
; TOP-NEXT: {{^ +merge +}}merge the findings
; TOP-NEXT: {{^ +import +}}turn a libFuzzer or AFL++ crash file
; TOP-NEXT: {{^ +triage +}}group a campaign's findings
; TOP-NEXT: {{^ +export +}}turn a finding
; TOP-NEXT: {{^ +gen +}}print a generated kernel
; TOP-NEXT: {{^ +opt +}}run a pipeline
; TOP-NEXT: {{^ +knobs +}}list every knob
; TOP-NEXT: {{^ +divcheck +}}prove the division lowering exact
; TOP-NEXT: {{^ +mathcheck +}}measure the constant folder
; TOP-NEXT: {{^ +run +}}interpret one function
; TOP-NEXT: {{^ +crosscheck +}}compare the interpreter
; TOP-NEXT: {{^ +analyze +}}print loops or register pressure
; TOP-NEXT: {{^ +parse +}}parse IR files
; TOP-NEXT: {{^ +print +}}parse IR files and print
; TOP-NEXT: {{^ +verify +}}parse and verify
; TOP: exit status: 0 success, 1 user error (bad input or options), 2 internal error

; PARSE: usage: passcheck parse [-v] FILE...
; PARSE: -v, --verbose
; PARSE: example:
; PARSE-NEXT: passcheck parse -v corpora/kernels/saxpy.O1.ll
; PARSE: exit status: 0

; PRINT: usage: passcheck print [--verify] FILE...
; PRINT: --verify
; PRINT: example:
; PRINT-NEXT: passcheck print
; PRINT: exit status: 0

; VERIFY: usage: passcheck verify FILE...
; VERIFY: example:
; VERIFY-NEXT: passcheck verify
; VERIFY: exit status: 0

; VERSION: passcheck {{[0-9]+\.[0-9]+\.[0-9]+}}

define void @f() {
  ret void
}

; EQUIV: usage: passcheck equiv FILE | BEFORE AFTER
; EQUIV: example:
; EQUIV: passcheck equiv kernel.ll kernel.ic.ll
; EQUIV: exit status: 0 every pair correct or unsupported, 1 a pair incorrect

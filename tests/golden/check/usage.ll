; `passcheck check` and `repro`: --help with an example and the exit
; statuses, and clear user errors (exit 1 for check, 2 for repro).
; RUN: passcheck check --help | FileCheck %s --check-prefix=HELP
; RUN: passcheck repro --help | FileCheck %s --check-prefix=RHELP
; RUN: passcheck --help | FileCheck %s --check-prefix=TOP
; RUN: not passcheck check %s 2>&1 | FileCheck %s --check-prefix=NOPASSES
; RUN: not passcheck check %s -passes=mutant-ule-as-lt 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: not passcheck check %s -passes=mutant-ule-as-ult -knob lsr-rp-limit=999 2>&1 | FileCheck %s --check-prefix=KNOB
; RUN: not passcheck check %s -passes=mutant-ule-as-ult --input x --seed 2 2>&1 | FileCheck %s --check-prefix=EXCL
; RUN: not passcheck check %s -passes=mutant-ule-as-ult --func nope 2>&1 | FileCheck %s --check-prefix=FUNC
; RUN: not passcheck check %s -passes=mutant-ule-as-ult --bogus 2>&1 | FileCheck %s --check-prefix=BOGUS
; RUN: not passcheck check %s -passes=mutant-ule-as-ult --input %s 2>&1 | FileCheck %s --check-prefix=BADINPUT
; RUN: sh -c 'passcheck repro; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=RNOARG

; HELP: usage: passcheck check FILE -passes=P
; HELP: example:
; HELP-NEXT: passcheck check kernel.ll -passes=mutant-ule-as-ult
; HELP: exit status: 0 every run refines, 1 a finding

; RHELP: usage: passcheck repro FINDING_DIR
; RHELP: example:
; RHELP: exit status: 1 the finding reproduces, 0 it does not, 2 it cannot be

; TOP: {{^ +check +}}check that every pass
; TOP: {{^ +repro +}}rerun a finding

; NOPASSES: passcheck check: no pipeline: give -passes=P
; UNKNOWN: pipeline:1:1: error: unknown pass 'mutant-ule-as-lt'; did you mean 'mutant-ule-as-ult'?
; KNOB: lsr-rp-limit
; EXCL: passcheck check: --input excludes --seed and --inputs
; FUNC: no function definition named 'nope'
; BOGUS: passcheck check: unknown option '--bogus'
; BADINPUT: usage.ll:{{[0-9]+}}:1: error: expected 'passcheck-input' header
; RNOARG: passcheck repro: no finding folder given
; RNOARG: exit 2

define void @k(ptr addrspace(1) %out) {
entry:
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

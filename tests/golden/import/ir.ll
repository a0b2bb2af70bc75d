; `passcheck import` of a fuzz_ir crash file (this file is one: IR text): a
; regular finding folder with the program, reduced; a second import of the
; same file is a duplicate; --replay only gives the verdict; a file that
; does not fail, an unknown target and a missing file are reported.
; RUN: rm -rf %t && mkdir -p %t
; RUN: env PASSCHECK_FUZZ_PIPELINE=mutant-ule-as-ult passcheck import %s --target fuzz_ir --out %t/out \
; RUN:   | FileCheck %s --check-prefix=NEW
; RUN: passcheck import %s --target fuzz_ir --passes mutant-ule-as-ult --out %t/out --no-reduce \
; RUN:   | FileCheck %s --check-prefix=DUP
; RUN: FileCheck %s --check-prefix=SH < %t/out/findings/a04ae5c33dfc/reduced.sh
; RUN: FileCheck %s --check-prefix=RED < %t/out/findings/a04ae5c33dfc/reduced.ll
; RUN: not passcheck import %s --target fuzz_ir --passes mutant-ule-as-ult --replay | FileCheck %s --check-prefix=REPLAY
; RUN: not passcheck import %s --target fuzz_ir --out %t/none | FileCheck %s --check-prefix=CLEAN
; RUN: not passcheck import %s --target fuzz_nothing 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: not passcheck import %t/missing --target fuzz_ir 2>&1 | FileCheck %s --check-prefix=MISSING

; NEW: ir.ll: fuzz_ir: mismatch: pass mutant-ule-as-ult (signature a04ae5c33dfc): return value byte 0: i32 1 before, 0 after
; NEW-NEXT: new: {{.*}}/out/findings/a04ae5c33dfc
; NEW-NEXT: reduced: 3 -> {{[23]}} instructions in {{.*}}reduced.sh
; DUP: duplicate of {{.*}}/out/findings/a04ae5c33dfc
; SH: check reduced.ll -passes=mutant-ule-as-ult
; RED: icmp ule i32
; REPLAY: fuzz_ir: mismatch: pass mutant-ule-as-ult
; CLEAN: no finding: fuzz_ir does not fail on it in passcheck
; UNKNOWN: unknown target 'fuzz_nothing'; the targets are: fuzz_parse fuzz_ir fuzz_gen fuzz_mathfold fuzz_div fuzz_pass_constfold fuzz_pass_lsr fuzz_pass_cbe fuzz_pass_basr fuzz_pass_slp fuzz_pass_lower-div fuzz_pass_ori-lower fuzz_pass_ori-sr fuzz_pass_peephole
; MISSING: {{.*}}missing: No such file or directory

define i32 @k(i32 %a, i32 %b) {
  %c = icmp ule i32 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

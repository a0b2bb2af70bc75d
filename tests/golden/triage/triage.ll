; passcheck triage: the findings of a folder grouped by signature (two
; mutants on this kernel give two signatures), with outcome, pass, count,
; first and last seen, the first difference, and the hint to reduce; a
; second report of the same signature raises its count; related groups
; (same pass and outcome) are listed; after `passcheck reduce` the group
; shows the reduced reproducer, its size and the knobs it still needs;
; bad folders and options.
; RUN: rm -rf %t && not passcheck check %s -passes=mutant-ule-as-ult --grid 1x4 --out %t > /dev/null
; RUN: not passcheck check %s -passes=mutant-ule-as-ult --grid 1x4 --out %t > /dev/null
; RUN: not passcheck check %s -passes=mutant-keep-nsw --grid 1x4 --out %t > /dev/null
; RUN: passcheck triage %t | FileCheck %s
; RUN: passcheck reduce %t/findings/67c26ce67a6d > /dev/null
; RUN: passcheck triage %t | FileCheck %s --check-prefix=RED
; RUN: not passcheck triage %t/nonexistent 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not passcheck triage %t --bogus 2>&1 | FileCheck %s --check-prefix=OPT

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ule i32 %t, %n
  %v = select i1 %c, i32 1, i32 2
  %s = add i32 %n, 2147483647
  %w = add i32 %v, %s
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %w, ptr addrspace(1) %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; CHECK: 2 signatures in {{.*}}/findings
; CHECK: [1] {{[0-9a-f]+}}  mismatch after mutant-ule-as-ult  count 2  first seen {{.*}} UTC  last seen {{.*}} UTC
; CHECK-NEXT: pipeline mutant-ule-as-ult
; CHECK-NEXT: parameter 0 %out, byte
; CHECK-NEXT: written by @k: store i32
; CHECK-NEXT: not reduced yet: passcheck reduce
; CHECK: [2] {{[0-9a-f]+}}  {{[a-z-]+}} after mutant-keep-nsw  count 1
; RED: [1] {{[0-9a-f]+}}  mismatch after mutant-ule-as-ult  count 2
; RED: reduced reproducer (8 -> 4 instructions; knobs needed: none): {{.*}}reduced.ll
; RED: define void @k(ptr addrspace(1) %out)
; RED: rerun: {{.*}}reduced.sh
; BAD: passcheck triage: {{.*}}nonexistent: not a campaign folder
; OPT: passcheck triage: unknown option '--bogus'

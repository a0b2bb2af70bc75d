; topo-sort-begin (002 §Relationship with SCEV-CGP: "controls the
; topological sort start point for address chains").  BASR takes the
; groups of a loop in program order (the order of their first access),
; from the beginning with the knob on (the default) or from the end with
; it off; where base-address-strength-reduce-iv-limit stops it after the
; first IV-based group, that start decides which group is rewritten.  Here
; two arrays, %a read before %b, each at iv and iv+1, and iv-limit 1: by
; default %a's group gets its anchor and %b's stays (prefix BEGIN); with
; topo-sort-begin=0 it is the other way round (prefix END).  Both settings
; refine the source.
; RUN: passcheck opt %s -passes=basr -knob base-address-strength-reduce-iv-limit=1 | FileCheck %s --check-prefix=BEGIN
; RUN: passcheck opt %s -passes=basr -knob base-address-strength-reduce-iv-limit=1 -knob topo-sort-begin=0 | FileCheck %s --check-prefix=END
; RUN: passcheck check %s -passes=basr -knob base-address-strength-reduce-iv-limit=1 --inputs 4 --grid 1x4 | FileCheck %s --check-prefix=CHECK-OK
; RUN: passcheck check %s -passes=basr -knob base-address-strength-reduce-iv-limit=1 -knob topo-sort-begin=0 --inputs 4 --grid 1x4 | FileCheck %s --check-prefix=CHECK-OK

; BEGIN: loop:
; BEGIN: %pa0 = getelementptr inbounds float, ptr %a, i64 %i
; BEGIN-NEXT: %va0 = load float, ptr %pa0
; BEGIN-NEXT: [[PA1:%[0-9]+]] = getelementptr inbounds i8, ptr %pa0, i64 4
; BEGIN-NEXT: %va1 = load float, ptr [[PA1]]
; BEGIN-NEXT: %pb0 = getelementptr inbounds float, ptr %b, i64 %i
; BEGIN-NEXT: %vb0 = load float, ptr %pb0
; BEGIN-NEXT: %ib1 = add nuw nsw i64 %i, 1
; BEGIN-NEXT: %pb1 = getelementptr inbounds float, ptr %b, i64 %ib1
; BEGIN-NEXT: %vb1 = load float, ptr %pb1

; END: loop:
; END: %pa0 = getelementptr inbounds float, ptr %a, i64 %i
; END-NEXT: %va0 = load float, ptr %pa0
; END-NEXT: %ia1 = add nuw nsw i64 %i, 1
; END-NEXT: %pa1 = getelementptr inbounds float, ptr %a, i64 %ia1
; END-NEXT: %va1 = load float, ptr %pa1
; END-NEXT: %pb0 = getelementptr inbounds float, ptr %b, i64 %i
; END-NEXT: %vb0 = load float, ptr %pb0
; END-NEXT: [[PB1:%[0-9]+]] = getelementptr inbounds i8, ptr %pb0, i64 4
; END-NEXT: %vb1 = load float, ptr [[PB1]]

; CHECK-OK: 1/1 basr: changed, ok
; CHECK-OK: result: ok

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(ptr %a, ptr %b, ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %pa0 = getelementptr inbounds float, ptr %a, i64 %i
  %va0 = load float, ptr %pa0, align 4
  %ia1 = add nuw nsw i64 %i, 1
  %pa1 = getelementptr inbounds float, ptr %a, i64 %ia1
  %va1 = load float, ptr %pa1, align 4
  %pb0 = getelementptr inbounds float, ptr %b, i64 %i
  %vb0 = load float, ptr %pb0, align 4
  %ib1 = add nuw nsw i64 %i, 1
  %pb1 = getelementptr inbounds float, ptr %b, i64 %ib1
  %vb1 = load float, ptr %pb1, align 4
  %s0 = fmul float %va0, %vb0
  %s1 = fmul float %va1, %vb1
  %s = fadd float %s0, %s1
  %acc.next = fadd float %acc, %s
  %i.next = add nuw nsw i64 %i, 2
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  %o = getelementptr inbounds float, ptr %out, i64 %t64
  store float %acc.next, ptr %o, align 4
  ret void
}

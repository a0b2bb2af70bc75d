; special-reassociate-for-threadid (002 §Relationship with SCEV-CGP:
; "prevents reassociation from moving threadId-dependent expressions").
; Two loads in the loop read in + 64*tid + 8 (first, so it hosts the
; anchor) and in + 64*tid; both addresses are computed before the loop from
; tid.x, so the group's base is loop-invariant.  The anchor, host - 8,
; could go to the preheader; with the knob on (the default) BASR keeps an
; anchor that depends on a thread index where the host access is, in the
; loop (prefix KEEP), with special-reassociate-for-threadid=0 it is hoisted
; to the preheader (prefix HOIST).  Both settings refine the source.
; RUN: passcheck opt %s -passes=basr | FileCheck %s --check-prefix=KEEP
; RUN: passcheck opt %s -passes=basr -knob special-reassociate-for-threadid=0 | FileCheck %s --check-prefix=HOIST
; RUN: passcheck check %s -passes=basr --inputs 4 --grid 1x4 | FileCheck %s --check-prefix=CHECK-OK
; RUN: passcheck check %s -passes=basr -knob special-reassociate-for-threadid=0 --inputs 4 --grid 1x4 | FileCheck %s --check-prefix=CHECK-OK

; KEEP: entry:
; KEEP: %pa = getelementptr inbounds float, ptr %in, i64 %ja
; KEEP-NEXT: br label %loop
; KEEP: loop:
; KEEP-NEXT: %i = phi
; KEEP-NEXT: %acc = phi
; KEEP-NEXT: [[A:%[0-9]+]] = getelementptr i8, ptr %pa, i64 -8
; KEEP-NEXT: %va = load float, ptr %pa
; KEEP-NEXT: %vb = load float, ptr [[A]]

; HOIST: entry:
; HOIST: %pa = getelementptr inbounds float, ptr %in, i64 %ja
; HOIST-NEXT: [[A:%[0-9]+]] = getelementptr i8, ptr %pa, i64 -8
; HOIST-NEXT: br label %loop
; HOIST: loop:
; HOIST-NEXT: %i = phi
; HOIST-NEXT: %acc = phi
; HOIST-NEXT: %va = load float, ptr %pa
; HOIST-NEXT: %vb = load float, ptr [[A]]

; CHECK-OK: 1/1 basr: changed, ok
; CHECK-OK: result: ok

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(ptr %in, ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %row = mul i64 %t64, 16
  %pb = getelementptr inbounds float, ptr %in, i64 %row
  %ja = add i64 %row, 2
  %pa = getelementptr inbounds float, ptr %in, i64 %ja
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %va = load float, ptr %pa, align 4
  %vb = load float, ptr %pb, align 4
  %s = fmul float %va, %vb
  %acc.next = fadd float %acc, %s
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 4
  br i1 %c, label %loop, label %exit
exit:
  %o = getelementptr inbounds float, ptr %out, i64 %t64
  store float %acc.next, ptr %o, align 4
  ret void
}

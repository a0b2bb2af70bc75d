; ignore-bad-base (002 §Relationship with SCEV-CGP: "bypasses validity
; checks on base pointer classification").  The three loads address
; `null + a` with a = ptrtoint(%in) + row + i: their base is rooted at a
; constant, no pointer the classification accepts, so BASR leaves the group
; alone by default (prefix OFF, the three byte GEPs off null stay); with the knob
; the classification is bypassed and the group gets the anchor null + a
; like any other base (prefix ON).  Both settings refine the source (`passcheck
; check`; the loads do run: the interpreter's pointers are addresses).
; RUN: passcheck opt %s -passes=basr --remarks 2>%t.off | FileCheck %s --check-prefix=OFF
; RUN: FileCheck %s --check-prefix=OFF-REM --allow-empty < %t.off
; RUN: passcheck opt %s -passes=basr -knob ignore-bad-base=1 --remarks 2>%t.on | FileCheck %s --check-prefix=ON
; RUN: FileCheck %s --check-prefix=ON-REM < %t.on
; RUN: passcheck check %s -passes=basr --inputs 4 --grid 1x4 | FileCheck %s --check-prefix=CHECK-OFF
; RUN: passcheck check %s -passes=basr -knob ignore-bad-base=1 --inputs 4 --grid 1x4 | FileCheck %s --check-prefix=CHECK-ON

; OFF: loop:
; OFF: %p0 = getelementptr i8, ptr null, i64 %a
; OFF-NEXT: %v1 = load float, ptr %p0
; OFF-NEXT: %a1 = add i64 %a, 4
; OFF-NEXT: %p1 = getelementptr i8, ptr null, i64 %a1
; OFF-NEXT: %v2 = load float, ptr %p1
; OFF-NEXT: %a2 = add i64 %a, 8
; OFF-NEXT: %p2 = getelementptr i8, ptr null, i64 %a2
; OFF-NEXT: %v3 = load float, ptr %p2

; ON: loop:
; ON: %p0 = getelementptr i8, ptr null, i64 %a
; ON-NEXT: %v1 = load float, ptr %p0
; ON-NEXT: [[P1:%[0-9]+]] = getelementptr i8, ptr %p0, i64 4
; ON-NEXT: %v2 = load float, ptr [[P1]]
; ON-NEXT: [[P2:%[0-9]+]] = getelementptr i8, ptr %p0, i64 8
; ON-NEXT: %v3 = load float, ptr [[P2]]
; ON-NOT: %a1
; ON: ret void

; OFF-REM-NOT: BaseAddressStrengthReduce
; ON-REM: basr: @k: BaseAddressStrengthReduce: base {{.*}}null{{.*}} (integer/GEP-derived) in loop %loop: 3 addresses, anchor at offset 0

; CHECK-OFF: 1/1 basr: unchanged
; CHECK-OFF: result: ok
; CHECK-ON: 1/1 basr: changed, ok
; CHECK-ON: result: ok

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(ptr %in, ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %row = mul i64 %t64, 16
  %pi = ptrtoint ptr %in to i64
  %rb = add i64 %pi, %row
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = add i64 %rb, %i
  %v0 = load float, ptr %in, align 4
  %p0 = getelementptr i8, ptr null, i64 %a
  %v1 = load float, ptr %p0, align 4
  %a1 = add i64 %a, 4
  %p1 = getelementptr i8, ptr null, i64 %a1
  %v2 = load float, ptr %p1, align 4
  %a2 = add i64 %a, 8
  %p2 = getelementptr i8, ptr null, i64 %a2
  %v3 = load float, ptr %p2, align 4
  %s0 = fadd float %v0, %v1
  %s1 = fadd float %v2, %v3
  %s = fadd float %s0, %s1
  %o = getelementptr inbounds i8, ptr %out, i64 %row
  store float %s, ptr %o, align 4
  %i.next = add nuw nsw i64 %i, 4
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

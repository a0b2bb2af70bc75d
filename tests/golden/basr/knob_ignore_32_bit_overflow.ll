; ignore-32-bit-overflow (002 §Relationship with SCEV-CGP: "skips 32-bit
; overflow checks in address arithmetic").  At level 2 BASR rewrites a
; group only when its relative offsets fit in 32 bits (an anchor plus a
; 32-bit immediate); here the two loads of one base are 2^32 + 4 bytes
; apart (the far one sits in a branch that never runs), so by default the
; group stays (prefix OFF) and with the knob the far load becomes
; anchor + 4294967300 (prefix ON).  The base reads no thread index, so the
; signed check (ignore-signed-32-bit-overflow, scev-cgp-tid-max-value) does
; not apply: this knob alone decides.  Both settings refine the source.
; RUN: passcheck opt %s -passes=basr | FileCheck %s --check-prefix=OFF
; RUN: passcheck opt %s -passes=basr -knob ignore-32-bit-overflow=1 | FileCheck %s --check-prefix=ON
; RUN: passcheck opt %s -passes=basr -knob ignore-signed-32-bit-overflow=1 | FileCheck %s --check-prefix=OFF
; RUN: passcheck check %s -passes=basr --inputs 4 --grid 1x4 | FileCheck %s --check-prefix=CHECK-OFF
; RUN: passcheck check %s -passes=basr -knob ignore-32-bit-overflow=1 --inputs 4 --grid 1x4 | FileCheck %s --check-prefix=CHECK-ON

; OFF: far:
; OFF-NEXT: %f = add i64 %i, 1073741825
; OFF-NEXT: %pf = getelementptr inbounds float, ptr %in, i64 %f
; OFF-NEXT: %w = load float, ptr %pf

; ON: loop:
; ON: %p0 = getelementptr inbounds float, ptr %in, i64 %i
; ON: far:
; ON-NEXT: [[PF:%[0-9]+]] = getelementptr inbounds i8, ptr %p0, i64 4294967300
; ON-NEXT: %w = load float, ptr [[PF]]
; ON-NOT: %f =
; ON: ret void

; CHECK-OFF: 1/1 basr: unchanged
; CHECK-OFF: result: ok
; CHECK-ON: 1/1 basr: changed, ok
; CHECK-ON: result: ok

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(ptr %in, ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %latch ]
  %p0 = getelementptr inbounds float, ptr %in, i64 %i
  %v = load float, ptr %p0, align 4
  %never = icmp ugt i64 %i, 100
  br i1 %never, label %far, label %latch
far:
  %f = add i64 %i, 1073741825
  %pf = getelementptr inbounds float, ptr %in, i64 %f
  %w = load float, ptr %pf, align 4
  br label %latch
latch:
  %x = phi float [ %v, %loop ], [ %w, %far ]
  %acc.next = fadd float %acc, %x
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  %o = getelementptr inbounds float, ptr %out, i64 %t64
  store float %acc.next, ptr %o, align 4
  ret void
}

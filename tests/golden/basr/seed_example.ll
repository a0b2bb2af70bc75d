; `basr` on the seed's example (002 Phase 4): an unrolled loop body with
; four accesses base + tid*stride + {0,16,32,48} (two loads and two stores,
; all off one base) becomes one anchor
; (the minimum-offset address, reused: scev-cgp-old-base) and three
; constant-offset GEPs; the old multiply-add chains are deleted.  The
; remark names the base and the anchor; `passcheck check` runs it.
; RUN: passcheck opt %s -passes=basr --remarks 2>%t.rem | FileCheck %s
; RUN: FileCheck %s --check-prefix=REM < %t.rem
; RUN: passcheck opt %s -passes=basr -knob dump-base-address-strength-reduce=1 --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
; RUN: passcheck check %s -passes=basr --inputs 16 --grid 1x4 | FileCheck %s --check-prefix=CHECK-OK

; CHECK-LABEL: define void @k(
; CHECK: loop:
; CHECK: [[A:%[a-z0-9.]+]] = getelementptr inbounds float, ptr %in, i64 %j
; CHECK-NEXT: %v0 = load float, ptr [[A]]
; CHECK-NEXT: [[P1:%[0-9]+]] = getelementptr inbounds i8, ptr [[A]], i64 16
; CHECK-NEXT: %v1 = load float, ptr [[P1]]
; CHECK-NEXT: [[P2:%[0-9]+]] = getelementptr inbounds i8, ptr [[A]], i64 32
; CHECK-NEXT: store float %v1, ptr [[P2]]
; CHECK-NEXT: [[P3:%[0-9]+]] = getelementptr inbounds i8, ptr [[A]], i64 48
; CHECK-NEXT: store float %v0, ptr [[P3]]
; CHECK-NEXT: %i.next
; CHECK-NOT: %j4
; CHECK: ret void

; REM: basr: @k: BaseAddressStrengthReduce: base {{.*}}%in{{.*}} (integer/GEP-derived) in loop %loop: 4 addresses, anchor at offset 0

; DUMP: BaseAddressStrengthReduce: base {{.*}}%in{{.*}} in loop %loop: 4 addresses, anchor at offset 0
; DUMP-NEXT: load at offset 0 -> anchor + 0 (inbounds)
; DUMP-NEXT: load at offset 16 -> anchor + 16 (inbounds)
; DUMP-NEXT: store at offset 32 -> anchor + 32 (inbounds)
; DUMP-NEXT: store at offset 48 -> anchor + 48 (inbounds)

; CHECK-OK: 1/1 basr: changed, ok
; CHECK-OK: result: ok

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define void @k(ptr %in, ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bb = mul i32 %b, %nt
  %g = add i32 %bb, %t
  %g64 = zext i32 %g to i64
  %row = mul i64 %g64, 16
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = add i64 %row, %i
  %p0 = getelementptr inbounds float, ptr %in, i64 %j
  %v0 = load float, ptr %p0, align 4
  %j4 = add i64 %j, 4
  %p1 = getelementptr inbounds float, ptr %in, i64 %j4
  %v1 = load float, ptr %p1, align 4
  %j8 = add i64 %j, 8
  %p2 = getelementptr inbounds float, ptr %in, i64 %j8
  store float %v1, ptr %p2, align 4
  %j12 = add i64 %j, 12
  %p3 = getelementptr inbounds float, ptr %in, i64 %j12
  store float %v0, ptr %p3, align 4
  %i.next = add nuw nsw i64 %i, 16
  %c = icmp ult i64 %i.next, 16
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

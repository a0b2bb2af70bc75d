; lsr on one loop with the seed's use kinds: two float accesses 16 bytes
; apart through sign-extended i32 indices (phase 1 use records, phase 2
; the unfolded offset, phase 4 one shared IV and an lsr.chain offset), a
; shared-memory (addrspace(3)) access whose IV stays a 32-bit pointer (the
; address-space rule: never widened), and a sign extension used as an
; integer (lsr-sxtopt: a 64-bit IV).  The run refines (`passcheck check`),
; the output assembles with llvm-as, and the remarks give each formula.
; RUN: passcheck opt %s -passes=lsr | FileCheck %s
; RUN: passcheck opt %s -passes=lsr | llvm-as -o /dev/null
; RUN: passcheck check %s -passes=lsr --grid 1x1 --inputs 16 | FileCheck %s --check-prefix=VERDICT
; RUN: passcheck opt %s -passes=lsr --remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=REM

; CHECK-LABEL: define void @k(
; CHECK: entry:
; CHECK: [[S:%[0-9]+]] = zext i32 {{%[0-9]+}} to i64
; CHECK: loop:
; CHECK-DAG: [[I:%IV.S.[.0-9]*]] = phi i64 [ [[S]], %entry ], [ [[IN:%IV.S.next.[.0-9]*]], %loop ]
; CHECK-DAG: [[SH:%IV.S.[.0-9]*]] = phi ptr addrspace(3) [ %s, %entry ], [ [[SHN:%IV.S.next.[.0-9]*]], %loop ]
; CHECK-DAG: [[P:%IV.S.[.0-9]*]] = phi ptr [ %a, %entry ], [ [[PN:%IV.S.next.[.0-9]*]], %loop ]
; CHECK-NOT: sext
; CHECK: %v = load float, ptr [[P]]
; CHECK: %lsr.chain = getelementptr i8, ptr [[P]], i64 16
; CHECK: store float %v, ptr %lsr.chain
; CHECK: store i32 %i, ptr addrspace(3) [[SH]]
; CHECK: %acc.n = add i64 %acc, [[I]]
; CHECK-DAG: [[PN]] = getelementptr i8, ptr [[P]], i64 4
; CHECK-DAG: [[SHN]] = getelementptr i8, ptr addrspace(3) [[SH]], i32 4
; CHECK-DAG: [[IN]] = add i64 [[I]], 1
; CHECK: br i1 %cnd, label %loop, label %exit

; VERDICT: 1/1 lsr: changed, ok
; VERDICT: result: ok

; REM: lsr: @k: 2 use(s) with stride 4 at loop depth 1: formula shared IV with chained offsets, cost -2 (keep 10); rejected one IV per use: bad formula
; REM: lsr: @k: 1 use(s) with stride 4 at loop depth 1: formula shared IV with chained offsets, cost 1 (keep 2)
; REM: lsr: @k: 1 use(s) with stride 1 at loop depth 1: formula shared IV with chained offsets, cost -1 (keep 6)

define void @k(ptr %a, ptr addrspace(3) %s, ptr %out, i32 %n0) {
entry:
  %n1 = and i32 %n0, 7
  %n = add nuw nsw i32 %n1, 1
  %c0 = add nsw i32 %n1, 3
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %c = phi i32 [ %c0, %entry ], [ %c.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.n, %loop ]
  %x = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr %a, i64 %x
  %v = load float, ptr %p
  %i2 = add nsw i32 %i, 4
  %x2 = sext i32 %i2 to i64
  %p2 = getelementptr inbounds float, ptr %a, i64 %x2
  store float %v, ptr %p2
  %q = getelementptr inbounds i32, ptr addrspace(3) %s, i32 %i
  store i32 %i, ptr addrspace(3) %q
  %cx = sext i32 %c to i64
  %acc.n = add i64 %acc, %cx
  %c.next = add nsw i32 %c, 1
  %i.next = add nsw i32 %i, 1
  %cnd = icmp slt i32 %i.next, %n
  br i1 %cnd, label %loop, label %exit
exit:
  store i64 %acc.n, ptr %out
  ret void
}

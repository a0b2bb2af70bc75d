; lsr's scope knobs on a loop nest (the outer loop's row pointer into %b, the
; inner loop's element pointer into %a) and a loop with an unknown trip count, and
; its guards: phase 3's overflow guard (element size times stride
; overflows int64) and phase 7's width fit (a shared-memory stride that
; does not fit the 32-bit IV).
; RUN: passcheck opt %s -passes=lsr --remarks 2>&1 | FileCheck %s --check-prefix=ALL
; RUN: passcheck opt %s -passes=lsr -knob lsr-loop-level=1 --remarks 2>&1 | FileCheck %s --check-prefix=INNER
; RUN: passcheck opt %s -passes=lsr -knob lsr-skip-outer-loop=1 --remarks 2>&1 | FileCheck %s --check-prefix=SKIPOUT
; RUN: passcheck opt %s -passes=lsr -knob disable-unknown-trip-lsr=1 --remarks 2>&1 | FileCheck %s --check-prefix=TRIP
; RUN: passcheck check %s -passes=lsr --grid 1x1 --inputs 8 | FileCheck %s --check-prefix=VERDICT

; ALL: @nest: 2 use(s) with stride 64 at loop depth 1: formula shared IV
; ALL: @nest: 2 use(s) with stride 4 at loop depth 2: formula shared IV
; ALL: @unknown: 2 use(s) with stride 4 at loop depth 1: formula shared IV
; ALL: @guard: use rejected: overflow guard (element size 4 times the stride overflows)
; ALL: @guard: 1 use(s) not reduced: width fit (stride 4294967296 does not fit 32 bits)

; INNER-NOT: stride 64
; INNER: @nest: 2 use(s) with stride 4 at loop depth 2: formula shared IV

; SKIPOUT: @nest: loop at depth 1 skipped: outer loop (lsr-skip-outer-loop)
; SKIPOUT-NOT: stride 64
; SKIPOUT: @nest: 2 use(s) with stride 4 at loop depth 2: formula shared IV

; TRIP: @unknown: loop at depth 1 skipped: unknown trip count (disable-unknown-trip-lsr)
; TRIP-NOT: @unknown: 2 use(s)

; VERDICT: result: ok

define void @nest(ptr %a, ptr %b, ptr %out) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.n, %outer.latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.i, %outer.latch ]
  %row = mul nuw nsw i64 %i, 16
  %rp = getelementptr inbounds i32, ptr %b, i64 %row
  %r00 = load i32, ptr %rp
  %row1 = add nuw nsw i64 %row, 1
  %rp1 = getelementptr inbounds i32, ptr %b, i64 %row1
  %r01 = load i32, ptr %rp1
  %r0 = add i32 %r00, %r01
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j.n, %inner ]
  %acc.j = phi i32 [ %r0, %outer ], [ %acc.n, %inner ]
  %p = getelementptr inbounds i32, ptr %a, i64 %j
  %v0 = load i32, ptr %p
  %j1 = add nuw nsw i64 %j, 1
  %p1 = getelementptr inbounds i32, ptr %a, i64 %j1
  %v1 = load i32, ptr %p1
  %v = add i32 %v0, %v1
  %acc.n = add i32 %acc.j, %v
  %j.n = add nuw nsw i64 %j, 1
  %cj = icmp ult i64 %j.n, 4
  br i1 %cj, label %inner, label %outer.latch
outer.latch:
  %acc.i = phi i32 [ %acc.n, %inner ]
  %i.n = add nuw nsw i64 %i, 1
  %ci = icmp ult i64 %i.n, 3
  br i1 %ci, label %outer, label %exit
exit:
  store i32 %acc.i, ptr %out
  ret void
}

define void @unknown(ptr %a, ptr %out) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.n, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v0 = load i32, ptr %p
  %i1 = add nuw nsw i64 %i, 1
  %p1 = getelementptr inbounds i32, ptr %a, i64 %i1
  %v1 = load i32, ptr %p1
  %v = xor i32 %v0, %v1
  %i.n = add nuw nsw i64 %i, 1
  %stop = icmp slt i32 %v, 0
  %far = icmp uge i64 %i.n, 8
  %end = or i1 %stop, %far
  br i1 %end, label %exit, label %loop
exit:
  store i64 %i.n, ptr %out
  ret void
}

define void @guard(ptr %a, ptr addrspace(3) %s, i1 %go) {
entry:
  br i1 %go, label %loop, label %exit
loop:
  %n = phi i32 [ 0, %entry ], [ %n.n, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i.n, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k.n, %loop ]
  %p = getelementptr i32, ptr %a, i64 %i
  %pi = ptrtoint ptr %p to i64
  %q = getelementptr i32, ptr addrspace(3) %s, i32 %k
  %qi = ptrtoint ptr addrspace(3) %q to i32
  %i.n = add i64 %i, 4611686018427387904
  %k.n = add i32 %k, 1073741824
  %n.n = add nuw nsw i32 %n, 1
  %c = icmp ult i32 %n.n, 4
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

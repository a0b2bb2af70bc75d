; Phase 3's overflow guard (seed: S * stride / S == stride, INT64_MIN not
; involved, S * loop_start and S * loop_end validated) on the exit-test
; use: an i32 counter k = 0 .. 7 and an integer use k * S.  Expanded by the
; factor S the exit test could move onto the IV {0,+,S} (terminator
; folding, which removes k) only when S * 7 fits the IV's 32 bits.
; @wraps: S = 2^30, S * 7 does not fit: the guard blocks the rewrite (the
; multiply is kept, no IV) and the program refines; without the guard
; (mutant-lsr-no-overflow-guard) the IV comes back to its end value 8 * 2^30
; = 0 (mod 2^32) after 4 iterations and `check` finds the early exit.
; @fits: S = 2^29 - 1, 7 * S < 2^32: the IV takes the exit test over.
; @neg: S = -2^30, |S| * 7 does not fit either.
; RUN: passcheck opt %s -passes=lsr | FileCheck %s
; RUN: passcheck opt %s -passes=lsr | llvm-as -o /dev/null
; RUN: passcheck opt %s -passes=lsr --remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=REM
; RUN: passcheck check %s -passes=lsr --func wraps --grid 1x1 --inputs 8 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s -passes=lsr --func neg --grid 1x1 --inputs 8 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s -passes=lsr --func fits --grid 1x1 --inputs 8 | FileCheck %s --check-prefix=OK
; RUN: not passcheck check %s -passes=mutant-lsr-no-overflow-guard --func wraps --grid 1x1 --inputs 8 | FileCheck %s --check-prefix=BAD
; RUN: not passcheck check %s -passes=mutant-lsr-no-overflow-guard --func neg --grid 1x1 --inputs 8 | FileCheck %s --check-prefix=BAD

; OK: result: ok
; BAD: mutant-lsr-no-overflow-guard: changed, mismatch

; CHECK-LABEL: define void @wraps(
; CHECK-NOT: IV.S.
; CHECK: %m = mul i32 %k, 1073741824
; CHECK: %e = icmp ult i32 %k.n, 8
; CHECK-LABEL: define void @fits(
; CHECK: %IV.S. = phi i32 [ 0, %entry ], [ %IV.S.next., %h ]
; CHECK-NOT: %k
; CHECK: %IV.S.next. = add i32 %IV.S., 536870911
; CHECK-NEXT: %lsr_fold_term_cond.replaced_term_cond = icmp eq i32 %IV.S.next., -8
; CHECK-LABEL: define void @neg(
; CHECK-NOT: IV.S.
; CHECK: %m = mul i32 %k, -1073741824

; REM: lsr: @wraps: exit test not taken over by the IV of stride 1073741824: overflow guard
; REM: lsr: @wraps: 1 use(s) with stride 1073741824 at loop depth 1: formula keep
; REM: lsr: @fits: 1 use(s) with stride 536870911 at loop depth 1: formula shared IV
; REM: lsr: @fits: loop at depth 1: exit condition folded onto IV stride 536870911 (lsr_fold_term_cond)
; REM: lsr: @neg: exit test not taken over by the IV of stride -1073741824: overflow guard

define void @wraps(ptr addrspace(1) %out) {
entry:
  br label %h
h:
  %k = phi i32 [ 0, %entry ], [ %k.n, %h ]
  %acc = phi i64 [ 0, %entry ], [ %acc.n, %h ]
  %m = mul i32 %k, 1073741824
  %z = zext i32 %m to i64
  %acc.n = add i64 %acc, %z
  %k.n = add nuw nsw i32 %k, 1
  %e = icmp ult i32 %k.n, 8
  br i1 %e, label %h, label %x
x:
  store i64 %acc.n, ptr addrspace(1) %out, align 8
  ret void
}

define void @fits(ptr addrspace(1) %out) {
entry:
  br label %h
h:
  %k = phi i32 [ 0, %entry ], [ %k.n, %h ]
  %acc = phi i64 [ 0, %entry ], [ %acc.n, %h ]
  %m = mul i32 %k, 536870911
  %z = zext i32 %m to i64
  %acc.n = add i64 %acc, %z
  %k.n = add nuw nsw i32 %k, 1
  %e = icmp ult i32 %k.n, 8
  br i1 %e, label %h, label %x
x:
  store i64 %acc.n, ptr addrspace(1) %out, align 8
  ret void
}

define void @neg(ptr addrspace(1) %out) {
entry:
  br label %h
h:
  %k = phi i32 [ 0, %entry ], [ %k.n, %h ]
  %acc = phi i64 [ 0, %entry ], [ %acc.n, %h ]
  %m = mul i32 %k, -1073741824
  %z = zext i32 %m to i64
  %acc.n = add i64 %acc, %z
  %k.n = add nuw nsw i32 %k, 1
  %e = icmp ult i32 %k.n, 8
  br i1 %e, label %h, label %x
x:
  store i64 %acc.n, ptr addrspace(1) %out, align 8
  ret void
}

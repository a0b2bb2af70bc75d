; Two knobs of lsr's cost model on loops made for them (knobs.ll has the
; others).  @rpform: five float accesses 4 bytes apart off %a, which lives
; after the loop (the IV frees no register): the shared IV is chosen (cost
; 17 < 20); with lsr-rp-limit 12 the loop's pressure 11 is under the limit
; but 11 + the IV's 2 slots is over it, so phase 5's gate rejects the
; formula and the uses are kept.  @sxt: four sign-extended i32 offsets of a
; counter that stays (it is stored): the IV wins only with the credit for
; the sign extensions it makes dead (count-sxt-opt-for-reg-pressure).
; RUN: passcheck opt %s -passes=lsr --remarks 2>&1 | FileCheck %s --check-prefix=DEF
; RUN: passcheck opt %s -passes=lsr -knob lsr-rp-limit=12 --remarks 2>&1 | FileCheck %s --check-prefix=RPFORM
; RUN: passcheck opt %s -passes=lsr -knob count-sxt-opt-for-reg-pressure=0 --remarks 2>&1 | FileCheck %s --check-prefix=NOSXTRP
; RUN: passcheck check %s -passes=lsr --func rpform --grid 1x1 --inputs 8 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s -passes=lsr --func sxt --grid 1x1 --inputs 8 | FileCheck %s --check-prefix=OK

; DEF: @sxt: 4 use(s) with stride 1 at loop depth 1: formula shared IV with chained offsets, cost 8 (keep 16)
; DEF: @rpform: 5 use(s) with stride 4 at loop depth 1: formula shared IV with chained offsets, cost 17 (keep 20)
; DEF-LABEL: define void @sxt(
; DEF: %IV.S. = phi i64
; DEF-LABEL: define void @rpform(
; DEF: %IV.S. = phi ptr [ %a, %entry ]

; RPFORM: @rpform: 5 use(s) with stride 4 at loop depth 1: formula keep, cost 20 (keep 20); rejected shared IV with chained offsets: RP gate
; RPFORM-LABEL: define void @rpform(
; RPFORM-NOT: IV.S.
; RPFORM: %p5 = getelementptr inbounds float, ptr %a, i64 %x5

; NOSXTRP: @sxt: 4 use(s) with stride 1 at loop depth 1: formula keep, cost 16 (keep 16)
; NOSXTRP-LABEL: define void @sxt(
; NOSXTRP-NOT: IV.S.
; NOSXTRP: %x4 = sext i32 %i4 to i64

; OK: result: ok

define void @sxt(ptr %out, i32 %n0) {
entry:
  %n1 = and i32 %n0, 7
  %n = add nuw nsw i32 %n1, 1
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.n4, %loop ]
  %i1 = add nsw i32 %i, 1
  %x1 = sext i32 %i1 to i64
  %i2 = add nsw i32 %i, 2
  %x2 = sext i32 %i2 to i64
  %i3 = add nsw i32 %i, 3
  %x3 = sext i32 %i3 to i64
  %i4 = add nsw i32 %i, 4
  %x4 = sext i32 %i4 to i64
  %acc.n1 = add i64 %acc, %x1
  %acc.n2 = xor i64 %acc.n1, %x2
  %acc.n3 = add i64 %acc.n2, %x3
  %acc.n4 = xor i64 %acc.n3, %x4
  store i32 %i, ptr %out
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  store i64 %acc.n4, ptr %out
  ret void
}

define void @rpform(ptr %a, ptr %out, i32 %n0) {
entry:
  %n1 = and i32 %n0, 7
  %n = add nuw nsw i32 %n1, 1
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr %a, i64 %x
  %v = load float, ptr %p
  %x2 = add nsw i64 %x, 4
  %p2 = getelementptr inbounds float, ptr %a, i64 %x2
  store float %v, ptr %p2
  %x3 = add nsw i64 %x, 8
  %p3 = getelementptr inbounds float, ptr %a, i64 %x3
  store float %v, ptr %p3
  %x4 = add nsw i64 %x, 12
  %p4 = getelementptr inbounds float, ptr %a, i64 %x4
  store float %v, ptr %p4
  %x5 = add nsw i64 %x, 16
  %p5 = getelementptr inbounds float, ptr %a, i64 %x5
  store float %v, ptr %p5
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  store ptr %a, ptr %out
  ret void
}

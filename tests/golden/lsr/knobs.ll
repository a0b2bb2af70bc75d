; Every lsr knob changes the output of this loop (the loop of phases.ll;
; the RP gate on one formula and count-sxt-opt-for-reg-pressure are in
; knobs2.ll), and every guard blocks a rewrite; each variant still refines.
; filter-bad-formula=0 lets "one IV per use" into the candidates of the two
; float accesses; the median of keep, shared IV and one IV per use is keep.
; RUN: passcheck opt %s -passes=lsr -knob disable-lsr-for-sharedmem32-ptr=1 --remarks 2>&1 | FileCheck %s --check-prefix=SHMEM
; RUN: passcheck opt %s -passes=lsr -knob do-lsr-64-bit=0 --remarks 2>&1 | FileCheck %s --check-prefix=NO64
; RUN: passcheck opt %s -passes=lsr -knob lsr-sxtopt=0 --remarks 2>&1 | FileCheck %s --check-prefix=NOSXT
; RUN: passcheck opt %s -passes=lsr -knob lsr-rp-limit=4 --remarks 2>&1 | FileCheck %s --check-prefix=RPGATE
; RUN: passcheck opt %s -passes=lsr -knob lsr-rp-limit=4 -knob lsr-check-rp=0 --remarks 2>&1 | FileCheck %s --check-prefix=NORP
; RUN: passcheck opt %s -passes=lsr -knob filter-bad-formula=0 --remarks 2>&1 | FileCheck %s --check-prefix=NOFILTER
; RUN: passcheck opt %s -passes=lsr -knob disable-lsr-complexity-discount=1 --remarks 2>&1 | FileCheck %s --check-prefix=NODISC
; RUN: passcheck check %s -passes=lsr -knob filter-bad-formula=0 --grid 1x1 --inputs 8 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s -passes=lsr -knob do-lsr-64-bit=0 --grid 1x1 --inputs 8 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s -passes=lsr -knob disable-lsr-complexity-discount=1 --grid 1x1 --inputs 8 | FileCheck %s --check-prefix=OK

; SHMEM: 1 use(s) not reduced: addrspace(3) pointer (disable-lsr-for-sharedmem32-ptr)
; SHMEM-NOT: phi ptr addrspace(3)
; SHMEM: phi ptr [ %a, %entry ]

; NO64: 2 use(s) not reduced: 64-bit IV (do-lsr-64-bit off)
; NO64: 1 use(s) not reduced: 64-bit IV (do-lsr-64-bit off)
; NO64: phi ptr addrspace(3) [ %s, %entry ]
; NO64-NOT: phi ptr [
; NO64-NOT: phi i64 [ %

; NOSXT-NOT: stride 1 at
; NOSXT: 1 use(s) with stride 4 at loop depth 1: formula shared IV
; NOSXT: %x = sext i32 %i to i64
; NOSXT: %cx = sext i32 %c to i64

; RPGATE: loop at depth 1 skipped: RP gate (pressure {{[0-9]+}} >= lsr-rp-limit 4)
; RPGATE-NOT: IV.S

; NORP-NOT: RP gate
; NORP: %IV.S.

; NOFILTER: 2 use(s) with stride 4 at loop depth 1: formula keep, cost 10 (keep 10)
; NOFILTER-NOT: %lsr.chain
; NOFILTER: %p = getelementptr inbounds float, ptr %a, i64 %x
; NOFILTER: %p2 = getelementptr inbounds float, ptr %a, i64 %x2

; NODISC: 1 use(s) with stride 4 at loop depth 1: formula keep, cost 2 (keep 2)
; NODISC: %q = getelementptr inbounds i32, ptr addrspace(3) %s, i32 %i

; OK: result: ok

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

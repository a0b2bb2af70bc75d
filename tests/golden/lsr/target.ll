; The target setting: do-lsr-64-bit, left unset, follows `-knob sm=NN`
; (seed 001, 64-Bit IV Control): below sm_70 no 64-bit IV is made (the
; global float pointer keeps its sext + GEP), from sm_70 it is; the 32-bit
; shared pointer's IV is made on every target.  An explicit do-lsr-64-bit
; wins over the target either way.  Each output refines.
; RUN: passcheck opt %s -passes=lsr -knob sm=60 --remarks 2>&1 | FileCheck %s --check-prefix=SM60
; RUN: passcheck opt %s -passes=lsr -knob sm=80 --remarks 2>&1 | FileCheck %s --check-prefix=SM80
; RUN: passcheck opt %s -passes=lsr --remarks 2>&1 | FileCheck %s --check-prefix=SM80
; RUN: passcheck opt %s -passes=lsr -knob sm=60 -knob do-lsr-64-bit=1 --remarks 2>&1 | FileCheck %s --check-prefix=SM80
; RUN: passcheck opt %s -passes=lsr -knob do-lsr-64-bit=true -knob sm=52 --remarks 2>&1 | FileCheck %s --check-prefix=SM80
; RUN: passcheck opt %s -passes=lsr -knob sm=80 -knob do-lsr-64-bit=0 --remarks 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: passcheck check %s -passes=lsr -knob sm=60 --grid 1x1 --inputs 8 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s -passes=lsr -knob sm=80 --grid 1x1 --inputs 8 | FileCheck %s --check-prefix=OK
; RUN: bash -c 'passcheck opt %s -passes=lsr -knob sm=20 -o /dev/null; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=RANGE

; SM60: lsr: @k: 1 use(s) not reduced: 64-bit IV (sm_60: do-lsr-64-bit off below sm_70)
; SM60: lsr: @k: 1 use(s) with stride 4 at loop depth 1: formula shared IV
; SM60: %IV.S. = phi ptr addrspace(3) [ %s, %entry ]
; SM60-NOT: phi ptr [
; SM60: %x = sext i32 %i to i64
; SM60: %p = getelementptr inbounds float, ptr %a, i64 %x

; SM80-NOT: not reduced
; SM80-DAG: phi ptr addrspace(3) [ %s, %entry ]
; SM80-DAG: phi ptr [ %a, %entry ]
; SM80-NOT: sext

; OFF: lsr: @k: 1 use(s) not reduced: 64-bit IV (do-lsr-64-bit off)
; OFF-NOT: phi ptr [

; OK: lsr: changed, ok
; OK: result: ok

; RANGE: knob 'sm': value 20 out of range 30..120
; RANGE: exit=

define void @k(ptr %a, ptr addrspace(3) %s, ptr %out, i32 %n0) {
entry:
  %n1 = and i32 %n0, 7
  %n = add nuw nsw i32 %n1, 1
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.n, %loop ]
  %x = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr %a, i64 %x
  %v = load float, ptr %p
  %acc.n = fadd float %acc, %v
  %q = getelementptr inbounds float, ptr addrspace(3) %s, i32 %i
  store float %acc.n, ptr addrspace(3) %q
  %i.next = add nsw i32 %i, 1
  %cnd = icmp slt i32 %i.next, %n
  br i1 %cnd, label %loop, label %exit
exit:
  store float %acc.n, ptr %out
  ret void
}

; `passcheck check` classes besides mismatch: mutant-widen-store widens the
; store of @k to two lanes, so each thread also writes its neighbour's
; element: ub-introduced (a data race), with where the target stopped.
; @bad divides by zero on every input: invalid-test, exit 1, no pass runs.
; RUN: not passcheck check %s --func k -passes=mutant-widen-store --grid 1x4 | FileCheck %s
; RUN: not passcheck check %s --func @bad -passes=mutant-widen-store | FileCheck %s --check-prefix=INVALID

; CHECK: 1/1 mutant-widen-store: changed, ub-introduced
; CHECK-NEXT: result: ub-introduced after pass mutant-widen-store (step 1 of 1)
; CHECK: expected: ok
; CHECK-NEXT: actual: ub: data race with thread
; CHECK-NEXT: at: @k: store <2 x i32> {{.*}} (thread (1,0,0) of block (0,0,0))
; CHECK-NEXT: signature: {{[0-9a-f]+}} (mutant-widen-store|ub-introduced|ub:store:data race with thread)

; INVALID: check: @bad, 1 pass, 16 input vectors (seed 1) + 4 edge, 0 defined
; INVALID-NEXT: 1/1 mutant-widen-store: not run
; INVALID-NEXT: result: invalid-test
; INVALID-NEXT: input: vector 0
; INVALID-NEXT: detail: the source is undefined on every input vector (20); input 0: ub: division by zero

define void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = mul i32 %t, 3
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

define void @bad(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %d = udiv i32 %t, 0
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %d, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

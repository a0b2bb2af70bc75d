; Memory mutants on one kernel: an index one element too far, a dropped
; store, a load moved above a may-alias store, a store widened to two lanes;
; each leaves IR that the verifier and llvm-as accept.
; RUN: passcheck opt %s -passes=mutant-gep-off-by-one | FileCheck %s --check-prefix=GEP
; RUN: passcheck opt %s -passes=mutant-drop-store | FileCheck %s --check-prefix=DROP
; RUN: passcheck opt %s -passes=mutant-load-over-store | FileCheck %s --check-prefix=LOAD
; RUN: passcheck opt %s -passes=mutant-widen-store | FileCheck %s --check-prefix=WIDEN
; RUN: passcheck opt %s -passes=mutant-gep-off-by-one,mutant-drop-store,mutant-load-over-store,mutant-widen-store | llvm-as -o /dev/null

; GEP: %[[I1:[0-9]+]] = add i32 %i, 1
; GEP-NEXT: %pin = getelementptr inbounds float, ptr addrspace(1) %in, i32 %[[I1]]
; GEP: %q0 = getelementptr inbounds float, ptr addrspace(1) %out, i32 %j

; DROP: %v = load float, ptr addrspace(1) %pin, align 4
; DROP-NOT: store float %v,
; DROP: store float %w, ptr addrspace(1) %q1, align 4

; LOAD: store float %v, ptr addrspace(1) %q0, align 4
; LOAD-NEXT: %x = load float, ptr addrspace(1) %pin, align 4
; LOAD-NEXT: store float %w, ptr addrspace(1) %q1, align 4

; WIDEN: store float %v, ptr addrspace(1) %q0, align 4
; WIDEN: %[[A:[0-9]+]] = insertelement <2 x float> poison, float %x, i32 0
; WIDEN-NEXT: %[[B:[0-9]+]] = insertelement <2 x float> %[[A]], float %x, i32 1
; WIDEN-NEXT: store <2 x float> %[[B]], ptr addrspace(1) %pin, align 4

define void @mem(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pin = getelementptr inbounds float, ptr addrspace(1) %in, i32 %i
  %v = load float, ptr addrspace(1) %pin, align 4
  %w = fmul float %v, 2.000000e+00
  %j = shl i32 %i, 1
  %q0 = getelementptr inbounds float, ptr addrspace(1) %out, i32 %j
  %q1 = getelementptr inbounds float, ptr addrspace(1) %q0, i32 1
  store float %v, ptr addrspace(1) %q0, align 4
  store float %w, ptr addrspace(1) %q1, align 4
  %x = load float, ptr addrspace(1) %pin, align 4
  store float %x, ptr addrspace(1) %pin, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; The reassociation oracle with `--external`: opt-16's reassociate folds
; the chain's two constants into one and moves the fsub, -O2 does the same
; and commutes the multiplication after the sum; the differing sums lie
; within their error bound, so every run refines (before the oracle, this
; kernel was `unsupported: fast-math flags allow another FP value`).  An
; outside tool that applies a term twice (passcheck's own mutant run as the
; tool) is a finding of kind "reassociation outside its error bound", no
; longer hidden as unsupported.
; RUN: passcheck check %s --external 'opt-16 -S -passes=reassociate' --inputs 64 | FileCheck %s
; RUN: passcheck check %s --external 'opt-16 -S -O2' --inputs 64 | FileCheck %s
; RUN: not passcheck check %s --external 'passcheck opt {in} -passes=mutant-reassoc-dup-term -o {out}' --inputs 64 | FileCheck %s --check-prefix=DUP

; CHECK: 1/1 external: changed, ok
; CHECK-NEXT: result: ok: every run refines (1 pass, 68 input vectors)
; CHECK-NEXT: reassociation: {{[1-9][0-9]*}} differing FP values within the error bound of the same terms in another order

; DUP: 1/1 external: changed, mismatch
; DUP: detail: reassociation outside its error bound: the target's sum has other terms than the source's: 6 terms in the source, 8 in the target
; DUP-NEXT: signature: {{[0-9a-f]+}} (external|mismatch|reassociation outside its error bound)

define void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %b = mul i32 %c, %nt
  %i = add i32 %b, %t
  %i4 = shl i32 %i, 2
  %p0 = getelementptr inbounds float, ptr addrspace(1) %in, i32 %i4
  %p1 = getelementptr inbounds float, ptr addrspace(1) %p0, i32 1
  %p2 = getelementptr inbounds float, ptr addrspace(1) %p0, i32 2
  %p3 = getelementptr inbounds float, ptr addrspace(1) %p0, i32 3
  %a0 = load float, ptr addrspace(1) %p0, align 16
  %a1 = load float, ptr addrspace(1) %p1, align 4
  %a2 = load float, ptr addrspace(1) %p2, align 8
  %a3 = load float, ptr addrspace(1) %p3, align 4
  %s1 = fadd reassoc nsz float %a0, 0x3FB99999A0000000
  %s2 = fadd reassoc nsz float %s1, %a2
  %s3 = fsub reassoc nsz float %s2, %a3
  %s4 = fadd reassoc nsz float %s3, 0x3FD3333340000000
  %s5 = fadd reassoc nsz float %s4, %a1
  %r = fmul float %s5, %a1
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

; The reassociation oracle in `passcheck check`: a reassoc fadd chain
; reordered correctly (mutant-reassoc-ok, and SLP's horizontal reduction
; tree) gives sums that differ from the source's in their last bits; each
; lies within gamma_(n-1) * sum |x_i| of the exact sum of the same terms, so
; every run refines and the differences are counted.  A term applied twice
; (mutant-reassoc-dup-term) is a mismatch of its own kind.  Without the
; oracle, the first two runs were mismatches (store) too.
; RUN: passcheck check %s -passes=mutant-reassoc-ok --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s -passes=slp -knob slp-vectorize-hor-store=1 --inputs 64 | FileCheck %s --check-prefix=SLP
; RUN: passcheck opt %s -passes=slp -knob slp-vectorize-hor-store=1 | FileCheck %s --check-prefix=SLPIR
; RUN: not passcheck check %s -passes=mutant-reassoc-dup-term --inputs 64 | FileCheck %s --check-prefix=DUP
; RUN: rm -rf %t && not passcheck check %s -passes=mutant-reassoc-dup-term --inputs 64 --out %t > /dev/null
; RUN: cat %t/findings/*/result.json | FileCheck %s --check-prefix=JSON

; OK: 1/1 mutant-reassoc-ok: changed, ok
; OK-NEXT: result: ok: every run refines (1 pass, 68 input vectors)
; OK-NEXT: reassociation: {{[1-9][0-9]*}} differing FP value{{s?}} within the error bound of the same terms in another order

; SLP: 1/1 slp: changed, ok
; SLP-NEXT: result: ok: every run refines
; SLP-NEXT: reassociation: {{[1-9][0-9]*}} differing FP value

; SLPIR: load <4 x float>
; SLPIR: %op.rdx = fadd reassoc <2 x float> %rdx.shuf.l, %rdx.shuf.r

; DUP: 1/1 mutant-reassoc-dup-term: changed, mismatch
; DUP: written by: @k: store float %s3, ptr addrspace(1) %q, align 4
; DUP-NEXT: detail: reassociation outside its error bound: the target's sum has other terms than the source's: 4 terms in the source, 6 in the target (a term applied twice or added)
; DUP-NEXT: signature: {{[0-9a-f]+}} (mutant-reassoc-dup-term|mismatch|reassociation outside its error bound)

; JSON: "signature_key": "mutant-reassoc-dup-term|mismatch|reassociation outside its error bound"
; JSON: "detail": "reassociation outside its error bound: the target's sum has other terms

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
  %s1 = fadd reassoc float %a0, %a1
  %s2 = fadd reassoc float %s1, %a2
  %s3 = fadd reassoc float %s2, %a3
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i32 %i
  store float %s3, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

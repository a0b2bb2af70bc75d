; A real finding in LLVM 16, found by `passcheck fuzz --external
; 'opt-16 -S -passes=instcombine'` on generated kernels and reduced by hand:
; for the NVPTX target, instcombine rewrites llvm.nvvm.f2i.rz (PTX
; cvt.rzi.s32.f32: saturating, NaN -> 0) into fptosi, which is poison for
; NaN and out-of-range values ("If the value cannot fit in ty2, the result
; is a poison value", LangRef).  equiv on the two versions shows it in six
; lines; the same holds for d2i.rz.  (This test documents the behaviour of
; Debian's opt-16; a fixed opt makes it fail, and it should then be turned
; around.)
; RUN: opt-16 -S -passes=instcombine %s -o %t.ic.ll
; RUN: FileCheck %s --check-prefix=OPT < %t.ic.ll
; RUN: not passcheck equiv %s %t.ic.ll | FileCheck %s

; OPT: fptosi float %x to i32
; CHECK: @f: incorrect: target more poisonous
; CHECK-NEXT:   input:  %x = float {{.*}}
; CHECK-NEXT:   source: returns i32 {{-?[0-9]+}}
; CHECK-NEXT:   target: returns i32 poison

target triple = "nvptx64-nvidia-cuda"

define i32 @f(float %x) {
  %r = call i32 @llvm.nvvm.f2i.rz(float %x)
  ret i32 %r
}

declare i32 @llvm.nvvm.f2i.rz(float)

; Two real findings in LLVM 16, found by `passcheck fuzz --external
; 'opt-16 -O2'` on generated kernels and cut down to a few lines by hand.
; For the NVPTX target, instcombine folds NVVM conversion intrinsics into
; LLVM casts that mean something else:
; - llvm.nvvm.f2i.rz (PTX cvt.rzi.s32.f32: saturating, NaN -> 0) becomes
;   fptosi, which is poison for NaN and out-of-range values (LangRef: "If
;   the value cannot fit in ty2, the result is a poison value"); the same
;   for d2i.rz.  In the generated kernels the poison then reaches an
;   address or a branch: ub-introduced.
; - llvm.nvvm.ui2f.rz (cvt.rz.f32.u32: round toward zero) becomes uitofp,
;   which rounds to nearest even: 4294967284 gives 4294967296.0 instead of
;   4294967040.0.
; This test documents Debian's opt-16; a fixed opt makes it fail, and it
; should then be turned around.
; RUN: opt-16 -S -passes=instcombine %s -o %t.ic.ll
; RUN: FileCheck %s --check-prefix=OPT < %t.ic.ll
; RUN: not passcheck equiv %s %t.ic.ll | FileCheck %s

; OPT: fptosi float %x to i32
; OPT: uitofp i32 %x to float
; CHECK: @f2i: incorrect: target more poisonous
; CHECK-NEXT:   input:  %x = float {{.*}}
; CHECK-NEXT:   source: returns i32 {{-?[0-9]+}}
; CHECK-NEXT:   target: returns i32 poison
; CHECK: @ui2f: incorrect: value mismatch
; CHECK-NEXT:   input:  %x = i32 {{-[0-9]+}}
; CHECK-NEXT:   source: returns float 4.29496704e+09
; CHECK-NEXT:   target: returns float 4.2949673e+09
; CHECK: equiv: 2 pairs: 0 correct, 2 incorrect, 0 unsupported

target triple = "nvptx64-nvidia-cuda"

define i32 @f2i(float %x) {
  %r = call i32 @llvm.nvvm.f2i.rz(float %x)
  ret i32 %r
}

define float @ui2f(i32 %x) {
  %r = call float @llvm.nvvm.ui2f.rz(i32 %x)
  ret float %r
}

declare i32 @llvm.nvvm.f2i.rz(float)
declare float @llvm.nvvm.ui2f.rz(i32)

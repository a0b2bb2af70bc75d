; Control-flow, FP-mode and vector mutants: a division hoisted above its
; divisor check, .ftz intrinsics and a flushing denormal mode dropped, the
; neighbouring lane of a shuffle mask; all valid for the verifier and llvm-as.
; RUN: passcheck opt %s -passes=mutant-hoist-div | FileCheck %s --check-prefix=HOIST
; RUN: passcheck opt %s -passes=mutant-drop-ftz | FileCheck %s --check-prefix=FTZ
; RUN: passcheck opt %s -passes=mutant-shuffle-lane | FileCheck %s --check-prefix=LANE
; RUN: passcheck opt %s -passes=mutant-hoist-div,mutant-drop-ftz,mutant-shuffle-lane | llvm-as -o /dev/null

; HOIST-LABEL: define i32 @guarded(
; HOIST: %nz = icmp ne i32 %d, 0
; HOIST-NEXT: %q = sdiv i32 %x, %d
; HOIST-NEXT: br i1 %nz, label %div, label %done
; HOIST: div:
; HOIST-NEXT: br label %done

; FTZ-LABEL: define float @ftz(float %a, float %b) {
; FTZ: %r = call float @llvm.nvvm.mul.rn.f(float %a, float %b)
; FTZ: %s = call float @llvm.nvvm.fmax.nan.f(float %r, float %a)
; FTZ: declare float @llvm.nvvm.mul.rn.f(float, float)

; LANE-LABEL: define <2 x float> @lanes(
; LANE: shufflevector <4 x float> %v, <4 x float> %w, <2 x i32> <i32 5, i32 4>
; LANE: extractelement <4 x float> %v, i32 2

define i32 @guarded(i32 %x, i32 %d) {
entry:
  %nz = icmp ne i32 %d, 0
  br i1 %nz, label %div, label %done
div:
  %q = sdiv i32 %x, %d
  br label %done
done:
  %r = phi i32 [ %q, %div ], [ 0, %entry ]
  ret i32 %r
}

define float @ftz(float %a, float %b) #0 {
entry:
  %r = call float @llvm.nvvm.mul.rn.ftz.f(float %a, float %b)
  %s = call float @llvm.nvvm.fmax.ftz.nan.f(float %r, float %a)
  ret float %s
}

define <2 x float> @lanes(<4 x float> %v, <4 x float> %w) {
entry:
  %s = shufflevector <4 x float> %v, <4 x float> %w, <2 x i32> <i32 4, i32 4>
  %e = extractelement <4 x float> %v, i32 2
  %r = insertelement <2 x float> %s, float %e, i32 0
  ret <2 x float> %r
}

declare float @llvm.nvvm.mul.rn.ftz.f(float, float)
declare float @llvm.nvvm.fmax.ftz.nan.f(float, float)

attributes #0 = { "denormal-fp-math"="preserve-sign,preserve-sign" }

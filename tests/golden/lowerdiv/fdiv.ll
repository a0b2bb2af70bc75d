; lower-div, FP division (seed 000 "FP Division Strength Reduction"):
; div.approx.f32 a, b becomes MUFU.RCP(b) then FMUL.  The reciprocal is
; flushed (mul.rn.ftz by 1.0: the hardware MUFU.RCP's flush, which is
; where div.approx's |b| > 2^126 rule comes from) and the multiply is the
; explicit-rounding nvvm.mul.rn.f, whatever the function's denormal mode;
; the .ftz form is rcp.approx.ftz + mul.rn.ftz.  `fdiv float` is div.rn
; and stays with -knob lower-fdiv-rn=0 (fdiv_rn.ll and ddiv_rn.ll: the
; default lowers it exactly), unless -knob use_fast_math=1 (a
; meaning-changing request: then the same sequence, ftz in a flushing
; function).  fdiv double stays with lower-fdiv-rn=0.
; Under the default model (RN(a * RN(1/b))) the lowered calls equal the
; source: `passcheck check` is ok.
; RUN: passcheck opt %s -passes=lower-div -knob lower-fdiv-rn=0 | FileCheck %s
; RUN: passcheck opt %s -passes=lower-div -knob lower-fdiv-rn=0 -knob use_fast_math=1 | FileCheck %s --check-prefix=FAST
; RUN: passcheck opt %s -passes=lower-div -knob lower-fdiv-rn=0 -knob use_fast_math=1 --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM
; RUN: passcheck opt %s -passes=lower-div | llvm-as -o /dev/null
; RUN: passcheck check %s -passes=lower-div --func k --inputs 64 --grid 1x32 | FileCheck %s --check-prefix=OK

define void @k(ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %po) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a.p = getelementptr float, ptr addrspace(1) %pa, i32 %t
  %a = load float, ptr addrspace(1) %a.p
  %b.p = getelementptr float, ptr addrspace(1) %pb, i32 %t
  %b = load float, ptr addrspace(1) %b.p
  %q = call float @llvm.nvvm.div.approx.f(float %a, float %b)
  %qf = call float @llvm.nvvm.div.approx.ftz.f(float %a, float %b)
  %s = fadd float %q, %qf
  %o.p = getelementptr float, ptr addrspace(1) %po, i32 %t
  store float %s, ptr addrspace(1) %o.p
  ret void
}

; CHECK-LABEL: define void @k(
; CHECK:        [[V1_1:%[0-9]+]] = call float @ori.mufu.rcp.f32(float %b)
; CHECK-NEXT:   [[V1_2:%[0-9]+]] = call float @llvm.nvvm.mul.rn.ftz.f(float [[V1_1]], float 1.000000e+00)
; CHECK-NEXT:   [[V1_3:%[0-9]+]] = call float @llvm.nvvm.mul.rn.f(float %a, float [[V1_2]])
; CHECK-NEXT:   [[V1_4:%[0-9]+]] = call float @llvm.nvvm.rcp.approx.ftz.f(float %b)
; CHECK-NEXT:   [[V1_5:%[0-9]+]] = call float @llvm.nvvm.mul.rn.ftz.f(float %a, float [[V1_4]])
; CHECK-NEXT:   %s = fadd float [[V1_3]], [[V1_5]]

define float @plain(float %a, float %b, double %c, double %d, ptr %p) {
  %q = fdiv float %a, %b
  %r = fdiv double %c, %d
  store double %r, ptr %p
  ret float %q
}

; CHECK-LABEL: define float @plain(
; CHECK-NEXT:   %q = fdiv float %a, %b
; CHECK-NEXT:   %r = fdiv double %c, %d
; FAST-LABEL: define float @plain(
; FAST-NEXT:    [[V1_1:%[0-9]+]] = call float @ori.mufu.rcp.f32(float %b)
; FAST-NEXT:    [[V1_2:%[0-9]+]] = call float @llvm.nvvm.mul.rn.ftz.f(float [[V1_1]], float 1.000000e+00)
; FAST-NEXT:    [[V1_3:%[0-9]+]] = call float @llvm.nvvm.mul.rn.f(float %a, float [[V1_2]])
; FAST-NEXT:    %r = fdiv double %c, %d
; FAST:         ret float [[V1_3]]

define float @flushing(float %a, float %b) #0 {
  %q = fdiv fast float %a, %b
  ret float %q
}

; CHECK-LABEL: define float @flushing(
; CHECK-NEXT:   %q = fdiv fast float %a, %b
; FAST-LABEL: define float @flushing(
; FAST-NEXT:    [[V2_1:%[0-9]+]] = call float @llvm.nvvm.rcp.approx.ftz.f(float %b)
; FAST-NEXT:    [[V2_2:%[0-9]+]] = call float @llvm.nvvm.mul.rn.ftz.f(float %a, float [[V2_1]])
; FAST-NEXT:    ret float [[V2_2]]

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.div.approx.f(float, float)
declare float @llvm.nvvm.div.approx.ftz.f(float, float)

attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }

; REM: lower-div: @k: lowered llvm.nvvm.div.approx.f: mufu.rcp + fmul (3 instructions)
; REM-NEXT: lower-div: @k: lowered llvm.nvvm.div.approx.ftz.f: mufu.rcp + fmul ftz (2 instructions)
; REM-NEXT: lower-div: @plain: lowered fdiv float (use_fast_math): mufu.rcp + fmul (3 instructions)
; REM-NEXT: lower-div: @flushing: lowered fdiv float (use_fast_math): mufu.rcp + fmul ftz (2 instructions)

; OK: result: ok: every run refines

; An LLVM 22 bug found by `passcheck fuzz --dialect 22 --external 'opt-22 -S
; -mtriple=nvptx64-nvidia-cuda -passes=instcombine'` (1000 programs: 58
; crashes, one signature), reduced by passcheck reduce from 114 to 9
; instructions (and by hand: the samesign of the compare and the target
; lines are not needed): InstCombine does not reach a fixpoint in one
; iteration, and opt-22's instcombine, which verifies the fixpoint, aborts.
; Not a miscompile (the -O2/-O3 pipelines do not verify the fixpoint);
; opt-16 and opt-19 accept the module.
; REQUIRES: llvm-22
; RUN: not opt-22 -S -passes=instcombine %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPT
; RUN: not passcheck check %s --external 'opt-22 -S -passes=instcombine' | FileCheck %s
; RUN: passcheck check %s --external "opt-22 -S -passes='instcombine<no-verify-fixpoint>'" | FileCheck %s --check-prefix=NOVERIFY
; OPT: LLVM ERROR: Instruction Combining on kernel did not reach a fixpoint after 1 iterations
; CHECK: result: crash after pass external
; NOVERIFY: result: ok: every run refines


@sh = internal addrspace(3) global [32 x double] undef, align 8

define ptx_kernel void @kernel() {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v20 = add i32 %v1, 1
  %v24 = getelementptr double, ptr addrspace(3) @sh, i32 %v20
  store double 0.000000e+00, ptr addrspace(3) %v24, align 8
  %v30 = urem i32 %v20, 1
  br label %b1

b1:
  %v66 = icmp slt i32 0, %v30
  br i1 %v66, label %b1, label %b3

b3:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

; `passcheck crosscheck`: per kernel, the interpreter against lli-16 on
; generated inputs: a barrier/shared-memory kernel and a warp-shuffle
; kernel agree; a kernel that reaches llvm.nvvm.isspacep (no faithful
; x86 definition) is skipped with the reason, as are inputs the
; interpreter finds undefined; --keep writes the lli program and inputs.
; RUN: rm -rf %t.keep
; RUN: passcheck crosscheck %s --inputs 2 --grid 2x32 --keep %t.keep -v | FileCheck %s
; RUN: ls %t.keep | FileCheck %s --check-prefix=KEEP
; RUN: passcheck crosscheck --help | FileCheck %s --check-prefix=HELP
; RUN: bash -c 'passcheck crosscheck %s --inputs 0; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=BAD

; CHECK: crosscheck.ll @shared_sum: agree 2, disagree 0, skipped 0, lli-failed 0
; CHECK-NEXT: crosscheck.ll @shared_sum seed 1: agree
; CHECK-NEXT: crosscheck.ll @shared_sum seed 2: agree
; CHECK: crosscheck.ll @warp_sum: agree 2, disagree 0, skipped 0, lli-failed 0
; CHECK: crosscheck.ll @space: agree 0, disagree 0, skipped 2 (@llvm.nvvm.isspacep.shared is not cross-checkable x2), lli-failed 0
; CHECK: crosscheck.ll @divide: agree 0, disagree 0, skipped 2 (interpreter: ub (division by zero) x2), lli-failed 0

; KEEP: crosscheck.ll.shared_sum.seed1.0.input
; KEEP: crosscheck.ll.shared_sum.seed1.ll
; KEEP: crosscheck.ll.shared_sum.seed1.out

; HELP: usage: passcheck crosscheck FILE...
; HELP: example:
; HELP-NEXT: passcheck crosscheck corpora/kernels/saxpy.O1.ll
; HELP: exit status: 0

; BAD: passcheck crosscheck: bad value '0' for option '--inputs' (expected a number from 1 to 100000)
; BAD: exit=1

@acc = internal addrspace(3) global [32 x float] undef, align 4

; every thread stores x*x into shared memory, then after the barrier
; thread 0 sums them in order and writes the block's sum
define void @shared_sum(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b = mul i32 %c, 32
  %g = add i32 %b, %t
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i32 %g
  %x = load float, ptr addrspace(1) %p, align 4
  %sq = fmul float %x, %x
  %s = getelementptr inbounds [32 x float], ptr addrspace(3) @acc, i32 0, i32 %t
  store float %sq, ptr addrspace(3) %s, align 4
  call void @llvm.nvvm.barrier0()
  %first = icmp eq i32 %t, 0
  br i1 %first, label %sum, label %done

sum:
  %i = phi i32 [ 0, %entry ], [ %i1, %sum ]
  %a = phi float [ 0.000000e+00, %entry ], [ %a1, %sum ]
  %e = getelementptr inbounds [32 x float], ptr addrspace(3) @acc, i32 0, i32 %i
  %v = load float, ptr addrspace(3) %e, align 4
  %a1 = fadd float %a, %v
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 32
  br i1 %more, label %sum, label %write

write:
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %c
  store float %a1, ptr addrspace(1) %o, align 4
  br label %done

done:
  ret void
}

; a butterfly reduction over the warp with shfl.sync.bfly
define void @warp_sum(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b = mul i32 %c, 32
  %g = add i32 %b, %t
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %x = load i32, ptr addrspace(1) %p, align 4
  br label %loop

loop:
  %k = phi i32 [ 16, %entry ], [ %k1, %loop ]
  %v = phi i32 [ %x, %entry ], [ %v1, %loop ]
  %o = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 %k, i32 31)
  %v1 = add i32 %v, %o
  %k1 = lshr i32 %k, 1
  %more = icmp ne i32 %k1, 0
  br i1 %more, label %loop, label %exit

exit:
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g
  store i32 %v1, ptr addrspace(1) %q, align 4
  ret void
}

define void @space(ptr %p, ptr %out) {
  %s = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %z = zext i1 %s to i32
  store i32 %z, ptr %out, align 4
  ret void
}

define void @divide(ptr %out, i32 %d) {
  %q = udiv i32 1, 0
  store i32 %q, ptr %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i1 @llvm.nvvm.isspacep.shared(ptr)

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @shared_sum, !"kernel", i32 1}
!1 = !{ptr @warp_sum, !"kernel", i32 1}
!2 = !{ptr @space, !"kernel", i32 1}
!3 = !{ptr @divide, !"kernel", i32 1}

; Probe-sized buffers: a kernel that indexes a[tid * 64 + i] at the default
; grid (8 threads) needs 512 elements, not the default 64.  `check` and
; `crosscheck` probe first and every vector is defined; with --no-probe
; none is (check: invalid-test).  Both print the defined share.
; RUN: passcheck check %s -passes=constfold --always-run | FileCheck %s
; RUN: not passcheck check %s -passes=constfold --always-run --no-probe | FileCheck %s --check-prefix=NOPROBE
; RUN: passcheck crosscheck %s | FileCheck %s --check-prefix=XC
; RUN: passcheck crosscheck %s --no-probe | FileCheck %s --check-prefix=XCNO

; CHECK: check: @rows, 1 pass, 16 input vectors (seed 1) + 4 edge, 20 defined; grid 2,1,1 x 4,1,1; 100% defined; buffers of 512 elements (probed)
; CHECK: result: ok: every run refines (1 pass, 20 input vectors)
; NOPROBE: check: @rows, 1 pass, 16 input vectors (seed 1) + 4 edge, 0 defined; grid 2,1,1 x 4,1,1; 0% defined{{$}}
; NOPROBE: result: invalid-test
; XC: probe.ll @rows: agree 3, disagree 0, skipped 0, lli-failed 0, defined 3 of 3 (100%)
; XCNO: probe.ll @rows: agree 0, disagree 0, skipped 3 (interpreter: ub (out-of-bounds access) x3), lli-failed 0, defined 0 of 3 (0%)

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define void @rows(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bb = mul i32 %b, %nt
  %tid = add i32 %bb, %t
  %base = mul i32 %tid, 64
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %ix = add i32 %base, %i
  %ix64 = zext i32 %ix to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %ix64
  %v = load float, ptr addrspace(1) %p
  %s1 = fadd float %s, %v
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 64
  br i1 %c, label %loop, label %done

done:
  %t64 = zext i32 %tid to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64
  store float %s1, ptr addrspace(1) %q
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @rows, !"kernel", i32 1}

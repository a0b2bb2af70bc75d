; `passcheck check -passes=lower-div` on a kernel with divisions by loaded
; values and constants at both widths: in a loop (the split block is the
; loop's header and latch: the header phi's back edge now comes from the
; last join block), before a branch whose successor's phi names the split
; block (retargeted), and on poison-free and possibly-poison dividends
; (the template freezes its operands: no branch on poison).  Every run
; refines, under the default MUFU model and under the adversarial one
; (every reciprocal the PTX bound allows, several seeds).
; RUN: passcheck check %s -passes=lower-div --inputs 32 | FileCheck %s
; RUN: passcheck check %s -passes=lower-div --inputs 32 --approx adversarial --approx-seed 1 | FileCheck %s
; RUN: passcheck check %s -passes=lower-div --inputs 32 --approx adversarial --approx-seed 2 | FileCheck %s
; RUN: passcheck check %s -passes=lower-div --inputs 32 --approx adversarial --approx-seed 3 --seed 7 | FileCheck %s
; RUN: passcheck opt %s -passes=lower-div | llvm-as -o /dev/null

define void @k(ptr addrspace(1) %px, ptr addrspace(1) %pd, ptr addrspace(1) %pw, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %cta, %ntid
  %i = add i32 %base, %tid
  %x.p = getelementptr i32, ptr addrspace(1) %px, i32 %i
  %x = load i32, ptr addrspace(1) %x.p
  %d.p = getelementptr i32, ptr addrspace(1) %pd, i32 %i
  %d0 = load i32, ptr addrspace(1) %d.p
  %d = or i32 %d0, 1
  %w.p = getelementptr i64, ptr addrspace(1) %pw, i32 %i
  %w = load i64, ptr addrspace(1) %w.p
  %q = udiv i32 %x, %d
  %r = srem i32 %x, %d
  %xp = add nsw i32 %x, 1500000000
  %qp = udiv i32 %xp, %d
  %qp.p = getelementptr i32, ptr addrspace(1) %px, i32 %i
  store i32 %qp, ptr addrspace(1) %qp.p
  %big = icmp ugt i32 %q, 100
  br i1 %big, label %then, label %join

then:
  %wd = zext i32 %d to i64
  %q64 = sdiv i64 %w, %wd
  %c64 = urem i64 %w, 1000000007
  %s64 = add i64 %q64, %c64
  %t = trunc i64 %s64 to i32
  br label %join

join:
  %v = phi i32 [ %r, %entry ], [ %t, %then ]
  %lim = and i32 %n, 7
  br label %loop

loop:
  %j = phi i32 [ 0, %join ], [ %j1, %loop ]
  %acc = phi i32 [ %v, %join ], [ %acc1, %loop ]
  %j1 = add i32 %j, 1
  %m = udiv i32 %acc, %j1
  %m7 = sdiv i32 %m, -7
  %acc1 = add i32 %acc, %m7
  %more = icmp ult i32 %j1, %lim
  br i1 %more, label %loop, label %done

done:
  %o.p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %acc1, ptr addrspace(1) %o.p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; CHECK: 1/1 lower-div: changed, ok
; CHECK-NEXT: result: ok: every run refines (1 pass, {{[0-9]+}} input vectors)

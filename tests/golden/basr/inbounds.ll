; inbounds after splitting a constant off an address.  LLVM 16's
; separate-const-offset-from-gep turns `gep inbounds p, (z+8)-2` into
; `gep inbounds (gep p, z-2), 8`: for z = 0 the inner address p-8 lies
; outside the object, the outer inbounds GEP is poison and the load is UB
; where the source was defined (@llvm_case; the check reports it).  BASR's
; own variant (@basr_case): the minimum-offset access p[z] runs only when
; z >= 0 and never here (z = tid ^ -8 < 0), the access p[z+8] always, so
; the anchor p+4z computed before it is outside the object: BASR gives the
; anchor no inbounds and leaves p[z+8] (the host) as it is, and refines; the
; mutant keeping inbounds and rewriting p[z+8] as anchor+32 as the seed's
; Phase 4 reads (mutant-basr-keep-inbounds) introduces UB.
; RUN: not passcheck check %s --func llvm_case --external 'opt-16 -S -mtriple=nvptx64-nvidia-cuda -passes=separate-const-offset-from-gep' --inputs 4 --grid 1x4 | FileCheck %s --check-prefix=LLVM
; RUN: passcheck opt %s -passes=basr | FileCheck %s
; RUN: passcheck check %s --func basr_case -passes=basr --inputs 4 --grid 1x4 | FileCheck %s --check-prefix=OK
; RUN: not passcheck check %s --func basr_case -passes=mutant-basr-keep-inbounds --inputs 4 --grid 1x4 | FileCheck %s --check-prefix=MUT

; LLVM: actual: ub: memory access through a poison pointer
; LLVM: external|ub-introduced

; CHECK-LABEL: define void @basr_case(
; CHECK: loop:
; CHECK: [[Q:%[a-z0-9.]+]] = getelementptr inbounds float, ptr %p, i64 %a
; CHECK-NEXT: [[ANCHOR:%[0-9]+]] = getelementptr i8, ptr [[Q]], i64 -32
; CHECK-NEXT: %v = load float, ptr [[Q]]
; CHECK: cond:
; CHECK-NEXT: %w = load float, ptr [[ANCHOR]]

; OK: 1/1 basr: changed, ok
; OK: result: ok

; MUT: 1/1 mutant-basr-keep-inbounds: changed, ub-introduced

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @llvm_case(ptr %p, ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %z = or i64 %t64, 0
  %a = add i64 %z, 8
  %b = sub i64 %a, 2
  %q = getelementptr inbounds float, ptr %p, i64 %b
  %v = load float, ptr %q, align 4
  %o = getelementptr inbounds float, ptr %out, i64 %t64
  store float %v, ptr %o, align 4
  ret void
}

define void @basr_case(ptr %p, ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %z = xor i64 %t64, -8
  %t2 = mul i64 %t64, 2
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %skip ]
  %zi = add i64 %z, %i
  %a = add i64 %zi, 8
  %q = getelementptr inbounds float, ptr %p, i64 %a
  %v = load float, ptr %q, align 4
  %neg = icmp slt i64 %zi, 0
  br i1 %neg, label %skip, label %cond
cond:
  %q0 = getelementptr inbounds float, ptr %p, i64 %zi
  %w = load float, ptr %q0, align 4
  br label %skip
skip:
  %s = phi float [ %v, %loop ], [ %w, %cond ]
  %oi = add i64 %t2, %i
  %o = getelementptr inbounds float, ptr %out, i64 %oi
  store float %s, ptr %o, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 2
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

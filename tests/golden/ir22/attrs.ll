; The attributes of LLVM 19 and 22: range, nofpclass, captures(none),
; initializes, writable, dead_on_unwind on parameters, returns and calls;
; ptx_kernel as the kernel convention; memory(...) with LLVM 22's errnomem;
; splat constants; a constant gep's inrange; debug records (dropped, like
; llvm.dbg.* calls).  The module prints as LLVM 22 text.
; RUN: passcheck print %s | FileCheck %s
; RUN: passcheck print %s > %t.ll
; RUN: passcheck print %t.ll | diff %t.ll -
; RUN: %if llvm-22 %{ llvm-as-22 %t.ll -o /dev/null %}

@tab = global [4 x i32] zeroinitializer
@pin = global ptr getelementptr inbounds nuw inrange(-4, 8) ([4 x i32], ptr @tab, i64 0, i64 1)
; CHECK: @pin = global ptr getelementptr inbounds nuw inrange(-4, 8) ([4 x i32], ptr @tab, i64 0, i64 1)

; CHECK-LABEL: define ptx_kernel void @k(ptr noalias captures(none) writable dead_on_unwind initializes((0, 4), (8, 16)) %p, i32 range(i32 0, 64) %n, float nofpclass(nan inf) %x) {
define ptx_kernel void @k(ptr noalias captures(none) writable dead_on_unwind initializes((0, 4), (8, 16)) %p, i32 range(i32 0, 64) %n, float nofpclass(nan inf) %x) {
; CHECK-NEXT: %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT: %c = call i32 @llvm.ctpop.i32(i32 %t)
; CHECK-NEXT: %y = call nofpclass(nzero) float @llvm.nvvm.fabs.ftz.f32(float %x)
; CHECK-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NEXT: call void @llvm.nvvm.barrier.cta.sync.all(i32 %c)
; CHECK-NEXT: store <2 x i32> <i32 7, i32 7>, ptr %p, align 8
; CHECK-NEXT: ret void
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
    #dbg_value(i32 %t, !5, !DIExpression(), !6)
  %c = call i32 @llvm.ctpop.i32(i32 %t)
  %y = call nofpclass(nzero) float @llvm.nvvm.fabs.ftz.f32(float %x)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.all(i32 %c)
  store <2 x i32> splat (i32 7), ptr %p, align 8
  ret void
}

; CHECK-LABEL: define nofpclass(snan pinf nsub) float @rf(float %x) memory(none) {
define nofpclass(snan pinf nsub) float @rf(float %x) memory(none) {
  ret float %x
}

; CHECK-LABEL: define range(i8 -2, 3) i8 @rr(i8 %x) memory(argmem: read) {
define range(i8 -2, 3) i8 @rr(i8 %x) memory(argmem: read, errnomem: none) {
  ret i8 %x
}

; CHECK: declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() nocreateundeforpoison
declare i32 @llvm.ctpop.i32(i32)
declare float @llvm.nvvm.fabs.ftz.f32(float)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.barrier.cta.sync.all(i32)
; No !nvvm.annotations in dialect 22: the kernel carries ptx_kernel.
; CHECK-NOT: nvvm.annotations

!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DILocalVariable(name: "t", scope: !7)
!6 = !DILocation(line: 1, scope: !7)
!7 = distinct !DISubprogram(name: "k")

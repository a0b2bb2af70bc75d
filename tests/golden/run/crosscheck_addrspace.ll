; `passcheck crosscheck` on address spaces: a private array in addrspace(5)
; with lifetime markers, memcpy/memset between global, local and generic
; pointers (the intrinsics' names are re-mangled for the flat x86 address
; space, duplicate declarations merged).
; RUN: passcheck crosscheck %s --grid 1x4 --inputs 3 | FileCheck %s

; CHECK: crosscheck_addrspace.ll @k: agree 3, disagree 0, skipped 0, lli-failed 0

define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = alloca [4 x i32], align 4, addrspace(5)
  call void @llvm.lifetime.start.p5(i64 16, ptr addrspace(5) %a)
  %g = addrspacecast ptr addrspace(5) %a to ptr
  call void @llvm.memset.p0.i64(ptr %g, i8 7, i64 16, i1 false)
  %o = mul i32 %t, 16
  %src = getelementptr i8, ptr addrspace(1) %in, i32 %o
  call void @llvm.memcpy.p0.p1.i64(ptr %g, ptr addrspace(1) %src, i64 8, i1 false)
  %dst = getelementptr i8, ptr addrspace(1) %out, i32 %o
  call void @llvm.memcpy.p1.p5.i64(ptr addrspace(1) %dst, ptr addrspace(5) %a, i64 16, i1 false)
  call void @llvm.memset.p1.i64(ptr addrspace(1) %dst, i8 1, i64 2, i1 false)
  call void @llvm.lifetime.end.p5(i64 16, ptr addrspace(5) %a)
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p5(i64, ptr addrspace(5))
declare void @llvm.lifetime.end.p5(i64, ptr addrspace(5))
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
declare void @llvm.memcpy.p1.p5.i64(ptr addrspace(1), ptr addrspace(5), i64, i1)

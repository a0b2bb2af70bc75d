@tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@dyn = external addrspace(3) global [0 x float], align 4

define void @t(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %src = getelementptr inbounds float, ptr addrspace(1) %in, i64 %t64
  %v = load float, ptr addrspace(1) %src, align 4
  %dst = getelementptr inbounds [256 x float], ptr addrspace(3) @tile, i64 0, i64 %t64
  store float %v, ptr addrspace(3) %dst, align 4
  call void @llvm.nvvm.barrier0()
  %r = sub i32 255, %tid
  %r64 = zext i32 %r to i64
  %rs = getelementptr inbounds [256 x float], ptr addrspace(3) @tile, i64 0, i64 %r64
  %w = load float, ptr addrspace(3) %rs, align 4
  %d = getelementptr inbounds [0 x float], ptr addrspace(3) @dyn, i64 0, i64 %t64
  store float %w, ptr addrspace(3) %d, align 4
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64
  store float %w, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

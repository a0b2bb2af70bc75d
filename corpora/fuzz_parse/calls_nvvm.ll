define void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %ctaid, %ntid
  %gid = add i32 %m, %tid
  call void @llvm.nvvm.barrier0()
  %sh = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %gid, i32 1, i32 31)
  %hi = call i32 @llvm.nvvm.mulhi.i(i32 %sh, i32 %gid)
  %f = call float @llvm.nvvm.rcp.approx.ftz.f(float 3.000000e+00)
  %i = call i32 @llvm.nvvm.f2i.rz(float %f)
  %s = add i32 %hi, %i
  %idx = sext i32 %gid to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.mulhi.i(i32, i32)
declare float @llvm.nvvm.rcp.approx.ftz.f(float)
declare i32 @llvm.nvvm.f2i.rz(float)

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

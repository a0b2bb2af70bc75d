define float @f(float %a, float %b, float %c, i32 %x, i32 %y, <4 x i32> %v, ptr %d, ptr %s) {
  %1 = call float @llvm.fma.f32(float %a, float %b, float %c)
  %2 = call fast float @llvm.fabs.f32(float %1)
  %3 = call i32 @llvm.smax.i32(i32 %x, i32 %y)
  %4 = call i32 @llvm.umin.i32(i32 %3, i32 255)
  %5 = call i32 @llvm.ctpop.i32(i32 %4)
  %6 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  %7 = tail call i32 @llvm.ctlz.i32(i32 %6, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 16, i1 false)
  %8 = sitofp i32 %7 to float
  %9 = call float @llvm.minnum.f32(float %2, float %8)
  %10 = call float @llvm.sqrt.f32(float %9)
  ret float %10
}

declare float @llvm.fma.f32(float, float, float)
declare float @llvm.fabs.f32(float)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.ctlz.i32(i32, i1 immarg)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.sqrt.f32(float)

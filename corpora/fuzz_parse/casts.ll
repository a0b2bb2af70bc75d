define void @f(i64 %a, double %d, ptr %p, ptr addrspace(1) %g, float %x) {
  %1 = trunc i64 %a to i32
  %2 = zext i32 %1 to i64
  %3 = sext i32 %1 to i64
  %4 = fptoui double %d to i32
  %5 = fptosi double %d to i64
  %6 = uitofp i32 %1 to float
  %7 = sitofp i64 %3 to double
  %8 = fptrunc double %7 to half
  %9 = fpext half %8 to double
  %10 = ptrtoint ptr %p to i64
  %11 = inttoptr i64 %10 to ptr
  %12 = bitcast float %x to i32
  %13 = bitcast <2 x i32> zeroinitializer to i64
  %14 = addrspacecast ptr addrspace(1) %g to ptr
  %15 = addrspacecast ptr %14 to ptr addrspace(3)
  %16 = ptrtoint ptr addrspace(3) %15 to i32
  %17 = trunc <4 x i32> <i32 1, i32 2, i32 3, i32 4> to <4 x i8>
  %18 = sitofp <4 x i8> %17 to <4 x float>
  ret void
}

define i32 @f(i32 %a, i32 %b, float %x) {
  %1 = call i32 @ori.imad.i32(i32 %a, i32 %b, i32 7)
  %2 = call i64 @ori.imad.wide.u32(i32 %1, i32 %b, i64 0)
  %3 = call float @ori.mufu.rcp.f32(float %x)
  %4 = call i1 @ori.isetp.s32(i32 %a, i32 %b, i32 2)
  %5 = call i32 @ori.lop3.b32(i32 %a, i32 %b, i32 %1, i32 150)
  %6 = call float @sinf(float %3)
  %7 = call double @pow(double 2.000000e+00, double 1.000000e+01)
  %8 = call float @__expf_finite(float %6)
  %9 = call float @_Z3cosf(float %8)
  %10 = select i1 %4, i32 %5, i32 %a
  ret i32 %10
}

declare i32 @ori.imad.i32(i32, i32, i32)
declare i64 @ori.imad.wide.u32(i32, i32, i64)
declare float @ori.mufu.rcp.f32(float)
declare i1 @ori.isetp.s32(i32, i32, i32)
declare i32 @ori.lop3.b32(i32, i32, i32, i32)
declare float @sinf(float)
declare double @pow(double, double)
declare float @__expf_finite(float)
declare float @_Z3cosf(float)

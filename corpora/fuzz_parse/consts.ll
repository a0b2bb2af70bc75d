define void @f(ptr %p) {
  store i1 true, ptr %p
  store i1 false, ptr %p
  store i8 -128, ptr %p
  store i16 65535, ptr %p
  store i64 -9223372036854775808, ptr %p
  store float 0x7FF0000000000000, ptr %p
  store float -0.000000e+00, ptr %p
  store double 0x0000000000000001, ptr %p
  store double 1.000000e+300, ptr %p
  store half 0xH7C01, ptr %p
  store <2 x half> <half 0xH3C00, half 0xHBC00>, ptr %p
  store ptr null, ptr %p
  store <4 x i32> zeroinitializer, ptr %p
  store <4 x i32> poison, ptr %p
  store [2 x { i8, float }] [{ i8, float } { i8 1, float 2.000000e+00 }, { i8, float } zeroinitializer], ptr %p
  store i128 340282366920938463463374607431768211455, ptr %p
  ret void
}

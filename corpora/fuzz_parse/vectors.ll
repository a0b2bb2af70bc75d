define <4 x float> @f(<4 x float> %a, <4 x float> %b, float %x, i32 %i) {
  %1 = insertelement <4 x float> %a, float %x, i32 0
  %2 = extractelement <4 x float> %b, i32 %i
  %3 = insertelement <4 x float> %1, float %2, i64 3
  %4 = shufflevector <4 x float> %3, <4 x float> %b, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %5 = shufflevector <4 x float> %4, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 undef, i32 0, i32 0, i32 0>
  %6 = shufflevector <8 x float> %5, <8 x float> undef, <4 x i32> zeroinitializer
  %7 = fadd <4 x float> %6, <float 1.000000e+00, float 2.000000e+00, float poison, float undef>
  %8 = bitcast <4 x float> %7 to <16 x i8>
  %9 = shufflevector <16 x i8> %8, <16 x i8> %8, <2 x i32> <i32 0, i32 31>
  %10 = bitcast <4 x float> %7 to <2 x double>
  ret <4 x float> %7
}

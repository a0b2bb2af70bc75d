define <4 x i1> @f(float %a, float %b, <4 x double> %x, <4 x double> %y) {
  %1 = fcmp false float %a, %b
  %2 = fcmp oeq float %a, %b
  %3 = fcmp ogt float %a, %b
  %4 = fcmp oge float %a, %b
  %5 = fcmp olt float %a, %b
  %6 = fcmp ole float %a, %b
  %7 = fcmp one float %a, %b
  %8 = fcmp ord float %a, %b
  %9 = fcmp uno float %a, %b
  %10 = fcmp ueq float %a, %b
  %11 = fcmp ugt float %a, %b
  %12 = fcmp uge float %a, %b
  %13 = fcmp ult float %a, %b
  %14 = fcmp ule float %a, %b
  %15 = fcmp une float %a, %b
  %16 = fcmp true float %a, %b
  %17 = fcmp nnan olt float %a, 0.000000e+00
  %v = fcmp fast ult <4 x double> %x, %y
  ret <4 x i1> %v
}

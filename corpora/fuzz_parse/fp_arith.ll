define float @f(float %a, float %b, double %d, half %h) {
  %1 = fadd float %a, %b
  %2 = fsub nnan float %1, 1.500000e+00
  %3 = fmul fast float %2, %a
  %4 = fdiv arcp float %3, %b
  %5 = frem float %4, 0x3FB99999A0000000
  %6 = fneg nsz float %5
  %7 = fpext float %6 to double
  %8 = fadd contract reassoc double %7, %d
  %9 = fmul afn ninf double %8, 0x7FF0000000000000
  %10 = fptrunc double %9 to float
  %11 = fpext half %h to float
  %12 = fadd float %10, %11
  %13 = fadd half %h, 0xH3C00
  ret float %12
}

; a chain without reassoc: the source of equiv.ll's @plain pair
define float @plain(float %a, float %b, float %c) {
  %x = fadd float %a, %b
  %y = fadd float %x, %c
  ret float %y
}


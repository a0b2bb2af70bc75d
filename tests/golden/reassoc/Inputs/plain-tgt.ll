; the target: reordered, with reassoc added
define float @plain(float %a, float %b, float %c) {
  %x = fadd reassoc float %b, %c
  %y = fadd reassoc float %a, %x
  ret float %y
}


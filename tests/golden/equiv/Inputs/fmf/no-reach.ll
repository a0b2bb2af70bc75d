; a reassoc value that only ever stays floating point; the integer result
; is wrong whatever the flags allow
define i32 @nr(float %a, float %b, ptr %p, i32 %i) {
  %x = fadd reassoc float %a, %b
  store float %x, ptr %p
  ret i32 %i
}

define i32 @nr.tgt(float %a, float %b, ptr %p, i32 %i) {
  %x = fadd reassoc float %b, %a
  store float %x, ptr %p
  %j = add i32 %i, 1
  ret i32 %j
}

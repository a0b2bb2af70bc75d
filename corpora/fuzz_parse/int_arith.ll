define i32 @f(i32 %a, i32 %b) {
  %s0 = add nuw nsw i32 %a, %b
  %s1 = sub nsw i32 %s0, 7
  %s2 = mul nuw i32 %s1, -3
  %s3 = udiv exact i32 %s2, %b
  %s4 = sdiv i32 %s3, 5
  %s5 = urem i32 %s4, %b
  %s6 = srem i32 %s5, 3
  %s7 = shl nuw nsw i32 %s6, 2
  %s8 = lshr exact i32 %s7, 1
  %s9 = ashr i32 %s8, 31
  %s10 = and i32 %s9, 255
  %s11 = or i32 %s10, %a
  %s12 = xor i32 %s11, -1
  ret i32 %s12
}

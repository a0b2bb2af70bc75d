define i64 @g(i1 %c, i8 %b, i16 %h, i64 %w, i128 %q) {
  %1 = zext i1 %c to i8
  %2 = add i8 %1, %b
  %3 = sext i8 %2 to i16
  %4 = mul i16 %3, %h
  %5 = zext i16 %4 to i64
  %6 = add i64 %5, %w
  %7 = zext i64 %6 to i128
  %8 = mul nuw i128 %7, %q
  %9 = lshr i128 %8, 64
  %10 = trunc i128 %9 to i64
  %11 = add i64 %10, 170141183460469231
  ret i64 %11
}

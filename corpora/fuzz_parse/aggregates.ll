%pair = type { i32, float }
%nest = type { %pair, [2 x i64], <{ i8, i32 }> }

define %nest @f(%nest %n, i32 %v) {
  %1 = extractvalue %nest %n, 0, 1
  %2 = extractvalue %nest %n, 1, 1
  %3 = insertvalue %nest %n, i32 %v, 0, 0
  %4 = insertvalue %nest %3, i64 %2, 1, 0
  %5 = insertvalue { i32, i1 } poison, i32 %v, 0
  %6 = insertvalue [2 x float] undef, float %1, 1
  %7 = extractvalue <{ i8, i32 }> zeroinitializer, 1
  ret %nest %4
}

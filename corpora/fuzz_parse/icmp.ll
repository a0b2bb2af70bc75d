define i32 @f(i32 %a, i32 %b, ptr %p, ptr %q) {
  %1 = icmp eq i32 %a, %b
  %2 = icmp ne i32 %a, %b
  %3 = icmp ugt i32 %a, %b
  %4 = icmp uge i32 %a, 0
  %5 = icmp ult i32 %a, %b
  %6 = icmp ule i32 %a, -1
  %7 = icmp sgt i32 %a, %b
  %8 = icmp sge i32 %a, %b
  %9 = icmp slt i32 %a, 2147483647
  %10 = icmp sle i32 %a, %b
  %11 = icmp eq ptr %p, null
  %12 = icmp ult ptr %p, %q
  %r1 = and i1 %1, %2
  %r2 = or i1 %3, %4
  %r3 = xor i1 %5, %6
  %r4 = and i1 %7, %8
  %r5 = or i1 %9, %10
  %r6 = xor i1 %11, %12
  %r7 = and i1 %r1, %r2
  %r8 = or i1 %r3, %r4
  %r9 = xor i1 %r5, %r6
  %r10 = and i1 %r7, %r8
  %r11 = or i1 %r10, %r9
  %r = zext i1 %r11 to i32
  ret i32 %r
}

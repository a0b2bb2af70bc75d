; lower-div: i32 sdiv and srem by a non-constant: sign extraction (ashr),
; |x| and |d| by (v ^ s) - s, the unsigned core with ONE correction (|x|
; <= 2^31 halves the quotient's error: see the exactness argument in
; passes/lowerdiv.c), then the conditional negate: the quotient by the
; xor of both signs, the remainder by the sign of x.
; RUN: passcheck opt %s -passes=lower-div | FileCheck %s
; RUN: passcheck opt %s -passes=lower-div --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM
; RUN: passcheck opt %s -passes=lower-div | llvm-as -o /dev/null

define i32 @sdiv(i32 %x, i32 %d) {
  %q = sdiv i32 %x, %d
  ret i32 %q
}

; CHECK-LABEL: define i32 @sdiv(i32 %x, i32 %d) {
; CHECK-NEXT:   %1 = freeze i32 %x
; CHECK-NEXT:   %2 = freeze i32 %d
; CHECK-NEXT:   %3 = ashr i32 %1, 31
; CHECK-NEXT:   %4 = ashr i32 %2, 31
; CHECK-NEXT:   %5 = xor i32 %1, %3
; CHECK-NEXT:   %6 = sub i32 %5, %3
; CHECK-NEXT:   %7 = xor i32 %2, %4
; CHECK-NEXT:   %8 = sub i32 %7, %4
; CHECK-NEXT:   %9 = call float @ori.i2f.rp.f32.u32(i32 %8)
; CHECK-NEXT:   %10 = call float @ori.mufu.rcp.f32(float %9)
; CHECK:        %18 = call i32 @ori.imad.hi.u32(i32 %17, i32 %6, i32 0)
; CHECK-NEXT:   %19 = call i32 @ori.imad.i32(i32 %18, i32 %15, i32 %6)
; CHECK-NEXT:   %20 = call i1 @ori.isetp.u32(i32 %19, i32 %8, i32 6)
; CHECK-NEXT:   br i1 %20, label %ldiv.fix1, label %ldiv.join1
; CHECK:      ldiv.fix1:
; CHECK-NEXT:   %21 = add i32 %18, 1
; CHECK-NEXT:   br label %ldiv.join1
; CHECK:      ldiv.join1:
; CHECK-NEXT:   %22 = phi i32 [ %18, %0 ], [ %21, %ldiv.fix1 ]
; CHECK-NEXT:   %23 = xor i32 %3, %4
; CHECK-NEXT:   %24 = xor i32 %22, %23
; CHECK-NEXT:   %25 = sub i32 %24, %23
; CHECK-NEXT:   ret i32 %25
; CHECK-NEXT: }

define i32 @srem(i32 %x, i32 %d) {
  %r = srem i32 %x, %d
  ret i32 %r
}

; CHECK-LABEL: define i32 @srem(i32 %x, i32 %d) {
; CHECK:      ldiv.fix1:
; CHECK-NEXT:   %21 = sub i32 %19, %8
; CHECK:      ldiv.join1:
; CHECK-NEXT:   %22 = phi i32 [ %19, %0 ], [ %21, %ldiv.fix1 ]
; CHECK-NEXT:   %23 = xor i32 %22, %3
; CHECK-NEXT:   %24 = sub i32 %23, %3
; CHECK-NEXT:   ret i32 %24
; CHECK-NEXT: }

; REM: lower-div: @sdiv: lowered sdiv i32 by %d: newton-raphson s32 (27 instructions)
; REM: lower-div: @srem: lowered srem i32 by %d: newton-raphson s32 (26 instructions)

; lower-div: i64 division by a non-constant (seed 000 "64-bit Division"):
; MUFU.RCP seed of the divisor converted with I2F.RP.F32.U64, scaled by
; 2^64 (bits + (64 << 23) - 2), F2I.U64, TWO Newton steps r + mulhi(r,
; -r d) whose 64x64 high products are four IMAD.WIDE.U32 each, q =
; mulhi(r2, x), rem = x + q (-d), corrections (2 unsigned, 1 signed);
; signed: sign extraction by xor, the unsigned core, conditional negate.
; RUN: passcheck opt %s -passes=lower-div | FileCheck %s
; RUN: passcheck opt %s -passes=lower-div --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM
; RUN: passcheck opt %s -passes=lower-div | llvm-as -o /dev/null

define i64 @udiv(i64 %x, i64 %d) {
  %q = udiv i64 %x, %d
  ret i64 %q
}

; CHECK-LABEL: define i64 @udiv(i64 %x, i64 %d) {
; CHECK-NEXT:   %1 = freeze i64 %x
; CHECK-NEXT:   %2 = freeze i64 %d
; CHECK-NEXT:   %3 = call float @ori.i2f.rp.f32.u64(i64 %2)
; CHECK-NEXT:   %4 = call float @ori.mufu.rcp.f32(float %3)
; CHECK-NEXT:   %5 = bitcast float %4 to i32
; CHECK-NEXT:   %6 = add i32 %5, 536870910
; CHECK-NEXT:   %7 = bitcast i32 %6 to float
; CHECK-NEXT:   %8 = call i64 @ori.f2i.rzi.u64.f32(float %7)
; CHECK-NEXT:   %9 = sub i64 0, %2
; first Newton step: t = r0 * -d, r1 = r0 + mulhi(r0, t)
; CHECK-NEXT:   %10 = mul i64 %8, %9
; CHECK-COUNT-4: call i64 @ori.imad.wide.u32(
; CHECK:        %26 = add i64 %8, %25
; second step
; CHECK-NEXT:   %27 = mul i64 %26, %9
; CHECK-COUNT-4: call i64 @ori.imad.wide.u32(
; CHECK:        %43 = add i64 %26, %42
; q0 = mulhi(r2, x), rem = x + q0 * -d
; CHECK-COUNT-4: call i64 @ori.imad.wide.u32(
; CHECK-NEXT:   %59 = mul i64 %58, %9
; CHECK-NEXT:   %60 = add i64 %1, %59
; CHECK-NEXT:   %61 = call i1 @ori.isetp.u64(i64 %60, i64 %2, i32 6)
; CHECK-NEXT:   br i1 %61, label %ldiv.fix1, label %ldiv.join1
; CHECK:      ldiv.fix1:
; CHECK-NEXT:   %62 = add i64 %58, 1
; CHECK-NEXT:   %63 = sub i64 %60, %2
; CHECK:      ldiv.fix2:
; CHECK-NEXT:   %67 = add i64 %64, 1
; CHECK:      ldiv.join2:
; CHECK-NEXT:   %68 = phi i64 [ %64, %ldiv.join1 ], [ %67, %ldiv.fix2 ]
; CHECK-NEXT:   ret i64 %68

define i64 @sdiv(i64 %x, i64 %d) {
  %q = sdiv i64 %x, %d
  ret i64 %q
}

; CHECK-LABEL: define i64 @sdiv(i64 %x, i64 %d) {
; CHECK:        %3 = ashr i64 %1, 63
; CHECK-NEXT:   %4 = ashr i64 %2, 63
; CHECK-NEXT:   %5 = xor i64 %1, %3
; CHECK-NEXT:   %6 = sub i64 %5, %3
; CHECK-NEXT:   %7 = xor i64 %2, %4
; CHECK-NEXT:   %8 = sub i64 %7, %4
; CHECK:      ldiv.join1:
; CHECK-NEXT:   %69 = phi i64 [ %64, %0 ], [ %68, %ldiv.fix1 ]
; CHECK-NEXT:   %70 = xor i64 %3, %4
; CHECK-NEXT:   %71 = xor i64 %69, %70
; CHECK-NEXT:   %72 = sub i64 %71, %70
; CHECK-NEXT:   ret i64 %72
; CHECK-NEXT: }

define i64 @urem(i64 %x, i64 %d) {
  %r = urem i64 %x, %d
  ret i64 %r
}

define i64 @srem(i64 %x, i64 %d) {
  %r = srem i64 %x, %d
  ret i64 %r
}

; CHECK-LABEL: define i64 @urem(i64 %x, i64 %d) {
; CHECK:      ldiv.fix2:
; CHECK-NEXT:   [[R2:%[0-9]+]] = sub i64
; CHECK:      ldiv.join2:
; CHECK-NEXT:   [[R:%[0-9]+]] = phi i64 [ {{%[0-9]+}}, %ldiv.join1 ], [ [[R2]], %ldiv.fix2 ]
; CHECK-NEXT:   ret i64 [[R]]

; CHECK-LABEL: define i64 @srem(i64 %x, i64 %d) {
; CHECK:      ldiv.join1:
; CHECK-NEXT:   [[R:%[0-9]+]] = phi i64
; CHECK-NEXT:   [[N:%[0-9]+]] = xor i64 [[R]], %3
; CHECK-NEXT:   {{%[0-9]+}} = sub i64 [[N]], %3

; REM: lower-div: @udiv: lowered udiv i64 by %d: newton-raphson u64 (72 instructions)
; REM: lower-div: @sdiv: lowered sdiv i64 by %d: newton-raphson s64 (74 instructions)
; REM: lower-div: @urem: lowered urem i64 by %d: newton-raphson u64 (70 instructions)
; REM: lower-div: @srem: lowered srem i64 by %d: newton-raphson s64 (73 instructions)

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
; CHECK-NEXT:   [[V1_1:%[0-9]+]] = freeze i64 %x
; CHECK-NEXT:   [[V1_2:%[0-9]+]] = freeze i64 %d
; CHECK-NEXT:   [[V1_3:%[0-9]+]] = call float @ori.i2f.rp.f32.u64(i64 [[V1_2]])
; CHECK-NEXT:   [[V1_4:%[0-9]+]] = call float @ori.mufu.rcp.f32(float [[V1_3]])
; CHECK-NEXT:   [[V1_5:%[0-9]+]] = bitcast float [[V1_4]] to i32
; CHECK-NEXT:   [[V1_6:%[0-9]+]] = add i32 [[V1_5]], 536870910
; CHECK-NEXT:   [[V1_7:%[0-9]+]] = bitcast i32 [[V1_6]] to float
; CHECK-NEXT:   [[V1_8:%[0-9]+]] = call i64 @ori.f2i.rzi.u64.f32(float [[V1_7]])
; CHECK-NEXT:   [[V1_9:%[0-9]+]] = sub i64 0, [[V1_2]]
; first Newton step: t = r0 * -d, r1 = r0 + mulhi(r0, t)
; CHECK-NEXT:   [[V1_10:%[0-9]+]] = mul i64 [[V1_8]], [[V1_9]]
; CHECK-COUNT-4: call i64 @ori.imad.wide.u32(
; CHECK:        [[V1_26:%[0-9]+]] = add i64 [[V1_8]], [[V1_25:%[0-9]+]]
; second step
; CHECK-NEXT:   [[V1_27:%[0-9]+]] = mul i64 [[V1_26]], [[V1_9]]
; CHECK-COUNT-4: call i64 @ori.imad.wide.u32(
; CHECK:        [[V1_43:%[0-9]+]] = add i64 [[V1_26]], [[V1_42:%[0-9]+]]
; q0 = mulhi(r2, x), rem = x + q0 * -d
; CHECK-COUNT-4: call i64 @ori.imad.wide.u32(
; CHECK-NEXT:   [[V1_59:%[0-9]+]] = mul i64 [[V1_58:%[0-9]+]], [[V1_9]]
; CHECK-NEXT:   [[V1_60:%[0-9]+]] = add i64 [[V1_1]], [[V1_59]]
; CHECK-NEXT:   [[V1_61:%[0-9]+]] = call i1 @ori.isetp.u64(i64 [[V1_60]], i64 [[V1_2]], i32 6)
; CHECK-NEXT:   br i1 [[V1_61]], label %ldiv.fix1, label %ldiv.join1
; CHECK:      ldiv.fix1:
; CHECK-NEXT:   [[V1_62:%[0-9]+]] = add i64 [[V1_58]], 1
; CHECK-NEXT:   [[V1_63:%[0-9]+]] = sub i64 [[V1_60]], [[V1_2]]
; CHECK:      ldiv.fix2:
; CHECK-NEXT:   [[V1_67:%[0-9]+]] = add i64 [[V1_64:%[0-9]+]], 1
; CHECK:      ldiv.join2:
; CHECK-NEXT:   [[V1_68:%[0-9]+]] = phi i64 [ [[V1_64]], %ldiv.join1 ], [ [[V1_67]], %ldiv.fix2 ]
; CHECK-NEXT:   ret i64 [[V1_68]]

define i64 @sdiv(i64 %x, i64 %d) {
  %q = sdiv i64 %x, %d
  ret i64 %q
}

; CHECK-LABEL: define i64 @sdiv(i64 %x, i64 %d) {
; CHECK:        [[V2_3:%[0-9]+]] = ashr i64 [[V2_1:%[0-9]+]], 63
; CHECK-NEXT:   [[V2_4:%[0-9]+]] = ashr i64 [[V2_2:%[0-9]+]], 63
; CHECK-NEXT:   [[V2_5:%[0-9]+]] = xor i64 [[V2_1]], [[V2_3]]
; CHECK-NEXT:   [[V2_6:%[0-9]+]] = sub i64 [[V2_5]], [[V2_3]]
; CHECK-NEXT:   [[V2_7:%[0-9]+]] = xor i64 [[V2_2]], [[V2_4]]
; CHECK-NEXT:   [[V2_8:%[0-9]+]] = sub i64 [[V2_7]], [[V2_4]]
; CHECK:      ldiv.join1:
; CHECK-NEXT:   [[V2_69:%[0-9]+]] = phi i64 [ [[V2_64:%[0-9]+]], [[V2_0:%[0-9]+]] ], [ [[V2_68:%[0-9]+]], %ldiv.fix1 ]
; CHECK-NEXT:   [[V2_70:%[0-9]+]] = xor i64 [[V2_3]], [[V2_4]]
; CHECK-NEXT:   [[V2_71:%[0-9]+]] = xor i64 [[V2_69]], [[V2_70]]
; CHECK-NEXT:   [[V2_72:%[0-9]+]] = sub i64 [[V2_71]], [[V2_70]]
; CHECK-NEXT:   ret i64 [[V2_72]]
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
; CHECK-NEXT:   [[N:%[0-9]+]] = xor i64 [[R]], [[V4_3:%[0-9]+]]
; CHECK-NEXT:   {{%[0-9]+}} = sub i64 [[N]], [[V4_3]]

; REM: lower-div: @udiv: lowered udiv i64 by %d: newton-raphson u64 (72 instructions)
; REM: lower-div: @sdiv: lowered sdiv i64 by %d: newton-raphson s64 (74 instructions)
; REM: lower-div: @urem: lowered urem i64 by %d: newton-raphson u64 (70 instructions)
; REM: lower-div: @srem: lowered srem i64 by %d: newton-raphson s64 (73 instructions)

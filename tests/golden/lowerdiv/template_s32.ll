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
; CHECK-NEXT:   [[V1_1:%[0-9]+]] = freeze i32 %x
; CHECK-NEXT:   [[V1_2:%[0-9]+]] = freeze i32 %d
; CHECK-NEXT:   [[V1_3:%[0-9]+]] = ashr i32 [[V1_1]], 31
; CHECK-NEXT:   [[V1_4:%[0-9]+]] = ashr i32 [[V1_2]], 31
; CHECK-NEXT:   [[V1_5:%[0-9]+]] = xor i32 [[V1_1]], [[V1_3]]
; CHECK-NEXT:   [[V1_6:%[0-9]+]] = sub i32 [[V1_5]], [[V1_3]]
; CHECK-NEXT:   [[V1_7:%[0-9]+]] = xor i32 [[V1_2]], [[V1_4]]
; CHECK-NEXT:   [[V1_8:%[0-9]+]] = sub i32 [[V1_7]], [[V1_4]]
; CHECK-NEXT:   [[V1_9:%[0-9]+]] = call float @ori.i2f.rp.f32.u32(i32 [[V1_8]])
; CHECK-NEXT:   [[V1_10:%[0-9]+]] = call float @ori.mufu.rcp.f32(float [[V1_9]])
; CHECK:        [[V1_18:%[0-9]+]] = call i32 @ori.imad.hi.u32(i32 [[V1_17:%[0-9]+]], i32 [[V1_6]], i32 0)
; CHECK-NEXT:   [[V1_19:%[0-9]+]] = call i32 @ori.imad.i32(i32 [[V1_18]], i32 [[V1_15:%[0-9]+]], i32 [[V1_6]])
; CHECK-NEXT:   [[V1_20:%[0-9]+]] = call i1 @ori.isetp.u32(i32 [[V1_19]], i32 [[V1_8]], i32 6)
; CHECK-NEXT:   br i1 [[V1_20]], label %ldiv.fix1, label %ldiv.join1
; CHECK:      ldiv.fix1:
; CHECK-NEXT:   [[V1_21:%[0-9]+]] = add i32 [[V1_18]], 1
; CHECK-NEXT:   br label %ldiv.join1
; CHECK:      ldiv.join1:
; CHECK-NEXT:   [[V1_22:%[0-9]+]] = phi i32 [ [[V1_18]], [[V1_0:%[0-9]+]] ], [ [[V1_21]], %ldiv.fix1 ]
; CHECK-NEXT:   [[V1_23:%[0-9]+]] = xor i32 [[V1_3]], [[V1_4]]
; CHECK-NEXT:   [[V1_24:%[0-9]+]] = xor i32 [[V1_22]], [[V1_23]]
; CHECK-NEXT:   [[V1_25:%[0-9]+]] = sub i32 [[V1_24]], [[V1_23]]
; CHECK-NEXT:   ret i32 [[V1_25]]
; CHECK-NEXT: }

define i32 @srem(i32 %x, i32 %d) {
  %r = srem i32 %x, %d
  ret i32 %r
}

; CHECK-LABEL: define i32 @srem(i32 %x, i32 %d) {
; CHECK:      ldiv.fix1:
; CHECK-NEXT:   [[V2_21:%[0-9]+]] = sub i32 [[V2_19:%[0-9]+]], [[V2_8:%[0-9]+]]
; CHECK:      ldiv.join1:
; CHECK-NEXT:   [[V2_22:%[0-9]+]] = phi i32 [ [[V2_19]], [[V2_0:%[0-9]+]] ], [ [[V2_21]], %ldiv.fix1 ]
; CHECK-NEXT:   [[V2_23:%[0-9]+]] = xor i32 [[V2_22]], [[V2_3:%[0-9]+]]
; CHECK-NEXT:   [[V2_24:%[0-9]+]] = sub i32 [[V2_23]], [[V2_3]]
; CHECK-NEXT:   ret i32 [[V2_24]]
; CHECK-NEXT: }

; REM: lower-div: @sdiv: lowered sdiv i32 by %d: newton-raphson s32 (27 instructions)
; REM: lower-div: @srem: lowered srem i32 by %d: newton-raphson s32 (26 instructions)

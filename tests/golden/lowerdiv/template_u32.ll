; lower-div: i32 udiv and urem by a non-constant become the Newton-Raphson
; template (seed 000 "Integer Division Lowering"): freeze, I2F.RP,
; MUFU.RCP, the reciprocal's bits + (32 << 23) - 2, F2I.TRUNC, one Newton
; step (IMAD, IMAD.HI), q = IMAD.HI(r, x), rem = IMAD(q, -d, x), then two
; correction blocks (ISETP.GE.U32 + branch); the block is split and the
; rest of it (the store, the ret) follows the last join.
; RUN: passcheck opt %s -passes=lower-div | FileCheck %s
; RUN: passcheck opt %s -passes=lower-div --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM
; RUN: passcheck opt %s -passes=lower-div | llvm-as -o /dev/null

define void @udiv(ptr %p, i32 %x, i32 %d) {
  %q = udiv i32 %x, %d
  store i32 %q, ptr %p
  ret void
}

; CHECK-LABEL: define void @udiv(ptr %p, i32 %x, i32 %d) {
; CHECK-NEXT:   [[V1_1:%[0-9]+]] = freeze i32 %x
; CHECK-NEXT:   [[V1_2:%[0-9]+]] = freeze i32 %d
; CHECK-NEXT:   [[V1_3:%[0-9]+]] = call float @ori.i2f.rp.f32.u32(i32 [[V1_2]])
; CHECK-NEXT:   [[V1_4:%[0-9]+]] = call float @ori.mufu.rcp.f32(float [[V1_3]])
; CHECK-NEXT:   [[V1_5:%[0-9]+]] = bitcast float [[V1_4]] to i32
; CHECK-NEXT:   [[V1_6:%[0-9]+]] = add i32 [[V1_5]], 268435454
; CHECK-NEXT:   [[V1_7:%[0-9]+]] = bitcast i32 [[V1_6]] to float
; CHECK-NEXT:   [[V1_8:%[0-9]+]] = call i32 @ori.f2i.rzi.u32.f32(float [[V1_7]])
; CHECK-NEXT:   [[V1_9:%[0-9]+]] = sub i32 0, [[V1_2]]
; CHECK-NEXT:   [[V1_10:%[0-9]+]] = call i32 @ori.imad.i32(i32 [[V1_8]], i32 [[V1_9]], i32 0)
; CHECK-NEXT:   [[V1_11:%[0-9]+]] = call i32 @ori.imad.hi.u32(i32 [[V1_8]], i32 [[V1_10]], i32 [[V1_8]])
; CHECK-NEXT:   [[V1_12:%[0-9]+]] = call i32 @ori.imad.hi.u32(i32 [[V1_11]], i32 [[V1_1]], i32 0)
; CHECK-NEXT:   [[V1_13:%[0-9]+]] = call i32 @ori.imad.i32(i32 [[V1_12]], i32 [[V1_9]], i32 [[V1_1]])
; CHECK-NEXT:   [[V1_14:%[0-9]+]] = call i1 @ori.isetp.u32(i32 [[V1_13]], i32 [[V1_2]], i32 6)
; CHECK-NEXT:   br i1 [[V1_14]], label %ldiv.fix1, label %ldiv.join1
; CHECK-EMPTY:
; CHECK-NEXT: ldiv.fix1:
; CHECK-NEXT:   [[V1_15:%[0-9]+]] = add i32 [[V1_12]], 1
; CHECK-NEXT:   [[V1_16:%[0-9]+]] = sub i32 [[V1_13]], [[V1_2]]
; CHECK-NEXT:   br label %ldiv.join1
; CHECK-EMPTY:
; CHECK-NEXT: ldiv.join1:
; CHECK-NEXT:   [[V1_17:%[0-9]+]] = phi i32 [ [[V1_12]], [[V1_0:%[0-9]+]] ], [ [[V1_15]], %ldiv.fix1 ]
; CHECK-NEXT:   [[V1_18:%[0-9]+]] = phi i32 [ [[V1_13]], [[V1_0]] ], [ [[V1_16]], %ldiv.fix1 ]
; CHECK-NEXT:   [[V1_19:%[0-9]+]] = call i1 @ori.isetp.u32(i32 [[V1_18]], i32 [[V1_2]], i32 6)
; CHECK-NEXT:   br i1 [[V1_19]], label %ldiv.fix2, label %ldiv.join2
; CHECK-EMPTY:
; CHECK-NEXT: ldiv.fix2:
; CHECK-NEXT:   [[V1_20:%[0-9]+]] = add i32 [[V1_17]], 1
; CHECK-NEXT:   br label %ldiv.join2
; CHECK-EMPTY:
; CHECK-NEXT: ldiv.join2:
; CHECK-NEXT:   [[V1_21:%[0-9]+]] = phi i32 [ [[V1_17]], %ldiv.join1 ], [ [[V1_20]], %ldiv.fix2 ]
; CHECK-NEXT:   store i32 [[V1_21]], ptr %p
; CHECK-NEXT:   ret void
; CHECK-NEXT: }

define i32 @urem(i32 %x, i32 %d) {
  %r = urem i32 %x, %d
  ret i32 %r
}

; the remainder: no quotient is carried through the corrections
; CHECK-LABEL: define i32 @urem(i32 %x, i32 %d) {
; CHECK:        [[V2_13:%[0-9]+]] = call i32 @ori.imad.i32(i32 [[V2_12:%[0-9]+]], i32 [[V2_9:%[0-9]+]], i32 [[V2_1:%[0-9]+]])
; CHECK:      ldiv.fix1:
; CHECK-NEXT:   [[V2_15:%[0-9]+]] = sub i32 [[V2_13]], [[V2_2:%[0-9]+]]
; CHECK-NEXT:   br label %ldiv.join1
; CHECK:      ldiv.join1:
; CHECK-NEXT:   [[V2_16:%[0-9]+]] = phi i32 [ [[V2_13]], [[V2_0:%[0-9]+]] ], [ [[V2_15]], %ldiv.fix1 ]
; CHECK:      ldiv.fix2:
; CHECK-NEXT:   [[V2_18:%[0-9]+]] = sub i32 [[V2_16]], [[V2_2]]
; CHECK:      ldiv.join2:
; CHECK-NEXT:   [[V2_19:%[0-9]+]] = phi i32 [ [[V2_16]], %ldiv.join1 ], [ [[V2_18]], %ldiv.fix2 ]
; CHECK-NEXT:   ret i32 [[V2_19]]

; REM: lower-div: @udiv: lowered udiv i32 by %d: newton-raphson u32 (25 instructions)
; REM: lower-div: @urem: lowered urem i32 by %d: newton-raphson u32 (23 instructions)

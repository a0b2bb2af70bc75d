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
; CHECK-NEXT:   %1 = freeze i32 %x
; CHECK-NEXT:   %2 = freeze i32 %d
; CHECK-NEXT:   %3 = call float @ori.i2f.rp.f32.u32(i32 %2)
; CHECK-NEXT:   %4 = call float @ori.mufu.rcp.f32(float %3)
; CHECK-NEXT:   %5 = bitcast float %4 to i32
; CHECK-NEXT:   %6 = add i32 %5, 268435454
; CHECK-NEXT:   %7 = bitcast i32 %6 to float
; CHECK-NEXT:   %8 = call i32 @ori.f2i.rzi.u32.f32(float %7)
; CHECK-NEXT:   %9 = sub i32 0, %2
; CHECK-NEXT:   %10 = call i32 @ori.imad.i32(i32 %8, i32 %9, i32 0)
; CHECK-NEXT:   %11 = call i32 @ori.imad.hi.u32(i32 %8, i32 %10, i32 %8)
; CHECK-NEXT:   %12 = call i32 @ori.imad.hi.u32(i32 %11, i32 %1, i32 0)
; CHECK-NEXT:   %13 = call i32 @ori.imad.i32(i32 %12, i32 %9, i32 %1)
; CHECK-NEXT:   %14 = call i1 @ori.isetp.u32(i32 %13, i32 %2, i32 6)
; CHECK-NEXT:   br i1 %14, label %ldiv.fix1, label %ldiv.join1
; CHECK-EMPTY:
; CHECK-NEXT: ldiv.fix1:
; CHECK-NEXT:   %15 = add i32 %12, 1
; CHECK-NEXT:   %16 = sub i32 %13, %2
; CHECK-NEXT:   br label %ldiv.join1
; CHECK-EMPTY:
; CHECK-NEXT: ldiv.join1:
; CHECK-NEXT:   %17 = phi i32 [ %12, %0 ], [ %15, %ldiv.fix1 ]
; CHECK-NEXT:   %18 = phi i32 [ %13, %0 ], [ %16, %ldiv.fix1 ]
; CHECK-NEXT:   %19 = call i1 @ori.isetp.u32(i32 %18, i32 %2, i32 6)
; CHECK-NEXT:   br i1 %19, label %ldiv.fix2, label %ldiv.join2
; CHECK-EMPTY:
; CHECK-NEXT: ldiv.fix2:
; CHECK-NEXT:   %20 = add i32 %17, 1
; CHECK-NEXT:   br label %ldiv.join2
; CHECK-EMPTY:
; CHECK-NEXT: ldiv.join2:
; CHECK-NEXT:   %21 = phi i32 [ %17, %ldiv.join1 ], [ %20, %ldiv.fix2 ]
; CHECK-NEXT:   store i32 %21, ptr %p
; CHECK-NEXT:   ret void
; CHECK-NEXT: }

define i32 @urem(i32 %x, i32 %d) {
  %r = urem i32 %x, %d
  ret i32 %r
}

; the remainder: no quotient is carried through the corrections
; CHECK-LABEL: define i32 @urem(i32 %x, i32 %d) {
; CHECK:        %13 = call i32 @ori.imad.i32(i32 %12, i32 %9, i32 %1)
; CHECK:      ldiv.fix1:
; CHECK-NEXT:   %15 = sub i32 %13, %2
; CHECK-NEXT:   br label %ldiv.join1
; CHECK:      ldiv.join1:
; CHECK-NEXT:   %16 = phi i32 [ %13, %0 ], [ %15, %ldiv.fix1 ]
; CHECK:      ldiv.fix2:
; CHECK-NEXT:   %18 = sub i32 %16, %2
; CHECK:      ldiv.join2:
; CHECK-NEXT:   %19 = phi i32 [ %16, %ldiv.join1 ], [ %18, %ldiv.fix2 ]
; CHECK-NEXT:   ret i32 %19

; REM: lower-div: @udiv: lowered udiv i32 by %d: newton-raphson u32 (25 instructions)
; REM: lower-div: @urem: lowered urem i32 by %d: newton-raphson u32 (23 instructions)

; lower-div: division by a constant becomes the forms of passes/divmagic.h
; (seed 000 "Division by Constant (Granlund-Montgomery)"): powers of two
; as shifts, q = mulhi(x, M) >> s, the add-and-shift form when the magic
; needs N+1 bits, x >= d for divisors above 2^(N-1), the signed power of
; two with its rounding bias and negation, the signed mulhi with both
; fixups (+x when d > 0 and M < 0, -x when d < 0 and M > 0, folded into
; IMAD.HI's addend); remainders as x - q*d (IMAD with -d at 32 bits).
; 64-bit mulhi: four IMAD.WIDE.U32 on 32-bit halves; signed: the unsigned
; product minus (x < 0 ? M : 0) and (M < 0 ? x : 0).
; RUN: passcheck opt %s -passes=lower-div | FileCheck %s
; RUN: passcheck opt %s -passes=lower-div --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM
; RUN: passcheck opt %s -passes=lower-div | llvm-as -o /dev/null
; RUN: passcheck check %s -passes=lower-div --func u32 --grid 1x1 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s -passes=lower-div --func s32 --grid 1x1 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s -passes=lower-div --func u64 --grid 1x1 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s -passes=lower-div --func s64 --grid 1x1 | FileCheck %s --check-prefix=OK

define void @u32(ptr %p, i32 %x) {
  %a = udiv i32 %x, 16
  store volatile i32 %a, ptr %p
  %b = udiv i32 %x, 3
  store volatile i32 %b, ptr %p
  %c = udiv i32 %x, 7
  store volatile i32 %c, ptr %p
  %d = udiv i32 %x, -2147483647
  store volatile i32 %d, ptr %p
  %e = urem i32 %x, 10
  store volatile i32 %e, ptr %p
  %f = udiv i32 %x, 1
  store volatile i32 %f, ptr %p
  ret void
}
define void @s32(ptr %p, i32 %x) {
  %a = sdiv i32 %x, 8
  store volatile i32 %a, ptr %p
  %b = sdiv i32 %x, -8
  store volatile i32 %b, ptr %p
  %c = sdiv i32 %x, 7
  store volatile i32 %c, ptr %p
  %d = sdiv i32 %x, -7
  store volatile i32 %d, ptr %p
  %e = sdiv i32 %x, 3
  store volatile i32 %e, ptr %p
  %f = srem i32 %x, -6
  store volatile i32 %f, ptr %p
  %g = sdiv i32 %x, -1
  store volatile i32 %g, ptr %p
  %h = sdiv i32 %x, -2147483648
  store volatile i32 %h, ptr %p
  %i = sdiv i32 %x, 2
  store volatile i32 %i, ptr %p
  ret void
}
define void @u64(ptr %p, i64 %x) {
  %a = udiv i64 %x, 4096
  store volatile i64 %a, ptr %p
  %b = udiv i64 %x, 3
  store volatile i64 %b, ptr %p
  %c = udiv i64 %x, 7
  store volatile i64 %c, ptr %p
  %d = urem i64 %x, -3
  store volatile i64 %d, ptr %p
  ret void
}
define void @s64(ptr %p, i64 %x) {
  %a = sdiv i64 %x, -16
  store volatile i64 %a, ptr %p
  %b = sdiv i64 %x, 7
  store volatile i64 %b, ptr %p
  %c = sdiv i64 %x, -7
  store volatile i64 %c, ptr %p
  %d = srem i64 %x, 3
  store volatile i64 %d, ptr %p
  ret void
}

; CHECK-LABEL: define void @u32(ptr %p, i32 %x) {
; pow2
; CHECK-NEXT:   [[V1_1:%[0-9]+]] = lshr i32 %x, 4
; mulhi
; CHECK:        [[V1_2:%[0-9]+]] = call i32 @ori.imad.hi.u32(i32 %x, i32 -1431655765, i32 0)
; CHECK-NEXT:   [[V1_3:%[0-9]+]] = lshr i32 [[V1_2]], 1
; mulhi-add
; CHECK:        [[V1_4:%[0-9]+]] = call i32 @ori.imad.hi.u32(i32 %x, i32 613566757, i32 0)
; CHECK-NEXT:   [[V1_5:%[0-9]+]] = sub i32 %x, [[V1_4]]
; CHECK-NEXT:   [[V1_6:%[0-9]+]] = lshr i32 [[V1_5]], 1
; CHECK-NEXT:   [[V1_7:%[0-9]+]] = add i32 [[V1_6]], [[V1_4]]
; CHECK-NEXT:   [[V1_8:%[0-9]+]] = lshr i32 [[V1_7]], 2
; ge
; CHECK:        [[V1_9:%[0-9]+]] = icmp uge i32 %x, -2147483647
; CHECK-NEXT:   [[V1_10:%[0-9]+]] = zext i1 [[V1_9]] to i32
; remainder: x - q * 10 as IMAD(q, -10, x)
; CHECK:        [[V1_11:%[0-9]+]] = call i32 @ori.imad.hi.u32(i32 %x, i32 -858993459, i32 0)
; CHECK-NEXT:   [[V1_12:%[0-9]+]] = lshr i32 [[V1_11]], 3
; CHECK-NEXT:   [[V1_13:%[0-9]+]] = call i32 @ori.imad.i32(i32 [[V1_12]], i32 -10, i32 %x)
; division by 1 is x
; CHECK:        store volatile i32 %x, ptr %p

; CHECK-LABEL: define void @s32(ptr %p, i32 %x) {
; signed pow2: (x + ((x >>s (k-1)) >>u (32-k))) >>s k
; CHECK-NEXT:   [[V2_1:%[0-9]+]] = ashr i32 %x, 2
; CHECK-NEXT:   [[V2_2:%[0-9]+]] = lshr i32 [[V2_1]], 29
; CHECK-NEXT:   [[V2_3:%[0-9]+]] = add i32 %x, [[V2_2]]
; CHECK-NEXT:   [[V2_4:%[0-9]+]] = ashr i32 [[V2_3]], 3
; with negation (d = -8)
; CHECK:        [[V2_8:%[0-9]+]] = ashr i32 [[V2_7:%[0-9]+]], 3
; CHECK-NEXT:   [[V2_9:%[0-9]+]] = sub i32 0, [[V2_8]]
; d = 7: M < 0, + x in the addend
; CHECK:        [[V2_10:%[0-9]+]] = call i32 @ori.imad.hi.s32(i32 %x, i32 -1840700269, i32 %x)
; CHECK-NEXT:   [[V2_11:%[0-9]+]] = ashr i32 [[V2_10]], 2
; CHECK-NEXT:   [[V2_12:%[0-9]+]] = lshr i32 [[V2_11]], 31
; CHECK-NEXT:   [[V2_13:%[0-9]+]] = add i32 [[V2_11]], [[V2_12]]
; d = -7: M > 0, - x
; CHECK:        [[V2_14:%[0-9]+]] = sub i32 0, %x
; CHECK-NEXT:   [[V2_15:%[0-9]+]] = call i32 @ori.imad.hi.s32(i32 %x, i32 1840700269, i32 [[V2_14]])
; d = 3: no fixup, s = 0
; CHECK:        [[V2_19:%[0-9]+]] = call i32 @ori.imad.hi.s32(i32 %x, i32 1431655766, i32 0)
; CHECK-NEXT:   [[V2_20:%[0-9]+]] = lshr i32 [[V2_19]], 31
; CHECK-NEXT:   [[V2_21:%[0-9]+]] = add i32 [[V2_19]], [[V2_20]]
; srem by -6
; CHECK:        [[V2_25:%[0-9]+]] = call i32 @ori.imad.i32(i32 [[V2_24:%[0-9]+]], i32 6, i32 %x)
; d = -1: 0 - x; d = INT_MIN
; CHECK:        [[V2_26:%[0-9]+]] = sub i32 0, %x
; CHECK:        [[V2_27:%[0-9]+]] = ashr i32 %x, 30
; CHECK-NEXT:   [[V2_28:%[0-9]+]] = lshr i32 [[V2_27]], 1
; CHECK-NEXT:   [[V2_29:%[0-9]+]] = add i32 %x, [[V2_28]]
; CHECK-NEXT:   [[V2_30:%[0-9]+]] = ashr i32 [[V2_29]], 31
; CHECK-NEXT:   [[V2_31:%[0-9]+]] = sub i32 0, [[V2_30]]
; d = 2: k = 1, no first shift
; CHECK:        [[V2_32:%[0-9]+]] = lshr i32 %x, 31
; CHECK-NEXT:   [[V2_33:%[0-9]+]] = add i32 %x, [[V2_32]]
; CHECK-NEXT:   [[V2_34:%[0-9]+]] = ashr i32 [[V2_33]], 1

; CHECK-LABEL: define void @u64(ptr %p, i64 %x) {
; CHECK-NEXT:   [[V3_1:%[0-9]+]] = lshr i64 %x, 12
; mulhi(x, 0xaaaaaaaaaaaaaaab) from four IMAD.WIDE.U32
; CHECK:        [[V3_2:%[0-9]+]] = trunc i64 %x to i32
; CHECK-NEXT:   [[V3_3:%[0-9]+]] = lshr i64 %x, 32
; CHECK-NEXT:   [[V3_4:%[0-9]+]] = trunc i64 [[V3_3]] to i32
; CHECK-NEXT:   [[V3_5:%[0-9]+]] = call i64 @ori.imad.wide.u32(i32 [[V3_2]], i32 -1431655765, i64 0)
; CHECK-NEXT:   [[V3_6:%[0-9]+]] = lshr i64 [[V3_5]], 32
; CHECK-NEXT:   [[V3_7:%[0-9]+]] = call i64 @ori.imad.wide.u32(i32 [[V3_4]], i32 -1431655765, i64 [[V3_6]])
; CHECK-NEXT:   [[V3_8:%[0-9]+]] = and i64 [[V3_7]], 4294967295
; CHECK-NEXT:   [[V3_9:%[0-9]+]] = call i64 @ori.imad.wide.u32(i32 [[V3_2]], i32 -1431655766, i64 [[V3_8]])
; CHECK-NEXT:   [[V3_10:%[0-9]+]] = lshr i64 [[V3_9]], 32
; CHECK-NEXT:   [[V3_11:%[0-9]+]] = lshr i64 [[V3_7]], 32
; CHECK-NEXT:   [[V3_12:%[0-9]+]] = add i64 [[V3_11]], [[V3_10]]
; CHECK-NEXT:   [[V3_13:%[0-9]+]] = call i64 @ori.imad.wide.u32(i32 [[V3_4]], i32 -1431655766, i64 [[V3_12]])
; CHECK-NEXT:   [[V3_14:%[0-9]+]] = lshr i64 [[V3_13]], 1
; mulhi-add
; CHECK:        [[V3_27:%[0-9]+]] = sub i64 %x, [[V3_26:%[0-9]+]]
; CHECK-NEXT:   [[V3_28:%[0-9]+]] = lshr i64 [[V3_27]], 1
; CHECK-NEXT:   [[V3_29:%[0-9]+]] = add i64 [[V3_28]], [[V3_26]]
; CHECK-NEXT:   [[V3_30:%[0-9]+]] = lshr i64 [[V3_29]], 2
; ge, remainder by multiply-subtract
; CHECK:        [[V3_31:%[0-9]+]] = icmp uge i64 %x, -3
; CHECK-NEXT:   [[V3_32:%[0-9]+]] = zext i1 [[V3_31]] to i64
; CHECK-NEXT:   [[V3_33:%[0-9]+]] = mul i64 [[V3_32]], -3
; CHECK-NEXT:   [[V3_34:%[0-9]+]] = sub i64 %x, [[V3_33]]

; CHECK-LABEL: define void @s64(ptr %p, i64 %x) {
; CHECK-NEXT:   [[V4_1:%[0-9]+]] = ashr i64 %x, 3
; CHECK-NEXT:   [[V4_2:%[0-9]+]] = lshr i64 [[V4_1]], 60
; CHECK-NEXT:   [[V4_3:%[0-9]+]] = add i64 %x, [[V4_2]]
; CHECK-NEXT:   [[V4_4:%[0-9]+]] = ashr i64 [[V4_3]], 4
; CHECK-NEXT:   [[V4_5:%[0-9]+]] = sub i64 0, [[V4_4]]
; d = 7: M > 0: the unsigned product minus (x < 0 ? M : 0)
; CHECK:        [[V4_18:%[0-9]+]] = ashr i64 %x, 63
; CHECK-NEXT:   [[V4_19:%[0-9]+]] = and i64 [[V4_18]], 5270498306774157605
; CHECK-NEXT:   [[V4_20:%[0-9]+]] = sub i64 [[V4_17:%[0-9]+]], [[V4_19]]
; CHECK-NEXT:   [[V4_21:%[0-9]+]] = ashr i64 [[V4_20]], 1
; d = -7: M < 0, the signed product's - x and no fixup
; CHECK:        [[V4_37:%[0-9]+]] = and i64 [[V4_36:%[0-9]+]], -5270498306774157605
; CHECK-NEXT:   [[V4_38:%[0-9]+]] = sub i64 [[V4_35:%[0-9]+]], [[V4_37]]
; CHECK-NEXT:   [[V4_39:%[0-9]+]] = sub i64 [[V4_38]], %x
; srem by 3
; CHECK:        [[V4_60:%[0-9]+]] = mul i64 [[V4_59:%[0-9]+]], 3
; CHECK-NEXT:   [[V4_61:%[0-9]+]] = sub i64 %x, [[V4_60]]

; REM: lowered udiv i32 by constant 16: pow2 s=4 (1 instruction)
; REM-NEXT: lowered udiv i32 by constant 3: mulhi s=1 (2 instructions)
; REM-NEXT: lowered udiv i32 by constant 7: mulhi-add s=3 (5 instructions)
; REM-NEXT: lowered udiv i32 by constant 2147483649: ge s=0 (2 instructions)
; REM-NEXT: lowered urem i32 by constant 10: mulhi s=3 (3 instructions)
; REM-NEXT: lowered udiv i32 by constant 1: pow2 s=0 (0 instructions)
; REM-NEXT: lowered sdiv i32 by constant 8: pow2 s=3 (4 instructions)
; REM-NEXT: lowered sdiv i32 by constant -8: pow2-neg s=3 (5 instructions)
; REM-NEXT: lowered sdiv i32 by constant 7: mulhi s=2 (4 instructions)
; REM-NEXT: lowered sdiv i32 by constant -7: mulhi s=2 (5 instructions)
; REM-NEXT: lowered sdiv i32 by constant 3: mulhi s=0 (3 instructions)
; REM-NEXT: lowered srem i32 by constant -6: mulhi s=0 (4 instructions)
; REM-NEXT: lowered sdiv i32 by constant -1: pow2-neg s=0 (1 instruction)
; REM-NEXT: lowered sdiv i32 by constant -2147483648: pow2-neg s=31 (5 instructions)
; REM-NEXT: lowered sdiv i32 by constant 2: pow2 s=1 (3 instructions)
; REM-NEXT: lowered udiv i64 by constant 4096: pow2 s=12 (1 instruction)
; REM-NEXT: lowered udiv i64 by constant 3: mulhi s=1 (13 instructions)
; REM-NEXT: lowered udiv i64 by constant 7: mulhi-add s=3 (16 instructions)
; REM-NEXT: lowered urem i64 by constant 18446744073709551613: ge s=0 (4 instructions)
; REM-NEXT: lowered sdiv i64 by constant -16: pow2-neg s=4 (5 instructions)
; REM-NEXT: lowered sdiv i64 by constant 7: mulhi s=1 (18 instructions)
; REM-NEXT: lowered sdiv i64 by constant -7: mulhi s=1 (19 instructions)
; REM-NEXT: lowered srem i64 by constant 3: mulhi s=0 (19 instructions)

; OK: result: ok: every run refines

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
; CHECK-NEXT:   %1 = lshr i32 %x, 4
; mulhi
; CHECK:        %2 = call i32 @ori.imad.hi.u32(i32 %x, i32 -1431655765, i32 0)
; CHECK-NEXT:   %3 = lshr i32 %2, 1
; mulhi-add
; CHECK:        %4 = call i32 @ori.imad.hi.u32(i32 %x, i32 613566757, i32 0)
; CHECK-NEXT:   %5 = sub i32 %x, %4
; CHECK-NEXT:   %6 = lshr i32 %5, 1
; CHECK-NEXT:   %7 = add i32 %6, %4
; CHECK-NEXT:   %8 = lshr i32 %7, 2
; ge
; CHECK:        %9 = icmp uge i32 %x, -2147483647
; CHECK-NEXT:   %10 = zext i1 %9 to i32
; remainder: x - q * 10 as IMAD(q, -10, x)
; CHECK:        %11 = call i32 @ori.imad.hi.u32(i32 %x, i32 -858993459, i32 0)
; CHECK-NEXT:   %12 = lshr i32 %11, 3
; CHECK-NEXT:   %13 = call i32 @ori.imad.i32(i32 %12, i32 -10, i32 %x)
; division by 1 is x
; CHECK:        store volatile i32 %x, ptr %p

; CHECK-LABEL: define void @s32(ptr %p, i32 %x) {
; signed pow2: (x + ((x >>s (k-1)) >>u (32-k))) >>s k
; CHECK-NEXT:   %1 = ashr i32 %x, 2
; CHECK-NEXT:   %2 = lshr i32 %1, 29
; CHECK-NEXT:   %3 = add i32 %x, %2
; CHECK-NEXT:   %4 = ashr i32 %3, 3
; with negation (d = -8)
; CHECK:        %8 = ashr i32 %7, 3
; CHECK-NEXT:   %9 = sub i32 0, %8
; d = 7: M < 0, + x in the addend
; CHECK:        %10 = call i32 @ori.imad.hi.s32(i32 %x, i32 -1840700269, i32 %x)
; CHECK-NEXT:   %11 = ashr i32 %10, 2
; CHECK-NEXT:   %12 = lshr i32 %11, 31
; CHECK-NEXT:   %13 = add i32 %11, %12
; d = -7: M > 0, - x
; CHECK:        %14 = sub i32 0, %x
; CHECK-NEXT:   %15 = call i32 @ori.imad.hi.s32(i32 %x, i32 1840700269, i32 %14)
; d = 3: no fixup, s = 0
; CHECK:        %19 = call i32 @ori.imad.hi.s32(i32 %x, i32 1431655766, i32 0)
; CHECK-NEXT:   %20 = lshr i32 %19, 31
; CHECK-NEXT:   %21 = add i32 %19, %20
; srem by -6
; CHECK:        %25 = call i32 @ori.imad.i32(i32 %24, i32 6, i32 %x)
; d = -1: 0 - x; d = INT_MIN
; CHECK:        %26 = sub i32 0, %x
; CHECK:        %27 = ashr i32 %x, 30
; CHECK-NEXT:   %28 = lshr i32 %27, 1
; CHECK-NEXT:   %29 = add i32 %x, %28
; CHECK-NEXT:   %30 = ashr i32 %29, 31
; CHECK-NEXT:   %31 = sub i32 0, %30
; d = 2: k = 1, no first shift
; CHECK:        %32 = lshr i32 %x, 31
; CHECK-NEXT:   %33 = add i32 %x, %32
; CHECK-NEXT:   %34 = ashr i32 %33, 1

; CHECK-LABEL: define void @u64(ptr %p, i64 %x) {
; CHECK-NEXT:   %1 = lshr i64 %x, 12
; mulhi(x, 0xaaaaaaaaaaaaaaab) from four IMAD.WIDE.U32
; CHECK:        %2 = trunc i64 %x to i32
; CHECK-NEXT:   %3 = lshr i64 %x, 32
; CHECK-NEXT:   %4 = trunc i64 %3 to i32
; CHECK-NEXT:   %5 = call i64 @ori.imad.wide.u32(i32 %2, i32 -1431655765, i64 0)
; CHECK-NEXT:   %6 = lshr i64 %5, 32
; CHECK-NEXT:   %7 = call i64 @ori.imad.wide.u32(i32 %4, i32 -1431655765, i64 %6)
; CHECK-NEXT:   %8 = and i64 %7, 4294967295
; CHECK-NEXT:   %9 = call i64 @ori.imad.wide.u32(i32 %2, i32 -1431655766, i64 %8)
; CHECK-NEXT:   %10 = lshr i64 %9, 32
; CHECK-NEXT:   %11 = lshr i64 %7, 32
; CHECK-NEXT:   %12 = add i64 %11, %10
; CHECK-NEXT:   %13 = call i64 @ori.imad.wide.u32(i32 %4, i32 -1431655766, i64 %12)
; CHECK-NEXT:   %14 = lshr i64 %13, 1
; mulhi-add
; CHECK:        %27 = sub i64 %x, %26
; CHECK-NEXT:   %28 = lshr i64 %27, 1
; CHECK-NEXT:   %29 = add i64 %28, %26
; CHECK-NEXT:   %30 = lshr i64 %29, 2
; ge, remainder by multiply-subtract
; CHECK:        %31 = icmp uge i64 %x, -3
; CHECK-NEXT:   %32 = zext i1 %31 to i64
; CHECK-NEXT:   %33 = mul i64 %32, -3
; CHECK-NEXT:   %34 = sub i64 %x, %33

; CHECK-LABEL: define void @s64(ptr %p, i64 %x) {
; CHECK-NEXT:   %1 = ashr i64 %x, 3
; CHECK-NEXT:   %2 = lshr i64 %1, 60
; CHECK-NEXT:   %3 = add i64 %x, %2
; CHECK-NEXT:   %4 = ashr i64 %3, 4
; CHECK-NEXT:   %5 = sub i64 0, %4
; d = 7: M > 0: the unsigned product minus (x < 0 ? M : 0)
; CHECK:        %18 = ashr i64 %x, 63
; CHECK-NEXT:   %19 = and i64 %18, 5270498306774157605
; CHECK-NEXT:   %20 = sub i64 %17, %19
; CHECK-NEXT:   %21 = ashr i64 %20, 1
; d = -7: M < 0, the signed product's - x and no fixup
; CHECK:        %37 = and i64 %36, -5270498306774157605
; CHECK-NEXT:   %38 = sub i64 %35, %37
; CHECK-NEXT:   %39 = sub i64 %38, %x
; srem by 3
; CHECK:        %60 = mul i64 %59, 3
; CHECK-NEXT:   %61 = sub i64 %x, %60

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

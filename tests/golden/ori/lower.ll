; ori-lower: one function per rule and per guard.  The rewrites are exact:
; `passcheck check` runs the kernel before and after on random inputs.
; RUN: passcheck opt %s -passes=ori-lower | FileCheck %s
; RUN: passcheck opt %s -passes=ori-lower --remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=REM
; RUN: passcheck check %s -passes=ori-lower --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: passcheck opt %s -passes=ori-lower | llvm-as -o /dev/null
; RUN: passcheck check %s --func imad_twice -passes=ori-lower --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s --func hi -passes=ori-lower --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s --func wide -passes=ori-lower --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s --func iadd3 -passes=ori-lower --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s --func lea -passes=ori-lower --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s --func lea_var -passes=ori-lower --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s --func bfe -passes=ori-lower --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s --func lea_rotate -passes=ori-lower,peephole --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: passcheck opt %s -passes=ori-lower,peephole | FileCheck %s --check-prefix=PEEP
; RUN: passcheck check %s --func shifts -passes=ori-lower --inputs 64 | FileCheck %s --check-prefix=OK
; OK: result: ok

; CHECK-LABEL: @imad(
; CHECK-NEXT: [[R:%[0-9]+]] = call i32 @ori.imad.i32(i32 %a, i32 %b, i32 %c)
; CHECK-NEXT: ret i32 [[R]]
; REM: lowered %s to ori.imad.i32 (mul + add)
define i32 @imad(i32 %a, i32 %b, i32 %c) {
  %m = mul nsw i32 %a, %b
  %s = add i32 %c, %m
  ret i32 %s
}

; A product used twice is not absorbed: each use gets its own IMAD chain link.
; CHECK-LABEL: @imad_twice(
; CHECK-NEXT: [[M:%[0-9]+]] = call i32 @ori.imad.i32(i32 %a, i32 %b, i32 0)
; CHECK-NEXT: %s = add i32 [[M]], %c
define i32 @imad_twice(i32 %a, i32 %b, i32 %c) {
  %m = mul i32 %a, %b
  %s = add i32 %m, %c
  %t = xor i32 %s, %m
  ret i32 %t
}

; CHECK-LABEL: @hi(
; CHECK-NEXT: [[U:%[0-9]+]] = call i32 @ori.imad.hi.u32(i32 %a, i32 %b, i32 0)
; CHECK-NEXT: [[S:%[0-9]+]] = call i32 @ori.imad.hi.s32(i32 %a, i32 %b, i32 0)
; CHECK-NEXT: %r = xor i32 [[U]], [[S]]
define i32 @hi(i32 %a, i32 %b) {
  %za = zext i32 %a to i64
  %zb = zext i32 %b to i64
  %p = mul i64 %za, %zb
  %h = lshr i64 %p, 32
  %u = trunc i64 %h to i32
  %sa = sext i32 %a to i64
  %sb = sext i32 %b to i64
  %q = mul i64 %sa, %sb
  %hq = lshr i64 %q, 32
  %s = trunc i64 %hq to i32
  %r = xor i32 %u, %s
  ret i32 %r
}

; Mixed extensions are no IMAD form: the 64-bit multiply stays.
; CHECK-LABEL: @mixed_ext(
; CHECK: mul i64 %za, %sb
; CHECK-NOT: @ori.imad
; CHECK: ret i64
define i64 @mixed_ext(i32 %a, i32 %b) {
  %za = zext i32 %a to i64
  %sb = sext i32 %b to i64
  %p = mul i64 %za, %sb
  ret i64 %p
}

; CHECK-LABEL: @wide(
; CHECK-NEXT: [[W:%[0-9]+]] = call i64 @ori.imad.wide.u32(i32 %a, i32 %b, i64 %c)
; CHECK-NEXT: [[V:%[0-9]+]] = call i64 @ori.imad.wide.s32(i32 %a, i32 %b, i64 0)
; CHECK-NEXT: %r = xor i64 [[W]], [[V]]
define i64 @wide(i32 %a, i32 %b, i64 %c) {
  %za = zext i32 %a to i64
  %zb = zext i32 %b to i64
  %p = mul i64 %za, %zb
  %s = add i64 %p, %c
  %sa = sext i32 %a to i64
  %sb = sext i32 %b to i64
  %q = mul i64 %sa, %sb
  %r = xor i64 %s, %q
  ret i64 %r
}

; CHECK-LABEL: @iadd3(
; CHECK-NEXT: [[R:%[0-9]+]] = call i32 @ori.iadd3.i32(i32 %a, i32 %b, i32 %c)
; REM: lowered %s to ori.iadd3.i32 (add of three)
define i32 @iadd3(i32 %a, i32 %b, i32 %c) {
  %t = add i32 %a, %b
  %s = add i32 %t, %c
  ret i32 %s
}

; CHECK-LABEL: @lea(
; CHECK-NEXT: [[R:%[0-9]+]] = call i32 @ori.lea.i32(i32 %a, i32 %b, i32 4)
; CHECK-NEXT: [[Q:%[0-9]+]] = call i64 @ori.lea.i64(i64 %w, i64 %v, i32 40)
define i64 @lea(i32 %a, i32 %b, i64 %w, i64 %v) {
  %t = shl i32 %a, 4
  %s = add i32 %b, %t
  %u = shl i64 %w, 40
  %q = add i64 %u, %v
  %z = zext i32 %s to i64
  %r = add i64 %z, %q
  ret i64 %r
}

; A variable shift amount is no LEA: SHF, then the add stays.
; CHECK-LABEL: @lea_var(
; CHECK-NEXT: [[S:%[0-9]+]] = call i32 @ori.shf.l.clamp.b32(i32 0, i32 %a, i32 %n)
; CHECK-NEXT: %s = add i32 [[S]], %b
define i32 @lea_var(i32 %a, i32 %b, i32 %n) {
  %t = shl i32 %a, %n
  %s = add i32 %t, %b
  ret i32 %s
}

; An add of x << 5 and x >> 27 is a rotate: no LEA (which would keep the
; shift), left for peephole's SHF.L.WRAP; a shift by another amount, or of
; another value, is still a LEA.
; CHECK-LABEL: @lea_rotate(
; CHECK-NEXT: [[H:%[0-9]+]] = call i32 @ori.shf.l.clamp.b32(i32 0, i32 %x, i32 5)
; CHECK-NEXT: [[L:%[0-9]+]] = call i32 @ori.shf.r.clamp.b32(i32 %x, i32 0, i32 27)
; CHECK-NEXT: %r = add i32 [[H]], [[L]]
; CHECK-NEXT: [[L2:%[0-9]+]] = call i32 @ori.shf.r.clamp.b32(i32 %x, i32 0, i32 26)
; CHECK-NEXT: [[Q:%[0-9]+]] = call i32 @ori.lea.i32(i32 %x, i32 [[L2]], i32 5)
; CHECK-NEXT: [[L3:%[0-9]+]] = call i32 @ori.shf.r.clamp.b32(i32 %y, i32 0, i32 27)
; CHECK-NEXT: [[P:%[0-9]+]] = call i32 @ori.lea.i32(i32 %x, i32 [[L3]], i32 5)
; PEEP-LABEL: @lea_rotate(
; PEEP-NEXT: [[R:%[0-9]+]] = call i32 @ori.shf.l.wrap.b32(i32 %x, i32 %x, i32 5)
; PEEP-NOT: ori.shf.l.wrap
; PEEP: ret i32
define i32 @lea_rotate(i32 %x, i32 %y) {
  %h = shl i32 %x, 5
  %l = lshr i32 %x, 27
  %r = add i32 %h, %l
  %h2 = shl i32 %x, 5
  %l2 = lshr i32 %x, 26
  %q = add i32 %h2, %l2
  %h3 = shl i32 %x, 5
  %l3 = lshr i32 %y, 27
  %p = add i32 %h3, %l3
  %s = xor i32 %r, %q
  %t = xor i32 %s, %p
  ret i32 %t
}

; CHECK-LABEL: @bfe(
; CHECK-NEXT: [[R:%[0-9]+]] = call i32 @ori.bfe.u32(i32 %x, i32 7, i32 5)
; CHECK-NEXT: ret i32 [[R]]
define i32 @bfe(i32 %x) {
  %s = lshr i32 %x, 7
  %r = and i32 %s, 31
  ret i32 %r
}

; A mask that is not 2^K - 1 is no field: the and stays.
; CHECK-LABEL: @bfe_not_mask(
; CHECK: %r = and i32 {{%[0-9]+}}, 6
define i32 @bfe_not_mask(i32 %x) {
  %s = lshr i32 %x, 7
  %r = and i32 %s, 6
  ret i32 %r
}

; ashr and 16-bit shifts stay.
; CHECK-LABEL: @shifts(
; CHECK-NEXT: [[L:%[0-9]+]] = call i32 @ori.shf.r.clamp.b32(i32 %x, i32 0, i32 %n)
; CHECK-NEXT: %a = ashr i32 %x, %n
; CHECK-NEXT: %h = shl i16 %y, 3
define i32 @shifts(i32 %x, i32 %n, i16 %y) {
  %l = lshr i32 %x, %n
  %a = ashr i32 %x, %n
  %h = shl i16 %y, 3
  %z = zext i16 %h to i32
  %r1 = xor i32 %l, %a
  %r = xor i32 %r1, %z
  ret i32 %r
}

; peephole: one function per pattern and per guard, on IR shifts and on
; the SHF forms ori-lower makes of them.  Every rewrite is exact: `passcheck
; check` runs each kernel before and after.
; RUN: passcheck opt %s -passes=peephole | FileCheck %s
; RUN: passcheck opt %s -passes=ori-lower,peephole | FileCheck %s --check-prefix=LOW
; RUN: passcheck opt %s -passes=peephole --remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=REM
; RUN: passcheck opt %s -passes=peephole | llvm-as -o /dev/null
; RUN: passcheck check %s -passes=ori-lower,peephole --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s --func rot_add -passes=peephole --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s --func field_s -passes=peephole --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s --func bfe_add -passes=peephole --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s --func rot_guards -passes=ori-lower,peephole --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s --func rot_depth -passes=ori-lower,peephole --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s --func field_u -passes=ori-lower,peephole --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s --func field_guards -passes=ori-lower,peephole --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s --func bfe_add_guards -passes=ori-lower,peephole --inputs 64 | FileCheck %s --check-prefix=OK
; OK: result: ok

; CHECK-LABEL: @rot_or(
; CHECK-NEXT: [[R:%[0-9]+]] = call i32 @ori.shf.l.wrap.b32(i32 %x, i32 %x, i32 5)
; CHECK-NEXT: ret i32 [[R]]
; LOW-LABEL: @rot_or(
; LOW-NEXT: [[R:%[0-9]+]] = call i32 @ori.shf.l.wrap.b32(i32 %x, i32 %x, i32 5)
; LOW-NEXT: ret i32 [[R]]
; REM: combined shl+shr into rotate %r = shf.l.wrap by 5
define i32 @rot_or(i32 %x) {
  %a = shl i32 %x, 5
  %b = lshr i32 %x, 27
  %r = or i32 %a, %b
  ret i32 %r
}

; CHECK-LABEL: @rot_add(
; CHECK-NEXT: [[R:%[0-9]+]] = call i32 @ori.shf.l.wrap.b32(i32 %x, i32 %x, i32 31)
define i32 @rot_add(i32 %x) {
  %b = lshr i32 %x, 1
  %a = shl i32 %x, 31
  %r = add i32 %b, %a
  ret i32 %r
}

; Guards: amounts not summing to 32, two different x, an arithmetic shift.
; CHECK-LABEL: @rot_guards(
; CHECK-NOT: shf.l.wrap
; CHECK: ret i32
define i32 @rot_guards(i32 %x, i32 %y) {
  %a = shl i32 %x, 5
  %b = lshr i32 %x, 26
  %r1 = or i32 %a, %b
  %c = shl i32 %x, 5
  %d = lshr i32 %y, 27
  %r2 = xor i32 %c, %d
  %e = shl i32 %x, 5
  %g = ashr i32 %x, 27
  %r3 = or i32 %e, %g
  %s = add i32 %r1, %r2
  %t = and i32 %s, %r3
  ret i32 %t
}

; Loop-depth guard: the shifts sit outside the loop, the or inside it.
; CHECK-LABEL: @rot_depth(
; CHECK: loop:
; CHECK: or i32 %a, %b
; REM: not combined %r: the shifts sit in a shallower loop
define i32 @rot_depth(i32 %x, i32 %n) {
entry:
  %a = shl i32 %x, 8
  %b = lshr i32 %x, 24
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %r = or i32 %a, %b
  %acc1 = xor i32 %acc, %r
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 4
  br i1 %c, label %loop, label %done
done:
  ret i32 %acc1
}

; CHECK-LABEL: @field_u(
; CHECK-NEXT: [[R:%[0-9]+]] = call i32 @ori.bfe.u32(i32 %x, i32 4, i32 20)
; CHECK-NEXT: ret i32 [[R]]
; LOW-LABEL: @field_u(
; LOW-NEXT: [[R:%[0-9]+]] = call i32 @ori.bfe.u32(i32 %x, i32 4, i32 20)
; LOW-NEXT: ret i32 [[R]]
; REM: combined shl+shr into unsigned %r = bfe(pos 4, len 20)
define i32 @field_u(i32 %x) {
  %a = shl i32 %x, 8
  %r = lshr i32 %a, 12
  ret i32 %r
}

; CHECK-LABEL: @field_s(
; CHECK-NEXT: [[R:%[0-9]+]] = call i32 @ori.bfe.s32(i32 %x, i32 0, i32 16)
define i32 @field_s(i32 %x) {
  %a = shl i32 %x, 16
  %r = ashr i32 %a, 16
  ret i32 %r
}

; Guards: a left shift larger than the right one; a shl used twice.
; CHECK-LABEL: @field_guards(
; CHECK-NOT: ori.bfe
; CHECK: ret i32
define i32 @field_guards(i32 %x) {
  %a = shl i32 %x, 12
  %r1 = lshr i32 %a, 8
  %b = shl i32 %x, 3
  %r2 = lshr i32 %b, 9
  %s = add i32 %r1, %r2
  %t = xor i32 %s, %b
  ret i32 %t
}

; CHECK-LABEL: @bfe_add(
; CHECK-NEXT: [[S:%[0-9]+]] = call i32 @ori.shf.r.clamp.b32(i32 %x, i32 0, i32 7)
; CHECK-NEXT: %r = add i32 [[S]], %y
; REM: folded bfe into shift-add %r (shift 7)
define i32 @bfe_add(i32 %x, i32 %y) {
  %b = call i32 @ori.bfe.u32(i32 %x, i32 7, i32 25)
  %r = add i32 %b, %y
  ret i32 %r
}

; Guards: a field not reaching bit 31, position 0, a BFE used twice.
; CHECK-LABEL: @bfe_add_guards(
; CHECK-NOT: shf.r
; CHECK: ret i32
define i32 @bfe_add_guards(i32 %x, i32 %y) {
  %b1 = call i32 @ori.bfe.u32(i32 %x, i32 7, i32 24)
  %r1 = add i32 %b1, %y
  %b2 = call i32 @ori.bfe.u32(i32 %x, i32 0, i32 32)
  %r2 = add i32 %b2, %y
  %b3 = call i32 @ori.bfe.u32(i32 %x, i32 7, i32 25)
  %r3 = add i32 %b3, %y
  %s = xor i32 %r1, %r2
  %t = xor i32 %s, %r3
  %u = xor i32 %t, %b3
  ret i32 %u
}

declare i32 @ori.bfe.u32(i32, i32, i32)

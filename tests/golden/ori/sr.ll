; ori-sr (phase 21): one function per reduction and per guard; the gate
; knob; chains hundreds deep (no recursion) and through ori-lower.
; RUN: passcheck opt %s -passes=ori-sr | FileCheck %s
; RUN: passcheck opt %s -passes=ori-sr --remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=REM
; RUN: passcheck opt %s -passes=ori-sr -knob knob-487=0 | FileCheck %s --check-prefix=GATE
; RUN: passcheck opt %s -passes=ori-sr | llvm-as -o /dev/null
; RUN: passcheck check %s --func reduce -passes=ori-sr --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s --func fanout -passes=ori-sr --inputs 16 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s --func guards -passes=ori-sr --inputs 64 | FileCheck %s --check-prefix=OK
; RUN: python3 %S/Inputs/imad_chain.py 600 > %t.ll
; RUN: passcheck opt %t.ll -passes=ori-sr | FileCheck %s --check-prefix=CHAIN
; RUN: passcheck check %t.ll -passes=ori-sr --inputs 32 | FileCheck %s --check-prefix=OK
; RUN: python3 %S/Inputs/imad_chain.py 300 lowered > %t2.ll
; RUN: passcheck opt %t2.ll -passes=ori-lower,ori-sr | FileCheck %s --check-prefix=CHAIN
; RUN: passcheck check %t2.ll -passes=ori-lower,ori-sr --inputs 32 | FileCheck %s --check-prefix=OK
; OK: result: ok
; CHAIN: call i32 @ori.imad.i32(i32 %x, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}})
; CHAIN-NOT: {{%[vm][0-9]+}}
; CHAIN: store i32

; CHECK-LABEL: @dead(
; CHECK-NEXT: ret i32 %x
; REM: deleted dead imad (sources live: the seed's mov-like conversion)
; REM: deleted dead imad feeding a deleted one
; GATE-LABEL: @dead(
; GATE-NEXT: call i32 @ori.imad.i32
define i32 @dead(i32 %x, i32 %y) {
  %a = call i32 @ori.imad.i32(i32 %x, i32 %y, i32 1)
  %b = call i32 @ori.imad.i32(i32 %a, i32 %y, i32 2)
  ret i32 %x
}

; CHECK-LABEL: @reduce(
; CHECK-NEXT: [[C:%[a-z0-9]+]] = call i32 @ori.imad.i32(i32 %x, i32 105, i32 58)
; CHECK-NEXT: [[K:%[a-z0-9]+]] = call i32 @ori.imad.i32(i32 [[C]], i32 %y, i32 0)
; CHECK-NEXT: ret i32 [[K]]
; REM: strength-reduced imad chain into %b = x * 15 + 7
; REM: strength-reduced imad chain into %c = x * 105 + 58
; REM: strength-reduced imad %e: multiplier 1, addend 0
; REM: strength-reduced imad %g: a factor is 0
; REM: strength-reduced imad %h: a factor is 0
define i32 @reduce(i32 %x, i32 %y) {
  %a = call i32 @ori.imad.i32(i32 %x, i32 3, i32 1)
  %b = call i32 @ori.imad.i32(i32 %a, i32 5, i32 2)
  %c = call i32 @ori.imad.i32(i32 7, i32 %b, i32 9)
  %e = call i32 @ori.imad.i32(i32 %c, i32 1, i32 0)
  %g = call i32 @ori.imad.i32(i32 %y, i32 0, i32 %e)
  %h = call i32 @ori.imad.hi.u32(i32 0, i32 %y, i32 %g)
  %k = call i32 @ori.imad.i32(i32 %h, i32 %y, i32 0)
  ret i32 %k
}

; Guards: multiplier 1 with an addend and a variable multiplier with addend
; 0 stay (the literal "source equals destination" delete would drop them);
; an inner IMAD used twice is not folded; .hi and .wide by 1 stay.
; CHECK-LABEL: @guards(
; CHECK-NEXT: %a = call i32 @ori.imad.i32(i32 %x, i32 1, i32 5)
; CHECK-NEXT: %b = call i32 @ori.imad.i32(i32 %a, i32 %y, i32 0)
; CHECK-NEXT: %c = call i32 @ori.imad.i32(i32 %x, i32 3, i32 1)
; CHECK-NEXT: %d = call i32 @ori.imad.i32(i32 %c, i32 5, i32 2)
; CHECK-NEXT: %e = call i32 @ori.imad.hi.u32(i32 %x, i32 1, i32 0)
; CHECK-NEXT: %w = call i64 @ori.imad.wide.u32(i32 %x, i32 1, i64 0)
define i32 @guards(i32 %x, i32 %y) {
  %a = call i32 @ori.imad.i32(i32 %x, i32 1, i32 5)
  %b = call i32 @ori.imad.i32(i32 %a, i32 %y, i32 0)
  %c = call i32 @ori.imad.i32(i32 %x, i32 3, i32 1)
  %d = call i32 @ori.imad.i32(i32 %c, i32 5, i32 2)
  %e = call i32 @ori.imad.hi.u32(i32 %x, i32 1, i32 0)
  %w = call i64 @ori.imad.wide.u32(i32 %x, i32 1, i64 0)
  %t = trunc i64 %w to i32
  %s1 = xor i32 %b, %d
  %s2 = xor i32 %s1, %c
  %s3 = xor i32 %s2, %e
  %s4 = xor i32 %s3, %t
  ret i32 %s4
}

; The worklist grows past its 20 first entries: 48 users of a reduced IMAD,
; each an IMAD that reduces in turn.
; CHECK-LABEL: @fanout(
; CHECK-NOT: @ori.imad
; CHECK: ret i32
define i32 @fanout(i32 %x) {
  %a = call i32 @ori.imad.i32(i32 %x, i32 1, i32 0)
  %u0 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s0 = xor i32 %a, %u0
  %u1 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s1 = xor i32 %s0, %u1
  %u2 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s2 = xor i32 %s1, %u2
  %u3 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s3 = xor i32 %s2, %u3
  %u4 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s4 = xor i32 %s3, %u4
  %u5 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s5 = xor i32 %s4, %u5
  %u6 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s6 = xor i32 %s5, %u6
  %u7 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s7 = xor i32 %s6, %u7
  %u8 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s8 = xor i32 %s7, %u8
  %u9 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s9 = xor i32 %s8, %u9
  %u10 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s10 = xor i32 %s9, %u10
  %u11 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s11 = xor i32 %s10, %u11
  %u12 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s12 = xor i32 %s11, %u12
  %u13 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s13 = xor i32 %s12, %u13
  %u14 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s14 = xor i32 %s13, %u14
  %u15 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s15 = xor i32 %s14, %u15
  %u16 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s16 = xor i32 %s15, %u16
  %u17 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s17 = xor i32 %s16, %u17
  %u18 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s18 = xor i32 %s17, %u18
  %u19 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s19 = xor i32 %s18, %u19
  %u20 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s20 = xor i32 %s19, %u20
  %u21 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s21 = xor i32 %s20, %u21
  %u22 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s22 = xor i32 %s21, %u22
  %u23 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s23 = xor i32 %s22, %u23
  %u24 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s24 = xor i32 %s23, %u24
  %u25 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s25 = xor i32 %s24, %u25
  %u26 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s26 = xor i32 %s25, %u26
  %u27 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s27 = xor i32 %s26, %u27
  %u28 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s28 = xor i32 %s27, %u28
  %u29 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s29 = xor i32 %s28, %u29
  %u30 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s30 = xor i32 %s29, %u30
  %u31 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s31 = xor i32 %s30, %u31
  %u32 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s32 = xor i32 %s31, %u32
  %u33 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s33 = xor i32 %s32, %u33
  %u34 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s34 = xor i32 %s33, %u34
  %u35 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s35 = xor i32 %s34, %u35
  %u36 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s36 = xor i32 %s35, %u36
  %u37 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s37 = xor i32 %s36, %u37
  %u38 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s38 = xor i32 %s37, %u38
  %u39 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s39 = xor i32 %s38, %u39
  %u40 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s40 = xor i32 %s39, %u40
  %u41 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s41 = xor i32 %s40, %u41
  %u42 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s42 = xor i32 %s41, %u42
  %u43 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s43 = xor i32 %s42, %u43
  %u44 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s44 = xor i32 %s43, %u44
  %u45 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s45 = xor i32 %s44, %u45
  %u46 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s46 = xor i32 %s45, %u46
  %u47 = call i32 @ori.imad.i32(i32 %a, i32 1, i32 0)
  %s47 = xor i32 %s46, %u47
  ret i32 %s47
}

declare i32 @ori.imad.i32(i32, i32, i32)
declare i32 @ori.imad.hi.u32(i32, i32, i32)
declare i64 @ori.imad.wide.u32(i32, i32, i64)

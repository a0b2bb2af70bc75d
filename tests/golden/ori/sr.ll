; ori-sr (phase 21): one function per reduction and per guard; the gate
; knob; chains hundreds deep (no recursion) and through ori-lower.
; RUN: passcheck opt %s -passes=ori-sr | FileCheck %s
; RUN: passcheck opt %s -passes=ori-sr --remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=REM
; RUN: passcheck opt %s -passes=ori-sr -knob knob-487=0 | FileCheck %s --check-prefix=GATE
; RUN: passcheck opt %s -passes=ori-sr | llvm-as -o /dev/null
; RUN: passcheck check %s --func reduce -passes=ori-sr --inputs 64 | FileCheck %s --check-prefix=OK
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

declare i32 @ori.imad.i32(i32, i32, i32)
declare i32 @ori.imad.hi.u32(i32, i32, i32)
declare i64 @ori.imad.wide.u32(i32, i32, i64)

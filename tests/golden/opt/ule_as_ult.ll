; `passcheck opt` with a mutant: mutant-ule-as-ult makes icmp ule/uge strict
; and touches nothing else; --remarks names each rewritten compare; the
; output is valid LLVM; the empty default pipeline leaves the module as is.
; RUN: passcheck opt %s -passes=mutant-ule-as-ult | FileCheck %s
; RUN: passcheck opt %s -passes=mutant-ule-as-ult | llvm-as -o /dev/null
; RUN: passcheck opt %s -passes=mutant-ule-as-ult --remarks -o %t.ll 2>&1 | FileCheck %s --check-prefix=REM
; RUN: FileCheck %s < %t.ll
; RUN: passcheck opt %s -passes=default | FileCheck %s --check-prefix=SAME
; RUN: passcheck opt %s --passes=mutant-ule-as-ult,mutant-ule-as-ult --no-verify | FileCheck %s

; CHECK-LABEL: define i32 @clamp(i32 %x, i32 %n)
; CHECK: %le = icmp ult i32 %x, %n
; CHECK: %ge = icmp ugt i32 %x, 3
; CHECK: %lt = icmp ult i32 %x, 9
; CHECK: %sle = icmp sle i32 %x, %n
; CHECK: %f = fcmp ule float 1.000000e+00, 2.000000e+00

; REM: mutant-ule-as-ult: @clamp: made strict %le
; REM-NEXT: mutant-ule-as-ult: @clamp: made strict %ge
; REM-NOT: made strict

; SAME: %le = icmp ule i32 %x, %n
; SAME: %ge = icmp uge i32 %x, 3

define i32 @clamp(i32 %x, i32 %n) {
entry:
  %le = icmp ule i32 %x, %n
  %ge = icmp uge i32 %x, 3
  %lt = icmp ult i32 %x, 9
  %sle = icmp sle i32 %x, %n
  %f = fcmp ule float 1.000000e+00, 2.000000e+00
  %a = and i1 %le, %ge
  %b = and i1 %lt, %sle
  %c = and i1 %a, %b
  %d = and i1 %c, %f
  %r = zext i1 %d to i32
  ret i32 %r
}

; `verify` prints "FILE: ok" per valid file; `print` prints each file in turn
; (with --verify, after verifying it); both read - as stdin.
; RUN: passcheck verify %s - < %s | FileCheck %s --check-prefix=VERIFY
; RUN: passcheck print %s %s | FileCheck %s --check-prefix=TWICE
; RUN: passcheck print --verify - < %s | FileCheck %s --check-prefix=ONCE

; VERIFY: {{^.*}}verify_print.ll: ok{{$}}
; VERIFY-NEXT: {{^}}<stdin>: ok{{$}}

; TWICE: define float @scale(float %x)
; TWICE: ret float
; TWICE: define float @scale(float %x)
; TWICE: ret float
; TWICE-NOT: define

; ONCE: define float @scale(float %x)
; ONCE-NOT: define

define float @scale(float %x) {
  %y = fmul float %x, 2.500000e-01
  ret float %y
}

; BEFORE AFTER: definitions paired by name; a function only in BEFORE is
; named on stderr and not checked; --func checks one pair.
; RUN: not passcheck equiv %S/Inputs/before.ll %S/Inputs/after.ll 2>&1 | FileCheck %s
; RUN: passcheck equiv %S/Inputs/before.ll %S/Inputs/after.ll --func f | FileCheck %s --check-prefix=ONE

; CHECK-DAG: @f: correct (exhaustive, 257 inputs, 257 where the source was defined)
; CHECK-DAG: @g: incorrect: value mismatch
; CHECK-DAG: passcheck equiv: @only_here: no definition in {{.*}}after.ll, not checked
; CHECK-DAG: equiv: 2 pairs: 1 correct, 1 incorrect, 0 unsupported

; ONE: @f: correct
; ONE-NEXT: equiv: 1 pair: 1 correct, 0 incorrect, 0 unsupported

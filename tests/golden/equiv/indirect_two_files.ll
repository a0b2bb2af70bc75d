; BEFORE AFTER with function pointers: a function's address depends on its
; name, not on its position in the module, so a pointer to @b stored by the
; source equals the one the target stores even though the two files
; declare their functions in different orders; a pointer to another
; function differs.
; RUN: not passcheck equiv %S/Inputs/indirect-before.ll %S/Inputs/indirect-after.ll 2>&1 | FileCheck %s

; CHECK-DAG: @store: correct
; CHECK-DAG: @wrong: incorrect: memory mismatch
; CHECK-DAG: @call: correct
; CHECK-DAG: equiv: 3 pairs: 2 correct, 1 incorrect, 0 unsupported

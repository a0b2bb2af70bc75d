; The interpreter against lli-16 on every kernel of corpora/kernels (2
; blocks of 32 threads, 3 generated inputs each): no disagreement and no
; lli failure (exit status 0); inputs the interpreter finds undefined for
; this launch shape are skipped.
; RUN: passcheck crosscheck %S/../../../corpora/kernels/*.ll --grid 2x32 --inputs 3 > %t.out
; RUN: FileCheck %s < %t.out

; CHECK: saxpy.O1.ll @_Z5saxpyifPKfPf: agree 3, disagree 0, skipped 0, lli-failed 0
; CHECK-NOT: disagree {{[1-9]}}
; CHECK-NOT: lli-failed {{[1-9]}}

define void @placeholder() {
  ret void
}

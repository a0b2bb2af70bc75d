; The interpreter against lli-16 on every kernel of corpora/kernels (2
; blocks of 32 threads, 3 generated inputs each), then the kernels that
; need their own launch shape (512 threads for the bitonic sort, 2-D blocks
; for the transpose, 2 blocks of 256 threads for the block reductions): no
; disagreement and no lli failure (exit status 0); inputs the interpreter
; finds undefined for a launch shape are skipped.
; RUN: passcheck crosscheck %S/../../../corpora/kernels/*.ll --grid 2x32 --inputs 3 > %t.out
; RUN: FileCheck %s < %t.out
; RUN: passcheck crosscheck %S/../../../corpora/kernels/bitonic_sort.O1.ll --grid 1x512 --inputs 2 | FileCheck %s --check-prefix=SORT
; RUN: passcheck crosscheck %S/../../../corpora/kernels/transpose_shared.O3.ll --grid 2,2x32,8 --inputs 2 --seed 4 > %t.tr
; RUN: passcheck crosscheck %S/../../../corpora/kernels/dot_product.O3.ll %S/../../../corpora/kernels/histogram.O3.ll --grid 2x256 --inputs 2 | FileCheck %s --check-prefix=BLOCK

; CHECK: saxpy.O1.ll @_Z5saxpyifPKfPf: agree 3, disagree 0, skipped 0, lli-failed 0
; CHECK-NOT: disagree {{[1-9]}}
; CHECK-NOT: lli-failed {{[1-9]}}

; SORT: bitonic_sort.O1.ll @_Z12bitonic_sortPf: agree 2, disagree 0, skipped 0, lli-failed 0

; BLOCK: dot_product.O3.ll @_Z11dot_productPKfS0_Pfi: agree 2, disagree 0, skipped 0, lli-failed 0
; BLOCK: histogram.O3.ll @_Z9histogramPKhjPj: agree 2, disagree 0, skipped 0, lli-failed 0

define void @placeholder() {
  ret void
}

; llvm.assume(i1): "If the condition is violated during execution, the
; behavior is undefined" (a poison condition too).  A target may use the
; assumption; a target that assumes what does not hold is incorrect.
; Operand bundles are in assume-bundles.ll; a tag without a model
; ("separate_storage") makes the file unsupported.
; RUN: not passcheck equiv %s | FileCheck %s
; RUN: passcheck equiv %S/Inputs/unsupported/assume-bundle.ll | FileCheck %s --check-prefix=BUNDLE

; CHECK: @use: correct (exhaustive, 257 inputs, 128 where the source was defined)
; CHECK-NEXT: @add: incorrect: target has UB
; CHECK-NEXT:   input:  %x = i8 -128
; CHECK: target: ub: llvm.assume of a false or poison condition
; CHECK: equiv: 2 pairs: 1 correct, 1 incorrect, 0 unsupported

; BUNDLE: assume-bundle.ll: unsupported: {{.*}}unsupported assume operand bundle "separate_storage"

declare void @llvm.assume(i1)

; x >= 0 is assumed: the sign test folds
define i1 @use(i8 %x) {
  %nn = icmp sge i8 %x, 0
  call void @llvm.assume(i1 %nn)
  %s = icmp slt i8 %x, 0
  ret i1 %s
}

define i1 @use.tgt(i8 %x) {
  ret i1 false
}

define i8 @add(i8 %x) {
  %r = lshr i8 %x, 1
  ret i8 %r
}

define i8 @add.tgt(i8 %x) {
  %nn = icmp sge i8 %x, 0
  call void @llvm.assume(i1 %nn)
  %r = lshr i8 %x, 1
  ret i8 %r
}

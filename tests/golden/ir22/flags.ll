; The instruction flags of LLVM 19 and 22 parse and print back, and the
; printed module is LLVM 22 text (samesign makes it dialect 22) that
; llvm-as-22 accepts.
; RUN: passcheck print %s | FileCheck %s
; RUN: passcheck print %s > %t.ll
; RUN: passcheck print %t.ll | diff %t.ll -
; RUN: %if llvm-22 %{ llvm-as-22 %t.ll -o /dev/null %}

define i64 @flags(i32 %a, i32 %b, i64 %w, ptr %p) {
; CHECK-LABEL: define i64 @flags(
; CHECK-NEXT: %z = zext nneg i32 %a to i64
; CHECK-NEXT: %f = uitofp nneg i32 %a to float
; CHECK-NEXT: %o = or disjoint i32 %a, %b
; CHECK-NEXT: %c = icmp samesign ult i32 %a, %b
; CHECK-NEXT: %t1 = trunc nuw i64 %w to i32
; CHECK-NEXT: %t2 = trunc nsw i64 %w to i32
; CHECK-NEXT: %t3 = trunc nuw nsw i64 %w to i16
; CHECK-NEXT: %g1 = getelementptr nusw i8, ptr %p, i64 %w
; CHECK-NEXT: %g2 = getelementptr nuw i8, ptr %p, i64 %w
; CHECK-NEXT: %g3 = getelementptr nusw nuw i8, ptr %p, i64 %w
; CHECK-NEXT: %g4 = getelementptr inbounds nuw i32, ptr %p, i64 %w
; CHECK-NEXT: %g5 = getelementptr inbounds i32, ptr %p, i64 %w
  %z = zext nneg i32 %a to i64
  %f = uitofp nneg i32 %a to float
  %o = or disjoint i32 %a, %b
  %c = icmp samesign ult i32 %a, %b
  %t1 = trunc nuw i64 %w to i32
  %t2 = trunc nsw i64 %w to i32
  %t3 = trunc nsw nuw i64 %w to i16
  %g1 = getelementptr nusw i8, ptr %p, i64 %w
  %g2 = getelementptr nuw i8, ptr %p, i64 %w
  %g3 = getelementptr nuw nusw i8, ptr %p, i64 %w
  ; inbounds implies nusw: "inbounds nusw" prints as inbounds
  %g4 = getelementptr inbounds nusw nuw i32, ptr %p, i64 %w
  %g5 = getelementptr inbounds nusw i32, ptr %p, i64 %w
  ret i64 %z
}

; Vector forms.
define <2 x i64> @vec(<2 x i32> %a, <2 x i32> %b) {
; CHECK-LABEL: define <2 x i64> @vec(
; CHECK-NEXT: %o = or disjoint <2 x i32> %a, %b
; CHECK-NEXT: %c = icmp samesign sgt <2 x i32> %a, %b
; CHECK-NEXT: %z = zext nneg <2 x i32> %o to <2 x i64>
  %o = or disjoint <2 x i32> %a, %b
  %c = icmp samesign sgt <2 x i32> %a, %b
  %z = zext nneg <2 x i32> %o to <2 x i64>
  ret <2 x i64> %z
}

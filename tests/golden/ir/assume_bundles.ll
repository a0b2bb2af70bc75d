; Operand bundles of llvm.assume parse and print back (after the call's
; function attributes), with constant and dynamic operands, the
; three-operand "align" and operand-less "cold".
; RUN: passcheck print --verify %s | FileCheck %s
; RUN: passcheck print %s | llvm-as-16 -o /dev/null

declare void @llvm.assume(i1)

define void @f(ptr %p, i64 %a, <2 x i32> %v, i1 %c) {
; CHECK-LABEL: define void @f(
; CHECK-NEXT: call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 8), "nonnull"(ptr %p) ]
; CHECK-NEXT: call void @llvm.assume(i1 %c) nounwind [ "align"(ptr %p, i64 %a, i32 4), "dereferenceable"(ptr %p, i32 16) ]
; CHECK-NEXT: call void @llvm.assume(i1 true) [ "dereferenceable_or_null"(ptr null, i64 4), "noundef"(<2 x i32> %v), "ignore"(ptr undef), "cold"() ]
; CHECK-NEXT: ret void
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 8), "nonnull"(ptr %p)]
  call void @llvm.assume(i1 %c) nounwind [ "align"(ptr %p, i64 %a, i32 4), "dereferenceable"(ptr %p, i32 16) ]
  call void @llvm.assume(i1 true) [ "dereferenceable_or_null"(ptr null, i64 4), "noundef"(<2 x i32> %v), "ignore"(ptr undef), "cold"() ]
  ret void
}

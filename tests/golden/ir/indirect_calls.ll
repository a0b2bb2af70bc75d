; Indirect calls: the callee may be any value of type ptr (an argument, a
; loaded or selected pointer, null, a global variable); a written function
; type that is not variadic is dropped (the arguments say it), and a
; function's name is a value of type ptr wherever a pointer may appear.
; RUN: passcheck print --verify %s | FileCheck %s
; RUN: passcheck print %s | llvm-as-16 -o /dev/null

@tbl = global [2 x ptr] [ptr @f, ptr null]
@data = global i32 0

define i32 @f(i32 %x) {
  ret i32 %x
}

declare void @g(ptr)

define i32 @h(ptr %fp, i1 %c, ptr %q) {
; CHECK-LABEL: define i32 @h(ptr %fp, i1 %c, ptr %q)
; CHECK-NEXT: %a = call i32 %fp(i32 1)
; CHECK-NEXT: %s = select i1 %c, ptr @f, ptr %fp
; CHECK-NEXT: %b = tail call i32 %s(i32 %a)
; CHECK-NEXT: store ptr @f, ptr %q
; CHECK-NEXT: %l = load ptr, ptr %q
; CHECK-NEXT: %d = call noundef i32 %l(i32 noundef %b) nounwind
; CHECK-NEXT: call void @g(ptr @f)
; CHECK-NEXT: call void null()
; CHECK-NEXT: %1 = getelementptr i8, ptr @f, i64 8
; CHECK-NEXT: call void @data(ptr %1)
; CHECK-NEXT: ret i32 %d
  %a = call i32 (i32) %fp(i32 1)
  %s = select i1 %c, ptr @f, ptr %fp
  %b = tail call i32 %s(i32 %a)
  store ptr @f, ptr %q
  %l = load ptr, ptr %q
  %d = call noundef i32 %l(i32 noundef %b) nounwind
  call void @g(ptr @f)
  call void null()
  %1 = getelementptr i8, ptr @f, i64 8
  call void @data(ptr %1)
  ret i32 %d
}

; `passcheck crosscheck` on indirect calls: lli runs them natively, the
; interpreter through the function the pointer names (selected per thread,
; and loaded from a table in a global); the functions only used as values
; are translated too.
; RUN: passcheck crosscheck %s --func k --grid 1x4 --inputs 3 | FileCheck %s

; CHECK: crosscheck_indirect.ll @k: agree 3, disagree 0, skipped 0, lli-failed 0

@tbl = internal constant [2 x ptr] [ptr @mul3, ptr @neg]

define internal i32 @inc(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define internal i32 @dbl(i32 %x) {
  %r = shl i32 %x, 1
  ret i32 %r
}

define internal i32 @mul3(i32 %x) {
  %r = mul i32 %x, 3
  ret i32 %r
}

define internal i32 @neg(i32 %x) {
  %r = sub i32 0, %x
  ret i32 %r
}

define void @k(ptr %out, i32 %x) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 2
  %fp = select i1 %c, ptr @inc, ptr @dbl
  %a = call i32 %fp(i32 %x)
  %odd = and i32 %t, 1
  %e = zext i32 %odd to i64
  %slot = getelementptr [2 x ptr], ptr @tbl, i64 0, i64 %e
  %gp = load ptr, ptr %slot
  %b = call i32 %gp(i32 %a)
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %b, ptr %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

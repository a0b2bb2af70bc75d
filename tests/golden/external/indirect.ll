; An indirect call that LLVM's -O2 resolves: the function pointer goes
; through an alloca, SROA and instcombine make the call direct and the
; inliner inlines it; the check runs the source's indirect call and the
; target's inlined code and finds them equal.  A select of two callees
; stays an indirect call (with !callees, skipped) and is checked too.
; RUN: passcheck check %s --func k --grid 1x1 --external 'opt-16 -S -O2' | FileCheck %s
; RUN: passcheck check %s --func sel --grid 1x1 --external 'opt-16 -S -O2' | FileCheck %s --check-prefix=SEL
; RUN: passcheck print %s > %t.src.ll
; RUN: opt-16 -S -O2 %t.src.ll | FileCheck %s --check-prefix=OPT

; CHECK: check: @k, 1 pass
; CHECK: 1/1 external: changed, ok
; CHECK: result: ok: every run refines

; SEL: check: @sel, 1 pass
; SEL: 1/1 external: changed, ok
; SEL: result: ok: every run refines

; OPT-LABEL: define void @k(
; OPT-NOT: call
; OPT: ret void
; OPT-LABEL: define void @sel(
; OPT: call i32 %fp(

define internal i32 @dbl(i32 %x) {
  %r = shl i32 %x, 1
  ret i32 %r
}

define internal i32 @inc(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define void @k(ptr %q, i32 %x) {
  %slot = alloca ptr
  store ptr @dbl, ptr %slot
  %l = load ptr, ptr %slot
  %r = call i32 %l(i32 %x)
  store i32 %r, ptr %q
  ret void
}

define void @sel(ptr %q, i32 %x) {
  %c = icmp slt i32 %x, 5
  %fp = select i1 %c, ptr @inc, ptr @dbl
  %r = call i32 %fp(i32 %x)
  store i32 %r, ptr %q
  ret void
}

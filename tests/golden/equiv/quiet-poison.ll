; Two kinds of input equiv tries besides the buffers and values: a callee
; that is quiet (core/interp/xcall.c "Quiet callees": it accesses no
; memory through its pointer arguments, so a poison pointer passed to it
; is no UB, and it returns edge values and pointers that break the
; declaration's align or nonnull), and a poison argument or vector lane
; (one random vector in 8; the exhaustive mode tries poison for every
; argument, so @selpoison was found before).  Every other incorrect pair
; was reported correct before both.  @i1random was missed because the
; uniformly random vectors (the misaligned ones among them) gave an i1
; random padding bits, which the interpreter reads as poison.  @retarg
; needs a quiet callee that returns its pointer argument, @interior a
; pointer 32 bytes into its buffer with a small negative index (one
; random vector in 8 for a pointer a getelementptr indexes by a variable).
; RUN: not passcheck equiv %s | FileCheck %s
; CHECK: @csnonnull: incorrect: value mismatch
; CHECK-NEXT:   input:  %p = a buffer of {{[0-9]+}} bytes, %p = null; functions without a body quiet
; CHECK: @csnonnull_noundef: correct
; CHECK: @csalign: incorrect: target has UB
; CHECK-NEXT:   input:  %p = a buffer of {{[0-9]+}} bytes, %p = its buffer + 1 (misaligned); functions without a body quiet
; CHECK: @retalign: incorrect: target more poisonous
; CHECK-NEXT:   input:  (no arguments); functions without a body quiet
; CHECK: @retalign_noundef: correct
; CHECK: @retedge: incorrect: value mismatch
; CHECK: @selpoison: incorrect: target more poisonous
; CHECK-NEXT:   input:  %c = i1 0, %d = i1 poison
; CHECK: @selsafe: correct
; CHECK: @lanepoison: incorrect: target more poisonous
; CHECK-NEXT:   input:  %x = <2 x i32> <{{-?[0-9]+}}, poison>
; CHECK: @loopexit: incorrect: target has UB
; CHECK-NEXT:   input:  %m = i32 poison
; CHECK: @i1random: incorrect: target has UB
; CHECK-NEXT:   input:  %p = a buffer of {{[0-9]+}} bytes, %c = i1 0, %p = its buffer + 1 (misaligned)
; CHECK: @retarg: incorrect: value mismatch
; CHECK: @interior: incorrect: target more poisonous
; CHECK-NEXT:   input:  %foo = a buffer of {{[0-9]+}} bytes, %i = i64 -{{[1-4]}}, %j = i64 {{-?[0-9]+}}, %foo = its buffer + 32 (interior)
; CHECK: equiv: 13 pairs: 3 correct, 10 incorrect, 0 unsupported

declare void @f(ptr)
declare void @g(ptr align 4)
declare align 4 ptr @h()
declare noundef align 4 ptr @hn()
declare i8 @r()
declare void @llvm.assume(i1)
declare i32 @llvm.umin.i32(i32, i32)

; a call-site nonnull makes a null argument poison, which a callee may
; ignore: it says nothing of %p after the call
define i1 @csnonnull(ptr %p) {
  call void @f(ptr nonnull %p)
  %c = icmp eq ptr %p, null
  ret i1 %c
}
define i1 @csnonnull.tgt(ptr %p) {
  call void @f(ptr nonnull %p)
  ret i1 false
}

; with noundef, a null argument is UB
define i1 @csnonnull_noundef(ptr %p) {
  call void @f(ptr noundef nonnull %p)
  %c = icmp eq ptr %p, null
  ret i1 %c
}
define i1 @csnonnull_noundef.tgt(ptr %p) {
  call void @f(ptr noundef nonnull %p)
  ret i1 false
}

; the declaration's align 4 does not make the caller's pointer aligned
define void @csalign(ptr %p) {
  call void @g(ptr %p)
  %v = load i8, ptr %p
  ret void
}
define void @csalign.tgt(ptr %p) {
  call void @g(ptr %p)
  %v = load i8, ptr %p, align 4
  ret void
}

; a returned pointer that breaks align 4 is poison: the freeze matters
define ptr @retalign() {
  %p = call ptr @h()
  %q = freeze ptr %p
  ret ptr %q
}
define ptr @retalign.tgt() {
  %p = call ptr @h()
  ret ptr %p
}

; with noundef it is UB instead, so the freeze may go
define ptr @retalign_noundef() {
  %p = call ptr @hn()
  %q = freeze ptr %p
  ret ptr %q
}
define ptr @retalign_noundef.tgt() {
  %p = call ptr @hn()
  ret ptr %p
}

; a result may be 0: a fold that assumes it is not
define i1 @retedge() {
  %x = call i8 @r()
  %c = icmp ult i8 %x, 1
  ret i1 %c
}
define i1 @retedge.tgt() {
  %x = call i8 @r()
  ret i1 false
}

; select c, d, false is not poison when c is false; and is
define i1 @selpoison(i1 %c, i1 %d) {
  %s = select i1 %c, i1 %d, i1 false
  ret i1 %s
}
define i1 @selpoison.tgt(i1 %c, i1 %d) {
  %s = and i1 %c, %d
  ret i1 %s
}

; the other way round is a refinement
define i1 @selsafe(i1 %c, i1 %d) {
  %s = and i1 %c, %d
  ret i1 %s
}
define i1 @selsafe.tgt(i1 %c, i1 %d) {
  %s = select i1 %c, i1 %d, i1 false
  ret i1 %s
}

; lane 1 is read only when lane 0 allows it (LLVM PR32078)
define i1 @lanepoison(<2 x i32> %x, <2 x i32> %y) {
entry:
  %x0 = extractelement <2 x i32> %x, i32 0
  %y0 = extractelement <2 x i32> %y, i32 0
  %c0 = icmp eq i32 %x0, %y0
  br i1 %c0, label %if, label %end
if:
  %x1 = extractelement <2 x i32> %x, i32 1
  %y1 = extractelement <2 x i32> %y, i32 1
  %c1 = icmp eq i32 %x1, %y1
  br label %end
end:
  %r = phi i1 [ false, %entry ], [ %c1, %if ]
  ret i1 %r
}
define i1 @lanepoison.tgt(<2 x i32> %x, <2 x i32> %y) {
  %v = icmp eq <2 x i32> %x, %y
  %c0 = extractelement <2 x i1> %v, i32 0
  %c1 = extractelement <2 x i1> %v, i32 1
  %r = and i1 %c0, %c1
  ret i1 %r
}

; %m never decides the exit, so a poison %m is no UB in the source
; (LLVM D93882, exact-not-taken as umin)
define void @loopexit(i32 %m) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %a = icmp ult i32 %i, 0
  %b = icmp ult i32 %i, %m
  %c = select i1 %a, i1 %b, i1 false
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
define void @loopexit.tgt(i32 %m) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %a = icmp ult i32 %i, 0
  %b = icmp ult i32 %i, %m
  %c = select i1 %a, i1 %b, i1 false
  br i1 %c, label %loop, label %exit
exit:
  %min = call i32 @llvm.umin.i32(i32 0, i32 %m)
  %e = icmp eq i32 %i, %min
  call void @llvm.assume(i1 %e)
  ret void
}

; a load hoisted above the branch that guards it: misaligned where the
; source never loads
define void @i1random(ptr dereferenceable(4) %p, i1 %c) {
  br i1 %c, label %a, label %b
a:
  %v = load i32, ptr %p, align 4
  ret void
b:
  ret void
}
define void @i1random.tgt(ptr dereferenceable(4) %p, i1 %c) {
  %v = load i32, ptr %p, align 4
  br i1 %c, label %a, label %b
a:
  ret void
b:
  ret void
}

; a callee may return the pointer it was given (Alive2's attrs/byval-fn2)
define i1 @retarg(ptr byval(i32) %b) {
  %q = call ptr @id(ptr %b)
  %x = getelementptr inbounds i8, ptr %b, i64 1
  %y = getelementptr inbounds i8, ptr %q, i64 1
  %c = icmp eq ptr %x, %y
  ret i1 %c
}
define i1 @retarg.tgt(ptr byval(i32) %b) {
  %q = call ptr @id(ptr %b)
  ret i1 false
}
declare ptr @id(ptr)

; "shl nuw" for the scaling of an index that may be negative (LLVM PR42699)
define i64 @interior(ptr %foo, i64 %i, i64 %j) {
  %g1 = getelementptr inbounds i32, ptr %foo, i64 %i
  %g2 = getelementptr inbounds i8, ptr %foo, i64 %j
  %c1 = ptrtoint ptr %g1 to i64
  %c2 = ptrtoint ptr %g2 to i64
  %s = sub i64 %c1, %c2
  ret i64 %s
}
define i64 @interior.tgt(ptr %foo, i64 %i, i64 %j) {
  %x = shl nuw i64 %i, 2
  %s = sub i64 %x, %j
  ret i64 %s
}

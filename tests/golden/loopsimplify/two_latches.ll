; loop-simplify on a loop with two latches (a `continue` and the loop's
; end): one new block %loop.backedge takes both back edges, the header phis
; take one entry from it (a new phi %i.be when the latches carry different
; values, the common value otherwise); the module still means the same
; (differential oracle), llvm-as-16 accepts it, and LLVM's own
; loop-simplify finds nothing left to change in the loops.
; RUN: passcheck opt %s -passes=loop-simplify --remarks > %t.ll 2> %t.rem
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REM < %t.rem
; RUN: llvm-as %t.ll -o /dev/null
; RUN: opt-16 -passes='print<loops>' -disable-output %t.ll 2> %t.a
; RUN: opt-16 -passes='loop-simplify,print<loops>' -disable-output %t.ll 2> %t.b
; RUN: diff %t.a %t.b
; RUN: FileCheck %s --check-prefix=LOOPS < %t.a
; RUN: passcheck check %s -passes=loop-simplify --inputs 8 | FileCheck %s --check-prefix=OK

; REM: loop-simplify: @k: loop %loop at depth 1: 2 latches merged into %loop.backedge
; LOOPS: Loop at depth 1 containing: %loop<header>,%body,%latch<exiting>,%skip,%loop.backedge<latch>{{$}}
; OK: loop-simplify: changed, ok
; OK: result: ok

; CHECK-LABEL: loop:
; CHECK-NEXT:    %i = phi i32 [ 0, %entry ], [ %i.be, %loop.backedge ]
; CHECK-NEXT:    %acc = phi i32 [ 0, %entry ], [ %acc.be, %loop.backedge ]
; CHECK-NEXT:    %k = phi i32 [ 7, %entry ], [ 7, %loop.backedge ]
; CHECK:       skip:
; CHECK-NEXT:    %i.skip = add i32 %i, 2
; CHECK-NEXT:    br label %loop.backedge
; CHECK-EMPTY:
; CHECK-NEXT:  loop.backedge:
; CHECK-NEXT:    %i.be = phi i32 [ %i.skip, %skip ], [ %i.next, %latch ]
; CHECK-NEXT:    %acc.be = phi i32 [ %acc, %skip ], [ %acc.next, %latch ]
; CHECK-NEXT:    br label %loop
; CHECK:       latch:
; CHECK:         br i1 %c, label %loop.backedge, label %exit

define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.skip, %skip ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc, %skip ], [ %acc.next, %latch ]
  %k = phi i32 [ 7, %entry ], [ 7, %skip ], [ 7, %latch ]
  br label %body
body:
  %m = and i32 %i, 3
  %odd = icmp eq i32 %m, %tid
  br i1 %odd, label %skip, label %latch
skip:
  %i.skip = add i32 %i, 2
  br label %loop
latch:
  %acc.next = add i32 %acc, %i
  %i.next = add i32 %i, %k
  %c = icmp slt i32 %i.next, 40
  br i1 %c, label %loop, label %exit
exit:
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %cta, %ntid
  %gid = add i32 %base, %tid
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %acc.next, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

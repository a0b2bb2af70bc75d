; loop-simplify on nested loops, innermost first: the inner loop is
; entered from a block that also branches elsewhere (no preheader: one is
; inserted inside the outer loop) and leaves to the outer loop's latch,
; which is also reached from outside the inner loop (not dedicated:
; %olatch.loopexit, a block of the outer loop); the outer loop has two
; latches (merged into %outer.backedge).  Meaning (differential oracle),
; llvm-as-16, loops as opt-16 sees them, and LLVM's own loop-simplify adds
; no block.
; RUN: passcheck opt %s -passes=loop-simplify --remarks > %t.ll 2> %t.rem
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REM < %t.rem
; RUN: llvm-as %t.ll -o /dev/null
; RUN: opt-16 -passes='print<loops>' -disable-output %t.ll 2> %t.a
; RUN: opt-16 -passes='loop-simplify,print<loops>' -disable-output %t.ll 2> %t.b
; RUN: diff %t.a %t.b
; RUN: FileCheck %s --check-prefix=LOOPS < %t.a
; RUN: grep -c '^[a-z.]*:' %t.ll > %t.n1
; RUN: opt-16 -passes=loop-simplify -S %t.ll | grep -c '^[a-z.]*:' > %t.n2
; RUN: diff %t.n1 %t.n2
; RUN: passcheck check %s -passes=loop-simplify --inputs 8 | FileCheck %s --check-prefix=OK

; REM: loop-simplify: @k: loop %inner at depth 2: preheader %inner.preheader, 1 exit made dedicated
; REM-NEXT: loop-simplify: @k: loop %outer at depth 1: 2 latches merged into %outer.backedge
; LOOPS: Loop at depth 1 containing: %outer<header>,%ocont,%inner.preheader,%inner,%olatch.loopexit,%olatch<exiting>,%outer.backedge<latch>{{$}}
; LOOPS-NEXT: Loop at depth 2 containing: %inner<header><latch><exiting>{{$}}
; OK: loop-simplify: changed, ok
; OK: result: ok

; CHECK-LABEL: outer:
; CHECK-NEXT:    %i = phi i32 [ 0, %entry ], [ %i.be, %outer.backedge ]
; CHECK-NEXT:    %acc = phi i32 [ 0, %entry ], [ %acc.be, %outer.backedge ]
; CHECK:         br i1 %isodd, label %inner.preheader, label %ocont
; CHECK-EMPTY:
; CHECK-NEXT:  inner.preheader:
; CHECK-NEXT:    br label %inner
; CHECK-EMPTY:
; CHECK-NEXT:  inner:
; CHECK-NEXT:    %j = phi i32 [ %j.next, %inner ], [ 0, %inner.preheader ]
; CHECK-NEXT:    %s = phi i32 [ %s.next, %inner ], [ %acc, %inner.preheader ]
; CHECK:         br i1 %cj, label %inner, label %olatch.loopexit
; CHECK:         br i1 %cs, label %outer.backedge, label %olatch
; CHECK-EMPTY:
; CHECK-NEXT:  outer.backedge:
; CHECK-NEXT:    %i.be = phi i32 [ %i.next, %olatch ], [ %i.skip, %ocont ]
; CHECK-NEXT:    %acc.be = phi i32 [ %acc.o, %olatch ], [ %acc, %ocont ]
; CHECK-NEXT:    br label %outer
; CHECK-EMPTY:
; CHECK-NEXT:  olatch.loopexit:
; CHECK-NEXT:    br label %olatch
; CHECK-EMPTY:
; CHECK-NEXT:  olatch:
; CHECK-NEXT:    %acc.o = phi i32 [ %acc, %ocont ], [ %s.next, %olatch.loopexit ]
; CHECK-NEXT:    %i.o = phi i32 [ %i.skip, %ocont ], [ %i, %olatch.loopexit ]
; CHECK:         br i1 %c, label %outer.backedge, label %done

define void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %cta, %ntid
  %gid = add i32 %base, %tid
  %pin = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pin
  %x7 = and i32 %x, 7
  %m = add i32 %x7, 1
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %olatch ], [ %i.skip, %ocont ]
  %acc = phi i32 [ 0, %entry ], [ %acc.o, %olatch ], [ %acc, %ocont ]
  %bit = and i32 %i, 1
  %isodd = icmp ne i32 %bit, 0
  br i1 %isodd, label %inner, label %ocont
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %s = phi i32 [ %acc, %outer ], [ %s.next, %inner ]
  %s.next = add i32 %s, %j
  %j.next = add i32 %j, 1
  %cj = icmp ult i32 %j.next, %m
  br i1 %cj, label %inner, label %olatch
ocont:
  %i.skip = add i32 %i, 3
  %cs = icmp ult i32 %i.skip, 10
  br i1 %cs, label %outer, label %olatch
olatch:
  %acc.o = phi i32 [ %s.next, %inner ], [ %acc, %ocont ]
  %i.o = phi i32 [ %i, %inner ], [ %i.skip, %ocont ]
  %i.next = add i32 %i.o, 1
  %c = icmp ult i32 %i.next, 20
  br i1 %c, label %outer, label %done
done:
  %pout = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %acc.o, ptr addrspace(1) %pout
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

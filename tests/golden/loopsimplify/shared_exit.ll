; loop-simplify on a loop whose exit block is shared with a path from
; before the loop (the guard that skips it): the exit is not dedicated, so
; %done.loopexit takes the edge from the loop and the exit's phi gets one
; entry from it; the guard already gives the loop a preheader (%ph), which
; stays.  Meaning (differential oracle), llvm-as-16, and LLVM's own
; loop-simplify finds nothing left to change.
; RUN: passcheck opt %s -passes=loop-simplify --remarks > %t.ll 2> %t.rem
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REM < %t.rem
; RUN: llvm-as %t.ll -o /dev/null
; RUN: opt-16 -passes='print<loops>' -disable-output %t.ll 2> %t.a
; RUN: opt-16 -passes='loop-simplify,print<loops>' -disable-output %t.ll 2> %t.b
; RUN: diff %t.a %t.b
; RUN: grep -c '^[a-z.]*:' %t.ll > %t.n1
; RUN: opt-16 -passes=loop-simplify -S %t.ll | grep -c '^[a-z.]*:' > %t.n2
; RUN: diff %t.n1 %t.n2
; RUN: FileCheck %s --check-prefix=NBLOCKS < %t.n1
; RUN: passcheck check %s -passes=loop-simplify --inputs 8 | FileCheck %s --check-prefix=OK

; REM: loop-simplify: @k: loop %loop at depth 1: 1 exit made dedicated
; NBLOCKS: {{^5$}}
; OK: loop-simplify: changed, ok
; OK: result: ok

; CHECK:       loop:
; CHECK:         br i1 %c, label %loop, label %done.loopexit
; CHECK-EMPTY:
; CHECK-NEXT:  done.loopexit:
; CHECK-NEXT:    br label %done
; CHECK-EMPTY:
; CHECK-NEXT:  done:
; CHECK-NEXT:    %r = phi i32 [ -1, %entry ], [ %acc.next, %done.loopexit ]

define void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %cta, %ntid
  %gid = add i32 %base, %tid
  %pin = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pin
  %m = and i32 %x, 15
  %skip = icmp eq i32 %m, 0
  br i1 %skip, label %done, label %ph
ph:
  br label %loop
loop:
  %i = phi i32 [ 0, %ph ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %ph ], [ %acc.next, %loop ]
  %acc.next = add i32 %acc, %i
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %m
  br i1 %c, label %loop, label %done
done:
  %r = phi i32 [ -1, %entry ], [ %acc.next, %loop ]
  %pout = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %r, ptr addrspace(1) %pout
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

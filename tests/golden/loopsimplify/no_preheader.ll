; loop-simplify on a loop whose header has two predecessors outside the
; loop (an if/else joins at the header): the new block %loop.preheader
; takes both edges; the header phi's entries from them differ, so a new
; phi %i.ph merges them in the preheader, while the entries of %k carry one
; value and move as it.  Meaning (differential oracle), llvm-as-16, and
; LLVM's own loop-simplify finds nothing left to change.
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

; REM: loop-simplify: @k: loop %loop at depth 1: preheader %loop.preheader
; NBLOCKS: {{^6$}}
; OK: loop-simplify: changed, ok
; OK: result: ok

; CHECK:       else:
; CHECK-NEXT:    br label %loop.preheader
; CHECK-EMPTY:
; CHECK-NEXT:  loop.preheader:
; CHECK-NEXT:    %i.ph = phi i32 [ 1, %then ], [ 2, %else ]
; CHECK-NEXT:    br label %loop
; CHECK-EMPTY:
; CHECK-NEXT:  loop:
; CHECK-NEXT:    %i = phi i32 [ %i.next, %loop ], [ %i.ph, %loop.preheader ]
; CHECK-NEXT:    %k = phi i32 [ %k, %loop ], [ 3, %loop.preheader ]

define void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %cta, %ntid
  %gid = add i32 %base, %tid
  %pin = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pin
  %odd = trunc i32 %x to i1
  br i1 %odd, label %then, label %else
then:
  br label %loop
else:
  br label %loop
loop:
  %i = phi i32 [ 1, %then ], [ 2, %else ], [ %i.next, %loop ]
  %k = phi i32 [ 3, %then ], [ 3, %else ], [ %k, %loop ]
  %i.next = mul i32 %i, %k
  %c = icmp ult i32 %i.next, 1000
  br i1 %c, label %loop, label %done
done:
  %pout = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %i.next, ptr addrspace(1) %pout
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

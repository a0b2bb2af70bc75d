; passcheck reduce on a mutant-magic-div finding: a 24-instruction kernel
; with a helper and a loop shrinks to 4 instructions: the loop goes
; (branch folded, blocks merged), the udiv by 7 stays, stored, with a
; dividend that shows the wrong magic number (with the input generator's
; constant-biased vectors the finding's %n is 1000, and the reduction
; keeps `or i32 1, 1000` = 1001 as the dividend: 4 instructions, where an
; earlier input reduced to udiv of %n, 3); the result verifies and
; reduced.sh still reports the same signature.  Reducing twice gives the same reduced.ll and input, and so
; does reducing with 2 jobs (determinism).
; RUN: rm -rf %t && not passcheck check %s -passes=mutant-magic-div --grid 1x4 --out %t > /dev/null
; RUN: passcheck reduce %t/findings/* | FileCheck %s --check-prefix=SUM
; RUN: cat %t/findings/*/reduced.ll | FileCheck %s --check-prefix=RED
; RUN: grep -c "^  " %t/findings/*/reduced.ll | FileCheck %s --check-prefix=COUNT
; RUN: passcheck verify %t/findings/*/reduced.ll
; RUN: not env PASSCHECK=passcheck sh %t/findings/*/reduced.sh | FileCheck %s --check-prefix=CHECK2
; RUN: cp %t/findings/*/reduced.ll %t.first.ll
; RUN: cp %t/findings/*/reduced-input.txt %t.first.txt
; RUN: passcheck reduce %t/findings/* > /dev/null
; RUN: sh -c 'cmp %t.first.ll %t/findings/*/reduced.ll && cmp %t.first.txt %t/findings/*/reduced-input.txt && echo same' | FileCheck %s --check-prefix=SAME
; RUN: passcheck reduce --jobs 2 %t/findings/* > /dev/null
; RUN: sh -c 'cmp %t.first.ll %t/findings/*/reduced.ll && cmp %t.first.txt %t/findings/*/reduced-input.txt && echo same' | FileCheck %s --check-prefix=SAME

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define internal i32 @sq(i32 %a) {
  %x = mul i32 %a, %a
  ret i32 %x
}

define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %v = load i32, ptr addrspace(1) %pi
  %lim = and i32 %n, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ %v, %entry ], [ %acc1, %loop ]
  %p = mul i32 %acc, 5
  %q = add i32 %p, %i
  %acc1 = xor i32 %q, 12
  %i1 = add i32 %i, 1
  %done = icmp uge i32 %i1, %lim
  br i1 %done, label %exit, label %loop

exit:
  %big = or i32 %acc1, 1000
  %d = udiv i32 %big, 7
  %e = add i32 %d, 3
  %f = and i32 %e, 65535
  %g = mul i32 %f, 9
  %s = sub i32 %g, %t
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %s, ptr addrspace(1) %po
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; SUM: reduced {{[0-9a-f]+}}: 24 -> 4 instructions
; RED: define void @k(ptr addrspace(1) %out{{(, i32 %n)?}})
; RED-NOT: br
; RED: udiv i32 {{.*}}, 7
; RED: store i32
; COUNT: {{^}}4{{$}}
; CHECK2: result: mismatch after pass mutant-magic-div
; CHECK2: signature: {{ *[0-9a-f]+}} (mutant-magic-div|mismatch|store)
; SAME: same

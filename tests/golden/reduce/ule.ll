; passcheck reduce on a mutant-ule-as-ult finding: a 31-instruction kernel
; (a helper function, a diamond with a phi, arithmetic around one icmp ule
; that matters) shrinks to 4 instructions that keep the icmp ule (of two
; constants: the mutant still turns it into ult), the unused parameters go
; (and their arguments with them), the function's attributes that do not
; matter go, the grid shrinks to one thread; the reduced program verifies and reduced.sh (`passcheck
; check` with the reduced input) still reports the same signature;
; program.ll and input.txt stay; reduced.txt says what was done.  A folder
; that does not reproduce is exit 2.
; RUN: rm -rf %t && not passcheck check %s -passes=mutant-ule-as-ult --grid 1x4 --out %t > /dev/null
; RUN: passcheck reduce %t/findings/* | FileCheck %s --check-prefix=SUM
; RUN: cat %t/findings/*/reduced.ll | FileCheck %s --check-prefix=RED
; RUN: grep -c "^  " %t/findings/*/reduced.ll | FileCheck %s --check-prefix=COUNT
; RUN: passcheck verify %t/findings/*/reduced.ll
; RUN: not env PASSCHECK=passcheck sh %t/findings/*/reduced.sh | FileCheck %s --check-prefix=CHECK2
; RUN: cat %t/findings/*/reduced-input.txt | FileCheck %s --check-prefix=INPUT
; RUN: cat %t/findings/*/reduced.txt | FileCheck %s --check-prefix=TXT
; RUN: ls %t/findings/* | FileCheck %s --check-prefix=LS
; RUN: cp -r %t %t.fixed
; RUN: sed -i -e 's/"repro_pipeline": "mutant-ule-as-ult"/"repro_pipeline": ""/' %t.fixed/findings/*/result.json
; RUN: sh -c 'passcheck reduce %t.fixed/findings/*; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=NOREPRO
; RUN: sh -c 'passcheck reduce %t.fixed/nonexistent; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: not passcheck reduce --bogus 2>&1 | FileCheck %s --check-prefix=OPT

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define internal i32 @helper(i32 %a, i32 %b) {
  %x = mul i32 %a, 3
  %y = xor i32 %x, %b
  %z = add i32 %y, 17
  ret i32 %z
}

define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %v = load i32, ptr addrspace(1) %pi
  %a = add i32 %v, 12345
  %b = mul i32 %a, 7
  %c = xor i32 %b, 255
  %d = and i32 %c, 1023
  %e = shl i32 %d, 2
  %f = or i32 %e, 1
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %then, label %join

then:
  %g = sub i32 %f, %n
  %h = lshr i32 %g, 3
  %q = icmp slt i32 %h, 100
  %r = select i1 %q, i32 %h, i32 100
  br label %join

join:
  %m = phi i32 [ %r, %then ], [ %f, %entry ]
  %u = icmp ule i32 %t, %n
  %w = select i1 %u, i32 %m, i32 9
  %s1 = add i32 %w, 40000
  %s2 = and i32 %s1, 65535
  %s3 = mul i32 %s2, 3
  %s4 = add i32 %s3, %t
  %s5 = sub i32 %s4, 11
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %s5, ptr addrspace(1) %po
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; SUM: reduced {{[0-9a-f]+}}: 31 -> 4 instructions, {{[0-9]+}} tests
; RED-NOT: @helper(i32 %a
; RED: define void @k(ptr addrspace(1) %out) {
; RED: icmp ule i32
; RED: store i8
; RED-NOT: @helper(i32 %a
; COUNT: {{^}}4{{$}}
; INPUT: grid=1,1,1x1,1,1
; INPUT: arg 0 ptr addrspace(1) buffer 16
; INPUT-NOT: arg 1
; CHECK2: result: mismatch after pass mutant-ule-as-ult
; CHECK2: signature: {{ *[0-9a-f]+}} (mutant-ule-as-ult|mismatch|store)
; TXT: signature {{[0-9a-f]+}} (mutant-ule-as-ult|mismatch|store)
; TXT-NEXT: instructions 31 -> 4
; TXT-NEXT: pipeline mutant-ule-as-ult
; TXT-NEXT: knobs needed (none)
; TXT-NEXT: command passcheck check reduced.ll -passes=mutant-ule-as-ult --func @k --input reduced-input.txt
; TXT-NEXT: tests
; LS: input.txt
; LS: program.ll
; LS: reduced-input.txt
; LS: reduced.ll
; LS: reduced.sh
; LS: reduced.txt
; NOREPRO: does not reproduce
; NOREPRO: exit 2
; MISSING: exit 2
; OPT: passcheck reduce: unknown option '--bogus'

attributes #0 = { nounwind "denormal-fp-math"="preserve-sign,preserve-sign" }

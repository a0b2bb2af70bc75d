; passcheck export: a finding (mutant-ule-as-ult on this kernel) becomes a
; lit regression test -- its RUN line checks the finding's pipeline on the
; saved input and expects `result: ok`, so it fails with the wrong pass and
; passes with a correct one -- and an lli-16 program whose output is the
; kernel's observable bytes on that input; after `passcheck reduce` the
; export takes the reduced program with its reduced input (the parameters
; the reducer dropped are gone from both); usage errors.
; RUN: rm -rf %t && not passcheck check %s -passes=mutant-ule-as-ult --grid 1x4 --out %t > /dev/null
; RUN: passcheck export %t/findings/* --format lit -o %t/regress.ll | FileCheck %s --check-prefix=WROTE
; RUN: FileCheck %s --check-prefix=LIT < %t/regress.ll
; RUN: not passcheck check %t/regress.ll -passes=mutant-ule-as-ult --func @k --input %t/regress.ll.input | FileCheck %s --check-prefix=STILL
; RUN: passcheck check %t/regress.ll -passes=constfold --func @k --input %t/regress.ll.input | FileCheck %s --check-prefix=FIXED
; RUN: passcheck export %t/findings/* --format llvm -o %t/k.lli.ll
; RUN: lli-16 -entry-function=__lr.main %t/k.lli.ll | FileCheck %s --check-prefix=LLI
; RUN: not passcheck export %t/findings/* --format c 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: passcheck reduce %t/findings/* > /dev/null
; RUN: passcheck export %t/findings/* --format lit -o %t/small.ll > /dev/null
; RUN: FileCheck %s --check-prefix=SMALL < %t/small.ll
; RUN: not passcheck check %t/small.ll -passes=mutant-ule-as-ult --func @k --input %t/small.ll.input | FileCheck %s --check-prefix=STILL

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ule i32 %t, %n
  %v = select i1 %c, i32 1, i32 2
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; WROTE: exported: {{.*}}regress.ll (and {{.*}}regress.ll.input)
; LIT: ; {{R}}UN: passcheck check %s -passes=mutant-ule-as-ult --func @k --input %s.input | FileCheck %s
; LIT-NEXT: ; {{C}}HECK: result: ok
; LIT: define void @k(
; LIT: icmp ule i32
; STILL: result: mismatch
; FIXED: result: ok
; LLI: R 0 0
; LLI: B 0
; BAD: passcheck export: bad value 'c' for option '--format' (expected lit or llvm)
; SMALL: define void @k(ptr addrspace(1) %out)
; SMALL: icmp ule i32

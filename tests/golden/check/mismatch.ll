; `passcheck check` finds a miscompilation: mutant-ule-as-ult turns `icmp
; ule` into `ult`, so thread 0 (i = n = 0 on some input) stores 2 instead
; of 1.  Printed: the pass and step, expected vs actual, the first
; differing byte (typed), the store that wrote it and the signature; exit
; 1.  The same finding with and without fork isolation.
; RUN: not passcheck check %s -passes=mutant-keep-nsw,mutant-ule-as-ult | FileCheck %s
; RUN: not passcheck check %s -passes=mutant-keep-nsw,mutant-ule-as-ult --no-isolate | FileCheck %s
; RUN: not passcheck check %s -passes=mutant-ule-as-ult --quiet | FileCheck %s --check-prefix=QUIET

; CHECK: check: @k, 2 passes, 16 input vectors (seed 1) + 4 edge, 20 defined
; CHECK-NEXT: 1/2 mutant-keep-nsw: unchanged, ok (identical: not interpreted)
; CHECK-NEXT: 2/2 mutant-ule-as-ult: changed, mismatch
; CHECK-NEXT: result: mismatch after pass mutant-ule-as-ult (step 2 of 2)
; CHECK-NEXT: input: vector {{[0-9]+}} (seed 0x{{[0-9a-f]+}})
; CHECK-NEXT: expected: ok
; CHECK-NEXT: actual: ok
; CHECK-NEXT: difference: parameter 0 %out, byte 0: expected 0x01, actual 0x02 (i32 1 -> 2)
; CHECK-NEXT: written by: @k: store i32 %v, ptr addrspace(1) %p, align 4
; CHECK-NEXT: signature: {{[0-9a-f]+}} (mutant-ule-as-ult|mismatch|store)

; QUIET-NOT: 1/1
; QUIET: result: mismatch after pass mutant-ule-as-ult (step 1 of 1)
; QUIET: signature: {{[0-9a-f]+}} (mutant-ule-as-ult|mismatch|store)

define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %b = mul i32 %c, %nt
  %i = add i32 %b, %t
  %le = icmp ule i32 %i, %n
  %v = select i1 %le, i32 1, i32 2
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

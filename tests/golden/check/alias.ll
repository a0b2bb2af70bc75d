; `passcheck check` runs one generated vector in four with two pointer
; parameters aliased at the launch: mutant-load-over-store moves the load
; of %b above the store to %a, which is correct only when they do not
; overlap, so only an aliased vector shows the bug (--no-alias: ok; a
; noalias %b: never aliased, ok).  The finding's input records the
; aliasing ("alias B + OFF"), repro replays it, the reduction keeps it,
; and a bad alias in a .input file is an error with its place.
; RUN: rm -rf %t.out
; RUN: not passcheck check %s -passes=mutant-load-over-store | FileCheck %s
; RUN: passcheck check %s -passes=mutant-load-over-store --no-alias | FileCheck %s --check-prefix=NOALIAS
; RUN: passcheck check %s -passes=mutant-load-over-store --func kn | FileCheck %s --check-prefix=NOALIAS
; RUN: not passcheck check %s -passes=mutant-load-over-store --out %t.out > /dev/null
; RUN: cat %t.out/findings/*/input.txt | FileCheck %s --check-prefix=INPUT
; RUN: not passcheck repro %t.out/findings/* | FileCheck %s --check-prefix=REPRO
; RUN: rm -rf %t.out && not passcheck check %s -passes=mutant-load-over-store --input %S/Inputs/alias.input --out %t.out > /dev/null
; RUN: passcheck reduce %t.out/findings/* > /dev/null
; RUN: cat %t.out/findings/*/reduced-input.txt | FileCheck %s --check-prefix=REDUCED
; RUN: cd %t.out/findings && not env PASSCHECK=passcheck sh */reduced.sh | FileCheck %s --check-prefix=REPRO
; RUN: rm -rf %t.base && not passcheck check %s -passes=mutant-load-over-store --func kb --input %S/Inputs/alias-base.input --out %t.base > /dev/null
; RUN: passcheck reduce %t.base/findings/* > /dev/null
; RUN: cat %t.base/findings/*/reduced-input.txt %t.base/findings/*/reduced.ll | FileCheck %s --check-prefix=BASE
; RUN: sed 's/alias 1 + 0/alias 1 + 17/' %S/Inputs/alias.input > %t.bad
; RUN: not passcheck check %s -passes=mutant-load-over-store --input %t.bad 2>&1 | FileCheck %s --check-prefix=BAD

; CHECK: check: @k, 1 pass, 16 input vectors (seed 1) + 4 edge, 20 defined
; CHECK: 1/1 mutant-load-over-store: changed, mismatch
; CHECK-NEXT: result: mismatch after pass mutant-load-over-store (step 1 of 1)
; CHECK-NEXT: input: vector {{[0-9]+}} (seed 0x{{[0-9a-f]+}})
; CHECK-NEXT: aliasing: %b points into %a's buffer, 0 bytes in
; CHECK-NEXT: expected: ok
; CHECK-NEXT: actual: ok
; CHECK-NEXT: difference: parameter 2 %out, byte 0: expected 0x07,
; CHECK: signature: {{[0-9a-f]+}} (mutant-load-over-store|mismatch|store)

; NOALIAS: 1/1 mutant-load-over-store: changed, ok
; NOALIAS-NEXT: result: ok: every run refines

; INPUT: arg 0 ptr addrspace(1) buffer
; INPUT: arg 1 ptr addrspace(1) alias 0 + 0 ; points into argument 0's buffer, 0 bytes in
; INPUT: arg 2 ptr addrspace(1) buffer

; REPRO: mismatch after pass mutant-load-over-store

; REDUCED: arg 0 ptr addrspace(1) alias 1 + 0
; REDUCED: arg 1 ptr addrspace(1) buffer

; The base of two aliases is unused by the code: it stays, and when %out
; goes the aliases' base index moves down with it.
; BASE: arg 0 ptr addrspace(1) alias 1 + 0
; BASE-NEXT: arg 1 ptr addrspace(1) buffer 16
; BASE: define void @kb(ptr addrspace(1) %b, ptr addrspace(1) %a)

; BAD: alias.ll.tmp.bad:4:24: error: offset 17 is past the end of argument 1's 16-byte buffer

define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %c, %n
  %i = add i32 %m, %t
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %i
  store i32 7, ptr addrspace(1) %pa, align 4
  %v = load i32, ptr addrspace(1) %pb, align 4
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %po, align 4
  ret void
}

define void @kn(ptr addrspace(1) %a, ptr addrspace(1) noalias %b, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %c, %n
  %i = add i32 %m, %t
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %i
  store i32 7, ptr addrspace(1) %pa, align 4
  %v = load i32, ptr addrspace(1) %pb, align 4
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %po, align 4
  ret void
}

define void @kb(ptr addrspace(1) %b, ptr addrspace(1) %out, ptr addrspace(1) %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %t
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 7, ptr addrspace(1) %po, align 4
  %v = load i32, ptr addrspace(1) %pb, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

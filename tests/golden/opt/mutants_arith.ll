; Arithmetic mutants on one module: each rewrites only its own pattern and
; leaves IR that the verifier and llvm-as accept.
; RUN: passcheck opt %s -passes=mutant-keep-nsw | FileCheck %s --check-prefix=NSW
; RUN: passcheck opt %s -passes=mutant-magic-div | FileCheck %s --check-prefix=DIV
; RUN: passcheck opt %s -passes=mutant-fold-fptosi | FileCheck %s --check-prefix=FPTOSI
; RUN: passcheck opt %s -passes=mutant-reassoc-fadd | FileCheck %s --check-prefix=FADD
; RUN: passcheck opt %s -passes=mutant-keep-nsw,mutant-magic-div,mutant-fold-fptosi,mutant-reassoc-fadd | llvm-as -o /dev/null

; NSW-LABEL: define i32 @arith(
; NSW: %s = add nsw i32 %x, %n
; NSW: %k = add i32 %t, 1
; NSW: %m = mul nsw i32 %v, 3

; DIV-LABEL: define i32 @arith(
; DIV-NOT: udiv i32 %x, 7
; DIV: %[[XZ:[0-9]+]] = zext i32 %x to i64
; DIV-NEXT: %[[P:[0-9]+]] = mul i64 %[[XZ]], 613566756
; DIV-NEXT: %[[HI:[0-9]+]] = lshr i64 %[[P]], 32
; DIV-NEXT: %[[T:[0-9]+]] = trunc i64 %[[HI]] to i32
; DIV-NEXT: %[[D:[0-9]+]] = sub i32 %x, %[[T]]
; DIV-NEXT: %[[H:[0-9]+]] = lshr i32 %[[D]], 1
; DIV-NEXT: %[[S:[0-9]+]] = add i32 %[[H]], %[[T]]
; DIV-NEXT: %[[Q:[0-9]+]] = lshr i32 %[[S]], 2
; DIV: %e = udiv i32 %x, 8
; DIV: %r1 = add i32 %[[Q]], %e

; FPTOSI-LABEL: define i32 @arith(
; FPTOSI-NOT: fptosi float 2.5
; FPTOSI-NOT: fptosi float 3.75
; FPTOSI: %r2 = add i32 %r1, 2
; FPTOSI: %r3 = add i32 %r2, 4
; FPTOSI: %g = fptosi float %y to i32

; FADD-LABEL: define float @sum3(
; FADD: %[[BC:[0-9]+]] = fadd float %b, %c
; FADD-NEXT: %r = fadd float %a, %[[BC]]
; FADD: %u = fadd reassoc float %a, %b
; FADD-NEXT: %w = fadd reassoc float %u, %c

define i32 @arith(i32 %x, i32 %n, ptr addrspace(1) %p, float %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = add i32 %x, %n
  %k = add i32 %t, 1
  %v = load i32, ptr addrspace(1) %p, align 4
  %m = mul i32 %v, 3
  %d = udiv i32 %x, 7
  %e = udiv i32 %x, 8
  %r0 = add i32 %s, %k
  %r1 = add i32 %d, %e
  %f = fptosi float 2.500000e+00 to i32
  %h = fptosi float 3.750000e+00 to i32
  %r2 = add i32 %r1, %f
  %r3 = add i32 %r2, %h
  %g = fptosi float %y to i32
  %r4 = add i32 %r3, %g
  %r5 = add i32 %r4, %m
  %r6 = add i32 %r5, %r0
  ret i32 %r6
}

define float @sum3(float %a, float %b, float %c) {
entry:
  %ab = fadd float %a, %b
  %r = fadd float %ab, %c
  %u = fadd reassoc float %a, %b
  %w = fadd reassoc float %u, %c
  %z = fmul float %r, %w
  ret float %z
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

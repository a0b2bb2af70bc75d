; A target datalayout other than NVPTX's (little-endian, 64-bit pointers,
; 32-bit ones in address space 3) changes what loads, stores and pointer
; casts mean: big-endian ("E") and other pointer sizes are refused as
; unsupported, never judged with the wrong layout (the big-endian pair below
; would be correct there: the target loads the low-addressed byte).  NVPTX's
; own layout (this file's) is run.
; RUN: passcheck equiv %S/Inputs/datalayout/big.ll | FileCheck %s --check-prefix=BIG
; RUN: passcheck equiv %S/Inputs/datalayout/p32.ll | FileCheck %s --check-prefix=P32
; RUN: passcheck equiv %S/Inputs/datalayout/short.ll | FileCheck %s --check-prefix=SHORT
; RUN: not passcheck equiv %s | FileCheck %s

; BIG: @src: unsupported: unsupported: big-endian target datalayout
; P32: @src: unsupported: unsupported: target datalayout with 32-bit pointers in address space 0
; SHORT: @src: unsupported: unsupported: target datalayout with 32-bit pointers in address space 4
; CHECK: @src: incorrect: value mismatch
; CHECK: equiv: 1 pair: 0 correct, 1 incorrect, 0 unsupported

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define i32 @src(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @tgt(ptr %p) {
  %b = load i8, ptr %p, align 4
  %v = zext i8 %b to i32
  ret i32 %v
}

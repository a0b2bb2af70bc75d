; Load and call metadata (LangRef 16, "load", "'range' Metadata"): a value
; outside !range, a null !nonnull or a misaligned !align pointer is poison,
; and !noundef makes poison (so any violation) UB.  The parser keeps them
; and the printer writes them back as inline nodes that llvm-as reads.
; !dereferenceable, !dereferenceable_or_null and !invariant.load are not
; modelled: such a file is unsupported.
; RUN: not passcheck equiv %s | FileCheck %s
; RUN: passcheck print %s | FileCheck %s --check-prefix=PRINT
; RUN: passcheck print %s | llvm-as-16 -o /dev/null
; RUN: passcheck equiv %S/Inputs/unsupported/metadata-deref.ll | FileCheck %s --check-prefix=DEREF

; CHECK: @range: correct ({{[0-9]+}} inputs, {{[0-9]+}} where the source was defined)
; CHECK-NEXT: @addrange: incorrect: target more poisonous
; CHECK: @callrange: correct (exhaustive, 257 inputs, 257 where the source was defined)
; CHECK-NEXT: @addcallrange: incorrect: target more poisonous
; CHECK: @nonnull: correct ({{[0-9]+}} inputs, {{[0-9]+}} where the source was defined)
; CHECK-NEXT: @addnonnull: incorrect: target more poisonous
; CHECK-NEXT:   input:  %x = i64 0
; CHECK: @noundef: correct (exhaustive, 257 inputs, 256 where the source was defined)
; CHECK-NEXT: @addnoundef: incorrect: target has UB
; CHECK-NEXT:   input:  %x = i8 poison
; CHECK: @align: correct ({{[0-9]+}} inputs, {{[0-9]+}} where the source was defined)
; CHECK-NEXT: @addalign: incorrect: target more poisonous
; CHECK: equiv: 10 pairs: 5 correct, 5 incorrect, 0 unsupported

; PRINT: %v = load i8, ptr %p, align 1, !range !{i8 0, i8 10, i8 20, i8 30}
; PRINT: %r = call i8 @id(i8 %x), !range !{i8 0, i8 10}
; PRINT: %q = load ptr, ptr %a, align 8, !nonnull !{}
; PRINT: %v = load i8, ptr %a, align 1, !noundef !{}
; PRINT: %q = load ptr, ptr %a, align 8, !align !{i64 16}

; DEREF: metadata-deref.ll: unsupported: {{.*}}unsupported !dereferenceable metadata

; two ranges: [0, 10) and [20, 30)
define i1 @range(ptr %p) {
  %v = load i8, ptr %p, align 1, !range !0
  %lo = icmp ult i8 %v, 30
  %hole = icmp uge i8 %v, 10
  %mid = icmp ult i8 %v, 20
  %in = and i1 %hole, %mid
  %out = xor i1 %in, true
  %r = and i1 %lo, %out
  ret i1 %r
}

define i1 @range.tgt(ptr %p) {
  ret i1 true
}

define i8 @addrange(ptr %p) {
  %v = load i8, ptr %p, align 1
  ret i8 %v
}

define i8 @addrange.tgt(ptr %p) {
  %v = load i8, ptr %p, align 1, !range !1
  ret i8 %v
}

define i8 @id(i8 %x) {
  ret i8 %x
}

define i1 @callrange(i8 %x) {
  %r = call i8 @id(i8 %x), !range !1
  %c = icmp ult i8 %r, 10
  ret i1 %c
}

define i1 @callrange.tgt(i8 %x) {
  ret i1 true
}

define i8 @addcallrange(i8 %x) {
  %r = call i8 @id(i8 %x)
  ret i8 %r
}

define i8 @addcallrange.tgt(i8 %x) {
  %r = call i8 @id(i8 %x), !range !1
  ret i8 %r
}

define i1 @nonnull(i64 %x) {
  %a = alloca ptr, align 8
  %p = inttoptr i64 %x to ptr
  store ptr %p, ptr %a, align 8
  %q = load ptr, ptr %a, align 8, !nonnull !2
  %c = icmp eq ptr %q, null
  ret i1 %c
}

define i1 @nonnull.tgt(i64 %x) {
  ret i1 false
}

define i1 @addnonnull(i64 %x) {
  %a = alloca ptr, align 8
  %p = inttoptr i64 %x to ptr
  store ptr %p, ptr %a, align 8
  %q = load ptr, ptr %a, align 8
  %c = icmp eq ptr %q, null
  ret i1 %c
}

define i1 @addnonnull.tgt(i64 %x) {
  %a = alloca ptr, align 8
  %p = inttoptr i64 %x to ptr
  store ptr %p, ptr %a, align 8
  %q = load ptr, ptr %a, align 8, !nonnull !{}
  %c = icmp eq ptr %q, null
  ret i1 %c
}

; f - f of a frozen value is 0 even for poison; with !noundef poison is UB,
; so the freeze may go
define i8 @noundef(i8 %x) {
  %a = alloca i8, align 1
  store i8 %x, ptr %a, align 1
  %v = load i8, ptr %a, align 1, !noundef !2
  %f = freeze i8 %v
  %r = sub i8 %f, %f
  ret i8 %r
}

define i8 @noundef.tgt(i8 %x) {
  %r = sub i8 %x, %x
  ret i8 %r
}

define i8 @addnoundef(i8 %x) {
  %a = alloca i8, align 1
  store i8 %x, ptr %a, align 1
  %v = load i8, ptr %a, align 1
  %f = freeze i8 %v
  %r = sub i8 %f, %f
  ret i8 %r
}

define i8 @addnoundef.tgt(i8 %x) {
  %a = alloca i8, align 1
  store i8 %x, ptr %a, align 1
  %v = load i8, ptr %a, align 1, !noundef !2
  %f = freeze i8 %v
  %r = sub i8 %f, %f
  ret i8 %r
}

define i64 @align(i64 %x) {
  %a = alloca ptr, align 8
  %p = inttoptr i64 %x to ptr
  store ptr %p, ptr %a, align 8
  %q = load ptr, ptr %a, align 8, !align !3
  %i = ptrtoint ptr %q to i64
  %l = and i64 %i, 15
  ret i64 %l
}

define i64 @align.tgt(i64 %x) {
  ret i64 0
}

define i64 @addalign(i64 %x) {
  %a = alloca ptr, align 8
  %p = inttoptr i64 %x to ptr
  store ptr %p, ptr %a, align 8
  %q = load ptr, ptr %a, align 8
  %i = ptrtoint ptr %q to i64
  ret i64 %i
}

define i64 @addalign.tgt(i64 %x) {
  %a = alloca ptr, align 8
  %p = inttoptr i64 %x to ptr
  store ptr %p, ptr %a, align 8
  %q = load ptr, ptr %a, align 8, !align !3
  %i = ptrtoint ptr %q to i64
  ret i64 %i
}

!0 = !{i8 0, i8 10, i8 20, i8 30}
!1 = !{i8 0, i8 10}
!2 = !{}
!3 = !{i64 16}

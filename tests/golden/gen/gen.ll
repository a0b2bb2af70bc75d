; `passcheck gen`: a generated kernel is verifier-clean, llvm-as accepts it,
; the same seed prints the same text, the first comment lines name the seed,
; the grid and the buffer size, and --stats adds the features and shapes.
; The program runs without undefined behaviour on its own grid.
; RUN: passcheck gen --seed 1 | passcheck verify - | FileCheck %s --check-prefix=VERIFY
; RUN: passcheck gen --seed 1 | llvm-as -o /dev/null
; RUN: passcheck gen --seed 1 > %t.a.ll
; RUN: passcheck gen --seed 1 > %t.b.ll
; RUN: diff %t.a.ll %t.b.ll
; RUN: passcheck gen --seed 2 > %t.c.ll
; RUN: not diff -q %t.a.ll %t.c.ll
; RUN: passcheck gen --seed 1 --stats | FileCheck %s
; RUN: bash -c 'passcheck run %t.a.ll --grid $(sed -n "s/^; grid \([0-9x]*\),.*/\1/p" %t.a.ll)' | FileCheck %s --check-prefix=STATUS

; VERIFY: <stdin>: ok

; CHECK: ; passcheck gen --seed 1 --size 100
; CHECK-NEXT: ; grid {{[0-9]+}}x{{[0-9]+}}, buffers of {{[0-9]+}} elements
; CHECK-NEXT: ; features:{{( [a-z-]+)+}}
; CHECK-NEXT: ; shapes: affine-loop={{[0-9]+}} adjacent-mem={{[0-9]+}} reduction={{[0-9]+}} const-math={{[0-9]+}} div-var={{[0-9]+}} div-const={{[0-9]+}} imad-chain={{[0-9]+}} base-offsets={{[0-9]+}} ftz-load={{[0-9]+}} guarded-div={{[0-9]+}}
; CHECK-NEXT: ; instructions: {{[0-9]+}}
; CHECK: define void @kernel(
; CHECK: call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK: ret void
; CHECK: !nvvm.annotations = !{!0}
; CHECK: !0 = !{ptr @kernel, !"kernel", i32 1}

; STATUS: status: ok

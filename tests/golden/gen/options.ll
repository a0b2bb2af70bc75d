; `passcheck gen` options: --features forces families off (-all: plain i32
; code without loops, branches, vectors, FP or address spaces) and on,
; --count/--out writes one file per seed, --size scales the program, --list
; names the families and shapes; bad options exit 1 with a clear message.
; RUN: passcheck gen --seed 3 --features -all | FileCheck %s --check-prefix=NONE
; RUN: passcheck gen --seed 3 --features -all,+loops,+nesting,+vectors --stats | FileCheck %s --check-prefix=SOME
; RUN: rm -rf %t.dir
; RUN: passcheck gen --seed 10 --count 3 --out %t.dir
; RUN: ls %t.dir | FileCheck %s --check-prefix=DIR
; RUN: passcheck verify %t.dir/gen-10.ll %t.dir/gen-11.ll %t.dir/gen-12.ll | FileCheck %s --check-prefix=VERIFY
; RUN: passcheck gen --seed 5 --size 400 --stats | FileCheck %s --check-prefix=SIZE
; RUN: passcheck gen --list | FileCheck %s --check-prefix=LIST
; RUN: passcheck gen --help | FileCheck %s --check-prefix=HELP
; RUN: bash -c 'passcheck gen --features +loops,bogus; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=BOGUS
; RUN: bash -c 'passcheck gen --count 3; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=COUNT
; RUN: bash -c 'passcheck gen --seed x; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=SEED
; RUN: bash -c 'passcheck gen --size 0; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=SIZE0

; NONE: ; passcheck gen --seed 3 --size 100 --features -all
; NONE: define void @kernel(
; NONE-NOT: phi
; NONE-NOT: switch
; NONE-NOT: float
; NONE-NOT: double
; NONE-NOT: half
; NONE-NOT: addrspace
; NONE-NOT: x i32>
; NONE-NOT: nsw
; NONE-NOT: div
; NONE-NOT: @ori.
; NONE: ret void

; SOME: ; features: vectors loops nesting
; SOME: phi
; SOME: x i

; DIR: gen-10.ll
; DIR-NEXT: gen-11.ll
; DIR-NEXT: gen-12.ll

; VERIFY: gen-10.ll: ok
; VERIFY-NEXT: gen-11.ll: ok
; VERIFY-NEXT: gen-12.ll: ok

; SIZE: ; instructions: {{[3-6][0-9][0-9]}}

; LIST: features: int-widths fp half vectors loops nesting shared math div phi ori addrspace gep fast-math int-flags
; LIST-NEXT: shapes: affine-loop adjacent-mem reduction const-math div-var div-const imad-chain base-offsets ftz-load guarded-div

; HELP: usage: passcheck gen [--seed N] [--size S] [--features LIST] [--stats]
; HELP: examples:
; HELP-NEXT: passcheck gen --seed 7 --stats

; BOGUS: passcheck gen: error: unknown feature 'bogus' (known: all, int-widths, fp,
; BOGUS-NEXT: exit=1

; COUNT: passcheck gen: --count above 1 needs --out DIR
; COUNT: exit=1

; SEED: passcheck gen: bad value 'x' for option '--seed' (expected a number)
; SEED: exit=1

; SIZE0: passcheck gen: bad value '0' for option '--size' (expected a number from 1 to 1000000)
; SIZE0: exit=1

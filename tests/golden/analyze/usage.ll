; passcheck analyze: --help (usage, an example, exit statuses), user errors
; (no analysis chosen, unknown option, unknown function, missing file, bad
; IR) exit 1 with a message, --func selects one function, and --pressure
; prints the documented lines (block, loop, function) for the loop below:
; live out of %loop {acc.next i.next out n} = 6 slots, before the fadd
; {out n i acc f} = 8 (the double values and the global pointer count 2),
; one predicate (%c); the exit {acc.next out n} = 5.
; RUN: passcheck analyze --help | FileCheck %s --check-prefix=HELP
; RUN: not passcheck analyze %s 2>&1 | FileCheck %s --check-prefix=NONE
; RUN: not passcheck analyze %s --loops --bogus 2>&1 | FileCheck %s --check-prefix=BOGUS
; RUN: not passcheck analyze %s --loops --func nosuch 2>&1 | FileCheck %s --check-prefix=NOFUNC
; RUN: not passcheck analyze %t.missing.ll --loops 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: passcheck analyze %s --pressure --func g | FileCheck %s --check-prefix=PRESSURE
; RUN: passcheck analyze %s --loops --pressure | FileCheck %s --check-prefix=BOTH

; HELP: usage: passcheck analyze FILE [--func NAME] --loops|--pressure
; HELP: example:
; HELP-NEXT: passcheck analyze corpora/kernels/matmul_tiled.O3.ll --loops
; HELP: exit status: 0
; NONE: passcheck analyze: nothing to print: give --loops, --pressure, --scev or --deps
; BOGUS: passcheck analyze: unknown option '--bogus'
; NOFUNC: passcheck analyze: no function definition named 'nosuch'
; MISSING: missing.ll: No such file or directory

; PRESSURE: Register pressure for function 'g' (32-bit slots, predicates apart):
; PRESSURE-NEXT:   block %entry: regs 3 preds 0 live-in 2 live-out 2 depth 0
; PRESSURE-NEXT:   block %loop: regs 8 preds 1 live-in 2 live-out 4 depth 1
; PRESSURE-NEXT:   block %exit: regs 5 preds 0 live-in 3 live-out 0 depth 0
; PRESSURE-NEXT:   loop %loop (depth 1, 1 blocks): regs 8 preds 1
; PRESSURE-NEXT:   function: regs 8 preds 1
; PRESSURE-NOT: Register

; BOTH: Loop at depth 1 containing: %loop<header><latch><exiting>
; BOTH-NEXT: Register pressure for function 'g'
; BOTH: function: regs 8 preds 1
; BOTH-NEXT: Register pressure for function 'h'
; BOTH-NEXT: block %0: regs 1 preds 0 live-in 1 live-out 0 depth 0
; BOTH-NEXT: function: regs 1 preds 0

define void @g(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %f = sitofp i32 %i to double
  %acc.next = fadd double %acc, %f
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %p = getelementptr double, ptr addrspace(1) %out, i32 %n
  store double %acc.next, ptr addrspace(1) %p
  ret void
}

define i32 @h(i32 %a) {
  ret i32 %a
}

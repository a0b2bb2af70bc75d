; passcheck check --external: an outside tool's output checked like a pass.
; opt-16's instcombine (also with an explicit NVPTX triple), -O2 and
; loop-reduce + slp-vectorizer on this kernel are correct; a tool that turns
; fmul into fadd is caught (mismatch, a finding folder that records the
; command and the tool's version, and a repro.sh that reproduces through the
; same command, and reduces to the multiplication alone through the same
; command); output LLVM accepts but the subset does not (x86_fp80) is
; unsupported with exit 0; a failing tool and output that is not IR at all
; are crashes of the "external" pass.
; RUN: passcheck check %s --external 'opt-16 -S -passes=instcombine' | FileCheck %s --check-prefix=IC
; RUN: passcheck check %s --external 'opt-16 -O2' --quiet | FileCheck %s --check-prefix=O2
; RUN: passcheck check %s --external "opt-16 -S -passes='function(loop(loop-reduce),slp-vectorizer)'" --quiet | FileCheck %s --check-prefix=O2
; RUN: passcheck check %s --external 'opt-16 -mtriple=nvptx64-nvidia-cuda -S -passes=instcombine' --quiet | FileCheck %s --check-prefix=O2
; RUN: rm -rf %t.out
; RUN: not passcheck check %s --external "sed 's/fmul contract/fadd contract/' {in} > {out}" --out %t.out | FileCheck %s --check-prefix=WRONG
; RUN: FileCheck %s --check-prefix=JSON < %t.out/findings/b56bbcb31da5/result.json
; RUN: env PASSCHECK=passcheck bash -c 'cd %t.out/findings/b56bbcb31da5 && sh repro.sh > /dev/null; echo "repro exit=$?"' | FileCheck %s --check-prefix=REPRO
; RUN: not passcheck repro %t.out/findings/b56bbcb31da5 | FileCheck %s --check-prefix=REPRO2
; RUN: passcheck reduce %t.out/findings/b56bbcb31da5 | FileCheck %s --check-prefix=RED
; RUN: FileCheck %s --check-prefix=REDLL < %t.out/findings/b56bbcb31da5/reduced.ll
; RUN: FileCheck %s --check-prefix=REDSH < %t.out/findings/b56bbcb31da5/reduced.sh
; RUN: env PASSCHECK=passcheck bash -c 'sh %t.out/findings/b56bbcb31da5/reduced.sh > /dev/null; echo "reduced exit=$?"' | FileCheck %s --check-prefix=REDEXIT
; RUN: passcheck check %s --external "sed 's/float/x86_fp80/g' {in} > {out}" | FileCheck %s --check-prefix=UNSUP
; RUN: not passcheck check %s --external 'false' --quiet | FileCheck %s --check-prefix=FAIL
; RUN: not passcheck check %s --external "sed 's/float/flaot/' {in} > {out}" --quiet | FileCheck %s --check-prefix=NOTIR
; RUN: not passcheck check %s --external 'true' -passes=constfold 2>&1 | FileCheck %s --check-prefix=BOTH

; IC: check: @saxpy, 1 pass, 16 input vectors (seed 1) + 4 edge, 20 defined
; IC-NEXT: 1/1 external: changed, ok
; IC-NEXT: result: ok: every run refines (1 pass, 20 input vectors)
; O2: result: ok: every run refines (1 pass, 20 input vectors)
; WRONG: result: mismatch after pass external (step 1 of 1)
; WRONG: signature:  b56bbcb31da5 (external|mismatch|store)
; WRONG-NEXT: finding: {{.*}}findings/b56bbcb31da5 (new)
; JSON: "pass": "external",
; JSON: "external": "sed 's/fmul contract/fadd contract/' {in} > {out}",
; JSON-NEXT: "tool_version": "sed (GNU sed) {{.*}}",
; JSON-NEXT: "command": "passcheck check program.ll --external 'sed '{{.*}}'s/fmul contract/fadd contract/'{{.*}}' {in} > {out}' --func @saxpy --input input.txt"
; REPRO: repro exit=1
; REPRO2: reproduces: mismatch after pass external
; RED: reduced b56bbcb31da5: 17 -> {{[2-5]}} instructions
; REDLL: fmul contract float
; REDLL-NOT: fadd
; REDSH: check reduced.ll --external 'sed '{{.*}}' {in} > {out}' --func @saxpy --input reduced-input.txt
; REDEXIT: reduced exit=1
; UNSUP: check: @saxpy: unsupported: unsupported type x86_fp80
; FAIL: result: crash after pass external (step 1 of 1)
; FAIL: detail: the pass failed: error: in pass 'external': external tool exit status 1: false
; NOTIR: result: crash after pass external
; NOTIR: the tool's output is not valid LLVM IR (no llvm-as accepts it either)
; BOTH: passcheck check: -passes and --external exclude each other

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @saxpy(i32 %n, float %a, ptr %x, ptr %y) {
entry:
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bdim = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %bid, %bdim
  %i = add i32 %base, %tid
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %exit

body:
  %i64 = sext i32 %i to i64
  %px = getelementptr inbounds float, ptr %x, i64 %i64
  %vx = load float, ptr %px, align 4
  %ax = fmul contract float %vx, %a
  %py = getelementptr inbounds float, ptr %y, i64 %i64
  %vy = load float, ptr %py, align 4
  %r = fadd contract float %ax, %vy
  store float %r, ptr %py, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @saxpy, !"kernel", i32 1}

; `passcheck check --out DIR` writes the finding to DIR/findings/<signature>/
; (a second run counts it); `passcheck repro` reruns it from its folder:
; "reproduces" exit 1, "does not reproduce" exit 0 (here: the recorded
; pipeline emptied), a corrupt folder a clear error and exit 2; repro.sh
; runs the recorded command from any directory.  A knob of a pass that is
; not in the pipeline (lsr-rp-limit) is not recorded: nothing read it.
; RUN: rm -rf %t.out %t.fixed %t.bad
; RUN: not passcheck check %s -passes=mutant-ule-as-ult -knob lsr-rp-limit=32 --out %t.out | FileCheck %s --check-prefix=NEW
; RUN: not passcheck check %s -passes=mutant-ule-as-ult -knob lsr-rp-limit=32 --out %t.out | FileCheck %s --check-prefix=AGAIN
; RUN: cat %t.out/findings/*/result.json | FileCheck %s --check-prefix=RESULT
; RUN: cat %t.out/findings/*/repro.sh | FileCheck %s --check-prefix=SCRIPT
; RUN: not passcheck repro %t.out/findings/* | FileCheck %s --check-prefix=REPRO
; RUN: cd / && not env PASSCHECK=passcheck sh %t.out/findings/*/repro.sh | FileCheck %s --check-prefix=SH
; RUN: cp -r %t.out %t.fixed
; RUN: sed -i -e 's/"repro_pipeline": "mutant-ule-as-ult"/"repro_pipeline": ""/' %t.fixed/findings/*/result.json
; RUN: passcheck repro %t.fixed/findings/* | FileCheck %s --check-prefix=FIXED
; RUN: cp -r %t.out %t.bad
; RUN: sh -c 'for d in %t.bad/findings/*; do head -c 40 "$d/result.json" > "$d/cut"; mv "$d/cut" "$d/result.json"; done'
; RUN: sh -c 'passcheck repro %t.bad/findings/*; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=CORRUPT
; RUN: sh -c 'passcheck repro %t.bad/nonexistent; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=MISSING

; NEW: result: mismatch after pass mutant-ule-as-ult (step 1 of 1)
; NEW: finding: {{.*}}.out/findings/[[SIG:[0-9a-f]+]] (new)
; AGAIN: finding: {{.*}}.out/findings/{{[0-9a-f]+}} (seen 2 times)

; RESULT: "format": "passcheck-finding",
; RESULT: "passcheck_version": "{{[0-9.]+}}",
; RESULT: "pipeline": "mutant-ule-as-ult",
; RESULT: "pass": "mutant-ule-as-ult",
; RESULT: "step": 0,
; RESULT: "knobs": "",
; RESULT: "outcome": "mismatch",
; RESULT: "signature_key": "mutant-ule-as-ult|mismatch|store",
; RESULT: "first_difference": {"where": "parameter 0 %out", "buffer": 0, "offset": 0, "expected_byte": 1, "actual_byte": 2,
; RESULT: "writer": {"function": "@k", "instruction": "store i32 %v, ptr addrspace(1) %p, align 4"},
; RESULT: "command": "passcheck check program.ll -passes=mutant-ule-as-ult --func @k --input input.txt"

; SCRIPT: cd "$(dirname "$0")" || exit 2
; SCRIPT-NEXT: exec "${PASSCHECK:-passcheck}" check program.ll -passes=mutant-ule-as-ult --func @k --input input.txt

; REPRO: recorded: mismatch after pass mutant-ule-as-ult (step 1 of pipeline mutant-ule-as-ult; signature {{[0-9a-f]+}}, seen 2 times)
; REPRO-NEXT: reproduces: mismatch after pass mutant-ule-as-ult
; REPRO: input: the given vector
; REPRO: difference: parameter 0 %out, byte 0: expected 0x01, actual 0x02 (i32 1 -> 2)

; SH: check: @k, 1 pass, input input.txt, 1 defined
; SH: result: mismatch after pass mutant-ule-as-ult

; FIXED: does not reproduce: every run refines
; FIXED-NEXT: result: ok: every run refines (0 passes, 1 input vector)

; CORRUPT: result.json:3:5: error: corrupt JSON: premature end of input near '"fo'
; CORRUPT-NEXT: exit 2
; MISSING: nonexistent: No such file or directory
; MISSING-NEXT: exit 2

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

; Every documented option spelling of the command line keeps working: LLVM-style
; single-dash long options (-passes=P, -passes P, -knob k=v repeated, -o OUT),
; the GNU ones (--passes=P, --passes P, --seed=N), options before or after the
; file, "--" ending the options, "-" for stdin, one-letter aliases (-v, -j),
; and -h / --help / `help CMD` on every subcommand.  An option that was
; accepted shows by the next stage's error (a pipeline or knob message, not
; "unknown option").
; RUN: rm -rf %t && mkdir -p %t
; RUN: passcheck opt -passes=constfold %s | FileCheck %s --check-prefix=OPT
; RUN: passcheck opt %s -passes constfold | FileCheck %s --check-prefix=OPT
; RUN: passcheck opt %s --passes=constfold --no-verify | FileCheck %s --check-prefix=OPT
; RUN: passcheck opt --passes constfold - --remarks < %s | FileCheck %s --check-prefix=OPT
; RUN: passcheck opt %s -passes=default -knob lsr-rp-limit=32 -knob SLPCostThreshold=-4 --knob=lsr-check-rp=0 | FileCheck %s --check-prefix=OPT
; RUN: passcheck opt %s -passes=constfold -o %t/a.ll && FileCheck %s --check-prefix=OPT < %t/a.ll
; RUN: passcheck opt %s -passes=constfold -o=%t/b.ll && FileCheck %s --check-prefix=OPT < %t/b.ll
; RUN: bash -c 'passcheck opt %s -passes=default -knob lsr-rp-limit=32 -knob lsr-rp-limt=3; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=KNOB
; OPT: define void @k(ptr addrspace(1) %p)
; KNOB: unknown knob 'lsr-rp-limt'
; KNOB-NEXT: exit=1

; RUN: passcheck check -seed=3 -inputs 2 %s -passes=constfold -no-edges --grid=1x1 --steps=100000 | FileCheck %s --check-prefix=CHECK1
; RUN: passcheck check %s --passes constfold --inputs=1 -quiet | FileCheck %s --check-prefix=CHECK1
; RUN: passcheck check - -passes=constfold --math host --approx=adversarial < %s | FileCheck %s --check-prefix=CHECK1
; CHECK1: result: ok: every run refines

; RUN: passcheck run --seed 7 %s --grid 1x1 | FileCheck %s --check-prefix=RUNK
; RUN: passcheck run --func @k -- %s | FileCheck %s --check-prefix=RUNK
; RUN: passcheck run - --steps 1000 < %s | FileCheck %s --check-prefix=RUNK
; RUN: passcheck run %s --save-input %t/k.input > /dev/null
; RUN: passcheck run %s --input %t/k.input --math host --approx exact --approx-seed 5 | FileCheck %s --check-prefix=RUNK
; RUNK-DAG: function: @k
; RUNK-DAG: status: ok

; RUN: passcheck parse -v -- %s | FileCheck %s --check-prefix=PARSE
; RUN: passcheck parse - --verbose < %s | FileCheck %s --check-prefix=PARSE
; RUN: passcheck print %s --verify | FileCheck %s --check-prefix=OPT
; PARSE: 1 functions, 8 instructions

; RUN: bash -c 'passcheck fuzz -passes=nosuch; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=FUZZ
; RUN: bash -c 'passcheck fuzz -passes nosuch; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=FUZZ
; RUN: bash -c 'passcheck fuzz --passes=nosuch --programs 1; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=FUZZ
; RUN: bash -c 'passcheck fuzz --passes nosuch --time 1m --seed 3 --jobs 1; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=FUZZ
; FUZZ: unknown pass 'nosuch'
; FUZZ: exit=1
; RUN: bash -c 'passcheck fuzz -knob lsr-rp-limt=3 --out %t/f; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=FKNOB
; RUN: bash -c 'passcheck fuzz --knob lsr-rp-limt=3 --out %t/f; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=FKNOB
; FKNOB: unknown knob 'lsr-rp-limt'
; FKNOB: exit=1

; RUN: passcheck gen --size 20 --seed 3 | passcheck verify - | FileCheck %s --check-prefix=GEN
; GEN: <stdin>: ok
; RUN: passcheck knobs --json --pass lsr | FileCheck %s --check-prefix=KNOBS
; KNOBS: "name": "lsr-rp-limit"

; RUN: bash -c 'for c in fuzz check equiv repro reduce merge import triage export gen opt knobs divcheck mathcheck run crosscheck parse print verify; do passcheck $c --help | head -n 1; passcheck $c -h | head -n 1; passcheck help $c | head -n 1; done' | FileCheck %s --check-prefix=HELP
; HELP-COUNT-3: usage: passcheck fuzz
; HELP-COUNT-3: usage: passcheck check
; HELP-COUNT-3: usage: passcheck equiv
; HELP-COUNT-3: usage: passcheck repro
; HELP-COUNT-3: usage: passcheck reduce
; HELP-COUNT-3: usage: passcheck merge
; HELP-COUNT-3: usage: passcheck import
; HELP-COUNT-3: usage: passcheck triage
; HELP-COUNT-3: usage: passcheck export
; HELP-COUNT-3: usage: passcheck gen
; HELP-COUNT-3: usage: passcheck opt
; HELP-COUNT-3: usage: passcheck knobs
; HELP-COUNT-3: usage: passcheck divcheck
; HELP-COUNT-3: usage: passcheck mathcheck
; HELP-COUNT-3: usage: passcheck run
; HELP-COUNT-3: usage: passcheck crosscheck
; HELP-COUNT-3: usage: passcheck parse
; HELP-COUNT-3: usage: passcheck print
; HELP-COUNT-3: usage: passcheck verify

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define void @k(ptr addrspace(1) %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bn = mul i32 %b, %n
  %i = add i32 %bn, %t
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  store i32 1, ptr addrspace(1) %q
  ret void
}

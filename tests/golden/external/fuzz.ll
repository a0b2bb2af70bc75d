; passcheck fuzz --external: a short campaign over an outside tool.  Every
; program is checked or counted as unsupported; the summary names the
; command, the tool's version and the share of time spent in the tool; an
; --external campaign is not reduced.  -passes with --external is refused.
; RUN: rm -rf %t.out
; RUN: bash -c 'passcheck fuzz --external "opt-16 -S -passes=instcombine" --programs 12 --out %t.out --no-reduce; echo "exit=$?"' | FileCheck %s
; RUN: not passcheck fuzz --external true --passes constfold 2>&1 | FileCheck %s --check-prefix=BOTH

; CHECK: fuzz: 12 programs in
; CHECK: external: opt-16 -S -passes=instcombine (Debian LLVM version 16{{.*}}): {{[0-9]+}} programs checked, {{[0-9]+}} unsupported; {{[0-9]+}}% of the time in the tool
; CHECK: report: {{.*}}report.html
; CHECK: exit={{[01]}}
; BOTH: --passes and --external exclude each other

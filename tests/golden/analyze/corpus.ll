; Every kernel of corpora/kernels (-O0, -O1, -O3): passcheck analyze --loops
; prints exactly what opt-16 -passes='print<loops>' prints (fails on any
; difference, naming the module and showing the diff).
; RUN: bash %S/Inputs/vs-opt.sh passcheck %S/../../../corpora/kernels | FileCheck %s
; CHECK-NOT: DIFF
; CHECK: {{^[1-9][0-9]* modules agree \([1-9][0-9]* loops\), 0 differ$}}

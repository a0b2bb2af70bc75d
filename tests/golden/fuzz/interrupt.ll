; Ctrl-C stops a campaign cleanly with everything flushed (Inputs/interrupt.sh).
; RUN: bash %S/Inputs/interrupt.sh passcheck %t | FileCheck %s
; CHECK: interrupt: stopped cleanly after {{[1-9][0-9]*}} programs (resume at {{[1-9][0-9]*}})

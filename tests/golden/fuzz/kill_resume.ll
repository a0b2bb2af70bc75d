; A campaign killed with SIGKILL at random moments and resumed until done
; keeps every finding of the same campaign run without interruption, and
; never shows a half-written finding folder (see Inputs/kill-resume.sh).
; RUN: bash %S/Inputs/kill-resume.sh passcheck %t 1000 | FileCheck %s
; CHECK: kill-resume: killed {{[1-9][0-9]*}} times
; CHECK: kill-resume: all {{[1-9][0-9]*}} findings kept

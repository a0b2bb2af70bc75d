; `passcheck opt` errors: unknown pass (with column and suggestion), empty
; pipeline element, knob errors (unknown with suggestion, out of range,
; malformed), missing -passes, and --help with the pass list; exit 1 each.
; RUN: bash -c 'passcheck opt %s -passes=mutant-keep-nsw,mutant-drop-stor; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=UNK
; RUN: bash -c 'passcheck opt %s -passes=frobnicate; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=UNK2
; RUN: bash -c 'passcheck opt %s "-passes=mutant-keep-nsw,,mutant-drop-store"; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=EMPTY
; RUN: bash -c 'passcheck opt %s -passes=default -knob lsr-rp-limt=3; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=KUNK
; RUN: bash -c 'passcheck opt %s -passes=default -knob lsr-rp-limit=300; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=KRANGE
; RUN: bash -c 'passcheck opt %s -passes=default -knob lsr-check-rp=maybe; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=KBOOL
; RUN: bash -c 'passcheck opt %s -passes=default -knob lsr-check-rp; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=KNOEQ
; RUN: bash -c 'passcheck opt %s; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=NOPASSES
; RUN: bash -c 'passcheck opt %s -passes; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=NOVAL
; RUN: passcheck opt %s -passes=default -knob lsr-rp-limit=32 -knob SLPCostThreshold=-4 | FileCheck %s --check-prefix=OK
; RUN: passcheck opt --help | FileCheck %s --check-prefix=HELP

; UNK: pipeline:1:17: error: unknown pass 'mutant-drop-stor'; did you mean 'mutant-drop-store'?
; UNK-NEXT: exit=1
; UNK2: pipeline:1:1: error: unknown pass 'frobnicate'
; UNK2-NEXT: exit=1
; EMPTY: pipeline:1:17: error: empty pass name
; EMPTY-NEXT: exit=1
; KUNK: error: unknown knob 'lsr-rp-limt'; did you mean 'lsr-rp-limit'? (passcheck knobs lists them)
; KUNK-NEXT: exit=1
; KRANGE: error: knob 'lsr-rp-limit': value 300 out of range 1..255
; KRANGE-NEXT: exit=1
; KBOOL: error: knob 'lsr-check-rp': malformed value 'maybe' (expected 0, 1, true or false)
; KBOOL-NEXT: exit=1
; KNOEQ: error: knob assignment 'lsr-check-rp': expected name=value
; KNOEQ-NEXT: exit=1
; NOPASSES: passcheck opt: no pipeline: give -passes=P (e.g. -passes=default)
; NOPASSES-NEXT: Run 'passcheck opt --help' for usage.
; NOPASSES-NEXT: exit=1
; NOVAL: passcheck opt: option '-passes' needs a value
; NOVAL: exit=1
; OK: define i32 @f(i32 %x)

; HELP: usage: passcheck opt FILE -passes=P [-knob NAME=VALUE]...
; HELP: default pipeline:
; HELP: passes:
; HELP: mutant-keep-nsw
; HELP: mutant-shuffle-lane
; HELP: example:
; HELP-NEXT: passcheck opt kernel.ll -passes=mutant-ule-as-ult --remarks

define i32 @f(i32 %x) {
entry:
  ret i32 %x
}

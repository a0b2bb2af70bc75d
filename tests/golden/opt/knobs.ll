; `passcheck knobs`: the aligned table of every knob the seeds name (a few
; rows checked, with the seed's default and section), the per-pass filter
; (the LSR seed's 11 knobs and its target setting sm), and --json.
; RUN: passcheck knobs | FileCheck %s
; RUN: passcheck knobs --pass lsr | FileCheck %s --check-prefix=LSR
; RUN: passcheck knobs --pass lsr | wc -l | FileCheck %s --check-prefix=LSRCOUNT
; RUN: passcheck knobs --json | FileCheck %s --check-prefix=JSON
; RUN: bash -c 'passcheck knobs --pass frobnicate; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=BADPASS

; CHECK: {{^}}name{{ +}}type{{ +}}default{{ +}}range{{ +}}pass{{ +}}seed section{{ +}}help
; CHECK: {{^}}disable-fp-call-folding{{ +}}bool{{ +}}false{{ +}}0..1{{ +}}constfold{{ +}}004 §Configuration Knobs
; CHECK: {{^}}lsr-rp-limit{{ +}}int{{ +}}64{{ +}}1..255{{ +}}lsr{{ +}}001 §GPU-Specific Knobs
; CHECK: {{^}}do-base-address-strength-reduce{{ +}}int{{ +}}2{{ +}}0..2{{ +}}basr{{ +}}002 §Configuration: Boolean Knobs
; CHECK: {{^}}slp-schedule-budget{{ +}}int{{ +}}100000{{ +}}0..1000000{{ +}}slp
; CHECK: {{^}}slp-max-vf{{ +}}int{{ +}}0{{ +}}0..16{{ +}}slp{{ .*}}SLPMaxVF
; CHECK: {{^}}knob-487{{ +}}bool{{ +}}true{{ +}}0..1{{ +}}ori-sr{{ +}}000 §

; LSR: disable-unknown-trip-lsr
; LSR: lsr-check-rp
; LSR: {{^}}do-lsr-64-bit{{ +}}bool{{ +}}target{{ +}}-1..1{{ +}}lsr
; LSR: {{^}}sm{{ +}}int{{ +}}70{{ +}}30..120{{ +}}lsr{{ +}}001 §64-Bit IV Control
; LSR: disable-lsr-complexity-discount
; LSR-NOT: slp-

; header + 11 rows + sm
; LSRCOUNT: {{^}}13{{$}}

; JSON: [
; JSON: {"name": "lsr-check-rp", "type": "bool", "default": 1, "min": 0, "max": 1, "pass": "lsr", "section": "001 §GPU-Specific Knobs", "help":
; JSON: {"name": "slp-threshold", "type": "int", "default": 0, "min": -1000, "max": 1000, "pass": "slp",
; JSON: ]

; BADPASS: passcheck knobs: no knob belongs to pass 'frobnicate'
; BADPASS-NEXT: exit=1

define void @empty() {
entry:
  ret void
}

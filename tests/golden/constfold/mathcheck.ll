; passcheck mathcheck: the table (text and JSON) for functions whose folds
; are exact on every host (sqrt, floor, fabs: max 0.5 / 0 ulp, nothing
; not correctly rounded, exit 0), --jobs giving the same counts as one
; process, and usage errors (exit 1).
; RUN: passcheck mathcheck --func sqrt --samples 400 | FileCheck %s --check-prefix=TEXT
; RUN: passcheck mathcheck --func floor --type double --samples 400 --json | FileCheck %s --check-prefix=JSON
; RUN: passcheck mathcheck --func fabs --type float --samples 400 --jobs 3 --json | FileCheck %s --check-prefix=JOBS
; RUN: passcheck mathcheck --func fabs --type float --samples 400 --json | FileCheck %s --check-prefix=JOBS
; RUN: not passcheck mathcheck --func sinc 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not passcheck mathcheck --type half 2>&1 | FileCheck %s --check-prefix=BADT
; RUN: passcheck mathcheck --help | FileCheck %s --check-prefix=HELP

; TEXT: func   type        tried     folded    refused   max-ulp  argument of max
; TEXT-NEXT: sqrt   float          400
; TEXT-SAME: 0{{$}}
; TEXT-NEXT: sqrt   double         400
; TEXT-SAME: 0{{$}}

; JSON: {"tolerance_ulp": 0.5, "functions": [
; JSON-NEXT: {"function": "floor", "type": "double", "tried": 400, "folded": {{[0-9]+}}, "refused": {{[0-9]+}}, "max_ulp": 0.0000, "max_ulp_argument": "{{.*}}", "not_correctly_rounded": 0}
; JSON-NEXT: ]}

; JOBS: {"function": "fabs", "type": "float", "tried": 400, "folded": 397, "refused": 3, "max_ulp": 0.0000

; BAD: passcheck mathcheck: bad value 'sinc' for option '--func' (expected one of the functions --help lists)
; BADT: passcheck mathcheck: bad value 'half' for option '--type' (expected float or double)
; HELP: usage: passcheck mathcheck [--func F] [--type float|double] [--samples N | --exhaustive]
; HELP: example:

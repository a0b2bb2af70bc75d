; A campaign draws and records only the knobs of its pipeline's passes: a
; finding of a constfold campaign lists no lsr, basr or slp knob (not even
; one fixed with -knob), and only knobs that differ from their defaults, in
; result.json and in repro.sh alike.  (300 programs: since the BASR, LSR
; and Ori shapes joined the generator, the first finding that records a
; knob comes after program 200 of seed 3; it was within 60 before.)
; RUN: rm -rf %t && mkdir -p %t
; RUN: passcheck knobs > %t/knobs.txt
; RUN: not passcheck fuzz --passes constfold,mutant-ule-as-ult --programs 300 --seed 3 --no-reduce -knob lsr-rp-limit=32 --out %t/a > /dev/null 2>&1
; RUN: python3 %S/Inputs/check-knobs.py %t/knobs.txt %t/a | FileCheck %s
; RUN: not grep -l lsr %t/a/findings/*/result.json %t/a/findings/*/repro.sh %t/a/report.json
; CHECK: knobs ok: {{[1-9][0-9]*}} findings, {{[1-9][0-9]*}} knobs, all of their pipelines' passes, none at its default

; `passcheck fuzz` over a pipeline with a deliberately wrong pass: it finds
; it, writes deduplicated findings, a campaign state and the report; every
; finding's repro.sh reproduces it; each new signature is reduced after the
; campaign and its reduced.sh reproduces it too; `merge` joins two shards.
; RUN: rm -rf %t && mkdir -p %t
; RUN: not passcheck fuzz --passes mutant-drop-store,mutant-ule-as-ult --programs 150 --seed 3 --out %t/a > %t/a.log 2> %t/a.err
; RUN: FileCheck %s --check-prefix=SUM < %t/a.log
; RUN: python3 %S/Inputs/check-report.py %t/a
; RUN: env PASSCHECK=passcheck python3 %S/Inputs/check-repro.py %t/a
; SUM: fuzz: 150 programs in {{.*}} programs/s, 1 jobs), {{[0-9]+}} instructions on average
; SUM: outcomes: ok {{[0-9]+}} mismatch {{[1-9][0-9]*}} ub-introduced {{[0-9]+}} crash 0
; SUM: findings: {{[1-9][0-9]*}} new, {{[0-9]+}} duplicates; first after
; SUM: reduced {{[0-9a-f]+}}: {{[0-9]+}} -> {{[0-9]+}} instructions in
; SUM: report: {{.*}}/a/report.html (and report.json)

; Shards cover the same programs: two halves merged have the same
; signatures as the whole.
; RUN: not passcheck fuzz --passes mutant-drop-store,mutant-ule-as-ult --programs 75 --seed 3 --shard 0/2 --out %t/s0 > /dev/null 2>&1
; RUN: not passcheck fuzz --passes mutant-drop-store,mutant-ule-as-ult --programs 75 --seed 3 --shard 1/2 --out %t/s1 > /dev/null 2>&1
; RUN: passcheck merge %t/m %t/s0 %t/s1 | FileCheck %s --check-prefix=MERGE
; RUN: python3 %S/Inputs/check-report.py %t/m --same-as %t/a
; MERGE: merged 2 folders: 150 programs; report: {{.*}}/m/report.html

; Bad options are clear user errors.
; RUN: not passcheck fuzz --shard 2/2 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: passcheck fuzz: bad value '2/2' for option '--shard' (expected I/N with 0 <= I < N)
; RUN: not passcheck fuzz --passes nosuch 2>&1 | FileCheck %s --check-prefix=BADP
; BADP: unknown pass 'nosuch'

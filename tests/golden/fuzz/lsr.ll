; A short default-knob campaign of constfold,lsr,lower-div (the default
; pipeline with lsr in it) and one of lsr alone with random knobs: zero
; findings, and lsr changes some of the programs.  The 10-minute random-knob
; campaign of lsr is in make check-long.
; RUN: rm -rf %t && mkdir -p %t
; RUN: passcheck fuzz --passes constfold,lsr,lower-div --programs 1500 --seed 1 --out %t/a > %t/a.log
; RUN: FileCheck %s < %t/a.log
; RUN: passcheck fuzz --passes lsr --knobs random --programs 1500 --seed 900000 --out %t/b > %t/b.log
; RUN: FileCheck %s < %t/b.log
; RUN: python3 -c "import json,sys; p=[x for x in json.load(open(sys.argv[1]))['campaign']['passes'] if x['name']=='lsr'][0]; print('lsr changed', p['changed'] > 0)" %t/a/report.json | FileCheck %s --check-prefix=FIRE
; CHECK: outcomes: ok 1500 mismatch 0 ub-introduced 0 crash 0 timeout-introduced 0 precision 0 invalid-test 0
; CHECK: findings: 0 new, 0 duplicates
; FIRE: lsr changed True

; The SLP pass under the differential oracle: a short campaign of the
; pass alone with random knobs has no finding and changes some programs
; (the fire rate of store-seeded SLP).
; RUN: rm -rf %t && mkdir -p %t
; RUN: passcheck fuzz --passes slp --programs 1500 --seed 101 --knobs random --out %t/f > %t/f.log
; RUN: FileCheck %s --check-prefix=FUZZ < %t/f.log
; RUN: python3 -c "import json,sys; p=json.load(open(sys.argv[1]))['campaign']['passes'][0]; print('slp changed', p['changed'] > 0)" %t/f/report.json | FileCheck %s --check-prefix=FIRE
; FUZZ: outcomes: ok 1500 mismatch 0 ub-introduced 0 crash 0 timeout-introduced 0 precision 0 invalid-test 0
; FIRE: slp changed True

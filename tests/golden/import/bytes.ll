; `passcheck import` of binary crash files: a fuzz_gen decision tape (the
; generator's program is rebuilt from the bytes, checked with the passes in
; a child process and kept as a regular finding, reduced), and a fuzz_div
; input (no program: the verdict, the input bytes and repro.sh are kept).
; Inputs/gen-keep-nsw.bin depends on the generator's choices: a change of
; the generator may need a new tape (any fuzz_gen finding of the mutant).
; RUN: rm -rf %t && mkdir -p %t
; RUN: passcheck import %S/Inputs/gen-keep-nsw.bin --target fuzz_gen --passes mutant-keep-nsw --out %t/gen \
; RUN:   | FileCheck %s --check-prefix=GEN
; RUN: passcheck import %S/Inputs/div-udiv7.bin --target fuzz_div --passes mutant-magic-div --out %t/div \
; RUN:   | FileCheck %s --check-prefix=DIV
; RUN: FileCheck %s --check-prefix=TXT < %t/div/imported/fuzz_div-370da6e8d034/finding.txt
; RUN: not passcheck import %S/Inputs/div-udiv7.bin --target fuzz_div --passes mutant-magic-div --replay

; (Since the Ori shapes grew the tape's program gives an ub-introduced
; finding of the mutant, a poison address, where it gave a mismatch.)
; GEN: gen-keep-nsw.bin: fuzz_gen: ub-introduced: pass mutant-keep-nsw (signature 7103b09eb3da)
; GEN-NEXT: new: {{.*}}/gen/findings/7103b09eb3da
; GEN-NEXT: reduced: {{[0-9]+}} -> {{[0-9]|1[0-9]}} instructions
; DIV: div-udiv7.bin: fuzz_div: udiv i32 x = {{.*}}, y = 0x00000007 (const): expected {{.*}}, got
; DIV-NEXT: new: {{.*}}/div/imported/fuzz_div-
; TXT: target: fuzz_div
; TXT: reproduce: passcheck import input.bin --target fuzz_div --passes mutant-magic-div --replay

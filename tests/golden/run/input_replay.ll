; `passcheck run --save-input F` then `--input F` replays the run bit for
; bit (same status, steps and bytes); options given on the command line
; override the file's.
; RUN: passcheck run %s --seed 9 --grid 2x3 --math host --save-input %t.input | grep -v '^input:' > %t.a
; RUN: passcheck run %s --input %t.input | grep -v '^input:' > %t.b
; RUN: diff %t.a %t.b
; RUN: FileCheck %s --check-prefix=SAVED < %t.input
; RUN: passcheck run %s --input %t.input --grid 1x1 | FileCheck %s --check-prefix=OVERRIDE

; SAVED: passcheck-input 1 {{.*}}grid=2,1,1x3,1,1 math=host
; SAVED: func @mix
; SAVED: arg 0 ptr buffer
; SAVED: arg 1 float
; SAVED: end

; OVERRIDE: input: {{.*}}.input
; OVERRIDE-NEXT: grid: blocks 1,1,1 x threads 1,1,1; math host; approx exact

define void @mix(ptr %buf, float %s) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b = mul i32 %c, 3
  %i = add i32 %b, %t
  %p = getelementptr inbounds float, ptr %buf, i32 %i
  %v = load float, ptr %p, align 4
  %m = fmul float %v, %s
  %e = call float @expf(float %m)
  store float %e, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare float @expf(float)

; `parse` prints nothing on success; -v prints one line per file with the
; number of function definitions and their instructions; - reads stdin.
; RUN: passcheck parse %s | FileCheck %s --allow-empty --check-prefix=QUIET
; RUN: passcheck parse -v %s | FileCheck %s
; RUN: passcheck parse %s --verbose | FileCheck %s
; RUN: passcheck parse -v - < %s | FileCheck %s --check-prefix=STDIN
; RUN: passcheck parse -v %s - %s < %s | FileCheck %s --check-prefix=MANY

; QUIET-NOT: {{.}}
; CHECK: {{^.*}}parse_verbose.ll: 2 functions, 5 instructions{{$}}
; STDIN: {{^}}<stdin>: 2 functions, 5 instructions{{$}}
; MANY: parse_verbose.ll: 2 functions
; MANY-NEXT: <stdin>: 2 functions
; MANY-NEXT: parse_verbose.ll: 2 functions

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define i32 @tid_plus(i32 %x) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r = add i32 %t, %x
  ret i32 %r
}

define void @nothing() {
entry:
  br label %exit

exit:
  ret void
}

; Bad inputs through the CLI: an IR error is "file:line:col: error: ..." with
; exit status 1; so are NUL bytes; an unreadable file is "passcheck: FILE:
; reason"; the other files are still processed.
; RUN: printf 'define i64 @f() {\n  ret i32 0\n}\n' > %t.bad.ll
; RUN: bash -c 'passcheck parse %t.bad.ll; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: printf 'define void @f() {\n  ret void\000\n}\n' | not passcheck parse - 2>&1 | FileCheck %s --check-prefix=NUL
; RUN: rm -f %t.missing
; RUN: bash -c 'passcheck verify %t.missing %s; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: not passcheck print %S 2>&1 | FileCheck %s --check-prefix=DIR
; RUN: printf 'define i32 @f() {\n' | not passcheck verify - 2>&1 | FileCheck %s --check-prefix=EOF

; BAD: {{^.*}}.bad.ll:2:{{[0-9]+}}: error: {{.+}}
; BAD-NEXT: exit=1

; NUL: {{^}}<stdin>:2:{{[0-9]+}}: error: {{.+}}

; MISSING: passcheck: {{.*}}.missing: No such file or directory
; MISSING: bad_input.ll: ok
; MISSING-NEXT: exit=1

; DIR: passcheck: {{.*}}cli: Is a directory

; EOF: {{^}}<stdin>:{{[12]}}:{{[0-9]+}}: error: {{.+}}

define void @g() {
  ret void
}

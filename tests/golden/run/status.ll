; `passcheck run` exit statuses: 0 for an ok run, 1 when the run ends in
; undefined behaviour (the result is printed, with the reason and the
; instruction) or a trap, 1 for user errors.
; RUN: bash -c 'passcheck run %s --func div --grid 1x1; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=UB
; RUN: bash -c 'passcheck run %s --func trap --grid 1x1; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=TRAP
; RUN: bash -c 'passcheck run %s --func ok --grid 1x1; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: bash -c 'passcheck run %s --func nothere; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=NOFUNC
; RUN: bash -c 'passcheck run %s --grid 0x4; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=BADGRID
; RUN: bash -c 'passcheck run %s --math gmp; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=BADMATH
; RUN: bash -c 'passcheck run %s --seed 1 --input x.input; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=BOTH
; RUN: bash -c 'passcheck run; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=NOFILE
; RUN: bash -c 'passcheck run %s --steps; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=NOVAL

; UB: status: ub: {{.*}}division by zero
; UB-NEXT: at: @div: %q = sdiv i32 %a, 0
; UB: exit=1

; TRAP: status: trap
; TRAP: exit=1

; OK: status: ok
; OK: return: i32 0x{{[0-9a-f]+}}
; OK: exit=0

; NOFUNC: passcheck run: {{.*}}status.ll: no function definition named 'nothere'
; NOFUNC: exit=1
; BADGRID: passcheck run: bad value '0x4' for option '--grid' (expected BxT or Bx,By,BzxTx,Ty,Tz)
; BADGRID: exit=1
; BADMATH: passcheck run: bad value 'gmp' for option '--math' (expected mpfr or host)
; BADMATH: exit=1
; BOTH: --input and --seed exclude each other
; BOTH: exit=1
; NOFILE: passcheck run: no input file (use - for stdin)
; NOFILE: exit=1
; NOVAL: passcheck run: option '--steps' needs a value
; NOVAL: exit=1

define i32 @div(i32 %a) {
  %q = sdiv i32 %a, 0
  ret i32 %q
}

define void @trap() {
  call void @llvm.trap()
  unreachable
}

define i32 @ok(i32 %a) {
  %r = and i32 %a, 255
  ret i32 %r
}

declare void @llvm.trap()

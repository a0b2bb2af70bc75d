; passcheck reduce narrows integer types: a mutant-ule-as-ult finding on a
; kernel that computes in i64 reduces to a few instructions on i8 (the
; web of the stored value halved three times, the casts into it gone);
; the result still reproduces through reduced.sh.
; RUN: rm -rf %t && not passcheck check %s -passes=mutant-ule-as-ult --grid 1x4 --out %t > /dev/null
; RUN: passcheck reduce %t/findings/* | FileCheck %s --check-prefix=SUM
; RUN: sed -n '/^define/,/^}/p' %t/findings/*/reduced.ll | FileCheck %s --check-prefix=RED
; RUN: not env PASSCHECK=passcheck sh %t/findings/*/reduced.sh | FileCheck %s --check-prefix=STILL
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %pi = getelementptr i64, ptr addrspace(1) %in, i64 %t64
  %x = load i64, ptr addrspace(1) %pi
  %y = and i64 %x, 255
  %z = add i64 %y, %t64
  %c = icmp ule i64 %z, 3
  %s = select i1 %c, i64 %z, i64 1000
  %po = getelementptr i64, ptr addrspace(1) %out, i64 %t64
  store i64 %s, ptr addrspace(1) %po
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; SUM: reduced {{[0-9a-f]+}}: 11 -> 4 instructions
; RED-NOT: i64
; RED-NOT: zext
; RED: icmp ule
; RED: store i8
; RED-NOT: i64
; STILL: signature: {{ *[0-9a-f]+}} (mutant-ule-as-ult|mismatch|store)

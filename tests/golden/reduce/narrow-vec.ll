; passcheck reduce halves vector widths: a mutant-ule-as-ult finding on a
; kernel that loads, computes and stores <8 x i32> reduces to one select
; of <1 x i32> values and its store (the lane-wise web halved three
; times, constant vectors cut to their first lanes); it still reproduces.
; The count depends on the finding's input: 6 instructions from today's
; (the load and extractelement of the compared lane stay), 4 from an
; earlier generator's (the comparison folded to constants).
; RUN: rm -rf %t && not passcheck check %s -passes=mutant-ule-as-ult --grid 1x4 --out %t > /dev/null
; RUN: passcheck reduce %t/findings/* | FileCheck %s --check-prefix=SUM
; RUN: sed -n '/^define/,/^}/p' %t/findings/*/reduced.ll | FileCheck %s --check-prefix=RED
; RUN: not env PASSCHECK=passcheck sh %t/findings/*/reduced.sh | FileCheck %s --check-prefix=STILL
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr <8 x i32>, ptr addrspace(1) %in, i32 %t
  %x = load <8 x i32>, ptr addrspace(1) %pi
  %y = and <8 x i32> %x, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %z = add <8 x i32> %y, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %e = extractelement <8 x i32> %z, i32 0
  %c = icmp ule i32 %e, 5
  %s = select i1 %c, <8 x i32> %z, <8 x i32> zeroinitializer
  %po = getelementptr <8 x i32>, ptr addrspace(1) %out, i32 %t
  store <8 x i32> %s, ptr addrspace(1) %po
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; SUM: reduced {{[0-9a-f]+}}: 11 -> 6 instructions
; RED-NOT: <8 x
; RED: icmp ule
; RED: select i1 %c, <1 x i32>
; RED: store <1 x i32>
; RED-NOT: <8 x
; STILL: signature: {{ *[0-9a-f]+}} (mutant-ule-as-ult|mismatch|store)

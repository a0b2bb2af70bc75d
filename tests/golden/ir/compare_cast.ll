; Compares, select, freeze and every cast.
; RUN: passcheck print %s | FileCheck %s

define i64 @casts(i32 %a, double %d, ptr %p, ptr addrspace(3) %s) {
; CHECK-LABEL: define i64 @casts(
; CHECK-NEXT: %c1 = icmp slt i32 %a, 0
; CHECK-NEXT: %c2 = icmp ule ptr %p, null
; CHECK-NEXT: %c3 = fcmp nnan uno double %d, %d
; CHECK-NEXT: %c4 = fcmp oge double %d, 0.000000e+00
; CHECK-NEXT: %x = select i1 %c1, i32 %a, i32 0
; CHECK-NEXT: %fr = freeze i32 %x
; CHECK-NEXT: %t = trunc i32 %fr to i8
; CHECK-NEXT: %z = zext i8 %t to i64
; CHECK-NEXT: %sx = sext i32 %a to i64
; CHECK-NEXT: %ft = fptrunc double %d to float
; CHECK-NEXT: %fe = fpext float %ft to double
; CHECK-NEXT: %fu = fptoui double %fe to i32
; CHECK-NEXT: %fs = fptosi double %fe to i16
; CHECK-NEXT: %uf = uitofp i32 %fu to float
; CHECK-NEXT: %sf = sitofp i16 %fs to half
; CHECK-NEXT: %pi = ptrtoint ptr %p to i64
; CHECK-NEXT: %ip = inttoptr i64 %pi to ptr addrspace(1)
; CHECK-NEXT: %bc = bitcast double %d to i64
; CHECK-NEXT: %as = addrspacecast ptr addrspace(3) %s to ptr
; CHECK-NEXT: %vc = bitcast <2 x i32> <i32 1, i32 2> to i64
  %c1 = icmp slt i32 %a, 0
  %c2 = icmp ule ptr %p, null
  %c3 = fcmp nnan uno double %d, %d
  %c4 = fcmp oge double %d, 0.0
  %x = select i1 %c1, i32 %a, i32 0
  %fr = freeze i32 %x
  %t = trunc i32 %fr to i8
  %z = zext i8 %t to i64
  %sx = sext i32 %a to i64
  %ft = fptrunc double %d to float
  %fe = fpext float %ft to double
  %fu = fptoui double %fe to i32
  %fs = fptosi double %fe to i16
  %uf = uitofp i32 %fu to float
  %sf = sitofp i16 %fs to half
  %pi = ptrtoint ptr %p to i64
  %ip = inttoptr i64 %pi to ptr addrspace(1)
  %bc = bitcast double %d to i64
  %as = addrspacecast ptr addrspace(3) %s to ptr
  %vc = bitcast <2 x i32> <i32 1, i32 2> to i64
  %r = add i64 %z, %sx
  ret i64 %r
}

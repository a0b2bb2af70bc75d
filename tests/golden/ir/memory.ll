; Memory instructions: alloca, load/store (volatile, atomic), GEP, atomics, fences.
; RUN: passcheck print %s | FileCheck %s

@shared = internal addrspace(3) global [64 x float] undef, align 4

define void @mem(ptr %p, ptr addrspace(1) %g, i64 %i) {
; CHECK-LABEL: define void @mem(
; CHECK-NEXT: %a = alloca [4 x i32], align 16
; CHECK-NEXT: %l = alloca i64, i32 2, align 8, addrspace(5)
; CHECK-NEXT: %q = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 %i
; CHECK-NEXT: store i32 7, ptr %q, align 4
; CHECK-NEXT: %v = load volatile i32, ptr %q, align 4
; CHECK-NEXT: store volatile i32 %v, ptr %p, align 1
; CHECK-NEXT: %x = load atomic i32, ptr addrspace(1) %g monotonic, align 4
; CHECK-NEXT: store atomic i32 %x, ptr addrspace(1) %g release, align 4
; CHECK-NEXT: %s = getelementptr inbounds [64 x float], ptr addrspace(3) @shared, i64 0, i64 %i
; CHECK-NEXT: %f = load float, ptr addrspace(3) %s, align 4
; CHECK-NEXT: %old = atomicrmw add ptr addrspace(1) %g, i32 1 seq_cst, align 4
; CHECK-NEXT: %fo = atomicrmw volatile fadd ptr addrspace(3) %s, float %f syncscope("block") monotonic, align 4
; CHECK-NEXT: %cx = cmpxchg weak ptr %p, i32 %old, i32 0 acq_rel acquire, align 4
; CHECK-NEXT: %ok = extractvalue { i32, i1 } %cx, 1
; CHECK-NEXT: fence syncscope("block") seq_cst
; CHECK-NEXT: store i64 %i, ptr addrspace(5) %l, align 8
  %a = alloca [4 x i32], align 16
  %l = alloca i64, i32 2, align 8, addrspace(5)
  %q = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 %i
  store i32 7, ptr %q, align 4
  %v = load volatile i32, ptr %q, align 4
  store volatile i32 %v, ptr %p, align 1
  %x = load atomic i32, ptr addrspace(1) %g monotonic, align 4
  store atomic i32 %x, ptr addrspace(1) %g release, align 4
  %s = getelementptr inbounds [64 x float], ptr addrspace(3) @shared, i64 0, i64 %i
  %f = load float, ptr addrspace(3) %s, align 4
  %old = atomicrmw add ptr addrspace(1) %g, i32 1 seq_cst, align 4
  %fo = atomicrmw volatile fadd ptr addrspace(3) %s, float %f syncscope("block") monotonic, align 4
  %cx = cmpxchg weak ptr %p, i32 %old, i32 0 acq_rel acquire, align 4
  %ok = extractvalue { i32, i1 } %cx, 1
  fence syncscope("block") seq_cst
  store i64 %i, ptr addrspace(5) %l, align 8
  ret void
}

define i32 @f(ptr addrspace(1) %p, ptr addrspace(3) %s, float %x) {
  %1 = atomicrmw add ptr addrspace(1) %p, i32 1 monotonic, align 4
  %2 = atomicrmw sub ptr addrspace(1) %p, i32 %1 seq_cst, align 4
  %3 = atomicrmw xchg ptr addrspace(3) %s, i32 %2 acquire, align 4
  %4 = atomicrmw and ptr addrspace(1) %p, i32 %3 release, align 4
  %5 = atomicrmw nand ptr addrspace(1) %p, i32 %4 acq_rel, align 4
  %6 = atomicrmw or ptr addrspace(1) %p, i32 %5 syncscope("block") monotonic, align 4
  %7 = atomicrmw xor ptr addrspace(1) %p, i32 %6 monotonic, align 4
  %8 = atomicrmw max ptr addrspace(1) %p, i32 %7 monotonic, align 4
  %9 = atomicrmw min ptr addrspace(1) %p, i32 %8 monotonic, align 4
  %10 = atomicrmw umax ptr addrspace(1) %p, i32 %9 monotonic, align 4
  %11 = atomicrmw umin ptr addrspace(1) %p, i32 %10 monotonic, align 4
  %12 = atomicrmw fadd ptr addrspace(1) %p, float %x monotonic, align 4
  %13 = atomicrmw volatile uinc_wrap ptr addrspace(1) %p, i32 %11 syncscope("device") monotonic, align 4
  %14 = atomicrmw udec_wrap ptr addrspace(1) %p, i32 %13 monotonic, align 4
  %15 = cmpxchg ptr addrspace(1) %p, i32 %14, i32 0 seq_cst seq_cst, align 4
  %16 = extractvalue { i32, i1 } %15, 0
  %17 = cmpxchg weak volatile ptr addrspace(3) %s, i32 %16, i32 1 syncscope("block") acq_rel monotonic, align 4
  %18 = extractvalue { i32, i1 } %17, 1
  fence syncscope("block") acq_rel
  fence seq_cst
  %r = select i1 %18, i32 %16, i32 %1
  ret i32 %r
}

// atomics_mix: the atomic operation zoo: atomicSub/Exch/Min/Max/And/Or/Xor,
// unsigned Min/Max, atomicInc/atomicDec (wrapping counters), a 64-bit
// atomicAdd, and C11-style __atomic builtins with explicit orderings
// (acquire load, release store, seq_cst fence, strong compare-exchange).
// Shapes: atomicrmw sub/xchg/min/max/umin/umax/and/or/xor/add, the NVVM
// intrinsics llvm.nvvm.atomic.load.inc/dec.32, `load atomic ... acquire`,
// `store atomic ... release`, `fence seq_cst`, cmpxchg with
// extractvalue of {i32, i1}.
// Launch: any 1D grid; counters[] holds 16 ints; flags[] holds n ints.
// Final values are order-independent except for xchg/inc/dec/CAS results.
#include "cuda_min.h"

__global__ void atomics_mix(const int *v, int *counters, unsigned *ucount,
                            unsigned long long *total, int *flags, int *old,
                            int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int x = v[i];
  atomicSub(&counters[0], 1);
  atomicMin(&counters[1], x);
  atomicMax(&counters[2], x);
  atomicAnd(&counters[3], ~(int)(1u << (x & 31)));
  atomicOr(&counters[4], 1 << (x & 15));
  atomicXor(&counters[5], x);
  old[i] = atomicExch(&counters[6], i);
  atomicMin(&ucount[0], (unsigned)x);
  atomicMax(&ucount[1], (unsigned)x);
  atomicInc(&ucount[2], 63u);
  atomicDec(&ucount[3], 63u);
  atomicAdd(total, (unsigned long long)(unsigned)x);
  int expected = 0;
  if (__atomic_compare_exchange_n(&counters[7], &expected, i + 1, false,
                                  __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
    __atomic_store_n(&flags[i], 1, __ATOMIC_RELEASE);
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  int seen = __atomic_load_n(&counters[7], __ATOMIC_ACQUIRE);
  if (seen == i + 1)
    __atomic_fetch_add(&counters[8], 1, __ATOMIC_RELAXED);
}

// atomic_cas_loop: read-modify-write through compare-and-swap loops: a
// float atomic max built on 32-bit atomicCAS and __float_as_int, and a
// double atomic add built on 64-bit atomicCAS (the classic pre-sm_60
// pattern). Both retry until the CAS observes the value it read.
// Shapes: `cmpxchg` i32/i64 (front end emits cmpxchg + extractvalue),
// do-while loops whose exit depends on the CAS result, float/double <->
// integer reinterpretation via llvm.nvvm.bitcast.* intrinsics (kept as
// calls even at -O3),
// relaxed `load atomic` for the initial read (no data race).
// Note: the double sum depends on the order in which threads run.
// Launch: any 1D grid; *maxv initialised (e.g. -inf), *sum pre-zeroed.
#include "cuda_min.h"

CK_INL float atomic_max_float(float *addr, float val) {
  int *ai = (int *)addr;
  int old = __atomic_load_n(ai, __ATOMIC_RELAXED), assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= val)
      break;
    old = atomicCAS(ai, assumed, __float_as_int(val));
  } while (assumed != old);
  return __int_as_float(old);
}

CK_INL double atomic_add_double(double *addr, double val) {
  unsigned long long *au = (unsigned long long *)addr;
  unsigned long long old = __atomic_load_n(au, __ATOMIC_RELAXED), assumed;
  do {
    assumed = old;
    old = atomicCAS(au, assumed,
                    (unsigned long long)__double_as_longlong(
                        val + __longlong_as_double((long long)assumed)));
  } while (assumed != old);
  return __longlong_as_double((long long)old);
}

__global__ void atomic_cas_loop(const float *x, float *maxv, double *sum,
                                int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  atomic_max_float(maxv, x[i]);
  atomic_add_double(sum, (double)x[i]);
}

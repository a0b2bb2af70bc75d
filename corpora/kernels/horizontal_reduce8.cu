// horizontal_reduce8: per-thread horizontal reductions of 8 adjacent
// elements: float sum a[0]+...+a[7] (not reassociable without fast-math),
// integer sum (reassociable), and integer max (ternaries -> llvm.smax).
// Shapes: SLP horizontal-reduction candidates (vector.reduce intrinsics
// for the integer cases at -O3), long chains of dependent adds.
// Launch: any 1D grid; inputs hold 8*n elements.
#include "cuda_min.h"

__global__ void horizontal_reduce8(const float *a, const unsigned *u,
                                   const int *s, float *fsum, unsigned *usum,
                                   int *smax, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float *p = a + 8 * i;
  fsum[i] = p[0] + p[1] + p[2] + p[3] + p[4] + p[5] + p[6] + p[7];
  const unsigned *q = u + 8 * i;
  usum[i] = q[0] + q[1] + q[2] + q[3] + q[4] + q[5] + q[6] + q[7];
  const int *r = s + 8 * i;
  int m = r[0];
  m = max(m, r[1]); m = max(m, r[2]); m = max(m, r[3]);
  m = max(m, r[4]); m = max(m, r[5]); m = max(m, r[6]); m = max(m, r[7]);
  smax[i] = m;
}

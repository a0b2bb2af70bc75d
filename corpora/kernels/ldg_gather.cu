// ldg_gather: indirect gather out[i] = table[idx[i]] * w[i] through the
// read-only data cache (__ldg), with restrict-qualified pointers, and a
// sparse matrix-vector product in CSR form (row loop bounds loaded from
// memory, indirect x[col[j]] accesses).
// Shapes: llvm.nvvm.ldg.global.f / .i intrinsics with an alignment
// operand, noalias arguments, data-dependent inner loop trip counts.
// Launch: any 1D grid; idx values in [0, tsize), tsize > 0; CSR valid.
#include "cuda_min.h"

__global__ void ldg_gather(const int *__restrict__ idx,
                           const float *__restrict__ table,
                           const float *__restrict__ w,
                           float *__restrict__ out, int tsize, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int k = __ldg(&idx[i]);
  k = k < 0 ? 0 : (k >= tsize ? tsize - 1 : k);
  out[i] = __ldg(&table[k]) * __ldg(&w[i]);
}

__global__ void spmv_csr(const int *__restrict__ rowptr,
                         const int *__restrict__ col,
                         const float *__restrict__ val,
                         const float *__restrict__ x, float *__restrict__ y,
                         int rows) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows)
    return;
  float sum = 0.0f;
  for (int j = __ldg(&rowptr[r]); j < __ldg(&rowptr[r + 1]); ++j)
    sum += __ldg(&val[j]) * __ldg(&x[__ldg(&col[j])]);
  y[r] = sum;
}

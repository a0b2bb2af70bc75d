// matmul_naive: C (m x p) = A (m x k) * B (k x p), one thread per output,
// straight dot-product loop over global memory.
// Shapes: loop with two strided address streams (unit stride and stride p),
// a classic LSR/IndVarSimplify target; runtime-unrolled at -O3.
// Launch: 2D grid covering p (x) by m (y).
#include "cuda_min.h"

__global__ void matmul_naive(const float *A, const float *B, float *C, int m,
                             int k, int p) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= m || col >= p)
    return;
  float sum = 0.0f;
  for (int j = 0; j < k; ++j)
    sum += A[row * k + j] * B[j * p + col];
  C[row * p + col] = sum;
}

// dot_product: each block multiplies its slice of x and y, tree-reduces the
// products in shared memory (halving stride, __syncthreads between steps)
// and thread 0 atomically adds the block sum to *result.
// Shapes: addrspace(3) shared array, barriers inside a loop, loop with a
// shifting induction variable, atomicrmw fadd, phi-heavy loop control.
// Launch: blockDim.x == 256 (power of two, <= 256); *result pre-zeroed.
#include "cuda_min.h"

#define BLOCK 256

__global__ void dot_product(const float *x, const float *y, float *result,
                            int n) {
  __shared__ float partial[BLOCK];
  int tid = threadIdx.x;
  int i = blockIdx.x * blockDim.x + tid;
  partial[tid] = (i < n) ? x[i] * y[i] : 0.0f;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      partial[tid] += partial[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    atomicAdd(result, partial[0]);
}

// softmax: row-wise softmax of a rows x cols matrix, one block per row.
// Three passes over the row: block max-reduction, exp(x - max) with a
// block sum-reduction, then a divide by the sum.
// Shapes: a shared reduction helper inlined twice (max via fmaxf ->
// llvm.maxnum, sum via fadd), blockDim-strided loops, expf external calls,
// FP division by a loop-invariant value (not turned into a reciprocal
// without fast-math).
// Launch: gridDim.x == rows, blockDim.x == 128.
#include "cuda_min.h"

#define BLOCK 128

template <bool IsMax>
__device__ __forceinline__ float block_reduce(float v, float *sh) {
  unsigned tid = threadIdx.x;
  sh[tid] = v;
  __syncthreads();
  for (unsigned s = BLOCK / 2; s > 0; s >>= 1) {
    if (tid < s)
      sh[tid] = IsMax ? fmaxf(sh[tid], sh[tid + s]) : sh[tid] + sh[tid + s];
    __syncthreads();
  }
  float r = sh[0];
  __syncthreads();
  return r;
}

__global__ void softmax(const float *x, float *y, int cols) {
  __shared__ float sh[BLOCK];
  const float *row = x + (long)blockIdx.x * cols;
  float *orow = y + (long)blockIdx.x * cols;
  float m = -__builtin_inff();
  for (int c = threadIdx.x; c < cols; c += BLOCK)
    m = fmaxf(m, row[c]);
  m = block_reduce<true>(m, sh);
  float s = 0.0f;
  for (int c = threadIdx.x; c < cols; c += BLOCK) {
    float e = expf(row[c] - m);
    orow[c] = e;
    s += e;
  }
  s = block_reduce<false>(s, sh);
  for (int c = threadIdx.x; c < cols; c += BLOCK)
    orow[c] = orow[c] / s;
}

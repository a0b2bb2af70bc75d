// unroll4_arrays: sliding-window multiply-add over four input arrays read at
// A[tid+i], B[tid+i], C[tid+i], D[tid+i] for i in [0, len), with
// #pragma unroll 4. Each thread writes only out[tid] (no write races).
// Shapes: loop-strength-reduction of four address streams sharing one
// offset, partial unroll by 4 with a remainder loop (llvm.loop metadata),
// SLP opportunities across unrolled iterations, fmuladd chains.
// Launch: any 1D grid; A..D must hold n + len - 1 elements, len >= 0.
#include "cuda_min.h"

__global__ void unroll4_arrays(const float *A, const float *B, const float *C,
                               const float *D, float *out, int n, int len) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (tid >= n)
    return;
  float acc = 0.0f;
#pragma unroll 4
  for (int i = 0; i < len; ++i)
    acc += A[tid + i] * B[tid + i] + C[tid + i] * D[tid + i];
  out[tid] = acc;
}

// layernorm: per-row layer normalisation y = (x - mean) * rstd * gamma + beta
// with rstd = rsqrt(var + eps). One warp per row; mean and variance are
// reduced with butterfly shuffles (__shfl_xor_sync), two passes.
// Shapes: llvm.nvvm.shfl.sync.bfly.f32, llvm.nvvm.rsqrt.approx.f,
// sitofp of the column count, fdiv by a converted integer, 64-bit row
// offsets, lane-strided loops.
// Launch: blockDim.x == 32, gridDim.x == rows.
#include "cuda_min.h"

CK_INL float warp_allreduce_sum(float v) {
  for (int m = 16; m >= 1; m >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, m);
  return v;
}

__global__ void layernorm(const float *x, const float *gamma,
                          const float *beta, float *y, int cols, float eps) {
  long off = (long)blockIdx.x * cols;
  int lane = threadIdx.x;
  float s = 0.0f;
  for (int c = lane; c < cols; c += 32)
    s += x[off + c];
  float mean = warp_allreduce_sum(s) / (float)cols;
  float v = 0.0f;
  for (int c = lane; c < cols; c += 32) {
    float d = x[off + c] - mean;
    v += d * d;
  }
  float var = warp_allreduce_sum(v) / (float)cols;
  float rstd = rsqrtf(var + eps);
  for (int c = lane; c < cols; c += 32)
    y[off + c] = (x[off + c] - mean) * rstd * gamma[c] + beta[c];
}

// warp_shuffle_reduce: block sum via warp shuffles. Each warp reduces its
// values with __shfl_down_sync (offsets 16..1, unrolled), lane 0 of every
// warp stores to shared memory, and warp 0 reduces the per-warp sums.
// Shapes: llvm.nvvm.shfl.sync.down.f32, unrolled constant-trip loop,
// lane/warp id via and/lshr, barrier between two phases.
// Launch: blockDim.x a multiple of 32, <= 1024.
#include "cuda_min.h"

CK_INL float warp_sum(float v) {
#pragma unroll
  for (int off = 16; off > 0; off >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, off);
  return v;
}

__global__ void warp_shuffle_reduce(const float *in, float *out, int n) {
  __shared__ float warp_sums[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x >> 5;
  float v = (i < n) ? in[i] : 0.0f;
  v = warp_sum(v);
  if (lane == 0)
    warp_sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int nwarps = blockDim.x >> 5;
    v = (lane < nwarps) ? warp_sums[lane] : 0.0f;
    v = warp_sum(v);
    if (lane == 0)
      out[blockIdx.x] = v;
  }
}

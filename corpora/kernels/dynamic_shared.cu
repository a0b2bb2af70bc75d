// dynamic_shared: 1D convolution (radius 3) staged through dynamically
// sized shared memory (extern __shared__), with halo cells loaded by the
// first and last RADIUS threads of each block.
// Shapes: `external addrspace(3) global [0 x float]`, shared indices offset
// by a constant halo, zero padding at array ends, barrier between load and
// compute phases, unrolled 7-tap loop.
// Launch: blockDim.x >= 3; dynamic shared size (blockDim.x + 6) * 4 bytes.
#include "cuda_min.h"

#define RADIUS 3

extern __shared__ float halo_buf[];

__global__ void conv1d_dynamic_shared(const float *in, float *out,
                                      const float *w, int n) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int l = threadIdx.x + RADIUS;
  halo_buf[l] = (g < n) ? in[g] : 0.0f;
  if (threadIdx.x < RADIUS) {
    int left = g - RADIUS;
    int right = g + (int)blockDim.x;
    halo_buf[l - RADIUS] = (left >= 0 && left < n) ? in[left] : 0.0f;
    halo_buf[l + blockDim.x] = (right < n) ? in[right] : 0.0f;
  }
  __syncthreads();
  if (g >= n)
    return;
  float acc = 0.0f;
#pragma unroll
  for (int k = -RADIUS; k <= RADIUS; ++k)
    acc += w[k + RADIUS] * halo_buf[l + k];
  out[g] = acc;
}

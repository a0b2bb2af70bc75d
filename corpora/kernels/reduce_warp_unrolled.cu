// reduce_warp_unrolled: block sum reduction. Shared-memory tree down to 64
// elements, then the last warp finishes with a fully unrolled tail that
// goes through a volatile pointer with __syncwarp() between read and write
// (race-free under the Volta memory model). Each block writes out[blockIdx.x].
// Shapes: volatile loads/stores in addrspace(3) reached through a generic
// pointer (addrspacecast), llvm.nvvm.bar.warp.sync, a 2x-load prologue
// (each thread sums two elements), unrolled straight-line code.
// Launch: blockDim.x == 256; gridDim.x * 512 >= n.
#include "cuda_min.h"

#define BLOCK 256

__global__ void reduce_warp_unrolled(const float *in, float *out, unsigned n) {
  __shared__ float sdata[BLOCK];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (BLOCK * 2) + tid;
  float v = 0.0f;
  if (i < n)
    v = in[i];
  if (i + BLOCK < n)
    v += in[i + BLOCK];
  sdata[tid] = v;
  __syncthreads();
  for (unsigned s = BLOCK / 2; s > 32; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32) {
    volatile float *vs = sdata;
    float t;
    t = vs[tid] + vs[tid + 32]; __syncwarp(); vs[tid] = t; __syncwarp();
    t = vs[tid] + vs[tid + 16]; __syncwarp(); vs[tid] = t; __syncwarp();
    t = vs[tid] + vs[tid + 8];  __syncwarp(); vs[tid] = t; __syncwarp();
    t = vs[tid] + vs[tid + 4];  __syncwarp(); vs[tid] = t; __syncwarp();
    t = vs[tid] + vs[tid + 2];  __syncwarp(); vs[tid] = t; __syncwarp();
    t = vs[tid] + vs[tid + 1];  __syncwarp(); vs[tid] = t;
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}

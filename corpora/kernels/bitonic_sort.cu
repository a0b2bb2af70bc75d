// bitonic_sort: in-block bitonic sort of 512 floats in shared memory (one
// element per thread); each block sorts its own segment ascending.
// Shapes: doubly nested loops over power-of-two sizes with barriers in the
// inner loop, partner index tid ^ j (xor), direction test (tid & k) == 0,
// conditional swap of two shared-memory values (select or branch).
// Launch: blockDim.x == 512; data holds gridDim.x * 512 floats.
// With NaNs in the input the result is not sorted, but still defined.
#include "cuda_min.h"

#define N 512

__global__ void bitonic_sort(float *data) {
  __shared__ float s[N];
  unsigned tid = threadIdx.x;
  float *seg = data + blockIdx.x * N;
  s[tid] = seg[tid];
  __syncthreads();
  for (unsigned k = 2; k <= N; k <<= 1) {
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      unsigned p = tid ^ j;
      if (p > tid) {
        float a = s[tid], b = s[p];
        bool up = (tid & k) == 0;
        if ((a > b) == up) {
          s[tid] = b;
          s[p] = a;
        }
      }
      __syncthreads();
    }
  }
  seg[tid] = s[tid];
}

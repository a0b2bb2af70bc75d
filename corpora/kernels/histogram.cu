// histogram: 256-bin byte histogram. Bins are zeroed and accumulated in
// shared memory with atomicAdd, then merged into the global histogram.
// Shapes: atomicrmw add on addrspace(3) memory through generic pointers,
// grid-stride loop, zext of i8 loads, strided init loop over blockDim.
// Launch: any 1D grid; hist (256 unsigned) pre-zeroed.
#include "cuda_min.h"

#define BINS 256

__global__ void histogram(const unsigned char *data, unsigned n,
                          unsigned *hist) {
  __shared__ unsigned local[BINS];
  for (unsigned b = threadIdx.x; b < BINS; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  unsigned stride = blockDim.x * gridDim.x;
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
    atomicAdd(&local[data[i]], 1u);
  __syncthreads();
  for (unsigned b = threadIdx.x; b < BINS; b += blockDim.x)
    if (local[b] != 0)
      atomicAdd(&hist[b], local[b]);
}

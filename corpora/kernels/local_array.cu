// local_array: 1D median-of-9 filter. Each thread copies a 9-element window
// into a private array, insertion-sorts it with data-dependent indices, and
// writes the middle element; plus a private histogram-of-8 indexed by the
// low bits of the data.
// Shapes: `alloca [9 x float]` / `alloca [8 x i32]` (generic address space
// in NVPTX IR) that SROA cannot fully promote because of dynamic indexing,
// llvm.memset/lifetime intrinsics, inner while loop with two exit
// conditions.
// Launch: any 1D grid; in holds n + 8 floats, bins holds n+7 unsigned.
#include "cuda_min.h"

__global__ void median9(const float *in, float *out, const unsigned *bins,
                        unsigned *mode, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float w[9];
  for (int k = 0; k < 9; ++k)
    w[k] = in[i + k];
  for (int k = 1; k < 9; ++k) {
    float v = w[k];
    int j = k - 1;
    while (j >= 0 && w[j] > v) {
      w[j + 1] = w[j];
      --j;
    }
    w[j + 1] = v;
  }
  out[i] = w[4];
  unsigned cnt[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  for (int k = 0; k < 8; ++k)
    cnt[bins[i + k] & 7] += 1;
  unsigned best = 0;
  for (unsigned k = 1; k < 8; ++k)
    if (cnt[k] > cnt[best])
      best = k;
  mode[i] = best;
}

// grid_stride: grid-stride loop computing y[i] = x[i]*x[i] - 3*x[i] + 2 and a
// per-thread partial sum that is atomically added to *total.
// Shapes: loop whose step is blockDim.x*gridDim.x (loop-invariant but
// unknown), unsigned induction variable with icmp ult exit, loop-carried
// float reduction, one atomicrmw fadd after the loop.
// Launch: any 1D grid; *total pre-zeroed.
#include "cuda_min.h"

__global__ void grid_stride(const float *x, float *y, float *total,
                            unsigned n) {
  float part = 0.0f;
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    float v = x[i];
    float r = v * v - 3.0f * v + 2.0f;
    y[i] = r;
    part += r;
  }
  atomicAdd(total, part);
}

// saxpy: y[i] = a * x[i] + y[i] over n elements, one thread per element.
// Shapes: the canonical guarded-index kernel; fmul+fadd contraction into
// llvm.fmuladd, sext/zext of the 32-bit index, inbounds GEPs.
// Launch: any grid; threads with i >= n do nothing.
#include "cuda_min.h"

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

// loop_i64: loops with 64-bit induction variables: a size_t grid-stride
// copy-with-scale and a signed 64-bit strided gather where the index is
// computed in 64 bits (i * stride + offset).
// Shapes: i64 phi nodes, i64 icmp/add, mul of 64-bit IV by a loop-invariant
// stride (LSR), zext of 32-bit special registers to 64 bits.
// Launch: any 1D grid; src holds at least (n-1)*stride+offset+1 elements.
#include "cuda_min.h"

typedef unsigned long size_t;

__global__ void loop_i64_scale(const double *src, double *dst, size_t n,
                               double s) {
  size_t step = (size_t)blockDim.x * gridDim.x;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += step)
    dst[i] = src[i] * s;
}

__global__ void loop_i64_gather(const float *src, float *dst, long long n,
                                long long stride, long long offset) {
  long long t = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  long long total = (long long)blockDim.x * gridDim.x;
  for (long long i = t; i < n; i += total)
    dst[i] = src[i * stride + offset];
}

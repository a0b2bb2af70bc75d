// vector_add: c[i] = a[i] + b[i] with __restrict__ pointers, plus a second
// kernel adding with an integer bias for the int variant.
// Shapes: noalias arguments, unsigned index compare (icmp ult), zext GEP
// indices; the int kernel uses wrapping unsigned arithmetic (no UB).
// Launch: any grid.
#include "cuda_min.h"

__global__ void vector_add(const float *__restrict__ a,
                           const float *__restrict__ b,
                           float *__restrict__ c, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

__global__ void vector_add_u32(const unsigned *a, const unsigned *b,
                               unsigned *c, unsigned bias, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i] + bias;
}

// scan_blelloch: work-efficient exclusive prefix sum (Blelloch up-sweep /
// down-sweep) of 2*blockDim.x unsigned integers in shared memory; each
// block scans its own segment and also writes its total to sums[blockIdx.x].
// Shapes: two loops with shifting strides and barriers, index math
// offset*(2*tid+1)-1, swap through a temporary, unsigned wrap-around adds.
// Launch: blockDim.x == 256 (power of two); segments of 512 elements.
#include "cuda_min.h"

#define SEG 512

__global__ void scan_blelloch(const unsigned *in, unsigned *out,
                              unsigned *sums, unsigned n) {
  __shared__ unsigned temp[SEG];
  unsigned tid = threadIdx.x;
  unsigned base = blockIdx.x * SEG;
  temp[2 * tid] = (base + 2 * tid < n) ? in[base + 2 * tid] : 0u;
  temp[2 * tid + 1] = (base + 2 * tid + 1 < n) ? in[base + 2 * tid + 1] : 0u;
  unsigned offset = 1;
  for (unsigned d = SEG >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (tid < d)
      temp[offset * (2 * tid + 2) - 1] += temp[offset * (2 * tid + 1) - 1];
    offset <<= 1;
  }
  if (tid == 0) {
    sums[blockIdx.x] = temp[SEG - 1];
    temp[SEG - 1] = 0;
  }
  for (unsigned d = 1; d < SEG; d <<= 1) {
    offset >>= 1;
    __syncthreads();
    if (tid < d) {
      unsigned ai = offset * (2 * tid + 1) - 1;
      unsigned bi = offset * (2 * tid + 2) - 1;
      unsigned t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  __syncthreads();
  if (base + 2 * tid < n)
    out[base + 2 * tid] = temp[2 * tid];
  if (base + 2 * tid + 1 < n)
    out[base + 2 * tid + 1] = temp[2 * tid + 1];
}

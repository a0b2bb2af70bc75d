// scan_hillis_steele: inclusive prefix sum of one block's worth of data
// (up to 512 elements) with the Hillis-Steele step-doubling algorithm,
// double-buffered in shared memory so no step reads what it writes.
// Shapes: a 2 x 512 shared array indexed by a ping-pong selector (loop
// carried 0/1 phi, 1 - p index math), barrier in a loop, doubling
// induction variable.
// Launch: one block, blockDim.x == 512 (or any power of two <= 512).
#include "cuda_min.h"

#define MAXN 512

__global__ void scan_hillis_steele(const float *in, float *out, int n) {
  __shared__ float buf[2 * MAXN];
  int tid = threadIdx.x;
  int pout = 0, pin = 1;
  buf[tid] = (tid < n) ? in[tid] : 0.0f;
  __syncthreads();
  for (int offset = 1; offset < (int)blockDim.x; offset <<= 1) {
    pout = 1 - pout;
    pin = 1 - pout;
    float v = buf[pin * MAXN + tid];
    if (tid >= offset)
      v += buf[pin * MAXN + tid - offset];
    buf[pout * MAXN + tid] = v;
    __syncthreads();
  }
  if (tid < n)
    out[tid] = buf[pout * MAXN + tid];
}

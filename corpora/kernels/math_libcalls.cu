// math_libcalls: libm-style math through external calls (sinf, cosf, expf,
// logf, powf, sqrtf, tanhf, atan2f, fmodf and double sin/exp/pow), including
// constant arguments such as sinf(0.5f), powf(2.0f, 10.0f), expf(1.0f).
// The libm names are plain external __device__ functions (as before
// libdevice linking), so even constant calls are NOT folded: optimisers
// must treat them as opaque convergent calls.
// Shapes: call to external declarations with noundef float/double args,
// fpext/fptrunc around double calls, calls with constant operands.
// Launch: any 1D grid.
#include "cuda_min.h"

__global__ void math_libcalls(const float *x, const float *y, float *out,
                              double *dout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float a = x[i], b = y[i];
  float r = sinf(a) * cosf(b) + expf(-a * a) + logf(1.0f + fabsf(b));
  r += powf(fabsf(a), 1.5f) + sqrtf(fabsf(b)) + tanhf(a - b);
  r += atan2f(a, b) + fmodf(a, 2.5f);
  out[2 * i] = r;
  out[2 * i + 1] = sinf(0.5f) + powf(2.0f, 10.0f) * expf(1.0f) + logf(8.0f);
  double d = (double)a;
  dout[i] = sin(d) + exp(d * 0.5) + pow(d, 3.0) + pow(2.0, 0.5);
}

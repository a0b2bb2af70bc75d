// device_function: a kernel calling (1) a noinline __device__ polynomial
// evaluator (Horner, loop over a coefficient pointer), (2) a noinline
// function returning a small struct by value, and (3) an inline helper.
// No recursion. The callees have external linkage and are noinline, so
// they survive as separate `define`s even at -O3.
// Shapes: `call` to defined functions, a function returning
// %struct.MinMax by value (struct allocas at -O0, insertvalue/extractvalue
// at -O1/-O3), noinline
// attribute, inferred argument attributes (nocapture, readonly), calls
// with a constant argument (IPO/function-attrs opportunities).
// Launch: any 1D grid; coeffs holds deg + 1 floats, deg >= 0.
#include "cuda_min.h"

struct MinMax {
  float lo, hi;
};

CK_NOINLINE __device__ float horner(float x, const float *c, int deg) {
  float r = c[deg];
  for (int k = deg - 1; k >= 0; --k)
    r = r * x + c[k];
  return r;
}

CK_NOINLINE __device__ MinMax minmax3(float a, float b, float c) {
  MinMax m;
  m.lo = fminf(a, fminf(b, c));
  m.hi = fmaxf(a, fmaxf(b, c));
  return m;
}

__device__ __forceinline__ float lerp(float a, float b, float t) {
  return a + t * (b - a);
}

__global__ void device_function(const float *x, const float *coeffs, int deg,
                                float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float p = horner(x[i], coeffs, deg);
  float q = horner(0.5f, coeffs, deg);
  MinMax m = minmax3(x[i], p, q);
  out[i] = lerp(m.lo, m.hi, 0.25f);
}

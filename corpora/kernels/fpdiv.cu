// fpdiv: floating-point division in float and double: element-wise x / y,
// division by a constant (1/3 is not exact so stays fdiv; /4 becomes a
// multiply), reciprocal 1/x, and a double-precision mixed expression.
// Shapes: fdiv float/double, fdiv-by-power-of-two -> fmul, fpext/fptrunc,
// contraction of a*b+c into fmuladd, division by zero/NaN are defined.
// Launch: any 1D grid.
#include "cuda_min.h"

__global__ void fpdiv(const float *x, const float *y, float *out,
                      const double *dx, const double *dy, double *dout,
                      int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float a = x[i], b = y[i];
  out[3 * i + 0] = a / b;
  out[3 * i + 1] = a / 3.0f + b / 4.0f;
  out[3 * i + 2] = 1.0f / a;
  double p = dx[i], q = dy[i];
  dout[2 * i + 0] = p / q;
  dout[2 * i + 1] = (p * q + 1.0) / (double)a - q / 0.1;
}

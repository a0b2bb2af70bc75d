// math_builtins: the same kind of math written with __builtin_* functions,
// which clang lowers to LLVM intrinsics (llvm.sin/cos/exp/exp2/log/log2/
// pow/sqrt/fma/fabs/floor/ceil/trunc/rint/round/copysign/minnum/maxnum).
// Constant arguments (__builtin_sinf(0.5f), __builtin_powf(2.0f, 10.0f),
// __builtin_expf(1.0f)) are folded by the optimiser; x*x via powf(x,2).
// Shapes: float and double intrinsics, constant folding of intrinsics,
// pow(x, 2.0) -> fmul, fminf/fmaxf clamps, explicit fma calls.
// Launch: any 1D grid.
#include "cuda_min.h"

__global__ void math_builtins(const float *x, float *out, const double *dx,
                              double *dout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float a = x[i];
  float r = __builtin_sinf(a) + __builtin_cosf(a) + __builtin_expf(a) +
            __builtin_exp2f(a) + __builtin_logf(__builtin_fabsf(a) + 1.0f) +
            __builtin_log2f(__builtin_fabsf(a) + 2.0f);
  r += __builtin_powf(a, 2.0f) + __builtin_sqrtf(__builtin_fabsf(a));
  r += __builtin_floorf(a) + __builtin_ceilf(a) + __builtin_truncf(a) +
       __builtin_rintf(a) + __builtin_roundf(a);
  r = __builtin_fmaf(r, 0.5f, __builtin_copysignf(1.0f, a));
  r = __builtin_fminf(__builtin_fmaxf(r, -100.0f), 100.0f);
  out[2 * i] = r;
  out[2 * i + 1] = __builtin_sinf(0.5f) + __builtin_powf(2.0f, 10.0f) +
                   __builtin_expf(1.0f) + __builtin_sqrtf(2.0f);
  double d = dx[i];
  dout[i] = __builtin_sin(d) * __builtin_exp(d) + __builtin_pow(d, 2.0) +
            __builtin_sqrt(__builtin_fabs(d)) + __builtin_fma(d, d, 1.0);
}

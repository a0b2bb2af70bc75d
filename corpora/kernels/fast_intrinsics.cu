// fast_intrinsics: CUDA fast-math intrinsics (__expf, __logf, __sinf,
// __cosf, __fdividef, rsqrtf, __saturatef, __frcp_rn, __fsqrt_rn,
// __fmul_rz, __fadd_rd) and double rcp.approx, mapped to NVVM builtins.
// Also NVVM fmax/fmin (llvm.nvvm.fmax.f is rewritten to llvm.maxnum by
// InstCombine at -O1/-O3; the ftz variant stays an NVVM intrinsic).
// Shapes: target intrinsics @llvm.nvvm.*.approx.*, rounding-mode
// intrinsics, constant arguments to NVVM intrinsics (foldable or not).
// Launch: any 1D grid.
#include "cuda_min.h"

__global__ void fast_intrinsics(const float *x, const float *y, float *out,
                                const double *dx, double *dout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float a = x[i], b = y[i];
  float r = __expf(a) + __logf(fabsf(b) + 1.0f) + __sinf(a) * __cosf(b);
  r += __fdividef(a, b) + rsqrtf(fabsf(a) + 1.0f);
  r += __saturatef(b) + __frcp_rn(b) + __fsqrt_rn(fabsf(a));
  r += __fmul_rz(a, b) + __fadd_rd(a, b) + __exp2f(0.5f) + __log2f(4.0f);
  r = __nvvm_fmax_f(r, __nvvm_fmin_ftz_f(a, b));
  out[i] = r;
  dout[i] = __drcp_approx_ftz(dx[i]) + __dsqrt_rn(dx[i]) +
            __nvvm_fma_rn_d(dx[i], 2.0, 1.0);
}

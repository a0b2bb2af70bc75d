// small_types: narrow integer and half-precision data: signed char and
// unsigned short arithmetic with integer promotion, saturation to a byte,
// __fp16 storage converted to float and back, and a native half FMA via
// the NVVM builtin __nvvm_fma_rn_f16.
// Shapes: i8/i16 loads and stores, sext/zext/trunc chains, icmp+select
// clamps (-> smin/smax), llvm.convert.from.fp16 / convert.to.fp16,
// the IR `half` type with llvm.fma.f16 and bitcast half <-> i16.
// Launch: any 1D grid.
#include "cuda_min.h"

__global__ void small_types(const signed char *c, const unsigned short *s,
                            const __fp16 *h, unsigned char *out_c,
                            short *out_s, __fp16 *out_h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int v = c[i] * 3 + 7;
  v = v < 0 ? 0 : (v > 255 ? 255 : v);
  out_c[i] = (unsigned char)v;
  out_s[i] = (short)((s[i] >> 3) - c[i]);
  float f = (float)h[i];
  out_h[2 * i] = (__fp16)(f * 0.5f + 1.0f);
  out_h[2 * i + 1] = __nvvm_fma_rn_f16(h[i], h[i], (__fp16)0.25f);
}

// bit_tricks: integer bit manipulation: __clz (with the CUDA result 32 for
// zero), __popc, __brev, __ffs, __byte_perm, rotate via shifts, masked
// variable shifts, __mulhi/__umulhi/__mul24, min/max, abs, 64-bit
// popcount/clz.
// Shapes: llvm.ctlz/cttz/ctpop/bitreverse/fshl intrinsics, select-of-ctlz
// folding to ctlz(x, false), llvm.nvvm.prmt/mulhi/mul24, smax/umin,
// llvm.abs (operand shifted so it is never INT_MIN).
// Launch: any 1D grid; all inputs defined (shift counts are masked).
#include "cuda_min.h"

__global__ void bit_tricks(const unsigned *a, const unsigned *b,
                           const unsigned long long *w, unsigned *out,
                           int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned x = a[i], y = b[i];
  unsigned k = y & 31;
  out[8 * i + 0] = __clz((int)x) + __popc(y) + __ffs((int)x);
  out[8 * i + 1] = __brev(x) ^ __byte_perm(x, y, 0x3210 + (y & 0x4444));
  out[8 * i + 2] = (x << k) | (x >> ((32 - k) & 31));
  out[8 * i + 3] = (unsigned)__mulhi((int)x, (int)y) + __umulhi(x, y);
  out[8 * i + 4] = (unsigned)__mul24((int)(x & 0xffffff), (int)(y & 0x7fffff)) +
                   __umul24(x, y);
  out[8 * i + 5] = (unsigned)max((int)x, (int)y) - umin(x, y) +
                   (unsigned)__builtin_abs((int)y >> 1);
  out[8 * i + 6] = x & (x - 1) ? (x & -x) : x | 1u;
  out[8 * i + 7] = (unsigned)(__popcll(w[i]) + __clzll((long long)w[i]));
}

// switch_op: an element-wise "interpreter" selecting an operation by opcode
// through a switch (add, sub, mul, min, max, abs-diff, negate, default
// copy), a dense switch mapping a small integer to a constant, and a
// fully covered switch on op & 3.
// Shapes: LLVM `switch` terminators, SimplifyCFG switch-to-select / switch
// to lookup table (or not), phi nodes merging many predecessors, and a
// masked switch whose impossible default is __builtin_unreachable()
// (`unreachable` terminator at -O0).
// Launch: any 1D grid.
#include "cuda_min.h"

__global__ void switch_op(const int *op, const float *a, const float *b,
                          float *out, int *code, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = a[i], y = b[i], r;
  switch (op[i]) {
  case 0: r = x + y; break;
  case 1: r = x - y; break;
  case 2: r = x * y; break;
  case 3: r = fminf(x, y); break;
  case 4: r = fmaxf(x, y); break;
  case 7: r = fabsf(x - y); break;
  case 9: r = -x; break;
  default: r = x; break;
  }
  out[i] = r;
  int c;
  switch (op[i] & 7) {
  case 0: c = 11; break;
  case 1: c = 13; break;
  case 2: c = 17; break;
  case 3: c = 19; break;
  case 4: c = 23; break;
  case 5: c = 29; break;
  case 6: c = 31; break;
  default: c = 37; break;
  }
  switch (op[i] & 3) {
  case 0: c += 1; break;
  case 1: c *= 2; break;
  case 2: c -= 5; break;
  case 3: c ^= 8; break;
  default: __builtin_unreachable();
  }
  code[i] = c;
}

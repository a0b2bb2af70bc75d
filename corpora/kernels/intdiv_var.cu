// intdiv_var: integer division and remainder by run-time values: element-wise
// a[i] / b[i] and a[i] % b[i] (signed and unsigned, 32 and 64 bit) and
// modulo by a kernel argument m. Divisors are sanitised in the kernel
// (0 and -1 replaced) so every input is defined (no x/0, no INT_MIN/-1).
// Shapes: sdiv/udiv/srem/urem on i32 and i64, div+rem pairs on the same
// operands (DivRemPairs), selects guarding the divisor, zext/sext chains.
// Launch: any 1D grid; m > 0 (the kernel returns early otherwise).
#include "cuda_min.h"

__global__ void intdiv_var(const int *a, const int *b, int *q, int *r,
                           const unsigned *ua, const unsigned *ub,
                           unsigned *uq, unsigned *ur, int m, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || m <= 0)
    return;
  int x = a[i], d = b[i];
  if (d == 0 || d == -1)
    d = 7;
  q[i] = x / d;
  r[i] = x % d - x % m;  /* same signs: cannot overflow */
  unsigned ux = ua[i], ud = ub[i];
  ud = ud ? ud : 1u;
  uq[i] = ux / ud;
  ur[i] = ux % ud + ux % (unsigned)m;
}

__global__ void intdiv_var64(const long long *a, const long long *b,
                             long long *q, unsigned long long *uq,
                             long long m, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || m <= 0)
    return;
  long long x = a[i], d = b[i];
  if (d == 0 || d == -1)
    d = 3;
  q[i] = x / d - x % m;
  unsigned long long ux = (unsigned long long)x;
  unsigned long long ud = (unsigned long long)d;
  uq[i] = ux / ud + ux % ud;
}

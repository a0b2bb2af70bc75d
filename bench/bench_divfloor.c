/* bench/bench_divfloor.c -- the cost floor of a template check (make bench,
 * bench/bench_lowerdiv.sh): the 32-bit unsigned Newton-Raphson division
 * (float reciprocal of the divisor, scaled to 2^32 and cut by 2 ulps, one
 * Newton step, multiply-high, two corrections: the steps of lower-div's
 * template) computed natively in C and compared with x / y, on N seeded
 * random pairs; prints pairs per second (CPU time).  A miscompare exits 1,
 * so the floor is the same check, not a cheaper one.
 * Usage: bench_divfloor N
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static uint32_t nr_udiv32(uint32_t x, uint32_t d) {
  float f = (float)d;                       /* (lower-div rounds up: I2F.RP; RN is within one ulp) */
  float r = 1.0f / f;
  uint32_t rb;
  memcpy(&rb, &r, 4);
  rb += (32u << 23) - 2;                    /* r * 2^32, minus 2 ulps: an underestimate */
  memcpy(&r, &rb, 4);
  uint32_t z = r >= 4294967296.0f ? 0xffffffffu : (uint32_t)r;
  uint32_t e = (uint32_t)(0u - d) * z;      /* one Newton step */
  z += (uint32_t)(((uint64_t)z * e) >> 32);
  uint32_t q = (uint32_t)(((uint64_t)x * z) >> 32), rem = x - q * d;
  if (rem >= d) q++, rem -= d;
  if (rem >= d) q++;
  return q;
}

int main(int argc, char **argv) {
  uint64_t n = argc > 1 ? strtoull(argv[1], NULL, 0) : 10000000, s = 1, bad = 0;
  struct timespec t0, t1;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
  for (uint64_t i = 0; i < n; i++) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    uint32_t x = (uint32_t)(s >> 32), y = (uint32_t)s >> (s >> 59);
    if (!y) y = 1;
    bad += nr_udiv32(x, y) != x / y;
  }
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
  double t = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
  printf("floor udiv i32: %llu pairs in %.3f s = %.0f pairs/s, %llu wrong\n", (unsigned long long)n, t, (double)n / t,
         (unsigned long long)bad);
  return bad ? 1 : 0;
}

/* bench/bench_divmagic.c -- magic numbers of division by a constant
 * (passes/divmagic.c, proven by oracles/divref/divref_magic.c):
 *   bench_divmagic bench [--first F] [--count C]
 *     divisors per second of choose + prove over C 32-bit divisors from F,
 *     unsigned and signed, against the cost floor measured in the same run
 *     (an inline loop choosing the magic and checking it with the closed
 *     form in 64-bit arithmetic, nothing else), as a ratio; one line each.
 * The exhaustive proof over all divisors is `passcheck divcheck
 * --exhaustive-divisors` (make check-long).
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../oracles/divref/divref_magic.h"

static double bd_cpu(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* ------------------------------------------------------------------ */
/* The cost floor: choose and check inline, 32 bits                     */

/* Unsigned: the smallest shift s whose magic ceil(2^(32+s)/d) fits in 32
 * bits and passes nc * e < 2^(32+s), else the add form at s = l.  Returns
 * magic + shift (a checksum) and sets *ok to the check's verdict. */
static uint64_t floor_u32(uint64_t d, int *ok) {
  *ok = 1;
  if (!(d & (d - 1))) return (uint64_t)__builtin_ctzll(d);
  if (d > 0x80000000u) return 1;
  uint64_t x = 0xffffffffu, nc = x - (x % d + 1) % d, r = (1ull << 32) % d;
  unsigned l = 64 - (unsigned)__builtin_clzll(d - 1), s;
  for (s = 0; s < l; s++, r = 2 * r >= d ? 2 * r - d : 2 * r) {
    uint64_t m = ((1ull << (32 + s)) - 1) / d + 1, e = r ? d - r : 0;
    if (m > x) break;
    if (nc * e < (1ull << (32 + s))) return m + s;
  }
  uint64_t e = (d - (1ull << (32 + l)) % d) % d;
  *ok = nc * e < (1ull << (32 + l));
  return ((1ull << (32 + l)) - 1) / d + 1 + l;
}

/* Signed: the same on |d| with the two sides of the signed form: positive
 * quotients need nc * e < 2^k, negative ones nc * e <= 2^k, their ranges
 * 2^31 - 1 and 2^31 swapped for negative d. */
static uint64_t floor_s32(int64_t d, int *ok) {
  uint64_t ad = d < 0 ? (uint64_t)-d : (uint64_t)d;
  *ok = 1;
  if (!(ad & (ad - 1))) return (uint64_t)__builtin_ctzll(ad);
  uint64_t zp = d > 0 ? 0x7fffffffu : 0x80000000u, zn = d > 0 ? 0x80000000u : 0x7fffffffu;
  uint64_t ncp = zp - (zp % ad + 1) % ad, ncn = zn - (zn % ad + 1) % ad, r = (1ull << 32) % ad;
  unsigned l = 64 - (unsigned)__builtin_clzll(ad - 1);
  for (unsigned s = 0; s < l; s++, r = 2 * r >= ad ? 2 * r - ad : 2 * r) {
    uint64_t e = r ? ad - r : 0, t = 1ull << (32 + s);
    if (ncp * e < t && ncn * e <= t && e) return ((t - 1) / ad + 1) + s;
  }
  *ok = 0;
  return 0;
}

/* ------------------------------------------------------------------ */
/* bench                                                                */

typedef struct BdRun {
  double cpu;
  uint64_t ok, sum;
} BdRun;

static BdRun bd_ours(bool sgn, uint64_t first, uint64_t count) {
  DivrefMagicStats st = {0};
  double t = bd_cpu();
  for (uint64_t i = 0; i < count; i++) divref_magic_check_one(32, sgn, (first + i) & 0xffffffffu, &st);
  return (BdRun){bd_cpu() - t, st.proven, st.divisors};
}

static BdRun bd_floor(bool sgn, uint64_t first, uint64_t count) {
  BdRun r = {0, 0, 0};
  double t = bd_cpu();
  for (uint64_t i = 0; i < count; i++) {
    uint64_t d = (first + i) & 0xffffffffu;
    int ok = 0;
    if (!d) continue;
    r.sum += sgn ? floor_s32((int32_t)(uint32_t)d, &ok) : floor_u32(d, &ok);
    r.ok += (uint64_t)ok;
  }
  r.cpu = bd_cpu() - t;
  return r;
}

/* The floor's choice must be divmagic's (the same work): compared on the
 * first 100000 divisors of the range. */
static int bd_same_choice(bool sgn, uint64_t first) {
  for (uint64_t i = 0; i < 100000; i++) {
    uint64_t d = (first + i) & 0xffffffffu;
    DivMagic dm;
    int ok;
    if (!d) continue;
    uint64_t f = sgn ? floor_s32((int32_t)(uint32_t)d, &ok) : floor_u32(d, &ok);
    bool got = sgn ? divmagic_s(32, (int32_t)(uint32_t)d, &dm) : divmagic_u(32, d, &dm);
    uint64_t magic = sgn && dm.form == DM_MULHI ? (d >> 31 ? (0 - dm.magic) & 0xffffffffu : dm.magic) : dm.magic;
    uint64_t mine = dm.form == DM_MULHI_ADD ? magic + (1ull << 32) + dm.shift : dm.form == DM_GE ? 1 : magic + dm.shift;
    if (!got || !ok || f != mine) {
      fprintf(stderr, "bench_divmagic: the floor and divmagic differ at %s d = %" PRIu64 "\n", sgn ? "signed" : "unsigned", d);
      return 0;
    }
  }
  return 1;
}

static int bd_bench(uint64_t first, uint64_t count) {
  for (int sgn = 0; sgn < 2; sgn++) {
    if (!bd_same_choice(sgn, first)) return 1;
    BdRun ours = {1e30, 0, 0}, fl = {1e30, 0, 0};
    for (int rep = 0; rep < 3; rep++) {  /* best of 3: the least disturbed run */
      BdRun a = bd_ours(sgn, first, count), b = bd_floor(sgn, first, count);
      if (a.cpu < ours.cpu) ours = a;
      if (b.cpu < fl.cpu) fl = b;
    }
    if (ours.ok != ours.sum || fl.ok != ours.sum) {
      fprintf(stderr, "bench_divmagic: not every divisor verified (%" PRIu64 " and %" PRIu64 " of %" PRIu64 ")\n",
              ours.ok, fl.ok, ours.sum);
      return 1;
    }
    double r1 = (double)ours.sum / ours.cpu, r2 = (double)ours.sum / fl.cpu;
    printf("divmagic %-8s i32: %" PRIu64 " divisors from 0x%" PRIx64 ": choose+prove %.3f s = %.2f M divisors/s;"
           " floor (inline choose + closed-form check) %.3f s = %.2f M divisors/s; ratio %.2fx\n",
           sgn ? "signed" : "unsigned", ours.sum, first, ours.cpu, r1 / 1e6, fl.cpu, r2 / 1e6, r1 / r2);
  }
  return 0;
}

/* ------------------------------------------------------------------ */

static int bd_u64(const char *s, uint64_t *out) {
  char *end;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 0);
  if (errno || end == s || *end || *s == '-') return 0;
  *out = v;
  return 1;
}

static int bd_usage(void) {
  fprintf(stderr, "usage: bench_divmagic bench [--first F] [--count C]\n");
  return 2;
}

int main(int argc, char **argv) {
  if (argc < 2 || strcmp(argv[1], "bench")) return bd_usage();
  uint64_t first = 0x10000000, count = 1 << 22, v;
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i];
    if (i + 1 >= argc || !bd_u64(argv[i + 1], &v)) return bd_usage();
    i++;
    if (!strcmp(a, "--first")) first = v;
    else if (!strcmp(a, "--count")) count = v;
    else return bd_usage();
  }
  return count ? bd_bench(first & 0xffffffffu, count) : bd_usage();
}

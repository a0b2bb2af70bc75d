/* passes/divmagic.c -- chooses the magic number and shift of a division by
 * a constant (seed 000 "Division by Constant (Granlund-Montgomery)") and
 * evaluates the forms of passes/divmagic.h on the host.
 *
 * Contract: divmagic.h.  No state; every function is pure.  The choice is
 * proven exact for every dividend by oracles/divref/divref_magic.c.
 *
 * Method (Granlund and Montgomery 1994; Hacker's Delight, 2nd ed., ch. 10).
 * Write X = 2^N - 1 and, for a multiplier B and a shift k = N + s, look at
 * F(z) = floor(z * B / 2^k).  With B = ceil(2^k / d) the error
 * e = B * d - 2^k lies in [0, d - 1] and F(z) = floor(z / d) holds for every
 * z in [0, Z] if and only if  z * e < (d - r) * 2^k  at the two dividends of
 * largest remainder: z = Z (r = Z mod d) and z = floor(Z / d) * d - 1
 * (r = d - 1, when it is not Z itself); oracles/divref/divref_magic.c
 * proves this criterion and handles every other multiplier.  For Z >= d
 * the first follows from the second when they differ (Z = z2 + r + 1 and
 * (r + 1) e <= z2 e < 2^k <= (d - r - 1) 2^k), so one product decides:
 * nc * e < 2^k with nc the largest z <= Z of remainder d - 1 (Hacker's
 * Delight's nc).  Larger B only grows e, so ceil is the best multiplier for
 * each shift, and the chosen shift is the smallest s = 0, 1, ... whose
 * multiplier is correct and fits in N bits; 2^(N+s) mod d is carried from
 * one shift to the next by doubling (no division in the loop).
 *   Unsigned: d = 2^k is a shift; d > 2^(N-1) has a single quotient bit
 *   (x >= d).  Otherwise, with l = ceil(log2 d): some s < l gives an N-bit
 *   magic, or else s = l always works with the (N+1)-bit magic 2^N + M
 *   (e < d <= 2^l so X * e < 2^(N+l)), evaluated by the add-and-shift form.
 *   Signed: |d| = 2^k is the shift form with the truncation bias.  Else
 *   B = ceil(2^k / |d|) must give floor(z B / 2^k) = floor(z / |d|) on the
 *   dividends whose quotient is positive and floor((z B - 1) / 2^k) =
 *   floor(z / |d|) on those whose quotient is negative (the form adds 1 to
 *   a negative floor); the ranges of z differ for d > 0 (positive x up to
 *   2^(N-1) - 1, negative x down to -2^(N-1)) and d < 0, which is why the
 *   magic of -d is chosen for -d itself (it is not always -magic(d)).
 *   s = l - 1 always works (z * e < 2^(N-1) * 2^l = 2^k), so B < 2^N and
 *   M = +-B fits in N bits with the form's add/subtract-x correction.
 */
#include <string.h>

#include "divmagic.h"

typedef unsigned __int128 U128;
typedef __int128 S128;

static bool dm_width_ok(unsigned n) { return n == 8 || n == 16 || n == 32 || n == 64; }


/* Arithmetic right shift without relying on the implementation's >>. */
static int64_t dm_asr(int64_t v, unsigned s) { return v < 0 ? ~(int64_t)(~(uint64_t)v >> s) : v >> s; }

static S128 dm_asr128(S128 v, unsigned s) { return v < 0 ? ~(S128)((U128)~v >> s) : (S128)((U128)v >> s); }

static bool dm_pow2(uint64_t d) { return d && !(d & (d - 1)); }

static unsigned dm_log2(uint64_t d) { return 63 - (unsigned)__builtin_clzll(d); }

/* ceil(log2 d) for d >= 2 */
static unsigned dm_ceil_log2(uint64_t d) { return 64 - (unsigned)__builtin_clzll(d - 1); }

/* The largest z <= zmax with z mod d = d - 1, given r = zmax mod d
 * (zmax >= d). */
static uint64_t dm_nc(uint64_t zmax, uint64_t r, uint64_t d) { return r == d - 1 ? zmax : zmax - r - 1; }

/* (r + 1) mod d for r < d */
static uint64_t dm_inc_mod(uint64_t r, uint64_t d) { return r + 1 == d ? 0 : r + 1; }

/* Whether the multiplier ceil(2^k / d), error e, is exact on a range
 * whose binding dividend is nc (t = 2^k): FLOOR needs nc e < 2^k, CEILM1
 * (the negative-quotient side of the signed form) nc e <= 2^k and e > 0. */
static bool dm_exact(uint64_t nc, uint64_t e, U128 t, bool ceilm1) {
  if (e == 0) return !ceilm1;
  U128 p = (U128)nc * e;
  return p < t || (ceilm1 && p == t);
}

/* ceil(2^k / d), k < 128 (one 64-bit division when k < 64) */
static U128 dm_ceil_pow(unsigned k, uint64_t d) {
  if (k < 64) return ((1ull << k) - 1) / d + 1;
  return ((((U128)1 << k) - 1) / d) + 1;
}

/* 2r mod d for r < d <= 2^63 (no overflow); branch-free, as the branch
 * would be a coin toss */
static uint64_t dm_double_mod(uint64_t r, uint64_t d) {
  uint64_t r2 = r << 1;
  return r2 - (d & (0 - (uint64_t)(r2 >= d)));
}

bool divmagic_u(unsigned n, uint64_t d, DivMagic *out) {
  if (!dm_width_ok(n) || d == 0 || d > ir_mask(n) || !out) return false;
  memset(out, 0, sizeof *out);
  if (dm_pow2(d)) {
    out->form = DM_POW2;
    out->shift = dm_log2(d);
    return true;
  }
  if (d > (1ull << (n - 1))) {
    out->form = DM_GE;
    return true;
  }
  /* r = 2^(N+s) mod d (one division in all); the magic ceil(2^(N+s)/d)
   * fits while 2^(N+s) <= mask * d */
  unsigned l = dm_ceil_log2(d);
  uint64_t rx = ir_mask(n) % d, nc = dm_nc(ir_mask(n), rx, d), r = dm_inc_mod(rx, d);
  U128 fits = (U128)ir_mask(n) * d, t = (U128)1 << n;
  for (unsigned s = 0; s < l && t <= fits; s++, r = dm_double_mod(r, d), t <<= 1)
    if (dm_exact(nc, r ? d - r : 0, t, false)) {
      out->form = DM_MULHI;
      out->magic = (uint64_t)dm_ceil_pow(n + s, d);
      out->shift = s;
      return true;
    }
  out->form = DM_MULHI_ADD;
  out->magic = (uint64_t)(dm_ceil_pow(n + l, d) - ((U128)1 << n));
  out->shift = l;
  return true;
}

bool divmagic_s(unsigned n, int64_t d, DivMagic *out) {
  if (!dm_width_ok(n) || d == 0 || !out) return false;
  if (n < 64 && (d < -(int64_t)(1ull << (n - 1)) || d > (int64_t)((1ull << (n - 1)) - 1))) return false;
  memset(out, 0, sizeof *out);
  uint64_t ad = d < 0 ? 0 - (uint64_t)d : (uint64_t)d, half = 1ull << (n - 1);
  if (dm_pow2(ad)) {
    out->form = DM_POW2;
    out->shift = dm_log2(ad);
    out->neg = d < 0;
    return true;
  }
  /* |x| ranges: positive quotients x > 0 for d > 0 (up to half - 1), x < 0
   * for d < 0 (up to half); negative quotients the other side.  ad < half. */
  uint64_t rlo = (half - 1) % ad, rhi = dm_inc_mod(rlo, ad);
  uint64_t nclo = dm_nc(half - 1, rlo, ad), nchi = dm_nc(half, rhi, ad);
  uint64_t ncpos = d > 0 ? nclo : nchi, ncneg = d > 0 ? nchi : nclo, r = dm_double_mod(rhi, ad);
  unsigned l = dm_ceil_log2(ad);
  U128 t = (U128)1 << n;
  for (unsigned s = 0; s < l; s++, r = dm_double_mod(r, ad), t <<= 1) {
    uint64_t e = r ? ad - r : 0;
    if (dm_exact(ncpos, e, t, false) && dm_exact(ncneg, e, t, true)) {
      uint64_t b = (uint64_t)dm_ceil_pow(n + s, ad);  /* < 2^N for s < l */
      out->form = DM_MULHI;
      out->magic = (d > 0 ? b : 0 - b) & ir_mask(n);
      out->shift = s;
      return true;
    }
  }
  return false;  /* unreachable: s = l - 1 always works (see the header comment) */
}

/* ------------------------------------------------------------------ */
/* Evaluation of the forms, N-bit wrapping as divmagic.h writes them    */

static bool dm_eval_ok_u(unsigned n, const DivMagic *dm, uint64_t d) {
  if (!dm_width_ok(n) || !dm || d == 0 || d > ir_mask(n) || dm->magic > ir_mask(n)) return false;
  switch (dm->form) {
  case DM_POW2: case DM_MULHI: return dm->shift < n;
  case DM_MULHI_ADD: return dm->shift >= 1 && dm->shift <= n;
  case DM_GE: return true;
  }
  return false;
}

uint64_t divmagic_eval_u(unsigned n, const DivMagic *dm, uint64_t x, uint64_t d) {
  if (!dm_eval_ok_u(n, dm, d)) return 0;
  uint64_t mask = ir_mask(n), t;
  x &= mask;
  switch (dm->form) {
  case DM_POW2:
    return x >> dm->shift;
  case DM_MULHI:
    t = (uint64_t)(((U128)x * dm->magic) >> n);
    return t >> dm->shift;
  case DM_MULHI_ADD:
    t = (uint64_t)(((U128)x * dm->magic) >> n);
    return (((((x - t) & mask) >> 1) + t) & mask) >> (dm->shift - 1);
  case DM_GE:
    return x >= d;
  }
  return 0;
}

static bool dm_eval_ok_s(unsigned n, const DivMagic *dm, int64_t d) {
  if (!dm_width_ok(n) || !dm || d == 0 || dm->magic > ir_mask(n) || dm->shift >= n) return false;
  if (n < 64 && (d < -(int64_t)(1ull << (n - 1)) || d > (int64_t)((1ull << (n - 1)) - 1))) return false;
  return dm->form == DM_POW2 || dm->form == DM_MULHI;
}

static int64_t dm_eval_pow2_s(unsigned n, const DivMagic *dm, int64_t x) {
  uint64_t mask = ir_mask(n);
  unsigned k = dm->shift;
  int64_t q = x;
  if (k >= 1) {
    uint64_t bias = ((uint64_t)dm_asr(x, k - 1) & mask) >> (n - k);
    q = dm_asr(ir_sext((uint64_t)x + bias, n), k);
  }
  return dm->neg ? ir_sext(0 - (uint64_t)q, n) : q;
}

int64_t divmagic_eval_s(unsigned n, const DivMagic *dm, int64_t x, int64_t d) {
  if (!dm_eval_ok_s(n, dm, d)) return 0;
  x = ir_sext((uint64_t)x, n);
  if (dm->form == DM_POW2) return dm_eval_pow2_s(n, dm, x);
  int64_t m = ir_sext(dm->magic, n);
  int64_t t = ir_sext((uint64_t)dm_asr128((S128)x * m, n), n);
  if (d > 0 && m < 0) t = ir_sext((uint64_t)t + (uint64_t)x, n);
  if (d < 0 && m > 0) t = ir_sext((uint64_t)t - (uint64_t)x, n);
  t = dm_asr(t, dm->shift);
  return ir_sext((uint64_t)t + (((uint64_t)t & ir_mask(n)) >> (n - 1)), n);
}

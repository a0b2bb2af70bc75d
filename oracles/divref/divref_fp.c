/* oracles/divref/divref_fp.c -- MPFR reference quotient and the hard
 * operand classes of the FP division check (divref_fp.h).
 *
 * Hard quotients (Markstein / Cornea: the pairs whose quotient lies
 * closest to a rounding boundary decide whether a division sequence is
 * correctly rounded): for an odd p-bit mantissa B and t in {-3,-1,1,3},
 * X = -t B^-1 mod 2^J and A = (X B + t) / 2^J (an integer by
 * construction, kept when it has p bits) give A/B = X/2^J + t/(B 2^J):
 * within 3/(B 2^J) of the J-bit grid point X/2^J (t odd: X odd; t in
 * {-6,-2,2,6}: X even).  J = p+1 with X odd is a midpoint of the p-bit
 * grid, X even a representable value; J <= p with
 * the exponents chosen so that the quotient's ulp is 2^(J-1) times the
 * smallest subnormal puts X/2^J on a midpoint of the subnormal grid.
 */
#include "divref_fp.h"

#include <mpfr.h>
#include <string.h>

#include "util.h"

static unsigned prec(unsigned w) { return w == 32 ? 24 : 53; }
static unsigned ebits(unsigned w) { return w == 32 ? 8 : 11; }
static uint64_t signbit(unsigned w) { return 1ull << (w - 1); }
static uint64_t fracmask(unsigned w) { return (1ull << (prec(w) - 1)) - 1; }
static uint64_t expmask(unsigned w) { return ((1ull << ebits(w)) - 1) << (prec(w) - 1); }
static bool is_sub(unsigned w, uint64_t v) { return (v & expmask(w)) == 0 && (v & fracmask(w)); }

static void set_bits(mpfr_t x, unsigned w, uint64_t v) {
  if (w == 32) mpfr_set_flt(x, ir_bits_f32((uint32_t)v), MPFR_RNDN);
  else mpfr_set_d(x, ir_bits_f64(v), MPFR_RNDN);
}

uint64_t divref_fdiv_mpfr(unsigned w, uint64_t a, uint64_t b, bool ftz) {
  if (ftz) {
    if (is_sub(w, a)) a &= signbit(w);
    if (is_sub(w, b)) b &= signbit(w);
  }
  mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
  mpfr_set_emin(w == 32 ? -148 : -1073);
  mpfr_set_emax(w == 32 ? 128 : 1024);
  mpfr_t x, y, q;
  mpfr_inits2((mpfr_prec_t)prec(w), x, y, q, (mpfr_ptr)0);
  set_bits(x, w, a);
  set_bits(y, w, b);
  int t = mpfr_div(q, x, y, MPFR_RNDN);
  t = mpfr_check_range(q, t, MPFR_RNDN);
  mpfr_subnormalize(q, t, MPFR_RNDN);
  uint64_t r;
  if (mpfr_nan_p(q)) r = w == 32 ? 0x7fc00000u : 0x7ff8000000000000ull;
  else if (w == 32) r = ir_f32_bits(mpfr_get_flt(q, MPFR_RNDN));
  else r = ir_f64_bits(mpfr_get_d(q, MPFR_RNDN));
  mpfr_clears(x, y, q, (mpfr_ptr)0);
  mpfr_set_emin(emin);
  mpfr_set_emax(emax);
  if (ftz && is_sub(w, r)) r &= signbit(w);
  return r;
}

const char *divref_fp_class_name(DivrefFpClass k) {
  static const char *const n[] = {"edge", "midpoint", "exact", "pow2/all-ones", "subnormal-midpoint",
                                  "overflow/underflow", "random"};
  return k < DIVREF_FP_NCLASSES ? n[k] : "?";
}

size_t divref_fp_edges(unsigned w, uint64_t *out, size_t cap) {
  unsigned p = prec(w);
  uint64_t fm = fracmask(w), em = expmask(w), one = (uint64_t)((1u << (ebits(w) - 1)) - 1) << (p - 1);
  uint64_t v[] = {0, 1, 2, 3, fm >> 1, fm, fm + 1, fm + 2, one, one | 1, one | ((fm >> 1) + 1), one | fm,
                  one + (1ull << (p - 1)) + (fm >> 1) + 1, one - 1, em - (1ull << (p - 1)) - 1,
                  em - (1ull << (p - 1)), em - 1, em - 2, em, em | ((fm >> 1) + 1), one + (5ull << (p - 1)) + fm,
                  one - (24ull << (p - 1)) + fm};
  size_t n = sizeof v / sizeof v[0];
  for (size_t i = 0; i < n && i < cap; i++) out[i] = v[i];
  return n;
}

/* A p-bit odd mantissa B, A near the J-bit grid: false when A lacks p bits. */
static bool hard_mant(unsigned p, unsigned J, uint64_t *s, uint64_t *A, uint64_t *B, uint64_t r, bool even) {
  uint64_t top = 1ull << (p - 1);
  uint64_t b = (ir_splitmix64(s) & (top - 1)) | top | 1, inv = b;
  for (int it = 0; it < 6; it++) inv *= 2 - b * inv;   /* b^-1 mod 2^64 */
  int64_t t = ((int64_t)(r % 4) * 2 - 3) * (even ? 2 : 1);   /* odd t: X odd (B, B^-1 odd) */
  uint64_t jm = J >= 64 ? ~0ull : (1ull << J) - 1;
  uint64_t X = (uint64_t)(-t) * inv & jm;
  unsigned __int128 P = (unsigned __int128)X * b + (__int128)t;
  uint64_t a = (uint64_t)(P >> J);
  if (a < top || a >= 2 * top) return false;
  *A = a, *B = b;
  return true;
}

static uint64_t pack(unsigned w, uint64_t field, uint64_t mant) { return field << (prec(w) - 1) | (mant & fracmask(w)); }

bool divref_fp_pair(unsigned w, DivrefFpClass cls, uint64_t *s, uint64_t *a, uint64_t *b) {
  unsigned p = prec(w);
  uint64_t r = ir_splitmix64(s), emax = (1ull << ebits(w)) - 2, A, B;   /* largest finite field */
  uint64_t sg = (r >> 62 & 1) * signbit(w), sb = (r >> 63) * signbit(w);
  switch (cls) {
  case DIVREF_FP_MIDPOINT:
  case DIVREF_FP_EXACT: {
    /* t odd: X odd, a/b next to a midpoint; t even: X even, next to a representable value */
    if (!hard_mant(p, p + 1, s, &A, &B, r, cls == DIVREF_FP_EXACT)) return false;
    uint64_t ea = 1 + (r >> 8) % emax, eb = 1 + (r >> 24) % emax;
    *a = pack(w, ea, A) | sg, *b = pack(w, eb, B) | sb;
    return true;
  }
  case DIVREF_FP_POW2:
    *a = pack(w, 1 + (r >> 8) % emax, 0) | sg, *b = pack(w, 1 + (r >> 24) % emax, fracmask(w)) | sb;
    return true;
  case DIVREF_FP_SUBNORMAL: {
    unsigned J = 2 + (unsigned)((r >> 8) % (p - 1));          /* 2..p: result precision J-1 */
    if (!hard_mant(p, J, s, &A, &B, r, false)) return false;
    /* A/B ~ X/2^J < 1; a/b = (A/B) 2^E with E = ea - eb = J - (bias + p
     * - 1) (150 / 1075): the J-bit grid scaled to spacing 2^-150 / 2^-1075,
     * half the smallest subnormal, and the quotient below 2^(J-150) <=
     * the smallest normal */
    int64_t bias = (int64_t)(1ull << (ebits(w) - 1)) - 1;
    int64_t E = (int64_t)J - (bias + (int64_t)p - 1);
    int64_t lo = 1 - E;
    int64_t eb = lo + (int64_t)((r >> 24) % (uint64_t)((int64_t)emax - lo + 1)), ea = eb + E;
    if (ea < 1 || ea > (int64_t)emax) return false;
    *a = pack(w, (uint64_t)ea, A) | sg, *b = pack(w, (uint64_t)eb, B) | sb;
    return true;
  }
  case DIVREF_FP_OVERFLOW: {
    /* the largest finite / 1 - k ulp, 2^emax-ish / (1 -+ k ulp), the
     * smallest normal over numbers near 1 and 2 */
    uint64_t k = (r >> 8) % 4, one = (uint64_t)((1ull << (ebits(w) - 1)) - 1) << (p - 1);
    uint64_t big = pack(w, emax, fracmask(w) - ((r >> 12) % 3));
    uint64_t smalln = pack(w, 1, (r >> 12) % 3);
    uint64_t nearone = (r >> 16 & 1) ? one + k : one - 1 - k;   /* 1 + k ulp, or below 1 */
    if ((r >> 20) & 1) *a = big, *b = nearone;
    else *a = smalln, *b = nearone + ((r >> 21 & 1) << (p - 1));
    *a |= sg, *b |= sb;
    return true;
  }
  default:
    *a = ir_splitmix64(s) & ir_mask(w), *b = ir_splitmix64(s) & ir_mask(w);
    return true;
  }
}

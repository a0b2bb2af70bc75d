/* oracles/mathref/mathref.c -- the MPFR precision oracle (mathref.h): the
 * correctly rounded value through core/sem's MPFR model (sem_math),
 * and the ULP distance of a folded value from the exact result.
 *
 * Method: the exact result is computed with MPFR at 256 bits in MPFR's
 * default (huge) exponent range, so it is never rounded to the format
 * first.  The distance is |folded - exact| / ulp(exact), with
 * ulp(x) = 2^(max(floor(log2 |x|), emin) - (p - 1)) for the format's
 * precision p (24, 53) and normal exponent minimum emin (-126, -1022): the
 * spacing of the format's numbers around x, subnormals included.  A result
 * is correctly rounded (round to nearest) exactly when the distance is at
 * most 0.5; the default tolerance.  The 256-bit value is itself rounded,
 * but its error (2^-255 relative) cannot move a distance across 0.5 by more
 * than 2^-200 ulp.
 */
#include <math.h>
#include <mpfr.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mathref.h"
#include "sem/sem.h"

enum { MR_PREC = 256 };

struct Mathref {
  SemEnv env;
  MathrefFilter filter;   /* the float filters in use (mathref_set_filter) */
  mpfr_t x, y, v, d;
};

Mathref *mathref_new(IrCtx *c) {
  Mathref *r = calloc(1, sizeof *r);
  if (!r) return NULL;
  r->filter = MATHREF_FILTER_LDOUBLE;
  sem_env_init(&r->env, c, &(SemOpts){.math = SEM_MATH_MPFR, .approx = SEM_APPROX_EXACT});
  mpfr_inits2(MR_PREC, r->x, r->y, r->v, NULL);
  mpfr_init2(r->d, MR_PREC + 64);
  return r;
}

void mathref_free(Mathref *r) {
  if (!r) return;
  mpfr_clears(r->x, r->y, r->v, r->d, NULL);
  sem_env_free(&r->env);
  free(r);
}

static double mr_to_d(unsigned w, uint64_t b) { return sem_to_double(w, b); }

/* r->v = fn(x[, y]) at 256 bits; false when fn has no model here. */
static bool mr_exact(Mathref *r, unsigned fn, const MathrefCheck *c) {
  mpfr_t *v = &r->v, *x = &r->x, *y = &r->y;
  mpfr_set_d(*x, mr_to_d(c->w, c->args[0]), MPFR_RNDN);
  if (c->nargs > 1 && fn != IR_MF_POWI) mpfr_set_d(*y, mr_to_d(c->w, c->args[1]), MPFR_RNDN);
  switch (fn) {
  case IR_MF_SIN: mpfr_sin(*v, *x, MPFR_RNDN); break;
  case IR_MF_COS: mpfr_cos(*v, *x, MPFR_RNDN); break;
  case IR_MF_TAN: mpfr_tan(*v, *x, MPFR_RNDN); break;
  case IR_MF_ASIN: mpfr_asin(*v, *x, MPFR_RNDN); break;
  case IR_MF_ACOS: mpfr_acos(*v, *x, MPFR_RNDN); break;
  case IR_MF_ATAN: mpfr_atan(*v, *x, MPFR_RNDN); break;
  case IR_MF_ATAN2: mpfr_atan2(*v, *x, *y, MPFR_RNDN); break;
  case IR_MF_SINH: mpfr_sinh(*v, *x, MPFR_RNDN); break;
  case IR_MF_COSH: mpfr_cosh(*v, *x, MPFR_RNDN); break;
  case IR_MF_TANH: mpfr_tanh(*v, *x, MPFR_RNDN); break;
  case IR_MF_EXP: mpfr_exp(*v, *x, MPFR_RNDN); break;
  case IR_MF_EXP2: mpfr_exp2(*v, *x, MPFR_RNDN); break;
  case IR_MF_LOG: mpfr_log(*v, *x, MPFR_RNDN); break;
  case IR_MF_LOG2: mpfr_log2(*v, *x, MPFR_RNDN); break;
  case IR_MF_LOG10: mpfr_log10(*v, *x, MPFR_RNDN); break;
  case IR_MF_POW: mpfr_pow(*v, *x, *y, MPFR_RNDN); break;
  case IR_MF_POWI: mpfr_pow_si(*v, *x, (long)(int32_t)c->args[1], MPFR_RNDN); break;
  case IR_MF_FMOD: mpfr_fmod(*v, *x, *y, MPFR_RNDN); break;
  case IR_MF_SQRT: mpfr_sqrt(*v, *x, MPFR_RNDN); break;
  case IR_MF_FABS: mpfr_abs(*v, *x, MPFR_RNDN); break;
  case IR_MF_FLOOR: mpfr_floor(*v, *x); break;
  case IR_MF_CEIL: mpfr_ceil(*v, *x); break;
  case IR_MF_ROUND: mpfr_round(*v, *x); break;
  default: return false;
  }
  return true;
}

/* The distance of folded from r->v in ulps of the format. */
static double mr_ulps(Mathref *r, unsigned w, uint64_t folded) {
  double fd = mr_to_d(w, folded);
  bool fnan = isnan(fd), enan = mpfr_nan_p(r->v);
  if (fnan || enan) return fnan && enan ? 0.0 : INFINITY;
  if (isinf(fd) || mpfr_inf_p(r->v)) return (isinf(fd) && mpfr_inf_p(r->v) && (fd < 0) == (mpfr_sgn(r->v) < 0)) ? 0.0 : INFINITY;
  long p = w == 32 ? 24 : 53, emin = w == 32 ? -126 : -1022;
  long e = mpfr_zero_p(r->v) ? emin : (long)mpfr_get_exp(r->v) - 1;
  if (e < emin) e = emin;
  mpfr_set_d(r->d, fd, MPFR_RNDN);
  mpfr_sub(r->d, r->d, r->v, MPFR_RNDN);
  mpfr_abs(r->d, r->d, MPFR_RNDN);
  mpfr_mul_2si(r->d, r->d, -(e - (p - 1)), MPFR_RNDN);
  return mpfr_get_d(r->d, MPFR_RNDU);
}

/* ------------------------------------------------------------------ */
/* The float filter (Ziv's strategy, as exhaustive float checkers use)  */
/* (MATHREF_FILTER_LDOUBLE, the default)                                */
/*                                                                      */
/* For binary32 the function is first evaluated in long double (64-bit  */
/* significand): glibc's x86 long double functions err by a few ulps of */
/* that format (its published ulps tables: at most 3 for these          */
/* functions), i.e. by less than 2^-37 ulps of binary32 (of the result's */
/* binade; for a subnormal result, whose ulp 2^-149 is larger than that */
/* of its binade, by less still).  When that value y is a nonzero float */
/* after rounding (normal or subnormal), below 2^127, not next to a     */
/* power of two (where the exact value's binade, and so its ulp, is     */
/* unsure: see mr_filter32), and farther than 2^-30 float ulps (a 2^7   */
/* margin) from every rounding boundary -- the midpoints between y's    */
/* nearest float and its two neighbours -- the float nearest y is the   */
/* correctly rounded result, and the distance of the folded value is    */
/* |folded - y| / ulp(y) to within 2^-30 ulp; otherwise (near a         */
/* midpoint, results rounding to zero or overflowing, NaN, inf) MPFR    */
/* decides.  This makes exhaustive float sweeps some 10 times faster.   */

static bool mr_ld(unsigned fn, long double x, long double y, long double *out) {
  switch (fn) {
  case IR_MF_SIN: *out = sinl(x); break;     case IR_MF_COS: *out = cosl(x); break;
  case IR_MF_TAN: *out = tanl(x); break;     case IR_MF_ASIN: *out = asinl(x); break;
  case IR_MF_ACOS: *out = acosl(x); break;   case IR_MF_ATAN: *out = atanl(x); break;
  case IR_MF_ATAN2: *out = atan2l(x, y); break;
  case IR_MF_SINH: *out = sinhl(x); break;   case IR_MF_COSH: *out = coshl(x); break;
  case IR_MF_TANH: *out = tanhl(x); break;   case IR_MF_EXP: *out = expl(x); break;
  case IR_MF_EXP2: *out = exp2l(x); break;   case IR_MF_LOG: *out = logl(x); break;
  case IR_MF_LOG2: *out = log2l(x); break;   case IR_MF_LOG10: *out = log10l(x); break;
  case IR_MF_POW: *out = powl(x, y); break;  case IR_MF_SQRT: *out = sqrtl(x); break;
  default: return false;
  }
  return true;
}

static bool mr_fast32(const MathrefCheck *c) {
  return c->w == 32 && (c->nargs == 1 || c->fn == IR_MF_ATAN2 || c->fn == IR_MF_POW);
}

static bool mr_filter32(MathrefCheck *c) {
  long double y;
  float x = (float)mr_to_d(32, c->args[0]), x2 = c->nargs > 1 ? (float)mr_to_d(32, c->args[1]) : 0.0f;
  if (!mr_fast32(c) || !mr_ld(c->fn, x, x2, &y)) return false;
  long double ay = fabsl(y);
  if (!(ay >= 0x1p-149L && ay < 0x1p127L)) return false;   /* NaN too */
  float f = (float)y;
  if (f == 0) return false;
  uint32_t au = ir_f32_bits(f) & 0x7fffffffu;   /* |f|: its neighbours are the next patterns */
  long double fl = f, lo = copysignf(ir_bits_f32(au - 1), f), hi = copysignf(ir_bits_f32(au + 1), f);
  if (f < 0) { long double t = lo; lo = hi, hi = t; }
  int e;
  long double mant = fabsl(frexpl(y, &e));   /* [0.5, 1) */
  int ue = e - 24 < -149 ? -149 : e - 24;
  long double ulp = ir_bits_f64((uint64_t)(ue + 1023) << 52), margin = ulp * 0x1p-30L;
  double fd = mr_to_d(32, c->folded);
  uint32_t u = ir_f32_bits(f);
  if (mant - 0.5L < 0x1p-40L || 1.0L - mant < 0x1p-40L) {
    /* Next to a power of two P (tanh and sin saturating at 1, exp2 of an
     * integer): the exact value is within 2^-40 of P relative, so P is the
     * correctly rounded float; a folded P is within 2^-39 ulp of it on
     * either side.  Any other folded value: its ulp depends on the side of
     * P the exact value lies, which only MPFR knows. */
    if ((float)fd != f || fd != (double)f) return false;
    c->cr = u;
    c->ulp = (double)(fabsl((long double)fd - y) / ulp);
    return true;
  }
  if (fabsl(y - (fl + lo) / 2) <= margin || fabsl(y - (fl + hi) / 2) <= margin) return false;
  if (isnan(fd) || isinf(fd)) return false;
  c->cr = u;
  c->ulp = (double)(fabsl((long double)fd - y) / ulp);
  return true;
}

/* ------------------------------------------------------------------ */
/* The double filter (MATHREF_FILTER_DOUBLE)                            */
/*                                                                      */
/* Cheaper still, for binary32 results: d = f(x) by the host's double   */
/* libm.  glibc documents its double functions' largest known errors    */
/* ("Known Maximum Errors in Math Functions": a few ulps of double on   */
/* x86-64, glibc's tests list none above 9), so |d - f(x)| <= 9 * 2^-52 */
/* |d|; we allow some 2^12 ulps, m = 2^-40 |d|.  With F the float      */
/* nearest d (not zero, |d| <= 2^127; subnormal F too: its neighbours   */
/* are the next bit patterns as for normal ones) and the rounding       */
/* boundaries ML, MH halfway to F's neighbours (exact in double), d     */
/* lies in [ML, MH]; when it is farther than m from both, so does f(x), */
/* and F is the correctly rounded float.  The folded value's distance   */
/* |folded - d| / ulp(d) is then within m / ulp(F) <= 2^-16 of the      */
/* exact one (in practice 2^-26: the real errors are a few ulps), and   */
/* ulp(d) is ulp(f(x)) unless d is within m of a power of two P: there  */
/* the exact value is too, P is the correctly rounded float, and only a */
/* folded P is judged here (distance |P - d| / ulp, at most 2^-15), any */
/* other folded value goes on.  Within m of a boundary, zero or huge    */
/* results, NaN and infinities go on to the long double filter and      */
/* MPFR.  (Under both filters, fabs, floor, ceil and round are exact:   */
/* C's fabsf, floorf, ceilf and roundf give the result -- round: ties   */
/* away from zero, as MPFR's mpfr_round -- code apart from the folder's */
/* own; a folded value that differs goes to MPFR for its distance.)     */
/* This filter evaluates the same host functions the folder  */
/* does (only exp2 differs: exp2 here, pow(2, x) there), so it judges   */
/* the host column of mathcheck on glibc's word for its error bounds;   */
/* the exact column (fold-math-exact, which decides with the same kind  */
/* of test on the same double) must be judged by the long double        */
/* filter: independent code.                                            */

/* The host's double f(x[, y]) (core/sem's evaluation, the folder's
 * functions); powi and rsqrt are left to the long double filter and MPFR. */
static bool mr_d(unsigned fn, double x, double y, double *out) {
  if (fn == IR_MF_POWI || fn == IR_MF_RSQRT) return false;
  *out = sem_host_double(fn, x, y, 0);
  return true;
}

static bool mr_exact32(MathrefCheck *c) {
  float x = ir_bits_f32((uint32_t)c->args[0]), v;
  if (c->nargs != 1 || !isfinite(x)) return false;
  switch (c->fn) {
  case IR_MF_FABS: v = fabsf(x); break;
  case IR_MF_FLOOR: v = floorf(x); break;
  case IR_MF_CEIL: v = ceilf(x); break;
  case IR_MF_ROUND: v = roundf(x); break;
  default: return false;
  }
  if (ir_f32_bits(v) != (uint32_t)c->folded) return false;
  c->cr = ir_f32_bits(v);
  c->ulp = 0.0;
  return true;
}

static bool mr_dfilter32(MathrefCheck *c) {
  double d, x = ir_bits_f32((uint32_t)c->args[0]), x2 = c->nargs > 1 ? ir_bits_f32((uint32_t)c->args[1]) : 0.0;
  if (!mr_fast32(c) || !mr_d(c->fn, x, x2, &d)) return false;
  double ad = fabs(d);
  if (!(ad >= 0x1p-149 && ad <= 0x1p127)) return false;   /* NaN too */
  double m = ad * 0x1p-40, fd = ir_bits_f32((uint32_t)c->folded);
  float f = (float)d;
  uint32_t u = ir_f32_bits(f) & 0x7fffffffu;
  if (u == 0) return false;
  double af = ir_bits_f32(u), ml = (af + ir_bits_f32(u - 1)) / 2, mh = (af + ir_bits_f32(u + 1)) / 2;
  int e = (int)(ir_f64_bits(ad) >> 52) - 1023;                  /* 2^e <= |d| < 2^(e+1), e in [-149, 127] */
  double p = ir_bits_f64((uint64_t)(e + 1023) << 52), p2 = 2 * p;
  /* a float ulp in that binade (2^-149 for every subnormal) */
  double ulp = ir_bits_f64((uint64_t)((e < -126 ? -126 : e) - 23 + 1023) << 52);
  if (ad - p <= m || p2 - ad <= m) {
    double pw = ad - p <= m ? p : p2;   /* F is pw (m is far below half an ulp) */
    if (fabs(fd) != pw || (fd < 0) != (d < 0)) return false;
    c->cr = ir_f32_bits(f);
    c->ulp = fabs(fd - d) / ulp;
    return true;
  }
  if (!(ad - ml > m && mh - ad > m)) return false;
  if (isnan(fd) || isinf(fd)) return false;
  c->cr = ir_f32_bits(f);
  c->ulp = fabs(fd - d) / ulp;
  return true;
}

bool mathref_check(Mathref *r, MathrefCheck *c) {
  if (c->w != 32 && c->w != 64) return false;
  if (c->w == 32 && r->filter != MATHREF_FILTER_MPFR && mr_exact32(c)) return true;
  if (c->w == 32 && r->filter == MATHREF_FILTER_DOUBLE && mr_dfilter32(c)) return true;
  if (r->filter != MATHREF_FILTER_MPFR && mr_filter32(c)) return true;
  if (!mr_exact(r, c->fn, c)) return false;
  uint64_t a[3] = {c->args[0], c->args[1], c->args[2]};
  c->cr = sem_math(&r->env, c->fn, c->w, a, SEM_RNE);
  c->ulp = mr_ulps(r, c->w, c->folded);
  return true;
}

void mathref_set_filter(Mathref *r, MathrefFilter f) { r->filter = f; }

void mathref_mpfr_only(Mathref *r, bool on) { r->filter = on ? MATHREF_FILTER_MPFR : MATHREF_FILTER_LDOUBLE; }

const char *mathref_fn_name(unsigned fn) {
  return fn < IR_NMATHFN && fn != IR_MF_NONE ? ir_mathfn_name[fn] : "?";
}

static uint64_t mr_hex(unsigned w, uint64_t b) {
  return ir_f64_bits(mr_to_d(w, b));
}

void mathref_describe(const MathrefCheck *c, char *buf, size_t n) {
  const char *t = c->w == 32 ? "float" : "double";
  int at = snprintf(buf, n, "%s(%s 0x%016llX", mathref_fn_name(c->fn), t, (unsigned long long)mr_hex(c->w, c->args[0]));
  if (c->nargs > 1 && at > 0 && (size_t)at < n) {
    if (c->fn == IR_MF_POWI) at += snprintf(buf + at, n - (size_t)at, ", i32 %d", (int)(int32_t)c->args[1]);
    else at += snprintf(buf + at, n - (size_t)at, ", %s 0x%016llX", t, (unsigned long long)mr_hex(c->w, c->args[1]));
  }
  if (at > 0 && (size_t)at < n)
    snprintf(buf + at, n - (size_t)at, "): folded 0x%016llX, correctly rounded 0x%016llX, %.3g ulp",
             (unsigned long long)mr_hex(c->w, c->folded), (unsigned long long)mr_hex(c->w, c->cr), c->ulp);
}

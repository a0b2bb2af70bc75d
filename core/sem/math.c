/* core/sem/math.c -- the math library model (sem_math: MPFR correctly
 * rounded, or the host libm), the models of approximate operations
 * (sem_approx: exact / adversarial within the PTX error bound) and the
 * evaluation environment (sem_env_init / sem_env_free).
 * Contract (sem.h): MPFR results are the correctly rounded value of the
 * mathematical function at width 16/32/64 in the rounding mode, with
 * subnormals; special cases follow C99 Annex F; NaN results follow the NaN
 * rule of fp.c.  No global state: MPFR variables live in SemEnv.mpfr_scratch.
 *
 * MPFR exponent range.  MPFR's emin/emax are a per-thread setting of the
 * library, not of a variable.  Each evaluation sets them to the range of
 * the target format (binary16: [-23, 16], binary32: [-148, 128], binary64:
 * [-1073, 1024] in MPFR's convention x = m * 2^e, 1/2 <= m < 1), computes
 * in precision p (11, 24, 53), calls mpfr_subnormalize (which rounds into
 * the subnormal range without double rounding, using the ternary value),
 * and restores the previous range before returning, so callers and other
 * MPFR users in the process see no change.  Arguments are exact (64-bit
 * MPFR variables hold every value of the three formats).
 *
 * Memo: MPFR evaluations of transcendental functions cost microseconds;
 * the last results are kept in a small direct-mapped table in the scratch
 * (key: function, width, rounding, argument bits), which does not change
 * any result.
 */
#include "sem.h"

#include <math.h>
#include <mpfr.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Approximate operations: the error bounds (PTX ISA 9.1, section 9.7.3)
 *
 * | operation (callees)                      | PTX ISA section         | bound documented by PTX                                   |
 * |------------------------------------------|-------------------------|-----------------------------------------------------------|
 * | sin.approx{.ftz}.f32 (nvvm.sin.approx.*, | 9.7.3.18 sin            | absolute 2^-20.5 for x in [-2pi, 2pi], 2^-14.7 in          |
 * |   ori.mufu.sin.f32)                      |                         | [-100pi, 100pi]; beyond: "only best effort", no bound      |
 * | cos.approx{.ftz}.f32 (nvvm.cos.approx.*, | 9.7.3.19 cos            | same as sin                                                |
 * |   ori.mufu.cos.f32)                      |                         |                                                           |
 * | lg2.approx{.ftz}.f32 (nvvm.lg2.approx.f*,| 9.7.3.20 lg2            | absolute 2^-22 for x in (0.5, 2); relative 2^-22 for other |
 * |   ori.mufu.lg2.f32)                      |                         | positive finite x                                          |
 * | ex2.approx{.ftz}.f32 (nvvm.ex2.approx.f*,| 9.7.3.21 ex2            | 2 ulp from the correctly rounded result, full range        |
 * |   ori.mufu.ex2.f32)                      |                         |                                                           |
 * | rcp.approx{.ftz}.f32 (nvvm.rcp.approx.   | 9.7.3.13 rcp            | 1 ulp, full range                                          |
 * |   ftz.f, ori.mufu.rcp.f32)               |                         |                                                           |
 * | sqrt.approx{.ftz}.f32 (nvvm.sqrt.approx.*| 9.7.3.15 sqrt           | relative 2^-23 over the positive finite range              |
 * |   ori.mufu.sqrt.f32)                     |                         |                                                           |
 * | rsqrt.approx{.ftz}.f32 (nvvm.rsqrt.      | 9.7.3.16 rsqrt          | relative 2^-22.9 over the positive finite range            |
 * |   approx.f*, ori.mufu.rsq.f32)           |                         |                                                           |
 * | div.approx{.ftz}.f32 (nvvm.div.approx.*) | 9.7.3.8 div             | 2 ulp for |b| in [2^-126, 2^126]; for 2^126 < |b| < 2^128  |
 * |                                          |                         | exactly: NaN if a is infinite, else a signed zero          |
 * | rcp.approx.ftz.f64 (nvvm.rcp.approx.     | 9.7.3.14 rcp.approx.    | no number: "gross approximation": d[63:32] = 1/a[63:32] in |
 * |   ftz.d, ori.mufu.rcp64h.f64)            |   ftz.f64               | 1.11.20 format, d[31:0] = 0                                |
 * | rsqrt.approx.f64 (nvvm.rsqrt.approx.d)   | 9.7.3.16 rsqrt          | none stated for .f64 ("emulated in software")              |
 * | ex2/lg2.approx.f64 (nvvm.{ex2,lg2}.      | not in the ISA (9.7.3.20| none                                                      |
 * |   approx.d; llc-16 emits these opcodes)  |   and .21 list .f32)    |                                                           |
 *
 * Bounds this model applies (adversarial model):
 * - every documented bound as stated; "ulp" bounds of rcp and div are taken
 *   against the exact result (|y - f| <= n ulp(f)), the ex2 bound against
 *   the correctly rounded result (n steps of the format from it), as the
 *   ISA words them;
 * - sin/cos beyond [-100pi, 100pi]: any value in [-1, 1];
 * - div.approx with a subnormal or zero |b| < 2^-126: the 2 ulp bound;
 * - rcp.approx.ftz.f64: any 1.11.20 value within relative 2^-20 of 1/t, t
 *   the operand truncated to its upper word as the ISA's semantics say
 *   (one unit of the result's 20-bit mantissa);
 * - .f64 forms without a documented bound (rsqrt, ex2, lg2): the bound of
 *   the .f32 form as a relative error (rsqrt 2^-22.9, ex2 2^-22 = 2 ulp of
 *   binary32, lg2 as the .f32 form) -- an assumption, stated here;
 * - ori.mufu.* (SASS MUFU, which the PTX .approx.f32 instructions compile
 *   to): the bound of the corresponding PTX .approx instruction above
 *   (MUFU.RCP64H: rcp.approx.ftz.f64, including its flush to zero); the
 *   table rows of the f32 MUFU callees carry no FTZ bit, so they keep
 *   subnormals like the non-.ftz PTX forms.
 * Special inputs and results listed in the PTX tables of each section
 * (+-0, +-inf, NaN, negative operands of sqrt/rsqrt/lg2), and zero,
 * infinite or NaN correctly rounded results, are returned exactly; every
 * other result is drawn by the seeded generator (SemEnv.rng): one of the two
 * ends of the interval with probability 1/4 each, else uniformly among the
 * representable values in it.  The interval is computed with MPFR at 192
 * bits and shrunk by a relative 2^-100, so every drawn value is provably
 * within the bound.  FTZ operations flush the drawn value.
 *
 * Exact model (default): the correctly rounded (RNE) value of the exact
 * function under the math model (MPFR, or libm with --math=host), with FTZ
 * for the .ftz forms; except div.approx{.ftz}.f32, which PTX 9.7.3.8
 * defines by how it is computed ("d = a * (1/b)"): RN(a * RN(1/b)) on the
 * (flushed, for .ftz) operands, result flushed for .ftz, and the
 * documented |b| > 2^126 rule (the value a reciprocal that flushes its
 * subnormal results gives there); the adversarial model still draws
 * within 2 ulp of the exact quotient;
 * rcp.approx.ftz.f64 / MUFU.RCP64H follow the ISA's semantics: 1/t rounded
 * to nearest even to 20 fraction bits, low word zero, subnormals flushed,
 * NaN -> the canonical 0x7fffffff00000000 the ISA names.
 * ------------------------------------------------------------------ */

typedef enum BoundKind {
  B_NONE, B_REL, B_ULP_EXACT, B_ULP_CR, B_LG2, B_SINCOS, B_RCP64H
} BoundKind;

typedef struct ApproxSpec {
  unsigned fn, w;       /* IR_MF_*, width */
  BoundKind kind;
  const char *lg2;      /* log2 of the bound (REL / LG2), as decimal text */
  unsigned ulps;        /* ULP kinds */
} ApproxSpec;

static const ApproxSpec approx_specs[] = {
  {IR_MF_SIN, 32, B_SINCOS, NULL, 0},
  {IR_MF_COS, 32, B_SINCOS, NULL, 0},
  {IR_MF_LOG2, 32, B_LG2, "-22", 0},
  {IR_MF_LOG2, 64, B_LG2, "-22", 0},
  {IR_MF_EXP2, 32, B_ULP_CR, NULL, 2},
  {IR_MF_EXP2, 64, B_REL, "-22", 0},
  {IR_MF_RCP, 32, B_ULP_EXACT, NULL, 1},
  {IR_MF_RCP, 64, B_RCP64H, NULL, 0},
  {IR_MF_SQRT, 32, B_REL, "-23", 0},
  {IR_MF_RSQRT, 32, B_REL, "-22.9", 0},
  {IR_MF_RSQRT, 64, B_REL, "-22.9", 0},
  {IR_MF_DIV, 32, B_ULP_EXACT, NULL, 2},
};

/* ------------------------------------------------------------------ */
/* Scratch                                                              */

enum { SEM_MEMO = 512, HP = 192 };

typedef struct Memo {
  uint64_t a0, a1, val;
  uint32_t tag;
} Memo;

typedef struct Scratch {
  mpfr_t in[3];            /* arguments, 64 bits */
  mpfr_t out[3];           /* results at 11, 24, 53 bits */
  mpfr_t f, b, lo, hi, t, u; /* adversarial model, HP bits */
  mpfr_t r21;              /* rcp64h grid */
  Memo memo[SEM_MEMO];
} Scratch;

static Scratch *scratch(SemEnv *e) {
  Scratch *s = e->mpfr_scratch;
  if (s) return s;
  s = calloc(1, sizeof *s);
  if (!s) return NULL;
  for (int i = 0; i < 3; i++) mpfr_init2(s->in[i], 64);
  mpfr_init2(s->out[0], 11);
  mpfr_init2(s->out[1], 24);
  mpfr_init2(s->out[2], 53);
  mpfr_inits2(HP, s->f, s->b, s->lo, s->hi, s->t, s->u, (mpfr_ptr)0);
  mpfr_init2(s->r21, 21);
  e->mpfr_scratch = s;
  return s;
}


/* No host floating-point state is read or checked here: fp.c's host fast
 * path checks MXCSR itself on every call and falls back to integer code. */
static const SemOpts default_opts = {SEM_MATH_MPFR, SEM_APPROX_EXACT, 0};

void sem_opts_default(SemOpts *o) { *o = default_opts; }

void sem_env_init(SemEnv *e, IrCtx *c, const SemOpts *o) {
  if (!o) o = &default_opts;
  memset(e, 0, sizeof *e);
  e->ctx = c;
  e->math = o->math;
  e->approx = o->approx;
  e->rng = o->approx_seed;
  ir_splitmix64(&e->rng);
}

void sem_env_free(SemEnv *e) {
  Scratch *s = e->mpfr_scratch;
  if (!s) return;
  for (int i = 0; i < 3; i++) { mpfr_clear(s->in[i]); mpfr_clear(s->out[i]); }
  mpfr_clears(s->f, s->b, s->lo, s->hi, s->t, s->u, s->r21, (mpfr_ptr)0);
  free(s);
  e->mpfr_scratch = NULL;
}

/* ------------------------------------------------------------------ */
/* Bits <-> MPFR                                                        */

static inline unsigned prec_of(unsigned w) { return w == 64 ? 53 : w == 32 ? 24 : 11; }
static inline int widx(unsigned w) { return w == 64 ? 2 : w == 32 ? 1 : 0; }
static inline long emin_of(unsigned w) { return w == 64 ? -1073 : w == 32 ? -148 : -23; }
static inline long emax_of(unsigned w) { return w == 64 ? 1024 : w == 32 ? 128 : 16; }
static inline uint64_t sign_of(unsigned w) { return 1ull << (w - 1); }
static inline uint64_t inf_of(unsigned w) {
  return w == 64 ? 0x7ff0000000000000ull : w == 32 ? 0x7f800000u : 0x7c00u;
}
static inline uint64_t one_of(unsigned w) {
  return w == 64 ? 0x3ff0000000000000ull : w == 32 ? 0x3f800000u : 0x3c00u;
}
static inline bool is_inf(unsigned w, uint64_t a) { return (a & ~sign_of(w)) == inf_of(w); }
static inline bool is_zero(unsigned w, uint64_t a) { return (a & ~sign_of(w)) == 0; }
static inline bool is_neg(unsigned w, uint64_t a) { return (a & sign_of(w)) != 0; }

static mpfr_rnd_t mrnd(SemRound r) {
  return r == SEM_RZ ? MPFR_RNDZ : r == SEM_RM ? MPFR_RNDD : r == SEM_RP ? MPFR_RNDU : MPFR_RNDN;
}

static void to_mpfr(mpfr_t x, unsigned w, uint64_t a) {
  int s, ex;
  uint64_t m;
  if (sem_funpack(w, a, &s, &ex, &m)) {
    mpfr_set_ui_2exp(x, m, ex, MPFR_RNDN);
    if (s) mpfr_neg(x, x, MPFR_RNDN);
  } else if (sem_isnan(w, a)) {
    mpfr_set_nan(x);
  } else if (is_inf(w, a)) {
    mpfr_set_inf(x, s ? -1 : 1);
  } else {
    mpfr_set_zero(x, s ? -1 : 1);
  }
}

/* A non-NaN MPFR value of at most 64 bits of precision that is
 * representable in width w (or rounds to it by r) into bits. */
static uint64_t from_mpfr(mpfr_t y, unsigned w, SemRound r) {
  uint64_t sb = mpfr_signbit(y) ? sign_of(w) : 0;
  if (mpfr_inf_p(y)) return sb | inf_of(w);
  if (mpfr_zero_p(y)) return sb;
  mpfr_exp_t E = mpfr_get_exp(y);
  mpfr_abs(y, y, MPFR_RNDN);
  mpfr_mul_2si(y, y, 64 - E, MPFR_RNDN);           /* exact: [2^63, 2^64) */
  uint64_t m = mpfr_get_ui(y, MPFR_RNDZ);
  return sem_fpack(w, sb != 0, (int)(E - 64), m, r, false);
}

/* Sets MPFR's exponent range to width w's (see the header comment). */
typedef struct Range { mpfr_exp_t emin, emax; } Range;
static Range range_enter(unsigned w) {
  Range old = {mpfr_get_emin(), mpfr_get_emax()};
  mpfr_set_emin(emin_of(w));
  mpfr_set_emax(emax_of(w));
  return old;
}
static void range_leave(Range old) {
  mpfr_set_emin(old.emin);
  mpfr_set_emax(old.emax);
}

/* ------------------------------------------------------------------ */
/* The MPFR model of the transcendental functions                       */

static int mpfr_apply(unsigned fn, mpfr_t y, mpfr_t x, mpfr_t z, long n, mpfr_rnd_t rm) {
  switch (fn) {
  case IR_MF_SIN: return mpfr_sin(y, x, rm);
  case IR_MF_COS: return mpfr_cos(y, x, rm);
  case IR_MF_TAN: return mpfr_tan(y, x, rm);
  case IR_MF_ASIN: return mpfr_asin(y, x, rm);
  case IR_MF_ACOS: return mpfr_acos(y, x, rm);
  case IR_MF_ATAN: return mpfr_atan(y, x, rm);
  case IR_MF_ATAN2: return mpfr_atan2(y, x, z, rm);   /* atan2(y = x, x = z), C99 F.9.1.4 */
  case IR_MF_SINH: return mpfr_sinh(y, x, rm);
  case IR_MF_COSH: return mpfr_cosh(y, x, rm);
  case IR_MF_TANH: return mpfr_tanh(y, x, rm);
  case IR_MF_EXP: return mpfr_exp(y, x, rm);
  case IR_MF_EXP2: return mpfr_exp2(y, x, rm);
  case IR_MF_LOG: return mpfr_log(y, x, rm);
  case IR_MF_LOG2: return mpfr_log2(y, x, rm);
  case IR_MF_LOG10: return mpfr_log10(y, x, rm);
  case IR_MF_POW: return mpfr_pow(y, x, z, rm);        /* C99 F.9.4.4 special cases */
  case IR_MF_POWI: return mpfr_pow_si(y, x, n, rm);
  case IR_MF_RSQRT: return mpfr_rec_sqrt(y, x, rm);
  default: mpfr_set_nan(y); return 0;
  }
}

static uint64_t mpfr_model(Scratch *s, unsigned fn, unsigned w, const uint64_t *args, SemRound r) {
  unsigned n = ir_mathfn_arity[fn];
  /* IEEE 754-2019 9.2 rSqrt(+-0) = +-inf (MPFR returns +inf for -0) */
  if (fn == IR_MF_RSQRT && is_zero(w, args[0])) return args[0] | inf_of(w);
  for (unsigned i = 0; i < n && i < 2; i++)
    if (!(fn == IR_MF_POWI && i == 1)) to_mpfr(s->in[i], w, args[i]);
  long ni = fn == IR_MF_POWI ? (long)(int32_t)(uint32_t)args[1] : 0;
  mpfr_ptr y = s->out[widx(w)];
  mpfr_rnd_t rm = mrnd(r);
  Range old = range_enter(w);
  int t = mpfr_apply(fn, y, s->in[0], s->in[1], ni, rm);
  t = mpfr_subnormalize(y, t, rm);
  range_leave(old);
  if (mpfr_nan_p(y)) return sem_fnan(w, fn == IR_MF_POWI ? 1 : n, args);
  return from_mpfr(y, w, SEM_RNE);
}

static uint64_t memo_key(uint64_t a0, uint64_t a1, uint32_t tag) {
  uint64_t h = a0 * 0x9e3779b97f4a7c15ull ^ (a1 + tag) * 0xc2b2ae3d27d4eb4full;
  return (h ^ (h >> 29)) & (SEM_MEMO - 1);
}

static uint64_t mpfr_memo(SemEnv *e, unsigned fn, unsigned w, const uint64_t *args, SemRound r) {
  Scratch *s = scratch(e);
  if (!s) return sem_fdefault_nan(w);   /* out of memory: never happens in practice */
  uint64_t a1 = ir_mathfn_arity[fn] > 1 ? args[1] : 0;
  uint32_t tag = 1u | fn << 1 | (uint32_t)w << 8 | (uint32_t)r << 16;
  Memo *m = &s->memo[memo_key(args[0], a1, tag)];
  if (m->tag == tag && m->a0 == args[0] && m->a1 == a1) return m->val;
  uint64_t v = mpfr_model(s, fn, w, args, r);
  m->tag = tag;
  m->a0 = args[0];
  m->a1 = a1;
  m->val = v;
  return v;
}

/* ------------------------------------------------------------------ */
/* The host model                                                       */

/* llvm.powi as the host evaluates it (compiler-rt / libgcc __powidf2 and
 * __powisf2: square-and-multiply over the bits of n, then 1/r for negative
 * n), in binary64, or with f32 in binary32, rounding after every step as
 * __powisf2 does (squaring in double and rounding once differs in the last
 * bit, e.g. powi(0x2edbe6ff, 3)).  Each binary32 step is computed in
 * binary64 and rounded: exact for products of floats, and innocuous for
 * the quotient (53 >= 2*24 + 2). */
static double rnd32(double v, bool f32) { return f32 ? (double)(float)v : v; }

static double host_powi(double x, int32_t n, bool f32) {
  double r = 1;
  int64_t k = n < 0 ? -(int64_t)n : n;
  for (;;) {
    if (k & 1) r = rnd32(r * x, f32);
    k >>= 1;
    if (!k) break;
    x = rnd32(x * x, f32);
  }
  return n < 0 ? rnd32(1 / r, f32) : r;
}

double sem_host_double(unsigned fn, double x, double y, int32_t n) {
  switch (fn) {
  case IR_MF_SIN: return sin(x);
  case IR_MF_COS: return cos(x);
  case IR_MF_TAN: return tan(x);
  case IR_MF_ASIN: return asin(x);
  case IR_MF_ACOS: return acos(x);
  case IR_MF_ATAN: return atan(x);
  case IR_MF_ATAN2: return atan2(x, y);
  case IR_MF_SINH: return sinh(x);
  case IR_MF_COSH: return cosh(x);
  case IR_MF_TANH: return tanh(x);
  case IR_MF_EXP: return exp(x);
  case IR_MF_EXP2: return exp2(x);
  case IR_MF_LOG: return log(x);
  case IR_MF_LOG2: return log2(x);
  case IR_MF_LOG10: return log10(x);
  case IR_MF_POW: return pow(x, y);
  case IR_MF_POWI: return host_powi(x, n, false);
  case IR_MF_RSQRT: return 1 / sqrt(x);
  case IR_MF_SQRT: return sqrt(x);
  default: return NAN;
  }
}

static float host_f(unsigned fn, float x, float y, int32_t n) {
  switch (fn) {
  case IR_MF_SIN: return sinf(x);
  case IR_MF_COS: return cosf(x);
  case IR_MF_TAN: return tanf(x);
  case IR_MF_ASIN: return asinf(x);
  case IR_MF_ACOS: return acosf(x);
  case IR_MF_ATAN: return atanf(x);
  case IR_MF_ATAN2: return atan2f(x, y);
  case IR_MF_SINH: return sinhf(x);
  case IR_MF_COSH: return coshf(x);
  case IR_MF_TANH: return tanhf(x);
  case IR_MF_EXP: return expf(x);
  case IR_MF_EXP2: return exp2f(x);
  case IR_MF_LOG: return logf(x);
  case IR_MF_LOG2: return log2f(x);
  case IR_MF_LOG10: return log10f(x);
  case IR_MF_POW: return powf(x, y);
  case IR_MF_POWI: return (float)host_powi(x, n, true);
  case IR_MF_RSQRT: return 1 / sqrtf(x);
  default: return NAN;
  }
}

/* Host libm in double (binary64) or float (binary32, and binary16 via
 * binary32 rounded to nearest); the rounding mode r is not applied. */
static uint64_t host_model(unsigned fn, unsigned w, const uint64_t *argv) {
  uint64_t args[2] = {argv[0], ir_mathfn_arity[fn] > 1 ? argv[1] : 0};
  int32_t n = (int32_t)(uint32_t)args[1];
  uint64_t bits;
  if (w == 64) {
    bits = ir_f64_bits(sem_host_double(fn, sem_to_double(64, args[0]), sem_to_double(64, args[1]), n));
  } else {
    uint64_t a0 = w == 16 ? sem_fconv(16, 32, args[0], SEM_RNE, false) : args[0];
    uint64_t a1 = w == 16 && fn != IR_MF_POWI ? sem_fconv(16, 32, args[1], SEM_RNE, false) : args[1];
    uint32_t uz = ir_f32_bits(host_f(fn, ir_bits_f32((uint32_t)a0), ir_bits_f32((uint32_t)a1), n));
    bits = w == 16 ? sem_fconv(32, 16, uz, SEM_RNE, false) : uz;
  }
  if (sem_isnan(w, bits)) return sem_fnan(w, fn == IR_MF_POWI ? 1 : ir_mathfn_arity[fn], args);
  return bits;
}

/* ------------------------------------------------------------------ */
/* Functions with exact results (both models)                           */

/* LangRef 16 llvm.minnum/maxnum: "If either operand is a NaN, returns the
 * other non-NaN operand. Returns NaN only if both operands are NaN ... If
 * the operands compare equal, returns either one": we return -0 for min
 * and +0 for max (IEEE 754-2019 minimumNumber, and PTX min/max: "+0.0 >
 * -0.0"). llvm.minimum/maximum: "If either operand is a NaN, returns NaN
 * ... -0.0 is considered to be less than +0.0". */
static uint64_t fminmax(unsigned w, uint64_t a, uint64_t b, bool max, bool nan_prop) {
  bool na = sem_isnan(w, a), nb = sem_isnan(w, b);
  if (na || nb) {
    uint64_t v[2] = {a, b};
    if (nan_prop || (na && nb)) return sem_fnan(w, 2, v);
    return na ? b : a;
  }
  int c = sem_fcmp3(w, a, b);
  if (c == 0) {
    bool sa = is_neg(w, a), sb = is_neg(w, b);
    if (sa == sb) return a;
    return (max != sa) ? a : b;
  }
  return ((c < 0) != max) ? a : b;
}

/* PTX ISA 9.1 9.7.9.21 cvt, saturation: "For floating-point destination
 * types, .sat limits the result to the range [0.0, 1.0]. NaN results are
 * flushed to positive zero."  -0.0 lies in the range and is kept. */
static uint64_t saturate(unsigned w, uint64_t a) {
  if (sem_isnan(w, a)) return 0;
  if (is_zero(w, a)) return a;
  if (is_neg(w, a)) return 0;
  if (sem_fcmp3(w, a, one_of(w)) > 0) return one_of(w);
  return a;
}

static bool exact_fn(unsigned fn, unsigned w, const uint64_t *a, SemRound r, uint64_t *res) {
  uint64_t sgn = sign_of(w);
  switch (fn) {
  case IR_MF_FABS: *res = sem_fabs(w, a[0]); return true;
  case IR_MF_COPYSIGN: *res = (a[0] & ~sgn) | (a[1] & sgn); return true;
  case IR_MF_CEIL: *res = sem_frint(w, a[0], SEM_RP); return true;
  case IR_MF_FLOOR: *res = sem_frint(w, a[0], SEM_RM); return true;
  case IR_MF_TRUNC: *res = sem_frint(w, a[0], SEM_RZ); return true;
  case IR_MF_ROUND: *res = sem_frint(w, a[0], SEM_RNA); return true;
  case IR_MF_ROUNDEVEN: *res = sem_frint(w, a[0], SEM_RNE); return true;
  case IR_MF_RINT:
  case IR_MF_NEARBYINT: *res = sem_frint(w, a[0], r); return true;
  case IR_MF_FMIN: *res = fminmax(w, a[0], a[1], false, false); return true;
  case IR_MF_FMAX: *res = fminmax(w, a[0], a[1], true, false); return true;
  case IR_MF_MINIMUM: *res = fminmax(w, a[0], a[1], false, true); return true;
  case IR_MF_MAXIMUM: *res = fminmax(w, a[0], a[1], true, true); return true;
  case IR_MF_FMA: *res = sem_fma(w, a[0], a[1], a[2], r, false); return true;
  case IR_MF_DIV: *res = sem_fdiv(w, a[0], a[1], r, false); return true;
  case IR_MF_ADD: *res = sem_fadd(w, a[0], a[1], r, false); return true;
  case IR_MF_MUL: *res = sem_fmul(w, a[0], a[1], r, false); return true;
  case IR_MF_SQRT: *res = sem_fsqrt(w, a[0], r, false); return true;
  case IR_MF_RCP: *res = sem_fdiv(w, one_of(w), a[0], r, false); return true;
  case IR_MF_FMOD: *res = sem_frem(w, a[0], a[1]); return true;
  case IR_MF_SATURATE: *res = saturate(w, a[0]); return true;
  default: return false;
  }
}

uint64_t sem_math(SemEnv *e, unsigned fn, unsigned w, const uint64_t *args, SemRound r) {
  uint64_t res;
  if (fn == IR_MF_NONE || fn >= IR_NMATHFN) return sem_fdefault_nan(w);
  if (exact_fn(fn, w, args, r, &res)) return res;
  if (e->math == SEM_MATH_HOST) return host_model(fn, w, args);
  return mpfr_memo(e, fn, w, args, r);
}

/* ------------------------------------------------------------------ */
/* Approximate operations (see the table at the top)                    */

static const ApproxSpec *spec_of(unsigned fn, unsigned w) {
  for (size_t i = 0; i < sizeof approx_specs / sizeof approx_specs[0]; i++)
    if (approx_specs[i].fn == fn && approx_specs[i].w == w) return &approx_specs[i];
  return NULL;
}

/* Ordered integer key of a non-NaN value (both zeros map to 0). */
static int64_t key_of(unsigned w, uint64_t a) {
  int64_t m = (int64_t)(a & ~sign_of(w));
  return is_neg(w, a) ? -m : m;
}
static uint64_t bits_of_key(unsigned w, int64_t k) {
  return k < 0 ? (sign_of(w) | (uint64_t)(-k)) : (uint64_t)k;
}

/* PTX 9.7.3.14 rcp.approx.ftz.f64 (and MUFU.RCP64H): the upper word t of a
 * (1.11.20), subnormal t flushed; the exact model rounds 1/t to nearest
 * even at 20 fraction bits.  Returns the special result, or sets *t. */
static bool rcp64h_special(uint64_t a, uint64_t *res, uint64_t *t) {
  uint64_t hi = a & 0xffffffff00000000ull;
  if (sem_isnan(64, hi)) { *res = 0x7fffffff00000000ull; return true; }
  hi = sem_flush(64, hi);
  if (is_zero(64, hi)) { *res = (hi & sign_of(64)) | inf_of(64); return true; }
  if (is_inf(64, hi)) { *res = hi & sign_of(64); return true; }
  *t = hi;
  return false;
}

static uint64_t rcp64h_round(Scratch *s, mpfr_t q, mpfr_rnd_t rm) {
  Range old = range_enter(64);
  int tr = mpfr_set(s->r21, q, rm);
  mpfr_check_range(s->r21, tr, rm);
  range_leave(old);
  uint64_t bits = from_mpfr(s->r21, 64, SEM_RNE);
  return sem_flush(64, bits);   /* subnormal results flushed; exact at 21 bits */
}

static uint64_t rcp64h_exact(SemEnv *e, uint64_t a) {
  uint64_t res, t;
  if (rcp64h_special(a, &res, &t)) return res;
  Scratch *s = scratch(e);
  to_mpfr(s->in[0], 64, t);
  mpfr_ui_div(s->f, 1, s->in[0], MPFR_RNDN);     /* exact at HP bits: 1/t to 192 bits */
  return rcp64h_round(s, s->f, MPFR_RNDN);
}

/* The exact model: correctly rounded, FTZ where the op has it. */
static uint64_t approx_exact(SemEnv *e, unsigned fn, unsigned w, const uint64_t *x, bool ftz) {
  uint64_t v = sem_math(e, fn, w, x, SEM_RNE);
  return ftz ? sem_flush(w, v) : v;
}

/* div.approx.f32, exact model: RN(a * RN(1/b)), "computed as d = a *
 * (1/b)" (PTX 9.7.3.8); a and b already flushed for .ftz.  |b| <= 2^126
 * here (div_huge first), so RN(1/b) is normal, infinite or zero and needs
 * no flush; the NaN rule gives the NaN a / b would. */
static uint64_t div_approx_exact(const uint64_t *x, bool ftz) {
  uint64_t r = sem_fdiv(32, one_of(32), x[1], SEM_RNE, false);
  uint64_t v = sem_fmul(32, x[0], r, SEM_RNE, false);
  return ftz ? sem_flush(32, v) : v;
}

/* div.approx.f32 for 2^126 < |b| < 2^128 (PTX 9.7.3.8). */
static bool div_huge(const uint64_t *x, uint64_t *res) {
  uint64_t mb = x[1] & 0x7fffffffu;
  if (!(mb > 0x7e800000u && mb < 0x7f800000u) || sem_isnan(32, x[0])) return false;
  *res = is_inf(32, x[0]) ? sem_fdefault_nan(32) : ((x[0] ^ x[1]) & 0x80000000u);
  return true;
}

/* f = the exact function at HP bits into s->f (for the bound). */
static void exact_hp(Scratch *s, unsigned fn, unsigned w, const uint64_t *x) {
  to_mpfr(s->in[0], w, x[0]);
  switch (fn) {
  case IR_MF_SIN: mpfr_sin(s->f, s->in[0], MPFR_RNDN); break;
  case IR_MF_COS: mpfr_cos(s->f, s->in[0], MPFR_RNDN); break;
  case IR_MF_LOG2: mpfr_log2(s->f, s->in[0], MPFR_RNDN); break;
  case IR_MF_EXP2: mpfr_exp2(s->f, s->in[0], MPFR_RNDN); break;
  case IR_MF_RCP: mpfr_ui_div(s->f, 1, s->in[0], MPFR_RNDN); break;
  case IR_MF_SQRT: mpfr_sqrt(s->f, s->in[0], MPFR_RNDN); break;
  case IR_MF_RSQRT: mpfr_rec_sqrt(s->f, s->in[0], MPFR_RNDN); break;
  case IR_MF_DIV:
    to_mpfr(s->in[1], w, x[1]);
    mpfr_div(s->f, s->in[0], s->in[1], MPFR_RNDN);
    break;
  default: mpfr_set_nan(s->f); break;
  }
}

/* Rounds s->t (HP bits, any exponent: it may lie outside the format's
 * range, so MPFR's exponent range is not narrowed here) to width w in
 * direction r, with subnormals and overflow, by fp.c's integer rounding:
 * the top 64 bits of |t| truncated, every lower bit ORed into bit 0. */
static uint64_t round_to(Scratch *s, unsigned w, SemRound r) {
  uint64_t sb = mpfr_signbit(s->t) ? sign_of(w) : 0;
  if (mpfr_inf_p(s->t)) return sb | inf_of(w);
  if (mpfr_zero_p(s->t)) return sb;
  mpfr_exp_t E = mpfr_get_exp(s->t);
  mpfr_abs(s->u, s->t, MPFR_RNDN);
  mpfr_mul_2si(s->u, s->u, 64 - E, MPFR_RNDN);          /* exact: [2^63, 2^64) */
  uint64_t m = mpfr_get_ui(s->u, MPFR_RNDZ);
  m |= mpfr_cmp_ui(s->u, m) != 0;
  if (E > 4096) E = 4096;                                 /* far beyond every format */
  if (E < -4096) E = -4096;
  return sem_fpack(w, sb != 0, (int)E - 64, m, r, false);
}

/* The bound B >= 0 into s->b for the operand s->in[0] (set by exact_hp);
 * false if none applies.  Range tests are exact comparisons in MPFR (pi at
 * HP bits: no binary32/64 operand lies within 2^-150 of 2pi or 100pi). */
static bool bound_of(Scratch *s, const ApproxSpec *sp, unsigned w) {
  mpfr_srcptr x = s->in[0];
  switch (sp->kind) {
  case B_REL:
  case B_LG2: {
    mpfr_set_str(s->b, sp->lg2, 10, MPFR_RNDD);
    mpfr_exp2(s->b, s->b, MPFR_RNDD);
    /* lg2: "absolute error 2^-22 when the input operand is in the range
     * (0.5, 2)", relative elsewhere */
    bool abs_err = sp->kind == B_LG2 && mpfr_cmp_ui_2exp(x, 1, -1) > 0 && mpfr_cmp_ui(x, 2) < 0;
    if (!abs_err) mpfr_mul(s->b, s->b, s->f, MPFR_RNDD), mpfr_abs(s->b, s->b, MPFR_RNDD);
    return true;
  }
  case B_SINCOS: {   /* [-2pi, 2pi]: 2^-20.5; [-100pi, 100pi]: 2^-14.7; else none */
    mpfr_const_pi(s->u, MPFR_RNDN);
    mpfr_mul_ui(s->lo, s->u, 2, MPFR_RNDN);
    mpfr_mul_ui(s->hi, s->u, 100, MPFR_RNDN);
    if (mpfr_cmpabs(x, s->hi) > 0) return false;
    mpfr_set_str(s->b, mpfr_cmpabs(x, s->lo) <= 0 ? "-20.5" : "-14.7", 10, MPFR_RNDD);
    mpfr_exp2(s->b, s->b, MPFR_RNDD);
    return true;
  }
  case B_ULP_EXACT: {
    long ulp_e = mpfr_get_exp(s->f) - (long)prec_of(w);
    if (ulp_e < emin_of(w) - 1) ulp_e = emin_of(w) - 1;
    mpfr_set_ui_2exp(s->b, sp->ulps, ulp_e, MPFR_RNDD);
    return true;
  }
  default: return false;
  }
}

static uint64_t draw(SemEnv *e, int64_t klo, int64_t khi) {
  uint64_t r = ir_splitmix64(&e->rng);
  if ((r & 7) < 2) return (uint64_t)klo;
  if ((r & 7) < 4) return (uint64_t)khi;
  uint64_t span = (uint64_t)khi - (uint64_t)klo + 1;
  /* a power of two (the usual span 2 of a 1-ulp bound): the same value
   * without a 64-bit division, which dominates a native run's draws */
  if (span && !(span & (span - 1))) return (uint64_t)klo + ((r >> 3) & (span - 1));
  return (uint64_t)klo + (span ? (r >> 3) % span : (r >> 3));
}

/* The candidate interval [klo, khi] (keys) around f with bound s->b. */
static void interval(Scratch *s, const ApproxSpec *sp, unsigned w, uint64_t cr, bool bounded,
                     int64_t *klo, int64_t *khi) {
  int64_t kc = key_of(w, cr), kinf = (int64_t)inf_of(w);
  if (sp->kind == B_ULP_CR) {
    *klo = kc - (int64_t)sp->ulps;
    *khi = kc + (int64_t)sp->ulps;
  } else if (!bounded) {
    *klo = key_of(w, bits_of_key(w, -(int64_t)one_of(w)));
    *khi = (int64_t)one_of(w);
  } else {
    mpfr_mul_2si(s->t, s->b, -100, MPFR_RNDU);
    mpfr_sub(s->b, s->b, s->t, MPFR_RNDD);            /* shrink by 2^-100 relative */
    mpfr_sub(s->t, s->f, s->b, MPFR_RNDU);
    *klo = key_of(w, round_to(s, w, SEM_RP));
    mpfr_add(s->t, s->f, s->b, MPFR_RNDD);
    *khi = key_of(w, round_to(s, w, SEM_RM));
  }
  if (kc < *klo) *klo = kc;
  if (kc > *khi) *khi = kc;
  if (sp->kind != B_SINCOS && sp->kind != B_LG2) {  /* stay on cr's side of zero */
    if (kc > 0 && *klo < 1) *klo = 1;
    if (kc < 0 && *khi > -1) *khi = -1;
  }
  if (*klo < -(kinf - 1)) *klo = -(kinf - 1);   /* finite: cr is finite here */
  if (*khi > kinf - 1) *khi = kinf - 1;
}

static uint64_t rcp64h_adversarial(SemEnv *e, uint64_t a) {
  uint64_t res, t;
  if (rcp64h_special(a, &res, &t)) return res;
  Scratch *s = scratch(e);
  to_mpfr(s->in[0], 64, t);
  mpfr_ui_div(s->f, 1, s->in[0], MPFR_RNDN);
  uint64_t cr = rcp64h_round(s, s->f, MPFR_RNDN);
  mpfr_abs(s->b, s->f, MPFR_RNDD);
  mpfr_mul_2si(s->b, s->b, -20, MPFR_RNDD);
  mpfr_mul_2si(s->t, s->b, -100, MPFR_RNDU);
  mpfr_sub(s->b, s->b, s->t, MPFR_RNDD);
  mpfr_sub(s->t, s->f, s->b, MPFR_RNDU);
  int64_t klo = (int64_t)(rcp64h_round(s, s->t, MPFR_RNDU) >> 32);
  mpfr_add(s->t, s->f, s->b, MPFR_RNDD);
  int64_t khi = (int64_t)(rcp64h_round(s, s->t, MPFR_RNDD) >> 32);
  bool neg = is_neg(64, cr);
  int64_t kc = (int64_t)((cr & ~sign_of(64)) >> 32);
  klo &= 0x7fffffff;
  khi &= 0x7fffffff;
  if (neg) { int64_t tmp = klo; klo = khi; khi = tmp; }  /* magnitudes: klo <= khi */
  if (kc < klo) klo = kc;
  if (kc > khi) khi = kc;
  uint64_t k = draw(e, klo, khi);
  return sem_flush(64, (neg ? sign_of(64) : 0) | (k << 32));
}

static bool approx_special(unsigned w, unsigned n, const uint64_t *x, uint64_t cr) {
  for (unsigned i = 0; i < n; i++)
    if (sem_isnan(w, x[i]) || is_inf(w, x[i]) || is_zero(w, x[i])) return true;
  return sem_isnan(w, cr) || is_inf(w, cr) || is_zero(w, cr);
}

int sem_approx_range(SemEnv *e, IrIntrin id, unsigned w, const uint64_t *args, uint64_t *res, int64_t *klo,
                     int64_t *khi) {
  const IrIntrinInfo *in = &ir_intrin_info[id];
  unsigned fn = in->math, n = fn == IR_MF_DIV ? 2 : 1;
  bool ftz = (in->attrs & IR_A_FTZ) != 0;
  uint64_t x[2] = {args[0], n > 1 ? args[1] : 0};
  if (fn == IR_MF_RCP && w == 64) return SEM_RANGE_OTHER;
  if (ftz) { x[0] = sem_flush(w, x[0]); x[1] = sem_flush(w, x[1]); }
  if (fn == IR_MF_DIV && w == 32 && div_huge(x, res)) return SEM_RANGE_FIXED;
  if (fn == IR_MF_DIV && w == 32 && e->approx != SEM_APPROX_ADVERSARIAL)
    return *res = div_approx_exact(x, ftz), SEM_RANGE_FIXED;
  uint64_t cr = approx_exact(e, fn, w, x, ftz);
  const ApproxSpec *sp = spec_of(fn, w);
  Scratch *s;
  if (e->approx != SEM_APPROX_ADVERSARIAL || !sp || approx_special(w, n, x, cr) ||
      !(s = scratch(e)))
    return *res = cr, SEM_RANGE_FIXED;
  exact_hp(s, fn, w, x);
  bool bounded = sp->kind == B_ULP_CR || bound_of(s, sp, w);
  interval(s, sp, w, cr, bounded, klo, khi);
  return SEM_RANGE_DRAW;
}

uint64_t sem_approx_pick(SemEnv *e, IrIntrin id, unsigned w, int64_t klo, int64_t khi) {
  uint64_t v = bits_of_key(w, (int64_t)draw(e, klo, khi));
  return (ir_intrin_info[id].attrs & IR_A_FTZ) ? sem_flush(w, v) : v;
}

uint64_t sem_approx(SemEnv *e, IrIntrin id, unsigned w, const uint64_t *args) {
  uint64_t res = 0;
  int64_t klo = 0, khi = 0;
  switch (sem_approx_range(e, id, w, args, &res, &klo, &khi)) {
  case SEM_RANGE_FIXED: return res;
  case SEM_RANGE_DRAW: return sem_approx_pick(e, id, w, klo, khi);
  default:   /* MUFU.RCP64H: its own grid (1.11.20) */
    return e->approx == SEM_APPROX_ADVERSARIAL && scratch(e) ? rcp64h_adversarial(e, args[0])
                                                                : rcp64h_exact(e, args[0]);
  }
}

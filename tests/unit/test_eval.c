/* tests/unit/test_eval.c -- unit tests of the pure value semantics
 * (core/sem/sem.h: fp.c, math.c, intrin_eval.c): IEEE
 * arithmetic against MPFR on seeded random operands in every rounding mode,
 * edge values, FP <-> int conversions, the MPFR math model, the coverage of
 * every pure known callee by sem_intrin, ori.* machine operations, the
 * adversarial model of approximate operations, and the i128 integer
 * callees (sem_intrin128).  The references are computed
 * here independently (MPFR, hand-computed values), never through sem.h.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <mpfr.h>

#include "sem/sem.h"
#include "test.h"

/* ------------------------------------------------------------------ */
/* Independent helpers                                                  */

static uint64_t splitmix(uint64_t *x) {
  uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static uint64_t signbit_of(unsigned w) { return 1ull << (w - 1); }
static uint64_t expmask_of(unsigned w) {
  return w == 64 ? 0x7ff0000000000000ull : w == 32 ? 0x7f800000u : 0x7c00u;
}
static unsigned fracbits_of(unsigned w) { return w == 64 ? 52 : w == 32 ? 23 : 10; }
static uint64_t wmask(unsigned w) { return w == 64 ? ~0ull : (1ull << w) - 1; }
static bool t_isnan(unsigned w, uint64_t a) { return (a & ~signbit_of(w) & wmask(w)) > expmask_of(w); }

/* A w-bit pattern as a double (exact; NaNs become some NaN). */
static double bits_to_d(unsigned w, uint64_t a) {
  if (w == 64) { double d; memcpy(&d, &a, 8); return d; }
  if (w == 32) { uint32_t u = (uint32_t)a; float f; memcpy(&f, &u, 4); return f; }
  int s = (a >> 15) & 1, e = (a >> 10) & 31;
  unsigned m = a & 0x3ff;
  double v = e == 31 ? (m ? NAN : INFINITY) : e == 0 ? ldexp(m, -24) : ldexp(m + 1024, e - 25);
  return s ? -v : v;
}

/* A double exactly representable in width w (or an infinity) as bits. */
static uint64_t d_to_bits(unsigned w, double d) {
  if (w == 64) { uint64_t a; memcpy(&a, &d, 8); return a; }
  if (w == 32) { float f = (float)d; uint32_t u; memcpy(&u, &f, 4); return u; }
  uint64_t s = signbit(d) ? 0x8000 : 0;
  d = fabs(d);
  if (isinf(d)) return s | 0x7c00;
  if (d == 0) return s;
  if (d < ldexp(1, -14)) return s | (uint64_t)ldexp(d, 24);
  int e;
  frexp(d, &e);
  uint64_t m = (uint64_t)ldexp(d, 11 - e);
  return s | (uint64_t)(e - 1 + 15) << 10 | (m - 1024);
}

static uint64_t f32(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static uint64_t f64(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }

/* ------------------------------------------------------------------ */
/* The MPFR reference: precision 11/24/53, the format's exponent range  */
/* and mpfr_subnormalize (MPFR manual, "Exponent range" / subnormalize) */

enum { OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_SQRT, OP_FMA, OP_SIN, OP_COS, OP_EXP, OP_LOG, OP_POW,
       OP_FREM, OP_RINT, OP_ROUND, OP_CONV64, OP_CONV32, NOPS };
static const char *const op_name[NOPS] = {"add", "sub", "mul", "div", "sqrt", "fma", "sin", "cos",
                                          "exp", "log", "pow", "frem", "rint", "round", "conv64",
                                          "conv32"};
static const unsigned op_arity[NOPS] = {2, 2, 2, 2, 1, 3, 1, 1, 1, 1, 2, 2, 1, 1, 1, 1};

typedef struct Ref { mpfr_t in[3], out[3]; } Ref;

static void ref_init(Ref *R) {
  for (int i = 0; i < 3; i++) mpfr_init2(R->in[i], 64);
  mpfr_init2(R->out[0], 11);
  mpfr_init2(R->out[1], 24);
  mpfr_init2(R->out[2], 53);
}
static void ref_free(Ref *R) {
  for (int i = 0; i < 3; i++) { mpfr_clear(R->in[i]); mpfr_clear(R->out[i]); }
}

static mpfr_rnd_t to_mrnd(SemRound r) {
  return r == SEM_RZ ? MPFR_RNDZ : r == SEM_RM ? MPFR_RNDD : r == SEM_RP ? MPFR_RNDU : MPFR_RNDN;
}

/* The correctly rounded result of op on a[] at width w; false when NaN. */
static bool ref_eval(Ref *R, int op, unsigned w, const uint64_t *a, SemRound r, uint64_t *res) {
  static const long emin[3] = {-23, -148, -1073}, emax[3] = {16, 128, 1024};
  int k = w == 64 ? 2 : w == 32 ? 1 : 0;
  mpfr_rnd_t rm = to_mrnd(r);
  unsigned win = op == OP_CONV64 ? 64 : op == OP_CONV32 ? 32 : w;   /* operand width */
  for (unsigned i = 0; i < op_arity[op]; i++) mpfr_set_d(R->in[i], bits_to_d(win, a[i]), MPFR_RNDN);
  mpfr_ptr y = R->out[k];
  mpfr_ptr x0 = R->in[0], x1 = R->in[1], x2 = R->in[2];
  int t = 0;
  /* a conversion's operand may lie outside the target range, and MPFR
   * operands must lie inside the current one: round to p bits in the wide
   * range, then mpfr_check_range and mpfr_subnormalize with the ternary */
  if (op == OP_CONV64 || op == OP_CONV32) t = mpfr_set(y, x0, rm);
  mpfr_exp_t oe = mpfr_get_emin(), ox = mpfr_get_emax();
  mpfr_set_emin(emin[k]);
  mpfr_set_emax(emax[k]);
  switch (op) {
  case OP_ADD: t = mpfr_add(y, x0, x1, rm); break;
  case OP_SUB: t = mpfr_sub(y, x0, x1, rm); break;
  case OP_MUL: t = mpfr_mul(y, x0, x1, rm); break;
  case OP_DIV: t = mpfr_div(y, x0, x1, rm); break;
  case OP_SQRT: t = mpfr_sqrt(y, x0, rm); break;
  case OP_FMA: t = mpfr_fma(y, x0, x1, x2, rm); break;
  case OP_SIN: t = mpfr_sin(y, x0, rm); break;
  case OP_COS: t = mpfr_cos(y, x0, rm); break;
  case OP_EXP: t = mpfr_exp(y, x0, rm); break;
  case OP_LOG: t = mpfr_log(y, x0, rm); break;
  case OP_FREM: t = mpfr_fmod(y, x0, x1, rm); break;
  case OP_RINT: t = mpfr_rint(y, x0, rm); break;
  case OP_ROUND: t = mpfr_round(y, x0); break;
  case OP_CONV64: case OP_CONV32: t = mpfr_check_range(y, t, rm); break;
  default: t = mpfr_pow(y, x0, x1, rm); break;
  }
  t = mpfr_subnormalize(y, t, rm);
  (void)t;
  mpfr_set_emin(oe);
  mpfr_set_emax(ox);
  if (mpfr_nan_p(y)) return false;
  *res = d_to_bits(w, mpfr_get_d(y, MPFR_RNDN));
  return true;
}

static uint64_t sem_op(SemEnv *e, int op, unsigned w, const uint64_t *a, SemRound r) {
  switch (op) {
  case OP_ADD: return sem_fadd(w, a[0], a[1], r, false);
  case OP_SUB: return sem_fsub(w, a[0], a[1], r, false);
  case OP_MUL: return sem_fmul(w, a[0], a[1], r, false);
  case OP_DIV: return sem_fdiv(w, a[0], a[1], r, false);
  case OP_SQRT: return sem_fsqrt(w, a[0], r, false);
  case OP_FMA: return sem_fma(w, a[0], a[1], a[2], r, false);
  case OP_SIN: return sem_math(e, IR_MF_SIN, w, a, r);
  case OP_COS: return sem_math(e, IR_MF_COS, w, a, r);
  case OP_EXP: return sem_math(e, IR_MF_EXP, w, a, r);
  case OP_LOG: return sem_math(e, IR_MF_LOG, w, a, r);
  case OP_FREM: return sem_frem(w, a[0], a[1]);
  case OP_RINT: return sem_frint(w, a[0], (int)r);
  case OP_ROUND: return sem_frint(w, a[0], SEM_RNA);
  case OP_CONV64: return sem_fconv(64, w, a[0], r, false);
  case OP_CONV32: return sem_fconv(32, w, a[0], r, false);
  default: return sem_math(e, IR_MF_POW, w, a, r);
  }
}

/* Compares ev with the reference on one operand tuple: bit-exact, or both
 * NaN.  Prints the first few mismatches. */
static bool agree(Ref *R, SemEnv *e, int op, unsigned w, const uint64_t *a, SemRound r, int *shown) {
  uint64_t want = 0, got = sem_op(e, op, w, a, r) & wmask(w);
  bool ok;
  if (!ref_eval(R, op, w, a, r, &want)) ok = t_isnan(w, got);
  else ok = got == want;
  if (!ok && (*shown)++ < 5)
    fprintf(stderr, "  %s w=%u r=%d args %llx %llx %llx: got %llx, want %llx\n", op_name[op], w,
            (int)r, (unsigned long long)a[0], (unsigned long long)a[1], (unsigned long long)a[2],
            (unsigned long long)got, (unsigned long long)want);
  return ok;
}

/* ------------------------------------------------------------------ */
/* Operand generation                                                   */

/* One operand bit pattern: uniform bits, a special value, a subnormal, or
 * a value of moderate exponent, each sign. */
static uint64_t gen_operand(uint64_t *s, unsigned w) {
  uint64_t r = splitmix(s), q = splitmix(s), m = wmask(w), fb = fracbits_of(w);
  uint64_t sign = (q >> 63) ? signbit_of(w) : 0, frac = r & ((1ull << fb) - 1);
  uint64_t bias = (expmask_of(w) >> fb) >> 1;
  switch (q % 8) {
  case 0: case 1: case 2: return r & m;
  case 3: {
    const uint64_t sp[] = {0, expmask_of(w), expmask_of(w) | (1ull << (fb - 1)), expmask_of(w) | 1,
                           1, (1ull << fb) - 1, 1ull << fb, expmask_of(w) - 1, bias << fb};
    return sign | sp[(q >> 8) % (sizeof sp / sizeof sp[0])];
  }
  case 4: return sign | frac;
  default: {
    uint64_t ex = bias - 8 + (q >> 8) % 17;
    return sign | ex << fb | frac;
  }
  }
}

/* A second operand near a (same exponent region) half of the time. */
static uint64_t gen_near(uint64_t *s, unsigned w, uint64_t a) {
  uint64_t r = splitmix(s), fb = fracbits_of(w);
  if (r & 1) return gen_operand(s, w);
  uint64_t ex = (a & expmask_of(w)) >> fb, maxex = expmask_of(w) >> fb;
  long e2 = (long)ex + (long)((r >> 1) % 7) - 3;
  if (e2 < 0) e2 = 0;
  if (e2 >= (long)maxex) e2 = (long)maxex - 1;
  uint64_t frac = (r >> 8) & ((1ull << fb) - 1);
  if (r & 2) frac = (a & ((1ull << fb) - 1)) ^ ((r >> 40) & 7);   /* cancellation */
  return ((r & 4) ? signbit_of(w) : 0) | (uint64_t)e2 << fb | frac;
}

static void gen_args(uint64_t *s, int op, unsigned w, uint64_t a[3]) {
  a[0] = gen_operand(s, op == OP_CONV64 ? 64 : op == OP_CONV32 ? 32 : w);
  a[1] = gen_near(s, w, a[0]);
  a[2] = 0;
  if (op == OP_FMA) {
    uint64_t r = splitmix(s);
    if (r & 1) {
      /* c near -(a*b): exercises cancellation in the fused sum */
      uint64_t p = sem_fmul(w, a[0], a[1], SEM_RNE, false);
      a[2] = (p ^ signbit_of(w)) ^ ((r >> 1) & 3);
      if (t_isnan(w, a[2])) a[2] = gen_operand(s, w);
    } else {
      a[2] = gen_near(s, w, a[0]);
    }
  }
}

/* ------------------------------------------------------------------ */
/* 1. Arithmetic against MPFR                                           */

/* IEEE 754-2019 4.3: "each operation shall be performed as if it first
 * produced an intermediate result correct to infinite precision and with
 * unbounded range, and then rounded that result according to one of the
 * attributes in this clause"; 5.4.1 addition, subtraction, multiplication,
 * division, squareRoot, fusedMultiplyAdd ("computes (x*y)+z as if with
 * unbounded range and precision, rounding only once"); 7.5 subnormal
 * results (gradual underflow).  LangRef 16 fadd/fsub/fmul/fdiv and
 * llvm.sqrt/llvm.fma: IEEE semantics in the default rounding mode (RNE);
 * PTX ISA 9.7.3 .rz/.rm/.rp: the directed modes.  NaN results are compared
 * as "both NaN" (LangRef leaves payloads unspecified). */
static void run_random(int op, unsigned w, SemRound r, long n, uint64_t seed) {
  Ref R;
  SemEnv e;
  ref_init(&R);
  sem_env_init(&e, NULL, NULL);
  uint64_t s = seed * 0x100000001b3ull + (uint64_t)op * 977 + w * 31 + (uint64_t)r;
  int shown = 0;
  long bad = 0;
  for (long i = 0; i < n; i++) {
    uint64_t a[3];
    gen_args(&s, op, w, a);
    if (!agree(&R, &e, op, w, a, r, &shown)) bad++;
  }
  if (bad) fprintf(stderr, "  %s w=%u r=%d: %ld of %ld differ\n", op_name[op], w, (int)r, bad, n);
  CHECK_EQ_INT(bad, 0);
  sem_env_free(&e);
  ref_free(&R);
}

static void test_arith_rne_mpfr(void) {
  long n = test_long() ? 200000 : 20000;
  const unsigned ws[3] = {16, 32, 64};
  for (int op = OP_ADD; op <= OP_FMA; op++)
    for (int k = 0; k < 3; k++) run_random(op, ws[k], SEM_RNE, n, 1);
}

static void test_arith_directed_mpfr(void) {
  const unsigned ws[3] = {16, 32, 64};
  const SemRound rs[3] = {SEM_RZ, SEM_RM, SEM_RP};
  for (int op = OP_ADD; op <= OP_FMA; op++)
    for (int k = 0; k < 3; k++)
      for (int j = 0; j < 3; j++) run_random(op, ws[k], rs[j], 2000, 2);
}

/* The same comparison for the other exactly specified operations:
 * IEEE 754-2019 5.3.1 remainder-like fmod (C11 F.10.7.1: fmod is exact),
 * 5.3.1 roundToIntegral{TiesToEven,TowardZero,TowardPositive,
 * TowardNegative,TiesToAway} (sem_frint), 5.4.2 formatOf-convertFormat
 * (fptrunc / cvt.rn/rz/rm/rp.f16.f32 etc.: one rounding), and the math
 * model at binary16 / binary64 (correctly rounded, 9.2). */
static void test_other_ops_mpfr(void) {
  const unsigned ws[3] = {16, 32, 64};
  const SemRound rs[4] = {SEM_RNE, SEM_RZ, SEM_RM, SEM_RP};
  for (int k = 0; k < 3; k++) {
    run_random(OP_FREM, ws[k], SEM_RNE, 20000, 3);
    run_random(OP_ROUND, ws[k], SEM_RNE, 5000, 3);
    for (int j = 0; j < 4; j++) {
      run_random(OP_RINT, ws[k], rs[j], 5000, 3);
      if (ws[k] < 64) run_random(OP_CONV64, ws[k], rs[j], 20000, 3);
      if (ws[k] < 32) run_random(OP_CONV32, ws[k], rs[j], 20000, 3);
    }
  }
  for (int op = OP_SIN; op <= OP_POW; op++) {
    run_random(op, 16, SEM_RNE, 2000, 4);
    run_random(op, 64, SEM_RNE, 2000, 4);
    run_random(op, 32, SEM_RP, 1000, 4);
  }
}

/* sem_itof against mpfr_set_sj/uj, and sem_ftoi against mpfr_rint plus a
 * range check (LangRef 16 sitofp/uitofp, fptosi/fptoui, fpto[su]i.sat;
 * PTX ISA 9.7.9.21 cvt with .rni/.rzi/.rmi/.rpi, clamped). */
static void test_int_conv_mpfr(void) {
  static const long emin[3] = {-23, -148, -1073}, emax[3] = {16, 128, 1024};
  const unsigned ws[3] = {16, 32, 64}, ibs[5] = {1, 8, 16, 32, 64};
  const SemRound rs[4] = {SEM_RNE, SEM_RZ, SEM_RM, SEM_RP};
  mpfr_t y[3], t;
  mpfr_init2(y[0], 11);
  mpfr_init2(y[1], 24);
  mpfr_init2(y[2], 53);
  mpfr_init2(t, 80);
  uint64_t s = 99;
  int bad_itof = 0, bad_ftoi = 0;
  for (int i = 0; i < 40000; i++) {
    uint64_t r = splitmix(&s), v = splitmix(&s);
    int k = (int)(r % 3);
    unsigned w = ws[k], ib = ibs[(r >> 4) % 5];
    bool sg = (r >> 8) & 1, sat = (r >> 9) & 1;
    SemRound rr = rs[(r >> 10) & 3];
    uint64_t m = ib == 64 ? ~0ull : (1ull << ib) - 1;
    /* itof */
    uint64_t x = (v >> ((r >> 12) % 64)) & m;
    mpfr_exp_t oe = mpfr_get_emin(), ox = mpfr_get_emax();
    mpfr_set_emin(emin[k]);
    mpfr_set_emax(emax[k]);
    int tern;
    if (sg) {
      int64_t sx = ib == 64 ? (int64_t)x : (int64_t)(x << (64 - ib)) >> (64 - ib);
      tern = mpfr_set_sj(y[k], sx, to_mrnd(rr));
    } else {
      tern = mpfr_set_uj(y[k], x, to_mrnd(rr));
    }
    mpfr_subnormalize(y[k], tern, to_mrnd(rr));
    mpfr_set_emin(oe);
    mpfr_set_emax(ox);
    uint64_t want = d_to_bits(w, mpfr_get_d(y[k], MPFR_RNDN)), got = sem_itof(ib, x, sg, w, rr);
    if (got != want && bad_itof++ < 5)
      fprintf(stderr, "  itof i%u %s %llx -> w%u r%d: got %llx want %llx\n", ib, sg ? "s" : "u",
              (unsigned long long)x, w, (int)rr, (unsigned long long)got, (unsigned long long)want);
    /* ftoi */
    uint64_t a = gen_operand(&s, w);
    if ((r >> 20) & 1) {   /* a value near the integer range */
      double d = ldexp((double)(v >> 11), (int)((r >> 24) % (ib + 4)) - 53) * ((r >> 30) & 1 ? -1 : 1);
      a = sem_fconv(64, w, f64(d), SEM_RZ, false);
    }
    SemRound er = sat ? rr : SEM_RZ;
    bool poison = false, wpoison = false;
    uint64_t gv = sem_ftoi(w, a, ib, sg, rr, sat, &poison), wv = 0;
    if (t_isnan(w, a)) {
      wpoison = !sat;
    } else {
      mpfr_set_d(t, bits_to_d(w, a), MPFR_RNDN);
      if (!mpfr_inf_p(t)) mpfr_rint(t, t, to_mrnd(er));
      bool lo = sg ? mpfr_cmp_si_2exp(t, -1, ib - 1) < 0 : mpfr_sgn(t) < 0;
      bool hi = mpfr_cmp_ui_2exp(t, 1, sg ? ib - 1 : ib) >= 0;
      if (lo || hi) {
        wpoison = !sat;
        wv = sat ? (lo ? (sg ? (1ull << (ib - 1)) : 0) : (sg ? m >> 1 : m)) : 0;
      } else {
        wv = (sg ? (uint64_t)mpfr_get_sj(t, MPFR_RNDZ) : (uint64_t)mpfr_get_uj(t, MPFR_RNDZ)) & m;
      }
    }
    if ((poison != wpoison || (!wpoison && gv != wv)) && bad_ftoi++ < 5)
      fprintf(stderr, "  ftoi w%u %llx -> i%u %s r%d sat%d: got %llx/%d want %llx/%d\n", w,
              (unsigned long long)a, ib, sg ? "s" : "u", (int)rr, sat, (unsigned long long)gv, poison,
              (unsigned long long)wv, wpoison);
  }
  CHECK_EQ_INT(bad_itof, 0);
  CHECK_EQ_INT(bad_ftoi, 0);
  for (int k = 0; k < 3; k++) mpfr_clear(y[k]);
  mpfr_clear(t);
}

/* ------------------------------------------------------------------ */
/* 2. Edge values                                                       */

static void test_signed_zero_and_invalid(void) {
  const uint64_t pz = 0, nz = 0x80000000u, one = f32(1.0f), inf = 0x7f800000u, dnan = 0x7fc00000u;
  /* IEEE 754-2019 6.3: "When the sum of two operands with opposite signs
   * ... is exactly zero, the sign of that sum ... shall be +0 under all
   * rounding-direction attributes except roundTowardNegative; under that
   * attribute, the sign of an exact zero sum ... shall be -0. However,
   * under all rounding-direction attributes, when x is zero, x+x and
   * x-(-x) have the sign of x." */
  CHECK_EQ_INT(sem_fadd(32, nz, pz, SEM_RNE, false), pz);
  CHECK_EQ_INT(sem_fadd(32, nz, pz, SEM_RM, false), nz);
  CHECK_EQ_INT(sem_fadd(32, nz, nz, SEM_RNE, false), nz);
  CHECK_EQ_INT(sem_fsub(32, nz, pz, SEM_RNE, false), nz);
  CHECK_EQ_INT(sem_fsub(32, one, one, SEM_RNE, false), pz);
  CHECK_EQ_INT(sem_fsub(32, one, one, SEM_RM, false), nz);
  CHECK_EQ_INT(sem_fadd(16, 0x8000, 0, SEM_RNE, false), 0);
  CHECK_EQ_INT(sem_fadd(64, f64(-0.0), f64(0.0), SEM_RM, false), f64(-0.0));
  CHECK_EQ_INT(sem_fma(32, one, nz, pz, SEM_RNE, false), pz);   /* (1 * -0) + +0 */
  CHECK_EQ_INT(sem_fma(32, one, nz, nz, SEM_RNE, false), nz);
  /* 7.2 invalid operation: "addition or subtraction or fusedMultiplyAdd:
   * magnitude subtraction of infinities", "multiplication: 0 x inf",
   * "division: 0/0 or inf/inf", "squareRoot if the operand is less than
   * zero" -> default quiet NaN (fp.c NaN rule: 0x7fc00000). */
  CHECK_EQ_INT(sem_fsub(32, inf, inf, SEM_RNE, false), dnan);
  CHECK_EQ_INT(sem_fadd(32, inf, inf | nz, SEM_RNE, false), dnan);
  CHECK_EQ_INT(sem_fmul(32, pz, inf, SEM_RNE, false), dnan);
  CHECK_EQ_INT(sem_fdiv(32, pz, pz, SEM_RNE, false), dnan);
  CHECK_EQ_INT(sem_fdiv(32, inf, inf, SEM_RNE, false), dnan);
  CHECK_EQ_INT(sem_fsqrt(32, f32(-1.0f), SEM_RNE, false), dnan);
  CHECK_EQ_INT(sem_fsqrt(64, f64(-1.0), SEM_RNE, false), 0x7ff8000000000000ull);
  CHECK_EQ_INT(sem_fsqrt(16, 0xbc00, SEM_RNE, false), 0x7e00);
  CHECK_EQ_INT(sem_fma(32, inf, one, inf | nz, SEM_RNE, false), dnan);
  /* 6.3: "squareRoot(-0) shall be -0" */
  CHECK_EQ_INT(sem_fsqrt(32, nz, SEM_RNE, false), nz);
  /* 7.3 division by zero: "the default result ... shall be an infinity
   * correctly signed according to the operation" (sign = xor of signs) */
  CHECK_EQ_INT(sem_fdiv(32, one, pz, SEM_RNE, false), inf);
  CHECK_EQ_INT(sem_fdiv(32, one, nz, SEM_RNE, false), inf | nz);
  CHECK_EQ_INT(sem_fdiv(32, one | nz, pz, SEM_RNE, false), inf | nz);
  CHECK_EQ_INT(sem_fdiv(16, 0x3c00, 0, SEM_RZ, false), 0x7c00);
  CHECK_EQ_INT(sem_fdiv(64, f64(2.0), f64(-0.0), SEM_RNE, false), f64(-INFINITY));
  /* fp.c NaN rule: the first NaN operand, quieted */
  CHECK_EQ_INT(sem_fadd(32, one, 0x7f800001u, SEM_RNE, false), 0x7fc00001u);
  CHECK_EQ_INT(sem_fadd(32, 0xff800002u, 0x7fc00005u, SEM_RNE, false), 0xffc00002u);
  /* 7.4 overflow: RNE -> inf; RZ -> the largest finite number */
  CHECK_EQ_INT(sem_fmul(32, 0x7f7fffffu, f32(2.0f), SEM_RNE, false), inf);
  CHECK_EQ_INT(sem_fmul(32, 0x7f7fffffu, f32(2.0f), SEM_RZ, false), 0x7f7fffffu);
  CHECK_EQ_INT(sem_fmul(32, 0xff7fffffu, f32(2.0f), SEM_RP, false), 0xff7fffffu);
}

static void test_subnormal_ftz(void) {
  const uint64_t half = f32(0.5f), minnorm = 0x00800000u;
  /* IEEE 754-2019 7.5 / 3.4: subnormal results are delivered (gradual
   * underflow): 2^-126 * 0.5 = 2^-127 = 0x00400000. */
  CHECK_EQ_INT(sem_fmul(32, minnorm, half, SEM_RNE, false), 0x00400000u);
  CHECK_EQ_INT(sem_fmul(32, minnorm | 0x80000000u, half, SEM_RNE, false), 0x80400000u);
  CHECK_EQ_INT(sem_fmul(16, 0x0400, 0x3800, SEM_RNE, false), 0x0200);
  CHECK_EQ_INT(sem_fmul(64, 0x0010000000000000ull, f64(0.5), SEM_RNE, false), 0x0008000000000000ull);
  CHECK_EQ_INT(sem_fsub(32, 0x00800001u, minnorm, SEM_RNE, false), 1);   /* exact subnormal difference */
  /* PTX ISA 9.7.3 ".ftz: subnormal inputs and results are flushed to
   * sign-preserving zero" (sem.h: ftz flushes operands and results). */
  CHECK_EQ_INT(sem_fmul(32, minnorm, half, SEM_RNE, true), 0);
  CHECK_EQ_INT(sem_fmul(32, minnorm | 0x80000000u, half, SEM_RNE, true), 0x80000000u);
  CHECK_EQ_INT(sem_fadd(32, 1, 0, SEM_RNE, true), 0);
  CHECK_EQ_INT(sem_fadd(32, 0x80000001u, 0x80000000u, SEM_RNE, true), 0x80000000u);
  CHECK_EQ_INT(sem_fmul(32, 0x00400000u, f32(4.0f), SEM_RNE, false), 0x01000000u);
  CHECK_EQ_INT(sem_fmul(32, 0x00400000u, f32(4.0f), SEM_RNE, true), 0);   /* input flushed */
  CHECK_EQ_INT(sem_fsqrt(32, 0x00000001u, SEM_RNE, true), 0);
  CHECK_EQ_INT(sem_fdiv(32, f32(1.0f), 0x00000001u, SEM_RNE, true), 0x7f800000u);   /* 1 / +0 */
  CHECK_EQ_INT(sem_fma(32, minnorm, half, 0, SEM_RNE, true), 0);
  CHECK_EQ_INT(sem_flush(32, 0x807fffffu), 0x80000000u);
  CHECK_EQ_INT(sem_flush(32, minnorm), minnorm);
  /* a normal result stays with FTZ */
  CHECK_EQ_INT(sem_fmul(32, minnorm, f32(2.0f), SEM_RNE, true), 0x01000000u);
}

static void test_halfway(void) {
  /* IEEE 754-2019 4.3.1 roundTiesToEven: "if the two nearest floating-point
   * numbers bracketing an unrepresentable infinitely precise result are
   * equally near, the one with an even least significant digit shall be
   * delivered". */
  const uint64_t one = f32(1.0f), ulp_half = f32(0x1p-24f);
  CHECK_EQ_INT(sem_fadd(32, one, ulp_half, SEM_RNE, false), one);
  CHECK_EQ_INT(sem_fadd(32, one + 1, ulp_half, SEM_RNE, false), one + 2);
  CHECK_EQ_INT(sem_fadd(32, one, ulp_half, SEM_RP, false), one + 1);
  CHECK_EQ_INT(sem_fadd(32, one, ulp_half, SEM_RZ, false), one);
  CHECK_EQ_INT(sem_fsub(32, one, f32(0x1p-25f), SEM_RM, false), 0x3f7fffffu);
  CHECK_EQ_INT(sem_fadd(64, f64(1.0), f64(0x1p-53), SEM_RNE, false), f64(1.0));
  CHECK_EQ_INT(sem_fadd(64, f64(1.0) + 1, f64(0x1p-53), SEM_RNE, false), f64(1.0) + 2);
  CHECK_EQ_INT(sem_fadd(16, 0x3c00, 0x1000, SEM_RNE, false), 0x3c00);   /* 1 + 2^-11 */
  CHECK_EQ_INT(sem_fadd(16, 0x3c01, 0x1000, SEM_RNE, false), 0x3c02);
  /* halfway in the subnormal range: 2^-150 -> 0, 3 * 2^-150 -> 2^-148 */
  CHECK_EQ_INT(sem_fmul(32, 1, f32(0.5f), SEM_RNE, false), 0);
  CHECK_EQ_INT(sem_fmul(32, 3, f32(0.5f), SEM_RNE, false), 2);
  CHECK_EQ_INT(sem_fmul(32, 1, f32(0.5f), SEM_RP, false), 1);
  CHECK_EQ_INT(sem_fmul(16, 0x0001, 0x3800, SEM_RNE, false), 0);
  CHECK_EQ_INT(sem_fmul(16, 0x0003, 0x3800, SEM_RNE, false), 0x0002);
  /* fma rounds once: 1 + 2^-24 + 2^-60 is above the tie */
  CHECK_EQ_INT(sem_fma(32, ulp_half, f32(1.0f + 0x1p-23f), one, SEM_RNE, false), one + 1);
  /* the largest finite float plus half its ulp ties to even = inf (7.4) */
  CHECK_EQ_INT(sem_fadd(32, 0x7f7fffffu, f32(0x1p103f), SEM_RNE, false), 0x7f800000u);
}

/* ------------------------------------------------------------------ */
/* 3. Conversions                                                       */

static void test_ftoi(void) {
  bool p;
  /* LangRef 16 fptosi: "converts ... rounding towards zero ... If the value
   * cannot fit in ty2, the result is a poison value." */
  CHECK_EQ_INT(sem_ftoi(32, f32(-1.75f), 32, true, SEM_RNE, false, &p), 0xffffffffu);
  CHECK(!p);
  CHECK_EQ_INT(sem_ftoi(32, f32(3e9f), 32, true, SEM_RNE, false, &p), 0);
  CHECK(p);
  CHECK_EQ_INT(sem_ftoi(32, f32(-0x1p31f), 32, true, SEM_RNE, false, &p), 0x80000000u);
  CHECK(!p);
  sem_ftoi(32, f32(0x1p31f), 32, true, SEM_RNE, false, &p);
  CHECK(p);
  sem_ftoi(32, 0x7fc00000u, 32, true, SEM_RNE, false, &p);
  CHECK(p);
  sem_ftoi(32, 0xff800000u, 64, true, SEM_RNE, false, &p);
  CHECK(p);
  CHECK_EQ_INT(sem_ftoi(64, f64(2147483647.9), 32, true, SEM_RNE, false, &p), 0x7fffffffu);
  CHECK(!p);
  CHECK_EQ_INT(sem_ftoi(64, f64(127.9), 8, true, SEM_RNE, false, &p), 127);
  CHECK(!p);
  CHECK_EQ_INT(sem_ftoi(64, f64(-128.99), 8, true, SEM_RNE, false, &p), 0x80);
  CHECK(!p);
  sem_ftoi(64, f64(128.0), 8, true, SEM_RNE, false, &p);
  CHECK(p);
  sem_ftoi(64, f64(-129.0), 8, true, SEM_RNE, false, &p);
  CHECK(p);
  CHECK_EQ_INT(sem_ftoi(64, f64(-0x1p63), 64, true, SEM_RNE, false, &p), 0x8000000000000000ull);
  CHECK(!p);
  sem_ftoi(64, f64(0x1p63), 64, true, SEM_RNE, false, &p);
  CHECK(p);
  /* fptoui: -0.5 truncates to 0, which fits; -1.0 does not */
  CHECK_EQ_INT(sem_ftoi(32, f32(-0.5f), 32, false, SEM_RNE, false, &p), 0);
  CHECK(!p);
  sem_ftoi(32, f32(-1.0f), 32, false, SEM_RNE, false, &p);
  CHECK(p);
  CHECK_EQ_INT(sem_ftoi(64, f64(0x1p64 - 2048), 64, false, SEM_RNE, false, &p), 0xfffffffffffff800ull);
  CHECK(!p);
  sem_ftoi(64, f64(0x1p64), 64, false, SEM_RNE, false, &p);
  CHECK(p);
  CHECK_EQ_INT(sem_ftoi(16, 0x5bff, 8, false, SEM_RNE, false, &p), 255);   /* half 255.9 */
  CHECK(!p);
  CHECK_EQ_INT(sem_ftoi(32, f32(1.0f), 1, false, SEM_RNE, false, &p), 1);
  CHECK(!p);
  /* LangRef 16 llvm.fptosi.sat: "If the argument is any NaN, zero is
   * returned"; values beyond the range return the smallest / largest
   * representable value; never poison. */
  CHECK_EQ_INT(sem_ftoi(32, f32(3e9f), 32, true, SEM_RZ, true, &p), 0x7fffffffu);
  CHECK(!p);
  CHECK_EQ_INT(sem_ftoi(32, f32(-3e9f), 32, true, SEM_RZ, true, &p), 0x80000000u);
  CHECK_EQ_INT(sem_ftoi(32, 0x7fc00000u, 32, true, SEM_RZ, true, &p), 0);
  CHECK(!p);
  CHECK_EQ_INT(sem_ftoi(32, 0xff800000u, 16, true, SEM_RZ, true, &p), 0x8000);
  CHECK_EQ_INT(sem_ftoi(32, 0x7f800000u, 16, false, SEM_RZ, true, &p), 0xffff);
  CHECK_EQ_INT(sem_ftoi(32, f32(-5.0f), 32, false, SEM_RZ, true, &p), 0);
  CHECK_EQ_INT(sem_ftoi(64, f64(1e300), 64, false, SEM_RZ, true, &p), 0xffffffffffffffffull);
  CHECK_EQ_INT(sem_ftoi(64, f64(-1e300), 64, true, SEM_RZ, true, &p), 0x8000000000000000ull);
  /* PTX ISA 9.7.9.21 cvt.rni/rmi/rpi: rounding modes of the saturating form */
  CHECK_EQ_INT(sem_ftoi(32, f32(2.5f), 32, true, SEM_RNE, true, &p), 2);
  CHECK_EQ_INT(sem_ftoi(32, f32(3.5f), 32, true, SEM_RNE, true, &p), 4);
  CHECK_EQ_INT(sem_ftoi(32, f32(2.5f), 32, true, SEM_RP, true, &p), 3);
  CHECK_EQ_INT(sem_ftoi(32, f32(-2.5f), 32, true, SEM_RM, true, &p), 0xfffffffdu);
  CHECK_EQ_INT(sem_ftoi(32, f32(-2.5f), 32, true, SEM_RZ, true, &p), 0xfffffffeu);
  CHECK_EQ_INT(sem_ftoi(32, f32(-0.25f), 32, false, SEM_RM, true, &p), 0);
}

static void test_itof(void) {
  /* LangRef 16 sitofp/uitofp: "If the value cannot be exactly represented,
   * it is rounded using the default rounding mode"; PTX ISA 9.7.9.21
   * cvt.rn/rz/rm/rp.f32.s32: "integer-to-float conversions ... rounding
   * required" in the given mode. */
  CHECK_EQ_INT(sem_itof(32, 0x7fffffff, true, 32, SEM_RNE), 0x4f000000u);
  CHECK_EQ_INT(sem_itof(32, 0x7fffffff, true, 32, SEM_RZ), 0x4effffffu);
  CHECK_EQ_INT(sem_itof(32, 0x7fffffff, true, 32, SEM_RM), 0x4effffffu);
  CHECK_EQ_INT(sem_itof(32, 0x7fffffff, true, 32, SEM_RP), 0x4f000000u);
  CHECK_EQ_INT(sem_itof(32, 0x80000001u, true, 32, SEM_RM), 0xcf000000u);
  CHECK_EQ_INT(sem_itof(32, 0x80000001u, true, 32, SEM_RZ), 0xceffffffu);
  CHECK_EQ_INT(sem_itof(32, 0x80000000u, true, 32, SEM_RNE), 0xcf000000u);
  CHECK_EQ_INT(sem_itof(32, 0x80000000u, false, 32, SEM_RNE), 0x4f000000u);
  CHECK_EQ_INT(sem_itof(32, 16777217, true, 32, SEM_RNE), 0x4b800000u);   /* tie -> even */
  CHECK_EQ_INT(sem_itof(32, 16777217, true, 32, SEM_RP), 0x4b800001u);
  CHECK_EQ_INT(sem_itof(32, 16777219, true, 32, SEM_RNE), 0x4b800002u);   /* tie -> even (up) */
  CHECK_EQ_INT(sem_itof(64, ~0ull, false, 32, SEM_RNE), 0x5f800000u);
  CHECK_EQ_INT(sem_itof(64, ~0ull, false, 32, SEM_RZ), 0x5f7fffffu);
  CHECK_EQ_INT(sem_itof(64, ~0ull, true, 32, SEM_RNE), 0xbf800000u);       /* -1 */
  CHECK_EQ_INT(sem_itof(64, 0x8000000000000000ull, true, 64, SEM_RNE), f64(-0x1p63));
  CHECK_EQ_INT(sem_itof(64, (1ull << 53) + 1, false, 64, SEM_RNE), f64(0x1p53));
  CHECK_EQ_INT(sem_itof(64, (1ull << 53) + 1, false, 64, SEM_RP), f64(0x1p53) + 1);
  CHECK_EQ_INT(sem_itof(32, 65520, false, 16, SEM_RNE), 0x7c00);   /* overflow to inf */
  CHECK_EQ_INT(sem_itof(32, 65520, false, 16, SEM_RZ), 0x7bff);
  CHECK_EQ_INT(sem_itof(8, 0xff, true, 16, SEM_RNE), 0xbc00);
  CHECK_EQ_INT(sem_itof(1, 1, true, 32, SEM_RNE), 0xbf800000u);    /* i1 true = -1 signed */
  CHECK_EQ_INT(sem_itof(32, 0, true, 32, SEM_RM), 0);              /* +0, not -0 */
}

static void test_fconv(void) {
  /* LangRef 16 fptrunc: "rounds ... assumed to execute in the default
   * floating-point environment" (RNE); fpext: "exact". */
  uint64_t third = f64(1.0 / 3.0);
  uint64_t f = sem_fconv(64, 32, third, SEM_RNE, false);
  CHECK_EQ_INT(f, 0x3eaaaaabu);
  CHECK_EQ_INT(sem_fconv(64, 32, third, SEM_RZ, false), 0x3eaaaaaau);
  CHECK_EQ_INT(sem_fconv(32, 16, f, SEM_RNE, false), 0x3555);
  CHECK_EQ_INT(sem_fconv(64, 16, third, SEM_RNE, false), 0x3555);
  CHECK_EQ_INT(sem_fconv(16, 64, 0x3555, SEM_RNE, false), f64(0x1.554p-2));
  CHECK_EQ_INT(sem_fconv(64, 16, f64(65504.0), SEM_RNE, false), 0x7bff);
  CHECK_EQ_INT(sem_fconv(64, 16, f64(65520.0), SEM_RNE, false), 0x7c00);   /* tie -> inf */
  CHECK_EQ_INT(sem_fconv(64, 16, f64(65520.0), SEM_RZ, false), 0x7bff);
  CHECK_EQ_INT(sem_fconv(64, 16, f64(65519.99), SEM_RNE, false), 0x7bff);
  CHECK_EQ_INT(sem_fconv(64, 16, f64(4e-8), SEM_RNE, false), 0x0001);     /* subnormal half */
  CHECK_EQ_INT(sem_fconv(64, 16, f64(1e-8), SEM_RNE, false), 0);
  CHECK_EQ_INT(sem_fconv(64, 16, f64(-1e-8), SEM_RM, false), 0x8001);
  CHECK_EQ_INT(sem_fconv(64, 32, f64(1e-40), SEM_RNE, false), f32(1e-40f));
  CHECK_EQ_INT(sem_fconv(64, 32, f64(1e-40), SEM_RNE, true), 0);
  CHECK_EQ_INT(sem_fconv(64, 32, f64(-1e300), SEM_RNE, false), 0xff800000u);
  CHECK_EQ_INT(sem_fconv(64, 32, f64(-1e300), SEM_RZ, false), 0xff7fffffu);
  CHECK_EQ_INT(sem_fconv(32, 64, 0x00000001u, SEM_RNE, false), f64(0x1p-149));
  CHECK_EQ_INT(sem_fconv(32, 64, 0x80000000u, SEM_RNE, false), f64(-0.0));
  /* NaN: quiet, payload's top bits kept (fp.c NaN rule) */
  CHECK_EQ_INT(sem_fconv(64, 32, 0x7ff4000000000000ull, SEM_RNE, false), 0x7fe00000u);
  CHECK_EQ_INT(sem_fconv(32, 64, 0xff800001u, SEM_RNE, false), 0xfff8000020000000ull);
  CHECK_EQ_INT(sem_fconv(32, 16, 0x7f800000u, SEM_RNE, false), 0x7c00);
  /* random: double -> float -> half against the host's (exact) double */
  uint64_t s = 7;
  int bad = 0;
  for (int i = 0; i < 2000; i++) {
    double d = ldexp((double)(splitmix(&s) >> 11), (int)(splitmix(&s) % 60) - 90);
    uint64_t fb = sem_fconv(64, 32, f64(d), SEM_RNE, false);
    if (fb != f32((float)d)) bad++;
    uint64_t hb = sem_fconv(32, 16, fb, SEM_RNE, false);
    double back = bits_to_d(16, hb), fv = bits_to_d(32, fb);
    /* |half - f| <= half an ulp of the half result, and never a better half exists */
    int e;
    frexp(back != 0 ? back : fv, &e);
    double ulp = ldexp(1, (e - 11 < -24) ? -24 : e - 11);
    if (!isinf(back) && fabs(back - fv) > ulp / 2) bad++;
  }
  CHECK_EQ_INT(bad, 0);
}

/* ------------------------------------------------------------------ */
/* 4. The MPFR math model                                               */

/* sem.h / math.c: "MPFR model: the correctly rounded result (round to
 * nearest even, or r) of the mathematical function"; C99 F.9 special
 * values. */
static void test_math_model_values(void) {
  Ref R;
  SemEnv e;
  ref_init(&R);
  sem_env_init(&e, NULL, NULL);
  int shown = 0;
  const double xs[] = {0.5, -1.25, 3.0, 100.0, 1e-3, 0x1p-30, 710.0, -745.5, 1e22, 0.0, -0.0, INFINITY};
  const unsigned ws[2] = {32, 64};
  const SemRound rs[2] = {SEM_RNE, SEM_RZ};
  for (int k = 0; k < 2; k++)
    for (int ri = 0; ri < 2; ri++)
      for (int op = OP_SIN; op <= OP_POW; op++)
        for (size_t i = 0; i < sizeof xs / sizeof xs[0]; i++) {
          unsigned w = ws[k];
          uint64_t a[3] = {w == 64 ? f64(xs[i]) : f32((float)xs[i]), w == 64 ? f64(1.5) : f32(1.5f), 0};
          CHECK(agree(&R, &e, op, w, a, rs[ri], &shown));
        }
  /* C99 F.9.3.7 log(+-0) = -inf; F.9.3.7 log(x) NaN for x < 0; F.9.4.4
   * pow(x, +-0) = 1 for any x, even a NaN; F.9.3.1 exp(-inf) = +0 */
  uint64_t a[2] = {0x80000000u, 0};
  CHECK_EQ_INT(sem_math(&e, IR_MF_LOG, 32, a, SEM_RNE), 0xff800000u);
  a[0] = f32(-1.0f);
  CHECK(t_isnan(32, sem_math(&e, IR_MF_LOG, 32, a, SEM_RNE)));
  a[0] = 0x7fc00000u;
  a[1] = 0;
  CHECK_EQ_INT(sem_math(&e, IR_MF_POW, 32, a, SEM_RNE), f32(1.0f));
  a[0] = 0xfff0000000000000ull;
  CHECK_EQ_INT(sem_math(&e, IR_MF_EXP, 64, a, SEM_RNE), 0);
  a[0] = f64(1.0);
  CHECK_EQ_INT(sem_math(&e, IR_MF_EXP, 64, a, SEM_RNE), f64(2.718281828459045));
  a[0] = 0x3c00;                                     /* binary16 exp(1) = 2.719 */
  CHECK_EQ_INT(sem_math(&e, IR_MF_EXP, 16, a, SEM_RNE), 0x4170);
  sem_env_free(&e);
  ref_free(&R);
}

/* The host model of llvm.powi.f32 is __powisf2 (compiler-rt and libgcc),
 * which squares and multiplies in binary32, rounding at every step: for
 * x = 0x2edbe6ff and n = 3 that differs in the last bit from squaring in
 * double and rounding once (the bug this pins: lli disagreed). */
static void test_math_host_powi(void) {
  SemEnv e;
  sem_env_init(&e, NULL, NULL);
  e.math = SEM_MATH_HOST;
  uint32_t xb = 0x2edbe6ffu;
  volatile float x, x2, r;
  memcpy((void *)&x, &xb, 4);
  x2 = x * x;
  r = x * x2;
  double once = (double)x * (double)x * (double)x;
  CHECK(f32(r) != f32((float)once));   /* the input tells the two apart */
  uint64_t a[2] = {xb, 3};
  CHECK_EQ_INT(sem_math(&e, IR_MF_POWI, 32, a, SEM_RNE), f32(r));
  a[1] = (uint32_t)-2;                  /* 1 / (x * x), in float */
  volatile float inv = 1.0f / x2;
  CHECK_EQ_INT(sem_math(&e, IR_MF_POWI, 32, a, SEM_RNE), f32(inv));
  sem_env_free(&e);
}

/* 5,000 random float arguments of expf, sinf, logf: correctly rounded
 * (IEEE 754-2019 9.2: "A conforming function shall return results
 * correctly rounded for the applicable rounding direction"). */
static void test_math_model_random(void) {
  Ref R;
  SemEnv e;
  ref_init(&R);
  sem_env_init(&e, NULL, NULL);
  const int ops[3] = {OP_EXP, OP_SIN, OP_LOG};
  for (int j = 0; j < 3; j++) {
    uint64_t s = 11 + (uint64_t)j;
    int shown = 0, bad = 0;
    for (int i = 0; i < 5000; i++) {
      uint64_t r = splitmix(&s), a[3] = {0, 0, 0};
      if (r & 1) {
        a[0] = (r >> 8) & 0xffffffffu;                 /* any bit pattern */
      } else {                                         /* moderate magnitudes */
        float x = (float)ldexp((double)((r >> 16) & 0xffffff), -(int)((r >> 8) & 31));
        a[0] = f32(((r >> 2) & 1) ? -x : x);
      }
      if (!agree(&R, &e, ops[j], 32, a, SEM_RNE, &shown)) bad++;
    }
    CHECK_EQ_INT(bad, 0);
  }
  sem_env_free(&e);
  ref_free(&R);
}

/* ------------------------------------------------------------------ */
/* 5. Every pure callee is evaluated                                    */

/* Width of one signature code at *p (advanced); 0 void, -1 unsupported. */
static int sig_code(const char **p) {
  const char *s = *p;
  int w;
  switch (*s) {
  case 'v': w = 0; s++; break;
  case 'h': w = 16; s++; break;
  case 'f': case 'F': w = 32; s++; break;
  case 'd': w = 64; s++; break;
  case 'I': w = 32; s++; break;
  case 'i': w = (int)strtol(s + 1, (char **)&s, 10); break;
  case 'p':
    s++;
    w = (*s == '3') ? 32 : 64;
    while (*s >= '0' && *s <= '9') s++;
    break;
  default: return -1;   /* V E B { */
  }
  *p = s;
  return w;
}

/* Parses "R(P,...)"; false for signatures outside the loop's scope. */
static bool parse_sig(const char *sig, int *retw, unsigned *nargs, uint8_t argw[8], bool fp[8]) {
  const char *p = sig;
  *retw = sig_code(&p);
  if (*retw < 0 || *p++ != '(') return false;
  *nargs = 0;
  while (*p && *p != ')') {
    if (*nargs >= 8) return false;
    fp[*nargs] = *p == 'h' || *p == 'f' || *p == 'F' || *p == 'd';
    int w = sig_code(&p);
    if (w <= 0 || w > 64) return false;
    argw[(*nargs)++] = (uint8_t)w;
    if (*p == ',') p++;
  }
  return *nargs > 0 && *retw <= 64;
}

/* Pure callees that are legitimately evaluated by the VM (sem.h: "thread-
 * index and warp operations: the VM handles those"): the OpenCL work-item
 * functions read the thread's position in the grid, and isspacep tests
 * which address space a generic pointer points into (the memory model). */
static const IrIntrin vm_handled[] = {
  IR_IN_OCL_GET_GROUP_ID, IR_IN_OCL_GET_LOCAL_ID, IR_IN_OCL_GET_GLOBAL_ID,
  IR_IN_OCL_GET_LOCAL_SIZE, IR_IN_OCL_GET_NUM_GROUPS, IR_IN_OCL_GET_GLOBAL_SIZE,
  IR_IN_NVVM_ISSPACEP_CONST, IR_IN_NVVM_ISSPACEP_GLOBAL, IR_IN_NVVM_ISSPACEP_LOCAL,
  IR_IN_NVVM_ISSPACEP_SHARED,
};

static bool is_vm_handled(IrIntrin id) {
  for (size_t i = 0; i < sizeof vm_handled / sizeof vm_handled[0]; i++)
    if (vm_handled[i] == id) return true;
  return false;
}

static void test_intrin_coverage(void) {
  SemEnv e;
  sem_env_init(&e, NULL, NULL);
  int fell = 0, tried = 0;
  for (int id = 1; id < IR_NINTRIN; id++) {
    const IrIntrinInfo *in = &ir_intrin_info[id];
    int retw;
    unsigned n;
    uint8_t argw[8];
    bool fp[8];
    if (!(in->attrs & IR_A_NOMEM) || !parse_sig(in->sig, &retw, &n, argw, fp)) continue;
    if (is_vm_handled((IrIntrin)id)) continue;
    tried++;
    for (int v = 0; v < 2; v++) {
      uint64_t args[8], out[2];
      const char *why = NULL;
      for (unsigned k = 0; k < n; k++)
        args[k] = v == 0 ? 0 : !fp[k] ? 1 : argw[k] == 64 ? f64(1.0) : argw[k] == 32 ? f32(1.0f) : 0x3c00;
      int st = sem_intrin(&e, (IrIntrin)id, n, args, argw, (unsigned)retw, out, &why);
      if (st == SEM_NOTPURE) {
        printf("  falls through: %s (%s) with %s arguments%s%s\n", in->name, in->sig,
               v ? "one" : "zero", why ? ": " : "", why ? why : "");
        fell++;
        break;
      }
    }
  }
  CHECK(tried > 300);
  CHECK_EQ_INT(fell, 0);
  /* the excluded ones are indeed left to the VM */
  uint64_t a[1] = {0}, out[2];
  uint8_t w[1] = {32};
  CHECK_EQ_INT(sem_intrin(&e, IR_IN_OCL_GET_LOCAL_ID, 1, a, w, 64, out, NULL), SEM_NOTPURE);
  sem_env_free(&e);
}

/* ------------------------------------------------------------------ */
/* 6. ori.* operations and the approximate models                       */

static uint64_t call(SemEnv *e, IrIntrin id, unsigned n, const uint64_t *a, const uint8_t *w, unsigned retw,
                     int *st) {
  uint64_t out[2];
  *st = sem_intrin(e, id, n, a, w, retw, out, NULL);
  return out[0];
}

static void test_ori_ops(void) {
  SemEnv e;
  sem_env_init(&e, NULL, NULL);
  int st;
  const uint8_t w32x3[3] = {32, 32, 32}, w32x4[4] = {32, 32, 32, 32}, wide[3] = {32, 32, 64};
  /* PTX ISA 9.7.1.4 mad.hi: "d = t<2n-1..n> + c" (t = a * b, n = 32):
   * 0xffffffff^2 = 0xfffffffe00000001, hi 0xfffffffe, + 5 mod 2^32 = 3 */
  uint64_t a1[3] = {0xffffffffu, 0xffffffffu, 5};
  CHECK_EQ_INT(call(&e, IR_IN_ORI_IMAD_HI_U32, 3, a1, w32x3, 32, &st), 3);
  CHECK_EQ_INT(st, SEM_OK);
  uint64_t a1b[3] = {0x10000u, 0x30000u, 1};
  CHECK_EQ_INT(call(&e, IR_IN_ORI_IMAD_HI_U32, 3, a1b, w32x3, 32, &st), 4);
  /* mad.wide.s32: "d = t + c", t the 64-bit signed product: -3*7 + 10 = -11 */
  uint64_t a2[3] = {0xfffffffdu, 7, 10};
  CHECK_EQ_INT(call(&e, IR_IN_ORI_IMAD_WIDE_S32, 3, a2, wide, 64, &st), 0xfffffffffffffff5ull);
  uint64_t a2b[3] = {0x80000000u, 0x80000000u, 0};   /* (-2^31)^2 = 2^62 */
  CHECK_EQ_INT(call(&e, IR_IN_ORI_IMAD_WIDE_S32, 3, a2b, wide, 64, &st), 0x4000000000000000ull);
  /* PTX 9.7.1.19 bfe: "sbit = a[min(pos+len-1, msb)]"; "d[i] = (i<len &&
   * pos+i<=msb) ? a[pos+i] : sbit"; len == 0 gives 0 */
  uint64_t b1[3] = {0x0000f000u, 12, 4}, b2[3] = {0x00007000u, 12, 4}, b3[3] = {0x80000000u, 28, 8},
           b4[3] = {0xffffffffu, 5, 0}, b5[3] = {0x12345678u, 0x104, 8};
  CHECK_EQ_INT(call(&e, IR_IN_ORI_BFE_S32, 3, b1, w32x3, 32, &st), 0xffffffffu);
  CHECK_EQ_INT(call(&e, IR_IN_ORI_BFE_S32, 3, b2, w32x3, 32, &st), 7);
  CHECK_EQ_INT(call(&e, IR_IN_ORI_BFE_S32, 3, b3, w32x3, 32, &st), 0xfffffff8u);
  CHECK_EQ_INT(call(&e, IR_IN_ORI_BFE_S32, 3, b4, w32x3, 32, &st), 0);
  CHECK_EQ_INT(call(&e, IR_IN_ORI_BFE_S32, 3, b5, w32x3, 32, &st), 0x67);   /* pos = b & 0xff = 4 */
  /* PTX 9.7.8.7 shf.l.wrap: n = c & 0x1f; d = upper 32 bits of [b, a] << n */
  uint64_t s1[3] = {0x12345678u, 0x9abcdef0u, 36}, s2[3] = {0x12345678u, 0x9abcdef0u, 0};
  CHECK_EQ_INT(call(&e, IR_IN_ORI_SHF_L_WRAP, 3, s1, w32x3, 32, &st), 0xabcdef01u);
  CHECK_EQ_INT(call(&e, IR_IN_ORI_SHF_L_WRAP, 3, s2, w32x3, 32, &st), 0x9abcdef0u);
  /* shf.l.clamp: n = min(c, 32): a shift by 36 yields a */
  CHECK_EQ_INT(call(&e, IR_IN_ORI_SHF_L_CLAMP, 3, s1, w32x3, 32, &st), 0x12345678u);
  /* PTX 9.7.9.7 prmt: selector nibbles pick bytes of {b, a}; msb of a
   * nibble replicates the byte's sign */
  uint64_t p1[3] = {0x03020100u, 0x07060504u, 0x7531}, p2[3] = {0x80u, 0, 0x0008},
           p3[3] = {0x44332211u, 0x88776655u, 0x3210};
  CHECK_EQ_INT(call(&e, IR_IN_ORI_PRMT_B32, 3, p1, w32x3, 32, &st), 0x07050301u);
  CHECK_EQ_INT(call(&e, IR_IN_ORI_PRMT_B32, 3, p2, w32x3, 32, &st), 0x808080ffu);
  CHECK_EQ_INT(call(&e, IR_IN_ORI_PRMT_B32, 3, p3, w32x3, 32, &st), 0x44332211u);
  /* PTX 9.7.8.6 lop3: "ta = 0xF0; tb = 0xCC; tc = 0xAA; immLut = F(ta,
   * tb, tc)": 0x96 = a^b^c, 0xE8 = majority, 0xF0 = a, 0x80 = a&b&c */
  uint64_t l[4] = {0xff00ff00u, 0xf0f0f0f0u, 0xccccccccu, 0x96};
  CHECK_EQ_INT(call(&e, IR_IN_ORI_LOP3_B32, 4, l, w32x4, 32, &st), 0xff00ff00u ^ 0xf0f0f0f0u ^ 0xccccccccu);
  l[3] = 0xE8;
  CHECK_EQ_INT(call(&e, IR_IN_ORI_LOP3_B32, 4, l, w32x4, 32, &st), 0xfcc0fcc0u);
  l[3] = 0xF0;
  CHECK_EQ_INT(call(&e, IR_IN_ORI_LOP3_B32, 4, l, w32x4, 32, &st), 0xff00ff00u);
  l[3] = 0x80;
  CHECK_EQ_INT(call(&e, IR_IN_ORI_LOP3_B32, 4, l, w32x4, 32, &st), 0xc000c000u);
  /* PTX 9.7.1.16 bfind.u32: position of the most significant 1, or
   * 0xffffffff when there is none */
  uint64_t f1[1] = {0x00010000u}, f2[1] = {0}, f3[1] = {1}, f4[1] = {0xffffffffu};
  CHECK_EQ_INT(call(&e, IR_IN_ORI_FLO_U32, 1, f1, w32x3, 32, &st), 16);
  CHECK_EQ_INT(call(&e, IR_IN_ORI_FLO_U32, 1, f2, w32x3, 32, &st), 0xffffffffu);
  CHECK_EQ_INT(call(&e, IR_IN_ORI_FLO_U32, 1, f3, w32x3, 32, &st), 0);
  CHECK_EQ_INT(call(&e, IR_IN_ORI_FLO_U32, 1, f4, w32x3, 32, &st), 31);
  CHECK_EQ_INT(call(&e, IR_IN_ORI_FLO_S32, 1, f4, w32x3, 32, &st), 0xffffffffu);   /* ~(-1) = 0 */
  /* PTX 9.7.4.1 setp.s32: signed comparison; ISETP codes (ir.h IrSetpCode,
   * T encoded as 7); other codes are UB */
  uint64_t i1[3] = {0xffffffffu, 1, IR_SETP_LT};
  CHECK_EQ_INT(call(&e, IR_IN_ORI_ISETP_S32, 3, i1, w32x3, 1, &st), 1);
  CHECK_EQ_INT(st, SEM_OK);
  i1[2] = IR_SETP_GT;
  CHECK_EQ_INT(call(&e, IR_IN_ORI_ISETP_S32, 3, i1, w32x3, 1, &st), 0);
  CHECK_EQ_INT(call(&e, IR_IN_ORI_ISETP_U32, 3, i1, w32x3, 1, &st), 1);   /* unsigned: 0xffffffff > 1 */
  i1[2] = IR_SETP_NE;
  CHECK_EQ_INT(call(&e, IR_IN_ORI_ISETP_S32, 3, i1, w32x3, 1, &st), 1);
  i1[2] = 7;
  CHECK_EQ_INT(call(&e, IR_IN_ORI_ISETP_S32, 3, i1, w32x3, 1, &st), 1);
  i1[2] = IR_SETP_NAN;
  call(&e, IR_IN_ORI_ISETP_S32, 3, i1, w32x3, 1, &st);
  CHECK_EQ_INT(st, SEM_UB);
  sem_env_free(&e);
}

static void env_approx(SemEnv *e, uint64_t seed) {
  SemOpts o;
  sem_opts_default(&o);
  o.math = SEM_MATH_MPFR;
  o.approx = SEM_APPROX_ADVERSARIAL;
  o.approx_seed = seed;
  sem_env_init(e, NULL, &o);
}

/* math.c's table (PTX ISA 9.1): sin.approx.f32 "maximum absolute error is
 * 2^-20.5 in the range -2pi..2pi"; rcp.approx.f32 "maximum ulp error is 1
 * across the full range" (taken against the exact 1/x).  The adversarial
 * model draws from the seeded generator: results vary with the seed, and
 * the same seed gives the same value. */
static void test_adversarial_approx(void) {
  mpfr_t exact, y, d, b;
  mpfr_inits2(256, exact, y, d, b, (mpfr_ptr)0);
  const float sx[] = {0.5f, 1.0f, 3.0f, -5.0f, 6.28f};
  const float rx[] = {3.0f, 0.1f, -7.0f, 1e30f, 1.5e-38f};
  const uint8_t w1[1] = {32};
  for (int which = 0; which < 2; which++) {
    IrIntrin id = which == 0 ? IR_IN_NVVM_SIN_APPROX_F : IR_IN_ORI_MUFU_RCP;
    const float *xs = which == 0 ? sx : rx;
    for (int i = 0; i < 5; i++) {
      uint64_t arg[1] = {f32(xs[i])}, first = 0;
      int distinct = 0, out_of_bound = 0, st;
      mpfr_set_flt(exact, xs[i], MPFR_RNDN);
      if (which == 0) mpfr_sin(exact, exact, MPFR_RNDN);
      else mpfr_ui_div(exact, 1, exact, MPFR_RNDN);
      if (which == 0) {
        mpfr_set_d(b, -20.5, MPFR_RNDN);
        mpfr_exp2(b, b, MPFR_RNDD);
      } else {
        mpfr_set_ui_2exp(b, 1, mpfr_get_exp(exact) - 24, MPFR_RNDN);   /* 1 ulp of 1/x */
      }
      for (uint64_t seed = 0; seed < 100; seed++) {
        SemEnv e;
        env_approx(&e, seed);
        uint64_t v = call(&e, id, 1, arg, w1, 32, &st);
        sem_env_free(&e);
        CHECK_EQ_INT(st, SEM_OK);
        env_approx(&e, seed);
        CHECK_EQ_INT(call(&e, id, 1, arg, w1, 32, &st), v);   /* determinism */
        sem_env_free(&e);
        if (seed == 0) first = v;
        else if (v != first) distinct++;
        mpfr_set_d(y, bits_to_d(32, v), MPFR_RNDN);
        mpfr_sub(d, y, exact, MPFR_RNDN);
        if (!(mpfr_cmpabs(d, b) <= 0)) {
          if (out_of_bound++ == 0)
            fprintf(stderr, "  %s(%a) = %a out of the bound\n", ir_intrin_info[id].name, xs[i],
                    bits_to_d(32, v));
        }
      }
      CHECK_EQ_INT(out_of_bound, 0);
      CHECK(distinct > 0);
    }
  }
  /* the exact model: correctly rounded (sin.approx of 0.5f) */
  SemEnv e;
  sem_env_init(&e, NULL, NULL);
  uint64_t arg[1] = {f32(0.5f)};
  int st;
  CHECK_EQ_INT(call(&e, IR_IN_NVVM_SIN_APPROX_F, 1, arg, w1, 32, &st), f32(0.47942554f));
  sem_env_free(&e);
  /* a NULL SemOpts means sem_opts_default: the MPFR and exact models, seed 0 */
  SemOpts o;
  SemEnv od;
  sem_opts_default(&o);
  CHECK(o.math == SEM_MATH_MPFR && o.approx == SEM_APPROX_EXACT && o.approx_seed == 0);
  sem_env_init(&od, NULL, &o);
  CHECK(od.math == e.math && od.approx == e.approx && od.rng == e.rng);
  sem_env_free(&od);
  mpfr_clears(exact, y, d, b, (mpfr_ptr)0);
}

/* div.approx{.ftz}.f32, exact model: PTX 9.7.3.8 "d = a * (1/b)" with
 * both operations rounded to nearest even, not the correctly rounded a/b;
 * "for 2^126 < |b| < 2^128, if a is infinity, div.approx.f32 returns NaN,
 * otherwise it returns 0" (with the sign of a/b). */
static void test_div_approx_default(void) {
  SemEnv e;
  sem_env_init(&e, NULL, NULL);
  const uint8_t w2[2] = {32, 32};
  int st;
  /* 5/3: RN(1/3) = 0x1.555556p-2, 5 * that = 0x1.aaaaadcp+0 rounds to
   * 0x1.aaaaacp+0; the correctly rounded quotient is 0x1.aaaaaap+0 */
  uint64_t q53[2] = {f32(5.0f), f32(3.0f)};
  CHECK_EQ_INT(call(&e, IR_IN_NVVM_DIV_APPROX_F, 2, q53, w2, 32, &st), 0x3fd55556u);
  CHECK_EQ_INT(st, SEM_OK);
  CHECK_EQ_INT(call(&e, IR_IN_NVVM_DIV_APPROX_FTZ_F, 2, q53, w2, 32, &st), 0x3fd55556u);
  CHECK_EQ_INT(call(&e, IR_IN_NVVM_DIV_RN_F, 2, q53, w2, 32, &st), 0x3fd55555u);
  /* the |b| > 2^126 rule is kept; b = 2^126 itself divides: 2^-126 */
  uint64_t h1[2] = {f32(1.0f), 0x7f000000u}, h2[2] = {0x7f800000u, 0x7f000000u}, h3[2] = {0xbf800000u, 0x7e800000u};
  CHECK_EQ_INT(call(&e, IR_IN_NVVM_DIV_APPROX_F, 2, h1, w2, 32, &st), 0);
  CHECK(sem_isnan(32, call(&e, IR_IN_NVVM_DIV_APPROX_F, 2, h2, w2, 32, &st)));
  CHECK_EQ_INT(call(&e, IR_IN_NVVM_DIV_APPROX_F, 2, h3, w2, 32, &st), 0x80800000u);
  /* .ftz flushes the subnormal result 2^-130; the IEEE form keeps it */
  uint64_t s1[2] = {0x03800000u /* 2^-120 */, f32(1024.0f)};
  CHECK_EQ_INT(call(&e, IR_IN_NVVM_DIV_APPROX_F, 2, s1, w2, 32, &st), 0x00080000u);
  CHECK_EQ_INT(call(&e, IR_IN_NVVM_DIV_APPROX_FTZ_F, 2, s1, w2, 32, &st), 0);
  /* a subnormal b (non-ftz): 1/2^-140 overflows to inf, so a * (1/b) is
   * inf although a/b = 2^120 is finite (PTX bounds only |b| >= 2^-126) */
  uint64_t s2[2] = {0x35800000u /* 2^-20 */, 0x00000200u /* 2^-140 */};
  CHECK_EQ_INT(call(&e, IR_IN_NVVM_DIV_APPROX_F, 2, s2, w2, 32, &st), 0x7f800000u);
  CHECK_EQ_INT(call(&e, IR_IN_NVVM_DIV_RN_F, 2, s2, w2, 32, &st), 0x7b800000u);
  sem_env_free(&e);
}

/* ------------------------------------------------------------------ */
/* 7. i128 integer callees (sem_intrin128): LangRef 16 statements cited  */
/* per case; expected values computed by hand (hi:lo words)             */

#define M64 0xffffffffffffffffull
#define TOP 0x8000000000000000ull

/* Calls sem_intrin128 on up to three (lo, hi) arguments; the i1 flag
 * argument of abs/ctlz/cttz is passed as (flag, 0) with width 1. */
static int c128(IrIntrin id, unsigned n, uint64_t a0l, uint64_t a0h, uint64_t a1l, uint64_t a1h, uint64_t a2l,
                uint64_t a2h, bool flag_arg, uint64_t out[3]) {
  uint64_t args[6] = {a0l, a0h, a1l, a1h, a2l, a2h};
  uint8_t w[3] = {128, flag_arg ? 1 : 128, 128};
  return sem_intrin128(id, n, args, w, 128, out, NULL);
}
#define CHECK128(st_, o_, est, elo, ehi)        \
  do {                                          \
    CHECK_EQ_INT(st_, est);                     \
    if ((est) == SEM_OK) {                       \
      CHECK_EQ_INT((o_)[0], elo);               \
      CHECK_EQ_INT((o_)[1], ehi);               \
    }                                           \
  } while (0)

static void test_intrin128_bits(void) {
  uint64_t o[3];
  int st;
  /* ctlz: "If the src == 0 then the result is the size in bits of the type
   * of src if is_zero_poison == 0 and poison otherwise." */
  st = c128(IR_IN_LLVM_CTLZ, 2, 0, 0, 0, 0, 0, 0, true, o); CHECK128(st, o, SEM_OK, 128, 0);
  st = c128(IR_IN_LLVM_CTLZ, 2, 0, 0, 1, 0, 0, 0, true, o); CHECK_EQ_INT(st, SEM_POISON);
  st = c128(IR_IN_LLVM_CTLZ, 2, 1, 0, 0, 0, 0, 0, true, o); CHECK128(st, o, SEM_OK, 127, 0);
  st = c128(IR_IN_LLVM_CTLZ, 2, M64, M64, 1, 0, 0, 0, true, o); CHECK128(st, o, SEM_OK, 0, 0);
  st = c128(IR_IN_LLVM_CTLZ, 2, 0, 1, 0, 0, 0, 0, true, o); CHECK128(st, o, SEM_OK, 63, 0);   /* high word only */
  st = c128(IR_IN_LLVM_CTLZ, 2, 0, TOP - 1, 0, 0, 0, 0, true, o); CHECK128(st, o, SEM_OK, 1, 0); /* INT128_MAX */
  /* cttz: same zero rule; "counts the number of trailing zeros" */
  st = c128(IR_IN_LLVM_CTTZ, 2, 0, 0, 0, 0, 0, 0, true, o); CHECK128(st, o, SEM_OK, 128, 0);
  st = c128(IR_IN_LLVM_CTTZ, 2, 0, 0, 1, 0, 0, 0, true, o); CHECK_EQ_INT(st, SEM_POISON);
  st = c128(IR_IN_LLVM_CTTZ, 2, 0, TOP, 0, 0, 0, 0, true, o); CHECK128(st, o, SEM_OK, 127, 0);  /* INT128_MIN */
  st = c128(IR_IN_LLVM_CTTZ, 2, 0, 4, 1, 0, 0, 0, true, o); CHECK128(st, o, SEM_OK, 66, 0);
  st = c128(IR_IN_LLVM_CTTZ, 2, M64, M64, 1, 0, 0, 0, true, o); CHECK128(st, o, SEM_OK, 0, 0);
  /* ctpop: "returns the number of bits set in a value" */
  st = c128(IR_IN_LLVM_CTPOP, 1, M64, M64, 0, 0, 0, 0, false, o); CHECK128(st, o, SEM_OK, 128, 0);
  st = c128(IR_IN_LLVM_CTPOP, 1, 0, 0, 0, 0, 0, 0, false, o); CHECK128(st, o, SEM_OK, 0, 0);
  st = c128(IR_IN_LLVM_CTPOP, 1, 1, 0xf0, 0, 0, 0, 0, false, o); CHECK128(st, o, SEM_OK, 5, 0);
  /* bswap: "returns a value with the bytes of the input swapped" (byte i
   * of the result is byte 15 - i of the input) */
  st = c128(IR_IN_LLVM_BSWAP, 1, 0x0706050403020100ull, 0x0f0e0d0c0b0a0908ull, 0, 0, 0, 0, false, o);
  CHECK128(st, o, SEM_OK, 0x08090a0b0c0d0e0full, 0x0001020304050607ull);
  st = c128(IR_IN_LLVM_BSWAP, 1, 1, 0, 0, 0, 0, 0, false, o); CHECK128(st, o, SEM_OK, 0, 0x0100000000000000ull);
  /* bitreverse: "bit M in the input is moved to bit N-M in the output" */
  st = c128(IR_IN_LLVM_BITREVERSE, 1, 1, 0, 0, 0, 0, 0, false, o); CHECK128(st, o, SEM_OK, 0, TOP);
  st = c128(IR_IN_LLVM_BITREVERSE, 1, 0, 2, 0, 0, 0, 0, false, o); CHECK128(st, o, SEM_OK, 0x4000000000000000ull, 0);
  st = c128(IR_IN_LLVM_BITREVERSE, 1, M64, M64, 0, 0, 0, 0, false, o); CHECK128(st, o, SEM_OK, M64, M64);
  /* expect: "returns the value of val" */
  st = c128(IR_IN_LLVM_EXPECT, 2, 5, 7, 0, 0, 0, 0, false, o); CHECK128(st, o, SEM_OK, 5, 7);
  /* fshl/fshr: "the shift argument is treated as an unsigned amount modulo
   * the element size of the arguments" */
  st = c128(IR_IN_LLVM_FSHL, 3, 0, 1, TOP, 0, 1, 0, false, o);         /* {0x1:0, 0:2^63} << 1 */
  CHECK128(st, o, SEM_OK, 0, 2);
  st = c128(IR_IN_LLVM_FSHL, 3, 0, 1, TOP, 0, 129, 0, false, o); CHECK128(st, o, SEM_OK, 0, 2);  /* 129 mod 128 */
  st = c128(IR_IN_LLVM_FSHL, 3, 3, 4, 5, 6, 0, 1, false, o); CHECK128(st, o, SEM_OK, 3, 4);       /* 2^64 mod 128 = 0 */
  st = c128(IR_IN_LLVM_FSHL, 3, 1, 0, 0, TOP, 64, 0, false, o); CHECK128(st, o, SEM_OK, TOP, 1);
  st = c128(IR_IN_LLVM_FSHR, 3, 1, 0, 0, 0, 1, 0, false, o); CHECK128(st, o, SEM_OK, 0, TOP);     /* low bit of a -> top */
  st = c128(IR_IN_LLVM_FSHR, 3, 3, 4, 5, 6, 128, 0, false, o); CHECK128(st, o, SEM_OK, 5, 6);
  st = c128(IR_IN_LLVM_FSHR, 3, 1, 0, 0, 2, 65, 0, false, o); CHECK128(st, o, SEM_OK, TOP | 1, 0);
}

static void test_intrin128_arith(void) {
  uint64_t o[3];
  int st;
  /* abs: "If the first argument is INT_MIN, then the result is also
   * INT_MIN if is_int_min_poison == 0 and poison otherwise." */
  st = c128(IR_IN_LLVM_ABS, 2, 0, TOP, 0, 0, 0, 0, true, o); CHECK128(st, o, SEM_OK, 0, TOP);
  st = c128(IR_IN_LLVM_ABS, 2, 0, TOP, 1, 0, 0, 0, true, o); CHECK_EQ_INT(st, SEM_POISON);
  st = c128(IR_IN_LLVM_ABS, 2, M64, M64, 1, 0, 0, 0, true, o); CHECK128(st, o, SEM_OK, 1, 0);   /* |-1| */
  st = c128(IR_IN_LLVM_ABS, 2, 0, M64, 1, 0, 0, 0, true, o); CHECK128(st, o, SEM_OK, 0, 1);     /* |-2^64| */
  st = c128(IR_IN_LLVM_ABS, 2, M64, TOP - 1, 1, 0, 0, 0, true, o); CHECK128(st, o, SEM_OK, M64, TOP - 1);
  st = c128(IR_IN_LLVM_ABS, 2, 0, 0, 1, 0, 0, 0, true, o); CHECK128(st, o, SEM_OK, 0, 0);
  /* smax/smin/umax/umin: "the larger [smaller] of %a and %b comparing the
   * values as signed [unsigned] integers" */
  st = c128(IR_IN_LLVM_SMAX, 2, 0, TOP, M64, TOP - 1, 0, 0, false, o); CHECK128(st, o, SEM_OK, M64, TOP - 1);
  st = c128(IR_IN_LLVM_SMIN, 2, 0, TOP, M64, TOP - 1, 0, 0, false, o); CHECK128(st, o, SEM_OK, 0, TOP);
  st = c128(IR_IN_LLVM_UMAX, 2, 0, TOP, M64, TOP - 1, 0, 0, false, o); CHECK128(st, o, SEM_OK, 0, TOP);
  st = c128(IR_IN_LLVM_UMIN, 2, 0, TOP, M64, TOP - 1, 0, 0, false, o); CHECK128(st, o, SEM_OK, M64, TOP - 1);
  st = c128(IR_IN_LLVM_SMAX, 2, M64, M64, 1, 0, 0, 0, false, o); CHECK128(st, o, SEM_OK, 1, 0);     /* -1 vs 1 */
  st = c128(IR_IN_LLVM_UMIN, 2, 0, 1, M64, 0, 0, 0, false, o); CHECK128(st, o, SEM_OK, M64, 0);     /* hi word decides */
  /* sadd.sat: "clamped to the signed range"; uadd.sat: to the maximum
   * unsigned value; ssub.sat likewise; usub.sat: "clamped to 0" */
  st = c128(IR_IN_LLVM_SADD_SAT, 2, M64, TOP - 1, 1, 0, 0, 0, false, o); CHECK128(st, o, SEM_OK, M64, TOP - 1);
  st = c128(IR_IN_LLVM_SADD_SAT, 2, 0, TOP, M64, M64, 0, 0, false, o); CHECK128(st, o, SEM_OK, 0, TOP);
  st = c128(IR_IN_LLVM_SADD_SAT, 2, M64, 0, 1, 0, 0, 0, false, o); CHECK128(st, o, SEM_OK, 0, 1);   /* carry */
  st = c128(IR_IN_LLVM_SSUB_SAT, 2, 0, TOP, 1, 0, 0, 0, false, o); CHECK128(st, o, SEM_OK, 0, TOP);
  st = c128(IR_IN_LLVM_SSUB_SAT, 2, 0, 0, 0, TOP, 0, 0, false, o); CHECK128(st, o, SEM_OK, M64, TOP - 1); /* 0 - MIN */
  st = c128(IR_IN_LLVM_UADD_SAT, 2, M64, M64, 1, 0, 0, 0, false, o); CHECK128(st, o, SEM_OK, M64, M64);
  st = c128(IR_IN_LLVM_UADD_SAT, 2, M64, 0, 1, 0, 0, 0, false, o); CHECK128(st, o, SEM_OK, 0, 1);
  st = c128(IR_IN_LLVM_USUB_SAT, 2, 0, 1, 1, 0, 0, 0, false, o); CHECK128(st, o, SEM_OK, M64, 0);   /* borrow */
  st = c128(IR_IN_LLVM_USUB_SAT, 2, 0, 0, 1, 0, 0, 0, false, o); CHECK128(st, o, SEM_OK, 0, 0);
  /* *.with.overflow: "the first element of which is the result of the
   * [operation] and the second element of which is a bit specifying if the
   * [signed / unsigned] operation resulted in an overflow" */
  st = c128(IR_IN_LLVM_SADD_OV, 2, M64, TOP - 1, 1, 0, 0, 0, false, o);
  CHECK128(st, o, SEM_OK, 0, TOP); CHECK_EQ_INT(o[2], 1);
  st = c128(IR_IN_LLVM_SADD_OV, 2, M64, M64, 1, 0, 0, 0, false, o);
  CHECK128(st, o, SEM_OK, 0, 0); CHECK_EQ_INT(o[2], 0);
  st = c128(IR_IN_LLVM_UADD_OV, 2, M64, M64, 1, 0, 0, 0, false, o);
  CHECK128(st, o, SEM_OK, 0, 0); CHECK_EQ_INT(o[2], 1);
  st = c128(IR_IN_LLVM_SSUB_OV, 2, 0, TOP, 1, 0, 0, 0, false, o);
  CHECK128(st, o, SEM_OK, M64, TOP - 1); CHECK_EQ_INT(o[2], 1);
  st = c128(IR_IN_LLVM_USUB_OV, 2, 0, 0, 1, 0, 0, 0, false, o);
  CHECK128(st, o, SEM_OK, M64, M64); CHECK_EQ_INT(o[2], 1);
  st = c128(IR_IN_LLVM_USUB_OV, 2, 0, 1, 1, 0, 0, 0, false, o);
  CHECK128(st, o, SEM_OK, M64, 0); CHECK_EQ_INT(o[2], 0);
  st = c128(IR_IN_LLVM_SMUL_OV, 2, 0, 1, 0, 1, 0, 0, false, o);   /* 2^64 * 2^64 */
  CHECK128(st, o, SEM_OK, 0, 0); CHECK_EQ_INT(o[2], 1);
  st = c128(IR_IN_LLVM_SMUL_OV, 2, 0, TOP, M64, M64, 0, 0, false, o);   /* MIN * -1 */
  CHECK128(st, o, SEM_OK, 0, TOP); CHECK_EQ_INT(o[2], 1);
  st = c128(IR_IN_LLVM_SMUL_OV, 2, M64, M64, 0, 0x4000000000000000ull, 0, 0, false, o);  /* -1 * 2^126 */
  CHECK128(st, o, SEM_OK, 0, 0xc000000000000000ull); CHECK_EQ_INT(o[2], 0);
  st = c128(IR_IN_LLVM_UMUL_OV, 2, M64, 0, M64, 0, 0, 0, false, o);   /* (2^64-1)^2 fits */
  CHECK128(st, o, SEM_OK, 1, 0xfffffffffffffffeull); CHECK_EQ_INT(o[2], 0);
  st = c128(IR_IN_LLVM_UMUL_OV, 2, 0, 1, 0, 1, 0, 0, false, o);
  CHECK128(st, o, SEM_OK, 0, 0); CHECK_EQ_INT(o[2], 1);
  /* not an integer callee / wrong shape: left to the VM's diagnostics */
  st = c128(IR_IN_LLVM_SQRT, 1, 0, 0, 0, 0, 0, 0, false, o); CHECK_EQ_INT(st, SEM_NOTPURE);
  CHECK(sem_has_intrin128(IR_IN_LLVM_UMUL_OV));
  CHECK(!sem_has_intrin128(IR_IN_LLVM_FPTOSI_SAT));
}

int main(void) {
  TEST(test_arith_rne_mpfr);
  TEST(test_arith_directed_mpfr);
  TEST(test_other_ops_mpfr);
  TEST(test_int_conv_mpfr);
  TEST(test_signed_zero_and_invalid);
  TEST(test_subnormal_ftz);
  TEST(test_halfway);
  TEST(test_ftoi);
  TEST(test_itof);
  TEST(test_fconv);
  TEST(test_math_model_values);
  TEST(test_math_model_random);
  TEST(test_math_host_powi);
  TEST(test_intrin_coverage);
  TEST(test_ori_ops);
  TEST(test_adversarial_approx);
  TEST(test_div_approx_default);
  TEST(test_intrin128_bits);
  TEST(test_intrin128_arith);
  mpfr_free_cache();
  return TEST_END();
}

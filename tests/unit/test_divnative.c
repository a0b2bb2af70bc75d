/* tests/unit/test_divnative.c -- the native float division sweep
 * (oracles/divref/divref_native.h): the runtime's MUFU.RCP equals the
 * interpreter's model value by value (its interval cache included), the
 * native reference equals MPFR, the rewritten kernel compiled by clang-16
 * agrees with the interpreter on the same lowered module (plain and ftz),
 * the cross-check reports a native kernel built from another template, the
 * rewriting refuses what it does not model, and the sweep finds the
 * template without its residual correction.
 */
#include "test.h"

#include <math.h>

#include "ir.h"
#include "sem/sem.h"
#include "../../oracles/divref/divref_fp.h"
#include "../../oracles/divref/divref_native.h"

/* The runtime's MUFU.RCP against sem_approx with the same generator:
 * divisors in the sweep's order (every exponent of a mantissa in a row,
 * so the interval cache is used) and in random order. */
static void test_rcp_matches_sem(void) {
  IrCtx *c = ir_ctx_new();
  for (int model = 0; model < 2; model++) {
    InterpApprox m = model ? INTERP_APPROX_ADVERSARIAL : INTERP_APPROX_EXACT;
    DivrefNativeRt *rt = divref_native_rt_new(c, m, 77);
    SemEnv ev;
    sem_env_init(&ev, c, &(SemOpts){SEM_MATH_MPFR, (SemApprox)m, 77});
    uint64_t s = 5, bad = 0, n = 0;
    for (int k = 0; k < 60000; k++) {
      /* sweep order from two places (both signs), then random bits */
      uint64_t idx = k < 15000 ? 0x1e370000u + (uint64_t)k : k < 30000 ? 0x9e370000u + (uint64_t)k : ir_splitmix64(&s);
      uint32_t b = k < 30000 ? divref_native_divisor(idx) : (uint32_t)idx;
      uint64_t a = b;
      uint32_t want = (uint32_t)sem_approx(&ev, IR_IN_ORI_MUFU_RCP, 32, &a);
      uint32_t got = divref_native_rcp(rt, b);
      bad += want != got;
      n++;
    }
    CHECK_EQ_INT(bad, 0);
    CHECK(n == 60000);
    sem_env_free(&ev);
    divref_native_rt_free(rt);
  }
  ir_ctx_free(c);
}

/* The reference equals MPFR on the hard classes and the edges. */
static void test_ref_matches_mpfr(void) {
  uint64_t s = 11, e[64];
  size_t ne = divref_fp_edges(32, e, 64);
  unsigned bad = 0, n = 0;
  for (int ftz = 0; ftz < 2; ftz++) {
    for (size_t i = 0; i < 2 * ne; i++)
      for (size_t j = 0; j < 2 * ne; j++) {
        uint32_t a = (uint32_t)(e[i / 2] | (i & 1) << 31), b = (uint32_t)(e[j / 2] | (j & 1) << 31);
        bad += divref_native_ref32(a, b, ftz) != (uint32_t)divref_fdiv_mpfr(32, a, b, ftz);
        n++;
      }
    for (int k = 0; k < 60000; k++) {
      uint64_t a, b;
      if (!divref_fp_pair(32, (DivrefFpClass)(1 + k % (DIVREF_FP_NCLASSES - 1)), &s, &a, &b)) continue;
      bad += divref_native_ref32((uint32_t)a, (uint32_t)b, ftz) != (uint32_t)divref_fdiv_mpfr(32, a, b, ftz);
      n++;
    }
  }
  CHECK_EQ_INT(bad, 0);
  CHECK(n > 50000);
}

static const uint64_t dividends[] = {0x3f800000u, 0x3fc00000u, 0x3fffffffu, 0x00800000u,
                                     0x7f7fffffu, 0x007fffffu, 0x3f800001u, 0x3faaaaabu};

static IrModule *kernel(IrCtx *c, const char *pipeline, bool ftz) {
  DivrefIrOpts o;
  divref_ir_opts_default(&o);
  o.pipeline = pipeline;
  o.fdiv_ftz = ftz;
  IrModule *m = NULL;
  CHECK(divref_ir_fdiv_kernel(c, 32, &o, &m) == IR_OK);
  return m;
}

/* The same lowered module natively and interpreted agree (both kernels,
 * both models); a native kernel from the template without the residual
 * correction is reported against the interpreter's run of the real one. */
static void test_crosscheck(void) {
  IrCtx *c = ir_ctx_new();
  for (int ftz = 0; ftz < 2; ftz++) {
    DivrefIrOpts o;
    divref_ir_opts_default(&o);
    o.adv_seeds = 1;
    o.fdiv_ftz = ftz;
    IrModule *m = kernel(c, NULL, ftz);
    DivrefNative *k = NULL;
    IrStatus st = m ? divref_native_build(c, m, NULL, &k) : IR_EINTERNAL;
    CHECK(st == IR_OK);
    if (st != IR_OK) fprintf(stderr, "%s\n", ir_ctx_error(c));
    DivrefNativeCheck r;
    if (k) {
      CHECK(divref_native_crosscheck(c, k, m, dividends, 8, 40000, &o, &r) == IR_OK);
      CHECK(!r.differs && !r.ref_differs);
      CHECK_EQ_INT(r.runs, 2);
      CHECK_EQ_INT(r.pairs, 40000);
    }
    /* native from the mutant, interpreter on the real template */
    IrModule *mut = kernel(c, "mutant-fdiv-no-residual", ftz);
    DivrefNative *km = NULL;
    CHECK(mut && divref_native_build(c, mut, NULL, &km) == IR_OK);
    if (km) {
      CHECK(divref_native_crosscheck(c, km, m, dividends, 8, 131072, &o, &r) == IR_OK);
      CHECK(r.differs);
      CHECK(r.native != r.interp);
    }
    divref_native_free(k);
    divref_native_free(km);
    if (m) ir_module_free(m);
    if (mut) ir_module_free(mut);
  }
  ir_ctx_free(c);
}

/* The flushing kernel flushes natively as the interpreter does: a
 * subnormal dividend reads as zero, a subnormal quotient is zero. */
static void test_ftz_native(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = kernel(c, NULL, true);
  DivrefNative *k = NULL;
  CHECK(m && divref_native_build(c, m, NULL, &k) == IR_OK);
  DivrefNativeRt *rt = divref_native_rt_new(c, INTERP_APPROX_EXACT, 0);
  if (k && rt) {
    uint32_t x[3] = {0x007fffffu, 0x00800000u, 0x3f800000u}, y[3] = {0x3f800000u, 0x40000000u, 0x00400000u}, out[3];
    divref_native_run(k, rt, x, y, out, 3, 0);
    CHECK_EQ_INT(out[0], 0);            /* subnormal / 1: flushed operand */
    CHECK_EQ_INT(out[1], 0);            /* 2^-126 / 2: subnormal result flushed */
    CHECK_EQ_INT(out[2], 0x7f800000u);  /* 1 / subnormal: 1 / 0 */
  }
  divref_native_rt_free(rt);
  divref_native_free(k);
  if (m) ir_module_free(m);
  ir_ctx_free(c);
}

/* Anything the rewriting does not model is refused with a message. */
static void test_refuses_unknown(void) {
  IrCtx *c = ir_ctx_new();
  static const char *const src[] = {
    "define void @divref(ptr %xs, ptr %ys, ptr %out, i32 %n) {\n"
    "  %x = load float, ptr %xs\n  %r = call float @llvm.nvvm.sqrt.rn.f(float %x)\n"
    "  store float %r, ptr %out\n  ret void\n}\ndeclare float @llvm.nvvm.sqrt.rn.f(float)\n",
    "define void @divref(ptr %xs, ptr %ys, ptr %out, i32 %n) {\n"
    "  %x = load float, ptr %xs\n  %r = fmul fast float %x, %x\n  store float %r, ptr %out\n  ret void\n}\n",
    "define void @divref(ptr %xs, ptr %ys, ptr %out, i32 %n) \"denormal-fp-math-f32\"=\"preserve-sign,preserve-sign\" {\n"
    "  %x = load float, ptr %xs\n  %d = fpext float %x to double\n  store double %d, ptr %out\n  ret void\n}\n",
  };
  for (size_t i = 0; i < sizeof src / sizeof src[0]; i++) {
    IrModule *m = ir_parse(c, "t.ll", src[i], strlen(src[i]));
    CHECK(m != NULL);
    if (!m) continue;
    char *t = divref_native_text(c, m);
    CHECK(t == NULL);
    CHECK(strstr(ir_ctx_error(c), "not supported natively") != NULL);
    free(t);
    ir_module_free(m);
  }
  ir_ctx_free(c);
}

/* The sweep: the real template has no counterexample on a slice; the
 * template without the residual correction has one on the divisors next
 * to the hard dividends' midpoints. */
static void test_sweep(void) {
  IrCtx *c = ir_ctx_new();
  DivrefIrOpts o;
  divref_ir_opts_default(&o);
  o.adv_seeds = 1;
  IrModule *m = kernel(c, NULL, false);
  DivrefNative *k = NULL;
  CHECK(m && divref_native_build(c, m, NULL, &k) == IR_OK);
  DivrefNativeStats st;
  memset(&st, 0, sizeof st);
  if (k) {
    CHECK(divref_native_sweep(c, k, dividends, 8, false, 3u << 30, (3u << 30) + 65536, &o, &st) == IR_OK);
    CHECK(!st.found);
    CHECK_EQ_INT(st.pairs[0], 65536 * 8);
    CHECK_EQ_INT(st.pairs[1], 65536 * 8);
  }
  divref_native_free(k);
  if (m) ir_module_free(m);
  /* without the residual correction: found among the first divisors
   * (all-ones mantissas, 1/b next to a midpoint, adversarial MUFU.RCP) */
  IrModule *mut = kernel(c, "mutant-fdiv-no-residual", false);
  DivrefNative *km = NULL;
  CHECK(mut && divref_native_build(c, mut, NULL, &km) == IR_OK);
  memset(&st, 0, sizeof st);
  if (km) {
    CHECK(divref_native_sweep(c, km, dividends, 8, false, 0, 4096, &o, &st) == IR_OK);
    CHECK(st.found);
    CHECK(st.cex.model == INTERP_APPROX_ADVERSARIAL);
    CHECK(st.cex.got != st.cex.expected);
    CHECK(st.cex.expected == divref_native_ref32((uint32_t)st.cex.x, (uint32_t)st.cex.y, false));
  }
  divref_native_free(km);
  if (mut) ir_module_free(mut);
  ir_ctx_free(c);
}

/* Every midpoint dividend's quotient lies within 3/(2B) ulp of a midpoint
 * of the binary32 grid, B the odd part of the divisor's significand
 * (measured on the binary64 quotient, whose error is 2^-29 ulp of
 * binary32). */
static void test_midpoints(void) {
  uint64_t s = 3;
  unsigned total = 0, bad = 0;
  for (int k = 0; k < 20000; k++) {
    uint32_t b = (uint32_t)ir_splitmix64(&s) & 0x007fffffu, mid[4];
    b |= 127u << 23;   /* in [1, 2): the quotient of a in [1, 2) is normal */
    size_t n = divref_native_midpoints(b, mid);
    CHECK(n <= 4);
    for (size_t i = 0; i < n; i++) {
      double q = (double)ir_bits_f32(mid[i]) / (double)ir_bits_f32(b);
      float f = (float)q;
      int ex;
      frexp((double)f, &ex);
      double ulp = ldexp(1.0, ex - 24), off = fabs(q - (double)f) / ulp;
      uint32_t M = (b & 0x7fffffu) | 0x800000u, B = M >> __builtin_ctz(M);
      bad += fabs(off - 0.5) > 1.5 / B + 0x1p-28;
      total++;
    }
  }
  CHECK(total > 10000);
  CHECK_EQ_INT(bad, 0);
  uint32_t none[4];
  CHECK_EQ_INT(divref_native_midpoints(0x3f800000u, none), 0);   /* a power of two */
  CHECK_EQ_INT(divref_native_midpoints(0x7fc00000u, none), 0);   /* NaN */
}

int main(void) {
  TEST(test_rcp_matches_sem);
  TEST(test_ref_matches_mpfr);
  TEST(test_crosscheck);
  TEST(test_ftz_native);
  TEST(test_refuses_unknown);
  TEST(test_sweep);
  TEST(test_midpoints);
  return TEST_END();
}

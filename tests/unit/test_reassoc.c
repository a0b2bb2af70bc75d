/* tests/unit/test_reassoc.c -- the reassociation oracle (oracles/diff/
 * reassoc.h): the forward error bound on chosen sums and products whose
 * evaluation orders are known (every order's result inside, values just
 * outside rejected, special values), and reassoc_compare on small
 * functions run by the interpreter: a correct reassociation explained, a
 * term applied twice and a chain without reassoc not; the differential
 * oracle with the two reassociation mutants.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test.h"
#include "../../oracles/diff/diff.h"
#include "../../oracles/diff/reassoc.h"

static uint64_t f32(float v) {
  uint32_t u;
  memcpy(&u, &v, 4);
  return u;
}

static uint64_t f64(double v) {
  uint64_t u;
  memcpy(&u, &v, 8);
  return u;
}

static int sum32(const float *x, uint32_t n, float c) {
  uint64_t t[8];
  char why[400];
  for (uint32_t i = 0; i < n; i++) t[i] = f32(x[i]);
  return reassoc_bound(IR_FADD, 32, t, n, f32(c), why, sizeof why);
}

/* 1 + u + u with u = 2^-24: left to right gives 1 (ties to even twice),
 * 1 + (u + u) gives 1 + 2^-23; both are inside gamma_2 * sum, the float
 * below 1 is not (error 3u > 2u / (1 - 2u) * (1 + 2u)). */
static void test_sum_orders(void) {
  float u = 0x1p-24f, x[3] = {1.0f, u, u};
  CHECK_EQ_INT(sum32(x, 3, (1.0f + u) + u), 1);
  CHECK_EQ_INT(sum32(x, 3, 1.0f + (u + u)), 1);
  CHECK((1.0f + u) + u != 1.0f + (u + u));  /* the two orders differ */
  CHECK_EQ_INT(sum32(x, 3, nextafterf(1.0f, 0.0f)), 0);
  CHECK_EQ_INT(sum32(x, 3, 1.0f + 0x1p-21f), 0);
  /* one term: only itself */
  CHECK_EQ_INT(sum32(x, 1, 1.0f), 1);
  CHECK_EQ_INT(sum32(x, 1, nextafterf(1.0f, 2.0f)), 0);
}

/* Cancellation, doubles: 1e16 + 1 - 1e16 is 0 or 1 by order; the bound,
 * gamma_2 * (2e16 + 1) ~ 4.4, takes both and not 8. */
static void test_sum_cancel(void) {
  uint64_t t[3] = {f64(1e16), f64(1.0), f64(-1e16)};
  char why[400] = "";
  CHECK_EQ_INT(reassoc_bound(IR_FADD, 64, t, 3, f64(0.0), why, sizeof why), 1);
  CHECK_EQ_INT(reassoc_bound(IR_FADD, 64, t, 3, f64(1.0), why, sizeof why), 1);
  CHECK_EQ_INT(reassoc_bound(IR_FADD, 64, t, 3, f64(8.0), why, sizeof why), 0);
  CHECK(strstr(why, "bound gamma_2") != NULL);
}

/* Half: 2048 + 1 + 1 is 2048 or 2050 (spacing 2 at 2048). */
static void test_sum_half(void) {
  uint64_t t[3] = {0x6800, 0x3c00, 0x3c00};  /* 2048, 1, 1 */
  char why[400];
  CHECK_EQ_INT(reassoc_bound(IR_FADD, 16, t, 3, 0x6800, why, sizeof why), 1);  /* 2048 */
  CHECK_EQ_INT(reassoc_bound(IR_FADD, 16, t, 3, 0x6801, why, sizeof why), 1);  /* 2050 */
  CHECK_EQ_INT(reassoc_bound(IR_FADD, 16, t, 3, 0x67ff, why, sizeof why), 0);  /* 2047 */
}

static void test_sum_special(void) {
  float inf = INFINITY, mx = 0x1.fffffep127f;
  float a[2] = {inf, 1.0f}, b[2] = {inf, -inf}, z[2] = {-0.0f, -0.0f}, zm[2] = {-0.0f, 0.0f};
  CHECK_EQ_INT(sum32(a, 2, inf), 1);
  CHECK_EQ_INT(sum32(a, 2, 1.0f), 0);
  CHECK_EQ_INT(sum32(b, 2, NAN), 1);
  CHECK_EQ_INT(sum32(b, 2, inf), 0);
  CHECK_EQ_INT(sum32(z, 2, -0.0f), 1);
  CHECK_EQ_INT(sum32(z, 2, 0.0f), 0);
  CHECK_EQ_INT(sum32(zm, 2, 0.0f), 1);
  CHECK_EQ_INT(sum32(zm, 2, -0.0f), 0);
  /* (max + max) - max overflows, max + (max - max) does not */
  float o[3] = {mx, mx, -mx};
  CHECK_EQ_INT(sum32(o, 3, inf), 1);
  CHECK_EQ_INT(sum32(o, 3, mx), 1);
  CHECK_EQ_INT(sum32(o, 3, 1.0f), 0);
  /* no order overflows: an infinity is wrong */
  float s[2] = {1.0f, 2.0f};
  CHECK_EQ_INT(sum32(s, 2, inf), 0);
  CHECK_EQ_INT(sum32(s, 2, NAN), 0);
  float n[2] = {NAN, 1.0f};
  CHECK_EQ_INT(sum32(n, 2, NAN), 1);
  CHECK_EQ_INT(sum32(n, 2, 1.0f), 0);
}

static void test_product(void) {
  float e = 1.0f + 0x1p-23f, d = 1.0f - 0x1p-24f;
  uint64_t t[3] = {f32(e), f32(e), f32(d)};
  char why[400];
  float l = (e * e) * d, r = e * (e * d);
  CHECK_EQ_INT(reassoc_bound(IR_FMUL, 32, t, 3, f32(l), why, sizeof why), 1);
  CHECK_EQ_INT(reassoc_bound(IR_FMUL, 32, t, 3, f32(r), why, sizeof why), 1);
  CHECK_EQ_INT(reassoc_bound(IR_FMUL, 32, t, 3, f32(l * (1.0f + 0x1p-20f)), why, sizeof why), 0);
  CHECK(strstr(why, "|product|") != NULL);
  /* signs and zeros: the sign of a product does not depend on the order */
  uint64_t z[2] = {f32(-0.0f), f32(3.0f)};
  CHECK_EQ_INT(reassoc_bound(IR_FMUL, 32, z, 2, f32(-0.0f), why, sizeof why), 1);
  CHECK_EQ_INT(reassoc_bound(IR_FMUL, 32, z, 2, f32(0.0f), why, sizeof why), 0);
  /* partial products that may overflow in some order: not judged */
  uint64_t h[3] = {f32(0x1p100f), f32(0x1p100f), f32(0x1p-100f)};
  CHECK_EQ_INT(reassoc_bound(IR_FMUL, 32, h, 3, f32(INFINITY), why, sizeof why), 1);
}

/* Flushing ("denormal-fp-math"): subnormal terms count as zero and each
 * addition may lose a flushed subnormal result. */
static void test_bound_ftz(void) {
  uint64_t t[2] = {f32(0x1p-127f), f32(0x1p-127f)};
  char why[400];
  CHECK_EQ_INT(reassoc_bound_mode(IR_FADD, 32, t, 2, f32(0.0f), true, why, sizeof why), 1);
  CHECK_EQ_INT(reassoc_bound_mode(IR_FADD, 32, t, 2, f32(0.0f), false, why, sizeof why), 0);
  CHECK_EQ_INT(reassoc_bound_mode(IR_FADD, 32, t, 2, f32(0x1p-126f), false, why, sizeof why), 1);
  uint64_t u[3] = {f32(1.0f), f32(0x1p-24f), f32(0x1p-24f)};
  CHECK_EQ_INT(reassoc_bound_mode(IR_FADD, 32, u, 3, f32(nextafterf(1.0f, 0.0f)), true, why, sizeof why), 0);
}

static void test_bound_limits(void) {
  uint64_t t[65];
  char why[64];
  for (int i = 0; i < 65; i++) t[i] = f32(1.0f);
  CHECK_EQ_INT(reassoc_bound(IR_FADD, 32, t, 65, f32(65.0f), why, sizeof why), -1);
  CHECK_EQ_INT(reassoc_bound(IR_FADD, 32, t, 64, f32(64.0f), why, sizeof why), 1);
  CHECK_EQ_INT(reassoc_bound(IR_FSUB, 32, t, 2, f32(0.0f), why, sizeof why), -1);
  CHECK_EQ_INT(reassoc_bound(IR_FADD, 8, t, 2, 0, why, sizeof why), -1);
}

/* ------------------------------------------------------------------ */
/* reassoc_compare on interpreted functions                              */

static IrCtx *g_c;

static const char *const k_src =
  "define float @f(float %a, float %b, float %c) {\n"
  "entry:\n"
  "  %s = fadd reassoc float %a, %b\n"
  "  %r = fadd reassoc float %s, %c\n"
  "  ret float %r\n}\n";

/* Runs source and target on (a, b, c) and returns the verdict; *left the
 * comparison's verdict after it, *n the explained values. */
static ReassocVerdict compare(const char *src, const char *tgt, float a, float b, float c, InterpVerdict *left,
                              uint32_t *n) {
  IrModule *ms = ir_parse(g_c, "src.ll", src, strlen(src)), *mt = ir_parse(g_c, "tgt.ll", tgt, strlen(tgt));
  CHECK(ms && mt);
  ReassocVerdict rv = REASSOC_NA;
  if (!ms || !mt) return rv;
  float v[3] = {a, b, c};
  InterpArg args[3];
  uint8_t bytes[3][4];
  for (int i = 0; i < 3; i++) {
    memcpy(bytes[i], &v[i], 4);
    args[i] = (InterpArg){.size = 4, .bytes = bytes[i]};
  }
  InterpInput in = {.nargs = 3, .args = args, .seed = 0};
  InterpOpts o;
  interp_opts_default(&o);
  o.grid = (InterpGrid){{1, 1, 1}, {1, 1, 1}};
  InterpResult rs, rt;
  CHECK(interp_run(g_c, ms, 0, &in, &o, &rs) == IR_OK);
  CHECK(interp_run(g_c, mt, 0, &in, &o, &rt) == IR_OK);
  ReassocCtx x;
  memset(&x, 0, sizeof x);
  x.c = g_c, x.ms = ms, x.mt = mt, x.fs = 0, x.ft = 0, x.in = &in, x.opts = o;
  InterpDiff d;
  uint8_t before[256];
  memcpy(before, rt.ret, sizeof before);
  *left = reassoc_compare(&x, &rs, &rt, &d, &rv);
  CHECK(!memcmp(before, rt.ret, sizeof before));  /* the target's result is restored */
  *n = x.explained;
  if (rv == REASSOC_BAD) CHECK(x.why[0] != 0);
  interp_result_free(g_c, &rs);
  interp_result_free(g_c, &rt);
  ir_module_free(ms);
  ir_module_free(mt);
  return rv;
}

/* a + (b + c): the source's sum regrouped. */
static const char *const k_regrouped =
    "define float @f(float %a, float %b, float %c) {\n"
    "entry:\n"
    "  %s = fadd reassoc float %b, %c\n"
    "  %r = fadd reassoc float %a, %s\n"
    "  ret float %r\n}\n";

static void test_compare_ok(void) {
  InterpVerdict left;
  uint32_t n;
  float u = 0x1p-24f;
  CHECK_EQ_INT(compare(k_src, k_regrouped, 1.0f, u, u, &left, &n), REASSOC_OK);  /* 1 vs 1 + 2^-23 */
  CHECK_EQ_INT(left, INTERP_REFINES);
  CHECK_EQ_INT(n, 1);
  CHECK_EQ_INT(compare(k_src, k_regrouped, 1.0f, 2.0f, 3.0f, &left, &n), REASSOC_NA);  /* no difference */
  CHECK_EQ_INT(left, INTERP_REFINES);
  CHECK_EQ_INT(n, 0);
}

static void test_compare_dup(void) {
  const char *tgt =
    "define float @f(float %a, float %b, float %c) {\n"
    "entry:\n"
    "  %s = fadd reassoc float %b, %c\n"
    "  %t = fadd reassoc float %a, %s\n"
    "  %r = fadd reassoc float %t, %c\n"
    "  ret float %r\n}\n";
  InterpVerdict left;
  uint32_t n;
  CHECK_EQ_INT(compare(k_src, tgt, 1.0f, 2.0f, 3.0f, &left, &n), REASSOC_BAD);
  CHECK_EQ_INT(left, INTERP_VALUE_MISMATCH);
}

/* Without reassoc on the source chain nothing may be reordered: the
 * target adding the flag is still a plain mismatch. */
static void test_compare_no_flag(void) {
  const char *src =
    "define float @f(float %a, float %b, float %c) {\n"
    "entry:\n"
    "  %s = fadd float %a, %b\n"
    "  %r = fadd float %s, %c\n"
    "  ret float %r\n}\n";
  InterpVerdict left;
  uint32_t n;
  float u = 0x1p-24f;
  CHECK_EQ_INT(compare(src, k_regrouped, 1.0f, u, u, &left, &n), REASSOC_NA);
  CHECK_EQ_INT(left, INTERP_VALUE_MISMATCH);
}

/* A tail after the reduction (here a multiplication) must be the same
 * operation on equal values: then the sum's difference carries through. */
static void test_compare_tail(void) {
  const char *src =
    "define float @f(float %a, float %b, float %c) {\n"
    "entry:\n"
    "  %s = fadd reassoc float %a, %b\n"
    "  %r = fadd reassoc float %s, %c\n"
    "  %m = fmul float %r, 3.0\n"
    "  ret float %m\n}\n";
  const char *ok =
    "define float @f(float %a, float %b, float %c) {\n"
    "entry:\n"
    "  %s = fadd reassoc float %b, %c\n"
    "  %r = fadd reassoc float %a, %s\n"
    "  %m = fmul float 3.0, %r\n"
    "  ret float %m\n}\n";
  const char *other =
    "define float @f(float %a, float %b, float %c) {\n"
    "entry:\n"
    "  %s = fadd reassoc float %b, %c\n"
    "  %r = fadd reassoc float %a, %s\n"
    "  %m = fmul float %r, 5.0\n"
    "  ret float %m\n}\n";
  InterpVerdict left;
  uint32_t n;
  float u = 0x1p-24f;
  CHECK_EQ_INT(compare(src, ok, 1.0f, u, u, &left, &n), REASSOC_OK);
  CHECK_EQ_INT(compare(src, other, 1.0f, u, u, &left, &n), REASSOC_NA);
  CHECK_EQ_INT(left, INTERP_VALUE_MISMATCH);
}

/* ------------------------------------------------------------------ */
/* The differential oracle and the two mutants                          */

/* The sum is stored as float: the generator's comparable-magnitude inputs
 * give sums that differ in their last float bits, which a conversion to
 * half would mostly round away. */
static const char *const k_kernel =
  "define void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {\n"
  "entry:\n"
  "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
  "  %i4 = shl i32 %t, 3\n"
  "  %p0 = getelementptr inbounds float, ptr addrspace(1) %in, i32 %i4\n"
  "  %p1 = getelementptr inbounds float, ptr addrspace(1) %p0, i32 1\n"
  "  %p2 = getelementptr inbounds float, ptr addrspace(1) %p0, i32 2\n"
  "  %p3 = getelementptr inbounds float, ptr addrspace(1) %p0, i32 3\n"
  "  %a0 = load float, ptr addrspace(1) %p0, align 16\n"
  "  %a1 = load float, ptr addrspace(1) %p1, align 4\n"
  "  %a2 = load float, ptr addrspace(1) %p2, align 8\n"
  "  %a3 = load float, ptr addrspace(1) %p3, align 4\n"
  "  %s1 = fadd reassoc float %a0, %a1\n"
  "  %s2 = fadd reassoc float %s1, %a2\n"
  "  %s3 = fadd reassoc float %s2, %a3\n"
  "  %q = getelementptr inbounds float, ptr addrspace(1) %out, i32 %t\n"
  "  store float %s3, ptr addrspace(1) %q, align 4\n"
  "  ret void\n}\n"
  "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";

static void diff_with(const char *pipe, DiffResult *r) {
  IrModule *m = ir_parse(g_c, "k.ll", k_kernel, strlen(k_kernel));
  CHECK(m != NULL);
  Pipeline p;
  CHECK_EQ_INT(pipeline_parse(g_c, pipe, &p), IR_OK);
  PassCtx pc;
  pass_ctx_init(&pc, g_c);
  DiffOpts o;
  diff_opts_default(&o);
  o.isolate = false;
  o.ninputs = 256;
  o.interp.grid = (InterpGrid){{1, 1, 1}, {4, 1, 1}};
  memset(r, 0, sizeof *r);
  if (m) CHECK_EQ_INT(diff_run(g_c, m, 0, &p, &pc, &o, r), IR_OK);
  if (m) ir_module_free(m);
}

static void test_diff_mutants(void) {
  DiffResult r;
  diff_with("mutant-reassoc-ok", &r);
  CHECK_EQ_INT(r.outcome, DIFF_OK);
  CHECK(r.stat[0].changed);
  CHECK(r.reassoc_explained > 0);  /* differing sums were there, and explained */
  diff_result_free(&r);
  diff_with("mutant-reassoc-dup-term", &r);
  CHECK_EQ_INT(r.outcome, DIFF_MISMATCH);
  CHECK(strstr(r.finding.sigkey, "|reassociation outside its error bound") != NULL);
  CHECK(r.finding.detail && strstr(r.finding.detail, "4 terms in the source, 6 in the target"));
  diff_result_free(&r);
  /* the existing mutant without permission: a plain mismatch, not judged by the bound */
  diff_with("mutant-reassoc-fadd", &r);
  CHECK_EQ_INT(r.outcome, DIFF_OK);  /* nothing to rewrite: every fadd carries reassoc */
  CHECK(!r.stat[0].changed);
  diff_result_free(&r);
}

int main(void) {
  g_c = ir_ctx_new();
  TEST(test_sum_orders);
  TEST(test_sum_cancel);
  TEST(test_sum_half);
  TEST(test_sum_special);
  TEST(test_product);
  TEST(test_bound_ftz);
  TEST(test_bound_limits);
  TEST(test_compare_ok);
  TEST(test_compare_dup);
  TEST(test_compare_no_flag);
  TEST(test_compare_tail);
  TEST(test_diff_mutants);
  ir_ctx_free(g_c);
  return TEST_END();
}

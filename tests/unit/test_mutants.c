/* tests/unit/test_mutants.c -- the deliberately wrong passes of
 * passes/mutants.c.  For every mutant: a small kernel where its pattern
 * occurs, on which it must report a change, leave verifier-clean IR, and
 * make the reference interpreter see a behaviour the source does not allow
 * (interp_compare: value mismatch, more poison or target UB) on at least
 * one of a few generated input vectors; and a kernel without the pattern,
 * which it must leave unchanged (same printed text, *changed false).
 */
#include "test.h"
#include "ir.h"
#include "interp/interp.h"
#include "../../oracles/diff/diff.h"
#include "../../passes/pass.h"

enum { N_SEEDS = 48 };

static IrCtx *g_c;

#define KERNEL_DECLS                                                   \
  "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"                     \
  "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"                   \
  "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"

/* The global thread index %i, as every test kernel computes it. */
#define GID                                                            \
  "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"                 \
  "  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"               \
  "  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"               \
  "  %b = mul i32 %c, %nt\n"                                           \
  "  %i = add i32 %b, %t\n"

typedef struct Outcome {
  bool changed, verified, detected;
  InterpVerdict verdict;  /* of the first detecting input */
  char before[4096], after[4096];
} Outcome;

static IrModule *parse(const char *src) {
  ir_ctx_clear_error(g_c);
  IrModule *m = ir_parse(g_c, "mutant-test.ll", src, strlen(src));
  if (!m) fprintf(stderr, "%s: parse error: %s\n", t_cur, ir_ctx_error(g_c));
  CHECK(m != NULL);
  return m;
}

static void print_to(const IrModule *m, char *buf, size_t n) {
  char *s = ir_print_module_str(m, NULL);
  snprintf(buf, n, "%s", s ? s : "");
  free(s);
}

/* Runs src and tgt on one input; true when tgt is not a refinement. */
static bool differs(const IrModule *src, const IrModule *tgt, uint64_t seed, InterpVerdict *v) {
  InterpOpts o;
  interp_opts_default(&o);
  InterpGenOpts g = {.min_elems = 32, .max_bytes = 0};
  InterpInput in;
  InterpResult rs, rt;
  memset(&in, 0, sizeof in);
  memset(&rs, 0, sizeof rs);
  memset(&rt, 0, sizeof rt);
  bool d = false;
  if (interp_input_gen(g_c, src, 0, seed, &g, &o, &in) == IR_OK &&
      interp_run(g_c, src, 0, &in, &o, &rs) == IR_OK && interp_run(g_c, tgt, 0, &in, &o, &rt) == IR_OK) {
    InterpDiff diff;
    *v = interp_compare(&rs, &rt, &diff);
    d = *v != INTERP_REFINES && *v != INTERP_SRC_UNDEFINED;
  }
  interp_result_free(g_c, &rs);
  interp_result_free(g_c, &rt);
  interp_input_free(g_c, &in);
  return d;
}

/* Runs mutant pass on a copy of src (function 0 is the kernel). */
static void run_mutant(const char *pass, const char *src, Outcome *o) {
  memset(o, 0, sizeof *o);
  IrModule *m = parse(src);
  if (!m) return;
  CHECK_EQ_INT(ir_verify_module(m), IR_OK);
  IrModule *t = ir_module_clone(m);
  const PassInfo *pi = pass_lookup(pass, strlen(pass));
  CHECK(pi != NULL && (pi->flags & PASS_MUTANT));
  PassCtx pc;
  pass_ctx_init(&pc, g_c);
  CHECK_EQ_INT(pass_run(&pc, pi, t, &o->changed), IR_OK);  /* the recovery point and scratch */
  ir_ctx_clear_error(g_c);
  o->verified = ir_verify_module(t) == IR_OK;
  if (!o->verified) fprintf(stderr, "%s: %s\n", t_cur, ir_ctx_error(g_c));
  print_to(m, o->before, sizeof o->before);
  print_to(t, o->after, sizeof o->after);
  uint64_t s = 1;
  for (; o->verified && o->changed && s <= N_SEEDS && !o->detected; s++) o->detected = differs(m, t, s, &o->verdict);
  if (o->detected && getenv("VERBOSE"))
    printf("%-24s detected by input seed %llu: %s\n", pass, (unsigned long long)(s - 1),
           interp_verdict_name(o->verdict));
  ir_module_free(t);
  ir_module_free(m);
}

/* The mutant applies: changed, valid, and caught by the interpreter. */
static void expect_caught(const char *pass, const char *src, const char *needle) {
  Outcome o;
  run_mutant(pass, src, &o);
  CHECK(o.changed);
  CHECK(o.verified);
  CHECK(strcmp(o.before, o.after) != 0);
  if (needle) CHECK(strstr(o.after, needle) != NULL);
  CHECK(o.detected);
  if (!o.detected) fprintf(stderr, "%s: not detected; after:\n%s\n", t_cur, o.after);
}

/* The mutant does not apply: nothing changed. */
static void expect_unchanged(const char *pass, const char *src) {
  Outcome o;
  run_mutant(pass, src, &o);
  CHECK(!o.changed);
  CHECK(o.verified);
  CHECK_STR(o.after, o.before);
}

/* ------------------------------------------------------------------ */

static void test_keep_nsw(void) {
  expect_caught("mutant-keep-nsw",
                "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {\n"
                "entry:\n" GID
                "  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i\n"
                "  %v = load i32, ptr addrspace(1) %p, align 4\n"
                "  %s = add i32 %v, %n\n"
                "  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i\n"
                "  store i32 %s, ptr addrspace(1) %q, align 4\n"
                "  ret void\n}\n" KERNEL_DECLS,
                "%s = add nsw i32 %v, %n");
  expect_unchanged("mutant-keep-nsw",
                   "define void @k(ptr addrspace(1) %out, i32 %n) {\n"
                   "entry:\n" GID
                   "  %s = add i32 %i, 1\n"
                   "  %u = add nsw i32 %n, 1\n"
                   "  %w = xor i32 %s, %u\n"
                   "  store i32 %w, ptr addrspace(1) %out, align 4\n"
                   "  ret void\n}\n" KERNEL_DECLS);
}

static void test_gep_off_by_one(void) {
  expect_caught("mutant-gep-off-by-one",
                "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {\n"
                "entry:\n" GID
                "  %p = getelementptr inbounds [4 x i32], ptr addrspace(1) %in, i32 0, i32 %t\n"
                "  %v = load i32, ptr addrspace(1) %p, align 4\n"
                "  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i\n"
                "  store i32 %v, ptr addrspace(1) %q, align 4\n"
                "  ret void\n}\n" KERNEL_DECLS,
                "getelementptr inbounds [4 x i32], ptr addrspace(1) %in, i32 0, i32 %0");
  /* a constant index is bumped in place */
  expect_caught("mutant-gep-off-by-one",
                "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {\n"
                "entry:\n" GID
                "  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 2\n"
                "  %v = load i32, ptr addrspace(1) %p, align 4\n"
                "  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i\n"
                "  store i32 %v, ptr addrspace(1) %q, align 4\n"
                "  ret void\n}\n" KERNEL_DECLS,
                "getelementptr inbounds i32, ptr addrspace(1) %in, i64 3");
  /* no inbounds, a struct field, or an address nothing accesses */
  expect_unchanged("mutant-gep-off-by-one",
                   "%S = type { i32, i32 }\n"
                   "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {\n"
                   "entry:\n"
                   "  %p = getelementptr i32, ptr addrspace(1) %in, i32 %n\n"
                   "  %v = load i32, ptr addrspace(1) %p, align 4\n"
                   "  %f = getelementptr inbounds %S, ptr addrspace(1) %out, i32 0, i32 1\n"
                   "  store i32 %v, ptr addrspace(1) %f, align 4\n"
                   "  %g = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %n\n"
                   "  %a = ptrtoint ptr addrspace(1) %g to i64\n"
                   "  ret void\n}\n");
}

static void test_drop_store(void) {
  expect_caught("mutant-drop-store",
                "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {\n"
                "entry:\n" GID
                "  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i\n"
                "  %v = load i32, ptr addrspace(1) %p, align 4\n"
                "  %j = shl i32 %i, 1\n"
                "  %q0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %j\n"
                "  %q1 = getelementptr inbounds i32, ptr addrspace(1) %q0, i32 1\n"
                "  store i32 %v, ptr addrspace(1) %q0, align 4\n"
                "  %w = add i32 %v, 1\n"
                "  store i32 %w, ptr addrspace(1) %q1, align 4\n"
                "  ret void\n}\n" KERNEL_DECLS,
                NULL);
  /* a read between the stores, or a store to the same pointer (truly dead) */
  expect_unchanged("mutant-drop-store",
                   "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %o2, i32 %n) {\n"
                   "entry:\n"
                   "  store i32 %n, ptr addrspace(1) %out, align 4\n"
                   "  %v = load i32, ptr addrspace(1) %o2, align 4\n"
                   "  store i32 %v, ptr addrspace(1) %o2, align 4\n"
                   "  store i32 1, ptr addrspace(1) %o2, align 4\n"
                   "  ret void\n}\n");
}

static void test_load_over_store(void) {
  expect_caught("mutant-load-over-store",
                "define void @k(ptr addrspace(1) %buf, ptr addrspace(1) %out, i32 %n) {\n"
                "entry:\n" GID
                "  %p = getelementptr inbounds i32, ptr addrspace(1) %buf, i32 %i\n"
                "  store i32 %n, ptr addrspace(1) %p, align 4\n"
                "  %v = load i32, ptr addrspace(1) %p, align 4\n"
                "  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i\n"
                "  store i32 %v, ptr addrspace(1) %q, align 4\n"
                "  ret void\n}\n" KERNEL_DECLS,
                "  %v = load i32, ptr addrspace(1) %p, align 4\n  store i32 %n");
  /* the address computation between them moves along */
  expect_caught("mutant-load-over-store",
                "define void @k(ptr addrspace(1) %buf, ptr addrspace(1) %out, i32 %n) {\n"
                "entry:\n" GID
                "  %p = getelementptr inbounds i32, ptr addrspace(1) %buf, i32 %i\n"
                "  store i32 %n, ptr addrspace(1) %p, align 4\n"
                "  %i2 = or i32 %i, 0\n"
                "  %p2 = getelementptr inbounds i32, ptr addrspace(1) %buf, i32 %i2\n"
                "  %v = load i32, ptr addrspace(1) %p2, align 4\n"
                "  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i\n"
                "  store i32 %v, ptr addrspace(1) %q, align 4\n"
                "  ret void\n}\n" KERNEL_DECLS,
                "  %i2 = or i32 %i, 0\n  %p2 = getelementptr inbounds i32, ptr addrspace(1) %buf, i32 %i2\n"
                "  %v = load i32, ptr addrspace(1) %p2, align 4\n  store i32 %n");
  /* the load's address comes from a volatile load after the store, or a
   * call intervenes */
  expect_unchanged("mutant-load-over-store",
                   "define void @k(ptr addrspace(1) %buf, ptr addrspace(1) %pp, i32 %n) {\n"
                   "entry:\n"
                   "  store i32 %n, ptr addrspace(1) %buf, align 4\n"
                   "  %p = load volatile ptr addrspace(1), ptr addrspace(1) %pp, align 8\n"
                   "  %v = load i32, ptr addrspace(1) %p, align 4\n"
                   "  store i32 %v, ptr addrspace(1) %buf, align 4\n"
                   "  call void @llvm.nvvm.barrier0()\n"
                   "  %w = load i32, ptr addrspace(1) %p, align 4\n"
                   "  ret void\n}\n"
                   "declare void @llvm.nvvm.barrier0()\n");
}

static void test_reassoc_fadd(void) {
  expect_caught("mutant-reassoc-fadd",
                "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %ay,\n"
                "               ptr addrspace(1) %az) {\n"
                "entry:\n" GID
                "  %p = getelementptr inbounds float, ptr addrspace(1) %a, i32 %i\n"
                "  %x = load float, ptr addrspace(1) %p, align 4\n"
                "  %py = getelementptr inbounds float, ptr addrspace(1) %ay, i32 %i\n"
                "  %y = load float, ptr addrspace(1) %py, align 4\n"
                "  %pz = getelementptr inbounds float, ptr addrspace(1) %az, i32 %i\n"
                "  %z = load float, ptr addrspace(1) %pz, align 4\n"
                "  %s = fadd float %x, %y\n"
                "  %r = fadd float %s, %z\n"
                "  %q = getelementptr inbounds float, ptr addrspace(1) %out, i32 %i\n"
                "  store float %r, ptr addrspace(1) %q, align 4\n"
                "  ret void\n}\n" KERNEL_DECLS,
                "%r = fadd float %x, %0");
  expect_unchanged("mutant-reassoc-fadd",
                   "define float @k(float %x, float %y, float %z) {\n"
                   "entry:\n"
                   "  %s = fadd reassoc float %x, %y\n"
                   "  %r = fadd reassoc float %s, %z\n"
                   "  %u = fadd float %x, %y\n"
                   "  %w = fadd float %u, %u\n"
                   "  %v = fadd reassoc float %w, %r\n"
                   "  ret float %v\n}\n");
}

/* The reassociation mutants: the same rewrite of reassoc fadd chains,
 * one correct (accepted by the reassociation oracle: test_reassoc.c) and
 * one adding a term twice (a plain value difference too); neither touches
 * a chain without reassoc. */
static void test_reassoc_mutants(void) {
  const char *chain =
    "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %a) {\n"
    "entry:\n" GID
    "  %i3 = mul i32 %i, 3\n"
    "  %p = getelementptr inbounds float, ptr addrspace(1) %a, i32 %i3\n"
    "  %p1 = getelementptr inbounds float, ptr addrspace(1) %p, i32 1\n"
    "  %p2 = getelementptr inbounds float, ptr addrspace(1) %p, i32 2\n"
    "  %x = load float, ptr addrspace(1) %p, align 4\n"
    "  %y = load float, ptr addrspace(1) %p1, align 4\n"
    "  %z = load float, ptr addrspace(1) %p2, align 4\n"
    "  %s = fadd reassoc float %x, %y\n"
    "  %r = fadd reassoc float %s, %z\n"
    "  %q = getelementptr inbounds float, ptr addrspace(1) %out, i32 %i\n"
    "  store float %r, ptr addrspace(1) %q, align 4\n"
    "  ret void\n}\n" KERNEL_DECLS;
  expect_caught("mutant-reassoc-dup-term", chain, "%r = fadd reassoc float %1, %z");
  Outcome o;
  run_mutant("mutant-reassoc-ok", chain, &o);
  CHECK(o.changed && o.verified);
  CHECK(strstr(o.after, "%r = fadd reassoc float %x, %0") != NULL);
  const char *plain =
    "define float @k(float %x, float %y, float %z) {\n"
    "entry:\n"
    "  %s = fadd float %x, %y\n"
    "  %r = fadd reassoc float %s, %z\n"
    "  ret float %r\n}\n";
  expect_unchanged("mutant-reassoc-ok", plain);
  expect_unchanged("mutant-reassoc-dup-term", plain);
  /* mutant-reassoc-ok leaves chains whose value reaches integers alone */
  expect_unchanged("mutant-reassoc-ok",
                   "define i32 @k(float %x, float %y, float %z) {\n"
                   "entry:\n"
                   "  %s = fadd reassoc float %x, %y\n"
                   "  %r = fadd reassoc float %s, %z\n"
                   "  %c = fcmp olt float %r, 1.0\n"
                   "  %v = zext i1 %c to i32\n"
                   "  ret i32 %v\n}\n");
}

static void test_magic_div(void) {
  expect_caught("mutant-magic-div",
                "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {\n"
                "entry:\n" GID
                "  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i\n"
                "  %x = load i32, ptr addrspace(1) %p, align 4\n"
                "  %d = udiv i32 %x, 7\n"
                "  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i\n"
                "  store i32 %d, ptr addrspace(1) %q, align 4\n"
                "  ret void\n}\n" KERNEL_DECLS,
                "mul i64 %0, 613566756");
  /* even and variable divisors, sdiv, i64 */
  expect_unchanged("mutant-magic-div",
                   "define i32 @k(i32 %x, i32 %y, i64 %z) {\n"
                   "entry:\n"
                   "  %a = udiv i32 %x, 6\n"
                   "  %b = udiv i32 %x, %y\n"
                   "  %c = sdiv i32 %x, 7\n"
                   "  %d = udiv i64 %z, 7\n"
                   "  %e = trunc i64 %d to i32\n"
                   "  %s = add i32 %a, %b\n"
                   "  %s2 = add i32 %s, %c\n"
                   "  %s3 = add i32 %s2, %e\n"
                   "  ret i32 %s3\n}\n");
}

/* The mutant's sequences, evaluated here: wrong exactly on multiples
 * (the result packs quotient << 3 | remainder). */
static void test_magic_div_values(void) {
  IrModule *m = parse("define i32 @k(i32 %x) {\nentry:\n  %d = udiv i32 %x, 7\n  %r = urem i32 %x, 7\n"
                      "  %s = shl i32 %d, 3\n  %t = or i32 %s, %r\n  ret i32 %t\n}\n");
  if (!m) return;
  PassCtx pc;
  pass_ctx_init(&pc, g_c);
  bool ch = false;
  CHECK_EQ_INT(pass_mutant_magic_div(&pc, m, &ch), IR_OK);
  CHECK(ch);
  static const uint32_t xs[] = {0, 1, 6, 7, 8, 13, 14, 700, 0x7fffffff, 0xfffffffc, 0xffffffff};
  for (size_t k = 0; k < sizeof xs / sizeof xs[0]; k++) {
    InterpOpts o;
    interp_opts_default(&o);
    o.grid.block[0] = o.grid.thread[0] = 1;
    InterpArg a = {.size = 4, .bytes = (uint8_t *)&xs[k]};
    InterpInput in = {.nargs = 1, .args = &a};
    InterpResult r;
    memset(&r, 0, sizeof r);
    CHECK_EQ_INT(interp_run(g_c, m, 0, &in, &o, &r), IR_OK);
    uint32_t q;
    memcpy(&q, r.ret, 4);
    bool mult = xs[k] && xs[k] % 7 == 0;  /* quotient one too small, remainder 7 */
    uint32_t want = ((xs[k] / 7 - mult) << 3) | (mult ? 7 : xs[k] % 7);
    CHECK_EQ_INT(q, want);
    interp_result_free(g_c, &r);
  }
  ir_module_free(m);
}

static void test_fold_fptosi(void) {
  expect_caught("mutant-fold-fptosi",
                "define void @k(ptr addrspace(1) %out, i32 %n) {\n"
                "entry:\n" GID
                "  %f = fptosi float 2.750000e+00 to i32\n"
                "  %g = fptoui double -5.000000e-01 to i8\n"
                "  %g32 = zext i8 %g to i32\n"
                "  %s = add i32 %f, %g32\n"
                "  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i\n"
                "  store i32 %s, ptr addrspace(1) %q, align 4\n"
                "  ret void\n}\n" KERNEL_DECLS,
                "%s = add i32 3, %g32");
  /* variable operands, and a constant whose rounded value does not fit */
  expect_unchanged("mutant-fold-fptosi",
                   "define i32 @k(float %x) {\n"
                   "entry:\n"
                   "  %a = fptosi float %x to i32\n"
                   "  %b = fptosi float 4.294967296e+09 to i32\n"
                   "  %c = fptoui float -2.000000e+00 to i32\n"
                   "  %s = add i32 %a, %b\n"
                   "  %t = add i32 %s, %c\n"
                   "  ret i32 %t\n}\n");
}

static void test_widen_store(void) {
  expect_caught("mutant-widen-store",
                "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {\n"
                "entry:\n" GID
                "  %p = getelementptr inbounds float, ptr addrspace(1) %in, i32 %i\n"
                "  %v = load float, ptr addrspace(1) %p, align 4\n"
                "  %q = getelementptr inbounds float, ptr addrspace(1) %out, i32 %i\n"
                "  store float %v, ptr addrspace(1) %q, align 4\n"
                "  ret void\n}\n" KERNEL_DECLS,
                "store <2 x float> %1, ptr addrspace(1) %q, align 4");
  /* volatile, pointer-valued or vector stores only */
  expect_unchanged("mutant-widen-store",
                   "define void @k(ptr addrspace(1) %out, ptr %pp, <2 x i32> %v) {\n"
                   "entry:\n"
                   "  store volatile i32 1, ptr addrspace(1) %out, align 4\n"
                   "  store ptr %pp, ptr %pp, align 8\n"
                   "  store <2 x i32> %v, ptr addrspace(1) %out, align 8\n"
                   "  ret void\n}\n");
}

static void test_hoist_div(void) {
  expect_caught("mutant-hoist-div",
                "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %x) {\n"
                "entry:\n" GID
                "  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i\n"
                "  %d = load i32, ptr addrspace(1) %p, align 4\n"
                "  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i\n"
                "  %nz = icmp eq i32 %d, 0\n"
                "  br i1 %nz, label %zero, label %div\n"
                "div:\n"
                "  %r = urem i32 %x, %d\n"
                "  store i32 %r, ptr addrspace(1) %q, align 4\n"
                "  br label %zero\n"
                "zero:\n"
                "  ret void\n}\n" KERNEL_DECLS,
                "  %r = urem i32 %x, %d\n  br i1 %nz");
  /* the division's block has two predecessors; the guard checks another value */
  expect_unchanged("mutant-hoist-div",
                   "define i32 @k(i32 %x, i32 %d, i32 %e) {\n"
                   "entry:\n"
                   "  %c = icmp ne i32 %d, 0\n"
                   "  br i1 %c, label %a, label %m\n"
                   "a:\n"
                   "  %c2 = icmp ne i32 %e, 0\n"
                   "  br i1 %c2, label %b, label %m\n"
                   "b:\n"
                   "  %q = sdiv i32 %x, %d\n"
                   "  br label %m\n"
                   "m:\n"
                   "  %r = phi i32 [ 0, %entry ], [ 1, %a ], [ %q, %b ]\n"
                   "  br i1 %c, label %n, label %n\n"
                   "n:\n"
                   "  %s = udiv i32 %x, %d\n"
                   "  %t = add i32 %r, %s\n"
                   "  ret i32 %t\n}\n");
}

static void test_ule_as_ult(void) {
  expect_caught("mutant-ule-as-ult",
                "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {\n"
                "entry:\n" GID
                "  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i\n"
                "  %v = load i32, ptr addrspace(1) %p, align 4\n"
                "  %c1 = icmp ule i32 %v, 7\n"
                "  %c2 = icmp uge i32 %v, 1\n"
                "  %z1 = zext i1 %c1 to i32\n"
                "  %z2 = zext i1 %c2 to i32\n"
                "  %s = shl i32 %z2, 1\n"
                "  %r = or i32 %z1, %s\n"
                "  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i\n"
                "  store i32 %r, ptr addrspace(1) %q, align 4\n"
                "  ret void\n}\n" KERNEL_DECLS,
                "%c1 = icmp ult i32 %v, 7");
  expect_unchanged("mutant-ule-as-ult",
                   "define i1 @k(i32 %x, i32 %y) {\n"
                   "entry:\n"
                   "  %a = icmp ult i32 %x, %y\n"
                   "  %b = icmp sle i32 %x, %y\n"
                   "  %c = fcmp ule float 1.0, 2.0\n"
                   "  %d = and i1 %a, %b\n"
                   "  %e = and i1 %d, %c\n"
                   "  ret i1 %e\n}\n");
}

static void test_drop_ftz(void) {
  expect_caught("mutant-drop-ftz",
                "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %bb) {\n"
                "entry:\n" GID
                "  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %i\n"
                "  %pb = getelementptr inbounds float, ptr addrspace(1) %bb, i32 %i\n"
                "  %x = load float, ptr addrspace(1) %pa, align 4\n"
                "  %y = load float, ptr addrspace(1) %pb, align 4\n"
                "  %r = call float @llvm.nvvm.add.rn.ftz.f(float %x, float %y)\n"
                "  %q = getelementptr inbounds float, ptr addrspace(1) %out, i32 %i\n"
                "  store float %r, ptr addrspace(1) %q, align 4\n"
                "  ret void\n}\n"
                "declare float @llvm.nvvm.add.rn.ftz.f(float, float)\n" KERNEL_DECLS,
                "call float @llvm.nvvm.add.rn.f(float %x, float %y)");
  /* the function's denormal mode flushes */
  expect_caught("mutant-drop-ftz",
                "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %a) #0 {\n"
                "entry:\n" GID
                "  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %i\n"
                "  %x = load float, ptr addrspace(1) %pa, align 4\n"
                "  %r = fmul float %x, 5.000000e-01\n"
                "  %q = getelementptr inbounds float, ptr addrspace(1) %out, i32 %i\n"
                "  store float %r, ptr addrspace(1) %q, align 4\n"
                "  ret void\n}\n" KERNEL_DECLS
                "attributes #0 = { \"denormal-fp-math\"=\"preserve-sign,preserve-sign\" }\n",
                NULL);
  expect_unchanged("mutant-drop-ftz",
                   "define float @k(float %x, float %y) {\n"
                   "entry:\n"
                   "  %r = call float @llvm.nvvm.add.rn.f(float %x, float %y)\n"
                   "  ret float %r\n}\n"
                   "declare float @llvm.nvvm.add.rn.f(float, float)\n");
}

static void test_shuffle_lane(void) {
  expect_caught("mutant-shuffle-lane",
                "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {\n"
                "entry:\n" GID
                "  %i4 = shl i32 %i, 2\n"
                "  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i4\n"
                "  %v = load <4 x i32>, ptr addrspace(1) %p, align 16\n"
                "  %s = shufflevector <4 x i32> %v, <4 x i32> poison, <2 x i32> <i32 2, i32 0>\n"
                "  %q = getelementptr inbounds <2 x i32>, ptr addrspace(1) %out, i32 %i\n"
                "  store <2 x i32> %s, ptr addrspace(1) %q, align 8\n"
                "  ret void\n}\n" KERNEL_DECLS,
                "<2 x i32> <i32 3, i32 0>");
  expect_caught("mutant-shuffle-lane",
                "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {\n"
                "entry:\n" GID
                "  %i4 = shl i32 %i, 2\n"
                "  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i4\n"
                "  %v = load <4 x i32>, ptr addrspace(1) %p, align 16\n"
                "  %e = extractelement <4 x i32> %v, i64 3\n"
                "  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i\n"
                "  store i32 %e, ptr addrspace(1) %q, align 4\n"
                "  ret void\n}\n" KERNEL_DECLS,
                "extractelement <4 x i32> %v, i64 0");
  expect_unchanged("mutant-shuffle-lane",
                   "define i32 @k(<1 x i32> %v, <4 x i32> %w, i32 %n) {\n"
                   "entry:\n"
                   "  %a = extractelement <1 x i32> %v, i32 0\n"
                   "  %b = extractelement <4 x i32> %w, i32 %n\n"
                   "  %s = shufflevector <4 x i32> %w, <4 x i32> %w, <2 x i32> poison\n"
                   "  %c = extractelement <2 x i32> %s, i32 %n\n"
                   "  %d = add i32 %a, %b\n"
                   "  %e = add i32 %d, %c\n"
                   "  ret i32 %e\n}\n");
}

/* lsr's sext-wrap: the i32 counter starting at INT32_MAX - 2 wraps after
 * three steps; its sign extension summed as i64 differs from a 64-bit IV
 * that does not wrap (the real pass leaves it alone: tests/golden/lsr). */
static void test_lsr_sext_wrap(void) {
  static const char *loop =
      "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {\n"
      "entry:\n" GID
      "  %q = getelementptr inbounds i64, ptr addrspace(1) %out, i32 %i\n"
      "  br label %h\n"
      "h:\n"
      "  %x = phi i32 [ 2147483645, %entry ], [ %x.n, %h ]\n"
      "  %j = phi i32 [ 0, %entry ], [ %j.n, %h ]\n"
      "  %acc = phi i64 [ 0, %entry ], [ %acc.n, %h ]\n"
      "  %s = sext i32 %x to i64\n"
      "  %acc.n = add i64 %acc, %s\n"
      "  %x.n = add i32 %x, 1\n"
      "  %j.n = add nuw nsw i32 %j, 1\n"
      "  %e = icmp ult i32 %j.n, 6\n"
      "  br i1 %e, label %h, label %x.exit\n"
      "x.exit:\n"
      "  store i64 %acc.n, ptr addrspace(1) %q, align 8\n"
      "  ret void\n}\n" KERNEL_DECLS;
  expect_caught("mutant-lsr-sext-wrap", loop, "%IV.S. = phi i64");
}

/* lsr's no-overflow-guard: the IV {0,+,2^30} of k * 2^30 takes over the
 * exit test of k = 0 .. 7 although 7 * 2^30 does not fit 32 bits; the IV
 * meets its end value 8 * 2^30 = 0 (mod 2^32) after 4 iterations (the real
 * pass keeps the multiply: tests/golden/lsr/guard.ll). */
static void test_lsr_no_overflow_guard(void) {
  static const char *loop =
      "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {\n"
      "entry:\n" GID
      "  %q = getelementptr inbounds i64, ptr addrspace(1) %out, i32 %i\n"
      "  br label %h\n"
      "h:\n"
      "  %j = phi i32 [ 0, %entry ], [ %j.n, %h ]\n"
      "  %acc = phi i64 [ 0, %entry ], [ %acc.n, %h ]\n"
      "  %m = mul i32 %j, 1073741824\n"
      "  %z = zext i32 %m to i64\n"
      "  %acc.n = add i64 %acc, %z\n"
      "  %j.n = add nuw nsw i32 %j, 1\n"
      "  %e = icmp ult i32 %j.n, 8\n"
      "  br i1 %e, label %h, label %x.exit\n"
      "x.exit:\n"
      "  store i64 %acc.n, ptr addrspace(1) %q, align 8\n"
      "  ret void\n}\n" KERNEL_DECLS;
  expect_caught("mutant-lsr-no-overflow-guard", loop, "lsr_fold_term_cond");
}

/* mutant-null-deref: a division by an instruction is left alone; one by a
 * constant crashes the pass, which the oracle (passes in a child) reports
 * as a crash with the fault named. */
static void test_null_deref(void) {
  expect_unchanged("mutant-null-deref",
                   "define i32 @k(i32 %a, i32 %b) {\n"
                   "entry:\n  %d = add i32 %b, 1\n  %q = udiv i32 %a, %d\n  %r = srem i32 %q, %d\n  ret i32 %r\n}\n");
  static const char *src =
    "define void @k(ptr addrspace(1) %o, i32 %a) {\n"
    "entry:\n  %q = sdiv i32 %a, 3\n  store i32 %q, ptr addrspace(1) %o\n  ret void\n}\n"
    "!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n";
  IrModule *m = parse(src);
  if (!m) return;
  PassCtx pc;
  pass_ctx_init(&pc, g_c);
  Pipeline p;
  DiffOpts d;
  diff_opts_default(&d);
  d.isolate = true;
  CHECK(interp_grid_parse("1x1", &d.interp.grid));
  DiffResult *r = calloc(1, sizeof *r);
  CHECK(r && pipeline_parse(g_c, "mutant-null-deref", &p) == IR_OK);
  if (r && diff_run(g_c, m, 0, &p, &pc, &d, r) == IR_OK) {
    CHECK_EQ_INT(r->outcome, DIFF_CRASH);
    CHECK_STR(r->finding.sigkey, "mutant-null-deref|crash|signal:SIGSEGV");
#if !defined(__SANITIZE_ADDRESS__)
    CHECK(strstr(r->finding.detail, "mutant_null_deref_signed") != NULL);
#endif
    diff_result_free(r);
  } else
    CHECK(false);
  free(r);
  ir_module_free(m);
}

static void test_slp_alias(void) {
  /* the store of 7 moves past the load that reads it */
  const char *src = "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %o2) {\n"
                    "entry:\n" GID
                    "  %i2 = shl i32 %i, 1\n"
                    "  %q0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i2\n"
                    "  %q1 = getelementptr inbounds i32, ptr addrspace(1) %q0, i32 1\n"
                    "  store i32 7, ptr addrspace(1) %q0, align 8\n"
                    "  %r = load i32, ptr addrspace(1) %q0, align 4\n"
                    "  store i32 9, ptr addrspace(1) %q1, align 4\n"
                    "  %p = getelementptr inbounds i32, ptr addrspace(1) %o2, i32 %i\n"
                    "  store i32 %r, ptr addrspace(1) %p, align 4\n"
                    "  ret void\n}\n" KERNEL_DECLS;
  expect_caught("mutant-slp-alias", src, "store <2 x i32> <i32 7, i32 9>");
}

static void test_slp_lane_swap(void) {
  /* %a0 is used after the vector store: the mutant extracts lane 1 for it */
  expect_caught("mutant-slp-lane-swap",
                "define void @k(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %o2) {\n"
                "entry:\n" GID
                "  %i2 = shl i32 %i, 1\n"
                "  %p0 = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i2\n"
                "  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i32 1\n"
                "  %a0 = load i32, ptr addrspace(1) %p0, align 8\n"
                "  %a1 = load i32, ptr addrspace(1) %p1, align 4\n"
                "  %q0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i2\n"
                "  %q1 = getelementptr inbounds i32, ptr addrspace(1) %q0, i32 1\n"
                "  store i32 %a0, ptr addrspace(1) %q0, align 8\n"
                "  store i32 %a1, ptr addrspace(1) %q1, align 4\n"
                "  %s = add i32 %a0, 1\n"
                "  %p = getelementptr inbounds i32, ptr addrspace(1) %o2, i32 %i\n"
                "  store i32 %s, ptr addrspace(1) %p, align 4\n"
                "  ret void\n}\n" KERNEL_DECLS,
                "extractelement <2 x i32> %0, i32 1");
}

static void test_peephole_literal_bfe(void) {
  /* a rotate by 8 (shl 8 | lshr 24) taken as a field extract loses the shl half */
  expect_caught("mutant-peephole-literal-bfe",
                "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {\n"
                "entry:\n" GID
                "  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i\n"
                "  %x = load i32, ptr addrspace(1) %p, align 4\n"
                "  %s = shl i32 %x, 8\n"
                "  %r = lshr i32 %x, 24\n"
                "  %o = or i32 %s, %r\n"
                "  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i\n"
                "  store i32 %o, ptr addrspace(1) %q, align 4\n"
                "  ret void\n}\n" KERNEL_DECLS,
                "@ori.bfe.u32");
}

static void test_ori_sr_self_imad(void) {
  /* x * 3 + 5 lowered to an IMAD, then deleted as if it were x * 1 + 0 */
  expect_caught("mutant-ori-sr-self-imad",
                "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {\n"
                "entry:\n" GID
                "  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i\n"
                "  %x = load i32, ptr addrspace(1) %p, align 4\n"
                "  %m = mul i32 %x, 3\n"
                "  %a = add i32 %m, 5\n"
                "  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i\n"
                "  store i32 %a, ptr addrspace(1) %q, align 4\n"
                "  ret void\n}\n" KERNEL_DECLS,
                "store i32 %x");
}

static void test_slp_rdx_drop_lane(void) {
  /* four adjacent loads summed, the sum combined further (a reduction
   * root): the mutant's first tree step reads lane 2 twice, lane 3 never */
  expect_caught("mutant-slp-rdx-drop-lane",
                "define void @k(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {\n"
                "entry:\n" GID
                "  %i4 = shl i32 %i, 2\n"
                "  %p0 = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i4\n"
                "  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i32 1\n"
                "  %p2 = getelementptr inbounds i32, ptr addrspace(1) %p0, i32 2\n"
                "  %p3 = getelementptr inbounds i32, ptr addrspace(1) %p0, i32 3\n"
                "  %a0 = load i32, ptr addrspace(1) %p0, align 16\n"
                "  %a1 = load i32, ptr addrspace(1) %p1, align 4\n"
                "  %a2 = load i32, ptr addrspace(1) %p2, align 8\n"
                "  %a3 = load i32, ptr addrspace(1) %p3, align 4\n"
                "  %s1 = add i32 %a0, %a1\n"
                "  %s2 = add i32 %s1, %a2\n"
                "  %s3 = add i32 %s2, %a3\n"
                "  %x = xor i32 %s3, %i\n"
                "  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i\n"
                "  store i32 %x, ptr addrspace(1) %q, align 4\n"
                "  ret void\n}\n" KERNEL_DECLS,
                "<2 x i32> <i32 1, i32 2>");
}

static void test_slp_swap_noncomm(void) {
  /* two subs of adjacent loads of a and b, the second with its operands
   * the other way round, combined after both: the real pass leaves them
   * (sub does not commute; tests/golden/slp/line.ll @sub_sides), the
   * mutant lines the loads up by swapping */
  const char *src = "define void @k(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %ina, ptr addrspace(1) noalias %inb) {\n"
                    "entry:\n" GID
                    "  %i2 = shl i32 %i, 1\n"
                    "  %p0 = getelementptr inbounds i32, ptr addrspace(1) %ina, i32 %i2\n"
                    "  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i32 1\n"
                    "  %r0 = getelementptr inbounds i32, ptr addrspace(1) %inb, i32 %i2\n"
                    "  %r1 = getelementptr inbounds i32, ptr addrspace(1) %r0, i32 1\n"
                    "  %x0 = load i32, ptr addrspace(1) %p0, align 8\n"
                    "  %x1 = load i32, ptr addrspace(1) %p1, align 4\n"
                    "  %y0 = load i32, ptr addrspace(1) %r0, align 8\n"
                    "  %y1 = load i32, ptr addrspace(1) %r1, align 4\n"
                    "  %s0 = sub i32 %x0, %y0\n"
                    "  %s1 = sub i32 %y1, %x1\n"
                    "  %d = mul i32 %s0, %s1\n"
                    "  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i\n"
                    "  store i32 %d, ptr addrspace(1) %q, align 4\n"
                    "  ret void\n}\n" KERNEL_DECLS;
  expect_caught("mutant-slp-swap-noncomm", src, "sub <2 x i32>");
}

/* Every registered mutant has a test above (keep this list in sync). */
static void test_all_mutants_covered(void) {
  static const char *const tested[] = {
    "mutant-keep-nsw", "mutant-gep-off-by-one", "mutant-drop-store", "mutant-load-over-store",
    "mutant-reassoc-fadd", "mutant-magic-div", "mutant-fold-fptosi", "mutant-widen-store",
    "mutant-hoist-div", "mutant-ule-as-ult", "mutant-drop-ftz", "mutant-shuffle-lane", "mutant-null-deref",
    "mutant-slp-alias", "mutant-slp-lane-swap", "mutant-slp-rdx-drop-lane", "mutant-slp-swap-noncomm", "mutant-peephole-literal-bfe", "mutant-ori-sr-self-imad",
    "mutant-lsr-sext-wrap", "mutant-lsr-no-overflow-guard", "mutant-reassoc-ok", "mutant-reassoc-dup-term",
    /* tests/unit/test_basr.c */
    "mutant-basr-keep-inbounds", "mutant-cbe-anchor-not-dominating",
    /* tests/unit/test_lowerdiv.c */
    "mutant-fdiv-no-residual"};

  size_t n, nm = 0;
  const PassInfo *t = pass_table(&n);
  for (size_t i = 0; i < n; i++) {
    if (!(t[i].flags & PASS_MUTANT)) continue;
    nm++;
    bool found = false;
    for (size_t k = 0; k < sizeof tested / sizeof tested[0]; k++) found |= !strcmp(tested[k], t[i].name);
    CHECK(found);
  }
  CHECK_EQ_INT(nm, sizeof tested / sizeof tested[0]);
}

int main(void) {
  g_c = ir_ctx_new();
  TEST(test_keep_nsw);
  TEST(test_gep_off_by_one);
  TEST(test_drop_store);
  TEST(test_load_over_store);
  TEST(test_reassoc_fadd);
  TEST(test_reassoc_mutants);
  TEST(test_null_deref);
  TEST(test_magic_div);
  TEST(test_magic_div_values);
  TEST(test_fold_fptosi);
  TEST(test_widen_store);
  TEST(test_hoist_div);
  TEST(test_ule_as_ult);
  TEST(test_drop_ftz);
  TEST(test_shuffle_lane);
  TEST(test_slp_alias);
  TEST(test_slp_lane_swap);
  TEST(test_slp_rdx_drop_lane);
  TEST(test_slp_swap_noncomm);
  TEST(test_peephole_literal_bfe);
  TEST(test_ori_sr_self_imad);
  TEST(test_lsr_sext_wrap);
  TEST(test_lsr_no_overflow_guard);
  TEST(test_all_mutants_covered);
  ir_ctx_free(g_c);
  return TEST_END();
}

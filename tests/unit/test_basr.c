/* tests/unit/test_basr.c -- BASR and CBE (seed 002): the address
 * decomposition helper (core/analysis/addr.h), the knobs' effects, the
 * inbounds and placement rules, and the two mutants (each must change a
 * kernel where its pattern occurs and produce what the real pass does not:
 * an inbounds anchor, an anchor that does not dominate its uses).
 */
#include "test.h"
#include "ir.h"
#include "analysis/addr.h"
#include "../../passes/pass.h"

static IrCtx *g_c;

/* The seed's four-access loop: base + 4*(row+i) + {0,16,32,48}. */
static const char *K_LOOP =
    "define void @k(ptr %in, i64 %row) {\n"
    "entry:\n  br label %loop\n"
    "loop:\n"
    "  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]\n"
    "  %j = add i64 %row, %i\n"
    "  %p0 = getelementptr inbounds float, ptr %in, i64 %j\n"
    "  %v0 = load float, ptr %p0, align 4\n"
    "  %j4 = add i64 %j, 4\n"
    "  %p1 = getelementptr inbounds float, ptr %in, i64 %j4\n"
    "  %v1 = load float, ptr %p1, align 4\n"
    "  %j8 = add i64 %j, 8\n"
    "  %p2 = getelementptr inbounds float, ptr %in, i64 %j8\n"
    "  store float %v1, ptr %p2, align 4\n"
    "  %j12 = add i64 %j, 12\n"
    "  %p3 = getelementptr inbounds float, ptr %in, i64 %j12\n"
    "  store float %v0, ptr %p3, align 4\n"
    "  %i.next = add nuw nsw i64 %i, 16\n"
    "  %c = icmp ult i64 %i.next, 64\n"
    "  br i1 %c, label %loop, label %exit\n"
    "exit:\n  ret void\n}\n";

/* K_LOOP with the row from the thread index (row = tid.x * 16). */
static const char *K_TID =
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "define void @k(ptr %in) {\n"
    "entry:\n"
    "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %t64 = zext i32 %t to i64\n"
    "  %row = mul i64 %t64, 16\n"
    "  br label %loop\n"
    "loop:\n"
    "  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]\n"
    "  %j = add i64 %row, %i\n"
    "  %p0 = getelementptr inbounds float, ptr %in, i64 %j\n"
    "  %v0 = load float, ptr %p0, align 4\n"
    "  %j4 = add i64 %j, 4\n"
    "  %p1 = getelementptr inbounds float, ptr %in, i64 %j4\n"
    "  store float %v0, ptr %p1, align 4\n"
    "  %i.next = add nuw nsw i64 %i, 16\n"
    "  %c = icmp ult i64 %i.next, 64\n"
    "  br i1 %c, label %loop, label %exit\n"
    "exit:\n  ret void\n}\n";

/* Addresses computed before the loop, below the base (offsets -8, 0, 8). */
static const char *K_NEG =
    "define void @k(ptr %p) {\n"
    "entry:\n"
    "  %a = getelementptr float, ptr %p, i64 -2\n"
    "  %b = getelementptr float, ptr %p, i64 2\n"
    "  br label %loop\n"
    "loop:\n"
    "  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]\n"
    "  %x = load float, ptr %a, align 4\n"
    "  %y = load float, ptr %p, align 4\n"
    "  store float %x, ptr %b, align 4\n"
    "  %i.next = add nuw nsw i64 %i, 1\n"
    "  %c = icmp ult i64 %i.next, 4\n"
    "  br i1 %c, label %loop, label %exit\n"
    "exit:\n  ret void\n}\n";

/* A global read in two branches: CBE's anchor goes to the entry block. */
static const char *K_CBE =
    "@g = global [8 x i32] zeroinitializer\n"
    "define void @k(i1 %c, ptr %out) {\n"
    "entry:\n  br i1 %c, label %a, label %b\n"
    "a:\n"
    "  %pa = getelementptr inbounds [8 x i32], ptr @g, i64 0, i64 3\n"
    "  %x = load i32, ptr %pa, align 4\n"
    "  store i32 %x, ptr %out, align 4\n"
    "  br label %e\n"
    "b:\n"
    "  %pb = getelementptr inbounds [8 x i32], ptr @g, i64 0, i64 5\n"
    "  %y = load i32, ptr %pb, align 4\n"
    "  store i32 %y, ptr %out, align 4\n"
    "  br label %e\n"
    "e:\n  ret void\n}\n";

typedef struct Run {
  bool ok, changed, verified;
  char text[8192];
} Run;

/* Runs pass on src with knobs ("name=value", NULL-terminated). */
static Run run(const char *src, const char *pass, const char *const *knobs) {
  Run r;
  memset(&r, 0, sizeof r);
  ir_ctx_clear_error(g_c);
  IrModule *m = ir_parse(g_c, "basr-test.ll", src, strlen(src));
  CHECK(m != NULL);
  if (!m) return r;
  PassCtx pc;
  pass_ctx_init(&pc, g_c);
  for (; knobs && *knobs; knobs++) CHECK_EQ_INT(knob_set(g_c, pc.knob, *knobs), IR_OK);
  const PassInfo *pi = pass_lookup(pass, strlen(pass));
  CHECK(pi != NULL);
  r.ok = pi && pass_run(&pc, pi, m, &r.changed) == IR_OK;
  if (r.ok) {
    r.verified = ir_verify_module(m) == IR_OK;
    char *s = ir_print_module_str(m, NULL);
    snprintf(r.text, sizeof r.text, "%s", s ? s : "");
    free(s);
  }
  ir_module_free(m);
  return r;
}

static int count(const char *hay, const char *needle) {
  int n = 0;
  for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle)) n++;
  return n;
}

static void test_addr_decompose(void) {
  IrModule *m = ir_parse(g_c, "t.ll", K_LOOP, strlen(K_LOOP));
  CHECK(m != NULL);
  if (!m) return;
  IrFunc *f = ir_func(m, 0);
  IrCfg g;
  IrDom d;
  IrLoops L;
  memset(&g, 0, sizeof g), memset(&d, 0, sizeof d), memset(&L, 0, sizeof L);
  CHECK_EQ_INT(ir_cfg_compute(&g, f), IR_OK);
  CHECK_EQ_INT(ir_dom_compute(&d, &g), IR_OK);
  CHECK_EQ_INT(ir_loops_compute(&L, &d), IR_OK);
  Scev *S = scev_new(m, f, &L);
  CHECK(S != NULL);
  IrAddr a[4];
  int n = 0;
  IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) {
    int k = ir_addr_operand(f, i);
    if (k >= 0 && n < 4) ir_addr_decompose(S, m, f, ir_opnd(f, i, (uint32_t)k), &a[n++]);
  }
  CHECK_EQ_INT(n, 4);
  for (int k = 0; k < n; k++) {
    CHECK_EQ_INT(a[k].off, 16 * k);
    CHECK(a[k].var != NULL && a[k].var == a[0].var);
    CHECK(ir_addr_key(&a[k]) == ir_addr_key(&a[0]));
    CHECK(a[k].inbounds);
    CHECK_EQ_INT(a[k].as, 0);
    CHECK_EQ_INT(a[k].bits, 64);
    CHECK(a[k].global == IR_NIL);
  }
  /* without SCEV the variable indices hide the constants: four keys */
  IrAddr s0, s1;
  ir_addr_decompose(NULL, m, f, a[0].addr, &s0);
  ir_addr_decompose(NULL, m, f, a[1].addr, &s1);
  CHECK(s0.var == NULL && ir_addr_key(&s0) != ir_addr_key(&s1));
  scev_free(S);
  ir_loops_release(&L), ir_dom_release(&d), ir_cfg_release(&g);
  ir_module_free(m);
}

static void test_seed_example(void) {
  Run r = run(K_LOOP, "basr", NULL);
  CHECK(r.ok && r.changed && r.verified);
  CHECK_EQ_INT(count(r.text, "getelementptr inbounds i8, ptr %p0, i64 "), 3);
  CHECK(!strstr(r.text, "%j4") && !strstr(r.text, "%p3"));
  /* level 0: off */
  const char *off[] = {"do-base-address-strength-reduce=0", NULL};
  r = run(K_LOOP, "basr", off);
  CHECK(r.ok && !r.changed);
  /* idempotent */
  Run r2 = run(K_LOOP, "basr", NULL);
  {
    IrModule *m = ir_parse(g_c, "t.ll", r2.text, strlen(r2.text));
    CHECK(m != NULL);
    PassCtx pc;
    pass_ctx_init(&pc, g_c);
    bool ch = true;
    if (m) CHECK_EQ_INT(pass_run(&pc, pass_lookup("basr", 4), m, &ch), IR_OK);
    CHECK(!ch);
    ir_module_free(m);
  }
}

static void test_knobs(void) {
  /* scev-cgp-old-base=0: a new anchor instruction even at offset 0 */
  const char *nb[] = {"scev-cgp-old-base=0", NULL};
  Run r = run(K_LOOP, "basr", nb);
  CHECK(r.changed && r.verified);
  CHECK(strstr(r.text, "getelementptr i8, ptr %p0, i64 0") != NULL);
  /* do-scev-cgp=0: syntactic grouping sees four different bases */
  const char *ns[] = {"do-scev-cgp=0", NULL};
  r = run(K_LOOP, "basr", ns);
  CHECK(r.ok && !r.changed);
  /* signed 32-bit check with a huge thread index bound: only for a base
   * computed from a thread index */
  const char *tid[] = {"scev-cgp-tid-max-value=2147483640", NULL};
  r = run(K_TID, "basr", tid);
  CHECK(r.ok && !r.changed);
  r = run(K_LOOP, "basr", tid);
  CHECK(r.ok && r.changed);
  const char *tid2[] = {"scev-cgp-tid-max-value=2147483640", "ignore-signed-32-bit-overflow=1", NULL};
  r = run(K_TID, "basr", tid2);
  CHECK(r.changed);
  /* max-iv: the backedge is taken 3 times, more than 2 */
  const char *mx[] = {"base-address-strength-reduce-max-iv=2", NULL};
  r = run(K_LOOP, "basr", mx);
  CHECK(r.ok && !r.changed);
  const char *lvl1[] = {"base-address-strength-reduce-max-iv=2", "do-base-address-strength-reduce=1", NULL};
  r = run(K_LOOP, "basr", lvl1);
  CHECK(r.changed);
  /* iv-limit 0: no IV-based group */
  const char *ivl[] = {"base-address-strength-reduce-iv-limit=0", NULL};
  r = run(K_LOOP, "basr", ivl);
  CHECK(r.ok && !r.changed);
}

/* A chain: %p2 is computed from %p1, which is computed from %p0. */
static const char *K_CHAIN =
    "define void @k(ptr %in, i64 %row) {\n"
    "entry:\n  br label %loop\n"
    "loop:\n"
    "  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]\n"
    "  %j = add i64 %row, %i\n"
    "  %p0 = getelementptr inbounds float, ptr %in, i64 %j\n"
    "  %v0 = load float, ptr %p0, align 4\n"
    "  %p1 = getelementptr inbounds float, ptr %p0, i64 4\n"
    "  %p2 = getelementptr inbounds float, ptr %p1, i64 4\n"
    "  store float %v0, ptr %p2, align 4\n"
    "  %v1 = load float, ptr %p1, align 4\n"
    "  store float %v1, ptr %p0, align 4\n"
    "  %i.next = add nuw nsw i64 %i, 16\n"
    "  %c = icmp ult i64 %i.next, 64\n"
    "  br i1 %c, label %loop, label %exit\n"
    "exit:\n  ret void\n}\n";

static void test_chain(void) {
  Run r = run(K_CHAIN, "basr", NULL);
  CHECK(r.changed && r.verified);
  CHECK(strstr(r.text, "getelementptr inbounds i8, ptr %p0, i64 32") != NULL);
  const char *nc[] = {"do-base-address-strength-reduce-chain=0", NULL};
  r = run(K_CHAIN, "basr", nc);
  CHECK(r.ok && !r.changed);
}

static void test_negative_offsets(void) {
  Run r = run(K_NEG, "basr", NULL);
  CHECK(r.ok && !r.changed);
  const char *agg[] = {"dword_4FBCAE0=2", NULL};
  r = run(K_NEG, "basr", agg);
  CHECK(r.changed && r.verified);
  /* the separate common base p-8 in the preheader, no inbounds */
  const char *e = strstr(r.text, "entry:"), *l = strstr(r.text, "loop:");
  const char *anc = strstr(r.text, "getelementptr i8, ptr %a, i64 0");
  const char *anc2 = strstr(r.text, "= getelementptr i8, ptr %a");
  CHECK(e && l && (anc || anc2) && (anc ? anc : anc2) > e && (anc ? anc : anc2) < l);
}

static void test_cbe(void) {
  Run r = run(K_CBE, "cbe", NULL);
  CHECK(r.changed && r.verified);
  const char *e = strstr(r.text, "entry:"), *a = strstr(r.text, "\na:");
  const char *anc = strstr(r.text, "getelementptr inbounds i8, ptr @g, i64 12");
  CHECK(e && a && anc && anc > e && anc < a);
  CHECK(strstr(r.text, "getelementptr inbounds i8, ptr %0, i64 8") != NULL);
  /* the mutant puts the anchor in %a: %b's use is not dominated */
  r = run(K_CBE, "mutant-cbe-anchor-not-dominating", NULL);
  CHECK(r.ok && r.changed && !r.verified);
  /* nothing to group: unchanged */
  r = run(K_NEG, "cbe", NULL);
  CHECK(r.ok && !r.changed);
}

/* BASR's inbounds variant: the minimum-offset access is conditional. */
static const char *K_INB =
    "define void @k(ptr %p, i64 %z) {\n"
    "entry:\n  br label %loop\n"
    "loop:\n"
    "  %i = phi i64 [ 0, %entry ], [ %i.next, %skip ]\n"
    "  %zi = add i64 %z, %i\n"
    "  %a = add i64 %zi, 8\n"
    "  %q = getelementptr inbounds float, ptr %p, i64 %a\n"
    "  %v = load float, ptr %q, align 4\n"
    "  %neg = icmp slt i64 %zi, 0\n"
    "  br i1 %neg, label %skip, label %cond\n"
    "cond:\n"
    "  %q0 = getelementptr inbounds float, ptr %p, i64 %zi\n"
    "  %w = load float, ptr %q0, align 4\n"
    "  br label %skip\n"
    "skip:\n"
    "  %i.next = add nuw nsw i64 %i, 1\n"
    "  %c = icmp ult i64 %i.next, 2\n"
    "  br i1 %c, label %loop, label %exit\n"
    "exit:\n  ret void\n}\n";

static void test_inbounds(void) {
  Run r = run(K_INB, "basr", NULL);
  CHECK(r.changed && r.verified);
  CHECK(strstr(r.text, "getelementptr i8, ptr %q, i64 -32") != NULL);
  CHECK(!strstr(r.text, "getelementptr inbounds i8"));
  r = run(K_INB, "mutant-basr-keep-inbounds", NULL);
  CHECK(r.changed && r.verified);
  CHECK(strstr(r.text, "getelementptr inbounds i8, ptr %q, i64 -32") != NULL);
  CHECK(count(r.text, "getelementptr inbounds i8") == 2);
}

int main(void) {
  g_c = ir_ctx_new();
  TEST(test_addr_decompose);
  TEST(test_seed_example);
  TEST(test_knobs);
  TEST(test_chain);
  TEST(test_negative_offsets);
  TEST(test_cbe);
  TEST(test_inbounds);
  ir_ctx_free(g_c);
  return TEST_END();
}

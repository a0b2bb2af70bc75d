/* tests/unit/test_reduce.c -- the reducer (reports/reduce.c): a finding
 * made by diff_run with mutant-ule-as-ult on a 31-instruction kernel is
 * reduced to at most 4 instructions that keep the icmp ule, with its input
 * reduced to one thread and the unused parameters gone; two runs give the
 * same text, and so do 3 jobs; every accepted step (program, input,
 * pipeline, knobs) is checked independently here (parses, verifies, reruns
 * with the same signature and a UB-free source);
 * a finding that does not reproduce is an error; the time limit stops it;
 * a crash finding keeps crashing at the same place (the signed site of
 * mutant-null-deref, not the unsigned one with the same signature).
 */
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "ir.h"
#include "../../reports/findings.h"
#include "../../reports/reduce.h"

static char g_root[256];

static const char *k_src =
  "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
  "define internal i32 @helper(i32 %a, i32 %b) {\n"
  "  %x = mul i32 %a, 3\n  %y = xor i32 %x, %b\n  %z = add i32 %y, 17\n  ret i32 %z\n}\n"
  "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {\n"
  "entry:\n"
  "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
  "  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %t\n"
  "  %v = load i32, ptr addrspace(1) %pi\n"
  "  %a = add i32 %v, 12345\n  %b = mul i32 %a, 7\n  %c = xor i32 %b, 255\n"
  "  %d = and i32 %c, 1023\n  %e = shl i32 %d, 2\n  %f = or i32 %e, 1\n"
  "  %pos = icmp sgt i32 %n, 0\n  br i1 %pos, label %then, label %join\n"
  "then:\n"
  "  %g = sub i32 %f, %n\n  %h = lshr i32 %g, 3\n  %q = icmp slt i32 %h, 100\n"
  "  %r = select i1 %q, i32 %h, i32 100\n  br label %join\n"
  "join:\n"
  "  %m = phi i32 [ %r, %then ], [ %f, %entry ]\n"
  "  %u = icmp ule i32 %t, %n\n  %w = select i1 %u, i32 %m, i32 9\n"
  "  %s1 = add i32 %w, 40000\n  %s2 = and i32 %s1, 65535\n  %s3 = mul i32 %s2, 3\n"
  "  %s4 = add i32 %s3, %t\n  %s5 = sub i32 %s4, 11\n"
  "  %po = getelementptr i32, ptr addrspace(1) %out, i32 %t\n"
  "  store i32 %s5, ptr addrspace(1) %po\n  ret void\n}\n"
  "!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n";

static uint32_t kernel_of(const IrModule *m) {
  for (uint32_t i = 0; i < m->nfuncs; i++)
    if (m->funcs[i]->is_kernel) return i;
  return IR_NIL;
}

typedef struct Audit {
  IrCtx *c;
  const Finding *f;
  int accepted, good;
} Audit;

/* Every accepted candidate, rerun from its texts alone in a fresh
 * context: verifies, keeps the signature, source UB-free. */
static void audit(void *ud, const ReduceStep *st) {
  Audit *a = ud;
  char why[600];
  a->accepted++;
  bool ok = reduce_step_check(a->f, st, why, sizeof why);
  a->good += ok;
  if (!ok) fprintf(stderr, "step %d does not hold: %s\n", a->accepted, why);
}

/* Writes the finding of pass on src (grid 1x4: the source is defined)
 * under out, its folder in dir; false unless the outcome is want. */
static bool make_finding_of(IrCtx *c, const char *src, const char *pass, DiffOutcome want, const char *out, char *dir,
                            size_t n) {
  IrModule *m = ir_parse(c, "k.ll", src, strlen(src));
  if (!m) return false;
  if (ir_verify_module(m) != IR_OK) {
    ir_module_free(m);
    return false;
  }
  PassCtx pc;
  pass_ctx_init(&pc, c);
  Pipeline p;
  DiffOpts d;
  diff_opts_default(&d);
  d.isolate = want == DIFF_CRASH;  /* a crashing pass runs in a child */
  bool ok = false;
  if (!interp_grid_parse("1x4", &d.interp.grid)) return false;
  DiffResult *r = calloc(1, sizeof *r);
  if (r && pipeline_parse(c, pass, &p) == IR_OK && diff_run(c, m, kernel_of(m), &p, &pc, &d, r) == IR_OK) {
    FindingWrite w;
    ok = r->outcome == want && findings_write(c, out, &r->finding, &w) == IR_OK;
    snprintf(dir, n, "%s", w.dir);
    diff_result_free(r);
  }
  free(r);
  ir_module_free(m);
  return ok;
}

static bool make_finding(IrCtx *c, const char *out, char *dir, size_t n) {
  return make_finding_of(c, k_src, "mutant-ule-as-ult", DIFF_MISMATCH, out, dir, n);
}

static void test_reduce_ule(void) {
  IrCtx *c = ir_ctx_new();
  char out[400], dir[4096];
  snprintf(out, sizeof out, "%s/ule", g_root);
  Finding f;
  bool made = make_finding(c, out, dir, sizeof dir);
  CHECK(made);
  IrStatus st = made ? findings_load(c, dir, &f) : IR_EUSER;
  CHECK_EQ_INT(st, IR_OK);
  if (st != IR_OK) {
    ir_ctx_free(c);
    return;
  }
  Audit a = {c, &f, 0, 0};
  ReduceOpts o;
  reduce_opts_default(&o);
  o.on_accept = audit;
  o.ud = &a;
  ReduceResult r1, r2;
  CHECK_EQ_INT(reduce_run(c, &f, &o, &r1), IR_OK);
  CHECK_EQ_INT(r1.insts_before, 31);
  CHECK(r1.insts_after <= 4);  /* measured: icmp ule, select, store, ret */
  CHECK(r1.text && strstr(r1.text, "icmp ule i32"));
  /* the input went with the program: one thread, unused %in and %n gone */
  CHECK(r1.input && strstr(r1.input, "grid=1,1,1x1,1,1"));
  CHECK(r1.text && strstr(r1.text, "define void @k(ptr addrspace(1) %out)"));
  CHECK(r1.input && !strstr(r1.input, "arg 1"));
  CHECK(!strcmp(r1.pipeline, "mutant-ule-as-ult"));
  CHECK(!strcmp(r1.func, "@k"));
  CHECK(r1.accepted > 0);
  CHECK_EQ_INT(a.accepted, (int)r1.accepted);
  CHECK_EQ_INT(a.good, a.accepted);
  CHECK(r1.tests >= r1.accepted + 1);
  CHECK_EQ_INT(reduce_count_insts(c, r1.text, r1.len), r1.insts_after);
  /* determinism (and the worker-less path gives the same result) */
  o.on_accept = NULL;
  o.isolate = false;
  CHECK_EQ_INT(reduce_run(c, &f, &o, &r2), IR_OK);
  CHECK(r1.text && r2.text && r1.len == r2.len && !memcmp(r1.text, r2.text, r1.len));
  CHECK_EQ_INT(r2.tests, r1.tests);
  reduce_result_free(&r2);
  /* parallel tests take the candidate a single job takes */
  o.jobs = 3;
  CHECK_EQ_INT(reduce_run(c, &f, &o, &r2), IR_OK);
  CHECK(r1.text && r2.text && r1.len == r2.len && !memcmp(r1.text, r2.text, r1.len));
  CHECK(r1.input && r2.input && r1.input_len == r2.input_len && !memcmp(r1.input, r2.input, r1.input_len));
  CHECK_EQ_INT(r2.accepted, r1.accepted);
  o.jobs = 1;
  reduce_result_free(&r1);
  reduce_result_free(&r2);
  /* the time limit: only the reproduce test runs, the program is unchanged */
  o.time_limit_s = 1e-9;
  CHECK_EQ_INT(reduce_run(c, &f, &o, &r1), IR_OK);
  CHECK(r1.timed_out);
  CHECK_EQ_INT(r1.tests, 1);
  CHECK_EQ_INT(r1.insts_after, 31);
  reduce_result_free(&r1);
  /* a finding whose signature no longer reproduces */
  snprintf(f.sigkey, sizeof f.sigkey, "mutant-ule-as-ult|crash|none");
  CHECK_EQ_INT(reduce_run(c, &f, &o, &r1), IR_EUSER);
  CHECK(strstr(ir_ctx_error(c), "does not reproduce") != NULL);
  CHECK(r1.text == NULL);
  reduce_result_free(&r1);
  findings_free(&f);
  ir_ctx_free(c);
}

/* Two divisions by constants: mutant-null-deref crashes on the first
 * (sdiv: its signed site); the udiv alone would crash too, with the same
 * signature, at the unsigned site. */
static const char *k_crash =
  "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
  "define void @k(ptr addrspace(1) %out, i32 %n) {\n"
  "entry:\n"
  "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
  "  %a = sdiv i32 %n, 3\n  %b = udiv i32 %n, 5\n  %c = add i32 %a, %b\n"
  "  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t\n"
  "  store i32 %c, ptr addrspace(1) %p\n  ret void\n}\n"
  "!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n";

static void test_reduce_crash_location(void) {
  IrCtx *c = ir_ctx_new();
  char out[400], dir[4096];
  snprintf(out, sizeof out, "%s/crash", g_root);
  Finding f;
  bool made = make_finding_of(c, k_crash, "mutant-null-deref", DIFF_CRASH, out, dir, sizeof dir);
  CHECK(made);
  if (!made || findings_load(c, dir, &f) != IR_OK) {
    ir_ctx_free(c);
    return;
  }
  Audit a = {c, &f, 0, 0};
  ReduceOpts o;
  reduce_opts_default(&o);
  o.on_accept = audit;
  o.ud = &a;
  ReduceResult r;
  CHECK_EQ_INT(reduce_run(c, &f, &o, &r), IR_OK);
  CHECK(r.insts_after <= 2);  /* measured: the division and ret */
  CHECK(a.accepted > 0);
  CHECK_EQ_INT(a.good, a.accepted);
#if !defined(__SANITIZE_ADDRESS__)
  /* the crash stays where it was: the signed site, so the sdiv stays
   * (without the location check the reducer kept the udiv instead) */
  CHECK(strstr(r.crash_at, "mutant_null_deref_signed") != NULL);
  CHECK(r.text && strstr(r.text, "sdiv i32") && !strstr(r.text, "udiv"));
#endif
  reduce_result_free(&r);
  findings_free(&f);
  ir_ctx_free(c);
}

int main(void) {
  const char *tmp = getenv("TMPDIR");
  snprintf(g_root, sizeof g_root, "%s/passcheck-test-reduce-%ld", tmp && *tmp ? tmp : P_tmpdir, (long)getpid());
  mkdir(g_root, 0777);
  TEST(test_reduce_ule);
  TEST(test_reduce_crash_location);
  char cmd[400];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", g_root);
  if (t_failed_tests == 0 && system(cmd) != 0) fprintf(stderr, "cannot remove %s\n", g_root);
  return TEST_END();
}

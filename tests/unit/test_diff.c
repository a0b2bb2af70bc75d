/* tests/unit/test_diff.c -- the per-pass differential oracle
 * (oracles/diff): every outcome class produced on purpose by a hand-written
 * kernel and a deliberately broken pass defined here (a changed constant ->
 * mismatch, a division by zero on the executed path -> ub-introduced, a
 * loop exit that never fires -> timeout-introduced, an error, a verifier
 * failure, a segfault, an abort and a hang -> crash, a source with UB ->
 * invalid-test, an identity pass -> ok), with and without fork isolation;
 * signature stability across programs; per-pass statistics; replay of one
 * given input vector; edge-value vectors; a pass out of memory (a resource
 * limit, no finding); the explain hook of a pass that folds one ulp off
 * (precision), and out of memory while explaining (an error, never a
 * mismatch).
 */
#include <signal.h>
#include <stdint.h>
#include <time.h>

#include "test.h"
#include "ir.h"
#include "interp/interp.h"
#include "../../oracles/diff/diff.h"
#include "../../oracles/mathref/mathref.h"

/* ------------------------------------------------------------------ */
/* Programs                                                             */

#define SREGS                                                        \
  "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"                   \
  "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"                 \
  "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"

#define GID                                                          \
  "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"               \
  "  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"             \
  "  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"             \
  "  %b = mul i32 %c, %nt\n"                                         \
  "  %i = add i32 %b, %t\n"

/* out[gid] = gid + 7 */
static const char *const prog_store =
  "define void @k(ptr addrspace(1) %out, i32 %n) {\n"
  "entry:\n" GID
  "  %v = add i32 %i, 7\n"
  "  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i\n"
  "  store i32 %v, ptr addrspace(1) %p, align 4\n"
  "  ret void\n"
  "}\n" SREGS;

/* Another program with the same shape of bug for pass_const: different
 * names, types and arithmetic. */
static const char *const prog_store2 =
  "define void @other(ptr addrspace(1) %dst, i64 %unused) {\n"
  "entry:\n" GID
  "  %w = mul i32 %i, 3\n"
  "  %x = add i32 %w, 100\n"
  "  %y = xor i32 %x, 5\n"
  "  %q = getelementptr inbounds i32, ptr addrspace(1) %dst, i32 %i\n"
  "  store i32 %y, ptr addrspace(1) %q, align 4\n"
  "  ret void\n"
  "}\n" SREGS;

/* out[gid] = 0 + 1 + 2 + 3 through a counted loop */
static const char *const prog_loop =
  "define void @loop(ptr addrspace(1) %out) {\n"
  "entry:\n" GID
  "  br label %head\n"
  "head:\n"
  "  %j = phi i32 [ 0, %entry ], [ %j1, %head ]\n"
  "  %acc = phi i32 [ 0, %entry ], [ %acc1, %head ]\n"
  "  %acc1 = add i32 %acc, %j\n"
  "  %j1 = add i32 %j, 1\n"
  "  %done = icmp uge i32 %j1, 4\n"
  "  br i1 %done, label %exit, label %head\n"
  "exit:\n"
  "  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i\n"
  "  store i32 %acc1, ptr addrspace(1) %p, align 4\n"
  "  ret void\n"
  "}\n" SREGS;

/* Divides by zero on every input: not a valid test. */
static const char *const prog_ub =
  "define void @bad(ptr addrspace(1) %out) {\n"
  "entry:\n" GID
  "  %d = udiv i32 %i, 0\n"
  "  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i\n"
  "  store i32 %d, ptr addrspace(1) %p, align 4\n"
  "  ret void\n"
  "}\n" SREGS;

/* ------------------------------------------------------------------ */
/* Test passes                                                          */

static IrFunc *first_def(IrModule *m) {
  for (uint32_t i = 0; i < m->nfuncs; i++)
    if (!ir_func(m, i)->is_decl) return ir_func(m, i);
  return NULL;
}

/* The first instruction of op in f, IR_NIL if none. */
static IrId find_op(IrFunc *f, IrOp op, bool const_rhs) {
  IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) {
    if (f->insts[i].op != op) continue;
    if (!const_rhs || ir_ref_is(ir_opnd(f, i, 1), IR_RCONST)) return i;
  }
  return IR_NIL;
}

/* add x, C -> add x, C+1: the stored values change (mismatch). */
static IrStatus pass_const(PassCtx *pc, IrModule *m, bool *changed) {
  IrFunc *f = first_def(m);
  IrId i = find_op(f, IR_ADD, true);
  if (i == IR_NIL) return IR_OK;
  const IrConst *k = ir_const(m, ir_opnd(f, i, 1));
  uint64_t v = k->lo + 1;
  ir_set_opnd(f, i, 1, ir_const_int(m, f->insts[i].type, v, 0));
  *changed = true;
  return IR_OK;
}

/* store v -> store (udiv v, 0): UB on the executed path. */
static IrStatus pass_div0(PassCtx *pc, IrModule *m, bool *changed) {
  IrFunc *f = first_def(m);
  IrId s = find_op(f, IR_STORE, false);
  IrRef v = ir_opnd(f, s, 0);
  IrType t = ir_value_type(f, v);
  IrId d = ir_inst_new(f, IR_UDIV, t, 2);
  ir_set_opnd(f, d, 0, v);
  ir_set_opnd(f, d, 1, ir_const_int(m, t, 0, 0));
  ir_inst_insert_before(f, s, d);
  ir_set_opnd(f, s, 0, ir_inst_ref(d));
  *changed = true;
  return IR_OK;
}

/* icmp uge j, 4 -> icmp eq j, 0: the loop never exits. */
static IrStatus pass_hang_loop(PassCtx *pc, IrModule *m, bool *changed) {
  IrFunc *f = first_def(m);
  IrId i = find_op(f, IR_ICMP, true);
  if (i == IR_NIL) return IR_OK;
  f->insts[i].pred = IR_ICMP_EQ;
  ir_set_opnd(f, i, 1, ir_const_int(m, ir_value_type(f, ir_opnd(f, i, 0)), 0, 0));
  *changed = true;
  return IR_OK;
}

/* Runs out of memory (as a pass whose allocation failed reports it). */
static IrStatus pass_oom(PassCtx *pc, IrModule *m, bool *changed) {
  *changed = true;
  return ir_error(pc->ir, IR_ENOMEM, NULL, 0, 0, "out of memory");
}

static IrStatus pass_error(PassCtx *pc, IrModule *m, bool *changed) {
  return ir_error(pc->ir, IR_EUSER, NULL, 0, 0, "test pass gives up on %u functions", m->nfuncs);
}

/* Removes the entry block's ret: a block without a terminator. */
static IrStatus pass_break(PassCtx *pc, IrModule *m, bool *changed) {
  IrFunc *f = first_def(m);
  IrId r = find_op(f, IR_RET, false);
  ir_inst_remove(f, r);
  *changed = true;
  return IR_OK;
}

IrStatus pass_segv(PassCtx *pc, IrModule *m, bool *changed) {
  /* An unmapped address that is not null (a sanitizer build would report
   * a null store itself); volatile: neither the load nor the store goes. */
  volatile uintptr_t addr = 16;
  *(volatile int *)addr = 1;
  return IR_OK;
}

static IrStatus pass_abort(PassCtx *pc, IrModule *m, bool *changed) {
  fprintf(stderr, "passcheck-test: diff.c:123: pass_abort: Assertion `m->nfuncs == 77' failed.\n");
  abort();
  return IR_OK;
}

static IrStatus pass_spin(PassCtx *pc, IrModule *m, bool *changed) {
  for (volatile unsigned long i = 0;; i++) {}
  return IR_OK;
}

static IrStatus pass_identity(PassCtx *pc, IrModule *m, bool *changed) {
  *changed = false;
  return IR_OK;
}

/* Claims a change but changes nothing. */
static IrStatus pass_liar(PassCtx *pc, IrModule *m, bool *changed) {
  *changed = true;
  return IR_OK;
}

static IrStatus pass_remarker(PassCtx *pc, IrModule *m, bool *changed) {
  pass_remark(pc, m, first_def(m), "looked at %u functions", m->nfuncs);
  return IR_OK;
}

/* A test pass: flagged as a mutant (never in a default pipeline). */
#define TPASS(n, fn, sum) {.name = n, .run = fn, .flags = PASS_MUTANT, .summary = sum}
static const PassInfo p_remarker = TPASS("test-remarker", pass_remarker, "remarks");
static const PassInfo p_const = TPASS("test-const", pass_const, "C -> C+1");
static const PassInfo p_div0 = TPASS("test-div0", pass_div0, "udiv by 0 before a store");
static const PassInfo p_hang_loop = TPASS("test-hang-loop", pass_hang_loop, "infinite loop");
static const PassInfo p_error = TPASS("test-error", pass_error, "returns an error");
static const PassInfo p_oom = TPASS("test-oom", pass_oom, "runs out of memory");
static const PassInfo p_break = TPASS("test-break", pass_break, "breaks the verifier");
static const PassInfo p_segv = TPASS("test-segv", pass_segv, "segfaults");
static const PassInfo p_abort = TPASS("test-abort", pass_abort, "aborts");
static const PassInfo p_spin = TPASS("test-spin", pass_spin, "never returns");
static const PassInfo p_identity = TPASS("test-identity", pass_identity, "nothing");
static const PassInfo p_liar = TPASS("test-liar", pass_liar, "says changed");

/* ------------------------------------------------------------------ */
/* Harness                                                              */

typedef struct Dx {
  IrCtx *c;
  IrModule *m;
  PassCtx pc;
  DiffOpts o;
  DiffResult r;
  IrStatus st;
} Dx;

static void dx_setup(Dx *x, const char *src) {
  memset(x, 0, sizeof *x);
  x->c = ir_ctx_new();
  x->m = ir_parse(x->c, "test.ll", src, strlen(src));
  if (!x->m) fprintf(stderr, "parse: %s\n", ir_ctx_error(x->c));
  pass_ctx_init(&x->pc, x->c);
  diff_opts_default(&x->o);
  x->o.ninputs = 4;
  x->o.interp.step_budget = 20000;
}

/* Runs the passes given (NULL-terminated) over x->m. */
static DiffOutcome dx_run(Dx *x, const PassInfo *a, const PassInfo *b, const PassInfo *c) {
  Pipeline p = {0, {NULL}};
  if (a) p.pass[p.n++] = a;
  if (b) p.pass[p.n++] = b;
  if (c) p.pass[p.n++] = c;
  diff_result_free(&x->r);
  x->st = x->m ? diff_run(x->c, x->m, 0, &p, &x->pc, &x->o, &x->r) : IR_EUSER;
  if (x->st) fprintf(stderr, "diff_run: %s\n", ir_ctx_error(x->c));
  return x->st ? DIFF_NOUTCOMES : x->r.outcome;
}

static void dx_free(Dx *x) {
  diff_result_free(&x->r);
  if (x->m) ir_module_free(x->m);
  ir_ctx_free(x->c);
}

static bool has(const char *s, const char *sub) { return s && strstr(s, sub) != NULL; }

/* ------------------------------------------------------------------ */
/* Outcome classes                                                      */

static void test_ok_identity(void) {
  for (int iso = 0; iso < 2; iso++) {
    Dx x;
    dx_setup(&x, prog_store);
    x.o.isolate = iso;
    CHECK_EQ_INT(dx_run(&x, &p_identity, NULL, NULL), DIFF_OK);
    CHECK_EQ_INT(x.r.ninputs, 4 + DIFF_NEDGES);
    CHECK(x.r.nvalid >= 4);
    CHECK_EQ_INT(x.r.stat[0].ran, 1);
    CHECK_EQ_INT(x.r.stat[0].changed, 0);
    CHECK_EQ_INT(x.r.stat[0].skipped, 1);  /* byte-identical: not interpreted */
    CHECK_EQ_INT(x.r.stat[0].outcome[DIFF_OK], 1);
    CHECK_EQ_INT(x.r.interp_runs, x.r.ninputs);  /* only the source ran */
    x.o.always_run = true;
    CHECK_EQ_INT(dx_run(&x, &p_identity, NULL, NULL), DIFF_OK);
    CHECK_EQ_INT(x.r.stat[0].skipped, 0);
    CHECK_EQ_INT(x.r.stat[0].inputs, x.r.nvalid);
    CHECK_EQ_INT(x.r.interp_runs, x.r.ninputs + x.r.nvalid);
    dx_free(&x);
  }
}

static void test_mismatch(void) {
  for (int iso = 0; iso < 2; iso++) {
    Dx x;
    dx_setup(&x, prog_store);
    x.o.isolate = iso;
    CHECK_EQ_INT(dx_run(&x, &p_identity, &p_const, NULL), DIFF_MISMATCH);
    const DiffFinding *f = &x.r.finding;
    CHECK_EQ_INT(f->step, 1);
    CHECK_STR(f->pass, "test-const");
    CHECK_STR(f->pipeline, "test-identity,test-const");
    CHECK_STR(f->repro_pipeline, "test-identity,test-const");
    CHECK_STR(f->func, "@k");
    CHECK(f->has_diff);
    CHECK_STR(f->diff_where, "parameter 0 %out");
    CHECK_EQ_INT(f->diff_offset, 0);           /* thread 0 writes out[0] first */
    CHECK_EQ_INT(f->src_byte, 7);
    CHECK_EQ_INT(f->tgt_byte, 8);
    CHECK_STR(f->diff_type, "i32");
    CHECK_STR(f->diff_src_val, "7");
    CHECK_STR(f->diff_tgt_val, "8");
    CHECK_STR(f->writer_func, "@k");
    CHECK(has(f->writer, "store i32 %v, ptr addrspace(1) %p"));
    CHECK_STR(f->expected, "ok");
    CHECK_STR(f->actual, "ok");
    CHECK_STR(f->sigkey, "test-const|mismatch|store");
    CHECK_EQ_INT(strlen(f->sig), 12);
    CHECK(has(f->before, "add i32 %i, 7"));
    CHECK(has(f->after, "add i32 %i, 8"));
    CHECK(has(f->program, "add i32 %i, 7"));
    CHECK(has(f->input, "passcheck-input 1"));
    CHECK(has(f->input, "func @k"));
    CHECK(f->input_index >= 0);
    CHECK_EQ_INT(x.r.stat[0].outcome[DIFF_OK], 1);
    CHECK_EQ_INT(x.r.stat[1].outcome[DIFF_MISMATCH], 1);
    CHECK_EQ_INT(x.r.stat[1].changed, 1);
    dx_free(&x);
  }
}

static void test_ub_introduced(void) {
  Dx x;
  dx_setup(&x, prog_store);
  CHECK_EQ_INT(dx_run(&x, &p_div0, NULL, NULL), DIFF_UB_INTRODUCED);
  const DiffFinding *f = &x.r.finding;
  CHECK_STR(f->expected, "ok");
  CHECK(has(f->actual, "ub: division by zero"));
  CHECK(has(f->actual_at, "@k: "));
  CHECK(has(f->actual_at, "udiv i32 %v, 0"));
  CHECK(!f->has_diff);
  CHECK_STR(f->sigkey, "test-div0|ub-introduced|ub:udiv:division by zero");
  dx_free(&x);
}

static void test_timeout_introduced(void) {
  Dx x;
  dx_setup(&x, prog_loop);
  x.o.interp.step_budget = 2000;
  CHECK_EQ_INT(dx_run(&x, &p_hang_loop, NULL, NULL), DIFF_TIMEOUT_INTRODUCED);
  CHECK_STR(x.r.finding.expected, "ok");
  CHECK(has(x.r.finding.actual, "timeout"));
  CHECK_STR(x.r.finding.sigkey, "test-hang-loop|timeout-introduced|timeout");
  /* the first failing input is the finding: one target run per input
   * checked, and the source on every input */
  CHECK_EQ_INT(x.r.finding.input_index, 0);
  dx_free(&x);
}

/* A pass out of memory is a resource limit of the run (IR_ENOMEM naming
 * the pass), never a finding, in this process, a forked child or a worker. */
static void test_pass_out_of_memory(void) {
  DiffWorker *w = diff_worker_new();
  for (int iso = 0; iso < 3; iso++) {
    Dx x;
    dx_setup(&x, prog_store);
    x.o.isolate = iso > 0;
    x.o.worker = iso == 2 ? w : NULL;
    CHECK_EQ_INT(dx_run(&x, &p_identity, &p_oom, &p_const), DIFF_NOUTCOMES);
    CHECK_EQ_INT(x.st, IR_ENOMEM);
    CHECK_STR(ir_ctx_error(x.c), "error: in pass 'test-oom': out of memory");
    CHECK_EQ_INT(x.r.outcome, DIFF_OK);
    CHECK_EQ_INT(x.r.stat[2].ran, 0);
    ir_ctx_clear_error(x.c);
    CHECK_EQ_INT(dx_run(&x, &p_const, NULL, NULL), DIFF_MISMATCH);  /* the worker serves on */
    dx_free(&x);
  }
  CHECK_EQ_INT(diff_worker_spawns(w), 1);
  diff_worker_free(w);
}

static void test_crash_error_and_verifier(void) {
  for (int iso = 0; iso < 2; iso++) {
    Dx x;
    dx_setup(&x, prog_store);
    x.o.isolate = iso;
    CHECK_EQ_INT(dx_run(&x, &p_identity, &p_error, &p_const), DIFF_CRASH);
    CHECK_EQ_INT(x.r.finding.step, 1);
    CHECK(has(x.r.finding.detail, "test pass gives up on 4 functions"));
    CHECK_STR(x.r.finding.sigkey, "test-error|crash|error:test pass gives up on N functions");
    CHECK_EQ_INT(x.r.stat[2].ran, 0);  /* nothing after the finding */
    CHECK_EQ_INT(x.r.steps_checked, 2);
    CHECK(x.r.finding.input != NULL);  /* the first vector, for a uniform replay */

    CHECK_EQ_INT(dx_run(&x, &p_break, NULL, NULL), DIFF_CRASH);
    CHECK(has(x.r.finding.detail, "the verifier rejected the output"));
    CHECK(has(x.r.finding.sigkey, "test-break|crash|verifier:"));
    CHECK(!has(x.r.finding.sigkey, "@k"));
    CHECK(x.r.finding.before != NULL);
    if (iso) CHECK(x.r.finding.after != NULL);  /* printed by the child */
    dx_free(&x);
  }
}

static void test_crash_signals(void) {
  Dx x;
  dx_setup(&x, prog_store);
  CHECK_EQ_INT(dx_run(&x, &p_identity, &p_segv, NULL), DIFF_CRASH);
  CHECK_EQ_INT(x.r.finding.step, 1);
  CHECK_STR(x.r.finding.sigkey, "test-segv|crash|signal:SIGSEGV");
  CHECK(has(x.r.finding.detail, "SIGSEGV"));
#if !defined(__SANITIZE_ADDRESS__)
  /* the faulting frame is named (not in ASan builds: default action) */
  CHECK(has(x.r.finding.detail, "passcheck: crashed at "));
  CHECK(has(x.r.finding.detail, "(pass_segv+0x"));  /* -rdynamic: named */
#endif
  CHECK(has(x.r.finding.before, "define void @k"));
  CHECK_EQ_INT(x.r.stat[1].ran, 1);

  CHECK_EQ_INT(dx_run(&x, &p_abort, NULL, NULL), DIFF_CRASH);
  CHECK(has(x.r.finding.sigkey, "test-abort|crash|signal:SIGABRT:"));
  CHECK(has(x.r.finding.sigkey, "Assertion `m->nfuncs == N' failed"));
  CHECK(has(x.r.finding.detail, "stderr:"));

  x.o.pass_timeout_s = 1;
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  CHECK_EQ_INT(dx_run(&x, &p_spin, NULL, NULL), DIFF_CRASH);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  CHECK_STR(x.r.finding.sigkey, "test-spin|crash|hang");
  CHECK(has(x.r.finding.detail, "SIGALRM"));
  CHECK(t1.tv_sec - t0.tv_sec < 5);
  dx_free(&x);
}

static void test_invalid(void) {
  Dx x;
  dx_setup(&x, prog_ub);
  CHECK_EQ_INT(dx_run(&x, &p_const, NULL, NULL), DIFF_INVALID_TEST);
  CHECK_EQ_INT(x.r.nvalid, 0);
  CHECK_EQ_INT(x.r.finding.step, -1);
  CHECK_STR(x.r.finding.pass, "");
  CHECK(has(x.r.finding.detail, "undefined on every input"));
  CHECK_STR(x.r.finding.sigkey, "|invalid-test|undefined:ub:division by zero");
  CHECK_EQ_INT(x.r.stat[0].ran, 0);  /* no pass ran */
  dx_free(&x);
}

/* ------------------------------------------------------------------ */
/* Signatures, statistics, inputs                                       */

static void test_signature_stable(void) {
  Dx a, b;
  dx_setup(&a, prog_store);
  dx_setup(&b, prog_store2);
  b.o.input_seed = 99;
  CHECK_EQ_INT(dx_run(&a, &p_const, NULL, NULL), DIFF_MISMATCH);
  CHECK_EQ_INT(dx_run(&b, &p_const, NULL, NULL), DIFF_MISMATCH);
  CHECK_STR(a.r.finding.sig, b.r.finding.sig);
  CHECK_STR(b.r.finding.func, "@other");
  /* the same bug in other passes, or another bug: other signatures */
  CHECK_EQ_INT(dx_run(&b, &p_div0, NULL, NULL), DIFF_UB_INTRODUCED);
  CHECK(strcmp(a.r.finding.sig, b.r.finding.sig) != 0);
  /* crashes: the program does not matter */
  CHECK_EQ_INT(dx_run(&a, &p_break, NULL, NULL), DIFF_CRASH);
  CHECK_EQ_INT(dx_run(&b, &p_break, NULL, NULL), DIFF_CRASH);
  CHECK_STR(a.r.finding.sig, b.r.finding.sig);
  dx_free(&a);
  dx_free(&b);
}

static void test_stats(void) {
  Dx x;
  DiffPassStat tot[8];
  uint32_t n = 0;
  dx_setup(&x, prog_store);
  x.o.isolate = false;
  CHECK_EQ_INT(dx_run(&x, &p_identity, &p_liar, &p_identity), DIFF_OK);
  CHECK_EQ_INT(x.r.nsteps, 3);
  CHECK_EQ_INT(x.r.stat[1].changed, 1);
  CHECK_EQ_INT(x.r.stat[1].skipped, 0);  /* claims a change: interpreted */
  CHECK_EQ_INT(x.r.stat[1].inputs, x.r.nvalid);
  diff_stats_add(tot, &n, 8, &x.r);
  CHECK_EQ_INT(dx_run(&x, &p_identity, &p_const, NULL), DIFF_MISMATCH);
  diff_stats_add(tot, &n, 8, &x.r);
  CHECK_EQ_INT(n, 3);
  CHECK_STR(tot[0].pass, "test-identity");
  CHECK_EQ_INT(tot[0].ran, 3);
  CHECK_EQ_INT(tot[0].skipped, 3);
  CHECK_EQ_INT(tot[0].outcome[DIFF_OK], 3);
  CHECK_STR(tot[1].pass, "test-liar");
  CHECK_EQ_INT(tot[1].changed, 1);
  CHECK_STR(tot[2].pass, "test-const");
  CHECK_EQ_INT(tot[2].outcome[DIFF_MISMATCH], 1);
  CHECK_EQ_INT(tot[2].outcome[DIFF_OK], 0);
  n = 0;
  diff_stats_add(tot, &n, 1, &x.r);  /* cap: no overflow */
  CHECK_EQ_INT(n, 1);
  dx_free(&x);
}

static void test_replay_input(void) {
  Dx x;
  dx_setup(&x, prog_store);
  CHECK_EQ_INT(dx_run(&x, &p_const, NULL, NULL), DIFF_MISMATCH);
  char *text = x.r.finding.input ? strdup(x.r.finding.input) : NULL;
  char sig[17];
  memcpy(sig, x.r.finding.sig, sizeof sig);
  InterpInput in;
  InterpOpts io;
  CHECK(text != NULL);
  IrStatus st = text ? interp_input_read(x.c, "in", text, strlen(text), x.m, 0, &in, &io) : IR_EUSER;
  CHECK_EQ_INT(st, IR_OK);
  if (st == IR_OK) {
    x.o.input = &in;
    x.o.interp = io;
    CHECK_EQ_INT(dx_run(&x, &p_const, NULL, NULL), DIFF_MISMATCH);
    CHECK_EQ_INT(x.r.ninputs, 1);
    CHECK_STR(x.r.finding.sig, sig);
    CHECK_EQ_INT(dx_run(&x, &p_identity, NULL, NULL), DIFF_OK);
    interp_input_free(x.c, &in);
  }
  free(text);
  dx_free(&x);
}

static void test_edges(void) {
  Dx x;
  dx_setup(&x, prog_store);
  x.o.ninputs = 0;
  CHECK_EQ_INT(dx_run(&x, &p_const, NULL, NULL), DIFF_MISMATCH);
  CHECK_EQ_INT(x.r.ninputs, DIFF_NEDGES);
  CHECK(x.r.finding.input_edge);
  x.o.edges = false;
  CHECK_EQ_INT(dx_run(&x, &p_const, NULL, NULL), DIFF_NOUTCOMES);  /* no input at all: user error */
  CHECK_EQ_INT(x.st, IR_EUSER);
  CHECK(has(ir_ctx_error(x.c), "no input vectors"));
  dx_free(&x);
}

static void test_bad_function(void) {
  Dx x;
  dx_setup(&x, prog_store);
  Pipeline p = {1, {&p_identity}};
  uint32_t decl = 1;  /* a declaration */
  CHECK_EQ_INT(diff_run(x.c, x.m, decl, &p, &x.pc, &x.o, &x.r), IR_EUSER);
  CHECK(has(ir_ctx_error(x.c), "not a definition"));
  dx_free(&x);
}

/* The persistent worker gives the same findings as a fork per run, is
 * forked once for many runs, and again only after a crash or a hang. */
static void test_worker(void) {
  Dx x, y;
  dx_setup(&x, prog_store);
  dx_setup(&y, prog_store);
  DiffWorker *w = diff_worker_new();
  x.o.worker = w;
  CHECK_EQ_INT(diff_worker_spawns(w), 0);
  for (int i = 0; i < 5; i++) CHECK_EQ_INT(dx_run(&x, &p_identity, &p_liar, NULL), DIFF_OK);
  CHECK_EQ_INT(diff_worker_spawns(w), 1);
  const PassInfo *const cases[][2] = {{&p_const, NULL}, {&p_div0, NULL}, {&p_error, NULL}, {&p_break, NULL},
                                      {&p_identity, &p_segv}, {&p_abort, NULL}, {&p_const, &p_const}};
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    DiffOutcome a = dx_run(&x, cases[k][0], cases[k][1], NULL), b = dx_run(&y, cases[k][0], cases[k][1], NULL);
    CHECK_EQ_INT(a, b);
    CHECK_STR(x.r.finding.sigkey, y.r.finding.sigkey);
    CHECK_EQ_INT(x.r.finding.input_index, y.r.finding.input_index);
  }
  CHECK_EQ_INT(diff_worker_spawns(w), 3);  /* respawned after the segfault and the abort */
  x.o.pass_timeout_s = 1;
  CHECK_EQ_INT(dx_run(&x, &p_spin, NULL, NULL), DIFF_CRASH);
  CHECK_STR(x.r.finding.sigkey, "test-spin|crash|hang");
  CHECK_EQ_INT(dx_run(&x, &p_const, NULL, NULL), DIFF_MISMATCH);
  CHECK_EQ_INT(diff_worker_spawns(w), 4);
  /* registered passes are found by name */
  Pipeline p;
  CHECK_EQ_INT(pipeline_parse(x.c, "mutant-ule-as-ult,mutant-keep-nsw", &p), IR_OK);
  diff_result_free(&x.r);
  CHECK_EQ_INT(diff_run(x.c, x.m, 0, &p, &x.pc, &x.o, &x.r), IR_OK);
  CHECK_EQ_INT(x.r.outcome, DIFF_OK);
  diff_worker_free(w);
  dx_free(&x);
  dx_free(&y);
}

/* Remarks of passes run in a child reach the caller's remarks stream. */
static void test_remarks(void) {
  DiffWorker *w = diff_worker_new();
  for (int mode = 0; mode < 3; mode++) {
    Dx x;
    dx_setup(&x, prog_store);
    x.o.isolate = mode > 0;
    x.o.worker = mode == 2 ? w : NULL;
    FILE *fp = tmpfile();
    x.pc.remarks = fp;
    CHECK_EQ_INT(dx_run(&x, &p_remarker, NULL, NULL), DIFF_OK);
    char buf[256] = "";
    rewind(fp);
    size_t n = fread(buf, 1, sizeof buf - 1, fp);
    buf[n] = 0;
    CHECK_STR(buf, "test-remarker: @k: looked at 4 functions\n");
    fclose(fp);
    dx_free(&x);
  }
  diff_worker_free(w);
}

static void test_names(void) {
  DiffOutcome o;
  for (unsigned i = 0; i < DIFF_NOUTCOMES; i++) {
    CHECK(diff_outcome_parse(diff_outcome_name((DiffOutcome)i), &o));
    CHECK_EQ_INT(o, i);
  }
  CHECK(!diff_outcome_parse("nope", &o));
  CHECK_STR(diff_outcome_name(DIFF_UB_INTRODUCED), "ub-introduced");
  CHECK_STR(diff_outcome_name(DIFF_PRECISION), "precision");
  CHECK(diff_input_seed(1, 0) != diff_input_seed(1, 1));
  CHECK(diff_input_seed(1, 0) != diff_input_seed(2, 0));
}

/* ------------------------------------------------------------------ */
/* The explain hook: the oracle uses it for whichever pass provides it   */

/* sin(0.5), stored (one thread). */
static const char *const prog_sin =
  "define void @kernel(ptr addrspace(1) %out) {\n"
  "  %a = call double @sin(double 5.000000e-01)\n"
  "  store double %a, ptr addrspace(1) %out\n"
  "  ret void\n"
  "}\n"
  "declare double @sin(double)\n";

static uint64_t half_bits(void) { return 0x3FE0000000000000ull; }

/* The correctly rounded sin(0.5) (MPFR). */
static uint64_t sin_half_cr(void) {
  IrCtx *c = ir_ctx_new();
  Mathref *r = mathref_new(c);
  MathrefCheck k = {IR_MF_SIN, 64, 1, {half_bits(), 0, 0}, 0, 0, 0};
  CHECK(r && mathref_check(r, &k));
  mathref_free(r);
  ir_ctx_free(c);
  return k.cr;
}

/* Replaces the call of @sin by the double with bits `bits`. */
static void fold_sin(IrModule *m, uint64_t bits, bool *changed) {
  IrFunc *f = first_def(m);
  IrId i = find_op(f, IR_CALL, false);
  ir_rauw(f, ir_inst_ref(i), ir_const_fp(m, f->insts[i].type, bits));
  ir_inst_remove(f, i);
  *changed = true;
}

/* A folder whose "host" sin is one ulp above the correctly rounded value. */
static IrStatus pass_round(PassCtx *pc, IrModule *m, bool *changed) {
  fold_sin(m, sin_half_cr() + 1, changed);
  return IR_OK;
}

/* Its explain hook: the same fold with the value through fix.  With
 * PassCtx.ud set (an ExplainFail), the context's allocator fails at the
 * budget-th allocation of the hook: out of memory during the explanation. */

typedef struct ExplainFail {
  TestAlloc *fa;
  long budget;
} ExplainFail;

static IrStatus explain_round(PassCtx *pc, IrModule *m, PassValueFn fix, void *ud, bool *changed) {
  PassHostValue v = {IR_MF_SIN, 64, 1, {half_bits(), 0, 0}, sin_half_cr() + 1};
  uint64_t bits = v.bits;
  fix(ud, &v, &bits);
  const ExplainFail *xf = pc->ud;
  if (xf) xf->fa->countdown = xf->budget;
  for (unsigned k = 0; k < 300; k++) {  /* grows the string arena: allocations */
    char name[32];
    snprintf(name, sizeof name, "explain.%u", k);
    ir_strz(m, name);
  }
  if (xf) xf->fa->countdown = -1;
  fold_sin(m, bits, changed);
  return IR_OK;
}


static const PassInfo p_round = {.name = "test-round", .run = pass_round, .flags = PASS_MUTANT,
                                 .summary = "folds sin one ulp off", .explain = explain_round};
static const PassInfo p_round_plain = TPASS("test-round-plain", pass_round, "the same without explain hook");

static DiffOutcome run_round(IrCtx *c, const PassInfo *pi, double tol, void *ud, DiffResult *r, IrStatus *st) {
  IrModule *m = ir_parse(c, "sin.ll", prog_sin, strlen(prog_sin));
  CHECK(m != NULL);
  PassCtx pc;
  pass_ctx_init(&pc, c);
  pc.ud = ud;
  DiffOpts o;
  diff_opts_default(&o);
  o.ninputs = 2, o.isolate = false, o.ulp_tolerance = tol;
  o.interp.grid = (InterpGrid){{1, 1, 1}, {1, 1, 1}};
  Pipeline p = {1, {pi}};
  *st = m ? diff_run(c, m, 0, &p, &pc, &o, r) : IR_EUSER;
  if (m) ir_module_free(m);
  return *st ? DIFF_NOUTCOMES : r->outcome;
}

static void test_explain_hook(void) {
  IrCtx *c = ir_ctx_new();
  DiffResult r;
  IrStatus st;
  /* one ulp off: a precision finding beyond 0.5 ulp, named by the pass */
  CHECK_EQ_INT(run_round(c, &p_round, 0.5, NULL, &r, &st), DIFF_PRECISION);
  CHECK(has(r.finding.sigkey, "test-round|precision|sin:double"));
  CHECK(has(r.finding.detail, "1 folded value(s) not correctly rounded"));
  diff_result_free(&r);
  /* within 2 ulp the rounding is accepted */
  CHECK_EQ_INT(run_round(c, &p_round, 2.0, NULL, &r, &st), DIFF_OK);
  diff_result_free(&r);
  /* without the hook the same difference stays a mismatch */
  CHECK_EQ_INT(run_round(c, &p_round_plain, 2.0, NULL, &r, &st), DIFF_MISMATCH);
  diff_result_free(&r);
  ir_ctx_free(c);
}

/* Out of memory while explaining is a resource limit (IR_ENOMEM from
 * diff_run), never "not explained" (a false mismatch). */
static void test_explain_enomem(void) {
  unsigned enomem = 0;
  bool done = false;
  for (long budget = 0; budget < 100 && !done; budget++) {
    TestAlloc fa = {.countdown = -1};
    IrCtx *c = ir_ctx_new_alloc(test_alloc, &fa);
    ExplainFail xf = {&fa, budget};
    DiffResult r;
    IrStatus st;
    DiffOutcome out = run_round(c, &p_round, 0.5, &xf, &r, &st);
    if (st == IR_ENOMEM) {
      CHECK(has(ir_ctx_error(c), "in pass 'test-round': out of memory"));
      enomem++;
    } else {
      CHECK_EQ_INT(out, DIFF_PRECISION);  /* the budget sufficed: explained */
      done = true;
    }
    diff_result_free(&r);
    ir_ctx_free(c);
    CHECK_EQ_INT(fa.live, 0);
  }
  CHECK(done && enomem >= 2);
}

int main(void) {
  TEST(test_names);
  TEST(test_ok_identity);
  TEST(test_mismatch);
  TEST(test_ub_introduced);
  TEST(test_timeout_introduced);
  TEST(test_crash_error_and_verifier);
  TEST(test_pass_out_of_memory);
  TEST(test_crash_signals);
  TEST(test_invalid);
  TEST(test_signature_stable);
  TEST(test_stats);
  TEST(test_replay_input);
  TEST(test_edges);
  TEST(test_bad_function);
  TEST(test_worker);
  TEST(test_remarks);
  TEST(test_explain_hook);
  TEST(test_explain_enomem);
  return TEST_END();
}

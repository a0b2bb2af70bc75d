/* tests/unit/test_scev_gen.c -- differential test of scalar evolution on
 * generated loop programs (passcheck gen): every value whose SCEV has an
 * add recurrence, and every loop with a known backedge-taken count, is
 * checked in every iteration by running the program with the closed form
 * expanded next to it (scev_check.h) on the reference interpreter: an
 * iteration where they differ is an llvm.assume failure (UB).  A mutant
 * expansion with a wrong step must be caught.
 *
 * 1,000 programs by default (about 10 s); LONG=1 runs 10,000.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test.h"
#include "scev_check.h"
#include "../../generators/gen.h"

static IrCtx *g_c;

typedef struct Tally {
  uint32_t programs, runs, values, loops, const_loops, mismatches;
} Tally;

static bool run(const GenProgram *p, uint64_t seed, InterpResult *r) {
  InterpOpts io;
  interp_opts_default(&io);
  io.grid = p->grid;
  InterpInput in;
  if (interp_input_gen(g_c, p->m, p->fidx, seed, &p->inputs, &io, &in) != IR_OK) return false;
  bool ok = interp_run(g_c, p->m, p->fidx, &in, &io, r) == IR_OK;
  interp_input_free(g_c, &in);
  return ok;
}

/* Instruments the kernel of p in place; the number of checks, or -1. */
static int instrument(GenProgram *p, bool wrong_step, Tally *t) {
  IrFunc *f = ir_func(p->m, p->fidx);
  IrCfg g = {0};
  IrDom d = {0};
  IrLoops L = {0};
  int checks = -1;
  if (ir_cfg_compute(&g, f) == IR_OK && ir_dom_compute(&d, &g) == IR_OK && ir_loops_compute(&L, &d) == IR_OK) {
    Scev *S = scev_new(p->m, f, &L);
    if (S) {
      for (uint32_t l = 0; l < L.nloops; l++) t->const_loops += scev_btc(S, l).kind == SCEV_BTC_CONST;
      SChk c;
      memset(&c, 0, sizeof c);
      c.m = p->m, c.f = f, c.S = S, c.L = &L, c.wrong_step = wrong_step;
      uint32_t nv, nl;
      checks = (int)sc_instrument(&c, &nv, &nl);
      t->values += nv, t->loops += nl;
      scev_free(S);
    }
  }
  ir_loops_release(&L);
  ir_dom_release(&d);
  ir_cfg_release(&g);
  return checks;
}

/* Names the value (and its SCEV) whose check failed at assume call i. */
static void explain(uint64_t seed, const GenProgram *p, IrId call) {
  const IrFunc *f = ir_func(p->m, p->fidx);
  if (call >= f->ninsts || f->insts[call].op != IR_CALL) return;
  IrRef x = ir_opnd(f, call, 1);                       /* xor */
  x = ir_opnd(f, ir_ref_idx(x), 0);                    /* freeze */
  x = ir_opnd(f, ir_ref_idx(x), 0);                    /* icmp ne v, closed form */
  IrRef v = ir_opnd(f, ir_ref_idx(x), 0);
  ir_print_func(stderr, p->m, f);
  fprintf(stderr, "  checked: ");
  ir_print_inst(stderr, p->m, f, ir_ref_idx(v));
  fputc('\n', stderr);
  GenOpts o;
  gen_opts_default(&o);
  o.seed = seed;
  o.force_on = ((uint64_t)1 << GEN_F_LOOP) | (seed % 2 ? (uint64_t)1 << GEN_F_NEST : 0);
  GenProgram q;
  if (gen_program(g_c, &o, &q) != IR_OK) return;
  IrFunc *g = ir_func(q.m, q.fidx);
  IrCfg cg = {0};
  IrDom d = {0};
  IrLoops L = {0};
  if (ir_cfg_compute(&cg, g) == IR_OK && ir_dom_compute(&d, &cg) == IR_OK && ir_loops_compute(&L, &d) == IR_OK) {
    Scev *S = scev_new(q.m, g, &L);
    if (S && ir_ref_idx(v) < g->ninsts) {
      fprintf(stderr, "  scev: ");
      scev_print(stderr, S, scev_get(S, v));
      fputc('\n', stderr);
      ir_print_func(stderr, q.m, g);
    }
    scev_free(S);
  }
  ir_loops_release(&L);
  ir_dom_release(&d);
  ir_cfg_release(&cg);
  ir_module_free(q.m);
}

/* One program: false when a check failed (reported on stderr). */
static bool check_seed(uint64_t seed, bool wrong_step, bool quiet, Tally *t) {
  GenOpts o;
  gen_opts_default(&o);
  o.seed = seed;
  o.force_on = ((uint64_t)1 << GEN_F_LOOP) | (seed % 2 ? (uint64_t)1 << GEN_F_NEST : 0);
  GenProgram p;
  ir_ctx_clear_error(g_c);
  if (gen_program(g_c, &o, &p) != IR_OK) return true;
  InterpResult before[2];
  bool ran[2];
  for (int k = 0; k < 2; k++) {
    memset(&before[k], 0, sizeof before[k]);
    ran[k] = run(&p, seed * 7 + (uint64_t)k, &before[k]) && before[k].status == INTERP_OK;
  }
  bool ok = true;
  int checks = instrument(&p, wrong_step, t);
  t->programs++;
  if (checks > 0) {
    CHECK(ir_verify_func(p.m, ir_func(p.m, p.fidx)) == IR_OK);
    for (int k = 0; k < 2; k++) {
      if (!ran[k]) continue;
      InterpResult after;
      memset(&after, 0, sizeof after);
      if (!run(&p, seed * 7 + (uint64_t)k, &after)) continue;
      t->runs++;
      if (after.status != INTERP_OK) {
        ok = false;
        t->mismatches++;
        if (!quiet) {
          fprintf(stderr, "seed %llu: %s: %s at instruction %u\n", (unsigned long long)seed,
                  interp_status_name(after.status), after.reason, after.where.inst);
          explain(seed, &p, after.where.inst);
        }
      }
      interp_result_free(g_c, &after);
    }
  }
  for (int k = 0; k < 2; k++) interp_result_free(g_c, &before[k]);
  ir_module_free(p.m);
  return ok;
}

static void test_generated_loops(void) {
  const char *lg = getenv("LONG");
  uint32_t n = lg && *lg && strcmp(lg, "0") ? 10000 : 1000;
  Tally t = {0};
  uint32_t bad = 0;
  for (uint64_t s = 1; s <= n; s++) {
    if (!check_seed(s, false, bad >= 3, &t)) bad++;
  }
  printf("scev differential: %u programs, %u runs, %u values and %u loop counts checked "
         "(%u loops with constant counts), %u mismatches\n",
         t.programs, t.runs, t.values, t.loops, t.const_loops, t.mismatches);
  CHECK_EQ_INT(bad, 0);
  CHECK(t.values > n);   /* the generator's loops give recurrences to check */
  CHECK(t.loops > 0);
}

/* The mutant: every affine integer recurrence expanded with step + 1. */
static void test_wrong_step_caught(void) {
  Tally t = {0};
  uint32_t caught = 0, n = 60;
  for (uint64_t s = 1; s <= n; s++) caught += !check_seed(s, true, true, &t);
  printf("wrong step: caught in %u of %u programs\n", caught, n);
  CHECK(caught > n / 4);
}

int main(void) {
  g_c = ir_ctx_new();
  TEST(test_wrong_step_caught);
  TEST(test_generated_loops);
  ir_ctx_free(g_c);
  return TEST_END();
}

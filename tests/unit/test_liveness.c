/* tests/unit/test_liveness.c -- unit tests of core/analysis/liveness.c:
 * live-in / live-out sets and register pressure on hand-written IR with
 * the answers worked out by hand (straight-line code with a 64-bit value
 * and a predicate, a loop with phis and a double accumulator, a dead
 * result, shared-memory pointers), the slots of every kind of type, the
 * sets of every function of the corpus kernels against a textbook
 * iterative data-flow solution, loop and function maxima, reuse and out of
 * memory. */
#include <dirent.h>

#include "analysis/liveness.h"
#include "test.h"
#include "test_ir.h"

static IrCtx *g_c;

typedef struct Fx {
  IrModule *m;
  IrFunc *f;
  IrCfg g;
  IrDom d;
  IrLoops L;
  IrLiveness lv;
} Fx;

static bool fx_open(Fx *x, const char *src) {
  memset(x, 0, sizeof *x);
  x->m = test_parse(g_c, src);
  CHECK(x->m != NULL);
  if (!x->m) return false;
  CHECK_EQ_INT(ir_verify_module(x->m), IR_OK);
  x->f = ir_func(x->m, 0);
  CHECK_EQ_INT(ir_cfg_compute(&x->g, x->f), IR_OK);
  CHECK_EQ_INT(ir_dom_compute(&x->d, &x->g), IR_OK);
  CHECK_EQ_INT(ir_loops_compute(&x->L, &x->d), IR_OK);
  CHECK_EQ_INT(ir_live_compute(&x->lv, &x->g), IR_OK);
  return true;
}

static void fx_close(Fx *x) {
  ir_live_release(&x->lv);
  ir_loops_release(&x->L);
  ir_dom_release(&x->d);
  ir_cfg_release(&x->g);
  if (x->m) ir_module_free(x->m);
}

/* The value named name (%name of an instruction or a parameter). */
static IrRef val(const Fx *x, const char *name) {
  const IrFunc *f = x->f;
  for (uint32_t a = 0; a < f->nparams; a++)
    if (!strcmp(ir_cstr(x->m, f->params[a].name), name)) return ir_ref(IR_RARG, a);
  for (uint32_t i = 0; i < f->ninsts; i++)
    if (f->insts[i].block != IR_NIL && !strcmp(ir_cstr(x->m, f->insts[i].name), name)) return ir_inst_ref(i);
  CHECK(!"no such value");
  return IR_NOREF;
}

static IrId blk(const Fx *x, const char *name) {
  for (uint32_t b = 0; b < x->f->nblocks; b++)
    if (!strcmp(ir_cstr(x->m, x->f->blocks[b].name), name)) return b;
  CHECK(!"no such block");
  return 0;
}

/* The names in a live set, sorted by the set's order, as "a b c". */
static const char *names(const Fx *x, const IrRef *v, uint32_t n) {
  static char buf[512];
  size_t at = 0;
  buf[0] = 0;
  for (uint32_t k = 0; k < n && at < sizeof buf - 40; k++) {
    const char *s = ir_ref_is(v[k], IR_RARG) ? ir_cstr(x->m, x->f->params[ir_ref_idx(v[k])].name)
                                             : ir_cstr(x->m, x->f->insts[ir_ref_idx(v[k])].name);
    at += (size_t)snprintf(buf + at, sizeof buf - at, k ? " %s" : "%s", s);
  }
  return buf;
}

#define LIVE_IN(x, b) names((x), (x)->lv.in + (x)->lv.in_start[b], ir_live_nin(&(x)->lv, b))
#define LIVE_OUT(x, b) names((x), (x)->lv.out + (x)->lv.out_start[b], ir_live_nout(&(x)->lv, b))

/* ------------------------------------------------------------------ */
/* Hand-computed examples                                               */

/* Walking back from ret: {s} 1; select: {t p a} 2+1p; trunc: {z p a}
 * 3+1p; add: {y b p a} 5+1p (the maximum: y and b are 64-bit); zext:
 * {x b p a} 4; add: {a b p} 3 (the live-in). */
static void test_straight_line(void) {
  Fx x;
  if (!fx_open(&x,
               "define i32 @f(i32 %a, i64 %b, i1 %p) {\n"
               "entry:\n"
               "  %x = add i32 %a, 1\n"
               "  %y = zext i32 %x to i64\n"
               "  %z = add i64 %y, %b\n"
               "  %t = trunc i64 %z to i32\n"
               "  %s = select i1 %p, i32 %t, i32 %a\n"
               "  ret i32 %s\n"
               "}\n"))
    return;
  IrId e = blk(&x, "entry");
  CHECK_STR(LIVE_IN(&x, e), "a b p");
  CHECK_EQ_INT(ir_live_nout(&x.lv, e), 0);
  CHECK_EQ_INT(x.lv.regs[e], 5);
  CHECK_EQ_INT(x.lv.preds[e], 1);
  CHECK(ir_live_in(&x.lv, e, val(&x, "b")) && !ir_live_in(&x.lv, e, val(&x, "x")));
  IrPressure p = ir_func_pressure(&x.lv);
  CHECK(p.regs == 5 && p.preds == 1);
  fx_close(&x);
}

/* The loop: live out {out n i.next acc.next} = 2+1+1+2 = 6; before the
 * fadd {out n i acc f} = 2+1+1+2+2 = 8, the maximum; the compare adds one
 * predicate.  The exit: {acc.next p} 4, before the GEP {acc.next out n} 5.
 * Phi results are not live into their block, phi operands are live out of
 * the incoming block. */
static const char *loop_src =
    "define void @g(ptr addrspace(1) %out, i32 %n) {\n"
    "entry:\n"
    "  br label %loop\n"
    "loop:\n"
    "  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]\n"
    "  %acc = phi double [ 0.0, %entry ], [ %acc.next, %loop ]\n"
    "  %f = sitofp i32 %i to double\n"
    "  %acc.next = fadd double %acc, %f\n"
    "  %i.next = add i32 %i, 1\n"
    "  %c = icmp slt i32 %i.next, %n\n"
    "  br i1 %c, label %loop, label %exit\n"
    "exit:\n"
    "  %p = getelementptr double, ptr addrspace(1) %out, i32 %n\n"
    "  store double %acc.next, ptr addrspace(1) %p\n"
    "  ret void\n"
    "}\n";

static void test_loop(void) {
  Fx x;
  if (!fx_open(&x, loop_src)) return;
  IrId e = blk(&x, "entry"), l = blk(&x, "loop"), ex = blk(&x, "exit");
  CHECK_STR(LIVE_IN(&x, e), "out n");
  CHECK_STR(LIVE_OUT(&x, e), "out n");
  CHECK_STR(LIVE_IN(&x, l), "out n");
  CHECK_STR(LIVE_OUT(&x, l), "acc.next i.next out n");
  CHECK_STR(LIVE_IN(&x, ex), "acc.next out n");
  CHECK_EQ_INT(ir_live_nout(&x.lv, ex), 0);
  CHECK(!ir_live_in(&x.lv, l, val(&x, "i")) && !ir_live_out(&x.lv, l, val(&x, "i")));
  CHECK_EQ_INT(x.lv.regs[e], 3);
  CHECK_EQ_INT(x.lv.regs[l], 8);
  CHECK_EQ_INT(x.lv.preds[l], 1);
  CHECK_EQ_INT(x.lv.regs[ex], 5);
  CHECK_EQ_INT(x.lv.preds[ex], 0);
  CHECK_EQ_INT(x.L.nloops, 1);
  IrPressure p = ir_loop_pressure(&x.lv, &x.L, 0);
  CHECK(p.regs == 8 && p.preds == 1);
  fx_close(&x);
}

/* A result nobody uses still takes its registers right after its
 * definition: {a} 1, after %d (i64, dead) 1 + 2 = 3.  Shared-memory
 * pointers take one slot, generic ones two; a phi whose result is unused
 * counts at the top of its block. */
static void test_dead_and_pointers(void) {
  Fx x;
  if (!fx_open(&x,
               "define void @h(i32 %a, ptr addrspace(3) %s, ptr %g, i1 %c) {\n"
               "entry:\n"
               "  %d = sext i32 %a to i64\n"
               "  br i1 %c, label %j, label %j2\n"
               "j2:\n"
               "  br label %j\n"
               "j:\n"
               "  %u = phi <4 x float> [ zeroinitializer, %entry ], [ zeroinitializer, %j2 ]\n"
               "  store i32 %a, ptr addrspace(3) %s\n"
               "  store i32 %a, ptr %g\n"
               "  ret void\n"
               "}\n"))
    return;
  IrId e = blk(&x, "entry"), j = blk(&x, "j");
  /* entry: live out {a s g} = 1+1+2 = 4; after %d: {a s g c}+d = 4+2 = 6 regs, 1 pred */
  CHECK_STR(LIVE_OUT(&x, e), "a s g");
  CHECK_EQ_INT(x.lv.regs[e], 6);
  CHECK_EQ_INT(x.lv.preds[e], 1);
  /* j: after the phis {a s g} + u (4 lanes) = 8 */
  CHECK_STR(LIVE_IN(&x, j), "a s g");
  CHECK_EQ_INT(x.lv.regs[j], 8);
  fx_close(&x);
}

static void test_type_slots(void) {
  IrModule *m = ir_module_new(g_c);
  uint32_t p = 0;
  CHECK_EQ_INT(ir_type_slots(m, IR_I8, &p), 1);
  CHECK_EQ_INT(ir_type_slots(m, IR_I32, &p), 1);
  CHECK_EQ_INT(ir_type_slots(m, IR_I64, &p), 2);
  CHECK_EQ_INT(ir_type_slots(m, IR_I128, &p), 4);
  CHECK_EQ_INT(ir_type_slots(m, IR_HALF, &p), 1);
  CHECK_EQ_INT(ir_type_slots(m, IR_FLOAT, &p), 1);
  CHECK_EQ_INT(ir_type_slots(m, IR_DOUBLE, &p), 2);
  CHECK_EQ_INT(ir_type_slots(m, IR_PTR, &p), 2);
  CHECK_EQ_INT(ir_type_slots(m, IR_PTR1, &p), 2);
  CHECK_EQ_INT(ir_type_slots(m, IR_PTR3, &p), 1);
  CHECK_EQ_INT(ir_type_slots(m, ir_type_vec(m, 4, IR_FLOAT), &p), 4);
  CHECK_EQ_INT(ir_type_slots(m, ir_type_vec(m, 2, IR_DOUBLE), &p), 4);
  CHECK_EQ_INT(ir_type_slots(m, IR_VOID, &p), 0);
  CHECK_EQ_INT(p, 0);
  CHECK_EQ_INT(ir_type_slots(m, IR_I1, &p), 0);
  CHECK_EQ_INT(p, 1);
  CHECK_EQ_INT(ir_type_slots(m, ir_type_vec(m, 4, IR_I1), &p), 0);
  CHECK_EQ_INT(p, 5);
  IrType fields[2] = {IR_I32, IR_I1};
  CHECK_EQ_INT(ir_type_slots(m, ir_type_struct(m, 2, fields, false), &p), 1);
  CHECK_EQ_INT(p, 6);
  ir_module_free(m);
}

/* ------------------------------------------------------------------ */
/* The corpus against iterative data flow                               */

/* Textbook liveness: out(b) = U over successors s of (in(s) minus the phis
 * of s) plus the phi operands s takes from b; in(b) = upward-exposed uses
 * of b plus (out(b) minus the values b defines); iterated to the fixed
 * point over reachable blocks, as dense bit rows. */
typedef struct Dense {
  uint32_t nv, words;
  uint64_t *in, *out;
} Dense;

static uint32_t vid(const IrFunc *f, IrRef v) {
  if (ir_ref_is(v, IR_RINST)) return ir_ref_idx(v);
  if (ir_ref_is(v, IR_RARG)) return f->ninsts + ir_ref_idx(v);
  return IR_NIL;
}

#define BIT(row, i) (((row)[(i) / 64] >> ((i) % 64)) & 1)
#define SET(row, i) ((row)[(i) / 64] |= 1ull << ((i) % 64))
#define CLR(row, i) ((row)[(i) / 64] &= ~(1ull << ((i) % 64)))

static void dense_solve(const IrFunc *f, const IrCfg *g, Dense *d) {
  d->nv = f->ninsts + f->nparams;
  d->words = (d->nv + 63) / 64;
  d->in = calloc((size_t)g->nblocks * d->words, 8);
  d->out = calloc((size_t)g->nblocks * d->words, 8);
  uint64_t *tmp = calloc(d->words, 8);
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t r = g->nrpo; r-- > 0;) {
      IrId b = g->rpo[r];
      memset(tmp, 0, d->words * 8);
      uint32_t ns;
      const IrId *s = ir_cfg_succs(g, b, &ns);
      for (uint32_t k = 0; k < ns; k++) {
        for (uint32_t w = 0; w < d->words; w++) tmp[w] |= d->in[(size_t)s[k] * d->words + w];
        IR_FOR_INSTS(f, s[k], i) {
          if (f->insts[i].op != IR_PHI) break;
          CLR(tmp, i);
        }
      }
      for (uint32_t k = 0; k < ns; k++)
        IR_FOR_INSTS(f, s[k], i) {
          if (f->insts[i].op != IR_PHI) break;
          for (uint32_t o = 0; o + 1 < f->insts[i].nops; o += 2)
            if (ir_ref_eq(ir_opnd(f, i, o + 1), ir_ref(IR_RBLOCK, b)) && vid(f, ir_opnd(f, i, o)) != IR_NIL)
              SET(tmp, vid(f, ir_opnd(f, i, o)));
        }
      uint64_t *out = d->out + (size_t)b * d->words, *in = d->in + (size_t)b * d->words;
      if (memcmp(out, tmp, d->words * 8)) changed = true;
      memcpy(out, tmp, d->words * 8);
      /* in = uses + (out - defs), walking backward */
      for (IrId i = f->blocks[b].last; i != IR_NIL; i = f->insts[i].prev) {
        if (f->insts[i].type != IR_VOID) CLR(tmp, i);
        if (f->insts[i].op == IR_PHI) continue;
        for (uint32_t o = 0; o < f->insts[i].nops; o++)
          if (vid(f, ir_opnd(f, i, o)) != IR_NIL) SET(tmp, vid(f, ir_opnd(f, i, o)));
      }
      if (memcmp(in, tmp, d->words * 8)) changed = true;
      memcpy(in, tmp, d->words * 8);
    }
  }
  free(tmp);
}

static void compare_rows(const IrFunc *f, const uint64_t *row, const IrRef *set, uint32_t n, uint32_t nv) {
  uint32_t count = 0;
  for (uint32_t v = 0; v < nv; v++) count += BIT(row, v);
  CHECK_EQ_INT(n, count);
  for (uint32_t k = 0; k < n; k++) {
    CHECK(BIT(row, vid(f, set[k])));
    if (k) CHECK(set[k - 1].bits < set[k].bits);
  }
}

static int check_module_file(const char *path) {
  size_t n;
  char *text = t_slurp(path, &n);
  if (!text) return 0;
  IrModule *m = ir_parse(g_c, path, text, n);
  free(text);
  if (!m) return 0;
  int funcs = 0;
  for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
    IrFunc *f = ir_func(m, fi);
    if (f->is_decl) continue;
    IrCfg g;
    IrLiveness lv;
    memset(&g, 0, sizeof g);
    memset(&lv, 0, sizeof lv);
    CHECK_EQ_INT(ir_cfg_compute(&g, f), IR_OK);
    CHECK_EQ_INT(ir_live_compute(&lv, &g), IR_OK);
    Dense d;
    dense_solve(f, &g, &d);
    for (uint32_t r = 0; r < g.nrpo; r++) {
      IrId b = g.rpo[r];
      compare_rows(f, d.in + (size_t)b * d.words, lv.in + lv.in_start[b], ir_live_nin(&lv, b), d.nv);
      compare_rows(f, d.out + (size_t)b * d.words, lv.out + lv.out_start[b], ir_live_nout(&lv, b), d.nv);
      /* the pressure is at least what is live in or out */
      uint32_t pin = 0, pout = 0, rin = 0, rout = 0;
      for (uint32_t k = 0; k < ir_live_nin(&lv, b); k++)
        rin += ir_type_slots(m, ir_value_type(f, lv.in[lv.in_start[b] + k]), &pin);
      for (uint32_t k = 0; k < ir_live_nout(&lv, b); k++)
        rout += ir_type_slots(m, ir_value_type(f, lv.out[lv.out_start[b] + k]), &pout);
      CHECK(lv.regs[b] >= rin && lv.regs[b] >= rout && lv.preds[b] >= pin && lv.preds[b] >= pout);
    }
    free(d.in);
    free(d.out);
    ir_live_release(&lv);
    ir_cfg_release(&g);
    funcs++;
  }
  ir_module_free(m);
  return funcs;
}

static void test_corpus(void) {
  DIR *dir = opendir("corpora/kernels");
  CHECK(dir != NULL);
  if (!dir) return;
  int files = 0, funcs = 0;
  for (struct dirent *e; (e = readdir(dir));) {
    size_t n = strlen(e->d_name);
    if (n < 3 || strcmp(e->d_name + n - 3, ".ll")) continue;
    char path[512];
    snprintf(path, sizeof path, "corpora/kernels/%s", e->d_name);
    funcs += check_module_file(path);
    files++;
  }
  closedir(dir);
  CHECK(files >= 100);
  CHECK(funcs >= files);
}

/* ------------------------------------------------------------------ */
/* Reuse and out of memory                                              */

static void test_reuse(void) {
  Fx a, b;
  if (!fx_open(&a, loop_src)) return;
  if (!fx_open(&b,
               "define i32 @f(i32 %a) {\n"
               "entry:\n"
               "  %x = add i32 %a, 1\n"
               "  ret i32 %x\n"
               "}\n")) {
    fx_close(&a);
    return;
  }
  for (int round = 0; round < 3; round++) {
    CHECK_EQ_INT(ir_live_compute(&a.lv, &b.g), IR_OK);
    CHECK_EQ_INT(a.lv.regs[b.f->entry], 1);
    CHECK_EQ_INT(ir_live_compute(&a.lv, &a.g), IR_OK);
    CHECK_EQ_INT(a.lv.regs[blk(&a, "loop")], 8);
  }
  fx_close(&b);
  fx_close(&a);
}

static void test_out_of_memory(void) {
  int failures = 0;
  for (long fail = 0; fail < 20; fail++) {
    TestAlloc a = {-1, false, 0, 0};
    IrCtx *c = ir_ctx_new_alloc(test_alloc, &a);
    IrModule *m = ir_parse(c, "t.ll", loop_src, strlen(loop_src));
    CHECK(m != NULL);
    if (!m) {
      ir_ctx_free(c);
      continue;
    }
    IrCfg g;
    IrLiveness lv;
    memset(&g, 0, sizeof g);
    memset(&lv, 0, sizeof lv);
    CHECK_EQ_INT(ir_cfg_compute(&g, ir_func(m, 0)), IR_OK);
    a.countdown = fail;
    IrStatus st = ir_live_compute(&lv, &g);
    a.countdown = -1;
    if (st == IR_OK) CHECK_EQ_INT(ir_func_pressure(&lv).regs, 8);
    else {
      failures++;
      CHECK_EQ_INT(ir_ctx_status(c), IR_ENOMEM);
    }
    ir_live_release(&lv);
    ir_cfg_release(&g);
    ir_module_free(m);
    ir_ctx_free(c);
    CHECK_EQ_INT(a.live, 0);
  }
  CHECK(failures >= 4);
}

int main(void) {
  g_c = ir_ctx_new();
  TEST(test_straight_line);
  TEST(test_loop);
  TEST(test_dead_and_pointers);
  TEST(test_type_slots);
  TEST(test_corpus);
  TEST(test_reuse);
  TEST(test_out_of_memory);
  ir_ctx_free(g_c);
  return TEST_END();
}

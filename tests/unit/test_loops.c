/* tests/unit/test_loops.c -- unit tests of the loop forest
 * (core/analysis/loops.c) on hand-built CFGs with the answers spelled out
 * (irreducible cycles, several latches and exits, nesting, unreachable
 * blocks, self loops), on a few hundred seeded random CFGs against a
 * brute-force natural-loop computation (dominance by removal, loop bodies
 * by backward search from the latches), loop-simplify on random CFGs with
 * phis (verifier-clean, same loops, canonical form, idempotent), LLVM's
 * slot numbering, reuse and out-of-memory recovery. */
#include "../../passes/pass.h"
#include "analysis/loops.h"
#include "test.h"
#include "test_ir.h"

/* ------------------------------------------------------------------ */
/* Building a function from an adjacency list ("0>1 1>2 2>1")           */

#define MAXB 24  /* the largest random graph here (<= GRAPH_MAXB) */
#define MAXS GRAPH_MAXS

/* The function "f" of m with the shape of gr (test_ir.h). */
static IrFunc *build(IrModule *m, const Graph *gr) { return ir_func(m, graph_build(m, gr, "f")); }

typedef struct Fx {
  IrCtx *c;
  IrModule *m;
  IrFunc *f;
  Graph gr;
  IrCfg g;
  IrDom d;
  IrLoops L;
} Fx;

static void fx_open(Fx *x, uint32_t n, const char *edges) {
  memset(x, 0, sizeof *x);
  x->c = ir_ctx_new();
  x->m = ir_module_new(x->c);
  x->gr = graph(n, edges);
  x->f = build(x->m, &x->gr);
  CHECK_EQ_INT(ir_cfg_compute(&x->g, x->f), IR_OK);
  CHECK_EQ_INT(ir_dom_compute(&x->d, &x->g), IR_OK);
  CHECK_EQ_INT(ir_loops_compute(&x->L, &x->d), IR_OK);
}

static void fx_close(Fx *x) {
  ir_loops_release(&x->L);
  ir_dom_release(&x->d);
  ir_cfg_release(&x->g);
  ir_module_free(x->m);
  ir_ctx_free(x->c);
}

/* The list a[0..n) as "1 2 3" (for comparisons with expected text). */
static const char *list(const IrId *a, uint32_t n) {
  static char buf[256];
  size_t at = 0;
  buf[0] = 0;
  for (uint32_t k = 0; k < n && at < sizeof buf - 12; k++) at += (size_t)sprintf(buf + at, k ? " %u" : "%u", a[k]);
  return buf;
}

static uint32_t loop_of_header(const IrLoops *L, IrId h) {
  for (uint32_t l = 0; l < L->nloops; l++)
    if (L->loop[l].header == h) return l;
  return IR_NIL;
}

#define BLOCKS(L, l) list((L)->blocks + (L)->loop[l].blocks_start, (L)->loop[l].nblocks)
#define LATCHES(L, l) list((L)->latches + (L)->loop[l].latch_start, (L)->loop[l].nlatches)
#define EXITING(L, l) list((L)->exiting + (L)->loop[l].exiting_start, (L)->loop[l].nexiting)
#define EXITS(L, l) list((L)->exits + (L)->loop[l].exit_start, (L)->loop[l].nexits)

/* ------------------------------------------------------------------ */
/* Hand-built CFGs                                                      */

static void test_irreducible(void) {
  Fx x;
  /* 1 <-> 2 entered at both: no natural loop */
  fx_open(&x, 4, "0>1 0>2 1>2 2>1 1>3");
  CHECK_EQ_INT(x.L.nloops, 0);
  CHECK_EQ_INT(ir_loop_depth_of(&x.L, 1), 0);
  fx_close(&x);
  /* an irreducible 2 <-> 3 inside the natural loop of 1: one loop */
  fx_open(&x, 6, "0>1 1>2 1>3 2>3 3>2 3>4 4>1 4>5");
  CHECK_EQ_INT(x.L.nloops, 1);
  CHECK_EQ_INT(x.L.loop[0].header, 1);
  CHECK_STR(BLOCKS(&x.L, 0), "1 2 3 4");
  CHECK_STR(LATCHES(&x.L, 0), "4");
  CHECK_EQ_INT(ir_loop_depth_of(&x.L, 3), 1);
  fx_close(&x);
}

static void test_latches_exits(void) {
  Fx x;
  /* 1 -> 2, 3; both go back to 1 and each leaves to its own exit */
  fx_open(&x, 6, "0>1 1>2 1>3 2>1 2>4 3>1 3>5 4>5");
  CHECK_EQ_INT(x.L.nloops, 1);
  CHECK_STR(BLOCKS(&x.L, 0), "1 3 2");  /* header, then RPO (the DFS takes 1>2 first) */
  CHECK_STR(LATCHES(&x.L, 0), "2 3");
  CHECK_EQ_INT(ir_loop_latch(&x.L, 0), IR_NIL);
  CHECK_STR(EXITING(&x.L, 0), "3 2");
  CHECK_STR(EXITS(&x.L, 0), "5 4");
  CHECK_EQ_INT(ir_loop_exit_block(&x.L, 0), IR_NIL);
  CHECK_EQ_INT(x.L.loop[0].preheader, 0);
  CHECK(ir_loop_is_latch(&x.L, 0, 3) && !ir_loop_is_latch(&x.L, 0, 1));
  CHECK(ir_loop_is_exiting(&x.L, 0, 2) && !ir_loop_is_exiting(&x.L, 0, 1));
  fx_close(&x);
  /* two exits into one block: a unique exit block; 0 branches to 1 and 3:
   * no preheader */
  fx_open(&x, 4, "0>1 0>3 1>2 1>3 2>1 2>3");
  CHECK_EQ_INT(ir_loop_exit_block(&x.L, 0), 3);
  CHECK_EQ_INT(ir_loop_latch(&x.L, 0), 2);
  CHECK_EQ_INT(x.L.loop[0].preheader, IR_NIL);
  fx_close(&x);
}

static void test_nested(void) {
  Fx x;
  /* outer 1..4 with inner 2..3, and a second top-level loop at 6 */
  fx_open(&x, 8, "0>1 1>2 2>3 3>2 3>4 4>1 4>5 5>6 6>6 6>7");
  CHECK_EQ_INT(x.L.nloops, 3);
  CHECK_EQ_INT(x.L.ntop, 2);
  uint32_t o = loop_of_header(&x.L, 1), i = loop_of_header(&x.L, 2), s = loop_of_header(&x.L, 6);
  CHECK(o == 0 && i == 1 && s == 2);  /* preorder, top level in header RPO order */
  CHECK_EQ_INT(x.L.loop[i].parent, o);
  CHECK_EQ_INT(x.L.loop[i].depth, 2);
  CHECK_EQ_INT(x.L.loop[o].end, 2);
  CHECK_EQ_INT(x.L.loop[o].nchildren, 1);
  CHECK_EQ_INT(x.L.children[x.L.loop[o].child_start], i);
  CHECK_STR(BLOCKS(&x.L, o), "1 2 3 4");
  CHECK_STR(BLOCKS(&x.L, i), "2 3");
  CHECK_EQ_INT(x.L.loop[i].preheader, 1);
  CHECK_EQ_INT(x.L.loop[o].preheader, 0);
  CHECK_EQ_INT(ir_loop_exit_block(&x.L, i), 4);
  CHECK_EQ_INT(ir_loop_depth_of(&x.L, 3), 2);
  CHECK_EQ_INT(ir_loop_depth_of(&x.L, 4), 1);
  CHECK_EQ_INT(ir_loop_depth_of(&x.L, 5), 0);
  CHECK(ir_loop_contains(&x.L, o, 3) && ir_loop_contains(&x.L, i, 3) && !ir_loop_contains(&x.L, i, 4));
  CHECK(!ir_loop_contains(&x.L, s, 3) && ir_loop_contains(&x.L, s, 6));
  fx_close(&x);
  /* two inner loops sharing nothing, in one outer loop; a break from the
   * inner loop out of both */
  fx_open(&x, 7, "0>1 1>2 2>2 2>3 3>4 4>4 4>5 4>6 5>1 5>6");
  CHECK_EQ_INT(x.L.nloops, 3);
  CHECK_EQ_INT(x.L.loop[0].header, 1);
  CHECK_EQ_INT(x.L.loop[0].nchildren, 2);
  CHECK_EQ_INT(x.L.loop[1].header, 2);
  CHECK_EQ_INT(x.L.loop[2].header, 4);
  CHECK_STR(EXITS(&x.L, 2), "5 6");
  CHECK_STR(EXITS(&x.L, 0), "6");
  fx_close(&x);
}

static void test_unreachable(void) {
  Fx x;
  /* 4 is unreachable and branches into the loop's header: it is in no
   * loop, and (as in LLVM) it spoils the preheader; 5 <-> 6 is an
   * unreachable cycle: no loop */
  fx_open(&x, 7, "0>1 1>2 2>1 2>3 4>1 5>6 6>5");
  CHECK_EQ_INT(x.L.nloops, 1);
  CHECK_STR(BLOCKS(&x.L, 0), "1 2");
  CHECK_STR(LATCHES(&x.L, 0), "2");
  CHECK_EQ_INT(x.L.loop[0].preheader, IR_NIL);
  CHECK_EQ_INT(ir_loop_depth_of(&x.L, 4), 0);
  CHECK_EQ_INT(ir_loop_depth_of(&x.L, 5), 0);
  CHECK(!ir_loop_contains(&x.L, 0, 4));
  fx_close(&x);
}

static void test_self_loops(void) {
  Fx x;
  fx_open(&x, 3, "0>1 1>1 1>2");
  CHECK_EQ_INT(x.L.nloops, 1);
  CHECK_STR(BLOCKS(&x.L, 0), "1");
  CHECK_EQ_INT(ir_loop_latch(&x.L, 0), 1);
  CHECK_STR(EXITING(&x.L, 0), "1");
  CHECK_EQ_INT(x.L.loop[0].preheader, 0);
  fx_close(&x);
  /* a self loop nested in a self loop cannot exist; a switch with two
   * edges back to its own block is one latch */
  fx_open(&x, 3, "0>1 1>1 1>2 1>1");
  CHECK_EQ_INT(x.L.nloops, 1);
  CHECK_STR(LATCHES(&x.L, 0), "1");
  CHECK_EQ_INT(ir_loop_latch(&x.L, 0), IR_NIL);  /* two back edges, as LLVM's getLoopLatch */
  CHECK_STR(EXITS(&x.L, 0), "2");
  fx_close(&x);
}

/* ------------------------------------------------------------------ */
/* Random CFGs against brute force                                      */

typedef struct Ref {
  bool reach[MAXB];
  bool dom[MAXB][MAXB];
  uint32_t rpo_index[MAXB];
  uint32_t nloops;
  uint32_t header[MAXB];
  bool body[MAXB][MAXB];  /* body[k][b]: b in reference loop k */
  uint32_t size[MAXB];
} Ref;

static void reach_without(const Graph *g, uint32_t skip, bool *seen) {
  uint32_t stack[MAXB * MAXS + 1], sp = 0;
  memset(seen, 0, MAXB * sizeof *seen);
  if (skip == 0) return;
  seen[0] = true;
  stack[sp++] = 0;
  while (sp) {
    uint32_t b = stack[--sp];
    for (uint32_t k = 0; k < g->nsucc[b]; k++)
      if (g->succ[b][k] != skip && !seen[g->succ[b][k]]) {
        seen[g->succ[b][k]] = true;
        stack[sp++] = g->succ[b][k];
      }
  }
}

static void dfs(const Graph *g, uint32_t b, bool *seen, uint32_t *post, uint32_t *np) {
  seen[b] = true;
  for (uint32_t k = 0; k < g->nsucc[b]; k++)
    if (!seen[g->succ[b][k]]) dfs(g, g->succ[b][k], seen, post, np);
  post[(*np)++] = b;
}

static bool edge(const Graph *g, uint32_t a, uint32_t b) {
  for (uint32_t k = 0; k < g->nsucc[a]; k++)
    if (g->succ[a][k] == b) return true;
  return false;
}

static void reference(const Graph *g, Ref *r) {
  memset(r, 0, sizeof *r);
  bool seen[MAXB] = {false};
  uint32_t post[MAXB], np = 0;
  dfs(g, 0, seen, post, &np);
  memcpy(r->reach, seen, sizeof seen);
  for (uint32_t i = 0; i < np; i++) r->rpo_index[post[np - 1 - i]] = i;
  for (uint32_t a = 0; a < g->n; a++) {
    bool without[MAXB];
    reach_without(g, a, without);
    for (uint32_t b = 0; b < g->n; b++) r->dom[a][b] = r->reach[a] && r->reach[b] && (a == b || !without[b]);
  }
  for (uint32_t h = 0; h < g->n; h++) {
    bool *body = r->body[r->nloops];
    uint32_t stack[MAXB], sp = 0;
    for (uint32_t p = 0; p < g->n; p++)
      if (r->reach[p] && edge(g, p, h) && r->dom[h][p] && !body[p]) {
        body[p] = true;
        stack[sp++] = p;
      }
    if (!sp) continue;
    body[h] = true;
    while (sp) {
      uint32_t b = stack[--sp];
      if (b == h) continue;
      for (uint32_t p = 0; p < g->n; p++)
        if (r->reach[p] && edge(g, p, b) && !body[p]) {
          body[p] = true;
          stack[sp++] = p;
        }
    }
    for (uint32_t b = 0; b < g->n; b++) r->size[r->nloops] += body[b];
    r->header[r->nloops++] = h;
  }
}

/* Compares one computed loop l with reference loop k. */
static void compare_loop(const Graph *g, const Ref *r, const IrLoops *L, uint32_t l, uint32_t k) {
  const IrLoop *lp = &L->loop[l];
  uint32_t h = r->header[k], depth = 0, parent = IR_NIL, psize = MAXB + 1;
  CHECK_EQ_INT(lp->nblocks, r->size[k]);
  CHECK_EQ_INT(L->blocks[lp->blocks_start], h);
  for (uint32_t j = 1; j < lp->nblocks; j++)
    CHECK(r->rpo_index[L->blocks[lp->blocks_start + j - 1]] < r->rpo_index[L->blocks[lp->blocks_start + j]]);
  for (uint32_t b = 0; b < g->n; b++) CHECK_EQ_INT(ir_loop_contains(L, l, b), r->body[k][b]);
  /* nesting: the enclosing loops are those whose body holds h */
  for (uint32_t j = 0; j < r->nloops; j++) {
    if (!r->body[j][h]) continue;
    depth++;
    if (j != k && r->size[j] < psize) {
      psize = r->size[j];
      parent = j;
    }
  }
  CHECK_EQ_INT(lp->depth, depth);
  CHECK_EQ_INT(lp->parent == IR_NIL ? IR_NIL : L->loop[lp->parent].header,
               parent == IR_NIL ? IR_NIL : r->header[parent]);
  /* latches, exiting, exits, preheader */
  uint32_t nlat = 0, nexg = 0, nex = 0, out = IR_NIL, nout = 0;
  bool exit_seen[MAXB] = {false};
  for (uint32_t b = 0; b < g->n; b++) {
    if (edge(g, b, h) && r->body[k][b]) {
      nlat++;
      CHECK(ir_loop_is_latch(L, l, b));
    }
    if (edge(g, b, h) && !r->body[k][b] && out != b) {
      out = b;
      nout++;
    }
    if (!r->body[k][b]) continue;
    bool exiting = false;
    for (uint32_t s = 0; s < g->nsucc[b]; s++)
      if (!r->body[k][g->succ[b][s]]) {
        exiting = true;
        if (!exit_seen[g->succ[b][s]]) nex++;
        exit_seen[g->succ[b][s]] = true;
      }
    nexg += exiting;
    CHECK_EQ_INT(ir_loop_is_exiting(L, l, b), exiting);
  }
  CHECK_EQ_INT(lp->nlatches, nlat);
  CHECK_EQ_INT(lp->nexiting, nexg);
  CHECK_EQ_INT(lp->nexits, nex);
  for (uint32_t j = 0; j < lp->nexits; j++) CHECK(exit_seen[L->exits[lp->exit_start + j]]);
  IrId ph = nout == 1 && g->nsucc[out] == 1 ? out : IR_NIL;
  CHECK_EQ_INT(lp->preheader, ph);
}

static void compare(const Graph *g, IrFunc *f) {
  Ref r;
  reference(g, &r);
  IrCfg cfg;
  IrDom d;
  IrLoops L;
  memset(&cfg, 0, sizeof cfg);
  memset(&d, 0, sizeof d);
  memset(&L, 0, sizeof L);
  CHECK_EQ_INT(ir_cfg_compute(&cfg, f), IR_OK);
  CHECK_EQ_INT(ir_dom_compute(&d, &cfg), IR_OK);
  CHECK_EQ_INT(ir_loops_compute(&L, &d), IR_OK);
  CHECK_EQ_INT(L.nloops, r.nloops);
  for (uint32_t l = 0; l < L.nloops; l++) {
    uint32_t k = 0;
    while (k < r.nloops && r.header[k] != L.loop[l].header) k++;
    CHECK(k < r.nloops);
    if (k < r.nloops) compare_loop(g, &r, &L, l, k);
    /* preorder: parents first, descendants right after */
    if (L.loop[l].parent != IR_NIL) {
      CHECK(L.loop[l].parent < l && l < L.loop[L.loop[l].parent].end);
    }
  }
  for (uint32_t b = 0; b < g->n; b++) {
    uint32_t depth = 0;
    for (uint32_t k = 0; k < r.nloops; k++) depth += r.body[k][b];
    CHECK_EQ_INT(ir_loop_depth_of(&L, b), depth);
  }
  ir_loops_release(&L);
  ir_dom_release(&d);
  ir_cfg_release(&cfg);
}

static uint64_t rnd(uint64_t *s) {
  *s = *s * 6364136223846793005ull + 1442695040888963407ull;
  return *s >> 33;
}

static void test_random(void) {
  uint64_t seed = 777;
  IrCtx *c = ir_ctx_new();
  for (int round = 0; round < 600; round++) {
    IrModule *m = ir_module_new(c);
    Graph g;
    memset(&g, 0, sizeof g);
    g.n = 2 + (uint32_t)(rnd(&seed) % (MAXB - 2));
    for (uint32_t b = 0; b < g.n; b++) {
      g.nsucc[b] = (uint32_t)(rnd(&seed) % (MAXS + 1));
      for (uint32_t k = 0; k < g.nsucc[b]; k++) {
        /* mostly forward and short back edges, so loops nest often */
        uint32_t to = rnd(&seed) % 3 ? b + 1 + (uint32_t)(rnd(&seed) % 3) : (uint32_t)(rnd(&seed) % (b + 1));
        g.succ[b][k] = to < g.n ? to : g.n - 1;
      }
    }
    compare(&g, build(m, &g));
    ir_module_free(m);
  }
  ir_ctx_free(c);
}

/* ------------------------------------------------------------------ */
/* Loop simplify on random CFGs                                         */

/* Gives every block with predecessors a phi with one entry per edge: the
 * constant pred * 10 + b, so that merged entries differ and new phis are
 * needed. */
static void add_phis(IrModule *m, IrFunc *f, const Graph *g) {
  for (uint32_t b = 1; b < g->n; b++) {
    uint32_t n = 0;
    for (uint32_t p = 0; p < g->n; p++)
      for (uint32_t k = 0; k < g->nsucc[p]; k++) n += g->succ[p][k] == b;
    if (!n) continue;
    IrId phi = ir_inst_new(f, IR_PHI, IR_I32, 2 * n);
    uint32_t at = 0;
    for (uint32_t p = 0; p < g->n; p++)
      for (uint32_t k = 0; k < g->nsucc[p]; k++)
        if (g->succ[p][k] == b) {
          ir_set_opnd(f, phi, at++, ir_const_i(m, IR_I32, p * 10 + b));
          ir_set_opnd(f, phi, at++, ir_ref(IR_RBLOCK, p));
        }
    ir_inst_insert_before(f, f->blocks[b].first, phi);
  }
}

typedef struct Seen {
  uint32_t notes, depth_ok;
} Seen;

static void count_note(void *ud, const IrFunc *f, const IrLoopSimplifyNote *n) {
  Seen *s = ud;
  (void)f;
  s->notes++;
  s->depth_ok += n->depth >= 1;
}

/* After loop-simplify: verifier-clean, the same loops (headers, depths of
 * the old blocks), and every loop in canonical form. */
static void check_simplified(IrModule *m, IrFunc *f, const Graph *g) {
  IrCfg cfg;
  IrDom d;
  IrLoops before, after;
  memset(&cfg, 0, sizeof cfg);
  memset(&d, 0, sizeof d);
  memset(&before, 0, sizeof before);
  memset(&after, 0, sizeof after);
  CHECK_EQ_INT(ir_cfg_compute(&cfg, f), IR_OK);
  CHECK_EQ_INT(ir_dom_compute(&d, &cfg), IR_OK);
  CHECK_EQ_INT(ir_loops_compute(&before, &d), IR_OK);
  uint32_t nloops = before.nloops, depth[MAXB];
  for (uint32_t b = 0; b < g->n; b++) depth[b] = ir_loop_depth_of(&before, b);
  bool changed = false;
  Seen seen = {0, 0};
  ir_ctx_clear_error(m->ctx);
  CHECK_EQ_INT(ir_loop_simplify_notes(m->ctx, m, f, &changed, count_note, &seen), IR_OK);
  CHECK_EQ_INT(seen.notes, seen.depth_ok);
  CHECK_EQ_INT(changed, seen.notes > 0);
  if (ir_verify_func(m, f) != IR_OK) {
    CHECK(!"loop-simplify left invalid IR");
    fprintf(stderr, "  %s\n", ir_ctx_error(m->ctx));
  }
  CHECK_EQ_INT(ir_cfg_compute(&cfg, f), IR_OK);
  CHECK_EQ_INT(ir_dom_compute(&d, &cfg), IR_OK);
  CHECK_EQ_INT(ir_loops_compute(&after, &d), IR_OK);
  CHECK_EQ_INT(after.nloops, nloops);
  for (uint32_t b = 0; b < g->n; b++) CHECK_EQ_INT(ir_loop_depth_of(&after, b), depth[b]);
  for (uint32_t l = 0; l < after.nloops; l++) {
    const IrLoop *lp = &after.loop[l];
    CHECK(lp->preheader != IR_NIL);
    CHECK(ir_loop_latch(&after, l) != IR_NIL);
    for (uint32_t k = 0; k < lp->nexits; k++) {
      uint32_t np;
      const IrId *p = ir_cfg_preds(&cfg, after.exits[lp->exit_start + k], &np);
      for (uint32_t j = 0; j < np; j++) CHECK(ir_loop_contains(&after, l, p[j]));
    }
  }
  /* a second run finds nothing to do */
  CHECK_EQ_INT(ir_loop_simplify(m->ctx, m, f, &changed), IR_OK);
  CHECK(!changed);
  ir_loops_release(&before);
  ir_loops_release(&after);
  ir_dom_release(&d);
  ir_cfg_release(&cfg);
}

static void test_simplify_random(void) {
  uint64_t seed = 4242;
  IrCtx *c = ir_ctx_new();
  int changed = 0;
  for (int round = 0; round < 500; round++) {
    IrModule *m = ir_module_new(c);
    Graph g;
    memset(&g, 0, sizeof g);
    g.n = 2 + (uint32_t)(rnd(&seed) % (MAXB - 2));
    for (uint32_t b = 0; b < g.n; b++) {
      g.nsucc[b] = b + 1 == g.n ? 0 : 1 + (uint32_t)(rnd(&seed) % MAXS);
      for (uint32_t k = 0; k < g.nsucc[b]; k++) {
        uint32_t to = rnd(&seed) % 3 ? b + 1 + (uint32_t)(rnd(&seed) % 3) : 1 + (uint32_t)(rnd(&seed) % (b + 1));
        g.succ[b][k] = to < g.n ? to : g.n - 1;
      }
    }
    IrFunc *f = build(m, &g);
    add_phis(m, f, &g);
    CHECK_EQ_INT(ir_verify_func(m, f), IR_OK);
    check_simplified(m, f, &g);
    changed += f->nblocks > g.n;
    ir_module_free(m);
  }
  CHECK(changed > 100);
  ir_ctx_free(c);
}

/* The pass: registered as a utility, never in the default pipeline, and
 * runnable by name. */
static void test_pass_registry(void) {
  const PassInfo *pi = pass_lookup("loop-simplify", 13);
  CHECK(pi != NULL && (pi->flags & PASS_UTILITY) && !(pi->flags & PASS_MUTANT));
  CHECK(strstr(pipeline_default(), "loop-simplify") == NULL);
  IrCtx *c = ir_ctx_new();
  Pipeline p;
  CHECK_EQ_INT(pipeline_parse(c, "default", &p), IR_OK);
  for (uint32_t k = 0; k < p.n; k++) CHECK(p.pass[k] != pi);
  CHECK_EQ_INT(pipeline_parse(c, "loop-simplify", &p), IR_OK);
  CHECK(p.n == 1 && p.pass[0] == pi);
  /* run it: a loop whose header has two outside predecessors */
  IrModule *m = ir_module_new(c);
  Graph g = graph(5, "0>1 0>2 1>2 2>3 3>2 3>4");
  build(m, &g);
  PassCtx pc;
  pass_ctx_init(&pc, c);
  bool changed = false;
  CHECK_EQ_INT(pipeline_run(&pc, &p, m, NULL), IR_OK);
  CHECK_EQ_INT(pi->run(&pc, m, &changed), IR_OK);
  CHECK(!changed);  /* the first run did it all */
  CHECK_EQ_INT(ir_func(m, 0)->nblocks, 6);
  ir_module_free(m);
  ir_ctx_free(c);
}

/* ------------------------------------------------------------------ */
/* Slot numbers, reuse, out of memory                                   */

static void test_slots(void) {
  IrCtx *c = ir_ctx_new();
  const char *src =
      "define i32 @f(i32 %0, i32 %n) {\n"
      "  %2 = add i32 %0, 1\n"
      "  br label %loop\n"
      "loop:\n"
      "  %i = phi i32 [ 0, %1 ], [ %4, %3 ]\n"
      "  br label %3\n"
      "3:\n"
      "  %4 = add i32 %i, 1\n"
      "  store i32 %4, ptr null\n"
      "  %5 = icmp ult i32 %4, %n\n"
      "  br i1 %5, label %loop, label %6\n"
      "6:\n"
      "  ret i32 %2\n"
      "}\n";
  IrModule *m = ir_parse(c, "slots.ll", src, strlen(src));
  CHECK(m != NULL);
  if (!m) {
    ir_ctx_free(c);
    return;
  }
  IrFunc *f = ir_func(m, 0);
  uint32_t a[2], b[8], i[16];
  CHECK_EQ_INT(ir_func_slots(f, a, b, i), 7);
  CHECK_EQ_INT(a[0], 0);
  CHECK_EQ_INT(a[1], IR_NIL);
  CHECK_EQ_INT(b[f->entry], 1);
  IrId b3 = f->blocks[f->blocks[f->entry].next].next;
  CHECK_EQ_INT(b[f->blocks[f->entry].next], IR_NIL);
  CHECK_EQ_INT(b[b3], 3);
  CHECK_EQ_INT(i[f->blocks[f->entry].first], 2);
  CHECK_EQ_INT(b[f->blocks[b3].next], 6);
  ir_module_free(m);
  ir_ctx_free(c);
}

static void test_reuse(void) {
  Fx x;
  fx_open(&x, 8, "0>1 1>2 2>3 3>2 3>4 4>1 4>5 5>6 6>6 6>7");
  Graph small = graph(3, "0>1 1>1 1>2");
  IrFunc *f2 = build(x.m, &small);
  IrCfg g2;
  IrDom d2;
  memset(&g2, 0, sizeof g2);
  memset(&d2, 0, sizeof d2);
  CHECK_EQ_INT(ir_cfg_compute(&g2, f2), IR_OK);
  CHECK_EQ_INT(ir_dom_compute(&d2, &g2), IR_OK);
  for (int round = 0; round < 3; round++) {
    CHECK_EQ_INT(ir_loops_compute(&x.L, &d2), IR_OK);
    CHECK_EQ_INT(x.L.nloops, 1);
    CHECK_EQ_INT(ir_loop_depth_of(&x.L, 2), 0);
    CHECK_EQ_INT(ir_loops_compute(&x.L, &x.d), IR_OK);
    CHECK_EQ_INT(x.L.nloops, 3);
    CHECK_EQ_INT(ir_loop_depth_of(&x.L, 3), 2);
  }
  ir_dom_release(&d2);
  ir_cfg_release(&g2);
  fx_close(&x);
}

static void test_deep_nest(void) {
  /* 2000 nested loops: block k heads loop k, block 2n-k is its latch;
   * the walks are iterative and containment is O(1) */
  IrCtx *c = ir_ctx_new();
  IrModule *m = ir_module_new(c);
  IrFunc *f = ir_func(m, ir_func_new(m, ir_strz(m, "deep"), IR_VOID, 1, (IrType[]){IR_I1}, false));
  uint32_t n = 2000, nb = 2 * n + 2;
  for (uint32_t k = 0; k < nb; k++) ir_block_new(f, 0);
  for (uint32_t k = 0; k < nb; k++) {
    IrId t;
    if (k <= n || k == nb - 1) {
      t = ir_inst_new(f, k == nb - 1 ? IR_RET : IR_BR, IR_VOID, k == nb - 1 ? 0 : 1);
      if (k != nb - 1) ir_set_opnd(f, t, 0, ir_ref(IR_RBLOCK, k + 1));
    } else {
      t = ir_inst_new(f, IR_CBR, IR_VOID, 3);
      ir_set_opnd(f, t, 0, ir_ref(IR_RARG, 0));
      ir_set_opnd(f, t, 1, ir_ref(IR_RBLOCK, 2 * n + 1 - k));  /* back to its header */
      ir_set_opnd(f, t, 2, ir_ref(IR_RBLOCK, k + 1));
    }
    ir_inst_append(f, k, t);
  }
  IrCfg g;
  IrDom d;
  IrLoops L;
  memset(&g, 0, sizeof g);
  memset(&d, 0, sizeof d);
  memset(&L, 0, sizeof L);
  CHECK_EQ_INT(ir_cfg_compute(&g, f), IR_OK);
  CHECK_EQ_INT(ir_dom_compute(&d, &g), IR_OK);
  CHECK_EQ_INT(ir_loops_compute(&L, &d), IR_OK);
  CHECK_EQ_INT(L.nloops, n);
  CHECK_EQ_INT(ir_loop_depth_of(&L, n), n);
  CHECK_EQ_INT(L.loop[n - 1].depth, n);
  CHECK(ir_loop_contains(&L, 0, n) && !ir_loop_contains(&L, n - 1, 1));
  ir_loops_release(&L);
  ir_dom_release(&d);
  ir_cfg_release(&g);
  ir_module_free(m);
  ir_ctx_free(c);
}

static void test_out_of_memory(void) {
  int failures = 0;
  for (long fail = 0; fail < 30; fail++) {
    TestAlloc a = {-1, false, 0, 0};
    IrCtx *c = ir_ctx_new_alloc(test_alloc, &a);
    IrModule *m = ir_module_new(c);
    Graph gr = graph(8, "0>1 1>2 2>3 3>2 3>4 4>1 4>5 5>6 6>6 6>7");
    IrFunc *f = build(m, &gr);
    IrCfg g;
    IrDom d;
    IrLoops L;
    memset(&g, 0, sizeof g);
    memset(&d, 0, sizeof d);
    memset(&L, 0, sizeof L);
    CHECK_EQ_INT(ir_cfg_compute(&g, f), IR_OK);
    CHECK_EQ_INT(ir_dom_compute(&d, &g), IR_OK);
    a.countdown = fail;
    IrStatus st = ir_loops_compute(&L, &d);
    a.countdown = -1;
    if (st == IR_OK) CHECK_EQ_INT(ir_loop_depth_of(&L, 3), 2);
    else {
      failures++;
      CHECK_EQ_INT(ir_ctx_status(c), IR_ENOMEM);
    }
    ir_loops_release(&L);
    ir_dom_release(&d);
    ir_cfg_release(&g);
    ir_module_free(m);
    ir_ctx_free(c);
    CHECK_EQ_INT(a.live, 0);
  }
  CHECK(failures >= 5);  /* every array's allocation was made to fail */
}

int main(void) {
  TEST(test_irreducible);
  TEST(test_latches_exits);
  TEST(test_nested);
  TEST(test_unreachable);
  TEST(test_self_loops);
  TEST(test_random);
  TEST(test_simplify_random);
  TEST(test_pass_registry);
  TEST(test_slots);
  TEST(test_reuse);
  TEST(test_deep_nest);
  TEST(test_out_of_memory);
  return TEST_END();
}

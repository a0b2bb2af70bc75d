/* tests/unit/test_analysis.c -- unit tests of core/analysis/cfg.c and dom.c:
 * successors, predecessors, reverse post-order, reachability and dominators
 * on hand-built CFGs (diamond, loops, irreducible graph, unreachable blocks,
 * self-loops), compared on a few hundred seeded random CFGs with a
 * brute-force dominance computation (a dominates b iff b cannot be reached
 * from the entry once a is removed), plus reuse and out-of-memory recovery. */
#include "analysis/analysis.h"
#include "test.h"
#include "test_ir.h"

/* ------------------------------------------------------------------ */
/* Building a function from an adjacency list                           */

#define MAXB GRAPH_MAXB
#define MAXS GRAPH_MAXS

/* ------------------------------------------------------------------ */
/* Reference computations                                               */

/* Blocks reachable from the entry without passing through block skip. */
static void reach_without(const Graph *g, uint32_t skip, bool *seen) {
  uint32_t stack[MAXB * MAXS + 1], sp = 0;
  memset(seen, 0, MAXB * sizeof *seen);
  if (skip == 0) return;
  seen[0] = true;
  stack[sp++] = 0;
  while (sp) {
    uint32_t b = stack[--sp];
    for (uint32_t k = 0; k < g->nsucc[b]; k++) {
      uint32_t s = g->succ[b][k];
      if (s != skip && !seen[s]) {
        seen[s] = true;
        stack[sp++] = s;
      }
    }
  }
}

typedef struct Ref {
  bool reach[MAXB];
  bool dom[MAXB][MAXB];  /* dom[a][b]: a dominates b, LLVM's conventions for unreachable */
  uint32_t idom[MAXB];
  uint32_t rpo[MAXB], nrpo;
} Ref;

static void dfs(const Graph *g, uint32_t b, bool *seen, uint32_t *post, uint32_t *np) {
  seen[b] = true;
  for (uint32_t k = 0; k < g->nsucc[b]; k++)
    if (!seen[g->succ[b][k]]) dfs(g, g->succ[b][k], seen, post, np);
  post[(*np)++] = b;
}

static void reference(const Graph *g, Ref *r) {
  bool seen[MAXB] = {false};
  uint32_t post[MAXB], np = 0;
  dfs(g, 0, seen, post, &np);
  r->nrpo = np;
  for (uint32_t i = 0; i < np; i++) r->rpo[i] = post[np - 1 - i];
  memcpy(r->reach, seen, sizeof seen);
  for (uint32_t a = 0; a < g->n; a++) {
    bool without[MAXB];
    reach_without(g, a, without);
    for (uint32_t b = 0; b < g->n; b++)
      r->dom[a][b] = a == b || !r->reach[b] || (r->reach[a] && !without[b]);
  }
  /* idom: the strict dominator that all other strict dominators dominate */
  for (uint32_t b = 0; b < g->n; b++) {
    r->idom[b] = IR_NIL;
    if (!r->reach[b] || b == 0) continue;
    for (uint32_t a = 0; a < g->n; a++) {
      if (a == b || !r->reach[a] || !r->dom[a][b]) continue;
      bool deepest = true;
      for (uint32_t c = 0; c < g->n; c++)
        if (c != b && c != a && r->reach[c] && r->dom[c][b] && !r->dom[c][a]) deepest = false;
      if (deepest) r->idom[b] = a;
    }
  }
}

/* Compares everything the analyses compute with the reference. */
static void compare(const Graph *gr, IrFunc *f) {
  Ref r;
  reference(gr, &r);
  IrCfg g;
  IrDom d;
  memset(&g, 0, sizeof g);
  memset(&d, 0, sizeof d);
  CHECK_EQ_INT(ir_cfg_compute(&g, f), IR_OK);
  CHECK_EQ_INT(ir_dom_compute(&d, &g), IR_OK);
  CHECK_EQ_INT(g.nrpo, r.nrpo);
  for (uint32_t i = 0; i < r.nrpo && i < g.nrpo; i++) CHECK_EQ_INT(g.rpo[i], r.rpo[i]);
  for (uint32_t b = 0; b < gr->n; b++) {
    uint32_t ns, np, expect_np = 0;
    const IrId *s = ir_cfg_succs(&g, b, &ns);
    CHECK_EQ_INT(ns, gr->nsucc[b]);
    for (uint32_t k = 0; k < ns && k < gr->nsucc[b]; k++) CHECK_EQ_INT(s[k], gr->succ[b][k]);
    const IrId *p = ir_cfg_preds(&g, b, &np);
    for (uint32_t a = 0; a < gr->n; a++) {
      uint32_t edges = 0, listed = 0;
      for (uint32_t k = 0; k < gr->nsucc[a]; k++) edges += gr->succ[a][k] == b;
      for (uint32_t k = 0; k < np; k++) listed += p[k] == a;
      CHECK_EQ_INT(listed, edges);
      CHECK_EQ_INT(ir_cfg_edge_count(&g, a, b), edges);
      expect_np += edges;
    }
    CHECK_EQ_INT(np, expect_np);
    CHECK_EQ_INT(ir_cfg_reachable(&g, b), r.reach[b]);
    CHECK_EQ_INT(ir_dom_idom(&d, b), r.idom[b]);
    for (uint32_t a = 0; a < gr->n; a++) {
      if (ir_dom_blocks(&d, a, b) != r.dom[a][b]) {
        CHECK(!"dominance differs from brute force");
        fprintf(stderr, "  blocks %u, %u\n", a, b);
      }
    }
  }
  /* tree children are exactly the blocks whose idom is b */
  uint32_t nchildren = 0;
  for (uint32_t b = 0; b < gr->n; b++) {
    uint32_t nc;
    const IrId *c = ir_dom_children(&d, b, &nc);
    for (uint32_t k = 0; k < nc; k++) CHECK_EQ_INT(r.idom[c[k]], b);
    nchildren += nc;
  }
  CHECK_EQ_INT(nchildren, r.nrpo ? r.nrpo - 1 : 0);
  /* nearest common dominator: a common dominator dominated by all others */
  for (uint32_t a = 0; a < gr->n; a++)
    for (uint32_t b = 0; b < gr->n; b++) {
      IrId c = ir_dom_common(&d, a, b);
      if (!r.reach[a] || !r.reach[b]) {
        CHECK_EQ_INT(c, IR_NIL);
        continue;
      }
      CHECK(c != IR_NIL && r.dom[c][a] && r.dom[c][b]);
      for (uint32_t x = 0; c != IR_NIL && x < gr->n; x++)
        if (r.reach[x] && r.dom[x][a] && r.dom[x][b]) CHECK(r.dom[x][c]);
    }
  ir_dom_release(&d);
  ir_cfg_release(&g);
}

static void check_graph(uint32_t n, const char *edges) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = ir_module_new(c);
  Graph gr = graph(n, edges);
  compare(&gr, ir_func(m, graph_build(m, &gr, "f")));
  ir_module_free(m);
  ir_ctx_free(c);
}

/* ------------------------------------------------------------------ */
/* Hand-built CFGs with the expected answers spelled out                */

typedef struct Fixture {
  IrCtx *c;
  IrModule *m;
  IrFunc *f;
  IrCfg g;
  IrDom d;
} Fixture;

static void fx_open(Fixture *x, uint32_t n, const char *edges) {
  memset(x, 0, sizeof *x);
  x->c = ir_ctx_new();
  x->m = ir_module_new(x->c);
  Graph gr = graph(n, edges);
  x->f = ir_func(x->m, graph_build(x->m, &gr, "f"));
  CHECK_EQ_INT(ir_cfg_compute(&x->g, x->f), IR_OK);
  CHECK_EQ_INT(ir_dom_compute(&x->d, &x->g), IR_OK);
}

static void fx_close(Fixture *x) {
  ir_dom_release(&x->d);
  ir_cfg_release(&x->g);
  ir_module_free(x->m);
  ir_ctx_free(x->c);
}

static void check_idoms(Fixture *x, const uint32_t *expect) {
  for (uint32_t b = 0; b < x->f->nblocks; b++) CHECK_EQ_INT(ir_dom_idom(&x->d, b), expect[b]);
}

static void test_diamond(void) {
  Fixture x;
  fx_open(&x, 4, "0>1 0>2 1>3 2>3");
  const uint32_t idom[] = {IR_NIL, 0, 0, 0};
  check_idoms(&x, idom);
  uint32_t n;
  const IrId *p = ir_cfg_preds(&x.g, 3, &n);
  CHECK_EQ_INT(n, 2);
  CHECK(n == 2 && p[0] == 1 && p[1] == 2);
  CHECK_EQ_INT(x.g.nrpo, 4);
  CHECK_EQ_INT(x.g.rpo[0], 0);
  CHECK_EQ_INT(x.g.rpo[3], 3);
  CHECK(!ir_dom_blocks(&x.d, 1, 3));
  CHECK(ir_dom_blocks(&x.d, 0, 3));
  CHECK(ir_dom_blocks(&x.d, 3, 3));
  CHECK(!ir_dom_blocks_strict(&x.d, 3, 3));
  CHECK_EQ_INT(ir_dom_common(&x.d, 1, 2), 0);
  fx_close(&x);
  check_graph(4, "0>1 0>2 1>3 2>3");
}

static void test_loops(void) {
  Fixture x;
  /* 0 -> 1 (header) -> 2 (body) -> 1; 1 -> 3 (exit); nested: 2 -> 4 -> 2 */
  fx_open(&x, 5, "0>1 1>2 1>3 2>4 2>1 4>2");
  const uint32_t idom[] = {IR_NIL, 0, 1, 1, 2};
  check_idoms(&x, idom);
  CHECK(ir_dom_blocks(&x.d, 1, 4));
  CHECK(!ir_dom_blocks(&x.d, 4, 1));
  fx_close(&x);
  check_graph(5, "0>1 1>2 1>3 2>4 2>1 4>2");
}

static void test_irreducible(void) {
  Fixture x;
  /* two entries into the cycle 1 <-> 2: neither dominates the other */
  fx_open(&x, 4, "0>1 0>2 1>2 2>1 1>3");
  const uint32_t idom[] = {IR_NIL, 0, 0, 1};
  check_idoms(&x, idom);
  CHECK(!ir_dom_blocks(&x.d, 1, 2));
  CHECK(!ir_dom_blocks(&x.d, 2, 1));
  fx_close(&x);
  check_graph(4, "0>1 0>2 1>2 2>1 1>3");
  /* the classic irreducible example needing several sweeps */
  check_graph(6, "0>1 0>2 1>3 2>4 3>4 4>3 3>5 4>5 5>0");
}

static void test_unreachable(void) {
  Fixture x;
  /* 2 and 3 are unreachable; 2 branches into reachable code, 3 loops */
  fx_open(&x, 5, "0>1 1>4 2>1 3>3 3>2");
  CHECK(!ir_cfg_reachable(&x.g, 2));
  CHECK(!ir_cfg_reachable(&x.g, 3));
  CHECK_EQ_INT(x.g.nrpo, 3);
  const uint32_t idom[] = {IR_NIL, 0, IR_NIL, IR_NIL, 1};
  check_idoms(&x, idom);
  uint32_t n;
  ir_cfg_preds(&x.g, 1, &n);
  CHECK_EQ_INT(n, 2); /* the unreachable block is still a predecessor */
  CHECK(ir_dom_blocks(&x.d, 4, 2)); /* everything dominates unreachable blocks */
  CHECK(!ir_dom_blocks(&x.d, 2, 4));
  CHECK(!ir_dom_blocks(&x.d, 2, 1));
  CHECK_EQ_INT(ir_dom_common(&x.d, 2, 1), IR_NIL);
  fx_close(&x);
  check_graph(5, "0>1 1>4 2>1 3>3 3>2");
}

static void test_self_loop(void) {
  Fixture x;
  fx_open(&x, 3, "0>1 1>1 1>2");
  const uint32_t idom[] = {IR_NIL, 0, 1};
  check_idoms(&x, idom);
  CHECK_EQ_INT(ir_cfg_edge_count(&x.g, 1, 1), 1);
  fx_close(&x);
  check_graph(3, "0>1 1>1 1>2");
  check_graph(1, "0>0");          /* entry loops to itself */
  check_graph(1, "");             /* one block */
  check_graph(3, "0>1 0>1 1>2");  /* two edges to the same block */
  check_graph(3, "0>1 0>2 0>1 0>2"); /* switch with repeated targets */
}

/* ------------------------------------------------------------------ */
/* Instruction and use dominance                                        */

static void test_inst_dominance(void) {
  /* 0: %a = add; br 1 | 1: %p = phi [%a, 0], [%b, 1]; %b = add %p; cbr 1, 2 | 2: ret
   * 3 (unreachable): %u = add %b */
  IrCtx *c = ir_ctx_new();
  IrModule *m = ir_module_new(c);
  Graph gr = graph(4, "0>1 1>1 1>2 3>2");
  IrFunc *f = ir_func(m, graph_build(m, &gr, "f"));
  IrId a = ir_inst_new(f, IR_ADD, IR_I32, 2);
  ir_set_opnd(f, a, 0, ir_ref(IR_RARG, 1));
  ir_set_opnd(f, a, 1, ir_ref(IR_RARG, 1));
  ir_inst_insert_before(f, f->blocks[0].first, a);
  IrId p = ir_inst_new(f, IR_PHI, IR_I32, 4);
  ir_inst_insert_before(f, f->blocks[1].first, p);
  IrId b = ir_inst_new(f, IR_ADD, IR_I32, 2);
  ir_set_opnd(f, b, 0, ir_inst_ref(p));
  ir_set_opnd(f, b, 1, ir_inst_ref(a));
  ir_inst_insert_after(f, p, b);
  ir_set_opnd(f, p, 0, ir_inst_ref(a));
  ir_set_opnd(f, p, 1, ir_ref(IR_RBLOCK, 0));
  ir_set_opnd(f, p, 2, ir_inst_ref(b));
  ir_set_opnd(f, p, 3, ir_ref(IR_RBLOCK, 1));
  IrId u = ir_inst_new(f, IR_ADD, IR_I32, 2);
  ir_set_opnd(f, u, 0, ir_inst_ref(b));
  ir_set_opnd(f, u, 1, ir_inst_ref(u));
  ir_inst_insert_before(f, f->blocks[3].first, u);
  IrCfg g;
  IrDom d;
  memset(&g, 0, sizeof g);
  memset(&d, 0, sizeof d);
  CHECK_EQ_INT(ir_cfg_compute(&g, f), IR_OK);
  CHECK_EQ_INT(ir_dom_compute(&d, &g), IR_OK);
  CHECK(ir_dom_insts(&d, a, b));
  CHECK(ir_dom_insts(&d, p, b));
  CHECK(!ir_dom_insts(&d, b, p));       /* later in the same block */
  CHECK(!ir_dom_insts(&d, b, b));       /* never itself */
  CHECK(ir_dom_use(&d, b, p, 2));       /* phi use at the end of block 1 */
  CHECK(ir_dom_use(&d, a, p, 0));
  CHECK(ir_dom_insts(&d, b, u));        /* unreachable users are dominated */
  CHECK(ir_dom_insts(&d, u, u));
  CHECK(!ir_dom_insts(&d, u, a));       /* unreachable defs dominate nothing reachable */
  CHECK(ir_dom_insts(&d, a, f->blocks[2].first));
  CHECK(!ir_dom_insts(&d, b, f->blocks[0].last));
  ir_dom_release(&d);
  ir_cfg_release(&g);
  ir_module_free(m);
  ir_ctx_free(c);
}

/* ------------------------------------------------------------------ */
/* Random CFGs against brute force                                      */

static uint64_t rng_next(uint64_t *s) {
  *s = *s * 6364136223846793005ull + 1442695040888963407ull;
  return *s >> 33;
}

static Graph random_graph(uint64_t *s) {
  Graph g;
  memset(&g, 0, sizeof g);
  g.n = 1 + (uint32_t)(rng_next(s) % 24);
  for (uint32_t b = 0; b < g.n; b++) {
    uint32_t r = (uint32_t)(rng_next(s) % 10);
    uint32_t ns = r < 2 ? 0 : r < 5 ? 1 : r < 9 ? 2 : 3 + (uint32_t)(rng_next(s) % 2);
    for (uint32_t k = 0; k < ns; k++) {
      /* mostly forward edges, some back edges and far jumps */
      uint32_t t = rng_next(s) % 4 ? b + 1 + (uint32_t)(rng_next(s) % 3) : (uint32_t)(rng_next(s) % g.n);
      g.succ[b][g.nsucc[b]++] = t < g.n ? t : g.n - 1;
    }
  }
  return g;
}

static void test_random(void) {
  uint64_t seed = 12345;
  int rounds = test_long() ? 5000 : 400;
  IrCtx *c = ir_ctx_new();
  for (int i = 0; i < rounds; i++) {
    IrModule *m = ir_module_new(c);
    Graph gr = random_graph(&seed);
    compare(&gr, ir_func(m, graph_build(m, &gr, "f")));
    ir_module_free(m);
  }
  ir_ctx_free(c);
}

/* ------------------------------------------------------------------ */
/* Reuse, size, out of memory                                           */

static void test_reuse(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = ir_module_new(c);
  Graph big = graph(6, "0>1 1>2 2>3 3>4 4>5 5>1"), small = graph(2, "0>1");
  IrFunc *f1 = ir_func(m, graph_build(m, &big, "big")), *f2 = ir_func(m, graph_build(m, &small, "small"));
  IrCfg g;
  IrDom d;
  memset(&g, 0, sizeof g);
  memset(&d, 0, sizeof d);
  for (int round = 0; round < 3; round++) {
    CHECK_EQ_INT(ir_cfg_compute(&g, f1), IR_OK);
    CHECK_EQ_INT(ir_dom_compute(&d, &g), IR_OK);
    CHECK_EQ_INT(ir_dom_idom(&d, 5), 4);
    CHECK_EQ_INT(ir_cfg_compute(&g, f2), IR_OK);
    CHECK_EQ_INT(ir_dom_compute(&d, &g), IR_OK);
    CHECK_EQ_INT(g.nrpo, 2);
    CHECK_EQ_INT(ir_dom_idom(&d, 1), 0);
  }
  /* a function whose body lost all blocks: empty results, no crash */
  uint32_t e = ir_func_new(m, ir_strz(m, "empty"), IR_VOID, 0, NULL, false);
  CHECK_EQ_INT(ir_cfg_compute(&g, ir_func(m, e)), IR_OK);
  CHECK_EQ_INT(ir_dom_compute(&d, &g), IR_OK);
  CHECK_EQ_INT(g.nrpo, 0);
  ir_dom_release(&d);
  ir_cfg_release(&g);
  ir_dom_release(&d); /* releasing twice is harmless */
  ir_module_free(m);
  ir_ctx_free(c);
}

static void test_long_chain(void) {
  /* 50000 blocks in a chain with a back edge: the walks are iterative */
  IrCtx *c = ir_ctx_new();
  IrModule *m = ir_module_new(c);
  uint32_t fi = ir_func_new(m, ir_strz(m, "chain"), IR_VOID, 0, NULL, false);
  IrFunc *f = ir_func(m, fi);
  uint32_t n = 50000;
  for (uint32_t k = 0; k < n; k++) ir_block_new(f, 0);
  for (uint32_t k = 0; k < n; k++) {
    IrId t;
    if (k + 1 < n) {
      t = ir_inst_new(f, IR_BR, IR_VOID, 1);
      ir_set_opnd(f, t, 0, ir_ref(IR_RBLOCK, k + 1));
    } else {
      t = ir_inst_new(f, IR_BR, IR_VOID, 1);
      ir_set_opnd(f, t, 0, ir_ref(IR_RBLOCK, 1));
    }
    ir_inst_append(f, k, t);
  }
  IrCfg g;
  IrDom d;
  memset(&g, 0, sizeof g);
  memset(&d, 0, sizeof d);
  CHECK_EQ_INT(ir_cfg_compute(&g, f), IR_OK);
  CHECK_EQ_INT(ir_dom_compute(&d, &g), IR_OK);
  CHECK_EQ_INT(g.nrpo, n);
  CHECK_EQ_INT(ir_dom_idom(&d, n - 1), n - 2);
  CHECK(ir_dom_blocks(&d, 1, n - 1));
  CHECK(!ir_dom_blocks(&d, n - 1, 1));
  ir_dom_release(&d);
  ir_cfg_release(&g);
  ir_module_free(m);
  ir_ctx_free(c);
}



static void test_out_of_memory(void) {
  /* fail each allocation of the analyses in turn: ENOMEM, no leak */
  for (long fail = 0; fail < 40; fail++) {
    TestAlloc a = {.countdown = -1};
    IrCtx *c = ir_ctx_new_alloc(test_alloc, &a);
    IrModule *m = ir_module_new(c);
    Graph gr = graph(5, "0>1 1>2 1>3 2>4 2>1 4>2");
    IrFunc *f = ir_func(m, graph_build(m, &gr, "f"));
    IrCfg g;
    IrDom d;
    memset(&g, 0, sizeof g);
    memset(&d, 0, sizeof d);
    a.countdown = fail;
    IrStatus s1 = ir_cfg_compute(&g, f);
    IrStatus s2 = s1 == IR_OK ? ir_dom_compute(&d, &g) : IR_ENOMEM;
    a.countdown = -1;
    if (s2 == IR_OK) CHECK_EQ_INT(ir_dom_idom(&d, 4), 2);
    else CHECK_EQ_INT(ir_ctx_status(c), IR_ENOMEM);
    ir_dom_release(&d);
    ir_cfg_release(&g);
    ir_module_free(m);
    ir_ctx_free(c);
    CHECK_EQ_INT(a.live, 0);
  }
}

int main(void) {
  TEST(test_diamond);
  TEST(test_loops);
  TEST(test_irreducible);
  TEST(test_unreachable);
  TEST(test_self_loop);
  TEST(test_inst_dominance);
  TEST(test_random);
  TEST(test_reuse);
  TEST(test_long_chain);
  TEST(test_out_of_memory);
  return TEST_END();
}

/* core/analysis/cfg.c -- the control-flow graph of one function:
 * successor and predecessor lists (compressed rows, one entry per edge),
 * reverse post-order and reachability from the entry.
 *
 * Contract: see core/analysis/analysis.h.  O(blocks + edges); the
 * depth-first walk is iterative, so deep CFGs cannot overflow the C stack.
 */
#include <string.h>

#include "analysis.h"

static void free_block_arrays(IrCfg *g) {
  size_t nb = g->capblocks, w = sizeof(uint32_t);
  if (!nb) return;
  ir_alloc(g->ctx, g->succ_start, (nb + 1) * w, 0);
  ir_alloc(g->ctx, g->pred_start, (nb + 1) * w, 0);
  ir_alloc(g->ctx, g->rpo, nb * w, 0);
  ir_alloc(g->ctx, g->rpo_index, nb * w, 0);
  ir_alloc(g->ctx, g->work, 2 * nb * w, 0);
  g->succ_start = g->pred_start = g->rpo = g->rpo_index = g->work = NULL;
  g->capblocks = 0;
}

static void free_edge_arrays(IrCfg *g) {
  size_t ne = g->capedges;
  if (!ne) return;
  ir_alloc(g->ctx, g->succ, ne * sizeof(IrId), 0);
  ir_alloc(g->ctx, g->pred, ne * sizeof(IrId), 0);
  g->succ = g->pred = NULL;
  g->capedges = 0;
}

/* Replaces the arrays of g by larger ones when needed (contents are not
 * kept).  All or nothing: false, with the error recorded, when memory runs
 * out, and g keeps its old arrays. */
static bool cfg_reserve(IrCfg *g, uint32_t nblocks, uint32_t nedges) {
  IrCtx *c = g->ctx;
  if (nblocks < 1) nblocks = 1;
  if (nedges < 1) nedges = 1;
  if (nblocks > g->capblocks) {
    size_t w = sizeof(uint32_t);
    uint32_t *ss = ir_alloc(c, NULL, 0, (nblocks + 1) * w), *ps = ir_alloc(c, NULL, 0, (nblocks + 1) * w);
    uint32_t *ro = ir_alloc(c, NULL, 0, nblocks * w), *ri = ir_alloc(c, NULL, 0, nblocks * w);
    uint32_t *wk = ir_alloc(c, NULL, 0, 2 * (size_t)nblocks * w);
    if (!ss || !ps || !ro || !ri || !wk) {
      if (ss) ir_alloc(c, ss, (nblocks + 1) * w, 0);
      if (ps) ir_alloc(c, ps, (nblocks + 1) * w, 0);
      if (ro) ir_alloc(c, ro, nblocks * w, 0);
      if (ri) ir_alloc(c, ri, nblocks * w, 0);
      if (wk) ir_alloc(c, wk, 2 * (size_t)nblocks * w, 0);
      ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
      return false;
    }
    free_block_arrays(g);
    g->succ_start = ss, g->pred_start = ps, g->rpo = ro, g->rpo_index = ri, g->work = wk;
    g->capblocks = nblocks;
  }
  if (nedges > g->capedges) {
    IrId *su = ir_alloc(c, NULL, 0, nedges * sizeof(IrId)), *pr = ir_alloc(c, NULL, 0, nedges * sizeof(IrId));
    if (!su || !pr) {
      if (su) ir_alloc(c, su, nedges * sizeof(IrId), 0);
      if (pr) ir_alloc(c, pr, nedges * sizeof(IrId), 0);
      ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
      return false;
    }
    free_edge_arrays(g);
    g->succ = su, g->pred = pr;
    g->capedges = nedges;
  }
  return true;
}

/* The terminator of live block b, or IR_NIL. */
static IrId block_term(const IrFunc *f, IrId b) {
  IrId l = f->blocks[b].last;
  if (l == IR_NIL || l >= f->ninsts || f->insts[l].op >= IR_NOPS) return IR_NIL;
  return (ir_opinfo[f->insts[l].op].props & IR_P_TERM) ? l : IR_NIL;
}

static bool valid_target(const IrFunc *f, IrRef r) {
  return ir_ref_is(r, IR_RBLOCK) && ir_ref_idx(r) < f->nblocks && !f->blocks[ir_ref_idx(r)].dead;
}

/* Calls visit(g, from, to) for every edge of live block b. */
#define FOR_EDGES(f, b, to, body)                                   \
  do {                                                              \
    IrId t_ = block_term((f), (b));                                 \
    if (t_ == IR_NIL) break;                                        \
    const IrInst *in_ = &(f)->insts[t_];                            \
    for (uint32_t k_ = 0; k_ < in_->nops; k_++) {                   \
      IrRef r_ = (f)->uses[in_->op0 + k_].ref;                      \
      if (!valid_target((f), r_)) continue;                         \
      IrId to = ir_ref_idx(r_);                                     \
      body;                                                         \
    }                                                               \
  } while (0)

/* Bounded walk of the layout list: a corrupted (cyclic) list stops after
 * nblocks steps instead of looping. */
#define FOR_LIVE_BLOCKS(f, b)                                                  \
  for (IrId b = (f)->entry, n_ = 0; b != IR_NIL && b < (f)->nblocks && n_ < (f)->nblocks; \
       b = (f)->blocks[b].next, n_++)                                          \
    if (!(f)->blocks[b].dead)

static uint32_t count_edges(const IrFunc *f) {
  uint32_t n = 0;
  FOR_LIVE_BLOCKS(f, b) FOR_EDGES(f, b, to, { (void)to; n++; });
  return n;
}

static void fill_edges(IrCfg *g) {
  const IrFunc *f = g->f;
  uint32_t nb = g->nblocks;
  for (uint32_t b = 0; b <= nb; b++) g->succ_start[b] = g->pred_start[b] = 0;
  FOR_LIVE_BLOCKS(f, b) FOR_EDGES(f, b, to, { g->succ_start[b + 1]++; g->pred_start[to + 1]++; });
  for (uint32_t b = 0; b < nb; b++) {
    g->succ_start[b + 1] += g->succ_start[b];
    g->pred_start[b + 1] += g->pred_start[b];
  }
  /* work[] holds the next free slot of each block's pred row */
  uint32_t *next = g->work;
  for (uint32_t b = 0; b < nb; b++) next[b] = g->pred_start[b];
  FOR_LIVE_BLOCKS(f, b) {
    uint32_t s = g->succ_start[b];
    FOR_EDGES(f, b, to, { g->succ[s++] = to; g->pred[next[to]++] = b; });
  }
}

/* Iterative depth-first walk from the entry: blocks are appended to rpo in
 * post-order, then the array is reversed.  work[] is the stack of
 * (block, index of the next successor to visit) pairs. */
static void compute_rpo(IrCfg *g) {
  const IrFunc *f = g->f;
  uint32_t nb = g->nblocks, *stack = g->work, sp = 0, npost = 0;
  for (uint32_t b = 0; b < nb; b++) g->rpo_index[b] = IR_NIL;
  g->nrpo = 0;
  IrId e = f->entry;
  if (e == IR_NIL || e >= nb || f->blocks[e].dead) return;
  g->rpo_index[e] = 0; /* visited */
  stack[sp++] = e;
  stack[sp++] = g->succ_start[e];
  while (sp) {
    IrId b = stack[sp - 2];
    uint32_t k = stack[sp - 1];
    if (k < g->succ_start[b + 1]) {
      stack[sp - 1] = k + 1;
      IrId s = g->succ[k];
      if (g->rpo_index[s] == IR_NIL) {
        g->rpo_index[s] = 0;
        stack[sp++] = s;
        stack[sp++] = g->succ_start[s];
      }
      continue;
    }
    g->rpo[npost++] = b;
    sp -= 2;
  }
  for (uint32_t i = 0; i < npost / 2; i++) {
    IrId t = g->rpo[i];
    g->rpo[i] = g->rpo[npost - 1 - i];
    g->rpo[npost - 1 - i] = t;
  }
  for (uint32_t i = 0; i < npost; i++) g->rpo_index[g->rpo[i]] = i;
  g->nrpo = npost;
}

IrStatus ir_cfg_compute(IrCfg *g, const IrFunc *f) {
  if (g->ctx && g->ctx != f->mod->ctx) ir_cfg_release(g); /* arrays of another context */
  g->ctx = f->mod->ctx;
  g->f = f;
  g->nblocks = 0;
  g->nrpo = 0;
  uint32_t nedges = count_edges(f);
  if (!cfg_reserve(g, f->nblocks, nedges)) return IR_ENOMEM;
  g->nblocks = f->nblocks;
  g->nedges = nedges;
  fill_edges(g);
  compute_rpo(g);
  return IR_OK;
}

void ir_cfg_release(IrCfg *g) {
  if (g->ctx) {
    free_block_arrays(g);
    free_edge_arrays(g);
  }
  memset(g, 0, sizeof *g);
}

uint32_t ir_cfg_edge_count(const IrCfg *g, IrId p, IrId b) {
  uint32_t n, k = 0;
  const IrId *s = ir_cfg_succs(g, p, &n);
  for (uint32_t i = 0; i < n; i++) k += s[i] == b;
  return k;
}

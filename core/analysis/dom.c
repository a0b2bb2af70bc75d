/* core/analysis/dom.c -- dominators of one function: immediate dominators
 * by the Cooper-Harvey-Kennedy iterative algorithm, the dominator tree with
 * depth-first entry/exit times, and O(1) dominance queries for blocks,
 * instructions and operand uses (phi operands are used at the end of their
 * incoming block).
 *
 * Contract: see core/analysis/analysis.h.
 */
#include <string.h>

#include "analysis.h"

/* ------------------------------------------------------------------ */
/* The method                                                           */
/*
 * Block a dominates block b when every path from the entry to b passes
 * through a.  The immediate dominator idom(b) of a reachable b other than
 * the entry is the dominator of b closest to b; the idom links form a tree
 * rooted at the entry, and the dominators of b are exactly its ancestors.
 *
 * Cooper, Harvey and Kennedy, "A Simple, Fast Dominance Algorithm" (Software
 * Practice and Experience, 2001), compute the tree directly as the fixed
 * point of the data-flow equation
 *
 *     idom(b) = the nearest common ancestor, in the tree built so far, of
 *               the predecessors of b that already have an idom
 *
 * iterating over the blocks in reverse post-order (RPO) until nothing
 * changes.  Blocks are named by their RPO position, so the entry is 0 and
 * every block's tree ancestors have smaller numbers than the block itself.
 * The nearest common ancestor of two blocks is found by the "two fingers"
 * walk (intersect): repeatedly move the finger with the larger number up to
 * its idom until both fingers meet.
 *
 * In RPO every reachable block except the entry has a predecessor earlier
 * in the order (its parent in the depth-first tree), so each block gets an
 * idom in the first sweep; later sweeps only refine it where a back edge
 * brings in a predecessor that was not processed yet.  For reducible CFGs
 * the second sweep changes nothing (the paper shows at most d(G) + 3 sweeps
 * in general, d the loop connectedness); irreducible graphs converge too,
 * just after more sweeps.  Predecessors that are unreachable never get an
 * idom and are ignored, which gives LLVM's treatment of unreachable code.
 *
 * Dominance queries then use the tree: a walk of the tree numbers each
 * block on entry (pre) and exit (post), and a dominates b iff
 * pre(a) <= pre(b) and post(b) <= post(a).  Within one block, instruction
 * order decides (inst_pos).
 */

/* ------------------------------------------------------------------ */
/* Arrays                                                               */

static void free_block_arrays(IrDom *d) {
  size_t nb = d->capblocks, w = sizeof(uint32_t);
  if (!nb) return;
  ir_alloc(d->ctx, d->idom, nb * w, 0);
  ir_alloc(d->ctx, d->pre, nb * w, 0);
  ir_alloc(d->ctx, d->post, nb * w, 0);
  ir_alloc(d->ctx, d->child_start, (nb + 1) * w, 0);
  ir_alloc(d->ctx, d->child, nb * w, 0);
  ir_alloc(d->ctx, d->work, 2 * nb * w, 0);
  d->idom = d->pre = d->post = d->child_start = d->child = d->work = NULL;
  d->capblocks = 0;
}

static void free_inst_array(IrDom *d) {
  if (!d->capinsts) return;
  ir_alloc(d->ctx, d->inst_pos, d->capinsts * sizeof(uint32_t), 0);
  d->inst_pos = NULL;
  d->capinsts = 0;
}

/* All or nothing, like cfg_reserve (cfg.c). */
static bool dom_reserve(IrDom *d, uint32_t nblocks, uint32_t ninsts) {
  IrCtx *c = d->ctx;
  size_t w = sizeof(uint32_t);
  if (nblocks < 1) nblocks = 1;
  if (ninsts < 1) ninsts = 1;
  if (nblocks > d->capblocks) {
    size_t n = nblocks;
    uint32_t *a[6] = {ir_alloc(c, NULL, 0, n * w), ir_alloc(c, NULL, 0, n * w), ir_alloc(c, NULL, 0, n * w),
                      ir_alloc(c, NULL, 0, (n + 1) * w), ir_alloc(c, NULL, 0, n * w),
                      ir_alloc(c, NULL, 0, 2 * n * w)};
    size_t sz[6] = {n * w, n * w, n * w, (n + 1) * w, n * w, 2 * n * w};
    bool ok = true;
    for (int i = 0; i < 6; i++) ok = ok && a[i];
    if (!ok) {
      for (int i = 0; i < 6; i++)
        if (a[i]) ir_alloc(c, a[i], sz[i], 0);
      ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
      return false;
    }
    free_block_arrays(d);
    d->idom = a[0], d->pre = a[1], d->post = a[2], d->child_start = a[3], d->child = a[4], d->work = a[5];
    d->capblocks = nblocks;
  }
  if (ninsts > d->capinsts) {
    uint32_t *p = ir_alloc(c, NULL, 0, ninsts * w);
    if (!p) {
      ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
      return false;
    }
    free_inst_array(d);
    d->inst_pos = p;
    d->capinsts = ninsts;
  }
  return true;
}

void ir_dom_release(IrDom *d) {
  if (d->ctx) {
    free_block_arrays(d);
    free_inst_array(d);
  }
  memset(d, 0, sizeof *d);
}

/* ------------------------------------------------------------------ */
/* Immediate dominators                                                 */

/* The two-finger walk over RPO positions: the nearest common ancestor of
 * a and b in the tree doms[] (indexed and valued by RPO position). */
static uint32_t intersect(const uint32_t *doms, uint32_t a, uint32_t b) {
  while (a != b) {
    while (a > b) a = doms[a];
    while (b > a) b = doms[b];
  }
  return a;
}

/* Fills d->idom.  doms[] (in work) holds the idom of every RPO position by
 * RPO position, IR_NIL while unknown. */
static void compute_idoms(IrDom *d) {
  const IrCfg *g = d->cfg;
  uint32_t n = g->nrpo, *doms = d->work;
  for (uint32_t i = 0; i < n; i++) doms[i] = IR_NIL;
  if (n) doms[0] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = 1; i < n; i++) {
      uint32_t np, nd = IR_NIL;
      const IrId *p = ir_cfg_preds(g, g->rpo[i], &np);
      for (uint32_t k = 0; k < np; k++) {
        uint32_t pi = g->rpo_index[p[k]];
        if (pi == IR_NIL || doms[pi] == IR_NIL) continue; /* unreachable or not processed yet */
        nd = nd == IR_NIL ? pi : intersect(doms, pi, nd);
      }
      if (doms[i] != nd) {
        doms[i] = nd;
        changed = true;
      }
    }
  }
  for (uint32_t b = 0; b < d->nblocks; b++) d->idom[b] = IR_NIL;
  for (uint32_t i = 1; i < n; i++) d->idom[g->rpo[i]] = g->rpo[doms[i]];
}

/* Children lists (compressed rows, in RPO order) and pre/post times of an
 * iterative walk of the tree; work[] is the stack of (block, next child). */
static void compute_tree(IrDom *d) {
  const IrCfg *g = d->cfg;
  uint32_t nb = d->nblocks, n = g->nrpo;
  for (uint32_t b = 0; b <= nb; b++) d->child_start[b] = 0;
  for (uint32_t i = 1; i < n; i++) d->child_start[d->idom[g->rpo[i]] + 1]++;
  for (uint32_t b = 0; b < nb; b++) d->child_start[b + 1] += d->child_start[b];
  uint32_t *next = d->work;
  for (uint32_t b = 0; b < nb; b++) {
    next[b] = d->child_start[b];
    d->pre[b] = d->post[b] = IR_NIL;
  }
  for (uint32_t i = 1; i < n; i++) {
    IrId b = g->rpo[i];
    d->child[next[d->idom[b]]++] = b;
  }
  if (!n) return;
  uint32_t *stack = d->work, sp = 0, clock = 0;
  stack[sp++] = g->rpo[0];
  stack[sp++] = d->child_start[g->rpo[0]];
  d->pre[g->rpo[0]] = clock++;
  while (sp) {
    IrId b = stack[sp - 2];
    uint32_t k = stack[sp - 1];
    if (k < d->child_start[b + 1]) {
      stack[sp - 1] = k + 1;
      IrId c = d->child[k];
      d->pre[c] = clock++;
      stack[sp++] = c;
      stack[sp++] = d->child_start[c];
      continue;
    }
    d->post[b] = clock++;
    sp -= 2;
  }
}

/* Position of every attached instruction in its block (bounded walks). */
static void compute_positions(IrDom *d) {
  const IrFunc *f = d->cfg->f;
  for (IrId b = f->entry, nb = 0; b != IR_NIL && b < f->nblocks && nb < f->nblocks;
       b = f->blocks[b].next, nb++) {
    uint32_t pos = 0;
    for (IrId i = f->blocks[b].first; i != IR_NIL && i < f->ninsts && pos < f->ninsts;
         i = f->insts[i].next)
      d->inst_pos[i] = pos++;
  }
}

IrStatus ir_dom_compute(IrDom *d, const IrCfg *g) {
  if (d->ctx && d->ctx != g->ctx) ir_dom_release(d);
  d->ctx = g->ctx;
  d->cfg = g;
  d->nblocks = 0;
  d->ninsts = 0;
  if (!dom_reserve(d, g->nblocks, g->f->ninsts)) return IR_ENOMEM;
  d->nblocks = g->nblocks;
  d->ninsts = g->f->ninsts;
  compute_idoms(d);
  compute_tree(d);
  compute_positions(d);
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* Queries                                                              */

bool ir_dom_blocks(const IrDom *d, IrId a, IrId b) {
  const IrCfg *g = d->cfg;
  if (a == b) return true;
  if (!ir_cfg_reachable(g, b)) return true;
  if (!ir_cfg_reachable(g, a)) return false;
  return d->pre[a] <= d->pre[b] && d->post[b] <= d->post[a];
}

bool ir_dom_blocks_strict(const IrDom *d, IrId a, IrId b) {
  return a != b && ir_dom_blocks(d, a, b);
}

IrId ir_dom_common(const IrDom *d, IrId a, IrId b) {
  const IrCfg *g = d->cfg;
  if (!ir_cfg_reachable(g, a) || !ir_cfg_reachable(g, b)) return IR_NIL;
  while (a != b) {
    while (g->rpo_index[a] > g->rpo_index[b]) a = d->idom[a];
    while (g->rpo_index[b] > g->rpo_index[a]) b = d->idom[b];
  }
  return a;
}

bool ir_dom_insts(const IrDom *d, IrId def, IrId user) {
  const IrFunc *f = d->cfg->f;
  IrId db = f->insts[def].block, ub = f->insts[user].block;
  if (!ir_cfg_reachable(d->cfg, ub)) return true;
  if (!ir_cfg_reachable(d->cfg, db)) return false;
  if (def == user) return false;
  if (db != ub) return ir_dom_blocks(d, db, ub);
  return d->inst_pos[def] < d->inst_pos[user];
}

bool ir_dom_use(const IrDom *d, IrId def, IrId user, uint32_t k) {
  const IrFunc *f = d->cfg->f;
  const IrInst *u = &f->insts[user];
  if (u->op != IR_PHI || k % 2 || k + 1 >= u->nops) return ir_dom_insts(d, def, user);
  IrRef in = f->uses[u->op0 + k + 1].ref;
  if (!ir_ref_is(in, IR_RBLOCK)) return false;
  IrId ib = ir_ref_idx(in), db = f->insts[def].block;
  if (!ir_cfg_reachable(d->cfg, ib)) return true;
  if (!ir_cfg_reachable(d->cfg, db)) return false;
  return ir_dom_blocks(d, db, ib);
}

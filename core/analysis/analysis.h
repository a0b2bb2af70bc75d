/* core/analysis/analysis.h -- control-flow and dominator analyses of one
 * function: successors and predecessors of a block, reverse post-order,
 * reachability (cfg.c); immediate dominators, the dominator tree and O(1)
 * dominance queries for blocks, instructions and uses (dom.c).
 *
 * Contract: a result describes the function as it was when computed.  Any
 * edit of a terminator makes IrCfg (and the IrDom built on it) stale; any
 * insertion, removal or move of an instruction makes the instruction queries
 * of IrDom stale.  Recompute after editing.  A structure may be computed
 * again, for the same or another function, and then reuses its arrays; it
 * must be zero-initialized before its first use and released once at the
 * end.  Arrays come from the function's context allocator: compute returns
 * IR_ENOMEM (with the error recorded in the context) when it fails, and the
 * structure then stays releasable.  Block references that are out of range or
 * name removed blocks are ignored, so any IR can be analysed; the verifier
 * reports them.
 */
#ifndef PASSCHECK_ANALYSIS_H
#define PASSCHECK_ANALYSIS_H

#include "ir.h"

/* ------------------------------------------------------------------ */
/* Control-flow graph (core/analysis/cfg.c)                             */

typedef struct IrCfg {
  IrCtx *ctx;
  const IrFunc *f;
  uint32_t nblocks;      /* f->nblocks when computed: per-block arrays are indexed by block id */
  uint32_t nedges;       /* number of edges (entries of succ and of pred) */
  uint32_t *succ_start;  /* [nblocks + 1]: the successors of b are succ[succ_start[b] .. succ_start[b + 1]) */
  IrId *succ;            /* one entry per edge in terminator operand order (cbr: true, false;
                            switch: default, then cases), duplicates kept like LLVM */
  uint32_t *pred_start;  /* [nblocks + 1]: likewise for predecessors */
  IrId *pred;            /* one entry per edge, grouped by target, sources in layout order */
  IrId *rpo;             /* [nrpo] the blocks reachable from the entry in reverse post-order */
  uint32_t nrpo;
  uint32_t *rpo_index;   /* [nblocks]: position of b in rpo, IR_NIL if unreachable or removed */
  /* private: scratch and allocation sizes (for reuse) */
  uint32_t *work;
  uint32_t capblocks, capedges;
} IrCfg;

/* Computes the CFG of f (a definition).  Edges come from the terminator of
 * every live block (the last instruction if it is a terminator); blocks
 * without a terminator have no successors. */
IrStatus ir_cfg_compute(IrCfg *g, const IrFunc *f);
void ir_cfg_release(IrCfg *g);

static inline const IrId *ir_cfg_succs(const IrCfg *g, IrId b, uint32_t *n) {
  *n = g->succ_start[b + 1] - g->succ_start[b];
  return g->succ + g->succ_start[b];
}
static inline const IrId *ir_cfg_preds(const IrCfg *g, IrId b, uint32_t *n) {
  *n = g->pred_start[b + 1] - g->pred_start[b];
  return g->pred + g->pred_start[b];
}
static inline bool ir_cfg_reachable(const IrCfg *g, IrId b) {
  return b < g->nblocks && g->rpo_index[b] != IR_NIL;
}
/* Number of edges from block p to block b (0 when p is no predecessor). */
uint32_t ir_cfg_edge_count(const IrCfg *g, IrId p, IrId b);

/* ------------------------------------------------------------------ */
/* Dominators (core/analysis/dom.c)                                     */

typedef struct IrDom {
  IrCtx *ctx;
  const IrCfg *cfg;
  uint32_t nblocks;      /* = cfg->nblocks */
  IrId *idom;            /* [nblocks]: immediate dominator; IR_NIL for the entry and
                            for unreachable blocks */
  uint32_t *pre, *post;  /* [nblocks]: entry and exit times of a depth-first walk of
                            the dominator tree (a dominates b iff pre/post nest) */
  uint32_t *child_start; /* [nblocks + 1]: children of b in the dominator tree are */
  IrId *child;           /* child[child_start[b] .. child_start[b + 1]), in RPO order */
  uint32_t *inst_pos;    /* [ninsts]: position of an instruction in its block */
  uint32_t ninsts;       /* f->ninsts when computed */
  /* private: scratch and allocation sizes (for reuse) */
  uint32_t *work;
  uint32_t capblocks, capinsts;
} IrDom;

/* Computes the dominators of the function g was computed for (g must stay
 * alive and unchanged while d is used).  Unreachable blocks get no idom. */
IrStatus ir_dom_compute(IrDom *d, const IrCfg *g);
void ir_dom_release(IrDom *d);

static inline IrId ir_dom_idom(const IrDom *d, IrId b) { return d->idom[b]; }
static inline const IrId *ir_dom_children(const IrDom *d, IrId b, uint32_t *n) {
  *n = d->child_start[b + 1] - d->child_start[b];
  return d->child + d->child_start[b];
}

/* Whether block a dominates block b (every path from the entry to b passes
 * through a; a dominates itself).  As in LLVM, every block dominates an
 * unreachable block, and an unreachable block dominates no reachable one. */
bool ir_dom_blocks(const IrDom *d, IrId a, IrId b);
/* The same without a == b. */
bool ir_dom_blocks_strict(const IrDom *d, IrId a, IrId b);
/* The nearest block that dominates both a and b (both reachable), else IR_NIL. */
IrId ir_dom_common(const IrDom *d, IrId a, IrId b);

/* Whether the value of instruction def is available at instruction user,
 * which must not read it through a phi (use ir_dom_use for operands): def's
 * block dominates user's block, and within one block def comes first.  An
 * instruction never dominates itself.  As in LLVM, a user in an unreachable
 * block is dominated by everything.  Both must be attached to blocks. */
bool ir_dom_insts(const IrDom *d, IrId def, IrId user);
/* Whether def dominates operand k of user: for a phi the use is at the end
 * of the incoming block (operand k + 1), otherwise at user itself. */
bool ir_dom_use(const IrDom *d, IrId def, IrId user, uint32_t k);

#endif

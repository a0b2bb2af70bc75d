/* core/analysis/loops.c -- the loop forest of one function (natural loops
 * with LLVM LoopInfo's semantics): headers, nesting, block sets in LLVM's
 * order, latches, exiting and exit blocks, preheaders, depth queries; and
 * LLVM's slot numbering of unnamed local values (how print<loops> names
 * blocks).
 *
 * Contract: see core/analysis/loops.h.  O(blocks x nesting depth + edges),
 * no recursion.
 */
#include <string.h>

#include "loops.h"

/* ------------------------------------------------------------------ */
/* The method                                                           */
/*
 * A back edge is an edge p -> h whose target dominates its source; h is
 * then a loop header and the natural loop of h is h plus every block that
 * reaches one of its back-edge sources without passing through h.  All
 * back edges into one header make one loop (LLVM's LoopInfo; a loop may so
 * have several latches).  A cycle that no single block dominates
 * (irreducible control flow) has no back edge and is no loop; its blocks
 * belong to the natural loops around it, if any.
 *
 * Discovery (LoopInfoBase::analyze): headers are visited in reverse
 * reverse-post-order, so a loop nested in another (its header is
 * dominated by the outer header, hence later in RPO) is found first.  For
 * each header a backward walk starts at the back-edge sources: a block
 * with no loop yet joins the new loop and its reachable predecessors are
 * walked; a block that already belongs to a loop stands for the outermost
 * loop it is in so far, which becomes a child of the new loop, and the
 * walk continues at the predecessors of that loop's header that lie
 * outside it.  Every block is claimed once, by its innermost loop.
 *
 * Order (LLVM's PopulateLoopsDFS): a loop's blocks are its header, then
 * the others in RPO; children are ordered by their headers' RPO position.
 * The forest is stored in preorder, so the loops nested in l are exactly
 * l + 1 .. end - 1 and containment is two comparisons on the innermost
 * loop of a block.  LLVM's printer lists top-level loops in post-order of
 * their headers: the reverse of our top-level order.
 */

/* ------------------------------------------------------------------ */
/* Arrays                                                               */

enum { C_LOOP, C_LOOPOF, C_BLOCKS, C_LATCH, C_EXITING, C_EXITS, C_CHILD, C_WORK };

static bool grow(IrLoops *L, void **arr, int k, size_t need, size_t es, bool keep) {
  if (need <= L->cap[k]) return true;
  size_t n = L->cap[k] ? L->cap[k] : 16;
  while (n < need) n *= 2;
  void *p;
  if (keep) {
    p = ir_alloc(L->ctx, *arr, (size_t)L->cap[k] * es, n * es);
  } else {
    p = ir_alloc(L->ctx, NULL, 0, n * es);
    if (p && *arr) ir_alloc(L->ctx, *arr, (size_t)L->cap[k] * es, 0);
  }
  if (!p) {
    ir_error(L->ctx, IR_ENOMEM, NULL, 0, 0, "out of memory");
    return false;
  }
  *arr = p;
  L->cap[k] = (uint32_t)n;
  return true;
}

#define GROW(L, field, k, need, keep) grow((L), (void **)&(L)->field, (k), (need), sizeof *(L)->field, (keep))

void ir_loops_release(IrLoops *L) {
  if (L->ctx) {
    void *arr[8] = {L->loop, L->loop_of, L->blocks, L->latches, L->exiting, L->exits, L->children, L->work};
    size_t es[8] = {sizeof(IrLoop), 4, 4, 4, 4, 4, 4, 4};
    for (int k = 0; k < 8; k++)
      if (arr[k]) ir_alloc(L->ctx, arr[k], (size_t)L->cap[k] * es[k], 0);
  }
  memset(L, 0, sizeof *L);
}

/* ------------------------------------------------------------------ */
/* Discovery                                                            */

/* Scratch layout in L->work (nb = number of blocks): dhead [0, nb),
 * dparent [nb, 2nb), then three more rows of nb, then the walk's stack. */
#define W_HEAD(L, nb) ((L)->work)
#define W_PARENT(L, nb) ((L)->work + (nb))
#define W_A(L, nb) ((L)->work + 2 * (size_t)(nb))
#define W_B(L, nb) ((L)->work + 3 * (size_t)(nb))
#define W_C(L, nb) ((L)->work + 4 * (size_t)(nb))
#define W_STACK 5

static bool push(IrLoops *L, uint32_t nb, uint32_t *sp, uint32_t v) {
  size_t at = W_STACK * (size_t)nb + *sp;
  if (!GROW(L, work, C_WORK, at + 1, true)) return false;
  L->work[at] = v;
  (*sp)++;
  return true;
}

/* Pushes the reachable predecessors of b (except those whose innermost
 * loop so far is skip, when skip != IR_NIL). */
static bool push_preds(IrLoops *L, const IrCfg *g, uint32_t nb, uint32_t *sp, IrId b, uint32_t skip) {
  uint32_t np;
  const IrId *p = ir_cfg_preds(g, b, &np);
  for (uint32_t k = 0; k < np; k++) {
    if (!ir_cfg_reachable(g, p[k]) || (skip != IR_NIL && L->loop_of[p[k]] == skip)) continue;
    if (!push(L, nb, sp, p[k])) return false;
  }
  return true;
}

/* The backward walk of the loop k headed by h (method, above). */
static bool discover_loop(IrLoops *L, const IrCfg *g, uint32_t nb, uint32_t k, uint32_t sp) {
  uint32_t *dparent;
  while (sp) {
    IrId b = L->work[W_STACK * (size_t)nb + --sp];
    uint32_t sub = L->loop_of[b];
    if (sub == IR_NIL) {
      L->loop_of[b] = k;
      if (!push_preds(L, g, nb, &sp, b, IR_NIL)) return false;
      continue;
    }
    dparent = W_PARENT(L, nb);  /* pushing may have moved the scratch */
    while (dparent[sub] != IR_NIL) sub = dparent[sub];
    if (sub == k) continue;
    dparent[sub] = k;
    if (!push_preds(L, g, nb, &sp, W_HEAD(L, nb)[sub], sub)) return false;
  }
  return true;
}

/* Finds every loop (their number in *nl); false on ENOMEM. */
static bool discover(IrLoops *L, const IrDom *d, uint32_t *nl) {
  const IrCfg *g = d->cfg;
  uint32_t nb = g->nblocks;
  *nl = 0;
  for (uint32_t b = 0; b < nb; b++) L->loop_of[b] = IR_NIL;
  for (uint32_t i = g->nrpo; i-- > 0;) {
    IrId h = g->rpo[i];
    uint32_t np, sp = 0;
    const IrId *p = ir_cfg_preds(g, h, &np);
    for (uint32_t k = 0; k < np; k++)
      if (ir_cfg_reachable(g, p[k]) && ir_dom_blocks(d, h, p[k]) && !push(L, nb, &sp, p[k])) return false;
    if (!sp) continue;
    uint32_t k = (*nl)++;
    W_HEAD(L, nb)[k] = h;
    W_PARENT(L, nb)[k] = IR_NIL;
    L->loop_of[h] = k;
    if (!discover_loop(L, g, nb, k, sp)) return false;
  }
  return true;
}

/* ------------------------------------------------------------------ */
/* The forest in preorder                                               */

/* Loops were discovered in reverse RPO of their headers, so children have
 * smaller discovery numbers than their parents: subtree sizes are summed
 * upward in increasing order, and preorder slots handed out downward in
 * decreasing order (which is increasing header RPO among siblings). */
static void order_forest(IrLoops *L, uint32_t nb, uint32_t nl) {
  uint32_t *dhead = W_HEAD(L, nb), *dparent = W_PARENT(L, nb);
  uint32_t *size = W_A(L, nb), *idx = W_B(L, nb), *next = W_C(L, nb), top = 0;
  for (uint32_t k = 0; k < nl; k++) size[k] = 1;
  for (uint32_t k = 0; k < nl; k++)
    if (dparent[k] != IR_NIL) size[dparent[k]] += size[k];
  for (uint32_t k = nl; k-- > 0;) {
    if (dparent[k] == IR_NIL) {
      idx[k] = top;
      top += size[k];
    } else {
      idx[k] = next[dparent[k]];
      next[dparent[k]] += size[k];
    }
    next[k] = idx[k] + 1;
  }
  L->ntop = 0;
  for (uint32_t k = 0; k < nl; k++) {
    IrLoop *lp = &L->loop[idx[k]];
    memset(lp, 0, sizeof *lp);
    lp->header = dhead[k];
    lp->parent = dparent[k] == IR_NIL ? IR_NIL : idx[dparent[k]];
    lp->end = idx[k] + size[k];
    L->ntop += dparent[k] == IR_NIL;
  }
  for (uint32_t i = 0; i < nl; i++) {
    IrLoop *lp = &L->loop[i];
    lp->depth = lp->parent == IR_NIL ? 1 : L->loop[lp->parent].depth + 1;
  }
  for (uint32_t b = 0; b < nb; b++)
    if (L->loop_of[b] != IR_NIL) L->loop_of[b] = idx[L->loop_of[b]];
}

/* children[]: the direct children of every loop, in preorder (= header RPO). */
static bool fill_children(IrLoops *L, uint32_t nl) {
  if (!GROW(L, children, C_CHILD, nl + 1, false)) return false;
  for (uint32_t i = 0; i < nl; i++) L->loop[i].nchildren = 0;
  for (uint32_t i = 0; i < nl; i++)
    if (L->loop[i].parent != IR_NIL) L->loop[L->loop[i].parent].nchildren++;
  uint32_t at = 0;
  for (uint32_t i = 0; i < nl; i++) {
    L->loop[i].child_start = at;
    at += L->loop[i].nchildren;
    L->loop[i].nchildren = 0;
  }
  for (uint32_t i = 0; i < nl; i++) {
    IrLoop *p = L->loop[i].parent == IR_NIL ? NULL : &L->loop[L->loop[i].parent];
    if (p) L->children[p->child_start + p->nchildren++] = i;
  }
  return true;
}

/* blocks[]: every loop's blocks in RPO (the header comes first because it
 * dominates them all). */
static bool fill_blocks(IrLoops *L, const IrCfg *g, uint32_t nl) {
  size_t total = 0;
  for (uint32_t i = 0; i < nl; i++) L->loop[i].nblocks = 0;
  for (uint32_t r = 0; r < g->nrpo; r++)
    for (uint32_t l = L->loop_of[g->rpo[r]]; l != IR_NIL; l = L->loop[l].parent) {
      L->loop[l].nblocks++;
      total++;
    }
  if (!GROW(L, blocks, C_BLOCKS, total + 1, false)) return false;
  uint32_t at = 0;
  for (uint32_t i = 0; i < nl; i++) {
    L->loop[i].blocks_start = at;
    at += L->loop[i].nblocks;
    L->loop[i].nblocks = 0;
  }
  for (uint32_t r = 0; r < g->nrpo; r++)
    for (uint32_t l = L->loop_of[g->rpo[r]]; l != IR_NIL; l = L->loop[l].parent) {
      IrLoop *lp = &L->loop[l];
      L->blocks[lp->blocks_start + lp->nblocks++] = g->rpo[r];
    }
  return true;
}

/* ------------------------------------------------------------------ */
/* Latches, exits, preheaders                                           */

/* Appends v to the growable array *arr (kind k) at position *n. */
static bool append(IrLoops *L, IrId **arr, int k, uint32_t *n, IrId v) {
  if (!grow(L, (void **)arr, k, (size_t)*n + 1, sizeof **arr, true)) return false;
  (*arr)[(*n)++] = v;
  return true;
}

/* stamp[b] == tag marks b as seen for the current loop and list. */
static bool fill_edges(IrLoops *L, const IrCfg *g, uint32_t nl) {
  uint32_t *stamp = W_A(L, g->nblocks), nlat = 0, nexg = 0, nex = 0;
  for (uint32_t b = 0; b < g->nblocks; b++) stamp[b] = IR_NIL;
  for (uint32_t l = 0; l < nl; l++) {
    IrLoop *lp = &L->loop[l];
    uint32_t np, ns;
    const IrId *p = ir_cfg_preds(g, lp->header, &np);
    lp->latch_start = nlat;
    for (uint32_t k = 0; k < np; k++) {
      if (!ir_loop_contains(L, l, p[k]) || stamp[p[k]] == 2 * l) continue;
      stamp[p[k]] = 2 * l;
      if (!append(L, &L->latches, C_LATCH, &nlat, p[k])) return false;
    }
    lp = &L->loop[l];
    lp->nlatches = nlat - lp->latch_start;
    lp->exiting_start = nexg;
    lp->exit_start = nex;
    for (uint32_t j = 0; j < lp->nblocks; j++) {
      IrId b = L->blocks[lp->blocks_start + j];
      const IrId *s = ir_cfg_succs(g, b, &ns);
      bool exiting = false;
      for (uint32_t k = 0; k < ns; k++) {
        if (ir_loop_contains(L, l, s[k])) continue;
        if (!exiting && !append(L, &L->exiting, C_EXITING, &nexg, b)) return false;
        exiting = true;
        if (stamp[s[k]] == 2 * l + 1) continue;
        stamp[s[k]] = 2 * l + 1;
        if (!append(L, &L->exits, C_EXITS, &nex, s[k])) return false;
      }
    }
    lp->nexiting = nexg - lp->exiting_start;
    lp->nexits = nex - lp->exit_start;
  }
  return true;
}

/* LLVM's getLoopPreheader: the only predecessor of the header outside the
 * loop (unreachable predecessors count), when its only edge goes to the
 * header. */
static IrId preheader(const IrLoops *L, const IrCfg *g, uint32_t l) {
  uint32_t np, ns;
  const IrId *p = ir_cfg_preds(g, L->loop[l].header, &np);
  IrId out = IR_NIL;
  for (uint32_t k = 0; k < np; k++) {
    if (ir_loop_contains(L, l, p[k])) continue;
    if (out != IR_NIL && out != p[k]) return IR_NIL;
    out = p[k];
  }
  if (out == IR_NIL) return IR_NIL;
  ir_cfg_succs(g, out, &ns);
  return ns == 1 ? out : IR_NIL;
}

/* ------------------------------------------------------------------ */
/* Entry points                                                         */

IrStatus ir_loops_compute(IrLoops *L, const IrDom *d) {
  const IrCfg *g = d->cfg;
  if (L->ctx && L->ctx != d->ctx) ir_loops_release(L);
  L->ctx = d->ctx;
  L->dom = d;
  L->nloops = L->ntop = 0;
  uint32_t nb = g->nblocks ? g->nblocks : 1, nl;
  if (!GROW(L, loop_of, C_LOOPOF, nb, false) || !GROW(L, work, C_WORK, W_STACK * (size_t)nb + 16, false) ||
      !GROW(L, loop, C_LOOP, nb, false))
    return IR_ENOMEM;
  if (!discover(L, d, &nl)) return IR_ENOMEM;
  order_forest(L, g->nblocks, nl);
  L->nloops = nl;
  if (!fill_children(L, nl) || !fill_blocks(L, g, nl) || !fill_edges(L, g, nl)) {
    L->nloops = 0;
    return IR_ENOMEM;
  }
  for (uint32_t l = 0; l < nl; l++) L->loop[l].preheader = preheader(L, g, l);
  return IR_OK;
}

bool ir_loop_contains(const IrLoops *L, uint32_t l, IrId b) {
  const IrCfg *g = L->dom->cfg;
  if (b >= g->nblocks || l >= L->nloops) return false;
  uint32_t i = L->loop_of[b];
  return i != IR_NIL && i >= l && i < L->loop[l].end;
}

IrId ir_loop_latch(const IrLoops *L, uint32_t l) {
  if (L->loop[l].nlatches != 1) return IR_NIL;
  IrId b = L->latches[L->loop[l].latch_start];
  return ir_cfg_edge_count(L->dom->cfg, b, L->loop[l].header) == 1 ? b : IR_NIL;
}

IrId ir_loop_exit_block(const IrLoops *L, uint32_t l) {
  return L->loop[l].nexits == 1 ? L->exits[L->loop[l].exit_start] : IR_NIL;
}

uint32_t ir_loop_depth_of(const IrLoops *L, IrId b) {
  if (b >= L->dom->cfg->nblocks || L->loop_of[b] == IR_NIL) return 0;
  return L->loop[L->loop_of[b]].depth;
}

bool ir_loop_is_latch(const IrLoops *L, uint32_t l, IrId b) {
  const IrLoop *lp = &L->loop[l];
  for (uint32_t k = 0; k < lp->nlatches; k++)
    if (L->latches[lp->latch_start + k] == b) return true;
  return false;
}

bool ir_loop_is_exiting(const IrLoops *L, uint32_t l, IrId b) {
  const IrCfg *g = L->dom->cfg;
  uint32_t ns;
  if (!ir_loop_contains(L, l, b)) return false;
  const IrId *s = ir_cfg_succs(g, b, &ns);
  for (uint32_t k = 0; k < ns; k++)
    if (!ir_loop_contains(L, l, s[k])) return true;
  return false;
}

/* ------------------------------------------------------------------ */
/* LLVM's numbering of unnamed values                                   */

static bool numbered(const IrModule *m, IrStr s) {
  const char *t = ir_cstr(m, s);
  if (!*t) return true;
  for (; *t; t++)
    if (*t < '0' || *t > '9') return false;
  return true;
}

uint32_t ir_func_slots(const IrFunc *f, uint32_t *aslot, uint32_t *bslot, uint32_t *islot) {
  const IrModule *m = f->mod;
  uint32_t n = 0;
  for (uint32_t a = 0; a < f->nparams; a++) {
    uint32_t s = numbered(m, f->params[a].name) ? n++ : IR_NIL;
    if (aslot) aslot[a] = s;
  }
  if (bslot)
    for (uint32_t b = 0; b < f->nblocks; b++) bslot[b] = IR_NIL;
  if (islot)
    for (uint32_t i = 0; i < f->ninsts; i++) islot[i] = IR_NIL;
  for (IrId b = f->entry, nb = 0; b != IR_NIL && b < f->nblocks && nb < f->nblocks; b = f->blocks[b].next, nb++) {
    if (f->blocks[b].dead) continue;
    uint32_t s = numbered(m, f->blocks[b].name) ? n++ : IR_NIL;
    if (bslot) bslot[b] = s;
    uint32_t ni = 0;
    for (IrId i = f->blocks[b].first; i != IR_NIL && i < f->ninsts && ni < f->ninsts; i = f->insts[i].next, ni++) {
      const IrInst *in = &f->insts[i];
      if (in->type == IR_VOID || !numbered(m, in->name)) continue;
      if (islot) islot[i] = n;
      n++;
    }
  }
  return n;
}

IrStatus ir_loop_info_compute(IrLoopInfo *li, IrFunc *f) {
  IrStatus st = ir_cfg_compute(&li->cfg, f);
  if (st == IR_OK) st = ir_dom_compute(&li->dom, &li->cfg);
  if (st == IR_OK) st = ir_loops_compute(&li->loops, &li->dom);
  return st;
}

void ir_loop_info_release(IrLoopInfo *li) {
  ir_loops_release(&li->loops);
  ir_dom_release(&li->dom);
  ir_cfg_release(&li->cfg);
}

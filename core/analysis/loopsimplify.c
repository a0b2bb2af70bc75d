/* core/analysis/loopsimplify.c -- loop simplify (LLVM's LoopSimplify):
 * gives every natural loop of a function a dedicated preheader, a single
 * latch and dedicated exit blocks, updating phis; the canonical form that
 * LSR, BASR and the Ori loop phases (seed 000 phase 18) expect.
 *
 * Contract: see core/analysis/loops.h.  Meaning-preserving: only new
 * blocks holding one unconditional branch (and the phis that merge the
 * values of the edges they take over) are inserted.  Time O(function +
 * loops x (loop blocks + their edges)): one loop forest is computed up
 * front and kept current for the new blocks instead of recomputed.
 */
#include <stdio.h>
#include <string.h>

#include "ir_impl.h"
#include "loops.h"

/* ------------------------------------------------------------------ */
/* The method                                                           */
/*
 * Loops are simplified innermost first (reverse preorder of the forest),
 * each in LLVM's three steps:
 *   1. preheader: when the header has several predecessors outside the
 *      loop, or one that also branches elsewhere, a new block
 *      "<header>.preheader" takes over all the edges from outside;
 *   2. dedicated exits: an exit block that also has predecessors outside
 *      the loop is split: a new block "<exit>.loopexit" takes over the
 *      edges from inside the loop;
 *   3. single latch: when there are several back edges (from several
 *      blocks, or several from one block, as LLVM counts), a new block
 *      "<header>.backedge" takes over all of them.
 * Each step is one split of a block's incoming edges (split_preds): the
 * chosen predecessors branch to the new block, which branches to the old
 * one; each phi of the old block gives up the entries of those edges,
 * either to one entry (when they all carry the same value) or to a new phi
 * "<phi>.ph" / "<phi>.be" in the new block that merges them.  Existing uses
 * stay dominated: every path of the new graph is a path of the old one with
 * new blocks inserted.
 *
 * Bookkeeping.  The forest is computed once; its block lists stay valid for
 * the questions asked later, because a block added for an inner loop is
 * never an exiting block of an outer one (its only successor is a header
 * or an exit block in the same outer loops).  The innermost loop of each
 * new block is recorded (lof): a preheader belongs to the loop's parent, a
 * backedge block to the loop, an exit block to the innermost enclosing
 * loop that contains the old exit.  Predecessors are read from the blocks'
 * use lists (branches that name them), so they are always current.
 *
 * Deviations from LLVM 16: unreachable predecessors of non-header loop
 * blocks are left alone (LLVM turns their terminators into unreachable);
 * several latches are always merged into one backedge block (LLVM first
 * tries to separate an outer loop when a header phi takes itself from some
 * latches, which changes the nesting); header phis are not simplified and
 * exits are not folded.  Results are the same canonical form.
 */

typedef struct Ls {
  IrCtx *c;
  IrModule *m;
  IrFunc *f;
  IrCfg g;
  IrDom d;
  IrLoops L;
  uint32_t *lof;        /* innermost loop of every block (new ones too), IR_NIL if none */
  uint32_t caplof;
  uint32_t *stamp;      /* per block: marks of the current set (== tick) */
  uint32_t capstamp, tick;
  uint32_t *seen;       /* per block: l + 1 once handled as an exit of loop l */
  uint32_t capseen;
  IrId *preds, *sel;    /* scratch lists of blocks */
  uint32_t cappreds, capsel, npreds, nsel;
  IrRef *vals;          /* scratch phi operands */
  uint32_t capvals;
  IrLoopSimplifyFn note;
  void *ud;
  bool changed;
} Ls;

/* ------------------------------------------------------------------ */
/* Blocks and edges                                                     */

static void ensure_blocks(Ls *s) {
  uint32_t nb = s->f->nblocks;
  if (nb > s->caplof) {
    uint32_t old = s->caplof;
    IR_GROW(s->c, s->lof, s->caplof, nb);
    for (uint32_t b = old; b < s->caplof; b++) s->lof[b] = IR_NIL;
  }
  if (nb > s->capstamp) IR_GROW(s->c, s->stamp, s->capstamp, nb); /* zeroed by ir_grow */
  if (nb > s->capseen) IR_GROW(s->c, s->seen, s->capseen, nb);
}

static bool in_loop(const Ls *s, uint32_t l, IrId b) {
  uint32_t i = b < s->caplof ? s->lof[b] : IR_NIL;
  return i != IR_NIL && i >= l && i < s->L.loop[l].end;
}

static IrId term_of(const IrFunc *f, IrId b) { return ir_block_term(f, b); }

/* The distinct predecessors of b now (blocks whose terminator names b),
 * into s->preds. */
static void current_preds(Ls *s, IrId b) {
  const IrFunc *f = s->f;
  uint32_t tick = ++s->tick;
  s->npreds = 0;
  for (IrId u = f->blocks[b].first_use; u != IR_NIL; u = f->uses[u].next) {
    IrId user = f->uses[u].user;
    const IrInst *in = &f->insts[user];
    if (in->block == IR_NIL || !(ir_opinfo[in->op].props & IR_P_TERM)) continue;
    if (term_of(f, in->block) != user || s->stamp[in->block] == tick) continue;
    s->stamp[in->block] = tick;
    IR_GROW(s->c, s->preds, s->cappreds, s->npreds + 1);
    s->preds[s->npreds++] = in->block;
  }
}

static void select_add(Ls *s, IrId b) {
  IR_GROW(s->c, s->sel, s->capsel, s->nsel + 1);
  s->sel[s->nsel++] = b;
}

/* The number of edges out of b (LLVM's successor count, duplicates kept). */
static uint32_t succ_edges(const IrFunc *f, IrId b) {
  IrId t = term_of(f, b);
  uint32_t n = 0;
  if (t == IR_NIL) return 0;
  for (uint32_t k = 0; k < f->insts[t].nops; k++) n += ir_ref_is(ir_opnd(f, t, k), IR_RBLOCK);
  return n;
}

/* The number of edges from b to h. */
static uint32_t edges_to(const IrFunc *f, IrId b, IrId h) {
  IrId t = term_of(f, b);
  uint32_t n = 0;
  for (uint32_t k = 0; t != IR_NIL && k < f->insts[t].nops; k++) n += ir_ref_eq(ir_opnd(f, t, k), ir_ref(IR_RBLOCK, h));
  return n;
}

/* The name of a block made from b's: "<name><suffix>", or the suffix
 * alone when b is unnamed (as LLVM names it). */
static IrStr derived_name(Ls *s, IrStr base, const char *suffix) {
  const char *t = ir_cstr(s->m, base);
  bool digits = *t != 0;
  for (const char *q = t; *q; q++) digits = digits && *q >= '0' && *q <= '9';
  char buf[256];
  snprintf(buf, sizeof buf, "%s%s", digits ? "" : t, suffix);
  return ir_strz(s->m, buf);
}

/* ------------------------------------------------------------------ */
/* Splitting a block's incoming edges                                    */

/* The entries of phi i coming from the selected blocks (stamp == tick)
 * move to one entry from nb: their common value, or a new phi in nb. */
static void move_phi_entries(Ls *s, IrId i, IrId nb, uint32_t tick, const char *suffix) {
  IrFunc *f = s->f;
  uint32_t n = 0;
  bool same = true;
  IrRef first = IR_NOREF;
  for (uint32_t k = 0; k + 1 < f->insts[i].nops; k += 2) {
    IrRef bb = ir_opnd(f, i, k + 1);
    if (!ir_ref_is(bb, IR_RBLOCK) || s->stamp[ir_ref_idx(bb)] != tick) continue;
    IR_GROW(s->c, s->vals, s->capvals, 2 * n + 2);
    s->vals[2 * n] = ir_opnd(f, i, k);
    s->vals[2 * n + 1] = bb;
    if (n && !ir_ref_eq(s->vals[2 * n], first)) same = false;
    if (!n) first = s->vals[0];
    n++;
  }
  if (!n) return;
  for (uint32_t k = f->insts[i].nops; k >= 2; k -= 2) {
    IrRef bb = ir_opnd(f, i, k - 1);
    if (ir_ref_is(bb, IR_RBLOCK) && s->stamp[ir_ref_idx(bb)] == tick) ir_del_opnds(f, i, k - 2, 2);
  }
  IrRef v = first;
  if (!same) {
    IrId p = ir_inst_new(f, IR_PHI, f->insts[i].type, 2 * n);
    for (uint32_t k = 0; k < 2 * n; k++) ir_set_opnd(f, p, k, s->vals[k]);
    f->insts[p].name = derived_name(s, f->insts[i].name, suffix);
    ir_inst_insert_before(f, f->blocks[nb].last, p);  /* before the branch, after earlier phis */
    v = ir_inst_ref(p);
  }
  IrRef add[2] = {v, ir_ref(IR_RBLOCK, nb)};
  ir_add_opnds(f, i, 2, add);
}

/* Moves the edges from s->sel[0 .. nsel) into b to a new block placed
 * after `after`, which branches to b.  Returns the new block. */
static IrId split_preds(Ls *s, IrId b, IrId after, const char *suffix, const char *phisuffix) {
  IrFunc *f = s->f;
  IrId nb = ir_block_new_after(f, after, derived_name(s, f->blocks[b].name, suffix));
  ensure_blocks(s);
  IrId br = ir_inst_new(f, IR_BR, IR_VOID, 1);
  ir_set_opnd(f, br, 0, ir_ref(IR_RBLOCK, b));
  ir_inst_append(f, nb, br);
  uint32_t tick = ++s->tick;
  for (uint32_t k = 0; k < s->nsel; k++) s->stamp[s->sel[k]] = tick;
  for (uint32_t k = 0; k < s->nsel; k++) {
    IrId t = term_of(f, s->sel[k]);
    for (uint32_t j = 0; t != IR_NIL && j < f->insts[t].nops; j++) {
      IrRef r = ir_opnd(f, t, j);
      if (ir_ref_is(r, IR_RBLOCK) && ir_ref_idx(r) == b) ir_set_opnd(f, t, j, ir_ref(IR_RBLOCK, nb));
    }
  }
  for (IrId i = f->blocks[b].first; i != IR_NIL && f->insts[i].op == IR_PHI; i = f->insts[i].next)
    move_phi_entries(s, i, nb, tick, phisuffix);
  s->changed = true;
  return nb;
}

/* ------------------------------------------------------------------ */
/* The three steps for one loop                                         */

static IrId insert_preheader(Ls *s, uint32_t l) {
  IrFunc *f = s->f;
  IrId h = s->L.loop[l].header;
  if (h == f->entry) return IR_NIL;
  current_preds(s, h);
  s->nsel = 0;
  for (uint32_t k = 0; k < s->npreds; k++)
    if (!in_loop(s, l, s->preds[k])) select_add(s, s->preds[k]);
  if (!s->nsel || (s->nsel == 1 && succ_edges(f, s->sel[0]) == 1)) return IR_NIL;
  IrId p = split_preds(s, h, f->blocks[h].prev, ".preheader", ".ph");
  s->lof[p] = s->L.loop[l].parent;
  return p;
}

/* The innermost loop enclosing l that contains b, IR_NIL if none. */
static uint32_t enclosing_with(const Ls *s, uint32_t l, IrId b) {
  uint32_t a = s->L.loop[l].parent;
  while (a != IR_NIL && !in_loop(s, a, b)) a = s->L.loop[a].parent;
  return a;
}

/* Splits the exit block x of loop l when it has predecessors outside l. */
static bool dedicate_exit(Ls *s, uint32_t l, IrId x) {
  current_preds(s, x);
  s->nsel = 0;
  for (uint32_t k = 0; k < s->npreds; k++)
    if (in_loop(s, l, s->preds[k])) select_add(s, s->preds[k]);
  if (s->nsel == s->npreds || x == s->f->entry) return false;
  IrId e = split_preds(s, x, s->f->blocks[x].prev, ".loopexit", ".ph");
  s->lof[e] = enclosing_with(s, l, x);
  return true;
}

static uint32_t dedicate_exits(Ls *s, uint32_t l) {
  const IrLoop *lp = &s->L.loop[l];
  IrFunc *f = s->f;
  uint32_t n = 0;
  for (uint32_t j = 0; j < lp->nblocks; j++) {
    IrId b = s->L.blocks[lp->blocks_start + j], t = term_of(f, b);
    for (uint32_t k = 0; t != IR_NIL && k < f->insts[t].nops; k++) {
      IrRef r = ir_opnd(f, t, k);
      if (!ir_ref_is(r, IR_RBLOCK) || in_loop(s, l, ir_ref_idx(r)) || s->seen[ir_ref_idx(r)] == l + 1) continue;
      s->seen[ir_ref_idx(r)] = l + 1;
      n += dedicate_exit(s, l, ir_ref_idx(r));
    }
  }
  return n;
}

static IrId merge_latches(Ls *s, uint32_t l, uint32_t *nlatches) {
  IrId h = s->L.loop[l].header;
  current_preds(s, h);
  s->nsel = 0;
  for (uint32_t k = 0; k < s->npreds; k++)
    if (in_loop(s, l, s->preds[k])) select_add(s, s->preds[k]);
  *nlatches = s->nsel;
  if (s->nsel == 0 || (s->nsel == 1 && edges_to(s->f, s->sel[0], h) == 1)) return IR_NIL;
  IrId be = split_preds(s, h, s->sel[s->nsel - 1], ".backedge", ".be");
  s->lof[be] = l;
  return be;
}

/* ------------------------------------------------------------------ */
/* Driver                                                               */

static void simplify_all(void *arg) {
  Ls *s = arg;
  ensure_blocks(s);
  for (uint32_t b = 0; b < s->L.dom->cfg->nblocks; b++) s->lof[b] = s->L.loop_of[b];
  for (uint32_t l = s->L.nloops; l-- > 0;) {
    IrLoopSimplifyNote n;
    memset(&n, 0, sizeof n);
    n.header = s->L.loop[l].header;
    n.depth = s->L.loop[l].depth;
    n.preheader = insert_preheader(s, l);
    n.nexits = dedicate_exits(s, l);
    n.latch = merge_latches(s, l, &n.nlatches);
    if (s->note && (n.preheader != IR_NIL || n.nexits || n.latch != IR_NIL)) s->note(s->ud, s->f, &n);
  }
}

static void ls_free(Ls *s) {
  if (s->lof) ir_alloc(s->c, s->lof, (size_t)s->caplof * sizeof *s->lof, 0);
  if (s->stamp) ir_alloc(s->c, s->stamp, (size_t)s->capstamp * sizeof *s->stamp, 0);
  if (s->seen) ir_alloc(s->c, s->seen, (size_t)s->capseen * sizeof *s->seen, 0);
  if (s->preds) ir_alloc(s->c, s->preds, (size_t)s->cappreds * sizeof *s->preds, 0);
  if (s->sel) ir_alloc(s->c, s->sel, (size_t)s->capsel * sizeof *s->sel, 0);
  if (s->vals) ir_alloc(s->c, s->vals, (size_t)s->capvals * sizeof *s->vals, 0);
  ir_loops_release(&s->L);
  ir_dom_release(&s->d);
  ir_cfg_release(&s->g);
}

IrStatus ir_loop_simplify_notes(IrCtx *c, IrModule *m, IrFunc *f, bool *changed, IrLoopSimplifyFn note,
                                void *ud) {
  Ls s;
  memset(&s, 0, sizeof s);
  s.c = c, s.m = m, s.f = f, s.note = note, s.ud = ud;
  *changed = false;
  if (f->is_decl || f->entry == IR_NIL) return IR_OK;
  IrStatus st = ir_cfg_compute(&s.g, f);
  if (st == IR_OK) st = ir_dom_compute(&s.d, &s.g);
  if (st == IR_OK) st = ir_loops_compute(&s.L, &s.d);
  if (st == IR_OK && s.L.nloops) st = ir_protect(c, simplify_all, &s);
  *changed = s.changed;
  ls_free(&s);
  return st;
}

IrStatus ir_loop_simplify(IrCtx *c, IrModule *m, IrFunc *f, bool *changed) {
  return ir_loop_simplify_notes(c, m, f, changed, NULL, NULL);
}

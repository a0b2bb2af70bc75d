/* passes/lsr.c -- `lsr`: NVIDIA's loop strength reduction overlay (seed 001):
 * address and integer recurrences inside a loop become induction variables
 * ("IV.S." phis incremented by "IV.S.next." in the latch), chosen per group
 * of uses by the seed's formula solver with its register-pressure gate.
 *
 * Needs: nothing (loop-simplify runs first, as seed 000 phase 18 does before
 * strength reduction); stands on the loop forest, SCEV and liveness
 * analyses (core/analysis/).  Changes: adds phis, increments, preheader
 * expansions and "lsr.chain" offsets, replaces the rewritten instructions
 * and deletes those left unused.  Meaning-preserving: every rewrite is
 * modular arithmetic equal to the replaced value at every iteration.
 *
 * The seven phases (seed §The 7-Phase Formula Solver Pipeline), per loop:
 *  1 use setup: every single-index GEP, sext/zext/mul/shl in the loop whose
 *    SCEV is an affine recurrence {start,+,step}<loop> with a constant step
 *    and a start computable in the preheader becomes a use record; so does
 *    a multi-index GEP (array row and element) through its own SCEV.  A
 *    zext/sext of a narrow recurrence is widened into one when the trip
 *    count proves it exact (ext_fold: phase 7's width fit).
 *  2 expression folding with unfolded offsets: a start's constant offset is
 *    split from its base (sub-pass A) and the loop's trip count bound is
 *    checked against the stride (sub-pass B: the last value must be
 *    representable, else the use is dropped as a bad formula).
 *  3 stride factor expansion with the overflow guards: the element size S
 *    times the index stride, kept only when S * stride / S == stride and
 *    neither is INT64_MIN (the seed's check); and the exit test's use (the
 *    trip counter 0 .. B) expanded by an IV's stride S, which lets that IV
 *    take the exit test over only when S * B is exact and fits the IV's
 *    width (factor_guard; load-bearing: without it an IV can meet its end
 *    value early, mutant-lsr-no-overflow-guard).
 *  4 chains: uses with the same base and stride (same address space, the
 *    address-space-aware chain) can share one IV, later ones as lsr.chain
 *    offsets from it.
 *  5 reuse with the register-pressure check: a formula whose projected
 *    pressure (the loop's pressure from the liveness analysis, never
 *    computed here, plus the slots its IV adds less those it frees) exceeds
 *    lsr-rp-limit is rejected when lsr-check-rp is on.
 *  6 the formula-to-use hash table: key (base SCEV, stride, type), hash
 *    (val >> 9) ^ (val >> 4), quadratic probing, tombstones, growth at 75%
 *    load; each entry's use-count bitmap is inline (value & 1, bits above)
 *    up to 62 uses, else a heap bit vector; then per group the median-cost
 *    candidate: the candidates sorted by cost, the one where the running
 *    count reaches half of them (the lower median: with positive costs a
 *    running-cost threshold of total / 2 would always pick the dearest of
 *    two, which is no median); a rewrite is committed only when cheaper
 *    than keeping the uses.
 *  7 final selection: the bit budget (the IV's stride and offsets fit its
 *    width as signed values) and the address-space tag (the IV has the
 *    uses' pointer type: 32-bit shared pointers are never widened), then
 *    IV rewriting, then terminator folding (the exit test onto a rewritten
 *    IV, the old counter deleted), then the dead header phis go with what
 *    they leave unused (upstream's DeleteDeadPHIs).  Starts and ends are
 *    expanded in the preheader reusing a value the code already computes
 *    when that keeps fewer registers live (see "Expansion reuse").
 * Candidates per group of n uses: keep (no IV), one shared IV with chained
 * offsets, one IV per use (dropped by filter-bad-formula when its IVs need
 * more than 2 register slots).  Cost = 2 per instruction per iteration + 6
 * per register slot (RW: registers decide occupancy, seed §Why NVIDIA
 * Rebuilt LSR), where keep costs the instructions the rewrite would remove
 * (the uses and the address arithmetic only they use, dead_set), and an IV
 * costs its increment, its chain offsets and its slots less the slots it
 * frees (outside values and a recurrence only the uses needed), minus 1 per
 * use (the complexity discount, unless disable-lsr-complexity-discount),
 * minus 2 per sign extension made dead (count-sxt-opt-for-reg-pressure)
 * and minus the exit counter's instruction and slots when the IV can take
 * the exit test over (counter_credit).
 *
 * Deviations from a literal reading: the seed's sign-bit rejection and
 * cross-IV replacement are subsumed by taking formulas from SCEV, whose sext
 * folding needs a no-signed-wrap proof (folding without it is the mutant
 * mutant-lsr-sext-wrap); lsr-loop-level N > 0 keeps loops of height N (1 =
 * innermost, the seed's example); terminator folding (lsr_fold_term_cond,
 * see fold_terms) folds only when the trip count is provably unchanged.
 * do-lsr-64-bit unset (its default) follows the target knob sm: 64-bit IVs
 * from sm_70 (the seed's 64-Bit IV Control); a set value wins.
 * Remarks (--remarks): per loop skipped, per use
 * group the formula chosen with its cost and why others were rejected.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/liveness.h"
#include "analysis/scev.h"
#include "lsr.h"

/* ------------------------------------------------------------------ */
/* Analyses of one function, held in pass scratch so that an allocation
 * failure inside an IR builder frees them. */

typedef struct LsrAn {
  IrLoopInfo li;
  IrLiveness live;
  Scev *S;
} LsrAn;

static void an_fini(void *p) {
  LsrAn *a = p;
  scev_free(a->S);
  a->S = NULL;
  ir_live_release(&a->live);
  ir_loop_info_release(&a->li);
  memset(a, 0, sizeof *a);
}

/* A use record (seed: 96-byte use record): one instruction to replace. */
typedef struct LsrUse {
  IrId inst;
  uint32_t loop;
  IrType ty;              /* the IV's type: the use's result type */
  const ScevExpr *base;   /* start without its constant offset */
  int64_t off;            /* constant offset of the start */
  int64_t stride;         /* per iteration, in the type's units (bytes for pointers) */
  bool sext_dead;         /* a sign extension goes away with it */
  uint32_t group;
} LsrUse;

/* A formula group (hash table 1 entry): uses sharing base, stride, type. */
typedef struct LsrGroup {
  const ScevExpr *base;
  int64_t stride;
  IrType ty;
  uint32_t loop;
  uint32_t nuses;
  uint32_t first;         /* its uses are order[first .. first + nuses) */
  uint64_t bits;          /* use-count bitmap: inline (bit 0 set) or a pointer */
  uint64_t *heap;         /* the heap bit vector when not inline */
  uint32_t heapwords;
} LsrGroup;

enum { SLOT_EMPTY = UINT32_MAX, SLOT_TOMB = UINT32_MAX - 1 };

/* A value an expansion uses in a block (expansion reuse, extend_cost). */
typedef struct LsrExt {
  IrRef v;
  IrId block;
} LsrExt;
enum { LSR_NEXT = 256 };

/* A value that computes an expression (expansion reuse, reuse_find). */
typedef struct LsrReuse {
  const ScevExpr *key;    /* the expression without no-wrap flags; NULL: empty slot */
  IrId inst;
} LsrReuse;

/* An IV made by rewriting (terminator folding's candidates). */
typedef struct LsrIv {
  uint32_t loop;
  IrId phi, next;
  int64_t stride;
} LsrIv;

typedef struct LsrState {
  PassCtx *pc;
  IrModule *m;
  IrFunc *f;
  LsrAn *an;
  unsigned bugs;
  LsrUse *use;
  uint32_t nuse;
  LsrGroup *grp;
  uint32_t ngrp;
  uint32_t *slot;         /* hash table: group index, SLOT_EMPTY or SLOT_TOMB */
  uint32_t nslot, nfull;
  uint32_t *height;       /* [nloops] 1 for innermost */
  LsrIv *iv;              /* the IVs made, in order */
  uint32_t niv;
  ScevBtc *btc;           /* [nloops] backedge-taken counts, read before rewriting */
  uint64_t *btcmax;       /* [nloops] their largest unsigned value */
  uint32_t *mark;         /* [nmark] dead_set's stamps */
  uint32_t nmark, epoch;
  LsrReuse *rtab;         /* expansion reuse: flag-free SCEV -> value (reuse_find) */
  uint32_t nrtab, nrused; /* its size (a power of two) and entries */
  uint32_t n0;            /* instructions before rewriting: ids below are the original code */
  bool rbuilt;            /* rtab holds the original values */
  LsrExt ext[LSR_NEXT];   /* values expansions use, per block (the first LSR_NEXT) */
  uint32_t next;
  bool changed;
} LsrState;

/* ------------------------------------------------------------------ */
/* Phase 1 helpers: expandability of a start in the preheader. */

static bool dominates(const IrDom *d, IrId a, IrId b) {
  return d->pre[a] <= d->pre[b] && d->post[b] <= d->post[a];
}

static bool expandable(LsrState *s, const ScevExpr *e, IrId pre, unsigned depth) {
  if (!e || depth > 12) return false;
  switch (e->kind) {
  case SCEV_CONST: return !e->is_ptr;
  case SCEV_UNKNOWN:
    if (ir_ref_is(e->val, IR_RINST)) {
      IrId b = s->f->insts[ir_ref_idx(e->val)].block;
      return b != IR_NIL && dominates(&s->an->li.dom, b, pre);
    }
    return ir_ref_is(e->val, IR_RARG) || ir_ref_is(e->val, IR_RGLOBAL);
  case SCEV_ADD: case SCEV_MUL: case SCEV_SEXT: case SCEV_ZEXT: case SCEV_TRUNC:
    for (uint32_t k = 0; k < e->nops; k++)
      if (!expandable(s, e->ops[k], pre, depth + 1)) return false;
    return e->kind != SCEV_MUL || !e->is_ptr;
  case SCEV_SMAX: case SCEV_UMAX: case SCEV_SMIN: case SCEV_UMIN:
    for (uint32_t k = 0; k < e->nops; k++)
      if (e->ops[k]->is_ptr || !expandable(s, e->ops[k], pre, depth + 1)) return false;
    return !e->is_ptr;
  default: return false;
  }
}

static IrId put(LsrState *s, IrOp op, IrType t, IrRef a, IrRef b, IrId before, const char *name) {
  IrId i = ir_inst_new(s->f, op, t, b.bits == IR_NOREF.bits ? 1 : 2);
  ir_set_opnd(s->f, i, 0, a);
  if (b.bits != IR_NOREF.bits) ir_set_opnd(s->f, i, 1, b);
  if (name) s->f->insts[i].name = ir_strz(s->m, name);
  ir_inst_insert_before(s->f, before, i);
  return i;
}

static IrId put_gep8(LsrState *s, IrType pty, IrRef p, IrRef off, IrId before, const char *name) {
  IrId i = put(s, IR_GEP, pty, p, off, before, name);
  s->f->insts[i].auxty = ir_type_int(s->m, 8);
  return i;
}

/* ------------------------------------------------------------------ */
/* Expansion reuse.
 *
 * Method (LLVM's SCEVExpander keeps a map from an expression to the values
 * that compute it and reuses one that dominates the insertion point): a
 * start or an end value is built from the leaves of its SCEV (arguments,
 * loads, calls), which keeps those leaves live from their definition to
 * the preheader.  When the original code already computes the expression
 * (`%v25 = zext i32 %v5 to i64` for (zext (%v1 + %v2 * %v3))), expanding
 * it again both adds instructions and extends the leaves' live ranges
 * across every loop in between: the register pressure the seed's RP
 * integration is about.  So every expression is first looked up in a
 * table of the original instructions keyed by their SCEV without no-wrap
 * flags (flags are part of a node's identity, and the expansion's wrapping
 * arithmetic has none), and values expanded once are entered too.
 *
 * A value v is reused at an insertion point `at` when v is still in the
 * function, its block dominates at's (and precedes it in the same block),
 * v's innermost loop contains `at` (LLVM's rule: a value of a loop used
 * after it is the last iteration's), it does not lengthen live ranges more
 * than building the expression from its leaves would (extend_cost: a value
 * used after the preheader anyway, or defined in it, costs nothing; unlike
 * LLVM, which always reuses), and v is not more poisonous than the
 * wrapping expansion: its computation down to the expression's leaves has
 * no call, every opaque value it reads is a leaf of the expression (so a
 * term the SCEV folded away, `x - x`, cannot bring poison in), and no
 * instruction of that computation has a poison-generating flag (nuw, nsw,
 * exact, inbounds, nneg, disjoint, nusw) or a poison constant.  Dropping
 * such flags, as later LLVM expanders do, is not enough: SCEV may have
 * used a flag to fold (sext (add nsw a, b)) into (sext a + sext b), and
 * without it the instruction computes another value than its SCEV says. */

enum { LSR_POISON_FLAGS = IR_F_NUW | IR_F_NSW | IR_F_EXACT | IR_F_INBOUNDS | IR_F_NNEG | IR_F_DISJOINT |
                          IR_F_NUSW };

/* e with its no-wrap flags removed (rebuilt and uniqued), NULL when e has
 * a recurrence or more than *budget nodes. */
static const ScevExpr *strip(Scev *S, const ScevExpr *e, unsigned *budget) {
  if (!e || !*budget) return NULL;
  --*budget;
  const ScevExpr *o[16], *r;
  if (e->nops > 16) return NULL;
  for (uint32_t k = 0; k < e->nops && e->kind != SCEV_ADDREC; k++)
    if (!(o[k] = strip(S, e->ops[k], budget))) return NULL;
  switch (e->kind) {
  case SCEV_CONST: case SCEV_UNKNOWN: return e;
  case SCEV_TRUNC: return scev_trunc(S, o[0], e->bits);
  case SCEV_ZEXT: return scev_zext(S, o[0], e->bits);
  case SCEV_SEXT: return scev_sext(S, o[0], e->bits);
  case SCEV_ADD: return scev_add_n(S, o, e->nops, 0);
  case SCEV_MUL: return scev_mul_n(S, o, e->nops, 0);
  case SCEV_UDIV: return scev_udiv(S, o[0], o[1]);
  case SCEV_SMAX: case SCEV_UMAX: case SCEV_SMIN: case SCEV_UMIN:
    r = o[0];
    for (uint32_t k = 1; k < e->nops && r; k++) r = scev_minmax(S, (ScevKind)e->kind, r, o[k]);
    return r;
  default: return NULL;
  }
}

static uint32_t reuse_hash(const ScevExpr *k) { return k->id * 0x9e3779b1u; }

static void reuse_put(LsrState *s, const ScevExpr *key, IrId i) {
  if (!s->rtab || 4 * (s->nrused + 1) > 3 * s->nrtab) return;  /* full: no more entries (reuse is optional) */
  uint32_t h = reuse_hash(key) & (s->nrtab - 1);
  while (s->rtab[h].key) h = (h + 1) & (s->nrtab - 1);
  s->rtab[h] = (LsrReuse){key, i};
  s->nrused++;
}

/* The table of the original instructions (built at the first expansion). */
static void reuse_build(LsrState *s) {
  s->rbuilt = true;
  uint32_t want = 64;
  while (want < 4 * s->n0 + 64) want *= 2;
  s->rtab = pass_scratch(s->pc, want * sizeof *s->rtab, NULL);
  if (!s->rtab) return;
  memset(s->rtab, 0, want * sizeof *s->rtab);
  s->nrtab = want;
  s->nrused = 0;
  const IrCfg *g = &s->an->li.cfg;
  for (uint32_t r = 0; r < g->nrpo; r++)
    for (IrId i = s->f->blocks[g->rpo[r]].first; i != IR_NIL; i = s->f->insts[i].next) {
      const IrInst *in = &s->f->insts[i];
      if (i >= s->n0 || in->op == IR_PHI || in->op == IR_CALL || in->op == IR_LOAD) continue;
      const ScevExpr *e = scev_get(s->an->S, ir_inst_ref(i));
      unsigned budget = 32;
      if (!e || e->kind == SCEV_UNKNOWN || e->kind == SCEV_CONST || e->kind == SCEV_ADDREC) continue;
      if ((e = strip(s->an->S, e, &budget))) reuse_put(s, e, i);
    }
}

static bool leaf_of(const ScevExpr *e, IrRef v, unsigned depth) {
  if (depth > 16) return false;
  if (e->kind == SCEV_UNKNOWN) return e->val.bits == v.bits;
  for (uint32_t k = 0; k < e->nops; k++)
    if (leaf_of(e->ops[k], v, depth + 1)) return true;
  return false;
}

/* Whether value v, reused for key, computes key's value and is at most as
 * poisonous as its expansion (see above). */
static bool reuse_clean(LsrState *s, IrRef v, const ScevExpr *key, unsigned *budget) {
  if (ir_ref_is(v, IR_RCONST)) {
    unsigned k = ir_const(s->m, v)->kind;
    return k == IR_CINT || k == IR_CNULL || k == IR_CZERO;
  }
  if (ir_ref_is(v, IR_RGLOBAL)) return true;
  if (!ir_ref_is(v, IR_RINST)) return leaf_of(key, v, 0);   /* an argument */
  IrId i = ir_ref_idx(v);
  if (i >= s->n0) return true;                              /* an expansion: wrapping, no flags */
  const ScevExpr *e = scev_get(s->an->S, v);
  if (!e || !*budget) return false;
  --*budget;
  if (e->kind == SCEV_UNKNOWN) return leaf_of(key, v, 0);
  IrInst *in = &s->f->insts[i];
  if (in->op == IR_CALL || in->op == IR_LOAD || in->op == IR_PHI || (in->flags & LSR_POISON_FLAGS)) return false;
  for (uint32_t k = 0; k < in->nops; k++)
    if (!reuse_clean(s, ir_opnd(s->f, i, k), key, budget)) return false;
  return true;
}

/* Whether instruction i (in the function) is available before at. */
static bool reuse_avail(LsrState *s, IrId i, IrId at) {
  const IrFunc *f = s->f;
  IrId bi = f->insts[i].block, ba = f->insts[at].block;
  if (f->insts[i].op == IR_NOP || bi == IR_NIL || ba == IR_NIL || bi >= s->an->li.cfg.nblocks ||
      ba >= s->an->li.cfg.nblocks || !dominates(&s->an->li.dom, bi, ba))
    return false;
  uint32_t li = s->an->li.loops.loop_of[bi];
  if (li != IR_NIL && !ir_loop_contains(&s->an->li.loops, li, ba)) return false;
  if (bi != ba || at == ir_block_term(f, ba)) return true;
  unsigned n = 0;
  for (IrId j = f->insts[i].next; j != IR_NIL && n < 64; j = f->insts[j].next, n++)
    if (j == at) return true;
  return false;
}

static IrRef expand_new(LsrState *s, const ScevExpr *e, IrId at, IrType pty);

/* Records that value v is used before at: live to at's block from now on. */
static void extended(LsrState *s, IrRef v, IrId at) {
  if (!ir_ref_is(v, IR_RINST) && !ir_ref_is(v, IR_RARG)) return;
  if (s->next < LSR_NEXT) s->ext[s->next++] = (LsrExt){v, s->f->insts[at].block};
}

/* Register slots that using value v before at (the end of a preheader)
 * adds to the live ranges: none when v is live out of at's block anyway,
 * defined in it or already used there by an expansion, else its slots
 * (from the liveness computed before rewriting; a value made since for
 * another preheader counts as live from there).  Ties go to the leaves:
 * another expansion in the same preheader shares them. */
static uint32_t extend_cost(LsrState *s, IrRef v, IrId at) {
  IrId b = s->f->insts[at].block;
  for (uint32_t k = 0; k < s->next; k++)
    if (s->ext[k].v.bits == v.bits && s->ext[k].block == b) return 0;
  if (ir_ref_is(v, IR_RINST)) {
    IrId i = ir_ref_idx(v);
    if (s->f->insts[i].block == b) return 0;
    if (i >= s->n0) goto slots;   /* made for another preheader: live from there */
  } else if (!ir_ref_is(v, IR_RARG)) {
    return 0;
  }
  if (b < s->an->live.nblocks && ir_live_out(&s->an->live, b, v)) return 0;
slots:;
  uint32_t preds = 0;
  return ir_type_slots(s->m, ir_value_type(s->f, v), &preds);
}

static uint32_t extend_cost(LsrState *s, IrRef v, IrId at);

/* The value computing key that is usable before at and lengthens live
 * ranges least (among the first 16 that compute it), IR_NOREF if none. */
static IrRef reuse_find(LsrState *s, const ScevExpr *key, IrId at) {
  if (!s->rbuilt) reuse_build(s);
  if (!s->rtab || !key) return IR_NOREF;
  IrRef best = IR_NOREF;
  uint32_t bestc = UINT32_MAX, seen = 0;
  for (uint32_t h = reuse_hash(key) & (s->nrtab - 1); s->rtab[h].key && seen < 16; h = (h + 1) & (s->nrtab - 1)) {
    IrId i = s->rtab[h].inst;
    if (s->rtab[h].key != key) continue;
    seen++;
    uint32_t c;
    unsigned budget = 64;   /* instructions visited: a DAG of shared operands stays linear */
    if (reuse_avail(s, i, at) && reuse_clean(s, ir_inst_ref(i), key, &budget) && (c = extend_cost(s, ir_inst_ref(i), at)) < bestc) {
      best = ir_inst_ref(i);
      bestc = c;
    }
  }
  return best;
}

/* The slots expanding e from its leaves adds (each leaf counted once). */
static uint32_t leaves_cost(LsrState *s, const ScevExpr *e, IrId at, IrRef *seen, uint32_t *nseen) {
  if (e->kind == SCEV_UNKNOWN) {
    for (uint32_t k = 0; k < *nseen; k++)
      if (seen[k].bits == e->val.bits) return 0;
    if (*nseen < 32) seen[(*nseen)++] = e->val;
    return extend_cost(s, e->val, at);
  }
  uint32_t c = 0;
  for (uint32_t k = 0; k < e->nops && e->kind != SCEV_ADDREC; k++) c += leaves_cost(s, e->ops[k], at, seen, nseen);
  return c;
}

/* p + off bytes before at: a constant expression when both are constant
 * (a global's address plus a constant needs no register), else an i8 GEP. */
static IrRef gep8_val(LsrState *s, IrType pty, IrRef p, IrRef off, IrId at, const char *name) {
  if ((ir_ref_is(p, IR_RGLOBAL) || (ir_ref_is(p, IR_RCONST) && ir_const(s->m, p)->kind == IR_CEXPR)) &&
      ir_ref_is(off, IR_RCONST) && ir_const(s->m, off)->kind == IR_CINT) {
    IrRef ops[2] = {p, off};
    return ir_const_expr(s->m, IR_GEP, pty, ir_type_int(s->m, 8), 0, 2, ops);
  }
  return ir_inst_ref(put_gep8(s, pty, p, off, at, name));
}

/* The value of e (checked by expandable) before instruction at: a value
 * that already computes it (expansion reuse), else new instructions. */
static IrRef expand(LsrState *s, const ScevExpr *e, IrId at, IrType pty) {
  if (e->kind == SCEV_CONST || e->kind == SCEV_UNKNOWN) return expand_new(s, e, at, pty);
  unsigned budget = 32;
  const ScevExpr *key = strip(s->an->S, e, &budget);
  IrRef v = key ? reuse_find(s, key, at) : IR_NOREF, seen[32];
  uint32_t nseen = 0;
  /* reuse when it keeps fewer registers live than the leaves would */
  if (v.bits != IR_NOREF.bits && extend_cost(s, v, at) < leaves_cost(s, e, at, seen, &nseen)) {
    extended(s, v, at);
    return v;
  }
  v = expand_new(s, e, at, pty);
  if (key && ir_ref_is(v, IR_RINST)) reuse_put(s, key, ir_ref_idx(v));
  return v;
}

/* The value of e computed by new instructions before at: wrapping adds and
 * multiplies, as SCEV's arithmetic is modular. */
static IrRef expand_new(LsrState *s, const ScevExpr *e, IrId at, IrType pty) {
  IrModule *m = s->m;
  switch (e->kind) {
  case SCEV_CONST: return ir_const_int(m, ir_type_int(m, e->bits), e->c, 0);
  case SCEV_UNKNOWN: extended(s, e->val, at); return e->val;
  case SCEV_SEXT: case SCEV_ZEXT: case SCEV_TRUNC: {
    IrOp op = e->kind == SCEV_SEXT ? IR_SEXT : e->kind == SCEV_ZEXT ? IR_ZEXT : IR_TRUNC;
    return ir_inst_ref(put(s, op, ir_type_int(m, e->bits), expand(s, e->ops[0], at, pty), IR_NOREF, at, NULL));
  }
  case SCEV_SMAX: case SCEV_UMAX: case SCEV_SMIN: case SCEV_UMIN: {
    /* n-ary min / max: icmp and select folded left to right */
    static const uint8_t pred[] = {IR_ICMP_SGT, IR_ICMP_UGT, IR_ICMP_SLT, IR_ICMP_ULT};
    IrType it = ir_type_int(m, e->bits);
    IrRef acc = expand(s, e->ops[0], at, pty);
    for (uint32_t k = 1; k < e->nops; k++) {
      IrRef v = expand(s, e->ops[k], at, pty);
      IrId c = put(s, IR_ICMP, ir_type_int(m, 1), acc, v, at, NULL);
      s->f->insts[c].pred = pred[e->kind - SCEV_SMAX];
      IrId sel = ir_inst_new(s->f, IR_SELECT, it, 3);
      ir_set_opnd(s->f, sel, 0, ir_inst_ref(c));
      ir_set_opnd(s->f, sel, 1, acc);
      ir_set_opnd(s->f, sel, 2, v);
      ir_inst_insert_before(s->f, at, sel);
      acc = ir_inst_ref(sel);
    }
    return acc;
  }
  default: break;
  }
  /* add or mul: integer operands folded left to right; a pointer operand
   * of an add is the base of one i8 GEP over the integer sum */
  IrRef ptr = IR_NOREF, acc = IR_NOREF;
  unsigned ibits = e->bits;
  for (uint32_t k = 0; k < e->nops; k++) {
    IrRef v = expand(s, e->ops[k], at, pty);
    if (e->ops[k]->is_ptr) {
      ptr = v;
      continue;
    }
    ibits = e->ops[k]->bits;
    if (acc.bits == IR_NOREF.bits) acc = v;
    else acc = ir_inst_ref(put(s, e->kind == SCEV_ADD ? IR_ADD : IR_MUL, ir_type_int(m, ibits), acc, v, at, NULL));
  }
  (void)ibits;
  if (ptr.bits == IR_NOREF.bits) return acc;
  if (acc.bits == IR_NOREF.bits) return ptr;
  return gep8_val(s, ir_value_type(s->f, ptr), ptr, acc, at, NULL);
}

/* ------------------------------------------------------------------ */
/* Phase 1: use records. */

/* Whether every user of instruction i is inside loop l (phi operands
 * count at the end of their incoming block). */
static bool users_in_loop(LsrState *s, IrId i, uint32_t l) {
  IrFunc *f = s->f;
  for (IrId u = f->insts[i].first_use; u != IR_NIL; u = f->uses[u].next) {
    IrId user = f->uses[u].user;
    IrId b = f->insts[user].block;
    if (f->insts[user].op == IR_PHI) {
      uint32_t k = u - f->insts[user].op0;
      b = ir_ref_idx(ir_opnd(f, user, k + 1));
    }
    if (b == IR_NIL || !ir_loop_contains(&s->an->li.loops, l, b)) return false;
  }
  return true;
}

static int64_t sval(uint64_t v, unsigned bits) { return ir_sext(v, bits); }

/* Phase 3's guard: S * stride without signed overflow (seed: S * stride /
 * S == stride, INT64_MIN not involved).  The mutant
 * mutant-lsr-no-overflow-guard takes the wrapped product. */
static bool scaled_stride_exact(int64_t S, int64_t stride, int64_t *out) {
  if (S == INT64_MIN || stride == INT64_MIN) return false;
  uint64_t p = (uint64_t)S * (uint64_t)stride;
  int64_t r = (int64_t)p;
  if (S != 0 && (r / S != stride || (S == -1 && stride == INT64_MIN))) return false;
  *out = r;
  return true;
}

static bool scaled_stride(LsrState *s, int64_t S, int64_t stride, int64_t *out) {
  if (s->bugs & LSR_BUG_NO_OVERFLOW_GUARD) {
    *out = (int64_t)((uint64_t)S * (uint64_t)stride);
    return true;
  }
  return scaled_stride_exact(S, stride, out);
}

/* Phase 3's stride factor expansion of the exit-test use (seed: "for each
 * stride factor S ... compute S * use_stride, overflow check, also
 * validate S * loop_start and S * loop_end").  The exit test's use is the
 * unit-stride trip counter j = 0 .. B of loop l (loop_start 0, loop_end B,
 * the backedge-taken count at its largest); expanded by the stride factor
 * S (the stride of an IV of the loop) it is the IV's formula start + S * j,
 * onto which terminator folding moves the exit test.  The formula is kept
 * only when S * 1 and S * B are exact in 64 bits (the seed's check, no
 * INT64_MIN) and |S * B| < 2^w, w the IV's width (for 32-bit IVs the
 * narrower width): then start + S * j, j = 1 .. B + 1, are distinct modulo
 * 2^w and the IV meets the end value first at the exit.  Without the guard
 * (the mutant) an IV whose S * B wraps its width can meet the end value
 * early: S = 2^30, B = 7 in an i32 IV ends the loop after 4 iterations. */
static bool factor_guard(LsrState *s, int64_t S, uint64_t B, unsigned w) {
  if (s->bugs & LSR_BUG_NO_OVERFLOW_GUARD) return S != 0;
  int64_t unit, end;
  if (S == 0 || B > (uint64_t)INT64_MAX) return false;
  if (!scaled_stride_exact(S, 1, &unit) || !scaled_stride_exact(S, (int64_t)B, &end) || end == INT64_MIN)
    return false;
  uint64_t a = end < 0 ? 0 - (uint64_t)end : (uint64_t)end;
  return w >= 64 || a < (1ull << w);
}

/* The index SCEV a GEP applies: its sign extension (or truncation) to the
 * pointer's index width; the mutant folds the extension into the
 * recurrence without a no-wrap proof. */
/* The mutant's fold: sext {a,+,b} as {sext a,+,sext b} with no proof
 * that the narrow recurrence does not wrap. */
static const ScevExpr *wrap_fold(LsrState *s, const ScevExpr *e) {
  if (!(s->bugs & LSR_BUG_SEXT_WRAP) || !e || e->kind != SCEV_SEXT) return e;
  const ScevExpr *x = e->ops[0];
  if (x->kind != SCEV_ADDREC || x->nops != 2) return e;
  Scev *S = s->an->S;
  return scev_addrec2(S, scev_sext(S, x->ops[0], e->bits), scev_sext(S, x->ops[1], e->bits), x->loop, 0);
}

/* Phase 7's width fit for extensions (seed: "computes the value range ...
 * If the replacement fits, the sign-extension can be eliminated"): zext or
 * sext of an affine recurrence {a,+,b} of loop l whose every value a + j*b,
 * j = 0 .. B (B the backedge-taken count at its largest), is exact in its
 * width (a's unsigned, resp. signed, range moved by B * b stays inside it)
 * is the wide recurrence {ext a,+,sext b}.  SCEV folds this only with a
 * no-wrap flag; the trip count proves it for the counters SCEV has no flag
 * for.  Applied through adds and multiplies; anything else is kept. */
static bool rec_fits(LsrState *s, const ScevExpr *x, bool sgn) {
  if (x->kind != SCEV_ADDREC || x->nops != 2 || !scev_is_const(x->ops[1]) || x->bits >= 64) return false;
  if (x->loop >= s->an->li.loops.nloops || s->btc[x->loop].kind == SCEV_BTC_UNKNOWN) return false;
  uint64_t B = s->btcmax[x->loop];
  if (B >> 32) return false;
  __int128 span = (__int128)B * scev_const_sval(x->ops[1]);
  __int128 dn = span < 0 ? span : 0, up = span > 0 ? span : 0;
  ScevRange r = scev_range(s->an->S, x->ops[0]);
  __int128 lim = (__int128)1 << x->bits;
  if (sgn) return (__int128)r.slo + dn >= -lim / 2 && (__int128)r.shi + up < lim / 2;
  return (__int128)r.ulo + dn >= 0 && (__int128)r.uhi + up < lim;
}

static const ScevExpr *ext_fold(LsrState *s, const ScevExpr *e, unsigned depth) {
  Scev *S = s->an->S;
  if (!e || depth > 6) return e;
  if ((e->kind == SCEV_ZEXT || e->kind == SCEV_SEXT) && rec_fits(s, e->ops[0], e->kind == SCEV_SEXT)) {
    const ScevExpr *x = e->ops[0];
    const ScevExpr *a = e->kind == SCEV_SEXT ? scev_sext(S, x->ops[0], e->bits) : scev_zext(S, x->ops[0], e->bits);
    const ScevExpr *r = scev_addrec2(S, a, scev_sext(S, x->ops[1], e->bits), x->loop, 0);
    return r ? r : e;
  }
  if ((e->kind != SCEV_ADD && e->kind != SCEV_MUL) || e->nops > 8) return e;
  const ScevExpr *ops[8];
  bool ch = false;
  for (uint32_t k = 0; k < e->nops; k++) {
    ops[k] = ext_fold(s, e->ops[k], depth + 1);
    ch |= ops[k] != e->ops[k];
  }
  if (!ch) return e;
  const ScevExpr *r = e->kind == SCEV_ADD ? scev_add_n(S, ops, e->nops, 0) : scev_mul_n(S, ops, e->nops, 0);
  return r ? r : e;
}

static const ScevExpr *gep_index(LsrState *s, IrRef idx, unsigned pbits, bool *sext) {
  Scev *S = s->an->S;
  const ScevExpr *x = scev_get(S, idx);
  if (!x || x->is_ptr) return NULL;
  *sext = false;
  if (x->bits == pbits) return wrap_fold(s, ext_fold(s, x, 0));
  if (x->bits > pbits) return NULL;
  *sext = true;
  if (!s->pc->knob[KNOB_LSR_SXTOPT]) return NULL;
  return wrap_fold(s, ext_fold(s, scev_sext(S, x, pbits), 0));
}

static void add_use(LsrState *s, IrId i, uint32_t l, IrType ty, const ScevExpr *start, int64_t stride,
                    bool sext_dead) {
  Scev *S = s->an->S;
  int64_t off = 0;
  const ScevExpr *base = start;
  if (start->kind == SCEV_ADD && start->nops >= 1 && scev_is_const(start->ops[0])) {
    /* phase 2 sub-pass A: the constant offset unfolded from the base */
    off = scev_const_sval(start->ops[0]);
    base = scev_add(S, start, scev_const(S, start->ops[0]->bits, 0 - (uint64_t)off));  /* modulo 2^64: off may be INT64_MIN */
  } else if (scev_is_const(start)) {
    off = scev_const_sval(start);
    base = scev_const(S, start->bits, 0);
  }
  if (!base) return;
  LsrUse *u = &s->use[s->nuse++];
  *u = (LsrUse){i, l, ty, base, off, stride, sext_dead, 0};
}

/* The loop whose recurrence e is, when i is inside it and e is affine
 * with a constant step; IR_NIL otherwise. */
static uint32_t rec_loop(LsrState *s, IrId i, const ScevExpr *e) {
  if (!e || e->kind != SCEV_ADDREC || e->nops != 2 || !scev_is_const(e->ops[1])) return IR_NIL;
  uint32_t l = e->loop;
  const IrLoops *L = &s->an->li.loops;
  if (l >= L->nloops || !ir_loop_contains(L, l, s->f->insts[i].block)) return IR_NIL;
  return l;
}

static void collect(LsrState *s, IrId i) {
  IrFunc *f = s->f;
  IrInst *in = &f->insts[i];
  Scev *S = s->an->S;
  if (in->op == IR_GEP && in->nops == 2 && ir_type_is_ptr(s->m, in->type)) {
    unsigned pbits = ir_type_bits(s->m, in->type);
    bool sx = false;
    const ScevExpr *ix = gep_index(s, ir_opnd(f, i, 1), pbits, &sx);
    uint32_t l = rec_loop(s, i, ix);
    if (l == IR_NIL) return;
    const ScevExpr *base = scev_get(S, ir_opnd(f, i, 0));
    if (!base || !scev_invariant(S, base, l)) return;
    int64_t sz = (int64_t)ir_type_alloc_size(s->m, in->auxty), stride;
    if (!scaled_stride(s, sz, sval(ix->ops[1]->c, ix->ops[1]->bits), &stride)) {
      pass_remark(s->pc, s->m, f, "use rejected: overflow guard (element size %lld times the stride overflows)",
                  (long long)sz);
      return;
    }
    const ScevExpr *start = scev_add(S, base, scev_mul(S, scev_const(S, pbits, (uint64_t)sz), ix->ops[0]));
    if (!start) return;
    IrRef idx = ir_opnd(f, i, 1);
    bool sxi = ir_ref_is(idx, IR_RINST) && f->insts[ir_ref_idx(idx)].op == IR_SEXT;
    if (sxi && !s->pc->knob[KNOB_LSR_SXTOPT]) return;   /* the extension is not folded into an IV */
    bool dead = (sx || sxi) && ir_num_uses(f, idx) == 1;
    add_use(s, i, l, in->type, start, stride, dead);
    return;
  }
  if (in->op == IR_GEP && in->nops > 2 && ir_type_is_ptr(s->m, in->type)) {
    /* a multi-index GEP (an array row and element): its own SCEV, when an
     * affine recurrence of the loop over an invariant base */
    const ScevExpr *e = ext_fold(s, scev_get(S, ir_inst_ref(i)), 0);
    uint32_t l = rec_loop(s, i, e);
    if (l == IR_NIL || !e->is_ptr || !scev_invariant(S, e->ops[0], l)) return;
    add_use(s, i, l, in->type, e->ops[0], sval(e->ops[1]->c, e->ops[1]->bits), false);
    return;
  }
  if ((in->op == IR_SEXT || in->op == IR_ZEXT || in->op == IR_MUL || in->op == IR_SHL) &&
      ir_type_is_int(s->m, in->type) && ir_type_bits(s->m, in->type) <= 64) {
    /* an integer use; a sext feeding only GEPs is their use, not one of its own */
    bool all_gep = in->first_use != IR_NIL;
    for (IrId u = in->first_use; u != IR_NIL; u = f->uses[u].next) all_gep &= f->insts[f->uses[u].user].op == IR_GEP;
    if (all_gep) return;
    const ScevExpr *e = scev_get(S, ir_inst_ref(i));
    if (in->op == IR_SEXT && !s->pc->knob[KNOB_LSR_SXTOPT]) return;
    e = wrap_fold(s, ext_fold(s, e, 0));
    uint32_t l = rec_loop(s, i, e);
    if (l == IR_NIL) return;
    add_use(s, i, l, in->type, e->ops[0], sval(e->ops[1]->c, e->ops[1]->bits), in->op == IR_SEXT);
  }
}

/* ------------------------------------------------------------------ */
/* Phase 6: the formula-to-use hash table. */

static uint32_t hash_key(const ScevExpr *base, int64_t stride, IrType ty, uint32_t loop) {
  uint64_t val = (uint64_t)(uintptr_t)base ^ ((uint64_t)stride * 0x9e3779b97f4a7c15ull) ^ ((uint64_t)ty << 32) ^ loop;
  return (uint32_t)((val >> 9) ^ (val >> 4));
}

static bool table_init(LsrState *s, uint32_t want) {
  uint32_t n = 8;
  while (n < want * 2) n *= 2;
  uint32_t *t = pass_scratch(s->pc, n * sizeof *t, NULL);
  if (!t) return false;
  for (uint32_t k = 0; k < n; k++) t[k] = SLOT_EMPTY;
  s->slot = t;
  s->nslot = n;
  s->nfull = 0;
  return true;
}

static uint32_t *probe(LsrState *s, const ScevExpr *base, int64_t stride, IrType ty, uint32_t loop, bool insert) {
  uint32_t mask = s->nslot - 1, h = hash_key(base, stride, ty, loop) & mask, *tomb = NULL;
  for (uint32_t step = 1;; step++) {
    uint32_t *p = &s->slot[h];
    if (*p == SLOT_EMPTY) return insert && tomb ? tomb : insert ? p : NULL;
    if (*p == SLOT_TOMB) {
      if (!tomb) tomb = p;
    } else {
      LsrGroup *g = &s->grp[*p];
      if (g->base == base && g->stride == stride && g->ty == ty && g->loop == loop) return p;
    }
    h = (h + step) & mask;   /* quadratic probing: triangular offsets visit every slot */
  }
}

/* Grows the table to twice its size at 75% load, re-inserting live groups. */
static bool table_grow(LsrState *s) {
  uint32_t *old = s->slot, n = s->nslot;
  if (!table_init(s, n)) return false;
  for (uint32_t k = 0; k < n; k++)
    if (old[k] < SLOT_TOMB) {
      LsrGroup *g = &s->grp[old[k]];
      *probe(s, g->base, g->stride, g->ty, g->loop, true) = old[k];
      s->nfull++;
    }
  return true;
}

static void bitmap_set(LsrState *s, LsrGroup *g, uint32_t k) {
  if (!g->heap && k < 62) {
    g->bits |= 1 | (2ull << k);
    return;
  }
  if (!g->heap || k / 64 >= g->heapwords) {
    uint32_t words = (k / 64 + 1) * 2;
    uint64_t *h = pass_scratch(s->pc, words * sizeof *h, NULL);
    if (!h) return;
    if (g->heap) memcpy(h, g->heap, g->heapwords * sizeof *h);
    else
      for (uint32_t b = 0; b < 62; b++)
        if (g->bits >> (b + 1) & 1) h[b / 64] |= 1ull << (b % 64);
    g->heap = h;
    g->heapwords = words;
    g->bits = (uint64_t)(uintptr_t)h;  /* pointer form: bit 0 clear */
  }
  g->heap[k / 64] |= 1ull << (k % 64);
}

static uint32_t bitmap_count(const LsrGroup *g) {
  if (g->bits & 1) return (uint32_t)__builtin_popcountll(g->bits >> 1);
  uint32_t n = 0;
  for (uint32_t w = 0; w < g->heapwords; w++) n += (uint32_t)__builtin_popcountll(g->heap[w]);
  return n;
}

/* ------------------------------------------------------------------ */
/* Costs, median selection and rewriting. */

enum { F_KEEP, F_SHARED, F_PERUSE, F_N };
static const char *const fname[F_N] = {"keep", "shared IV with chained offsets", "one IV per use"};

static uint32_t iv_slots(LsrState *s, IrType ty) {
  uint32_t preds = 0;
  return ir_type_slots(s->m, ty, &preds);
}

static bool trivially_dead_op(const IrInst *in);

/* Removes instruction i of loop l when unused and pure, then its operands likewise. */
static void drop_dead(LsrState *s, uint32_t l, IrId i, unsigned depth) {
  IrFunc *f = s->f;
  IrInst *in = &f->insts[i];
  if (depth > 8 || in->op == IR_NOP || in->op == IR_PHI || in->first_use != IR_NIL || in->block == IR_NIL ||
      !ir_loop_contains(&s->an->li.loops, l, in->block))
    return;
  if (in->op == IR_LOAD || !trivially_dead_op(in)) return;
  IrRef ops[4] = {IR_NOREF, IR_NOREF, IR_NOREF, IR_NOREF};   /* a multi-index GEP's indices too */
  for (uint32_t k = 0; k < in->nops && k < 4; k++) ops[k] = ir_opnd(f, i, k);
  ir_inst_remove(f, i);
  for (uint32_t k = 0; k < 4; k++)
    if (ops[k].bits != IR_NOREF.bits && ir_ref_is(ops[k], IR_RINST)) drop_dead(s, l, ir_ref_idx(ops[k]), depth + 1);
}

static IrRef int_const(LsrState *s, IrType ty, int64_t v) {
  unsigned bits = ir_type_is_ptr(s->m, ty) ? ir_type_bits(s->m, ty) : ir_type_bits(s->m, ty);
  return ir_const_int(s->m, ir_type_int(s->m, bits), (uint64_t)v, 0);
}

/* One IV for the uses `members` (all of loop l): its start is the base
 * plus the first use's offset; the others are lsr.chain offsets from it. */
static void rewrite(LsrState *s, uint32_t l, const uint32_t *members, uint32_t n) {
  for (uint32_t k = 0; k < n; k++)
    if (s->f->insts[s->use[members[k]].inst].op == IR_NOP) return;  /* removed with an earlier rewrite */
  IrFunc *f = s->f;
  const IrLoop *lp = &s->an->li.loops.loop[l];
  IrId pre = lp->preheader, latch = ir_loop_latch(&s->an->li.loops, l);
  LsrUse *u0 = &s->use[members[0]];
  IrType ty = u0->ty;
  bool ptr = ir_type_is_ptr(s->m, ty);
  IrId at = ir_block_term(f, pre);
  IrRef start;
  if (!ptr && scev_is_const(u0->base)) {  /* a constant start (terminator folding's poison rule needs one) */
    start = int_const(s, ty, (int64_t)(u0->base->c + (uint64_t)u0->off));
  } else {
    start = expand(s, u0->base, at, ty);
    if (u0->off) {
      IrRef o = int_const(s, ty, u0->off);
      start = ptr ? gep8_val(s, ty, start, o, at, NULL) : ir_inst_ref(put(s, IR_ADD, ty, start, o, at, NULL));
    }
  }
  IrId phi = ir_inst_new(f, IR_PHI, ty, 4);
  f->insts[phi].name = ir_strz(s->m, "IV.S.");
  ir_inst_insert_before(f, f->blocks[lp->header].first, phi);
  IrId lt = ir_block_term(f, latch);
  IrRef step = int_const(s, ty, u0->stride);
  IrId next = ptr ? put_gep8(s, ty, ir_inst_ref(phi), step, lt, "IV.S.next.")
                  : put(s, IR_ADD, ty, ir_inst_ref(phi), step, lt, "IV.S.next.");
  ir_set_opnd(f, phi, 0, start);
  ir_set_opnd(f, phi, 1, ir_ref(IR_RBLOCK, pre));
  ir_set_opnd(f, phi, 2, ir_inst_ref(next));
  ir_set_opnd(f, phi, 3, ir_ref(IR_RBLOCK, latch));
  s->iv[s->niv++] = (LsrIv){l, phi, next, u0->stride};
  for (uint32_t k = 0; k < n; k++) {
    LsrUse *u = &s->use[members[k]];
    IrRef v = ir_inst_ref(phi);
    int64_t d = (int64_t)((uint64_t)u->off - (uint64_t)u0->off);
    if (d) {
      IrRef o = int_const(s, ty, d);
      v = ir_inst_ref(ptr ? put_gep8(s, ty, v, o, u->inst, "lsr.chain") : put(s, IR_ADD, ty, v, o, u->inst, "lsr.chain"));
    }
    ir_rauw(f, ir_inst_ref(u->inst), v);
    drop_dead(s, l, u->inst, 0);
  }
  s->changed = true;
}

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* Whether v fits a bits-wide signed value (phase 7's bit budget). */
static bool fits(int64_t v, unsigned bits) {
  if (bits >= 64) return true;
  int64_t lim = (int64_t)1 << (bits - 1);
  return v >= -lim && v < lim;
}

static const char *fold_loop_guard(LsrState *s, uint32_t l, IrId *cmp, IrId *inc, IrId *kphi, bool other_uses);

enum { RW = 6 };   /* cost weight of a register slot (an instruction weighs 2) */

/* The exit-counter credit (cost units) of rewriting group g of loop l:
 * when the loop's exit test is `icmp (add %k, c), %n` on a counter whose
 * other users all go with the rewrite (dead_set just marked them), the
 * group's IV can take the exit test over (terminator folding, phase 3's
 * factor guard and the poison rule checked here as fold_terms will) and
 * the counter's increment and register go away: 2 per instruction and
 * per slot, as the costs count.  One group per loop gets it. */
static int64_t counter_credit(LsrState *s, uint32_t l, const LsrGroup *g, const uint32_t *members, uint8_t *credited) {
  IrId cmp, inc, kphi;
  if (credited[l] || fold_loop_guard(s, l, &cmp, &inc, &kphi, true)) return 0;
  IrFunc *f = s->f;
  for (IrId u = f->insts[kphi].first_use; u != IR_NIL; u = f->uses[u].next) {
    IrId user = f->uses[u].user;   /* removed with the rewrite: marked by dead_set */
    if (user != inc && (user >= s->nmark || s->mark[user] != s->epoch)) return 0;
  }
  unsigned w = ir_type_bits(s->m, g->ty);
  if (!factor_guard(s, g->stride, s->btcmax[l], w)) {
    pass_remark(s->pc, s->m, f, "exit test not taken over by the IV of stride %lld: overflow guard", (long long)g->stride);
    return 0;
  }
  const LsrUse *u0 = &s->use[members[0]];
  if (!ir_type_is_ptr(s->m, g->ty) && !scev_is_const(u0->base)) return 0;
  credited[l] = 1;
  return 2 + RW * (int64_t)iv_slots(s, f->insts[kphi].type);
}

/* What rewriting the group removes from loop l, for the costs: the
 * instructions (the uses and the in-loop side-effect-free instructions
 * feeding only them: their address arithmetic, found by a bounded walk up
 * the operands, then kept while every user is removed too) and the register
 * slots of the values from outside the loop (the base, invariant offsets)
 * whose every use is removed (they then live only up to the preheader,
 * where the IV's start is computed).  mark is a per-instruction scratch
 * array of cap entries; epoch is this group's stamp. */
typedef struct LsrDead {
  uint32_t insts, freed;
} LsrDead;

enum { DEAD_MAX = 64 };

static bool in_loop_inst(LsrState *s, uint32_t l, IrRef v) {
  if (!ir_ref_is(v, IR_RINST)) return false;
  IrId b = s->f->insts[ir_ref_idx(v)].block;
  return b != IR_NIL && ir_loop_contains(&s->an->li.loops, l, b);
}

static bool all_users_marked(LsrState *s, IrRef v, const uint32_t *mark, uint32_t cap, uint32_t epoch) {
  IrFunc *f = s->f;
  IrId u = ir_first_use(f, v);
  if (u == IR_NIL) return false;
  for (; u != IR_NIL; u = f->uses[u].next) {
    IrId user = f->uses[u].user;
    if (user >= cap || mark[user] != epoch) return false;
  }
  return true;
}

static LsrDead dead_set(LsrState *s, uint32_t l, const uint32_t *members, uint32_t n, uint32_t *mark, uint32_t cap,
                        uint32_t epoch) {
  IrFunc *f = s->f;
  IrId cand[DEAD_MAX];
  uint32_t nc = 0;
  LsrDead d = {0, 0};
  for (uint32_t k = 0; k < n; k++) {
    IrId i = s->use[members[k]].inst;
    if (i < cap) mark[i] = epoch;
    d.insts++;
    if (nc < DEAD_MAX) cand[nc++] = i;
  }
  /* the in-loop operand closure (bounded), members first */
  for (uint32_t c = 0; c < nc; c++) {
    IrId i = cand[c];
    for (uint32_t k = 0; k < f->insts[i].nops && nc < DEAD_MAX; k++) {
      IrRef v = ir_opnd(f, i, k);
      if (!in_loop_inst(s, l, v)) continue;
      IrId o = ir_ref_idx(v);
      const IrInst *in = &f->insts[o];
      if (in->op == IR_PHI ? in->block != s->an->li.loops.loop[l].header : in->op == IR_LOAD || !trivially_dead_op(in))
        continue;
      bool seen = false;
      for (uint32_t q = 0; q < nc && !seen; q++) seen = cand[q] == o;
      if (!seen) cand[nc++] = o;
    }
  }
  /* keep those whose every user goes (a few rounds: users first) */
  for (bool again = true; again;) {
    again = false;
    for (uint32_t c = n < nc ? n : nc; c < nc; c++) {
      IrId o = cand[c];
      if (o >= cap || mark[o] == epoch) continue;
      if (f->insts[o].op == IR_PHI) {
        /* a header phi whose other users all go, but for its increment
         * feeding only it: the recurrence goes (with dead-phi removal) */
        IrId inc = IR_NIL;
        bool ok = true;
        for (IrId u = f->insts[o].first_use; u != IR_NIL && ok; u = f->uses[u].next) {
          IrId user = f->uses[u].user;
          if (user < cap && mark[user] == epoch) continue;
          ok = inc == IR_NIL && user != o && trivially_dead_op(&f->insts[user]) && f->insts[user].op != IR_LOAD &&
               ir_num_uses(f, ir_inst_ref(user)) == 1 && f->uses[f->insts[user].first_use].user == o;
          inc = user;
        }
        if (!ok || inc == IR_NIL || inc >= cap) continue;
        mark[o] = mark[inc] = epoch;
        d.insts += 2;
        d.freed += iv_slots(s, f->insts[o].type);
        again = true;
        continue;
      }
      if (!all_users_marked(s, ir_inst_ref(o), mark, cap, epoch)) continue;
      mark[o] = epoch;
      d.insts++;
      again = true;
    }
  }
  /* the outside values only removed instructions use */
  for (uint32_t c = 0; c < nc; c++) {
    IrId i = cand[c];
    if (i >= cap || mark[i] != epoch) continue;
    for (uint32_t k = 0; k < f->insts[i].nops; k++) {
      IrRef v = ir_opnd(f, i, k);
      if ((!ir_ref_is(v, IR_RINST) && !ir_ref_is(v, IR_RARG)) || in_loop_inst(s, l, v)) continue;
      if (ir_ref_is(v, IR_RINST) && f->insts[ir_ref_idx(v)].block == IR_NIL) continue;
      bool first = true;   /* counted once: at its first use among the removed */
      for (uint32_t q = 0; q < c && first; q++)
        if (cand[q] < cap && mark[cand[q]] == epoch)
          for (uint32_t r = 0; r < f->insts[cand[q]].nops && first; r++) first = ir_opnd(f, cand[q], r).bits != v.bits;
      for (uint32_t r = 0; r < k && first; r++) first = ir_opnd(f, i, r).bits != v.bits;
      if (first && all_users_marked(s, v, mark, cap, epoch)) d.freed += iv_slots(s, ir_value_type(f, v));
    }
  }
  return d;
}

/* Phases 4-7 for the use group g of loop l. */
static void solve_group(LsrState *s, uint32_t l, uint32_t gi, const uint32_t *members, uint32_t rp,
                        uint8_t *credited) {
  LsrGroup *g = &s->grp[gi];
  uint32_t n = g->nuses;
  if (!n || bitmap_count(g) != n) return;
  bool ptr = ir_type_is_ptr(s->m, g->ty);
  unsigned bits = ir_type_bits(s->m, g->ty);
  const int64_t *kn = s->pc->knob;
  /* address-space and width policy */
  if (ptr && bits == 32 && kn[KNOB_DISABLE_LSR_FOR_SHAREDMEM32_PTR]) {
    pass_remark(s->pc, s->m, s->f, "%u use(s) not reduced: addrspace(3) pointer (disable-lsr-for-sharedmem32-ptr)", n);
    return;
  }
  /* do-lsr-64-bit when set, else the target's (seed: off on sm_3x-sm_6x) */
  bool do64 = kn[KNOB_DO_LSR_64_BIT] >= 0 ? kn[KNOB_DO_LSR_64_BIT] != 0 : kn[KNOB_SM] >= 70;
  if (bits == 64 && !do64) {
    if (kn[KNOB_DO_LSR_64_BIT] < 0) {
      pass_remark(s->pc, s->m, s->f, "%u use(s) not reduced: 64-bit IV (sm_%lld: do-lsr-64-bit off below sm_70)",
                  n, (long long)kn[KNOB_SM]);
      return;
    }
    pass_remark(s->pc, s->m, s->f, "%u use(s) not reduced: 64-bit IV (do-lsr-64-bit off)", n);
    return;
  }
  /* phase 7 bit budget: stride and every chained offset fit the IV's width */
  bool fit = fits(g->stride, bits);
  for (uint32_t k = 1; k < n && fit; k++)
    fit = fits((int64_t)((uint64_t)s->use[members[k]].off - (uint64_t)s->use[members[0]].off), bits);
  if (!fit) {
    pass_remark(s->pc, s->m, s->f, "%u use(s) not reduced: width fit (stride %lld does not fit %u bits)", n,
                (long long)g->stride, bits);
    return;
  }
  uint32_t slots = iv_slots(s, g->ty), nsext = 0;
  for (uint32_t k = 0; k < n; k++) nsext += s->use[members[k]].sext_dead;
  uint32_t sxt_slots = kn[KNOB_COUNT_SXT_OPT_FOR_REG_PRESSURE] ? 2 * nsext : 0;
  int64_t disc = kn[KNOB_DISABLE_LSR_COMPLEXITY_DISCOUNT] ? 0 : (int64_t)n;
  /* candidates: cost = 2 insts + 2 slots - discount - sext credit */
  int64_t cost[F_N], regs[F_N];
  bool ok[F_N] = {true, true, n > 1};
  LsrDead dead = dead_set(s, l, members, n, s->mark, s->nmark, ++s->epoch);
  uint32_t nchain = 0;
  for (uint32_t k = 1; k < n; k++) nchain += s->use[members[k]].off != s->use[members[0]].off;
  regs[F_KEEP] = 0;
  cost[F_KEEP] = 2 * (int64_t)dead.insts;
  regs[F_SHARED] = (int64_t)slots - (int64_t)dead.freed;
  int64_t credit = counter_credit(s, l, g, members, credited);
  cost[F_SHARED] = 2 * (1 + (int64_t)nchain) + RW * regs[F_SHARED] - disc - (int64_t)sxt_slots - credit;
  regs[F_PERUSE] = (int64_t)slots * n - (int64_t)dead.freed;
  cost[F_PERUSE] = 2 * (int64_t)n + RW * regs[F_PERUSE] - disc - (int64_t)sxt_slots - credit;
  const char *why[F_N] = {NULL, NULL, NULL};
  if (kn[KNOB_FILTER_BAD_FORMULA] && ok[F_PERUSE] && (int64_t)slots * n > 2) {
    ok[F_PERUSE] = false;
    why[F_PERUSE] = "bad formula";
  }
  /* phase 5: the register-pressure gate on every formula adding registers */
  for (int c = F_SHARED; c < F_N; c++)
    if (ok[c] && kn[KNOB_LSR_CHECK_RP] && (int64_t)rp + regs[c] > kn[KNOB_LSR_RP_LIMIT]) {
      ok[c] = false;
      why[c] = "RP gate";
    }
  /* phase 6: the median-cost candidate: every candidate left (keep
   * included) sorted by cost, ties to the simpler formula, the one where
   * the running count reaches half of them (the lower median; see the
   * header on the seed's total / 2) */
  uint64_t key[F_N];
  uint32_t nc = 0;
  for (int c = F_KEEP; c < F_N; c++)
    if (ok[c]) key[nc++] = ((uint64_t)(cost[c] + 1024) << 8) | (uint64_t)c;
  qsort(key, nc, sizeof *key, cmp_u64);
  int pick = (int)(key[(nc - 1) / 2] & 0xff);
  if (pick != F_KEEP && cost[pick] >= cost[F_KEEP]) {
    why[pick] = "costlier than keep";
    pick = F_KEEP;
  }
  char rej[160] = "";
  size_t at = 0;
  for (int c = 0; c < F_N; c++)
    if (why[c] && at < sizeof rej)
      at += (size_t)snprintf(rej + at, sizeof rej - at, "%s%s: %s", at ? ", " : "; rejected ", fname[c], why[c]);
  pass_remark(s->pc, s->m, s->f, "%u use(s) with stride %lld at loop depth %u: formula %s, cost %lld (keep %lld)%s",
              n, (long long)g->stride, s->an->li.loops.loop[l].depth, fname[pick], (long long)cost[pick],
              (long long)cost[F_KEEP], rej);
  if (pick == F_SHARED) rewrite(s, l, members, n);
  else if (pick == F_PERUSE)
    for (uint32_t k = 0; k < n; k++) rewrite(s, l, members + k, 1);
}

/* ------------------------------------------------------------------ */
/* Terminator folding (seed: "lsr_fold_term_cond", the upstream transform
 * the overlay reuses): after rewriting, the exit test of a loop
 * `br (icmp pred (add %k, c), %n)` on a counter %k that has no other use
 * becomes `br (icmp eq %IV.S.next., end)` with end = start + (B + 1) * d
 * computed in the preheader (B the backedge-taken count, d the IV's
 * stride), and %k goes away.
 *
 * The guards, each of which blocks the fold with a remark:
 *  - the loop is innermost, its single latch is its only exiting block and
 *    ends in a conditional branch on an icmp used nowhere else;
 *  - the icmp compares the increment of a header phi %k with a
 *    loop-invariant value, %k is used only by the increment and the
 *    increment only by %k and the icmp (upstream's "almost dead" IV);
 *  - B is known (read from SCEV before rewriting; exact because the latch
 *    is the only exit) and computable in the preheader;
 *  - no wrap: the IV must reach end first at the (B+1)-th latch.  Its values
 *    there are start + j*d for j = 1..B+1, pairwise distinct modulo 2^w
 *    when B * |d| < 2^w (w the IV's width, B at its largest value), which
 *    is upstream's no-self-wrap condition made checkable;
 *  - no new poison: the IV (or an offset from it) is the address of a load
 *    or store in a block that dominates the latch, so a poison start was
 *    already UB in the first iteration; its increments carry no flags.
 * Then the trip count is provably unchanged: the new test is true exactly
 * at the latch where the old one left the loop.  Upstream picks the last
 * legal IV; so does this. */

static bool invariant_ref(LsrState *s, uint32_t l, IrRef v) {
  if (!ir_ref_is(v, IR_RINST)) return true;
  IrId b = s->f->insts[ir_ref_idx(v)].block;
  return b != IR_NIL && !ir_loop_contains(&s->an->li.loops, l, b);
}

/* Whether value i (or a GEP from it) is a load's or store's address in a
 * block dominating the latch. */
static bool addr_use_every_iter(LsrState *s, IrId i, IrId latch, unsigned depth) {
  IrFunc *f = s->f;
  for (IrId u = f->insts[i].first_use; u != IR_NIL; u = f->uses[u].next) {
    IrId user = f->uses[u].user;
    const IrInst *in = &f->insts[user];
    uint32_t k = u - in->op0;
    if (in->op == IR_GEP && k == 0 && depth < 2 && addr_use_every_iter(s, user, latch, depth + 1)) return true;
    if (in->block == IR_NIL || !dominates(&s->an->li.dom, in->block, latch)) continue;
    if ((in->op == IR_LOAD && k == 0) || (in->op == IR_STORE && k == 1)) return true;
  }
  return false;
}

/* The loop-level guards; NULL when they hold, with the exit test's parts. */
static const char *fold_loop_guard(LsrState *s, uint32_t l, IrId *cmp, IrId *inc, IrId *kphi, bool other_uses) {
  IrFunc *f = s->f;
  const IrLoops *L = &s->an->li.loops;
  const IrLoop *lp = &L->loop[l];
  IrId latch = ir_loop_latch(L, l);
  if (lp->nchildren) return "not innermost";
  if (latch == IR_NIL || lp->nexiting != 1 || L->exiting[lp->exiting_start] != latch)
    return "the latch is not the only exit";
  if (s->btc[l].kind == SCEV_BTC_UNKNOWN) return "unknown trip count";
  if (!expandable(s, s->btc[l].count, lp->preheader, 0)) return "trip count not computable in the preheader";
  IrId t = ir_block_term(f, latch);
  if (t == IR_NIL || f->insts[t].op != IR_CBR || !ir_ref_is(ir_opnd(f, t, 0), IR_RINST))
    return "no conditional exit branch";
  *cmp = ir_ref_idx(ir_opnd(f, t, 0));
  if (f->insts[*cmp].op != IR_ICMP || !ir_type_is_int(s->m, f->insts[*cmp].type)) return "exit condition is no icmp";
  if (ir_num_uses(f, ir_inst_ref(*cmp)) != 1) return "exit condition has other uses";
  IrRef a = ir_opnd(f, *cmp, 0);
  if (!ir_ref_is(a, IR_RINST) || f->insts[ir_ref_idx(a)].op != IR_ADD || !invariant_ref(s, l, ir_opnd(f, *cmp, 1)))
    return "exit condition is not an increment against an invariant";
  *inc = ir_ref_idx(a);
  IrRef p = ir_opnd(f, *inc, 0);
  if (!ir_ref_is(p, IR_RINST) || !invariant_ref(s, l, ir_opnd(f, *inc, 1))) return "exit counter is no recurrence";
  *kphi = ir_ref_idx(p);
  const IrInst *ph = &f->insts[*kphi];
  if (ph->op != IR_PHI || ph->block != lp->header || ph->nops != 4) return "exit counter is no recurrence";
  bool back = false;
  for (uint32_t k = 0; k < 4; k += 2)
    if (ir_ref_idx(ir_opnd(f, *kphi, k + 1)) == latch) back = ir_opnd(f, *kphi, k).bits == a.bits;
  if (!back) return "exit counter is no recurrence";
  if ((!other_uses && ir_num_uses(f, p) != 1) || ir_num_uses(f, a) != 2) return "exit counter has other uses";
  return NULL;
}

/* Whether IV v's start is a constant (not poison: the exit test on it
 * cannot branch on poison). */
static bool const_start(LsrState *s, const LsrIv *v) {
  uint64_t c;
  return ir_const_scalar_bits(s->m, ir_opnd(s->f, v->phi, 0), true, &c);
}

/* The candidate guards for IV v of loop l. */
static const char *fold_iv_guard(LsrState *s, uint32_t l, const LsrIv *v) {
  IrType ty = s->f->insts[v->phi].type;
  unsigned w = ir_type_bits(s->m, ty);
  if (!v->stride) return "zero stride";
  if (!factor_guard(s, v->stride, s->btcmax[l], w))
    return "overflow guard (the IV's stride times the trip count does not fit its width)";
  if (ir_type_is_ptr(s->m, ty)) {
    if (!addr_use_every_iter(s, v->phi, ir_loop_latch(&s->an->li.loops, l), 0))
      return "the IV is not an address on every iteration (poison)";
  } else if (!const_start(s, v)) {
    return "the IV's start is no constant (poison)";
  }
  return NULL;
}

static void fold_commit(LsrState *s, uint32_t l, const LsrIv *v, IrId cmp, IrId inc, IrId kphi) {
  IrFunc *f = s->f;
  IrModule *m = s->m;
  const IrLoop *lp = &s->an->li.loops.loop[l];
  IrId latch = ir_loop_latch(&s->an->li.loops, l), t = ir_block_term(f, latch), at = ir_block_term(f, lp->preheader);
  IrType ty = f->insts[v->phi].type;
  bool ptr = ir_type_is_ptr(m, ty);
  unsigned w = ir_type_bits(m, ty);
  IrType ity = ir_type_int(m, w);
  const ScevExpr *c = s->btc[l].count;
  IrRef off;
  if (scev_is_const(c)) {
    off = ir_const_int(m, ity, (c->c + 1) * (uint64_t)v->stride, 0);
  } else {
    IrRef n = expand(s, c, at, ty);
    if (c->bits < w) n = ir_inst_ref(put(s, IR_ZEXT, ity, n, IR_NOREF, at, NULL));
    else if (c->bits > w) n = ir_inst_ref(put(s, IR_TRUNC, ity, n, IR_NOREF, at, NULL));
    n = ir_inst_ref(put(s, IR_ADD, ity, n, ir_const_int(m, ity, 1, 0), at, NULL));
    off = ir_inst_ref(put(s, IR_MUL, ity, n, ir_const_int(m, ity, (uint64_t)v->stride, 0), at, NULL));
  }
  IrRef start = ir_opnd(f, v->phi, 0);
  uint64_t c0, c1;
  IrRef endv;
  if (!ptr && ir_const_scalar_bits(m, start, true, &c0) && ir_const_scalar_bits(m, off, true, &c1))
    endv = ir_const_int(m, ity, c0 + c1, 0);   /* constant start and trip count: a constant end */
  else
    endv = ptr ? gep8_val(s, ty, start, off, at, "lsr_fold_term_cond")
               : ir_inst_ref(put(s, IR_ADD, ty, start, off, at, "lsr_fold_term_cond"));
  IrId nc = put(s, IR_ICMP, ir_type_int(m, 1), ir_inst_ref(v->next), endv, t,
                "lsr_fold_term_cond.replaced_term_cond");
  f->insts[nc].pred = IR_ICMP_EQ;
  ir_set_opnd(f, t, 0, ir_inst_ref(nc));
  if (ir_ref_idx(ir_opnd(f, t, 1)) == lp->header) {  /* exit when equal */
    IrRef ex = ir_opnd(f, t, 2);
    ir_set_opnd(f, t, 2, ir_opnd(f, t, 1));
    ir_set_opnd(f, t, 1, ex);
  }
  ir_inst_remove(f, cmp);
  ir_rauw(f, ir_inst_ref(inc), ir_const_poison(m, f->insts[inc].type));
  ir_inst_remove(f, inc);
  ir_inst_remove(f, kphi);
  s->changed = true;
}

/* Folds the exit test of every loop given an IV, onto its last legal IV. */
static void fold_terms(LsrState *s) {
  uint32_t nl = s->an->li.loops.nloops;
  uint8_t *state = pass_scratch(s->pc, nl, NULL);          /* 0 untried, 1 blocked, 2 folded */
  const char **why = pass_scratch(s->pc, nl * sizeof *why, NULL);
  if (!state || !why) return;
  memset(state, 0, nl);
  for (uint32_t k = 0; k < nl; k++) why[k] = NULL;
  IrId *parts = pass_scratch(s->pc, 3 * (size_t)nl * sizeof *parts, NULL);
  if (!parts) return;
  for (uint32_t k = s->niv; k-- > 0;) {
    const LsrIv *v = &s->iv[k];
    uint32_t l = v->loop, d = s->an->li.loops.loop[l].depth;
    if (state[l]) continue;
    IrId *pt = parts + 3 * l;
    const char *r = why[l] ? NULL : fold_loop_guard(s, l, &pt[0], &pt[1], &pt[2], false);
    if (r) {
      state[l] = 1;
      pass_remark(s->pc, s->m, s->f, "loop at depth %u: exit condition not folded: %s", d, r);
      continue;
    }
    if ((r = fold_iv_guard(s, l, v))) {
      why[l] = r;   /* the loop's guards hold; an earlier IV may still do */
      continue;
    }
    fold_commit(s, l, v, pt[0], pt[1], pt[2]);
    state[l] = 2;
    pass_remark(s->pc, s->m, s->f, "loop at depth %u: exit condition folded onto IV stride %lld (lsr_fold_term_cond)",
                d, (long long)v->stride);
  }
  for (uint32_t l = 0; l < nl; l++)
    if (!state[l] && why[l])
      pass_remark(s->pc, s->m, s->f, "loop at depth %u: exit condition not folded: %s", s->an->li.loops.loop[l].depth,
                  why[l]);
}

/* ------------------------------------------------------------------ */

/* ------------------------------------------------------------------ */
/* Dead header phis (upstream's DeleteDeadPHIs, which the overlay reuses
 * with the IV rewriting: seed §What NVIDIA Reuses From Upstream): after
 * rewriting, a header phi of an in-scope loop whose value only feeds a
 * chain of single-use side-effect-free instructions back into itself (or
 * nothing) computes nothing anyone reads, e.g. the i32 counter whose sign
 * extension became a 64-bit IV, or a loop-carried value never used after
 * the loop.  It goes, and with it every instruction left unused by that
 * (recursively, side-effect free ones only: a non-volatile non-atomic load
 * may go, which only removes behaviour, never adds it). */

static bool trivially_dead_op(const IrInst *in) {
  switch (in->op) {
  case IR_ADD: case IR_SUB: case IR_MUL: case IR_UDIV: case IR_SDIV: case IR_UREM: case IR_SREM:
  case IR_SHL: case IR_LSHR: case IR_ASHR: case IR_AND: case IR_OR: case IR_XOR:
  case IR_FADD: case IR_FSUB: case IR_FMUL: case IR_FDIV: case IR_FREM: case IR_FNEG:
  case IR_ICMP: case IR_FCMP: case IR_SELECT: case IR_FREEZE: case IR_PHI:
  case IR_TRUNC: case IR_ZEXT: case IR_SEXT: case IR_FPTRUNC: case IR_FPEXT: case IR_FPTOUI: case IR_FPTOSI:
  case IR_UITOFP: case IR_SITOFP: case IR_PTRTOINT: case IR_INTTOPTR: case IR_BITCAST: case IR_ADDRSPACECAST:
  case IR_GEP: case IR_EXTRACTELT: case IR_INSERTELT: case IR_SHUFFLE: case IR_EXTRACTVAL: case IR_INSERTVAL:
    return true;
  case IR_LOAD: return !(in->flags & (IR_F_VOLATILE | IR_F_ATOMIC));
  default: return false;
  }
}

/* Whether phi p's value reaches only itself through single-use
 * side-effect-free instructions (at most 16), or nothing. */
static bool dead_phi(const IrFunc *f, IrId p) {
  IrId i = p;
  for (unsigned n = 0; n < 16; n++) {
    IrId u = f->insts[i].first_use;
    if (u == IR_NIL) return true;
    if (f->uses[u].next != IR_NIL) return false;
    i = f->uses[u].user;
    if (i == p) return true;
    if (!trivially_dead_op(&f->insts[i])) return false;
  }
  return false;
}

/* Removes the dead header phis of the in-scope loops and what they leave
 * unused (a full work stack leaves the rest: dead, harmless). */
static void delete_dead_phis(LsrState *s, const bool *scope) {
  IrFunc *f = s->f;
  uint32_t cap = f->ninsts + 1;
  IrId *work = pass_scratch(s->pc, cap * sizeof *work, NULL);
  if (!work) return;
  const IrLoops *L = &s->an->li.loops;
  bool again = true;
  for (unsigned round = 0; again && round < 4; round++) {  /* a phi left dead by removing another one */
    again = false;
    for (uint32_t l = 0; l < L->nloops; l++) {
      if (!scope[l]) continue;
      IrId h = L->loop[l].header;
      for (IrId p = f->blocks[h].first, nx; p != IR_NIL && f->insts[p].op == IR_PHI; p = nx) {
        nx = f->insts[p].next;
        if (!dead_phi(f, p)) continue;
        uint32_t nw = 0;
        ir_rauw(f, ir_inst_ref(p), ir_const_poison(s->m, f->insts[p].type));
        for (uint32_t k = 0; k < f->insts[p].nops; k++) {
          IrRef v = ir_opnd(f, p, k);
          if (ir_ref_is(v, IR_RINST) && nw < cap) work[nw++] = ir_ref_idx(v);
        }
        ir_inst_remove(f, p);
        s->changed = again = true;
        while (nw) {
          IrId i = work[--nw];
          IrInst *in = &f->insts[i];
          if (in->block == IR_NIL || in->op == IR_NOP || in->first_use != IR_NIL || !trivially_dead_op(in)) continue;
          if (i == nx) nx = in->next;
          for (uint32_t k = 0; k < in->nops && nw < cap; k++) {
            IrRef v = ir_opnd(f, i, k);
            if (ir_ref_is(v, IR_RINST)) work[nw++] = ir_ref_idx(v);
          }
          ir_inst_remove(f, i);
        }
      }
    }
  }
}

static uint32_t loop_height(LsrState *s, uint32_t l) {
  const IrLoops *L = &s->an->li.loops;
  if (s->height[l]) return s->height[l];
  uint32_t h = 1;
  for (uint32_t k = 0; k < L->loop[l].nchildren; k++) {
    uint32_t c = loop_height(s, L->children[L->loop[l].child_start + k]) + 1;
    if (c > h) h = c;
  }
  return s->height[l] = h;
}

static bool loop_in_scope(LsrState *s, uint32_t l) {
  const IrLoops *L = &s->an->li.loops;
  const IrLoop *lp = &L->loop[l];
  const int64_t *kn = s->pc->knob;
  if (lp->preheader == IR_NIL || ir_loop_latch(L, l) == IR_NIL) return false;
  if (kn[KNOB_LSR_LOOP_LEVEL] && loop_height(s, l) != (uint32_t)kn[KNOB_LSR_LOOP_LEVEL]) return false;
  if (kn[KNOB_LSR_SKIP_OUTER_LOOP] && lp->nchildren) {
    pass_remark(s->pc, s->m, s->f, "loop at depth %u skipped: outer loop (lsr-skip-outer-loop)", lp->depth);
    return false;
  }
  if (kn[KNOB_DISABLE_UNKNOWN_TRIP_LSR] && scev_btc(s->an->S, l).kind == SCEV_BTC_UNKNOWN) {
    pass_remark(s->pc, s->m, s->f, "loop at depth %u skipped: unknown trip count (disable-unknown-trip-lsr)",
                lp->depth);
    return false;
  }
  return true;
}

static IrStatus lsr_func(LsrState *s) {
  IrFunc *f = s->f;
  bool ch = false;
  IrStatus st = ir_loop_simplify(s->pc->ir, s->m, f, &ch);
  if (st != IR_OK) return st;
  s->changed |= ch;
  LsrAn *a = s->an;
  an_fini(a);
  if ((st = ir_loop_info_compute(&a->li, f)) != IR_OK) return st;
  if (!a->li.loops.nloops) return IR_OK;
  if ((st = ir_live_compute(&a->live, &a->li.cfg)) != IR_OK) return st;
  if (!(a->S = scev_new(s->m, f, &a->li.loops))) return ir_error(s->pc->ir, IR_ENOMEM, NULL, 0, 0, "out of memory");
  uint32_t nl = a->li.loops.nloops, ni = f->ninsts;
  s->height = pass_scratch(s->pc, nl * sizeof *s->height, NULL);
  bool *scope = pass_scratch(s->pc, nl * sizeof *scope, NULL);
  uint8_t *credited = pass_scratch(s->pc, nl, NULL);
  uint32_t *rp = pass_scratch(s->pc, nl * sizeof *rp, NULL);
  s->use = pass_scratch(s->pc, (ni + 1) * sizeof *s->use, NULL);
  s->grp = pass_scratch(s->pc, (ni + 1) * sizeof *s->grp, NULL);
  uint32_t *members = pass_scratch(s->pc, (ni + 1) * sizeof *members, NULL);
  s->iv = pass_scratch(s->pc, (ni + 1) * sizeof *s->iv, NULL);
  s->btc = pass_scratch(s->pc, nl * sizeof *s->btc, NULL);
  s->btcmax = pass_scratch(s->pc, nl * sizeof *s->btcmax, NULL);
  s->nmark = ni;
  s->mark = pass_scratch(s->pc, (ni + 1) * sizeof *s->mark, NULL);
  if (s->mark) memset(s->mark, 0, (ni + 1) * sizeof *s->mark);
  s->epoch = 0;
  s->n0 = ni;
  s->rbuilt = false;
  s->rtab = NULL;
  s->next = 0;
  if (!s->height || !scope || !credited || !rp || !s->use || !s->grp || !members || !s->iv || !s->btc || !s->btcmax || !s->mark)
    return IR_ENOMEM;
  s->niv = 0;
  memset(credited, 0, nl);
  for (uint32_t l = 0; l < nl; l++) {
    scope[l] = loop_in_scope(s, l);
    /* the gate reads the pressure of the liveness analysis (seed note 2) */
    rp[l] = ir_loop_pressure(&a->live, &a->li.loops, l).regs;
    if (scope[l] && s->pc->knob[KNOB_LSR_CHECK_RP] && rp[l] >= (uint32_t)s->pc->knob[KNOB_LSR_RP_LIMIT]) {
      pass_remark(s->pc, s->m, f, "loop at depth %u skipped: RP gate (pressure %u >= lsr-rp-limit %lld)",
                  a->li.loops.loop[l].depth, rp[l], (long long)s->pc->knob[KNOB_LSR_RP_LIMIT]);
      scope[l] = false;
    }
  }
  /* the trip counts (phase 7's width fit of extensions, terminator folding), read before rewriting */
  for (uint32_t l = 0; l < nl; l++) {
    s->btc[l] = scope[l] ? scev_btc(a->S, l) : (ScevBtc){SCEV_BTC_UNKNOWN, NULL};
    s->btcmax[l] = s->btc[l].count ? scev_range(a->S, s->btc[l].count).uhi : UINT64_MAX;
  }
  if (scev_status(a->S) != IR_OK) return scev_status(a->S);
  /* phase 1 over the reachable blocks in RPO; a use belongs to the loop of its recurrence */
  s->nuse = 0;
  for (uint32_t r = 0; r < a->li.cfg.nrpo; r++)
    for (IrId i = f->blocks[a->li.cfg.rpo[r]].first; i != IR_NIL; i = f->insts[i].next) {
      uint32_t before = s->nuse;
      collect(s, i);
      if (s->nuse == before) continue;
      LsrUse *u = &s->use[s->nuse - 1];
      const IrLoop *lp = &a->li.loops.loop[u->loop];
      if (scev_status(a->S) != IR_OK) return scev_status(a->S);
      if (!scope[u->loop] || !users_in_loop(s, i, u->loop) || !expandable(s, u->base, lp->preheader, 0) ||
          !scev_invariant(a->S, u->base, u->loop))
        s->nuse--;
    }
  if (scev_status(a->S) != IR_OK) return scev_status(a->S);
  if (!s->nuse) {
    delete_dead_phis(s, scope);
    return IR_OK;
  }
  /* phase 6: group the uses by formula */
  s->ngrp = 0;
  if (!table_init(s, s->nuse)) return IR_ENOMEM;
  for (uint32_t k = 0; k < s->nuse; k++) {
    LsrUse *u = &s->use[k];
    uint32_t *p = probe(s, u->base, u->stride, u->ty, u->loop, true);
    if (*p >= SLOT_TOMB) {
      *p = s->ngrp;
      s->grp[s->ngrp++] = (LsrGroup){u->base, u->stride, u->ty, u->loop, 0, 0, 0, NULL, 0};
      if (4 * ++s->nfull >= 3 * s->nslot && !table_grow(s)) return IR_ENOMEM;
      p = probe(s, u->base, u->stride, u->ty, u->loop, false);
    }
    LsrGroup *g = &s->grp[*p];
    u->group = *p;
    bitmap_set(s, g, g->nuses++);
  }
  /* the uses of each group in order (a counting sort by group) */
  uint32_t at = 0;
  for (uint32_t gi = 0; gi < s->ngrp; gi++) {
    s->grp[gi].first = at;
    at += s->grp[gi].nuses;
    s->grp[gi].nuses = 0;
  }
  for (uint32_t k = 0; k < s->nuse; k++) {
    LsrGroup *g = &s->grp[s->use[k].group];
    members[g->first + g->nuses++] = k;
  }
  for (uint32_t gi = 0; gi < s->ngrp; gi++)
    solve_group(s, s->grp[gi].loop, gi, members + s->grp[gi].first, rp[s->grp[gi].loop], credited);
  fold_terms(s);
  delete_dead_phis(s, scope);
  return IR_OK;
}

IrStatus lsr_run(PassCtx *pc, IrModule *m, bool *changed, unsigned bugs) {
  *changed = false;
  if (!pc->scratch) {  /* called directly: run under pass_run, which owns the scratch memory */
    const char *name = bugs & LSR_BUG_SEXT_WRAP             ? "mutant-lsr-sext-wrap"
                       : bugs & LSR_BUG_NO_OVERFLOW_GUARD ? "mutant-lsr-no-overflow-guard"
                                                          : "lsr";
    const PassInfo *pi = pass_lookup(name, strlen(name));
    return pi ? pass_run(pc, pi, m, changed) : ir_error(pc->ir, IR_EINTERNAL, NULL, 0, 0, "lsr: not registered");
  }
  LsrAn *an = pass_scratch(pc, sizeof *an, an_fini);
  if (!an) return IR_ENOMEM;
  LsrState s = {.pc = pc, .m = m, .an = an, .bugs = bugs};
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    IrFunc *f = ir_func(m, i);
    if (f->is_decl || !f->nblocks) continue;
    s.f = f;
    IrStatus st = lsr_func(&s);
    an_fini(an);
    if (st != IR_OK) return st;
  }
  *changed = s.changed;
  return IR_OK;
}

IrStatus pass_lsr(PassCtx *pc, IrModule *m, bool *changed) { return lsr_run(pc, m, changed, 0); }

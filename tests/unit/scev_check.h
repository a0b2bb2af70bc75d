/* tests/unit/scev_check.h -- checks SCEV results by running them: the
 * closed form of a value (and a loop's backedge-taken count) is expanded
 * as IR next to the value, and an llvm.assume of their agreement lets the
 * reference interpreter report any iteration where they differ as UB.
 * Included by the SCEV tests (test_scev_gen.c, test_scev_corpus.c).
 *
 * Expansion: constants and unknowns are themselves; casts, add, mul, udiv
 * and min/max become the instructions they name (a pointer add becomes
 * getelementptr i8); an add recurrence {s,+,t...}<L> becomes a new phi in
 * L's header taking s (expanded at the preheader's end) on entry and
 * phi + t (t expanded at the latch's end) on the back edge, so its value in
 * iteration k is s + t_0 + ... + t_(k-1), which is the recurrence's
 * meaning.  A poison value never counts as a difference (the comparison is
 * frozen to "equal").  `wrong_step` adds 1 to the step of every affine
 * integer recurrence: the mutant the tests must catch.
 */
#ifndef PASSCHECK_SCEV_CHECK_H
#define PASSCHECK_SCEV_CHECK_H

#include "analysis/scev.h"
#include "interp/interp.h"

typedef struct SChk {
  IrModule *m;
  IrFunc *f;
  Scev *S;
  const IrLoops *L;
  bool wrong_step;
  bool no_values;              /* check trip counts only */
  bool failed;                 /* an expansion was impossible (no preheader, ...) */
  const ScevExpr *key[512];    /* expanded recurrences -> their phis */
  IrRef phi[512];
  uint32_t nphi;
} SChk;

static IrId sc_new(SChk *c, IrOp op, IrType ty, uint32_t nops, IrId pos) {
  IrId i = ir_inst_new(c->f, op, ty, nops);
  ir_inst_insert_before(c->f, pos, i);
  return i;
}

static IrRef sc_bin(SChk *c, IrOp op, IrType ty, IrRef a, IrRef b, IrId pos) {
  IrId i = sc_new(c, op, ty, 2, pos);
  ir_set_opnd(c->f, i, 0, a);
  ir_set_opnd(c->f, i, 1, b);
  return ir_inst_ref(i);
}

static IrRef sc_gep(SChk *c, IrType pty, IrRef base, IrRef off, IrId pos) {
  IrId i = sc_new(c, IR_GEP, pty, 2, pos);
  c->f->insts[i].auxty = IR_I8;
  ir_set_opnd(c->f, i, 0, base);
  ir_set_opnd(c->f, i, 1, off);
  return ir_inst_ref(i);
}

static IrType sc_type(SChk *c, const ScevExpr *e) {
  return e->is_ptr ? ir_type_ptr_fixed(e->as) : ir_type_int(c->m, e->bits);
}

static IrRef sc_expand(SChk *c, const ScevExpr *e, IrId pos);

/* Whether every recurrence of e has a loop with a preheader and one latch
 * (checked before any instruction is created). */
static bool sc_expandable(SChk *c, const ScevExpr *e) {
  if (e->kind == SCEV_ADDREC &&
      (c->L->loop[e->loop].preheader == IR_NIL || ir_loop_latch(c->L, e->loop) == IR_NIL))
    return false;
  for (uint32_t k = 0; k < e->nops; k++)
    if (!sc_expandable(c, e->ops[k])) return false;
  return true;
}

static IrRef sc_addrec(SChk *c, const ScevExpr *e) {
  for (uint32_t k = 0; k < c->nphi; k++)
    if (c->key[k] == e) return c->phi[k];
  const IrLoop *lp = &c->L->loop[e->loop];
  IrId pre = lp->preheader, latch = ir_loop_latch(c->L, e->loop);
  if (pre == IR_NIL || latch == IR_NIL || c->nphi == 512) return c->failed = true, IR_NOREF;
  IrType ty = sc_type(c, e);
  IrId phi = ir_inst_new(c->f, IR_PHI, ty, 4);
  ir_inst_insert_before(c->f, c->f->blocks[lp->header].first, phi);
  c->key[c->nphi] = e, c->phi[c->nphi++] = ir_inst_ref(phi);
  IrRef start = sc_expand(c, e->ops[0], ir_block_term(c->f, pre));
  const ScevExpr *st = e->nops == 2 ? e->ops[1] : scev_addrec(c->S, e->ops + 1, e->nops - 1, e->loop, 0);
  IrId lt = ir_block_term(c->f, latch);
  IrRef step = st ? sc_expand(c, st, lt) : IR_NOREF;
  if (ir_ref_is(start, IR_RNONE) || ir_ref_is(step, IR_RNONE)) return c->failed = true, IR_NOREF;
  if (c->wrong_step && e->nops == 2 && !e->is_ptr)
    step = sc_bin(c, IR_ADD, ty, step, ir_const_int(c->m, ty, 1, 0), lt);
  IrRef next = e->is_ptr ? sc_gep(c, ty, ir_inst_ref(phi), step, lt) : sc_bin(c, IR_ADD, ty, ir_inst_ref(phi), step, lt);
  ir_set_opnd(c->f, phi, 0, start);
  ir_set_opnd(c->f, phi, 1, ir_ref(IR_RBLOCK, pre));
  ir_set_opnd(c->f, phi, 2, next);
  ir_set_opnd(c->f, phi, 3, ir_ref(IR_RBLOCK, latch));
  return ir_inst_ref(phi);
}

static IrRef sc_expand(SChk *c, const ScevExpr *e, IrId pos) {
  IrType ty = sc_type(c, e);
  IrRef a, r = IR_NOREF;
  switch (e->kind) {
  case SCEV_CONST: return ir_const_int(c->m, ty, e->c, 0);
  case SCEV_UNKNOWN: return e->val;
  case SCEV_TRUNC: case SCEV_ZEXT: case SCEV_SEXT: {
    a = sc_expand(c, e->ops[0], pos);
    if (ir_ref_is(a, IR_RNONE)) return a;
    IrId i = sc_new(c, e->kind == SCEV_TRUNC ? IR_TRUNC : e->kind == SCEV_ZEXT ? IR_ZEXT : IR_SEXT, ty, 1, pos);
    ir_set_opnd(c->f, i, 0, a);
    return ir_inst_ref(i);
  }
  case SCEV_ADDREC: return sc_addrec(c, e);
  case SCEV_ADD: {
    IrRef base = IR_NOREF;
    for (uint32_t k = 0; k < e->nops; k++) {
      a = sc_expand(c, e->ops[k], pos);
      if (ir_ref_is(a, IR_RNONE)) return a;
      if (e->ops[k]->is_ptr) base = a;
      else r = ir_ref_is(r, IR_RNONE) ? a : sc_bin(c, IR_ADD, ir_type_int(c->m, e->bits), r, a, pos);
    }
    if (ir_ref_is(base, IR_RNONE)) return r;
    return ir_ref_is(r, IR_RNONE) ? base : sc_gep(c, ty, base, r, pos);
  }
  default: {
    for (uint32_t k = 0; k < e->nops; k++) {
      a = sc_expand(c, e->ops[k], pos);
      if (ir_ref_is(a, IR_RNONE)) return a;
      if (k == 0) {
        r = a;
        continue;
      }
      if (e->kind == SCEV_MUL || e->kind == SCEV_UDIV) {
        r = sc_bin(c, e->kind == SCEV_MUL ? IR_MUL : IR_UDIV, ty, r, a, pos);
        continue;
      }
      unsigned p = e->kind == SCEV_SMAX ? IR_ICMP_SGT : e->kind == SCEV_UMAX ? IR_ICMP_UGT
                 : e->kind == SCEV_SMIN ? IR_ICMP_SLT : IR_ICMP_ULT;
      IrRef cmp = sc_bin(c, IR_ICMP, IR_I1, r, a, pos);
      c->f->insts[ir_ref_idx(cmp)].pred = (uint8_t)p;
      IrId s = sc_new(c, IR_SELECT, ty, 3, pos);
      ir_set_opnd(c->f, s, 0, cmp);
      ir_set_opnd(c->f, s, 1, r);
      ir_set_opnd(c->f, s, 2, a);
      r = ir_inst_ref(s);
    }
    return r;
  }
  }
}

/* Inserts before pos: assume(!freeze(v != w)). */
static void sc_assume_eq(SChk *c, IrRef v, IrRef w, IrId pos) {
  IrRef ne = sc_bin(c, IR_ICMP, IR_I1, v, w, pos);
  c->f->insts[ir_ref_idx(ne)].pred = IR_ICMP_NE;
  IrId fz = sc_new(c, IR_FREEZE, IR_I1, 1, pos);
  ir_set_opnd(c->f, fz, 0, ne);
  IrRef ok = sc_bin(c, IR_XOR, IR_I1, ir_inst_ref(fz), ir_const_int(c->m, IR_I1, 1, 0), pos);
  uint32_t fi = ir_declare_intrin(c->m, IR_IN_LLVM_ASSUME, IR_VOID);
  IrId call = sc_new(c, IR_CALL, IR_VOID, 2, pos);
  ir_set_opnd(c->f, call, 0, ir_ref(IR_RFUNC, fi));
  ir_set_opnd(c->f, call, 1, ok);
  c->f->insts[call].aux = IR_IN_LLVM_ASSUME;
  c->f->insts[call].auxty = IR_VOID;
}

static bool sc_has_addrec(const ScevExpr *e) {
  if (e->kind == SCEV_ADDREC) return true;
  for (uint32_t k = 0; k < e->nops; k++)
    if (sc_has_addrec(e->ops[k])) return true;
  return false;
}

/* Whether every recurrence in e is of a loop containing block b. */
static bool sc_loops_contain(const IrLoops *L, const ScevExpr *e, IrId b) {
  if (e->kind == SCEV_ADDREC && !ir_loop_contains(L, e->loop, b)) return false;
  for (uint32_t k = 0; k < e->nops; k++)
    if (!sc_loops_contain(L, e->ops[k], b)) return false;
  return true;
}

typedef struct SChkTarget {
  IrId inst;
  const ScevExpr *e;
} SChkTarget;

/* Instruments every value of f whose SCEV has a recurrence (of loops
 * around it) and every loop with a known backedge-taken count; all SCEVs
 * are computed before the first edit.  Returns the number of checks. */
static uint32_t sc_instrument(SChk *c, uint32_t *nvals, uint32_t *nloops) {
  IrFunc *f = c->f;
  uint32_t cap = f->ninsts, n = 0, checks = 0;
  SChkTarget *t = malloc((cap ? cap : 1) * sizeof *t);
  ScevBtc *btc = malloc((c->L->nloops ? c->L->nloops : 1) * sizeof *btc);
  *nvals = *nloops = 0;
  IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) {
    const ScevExpr *e = scev_get(c->S, ir_inst_ref(i));
    if (e && sc_has_addrec(e) && sc_loops_contain(c->L, e, b)) t[n].inst = i, t[n++].e = e;
  }
  for (uint32_t l = 0; l < c->L->nloops; l++) btc[l] = scev_btc(c->S, l);
  for (uint32_t k = 0; k < n && !c->no_values; k++) {
    IrId i = t[k].inst, pos = i;
    if (f->insts[i].op == IR_PHI)
      while (f->insts[pos].op == IR_PHI) pos = f->insts[pos].next;
    else
      pos = f->insts[i].next;
    if (pos == IR_NIL) continue;
    c->failed = false;
    if (!sc_expandable(c, t[k].e)) continue;
    IrRef w = sc_expand(c, t[k].e, pos);
    if (c->failed || ir_ref_is(w, IR_RNONE)) continue;
    sc_assume_eq(c, ir_inst_ref(i), w, pos);
    checks++, (*nvals)++;
  }
  /* trip counts: a counter k per loop; an exit taken in iteration k needs
   * k == count (fresh expansions, never the mutant's) */
  c->nphi = 0;
  c->wrong_step = false;
  for (uint32_t l = 0; l < c->L->nloops; l++) {
    if (btc[l].kind == SCEV_BTC_UNKNOWN) continue;
    const IrLoop *lp = &c->L->loop[l];
    const ScevExpr *cnt = btc[l].count;
    const ScevExpr *ops[2] = {scev_const(c->S, cnt->bits, 0), scev_const(c->S, cnt->bits, 1)};
    c->failed = false;
    if (!sc_expandable(c, cnt) || lp->preheader == IR_NIL) continue;
    IrRef ctr = sc_addrec(c, scev_addrec(c->S, ops, 2, l, 0));
    if (c->failed) continue;
    for (uint32_t x = 0; x < lp->nexiting; x++) {
      IrId eb = c->L->exiting[lp->exiting_start + x], term = ir_block_term(f, eb);
      if (term == IR_NIL || f->insts[term].op != IR_CBR) continue;
      IrRef want = sc_expand(c, cnt, term);
      if (ir_ref_is(want, IR_RNONE)) continue;
      /* leaving = cond when the true successor is outside the loop */
      bool out_t = !ir_loop_contains(c->L, l, ir_ref_idx(ir_opnd(f, term, 1)));
      IrRef cond = ir_opnd(f, term, 0);
      IrRef leave = out_t ? cond : sc_bin(c, IR_XOR, IR_I1, cond, ir_const_int(c->m, IR_I1, 1, 0), term);
      /* check: leaving implies ctr == count, i.e. select(leave, ctr, count) == count */
      IrType ty = ir_type_int(c->m, cnt->bits);
      IrId s = sc_new(c, IR_SELECT, ty, 3, term);
      ir_set_opnd(f, s, 0, leave);
      ir_set_opnd(f, s, 1, ctr);
      ir_set_opnd(f, s, 2, want);
      sc_assume_eq(c, ir_inst_ref(s), want, term);
      checks++;
    }
    (*nloops)++;
  }
  free(t);
  free(btc);
  return checks;
}

#endif

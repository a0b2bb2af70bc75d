/* passes/ori_sr.c -- `ori-sr`: phase 21 OriStrengthReduce of seed 000
 * ("Phase 21: Induction Variable Strength Reduction") on ori.imad calls.
 *
 * Contract (pass.h): touches only the IMAD family (ori.imad.i32,
 * ori.imad.hi.{s,u}32, ori.imad.wide.{s,u}32: the seed's opcode 137 with its
 * modifier variants); every other instruction is skipped.  Runs only when
 * the module has more than one function (declarations count: a module
 * calling ori.imad declares it) and the gate knob `knob-487` is set.  Every
 * rewrite is exact under the reference semantics; one remark per rewrite.
 *
 * The seed's method on SSA.  Ori IR is a register IR with use chains; here
 * every value is an SSA value with a use list, which changes three steps:
 *   Loop 1 (dead multiply elimination): an IMAD whose result is unused is
 *     deleted.  The seed converts one whose sources are still defined to a
 *     MOV-like opcode 130 (kept for its register effects); an SSA value
 *     with no use has no effect, so both cases delete (the remark says
 *     which case it was), and the IMADs feeding it that become unused go
 *     too, through the worklist.  The seed's "fresh register for a
 *     single-use register source" is what SSA already is (every value its
 *     own register): nothing to do.
 *   Loop 2 (worklist-driven transitive propagation): each IMAD is reduced
 *     where it is trivial, and a reduction pushes the (user, operand) pairs
 *     of its result on an explicit stack (20 entries to start, doubling;
 *     no recursion: chains in unrolled loops are hundreds deep); popping a
 *     pair reduces the user in turn.  The replacement map of the seed
 *     (def+28) is the use list itself: ir_rauw patches every operand.  The
 *     per-register flags (0x100 "marked", and the scheduling hints set by
 *     register type: i32/i64 "types 2-3" clear bits 3-4, others set them)
 *     have no SSA meaning beyond "visited": `mark` below.
 *   Reductions (x * y + c, modulo 2^32, exact):
 *     imad(x, 1, 0) -> x          (the seed's "source equals destination"
 *                                  delete: SOUND ONLY for multiplier 1 and
 *                                  addend 0; deleting R = R * m + c for any m,
 *                                  as a literal reading does, is wrong:
 *                                  mutant-ori-sr-self-imad)
 *     imad(0, y, c), imad(x, 0, c) -> c   (also .hi and .wide)
 *     imad(k1, k2, k3)            -> the constant
 *     imad(imad(x, k1, c1), k2, c2), the inner IMAD used only here
 *                                 -> imad(x, k1*k2, c1*k2 + c2): a chain of
 *                                  constant IMADs collapses into one, in one
 *                                  forward walk (linear in the chain).
 * Cost: the seed's cost model says multiplies are as cheap as adds and
 * register pressure decides; every reduction here removes one instruction
 * and one live value and adds none, so none can raise pressure.
 */
#include <string.h>

#include "ori.h"

typedef struct SrItem { IrId inst; uint32_t op; } SrItem;

typedef struct Sr {
  PassCtx *pc;
  IrModule *m;
  IrFunc *f;
  SrItem *stk;
  int top;            /* -1: empty */
  uint32_t cap;
  uint8_t *mark;      /* [ninsts]: 1 once visited by loop 2 */
  unsigned rewrites;
} Sr;

static bool is_imad(const IrFunc *f, IrId i) {
  const IrInst *in = &f->insts[i];
  if (in->op != IR_CALL || in->block == IR_NIL) return false;
  switch (in->aux) {
  case IR_IN_ORI_IMAD_I32: case IR_IN_ORI_IMAD_HI_S32: case IR_IN_ORI_IMAD_HI_U32:
  case IR_IN_ORI_IMAD_WIDE_S32: case IR_IN_ORI_IMAD_WIDE_U32:
    return true;
  default:
    return false;
  }
}

static bool push(Sr *s, IrId inst, uint32_t op) {
  if ((uint32_t)(s->top + 1) >= s->cap) {
    SrItem *n = pass_scratch(s->pc, (size_t)s->cap * 2 * sizeof *n, NULL);
    if (!n) return false;
    memcpy(n, s->stk, (size_t)s->cap * sizeof *n);
    s->stk = n;   /* the old block is freed with the pass's scratch */
    s->cap *= 2;
  }
  s->stk[++s->top] = (SrItem){inst, op};
  return true;
}

/* Pushes every (user, operand) pair of value v. */
static bool push_users(Sr *s, IrRef v) {
  IrFunc *f = s->f;
  for (IrId u = ir_first_use(f, v); u != IR_NIL; u = f->uses[u].next) {
    IrId user = f->uses[u].user;
    if (!push(s, user, u - f->insts[user].op0)) return false;
  }
  return true;
}

/* Deletes IMAD i (no uses); its IMAD sources are pushed (they may now be dead). */
static bool delete_imad(Sr *s, IrId i) {
  IrFunc *f = s->f;
  IrRef src[3];
  for (uint32_t k = 0; k < 3; k++) src[k] = ir_opnd(f, i, k + 1);
  ir_inst_remove(f, i);
  for (uint32_t k = 0; k < 3; k++)
    if (ir_ref_is(src[k], IR_RINST) && is_imad(f, ir_ref_idx(src[k])) && !push(s, ir_ref_idx(src[k]), 0))
      return false;
  return true;
}

static bool kconst(const Sr *s, IrRef v, uint64_t *c) { return ori_const(s->m, v, c); }

/* Replaces IMAD i by v, pushing its users first. */
static bool replace(Sr *s, PassStatId rule, IrId i, IrRef v, const char *why) {
  char nm[64];
  ori_vname(s->m, s->f, ir_inst_ref(i), nm, sizeof nm);
  if (!push_users(s, ir_inst_ref(i))) return false;
  ir_rauw(s->f, ir_inst_ref(i), v);
  pass_remark(s->pc, s->m, s->f, "strength-reduced imad %s: %s", nm, why);
  pass_stat(s->pc, rule);
  s->rewrites++;
  return delete_imad(s, i);
}

/* Reduces IMAD i if one of the rules applies (header comment). */
static bool reduce(Sr *s, IrId i, bool *done) {
  IrFunc *f = s->f;
  IrRef a = ir_opnd(f, i, 1), b = ir_opnd(f, i, 2), c = ir_opnd(f, i, 3), self = ir_inst_ref(i);
  uint64_t ka = 0, kb = 0, kc = 0;
  bool ca = kconst(s, a, &ka), cb = kconst(s, b, &kb), cc = kconst(s, c, &kc);
  *done = false;
  if ((ca && ka == 0) || (cb && kb == 0)) {
    if (ir_ref_eq(c, self)) return true;
    *done = true;
    return replace(s, PASS_STAT_ORISR_ZERO, i, c, "a factor is 0");
  }
  if (f->insts[i].aux != IR_IN_ORI_IMAD_I32) return true;
  if (cc && kc == 0 && ((cb && kb == 1) || (ca && ka == 1))) {
    IrRef x = cb && kb == 1 ? a : b;
    if (ir_ref_eq(x, self)) return true;
    *done = true;
    return replace(s, PASS_STAT_ORISR_MUL_ONE, i, x, "multiplier 1, addend 0");
  }
  if (ca && cb && cc) {
    *done = true;
    return replace(s, PASS_STAT_ORISR_CONST, i, ir_const_int(s->m, IR_I32, ka * kb + kc, 0), "constant operands");
  }
  if (!cc || !(ca || cb)) return true;
  IrRef t = ca ? b : a;
  uint64_t k2 = ca ? ka : kb, k1, c1;
  if (!ir_ref_is(t, IR_RINST) || ir_ref_idx(t) == i) return true;
  IrId ti = ir_ref_idx(t);
  if (!is_imad(f, ti) || f->insts[ti].aux != IR_IN_ORI_IMAD_I32 || ir_num_uses(f, t) != 1) return true;
  IrRef ta = ir_opnd(f, ti, 1), tb = ir_opnd(f, ti, 2), tc = ir_opnd(f, ti, 3);
  uint64_t kta, ktb;
  bool cta = kconst(s, ta, &kta), ctb = kconst(s, tb, &ktb);
  if (!kconst(s, tc, &c1) || !(cta || ctb)) return true;
  IrRef x = ctb ? ta : tb;
  k1 = ctb ? ktb : kta;
  if (ir_ref_eq(x, t)) return true;
  char nm[64];
  ori_vname(s->m, f, self, nm, sizeof nm);
  ir_set_opnd(f, i, 1, x);
  ir_set_opnd(f, i, 2, ir_const_int(s->m, IR_I32, k1 * k2, 0));
  ir_set_opnd(f, i, 3, ir_const_int(s->m, IR_I32, c1 * k2 + kc, 0));
  ir_inst_remove(f, ti);
  pass_remark(s->pc, s->m, f, "strength-reduced imad chain into %s = x * %u + %u", nm,
              (unsigned)(uint32_t)(k1 * k2), (unsigned)(uint32_t)(c1 * k2 + kc));
  pass_stat(s->pc, PASS_STAT_ORISR_CHAIN);
  s->rewrites++;
  *done = true;
  return push_users(s, self);
}

/* The propagation loop: pops (instruction, operand) pairs until empty. */
static bool drain(Sr *s, bool *changed) {
  IrFunc *f = s->f;
  while (s->top >= 0) {
    SrItem it = s->stk[s->top--];
    if (!is_imad(f, it.inst)) continue;
    bool done = false;
    if (ir_num_uses(f, ir_inst_ref(it.inst)) == 0) {
      pass_remark(s->pc, s->m, f, "deleted dead imad feeding a deleted one");
      pass_stat(s->pc, PASS_STAT_ORISR_DEAD);
      done = true;
      if (!delete_imad(s, it.inst)) return false;
    } else if (!reduce(s, it.inst, &done)) {
      return false;
    }
    if (done) *changed = true;
  }
  return true;
}

static IrStatus sr_func(PassCtx *pc, IrModule *m, IrFunc *f, bool *changed) {
  Sr s = {pc, m, f, NULL, -1, 20, NULL, 0};
  s.stk = pass_scratch(pc, s.cap * sizeof *s.stk, NULL);
  s.mark = pass_scratch(pc, (size_t)f->ninsts + 1, NULL);
  if (!s.stk || !s.mark) return IR_ENOMEM;
  /* The IMADs, collected first: a reduction may delete any IMAD, also the
   * next one of a walk; ori-sr makes no instruction, so ids stay valid. */
  uint32_t n = 0;
  IrId *list = pass_scratch(pc, (size_t)f->ninsts * sizeof *list + 1, NULL);
  if (!list) return IR_ENOMEM;
  IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) if (is_imad(f, i)) list[n++] = i;
  /* Loop 1: dead IMADs. */
  for (uint32_t k = 0; k < n; k++) {
    IrId i = list[k];
    if (!is_imad(f, i) || ir_num_uses(f, ir_inst_ref(i)) != 0) continue;
    bool srcs = false;
    for (uint32_t j = 1; j <= 3; j++) srcs |= ir_ref_is(ir_opnd(f, i, j), IR_RINST);
    pass_remark(pc, m, f, srcs ? "deleted dead imad (sources live: the seed's mov-like conversion)"
                               : "deleted dead imad");
    pass_stat(pc, PASS_STAT_ORISR_DEAD);
    *changed = true;
    if (!delete_imad(&s, i) || !drain(&s, changed)) return IR_ENOMEM;
  }
  /* Loop 2: reductions and their propagation. */
  for (uint32_t k = 0; k < n; k++) {
    IrId i = list[k];
    if (s.mark[i] || !is_imad(f, i)) continue;
    s.mark[i] = 1;
    if (!push(&s, i, 0) || !drain(&s, changed)) return IR_ENOMEM;
  }
  return IR_OK;
}

IrStatus pass_orisr(PassCtx *pc, IrModule *m, bool *changed) {
  if (!pc->knob[KNOB_GATE_487] || m->nfuncs <= 1) return IR_OK;
  for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
    IrFunc *f = ir_func(m, fi);
    if (f->is_decl) continue;
    IrStatus st = sr_func(pc, m, f, changed);
    if (st != IR_OK) return st;
  }
  return IR_OK;
}

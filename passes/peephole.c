/* passes/peephole.c -- `peephole`: the SASS peephole strength reductions of
 * seed 000 "Peephole Strength Reduction Patterns" (MainPeepholeOptimizer,
 * matchers sub_81D7E0 and sub_81DBC0) on IR and ori.* operations.
 *
 * Contract (pass.h): every rewrite is exact under the reference semantics;
 * shifts are recognized in IR form and in the SHF form ori-lower gives them
 * (passes/ori.h ori_shift), with constant amounts 0..31.  One remark per
 * rewrite.  Reads no knob.
 *
 * Patterns and their guards:
 *   rotate    r = or/add/xor i32 (shl x, n), (lshr x, 32 - n), 1 <= n <= 31,
 *             the same x in both -> r = ori.shf.l.wrap.b32(x, x, n)
 *   bfe       r = lshr (shl x, a), b  with a <= b -> ori.bfe.u32(x, b-a, 32-b)
 *             r = ashr (shl x, a), b  with a <= b -> ori.bfe.s32(x, b-a, 32-b)
 *             (the inner shl used only by r)
 *   bfe+iadd  r = add i32 (ori.bfe.u32(x, p, len)), y, the BFE used only
 *             here, 1 <= p <= 31, p + (len & 0xff) >= 32
 *             -> r = add (ori.shf.r.clamp.b32(x, 0, p)), y
 * Guards common to the two shift patterns (the seed's sub_81D7E0):
 *   - both shift definitions dominate the instruction: for an operand of a
 *     non-phi instruction SSA guarantees it (the verifier checks it), so the
 *     check is that r is not a phi (the patterns never match a phi);
 *   - loop depth: when a shift sits in a shallower loop than r the rewrite
 *     is suppressed (it would make x live into the inner loop in place of the
 *     loop-invariant shift results: the seed's register-pressure argument).
 *
 * DEVIATIONS from a literal reading of the seed, where it would change the
 * program's meaning (the reference semantics decide):
 *   1. The seed turns ALU(SHL(x, n), SHR(x, 32 - n)) into a BFE.  With
 *      amounts summing to 32 the two shifted copies cover disjoint bits and
 *      together hold every bit of x: that is a rotate, (x << n) | (x >> 32-n),
 *      not a field extract; no BFE equals it (mutant-peephole-literal-bfe is
 *      the literal reading).  It becomes SHF.L.WRAP with x in both halves,
 *      for OR, ADD and XOR (disjoint bits: the three agree), same x,
 *      logical SHR, 1 <= n <= 31.
 *   2. A real BFE is a right shift of a left shift, lshr(shl x, a), b with
 *      a <= b: bits b-a .. 31-a of x, 32-b of them (ashr: sign-extended).
 *   3. BFE+IADD: the BFE equals a plain right shift, so shift-then-add, only
 *      when the field reaches bit 31 (p + len >= 32); a shorter field also
 *      masks the top bits.  ori.* has no right-shift-add (LEA.HI) operation:
 *      the combined form is SHF.R feeding the IADD, which SASS selects as one
 *      LEA.HI; the BFE (a three-operand field op) is gone.
 */
#include "analysis/analysis.h"
#include "analysis/loops.h"
#include "ori.h"

typedef struct PhLoops {
  IrLoopInfo li;
} PhLoops;

static void ph_loops_fini(void *p) {
  PhLoops *s = p;
  ir_loop_info_release(&s->li);
}

typedef struct Ph {
  PassCtx *pc;
  IrModule *m;
  IrFunc *f;
  uint32_t *depth;   /* [nblocks] loop depth */
} Ph;

static bool single_use(const IrFunc *f, IrId i) { return ir_num_uses(f, ir_inst_ref(i)) == 1; }

/* The loop-depth guard: false when a shift sits in a shallower loop than r. */
static bool depth_ok(const Ph *p, IrId r, IrId s1, IrId s2) {
  uint32_t dr = p->depth[p->f->insts[r].block];
  return p->depth[p->f->insts[s1].block] >= dr && p->depth[p->f->insts[s2].block] >= dr;
}

static void replace(Ph *p, IrId r, IrRef v, IrId a, IrId b) {
  ir_rauw(p->f, ir_inst_ref(r), v);
  ir_inst_remove(p->f, r);
  ori_drop_if_dead(p->f, a);
  if (b != a) ori_drop_if_dead(p->f, b);
}

static bool rotate(Ph *p, IrId r) {
  IrFunc *f = p->f;
  OriShift a, b;
  if (!ori_shift(p->m, f, ir_opnd(f, r, 0), &a) || !ori_shift(p->m, f, ir_opnd(f, r, 1), &b)) return false;
  if (a.kind == IR_LSHR) { OriShift t = a; a = b; b = t; }
  if (a.kind != IR_SHL || b.kind != IR_LSHR || !ir_ref_eq(a.x, b.x)) return false;
  if (a.amt < 1 || a.amt + b.amt != 32) return false;
  char nm[64];
  ori_vname(p->m, f, ir_inst_ref(r), nm, sizeof nm);
  if (!depth_ok(p, r, a.inst, b.inst)) {
    pass_remark(p->pc, p->m, f, "not combined %s: the shifts sit in a shallower loop", nm);
    return false;
  }
  IrRef v = ORI_EMIT(p->m, f, r, IR_IN_ORI_SHF_L_WRAP, a.x, a.x, ir_const_int(p->m, IR_I32, a.amt, 0));
  replace(p, r, v, a.inst, b.inst);
  pass_remark(p->pc, p->m, f, "combined shl+shr into rotate %s = shf.l.wrap by %u", nm, a.amt);
  pass_stat(p->pc, PASS_STAT_PEEPHOLE_ROTATE);
  return true;
}

static bool field(Ph *p, IrId r) {
  IrFunc *f = p->f;
  OriShift o, in;
  if (!ori_shift(p->m, f, ir_inst_ref(r), &o) || o.kind == IR_SHL) return false;
  if (!ori_shift(p->m, f, o.x, &in) || in.kind != IR_SHL || in.amt > o.amt || !single_use(f, in.inst)) return false;
  char nm[64];
  ori_vname(p->m, f, ir_inst_ref(r), nm, sizeof nm);
  if (!depth_ok(p, r, in.inst, in.inst)) {
    pass_remark(p->pc, p->m, f, "not combined %s: the shifts sit in a shallower loop", nm);
    return false;
  }
  bool sgn = o.kind == IR_ASHR;
  IrRef v = ORI_EMIT(p->m, f, r, sgn ? IR_IN_ORI_BFE_S32 : IR_IN_ORI_BFE_U32, in.x,
                     ir_const_int(p->m, IR_I32, o.amt - in.amt, 0), ir_const_int(p->m, IR_I32, 32 - o.amt, 0));
  replace(p, r, v, in.inst, in.inst);
  pass_remark(p->pc, p->m, f, "combined shl+shr into %s %s = bfe(pos %u, len %u)", sgn ? "signed" : "unsigned",
              nm, o.amt - in.amt, 32 - o.amt);
  pass_stat(p->pc, sgn ? PASS_STAT_PEEPHOLE_BFE_SIGNED : PASS_STAT_PEEPHOLE_BFE);
  return true;
}

static bool bfe_add(Ph *p, IrId r) {
  IrFunc *f = p->f;
  if (f->insts[r].type != IR_I32) return false;
  for (uint32_t k = 0; k < 2; k++) {
    IrId b = ori_call(f, ir_opnd(f, r, k), IR_IN_ORI_BFE_U32);
    uint64_t pos, len;
    if (b == IR_NIL || !single_use(f, b)) continue;
    if (!ori_const(p->m, ir_opnd(f, b, 2), &pos) || pos < 1 || pos > 31) continue;
    if (!ori_const(p->m, ir_opnd(f, b, 3), &len) || pos + (len & 0xff) < 32) continue;
    IrRef s = ORI_EMIT(p->m, f, b, IR_IN_ORI_SHF_R_CLAMP, ir_opnd(f, b, 1), ir_const_int(p->m, IR_I32, 0, 0),
                       ir_const_int(p->m, IR_I32, pos, 0));
    ir_rauw(f, ir_inst_ref(b), s);
    ir_inst_remove(f, b);
    char nm[64];
    ori_vname(p->m, f, ir_inst_ref(r), nm, sizeof nm);
    pass_remark(p->pc, p->m, f, "folded bfe into shift-add %s (shift %u)", nm, (unsigned)pos);
    pass_stat(p->pc, PASS_STAT_PEEPHOLE_BFE_IADD);
    return true;
  }
  return false;
}

static IrStatus ph_func(PassCtx *pc, IrModule *m, IrFunc *f, PhLoops *s, bool *changed) {
  IrStatus st = ir_loop_info_compute(&s->li, f);
  if (st != IR_OK) return st;
  uint32_t *depth = pass_scratch(pc, (size_t)f->nblocks * sizeof *depth + 1, NULL);
  if (!depth) return IR_ENOMEM;
  for (IrId b = 0; b < f->nblocks; b++) depth[b] = ir_loop_depth_of(&s->li.loops, b);
  Ph p = {pc, m, f, depth};
  IR_FOR_BLOCKS(f, b) {
    IrId nx;
    for (IrId i = f->blocks[b].first; i != IR_NIL; i = nx) {
      nx = f->insts[i].next;
      IrInst *in = &f->insts[i];
      bool done = false;
      if (in->type != IR_I32) continue;
      if (in->op == IR_OR || in->op == IR_XOR) done = rotate(&p, i);
      else if (in->op == IR_ADD) done = rotate(&p, i) || bfe_add(&p, i);
      else if (in->op == IR_LSHR || in->op == IR_ASHR || in->op == IR_CALL) done = field(&p, i);
      if (done) *changed = true;
    }
  }
  return IR_OK;
}

IrStatus pass_peephole(PassCtx *pc, IrModule *m, bool *changed) {
  PhLoops *s = pass_scratch(pc, sizeof *s, ph_loops_fini);
  if (!s) return IR_ENOMEM;
  for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
    IrFunc *f = ir_func(m, fi);
    if (f->is_decl) continue;
    IrStatus st = ph_func(pc, m, f, s, changed);
    if (st != IR_OK) return st;
  }
  return IR_OK;
}

/* passes/ori_lower.c -- `ori-lower`: instruction selection of IR integer
 * arithmetic into ori.* machine operations (seed 000 "Phase 21" and
 * "Peephole Strength Reduction Patterns" work on these: IMAD, SHF, BFE,
 * IADD3, LEA), so the Ori passes get input from every program.
 *
 * Contract (pass.h): every rewrite is exact under the reference semantics
 * (core/sem/intrin_eval.c) for every operand value; where the IR form is
 * poison (nsw/nuw overflow, shift amount >= 32) the ori.* form gives a
 * value, which refines it.  One remark per rewrite.  Scalars only.
 *
 * Rules, tried at the root instruction (an absorbed inner instruction must
 * have the root as its only use, so nothing is computed twice):
 *   add i32 (mul a, b), c            -> ori.imad.i32(a, b, c)
 *   add i64 (mul (ext a), (ext b)), c -> ori.imad.wide.{u,s}32(a, b, c)
 *                                        (both zext or both sext, a b i32)
 *   trunc (lshr i64 (mul (ext a), (ext b)), 32) to i32
 *                                     -> ori.imad.hi.{u,s}32(a, b, 0)
 *                                        (the 64-bit product of two
 *                                        extended i32 never wraps)
 *   add i32 (add a, b), c            -> ori.iadd3.i32(a, b, c)
 *   add iN (shl a, C), b             -> ori.lea.iN(a, b, C), C < N, except
 *                                        a rotate (b = lshr a, 32 - C on
 *                                        i32: peephole's SHF.L.WRAP)
 *   and i32 (lshr x, P), 2^K - 1     -> ori.bfe.u32(x, P, K), P <= 31,
 *                                        1 <= K <= 31 (bits past 31 are 0
 *                                        in both)
 * then at what is left:
 *   mul i32 a, b                     -> ori.imad.i32(a, b, 0)
 *   mul i64 (ext a), (ext b)         -> ori.imad.wide.{u,s}32(a, b, 0)
 *   shl i32 x, n                     -> ori.shf.l.clamp.b32(0, x, n)
 *   lshr i32 x, n                    -> ori.shf.r.clamp.b32(x, 0, n)
 * ashr stays (its SHF form needs the sign word: one more instruction).
 */
#include "ori.h"

typedef struct Lw {
  PassCtx *pc;
  IrModule *m;
  IrFunc *f;
} Lw;

static bool single_use(const IrFunc *f, IrId i) { return ir_num_uses(f, ir_inst_ref(i)) == 1; }

/* mul i64 (ext a), (ext b) with the same extension: a, b and signedness. */
static bool wide_mul(const IrFunc *f, IrId mul, IrRef *a, IrRef *b, bool *sgn) {
  if (f->insts[mul].type != IR_I64) return false;
  IrRef x = ir_opnd(f, mul, 0), y = ir_opnd(f, mul, 1);
  for (int s = 0; s < 2; s++) {
    IrOp op = s ? IR_SEXT : IR_ZEXT;
    IrId ex = ori_def(f, x, op), ey = ori_def(f, y, op);
    if (ex == IR_NIL || ey == IR_NIL) continue;
    IrRef a0 = ir_opnd(f, ex, 0), b0 = ir_opnd(f, ey, 0);
    if (ir_value_type(f, a0) != IR_I32 || ir_value_type(f, b0) != IR_I32) continue;
    *a = a0;
    *b = b0;
    *sgn = s;
    return true;
  }
  return false;
}

/* Replaces root by v, then drops the absorbed instructions left unused. */
static void finish(Lw *w, PassStatId rule, IrId root, IrRef v, IrId in1, IrId in2, const char *what) {
  char nm[64];
  ori_vname(w->m, w->f, ir_inst_ref(root), nm, sizeof nm);
  ir_rauw(w->f, ir_inst_ref(root), v);
  ir_inst_remove(w->f, root);
  if (in1 != IR_NIL) ori_drop_if_dead(w->f, in1);
  if (in2 != IR_NIL) ori_drop_if_dead(w->f, in2);
  pass_remark(w->pc, w->m, w->f, "lowered %s to %s", nm, what);
  pass_stat(w->pc, rule);
}

/* add (shl x, c), (lshr x, 32 - c) is a rotate: left to peephole (its
 * SHF.L.WRAP is one instruction where LEA would keep the shift). */
static bool is_rotate(const Lw *w, IrRef x, uint64_t c, IrRef other) {
  OriShift s;
  return c >= 1 && ori_shift(w->m, w->f, other, &s) && s.kind == IR_LSHR && ir_ref_eq(s.x, x) && s.amt + c == 32;
}

static bool lower_add(Lw *w, IrId i) {
  IrFunc *f = w->f;
  IrType t = f->insts[i].type;
  for (int k = 0; k < 2; k++) {
    IrRef x = ir_opnd(f, i, (uint32_t)k), other = ir_opnd(f, i, (uint32_t)(1 - k));
    IrId mul = ori_def(f, x, IR_MUL);
    if (mul != IR_NIL && single_use(f, mul)) {
      if (t == IR_I32) {
        IrRef v = ORI_EMIT(w->m, f, i, IR_IN_ORI_IMAD_I32, ir_opnd(f, mul, 0), ir_opnd(f, mul, 1), other);
        finish(w, PASS_STAT_ORILOWER_IMAD, i, v, mul, IR_NIL, "ori.imad.i32 (mul + add)");
        return true;
      }
      IrRef a, b;
      bool sgn;
      if (wide_mul(f, mul, &a, &b, &sgn)) {
        IrId ea = ir_ref_idx(ir_opnd(f, mul, 0)), eb = ir_ref_idx(ir_opnd(f, mul, 1));
        IrRef v = ORI_EMIT(w->m, f, i, sgn ? IR_IN_ORI_IMAD_WIDE_S32 : IR_IN_ORI_IMAD_WIDE_U32, a, b, other);
        finish(w, PASS_STAT_ORILOWER_IMAD_WIDE, i, v, mul, IR_NIL,
               sgn ? "ori.imad.wide.s32 (widening mul + add)" : "ori.imad.wide.u32 (widening mul + add)");
        ori_drop_if_dead(f, ea);
        if (eb != ea) ori_drop_if_dead(f, eb);
        return true;
      }
    }
  }
  if (t != IR_I32 && t != IR_I64) return false;
  for (int k = 0; k < 2; k++) {
    IrRef x = ir_opnd(f, i, (uint32_t)k), other = ir_opnd(f, i, (uint32_t)(1 - k));
    IrId shl = ori_def(f, x, IR_SHL);
    uint64_t c;
    if (shl != IR_NIL && single_use(f, shl) && ori_const(w->m, ir_opnd(f, shl, 1), &c) &&
        c < (t == IR_I32 ? 32u : 64u) && !(t == IR_I32 && is_rotate(w, ir_opnd(f, shl, 0), c, other))) {
      IrRef v = ORI_EMIT(w->m, f, i, t == IR_I32 ? IR_IN_ORI_LEA_I32 : IR_IN_ORI_LEA_I64, ir_opnd(f, shl, 0),
                         other, ir_const_int(w->m, IR_I32, c, 0));
      finish(w, PASS_STAT_ORILOWER_LEA, i, v, shl, IR_NIL,
             t == IR_I32 ? "ori.lea.i32 (shift + add)" : "ori.lea.i64 (shift + add)");
      return true;
    }
  }
  if (t != IR_I32) return false;
  for (int k = 0; k < 2; k++) {
    IrRef x = ir_opnd(f, i, (uint32_t)k), other = ir_opnd(f, i, (uint32_t)(1 - k));
    IrId add = ori_def(f, x, IR_ADD);
    if (add != IR_NIL && add != i && single_use(f, add)) {
      IrRef v = ORI_EMIT(w->m, f, i, IR_IN_ORI_IADD3_I32, ir_opnd(f, add, 0), ir_opnd(f, add, 1), other);
      finish(w, PASS_STAT_ORILOWER_IADD3, i, v, add, IR_NIL, "ori.iadd3.i32 (add of three)");
      return true;
    }
  }
  return false;
}

static bool lower_trunc(Lw *w, IrId i) {
  IrFunc *f = w->f;
  if (f->insts[i].type != IR_I32) return false;
  IrId sh = ori_def(f, ir_opnd(f, i, 0), IR_LSHR);
  uint64_t c;
  if (sh == IR_NIL || f->insts[sh].type != IR_I64 || !ori_const(w->m, ir_opnd(f, sh, 1), &c) || c != 32) return false;
  IrId mul = ori_def(f, ir_opnd(f, sh, 0), IR_MUL);
  IrRef a, b;
  bool sgn;
  if (mul == IR_NIL || !wide_mul(f, mul, &a, &b, &sgn)) return false;
  IrRef v = ORI_EMIT(w->m, f, i, sgn ? IR_IN_ORI_IMAD_HI_S32 : IR_IN_ORI_IMAD_HI_U32, a, b,
                     ir_const_int(w->m, IR_I32, 0, 0));
  IrId ea = ir_ref_idx(ir_opnd(f, mul, 0)), eb = ir_ref_idx(ir_opnd(f, mul, 1));
  finish(w, PASS_STAT_ORILOWER_IMAD_HI, i, v, sh, IR_NIL,
         sgn ? "ori.imad.hi.s32 (high word of the product)" : "ori.imad.hi.u32 (high word of the product)");
  ori_drop_if_dead(f, mul);
  ori_drop_if_dead(f, ea);
  if (eb != ea) ori_drop_if_dead(f, eb);
  return true;
}

static bool lower_and(Lw *w, IrId i) {
  IrFunc *f = w->f;
  if (f->insts[i].type != IR_I32) return false;
  for (int k = 0; k < 2; k++) {
    IrId sh = ori_def(f, ir_opnd(f, i, (uint32_t)k), IR_LSHR);
    uint64_t p, mask;
    if (sh == IR_NIL || !single_use(f, sh) || !ori_const(w->m, ir_opnd(f, sh, 1), &p) || p > 31) continue;
    if (!ori_const(w->m, ir_opnd(f, i, (uint32_t)(1 - k)), &mask)) continue;
    mask &= 0xffffffffu;
    if (mask == 0 || (mask & (mask + 1)) != 0 || mask == 0xffffffffu) continue;
    unsigned len = (unsigned)__builtin_popcountll(mask);
    IrRef v = ORI_EMIT(w->m, f, i, IR_IN_ORI_BFE_U32, ir_opnd(f, sh, 0), ir_const_int(w->m, IR_I32, p, 0),
                       ir_const_int(w->m, IR_I32, len, 0));
    finish(w, PASS_STAT_ORILOWER_BFE, i, v, sh, IR_NIL, "ori.bfe.u32 (field extract)");
    return true;
  }
  return false;
}

static bool lower_leaf(Lw *w, IrId i) {
  IrFunc *f = w->f;
  IrInst *in = &f->insts[i];
  IrRef zero = ir_const_int(w->m, IR_I32, 0, 0);
  switch (in->op) {
  case IR_MUL: {
    if (in->type == IR_I32) {
      IrRef v = ORI_EMIT(w->m, f, i, IR_IN_ORI_IMAD_I32, ir_opnd(f, i, 0), ir_opnd(f, i, 1), zero);
      finish(w, PASS_STAT_ORILOWER_IMAD, i, v, IR_NIL, IR_NIL, "ori.imad.i32 (mul)");
      return true;
    }
    IrRef a, b;
    bool sgn;
    if (!wide_mul(f, i, &a, &b, &sgn)) return false;
    IrId ea = ir_ref_idx(ir_opnd(f, i, 0)), eb = ir_ref_idx(ir_opnd(f, i, 1));
    IrRef v = ORI_EMIT(w->m, f, i, sgn ? IR_IN_ORI_IMAD_WIDE_S32 : IR_IN_ORI_IMAD_WIDE_U32, a, b,
                       ir_const_int(w->m, IR_I64, 0, 0));
    finish(w, PASS_STAT_ORILOWER_IMAD_WIDE, i, v, ea, eb != ea ? eb : IR_NIL,
           sgn ? "ori.imad.wide.s32 (widening mul)" : "ori.imad.wide.u32 (widening mul)");
    return true;
  }
  case IR_SHL:
    if (in->type != IR_I32) return false;
    finish(w, PASS_STAT_ORILOWER_SHF, i,
           ORI_EMIT(w->m, f, i, IR_IN_ORI_SHF_L_CLAMP, zero, ir_opnd(f, i, 0), ir_opnd(f, i, 1)), IR_NIL, IR_NIL,
           "ori.shf.l.clamp.b32 (shl)");
    return true;
  case IR_LSHR:
    if (in->type != IR_I32) return false;
    finish(w, PASS_STAT_ORILOWER_SHF, i,
           ORI_EMIT(w->m, f, i, IR_IN_ORI_SHF_R_CLAMP, ir_opnd(f, i, 0), zero, ir_opnd(f, i, 1)), IR_NIL, IR_NIL,
           "ori.shf.r.clamp.b32 (lshr)");
    return true;
  default:
    return false;
  }
}

/* Two sweeps over the blocks in layout order.  The next instruction is
 * read before a rewrite: a rewrite removes the root and instructions
 * before it (never a later one, since the absorbed instructions are
 * operands: defined before the root in the block, or in another block). */
static IrStatus lower_func(Lw *w, bool *changed) {
  IrFunc *f = w->f;
  for (int sweep = 0; sweep < 2; sweep++) {
    IR_FOR_BLOCKS(f, b) {
      IrId nx;
      for (IrId i = f->blocks[b].first; i != IR_NIL; i = nx) {
        nx = f->insts[i].next;
        bool done = false;
        if (sweep == 0) {
          switch (f->insts[i].op) {
          case IR_ADD: done = lower_add(w, i); break;
          case IR_TRUNC: done = lower_trunc(w, i); break;
          case IR_AND: done = lower_and(w, i); break;
          default: break;
          }
        } else {
          done = lower_leaf(w, i);
        }
        if (done) *changed = true;
      }
    }
  }
  return IR_OK;
}

IrStatus pass_orilower(PassCtx *pc, IrModule *m, bool *changed) {
  for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
    IrFunc *f = ir_func(m, fi);
    if (f->is_decl) continue;
    Lw w = {pc, m, f};
    IrStatus st = lower_func(&w, changed);
    if (st != IR_OK) return st;
  }
  return IR_OK;
}

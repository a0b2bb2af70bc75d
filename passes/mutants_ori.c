/* passes/mutants_ori.c -- the literal readings of seed 000's phase 21 and
 * peephole text, as deliberately wrong passes (DESIGN.md "Checking the
 * checkers"): what a reader implementing the seed word for word would
 * write.  The real passes (ori_sr.c, peephole.c) say why each is wrong.
 *
 * Contract: registered as "mutant-*" (passes.def), never in a default
 * pipeline; deterministic; *changed exactly when an instruction was
 * rewritten; verifier-clean output; a remark per rewrite.
 */
#include "ori.h"

/* mutant-peephole-literal-bfe: "SHL(x, n) and SHR(x, 32-n) combined by an
 * ALU op -> BFE".  Taken literally the pair becomes a field extract of x:
 * here the n bits at 32-n, which is only the SHR half (x >> (32-n)); the
 * pair is a rotate and the SHL half is lost. */
IrStatus pass_mutant_peephole_literal_bfe(PassCtx *pc, IrModule *m, bool *changed) {
  for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
    IrFunc *f = ir_func(m, fi);
    if (f->is_decl) continue;
    IR_FOR_BLOCKS(f, b) {
      IrId nx;
      for (IrId i = f->blocks[b].first; i != IR_NIL; i = nx) {
        nx = f->insts[i].next;
        IrInst *in = &f->insts[i];
        if (in->type != IR_I32 || (in->op != IR_OR && in->op != IR_ADD && in->op != IR_XOR)) continue;
        OriShift a, s;
        if (!ori_shift(m, f, ir_opnd(f, i, 0), &a) || !ori_shift(m, f, ir_opnd(f, i, 1), &s)) continue;
        if (a.kind != IR_SHL) { OriShift t = a; a = s; s = t; }
        if (a.kind != IR_SHL || s.kind == IR_SHL || a.amt + s.amt != 32) continue;
        IrRef v = ORI_EMIT(m, f, i, IR_IN_ORI_BFE_U32, a.x, ir_const_int(m, IR_I32, s.amt, 0),
                           ir_const_int(m, IR_I32, a.amt, 0));
        char nm[64];
        ori_vname(m, f, ir_inst_ref(i), nm, sizeof nm);
        ir_rauw(f, ir_inst_ref(i), v);
        ir_inst_remove(f, i);
        pass_remark(pc, m, f, "combined shl+shr into bfe %s (literal)", nm);
        *changed = true;
      }
    }
  }
  return IR_OK;
}

/* mutant-ori-sr-self-imad: ori-lower, then phase 21's final delete read
 * literally: an IMAD whose first source "matches" its destination, whose
 * second operand has no modifier bits and whose third has bits 25-31 zero
 * is deleted -- here every ori.imad.i32(a, b, c) with a constant c below
 * 2^25 becomes a, whatever its multiplier b. */
IrStatus pass_mutant_ori_sr_self_imad(PassCtx *pc, IrModule *m, bool *changed) {
  IrStatus st = pass_orilower(pc, m, changed);
  if (st != IR_OK) return st;
  for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
    IrFunc *f = ir_func(m, fi);
    if (f->is_decl) continue;
    IR_FOR_BLOCKS(f, b) {
      IrId nx;
      for (IrId i = f->blocks[b].first; i != IR_NIL; i = nx) {
        nx = f->insts[i].next;
        uint64_t c;
        if (ori_call(f, ir_inst_ref(i), IR_IN_ORI_IMAD_I32) == IR_NIL) continue;
        if (!ori_const(m, ir_opnd(f, i, 3), &c) || c >= (1u << 25)) continue;
        IrRef a = ir_opnd(f, i, 1);
        if (ir_ref_eq(a, ir_inst_ref(i))) continue;
        char nm[64];
        ori_vname(m, f, ir_inst_ref(i), nm, sizeof nm);
        ir_rauw(f, ir_inst_ref(i), a);
        ir_inst_remove(f, i);
        pass_remark(pc, m, f, "deleted imad %s with source equal to destination (literal)", nm);
        *changed = true;
      }
    }
  }
  return IR_OK;
}

/* passes/mutants_reassoc.c -- the reassociation oracle's two mutants
 * (passes.def MUTANT rows): passes that reorder `fadd reassoc` chains,
 * one correctly and one not, so that the oracle (oracles/diff/reassoc.c)
 * is tested from both sides.
 *
 * Contract: like every mutant (passes/mutants.c), deterministic, no knobs,
 * verifier-clean output, a remark per rewrite.
 *   mutant-reassoc-ok        (a+b)+c -> a+(b+c) and c+(a+b) -> (c+a)+b
 *                            where both fadds carry reassoc: a correct
 *                            transformation that changes the last bits of
 *                            the sum; the oracle must accept it (the
 *                            campaign test expects no finding)
 *   mutant-reassoc-dup-term  the same rewrite that adds c a second time,
 *                            (a+(b+c))+c: a term applied twice (the class
 *                            of a reassociation that rebuilds its operand
 *                            list wrongly); the oracle must find it
 */
#include <stdio.h>

#include "pass.h"

/* A scalar fadd carrying reassoc. */
static bool reassoc_fadd(const IrModule *m, const IrFunc *f, IrRef v) {
  if (!ir_ref_is(v, IR_RINST)) return false;
  const IrInst *in = &f->insts[ir_ref_idx(v)];
  return in->op == IR_FADD && (in->flags & IR_F_REASSOC) && !ir_type_is_vec(m, in->type);
}

static IrId new_fadd(IrFunc *f, IrId pos, IrType t, IrRef a, IrRef b, uint32_t flags) {
  IrId i = ir_inst_new(f, IR_FADD, t, 2);
  ir_set_opnd(f, i, 0, a);
  ir_set_opnd(f, i, 1, b);
  f->insts[i].flags = flags;
  ir_inst_insert_before(f, pos, i);
  return i;
}

/* Rewrites o, whose operand k is the single-use reassoc fadd in.  The
 * new operations keep the flags both had except nnan and ninf: a new
 * partial sum may overflow where the old ones did not, and ninf would
 * make it poison.  dup: c is added once more at the end. */
static void rewrite(IrFunc *f, IrId o, uint32_t k, IrId in, bool dup) {
  IrRef a = ir_opnd(f, in, 0), b = ir_opnd(f, in, 1), c = ir_opnd(f, o, 1 - k);
  uint32_t fl = f->insts[o].flags & f->insts[in].flags & ~(uint32_t)(IR_F_NNAN | IR_F_NINF);
  IrType t = f->insts[o].type;
  IrId x = k == 0 ? new_fadd(f, o, t, b, c, fl)   /* b + c */
                  : new_fadd(f, o, t, c, a, fl);  /* c + a */
  IrRef l = k == 0 ? a : ir_inst_ref(x), r = k == 0 ? ir_inst_ref(x) : b;
  if (dup) {
    l = ir_inst_ref(new_fadd(f, o, t, l, r, fl));
    r = c;
  }
  ir_set_opnd(f, o, 0, l);
  ir_set_opnd(f, o, 1, r);
  f->insts[o].flags = fl;
  ir_inst_remove(f, in);
}

/* Whether the chain through o ends in memory or the return value as an
 * FP value: o's single use is, through further single-use fadds and at
 * most four other FP operations after them, stored or returned.  mutant-reassoc-ok
 * rewrites only such chains: the oracle judges FP values where they are
 * observed, and a reassociated value that reaches integers (fptosi, fcmp)
 * differs legitimately where no bound applies. */
static bool feeds_fp_out(const IrFunc *f, IrId o) {
  IrRef v = ir_inst_ref(o);
  for (unsigned steps = 0, tail = 0; steps < 128; steps++) {
    if (ir_num_uses(f, v) != 1) return false;
    IrId u = ir_first_use(f, v);
    IrId user = f->uses[u].user;
    const IrInst *in = &f->insts[user];
    if (in->op == IR_STORE) return u == in->op0;  /* the stored value, not the address */
    if (in->op == IR_RET) return true;
    bool chain = in->op == IR_FADD && (in->flags & IR_F_REASSOC);
    bool fpop = in->op == IR_FADD || in->op == IR_FSUB || in->op == IR_FMUL || in->op == IR_FDIV ||
                in->op == IR_FNEG || in->op == IR_FPTRUNC || in->op == IR_FPEXT;
    if ((chain && tail) || (!chain && (!fpop || ++tail > 4))) return false;  /* no chain after the tail */
    v = ir_inst_ref(user);
  }
  return false;
}

static IrStatus run(PassCtx *pc, IrModule *m, bool dup, bool *changed) {
  for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
    IrFunc *f = ir_func(m, fi);
    if (f->is_decl) continue;
    IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) {
      if (!reassoc_fadd(m, f, ir_inst_ref(i)) || (!dup && !feeds_fp_out(f, i))) continue;
      for (uint32_t k = 0; k < 2; k++) {
        IrRef v = ir_opnd(f, i, k);
        if (!reassoc_fadd(m, f, v) || ir_num_uses(f, v) != 1) continue;
        rewrite(f, i, k, ir_ref_idx(v), dup);
        *changed = true;
        char lb[96];
        if (f->insts[i].name) snprintf(lb, sizeof lb, "%%%s", ir_cstr(m, f->insts[i].name));
        else snprintf(lb, sizeof lb, "#%u", (unsigned)i);
        pass_remark(pc, m, f, "%s %s", dup ? "reassociated, a term twice:" : "reassociated:", lb);
        break;
      }
    }
  }
  return IR_OK;
}

IrStatus pass_mutant_reassoc_ok(PassCtx *pc, IrModule *m, bool *changed) { return run(pc, m, false, changed); }

IrStatus pass_mutant_reassoc_dup_term(PassCtx *pc, IrModule *m, bool *changed) { return run(pc, m, true, changed); }

/* passes/ori.c -- the Ori passes' shared matchers and emitter (ori.h).
 *
 * Contract: see ori.h.  Matchers never change the function; ori_emit and
 * ori_drop_if_dead edit it through the IR builders only.
 */
#include "ori.h"

IrId ori_def(const IrFunc *f, IrRef v, IrOp op) {
  if (!ir_ref_is(v, IR_RINST)) return IR_NIL;
  IrId i = ir_ref_idx(v);
  return f->insts[i].op == op ? i : IR_NIL;
}

IrId ori_call(const IrFunc *f, IrRef v, IrIntrin id) {
  IrId i = ori_def(f, v, IR_CALL);
  return i != IR_NIL && f->insts[i].aux == (uint32_t)id ? i : IR_NIL;
}

bool ori_const(const IrModule *m, IrRef v, uint64_t *c) {
  return ir_ref_is(v, IR_RCONST) && ir_const_scalar_bits(m, v, true, c);
}

bool ori_shift(const IrModule *m, const IrFunc *f, IrRef v, OriShift *s) {
  if (!ir_ref_is(v, IR_RINST)) return false;
  IrId i = ir_ref_idx(v);
  const IrInst *in = &f->insts[i];
  if (in->type != IR_I32) return false;
  uint64_t c, z;
  IrRef x, amt;
  IrOp kind;
  if (in->op == IR_SHL || in->op == IR_LSHR || in->op == IR_ASHR) {
    kind = (IrOp)in->op;
    x = ir_opnd(f, i, 0);
    amt = ir_opnd(f, i, 1);
  } else if (in->op == IR_CALL && (in->aux == IR_IN_ORI_SHF_L_CLAMP || in->aux == IR_IN_ORI_SHF_L_WRAP)) {
    /* upper word of [x, 0] << C = x << C */
    if (!ori_const(m, ir_opnd(f, i, 1), &z) || z != 0) return false;
    kind = IR_SHL;
    x = ir_opnd(f, i, 2);
    amt = ir_opnd(f, i, 3);
  } else if (in->op == IR_CALL && (in->aux == IR_IN_ORI_SHF_R_CLAMP || in->aux == IR_IN_ORI_SHF_R_WRAP)) {
    /* lower word of [0, x] >> C = x >> C (logical) */
    if (!ori_const(m, ir_opnd(f, i, 2), &z) || z != 0) return false;
    kind = IR_LSHR;
    x = ir_opnd(f, i, 1);
    amt = ir_opnd(f, i, 3);
  } else {
    return false;
  }
  if (!ori_const(m, amt, &c) || c > 31) return false;
  s->inst = i;
  s->kind = kind;
  s->x = x;
  s->amt = (unsigned)c;
  return true;
}

IrRef ori_emit(IrModule *m, IrFunc *f, IrId pos, IrIntrin id, uint32_t n, const IrRef *args) {
  uint32_t fi = ir_declare_intrin(m, id, IR_VOID);
  IrType rt = ir_func(m, fi)->ret;
  IrId i = ir_inst_new(f, IR_CALL, rt, n + 1);
  ir_set_opnd(f, i, 0, ir_ref(IR_RFUNC, fi));
  for (uint32_t k = 0; k < n; k++) ir_set_opnd(f, i, k + 1, args[k]);
  f->insts[i].aux = id;
  f->insts[i].auxty = rt;
  ir_inst_insert_before(f, pos, i);
  return ir_inst_ref(i);
}

void ori_drop_if_dead(IrFunc *f, IrId i) {
  if (f->insts[i].block != IR_NIL && ir_num_uses(f, ir_inst_ref(i)) == 0) ir_inst_remove(f, i);
}

void ori_vname(const IrModule *m, const IrFunc *f, IrRef v, char *buf, size_t n) {
  uint64_t c;
  if (ori_const(m, v, &c)) snprintf(buf, n, "%lld", (long long)c);
  else if (ir_ref_is(v, IR_RARG) && f->params[ir_ref_idx(v)].name)
    snprintf(buf, n, "%%%s", ir_cstr(m, f->params[ir_ref_idx(v)].name));
  else if (ir_ref_is(v, IR_RINST) && f->insts[ir_ref_idx(v)].name)
    snprintf(buf, n, "%%%s", ir_cstr(m, f->insts[ir_ref_idx(v)].name));
  else snprintf(buf, n, "#%u", (unsigned)ir_ref_idx(v));
}

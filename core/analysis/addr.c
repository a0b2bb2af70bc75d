/* core/analysis/addr.c -- address decomposition (addr.h): base, variable
 * part, constant offset, address space of a pointer value.
 *
 * Method: the syntactic walk strips GEP instructions from the address to
 * its root, summing the byte offsets of all-constant GEPs met before the
 * first GEP with a variable index (after it only `root` moves on).  The
 * SCEV form takes the address's SCEV and splits off its constant term: the
 * constant operand of an add, or of the start of an add recurrence
 * ({A+4,+,8} = {A,+,8} + 4); the variable part is the SCEV plus the negated
 * constant, which the SCEV builder folds back into canonical form, so equal
 * variable parts are one pointer.
 */
#include "addr.h"

#include "util.h"

/* *sum += v * scale; false when it does not fit in 64 bits. */
static bool add_scaled(int64_t *sum, int64_t v, int64_t scale) {
  int64_t p;
  return !__builtin_mul_overflow(v, scale, &p) && !__builtin_add_overflow(*sum, p, sum);
}

/* The byte offset of a GEP whose indices are all constants; false otherwise
 * (also when it does not fit in 64 bits). */
static bool gep_const_offset(const IrModule *m, const IrFunc *f, IrId g, int64_t *off) {
  const IrInst *in = ir_inst(f, g);
  IrType cur = in->auxty;
  int64_t sum = 0;
  for (uint32_t k = 1; k < in->nops; k++) {
    IrRef ix = ir_opnd(f, g, k);
    uint64_t v;
    if (!ir_const_scalar_bits(m, ix, true, &v)) return false;
    IrType it = ir_value_type(f, ix);
    int64_t sv = ir_sext(v, ir_type_bits(m, it));
    if (k == 1) {
      if (!add_scaled(&sum, sv, (int64_t)ir_type_alloc_size(m, cur))) return false;
      continue;
    }
    const IrTypeInfo *ti = ir_ty(m, cur);
    if (ti->kind == IR_TSTRUCT) {
      if (sv < 0 || (uint64_t)sv >= ti->nfields) return false;
      if (__builtin_add_overflow(sum, (int64_t)ir_type_field_offset(m, cur, (uint32_t)sv), &sum)) return false;
      cur = ir_type_field(m, cur, (uint32_t)sv);
    } else if (ti->kind == IR_TARRAY || ti->kind == IR_TVEC) {
      cur = ti->elem;
      if (!add_scaled(&sum, sv, (int64_t)ir_type_alloc_size(m, cur))) return false;
    } else {
      return false;
    }
  }
  *off = sum;
  return true;
}

/* The constant term of e (0 when none). */
static int64_t const_term(const ScevExpr *e) {
  while (e) {
    if (e->kind == SCEV_CONST) return scev_const_sval(e);
    if (e->kind == SCEV_ADDREC) {
      e = e->ops[0];
      continue;
    }
    if (e->kind != SCEV_ADD) return 0;
    for (uint32_t i = 0; i < e->nops; i++)
      if (e->ops[i]->kind == SCEV_CONST) return scev_const_sval(e->ops[i]);
    return 0;
  }
  return 0;
}

void ir_addr_decompose(Scev *S, const IrModule *m, const IrFunc *f, IrRef addr, IrAddr *out) {
  IrType t = ir_value_type(f, addr);
  const IrTypeInfo *ti = ir_ty(m, t);
  out->addr = addr;
  out->as = ti->kind == IR_TPTR ? ti->as : 0;
  out->bits = ir_type_bits(m, t);
  out->inbounds = true;
  out->var = NULL;
  out->off = 0;
  /* the syntactic walk */
  IrRef p = addr;
  bool constant_prefix = true;
  int64_t soff = 0;
  out->syn = addr;
  while (ir_ref_is(p, IR_RINST) && ir_inst(f, ir_ref_idx(p))->op == IR_GEP &&
         !ir_type_is_vec(m, ir_inst(f, ir_ref_idx(p))->type)) {
    IrId g = ir_ref_idx(p);
    int64_t o;
    if (!(ir_inst(f, g)->flags & IR_F_INBOUNDS)) out->inbounds = false;
    if (constant_prefix && gep_const_offset(m, f, g, &o)) {
      soff = (int64_t)((uint64_t)soff + (uint64_t)o);
      out->syn = ir_opnd(f, g, 0);
    } else {
      constant_prefix = false;
    }
    p = ir_opnd(f, g, 0);
  }
  out->root = p;
  out->global = ir_ref_is(p, IR_RGLOBAL) ? ir_ref_idx(p) : IR_NIL;
  out->off = ir_sext((uint64_t)soff, out->bits);
  if (!S) return;
  const ScevExpr *e = scev_get(S, addr);
  if (!e || !e->is_ptr) return;
  int64_t c = const_term(e);
  const ScevExpr *v = c ? scev_add(S, e, scev_const(S, e->bits, 0 - (uint64_t)c)) : e;
  if (!v) return;
  out->var = v;
  out->off = c;
}

uint64_t ir_addr_key(const IrAddr *a) {
  if (a->var) return (uint64_t)(uintptr_t)a->var;
  return ((uint64_t)a->syn.bits << 1) | 1;
}

int ir_addr_operand(const IrFunc *f, IrId i) {
  switch (ir_inst(f, i)->op) {
  case IR_LOAD: return 0;
  case IR_STORE: return 1;
  default: return -1;
  }
}

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
 * variable parts are one pointer.  A GEP whose one index is an extended
 * narrow sum (clang's `gep T, P, sext(add nsw (or i, 1), y)`) is taken as
 * P + size * (ext(i) + ext(y) + 1): ext_gep_scev says why that is exact
 * enough.
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

/* A lower bound of the trailing zero bits of e's value. */
static unsigned known_tz(const ScevExpr *e, int depth) {
  if (!e || depth > 8) return 0;
  unsigned t = 0;
  switch (e->kind) {
  case SCEV_CONST:
    return e->c ? (unsigned)__builtin_ctzll(e->c) : e->bits;
  case SCEV_ZEXT: case SCEV_SEXT:
    return known_tz(e->ops[0], depth + 1);
  case SCEV_MUL:
    for (uint32_t k = 0; k < e->nops; k++) t += known_tz(e->ops[k], depth + 1);
    return t < e->bits ? t : e->bits;
  case SCEV_ADD: case SCEV_ADDREC:
    t = e->bits;
    for (uint32_t k = 0; k < e->nops; k++) {
      unsigned u = known_tz(e->ops[k], depth + 1);
      if (u < t) t = u;
    }
    return t;
  default:
    return 0;
  }
}

/* An extended index as a sum: terms (each extended to 64 bits) + c. */
typedef struct ExtSum {
  const ScevExpr *term[8];
  unsigned n;
  int64_t c;
} ExtSum;

/* Adds v (an integer of `bits` bits, below a sext when sx, else a zext) to
 * x, looking through adds that cannot wrap in that sense (nsw / nuw) and
 * ors of a constant whose bits are known zero in the other operand (an add
 * that cannot carry).  False when it does not fit. */
static bool ext_collect(Scev *S, const IrModule *m, const IrFunc *f, IrRef v, unsigned bits, bool sx,
                        ExtSum *x, int depth) {
  uint64_t c;
  if (ir_const_scalar_bits(m, v, true, &c)) {
    int64_t e = sx ? ir_sext(c, bits) : (int64_t)(c & ir_mask(bits));
    return !__builtin_add_overflow(x->c, e, &x->c);
  }
  if (depth < 6 && ir_ref_is(v, IR_RINST)) {
    IrId i = ir_ref_idx(v);
    const IrInst *in = ir_inst(f, i);
    if (in->op == IR_ADD && (in->flags & (sx ? IR_F_NSW : IR_F_NUW)))
      return ext_collect(S, m, f, ir_opnd(f, i, 0), bits, sx, x, depth + 1) &&
             ext_collect(S, m, f, ir_opnd(f, i, 1), bits, sx, x, depth + 1);
    if (in->op == IR_OR && ir_const_scalar_bits(m, ir_opnd(f, i, 1), true, &c)) {
      c &= ir_mask(bits);
      const ScevExpr *o = scev_get(S, ir_opnd(f, i, 0));
      unsigned tz = o ? known_tz(o, 0) : 0;
      bool disjoint = (in->flags & IR_F_DISJOINT) || tz >= 64 || (tz > 0 && c < ((uint64_t)1 << tz));
      if (disjoint) {
        int64_t e = sx ? ir_sext(c, bits) : (int64_t)c;
        return ext_collect(S, m, f, ir_opnd(f, i, 0), bits, sx, x, depth + 1) &&
               !__builtin_add_overflow(x->c, e, &x->c);
      }
    }
  }
  const ScevExpr *t = x->n < 8 ? scev_get(S, v) : NULL;
  if (!t) return false;
  t = sx ? scev_sext(S, t, 64) : scev_zext(S, t, 64);
  if (!t) return false;
  x->term[x->n++] = t;
  return true;
}

/* The SCEV of `getelementptr T, P, ext(I)` (one index, a sign or zero
 * extension of a narrower integer) with the extension distributed over
 * the no-wrap sum I: P + size(T) * (ext(t1) + ... + ext(tn) + c).  The
 * SCEV of the GEP itself keeps ext(I) whole (ext(x + 4) is no ext(x) + 4
 * without the no-wrap fact), so the unrolled A[i|1 + y], A[i|2 + y] of
 * clang's output would get four bases; this form gives them one.  Exact
 * wherever the address is not poison (every add of I is nsw / nuw in the
 * extension's sense, every or is an add without carry), which is all a
 * rewrite needs: an access through a poison address was undefined.  NULL
 * when addr is not of that form. */
static const ScevExpr *ext_gep_scev(Scev *S, const IrModule *m, const IrFunc *f, IrRef addr) {
  if (!ir_ref_is(addr, IR_RINST)) return NULL;
  IrId g = ir_ref_idx(addr);
  const IrInst *in = ir_inst(f, g);
  if (in->op != IR_GEP || in->nops != 2 || ir_type_is_vec(m, in->type)) return NULL;
  IrRef ix = ir_opnd(f, g, 1);
  if (!ir_ref_is(ix, IR_RINST)) return NULL;
  const IrInst *xi = ir_inst(f, ir_ref_idx(ix));
  if ((xi->op != IR_SEXT && xi->op != IR_ZEXT) || ir_type_bits(m, xi->type) != 64) return NULL;
  IrRef nar = ir_opnd(f, ir_ref_idx(ix), 0);
  unsigned bits = ir_type_bits(m, ir_value_type(f, nar));
  if (bits == 0 || bits >= 64) return NULL;
  ExtSum x;
  x.n = 0;
  x.c = 0;
  if (!ext_collect(S, m, f, nar, bits, xi->op == IR_SEXT, &x, 0)) return NULL;
  int64_t es = (int64_t)ir_type_alloc_size(m, in->auxty), coff;
  if (__builtin_mul_overflow(es, x.c, &coff)) return NULL;
  const ScevExpr *acc = scev_get(S, ir_opnd(f, g, 0));
  if (!acc || !acc->is_ptr || acc->bits != 64) return NULL;
  const ScevExpr *sz = scev_const(S, 64, (uint64_t)es);
  for (unsigned k = 0; k < x.n && acc && sz; k++) acc = scev_add(S, acc, scev_mul(S, sz, x.term[k]));
  if (acc && coff) acc = scev_add(S, acc, scev_const(S, 64, (uint64_t)coff));
  return acc && acc->is_ptr ? acc : NULL;
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
  const ScevExpr *e = ext_gep_scev(S, m, f, addr);
  if (!e) e = scev_get(S, addr);
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

/* core/analysis/memdep.c -- memory dependence of two accesses of straight-
 * line code: same address / disjoint / overlapping / unknown, from the
 * SCEVs of their addresses and from the objects they are based on.
 *
 * Contract: see core/analysis/memdep.h.
 */
#include <stdlib.h>
#include <string.h>

#include "memdep.h"

/* ------------------------------------------------------------------ */
/* The method                                                           */
/*
 * Two accesses a (size sa) and b (size sb) are decided in this order:
 *
 * 1. Address spaces.  Pointers of two different specific address spaces
 *    (global 1, shared 3, const 4, local 5) never name the same byte; the
 *    generic space 0 may name any of them, so it proves nothing.
 *
 * 2. Base + offset.  When both addresses have SCEVs with one pointer base
 *    (the same SSA value, so the same address in one iteration) and the
 *    difference d = addr(b) - addr(a) folds to a constant, the byte ranges
 *    [0, sa) and [d, d + sb) decide: d = 0 is SAME, d >= sa or -d >= sb is
 *    DISJOINT, anything else OVERLAP.  This covers GEP chains with
 *    constant indices and affine indices that differ by a constant
 *    (a[i] and a[i + 1]), which is what SLP and BASR merge.
 *
 * 3. Objects.  Each address is traced back through GEPs, bitcasts and
 *    address space casts (also in constant expressions) to the object it
 *    is based on.  Distinct identified objects are disjoint: two different
 *    allocas, two different globals, an alloca and a global, and an alloca
 *    and any argument (an argument existed before this frame's allocas).
 *    A noalias argument and another argument, global or alloca are
 *    disjoint when one of the two accesses writes (LangRef: noalias only
 *    forbids overlap with accesses not based on the argument when the
 *    memory is modified; two reads may share bytes).
 *
 * Everything else is UNKNOWN: pointers loaded from memory, returned by
 * calls, built by inttoptr, chosen by phi or select, and any difference
 * that is not a constant.  Pointer arithmetic that leaves its object is
 * not a way around rule 3: an access through a pointer based on one
 * object to another object is undefined (LangRef "Pointer Aliasing
 * Rules"), so a well-defined program cannot make the answer wrong.
 */

/* ------------------------------------------------------------------ */
/* Accesses                                                             */

bool memdep_access(const IrModule *m, const IrFunc *f, IrId i, MemAccess *a) {
  const IrInst *in = ir_inst(f, i);
  IrType vt;
  memset(a, 0, sizeof *a);
  a->inst = i;
  switch (in->op) {
  case IR_LOAD:
    a->ptr = ir_opnd(f, i, 0), vt = in->type, a->reads = true;
    break;
  case IR_STORE:
    a->ptr = ir_opnd(f, i, 1), vt = ir_value_type(f, ir_opnd(f, i, 0)), a->writes = true;
    break;
  case IR_ATOMICRMW:
  case IR_CMPXCHG:
    a->ptr = ir_opnd(f, i, 0), vt = ir_value_type(f, ir_opnd(f, i, 1));
    a->reads = a->writes = true, a->is_atomic = true;
    break;
  default:
    return false;
  }
  a->size = ir_type_store_size(m, vt);
  a->as = ir_ty(m, ir_value_type(f, a->ptr))->as;
  a->is_volatile = (in->flags & IR_F_VOLATILE) != 0;
  a->is_atomic |= (in->flags & IR_F_ATOMIC) != 0;
  return true;
}

const char *memdep_name(MemDep d) {
  switch (d) {
  case MEMDEP_SAME: return "same";
  case MEMDEP_DISJOINT: return "disjoint";
  case MEMDEP_OVERLAP: return "overlap";
  default: return "unknown";
  }
}

/* ------------------------------------------------------------------ */
/* Underlying objects                                                   */

/* The value p is based on: through GEPs, bitcasts and address space
 * casts, in instructions and constant expressions (bounded walk). */
static IrRef underlying(const IrModule *m, const IrFunc *f, IrRef p) {
  for (int depth = 0; depth < 64; depth++) {
    if (ir_ref_is(p, IR_RINST)) {
      IrId i = ir_ref_idx(p);
      unsigned op = f->insts[i].op;
      if (op != IR_GEP && op != IR_BITCAST && op != IR_ADDRSPACECAST) return p;
      p = ir_opnd(f, i, 0);
    } else if (ir_ref_is(p, IR_RCONST)) {
      const IrConst *c = ir_const(m, p);
      if (c->kind != IR_CEXPR || c->n == 0 ||
          (c->op != IR_GEP && c->op != IR_BITCAST && c->op != IR_ADDRSPACECAST))
        return p;
      p = ir_const_elem(m, c, 0);
    } else {
      return p;
    }
  }
  return p;
}

typedef enum ObjKind { OBJ_OTHER, OBJ_ALLOCA, OBJ_GLOBAL, OBJ_ARG, OBJ_NOALIAS_ARG } ObjKind;

static ObjKind obj_kind(const IrFunc *f, IrRef o) {
  if (ir_ref_is(o, IR_RGLOBAL)) return OBJ_GLOBAL;
  if (ir_ref_is(o, IR_RARG)) {
    const IrParam *pa = &f->params[ir_ref_idx(o)];
    return pa->attrs & IR_PA_NOALIAS ? OBJ_NOALIAS_ARG : OBJ_ARG;
  }
  if (ir_ref_is(o, IR_RINST) && f->insts[ir_ref_idx(o)].op == IR_ALLOCA) return OBJ_ALLOCA;
  return OBJ_OTHER;
}

/* Whether the objects oa and ob (different values) are provably distinct
 * for accesses of which one writes when `writes`. */
static bool distinct_objects(const IrFunc *f, IrRef oa, IrRef ob, bool writes) {
  ObjKind ka = obj_kind(f, oa), kb = obj_kind(f, ob);
  if (ka == OBJ_OTHER || kb == OBJ_OTHER) return false;
  if (ka == OBJ_ALLOCA || kb == OBJ_ALLOCA) return true;          /* alloca vs anything identified */
  if (ka == OBJ_GLOBAL && kb == OBJ_GLOBAL) return true;          /* two globals */
  if (ka == OBJ_NOALIAS_ARG || kb == OBJ_NOALIAS_ARG) return writes;
  return false;                                                   /* args / globals may alias */
}

/* ------------------------------------------------------------------ */
/* The query                                                            */

static MemDep by_distance(int64_t d, uint64_t sa, uint64_t sb) {
  if (d == 0) return MEMDEP_SAME;
  if (sa == 0 || sb == 0) return MEMDEP_UNKNOWN;
  if (d > 0 && (uint64_t)d >= sa) return MEMDEP_DISJOINT;
  if (d < 0 && (uint64_t)-(d + 1) + 1 >= sb) return MEMDEP_DISJOINT;
  return MEMDEP_OVERLAP;
}

MemDep memdep_query(Scev *S, const MemAccess *a, const MemAccess *b, int64_t *dist, bool *known) {
  if (known) *known = false;
  if (a->as != b->as && a->as != IR_AS_GENERIC && b->as != IR_AS_GENERIC) return MEMDEP_DISJOINT;
  const ScevExpr *pa = scev_get(S, a->ptr), *pb = scev_get(S, b->ptr);
  if (pa && pb && a->as == b->as) {
    const ScevExpr *d = scev_minus(S, pb, pa);
    if (d && d->kind == SCEV_CONST) {
      int64_t dv = scev_const_sval(d);
      if (dist) *dist = dv;
      if (known) *known = true;
      return by_distance(dv, a->size, b->size);
    }
  }
  const IrModule *m = scev_module(S);
  const IrFunc *f = scev_func(S);
  IrRef oa = underlying(m, f, a->ptr), ob = underlying(m, f, b->ptr);
  if (!ir_ref_eq(oa, ob) && distinct_objects(f, oa, ob, a->writes || b->writes)) return MEMDEP_DISJOINT;
  return MEMDEP_UNKNOWN;
}

/* ------------------------------------------------------------------ */
/* Printing                                                             */
/*
 * The --deps report, per function:
 *
 *   Memory dependences for: @NAME
 *   Block %B:
 *     #0 load i32, ptr %p, align 4
 *     #1 store i32 %v, ptr %q, align 4
 *     #0 #1: disjoint distance 8
 *
 * Accesses are numbered in block order; every pair (i < j) gets a line
 * "#i #j: same|disjoint|overlap|unknown", followed by "distance D" (bytes,
 * address(#j) - address(#i)) when the answer came from a constant
 * distance.  Blocks with fewer than two accesses are left out.
 */

void memdep_print_func(FILE *out, Scev *S, const IrModule *m, const IrFunc *f) {
  uint32_t nb = f->nblocks ? f->nblocks : 1;
  uint32_t *bslot = malloc(nb * sizeof *bslot);
  MemAccess *acc = NULL;
  uint32_t cap = 0;
  fprintf(out, "Memory dependences for: @%s\n", ir_cstr(m, f->name));
  if (!bslot) return;
  ir_func_slots(f, NULL, bslot, NULL);
  IR_FOR_BLOCKS(f, b) {
    uint32_t n = 0;
    IR_FOR_INSTS(f, b, i) {
      MemAccess a;
      if (!memdep_access(m, f, i, &a)) continue;
      if (n == cap) {
        MemAccess *na = realloc(acc, (cap = cap ? 2 * cap : 16) * sizeof *acc);
        if (!na) goto done;
        acc = na;
      }
      acc[n++] = a;
    }
    if (n < 2) continue;
    if (bslot[b] != IR_NIL) fprintf(out, "Block %%%u:\n", bslot[b]);
    else fprintf(out, "Block %%%s:\n", ir_cstr(m, f->blocks[b].name));
    for (uint32_t k = 0; k < n; k++) {
      fprintf(out, "  #%u ", k);
      scev_print_inst(out, S, acc[k].inst);
      fputc('\n', out);
    }
    for (uint32_t x = 0; x < n; x++)
      for (uint32_t y = x + 1; y < n; y++) {
        int64_t d = 0;
        bool known;
        MemDep r = memdep_query(S, &acc[x], &acc[y], &d, &known);
        fprintf(out, "  #%u #%u: %s", x, y, memdep_name(r));
        if (known) fprintf(out, " distance %lld", (long long)d);
        fputc('\n', out);
      }
  }
done:
  free(acc);
  free(bslot);
}

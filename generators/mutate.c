/* generators/mutate.c -- the structure-aware IR mutator (contract in
 * generators/mutate.h).
 *
 * Method.  Parse and verify the input; pick a defined function, then a
 * mutation kind and an instruction it applies to, all from a splitmix64
 * stream seeded by the caller; apply it through the core API; verify; print.
 * A mutation that does not apply (no candidate) or that the verifier
 * rejects (a constant the operation needs, a flag the type does not take)
 * is retried from a fresh parse with the next choice, at most IRMUT_TRIES
 * times.  Validity by construction where it is cheap, the verifier where
 * it is not:
 *   operand   the replacement has the operand's type and is an argument, an
 *             earlier instruction of the same block or an instruction of
 *             the entry block before the user's block (all dominate the
 *             use), or a constant; phi operands and block labels are left;
 *   opcode    within the integer (add ... srem) or FP (fadd ... frem) binary
 *             class, flags cleared (the new opcode may not take them);
 *   predicate another icmp / fcmp predicate;
 *   flag      one flag the opcode accepts toggles;
 *   constant  an integer or FP constant operand becomes an edge value
 *             (0, 1, -1, the extremes, +-1, a flipped bit; +-0, +-inf, NaN,
 *             the smallest subnormal, 1.0, the largest finite);
 *   swap      the two operands of a binary operation swap;
 *   branch    a conditional branch's targets swap, or its condition becomes
 *             true or false (phis are unaffected: the predecessors stay).
 */
#include <stdlib.h>
#include <string.h>

#include "ir.h"
#include "mutate.h"

enum { IRMUT_TRIES = 8 };

typedef struct Rng {
  uint64_t s;
} Rng;

static uint64_t rnd(Rng *r) { return ir_splitmix64(&r->s); }
static uint32_t below(Rng *r, uint32_t n) { return n ? (uint32_t)(rnd(r) % n) : 0; }

const char *irmut_kind_name(IrMutKind k) {
  static const char *const names[] = {
#define X(id, name) name,
      IRMUT_KINDS(X)
#undef X
  };
  return k < IRMUT__COUNT ? names[k] : "?";
}

/* Every live instruction of f in layout order (malloc'd; *n entries). */
static IrId *insts_of(const IrFunc *f, uint32_t *n) {
  IrId *v = malloc(sizeof *v * (f->ninsts ? f->ninsts : 1));
  *n = 0;
  if (!v) return NULL;
  IR_FOR_BLOCKS(f, b)
  for (IrId i = ir_blk(f, b)->first; i != IR_NIL; i = ir_inst(f, i)->next) v[(*n)++] = i;
  return v;
}

/* The binary opcode classes an opcode mutation stays within. */
static const IrOp int_ops[] = {IR_ADD, IR_SUB, IR_MUL, IR_UDIV, IR_SDIV, IR_UREM, IR_SREM,
                               IR_SHL, IR_LSHR, IR_ASHR, IR_AND, IR_OR, IR_XOR};
static const IrOp fp_ops[] = {IR_FADD, IR_FSUB, IR_FMUL, IR_FDIV, IR_FREM};

static bool in_list(const IrOp *l, size_t n, unsigned op) {
  for (size_t k = 0; k < n; k++)
    if (l[k] == op) return true;
  return false;
}

/* An edge value of the (scalar) type t, or IR_NOREF. */
static IrRef edge_const(IrModule *m, IrType t, IrRef old, Rng *r) {
  if (ir_type_is_int(m, t)) {
    unsigned w = ir_ty(m, t)->bits;
    uint64_t mask = w >= 64 ? ~0ull : (1ull << w) - 1, cur = 0;
    if (ir_ref_is(old, IR_RCONST) && ir_const(m, old)->kind == IR_CINT) cur = ir_const(m, old)->lo;
    uint64_t vals[] = {0, 1, mask, mask >> 1, (mask >> 1) + 1, cur + 1, cur - 1, cur ^ (1ull << below(r, w)), 2, 31,
                       63};
    return ir_const_int(m, t, vals[below(r, sizeof vals / sizeof vals[0])] & mask, 0);
  }
  if (t == IR_FLOAT) {
    static const uint32_t f32[] = {0, 0x80000000u, 0x3f800000u, 0xbf800000u, 0x7f800000u, 0xff800000u, 0x7fc00000u,
                                   0x00000001u, 0x00800000u, 0x7f7fffffu, 0x3f000000u, 0x4b000000u};
    return ir_const_fp(m, t, f32[below(r, sizeof f32 / sizeof f32[0])]);
  }
  if (t == IR_DOUBLE) {
    static const uint64_t f64[] = {0, 0x8000000000000000u, 0x3ff0000000000000u, 0xbff0000000000000u,
                                   0x7ff0000000000000u, 0xfff0000000000000u, 0x7ff8000000000000u, 1,
                                   0x0010000000000000u, 0x7fefffffffffffffu, 0x3fe0000000000000u,
                                   0x4330000000000000u};
    return ir_const_fp(m, t, f64[below(r, sizeof f64 / sizeof f64[0])]);
  }
  return IR_NOREF;
}

/* A value other than cur of type t available at instruction i. */
static IrRef other_value(IrModule *m, IrFunc *f, IrId i, IrType t, IrRef cur, Rng *r) {
  IrRef cand[64];
  uint32_t n = 0;
  for (uint32_t p = 0; p < f->nparams && n < 64; p++)
    if (f->params[p].type == t) cand[n++] = ir_ref(IR_RARG, p);
  IrId b = ir_inst(f, i)->block;
  for (IrId x = ir_blk(f, b)->first; x != i && x != IR_NIL && n < 64; x = ir_inst(f, x)->next)
    if (ir_inst(f, x)->type == t) cand[n++] = ir_inst_ref(x);
  if (b != f->entry)
    for (IrId x = ir_blk(f, f->entry)->first; x != IR_NIL && n < 64; x = ir_inst(f, x)->next)
      if (ir_inst(f, x)->type == t) cand[n++] = ir_inst_ref(x);
  IrRef k = edge_const(m, t, cur, r);
  if (!ir_ref_eq(k, IR_NOREF) && n < 64) cand[n++] = k;
  for (uint32_t tries = 0; n && tries < 4; tries++) {
    IrRef v = cand[below(r, n)];
    if (!ir_ref_eq(v, cur) && !ir_ref_eq(v, ir_inst_ref(i))) return v;
  }
  return IR_NOREF;
}

/* Applies kind k to some instruction of f; false when nothing applied. */
static bool apply(IrModule *m, IrFunc *f, IrMutKind k, Rng *r) {
  uint32_t n;
  IrId *v = insts_of(f, &n);
  if (!v || !n) {
    free(v);
    return false;
  }
  bool done = false;
  uint32_t start = below(r, n);
  for (uint32_t step = 0; step < n && !done; step++) {
    IrId i = v[(start + step) % n];
    IrInst *in = ir_inst(f, i);
    unsigned op = in->op, props = ir_opinfo[op].props;
    switch (k) {
    case IRMUT_OPERAND: {
      if (op == IR_PHI || !in->nops) break;
      uint32_t o = below(r, in->nops);
      IrRef cur = ir_opnd(f, i, o);
      IrType t = ir_value_type(f, cur);
      if (t == IR_LABEL || t == IR_VOID || ir_ref_is(cur, IR_RFUNC)) break;
      IrRef nv = other_value(m, f, i, t, cur, r);
      if (ir_ref_eq(nv, IR_NOREF)) break;
      ir_set_opnd(f, i, o, nv);
      done = true;
      break;
    }
    case IRMUT_OPCODE: {
      const IrOp *l = in_list(int_ops, 13, op) ? int_ops : in_list(fp_ops, 5, op) ? fp_ops : NULL;
      if (!l) break;
      uint32_t ln = l == int_ops ? 13 : 5, pos = 0;
      while (l[pos] != op) pos++;
      in->op = (uint16_t)l[(pos + 1 + below(r, ln - 1)) % ln];
      in->flags &= l == fp_ops ? IR_F_FMF : 0;
      done = true;
      break;
    }
    case IRMUT_PRED:
      if (op == IR_ICMP) in->pred = (uint8_t)(IR_ICMP_EQ + below(r, 10));
      else if (op == IR_FCMP) in->pred = (uint8_t)(IR_FCMP_FALSE + below(r, 16));
      else break;
      done = true;
      break;
    case IRMUT_FLAG: {
      uint32_t opts[8], no = 0;
      if (props & IR_P_NUWNSW) opts[no++] = IR_F_NUW, opts[no++] = IR_F_NSW;
      if (props & IR_P_EXACT) opts[no++] = IR_F_EXACT;
      if ((props & IR_P_FMF) && in->nops && ir_type_is_fp(m, ir_type_scalar(m, ir_value_type(f, ir_opnd(f, i, 0)))))
        opts[no++] = IR_F_NNAN, opts[no++] = IR_F_NINF, opts[no++] = IR_F_NSZ, opts[no++] = IR_F_REASSOC;
      if (op == IR_GEP) opts[no++] = IR_F_INBOUNDS;
      if (!no) break;
      in->flags ^= opts[below(r, no)];
      done = true;
      break;
    }
    case IRMUT_CONST: {
      for (uint32_t o = 0; o < in->nops && !done; o++) {
        IrRef cur = ir_opnd(f, i, o);
        if (!ir_ref_is(cur, IR_RCONST)) continue;
        unsigned ck = ir_const(m, cur)->kind;
        if (ck != IR_CINT && ck != IR_CFP) continue;
        IrRef nv = edge_const(m, ir_value_type(f, cur), cur, r);
        if (ir_ref_eq(nv, IR_NOREF) || ir_ref_eq(nv, cur)) continue;
        ir_set_opnd(f, i, o, nv);
        done = true;
      }
      break;
    }
    case IRMUT_SWAP: {
      if (ir_opinfo[op].shape != IR_SH_BIN || in->nops != 2) break;
      IrRef a = ir_opnd(f, i, 0), b = ir_opnd(f, i, 1);
      if (ir_ref_eq(a, b)) break;
      ir_set_opnd(f, i, 0, b);
      ir_set_opnd(f, i, 1, a);
      done = true;
      break;
    }
    case IRMUT_BRANCH: {
      if (op != IR_CBR) break;
      IrRef c = ir_opnd(f, i, 0), t = ir_opnd(f, i, 1), e = ir_opnd(f, i, 2);
      if (below(r, 2) && !ir_ref_eq(t, e)) {
        ir_set_opnd(f, i, 1, e);
        ir_set_opnd(f, i, 2, t);
      } else {
        IrRef k2 = ir_const_int(m, IR_I1, below(r, 2), 0);
        if (ir_ref_eq(k2, c)) break;
        ir_set_opnd(f, i, 0, k2);
      }
      done = true;
      break;
    }
    default: break;
    }
  }
  free(v);
  return done;
}

size_t irmut_mutate(const uint8_t *data, size_t size, uint8_t *out, size_t max_out, uint64_t seed,
                    IrMutKind *kind) {
  Rng r = {seed * 0x2545f4914f6cdd1du + 0x9e3779b97f4a7c15u};
  IrCtx *c = ir_ctx_new();
  if (!c) return 0;
  size_t result = 0;
  /* parse once; each try changes a fresh clone */
  IrModule *orig = ir_parse(c, "mutate.ll", (const char *)data, size);
  uint32_t defs[256], nd = 0;
  if (orig && ir_verify_module(orig) == IR_OK)
    for (uint32_t i = 0; i < orig->nfuncs && nd < 256; i++)
      if (!ir_func(orig, i)->is_decl) defs[nd++] = i;
  for (int t = 0; t < IRMUT_TRIES && nd && !result; t++) {
    IrModule *m = ir_module_clone(orig);
    if (!m) break;
    IrFunc *f = ir_func(m, defs[below(&r, nd)]);
    IrMutKind k = (IrMutKind)below(&r, IRMUT__COUNT);
    ir_ctx_clear_error(c);
    if (apply(m, f, k, &r) && ir_verify_module(m) == IR_OK) {
      size_t len = 0;
      char *text = ir_print_module_str(m, &len);
      if (text && len <= max_out && (len != size || memcmp(text, data, len) != 0)) {
        memcpy(out, text, len);
        result = len;
        if (kind) *kind = k;
      }
      free(text);
    }
    ir_module_free(m);
  }
  if (orig) ir_module_free(orig);
  ir_ctx_free(c);
  return result;
}

/* passes/negator.c -- the negation sinking that seed 004's knobs
 * instcombine-negator-enabled and instcombine-negator-max-depth control
 * (the NVVM InstCombine folder, sub_1169C30, runs it around constant
 * folding): `sub A, B` becomes `add A, -B` and `sub 0, B` becomes -B when
 * -B can be built without more instructions than B has, pushing the
 * negation into B's operands down to constants.
 *
 * Contract: part of the constfold pass (constfold.c calls negator_run per
 * function); integer scalars only; every instruction it creates carries no
 * nsw/nuw flags (only `exact`, where it is preserved exactly), so the
 * result is as defined as the source or more (refinement).  A negation
 * that fails half-way removes what it built.
 *
 * Method (the rules LLVM's Negator uses, as LangRef arithmetic on N-bit
 * two's complement; W = the width, every rule an identity mod 2^W):
 *   any use count, no recursion:
 *     -(0 - X) = X;  -C = the negated constant;  -(A - B) = B - A;
 *     -(X + 1) = ~X;  -(~X) = X + 1;  -(X >>s (W-1)) = X >>u (W-1) and
 *     the reverse;  -(X /s C) = X /s -C for C != 1, INT_MIN (one use: a
 *     division is dear);  -(sext i1 b) = zext b and the reverse;
 *     i1 values are their own negation;
 *   one use and depth <= instcombine-negator-max-depth, recursive:
 *     -(c ? X : Y) = c ? -X : -Y;  -(trunc X) = trunc -X;
 *     -(X << s) = (-X) << s;  -(X + Y) = -X + -Y;
 *     -(X ^ C) = (X ^ ~C) + 1;  -(X * Y) = X * -Y or -X * Y;
 *     -(phi [V1, B1], ...) = phi [-V1, B1], ... (every incoming negated);
 *   abs / nabs (any use count): -(c ? -X : X) = c ? X : -X, the arms
 *     swapped, whatever c is (-X here is `sub 0, X`).
 * Multi-use non-trivial values are only negated when the root is a true
 * negation (`sub 0, B`), as in LLVM: otherwise the rewrite would add
 * instructions.
 */
#include <string.h>

#include "constfold.h"

enum { NEG_MAX_NEW = 64 };

typedef struct Neg {
  IrModule *m;
  IrFunc *f;
  unsigned max_depth;
  bool truly;               /* the root is `sub 0, B` */
  IrId made[NEG_MAX_NEW];   /* instructions built so far, for the undo */
  unsigned nmade;
} Neg;

static bool neg_const(const IrModule *m, IrRef r, uint64_t *v) { return ir_const_scalar_bits(m, r, true, v); }

static bool neg_is(const Neg *n, IrRef r, uint64_t want) {
  uint64_t v;
  unsigned w = ir_ty(n->m, ir_value_type(n->f, r))->bits;
  return neg_const(n->m, r, &v) && ((v ^ want) & (w >= 64 ? ~0ull : (1ull << w) - 1)) == 0;
}

/* A new instruction before pos (NOREF when the undo list is full). */
static IrRef neg_new(Neg *n, IrId pos, IrOp op, IrType t, uint32_t flags, uint32_t nops, const IrRef *ops) {
  if (n->nmade == NEG_MAX_NEW) return IR_NOREF;
  IrId i = ir_inst_new(n->f, op, t, nops);
  for (uint32_t k = 0; k < nops; k++) ir_set_opnd(n->f, i, k, ops[k]);
  n->f->insts[i].flags = flags;
  ir_inst_insert_before(n->f, pos, i);
  n->made[n->nmade++] = i;
  return ir_inst_ref(i);
}

static IrRef neg_bin(Neg *n, IrId pos, IrOp op, IrType t, IrRef a, IrRef b) {
  IrRef ops[2] = {a, b};
  return neg_new(n, pos, op, t, 0, 2, ops);
}

static IrRef neg_visit(Neg *n, IrRef v, unsigned depth);
static bool neg_none(IrRef r) { return ir_ref_eq(r, IR_NOREF); }

/* x is `sub 0, y` (any flags: the swapped select only refines). */
static bool neg_negation_of(const Neg *n, IrRef x, IrRef y) {
  if (!ir_ref_is(x, IR_RINST)) return false;
  IrId k = ir_ref_idx(x);
  return n->f->insts[k].op == IR_SUB && neg_is(n, ir_opnd(n->f, k, 0), 0) && ir_ref_eq(ir_opnd(n->f, k, 1), y);
}

/* The rules that need no recursion (any use count, except sdiv). */
static IrRef neg_simple(Neg *n, IrId i, unsigned w) {
  const IrInst *in = &n->f->insts[i];
  IrType t = in->type;
  IrRef a = in->nops > 0 ? ir_opnd(n->f, i, 0) : IR_NOREF, b = in->nops > 1 ? ir_opnd(n->f, i, 1) : IR_NOREF;
  uint64_t c;
  switch (in->op) {
  case IR_SUB: return neg_bin(n, i, IR_SUB, t, b, a);
  case IR_ADD: return neg_is(n, b, 1) ? neg_bin(n, i, IR_XOR, t, a, ir_const_i(n->m, t, -1)) : IR_NOREF;
  case IR_XOR: return neg_is(n, b, ~0ull) ? neg_bin(n, i, IR_ADD, t, a, ir_const_i(n->m, t, 1)) : IR_NOREF;
  case IR_ASHR: case IR_LSHR: {
    if (!neg_is(n, b, w - 1)) return IR_NOREF;
    IrRef ops[2] = {a, b};
    return neg_new(n, i, in->op == IR_ASHR ? IR_LSHR : IR_ASHR, t, in->flags & IR_F_EXACT, 2, ops);
  }
  case IR_SDIV: {
    uint64_t mk = w >= 64 ? ~0ull : (1ull << w) - 1;
    if (ir_num_uses(n->f, ir_inst_ref(i)) != 1 || !neg_const(n->m, b, &c)) return IR_NOREF;
    if ((c & mk) == 1 || (c & mk) == (1ull << (w - 1))) return IR_NOREF;
    IrRef ops[2] = {a, ir_const_int(n->m, t, (0 - c) & mk, 0)};
    return neg_new(n, i, IR_SDIV, t, in->flags & IR_F_EXACT, 2, ops);
  }
  case IR_SEXT: case IR_ZEXT:
    if (ir_ty(n->m, ir_value_type(n->f, a))->bits != 1) return IR_NOREF;
    return neg_new(n, i, in->op == IR_SEXT ? IR_ZEXT : IR_SEXT, t, 0, 1, &a);
  case IR_SELECT: {  /* abs / nabs: one arm is `sub 0, other`; the arms swap */
    IrRef p = b, q = ir_opnd(n->f, i, 2);
    if (!neg_negation_of(n, p, q) && !neg_negation_of(n, q, p)) return IR_NOREF;
    IrRef ops[3] = {a, q, p};
    return neg_new(n, i, IR_SELECT, t, 0, 3, ops);
  }
  default: return IR_NOREF;
  }
}

/* The recursive rules (one use, within the depth limit). */
static IrRef neg_rec(Neg *n, IrId i, unsigned depth) {
  const IrInst *in = &n->f->insts[i];
  IrType t = in->type;
  IrRef a = ir_opnd(n->f, i, 0), b = in->nops > 1 ? ir_opnd(n->f, i, 1) : IR_NOREF, x, y;
  switch (in->op) {
  case IR_SELECT: {
    IrRef c = a, p = ir_opnd(n->f, i, 1), q = ir_opnd(n->f, i, 2);
    if (neg_none(x = neg_visit(n, p, depth + 1)) || neg_none(y = neg_visit(n, q, depth + 1))) return IR_NOREF;
    IrRef ops[3] = {c, x, y};
    return neg_new(n, i, IR_SELECT, t, 0, 3, ops);
  }
  case IR_TRUNC:
    if (neg_none(x = neg_visit(n, a, depth + 1))) return IR_NOREF;
    return neg_new(n, i, IR_TRUNC, t, 0, 1, &x);
  case IR_SHL:
    if (neg_none(x = neg_visit(n, a, depth + 1))) return IR_NOREF;
    return neg_bin(n, i, IR_SHL, t, x, b);
  case IR_ADD:
    if (neg_none(x = neg_visit(n, a, depth + 1)) || neg_none(y = neg_visit(n, b, depth + 1))) return IR_NOREF;
    return neg_bin(n, i, IR_ADD, t, x, y);
  case IR_XOR: {
    uint64_t c;
    if (!neg_const(n->m, b, &c)) return IR_NOREF;
    if (neg_none(x = neg_bin(n, i, IR_XOR, t, a, ir_const_int(n->m, t, ~c, 0)))) return IR_NOREF;
    return neg_bin(n, i, IR_ADD, t, x, ir_const_i(n->m, t, 1));
  }
  case IR_PHI: {
    /* -phi [V1, B1], ... = phi [-V1, B1], ...: each -Vk is built where Vk
     * is defined (neg_new inserts before the negated instruction), so it
     * is available at the end of Bk as Vk was; the new phi goes in front
     * of the old one (the phi group).  The operands are copied out first:
     * building may grow f->insts. */
    enum { NEG_MAX_PHI = 16 };
    uint32_t np = in->nops;
    IrRef ops[2 * NEG_MAX_PHI];
    if (np > 2 * NEG_MAX_PHI || np % 2) return IR_NOREF;
    for (uint32_t k = 0; k < np; k++) ops[k] = ir_opnd(n->f, i, k);
    for (uint32_t k = 0; k < np; k += 2)
      if (neg_none(ops[k] = neg_visit(n, ops[k], depth + 1))) return IR_NOREF;
    return neg_new(n, i, IR_PHI, t, 0, np, ops);
  }
  case IR_MUL:
    if (!neg_none(y = neg_visit(n, b, depth + 1))) return neg_bin(n, i, IR_MUL, t, a, y);
    if (!neg_none(x = neg_visit(n, a, depth + 1))) return neg_bin(n, i, IR_MUL, t, x, b);
    return IR_NOREF;
  default: return IR_NOREF;
  }
}

static IrRef neg_visit(Neg *n, IrRef v, unsigned depth) {
  IrType t = ir_value_type(n->f, v);
  unsigned w = ir_ty(n->m, t)->bits;
  uint64_t c;
  if (w == 1) return v;
  if (neg_const(n->m, v, &c)) return ir_const_int(n->m, t, 0 - c, 0);
  if (!ir_ref_is(v, IR_RINST)) return IR_NOREF;
  IrId i = ir_ref_idx(v);
  const IrInst *in = &n->f->insts[i];
  if (in->op == IR_SUB && neg_is(n, ir_opnd(n->f, i, 0), 0)) return ir_opnd(n->f, i, 1);  /* -(0 - X) */
  bool one = ir_num_uses(n->f, v) == 1;
  if (!one && !n->truly) return IR_NOREF;
  IrRef r = neg_simple(n, i, w);
  if (!neg_none(r) || !one || depth > n->max_depth) return r;
  return neg_rec(n, i, depth);
}

static void neg_undo(Neg *n) {
  while (n->nmade) {
    IrId i = n->made[--n->nmade];
    if (ir_num_uses(n->f, ir_inst_ref(i)) == 0) ir_inst_remove(n->f, i);
  }
}

/* After a rewrite: the instructions of the old tree that lost their last
 * use (the negated ones, now dead) are removed, operands first visited
 * through a small stack.  Only the opcodes the rules read are removed;
 * removing a dead sdiv only removes a possible division by zero. */
static void neg_dce(IrFunc *f, IrRef root) {
  IrRef stack[NEG_MAX_NEW];
  unsigned sp = 0;
  stack[sp++] = root;
  while (sp) {
    IrRef v = stack[--sp];
    if (!ir_ref_is(v, IR_RINST) || ir_num_uses(f, v) != 0) continue;
    IrId i = ir_ref_idx(v);
    switch (f->insts[i].op) {
    case IR_SUB: case IR_ADD: case IR_XOR: case IR_ASHR: case IR_LSHR: case IR_SDIV: case IR_SEXT:
    case IR_ZEXT: case IR_SELECT: case IR_TRUNC: case IR_SHL: case IR_MUL: case IR_PHI: break;
    default: continue;
    }
    IrRef ops[32];  /* a phi's incoming values (and blocks, skipped above) */
    uint32_t n = f->insts[i].nops < 32 ? f->insts[i].nops : 32;
    for (uint32_t k = 0; k < n; k++) ops[k] = ir_opnd(f, i, k);
    ir_inst_remove(f, i);
    for (uint32_t k = 0; k < n && sp < NEG_MAX_NEW; k++) stack[sp++] = ops[k];
  }
}

/* `sub A, B` at i: B negated, the sub replaced.  true when rewritten. */
static bool neg_sub(PassCtx *pc, IrModule *m, IrFunc *f, IrId i) {
  /* Copied out: building the negated tree may grow f->insts, which would
   * leave a pointer into it dangling (found by fuzz_pass_constfold). */
  const IrOp op = f->insts[i].op;
  const IrType t = f->insts[i].type;
  if (op != IR_SUB || !ir_type_is_int(m, t) || ir_ty(m, t)->bits > 64) return false;
  IrRef a = ir_opnd(f, i, 0), b = ir_opnd(f, i, 1);
  uint64_t c;
  if (neg_const(m, b, &c)) return false;  /* sub A, C: nothing to sink into (the integer folds see it) */
  if (ir_ty(m, t)->bits == 1) return false;
  Neg n;
  memset(&n, 0, sizeof n);
  n.m = m, n.f = f, n.max_depth = (unsigned)pc->knob[KNOB_INSTCOMBINE_NEGATOR_MAX_DEPTH];
  n.truly = neg_is(&n, a, 0);
  IrRef nb = neg_visit(&n, b, 0);
  if (neg_none(nb) || ir_ref_eq(nb, b)) {
    neg_undo(&n);
    return false;
  }
  IrRef r = n.truly ? nb : neg_bin(&n, i, IR_ADD, t, a, nb);
  if (neg_none(r)) {
    neg_undo(&n);
    return false;
  }
  pass_remark(pc, m, f, "negator: sank the negation into %s (%u instruction(s) built)", n.truly ? "sub 0, B" : "sub A, B",
              n.nmade);
  ir_rauw(f, ir_inst_ref(i), r);
  ir_inst_remove(f, i);
  neg_dce(f, b);
  return true;
}

bool negator_run(PassCtx *pc, IrModule *m, IrFunc *f) {
  if (!pc->knob[KNOB_INSTCOMBINE_NEGATOR_ENABLED]) return false;
  bool any = false;
  IR_FOR_BLOCKS(f, b) {
    for (IrId i = f->blocks[b].first, nx; i != IR_NIL; i = nx) {
      nx = f->insts[i].next;
      any |= neg_sub(pc, m, f, i);
    }
  }
  return any;
}

/* passes/mutants.c -- deliberately wrong passes: fault injection for the
 * oracles (DESIGN.md "Checking the checkers").  Each mutant models one real
 * class of optimizer miscompilation, rewrites only the instructions its
 * pattern matches (setting *changed exactly when it rewrote one), and
 * leaves verifier-clean IR: the verifier must accept the output, so that
 * only the differential oracle (interpreter before vs after) can find them.
 *
 * Contract: registered only as "mutant-*" with PASS_MUTANT (passes.def),
 * never in a default pipeline.  Deterministic; no knobs; remarks name every
 * rewritten instruction.  A mutant that can no longer be detected by a
 * default campaign is a regression of the oracles, not of this file.
 */
#include <math.h>
#include <string.h>

#include "analysis/analysis.h"
#include "pass.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                              */

/* "%name", or "#id" for an unnamed instruction (ids are stable). */
static const char *label(const IrModule *m, const IrFunc *f, IrId i, char *buf, size_t n) {
  if (f->insts[i].name) snprintf(buf, n, "%%%s", ir_cstr(m, f->insts[i].name));
  else snprintf(buf, n, "#%u", (unsigned)i);
  return buf;
}

static void remark(PassCtx *pc, IrModule *m, IrFunc *f, IrId i, const char *what) {
  char b[96];
  pass_remark(pc, m, f, "%s %s", what, label(m, f, i, b, sizeof b));
}

static bool is_op(const IrFunc *f, IrRef v, IrOp op) {
  return ir_ref_is(v, IR_RINST) && f->insts[ir_ref_idx(v)].op == op;
}

/* A scalar integer constant; its value in *v. */
static bool const_int(const IrModule *m, IrRef r, uint64_t *v) { return ir_const_scalar_bits(m, r, true, v); }

static bool plain_mem(const IrInst *in) { return !(in->flags & (IR_F_VOLATILE | IR_F_ATOMIC)); }

/* A new instruction op(a, b) of type t placed before pos; returns its id. */
static IrId new_bin(IrFunc *f, IrId pos, IrOp op, IrType t, IrRef a, IrRef b) {
  IrId i = ir_inst_new(f, op, t, 2);
  ir_set_opnd(f, i, 0, a);
  ir_set_opnd(f, i, 1, b);
  ir_inst_insert_before(f, pos, i);
  return i;
}

static IrId new_cast(IrFunc *f, IrId pos, IrOp op, IrType t, IrRef a) {
  IrId i = ir_inst_new(f, op, t, 1);
  ir_set_opnd(f, i, 0, a);
  ir_inst_insert_before(f, pos, i);
  return i;
}

/* Every function definition f of m. */
#define FOR_DEFS(m, f)                                          \
  for (uint32_t f##_i = 0; f##_i < (m)->nfuncs; f##_i++)        \
    for (IrFunc *f = ir_func((m), f##_i); f; f = NULL)          \
      if (!f->is_decl)

/* Every instruction i of block b, which the body may unlink, remove or
 * move elsewhere (the next one is read first). */
#define FOR_INSTS_SAFE(f, b, i)                                                           \
  for (IrId i = (f)->blocks[b].first, i##_next = i == IR_NIL ? IR_NIL : (f)->insts[i].next; \
       i != IR_NIL; i = i##_next, i##_next = i == IR_NIL ? IR_NIL : (f)->insts[i].next)

/* ------------------------------------------------------------------ */
/* mutant-keep-nsw                                                      */
/* Bug class: a flag that held on the original expression is kept (or
 * added) after a rewrite where it no longer holds -- InstCombine and
 * reassociation bugs that keep nsw on a reassociated add, or infer nsw
 * from a range that does not cover loaded values.  Pattern: add/sub/mul
 * without nsw with an operand that is a parameter or a loaded value (no
 * range is known for those); the mutant adds nsw, so every signed overflow
 * the source wrapped becomes poison in the target. */

static bool unknown_value(const IrFunc *f, IrRef v) {
  return ir_ref_is(v, IR_RARG) || is_op(f, v, IR_LOAD);
}

IrStatus pass_mutant_keep_nsw(PassCtx *pc, IrModule *m, bool *changed) {
  FOR_DEFS(m, f) IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) {
    IrInst *in = &f->insts[i];
    if ((in->op != IR_ADD && in->op != IR_SUB && in->op != IR_MUL) || (in->flags & IR_F_NSW)) continue;
    if (!unknown_value(f, ir_opnd(f, i, 0)) && !unknown_value(f, ir_opnd(f, i, 1))) continue;
    in->flags |= IR_F_NSW;
    *changed = true;
    remark(pc, m, f, i, "added nsw to");
  }
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* mutant-gep-off-by-one                                                */
/* Bug class: address arithmetic off by one element -- a strength-reduced
 * or rebased address (LSR, BASR anchor + relative offset) that forgets to
 * subtract the anchor's own offset, or an IV rewritten to its post-
 * increment value.  Pattern: the first inbounds GEP of a function whose
 * result a load or store uses as its address and whose last index steps
 * over an array, vector or the pointer itself (not a struct field); the
 * mutant adds 1 to that index, keeping inbounds. */

/* The type the last index of GEP i steps through, or IR_NIL when an
 * earlier struct index is not a constant. */
static IrType gep_last_container(const IrModule *m, const IrFunc *f, IrId i) {
  const IrInst *in = &f->insts[i];
  IrType t = in->auxty;
  for (uint32_t k = 2; k + 1 < in->nops; k++) {
    const IrTypeInfo *ti = ir_ty(m, t);
    uint64_t v;
    if (ti->kind == IR_TARRAY || ti->kind == IR_TVEC) t = ti->elem;
    else if (ti->kind == IR_TSTRUCT && const_int(m, ir_opnd(f, i, k), &v)) t = ir_type_field(m, t, (uint32_t)v);
    else return IR_NIL;
  }
  return t;
}

static bool used_as_address(const IrFunc *f, IrId i) {
  for (IrId s = ir_first_use(f, ir_inst_ref(i)); s != IR_NIL; s = f->uses[s].next) {
    const IrInst *u = &f->insts[f->uses[s].user];
    uint32_t k = s - u->op0;
    if ((u->op == IR_LOAD && k == 0) || (u->op == IR_STORE && k == 1)) return true;
  }
  return false;
}

static bool gep_candidate(const IrModule *m, const IrFunc *f, IrId i) {
  const IrInst *in = &f->insts[i];
  if (in->op != IR_GEP || !(in->flags & IR_F_INBOUNDS) || in->nops < 2) return false;
  if (ir_type_is_vec(m, in->type)) return false;
  if (!ir_type_is_int(m, ir_value_type(f, ir_opnd(f, i, in->nops - 1)))) return false;
  if (in->nops > 2) {
    IrType t = gep_last_container(m, f, i);
    if (t == IR_NIL || ir_ty(m, t)->kind == IR_TSTRUCT) return false;
  }
  return used_as_address(f, i);
}

static void gep_bump(IrModule *m, IrFunc *f, IrId i) {
  uint32_t k = f->insts[i].nops - 1;
  IrRef idx = ir_opnd(f, i, k);
  IrType t = ir_value_type(f, idx);
  uint64_t v;
  if (const_int(m, idx, &v)) {
    ir_set_opnd(f, i, k, ir_const_int(m, t, v + 1, 0));
    return;
  }
  IrId add = new_bin(f, i, IR_ADD, t, idx, ir_const_i(m, t, 1));
  ir_set_opnd(f, i, k, ir_inst_ref(add));
}

IrStatus pass_mutant_gep_off_by_one(PassCtx *pc, IrModule *m, bool *changed) {
  FOR_DEFS(m, f) {
    IrId hit = IR_NIL;
    IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) if (hit == IR_NIL && gep_candidate(m, f, i)) hit = i;
    if (hit == IR_NIL) continue;
    gep_bump(m, f, hit);
    *changed = true;
    remark(pc, m, f, hit, "indexed one element further in");
  }
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* mutant-drop-store                                                    */
/* Bug class: dead store elimination with a wrong alias answer -- a store
 * is deleted because a later store is taken to overwrite it, although the
 * later store goes through a different pointer that only may alias.
 * Pattern: a store followed in its block, with no read of memory, call or
 * atomic in between, by a store of the same type through another pointer
 * value; the mutant deletes the first store. */

static bool reads_or_syncs(const IrInst *in) {
  return in->op == IR_LOAD || in->op == IR_CALL || in->op == IR_ATOMICRMW || in->op == IR_CMPXCHG ||
         in->op == IR_FENCE;
}

/* True when store s is followed by a store that "kills" it (see above). */
static bool store_killed(const IrFunc *f, IrId s) {
  const IrInst *st = &f->insts[s];
  if (!plain_mem(st)) return false;
  IrType t = ir_value_type(f, ir_opnd(f, s, 0));
  for (IrId j = st->next; j != IR_NIL; j = f->insts[j].next) {
    const IrInst *in = &f->insts[j];
    if (reads_or_syncs(in)) return false;
    if (in->op == IR_STORE && plain_mem(in) && ir_value_type(f, ir_opnd(f, j, 0)) == t)
      return !ir_ref_eq(ir_opnd(f, j, 1), ir_opnd(f, s, 1));
  }
  return false;
}

IrStatus pass_mutant_drop_store(PassCtx *pc, IrModule *m, bool *changed) {
  FOR_DEFS(m, f) IR_FOR_BLOCKS(f, b) FOR_INSTS_SAFE(f, b, i) {
    if (f->insts[i].op == IR_STORE && store_killed(f, i)) {
      remark(pc, m, f, i, "deleted the store before");
      ir_inst_remove(f, i);
      *changed = true;
    }
  }
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* mutant-load-over-store                                               */
/* Bug class: scheduling or GVN/LICM moving a load above a store that may
 * write the same location (a wrong no-alias answer, e.g. across address
 * spaces or through distinct SSA pointers to one buffer).  Pattern: a
 * load whose nearest preceding store in the same block is reached without
 * crossing a call, atomic or fence, whose address computation between the
 * two is pure (no memory access, no phi), and whose address space may
 * overlap the store's; the mutant moves the load, with that address
 * computation, right above the store. */

static unsigned ptr_as(const IrModule *m, const IrFunc *f, IrRef p) {
  return ir_ty(m, ir_value_type(f, p))->as;
}

enum { LS_MAX = 16 };

typedef struct Slice {
  IrId id[LS_MAX];
  uint32_t n;
} Slice;

static bool slice_has(const Slice *s, IrId i) {
  for (uint32_t k = 0; k < s->n; k++)
    if (s->id[k] == i) return true;
  return false;
}

/* Adds the instruction operands of i that live in i's block; false when
 * the slice is full. */
static bool slice_add_opnds(const IrFunc *f, IrId i, Slice *s) {
  for (uint32_t k = 0; k < f->insts[i].nops; k++) {
    IrRef v = ir_opnd(f, i, k);
    if (!ir_ref_is(v, IR_RINST) || f->insts[ir_ref_idx(v)].block != f->insts[i].block) continue;
    if (slice_has(s, ir_ref_idx(v))) continue;
    if (s->n == LS_MAX) return false;
    s->id[s->n++] = ir_ref_idx(v);
  }
  return true;
}

static bool pure_inst(const IrInst *in) {
  return !(ir_opinfo[in->op].props & (IR_P_MEM | IR_P_SIDE | IR_P_TERM)) && in->op != IR_PHI;
}

static bool orders_memory(const IrInst *in) {
  return in->op == IR_CALL || in->op == IR_ATOMICRMW || in->op == IR_CMPXCHG || in->op == IR_FENCE ||
         in->op == IR_PHI;
}

/* The store the load l may be moved above, or IR_NIL; *move gets the
 * address computation between them, last first. */
static IrId store_above(const IrModule *m, const IrFunc *f, IrId l, Slice *move) {
  Slice need = {.n = 0};
  move->n = 0;
  if (!slice_add_opnds(f, l, &need)) return IR_NIL;
  for (IrId j = f->insts[l].prev; j != IR_NIL; j = f->insts[j].prev) {
    const IrInst *in = &f->insts[j];
    if (orders_memory(in)) return IR_NIL;
    if (slice_has(&need, j)) {
      if (!pure_inst(in) || move->n == LS_MAX || !slice_add_opnds(f, j, &need)) return IR_NIL;
      move->id[move->n++] = j;
      continue;
    }
    if (in->op != IR_STORE) continue;
    if (!plain_mem(in)) return IR_NIL;
    unsigned a = ptr_as(m, f, ir_opnd(f, l, 0)), s = ptr_as(m, f, ir_opnd(f, j, 1));
    return (a == s || a == IR_AS_GENERIC || s == IR_AS_GENERIC) ? j : IR_NIL;
  }
  return IR_NIL;
}

static void move_above(IrFunc *f, IrId s, const Slice *move, IrId l) {
  for (uint32_t k = move->n; k-- > 0;) {
    ir_inst_unlink(f, move->id[k]);
    ir_inst_insert_before(f, s, move->id[k]);
  }
  ir_inst_unlink(f, l);
  ir_inst_insert_before(f, s, l);
}

IrStatus pass_mutant_load_over_store(PassCtx *pc, IrModule *m, bool *changed) {
  FOR_DEFS(m, f) IR_FOR_BLOCKS(f, b) FOR_INSTS_SAFE(f, b, i) {
    Slice move;
    IrId s = f->insts[i].op == IR_LOAD && plain_mem(&f->insts[i]) ? store_above(m, f, i, &move) : IR_NIL;
    if (s != IR_NIL) {
      move_above(f, s, &move, i);
      *changed = true;
      remark(pc, m, f, i, "moved above a may-alias store:");
    }
  }
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* mutant-reassoc-fadd                                                  */
/* Bug class: floating-point reassociation without permission -- a
 * reassociation or SLP reduction rewrite that treats fadd as associative
 * although the instructions carry no reassoc flag, so rounding (and
 * overflow to inf) changes.  Pattern: fadd whose operand is a single-use
 * fadd, neither with reassoc; (a+b)+c becomes a+(b+c) and c+(a+b) becomes
 * (c+a)+b. */

static bool plain_fadd(const IrFunc *f, IrId i) {
  return f->insts[i].op == IR_FADD && !(f->insts[i].flags & IR_F_REASSOC);
}

/* Rewrites outer o whose operand k is the fadd in. */
static void reassociate(IrFunc *f, IrId o, uint32_t k, IrId in) {
  IrRef a = ir_opnd(f, in, 0), b = ir_opnd(f, in, 1), c = ir_opnd(f, o, 1 - k);
  uint32_t fl = f->insts[o].flags & f->insts[in].flags;
  IrId t = k == 0 ? new_bin(f, o, IR_FADD, f->insts[o].type, b, c)   /* a + (b + c) */
                  : new_bin(f, o, IR_FADD, f->insts[o].type, c, a);  /* (c + a) + b */
  f->insts[t].flags = fl;
  ir_set_opnd(f, o, 0, k == 0 ? a : ir_inst_ref(t));
  ir_set_opnd(f, o, 1, k == 0 ? ir_inst_ref(t) : b);
  ir_inst_remove(f, in);
}

IrStatus pass_mutant_reassoc_fadd(PassCtx *pc, IrModule *m, bool *changed) {
  FOR_DEFS(m, f) IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) {
    if (!plain_fadd(f, i)) continue;
    for (uint32_t k = 0; k < 2; k++) {
      IrRef v = ir_opnd(f, i, k);
      if (!is_op(f, v, IR_FADD) || !plain_fadd(f, ir_ref_idx(v)) || ir_num_uses(f, v) != 1) continue;
      reassociate(f, i, k, ir_ref_idx(v));
      *changed = true;
      remark(pc, m, f, i, "reassociated");
      break;
    }
  }
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* mutant-magic-div                                                     */
/* Bug class: a wrong Granlund-Montgomery magic number for one divisor
 * class (seed 000 "Division by Constant").  For i32 x / C with C odd > 2,
 * s = ceil(log2 C) and M = ceil(2^(32+s) / C) (a 33-bit number), the exact
 * sequence is t = mulhi(x, M - 2^32); q = (((x - t) >> 1) + t) >> (s - 1),
 * and x % C = x - q * C.  The mutant uses M - 1: then x * (M-1) / 2^(32+s)
 * falls just below k for every x = k*C, so each nonzero multiple of C gets
 * quotient k - 1 (and remainder C). */

static void magic_div(IrModule *m, IrFunc *f, IrId d, uint64_t c) {
  unsigned s = 64 - (unsigned)__builtin_clzll(c - 1);
  unsigned __int128 big = (unsigned __int128)1 << (32 + s);
  uint64_t magic = (uint64_t)((big + c - 1) / c) - 1;  /* the bug: one too small */
  IrRef x = ir_opnd(f, d, 0);
  IrId xz = new_cast(f, d, IR_ZEXT, IR_I64, x);
  IrId p = new_bin(f, d, IR_MUL, IR_I64, ir_inst_ref(xz), ir_const_int(m, IR_I64, magic - (1ull << 32), 0));
  IrId hi = new_bin(f, d, IR_LSHR, IR_I64, ir_inst_ref(p), ir_const_i(m, IR_I64, 32));
  IrId t = new_cast(f, d, IR_TRUNC, IR_I32, ir_inst_ref(hi));
  IrId df = new_bin(f, d, IR_SUB, IR_I32, x, ir_inst_ref(t));
  IrId h = new_bin(f, d, IR_LSHR, IR_I32, ir_inst_ref(df), ir_const_i(m, IR_I32, 1));
  IrId sum = new_bin(f, d, IR_ADD, IR_I32, ir_inst_ref(h), ir_inst_ref(t));
  IrId q = new_bin(f, d, IR_LSHR, IR_I32, ir_inst_ref(sum), ir_const_i(m, IR_I32, s - 1));
  if (f->insts[d].op == IR_UREM) {  /* x - q * C */
    IrId qc = new_bin(f, d, IR_MUL, IR_I32, ir_inst_ref(q), ir_const_int(m, IR_I32, c, 0));
    q = new_bin(f, d, IR_SUB, IR_I32, x, ir_inst_ref(qc));
  }
  ir_rauw(f, ir_inst_ref(d), ir_inst_ref(q));
  ir_inst_remove(f, d);
}

IrStatus pass_mutant_magic_div(PassCtx *pc, IrModule *m, bool *changed) {
  FOR_DEFS(m, f) IR_FOR_BLOCKS(f, b) FOR_INSTS_SAFE(f, b, i) {
    uint64_t c;
    IrOp op = (IrOp)f->insts[i].op;
    if ((op == IR_UDIV || op == IR_UREM) && f->insts[i].type == IR_I32 && const_int(m, ir_opnd(f, i, 1), &c) &&
        (c & 1) && c > 2 && c <= UINT32_MAX) {
      remark(pc, m, f, i, "lowered by a magic number");
      magic_div(m, f, i, c);
      *changed = true;
    }
  }
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* mutant-fold-fptosi                                                   */
/* Bug class: constant folding of FP-to-integer conversions with the wrong
 * rounding (the host's current mode, or a round-to-nearest helper such as
 * lrint, where fptosi/fptoui truncate toward zero; seed 004's
 * fptoui_fptosi_fold).  Pattern: fptosi/fptoui of a scalar FP constant
 * whose rounded value fits the result type; folded to round-half-even. */

static double half_to_double(uint64_t h) {
  int e = (int)((h >> 10) & 31);
  double mant = (double)(h & 1023), v;
  if (e == 31) v = mant ? NAN : INFINITY;
  else if (e == 0) v = ldexp(mant, -24);
  else v = ldexp(mant + 1024, e - 25);
  return (h & 0x8000) ? -v : v;
}

static double fp_value(const IrModule *m, const IrConst *k) {
  unsigned bits = ir_ty(m, k->type)->bits;
  if (bits == 16) return half_to_double(k->lo);
  if (bits == 32) return ir_bits_f32((uint32_t)k->lo);
  return ir_bits_f64(k->lo);
}

/* Round half to even, without the host's rounding mode. */
static double round_even(double v) {
  double r = floor(v), diff = v - r;
  if (diff > 0.5 || (diff == 0.5 && fmod(r, 2.0) != 0)) r += 1;
  return r;
}

/* The folded value of conversion i (signed when sgn), false when it does
 * not fit (the source is poison then: nothing to fold wrongly). */
static bool fold_value(const IrModule *m, const IrFunc *f, IrId i, bool sgn, uint64_t *out) {
  IrRef a = ir_opnd(f, i, 0);
  if (!ir_ref_is(a, IR_RCONST) || ir_const(m, a)->kind != IR_CFP) return false;
  double r = round_even(fp_value(m, ir_const(m, a)));
  unsigned w = ir_ty(m, f->insts[i].type)->bits;
  if (isnan(r) || w > 64) return false;
  double lo = sgn ? -ldexp(1, (int)w - 1) : 0, hi = sgn ? ldexp(1, (int)w - 1) : ldexp(1, (int)w);
  if (r < lo || r >= hi) return false;
  *out = sgn ? (uint64_t)(int64_t)r : (uint64_t)r;
  return true;
}

IrStatus pass_mutant_fold_fptosi(PassCtx *pc, IrModule *m, bool *changed) {
  FOR_DEFS(m, f) IR_FOR_BLOCKS(f, b) FOR_INSTS_SAFE(f, b, i) {
    IrOp op = (IrOp)f->insts[i].op;
    uint64_t v;
    if ((op == IR_FPTOSI || op == IR_FPTOUI) && ir_type_is_int(m, f->insts[i].type) &&
        fold_value(m, f, i, op == IR_FPTOSI, &v)) {
      remark(pc, m, f, i, "folded");
      ir_rauw(f, ir_inst_ref(i), ir_const_int(m, f->insts[i].type, v, 0));
      ir_inst_remove(f, i);
      *changed = true;
    }
  }
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* mutant-widen-store                                                   */
/* Bug class: store widening past the end of the object -- a vectorizer or
 * load/store combiner that merges a scalar store with a phantom neighbour
 * into st.v2, assuming the next element exists and is its own to write.
 * Pattern: the last plain scalar int/FP store of each function; the mutant
 * stores <v, v> as <2 x T> at the same address with the scalar's
 * alignment, so the element after it is overwritten (or, at the end of a
 * buffer, written out of bounds). */

static bool widenable(const IrModule *m, const IrFunc *f, IrId i) {
  const IrInst *in = &f->insts[i];
  if (in->op != IR_STORE || !plain_mem(in)) return false;
  IrType t = ir_value_type(f, ir_opnd(f, i, 0));
  return ir_type_is_fp(m, t) || (ir_type_is_int(m, t) && ir_ty(m, t)->bits % 8 == 0 && ir_ty(m, t)->bits <= 64);
}

static void widen(IrModule *m, IrFunc *f, IrId s) {
  IrRef v = ir_opnd(f, s, 0);
  IrType t = ir_value_type(f, v), vt = ir_type_vec(m, 2, t);
  IrRef acc = ir_const_poison(m, vt);
  for (int lane = 0; lane < 2; lane++) {
    IrId ins = ir_inst_new(f, IR_INSERTELT, vt, 3);
    ir_set_opnd(f, ins, 0, acc);
    ir_set_opnd(f, ins, 1, v);
    ir_set_opnd(f, ins, 2, ir_const_i(m, IR_I32, lane));
    ir_inst_insert_before(f, s, ins);
    acc = ir_inst_ref(ins);
  }
  if (!f->insts[s].align) f->insts[s].align = ir_type_align(m, t);
  ir_set_opnd(f, s, 0, acc);
}

IrStatus pass_mutant_widen_store(PassCtx *pc, IrModule *m, bool *changed) {
  FOR_DEFS(m, f) {
    IrId last = IR_NIL;
    IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) if (widenable(m, f, i)) last = i;
    if (last == IR_NIL) continue;
    widen(m, f, last);
    *changed = true;
    remark(pc, m, f, last, "widened to <2 x T>:");
  }
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* mutant-hoist-div                                                     */
/* Bug class: speculating a trapping instruction -- LICM, GVN-hoist or
 * SimplifyCFG treating integer division as safe to execute
 * unconditionally and hoisting it above the branch that checks its
 * divisor.  Pattern: block T whose only predecessor B ends in
 * br (icmp ne X, 0) with T on the X != 0 edge (or icmp eq X, 0 with T on
 * the false edge); the first udiv/sdiv/urem/srem by X in T whose dividend
 * is defined outside T moves to the end of B, where X may be 0. */

static bool is_zero(const IrModule *m, IrRef v) {
  uint64_t x;
  return const_int(m, v, &x) && x == 0;
}

/* The value X that branch term guards as nonzero on the edge to t, or
 * IR_NOREF. */
static IrRef guarded_divisor(const IrModule *m, const IrFunc *f, IrId term, IrId t) {
  const IrInst *br = &f->insts[term];
  if (br->op != IR_CBR || !is_op(f, ir_opnd(f, term, 0), IR_ICMP)) return IR_NOREF;
  IrId c = ir_ref_idx(ir_opnd(f, term, 0));
  unsigned pred = f->insts[c].pred;
  uint32_t edge = pred == IR_ICMP_NE ? 1 : pred == IR_ICMP_EQ ? 2 : 0;
  if (!edge || !ir_ref_eq(ir_opnd(f, term, edge), ir_ref(IR_RBLOCK, t))) return IR_NOREF;
  if (ir_ref_eq(ir_opnd(f, term, 1), ir_opnd(f, term, 2))) return IR_NOREF;
  IrRef a = ir_opnd(f, c, 0), b = ir_opnd(f, c, 1);
  if (is_zero(m, b)) return a;
  return is_zero(m, a) ? b : IR_NOREF;
}

static bool defined_in(const IrFunc *f, IrRef v, IrId blk) {
  return ir_ref_is(v, IR_RINST) && f->insts[ir_ref_idx(v)].block == blk;
}

/* The division in t by x that may be hoisted, or IR_NIL. */
static IrId guarded_div(const IrFunc *f, IrId t, IrRef x) {
  IR_FOR_INSTS(f, t, i) {
    IrOp op = (IrOp)f->insts[i].op;
    if (op != IR_UDIV && op != IR_SDIV && op != IR_UREM && op != IR_SREM) continue;
    if (ir_ref_eq(ir_opnd(f, i, 1), x) && !defined_in(f, ir_opnd(f, i, 0), t)) return i;
  }
  return IR_NIL;
}

static bool hoist_into_pred(PassCtx *pc, IrModule *m, IrFunc *f, const IrCfg *g, IrId t) {
  uint32_t n;
  const IrId *p = ir_cfg_preds(g, t, &n);
  if (n != 1 || !ir_cfg_reachable(g, t)) return false;
  IrId term = ir_block_term(f, p[0]);
  IrRef x = term == IR_NIL ? IR_NOREF : guarded_divisor(m, f, term, t);
  if (ir_ref_is(x, IR_RNONE) || defined_in(f, x, t)) return false;
  IrId d = guarded_div(f, t, x);
  if (d == IR_NIL) return false;
  ir_inst_unlink(f, d);
  ir_inst_insert_before(f, term, d);
  remark(pc, m, f, d, "hoisted above its divisor check:");
  return true;
}

IrStatus pass_mutant_hoist_div(PassCtx *pc, IrModule *m, bool *changed) {
  IrCfg g;
  memset(&g, 0, sizeof g);
  IrStatus st = IR_OK;
  for (uint32_t fi = 0; fi < m->nfuncs && st == IR_OK; fi++) {
    IrFunc *f = ir_func(m, fi);
    if (f->is_decl || (st = ir_cfg_compute(&g, f)) != IR_OK) continue;
    IR_FOR_BLOCKS(f, t) if (hoist_into_pred(pc, m, f, &g, t)) *changed = true;
  }
  ir_cfg_release(&g);
  return st;
}

/* ------------------------------------------------------------------ */
/* mutant-ule-as-ult                                                    */
/* Bug class: an off-by-one in compare canonicalization -- InstCombine
 * turns icmp ule x, C into icmp ult x, C+1; a version that forgets the +1
 * (or drops the "or equal" when swapping operands) makes x == C false.
 * Pattern: every icmp ule (and its mirror uge); the mutant makes them
 * strict (ult, ugt). */

IrStatus pass_mutant_ule_as_ult(PassCtx *pc, IrModule *m, bool *changed) {
  FOR_DEFS(m, f) IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) {
    IrInst *in = &f->insts[i];
    if (in->op != IR_ICMP || (in->pred != IR_ICMP_ULE && in->pred != IR_ICMP_UGE)) continue;
    in->pred = in->pred == IR_ICMP_ULE ? IR_ICMP_ULT : IR_ICMP_UGT;
    *changed = true;
    remark(pc, m, f, i, "made strict");
  }
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* mutant-drop-ftz                                                      */
/* Bug class: losing flush-to-zero -- an intrinsic canonicalizer or
 * inliner that maps nvvm.*.ftz.* to its IEEE variant (or to a generic
 * llvm.* operation), or drops the caller's "denormal-fp-math" attribute,
 * so subnormal inputs and results are no longer flushed.  Pattern: calls
 * of .ftz intrinsics that have a variant without ".ftz" of the same
 * signature, and functions whose denormal mode flushes. */

/* The variant of intrinsic id without ".ftz", or IR_IN_NONE. */
static IrIntrin non_ftz(IrIntrin id) {
  const IrIntrinInfo *ii = &ir_intrin_info[id];
  const char *p = strstr(ii->name, ".ftz");
  char name[128];
  if (!(ii->attrs & IR_A_FTZ) || ii->ovl || !p || strlen(ii->name) >= sizeof name) return IR_IN_NONE;
  size_t pre = (size_t)(p - ii->name);
  memcpy(name, ii->name, pre);
  strcpy(name + pre, p + 4);
  bool is_llvm;
  IrIntrin v = ir_intrin_lookup(name, strlen(name), &is_llvm);
  if (v == IR_IN_NONE || strcmp(ir_intrin_info[v].sig, ii->sig)) return IR_IN_NONE;
  return v;
}

static bool drop_denorm(IrFunc *f) {
  if (f->denorm == IR_DN_IEEE && f->denorm_f32 == IR_DN_IEEE) return false;
  f->denorm = f->denorm_f32 = IR_DN_IEEE;
  return true;
}

IrStatus pass_mutant_drop_ftz(PassCtx *pc, IrModule *m, bool *changed) {
  FOR_DEFS(m, f) {
    if (drop_denorm(f)) {
      *changed = true;
      pass_remark(pc, m, f, "dropped \"denormal-fp-math\"");
    }
    IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) {
      if (f->insts[i].op != IR_CALL) continue;
      IrIntrin v = non_ftz((IrIntrin)f->insts[i].aux);
      if (v == IR_IN_NONE) continue;
      uint32_t callee = ir_declare_intrin(m, v, IR_VOID);
      ir_set_opnd(f, i, 0, ir_ref(IR_RFUNC, callee));
      f->insts[i].aux = v;
      *changed = true;
      remark(pc, m, f, i, "dropped .ftz of");
    }
  }
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* mutant-shuffle-lane                                                  */
/* Bug class: the wrong lane -- shuffle mask composition or
 * extract/insert lane remapping (SLP reordering, vector combine) off by
 * one lane, e.g. after reversing or concatenating operands.  Pattern: the
 * first shufflevector of each function with a defined mask lane, else the
 * first extractelement with a constant index into a vector of at least
 * two lanes; the mutant picks the neighbouring lane (index ^ 1). */

static bool bump_shuffle(IrModule *m, IrFunc *f, IrId i) {
  IrRef mask = ir_opnd(f, i, 2);
  IrType mt = ir_const(m, mask)->type;
  unsigned kind = ir_const(m, mask)->kind;  /* the pool may move as constants are added */
  uint32_t n = ir_type_lanes(m, mt);
  IrRef el[IR_MAXLANES];
  bool done = false;
  if (kind != IR_CVEC && kind != IR_CZERO) return false;
  for (uint32_t l = 0; l < n; l++) {
    el[l] = kind == IR_CZERO ? ir_const_i(m, IR_I32, 0) : ir_const_elem(m, ir_const(m, mask), l);
    uint64_t v;
    if (!done && const_int(m, el[l], &v)) {
      el[l] = ir_const_i(m, IR_I32, (int64_t)(v ^ 1));
      done = true;
    }
  }
  if (done) ir_set_opnd(f, i, 2, ir_const_agg(m, IR_CVEC, mt, n, el));
  return done;
}

static bool bump_extract(IrModule *m, IrFunc *f, IrId i) {
  IrRef idx = ir_opnd(f, i, 1);
  uint32_t n = ir_type_lanes(m, ir_value_type(f, ir_opnd(f, i, 0)));
  uint64_t v;
  if (n < 2 || !const_int(m, idx, &v) || v >= n) return false;
  ir_set_opnd(f, i, 1, ir_const_int(m, ir_value_type(f, idx), (v + 1) % n, 0));
  return true;
}

static bool bump_first(IrModule *m, IrFunc *f, IrOp op, IrId *hit) {
  IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) {
    if (f->insts[i].op != op) continue;
    if (op == IR_SHUFFLE ? bump_shuffle(m, f, i) : bump_extract(m, f, i)) {
      *hit = i;
      return true;
    }
  }
  return false;
}

IrStatus pass_mutant_shuffle_lane(PassCtx *pc, IrModule *m, bool *changed) {
  FOR_DEFS(m, f) {
    IrId hit;
    if (!bump_first(m, f, IR_SHUFFLE, &hit) && !bump_first(m, f, IR_EXTRACTELT, &hit)) continue;
    *changed = true;
    remark(pc, m, f, hit, "took the neighbouring lane in");
  }
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* mutant-null-deref                                                    */
/* Bug class: a pass trusts a lookup that can fail -- the instruction
 * defining an operand, a loop's preheader, the dominator-tree node of an
 * unreachable block -- and reads through what it got back.  Here: the
 * "defining instruction" of a division's divisor comes from a lookup that,
 * for a constant divisor, misses and returns its empty-key sentinel (the
 * one LLVM's DenseMap uses for pointers, -1 << 12, in kernel space on
 * every 64-bit target: the read faults with SIGSEGV in every build, with
 * or without sanitizers).  Two sites, so that crashes can be told apart by
 * where they happen: the first udiv/urem or sdiv/srem by a constant of a
 * function crashes in the unsigned or the signed helper.  Unlike the other
 * mutants this one never returns: its finding is a `crash`, the oracles'
 * test of crash handling and of the reducer's crash-location check. */

static const IrInst *divisor_def(const IrFunc *f, IrId i) {
  IrRef d = ir_opnd(f, i, 1);
  if (ir_ref_is(d, IR_RINST)) return &f->insts[ir_ref_idx(d)];
  return (const IrInst *)(~(uintptr_t)0 << 12);  /* the missed lookup's sentinel */
}

/* Two helpers that are never merged or inlined: two crash locations,
 * named in a crash report (external, so the dynamic symbol table of a
 * -rdynamic binary has them).  op is IrInst's first field: the read is at
 * the sentinel itself. */
unsigned mutant_null_deref_unsigned(const IrFunc *f, IrId i) __attribute__((noinline));
unsigned mutant_null_deref_signed(const IrFunc *f, IrId i) __attribute__((noinline));

unsigned mutant_null_deref_unsigned(const IrFunc *f, IrId i) {
  return *(const volatile uint16_t *)divisor_def(f, i);
}

unsigned mutant_null_deref_signed(const IrFunc *f, IrId i) {
  return *(const volatile uint16_t *)divisor_def(f, i) + 1u;
}

IrStatus pass_mutant_null_deref(PassCtx *pc, IrModule *m, bool *changed) {
  (void)pc, (void)changed;
  unsigned sink = 0;
  FOR_DEFS(m, f) IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) {
    unsigned op = f->insts[i].op;
    if (op == IR_UDIV || op == IR_UREM) sink += mutant_null_deref_unsigned(f, i);
    else if (op == IR_SDIV || op == IR_SREM) sink += mutant_null_deref_signed(f, i);
  }
  return sink == 0xffffffffu ? IR_EINTERNAL : IR_OK;  /* uses sink: the reads stay */
}

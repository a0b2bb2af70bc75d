/* oracles/diff/reassoc.c -- the reassociation oracle (reassoc.h): which
 * differing FP values come from `reassoc` chains, what their terms were in
 * both versions, and whether the target's value is one that evaluating
 * the same terms in another order can give.
 *
 * Contract: reassoc.h.  Works on clones of the modules; the interpreter
 * runs them with probes; nothing here changes a verdict except to explain
 * a difference (REASSOC_OK) or to name it (REASSOC_BAD).
 *
 * Method.  The interpreter executes `fadd reassoc` as one exact IEEE
 * operation, so a pass that legitimately reorders a reassoc sum changes
 * the last bits of the result.  For one differing FP element (the first
 * byte interp_compare reports, widened to its FP value by the result's
 * FP map):
 *   1. Writer.  The element's last writer in each version (the results
 *      record it per byte) must be a scalar store of the kernel, or the
 *      byte is the return value and the function has one `ret`.
 *   2. Shape (a structural match).  From the stored value, walk back over
 *      a short tail of FP operations (fadd/fsub/fmul/fdiv/fneg, at most
 *      four, the first operand leading on; fptrunc, fpext) to the root of a reduction:
 *      the maximal tree of `fadd reassoc` (or `fmul reassoc`) nodes,
 *      scalar or vector, seen through extractelement, insertelement and
 *      shufflevector lanes and `llvm.vector.reduce.fadd/fmul` with reassoc
 *      (its start value and every lane).  The tree's leaves are (value,
 *      lane) pairs: loads, arguments, other operations, constants; the
 *      identity constants (-0.0 for fadd, 1.0 for fmul, e.g. the start
 *      value of a vector reduction) are left out.  Both versions must give
 *      the same operation, the same element type and the same tail
 *      (opcodes, flags, operand positions but for commuted fadd / fmul):
 *      otherwise the rule does not
 *      apply.  A tree needs one reassoc node: without the flag in the
 *      source nothing may be reordered.
 *   3. Values (a probe).  Each version is cloned with a global probe
 *      array and, before the writer, stores of the root's value, the
 *      tail's other operands and every leaf into it, selected by a compare
 *      of the store's address with the element's (`icmp eq`; the last
 *      execution at that address is the one whose bytes are observed),
 *      then run again on the same input (race detection off: the probes'
 *      junk slot is shared).
 *   4. Verdict.  The tail's other operands must be equal (bit for bit, NaN
 *      equal to NaN), else the rule does not apply.  The multisets of leaf
 *      values must be equal: a term dropped or applied twice is a finding
 *      (unless a leaf is computed, within six operations, from one under
 *      value-changing fast-math flags, whose value may legitimately
 *      differ: no verdict).  Then
 *      the target's root value must lie within the forward error bound of
 *      the source's terms (reassoc_bound, below): inside, the element is
 *      explained; outside, a finding.
 *   The element is then treated as equal and the next difference is
 *   examined (at most 64 per comparison).
 * Not covered (no verdict, the difference stays): vector stores of
 * reductions, writers in callees, values passed through memory between
 * the reduction and the store, nested chains of another operation inside
 * the leaves.  In a function that flushes subnormals ("denormal-fp-math"
 * other than ieee: LLVM lets each operation flush or not) subnormal terms
 * count as zero and each of the n-1 additions may lose up to the smallest
 * normal number besides its rounding: the sum's bound grows by (n-1) times
 * it, and a zero sum may have either sign.
 *
 * The bound (Higham, "Accuracy and Stability of Numerical Algorithms",
 * 2nd ed., §3.1 and §4.2): any evaluation order of a sum of n terms with
 * round to nearest gives |computed - S| <= gamma_(n-1) * sum |x_i|, and of
 * a product |computed - P| <= gamma_(n-1) * |P|, gamma_k = k*u / (1 - k*u),
 * u = 2^-p for a p-bit significand, as long as nothing overflows (and, for
 * products, nothing underflows).  S, P, the error and the bound are
 * computed exactly in MPFR (8192 bits hold any sum or product of 64
 * doubles).  Special values follow what every order gives: a NaN term
 * makes NaN; an infinite term stays (inf - inf is NaN); a sum of zeros is
 * -0 only when every term is -0; when some order can overflow (sum |x_i|,
 * grown by its rounding errors, reaches the largest finite value) an
 * infinite or NaN result is accepted
 * too; a product whose partial products could leave the normal range is
 * not judged (accepted).
 */
#include <math.h>
#include <mpfr.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "reassoc.h"

enum { RX_MAXLEAF = 64, RX_MAXTAIL = 6, RX_MAXDIFF = 64, RX_DEPTH = 48, RX_PREC = 8192 };

/* ------------------------------------------------------------------ */
/* The bound                                                            */

/* IEEE bits of width w as a double (exact for half, float, double). */
static double fp_value(unsigned w, uint64_t b) {
  if (w == 64) return ir_bits_f64(b);
  if (w == 32) return (double)ir_bits_f32((uint32_t)b);
  unsigned e = (unsigned)(b >> 10) & 31, mnt = (unsigned)b & 1023;
  double v = e == 0 ? ldexp(mnt, -24) : e == 31 ? (mnt ? NAN : INFINITY) : ldexp(mnt | 1024, (int)e - 25);
  return (b >> 15) & 1 ? -v : v;
}

static unsigned fp_prec(unsigned w) { return w == 64 ? 53 : w == 32 ? 24 : 11; }
static double fp_max(unsigned w) { return w == 64 ? 0x1.fffffffffffffp1023 : w == 32 ? 0x1.fffffep127 : 65504.0; }
static double fp_min_normal(unsigned w) { return w == 64 ? 0x1p-1022 : w == 32 ? 0x1p-126 : 0x1p-14; }

typedef struct Mp { mpfr_t s, a, t, e, b; } Mp;

static void mp_init(Mp *q) { mpfr_inits2(RX_PREC, q->s, q->a, q->t, q->e, q->b, (mpfr_ptr)0); }
static void mp_clear(Mp *q) { mpfr_clears(q->s, q->a, q->t, q->e, q->b, (mpfr_ptr)0); }

/* q->b = k*u * q->a + slack * (1 - k*u), q->e = |c - q->s| * (1 - k*u):
 * the bound (gamma_k * a + slack) holds iff e <= b.  slack: an absolute
 * error allowed besides (flushed subnormal results). */
static bool mp_within(Mp *q, unsigned w, uint32_t k, double c, double slack) {
  mpfr_set_d(q->t, c, MPFR_RNDN);
  mpfr_sub(q->e, q->t, q->s, MPFR_RNDN);
  mpfr_abs(q->e, q->e, MPFR_RNDN);
  mpfr_set_ui(q->t, k, MPFR_RNDN);
  mpfr_mul_2si(q->t, q->t, -(long)fp_prec(w), MPFR_RNDN);    /* k*u, exact */
  mpfr_mul(q->b, q->t, q->a, MPFR_RNDN);
  mpfr_ui_sub(q->t, 1, q->t, MPFR_RNDN);
  mpfr_mul(q->e, q->e, q->t, MPFR_RNDN);
  if (slack > 0) {
    mpfr_t z;
    mpfr_init2(z, RX_PREC);
    mpfr_set_d(z, slack, MPFR_RNDN);
    mpfr_mul(z, z, q->t, MPFR_RNDN);
    mpfr_add(q->b, q->b, z, MPFR_RNDN);
    mpfr_clear(z);
  }
  return mpfr_cmp(q->e, q->b) <= 0;
}

static void mp_describe(Mp *q, unsigned w, uint32_t k, double c, const char *what, char *why, size_t n) {
  /* q->t holds 1 - k*u (mp_within) */
  mpfr_div(q->e, q->e, q->t, MPFR_RNDN);  /* |c - exact| */
  mpfr_div(q->b, q->b, q->t, MPFR_RNDN);  /* gamma_k * ... */
  snprintf(why, n, "computed %.17g, exact %s %.17g, error %.6g > bound gamma_%u * %s = %.6g (%u-bit significand)", c,
           what, mpfr_get_d(q->s, MPFR_RNDN), mpfr_get_d(q->e, MPFR_RNDN), k,
           what[0] == 's' ? "sum |x_i|" : "|product|", mpfr_get_d(q->b, MPFR_RNDN), fp_prec(w));
}

static int bound_sum(unsigned w, const double *x, uint32_t n, double c, bool ftz, char *why, size_t whyn) {
  bool nan = false, pinf = false, ninf = false, allnz = true;
  for (uint32_t i = 0; i < n; i++) {
    nan |= x[i] != x[i];
    pinf |= x[i] == INFINITY, ninf |= x[i] == -INFINITY;
    allnz &= x[i] == 0 && signbit(x[i]);
  }
  Mp q;
  mp_init(&q);
  mpfr_set_zero(q.s, 1), mpfr_set_zero(q.a, 1);
  for (uint32_t i = 0; i < n; i++)
    if (x[i] == x[i] && x[i] != INFINITY && x[i] != -INFINITY) {
      mpfr_set_d(q.t, x[i], MPFR_RNDN);
      mpfr_add(q.s, q.s, q.t, MPFR_RNDN);
      mpfr_abs(q.t, q.t, MPFR_RNDN);
      mpfr_add(q.a, q.a, q.t, MPFR_RNDN);
    }
  /* some order may overflow: a partial sum is at most sum |x_i| grown by
   * its rounding errors, (1 + gamma_(n-1)) < 1 + 2(n-1)u */
  bool ovf = mpfr_get_d(q.a, MPFR_RNDU) * (1 + 2.0 * n * ldexp(1, -(int)fp_prec(w))) >= fp_max(w);
  bool cfin = c == c && c != INFINITY && c != -INFINITY;
  int r;
  if (nan || (pinf && ninf)) r = c != c;
  else if (pinf || ninf) r = ovf ? !cfin : c == (pinf ? INFINITY : -INFINITY);
  else if (!cfin) r = ovf;
  else if (mpfr_zero_p(q.a)) r = c == 0 && (ftz || (bool)signbit(c) == allnz);
  else if (!(r = mp_within(&q, w, n ? n - 1 : 0, c, ftz && n ? (n - 1) * fp_min_normal(w) : 0)))
    mp_describe(&q, w, n ? n - 1 : 0, c, "sum", why, whyn);
  if (!r && !why[0])
    snprintf(why, whyn, "computed %.17g where every order of the %u terms gives %s", c, n,
             nan || (pinf && ninf) ? "NaN" : pinf ? "+inf" : ninf ? "-inf" : "a finite value");
  mp_clear(&q);
  return r;
}

static int bound_prod(unsigned w, const double *x, uint32_t n, double c, char *why, size_t whyn) {
  /* flushing: the range test below already refuses partial products near
   * the subnormals, and the terms were flushed by the caller */
  bool nan = false, inf = false, zero = false, neg = false;
  double hi = 1, lo = 1;  /* products of the magnitudes >= 1 and < 1 (host doubles: a range test only) */
  for (uint32_t i = 0; i < n; i++) {
    double a = fabs(x[i]);
    nan |= x[i] != x[i];
    inf |= a == INFINITY, zero |= a == 0;
    neg ^= (bool)signbit(x[i]);
    if (a >= 1 && a != INFINITY) hi *= a;
    else if (a > 0 && a < 1) lo *= a;
  }
  bool safe = hi <= fp_max(w) / 2 && lo >= fp_min_normal(w) * 2 && n <= RX_MAXLEAF;
  bool cfin = c == c && fabs(c) != INFINITY;
  int r;
  if (nan || (inf && zero)) r = c != c;
  else if (!safe) r = 1;  /* partial products may overflow or underflow in some order: not judged */
  else if (inf) r = c == (neg ? -INFINITY : INFINITY);
  else if (zero) r = c == 0 && (bool)signbit(c) == neg;
  else if (!cfin) r = 0;
  else {
    Mp q;
    mp_init(&q);
    mpfr_set_ui(q.s, 1, MPFR_RNDN);
    for (uint32_t i = 0; i < n; i++) {
      mpfr_set_d(q.t, x[i], MPFR_RNDN);
      mpfr_mul(q.s, q.s, q.t, MPFR_RNDN);
    }
    mpfr_abs(q.a, q.s, MPFR_RNDN);
    if (!(r = mp_within(&q, w, n ? n - 1 : 0, c, 0))) mp_describe(&q, w, n ? n - 1 : 0, c, "product", why, whyn);
    mp_clear(&q);
  }
  if (!r && !why[0]) snprintf(why, whyn, "computed %.17g is not the product of the %u terms in any order", c, n);
  return r;
}

int reassoc_bound_mode(IrOp op, unsigned w, const uint64_t *terms, uint32_t n, uint64_t computed, bool ftz,
                       char *why, size_t whyn) {
  if (whyn) why[0] = 0;
  if (n > RX_MAXLEAF || (w != 16 && w != 32 && w != 64) || (op != IR_FADD && op != IR_FMUL)) return -1;
  double x[RX_MAXLEAF];
  for (uint32_t i = 0; i < n; i++) {
    x[i] = fp_value(w, terms[i]);
    if (ftz && x[i] != 0 && fabs(x[i]) < fp_min_normal(w)) x[i] = copysign(0.0, x[i]);  /* subnormal inputs flushed */
  }
  double c = fp_value(w, computed);
  return op == IR_FADD ? bound_sum(w, x, n, c, ftz, why, whyn) : bound_prod(w, x, n, c, why, whyn);
}

int reassoc_bound(IrOp op, unsigned w, const uint64_t *terms, uint32_t n, uint64_t computed, char *why,
                  size_t whyn) {
  return reassoc_bound_mode(op, w, terms, n, computed, false, why, whyn);
}

/* ------------------------------------------------------------------ */
/* Shapes                                                               */

typedef struct Leaf {
  IrRef v;
  int32_t lane;              /* -1: a scalar */
  bool neg;                  /* the term is -v (under fsub / fneg) */
  bool isconst;              /* v is a constant */
} Leaf;
/* One operation between the reduction's root and the writer: its kind
 * (opcode, callee, predicate, flags, result width), the operand on the
 * path, and the other operand (IR_NOREF for unary ones). */
typedef struct Tail {
  uint16_t op, aux;
  uint8_t pred, pos, sidew;  /* sidew: the side value's FP width in bits, 0 if not FP */
  bool self;                 /* the other operand is the path operand itself (x - x) */
  uint32_t flags, rbits;
  IrRef side;
} Tail;

typedef struct Shape {
  const IrModule *m;
  const IrFunc *f;
  IrOp kind;                 /* IR_FADD or IR_FMUL */
  IrType et;                 /* the scalar FP type */
  IrRef root;
  uint32_t nleaf, ntail;
  Leaf leaf[RX_MAXLEAF];
  Tail tail[RX_MAXTAIL];     /* tail[0] is nearest the writer */
  bool nested;               /* a leaf is computed under value-changing fast-math flags */
  bool used;                 /* the walk went through a reassoc node */
  bool nsz;                  /* a node carries nsz: the sign of a zero is free */
  uint8_t denorm, denorm_f32; /* the function's modes ("denormal-fp-math", "-f32": IrDenorm) */
} Shape;

/* Whether the shape's function may flush subnormals of width w: float
 * follows "denormal-fp-math-f32", every other type "denormal-fp-math". */
static bool shape_ftz(const Shape *sh, unsigned w) {
  return (w == 32 ? sh->denorm_f32 : sh->denorm) != IR_DN_IEEE;
}

static const IrInst *inst_of(const IrFunc *f, IrRef v) {
  return ir_ref_is(v, IR_RINST) ? &f->insts[ir_ref_idx(v)] : NULL;
}

static const IrConst *const_of(const IrModule *m, IrRef r) {
  return ir_ref_is(r, IR_RCONST) ? ir_const(m, r) : NULL;
}

/* A constant integer operand (an index or a mask lane); false for poison. */
static bool const_index(const IrModule *m, IrRef r, uint64_t *v) { return ir_const_scalar_bits(m, r, true, v); }

/* Lane `lane` of a shufflevector mask; false for poison / undef lanes. */
static bool mask_lane(const IrModule *m, IrRef mask, uint32_t lane, uint64_t *v) {
  const IrConst *k = const_of(m, mask);
  if (!k) return false;
  if (k->kind == IR_CZERO) return *v = 0, true;
  if (k->kind != IR_CVEC || lane >= k->n) return false;
  return const_index(m, ir_const_elem(m, k, lane), v);
}

static bool is_identity(const Shape *s, IrRef v, int32_t lane) {
  uint64_t b;
  if (lane >= 0) {
    const IrConst *k = const_of(s->m, v);
    if (!k || k->kind != IR_CVEC || (uint32_t)lane >= k->n) return false;
    v = ir_const_elem(s->m, k, (uint32_t)lane);
  }
  if (!ir_const_scalar_bits(s->m, v, false, &b)) return false;
  unsigned w = ir_type_bits(s->m, s->et);
  uint64_t want = s->kind == IR_FADD ? (uint64_t)1 << (w - 1) : w == 64 ? 0x3ff0000000000000u : w == 32 ? 0x3f800000u : 0x3c00u;
  return b == want;
}

/* Whether v is computed, within a few operations, from an operation under
 * value-changing fast-math flags: then its value may legitimately differ
 * between the versions (a leaf of a sum that is itself a reassociated
 * sum, or a plain fadd of one). */
static bool under_fmf(const IrFunc *f, IrRef v, int depth) {
  const IrInst *in = inst_of(f, v);
  if (!in || in->op == IR_PHI || in->op == IR_LOAD) return false;
  if (ir_inst_value_changing(in)) return true;
  if (depth >= 6) return true;  /* not known: assume it may */
  for (uint32_t o = 0; o < in->nops; o++)
    if (under_fmf(f, ir_opnd(f, ir_ref_idx(v), o), depth + 1)) return true;
  return false;
}

static bool add_leaf(Shape *s, IrRef v, int32_t lane, bool neg) {
  if (!neg && is_identity(s, v, lane)) return true;
  if (s->nleaf >= RX_MAXLEAF) return false;
  if (under_fmf(s->f, v, 0)) s->nested = true;
  s->leaf[s->nleaf++] = (Leaf){v, lane, neg, ir_ref_is(v, IR_RCONST)};
  return true;
}

static bool expand(Shape *s, IrRef v, int32_t lane, bool neg, int depth);

/* A lane-moving node (extract, insert, shuffle): a leaf itself unless a
 * reassoc node lies under it. */
static bool through(Shape *s, IrRef v, int32_t lane, bool neg, IrRef next, int32_t nlane, bool nneg, int depth) {
  uint32_t n0 = s->nleaf;
  bool u0 = s->used, nest0 = s->nested;
  s->used = false;
  if (!expand(s, next, nlane, nneg, depth + 1)) return false;
  if (!s->used) {
    s->nleaf = n0, s->nested = nest0;
    if (!add_leaf(s, v, lane, neg)) return false;
  }
  s->used |= u0;
  return true;
}

static bool is_reduce_call(const Shape *s, const IrInst *in) {
  if (in->op != IR_CALL || !(in->flags & IR_F_REASSOC) || in->nops != 3) return false;
  return in->aux == (s->kind == IR_FADD ? IR_IN_LLVM_REDUCE_FADD : IR_IN_LLVM_REDUCE_FMUL);
}

/* Appends the leaves of lane `lane` (-1: a scalar) of v, negated when
 * neg (sums only: a - b is a + (-b), fneg flips every term under it). */
static bool expand(Shape *s, IrRef v, int32_t lane, bool neg, int depth) {
  const IrInst *in = inst_of(s->f, v);
  if (!in || depth > RX_DEPTH) return in ? false : add_leaf(s, v, lane, neg);
  IrId i = ir_ref_idx(v);
  IrRef o0 = in->nops > 0 ? ir_opnd(s->f, i, 0) : IR_NOREF, o1 = in->nops > 1 ? ir_opnd(s->f, i, 1) : IR_NOREF;
  bool sum = s->kind == IR_FADD;
  uint64_t k;
  if ((in->op == s->kind || (sum && in->op == IR_FSUB)) && (in->flags & IR_F_REASSOC)) {
    s->used = true;
    s->nsz |= (in->flags & IR_F_NSZ) != 0;
    return expand(s, o0, lane, neg, depth + 1) && expand(s, o1, lane, neg ^ (in->op == IR_FSUB), depth + 1);
  }
  if (sum && in->op == IR_FNEG) return through(s, v, lane, neg, o0, lane, !neg, depth);
  if (lane < 0 && is_reduce_call(s, in)) {
    IrRef vec = ir_opnd(s->f, i, 2);
    uint32_t nl = ir_type_lanes(s->m, ir_value_type(s->f, vec));
    s->used = true;
    if (!expand(s, o1, -1, neg, depth + 1)) return false;
    for (uint32_t l = 0; l < nl; l++)
      if (!expand(s, vec, (int32_t)l, neg, depth + 1)) return false;
    return true;
  }
  if (lane < 0 && in->op == IR_EXTRACTELT && const_index(s->m, o1, &k) && k < ir_type_lanes(s->m, ir_value_type(s->f, o0)))
    return through(s, v, lane, neg, o0, (int32_t)k, neg, depth);
  if (lane >= 0 && in->op == IR_INSERTELT && const_index(s->m, ir_opnd(s->f, i, 2), &k))
    return k == (uint64_t)lane ? through(s, v, lane, neg, o1, -1, neg, depth) : through(s, v, lane, neg, o0, lane, neg, depth);
  if (lane >= 0 && in->op == IR_SHUFFLE && mask_lane(s->m, ir_opnd(s->f, i, 2), (uint32_t)lane, &k)) {
    uint32_t na = ir_type_lanes(s->m, ir_value_type(s->f, o0));
    return k < na ? through(s, v, lane, neg, o0, (int32_t)k, neg, depth)
                  : through(s, v, lane, neg, o1, (int32_t)(k - na), neg, depth);
  }
  return add_leaf(s, v, lane, neg);
}

/* The reduction under scalar v for operation kind, if any. */
static bool try_root(Shape *s, IrRef v, IrOp kind) {
  s->kind = kind;
  s->et = ir_value_type(s->f, v);
  s->nleaf = 0, s->used = false, s->nested = false, s->nsz = false;
  return expand(s, v, -1, false, 0) && s->used;
}

/* The operands [*o0, in->nops) of a tail operation: FP arithmetic, fcmp,
 * casts between FP and integer scalars, and calls of known pure callees
 * with one or two arguments (conversions such as llvm.fptosi.sat,
 * nvvm.f2i.rn, minnum).  A deterministic function of its operands: when
 * the path operand is explained and the other is equal, so is the result. */
static bool tail_op(const IrModule *m, const IrInst *in, uint32_t *o0) {
  if (!in || ir_type_is_vec(m, in->type) || (!ir_type_is_fp(m, in->type) && !ir_type_is_int(m, in->type))) return false;
  *o0 = 0;
  switch (in->op) {
  case IR_FADD: case IR_FSUB: case IR_FMUL: case IR_FDIV: case IR_FNEG: case IR_FCMP:
  case IR_FPTRUNC: case IR_FPEXT: case IR_FPTOSI: case IR_FPTOUI: case IR_BITCAST:
  case IR_TRUNC: case IR_ZEXT: case IR_SEXT:
    return true;
  case IR_CALL:
    *o0 = 1;
    return in->aux != IR_IN_NONE && (ir_intrin_info[in->aux].attrs & IR_A_PURE) == IR_A_PURE && (in->nops == 2 || in->nops == 3);
  default: return false;
  }
}

/* The shape of scalar FP value v: a tail, then a root.  False when none.
 * When both operands of a tail operation lead to a reduction, the first
 * is followed and the second is a side value (equal in both versions, or
 * the rule does not apply). */
static bool shape_find(Shape *s, IrRef v, uint32_t depth) {
  if (try_root(s, v, IR_FADD) || try_root(s, v, IR_FMUL)) {
    s->root = v;
    return true;
  }
  const IrInst *in = inst_of(s->f, v);
  uint32_t o0;
  if (depth >= RX_MAXTAIL || !tail_op(s->m, in, &o0)) return false;
  IrId i = ir_ref_idx(v);
  int found = -1;
  Shape save = *s;
  for (uint32_t o = o0; o < in->nops && found < 0; o++) {  /* both may: the first is the path, */
    Shape t = save;                                         /* the other a side value to compare */
    if (!shape_find(&t, ir_opnd(s->f, i, o), depth + 1)) continue;
    found = (int)o;
    *s = t;
  }
  if (found < 0) return false;
  /* shape_find appended deeper tails first: this one goes in front */
  memmove(&s->tail[1], &s->tail[0], s->ntail * sizeof s->tail[0]);
  IrRef side = in->nops - o0 == 2 ? ir_opnd(s->f, i, o0 + (o0 + 1 - (uint32_t)found)) : IR_NOREF;
  bool self = !ir_ref_is(side, IR_RNONE) && side.bits == ir_opnd(s->f, i, (uint32_t)found).bits;
  if (self) side = IR_NOREF;
  IrType st = ir_ref_is(side, IR_RNONE) ? IR_VOID : ir_value_type(s->f, side);
  if (st != IR_VOID && ((!ir_type_is_fp(s->m, st) && !ir_type_is_int(s->m, st)) || ir_type_bits(s->m, st) > 64))
    return false;  /* a probe slot holds 64 bits */
  s->tail[0] = (Tail){in->op, (uint16_t)in->aux, in->pred, (uint8_t)(found - (int)o0),
                      (uint8_t)(st != IR_VOID && ir_type_is_fp(s->m, st) ? ir_type_bits(s->m, st) : 0),
                      self, in->flags, ir_type_bits(s->m, in->type), side};
  s->ntail++;
  return true;
}

/* ------------------------------------------------------------------ */
/* Writers                                                              */

typedef struct Site {
  const IrModule *m;
  uint32_t fidx;
  IrId at;          /* the store or the ret */
  bool ret;
  uint32_t esize;   /* bytes of the FP element */
  IrRef base;       /* the buffer's pointer: a parameter or a global (stores) */
  uint64_t off;     /* the element's byte offset in it */
  Shape sh;
} Site;

static uint32_t global_named(const IrModule *to, const IrModule *from, uint32_t g) {
  const char *name = ir_cstr(from, from->globals[g].name);
  IrStr s = ir_str_find(to, name, strlen(name));
  IrRef r = s ? ir_sym_lookup(to, s) : IR_NOREF;
  return ir_ref_is(r, IR_RGLOBAL) ? ir_ref_idx(r) : UINT32_MAX;
}

static IrId single_ret(const IrFunc *f) {
  IrId r = IR_NIL;
  IR_FOR_BLOCKS(f, b) {
    IrId t = ir_block_term(f, b);
    if (t != IR_NIL && f->insts[t].op == IR_RET) {
      if (r != IR_NIL) return IR_NIL;
      r = t;
    }
  }
  return r;
}

/* The writer of the element at (buf, off) of result r of function fidx
 * of m (src: the module whose result r is; global indices follow it). */
static bool site_find(const ReassocCtx *x, Site *st, const IrModule *m, uint32_t fidx, const IrModule *src,
                      const InterpResult *r, int32_t buf, uint32_t start, uint32_t esize) {
  memset(st, 0, sizeof *st);
  const IrFunc *f = ir_func(m, fidx);
  st->m = m, st->fidx = fidx, st->esize = esize, st->off = start;
  st->sh.denorm = f->denorm, st->sh.denorm_f32 = f->denorm_f32;
  IrRef val;
  if (buf < 0) {
    /* the return value: the probe keeps the last `ret` run, which is the
     * observed one only when a single thread runs */
    const InterpGrid *g = &x->opts.grid;
    if ((uint64_t)g->block[0] * g->block[1] * g->block[2] * g->thread[0] * g->thread[1] * g->thread[2] != 1) return false;
    st->ret = true;
    st->at = single_ret(f);
    if (st->at == IR_NIL || f->insts[st->at].nops != 1) return false;
    val = ir_opnd(f, st->at, 0);
  } else {
    const InterpBufOut *b = &r->bufs[buf];
    if (!b->writer || !b->writer_func || b->writer_func[start] != fidx) return false;
    st->at = b->writer[start];
    if (st->at == IR_NIL || st->at >= f->ninsts || f->insts[st->at].op != IR_STORE) return false;
    if (b->kind == INTERP_OBJ_PARAM) {
      if (b->index >= f->nparams) return false;
      st->base = ir_ref(IR_RARG, b->index);
    } else {
      uint32_t g = src == m ? b->index : global_named(m, src, b->index);
      if (g == UINT32_MAX) return false;
      st->base = ir_ref(IR_RGLOBAL, g);
    }
    IrType pt = ir_value_type(f, ir_opnd(f, st->at, 1));
    if (!ir_type_is_ptr(m, pt)) return false;
    val = ir_opnd(f, st->at, 0);
  }
  IrType t = ir_value_type(f, val);
  if ((!ir_type_is_fp(m, t) && !ir_type_is_int(m, t)) || ir_type_store_size(m, t) != esize) return false;
  st->sh.m = m, st->sh.f = f;
  return shape_find(&st->sh, val, 0);
}

static bool shapes_match(const Shape *a, const Shape *b) {
  if (a->kind != b->kind || a->ntail != b->ntail) return false;
  for (uint32_t i = 0; i < a->ntail; i++)
    if (a->tail[i].op != b->tail[i].op || a->tail[i].aux != b->tail[i].aux || a->tail[i].pred != b->tail[i].pred ||
        a->tail[i].rbits != b->tail[i].rbits || a->tail[i].sidew != b->tail[i].sidew || a->tail[i].self != b->tail[i].self ||
        (a->tail[i].pos != b->tail[i].pos && a->tail[i].op != IR_FADD && a->tail[i].op != IR_FMUL) ||
        (a->tail[i].flags & IR_F_FMF) != (b->tail[i].flags & IR_F_FMF))
      return false;
  return true;
}

/* ------------------------------------------------------------------ */
/* Probes                                                               */

/* Probe slots: 0 the hit marker, 1 the root, 2.. the tail's other
 * operands, then the leaves; the last slot takes the stores of other
 * executions. */
static uint32_t probe_slots(const Shape *s) { return 2 + s->ntail + s->nleaf + 1; }

typedef struct Build {
  IrModule *m;
  const Site *st;
  uint32_t g;       /* the probe global */
  IrId hit;         /* the i1 (IR_NIL: always) */
} Build;

static IrRef put(Build *b, IrOp op, IrType t, uint32_t n, const IrRef *ops) {
  IrFunc *f = ir_func(b->m, b->st->fidx);
  IrId i = ir_inst_new(f, op, t, n);
  for (uint32_t k = 0; k < n; k++) ir_set_opnd(f, i, k, ops[k]);
  ir_inst_insert_before(f, b->st->at, i);
  return ir_inst_ref(i);
}

/* Stores lane `lane` of v (FP) as its bits into probe slot j. */
static void probe_store(Build *b, uint32_t j, IrRef v, int32_t lane) {
  IrModule *m = b->m;
  IrFunc *f = ir_func(m, b->st->fidx);
  uint32_t nslots = probe_slots(&b->st->sh);
  if (lane >= 0) {
    IrRef ops[2] = {v, ir_const_i(m, IR_I32, lane)};
    v = put(b, IR_EXTRACTELT, ir_type_scalar(m, ir_value_type(f, v)), 2, ops);
  }
  unsigned w = ir_type_bits(m, ir_value_type(f, v));
  IrRef bits = put(b, IR_BITCAST, ir_type_int(m, w), 1, &v);
  if (w < 64) bits = put(b, IR_ZEXT, IR_I64, 1, &bits);
  IrRef idx = ir_const_i(m, IR_I64, j);
  if (b->hit != IR_NIL) {
    IrRef ops[3] = {ir_inst_ref(b->hit), idx, ir_const_i(m, IR_I64, nslots - 1)};
    idx = put(b, IR_SELECT, IR_I64, 3, ops);
  }
  IrType at = ir_global(m, b->g)->vtype;
  IrRef gops[3] = {ir_ref(IR_RGLOBAL, b->g), ir_const_i(m, IR_I64, 0), idx};
  IrRef p = put(b, IR_GEP, ir_global_ptr_type(m, b->g), 3, gops);
  f->insts[ir_ref_idx(p)].auxty = at;
  IrRef sops[2] = {bits, p};
  IrRef s = put(b, IR_STORE, IR_VOID, 2, sops);
  f->insts[ir_ref_idx(s)].align = 8;
}

static void build_probe(void *arg) {
  Build *b = arg;
  IrModule *m = b->m;
  const Site *st = b->st;
  const Shape *s = &st->sh;
  IrFunc *f = ir_func(m, st->fidx);
  IrType at = ir_type_array(m, probe_slots(s), IR_I64);
  b->g = ir_global_new(m, ir_strz(m, "passcheck.reassoc.probe"), at, 1);
  IrGlobal *gl = ir_global(m, b->g);
  gl->has_init = 1, gl->init = ir_const_zero(m, at), gl->align = 8;
  b->hit = IR_NIL;
  /* the probe writes a global: memory attributes that forbid it go (the
   * run was defined with them, and the probe stores change nothing else) */
  f->fattrs &= ~(uint32_t)(IR_A_NOMEM | IR_A_READS | IR_A_WRITES | IR_FA_ARGMEMONLY | IR_FA_MEMMIXED | IR_FA_INACC |
                           IR_FA_INACC_R | IR_FA_INACC_W |
                           IR_FA_ARG_R | IR_FA_ARG_W | IR_FA_OTH_R | IR_FA_OTH_W);
  if (!st->ret) {
    IrRef gops[2] = {st->base, ir_const_i(m, IR_I64, (int64_t)st->off)};
    IrRef a = put(b, IR_GEP, ir_value_type(f, st->base), 2, gops);
    f->insts[ir_ref_idx(a)].auxty = IR_I8;
    IrType pt = ir_value_type(f, ir_opnd(f, st->at, 1));
    if (pt != ir_value_type(f, a)) a = put(b, IR_ADDRSPACECAST, pt, 1, &a);  /* a store through a generic pointer */
    IrRef cops[2] = {ir_opnd(f, st->at, 1), a};
    IrRef h = put(b, IR_ICMP, IR_I1, 2, cops);
    f->insts[ir_ref_idx(h)].pred = IR_ICMP_EQ;
    b->hit = ir_ref_idx(h);
  }
  /* the marker: the bits of 1.0 in the element's type */
  probe_store(b, 0, ir_const_fp(m, s->et, ir_type_bits(m, s->et) == 64 ? 0x3ff0000000000000u : ir_type_bits(m, s->et) == 32 ? 0x3f800000u : 0x3c00u), -1);
  probe_store(b, 1, s->root, -1);
  for (uint32_t i = 0; i < s->ntail; i++)
    if (!ir_ref_is(s->tail[i].side, IR_RNONE)) probe_store(b, 2 + i, s->tail[i].side, -1);
  for (uint32_t i = 0; i < s->nleaf; i++) probe_store(b, 2 + s->ntail + i, s->leaf[i].v, s->leaf[i].lane);
}

/* Runs the probed clone of st's module; vals gets the probe's slots.
 * False when anything fails or the probe did not fire. */
static bool probe_run(ReassocCtx *x, const Site *st, uint64_t *vals) {
  IrModule *m = ir_module_clone(st->m);
  if (!m) return false;
  Build b = {m, st, 0, IR_NIL};
  bool ok = false;
  if (ir_protect(m->ctx, build_probe, &b) == IR_OK) {
    InterpOpts o = x->opts;
    o.races = false;
    o.step_budget = o.step_budget ? o.step_budget * 4 : 0;
    InterpResult r;
    memset(&r, 0, sizeof r);
    if (interp_run(x->c, m, st->fidx, x->in, &o, &r) == IR_OK && r.status == INTERP_OK) {
      uint32_t n = probe_slots(&st->sh);
      for (uint32_t i = 0; i < r.nbufs; i++) {
        const InterpBufOut *o2 = &r.bufs[i];
        if (o2->kind != INTERP_OBJ_GLOBAL || o2->index != b.g || o2->size < n * 8) continue;
        ok = true;
        for (uint32_t j = 0; j + 1 < n; j++) {
          uint64_t v = 0;
          for (unsigned k = 0; k < 8; k++) {
            v |= (uint64_t)o2->bytes[j * 8 + k] << (8 * k);
            ok &= !(o2->poison && o2->poison[j * 8 + k]);
          }
          vals[j] = v;
        }
      }
      ok &= vals[0] != 0;  /* the marker: the probe fired */
    }
    interp_result_free(x->c, &r);
  }
  ir_ctx_clear_error(x->c);
  ir_module_free(m);
  return ok;
}

/* ------------------------------------------------------------------ */
/* One element                                                          */

static uint64_t canon(unsigned w, uint64_t b) {
  double v = fp_value(w, b);
  return v != v ? ~(uint64_t)0 : b;
}

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

static bool same_terms(unsigned w, uint64_t *a, uint32_t na, uint64_t *b, uint32_t nb) {
  if (na != nb) return false;
  for (uint32_t i = 0; i < na; i++) a[i] = canon(w, a[i]), b[i] = canon(w, b[i]);
  qsort(a, na, sizeof *a, cmp_u64);
  qsort(b, nb, sizeof *b, cmp_u64);
  return !memcmp(a, b, na * sizeof *a);
}

/* The probed leaf values of a shape, negated where the term is, split
 * into the values of constants and of everything else (d has room for
 * both: the bound takes every term). */
typedef struct Terms { uint64_t d[2 * RX_MAXLEAF], c[RX_MAXLEAF]; uint32_t nd, nc; } Terms;

static void split(const Shape *s, const uint64_t *vals, unsigned w, Terms *t) {
  t->nd = t->nc = 0;
  for (uint32_t i = 0; i < s->nleaf; i++) {
    uint64_t b = vals[i] ^ (s->leaf[i].neg ? (uint64_t)1 << (w - 1) : 0);
    if (s->leaf[i].isconst) t->c[t->nc++] = b;
    else t->d[t->nd++] = b;
  }
}

/* The verdict on the FP element at (buf, start) of esize bytes. */
static ReassocVerdict explain_one(ReassocCtx *x, const InterpResult *rs, const InterpResult *rt, int32_t buf,
                                  uint32_t start, uint32_t esize) {
  Site *s = calloc(2, sizeof *s);  /* large: kept off the stack */
  if (!s) return REASSOC_NA;
  ReassocVerdict v = REASSOC_NA;
  uint64_t *vs = calloc(2 * (RX_MAXLEAF + RX_MAXTAIL + 3), sizeof *vs), *vt = vs ? vs + RX_MAXLEAF + RX_MAXTAIL + 3 : NULL;
  if (!vs || !site_find(x, &s[0], x->ms, x->fs, x->ms, rs, buf, start, esize) ||
      !site_find(x, &s[1], x->mt, x->ft, x->ms, rt, buf, start, esize) || !shapes_match(&s[0].sh, &s[1].sh) ||
      s[0].sh.et != s[1].sh.et || !probe_run(x, &s[0], vs) || !probe_run(x, &s[1], vt))
    goto done;
  const Shape *a = &s[0].sh, *b = &s[1].sh;
  unsigned w = ir_type_bits(x->ms, a->et);
  for (uint32_t i = 0; i < a->ntail; i++)
    if (!ir_ref_is(a->tail[i].side, IR_RNONE) &&
        (a->tail[i].sidew ? canon(a->tail[i].sidew, vs[2 + i]) != canon(a->tail[i].sidew, vt[2 + i]) : vs[2 + i] != vt[2 + i]))
      goto done;
  Terms ts, tt;
  split(a, vs + 2 + a->ntail, w, &ts);
  split(b, vt + 2 + b->ntail, w, &tt);
  const char *what = a->kind == IR_FADD ? "sum" : "product";
  uint32_t ns = ts.nd + ts.nc, nt = tt.nd + tt.nc;
  bool dsame = same_terms(w, ts.d, ts.nd, tt.d, tt.nd);
  bool csame = dsame && same_terms(w, ts.c, ts.nc, tt.c, tt.nc);
  char why[400];
  bool ftz = shape_ftz(a, w) || shape_ftz(b, w);
  if (dsame && !csame && tt.nc == 1 && ts.nc > 1 && reassoc_bound_mode(a->kind, w, ts.c, ts.nc, tt.c[0], ftz, why, sizeof why) == 1)
    csame = true;  /* the source's constant terms folded into one, in some order */
  if (!csame) {
    if (a->nested || b->nested) goto done;
    snprintf(x->why, sizeof x->why, "the target's %s has other terms than the source's: %u terms in the source, %u in the target (%s)",
             what, ns, nt, ns == nt ? "a term replaced by another" : ns > nt ? "a term dropped" : "a term applied twice or added");
    v = REASSOC_BAD;
    goto done;
  }
  memcpy(ts.d + ts.nd, ts.c, ts.nc * sizeof ts.c[0]);  /* every source term */
  int in = reassoc_bound_mode(a->kind, w, ts.d, ns, vt[1], ftz, why, sizeof why);
  uint64_t flip = vt[1] ^ (uint64_t)1 << (w - 1);
  if (in == 0 && (a->nsz || b->nsz) && fp_value(w, vt[1]) == 0 && reassoc_bound_mode(a->kind, w, ts.d, ns, flip, ftz, why, sizeof why) == 1)
    in = 1;  /* nsz: "Allow optimizations to treat the sign of a zero argument or zero result as insignificant" */
  if (in == 1) v = REASSOC_OK;
  else if (in == 0) {
    snprintf(x->why, sizeof x->why, "%s of %u terms: %s", what, ns, why);
    v = REASSOC_BAD;
  }
done:
  free(vs);
  free(s);
  return v;
}

/* ------------------------------------------------------------------ */
/* The comparison                                                       */

typedef struct Patch { int32_t buf; uint32_t start, n; uint8_t b[8], p[8]; } Patch;

static uint8_t *bytes_of(InterpResult *r, int32_t buf, uint8_t **pz, uint8_t **fp, uint32_t *size) {
  if (buf < 0) {
    *pz = r->ret_poison, *fp = r->ret_fpmap, *size = r->ret_size;
    return r->ret;
  }
  *pz = r->bufs[buf].poison, *fp = r->bufs[buf].fpmap, *size = r->bufs[buf].size;
  return r->bufs[buf].bytes;
}

/* An integer element around byte d->offset: the scalar integer the
 * target's writer stored there (aligned to its size, as the generator's
 * and compilers' stores are; a misaligned guess makes the probe miss), or
 * the whole integer return value. */
static bool int_element(const ReassocCtx *x, const InterpResult *rt, const InterpDiff *d, uint32_t *start, uint32_t *w) {
  const IrFunc *f = ir_func(x->mt, x->ft);
  IrType t = f->ret;
  if (d->buf >= 0) {
    const InterpBufOut *b = &rt->bufs[d->buf];
    if (!b->writer || !b->writer_func || b->writer_func[d->offset] != x->ft) return false;
    IrId i = b->writer[d->offset];
    if (i == IR_NIL || i >= f->ninsts || f->insts[i].op != IR_STORE) return false;
    t = ir_value_type(f, ir_opnd(f, i, 0));
  }
  if (!ir_type_is_int(x->mt, t)) return false;
  *w = (uint32_t)ir_type_store_size(x->mt, t);
  if (*w == 0 || *w > 8 || (d->buf < 0 && *w != rt->ret_size)) return false;
  *start = d->offset - d->offset % *w;
  return true;
}

/* The element around byte d->offset: its start and width in bytes (an FP
 * value by both results' FP maps, else an integer, int_element); false
 * when neither is known. */
static bool element_of(const ReassocCtx *x, const InterpResult *rs, InterpResult *rt, const InterpDiff *d,
                       uint32_t *start, uint32_t *w) {
  uint8_t *pz, *fs, *ft;
  uint32_t size, tsize;
  bytes_of((InterpResult *)rs, d->buf, &pz, &fs, &size);
  bytes_of(rt, d->buf, &pz, &ft, &tsize);
  if (d->offset >= size || size != tsize) return false;
  if (!fs || !ft || !fs[d->offset] || !ft[d->offset]) return int_element(x, rt, d, start, w) && *start + *w <= size;
  if (fs[d->offset] != ft[d->offset]) return false;
  *w = fs[d->offset] >> 4;
  uint32_t k = fs[d->offset] & 15;
  if ((*w != 2 && *w != 4 && *w != 8) || k > d->offset || d->offset - k + *w > size) return false;
  *start = d->offset - k;
  return true;
}

InterpVerdict reassoc_compare(ReassocCtx *x, const InterpResult *rs, InterpResult *rt, InterpDiff *d,
                              ReassocVerdict *rv) {
  Patch patch[RX_MAXDIFF];
  uint32_t np = 0;
  *rv = REASSOC_NA;
  x->explained = 0;
  x->why[0] = 0;
  InterpVerdict v = interp_compare(rs, rt, d);
  while (v == INTERP_VALUE_MISMATCH && np < RX_MAXDIFF) {
    uint32_t start, w;
    if (!element_of(x, rs, rt, d, &start, &w)) break;
    ReassocVerdict e = explain_one(x, rs, rt, d->buf, start, w);
    if (e == REASSOC_BAD) *rv = REASSOC_BAD;
    if (e != REASSOC_OK) break;
    uint8_t *sp, *sf, *tp, *tf;
    uint32_t size;
    uint8_t *sb = bytes_of((InterpResult *)rs, d->buf, &sp, &sf, &size), *tb = bytes_of(rt, d->buf, &tp, &tf, &size);
    Patch *p = &patch[np++];
    p->buf = d->buf, p->start = start, p->n = w;
    memcpy(p->b, tb + start, w);
    memcpy(tb + start, sb + start, w);
    if (tp) {
      memcpy(p->p, tp + start, w);
      for (uint32_t i = 0; i < w; i++) tp[start + i] = sp ? sp[start + i] : 0;
    }
    x->explained++;
    v = interp_compare(rs, rt, d);
  }
  if (*rv != REASSOC_BAD && np && v == INTERP_REFINES) *rv = REASSOC_OK;
  while (np--) {  /* restore the target's bytes */
    Patch *p = &patch[np];
    uint8_t *tp, *tf;
    uint32_t size;
    uint8_t *tb = bytes_of(rt, p->buf, &tp, &tf, &size);
    memcpy(tb + p->start, p->b, p->n);
    if (tp) memcpy(tp + p->start, p->p, p->n);
  }
  return v;
}

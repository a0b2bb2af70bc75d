/* passes/lowerdiv.c -- `lower-div`: division lowering (seed 000 "Integer
 * Division Lowering", "Division by Constant (Granlund-Montgomery)", "FP
 * Division Strength Reduction").
 *
 * Contract (pass.h): rewrites scalar i32/i64 udiv/sdiv/urem/srem, calls of
 * llvm.nvvm.div.approx{.ftz}.f and, with the knob use_fast_math, `fdiv
 * float`, into ori.* machine operations; with knob lower-fdiv-rn (on by
 * default) the correctly rounded FP divisions (fdiv float/double,
 * llvm.nvvm.div.rn.{f,ftz.f,d}) into the div.rn.f32 sequence and the
 * div.rn.f64 DDIV template.  Every rewrite is exact under the reference
 * semantics (integer division for every dividend and nonzero divisor, the
 * correctly rounded quotient for every FP pair, under both the exact and
 * the adversarial MUFU model; see the exactness arguments below), except
 * the use_fast_math rewrite of fdiv, which the user asked for and which
 * changes results.  One remark per lowered division naming the template
 * or form and its size.  Division by a non-constant and the FP templates
 * split the block of the division (real correction / fast-slow blocks
 * with conditional branches); phis of the block's successors are
 * retargeted to the block that now ends with the old terminator.
 *
 * Guards (what is not lowered): vector divisions and widths other than 32
 * and 64 (the seed has templates for those two only); division by a
 * constant zero, poison or undef (UB in the source: nothing to preserve);
 * `fdiv` of other types; `fdiv float` in functions whose float denormal
 * mode is neither IEEE nor preserve-sign, `fdiv double` where the double
 * mode is not IEEE (rn_candidate).
 *
 *   for each function, each candidate division i (collected first):
 *     constant divisor  -> magic form of passes/divmagic.h (no blocks)
 *     other divisor     -> Newton-Raphson template, 32 or 64 bits:
 *                          freeze, |x| |d| (signed), core, sign fixup
 *     div.approx calls  -> MUFU.RCP + FMUL
 *     fdiv float        -> use_fast_math: MUFU.RCP + FMUL;
 *                          lower-fdiv-rn: the div.rn.f32 sequence (div_rn),
 *                          .ftz in a preserve-sign function
 *     fdiv double       -> lower-fdiv-rn: the DDIV template (div_rn)
 */
#include <string.h>

#include "divmagic.h"
#include "lowerdiv.h"

/* ------------------------------------------------------------------ */
/* The emitter: new instructions go before `before` in block `blk`, or at
 * its end when before == IR_NIL.  n counts what it emitted (the remark's
 * instruction count). */

typedef struct Em {
  IrModule *m;
  IrFunc *f;
  IrId blk, before;
  unsigned n;
  unsigned fixes;     /* correction blocks made so far (block names) */
  unsigned drop;      /* LowerDivOpts.drop_corrections */
} Em;

static IrId put(Em *e, IrId i) {
  if (e->before != IR_NIL) ir_inst_insert_before(e->f, e->before, i);
  else ir_inst_append(e->f, e->blk, i);
  e->n++;
  return i;
}

static IrRef bin(Em *e, IrOp op, IrType t, IrRef a, IrRef b) {
  IrId i = ir_inst_new(e->f, op, t, 2);
  ir_set_opnd(e->f, i, 0, a);
  ir_set_opnd(e->f, i, 1, b);
  return ir_inst_ref(put(e, i));
}

static IrRef un(Em *e, IrOp op, IrType t, IrRef a) {
  IrId i = ir_inst_new(e->f, op, t, 1);
  ir_set_opnd(e->f, i, 0, a);
  return ir_inst_ref(put(e, i));
}

static IrRef icmp(Em *e, IrPred p, IrRef a, IrRef b) {
  IrRef r = bin(e, IR_ICMP, IR_I1, a, b);
  e->f->insts[ir_ref_idx(r)].pred = (uint8_t)p;
  return r;
}

/* call ID(args...) of a known callee without overloaded types. */
static IrRef call(Em *e, IrIntrin id, uint32_t n, const IrRef *args) {
  uint32_t fi = ir_declare_intrin(e->m, id, IR_VOID);
  IrType rt = ir_func(e->m, fi)->ret;
  IrId i = ir_inst_new(e->f, IR_CALL, rt, n + 1);
  ir_set_opnd(e->f, i, 0, ir_ref(IR_RFUNC, fi));
  for (uint32_t k = 0; k < n; k++) ir_set_opnd(e->f, i, k + 1, args[k]);
  e->f->insts[i].aux = id;
  e->f->insts[i].auxty = rt;
  return ir_inst_ref(put(e, i));
}
#define CALL(e, id, ...) \
  call((e), (id), (uint32_t)(sizeof((IrRef[]){__VA_ARGS__}) / sizeof(IrRef)), (IrRef[]){__VA_ARGS__})

static IrRef ci(Em *e, IrType t, uint64_t v) { return ir_const_int(e->m, t, v, 0); }

/* A scalar integer constant (the divisor of the magic forms). */
static bool const_int(const IrModule *m, IrRef r, uint64_t *v) { return ir_const_scalar_bits(m, r, true, v); }

/* ------------------------------------------------------------------ */
/* Block surgery                                                        */

/* The phis of every successor of terminator term that name block `from`
 * as an incoming block now name `to` (term moved from `from` to `to`). */
static void retarget_phis(IrFunc *f, IrId term, IrId from, IrId to) {
  IrInst *t = &f->insts[term];
  for (uint32_t k = 0; k < t->nops; k++) {
    IrRef s = ir_opnd(f, term, k);
    if (!ir_ref_is(s, IR_RBLOCK)) continue;
    IR_FOR_INSTS(f, ir_ref_idx(s), i) {
      if (f->insts[i].op != IR_PHI) break;
      for (uint32_t j = 1; j < f->insts[i].nops; j += 2)
        if (ir_ref_eq(ir_opnd(f, i, j), ir_ref(IR_RBLOCK, from))) ir_set_opnd(f, i, j, ir_ref(IR_RBLOCK, to));
    }
    t = &f->insts[term];
  }
}

/* Moves e->before and everything after it in e->blk into a new block
 * placed after e->blk; returns the new block. */
static IrId split_at_before(Em *e, const char *name) {
  IrFunc *f = e->f;
  IrId nb = ir_block_new_after(f, e->blk, ir_strz(e->m, name));
  for (IrId i = e->before; i != IR_NIL;) {
    IrId nx = f->insts[i].next;
    ir_inst_unlink(f, i);
    ir_inst_append(f, nb, i);
    i = nx;
  }
  IrId term = ir_block_term(f, nb);
  if (term != IR_NIL) retarget_phis(f, term, e->blk, nb);
  return nb;
}

static void end_with_br(Em *e, IrId blk, IrId target) {
  IrId i = ir_inst_new(e->f, IR_BR, IR_VOID, 1);
  ir_set_opnd(e->f, i, 0, ir_ref(IR_RBLOCK, target));
  ir_inst_append(e->f, blk, i);
  e->n++;
}

static void end_with_cbr(Em *e, IrId blk, IrRef c, IrId yes, IrId no) {
  IrId i = ir_inst_new(e->f, IR_CBR, IR_VOID, 3);
  ir_set_opnd(e->f, i, 0, c);
  ir_set_opnd(e->f, i, 1, ir_ref(IR_RBLOCK, yes));
  ir_set_opnd(e->f, i, 2, ir_ref(IR_RBLOCK, no));
  ir_inst_append(e->f, blk, i);
  e->n++;
}

/* phi [a, ba], [b, bb] before e->before (the first instruction of the join block). */
static IrRef phi2(Em *e, IrType t, IrRef a, IrId ba, IrRef b, IrId bb) {
  IrId i = ir_inst_new(e->f, IR_PHI, t, 4);
  ir_set_opnd(e->f, i, 0, a);
  ir_set_opnd(e->f, i, 1, ir_ref(IR_RBLOCK, ba));
  ir_set_opnd(e->f, i, 2, b);
  ir_set_opnd(e->f, i, 3, ir_ref(IR_RBLOCK, bb));
  return ir_inst_ref(put(e, i));
}

/* ------------------------------------------------------------------ */
/* Correction step (the seed's "correction paths with branches"):
 *
 *     cur:  c = ISETP.GE.U rem, d ; BRA c ? fix : join
 *     fix:  q' = q + 1 ; rem' = rem - d ; BRA join
 *     join: q = phi [q, cur], [q', fix] ; rem = phi ... ; (rest of cur)
 *
 * Only the values the caller still needs are carried (want_q: the
 * quotient is the result; the remainder always feeds the next step). */

typedef struct Qr {
  IrRef q, rem;
  bool want_q, want_rem;  /* after the last step: which one is the result */
} Qr;

static void correct(Em *e, IrType t, IrRef d, Qr *v, bool last) {
  IrIntrin setp = t == IR_I64 ? IR_IN_ORI_ISETP_U64 : IR_IN_ORI_ISETP_U32;
  IrRef c = CALL(e, setp, v->rem, d, ci(e, IR_I32, IR_SETP_GE));
  char name[32];
  snprintf(name, sizeof name, "ldiv.join%u", ++e->fixes);
  IrId cur = e->blk, join = split_at_before(e, name);
  snprintf(name, sizeof name, "ldiv.fix%u", e->fixes);
  IrId fix = ir_block_new_after(e->f, cur, ir_strz(e->m, name));
  end_with_cbr(e, cur, c, fix, join);
  e->blk = fix;
  e->before = IR_NIL;
  bool nq = v->want_q, nr = !last || v->want_rem;
  IrRef q1 = nq ? bin(e, IR_ADD, t, v->q, ci(e, t, 1)) : IR_NOREF;
  IrRef r1 = nr ? bin(e, IR_SUB, t, v->rem, d) : IR_NOREF;
  end_with_br(e, fix, join);
  e->blk = join;
  e->before = e->f->blocks[join].first;
  if (nq) v->q = phi2(e, t, v->q, cur, q1, fix);
  if (nr) v->rem = phi2(e, t, v->rem, cur, r1, fix);
}

/* ncorr corrections (2 unsigned, 1 signed: see the exactness argument),
 * fewer by LowerDivOpts.drop_corrections in tests. */
static void corrections(Em *e, IrType t, IrRef d, Qr *v, unsigned ncorr) {
  unsigned n = e->drop >= ncorr ? 0 : ncorr - e->drop;
  for (unsigned k = 0; k < n; k++) correct(e, t, d, v, k + 1 == n);
}

/* ------------------------------------------------------------------ */
/* Newton-Raphson templates: exactness.
 *
 * R = 2^N (N = 32 or 64); d in [1, R), x in [0, R) unsigned (the signed
 * templates divide |x| by |d| as unsigned numbers).  Every step below is
 * an operation of the reference semantics; the error bounds hold under the
 * exact MUFU model (RN(1/f), half an ulp) and the adversarial one (any
 * value within 1 ulp of 1/f, PTX rcp.approx.f32), the weaker of the two:
 *
 *  1. f = I2F.RP(d), d rounded up to 24 bits: d <= f < d (1 + 2^-23).
 *  2. y = MUFU.RCP(f) = (1/f)(1 + eps), |eps| <= 2^-23 (1 ulp of 1/f is at
 *     most 2^-23 / f).  f in [1, 2^64] so y in [2^-65, 2): a normal float.
 *  3. The bits of y plus (N << 23) - 2: y R exactly (the biased exponent
 *     stays in [62, 191]), then 2 units of its last place less (crossing
 *     into the binade below when the fraction is 0 or 1):
 *     y' = y R (1 - eta) with 2^-23 <= eta <= 2^-22.
 *  4. r0 = F2I.TRUNC(y') = floor(y').  (1 + eps)(1 - eta) <= (1 + 2^-23)
 *     (1 - 2^-23) < 1 and f >= d, so y' < R/d: r0 < R/d, r0 d < R.  And
 *     y' >= (R/d)(1 - 2^-23)^2 (1 - 2^-22) >= (R/d)(1 - 2^-21), so with
 *     r0 > y' - 1:  e0 := R - r0 d < 2^-21 R + d.
 *  5. Newton step r' = r + mulhi(r, t), t = (-r d) mod R.  For r >= 1 with
 *     e := R - r d in (0, R): t = e, r e / R = e/d - e^2/(dR), so
 *       R/d - r' = e^2/(dR) + phi,  0 <= phi < 1:
 *     r' < R/d again (e > 0), and e' := R - r' d < e^2/R + d.  (r = 0
 *     gives t = 0, r' = 0: still below R/d.)  r' < R/d <= R: no wrap.
 *  6. q0 = mulhi(r, x) for the last r (N = 32: r1, one step; N = 64: r2,
 *     two steps) with E := R/d - r = e^2/(dR) + phi (e: the error before
 *     the last step).  q0 <= r x / R < x/d, so q0 <= floor(x/d); and
 *     x/d - q0 < (x/R) E + 1 < e^2/(dR) + 2 (x < R).
 *     Hence e^2 <= dR gives floor(x/d) - q0 <= 2: two corrections.
 *     The signed templates divide |x| <= R/2: (x/R) E < (1/2) 2 = 1 (E < 2
 *     when e^2 <= dR), so x/d - q0 < 2 and ONE correction suffices.
 *  7. rem = x - q0 d is exact (0 <= q0 d <= x < R); each correction
 *     "rem >= d: q += 1, rem -= d" keeps rem >= 0; after two, rem < d.
 *
 * When is e^2 <= dR?  Split at d = R/3:
 *  - d > R/3: floor(x/d) <= 2 and 0 <= q0 <= floor(x/d): two corrections
 *    suffice whatever the error (this covers r0 = 0, d near R); signed,
 *    x <= R/2 < 1.5 d: floor(x/d) <= 1, one correction.
 *  - d <= R/3: y' >= 3 (1 - 2^-21) > 1, so r0 >= 1 and step 5 applies.
 *    N = 32, one step, e = e0 < 2^11 + d:  g(d) = (2^11 + d)^2 / (dR) =
 *      (2^22/d + 2^12 + d) / R is convex in d; g(1) < 2^-9, g(R/3) < 0.34.
 *    N = 64, two steps: e0 < 2^43 + d, e1 < e0^2/R + d <
 *      2^22 + d (1 + 2^-20 + d/R) <= 2^22 + 1.34 d;  g(d) = (2^22 +
 *      1.34 d)^2 / (dR) = (2^44/d + 2^23 1.34 + 1.7956 d) / R, convex;
 *      g(1) < 2^-19, g(R/3) < 0.6.
 *    In both, g <= 1: e^2 <= dR.
 * So the templates below (one Newton step for 32 bits, two for 64; two
 * corrections unsigned, one signed) are exact for every x and every
 * d != 0.  Division by zero (UB in the source) and INT_MIN / -1 (UB)
 * compute some value: no operation used can trap (F2I saturates, NaN ->
 * 0).  The operands are frozen first: the source's x may be poison (its
 * quotient is then poison, not UB), and the correction branches must not
 * branch on poison.
 *
 * Deviations from the seed (sub_1724A20: 55 instructions, 4 branches;
 * sub_1728930: 41; sub_1727AC0: 36), whose exact sequences are documented
 * only by their instruction mix.  Here: the reciprocal is scaled by an
 * integer add to its bits (the seed's constants 23, 127, 254 do the same
 * job by unpacking the float), one correction branch per unit the
 * quotient may lack (unsigned 2, signed 1; the seed's other branches guard
 * overflow and edge cases that the rounding-up I2F and the underestimate
 * of step 4 rule out), and 64-bit high products are four IMAD.WIDE.U32 on
 * 32-bit halves (trunc / lshr in the IR, free register halves in SASS;
 * no PRMT) and low products one `mul i64` (IMAD.WIDE + IMADs in SASS).
 * IR instructions emitted (counting freeze, bitcast, phi, both branches
 * of each correction): udiv/urem i32 25/23, sdiv/srem i32 27/26,
 * udiv/urem i64 72/70, sdiv/srem i64 74/73.
 */

/* 32-bit halves of an i64 (constants folded). */
static void halves(Em *e, IrRef v, IrRef *lo, IrRef *hi) {
  uint64_t c;
  if (const_int(e->m, v, &c)) {
    *lo = ci(e, IR_I32, c & 0xffffffffu);
    *hi = ci(e, IR_I32, c >> 32);
    return;
  }
  *lo = un(e, IR_TRUNC, IR_I32, v);
  *hi = un(e, IR_TRUNC, IR_I32, bin(e, IR_LSHR, IR_I64, v, ci(e, IR_I64, 32)));
}

/* High 64 bits of the unsigned 128-bit product a * b from four
 * IMAD.WIDE.U32: every partial sum fits 64 bits ((2^32-1)^2 + 2 (2^32-1)
 * < 2^64). */
static IrRef mulhi_u64(Em *e, IrRef a, IrRef b) {
  IrRef al, ah, bl, bh, z = ci(e, IR_I64, 0), k32 = ci(e, IR_I64, 32);
  halves(e, a, &al, &ah);
  halves(e, b, &bl, &bh);
  IrRef p0 = CALL(e, IR_IN_ORI_IMAD_WIDE_U32, al, bl, z);
  IrRef p1 = CALL(e, IR_IN_ORI_IMAD_WIDE_U32, ah, bl, bin(e, IR_LSHR, IR_I64, p0, k32));
  IrRef p2 = CALL(e, IR_IN_ORI_IMAD_WIDE_U32, al, bh, bin(e, IR_AND, IR_I64, p1, ci(e, IR_I64, 0xffffffffu)));
  IrRef s = bin(e, IR_ADD, IR_I64, bin(e, IR_LSHR, IR_I64, p1, k32), bin(e, IR_LSHR, IR_I64, p2, k32));
  return CALL(e, IR_IN_ORI_IMAD_WIDE_U32, ah, bh, s);
}

/* r0 ~ R/d from MUFU.RCP (steps 1-4); d unsigned, frozen. */
static IrRef rcp_seed(Em *e, IrType t, IrRef d) {
  bool w64 = t == IR_I64;
  IrRef f = CALL(e, w64 ? IR_IN_ORI_I2F_RP_F32_U64 : IR_IN_ORI_I2F_RP_F32_U32, d);
  IrRef y = CALL(e, IR_IN_ORI_MUFU_RCP, f);
  IrRef yb = un(e, IR_BITCAST, IR_I32, y);
  IrRef ys = bin(e, IR_ADD, IR_I32, yb, ci(e, IR_I32, ((w64 ? 64u : 32u) << 23) - 2));
  IrRef yf = un(e, IR_BITCAST, IR_FLOAT, ys);
  return CALL(e, w64 ? IR_IN_ORI_F2I_RZI_U64_F32 : IR_IN_ORI_F2I_RZI_U32_F32, yf);
}

/* Unsigned core, 32 bits: q and rem of x / d (steps 4-7). */
static void core_u32(Em *e, IrRef x, IrRef d, Qr *v, unsigned ncorr) {
  IrType t = IR_I32;
  IrRef z = ci(e, t, 0);
  IrRef r0 = rcp_seed(e, t, d);
  IrRef nd = bin(e, IR_SUB, t, z, d);
  IrRef tt = CALL(e, IR_IN_ORI_IMAD_I32, r0, nd, z);
  IrRef r1 = CALL(e, IR_IN_ORI_IMAD_HI_U32, r0, tt, r0);
  v->q = CALL(e, IR_IN_ORI_IMAD_HI_U32, r1, x, z);
  v->rem = CALL(e, IR_IN_ORI_IMAD_I32, v->q, nd, x);
  corrections(e, t, d, v, ncorr);
}

/* One Newton step at 64 bits: r + mulhi(r, -r d). */
static IrRef newton_u64(Em *e, IrRef r, IrRef nd) {
  IrRef tt = bin(e, IR_MUL, IR_I64, r, nd);
  return bin(e, IR_ADD, IR_I64, r, mulhi_u64(e, r, tt));
}

static void core_u64(Em *e, IrRef x, IrRef d, Qr *v, unsigned ncorr) {
  IrType t = IR_I64;
  IrRef r0 = rcp_seed(e, t, d);
  IrRef nd = bin(e, IR_SUB, t, ci(e, t, 0), d);
  IrRef r2 = newton_u64(e, newton_u64(e, r0, nd), nd);
  v->q = mulhi_u64(e, r2, x);
  v->rem = bin(e, IR_ADD, t, x, bin(e, IR_MUL, t, v->q, nd));
  corrections(e, t, d, v, ncorr);
}

/* (v ^ s) - s: |v| when s = v >> (N-1) (arithmetic), the conditional
 * negation of the seed's signed templates. */
static IrRef cneg(Em *e, IrType t, IrRef v, IrRef s) {
  return bin(e, IR_SUB, t, bin(e, IR_XOR, t, v, s), s);
}

/* The whole template for division instruction `div` (op, type t). */
static IrRef template_div(Em *e, IrOp op, IrType t, IrRef x, IrRef d) {
  bool sgn = op == IR_SDIV || op == IR_SREM, rem = op == IR_UREM || op == IR_SREM;
  x = un(e, IR_FREEZE, t, x);
  d = un(e, IR_FREEZE, t, d);
  IrRef sx = IR_NOREF, sd = IR_NOREF;
  if (sgn) {
    IrRef sh = ci(e, t, t == IR_I64 ? 63 : 31);
    sx = bin(e, IR_ASHR, t, x, sh);
    sd = bin(e, IR_ASHR, t, d, sh);
    x = cneg(e, t, x, sx);
    d = cneg(e, t, d, sd);
  }
  Qr v = {IR_NOREF, IR_NOREF, !rem, rem};
  if (t == IR_I64) core_u64(e, x, d, &v, sgn ? 1 : 2);
  else core_u32(e, x, d, &v, sgn ? 1 : 2);
  if (!sgn) return rem ? v.rem : v.q;
  if (rem) return cneg(e, t, v.rem, sx);
  return cneg(e, t, v.q, bin(e, IR_XOR, t, sx, sd));
}

/* ------------------------------------------------------------------ */
/* Division by a constant: the forms of passes/divmagic.h, as written    */
/* there.  mulhi: 32 bits IMAD.HI.{U,S}32; 64 bits mulhi_u64 above       */
/* (signed: the unsigned product corrected, see mulhi_s64).              */

static IrRef shr(Em *e, IrOp op, IrType t, IrRef v, unsigned s) {
  return s ? bin(e, op, t, v, ci(e, t, s)) : v;
}

/* mulhi_s(x, M) + k x, k in {-1, 0, +1} (the signed form's fixups folded
 * into the multiply-high).  64 bits: mulhi_s(x, M) = mulhi_u(x, M) -
 * (x < 0 ? M : 0) - (M < 0 ? x : 0) modulo 2^64 (the two's complement
 * operands are x_u - 2^64 [x < 0] and M_u - 2^64 [M < 0]). */
static IrRef mulhi_s_plus(Em *e, IrType t, IrRef x, uint64_t mg, int k) {
  if (t == IR_I32) {
    IrRef c = k > 0 ? x : k < 0 ? bin(e, IR_SUB, t, ci(e, t, 0), x) : ci(e, t, 0);
    return CALL(e, IR_IN_ORI_IMAD_HI_S32, x, ci(e, t, mg), c);
  }
  if ((int64_t)mg < 0) k -= 1;
  IrRef h = mulhi_u64(e, x, ci(e, t, mg));
  IrRef sx = bin(e, IR_ASHR, t, x, ci(e, t, 63));
  h = bin(e, IR_SUB, t, h, bin(e, IR_AND, t, sx, ci(e, t, mg)));
  if (k > 0) h = bin(e, IR_ADD, t, h, x);
  if (k < 0) h = bin(e, IR_SUB, t, h, x);
  return h;
}

static IrRef mulhi_u(Em *e, IrType t, IrRef x, uint64_t mg) {
  if (t == IR_I32) return CALL(e, IR_IN_ORI_IMAD_HI_U32, x, ci(e, t, mg), ci(e, t, 0));
  return mulhi_u64(e, x, ci(e, t, mg));
}

static IrRef magic_u(Em *e, IrType t, IrRef x, const DivMagic *dm, uint64_t d) {
  switch (dm->form) {
  case DM_POW2: return shr(e, IR_LSHR, t, x, dm->shift);
  case DM_MULHI: return shr(e, IR_LSHR, t, mulhi_u(e, t, x, dm->magic), dm->shift);
  case DM_MULHI_ADD: {
    IrRef h = mulhi_u(e, t, x, dm->magic);
    IrRef u = bin(e, IR_LSHR, t, bin(e, IR_SUB, t, x, h), ci(e, t, 1));
    return shr(e, IR_LSHR, t, bin(e, IR_ADD, t, u, h), dm->shift - 1);
  }
  case DM_GE: default:
    return un(e, IR_ZEXT, t, icmp(e, IR_ICMP_UGE, x, ci(e, t, d)));
  }
}

static IrRef magic_s(Em *e, IrType t, IrRef x, const DivMagic *dm, int64_t d) {
  unsigned n = t == IR_I64 ? 64 : 32;
  IrRef q;
  if (dm->form == DM_POW2) {
    unsigned k = dm->shift;
    q = x;
    if (k >= 1) {
      IrRef b = shr(e, IR_LSHR, t, shr(e, IR_ASHR, t, x, k - 1), n - k);
      q = bin(e, IR_ASHR, t, bin(e, IR_ADD, t, x, b), ci(e, t, k));
    }
    return dm->neg ? bin(e, IR_SUB, t, ci(e, t, 0), q) : q;
  }
  bool mneg = n == 64 ? (int64_t)dm->magic < 0 : (dm->magic >> 31 & 1) != 0;
  int k = d > 0 && mneg ? 1 : d < 0 && !mneg ? -1 : 0;
  IrRef h = shr(e, IR_ASHR, t, mulhi_s_plus(e, t, x, dm->magic, k), dm->shift);
  return bin(e, IR_ADD, t, h, bin(e, IR_LSHR, t, h, ci(e, t, n - 1)));
}

static const char *form_name(DmForm f) {
  switch (f) {
  case DM_POW2: return "pow2";
  case DM_MULHI: return "mulhi";
  case DM_MULHI_ADD: return "mulhi-add";
  default: return "ge";
  }
}

/* x op c for a constant c; false when c is UB (zero) or divmagic refuses. */
static bool lower_const(Em *e, IrOp op, IrType t, IrRef x, uint64_t c, IrRef *out, char *what, size_t wn) {
  unsigned n = t == IR_I64 ? 64 : 32;
  bool sgn = op == IR_SDIV || op == IR_SREM;
  int64_t sc = n == 32 ? (int64_t)(int32_t)c : (int64_t)c;
  DivMagic dm;
  if (c == 0 || !(sgn ? divmagic_s(n, sc, &dm) : divmagic_u(n, c, &dm))) return false;
  IrRef q = sgn ? magic_s(e, t, x, &dm, sc) : magic_u(e, t, x, &dm, c);
  if (op == IR_UREM || op == IR_SREM) {  /* x - q * c */
    if (t == IR_I32) q = CALL(e, IR_IN_ORI_IMAD_I32, q, ci(e, t, (uint64_t)-c), x);
    else q = bin(e, IR_SUB, t, x, bin(e, IR_MUL, t, q, ci(e, t, c)));
  }
  *out = q;
  if (sgn) snprintf(what, wn, "by constant %lld: %s%s s=%u", (long long)sc, form_name(dm.form), dm.neg ? "-neg" : "",
                    dm.shift);
  else snprintf(what, wn, "by constant %llu: %s s=%u", (unsigned long long)c, form_name(dm.form), dm.shift);
  return true;
}

/* ------------------------------------------------------------------ */
/* FP division (seed: "div.approx.f32 a, b is lowered to MUFU.RCP(b)
 * followed by FMUL(a, rcp)").
 *
 * Reference semantics (core/sem/math.c): div.approx{.ftz}.f32 is
 * RN(a * RN(1/b)) ("computed as d = a * (1/b)", PTX 9.7.3.8), with the
 * documented rule for 2^126 < |b| < 2^128 (a signed zero, NaN for an
 * infinite a) -- exactly what a reciprocal that flushes its subnormal
 * results gives, as the hardware's MUFU.RCP does: 1/b is subnormal iff
 * |b| > 2^126.  Our ori.mufu.rcp.f32 keeps subnormals (no FTZ bit in its
 * row), so the non-ftz form flushes the reciprocal explicitly:
 *   div.approx.f:      r = MUFU.RCP(b); r = mul.rn.ftz(r, 1.0); q = mul.rn(a, r)
 *   div.approx.ftz.f:  r = rcp.approx.ftz(b) (MUFU.RCP with .FTZ);  q = mul.rn.ftz(a, r)
 * The multiplies are the explicit-rounding nvvm intrinsics, so the
 * function's denormal mode does not change them (a plain fmul would flush
 * in a "preserve-sign" function, the non-ftz div.approx does not).
 *
 * fdiv_exact_note: `fdiv float` means the correctly rounded quotient
 * (div.rn).  Its lowering (div_rn below, the seed's div.rn.f32 sequence)
 * runs with passcheck's own knob lower-fdiv-rn (on by default; 0 keeps
 * fdiv); `divcheck --only fdiv` checks it against MPFR. */

static IrRef fp_approx(Em *e, IrRef a, IrRef b, bool ftz) {
  IrRef one = ir_const_f32(e->m, 1.0f);
  if (ftz) {
    IrRef r = CALL(e, IR_IN_NVVM_RCP_APPROX_FTZ_F, b);
    return CALL(e, IR_IN_NVVM_MUL_RN_FTZ_F, a, r);
  }
  IrRef r = CALL(e, IR_IN_ORI_MUFU_RCP, b);
  r = CALL(e, IR_IN_NVVM_MUL_RN_FTZ_F, r, one);
  return CALL(e, IR_IN_NVVM_MUL_RN_F, a, r);
}

/* ------------------------------------------------------------------ */
/* div.rn.f32: the correctly rounded sequence (knob lower-fdiv-rn)      */
/*
 * The seed's IEEE fdiv sequence (NVIDIA's div.rn.f32: MUFU.RCP, FFMA
 * Newton step, two FFMA residual corrections, FCHK slow path):
 *   fast path, taken when the operands are in a window where every
 *   intermediate is a normal number (no rounding at a subnormal position,
 *   no overflow) and the residuals are exact:
 *     y0 = MUFU.RCP(b)                     (within the PTX bound of 1/b)
 *     e  = fma(-b, y0, 1);  y1 = fma(e, y0, y0)     (|1 - b y1| ~ 2^-24)
 *     q0 = mul.rn(a, y1)                   (within ~1 ulp of a/b)
 *     r0 = fma(-b, q0, a);  q1 = fma(r0, y1, q0)    (r0 within 2^-24 of exact)
 *     q1 + r0 y1 = a/b - (a/b - q0)(1 - b y1) is within ~2^-23 ulp of
 *     a/b before its one rounding, so q1 is faithful (within an ulp);
 *     the final correction (fdiv_round) picks RN(a/b) from q1 and its
 *     neighbour by comparing their exact residuals.
 *   Window, on the biased exponent fields: a in [27, 254] (|a| >= 2^-100:
 *   r0, r1 exact), b in [3, 251] (1/b normal), ea - eb in [-124, 124]
 *   (the quotient normal, away from overflow).
 *   slow path (zero, subnormal, infinite, NaN operands, quotients near
 *   the overflow or underflow threshold): the integer slow path shared
 *   with div.rn.f64 (slow_div, explained with the DDIV template below):
 *   operands normalized to [1, 2), this core on the mantissas, the
 *   exponent put back exactly, subnormal quotients rounded by the
 *   residual.  Deviation from the seed (which scales into the window and
 *   back with FFMAs and an FCHK test): the result's bits are assembled
 *   with integer operations, one explicit rounding rule.
 * The FMAs and the multiply are the explicit-rounding nvvm intrinsics,
 * unaffected by the function's denormal mode.  .ftz (div.rn.ftz.f32):
 * see Flush below.
 */

/* The two formats of the FP templates: the explicit-rounding nvvm FMA and
 * multiply (unaffected by the function's denormal mode) and the integer
 * type of the bit patterns. */
typedef struct Fmt {
  IrType ft, it;
  IrIntrin fma, mul;
  unsigned w, p;        /* width, precision (significand bits) */
  int bias;
  double sub_scale;     /* a power of two that makes every subnormal normal */
} Fmt;
static const Fmt F32 = {IR_FLOAT, IR_I32, IR_IN_NVVM_FMA_RN_F, IR_IN_NVVM_MUL_RN_F, 32, 24, 127, 0x1p32};
static const Fmt F64 = {IR_DOUBLE, IR_I64, IR_IN_NVVM_FMA_RN_D, IR_IN_NVVM_MUL_RN_D, 64, 53, 1023, 0x1p64};

static IrRef fma_(Em *e, const Fmt *t, IrRef x, IrRef y, IrRef z) { return CALL(e, t->fma, x, y, z); }
static IrRef fmaf_(Em *e, IrRef x, IrRef y, IrRef z) { return fma_(e, &F32, x, y, z); }

static IrRef sel(Em *e, IrType t, IrRef c, IrRef a, IrRef b) {
  IrId i = ir_inst_new(e->f, IR_SELECT, t, 3);
  ir_set_opnd(e->f, i, 0, c);
  ir_set_opnd(e->f, i, 1, a);
  ir_set_opnd(e->f, i, 2, b);
  return ir_inst_ref(put(e, i));
}

/* (v >> (p-1)) & emax - lo <u n: the exponent field of the bits v of format
 * t (float: >> 23 & 255, double: >> 52 & 2047) in [lo, lo + n). */
static IrRef exp_in(Em *e, const Fmt *t, IrRef bits, unsigned lo, unsigned n, IrRef *field) {
  IrRef x = bin(e, IR_LSHR, t->it, bits, ci(e, t->it, t->p - 1));
  x = bin(e, IR_AND, t->it, x, ci(e, t->it, (1ull << (t->w - t->p)) - 1));
  *field = x;
  return icmp(e, IR_ICMP_ULT, bin(e, IR_SUB, t->it, x, ci(e, t->it, lo)), ci(e, t->it, n));
}

/* The final residual correction: q1 is faithful (RN(a/b) is q1 or its
 * neighbour qn towards a/b).  r1 = fma(-b, q1, a) and rn = fma(-b, qn, a)
 * are exact in the window, and a/b = q1 + r1/b = qn + rn/b, so the nearer
 * one has the smaller |residual| (never equal: a/b is never a midpoint).
 * qn is q1's bit pattern +1 (away from zero) when r1/b has q1's sign, else
 * -1.  Deviation from the seed's q2 = fma(r1, y, q1): that form needs
 * y = RN(1/b), which one Newton step does not give for every b (b with an
 * all-ones mantissa and an adversarial MUFU.RCP: 1/b lies 2^-48 above a
 * midpoint, the 2^-24 error of y moves q1 + r1 y across it).  Same for
 * both formats; *res (when asked) gets the residual of the result. */
static IrRef fdiv_round(Em *e, const Fmt *t, IrRef a, IrRef nb, IrRef b, IrRef q1, IrRef *res) {
  IrType it = t->it;
  IrRef r1 = fma_(e, t, nb, q1, a);
  IrRef ir1 = un(e, IR_BITCAST, it, r1), iq1 = un(e, IR_BITCAST, it, q1);
  IrRef sx = bin(e, IR_XOR, it, bin(e, IR_XOR, it, ir1, un(e, IR_BITCAST, it, b)), iq1);
  IrRef down = bin(e, IR_LSHR, it, sx, ci(e, it, t->w - 1));                /* 1: towards zero */
  IrRef step = bin(e, IR_SUB, it, ci(e, it, 1), bin(e, IR_SHL, it, down, ci(e, it, 1)));
  IrRef qn = un(e, IR_BITCAST, t->ft, bin(e, IR_ADD, it, iq1, step));
  IrRef rn = fma_(e, t, nb, qn, a);
  IrRef mask = ci(e, it, ir_mask(t->w) >> 1);
  IrRef m1 = bin(e, IR_AND, it, ir1, mask), mn = bin(e, IR_AND, it, un(e, IR_BITCAST, it, rn), mask);
  IrRef take = icmp(e, IR_ICMP_ULT, mn, m1);
  if (res) *res = sel(e, t->ft, take, rn, r1);
  return sel(e, t->ft, take, qn, q1);
}

/* How the f32 sequence flushes subnormal operands and result (the .ftz
 * variants): FZ_NONE keeps them (div.rn.f32); FZ_MODE by `fmul x, 1.0`,
 * which flushes exactly when the function's float denormal mode does (an
 * fdiv in a "preserve-sign" function: the lowered code follows the mode
 * as the fdiv did, also when an oracle reruns both without flushing);
 * FZ_ALWAYS by mul.rn.ftz.f(x, 1.0) (llvm.nvvm.div.rn.ftz.f, whose name
 * says it flushes). */
typedef enum Flush { FZ_NONE, FZ_MODE, FZ_ALWAYS } Flush;

static IrRef flush(Em *e, Flush fz, IrRef x) {
  IrRef one = ir_const_f32(e->m, 1.0f);
  if (fz == FZ_MODE) return bin(e, IR_FMUL, IR_FLOAT, x, one);
  return fz == FZ_ALWAYS ? CALL(e, IR_IN_NVVM_MUL_RN_FTZ_F, x, one) : x;
}

/* ------------------------------------------------------------------ */
/* div.rn.f64: the DDIV Newton-Raphson template (knob lower-fdiv-rn)    */
/*
 * The seed: "div.rn.f64 expands to the full DDIV Newton-Raphson template
 * (~100+ instructions)"; its instruction list is not given.  Built here
 * from MUFU.RCP64H as the seed (NVIDIA's sequence starts from it):
 *
 *   core(a, b), every intermediate normal (the window below):
 *     y0 = MUFU.RCP64H(b): 1/t in 1.11.20 format, t the upper word of b
 *          (|t - b| < 2^-20 b); PTX gives no bound, the adversarial model
 *          draws within 2^-20 of 1/t, so |1 - b y0| < 2^-18.9
 *     two Newton steps y' = fma(fma(-b, y, 1), y, y): the relative error
 *          d' <= d^2 + 2^-53 (+ the tiny rounding of the residual):
 *          2^-18.9 -> 2^-37.7 -> about 2^-53 (|1 - b y2| < 2^-52.9)
 *     q0 = mul.rn(a, y2): within 1.5 ulp of a/b
 *     q1 = fma(fma(-b, q0, a), y2, q0): the unrounded value is a/b -
 *          (a/b - q0) e, |e| < 2^-51.9 (the rounding of the inner fma
 *          and 1 - b y2), far inside half an ulp: q1 is faithful
 *     the final residual correction (fdiv_round): RN(a/b) is q1 or its
 *          neighbour towards a/b; their residuals fma(-b, q, a) are exact
 *          (faithful q, no underflow: the residual is a multiple of
 *          ulp(b) ulp(q) >= 2^(ea - 105) >= 2^-1064) and the smaller one
 *          wins.
 *   Window on the biased exponent fields: a in [64, 2046], b in [3, 2043]
 *   (t and 1/t normal with a margin of 2^-20 for the adversarial model:
 *   MUFU.RCP64H flushes a subnormal reciprocal), ea - eb in
 *   [-1020, 1020] (quotient, q1 and its neighbour normal, no overflow).
 *
 *   slow path (every other operand pair; no wider format to divide in):
 *     specials by selects: NaN if an operand is NaN, 0/0, inf/inf;
 *     +-inf for inf/x, x/0; +-0 for 0/x, x/inf; the sign is sa ^ sb;
 *     |a| = ma 2^Ea, |b| = mb 2^Eb, ma, mb in [1, 2) (subnormals scaled
 *     by 2^64 first, exactly, with mul.rn.d);
 *     q = core(ma, mb) = RN(ma/mb) in [1/2, 2], r = fma(-mb, q, ma) its
 *     exact residual (sign: where ma/mb lies from q);
 *     E = Ea - Eb + exponent(q):
 *       E > 1023: inf (RN(a/b) = 2^(Ea-Eb) q exceeds the largest double);
 *       -1022 <= E <= 1023: q's bits + ((Ea - Eb) << 52), exact scaling;
 *       E < -1022 (subnormal): the 53-bit significand M of q shifted
 *       right by s = -1022 - E, rounded to nearest even by the dropped
 *       bits, except when they are exactly one half (q lies on a
 *       midpoint of the subnormal grid): then the residual decides (r > 0:
 *       up, r < 0: down, r = 0: even).  Why that is RN(a/b): the
 *       subnormal grid and its midpoints are points of q's 53-bit grid
 *       (s >= 1) and RN is monotone, so q = RN53(a/b) lies in the same
 *       closed interval between two consecutive subnormal midpoints as
 *       a/b; only when q is such a midpoint can the two round apart.
 * Deviation from the seed's template (which scales operands into the fast
 * path's range and the quotient back with FMAs): the slow path assembles
 * the result's bits with integer operations, so the subnormal rounding
 * is one explicit rule instead of a second rounding to argue about.
 * Branches: one (fast or slow); the slow path has none.
 */

static IrRef cx(Em *e, const Fmt *t, uint64_t v) { return ci(e, t->it, v & ir_mask(t->w)); }
static IrRef ibits(Em *e, const Fmt *t, IrRef x) { return un(e, IR_BITCAST, t->it, x); }

/* RN(a/b) in the window; *res: its exact residual (NULL: not needed). */
static IrRef ddiv_core(Em *e, IrRef a, IrRef b, bool no_residual, IrRef *res) {
  IrRef nb = un(e, IR_FNEG, IR_DOUBLE, b), one = ir_const_f64(e->m, 1.0);
  IrRef y = CALL(e, IR_IN_ORI_MUFU_RCP64H, b);
  for (int k = 0; k < 2; k++) y = fma_(e, &F64, fma_(e, &F64, nb, y, one), y, y);
  IrRef q = CALL(e, IR_IN_NVVM_MUL_RN_D, a, y);
  q = fma_(e, &F64, fma_(e, &F64, nb, q, a), y, q);
  if (!no_residual) return fdiv_round(e, &F64, a, nb, b, q, res);
  if (res) *res = fma_(e, &F64, nb, q, a);
  return q;
}

/* The div.rn.f32 fast path (see above): one Newton step from MUFU.RCP. */
static IrRef fdiv_core(Em *e, IrRef a, IrRef b, bool no_residual, IrRef *res) {
  IrRef nb = un(e, IR_FNEG, IR_FLOAT, b), one = ir_const_f32(e->m, 1.0f);
  IrRef y0 = CALL(e, IR_IN_ORI_MUFU_RCP, b);
  IrRef y1 = fmaf_(e, fmaf_(e, nb, y0, one), y0, y0);
  IrRef q = CALL(e, IR_IN_NVVM_MUL_RN_F, a, y1);
  q = fmaf_(e, fmaf_(e, nb, q, a), y1, q);
  if (!no_residual) return fdiv_round(e, &F32, a, nb, b, q, res);
  if (res) *res = fmaf_(e, nb, q, a);
  return q;
}

static IrRef core_of(Em *e, const Fmt *t, IrRef a, IrRef b, bool no_residual, IrRef *res) {
  return t->w == 64 ? ddiv_core(e, a, b, no_residual, res) : fdiv_core(e, a, b, no_residual, res);
}

/* |x| (bits X, finite nonzero) = m 2^E, m in [1, 2): *m (FP), *E (int). */
static void slow_norm(Em *e, const Fmt *t, IrRef X, IrRef *m, IrRef *E) {
  IrType it = t->it;
  unsigned sh = t->p - 1, up = t->w == 64 ? 64 : 32;
  IrRef sub = icmp(e, IR_ICMP_ULT, X, cx(e, t, 1ull << sh));
  IrRef xs = CALL(e, t->mul, un(e, IR_BITCAST, t->ft, X), t->w == 64 ? ir_const_f64(e->m, t->sub_scale)
                                                                    : ir_const_f32(e->m, (float)t->sub_scale));
  IrRef xn = sel(e, it, sub, ibits(e, t, xs), X);
  IrRef bias = sel(e, it, sub, cx(e, t, (uint64_t)t->bias + up), cx(e, t, (uint64_t)t->bias));
  *E = bin(e, IR_SUB, it, bin(e, IR_LSHR, it, xn, cx(e, t, sh)), bias);
  IrRef mb = bin(e, IR_OR, it, bin(e, IR_AND, it, xn, cx(e, t, (1ull << sh) - 1)), cx(e, t, (uint64_t)t->bias << sh));
  *m = un(e, IR_BITCAST, t->ft, mb);
}

/* The subnormal result: M >> s rounded as described above (s clamped to
 * [1, w-1]: no shift is poison, the clamped cases select another arm). */
static IrRef slow_subnormal(Em *e, const Fmt *t, IrRef Q, IrRef E, IrRef r) {
  IrType it = t->it;
  unsigned sh = t->p - 1;
  IrRef M = bin(e, IR_OR, it, bin(e, IR_AND, it, Q, cx(e, t, (1ull << sh) - 1)), cx(e, t, 1ull << sh));
  IrRef s = bin(e, IR_SUB, it, cx(e, t, (uint64_t)(int64_t)(1 - t->bias)), E);
  s = sel(e, it, icmp(e, IR_ICMP_SLT, s, cx(e, t, 1)), cx(e, t, 1), s);
  s = sel(e, it, icmp(e, IR_ICMP_UGT, s, cx(e, t, t->w - 1)), cx(e, t, t->w - 1), s);
  IrRef lo = bin(e, IR_LSHR, it, M, s);
  IrRef half = bin(e, IR_SHL, it, cx(e, t, 1), bin(e, IR_SUB, it, s, cx(e, t, 1)));
  IrRef rem = bin(e, IR_AND, it, M, bin(e, IR_SUB, it, bin(e, IR_SHL, it, half, cx(e, t, 1)), cx(e, t, 1)));
  IrRef zero = t->w == 64 ? ir_const_f64(e->m, 0.0) : ir_const_f32(e->m, 0.0f);
  IrRef rpos = bin(e, IR_FCMP, IR_I1, r, zero);
  e->f->insts[ir_ref_idx(rpos)].pred = IR_FCMP_OGT;
  IrRef rz = bin(e, IR_FCMP, IR_I1, r, zero);
  e->f->insts[ir_ref_idx(rz)].pred = IR_FCMP_OEQ;
  IrRef odd = un(e, IR_TRUNC, IR_I1, lo);
  IrRef tie = bin(e, IR_OR, IR_I1, rpos, bin(e, IR_AND, IR_I1, rz, odd));
  IrRef gt = icmp(e, IR_ICMP_UGT, rem, half);
  IrRef upb = bin(e, IR_OR, IR_I1, gt, bin(e, IR_AND, IR_I1, icmp(e, IR_ICMP_EQ, rem, half), tie));
  return bin(e, IR_ADD, it, lo, un(e, IR_ZEXT, it, upb));
}

/* The slow path: specials, normalization, core, assembly. */
static IrRef slow_div(Em *e, const Fmt *t, IrRef a, IrRef b, bool no_residual) {
  IrType it = t->it;
  unsigned sh = t->p - 1;
  const uint64_t SIGN = 1ull << (t->w - 1), INF = (((1ull << (t->w - t->p)) - 1)) << sh;
  IrRef ab = ibits(e, t, a), bb = ibits(e, t, b);
  IrRef sgn = bin(e, IR_AND, it, bin(e, IR_XOR, it, ab, bb), cx(e, t, SIGN));
  IrRef A = bin(e, IR_AND, it, ab, cx(e, t, SIGN - 1)), B = bin(e, IR_AND, it, bb, cx(e, t, SIGN - 1));
  IrRef inf = cx(e, t, INF), z = cx(e, t, 0);
  IrRef ainf = icmp(e, IR_ICMP_EQ, A, inf), binf = icmp(e, IR_ICMP_EQ, B, inf);
  IrRef az = icmp(e, IR_ICMP_EQ, A, z), bz = icmp(e, IR_ICMP_EQ, B, z);
  /* one emitting call per statement: the instruction order must not
   * depend on the C compiler's order of evaluating arguments */
  IrRef anan = icmp(e, IR_ICMP_UGT, A, inf);
  IrRef bnan = icmp(e, IR_ICMP_UGT, B, inf);
  IrRef nan = bin(e, IR_OR, IR_I1, anan, bnan);
  IrRef ii = bin(e, IR_AND, IR_I1, ainf, binf);
  nan = bin(e, IR_OR, IR_I1, nan, bin(e, IR_OR, IR_I1, ii, bin(e, IR_AND, IR_I1, az, bz)));
  IrRef ma, mb, Ea, Eb, r;
  slow_norm(e, t, A, &ma, &Ea);
  slow_norm(e, t, B, &mb, &Eb);
  IrRef Q = ibits(e, t, core_of(e, t, ma, mb, no_residual, &r));
  IrRef k = bin(e, IR_SUB, it, Ea, Eb);
  IrRef E = bin(e, IR_ADD, it, k, bin(e, IR_SUB, it, bin(e, IR_LSHR, it, Q, cx(e, t, sh)), cx(e, t, (uint64_t)t->bias)));
  IrRef nrm = bin(e, IR_ADD, it, Q, bin(e, IR_SHL, it, k, cx(e, t, sh)));
  IrRef fin = sel(e, it, icmp(e, IR_ICMP_SGT, E, cx(e, t, (uint64_t)t->bias)), inf, nrm);
  IrRef tiny = icmp(e, IR_ICMP_SLT, E, cx(e, t, (uint64_t)(int64_t)(1 - t->bias)));
  fin = sel(e, it, tiny, slow_subnormal(e, t, Q, E, r), fin);
  fin = sel(e, it, bin(e, IR_OR, IR_I1, az, binf), z, fin);
  fin = sel(e, it, bin(e, IR_OR, IR_I1, ainf, bz), inf, fin);
  /* a NaN result by the reference semantics' NaN rule (core/sem/fp.c):
   * the first NaN operand quieted, sign and payload kept, else the default
   * NaN.  LangRef leaves payloads open, but a payload is observable once
   * the value's bits reach an integer (bitcast, convert.to.fp16), where
   * the oracle compares bits: a canonical NaN there was found by fuzz_ir
   * as a difference. */
  IrRef quiet = cx(e, t, 1ull << (sh - 1));
  IrRef qb = bin(e, IR_OR, it, bb, quiet);
  IrRef nanb = sel(e, it, bnan, qb, cx(e, t, INF | 1ull << (sh - 1)));
  IrRef qa = bin(e, IR_OR, it, ab, quiet);
  IrRef nanv = sel(e, it, anan, qa, nanb);
  fin = sel(e, it, nan, nanv, bin(e, IR_OR, it, fin, sgn));
  return un(e, IR_BITCAST, t->ft, fin);
}

/* The .ftz variants: flushing changes nothing on the fast path (its
 * window has no subnormal operand, no subnormal quotient); the slow path
 * flushes both operands before its work and the result after it. */
/* The fast path's window per format (seed 000): the biased exponent of a
 * in [alo, alo + an), of b in [blo, blo + bn), and ea - eb + dbias below
 * dn; and the names of the three blocks. */
typedef struct Window {
  unsigned alo, an, blo, bn, dbias, dn;
  const char *fast, *slow, *join;
} Window;
static const Window W32 = {27, 228, 3, 249, 124, 249, "fdiv.fast", "fdiv.slow", "fdiv.join"};
static const Window W64 = {64, 2046 - 64 + 1, 3, 2043 - 3 + 1, 1020, 2041, "ddiv.fast", "ddiv.slow", "ddiv.join"};

/* div.rn of format t (div.rn.f32, the DDIV template): the window check,
 * the fast path (core_of), the integer slow path, joined by a phi.  fz
 * flushes around the slow path (float only; FZ_NONE for double). */
static IrRef div_rn(Em *e, const Fmt *t, IrRef a, IrRef b, bool no_residual, Flush fz) {
  const Window *wd = t->w == 64 ? &W64 : &W32;
  IrId join = split_at_before(e, wd->join);
  e->before = IR_NIL;  /* the checks end the head block */
  IrRef ea, eb;
  IrRef oka = exp_in(e, t, ibits(e, t, a), wd->alo, wd->an, &ea);
  IrRef okb = exp_in(e, t, ibits(e, t, b), wd->blo, wd->bn, &eb);
  IrRef d = bin(e, IR_ADD, t->it, bin(e, IR_SUB, t->it, ea, eb), cx(e, t, wd->dbias));
  IrRef okd = icmp(e, IR_ICMP_ULT, d, cx(e, t, wd->dn));
  IrRef fast = bin(e, IR_AND, IR_I1, bin(e, IR_AND, IR_I1, oka, okb), okd);
  IrId head = e->blk;
  IrId fb = ir_block_new_after(e->f, head, ir_strz(e->m, wd->fast));
  IrId sb = ir_block_new_after(e->f, fb, ir_strz(e->m, wd->slow));
  /* frozen: an operand may be poison, whose quotient is poison, never UB;
   * a branch on a poison condition is UB (both paths give poison then) */
  end_with_cbr(e, head, un(e, IR_FREEZE, IR_I1, fast), fb, sb);
  e->blk = fb, e->before = IR_NIL;
  IrRef q = core_of(e, t, a, b, no_residual, NULL);
  end_with_br(e, fb, join);
  e->blk = sb;
  IrRef fa = flush(e, fz, a);
  IrRef fbv = flush(e, fz, b);
  IrRef qs = flush(e, fz, slow_div(e, t, fa, fbv, no_residual));
  end_with_br(e, sb, join);
  e->blk = join, e->before = e->f->blocks[join].first;
  return phi2(e, t->ft, q, fb, qs, sb);
}

/* ------------------------------------------------------------------ */
/* Driver                                                               */

/* C_FDIV_RN*: fdiv float or a div.rn.f call by the div.rn.f32 sequence
 * (FTZ_MODE: fdiv in a "preserve-sign" function; FTZ: div.rn.ftz.f);
 * C_DDIV: fdiv double or div.rn.d by the DDIV template.  All behind knob
 * lower-fdiv-rn. */
typedef enum Cand {
  C_NONE, C_INT, C_APPROX, C_APPROX_FTZ, C_FDIV, C_FDIV_RN, C_FDIV_RN_FTZ_MODE, C_FDIV_RN_FTZ, C_DDIV
} Cand;

/* Which correctly rounded division of function f the knob lowers.  The
 * templates use only integer operations and the mode-independent nvvm
 * intrinsics, plus the flushes of the .ftz forms: div.rn.f, div.rn.ftz.f
 * and div.rn.d anywhere; fdiv float where the float denormal mode is IEEE
 * (div.rn.f32) or preserve-sign (div.rn.ftz.f32, flushing as the mode
 * does: FZ_MODE); fdiv double where the double mode is IEEE (there is no
 * div.rn.ftz.f64).  Other modes (positive-zero, dynamic) keep their fdiv. */
static Cand rn_candidate(const IrFunc *f, IrOp op, IrIntrin id, IrType t) {
  if (op == IR_FDIV && t == IR_FLOAT)
    return f->denorm_f32 == IR_DN_IEEE ? C_FDIV_RN : f->denorm_f32 == IR_DN_PRESERVE_SIGN ? C_FDIV_RN_FTZ_MODE : C_NONE;
  if (op == IR_FDIV && t == IR_DOUBLE) return f->denorm == IR_DN_IEEE ? C_DDIV : C_NONE;
  if (op != IR_CALL) return C_NONE;
  if (id == IR_IN_NVVM_DIV_RN_D) return C_DDIV;
  if (id == IR_IN_NVVM_DIV_RN_F) return C_FDIV_RN;
  if (id == IR_IN_NVVM_DIV_RN_FTZ_F) return C_FDIV_RN_FTZ;
  return C_NONE;
}

static Cand candidate(const PassCtx *pc, const LowerDivOpts *o, const IrFunc *f, IrId i) {
  const IrInst *in = &f->insts[i];
  bool rn = pc->knob[KNOB_LOWER_FDIV_RN] || (o && o->fdiv_rn);
  switch (in->op) {
  case IR_UDIV: case IR_SDIV: case IR_UREM: case IR_SREM:
    return in->type == IR_I32 || in->type == IR_I64 ? C_INT : C_NONE;
  case IR_FDIV:
    if (in->type == IR_FLOAT && pc->knob[KNOB_USE_FAST_MATH]) return C_FDIV;
    return rn ? rn_candidate(f, IR_FDIV, IR_IN_NONE, in->type) : C_NONE;
  case IR_CALL:
    if (in->aux == IR_IN_NVVM_DIV_APPROX_F) return C_APPROX;
    if (in->aux == IR_IN_NVVM_DIV_APPROX_FTZ_F) return C_APPROX_FTZ;
    return rn ? rn_candidate(f, IR_CALL, (IrIntrin)in->aux, in->type) : C_NONE;
  default: return C_NONE;
  }
}

/* "%name" or "#id" of a value for remarks. */
static void vname(const IrModule *m, const IrFunc *f, IrRef v, char *buf, size_t n) {
  uint64_t c;
  if (const_int(m, v, &c)) snprintf(buf, n, "%lld", (long long)c);
  else if (ir_ref_is(v, IR_RARG) && f->params[ir_ref_idx(v)].name)
    snprintf(buf, n, "%%%s", ir_cstr(m, f->params[ir_ref_idx(v)].name));
  else if (ir_ref_is(v, IR_RINST) && f->insts[ir_ref_idx(v)].name)
    snprintf(buf, n, "%%%s", ir_cstr(m, f->insts[ir_ref_idx(v)].name));
  else snprintf(buf, n, "#%u", (unsigned)ir_ref_idx(v));
}

static void replace(Em *e, IrId i, IrRef v) {
  ir_rauw(e->f, ir_inst_ref(i), v);
  ir_inst_remove(e->f, i);
}

static bool lower_int(PassCtx *pc, Em *e, IrId i) {
  IrFunc *f = e->f;
  IrOp op = (IrOp)f->insts[i].op;
  IrType t = f->insts[i].type;
  IrRef x = ir_opnd(f, i, 0), d = ir_opnd(f, i, 1);
  char what[96], dn[64];
  uint64_t c;
  IrRef v;
  if (const_int(e->m, d, &c)) {
    if (!lower_const(e, op, t, x, c, &v, what, sizeof what)) return false;
  } else {
    if (ir_ref_is(d, IR_RCONST)) return false;  /* poison, undef, constant expression */
    vname(e->m, f, d, dn, sizeof dn);
    v = template_div(e, op, t, x, d);
    snprintf(what, sizeof what, "by %s: newton-raphson %s%u", dn,
             op == IR_SDIV || op == IR_SREM ? "s" : "u", t == IR_I64 ? 64u : 32u);
  }
  replace(e, i, v);
  pass_remark(pc, e->m, f, "lowered %s i%u %s (%u instruction%s)", ir_opinfo[op].text, t == IR_I64 ? 64u : 32u,
              what, e->n, e->n == 1 ? "" : "s");
  return true;
}

static const char *rn_name(const IrFunc *f, IrId i) {
  if (f->insts[i].op == IR_FDIV) return f->insts[i].type == IR_DOUBLE ? "fdiv double" : "fdiv float";
  return ir_intrin_info[f->insts[i].aux].name;
}

static bool lower_rn(PassCtx *pc, Em *e, IrId i, Cand k, bool no_residual) {
  IrFunc *f = e->f;
  bool call = f->insts[i].op == IR_CALL;
  IrRef a = ir_opnd(f, i, call ? 1 : 0), b = ir_opnd(f, i, call ? 2 : 1);
  const char *what = rn_name(f, i);
  IrRef v;
  if (k == C_DDIV) v = div_rn(e, &F64, a, b, no_residual, FZ_NONE);
  else v = div_rn(e, &F32, a, b, no_residual, k == C_FDIV_RN ? FZ_NONE : k == C_FDIV_RN_FTZ ? FZ_ALWAYS : FZ_MODE);
  replace(e, i, v);
  pass_remark(pc, e->m, f, "lowered %s: %s (%u instructions)", what,
              k == C_DDIV ? "div.rn.f64 DDIV template" : k == C_FDIV_RN ? "div.rn.f32 sequence"
                                                                       : "div.rn.ftz.f32 sequence",
              e->n);
  return true;
}

static bool lower_fp(PassCtx *pc, Em *e, IrId i, Cand k) {
  IrFunc *f = e->f;
  bool call = k != C_FDIV;
  IrRef a = ir_opnd(f, i, call ? 1 : 0), b = ir_opnd(f, i, call ? 2 : 1);
  bool ftz = k == C_APPROX_FTZ || (k == C_FDIV && f->denorm_f32 == IR_DN_PRESERVE_SIGN);
  replace(e, i, fp_approx(e, a, b, ftz));
  pass_remark(pc, e->m, f, "lowered %s: mufu.rcp + fmul%s (%u instructions)",
              k == C_APPROX ? "llvm.nvvm.div.approx.f" : k == C_APPROX_FTZ ? "llvm.nvvm.div.approx.ftz.f"
                                                       : "fdiv float (use_fast_math)",
              ftz ? " ftz" : "", e->n);
  return true;
}

static IrStatus lower_func(PassCtx *pc, IrModule *m, IrFunc *f, const LowerDivOpts *o, bool *changed) {
  uint32_t n = 0;
  IrId *cand = pass_scratch(pc, (size_t)f->ninsts * sizeof *cand, NULL);
  if (!cand) return IR_ENOMEM;
  IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) if (candidate(pc, o, f, i) != C_NONE) cand[n++] = i;
  unsigned fixes = 0;
  for (uint32_t k = 0; k < n; k++) {
    IrId i = cand[k];
    Em e = {m, f, f->insts[i].block, i, 0, fixes, o ? o->drop_corrections : 0};
    Cand c = candidate(pc, o, f, i);
    bool done = c == C_INT ? lower_int(pc, &e, i)
                : c >= C_FDIV_RN ? lower_rn(pc, &e, i, c, o && o->no_residual)
                                 : lower_fp(pc, &e, i, c);
    fixes = e.fixes;
    if (done) *changed = true;
  }
  return IR_OK;
}

static IrStatus lower_module(PassCtx *pc, IrModule *m, const LowerDivOpts *o, bool *changed) {
  for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
    IrFunc *f = ir_func(m, fi);
    if (f->is_decl) continue;
    IrStatus st = lower_func(pc, m, f, o, changed);
    if (st != IR_OK) return st;
  }
  return IR_OK;
}

IrStatus pass_lowerdiv(PassCtx *pc, IrModule *m, bool *changed) { return lower_module(pc, m, NULL, changed); }

/* The pass with test options (PassCtx.ud), run through the boundary. */
static IrStatus pass_lowerdiv_opts(PassCtx *pc, IrModule *m, bool *changed) {
  return lower_module(pc, m, pc->ud, changed);
}

IrStatus lowerdiv_lower(PassCtx *pc, IrModule *m, const LowerDivOpts *o, bool *changed) {
  return lower_module(pc, m, o, changed);
}

IrStatus lowerdiv_run(PassCtx *pc, IrModule *m, const LowerDivOpts *o, bool *changed) {
  static const PassInfo with_opts = {.name = "lower-div", .run = pass_lowerdiv_opts};
  PassCtx inner = *pc;
  inner.ud = o;
  return pass_run(&inner, &with_opts, m, changed);
}

/* The div hook (pass.h): the division-by-constant forms this pass emits. */
const PassDivHooks lowerdiv_div_hooks = {divmagic_u, divmagic_s, divmagic_eval_u, divmagic_eval_s};

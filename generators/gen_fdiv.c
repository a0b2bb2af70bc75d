/* generators/gen_fdiv.c -- the shape that exercises lower-div's correctly
 * rounded FP division (seed 000 "FP Division Strength Reduction"): an
 * fdiv (or div.rn call) whose quotient lies within 3/(B 2^(p+1)) of a
 * midpoint of the p-bit grid, or a power of two over an all-ones
 * mantissa (the quotient 2^-2p relative above a midpoint, 1/b not
 * RN(1/b)-friendly): the pairs on which a division sequence that is only
 * faithful (mutant-fdiv-no-residual) rounds the wrong way.
 *
 * Contract: gen_fdiv_hard returns the quotient (type t, float or double).
 * The operands are bit patterns built at generation time (Markstein /
 * Cornea construction, as oracles/divref/divref_fp.c describes) with an
 * exponent offset of 0..3 taken from a generated integer, so that no pass
 * folds them to constants and the data still picks the pair; scaling both
 * by powers of two keeps the quotient's mantissa.  Exponents stay well
 * inside the normal range: no UB, no NaN (and no flags are emitted).
 */
#include "gen_priv.h"

/* A p-bit mantissa pair (A, B), B odd, with A/B within 3/(B 2^(p+1)) of
 * a midpoint; false when the draw misses (A must have p bits). */
static bool hard_pair(Gen *G, unsigned p, uint64_t *A, uint64_t *B) {
  uint64_t top = 1ull << (p - 1), b = (gen_rnd(G) & (top - 1)) | top | 1, inv = b;
  for (int it = 0; it < 6; it++) inv *= 2 - b * inv;          /* b^-1 mod 2^64 */
  int64_t t = (int64_t)gen_below(G, 4) * 2 - 3;                  /* -3, -1, 1, 3 */
  uint64_t X = (uint64_t)(-t) * inv & ((1ull << (p + 1)) - 1);   /* odd: a midpoint */
  unsigned __int128 P = (unsigned __int128)X * b + (__int128)t;
  uint64_t a = (uint64_t)(P >> (p + 1));
  if (a < top || a >= 2 * top) return false;
  *A = a, *B = b;
  return true;
}

/* bits + (k << (p-1)), k in [0, 3] from generated data, as type t. */
static GVal scaled(Gen *G, GTy t, GTy it, unsigned p, uint64_t bits) {
  GVal k = gen_masked(G, it, 3);
  GVal e = gen_ibin(G, O_SHL, k, gen_cint(G, it, p - 1));
  GVal v = gen_ibin(G, O_ADD, e, gen_cint(G, it, (int64_t)bits));
  return gen_cast(G, "bitcast", v, t);
}

GVal gen_fdiv_hard(Gen *G, GTy t) {
  bool dbl = t == T_F64;
  unsigned p = dbl ? 53 : 24, bias = dbl ? 1023 : 127;
  GTy it = dbl ? T_I64 : T_I32;
  uint64_t A = 0, B = 0, fm = (1ull << (p - 1)) - 1;
  if (gen_chance(G, 50)) {
    A = 0, B = fm;     /* a power of two over an all-ones mantissa: 2^-p-1 ulp above a midpoint */
  } else {
    for (int k = 0; k < 8 && !hard_pair(G, p, &A, &B); k++) {}
    if (!A) A = B = 1ull << (p - 1);   /* 1 / 1: the draws missed */
  }
  uint64_t ea = bias - 20 + gen_below(G, 40), eb = bias - 20 + gen_below(G, 40);
  uint64_t sa = gen_chance(G, 25) ? 1ull << (p + (dbl ? 10 : 7)) : 0;   /* the sign bit */
  GVal a = scaled(G, t, it, p, sa | ea << (p - 1) | (A & fm));
  GVal b = scaled(G, t, it, p, eb << (p - 1) | (B & fm));
  gen_shape(G, GEN_S_FDIV_HARD);
  if (gen_chance(G, 20)) {
    GVal args[2] = {a, b};
    return gen_call(G, dbl ? IR_IN_NVVM_DIV_RN_D : IR_IN_NVVM_DIV_RN_F, T__N, T__N, args, 2);
  }
  return gen_fbin(G, O_FDIV, a, b);
}

/* Mostly double: under the exact MUFU model of the default campaign the
 * f32 sequence's one Newton step from RN(1/b) already rounds correctly
 * almost always, the f64 template's two steps from a 20-bit seed do not. */
GVal gen_fdiv_hard_bits(Gen *G) {
  GTy t = gen_chance(G, 80) ? T_F64 : T_F32;
  GVal q = gen_fdiv_hard(G, t);
  if (gen_out_buf(G, t) < 0) q = gen_cast(G, "bitcast", q, t == T_F64 ? T_I64 : T_I32);
  return q;
}

/* generators/gen_ori.c -- the shapes the Ori passes look for (seed 000
 * "Phase 21" and "Peephole Strength Reduction Patterns"): rotates written as
 * shl/lshr pairs, real field extracts (right shift of a left shift),
 * fields reaching bit 31 added to a value, IMAD chains by constants
 * (unrolled induction arithmetic), multiply-high, and trivial or unused
 * products.  All on i32.
 *
 * Contract: gen_ori_shape emits four shapes and returns an i32 value
 * the caller stores; every shift amount is a constant below 32 and no
 * operation carries a flag that could make it poison (gen_ibin adds only
 * flags that provably hold), so the program stays UB-free.
 */
#include "gen_priv.h"

static GVal rotate(Gen *G) {
  unsigned n = 1 + gen_below(G, 31);
  GVal x = gen_expr(G, T_I32, 1, true);
  GVal hi = gen_ibin(G, O_SHL, x, gen_cint(G, T_I32, n));
  GVal lo = gen_ibin(G, O_LSHR, x, gen_cint(G, T_I32, 32 - n));
  static const GOp join[] = {O_OR, O_ADD, O_XOR};
  GOp j = join[gen_below(G, 3)];
  return gen_chance(G, 50) ? gen_ibin(G, j, hi, lo) : gen_ibin(G, j, lo, hi);
}

/* lshr/ashr (shl x, a), b with a <= b: bits b-a .. 31-a of x. */
static GVal field(Gen *G) {
  unsigned a = gen_below(G, 32), b = a + gen_below(G, 32 - a);
  GVal x = gen_expr(G, T_I32, 1, true);
  GVal s = gen_ibin(G, O_SHL, x, gen_cint(G, T_I32, a));
  return gen_ibin(G, gen_chance(G, 70) ? O_LSHR : O_ASHR, s, gen_cint(G, T_I32, b));
}

/* (x >> p) & (2^K - 1) + y with K >= 32 - p: a field reaching bit 31. */
static GVal field_add(Gen *G) {
  unsigned p = 1 + gen_below(G, 31), k = 32 - p + gen_below(G, p);
  GVal x = gen_expr(G, T_I32, 1, true);
  GVal f = gen_ibin(G, O_LSHR, x, gen_cint(G, T_I32, p));
  if (k < 32) f = gen_ibin(G, O_AND, f, gen_cint(G, T_I32, (int64_t)(((uint64_t)1 << k) - 1)));
  return gen_ibin(G, O_ADD, f, gen_leaf(G, T_I32, true));
}

/* x * k + c: IR mul + add, or (ori family on) the ori.imad.i32 call. */
static GVal mad(Gen *G, bool ori, GVal x, GVal k, GVal c) {
  if (ori) {
    GVal args[3] = {x, k, c};
    return gen_call(G, IR_IN_ORI_IMAD_I32, T__N, T__N, args, 3);
  }
  return gen_ibin(G, O_ADD, gen_ibin(G, O_MUL, x, k), c);
}

static bool use_ori(Gen *G) { return gen_has(G, GEN_F_ORI) && gen_chance(G, 50) && gen_on(G, GEN_F_ORI); }

/* x * k + c repeated: an unrolled induction variable's arithmetic. */
static GVal const_chain(Gen *G) {
  GVal x = gen_leaf(G, T_I32, true);
  uint32_t n = 2 + gen_below(G, 6);
  bool ori = use_ori(G);
  for (uint32_t i = 0; i < n; i++) {
    static const int64_t k[] = {1, 2, 3, 5, 7, 16, -1, 1000003};
    x = mad(G, ori, x, gen_cint(G, T_I32, k[gen_below(G, 8)]), gen_cint(G, T_I32, (int64_t)gen_below(G, 64)));
  }
  return x;
}

/* trunc (lshr (mul (ext a), (ext b)), 32): multiply-high. */
static GVal mulhi(Gen *G) {
  const char *ext = gen_chance(G, 50) ? "zext" : "sext";
  GVal a = gen_expr(G, T_I32, 1, true), b = gen_leaf(G, T_I32, true);
  GVal m = gen_ibin(G, O_MUL, gen_cast(G, ext, a, T_I64), gen_cast(G, ext, b, T_I64));
  return gen_cast(G, "trunc", gen_ibin(G, O_LSHR, m, gen_cint(G, T_I64, 32)), T_I32);
}

/* x * 1, x * 0 + y, and a product nobody uses. */
static GVal trivial(Gen *G) {
  GVal x = gen_leaf(G, T_I32, true), y = gen_leaf(G, T_I32, true), zero = gen_cint(G, T_I32, 0);
  bool ori = use_ori(G);
  (void)mad(G, ori, x, y, zero);   /* left unused: a dead IMAD */
  GVal one = mad(G, ori, x, gen_cint(G, T_I32, gen_chance(G, 50) ? 1 : 0), zero);
  return gen_ibin(G, O_ADD, one, y);
}

GVal gen_ori_shape(Gen *G) {
  GVal (*const shapes[])(Gen *) = {rotate, field, field_add, const_chain, mulhi, trivial};
  GVal r = shapes[gen_below(G, 6)](G);
  for (int k = 0; k < 3; k++) r = gen_ibin(G, O_XOR, r, shapes[gen_below(G, 6)](G));
  gen_shape(G, GEN_S_IMAD_CHAIN);
  return r;
}

/* generators/gen_ori.c -- the shapes the Ori passes look for (seed 000
 * "Phase 21" and "Peephole Strength Reduction Patterns"): rotates written as
 * shl/lshr pairs, real field extracts (right shift of a left shift, logical
 * and arithmetic), fields reaching bit 31 added to a value, IMAD chains by
 * constants (unrolled induction arithmetic), products by 0 feeding other
 * products (what phase 21's propagation reduces), multiply-high, widening
 * multiply-add, adds of three, and trivial or unused products.  All on i32
 * (the wide ones through i64 and back).
 *
 * Contract: gen_ori_shape emits several distinct shapes and returns an i32
 * value the caller stores; every shift amount is a constant below 32 and
 * no operation carries a flag that could make it poison (gen_ibin adds only
 * flags that provably hold), so the program stays UB-free.  The operands a
 * rule matches on are non-constant where a constant would let constfold
 * (which runs first in the default pipeline) take the shape apart.
 */
#include "gen_priv.h"

/* A fresh load where a buffer exists: never an instruction ori-lower could
 * absorb into the shape's root (a single-use mul, shl or add would become
 * its IMAD, LEA or IADD3 first). */
static GVal fresh(Gen *G) {
  return gen_in_buf(G, T__N) >= 0 ? gen_load_any(G, T_I32) : gen_leaf(G, T_I32, true);
}

/* A non-constant i32 where one can be had. */
static GVal var(Gen *G) {
  for (int k = 0; k < 3; k++) {
    GVal v = gen_leaf(G, T_I32, true);
    if (!(v.flags & GV_CONST)) return v;
  }
  return gen_in_buf(G, T__N) >= 0 ? gen_load_any(G, T_I32) : gen_expr(G, T_I32, 1, true);
}

static GVal k32(Gen *G, int64_t v) { return gen_cint(G, T_I32, v); }

/* (x << n) op (x >> 32-n), op OR, ADD or XOR: a rotate (peephole). */
static GVal rotate(Gen *G) {
  unsigned n = 1 + gen_below(G, 31);
  GVal x = var(G);
  GVal hi = gen_ibin(G, O_SHL, x, k32(G, n));
  GVal lo = gen_ibin(G, O_LSHR, x, k32(G, 32 - n));
  static const GOp join[] = {O_OR, O_ADD, O_XOR};
  GOp j = join[gen_below(G, 3)];
  return gen_chance(G, 50) ? gen_ibin(G, j, hi, lo) : gen_ibin(G, j, lo, hi);
}

/* lshr/ashr (shl x, a), b with 1 <= a <= b: bits b-a .. 31-a of x, zero-
 * or sign-extended (peephole's BFE).  a = 0 would leave a plain shift. */
static GVal field(Gen *G, GOp right) {
  unsigned a = 1 + gen_below(G, 31), b = a + gen_below(G, 32 - a);
  GVal s = gen_ibin(G, O_SHL, var(G), k32(G, a));
  return gen_ibin(G, right, s, k32(G, b));
}
static GVal field_u(Gen *G) { return field(G, O_LSHR); }
static GVal field_s(Gen *G) { return field(G, O_ASHR); }

/* (x >> p) & (2^K - 1) + y with 32 - p <= K < 32: a field reaching bit 31
 * (ori-lower's BFE, then peephole's BFE+IADD). */
static GVal field_add(Gen *G) {
  unsigned p = 1 + gen_below(G, 31), k = 32 - p + gen_below(G, p);
  GVal f = gen_ibin(G, O_LSHR, var(G), k32(G, p));
  f = gen_ibin(G, O_AND, f, k32(G, (int64_t)(((uint64_t)1 << k) - 1)));
  return gen_ibin(G, O_ADD, f, fresh(G));
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

/* x * k + c repeated: an unrolled induction variable's arithmetic (ori-sr
 * collapses the chain; a factor 1 with addend 0 is its x*1+0 rule). */
static GVal const_chain(Gen *G) {
  GVal x = var(G);
  uint32_t n = 3 + gen_below(G, 2);
  bool ori = use_ori(G);
  for (uint32_t i = 0; i < n; i++) {
    static const int64_t k[] = {2, 3, 5, 7, 9, 16, -1, 1000003};
    x = mad(G, ori, x, k32(G, k[gen_below(G, 8)]), k32(G, (int64_t)gen_below(G, 64)));
  }
  return x;
}

/* (x * 0 + c1) * k + c2 and (x * y + c3) * 0 + c4: phase 21's loop 2 turns
 * the first product into c1, which makes the second one constant, and the
 * zeroed product leaves the one feeding it unused (deleted in turn). */
static GVal zero_chain(Gen *G) {
  bool ori = use_ori(G);
  GVal x = var(G), zero = k32(G, 0);
  GVal a = mad(G, ori, mad(G, ori, x, zero, k32(G, gen_below(G, 64))), k32(G, 3 + gen_below(G, 60)),
               k32(G, gen_below(G, 64)));
  GVal b = mad(G, ori, mad(G, ori, x, var(G), k32(G, gen_below(G, 64))), zero, k32(G, gen_below(G, 64)));
  return gen_ibin(G, O_XOR, a, b);
}

/* trunc (lshr (mul (ext a), (ext b)), 32): multiply-high. */
static GVal mulhi(Gen *G) {
  const char *ext = gen_chance(G, 50) ? "zext" : "sext";
  GVal a = var(G), b = var(G);
  GVal m = gen_ibin(G, O_MUL, gen_cast(G, ext, a, T_I64), gen_cast(G, ext, b, T_I64));
  return gen_cast(G, "trunc", gen_ibin(G, O_LSHR, m, gen_cint(G, T_I64, 32)), T_I32);
}

/* mul i64 (ext a), (ext b) + c, one of its words: IMAD.WIDE. */
static GVal wide(Gen *G) {
  const char *ext = gen_chance(G, 50) ? "zext" : "sext";
  GVal a = var(G), b = var(G);
  GVal m = gen_ibin(G, O_MUL, gen_cast(G, ext, a, T_I64), gen_cast(G, ext, b, T_I64));
  GVal c = gen_chance(G, 50) ? gen_cast(G, "zext", var(G), T_I64) : gen_cint(G, T_I64, gen_below(G, 1000));
  GVal w = gen_ibin(G, O_ADD, m, c);
  if (gen_chance(G, 50)) w = gen_ibin(G, O_LSHR, w, gen_cint(G, T_I64, 32));
  return gen_cast(G, "trunc", w, T_I32);
}

/* a + b + c: IADD3. */
static GVal add3(Gen *G) {
  return gen_ibin(G, O_ADD, gen_ibin(G, O_ADD, var(G), var(G)), var(G));
}

/* x * 1, x * 0 + y, and a product nobody uses. */
static GVal trivial(Gen *G) {
  GVal x = var(G), y = var(G), zero = k32(G, 0);
  bool ori = use_ori(G);
  (void)mad(G, ori, x, y, zero);   /* left unused: a dead IMAD */
  GVal one = mad(G, ori, x, k32(G, gen_chance(G, 75) ? 1 : 0), zero);
  return gen_ibin(G, O_ADD, one, y);
}

GVal gen_ori_shape(Gen *G) {
  enum { NSHAPES = 10, NPICK = 8 };
  GVal (*const shapes[NSHAPES])(Gen *) = {rotate, field_u, field_s, field_add, zero_chain, const_chain,
                                          mulhi, wide, add3, trivial};
  /* NPICK distinct shapes: a partial Fisher-Yates shuffle of the indices */
  uint32_t idx[NSHAPES];
  for (uint32_t i = 0; i < NSHAPES; i++) idx[i] = i;
  GVal r = {0};
  for (uint32_t i = 0; i < NPICK; i++) {
    uint32_t j = i + gen_below(G, NSHAPES - i), t = idx[i];
    idx[i] = idx[j], idx[j] = t;
    GVal v = shapes[idx[i]](G);
    r = i ? gen_ibin(G, O_XOR, r, v) : v;
  }
  gen_shape(G, GEN_S_IMAD_CHAIN);
  return r;
}

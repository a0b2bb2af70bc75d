/* generators/gen_expr.c -- random expressions of a given type: leaves
 * (values in scope, literals, loads), integer and FP arithmetic, guarded
 * divisions, math and integer intrinsics (constant arguments often),
 * vector operations, and conversions between any two types.
 *
 * Contract: gen_priv.h.  Every expression built with clean == true is
 * never poison: shift amounts are masked or constant, divisors are
 * guarded (nonzero, and never INT_MIN / -1), FP-to-int conversions are
 * saturating unless the value is known in range, and callees that can
 * make poison (ctlz, cttz, abs) get their "poison" flag false.
 */
#include <math.h>
#include <string.h>

#include "gen_priv.h"

/* ------------------------------------------------------------------ */
/* Types                                                                */

static GTy pick_ty(Gen *G, bool ints, bool fps) {
  GTy cand[T__N];
  uint32_t n = 0;
  for (uint32_t i = 0; i < G->ntypes; i++) {
    GTy t = G->types[i];
    if ((ints && ty_int(t)) || (fps && ty_fp(t))) cand[n++] = t;
  }
  if (!n) return T__N;
  GTy t = cand[gen_below(G, n)];
  if (t == T_I32 && n > 1 && gen_chance(G, 30)) t = cand[gen_below(G, n)];
  if (t == T_I8 || t == T_I16 || t == T_I64) gen_on(G, GEN_F_INTW);
  if (t == T_F32 || t == T_F64) gen_on(G, GEN_F_FP);
  if (t == T_F16) gen_on(G, GEN_F_HALF);
  return t;
}

GTy gen_rand_scalar(Gen *G) {
  GTy t = pick_ty(G, true, gen_chance(G, 55));
  return t == T__N ? T_I32 : t;
}
GTy gen_rand_int(Gen *G) { return pick_ty(G, true, false); }
GTy gen_rand_fpty(Gen *G) { return pick_ty(G, false, true); }

bool gen_has_ty(const Gen *G, GTy t) {
  for (uint32_t i = 0; i < G->ntypes; i++)
    if (G->types[i] == t) return true;
  return false;
}

GTy gen_rand_vec(Gen *G) {
  static const GTy vt[] = {T_V4I32, T_V2I32, T_V4F32, T_V2F32, T_V2F64, T_V2F16, T_V4I8, T_V4I16};
  if (!gen_has(G, GEN_F_VEC)) return T__N;
  for (int tries = 0; tries < 8; tries++) {
    GTy t = vt[gen_below(G, sizeof vt / sizeof *vt)];
    if (!gen_has_ty(G, (GTy)TY(t).elem)) continue;
    gen_on(G, GEN_F_VEC);
    pick_ty(G, false, false);
    GTy e = (GTy)TY(t).elem;
    if (e == T_I8 || e == T_I16) gen_on(G, GEN_F_INTW);
    if (e == T_F32 || e == T_F64) gen_on(G, GEN_F_FP);
    if (e == T_F16) gen_on(G, GEN_F_HALF);
    return t;
  }
  return T__N;
}

/* ------------------------------------------------------------------ */
/* Leaves                                                               */

static GVal splat(Gen *G, GVal s, GTy vt) {
  GVal ins = gen_def(G, vt);
  ins.flags = 0;  /* other lanes poison until the shuffle */
  gen_inst(G, "%s = insertelement %s poison, %s %s, i64 0", ins.txt, TY(vt).name, TY(s.ty).name, s.txt);
  GVal r = gen_def(G, vt);
  r.flags = s.flags & GV_CLEAN;
  gen_inst(G, "%s = shufflevector %s %s, %s poison, <%u x i32> zeroinitializer", r.txt, TY(vt).name, ins.txt,
           TY(vt).name, TY(vt).lanes);
  gen_push(G, r);
  return r;
}

/* A vector built lane by lane from scalars. */
static GVal build_vec(Gen *G, GTy vt, bool clean) {
  GTy et = (GTy)TY(vt).elem;
  GVal acc = splat(G, gen_leaf(G, et, clean), vt);
  for (uint32_t l = 1; l < TY(vt).lanes; l++) {
    if (gen_chance(G, 40)) continue;
    GVal s = gen_leaf(G, et, clean);
    GVal r = gen_def(G, vt);
    r.flags = acc.flags & s.flags & GV_CLEAN;
    gen_inst(G, "%s = insertelement %s %s, %s %s, i32 %u", r.txt, TY(vt).name, acc.txt, TY(et).name, s.txt, l);
    gen_push(G, r);
    acc = r;
  }
  return acc;
}

GVal gen_leaf(Gen *G, GTy t, bool clean) {
  if (t == T_I1) return gen_cond(G);
  uint32_t r = gen_below(G, 100);
  if (r < 60) {
    const GVal *p = gen_pick(G, t, clean || !gen_chance(G, 10));
    if (p) return *p;
  }
  if (ty_vec(t)) {
    if (TY(t).elem != T_I1 && gen_in_buf(G, (GTy)TY(t).elem) >= 0 && gen_chance(G, 60)) return gen_load_any(G, t);
    return build_vec(G, t, clean);
  }
  if (r < 80 || gen_in_buf(G, T__N) < 0) return ty_fp(t) ? gen_rand_cfp(G, t) : gen_rand_cint(G, t);
  if (G->sh_ready && gen_chance(G, 15)) return gen_conv(G, gen_shared_load(G), t);
  if (G->loc_ready && gen_chance(G, 15)) return gen_conv(G, gen_local_load(G), t);
  return gen_load_any(G, t);
}

/* ------------------------------------------------------------------ */
/* Conditions and masked values                                         */

static const char *const ipreds[] = {"eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge"};
static const char *const fpreds[] = {"oeq", "one", "olt", "ole", "ogt", "oge", "ord", "uno",
                                     "ueq", "une", "ult", "ule", "ugt", "uge"};

GVal gen_cond(Gen *G) {
  bool saved = G->dirty_ok;
  G->dirty_ok = false;
  GVal r;
  const GVal *p = gen_chance(G, 30) ? gen_pick(G, T_I1, true) : NULL;
  if (p) {
    r = *p;
  } else {
    GTy t = gen_rand_scalar(G);
    GVal a = gen_expr(G, t, 1, true);
    GVal b = gen_chance(G, 50) ? gen_leaf(G, t, true) : (ty_fp(t) ? gen_rand_cfp(G, t) : gen_rand_cint(G, t));
    if (ty_fp(t)) r = gen_fcmp(G, fpreds[gen_below(G, 14)], a, b);
    else if (t == T_I32 && gen_has(G, GEN_F_ORI) && gen_chance(G, 15)) {
      GVal args[3] = {a, b, gen_cint(G, T_I32, gen_below(G, 8))};
      r = gen_call(G, gen_chance(G, 50) ? IR_IN_ORI_ISETP_S32 : IR_IN_ORI_ISETP_U32, T__N, T__N, args, 3);
    } else r = gen_icmp(G, ipreds[gen_below(G, 10)], a, b);
  }
  G->dirty_ok = saved;
  return r;
}

GVal gen_masked(Gen *G, GTy t, uint64_t mask) {
  GVal x = gen_expr(G, t, 1, true);
  unsigned k = 0;
  while (k < 64 && ((uint64_t)1 << k) - 1 < mask) k++;
  if (mask == 0) return gen_cint(G, t, 0);
  uint32_t form = gen_below(G, 10);
  if (form == 0 && k < TY(t).bits && gen_on(G, GEN_F_DIV)) return gen_ibin(G, O_UREM, x, gen_cint(G, t, (int64_t)mask + 1));
  if (form == 1 && k < TY(t).bits) return gen_ibin(G, O_LSHR, x, gen_cint(G, t, TY(t).bits - k));
  return gen_ibin(G, O_AND, x, gen_cint(G, t, (int64_t)mask));
}

/* ------------------------------------------------------------------ */
/* Integer expressions                                                  */

/* A shift amount for type t: a constant below the width, or masked. */
static GVal shift_amount(Gen *G, GTy t) {
  unsigned bits = TY(t).bits;
  if (gen_chance(G, 60)) return gen_cint(G, t, gen_below(G, bits));
  return gen_masked(G, t, bits - 1);
}

static const int64_t divconsts[] = {3, 5, 7, 10, 12, 13, 25, 100, 641, 1000, 2, 4, 8, 16, 1024, -3, -7,
                                    -10, -1, 6, 9, 11, 60, 0x7fffffff, 1, 255, 65537, -16};

/* a / b or a % b (op in O_UDIV..O_SREM) with b guarded, for scalar int t. */
static GVal guarded_div(Gen *G, GOp op, GVal a, GTy t, int depth) {
  bool sgn = op == O_SDIV || op == O_SREM;
  gen_on(G, GEN_F_DIV);
  if (gen_chance(G, 45)) {  /* by a constant */
    int64_t c = divconsts[gen_below(G, sizeof divconsts / sizeof *divconsts)];
    if (gen_chance(G, 10)) c = (int64_t)(gen_rnd(G) | 1);
    GVal d = gen_cint(G, t, c);
    if (d.cbits == 0) d = gen_cint(G, t, 7);
    if (sgn && d.cbits == gen_umax(t)) {
      if (a.flags & GV_CLEAN) a = gen_ibin(G, O_AND, a, gen_cint(G, t, (int64_t)gen_smax(t)));
      else d = gen_cint(G, t, 7);  /* poison / -1 might be read as INT_MIN / -1 */
    }
    gen_shape(G, GEN_S_DIV_CONST);
    return gen_ibin(G, op, a, d);
  }
  GVal d = gen_expr(G, t, depth - 1, true), g;
  uint32_t form = gen_below(G, 4);
  if (sgn && !(a.flags & GV_CLEAN)) form = 0;  /* the guard must not depend on poison */
  if (!sgn && form < 2) {
    g = gen_ibin(G, O_OR, d, gen_cint(G, t, 1));
  } else if (!sgn) {
    GVal z = gen_icmp(G, "eq", d, gen_cint(G, t, 0));
    g = gen_select(G, z, gen_cint(G, t, 1), d);
  } else if (form < 2) {  /* positive and odd: never zero, never -1 */
    g = gen_ibin(G, O_OR, gen_ibin(G, O_AND, d, gen_cint(G, t, (int64_t)gen_smax(t))), gen_cint(G, t, 1));
  } else {  /* csmith style: d == 0 || (a == INT_MIN && d == -1) ? 1 : d */
    GVal z = gen_icmp(G, "eq", d, gen_cint(G, t, 0));
    GVal m1 = gen_icmp(G, "eq", d, gen_cint(G, t, -1));
    GVal mn = gen_icmp(G, "eq", a, gen_cint(G, t, (int64_t)(gen_smax(t) + 1)));
    GVal bad = gen_ibin(G, O_OR, z, gen_ibin(G, O_AND, m1, mn));
    g = gen_select(G, bad, gen_cint(G, t, 1), d);
  }
  gen_shape(G, GEN_S_DIV_VAR);
  return gen_ibin(G, op, a, g);
}

GVal gen_divide(Gen *G, GTy t, GVal a, int depth);

/* A call of an integer intrinsic on expressions of type t. */
static GVal int_intrin(Gen *G, GTy t, int depth, bool clean) {
  static const IrIntrin ovl1[] = {IR_IN_LLVM_CTPOP, IR_IN_LLVM_CTLZ, IR_IN_LLVM_CTTZ, IR_IN_LLVM_BSWAP,
                                  IR_IN_LLVM_BITREVERSE, IR_IN_LLVM_ABS, IR_IN_LLVM_SMAX, IR_IN_LLVM_SMIN,
                                  IR_IN_LLVM_UMAX, IR_IN_LLVM_UMIN, IR_IN_LLVM_FSHL, IR_IN_LLVM_FSHR,
                                  IR_IN_LLVM_UADD_SAT, IR_IN_LLVM_USUB_SAT, IR_IN_LLVM_SADD_SAT,
                                  IR_IN_LLVM_SSUB_SAT};
  static const IrIntrin i32s[] = {IR_IN_NVVM_MULHI_I, IR_IN_NVVM_MULHI_UI, IR_IN_NVVM_MUL24_I,
                                  IR_IN_NVVM_MUL24_UI, IR_IN_NVVM_MAX_I, IR_IN_NVVM_MIN_UI, IR_IN_NVVM_CLZ_I,
                                  IR_IN_NVVM_POPC_I, IR_IN_NVVM_BREV32, IR_IN_NVVM_PRMT};
  static const IrIntrin i64s[] = {IR_IN_NVVM_MULHI_LL, IR_IN_NVVM_MULHI_ULL, IR_IN_NVVM_MAX_LL,
                                  IR_IN_NVVM_MIN_ULL, IR_IN_NVVM_BREV64};
  IrIntrin id;
  GTy ovl = T__N;
  if (t == T_I32 && gen_chance(G, 35)) id = i32s[gen_below(G, sizeof i32s / sizeof *i32s)];
  else if (t == T_I64 && gen_chance(G, 25)) id = i64s[gen_below(G, sizeof i64s / sizeof *i64s)];
  else {
    id = ovl1[gen_below(G, sizeof ovl1 / sizeof *ovl1)];
    ovl = t;
    if (id == IR_IN_LLVM_BSWAP && TY(t).bits < 16) id = IR_IN_LLVM_BITREVERSE;
  }
  uint32_t np = 0;
  gen_call_param(id, 0, ovl, T__N, &np);
  GVal args[4];
  bool allconst = true;
  for (uint32_t k = 0; k < np && k < 4; k++) {
    GTy pt = gen_call_param(id, k, ovl, T__N, NULL);
    if (pt == T_I1) args[k] = gen_cint(G, T_I1, 0);  /* is_zero_poison / is_int_min_poison: false */
    else if (gen_chance(G, 25)) args[k] = gen_rand_cint(G, pt);
    else args[k] = gen_expr(G, pt, depth - 1, clean);
    allconst &= (args[k].flags & GV_CONST) != 0;
  }
  if (allconst) gen_shape(G, GEN_S_CONST_MATH);
  GVal r = gen_call(G, id, ovl, T__N, args, np);
  return gen_conv(G, r, t);
}

/* ori.* operations: IMAD, LEA, BFE, SHF, IADD3, PRMT, LOP3, FLO, POPC. */
GVal gen_ori_op(Gen *G, int depth, bool clean) {
  static const IrIntrin ids[] = {IR_IN_ORI_IMAD_I32, IR_IN_ORI_IMAD_HI_U32, IR_IN_ORI_IMAD_HI_S32,
                                 IR_IN_ORI_LEA_I32, IR_IN_ORI_BFE_U32, IR_IN_ORI_BFE_S32, IR_IN_ORI_SHF_L_WRAP,
                                 IR_IN_ORI_SHF_R_CLAMP, IR_IN_ORI_SHF_L_CLAMP, IR_IN_ORI_SHF_R_WRAP,
                                 IR_IN_ORI_IADD3_I32, IR_IN_ORI_PRMT_B32, IR_IN_ORI_LOP3_B32,
                                 IR_IN_ORI_FLO_U32, IR_IN_ORI_POPC_B32, IR_IN_ORI_IMAD_WIDE_U32,
                                 IR_IN_ORI_IMAD_WIDE_S32};
  IrIntrin id = ids[gen_below(G, sizeof ids / sizeof *ids)];
  uint32_t np = 0;
  gen_call_param(id, 0, T__N, T__N, &np);
  GVal args[4];
  for (uint32_t k = 0; k < np && k < 4; k++) {
    GTy pt = gen_call_param(id, k, T__N, T__N, NULL);
    if (id == IR_IN_ORI_LOP3_B32 && k == 3) args[k] = gen_cint(G, T_I32, gen_below(G, 256));
    else if ((id == IR_IN_ORI_BFE_U32 || id == IR_IN_ORI_BFE_S32 || id == IR_IN_ORI_LEA_I32) && k >= 1 &&
             gen_chance(G, 70))
      args[k] = gen_cint(G, T_I32, gen_below(G, 32));
    else args[k] = gen_expr(G, pt, depth - 1, clean);
  }
  return gen_conv(G, gen_call(G, id, T__N, T__N, args, np), T_I32);
}

static GVal int_expr(Gen *G, GTy t, int depth, bool clean) {
  static const GOp arith[] = {O_ADD, O_SUB, O_MUL, O_AND, O_OR, O_XOR, O_ADD, O_MUL};
  uint32_t r = gen_below(G, 100);
  if (r < 40) {
    GVal a = gen_expr(G, t, depth - 1, clean);
    GVal b = gen_chance(G, 35) && !(a.flags & GV_CONST) ? gen_rand_cint(G, t) : gen_expr(G, t, depth - 1, clean);
    return gen_ibin(G, arith[gen_below(G, 8)], a, b);
  }
  if (r < 50) {
    static const GOp sh[] = {O_SHL, O_LSHR, O_ASHR};
    GVal a = gen_expr(G, t, depth - 1, clean);
    return gen_ibin(G, sh[gen_below(G, 3)], a, shift_amount(G, t));
  }
  if (r < 58 && gen_has(G, GEN_F_DIV)) return gen_divide(G, t, gen_expr(G, t, depth - 1, clean), depth);
  if (r < 66) return gen_select(G, gen_cond(G), gen_expr(G, t, depth - 1, clean), gen_expr(G, t, depth - 1, clean));
  if (r < 78) {
    GTy from = gen_rand_scalar(G);
    return gen_conv(G, gen_expr(G, from, depth - 1, clean), t);
  }
  if (r < 86) return int_intrin(G, t, depth, clean);
  if (r < 90 && t == T_I32 && gen_has(G, GEN_F_ORI)) return gen_ori_op(G, depth, clean);
  if (r < 95) {  /* a * b + c */
    GVal m = gen_ibin(G, O_MUL, gen_expr(G, t, depth - 1, clean), gen_leaf(G, t, clean));
    return gen_ibin(G, O_ADD, m, gen_leaf(G, t, clean));
  }
  if (r < 98) {  /* a negation, 0 - e or a - e, often of a product by a constant (constfold's negator) */
    gen_shape(G, GEN_S_NEGATE);
    GVal e = gen_expr(G, t, depth - 1, clean);
    if (gen_chance(G, 50)) e = gen_ibin(G, O_MUL, e, gen_rand_cint(G, t));
    GVal a = gen_chance(G, 50) ? gen_cint(G, t, 0) : gen_leaf(G, t, clean);
    return gen_ibin(G, O_SUB, a, e);
  }
  return gen_conv(G, gen_cond(G), t);
}

GVal gen_divide(Gen *G, GTy t, GVal a, int depth) {
  static const GOp ops[] = {O_UDIV, O_SDIV, O_UREM, O_SREM};
  return guarded_div(G, ops[gen_below(G, 4)], a, t, depth);
}

/* ------------------------------------------------------------------ */
/* Math calls                                                           */

/* The callees LLVM 16 has (intrinsics.def without its IR_INTRIN_NEW rows):
 * math callees are drawn from these, so a seed gives the program it gave
 * before LLVM 22's names were added. */
static const uint16_t callees16[] = {
#define IR_MATHFN(id, name, arity)
#define IR_INTRIN(id, name, ovl, sig, attrs, math) IR_IN_##id,
#define IR_INTRIN_NEW(id, name, ovl, sig, attrs, math)
#include "intrinsics.def"
#undef IR_MATHFN
#undef IR_INTRIN
#undef IR_INTRIN_NEW
};

/* A math callee returning t (scalar FP or FP vector); *ovl / *ovl2 get
 * its overloads.  IR_IN_NONE when none fits. */
static IrIntrin pick_math(Gen *G, GTy t, GTy *ovl, GTy *ovl2) {
  for (int tries = 0; tries < 96; tries++) {
    IrIntrin id = (IrIntrin)callees16[gen_below(G, sizeof callees16 / sizeof *callees16)];
    const IrIntrinInfo *ii = &ir_intrin_info[id];
    if (ii->math == IR_MF_NONE || !(ii->attrs & IR_A_NOMEM) || (ii->attrs & IR_A_CONV)) continue;
    if (ii->math == IR_MF_DIV && !gen_has(G, GEN_F_DIV)) continue;  /* nvvm.div.*: the div family */
    if (!strncmp(ii->name, "ori.", 4) && !gen_has(G, GEN_F_ORI)) continue;
    *ovl = *ovl2 = T__N;
    if (ii->ovl >= 1) {
      /* half and vectors only for the simple exactly-rounded ones */
      bool simple = ii->math == IR_MF_FABS || ii->math == IR_MF_SQRT || ii->math == IR_MF_FMIN ||
                    ii->math == IR_MF_FMAX || ii->math == IR_MF_FLOOR || ii->math == IR_MF_CEIL ||
                    ii->math == IR_MF_TRUNC || ii->math == IR_MF_FMA || ii->math == IR_MF_COPYSIGN;
      if ((TY(t).elem == T_F16 || ty_vec(t)) && !simple) continue;
      *ovl = t;
      if (ii->ovl == 2) {
        if (ii->math != IR_MF_POWI) continue;
        *ovl2 = T_I32;
      }
    }
    if (gen_call_ret(id, *ovl, *ovl2) != t) continue;
    uint32_t np = 0;
    gen_call_param(id, 0, *ovl, *ovl2, &np);
    bool ok = np > 0;
    for (uint32_t k = 0; k < np; k++) ok &= gen_call_param(id, k, *ovl, *ovl2, NULL) != T__N;
    if (ok) return id;
  }
  return IR_IN_NONE;
}

/* Hard cases for a folder: arguments at the thresholds where exp, exp2,
 * sinh and cosh overflow or go subnormal (double and float), next to
 * multiples of pi/2 (argument reduction of sin/cos/tan), 1 -+ 1 ulp (log
 * and log10 near zero, acos near zero), tiny values (odd functions return
 * x, raising underflow or not), and arguments where this machine's double
 * libm is not correctly rounded (the worst arguments `passcheck mathcheck`
 * found for sinh (two), cosh, tanh, log10 and tan on glibc 2.36).  Used for every function: an argument outside a
 * function's interesting range is an edge case for it. */
static const double math_hard[] = {
  709.782712893384, 709.7827128933841, -708.3964185322641, -745.1332191019411, 1023.9999999999999,
  -1022.0000000000001, 88.72283, -87.33654, -103.97208, 127.99999, 710.4758600739439, -710.4758600739439,
  1.5707963267948966, 3.141592653589793, 4.71238898038469, 1e22, 6.283185307179586, 0x1.921fb6p+0,
  0x1.fffffffffffffp-1, 0x1.0000000000001p+0, 0x1.fffffep-1, 0x1.000002p+0, 0x1p-1022, 0x1p-126,
  0x1.6a09e667f3bcdp-1, 0.6931471805599453, 22.0, 19.06154746539849, -0x1.ff6b6p-8,
  0x1.ce5f3e5a79b4p-2, 0x1.c6e4e9d38dca0p-2, -0x1.5d019e23e7fep+3, -0x1.e463d498e94bp-2,
  0x1.b2bad37071e64p+0, -0x1.31c3e2a99d95ep+2,
};

/* A constant argument for math function mf: mostly inside its domain,
 * sometimes at or beyond its edges or at a hard case. */
static double math_arg(Gen *G, unsigned mf, uint32_t k) {
  static const double edge[] = {0.0, -0.0, -1.0, 1e300, -1e300, 1e-310, 88.7, 710.0, -745.0, 1e38};
  if (gen_chance(G, 10)) return math_hard[gen_below(G, sizeof math_hard / sizeof *math_hard)];
  if (gen_chance(G, 12)) {
    if (gen_chance(G, 20)) return gen_chance(G, 50) ? NAN : INFINITY;
    return edge[gen_below(G, sizeof edge / sizeof *edge)];
  }
  double u = (double)gen_below(G, 10000) / 10000.0;
  switch (mf) {
  case IR_MF_LOG: case IR_MF_LOG2: case IR_MF_LOG10: case IR_MF_SQRT: case IR_MF_RSQRT:
    return gen_chance(G, 50) ? u * 100.0 + 1e-3 : (double)(1 + gen_below(G, 64));
  case IR_MF_ASIN: case IR_MF_ACOS: return u * 2.0 - 1.0;
  case IR_MF_EXP: case IR_MF_EXP2: case IR_MF_SINH: case IR_MF_COSH: return u * 20.0 - 10.0;
  case IR_MF_POW:
    return k == 0 ? (gen_chance(G, 70) ? (double)(1 + gen_below(G, 10)) : -2.0) : (double)gen_below(G, 9) - 2 + (gen_chance(G, 30) ? 0.5 : 0);
  case IR_MF_FMOD: return k == 0 ? u * 100.0 - 50.0 : (double)(1 + gen_below(G, 7)) * 0.75;
  default: return gen_chance(G, 50) ? u * 8.0 - 4.0 : (double)((int)gen_below(G, 21) - 10) * 0.5;
  }
}

/* A math call returning t; constant arguments when consts. */
static GVal math_call(Gen *G, GTy t, int depth, bool clean, bool consts) {
  GTy ovl, ovl2;
  IrIntrin id = pick_math(G, t, &ovl, &ovl2);
  if (id == IR_IN_NONE) return gen_rand_cfp(G, ty_vec(t) ? (GTy)TY(t).elem : t);
  uint32_t np = 0;
  gen_call_param(id, 0, ovl, ovl2, &np);
  GVal args[4];
  bool allconst = true;
  for (uint32_t k = 0; k < np && k < 4; k++) {
    GTy pt = gen_call_param(id, k, ovl, ovl2, NULL);
    if (ty_int(pt)) args[k] = gen_cint(G, pt, (int64_t)gen_below(G, 13) - 3);
    else if (ir_intrin_info[id].math == IR_MF_COPYSIGN && k == 1)  /* a computed NaN's sign is unspecified */
      args[k] = gen_conv(G, gen_rand_cfp(G, (GTy)TY(pt).elem), pt);
    else if (consts && !ty_vec(pt)) args[k] = gen_cfp(G, pt, math_arg(G, ir_intrin_info[id].math, k));
    else args[k] = gen_expr(G, pt, depth - 1, clean);
    allconst &= (args[k].flags & GV_CONST) != 0;
  }
  if (allconst) gen_shape(G, GEN_S_CONST_MATH);
  return gen_call(G, id, ovl, ovl2, args, np);
}

GVal gen_math_const(Gen *G, GTy t) { return math_call(G, t, 1, true, true); }

/* ------------------------------------------------------------------ */
/* FP expressions                                                       */

static GVal fp_expr(Gen *G, GTy t, int depth, bool clean) {
  static const GOp arith[] = {O_FADD, O_FSUB, O_FMUL, O_FADD, O_FMUL};
  uint32_t r = gen_below(G, 100);
  if (r < 40) {
    GVal a = gen_expr(G, t, depth - 1, clean);
    GVal b = gen_chance(G, 30) && !(a.flags & GV_CONST) ? gen_rand_cfp(G, t) : gen_expr(G, t, depth - 1, clean);
    return gen_fbin(G, arith[gen_below(G, 5)], a, b);
  }
  if (r < 48 && gen_has(G, GEN_F_DIV)) {
    gen_on(G, GEN_F_DIV);
    GVal a = gen_expr(G, t, depth - 1, clean);
    bool c = gen_chance(G, 50);
    GVal b = c ? gen_rand_cfp(G, t) : gen_expr(G, t, depth - 1, clean);
    gen_shape(G, c ? GEN_S_DIV_CONST : GEN_S_DIV_VAR);
    return gen_fbin(G, gen_chance(G, 85) ? O_FDIV : O_FREM, a, b);
  }
  if (r < 52) return gen_fneg(G, gen_expr(G, t, depth - 1, clean));
  if (r < 60) {
    GVal c = gen_cond(G);
    return gen_select(G, c, gen_expr(G, t, depth - 1, clean), gen_expr(G, t, depth - 1, clean));
  }
  if (r < 75 && gen_has(G, GEN_F_MATH) && t != T_F16) return math_call(G, t, depth, clean, gen_chance(G, 40));
  if (r < 90) {
    GTy from = gen_rand_scalar(G);
    return gen_conv(G, gen_expr(G, from, depth - 1, clean), t);
  }
  GVal m = gen_fbin(G, O_FMUL, gen_expr(G, t, depth - 1, clean), gen_leaf(G, t, clean));
  return gen_fbin(G, O_FADD, m, gen_leaf(G, t, clean));
}

/* ------------------------------------------------------------------ */
/* Vector expressions                                                   */

static GVal shuffle(Gen *G, GVal a, GVal b) {
  GTy t = (GTy)a.ty;
  uint32_t n = TY(t).lanes;
  char mask[96];
  size_t k = 0;
  uint32_t form = gen_below(G, 4);
  for (uint32_t l = 0; l < n; l++) {
    uint32_t m = form == 0 ? n - 1 - l : form == 1 ? (l % 2 ? n + l : l) : form == 2 ? l ^ 1 : gen_below(G, 2 * n);
    k += (size_t)snprintf(mask + k, sizeof mask - k, "%si32 %u", l ? ", " : "", m);
  }
  GVal r = gen_def(G, t);
  r.flags = a.flags & b.flags & GV_CLEAN;
  gen_inst(G, "%s = shufflevector %s %s, %s %s, <%u x i32> <%s>", r.txt, TY(t).name, a.txt, TY(t).name, b.txt,
           n, mask);
  gen_push(G, r);
  return r;
}

static GVal vec_expr(Gen *G, GTy t, int depth, bool clean) {
  GTy et = (GTy)TY(t).elem;
  bool fp = TY(t).fp;
  uint32_t r = gen_below(G, 100);
  if (r < 40) {
    GVal a = gen_expr(G, t, depth - 1, clean), b = gen_expr(G, t, depth - 1, clean);
    if (fp) return gen_fbin(G, gen_chance(G, 50) ? O_FADD : O_FMUL, a, b);
    static const GOp iops[] = {O_ADD, O_SUB, O_MUL, O_AND, O_OR, O_XOR};
    return gen_ibin(G, iops[gen_below(G, 6)], a, b);
  }
  if (r < 55) return shuffle(G, gen_expr(G, t, depth - 1, clean), gen_expr(G, t, depth - 1, clean));
  if (r < 65) {
    GVal v = gen_expr(G, t, depth - 1, clean), s = gen_expr(G, et, depth - 1, clean);
    GVal res = gen_def(G, t);
    res.flags = v.flags & s.flags & GV_CLEAN;
    gen_inst(G, "%s = insertelement %s %s, %s %s, i64 %u", res.txt, TY(t).name, v.txt, TY(et).name, s.txt,
             gen_below(G, TY(t).lanes));
    gen_push(G, res);
    return res;
  }
  if (r < 75) {
    GVal a = gen_expr(G, t, depth - 1, clean), b = gen_expr(G, t, depth - 1, clean);
    GVal c = fp ? gen_fcmp(G, fpreds[gen_below(G, 6)], a, b) : gen_icmp(G, ipreds[gen_below(G, 10)], a, b);
    return gen_select(G, c, a, b);
  }
  if (r < 85 && fp && gen_has(G, GEN_F_MATH)) return math_call(G, t, depth, clean, false);
  if (r < 90 && !fp) {
    static const IrIntrin ids[] = {IR_IN_LLVM_SMAX, IR_IN_LLVM_UMIN, IR_IN_LLVM_CTPOP, IR_IN_LLVM_UADD_SAT};
    IrIntrin id = ids[gen_below(G, 4)];
    uint32_t np = 0;
    gen_call_param(id, 0, t, T__N, &np);
    GVal args[2] = {gen_expr(G, t, depth - 1, clean), gen_expr(G, t, depth - 1, clean)};
    return gen_call(G, id, t, T__N, args, np);
  }
  return build_vec(G, t, clean);
}

/* ------------------------------------------------------------------ */
/* The dispatcher                                                       */

GVal gen_expr(Gen *G, GTy t, int depth, bool clean) {
  if (G->oom) return gen_cint(G, T_I32, 0);
  if (depth <= 0 || gen_chance(G, 20) || t == T_I1) return gen_leaf(G, t, clean);
  bool saved = G->dirty_ok;
  G->dirty_ok = !clean;
  GVal r = ty_vec(t) ? vec_expr(G, t, depth, clean) : ty_fp(t) ? fp_expr(G, t, depth, clean) : int_expr(G, t, depth, clean);
  G->dirty_ok = saved;
  if (r.ty != t) r = gen_conv(G, r, t);
  return r;
}

/* ------------------------------------------------------------------ */
/* Conversions                                                          */

/* Scalar FP to scalar int of any widths, never poison unless in range. */
static GVal fp_to_int(Gen *G, GVal v, GTy t) {
  unsigned ib = TY(t).bits, fb = TY(v.ty).bits;
  /* a NaN's sign and payload are not specified (LangRef, "Floating-Point
   * Semantics"): only values known finite may show their bits */
  if (ib == fb && (v.flags & GV_FIN) && gen_chance(G, 20)) return gen_cast(G, "bitcast", v, t);
  if ((v.flags & GV_FIN) && v.fexp < (int)ib - 2 && gen_chance(G, 70)) return gen_cast(G, "fptosi", v, t);
  if (ib >= 32 && fb >= 32 && gen_chance(G, 35)) {
    static const IrIntrin f2i[] = {IR_IN_NVVM_F2I_RZ, IR_IN_NVVM_F2I_RN, IR_IN_NVVM_F2UI_RM, IR_IN_NVVM_F2LL_RP};
    static const IrIntrin d2i[] = {IR_IN_NVVM_D2I_RZ, IR_IN_NVVM_D2I_RN, IR_IN_NVVM_D2UI_RP, IR_IN_NVVM_D2LL_RM};
    static const IrIntrin ori[] = {IR_IN_ORI_F2I_RZI_S32_F32, IR_IN_ORI_F2I_RNI_U32_F32,
                                   IR_IN_ORI_F2I_RMI_S32_F64, IR_IN_ORI_F2I_RPI_U32_F64};
    uint32_t k = gen_below(G, 4);
    IrIntrin id = fb == 32 ? f2i[k] : d2i[k];
    if (gen_has(G, GEN_F_ORI) && gen_chance(G, 40)) id = ori[(fb == 32 ? 0 : 2) + gen_below(G, 2)];
    return gen_conv(G, gen_call(G, id, T__N, T__N, &v, 1), t);
  }
  IrIntrin id = gen_chance(G, 70) ? IR_IN_LLVM_FPTOSI_SAT : IR_IN_LLVM_FPTOUI_SAT;
  return gen_call(G, id, t, (GTy)v.ty, &v, 1);
}

static GVal int_to_fp(Gen *G, GVal v, GTy t) {
  unsigned ib = TY(v.ty).bits, fb = TY(t).bits;
  if (ib == fb && ib >= 16 && gen_chance(G, 15)) return gen_cast(G, "bitcast", v, t);
  if (ib == 32 && fb >= 32 && gen_chance(G, 25)) {
    static const IrIntrin i2f[] = {IR_IN_NVVM_I2F_RN, IR_IN_NVVM_UI2F_RZ, IR_IN_NVVM_I2F_RM, IR_IN_NVVM_UI2F_RP};
    static const IrIntrin i2d[] = {IR_IN_NVVM_I2D_RN, IR_IN_NVVM_UI2D_RZ, IR_IN_NVVM_I2D_RP, IR_IN_NVVM_UI2D_RM};
    static const IrIntrin ori[] = {IR_IN_ORI_I2F_RN_F32_S32, IR_IN_ORI_I2F_RZ_F32_U32, IR_IN_ORI_I2F_RM_F64_S32,
                                   IR_IN_ORI_I2F_RP_F64_U32};
    uint32_t k = gen_below(G, 4);
    IrIntrin id = fb == 32 ? i2f[k] : i2d[k];
    if (gen_has(G, GEN_F_ORI) && gen_chance(G, 40)) id = ori[(fb == 32 ? 0 : 2) + gen_below(G, 2)];
    return gen_call(G, id, T__N, T__N, &v, 1);
  }
  if (v.ty == T_I1) return gen_cast(G, "uitofp", v, t);
  return gen_cast(G, gen_chance(G, 60) ? "sitofp" : "uitofp", v, t);
}

static GVal scalar_conv(Gen *G, GVal v, GTy t) {
  GTy f = (GTy)v.ty;
  if (f == t) return v;
  if (t == T_I1) {
    if (ty_fp(f)) return gen_fcmp(G, fpreds[gen_below(G, 6)], v, gen_cfp(G, f, 0.0));
    if (gen_chance(G, 50)) return gen_cast(G, "trunc", v, T_I1);
    return gen_icmp(G, "ne", v, gen_cint(G, f, 0));
  }
  if (ty_int(f) && ty_int(t)) {
    if (TY(f).bits > TY(t).bits) return gen_cast(G, "trunc", v, t);
    return gen_cast(G, f == T_I1 || gen_chance(G, 50) ? "zext" : "sext", v, t);
  }
  if (ty_fp(f) && ty_fp(t)) {
    if (f == T_F64 && t == T_F32 && gen_chance(G, 25)) {
      static const IrIntrin ids[] = {IR_IN_NVVM_D2F_RN, IR_IN_NVVM_D2F_RZ, IR_IN_NVVM_D2F_RM, IR_IN_NVVM_D2F_RP};
      return gen_call(G, ids[gen_below(G, 4)], T__N, T__N, &v, 1);
    }
    return gen_cast(G, TY(f).bits > TY(t).bits ? "fptrunc" : "fpext", v, t);
  }
  if (ty_fp(f)) return fp_to_int(G, v, t);
  return int_to_fp(G, v, t);
}

GVal gen_conv(Gen *G, GVal v, GTy t) {
  GTy f = (GTy)v.ty;
  if (f == t || G->oom) return v;
  if (ty_vec(f)) {
    if (ty_vec(t) && TY(t).lanes == TY(f).lanes && TY(t).elem != T_I1 && TY(f).elem != T_I1) {
      GTy fe = (GTy)TY(f).elem, te = (GTy)TY(t).elem;
      const char *op = NULL;
      if (!TY(f).fp && !TY(t).fp) op = TY(fe).bits > TY(te).bits ? "trunc" : TY(fe).bits < TY(te).bits ? "zext" : NULL;
      else if (!TY(f).fp && TY(t).fp) op = "sitofp";
      else if (TY(f).fp && TY(t).fp) op = TY(fe).bits > TY(te).bits ? "fptrunc" : "fpext";
      if (op) return gen_cast(G, op, v, t);
    }
    GVal e = gen_def(G, (GTy)TY(f).elem);
    e.flags = v.flags & GV_CLEAN;
    gen_inst(G, "%s = extractelement %s %s, i32 %u", e.txt, TY(f).name, v.txt, gen_below(G, TY(f).lanes));
    gen_push(G, e);
    return gen_conv(G, e, t);
  }
  if (ty_vec(t)) return splat(G, scalar_conv(G, v, (GTy)TY(t).elem), t);
  return scalar_conv(G, v, t);
}

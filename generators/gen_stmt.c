/* generators/gen_stmt.c -- the statements of generated kernels and their
 * swarm-weighted choice: expression stores, the pass shapes (adjacent
 * loads/stores and reduction chains for SLP, constant math calls for
 * constant folding, divisions for division lowering and divisions under
 * a divisor != 0 branch for speculation, IMAD / shift chains for the Ori
 * passes, .ftz calls and flushing arithmetic on loaded floats), diamonds
 * and switches with phis, vector code, and reads of shared and local
 * memory.  Loops live in gen_loop.c.
 *
 * Contract: gen_priv.h.  Every statement leaves its results observable
 * (stored into this thread's output slots) and keeps the pool's scoping:
 * values defined inside a branch arm are dropped when the arm ends, and
 * only phis carry them on.
 */
#include <string.h>

#include "gen_priv.h"

typedef enum GStmt {
  S_EXPR, S_ADJ, S_RED, S_MATH, S_DIV, S_IMAD, S_LOOP, S_DIAMOND, S_SWITCH, S_VEC, S_SHARED,
  S_SHPHASE, S_LOCAL, S_BASR, S_FTZ, S__N
} GStmt;

/* ------------------------------------------------------------------ */
/* Helpers                                                              */


/* The pointer to element j of a group based at index base / pointer p:
 * a GEP chain off p, or the index base + j. */
static const char *lane_ptr(Gen *G, uint32_t b, GVal base, const char *p, uint32_t j, char *out, size_t n) {
  if (gen_has(G, GEN_F_GEP) && gen_chance(G, 60)) return gen_addr_off(G, b, p, j, out, n);
  GVal idx = j ? gen_ibin(G, O_ADD, base, gen_cint(G, T_I64, j)) : base;
  return gen_addr(G, b, idx, out, n);
}

/* A binary operation suitable for elements of type t. */
GOp gen_elem_op(Gen *G, GTy t) {
  static const GOp iops[] = {O_ADD, O_SUB, O_MUL, O_AND, O_OR, O_XOR, O_ADD, O_MUL};
  static const GOp fops[] = {O_FADD, O_FSUB, O_FMUL, O_FADD, O_FMUL};
  return TY(t).fp ? fops[gen_below(G, 5)] : iops[gen_below(G, 8)];
}

GVal gen_apply(Gen *G, GOp op, GVal a, GVal b) {
  return op >= O_FADD ? gen_fbin(G, op, a, b) : gen_ibin(G, op, a, b);
}

/* (gid + c) mod Nin as an i64 input index: each thread reads its own
 * element, so edge values in the inputs (subnormals, zeros) show up. */
static GVal thread_index(Gen *G) {
  GVal x = gen_ibin(G, O_ADD, G->gid, gen_cint(G, T_I32, gen_below(G, G->Nin)));
  GVal i = gen_ibin(G, O_AND, x, gen_cint(G, T_I32, G->Nin - 1));
  return gen_cast(G, "zext", i, T_I64);
}

/* ------------------------------------------------------------------ */
/* Expression stores                                                    */

static void st_expr(Gen *G) {
  GTy t = gen_chance(G, 15) ? gen_rand_vec(G) : T__N;
  if (t == T__N) t = gen_rand_scalar(G);
  GVal v = gen_expr(G, t, 2 + (int)gen_below(G, 3), !gen_chance(G, 15));
  gen_store_out(G, v);
}

/* ------------------------------------------------------------------ */
/* SLP: adjacent loads and stores                                       */

/* out[o + j] = a[i + j] OP b[i + j] (or OP c) for j < W, isomorphic lanes
 * (now and then one lane differs, or the stores come in another order). */
static void st_adj(Gen *G) {
  int a = gen_in_buf(G, T__N);
  if (a < 0) return st_expr(G);
  GTy et = (GTy)G->buf[a].et;
  uint32_t W = ty_esize(et) >= 8 ? 2 : ty_esize(et) <= 2 ? 4u << gen_below(G, 2) : 2u << gen_below(G, 2);
  int b = gen_in_buf(G, et), o = gen_out_buf(G, et);
  bool conv = o < 0;
  if (conv) o = gen_out_buf(G, T__N);
  GTy ot = (GTy)G->buf[o].et;
  GVal ia = gen_in_index(G, W), ib = gen_in_index(G, W), io = gen_out_index(G, (uint32_t)o, W);
  char pa[24], pb[24], po[24], q[24];
  gen_addr(G, (uint32_t)a, ia, pa, sizeof pa);
  gen_addr(G, (uint32_t)b, ib, pb, sizeof pb);
  gen_addr(G, (uint32_t)o, io, po, sizeof po);
  GOp op = gen_elem_op(G, et), op2 = gen_elem_op(G, et);
  uint32_t form = gen_below(G, 3), odd = gen_chance(G, 15) ? gen_below(G, W) : W;
  GVal c = gen_leaf(G, et, true), res[8];
  for (uint32_t j = 0; j < W; j++) {
    GVal x = gen_load_ptr(G, (uint32_t)a, lane_ptr(G, (uint32_t)a, ia, pa, j, q, sizeof q), et, j == 0);
    GVal y = form == 1 ? c : gen_load_ptr(G, (uint32_t)b, lane_ptr(G, (uint32_t)b, ib, pb, j, q, sizeof q), et, j == 0);
    GVal r = gen_apply(G, j == odd ? gen_elem_op(G, et) : op, x, y);
    if (form == 2) r = gen_apply(G, op2, r, c);
    res[j] = conv ? gen_conv(G, r, ot) : r;
  }
  bool rev = gen_chance(G, 15);
  for (uint32_t k = 0; k < W; k++) {
    uint32_t j = rev ? W - 1 - k : k;
    gen_store_ptr(G, (uint32_t)o, lane_ptr(G, (uint32_t)o, io, po, j, q, sizeof q), res[j], j == 0);
  }
  gen_shape(G, GEN_S_ADJ_MEM);
}

/* ------------------------------------------------------------------ */
/* BASR: several accesses around one anchor                             */

/* Loads at base + gid*S + C + d for offsets d in [-C, C] (GEP chains off
 * the anchor, or the whole index each time), added up and stored. */
static void st_basr(Gen *G) {
  if (G->loopdepth > 0 && gen_chance(G, 40)) return gen_st_basr_guard(G);
  int a = gen_in_buf(G, T__N);
  if (a < 0) return st_expr(G);
  GTy et = (GTy)G->buf[a].et;
  uint32_t C = 2u << gen_below(G, 3), S = 1u << gen_below(G, 5);
  while (S > 1 && (uint64_t)(G->nthreads - 1) * S + 2 * C >= G->Nin) S /= 2;
  GVal g = gen_chance(G, 50) ? gen_cast(G, "zext", G->gid, T_I64) : gen_cast(G, "sext", G->gid, T_I64);
  GVal x = gen_ibin(G, O_ADD, S > 1 ? gen_ibin(G, O_MUL, g, gen_cint(G, T_I64, S)) : g, gen_cint(G, T_I64, C));
  char p[24], q[24];
  gen_addr(G, (uint32_t)a, x, p, sizeof p);
  static const int fr[] = {-4, -2, -1, 0, 1, 2, 4};  /* offsets in units of C/4 */
  uint32_t n = 3 + gen_below(G, 3), first = gen_below(G, 7);
  GVal s;
  for (uint32_t k = 0; k < n; k++) {
    int d = fr[(first + k * 3) % 7] * (int)C / 4;
    const char *ptr = p;
    if (gen_has(G, GEN_F_GEP) && gen_chance(G, 70)) {
      gen_on(G, GEN_F_GEP);
      snprintf(q, sizeof q, "%%v%u", ++G->nid);
      gen_inst(G, "%s = getelementptr inbounds %s, %s %s, i64 %d", q, TY(et).name,
               G->buf[a].pas == 1 ? "ptr addrspace(1)" : "ptr", p, d);
      ptr = q;
    } else if (d != 0) {
      ptr = gen_addr(G, (uint32_t)a, gen_ibin(G, O_ADD, x, gen_cint(G, T_I64, d)), q, sizeof q);
    }
    GVal v = gen_load_ptr(G, (uint32_t)a, ptr, et, false);
    s = k ? gen_apply(G, gen_elem_op(G, et), s, v) : v;
  }
  gen_shape(G, GEN_S_BASE_OFF);
  gen_store_out(G, s);
}

/* ------------------------------------------------------------------ */
/* SLP: reduction chains                                                */

enum { RK_MIN = 100, RK_MAX };  /* reduction kinds besides the GOps */

/* A reduction step s OP x, also through min/max intrinsics. */
GVal gen_red_step(Gen *G, uint32_t kind, GVal s, GVal x) {
  GTy t = (GTy)s.ty;
  if (kind < O__N) return gen_apply(G, (GOp)kind, s, x);
  GVal args[2] = {s, x};
  if (TY(t).fp) {
    if (!gen_has(G, GEN_F_MATH)) return gen_fbin(G, O_FADD, s, x);
    return gen_call(G, kind == RK_MIN ? IR_IN_LLVM_MINNUM : IR_IN_LLVM_MAXNUM, t, T__N, args, 2);
  }
  return gen_call(G, kind == RK_MIN ? IR_IN_LLVM_SMAX : IR_IN_LLVM_UMIN, t, T__N, args, 2);
}

uint32_t gen_red_kind(Gen *G, GTy t) {
  static const uint32_t ik[] = {O_ADD, O_ADD, O_MUL, O_AND, O_OR, O_XOR, RK_MIN, RK_MAX};
  static const uint32_t fk[] = {O_FADD, O_FADD, O_FADD, O_FMUL, RK_MIN, RK_MAX};
  return TY(t).fp ? fk[gen_below(G, 6)] : ik[gen_below(G, 8)];
}

/* llvm.vector.reduce.* over a loaded vector. */
static bool vec_reduce(Gen *G, int a, GTy et) {
  GTy vt = et == T_F32 ? T_V4F32 : et == T_I32 ? T_V4I32 : et == T_F64 ? T_V2F64 : T__N;
  if (vt == T__N || !gen_has(G, GEN_F_VEC)) return false;
  gen_on(G, GEN_F_VEC);
  GVal v = gen_load_at(G, (uint32_t)a, gen_in_index(G, TY(vt).lanes), vt);
  static const IrIntrin iid[] = {IR_IN_LLVM_REDUCE_ADD, IR_IN_LLVM_REDUCE_MUL, IR_IN_LLVM_REDUCE_XOR,
                                 IR_IN_LLVM_REDUCE_SMAX, IR_IN_LLVM_REDUCE_UMIN, IR_IN_LLVM_REDUCE_OR};
  GVal r;
  if (TY(et).fp) {
    GVal args[2] = {gen_chance(G, 50) ? gen_cfp(G, et, -0.0) : gen_leaf(G, et, true), v};
    r = gen_call(G, gen_chance(G, 70) ? IR_IN_LLVM_REDUCE_FADD : IR_IN_LLVM_REDUCE_FMUL, vt, T__N, args, 2);
  } else {
    r = gen_call(G, iid[gen_below(G, 6)], vt, T__N, &v, 1);
  }
  gen_store_out(G, r);
  return true;
}

static void st_red(Gen *G) {
  int a = gen_in_buf(G, T__N);
  if (a < 0) return st_expr(G);
  GTy et = (GTy)G->buf[a].et;
  gen_shape(G, GEN_S_REDUCTION);
  if (gen_chance(G, 20) && vec_reduce(G, a, et)) return;
  uint32_t n = 4u << gen_below(G, 2), kind = gen_red_kind(G, et), form = gen_below(G, 3);
  GVal base = gen_in_index(G, n), x[16];
  memset(x, 0, sizeof x);
  char pa[24], q[24];
  gen_addr(G, (uint32_t)a, base, pa, sizeof pa);
  for (uint32_t j = 0; j < n; j++)
    x[j] = gen_load_ptr(G, (uint32_t)a, lane_ptr(G, (uint32_t)a, base, pa, j, q, sizeof q), et, j == 0);
  GVal s;
  if (form == 0) {  /* linear chain */
    s = x[0];
    for (uint32_t j = 1; j < n; j++) s = gen_red_step(G, kind, s, x[j]);
  } else if (form == 1) {  /* pairwise tree */
    for (uint32_t w = n; w > 1; w /= 2)
      for (uint32_t j = 0; j < w / 2; j++) x[j] = gen_red_step(G, kind, x[2 * j], x[2 * j + 1]);
    s = x[0];
  } else {  /* two interleaved chains (paired reductions), joined */
    GVal s0 = x[0], s1 = x[1];
    for (uint32_t j = 2; j < n; j += 2) s0 = gen_red_step(G, kind, s0, x[j]), s1 = gen_red_step(G, kind, s1, x[j + 1]);
    s = gen_red_step(G, kind, s0, s1);
  }
  gen_store_out(G, s);
}

/* ------------------------------------------------------------------ */
/* Flush to zero: .ftz intrinsics and flushing denormal modes           */

/* The .ftz callees whose IEEE twin has the same signature (flushing makes
 * a subnormal operand or result +-0 where the twin keeps it); exactly
 * rounded ones only, so any difference is a mismatch, not a precision
 * question.  The division is the div family's. */
static const IrIntrin ftz_ids[] = {
  IR_IN_NVVM_ADD_RN_FTZ_F, IR_IN_NVVM_ADD_RZ_FTZ_F, IR_IN_NVVM_ADD_RM_FTZ_F, IR_IN_NVVM_ADD_RP_FTZ_F,
  IR_IN_NVVM_MUL_RN_FTZ_F, IR_IN_NVVM_MUL_RZ_FTZ_F, IR_IN_NVVM_MUL_RM_FTZ_F, IR_IN_NVVM_MUL_RP_FTZ_F,
  IR_IN_NVVM_FMA_RN_FTZ_F, IR_IN_NVVM_FMA_RZ_FTZ_F, IR_IN_NVVM_SQRT_RN_FTZ_F, IR_IN_NVVM_SQRT_RP_FTZ_F,
  IR_IN_NVVM_FMIN_FTZ_F, IR_IN_NVVM_FMAX_FTZ_F, IR_IN_NVVM_FMIN_FTZ_NAN_F, IR_IN_NVVM_FMAX_FTZ_NAN_F,
  IR_IN_NVVM_FABS_FTZ_F, IR_IN_NVVM_FLOOR_FTZ_F, IR_IN_NVVM_CEIL_FTZ_F, IR_IN_NVVM_TRUNC_FTZ_F,
  IR_IN_NVVM_ROUND_FTZ_F, IR_IN_NVVM_SATURATE_FTZ_F, IR_IN_NVVM_RCP_RN_FTZ_F, IR_IN_NVVM_F2I_RM_FTZ,
  IR_IN_NVVM_F2I_RP_FTZ, IR_IN_NVVM_F2LL_RM_FTZ, IR_IN_NVVM_DIV_RN_FTZ_F, IR_IN_NVVM_DIV_RZ_FTZ_F};
enum { NFTZ = sizeof ftz_ids / sizeof *ftz_ids, NFTZ_NODIV = NFTZ - 2 };

/* A float operand: loaded from a float input buffer b (often subnormal:
 * inputs are biased to edge values), mostly at (gid + c) mod Nin so that
 * each thread reads another element; sometimes a small constant. */
static GVal ftz_operand(Gen *G, int b, uint32_t k) {
  static const double c[] = {0.0, -0.0, 0.5, 2.0, -1.0, 0.25};
  if (k > 0 && gen_chance(G, 20)) return gen_cfp(G, T_F32, c[gen_below(G, 6)]);
  return gen_load_at(G, (uint32_t)b, gen_chance(G, 30) ? gen_in_index(G, 1) : thread_index(G), T_F32);
}

/* Stores float r so that +-0 and a subnormal stay distinguishable: as is
 * (or extended) into a float / double slot, else its bits with NaN made
 * 0 (a NaN's payload is unspecified). */
static void store_fp_bits(Gen *G, GVal r) {
  if (r.ty != T_F32 || gen_out_buf(G, T_F32) >= 0) return gen_store_out(G, r);
  if (gen_out_buf(G, T_F64) >= 0) return gen_store_out(G, gen_cast(G, "fpext", r, T_F64));
  GVal ord = gen_fcmp(G, "ord", r, r);
  GVal v = gen_select(G, ord, r, gen_cfp(G, T_F32, 0.0));
  gen_store_out(G, gen_cast(G, "bitcast", v, T_I32));
}

/* f(x, y, ..) with loaded floats and the result stored: an .ftz callee,
 * or (always when plain), in a kernel whose denormal mode flushes, a
 * plain fadd / fsub / fmul. */
static void st_ftz(Gen *G, bool plain) {
  int b = gen_in_buf(G, T_F32);
  bool math = gen_has(G, GEN_F_MATH);
  plain = G->denorm && (plain || !math || gen_chance(G, 40));
  if (b < 0 || (!math && !plain)) return st_expr(G);
  gen_on(G, GEN_F_FP);
  gen_shape(G, GEN_S_FTZ_LOAD);
  if (plain) {
    static const GOp ops[] = {O_FADD, O_FMUL, O_FSUB, O_FMUL};
    GVal x = ftz_operand(G, b, 0), y = ftz_operand(G, b, 1);
    return store_fp_bits(G, gen_fbin(G, ops[gen_below(G, 4)], x, y));
  }
  IrIntrin id = ftz_ids[gen_below(G, gen_has(G, GEN_F_DIV) ? NFTZ : NFTZ_NODIV)];
  uint32_t np = 0;
  gen_call_param(id, 0, T__N, T__N, &np);
  GVal args[3];
  for (uint32_t k = 0; k < np && k < 3; k++) args[k] = ftz_operand(G, b, k);
  GVal r = gen_call(G, id, T__N, T__N, args, np);
  if (gen_chance(G, 20) && r.ty == T_F32) {  /* a second flush on the result */
    GVal a2[2] = {r, ftz_operand(G, b, 1)};
    r = gen_call(G, gen_chance(G, 50) ? IR_IN_NVVM_MUL_RN_FTZ_F : IR_IN_NVVM_ADD_RN_FTZ_F, T__N, T__N, a2, 2);
  }
  store_fp_bits(G, r);
}

/* ------------------------------------------------------------------ */
/* Constant folding: math calls with constant arguments                 */

static void st_math(Gen *G) {
  GTy t = gen_rand_fpty(G);
  if (t == T__N || !gen_has(G, GEN_F_MATH)) {  /* integer intrinsics with constants */
    GTy it = gen_rand_int(G);
    static const IrIntrin ids[] = {IR_IN_LLVM_CTPOP, IR_IN_LLVM_BSWAP, IR_IN_LLVM_BITREVERSE, IR_IN_LLVM_CTLZ,
                                   IR_IN_LLVM_CTTZ, IR_IN_LLVM_ABS};
    IrIntrin id = ids[gen_below(G, 6)];
    if (id == IR_IN_LLVM_BSWAP && TY(it).bits < 16) id = IR_IN_LLVM_CTPOP;
    uint32_t np = 0;
    gen_call_param(id, 0, it, T__N, &np);
    GVal args[2] = {gen_rand_cint(G, it), gen_cint(G, T_I1, 0)};
    gen_shape(G, GEN_S_CONST_MATH);
    gen_store_out(G, gen_call(G, id, it, T__N, args, np));
    return;
  }
  if (gen_in_buf(G, T_F32) >= 0 && gen_chance(G, 40)) return st_ftz(G, false);
  uint32_t k = 1 + gen_below(G, 3);
  GVal s = gen_math_const(G, t);
  for (uint32_t i = 1; i < k; i++) {
    GVal v = gen_math_const(G, t);
    if (gen_chance(G, 50)) gen_store_out(G, v);
    else s = gen_fbin(G, gen_chance(G, 70) ? O_FADD : O_FMUL, s, v);
  }
  if (gen_chance(G, 40)) s = gen_fbin(G, O_FMUL, s, gen_expr(G, t, 1, true));
  gen_store_out(G, s);
}

/* ------------------------------------------------------------------ */
/* Division                                                             */

/* A parameter of type t, or NULL. */
static const GVal *param_of(Gen *G, GTy t) {
  const GVal *cand[8];
  uint32_t n = 0;
  for (uint32_t i = 0; i < G->npool && n < 8; i++)
    if (G->pool[i].ty == t && G->pool[i].txt[1] == 's') cand[n++] = &G->pool[i];
  return n ? cand[gen_below(G, n)] : NULL;
}

/* The divisor of a guarded division: a loaded value or a parameter (zero
 * now and then with edge-value inputs), a masked load (zero often), or
 * rarely an expression.  Always clean: the guard must not test poison. */
static GVal guard_divisor(Gen *G, GTy t) {
  uint32_t form = gen_below(G, 10);
  const GVal *p = form < 2 ? param_of(G, t) : NULL;
  if (p) return *p;
  int b = gen_in_buf(G, t);
  GVal d = form == 9 ? gen_expr(G, t, 1, true)
           : b >= 0 && gen_chance(G, 60) ? gen_load_at(G, (uint32_t)b, thread_index(G), t) : gen_load_any(G, t);
  if (form >= 5 && form < 9) d = gen_ibin(G, O_AND, d, gen_cint(G, t, (2 << gen_below(G, 4)) - 1));
  return (d.flags & GV_CLEAN) ? d : gen_cint(G, t, 0);
}

/* The dividend of a signed division by d, made safe before the guard
 * (a division in the guarded block must see it unchanged): never
 * INT_MIN when d may be -1. */
static GVal signed_dividend(Gen *G, GTy t, GVal a, GVal d) {
  if (a.flags & GV_RANGE) return a;
  if (gen_chance(G, 35)) return gen_ibin(G, O_AND, a, gen_cint(G, t, (int64_t)gen_smax(t)));
  GVal mn = gen_icmp(G, "eq", a, gen_cint(G, t, (int64_t)(gen_smax(t) + 1)));
  GVal m1 = gen_icmp(G, "eq", d, gen_cint(G, t, -1));
  return gen_select(G, gen_ibin(G, O_AND, mn, m1), gen_cint(G, t, 1), a);
}

/* The guard of a division by d: br (icmp ne d, 0) to the guarded block
 * (or icmp eq with the blocks swapped, the zero on either side; now and
 * then d > 0 instead, a guard speculation may not recognize).  Starts the
 * guarded block; *join gets the label after it. */
static void guard_branch(Gen *G, GOp op, GVal d, uint32_t *join) {
  uint32_t form = gen_below(G, 10), lt = gen_label_new(G);
  GVal z = gen_cint(G, (GTy)d.ty, 0);
  bool swap = gen_chance(G, 20);
  const char *pred = form < 6 ? "ne" : form < 9 ? "eq" : op == O_UDIV || op == O_UREM ? "ugt" : "sgt";
  GVal c = form == 9 || !swap ? gen_icmp(G, pred, d, z) : gen_icmp(G, pred, z, d);
  *join = gen_label_new(G);
  if (form >= 6 && form < 9) gen_inst(G, "br i1 %s, label %%b%u, label %%b%u", c.txt, *join, lt);
  else gen_inst(G, "br i1 %s, label %%b%u, label %%b%u", c.txt, lt, *join);
  gen_label(G, lt);
}

/* if (d != 0) { q = a / d; ... }: the division the branch protects, with
 * d loaded or a parameter so that d == 0 happens; the quotient is stored
 * in the guarded block or carried out by a phi (q, or a or 0 on the
 * skipping edge). */
static void st_guarded_div(Gen *G, GTy t) {
  static const GOp ops[] = {O_UDIV, O_SDIV, O_UREM, O_SREM};
  GOp op = ops[gen_below(G, 4)];
  GVal a = gen_expr(G, t, 2, true), d = guard_divisor(G, t);
  if (op == O_SDIV || op == O_SREM) a = signed_dividend(G, t, a, d);
  uint32_t pre = G->cur, lj, mark = gen_mark(G);
  guard_branch(G, op, d, &lj);
  G->cfdepth++;
  GVal q = gen_ibin(G, op, a, d);
  if (gen_chance(G, 35)) q = gen_divide(G, t, q, 1);  /* and one guarded by construction */
  if (gen_chance(G, 30)) q = gen_ibin(G, gen_chance(G, 50) ? O_ADD : O_XOR, q, gen_leaf(G, t, true));
  bool phi = gen_has(G, GEN_F_PHI) && gen_chance(G, 40);
  if (!phi) gen_store_out(G, q);
  if (gen_left(G) > 24 && gen_chance(G, 25)) gen_stmts(G, 2 + gen_below(G, 6));
  uint32_t end = G->cur;
  gen_inst(G, "br label %%b%u", lj);
  gen_pop(G, mark);
  G->cfdepth--;
  gen_label(G, lj);
  gen_shape(G, GEN_S_GUARD_DIV);
  gen_shape(G, GEN_S_DIV_VAR);
  if (!phi) return;
  gen_on(G, GEN_F_PHI);
  GVal r = gen_def(G, t), other = gen_chance(G, 50) ? a : gen_cint(G, t, 0);
  r.flags = q.flags & other.flags & GV_CLEAN;
  gen_inst(G, "%s = phi %s [ %s, %%b%u ], [ %s, %%b%u ]", r.txt, TY(t).name, q.txt, end, other.txt, pre);
  gen_push(G, r);
  gen_store_out(G, r);
}

/* FP division: fdiv, or the nvvm division / reciprocal intrinsics. */
static GVal fp_div(Gen *G, GTy t) {
  GVal a = gen_expr(G, t, 2, true);
  bool cst = gen_chance(G, 50);
  GVal b = cst ? gen_rand_cfp(G, t) : gen_expr(G, t, 2, true);
  gen_shape(G, cst ? GEN_S_DIV_CONST : GEN_S_DIV_VAR);
  if (t == T_F32 && gen_chance(G, 30)) {
    static const IrIntrin ids[] = {IR_IN_NVVM_DIV_RN_F, IR_IN_NVVM_DIV_RZ_F, IR_IN_NVVM_DIV_APPROX_F,
                                   IR_IN_NVVM_DIV_RN_FTZ_F, IR_IN_NVVM_DIV_APPROX_FTZ_F};
    GVal args[2] = {a, b};
    return gen_call(G, ids[gen_below(G, 5)], T__N, T__N, args, 2);
  }
  if (t == T_F64 && gen_chance(G, 20)) {
    GVal args[2] = {a, b};
    return gen_call(G, gen_chance(G, 50) ? IR_IN_NVVM_DIV_RN_D : IR_IN_NVVM_DIV_RM_D, T__N, T__N, args, 2);
  }
  return gen_fbin(G, O_FDIV, a, b);
}

/* Division: FP, guarded by a branch, or guarded by construction; guard
 * asks for the branch-guarded form. */
static void st_div(Gen *G, bool guard) {
  gen_on(G, GEN_F_DIV);
  GTy ft = gen_rand_fpty(G);
  if (ft != T__N && !guard && gen_chance(G, 25))
    return gen_store_out(G, gen_chance(G, 40) ? gen_fdiv_hard_bits(G) : fp_div(G, ft));
  GTy t = gen_rand_int(G);
  if (t == T_I1) t = T_I32;
  if (G->cfdepth < 4 && (guard || gen_chance(G, 50))) return st_guarded_div(G, t);
  GVal a = gen_expr(G, t, 2, true);
  GVal r = gen_divide(G, t, a, 2);
  if (gen_chance(G, 40)) r = gen_ibin(G, O_ADD, r, gen_divide(G, t, gen_leaf(G, t, true), 1));
  gen_store_out(G, r);
}

/* ------------------------------------------------------------------ */
/* IMAD and shift chains                                                */

static GVal imad_chain(Gen *G, GTy t) {
  GVal x = gen_leaf(G, t, true);
  uint32_t n = 2 + gen_below(G, 3);
  for (uint32_t i = 0; i < n; i++) {
    GVal m = gen_chance(G, 40) ? gen_rand_cint(G, t) : gen_leaf(G, t, true);
    x = gen_ibin(G, O_ADD, gen_ibin(G, O_MUL, x, m), gen_leaf(G, t, true));
  }
  return x;
}

/* (x << n) OP (x >> (bits - n)): the SHL/SHR pair the BFE peephole wants. */
static GVal shift_pair(Gen *G, GTy t) {
  unsigned bits = TY(t).bits, n = 1 + gen_below(G, bits - 1);
  GVal x = gen_expr(G, t, 1, true);
  GVal hi = gen_ibin(G, O_SHL, x, gen_cint(G, t, n));
  GVal lo = gen_ibin(G, gen_chance(G, 80) ? O_LSHR : O_ASHR, x, gen_cint(G, t, bits - n));
  static const GOp join[] = {O_OR, O_ADD, O_XOR};
  return gen_ibin(G, join[gen_below(G, 3)], hi, lo);
}

/* Bit-field extracts followed by an add. */
static GVal bfe_add(Gen *G, GTy t) {
  unsigned bits = TY(t).bits, p = gen_below(G, bits), l = 1 + gen_below(G, bits - p);
  GVal x = gen_expr(G, t, 1, true), f;
  if (gen_chance(G, 50)) {
    f = gen_ibin(G, O_LSHR, x, gen_cint(G, t, p));
    if (l < bits) f = gen_ibin(G, O_AND, f, gen_cint(G, t, (int64_t)(((uint64_t)1 << l) - 1)));
  } else {
    unsigned a = gen_below(G, bits);
    f = gen_ibin(G, gen_chance(G, 50) ? O_LSHR : O_ASHR, gen_ibin(G, O_SHL, x, gen_cint(G, t, a)), gen_cint(G, t, gen_below(G, bits)));
  }
  return gen_ibin(G, O_ADD, f, gen_leaf(G, t, true));
}

/* (a << k) + b chains (LEA), and multiplications by constants. */
static GVal lea_chain(Gen *G, GTy t) {
  GVal x = gen_leaf(G, t, true);
  uint32_t n = 1 + gen_below(G, 3);
  for (uint32_t i = 0; i < n; i++) {
    if (gen_chance(G, 50)) x = gen_ibin(G, O_SHL, x, gen_cint(G, t, 1 + gen_below(G, 4)));
    else {
      static const int64_t m[] = {3, 5, 9, 12, 17, 24, 31, 1023, 100};
      x = gen_ibin(G, O_MUL, x, gen_cint(G, t, m[gen_below(G, 9)]));
    }
    x = gen_ibin(G, gen_chance(G, 80) ? O_ADD : O_SUB, x, gen_leaf(G, t, true));
  }
  return x;
}

/* i64 += sext(a) * sext(b): IMAD.WIDE. */
static GVal wide_mad(Gen *G) {
  GVal a = gen_expr(G, T_I32, 1, true), b = gen_leaf(G, T_I32, true);
  const char *ext = gen_chance(G, 50) ? "sext" : "zext";
  GVal m = gen_ibin(G, O_MUL, gen_cast(G, ext, a, T_I64), gen_cast(G, ext, b, T_I64));
  return gen_ibin(G, O_ADD, m, gen_cast(G, "zext", gen_leaf(G, T_I32, true), T_I64));
}

static void st_imad(Gen *G) {
  GTy t = gen_has(G, GEN_F_INTW) && gen_chance(G, 25) ? T_I64 : T_I32;
  if (t == T_I64) gen_on(G, GEN_F_INTW);
  uint32_t form = gen_has(G, GEN_F_ORI) && gen_chance(G, 35) ? 4 : gen_below(G, 7);
  GVal r;
  if (t == T_I32 && gen_chance(G, 75)) form = 7;   /* generators/gen_ori.c */
  switch (form) {
  case 7: r = gen_ori_shape(G); break;
  case 0: r = imad_chain(G, t); break;
  case 1: r = shift_pair(G, t); break;
  case 2: r = bfe_add(G, t); break;
  case 3: r = lea_chain(G, t); break;
  case 4:
    if (gen_has(G, GEN_F_ORI)) {
      r = gen_ori_op(G, 2, true);
      r = gen_ibin(G, O_ADD, r, gen_ori_op(G, 1, true));
      break;
    }
    /* fall through */
  case 5: r = gen_has(G, GEN_F_INTW) && gen_on(G, GEN_F_INTW) ? wide_mad(G) : imad_chain(G, t); break;
  default: r = gen_ibin(G, O_ADD, imad_chain(G, t), shift_pair(G, t)); break;
  }
  gen_shape(G, GEN_S_IMAD_CHAIN);
  gen_store_out(G, r);
}

/* ------------------------------------------------------------------ */
/* Control flow: diamonds and switches                                  */

enum { MAXPHI = 4 };

/* Arm values for the phis of a merge: one per type, defined in the arm. */
static void arm_values(Gen *G, const GTy *tys, uint32_t n, GVal *out) {
  for (uint32_t k = 0; k < n; k++) out[k] = gen_expr(G, tys[k], 1, !gen_chance(G, 10));
}

static void merge_phis(Gen *G, const GTy *tys, uint32_t n, uint32_t narms, GVal vals[][MAXPHI], const uint32_t *from) {
  GVal phis[MAXPHI];
  for (uint32_t k = 0; k < n; k++) {
    GVal r = gen_def(G, tys[k]);
    char inc[512];
    size_t len = 0;
    r.flags = GV_CLEAN | GV_RANGE | GV_FIN;
    r.hi = 0, r.fexp = 0, r.tz = 64;
    for (uint32_t a = 0; a < narms; a++) {
      const GVal *v = &vals[a][k];
      len += (size_t)snprintf(inc + len, sizeof inc - len, "%s[ %s, %%b%u ]", a ? ", " : "", v->txt, from[a]);
      if (len >= sizeof inc) len = sizeof inc - 1;
      r.flags &= v->flags | ~(GV_CLEAN | GV_RANGE | GV_FIN);
      if (v->hi > r.hi) r.hi = v->hi;
      if (v->fexp > r.fexp) r.fexp = v->fexp;
      if (v->tz < r.tz) r.tz = v->tz;
    }
    r.flags &= GV_CLEAN | GV_RANGE | GV_FIN;
    gen_inst(G, "%s = phi %s %s", r.txt, TY(tys[k]).name, inc);
    gen_push(G, r);
    phis[k] = r;
  }
  for (uint32_t k = 0; k < n; k++)  /* after the last phi */
    if (gen_chance(G, 50)) gen_store_out(G, phis[k]);
}

static uint32_t phi_types(Gen *G, GTy *tys) {
  uint32_t n = 1 + gen_below(G, MAXPHI);
  for (uint32_t k = 0; k < n; k++) {
    GTy v = gen_chance(G, 10) ? gen_rand_vec(G) : T__N;
    tys[k] = v != T__N ? v : gen_rand_scalar(G);
  }
  return n;
}

/* Statements of one arm; returns the label the arm ends in. */
static uint32_t arm(Gen *G, uint32_t lab, uint32_t budget, const GTy *tys, uint32_t n, GVal *vals) {
  gen_label(G, lab);
  gen_stmts(G, budget);
  arm_values(G, tys, n, vals);
  return G->cur;
}

static void st_diamond(Gen *G) {
  gen_on(G, GEN_F_PHI);
  GTy tys[MAXPHI];
  GVal vals[2][MAXPHI];
  uint32_t n = phi_types(G, tys), from[2];
  bool then_only = gen_chance(G, 30);
  GVal c = gen_cond(G);
  if (then_only) arm_values(G, tys, n, vals[1]);
  uint32_t lt = gen_label_new(G), lf = then_only ? 0 : gen_label_new(G), lm = gen_label_new(G);
  uint32_t budget = 2 + gen_below(G, 8 + gen_left(G) / 8), cap = gen_left(G) / 3;
  if (budget > cap) budget = cap > 2 ? cap : 2;
  if (then_only) from[1] = G->cur;
  gen_inst(G, "br i1 %s, label %%b%u, label %%b%u", c.txt, lt, then_only ? lm : lf);
  G->cfdepth++;
  uint32_t mark = gen_mark(G);
  from[0] = arm(G, lt, budget, tys, n, vals[0]);
  gen_inst(G, "br label %%b%u", lm);
  gen_pop(G, mark);
  if (!then_only) {
    from[1] = arm(G, lf, budget, tys, n, vals[1]);
    gen_inst(G, "br label %%b%u", lm);
    gen_pop(G, mark);
  }
  G->cfdepth--;
  gen_label(G, lm);
  merge_phis(G, tys, n, 2, vals, from);
}

static void st_switch(Gen *G) {
  gen_on(G, GEN_F_PHI);
  GTy tys[MAXPHI], st = gen_rand_int(G);
  if (st == T_I1) st = T_I32;
  GVal vals[5][MAXPHI];
  uint32_t n = phi_types(G, tys), ncase = 2 + gen_below(G, 3), from[5], lab[5];
  GVal x = gen_chance(G, 60) ? gen_masked(G, st, 7) : gen_expr(G, st, 1, true);
  for (uint32_t k = 0; k <= ncase; k++) lab[k] = gen_label_new(G);
  uint32_t lm = gen_label_new(G);
  char cases[256];
  size_t len = 0;
  int64_t mul = gen_chance(G, 70) ? 1 : 3, off = gen_chance(G, 20) ? 100 : 0;
  for (uint32_t k = 1; k <= ncase; k++) {
    int64_t v = (int64_t)(k - 1) * mul + off;
    GVal cv = gen_cint(G, st, v);
    len += (size_t)snprintf(cases + len, sizeof cases - len, " %s %s, label %%b%u", TY(st).name, cv.txt, lab[k]);
  }
  gen_inst(G, "switch %s %s, label %%b%u [%s ]", TY(st).name, x.txt, lab[0], cases);
  G->cfdepth++;
  uint32_t mark = gen_mark(G), budget = 1 + gen_below(G, 4 + gen_left(G) / 12), cap = gen_left(G) / (2 * ncase + 2);
  if (budget > cap) budget = cap > 1 ? cap : 1;
  for (uint32_t k = 0; k <= ncase; k++) {
    from[k] = arm(G, lab[k], budget, tys, n, vals[k]);
    gen_inst(G, "br label %%b%u", lm);
    gen_pop(G, mark);
  }
  G->cfdepth--;
  gen_label(G, lm);
  merge_phis(G, tys, n, ncase + 1, vals, from);
}

/* ------------------------------------------------------------------ */
/* Vectors, shared and local memory                                     */

static void st_vec(Gen *G) {
  GTy t = gen_rand_vec(G);
  if (t == T__N) return st_expr(G);
  GVal v = gen_expr(G, t, 3, !gen_chance(G, 10));
  if (gen_chance(G, 30)) {
    GVal e = gen_def(G, (GTy)TY(t).elem);
    e.flags = v.flags & GV_CLEAN;
    gen_inst(G, "%s = extractelement %s %s, i64 %u", e.txt, TY(t).name, v.txt, gen_below(G, TY(t).lanes));
    gen_push(G, e);
    gen_store_out(G, e);
  }
  gen_store_out(G, v);
}

static void st_shared(Gen *G) {
  GVal v = gen_shared_load(G);
  GVal w = gen_shared_load(G);
  GTy t = (GTy)v.ty;
  gen_store_out(G, TY(t).fp ? gen_fbin(G, gen_elem_op(G, t), v, w) : gen_ibin(G, gen_elem_op(G, t), v, w));
}

static void st_local(Gen *G) {
  GVal v = gen_local_load(G);
  if (gen_chance(G, 50)) gen_local_store(G, gen_expr(G, (GTy)v.ty, 2, !gen_chance(G, 10)));
  gen_store_out(G, gen_chance(G, 50) ? v : gen_local_load(G));
}

/* ------------------------------------------------------------------ */
/* Choice                                                               */

static void weights(Gen *G, uint32_t *w) {
  bool top = G->cfdepth == 0 && G->loopdepth == 0;
  memset(w, 0, S__N * sizeof *w);
  w[S_EXPR] = 5;
  w[S_ADJ] = 8;
  w[S_RED] = 7;
  w[S_IMAD] = 12;  /* the Ori shapes (gen_ori.c) reach >= 10% of programs per rule */
  w[S_MATH] = gen_has(G, GEN_F_MATH) ? 10 : 1;
  w[S_DIV] = gen_has(G, GEN_F_DIV) ? 9 : 0;
  if (gen_has(G, GEN_F_LOOP) && (G->loopdepth == 0 || (gen_has(G, GEN_F_NEST) && G->loopdepth < 2)))
    w[S_LOOP] = G->loopdepth == 0 ? 18 : 16;
  if (gen_has(G, GEN_F_PHI) && G->cfdepth < 3) w[S_DIAMOND] = 9, w[S_SWITCH] = 4;
  w[S_VEC] = gen_has(G, GEN_F_VEC) ? 6 : 0;
  w[S_SHARED] = G->sh_ready ? 4 : 0;
  w[S_SHPHASE] = G->sh_ready && top ? 1 : 0;
  w[S_LOCAL] = G->loc_ready ? 3 : 0;
  w[S_BASR] = 5;
  w[S_FTZ] = (gen_has(G, GEN_F_MATH) || G->denorm) && gen_in_buf(G, T_F32) >= 0 ? 4 : 0;
  if (gen_left(G) < 12) w[S_LOOP] /= 2, w[S_DIAMOND] /= 2, w[S_SWITCH] = 0;
}

void gen_stmt(Gen *G) {
  uint32_t w[S__N], total = 0;
  weights(G, w);
  for (int i = 0; i < S__N; i++) total += w[i];
  uint32_t r = gen_below(G, total), k = 0;
  while (r >= w[k]) r -= w[k++];
  switch ((GStmt)k) {
  case S_EXPR: st_expr(G); break;
  case S_ADJ: st_adj(G); break;
  case S_RED: st_red(G); break;
  case S_MATH: st_math(G); break;
  case S_DIV: st_div(G, false); break;
  case S_IMAD: st_imad(G); break;
  case S_LOOP: {
    uint32_t b = 8 + gen_below(G, 16 + gen_left(G) / 3);
    gen_st_loop(G, b < gen_left(G) ? b : gen_left(G) > 8 ? gen_left(G) : 8);
    break;
  }
  case S_DIAMOND: st_diamond(G); break;
  case S_SWITCH: st_switch(G); break;
  case S_VEC: st_vec(G); break;
  case S_SHARED: st_shared(G); break;
  case S_SHPHASE: gen_shared_phase(G); break;
  case S_LOCAL: st_local(G); break;
  case S_BASR: st_basr(G); break;
  case S_FTZ: st_ftz(G, false); break;
  default: st_expr(G); break;
  }
}

void gen_forced_stmts(Gen *G) {
  uint64_t f = G->forced & G->feat;
  if (f & ((uint64_t)1 << GEN_F_LOOP)) gen_st_loop(G, 12 + gen_below(G, gen_left(G) / 4 + 1));
  if (f & ((uint64_t)1 << GEN_F_VEC)) st_vec(G);
  if (f & ((uint64_t)1 << GEN_F_MATH)) st_math(G);
  if ((f & ((uint64_t)1 << GEN_F_MATH)) && gen_in_buf(G, T_F32) >= 0) st_ftz(G, false);
  if (G->denorm && gen_in_buf(G, T_F32) >= 0) st_ftz(G, true);  /* the flushing mode shows */
  if (f & ((uint64_t)1 << GEN_F_DIV)) st_div(G, false), st_div(G, true);
  if (f & ((uint64_t)1 << GEN_F_PHI)) st_diamond(G);
  if (f & ((uint64_t)1 << GEN_F_ORI)) gen_store_out(G, gen_ori_op(G, 2, true));
}

/* Statements until about budget instructions: a new one starts while at
 * least a small statement's worth is left (so programs overshoot little). */
void gen_stmts(Gen *G, uint32_t budget) {
  uint32_t end = G->ninsts + budget, slack = budget > 24 ? 12 : 0, saved = G->limit;
  bool first = true;
  if (end < G->limit) G->limit = end;
  while ((first || G->ninsts + slack < end) && G->ninsts < end && !G->oom) {
    gen_stmt(G);
    first = false;
  }
  G->limit = saved;
}

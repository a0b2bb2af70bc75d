/* generators/gen_slp.c -- SLP shapes of generated kernels: a group of W
 * stores to consecutive elements of this thread's output slots, each the
 * same operation on consecutive input elements and a constant (the shape
 * store-seeded SLP vectorizes: vector load, vector operation with a
 * constant vector, vector store), and, now and then, a load of one of
 * those output elements at a run-time index between two of the stores
 * (the access that forbids moving the stores: a vectorizer merging them
 * across it reads the old value).  The group is the last statement of the
 * body (gen_st_slp_tail, called by gen.c), so it draws from the random
 * stream after everything else: the programs of a seed are those of the
 * generator without it up to that point.
 *
 * Contract: gen_priv.h's memory discipline: the stores write this
 * thread's slots [obase + s, obase + s + W) (gen_out_index with alignment
 * W), the loads read input elements at indices masked into range
 * (gen_in_index), the interleaved load reads one of this thread's own
 * slots; integer constants come from gen_rand_cint, FP ones are small
 * exact numbers, so no operation can be UB (gen_apply adds only flags
 * that provably hold).
 *
 * Also at the tail, now and then: straight-line SLP's shape (st_line), and
 * a horizontal reduction the SLP
 * vectorizer's reduction entry point takes: 4 or 8 adjacent input elements
 * combined by one operation (add, mul, and, or, xor, smin/smax/umin/umax;
 * minnum, maxnum with reassoc on every operation, sometimes one without it
 * so the refusal shows; fadd, fmul with reassoc on half of the chains), as a chain or a pairwise tree, maybe
 * with a constant operand, the result stored, or first combined with
 * another value by another operation (a root not feeding a store, which
 * slp-vectorize-hor-store does not gate).  Integer steps carry only flags
 * gen_ibin proves and min/max are total; FP reassoc, alone, never makes
 * poison: the reductions are UB-free.
 */
#include <stdio.h>
#include <string.h>

#include "gen_priv.h"

static void st_slp(Gen *G) {
  int a = gen_in_buf(G, T__N), o = a >= 0 ? gen_out_buf(G, (GTy)G->buf[a].et) : -1;
  if (o < 0) a = -1, o = gen_out_buf(G, T__N);   /* no pair: computed lanes */
  if (o < 0) return;
  GTy et = (GTy)G->buf[o].et;
  if (et == T_I1 || ty_vec(et)) return;
  uint32_t W = ty_esize(et) >= 8 ? 2 : 4;
  if (W > G->K) return;
  GVal io = gen_out_index(G, (uint32_t)o, W), ia = a >= 0 ? gen_in_index(G, W) : io;
  GOp op = gen_elem_op(G, et);
  GVal res[4];
  char p[24];
  for (uint32_t j = 0; j < W; j++) {
    GVal x;
    if (a >= 0) {
      GVal idx = j ? gen_ibin(G, O_ADD, ia, gen_cint(G, T_I64, j)) : ia;
      x = gen_load_ptr(G, (uint32_t)a, gen_addr(G, (uint32_t)a, idx, p, sizeof p), et, j == 0);
    } else {
      x = gen_leaf(G, et, true);
    }
    GVal c = TY(et).fp ? gen_cfp(G, et, (double)(int)(gen_below(G, 9) + 1) / 2) : gen_rand_cint(G, et);
    res[j] = gen_apply(G, op, x, c);
  }
  bool probe = gen_chance(G, 25);
  uint32_t at = 1 + gen_below(G, W - 1);
  GVal seen = res[0];
  for (uint32_t j = 0; j < W; j++) {
    if (probe && j == at) {  /* reads one of the group's elements, maybe not yet written */
      GVal k = gen_cast(G, "zext", gen_masked(G, T_I32, W - 1), T_I64);
      seen = gen_load_at(G, (uint32_t)o, gen_ibin(G, O_ADD, io, k), et);
    }
    GVal idx = j ? gen_ibin(G, O_ADD, io, gen_cint(G, T_I64, j)) : io;
    gen_store_ptr(G, (uint32_t)o, gen_addr(G, (uint32_t)o, idx, p, sizeof p), res[j], j == 0);
  }
  if (probe) gen_store_out(G, seen);
  gen_shape(G, GEN_S_ADJ_MEM);
}

enum { RD_SMIN = O__N, RD_SMAX, RD_UMIN, RD_UMAX, RD_FMIN, RD_FMAX };

/* One reduction step a OP b; FP steps carry reassoc unless plain. */
static GVal rdx_step(Gen *G, uint32_t kind, GVal a, GVal b, bool plain) {
  static const IrIntrin mm[] = {IR_IN_LLVM_SMIN, IR_IN_LLVM_SMAX, IR_IN_LLVM_UMIN, IR_IN_LLVM_UMAX};
  GTy t = (GTy)a.ty;
  if (kind < O__N && !TY(t).fp) return gen_ibin(G, (GOp)kind, a, b);
  if (!TY(t).fp) {
    GVal args[2] = {a, b};
    return gen_call(G, mm[kind - RD_SMIN], t, T__N, args, 2);
  }
  if (!plain && !gen_has(G, GEN_F_FMF)) plain = true;   /* fast-math flags are a feature */
  if (!plain) gen_on(G, GEN_F_FMF);
  const char *fl = plain ? "" : "reassoc ", *tn = TY(t).name;
  GVal r = gen_def(G, t);
  r.flags |= a.flags & b.flags & GV_CLEAN;
  if (kind < O__N) {
    gen_inst(G, "%s = %s %s%s %s, %s", r.txt, kind == O_FADD ? "fadd" : "fmul", fl, tn, a.txt, b.txt);
  } else {   /* minnum / maxnum, declared like gen_call does */
    char name[32], params[32];
    const char *sfx = t == T_F16 ? "f16" : t == T_F32 ? "f32" : "f64";
    snprintf(name, sizeof name, "llvm.%s.%s", kind == RD_FMIN ? "minnum" : "maxnum", sfx);
    snprintf(params, sizeof params, "%s, %s", tn, tn);
    gen_declare(G, tn, name, params);
    gen_on(G, GEN_F_MATH);
    gen_inst(G, "%s = call %s%s @%s(%s %s, %s %s)", r.txt, fl, tn, name, tn, a.txt, tn, b.txt);
  }
  gen_push(G, r);
  return r;
}

static void st_rdx(Gen *G) {
  int a = gen_in_buf(G, T__N);
  if (a < 0) return;
  GTy et = (GTy)G->buf[a].et;
  if (et == T_I1 || ty_vec(et)) return;
  uint32_t n = G->Nin >= 8 && gen_chance(G, 40) ? 8 : 4;
  if (G->Nin < n) return;
  static const uint32_t ik[] = {O_ADD, O_ADD, O_MUL, O_AND, O_OR, O_XOR, RD_SMIN, RD_SMAX, RD_UMIN, RD_UMAX};
  static const uint32_t fk[] = {O_FADD, O_FADD, O_FADD, O_FMUL, RD_FMIN, RD_FMAX};
  bool fp = TY(et).fp;
  uint32_t kind = fp ? fk[gen_below(G, 6)] : ik[gen_below(G, 10)];
  if (fp && kind >= RD_FMIN && !gen_has(G, GEN_F_MATH)) kind = O_FADD;
  uint32_t form = gen_below(G, 2), plain = fp && gen_chance(G, 15) ? gen_below(G, n - 1) : n;
  /* fadd / fmul carry reassoc on half of the chains: a reassociated sum
   * differs in its last bits, which the reassociation oracle judges
   * against its error bound (oracles/diff/reassoc.c); the others show the
   * pass's refusal */
  bool allplain = (kind == O_FADD || kind == O_FMUL) && gen_chance(G, 50);
  GVal base = gen_in_index(G, n), x[8];
  char pa[24], q[24];
  gen_addr(G, (uint32_t)a, base, pa, sizeof pa);
  for (uint32_t j = 0; j < n; j++) {
    const char *pj = pa;
    if (j && gen_has(G, GEN_F_GEP))   /* a GEP chain is a feature: else an index sum */
      pj = gen_addr_off(G, (uint32_t)a, pa, j, q, sizeof q);
    else if (j)
      pj = gen_addr(G, (uint32_t)a, gen_ibin(G, O_ADD, base, gen_cint(G, T_I64, j)), q, sizeof q);
    x[j] = gen_load_ptr(G, (uint32_t)a, pj, et, j == 0);
  }
  GVal s;
  uint32_t step = 0;
  if (form == 0) {   /* linear chain */
    s = x[0];
    for (uint32_t j = 1; j < n; j++) s = rdx_step(G, kind, s, x[j], allplain || step++ == plain);
  } else {           /* pairwise tree */
    for (uint32_t w = n; w > 1; w /= 2)
      for (uint32_t j = 0; j < w / 2; j++) x[j] = rdx_step(G, kind, x[2 * j], x[2 * j + 1], allplain || step++ == plain);
    s = x[0];
  }
  if (!fp && gen_chance(G, 30)) s = rdx_step(G, kind, s, gen_rand_cint(G, et), false);
  if (gen_chance(G, 60)) {   /* combined further: the root feeds no store */
    GVal o = gen_leaf(G, et, true);
    s = fp ? gen_fbin(G, O_FSUB, s, o) : gen_ibin(G, kind == O_XOR ? O_ADD : O_XOR, s, o);
  }
  gen_store_out(G, s);
  gen_shape(G, GEN_S_REDUCTION);
}

/* Straight-line SLP's shape: W lanes r_l = x_l OP y_l of two runs of
 * adjacent input elements (x at one index, y at another, of the same or
 * another input buffer), each lane's operands swapped now and then (the
 * slp pass reorders a commutative bundle; a sub or fsub with swapped
 * lanes must stay as it is), then combined by a sub / fsub chain (no
 * reduction kind, so the reduction entry point leaves it) after every lane
 * is computed, and stored.  The operations are gen_apply's (flags only
 * where they provably hold), the indices gen_in_index's: UB-free. */
static void st_line(Gen *G) {
  int a = gen_in_buf(G, T__N);
  if (a < 0) return;
  GTy et = (GTy)G->buf[a].et;
  if (et == T_I1 || ty_vec(et)) return;
  int b = gen_in_buf(G, et);
  if (b < 0) b = a;
  uint32_t W = ty_esize(et) >= 8 ? 2 : 4;
  if (W > G->Nin) return;
  GOp op = gen_elem_op(G, et);
  GVal ia = gen_in_index(G, W), ib = gen_in_index(G, W), x[4], y[4], r[4];
  char p[24];
  for (uint32_t j = 0; j < W; j++) {
    GVal i = j ? gen_ibin(G, O_ADD, ia, gen_cint(G, T_I64, j)) : ia;
    x[j] = gen_load_ptr(G, (uint32_t)a, gen_addr(G, (uint32_t)a, i, p, sizeof p), et, j == 0);
  }
  for (uint32_t j = 0; j < W; j++) {
    GVal i = j ? gen_ibin(G, O_ADD, ib, gen_cint(G, T_I64, j)) : ib;
    y[j] = gen_load_ptr(G, (uint32_t)b, gen_addr(G, (uint32_t)b, i, p, sizeof p), et, j == 0);
  }
  uint32_t swaps = gen_chance(G, 40) ? (uint32_t)gen_below(G, 1u << W) : 0;
  for (uint32_t j = 0; j < W; j++) r[j] = swaps >> j & 1 ? gen_apply(G, op, y[j], x[j]) : gen_apply(G, op, x[j], y[j]);
  GVal acc = r[0];
  for (uint32_t j = 1; j < W; j++) acc = TY(et).fp ? gen_fbin(G, O_FSUB, acc, r[j]) : gen_ibin(G, O_SUB, acc, r[j]);
  gen_store_out(G, acc);
  gen_shape(G, GEN_S_ADJ_MEM);
}

void gen_st_slp_tail(Gen *G) {
  if (gen_chance(G, 50)) st_slp(G);
  if (gen_chance(G, 40)) st_rdx(G);
  if (gen_chance(G, 40)) st_line(G);
}

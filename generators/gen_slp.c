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
 */
#include <stdio.h>

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

void gen_st_slp_tail(Gen *G) {
  if (gen_chance(G, 50)) st_slp(G);
}

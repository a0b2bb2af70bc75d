/* generators/gen_lsr.c -- the shape loop strength reduction (seed 001)
 * needs to fire and to be wrong: an i32 counter whose sign extension is
 * used as a 64-bit value every iteration (a running sum, stored after the
 * loop), next to a second, exact counter giving the trip count.  About a third of the
 * time the counter starts near INT32_MAX and carries no flags, so it wraps
 * inside the loop: folding the extension into a 64-bit IV is then wrong
 * (mutant-lsr-sext-wrap); otherwise it starts small and its increment is
 * nsw (when int-flags is on), so SCEV proves the extension is a 64-bit recurrence and lsr
 * rewrites it.  Some loops also multiply the trip counter k by a factor
 * near phase 3's overflow guard (lsr_factor).
 *
 * Contract: gen_priv.h.  UB-free and terminating by construction: the
 * trip count is a constant 2..9, the wrapping counter has no flags, the
 * nsw counter stays below 2^20; the loop is one block (header = latch)
 * entered from the current block, which it ends.
 */
#include <stdio.h>
#include <string.h>

#include "gen_priv.h"

/* The memory uses of the loop (each with a chance): an i64 counter j
 * indexing an input buffer at j and at j + 1 (two uses of one IV at
 * different offsets: a shared IV with an lsr.chain offset), and the trip
 * counter k (i32) indexing shared memory (an addrspace(3) pointer IV when
 * the shared pointer is one).  Indices stay below tc + 1 <= 10, inside
 * every buffer (at least GEN_MINELEMS elements) and the shared array (when
 * it has more than tc elements).  Integer loads are xor-ed into the
 * accumulator (*accm, i64); every load stays in the pool. */
static void lsr_mem_uses(Gen *G, GVal k, int64_t tc, uint32_t lh, uint32_t pre, GVal acc, GVal *accm, bool kfree) {
  GVal sum = acc;
  int b = gen_chance(G, 85) ? gen_in_buf(G, T__N) : -1;
  if (b >= 0 && gen_buf_elems(G, (uint32_t)b) > (uint32_t)tc + 1) {
    GVal j = gen_def(G, T_I64), jn = gen_def(G, T_I64);
    j.flags = jn.flags = GV_CLEAN | GV_RANGE;
    j.hi = (uint64_t)tc - 1;
    jn.hi = (uint64_t)tc;
    gen_inst(G, "%s = phi i64 [ 0, %%b%u ], [ %s, %%b%u ]", j.txt, pre, jn.txt, lh);
    for (int d = 0; d < 2; d++) {
      GVal ix = d ? gen_ibin(G, O_ADD, j, gen_cint(G, T_I64, 1)) : j;
      GVal v = gen_load_at(G, (uint32_t)b, ix, (GTy)G->buf[b].et);
      if (!ty_int((GTy)v.ty) || !(v.flags & GV_CLEAN)) continue;
      if (v.ty != T_I64) v = gen_cast(G, "zext", v, T_I64);
      GVal x = gen_def(G, T_I64);
      x.flags = GV_CLEAN;
      gen_inst(G, "%s = xor i64 %s, %s", x.txt, sum.txt, v.txt);
      sum = x;
    }
    gen_inst(G, "%s = add %si64 %s, 1", jn.txt, gen_on(G, GEN_F_FLAGS) ? "nuw nsw " : "", j.txt);
  }
  if (!kfree && G->sh_ready && G->sh_n > (uint32_t)tc && gen_chance(G, 70)) {
    GVal v = gen_shared_load_at(G, k);
    if (ty_int((GTy)v.ty)) {
      if (v.ty != T_I64) v = gen_cast(G, "zext", v, T_I64);
      GVal x = gen_def(G, T_I64);
      x.flags = GV_CLEAN;
      gen_inst(G, "%s = xor i64 %s, %s", x.txt, sum.txt, v.txt);
      sum = x;
    }
  }
  if (sum.txt[0] && strcmp(sum.txt, acc.txt)) *accm = sum;
}

/* The factor of the multiply k * S (i32, no flags) that phase 3 of lsr
 * expands the exit test k < tc by (an IV {0,+,S} that can take the exit
 * test over when S * (tc - 1) fits 32 bits): strides near the overflow
 * guard.  A third of the time S = odd * 2^(32-t) with 2^t <= tc - 1, whose
 * IV meets its end value tc * S 2^t iterations early (the guard must block
 * it: mutant-lsr-no-overflow-guard does not); a third just fits
 * (floor((2^32 - 1) / (tc - 1)), either sign); else a small factor. */
static int64_t lsr_factor(Gen *G, int64_t tc) {
  uint32_t r = gen_below(G, 3);
  uint64_t S;
  if (r == 0 && tc >= 3) {
    unsigned t = 1 + gen_below(G, tc >= 9 ? 3 : tc >= 5 ? 2 : 1);
    S = (uint64_t)(1 + 2 * gen_below(G, 8)) << (32 - t);
  } else if (r <= 1 && tc >= 2) {
    S = 0xffffffffull / (uint64_t)(tc - 1);
    if (gen_chance(G, 50)) S = 0 - S;
  } else {
    S = 2 + gen_below(G, 1000);
    if (gen_chance(G, 30)) S = 0 - S;
  }
  return (int64_t)(int32_t)(uint32_t)S;   /* the i32 constant's signed spelling */
}

void gen_st_lsr(Gen *G) {
  bool wrap = gen_chance(G, 30), flags = gen_on(G, GEN_F_FLAGS);
  int64_t step = 1 + gen_below(G, 4), tc = 2 + gen_below(G, 8);
  bool fac = gen_chance(G, 45);   /* k * S, the shared load then not at k */
  GVal x = gen_masked(G, T_I32, 7);
  /* wrap: INT32_MAX - 2 - x, so that a few steps cross INT32_MAX */
  GVal c0 = gen_ibin(G, O_ADD, x, gen_cint(G, T_I32, wrap ? 2147483645 - 7 : 3 + gen_below(G, 100)));
  uint32_t pre = G->cur, lh = gen_label_new(G), le = gen_label_new(G);
  gen_inst(G, "br label %%b%u", lh);
  gen_label(G, lh);
  GVal c = gen_def(G, T_I32), k = gen_def(G, T_I32), acc = gen_def(G, T_I64);
  GVal s = gen_def(G, T_I64), accn = gen_def(G, T_I64), cn = gen_def(G, T_I32), kn = gen_def(G, T_I32);
  GVal e = gen_def(G, T_I1), accm = {0};
  gen_inst(G, "%s = phi i32 [ %s, %%b%u ], [ %s, %%b%u ]", c.txt, c0.txt, pre, cn.txt, lh);
  gen_inst(G, "%s = phi i32 [ 0, %%b%u ], [ %s, %%b%u ]", k.txt, pre, kn.txt, lh);
  gen_inst(G, "%s = phi i64 [ 0, %%b%u ], [ %s, %%b%u ]", acc.txt, pre, accn.txt, lh);
  lsr_mem_uses(G, k, tc, lh, pre, acc, &accm, fac);  /* its phi first */
  gen_inst(G, "%s = sext i32 %s to i64", s.txt, c.txt);
  GVal a0 = accm.txt[0] ? accm : acc;
  if (fac) {  /* after the memory uses: its IV is the last made, the one terminator folding tries first */
    GVal mk = gen_def(G, T_I32), mz = gen_def(G, T_I64), ma = gen_def(G, T_I64);
    gen_inst(G, "%s = mul i32 %s, %lld", mk.txt, k.txt, (long long)lsr_factor(G, tc));
    gen_inst(G, "%s = zext i32 %s to i64", mz.txt, mk.txt);
    gen_inst(G, "%s = add i64 %s, %s", ma.txt, a0.txt, mz.txt);
    a0 = ma;
  }
  gen_inst(G, "%s = %s i64 %s, %s", accn.txt, gen_chance(G, 50) ? "add" : "xor", a0.txt, s.txt);
  gen_inst(G, "%s = add %si32 %s, %lld", cn.txt, wrap || !flags ? "" : "nsw ", c.txt, (long long)step);
  gen_inst(G, "%s = add %si32 %s, 1", kn.txt, flags ? "nuw nsw " : "", k.txt);
  gen_inst(G, "%s = icmp ult i32 %s, %lld", e.txt, kn.txt, (long long)tc);
  gen_inst(G, "br i1 %s, label %%b%u, label %%b%u", e.txt, lh, le);
  gen_label(G, le);
  accn.flags = GV_CLEAN;
  gen_push(G, accn);
  gen_store_out(G, accn);
}

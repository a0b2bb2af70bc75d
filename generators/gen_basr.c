/* generators/gen_basr.c -- shapes for BASR and CBE (seed 002): a guarded
 * stencil whose lowest neighbour is read only where it exists.
 *
 * Contract (gen_priv.h): emits UB-free, terminating code into the current
 * block.  gen_st_basr_guard reads a[w + D] always and a[w] only when
 * w >= 0, with w = freeze(gid*S - D) (freeze hides the constant from the
 * address analysis, so the group's minimum-offset address a + w is outside
 * the buffer for the first threads: the case where an anchor must not keep
 * inbounds), and stores what it read into this thread's output slots.
 */
#include <stdio.h>

#include "gen_priv.h"

void gen_st_basr_guard(Gen *G) {
  int a = gen_in_buf(G, T__N);
  if (a < 0) return;
  GTy et = (GTy)G->buf[a].et;
  if (ty_vec(et)) return;
  uint32_t D = 1 + gen_below(G, 4), S = 1u << gen_below(G, 4);
  while (S > 1 && (uint64_t)(G->nthreads - 1) * S >= G->Nin) S /= 2;
  if ((uint64_t)(G->nthreads - 1) * S >= G->Nin) return;
  GVal g = gen_cast(G, "zext", G->gid, T_I64);
  GVal u = S > 1 ? gen_ibin(G, O_MUL, g, gen_cint(G, T_I64, S)) : g;
  GVal w0 = gen_def(G, T_I64), w = gen_def(G, T_I64), hi = gen_def(G, T_I64);
  gen_inst(G, "%s = sub i64 %s, %u", w0.txt, u.txt, D);
  gen_inst(G, "%s = freeze i64 %s", w.txt, w0.txt);
  gen_inst(G, "%s = add i64 %s, %u", hi.txt, w.txt, D);
  const char *pt = G->buf[a].pas == 1 ? "ptr addrspace(1)" : "ptr";
  char ph[24], pl[24];
  snprintf(ph, sizeof ph, "%%v%u", ++G->nid);
  gen_inst(G, "%s = getelementptr inbounds %s, %s %s, i64 %s", ph, TY(et).name, pt, G->buf[a].ptr, hi.txt);
  GVal vh = gen_load_ptr(G, (uint32_t)a, ph, et, false);
  GVal c = gen_def(G, T_I1);
  gen_inst(G, "%s = icmp sge i64 %s, 0", c.txt, w.txt);
  uint32_t lt = gen_label_new(G), lm = gen_label_new(G);
  gen_inst(G, "br i1 %s, label %%b%u, label %%b%u", c.txt, lt, lm);
  G->cfdepth++;
  uint32_t mark = gen_mark(G);
  gen_label(G, lt);
  snprintf(pl, sizeof pl, "%%v%u", ++G->nid);
  gen_inst(G, "%s = getelementptr inbounds %s, %s %s, i64 %s", pl, TY(et).name, pt, G->buf[a].ptr, w.txt);
  GVal vl = gen_load_ptr(G, (uint32_t)a, pl, et, false);
  gen_store_out(G, gen_apply(G, gen_elem_op(G, et), vh, vl));
  gen_inst(G, "br label %%b%u", lm);
  gen_pop(G, mark);
  G->cfdepth--;
  gen_label(G, lm);
  gen_store_out(G, vh);
  gen_shape(G, GEN_S_BASE_OFF);
}

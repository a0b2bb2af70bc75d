/* generators/gen_basr.c -- shapes for BASR and CBE (seed 002): a guarded
 * stencil whose lowest neighbour is read only where it exists, and an
 * unrolled multi-array loop body (the seed's A[tid+i], B[tid+i], ... loop).
 *
 * Contract (gen_priv.h): emits UB-free, terminating code into the current
 * block.  gen_st_basr_guard reads a[w + D] always and a[w] only when
 * w >= 0, with w = freeze(gid*S - D) (freeze hides the constant from the
 * address analysis, so the group's minimum-offset address a + w is outside
 * the buffer for the first threads: the case where an anchor must not keep
 * inbounds), and stores what it read into this thread's output slots.
 * gen_st_basr_unrolled emits a counted loop (2..4 trips, IV step U or 1)
 * whose body reads U = 4..6 elements at constant offsets lo + j*sp off one
 * row of each of up to three arrays: input buffers (row gid*s, or a
 * loop-invariant row; lo < 0 behind a freeze of row + |lo|), constant
 * global tables of i32 (pointer-to-global bases) and the shared array
 * (addrspace(3), i32 indices off tid.x, only after the barrier); the
 * addresses are index adds, typed GEPs or byte GEPs off a row pointer; the
 * U combined values go to this thread's slots obase + iv + j.  Every index
 * is bounded by construction: (threads-1)*s + (trips-1)*step + span fits
 * the array, and (trips-1)*step + U <= K for the output slots.
 */
#include <stdio.h>
#include <string.h>

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

/* ------------------------------------------------------------------ */
/* The unrolled multi-array loop body                                   */

enum { BU_MAXARR = 3, BU_MAXU = 6 };

/* One array the unrolled body reads: U accesses at the constant element
 * offsets lo, lo+sp, ..., lo+(U-1)*sp off one row index per iteration. */
typedef struct BuArr {
  uint8_t kind;        /* 0 input buffer, 1 constant global table, 2 shared memory */
  uint8_t form;        /* 0 index adds, 1 typed GEPs off a row pointer, 2 byte GEPs off it */
  bool inv;            /* loop-invariant row (a coefficient group) */
  uint32_t b;          /* the input buffer (kind 0) */
  GTy et;
  int lo;              /* the lowest element offset (< 0: hidden behind a freeze) */
  uint32_t sp;         /* element distance of two accesses */
  uint32_t M;          /* elements of the global table (kind 1) */
  char ptr[24];        /* the array's base pointer */
  const char *pt;      /* its pointer type */
  GVal row;            /* row index at iteration 0 (i64; i32 for shared memory) */
} BuArr;

/* The no-wrap flags text f when the program uses int-flags, else "". */
static const char *nw(Gen *G, const char *f) { return gen_on(G, GEN_F_FLAGS) ? f : ""; }

/* The largest s in [0, smax] with (n - 1) * s + span <= room, or -1. */
static int fit_stride(uint32_t n, uint32_t span, uint32_t room, int smax) {
  for (int s = smax; s >= 0; s--)
    if ((uint64_t)(n ? n - 1 : 0) * (uint64_t)s + span <= room) return s;
  return -1;
}

/* Plans array A (span = elements one iteration's accesses cover, reach =
 * what the IV adds over the whole loop); false when it does not fit. */
static bool bu_plan(Gen *G, BuArr *A, uint32_t U, uint32_t reach) {
  memset(A, 0, sizeof *A);
  uint32_t r = gen_below(G, 10);
  A->kind = r < 6 ? 0 : r < 8 || !G->sh_ready ? 1 : 2;
  A->sp = gen_chance(G, 25) ? 2 : 1;
  A->form = gen_has(G, GEN_F_GEP) && A->kind != 2 ? gen_below(G, 3) : 0;
  if (A->form == 2 && !gen_has(G, GEN_F_INTW)) A->form = 1;  /* an i8 GEP is a narrow type */
  if (A->form) gen_on(G, GEN_F_GEP);
  if (A->form == 2) gen_on(G, GEN_F_INTW);
  uint32_t span = (U - 1) * A->sp + 1;
  if (A->kind == 0) {
    int b = gen_in_buf(G, T__N);
    if (b < 0 || ty_vec((GTy)G->buf[b].et)) return false;
    A->b = (uint32_t)b;
    A->et = (GTy)G->buf[b].et;
    A->inv = gen_chance(G, 20);
    A->lo = gen_chance(G, 25) ? -(int)(1 + gen_below(G, 2)) * (int)A->sp : 0;
    snprintf(A->ptr, sizeof A->ptr, "%s", G->buf[b].ptr);
    A->pt = G->buf[b].pas == 1 ? "ptr addrspace(1)" : "ptr";
    uint32_t need = span + (A->inv ? 0 : reach);
    int s = fit_stride(G->nthreads, need, G->Nin, 8);
    if (s < 0) return false;
    /* row = gid*s (+ -lo behind a freeze, so that the offsets stay negative
     * to the address analysis while every index is >= 0) */
    GVal g = gen_cast(G, "zext", G->gid, T_I64);
    GVal row = s > 1 ? gen_ibin(G, O_MUL, g, gen_cint(G, T_I64, s)) : s == 1 ? g : gen_cint(G, T_I64, 0);
    if (A->lo < 0) {
      GVal sh = gen_ibin(G, O_ADD, row, gen_cint(G, T_I64, -A->lo));
      GVal fz = gen_def(G, T_I64);
      gen_inst(G, "%s = freeze i64 %s", fz.txt, sh.txt);
      row = fz;
    }
    A->row = row;
    return true;
  }
  if (A->kind == 1) {
    /* a constant table of i32, one row per thread or one for all */
    int s = gen_chance(G, 50) ? 1 : 0;
    uint32_t M = A->M = span + reach + (G->nthreads - 1) * (uint32_t)s;
    A->et = T_I32;
    snprintf(A->ptr, sizeof A->ptr, "@bt%u", ++G->nid);
    A->pt = gen_chance(G, 50) ? "ptr addrspace(1)" : "ptr";
    gen_textf(G, &G->glob, "%s%s = internal %sconstant [%u x i32] [", G->glob.n ? "\n" : "", A->ptr,
              A->pt[3] ? "addrspace(1) " : "", M);
    for (uint32_t k = 0; k < M; k++)
      gen_textf(G, &G->glob, "%si32 %d", k ? ", " : "", (int)gen_below(G, 200) - 100);
    gen_textf(G, &G->glob, "], align 4");
    A->row = s ? gen_cast(G, "zext", G->gid, T_I64) : gen_cint(G, T_I64, 0);
    return true;
  }
  /* shared memory: i32 indices into [0, sh_n) off tid.x */
  int s = fit_stride(G->threads, span + reach, G->sh_n, (int)G->sh_ks);
  if (s < 0) return false;
  A->et = (GTy)G->sh_et;
  snprintf(A->ptr, sizeof A->ptr, "%s", G->sh_ptr);
  A->pt = G->sh_pas == 3 ? "ptr addrspace(3)" : "ptr";
  A->row = s > 1 ? gen_ibin(G, O_MUL, G->tid, gen_cint(G, T_I32, s)) : s == 1 ? G->tid : gen_cint(G, T_I32, 0);
  return true;
}

/* The U loads of array A in this iteration (iv: the i64 IV, k: the i32 one). */
static void bu_loads(Gen *G, const BuArr *A, uint32_t U, const char *iv, const char *k, GVal *v) {
  bool sh = A->kind == 2;
  const char *it = sh ? "i32" : "i64", *tn = A->kind == 1 ? "i32" : TY(A->et).name;
  char x[24], rp[24], p[24], xd[24];
  if (A->inv) snprintf(x, sizeof x, "%s", A->row.txt);
  else {
    snprintf(x, sizeof x, "%%v%u", ++G->nid);
    gen_inst(G, "%s = add %s%s %s, %s", x, nw(G, "nuw nsw "), it, A->row.txt, sh ? k : iv);
  }
  if (A->form) {
    snprintf(rp, sizeof rp, "%%v%u", ++G->nid);
    if (A->kind == 1)
      gen_inst(G, "%s = getelementptr inbounds [%u x i32], %s %s, i64 0, i64 %s", rp, A->M, A->pt, A->ptr, x);
    else
      gen_inst(G, "%s = getelementptr inbounds %s, %s %s, i64 %s", rp, tn, A->pt, A->ptr, x);
  }
  uint32_t es = A->kind == 1 ? 4 : ty_esize(A->et);
  for (uint32_t j = 0; j < U; j++) {
    int d = A->lo + (int)(j * A->sp);
    snprintf(p, sizeof p, "%%v%u", ++G->nid);
    if (A->form == 1)
      gen_inst(G, "%s = getelementptr inbounds %s, %s %s, i64 %d", p, tn, A->pt, rp, d);
    else if (A->form == 2)
      gen_inst(G, "%s = getelementptr inbounds i8, %s %s, i64 %d", p, A->pt, rp, d * (int)es);
    else {
      if (d == 0) snprintf(xd, sizeof xd, "%s", x);
      else {
        snprintf(xd, sizeof xd, "%%v%u", ++G->nid);
        gen_inst(G, "%s = add %s%s %s, %d", xd, nw(G, d > 0 ? "nuw nsw " : "nsw "), it, x, d);
      }
      if (A->kind == 1)
        gen_inst(G, "%s = getelementptr inbounds [%u x i32], %s %s, i64 0, i64 %s", p, A->M, A->pt, A->ptr, xd);
      else
        gen_inst(G, "%s = getelementptr inbounds %s, %s %s, %s %s", p, tn, A->pt, A->ptr, it, xd);
    }
    if (A->kind == 0) {
      v[j] = gen_load_ptr(G, A->b, p, A->et, false);
      continue;
    }
    v[j] = gen_def(G, A->et);
    v[j].flags = GV_CLEAN;
    gen_inst(G, "%s = load %s, %s %s, align %u", v[j].txt, tn, A->pt, p, es);
    gen_push(G, v[j]);
  }
}

void gen_st_basr_unrolled(Gen *G) {
  int o = gen_out_buf(G, T__N);
  if (o < 0 || ty_vec((GTy)G->buf[o].et) || G->buf[o].et == T_I1) return;
  GTy ot = (GTy)G->buf[o].et;
  uint32_t U = 4 + gen_below(G, BU_MAXU - 3), step = gen_chance(G, 70) ? U : 1;
  uint32_t tcmax = (G->K - U) / step + 1, tc = 2 + gen_below(G, 3);
  if (tcmax < 2) return;
  if (tc > tcmax) tc = tcmax;
  uint32_t reach = (tc - 1) * step;
  BuArr A[BU_MAXARR];
  uint32_t na = 0, want = 1 + gen_below(G, BU_MAXARR);
  bool need_k = false;
  for (uint32_t t = 0; t < want; t++)
    if (bu_plan(G, &A[na], U, reach)) need_k |= A[na++].kind == 2;
  if (!na) return;
  gen_on(G, GEN_F_LOOP);
  GVal ob = G->obase;
  uint32_t pre = G->cur, lh = gen_label_new(G), le = gen_label_new(G);
  gen_inst(G, "br label %%b%u", lh);
  gen_label(G, lh);
  G->loopdepth++;
  uint32_t mark = gen_mark(G);
  char iv[24], ivn[24], k[24] = "", kn[24] = "";
  snprintf(iv, sizeof iv, "%%v%u", ++G->nid);
  snprintf(ivn, sizeof ivn, "%%v%u", ++G->nid);
  gen_inst(G, "%s = phi i64 [ 0, %%b%u ], [ %s, %%b%u ]", iv, pre, ivn, lh);
  if (need_k) {
    snprintf(k, sizeof k, "%%v%u", ++G->nid);
    snprintf(kn, sizeof kn, "%%v%u", ++G->nid);
    gen_inst(G, "%s = phi i32 [ 0, %%b%u ], [ %s, %%b%u ]", k, pre, kn, lh);
  }
  GVal res[BU_MAXU], v[BU_MAXU];
  GOp op = gen_elem_op(G, ot);
  for (uint32_t a = 0; a < na; a++) {
    bu_loads(G, &A[a], U, iv, k, v);
    for (uint32_t j = 0; j < U; j++) {
      GVal x = gen_conv(G, v[j], ot);
      res[j] = a ? gen_apply(G, op, res[j], x) : x;
    }
  }
  /* this thread's output slots obase + iv + j (in [0, K) by the choice of tc) */
  char ox[24], p[24];
  snprintf(ox, sizeof ox, "%%v%u", ++G->nid);
  gen_inst(G, "%s = add %si64 %s, %s", ox, nw(G, "nuw nsw "), ob.txt, iv);
  for (uint32_t j = 0; j < U; j++) {
    GVal idx = gen_def(G, T_I64);
    if (j) gen_inst(G, "%s = add %si64 %s, %u", idx.txt, nw(G, "nuw nsw "), ox, j);
    else snprintf(idx.txt, sizeof idx.txt, "%s", ox);
    gen_store_ptr(G, (uint32_t)o, gen_addr(G, (uint32_t)o, idx, p, sizeof p), res[j], j == 0);
  }
  GVal c = gen_def(G, T_I1);
  gen_inst(G, "%s = add %si64 %s, %u", ivn, nw(G, "nuw nsw "), iv, step);
  if (need_k) gen_inst(G, "%s = add %si32 %s, %u", kn, nw(G, "nuw nsw "), k, step);
  gen_inst(G, "%s = icmp ult i64 %s, %u", c.txt, ivn, tc * step);
  gen_inst(G, "br i1 %s, label %%b%u, label %%b%u", c.txt, lh, le);
  gen_pop(G, mark);
  G->loopdepth--;
  gen_label(G, le);
  gen_shape(G, GEN_S_BASE_OFF);
}

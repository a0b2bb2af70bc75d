/* generators/gen_loop.c -- counted loops: the shapes loop strength
 * reduction and base address strength reduction look for.  Each loop has
 * an induction variable (i32 or i64, counting up or down, step 1, 2 or 4),
 * a constant or masked trip count (optionally guarded against zero trips),
 * "streams" of affine accesses base + iv*stride + j over several arrays
 * (input buffers, and this thread's output slots), loop-carried
 * accumulators (reductions), and may nest.
 *
 * Contract: gen_priv.h.  Termination and bounds by construction: the trip
 * count is at most 16 and never poison, and every stream is placed so that
 * base + ivmax*stride + lanes - 1 stays inside its buffer (input: [0, N),
 * output: this thread's [g*K, g*K + K)), which the value ranges prove, so
 * the address arithmetic carries nuw/nsw and needs no masking (a masked
 * index would hide the affine recurrence from SCEV).
 *
 * Layout (rotated, as clang emits at -O1):
 *   pre:   stream bases, accumulator inits, [guard: br tc == 0 ? exit : hdr]
 *   hdr:   iv / accumulator phis; body (may contain diamonds, loops)
 *   latch: acc.n = acc OP y; iv.n = iv +- step; br cond, hdr, exit
 *   exit:  [phis of the guard], results stored
 */
#include <stdio.h>
#include <string.h>

#include "gen_priv.h"

enum { MAXSTREAM = 3, MAXACC = 3 };

typedef struct GStream {
  uint32_t b;         /* buffer */
  GVal base;          /* i64 index of iteration 0 (loop invariant) */
  uint64_t stride;    /* elements per unit of the induction variable */
  uint32_t lanes;     /* elements j = 0..lanes-1 are in bounds per iteration */
  char bptr[24];      /* pointer to element base, "" if none */
} GStream;

typedef struct GLoopCtx {
  struct GLoopCtx *up;
  GVal iv, iv64;      /* induction variable and its i64 form */
  uint64_t ivmax;     /* 0 <= iv <= ivmax */
  GStream in[MAXSTREAM], out;
  GStream sh;         /* over the shared array (i32 indices, 32-bit pointers) */
  uint32_t nin;
  bool has_out, has_sh;
  uint32_t arrays;    /* distinct affine streams used (for the shape count) */
} GLoopCtx;


/* x * m for any positive m (shl for powers of two, sometimes). */
static GVal scale(Gen *G, GVal x, uint64_t m) {
  if (m == 1) return x;
  if ((m & (m - 1)) == 0 && gen_chance(G, 50))
    return gen_ibin(G, O_SHL, x, gen_cint(G, (GTy)x.ty, __builtin_ctzll(m)));
  return gen_ibin(G, O_MUL, x, gen_cint(G, (GTy)x.ty, (int64_t)m));
}

static GVal to_i64(Gen *G, GVal v) {
  if (v.ty == T_I64) return v;
  return gen_cast(G, gen_chance(G, 50) ? "sext" : "zext", v, T_I64);
}

/* ------------------------------------------------------------------ */
/* Streams                                                              */

/* A loop-invariant i64 offset in [0, room]: constant, masked, from the
 * thread id, or from an enclosing loop's induction variable. */
static GVal invariant_offset(Gen *G, uint64_t room) {
  uint64_t m = 1;
  while (m * 2 - 1 <= room) m *= 2;
  m -= 1;  /* largest 2^k - 1 <= room */
  uint32_t form = gen_below(G, 8);
  GLoopCtx *up = G->lctx;
  if (form < 2 && up && up->ivmax > 0 && up->ivmax <= room) {
    uint64_t s = room / up->ivmax;
    if (s > 4) s = 4;
    return scale(G, up->iv64, s > 0 ? s : 1);
  }
  if (form < 4 && (uint64_t)(G->nthreads - 1) <= room && m) {
    uint64_t s = room / (G->nthreads > 1 ? G->nthreads - 1 : 1);
    if (s > 8) s = 8;
    return scale(G, to_i64(G, G->gid), s ? s : 1);
  }
  if (form < 6 && m) return to_i64(G, gen_masked(G, gen_chance(G, 30) && gen_on(G, GEN_F_INTW) ? T_I64 : T_I32, m));
  return gen_cint(G, T_I64, gen_below(G, (uint32_t)(room > 1000 ? 1000 : room) + 1));
}

/* Places a stream over buffer b with elements limit; false if it cannot fit. */
static bool make_stream(Gen *G, GLoopCtx *L, GStream *s, uint32_t b, uint64_t limit) {
  static const uint64_t strides[] = {1, 1, 2, 4, 3, 8};
  s->b = b;
  s->lanes = gen_chance(G, 40) ? 2u << gen_below(G, 2) : 1;
  s->stride = strides[gen_below(G, 6)];
  if (s->stride < s->lanes && gen_chance(G, 70)) s->stride = s->lanes;
  while (L->ivmax * s->stride + s->lanes > limit && s->stride > 1) s->stride /= 2;
  if (L->ivmax * s->stride + s->lanes > limit) return false;
  GVal off = invariant_offset(G, limit - (L->ivmax * s->stride + s->lanes));
  s->base = off;
  s->bptr[0] = 0;
  return true;
}

static void stream_ptr(Gen *G, GStream *s) {
  if (gen_has(G, GEN_F_GEP) && gen_chance(G, 40)) gen_addr(G, s->b, s->base, s->bptr, sizeof s->bptr);
}

/* A stream over the shared array: base + iv*stride in [0, sh_n), the base
 * from tid.x (each thread its own window) or a masked value, in i32. */
static bool make_shared_stream(Gen *G, GLoopCtx *L, GStream *s) {
  static const uint64_t strides[] = {1, 1, 2, 4};
  s->lanes = 1;
  s->stride = strides[gen_below(G, 4)];
  while (L->ivmax * s->stride + 1 > G->sh_n && s->stride > 1) s->stride /= 2;
  if (L->ivmax * s->stride + 1 > G->sh_n) return false;
  uint64_t room = G->sh_n - (L->ivmax * s->stride + 1), m = 1;
  while (m * 2 - 1 <= room) m *= 2;
  if (G->threads - 1 <= room && gen_chance(G, 60)) {
    uint64_t k = room / (G->threads > 1 ? G->threads - 1 : 1);
    s->base = scale(G, G->tid, k > 4 ? 4 : k ? k : 1);
  } else if (m > 1) {
    s->base = gen_masked(G, T_I32, m - 1);
  } else {
    s->base = gen_cint(G, T_I32, 0);
  }
  s->bptr[0] = 0;
  return true;
}

static void make_streams(Gen *G, GLoopCtx *L) {
  uint32_t want = 1 + gen_below(G, MAXSTREAM);
  if (want < 2 && gen_chance(G, 60)) want = 2;
  L->nin = 0;
  for (uint32_t i = 0; i < want; i++) {
    int b = gen_in_buf(G, T__N);
    if (b >= 0 && make_stream(G, L, &L->in[L->nin], (uint32_t)b, G->Nin)) stream_ptr(G, &L->in[L->nin++]);
  }
  L->has_sh = G->sh_ready && gen_chance(G, 50) && make_shared_stream(G, L, &L->sh);
  int o = gen_out_buf(G, T__N);
  L->has_out = o >= 0 && gen_chance(G, 70) && make_stream(G, L, &L->out, (uint32_t)o, G->K);
  if (L->has_out) {
    L->out.base = gen_ibin(G, O_ADD, G->obase, L->out.base);
    stream_ptr(G, &L->out);
  }
}

/* The i64 index base + iv*stride + j of stream s, in one of the forms
 * front ends and earlier passes produce. */
static GVal aff_index(Gen *G, GLoopCtx *L, const GStream *s, uint32_t j) {
  uint32_t form = gen_below(G, 3);
  if (form == 1 && L->iv.ty == T_I32) {  /* 32-bit arithmetic, then extended */
    GVal t = scale(G, L->iv, s->stride);
    if (j) t = gen_ibin(G, O_ADD, t, gen_cint(G, T_I32, j));
    return gen_ibin(G, O_ADD, to_i64(G, t), s->base);
  }
  GVal t = scale(G, L->iv64, s->stride);
  if (form == 2) {
    GVal bj = j ? gen_ibin(G, O_ADD, s->base, gen_cint(G, T_I64, j)) : s->base;
    return gen_ibin(G, O_ADD, bj, t);
  }
  GVal u = gen_ibin(G, O_ADD, t, s->base);
  return j ? gen_ibin(G, O_ADD, u, gen_cint(G, T_I64, j)) : u;
}

/* A pointer to element j of stream s in this iteration. */
static const char *aff_ptr(Gen *G, GLoopCtx *L, const GStream *s, uint32_t j, char *out, size_t n) {
  if (s->bptr[0] && gen_chance(G, 70)) {  /* GEP chain off the hoisted base pointer */
    gen_on(G, GEN_F_GEP);
    GVal t = scale(G, L->iv64, s->stride);
    if (j) t = gen_ibin(G, O_ADD, t, gen_cint(G, T_I64, j));
    snprintf(out, n, "%%v%u", ++G->nid);
    const GBufP *B = &G->buf[s->b];
    gen_inst(G, "%s = getelementptr inbounds %s, %s %s, i64 %s", out, TY(B->et).name,
             B->pas == 1 ? "ptr addrspace(1)" : "ptr", s->bptr, t.txt);
    return out;
  }
  return gen_addr(G, s->b, aff_index(G, L, s, j), out, n);
}

/* ------------------------------------------------------------------ */
/* Body statements                                                      */

/* Loads from one or more streams (all lanes, sometimes), combines them,
 * and stores into the output stream or this thread's slots. */
static void aff_stmt(Gen *G, GLoopCtx *L) {
  if (!L->nin) return gen_stmt(G);
  uint32_t first = gen_below(G, L->nin), ns = L->nin >= 2 && gen_chance(G, 75) ? 2 + gen_below(G, L->nin - 1) : 1;
  GVal r;
  bool have = false;
  char p[24];
  for (uint32_t i = 0; i < ns; i++) {
    const GStream *s = &L->in[(first + i) % L->nin];
    GTy et = (GTy)G->buf[s->b].et;
    bool all = s->lanes > 1 && gen_chance(G, 50);
    for (uint32_t j = all ? 0 : gen_below(G, s->lanes); j < (all ? s->lanes : j + 1); j++) {
      GVal v = gen_load_ptr(G, s->b, aff_ptr(G, L, s, j, p, sizeof p), et, false);
      if (!have) r = v, have = true;
      else r = gen_apply(G, gen_elem_op(G, (GTy)r.ty), r, gen_conv(G, v, (GTy)r.ty));
      if (j + 1 == s->lanes) break;
    }
  }
  if (L->has_sh && gen_chance(G, 40)) {  /* sh[base + iv*stride] */
    GVal iv = L->iv.ty == T_I32 ? L->iv : gen_cast(G, "trunc", L->iv, T_I32);
    GVal v = gen_shared_load_at(G, gen_ibin(G, O_ADD, scale(G, iv, L->sh.stride), L->sh.base));
    r = have ? gen_apply(G, gen_elem_op(G, (GTy)r.ty), r, gen_conv(G, v, (GTy)r.ty)) : v;
    have = true, ns++;
  }
  if (ns >= 2) L->arrays = ns > L->arrays ? ns : L->arrays;
  if (gen_chance(G, 30)) r = gen_apply(G, gen_elem_op(G, (GTy)r.ty), r, gen_leaf(G, (GTy)r.ty, true));
  if (L->has_out && gen_chance(G, 65)) {
    const GStream *o = &L->out;
    GVal v = gen_conv(G, r, (GTy)G->buf[o->b].et);
    gen_store_ptr(G, o->b, aff_ptr(G, L, o, gen_below(G, o->lanes), p, sizeof p), v, false);
  } else if (gen_chance(G, 50)) {
    gen_store_out(G, r);
  }
}

static void body(Gen *G, GLoopCtx *L, uint32_t budget) {
  uint32_t end = G->ninsts + budget, saved = G->limit;
  if (end < G->limit) G->limit = end;
  aff_stmt(G, L);
  bool nest = (G->forced >> GEN_F_NEST & 1) && G->loopdepth == 1;  /* forced: always one nested loop */
  if (gen_has(G, GEN_F_NEST) && G->loopdepth < 2 && (nest || gen_chance(G, 50))) gen_st_loop(G, budget / 3 + 4);
  while (G->ninsts < end && !G->oom) {
    if (gen_chance(G, 55)) aff_stmt(G, L);
    else gen_stmt(G);
  }
  G->limit = saved;
}

/* ------------------------------------------------------------------ */
/* The loop                                                             */

typedef struct LoopPlan {
  GTy ivt;
  uint32_t step, tcmax;
  bool down, guard;
  GVal tc;            /* trip count (i32/i64), constant or masked */
  GVal start, bound;  /* first iv value; the value iv.n exits at (up) */
  GTy acct[MAXACC];
  GVal accinit[MAXACC];
  uint32_t kind[MAXACC], nacc;
} LoopPlan;

/* Trip count, direction and step; emits the preheader computations. */
static void plan_trip(Gen *G, LoopPlan *P) {
  P->ivt = gen_chance(G, 35) && gen_on(G, GEN_F_INTW) ? T_I64 : T_I32;  /* 64-bit IVs: int-widths */
  P->step = gen_chance(G, 80) ? 1 : 2u << gen_below(G, 2);
  P->down = gen_chance(G, 20);
  P->guard = false;
  uint32_t hi = G->loopdepth > 0 ? 4 : gen_chance(G, 80) ? 8 : 16;
  if (gen_chance(G, 35)) {  /* a trip count computed at run time, at most hi */
    GVal x = gen_masked(G, P->ivt, hi - 1);
    P->guard = !P->down && gen_has(G, GEN_F_PHI) && gen_chance(G, 40);
    P->tc = P->guard ? x : gen_ibin(G, O_ADD, x, gen_cint(G, P->ivt, 1));
    P->tcmax = hi;
    P->start = P->down ? scale(G, x, P->step) : gen_cint(G, P->ivt, 0);
    P->bound = scale(G, P->tc, P->step);
  } else {
    P->tcmax = 1 + gen_below(G, hi);
    P->tc = gen_cint(G, P->ivt, P->tcmax);
    P->start = gen_cint(G, P->ivt, P->down ? (int64_t)(P->tcmax - 1) * P->step : 0);
    P->bound = gen_cint(G, P->ivt, (int64_t)P->tcmax * P->step);
  }
}

static void plan_accs(Gen *G, LoopPlan *P, const GLoopCtx *L) {
  P->nacc = gen_below(G, MAXACC + 1);
  for (uint32_t k = 0; k < P->nacc; k++) {
    GTy t = L->nin && gen_chance(G, 70) ? (GTy)G->buf[L->in[gen_below(G, L->nin)].b].et : gen_rand_scalar(G);
    P->acct[k] = t;
    P->kind[k] = gen_red_kind(G, t);
    P->accinit[k] = gen_leaf(G, t, true);
  }
}

/* The phis of the header; returns the reserved names of the next values. */
static void header(Gen *G, LoopPlan *P, GLoopCtx *L, uint32_t pre, uint32_t latch, GVal *accs, char nxt[][24]) {
  const char *tn = TY(P->ivt).name;
  for (uint32_t k = 0; k <= P->nacc; k++) snprintf(nxt[k], 24, "%%v%u", ++G->nid);
  GVal iv = gen_def(G, P->ivt);
  iv.flags = GV_CLEAN | GV_RANGE;
  iv.hi = L->ivmax;
  iv.tz = (uint8_t)__builtin_ctz(P->step);
  gen_inst(G, "%s = phi %s [ %s, %%b%u ], [ %s, %%b%u ]", iv.txt, tn, P->start.txt, pre, nxt[P->nacc], latch);
  for (uint32_t k = 0; k < P->nacc; k++) {
    accs[k] = gen_def(G, P->acct[k]);
    accs[k].flags = GV_CLEAN;
    gen_inst(G, "%s = phi %s [ %s, %%b%u ], [ %s, %%b%u ]", accs[k].txt, TY(P->acct[k]).name, P->accinit[k].txt, pre,
             nxt[k], latch);
  }
  gen_push(G, iv);
  for (uint32_t k = 0; k < P->nacc; k++) gen_push(G, accs[k]);
  L->iv = iv;
  L->iv64 = to_i64(G, iv);
}

/* What accumulator k adds up: the latest clean value of its type the body
 * computed (or the latest clean scalar, converted), so that the loop is a
 * reduction s = s OP f(a[i]) over the loaded data. */
static GVal reduced_value(Gen *G, GTy t, uint32_t mark, const GVal *accs, uint32_t nacc) {
  const GVal *any = NULL;
  for (uint32_t i = G->npool; i-- > mark;) {
    const GVal *v = &G->pool[i];
    bool is_acc = false;
    for (uint32_t k = 0; k < nacc; k++) is_acc |= !strcmp(v->txt, accs[k].txt);
    if (!(v->flags & GV_CLEAN) || is_acc || v->ty == T_I1 || ty_vec((GTy)v->ty)) continue;
    if (v->ty == t) return *v;
    if (!any) any = v;
  }
  if (any && gen_chance(G, 80)) return gen_conv(G, *any, t);
  return gen_leaf(G, t, true);
}

/* The latch: accumulator updates, the increment and the exit test. */
static void latch(Gen *G, LoopPlan *P, GLoopCtx *L, const GVal *accs, char nxt[][24], GVal *outs, uint32_t lh,
                  uint32_t le, uint32_t mark) {
  for (uint32_t k = 0; k < P->nacc; k++) {
    GVal y = reduced_value(G, P->acct[k], mark, accs, P->nacc);
    memcpy(G->fixname, nxt[k], 24);
    outs[k] = gen_red_step(G, P->kind[k], accs[k], y);
    if (strcmp(outs[k].txt, nxt[k]) != 0) {  /* the step produced several values: copy into the name */
      memcpy(G->fixname, nxt[k], 24);
      GVal z = gen_cint(G, T_I1, 1);
      outs[k] = gen_select(G, z, outs[k], outs[k]);
    }
    G->fixname[0] = 0;
  }
  memcpy(G->fixname, nxt[P->nacc], 24);
  GVal ivn = gen_ibin(G, P->down ? O_SUB : O_ADD, L->iv, gen_cint(G, P->ivt, P->step));
  G->fixname[0] = 0;
  GVal c;
  if (P->down) {
    c = gen_chance(G, 50) ? gen_icmp(G, "ne", L->iv, gen_cint(G, P->ivt, 0)) : gen_icmp(G, "sgt", L->iv, gen_cint(G, P->ivt, 0));
  } else {
    static const char *const pr[] = {"ult", "slt", "ne"};
    c = gen_icmp(G, pr[gen_below(G, 3)], ivn, P->bound);
  }
  gen_inst(G, "br i1 %s, label %%b%u, label %%b%u", c.txt, lh, le);
}

/* The accumulators' values after the loop (phis when the loop is
 * guarded: all phis first), made available and mostly stored. */
static void exit_values(Gen *G, const LoopPlan *P, const GVal *outs, uint32_t pre, uint32_t ll) {
  GVal res[MAXACC];
  for (uint32_t k = 0; k < P->nacc; k++) {
    res[k] = outs[k];
    if (P->guard) {
      res[k] = gen_def(G, P->acct[k]);
      res[k].flags = outs[k].flags & P->accinit[k].flags & GV_CLEAN;
      gen_inst(G, "%s = phi %s [ %s, %%b%u ], [ %s, %%b%u ]", res[k].txt, TY(P->acct[k]).name, P->accinit[k].txt,
               pre, outs[k].txt, ll);
    }
    gen_push(G, res[k]);
  }
  for (uint32_t k = 0; k < P->nacc; k++) {
    if (P->kind[k] < O__N) gen_shape(G, GEN_S_REDUCTION);
    if (gen_chance(G, 75)) gen_store_out(G, res[k]);
  }
}

void gen_st_loop(Gen *G, uint32_t budget) {
  if (!gen_on(G, GEN_F_LOOP)) return gen_stmt(G);
  if (G->loopdepth > 0) gen_on(G, GEN_F_NEST);
  GLoopCtx L;
  LoopPlan P;
  memset(&L, 0, sizeof L);
  L.up = G->lctx;
  plan_trip(G, &P);
  L.ivmax = (uint64_t)(P.tcmax - 1) * P.step;
  make_streams(G, &L);
  plan_accs(G, &P, &L);
  uint32_t lh = gen_label_new(G), ll = gen_label_new(G), le = gen_label_new(G), pre = G->cur;
  if (P.guard) {
    GVal z = gen_icmp(G, "eq", P.tc, gen_cint(G, P.ivt, 0));
    gen_inst(G, "br i1 %s, label %%b%u, label %%b%u", z.txt, le, lh);
  } else {
    gen_inst(G, "br label %%b%u", lh);
  }
  uint32_t mark = gen_mark(G);
  GVal accs[MAXACC], outs[MAXACC];
  char nxt[MAXACC + 1][24];
  gen_label(G, lh);
  header(G, &P, &L, pre, ll, accs, nxt);
  G->loopdepth++, G->cfdepth++;
  G->lctx = &L;
  body(G, &L, budget);
  G->lctx = L.up;
  gen_inst(G, "br label %%b%u", ll);
  gen_label(G, ll);
  latch(G, &P, &L, accs, nxt, outs, lh, le, mark);
  G->loopdepth--, G->cfdepth--;
  gen_pop(G, mark);
  gen_label(G, le);
  if (L.arrays >= 2 || (L.nin >= 1 && L.has_out)) gen_shape(G, GEN_S_AFFINE_LOOP);
  exit_values(G, &P, outs, pre, ll);
}

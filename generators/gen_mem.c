/* generators/gen_mem.c -- memory in generated kernels: element indices
 * that are in bounds by construction, addresses (typed, byte-offset,
 * array-typed, i32-indexed GEPs, GEP chains, address-space casts), loads
 * and stores, the per-block shared array and the per-thread local array.
 *
 * Contract: gen_priv.h.  The memory discipline that keeps every run free
 * of out-of-bounds accesses, uninitialized reads and data races:
 *   - a buffer holds elements of one element type (the only type the
 *     kernel loads or stores through it, so the input generator sizes it
 *     right): an input buffer G->Nin of them (GenProgram.inputs.min_elems),
 *     an output buffer G->N = threads * K >= Nin (its dereferenceable
 *     size); input buffers are only read, at indices masked into [0, Nin);
 *   - output buffers: thread g (the global thread id) reads and writes only
 *     elements [g*K, g*K + K);
 *   - shared memory: each thread writes its own KS slots, then a barrier,
 *     then any thread may read any slot (until the next write phase, which
 *     is fenced by barriers on both sides); barriers only at the top level;
 *   - the local array is fully written in the entry block before any read.
 */
#include <stdio.h>
#include <string.h>

#include "gen_priv.h"

static const char *pty(unsigned as) {
  switch (as) {
  case 1: return "ptr addrspace(1)";
  case 3: return "ptr addrspace(3)";
  case 5: return "ptr addrspace(5)";
  default: return "ptr";
  }
}

static unsigned log2u(uint64_t v) {
  unsigned k = 0;
  while (((uint64_t)1 << k) < v) k++;
  return k;
}

/* A fresh name for a pointer value. */
static void ptr_name(Gen *G, char *out, size_t n) { snprintf(out, n, "%%v%u", ++G->nid); }

/* ------------------------------------------------------------------ */
/* Buffers and indices                                                  */

static int pick_buf(Gen *G, GTy et, bool out) {
  int cand[GEN_MAXBUF], n = 0;
  for (uint32_t i = 0; i < G->nbuf; i++)
    if (G->buf[i].out == out && (et == T__N || G->buf[i].et == et)) cand[n++] = (int)i;
  return n ? cand[gen_below(G, (uint32_t)n)] : -1;
}

int gen_in_buf(Gen *G, GTy et) { return pick_buf(G, et, false); }
int gen_out_buf(Gen *G, GTy et) { return pick_buf(G, et, true); }

/* v (a ranged integer) as an i64. */
static GVal to_i64(Gen *G, GVal v) {
  if (v.ty == T_I64) return v;
  return gen_cast(G, gen_chance(G, 50) ? "zext" : "sext", v, T_I64);
}

/* x * m for a power of two m (shl or mul). */
static GVal scale(Gen *G, GVal x, uint64_t m) {
  if (m == 1) return x;
  if (gen_chance(G, 50)) return gen_ibin(G, O_SHL, x, gen_cint(G, (GTy)x.ty, log2u(m)));
  return gen_ibin(G, O_MUL, x, gen_cint(G, (GTy)x.ty, (int64_t)m));
}

/* An index built from the thread id: gid * align (+ a constant), when it
 * fits in [0, N - align]. */
static bool gid_index(Gen *G, uint32_t align, GVal *out) {
  uint64_t span = (uint64_t)G->nthreads * align;
  if (span > G->Nin) return false;
  GVal x = scale(G, gen_chance(G, 50) ? to_i64(G, G->gid) : G->gid, align);
  uint64_t room = (G->Nin - span) / align;
  if (room && gen_chance(G, 60)) x = gen_ibin(G, O_ADD, x, gen_cint(G, (GTy)x.ty, (int64_t)(gen_below(G, (uint32_t)room + 1) * align)));
  *out = to_i64(G, x);
  return true;
}

GVal gen_in_index(Gen *G, uint32_t align) {
  uint64_t mask = (G->Nin - 1) & ~(uint64_t)(align - 1);
  uint32_t form = G->memdepth > 0 ? gen_below(G, 4) : gen_below(G, 10);
  GVal r;
  if (form < 2) return gen_cint(G, T_I64, (int64_t)(gen_below(G, G->Nin / align) * align));
  if (form < 4 && gid_index(G, align, &r)) return r;
  G->memdepth++;
  int ib = gen_in_buf(G, T_I32);
  if (form == 4 && ib >= 0) {  /* an index read from memory (gather) */
    GVal v = gen_load_at(G, (uint32_t)ib, gen_in_index(G, 1), T_I32);
    r = to_i64(G, gen_ibin(G, O_AND, v, gen_cint(G, T_I32, (int64_t)mask)));
  } else {
    GTy t = gen_chance(G, 25) && gen_on(G, GEN_F_INTW) ? T_I64 : T_I32;
    GVal x = gen_expr(G, t, 1, true);
    r = to_i64(G, gen_ibin(G, O_AND, x, gen_cint(G, t, (int64_t)mask)));
  }
  G->memdepth--;
  return r;
}

GVal gen_out_index(Gen *G, uint32_t b, uint32_t align) {
  GBufP *B = &G->buf[b];
  GVal slot;
  if (gen_chance(G, 70) || G->memdepth > 0) {
    uint32_t s = (B->next + align - 1) & ~(align - 1);
    if (s + align > G->K) s = 0;
    B->next = s + align;
    slot = gen_cint(G, T_I64, s);
  } else {
    G->memdepth++;
    GTy t = gen_chance(G, 30) && gen_on(G, GEN_F_INTW) ? T_I64 : T_I32;
    GVal x = gen_expr(G, t, 1, true);
    slot = to_i64(G, gen_ibin(G, O_AND, x, gen_cint(G, t, (int64_t)((G->K - 1) & ~(uint64_t)(align - 1)))));
    G->memdepth--;
  }
  return gen_ibin(G, gen_chance(G, 80) ? O_ADD : O_OR, G->obase, slot);
}

/* ------------------------------------------------------------------ */
/* Addresses                                                            */

static const char *inb(Gen *G) { return gen_chance(G, 90) ? "inbounds " : ""; }

const char *gen_addr(Gen *G, uint32_t b, GVal idx, char *out, size_t n) {
  GBufP *B = &G->buf[b];
  const char *tn = TY(B->et).name, *pt = pty(B->pas);
  uint32_t es = ty_esize((GTy)B->et), form = gen_below(G, 10);
  ptr_name(G, out, n);
  if (form == 6 && gen_has(G, GEN_F_INTW) && es > 1) {  /* byte offsets */
    GVal off = scale(G, idx, es);
    gen_inst(G, "%s = getelementptr %si8, %s %s, i64 %s", out, inb(G), pt, B->ptr, off.txt);
  } else if (form == 7) {
    gen_inst(G, "%s = getelementptr %s[%u x %s], %s %s, i64 0, i64 %s", out, inb(G), gen_buf_elems(G, b), tn, pt, B->ptr, idx.txt);
  } else if (form == 8 && (idx.flags & GV_RANGE) && idx.hi <= 0x7fffffff) {
    GVal i32 = gen_cast(G, "trunc", idx, T_I32);
    gen_inst(G, "%s = getelementptr %s%s, %s %s, i32 %s", out, inb(G), tn, pt, B->ptr, i32.txt);
  } else {
    gen_inst(G, "%s = getelementptr %s%s, %s %s, i64 %s", out, inb(G), tn, pt, B->ptr, idx.txt);
  }
  return out;
}

const char *gen_addr_off(Gen *G, uint32_t b, const char *p, uint32_t k, char *out, size_t n) {
  GBufP *B = &G->buf[b];
  if (k == 0 && gen_chance(G, 50)) {
    snprintf(out, n, "%s", p);
    return out;
  }
  gen_on(G, GEN_F_GEP);
  ptr_name(G, out, n);
  gen_inst(G, "%s = getelementptr inbounds %s, %s %s, i64 %u", out, TY(B->et).name, pty(B->pas), p, k);
  return out;
}

/* ------------------------------------------------------------------ */
/* Loads and stores                                                     */

static GVal load_ptr(Gen *G, unsigned as, const char *p, GTy t, uint32_t align, bool clean) {
  GVal r = gen_def(G, t);
  r.flags = clean ? GV_CLEAN : 0;
  if (t == T_I8 || t == T_I16) r.flags |= 0;  /* values, no range */
  gen_inst(G, "%s = load %s%s, %s %s, align %u", r.txt, gen_chance(G, 2) ? "volatile " : "", TY(t).name, pty(as), p, align);
  gen_push(G, r);
  return r;
}

/* The alignment of an access of type t at an index that is a multiple of
 * its lanes: the element size, or the whole vector. */
static uint32_t access_align(Gen *G, GTy t) {
  uint32_t es = ty_esize(t);
  return ty_vec(t) && gen_chance(G, 60) ? es * TY(t).lanes : es;
}

GVal gen_load_at(Gen *G, uint32_t b, GVal idx, GTy t) {
  char p[24];
  gen_addr(G, b, idx, p, sizeof p);
  return load_ptr(G, G->buf[b].pas, p, t, access_align(G, t), !(G->buf[b].out && G->buf[b].dirty));
}

/* Loads type t (element or vector of buffer b) through pointer p that is
 * aligned for it when aligned. */
GVal gen_load_ptr(Gen *G, uint32_t b, const char *p, GTy t, bool aligned) {
  uint32_t a = aligned ? access_align(G, t) : ty_esize(t);
  return load_ptr(G, G->buf[b].pas, p, t, a, !(G->buf[b].out && G->buf[b].dirty));
}

void gen_store_ptr(Gen *G, uint32_t b, const char *p, GVal v, bool aligned) {
  GBufP *B = &G->buf[b];
  uint32_t a = aligned ? access_align(G, (GTy)v.ty) : ty_esize((GTy)v.ty);
  if (!(v.flags & GV_CLEAN)) B->dirty = 1;
  gen_inst(G, "store %s%s %s, %s %s, align %u", gen_chance(G, 2) ? "volatile " : "", TY(v.ty).name, v.txt, pty(B->pas), p, a);
}

void gen_store_at(Gen *G, uint32_t b, GVal idx, GVal v) {
  char p[24];
  gen_addr(G, b, idx, p, sizeof p);
  gen_store_ptr(G, b, p, v, true);
}

GVal gen_load_any(Gen *G, GTy t) {
  GTy et = (GTy)TY(t).elem;
  int b = gen_in_buf(G, et);
  if (b >= 0) return gen_load_at(G, (uint32_t)b, gen_in_index(G, TY(t).lanes), t);
  b = gen_in_buf(G, T__N);
  if (b < 0) return ty_fp(t) ? gen_rand_cfp(G, t) : gen_rand_cint(G, t);
  GVal v = gen_load_at(G, (uint32_t)b, gen_in_index(G, 1), (GTy)G->buf[b].et);
  return gen_conv(G, v, t);
}

void gen_store_out(Gen *G, GVal v) {
  GTy et = (GTy)TY(v.ty).elem;
  int b = gen_out_buf(G, et);
  if (b < 0 || et == T_I1) {
    b = gen_out_buf(G, T__N);
    v = gen_conv(G, v, (GTy)G->buf[b].et);
  }
  uint32_t lanes = TY(v.ty).lanes;
  char p[24], q[24];
  if (gen_has(G, GEN_F_GEP) && gen_chance(G, 30) && lanes == 1) {
    /* anchor at this thread's base, then the slot: base + tid*K + c */
    gen_addr(G, (uint32_t)b, G->obase, p, sizeof p);
    gen_addr_off(G, (uint32_t)b, p, gen_below(G, G->K), q, sizeof q);
    gen_store_ptr(G, (uint32_t)b, q, v, true);
    return;
  }
  gen_store_at(G, (uint32_t)b, gen_out_index(G, (uint32_t)b, lanes), v);
}

/* ------------------------------------------------------------------ */
/* Shared memory                                                        */

static void barrier(Gen *G) {
  if (gen_chance(G, 75)) {
    gen_declare(G, "void", "llvm.nvvm.barrier0", "");
    gen_inst(G, "call void @llvm.nvvm.barrier0()");
  } else {
    gen_declare(G, "void", "llvm.nvvm.barrier.sync", "i32");
    gen_inst(G, "call void @llvm.nvvm.barrier.sync(i32 0)");
  }
}

/* Writes this thread's KS shared slots with clean values. */
static void shared_write_own(Gen *G) {
  bool ready = G->sh_ready;
  G->sh_ready = false;  /* no reads of shared memory in a write phase */
  GVal base = gen_ibin(G, O_MUL, G->tid, gen_cint(G, T_I32, G->sh_ks));
  for (uint32_t j = 0; j < G->sh_ks; j++) {
    GVal idx = j ? gen_ibin(G, O_ADD, base, gen_cint(G, T_I32, j)) : base;
    GVal v = gen_conv(G, gen_expr(G, (GTy)G->sh_et, 2, true), (GTy)G->sh_et);
    char p[24];
    ptr_name(G, p, sizeof p);
    gen_inst(G, "%s = getelementptr inbounds %s, %s %s, i32 %s", p, TY(G->sh_et).name, pty(G->sh_pas), G->sh_ptr, idx.txt);
    gen_inst(G, "store %s %s, %s %s, align %u", TY(G->sh_et).name, v.txt, pty(G->sh_pas), p, ty_esize((GTy)G->sh_et));
  }
  G->sh_ready = ready;
}

void gen_shared_init(Gen *G) {
  GTy et = gen_rand_scalar(G);
  G->sh_et = (uint8_t)et;
  G->sh_ks = 1u << gen_below(G, 3);
  G->sh_n = G->threads * G->sh_ks;
  gen_textf(G, &G->glob, "@sh = internal addrspace(3) global [%u x %s] undef, align %u", G->sh_n, TY(et).name,
            ty_esize(et));
  if (gen_has(G, GEN_F_ADDRSP) && gen_chance(G, 40)) {
    gen_on(G, GEN_F_ADDRSP);
    ptr_name(G, G->sh_ptr, sizeof G->sh_ptr);
    gen_inst(G, "%s = addrspacecast ptr addrspace(3) @sh to ptr", G->sh_ptr);
    G->sh_pas = 0;
  } else {
    snprintf(G->sh_ptr, sizeof G->sh_ptr, "@sh");
    G->sh_pas = 3;
  }
  shared_write_own(G);
  barrier(G);
  G->sh_ready = true;
}

void gen_shared_phase(Gen *G) {
  barrier(G);
  shared_write_own(G);
  barrier(G);
}

GVal gen_shared_load(Gen *G) {
  GVal idx;
  if (gen_chance(G, 50)) {  /* a neighbour's slot */
    GVal t = gen_ibin(G, O_ADD, G->tid, gen_cint(G, T_I32, gen_below(G, G->sh_n)));
    idx = gen_ibin(G, O_AND, t, gen_cint(G, T_I32, G->sh_n - 1));
  } else {
    G->memdepth++;
    idx = G->memdepth > 2 ? gen_cint(G, T_I32, gen_below(G, G->sh_n)) : gen_masked(G, T_I32, G->sh_n - 1);
    G->memdepth--;
  }
  return gen_shared_load_at(G, idx);
}

GVal gen_shared_load_at(Gen *G, GVal idx) {
  char p[24];
  ptr_name(G, p, sizeof p);
  if (gen_chance(G, 30))
    gen_inst(G, "%s = getelementptr inbounds [%u x %s], %s %s, i32 0, i32 %s", p, G->sh_n, TY(G->sh_et).name,
             pty(G->sh_pas), G->sh_ptr, idx.txt);
  else
    gen_inst(G, "%s = getelementptr inbounds %s, %s %s, i32 %s", p, TY(G->sh_et).name, pty(G->sh_pas), G->sh_ptr, idx.txt);
  return load_ptr(G, G->sh_pas, p, (GTy)G->sh_et, ty_esize((GTy)G->sh_et), true);
}

/* ------------------------------------------------------------------ */
/* The local array                                                      */

static const char *local_elem(Gen *G, GVal idx, char *p, size_t n) {
  ptr_name(G, p, n);
  gen_inst(G, "%s = getelementptr inbounds [%u x %s], %s %s, i64 0, i64 %s", p, GEN_LOCALN, TY(G->loc_et).name,
           pty(G->loc_pas), G->loc_ptr, idx.txt);
  return p;
}

void gen_local_init(Gen *G) {
  GTy et = gen_rand_scalar(G);
  G->loc_et = (uint8_t)et;
  char a[24];
  ptr_name(G, a, sizeof a);
  bool as5 = gen_has(G, GEN_F_ADDRSP) && gen_chance(G, 50);
  gen_inst(G, "%s = alloca [%u x %s], align %u%s", a, GEN_LOCALN, TY(et).name, ty_esize(et), as5 ? ", addrspace(5)" : "");
  G->loc_pas = as5 ? 5 : 0;
  snprintf(G->loc_ptr, sizeof G->loc_ptr, "%s", a);
  if (as5) {
    gen_on(G, GEN_F_ADDRSP);
    if (gen_chance(G, 50)) {
      ptr_name(G, G->loc_ptr, sizeof G->loc_ptr);
      gen_inst(G, "%s = addrspacecast ptr addrspace(5) %s to ptr", G->loc_ptr, a);
      G->loc_pas = 0;
    }
  }
  for (uint32_t j = 0; j < GEN_LOCALN; j++) {
    GVal v = gen_conv(G, gen_leaf(G, et, true), et);
    char p[24];
    local_elem(G, gen_cint(G, T_I64, j), p, sizeof p);
    gen_inst(G, "store %s %s, %s %s, align %u", TY(et).name, v.txt, pty(G->loc_pas), p, ty_esize(et));
  }
  G->loc_ready = true;
}

/* A masked index into the local array (i64 arithmetic only with int-widths). */
static GVal local_index(Gen *G) {
  if (gen_chance(G, 30) && gen_on(G, GEN_F_INTW)) return gen_masked(G, T_I64, GEN_LOCALN - 1);
  return to_i64(G, gen_masked(G, T_I32, GEN_LOCALN - 1));
}

GVal gen_local_load(Gen *G) {
  G->memdepth++;
  GVal idx = G->memdepth > 2 ? gen_cint(G, T_I64, gen_below(G, GEN_LOCALN)) : local_index(G);
  G->memdepth--;
  char p[24];
  local_elem(G, idx, p, sizeof p);
  return load_ptr(G, G->loc_pas, p, (GTy)G->loc_et, ty_esize((GTy)G->loc_et), !G->loc_dirty);
}

void gen_local_store(Gen *G, GVal v) {
  v = gen_conv(G, v, (GTy)G->loc_et);
  GVal idx = local_index(G);
  char p[24];
  local_elem(G, idx, p, sizeof p);
  if (!(v.flags & GV_CLEAN)) G->loc_dirty = true;
  gen_inst(G, "store %s %s, %s %s, align %u", TY(v.ty).name, v.txt, pty(G->loc_pas), p, ty_esize((GTy)v.ty));
}

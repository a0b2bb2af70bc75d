/* generators/gen.c -- gen_program: one generated kernel from a 64-bit
 * seed.  Picks the swarm (features on or off), the grid, the types, the
 * kernel's denormal mode and the buffers (small: inputs and results cost
 * time in proportion to them), writes the entry block (thread ids,
 * address-space casts, the local array, the shared-memory write phase, an
 * optional bounds guard), then statements until the size goal, then
 * assembles the module text and parses it (so the result is exactly what
 * the parser and printer agree on, and an internal generator bug surfaces
 * as a parse error, never as a malformed module).
 *
 * Contract: gen.h.  Deterministic: everything random comes from one
 * splitmix64 stream seeded by GenOpts.seed, consumed in a fixed order.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_priv.h"

static const char *const feature_names[GEN_F__COUNT] = {
#define X(id, name) name,
  GEN_FEATURES(X)
#undef X
};

static const char *const shape_names[GEN_S__COUNT] = {
#define X(id, name) name,
  GEN_SHAPES(X)
#undef X
};

const char *gen_feature_name(GenFeature f) { return (unsigned)f < GEN_F__COUNT ? feature_names[f] : "?"; }
const char *gen_shape_name(GenShape s) { return (unsigned)s < GEN_S__COUNT ? shape_names[s] : "?"; }

void gen_opts_default(GenOpts *o) {
  memset(o, 0, sizeof *o);
  o->size = 100;
}

/* ------------------------------------------------------------------ */
/* --features                                                           */

/* One token: [+|-]name or [+|-]all. */
static IrStatus feature_token(IrCtx *c, const char *s, size_t n, uint64_t *on, uint64_t *off) {
  bool minus = false;
  if (n && (*s == '+' || *s == '-')) minus = *s == '-', s++, n--;
  uint64_t bits = 0;
  if (n == 3 && !memcmp(s, "all", 3)) bits = ((uint64_t)1 << GEN_F__COUNT) - 1;
  for (int f = 0; f < GEN_F__COUNT && !bits; f++)
    if (strlen(feature_names[f]) == n && !memcmp(s, feature_names[f], n)) bits = (uint64_t)1 << f;
  if (!bits) {
    char known[512];
    size_t k = 0;
    for (int f = 0; f < GEN_F__COUNT; f++) k += (size_t)snprintf(known + k, sizeof known - k, "%s%s", f ? ", " : "", feature_names[f]);
    if (n == 0) return ir_error(c, IR_EUSER, NULL, 0, 0, "empty feature name in --features (known: all, %s)", known);
    return ir_error(c, IR_EUSER, NULL, 0, 0, "unknown feature '%.*s' (known: all, %s)", (int)(n > 64 ? 64 : n), s, known);
  }
  if (minus) *off |= bits, *on &= ~bits;
  else *on |= bits, *off &= ~bits;
  return IR_OK;
}

IrStatus gen_features_parse(IrCtx *c, const char *s, uint64_t *on, uint64_t *off) {
  if (!s) return ir_error(c, IR_EUSER, NULL, 0, 0, "no feature list");
  for (;;) {
    while (*s == ' ') s++;
    const char *e = strchr(s, ',');
    size_t n = e ? (size_t)(e - s) : strlen(s);
    while (n && s[n - 1] == ' ') n--;
    IrStatus st = feature_token(c, s, n, on, off);
    if (st) return st;
    if (!e) return IR_OK;
    s = e + 1;
  }
}

/* ------------------------------------------------------------------ */
/* Program setup                                                        */

static void pick_features(Gen *G, const GenOpts *o) {
  for (int f = 0; f < GEN_F__COUNT; f++) {
    uint64_t bit = (uint64_t)1 << f;
    bool on = (o->force_on & bit) ? true : (o->force_off & bit) ? false
              : G->ntape ? gen_below(G, 2) : (gen_rnd(G) >> 40) & 1;
    if (on) G->feat |= bit;
  }
}

static void pick_grid(Gen *G) {
  static const uint32_t bl[] = {1, 2, 2, 4}, th[] = {4, 8, 8, 16};
  G->blocks = bl[gen_below(G, 4)];
  G->threads = th[gen_below(G, 4)];
  if (G->blocks * G->threads > 32) G->blocks = 2;
  G->nthreads = G->blocks * G->threads;
  /* small buffers: generating inputs and observing results costs time in
   * proportion to them; 16 slots per thread are enough for the output
   * stores of a program and for the loops' output streams */
  G->N = G->nthreads * GEN_SLOTS > GEN_MINELEMS ? G->nthreads * GEN_SLOTS : GEN_MINELEMS;
  G->K = G->N / G->nthreads;
  G->Nin = G->N < GEN_MAXIN ? G->N : GEN_MAXIN;
}

/* Sometimes a kernel that flushes subnormals ("denormal-fp-math"): then
 * plain fadd / fmul of loaded floats flush too. */
static void pick_denorm(Gen *G) {
  if (!gen_has_ty(G, T_F32) || !gen_chance(G, 12)) return;
  static const uint8_t modes[] = {GEN_DN_F32, GEN_DN_F32, GEN_DN_ALL, GEN_DN_F32_PZ};
  G->denorm = modes[gen_below(G, 4)];
  gen_on(G, GEN_F_FP);
}

static void pick_types(Gen *G) {
  G->types[G->ntypes++] = T_I32;
  if (gen_has(G, GEN_F_INTW)) {  /* at least one of them */
    static const GTy w[] = {T_I8, T_I16, T_I64};
    uint32_t must = gen_below(G, 3);
    for (uint32_t i = 0; i < 3; i++)
      if (i == must || gen_chance(G, 60)) G->types[G->ntypes++] = w[i];
  }
  if (gen_has(G, GEN_F_FP)) {
    bool f = gen_chance(G, 80), d = !f || gen_chance(G, 50);
    if (f) G->types[G->ntypes++] = T_F32;
    if (d) G->types[G->ntypes++] = T_F64;
  }
  if (gen_has(G, GEN_F_HALF)) G->types[G->ntypes++] = T_F16;
}

/* Input buffer i's type when a type family is forced on: buffer 0 of
 * the forced int widths, 1 of float/double, 2 of half. */
static bool forced_type(Gen *G, uint32_t i, GTy *t) {
  static const GenFeature fam[] = {GEN_F_INTW, GEN_F_FP, GEN_F_HALF};
  if (!((G->forced & G->feat) >> fam[i] & 1)) return false;
  for (uint32_t tries = 0; tries < 32; tries++) {
    GTy u = gen_rand_scalar(G);
    bool ok = i == 0 ? (u == T_I8 || u == T_I16 || u == T_I64) : i == 1 ? (u == T_F32 || u == T_F64) : u == T_F16;
    if (ok) {
      *t = u;
      return true;
    }
  }
  return false;
}

/* The buffers: 2-4 inputs and 1-2 outputs of the program's types. */
static void pick_buffers(Gen *G) {
  uint32_t nin = 2 + gen_below(G, 3), nout = 1 + gen_below(G, 2);
  bool f32 = false;
  for (uint32_t i = 0; i < nin + nout; i++) {
    GBufP *B = &G->buf[G->nbuf++];
    memset(B, 0, sizeof *B);
    B->out = i >= nin;
    GTy t = gen_rand_scalar(G);
    /* subnormal inputs for ftz, always one in a kernel that flushes */
    if (i < nin && gen_has_ty(G, T_F32) && (gen_chance(G, 20) || (G->denorm && i == nin - 1 && !f32))) t = T_F32;
    if (i < 3) forced_type(G, i, &t);
    B->et = (uint8_t)t;
    f32 |= i < nin && t == T_F32;
    B->as = gen_has(G, GEN_F_ADDRSP) && gen_chance(G, 50) ? 1 : 0;
  }
}

static const char *pty(unsigned as) { return as == 1 ? "ptr addrspace(1)" : "ptr"; }

/* The define line's parameters; scalar parameters join the pool. */
static void params(Gen *G, GText *sig) {
  for (uint32_t i = 0; i < G->nbuf; i++) {
    GBufP *B = &G->buf[i];
    /* dereferenceable: the kernel's contract on the buffer size (so inputs
     * generated without GenProgram.inputs are big enough too) */
    gen_textf(G, sig, "%s%s noalias nocapture %sdereferenceable(%u) %%p%u", i ? ", " : "", pty(B->as),
              !B->out && gen_chance(G, 50) ? "readonly " : "", gen_buf_elems(G, i) * ty_esize((GTy)B->et), i);
    if (B->as) gen_on(G, GEN_F_ADDRSP);
  }
  uint32_t ns = 1 + gen_below(G, 3);
  for (uint32_t k = 0; k < ns; k++) {
    GTy t = k == 0 ? T_I32 : gen_rand_scalar(G);
    if (t == T_I1) t = T_I32;
    GVal v;
    memset(&v, 0, sizeof v);
    v.ty = (uint8_t)t;
    v.flags = GV_CLEAN;
    snprintf(v.txt, sizeof v.txt, "%%s%u", k);
    gen_textf(G, sig, ", %s %s", TY(t).name, v.txt);
    gen_push(G, v);
  }
}

/* Each buffer's access pointer: the parameter, or a cast of it. */
static void buffer_ptrs(Gen *G) {
  for (uint32_t i = 0; i < G->nbuf; i++) {
    GBufP *B = &G->buf[i];
    B->pas = B->as;
    snprintf(B->ptr, sizeof B->ptr, "%%p%u", i);
    if (!gen_has(G, GEN_F_ADDRSP) || !gen_chance(G, 40)) continue;
    gen_on(G, GEN_F_ADDRSP);
    char q[24];
    snprintf(q, sizeof q, "%%v%u", ++G->nid);
    gen_inst(G, "%s = addrspacecast %s %s to %s", q, pty(B->as), B->ptr, pty(!B->as));
    memcpy(B->ptr, q, sizeof q);
    B->pas = !B->as;
  }
}

static GVal sreg(Gen *G, const char *name, uint64_t hi) {
  char full[64];
  snprintf(full, sizeof full, "llvm.nvvm.read.ptx.sreg.%s", name);
  gen_declare(G, "i32", full, "");
  GVal r = gen_def(G, T_I32);
  r.flags = GV_CLEAN | GV_RANGE;
  r.hi = hi;
  gen_inst(G, "%s = call i32 @%s()", r.txt, full);
  gen_push(G, r);
  return r;
}

/* Thread ids: tid, ctaid, gid = ctaid * ntid + tid, obase = gid * K. */
static void thread_ids(Gen *G) {
  G->tid = sreg(G, "tid.x", G->threads - 1);
  GVal cta = sreg(G, "ctaid.x", G->blocks - 1);
  GVal ntid = gen_chance(G, 60) ? sreg(G, "ntid.x", G->threads) : gen_cint(G, T_I32, G->threads);
  G->gid = gen_ibin(G, O_ADD, gen_ibin(G, O_MUL, cta, ntid), G->tid);
  GVal g64 = gen_cast(G, gen_chance(G, 50) ? "zext" : "sext", G->gid, T_I64);
  unsigned k = (unsigned)__builtin_ctz(G->K);
  G->obase = gen_chance(G, 50) ? gen_ibin(G, O_SHL, g64, gen_cint(G, T_I64, k))
                               : gen_ibin(G, O_MUL, g64, gen_cint(G, T_I64, G->K));
}

/* ------------------------------------------------------------------ */
/* Assembly                                                             */

static void assemble(Gen *G, GText *m, const GText *sig) {
  static const char head[] =
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n\n";
  gen_text(G, m, head, sizeof head - 1);
  if (G->glob.n) gen_text(G, m, G->glob.p, G->glob.n), gen_text(G, m, "\n", 1);
  gen_text(G, m, "define void @kernel(", 20);
  gen_text(G, m, sig->p ? sig->p : "", sig->n);
  gen_text(G, m, G->denorm ? ") #0 {\nb0:\n" : ") {\nb0:\n", G->denorm ? 11 : 8);
  gen_text(G, m, G->fn.p ? G->fn.p : "", G->fn.n);
  gen_text(G, m, "}\n\n", 3);
  gen_text(G, m, G->decl.p ? G->decl.p : "", G->decl.n);
  static const char *const dn[] = {
    [GEN_DN_F32] = "\"denormal-fp-math-f32\"=\"preserve-sign,preserve-sign\"",
    [GEN_DN_ALL] = "\"denormal-fp-math\"=\"preserve-sign,preserve-sign\"",
    [GEN_DN_F32_PZ] = "\"denormal-fp-math-f32\"=\"positive-zero,positive-zero\""};
  if (G->denorm) gen_textf(G, m, "\nattributes #0 = { %s }", dn[G->denorm]);
  static const char tail[] = "\n!nvvm.annotations = !{!0}\n!0 = !{ptr @kernel, !\"kernel\", i32 1}\n";
  gen_text(G, m, tail, sizeof tail - 1);
}

/* The signature text has newlines from gen_textf: join it into one line. */
static void join_lines(GText *t) {
  size_t j = 0;
  for (size_t i = 0; i < t->n; i++)
    if (t->p[i] != '\n') t->p[j++] = t->p[i];
  t->n = j;
  if (t->p) t->p[j] = 0;
}

static void free_text(Gen *G, GText *t) {
  if (t->p) ir_alloc(G->c, t->p, t->cap, 0);
  memset(t, 0, sizeof *t);
}

static void body(Gen *G) {
  uint32_t exit_lab = 0;
  if (gen_has(G, GEN_F_PHI) && !G->sh_ready && gen_chance(G, 25)) {  /* if (gid < s0) { ... } */
    gen_on(G, GEN_F_PHI);
    GVal c = gen_icmp(G, gen_chance(G, 50) ? "ult" : "slt", G->gid, G->pool[0].ty == T_I32 ? G->pool[0] : G->gid);
    uint32_t lb = gen_label_new(G);
    exit_lab = gen_label_new(G);
    gen_inst(G, "br i1 %s, label %%b%u, label %%b%u", c.txt, lb, exit_lab);
    gen_label(G, lb);
    G->cfdepth++;
  }
  uint32_t reserve = 4;  /* the last store and the return */
  gen_forced_stmts(G);
  if (gen_has(G, GEN_F_LOOP) && gen_chance(G, 50)) gen_st_loop(G, 8 + gen_below(G, gen_left(G) / 4 + 1));
  if (gen_has(G, GEN_F_LOOP) && gen_chance(G, 80) && gen_on(G, GEN_F_LOOP)) gen_st_lsr(G);
  gen_stmts(G, G->target > G->ninsts + reserve ? G->target - G->ninsts - reserve : 1);
  const GVal *last = G->npool ? &G->pool[G->npool - 1] : NULL;
  if (last && last->ty != T__N) gen_store_out(G, *last);
  gen_st_slp_tail(G);
  if (gen_has(G, GEN_F_LOOP) && gen_chance(G, 60)) gen_st_basr_unrolled(G);
  if (exit_lab) {
    gen_inst(G, "br label %%b%u", exit_lab);
    gen_label(G, exit_lab);
  }
  gen_inst(G, "ret void");
}

/* Generates the text of the module into *m. */
static void generate(Gen *G, const GenOpts *o, GText *m) {
  GText sig = {0};
  pick_features(G, o);
  pick_grid(G);
  pick_types(G);
  pick_denorm(G);
  pick_buffers(G);
  params(G, &sig);
  join_lines(&sig);
  thread_ids(G);
  buffer_ptrs(G);
  if (gen_chance(G, 30)) gen_local_init(G);
  if (gen_on(G, GEN_F_SHARED)) gen_shared_init(G);
  body(G);
  assemble(G, m, &sig);
  free_text(G, &sig);
}

static void gen_init(Gen *G, IrCtx *c, const GenOpts *o, uint32_t *shapes) {
  memset(G, 0, sizeof *G);
  G->c = c;
  G->rs = o->seed * 0x9e3779b97f4a7c15u ^ 0x2545f4914f6cdd1du;
  G->tape = o->tape;
  G->ntape = o->tape ? o->tape_len : 0;
  G->shapes = shapes;
  G->forced = o->force_on;
  G->dialect = o->dialect ? o->dialect : IR_DIALECT_16;
  G->target = G->limit = o->size ? o->size : 100;
}

static void gen_free(Gen *G) {
  free_text(G, &G->fn);
  free_text(G, &G->decl);
  free_text(G, &G->glob);
  if (G->pool) ir_alloc(G->c, G->pool, G->cappool * sizeof *G->pool, 0);
  G->pool = NULL;
}

IrStatus gen_program_text(IrCtx *c, const GenOpts *o, char **text, size_t *len, GenProgram *out) {
  Gen G;
  GText m = {0};
  memset(out, 0, sizeof *out);
  gen_init(&G, c, o, out->shapes);
  generate(&G, o, &m);
  out->features = G.used;
  out->inputs.min_elems = G.Nin;
  out->inputs.max_bytes = 0;
  out->grid.block[0] = G.blocks, out->grid.block[1] = out->grid.block[2] = 1;
  out->grid.thread[0] = G.threads, out->grid.thread[1] = out->grid.thread[2] = 1;
  bool oom = G.oom;
  gen_free(&G);
  if (oom) {
    if (m.p) ir_alloc(c, m.p, m.cap, 0);
    return ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory generating a program");
  }
  char *t = ir_alloc(c, m.p, m.cap, m.n + 1);  /* exact size: gen_text_free knows it */
  if (!t) {
    ir_alloc(c, m.p, m.cap, 0);
    return ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory generating a program");
  }
  *text = t;
  *len = m.n;
  return IR_OK;
}

void gen_text_free(IrCtx *c, char *text, size_t len) {
  if (text) ir_alloc(c, text, len + 1, 0);
}

IrStatus gen_program(IrCtx *c, const GenOpts *o, GenProgram *out) {
  char *text = NULL;
  size_t len = 0;
  IrStatus st = gen_program_text(c, o, &text, &len, out);
  if (st) return st;
  IrModule *m = ir_parse(c, "gen", text, len);
  gen_text_free(c, text, len);
  if (!m) {
    if (ir_ctx_status(c) == IR_ENOMEM) return IR_ENOMEM;
    char msg[1024];
    snprintf(msg, sizeof msg, "%s", ir_ctx_error(c));
    return ir_error(c, IR_EINTERNAL, NULL, 0, 0, "generator bug (seed %llu): %s", (unsigned long long)o->seed, msg);
  }
  if (o->dialect > m->dialect) m->dialect = (uint8_t)o->dialect;  /* prints as that LLVM's text */
  out->m = m;
  out->fidx = ir_ref_idx(ir_sym_lookup(m, ir_strz(m, "kernel")));
  return IR_OK;
}

/* oracles/divref/divref_ir.c -- exactness of lowered integer division at
 * the IR level: kernel text, lowering, one interpreter compile per MUFU
 * model, batched runs, lane-by-lane comparison with C division.
 *
 * Contract: divref_ir.h.  The kernel (K = 0: y loaded per lane; K > 0:
 * K constant divisors per dividend, out[i*K + j] = x_i OP d_j):
 *
 *   define void @divref(ptr %xs, ptr %ys, ptr %out, i32 %n)
 *   loop: i = 0..n-1: x = xs[i] (y = ys[i]); out[...] = x OP y
 *
 * Under the adversarial model every MUFU call of a run draws its own value
 * within the PTX bound, so the lanes of one run see many reciprocals; each
 * adversarial seed is one more compile of the same lowered module.  A run
 * that is not ok (UB, trap, timeout) is narrowed to its first lane by
 * rerunning the lanes one at a time.
 */
#include "divref_ir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "divref_fp.h"
#include "divref_magic.h"
#include "sem/sem.h"

const char *divref_ir_op_name(DivrefIrOp op) {
  static const char *const n[] = {"udiv", "sdiv", "urem", "srem", "fdiv"};
  return op <= DIVREF_IR_FDIV ? n[op] : "?";
}

void divref_ir_opts_default(DivrefIrOpts *o) {
  memset(o, 0, sizeof *o);
  o->seed = 1;
  o->random_pairs = 2048;
  o->adv_seeds = 4;
  o->exact_model = true;
  o->batch = 4096;
  o->const_batch = 32;
  o->stop_at_first = true;
}

/* ------------------------------------------------------------------ */
/* Values                                                               */


/* Source UB: division by zero, INT_MIN / -1 (and % -1) for signed ops. */
static bool is_ub(DivrefIrOp op, unsigned w, uint64_t x, uint64_t y) {
  uint64_t m = ir_mask(w);
  if (op == DIVREF_IR_FDIV) return false;
  if ((y & m) == 0) return true;
  return divref_ir_signed(op) && (y & m) == m && (x & m) == (1ull << (w - 1));
}

/* Exact C division of N-bit patterns (not UB); fdiv: MPFR's correctly
 * rounded quotient (flushing for the ftz kernel). */
static uint64_t exact(DivrefIrOp op, unsigned w, uint64_t x, uint64_t y, bool ftz) {
  uint64_t m = ir_mask(w);
  x &= m, y &= m;
  switch (op) {
  case DIVREF_IR_FDIV: return divref_fdiv_mpfr(w, x, y, ftz);
  case DIVREF_IR_UDIV: return x / y;
  case DIVREF_IR_UREM: return x % y;
  case DIVREF_IR_SDIV: return (uint64_t)(ir_sext(x, w) / ir_sext(y, w)) & m;
  default: return (uint64_t)(ir_sext(x, w) % ir_sext(y, w)) & m;
  }
}

/* Edge values: small numbers, 2^k and 2^k +- 1, their negations, INT_MIN,
 * INT_MAX, UINT_MAX and neighbours (N-bit patterns, duplicates allowed). */
static size_t edge_values(unsigned w, uint64_t *out, size_t cap) {
  uint64_t m = ir_mask(w), smin = 1ull << (w - 1);
  size_t n = 0;
#define ADD(v) do { if (n < cap) out[n] = (uint64_t)(v) & m; n++; } while (0)
  static const uint64_t small[] = {0, 1, 2, 3, 5, 6, 7, 10, 11, 13, 25, 100, 641, 1000, 6700417};
  for (size_t i = 0; i < sizeof small / sizeof small[0]; i++) {
    ADD(small[i]);
    ADD(0 - small[i]);
  }
  for (unsigned k = 2; k < w; k++) {
    uint64_t p = 1ull << k;
    ADD(p - 1); ADD(p); ADD(p + 1);
    ADD(0 - p + 1); ADD(0 - p); ADD(0 - p - 1);
  }
  ADD(smin); ADD(smin + 1); ADD(smin + 2); ADD(smin - 1); ADD(smin - 2); ADD(m - 1); ADD(m - 2);
#undef ADD
  return n;
}

size_t divref_ir_edge_divisors(unsigned w, bool is_signed, uint64_t *out, size_t cap) {
  uint64_t m = ir_mask(w), smin = 1ull << (w - 1);
  size_t n = 0;
#define ADD1(v) do { if (n < cap) out[n] = (uint64_t)(v) & m; n++; } while (0)
#define ADD(v) do { ADD1(v); if (is_signed) ADD1(0 - (uint64_t)(v)); } while (0)
  for (uint64_t d = 1; d <= 64; d++) ADD(d);
  for (unsigned k = 6; k < w; k++) {
    uint64_t p = 1ull << k;
    ADD(p - 1); ADD(p); ADD(p + 1);
  }
  ADD(m); ADD(m - 1); ADD(m - 2); ADD(smin - 1); ADD(smin + 1); ADD(smin + 3);
  ADD(w == 64 ? 0x5555555555555555ull : 0x55555555u);
  ADD(w == 64 ? 0x3333333333333333ull : 0x33333333u);
  ADD1(smin);   /* INT_MIN (also 2^(N-1) unsigned) */
#undef ADD
#undef ADD1
  return n;
}

/* A random N-bit value of a random bit length (and, half the time, negated). */
static uint64_t rand_value(uint64_t *s, unsigned w) {
  uint64_t r = ir_splitmix64(s), len = 1 + (r & 63) % w, v = ir_splitmix64(s);
  v = len >= 64 ? v : v & ((1ull << len) - 1);
  if (r & 0x100) v = 0 - v;
  return v & ir_mask(w);
}

/* ------------------------------------------------------------------ */
/* Pair lists                                                           */

typedef struct Pairs {
  uint64_t *x, *y;
  size_t n, cap;
  bool oom;
} Pairs;

static void pairs_add(Pairs *p, uint64_t x, uint64_t y) {
  if (p->oom) return;
  if (p->n == p->cap) {
    size_t nc = p->cap ? 2 * p->cap : 1024;
    uint64_t *nx = realloc(p->x, nc * sizeof *nx), *ny = nx ? realloc(p->y, nc * sizeof *ny) : NULL;
    if (nx) p->x = nx;
    if (!nx || !ny) { p->oom = true; return; }
    p->y = ny;
    p->cap = nc;
  }
  p->x[p->n] = x;
  p->y[p->n++] = y;
}

static void pairs_free(Pairs *p) {
  free(p->x);
  free(p->y);
  memset(p, 0, sizeof *p);
}

/* q*y + {-1, 0, +1} for the quotients that matter for y: small, random,
 * and the largest that fit (both signs for signed ops). */
static void add_multiples(Pairs *p, DivrefIrOp op, unsigned w, uint64_t y, uint64_t *s, bool keep_y) {
  uint64_t m = ir_mask(w);
  bool sgn = divref_ir_signed(op);
  int64_t sy = ir_sext(y, w);
  uint64_t ay = sy < 0 ? 0 - (uint64_t)sy : (uint64_t)sy;   /* |y|, also for INT64_MIN */
  uint64_t qmax = sgn ? (m >> 1) / ay : m / y;
  uint64_t qs[6] = {1, 2, 3, qmax, qmax ? qmax - 1 : 0, qmax ? ir_splitmix64(s) % qmax + 1 : 1};
  for (int i = 0; i < 6; i++)
    for (int sg = 0; sg < (sgn ? 2 : 1); sg++) {
      uint64_t q = sg ? 0 - qs[i] : qs[i], base = (q * y) & m;
      for (int dx = -1; dx <= 1; dx++) {
        uint64_t x = (base + (uint64_t)(int64_t)dx) & m;
        if (!is_ub(op, w, x, y)) pairs_add(p, x, keep_y ? y : 0);
      }
    }
}

/* fdiv pairs (bit patterns of width w): every edge magnitude against
 * every other (both signs), then the classes of divref_fp.h in turn, 4096
 * + 4 random_pairs draws in all (each class counted in st). */
static void fdiv_pairs(Pairs *p, unsigned w, const DivrefIrOpts *o, DivrefIrStats *st) {
  uint64_t e[64], sgn = 1ull << (w - 1), s = o->seed ^ 0xfd17ull;
  size_t ne = divref_fp_edges(w, e, 64);
  for (size_t i = 0; i < 2 * ne; i++)
    for (size_t j = 0; j < 2 * ne; j++) pairs_add(p, e[i / 2] | (i & 1) * sgn, e[j / 2] | (j & 1) * sgn);
  st->fp_class[DIVREF_FP_EDGE] += 4 * ne * ne;
  uint32_t n = o->random_pairs * 4 + 4096;
  for (uint32_t k = 0; k < n; k++) {
    DivrefFpClass cls = (DivrefFpClass)(1 + k % (DIVREF_FP_NCLASSES - 1));
    uint64_t a, b;
    if (!divref_fp_pair(w, cls, &s, &a, &b)) continue;
    pairs_add(p, a, b);
    st->fp_class[cls]++;
  }
}

/* Pairs of the template check (y a parameter). */
static void var_pairs(Pairs *p, DivrefIrOp op, unsigned w, const DivrefIrOpts *o, DivrefIrStats *st) {
  if (op == DIVREF_IR_FDIV) {
    fdiv_pairs(p, w, o, st);
    return;
  }
  uint64_t e[512], s = o->seed ^ 0x5eedd17full;
  size_t ne = edge_values(w, e, 512);
  if (ne > 512) ne = 512;
  for (size_t i = 0; i < ne; i++)
    for (size_t j = 0; j < ne; j++)
      if (!is_ub(op, w, e[i], e[j])) pairs_add(p, e[i], e[j]);
  for (size_t j = 0; j < ne; j++)
    if (e[j]) add_multiples(p, op, w, e[j], &s, true);
  for (uint32_t i = 0; i < o->random_pairs; i++) {
    uint64_t x = rand_value(&s, w), y = rand_value(&s, w);
    if (i & 1) y = ir_splitmix64(&s) & ir_mask(w);   /* uniform divisors too: large ones */
    if (!is_ub(op, w, x, y)) pairs_add(p, x, y);
  }
}

/* ------------------------------------------------------------------ */
/* The kernel                                                           */

typedef struct Txt {
  char *p;
  size_t n;
  FILE *f;
} Txt;

static IrStatus kernel_text(IrCtx *c, DivrefIrOp op, unsigned w, const uint64_t *divs, unsigned k, bool ftz,
                            Txt *t) {
  t->p = NULL;
  t->n = 0;
  t->f = open_memstream(&t->p, &t->n);
  if (!t->f) return ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  FILE *f = t->f;
  const char *on = divref_ir_op_name(op);
  char ty[8];
  snprintf(ty, sizeof ty, op != DIVREF_IR_FDIV ? "i%u" : w == 32 ? "float" : "double", w);
  fprintf(f, "define void @divref(ptr %%xs, ptr %%ys, ptr %%out, i32 %%n)%s {\nentry:\n  br label %%loop\n",
          ftz ? " #0" : "");
  fprintf(f, "loop:\n  %%i = phi i32 [ 0, %%entry ], [ %%i1, %%loop ]\n");
  fprintf(f, "  %%px = getelementptr %s, ptr %%xs, i32 %%i\n  %%x = load %s, ptr %%px\n", ty, ty);
  if (k == 0) {
    fprintf(f, "  %%py = getelementptr %s, ptr %%ys, i32 %%i\n  %%y = load %s, ptr %%py\n", ty, ty);
    fprintf(f, "  %%r = %s %s %%x, %%y\n", on, ty);
    fprintf(f, "  %%po = getelementptr %s, ptr %%out, i32 %%i\n  store %s %%r, ptr %%po\n", ty, ty);
  } else {
    fprintf(f, "  %%ob = mul i32 %%i, %u\n", k);
    for (unsigned j = 0; j < k; j++) {
      long long d = w == 64 ? (long long)divs[j] : (long long)(int32_t)(uint32_t)divs[j];
      fprintf(f, "  %%r%u = %s i%u %%x, %lld\n  %%o%u = add i32 %%ob, %u\n", j, on, w, d, j, j);
      fprintf(f, "  %%p%u = getelementptr i%u, ptr %%out, i32 %%o%u\n  store i%u %%r%u, ptr %%p%u\n", j, w, j, w,
              j, j);
    }
  }
  fprintf(f, "  %%i1 = add i32 %%i, 1\n  %%c = icmp ult i32 %%i1, %%n\n");
  fprintf(f, "  br i1 %%c, label %%loop, label %%exit\nexit:\n  ret void\n}\n");
  if (ftz) fprintf(f, "attributes #0 = { \"denormal-fp-math-f32\"=\"preserve-sign,preserve-sign\" }\n");
  fclose(f);
  t->f = NULL;
  return t->p ? IR_OK : ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
}

static IrStatus lower(IrCtx *c, IrModule *m, const DivrefIrOpts *o) {
  if (o->lower) return o->lower(o->lower_ud, c, m);
  Pipeline p = {1, {divref_pass()}};
  IrStatus st = o->pipeline ? pipeline_parse(c, o->pipeline, &p)
                : p.pass[0]  ? IR_OK
                             : ir_error(c, IR_EUSER, NULL, 0, 0, "no registered pass lowers division");
  if (st != IR_OK) return st;
  PassCtx pc;
  pass_ctx_init(&pc, c);
  pc.knob[KNOB_LOWER_FDIV_RN] = 1;   /* the fdiv kernel: the div.rn.f32 sequence (no effect on integers) */
  PipelineRun r = {.verify = true};
  return pipeline_run(&pc, &p, m, &r);
}

/* Divisions of the kernel's own op and type left (the f32 sequence's
 * slow path divides in f64: not counted for the float kernel). */
static void count_kernel(const IrModule *m, unsigned w, DivrefIrStats *st) {
  const IrFunc *f = ir_func(m, 0);
  IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) {
    unsigned op = f->insts[i].op;
    st->lowered_insts++;
    if (op == IR_UDIV || op == IR_SDIV || op == IR_UREM || op == IR_SREM) st->unlowered++;
    if (op == IR_FDIV && f->insts[i].type == (w == 32 ? IR_FLOAT : IR_DOUBLE)) st->unlowered++;
  }
}

/* Builds and lowers the kernel; *out the module (caller frees). */
static IrStatus make_kernel(IrCtx *c, DivrefIrOp op, unsigned w, const uint64_t *divs, unsigned k,
                            const DivrefIrOpts *o, DivrefIrStats *st, IrModule **out) {
  Txt t;
  IrStatus s = kernel_text(c, op, w, divs, k, op == DIVREF_IR_FDIV && o->fdiv_ftz, &t);
  if (s != IR_OK) return s;
  IrModule *m = ir_parse(c, "divref", t.p, t.n);
  free(t.p);
  if (!m) return ir_ctx_status(c) ? ir_ctx_status(c) : IR_EINTERNAL;
  s = lower(c, m, o);
  if (s == IR_OK) s = ir_verify_module(m);
  if (s != IR_OK) {
    ir_module_free(m);
    return s;
  }
  st->kernels++;
  count_kernel(m, op == DIVREF_IR_FDIV ? w : 0, st);
  *out = m;
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* Runs                                                                 */

typedef struct Run {
  IrCtx *c;
  DivrefIrOp op;
  unsigned w, k;           /* k: constants per dividend, 0 for the template kernel */
  const uint64_t *divs;
  InterpProg *prog;
  InterpApprox model;
  uint64_t aseed;
  const DivrefIrOpts *o;
  DivrefIrStats *st;
  uint8_t *xb, *yb, *ob;   /* argument buffers (batch lanes) */
} Run;

static void put_le(uint8_t *p, uint64_t v, unsigned bytes) {
  for (unsigned i = 0; i < bytes; i++) p[i] = (uint8_t)(v >> (8 * i));
}
static uint64_t get_le(const uint8_t *p, unsigned bytes) {
  uint64_t v = 0;
  for (unsigned i = 0; i < bytes; i++) v |= (uint64_t)p[i] << (8 * i);
  return v;
}

static void set_cex(Run *r, uint64_t x, uint64_t y, uint64_t exp, uint64_t got, const char *note) {
  DivrefIrStats *st = r->st;
  if (st->found) return;
  st->found = true;
  DivrefIrCex *cx = &st->cex;
  memset(cx, 0, sizeof *cx);
  cx->op = r->op;
  cx->width = r->w;
  cx->const_divisor = r->k > 0;
  cx->x = x, cx->y = y, cx->expected = exp, cx->got = got;
  cx->model = r->model;
  cx->approx_seed = r->aseed;
  snprintf(cx->note, sizeof cx->note, "%s", note);
}

/* One interpreter run over xs[0..n) (ys[0..n) for the template kernel);
 * *res must be freed by the caller. */
static IrStatus exec_batch(Run *r, const uint64_t *xs, const uint64_t *ys, uint32_t n, InterpResult *res) {
  unsigned bytes = r->w / 8, lanes = r->k ? r->k : 1;
  uint8_t nb[4];
  for (uint32_t i = 0; i < n; i++) {
    put_le(r->xb + (size_t)i * bytes, xs[i], bytes);
    if (!r->k) put_le(r->yb + (size_t)i * bytes, ys[i], bytes);
  }
  memset(r->ob, 0, (size_t)n * lanes * bytes);
  put_le(nb, n, 4);
  InterpArg a[4] = {
      {.is_buffer = 1, .size = n * bytes, .bytes = r->xb},
      {.is_buffer = 1, .size = r->k ? bytes : n * bytes, .bytes = r->yb},
      {.is_buffer = 1, .size = n * lanes * bytes, .bytes = r->ob},
      {.size = 4, .bytes = nb},
  };
  InterpInput in = {.nargs = 4, .args = a};
  r->st->runs++;
  return interp_exec(r->prog, &in, res);
}

static const InterpBufOut *out_buf(const InterpResult *res) {
  for (uint32_t b = 0; b < res->nbufs; b++)
    if (res->bufs[b].kind == INTERP_OBJ_PARAM && res->bufs[b].index == 2) return &res->bufs[b];
  return NULL;
}

static bool fp_nan(unsigned w, uint64_t v) {
  if (w == 32) return (v & 0x7f800000u) == 0x7f800000u && (v & 0x7fffffu) != 0;
  return (v & 0x7ff0000000000000ull) == 0x7ff0000000000000ull && (v & 0xfffffffffffffull) != 0;
}

/* Compares every lane of an ok run; false when a counterexample was recorded. */
static bool compare(Run *r, const uint64_t *xs, const uint64_t *ys, uint32_t n, const InterpResult *res) {
  const InterpBufOut *ob = out_buf(res);
  unsigned bytes = r->w / 8, lanes = r->k ? r->k : 1;
  for (uint32_t i = 0; i < n; i++)
    for (unsigned j = 0; j < lanes; j++) {
      uint64_t y = r->k ? r->divs[j] : ys[i];
      if (is_ub(r->op, r->w, xs[i], y)) continue;
      size_t at = ((size_t)i * lanes + j) * bytes;
      uint64_t want = exact(r->op, r->w, xs[i], y, r->o->fdiv_ftz);
      bool poison = false;
      for (unsigned b = 0; ob && b < bytes; b++) poison |= ob->poison && ob->poison[at + b];
      uint64_t got = ob ? get_le(ob->bytes + at, bytes) : 0;
      r->st->pairs[r->model]++;
      if (r->op == DIVREF_IR_FDIV && fp_nan(r->w, want) && fp_nan(r->w, got)) continue;
      if (!ob || poison || got != want) {
        set_cex(r, xs[i], y, want, got, !ob ? "no output buffer" : poison ? "poison" : "");
        return false;
      }
    }
  return true;
}

/* A run that was not ok: the first lane that is not ok on its own. */
static void narrow(Run *r, const uint64_t *xs, const uint64_t *ys, uint32_t n, const InterpResult *whole) {
  for (uint32_t i = 0; i < n; i++) {
    InterpResult one;
    IrStatus s = exec_batch(r, xs + i, ys ? ys + i : NULL, 1, &one);
    bool bad = s != IR_OK || one.status != INTERP_OK;
    if (bad) {
      char note[160];
      snprintf(note, sizeof note, "%s: %.120s", interp_status_name(one.status), one.reason);
      uint64_t y = r->k ? r->divs[0] : ys[i];
      set_cex(r, xs[i], y, exact(r->op, r->w, xs[i], y, r->o->fdiv_ftz), 0, note);
    }
    /* compared before it is freed (a freed result has no buffers and
     * read as "no output buffer": a false counterexample) */
    bool wrong = !bad && !compare(r, xs + i, ys ? ys + i : NULL, 1, &one);
    if (s == IR_OK) interp_result_free(r->c, &one);
    if (bad || wrong) return;
  }
  char note[160];
  snprintf(note, sizeof note, "%s: %.120s (whole batch only)", interp_status_name(whole->status), whole->reason);
  set_cex(r, xs[0], r->k ? r->divs[0] : ys[0], 0, 0, note);
}

/* Every pair under the current program, in batches. */
static IrStatus run_pairs(Run *r, const Pairs *p) {
  uint32_t batch = r->o->batch ? r->o->batch : 4096;
  for (size_t at = 0; at < p->n; at += batch) {
    uint32_t n = (uint32_t)(p->n - at < batch ? p->n - at : batch);
    const uint64_t *ys = r->k ? NULL : p->y + at;
    InterpResult res;
    IrStatus s = exec_batch(r, p->x + at, ys, n, &res);
    if (s != IR_OK) return s;
    if (res.status != INTERP_OK) {
      InterpResult keep = res;
      narrow(r, p->x + at, ys, n, &keep);
      interp_result_free(r->c, &res);
    } else {
      compare(r, p->x + at, ys, n, &res);
      interp_result_free(r->c, &res);
    }
    if (r->st->found && r->o->stop_at_first) return IR_OK;
  }
  return IR_OK;
}

uint64_t divref_ir_adv_seed(const DivrefIrOpts *o, uint32_t k) {
  return ir_splitmix64(&(uint64_t){o->seed * 1000003u + k});
}

static IrStatus run_model(Run *r, const IrModule *m, const Pairs *p, InterpApprox model, uint64_t aseed) {
  InterpOpts io;
  interp_opts_default(&io);
  io.grid = (InterpGrid){{1, 1, 1}, {1, 1, 1}};
  io.approx = model;
  io.approx_seed = aseed;
  uint32_t batch = r->o->batch ? r->o->batch : 4096;
  io.step_budget = (uint64_t)batch * (r->k ? r->k : 1) * 400 + 100000;
  r->prog = interp_compile(r->c, m, 0, &io);
  if (!r->prog) return ir_ctx_status(r->c) ? ir_ctx_status(r->c) : IR_EINTERNAL;
  r->st->compiles++;
  r->model = model;
  r->aseed = aseed;
  IrStatus s = run_pairs(r, p);
  interp_prog_free(r->prog);
  r->prog = NULL;
  return s;
}

/* Every model over the pairs of one lowered kernel. */
static IrStatus run_models(Run *r, const IrModule *m, const Pairs *p) {
  const DivrefIrOpts *o = r->o;
  uint32_t batch = o->batch ? o->batch : 4096;
  unsigned bytes = r->w / 8, lanes = r->k ? r->k : 1;
  r->xb = malloc((size_t)batch * bytes);
  r->yb = malloc((size_t)batch * bytes);
  r->ob = malloc((size_t)batch * lanes * bytes);
  IrStatus s = IR_OK;
  if (!r->xb || !r->yb || !r->ob) s = ir_error(r->c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  else memset(r->yb, 0, (size_t)batch * bytes);
  if (s == IR_OK && o->exact_model) s = run_model(r, m, p, INTERP_APPROX_EXACT, 0);
  for (uint32_t k = 0; s == IR_OK && k < o->adv_seeds && !(r->st->found && o->stop_at_first); k++)
    s = run_model(r, m, p, INTERP_APPROX_ADVERSARIAL, divref_ir_adv_seed(o, k));
  free(r->xb);
  free(r->yb);
  free(r->ob);
  r->xb = r->yb = r->ob = NULL;
  return s;
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static bool args_ok(IrCtx *c, DivrefIrOp op, unsigned w, IrStatus *s) {
  if ((w == 32 || w == 64) && op <= DIVREF_IR_SREM) return true;
  if ((w == 32 || w == 64) && op == DIVREF_IR_FDIV) return true;
  *s = ir_error(c, IR_EUSER, NULL, 0, 0, "divref: width must be 32 or 64, op udiv/sdiv/urem/srem/fdiv");
  return false;
}

IrStatus divref_ir_check_var(IrCtx *c, DivrefIrOp op, unsigned w, const DivrefIrOpts *o, DivrefIrStats *st) {
  IrStatus s;
  if (!args_ok(c, op, w, &s)) return s;
  double t0 = now();
  IrModule *m;
  s = make_kernel(c, op, w, NULL, 0, o, st, &m);
  if (s != IR_OK) return s;
  Pairs p = {0};
  var_pairs(&p, op, w, o, st);
  Run r = {.c = c, .op = op, .w = w, .k = 0, .o = o, .st = st};
  s = p.oom ? ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory") : run_models(&r, m, &p);
  pairs_free(&p);
  ir_module_free(m);
  st->seconds += now() - t0;
  return s;
}

IrStatus divref_ir_check_pairs(IrCtx *c, DivrefIrOp op, unsigned w, bool const_divisor, uint64_t y,
                               const uint64_t *xs, size_t n, const DivrefIrOpts *o, DivrefIrStats *st) {
  IrStatus s;
  if (!args_ok(c, op, w, &s)) return s;
  y &= ir_mask(w);
  if (!y) return IR_OK;
  double t0 = now();
  IrModule *m;
  s = make_kernel(c, op, w, const_divisor ? &y : NULL, const_divisor ? 1 : 0, o, st, &m);
  if (s != IR_OK) return s;
  Pairs p = {0};
  uint64_t seed = o->seed ^ y;
  for (size_t i = 0; i < n; i++)
    if (!is_ub(op, w, xs[i] & ir_mask(w), y)) pairs_add(&p, xs[i] & ir_mask(w), const_divisor ? 0 : y);
  add_multiples(&p, op, w, y, &seed, !const_divisor);
  Run r = {.c = c, .op = op, .w = w, .k = const_divisor ? 1 : 0, .divs = const_divisor ? &y : NULL, .o = o, .st = st};
  s = p.oom ? ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory") : run_models(&r, m, &p);
  pairs_free(&p);
  ir_module_free(m);
  st->seconds += now() - t0;
  return s;
}

/* ------------------------------------------------------------------ */
/* Constant divisors                                                    */

static void const_pairs(Pairs *p, DivrefIrOp op, unsigned w, const uint64_t *divs, unsigned k, uint32_t nrand,
                        uint64_t seed) {
  uint64_t e[512], s = seed ^ divs[0];
  size_t ne = edge_values(w, e, 512);
  if (ne > 512) ne = 512;
  bool minus1 = divref_ir_signed(op) && k == 1 && divs[0] == ir_mask(w);
  for (size_t i = 0; i < ne; i++)
    if (!(minus1 && is_ub(op, w, e[i], divs[0]))) pairs_add(p, e[i], 0);
  for (unsigned j = 0; j < k; j++) add_multiples(p, op, w, divs[j], &s, false);
  for (uint32_t i = 0; i < nrand; i++) {
    uint64_t x = (i & 1) ? ir_splitmix64(&s) & ir_mask(w) : rand_value(&s, w);
    if (!(minus1 && is_ub(op, w, x, divs[0]))) pairs_add(p, x, 0);
  }
}

static IrStatus check_consts(IrCtx *c, DivrefIrOp op, unsigned w, const uint64_t *divs, unsigned k,
                             uint32_t nrand, const DivrefIrOpts *o, DivrefIrStats *st) {
  IrModule *m;
  IrStatus s = make_kernel(c, op, w, divs, k, o, st, &m);
  if (s != IR_OK) return s;
  Pairs p = {0};
  const_pairs(&p, op, w, divs, k, nrand, o->seed);
  Run r = {.c = c, .op = op, .w = w, .k = k, .divs = divs, .o = o, .st = st};
  s = p.oom ? ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory") : run_models(&r, m, &p);
  pairs_free(&p);
  ir_module_free(m);
  return s;
}

/* check_consts; a run that was not ok (UB, trap, timeout) is narrowed to
 * its dividend only, so the kernel's divisors are then checked one by one
 * to name the divisor (wrong values and poison are found lane by lane). */
static IrStatus check_batch(IrCtx *c, DivrefIrOp op, unsigned w, const uint64_t *divs, unsigned k,
                            uint32_t nrand, const DivrefIrOpts *o, DivrefIrStats *st) {
  bool had = st->found;
  IrStatus s = check_consts(c, op, w, divs, k, nrand, o, st);
  if (s != IR_OK || had || !st->found || k == 1 || !st->cex.note[0] || !strcmp(st->cex.note, "poison")) return s;
  DivrefIrCex whole = st->cex;
  st->found = false;
  for (unsigned j = 0; j < k && s == IR_OK && !st->found; j++) s = check_consts(c, op, w, divs + j, 1, 16, o, st);
  if (!st->found) st->found = true, st->cex = whole;
  return s;
}

IrStatus divref_ir_sweep(IrCtx *c, DivrefIrOp op, unsigned w, const uint64_t *divs, size_t n,
                         const DivrefIrOpts *o, DivrefIrStats *st) {
  IrStatus s;
  if (!args_ok(c, op, w, &s)) return s;
  double t0 = now();
  unsigned kmax = o->const_batch ? o->const_batch : 32;
  uint64_t *b = malloc(kmax * sizeof *b), m = ir_mask(w);
  if (!b) return ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  uint32_t nrand = n ? (uint32_t)(o->random_pairs / n) : 0;
  unsigned k = 0;
  s = IR_OK;
  for (size_t i = 0; i <= n && s == IR_OK && !(st->found && o->stop_at_first); i++) {
    bool last = i == n;
    uint64_t d = last ? 0 : divs[i] & m;
    bool alone = !last && divref_ir_signed(op) && d == m;   /* -1: no INT_MIN dividend */
    if ((last || alone || k == kmax) && k) {
      s = check_batch(c, op, w, b, k, nrand * k < 16 ? 16 : nrand * k, o, st);
      k = 0;
    }
    if (s != IR_OK || last || d == 0) continue;
    if (alone) s = check_consts(c, op, w, &d, 1, nrand < 16 ? 16 : nrand, o, st);
    else b[k++] = d;
  }
  free(b);
  st->seconds += now() - t0;
  return s;
}

void divref_ir_cex_str(const DivrefIrCex *cx, char *buf, size_t n) {
  unsigned hx = cx->width / 4;
  snprintf(buf, n, "%s i%u x = 0x%0*llx, y = 0x%0*llx%s: expected 0x%0*llx, got 0x%0*llx [%s",
           divref_ir_op_name(cx->op), cx->width, hx, (unsigned long long)cx->x, hx, (unsigned long long)cx->y,
           cx->const_divisor ? " (const)" : "", hx, (unsigned long long)cx->expected, hx,
           (unsigned long long)cx->got, cx->model == INTERP_APPROX_ADVERSARIAL ? "adversarial" : "exact");
  size_t at = strlen(buf);
  if (cx->model == INTERP_APPROX_ADVERSARIAL && at < n)
    snprintf(buf + at, n - at, ", seed %llu", (unsigned long long)cx->approx_seed);
  at = strlen(buf);
  if (at < n) snprintf(buf + at, n - at, "]%s%s", cx->note[0] ? " " : "", cx->note);
}

IrStatus divref_ir_fdiv_sweep(IrCtx *c, const uint64_t *xs, size_t n, uint64_t y0, uint64_t stride, uint64_t count,
                              const DivrefIrOpts *o, DivrefIrStats *st) {
  double t0 = now();
  IrModule *m;
  IrStatus s = make_kernel(c, DIVREF_IR_FDIV, 32, NULL, 0, o, st, &m);
  if (s != IR_OK) return s;
  uint64_t chunk = n ? (1u << 20) / n + 1 : 1;
  Run r = {.c = c, .op = DIVREF_IR_FDIV, .w = 32, .k = 0, .o = o, .st = st};
  for (uint64_t k0 = 0; k0 < count && s == IR_OK && !(st->found && o->stop_at_first); k0 += chunk) {
    uint64_t k1 = count - k0 < chunk ? count : k0 + chunk;
    Pairs p = {0};
    for (uint64_t k = k0; k < k1; k++)
      for (size_t i = 0; i < n; i++) pairs_add(&p, xs[i] & 0xffffffffu, (y0 + k * stride) & 0xffffffffu);
    s = p.oom ? ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory") : run_models(&r, m, &p);
    pairs_free(&p);
  }
  ir_module_free(m);
  st->seconds += now() - t0;
  return s;
}

IrStatus divref_ir_fdiv_kernel(IrCtx *c, unsigned w, const DivrefIrOpts *o, IrModule **out) {
  IrStatus s;
  if (!args_ok(c, DIVREF_IR_FDIV, w, &s)) return s;
  DivrefIrStats st;
  memset(&st, 0, sizeof st);
  return make_kernel(c, DIVREF_IR_FDIV, w, NULL, 0, o, &st, out);
}

IrStatus divref_ir_fdiv_interp(IrCtx *c, const IrModule *m, unsigned w, InterpApprox model, uint64_t aseed,
                               const uint64_t *xs, const uint64_t *ys, size_t n, const DivrefIrOpts *o,
                               uint64_t *out, bool *poison) {
  IrStatus s;
  if (!args_ok(c, DIVREF_IR_FDIV, w, &s)) return s;
  DivrefIrStats st;
  memset(&st, 0, sizeof st);
  Run r = {.c = c, .op = DIVREF_IR_FDIV, .w = w, .k = 0, .o = o, .st = &st};
  uint32_t batch = o->batch ? o->batch : 4096;
  unsigned bytes = w / 8;
  r.xb = malloc((size_t)batch * bytes);
  r.yb = malloc((size_t)batch * bytes);
  r.ob = malloc((size_t)batch * bytes);
  InterpOpts io;
  interp_opts_default(&io);
  io.grid = (InterpGrid){{1, 1, 1}, {1, 1, 1}};
  io.approx = model;
  io.approx_seed = aseed;
  io.step_budget = (uint64_t)batch * 400 + 100000;
  s = !r.xb || !r.yb || !r.ob ? ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory") : IR_OK;
  if (s == IR_OK && !(r.prog = interp_compile(c, m, 0, &io))) s = ir_ctx_status(c) ? ir_ctx_status(c) : IR_EINTERNAL;
  for (size_t at = 0; s == IR_OK && at < n; at += batch) {
    uint32_t k = (uint32_t)(n - at < batch ? n - at : batch);
    InterpResult res;
    s = exec_batch(&r, xs + at, ys + at, k, &res);
    if (s != IR_OK) break;
    const InterpBufOut *ob = res.status == INTERP_OK ? out_buf(&res) : NULL;
    for (uint32_t i = 0; i < k; i++) {
      bool p = !ob;
      for (unsigned b = 0; ob && b < bytes; b++) p |= ob->poison && ob->poison[(size_t)i * bytes + b];
      out[at + i] = ob ? get_le(ob->bytes + (size_t)i * bytes, bytes) : 0;
      poison[at + i] = p;
    }
    interp_result_free(c, &res);
  }
  if (r.prog) interp_prog_free(r.prog);
  free(r.xb);
  free(r.yb);
  free(r.ob);
  return s;
}

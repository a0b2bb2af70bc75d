/* tools/cmd_divcheck.c -- `passcheck divcheck`: division lowering proven
 * exact (issue "Division lowering", seed 000).  Two checks:
 *   1. magic numbers: for every divisor of a range or sample, the (M, s)
 *      divmagic chooses is proven exact for ALL dividends by the closed-form
 *      Granlund-Montgomery criterion (oracles/divref/divref_magic.h);
 *      --exhaustive-divisors: all 2^32 - 1 32-bit divisors;
 *   2. lowered IR: the pipeline (default lower-div) applied to x OP y with
 *      a variable divisor (the Newton-Raphson templates) and with constant
 *      divisors (edge divisors plus a sample), run in the interpreter on
 *      edge, structured and random pairs under the exact and several
 *      adversarial MUFU models, compared with exact division
 *      (oracles/divref/divref_ir.h).
 * A counterexample is printed and, for the IR check, written as a regular
 * finding folder (--out) from a one-division kernel run by the
 * differential oracle.  Exit 0: nothing found; 1: a counterexample (or a
 * usage error); 2: could not run.  --jobs forks workers (cmd_run_parts).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cmd.h"
#include "../oracles/diff/diff.h"
#include "../oracles/divref/divref_fp.h"
#include "../oracles/divref/divref_ir.h"
#include "../oracles/divref/divref_magic.h"
#include "../oracles/divref/divref_native.h"
#include "../reports/findings.h"

typedef struct DcOpts {
  unsigned widths;          /* bit 0: 32, bit 1: 64 */
  unsigned signs;           /* bit 0: unsigned, bit 1: signed */
  bool exhaustive, magic, ir, fdiv;
  uint64_t divisors;        /* magic numbers: sampled divisors per width and sign */
  uint64_t ir_divisors;     /* lowered IR: sampled constant divisors per op and width */
  uint32_t pairs, adv_seeds;
  uint64_t seed;
  uint32_t jobs;
  const char *passes, *out;
  bool all_divisors;        /* fdiv: every float divisor against the hard dividends */
  uint32_t part, parts;     /* ... this part of that many */
  bool native;              /* ... the lowered kernel compiled for the host (divref_native.h) */
  bool ftz;                 /* ... the div.rn.ftz.f32 kernel */
  uint32_t crosscheck;      /* ... pairs of the native-vs-interpreter cross-check per model */
  bool midpoints;           /* ... plus each divisor's midpoint dividends (divref_native_midpoints) */
} DcOpts;

/* The magic tables: [width 32/64][unsigned/signed]; the IR tables:
 * [op][width][variable/constant]. */
enum { DC_NIR = 4 * 2 * 2 };

typedef struct DcStats {
  DivrefMagicStats magic[2][2];
  double magic_s[2][2];
  DivrefIrStats ir[DC_NIR];
  int ir_status[DC_NIR];    /* IrStatus of the check; IR_OK when it ran */
  char ir_err[DC_NIR][160];
} DcStats;

static double dc_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* ------------------------------------------------------------------ */
/* 1. Magic numbers                                                     */

/* Part `part` of `jobs` of one width and sign: an index range of the
 * exhaustive sweep (32-bit) or of the seeded sample (edges first). */
static void dc_magic_part(const DcOpts *o, unsigned wi, unsigned si, unsigned part, DcStats *st) {
  unsigned n = wi ? 64 : 32;
  bool sg = si == 1;
  DivrefMagicStats *ms = &st->magic[wi][si];
  double t0 = dc_now();
  if (o->exhaustive && n == 32) {
    /* chunks part, part + jobs, ...: divisors above 2^31 are the cheap
     * DM_GE form, so contiguous halves would leave one worker idle */
    const uint64_t total = 0xffffffffull, chunk = 1ull << 20;
    for (uint64_t first = 1 + (uint64_t)part * chunk; first <= total; first += (uint64_t)o->jobs * chunk) {
      uint64_t last = first + chunk - 1 > total ? total : first + chunk - 1;
      divref_magic_sweep(n, sg, first, last, ms);
    }
  } else {
    uint64_t total = divref_magic_edge_count(n, sg) + o->divisors, chunk = total / o->jobs + 1;
    uint64_t first = (uint64_t)part * chunk, count = first >= total ? 0 : total - first < chunk ? total - first : chunk;
    if (count) divref_magic_sweep_sample(n, sg, o->seed, first, count, ms);
  }
  st->magic_s[wi][si] = dc_now() - t0;
}

/* ------------------------------------------------------------------ */
/* 2. Lowered IR                                                        */

static DivrefIrOp dc_op(unsigned k) { return (DivrefIrOp)(k / 4); }
static unsigned dc_width(unsigned k) { return (k / 2) % 2 ? 64 : 32; }
static bool dc_const(unsigned k) { return k % 2; }

static bool dc_ir_selected(const DcOpts *o, unsigned k) {
  unsigned w = dc_width(k) == 64, s = divref_ir_signed(dc_op(k));
  return o->ir && (o->widths >> w & 1) && (o->signs >> s & 1);
}

/* The constant divisors of one op and width: the edge divisors, then
 * o->ir_divisors from the magic-number sample (past its edges). */
static uint64_t *dc_ir_divisors(const DcOpts *o, unsigned w, bool sg, size_t *n) {
  size_t ne = divref_ir_edge_divisors(w, sg, NULL, 0);
  uint64_t *d = malloc(sizeof *d * (ne + o->ir_divisors + 1));
  if (!d) return NULL;
  divref_ir_edge_divisors(w, sg, d, ne);
  uint64_t skip = divref_magic_edge_count(w, sg);
  for (uint64_t i = 0; i < o->ir_divisors; i++) d[ne + i] = divref_magic_sample(w, sg, o->seed, skip + i);
  *n = ne + o->ir_divisors;
  return d;
}

static void dc_ir_one(const DcOpts *o, unsigned k, DcStats *st) {
  IrCtx *c = ir_ctx_new();
  DivrefIrOpts io;
  divref_ir_opts_default(&io);
  io.pipeline = o->passes;
  io.seed = o->seed;
  io.random_pairs = o->pairs;
  io.adv_seeds = o->adv_seeds;
  IrStatus rc = IR_ENOMEM;
  if (c && !dc_const(k)) {
    rc = divref_ir_check_var(c, dc_op(k), dc_width(k), &io, &st->ir[k]);
  } else if (c) {
    size_t n = 0;
    uint64_t *d = dc_ir_divisors(o, dc_width(k), divref_ir_signed(dc_op(k)), &n);
    if (d) rc = divref_ir_sweep(c, dc_op(k), dc_width(k), d, n, &io, &st->ir[k]);
    free(d);
  }
  st->ir_status[k] = rc;
  if (rc != IR_OK) snprintf(st->ir_err[k], sizeof st->ir_err[k], "%s", c ? ir_ctx_error(c) : "out of memory");
  ir_ctx_free(c);
}

/* ------------------------------------------------------------------ */
/* Workers                                                              */

typedef struct DcRun {
  const DcOpts *o;
  DcStats *tot;
} DcRun;

static int dc_part(void *ud, unsigned part, void *buf) {
  const DcOpts *o = ((DcRun *)ud)->o;
  DcStats *st = buf;
  if (o->magic)
    for (unsigned wi = 0; wi < 2; wi++)
      for (unsigned si = 0; si < 2; si++)
        if ((o->widths >> wi & 1) && (o->signs >> si & 1)) dc_magic_part(o, wi, si, part, st);
  for (unsigned k = 0; k < DC_NIR; k++)
    if (k % o->jobs == part && dc_ir_selected(o, k)) dc_ir_one(o, k, st);
  return CMD_OK;
}

static void dc_merge(void *ud, const void *buf) {
  const DcStats *s = buf;
  DcStats *t = ((DcRun *)ud)->tot;
  for (unsigned wi = 0; wi < 2; wi++)
    for (unsigned si = 0; si < 2; si++) {
      divref_magic_stats_merge(&t->magic[wi][si], &s->magic[wi][si]);
      if (s->magic_s[wi][si] > t->magic_s[wi][si]) t->magic_s[wi][si] = s->magic_s[wi][si];
    }
  for (unsigned k = 0; k < DC_NIR; k++)
    if (s->ir[k].kernels || s->ir_status[k] != IR_OK) {
      t->ir[k] = s->ir[k];
      t->ir_status[k] = s->ir_status[k];
      memcpy(t->ir_err[k], s->ir_err[k], sizeof t->ir_err[k]);
    }
}

/* ------------------------------------------------------------------ */
/* Findings: a counterexample of the IR check as a finding folder        */

/* A one-division kernel: x OP y (y a parameter or the constant), stored. */
static void dc_cex_module(const DivrefIrCex *cx, char *buf, size_t n) {
  const char *op = divref_ir_op_name(cx->op);
  char yv[32];
  if (cx->const_divisor) {
    int64_t d = cx->width == 32 ? (int64_t)(int32_t)(uint32_t)cx->y : (int64_t)cx->y;
    snprintf(yv, sizeof yv, "%lld", (long long)d);
  } else {
    snprintf(yv, sizeof yv, "%%y");
  }
  snprintf(buf, n,
           "; divcheck counterexample: %s i%u\n"
           "define void @divcheck(i%u %%x, i%u %%y, ptr addrspace(1) %%out) {\n"
           "  %%q = %s i%u %%x, %s\n"
           "  store i%u %%q, ptr addrspace(1) %%out\n"
           "  ret void\n"
           "}\n",
           op, cx->width, cx->width, cx->width, op, cx->width, yv, cx->width);
}

static void dc_put_le(uint8_t *b, uint32_t size, uint64_t v) {
  for (uint32_t i = 0; i < size && i < 8; i++) b[i] = (uint8_t)(v >> (8 * i));
}

/* Runs the one-division kernel on (x, y) under the counterexample's model
 * through the differential oracle and writes the finding to o->out.
 * Prints where it went, or why there is no folder. */
static void dc_write_finding(const DcOpts *o, const DivrefIrCex *cx) {
  char text[1024];
  dc_cex_module(cx, text, sizeof text);
  IrCtx *c = ir_ctx_new();
  IrModule *m = c ? ir_parse(c, "divcheck.ll", text, strlen(text)) : NULL;
  PassCtx pc;
  Pipeline p;
  DiffOpts d;
  InterpInput in;
  DiffResult r;
  memset(&in, 0, sizeof in);
  memset(&r, 0, sizeof r);
  diff_opts_default(&d);
  d.interp.grid = (InterpGrid){{1, 1, 1}, {1, 1, 1}};
  d.interp.approx = cx->model;
  d.interp.approx_seed = cx->approx_seed;
  const char *why = NULL;
  if (!m) why = "the kernel did not parse";
  else if (cmd_pass_setup(c, o->passes, NULL, 0, false, &pc, &p) != CMD_OK) why = "bad pipeline";
  else if (interp_input_gen(c, m, 0, 1, &d.gen, &d.interp, &in) != IR_OK || in.nargs != 3) why = "no input";
  if (!why) {
    dc_put_le(in.args[0].bytes, in.args[0].size, cx->x);
    dc_put_le(in.args[1].bytes, in.args[1].size, cx->y);
    d.input = &in;
    if (diff_run(c, m, 0, &p, &pc, &d, &r) != IR_OK) why = ir_ctx_error(c);
    else if (r.outcome == DIFF_OK) why = "the one-division kernel does not reproduce it (the batch kernel's context differs)";
  }
  FindingWrite fw;
  if (!why && findings_write(c, o->out, &r.finding, &fw) != IR_OK) why = ir_ctx_error(c);
  if (why) printf("finding: not written: %s\n", why);
  else printf("finding: %s (%s)\n", fw.dir, diff_outcome_name(r.outcome));
  diff_result_free(&r);
  if (m) interp_input_free(c, &in);
  if (m) ir_module_free(m);
  ir_ctx_free(c);
}

/* ------------------------------------------------------------------ */
/* Output                                                               */

static bool dc_print_magic(const DcOpts *o, const DcStats *st) {
  bool bad = false;
  if (!o->magic) return false;
  printf("magic numbers: divmagic's (M, s) proven for all dividends (Granlund-Montgomery criterion), %s\n",
         o->exhaustive ? "32-bit: every divisor; 64-bit: a seeded sample" : "a seeded sample of divisors (edges first)");
  printf("  width sign           divisors       proven  refused  wrong     pow2     mulhi mulhi-add       ge  max-s   seconds\n");
  for (unsigned wi = 0; wi < 2; wi++)
    for (unsigned si = 0; si < 2; si++) {
      if (!(o->widths >> wi & 1) || !(o->signs >> si & 1)) continue;
      const DivrefMagicStats *m = &st->magic[wi][si];
      uint64_t fails = m->wrong + m->malformed + m->internal;
      printf("  %-5u %-8s %14llu %12llu %8llu %6llu %8llu %9llu %9llu %8llu %6u %9.2f\n", wi ? 64 : 32,
             si ? "signed" : "unsigned", (unsigned long long)m->divisors, (unsigned long long)m->proven,
             (unsigned long long)m->refused, (unsigned long long)fails, (unsigned long long)m->forms[0],
             (unsigned long long)m->forms[1], (unsigned long long)m->forms[2], (unsigned long long)m->forms[3],
             m->max_shift, st->magic_s[wi][si]);
      if (m->has_failure || m->refused || fails) {
        char line[512];
        divref_magic_failure_str(wi ? 64 : 32, si == 1, m, line, sizeof line);
        printf("  counterexample: %s\n", line[0] ? line : "divmagic refused a valid divisor");
        bad = true;
      }
    }
  return bad;
}

static bool dc_print_ir(const DcOpts *o, const DcStats *st, int *rc) {
  bool bad = false;
  if (!o->ir) return false;
  printf("lowered IR (-passes=%s): lanes compared with exact division, exact model and %u adversarial MUFU seed(s)\n",
         o->passes, o->adv_seeds);
  printf("  op    width divisor     kernels  pairs-exact  pairs-adversarial  left-undivided  insts/kernel   seconds\n");
  for (unsigned k = 0; k < DC_NIR; k++) {
    if (!dc_ir_selected(o, k)) continue;
    const DivrefIrStats *s = &st->ir[k];
    if (st->ir_status[k] != IR_OK) {
      printf("  %-5s %-5u %-9s could not run: %s\n", divref_ir_op_name(dc_op(k)), dc_width(k),
             dc_const(k) ? "constant" : "variable", st->ir_err[k]);
      *rc = CMD_EINTERNAL;
      continue;
    }
    printf("  %-5s %-5u %-9s %9llu %12llu %18llu %15llu %13.1f %9.2f\n", divref_ir_op_name(dc_op(k)), dc_width(k),
           dc_const(k) ? "constant" : "variable", (unsigned long long)s->kernels,
           (unsigned long long)s->pairs[INTERP_APPROX_EXACT], (unsigned long long)s->pairs[INTERP_APPROX_ADVERSARIAL],
           (unsigned long long)s->unlowered, s->kernels ? (double)s->lowered_insts / (double)s->kernels : 0.0,
           s->seconds);
    if (s->found) {
      char line[512];
      divref_ir_cex_str(&s->cex, line, sizeof line);
      printf("  counterexample: %s\n", line);
      if (o->out) dc_write_finding(o, &s->cex);
      bad = true;
    }
  }
  return bad;
}

/* ------------------------------------------------------------------ */
/* Options                                                              */

static const char dc_usage[] =
  "usage: passcheck divcheck [--width 32|64] [--signed | --unsigned] [--exhaustive-divisors]\n"
  "                          [--divisors N] [--ir-divisors N] [--pairs N] [--adversarial-seeds K]\n"
  "                          [--passes P] [--only magic|ir|fdiv] [--jobs J] [--seed S] [--out DIR]\n"
  "                          [--all-divisors [--native [--midpoints] [--crosscheck N]] [--ftz]\n"
  "                          [--part I --parts N]]\n"
  "\n"
  "Proves the division lowering exact.  Magic numbers: for every divisor of\n"
  "a seeded sample (edge divisors first), or with --exhaustive-divisors every\n"
  "32-bit divisor, the multiplier and shift chosen for division by that\n"
  "constant are proven exact for ALL dividends by the Granlund-Montgomery\n"
  "criterion, in 128-bit integer arithmetic.  Lowered IR: the pipeline is run\n"
  "on x OP y (udiv, urem, sdiv, srem; i32, i64) with a variable divisor (the\n"
  "Newton-Raphson templates) and with constant divisors (edge divisors plus\n"
  "a sample); the result is interpreted on edge, structured and random\n"
  "(x, y) pairs under the exact MUFU model and K adversarial ones (every\n"
  "reciprocal the hardware's error bound allows) and compared with exact\n"
  "division.  A counterexample is printed, and with --out written as a\n"
  "finding folder (program, input, repro.sh).  Exit 1 when one is found.\n"
  "\n"
  "options:\n"
  "  --width W              32 or 64 (default both)\n"
  "  --signed, --unsigned   one signedness (default both)\n"
  "  --exhaustive-divisors  magic numbers: all 2^32 - 1 32-bit divisors\n"
  "  --divisors N           magic numbers: sampled divisors per width and\n"
  "                         signedness after the edge divisors (default 1000000)\n"
  "  --ir-divisors N        lowered IR: sampled constant divisors per op and\n"
  "                         width after the edge divisors (default 256)\n"
  "  --pairs N              lowered IR: random pairs per check (default 2048)\n"
  "  --adversarial-seeds K  adversarial MUFU models per check (default 4)\n"
  "  --passes P             the lowering under test (default lower-div)\n"
  "  --only magic|ir|fdiv   one of the two checks, or the correctly rounded FP\n"
  "                         divisions (lower-fdiv-rn: div.rn.f32, its .ftz form,\n"
  "                         div.rn.f64) on hard pair classes against MPFR\n"
  "  --all-divisors         fdiv float: every divisor bit pattern against a\n"
  "                         fixed set of hard dividends (--part I --parts N:\n"
  "                         the divisors I, I + N, I + 2N, ...)\n"
  "  --native               with --all-divisors: the same lowered kernel\n"
  "                         compiled for this host with clang-16 (MUFU calls\n"
  "                         evaluate the interpreter's models), cross-checked\n"
  "                         against the interpreter first; --part I --parts N:\n"
  "                         the I-th of N contiguous ranges of divisors, every\n"
  "                         exponent of a mantissa in a row; --jobs splits it\n"
  "  --crosscheck N         native: pairs of the cross-check per model\n"
  "                         (default 131072; a difference stops the sweep)\n"
  "  --ftz                  all divisors: the div.rn.ftz.f32 kernel\n"
  "  --midpoints            native: each divisor also against the dividends\n"
  "                         whose quotient by it lies next to a midpoint\n"
  "  --jobs J               worker processes (default 1)\n"
  "  --seed S               seed of the samples (default 1)\n"
  "  --out DIR              write a counterexample as a finding under DIR/findings/\n"
  "  -h, --help             this text\n"
  "\n"
  "example:\n"
  "  passcheck divcheck --width 32 --exhaustive-divisors --jobs 2\n"
  "  passcheck divcheck --passes mutant-magic-div --only ir --width 32 --unsigned --out dc-out\n";

/* Returns CMD_HELP after --help, else an exit status (CMD_OK to go on). */
static int dc_parse_opts(int argc, char **argv, DcOpts *o) {
  bool sg = false, uns = false;
  int width = -1, only = -1;
  const CmdOpt opts[] = {
    CMD_OPT("width", CMD_CHOICE, &width, .what = "32|64"),
    CMD_OPT("signed", CMD_SET, &sg),
    CMD_OPT("unsigned", CMD_SET, &uns),
    CMD_OPT("exhaustive-divisors", CMD_SET, &o->exhaustive),
    CMD_OPT("divisors", CMD_U64, &o->divisors, .hi = 1ull << 40),
    CMD_OPT("ir-divisors", CMD_U64, &o->ir_divisors, .hi = 1u << 24),
    CMD_OPT("pairs", CMD_U32, &o->pairs, .hi = 1u << 30),
    CMD_OPT("adversarial-seeds", CMD_U32, &o->adv_seeds, .hi = 1024),
    CMD_OPT("passes", CMD_STR, &o->passes),
    CMD_OPT("only", CMD_CHOICE, &only, .what = "magic|ir|fdiv"),
    CMD_OPT("jobs", CMD_U32, &o->jobs, .lo = 1, .hi = 64),
    CMD_OPT("seed", CMD_U64, &o->seed),
    CMD_OPT("out", CMD_STR, &o->out),
    CMD_OPT("all-divisors", CMD_SET, &o->all_divisors),
    CMD_OPT("part", CMD_U32, &o->part, .hi = 1u << 30),
    CMD_OPT("parts", CMD_U32, &o->parts, .lo = 1, .hi = 1u << 30),
    CMD_OPT("native", CMD_SET, &o->native),
    CMD_OPT("ftz", CMD_SET, &o->ftz),
    CMD_OPT("midpoints", CMD_SET, &o->midpoints),
    CMD_OPT("crosscheck", CMD_U32, &o->crosscheck, .lo = 1, .hi = 1u << 26),
    CMD_OPT_END};
  const CmdOptSpec spec = {"divcheck", opts, dc_usage, .max_args = 0};
  int n, rc = cmd_opts_parse(&spec, argc, argv, &n);
  if (width >= 0) o->widths = 1u << width;
  if (sg || uns) o->signs = (sg ? 2u : 0u) | (uns ? 1u : 0u);
  if (only >= 0) o->magic = only == 0, o->ir = only == 1, o->fdiv = only == 2;
  if (o->all_divisors) o->fdiv = true;
  if (rc == CMD_OK && (o->native || o->ftz) && !o->all_divisors) {
    fprintf(stderr, "passcheck divcheck: --native and --ftz go with --all-divisors\n");
    rc = CMD_EUSER;
  }
  if (rc == CMD_OK && o->midpoints && !o->native) {
    fprintf(stderr, "passcheck divcheck: --midpoints goes with --native\n");
    rc = CMD_EUSER;
  }
  if (rc == CMD_OK && o->part >= o->parts) {
    fprintf(stderr, "passcheck divcheck: --part must be below --parts\n");
    rc = CMD_EUSER;
  }
  return rc;
}

/* --only fdiv: the correctly rounded FP divisions lowered by lower-div
 * (knob lower-fdiv-rn): fdiv float (div.rn.f32 sequence), fdiv float in a
 * preserve-sign function (div.rn.ftz.f32), fdiv double (the DDIV
 * template), run on the hard pair classes of oracles/divref/divref_fp.h
 * (--pairs scales the drawn part) under the exact MUFU model and
 * --adversarial-seeds adversarial ones, every lane compared with MPFR's
 * correctly rounded quotient.  --width selects f32 (both) or f64.
 * --all-divisors: every float divisor bit pattern against the fixed hard
 * dividends (dc_hard_dividends); --part I --parts N: the divisors I,
 * I + N, I + 2N, ... (every exponent, every N-th mantissa), so that N
 * processes or machines share the whole sweep. */
typedef struct DcFdiv {
  const char *name;
  unsigned w;
  bool ftz;
} DcFdiv;

static void dc_fdiv_cex(const DcFdiv *v, const DivrefIrCex *cx) {
  unsigned hx = v->w / 4;
  printf("COUNTEREXAMPLE: %s 0x%0*llX / 0x%0*llX: expected 0x%0*llX, got 0x%0*llX (%s model, seed %llu)%s%s\n",
         v->name, hx, (unsigned long long)cx->x, hx, (unsigned long long)cx->y, hx, (unsigned long long)cx->expected,
         hx, (unsigned long long)cx->got, cx->model == INTERP_APPROX_EXACT ? "exact" : "adversarial",
         (unsigned long long)cx->approx_seed, cx->note[0] ? ": " : "", cx->note);
}

static void dc_fdiv_opts(const DcOpts *o, const DcFdiv *v, DivrefIrOpts *io) {
  divref_ir_opts_default(io);
  io->pipeline = o->passes;
  io->seed = o->seed;
  io->random_pairs = o->pairs;
  io->adv_seeds = o->adv_seeds;
  io->fdiv_ftz = v->ftz;
}

/* One variant; 0 ok, 1 counterexample, 2 could not run. */
static int dc_fdiv_one(IrCtx *c, const DcOpts *o, const DcFdiv *v) {
  DivrefIrOpts io;
  dc_fdiv_opts(o, v, &io);
  DivrefIrStats st;
  memset(&st, 0, sizeof st);
  if (divref_ir_check_var(c, DIVREF_IR_FDIV, v->w, &io, &st) != IR_OK) {
    fprintf(stderr, "passcheck divcheck: %s: %s\n", v->name, ir_ctx_error(c));
    return 2;
  }
  uint64_t n = st.pairs[0] + st.pairs[1];
  printf("%s: %llu instructions lowered, %llu fdiv left; pairs: exact model %llu, adversarial %llu (%u seeds); "
         "%.1f s, %.0f pairs/s\n", v->name, (unsigned long long)st.lowered_insts, (unsigned long long)st.unlowered,
         (unsigned long long)st.pairs[0], (unsigned long long)st.pairs[1], o->adv_seeds, st.seconds,
         st.seconds > 0 ? (double)n / st.seconds : 0.0);
  printf("  classes:");
  for (unsigned k = 0; k < DIVREF_FP_NCLASSES; k++)
    printf(" %s %llu", divref_fp_class_name((DivrefFpClass)k), (unsigned long long)st.fp_class[k]);
  printf("\n");
  if (st.found) dc_fdiv_cex(v, &st.cex);
  return st.found || st.unlowered ? 1 : 0;
}

/* The fixed hard dividends of the all-divisors sweep: 1, 1.5, the
 * all-ones mantissa, the smallest and largest normal, the largest
 * subnormal, and hard midpoint mantissas (with their quotient by the
 * divisor's mantissa near a midpoint for some divisors). */
static size_t dc_hard_dividends(uint64_t *x, size_t cap) {
  static const uint32_t fixed[] = {0x3f800000u, 0x3fc00000u, 0x3fffffffu, 0x00800000u, 0x7f7fffffu, 0x007fffffu,
                                   0x3f800001u, 0x3faaaaabu};
  size_t n = 0;
  for (size_t i = 0; i < sizeof fixed / sizeof fixed[0] && n < cap; i++) x[n++] = fixed[i];
  return n;
}

/* --native: the sweep's workers, each a contiguous range of divisor
 * indices (divref_native_sweep). */
typedef struct DcNat {
  const DcOpts *o;
  DivrefNative *k;
  const DivrefIrOpts *io;
  const uint64_t *xs;
  size_t nx;
  uint64_t k0, k1;
  DivrefNativeStats tot;
  bool failed;
  char err[200];
} DcNat;

typedef struct DcNatBuf {
  DivrefNativeStats st;
  int status;
  char err[200];
} DcNatBuf;

static int dc_nat_part(void *ud, unsigned part, void *buf) {
  DcNat *n = ud;
  DcNatBuf *b = buf;
  uint64_t span = n->k1 - n->k0, a = n->k0 + span * part / n->o->jobs, e = n->k0 + span * (part + 1) / n->o->jobs;
  IrCtx *c = ir_ctx_new();
  if (!c) return CMD_EINTERNAL;
  if (divref_native_sweep(c, n->k, n->xs, n->nx, n->o->midpoints, a, e, n->io, &b->st) != IR_OK) {
    b->status = 1;
    snprintf(b->err, sizeof b->err, "%s", ir_ctx_error(c));
  }
  ir_ctx_free(c);
  return CMD_OK;
}

static void dc_nat_merge(void *ud, const void *buf) {
  DcNat *n = ud;
  const DcNatBuf *b = buf;
  for (int m = 0; m < 2; m++) n->tot.pairs[m] += b->st.pairs[m];
  n->tot.midpoint_pairs += b->st.midpoint_pairs;
  if (b->st.seconds > n->tot.seconds) n->tot.seconds = b->st.seconds;
  if (b->st.found && !n->tot.found) n->tot.found = true, n->tot.cex = b->st.cex;
  if (b->status && !n->failed) n->failed = true, memcpy(n->err, b->err, sizeof n->err);
}

static int dc_fdiv_native(IrCtx *c, const DcOpts *o, const DcFdiv *v, const DivrefIrOpts *io, const uint64_t *xs,
                          size_t nx) {
  IrModule *m = NULL;
  DivrefNative *k = NULL;
  if (divref_ir_fdiv_kernel(c, 32, io, &m) != IR_OK || divref_native_build(c, m, NULL, &k) != IR_OK) {
    fprintf(stderr, "passcheck divcheck: %s: %s\n", v->name, ir_ctx_error(c));
    if (m) ir_module_free(m);
    return 2;
  }
  DivrefNativeCheck ck;
  IrStatus s = divref_native_crosscheck(c, k, m, xs, nx, o->crosscheck, io, &ck);
  ir_module_free(m);
  if (s != IR_OK) {
    fprintf(stderr, "passcheck divcheck: %s: cross-check: %s\n", v->name, ir_ctx_error(c));
    divref_native_free(k);
    return 2;
  }
  if (ck.ref_differs || ck.differs) {
    if (ck.ref_differs)
      printf("NATIVE PATH BROKEN: the native reference differs from MPFR on 0x%08X / 0x%08X: 0x%08X, MPFR "
             "0x%08X\n", ck.x, ck.y, ck.native, ck.interp);
    else
      printf("NATIVE PATH BROKEN: native kernel and interpreter differ on 0x%08X / 0x%08X: native 0x%08X, "
             "interpreter 0x%08X%s (%s model, seed %llu)\n", ck.x, ck.y, ck.native, ck.interp,
             ck.interp_poison ? " (poison or a failed run)" : "",
             ck.model == INTERP_APPROX_EXACT ? "exact" : "adversarial", (unsigned long long)ck.aseed);
    printf("result: could not run every check\n");
    divref_native_free(k);
    return 2;
  }
  double ir = ck.interp_seconds > 0 ? (double)(ck.pairs * ck.runs) / ck.interp_seconds : 0;
  double nr = ck.native_seconds > 0 ? (double)(ck.pairs * ck.runs) / ck.native_seconds : 0;
  printf("cross-check: native kernel == interpreter on %llu pairs x %llu model(s), native reference == MPFR "
         "(interpreter %.0f pairs/s, native %.0f pairs/s; %.1f s)\n", (unsigned long long)ck.pairs,
         (unsigned long long)ck.runs, ir, nr, ck.seconds);
  fflush(stdout);
  DcNat n = {.o = o, .k = k, .io = io, .xs = xs, .nx = nx};
  n.k0 = (uint64_t)o->part * (1ull << 32) / o->parts;
  n.k1 = ((uint64_t)o->part + 1) * (1ull << 32) / o->parts;
  int rc = cmd_run_parts(o->jobs, sizeof(DcNatBuf), dc_nat_part, dc_nat_merge, &n);
  divref_native_free(k);
  if (rc != CMD_OK || n.failed) {
    fprintf(stderr, "passcheck divcheck: %s: %s\n", v->name, n.failed ? n.err : "a worker failed");
    return 2;
  }
  uint64_t np = n.tot.pairs[0] + n.tot.pairs[1];
  printf("%s: divisors %llu..%llu of 2^32 (%llu) x %zu dividends%s; pairs: exact model %llu, adversarial %llu "
         "(%u seeds); %.1f s, %.0f pairs/s (%u jobs)\n", v->name, (unsigned long long)n.k0,
         (unsigned long long)n.k1 - 1, (unsigned long long)(n.k1 - n.k0), nx,
         o->midpoints ? " + midpoint dividends" : "", (unsigned long long)n.tot.pairs[0],
         (unsigned long long)n.tot.pairs[1], o->adv_seeds, n.tot.seconds,
         n.tot.seconds > 0 ? (double)np / n.tot.seconds : 0.0, o->jobs);
  if (o->midpoints) printf("  midpoint pairs per model: %llu\n", (unsigned long long)n.tot.midpoint_pairs);
  if (n.tot.found) dc_fdiv_cex(v, &n.tot.cex);
  return n.tot.found ? 1 : 0;
}

static int dc_fdiv_sweep(IrCtx *c, const DcOpts *o) {
  DcFdiv v = {o->ftz ? "fdiv float ftz (all divisors)" : "fdiv float (all divisors)", 32, o->ftz};
  if (o->native) v.name = o->ftz ? "fdiv float ftz (all divisors, native)" : "fdiv float (all divisors, native)";
  DivrefIrOpts io;
  dc_fdiv_opts(o, &v, &io);
  uint64_t xs[16];
  size_t nx = dc_hard_dividends(xs, 16);
  if (o->native) return dc_fdiv_native(c, o, &v, &io, xs, nx);
  uint64_t count = ((1ull << 32) - o->part + o->parts - 1) / o->parts;   /* part, part + parts, ... < 2^32 */
  DivrefIrStats st;
  memset(&st, 0, sizeof st);
  if (divref_ir_fdiv_sweep(c, xs, nx, o->part, o->parts, count, &io, &st) != IR_OK) {
    fprintf(stderr, "passcheck divcheck: %s: %s\n", v.name, ir_ctx_error(c));
    return 2;
  }
  uint64_t n = st.pairs[0] + st.pairs[1];
  printf("%s: divisors %u + k * %u (%llu of them) x %zu dividends; pairs: exact model %llu, adversarial %llu (%u "
         "seeds); %.1f s, %.0f pairs/s\n", v.name, o->part, o->parts, (unsigned long long)count, nx,
         (unsigned long long)st.pairs[0], (unsigned long long)st.pairs[1], o->adv_seeds, st.seconds,
         st.seconds > 0 ? (double)n / st.seconds : 0.0);
  if (st.found) dc_fdiv_cex(&v, &st.cex);
  return st.found ? 1 : 0;
}

static int dc_fdiv(const DcOpts *o) {
  static const DcFdiv vs[] = {{"fdiv f32 (div.rn.f32 sequence)", 32, false},
                              {"fdiv f32 ftz (div.rn.ftz.f32 sequence)", 32, true},
                              {"fdiv f64 (div.rn.f64 DDIV template)", 64, false}};
  IrCtx *c = ir_ctx_new();
  if (!c) return CMD_EINTERNAL;
  int worst = 0;
  if (o->all_divisors) worst = dc_fdiv_sweep(c, o);
  for (unsigned k = 0; !o->all_divisors && k < 3; k++) {
    if (!(o->widths >> (vs[k].w == 64) & 1)) continue;
    int r = dc_fdiv_one(c, o, &vs[k]);
    if (r > worst) worst = r;
  }
  printf("result: %s\n", worst == 2 ? "could not run every check" : worst ? "COUNTEREXAMPLE found" : "ok: no counterexample");
  ir_ctx_free(c);
  return worst == 2 ? CMD_EINTERNAL : worst ? CMD_EUSER : CMD_OK;
}

int cmd_divcheck(int argc, char **argv) {
  DcOpts o = {3, 3, false, true, true, false, 1000000, 256, 2048, 4, 1, 1, "lower-div", NULL, false, 0, 1,
              false, false, 131072, false};
  int rc = dc_parse_opts(argc, argv, &o);
  if (rc != CMD_OK) return rc == CMD_HELP ? CMD_OK : rc;
  if (o.fdiv) return dc_fdiv(&o);
  DcStats *st = calloc(1, sizeof *st);
  if (!st) return CMD_EINTERNAL;
  DcRun run = {&o, st};
  rc = cmd_run_parts(o.jobs, sizeof *st, dc_part, dc_merge, &run);
  if (rc != CMD_OK) {
    fprintf(stderr, "passcheck divcheck: a worker failed\n");
    free(st);
    return rc;
  }
  bool bad = dc_print_magic(&o, st);
  bad |= dc_print_ir(&o, st, &rc);
  printf("result: %s\n", rc != CMD_OK ? "could not run every check" : bad ? "COUNTEREXAMPLE found" : "ok: no counterexample");
  fflush(stdout);
  free(st);
  return rc != CMD_OK ? rc : bad ? CMD_EUSER : CMD_OK;
}

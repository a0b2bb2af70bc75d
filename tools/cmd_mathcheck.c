/* tools/cmd_mathcheck.c -- `passcheck mathcheck`: the precision of the
 * constant folder's host math evaluation (passes/constfold.c) over a sweep
 * of arguments, measured with MPFR (oracles/mathref): per function and
 * type, inputs tried / folded / refused, the largest ULP distance from the
 * exact result and the argument where it occurs, and how many folded
 * values are not correctly rounded.  Text table or JSON.
 *
 * Contract: exit 0 when every folded value is within --ulp-tolerance, 1
 * when some is not (a precision finding) or for bad options, 2 for
 * internal errors.  Deterministic in --seed; --jobs forks workers that
 * each take every J-th input and send their counts back through a pipe.
 */
#include <errno.h>
#include <fenv.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "../oracles/mathref/mathref.h"
#include "../passes/constfold.h"

typedef struct McFn {
  unsigned fn;     /* its name is ir_mathfn_name[fn] */
  double lo, hi;   /* the interesting argument range of the random sweep */
} McFn;

/* Every function the folder evaluates on the host. */
static const McFn mc_fns[] = {
  {IR_MF_SIN, -10, 10},       {IR_MF_COS, -10, 10},     {IR_MF_TAN, -10, 10},
  {IR_MF_ASIN, -1, 1},       {IR_MF_ACOS, -1, 1},     {IR_MF_ATAN, -20, 20},
  {IR_MF_ATAN2, -10, 10},   {IR_MF_SINH, -20, 20},   {IR_MF_COSH, -20, 20},
  {IR_MF_TANH, -5, 5},       {IR_MF_EXP, -50, 50},     {IR_MF_EXP2, -60, 60},
  {IR_MF_LOG, 0, 100},        {IR_MF_LOG2, 0, 100},    {IR_MF_LOG10, 0, 100},
  {IR_MF_POW, 0, 10},         {IR_MF_POWI, -4, 4},     {IR_MF_FMOD, -100, 100},
  {IR_MF_SQRT, 0, 100},      {IR_MF_FABS, -10, 10},   {IR_MF_FLOOR, -10, 10},
  {IR_MF_CEIL, -10, 10},     {IR_MF_ROUND, -10, 10},
};
#define MC_NFNS (sizeof mc_fns / sizeof mc_fns[0])

typedef struct McStat {
  uint64_t tried, folded, refused, notcr;
  double maxulp;
  uint64_t arg[2];      /* where maxulp occurs */
  int have;
} McStat;

typedef struct McOpts {
  const char *func;
  int types;            /* bit 0 float, bit 1 double */
  uint64_t samples, seed;
  uint32_t jobs;
  bool exhaustive, json;
  double tol;
  bool exact;           /* -knob fold-math-exact=1: the folder's exact mode */
  uint64_t range[2];    /* --range: the bit patterns [range[0], range[1]) of --exhaustive */
} McOpts;

static const char mc_usage[] =
  "usage: passcheck mathcheck [--func F] [--type float|double] [--samples N | --exhaustive]\n"
  "                           [--jobs J] [--seed S] [--ulp-tolerance U] [--json]\n"
  "\n"
  "Validates the precision of the constant folder's math evaluation: for each\n"
  "function (and type) it evaluates the folder on a sweep of arguments --\n"
  "edge values, random bit patterns, random values in the function's usual\n"
  "range, and hard-to-round arguments whose results lie near a halfway point\n"
  "-- and compares every folded value with the exact result (MPFR).\n"
  "Prints: function, type, inputs tried, folded, refused (the folder's\n"
  "guards), the largest distance in ULPs and its argument, and the count of\n"
  "results that are not correctly rounded.\n"
  "\n"
  "options:\n"
  "  --func F           one function (sin, cos, tan, asin, acos, atan, atan2,\n"
  "                     sinh, cosh, tanh, exp, exp2, log, log2, log10, pow,\n"
  "                     powi, fmod, sqrt, fabs, floor, ceil, round); default all\n"
  "  --type T           float or double (default both)\n"
  "  --samples N        inputs per function and type (default 20000)\n"
  "  --exhaustive       float unary functions: all 2^32 inputs (others use\n"
  "                     --samples)\n"
  "  --range LO:HI      with --exhaustive: only the bit patterns LO <= b < HI\n"
  "                     (decimal or 0x hex, HI up to 0x100000000; a shard)\n"
  "  --jobs J           worker processes (default 1)\n"
  "  --seed S           seed of the random inputs (default 1)\n"
  "  -knob NAME=VALUE   a constfold knob (repeatable): fold-math-exact=1\n"
  "                     checks the folder's exact mode (MPFR values)\n"
  "  --ulp-tolerance U  a folded value further than U ulps from the exact\n"
  "                     result is a finding (default 0.5: not correctly rounded)\n"
  "  --json             JSON instead of the table\n"
  "  -h, --help         this text\n"
  "\n"
  "example:\n"
  "  passcheck mathcheck --func sinh --type double --samples 100000 --jobs 4\n"
  "\n"
  "exit status: 0 every folded value within the tolerance, 1 a precision\n"
  "finding or a usage error, 2 internal error\n";

/* ------------------------------------------------------------------ */
/* Inputs                                                               */

static uint64_t mc_bits(unsigned w, double d) { return w == 32 ? ir_f32_bits((float)d) : ir_f64_bits(d); }
static double mc_val(unsigned w, uint64_t b) { return w == 32 ? ir_bits_f32((uint32_t)b) : ir_bits_f64(b); }

static const double mc_edges[] = {0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.141592653589793,
                                  -3.141592653589793, 1.5707963267948966, 10.0, 100.0, 1e-5, 1e-300,
                                  4.9e-324, 1.1754943508222875e-38, 2.2250738585072014e-308, 709.78, 88.72,
                                  -745.1, -103.97, 1e308, 3.4e38, INFINITY, -INFINITY, NAN};
#define MC_NEDGES (sizeof mc_edges / sizeof mc_edges[0])

/* Input k of a sweep: edges, then (in thirds) random bit patterns, random
 * values in [lo, hi), and hard-to-round candidates (mc_hard). */
static void mc_input(const McFn *fn, unsigned w, uint64_t k, uint64_t n, uint64_t seed, uint64_t a[2]) {
  uint64_t s = seed ^ (k * 0x2545f4914f6cdd1dull) ^ ((uint64_t)fn->fn << 48) ^ w;
  uint64_t r0 = ir_splitmix64(&s), r1 = ir_splitmix64(&s);
  double u0 = (double)(r0 >> 11) / 9007199254740992.0, u1 = (double)(r1 >> 11) / 9007199254740992.0;
  if (k < MC_NEDGES * MC_NEDGES && k < n / 4) {
    a[0] = mc_bits(w, mc_edges[k % MC_NEDGES]);
    a[1] = mc_bits(w, mc_edges[k / MC_NEDGES]);
  } else if (k % 3 == 0) {
    a[0] = w == 32 ? (uint32_t)r0 : r0;
    a[1] = w == 32 ? (uint32_t)r1 : r1;
  } else {
    a[0] = mc_bits(w, fn->lo + (fn->hi - fn->lo) * u0);
    a[1] = mc_bits(w, fn->fn == IR_MF_POW ? -8 + 16 * u1 : fn->lo + (fn->hi - fn->lo) * u1);
  }
  if (fn->fn == IR_MF_POWI) a[1] = (uint32_t)(int32_t)((int64_t)(r1 % 65) - 32);
}

/* Hard-to-round candidates: of 16 random arguments, the one whose result
 * (computed at 24 + 29 bits by the double libm for float, or at 53 + 11
 * bits by the long double libm for double) lies nearest a halfway point
 * between two representable values. */
static double mc_halfway_dist(unsigned w, long double y) {
  if (!isfinite((double)y) || y == 0) return 1.0;
  int e;
  long double m = frexpl(fabsl(y), &e);
  long double sc = ldexpl(m, w == 32 ? 24 : 53);
  long double frac = sc - floorl(sc);
  return (double)fabsl(frac - 0.5L);
}

static long double mc_eval_ld(unsigned fn, long double x, long double y) {
  switch (fn) {
  case IR_MF_SIN: return sinl(x);   case IR_MF_COS: return cosl(x);   case IR_MF_TAN: return tanl(x);
  case IR_MF_ASIN: return asinl(x); case IR_MF_ACOS: return acosl(x); case IR_MF_ATAN: return atanl(x);
  case IR_MF_ATAN2: return atan2l(x, y);
  case IR_MF_SINH: return sinhl(x); case IR_MF_COSH: return coshl(x); case IR_MF_TANH: return tanhl(x);
  case IR_MF_EXP: return expl(x);   case IR_MF_EXP2: return exp2l(x); case IR_MF_LOG: return logl(x);
  case IR_MF_LOG2: return log2l(x); case IR_MF_LOG10: return log10l(x);
  case IR_MF_POW: return powl(x, y);
  default: return 0;
  }
}

static void mc_hard(const McFn *fn, unsigned w, uint64_t k, uint64_t n, uint64_t seed, uint64_t a[2]) {
  double best = 2.0;
  uint64_t c[2];
  for (int t = 0; t < 16; t++) {
    mc_input(fn, w, MC_NEDGES * MC_NEDGES + k * 16 + (uint64_t)t + n, n * 64, seed + 1, c);
    double d = mc_halfway_dist(w, mc_eval_ld(fn->fn, mc_val(w, c[0]), mc_val(w, c[1])));
    if (d < best) best = d, a[0] = c[0], a[1] = c[1];
  }
  if (best > 1.0) mc_input(fn, w, k, n, seed, a);
}

/* ------------------------------------------------------------------ */
/* The sweep                                                            */

static void mc_one(Mathref *r, SemEnv *exact, const McFn *fn, unsigned w, const uint64_t a[2], McStat *st) {
  uint64_t out;
  const char *why;
  uint64_t args[3] = {a[0], a[1], 0};
  unsigned nargs = ir_mathfn_arity[fn->fn];
  st->tried++;
  bool ok = exact ? constfold_eval_math_exact(exact, fn->fn, w, args, &out, &why)
                  : constfold_eval_math(fn->fn, w, args, &out, &why);
  if (!ok) {
    st->refused++;
    return;
  }
  st->folded++;
  MathrefCheck c = {fn->fn, w, nargs, {a[0], a[1], 0}, out, 0, 0};
  bool judged = mathref_check(r, &c);
  /* mathref's arithmetic may leave FP flags raised (underflow, rounding to
   * a subnormal float); the folder's guard then has to clear and restore
   * them at every call, which costs more than a sin: clear them here
   * (nothing reads them), looking every 64th input only -- reading the
   * flags costs a third of a float sin. */
  if ((st->tried & 63) == 0 && fetestexcept(FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW | FE_UNDERFLOW))
    feclearexcept(FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW | FE_UNDERFLOW);
  if (!judged) return;
  if (c.cr != out) st->notcr++;
  if (!st->have || c.ulp > st->maxulp) {
    st->maxulp = c.ulp;
    st->arg[0] = a[0], st->arg[1] = a[1];
    st->have = 1;
  }
}

/* Inputs k = part, part + jobs, ... of one function and type. */
static void mc_sweep(Mathref *r, SemEnv *exact, const McFn *fn, unsigned w, const McOpts *o, unsigned part,
                     McStat *st) {
  memset(st, 0, sizeof *st);
  bool all = o->exhaustive && w == 32 && ir_mathfn_arity[fn->fn] == 1;
  uint64_t n = all ? o->range[1] : o->samples;
  for (uint64_t k = (all ? o->range[0] : 0) + part; k < n; k += o->jobs) {
    uint64_t a[2] = {k, 0};
    if (!all) {
      bool hard = k % 3 == 2 && k >= MC_NEDGES * MC_NEDGES && fn->fn <= IR_MF_POW && fn->fn != IR_MF_POWI;
      if (hard) mc_hard(fn, w, k, n, o->seed, a);
      else mc_input(fn, w, k, n, o->seed, a);
    }
    mc_one(r, exact, fn, w, a, st);
  }
}

static void mc_merge(McStat *t, const McStat *s) {
  t->tried += s->tried, t->folded += s->folded, t->refused += s->refused, t->notcr += s->notcr;
  if (s->have && (!t->have || s->maxulp > t->maxulp)) {
    t->maxulp = s->maxulp;
    t->arg[0] = s->arg[0], t->arg[1] = s->arg[1];
    t->have = 1;
  }
}

typedef struct McRun {
  const McOpts *o;
  McStat *tot;
} McRun;

/* Runs part `part` of every (function, type) into buf (McStat[MC_NFNS * 2]). */
static int mc_run_part(void *ud, unsigned part, void *buf) {
  const McOpts *o = ((McRun *)ud)->o;
  McStat *st = buf;
  IrCtx *c = ir_ctx_new();
  Mathref *r = c ? mathref_new(c) : NULL;
  if (!r) {
    ir_ctx_free(c);
    return CMD_EINTERNAL;
  }
  /* The host column is judged by mathref's double filter (its double libm
   * is the folder's, trusted for glibc's documented error bounds); exact
   * folding decides from that same double, so its values are judged by the
   * long double filter and MPFR, which share nothing with it. */
  mathref_set_filter(r, o->exact ? MATHREF_FILTER_LDOUBLE : MATHREF_FILTER_DOUBLE);
  SemEnv env;
  sem_env_init(&env, c, &(SemOpts){.math = SEM_MATH_MPFR, .approx = SEM_APPROX_EXACT});
  for (size_t i = 0; i < MC_NFNS; i++)
    for (unsigned t = 0; t < 2; t++)
      if ((o->types >> t & 1) && (!o->func || !strcmp(o->func, ir_mathfn_name[mc_fns[i].fn])))
        mc_sweep(r, o->exact ? &env : NULL, &mc_fns[i], t ? 64 : 32, o, part, &st[i * 2 + t]);
  sem_env_free(&env);
  mathref_free(r);
  ir_ctx_free(c);
  return CMD_OK;
}

static void mc_merge_part(void *ud, const void *buf) {
  const McStat *st = buf;
  for (size_t i = 0; i < MC_NFNS * 2; i++) mc_merge(&((McRun *)ud)->tot[i], &st[i]);
}

/* o->jobs workers (one: in this process); their counts summed into tot. */
static int mc_run(const McOpts *o, McStat *tot) {
  McRun run = {o, tot};
  memset(tot, 0, sizeof(McStat) * MC_NFNS * 2);
  return cmd_run_parts(o->jobs, sizeof(McStat) * MC_NFNS * 2, mc_run_part, mc_merge_part, &run);
}

/* ------------------------------------------------------------------ */
/* Output                                                               */

static void mc_arg_str(const McFn *fn, unsigned w, const McStat *s, char *buf, size_t n) {
  if (!s->have) {
    snprintf(buf, n, "-");
  } else if (ir_mathfn_arity[fn->fn] == 1) {
    snprintf(buf, n, "%a", mc_val(w, s->arg[0]));
  } else if (fn->fn == IR_MF_POWI) {
    snprintf(buf, n, "%a, %d", mc_val(w, s->arg[0]), (int)(int32_t)s->arg[1]);
  } else {
    snprintf(buf, n, "%a, %a", mc_val(w, s->arg[0]), mc_val(w, s->arg[1]));
  }
}

static void mc_print(const McOpts *o, const McStat *st) {
  bool first = true;
  if (o->json) printf("{\"tolerance_ulp\": %g, \"functions\": [", o->tol);
  else printf("%-6s %-6s %10s %10s %10s %9s  %-40s %8s\n", "func", "type", "tried", "folded", "refused", "max-ulp",
              "argument of max", "not-cr");
  for (size_t i = 0; i < MC_NFNS; i++)
    for (unsigned t = 0; t < 2; t++) {
      const McStat *s = &st[i * 2 + t];
      if (!s->tried) continue;
      unsigned w = t ? 64 : 32;
      char arg[128];
      mc_arg_str(&mc_fns[i], w, s, arg, sizeof arg);
      if (o->json)
        printf("%s\n  {\"function\": \"%s\", \"type\": \"%s\", \"tried\": %llu, \"folded\": %llu, \"refused\": %llu, "
               "\"max_ulp\": %.4f, \"max_ulp_argument\": \"%s\", \"not_correctly_rounded\": %llu}",
               first ? "" : ",", ir_mathfn_name[mc_fns[i].fn], t ? "double" : "float", (unsigned long long)s->tried,
               (unsigned long long)s->folded, (unsigned long long)s->refused, s->have ? s->maxulp : 0.0, arg,
               (unsigned long long)s->notcr);
      else
        printf("%-6s %-6s %10llu %10llu %10llu %9.4f  %-40s %8llu\n", ir_mathfn_name[mc_fns[i].fn], t ? "double" : "float",
               (unsigned long long)s->tried, (unsigned long long)s->folded, (unsigned long long)s->refused,
               s->have ? s->maxulp : 0.0, arg, (unsigned long long)s->notcr);
      first = false;
    }
  if (o->json) printf("\n]}\n");
}

/* ------------------------------------------------------------------ */
/* Options                                                              */

/* --range LO:HI into McOpts.range: LO < HI <= 2^32. */
static bool mc_range(const char *v, void *dest) {
  uint64_t *lh = dest;
  char *end;
  errno = 0;
  unsigned long long lo = strtoull(v, &end, 0);
  if (end == v || *end != ':' || errno) return false;
  const char *h = end + 1;
  unsigned long long hi = strtoull(h, &end, 0);
  if (end == h || *end || errno || v[0] == '-' || h[0] == '-') return false;
  if (!(lo < hi && hi <= (1ull << 32))) return false;
  lh[0] = lo, lh[1] = hi;
  return true;
}

static bool mc_known(const char *f, void *dest) {
  for (size_t i = 0; i < MC_NFNS; i++)
    if (!strcmp(ir_mathfn_name[mc_fns[i].fn], f)) return *(const char **)dest = f, true;
  return false;
}

/* Returns CMD_HELP after --help, else an exit status (CMD_OK to go on). */
static int mc_parse_opts(int argc, char **argv, McOpts *o) {
  int type = -1;
  CmdList knobs = {0};
  const CmdOpt opts[] = {
    CMD_OPT("func", CMD_FN, &o->func, .parse = mc_known, .what = "one of the functions --help lists"),
    CMD_OPT("type", CMD_CHOICE, &type, .what = "float|double"),
    CMD_OPT("samples", CMD_U64, &o->samples, .lo = 1),
    CMD_OPT("exhaustive", CMD_SET, &o->exhaustive),
    CMD_OPT("range", CMD_FN, o->range, .parse = mc_range, .what = "LO:HI with LO < HI <= 0x100000000"),
    CMD_OPT("jobs", CMD_U32, &o->jobs, .lo = 1, .hi = 64),
    CMD_OPT("seed", CMD_U64, &o->seed),
    CMD_OPT("ulp-tolerance", CMD_ULPS, &o->tol),
    CMD_OPT("json", CMD_SET, &o->json),
    CMD_OPT("knob", CMD_LIST, &knobs),
    CMD_OPT_END};
  const CmdOptSpec spec = {"mathcheck", opts, mc_usage, .max_args = 0};
  int n, rc = cmd_opts_parse(&spec, argc, argv, &n);
  if (type >= 0) o->types = 1 << type;
  if (rc != CMD_OK) return rc;
  int64_t kv[KNOB__COUNT];
  knobs_default(kv);
  IrCtx *c = ir_ctx_new();
  if (!c) return CMD_EINTERNAL;
  for (int k = 0; k < knobs.n && rc == CMD_OK; k++) {
    IrStatus st = knob_set(c, kv, knobs.v[k]);
    if (st != IR_OK) cmd_report(c, st), rc = CMD_EUSER;
  }
  ir_ctx_free(c);
  o->exact = kv[KNOB_FOLD_MATH_EXACT] != 0;
  return rc;
}

int cmd_mathcheck(int argc, char **argv) {
  McOpts o = {NULL, 3, 20000, 1, 1, false, false, MATHREF_DEFAULT_TOLERANCE, false, {0, 1ull << 32}};
  int rc = mc_parse_opts(argc, argv, &o);
  if (rc != CMD_OK) return rc == CMD_HELP ? CMD_OK : rc;
  McStat *st = calloc(MC_NFNS * 2, sizeof *st);
  if (!st) return CMD_EINTERNAL;
  rc = mc_run(&o, st);
  if (rc == CMD_OK) mc_print(&o, st);
  bool finding = false;
  for (size_t i = 0; i < MC_NFNS * 2; i++) finding |= st[i].have && st[i].maxulp > o.tol;
  free(st);
  return rc ? rc : finding ? CMD_EUSER : CMD_OK;
}

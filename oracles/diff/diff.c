/* oracles/diff/diff.c -- the engine of the per-pass differential oracle:
 * builds the input vectors, runs the source and every pass's output in the
 * reference interpreter, and classifies each step (diff.h).
 *
 * Contract: diff.h.  The module given is never modified; every version the
 * engine makes is freed before diff_run returns; the finding owns copies.
 *
 * Method (DESIGN.md "Oracles and outcomes"):
 *   inputs  N vectors from interp_input_gen with seeds diff_input_seed(S, i),
 *           plus DIFF_NEDGES edge-value vectors made from generated ones:
 *           0 everything zero, 1 every buffer byte 0xff (integers -1, FP
 *           NaN), 2 every scalar all ones (-1, NaN), 3 every scalar only its
 *           sign bit (INT_MIN, -0.0); or exactly the one vector given.
 *           Generated vector i with i % 4 == 3 runs with two pointer
 *           parameters aliased (interp_alias_pick: equal pointers or one
 *           element apart, never a noalias, byval or initializes one), so
 *           a pass that takes two such parameters for distinct is caught;
 *           a plan on which the source is undefined (a grid's neighbours
 *           race once buffers overlap) falls back to equal pointers, then
 *           to none (interp_input_alias_defined).
 *   V0      the module as given, compiled once and run on every input with
 *           the source budget B.  Inputs on which V0 is undefined (UB,
 *           timeout, unsupported) are dropped for every step: any behaviour
 *           refines them.  V0 not compiling, or no input left: invalid-test.
 *   step k  V(k) is pass k applied to V(k-1), in this process or read back
 *           as text from a child process (isolate.c: forked for the run,
 *           or a persistent DiffWorker).  An error status, a
 *           verifier failure, a crash or hang of the pass: crash.  A pass
 *           that reports no change and whose output prints byte-identical
 *           is not interpreted (V(k) keeps V(k-1)'s results) unless
 *           always_run.  Otherwise V(k) is compiled once, run on every kept
 *           input with budget F*B (a correct pass may make the program
 *           slower), and interp_compare(V(k-1), V(k)) decides: value
 *           mismatch, more poison or a status mismatch -> mismatch; target
 *           UB or trap -> ub-introduced; target timeout -> timeout-introduced.
 *   precision  a value mismatch after a pass with an explain hook
 *           (pass.h; constfold has one) is re-examined (see
 *           "Precision" below): when replacing every host-folded math value
 *           by its correctly rounded value makes the step refine on that
 *           input, the difference is rounding of folded values, not a
 *           miscompilation: outcome precision when the worst folded value
 *           is further than ulp_tolerance from the exact result, else the
 *           input counts as refining.
 *   reassoc  a value mismatch whose differing FP values come from chains
 *           of `reassoc` fadd / fmul is re-examined (reassoc.c): values
 *           within the forward error bound of the same terms in another
 *           order are equal; outside it, or with other terms, the finding
 *           is a mismatch of kind "reassociation outside its error bound".
 *   The first failing (step, input) is the finding; no later step runs.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "diff_int.h"
#include "reassoc.h"
#include "../mathref/mathref.h"

#define DIFF_DEFAULT_BUDGET 10000000ull /* the interpreter's default step budget */

/* ------------------------------------------------------------------ */
/* Names and options                                                    */

static const char *const outcome_names[DIFF_NOUTCOMES] = {
  "ok", "mismatch", "ub-introduced", "crash", "timeout-introduced", "precision", "invalid-test",
};

const char *diff_outcome_name(DiffOutcome o) {
  return (unsigned)o < DIFF_NOUTCOMES ? outcome_names[o] : "?";
}

bool diff_outcome_parse(const char *s, DiffOutcome *o) {
  for (unsigned i = 0; i < DIFF_NOUTCOMES; i++)
    if (s && !strcmp(s, outcome_names[i])) {
      *o = (DiffOutcome)i;
      return true;
    }
  return false;
}

void diff_opts_default(DiffOpts *o) {
  memset(o, 0, sizeof *o);
  interp_opts_default(&o->interp);
  o->ninputs = 16;
  o->input_seed = 1;
  o->edges = true;
  o->alias = true;
  o->isolate = true;
  o->pass_timeout_s = 10;
  o->verify = true;
  o->tgt_budget_factor = 4;
  o->ulp_tolerance = 0.5;
  o->fmf_no_verdict = true;
}


uint64_t diff_input_seed(uint64_t input_seed, uint32_t i) {
  return ir_mix64(input_seed + 0x9e3779b97f4a7c15u * ((uint64_t)i + 1));
}

/* ------------------------------------------------------------------ */
/* Edge-value vectors                                                   */

enum { EDGE_ZERO, EDGE_BUF_ONES, EDGE_SCALAR_ONES, EDGE_SCALAR_SIGN };

/* Sets the w bits of one lane at bit offset bit: zero, all ones, or only
 * the top (sign) bit, per the edge kind. */
static void put_lane(uint8_t *b, uint32_t size, uint64_t bit, unsigned w, unsigned kind) {
  for (unsigned i = 0; i < w; i++) {
    uint64_t at = bit + i;
    if (at / 8 >= size) return;
    bool one = kind == EDGE_SCALAR_ONES || (kind == EDGE_SCALAR_SIGN && i == w - 1);
    uint8_t mk = (uint8_t)(1u << (at % 8));
    b[at / 8] = one ? (uint8_t)(b[at / 8] | mk) : (uint8_t)(b[at / 8] & ~mk);
  }
}

static void edge_scalar(const IrModule *m, IrType t, InterpArg *a, unsigned kind) {
  IrType s = ir_type_scalar(m, t);
  if (a->poison) memset(a->poison, 0, a->size);
  if (!ir_type_is_int(m, s) && !ir_type_is_fp(m, s)) {
    if (kind == EDGE_ZERO) memset(a->bytes, 0, a->size);
    return;
  }
  unsigned w = ir_type_bits(m, s), lanes = ir_type_lanes(m, t);
  for (unsigned l = 0; l < lanes; l++) put_lane(a->bytes, a->size, (uint64_t)l * w, w, kind);
}

static void edge_apply(const IrModule *m, const IrFunc *f, InterpInput *in, unsigned kind) {
  for (uint32_t k = 0; k < in->nargs && k < f->nparams; k++) {
    InterpArg *a = &in->args[k];
    if (a->is_null || !a->bytes) continue;
    if (!a->is_buffer) {
      if (kind != EDGE_BUF_ONES) edge_scalar(m, f->params[k].type, a, kind);
      continue;
    }
    if (kind != EDGE_ZERO && kind != EDGE_BUF_ONES) continue;
    memset(a->bytes, kind == EDGE_ZERO ? 0 : 0xff, a->size);
    if (a->poison) memset(a->poison, 0, a->size);
  }
}

/* ------------------------------------------------------------------ */
/* Inputs                                                               */

static uint64_t src_budget(const DiffOpts *o);

static IrStatus inputs_alloc(DiffEng *e, uint32_t n) {
  e->in = calloc(n, sizeof *e->in);
  e->edge = calloc(n, sizeof *e->edge);
  e->valid = calloc(n, sizeof *e->valid);
  if (!e->in || !e->edge || !e->valid) return ir_error(e->c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  for (uint32_t i = 0; i < n; i++) e->valid[i] = true;
  return IR_OK;
}

/* Generated vector i aliased (interp_input_alias_defined: a plan on which
 * the source stays defined, else none), the source compiled into *prog on
 * first use with the source's options; a source that does not compile
 * leaves every vector unaliased (source_run meets the error). */
static IrStatus inputs_alias(DiffEng *e, uint32_t i, InterpProg **prog, bool *nocomp) {
  InterpAlias a;
  if (!e->o->alias || !interp_alias_pick(e->m0, e->fidx0, i, &a) || *nocomp) return IR_OK;
  if (!*prog) {
    InterpOpts io = e->o->interp;
    io.step_budget = src_budget(e->o);
    *prog = interp_compile(e->c, e->m0, e->fidx0, &io);
    if (!*prog) {
      if (ir_ctx_status(e->c) == IR_ENOMEM) return IR_ENOMEM;
      ir_ctx_clear_error(e->c);
      *nocomp = true;
      return IR_OK;
    }
  }
  bool aliased;
  uint32_t runs = 0;
  IrStatus st = interp_input_alias_defined(e->c, *prog, e->m0, e->fidx0, i, &e->own[i], &aliased, &runs);
  e->r->interp_runs += runs;
  e->r->naliased += aliased;
  return st;
}

static IrStatus inputs_build(DiffEng *e) {
  const DiffOpts *o = e->o;
  uint32_t n = o->input ? 1 : o->ninputs + (o->edges ? DIFF_NEDGES : 0);
  if (n == 0) return ir_error(e->c, IR_EUSER, NULL, 0, 0, "no input vectors (0 inputs and no edge vectors)");
  IrStatus st = inputs_alloc(e, n);
  if (st) return st;
  if (o->input) {
    e->in[0] = o->input;
    e->nin = 1;
    return IR_OK;
  }
  e->own = calloc(n, sizeof *e->own);
  if (!e->own) return ir_error(e->c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  InterpProg *prog = NULL;
  bool nocomp = false;
  for (uint32_t i = 0; i < n; i++) {
    st = interp_input_gen(e->c, e->m0, e->fidx0, diff_input_seed(o->input_seed, i), &o->gen, &o->interp,
                          &e->own[i]);
    if (st) break;
    e->nin = i + 1;
    e->in[i] = &e->own[i];
    if (i < o->ninputs && (st = inputs_alias(e, i, &prog, &nocomp))) break;
    if (i >= o->ninputs) {
      edge_apply(e->m0, ir_func(e->m0, e->fidx0), &e->own[i], i - o->ninputs);
      e->edge[i] = true;
    }
  }
  interp_prog_free(prog);
  return st;
}

static void inputs_free(DiffEng *e) {
  for (uint32_t i = 0; e->own && i < e->nin; i++) interp_input_free(e->c, &e->own[i]);
  free(e->own);
  free(e->in);
  free(e->edge);
  free(e->valid);
}

/* ------------------------------------------------------------------ */
/* Versions                                                             */

static void ver_free(DiffEng *e, DiffVer *v) {
  for (uint32_t i = 0; v->res && i < e->nin; i++) interp_result_free(e->c, &v->res[i]);
  free(v->res);
  free(v->text);
  if (v->own && v->m) ir_module_free(v->m);
  memset(v, 0, sizeof *v);
}

static uint64_t src_budget(const DiffOpts *o) {
  return o->interp.step_budget ? o->interp.step_budget : DIFF_DEFAULT_BUDGET;
}

static uint64_t tgt_budget(const DiffOpts *o) {
  uint64_t b = src_budget(o), f = o->tgt_budget_factor ? o->tgt_budget_factor : 1;
  return b > UINT64_MAX / f ? UINT64_MAX : b * f;
}

/* Compiles v once and runs it on every valid input.  IR_OK with *why ""
 * on success; IR_OK with *why set when the interpreter cannot compile v
 * or an input does not fit its kernel; other statuses are errors. */
static IrStatus ver_run(DiffEng *e, DiffVer *v, uint64_t budget, char *why, size_t whyn) {
  InterpOpts io = e->o->interp;
  io.step_budget = budget;
  why[0] = 0;
  ir_ctx_clear_error(e->c);
  InterpProg *prog = interp_compile(e->c, v->m, v->fidx, &io);
  if (!prog) {
    if (ir_ctx_status(e->c) == IR_ENOMEM) return IR_ENOMEM;
    snprintf(why, whyn, "the interpreter cannot run it: %s", ir_ctx_error(e->c));
    return IR_OK;
  }
  v->res = calloc(e->nin, sizeof *v->res);
  IrStatus st = v->res ? IR_OK : ir_error(e->c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  for (uint32_t i = 0; !st && i < e->nin; i++) {
    if (!e->valid[i]) continue;
    st = interp_exec(prog, e->in[i], &v->res[i]);
    e->r->interp_runs++;
    if (st == IR_EUSER) {
      snprintf(why, whyn, "input %u does not fit: %s", i, ir_ctx_error(e->c));
      st = IR_OK;
      break;
    }
  }
  interp_prog_free(prog);
  v->ran = !st && !why[0];
  return st;
}

/* The kernel of m: the function named like the source's kernel. */
static uint32_t find_kernel(const DiffEng *e, const IrModule *m) {
  const char *name = ir_cstr(e->m0, ir_func(e->m0, e->fidx0)->name);
  IrStr s = ir_str_find(m, name, strlen(name));
  IrRef r = s ? ir_sym_lookup(m, s) : IR_NOREF;
  if (!ir_ref_is(r, IR_RFUNC) || ir_func(m, ir_ref_idx(r))->is_decl) return IR_NIL;
  return ir_ref_idx(r);
}

/* ------------------------------------------------------------------ */
/* The source                                                           */

static bool src_defined(const InterpResult *r) { return r->status == INTERP_OK || r->status == INTERP_TRAP; }

/* "ub: division by zero" for the first input on which v0 is undefined. */
static void undefined_detail(DiffEng *e, const DiffVer *v0, char *buf, size_t n) {
  const InterpResult *r = &v0->res[0];
  snprintf(buf, n, "the source is undefined on every input vector (%u); input 0: %s%s%s", e->nin,
           interp_status_name(r->status), r->reason[0] ? ": " : "", r->reason);
}

/* Runs V0; false (with the invalid-test finding made) when no input is
 * usable.  Errors in *st. */
static bool source_run(DiffEng *e, DiffVer *v0, IrStatus *st) {
  char why[600];
  *st = ver_run(e, v0, src_budget(e->o), why, sizeof why);
  if (*st) return false;
  if (why[0] && e->o->input && strstr(why, "does not fit")) {
    *st = ir_error(e->c, IR_EUSER, NULL, 0, 0, "%s", why);
    return false;
  }
  if (why[0]) {
    diff_fill_invalid(e, "source-cannot-run", why, -1);
    return false;
  }
  for (uint32_t i = 0; i < e->nin; i++) {
    e->valid[i] = src_defined(&v0->res[i]);
    e->r->nvalid += e->valid[i];
  }
  if (e->r->nvalid) return true;
  char detail[800], kind[160], rk[120];
  undefined_detail(e, v0, detail, sizeof detail);
  diff_normalize(v0->res[0].reason, rk, sizeof rk);
  size_t rl = strcspn(rk, ":(");  /* the reason's class, not its details */
  while (rl && rk[rl - 1] == ' ') rl--;
  rk[rl] = 0;
  snprintf(kind, sizeof kind, "undefined:%s:%s", interp_status_name(v0->res[0].status), rk);
  diff_fill_invalid(e, kind, detail, 0);
  return false;
}

/* ------------------------------------------------------------------ */
/* One step                                                             */

static int capture_changed(void *ud, uint32_t step, const PassInfo *pi, IrModule *m, bool changed) {
  (void)step, (void)pi, (void)m;
  *(bool *)ud = changed;
  return 0;
}

/* Runs pass k in this process on a clone of cur. */
static IrStatus step_inproc(DiffEng *e, uint32_t k, DiffVer *cur, DiffStepOut *so) {
  memset(so, 0, sizeof *so);
  so->m = ir_module_clone(cur->m);
  if (!so->m) return ir_error(e->c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  PassCtx pc = *e->pc;
  Pipeline one = {1, {e->p->pass[k]}};
  PipelineRun pr;
  memset(&pr, 0, sizeof pr);
  pr.verify = e->o->verify;
  pr.hook = capture_changed;
  pr.ud = &so->changed;
  ir_ctx_clear_error(pc.ir);
  ir_ctx_clear_error(so->m->ctx);
  memset(pc.fired, 0, sizeof pc.fired);
  so->st = pipeline_run(&pc, &one, so->m, &pr);
  memcpy(so->fired, pc.fired, sizeof so->fired);
  so->have_status = true;
  so->verifier_failed = so->st && pr.verifier_failed;
  if (so->st) {
    const char *msg = ir_ctx_error(pc.ir);
    so->msg = diff_strdup(msg && *msg ? msg : ir_ctx_error(so->m->ctx));
  }
  return IR_OK;
}

/* The crash finding of a step whose pass returned an error or whose
 * output the verifier rejected. */
static void crash_status(DiffEng *e, uint32_t k, DiffVer *cur, DiffStepOut *so) {
  DiffVer after;
  memset(&after, 0, sizeof after);
  /* In this process a rejected module is not printed: the printer may
   * trust what the verifier just refused. */
  after.text = so->text;
  so->text = NULL;
  diff_fill_common(e, (int32_t)k, cur, after.text ? &after : NULL);
  free(after.text);
  const char *msg = so->msg ? so->msg : "(no message)";
  const char *rule = strstr(msg, "error: ");
  rule = rule ? rule + 7 : msg;
  if (!strncmp(rule, "after pass '", 12) || !strncmp(rule, "in pass '", 9)) {
    const char *q = strstr(rule, "': ");  /* pipeline_run's "after pass 'x': " */
    if (q) rule = q + 3;
  }
  char norm[160], kind[200];
  diff_normalize(rule, norm, sizeof norm);
  char *cut = so->verifier_failed ? strstr(norm, " in @") : NULL;
  if (cut) *cut = 0;
  snprintf(kind, sizeof kind, "%s:%s", so->verifier_failed ? "verifier" : "error", norm);
  char detail[2048];
  snprintf(detail, sizeof detail, "%s: %s", so->verifier_failed ? "the verifier rejected the output" : "the pass failed",
           msg);
  diff_fill_crash(e, k, kind, detail);
}

/* The crash finding of a step that a failure outside the pass's own code
 * ended: the printed output does not parse, the kernel is gone, the
 * interpreter cannot run it. */
static void crash_other(DiffEng *e, uint32_t k, DiffVer *cur, DiffVer *after, const char *kind, const char *detail) {
  diff_fill_common(e, (int32_t)k, cur, after && (after->m || after->text) ? after : NULL);
  diff_fill_crash(e, k, kind, detail);
}

/* Makes next from the step's output.  False (finding made) on failure. */
static bool step_version(DiffEng *e, uint32_t k, DiffVer *cur, DiffStepOut *so, DiffVer *next) {
  next->text = so->text;
  so->text = NULL;
  if (so->m) {
    next->m = so->m, next->own = true;
    so->m = NULL;
  } else {
    char file[96];
    snprintf(file, sizeof file, "<after pass %s>", e->p->pass[k]->name);
    ir_ctx_clear_error(e->c);
    next->m = ir_parse(e->c, file, next->text, strlen(next->text));
    next->own = true;
    if (!next->m) {
      char detail[1200];
      snprintf(detail, sizeof detail, "the pass's output, printed, does not parse: %s", ir_ctx_error(e->c));
      crash_other(e, k, cur, next, "unparsable-output", detail);
      return false;
    }
  }
  next->fidx = find_kernel(e, next->m);
  if (next->fidx == IR_NIL) {
    crash_other(e, k, cur, next, "kernel-removed", "the kernel is not defined after the pass");
    return false;
  }
  return true;
}

/* ------------------------------------------------------------------ */
/* Precision (oracles/mathref)                                          */
/* The rule.  A folding pass evaluates math library functions on the host
 * libm, which is not always correctly rounded; the interpreter evaluates
 * the unfolded call correctly rounded (MPFR).  A value mismatch after the
 * step of a pass with an explain hook (pass.h) is therefore re-examined:
 * the hook runs the pass again over the step's input module, giving every
 * host-folded value to prec_fix, which replaces it by the correctly
 * rounded one (the "corrected" target) and measures its distance from the
 * exact result in ulps (mathref).  Which pass has the hook is the
 * registry's business: the oracle never names one.  The
 * mismatch is explained by rounding when some folded value was not
 * correctly rounded, the worst distance is at most PREC_ROUNDING_CAP ulps
 * (beyond that the fold computed a wrong value, not a rounded one: it stays
 * a mismatch), and the corrected target refines the source on the input.
 * Explained: outcome precision (the finding names function, argument,
 * folded value, correctly rounded value and distance) when the worst
 * distance exceeds DiffOpts.ulp_tolerance, else the input counts as
 * refining.  Anything else stays a mismatch.  Folds that change no
 * observable byte are not findings here (passcheck mathcheck sweeps them). */

#define PREC_ROUNDING_CAP 1024.0

typedef struct DiffPrec {
  Mathref *mr;
  uint32_t nbad;          /* folded values that were not the correctly rounded one */
  bool have;
  MathrefCheck worst;
  int state;              /* 0 not built, 1 corrected target runs, -1 not applicable */
  DiffVer corr;
} DiffPrec;

static void prec_fix(void *ud, const PassHostValue *v, uint64_t *bits) {
  DiffPrec *p = ud;
  MathrefCheck c = {v->fn, v->w, v->nargs, {v->args[0], v->args[1], v->args[2]}, *bits, 0, 0};
  if (!mathref_check(p->mr, &c) || c.cr == *bits) return;
  p->nbad++;
  if (!p->have || c.ulp > p->worst.ulp) p->worst = c;
  p->have = true;
  *bits = c.cr;
}

/* IR_ENOMEM with msg ("error: in pass 'x': out of memory", not e->c's own
 * buffer) in e->c: a pass ran out of memory, a resource limit of the run. */
static IrStatus resource_limit(DiffEng *e, const char *msg) {
  const char *text = msg ? strstr(msg, "error: ") : NULL;
  return ir_error(e->c, IR_ENOMEM, NULL, 0, 0, "%s", text ? text + 7 : "out of memory");
}

/* Builds and runs the corrected target of step k, pass pi's explain hook
 * over a clone of its input (state 1), or state -1.  Running out of memory
 * there is an error (a resource limit), not "unexplained": a mismatch
 * would be reported that the explanation might have removed. */
static IrStatus prec_build(DiffEng *e, const PassInfo *pi, DiffVer *cur, DiffPrec *p) {
  p->state = -1;
  IrModule *m = ir_module_clone(cur->m);
  p->mr = m ? mathref_new(e->c) : NULL;
  if (!p->mr) {
    if (m) ir_module_free(m);
    return ir_error(e->c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  }
  PassCtx pc = *e->pc;
  pc.remarks = NULL;
  bool changed = false;
  p->corr.m = m;
  p->corr.own = true;
  IrStatus st = pass_explain(&pc, pi, m, prec_fix, p, &changed);
  if (st == IR_ENOMEM) return pc.ir != e->c ? resource_limit(e, ir_ctx_error(pc.ir)) : st;
  if (st != IR_OK || !p->nbad || p->worst.ulp > PREC_ROUNDING_CAP) return IR_OK;
  p->corr.fidx = find_kernel(e, m);
  if (p->corr.fidx == IR_NIL) return IR_OK;
  char why[600];
  st = ver_run(e, &p->corr, tgt_budget(e->o), why, sizeof why);
  if (!st && !why[0]) p->state = 1;
  return st;
}

static void prec_free(DiffEng *e, DiffPrec *p) {
  ver_free(e, &p->corr);
  mathref_free(p->mr);
}

/* *yes: input i's mismatch at step k is explained by rounding of folded
 * values (by the step's pass's explain hook); errors come back. */
static IrStatus prec_explains(DiffEng *e, uint32_t k, DiffVer *cur, uint32_t i, DiffPrec *p, bool *yes) {
  const PassInfo *pi = e->p->pass[k];
  IrStatus st = IR_OK;
  *yes = false;
  if (pi->explain && !p->state) st = prec_build(e, pi, cur, p);
  if (st || p->state != 1) return st;
  InterpDiff d;
  *yes = interp_compare(&cur->res[i], &p->corr.res[i], &d) == INTERP_REFINES;
  return IR_OK;
}

static void prec_fill(DiffEng *e, const DiffPrec *p) {
  DiffFinding *f = &e->r->finding;
  char buf[400];
  mathref_describe(&p->worst, buf, sizeof buf);
  e->r->outcome = f->outcome = DIFF_PRECISION;
  free(f->detail);
  char det[600];
  snprintf(det, sizeof det, "%u folded value(s) not correctly rounded; worst: %s (tolerance %g ulp)", p->nbad, buf,
           e->o->ulp_tolerance);
  f->detail = diff_strdup(det);
  snprintf(f->sigkey, sizeof f->sigkey, "%s|%s|%s:%s", f->pass, diff_outcome_name(f->outcome),
           mathref_fn_name(p->worst.fn), p->worst.w == 32 ? "float" : "double");
  diff_finding_sign(f);
}

/* ------------------------------------------------------------------ */
/* Denormals                                                            */

/* LangRef, "denormal-fp-math": "If the output mode is preserve-sign or
 * positive-zero, denormal outputs may be flushed to zero by standard
 * floating-point operations.  It is not mandated that flushing to zero
 * occurs".  The interpreter flushes (PTX .ftz); an outside compiler may
 * rewrite fmul x, -1.0 into fneg x, which never flushes.  With
 * DiffOpts.denormal_choice, a difference on input i is explained when
 * both versions rerun without flushing (InterpOpts.denormal_ieee) give
 * behaviours such that each target behaviour refines one of the source's
 * two.  Whole-run choices only: a target mixing flushing and not flushing
 * operation by operation is not judged on an input where flushing is
 * observable in the source (see below). */

/* Runs v on input i without flushing (ieee) or with the other freeze
 * choice; false when it cannot. */
static bool run_alt(DiffEng *e, const DiffVer *v, uint32_t i, uint64_t budget, bool ieee, InterpResult *r) {
  InterpOpts io = e->o->interp;
  io.step_budget = budget;
  io.denormal_ieee = ieee;
  io.freeze_ones = !ieee;
  InterpProg *prog = interp_compile(e->c, v->m, v->fidx, &io);
  if (!prog) return ir_ctx_clear_error(e->c), false;
  bool ok = interp_exec(prog, e->in[i], r) == IR_OK;
  e->r->interp_runs++;
  interp_prog_free(prog);
  if (!ok) ir_ctx_clear_error(e->c);
  return ok;
}

static bool denormal_explains(DiffEng *e, const DiffVer *cur, const DiffVer *next, uint32_t i) {
  if (!e->o->denormal_choice || !((interp_nondet(cur->m) | interp_nondet(next->m)) & INTERP_ND_DENORMAL)) return false;
  InterpResult si, ti;
  if (!run_alt(e, cur, i, src_budget(e->o), true, &si)) return false;
  bool ok = false;
  if (run_alt(e, next, i, tgt_budget(e->o), true, &ti)) {
    InterpDiff d;
    bool t_ftz = interp_compare(&si, &next->res[i], &d) == INTERP_REFINES;  /* cur->res[i] failed already */
    bool t_ieee = interp_compare(&cur->res[i], &ti, &d) == INTERP_REFINES ||
                  interp_compare(&si, &ti, &d) == INTERP_REFINES;
    ok = t_ftz && t_ieee;
    /* Neither whole-run choice explains it, but flushing is observable in
     * the source on this input: LLVM lets each operation flush or not on
     * its own, so the target may be one mix of choices (opt-22 -O2 drops
     * fadd x, -0.0, which flushes, and keeps an fmul that flushes), and
     * the interpreter does not enumerate the mixes: no verdict on this
     * input.  Inputs on which flushing changes nothing are still judged. */
    if (!ok) ok = interp_compare(&cur->res[i], &si, &d) != INTERP_REFINES || interp_compare(&si, &cur->res[i], &d) != INTERP_REFINES;
    interp_result_free(e->c, &ti);
  }
  interp_result_free(e->c, &si);
  return ok;
}

/* LangRef, freeze: "If the argument is undef or poison, 'freeze' returns
 * an arbitrary, but fixed, value".  The interpreter picks 0; a pass that
 * makes a frozen poison value defined (lower-div computing sdiv exact
 * 1, 3 as 0, found by fuzz_ir) then shows a target byte the source could
 * have had with another choice.  A difference on input i is explained
 * when the source, rerun with the other choice (all ones), differs in
 * every differing byte, or ends in UB (InterpOpts.freeze_ones,
 * interp_compare_nondet).  One other choice only: a byte that is the same
 * under both choices although it depends on one is still compared. */
static bool freeze_explains(DiffEng *e, const DiffVer *cur, const DiffVer *next, uint32_t i) {
  if (!(interp_nondet(cur->m) & INTERP_ND_FREEZE)) return false;
  InterpResult alt;
  if (!run_alt(e, cur, i, src_budget(e->o), false, &alt)) return false;
  InterpDiff d;
  InterpVerdict v = interp_compare_nondet(&cur->res[i], &alt, &next->res[i], &d);
  interp_result_free(e->c, &alt);
  return v == INTERP_REFINES || v == INTERP_SRC_UNDEFINED;
}

/* ------------------------------------------------------------------ */
/* Reassociation                                                        */

/* A value mismatch on input i where the differing FP values come from
 * reassoc chains: reassoc.c decides whether each lies within the error
 * bound of its terms in some order.  Returns the verdict of what remains
 * (d: the first difference not explained, or the bad element). */
static InterpVerdict reassoc_explains(DiffEng *e, const DiffVer *cur, DiffVer *next, uint32_t i, InterpDiff *d,
                                      ReassocVerdict *rv, char *why, size_t n) {
  ReassocCtx x;
  memset(&x, 0, sizeof x);
  x.c = e->c, x.ms = cur->m, x.fs = cur->fidx, x.mt = next->m, x.ft = next->fidx, x.in = e->in[i];
  x.opts = e->o->interp;
  x.opts.step_budget = tgt_budget(e->o);
  InterpVerdict v = reassoc_compare(&x, &cur->res[i], &next->res[i], d, rv);
  e->r->interp_runs += 2 * x.explained;
  if (*rv == REASSOC_OK) e->r->reassoc_explained += x.explained;
  snprintf(why, n, "%s", x.why);
  return v;
}

/* Whether instruction root of function fi of m (a store, a return) may
 * compute its value through an operation with a value-changing fast-math
 * flag (reassoc, arcp, afn, nsz): a walk back over operands (not through
 * memory), at most 4096 instructions, any further one counted as tainted. */
static bool fmf_tainted(const IrModule *m, uint32_t fi, IrId root) {
  if (fi >= m->nfuncs || root == IR_NIL || root >= ir_func(m, fi)->ninsts) return false;
  const IrFunc *f = ir_func(m, fi);
  uint8_t *seen = calloc(f->ninsts, 1);
  IrId *stack = malloc(4096 * sizeof *stack);
  bool hit = !seen || !stack;
  uint32_t n = 0, visited = 0;
  if (!hit) stack[n++] = root, seen[root] = 1;
  while (!hit && n) {
    IrId x = stack[--n];
    const IrInst *in = &f->insts[x];
    if (ir_inst_value_changing(in)) hit = true;
    if (in->op == IR_LOAD) continue;
    for (uint32_t k = 0; !hit && k < in->nops; k++) {
      IrRef r = ir_opnd(f, x, k);
      if (!ir_ref_is(r, IR_RINST) || seen[ir_ref_idx(r)]) continue;
      if (++visited >= 4096 || n >= 4096) hit = true;
      else seen[ir_ref_idx(r)] = 1, stack[n++] = ir_ref_idx(r);
    }
  }
  free(seen);
  free(stack);
  return hit;
}

/* A value difference the reassociation rule could not judge whose value
 * (or address) comes through a value-changing fast-math operation: the
 * interpreter knows one of the results those flags allow (it runs them as
 * exact IEEE operations), so the input says nothing (the rule equiv and
 * --external apply, per value instead of per module; under --external
 * the difference stays a mismatch here and extcheck.c makes the whole
 * check unsupported, counted by construct).  Looked at: the source's and
 * the target's writers of the first differing byte, or every return of
 * the kernel. */
static bool fmf_unjudged(const DiffVer *cur, const DiffVer *next, uint32_t i, const InterpDiff *d) {
  const InterpResult *r = &cur->res[i];
  const IrModule *m = cur->m;
  if (d->buf >= 0) {
    if ((uint32_t)d->buf >= r->nbufs || d->offset >= r->bufs[d->buf].size) return false;
    const InterpBufOut *b = &r->bufs[d->buf];
    /* the target's writer too: a store whose address such a value
     * computes writes other bytes than the source's */
    return (b->writer && b->writer_func && fmf_tainted(m, b->writer_func[d->offset], b->writer[d->offset])) ||
           fmf_tainted(next->m, d->writer_func, d->writer);
  }
  const IrFunc *f = ir_func(m, cur->fidx);
  for (IrId bb = f->entry; bb != IR_NIL; bb = ir_blk(f, bb)->next)
    for (IrId x = ir_blk(f, bb)->first; x != IR_NIL; x = ir_inst(f, x)->next)
      if (ir_inst(f, x)->op == IR_RET && fmf_tainted(m, cur->fidx, x)) return true;
  return false;
}

/* The finding of a reassociated value outside its bound: a mismatch of
 * its own kind. */
static void reassoc_fill(DiffEng *e, const char *why) {
  DiffFinding *f = &e->r->finding;
  char det[900];
  snprintf(det, sizeof det, "reassociation outside its error bound: %s", why);
  free(f->detail);
  f->detail = diff_strdup(det);
  snprintf(f->sigkey, sizeof f->sigkey, "%s|%s|%s", f->pass, diff_outcome_name(f->outcome),
           "reassociation outside its error bound");
  diff_finding_sign(f);
}

/* Compares cur and next on every valid input; true (finding made) at the
 * first input that does not refine, or on an error (*st). */
static bool step_compare(DiffEng *e, uint32_t k, DiffVer *cur, DiffVer *next, IrStatus *st) {
  DiffPassStat *ps = &e->r->stat[k];
  DiffPrec prec;
  memset(&prec, 0, sizeof prec);
  bool found = false;
  for (uint32_t i = 0; i < e->nin && !found; i++) {
    if (!e->valid[i]) continue;
    ps->inputs++;
    InterpDiff d;
    InterpVerdict v = interp_compare(&cur->res[i], &next->res[i], &d);
    if (v == INTERP_REFINES || v == INTERP_SRC_UNDEFINED) continue;
    if (denormal_explains(e, cur, next, i) || freeze_explains(e, cur, next, i)) continue;
    ReassocVerdict rv = REASSOC_NA;
    char rwhy[700];
    if (v == INTERP_VALUE_MISMATCH) v = reassoc_explains(e, cur, next, i, &d, &rv, rwhy, sizeof rwhy);
    if (rv == REASSOC_OK) continue;
    if (rv == REASSOC_NA && v == INTERP_VALUE_MISMATCH && e->o->fmf_no_verdict && fmf_unjudged(cur, next, i, &d)) {
      e->r->fmf_unjudged++;
      continue;
    }
    if (rv == REASSOC_BAD) {
      diff_fill_common(e, (int32_t)k, cur, next);
      diff_fill_verdict(e, k, i, cur, next, &d);
      reassoc_fill(e, rwhy);
      found = true;
      break;
    }
    bool rounding = false;
    if (v == INTERP_VALUE_MISMATCH && (*st = prec_explains(e, k, cur, i, &prec, &rounding))) break;
    if (rounding && prec.worst.ulp <= e->o->ulp_tolerance) continue;
    diff_fill_common(e, (int32_t)k, cur, next);
    diff_fill_verdict(e, k, i, cur, next, &d);
    if (rounding) prec_fill(e, &prec);
    found = true;
  }
  prec_free(e, &prec);
  return found || *st;
}

/* Whether the step's output prints like cur (the pass changed nothing). */
static bool same_text(DiffVer *cur, DiffStepOut *so) {
  if (!so->text && so->m) so->text = ir_print_module_str(so->m, NULL);
  const char *a = diff_ver_text(cur);
  return a && so->text && !strcmp(a, so->text);
}

/* Evaluates step k from its output so.  Returns true when the step gave a
 * finding (or *st an error); next is the new current version otherwise. */
static bool step_eval(DiffEng *e, uint32_t k, DiffVer *cur, DiffStepOut *so, DiffVer *next, IrStatus *st) {
  DiffPassStat *ps = &e->r->stat[k];
  ps->ran = 1;
  ps->changed = so->changed;
  for (unsigned w = 0; w < PASS_STAT_WORDS; w++) e->r->fired[w] |= so->fired[w];
  if (so->st == IR_ENOMEM) {  /* a resource limit, never a finding of the pass */
    *st = resource_limit(e, so->msg);
    return true;
  }
  if (so->st) {
    crash_status(e, k, cur, so);
    return true;
  }
  if (!so->changed && !e->o->always_run && same_text(cur, so)) {
    ps->skipped = 1;  /* V(k) is V(k-1): it moves on as it is */
    *next = *cur;
    memset(cur, 0, sizeof *cur);
    return false;
  }
  if (!step_version(e, k, cur, so, next)) return true;
  char why[600];
  *st = ver_run(e, next, tgt_budget(e->o), why, sizeof why);
  if (*st) return true;
  if (why[0]) {
    char kind[200];
    diff_normalize(why, kind, sizeof kind);
    crash_other(e, k, cur, next, kind, why);
    return true;
  }
  return step_compare(e, k, cur, next, st);
}

/* ------------------------------------------------------------------ */
/* The child's outcome as a crash                                       */

/* The line of tail holding "Assertion `", normalized, or "". */
static void assertion_of(const char *tail, char *out, size_t n) {
  const char *a = tail ? strstr(tail, "Assertion `") : NULL;
  out[0] = 0;
  if (!a) return;
  const char *ls = a;
  while (ls > tail && ls[-1] != '\n') ls--;
  const char *colon = strstr(ls, ": ");  /* drop "program: " */
  if (colon && colon < a) ls = colon + 2;
  char line[400];
  size_t len = strcspn(ls, "\n");
  if (len >= sizeof line) len = sizeof line - 1;
  memcpy(line, ls, len);
  line[len] = 0;
  diff_normalize(line, out, n);
}

/* The crash kind and description of a child that ended without finishing
 * step k (printing: the pass returned but printing its output died). */
static void child_kind(DiffEng *e, const DiffChild *ch, bool printing, char *kind, size_t kn, char *det, size_t dn) {
  const char *where = printing ? "printing the pass's output" : "the pass";
  char sig[32], extra[300] = "";
  if (ch->killed) {
    snprintf(kind, kn, "hang");
    snprintf(det, dn, "%s made no progress before the deadline: killed", where);
  } else if (WIFSIGNALED(ch->wstatus) && WTERMSIG(ch->wstatus) == SIGALRM) {
    snprintf(kind, kn, "hang");
    snprintf(det, dn, "%s ran longer than %u s (SIGALRM)", where, e->o->pass_timeout_s);
  } else if (WIFSIGNALED(ch->wstatus)) {
    diff_signal_name(WTERMSIG(ch->wstatus), sig, sizeof sig);
    assertion_of(ch->errtail, extra, sizeof extra);
    snprintf(kind, kn, "%ssignal:%s%s%s", printing ? "print:" : "", sig, extra[0] ? ":" : "", extra);
    snprintf(det, dn, "%s crashed: %s", where, sig);
  } else {
    /* a sanitizer build names the error: keep its class */
    const char *asan = ch->errtail ? strstr(ch->errtail, "ERROR: AddressSanitizer: ") : NULL;
    const char *ub = ch->errtail ? strstr(ch->errtail, "runtime error: ") : NULL;
    char norm[200];
    if (asan) snprintf(extra, sizeof extra, ":asan:%.*s", (int)strcspn(asan + 25, " \n"), asan + 25);
    else if (ub) diff_normalize(ub + 15, norm, sizeof norm), snprintf(extra, sizeof extra, ":ubsan:%s", norm);
    int code = WIFEXITED(ch->wstatus) ? WEXITSTATUS(ch->wstatus) : -1;
    snprintf(kind, kn, "%sexit:%d%s", printing ? "print:" : "", code, extra);
    snprintf(det, dn, "%s ended the process with exit status %d", where, code);
  }
}

static void crash_child(DiffEng *e, uint32_t k, DiffVer *cur, const DiffChild *ch, bool printing) {
  char kind[400], det[400], detail[6000];
  child_kind(e, ch, printing, kind, sizeof kind, det, sizeof det);
  const char *tail = ch->errtail && *ch->errtail ? ch->errtail : NULL;
  snprintf(detail, sizeof detail, "%s%s%s", det, tail ? "\nstderr:\n" : "", tail ? tail : "");
  e->r->stat[k].ran = 1;
  diff_fill_common(e, (int32_t)k, cur, NULL);
  diff_fill_crash(e, k, kind, detail);
}

/* ------------------------------------------------------------------ */
/* The steps                                                            */

/* Runs every step after v0 (whose ownership moves here). */
static IrStatus run_steps(DiffEng *e, DiffVer v0) {
  DiffVer cur = v0, next;
  DiffChild ch;
  memset(&ch, 0, sizeof ch);
  IrStatus st = e->o->isolate && e->p->n ? diff_child_run(e, &ch) : IR_OK;
  for (uint32_t k = 0; !st && k < e->p->n; k++) {
    DiffStepOut local, *so = &local;
    memset(&next, 0, sizeof next);
    e->r->steps_checked = k + 1;
    if (!e->o->isolate) {
      st = step_inproc(e, k, &cur, &local);
      if (st) break;
    } else if (k < ch.nsteps && ch.step[k].have_status && (ch.step[k].text || ch.step[k].st)) {
      so = &ch.step[k];
    } else {
      crash_child(e, k, &cur, &ch, k < ch.nsteps && ch.step[k].have_status);
      break;
    }
    bool stop = step_eval(e, k, &cur, so, &next, &st);
    if (!e->o->isolate) {
      if (local.m) ir_module_free(local.m);
      free(local.msg);
      free(local.text);
    }
    if (stop) {
      ver_free(e, &next);
      break;
    }
    e->r->stat[k].outcome[DIFF_OK]++;
    ver_free(e, &cur);
    cur = next;
  }
  ver_free(e, &cur);
  diff_child_free(&ch);
  const DiffFinding *f = &e->r->finding;
  if (!st && e->r->outcome != DIFF_OK && f->step >= 0) e->r->stat[f->step].outcome[e->r->outcome]++;
  return st;
}

/* ------------------------------------------------------------------ */
/* diff_run                                                             */

static void result_init(DiffResult *r, const Pipeline *p) {
  memset(r, 0, sizeof *r);
  r->outcome = DIFF_OK;
  r->finding.step = -1;
  r->finding.input_index = -1;
  r->nsteps = p->n;
  for (uint32_t k = 0; k < p->n; k++) snprintf(r->stat[k].pass, sizeof r->stat[k].pass, "%s", p->pass[k]->name);
}

IrStatus diff_run(IrCtx *c, const IrModule *m, uint32_t fidx, const Pipeline *p, const PassCtx *pc,
                  const DiffOpts *o, DiffResult *r) {
  result_init(r, p);
  if (fidx >= m->nfuncs || ir_func(m, fidx)->is_decl)
    return ir_error(c, IR_EUSER, NULL, 0, 0, "function %u is not a definition in the module", fidx);
  if (p->n > PIPELINE_MAX) return ir_error(c, IR_EUSER, NULL, 0, 0, "pipeline too long");
  DiffEng e = {c, m, fidx, p, pc, o, r, 0, NULL, NULL, NULL, NULL};
  DiffVer v0;
  memset(&v0, 0, sizeof v0);
  v0.m = (IrModule *)m;  /* read only: not owned, never passed to a pass */
  v0.fidx = fidx;
  IrStatus st = inputs_build(&e);
  r->ninputs = e.nin;
  if (!st && source_run(&e, &v0, &st))
    st = run_steps(&e, v0);  /* takes v0 */
  else
    ver_free(&e, &v0);
  inputs_free(&e);
  return st;
}

void diff_result_free(DiffResult *r) {
  if (r) diff_finding_free(&r->finding);
}

void diff_stats_add(DiffPassStat *tot, uint32_t *n, uint32_t cap, const DiffResult *r) {
  for (uint32_t k = 0; k < r->nsteps; k++) {
    const DiffPassStat *s = &r->stat[k];
    uint32_t j = 0;
    while (j < *n && strcmp(tot[j].pass, s->pass)) j++;
    if (j == *n) {
      if (*n >= cap) continue;
      memset(&tot[j], 0, sizeof tot[j]);
      memcpy(tot[j].pass, s->pass, sizeof tot[j].pass);
      (*n)++;
    }
    tot[j].ran += s->ran, tot[j].changed += s->changed, tot[j].skipped += s->skipped;
    tot[j].inputs += s->inputs;
    for (unsigned q = 0; q < DIFF_NOUTCOMES; q++) tot[j].outcome[q] += s->outcome[q];
  }
}

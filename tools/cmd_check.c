/* tools/cmd_check.c -- `passcheck check`: the pass-equivalence check of one
 * module: runs a pipeline pass by pass under the differential oracle
 * (oracles/diff) over N generated input vectors plus the edge-value ones
 * (or one given .input file), prints per pass whether it changed the
 * module and the outcome, and on a finding the expected vs actual
 * behaviour, the first differing byte and the instruction that wrote it;
 * with --out the finding is written to DIR/findings/<signature>/.  Also
 * cmd_diff_print, which `repro` shares.
 *
 * Contract: exit 0 when every run refines, 1 with a finding (or an invalid
 * test, or a user error: bad IR, options, knob, pipeline, .input), 2 for
 * internal errors.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "interp/interp.h"
#include "../oracles/diff/diff.h"
#include "../oracles/external/extcheck.h"
#include "../reports/findings.h"

typedef struct CheckOpts {
  const char *file, *passes, *func, *input, *out, *external;
  CmdList knobs;
  DiffOpts d;
  unsigned given;  /* CO_* given explicitly (they override a .input file) */
  bool remarks, quiet, no_probe;
  uint32_t probe_runs;  /* interp_input_probe's runs (0: not probed) */
} CheckOpts;

enum { CO_GRID = 1, CO_MATH = 2, CO_APPROX = 4, CO_ASEED = 8, CO_STEPS = 16, CO_SEED = 32, CO_INPUTS = 64 };

static const char check_usage[] =
  "usage: passcheck check FILE -passes=P | --external CMD\n"
  "                       [-knob NAME=VALUE]... [--func NAME]\n"
  "                       [--inputs N] [--seed S] [--no-edges] [--no-alias] [--input F]\n"
  "                       [--grid BxT] [--math mpfr|host] [--approx exact|adversarial]\n"
  "                       [--approx-seed N] [--steps N] [--out DIR]\n"
  "                       [--no-isolate] [--pass-timeout S] [--always-run]\n"
  "                       [--remarks] [--quiet] [--ulp-tolerance U] [--no-probe]\n"
  "\n"
  "Pass-equivalence check of one module.  Parses and verifies FILE, then\n"
  "runs the passes of pipeline P one at a time; after each it verifies the\n"
  "module and runs the kernel before and after the pass in the reference\n"
  "interpreter on every input vector: N generated ones (seeds derived from\n"
  "S) plus 4 edge-value vectors (all zero; buffers all ones; scalars all\n"
  "ones; scalars sign bit only), or exactly the vector of a .input file.\n"
  "One generated vector in four runs with two pointer parameters aliased\n"
  "(equal, or one element apart; never a noalias, byval or initializes one),\n"
  "so a pass that takes two such parameters for distinct is caught.\n"
  "Buffers are sized by a probe first: the source runs on a few vectors,\n"
  "the buffers doubling while a run leaves them, so that a kernel indexing\n"
  "a[tid * 64 + i] gets defined runs at the default grid.  Inputs on which\n"
  "the source is undefined are dropped (the header gives the defined share).\n"
  "Each pass gets an\n"
  "outcome: ok, mismatch (bytes or return value differ, or more poison),\n"
  "ub-introduced, timeout-introduced, crash (the pass failed, crashed, hung\n"
  "or left IR the verifier rejects); invalid-test when the source is\n"
  "undefined on every input.  The first failing pass and input is printed\n"
  "with the first differing byte and the instruction that wrote it.\n"
  "\n"
  "options:\n"
  "  -passes=P, -passes P  the pipeline (required; \"default\" is the default one)\n"
  "  --external CMD        instead of a pipeline, an outside tool: the module's\n"
  "                        text goes through the shell command CMD ({in} and\n"
  "                        {out} stand for the files, else \" IN -o OUT\" is\n"
  "                        appended; bitcode output is disassembled) and its\n"
  "                        output is checked like a pass named \"external\";\n"
  "                        output outside the subset is \"unsupported\" (exit 0).\n"
  "                        e.g. --external 'opt-16 -S -passes=instcombine'\n"
  "  -knob NAME=VALUE      set a knob (repeatable; see `passcheck knobs`)\n"
  "  --func NAME           the kernel to check (default: the first kernel)\n"
  "  --inputs N            generated input vectors (default 16)\n"
  "  --seed S              seed of the input vectors (default 1)\n"
  "  --no-edges            no edge-value vectors\n"
  "  --no-alias            no aliased vectors (every pointer its own buffer)\n"
  "  --input F             check on exactly the vector of .input file F (and\n"
  "                        its options; those given here override them)\n"
  "  --grid BxT            blocks x threads (default 2x4)\n"
  "  --math mpfr|host      math library model (default mpfr)\n"
  "  --approx exact|adversarial\n"
  "                        model of approximate operations (default exact)\n"
  "  --approx-seed N       seed of the adversarial model\n"
  "  --steps N             step budget of the source runs (targets get 4x)\n"
  "  --out DIR             write a finding to DIR/findings/<signature>/\n"
  "                        (program.ll, input.txt, result.json, repro.sh, ...;\n"
  "                        an invalid test is not a finding); a second one\n"
  "                        with the same signature increments its count\n"
  "  --no-isolate          run the passes in this process (faster; a crashing\n"
  "                        pass then kills passcheck)\n"
  "  --ulp-tolerance U     a value folded by constfold more than U ulps from the\n"
  "                        correctly rounded result is a precision finding;\n"
  "                        closer ones count as ok (default 0.5)\n"
  "  --pass-timeout S      a pass running longer is a crash (default 10 s;\n"
  "                        0: no limit)\n"
  "  --always-run          interpret even after passes that changed nothing\n"
  "  --remarks             print what each pass did to stderr\n"
  "  --quiet               print only the result\n"
  "  --no-probe            default buffer sizes (no probe runs)\n"
  "  -h, --help            this text\n"
  "\n"
  "example:\n"
  "  passcheck check kernel.ll -passes=mutant-ule-as-ult --inputs 32 --out out\n"
  "  sh out/findings/*/repro.sh\n"
  "\n"
  "exit status: 0 every run refines, 1 a finding, an invalid test or a user\n"
  "error (bad IR, options, knob, pipeline or .input file), 2 internal error\n";

/* ------------------------------------------------------------------ */
/* Options                                                              */

/* Returns CMD_HELP after --help, else an exit status (CMD_OK to go on). */
static int check_parse_opts(int argc, char **argv, CheckOpts *o) {
  memset(o, 0, sizeof *o);
  diff_opts_default(&o->d);
  InterpOpts *io = &o->d.interp;
  const CmdOpt opts[] = {
    CMD_OPT("passes", CMD_STR, &o->passes),
    CMD_OPT("external", CMD_STR, &o->external),
    CMD_OPT("knob", CMD_LIST, &o->knobs),
    CMD_OPT("func", CMD_STR, &o->func),
    CMD_OPT("inputs", CMD_U32, &o->d.ninputs, .hi = 100000, .given = CO_INPUTS),
    CMD_OPT("seed", CMD_U64, &o->d.input_seed, .given = CO_SEED),
    CMD_OPT("no-edges", CMD_CLEAR, &o->d.edges),
    CMD_OPT("no-alias", CMD_CLEAR, &o->d.alias),
    CMD_OPT("input", CMD_STR, &o->input),
    CMD_OPT("grid", CMD_GRID, &io->grid, .given = CO_GRID),
    CMD_OPT("math", CMD_MATH, &io->math, .given = CO_MATH),
    CMD_OPT("approx", CMD_APPROX, &io->approx, .given = CO_APPROX),
    CMD_OPT("approx-seed", CMD_U64, &io->approx_seed, .given = CO_ASEED),
    CMD_OPT("steps", CMD_U64, &io->step_budget, .lo = 1, .given = CO_STEPS),
    CMD_OPT("out", CMD_STR, &o->out),
    CMD_OPT("no-isolate", CMD_CLEAR, &o->d.isolate),
    CMD_OPT("pass-timeout", CMD_U32, &o->d.pass_timeout_s, .hi = 86400),
    CMD_OPT("always-run", CMD_SET, &o->d.always_run),
    CMD_OPT("remarks", CMD_SET, &o->remarks),
    CMD_OPT("quiet", CMD_SET, &o->quiet),
    CMD_OPT("no-probe", CMD_SET, &o->no_probe),
    CMD_OPT("ulp-tolerance", CMD_ULPS, &o->d.ulp_tolerance),
    CMD_OPT_END};
  const CmdOptSpec spec = {"check", opts, check_usage, .min_args = 1, .max_args = 1, .given = &o->given,
                           .missing = "no input file (use - for stdin)", .extra = "more than one input file ('%s')"};
  int n, rc = cmd_opts_parse(&spec, argc, argv, &n);
  if (rc != CMD_OK) return rc;
  o->file = argv[1];
  if (o->external && !*o->external) return cmd_opts_error(&spec, "--external needs a command");
  if (!o->passes && !o->external) return cmd_opts_error(&spec, "no pipeline: give -passes=P (e.g. -passes=default)");
  if (o->passes && o->external) return cmd_opts_error(&spec, "-passes and --external exclude each other");
  if (o->input && (o->given & (CO_SEED | CO_INPUTS))) return cmd_opts_error(&spec, "--input excludes --seed and --inputs");
  return CMD_OK;
}

/* ------------------------------------------------------------------ */
/* Printing (shared with `repro`)                                       */

static void print_step(const DiffResult *r, uint32_t k) {
  const DiffPassStat *s = &r->stat[k];
  printf("  %u/%u %s: ", k + 1, r->nsteps, s->pass);
  if (!s->ran) {
    printf("not run\n");
    return;
  }
  const char *out = "ok";
  for (unsigned q = 0; q < DIFF_NOUTCOMES; q++)
    if (s->outcome[q]) out = diff_outcome_name((DiffOutcome)q);
  printf("%s, %s%s\n", s->changed ? "changed" : "unchanged", out,
         s->skipped ? " (identical: not interpreted)" : "");
}

static void print_lines(const char *label, const char *text) {
  const char *p = text;
  printf("  %-11s ", label);
  while (*p) {
    size_t n = strcspn(p, "\n");
    printf("%.*s\n", (int)n, p);
    p += n;
    if (*p) p++;
    if (*p) printf("  %-11s ", "");
  }
}

static void print_input(const DiffFinding *f, bool replay) {
  if (f->input_index < 0) return;
  if (replay) printf("  input:      the given vector\n");
  else if (f->input_edge) printf("  input:      edge-value vector %d\n", f->input_index);
  else printf("  input:      vector %d (seed 0x%" PRIx64 ")\n", f->input_index, f->input_seed);
  if (f->input_alias[0]) printf("  aliasing:   %s\n", f->input_alias);
}

static void print_diff(const DiffFinding *f) {
  if (!f->has_diff) return;
  char actual[16];
  if (f->tgt_poison) snprintf(actual, sizeof actual, "poison");
  else snprintf(actual, sizeof actual, "0x%02x", f->tgt_byte);
  printf("  difference: %s, byte %u: expected 0x%02x, actual %s", f->diff_where, f->diff_offset, f->src_byte, actual);
  if (f->diff_type[0]) printf(" (%s %s -> %s)", f->diff_type, f->diff_src_val, f->diff_tgt_val);
  printf("\n");
  if (f->writer[0]) printf("  written by: %s: %s\n", f->writer_func, f->writer);
  else printf("  written by: (nothing in the target: the byte kept another value)\n");
}

void cmd_diff_print(const DiffResult *r, bool replay, bool steps) {
  const DiffFinding *f = &r->finding;
  for (uint32_t k = 0; steps && k < r->nsteps; k++) print_step(r, k);
  if (r->outcome == DIFF_OK) {
    printf("result: ok: every run refines (%u pass%s, %u input vector%s)\n", r->nsteps, r->nsteps == 1 ? "" : "es",
           r->nvalid, r->nvalid == 1 ? "" : "s");
    if (r->reassoc_explained)
      printf("reassociation: %" PRIu64 " differing FP value%s within the error bound of the same terms in another order\n",
             r->reassoc_explained, r->reassoc_explained == 1 ? "" : "s");
    if (r->fmf_unjudged)
      printf("fast-math: %" PRIu64 " input%s without a verdict (a differing value computed under reassoc, arcp, afn "
             "or nsz that the reassociation rule cannot judge)\n",
             r->fmf_unjudged, r->fmf_unjudged == 1 ? "" : "s");
    return;
  }
  if (r->outcome == DIFF_INVALID_TEST) {
    printf("result: invalid-test\n");
    print_input(f, replay);
    if (f->detail) print_lines("detail:", f->detail);
    return;
  }
  printf("result: %s after pass %s (step %d of %u)\n", diff_outcome_name(r->outcome), f->pass, f->step + 1, r->nsteps);
  print_input(f, replay);
  printf("  expected:   %s\n  actual:     %s\n", f->expected, f->actual);
  if (f->actual_at[0]) printf("  at:         %s\n", f->actual_at);
  print_diff(f);
  if (f->detail) print_lines("detail:", f->detail);
  printf("  signature:  %s (%s)\n", f->sig, f->sigkey);
}

/* ------------------------------------------------------------------ */
/* The check                                                            */

static int check_setup(IrCtx *c, const CheckOpts *o, PassCtx *pc, Pipeline *p) {
  return cmd_pass_setup(c, o->external ? "" : o->passes, o->knobs.v, o->knobs.n, o->remarks, pc, p);
}

/* Reads the .input file; the options given on the command line win. */
static int check_read_input(IrCtx *c, CheckOpts *o, const IrModule *m, uint32_t fidx, InterpInput *in) {
  char *text;
  size_t len;
  InterpOpts io, given = o->d.interp;
  int rc = cmd_read_file(o->input, &text, &len);
  if (rc != CMD_OK) return rc;
  ir_ctx_clear_error(c);
  IrStatus st = interp_input_read(c, cmd_input_name(o->input), text, len, m, fidx, in, &io);
  free(text);
  if (st != IR_OK) return cmd_report(c, st), cmd_status(st);
  if (o->given & CO_GRID) io.grid = given.grid;
  if (o->given & CO_MATH) io.math = given.math;
  if (o->given & CO_APPROX) io.approx = given.approx;
  if (o->given & CO_ASEED) io.approx_seed = given.approx_seed;
  if (o->given & CO_STEPS) io.step_budget = given.step_budget;
  o->d.interp = io;
  o->d.input = in;
  return CMD_OK;
}

static void print_header(const CheckOpts *o, const IrModule *m, uint32_t fidx, const DiffResult *r) {
  const InterpGrid *g = &o->d.interp.grid;
  printf("check: @%s, %u pass%s, ", ir_cstr(m, ir_func(m, fidx)->name), r->nsteps, r->nsteps == 1 ? "" : "es");
  if (o->input) printf("input %s", cmd_input_name(o->input));
  else printf("%u input vectors (seed %" PRIu64 ")%s", o->d.ninputs, o->d.input_seed, o->d.edges ? " + 4 edge" : "");
  printf(", %u defined; grid %u,%u,%u x %u,%u,%u", r->nvalid, g->block[0], g->block[1], g->block[2], g->thread[0],
         g->thread[1], g->thread[2]);
  uint32_t total = o->input ? 1 : o->d.ninputs + (o->d.edges ? DIFF_NEDGES : 0);
  if (total) printf("; %u%% defined", (unsigned)(100.0 * r->nvalid / total + 0.5));
  if (o->d.gen.buf_elems) printf("; buffers of %u elements (probed)", o->d.gen.buf_elems);
  if (r->naliased) printf("; %u aliased", r->naliased);
  printf("\n");
}

static int check_write(IrCtx *c, const CheckOpts *o, const DiffResult *r) {
  FindingWrite w;
  ir_ctx_clear_error(c);
  IrStatus st = findings_write(c, o->out, &r->finding, &w);
  if (st != IR_OK) return cmd_report(c, st), cmd_status(st);
  if (w.created) printf("  finding:    %s (new)\n", w.dir);
  else printf("  finding:    %s (seen %" PRIu64 " times)\n", w.dir, w.count);
  return CMD_OK;
}

/* Sizes the buffers of the vectors the check will generate to what the
 * source needs (interp_input_probe). */
static int check_probe(IrCtx *c, CheckOpts *o, const IrModule *m, uint32_t fidx) {
  uint32_t n = o->d.ninputs + (o->d.edges ? DIFF_NEDGES : 0);
  uint64_t *seeds = malloc((n ? n : 1) * sizeof *seeds);
  if (!seeds) return cmd_report(c, IR_ENOMEM), CMD_EINTERNAL;
  for (uint32_t i = 0; i < n; i++) seeds[i] = diff_input_seed(o->d.input_seed, i);
  IrStatus st = interp_input_probe(c, m, fidx, &o->d.interp, &o->d.gen, seeds, n, &o->probe_runs);
  free(seeds);
  if (st != IR_OK) return cmd_report(c, st), cmd_status(st);
  return CMD_OK;
}

static int check_module(IrCtx *c, IrModule *m, CheckOpts *o, const PassCtx *pc, const Pipeline *p) {
  int rc = cmd_verified(c, m);
  if (rc != CMD_OK) return rc;
  uint32_t fidx = cmd_pick_func(m, o->func);
  if (fidx == IR_NIL) {
    fprintf(stderr, "passcheck check: %s: no function definition%s%s%s\n", cmd_input_name(o->file),
            o->func ? " named '" : "", o->func ? o->func : "", o->func ? "'" : "");
    return CMD_EUSER;
  }
  InterpInput in;
  memset(&in, 0, sizeof in);
  if (o->input && (rc = check_read_input(c, o, m, fidx, &in)) != CMD_OK) return rc;
  ir_ctx_clear_error(c);
  if (!o->input && !o->no_probe && (rc = check_probe(c, o, m, fidx)) != CMD_OK) return rc;
  DiffResult *r = malloc(sizeof *r);
  ir_ctx_clear_error(c);
  ExtCheck x = {EXT_CHECKED, "", 0, 0};
  IrStatus st = !r ? IR_ENOMEM
              : o->external ? ext_check(c, m, fidx, o->external, NULL, pc, &o->d, 0, r, &x)
                            : diff_run(c, m, fidx, p, pc, &o->d, r);
  if (st == IR_OK && x.verdict == EXT_UNSUPPORTED) {
    printf("check: @%s: unsupported: %s\n", ir_cstr(m, ir_func(m, fidx)->name), x.why);
    free(r);
    interp_input_free(c, &in);
    return CMD_OK;
  }
  if (st != IR_OK) {
    cmd_report(c, st);
    rc = cmd_status(st);
  } else {
    if (!o->quiet) print_header(o, m, fidx, r);
    cmd_diff_print(r, o->input != NULL, !o->quiet);
    rc = r->outcome == DIFF_OK ? CMD_OK : CMD_EUSER;
    if (o->out && r->outcome != DIFF_OK && r->outcome != DIFF_INVALID_TEST) rc = cmd_worse(rc, check_write(c, o, r));
  }
  if (r) diff_result_free(r);
  free(r);
  interp_input_free(c, &in);
  return rc;
}

int cmd_check(int argc, char **argv) {
  CheckOpts o;
  int rc = check_parse_opts(argc, argv, &o);
  if (rc != CMD_OK) return rc == CMD_HELP ? CMD_OK : rc;
  IrCtx *c = ir_ctx_new();
  if (!c) {
    fprintf(stderr, "passcheck: out of memory\n");
    return CMD_EINTERNAL;
  }
  PassCtx pc;
  Pipeline p;
  IrModule *m = NULL;
  rc = check_setup(c, &o, &pc, &p);
  if (rc == CMD_OK) rc = cmd_load_module(c, o.file, &m);
  if (rc == CMD_OK) rc = check_module(c, m, &o, &pc, &p);
  if (m) ir_module_free(m);
  ir_ctx_free(c);
  return rc;
}

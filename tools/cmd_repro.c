/* tools/cmd_repro.c -- `passcheck repro FINDING_DIR`: reruns a finding from
 * its folder (program.ll, input.txt, result.json: pipeline up to the pass,
 * knobs, kernel) under the differential oracle and says whether it still
 * reproduces.
 *
 * Contract: exit 1 when it reproduces (the same outcome after the same
 * pass; also when the rerun finds another problem, reported as
 * "reproduces differently"), 0 when every run now refines ("does not
 * reproduce"), 2 when the finding cannot be rerun: bad options, a corrupt
 * or incomplete folder, a pass or knob this passcheck does not have, an
 * internal error.  (2 rather than the usual 1 for user errors, so that 1
 * always means "still reproduces" to scripts and bisection.)
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

enum { REPRO_YES = 1, REPRO_NO = 0, REPRO_CANNOT = 2 };

static const char repro_usage[] =
  "usage: passcheck repro FINDING_DIR [--no-isolate] [--pass-timeout S] [--remarks]\n"
  "\n"
  "Reruns a finding that `passcheck fuzz` or `passcheck check --out` wrote:\n"
  "reads result.json (pipeline up to the failing pass, knobs, kernel),\n"
  "program.ll and input.txt from FINDING_DIR, runs the same check as\n"
  "`passcheck check` on that one input vector, and prints\n"
  "  reproduces: <outcome> after pass <pass>        (exit 1)\n"
  "  reproduces differently: ... (was ...)           (exit 1)\n"
  "  does not reproduce: every run refines           (exit 0)\n"
  "followed by the details of the rerun.\n"
  "\n"
  "options:\n"
  "  --no-isolate        run the passes in this process\n"
  "  --pass-timeout S    a pass running longer is a crash (default 10 s)\n"
  "  --remarks           print what each pass did to stderr\n"
  "  -h, --help          this text\n"
  "\n"
  "example:\n"
  "  passcheck check kernel.ll -passes=mutant-ule-as-ult --out out\n"
  "  passcheck repro out/findings/*/\n"
  "\n"
  "exit status: 1 the finding reproduces, 0 it does not, 2 it cannot be\n"
  "rerun (bad options, corrupt or incomplete folder, unknown pass or knob)\n"
  "or internal error\n";

typedef struct ReproOpts {
  const char *dir;
  DiffOpts d;
  bool remarks;
} ReproOpts;

/* Returns CMD_HELP after --help, else an exit status (CMD_OK to go on);
 * bad options are REPRO_CANNOT, as the usage says. */
static int repro_parse_opts(int argc, char **argv, ReproOpts *o) {
  memset(o, 0, sizeof *o);
  diff_opts_default(&o->d);
  const CmdOpt opts[] = {
    CMD_OPT("no-isolate", CMD_CLEAR, &o->d.isolate),
    CMD_OPT("pass-timeout", CMD_U32, &o->d.pass_timeout_s, .hi = 86400),
    CMD_OPT("remarks", CMD_SET, &o->remarks),
    CMD_OPT_END};
  const CmdOptSpec spec = {"repro", opts, repro_usage, .min_args = 1, .max_args = 1,
                           .missing = "no finding folder given", .extra = "more than one finding folder ('%s')"};
  int n, rc = cmd_opts_parse(&spec, argc, argv, &n);
  o->dir = argv[1];
  return rc == CMD_EUSER ? REPRO_CANNOT : rc;
}

static int cannot(IrCtx *c, IrStatus st) {
  cmd_report(c, st);
  return st == IR_ENOMEM || st == IR_EINTERNAL ? CMD_EINTERNAL : REPRO_CANNOT;
}

/* Pipeline and knobs of the finding. */
static int repro_setup(IrCtx *c, const Finding *f, const ReproOpts *o, PassCtx *pc, Pipeline *p) {
  IrStatus st = findings_setup(c, f, pc, p);
  pc->remarks = o->remarks ? stderr : NULL;
  return st == IR_OK ? CMD_OK : cannot(c, st);
}

/* Compares the rerun with the recorded finding and says so. */
static int repro_verdict(const Finding *f, const DiffResult *r) {
  const DiffFinding *g = &r->finding;
  if (r->outcome == DIFF_OK) {
    printf("does not reproduce: every run refines\n");
    return REPRO_NO;
  }
  bool same = r->outcome == f->outcome && !strcmp(g->pass, f->pass) && g->step == f->step;
  if (!same) {
    printf("reproduces differently: %s%s%s (was %s%s%s)\n", diff_outcome_name(r->outcome), g->pass[0] ? " after pass " : "",
           g->pass, diff_outcome_name(f->outcome), f->pass[0] ? " after pass " : "", f->pass);
    return REPRO_YES;
  }
  printf("reproduces: %s%s%s", diff_outcome_name(r->outcome), g->pass[0] ? " after pass " : "", g->pass);
  if (strcmp(g->sig, f->sig)) printf(" (signature now %s, was %s)", g->sig, f->sig);
  printf("\n");
  return REPRO_YES;
}

static int repro_run(IrCtx *c, const Finding *f, ReproOpts *o, IrModule *m) {
  PassCtx pc;
  Pipeline p;
  int rc = CMD_OK;
  if (f->external[0]) pass_ctx_init(&pc, c);  /* an outside tool: no pipeline, no knobs */
  else rc = repro_setup(c, f, o, &pc, &p);
  if (rc != CMD_OK) return rc;
  ir_ctx_clear_error(c);
  if (ir_verify_module(m) != IR_OK) return cannot(c, IR_EUSER);
  uint32_t fidx = cmd_pick_func(m, f->func[0] ? f->func : NULL);
  if (fidx == IR_NIL) {
    fprintf(stderr, "passcheck repro: %s: no function definition named '%s'\n", f->program_path, f->func);
    return REPRO_CANNOT;
  }
  InterpInput in;
  memset(&in, 0, sizeof in);
  if (f->input) {
    IrStatus st = interp_input_read(c, f->input_path, f->input, f->input_len, m, fidx, &in, &o->d.interp);
    if (st != IR_OK) return cannot(c, st);
    o->d.input = &in;
  }
  DiffResult *r = malloc(sizeof *r);
  ExtCheck x = {EXT_CHECKED, "", 0, 0};
  IrStatus st = !r ? IR_ENOMEM
              : f->external[0] ? ext_check(c, m, fidx, f->external, NULL, &pc, &o->d, 0, r, &x)
                               : diff_run(c, m, fidx, &p, &pc, &o->d, r);
  if (st == IR_OK && x.verdict == EXT_UNSUPPORTED) {
    printf("does not reproduce: the tool's output is now unsupported: %s\n", x.why);
    free(r);
    interp_input_free(c, &in);
    return REPRO_NO;
  }
  if (st != IR_OK) rc = cannot(c, st);
  else {
    rc = repro_verdict(f, r);
    cmd_diff_print(r, f->input != NULL, true);
  }
  if (r) diff_result_free(r);
  free(r);
  interp_input_free(c, &in);
  return rc;
}

static void repro_header(const Finding *f) {
  printf("finding: %s\n", f->dir);
  printf("recorded: %s%s%s (step %d of pipeline %s; signature %s, seen %" PRIu64 " time%s)\n",
         diff_outcome_name(f->outcome), f->pass[0] ? " after pass " : "", f->pass, f->step + 1,
         f->pipeline[0] ? f->pipeline : "(empty)", f->sig, f->count, f->count == 1 ? "" : "s");
  if (f->knobs[0]) printf("knobs: %s\n", f->knobs);
  if (strcmp(f->version, PASSCHECK_VERSION))
    printf("note: written by passcheck %s, this is %s\n", f->version, PASSCHECK_VERSION);
}

int cmd_repro(int argc, char **argv) {
  ReproOpts o;
  int rc = repro_parse_opts(argc, argv, &o);
  if (rc != CMD_OK) return rc == CMD_HELP ? CMD_OK : rc;
  IrCtx *c = ir_ctx_new();
  if (!c) {
    fprintf(stderr, "passcheck: out of memory\n");
    return CMD_EINTERNAL;
  }
  Finding f;
  IrStatus st = findings_load(c, o.dir, &f);
  if (st != IR_OK) {
    rc = cannot(c, st);
    ir_ctx_free(c);
    return rc;
  }
  repro_header(&f);
  ir_ctx_clear_error(c);
  IrModule *m = ir_parse(c, f.program_path, f.program, f.program_len);
  rc = m ? repro_run(c, &f, &o, m) : cannot(c, ir_ctx_status(c) ? ir_ctx_status(c) : IR_EINTERNAL);
  if (m) ir_module_free(m);
  findings_free(&f);
  ir_ctx_free(c);
  return rc;
}

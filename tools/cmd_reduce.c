/* tools/cmd_reduce.c -- `passcheck reduce FINDING_DIR`: shrinks a finding's
 * program, input vector, grid, knobs and pipeline while it keeps the
 * finding's signature (reports/reduce.h) and writes reduced.ll,
 * reduced-input.txt, reduced.sh (the command) and reduced.txt (a summary)
 * into the finding's folder, each atomically, next to program.ll and
 * input.txt (which stay).
 *
 * Contract: exit 0 when the reduced program was written; 2 when the
 * finding cannot be read or rerun, or does not reproduce; 1 for bad
 * options or a file that cannot be written.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "../reports/reduce.h"

static const char reduce_usage[] =
  "usage: passcheck reduce FINDING_DIR [--jobs J] [--time-limit T] [--keep-input]\n"
  "                        [--check-steps] [-v]\n"
  "\n"
  "Reduces a finding (a folder that `passcheck check --out` or `passcheck\n"
  "fuzz` wrote) by delta debugging, to a fixed point: unused functions and\n"
  "declarations go, conditional branches fold, blocks merge, instructions\n"
  "go (chunks, then single ones) or are replaced by an operand, an argument\n"
  "or a constant, operands shrink toward 0 and 1, flags drop; then passes\n"
  "of the pipeline other than the failing one are dropped, knobs go back to\n"
  "their defaults, the grid shrinks, and the input vector's scalars and\n"
  "buffer bytes go to zero and its buffers shrink.  Only candidates that\n"
  "verify, have no UB in the source run and give the same signature are\n"
  "kept.  Writes into FINDING_DIR:\n"
  "  reduced.ll          the program\n"
  "  reduced-input.txt   the input vector and grid (when the finding has one)\n"
  "  reduced.sh          the command that reproduces it\n"
  "  reduced.txt         summary: sizes, knobs still needed, tests, seconds\n"
  "\n"
  "options:\n"
  "  --jobs J         test J candidates at once (default 1; the result is the\n"
  "                   same for every J)\n"
  "  --time-limit T   stop trying candidates after T seconds (default 60)\n"
  "  --keep-input     reduce the program only (input, grid, knobs, pipeline stay)\n"
  "  --check-steps    rerun every accepted step from its texts alone in a fresh\n"
  "                   context (a self-check of the reducer; exit 2 if one fails)\n"
  "  -v, --verbose    print every accepted step to stderr\n"
  "  -h, --help       this text\n"
  "\n"
  "example:\n"
  "  passcheck check kernel.ll -passes=mutant-ule-as-ult --out out\n"
  "  passcheck reduce out/findings/*/\n"
  "\n"
  "exit status: 0 reduced.ll written, 1 bad options or a write error, 2 the\n"
  "finding cannot be read, does not reproduce, or an internal error\n";

enum { RED_CANNOT = 2 };

/* --check-steps: every accepted step rerun independently. */
typedef struct StepCheck {
  const Finding *f;
  uint64_t steps, bad;
} StepCheck;

static void reduce_check_step(void *ud, const ReduceStep *s) {
  StepCheck *k = ud;
  char why[600];
  k->steps++;
  if (reduce_step_check(k->f, s, why, sizeof why)) return;
  if (!k->bad++) fprintf(stderr, "passcheck reduce: accepted step %llu does not hold up when rerun: %s\n",
                         (unsigned long long)k->steps, why);
}

/* Returns CMD_HELP after --help, else an exit status. */
static int reduce_parse_opts(int argc, char **argv, const char **dir, ReduceOpts *o) {
  reduce_opts_default(o);
  o->time_limit_s = 60;
  bool verbose = false, check_steps = false;
  const CmdOpt opts[] = {
    CMD_OPT("jobs", CMD_U32, &o->jobs, .lo = 1, .hi = 64),
    CMD_OPT("j", CMD_U32, &o->jobs, .lo = 1, .hi = 64),
    CMD_OPT("time-limit", CMD_SECONDS, &o->time_limit_s, .hi = 86400),
    CMD_OPT("keep-input", CMD_SET, &o->keep_input),
    CMD_OPT("check-steps", CMD_SET, &check_steps),
    CMD_OPT("v", CMD_SET, &verbose),
    CMD_OPT("verbose", CMD_SET, &verbose),
    CMD_OPT_END};
  const CmdOptSpec spec = {"reduce", opts, reduce_usage, .min_args = 1, .max_args = 1,
                           .missing = "no finding folder given", .extra = "more than one finding folder ('%s')"};
  int n, rc = cmd_opts_parse(&spec, argc, argv, &n);
  if (verbose) o->log = stderr;
  if (check_steps) o->on_accept = reduce_check_step;
  *dir = argv[1];
  return rc;
}

static int reduce_done(IrCtx *c, const Finding *f, const ReduceResult *r) {
  IrStatus st = reduce_write(c, f, r);
  if (st != IR_OK) {
    cmd_report(c, st);
    return CMD_EUSER;
  }
  printf("reduced %s: %u -> %u instructions, %llu tests, %.2f s%s -> %s/reduced.ll\n", f->sig, r->insts_before,
         r->insts_after, (unsigned long long)r->tests, r->seconds, r->timed_out ? " (time limit)" : "", f->dir);
  return CMD_OK;
}

int cmd_reduce(int argc, char **argv) {
  const char *dir;
  ReduceOpts o;
  int rc = reduce_parse_opts(argc, argv, &dir, &o);
  if (rc != CMD_OK) return rc == CMD_HELP ? CMD_OK : rc;
  IrCtx *c = ir_ctx_new();
  if (!c) {
    fprintf(stderr, "passcheck: out of memory\n");
    return CMD_EINTERNAL;
  }
  Finding f;
  IrStatus st = findings_load(c, dir, &f);
  if (st != IR_OK) {
    cmd_report(c, st);
    ir_ctx_free(c);
    return RED_CANNOT;
  }
  StepCheck k = {&f, 0, 0};
  if (o.on_accept) o.ud = &k;
  ReduceResult r;
  st = reduce_run(c, &f, &o, &r);
  if (st != IR_OK) {
    cmd_report(c, st);
    rc = RED_CANNOT;
  } else if (k.bad) {
    fprintf(stderr, "passcheck reduce: %llu of %llu accepted steps did not hold up; nothing written\n",
            (unsigned long long)k.bad, (unsigned long long)k.steps);
    rc = RED_CANNOT;
  } else {
    if (o.on_accept) printf("checked: all %llu accepted steps hold up when rerun\n", (unsigned long long)k.steps);
    rc = reduce_done(c, &f, &r);
  }
  reduce_result_free(&r);
  findings_free(&f);
  ir_ctx_free(c);
  return rc;
}

/* tools/cmd_reduce.c -- `passcheck reduce FINDING_DIR`: shrinks a finding's
 * program while it keeps the finding's signature (reports/reduce.h) and
 * writes reduced.ll and reduced.txt (a summary) into the finding's folder,
 * each atomically, next to program.ll and input.txt (which stay).
 *
 * Contract: exit 0 when the reduced program was written; 2 when the
 * finding cannot be read or rerun, or does not reproduce; 1 for bad
 * options or a file that cannot be written.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "../reports/fileio.h"
#include "../reports/reduce.h"

static const char reduce_usage[] =
  "usage: passcheck reduce FINDING_DIR [--time-limit T] [-v]\n"
  "\n"
  "Reduces the program of a finding (a folder that `passcheck check --out`\n"
  "or `passcheck fuzz` wrote) by delta debugging: removes unused functions,\n"
  "folds conditional branches, removes instructions (chunks, then single\n"
  "ones), forwards operands and shrinks integer constants, keeping only\n"
  "the candidates that verify, have no UB on the finding's input and give\n"
  "the same signature under the same pipeline and knobs.  Writes\n"
  "FINDING_DIR/reduced.ll and FINDING_DIR/reduced.txt (sizes, tests,\n"
  "seconds).\n"
  "\n"
  "options:\n"
  "  --time-limit T   stop trying candidates after T seconds (default 60)\n"
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

static int reduce_bad(const char *fmt, const char *arg) {
  fprintf(stderr, "passcheck reduce: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\nRun 'passcheck reduce --help' for usage.\n");
  return CMD_EUSER;
}

/* Returns -1 after --help, else an exit status. */
static int reduce_parse_opts(int argc, char **argv, const char **dir, ReduceOpts *o) {
  reduce_opts_default(o);
  o->time_limit_s = 60;
  *dir = NULL;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    uint64_t n;
    if (cmd_is_help(a)) {
      fputs(reduce_usage, stdout);
      return -1;
    }
    if (a[0] != '-') {
      if (*dir) return reduce_bad("more than one finding folder ('%s')", a);
      *dir = a;
    } else if (!strcmp(a, "-v") || !strcmp(a, "--verbose")) o->log = stderr;
    else if (!strcmp(a, "--time-limit")) {
      if (i + 1 >= argc) return reduce_bad("option '%s' needs a value", a);
      if (!cmd_parse_u64(argv[++i], &n) || n == 0 || n > 86400) return reduce_bad("bad time limit '%s'", argv[i]);
      o->time_limit_s = (double)n;
    } else
      return reduce_bad("unknown option '%s'", a);
  }
  if (!*dir) return reduce_bad("%s", "no finding folder given");
  return CMD_OK;
}

static int reduce_write(const Finding *f, const ReduceResult *r) {
  char path[4200], sum[1024];
  snprintf(path, sizeof path, "%s/reduced.ll", f->dir);
  if (!rep_write_atomic(path, r->text, r->len, true)) {
    perror(path);
    return CMD_EUSER;
  }
  int n = snprintf(sum, sizeof sum,
                   "signature %s (%s)\ninstructions %u -> %u\ntests %llu (accepted %llu, rejected by the verifier %llu)\n"
                   "rounds %u\nseconds %.2f%s\n",
                   f->sig, f->sigkey, r->insts_before, r->insts_after, (unsigned long long)r->tests,
                   (unsigned long long)r->accepted, (unsigned long long)r->rejected_verify, r->rounds, r->seconds,
                   r->timed_out ? " (time limit reached)" : "");
  snprintf(path, sizeof path, "%s/reduced.txt", f->dir);
  if (!rep_write_atomic(path, sum, (size_t)n, true)) {
    perror(path);
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
  if (rc != CMD_OK) return rc < 0 ? CMD_OK : rc;
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
  ReduceResult r;
  st = reduce_run(c, &f, &o, &r);
  if (st != IR_OK) {
    cmd_report(c, st);
    rc = RED_CANNOT;
  } else
    rc = reduce_write(&f, &r);
  reduce_result_free(&r);
  findings_free(&f);
  ir_ctx_free(c);
  return rc;
}

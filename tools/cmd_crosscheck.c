/* tools/cmd_crosscheck.c -- `passcheck crosscheck`: the reference
 * interpreter against lli-16 (oracles/llvmref) on generated inputs, for
 * every kernel of every file.
 *
 * Contract: one line per (file, function) with the counts "agree A,
 * disagree D, skipped S (reasons), lli-failed F", then one line per
 * disagreement or lli failure.  Exit 0 when nothing disagreed or failed,
 * 1 on a disagreement, an lli failure or a user error, 2 on internal
 * errors.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cmd.h"
#include "../oracles/llvmref/llvmref.h"

typedef struct XcOpts {
  char **files;
  int nfiles;
  const char *func, *keep;
  uint64_t seed, ninputs;
  bool verbose, no_probe, no_alias;
  InterpOpts io;
  LlvmrefOpts lo;
} XcOpts;

static const char xc_usage[] =
  "usage: passcheck crosscheck FILE... [--inputs N] [--seed S] [--grid BxT] [--func NAME]\n"
  "                            [--steps N] [--keep DIR] [--lli PATH] [--timeout MS]\n"
  "                            [--no-probe] [--no-alias] [-v]\n"
  "\n"
  "Cross-checks the reference interpreter against LLVM: for every kernel of\n"
  "each FILE (the first function when there is none, or --func), N input\n"
  "vectors are generated from seeds S, S+1, ...; each is run by the\n"
  "interpreter (host math, exact approximations) and, when that run ends\n"
  "without UB, trap, timeout or unsupported construct, by lli-16 on a\n"
  "translation of the module (address spaces flattened, a prelude defining\n"
  "every llvm.nvvm.* / ori.* / math callee, a driver that owns the buffers\n"
  "and runs the grid with the interpreter's schedule).  The written bytes\n"
  "are compared: bytes the interpreter leaves poison are don't-care, NaN\n"
  "equals NaN where the interpreter knows the bytes hold an FP value.\n"
  "The buffers are first sized by a probe (the interpreter runs the N\n"
  "vectors, buffers doubling while a run leaves them), so that a kernel\n"
  "indexing a[tid * 64 + i] is defined at the default grid.  The vector of\n"
  "a seed S with S % 4 == 3 runs with two pointer parameters aliased (equal,\n"
  "or one element apart; never a noalias, byval or initializes one; only\n"
  "where the interpreter's run stays defined): the driver passes one buffer\n"
  "twice.\n"
  "\n"
  "options:\n"
  "  --inputs N      inputs per function (default 3)\n"
  "  --seed S        first seed (default 1)\n"
  "  --grid BxT      blocks x threads per block (default 2x4)\n"
  "  --func NAME     only this function\n"
  "  --steps N       interpreter step budget\n"
  "  --keep DIR      keep each generated lli program (and the .input files)\n"
  "                  in DIR, for debugging\n"
  "  --lli PATH      the lli binary (default lli-16)\n"
  "  --timeout MS    per lli process (default 120000)\n"
  "  --no-probe      default buffer sizes (no probe runs)\n"
  "  --no-alias      no aliased vectors (every pointer its own buffer)\n"
  "  -v, --verbose   one line per input\n"
  "  -h, --help      this text\n"
  "\n"
  "output: \"FILE @func: agree A, disagree D, skipped S (reasons), lli-failed F,\n"
  "defined K of N (P%)\" per function (K: inputs the interpreter ran without\n"
  "UB, trap, timeout or unsupported construct), then the first differing\n"
  "byte of each disagreement.\n"
  "\n"
  "example:\n"
  "  passcheck crosscheck corpora/kernels/saxpy.O1.ll --inputs 5 --grid 2x8\n"
  "\n"
  "exit status: 0 no disagreement, 1 a disagreement, an lli failure or a\n"
  "user error, 2 internal error\n";

static int xc_parse(int argc, char **argv, XcOpts *o) {
  memset(o, 0, sizeof *o);
  interp_opts_default(&o->io);
  llvmref_opts_default(&o->lo);
  o->seed = 1;
  o->ninputs = 3;
  const CmdOpt opts[] = {
    CMD_OPT("inputs", CMD_U64, &o->ninputs, .lo = 1, .hi = 100000),
    CMD_OPT("seed", CMD_U64, &o->seed),
    CMD_OPT("grid", CMD_GRID, &o->io.grid),
    CMD_OPT("func", CMD_STR, &o->func),
    CMD_OPT("steps", CMD_U64, &o->io.step_budget, .lo = 1),
    CMD_OPT("keep", CMD_STR, &o->keep),
    CMD_OPT("lli", CMD_STR, &o->lo.lli),
    CMD_OPT("timeout", CMD_U32, &o->lo.timeout_ms, .lo = 1, .hi = 86400000),
    CMD_OPT("no-probe", CMD_SET, &o->no_probe),
    CMD_OPT("no-alias", CMD_SET, &o->no_alias),
    CMD_OPT("v", CMD_SET, &o->verbose),
    CMD_OPT("verbose", CMD_SET, &o->verbose),
    CMD_OPT_END};
  const CmdOptSpec spec = {"crosscheck", opts, xc_usage, .min_args = 1, .max_args = CMD_ARGS_ANY,
                           .missing = "no input files (use - for stdin)"};
  o->files = argv + 1;
  int rc = cmd_opts_parse(&spec, argc, argv, &o->nfiles);
  o->lo.keep_dir = o->keep;
  return rc;
}

/* ------------------------------------------------------------------ */
/* One function                                                         */

typedef struct Counts {
  uint32_t n[4];         /* per LlvmrefVerdict */
  char reasons[8][160];  /* distinct skip reasons ... */
  uint32_t rcount[8];    /* ... and their counts */
  uint32_t nreasons;
  uint32_t defined;      /* inputs the interpreter ran to the end (status ok) */
} Counts;

static void count_reason(Counts *k, const char *r) {
  for (uint32_t i = 0; i < k->nreasons; i++)
    if (!strncmp(k->reasons[i], r, sizeof k->reasons[i] - 1)) { k->rcount[i]++; return; }
  if (k->nreasons == 8) return;
  snprintf(k->reasons[k->nreasons], sizeof k->reasons[0], "%s", r);
  k->rcount[k->nreasons++] = 1;
}

static void print_counts(const char *file, const char *fname, const Counts *k) {
  printf("%s @%s: agree %u, disagree %u, skipped %u", file, fname, k->n[LLVMREF_AGREE], k->n[LLVMREF_DISAGREE],
         k->n[LLVMREF_SKIPPED]);
  if (k->nreasons) {
    printf(" (");
    for (uint32_t i = 0; i < k->nreasons; i++) {
      printf("%s%s", i ? "; " : "", k->reasons[i]);
      if (k->rcount[i] > 1) printf(" x%u", k->rcount[i]);
    }
    printf(")");
  }
  uint32_t total = k->n[LLVMREF_AGREE] + k->n[LLVMREF_DISAGREE] + k->n[LLVMREF_SKIPPED] + k->n[LLVMREF_LLI_FAILED];
  printf(", lli-failed %u, defined %u of %u (%u%%)\n", k->n[LLVMREF_LLI_FAILED], k->defined, total,
         total ? (unsigned)(100.0 * k->defined / total + 0.5) : 0);
}

/* The --keep prefix: FILE's base name, the function, the first seed. */
static void keep_prefix(char *buf, size_t n, const char *file, const char *fname, uint64_t seed) {
  const char *base = strrchr(file, '/');
  base = base ? base + 1 : file;
  snprintf(buf, n, "%s.%s.seed%llu", base, fname, (unsigned long long)seed);
  for (char *p = buf; *p; p++)
    if (*p == '/' || *p == '"' || *p == ' ') *p = '_';
}

static void keep_inputs(const XcOpts *o, const char *prefix, const IrModule *m, uint32_t fidx,
                        const InterpInput *ins, uint32_t n) {
  mkdir(o->keep, 0777);  /* may exist; a failure shows at fopen */
  for (uint32_t k = 0; k < n; k++) {
    char path[1200];
    snprintf(path, sizeof path, "%s/%s.%u.input", o->keep, prefix, k);
    FILE *f = fopen(path, "w");
    if (!f) continue;
    interp_input_write(f, m, fidx, &ins[k], &o->io);
    fclose(f);
  }
}

static void report_one(const XcOpts *o, const char *file, const char *fname, uint64_t seed, const InterpInput *in,
                       const LlvmrefReport *r) {
  bool bad = r->verdict == LLVMREF_DISAGREE || r->verdict == LLVMREF_LLI_FAILED;
  if (!bad && !o->verbose) return;
  char al[96] = "";
  for (uint32_t j = 0; j < in->nargs && !al[0]; j++)
    if (in->args[j].is_alias)
      snprintf(al, sizeof al, " (argument %u points into argument %u, %u bytes in)", j, in->args[j].alias_base,
               in->args[j].alias_off);
  printf("  %s @%s seed %llu%s: %s%s%s\n", file, fname, (unsigned long long)seed, al, llvmref_verdict_name(r->verdict),
         r->reason[0] ? ": " : "", r->reason);
}

/* Sizes the buffers of the n vectors to what the function needs
 * (interp_input_probe on the seeds that will be used). */
static int xc_probe(IrCtx *c, const XcOpts *o, const IrModule *m, uint32_t fidx, InterpGenOpts *go) {
  uint32_t n = (uint32_t)o->ninputs;
  uint64_t *seeds = malloc(n * sizeof *seeds);
  if (!seeds) return cmd_report(c, IR_ENOMEM), CMD_EINTERNAL;
  for (uint32_t k = 0; k < n; k++) seeds[k] = o->seed + k;
  ir_ctx_clear_error(c);
  IrStatus st = interp_input_probe(c, m, fidx, &o->io, go, seeds, n, NULL);
  free(seeds);
  if (st != IR_OK) return cmd_report(c, st), cmd_status(st);
  return CMD_OK;
}

static int check_func(IrCtx *c, const XcOpts *o, const char *file, const IrModule *m, uint32_t fidx) {
  uint32_t n = (uint32_t)o->ninputs;
  const char *fname = ir_cstr(m, ir_func(m, fidx)->name);
  InterpInput *ins = calloc(n, sizeof *ins);
  LlvmrefReport *rep = calloc(n, sizeof *rep);
  int rc = CMD_OK;
  if (!ins || !rep) rc = CMD_EINTERNAL;
  InterpGenOpts go = {0};
  if (rc == CMD_OK && !o->no_probe) rc = xc_probe(c, o, m, fidx, &go);
  InterpProg *prog = NULL;  /* for the aliased vectors' definedness */
  for (uint32_t k = 0; rc == CMD_OK && k < n; k++) {
    ir_ctx_clear_error(c);
    IrStatus st = interp_input_gen(c, m, fidx, o->seed + k, &go, &o->io, &ins[k]);
    InterpAlias a;
    bool aliased;
    if (st == IR_OK && !o->no_alias && interp_alias_pick(m, fidx, o->seed + k, &a) &&
        (prog || (prog = interp_compile(c, m, fidx, &o->io))))
      st = interp_input_alias_defined(c, prog, m, fidx, o->seed + k, &ins[k], &aliased, NULL);
    if (st != IR_OK) cmd_report(c, st), rc = cmd_status(st);
  }
  interp_prog_free(prog);
  char prefix[1024];
  keep_prefix(prefix, sizeof prefix, file, fname, o->seed);
  LlvmrefOpts lo = o->lo;
  lo.keep_prefix = prefix;
  if (rc == CMD_OK) {
    if (o->keep) keep_inputs(o, prefix, m, fidx, ins, n);
    ir_ctx_clear_error(c);
    IrStatus st = llvmref_check_many(c, m, fidx, n, ins, &o->io, &lo, rep);
    if (st != IR_OK) cmd_report(c, st), rc = cmd_status(st);
  }
  if (rc == CMD_OK) {
    Counts k;
    memset(&k, 0, sizeof k);
    for (uint32_t i = 0; i < n; i++) {
      k.n[rep[i].verdict]++;
      k.defined += rep[i].interp_status == INTERP_OK;
      if (rep[i].verdict == LLVMREF_SKIPPED) count_reason(&k, rep[i].reason);
    }
    print_counts(file, fname, &k);
    for (uint32_t i = 0; i < n; i++) report_one(o, file, fname, o->seed + i, &ins[i], &rep[i]);
    if (k.n[LLVMREF_DISAGREE] || k.n[LLVMREF_LLI_FAILED]) rc = CMD_EUSER;
  }
  for (uint32_t k = 0; ins && k < n; k++) interp_input_free(c, &ins[k]);
  free(ins);
  free(rep);
  return rc;
}

static int check_module(IrCtx *c, const XcOpts *o, const char *file, IrModule *m) {
  int rc = cmd_verified(c, m);
  if (rc != CMD_OK) return rc;
  if (o->func) {
    uint32_t f = cmd_pick_func(m, o->func);
    if (f == IR_NIL) {
      fprintf(stderr, "passcheck crosscheck: %s: no function definition named '%s'\n", file, o->func);
      return CMD_EUSER;
    }
    return check_func(c, o, file, m, f);
  }
  bool any = false;
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    const IrFunc *f = ir_func(m, i);
    if (f->is_decl || !f->is_kernel) continue;
    any = true;
    rc = cmd_worse(rc, check_func(c, o, file, m, i));
  }
  if (!any) {
    uint32_t f = cmd_pick_func(m, NULL);
    if (f == IR_NIL) {
      fprintf(stderr, "passcheck crosscheck: %s: no function definition\n", file);
      return CMD_EUSER;
    }
    rc = check_func(c, o, file, m, f);
  }
  return rc;
}

int cmd_crosscheck(int argc, char **argv) {
  XcOpts o;
  int rc = xc_parse(argc, argv, &o);
  if (rc != CMD_OK) return rc == CMD_HELP ? CMD_OK : rc;
  IrCtx *c = ir_ctx_new();
  if (!c) {
    fprintf(stderr, "passcheck: out of memory\n");
    return CMD_EINTERNAL;
  }
  for (int k = 0; k < o.nfiles; k++) {
    IrModule *m;
    int frc = cmd_load_module(c, o.files[k], &m);
    if (frc == CMD_OK) {
      frc = check_module(c, &o, cmd_input_name(o.files[k]), m);
      ir_module_free(m);
    }
    fflush(stdout);
    rc = cmd_worse(rc, frc);
  }
  ir_ctx_free(c);
  return rc;
}

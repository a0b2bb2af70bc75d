/* tools/cmd_equiv.c -- `passcheck equiv`: is a transformation made by
 * someone else correct?  One file with @src and @tgt (alive-tv's
 * convention) or pairs @name / @name.tgt, or two files whose definitions
 * are matched by name; each pair is checked by refinement on the reference
 * interpreter (oracles/equiv) and gets one verdict line.
 *
 * Contract: exit 0 when every pair is correct or unsupported, 1 when one is
 * incorrect or for bad input (a message on stderr names the file), 2 for
 * internal errors.  A file that passcheck cannot parse or verify but that
 * llvm-as-16 accepts is valid IR outside the subset: its pairs are
 * "unsupported", never an error or a wrong verdict.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cmd.h"
#include "../oracles/equiv/equiv.h"
#include "../oracles/external/extrun.h"
#include "../reports/fileio.h"

static const char equiv_usage[] =
  "usage: passcheck equiv FILE | BEFORE AFTER [--inputs N] [--seed S]\n"
  "                       [--exhaustive-bits B] [--undef-bits B] [--grid BxT]\n"
  "                       [--steps N] [--func NAME] [--keep DIR]\n"
  "\n"
  "Checks that a transformation refines its source: FILE holds @src and\n"
  "@tgt, or pairs @name and @name.tgt; with two files every definition of\n"
  "BEFORE is paired with the definition of the same name in AFTER.  Both\n"
  "functions of a pair run on the same input vectors in the reference\n"
  "interpreter; the target may be more defined than the source, never less:\n"
  "poison in the source is don't-care, UB in the source makes an input\n"
  "irrelevant, and UB, poison or a different value or memory byte in the\n"
  "target where the source was defined is a bug.  One line per pair:\n"
  "  NAME: correct (N inputs, M where the source was defined)\n"
  "  NAME: correct (exhaustive, N inputs, ...)   every input was tried: a proof\n"
  "  NAME: incorrect: value mismatch | target more poisonous | target has UB |\n"
  "        memory mismatch | target does not terminate | behaviour mismatch\n"
  "        (then the input and both behaviours)\n"
  "  NAME: unsupported: <construct>      outside the interpreter's subset\n"
  "\n"
  "options:\n"
  "  --inputs N           uniformly random input vectors (default 64), added to\n"
  "                       32 seeded edge-biased ones (16 generated from each side,\n"
  "                       so the constants of both functions appear)\n"
  "  --seed S             seed of every generated vector (default 1)\n"
  "  --exhaustive-bits B  try every input (each argument's values and poison)\n"
  "                       when the arguments have at most B bits in all\n"
  "                       (default 16, at most 24; 0: always sample)\n"
  "  --undef-bits B       try every value of the uses of undef that run at most\n"
  "                       once when they have at most B bits on a side (default\n"
  "                       12, at most 12; 0: undef is poison, as it is elsewhere)\n"
  "  --grid BxT           grid of every pair (default: kernels 2x4, other\n"
  "                       functions one thread)\n"
  "  --steps N            the source's step budget (default 1000000; the\n"
  "                       target gets 4 times as many)\n"
  "  --func NAME          check only the pair named NAME\n"
  "  --keep DIR           write the input of each incorrect pair to DIR/NAME.input\n"
  "                       (replay the target: passcheck run FILE --func TGT\n"
  "                       --input DIR/NAME.input)\n"
  "  -h, --help           this text\n"
  "\n"
  "example:\n"
  "  opt-16 -S -passes=instcombine kernel.ll -o kernel.ic.ll\n"
  "  passcheck equiv kernel.ll kernel.ic.ll\n"
  "\n"
  "exit status: 0 every pair correct or unsupported, 1 a pair incorrect or a\n"
  "user error (bad IR, options), 2 internal error\n";

typedef struct EqCli {
  const char *files[2];
  int nfiles;
  const char *func, *keep;
  EquivOpts o;
} EqCli;

static int eq_parse(int argc, char **argv, EqCli *o) {
  memset(o, 0, sizeof *o);
  equiv_opts_default(&o->o);
  unsigned given = 0;
  const CmdOpt opts[] = {
    CMD_OPT("inputs", CMD_U32, &o->o.nrandom, .hi = 1000000),
    CMD_OPT("seed", CMD_U64, &o->o.seed),
    CMD_OPT("exhaustive-bits", CMD_U32, &o->o.exhaustive_bits, .hi = 24),
    CMD_OPT("undef-bits", CMD_U32, &o->o.undef_bits, .hi = 12),
    CMD_OPT("grid", CMD_GRID, &o->o.interp.grid, .given = 1),
    CMD_OPT("steps", CMD_U64, &o->o.interp.step_budget, .lo = 1),
    CMD_OPT("func", CMD_STR, &o->func),
    CMD_OPT("keep", CMD_STR, &o->keep),
    CMD_OPT_END};
  const CmdOptSpec spec = {"equiv", opts, equiv_usage, .min_args = 1, .max_args = 2, .given = &given,
                           .missing = "no input file", .extra = "too many files ('%s'): give FILE or BEFORE AFTER"};
  int rc = cmd_opts_parse(&spec, argc, argv, &o->nfiles);
  if (rc != CMD_OK) return rc;
  o->files[0] = argv[1], o->files[1] = o->nfiles > 1 ? argv[2] : NULL;
  if (given) o->o.grid_given = true;
  if (o->func && *o->func == '@') o->func++;
  return CMD_OK;
}

/* Loads, parses and verifies path.  *m NULL with CMD_OK: the file is valid
 * LLVM IR outside the subset (why says how); otherwise an exit status. */
static int eq_load(IrCtx *c, const char *path, IrModule **m, char *why, size_t n) {
  char *text;
  size_t len;
  *m = NULL;
  int rc = cmd_read_file(path, &text, &len);
  if (rc != CMD_OK) return rc;
  ir_ctx_clear_error(c);
  *m = ir_parse(c, cmd_input_name(path), text, len);
  IrStatus st = *m ? ir_verify_module(*m) : ir_ctx_status(c);
  if (st == IR_OK) {
    free(text);
    return CMD_OK;
  }
  if (*m) ir_module_free(*m);
  *m = NULL;
  if (st == IR_EUSER && ext_llvm_accepts(text, len)) {
    snprintf(why, n, "%s", ir_ctx_error(c));
    free(text);
    return CMD_OK;
  }
  free(text);
  cmd_report(c, st);
  return cmd_status(st);
}

static bool has_def(const IrModule *m, uint32_t i) { return i < m->nfuncs && !ir_func(m, i)->is_decl; }

static uint32_t def_named(const IrModule *m, const char *name) {
  for (uint32_t i = 0; i < m->nfuncs; i++)
    if (has_def(m, i) && !strcmp(ir_cstr(m, ir_func(m, i)->name), name)) return i;
  return IR_NIL;
}

typedef struct Tally { unsigned pairs, correct, incorrect, unsupported; int rc; } Tally;

static void keep_input(const EqCli *o, const char *name, const EquivResult *r) {
  if (!o->keep || !r->input_text) return;
  if (mkdir(o->keep, 0777) != 0 && errno != EEXIST) {
    fprintf(stderr, "passcheck equiv: %s: %s\n", o->keep, strerror(errno));
    return;
  }
  char path[4200];
  snprintf(path, sizeof path, "%s/%s.input", o->keep, *name == '@' ? name + 1 : name);
  if (!rep_write_atomic(path, r->input_text, strlen(r->input_text), true))
    fprintf(stderr, "passcheck equiv: %s: %s\n", path, strerror(errno));
  else
    fprintf(stdout, "  saved:  %s\n", path);
}

static void check_pair(IrCtx *c, const EqCli *o, const char *name, const IrModule *ms, uint32_t fs,
                       const IrModule *mt, uint32_t ft, Tally *t) {
  if (o->func && strcmp(o->func, *name == '@' ? name + 1 : name)) return;
  EquivResult r;
  IrStatus st = equiv_check(c, ms, fs, mt, ft, &o->o, &r);
  t->pairs++;
  if (st != IR_OK) {
    cmd_report(c, st);
    t->rc = cmd_worse(t->rc, cmd_status(st));
    equiv_result_free(&r);
    return;
  }
  equiv_print(stdout, name, &r);
  if (r.verdict == EQUIV_CORRECT) t->correct++;
  else if (r.verdict == EQUIV_UNSUPPORTED) t->unsupported++;
  else {
    t->incorrect++;
    t->rc = cmd_worse(t->rc, CMD_EUSER);
    keep_input(o, name, &r);
  }
  fflush(stdout);
  equiv_result_free(&r);
}

/* One module: @src / @tgt, every @srcX with a @tgtX (X a suffix: @src1,
 * @src_sge; the convention of Alive2's tests), and every @name with a
 * @name.tgt. */
static void pairs_one(IrCtx *c, const EqCli *o, const IrModule *m, Tally *t) {
  uint32_t s = def_named(m, "src"), g = def_named(m, "tgt");
  if (s != IR_NIL && g != IR_NIL) check_pair(c, o, "@src", m, s, m, g, t);
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    if (!has_def(m, i)) continue;
    const char *n = ir_cstr(m, ir_func(m, i)->name);
    char tn[1100], label[1100];
    if (!strncmp(n, "src", 3) && n[3]) {
      snprintf(tn, sizeof tn, "tgt%s", n + 3);
      uint32_t j = def_named(m, tn);
      snprintf(label, sizeof label, "@%s", n);
      if (j != IR_NIL) check_pair(c, o, label, m, i, m, j, t);
    }
    snprintf(tn, sizeof tn, "%s.tgt", n);
    uint32_t j = def_named(m, tn);
    if (j == IR_NIL) continue;
    snprintf(label, sizeof label, "@%s", n);
    check_pair(c, o, label, m, i, m, j, t);
  }
}

/* Two modules: definitions matched by name. */
static void pairs_two(IrCtx *c, const EqCli *o, const IrModule *a, const IrModule *b, Tally *t) {
  for (uint32_t i = 0; i < a->nfuncs; i++) {
    if (!has_def(a, i)) continue;
    const char *n = ir_cstr(a, ir_func(a, i)->name);
    uint32_t j = def_named(b, n);
    char label[1100];
    snprintf(label, sizeof label, "@%s", n);
    if (j == IR_NIL) {
      if (!o->func || !strcmp(o->func, n))
        fprintf(stderr, "passcheck equiv: %s: no definition in %s, not checked\n", label, cmd_input_name(o->files[1]));
      continue;
    }
    check_pair(c, o, label, a, i, b, j, t);
  }
}

int cmd_equiv(int argc, char **argv) {
  EqCli o;
  int rc = eq_parse(argc, argv, &o);
  if (rc) return rc == CMD_HELP ? CMD_OK : rc;
  IrCtx *c = ir_ctx_new();
  if (!c) return CMD_EINTERNAL;
  IrModule *m[2] = {NULL, NULL};
  char why[2][600] = {"", ""};
  for (int k = 0; k < o.nfiles && rc == CMD_OK; k++) rc = eq_load(c, o.files[k], &m[k], why[k], sizeof why[k]);
  Tally t = {0, 0, 0, 0, CMD_OK};
  if (rc == CMD_OK) {
    bool outside = false;
    for (int k = 0; k < o.nfiles; k++)
      if (!m[k]) {
        printf("%s: unsupported: %s\n", cmd_input_name(o.files[k]), why[k]);
        outside = true;
      }
    if (!outside) {
      if (o.nfiles == 1) pairs_one(c, &o, m[0], &t);
      else pairs_two(c, &o, m[0], m[1], &t);
      if (!t.pairs) {
        fprintf(stderr, "passcheck equiv: %s\n",
                o.func ? "no pair of that name"
                : o.nfiles == 1 ? "no pairs: expected @src and @tgt, @srcX and @tgtX, or @name and @name.tgt"
                                : "no function is defined in both files");
        t.rc = CMD_EUSER;
      } else
        printf("equiv: %u pair%s: %u correct, %u incorrect, %u unsupported\n", t.pairs, t.pairs == 1 ? "" : "s",
               t.correct, t.incorrect, t.unsupported);
    }
    rc = t.rc;
  }
  for (int k = 0; k < 2; k++)
    if (m[k]) ir_module_free(m[k]);
  ir_ctx_free(c);
  fflush(stdout);
  return rc;
}

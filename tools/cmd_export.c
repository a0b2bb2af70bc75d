/* tools/cmd_export.c -- `passcheck export FINDING_DIR --format lit|llvm
 * [-o OUT]`: turns a finding into something to keep.
 *   lit   a regression test for tests/: the program (reduced.ll when the
 *         reducer wrote one, else program.ll) with a RUN line that checks
 *         the pass pipeline on the finding's saved input and a CHECK for
 *         the correct behaviour (`result: ok`), so the test fails while the
 *         bug is there and passes once it is fixed; the input goes next to
 *         it as OUT.input.
 *   llvm  the program as an lli-16 program (the llvmref translation: the
 *         kernel, a driver that runs the grid on the saved input and prints
 *         every observable byte), with RUN lines for lli-16 and, where the
 *         failing pass has an LLVM counterpart, opt-16 with that pass.
 * Contract: files are written atomically; exit 0 written, 1 bad options or
 * a finding this format cannot express (with the reason), 2 internal.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "interp/interp.h"
#include "../oracles/llvmref/llvmref.h"
#include "../reports/fileio.h"
#include "../reports/reduce.h"
#include "../reports/findings.h"

static const char ex_usage[] =
  "usage: passcheck export FINDING_DIR --format lit|llvm [-o OUT]\n"
  "\n"
  "Exports a finding (its reduced program when `passcheck reduce` wrote\n"
  "reduced.ll, else program.ll, with its saved input):\n"
  "  --format lit   a lit + FileCheck regression test: OUT (default\n"
  "                 FINDING_DIR/export.ll) runs `passcheck check` with the\n"
  "                 finding's pipeline and knobs on OUT.input and expects\n"
  "                 `result: ok`, i.e. it fails until the pass is fixed\n"
  "  --format llvm  an lli-16 program (default FINDING_DIR/export.lli.ll):\n"
  "                 the kernel and a driver running it on the saved input\n"
  "                 and printing every observable byte; RUN lines for lli-16\n"
  "                 and, when the pass has an LLVM counterpart, opt-16\n"
  "\n"
  "example:\n"
  "  passcheck export out/findings/1a2b3c4d5e6f --format lit -o tests/golden/regress/ule.ll\n"
  "\n"
  "exit status: 0 written, 1 bad options or not expressible, 2 internal error\n";

typedef struct ExOpts {
  const char *dir, *out;
  int format;  /* EX_LIT, EX_LLVM */
} ExOpts;

enum { EX_LIT, EX_LLVM };

static int ex_bad(const char *msg, const char *arg) {
  fprintf(stderr, "passcheck export: %s%s\n", msg, arg ? arg : "");
  return CMD_EUSER;
}

static int ex_opts(int argc, char **argv, ExOpts *o) {
  memset(o, 0, sizeof *o);
  o->format = -1;
  const CmdOpt opts[] = {CMD_OPT("format", CMD_CHOICE, &o->format, .what = "lit|llvm"), CMD_OPT("o", CMD_STR, &o->out),
                         CMD_OPT_END};
  const CmdOptSpec spec = {"export", opts, ex_usage, .min_args = 1, .max_args = 1,
                           .missing = "no finding folder given", .extra = "more than one finding folder ('%s')"};
  int n, rc = cmd_opts_parse(&spec, argc, argv, &n);
  if (rc != CMD_OK) return rc;
  o->dir = argv[1];
  if (o->format < 0) return cmd_opts_error(&spec, "--format takes lit or llvm");
  return CMD_OK;
}

static bool ex_write(const char *path, const char *text) {
  if (rep_write_atomic(path, text, strlen(text), true)) return true;
  perror(path);
  return false;
}

/* ---- lit */

static int ex_lit(const Finding *f, const char *prog, const char *out) {
  if (!f->input) return ex_bad("the finding has no input.txt to replay: ", f->dir);
  char knobs[sizeof f->knobs * 2] = "", kb[sizeof f->knobs];
  memcpy(kb, f->knobs, sizeof kb);
  for (char *s = NULL, *k = strtok_r(kb, " ", &s); k; k = strtok_r(NULL, " ", &s))
    snprintf(knobs + strlen(knobs), sizeof knobs - strlen(knobs), " -knob %s", k);
  size_t n = strlen(prog) + 4096;
  char *text = malloc(n), inpath[4300];
  if (!text) return CMD_EINTERNAL;
  snprintf(text, n,
           "; Regression test exported by passcheck %s from finding %s: %s after pass\n"
           "; %s (pipeline %s%s%s).  It fails while the pass is wrong and passes once\n"
           "; the pass keeps the behaviour of %s on the saved input (%%s.input).\n"
           "; RUN: passcheck check %%s -passes=%s%s --func %s --input %%s.input | FileCheck %%s\n"
           "; CHECK: result: ok\n\n%s",
           PASSCHECK_VERSION, f->sig, diff_outcome_name(f->outcome), f->pass, f->repro_pipeline,
           f->knobs[0] ? ", knobs " : "", f->knobs, f->func, f->repro_pipeline, knobs, f->func, prog);
  snprintf(inpath, sizeof inpath, "%s.input", out);
  bool ok = ex_write(out, text) && ex_write(inpath, f->input);
  free(text);
  if (ok) printf("exported: %s (and %s)\n", out, inpath);
  return ok ? CMD_OK : CMD_EUSER;
}

/* ---- llvm */

/* The LLVM pass doing the job of a passcheck pass, or NULL. */
static const char *ex_counterpart(const char *pass) {
  if (!strcmp(pass, "constfold")) return "instcombine";
  return NULL;
}

static int ex_llvm(IrCtx *c, const Finding *f, const char *path, const char *prog, size_t len, const char *out) {
  IrModule *m = ir_parse(c, path, prog, len);
  if (!m) return cmd_report(c, ir_ctx_status(c)), CMD_EUSER;
  uint32_t fidx = cmd_pick_func(m, f->func[0] ? f->func : NULL);
  InterpOpts o;
  InterpInput in;
  InterpResult res;
  memset(&in, 0, sizeof in);
  memset(&res, 0, sizeof res);
  interp_opts_default(&o);
  int rc = CMD_EUSER;
  char why[512] = "";
  InterpProg *p = NULL;
  if (fidx == IR_NIL) snprintf(why, sizeof why, "no function %s", f->func);
  else if (!f->input) snprintf(why, sizeof why, "the finding has no input.txt");
  else if (interp_input_read(c, f->input_path, f->input, f->input_len, m, fidx, &in, &o) != IR_OK)
    snprintf(why, sizeof why, "%s", ir_ctx_error(c));
  else if (!(p = interp_compile(c, m, fidx, &o)) || interp_exec(p, &in, &res) != IR_OK)
    snprintf(why, sizeof why, "the interpreter could not run it: %s", ir_ctx_error(c));
  char *lli = why[0] ? NULL : llvmref_program(m, fidx, 1, &in, &res, &o, why, sizeof why);
  if (lli) {
    const char *cp = ex_counterpart(f->pass);
    size_t n = strlen(lli) + 2048;
    char *text = malloc(n);
    if (text) {
      snprintf(text, n,
               "; exported by passcheck %s from finding %s: %s after pass %s.\n"
               "; The kernel %s on the finding's input; the driver prints every observable byte.\n"
               "; RUN: lli-16 -entry-function=__lr.main %%s\n%s%s%s\n%s",
               PASSCHECK_VERSION, f->sig, diff_outcome_name(f->outcome), f->pass, f->func,
               cp ? "; LLVM counterpart of the pass: opt-16 -passes=" : "; the pass has no LLVM counterpart",
               cp ? cp : "", cp ? " %s -S | lli-16 -entry-function=__lr.main (same output expected)" : "", lli);
      rc = ex_write(out, text) ? CMD_OK : CMD_EUSER;
      if (rc == CMD_OK) printf("exported: %s\n", out);
      free(text);
    } else {
      rc = CMD_EINTERNAL;
    }
  } else {
    fprintf(stderr, "passcheck export: cannot express %s for lli-16: %s\n", path, why);
  }
  free(lli);
  if (p) interp_result_free(c, &res);
  interp_prog_free(p);
  interp_input_free(c, &in);
  ir_module_free(m);
  return rc;
}

int cmd_export(int argc, char **argv) {
  ExOpts o;
  int rc = ex_opts(argc, argv, &o);
  if (rc) return rc == CMD_HELP ? CMD_OK : rc;
  IrCtx *c = ir_ctx_new();
  if (!c) return CMD_EINTERNAL;
  Finding f;
  IrStatus st = findings_load(c, o.dir, &f);
  if (st != IR_OK) {
    cmd_report(c, st);
    ir_ctx_free(c);
    return cmd_status(st);
  }
  /* the reduced reproducer when there is one: program, input, pipeline
   * and knobs all come from it (they belong together) */
  reduce_apply(&f, NULL, NULL);
  char out[4200];
  size_t len = f.program_len;
  char *prog = strdup(f.program);
  const char *path = f.program_path;
  bool lit = o.format == EX_LIT;
  snprintf(out, sizeof out, "%s", o.out ? o.out : "");
  if (!o.out) snprintf(out, sizeof out, "%s/%s", f.dir, lit ? "export.ll" : "export.lli.ll");
  if (!prog) rc = CMD_EINTERNAL;
  else rc = lit ? ex_lit(&f, prog, out) : ex_llvm(c, &f, path, prog, len, out);
  free(prog);
  findings_free(&f);
  ir_ctx_free(c);
  return rc;
}

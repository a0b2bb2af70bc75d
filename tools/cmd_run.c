/* tools/cmd_run.c -- `passcheck run`: interprets one function of a module
 * on one input vector (generated from a seed or read from a .input file)
 * over a grid, and prints the status, the return value and every buffer
 * the program can write.  Also the helpers the interpreter subcommands
 * share (declared in tools/cmd.h): picking the function, reading numbers.
 *
 * Contract: exit 0 when the run finished ok, 1 when it ended in undefined
 * behaviour, a trap, a timeout or an unsupported construct (the result is
 * printed either way) and for user errors, 2 for internal errors.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "interp/interp.h"

/* ------------------------------------------------------------------ */
/* Helpers shared with the other interpreter subcommands (cmd.h)        */

uint32_t cmd_pick_func(const IrModule *m, const char *name) {
  if (name) {
    if (*name == '@') name++;
    for (uint32_t i = 0; i < m->nfuncs; i++) {
      const IrFunc *f = ir_func(m, i);
      if (!f->is_decl && !strcmp(ir_cstr(m, f->name), name)) return i;
    }
    return IR_NIL;
  }
  for (uint32_t i = 0; i < m->nfuncs; i++)
    if (!ir_func(m, i)->is_decl && ir_func(m, i)->is_kernel) return i;
  for (uint32_t i = 0; i < m->nfuncs; i++)
    if (!ir_func(m, i)->is_decl) return i;
  return IR_NIL;
}

int cmd_verified(IrCtx *c, IrModule *m) {
  ir_ctx_clear_error(c);
  IrStatus st = ir_verify_module(m);
  if (st != IR_OK) cmd_report(c, st);
  return cmd_status(st);
}

/* ------------------------------------------------------------------ */
/* Options                                                              */

typedef struct RunOpts {
  const char *file, *func, *input, *save;
  InterpOpts io;          /* the options given on the command line */
  unsigned given;         /* RO_* set explicitly (they override a .input file) */
  uint64_t seed;
} RunOpts;

enum { RO_GRID = 1, RO_MATH = 2, RO_APPROX = 4, RO_ASEED = 8, RO_STEPS = 16, RO_SEED = 32 };

static const char run_usage[] =
  "usage: passcheck run FILE [--func NAME] [--input F | --seed N] [--grid BxT]\n"
  "                     [--math mpfr|host] [--approx exact|adversarial]\n"
  "                     [--approx-seed N] [--steps N] [--save-input F]\n"
  "\n"
  "Parses and verifies FILE (- reads stdin), picks a function (the first\n"
  "kernel, else the first definition), makes an input vector (generated\n"
  "from --seed, default 1, biased to edge values; or read from a .input\n"
  "file), runs it on the reference interpreter over the grid and prints the\n"
  "status (ok, ub, trap, timeout, unsupported, with the reason and the\n"
  "instruction), the instructions executed, the return value and every\n"
  "buffer the program can write (hex bytes, ?? for poison, typed values).\n"
  "\n"
  "options:\n"
  "  --func NAME         the function to run (@ optional)\n"
  "  --seed N            generate the input from seed N (default 1)\n"
  "  --input F           read the input (and its options) from a .input file;\n"
  "                      options given here override the file's\n"
  "  --grid BxT          blocks x threads per block, or Bx,By,BzxTx,Ty,Tz\n"
  "                      (default 2x4)\n"
  "  --math mpfr|host    math library calls correctly rounded (MPFR, default)\n"
  "                      or through the host libm\n"
  "  --approx exact|adversarial\n"
  "                      approximate operations (.approx, MUFU): the exact\n"
  "                      model (default) or a seeded value within the PTX\n"
  "                      error bound\n"
  "  --approx-seed N     seed of the adversarial model\n"
  "  --steps N           step budget (instructions over all threads)\n"
  "  --save-input F      write the input and options as a .input file\n"
  "  -h, --help          this text\n"
  "\n"
  "example:\n"
  "  passcheck run corpora/kernels/saxpy.O1.ll --seed 7 --grid 2x4 --save-input saxpy.input\n"
  "  passcheck run corpora/kernels/saxpy.O1.ll --input saxpy.input\n"
  "\n"
  "exit status: 0 the run finished ok, 1 it ended in undefined behaviour, a\n"
  "trap, a timeout or an unsupported construct (the result is printed), or a\n"
  "user error (bad IR, options or .input file), 2 internal error\n";

/* Returns CMD_HELP after --help, else an exit status (CMD_OK to go on). */
static int run_parse_opts(int argc, char **argv, RunOpts *o) {
  memset(o, 0, sizeof *o);
  interp_opts_default(&o->io);
  o->seed = 1;
  const CmdOpt opts[] = {
    CMD_OPT("func", CMD_STR, &o->func),
    CMD_OPT("input", CMD_STR, &o->input),
    CMD_OPT("save-input", CMD_STR, &o->save),
    CMD_OPT("seed", CMD_U64, &o->seed, .given = RO_SEED),
    CMD_OPT("grid", CMD_GRID, &o->io.grid, .given = RO_GRID),
    CMD_OPT("math", CMD_MATH, &o->io.math, .given = RO_MATH),
    CMD_OPT("approx", CMD_APPROX, &o->io.approx, .given = RO_APPROX),
    CMD_OPT("approx-seed", CMD_U64, &o->io.approx_seed, .given = RO_ASEED),
    CMD_OPT("steps", CMD_U64, &o->io.step_budget, .lo = 1, .given = RO_STEPS),
    CMD_OPT_END};
  const CmdOptSpec spec = {"run", opts, run_usage, .min_args = 1, .max_args = 1, .given = &o->given,
                           .missing = "no input file (use - for stdin)", .extra = "more than one input file ('%s')"};
  int n, rc = cmd_opts_parse(&spec, argc, argv, &n);
  if (rc != CMD_OK) return rc;
  o->file = argv[1];
  if (o->input && (o->given & RO_SEED)) return cmd_opts_error(&spec, "--input and --seed exclude each other");
  return CMD_OK;
}

/* ------------------------------------------------------------------ */
/* The run                                                              */

/* Reads the .input file into in and the options it names into io, then
 * lays the explicitly given options over them. */
static int read_input(IrCtx *c, const RunOpts *o, const IrModule *m, uint32_t fidx, InterpInput *in,
                      InterpOpts *io) {
  char *text;
  size_t len;
  int rc = cmd_read_file(o->input, &text, &len);
  if (rc != CMD_OK) return rc;
  interp_opts_default(io);
  ir_ctx_clear_error(c);
  IrStatus st = interp_input_read(c, cmd_input_name(o->input), text, len, m, fidx, in, io);
  free(text);
  if (st != IR_OK) {
    cmd_report(c, st);
    return cmd_status(st);
  }
  if (o->given & RO_GRID) io->grid = o->io.grid;
  if (o->given & RO_MATH) io->math = o->io.math;
  if (o->given & RO_APPROX) io->approx = o->io.approx;
  if (o->given & RO_ASEED) io->approx_seed = o->io.approx_seed;
  if (o->given & RO_STEPS) io->step_budget = o->io.step_budget;
  return CMD_OK;
}

static int make_input(IrCtx *c, const RunOpts *o, const IrModule *m, uint32_t fidx, InterpInput *in,
                      InterpOpts *io) {
  if (o->input) return read_input(c, o, m, fidx, in, io);
  *io = o->io;
  ir_ctx_clear_error(c);
  IrStatus st = interp_input_gen(c, m, fidx, o->seed, NULL, io, in);
  if (st != IR_OK) cmd_report(c, st);
  return cmd_status(st);
}

static int save_input(const RunOpts *o, const IrModule *m, uint32_t fidx, const InterpInput *in,
                      const InterpOpts *io) {
  FILE *f = fopen(o->save, "w");
  if (!f) {
    fprintf(stderr, "passcheck: %s: %s\n", o->save, strerror(errno));
    return CMD_EUSER;
  }
  IrStatus st = interp_input_write(f, m, fidx, in, io);
  int bad = ferror(f);
  if (fclose(f) != 0 || bad) {
    fprintf(stderr, "passcheck: %s: write error\n", o->save);
    return CMD_EUSER;
  }
  if (st != IR_OK) fprintf(stderr, "passcheck: %s: could not write the input\n", o->save);
  return cmd_status(st);
}

static void print_header(const IrModule *m, uint32_t fidx, const RunOpts *o, const InterpInput *in,
                         const InterpOpts *io) {
  const InterpGrid *g = &io->grid;
  printf("function: @%s\n", ir_cstr(m, ir_func(m, fidx)->name));
  if (o->input) printf("input: %s\n", cmd_input_name(o->input));
  else printf("input: seed %llu\n", (unsigned long long)in->seed);
  printf("grid: blocks %u,%u,%u x threads %u,%u,%u; math %s; approx %s\n", g->block[0], g->block[1],
         g->block[2], g->thread[0], g->thread[1], g->thread[2], io->math == INTERP_MATH_HOST ? "host" : "mpfr",
         io->approx == INTERP_APPROX_ADVERSARIAL ? "adversarial" : "exact");
}

/* Compiles, runs and prints; the exit status follows the run's status. */
static int run_one(IrCtx *c, const IrModule *m, uint32_t fidx, const InterpInput *in, const InterpOpts *io) {
  InterpResult r;
  memset(&r, 0, sizeof r);
  ir_ctx_clear_error(c);
  IrStatus st = interp_run(c, m, fidx, in, io, &r);
  if (st != IR_OK) {
    cmd_report(c, st);
    interp_result_free(c, &r);
    return cmd_status(st);
  }
  interp_result_print(stdout, m, fidx, &r);
  int rc = r.status == INTERP_OK ? CMD_OK : CMD_EUSER;
  interp_result_free(c, &r);
  return rc;
}

static int run_module(IrCtx *c, IrModule *m, const RunOpts *o) {
  int rc = cmd_verified(c, m);
  if (rc != CMD_OK) return rc;
  uint32_t fidx = cmd_pick_func(m, o->func);
  if (fidx == IR_NIL) {
    if (o->func) fprintf(stderr, "passcheck run: %s: no function definition named '%s'\n", cmd_input_name(o->file), o->func);
    else fprintf(stderr, "passcheck run: %s: no function definition\n", cmd_input_name(o->file));
    return CMD_EUSER;
  }
  InterpInput in;
  InterpOpts io;
  memset(&in, 0, sizeof in);
  rc = make_input(c, o, m, fidx, &in, &io);
  if (rc == CMD_OK && o->save) rc = save_input(o, m, fidx, &in, &io);
  if (rc == CMD_OK) {
    print_header(m, fidx, o, &in, &io);
    rc = run_one(c, m, fidx, &in, &io);
  }
  interp_input_free(c, &in);
  return rc;
}

int cmd_run(int argc, char **argv) {
  RunOpts o;
  int rc = run_parse_opts(argc, argv, &o);
  if (rc != CMD_OK) return rc == CMD_HELP ? CMD_OK : rc;
  IrCtx *c = ir_ctx_new();
  if (!c) {
    fprintf(stderr, "passcheck: out of memory\n");
    return CMD_EINTERNAL;
  }
  IrModule *m;
  rc = cmd_load_module(c, o.file, &m);
  if (rc == CMD_OK) {
    rc = run_module(c, m, &o);
    ir_module_free(m);
  }
  ir_ctx_free(c);
  return rc;
}

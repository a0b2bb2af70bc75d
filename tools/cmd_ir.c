/* tools/cmd_ir.c -- the IR subcommands: `parse`, `print` and `verify`.
 *
 * Contract: each takes FILE... ("-" = stdin), handles every file in turn
 * even after a failure, and returns the worst exit status (tools/cmd.h).
 * parse prints nothing on success (one summary line per file with -v);
 * print writes the canonical module to stdout; verify prints "FILE: ok".
 */
#include <stdio.h>
#include <string.h>

#include "cmd.h"

/* Options of the IR subcommands; which ones a command accepts is in
 * IrCmd.flags. */
enum { OPT_VERBOSE = 1 << 0, OPT_VERIFY = 1 << 1 };

typedef struct IrOpts {
  bool verbose, verify;
  int nfiles;
  char **files;
} IrOpts;

typedef struct IrCmd {
  const char *name;
  unsigned flags;     /* OPT_* accepted */
  const char *usage;  /* --help text */
  /* Does the command's job on one loaded module; returns an exit status. */
  int (*run)(IrCtx *c, IrModule *m, const char *name, const IrOpts *o);
} IrCmd;

/* ------------------------------------------------------------------ */
/* Option parsing and the per-file loop                                 */

/* Parses argv into o (the files end up at argv + 1).  Returns CMD_HELP
 * when --help was printed, else an exit status (CMD_OK to go on). */
static int parse_opts(const IrCmd *cmd, int argc, char **argv, IrOpts *o) {
  memset(o, 0, sizeof *o);
  const CmdOpt rows[] = {CMD_OPT("v", CMD_SET, &o->verbose), CMD_OPT("verbose", CMD_SET, &o->verbose), CMD_OPT_END,
                         CMD_OPT("verify", CMD_SET, &o->verify), CMD_OPT_END};
  const CmdOptSpec spec = {cmd->name, cmd->flags == OPT_VERBOSE ? rows : cmd->flags == OPT_VERIFY ? rows + 3 : rows + 2,
                           cmd->usage, .min_args = 1, .max_args = CMD_ARGS_ANY,
                           .missing = "no input files (use - for stdin)"};
  o->files = argv + 1;
  return cmd_opts_parse(&spec, argc, argv, &o->nfiles);
}

/* Loads every file in turn and runs cmd->run on it. */
static int run_files(const IrCmd *cmd, int argc, char **argv) {
  IrOpts o;
  int rc = parse_opts(cmd, argc, argv, &o);
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
      frc = cmd->run(c, m, cmd_input_name(o.files[k]), &o);
      ir_module_free(m);
    }
    rc = cmd_worse(rc, frc);
  }
  ir_ctx_free(c);
  return rc;
}

/* Verifies m; prints the verifier's message on failure. */
static int verify(IrCtx *c, IrModule *m) {
  ir_ctx_clear_error(c);
  IrStatus st = ir_verify_module(m);
  if (st != IR_OK) cmd_report(c, st);
  return cmd_status(st);
}

/* ------------------------------------------------------------------ */
/* parse                                                                */

static int run_parse(IrCtx *c, IrModule *m, const char *name, const IrOpts *o) {
  (void)c;
  if (!o->verbose) return CMD_OK;
  uint32_t nfn = 0;
  uint64_t ninst = 0;
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    const IrFunc *f = ir_func(m, i);
    if (f->is_decl) continue;
    nfn++;
    ninst += f->nlive_insts;
  }
  printf("%s: %u functions, %llu instructions\n", name, nfn, (unsigned long long)ninst);
  return CMD_OK;
}

static const IrCmd parse_cmd = {
  "parse", OPT_VERBOSE,
  "usage: passcheck parse [-v] FILE...\n"
  "\n"
  "Parses each FILE (- reads stdin) as passcheck IR, a subset of LLVM 16 IR,\n"
  "and reports the first error of each as file:line:col: error: message.\n"
  "Prints nothing on success.\n"
  "\n"
  "options:\n"
  "  -v, --verbose  print \"FILE: N functions, M instructions\" per file\n"
  "                 (N counts definitions, M their instructions)\n"
  "  -h, --help     this text\n"
  "\n"
  "example:\n"
  "  passcheck parse -v corpora/kernels/saxpy.O1.ll\n"
  "\n"
  "exit status: 0 all files parse, 1 a file does not parse or cannot be read,\n"
  "2 internal error\n",
  run_parse,
};

int cmd_parse(int argc, char **argv) { return run_files(&parse_cmd, argc, argv); }

/* ------------------------------------------------------------------ */
/* print                                                                */

static int run_print(IrCtx *c, IrModule *m, const char *name, const IrOpts *o) {
  (void)name;
  if (o->verify) {
    int rc = verify(c, m);
    if (rc != CMD_OK) return rc;
  }
  if (ir_print_module(stdout, m) != IR_OK) {
    fprintf(stderr, "passcheck: out of memory while printing\n");
    return CMD_EINTERNAL;
  }
  return CMD_OK;
}

static const IrCmd print_cmd = {
  "print", OPT_VERIFY,
  "usage: passcheck print [--verify] FILE...\n"
  "\n"
  "Parses each FILE (- reads stdin) and prints it to stdout in canonical form:\n"
  "skipped metadata and attributes dropped, unnamed values renumbered, one\n"
  "spelling per construct.  llvm-as-16 accepts the output, and printing it\n"
  "again gives the same text.  With several files, each is printed in turn.\n"
  "\n"
  "options:\n"
  "  --verify    verify each module before printing it (like llvm-as)\n"
  "  -h, --help  this text\n"
  "\n"
  "example:\n"
  "  passcheck print corpora/kernels/saxpy.O1.ll > saxpy.canon.ll\n"
  "\n"
  "exit status: 0 success, 1 a file does not parse (or verify) or cannot be\n"
  "read, 2 internal error\n",
  run_print,
};

int cmd_print(int argc, char **argv) { return run_files(&print_cmd, argc, argv); }

/* ------------------------------------------------------------------ */
/* verify                                                               */

static int run_verify(IrCtx *c, IrModule *m, const char *name, const IrOpts *o) {
  (void)o;
  int rc = verify(c, m);
  if (rc == CMD_OK) printf("%s: ok\n", name);
  return rc;
}

static const IrCmd verify_cmd = {
  "verify", 0,
  "usage: passcheck verify FILE...\n"
  "\n"
  "Parses each FILE (- reads stdin) and checks every rule of the IR subset\n"
  "(types, SSA dominance, terminators, phis, intrinsic signatures, ...).\n"
  "Prints \"FILE: ok\" per valid file; otherwise the first problem, naming\n"
  "the function, block, instruction and source position.\n"
  "\n"
  "options:\n"
  "  -h, --help  this text\n"
  "\n"
  "example:\n"
  "  passcheck verify corpora/kernels/*.O1.ll\n"
  "\n"
  "exit status: 0 all files valid, 1 a file is invalid or cannot be read,\n"
  "2 internal error\n",
  run_verify,
};

int cmd_verify(int argc, char **argv) { return run_files(&verify_cmd, argc, argv); }

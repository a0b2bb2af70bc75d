/* tools/cmd.h -- what the subcommand files of the passcheck command line
 * share: the subcommand signature, exit statuses, and helpers (defined in
 * tools/passcheck.c) to read an input file and to load a module from it.
 *
 * Contract: a subcommand gets argv starting at its own name, prints its
 * output, and returns an exit status (CMD_OK, CMD_EUSER, CMD_EINTERNAL); it
 * never calls exit().  Messages go to stderr as "passcheck: ..." or as the
 * library's "file:line:col: error: ...".
 */
#ifndef PASSCHECK_CMD_H
#define PASSCHECK_CMD_H

#include <stddef.h>

#include "ir.h"
#include "../passes/pass.h"

enum {
  CMD_OK = 0,        /* success, no finding */
  CMD_EUSER = 1,     /* bad input, bad options, unreadable file (or a finding) */
  CMD_EINTERNAL = 2  /* out of memory, bug */
};

typedef int (*CmdFn)(int argc, char **argv);

/* One row of the subcommand table in tools/passcheck.c. */
typedef struct CmdInfo {
  const char *name;
  CmdFn fn;
  const char *summary;  /* one line for `passcheck --help` */
} CmdInfo;

/* tools/cmd_ir.c: the IR subcommands. */
int cmd_parse(int argc, char **argv);
int cmd_print(int argc, char **argv);
int cmd_verify(int argc, char **argv);

/* tools/cmd_run.c: `run` (the reference interpreter on one input);
 * tools/cmd_crosscheck.c: `crosscheck` (the interpreter against lli-16). */
int cmd_run(int argc, char **argv);
int cmd_crosscheck(int argc, char **argv);

/* tools/cmd_opt.c: `opt` (run a pipeline of passes and print the module)
 * and `knobs` (list every knob of the seed documents). */
int cmd_opt(int argc, char **argv);
int cmd_knobs(int argc, char **argv);

/* tools/cmd_fuzz.c: `fuzz` (the campaign); tools/cmd_merge.c: `merge`. */
int cmd_fuzz(int argc, char **argv);
int cmd_merge(int argc, char **argv);

/* tools/cmd_check.c: `check` (pass-equivalence check of one module under
 * the differential oracle); tools/cmd_repro.c: `repro` (rerun a finding).
 * cmd_diff_print prints a DiffResult (oracles/diff/diff.h): the per-pass
 * lines when steps, then the result and the finding. */
int cmd_check(int argc, char **argv);
int cmd_repro(int argc, char **argv);
/* tools/cmd_equiv.c: `equiv` (refinement of source / target pairs). */
int cmd_equiv(int argc, char **argv);
/* tools/cmd_reduce.c: `reduce` (shrink a finding's program, keeping its signature). */
int cmd_reduce(int argc, char **argv);
struct DiffResult;
void cmd_diff_print(const struct DiffResult *r, bool replay, bool steps);

/* tools/cmd_mathcheck.c: `mathcheck` (the folder's math precision, MPFR). */
int cmd_mathcheck(int argc, char **argv);

/* tools/cmd_analyze.c: `analyze` (loops, register pressure: core/analysis/). */
int cmd_analyze(int argc, char **argv);

/* tools/cmd_gen.c: `gen` (the program generator). */
int cmd_gen(int argc, char **argv);

/* Writes all n bytes of p to fd (retrying on EINTR); false on failure. */
bool cmd_write_all(int fd, const void *p, size_t n);

/* Runs work(ud, part, buf) for part = 0 .. jobs-1, each in a forked
 * worker (jobs <= 1: in this process), with a zeroed buffer of sz bytes
 * that the worker fills and sends back through a pipe; merge(ud, buf) is
 * called in this process for each part, in part order.  CMD_OK, or
 * CMD_EINTERNAL when a worker failed (work's status), could not start or
 * sent too little.  At most CMD_MAX_JOBS workers. */
#define CMD_MAX_JOBS 256
typedef int (*CmdPartFn)(void *ud, unsigned part, void *buf);
typedef void (*CmdMergeFn)(void *ud, const void *buf);
int cmd_run_parts(unsigned jobs, size_t sz, CmdPartFn work, CmdMergeFn merge, void *ud);

/* tools/cmd_import.c: `import` (an engine's crash file as a finding). */
int cmd_import(int argc, char **argv);

/* tools/cmd_triage.c: `triage` (a campaign's findings grouped). */
int cmd_triage(int argc, char **argv);

/* tools/cmd_export.c: `export` (a finding as a lit test or lli program). */
int cmd_export(int argc, char **argv);

/* tools/cmd_divcheck.c: `divcheck` (division lowering proven exact). */
int cmd_divcheck(int argc, char **argv);

/* Parses a ULP tolerance (a finite number >= 0; tools/opts.c). */
bool cmd_parse_ulps(const char *s, double *v);
/* Parses a decimal or 0x-hex unsigned number; false when malformed
 * (tools/opts.c). */
bool cmd_parse_u64(const char *s, uint64_t *v);

/* Helpers of the interpreter subcommands (tools/cmd_run.c). */
/* The function named name (@ optional) among the definitions of m, or
 * with name NULL the first kernel, else the first definition; IR_NIL when
 * there is none. */
uint32_t cmd_pick_func(const IrModule *m, const char *name);
/* Verifies m; prints the verifier's message and returns its exit status. */
int cmd_verified(IrCtx *c, IrModule *m);

/* ---- helpers (tools/passcheck.c) */

/* The exit status for a library status: IR_OK 0, IR_EUSER 1, else 2. */
int cmd_status(IrStatus st);
/* The worse of two exit statuses (internal errors win over user errors). */
int cmd_worse(int a, int b);

/* Reads a whole file ("-" = stdin) into *buf (malloc'd, NUL-terminated
 * after *len bytes; the contents may hold NUL bytes).  On failure prints
 * "passcheck: PATH: reason" and returns CMD_EUSER or CMD_EINTERNAL. */
int cmd_read_file(const char *path, char **buf, size_t *len);

/* The name of an input in messages: "<stdin>" for "-", else path. */
const char *cmd_input_name(const char *path);

/* Reads and parses path with context c; on failure prints the error and
 * returns a nonzero exit status with *out NULL. */
int cmd_load_module(IrCtx *c, const char *path, IrModule **out);

/* Prints a library error ("file:line:col: error: ...") for status st. */
void cmd_report(const IrCtx *c, IrStatus st);

/* Initialises pc (default knobs, then each "name=value" of knobs[0..n),
 * remarks to stderr when asked) and parses the pipeline passes into p;
 * prints the error and returns its exit status on failure. */
int cmd_pass_setup(IrCtx *c, const char *passes, const char *const *knobs, int nknobs, bool remarks,
                   PassCtx *pc, Pipeline *p);

/* ---- option parsing (tools/opts.c)
 *
 * Every subcommand describes its options as a table of CmdOpt rows (built
 * with CMD_OPT, ended by CMD_OPT_END, usually a local array whose rows
 * point into the subcommand's option struct) in a CmdOptSpec and calls
 * cmd_opts_parse once; it is getopt_long_only underneath.  What the user
 * may type:
 *   - each row's name as --name or -name (LLVM style: -passes=P), a value as
 *     --name=V, --name V, -name=V or -name V; names match exactly (no
 *     abbreviations);
 *   - options before, between and after the positional arguments; "--" ends
 *     the options; "-" is a positional argument (stdin by convention);
 *   - -h, --help: prints spec.usage (or calls spec.help) to stdout.
 * Errors name the option as typed and go to stderr as
 *   passcheck CMD: unknown option '--sed'; did you mean '--seed'?
 *   passcheck CMD: option '--steps' needs a value
 *   passcheck CMD: option '--quiet' takes no value
 *   passcheck CMD: bad value '0' for option '--jobs' (expected a number from 1 to 256)
 *   Run 'passcheck CMD --help' for usage.
 * Example (a subcommand `frob FILE [--seed N] [--jobs J] [-knob k=v]... [-v]`):
 *   uint64_t seed = 1;
 *   uint32_t jobs = 1;
 *   bool verbose = false;
 *   CmdList knobs = {0};
 *   const CmdOpt opts[] = {
 *     CMD_OPT("seed", CMD_U64, &seed),                   // decimal or 0x hex
 *     CMD_OPT("jobs", CMD_U32, &jobs, .lo = 1, .hi = 256),
 *     CMD_OPT("knob", CMD_LIST, &knobs),                 // repeatable
 *     CMD_OPT("v", CMD_SET, &verbose), CMD_OPT("verbose", CMD_SET, &verbose),
 *     CMD_OPT_END};
 *   const CmdOptSpec spec = {"frob", opts, frob_usage, .min_args = 1, .max_args = 1,
 *                            .missing = "no input file (use - for stdin)"};
 *   int nargs, rc = cmd_opts_parse(&spec, argc, argv, &nargs);
 *   if (rc != CMD_OK) return rc == CMD_HELP ? CMD_OK : rc;
 *   ... the positional arguments are argv[1] .. argv[nargs] ...
 * Later checks (options that exclude each other) report through
 * cmd_opts_error(&spec, ...), which prints the same way.  Options whose
 * value is read later (a .input file's options that the command line
 * overrides) carry .given bits, collected in *spec.given.  Aliases are two
 * rows with one destination ("v" and "verbose"). */

typedef enum CmdOptKind {
  CMD_SET,      /* no value: *(bool *)dest = true */
  CMD_CLEAR,    /* no value: *(bool *)dest = false (--no-isolate) */
  CMD_STR,      /* *(const char **)dest = the value (the last one wins) */
  CMD_LIST,     /* repeatable: appended to *(CmdList *)dest */
  CMD_U64,      /* *(uint64_t *)dest: decimal or 0x hex in lo..hi (hi 0: no upper bound) */
  CMD_U32,      /* *(uint32_t *)dest: likewise (hi 0: UINT32_MAX) */
  CMD_SECONDS,  /* *(double *)dest: a duration, 90, 90s, 2m or 1.5h; > 0 and <= hi s (hi 0: 1e9) */
  CMD_ULPS,     /* *(double *)dest: a ULP tolerance (cmd_parse_ulps) */
  CMD_GRID,     /* *(InterpGrid *)dest: BxT or Bx,By,BzxTx,Ty,Tz */
  CMD_MATH,     /* *(InterpMath *)dest: mpfr or host */
  CMD_APPROX,   /* *(InterpApprox *)dest: exact or adversarial */
  CMD_CHOICE,   /* *(int *)dest = the index of the value among the words of what ("a|b") */
  CMD_FN        /* parse(value, dest) false: bad value; what says what was expected */
} CmdOptKind;

typedef struct CmdOpt {
  const char *name;   /* without dashes: "seed", "passes", "o"; NULL ends the table */
  CmdOptKind kind;
  void *dest;
  uint64_t lo, hi;    /* CMD_U64, CMD_U32: inclusive range; CMD_SECONDS: hi */
  const char *what;   /* CMD_CHOICE: the words "a|b|c"; CMD_FN: the expected form */
  bool (*parse)(const char *value, void *dest);  /* CMD_FN */
  unsigned given;     /* bits ORed into *spec.given when the option is used */
} CmdOpt;

/* A row, all fields named so that the ones left out are zero:
 * CMD_OPT("jobs", CMD_U32, &jobs, .lo = 1, .hi = 256).  CMD_OPT_END ends a
 * table. */
#define CMD_OPT(nm, kd, ...) {.name = (nm), .kind = (kd), .dest = __VA_ARGS__}
#define CMD_OPT_END {.name = NULL}

#define CMD_LIST_MAX 256
typedef struct CmdList {
  const char *v[CMD_LIST_MAX];
  int n;
} CmdList;

#define CMD_ARGS_ANY 0x7fffffff
enum { CMD_HELP = -1 };  /* cmd_opts_parse: --help was printed (exit CMD_OK) */

typedef struct CmdOptSpec {
  const char *cmd;          /* the subcommand's name, for messages */
  const CmdOpt *opts;       /* the rows (at most 64) */
  const char *usage;        /* --help text */
  void (*help)(void);       /* or, when usage is NULL, prints the help */
  int min_args, max_args;   /* positional arguments wanted (max CMD_ARGS_ANY: no limit) */
  const char *missing;      /* message when fewer than min_args */
  const char *extra;        /* message (%s: the argument) when more than max_args;
                               default "unexpected argument '%s'" */
  unsigned *given;          /* when set: the rows' given bits of the options used */
} CmdOptSpec;

/* Parses argv[1..argc) by s.  Moves the positional arguments, in order, to
 * argv[1..*nargs]; the rows' destinations get the option values.  Returns
 * CMD_OK, CMD_HELP after --help, or CMD_EUSER after printing the error.
 * Resets getopt's state first (optind = 0), so it may run several times in
 * one process; getopt prints nothing itself. */
int cmd_opts_parse(const CmdOptSpec *s, int argc, char **argv, int *nargs);

/* Prints "passcheck CMD: <message>" and the --help hint; returns CMD_EUSER. */
/* CMD_FN parser of an LLVM dialect (--dialect): 16, 19 or 22 into *(unsigned *)dest. */
bool cmd_parse_dialect(const char *v, void *dest);
__attribute__((format(printf, 2, 3))) int cmd_opts_error(const CmdOptSpec *s, const char *fmt, ...);

#endif

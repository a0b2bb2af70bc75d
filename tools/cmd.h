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

/* Parses a ULP tolerance (a finite number >= 0; tools/passcheck.c). */
bool cmd_parse_ulps(const char *s, double *v);

/* Helpers of the interpreter subcommands (tools/cmd_run.c). */
/* Parses a decimal or 0x-hex unsigned number; false when malformed. */
bool cmd_parse_u64(const char *s, uint64_t *v);
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

/* True when arg is -h or --help. */
int cmd_is_help(const char *arg);

#endif

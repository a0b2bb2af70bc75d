/* oracles/external/extrun.h -- running outside tools on IR: a command with
 * a timeout and its output captured (ext_spawn), an outside transformation
 * of a module's text through files (ext_transform: `opt-16 -passes=...`,
 * any IR-in / IR-out command), the tool's version line, and whether LLVM
 * itself accepts a file (ext_llvm_accepts: llvm-as-16, -19 or -22), which tells "this
 * is valid LLVM IR outside passcheck's subset" (unsupported) from "this is
 * not IR" (an error).
 *
 * Contract: no global state; every temporary file lives in a fresh
 * directory under $TMPDIR that is removed before returning.  A tool that
 * fails, crashes or times out is a result (exit_status), not an error;
 * errors are only for what passcheck itself could not do (create files,
 * start /bin/sh), with a message in the IrCtx.
 */
#ifndef PASSCHECK_EXTRUN_H
#define PASSCHECK_EXTRUN_H

#include "ir.h"

typedef struct ExtOutput {
  int exit_status;     /* exit code, 128 + signal number, or -1 on timeout */
  char *out;           /* stdout (malloc, NUL-terminated; may be NULL when empty) */
  size_t out_len;
  char *err;           /* stderr, likewise */
  size_t err_len;
  double seconds;      /* wall time of the tool */
} ExtOutput;

void ext_output_free(ExtOutput *o);

/* Runs argv[0] (searched in PATH) with argv, stdin from /dev/null, stdout
 * and stderr to the files out and err, in a process group of its own that
 * is killed after timeout_ms (0: 60 s); *status is its exit code, 128 +
 * signal, or -1 on timeout, *secs its wall time. */
IrStatus ext_spawn_files(IrCtx *c, char *const argv[], const char *out, const char *err, uint32_t timeout_ms,
                         int *status, double *secs);

/* The same with stdout and stderr captured in o. */
IrStatus ext_spawn(IrCtx *c, char *const argv[], uint32_t timeout_ms, ExtOutput *o);

/* Runs the shell command cmd on the IR text in[0..n): the text is written
 * to a file IN.ll; when cmd contains {in} and {out} they are replaced by
 * the quoted paths, else " IN.ll -o OUT.ll" is appended (the convention of
 * opt, llvm-as and clang).  The tool's output file becomes o->out: read as
 * text, or, when it is bitcode (opt without -S), disassembled with
 * llvm-dis-16.  o->err is the tool's stderr.  A tool that exits non-zero
 * leaves o->out NULL. */
IrStatus ext_transform(IrCtx *c, const char *cmd, const char *in, size_t n, uint32_t timeout_ms,
                       ExtOutput *o);

/* The first line of `TOOL --version` with a version number (e.g. "Debian
 * LLVM version 16.0.6"), else its first line, TOOL being the first word of
 * cmd; "unknown" when it cannot be run. */
void ext_tool_version(const char *cmd, char *buf, size_t n);

/* Whether llvm-as-16, -19 or -22 accepts the IR text[0..n) (parses and
 * verifies it); false also when none of them can be run. */
bool ext_llvm_accepts(const char *text, size_t n);

#endif

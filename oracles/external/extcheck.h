/* oracles/external/extcheck.h -- an outside transformation checked like one
 * of passcheck's own passes: the module's text goes through a command
 * (`opt-16 -passes=...`, any IR-in / IR-out tool, see ext_transform), its
 * output is parsed back and becomes the "after" of a one-step pipeline
 * whose single pass, "external", replaces the module by that output; the
 * differential oracle then compares the function before and after on its
 * input vectors, so findings, signatures, folders and reports are those of
 * any pass, with the exact command and the tool's version recorded.
 *
 * Output the subset cannot hold (the parser or verifier rejects what LLVM
 * wrote, the interpreter meets a construct it cannot run, the function is
 * gone) is EXT_UNSUPPORTED with the construct named: counted, never a
 * finding and never a crash.
 *
 * Contract: no global state; the pass runs in this process (the tool is
 * already a separate process).  Errors are passcheck's own failures.
 */
#ifndef PASSCHECK_EXTCHECK_H
#define PASSCHECK_EXTCHECK_H

#include "../diff/diff.h"

typedef enum ExtVerdict {
  EXT_CHECKED,      /* the diff result says what the tool did (ok or a finding) */
  EXT_UNSUPPORTED   /* the output left the subset: why names the construct */
} ExtVerdict;

typedef struct ExtCheck {
  ExtVerdict verdict;
  char why[256];        /* unsupported: "<construct>" (normalized, for counting) */
  double tool_seconds;  /* wall time in the tool */
  double total_seconds; /* wall time of the whole check */
} ExtCheck;

/* The pass that replaces the module by a copy of the tool's output, parsed
 * once in the module's context (pc->ud is an ExtReplay). */
typedef struct ExtReplay {
  const IrModule *out;  /* the tool's output, or NULL ... */
  const char *error;    /* ... and why: the tool failed (a crash finding) */
} ExtReplay;

extern const PassInfo ext_replay_pass;

/* Runs cmd on m, then diff_run over function fidx with the replay pass,
 * the knobs of pc and the options d (isolate is turned off).  r is filled
 * (free it with diff_result_free) when x->verdict is EXT_CHECKED; the
 * finding, if any, records cmd and version (the tool's --version line,
 * NULL to ask the tool). */
IrStatus ext_check(IrCtx *c, const IrModule *m, uint32_t fidx, const char *cmd, const char *version,
                   const PassCtx *pc, const DiffOpts *d, uint32_t timeout_ms, DiffResult *r, ExtCheck *x);

#endif

/* oracles/diff/diff_int.h -- private to oracles/diff: the state of one
 * diff_run shared by the engine (diff.c), the finding builder (finding.c)
 * and the forked pass runner (isolate.c).
 *
 * Contract: not installed for other directories; everything here may
 * change with the engine.
 */
#ifndef PASSCHECK_DIFF_INT_H
#define PASSCHECK_DIFF_INT_H

#include "diff.h"

/* One version of the program (the source, or the module after pass k) and
 * its interpreter results, one per input vector. */
typedef struct DiffVer {
  IrModule *m;
  bool own;                 /* m is freed with the version */
  uint32_t fidx;            /* the kernel in m */
  char *text;               /* m printed (lazily; malloc) */
  InterpResult *res;        /* per input (those not valid stay empty) */
  bool ran;                 /* res holds results */
} DiffVer;

/* What one step produced, from either runner. */
typedef struct DiffStepOut {
  bool have_status;         /* the pass returned (else it crashed) */
  bool changed;
  IrStatus st;              /* the pass's status or the verifier's */
  bool verifier_failed;
  uint64_t fired[PASS_STAT_WORDS]; /* the rules that fired in the pass (pass_stat) */
  char *msg;                /* the error message (malloc) */
  char *text;               /* isolated: the module after the pass, printed (malloc) */
  IrModule *m;              /* in-process: the module after the pass */
} DiffStepOut;

/* The outcome of the forked child that ran the whole pipeline. */
typedef struct DiffChild {
  uint32_t nsteps;          /* steps with a record (status and/or text) */
  DiffStepOut step[PIPELINE_MAX];
  bool done;                /* the child finished every step it meant to run */
  bool killed;              /* the parent killed it (no progress before the deadline) */
  int wstatus;              /* waitpid status */
  char *errtail;            /* the end of its stderr (malloc, NUL-terminated) */
  char *fail;               /* the runner itself failed (worker: the module did not parse) */
} DiffChild;

/* The engine's state. */
typedef struct DiffEng {
  IrCtx *c;
  const IrModule *m0;
  uint32_t fidx0;
  const Pipeline *p;
  const PassCtx *pc;
  const DiffOpts *o;
  DiffResult *r;
  uint32_t nin;             /* input vectors */
  InterpInput *own;         /* the generated ones (nin of them unless replaying) */
  const InterpInput **in;   /* every vector */
  bool *edge;               /* in[i] is an edge-value vector */
  bool *valid;              /* the source is defined on in[i] */
} DiffEng;

/* isolate.c: runs p over a copy of m in a child process (forked for this
 * run, or the DiffOpts.worker); fills ch. */
IrStatus diff_child_run(DiffEng *e, DiffChild *ch);
void diff_child_free(DiffChild *ch);
/* "SIGSEGV", ... or "signal N". */
void diff_signal_name(int sig, char *buf, size_t n);

/* finding.c: filling r->finding. */
void diff_fill_common(DiffEng *e, int32_t step, DiffVer *before, DiffVer *after);
void diff_fill_crash(DiffEng *e, uint32_t step, const char *kind, const char *detail);
void diff_fill_verdict(DiffEng *e, uint32_t step, uint32_t input, DiffVer *before, DiffVer *after,
                       const InterpDiff *d);
void diff_fill_invalid(DiffEng *e, const char *kind, const char *detail, int32_t input);
/* Copies s into out (n bytes) as a stable signature part: digits become N,
 * %names and @names lose their names, at most 80 characters, one line. */
void diff_normalize(const char *s, char *out, size_t n);
/* A malloc'd copy of s (NULL for NULL or out of memory). */
char *diff_strdup(const char *s);
/* The printed text of v->m (cached in v->text); NULL when out of memory. */
const char *diff_ver_text(DiffVer *v);

#endif

/* reports/reduce.h -- the reducer behind `passcheck reduce`: delta debugging
 * of everything a finding depends on (program, input vector, grid, knobs,
 * pipeline) that keeps the finding's signature.
 *
 * Contract: reduce_run never changes the finding; it returns the smallest
 * configuration it found: the program as text (malloc) whose every accepted
 * step parsed back, verified, ran the source without UB on the input (not
 * an invalid test) and gave the same signature key (for a crash also the
 * same crash location, when the crash names one) under the pipeline and
 * knobs of that step.  Deterministic for a given finding and limits: the
 * result does not depend on jobs (candidates tried in parallel are taken
 * in the order a single job would try them) and no clock enters a
 * decision except the time limit.
 */
#ifndef PASSCHECK_REDUCE_H
#define PASSCHECK_REDUCE_H

#include <signal.h>

#include "findings.h"

/* One accepted configuration, as reduce_run ends up writing it. */
typedef struct ReduceStep {
  const char *text;        /* the program */
  size_t len;
  const char *input;       /* the input vector (.input text); NULL: none */
  size_t input_len;
  const char *pipeline;    /* "a,b" */
  const char *knobs;       /* "a=1 b=2": the knobs that differ from their defaults */
} ReduceStep;

/* Called after every accepted candidate (tests use it to check every
 * accepted step independently). */
typedef void (*ReduceAcceptFn)(void *ud, const ReduceStep *s);

typedef struct ReduceOpts {
  double time_limit_s;     /* stop trying candidates after this (0: none) */
  uint32_t max_rounds;     /* fixed-point rounds at most (0: 16) */
  uint32_t jobs;           /* candidates tested at once, each in a forked process (0, 1: one) */
  bool isolate;            /* run the passes in a worker process (default on) */
  bool keep_input;         /* do not reduce the input vector, grid, knobs, pipeline */
  FILE *log;               /* progress lines (accepted steps), NULL: quiet */
  const volatile sig_atomic_t *cancel; /* non-NULL: stop (as at the time limit) once *cancel != 0 */
  ReduceAcceptFn on_accept;
  void *ud;
} ReduceOpts;

void reduce_opts_default(ReduceOpts *o);

typedef struct ReduceResult {
  char *text;              /* the reduced program (malloc; NULL on error) */
  size_t len;
  char *input;             /* the reduced input vector (malloc; NULL when the finding has none) */
  size_t input_len;
  char pipeline[1024];     /* the reduced pipeline */
  char knobs[1024];        /* the knobs still needed (could not go back to their defaults) */
  char func[160];          /* "@kernel" */
  char crash_at[256];      /* a crash: the faulting frame every step kept ("" when unknown) */
  uint32_t insts_before;   /* live instructions of every definition */
  uint32_t insts_after;
  uint64_t tests;          /* candidates tried (interestingness tests) */
  uint64_t accepted;       /* candidates accepted */
  uint64_t rejected_verify;/* candidates the verifier (or the parser) rejected */
  uint32_t rounds;         /* fixed-point rounds run */
  double seconds;
  bool timed_out;          /* the time limit stopped it */
} ReduceResult;

/* Checks that f reproduces (same signature key), then reduces it.
 * IR_OK with r filled (free with reduce_result_free); IR_EUSER with a
 * message when the finding cannot be parsed, set up or does not reproduce;
 * IR_ENOMEM / IR_EINTERNAL. */
IrStatus reduce_run(IrCtx *c, const Finding *f, const ReduceOpts *o, ReduceResult *r);
void reduce_result_free(ReduceResult *r);

/* An independent check of one accepted step: in a fresh context, its
 * texts alone are parsed, verified and rerun (input vector, pipeline,
 * knobs of the step; passes in a child process).  True when the source
 * run is defined and the signature key is f's; else false with the
 * reason in why.  For `reduce --check-steps` and the tests. */
bool reduce_step_check(const Finding *f, const ReduceStep *s, char *why, size_t n);

/* reports/reduced.c: writes the reduced reproducer into f's folder:
 * reduced.ll, reduced-input.txt (when r has an input), reduced.sh (the
 * command) and reduced.txt (summary: sizes, pipeline, knobs needed,
 * command, the crash location kept, tests), each atomically, reduced.txt
 * last.  IR_EUSER with
 * "path: cannot write: reason". */
IrStatus reduce_write(IrCtx *c, const Finding *f, const ReduceResult *r);

/* When f's folder holds a complete reduced reproducer: f's program,
 * input, repro_pipeline and knobs (and their paths) become the reduced
 * ones, *before / *after (may be NULL) the sizes; true.  Else false and f
 * is unchanged. */
bool reduce_apply(Finding *f, uint32_t *before, uint32_t *after);

/* Live instructions of every function definition of the module text
 * (parses it); -1 when it does not parse. */
int64_t reduce_count_insts(IrCtx *c, const char *text, size_t len);

#endif

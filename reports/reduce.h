/* reports/reduce.h -- the reducer behind `passcheck reduce`: delta debugging
 * on a finding's program that keeps the finding's signature.
 *
 * Contract: reduce_run never changes the finding; it returns the smallest
 * program it found as text (malloc) whose every accepted step parsed back,
 * verified, ran the source without UB on the finding's input (not an
 * invalid test) and gave the same signature key under the finding's
 * pipeline, knobs and input.  Deterministic for a given finding and limits
 * (no parallelism, no clocks in decisions except the time limit).
 */
#ifndef PASSCHECK_REDUCE_H
#define PASSCHECK_REDUCE_H

#include "findings.h"

/* Called after every accepted candidate with its printed text (tests use
 * it to check every accepted step independently). */
typedef void (*ReduceAcceptFn)(void *ud, const char *text, size_t len);

typedef struct ReduceOpts {
  double time_limit_s;     /* stop trying candidates after this (0: none) */
  uint32_t max_rounds;     /* fixed-point rounds at most (0: 16) */
  bool isolate;            /* run the passes in a worker process (default on) */
  FILE *log;               /* progress lines (accepted steps), NULL: quiet */
  ReduceAcceptFn on_accept;
  void *ud;
} ReduceOpts;

void reduce_opts_default(ReduceOpts *o);

typedef struct ReduceResult {
  char *text;              /* the reduced program (malloc; NULL on error) */
  size_t len;
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

/* Live instructions of every function definition of the module text
 * (parses it); -1 when it does not parse. */
int64_t reduce_count_insts(IrCtx *c, const char *text, size_t len);

#endif

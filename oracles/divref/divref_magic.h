/* oracles/divref/divref_magic.h -- the exact proof of division by a
 * constant (issue 7; seed 000 "Division by Constant"): for a divisor d and a
 * DivMagic (pass.h; the forms are those of passes/divmagic.h) decides, in
 * O(1) integer arithmetic, whether the form gives the truncated quotient for
 * EVERY N-bit dividend, and gives a dividend where it does not.  Plus sweeps
 * over divisor ranges and a seeded sample of divisors.  The forms are chosen
 * and evaluated by the div hook of the pass divref_pass names, reached
 * through the registry.  No global state: safe in parallel workers.
 */
#ifndef PASSCHECK_DIVREF_MAGIC_H
#define PASSCHECK_DIVREF_MAGIC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../../passes/pass.h"

/* The pass whose division lowering divref checks: the first registered pass
 * with the div hook (pass.h); NULL when no pass has one. */
const PassInfo *divref_pass(void);

typedef enum DivrefVerdict {
  DIVREF_PROVEN,     /* exact for every dividend (signed: but INT_MIN / -1) */
  DIVREF_WRONG,      /* not: *cex is a dividend where the hook's eval_* differs from the quotient */
  DIVREF_MALFORMED,  /* n, d or the DivMagic is outside passes/divmagic.h's contract (no cex) */
  DIVREF_INTERNAL    /* the criterion and the hook's eval_* disagree: a bug here or in eval (*cex set) */
} DivrefVerdict;

const char *divref_verdict_name(DivrefVerdict v);

/* Proves dm for the unsigned division by d at width n (8, 16, 32 or 64).
 * On DIVREF_WRONG / DIVREF_INTERNAL, *cex (when cex is not NULL) is the
 * dividend (N-bit pattern) where the form's value was checked against
 * x / d with the hook's eval_u. */
DivrefVerdict divref_magic_prove_u(unsigned n, uint64_t d, const DivMagic *dm, uint64_t *cex);

/* The same for the signed division by d (an N-bit value, sign-extended);
 * *cex is a sign-extended N-bit dividend, never INT_MIN when d = -1. */
DivrefVerdict divref_magic_prove_s(unsigned n, int64_t d, const DivMagic *dm, int64_t *cex);

/* ---- sweeps: the hook's choose_u/_s then the proof, per divisor */

typedef struct DivrefMagicFailure {
  uint64_t d;             /* the divisor, N-bit pattern (signed: two's complement) */
  bool refused;           /* the hook's choose_u/_s returned false (dm zeroed, verdict MALFORMED) */
  DivMagic dm;            /* what divmagic chose */
  DivrefVerdict verdict;  /* DIVREF_WRONG, _MALFORMED or _INTERNAL */
  uint64_t x;             /* the counterexample dividend (N-bit pattern), when WRONG/INTERNAL */
  uint64_t expected, got; /* its exact quotient and the form's value (N-bit patterns) */
} DivrefMagicFailure;

typedef struct DivrefMagicStats {
  uint64_t divisors;      /* divisors examined (0 is skipped, not counted) */
  uint64_t proven;        /* chosen DivMagic proven exact */
  uint64_t refused;       /* the hook's choose_u/_s returned false for a valid divisor */
  uint64_t wrong, malformed, internal;  /* verdicts other than proven */
  uint64_t forms[4];      /* chosen forms, indexed by DmForm */
  unsigned max_shift;     /* largest shift chosen */
  bool has_failure;
  DivrefMagicFailure first;  /* the failure with the smallest divisor pattern */
} DivrefMagicStats;

/* Adds the check of one divisor pattern d (nonzero, N bits) to *st. */
void divref_magic_check_one(unsigned n, bool is_signed, uint64_t d, DivrefMagicStats *st);

/* Every divisor pattern in [first, last] (0 skipped); workers may split a
 * range and merge their stats.  false on a bad n or range (st untouched). */
bool divref_magic_sweep(unsigned n, bool is_signed, uint64_t first, uint64_t last, DivrefMagicStats *st);

/* The divisors divref_magic_sample(n, is_signed, seed, i) for i in
 * [first, first + count).  false on a bad n. */
bool divref_magic_sweep_sample(unsigned n, bool is_signed, uint64_t seed, uint64_t first, uint64_t count,
                               DivrefMagicStats *st);

/* into += from (counts; the failure with the smaller divisor kept). */
void divref_magic_stats_merge(DivrefMagicStats *into, const DivrefMagicStats *from);

/* One line describing st->first, e.g. "udiv i32 x / 1000: form mulhi
 * magic 0x10624dd2 shift 6: wrong: x = 1000: expected 1, got 0" (signed
 * values in decimal with their sign); "" without a failure. */
void divref_magic_failure_str(unsigned n, bool is_signed, const DivrefMagicStats *st, char *buf, size_t len);

/* ---- the seeded divisor sample */

/* Number of edge divisors at the front of the sample (independent of the
 * seed): 1..100000, powers of two and their neighbours (+-3), 2^(N-1) +- 64,
 * 2^N - 1 - (0..64), small odd numbers times powers of two, 2^j - 1 and
 * 2^(N-1) | (2^j - 1); signed: each also negated, and INT_MIN.  0 for a bad n. */
uint64_t divref_magic_edge_count(unsigned n, bool is_signed);

/* The index-th divisor (nonzero N-bit pattern) of the sample: an edge
 * divisor for index < divref_magic_edge_count, then seeded random ones of
 * every bit length (uniform, all-ones low bits, power of two +- small,
 * runs of ones; signed: either sign).  A pure function of its arguments,
 * so workers can split index ranges.  0 for a bad n. */
uint64_t divref_magic_sample(unsigned n, bool is_signed, uint64_t seed, uint64_t index);

#endif

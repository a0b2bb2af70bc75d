/* oracles/mathref/mathref.h -- the MPFR precision oracle of folded math
 * values: the correctly rounded result of a math function (core/sem's MPFR
 * model, the one the reference interpreter runs, so "correctly rounded"
 * means the value the interpreter computes for the unfolded call) and the
 * distance of a folded value from the exact mathematical result, in ULPs of
 * the format.
 *
 * Contract: no global state; a Mathref holds its MPFR variables and is used
 * by one thread.  MPFR's exponent range is left as the caller had it.
 */
#ifndef PASSCHECK_MATHREF_H
#define PASSCHECK_MATHREF_H

#include "ir.h"

#define MATHREF_DEFAULT_TOLERANCE 0.5  /* ulp: anything not correctly rounded */

typedef struct Mathref Mathref;

Mathref *mathref_new(IrCtx *c);   /* NULL when out of memory */
void mathref_free(Mathref *r);

typedef struct MathrefCheck {
  /* in */
  unsigned fn;          /* IrMathFn */
  unsigned w;           /* 32 or 64 */
  unsigned nargs;
  uint64_t args[3];     /* bit patterns (powi: args[1] is the i32 exponent) */
  uint64_t folded;      /* the value to judge */
  /* out */
  uint64_t cr;          /* the correctly rounded result (round to nearest even) */
  double ulp;           /* |folded - exact| / ulp(exact); 0 when folded is exact,
                           INFINITY when one is inf/NaN and the other is not */
} MathrefCheck;

/* Fills c->cr and c->ulp; false when fn has no MPFR model here. */
bool mathref_check(Mathref *r, MathrefCheck *c);

/* How binary32 results are judged before MPFR (mathref.c): LDOUBLE (the
 * default) by a long double evaluation, MPFR only near rounding boundaries
 * ("The float filter"); DOUBLE first by the host's double libm ("The double
 * filter": fast, but the same functions the folder's host evaluation uses,
 * so not for judging values decided from them), then as LDOUBLE; MPFR:
 * MPFR for everything. */
typedef enum MathrefFilter { MATHREF_FILTER_LDOUBLE, MATHREF_FILTER_DOUBLE, MATHREF_FILTER_MPFR } MathrefFilter;
void mathref_set_filter(Mathref *r, MathrefFilter f);
/* on = true: MATHREF_FILTER_MPFR; false: MATHREF_FILTER_LDOUBLE. */
void mathref_mpfr_only(Mathref *r, bool on);

/* The name of IrMathFn fn ("sin"; "?" when unknown). */
const char *mathref_fn_name(unsigned fn);

/* "sin(double 0x3FE0000000000000): folded 0x..., correctly rounded 0x...,
 * 0.72 ulp" into buf. */
void mathref_describe(const MathrefCheck *c, char *buf, size_t n);

#endif

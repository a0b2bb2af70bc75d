/* oracles/divref/divref_fp.h -- the reference of the FP division check:
 * the correctly rounded IEEE quotient of two binary32 or binary64 bit
 * patterns computed with MPFR (independent of core/sem's integer
 * division), and the hard operand classes of divcheck's fdiv check.
 *
 * Contract: pure functions of their arguments (MPFR's exponent range is
 * set for the call and restored); no global state of ours.
 */
#ifndef PASSCHECK_DIVREF_FP_H
#define PASSCHECK_DIVREF_FP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* RN(a / b) of width w (32 or 64) with subnormals; ftz: subnormal
 * operands read as zeros of their sign and a subnormal result (after
 * rounding) is a zero of its sign (div.rn.ftz.f32).  NaN results are the
 * default quiet NaN. */
uint64_t divref_fdiv_mpfr(unsigned w, uint64_t a, uint64_t b, bool ftz);

/* The operand classes (names for reports). */
typedef enum DivrefFpClass {
  DIVREF_FP_EDGE,       /* edge values x edge values (zeros, subnormals, min normal, 1, max, inf, NaN) */
  DIVREF_FP_MIDPOINT,   /* a/b within 3/(B 2^(p+1)) of a midpoint of the p-bit grid */
  DIVREF_FP_EXACT,      /* a/b within 3/(B 2^(p+1)) of a representable value */
  DIVREF_FP_POW2,       /* powers of two over all-ones mantissas (1/b just above a midpoint) */
  DIVREF_FP_SUBNORMAL,  /* quotients near midpoints of the subnormal grid, every subnormal precision */
  DIVREF_FP_OVERFLOW,   /* quotients near the overflow threshold and the smallest normal */
  DIVREF_FP_RANDOM,     /* random bit patterns */
  DIVREF_FP_NCLASSES
} DivrefFpClass;
const char *divref_fp_class_name(DivrefFpClass k);

/* The k-th hard pair of class cls (cls != EDGE, RANDOM: random bits),
 * width w, from generator state *s: *a, *b bit patterns.  False when the
 * draw gave no pair (rejected; call again). */
bool divref_fp_pair(unsigned w, DivrefFpClass cls, uint64_t *s, uint64_t *a, uint64_t *b);

/* The edge magnitudes of width w (sign bit clear); returns how many
 * (at most cap written). */
size_t divref_fp_edges(unsigned w, uint64_t *out, size_t cap);

#endif

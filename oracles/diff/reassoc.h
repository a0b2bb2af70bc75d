/* oracles/diff/reassoc.h -- the reassociation oracle: a differing FP value
 * that comes from a chain of `reassoc` fadd (or fmul) operations is
 * accepted when it lies within the forward error bound of evaluating the
 * same sum (product) of the same terms in some order, and is a finding
 * ("reassociation outside its error bound") when it does not or when the
 * terms differ.  Used by the differential oracle (check, fuzz, --external)
 * and by equiv.  The method is described in reassoc.c.
 *
 * Contract: no global state; never modifies the modules; the target result
 * given to reassoc_compare is patched while it runs and restored before it
 * returns.  Out of memory or anything the rule cannot decide leaves the
 * difference as it was (REASSOC_NA): never a weaker verdict.
 */
#ifndef PASSCHECK_REASSOC_H
#define PASSCHECK_REASSOC_H

#include "ir.h"
#include "interp/interp.h"

typedef enum ReassocVerdict {
  REASSOC_NA,   /* the rule does not apply (or no difference was explained) */
  REASSOC_OK,   /* every differing byte is a reassociated value within its bound */
  REASSOC_BAD   /* a reassociated value outside its bound, or with other terms */
} ReassocVerdict;

/* The two versions of one comparison and how they were run. */
typedef struct ReassocCtx {
  IrCtx *c;
  const IrModule *ms, *mt;   /* source and target modules */
  uint32_t fs, ft;           /* the function run in each */
  const InterpInput *in;     /* the input vector both ran on */
  InterpOpts opts;           /* the options of the runs (grid, math, budget) */
  uint32_t explained;        /* out: FP elements explained by reassociation */
  char why[700];             /* out, REASSOC_BAD: what is wrong (terms, exact value, bound) */
} ReassocCtx;

/* interp_compare(rs, rt, d) with reassociation explained: while the first
 * difference is an FP element written from a reassoc chain whose value
 * lies within its bound, that element is treated as equal and the next
 * difference is looked at.  Returns the verdict of what remains (d filled
 * as interp_compare does); *rv says REASSOC_BAD (d at the bad element,
 * x->why set), REASSOC_OK (every difference explained: INTERP_REFINES), or
 * REASSOC_NA.  Runs each version again with probes on the input (see
 * reassoc.c) for every element it examines. */
InterpVerdict reassoc_compare(ReassocCtx *x, const InterpResult *rs, InterpResult *rt, InterpDiff *d,
                              ReassocVerdict *rv);

/* The bound itself, for one value: whether `computed` (IEEE bits of width
 * w = 16, 32 or 64) can be the result of evaluating op (IR_FADD or IR_FMUL)
 * over the n terms in some order with round-to-nearest at every step:
 * sums |computed - S| <= gamma_(n-1) * sum |x_i|, products |computed - P|
 * <= gamma_(n-1) * |P|, gamma_k = k*u / (1 - k*u), S and P exact (MPFR);
 * infinities, NaNs and zeros as any order gives them (reassoc.c).  1 within,
 * 0 outside (why: the exact value, the error and the bound), -1 when
 * n > 64 or w is not an FP width. */
int reassoc_bound(IrOp op, unsigned w, const uint64_t *terms, uint32_t n, uint64_t computed, char *why,
                  size_t whyn);
/* The same where operations may flush subnormals (ftz: a function with
 * "denormal-fp-math" other than ieee): subnormal terms count as zero and
 * a sum's bound grows by (n-1) times the smallest normal number. */
int reassoc_bound_mode(IrOp op, unsigned w, const uint64_t *terms, uint32_t n, uint64_t computed, bool ftz,
                       char *why, size_t whyn);

#endif

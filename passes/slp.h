/* passes/slp.h -- the SLP vectorizer (passes/slp.c, seed 003) seen from
 * outside the registry: the pass with deliberate bugs, for its mutants
 * (passes/mutants_slp.c), so that the campaign's oracles can be shown to
 * find a vectorizer that moves memory operations without proof, reads
 * an outside use from the wrong lane or loses a lane of a reduction.
 *
 * Contract: pass_slp (pass.h) is slp_run with bugs == NULL.  No global
 * state; slp_run must run under pass_run's recovery point like any pass.
 */
#ifndef PASSCHECK_SLP_H
#define PASSCHECK_SLP_H

#include "pass.h"

typedef struct SlpBugs {
  bool ignore_alias;  /* accesses between a group member and the insertion
                         point never stop it (may-alias taken as disjoint) */
  bool lane_swap;     /* an outside use of lane l reads lane (l + 1) mod VF */
  bool rdx_drop_lane; /* the reduction tree's first step reads one lane
                         twice and drops its neighbour */
  bool swap_noncomm;  /* operand reordering swaps the operands of a
                         non-commutative operation too */
} SlpBugs;

IrStatus slp_run(PassCtx *pc, IrModule *m, const SlpBugs *bugs, bool *changed);

#endif

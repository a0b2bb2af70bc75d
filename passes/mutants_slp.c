/* passes/mutants_slp.c -- the SLP vectorizer's mutants (passes.def MUTANT
 * rows): the real pass (passes/slp.c) with one deliberate bug each, the
 * bug classes a vectorizer is known for.
 *
 * Contract: like every mutant (passes/mutants.c), a pass that is wrong on
 * purpose, found by a short default campaign (tests/golden/fuzz/mutants.ll).
 *   mutant-slp-alias      moves a group's stores and loads to the last
 *                         store without asking memory dependence: a store
 *                         crosses a may-aliasing load or store
 *   mutant-slp-lane-swap  an outside use of a vectorized scalar reads the
 *                         extract of the next lane
 *   mutant-slp-rdx-drop-lane  the horizontal reduction tree's first step
 *                         reads one lane twice and drops its neighbour
 *   mutant-slp-swap-noncomm  operand reordering (reorderInputsIfNecessary)
 *                         treats every operation as commutative: a lane of
 *                         a sub or shift bundle is taken with its operands
 *                         swapped (straight-line groups and store trees)
 */
#include "slp.h"

IrStatus pass_mutant_slp_alias(PassCtx *pc, IrModule *m, bool *changed) {
  const SlpBugs b = {.ignore_alias = true};
  return slp_run(pc, m, &b, changed);
}

IrStatus pass_mutant_slp_lane_swap(PassCtx *pc, IrModule *m, bool *changed) {
  const SlpBugs b = {.lane_swap = true};
  return slp_run(pc, m, &b, changed);
}

IrStatus pass_mutant_slp_rdx_drop_lane(PassCtx *pc, IrModule *m, bool *changed) {
  const SlpBugs b = {.rdx_drop_lane = true};
  return slp_run(pc, m, &b, changed);
}

IrStatus pass_mutant_slp_swap_noncomm(PassCtx *pc, IrModule *m, bool *changed) {
  const SlpBugs b = {.swap_noncomm = true};
  return slp_run(pc, m, &b, changed);
}

/* passes/mutants_div.c -- a deliberately wrong variant of lower-div's FP
 * division (the oracles' own test): mutant-fdiv-no-residual lowers every
 * correctly rounded FP division (fdiv float/double, div.rn.*, whatever
 * knob lower-fdiv-rn says) without the final residual correction, so the
 * quotient is only faithful: right for most operands, one ulp off when
 * a/b lies near a midpoint.  Integer division is lowered as by lower-div.
 */
#include "lowerdiv.h"

IrStatus pass_mutant_fdiv_no_residual(PassCtx *pc, IrModule *m, bool *changed) {
  LowerDivOpts o = {.fdiv_rn = true, .no_residual = true};
  return lowerdiv_lower(pc, m, &o, changed);
}

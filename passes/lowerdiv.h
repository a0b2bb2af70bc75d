/* passes/lowerdiv.h -- the division lowering pass (seed 000 "Integer
 * Division Lowering", "Division by Constant", "FP Division Strength
 * Reduction") seen from outside the pass registry: the pass with test
 * options, so that unit tests can build a deliberately broken template and
 * show that the oracles find it.
 *
 * Contract: pass_lowerdiv (pass.h) is lowerdiv_run with o == NULL (the
 * exact templates).  lowerdiv_run runs through the boundary of pass_run
 * (pass.h: errors name the pass, out of memory is IR_ENOMEM).  No global
 * state.
 */
#ifndef PASSCHECK_LOWERDIV_H
#define PASSCHECK_LOWERDIV_H

#include "pass.h"

typedef struct LowerDivOpts {
  /* Testing only: emit this many fewer correction steps than the
   * templates' exactness argument requires (0: the exact templates; 1 or
   * 2: wrong for some inputs, which the adversarial MUFU model exposes). */
  unsigned drop_corrections;
  /* Lower the correctly rounded FP divisions (fdiv float/double, div.rn.*)
   * as if knob lower-fdiv-rn were set. */
  bool fdiv_rn;
  /* Testing only (mutant-fdiv-no-residual): leave out the final residual
   * correction of the div.rn.f32 / div.rn.f64 templates (one ulp off for
   * quotients near a midpoint). */
  bool no_residual;
} LowerDivOpts;

IrStatus lowerdiv_run(PassCtx *pc, IrModule *m, const LowerDivOpts *o, bool *changed);
/* The same without the boundary: for a pass that is already inside
 * pass_run (a mutant of this pass). */
IrStatus lowerdiv_lower(PassCtx *pc, IrModule *m, const LowerDivOpts *o, bool *changed);

#endif

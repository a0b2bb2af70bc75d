/* passes/mutants_lsr.c -- the deliberately wrong variants of lsr (the
 * oracles' own tests, DESIGN.md "Checking the checkers"):
 *   mutant-lsr-sext-wrap: sext of an i32 recurrence {a,+,b} folded into the
 *   64-bit IV {sext a,+,sext b} without the no-signed-wrap proof SCEV asks
 *   for, so an i32 counter that wraps gets a 64-bit IV that does not.
 * Contract: as every pass (pass.h); wrong only on programs with such a
 * wrapping recurrence.
 */
#include "lsr.h"

IrStatus pass_mutant_lsr_sext_wrap(PassCtx *pc, IrModule *m, bool *changed) {
  return lsr_run(pc, m, changed, LSR_BUG_SEXT_WRAP);
}

/* passes/mutants_lsr.c -- the deliberately wrong variants of lsr (the
 * oracles' own tests, DESIGN.md "Checking the checkers"):
 *   mutant-lsr-sext-wrap: sext of an i32 recurrence {a,+,b} folded into the
 *   64-bit IV {sext a,+,sext b} without the no-signed-wrap proof SCEV asks
 *   for, so an i32 counter that wraps gets a 64-bit IV that does not.
 *   mutant-lsr-no-overflow-guard: phase 3's stride factor expansion of the
 *   exit test without its overflow guard (S * stride / S == stride, no
 *   INT64_MIN, S * loop_end within the IV's width), so the exit test moves
 *   onto an IV that comes back to its end value before the last iteration.
 * Contract: as every pass (pass.h); wrong only on programs with such a
 * wrapping recurrence, or with an IV whose stride times the trip count
 * wraps its width.
 */
#include "lsr.h"

IrStatus pass_mutant_lsr_sext_wrap(PassCtx *pc, IrModule *m, bool *changed) {
  return lsr_run(pc, m, changed, LSR_BUG_SEXT_WRAP);
}

IrStatus pass_mutant_lsr_no_overflow_guard(PassCtx *pc, IrModule *m, bool *changed) {
  return lsr_run(pc, m, changed, LSR_BUG_NO_OVERFLOW_GUARD);
}

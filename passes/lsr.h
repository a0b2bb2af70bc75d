/* passes/lsr.h -- the entry of the loop strength reduction pass (lsr.c) with
 * the switches its mutants (mutants_lsr.c) turn on.  Private to passes/:
 * oracles and generators reach lsr only through the registry (pass.h).
 *
 * Contract: lsr_run is pass_lsr with the given LSR_BUG_* bits; 0 is the
 * real pass.  Each bit reproduces one bug the seed warns about.
 */
#ifndef PASSCHECK_LSR_H
#define PASSCHECK_LSR_H

#include "pass.h"

enum {
  LSR_BUG_SEXT_WRAP = 1 << 0,  /* fold sext {a,+,b} to {sext a,+,sext b} without no-wrap proof */
  LSR_BUG_NO_OVERFLOW_GUARD = 1 << 1  /* phase 3 without S * stride / S == stride and the width check */
};

IrStatus lsr_run(PassCtx *pc, IrModule *m, bool *changed, unsigned bugs);

#endif

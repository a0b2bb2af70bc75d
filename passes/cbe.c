/* passes/cbe.c -- `cbe`: common base elimination (seed 002 "Relationship
 * with Common Base Elimination").
 *
 * Needs nothing; over the whole CFG, load/store addresses whose root is a
 * global (pointer-to-global bases, grouped by the global) and that differ
 * by constants get one anchor at the common dominator of their accesses
 * (a bare global base) or before the access dominating all others, and
 * become anchor + relative offset.  Same engine as BASR (addrgroup.c).
 * Knobs: the SCEV-CGP ones BASR reads (do-scev-cgp, scev-cgp-old-base,
 * ignore-bad-base, dump-base-address-strength-reduce, dword_4FBCAE0 for
 * negative offsets of bare globals); the BASR level does not apply.
 */
#include "addrgroup.h"

IrStatus pass_cbe(PassCtx *pc, IrModule *m, bool *changed) {
  AgOpts o;
  ag_opts_cbe(pc, &o);
  return ag_run(pc, m, &o, changed);
}

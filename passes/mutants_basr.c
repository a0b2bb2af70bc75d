/* passes/mutants_basr.c -- deliberately wrong variants of BASR and CBE
 * (the oracles' own tests): mutant-basr-keep-inbounds keeps inbounds on
 * the anchor and on every rewritten address whose original had it (the
 * anchor may lie outside its object where it is computed);
 * mutant-cbe-anchor-not-dominating puts CBE's anchor in the block of the
 * first access instead of the common dominator of all of them.
 */
#include "addrgroup.h"

IrStatus pass_mutant_basr_keep_inbounds(PassCtx *pc, IrModule *m, bool *changed) {
  AgOpts o;
  ag_opts_basr(pc, &o);
  o.level = 1;
  o.bug_keep_inbounds = true;
  return ag_run(pc, m, &o, changed);
}

IrStatus pass_mutant_cbe_anchor_not_dominating(PassCtx *pc, IrModule *m, bool *changed) {
  AgOpts o;
  ag_opts_cbe(pc, &o);
  o.bug_anchor_first_use = true;
  return ag_run(pc, m, &o, changed);
}

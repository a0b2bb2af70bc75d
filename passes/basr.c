/* passes/basr.c -- `basr`: base address strength reduction (seed 002).
 *
 * Needs nothing (builds CFG, dominators, loops and SCEV itself); changes
 * load/store addresses inside loops: addresses with one base that differ
 * by constants (per innermost loop) get one anchor, the minimum-offset
 * address, and become anchor + relative offset; dead address chains are
 * deleted.  The six phases and the inbounds rules are in addrgroup.c.
 *
 * Knobs: do-base-address-strength-reduce (0 off; 1 unconditional; 2, the
 * default, adds the conditions: relative offsets fit 32 bits unless
 * ignore-32-bit-overflow, and, for variable parts that read a thread
 * index, |offset| + scev-cgp-tid-max-value fits signed 32 bits unless
 * ignore-signed-32-bit-overflow (the two checks never shadow each other:
 * a base without a thread index has only the first), at most
 * base-address-strength-reduce-iv-limit IV-based groups per loop, none in
 * a loop whose constant trip count exceeds base-address-strength-reduce-
 * max-iv, and some address computation must die); -chain (also rewrite
 * addresses computed from another address of their group); dump-... (one
 * remark per group and per rewritten address); dword_4FBCAE0 > 1 (groups
 * with negative offsets, loop-invariant bases only, hoisted); do-scev-cgp
 * (0: syntactic decomposition, constant GEPs only); scev-cgp-old-base (0:
 * always a new anchor instruction); ignore-bad-base (also bases rooted at
 * constants); topo-sort-begin (0: groups taken last-first, which matters
 * when iv-limit cuts); special-reassociate-for-threadid (no hoisting of
 * thread-index-dependent bases).
 *
 * Deviations: the anchor is not hoisted when it depends on the IV (it
 * cannot be); the seed's "offsets wider than 64 bits" appear here only as
 * relative offsets (differences, computed in 128 bits) since addresses
 * are at most 64-bit; anchors never keep inbounds unless provable.
 */
#include "addrgroup.h"

IrStatus pass_basr(PassCtx *pc, IrModule *m, bool *changed) {
  AgOpts o;
  ag_opts_basr(pc, &o);
  return ag_run(pc, m, &o, changed);
}

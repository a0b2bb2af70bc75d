/* passes/addrgroup.h -- the address-grouping engine of BASR and CBE (seed
 * 002): memory accesses whose addresses differ only by constants are
 * grouped, the minimum-offset address becomes the anchor, and every other
 * address is rewritten as anchor + relative offset (addrgroup.c).
 *
 * Contract: ag_run transforms every function of m in place, meaning-
 * preserving; it is called from a pass (under pass_run's recovery point)
 * and takes its memory from pass_scratch.  AgOpts says which pass asks and
 * carries the knob values (basr.c and cbe.c fill it).
 */
#ifndef PASSCHECK_ADDRGROUP_H
#define PASSCHECK_ADDRGROUP_H

#include "pass.h"

typedef struct AgOpts {
  bool loop_scope;       /* BASR: groups per innermost loop; CBE: per function, global bases */
  bool use_scev;         /* do-scev-cgp */
  int level;             /* do-base-address-strength-reduce: 1 unconditional, 2 conditions */
  bool chain;            /* do-base-address-strength-reduce-chain */
  bool dump;             /* dump-base-address-strength-reduce */
  int64_t iv_limit;      /* base-address-strength-reduce-iv-limit */
  int64_t max_iv;        /* base-address-strength-reduce-max-iv */
  int64_t neg;           /* dword_4FBCAE0 */
  bool old_base;         /* scev-cgp-old-base */
  bool ignore_bad_base, ignore_32, ignore_s32, topo_begin, special_tid;
  int64_t tid_max;       /* scev-cgp-tid-max-value */
  /* deliberate bugs (passes/mutants_basr.c) */
  bool bug_keep_inbounds;    /* anchor and rewritten addresses keep inbounds regardless */
  bool bug_anchor_first_use; /* the anchor goes to the first use's block, not the common dominator */
} AgOpts;

/* The options of BASR / CBE from the knobs of pc. */
void ag_opts_basr(const PassCtx *pc, AgOpts *o);
void ag_opts_cbe(const PassCtx *pc, AgOpts *o);

IrStatus ag_run(PassCtx *pc, IrModule *m, const AgOpts *o, bool *changed);

#endif

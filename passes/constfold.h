/* passes/constfold.h -- the constant folder of math calls and intrinsics
 * (seed 004) seen from outside the pass registry, for tools and tests only
 * (oracles reach it through its PassInfo, pass.h "Hooks"): the pass with
 * hooks (constfold_explain, its explain hook, watches and replaces every
 * value the host math library produced through them), and the host
 * evaluator on its own (mathcheck, unit tests).
 *
 * Contract: pass_constfold (pass.h) is constfold_run with no hooks.  No
 * global state; the FP environment and errno of the caller are restored.
 */
#ifndef PASSCHECK_CONSTFOLD_H
#define PASSCHECK_CONSTFOLD_H

#include "pass.h"
#include "sem/sem.h"

/* One value computed by the host math library (not the exact operations). */
typedef struct CfFold {
  const IrFunc *f;
  IrId inst;             /* the call */
  const char *callee;    /* its name */
  unsigned fn;           /* IrMathFn */
  unsigned w;            /* 32 or 64 */
  unsigned nargs;
  uint64_t args[3];      /* bit patterns (powi: args[1] is the i32) */
  uint64_t folded;       /* the host's result, bits of width w */
} CfFold;

typedef struct CfHooks {
  /* Called for every host-evaluated fold before it is applied; may
   * replace *bits (the value the call is replaced by). */
  void (*on_host_fold)(void *ud, const CfFold *fo, uint64_t *bits);
  void *ud;
} CfHooks;

/* How the pass folds a call of a known callee (passes/constfold.c). */
typedef enum CfClass {
  CF_NO,      /* not foldable */
  CF_HOST,    /* LLVM math intrinsic evaluated by the host libm */
  CF_EXACT,   /* exactly defined: evaluated by sem_intrin */
  CF_NAME     /* math library name: constfold_name_match, then the host */
} CfClass;

/* The class of an llvm.* or llvm.nvvm.* intrinsic: the seed's tables
 * (CF_NO for everything else).  test_constfold checks them against
 * core/intrinsics.def (pure, speculatable, a math function for CF_HOST). */
CfClass constfold_intrin_class(IrIntrin id);

IrStatus constfold_run(PassCtx *pc, IrModule *m, bool *changed, const CfHooks *h);

/* The host evaluator of the pass for math function fn (IrMathFn) at width
 * w (16, 32, 64) with the pass's guards: true and *out on a fold, false and
 * *why (a static string) when the pass refuses. */
bool constfold_eval_math(unsigned fn, unsigned w, const uint64_t *args, uint64_t *out, const char **why);
/* The same with knob fold-math-exact: the same guards (the same calls are
 * folded or refused), but a host-evaluated value is replaced by MPFR's
 * correctly rounded one (sem_math under env, which must use SEM_MATH_MPFR). */
bool constfold_eval_math_exact(SemEnv *env, unsigned fn, unsigned w, const uint64_t *args, uint64_t *out,
                               const char **why);

/* The seed's name matcher: plain C, glibc __*_finite and C++ mangled math
 * names.  True with the IrMathFn, arity and width (32 'f' / 64 'd') when
 * name[0..len) is one of the recognized names. */
bool constfold_name_match(const char *name, size_t len, unsigned *fn, unsigned *arity, unsigned *w);

/* passes/negator.c: sinks the negation of every integer `sub A, B` of f
 * into B where that costs no instruction (knobs instcombine-negator-enabled
 * and instcombine-negator-max-depth); true when f changed. */
bool negator_run(PassCtx *pc, IrModule *m, IrFunc *f);

#endif

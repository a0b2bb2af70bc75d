/* passes/pass.h -- the pass framework: one signature for every pass, the
 * registry by name, LLVM-style pipeline strings, knobs and remarks.
 *
 * Contract: a pass transforms one module in place, reads its knobs from the
 * PassCtx, sets *changed, and returns IR_OK or an error status with a
 * message in the IrCtx (never exit/abort).  It may leave the module
 * verifier-unclean only by being wrong: pipeline_run verifies after every
 * pass when asked.  Out of memory is never the pass's to handle: the IR
 * builders jump to the recovery point set around every pass (pass_run
 * below, also each step of pipeline_run), which turns it into IR_ENOMEM
 * "in pass 'x': out of memory".  Nothing here knows about oracles or
 * generators; what an oracle needs of a pass is a hook of its PassInfo
 * ("Hooks" below).
 */
#ifndef PASSCHECK_PASS_H
#define PASSCHECK_PASS_H

#include <stdio.h>

#include "ir.h"

/* ------------------------------------------------------------------ */
/* Knobs: one X-macro table, passes/knobs.def:
 *   KNOB(ID, "seed-name", type, default, min, max, "pass", "seed section", "help")
 * The value of every knob is an int64 (bools are 0/1, enums are their
 * index); KNOB_<ID> indexes PassCtx.knob. */

typedef enum KnobType { KNOB_BOOL, KNOB_INT, KNOB_ENUM } KnobType;
typedef struct Pipeline Pipeline;

typedef enum KnobId {
#define KNOB(id, name, type, def, lo, hi, pass, section, help) KNOB_##id,
#include "knobs.def"
#undef KNOB
  KNOB__COUNT
} KnobId;

typedef struct KnobInfo {
  const char *name;     /* the seed's name, e.g. "lsr-max-formulae" */
  KnobType type;
  int64_t def, lo, hi;  /* default and inclusive range */
  const char *pass;     /* the pass that reads it */
  const char *section;  /* where the seed names it ("001 §3.2 ...") */
  const char *help;
} KnobInfo;

const KnobInfo *knob_info(KnobId k);
KnobId knob_lookup(const char *name, size_t len);   /* KNOB__COUNT if unknown */
void knobs_default(int64_t *vals);                  /* vals[KNOB__COUNT] */
/* Parses "name=value" (bools: 0/1/true/false) into vals; IR_EUSER with a
 * message naming the knob and the allowed range when it does not fit. */
IrStatus knob_set(IrCtx *c, int64_t *vals, const char *assign);
/* Picks a value for every knob of a pass of p at random (biased to the
 * default and the range ends), deterministic in seed: fuzz mode.  Every
 * other knob keeps its default: nothing would read it, and a finding lists
 * only knobs that differ from their defaults.  Knobs for which
 * knob_changes_meaning holds keep their defaults too.  A knob's draw does
 * not depend on p (adding a pass to p changes only that pass's knobs). */
void knobs_random(int64_t *vals, const Pipeline *p, uint64_t seed);
/* Resets every knob whose pass (KnobInfo.pass) is not in p to its default:
 * the settings a run of p depends on (findings record those). */
void knobs_restrict(int64_t *vals, const Pipeline *p);
/* The knob asks a pass to change the program's meaning (use_fast_math:
 * fdiv by MUFU.RCP + FMUL), so the differential oracle would report every
 * use; fuzzing (campaigns, the fuzz_pass_* targets) keeps its default. */
bool knob_changes_meaning(KnobId k);
/* The knob is one of the seeds' (its section names a seed), not one of
 * passcheck's own such as fold-math-exact; knobs_random keeps the others
 * at their defaults. */
bool knob_from_seeds(KnobId k);
/* Writes the knobs that differ from their defaults as "a=1 b=2" (empty when
 * none) into buf; returns the length it needed. */
size_t knobs_format(const int64_t *vals, char *buf, size_t n);

/* ------------------------------------------------------------------ */
/* Rule statistics: passes/stats.def lists the rewrite rules whose fire
 * rate a campaign measures (STAT(ID, "pass", "rule", "what")).  A pass
 * calls pass_stat(pc, PASS_STAT_<ID>) when the rule rewrites something; the
 * bit stays set in pc->fired until the caller clears it, so a caller that
 * clears it before a run learns which rules fired in that run (the
 * differential oracle does, per step; a campaign counts each rule once per
 * program: "rule: fired in N of M programs"). */

typedef enum PassStatId {
#define STAT(id, pass, rule, what) PASS_STAT_##id,
#include "stats.def"
#undef STAT
  PASS_STAT__COUNT
} PassStatId;

#define PASS_STAT_WORDS ((PASS_STAT__COUNT + 63) / 64)

typedef struct PassStatInfo {
  const char *pass;     /* the pass that counts it: "peephole" */
  const char *name;     /* "peephole.rotate" */
  const char *what;
} PassStatInfo;

const PassStatInfo *pass_stat_info(PassStatId id);

/* ------------------------------------------------------------------ */
/* Passes */

typedef struct PassCtx {
  IrCtx *ir;
  int64_t knob[KNOB__COUNT];
  FILE *remarks;      /* NULL: remarks off; else one line per remark */
  const char *pass;   /* name of the pass running (set by pass_run) */
  const void *ud;     /* data for the pass from its caller (the replay of an
                         external tool's output, oracles/external; lower-div's
                         test options, passes/lowerdiv.h); NULL */
  struct PassScratch **scratch; /* pass_scratch's blocks (set by pass_run; NULL outside) */
  uint64_t fired[PASS_STAT_WORDS]; /* rules that fired (pass_stat); cleared by the caller */
} PassCtx;

/* A pass.  Called only through pass_run (pipeline_run, pass_explain), the
 * recovery point of the IR builders: when one of them runs out of memory
 * the pass is abandoned where it stands and pass_run returns IR_ENOMEM.
 * Then m may be half-changed (an instruction half-built, a use list
 * half-updated): the caller may only free it (ir_module_free), not print,
 * verify, interpret or run another pass on it.  Callers that need the
 * module afterwards run the pass on a clone (the oracles do).  A pass
 * holding memory of its own across IR-building calls takes it from
 * pass_scratch, which is freed however the pass ends. */
typedef IrStatus (*PassFn)(PassCtx *pc, IrModule *m, bool *changed);

/* ------------------------------------------------------------------ */
/* Hooks: what an oracle needs of a pass.
 *
 * The rule.  oracles/, generators/ and fuzzers/ reach passes through this
 * header (and passes.def, the registry's table) only: a pipeline (pass
 * names as data, parsed by the registry) and the hooks below, found on the
 * PassInfo of a pipeline step or by walking pass_table for the pass that
 * has one.  They never include a pass's own
 * header (passes/<pass>.h), call a pass's functions or compare entry
 * points.  tools/ and tests may include a pass's header for what only
 * that pass offers (mathcheck sweeps constfold's host evaluator).  A hook's
 * types are declared here, its code lives at the end of its pass's file,
 * and the pass's row in passes.def names it. */

/* A value a pass computed with an inexact host function (the math
 * library) instead of the reference semantics. */
typedef struct PassHostValue {
  unsigned fn;           /* IrMathFn */
  unsigned w;            /* width in bits: 32 or 64 */
  unsigned nargs;
  uint64_t args[3];      /* bit patterns (powi: args[1] is the i32) */
  uint64_t bits;         /* the host's result, w bits */
} PassHostValue;

/* Called for every such value before the pass uses it; may replace *bits. */
typedef void (*PassValueFn)(void *ud, const PassHostValue *v, uint64_t *bits);

/* explain: "explain this value difference as a folded value's rounding".
 * Runs the pass over m (a clone of the step's input, the caller's) exactly
 * as run would, except that every host-computed value goes through fix
 * first.  The differential oracle's fix measures each value against the
 * correctly rounded one and substitutes it: when the corrected output does
 * not show the difference, it was the rounding of those values.  Called
 * through pass_explain (the same boundary as run). */
typedef IrStatus (*PassExplainFn)(PassCtx *pc, IrModule *m, PassValueFn fix, void *ud, bool *changed);

/* div: the pass lowers integer division (oracles/divref checks it, with
 * this pass as its default pipeline).  Its division-by-constant forms:
 * choose_* picks the DivMagic for a divisor, eval_* computes a form on the
 * host exactly as the pass's IR does; the forms and the functions'
 * contracts are those of passes/divmagic.h (divmagic_u, divmagic_s,
 * divmagic_eval_u, divmagic_eval_s). */
typedef enum DmForm { DM_POW2, DM_MULHI, DM_MULHI_ADD, DM_GE } DmForm;

typedef struct DivMagic {
  DmForm form;
  uint64_t magic;   /* M, N bits (signed forms: two's complement in the low N bits) */
  unsigned shift;   /* s or k (passes/divmagic.h) */
  bool neg;         /* signed DM_POW2: negate the result */
} DivMagic;

typedef struct PassDivHooks {
  bool (*choose_u)(unsigned n, uint64_t d, DivMagic *out);
  bool (*choose_s)(unsigned n, int64_t d, DivMagic *out);
  uint64_t (*eval_u)(unsigned n, const DivMagic *dm, uint64_t x, uint64_t d);
  int64_t (*eval_s)(unsigned n, const DivMagic *dm, int64_t x, int64_t d);
} PassDivHooks;

/* ------------------------------------------------------------------ */
/* The registry */

enum { PASS_MUTANT = 1,     /* deliberately wrong: never in a default pipeline */
       PASS_UTILITY = 2 };  /* a real pass run only when named (passes.def UTILITY) */

typedef struct PassInfo {
  const char *name;     /* "constfold", "mutant-drop-store", ... */
  PassFn run;
  unsigned flags;
  const char *summary;  /* one line for `passcheck opt --help` */
  /* hooks (NULL when the pass has none) */
  PassExplainFn explain;
  const PassDivHooks *div;
} PassInfo;

/* The entry points, one per row of passes/passes.def (the registry):
 * pass_<id> for a real pass (passes/<name>.c), pass_mutant_<id> for a
 * mutant (passes/mutants.c). */
#define PASS(id, name, hooks, summary) IrStatus pass_##id(PassCtx *pc, IrModule *m, bool *changed);
#define UTILITY(id, name, summary) IrStatus pass_##id(PassCtx *pc, IrModule *m, bool *changed);
#define MUTANT(id, name, summary) IrStatus pass_mutant_##id(PassCtx *pc, IrModule *m, bool *changed);
#include "passes.def"
/* The hooks passes.def names (at the end of each pass's file). */
IrStatus constfold_explain(PassCtx *pc, IrModule *m, PassValueFn fix, void *ud, bool *changed);
extern const PassDivHooks lowerdiv_div_hooks;

/* Initialises pc with default knobs and remarks off. */
void pass_ctx_init(PassCtx *pc, IrCtx *c);
/* n bytes of zeroed memory owned by the running pass: freed when pass_run
 * returns, also when an allocation failure abandoned the pass, so memory
 * held across IR-building calls never leaks.  fini (may be NULL) is called
 * with the block first, for an object that holds memory of its own (an
 * evaluation environment: a wrapper of ev_env_free).  NULL (IR_ENOMEM
 * recorded in pc->ir) when out of memory or outside pass_run. */
void *pass_scratch(PassCtx *pc, size_t n, void (*fini)(void *block));
/* Runs pi over m under the recovery point, without verification:
 * IR_OK, the pass's error or IR_ENOMEM ("in pass 'x': ..."); after
 * IR_ENOMEM m may only be freed (PassFn).  pipeline_run is this per step. */
IrStatus pass_run(PassCtx *pc, const PassInfo *pi, IrModule *m, bool *changed);
/* The same for pi's explain hook (pi must have one). */
IrStatus pass_explain(PassCtx *pc, const PassInfo *pi, IrModule *m, PassValueFn fix, void *ud, bool *changed);
const PassInfo *pass_lookup(const char *name, size_t len);  /* NULL if unknown */
const PassInfo *pass_table(size_t *n);                       /* every pass, mutants last */
/* Records that rule id fired (a bit of pc->fired; cheap: call it per rewrite). */
static inline void pass_stat(PassCtx *pc, PassStatId id) { pc->fired[id / 64] |= (uint64_t)1 << (id % 64); }
/* Emits a remark "<pass>: <func>: <message>" when remarks are on; messages
 * use the seeds' diagnostic strings. */
void pass_remark(PassCtx *pc, const IrModule *m, const IrFunc *f, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* ------------------------------------------------------------------ */
/* Pipelines: "constfold,lsr,basr" (also accepted: a leading "-passes=" or
 * "passes=", spaces around commas, and "default" for the default pipeline). */

#define PIPELINE_MAX 64

struct Pipeline {
  uint32_t n;
  const PassInfo *pass[PIPELINE_MAX];
};
/* Whether the pass named name is a step of p. */
bool pipeline_has(const Pipeline *p, const char *name);

/* The default pipeline: every registered non-mutant pass in pipeline order. */
const char *pipeline_default(void);
/* Parses s; IR_EUSER "pipeline:1:COL: error: unknown pass 'x'" etc. */
IrStatus pipeline_parse(IrCtx *c, const char *s, Pipeline *p);
/* Writes the pipeline back as "a,b,c". */
void pipeline_format(const Pipeline *p, char *buf, size_t n);
/* The registered pass name nearest to name[0..len) by edit distance, or
 * NULL when none is close ("did you mean" in error messages). */
const char *pass_suggest(const char *name, size_t len);
/* Case-insensitive Levenshtein distance of two names (passes/knobs.c);
 * names longer than 63 bytes are far from everything. */
unsigned pass_edit_distance(const char *a, size_t n, const char *b, size_t m);

/* Called after every pass that succeeded (and, when asked, verified):
 * oracles snapshot/compare here; a nonzero return stops the pipeline and is
 * returned by pipeline_run (cast to IrStatus). */
typedef int (*PipelineHook)(void *ud, uint32_t step, const PassInfo *pi, IrModule *m,
                            bool changed);

typedef struct PipelineRun {
  bool verify;          /* verify after every pass (check and fuzz modes) */
  PipelineHook hook;    /* may be NULL */
  void *ud;
  uint32_t failed_step; /* on error: the pass that failed (index); IR_NIL when none */
  bool verifier_failed; /* on error: the verifier rejected the pass's output */
} PipelineRun;

/* Runs p over m.  Returns IR_OK, the first pass error (message: "in pass
 * 'x': ..."; IR_ENOMEM when the pass ran out of memory, and then m may
 * only be freed: PassFn), IR_EUSER for a verifier failure after a pass
 * (message: "after pass 'x': ..."), or the hook's nonzero value.  r may be
 * NULL (no verification, no hook).  pc->pass names the running pass. */
IrStatus pipeline_run(PassCtx *pc, const Pipeline *p, IrModule *m, PipelineRun *r);

#endif

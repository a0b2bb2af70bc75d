/* passes/pass.h -- the pass framework: one signature for every pass, the
 * registry by name, LLVM-style pipeline strings, knobs and remarks.
 *
 * Contract: a pass transforms one module in place, reads its knobs from the
 * PassCtx, sets *changed, and returns IR_OK or an error status with a
 * message in the IrCtx (never exit/abort).  It may leave the module
 * verifier-unclean only by being wrong: pipeline_run verifies after every
 * pass when asked.  Nothing here knows about oracles or generators.
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
/* Picks a value for every knob at random (biased to the default and the
 * range ends), deterministic in seed: fuzz mode.  Knobs for which
 * knob_changes_meaning holds keep their defaults. */
void knobs_random(int64_t *vals, uint64_t seed);
/* The knob asks a pass to change the program's meaning (use_fast_math:
 * fdiv by MUFU.RCP + FMUL), so the differential oracle would report every
 * use; fuzzing (campaigns, the fuzz_pass_* targets) keeps its default. */
bool knob_changes_meaning(KnobId k);
/* Writes the knobs that differ from their defaults as "a=1 b=2" (empty when
 * none) into buf; returns the length it needed. */
size_t knobs_format(const int64_t *vals, char *buf, size_t n);

/* ------------------------------------------------------------------ */
/* Passes */

typedef struct PassCtx {
  IrCtx *ir;
  int64_t knob[KNOB__COUNT];
  FILE *remarks;      /* NULL: remarks off; else one line per remark */
  const char *pass;   /* name of the pass running (set by pipeline_run) */
  const void *ud;     /* data of a pass defined outside passes/ (the replay of an
                         external tool's output, oracles/external); NULL */
} PassCtx;

typedef IrStatus (*PassFn)(PassCtx *pc, IrModule *m, bool *changed);

enum { PASS_MUTANT = 1,     /* deliberately wrong: never in a default pipeline */
       PASS_UTILITY = 2 };  /* a real pass run only when named (passes.def UTILITY) */

typedef struct PassInfo {
  const char *name;     /* "constfold", "mutant-drop-store", ... */
  PassFn run;
  unsigned flags;
  const char *summary;  /* one line for `passcheck opt --help` */
} PassInfo;

/* The entry points, one per row of passes/passes.def (the registry):
 * pass_<id> for a real pass (passes/<name>.c), pass_mutant_<id> for a
 * mutant (passes/mutants.c). */
#define PASS(id, name, summary) IrStatus pass_##id(PassCtx *pc, IrModule *m, bool *changed);
#define UTILITY(id, name, summary) IrStatus pass_##id(PassCtx *pc, IrModule *m, bool *changed);
#define MUTANT(id, name, summary) IrStatus pass_mutant_##id(PassCtx *pc, IrModule *m, bool *changed);
#include "passes.def"

/* Initialises pc with default knobs and remarks off. */
void pass_ctx_init(PassCtx *pc, IrCtx *c);
const PassInfo *pass_lookup(const char *name, size_t len);  /* NULL if unknown */
const PassInfo *pass_table(size_t *n);                       /* every pass, mutants last */
/* Emits a remark "<pass>: <func>: <message>" when remarks are on; messages
 * use the seeds' diagnostic strings. */
void pass_remark(PassCtx *pc, const IrModule *m, const IrFunc *f, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* ------------------------------------------------------------------ */
/* Pipelines: "constfold,lsr,basr" (also accepted: a leading "-passes=" or
 * "passes=", spaces around commas, and "default" for the default pipeline). */

#define PIPELINE_MAX 64

typedef struct Pipeline {
  uint32_t n;
  const PassInfo *pass[PIPELINE_MAX];
} Pipeline;

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
 * 'x': ..."), IR_EUSER for a verifier failure after a pass (message:
 * "after pass 'x': ..."), or the hook's nonzero value.  r may be NULL (no
 * verification, no hook).  pc->pass names the running pass. */
IrStatus pipeline_run(PassCtx *pc, const Pipeline *p, IrModule *m, PipelineRun *r);

#endif

/* oracles/diff/diff.h -- the per-pass differential oracle: runs a pipeline
 * one pass at a time over a module, keeps the version before every pass,
 * runs both versions of the kernel in the reference interpreter on a set
 * of input vectors and classifies what the pass did (DESIGN.md "Oracles
 * and outcomes"); the first failing (pass, input) is the finding.
 *
 * Contract: diff_run never exits or aborts; user errors (no such function,
 * bad input vector) come back as IR_EUSER with a message in the IrCtx.
 * Crashes of a pass are survived only with DiffOpts.isolate (a child
 * process runs the passes: forked per run, or a DiffWorker kept across
 * runs).  No global state: one thread may run diff_run while others do
 * (each with its own IrCtx and worker).  Everything the finding needs to be
 * written to disk and replayed is in DiffFinding (reports/findings.h).
 *
 * Example:
 *   DiffOpts o;  diff_opts_default(&o);  o.ninputs = 8;
 *   DiffResult r;
 *   if (diff_run(c, m, fidx, &pipeline, &pc, &o, &r) == IR_OK && r.outcome != DIFF_OK)
 *     findings_write(c, "out", &r.finding, &w);
 *   diff_result_free(&r);
 */
#ifndef PASSCHECK_DIFF_H
#define PASSCHECK_DIFF_H

#include "ir.h"
#include "interp/interp.h"
#include "../../passes/pass.h"

/* ------------------------------------------------------------------ */
/* Outcomes                                                             */

typedef enum DiffOutcome {
  DIFF_OK,                 /* every input refines */
  DIFF_MISMATCH,           /* observable bytes / return value differ, or more poison */
  DIFF_UB_INTRODUCED,      /* the target has UB (or traps) where the source was defined */
  DIFF_CRASH,              /* the pass failed, crashed, hung, or the verifier rejected its output */
  DIFF_TIMEOUT_INTRODUCED, /* the target runs out of steps where the source finished */
  DIFF_PRECISION,          /* a mismatch explained by folded math values further than
                              DiffOpts.ulp_tolerance from the exact result (oracles/mathref) */
  DIFF_INVALID_TEST,       /* the source itself is UB / times out on every input, or cannot run */
  DIFF_NOUTCOMES
} DiffOutcome;

/* "ok", "mismatch", "ub-introduced", "crash", "timeout-introduced",
 * "precision", "invalid-test". */
const char *diff_outcome_name(DiffOutcome o);
/* The outcome named s; false when s names none. */
bool diff_outcome_parse(const char *s, DiffOutcome *o);

/* ------------------------------------------------------------------ */
/* Options                                                              */

enum { DIFF_NEDGES = 4 };  /* edge-value vectors added to the generated ones */

/* A pass-runner process kept across diff_run calls (isolate mode): forked
 * once, fed one module per run, forked again only after it died.  Saves
 * the fork of every run (about 1 ms on some virtual machines).  Every pass
 * of a pipeline run through it must be registered or have static storage
 * (the worker is a fork of this program and finds passes by name, else by
 * address).  One worker serves one thread. */
typedef struct DiffWorker DiffWorker;
DiffWorker *diff_worker_new(void);     /* NULL when out of memory; forks lazily */
void diff_worker_free(DiffWorker *w);  /* kills and reaps its process */
uint32_t diff_worker_spawns(const DiffWorker *w);  /* processes it has forked */

typedef struct DiffOpts {
  InterpOpts interp;        /* grid, math, approx; step_budget of the source (0: default) */
  InterpGenOpts gen;        /* sizes of generated buffers */
  uint32_t ninputs;         /* generated input vectors (default 16) */
  uint64_t input_seed;      /* input i is generated from a seed derived from this and i */
  bool edges;               /* add the DIFF_NEDGES edge-value vectors (default on) */
  bool alias;               /* one generated vector in four runs with two pointer parameters
                               aliased (interp_alias_pick; default on) */
  const InterpInput *input; /* non-NULL: run exactly this vector (replay); ninputs/edges ignored */
  bool isolate;             /* run the passes in a child process (default on) */
  DiffWorker *worker;       /* isolate: through this worker; NULL: fork per run */
  uint32_t pass_timeout_s;  /* isolate: a pass running longer is a crash (SIGALRM); default 10 */
  bool always_run;          /* interpret even after a pass that changed nothing (default off) */
  bool verify;              /* verify after every pass (default on) */
  uint32_t tgt_budget_factor; /* targets run with this many times the source budget (default 4) */
  uint64_t program_seed;    /* recorded in the finding only (fuzz mode); has_program_seed */
  bool has_program_seed;
  double ulp_tolerance;     /* precision outcome: see diff.c "Precision" (default 0.5 ulp) */
  bool denormal_choice;     /* a function with "denormal-fp-math" may flush subnormals or
                               not (LangRef): a difference that the other choice explains
                               is no finding (see diff.c "Denormals"); default off: passcheck's
                               own passes must keep the flushing of PTX's .ftz exactly */
  bool fmf_no_verdict;      /* a differing value the reassociation rule cannot judge, computed
                               through a value-changing fast-math operation, gives its input no
                               verdict (diff.c fmf_unjudged; default on; extcheck turns it off
                               and makes such a check unsupported as a whole) */
} DiffOpts;

void diff_opts_default(DiffOpts *o);

/* ------------------------------------------------------------------ */
/* Findings                                                             */

#define DIFF_KEYLEN 256

typedef struct DiffFinding {
  DiffOutcome outcome;
  int32_t step;              /* pipeline index of the pass; -1 for invalid-test */
  char pass[64];             /* its name ("" for invalid-test) */
  char pipeline[1024];       /* the whole pipeline, "a,b,c" */
  char repro_pipeline[1024]; /* up to and including the pass */
  char knobs[1024];          /* knobs_format: the non-default knobs of the repro pipeline's
                                passes, "a=1 b=2" */
  char func[160];            /* the kernel, "@name" */
  char *program;             /* the module given to diff_run, printed (malloc) */
  char *before, *after;      /* the module before / after the pass, printed (malloc; NULL if none) */
  char *input;               /* the input vector as .input text, options included (malloc; NULL if none) */
  int32_t input_index;       /* its index in the input set, -1 when none */
  uint64_t input_seed;       /* the seed it was generated from */
  bool input_edge;           /* it is an edge-value vector */
  char input_alias[160];     /* its aliasing: "%q points into %p's buffer, 4 bytes in" ("" when none) */
  char expected[320];        /* the source's behaviour: "ok" or "ub: <reason>" ... */
  char actual[320];          /* the target's */
  char actual_at[512];       /* where the target stopped (ub/trap/timeout): "@f: <inst>" */
  bool has_diff;             /* the fields below describe the first differing byte */
  char diff_where[192];      /* "return value", "parameter 0 %out", "@g" */
  int32_t diff_buf;          /* InterpResult.bufs index, -1 for the return value */
  uint32_t diff_offset;      /* byte offset in it */
  uint8_t src_byte, tgt_byte;
  bool tgt_poison;           /* the target's byte is poison (more poison) */
  char diff_type[64];        /* the element type around the byte when known, e.g. "i32" */
  char diff_src_val[96], diff_tgt_val[96]; /* that element's values ("" when unknown) */
  char writer[512];          /* the target instruction that last wrote the byte, printed */
  char writer_func[160];     /* its function, "@name" */
  char *detail;              /* crash: error / signal / stderr tail; invalid-test: why (malloc) */
  char sigkey[DIFF_KEYLEN];  /* "pass|outcome|kind": what the signature hashes */
  char sig[17];              /* 12 hex digits of the FNV-1a hash of sigkey */
  bool has_program_seed;
  uint64_t program_seed;
  char external[1024];       /* the pass is an outside tool: its exact command ("" otherwise) */
  char tool_version[160];    /* and its version line */
} DiffFinding;

void diff_finding_free(DiffFinding *f);
/* Fills f->sig from f->sigkey. */
void diff_finding_sign(DiffFinding *f);

/* ------------------------------------------------------------------ */
/* Results and statistics                                               */

/* What happened at one pipeline step; a campaign sums these by pass name. */
typedef struct DiffPassStat {
  char pass[64];
  uint64_t ran;              /* the pass ran */
  uint64_t changed;          /* it reported a change */
  uint64_t skipped;          /* unchanged and byte-identical: not interpreted */
  uint64_t inputs;           /* input vectors compared after it */
  uint64_t outcome[DIFF_NOUTCOMES]; /* the step's outcome (one per run) */
} DiffPassStat;

typedef struct DiffResult {
  DiffOutcome outcome;       /* DIFF_OK, or the finding's outcome */
  DiffFinding finding;       /* valid when outcome != DIFF_OK */
  uint32_t nsteps;           /* pipeline steps (stat[0..nsteps-1]) */
  uint32_t steps_checked;    /* steps evaluated before the finding / the end */
  uint64_t fired[PASS_STAT_WORDS]; /* rules that fired in the steps evaluated (pass_stat) */
  DiffPassStat stat[PIPELINE_MAX];
  uint32_t ninputs;          /* input vectors built */
  uint32_t nvalid;           /* those on which the source is defined */
  uint32_t naliased;         /* those run with two pointer parameters aliased (DiffOpts.alias) */
  uint64_t interp_runs;      /* interpreter executions */
  uint64_t reassoc_explained; /* differing FP values explained as reassociation (reassoc.h) */
  uint64_t fmf_unjudged;     /* inputs with a differing value the reassociation rule could not
                                judge that a value-changing fast-math operation computes: no
                                verdict (diff.c fmf_unjudged) */
} DiffResult;

/* Runs pipeline p over module m (not modified) with the knobs and remarks
 * of pc, checking function fidx after every pass.  Returns IR_OK with the
 * outcome in r (free it with diff_result_free), or an error for a user
 * error (fidx not a definition, an input that does not fit) / IR_ENOMEM /
 * IR_EINTERNAL (fork or pipe failed).  A pass that runs out of memory (or
 * its explain hook, pass.h) gives IR_ENOMEM "in pass 'x': out of memory":
 * a resource limit of this run, never a finding of the pass. */
IrStatus diff_run(IrCtx *c, const IrModule *m, uint32_t fidx, const Pipeline *p, const PassCtx *pc,
                  const DiffOpts *o, DiffResult *r);
void diff_result_free(DiffResult *r);

/* Adds the steps of r to the totals tot[0..*n-1] by pass name (new names
 * are appended while *n < cap). */
void diff_stats_add(DiffPassStat *tot, uint32_t *n, uint32_t cap, const DiffResult *r);

/* The seed of generated input i (exposed so that tools can name it). */
uint64_t diff_input_seed(uint64_t input_seed, uint32_t i);

#endif

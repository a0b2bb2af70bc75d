/* reports/findings.h -- the on-disk store of findings (DESIGN.md "Findings
 * on disk"): one folder per signature, written atomically, duplicates
 * counted; and reading a folder back for `passcheck repro`.
 *
 *   OUT/findings/<sig>/
 *     program.ll    the program the pipeline started from
 *     input.txt     the input vector (.input format, options included)
 *     before.ll     the module before the failing pass (when there is one)
 *     after.ll      the module after it (when there is one)
 *     result.json   version, seed, pipeline, pass, step, knobs, outcome,
 *                   signature, expected, actual, first difference, writer,
 *                   detail, command
 *     repro.sh      the one command that reproduces it (any directory)
 *     count         how many times the signature was found ("N\n")
 *     seeds         program seeds that found it, one per line (fuzz mode)
 *
 * Contract: a folder appears under its final name only complete (written
 * in OUT/findings/.tmp-<pid>-<n>/, every file and the folder fsync'd, then
 * renamed); count and seeds change by write-fsync-rename under an flock of
 * the folder, so concurrent writers (threads or processes) never lose an
 * increment.  A folder of that name that holds another signature (hash
 * collision, foreign or corrupt folder) is never touched: the finding goes
 * to <sig>-2, <sig>-3, ...  Errors are statuses with a message naming the
 * path (and for result.json the line and column); nothing exits.
 */
#ifndef PASSCHECK_FINDINGS_H
#define PASSCHECK_FINDINGS_H

#include "ir.h"
#include "../oracles/diff/diff.h"


#define FINDINGS_FORMAT 1          /* "format_version" of result.json */
#define FINDINGS_MAX_SEEDS 1000    /* seeds recorded per finding */

/* What findings_write did. */
typedef struct FindingWrite {
  char dir[4096];      /* the finding's folder */
  bool created;        /* a new folder; false: a duplicate, count incremented */
  uint64_t count;      /* the count after this write */
} FindingWrite;

/* Writes f under out/findings/ (creating out and out/findings), or counts
 * it when its signature is already there.  IR_EUSER for file system errors
 * (message "path: reason"), IR_ENOMEM. */
IrStatus findings_write(IrCtx *c, const char *out, const DiffFinding *f, FindingWrite *w);

/* A finding read back from its folder. */
typedef struct Finding {
  char dir[4096];
  char version[32];          /* the passcheck version that wrote it */
  bool has_seed;
  uint64_t seed;             /* the program seed (fuzz mode) */
  char pipeline[1024];       /* the whole pipeline */
  char repro_pipeline[1024]; /* up to and including the pass */
  char external[1024];       /* an outside tool's finding: its command ("" otherwise) */
  char pass[64];
  int32_t step;
  char knobs[1024];          /* "a=1 b=2" */
  char func[160];            /* "@kernel" */
  DiffOutcome outcome;
  char sig[32];
  char sigkey[DIFF_KEYLEN];
  char expected[320], actual[320];
  char command[4096];
  char difference[400];      /* the first difference in words ("" when none) */
  char writer[700];          /* "@f: <instruction>" that wrote it ("" when unknown) */
  uint64_t count;
  char *program;             /* program.ll (malloc, NUL-terminated) */
  size_t program_len;
  char *input;               /* input.txt, NULL when the finding has none */
  size_t input_len;
  char program_path[4096], input_path[4096];
} Finding;

/* Reads dir (a finding folder).  IR_EUSER with a clear message for a
 * missing file, a corrupt or truncated result.json ("DIR/result.json:L:C:
 * error: ..."), a missing or mistyped field, a bad count. */
IrStatus findings_load(IrCtx *c, const char *dir, Finding *f);
void findings_free(Finding *f);

/* The pass context (f's knobs, remarks off) and the pipeline (f's
 * repro_pipeline) that rerun f.  IR_EUSER for a knob or pass this
 * passcheck does not have. */
IrStatus findings_setup(IrCtx *c, const Finding *f, PassCtx *pc, Pipeline *p);
/* The same from a knob string ("a=1 b=2") and a pipeline string. */
IrStatus findings_setup_str(IrCtx *c, const char *knobs, const char *pipeline, PassCtx *pc, Pipeline *p);

/* The repro command of f, as repro.sh runs it from the finding's folder:
 * "passcheck check program.ll -passes=P [-knob k=v]... --func @k [--input input.txt]". */
void findings_command(const DiffFinding *f, char *buf, size_t n);
/* The same command for any program, pipeline, knobs ("a=1 b=2"), kernel
 * ("" for none) and input file (NULL for none), words quoted for sh. */
void findings_command_of(char *buf, size_t n, const char *program, const char *pipeline, const char *knobs,
                         const char *func, const char *input);
/* The same for an outside tool's finding: "passcheck check PROGRAM
 * --external CMD --func @k [--input INPUT]". */
void findings_command_ext(char *buf, size_t n, const char *program, const char *external, const char *func,
                          const char *input);

/* Removes OUT/findings/.tmp-<pid>-* folders whose process is gone (left by
 * a writer that was killed); *removed counts them.  For --resume. */
IrStatus findings_clean_tmp(IrCtx *c, const char *out, uint32_t *removed);

/* Every finding folder of OUT/findings (names starting with '.' are
 * temporary and skipped), readable ones first, most frequent first, then
 * by folder name; an unreadable folder is an entry with ok = false and the
 * reason.  No findings folder: an empty list. */
typedef struct FindingEntry {
  Finding f;
  bool ok;
  char err[512];   /* when !ok: why the folder could not be read */
  char name[256];  /* folder name */
  /* set by the readers that take the reduced reproducer (reduce_apply):
   * f's program, input, pipeline and knobs are then the reduced ones */
  bool reduced;
  uint32_t insts_before, insts_after;
} FindingEntry;

typedef struct FindingList {
  FindingEntry *e;
  size_t n;
} FindingList;

IrStatus findings_list(IrCtx *c, const char *out, FindingList *l);
void findings_list_free(FindingList *l);

#endif

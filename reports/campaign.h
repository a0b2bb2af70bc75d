/* reports/campaign.h -- the state of a fuzzing campaign: what was checked
 * (programs, instructions, outcomes, per-pass statistics, generator
 * features and shapes, throughput over time) and where to resume.  It is
 * saved as OUT/campaign.json after every progress tick (atomically), read
 * back by `fuzz --resume` and summed by `merge`.
 *
 * Contract: camp_save writes a temporary file, fsyncs and renames it, so a
 * campaign killed at any moment leaves the previous or the new state,
 * never a torn file.  camp_load never crashes on any text: a corrupt file
 * gives a message "FILE:line:col: ..." in err, a mistyped member one that
 * names it ("FILE: "passes[2].ran": ...").  Counts above INT64_MAX are
 * stored as decimal strings (jansson's integers are signed).
 */
#ifndef PASSCHECK_CAMPAIGN_H
#define PASSCHECK_CAMPAIGN_H

#include <jansson.h>

#include "../oracles/diff/diff.h"
#include "../generators/gen.h"

#define CAMP_MAXSAMPLES 256

typedef struct CampSample {
  double t;             /* seconds since the campaign started (summed over resumes) */
  uint64_t programs;    /* programs checked by then */
} CampSample;

typedef struct CampStats {
  char pipeline[1024];  /* "a,b,c" */
  uint64_t seed_start;  /* first program seed */
  uint64_t next_seed;   /* every seed index below it is done (resume point) */
  uint32_t shard_i, shard_n;  /* program k has seed seed_start + k*shard_n + shard_i */
  uint32_t size;        /* generator size */
  uint64_t programs, instrs, inputs, interp_runs;
  uint64_t reassoc;           /* differing FP values explained as reassociation (DiffResult) */
  uint64_t fmf_unjudged;      /* inputs without a verdict: fast-math values not judged (DiffResult) */
  uint64_t outcome[DIFF_NOUTCOMES];
  uint64_t findings_new, findings_dup;
  uint64_t unsupported;   /* --external: programs whose tool output left the subset
                             (in programs, in no outcome) */
  uint64_t resource;      /* programs not checked: a pass or the oracle ran out of
                             memory (a resource limit, never a finding; in no outcome) */
  uint64_t feature[GEN_F__COUNT];  /* programs that used each feature */
  uint64_t shape[GEN_S__COUNT];    /* shapes emitted */
  uint64_t rule[PASS_STAT__COUNT]; /* programs in which each rule fired (pass_stat) */
  double elapsed;       /* seconds, summed over resumes */
  uint32_t npasses;
  DiffPassStat pass[PIPELINE_MAX];
  uint32_t nsamples;
  CampSample sample[CAMP_MAXSAMPLES];
} CampStats;

void camp_init(CampStats *s, const char *pipeline, uint64_t seed_start, uint32_t shard_i,
               uint32_t shard_n, uint32_t size);
/* The seed of program index k. */
uint64_t camp_seed(const CampStats *s, uint64_t k);
/* Adds one checked program. */
void camp_add(CampStats *s, const DiffResult *r, const GenProgram *g, uint32_t instrs);
/* Records a throughput sample at time t (thins old samples when full). */
void camp_sample(CampStats *s, double t);
/* Adds b's counts to a (merge); false (message in err) when the pipelines differ. */
bool camp_merge(CampStats *a, const CampStats *b, char *err, size_t errn);

/* The report line of rule id, "pass.rule: fired in N of M programs (P%)",
 * into buf; false (buf empty) when the rule's pass is not in the
 * campaign's pipeline. */
bool camp_rule_line(const CampStats *s, PassStatId id, char *buf, size_t n);

/* OUT/campaign.json, atomically; false with errno set on failure. */
bool camp_save(const CampStats *s, const char *path);
/* Reads path; false with the message in err. */
bool camp_load(CampStats *s, const char *path, char *err, size_t errn);
/* The stats as campaign.json's object (NULL when out of memory). */
json_t *camp_json(const CampStats *s);


#endif

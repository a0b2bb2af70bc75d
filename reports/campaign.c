/* reports/campaign.c -- campaign statistics: accumulate, merge, save to
 * and load from campaign.json (contract in campaign.h).
 *
 * campaign.json is one object: scalars (pipeline, seeds, counts, elapsed),
 * "outcomes" {name: count}, "features" / "shapes" / "rules" {name: count}, "passes"
 * [{name, ran, changed, skipped, inputs, outcomes}], "throughput" [[t, n]].
 * Names, not indices, are stored so that a file stays readable when an
 * enum grows; unknown names are ignored on load.
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "campaign.h"
#include "fileio.h"
#include "findings_json.h"

void camp_init(CampStats *s, const char *pipeline, uint64_t seed_start, uint32_t shard_i,
               uint32_t shard_n, uint32_t size) {
  memset(s, 0, sizeof *s);
  snprintf(s->pipeline, sizeof s->pipeline, "%s", pipeline);
  s->seed_start = seed_start;
  s->shard_i = shard_i;
  s->shard_n = shard_n ? shard_n : 1;
  s->size = size;
}

uint64_t camp_seed(const CampStats *s, uint64_t k) {
  return s->seed_start + k * s->shard_n + s->shard_i;
}

void camp_add(CampStats *s, const DiffResult *r, const GenProgram *g, uint32_t instrs) {
  s->programs++;
  s->instrs += instrs;
  s->inputs += r->ninputs;
  s->interp_runs += r->interp_runs;
  s->reassoc += r->reassoc_explained;
  s->fmf_unjudged += r->fmf_unjudged;
  s->outcome[r->outcome]++;
  for (unsigned f = 0; g && f < GEN_F__COUNT; f++) s->feature[f] += g->features >> f & 1;
  for (unsigned k = 0; g && k < GEN_S__COUNT; k++) s->shape[k] += g->shapes[k];
  for (unsigned k = 0; k < PASS_STAT__COUNT; k++) s->rule[k] += r->fired[k / 64] >> (k % 64) & 1;
  diff_stats_add(s->pass, &s->npasses, PIPELINE_MAX, r);
}

/* Keeps every other sample when the array is full, so the samples always
 * span the whole campaign at a coarser and coarser step. */
void camp_sample(CampStats *s, double t) {
  if (s->nsamples == CAMP_MAXSAMPLES) {
    for (uint32_t i = 0; i < CAMP_MAXSAMPLES / 2; i++) s->sample[i] = s->sample[2 * i + 1];
    s->nsamples = CAMP_MAXSAMPLES / 2;
  }
  s->sample[s->nsamples].t = t;
  s->sample[s->nsamples].programs = s->programs;
  s->nsamples++;
}

static void pass_add(DiffPassStat *a, const DiffPassStat *b) {
  a->ran += b->ran, a->changed += b->changed, a->skipped += b->skipped, a->inputs += b->inputs;
  for (unsigned o = 0; o < DIFF_NOUTCOMES; o++) a->outcome[o] += b->outcome[o];
}

static DiffPassStat *pass_slot(CampStats *s, const char *name) {
  for (uint32_t i = 0; i < s->npasses; i++)
    if (!strcmp(s->pass[i].pass, name)) return &s->pass[i];
  if (s->npasses == PIPELINE_MAX) return NULL;
  DiffPassStat *p = &s->pass[s->npasses++];
  memset(p, 0, sizeof *p);
  snprintf(p->pass, sizeof p->pass, "%s", name);
  return p;
}

bool camp_merge(CampStats *a, const CampStats *b, char *err, size_t errn) {
  if (strcmp(a->pipeline, b->pipeline)) {
    snprintf(err, errn, "different pipelines: '%s' and '%s'", a->pipeline, b->pipeline);
    return false;
  }
  a->programs += b->programs, a->instrs += b->instrs, a->inputs += b->inputs;
  a->interp_runs += b->interp_runs;
  a->reassoc += b->reassoc;
  a->findings_new += b->findings_new, a->findings_dup += b->findings_dup;
  a->unsupported += b->unsupported;
  a->resource += b->resource;
  for (unsigned o = 0; o < DIFF_NOUTCOMES; o++) a->outcome[o] += b->outcome[o];
  for (unsigned f = 0; f < GEN_F__COUNT; f++) a->feature[f] += b->feature[f];
  for (unsigned k = 0; k < GEN_S__COUNT; k++) a->shape[k] += b->shape[k];
  for (unsigned k = 0; k < PASS_STAT__COUNT; k++) a->rule[k] += b->rule[k];
  for (uint32_t i = 0; i < b->npasses; i++) {
    DiffPassStat *p = pass_slot(a, b->pass[i].pass);
    if (p) pass_add(p, &b->pass[i]);
  }
  if (b->elapsed > a->elapsed) a->elapsed = b->elapsed;  /* shards run side by side */
  a->nsamples = 0;  /* throughput curves of different shards do not add up */
  return true;
}

bool camp_rule_line(const CampStats *s, PassStatId id, char *buf, size_t n) {
  const PassStatInfo *si = pass_stat_info(id);
  size_t len = strlen(si->pass);
  bool in = false;
  for (const char *p = s->pipeline; !in;) {  /* "a,b,c" */
    size_t w = strcspn(p, ",");
    in = w == len && !strncmp(p, si->pass, len);
    if (!p[w]) break;
    p += w + 1;
  }
  if (n) buf[0] = 0;
  if (!in) return false;
  snprintf(buf, n, "%s: fired in %llu of %llu programs (%.1f%%)", si->name, (unsigned long long)s->rule[id],
           (unsigned long long)s->programs, s->programs ? 100.0 * (double)s->rule[id] / (double)s->programs : 0.0);
  return true;
}

/* ------------------------------------------------------------------ */
/* Writing                                                              */

/* {name(i): v[i]} for i < n. */
static json_t *j_counts(const uint64_t *v, unsigned n, const char *(*name)(unsigned)) {
  json_t *o = json_object();
  for (unsigned i = 0; o && i < n; i++)
    if (json_object_set_new(o, name(i), fjson_u64(v[i])) != 0) {
      json_decref(o);
      return NULL;
    }
  return o;
}

static const char *oname(unsigned i) { return diff_outcome_name((DiffOutcome)i); }
static const char *fname(unsigned i) { return gen_feature_name((GenFeature)i); }
static const char *sname(unsigned i) { return gen_shape_name((GenShape)i); }
static const char *rname(unsigned i) { return pass_stat_info((PassStatId)i)->name; }

/* Seconds to the millisecond (the files do not need more). */
static double ms(double t) { return round(t * 1000) / 1000; }

static json_t *j_passes(const CampStats *s) {
  json_t *a = json_array();
  for (uint32_t i = 0; i < s->npasses; i++) {
    const DiffPassStat *p = &s->pass[i];
    json_t *o = json_pack("{s:o, s:o, s:o, s:o, s:o, s:o}", "name", fjson_str(p->pass), "ran", fjson_u64(p->ran),
                          "changed", fjson_u64(p->changed), "skipped", fjson_u64(p->skipped),
                          "inputs", fjson_u64(p->inputs), "outcomes", j_counts(p->outcome, DIFF_NOUTCOMES, oname));
    if (!fjson_append(&a, o))
      break;
  }
  return a;
}

static json_t *j_samples(const CampStats *s) {
  json_t *a = json_array();
  for (uint32_t i = 0; i < s->nsamples; i++)
    if (!fjson_append(&a, json_pack("[f, o]", ms(s->sample[i].t), fjson_u64(s->sample[i].programs)))) break;
  return a;
}

json_t *camp_json(const CampStats *s) {
  return json_pack("{s:o, s:o, s:o, s:i, s:i, s:i, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:f, s:o, s:o, s:o, s:o, s:o, s:o}",
                   "pipeline", fjson_str(s->pipeline),
                   "seed_start", fjson_u64(s->seed_start),
                   "next_seed", fjson_u64(s->next_seed),
                   "shard_i", (int)s->shard_i,
                   "shard_n", (int)s->shard_n,
                   "size", (int)s->size,
                   "programs", fjson_u64(s->programs),
                   "instructions", fjson_u64(s->instrs),
                   "inputs", fjson_u64(s->inputs),
                   "interp_runs", fjson_u64(s->interp_runs),
                   "reassoc_explained", fjson_u64(s->reassoc),
                   "fmf_unjudged", fjson_u64(s->fmf_unjudged),
                   "findings_new", fjson_u64(s->findings_new),
                   "findings_dup", fjson_u64(s->findings_dup),
                   "unsupported", fjson_u64(s->unsupported),
                   "resource_limits", fjson_u64(s->resource),
                   "elapsed_s", ms(s->elapsed),
                   "outcomes", j_counts(s->outcome, DIFF_NOUTCOMES, oname),
                   "features", j_counts(s->feature, GEN_F__COUNT, fname),
                   "shapes", j_counts(s->shape, GEN_S__COUNT, sname),
                   "rules", j_counts(s->rule, PASS_STAT__COUNT, rname),
                   "passes", j_passes(s),
                   "throughput", j_samples(s));
}

bool camp_save(const CampStats *s, const char *path) {
  json_t *j = camp_json(s);
  char *text = j ? fjson_dump(j, 2) : NULL;
  json_decref(j);
  if (!text) return errno = ENOMEM, false;
  bool ok = rep_write_atomic(path, text, strlen(text), true);
  free(text);
  return ok;
}

/* ------------------------------------------------------------------ */
/* Reading                                                              */

typedef struct Rd {
  const char *path;
  const char *in;     /* the object being read: "" or "passes[i]." */
  char *err;
  size_t errn;
  bool bad;
} Rd;

static void rd_fail(Rd *r, const char *key, const char *what) {
  if (r->bad) return;
  r->bad = true;
  snprintf(r->err, r->errn, "%s: \"%s%s\": %s", r->path, r->in, key, what);
}

/* o[key] as an unsigned integer; missing members read as 0. */
static uint64_t rd_u64(Rd *r, const json_t *o, const char *key) {
  const json_t *v = json_object_get(o, key);
  uint64_t x = 0;
  if (v && !fjson_get_u64(v, &x)) rd_fail(r, key, "expected an unsigned integer");
  return x;
}

static void rd_counts(Rd *r, const json_t *o, const char *key, uint64_t *v, unsigned n, const char *(*name)(unsigned)) {
  const json_t *c = json_object_get(o, key);
  if (c && !json_is_object(c)) rd_fail(r, key, "expected an object of counts");
  for (unsigned i = 0; json_is_object(c) && i < n; i++) v[i] = rd_u64(r, c, name(i));
}

static void rd_passes(Rd *r, const json_t *a, CampStats *s) {
  char in[64];
  if (a && !json_is_array(a)) rd_fail(r, "passes", "expected an array");
  for (size_t i = 0; i < json_array_size(a) && !r->bad; i++) {
    const json_t *p = json_array_get(a, i);
    const char *nm = json_string_value(json_object_get(p, "name"));
    snprintf(in, sizeof in, "passes[%zu].", i);
    r->in = in;
    DiffPassStat *d = nm ? pass_slot(s, nm) : NULL;
    if (!d) rd_fail(r, "name", nm ? "too many passes" : "expected a string");
    if (!d) return;
    d->ran = rd_u64(r, p, "ran"), d->changed = rd_u64(r, p, "changed");
    d->skipped = rd_u64(r, p, "skipped"), d->inputs = rd_u64(r, p, "inputs");
    rd_counts(r, p, "outcomes", d->outcome, DIFF_NOUTCOMES, oname);
  }
  r->in = "";
}

static void rd_samples(Rd *r, const json_t *a, CampStats *s) {
  if (a && !json_is_array(a)) rd_fail(r, "throughput", "expected an array");
  for (size_t i = 0; i < json_array_size(a) && !r->bad; i++) {
    const json_t *p = json_array_get(a, i);
    uint64_t n = 0;
    if (json_array_size(p) != 2 || !json_is_number(json_array_get(p, 0)) || !fjson_get_u64(json_array_get(p, 1), &n))
      rd_fail(r, "throughput", "expected [seconds, programs] pairs");
    else if (s->nsamples < CAMP_MAXSAMPLES)
      s->sample[s->nsamples].t = json_number_value(json_array_get(p, 0)), s->sample[s->nsamples++].programs = n;
  }
}

static void rd_all(Rd *r, const json_t *o, CampStats *s) {
  const char *pl = json_string_value(json_object_get(o, "pipeline"));
  if (!pl) { rd_fail(r, "pipeline", "expected a string"); return; }
  camp_init(s, pl, rd_u64(r, o, "seed_start"), (uint32_t)rd_u64(r, o, "shard_i"),
            (uint32_t)rd_u64(r, o, "shard_n"), (uint32_t)rd_u64(r, o, "size"));
  if (s->shard_i >= s->shard_n) rd_fail(r, "shard_i", "must be below shard_n");
  s->next_seed = rd_u64(r, o, "next_seed");
  s->programs = rd_u64(r, o, "programs"), s->instrs = rd_u64(r, o, "instructions");
  s->inputs = rd_u64(r, o, "inputs"), s->interp_runs = rd_u64(r, o, "interp_runs");
  s->findings_new = rd_u64(r, o, "findings_new"), s->findings_dup = rd_u64(r, o, "findings_dup");
  s->unsupported = rd_u64(r, o, "unsupported");  /* absent in older files: 0 */
  s->reassoc = rd_u64(r, o, "reassoc_explained");  /* likewise */
  s->fmf_unjudged = rd_u64(r, o, "fmf_unjudged");  /* likewise */
  s->resource = rd_u64(r, o, "resource_limits");
  const json_t *el = json_object_get(o, "elapsed_s");
  if (el && !json_is_number(el)) rd_fail(r, "elapsed_s", "expected a number");
  s->elapsed = json_number_value(el);
  rd_counts(r, o, "outcomes", s->outcome, DIFF_NOUTCOMES, oname);
  rd_counts(r, o, "features", s->feature, GEN_F__COUNT, fname);
  rd_counts(r, o, "shapes", s->shape, GEN_S__COUNT, sname);
  rd_counts(r, o, "rules", s->rule, PASS_STAT__COUNT, rname);
  rd_passes(r, json_object_get(o, "passes"), s);
  rd_samples(r, json_object_get(o, "throughput"), s);
}

bool camp_load(CampStats *s, const char *path, char *err, size_t errn) {
  int e;
  json_error_t je;
  json_t *v = fjson_read(path, &e, &je);
  if (!v && e) snprintf(err, errn, "%s: %s", path, strerror(e));
  if (!v && !e) snprintf(err, errn, "%s:%d:%d: %s", path, je.line, je.column, je.text);
  if (!v) return false;
  Rd r = {path, "", err, errn, false};
  if (!json_is_object(v)) snprintf(err, errn, "%s: expected an object", path), r.bad = true;
  else rd_all(&r, v, s);
  json_decref(v);
  return !r.bad;
}

/* reports/campaign.c -- campaign statistics: accumulate, merge, save to
 * and load from campaign.json (contract in campaign.h).
 *
 * campaign.json is one object: scalars (pipeline, seeds, counts, elapsed),
 * "outcomes" {name: count}, "features" / "shapes" {name: count}, "passes"
 * [{name, ran, changed, skipped, inputs, outcomes}], "throughput" [[t, n]].
 * Names, not indices, are stored so that a file stays readable when an
 * enum grows; unknown names are ignored on load.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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
  s->outcome[r->outcome]++;
  for (unsigned f = 0; g && f < GEN_F__COUNT; f++) s->feature[f] += g->features >> f & 1;
  for (unsigned k = 0; g && k < GEN_S__COUNT; k++) s->shape[k] += g->shapes[k];
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
  a->findings_new += b->findings_new, a->findings_dup += b->findings_dup;
  a->unsupported += b->unsupported;
  for (unsigned o = 0; o < DIFF_NOUTCOMES; o++) a->outcome[o] += b->outcome[o];
  for (unsigned f = 0; f < GEN_F__COUNT; f++) a->feature[f] += b->feature[f];
  for (unsigned k = 0; k < GEN_S__COUNT; k++) a->shape[k] += b->shape[k];
  for (uint32_t i = 0; i < b->npasses; i++) {
    DiffPassStat *p = pass_slot(a, b->pass[i].pass);
    if (p) pass_add(p, &b->pass[i]);
  }
  if (b->elapsed > a->elapsed) a->elapsed = b->elapsed;  /* shards run side by side */
  a->nsamples = 0;  /* throughput curves of different shards do not add up */
  return true;
}

/* ------------------------------------------------------------------ */
/* Writing                                                              */

static void put_counts(FILE *out, const char *key, const uint64_t *v, unsigned n,
                       const char *(*name)(unsigned)) {
  fprintf(out, ",\n  \"%s\": {", key);
  for (unsigned i = 0; i < n; i++) fprintf(out, "%s\"%s\": %" PRIu64, i ? ", " : "", name(i), v[i]);
  fputc('}', out);
}

static const char *oname(unsigned i) { return diff_outcome_name((DiffOutcome)i); }
static const char *fname(unsigned i) { return gen_feature_name((GenFeature)i); }
static const char *sname(unsigned i) { return gen_shape_name((GenShape)i); }

void camp_write_json(FILE *out, const CampStats *s) {
  fputs("{\n  \"pipeline\": ", out);
  fjson_put_str(out, s->pipeline);
  fprintf(out, ",\n  \"seed_start\": %" PRIu64 ", \"next_seed\": %" PRIu64
               ", \"shard_i\": %u, \"shard_n\": %u, \"size\": %u",
          s->seed_start, s->next_seed, s->shard_i, s->shard_n, s->size);
  fprintf(out, ",\n  \"programs\": %" PRIu64 ", \"instructions\": %" PRIu64 ", \"inputs\": %" PRIu64
               ", \"interp_runs\": %" PRIu64 ", \"findings_new\": %" PRIu64 ", \"findings_dup\": %" PRIu64
               ", \"unsupported\": %" PRIu64 ", \"elapsed_s\": %.3f",
          s->programs, s->instrs, s->inputs, s->interp_runs, s->findings_new, s->findings_dup, s->unsupported,
          s->elapsed);
  put_counts(out, "outcomes", s->outcome, DIFF_NOUTCOMES, oname);
  put_counts(out, "features", s->feature, GEN_F__COUNT, fname);
  put_counts(out, "shapes", s->shape, GEN_S__COUNT, sname);
  fputs(",\n  \"passes\": [", out);
  for (uint32_t i = 0; i < s->npasses; i++) {
    const DiffPassStat *p = &s->pass[i];
    fprintf(out, "%s\n    {\"name\": ", i ? "," : "");
    fjson_put_str(out, p->pass);
    fprintf(out, ", \"ran\": %" PRIu64 ", \"changed\": %" PRIu64 ", \"skipped\": %" PRIu64 ", \"inputs\": %" PRIu64
                 ", \"outcomes\": {",
            p->ran, p->changed, p->skipped, p->inputs);
    for (unsigned o = 0; o < DIFF_NOUTCOMES; o++)
      fprintf(out, "%s\"%s\": %" PRIu64, o ? ", " : "", oname(o), p->outcome[o]);
    fputs("}}", out);
  }
  fputs("],\n  \"throughput\": [", out);
  for (uint32_t i = 0; i < s->nsamples; i++)
    fprintf(out, "%s[%.3f, %" PRIu64 "]", i ? ", " : "", s->sample[i].t, s->sample[i].programs);
  fputs("]\n}", out);
}


bool camp_save(const CampStats *s, const char *path) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  if (!f) return false;
  camp_write_json(f, s);
  fputc('\n', f);
  if (fclose(f) != 0) { free(buf); return false; }
  bool ok = rep_write_atomic(path, buf, len, true);
  free(buf);
  return ok;
}

/* ------------------------------------------------------------------ */
/* Reading                                                              */

typedef struct Rd {
  const char *path;
  char *err;
  size_t errn;
  bool bad;
} Rd;

static void rd_fail(Rd *r, const FJson *at, const char *what) {
  if (r->bad) return;
  r->bad = true;
  snprintf(r->err, r->errn, "%s:%u:%u: %s", r->path, at ? at->line : 1, at ? at->col : 1, what);
}

/* o[key] as an unsigned integer; missing members read as 0. */
static uint64_t rd_u64(Rd *r, const FJson *o, const char *key) {
  const FJson *v = fjson_get(o, key);
  uint64_t x = 0;
  if (v && !fjson_u64(v, &x)) rd_fail(r, v, "expected an unsigned integer");
  return x;
}

static double rd_num(Rd *r, const FJson *v) {
  if (!v || v->kind != FJ_NUM) { rd_fail(r, v, "expected a number"); return 0; }
  return strtod(v->s, NULL);
}

static void rd_counts(Rd *r, const FJson *o, uint64_t *v, unsigned n, const char *(*name)(unsigned)) {
  if (!o) return;
  if (o->kind != FJ_OBJ) { rd_fail(r, o, "expected an object of counts"); return; }
  for (unsigned i = 0; i < n; i++) v[i] = rd_u64(r, o, name(i));
}

static void rd_passes(Rd *r, const FJson *a, CampStats *s) {
  if (!a) return;
  if (a->kind != FJ_ARR) { rd_fail(r, a, "\"passes\": expected an array"); return; }
  for (size_t i = 0; i < a->n && !r->bad; i++) {
    const FJson *p = &a->kid[i], *nm = fjson_get(p, "name");
    if (p->kind != FJ_OBJ || !nm || nm->kind != FJ_STR) { rd_fail(r, p, "pass: expected {\"name\": ...}"); return; }
    DiffPassStat *d = pass_slot(s, nm->s);
    if (!d) { rd_fail(r, p, "too many passes"); return; }
    d->ran = rd_u64(r, p, "ran"), d->changed = rd_u64(r, p, "changed");
    d->skipped = rd_u64(r, p, "skipped"), d->inputs = rd_u64(r, p, "inputs");
    rd_counts(r, fjson_get(p, "outcomes"), d->outcome, DIFF_NOUTCOMES, oname);
  }
}

static void rd_samples(Rd *r, const FJson *a, CampStats *s) {
  if (!a) return;
  if (a->kind != FJ_ARR) { rd_fail(r, a, "\"throughput\": expected an array"); return; }
  for (size_t i = 0; i < a->n && !r->bad; i++) {
    const FJson *p = &a->kid[i];
    if (p->kind != FJ_ARR || p->n != 2) { rd_fail(r, p, "expected [seconds, programs]"); return; }
    double t = rd_num(r, &p->kid[0]);
    uint64_t n = 0;
    if (!fjson_u64(&p->kid[1], &n)) rd_fail(r, &p->kid[1], "expected an unsigned integer");
    if (s->nsamples < CAMP_MAXSAMPLES) s->sample[s->nsamples].t = t, s->sample[s->nsamples++].programs = n;
  }
}

static void rd_all(Rd *r, const FJson *o, CampStats *s) {
  const FJson *pl = fjson_get(o, "pipeline");
  if (!pl || pl->kind != FJ_STR) { rd_fail(r, pl ? pl : o, "\"pipeline\": expected a string"); return; }
  camp_init(s, pl->s, rd_u64(r, o, "seed_start"), (uint32_t)rd_u64(r, o, "shard_i"),
            (uint32_t)rd_u64(r, o, "shard_n"), (uint32_t)rd_u64(r, o, "size"));
  if (s->shard_i >= s->shard_n) rd_fail(r, o, "shard_i must be below shard_n");
  s->next_seed = rd_u64(r, o, "next_seed");
  s->programs = rd_u64(r, o, "programs"), s->instrs = rd_u64(r, o, "instructions");
  s->inputs = rd_u64(r, o, "inputs"), s->interp_runs = rd_u64(r, o, "interp_runs");
  s->findings_new = rd_u64(r, o, "findings_new"), s->findings_dup = rd_u64(r, o, "findings_dup");
  s->unsupported = rd_u64(r, o, "unsupported");  /* absent in older files: 0 */
  const FJson *el = fjson_get(o, "elapsed_s");
  if (el) s->elapsed = rd_num(r, el);
  rd_counts(r, fjson_get(o, "outcomes"), s->outcome, DIFF_NOUTCOMES, oname);
  rd_counts(r, fjson_get(o, "features"), s->feature, GEN_F__COUNT, fname);
  rd_counts(r, fjson_get(o, "shapes"), s->shape, GEN_S__COUNT, sname);
  rd_passes(r, fjson_get(o, "passes"), s);
  rd_samples(r, fjson_get(o, "throughput"), s);
}

bool camp_load(CampStats *s, const char *path, char *err, size_t errn) {
  char *buf;
  size_t len;
  int e = rep_slurp(path, &buf, &len);
  if (e) { snprintf(err, errn, "%s: %s", path, strerror(e)); return false; }
  char perr[200];
  FJson *v = fjson_parse(buf, len, perr, sizeof perr);
  free(buf);
  if (!v) { snprintf(err, errn, "%s:%s", path, perr); return false; }
  Rd r = {path, err, errn, false};
  if (v->kind != FJ_OBJ) rd_fail(&r, v, "expected an object");
  else rd_all(&r, v, s);
  fjson_free(v);
  return !r.bad;
}

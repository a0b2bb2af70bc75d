/* reports/report.c -- writes OUT/report.json and OUT/report.html from the
 * campaign statistics and the findings on disk (contract in report.h).
 *
 * The findings are sorted by count (most frequent first), then signature.
 * The HTML page has no external resources: inline CSS and an inline SVG
 * polyline for the throughput; every string from a finding is escaped.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio.h"
#include "findings.h"
#include "findings_json.h"
#include "reduce.h"
#include "report.h"

/* ------------------------------------------------------------------ */
/* report.json                                                          */

static json_t *j_row(const FindingEntry *r) {
  if (!r->ok) return json_pack("{s:o, s:o}", "folder", fjson_str(r->name), "error", fjson_str(r->err));
  const Finding *f = &r->f;
  json_t *seed = f->has_seed ? fjson_u64(f->seed) : NULL;
  if (f->has_seed && !seed) return NULL;
  json_t *o = json_pack("{s:o, s:o, s:s, s:o, s:o, s:o*, s:o, s:o, s:o, s:o, s:o, s:o}", "folder", fjson_str(r->name),
                        "signature", fjson_str(f->sig), "outcome", diff_outcome_name(f->outcome), "pass",
                        fjson_str(f->pass), "count", fjson_u64(f->count), "seed", seed, "key", fjson_str(f->sigkey),
                        "expected", fjson_str(f->expected), "actual", fjson_str(f->actual), "difference",
                        fjson_str(f->difference), "writer", fjson_str(f->writer), "repro", fjson_str(f->command));
  if (!o || !r->reduced) return o;
  json_t *red = json_pack("{s:I, s:I, s:o, s:o, s:s, s:o}", "instructions_before", (json_int_t)r->insts_before,
                          "instructions_after", (json_int_t)r->insts_after, "pipeline", fjson_str(f->repro_pipeline),
                          "knobs_needed", fjson_str(f->knobs), "repro", "sh reduced.sh", "program",
                          fjson_str(f->program));
  if (json_object_set_new(o, "reduced", red) != 0) json_decref(o), o = NULL;
  return o;
}

static char *report_json(const CampStats *s, const FindingList *rs) {
  json_t *rows = json_array();
  for (size_t i = 0; i < rs->n && rows; i++) fjson_append(&rows, j_row(&rs->e[i]));
  json_t *j = json_pack("{s:i, s:s, s:o, s:o}", "report_version", 1, "passcheck_version", PASSCHECK_VERSION,
                        "campaign", camp_json(s), "findings", rows);
  char *text = j ? fjson_dump(j, 3) : NULL;
  json_decref(j);
  return text;
}

/* ------------------------------------------------------------------ */
/* report.html                                                          */

static void esc(FILE *o, const char *s) {
  for (; s && *s; s++) {
    switch (*s) {
    case '<': fputs("&lt;", o); break;
    case '>': fputs("&gt;", o); break;
    case '&': fputs("&amp;", o); break;
    case '"': fputs("&quot;", o); break;
    default: fputc(*s, o);
    }
  }
}

static const char css[] =
  "body{font:14px/1.4 system-ui,sans-serif;margin:2em;max-width:80em;color:#222}"
  "table{border-collapse:collapse;margin:.5em 0 1.5em}td,th{border:1px solid #ccc;padding:.2em .6em;"
  "text-align:left;vertical-align:top}th{background:#f3f3f3}td.n{text-align:right}"
  "code{font:12px monospace;background:#f6f6f6;padding:.1em .3em}.bad{color:#b00}h2{margin-top:1.5em}";

static double pct(uint64_t a, uint64_t b) { return b ? 100.0 * (double)a / (double)b : 0.0; }

static void html_summary(FILE *o, const CampStats *s, const FindingList *rs) {
  fprintf(o, "<h1>passcheck campaign</h1>\n<table>\n");
  fputs("<tr><th>pipeline</th><td><code>", o), esc(o, s->pipeline), fputs("</code></td></tr>\n", o);
  fprintf(o, "<tr><th>programs</th><td>%" PRIu64 " (seeds from %" PRIu64 ", shard %u/%u)</td></tr>\n",
          s->programs, s->seed_start, s->shard_i, s->shard_n);
  if (s->resource)
    fprintf(o, "<tr><th>resource limits</th><td>%" PRIu64 " (out of memory in a pass or the oracle: not checked)</td></tr>\n",
            s->resource);
  if (s->unsupported)
    fprintf(o, "<tr><th>unsupported</th><td>%" PRIu64 " (the outside tool's output left the subset)</td></tr>\n",
            s->unsupported);
  fprintf(o, "<tr><th>elapsed</th><td>%.1f s, %.1f programs/s</td></tr>\n", s->elapsed,
          s->elapsed > 0 ? s->programs / s->elapsed : 0.0);
  fprintf(o, "<tr><th>average size</th><td>%.0f instructions</td></tr>\n",
          s->programs ? (double)s->instrs / s->programs : 0.0);
  fprintf(o, "<tr><th>interpreter runs</th><td>%" PRIu64 " on %" PRIu64 " input vectors</td></tr>\n",
          s->interp_runs, s->inputs);
  size_t bad = 0;
  for (size_t i = 0; i < rs->n; i++) bad += !rs->e[i].ok;
  fprintf(o, "<tr><th>findings</th><td>%zu signatures%s</td></tr>\n</table>\n", rs->n - bad,
          bad ? " (and unreadable folders, listed below)" : "");
  fputs("<h2>Outcomes</h2>\n<table><tr>", o);
  for (unsigned k = 0; k < DIFF_NOUTCOMES; k++) fprintf(o, "<th>%s</th>", diff_outcome_name((DiffOutcome)k));
  fputs("</tr>\n<tr>", o);
  for (unsigned k = 0; k < DIFF_NOUTCOMES; k++) fprintf(o, "<td class=n>%" PRIu64 "</td>", s->outcome[k]);
  fputs("</tr></table>\n", o);
}

static void html_passes(FILE *o, const CampStats *s) {
  fputs("<h2>Passes</h2>\n<table><tr><th>pass</th><th>ran</th><th>changed</th><th>inputs compared</th>", o);
  for (unsigned k = 0; k < DIFF_NOUTCOMES; k++) fprintf(o, "<th>%s</th>", diff_outcome_name((DiffOutcome)k));
  fputs("</tr>\n", o);
  for (uint32_t i = 0; i < s->npasses; i++) {
    const DiffPassStat *p = &s->pass[i];
    fputs("<tr><td><code>", o), esc(o, p->pass);
    fprintf(o, "</code></td><td class=n>%" PRIu64 "</td><td class=n>%" PRIu64 " (%.1f%%)</td><td class=n>%" PRIu64 "</td>",
            p->ran, p->changed, pct(p->changed, p->ran), p->inputs);
    for (unsigned k = 0; k < DIFF_NOUTCOMES; k++) fprintf(o, "<td class=n>%" PRIu64 "</td>", p->outcome[k]);
    fputs("</tr>\n", o);
  }
  fputs("</table>\n", o);
}

/* Programs over time as an SVG polyline (600 x 150). */
static void html_throughput(FILE *o, const CampStats *s) {
  fputs("<h2>Throughput</h2>\n", o);
  if (s->nsamples < 2) { fputs("<p>not enough samples</p>\n", o); return; }
  double tmax = s->sample[s->nsamples - 1].t, nmax = (double)s->sample[s->nsamples - 1].programs;
  if (tmax <= 0) tmax = 1;
  if (nmax <= 0) nmax = 1;
  fputs("<svg width=620 height=170 xmlns='http://www.w3.org/2000/svg'><rect x=10 y=10 width=600 height=150 "
        "fill=none stroke='#ccc'/><polyline fill=none stroke='#36c' stroke-width=2 points='", o);
  for (uint32_t i = 0; i < s->nsamples; i++)
    fprintf(o, "%.1f,%.1f ", 10 + 600 * s->sample[i].t / tmax, 160 - 150 * (double)s->sample[i].programs / nmax);
  fprintf(o, "'/></svg>\n<p>%.0f programs in %.1f s (programs checked over time)</p>\n", nmax, tmax);
}

/* The rules of the pipeline's passes (passes/stats.def): programs in
 * which each fired. */
static void html_rules(FILE *o, const CampStats *s) {
  char rl[256];
  bool any = false;
  for (unsigned k = 0; k < PASS_STAT__COUNT; k++) {
    if (!camp_rule_line(s, (PassStatId)k, rl, sizeof rl)) continue;
    if (!any) fputs("<h2>Rule fire rates</h2>\n<ul>\n", o), any = true;
    fputs("<li><code>", o), esc(o, rl), fputs("</code></li>\n", o);
  }
  if (any) fputs("</ul>\n", o);
}

static void html_coverage(FILE *o, const CampStats *s) {
  fputs("<h2>Generator coverage</h2>\n<table><tr><th>feature</th><th>programs</th></tr>\n", o);
  for (unsigned f = 0; f < GEN_F__COUNT; f++)
    fprintf(o, "<tr><td>%s</td><td class=n>%" PRIu64 " (%.0f%%)</td></tr>\n", gen_feature_name((GenFeature)f),
            s->feature[f], pct(s->feature[f], s->programs));
  fputs("</table>\n<table><tr><th>pass shape</th><th>emitted</th></tr>\n", o);
  for (unsigned k = 0; k < GEN_S__COUNT; k++)
    fprintf(o, "<tr><td>%s</td><td class=n>%" PRIu64 "</td></tr>\n", gen_shape_name((GenShape)k), s->shape[k]);
  fputs("</table>\n", o);
}

static void html_findings(FILE *o, const FindingList *rs) {
  fputs("<h2>Findings by signature</h2>\n", o);
  if (!rs->n) { fputs("<p>none</p>\n", o); return; }
  fputs("<table><tr><th>signature</th><th>count</th><th>outcome</th><th>pass</th><th>behaviour</th>"
        "<th>reproduce (in the finding's folder)</th></tr>\n", o);
  for (size_t i = 0; i < rs->n; i++) {
    const FindingEntry *r = &rs->e[i];
    if (!r->ok) {
      fputs("<tr><td><code>", o), esc(o, r->name);
      fputs("</code></td><td colspan=5 class=bad>unreadable: ", o), esc(o, r->err), fputs("</td></tr>\n", o);
      continue;
    }
    fputs("<tr><td><code>", o), esc(o, r->name);
    fprintf(o, "</code></td><td class=n>%" PRIu64 "</td><td>%s</td><td><code>", r->f.count,
            diff_outcome_name(r->f.outcome));
    esc(o, r->f.pass), fputs("</code></td><td>", o);
    fputs("expected: ", o), esc(o, r->f.expected), fputs("<br>actual: ", o), esc(o, r->f.actual);
    if (r->f.difference[0]) fputs("<br>", o), esc(o, r->f.difference);
    if (r->f.writer[0]) fputs("<br>written by <code>", o), esc(o, r->f.writer), fputs("</code>", o);
    fputs("</td><td>", o);
    if (r->reduced) {
      /* the reduced reproducer first: what an engineer acts on */
      fprintf(o, "reduced (%u &rarr; %u instructions", r->insts_before, r->insts_after);
      if (r->f.knobs[0]) fputs("; knobs needed: <code>", o), esc(o, r->f.knobs), fputs("</code>", o);
      fputs("): <code>sh reduced.sh</code><pre>", o), esc(o, r->f.program), fputs("</pre>original: ", o);
    }
    fputs("<code>", o), esc(o, r->f.command), fputs("</code></td></tr>\n", o);
  }
  fputs("</table>\n", o);
}

static void write_html(FILE *o, const CampStats *s, const FindingList *rs) {
  fprintf(o, "<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>passcheck report</title>\n<style>%s</style>"
             "</head><body>\n", css);
  html_summary(o, s, rs);
  html_findings(o, rs);
  html_passes(o, s);
  html_rules(o, s);
  html_throughput(o, s);
  html_coverage(o, s);
  fprintf(o, "<p>passcheck %s</p>\n</body></html>\n", PASSCHECK_VERSION);
}

/* ------------------------------------------------------------------ */

static char *report_html(const CampStats *s, const FindingList *rs) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  if (!f) return NULL;
  write_html(f, s, rs);
  if (fclose(f) != 0) return free(buf), NULL;
  return buf;
}

/* Replaces OUT/name by text (malloc'd, freed here; NULL: out of memory). */
static IrStatus put_file(IrCtx *c, const char *out, const char *name, char *text) {
  char path[4200];
  if (!text) return ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  snprintf(path, sizeof path, "%s/%s", out, name);
  bool ok = rep_write_atomic(path, text, strlen(text), true);
  int e = errno;
  free(text);
  return ok ? IR_OK : ir_error(c, IR_EUSER, NULL, 0, 0, "%s: %s", path, strerror(e));
}

IrStatus report_write(IrCtx *c, const char *out, const CampStats *s) {
  FindingList rs;
  IrStatus st = findings_list(c, out, &rs);
  for (size_t i = 0; st == IR_OK && i < rs.n; i++)
    if (rs.e[i].ok) rs.e[i].reduced = reduce_apply(&rs.e[i].f, &rs.e[i].insts_before, &rs.e[i].insts_after);
  if (st == IR_OK) st = put_file(c, out, "report.json", report_json(s, &rs));
  if (st == IR_OK) st = put_file(c, out, "report.html", report_html(s, &rs));
  findings_list_free(&rs);
  return st;
}

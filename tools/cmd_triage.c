/* tools/cmd_triage.c -- `passcheck triage DIR`: the findings of a campaign
 * folder grouped by signature, most frequent first: outcome, pass, count,
 * first and last seen (the folder's program and count file times), the
 * knobs the finding needs (the reducer's when it reset some, else the
 * recorded ones), the first difference, and the reduced reproducer inline
 * (reduced.ll when `passcheck reduce` wrote one).  Signatures that share
 * pass and outcome but differ in the first differing instruction are listed
 * as possibly related.
 * Contract: reads only; exit 0 (also with no findings), 1 on a bad folder
 * or options.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "cmd.h"
#include "../reports/fileio.h"
#include "../reports/reduce.h"
#include "../reports/findings.h"

static const char tr_usage[] =
  "usage: passcheck triage DIR\n"
  "\n"
  "Prints the findings of a campaign folder (DIR/findings/) grouped by\n"
  "signature, most frequent first: outcome, pass, count, first and last\n"
  "seen, knobs, the first difference and the reduced reproducer (run\n"
  "`passcheck reduce` on a finding to get one), then the groups that look\n"
  "alike (same pass and outcome, another signature) as possibly related.\n"
  "\n"
  "example:\n"
  "  passcheck fuzz --time 60 --out out && passcheck triage out\n"
  "\n"
  "exit status: 0 printed, 1 bad options or no such folder\n";

static void tr_time(const char *dir, const char *file, char *buf, size_t n) {
  char path[4400];
  struct stat st;
  snprintf(path, sizeof path, "%s/%s", dir, file);
  if (stat(path, &st)) {
    snprintf(buf, n, "?");
    return;
  }
  struct tm tm;
  gmtime_r(&st.st_mtime, &tm);
  strftime(buf, n, "%Y-%m-%d %H:%M:%S UTC", &tm);
}

static void tr_group(size_t k, FindingEntry *e) {
  const Finding *f = &e->f;
  char first[64], last[64], path[4400];
  tr_time(f->dir, "program.ll", first, sizeof first);
  tr_time(f->dir, "count", last, sizeof last);
  printf("[%zu] %s  %s after %s  count %llu  first seen %s  last seen %s\n", k, e->name,
         diff_outcome_name(f->outcome), f->pass[0] ? f->pass : "(none)", (unsigned long long)f->count, first, last);
  printf("    pipeline %s%s%s\n", f->repro_pipeline, f->knobs[0] ? "  knobs " : "", f->knobs);
  if (f->difference[0]) printf("    %s\n", f->difference);
  if (f->writer[0]) printf("    written by %s\n", f->writer);
  Finding *r = &e->f;  /* the entry is ours: it may take the reduced reproducer */
  uint32_t before, after;
  if (reduce_apply(r, &before, &after)) {
    printf("    reduced reproducer (%u -> %u instructions; knobs needed: %s): %s\n", before, after,
           r->knobs[0] ? r->knobs : "none", r->program_path);
    for (char *s = r->program, *nl; *s; s = nl ? nl + 1 : s + strlen(s)) {
      nl = strchr(s, '\n');
      printf("      %.*s\n", (int)(nl ? nl - s : (long)strlen(s)), s);
    }
    snprintf(path, sizeof path, "%s/reduced.sh", f->dir);
    printf("    rerun: %s\n", path);
  } else {
    printf("    not reduced yet: passcheck reduce %s\n", f->dir);
  }
}

int cmd_triage(int argc, char **argv) {
  const CmdOpt opts[] = {CMD_OPT_END};
  const CmdOptSpec spec = {"triage", opts, tr_usage, .max_args = 1};
  int n, rc = cmd_opts_parse(&spec, argc, argv, &n);
  if (rc != CMD_OK) return rc == CMD_HELP ? CMD_OK : rc;
  const char *dir = n ? argv[1] : NULL;
  struct stat st;
  if (!dir || stat(dir, &st) || !S_ISDIR(st.st_mode)) {
    fprintf(stderr, "passcheck triage: %s: not a campaign folder\n", dir ? dir : "(none given)");
    return CMD_EUSER;
  }
  IrCtx *c = ir_ctx_new();
  FindingList l;
  if (!c || findings_list(c, dir, &l) != IR_OK) {
    ir_ctx_free(c);
    return CMD_EINTERNAL;
  }
  printf("%zu signature%s in %s/findings\n", l.n, l.n == 1 ? "" : "s", dir);
  for (size_t i = 0; i < l.n; i++) {
    if (l.e[i].ok) tr_group(i + 1, &l.e[i]);
    else printf("[%zu] %s  unreadable: %s\n", i + 1, l.e[i].name, l.e[i].err);
  }
  bool header = false;
  for (size_t i = 0; i < l.n; i++)
    for (size_t j = i + 1; j < l.n; j++) {
      const Finding *a = &l.e[i].f, *b = &l.e[j].f;
      if (!l.e[i].ok || !l.e[j].ok || a->outcome != b->outcome || strcmp(a->pass, b->pass)) continue;
      if (!header) printf("possibly related (same pass and outcome, another signature):\n"), header = true;
      printf("  [%zu] %s ~ [%zu] %s  (%s after %s)\n", i + 1, l.e[i].name, j + 1, l.e[j].name,
             diff_outcome_name(a->outcome), a->pass);
    }
  findings_list_free(&l);
  ir_ctx_free(c);
  return CMD_OK;
}

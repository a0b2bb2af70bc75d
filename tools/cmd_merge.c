/* tools/cmd_merge.c -- `passcheck merge OUT DIR...`: joins the outputs of
 * several campaigns (shards run on other machines, CI matrix jobs) into
 * OUT: statistics summed from every DIR/campaign.json, finding folders
 * copied, and a finding whose signature OUT already holds adds its count
 * and seeds instead of a second folder.  Then OUT/report.{json,html}.
 *
 * Contract: offline (no campaign may write into OUT meanwhile); a folder
 * is copied under a temporary name and renamed, so OUT only ever holds
 * whole findings.  A corrupt finding folder or campaign.json is reported
 * with its path and skipped; the exit status is then 1.
 */
#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd.h"
#include "../reports/campaign.h"
#include "../reports/fileio.h"
#include "../reports/findings.h"
#include "../reports/report.h"

static const char merge_usage[] =
  "usage: passcheck merge OUT DIR...\n"
  "\n"
  "Merges the campaign folders DIR... (written by passcheck fuzz, e.g. one\n"
  "per --shard) into OUT (created when missing): the statistics of every\n"
  "DIR/campaign.json are summed into OUT/campaign.json, every finding folder\n"
  "is copied to OUT/findings/, a signature OUT already has adds its count,\n"
  "and OUT/report.html and OUT/report.json are written.\n"
  "\n"
  "example:\n"
  "  passcheck fuzz --shard 0/2 --out run0 --time 600 &\n"
  "  passcheck fuzz --shard 1/2 --out run1 --time 600; wait\n"
  "  passcheck merge all run0 run1\n"
  "\n"
  "exit status: 0 merged, 1 a folder or file could not be read (the rest is\n"
  "merged) or a user error, 2 internal error\n";

/* buf = a + "/" + b (+ tail); false when it does not fit. */
static bool pjoin(char *buf, size_t n, const char *a, const char *b, const char *tail) {
  int k = snprintf(buf, n, "%s/%s%s", a, b, tail);
  return k >= 0 && (size_t)k < n;
}

static int merge_err(const char *path, const char *what) {
  fprintf(stderr, "passcheck merge: %s: %s\n", path, what);
  return CMD_EUSER;
}

/* Copies every regular file of folder src into the new folder dst (via a
 * temporary name next to it). */
static int copy_folder(const char *src, const char *dst) {
  char tmp[4300];
  if (snprintf(tmp, sizeof tmp, "%s.tmp-merge-%ld", dst, (long)getpid()) >= (int)sizeof tmp)
    return merge_err(dst, "path too long");
  if (mkdir(tmp, 0755) != 0) return merge_err(tmp, strerror(errno));
  DIR *d = opendir(src);
  if (!d) return merge_err(src, strerror(errno));
  struct dirent *e;
  int rc = CMD_OK;
  while (rc == CMD_OK && (e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    char from[4600], to[4600], *buf;
    size_t len;
    if (!pjoin(from, sizeof from, src, e->d_name, "") || !pjoin(to, sizeof to, tmp, e->d_name, "")) {
      rc = merge_err(src, "path too long");
      break;
    }
    struct stat sb;
    if (stat(from, &sb) != 0 || !S_ISREG(sb.st_mode)) continue;
    int re = rep_slurp(from, &buf, &len);
    if (re) { rc = merge_err(from, strerror(re)); break; }
    if (!rep_write_atomic(to, buf, len, true)) rc = merge_err(to, strerror(errno));
    if (!rc && (sb.st_mode & 0111)) chmod(to, 0755);
    free(buf);
  }
  closedir(d);
  if (rc == CMD_OK && rename(tmp, dst) != 0) rc = merge_err(dst, strerror(errno));
  return rc;
}

/* Appends the seeds file of src to that of dst and adds the counts. */
static int add_counts(const char *src, const Finding *fs, const char *dst, const Finding *fd) {
  char path[4300], num[32];
  if (!pjoin(path, sizeof path, dst, "count", "")) return merge_err(dst, "path too long");
  int n = snprintf(num, sizeof num, "%" PRIu64 "\n", fs->count + fd->count);
  if (!rep_write_atomic(path, num, (size_t)n, true)) return merge_err(path, strerror(errno));
  char sp[4300], dp[4300], *a = NULL, *b = NULL;
  size_t la = 0, lb = 0;
  if (!pjoin(sp, sizeof sp, src, "seeds", "") || !pjoin(dp, sizeof dp, dst, "seeds", ""))
    return merge_err(dst, "path too long");
  if (rep_slurp(sp, &a, &la) != 0) return CMD_OK;  /* no seeds recorded */
  if (rep_slurp(dp, &b, &lb) != 0) b = NULL, lb = 0;
  char *all = malloc(la + lb + 1);
  int rc = CMD_OK;
  if (!all) rc = CMD_EINTERNAL;
  else {
    if (lb) memcpy(all, b, lb);
    memcpy(all + lb, a, la);
    if (!rep_write_atomic(dp, all, la + lb, true)) rc = merge_err(dp, strerror(errno));
  }
  free(all), free(a), free(b);
  return rc;
}

/* Merges the finding folder src (named name) into out/findings. */
static int merge_finding(IrCtx *c, const char *src, const char *name, const char *fdir) {
  Finding fs;
  ir_ctx_clear_error(c);
  if (findings_load(c, src, &fs) != IR_OK) return merge_err(src, ir_ctx_error(c));
  int rc = CMD_OK;
  for (int k = 1; k < 100; k++) {
    char dst[4300];
    char sfx[16];
    snprintf(sfx, sizeof sfx, k == 1 ? "" : "-m%d", k);
    if (!pjoin(dst, sizeof dst, fdir, name, sfx)) { rc = merge_err(fdir, "path too long"); break; }
    struct stat sb;
    if (stat(dst, &sb) != 0) { rc = copy_folder(src, dst); break; }
    Finding fd;
    ir_ctx_clear_error(c);
    if (findings_load(c, dst, &fd) != IR_OK) continue;  /* corrupt: never touched */
    bool same = !strcmp(fd.sigkey, fs.sigkey);
    if (same) rc = add_counts(src, &fs, dst, &fd);
    findings_free(&fd);
    if (same) break;
  }
  findings_free(&fs);
  return rc;
}

static int merge_dir(IrCtx *c, const char *dir, const char *out, CampStats *tot, bool *have) {
  char path[4300], err[600];
  if (!pjoin(path, sizeof path, dir, "campaign.json", "")) return merge_err(dir, "path too long");
  CampStats *s = malloc(sizeof *s);
  if (!s) return CMD_EINTERNAL;
  int rc = CMD_OK;
  if (!camp_load(s, path, err, sizeof err)) rc = merge_err(dir, err);
  else if (!*have) *tot = *s, tot->nsamples = 0, *have = true;
  else if (!camp_merge(tot, s, err, sizeof err)) rc = merge_err(dir, err);
  free(s);
  char fsrc[4300], fdst[4300];
  if (!pjoin(fsrc, sizeof fsrc, dir, "findings", "") || !pjoin(fdst, sizeof fdst, out, "findings", ""))
    return merge_err(dir, "path too long");
  mkdir(fdst, 0755);
  DIR *d = opendir(fsrc);
  if (!d) return rc;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    char src[4600];
    if (!pjoin(src, sizeof src, fsrc, e->d_name, "")) { rc = cmd_worse(rc, merge_err(fsrc, "path too long")); continue; }
    rc = cmd_worse(rc, merge_finding(c, src, e->d_name, fdst));
  }
  closedir(d);
  return rc;
}

int cmd_merge(int argc, char **argv) {
  const CmdOpt opts[] = {CMD_OPT_END};
  const CmdOptSpec spec = {"merge", opts, merge_usage, .min_args = 2, .max_args = CMD_ARGS_ANY,
                           .missing = "need OUT and at least one DIR"};
  int nargs, rc = cmd_opts_parse(&spec, argc, argv, &nargs);
  if (rc != CMD_OK) return rc == CMD_HELP ? CMD_OK : rc;
  const char *out = argv[1];
  if (mkdir(out, 0755) != 0 && errno != EEXIST) return merge_err(out, strerror(errno));
  IrCtx *c = ir_ctx_new();
  CampStats *tot = malloc(sizeof *tot);
  if (!c || !tot) { free(tot); ir_ctx_free(c); return CMD_EINTERNAL; }
  bool have = false;
  for (int i = 2; i <= nargs; i++) rc = cmd_worse(rc, merge_dir(c, argv[i], out, tot, &have));
  if (!have) camp_init(tot, "", 0, 0, 1, 0);
  char path[4300];
  if (!pjoin(path, sizeof path, out, "campaign.json", "")) rc = cmd_worse(rc, merge_err(out, "path too long"));
  else if (!camp_save(tot, path)) rc = cmd_worse(rc, merge_err(path, strerror(errno)));
  ir_ctx_clear_error(c);
  if (report_write(c, out, tot) != IR_OK) rc = cmd_worse(rc, merge_err(out, ir_ctx_error(c)));
  else printf("merged %d folders: %" PRIu64 " programs; report: %s/report.html\n", nargs - 1, tot->programs, out);
  free(tot);
  ir_ctx_free(c);
  return rc;
}

/* tools/cmd_import.c -- `passcheck import CRASH_FILE... --target T`: turns
 * the crash files a coverage-guided engine kept (libFuzzer's crash-*,
 * AFL++'s crashes/id:*) into passcheck findings.  The file is run through
 * the same target body the engine ran (fuzzers/lib/fuzztarget.h), with the
 * passes in a child process so that a pass crash becomes a crash finding:
 *   - the differential targets (fuzz_ir, fuzz_gen, fuzz_pass_<p>) give a
 *     regular finding folder OUT/findings/<signature>/ (program, input,
 *     pipeline, knobs, repro command; deduplicated by signature), which is
 *     then reduced (reduced.ll, reduced.sh) unless --no-reduce;
 *   - the others (fuzz_parse, fuzz_div, fuzz_mathfold) have no program to
 *     check pass by pass: their finding is the one-line verdict, kept in
 *     OUT/imported/<target>-<key>/ with the input bytes (input.bin),
 *     finding.txt and repro.sh (`passcheck import input.bin --target T
 *     --replay`).
 *
 * Contract: every file is written atomically; exit 0 when every crash file
 * reproduced as a finding (or, with --replay, when none did: nothing is
 * wrong), 2 when one did not reproduce (with --replay: one did), 1 for bad
 * options or an unreadable file.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cmd.h"
#include "../fuzzers/lib/fuzztarget.h"
#include "../reports/fileio.h"
#include "../reports/findings.h"
#include "../reports/reduce.h"

static const char import_usage[] =
  "usage: passcheck import CRASH_FILE... --target T [--out DIR] [--passes P]\n"
  "                        [--ulps U] [--no-reduce] [--reduce-time S] [--replay]\n"
  "\n"
  "Turns the crash files of a fuzz target (libFuzzer's crash-<sha1>, AFL++'s\n"
  "crashes/id:...) into findings: each file runs through the target's body\n"
  "again, with the passes in a child process.  Differential targets\n"
  "(fuzz_ir, fuzz_gen, fuzz_pass_<pass>) give a finding folder\n"
  "DIR/findings/<signature>/ with the program, input, pipeline, knobs and the\n"
  "repro command, reduced to reduced.ll / reduced.sh; fuzz_parse, fuzz_div\n"
  "and fuzz_mathfold findings are kept in DIR/imported/<target>-<key>/ with\n"
  "the input bytes, the verdict and repro.sh.\n"
  "\n"
  "options:\n"
  "  --target T       the fuzz target that wrote the files (required)\n"
  "  --out DIR        where the findings go (default: import-out)\n"
  "  --passes P       the pipeline the target ran with (default: the\n"
  "                   target's own, or $PASSCHECK_FUZZ_PIPELINE as in the engine)\n"
  "  --ulps U         fuzz_mathfold and the differential targets: the\n"
  "                   precision tolerance (default: the target's own, or\n"
  "                   $PASSCHECK_FUZZ_ULPS)\n"
  "  --no-reduce      do not reduce the differential findings\n"
  "  --reduce-time S  reduction budget per finding in seconds (default 60)\n"
  "  --replay         only run each file and print its verdict (exit 2 when\n"
  "                   one still gives a finding): what repro.sh runs\n"
  "  -h, --help       this text\n"
  "\n"
  "targets:";

typedef struct ImportOpts {
  const char *target, *out;
  FtOpts ft;
  bool reduce, replay;
  double reduce_time;
} ImportOpts;

static void print_targets(FILE *fp) {
  for (unsigned i = 0; ft_name(i); i++) fprintf(fp, " %s", ft_name(i));
  fprintf(fp, "\n");
}

static void import_help(void) {
  fputs(import_usage, stdout);
  print_targets(stdout);
}

static int make_dir(const char *path) {
  if (mkdir(path, 0777) == 0 || errno == EEXIST) return 0;
  fprintf(stderr, "passcheck import: %s: %s\n", path, strerror(errno));
  return -1;
}

static bool write_file(const char *dir, const char *name, const char *text, size_t len) {
  char path[4400];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  if (rep_write_atomic(path, text, len, true)) return true;
  fprintf(stderr, "passcheck import: %s: %s\n", path, strerror(errno));
  return false;
}

/* A verdict without a program (fuzz_parse, fuzz_div, fuzz_mathfold, or a
 * generator failure): OUT/imported/<target>-<key>/, key hashed from the
 * target and the first two words of the verdict after "<target>: " (the
 * outcome and the operation: "udiv i32", "precision: sin(double"), so
 * repeats of one bug share a folder. */
static int keep_verdict(const ImportOpts *o, const char *file, const uint8_t *data, size_t size,
                        const FtResult *r) {
  const char *m = r->msg, *p = strstr(m, ": ");
  p = p ? p + 2 : m;
  const char *e = p;
  for (int words = 0; *e && words < 2; e++)
    if (*e == ' ') words++;
  char key[512];
  int kn = snprintf(key, sizeof key, "%s|%.*s", o->target, (int)(e - p), p);
  char dir[4096];
  snprintf(dir, sizeof dir, "%s/imported", o->out);
  if (make_dir(o->out) || make_dir(dir)) return CMD_EUSER;
  snprintf(dir, sizeof dir, "%s/imported/%s-%012llx", o->out, o->target,
           (unsigned long long)(ir_fnv1a64(key, (size_t)kn) & 0xffffffffffffull));
  struct stat st;
  bool dup = stat(dir, &st) == 0;
  if (!dup) {
    if (make_dir(dir)) return CMD_EUSER;
    char text[4096], cmd[2048];
    snprintf(cmd, sizeof cmd, "passcheck import input.bin --target %s%s%s --replay", o->target,
             o->ft.pipeline ? " --passes " : "", o->ft.pipeline ? o->ft.pipeline : "");
    int n = snprintf(text, sizeof text, "%s\ntarget: %s\ncrash file: %s\nreproduce: %s\n", r->msg, o->target, file, cmd);
    char sh[2600];
    int shn = snprintf(sh, sizeof sh, "#!/bin/sh\n# %s\ncd \"$(dirname \"$0\")\" && %s\n", o->target, cmd);
    if (!write_file(dir, "input.bin", (const char *)data, size) || !write_file(dir, "finding.txt", text, (size_t)n) ||
        !write_file(dir, "repro.sh", sh, (size_t)shn))
      return CMD_EUSER;
    char path[4400];
    snprintf(path, sizeof path, "%s/repro.sh", dir);
    chmod(path, 0755);
  }
  printf("  %s %s\n", dup ? "duplicate of" : "new:", dir);
  return CMD_OK;
}

/* A differential finding: the regular folder, then its reduction. */
static int keep_finding(IrCtx *c, const ImportOpts *o, const FtResult *r) {
  FindingWrite fw;
  ir_ctx_clear_error(c);
  IrStatus st = findings_write(c, o->out, &r->diff, &fw);
  if (st != IR_OK) {
    cmd_report(c, st);
    return CMD_EUSER;
  }
  printf("  %s %s\n", fw.created ? "new:" : "duplicate of", fw.dir);
  if (!fw.created || !o->reduce) return CMD_OK;
  Finding f;
  if ((st = findings_load(c, fw.dir, &f)) != IR_OK) {
    cmd_report(c, st);
    return CMD_EUSER;
  }
  ReduceOpts ro;
  reduce_opts_default(&ro);
  ro.time_limit_s = o->reduce_time;
  ReduceResult red;
  st = reduce_run(c, &f, &ro, &red);
  if (st == IR_OK) st = reduce_write(c, &f, &red);
  if (st == IR_OK)
    printf("  reduced: %u -> %u instructions in %.1f s%s: %s/reduced.sh\n", red.insts_before, red.insts_after,
           red.seconds, red.timed_out ? " (time limit)" : "", fw.dir);
  else
    printf("  not reduced: %s\n", ir_ctx_error(c));
  reduce_result_free(&red);
  findings_free(&f);
  return CMD_OK;
}

/* One crash file: CMD_OK (a finding, kept), CMD_EINTERNAL (no finding),
 * CMD_EUSER (unreadable, or a write error). */
static int import_one(IrCtx *c, const ImportOpts *o, const char *file) {
  char *buf;
  size_t len;
  int err = rep_slurp(file, &buf, &len);
  if (err) {
    fprintf(stderr, "passcheck import: %s: %s\n", file, strerror(err));
    return CMD_EUSER;
  }
  FtResult r;
  ir_ctx_clear_error(c);
  IrStatus st = ft_run(c, o->target, (const uint8_t *)buf, len, &o->ft, &r);
  int rc;
  if (st != IR_OK) {
    fprintf(stderr, "passcheck import: %s: the target could not run: %s\n", file, ir_ctx_error(c));
    rc = CMD_EUSER;
  } else if (!r.found) {
    printf("%s: no finding: %s does not fail on it in passcheck", file, o->target);
    printf(o->replay ? "\n"
                     : " (a sanitizer report inside a pass reproduces only under a sanitizer build:"
                       " make test-asan builds build/asan/passcheck)\n");
    rc = CMD_EINTERNAL;
  } else {
    printf("%s: %s\n", file, r.msg);
    if (o->replay) rc = CMD_OK;
    else rc = r.has_diff ? keep_finding(c, o, &r) : keep_verdict(o, file, (const uint8_t *)buf, len, &r);
  }
  fflush(stdout);
  ft_result_free(&r);
  free(buf);
  return rc;
}

int cmd_import(int argc, char **argv) {
  ImportOpts o;
  memset(&o, 0, sizeof o);
  o.out = "import-out", o.reduce = true, o.reduce_time = 60;
  ft_opts_default(&o.ft);
  ft_opts_from_env(&o.ft);
  o.ft.keep = true, o.ft.isolate = true;
  const CmdOpt opts[] = {
    CMD_OPT("target", CMD_STR, &o.target),
    CMD_OPT("out", CMD_STR, &o.out),
    CMD_OPT("passes", CMD_STR, &o.ft.pipeline),
    CMD_OPT("ulps", CMD_ULPS, &o.ft.ulps),
    CMD_OPT("no-reduce", CMD_CLEAR, &o.reduce),
    CMD_OPT("reduce-time", CMD_SECONDS, &o.reduce_time, .hi = 86400),
    CMD_OPT("replay", CMD_SET, &o.replay),
    CMD_OPT_END};
  const CmdOptSpec spec = {"import", opts, NULL, import_help, .max_args = CMD_ARGS_ANY};
  int nfiles, rc = cmd_opts_parse(&spec, argc, argv, &nfiles);
  if (rc != CMD_OK) return rc == CMD_HELP ? CMD_OK : rc;
  char **files = argv + 1;
  if (!o.target || !ft_known(o.target)) {
    fprintf(stderr, "passcheck import: %s%s%s; the targets are:", o.target ? "unknown target '" : "no --target given",
            o.target ? o.target : "", o.target ? "'" : "");
    print_targets(stderr);
    return CMD_EUSER;
  }
  if (!nfiles) return cmd_opts_error(&spec, "no crash file given");
  IrCtx *c = ir_ctx_new();
  if (!c) return CMD_EINTERNAL;
  int worst = CMD_OK, found = 0;
  for (int i = 0; i < nfiles; i++) {
    rc = import_one(c, &o, files[i]);
    if (rc == CMD_EUSER) worst = CMD_EUSER;
    else if (rc == CMD_EINTERNAL && worst == CMD_OK) worst = CMD_EINTERNAL;
    found += rc == CMD_OK;
  }
  ir_ctx_free(c);
  if (o.replay && worst != CMD_EUSER) return found ? CMD_EINTERNAL : CMD_OK;
  return worst;
}

/* reports/reduced.c -- the reduced reproducer in a finding's folder: what
 * `passcheck reduce` and `passcheck fuzz --reduce` write (reduced.ll,
 * reduced-input.txt, reduced.sh, reduced.txt) and how export, triage and
 * the report read it back.
 *
 * Contract: reduce_write replaces each file atomically (a reader sees the
 * old or the new one, never a torn one) and writes reduced.txt last, so a
 * folder with reduced.txt has the whole set; reduce_apply reads the set
 * back and, only when all of it is there and consistent, puts it in place
 * of the finding's program, input, pipeline and knobs.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fileio.h"
#include "reduce.h"

IrStatus reduce_write(IrCtx *c, const Finding *f, const ReduceResult *r) {
  char cmd[4096], sh[4400], sum[8192], path[4200];
  if (f->external[0])
    findings_command_ext(cmd, sizeof cmd, "reduced.ll", f->external, r->func, r->input ? "reduced-input.txt" : NULL);
  else
    findings_command_of(cmd, sizeof cmd, "reduced.ll", r->pipeline, r->knobs, r->func,
                        r->input ? "reduced-input.txt" : NULL);
  int ns = snprintf(sh, sizeof sh,
                    "#!/bin/sh\n# passcheck finding %s, reduced: exits 1 while it reproduces (set PASSCHECK\n"
                    "# to the binary when passcheck is not on PATH).\ncd \"$(dirname \"$0\")\" || exit 2\n"
                    "exec \"${PASSCHECK:-passcheck}\"%s\n",
                    f->sig, cmd + strlen("passcheck"));
  char at[300] = "";
  if (r->crash_at[0]) snprintf(at, sizeof at, "crash at %s\n", r->crash_at);
  int n = snprintf(sum, sizeof sum,
                   "signature %s (%s)\ninstructions %u -> %u\npipeline %s\nknobs needed %s\ncommand %s\n%s"
                   "tests %llu (accepted %llu, rejected by the verifier %llu)\nrounds %u\nseconds %.2f%s\n",
                   f->sig, f->sigkey, r->insts_before, r->insts_after, r->pipeline, r->knobs[0] ? r->knobs : "(none)",
                   cmd, at, (unsigned long long)r->tests, (unsigned long long)r->accepted,
                   (unsigned long long)r->rejected_verify, r->rounds, r->seconds,
                   r->timed_out ? " (time limit reached)" : "");
  struct {
    const char *name, *text;
    size_t len;
  } files[] = {{"reduced.ll", r->text, r->len},
               {"reduced-input.txt", r->input, r->input_len},
               {"reduced.sh", sh, (size_t)ns},
               {"reduced.txt", sum, (size_t)n}};
  for (size_t k = 0; k < sizeof files / sizeof files[0]; k++) {
    if (!files[k].text) continue;
    snprintf(path, sizeof path, "%s/%s", f->dir, files[k].name);
    if (!rep_write_atomic(path, files[k].text, files[k].len, true) ||
        (!strcmp(files[k].name, "reduced.sh") && chmod(path, 0755) != 0))
      return ir_error(c, IR_EUSER, path, 0, 0, "cannot write: %s", strerror(errno));
  }
  return IR_OK;
}

/* The value of the line "key VALUE" of text into buf ("" when absent). */
static bool red_line(const char *text, const char *key, char *buf, size_t n) {
  size_t kl = strlen(key);
  for (const char *s = text; s && *s; s = strchr(s, '\n'), s = s ? s + 1 : NULL) {
    if (strncmp(s, key, kl) || s[kl] != ' ') continue;
    const char *v = s + kl + 1;
    size_t vl = strcspn(v, "\n");
    if (vl >= n) return false;
    memcpy(buf, v, vl);
    buf[vl] = 0;
    return true;
  }
  return false;
}

bool reduce_apply(Finding *f, uint32_t *before, uint32_t *after) {
  char path[4200], pipe[sizeof f->repro_pipeline], knobs[sizeof f->knobs], sizes[64];
  char *sum = NULL, *prog = NULL, *in = NULL;
  size_t sl, pl, il = 0;
  snprintf(path, sizeof path, "%s/reduced.txt", f->dir);
  if (rep_slurp(path, &sum, &sl)) return false;
  unsigned b = 0, a = 0;
  bool ok = red_line(sum, "pipeline", pipe, sizeof pipe) && red_line(sum, "knobs needed", knobs, sizeof knobs) &&
            red_line(sum, "instructions", sizes, sizeof sizes) && sscanf(sizes, "%u -> %u", &b, &a) == 2;
  free(sum);
  snprintf(path, sizeof path, "%s/reduced.ll", f->dir);
  ok = ok && rep_slurp(path, &prog, &pl) == 0;
  snprintf(path, sizeof path, "%s/reduced-input.txt", f->dir);
  ok = ok && (!f->input || rep_slurp(path, &in, &il) == 0);
  if (!ok) {
    free(prog);
    free(in);
    return false;
  }
  if (!strcmp(knobs, "(none)")) knobs[0] = 0;
  char pp[sizeof f->program_path], ip[sizeof f->input_path];
  if ((size_t)snprintf(pp, sizeof pp, "%s/reduced.ll", f->dir) >= sizeof pp ||
      (size_t)snprintf(ip, sizeof ip, "%s/reduced-input.txt", f->dir) >= sizeof ip) {
    free(prog);
    free(in);
    return false;
  }
  free(f->program);
  f->program = prog;
  f->program_len = pl;
  memcpy(f->program_path, pp, sizeof pp);
  if (f->input) {
    free(f->input);
    f->input = in;
    f->input_len = il;
    memcpy(f->input_path, ip, sizeof ip);
  }
  snprintf(f->repro_pipeline, sizeof f->repro_pipeline, "%s", pipe);
  snprintf(f->knobs, sizeof f->knobs, "%s", knobs);
  if (before) *before = b;
  if (after) *after = a;
  return true;
}

/* reports/findings.c -- the findings store: writes a finding's folder
 * atomically or counts a duplicate, and reads a folder back (findings.h).
 *
 * Contract: findings.h.  Write protocol, for a kill at any instant to leave
 * only whole findings:
 *   1. mkdir OUT/findings/.tmp-<pid>-<ns>/, write every file there, fsync
 *      each file and then the folder;
 *   2. rename it to OUT/findings/<sig>, fsync OUT/findings.
 *   A rename that fails because <sig> appeared meanwhile (another worker)
 *   falls back to counting.  Counting: flock(<sig>/), read count, write
 *   count.tmp-<pid>, fsync, rename over count, fsync <sig>/ (seeds alike).
 * A stale .tmp-* folder is never visible as a finding; findings_clean_tmp
 * removes those of dead processes.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "fileio.h"
#include "findings.h"
#include "findings_json.h"

enum { MAX_SUFFIX = 16 };

/* ------------------------------------------------------------------ */
/* Paths and files                                                      */

static IrStatus sys_err(IrCtx *c, const char *path, int err) {
  return ir_error(c, err == ENOMEM ? IR_ENOMEM : IR_EUSER, NULL, 0, 0, "%s: %s", path, strerror(err));
}

static IrStatus join(IrCtx *c, char *buf, size_t n, const char *a, const char *b) {
  if ((size_t)snprintf(buf, n, "%s/%s", a, b) >= n) return ir_error(c, IR_EUSER, NULL, 0, 0, "%s/%s: path too long", a, b);
  return IR_OK;
}

static bool write_all(int fd, const char *p, size_t n) {
  while (n) {
    ssize_t w = write(fd, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return false;
    p += w, n -= (size_t)w;
  }
  return true;
}

/* Creates dir/name (must not exist) with data, fsync'd. */
static IrStatus write_new(IrCtx *c, const char *dir, const char *name, const char *data, size_t len, mode_t mode) {
  char path[4096];
  IrStatus st = join(c, path, sizeof path, dir, name);
  if (st) return st;
  int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
  if (fd < 0) return sys_err(c, path, errno);
  bool ok = write_all(fd, data, len) && fsync(fd) == 0;
  int e = errno;
  if (close(fd) != 0 && ok) ok = false, e = errno;
  return ok ? IR_OK : sys_err(c, path, e);
}

static IrStatus fsync_dir(IrCtx *c, const char *dir) {
  int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return sys_err(c, dir, errno);
  int r = fsync(fd), e = errno;
  close(fd);
  return r == 0 || e == EINVAL ? IR_OK : sys_err(c, dir, e);
}

static IrStatus mkdir_one(IrCtx *c, const char *path) {
  if (mkdir(path, 0777) == 0 || errno == EEXIST) return IR_OK;
  return sys_err(c, path, errno);
}

/* Reads path whole (malloc, NUL-terminated); errno-style code on failure. */

/* Removes a flat folder (files, then the folder). */
static void rm_flat(const char *dir) {
  DIR *d = opendir(dir);
  if (d) {
    struct dirent *de;
    char path[4096];
    while ((de = readdir(d)))
      if (strcmp(de->d_name, ".") && strcmp(de->d_name, "..") &&
          (size_t)snprintf(path, sizeof path, "%s/%s", dir, de->d_name) < sizeof path)
        unlink(path);
    closedir(d);
  }
  rmdir(dir);
}

/* ------------------------------------------------------------------ */
/* The repro command                                                    */

/* Appends s to buf, single-quoted when it holds a character the shell
 * would interpret. */
static void put_word(char *buf, size_t n, const char *s) {
  size_t at = strlen(buf);
  bool plain = *s != 0;
  for (const char *p = s; *p; p++)
    if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-@%+=:,/", *p)) plain = false;
  if (plain) {
    snprintf(buf + at, n - at, " %s", s);
    return;
  }
  at += (size_t)snprintf(buf + at, at < n ? n - at : 0, " '");
  for (const char *p = s; *p && at + 5 < n; p++) {
    if (*p == '\'') at += (size_t)snprintf(buf + at, n - at, "'\\''");
    else buf[at++] = *p, buf[at] = 0;
  }
  if (at < n) snprintf(buf + at, n - at, "'");
}

void findings_command_of(char *buf, size_t n, const char *program, const char *pipeline, const char *knobs,
                         const char *func, const char *input) {
  char word[1200];
  snprintf(buf, n, "passcheck check");
  put_word(buf, n, program);
  snprintf(word, sizeof word, "-passes=%s", pipeline);
  put_word(buf, n, word);
  char ks[1024];
  snprintf(ks, sizeof ks, "%s", knobs);
  for (char *save = NULL, *k = strtok_r(ks, " ", &save); k; k = strtok_r(NULL, " ", &save)) {
    put_word(buf, n, "-knob");
    put_word(buf, n, k);
  }
  if (func[0]) {
    put_word(buf, n, "--func");
    put_word(buf, n, func);
  }
  if (input) put_word(buf, n, "--input"), put_word(buf, n, input);
}

void findings_command_ext(char *buf, size_t n, const char *program, const char *external, const char *func,
                          const char *input) {
  snprintf(buf, n, "passcheck check");
  put_word(buf, n, program);
  put_word(buf, n, "--external");
  put_word(buf, n, external);
  if (func[0]) put_word(buf, n, "--func"), put_word(buf, n, func);
  if (input) put_word(buf, n, "--input"), put_word(buf, n, input);
}

void findings_command(const DiffFinding *f, char *buf, size_t n) {
  if (f->external[0]) {  /* an outside tool: check the program through the same command */
    findings_command_ext(buf, n, "program.ll", f->external, f->func, f->input ? "input.txt" : NULL);
    return;
  }
  findings_command_of(buf, n, "program.ll", f->repro_pipeline, f->knobs, f->func, f->input ? "input.txt" : NULL);
}

static char *repro_script(const DiffFinding *f) {
  char cmd[4096], *buf = NULL;
  size_t len = 0;
  findings_command(f, cmd, sizeof cmd);
  FILE *fp = open_memstream(&buf, &len);
  if (!fp) return NULL;
  fprintf(fp, "#!/bin/sh\n# passcheck finding %s: %s", f->sig, diff_outcome_name(f->outcome));
  if (f->step >= 0) fprintf(fp, " after pass %s (step %d of pipeline %s)", f->pass, f->step + 1, f->pipeline);
  fprintf(fp, "\n# Runs from any directory; exits 1 while the finding reproduces, 0 once it\n"
              "# does not (set PASSCHECK to the binary when passcheck is not on PATH).\n"
              "cd \"$(dirname \"$0\")\" || exit 2\n"
              "exec \"${PASSCHECK:-passcheck}\"%s\n", cmd + strlen("passcheck"));
  if (fclose(fp) != 0) return free(buf), NULL;
  return buf;
}

/* ------------------------------------------------------------------ */
/* result.json                                                          */

/* The first difference, the writer and the input of f: objects, or null. */
static json_t *j_diff(const DiffFinding *f) {
  if (!f->has_diff) return json_null();
  return json_pack("{s:o, s:i, s:I, s:i, s:i, s:b, s:o, s:o, s:o}", "where", fjson_str(f->diff_where),
                   "buffer", (int)f->diff_buf, "offset", (json_int_t)f->diff_offset,
                   "expected_byte", (int)f->src_byte, "actual_byte", (int)f->tgt_byte,
                   "actual_poison", (int)f->tgt_poison, "type", fjson_str(f->diff_type),
                   "expected_value", fjson_str(f->diff_src_val), "actual_value", fjson_str(f->diff_tgt_val));
}

static json_t *j_writer(const DiffFinding *f) {
  if (!f->writer[0]) return json_null();
  return json_pack("{s:o, s:o}", "function", fjson_str(f->writer_func), "instruction", fjson_str(f->writer));
}

static json_t *j_input(const DiffFinding *f) {
  if (!f->input) return json_null();
  return json_pack("{s:s, s:i, s:o, s:b}", "file", "input.txt", "index", (int)f->input_index, "seed",
                   fjson_u64(f->input_seed), "edge", (int)f->input_edge);
}

/* result.json's text (NULL when out of memory): one member a line. */
static char *result_json(const DiffFinding *f) {
  char cmd[4096], *text = NULL;
  findings_command(f, cmd, sizeof cmd);
  json_t *j = json_pack("{s:s, s:i, s:s, s:o, s:o, s:o, s:o, s:i, s:o, s:o,"
                        " s:s, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o}",
                        "format", "passcheck-finding",
                        "format_version", FINDINGS_FORMAT,
                        "passcheck_version", PASSCHECK_VERSION,
                        "seed", f->has_program_seed ? fjson_u64(f->program_seed) : json_null(),
                        "pipeline", fjson_str(f->pipeline),
                        "repro_pipeline", fjson_str(f->repro_pipeline),
                        "pass", fjson_str(f->pass),
                        "step", (int)f->step,
                        "knobs", fjson_str(f->knobs),
                        "function", fjson_str(f->func),
                        "outcome", diff_outcome_name(f->outcome),
                        "signature", fjson_str(f->sig),
                        "signature_key", fjson_str(f->sigkey),
                        "input", j_input(f),
                        "expected", fjson_str(f->expected),
                        "actual", fjson_str(f->actual),
                        "actual_at", fjson_str(f->actual_at[0] ? f->actual_at : NULL),
                        "first_difference", j_diff(f),
                        "writer", j_writer(f),
                        "detail", fjson_str(f->detail));
  bool ok = j != NULL;
  if (ok && f->external[0])  /* an outside tool's finding */
    ok = !json_object_set_new(j, "external", fjson_str(f->external)) &&
         !json_object_set_new(j, "tool_version", fjson_str(f->tool_version));
  if (ok && !json_object_set_new(j, "command", fjson_str(cmd))) text = fjson_dump(j, 1);
  json_decref(j);
  return text;
}

/* ------------------------------------------------------------------ */
/* Writing a new folder                                                 */

static IrStatus write_text(IrCtx *c, const char *dir, const char *name, const char *text, mode_t mode) {
  if (!text) return ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  return write_new(c, dir, name, text, strlen(text), mode);
}

/* Every file of f into dir (fresh), then fsync of dir. */
static IrStatus write_files(IrCtx *c, const char *dir, const DiffFinding *f) {
  char *json = result_json(f), *sh = repro_script(f), num[32];
  IrStatus st = f->program ? write_text(c, dir, "program.ll", f->program, 0666) : IR_OK;
  if (!st && f->input) st = write_text(c, dir, "input.txt", f->input, 0666);
  if (!st && f->before) st = write_text(c, dir, "before.ll", f->before, 0666);
  if (!st && f->after) st = write_text(c, dir, "after.ll", f->after, 0666);
  if (!st) st = write_text(c, dir, "result.json", json, 0666);
  if (!st) st = write_text(c, dir, "repro.sh", sh, 0777);
  if (!st) st = write_text(c, dir, "count", "1\n", 0666);
  if (!st && f->has_program_seed) {
    snprintf(num, sizeof num, "%" PRIu64 "\n", f->program_seed);
    st = write_text(c, dir, "seeds", num, 0666);
  }
  free(json);
  free(sh);
  return st ? st : fsync_dir(c, dir);
}

/* A fresh OUT/findings/.tmp-<pid>-<n> folder, its path in tmp. */
static IrStatus make_tmp(IrCtx *c, const char *fdir, char *tmp, size_t n) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  uint64_t k = (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
  for (int tries = 0; tries < 100; tries++, k++) {
    if ((size_t)snprintf(tmp, n, "%s/.tmp-%ld-%" PRIu64, fdir, (long)getpid(), k) >= n)
      return ir_error(c, IR_EUSER, NULL, 0, 0, "%s: path too long", fdir);
    if (mkdir(tmp, 0777) == 0) return IR_OK;
    if (errno != EEXIST) return sys_err(c, tmp, errno);
  }
  return ir_error(c, IR_EUSER, NULL, 0, 0, "%s: cannot make a temporary folder", fdir);
}

/* ------------------------------------------------------------------ */
/* Counting a duplicate                                                 */

/* Replaces dir/name by text: name.tmp-<pid>, rename.  Not fsync'd: a
 * duplicate's count and seeds are statistics, the rename is atomic for
 * any reader and against a killed process, and fsync here cost ~50 ms per
 * duplicate on the reference VM (half of a campaign's time when a pass is
 * wrong often).  A new finding's folder is always fsync'd. */
static IrStatus replace_file(IrCtx *c, const char *dir, const char *name, const char *text) {
  char to[4096];
  IrStatus st = join(c, to, sizeof to, dir, name);
  if (!st && !rep_write_atomic(to, text, strlen(text), false)) st = sys_err(c, to, errno);
  return st;
}

/* Appends the seed to dir/seeds (at most FINDINGS_MAX_SEEDS lines). */
static IrStatus add_seed(IrCtx *c, const char *dir, uint64_t seed) {
  char path[4096], *old = NULL, line[32];
  size_t len = 0, lines = 0;
  IrStatus st = join(c, path, sizeof path, dir, "seeds");
  if (st) return st;
  int e = rep_slurp(path, &old, &len);
  if (e && e != ENOENT) return sys_err(c, path, e);
  for (size_t i = 0; i < len; i++) lines += old[i] == '\n';
  snprintf(line, sizeof line, "%" PRIu64 "\n", seed);
  if (lines < FINDINGS_MAX_SEEDS) {
    char *text = malloc(len + sizeof line);
    if (!text) return free(old), ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
    snprintf(text, len + sizeof line, "%s%s", old ? old : "", line);
    st = replace_file(c, dir, "seeds", text);
    free(text);
  }
  free(old);
  return st;
}

static IrStatus bump_locked(IrCtx *c, const char *dir, const DiffFinding *f, uint64_t *count) {
  char path[4096], *text, num[32];
  size_t len;
  IrStatus st = join(c, path, sizeof path, dir, "count");
  if (st) return st;
  int e = rep_slurp(path, &text, &len);
  if (e) return sys_err(c, path, e);
  char *end;
  unsigned long long n = strtoull(text, &end, 10);
  bool bad = end == text || (*end && *end != '\n');
  free(text);
  if (bad) return ir_error(c, IR_EUSER, path, 0, 0, "not a count (expected a decimal number and a newline)");
  *count = (uint64_t)n + 1;
  snprintf(num, sizeof num, "%" PRIu64 "\n", *count);
  st = replace_file(c, dir, "count", num);
  if (!st && f->has_program_seed) st = add_seed(c, dir, f->program_seed);
  return st;
}

/* count + 1 (and the seed) in the existing folder dir, under its lock. */
static IrStatus bump(IrCtx *c, const char *dir, const DiffFinding *f, uint64_t *count) {
  int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return sys_err(c, dir, errno);
  while (flock(fd, LOCK_EX) != 0)
    if (errno != EINTR) {
      int e = errno;
      close(fd);
      return sys_err(c, dir, e);
    }
  IrStatus st = bump_locked(c, dir, f, count);
  close(fd);  /* releases the lock */
  return st;
}

/* ------------------------------------------------------------------ */
/* findings_write                                                       */

/* Whether the folder dir holds the finding of key (result.json readable
 * and its signature_key equal). */
static bool same_key(const char *dir, const char *key) {
  char path[4096];
  int e;
  json_error_t je;
  if ((size_t)snprintf(path, sizeof path, "%s/result.json", dir) >= sizeof path) return false;
  json_t *j = fjson_read(path, &e, &je);
  const char *k = json_string_value(json_object_get(j, "signature_key"));
  bool same = k && !strcmp(k, key);
  json_decref(j);
  return same;
}

static bool exists(const char *path) {
  struct stat sb;
  return lstat(path, &sb) == 0;
}

/* Tries to place the finding under name (tmp written lazily into *tmp). */
typedef enum { PLACE_DONE, PLACE_TAKEN, PLACE_RETRY } Place;

static Place place(IrCtx *c, const char *fdir, const char *final, const DiffFinding *f, char *tmp, size_t tn,
                   FindingWrite *w, IrStatus *st) {
  if (exists(final)) {
    if (!same_key(final, f->sigkey)) return PLACE_TAKEN;
    *st = bump(c, final, f, &w->count);
    snprintf(w->dir, sizeof w->dir, "%s", final);
    return PLACE_DONE;
  }
  if (!tmp[0]) {
    *st = make_tmp(c, fdir, tmp, tn);
    if (!*st) *st = write_files(c, tmp, f);
    if (*st) return PLACE_DONE;
  }
  if (rename(tmp, final) == 0) {
    tmp[0] = 0;
    w->created = true, w->count = 1;
    snprintf(w->dir, sizeof w->dir, "%s", final);
    *st = fsync_dir(c, fdir);
    return PLACE_DONE;
  }
  if (errno == EEXIST || errno == ENOTEMPTY) return PLACE_RETRY;  /* another writer won */
  *st = sys_err(c, final, errno);
  return PLACE_DONE;
}

IrStatus findings_write(IrCtx *c, const char *out, const DiffFinding *f, FindingWrite *w) {
  char fdir[4096], final[4096], tmp[4096] = "", name[64];
  memset(w, 0, sizeof *w);
  IrStatus st = mkdir_one(c, out);
  if (!st) st = join(c, fdir, sizeof fdir, out, "findings");
  if (!st) st = mkdir_one(c, fdir);
  uint32_t suffix = 1, retries = 0;
  while (!st) {
    if (suffix > MAX_SUFFIX) {
      st = ir_error(c, IR_EUSER, NULL, 0, 0, "%s/%s: %u folders of that name hold other findings", fdir, f->sig,
                    MAX_SUFFIX);
      break;
    }
    if (suffix == 1) snprintf(name, sizeof name, "%s", f->sig);
    else snprintf(name, sizeof name, "%s-%u", f->sig, suffix);
    st = join(c, final, sizeof final, fdir, name);
    if (st) break;
    Place pl = place(c, fdir, final, f, tmp, sizeof tmp, w, &st);
    if (pl == PLACE_DONE) break;
    if (pl == PLACE_TAKEN || ++retries > 8) suffix++;
  }
  if (tmp[0]) rm_flat(tmp);
  return st;
}

/* ------------------------------------------------------------------ */
/* Reading a folder back                                                */

typedef struct Rd {
  IrCtx *c;
  const char *path;   /* result.json's path, for messages */
  const json_t *root;
  IrStatus st;
} Rd;

static bool rd_fail(Rd *r, const char *fmt, const char *key) {
  if (!r->st) r->st = ir_error(r->c, IR_EUSER, r->path, 0, 0, fmt, key);
  return false;
}

/* Member key as a string (NULL: null allowed when opt). */
static bool rd_str(Rd *r, const char *key, char *buf, size_t n, bool opt) {
  const json_t *v = json_object_get(r->root, key);
  buf[0] = 0;
  if (!v) return opt || rd_fail(r, "missing field \"%s\"", key);
  if (json_is_null(v) && opt) return true;
  if (!json_is_string(v)) return rd_fail(r, "field \"%s\" must be a string", key);
  if (json_string_length(v) >= n) return rd_fail(r, "field \"%s\" is too long", key);
  memcpy(buf, json_string_value(v), json_string_length(v) + 1);
  return true;
}

static bool rd_int(Rd *r, const char *key, json_int_t *out) {
  const json_t *v = json_object_get(r->root, key);
  if (!v) return rd_fail(r, "missing field \"%s\"", key);
  if (!json_is_integer(v)) return rd_fail(r, "field \"%s\" must be an integer", key);
  *out = json_integer_value(v);
  return true;
}

static bool rd_header(Rd *r, Finding *f) {
  char fmt[64];
  json_int_t ver;
  if (!json_is_object(r->root)) return rd_fail(r, "expected an object%s", "");
  if (!rd_str(r, "format", fmt, sizeof fmt, false)) return false;
  if (strcmp(fmt, "passcheck-finding")) return rd_fail(r, "not a passcheck finding (format \"%s\")", fmt);
  if (!rd_int(r, "format_version", &ver)) return false;
  if (ver != FINDINGS_FORMAT) return rd_fail(r, "unsupported format_version (this passcheck reads %s)", "1");
  const json_t *seed = json_object_get(r->root, "seed");
  f->has_seed = seed && !json_is_null(seed);
  if (f->has_seed && !fjson_get_u64(seed, &f->seed))
    return rd_fail(r, "field \"%s\" must be an unsigned integer or null", "seed");
  return rd_str(r, "passcheck_version", f->version, sizeof f->version, false);
}

/* o[key] as a string, "" when absent or of another kind. */
static const char *opt_str(const json_t *o, const char *key) {
  const char *s = json_string_value(json_object_get(o, key));
  return s ? s : "";
}

/* The optional first_difference and writer objects, for reports. */
static void rd_difference(Rd *r, Finding *f) {
  const json_t *d = json_object_get(r->root, "first_difference"), *w = json_object_get(r->root, "writer");
  f->difference[0] = f->writer[0] = 0;
  if (json_is_object(d)) {
    const char *ev = opt_str(d, "expected_value"), *av = opt_str(d, "actual_value");
    unsigned eb = (unsigned)json_integer_value(json_object_get(d, "expected_byte")) & 0xff;
    unsigned ab = (unsigned)json_integer_value(json_object_get(d, "actual_byte")) & 0xff;
    json_int_t at = json_integer_value(json_object_get(d, "offset"));
    int n = snprintf(f->difference, sizeof f->difference, "%s, byte %" JSON_INTEGER_FORMAT ": expected 0x%02x, "
                     "actual 0x%02x", opt_str(d, "where"), at, eb, ab);
    if (*ev && n > 0 && (size_t)n < sizeof f->difference)
      snprintf(f->difference + n, sizeof f->difference - n, " (%s %s -> %s)", opt_str(d, "type"), ev, av);
  }
  if (json_is_object(w))
    snprintf(f->writer, sizeof f->writer, "%s: %s", opt_str(w, "function"), opt_str(w, "instruction"));
}

static bool rd_fields(Rd *r, Finding *f) {
  char outcome[64];
  json_int_t step;
  if (!rd_header(r, f) || !rd_str(r, "pipeline", f->pipeline, sizeof f->pipeline, false) ||
      !rd_str(r, "repro_pipeline", f->repro_pipeline, sizeof f->repro_pipeline, false) ||
      !rd_str(r, "pass", f->pass, sizeof f->pass, false) || !rd_int(r, "step", &step) ||
      !rd_str(r, "knobs", f->knobs, sizeof f->knobs, false) || !rd_str(r, "function", f->func, sizeof f->func, false) ||
      !rd_str(r, "outcome", outcome, sizeof outcome, false) || !rd_str(r, "signature", f->sig, sizeof f->sig, false) ||
      !rd_str(r, "signature_key", f->sigkey, sizeof f->sigkey, false) ||
      !rd_str(r, "expected", f->expected, sizeof f->expected, false) ||
      !rd_str(r, "actual", f->actual, sizeof f->actual, false) || !rd_str(r, "command", f->command, sizeof f->command, false) ||
      !rd_str(r, "external", f->external, sizeof f->external, true))
    return false;
  if (step < -1 || step >= PIPELINE_MAX) return rd_fail(r, "field \"%s\" out of range", "step");
  f->step = (int32_t)step;
  if (!diff_outcome_parse(outcome, &f->outcome)) return rd_fail(r, "unknown outcome \"%s\"", outcome);
  const json_t *in = json_object_get(r->root, "input");
  if (!in) return rd_fail(r, "missing field \"%s\"", "input");
  if (!json_is_null(in) && !json_is_object(in)) return rd_fail(r, "field \"%s\" must be an object or null", "input");
  rd_difference(r, f);
  return true;
}

/* A file of the folder that could not be read: missing, or errno e. */
static IrStatus file_err(IrCtx *c, const char *path, int e) {
  if (e == ENOENT) return ir_error(c, IR_EUSER, NULL, 0, 0, "%s: missing (the finding folder is incomplete)", path);
  return sys_err(c, path, e);
}

/* Reads dir/name into *buf; a clear error when missing. */
static IrStatus rd_file(IrCtx *c, const char *dir, const char *name, char *path, size_t pn, char **buf, size_t *len) {
  IrStatus st = join(c, path, pn, dir, name);
  if (st) return st;
  int e = rep_slurp(path, buf, len);
  return e ? file_err(c, path, e) : IR_OK;
}

static IrStatus load_count(IrCtx *c, Finding *f) {
  char path[4096], *text, *end;
  size_t len;
  IrStatus st = rd_file(c, f->dir, "count", path, sizeof path, &text, &len);
  if (st) return st;
  unsigned long long n = strtoull(text, &end, 10);
  bool bad = end == text || (*end && *end != '\n') || n == 0;
  free(text);
  if (bad) return ir_error(c, IR_EUSER, path, 0, 0, "not a count (expected a positive decimal number)");
  f->count = n;
  return IR_OK;
}

static IrStatus load_json(IrCtx *c, Finding *f) {
  char path[4096];
  int e;
  json_error_t je;
  IrStatus st = join(c, path, sizeof path, f->dir, "result.json");
  if (st) return st;
  json_t *j = fjson_read(path, &e, &je);
  if (!j && e) return file_err(c, path, e);
  if (!j) return ir_error(c, IR_EUSER, path, (uint32_t)je.line, (uint32_t)je.column, "corrupt JSON: %s", je.text);
  Rd r = {c, path, j, IR_OK};
  rd_fields(&r, f);
  bool has_input = json_is_object(json_object_get(j, "input"));
  json_decref(j);
  if (r.st) return r.st;
  if (has_input) return rd_file(c, f->dir, "input.txt", f->input_path, sizeof f->input_path, &f->input, &f->input_len);
  return IR_OK;
}

IrStatus findings_load(IrCtx *c, const char *dir, Finding *f) {
  memset(f, 0, sizeof *f);
  size_t l = strlen(dir);
  while (l > 1 && dir[l - 1] == '/') l--;
  if (l >= sizeof f->dir) return ir_error(c, IR_EUSER, NULL, 0, 0, "%s: path too long", dir);
  memcpy(f->dir, dir, l);
  struct stat sb;
  if (stat(f->dir, &sb) != 0) return sys_err(c, f->dir, errno);
  if (!S_ISDIR(sb.st_mode)) return ir_error(c, IR_EUSER, NULL, 0, 0, "%s: not a finding folder", f->dir);
  IrStatus st = load_json(c, f);
  if (!st) st = rd_file(c, f->dir, "program.ll", f->program_path, sizeof f->program_path, &f->program, &f->program_len);
  if (!st) st = load_count(c, f);
  if (st) findings_free(f);
  return st;
}

IrStatus findings_setup_str(IrCtx *c, const char *knobs, const char *pipeline, PassCtx *pc, Pipeline *p) {
  pass_ctx_init(pc, c);
  char ks[1024];
  snprintf(ks, sizeof ks, "%s", knobs);
  for (char *save = NULL, *k = strtok_r(ks, " ", &save); k; k = strtok_r(NULL, " ", &save)) {
    IrStatus st = knob_set(c, pc->knob, k);
    if (st != IR_OK) return st;
  }
  return pipeline_parse(c, pipeline, p);
}

IrStatus findings_setup(IrCtx *c, const Finding *f, PassCtx *pc, Pipeline *p) {
  return findings_setup_str(c, f->knobs, f->repro_pipeline, pc, p);
}

void findings_free(Finding *f) {
  if (!f) return;
  free(f->program);
  free(f->input);
  f->program = f->input = NULL;
}

/* ------------------------------------------------------------------ */
/* Stale temporary folders                                              */

IrStatus findings_clean_tmp(IrCtx *c, const char *out, uint32_t *removed) {
  char fdir[4096], path[4096];
  *removed = 0;
  IrStatus st = join(c, fdir, sizeof fdir, out, "findings");
  if (st) return st;
  DIR *d = opendir(fdir);
  if (!d) return errno == ENOENT ? IR_OK : sys_err(c, fdir, errno);
  struct dirent *de;
  while ((de = readdir(d))) {
    long pid;
    if (sscanf(de->d_name, ".tmp-%ld-", &pid) != 1 || pid <= 0) continue;
    if (kill((pid_t)pid, 0) == 0 || errno == EPERM) continue;  /* its writer is alive */
    if ((size_t)snprintf(path, sizeof path, "%s/%s", fdir, de->d_name) >= sizeof path) continue;
    rm_flat(path);
    (*removed)++;
  }
  closedir(d);
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* Listing a campaign's findings                                        */

static int entry_cmp(const void *a, const void *b) {
  const FindingEntry *x = a, *y = b;
  if (x->ok != y->ok) return x->ok ? -1 : 1;
  if (x->ok && x->f.count != y->f.count) return x->f.count > y->f.count ? -1 : 1;
  return strcmp(x->name, y->name);
}

IrStatus findings_list(IrCtx *c, const char *out, FindingList *l) {
  char dir[4200];
  snprintf(dir, sizeof dir, "%s/findings", out);
  l->e = NULL, l->n = 0;
  DIR *d = opendir(dir);
  if (!d) return IR_OK;  /* no findings yet */
  size_t cap = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    if (l->n == cap) {
      FindingEntry *ne = realloc(l->e, (cap = cap ? 2 * cap : 16) * sizeof *ne);
      if (!ne) {
        closedir(d);
        return ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
      }
      l->e = ne;
    }
    FindingEntry *r = &l->e[l->n++];
    memset(r, 0, sizeof *r);
    snprintf(r->name, sizeof r->name, "%s", e->d_name);
    char path[4500];
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    ir_ctx_clear_error(c);
    r->ok = findings_load(c, path, &r->f) == IR_OK;
    if (!r->ok) snprintf(r->err, sizeof r->err, "%s", ir_ctx_error(c));
  }
  closedir(d);
  ir_ctx_clear_error(c);
  if (l->n) qsort(l->e, l->n, sizeof *l->e, entry_cmp);
  return IR_OK;
}

void findings_list_free(FindingList *l) {
  for (size_t i = 0; i < l->n; i++)
    if (l->e[i].ok) findings_free(&l->e[i].f);
  free(l->e);
  l->e = NULL, l->n = 0;
}

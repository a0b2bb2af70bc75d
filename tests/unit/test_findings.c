/* tests/unit/test_findings.c -- the findings store (reports/findings.c),
 * campaign.json, report.json and the JSON helpers over jansson
 * (reports/findings_json.c): atomic writes leave complete folders and no
 * temporary ones; duplicates increment the count (also from concurrent
 * processes) and record seeds; result.json and campaign.json read back
 * (seeds above INT64_MAX too, old bare-number form included); every
 * truncation, mistyped field, huge number, invalid UTF-8 and deep nesting
 * gives a clear error naming the file (and the line and column, or the
 * key); a folder of the same name holding another signature is never
 * touched; stale temporary folders of dead writers are cleaned; repro.sh
 * runs from any directory; the files keep their layout.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "ir.h"
#include "../../reports/campaign.h"
#include "../../reports/findings.h"
#include "../../reports/findings_json.h"
#include "../../reports/report.h"

/* ------------------------------------------------------------------ */
/* Fixtures                                                             */

static char g_root[256];

/* A fresh scratch folder under the system's temporary folder. */
static const char *scratch(const char *name, char *buf, size_t n) {
  snprintf(buf, n, "%s/%s", g_root, name);
  char cmd[600];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", buf);
  if (system(cmd) != 0) fprintf(stderr, "cannot clean %s\n", buf);
  return buf;
}

static char *dupz(const char *s) { return strdup(s); }

static void make_finding(DiffFinding *f, const char *key) {
  memset(f, 0, sizeof *f);
  f->outcome = DIFF_MISMATCH;
  f->step = 1;
  snprintf(f->pass, sizeof f->pass, "mutant-x");
  snprintf(f->pipeline, sizeof f->pipeline, "constfold,mutant-x,peephole");
  snprintf(f->repro_pipeline, sizeof f->repro_pipeline, "constfold,mutant-x");
  snprintf(f->knobs, sizeof f->knobs, "lsr-max-formulae=3 slp-enable=0");
  snprintf(f->func, sizeof f->func, "@k");
  f->program = dupz("define void @k() {\n  ret void\n}\n");
  f->before = dupz("; before\n");
  f->after = dupz("; after\n");
  f->input = dupz("passcheck-input 1 seed=0x7\nfunc @k\nend\n");
  f->input_index = 3;
  f->input_seed = 7;
  snprintf(f->expected, sizeof f->expected, "ok");
  snprintf(f->actual, sizeof f->actual, "ok \"quoted\"\tand\\tab");
  f->has_diff = true;
  snprintf(f->diff_where, sizeof f->diff_where, "parameter 0 %%out");
  f->diff_offset = 12, f->src_byte = 3, f->tgt_byte = 4;
  snprintf(f->diff_type, sizeof f->diff_type, "i32");
  snprintf(f->diff_src_val, sizeof f->diff_src_val, "3");
  snprintf(f->diff_tgt_val, sizeof f->diff_tgt_val, "4");
  snprintf(f->writer, sizeof f->writer, "store i32 %%v, ptr %%p, align 4");
  snprintf(f->writer_func, sizeof f->writer_func, "@k");
  f->detail = dupz("line 1\nline 2 \x01 \xff bytes \xc3\xa9");
  snprintf(f->sigkey, sizeof f->sigkey, "%s", key);
  diff_finding_sign(f);
  f->has_program_seed = true;
  f->program_seed = 18446744073709551615ull;
}

static bool file_has(const char *dir, const char *name, const char *sub) {
  char path[8192], buf[8192];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *fp = fopen(path, "r");
  if (!fp) return false;
  size_t n = fread(buf, 1, sizeof buf - 1, fp);
  fclose(fp);
  buf[n] = 0;
  return strstr(buf, sub) != NULL;
}

static void put_file(const char *dir, const char *name, const char *text, size_t len) {
  char path[8192];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *fp = fopen(path, "w");
  if (!fp) return;
  fwrite(text, 1, len, fp);
  fclose(fp);
}

/* Entries of dir whose name starts with prefix. */
static int count_entries(const char *dir, const char *prefix) {
  DIR *d = opendir(dir);
  int n = 0;
  if (!d) return -1;
  for (struct dirent *de; (de = readdir(d));)
    if (strcmp(de->d_name, ".") && strcmp(de->d_name, "..") && !strncmp(de->d_name, prefix, strlen(prefix))) n++;
  closedir(d);
  return n;
}

/* ------------------------------------------------------------------ */
/* Writing                                                              */

static void test_write_new(void) {
  char out[512], fdir[600];
  IrCtx *c = ir_ctx_new();
  DiffFinding f;
  FindingWrite w;
  make_finding(&f, "mutant-x|mismatch|store");
  scratch("write", out, sizeof out);
  CHECK_EQ_INT(findings_write(c, out, &f, &w), IR_OK);
  CHECK(w.created);
  CHECK_EQ_INT(w.count, 1);
  snprintf(fdir, sizeof fdir, "%s/findings", out);
  CHECK_EQ_INT(count_entries(fdir, ".tmp-"), 0);
  CHECK_EQ_INT(count_entries(fdir, ""), 1);
  CHECK(strstr(w.dir, f.sig) != NULL);
  CHECK(file_has(w.dir, "program.ll", "define void @k()"));
  CHECK(file_has(w.dir, "input.txt", "passcheck-input 1"));
  CHECK(file_has(w.dir, "before.ll", "; before"));
  CHECK(file_has(w.dir, "after.ll", "; after"));
  CHECK(file_has(w.dir, "count", "1\n"));
  CHECK(file_has(w.dir, "seeds", "18446744073709551615\n"));
  CHECK(file_has(w.dir, "repro.sh", "cd \"$(dirname \"$0\")\""));
  CHECK(file_has(w.dir, "repro.sh",
                 " check program.ll -passes=constfold,mutant-x -knob lsr-max-formulae=3 -knob slp-enable=0 --func @k "
                 "--input input.txt"));
  CHECK(file_has(w.dir, "result.json", "\"passcheck_version\": \"" PASSCHECK_VERSION "\""));
  CHECK(file_has(w.dir, "result.json", "\"actual\": \"ok \\\"quoted\\\"\\tand\\\\tab\""));
  /* bytes that are not UTF-8 are read as Latin-1: 0xff is U+00FF */
  CHECK(file_has(w.dir, "result.json", "\"detail\": \"line 1\\nline 2 \\u0001 \xc3\xbf bytes \xc3\xa9\",\n"));
  /* a seed above INT64_MAX is a decimal string (jansson's integers are signed) */
  CHECK(file_has(w.dir, "result.json", "\n  \"seed\": \"18446744073709551615\",\n"));
  CHECK(file_has(w.dir, "result.json", "\n  \"input\": {\"file\": \"input.txt\", \"index\": 3, \"seed\": 7, \"edge\": false},\n"));
  struct stat sb;
  char path[8192];
  snprintf(path, sizeof path, "%s/repro.sh", w.dir);
  CHECK(stat(path, &sb) == 0 && (sb.st_mode & S_IXUSR));
  diff_finding_free(&f);
  ir_ctx_free(c);
}

static void test_load_back(void) {
  char out[512];
  IrCtx *c = ir_ctx_new();
  DiffFinding f;
  FindingWrite w;
  Finding g;
  make_finding(&f, "mutant-x|mismatch|store");
  scratch("load", out, sizeof out);
  CHECK_EQ_INT(findings_write(c, out, &f, &w), IR_OK);
  IrStatus st = findings_load(c, w.dir, &g);
  CHECK_EQ_INT(st, IR_OK);
  if (st) fprintf(stderr, "%s\n", ir_ctx_error(c));
  CHECK_STR(g.version, PASSCHECK_VERSION);
  CHECK(g.has_seed);
  CHECK(g.seed == 18446744073709551615ull);
  CHECK_STR(g.pipeline, "constfold,mutant-x,peephole");
  CHECK_STR(g.repro_pipeline, "constfold,mutant-x");
  CHECK_STR(g.pass, "mutant-x");
  CHECK_EQ_INT(g.step, 1);
  CHECK_STR(g.knobs, "lsr-max-formulae=3 slp-enable=0");
  CHECK_STR(g.func, "@k");
  CHECK_EQ_INT(g.outcome, DIFF_MISMATCH);
  CHECK_STR(g.sig, f.sig);
  CHECK_STR(g.sigkey, "mutant-x|mismatch|store");
  CHECK_STR(g.actual, "ok \"quoted\"\tand\\tab");
  CHECK_EQ_INT(g.count, 1);
  CHECK_STR(g.program, f.program);
  CHECK_STR(g.input, f.input);
  CHECK(strstr(g.command, "passcheck check program.ll -passes=constfold,mutant-x") == g.command);
  findings_free(&g);
  /* no input: input.txt is neither written nor required */
  free(f.input);
  f.input = NULL;
  snprintf(f.sigkey, sizeof f.sigkey, "mutant-x|crash|signal:SIGSEGV");
  diff_finding_sign(&f);
  CHECK_EQ_INT(findings_write(c, out, &f, &w), IR_OK);
  CHECK_EQ_INT(findings_load(c, w.dir, &g), IR_OK);
  CHECK(g.input == NULL);
  CHECK(!file_has(w.dir, "repro.sh", "--input"));
  findings_free(&g);
  diff_finding_free(&f);
  ir_ctx_free(c);
}

static void test_dedup(void) {
  char out[512], fdir[600];
  IrCtx *c = ir_ctx_new();
  DiffFinding f;
  FindingWrite w, w2;
  make_finding(&f, "mutant-x|mismatch|store");
  scratch("dedup", out, sizeof out);
  CHECK_EQ_INT(findings_write(c, out, &f, &w), IR_OK);
  f.program_seed = 42;
  free(f.program);
  f.program = dupz("; another program\n");
  CHECK_EQ_INT(findings_write(c, out, &f, &w2), IR_OK);
  CHECK(!w2.created);
  CHECK_EQ_INT(w2.count, 2);
  CHECK_STR(w2.dir, w.dir);
  CHECK(file_has(w.dir, "count", "2\n"));
  CHECK(file_has(w.dir, "program.ll", "define void @k()"));  /* the first program stays */
  CHECK(file_has(w.dir, "seeds", "18446744073709551615\n42\n"));
  snprintf(fdir, sizeof fdir, "%s/findings", out);
  CHECK_EQ_INT(count_entries(fdir, ""), 1);
  CHECK_EQ_INT(count_entries(w.dir, "count.tmp"), 0);
  CHECK_EQ_INT(count_entries(w.dir, "seeds.tmp"), 0);
  diff_finding_free(&f);
  ir_ctx_free(c);
}

/* Several processes write the same new signature at once: one folder, no
 * lost increments, no temporary folder left. */
static void test_concurrent(void) {
  enum { PROCS = 4, EACH = 10 };
  char out[512], fdir[600];
  scratch("concurrent", out, sizeof out);
  fflush(NULL);
  pid_t kids[PROCS];
  for (int k = 0; k < PROCS; k++) {
    kids[k] = fork();
    if (kids[k] == 0) {
      IrCtx *c = ir_ctx_new();
      DiffFinding f;
      FindingWrite w;
      make_finding(&f, "mutant-x|mismatch|concurrent");
      int bad = 0;
      for (int i = 0; i < EACH; i++) bad += findings_write(c, out, &f, &w) != IR_OK;
      if (bad) fprintf(stderr, "child: %s\n", ir_ctx_error(c));
      _exit(bad ? 1 : 0);
    }
  }
  int failed = 0;
  for (int k = 0; k < PROCS; k++) {
    int ws;
    waitpid(kids[k], &ws, 0);
    failed += !(WIFEXITED(ws) && WEXITSTATUS(ws) == 0);
  }
  CHECK_EQ_INT(failed, 0);
  snprintf(fdir, sizeof fdir, "%s/findings", out);
  CHECK_EQ_INT(count_entries(fdir, ""), 1);
  DiffFinding f;
  make_finding(&f, "mutant-x|mismatch|concurrent");
  char dir[1024], num[32];
  snprintf(dir, sizeof dir, "%s/%s", fdir, f.sig);
  snprintf(num, sizeof num, "%d\n", PROCS * EACH);
  CHECK(file_has(dir, "count", num));
  diff_finding_free(&f);
}

static void test_collision(void) {
  char out[512], taken[4096], second[8192];
  IrCtx *c = ir_ctx_new();
  DiffFinding f;
  FindingWrite w;
  make_finding(&f, "mutant-x|mismatch|store");
  scratch("collide", out, sizeof out);
  /* a folder under the finding's name holding another signature */
  snprintf(taken, sizeof taken, "%s/findings", out);
  mkdir(out, 0777), mkdir(taken, 0777);
  snprintf(taken, sizeof taken, "%s/findings/%s", out, f.sig);
  mkdir(taken, 0777);
  const char *other = "{\"format\": \"passcheck-finding\", \"signature_key\": \"other|mismatch|load\"}\n";
  put_file(taken, "result.json", other, strlen(other));
  put_file(taken, "count", "5\n", 2);
  CHECK_EQ_INT(findings_write(c, out, &f, &w), IR_OK);
  snprintf(second, sizeof second, "%s-2", taken);
  CHECK_STR(w.dir, second);
  CHECK(w.created);
  CHECK(file_has(taken, "count", "5\n"));  /* untouched */
  /* the same finding again: counted in -2 */
  CHECK_EQ_INT(findings_write(c, out, &f, &w), IR_OK);
  CHECK_STR(w.dir, second);
  CHECK_EQ_INT(w.count, 2);
  /* a corrupt folder of that name is skipped too */
  snprintf(f.sigkey, sizeof f.sigkey, "mutant-y|crash|hang");
  diff_finding_sign(&f);
  snprintf(taken, sizeof taken, "%s/findings/%s", out, f.sig);
  mkdir(taken, 0777);
  put_file(taken, "result.json", "{\"format\":", 10);
  CHECK_EQ_INT(findings_write(c, out, &f, &w), IR_OK);
  snprintf(second, sizeof second, "%s-2", taken);
  CHECK_STR(w.dir, second);
  diff_finding_free(&f);
  ir_ctx_free(c);
}

static void test_clean_tmp(void) {
  char out[512], dead[1024], live[1024];
  IrCtx *c = ir_ctx_new();
  scratch("clean", out, sizeof out);
  fflush(NULL);
  pid_t p = fork();
  if (p == 0) _exit(0);
  waitpid(p, NULL, 0);  /* p is now the pid of no process */
  snprintf(dead, sizeof dead, "%s/findings", out);
  mkdir(out, 0777), mkdir(dead, 0777);
  snprintf(dead, sizeof dead, "%s/findings/.tmp-%ld-1", out, (long)p);
  snprintf(live, sizeof live, "%s/findings/.tmp-%ld-1", out, (long)getpid());
  mkdir(dead, 0777), mkdir(live, 0777);
  put_file(dead, "program.ll", "half", 4);
  uint32_t removed = 9;
  CHECK_EQ_INT(findings_clean_tmp(c, out, &removed), IR_OK);
  CHECK_EQ_INT(removed, 1);
  struct stat sb;
  CHECK(stat(dead, &sb) != 0);
  CHECK(stat(live, &sb) == 0);
  rmdir(live);
  ir_ctx_free(c);
}

/* ------------------------------------------------------------------ */
/* Reading corrupt folders                                              */

/* Loads dir and expects IR_EUSER with msg in the error. */
static void expect_load_error(IrCtx *c, const char *dir, const char *msg) {
  Finding g;
  IrStatus st = findings_load(c, dir, &g);
  CHECK_EQ_INT(st, IR_EUSER);
  if (!strstr(ir_ctx_error(c), msg)) {
    fprintf(stderr, "  error \"%s\" lacks \"%s\"\n", ir_ctx_error(c), msg);
    CHECK(0);
  }
  if (st == IR_OK) findings_free(&g);
}

static char *read_all(const char *dir, const char *name, size_t *len) {
  char path[8192];
  *len = 0;
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *fp = fopen(path, "rb");
  if (!fp) return NULL;
  char *buf = malloc(65536);
  *len = fread(buf, 1, 65535, fp);
  buf[*len] = 0;
  fclose(fp);
  return buf;
}

/* json with the first from replaced by to, as dir/result.json. */
static void put_edited(const char *dir, const char *json, const char *from, const char *to) {
  const char *p = strstr(json, from);
  if (!p) fprintf(stderr, "  no \"%s\" in result.json\n", from);
  CHECK(p != NULL);
  if (!p) return;
  size_t n = strlen(json) + strlen(to) + 1;
  char *t = malloc(n);
  snprintf(t, n, "%.*s%s%s", (int)(p - json), json, to, p + strlen(from));
  put_file(dir, "result.json", t, strlen(t));
  free(t);
}

static void test_corrupt(void) {
  char out[512], msg[8192];
  IrCtx *c = ir_ctx_new();
  DiffFinding f;
  FindingWrite w;
  make_finding(&f, "mutant-x|mismatch|store");
  scratch("corrupt", out, sizeof out);
  CHECK_EQ_INT(findings_write(c, out, &f, &w), IR_OK);
  size_t len;
  char *json = read_all(w.dir, "result.json", &len);
  CHECK(json != NULL && len > 100);
  /* every truncation (but the final newline) is a clear error */
  int bad = 0;
  for (size_t n = 0; json && n + 1 < len; n++) {
    put_file(w.dir, "result.json", json, n);
    Finding g;
    IrStatus st = findings_load(c, w.dir, &g);
    if (st != IR_EUSER || !strstr(ir_ctx_error(c), "result.json")) bad++;
    if (st == IR_OK) findings_free(&g);
  }
  CHECK_EQ_INT(bad, 0);
  /* random byte flips: an error naming the file, or a finding that loads */
  uint64_t rs = 0x9e3779b97f4a7c15u;
  char *mut = malloc(len + 1);
  for (int it = 0; json && mut && it < 300; it++) {
    memcpy(mut, json, len);
    for (int k = 0; k < 1 + it % 4; k++) {
      rs = rs * 6364136223846793005u + 1442695040888963407u;
      mut[(rs >> 33) % len] = (char)(rs >> 17);
    }
    put_file(w.dir, "result.json", mut, len);
    Finding g;
    IrStatus st = findings_load(c, w.dir, &g);
    if (st == IR_OK) findings_free(&g);
    else if (st != IR_EUSER || !strstr(ir_ctx_error(c), "result.json")) bad++;
  }
  free(mut);
  CHECK_EQ_INT(bad, 0);
  put_file(w.dir, "result.json", json, len / 2);
  snprintf(msg, sizeof msg, "%s/result.json:", w.dir);
  expect_load_error(c, w.dir, msg);
  expect_load_error(c, w.dir, "error: corrupt JSON: premature end of input");
  const char *commas = "{\"format\": \"passcheck-finding\",\n  \"format_version\": 1,,\n}";
  put_file(w.dir, "result.json", commas, strlen(commas));
  snprintf(msg, sizeof msg, "%s/result.json:2:23: error: corrupt JSON: string or '}' expected near ','", w.dir);
  expect_load_error(c, w.dir, msg);
  put_file(w.dir, "result.json", "[1, 2]", 6);
  expect_load_error(c, w.dir, "expected an object");
  const char *other = "{\"format\": \"something-else\"}";
  put_file(w.dir, "result.json", other, strlen(other));
  expect_load_error(c, w.dir, "not a passcheck finding");
  put_file(w.dir, "result.json", "\x00\x01\x02", 3);
  expect_load_error(c, w.dir, "result.json:1:1: error: corrupt JSON:");
  /* fields: missing, mistyped, out of range, too long */
  static const struct { const char *from, *to, *err; } edits[] = {
    {"\"pass\": ", "\"pasz\": ", "result.json: error: missing field \"pass\""},
    {"\"step\": 1,", "\"step\": \"1\",", "error: field \"step\" must be an integer"},
    {"\"step\": 1,", "\"step\": 1.0,", "error: field \"step\" must be an integer"},
    {"\"step\": 1,", "\"step\": 99999,", "error: field \"step\" out of range"},
    {"\"pass\": \"mutant-x\"", "\"pass\": 5", "error: field \"pass\" must be a string"},
    {"\"pass\": \"mutant-x\"", "\"pass\": \"mutant-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"",
     "error: field \"pass\" is too long"},
    {"\"seed\": \"18446744073709551615\"", "\"seed\": -1", "error: field \"seed\" must be an unsigned integer or null"},
    {"\"seed\": \"18446744073709551615\"", "\"seed\": \"0x10\"", "field \"seed\" must be an unsigned integer or null"},
    {"\"input\": {", "\"input\": 5, \"x\": {", "error: field \"input\" must be an object or null"},
    {"\"outcome\": \"mismatch\"", "\"outcome\": \"mismatcx\"", "unknown outcome \"mismatcx\""},
    {"\"format_version\": 1", "\"format_version\": 2", "unsupported format_version"},
    /* text that does not parse: the position */
    {"\"actual\": \"ok", "\"actual\": \"\xff", ":17:13: error: corrupt JSON: unable to decode byte 0xff"},
    {"\"pass\": ", "\"pass\": 1, \"pass\": ", ":8:19: error: corrupt JSON: duplicate object key near '\"pass\"'"},
    {"\"step\": 1,", "\"step\": 1e999,", ":9:15: error: corrupt JSON: real number overflow"},
  };
  for (size_t k = 0; k < sizeof edits / sizeof edits[0]; k++) {
    put_edited(w.dir, json, edits[k].from, edits[k].to);
    expect_load_error(c, w.dir, edits[k].err);
  }
  /* older files hold seeds above INT64_MAX as bare numbers: they load */
  put_edited(w.dir, json, "\"seed\": \"18446744073709551615\"", "\"seed\": 18446744073709551615");
  Finding old;
  CHECK_EQ_INT(findings_load(c, w.dir, &old), IR_OK);
  CHECK(old.has_seed && old.seed == UINT64_MAX);
  findings_free(&old);
  char *deep = malloc(20010);
  memset(deep, '[', 20009);
  memcpy(deep, "\"knobs\": ", 9);
  deep[20009] = 0;
  put_edited(w.dir, json, "\"knobs\": ", deep);
  expect_load_error(c, w.dir, "error: corrupt JSON: maximum parsing depth reached");
  free(deep);
  /* files */
  put_file(w.dir, "result.json", json, len);
  char path[8192];
  snprintf(path, sizeof path, "%s/program.ll", w.dir);
  unlink(path);
  expect_load_error(c, w.dir, "program.ll: missing");
  put_file(w.dir, "program.ll", "x", 1);
  snprintf(path, sizeof path, "%s/input.txt", w.dir);
  unlink(path);
  expect_load_error(c, w.dir, "input.txt: missing");
  put_file(w.dir, "input.txt", "x", 1);
  put_file(w.dir, "count", "lots\n", 5);
  expect_load_error(c, w.dir, "count: error: not a count");
  put_file(w.dir, "count", "3\n", 2);
  Finding g;
  CHECK_EQ_INT(findings_load(c, w.dir, &g), IR_OK);
  CHECK_EQ_INT(g.count, 3);
  findings_free(&g);
  expect_load_error(c, "/nonexistent-passcheck-dir", "No such file");
  free(json);
  diff_finding_free(&f);
  ir_ctx_free(c);
}

/* A repro.sh run from another folder runs its command in the finding's. */
static void test_repro_script(void) {
  char out[512], cmd[8192], fake[600];
  IrCtx *c = ir_ctx_new();
  DiffFinding f;
  FindingWrite w;
  make_finding(&f, "mutant-x|mismatch|store");
  snprintf(f.func, sizeof f.func, "@we'ird name");
  scratch("script", out, sizeof out);
  CHECK_EQ_INT(findings_write(c, out, &f, &w), IR_OK);
  snprintf(fake, sizeof fake, "%s/fake.sh", out);
  const char *script = "#!/bin/sh\npwd\nprintf '[%s]' \"$@\"\n";
  put_file(out, "fake.sh", script, strlen(script));
  chmod(fake, 0755);
  snprintf(cmd, sizeof cmd, "cd / && PASSCHECK='%s' sh '%s/repro.sh' > '%s/ran.txt'", fake, w.dir, out);
  CHECK_EQ_INT(system(cmd), 0);
  char line[8192];
  snprintf(line, sizeof line, "%s\n[check][program.ll]", w.dir);
  CHECK(file_has(out, "ran.txt", line));
  CHECK(file_has(out, "ran.txt", "[--func][@we'ird name][--input][input.txt]"));
  diff_finding_free(&f);
  ir_ctx_free(c);
}

/* ------------------------------------------------------------------ */
/* JSON helpers                                                         */

/* Writes text to dir/name and reads it back with fjson_read; the error
 * "L:C: text" in err when it does not parse. */
static json_t *parse_text(const char *dir, const char *text, size_t len, char *err, size_t errn) {
  char path[8192];
  int sys;
  json_error_t je;
  put_file(dir, "t.json", text, len);
  snprintf(path, sizeof path, "%s/t.json", dir);
  json_t *v = fjson_read(path, &sys, &je);
  if (!v) snprintf(err, errn, "%d:%d: %s", je.line, je.column, sys ? strerror(sys) : je.text);
  return v;
}

static void test_json_values(void) {
  /* strings: valid UTF-8 kept, other bytes read as Latin-1, NULL as null */
  json_t *s = fjson_str("a\"b\\c\n\x1f\x7f\xe2\x82\xac\xe2\x82 \xed\xa0\x80 \xc0\xaf");
  CHECK_STR(json_string_value(s), "a\"b\\c\n\x1f\x7f\xe2\x82\xac\xc3\xa2\xc2\x82 \xc3\xad\xc2\xa0\xc2\x80 \xc3\x80\xc2\xaf");
  json_decref(s);
  s = fjson_str(NULL);
  CHECK(json_is_null(s));
  json_decref(s);
  /* unsigned 64-bit numbers: integers up to INT64_MAX, strings above */
  static const uint64_t nums[] = {0, 7, INT64_MAX, (uint64_t)INT64_MAX + 1, UINT64_MAX};
  for (size_t i = 0; i < sizeof nums / sizeof nums[0]; i++) {
    json_t *v = fjson_u64(nums[i]);
    uint64_t back = 1;
    CHECK(json_is_integer(v) == (nums[i] <= INT64_MAX));
    CHECK(fjson_get_u64(v, &back) && back == nums[i]);
    json_decref(v);
  }
  static const char *const bad[] = {"-1", "\"-1\"", "\" 12\"", "\"12x\"", "\"18446744073709551616\"", "1.5", "true",
                                    "\"\"", "null", "[]"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    json_t *v = json_loads(bad[i], JSON_DECODE_ANY, NULL);
    uint64_t x = 5;
    CHECK(v != NULL);
    if (fjson_get_u64(v, &x)) fprintf(stderr, "  %s read as an unsigned number\n", bad[i]);
    CHECK(!fjson_get_u64(v, &x) && x == 5);
    json_decref(v);
  }
  uint64_t none = 0;
  CHECK(!fjson_get_u64(NULL, &none));
  /* appending: a NULL item or array drops both */
  json_t *a = json_array();
  CHECK(fjson_append(&a, json_integer(1)));
  CHECK(!fjson_append(&a, NULL) && a == NULL);
  CHECK(!fjson_append(&a, json_integer(2)) && a == NULL);
}

static void test_json_layout(void) {
  json_t *v = json_pack("{s:{s:[i,i], s:{}}, s:[], s:[{s:s}, [f, f]], s:s}", "a", "b", 1, 2, "c", "e", "f", "g",
                        "h", 0.3, 12.0, "k\"ey", "v\x01/\xc3\xa9");
  char *t1 = fjson_dump(v, 1), *t2 = fjson_dump(v, 2), *t0 = fjson_dump(v, 0);
  CHECK_STR(t0, "{\"a\": {\"b\": [1, 2], \"c\": {}}, \"e\": [], \"f\": [{\"g\": \"h\"}, [0.3, 12.0]], "
                "\"k\\\"ey\": \"v\\u0001/\xc3\xa9\"}\n");
  CHECK_STR(t1, "{\n  \"a\": {\"b\": [1, 2], \"c\": {}},\n  \"e\": [],\n  \"f\": [{\"g\": \"h\"}, [0.3, 12.0]],\n"
                "  \"k\\\"ey\": \"v\\u0001/\xc3\xa9\"\n}\n");
  CHECK_STR(t2, "{\n  \"a\": {\n    \"b\": [1, 2],\n    \"c\": {}\n  },\n  \"e\": [],\n  \"f\": [\n    {\"g\": \"h\"},\n"
                "    [0.3, 12.0]\n  ],\n  \"k\\\"ey\": \"v\\u0001/\xc3\xa9\"\n}\n");
  free(t0), free(t1), free(t2);
  json_decref(v);
  v = json_integer(-3);
  t1 = fjson_dump(v, 4);
  CHECK_STR(t1, "-3\n");
  free(t1);
  json_decref(v);
}

/* Malformed text: an error with line and column, never a crash. */
static void test_json_errors(void) {
  char dir[512], err[400];
  scratch("json", dir, sizeof dir);
  mkdir(dir, 0777);
  static const struct { const char *text, *err; } bad[] = {
    {"", "1:1: "}, {"{\"a\": 1,}", "1:9: string or '}' expected"}, {"[1 2]", "1:4: ']' expected"},
    {"\"\\x\"", "invalid escape"}, {"\"\\ud800\"", "invalid Unicode"}, {"01", "1:1: invalid token"},
    {"{\"a\": 1.}", "invalid token"}, {"tru", "invalid token"}, {"{\"a\" 1}", "':' expected"},
    {"\"a\nb\"", "unexpected newline"}, {"[1]\n  x", "2:3: end of file expected"},
    {"{\"a\":\n \"\\u12g4\"}", "2:"}, {"{\"a\": 1, \"a\": 2}", "duplicate object key"},
    {"{\"seed\": -9223372036854775809}", "1:29: too big negative integer"}, {"[1e999]", "real number overflow"},
    {"{\"s\": \"\xff\"}", "1:7: unable to decode byte 0xff"}, {"[\"\xc0\xaf\"]", "unable to decode byte"},
    {"[\"a\\u0000b\"]", "\\u0000 is not allowed"}, {"{\"a\": [1, 2", "1:11: ']' expected near end of file"}, {"[\"ab", "1:4: premature end of input near '\"ab'"},
  };
  for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
    json_t *v = parse_text(dir, bad[k].text, strlen(bad[k].text), err, sizeof err);
    CHECK(v == NULL);
    if (v || !strstr(err, bad[k].err)) fprintf(stderr, "  \"%s\": error \"%s\" lacks \"%s\"\n", bad[k].text, err, bad[k].err);
    CHECK(strstr(err, bad[k].err) != NULL);
    json_decref(v);
  }
  json_t *v = parse_text(dir, "\"a\0b\"", 5, err, sizeof err);
  CHECK(v == NULL && strstr(err, "1:2: control character 0x0") != NULL);
  json_decref(v);
  /* deep nesting is refused without exhausting the stack */
  char deep[100001];
  memset(deep, '[', sizeof deep);
  v = parse_text(dir, deep, sizeof deep, err, sizeof err);
  CHECK(v == NULL && strstr(err, "maximum parsing depth") != NULL);
  json_decref(v);
  /* unsigned numbers above INT64_MAX (as older files have them) read as
   * strings; more than 64 of them are an error */
  const char *big = "[18446744073709551615,{\"a\":\n9223372036854775808 }, 18446744073709551616, 1]";
  v = parse_text(dir, big, strlen(big), err, sizeof err);
  uint64_t x = 0;
  CHECK(fjson_get_u64(json_array_get(v, 0), &x) && x == UINT64_MAX);
  CHECK(fjson_get_u64(json_object_get(json_array_get(v, 1), "a"), &x) && x == (uint64_t)INT64_MAX + 1);
  CHECK(json_is_string(json_array_get(v, 2)) && !fjson_get_u64(json_array_get(v, 2), &x));
  CHECK(fjson_get_u64(json_array_get(v, 3), &x) && x == 1);
  json_decref(v);
  char many[2000] = "[";
  for (int i = 0; i < 65; i++) strcat(many, i ? ",9300000000000000000" : "9300000000000000000");
  strcat(many, "]");
  v = parse_text(dir, many, strlen(many), err, sizeof err);
  CHECK(v == NULL && strstr(err, "too big integer") != NULL);
  json_decref(v);
  many[strlen(many) - 21] = ']', many[strlen(many) - 20] = 0;  /* 64 of them */
  v = parse_text(dir, many, strlen(many), err, sizeof err);
  CHECK(json_array_size(v) == 64 && fjson_get_u64(json_array_get(v, 63), &x) && x == 9300000000000000000u);
  json_decref(v);
  /* a file that cannot be read: the errno, no parse error */
  int sys = 0;
  json_error_t je;
  char path[1024];
  snprintf(path, sizeof path, "%s/none.json", dir);
  CHECK(fjson_read(path, &sys, &je) == NULL && sys == ENOENT);
}

/* ------------------------------------------------------------------ */
/* campaign.json and report.json                                        */

static void fill_stats(CampStats *s) {
  camp_init(s, "constfold,mutant-x", UINT64_MAX - 9, 1, 3, 40);
  s->next_seed = 12, s->programs = 12, s->instrs = 345, s->inputs = 48, s->interp_runs = 96;
  s->outcome[DIFF_OK] = 11, s->outcome[DIFF_MISMATCH] = 1;
  s->findings_new = 1, s->unsupported = 2, s->resource = 4, s->elapsed = 3.25;
  s->feature[0] = 5, s->shape[GEN_S__COUNT - 1] = 7;
  s->rule[PASS_STAT_PEEPHOLE_ROTATE] = 3;
  s->npasses = 2;
  snprintf(s->pass[0].pass, sizeof s->pass[0].pass, "constfold");
  snprintf(s->pass[1].pass, sizeof s->pass[1].pass, "mutant-x");
  s->pass[0].ran = 12, s->pass[0].changed = 4, s->pass[0].outcome[DIFF_OK] = 12;
  s->pass[1].ran = 12, s->pass[1].skipped = 3, s->pass[1].inputs = 40, s->pass[1].outcome[DIFF_MISMATCH] = 1;
  s->programs = 5;
  camp_sample(s, 0.5);
  s->programs = 12;
  camp_sample(s, 1.25);
}

/* campaign.json written by camp_save, NUL-terminated (malloc). */
static char *saved_campaign(const CampStats *s, const char *path) {
  size_t len;
  char dir[600];
  snprintf(dir, sizeof dir, "%s", path);
  *strrchr(dir, '/') = 0;
  CHECK(camp_save(s, path));
  return read_all(dir, strrchr(path, '/') + 1, &len);
}

static void test_campaign_roundtrip(void) {
  char dir[512], path[600];
  CampStats *s = malloc(sizeof *s), *t = malloc(sizeof *t);
  scratch("campaign", dir, sizeof dir);
  mkdir(dir, 0777);
  snprintf(path, sizeof path, "%s/campaign.json", dir);
  fill_stats(s);
  char *text = saved_campaign(s, path), err[700];
  CHECK(text != NULL);
  CHECK_EQ_INT(count_entries(dir, ""), 1);  /* no temporary file left */
  /* what the campaign scripts look for, and a seed above INT64_MAX as a string */
  CHECK(text && strstr(text, "\n  \"next_seed\": 12,\n") != NULL);
  CHECK(text && strstr(text, "\n  \"seed_start\": \"18446744073709551606\",\n") != NULL);
  CHECK(text && strstr(text, "\n  \"elapsed_s\": 3.25,\n") != NULL);
  CHECK(text && strstr(text, "\n    \"peephole.rotate\": 3,\n") != NULL);
  CHECK(text && strstr(text, "\n  \"throughput\": [\n    [0.5, 5],\n    [1.25, 12]\n  ]\n}\n") != NULL);
  bool ok = camp_load(t, path, err, sizeof err);
  CHECK(ok);
  if (!ok) fprintf(stderr, "  %s\n", err);
  CHECK_STR(t->pipeline, "constfold,mutant-x");
  CHECK(t->seed_start == UINT64_MAX - 9 && t->next_seed == 12 && t->shard_i == 1 && t->shard_n == 3);
  CHECK(t->programs == 12 && t->instrs == 345 && t->unsupported == 2 && t->resource == 4 && t->elapsed == 3.25);
  CHECK(t->outcome[DIFF_MISMATCH] == 1 && t->feature[0] == 5 && t->shape[GEN_S__COUNT - 1] == 7);
  CHECK(t->rule[PASS_STAT_PEEPHOLE_ROTATE] == 3 && t->rule[PASS_STAT_ORISR_DEAD] == 0);
  CHECK(t->npasses == 2 && !strcmp(t->pass[1].pass, "mutant-x") && t->pass[1].skipped == 3);
  CHECK(t->pass[1].outcome[DIFF_MISMATCH] == 1 && t->pass[0].changed == 4);
  CHECK(t->nsamples == 2 && t->sample[1].t == 1.25 && t->sample[1].programs == 12);
  /* saving what was loaded gives the same bytes */
  char *again = saved_campaign(t, path);
  CHECK(text && again && !strcmp(text, again));
  free(again);
  free(text);
  free(s), free(t);
}

/* Rule counts: a program counts once per rule that fired in it (the bits
 * of DiffResult.fired), merging adds, and the report line is made only
 * for a rule whose pass is in the pipeline. */
static void test_campaign_rules(void) {
  CampStats *s = malloc(sizeof *s), *t = malloc(sizeof *t);
  DiffResult *r = calloc(1, sizeof *r);
  char line[256], err[200];
  camp_init(s, "lower-div,ori-lower,peephole", 1, 0, 1, 100);
  camp_init(t, "lower-div,ori-lower,peephole", 1, 0, 1, 100);
  r->fired[PASS_STAT_PEEPHOLE_ROTATE / 64] |= (uint64_t)1 << (PASS_STAT_PEEPHOLE_ROTATE % 64);
  r->fired[PASS_STAT_ORILOWER_IMAD / 64] |= (uint64_t)1 << (PASS_STAT_ORILOWER_IMAD % 64);
  camp_add(s, r, NULL, 10);
  camp_add(s, r, NULL, 10);
  memset(r->fired, 0, sizeof r->fired);
  camp_add(s, r, NULL, 10);
  camp_add(s, r, NULL, 10);
  CHECK(s->programs == 4 && s->rule[PASS_STAT_PEEPHOLE_ROTATE] == 2 && s->rule[PASS_STAT_ORILOWER_IMAD] == 2);
  CHECK(s->rule[PASS_STAT_PEEPHOLE_BFE] == 0);
  CHECK(camp_rule_line(s, PASS_STAT_PEEPHOLE_ROTATE, line, sizeof line));
  CHECK_STR(line, "peephole.rotate: fired in 2 of 4 programs (50.0%)");
  CHECK(camp_rule_line(s, PASS_STAT_PEEPHOLE_BFE_IADD, line, sizeof line));
  CHECK_STR(line, "peephole.bfe-iadd: fired in 0 of 4 programs (0.0%)");
  CHECK(!camp_rule_line(s, PASS_STAT_ORISR_DEAD, line, sizeof line) && line[0] == 0);  /* ori-sr not in it */
  t->programs = 4, t->rule[PASS_STAT_PEEPHOLE_ROTATE] = 1;
  CHECK(camp_merge(s, t, err, sizeof err));
  CHECK(s->programs == 8 && s->rule[PASS_STAT_PEEPHOLE_ROTATE] == 3);
  /* a pass whose name is a prefix of a pipeline step's is not in it */
  camp_init(t, "ori-srx,peephole2", 1, 0, 1, 100);
  CHECK(!camp_rule_line(t, PASS_STAT_ORISR_DEAD, line, sizeof line));
  CHECK(!camp_rule_line(t, PASS_STAT_PEEPHOLE_ROTATE, line, sizeof line));
  free(r), free(s), free(t);
}

static void test_campaign_corrupt(void) {
  char dir[512], path[600], err[700], want[800];
  CampStats *s = malloc(sizeof *s), *t = malloc(sizeof *t);
  scratch("campaign-bad", dir, sizeof dir);
  mkdir(dir, 0777);
  snprintf(path, sizeof path, "%s/campaign.json", dir);
  fill_stats(s);
  char *text = saved_campaign(s, path);
  size_t len = text ? strlen(text) : 0;
  /* every truncation: "path:L:C: message" */
  int bad = 0;
  snprintf(want, sizeof want, "%s:", path);
  for (size_t n = 0; text && n + 1 < len; n++) {
    put_file(dir, "campaign.json", text, n);
    int line = 0, col = 0;
    if (camp_load(t, path, err, sizeof err) || strncmp(err, want, strlen(want)) ||
        sscanf(err + strlen(want), "%d:%d:", &line, &col) != 2 || line < 1 || col < 1)
      bad++;
  }
  CHECK_EQ_INT(bad, 0);
  /* mistyped members are named */
  static const struct { const char *from, *to, *err; } edits[] = {
    {"\"programs\": 12", "\"programs\": \"x\"", ": \"programs\": expected an unsigned integer"},
    {"\"programs\": 12", "\"programs\": -12", ": \"programs\": expected an unsigned integer"},
    {"\"ran\": 12", "\"ran\": 1.5", ": \"passes[0].ran\": expected an unsigned integer"},
    {"\"name\": \"mutant-x\"", "\"name\": 1", ": \"passes[1].name\": expected a string"},
    {"\"mismatch\": 1", "\"mismatch\": true", ": \"mismatch\": expected an unsigned integer"},
    {"\"outcomes\": {", "\"outcomes\": 1, \"x\": {", ": \"outcomes\": expected an object of counts"},
    {"\"shard_i\": 1", "\"shard_i\": 3", ": \"shard_i\": must be below shard_n"},
    {"\"pipeline\": ", "\"pipeline\": 5, \"x\": ", ": \"pipeline\": expected a string"},
    {"\"elapsed_s\": 3.25", "\"elapsed_s\": \"3\"", ": \"elapsed_s\": expected a number"},
    {"[0.5, 5]", "[0.5]", ": \"throughput\": expected [seconds, programs] pairs"},
    {"\"passes\": [", "\"passes\": 5, \"x\": [", ": \"passes\": expected an array"},
    {"\"constfold,", "\"\xff,", ":2:15: \\xff"},
    {"\"programs\": 12", "\"programs\": 18446744073709551615", NULL},  /* older files: a bare number */
  };
  for (size_t k = 0; text && k < sizeof edits / sizeof edits[0]; k++) {
    const char *p = strstr(text, edits[k].from);
    CHECK(p != NULL);
    if (!p) continue;
    char *e = malloc(len + 100);
    snprintf(e, len + 100, "%.*s%s%s", (int)(p - text), text, edits[k].to, p + strlen(edits[k].from));
    put_file(dir, "campaign.json", e, strlen(e));
    free(e);
    bool ok = camp_load(t, path, err, sizeof err);
    if (!edits[k].err) {
      CHECK(ok && t->programs == UINT64_MAX);
      continue;
    }
    if (edits[k].err[1] == '2') snprintf(want, sizeof want, "%s:2:15: unable to decode byte 0xff", path);
    else snprintf(want, sizeof want, "%s%s", path, edits[k].err);
    CHECK(!ok);
    if (ok || strncmp(err, want, strlen(want))) fprintf(stderr, "  error \"%s\" is not \"%s\"\n", ok ? "" : err, want);
    CHECK(!ok && !strncmp(err, want, strlen(want)));
  }
  put_file(dir, "campaign.json", "[]", 2);
  CHECK(!camp_load(t, path, err, sizeof err) && strstr(err, ": expected an object") != NULL);
  unlink(path);
  CHECK(!camp_load(t, path, err, sizeof err) && strstr(err, "No such file") != NULL);
  free(text);
  free(s), free(t);
}

/* report.json parses, holds the campaign and every finding folder (an
 * unreadable one with its error, even when that is not UTF-8). */
static void test_report(void) {
  char out[512], bad[700], path[700];
  IrCtx *c = ir_ctx_new();
  CampStats *s = malloc(sizeof *s);
  DiffFinding f;
  FindingWrite w;
  scratch("report", out, sizeof out);
  make_finding(&f, "mutant-x|mismatch|store");
  CHECK_EQ_INT(findings_write(c, out, &f, &w), IR_OK);
  snprintf(bad, sizeof bad, "%s/findings/zz-\xff", out);  /* a name that is not UTF-8 */
  mkdir(bad, 0777);
  put_file(bad, "result.json", "{\"a\": \xff}", 9);
  fill_stats(s);
  CHECK_EQ_INT(report_write(c, out, s), IR_OK);
  snprintf(path, sizeof path, "%s/report.json", out);
  int sys;
  json_error_t je;
  json_t *r = fjson_read(path, &sys, &je);
  CHECK(r != NULL);
  if (!r) fprintf(stderr, "  %d:%d: %s\n", je.line, je.column, je.text);
  json_t *fs = json_object_get(r, "findings"), *f0 = json_array_get(fs, 0), *f1 = json_array_get(fs, 1);
  uint64_t seed = 0;
  CHECK_EQ_INT(json_integer_value(json_object_get(r, "report_version")), 1);
  CHECK_EQ_INT(json_integer_value(json_object_get(json_object_get(r, "campaign"), "programs")), 12);
  CHECK_EQ_INT(json_array_size(fs), 2);
  CHECK_STR(json_string_value(json_object_get(f0, "signature")), f.sig);
  CHECK(fjson_get_u64(json_object_get(f0, "seed"), &seed) && seed == UINT64_MAX);
  CHECK_STR(json_string_value(json_object_get(f0, "difference")), "parameter 0 %out, byte 12: expected 0x03, actual 0x04 (i32 3 -> 4)");
  CHECK_STR(json_string_value(json_object_get(f1, "folder")), "zz-\xc3\xbf");
  const char *e1 = json_string_value(json_object_get(f1, "error"));
  CHECK(e1 && strstr(e1, "/zz-\xc3\xbf/result.json:1:6: error: corrupt JSON: unable to decode byte 0xff") != NULL);
  json_decref(r);
  diff_finding_free(&f);
  free(s);
  ir_ctx_free(c);
}

int main(void) {
  const char *tmp = getenv("TMPDIR");
  snprintf(g_root, sizeof g_root, "%s/passcheck-test-findings-%ld", tmp && *tmp ? tmp : P_tmpdir, (long)getpid());
  mkdir(g_root, 0777);
  TEST(test_json_values);
  TEST(test_json_layout);
  TEST(test_json_errors);
  TEST(test_write_new);
  TEST(test_load_back);
  TEST(test_dedup);
  TEST(test_concurrent);
  TEST(test_collision);
  TEST(test_clean_tmp);
  TEST(test_corrupt);
  TEST(test_repro_script);
  TEST(test_campaign_roundtrip);
  TEST(test_campaign_rules);
  TEST(test_campaign_corrupt);
  TEST(test_report);
  char cmd[400];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", g_root);
  if (t_failed_tests == 0 && system(cmd) != 0) fprintf(stderr, "cannot remove %s\n", g_root);
  return TEST_END();
}

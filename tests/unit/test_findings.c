/* tests/unit/test_findings.c -- the findings store (reports/findings.c) and
 * its JSON reader (reports/findings_json.c): atomic writes leave complete
 * folders and no temporary ones; duplicates increment the count (also from
 * concurrent processes) and record seeds; result.json reads back; every
 * truncation and several corruptions of result.json, and missing files,
 * give clear errors naming the file; a folder of the same name holding
 * another signature is never touched; stale temporary folders of dead
 * writers are cleaned; repro.sh runs from any directory.
 */
#include <dirent.h>
#include <fcntl.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "ir.h"
#include "../../reports/findings.h"
#include "../../reports/findings_json.h"

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
  CHECK(file_has(w.dir, "result.json", "\\u0001 \\u00ff bytes \xc3\xa9"));
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
  expect_load_error(c, w.dir, "unexpected end of file");
  const char *commas = "{\"format\": \"passcheck-finding\",\n  \"format_version\": 1,,\n}";
  put_file(w.dir, "result.json", commas, strlen(commas));
  snprintf(msg, sizeof msg, "%s/result.json:2:23: error: corrupt JSON: expected a string key", w.dir);
  expect_load_error(c, w.dir, msg);
  put_file(w.dir, "result.json", "[1, 2]", 6);
  expect_load_error(c, w.dir, "expected an object");
  const char *other = "{\"format\": \"something-else\"}";
  put_file(w.dir, "result.json", other, strlen(other));
  expect_load_error(c, w.dir, "not a passcheck finding");
  put_file(w.dir, "result.json", "\x00\x01\x02", 3);
  expect_load_error(c, w.dir, "result.json:1:1");
  /* fields: missing, mistyped, out of range */
  char *edited = strdup(json);
  char *p = strstr(edited, "\"pass\": ");
  memcpy(p, "\"pasz\": ", 8);
  put_file(w.dir, "result.json", edited, len);
  expect_load_error(c, w.dir, "missing field \"pass\"");
  strcpy(edited, json);
  p = strstr(edited, "\"step\": 1");
  memcpy(p, "\"step\": \"", 9);
  put_file(w.dir, "result.json", edited, len);
  expect_load_error(c, w.dir, "");  /* a string now spans to the next quote: some error */
  strcpy(edited, json);
  p = strstr(edited, "\"outcome\": \"mismatch\"");
  memcpy(p, "\"outcome\": \"mismatcx\"", 21);
  put_file(w.dir, "result.json", edited, len);
  expect_load_error(c, w.dir, "unknown outcome \"mismatcx\"");
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
  free(edited);
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
/* JSON                                                                 */

static void test_json(void) {
  char err[200], *buf = NULL;
  size_t len = 0;
  FILE *fp = open_memstream(&buf, &len);
  fputs("{\"s\": ", fp);
  fjson_put_str(fp, "a\"b\\c\n\x1f\x7f\xe2\x82\xac\xe2\x82");
  fputs(", \"u\": \"\\u00e9\\ud83d\\ude00\", \"n\": -12, \"big\": 18446744073709551615, \"f\": 1.5e3,"
        " \"a\": [true, false, null, {}], \"e\": []}", fp);
  fclose(fp);
  FJson *j = fjson_parse(buf, len, err, sizeof err);
  CHECK(j != NULL);
  if (!j) fprintf(stderr, "%s\n", err);
  const FJson *s = fjson_get(j, "s");
  CHECK(s && s->kind == FJ_STR);
  CHECK_STR(s ? s->s : NULL, "a\"b\\c\n\x1f\x7f\xe2\x82\xac\xc3\xa2\xc2\x82");  /* bad UTF-8 read as Latin-1 */
  CHECK_STR(fjson_get(j, "u")->s, "\xc3\xa9\xf0\x9f\x98\x80");
  int64_t i;
  uint64_t u;
  CHECK(fjson_i64(fjson_get(j, "n"), &i) && i == -12);
  CHECK(!fjson_u64(fjson_get(j, "n"), &u));
  CHECK(fjson_u64(fjson_get(j, "big"), &u) && u == UINT64_MAX);
  CHECK(!fjson_i64(fjson_get(j, "big"), &i));
  CHECK(!fjson_i64(fjson_get(j, "f"), &i));
  CHECK_EQ_INT(fjson_get(j, "a")->n, 4);
  CHECK_EQ_INT(fjson_get(j, "a")->kid[3].kind, FJ_OBJ);
  CHECK_EQ_INT(fjson_get(j, "e")->n, 0);
  CHECK(fjson_get(j, "missing") == NULL);
  fjson_free(j);
  free(buf);
  static const struct { const char *text, *err; } bad[] = {
    {"", "1:1: unexpected end of file"}, {"{\"a\": 1,}", "1:9: expected a string key"},
    {"[1 2]", "1:4: expected ',' or ']'"}, {"\"\\x\"", "bad escape"}, {"\"\\ud800\"", "surrogate"},
    {"\"\\udc00x\"", "unpaired low surrogate"}, {"01", "text after the end"}, {"1.", "bad number"},
    {"-", "bad number"}, {"tru", "expected a value"}, {"{\"a\" 1}", "expected ':'"},
    {"\"a\nb\"", "control character"}, {"[1]\n  x", "2:3: text after the end"}, {"\"\\u12g4\"", "4 hex digits"},
  };
  for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
    FJson *v = fjson_parse(bad[k].text, strlen(bad[k].text), err, sizeof err);
    CHECK(v == NULL);
    if (!strstr(err, bad[k].err)) fprintf(stderr, "  \"%s\": error \"%s\" lacks \"%s\"\n", bad[k].text, err, bad[k].err);
    CHECK(strstr(err, bad[k].err) != NULL);
    fjson_free(v);
  }
  char deep[300];
  memset(deep, '[', sizeof deep);
  CHECK(fjson_parse(deep, sizeof deep, err, sizeof err) == NULL);
  CHECK(strstr(err, "nesting too deep") != NULL);
  CHECK(fjson_parse("\"a\0b\"", 5, err, sizeof err) == NULL);
  CHECK(strstr(err, "NUL byte") != NULL);
}

int main(void) {
  const char *tmp = getenv("TMPDIR");
  snprintf(g_root, sizeof g_root, "%s/passcheck-test-findings-%ld", tmp && *tmp ? tmp : P_tmpdir, (long)getpid());
  mkdir(g_root, 0777);
  TEST(test_json);
  TEST(test_write_new);
  TEST(test_load_back);
  TEST(test_dedup);
  TEST(test_concurrent);
  TEST(test_collision);
  TEST(test_clean_tmp);
  TEST(test_corrupt);
  TEST(test_repro_script);
  char cmd[400];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", g_root);
  if (t_failed_tests == 0 && system(cmd) != 0) fprintf(stderr, "cannot remove %s\n", g_root);
  return TEST_END();
}

/* tests/unit/test_fuzztarget.c -- the fuzz targets' bodies
 * (fuzzers/lib/fuzztarget.h): target names (one fuzz_pass_<p> file per
 * registered pass), the generator's decision tape (deterministic, every
 * tape a valid program, the seeded stream unchanged), the fuzz_pass knob
 * decoding (only the target pass's knobs, for every pass of the registry),
 * no finding on valid inputs with the real pipeline, findings
 * with mutants (each target reaches its oracle), kept findings for import,
 * and garbage that never crashes.  Run from the repository root. */
#include <stdint.h>
#include <sys/stat.h>

#include "ir.h"
#include "test.h"
#include "../../fuzzers/lib/fuzztarget.h"
#include "../../passes/pass.h"

static uint64_t rs = 0x1234;
static uint8_t rnd8(void) {
  rs = rs * 6364136223846793005u + 1442695040888963407u;
  return (uint8_t)(rs >> 56);
}
static void rnd_bytes(uint8_t *b, size_t n) {
  for (size_t i = 0; i < n; i++) b[i] = rnd8();
}

static void test_names(void) {
  IrCtx *c = ir_ctx_new();
  unsigned n = 0, npass = 0;
  for (const char *t; (t = ft_name(n)) != NULL; n++) {
    CHECK(ft_known(t));
    if (!strncmp(t, "fuzz_pass_", 10)) {
      npass++;
      char path[256];
      struct stat st;
      snprintf(path, sizeof path, "fuzzers/%s.c", t);
      if (stat(path, &st) != 0) fprintf(stderr, "no wrapper %s for a registered pass\n", path);
      CHECK(stat(path, &st) == 0);
    }
  }
  size_t np;
  const PassInfo *pt = pass_table(&np);
  size_t real = 0;
  for (size_t i = 0; i < np; i++) real += strncmp(pt[i].name, "mutant-", 7) != 0 && !(pt[i].flags & PASS_UTILITY);
  CHECK_EQ_INT(npass, real);
  CHECK(n >= 7);
  CHECK(ft_known("fuzz_gen") && ft_known("fuzz_ir") && ft_known("fuzz_pass_lower-div"));
  CHECK(!ft_known("fuzz_pass_mutant-magic-div") && !ft_known("fuzz_nothing") && !ft_known("fuzz_pass_"));
  CHECK(!ft_known("fuzz_pass_loop-simplify"));  /* a utility pass: no fuzz target */
  FtOpts o;
  ft_opts_default(&o);
  FtResult r;
  CHECK_EQ_INT(ft_run(c, "fuzz_nothing", (const uint8_t *)"x", 1, &o, &r), IR_EUSER);
  o.pipeline = "no-such-pass";
  CHECK_EQ_INT(ft_run(c, "fuzz_gen", (const uint8_t *)"x", 1, &o, &r), IR_EUSER);
  ir_ctx_free(c);
}

/* The same tape gives the same program; different tapes differ; the
 * seeded stream without a tape is not changed by the tape machinery. */
static void test_tape(void) {
  IrCtx *c = ir_ctx_new();
  uint8_t a[600], b[600];
  rnd_bytes(a, sizeof a);
  memcpy(b, a, sizeof b);
  for (int i = 1; i < 40; i++) b[i] ^= 0x5a;
  GenOpts go;
  gen_opts_default(&go);
  go.tape = a, go.tape_len = sizeof a;
  char *t1, *t2, *t3;
  size_t n1, n2, n3;
  GenProgram g;
  CHECK(gen_program_text(c, &go, &t1, &n1, &g) == IR_OK);
  CHECK(gen_program_text(c, &go, &t2, &n2, &g) == IR_OK);
  CHECK(n1 == n2 && !memcmp(t1, t2, n1));
  go.tape = b;
  CHECK(gen_program_text(c, &go, &t3, &n3, &g) == IR_OK);
  CHECK(n1 != n3 || memcmp(t1, t3, n1) != 0);
  gen_text_free(c, t1, n1), gen_text_free(c, t2, n2), gen_text_free(c, t3, n3);
  /* an empty tape is the seeded stream */
  go.tape = a, go.tape_len = 0;
  CHECK(gen_program_text(c, &go, &t1, &n1, &g) == IR_OK);
  go.tape = NULL;
  CHECK(gen_program_text(c, &go, &t2, &n2, &g) == IR_OK);
  CHECK(n1 == n2 && !memcmp(t1, t2, n1));
  gen_text_free(c, t1, n1), gen_text_free(c, t2, n2);
  ir_ctx_free(c);
}

static void test_knobs(void) {
  int64_t k[KNOB__COUNT], def[KNOB__COUNT];
  knobs_default(def);
  GenOpts go;
  /* constfold reads 4 knobs: bytes 1..4; 128 + 1 sets the first bool to lo + 1 */
  uint8_t d[8] = {5, 129, 0, 0, 0, 7, 7, 7};
  ft_gen_decode("constfold", d, sizeof d, &go, k);
  CHECK_EQ_INT(go.size, 16 + 4 * 5);
  CHECK(go.tape == d + 5 && go.tape_len == 3);
  CHECK_EQ_INT(k[KNOB_DISABLE_FP_CALL_FOLDING], 1);
  CHECK_EQ_INT(k[KNOB_FPFOLDDISABLE], def[KNOB_FPFOLDDISABLE]);
  d[4] = 128 + 9;  /* negator max depth: lo 0 .. hi 64 */
  ft_gen_decode("constfold", d, sizeof d, &go, k);
  CHECK_EQ_INT(k[KNOB_INSTCOMBINE_NEGATOR_MAX_DEPTH], 9);
  /* fuzz_gen reads no knob bytes */
  ft_gen_decode(NULL, d, sizeof d, &go, k);
  CHECK(go.tape == d + 1 && !memcmp(k, def, sizeof k));
  /* lower-div's seed knob is use_fast_math, which changes the meaning on
   * purpose (every fdiv would be a finding), its other knob lower-fdiv-rn
   * is passcheck's own: neither is taken from the bytes, so the tape
   * starts right after the size byte */
  uint8_t e[4] = {0, 255, 255, 255};
  ft_gen_decode("lower-div", e, sizeof e, &go, k);
  CHECK_EQ_INT(k[KNOB_USE_FAST_MATH], def[KNOB_USE_FAST_MATH]);
  CHECK_EQ_INT(k[KNOB_LOWER_FDIV_RN], def[KNOB_LOWER_FDIV_RN]);
  CHECK(go.tape == e + 1);
  /* short inputs: defaults, no tape */
  ft_gen_decode("constfold", d, 2, &go, k);
  CHECK(go.tape == NULL && go.tape_len == 0);
}

/* For every pass of the registry (and a stand-in name for a pass to come),
 * the knob bytes of fuzz_pass_<p> set knobs of p only, one byte each. */
static void test_knobs_own_pass(void) {
  uint8_t d[64];
  memset(d, 0xff, sizeof d);
  int64_t k[KNOB__COUNT], def[KNOB__COUNT];
  knobs_default(def);
  size_t n;
  const PassInfo *t = pass_table(&n);
  const char *names[64];
  size_t nn = 0;
  for (size_t i = 0; i < n && nn < 63; i++)
    if (!(t[i].flags & PASS_MUTANT)) names[nn++] = t[i].name;
  names[nn++] = "lsr";
  for (size_t i = 0; i < nn; i++) {
    GenOpts go;
    ft_gen_decode(names[i], d, sizeof d, &go, k);
    unsigned own = 0, set = 0;
    for (unsigned j = 0; j < KNOB__COUNT; j++) {
      bool mine = !strcmp(knob_info((KnobId)j)->pass, names[i]);
      if (!mine || knob_changes_meaning((KnobId)j) || !knob_from_seeds((KnobId)j)) CHECK_EQ_INT(k[j], def[j]);
      else own++, set += k[j] != def[j];
    }
    CHECK(go.tape == d + 1 + own);  /* the size byte, then one byte per knob */
    if (!strcmp(names[i], "lsr")) CHECK(own == 12 && set > 0);  /* the seed's 11 and the target sm */
  }
}

/* Random tapes: valid programs, no finding with the real pipeline and each
 * pass target; mutants are found. */
static void test_gen_targets(void) {
  IrCtx *c = ir_ctx_new();
  FtOpts o;
  ft_opts_default(&o);
  uint8_t d[1500];
  FtResult r;
  const char *targets[] = {"fuzz_gen", "fuzz_pass_constfold", "fuzz_pass_lower-div"};
  for (unsigned t = 0; t < 3; t++)
    for (int i = 0; i < 60; i++) {
      size_t n = 1 + rnd8() * 5;
      rnd_bytes(d, n);
      IrStatus s = ft_run(c, targets[t], d, n, &o, &r);
      CHECK_EQ_INT(s, IR_OK);
      if (r.found) fprintf(stderr, "%s\n", r.msg);
      CHECK(!r.found);
      ft_result_free(&r);
    }
  /* mutants reach the oracle through fuzz_gen within a few hundred tapes */
  const char *mutants[] = {"mutant-ule-as-ult", "mutant-keep-nsw", "mutant-magic-div"};
  for (unsigned m = 0; m < 3; m++) {
    o.pipeline = mutants[m];
    o.keep = true;
    int found = 0;
    for (int i = 0; i < 400 && !found; i++) {
      size_t n = 200 + rnd8() * 4;
      rnd_bytes(d, n);
      CHECK_EQ_INT(ft_run(c, "fuzz_gen", d, n, &o, &r), IR_OK);
      if (r.found) {
        found = 1;
        CHECK(!strncmp(r.msg, "fuzz_gen: ", 10));
        CHECK(strstr(r.msg, mutants[m]) != NULL);
        CHECK(r.has_diff && r.diff.program && !strcmp(r.diff.pass, mutants[m]));
      }
      ft_result_free(&r);
    }
    if (!found) fprintf(stderr, "fuzz_gen did not find %s\n", mutants[m]);
    CHECK(found);
  }
  ir_ctx_free(c);
}

static const char ule_ll[] =
    "define i32 @k(i32 %a, i32 %b) {\n"
    "  %c = icmp ule i32 %a, %b\n"
    "  %z = zext i1 %c to i32\n"
    "  ret i32 %z\n"
    "}\n";

static void test_ir_target(void) {
  IrCtx *c = ir_ctx_new();
  FtOpts o;
  ft_opts_default(&o);
  FtResult r;
  CHECK_EQ_INT(ft_run(c, "fuzz_ir", (const uint8_t *)ule_ll, strlen(ule_ll), &o, &r), IR_OK);
  CHECK(!r.found);
  o.pipeline = "mutant-ule-as-ult";
  o.keep = true;
  CHECK_EQ_INT(ft_run(c, "fuzz_ir", (const uint8_t *)ule_ll, strlen(ule_ll), &o, &r), IR_OK);
  CHECK(r.found && !strncmp(r.msg, "fuzz_ir: mismatch: pass mutant-ule-as-ult", 41));
  CHECK(r.has_diff && r.diff.program && strstr(r.diff.program, "icmp ule"));
  ft_result_free(&r);
  /* not IR, IR that does not verify, no definition: nothing */
  const char *bad[] = {"", "define", "define void @k() {\n  ret i32 0\n}\n", "declare void @f()\n"};
  for (unsigned i = 0; i < 4; i++) {
    CHECK_EQ_INT(ft_run(c, "fuzz_ir", (const uint8_t *)bad[i], strlen(bad[i]), &o, &r), IR_OK);
    CHECK(!r.found);
  }
  ir_ctx_free(c);
}

/* Garbage of every length never crashes any target and gives no finding
 * where no pass is wrong. */
static void test_garbage(void) {
  IrCtx *c = ir_ctx_new();
  FtOpts o;
  ft_opts_default(&o);
  uint8_t d[300];
  FtResult r;
  for (unsigned t = 0; ft_name(t); t++) {
    for (int i = 0; i < 25; i++) {
      size_t n = (size_t)i * 12;
      rnd_bytes(d, n);
      CHECK_EQ_INT(ft_run(c, ft_name(t), d, n, &o, &r), IR_OK);
      if (r.found) fprintf(stderr, "%s\n", r.msg);
      CHECK(!r.found);
      ft_result_free(&r);
    }
  }
  ir_ctx_free(c);
}

static void test_div_target(void) {
  IrCtx *c = ir_ctx_new();
  FtOpts o;
  ft_opts_default(&o);
  FtResult r;
  /* udiv i32 by the constant 7 of the dividend 0xFFFFFFFF */
  uint8_t d[9] = {0x08, 7, 0, 0, 0, 0xff, 0xff, 0xff, 0xff};
  CHECK_EQ_INT(ft_run(c, "fuzz_div", d, sizeof d, &o, &r), IR_OK);
  CHECK(!r.found);
  o.pipeline = "mutant-magic-div";
  CHECK_EQ_INT(ft_run(c, "fuzz_div", d, sizeof d, &o, &r), IR_OK);
  CHECK(r.found && !strncmp(r.msg, "fuzz_div: ", 10) && strstr(r.msg, "expected"));
  ir_ctx_free(c);
}

/* fuzz_mathfold: folded values within the tolerance are no finding; with
 * tolerance 0 a folded transcendental is (its exact value is irrational);
 * mutant-fold-fptosi's rounding to nearest is a mismatch. */
static void test_mathfold_target(void) {
  IrCtx *c = ir_ctx_new();
  FtOpts o;
  ft_opts_default(&o);
  FtResult r;
  int folded_bad = 0, clean = 0;
  for (unsigned k = 0; k < 256; k++) {
    uint8_t d[25] = {(uint8_t)k};
    double x = 0.7;
    memcpy(d + 1, &x, 8), memcpy(d + 9, &x, 8), memcpy(d + 17, &x, 8);
    o.ulps = -1;
    CHECK_EQ_INT(ft_run(c, "fuzz_mathfold", d, sizeof d, &o, &r), IR_OK);
    if (r.found) fprintf(stderr, "%s\n", r.msg);
    clean += !r.found;
    o.ulps = 0;
    CHECK_EQ_INT(ft_run(c, "fuzz_mathfold", d, sizeof d, &o, &r), IR_OK);
    folded_bad += r.found && !strncmp(r.msg, "fuzz_mathfold: precision: ", 26);
  }
  CHECK_EQ_INT(clean, 256);
  CHECK(folded_bad > 20);
  o.ulps = -1;
  o.pipeline = "mutant-fold-fptosi";
  int found = 0;
  for (unsigned k = 0; k < 256 && !found; k++) {
    uint8_t d[9] = {(uint8_t)k};
    double x = 2.7;
    memcpy(d + 1, &x, 8);
    CHECK_EQ_INT(ft_run(c, "fuzz_mathfold", d, sizeof d, &o, &r), IR_OK);
    found = r.found && strstr(r.msg, "fuzz_mathfold: mismatch: fpto") && strstr(r.msg, "folded 3, expected 2");
  }
  CHECK(found);
  ir_ctx_free(c);
}

int main(void) {
  TEST(test_mathfold_target);
  TEST(test_names);
  TEST(test_tape);
  TEST(test_knobs);
  TEST(test_knobs_own_pass);
  TEST(test_gen_targets);
  TEST(test_ir_target);
  TEST(test_garbage);
  TEST(test_div_target);
  return TEST_END();
}

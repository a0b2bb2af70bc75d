/* tests/unit/test_pipeline.c -- the pass framework (passes/knobs.c,
 * passes/pipeline.c): the knob table against the seeds (names, counts per
 * pass, defaults in range), knob assignments and every error they report,
 * seeded random knob settings (only the knobs of a pipeline's passes),
 * pipeline strings and their errors with
 * columns, the registry, remarks, and pipeline_run with the verifier after
 * each pass, failing passes and the per-pass hook (using passes defined
 * here: one that breaks the IR, one that fails, one that does nothing).
 */
#include "test.h"
#include "ir.h"
#include "../../passes/pass.h"

static IrCtx *g_c;

/* ------------------------------------------------------------------ */
/* Knob table                                                           */

static unsigned knobs_of(const char *pass) {
  unsigned n = 0;
  for (unsigned k = 0; k < KNOB__COUNT; k++) n += !strcmp(knob_info((KnobId)k)->pass, pass);
  return n;
}

static void test_knob_table(void) {
  /* per pass, as the seeds name them (see passes/knobs.def) */
  CHECK_EQ_INT(knobs_of("lsr"), 12);  /* the seed's 11 and the target sm */
  CHECK_EQ_INT(knobs_of("constfold"), 5);  /* the seed's 4 and fold-math-exact */
  CHECK_EQ_INT(knobs_of("basr"), 14);
  CHECK_EQ_INT(knobs_of("slp"), 12);
  CHECK_EQ_INT(knobs_of("lower-div"), 2);  /* use_fast_math and lower-fdiv-rn */
  CHECK_EQ_INT(knobs_of("ori-sr"), 1);
  CHECK_EQ_INT(KNOB__COUNT, 46);
  static const char *const passes[] = {"constfold", "lsr", "basr", "slp", "lower-div", "ori-sr", "peephole"};
  int64_t v[KNOB__COUNT];
  knobs_default(v);
  for (unsigned k = 0; k < KNOB__COUNT; k++) {
    const KnobInfo *ki = knob_info((KnobId)k);
    bool known = false;
    for (size_t p = 0; p < sizeof passes / sizeof passes[0]; p++) known |= !strcmp(ki->pass, passes[p]);
    CHECK(known);
    CHECK(ki->lo <= ki->def && ki->def <= ki->hi);
    /* bools are 0..1; do-lsr-64-bit also -1, "the target decides" */
    CHECK(ki->type != KNOB_BOOL || ((ki->lo == 0 || (k == KNOB_DO_LSR_64_BIT && ki->lo == -1)) && ki->hi == 1));
    if (knob_from_seeds((KnobId)k)) CHECK(strstr(ki->section, " \xc2\xa7") != NULL);
    else CHECK(!strncmp(ki->section, "none: ", 6) && strstr(ki->section, "not from the seeds"));
    CHECK_EQ_INT(v[k], ki->def);
    CHECK_EQ_INT(knob_lookup(ki->name, strlen(ki->name)), k);  /* names are unique */
  }
  CHECK(knob_info(KNOB__COUNT) == NULL);
}

static void test_knob_seed_defaults(void) {
  /* a few defaults straight from the seeds' tables */
  CHECK_EQ_INT(knob_info(KNOB_LSR_CHECK_RP)->def, 1);
  CHECK_EQ_INT(knob_info(KNOB_DISABLE_UNKNOWN_TRIP_LSR)->def, 0);
  CHECK_EQ_INT(knob_info(KNOB_SLP_SCHEDULE_BUDGET)->def, 100000);
  CHECK_EQ_INT(knob_info(KNOB_SLP_RECURSION_MAX_DEPTH)->def, 12);
  CHECK_EQ_INT(knob_info(KNOB_SLP_MIN_TREE_SIZE)->def, 3);
  CHECK_EQ_INT(knob_info(KNOB_SLP_MAX_REG_SIZE)->def, 128);
  CHECK_EQ_INT(knob_info(KNOB_DO_BASE_ADDRESS_STRENGTH_REDUCE)->def, 2);
  CHECK_EQ_INT(knob_info(KNOB_DISABLE_FP_CALL_FOLDING)->def, 0);
  CHECK_STR(knob_info(KNOB_SLP_THRESHOLD)->name, "slp-threshold");
  /* the seeds' globals that store an upstream option are aliases */
  CHECK_EQ_INT(knob_lookup("SLPCostThreshold", 16), KNOB_SLP_THRESHOLD);
  CHECK_EQ_INT(knob_lookup("SLPMaxVF", 8), KNOB_SLP_MAX_VF);
  CHECK_EQ_INT(knob_lookup("lsr-rp-limi", 11), KNOB__COUNT);
  CHECK_EQ_INT(knob_lookup("lsr-rp-limit=3", 14), KNOB__COUNT);
}

/* ------------------------------------------------------------------ */
/* knob_set                                                             */

/* Sets assign on a copy of the defaults; returns the status and leaves the
 * value of knob k in *out. */
static IrStatus set1(const char *assign, KnobId k, int64_t *out) {
  int64_t v[KNOB__COUNT];
  knobs_default(v);
  ir_ctx_clear_error(g_c);
  IrStatus st = knob_set(g_c, v, assign);
  if (k != KNOB__COUNT) *out = v[k];
  return st;
}

static void test_knob_set_ok(void) {
  int64_t x;
  CHECK_EQ_INT(set1("lsr-rp-limit=32", KNOB_LSR_RP_LIMIT, &x), IR_OK);
  CHECK_EQ_INT(x, 32);
  CHECK_EQ_INT(set1("lsr-rp-limit=0x20", KNOB_LSR_RP_LIMIT, &x), IR_OK);
  CHECK_EQ_INT(x, 32);
  CHECK_EQ_INT(set1("slp-threshold=-7", KNOB_SLP_THRESHOLD, &x), IR_OK);
  CHECK_EQ_INT(x, -7);
  CHECK_EQ_INT(set1("SLPCostThreshold=5", KNOB_SLP_THRESHOLD, &x), IR_OK);
  CHECK_EQ_INT(x, 5);
  CHECK_EQ_INT(set1("lsr-check-rp=false", KNOB_LSR_CHECK_RP, &x), IR_OK);
  CHECK_EQ_INT(x, 0);
  CHECK_EQ_INT(set1("lsr-check-rp=0", KNOB_LSR_CHECK_RP, &x), IR_OK);
  CHECK_EQ_INT(x, 0);
  CHECK_EQ_INT(set1("disable-unknown-trip-lsr=true", KNOB_DISABLE_UNKNOWN_TRIP_LSR, &x), IR_OK);
  CHECK_EQ_INT(x, 1);
  CHECK_EQ_INT(set1("disable-unknown-trip-lsr=1", KNOB_DISABLE_UNKNOWN_TRIP_LSR, &x), IR_OK);
  CHECK_EQ_INT(x, 1);
  /* range ends are inclusive */
  CHECK_EQ_INT(set1("lsr-rp-limit=1", KNOB_LSR_RP_LIMIT, &x), IR_OK);
  CHECK_EQ_INT(set1("lsr-rp-limit=255", KNOB_LSR_RP_LIMIT, &x), IR_OK);
  CHECK_EQ_INT(x, 255);
  CHECK_EQ_INT(set1("base-address-strength-reduce-max-iv=9223372036854775807",
                    KNOB_BASE_ADDRESS_STRENGTH_REDUCE_MAX_IV, &x), IR_OK);
  CHECK_EQ_INT(x, INT64_MAX);
  /* a target-decided bool: -1 or "target" as well as 0/1 */
  CHECK_EQ_INT(set1("do-lsr-64-bit=0", KNOB_DO_LSR_64_BIT, &x), IR_OK);
  CHECK_EQ_INT(x, 0);
  CHECK_EQ_INT(set1("do-lsr-64-bit=target", KNOB_DO_LSR_64_BIT, &x), IR_OK);
  CHECK_EQ_INT(x, -1);
  CHECK_EQ_INT(set1("do-lsr-64-bit=true", KNOB_DO_LSR_64_BIT, &x), IR_OK);
  CHECK_EQ_INT(x, 1);
  CHECK_EQ_INT(set1("do-lsr-64-bit=-1", KNOB_DO_LSR_64_BIT, &x), IR_OK);
  CHECK_EQ_INT(x, -1);
  CHECK_EQ_INT(set1("sm=60", KNOB_SM, &x), IR_OK);
  CHECK_EQ_INT(x, 60);
}

static void check_err(const char *assign, const char *msg) {
  int64_t v[KNOB__COUNT], d[KNOB__COUNT];
  knobs_default(v);
  knobs_default(d);
  ir_ctx_clear_error(g_c);
  CHECK_EQ_INT(knob_set(g_c, v, assign), IR_EUSER);
  CHECK_STR(ir_ctx_error(g_c), msg);
  CHECK(!memcmp(v, d, sizeof v));  /* nothing changed */
}

static void test_knob_set_errors(void) {
  check_err("lsr-rp-limit", "error: knob assignment 'lsr-rp-limit': expected name=value");
  check_err("=3", "error: knob assignment '=3': expected name=value");
  check_err("lsr-rp-limt=3",
            "error: unknown knob 'lsr-rp-limt'; did you mean 'lsr-rp-limit'? (passcheck knobs lists them)");
  check_err("LSR-CHECK-RP=1",
            "error: unknown knob 'LSR-CHECK-RP'; did you mean 'lsr-check-rp'? (passcheck knobs lists them)");
  check_err("fpfolddisable=1",
            "error: unknown knob 'fpfolddisable'; did you mean 'FPFoldDisable'? (passcheck knobs lists them)");
  check_err("frobnicate=1", "error: unknown knob 'frobnicate' (passcheck knobs lists them)");
  check_err("lsr-check-rp=target",
            "error: knob 'lsr-check-rp': malformed value 'target' (expected 0, 1, true or false)");
  check_err("lsr-check-rp=-1", "error: knob 'lsr-check-rp': malformed value '-1' (expected 0, 1, true or false)");
  check_err("lsr-rp-limit=300", "error: knob 'lsr-rp-limit': value 300 out of range 1..255");
  check_err("lsr-rp-limit=0", "error: knob 'lsr-rp-limit': value 0 out of range 1..255");
  check_err("slp-threshold=-1001", "error: knob 'slp-threshold': value -1001 out of range -1000..1000");
  check_err("lsr-rp-limit=abc",
            "error: knob 'lsr-rp-limit': malformed value 'abc' (expected an integer in 1..255)");
  check_err("lsr-rp-limit=12x",
            "error: knob 'lsr-rp-limit': malformed value '12x' (expected an integer in 1..255)");
  check_err("lsr-rp-limit=", "error: knob 'lsr-rp-limit': malformed value '' (expected an integer in 1..255)");
  check_err("lsr-rp-limit=99999999999999999999",
            "error: knob 'lsr-rp-limit': malformed value '99999999999999999999' (expected an integer in 1..255)");
  check_err("lsr-check-rp=yes", "error: knob 'lsr-check-rp': malformed value 'yes' (expected 0, 1, true or false)");
  check_err("lsr-check-rp=2", "error: knob 'lsr-check-rp': malformed value '2' (expected 0, 1, true or false)");
}

/* ------------------------------------------------------------------ */
/* knobs_random, knobs_format                                           */

/* Stand-ins named like every pass the knob table names (most of them
 * are not registered yet): a pipeline of all of them reads every knob. */
static const PassInfo k_all[] = {{.name = "constfold"}, {.name = "lsr"},       {.name = "basr"},    {.name = "slp"},
                                 {.name = "lower-div"}, {.name = "ori-sr"}, {.name = "peephole"}};
static const Pipeline k_every = {7, {&k_all[0], &k_all[1], &k_all[2], &k_all[3], &k_all[4], &k_all[5], &k_all[6]}};

static void test_knobs_random(void) {
  int64_t a[KNOB__COUNT], b[KNOB__COUNT];
  unsigned ndef = 0, nlo = 0, nhi = 0, total = 0, differ = 0;
  for (uint64_t seed = 0; seed < 2000; seed++) {
    knobs_random(a, &k_every, seed);
    knobs_random(b, &k_every, seed);
    CHECK(!memcmp(a, b, sizeof a));  /* deterministic */
    knobs_random(b, &k_every, seed + 1);
    differ += memcmp(a, b, sizeof a) != 0;
    CHECK_EQ_INT(a[KNOB_FOLD_MATH_EXACT], 0);  /* passcheck's own knob: never drawn */
    for (unsigned k = 0; k < KNOB__COUNT; k++) {
      const KnobInfo *ki = knob_info((KnobId)k);
      CHECK(a[k] >= ki->lo && a[k] <= ki->hi);
      ndef += a[k] == ki->def;
      nlo += a[k] == ki->lo;
      nhi += a[k] == ki->hi;
      total++;
    }
  }
  CHECK_EQ_INT(differ, 2000);
  /* about half keep their default (more: bools and range ends hit it too) */
  CHECK(ndef * 100 > total * 50 && ndef * 100 < total * 80);
  CHECK(nlo * 100 > total * 12 && nhi * 100 > total * 12);
  /* a known seed gives a known setting (the fuzz findings record seeds) */
  knobs_random(a, &k_every, 42);
  char s1[2048], s2[2048];
  knobs_format(a, s1, sizeof s1);
  knobs_random(b, &k_every, 42);
  knobs_format(b, s2, sizeof s2);
  CHECK_STR(s1, s2);
  CHECK(s1[0] != 0);
}

/* Only the knobs of the pipeline's passes are drawn; the others keep their
 * defaults (a constfold campaign records no lsr knob), and each drawn knob
 * has the value it has with every pass in the pipeline. */
static void test_knobs_random_pipeline(void) {
  Pipeline cf = {1, {&k_all[0]}}, none = {0, {NULL}};
  int64_t a[KNOB__COUNT], b[KNOB__COUNT], def[KNOB__COUNT];
  knobs_default(def);
  unsigned drawn = 0;
  for (uint64_t seed = 0; seed < 500; seed++) {
    knobs_random(a, &cf, seed);
    knobs_random(b, &k_every, seed);
    for (unsigned k = 0; k < KNOB__COUNT; k++) {
      bool mine = !strcmp(knob_info((KnobId)k)->pass, "constfold");
      CHECK_EQ_INT(a[k], mine ? b[k] : def[k]);
      drawn += a[k] != def[k];
    }
    char buf[2048];
    knobs_format(a, buf, sizeof buf);
    CHECK(strstr(buf, "lsr") == NULL && strstr(buf, "slp") == NULL && strstr(buf, "base-address") == NULL);
    knobs_random(a, &none, seed);
    CHECK(!memcmp(a, def, sizeof a));
  }
  CHECK(drawn > 500);  /* constfold's own knobs do vary */
  /* knobs_restrict keeps the pipeline's knobs only */
  knobs_random(a, &k_every, 7);
  a[KNOB_LSR_RP_LIMIT] = 33, a[KNOB_INSTCOMBINE_NEGATOR_MAX_DEPTH] = 9;
  knobs_restrict(a, &cf);
  CHECK_EQ_INT(a[KNOB_LSR_RP_LIMIT], def[KNOB_LSR_RP_LIMIT]);
  CHECK_EQ_INT(a[KNOB_INSTCOMBINE_NEGATOR_MAX_DEPTH], 9);
  /* the real registry: the default pipeline's knobs are constfold's and
   * lower-div's, and lower-div's one (use_fast_math) changes the meaning */
  Pipeline dp;
  CHECK_EQ_INT(pipeline_parse(g_c, pipeline_default(), &dp), IR_OK);
  for (uint64_t seed = 0; seed < 200; seed++) {
    knobs_random(a, &dp, seed);
    for (unsigned k = 0; k < KNOB__COUNT; k++)
      if (a[k] != def[k]) CHECK(pipeline_has(&dp, knob_info((KnobId)k)->pass) && !knob_changes_meaning((KnobId)k));
  }
}

static void test_knobs_format(void) {
  int64_t v[KNOB__COUNT];
  char buf[256];
  knobs_default(v);
  CHECK_EQ_INT(knobs_format(v, buf, sizeof buf), 0);
  CHECK_STR(buf, "");
  v[KNOB_LSR_RP_LIMIT] = 32;
  v[KNOB_SLP_THRESHOLD] = -3;
  size_t n = knobs_format(v, buf, sizeof buf);
  CHECK_STR(buf, "lsr-rp-limit=32 slp-threshold=-3");
  CHECK_EQ_INT(n, strlen(buf));
  char small[8];
  CHECK_EQ_INT(knobs_format(v, small, sizeof small), n);  /* the length it needed */
  CHECK_STR(small, "lsr-rp-");
  /* the format reads back through knob_set */
  int64_t w[KNOB__COUNT];
  knobs_default(w);
  CHECK_EQ_INT(knob_set(g_c, w, "lsr-rp-limit=32"), IR_OK);
  CHECK_EQ_INT(knob_set(g_c, w, "slp-threshold=-3"), IR_OK);
  CHECK(!memcmp(v, w, sizeof v));
}

/* ------------------------------------------------------------------ */
/* Registry and pipeline strings                                        */

static void test_registry(void) {
  size_t n, nmut = 0;
  const PassInfo *t = pass_table(&n);
  CHECK(n >= 12);
  bool seen_mutant = false;
  for (size_t i = 0; i < n; i++) {
    bool mut = (t[i].flags & PASS_MUTANT) != 0;
    CHECK_EQ_INT(mut, !strncmp(t[i].name, "mutant-", 7));
    CHECK(!seen_mutant || mut);  /* mutants last */
    seen_mutant |= mut;
    nmut += mut;
    CHECK(pass_lookup(t[i].name, strlen(t[i].name)) == &t[i]);
    CHECK(t[i].run != NULL && t[i].summary && *t[i].summary);
  }
  CHECK(nmut >= 12);
  CHECK(strstr(pipeline_default(), "mutant") == NULL);
  CHECK(pass_lookup("mutant-keep-ns", 14) == NULL);
  CHECK_STR(pass_suggest("mutant-keep-nzw", 15), "mutant-keep-nsw");
  CHECK(pass_suggest("zzzz", 4) == NULL);
}

static IrStatus parse(const char *s, Pipeline *p) {
  ir_ctx_clear_error(g_c);
  return pipeline_parse(g_c, s, p);
}

static void test_pipeline_parse(void) {
  Pipeline p;
  char buf[512];
  CHECK_EQ_INT(parse("mutant-keep-nsw,mutant-drop-store", &p), IR_OK);
  CHECK_EQ_INT(p.n, 2);
  CHECK_STR(p.pass[0]->name, "mutant-keep-nsw");
  CHECK_STR(p.pass[1]->name, "mutant-drop-store");
  pipeline_format(&p, buf, sizeof buf);
  CHECK_STR(buf, "mutant-keep-nsw,mutant-drop-store");
  CHECK_EQ_INT(parse("-passes= mutant-keep-nsw , mutant-ule-as-ult ", &p), IR_OK);
  CHECK_EQ_INT(p.n, 2);
  CHECK_STR(p.pass[1]->name, "mutant-ule-as-ult");
  CHECK_EQ_INT(parse("passes=mutant-drop-ftz", &p), IR_OK);
  CHECK_EQ_INT(p.n, 1);
  CHECK_EQ_INT(parse("mutant-keep-nsw,mutant-keep-nsw", &p), IR_OK);  /* repeats are fine */
  CHECK_EQ_INT(p.n, 2);
  /* the empty pipeline, and "default" (every real pass; none yet) */
  CHECK_EQ_INT(parse("", &p), IR_OK);
  CHECK_EQ_INT(p.n, 0);
  CHECK_EQ_INT(parse("-passes=", &p), IR_OK);
  CHECK_EQ_INT(p.n, 0);
  CHECK_EQ_INT(parse("default,mutant-keep-nsw", &p), IR_OK);
  Pipeline d;
  CHECK_EQ_INT(parse(pipeline_default(), &d), IR_OK);
  CHECK_EQ_INT(p.n, d.n + 1);
  pipeline_format(&d, buf, sizeof buf);
  CHECK_STR(buf, pipeline_default());
}

static void check_perr(const char *s, const char *msg) {
  Pipeline p;
  CHECK_EQ_INT(parse(s, &p), IR_EUSER);
  CHECK_STR(ir_ctx_error(g_c), msg);
}

static void test_pipeline_errors(void) {
  check_perr("x", "pipeline:1:1: error: unknown pass 'x'");
  check_perr("mutant-keep-nsw,frobnicate", "pipeline:1:17: error: unknown pass 'frobnicate'");
  check_perr("mutant-keep-nsw,mutant-drop-stor",
             "pipeline:1:17: error: unknown pass 'mutant-drop-stor'; did you mean 'mutant-drop-store'?");
  check_perr("-passes=foo", "pipeline:1:9: error: unknown pass 'foo'");
  check_perr("mutant-keep-nsw,  quux", "pipeline:1:19: error: unknown pass 'quux'");
  check_perr(",mutant-keep-nsw", "pipeline:1:1: error: empty pass name");
  check_perr("mutant-keep-nsw,,mutant-drop-store", "pipeline:1:17: error: empty pass name");
  check_perr("mutant-keep-nsw,", "pipeline:1:17: error: empty pass name");
  check_perr("mutant-keep-nsw, ,x", "pipeline:1:17: error: empty pass name");
  /* 65 passes: the error points at the 65th */
  char s[65 * 16 + 1] = "";
  for (int i = 0; i < 65; i++) strcat(s, i ? ",mutant-keep-nsw" : "mutant-keep-nsw");
  check_perr(s, "pipeline:1:1025: error: too many passes (at most 64)");
  s[64 * 16 - 1] = 0;  /* exactly 64 */
  Pipeline p;
  CHECK_EQ_INT(parse(s, &p), IR_OK);
  CHECK_EQ_INT(p.n, 64);
}

/* ------------------------------------------------------------------ */
/* pipeline_run                                                         */

static const char k_src[] =
  "define void @f(ptr addrspace(1) %out, i32 %a) {\n"
  "entry:\n"
  "  %x = add i32 %a, 1\n"
  "  store i32 %x, ptr addrspace(1) %out, align 4\n"
  "  ret void\n"
  "}\n";

/* Changes nothing. */
static IrStatus p_nop(PassCtx *pc, IrModule *m, bool *changed) {
  (void)pc, (void)m;
  *changed = false;
  return IR_OK;
}

/* Flips the add to a sub (valid IR) and remarks about it. */
static IrStatus p_flip(PassCtx *pc, IrModule *m, bool *changed) {
  IrFunc *f = ir_func(m, 0);
  IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) if (f->insts[i].op == IR_ADD) {
    f->insts[i].op = IR_SUB;
    pass_remark(pc, m, f, "flipped %u", (unsigned)i);
    *changed = true;
  }
  return IR_OK;
}

/* Deletes the entry block's terminator: the verifier must reject it. */
static IrStatus p_break(PassCtx *pc, IrModule *m, bool *changed) {
  (void)pc;
  IrFunc *f = ir_func(m, 0);
  ir_inst_remove(f, ir_block_term(f, f->entry));
  *changed = true;
  return IR_OK;
}

/* Fails with a message of its own. */
static IrStatus p_fail(PassCtx *pc, IrModule *m, bool *changed) {
  (void)m, (void)changed;
  return ir_error(pc->ir, IR_EUSER, "t.ll", 3, 5, "cannot handle this");
}

static const PassInfo t_nop = {.name = "test-nop", .run = p_nop, .summary = "nothing"};
static const PassInfo t_flip = {.name = "test-flip", .run = p_flip, .summary = "add to sub"};
static const PassInfo t_break = {.name = "test-break", .run = p_break, .summary = "invalid IR"};
static const PassInfo t_fail = {.name = "test-fail", .run = p_fail, .summary = "fails"};

typedef struct HookLog {
  int calls;
  uint32_t steps[8];
  bool changed[8];
  const PassInfo *pass[8];
  int stop_at;  /* step whose hook returns nonzero, -1 none */
} HookLog;

static int hook(void *ud, uint32_t step, const PassInfo *pi, IrModule *m, bool changed) {
  HookLog *h = ud;
  (void)m;
  if (h->calls < 8) {
    h->steps[h->calls] = step;
    h->changed[h->calls] = changed;
    h->pass[h->calls] = pi;
  }
  h->calls++;
  return (int)step == h->stop_at ? 7 : 0;
}

static IrModule *load(void) {
  IrModule *m = ir_parse(g_c, "t.ll", k_src, strlen(k_src));
  CHECK(m != NULL);
  return m;
}

static void test_run_ok_and_hook(void) {
  IrModule *m = load();
  PassCtx pc;
  pass_ctx_init(&pc, g_c);
  Pipeline p = {3, {&t_nop, &t_flip, &t_nop}};
  HookLog h = {.stop_at = -1};
  PipelineRun r = {.verify = true, .hook = hook, .ud = &h};
  char *rem = NULL;
  size_t remlen = 0;
  pc.remarks = open_memstream(&rem, &remlen);
  CHECK_EQ_INT(pipeline_run(&pc, &p, m, &r), IR_OK);
  fclose(pc.remarks);
  CHECK_EQ_INT(h.calls, 3);
  CHECK_EQ_INT(h.steps[0], 0);
  CHECK_EQ_INT(h.steps[2], 2);
  CHECK(!h.changed[0] && h.changed[1] && !h.changed[2]);
  CHECK(h.pass[1] == &t_flip);
  CHECK_EQ_INT(r.failed_step, IR_NIL);
  CHECK(pc.pass == NULL);
  CHECK_STR(rem, "test-flip: @f: flipped 0\n");
  free(rem);
  /* the hook stops the pipeline: its value comes back */
  h = (HookLog){.stop_at = 1};
  CHECK_EQ_INT(pipeline_run(&pc, &p, m, &r), 7);
  CHECK_EQ_INT(h.calls, 2);
  CHECK_EQ_INT(r.failed_step, 1);
  ir_module_free(m);
}

static void test_run_verifier_failure(void) {
  IrModule *m = load();
  PassCtx pc;
  pass_ctx_init(&pc, g_c);
  Pipeline p = {3, {&t_flip, &t_break, &t_nop}};
  HookLog h = {.stop_at = -1};
  PipelineRun r = {.verify = true, .hook = hook, .ud = &h};
  ir_ctx_clear_error(g_c);
  CHECK_EQ_INT(pipeline_run(&pc, &p, m, &r), IR_EUSER);
  CHECK_EQ_INT(r.failed_step, 1);
  CHECK(r.verifier_failed);
  CHECK_EQ_INT(h.calls, 1);  /* not called for the failing pass */
  const char *e = ir_ctx_error(g_c);
  CHECK(!strncmp(e, "t.ll", 4));
  CHECK(strstr(e, ": error: after pass 'test-break': ") != NULL);
  CHECK(strstr(e, "@f") != NULL);
  ir_module_free(m);
  /* without verification the broken module goes through */
  m = load();
  r = (PipelineRun){.verify = false};
  CHECK_EQ_INT(pipeline_run(&pc, &p, m, &r), IR_OK);
  CHECK(!r.verifier_failed);
  ir_module_free(m);
  /* and a NULL run verifies nothing either */
  m = load();
  CHECK_EQ_INT(pipeline_run(&pc, &p, m, NULL), IR_OK);
  ir_module_free(m);
}

static void test_run_pass_failure(void) {
  IrModule *m = load();
  PassCtx pc;
  pass_ctx_init(&pc, g_c);
  Pipeline p = {2, {&t_nop, &t_fail}};
  PipelineRun r = {.verify = true};
  ir_ctx_clear_error(g_c);
  CHECK_EQ_INT(pipeline_run(&pc, &p, m, &r), IR_EUSER);
  CHECK_EQ_INT(r.failed_step, 1);
  CHECK(!r.verifier_failed);
  CHECK_STR(ir_ctx_error(g_c), "t.ll:3:5: error: in pass 'test-fail': cannot handle this");
  ir_module_free(m);
}

static void test_remarks_off(void) {
  PassCtx pc;
  pass_ctx_init(&pc, g_c);
  CHECK(pc.remarks == NULL && pc.pass == NULL && pc.ir == g_c);
  CHECK_EQ_INT(pc.knob[KNOB_LSR_RP_LIMIT], knob_info(KNOB_LSR_RP_LIMIT)->def);
  pass_remark(&pc, NULL, NULL, "nothing happens %d", 1);  /* remarks off: no output, no crash */
  char *rem = NULL;
  size_t len = 0;
  pc.remarks = open_memstream(&rem, &len);
  pass_remark(&pc, NULL, NULL, "module-level %d", 2);
  fclose(pc.remarks);
  CHECK_STR(rem, "(no pass): module-level 2\n");
  free(rem);
}

int main(void) {
  g_c = ir_ctx_new();
  TEST(test_knob_table);
  TEST(test_knob_seed_defaults);
  TEST(test_knob_set_ok);
  TEST(test_knob_set_errors);
  TEST(test_knobs_random);
  TEST(test_knobs_random_pipeline);
  TEST(test_knobs_format);
  TEST(test_registry);
  TEST(test_pipeline_parse);
  TEST(test_pipeline_errors);
  TEST(test_run_ok_and_hook);
  TEST(test_run_verifier_failure);
  TEST(test_run_pass_failure);
  TEST(test_remarks_off);
  ir_ctx_free(g_c);
  return TEST_END();
}

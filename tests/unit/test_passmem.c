/* tests/unit/test_passmem.c -- out of memory inside every registered pass
 * (pass.h: the recovery point of pipeline_run).  For each pass of
 * pass_table -- new passes are covered without being named here -- a
 * generated program the pass changes, then the pass run by pipeline_run
 * with the allocator failing at its Nth call, N = 0, 1, 2, ... until the
 * pass completes: every run ends with IR_OK or a clean IR_ENOMEM naming the
 * pass, never an abort, and gives back every block it took (the allocator
 * counts them; ASan builds check the memory outside the context too).
 * Each pass is tested in a child process: a mutant that crashes on its own
 * (mutant-null-deref) is not what this test is about and is skipped.  A
 * real pass must change one of the generated programs (DESIGN.md: every
 * pass arrives with the generator shapes that make it fire).
 */
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "ir.h"
#include "../../generators/gen.h"
#include "../../passes/pass.h"



enum { NSEEDS = 60 };

/* Parses text and returns a clone (as the oracles run passes: on a clone,
 * whose arrays have no room to spare, so that the pass allocates). */
static IrModule *load_clone(IrCtx *c, const char *text) {
  IrModule *m0 = ir_parse(c, "gen.ll", text, strlen(text));
  IrModule *m = m0 ? ir_module_clone(m0) : NULL;
  if (m0) ir_module_free(m0);
  return m;
}

/* Of NSEEDS generated programs, the one pi changes with the most
 * allocations (*changed false: it changed none, the last one is kept). */
static char *program_for(const PassInfo *pi, bool *changed_best, long *calls_best) {
  char *keep = NULL;
  *changed_best = false, *calls_best = -1;
  for (uint64_t seed = 1; seed <= NSEEDS; seed++) {
    TestAlloc a = {.countdown = -1};
    IrCtx *c = ir_ctx_new_alloc(test_alloc, &a);
    GenOpts go;
    gen_opts_default(&go);
    go.seed = seed, go.size = 80;
    char *text = NULL;
    size_t len = 0;
    GenProgram g;
    IrModule *m = gen_program_text(c, &go, &text, &len, &g) == IR_OK ? load_clone(c, text) : NULL;
    PassCtx pc;
    pass_ctx_init(&pc, c);
    bool changed = false;
    long before = a.calls;
    if (m && pass_run(&pc, pi, m, &changed) == IR_OK && (changed > *changed_best ||
        (changed == *changed_best && a.calls - before > *calls_best))) {
      free(keep);
      keep = strdup(text);
      *changed_best = changed, *calls_best = a.calls - before;
    }
    if (m) ir_module_free(m);
    if (text) gen_text_free(c, text, len);
    ir_ctx_free(c);
  }
  return keep;
}

/* One run of pi over text with the allocator failing at call `budget`
 * (counted from the pass's start); false when the pass completed without
 * reaching it. */
static bool run_with_budget(const PassInfo *pi, const char *text, long budget) {
  TestAlloc a = {.countdown = -1};
  IrCtx *c = ir_ctx_new_alloc(test_alloc, &a);
  IrModule *m = load_clone(c, text);
  CHECK(m != NULL);
  if (!m) return ir_ctx_free(c), false;
  PassCtx pc;
  pass_ctx_init(&pc, c);
  Pipeline p = {1, {pi}};
  PipelineRun r = {.verify = false};
  a.countdown = budget;
  IrStatus st = pipeline_run(&pc, &p, m, &r);
  bool hit = a.countdown < 0;
  a.countdown = -1;
  char want[160];
  snprintf(want, sizeof want, "pass '%s': ", pi->name);
  if (st == IR_ENOMEM) {
    CHECK(hit);
    CHECK(strstr(ir_ctx_error(c), want) != NULL && strstr(ir_ctx_error(c), "out of memory") != NULL);
    CHECK_EQ_INT(r.failed_step, 0);
  } else {
    CHECK_EQ_INT(st, IR_OK);  /* never another status: the failure was absorbed or reported */
    if (st != IR_OK) fprintf(stderr, "  %s, budget %ld: %s\n", pi->name, budget, ir_ctx_error(c));
  }
  ir_module_free(m);  /* after IR_ENOMEM the only thing allowed (pass.h) */
  ir_ctx_free(c);
  CHECK_EQ_INT(a.live, 0);
  return hit;
}

/* The child's part: every budget until pi completes.  Exit status: 0, or
 * 64 + the number of failed checks (at most 127); a signal or a
 * sanitizer's exit status 1 means the pass crashed (a leak report ends
 * with another status: a failure). */
static int check_pass(const PassInfo *pi) {
  bool changed = false;
  long calls;
  char *text = program_for(pi, &changed, &calls);
  if (!text) return 127;
  if (!changed) fprintf(stderr, "  note: %s changed none of %d programs\n", pi->name, NSEEDS);
  long budget = 0;
  while (run_with_budget(pi, text, budget) && budget < 1000000) budget++;
  CHECK_EQ_INT(budget, calls);  /* every allocation of the pass was made to fail once */
  fprintf(stderr, "  %s: %ld allocation failures injected, all clean\n", pi->name, budget);
  free(text);
  if (!changed && !(pi->flags & PASS_MUTANT)) t_failed_checks++;  /* a real pass must fire */
  return t_failed_checks ? 64 + (t_failed_checks > 63 ? 63 : t_failed_checks) : 0;
}

static void test_every_pass(void) {
  size_t n;
  const PassInfo *t = pass_table(&n);
  unsigned tested = 0;
  for (size_t i = 0; i < n; i++) {
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) exit(check_pass(&t[i]));  /* exit: a leak sanitizer checks the child at exit */
    int ws = 0;
    CHECK(pid > 0 && waitpid(pid, &ws, 0) == pid);
    bool crashed = WIFSIGNALED(ws) || (WIFEXITED(ws) && WEXITSTATUS(ws) == 1);  /* 1: a sanitizer's report */
    if (crashed && (t[i].flags & PASS_MUTANT)) {
      fprintf(stderr, "  %s: crashes on its own (status 0x%x): skipped\n", t[i].name, ws);
      continue;
    }
    CHECK(WIFEXITED(ws) && WEXITSTATUS(ws) == 0);
    if (!WIFEXITED(ws) || WEXITSTATUS(ws)) fprintf(stderr, "  %s: failed (status 0x%x)\n", t[i].name, ws);
    tested++;
  }
  CHECK(tested + 1 >= n);  /* at most one mutant crashes by design */
}

/* The boundary itself, with a pass that builds IR in a loop: the failure
 * at any allocation comes back as IR_ENOMEM from pipeline_run (before the
 * boundary existed this aborted on ir.c's assertion). */
typedef struct Held {
  char *own;     /* memory of its own, outside the context */
  long *finis;   /* counts the finalizer's calls */
} Held;

static void held_fini(void *block) {
  Held *h = block;
  free(h->own);
  (*h->finis)++;
}

static IrStatus p_grow(PassCtx *pc, IrModule *m, bool *changed) {
  Held *h = pass_scratch(pc, sizeof *h, held_fini);  /* held across IR building: freed by the boundary */
  if (!h) return IR_ENOMEM;
  h->finis = (long *)pc->ud;
  h->own = malloc(100);
  int *scratch = pass_scratch(pc, 64 * sizeof *scratch, NULL);
  if (!scratch) return IR_ENOMEM;
  for (unsigned k = 0; k < 64; k++) scratch[k] = (int)ir_str(m, "x", 1) + (int)ir_strz(m, k & 1 ? "odd" : "even");
  for (unsigned k = 0; k < 200; k++) {
    char name[32];
    snprintf(name, sizeof name, "g%u", k);
    ir_global_new(m, ir_strz(m, name), IR_I32, 1);
  }
  *changed = true;
  return IR_OK;
}

static void test_boundary(void) {
  static const PassInfo grow = {.name = "test-grow", .run = p_grow};
  const char *src = "define void @f() {\n  ret void\n}\n";
  unsigned enomem = 0;
  long budget = 0;
  for (bool hit = true; hit; budget++) {
    TestAlloc a = {.countdown = -1};
    IrCtx *c = ir_ctx_new_alloc(test_alloc, &a);
    IrModule *m = ir_parse(c, "t.ll", src, strlen(src));
    PassCtx pc;
    pass_ctx_init(&pc, c);
    long finis = 0;
    pc.ud = &finis;
    Pipeline p = {1, {&grow}};
    a.countdown = budget;
    IrStatus st = pipeline_run(&pc, &p, m, NULL);
    hit = a.countdown < 0;
    a.countdown = -1;
    CHECK_EQ_INT(finis, budget >= 1);  /* the finalizer ran however the pass ended (ASan: no leak of h->own) */
    if (hit) {
      CHECK_EQ_INT(st, IR_ENOMEM);
      CHECK_STR(ir_ctx_error(c), "error: in pass 'test-grow': out of memory");
      CHECK(pc.scratch == NULL && pc.pass == NULL);
      enomem++;
    } else {
      CHECK_EQ_INT(st, IR_OK);
      CHECK_EQ_INT(m->nglobals, 200);
    }
    ir_module_free(m);
    ir_ctx_free(c);
    CHECK_EQ_INT(a.live, 0);
  }
  CHECK(enomem >= 5);
  /* outside the boundary there is no scratch memory */
  IrCtx *c = ir_ctx_new();
  PassCtx pc;
  pass_ctx_init(&pc, c);
  CHECK(pass_scratch(&pc, 8, NULL) == NULL && ir_ctx_status(c) == IR_ENOMEM);
  ir_ctx_free(c);
}

int main(void) {
  TEST(test_boundary);
  TEST(test_every_pass);
  return TEST_END();
}

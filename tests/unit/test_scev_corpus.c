/* tests/unit/test_scev_corpus.c -- backedge-taken counts on every corpus
 * kernel (the .ll files of corpora/kernels) against LLVM's own: wherever
 * `opt-16 -passes='print<scalar-evolution>'` reports a constant count,
 * passcheck must report the same constant; wherever passcheck reports a
 * constant, LLVM must agree or the reference interpreter must confirm it
 * (the count is expanded next to every exit and checked with llvm.assume,
 * scev_check.h, on generated inputs).  Prints the agreement figures.
 * Skipped (with a note) when opt-16 is not installed.
 */
#include <glob.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test.h"
#include "scev_check.h"

static IrCtx *g_c;

/* LLVM's verdicts: "F|%H" -> count text, or NULL for unpredictable. */
typedef struct Verdict {
  char key[256];
  char count[64];
  bool known;
} Verdict;

typedef struct Verdicts {
  Verdict *v;
  uint32_t n, cap;
} Verdicts;

static void add_verdict(Verdicts *vs, const char *fn, const char *hdr, const char *count) {
  if (vs->n == vs->cap) vs->v = realloc(vs->v, (vs->cap = vs->cap ? 2 * vs->cap : 64) * sizeof *vs->v);
  Verdict *v = &vs->v[vs->n++];
  snprintf(v->key, sizeof v->key, "%s|%s", fn, hdr);
  v->known = count != NULL;
  snprintf(v->count, sizeof v->count, "%s", count ? count : "");
}

/* Parses opt-16's output; false when opt-16 could not run. */
static bool llvm_counts(const char *file, Verdicts *vs) {
  char cmd[512], line[4096], fn[200] = "";
  snprintf(cmd, sizeof cmd, "opt-16 -passes='print<scalar-evolution>' -disable-output '%s' 2>&1", file);
  FILE *fp = popen(cmd, "r");
  if (!fp) return false;
  bool any = false;
  while (fgets(line, sizeof line, fp)) {
    any = true;
    line[strcspn(line, "\n")] = 0;
    if (sscanf(line, "Determining loop execution counts for: @%199s", fn) == 1) continue;
    if (strncmp(line, "Loop %", 6)) continue;
    char *colon = strstr(line, ": ");
    if (!colon) continue;
    *colon = 0;
    const char *hdr = line + 5, *rest = colon + 2;
    if (!strncmp(rest, "<multiple exits> ", 17)) rest += 17;
    if (!strncmp(rest, "backedge-taken count is ", 24)) add_verdict(vs, fn, hdr, rest + 24);
    else if (!strcmp(rest, "Unpredictable backedge-taken count.")) add_verdict(vs, fn, hdr, NULL);
  }
  return pclose(fp) == 0 || any;
}

static const Verdict *find(const Verdicts *vs, const char *key) {
  for (uint32_t k = 0; k < vs->n; k++)
    if (!strcmp(vs->v[k].key, key)) return &vs->v[k];
  return NULL;
}

static bool is_int(const char *s) {
  if (*s == '-') s++;
  if (!*s) return false;
  for (; *s; s++)
    if (*s < '0' || *s > '9') return false;
  return true;
}

typedef struct Fig {
  uint32_t modules, loops, llvm_const, agree, mine_only, funcs_ok, runs;
} Fig;

/* Runs kernel fidx of m (unchanged) and its copy with the counts checked;
 * false when a check failed on an input whose own run was defined. */
static bool interp_confirms(IrModule *m, uint32_t fidx, Fig *fig) {
  IrModule *cm = ir_module_clone(m);
  if (!cm) return false;
  IrFunc *f = ir_func(cm, fidx);
  IrCfg g = {0};
  IrDom d = {0};
  IrLoops L = {0};
  bool ok = true;
  if (ir_cfg_compute(&g, f) == IR_OK && ir_dom_compute(&d, &g) == IR_OK && ir_loops_compute(&L, &d) == IR_OK) {
    Scev *S = scev_new(cm, f, &L);
    SChk c;
    memset(&c, 0, sizeof c);
    c.m = cm, c.f = f, c.S = S, c.L = &L, c.no_values = true;
    uint32_t nv, nl;
    sc_instrument(&c, &nv, &nl);
    scev_free(S);
    InterpOpts io;
    interp_opts_default(&io);
    for (uint64_t seed = 1; seed <= 3; seed++) {
      InterpInput in;
      if (interp_input_gen(g_c, m, fidx, seed, NULL, &io, &in) != IR_OK) continue;
      InterpResult a, b;
      memset(&a, 0, sizeof a);
      memset(&b, 0, sizeof b);
      if (interp_run(g_c, m, fidx, &in, &io, &a) == IR_OK && a.status == INTERP_OK &&
          interp_run(g_c, cm, fidx, &in, &io, &b) == IR_OK) {
        fig->runs++;
        if (b.status == INTERP_UB && strstr(b.reason, "llvm.assume")) ok = false;
      }
      interp_result_free(g_c, &a);
      interp_result_free(g_c, &b);
      interp_input_free(g_c, &in);
    }
  }
  ir_loops_release(&L);
  ir_dom_release(&d);
  ir_cfg_release(&g);
  ir_module_free(cm);
  return ok;
}

static void check_module(const char *file, const Verdicts *vs, Fig *fig) {
  size_t n;
  char *text = t_slurp(file, &n);
  IrModule *m = text ? ir_parse(g_c, file, text, n) : NULL;
  free(text);
  CHECK(m != NULL);
  if (!m) return;
  fig->modules++;
  for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
    IrFunc *f = ir_func(m, fi);
    if (f->is_decl) continue;
    IrCfg g = {0};
    IrDom d = {0};
    IrLoops L = {0};
    uint32_t *bslot = malloc((f->nblocks + 1) * sizeof *bslot);
    ir_func_slots(f, NULL, bslot, NULL);
    bool need_interp = false;
    if (ir_cfg_compute(&g, f) == IR_OK && ir_dom_compute(&d, &g) == IR_OK && ir_loops_compute(&L, &d) == IR_OK) {
      Scev *S = scev_new(m, f, &L);
      for (uint32_t l = 0; S && l < L.nloops; l++) {
        IrId h = L.loop[l].header;
        char key[256], mine[64] = "";
        if (bslot[h] != IR_NIL) snprintf(key, sizeof key, "%s|%%%u", ir_cstr(m, f->name), bslot[h]);
        else snprintf(key, sizeof key, "%s|%%%s", ir_cstr(m, f->name), ir_cstr(m, f->blocks[h].name));
        ScevBtc b = scev_btc(S, l);
        if (b.kind == SCEV_BTC_CONST) scev_str(S, b.count, mine, sizeof mine);
        const Verdict *v = find(vs, key);
        if (!v) continue;  /* opt-16 prints nothing for optnone functions */
        fig->loops++;
        need_interp |= mine[0] != 0;  /* every constant is run as well */
        if (v->known && is_int(v->count)) {
          fig->llvm_const++;
          if (!strcmp(mine, v->count)) fig->agree++;
          else fprintf(stderr, "%s: loop %s: LLVM %s, passcheck %s\n", file, key, v->count, mine[0] ? mine : "not constant");
          CHECK_STR(mine, v->count);
        } else if (mine[0]) {
          fig->mine_only++;
        }
      }
      scev_free(S);
    }
    ir_loops_release(&L);
    ir_dom_release(&d);
    ir_cfg_release(&g);
    free(bslot);
    if (need_interp) {
      bool ok = interp_confirms(m, fi, fig);
      if (!ok) fprintf(stderr, "%s: @%s: a constant count the interpreter contradicts\n", file, ir_cstr(m, f->name));
      CHECK(ok);
      fig->funcs_ok += ok;
    }
  }
  ir_module_free(m);
}

static void test_corpus_counts(void) {
  glob_t gl;
  if (glob("corpora/kernels/*.ll", 0, NULL, &gl) != 0) {
    CHECK(!"no corpus kernels (run from the repository root)");
    return;
  }
  Fig fig = {0};
  bool have_opt = system("opt-16 --version > /dev/null 2>&1") == 0;
  for (size_t k = 0; k < gl.gl_pathc && have_opt; k++) {
    Verdicts vs = {0};
    if (!llvm_counts(gl.gl_pathv[k], &vs)) {
      have_opt = false;
    } else {
      check_module(gl.gl_pathv[k], &vs, &fig);
    }
    free(vs.v);
  }
  globfree(&gl);
  if (!have_opt) {
    printf("test_corpus_counts: opt-16 not available, skipped\n");
    return;
  }
  printf("corpus: %u modules, %u loops LLVM analyses, %u constant counts in LLVM, %u agree; "
         "%u constants only passcheck finds; functions with constant counts run with the counts "
         "checked: %u, none contradicted (%u runs)\n",
         fig.modules, fig.loops, fig.llvm_const, fig.agree, fig.mine_only, fig.funcs_ok, fig.runs);
  CHECK(fig.llvm_const > 0);
  CHECK_EQ_INT(fig.agree, fig.llvm_const);
}

/* The interpreter route must be able to fail: a count one too small is
 * contradicted on a loop that runs. */
static void test_interp_catches_wrong_count(void) {
  static const char *k =
      "define void @f(ptr %p) {\n"
      "e:\n  br label %h\n"
      "h:\n  %i = phi i32 [ 0, %e ], [ %n, %h ]\n  %n = add i32 %i, 1\n"
      "  %c = icmp ult i32 %n, 10\n  br i1 %c, label %h, label %x\n"
      "x:\n  ret void\n}\n";
  IrModule *m = ir_parse(g_c, "t.ll", k, strlen(k));
  CHECK(m != NULL);
  if (!m) return;
  Fig fig = {0};
  CHECK(interp_confirms(m, 0, &fig));   /* the right count, 9 */
  CHECK(fig.runs > 0);
  /* the same loop with the bound made 11 in the copy that is checked: the
   * count computed for 10 no longer holds */
  IrModule *cm = ir_module_clone(m);
  IrFunc *f = ir_func(cm, 0);
  IrCfg g = {0};
  IrDom d = {0};
  IrLoops L = {0};
  CHECK(ir_cfg_compute(&g, f) == IR_OK && ir_dom_compute(&d, &g) == IR_OK && ir_loops_compute(&L, &d) == IR_OK);
  Scev *S = scev_new(cm, f, &L);
  SChk c;
  memset(&c, 0, sizeof c);
  c.m = cm, c.f = f, c.S = S, c.L = &L, c.no_values = true;
  uint32_t nv, nl;
  CHECK(sc_instrument(&c, &nv, &nl) > 0);
  scev_free(S);
  for (IrId i = 0; i < f->ninsts; i++)
    if (f->insts[i].op == IR_ICMP && ir_ref_is(ir_opnd(f, i, 1), IR_RCONST)) {
      uint64_t v;
      if (ir_const_scalar_bits(cm, ir_opnd(f, i, 1), true, &v) && v == 10) ir_set_opnd(f, i, 1, ir_const_i(cm, IR_I32, 11));
    }
  InterpOpts io;
  interp_opts_default(&io);
  InterpInput in;
  CHECK(interp_input_gen(g_c, cm, 0, 1, NULL, &io, &in) == IR_OK);
  InterpResult r;
  memset(&r, 0, sizeof r);
  CHECK(interp_run(g_c, cm, 0, &in, &io, &r) == IR_OK);
  CHECK(r.status == INTERP_UB && strstr(r.reason, "llvm.assume"));
  interp_result_free(g_c, &r);
  interp_input_free(g_c, &in);
  ir_loops_release(&L);
  ir_dom_release(&d);
  ir_cfg_release(&g);
  ir_module_free(cm);
  ir_module_free(m);
}

int main(void) {
  g_c = ir_ctx_new();
  TEST(test_interp_catches_wrong_count);
  TEST(test_corpus_counts);
  ir_ctx_free(g_c);
  return TEST_END();
}

/* passes/pipeline.c -- the pass registry and pipelines: pass lookup by
 * name, LLVM-style pipeline strings ("constfold,lsr,basr"), the default
 * pipeline, remarks, and the driver that runs a pipeline over a module with
 * the verifier after every pass and a hook for the oracles.
 *
 * Contract: the registry is the const table built from passes/passes.def
 * (real passes in default pipeline order, then the mutants); nothing here
 * keeps state.  Errors come back as IrStatus with the message in the IrCtx:
 * "pipeline:1:COL: error: ..." for pipeline strings, "...: error: after
 * pass 'x': <verifier message>" when a pass leaves invalid IR.
 *
 *   pipeline_run:  for each pass P of the pipeline
 *                    pass_call: P.run(pc, m, &changed) under ir_protect
 *                                               error, out of memory -> stop (failed_step)
 *                    verify(m) if asked         error -> stop (verifier_failed)
 *                    hook(step, P, m, changed)  nonzero -> stop, returned
 *
 * pass_call is the framework's one recovery point (as luaD_rawrunprotected
 * is Lua's): an IR builder that runs out of memory anywhere inside a pass
 * longjmps there, the pass's scratch memory is freed and the step ends
 * with IR_ENOMEM.  No pass sets a recovery point of its own.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "pass.h"

static const PassInfo pass_tab[] = {
#define PASS(id, pname, hooks, psummary) {.name = pname, .run = pass_##id, .summary = psummary, hooks},
#define UTILITY(id, uname, usummary) {.name = uname, .run = pass_##id, .flags = PASS_UTILITY, .summary = usummary},
#define MUTANT(id, name, summary) {name, pass_mutant_##id, PASS_MUTANT, summary, NULL, NULL},
#include "passes.def"
};
#define NPASSES (sizeof pass_tab / sizeof pass_tab[0])

/* "" followed by ",name" for every real pass: the default pipeline is the
 * string after its first character (or "" while there is no real pass). */
static const char default_pipeline[] = ""
#define PASS(id, name, hooks, summary) "," name
#include "passes.def"
    ;

const char *pipeline_default(void) { return default_pipeline[0] ? default_pipeline + 1 : default_pipeline; }

const PassInfo *pass_table(size_t *n) {
  *n = NPASSES;
  return pass_tab;
}

const PassInfo *pass_lookup(const char *name, size_t len) {
  for (size_t i = 0; i < NPASSES; i++)
    if (strlen(pass_tab[i].name) == len && !memcmp(pass_tab[i].name, name, len)) return &pass_tab[i];
  return NULL;
}

const char *pass_suggest(const char *name, size_t len) {
  const char *best = NULL;
  unsigned bestd = (unsigned)(len / 3 > 2 ? len / 3 : 2) + 1;
  for (size_t i = 0; i < NPASSES; i++) {
    unsigned d = pass_edit_distance(name, len, pass_tab[i].name, strlen(pass_tab[i].name));
    if (d < bestd) {
      bestd = d;
      best = pass_tab[i].name;
    }
  }
  return best;
}

void pass_ctx_init(PassCtx *pc, IrCtx *c) {
  memset(pc, 0, sizeof *pc);
  pc->ir = c;
  knobs_default(pc->knob);
}

static const PassStatInfo stat_tab[] = {
#define STAT(id, pass, rule, what) {pass, pass "." rule, what},
#include "stats.def"
#undef STAT
};

const PassStatInfo *pass_stat_info(PassStatId id) {
  return (unsigned)id < PASS_STAT__COUNT ? &stat_tab[id] : NULL;
}

void pass_remark(PassCtx *pc, const IrModule *m, const IrFunc *f, const char *fmt, ...) {
  if (!pc->remarks) return;
  va_list ap;
  fprintf(pc->remarks, "%s: ", pc->pass ? pc->pass : "(no pass)");
  if (f) fprintf(pc->remarks, "@%s: ", ir_cstr(m, f->name));
  va_start(ap, fmt);
  vfprintf(pc->remarks, fmt, ap);
  va_end(ap);
  fputc('\n', pc->remarks);
}

/* ------------------------------------------------------------------ */
/* Pipeline strings                                                     */

static bool is_space(char ch) { return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r'; }

static IrStatus add_pass(IrCtx *c, Pipeline *p, const PassInfo *pi, size_t col) {
  if (p->n >= PIPELINE_MAX)
    return ir_error(c, IR_EUSER, "pipeline", 1, (uint32_t)col, "too many passes (at most %d)", PIPELINE_MAX);
  p->pass[p->n++] = pi;
  return IR_OK;
}

/* Appends every real pass ("default" in a pipeline string). */
static IrStatus add_default(IrCtx *c, Pipeline *p, size_t col) {
  for (size_t i = 0; i < NPASSES; i++) {
    if (pass_tab[i].flags & (PASS_MUTANT | PASS_UTILITY)) continue;
    IrStatus st = add_pass(c, p, &pass_tab[i], col);
    if (st != IR_OK) return st;
  }
  return IR_OK;
}

static IrStatus unknown_pass(IrCtx *c, const char *name, size_t len, size_t col) {
  const char *sug = pass_suggest(name, len);
  if (sug)
    return ir_error(c, IR_EUSER, "pipeline", 1, (uint32_t)col, "unknown pass '%.*s'; did you mean '%s'?", (int)len,
                    name, sug);
  return ir_error(c, IR_EUSER, "pipeline", 1, (uint32_t)col, "unknown pass '%.*s'", (int)len, name);
}

/* One element s[a..b): spaces trimmed, columns 1-based. */
static IrStatus parse_elem(IrCtx *c, const char *s, size_t a, size_t b, Pipeline *p) {
  size_t start = a;
  while (a < b && is_space(s[a])) a++;
  while (b > a && is_space(s[b - 1])) b--;
  if (a == b) return ir_error(c, IR_EUSER, "pipeline", 1, (uint32_t)start + 1, "empty pass name");
  if (b - a == 7 && !memcmp(s + a, "default", 7)) return add_default(c, p, a + 1);
  const PassInfo *pi = pass_lookup(s + a, b - a);
  if (!pi) return unknown_pass(c, s + a, b - a, a + 1);
  return add_pass(c, p, pi, a + 1);
}

IrStatus pipeline_parse(IrCtx *c, const char *s, Pipeline *p) {
  size_t at = 0, len = strlen(s);
  p->n = 0;
  if (!strncmp(s, "-passes=", 8)) at = 8;
  else if (!strncmp(s, "passes=", 7)) at = 7;
  size_t k = at;
  while (k < len && is_space(s[k])) k++;
  if (k == len) return IR_OK;  /* the empty pipeline */
  for (size_t start = at;;) {
    const char *comma = memchr(s + start, ',', len - start);
    size_t end = comma ? (size_t)(comma - s) : len;
    IrStatus st = parse_elem(c, s, start, end, p);
    if (st != IR_OK) return st;
    if (!comma) return IR_OK;
    start = end + 1;
  }
}

bool pipeline_has(const Pipeline *p, const char *name) {
  for (uint32_t i = 0; i < p->n; i++)
    if (!strcmp(p->pass[i]->name, name)) return true;
  return false;
}

void pipeline_format(const Pipeline *p, char *buf, size_t n) {
  size_t at = 0;
  if (!n) return;
  buf[0] = 0;
  for (uint32_t i = 0; i < p->n && at < n; i++)
    at += (size_t)snprintf(buf + at, n - at, "%s%s", i ? "," : "", p->pass[i]->name);
}

/* ------------------------------------------------------------------ */
/* Running a pipeline                                                   */

/* True when s[0..n) is a non-empty run of decimal digits. */
static bool all_digits(const char *s) {
  if (!*s) return false;
  for (; *s; s++)
    if (*s < '0' || *s > '9') return false;
  return true;
}

/* Rewrites the context's message "FILE:L:C: error: TEXT" (or "FILE: error:
 * TEXT", "error: TEXT") as "FILE:L:C: error: WHAT: TEXT", keeping status st. */
static IrStatus splice_error(IrCtx *c, IrStatus st, const char *what) {
  char msg[1024];
  snprintf(msg, sizeof msg, "%s", ir_ctx_error(c));
  char *e = strstr(msg, "error: ");
  if (!e) return ir_error(c, st, NULL, 0, 0, "%s: %s", what, msg[0] ? msg : "failed without a message");
  *e = 0;
  const char *text = e + 7;
  size_t l = strlen(msg);
  if (l >= 2 && msg[l - 2] == ':' && msg[l - 1] == ' ') msg[l - 2] = 0;
  uint32_t line = 0, col = 0;
  char *pc = strrchr(msg, ':');
  char *pl = pc ? (*pc = 0, strrchr(msg, ':')) : NULL;
  if (pc && pl && all_digits(pc + 1) && all_digits(pl + 1)) {
    col = (uint32_t)strtoul(pc + 1, NULL, 10);
    line = (uint32_t)strtoul(pl + 1, NULL, 10);
    *pl = 0;
  } else if (pc)
    *pc = ':';
  return ir_error(c, st, msg[0] ? msg : NULL, line, col, "%s: %s", what, text);
}

/* ------------------------------------------------------------------ */
/* The boundary                                                         */

struct PassScratch {
  struct PassScratch *next;
  size_t size;
  void (*fini)(void *block);
  max_align_t data[];
};

void *pass_scratch(PassCtx *pc, size_t n, void (*fini)(void *block)) {
  struct PassScratch *b = pc->scratch && n < SIZE_MAX / 2 ? ir_alloc(pc->ir, NULL, 0, sizeof *b + n) : NULL;
  if (!b) return ir_error(pc->ir, IR_ENOMEM, NULL, 0, 0, "out of memory"), NULL;
  memset(b, 0, sizeof *b + n);
  b->size = sizeof *b + n;
  b->fini = fini;
  b->next = *pc->scratch;
  *pc->scratch = b;
  return b->data;
}

/* One call of a pass's code: run, or its explain hook when fix is set. */
typedef struct PassCall {
  const PassInfo *pi;
  PassCtx *pc;
  IrModule *m;
  bool *changed;
  PassValueFn fix;
  void *ud;
  IrStatus st;
} PassCall;

static void call_body(void *arg) {
  PassCall *k = arg;
  k->st = k->fix ? k->pi->explain(k->pc, k->m, k->fix, k->ud, k->changed) : k->pi->run(k->pc, k->m, k->changed);
}

/* Runs k under the recovery point of the module's context; frees the
 * pass's scratch blocks; an error gets "in pass 'x': " spliced in. */
static IrStatus pass_call(PassCall *k) {
  struct PassScratch *list = NULL, **outer = k->pc->scratch;
  k->pc->pass = k->pi->name;
  k->pc->scratch = &list;
  *k->changed = false;
  k->st = IR_OK;
  if (ir_protect(k->m->ctx, call_body, k) != IR_OK)
    k->st = ir_error(k->pc->ir, IR_ENOMEM, NULL, 0, 0, "out of memory");
  k->pc->scratch = outer;
  while (list) {  /* newest first: a block may refer to older ones */
    struct PassScratch *nx = list->next;
    if (list->fini) list->fini(list->data);
    ir_alloc(k->pc->ir, list, list->size, 0);
    list = nx;
  }
  if (k->st == IR_OK) return IR_OK;
  char what[128];
  snprintf(what, sizeof what, "in pass '%s'", k->pi->name);
  return splice_error(k->pc->ir, k->st, what);
}

IrStatus pass_explain(PassCtx *pc, const PassInfo *pi, IrModule *m, PassValueFn fix, void *ud, bool *changed) {
  const char *outer = pc->pass;
  PassCall k = {pi, pc, m, changed, fix, ud, IR_OK};
  IrStatus st = pass_call(&k);
  pc->pass = outer;
  return st;
}

IrStatus pass_run(PassCtx *pc, const PassInfo *pi, IrModule *m, bool *changed) {
  return pass_explain(pc, pi, m, NULL, NULL, changed);
}

static IrStatus run_step(PassCtx *pc, const PassInfo *pi, IrModule *m, PipelineRun *r, bool *changed) {
  char what[128];
  PassCall k = {pi, pc, m, changed, NULL, NULL, IR_OK};
  IrStatus st = pass_call(&k);
  if (st != IR_OK || !r || !r->verify) return st;
  st = ir_verify_module(m);
  if (st == IR_OK) return IR_OK;
  r->verifier_failed = st == IR_EUSER;
  snprintf(what, sizeof what, "after pass '%s'", pi->name);
  return splice_error(pc->ir, st, what);
}

IrStatus pipeline_run(PassCtx *pc, const Pipeline *p, IrModule *m, PipelineRun *r) {
  if (r) {
    r->failed_step = IR_NIL;
    r->verifier_failed = false;
  }
  IrStatus st = IR_OK;
  for (uint32_t i = 0; i < p->n && st == IR_OK; i++) {
    bool changed;
    st = run_step(pc, p->pass[i], m, r, &changed);
    if (st == IR_OK && r && r->hook) st = (IrStatus)r->hook(r->ud, i, p->pass[i], m, changed);
    if (st != IR_OK && r) r->failed_step = i;
  }
  pc->pass = NULL;
  return st;
}

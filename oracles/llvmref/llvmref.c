/* oracles/llvmref/llvmref.c -- the LLVM cross-check (llvmref.h): runs the
 * interpreter on each input (host math, exact approximations), builds one
 * lli program for the inputs that ran to completion (driver.c, prelude.c),
 * runs lli-16 on it in a fresh temporary directory with a timeout, parses
 * its dumps and compares them with the interpreter's bytes.
 *
 * Comparison (refinement, source = interpreter): a byte the interpreter
 * marks poison is don't-care; where its FP map says the byte belongs to a
 * w-byte FP value and both runs hold a NaN there, the bytes are equal
 * (payloads of NaNs made by plain fadd/fmul/... instructions are not
 * pinned: x86 propagates and generates them differently); every other
 * byte must be equal.  The globals @llvm.used / @llvm.compiler.used are
 * not compared (they list symbols for code generation; the interpreter
 * observes them as memory holding its own pointer encoding).
 *
 * Semantic differences that show as disagreements without being
 * interpreter bugs (documented in README.md): a pointer's integer value
 * beyond its alignment bits (the interpreter's addresses are object ids
 * and offsets; buffers are 256-aligned in both), NaN payloads of plain
 * FP instructions reinterpreted as integers, and freeze of poison (0 in
 * the interpreter, any value on x86).
 *
 * Also the small utilities of lr.h: the text builder and the name set.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "lr.h"
#include "../external/extrun.h"

/* ------------------------------------------------------------------ */
/* Text builder and name set                                            */

void sb_tmpl(Sb *s, const char *t, const char *const *kv) {
  while (*t) {
    const char *d = strstr(t, "${");
    if (!d) {
      ir_sb_puts(s, t);
      return;
    }
    ir_sb_put(s, t, (size_t)(d - t));
    const char *e = strchr(d, '}');
    if (!e) {
      ir_sb_puts(s, d);
      return;
    }
    size_t n = (size_t)(e - d - 2);
    const char *val = NULL;
    for (int i = 0; kv && kv[i] && kv[i + 1]; i += 2)
      if (strlen(kv[i]) == n && !memcmp(kv[i], d + 2, n)) val = kv[i + 1];
    if (val) ir_sb_puts(s, val);
    else ir_sb_put(s, d, (size_t)(e - d + 1));
    t = e + 1;
  }
}

bool lr_names_has(const LrNames *s, const char *name) {
  for (uint32_t i = 0; i < s->n; i++)
    if (!strcmp(s->v[i], name)) return true;
  return false;
}

bool lr_names_add(LrNames *s, const char *name) {
  if (lr_names_has(s, name)) return false;
  if (s->n == s->cap) {
    uint32_t cap = s->cap ? s->cap * 2 : 64;
    char **v = realloc(s->v, cap * sizeof *v);
    if (!v) { s->oom = true; return false; }
    s->v = v;
    s->cap = cap;
  }
  char *c = strdup(name);
  if (!c) { s->oom = true; return false; }
  s->v[s->n++] = c;
  return true;
}

void lr_names_free(LrNames *s) {
  for (uint32_t i = 0; i < s->n; i++) free(s->v[i]);
  free(s->v);
  memset(s, 0, sizeof *s);
}

void lr_decl(Sb *s, LrNames *done, const char *fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  const char *at = strchr(buf, '@'), *lp = at ? strchr(at, '(') : NULL;
  if (!at || !lp) return;
  char name[256];
  snprintf(name, sizeof name, "%.*s", (int)(lp - at - 1), at + 1);
  if (lr_names_add(done, name)) {
    ir_sb_puts(s, buf);
    ir_sb_puts(s, "\n");
  }
}

/* ------------------------------------------------------------------ */
/* Options, names                                                       */

void llvmref_opts_default(LlvmrefOpts *o) {
  memset(o, 0, sizeof *o);
  o->lli = "lli-16";
  o->timeout_ms = 120000;
}

const char *llvmref_verdict_name(LlvmrefVerdict v) {
  switch (v) {
  case LLVMREF_AGREE: return "agree";
  case LLVMREF_DISAGREE: return "disagree";
  case LLVMREF_SKIPPED: return "skipped";
  default: return "lli-failed";
  }
}

/* ------------------------------------------------------------------ */
/* What can be cross-checked                                            */

/* Marks the functions reachable from fidx through direct calls and, for
 * indirect calls, the functions whose address an instruction uses. */
static void reach(const IrModule *m, uint32_t fidx, uint8_t *seen) {
  if (seen[fidx]) return;
  seen[fidx] = 1;
  const IrFunc *f = ir_func(m, fidx);
  if (f->is_decl) return;
  IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) {
    for (uint32_t k = 0; k < f->insts[i].nops; k++) {
      IrRef r = ir_opnd(f, i, k);
      if (ir_ref_kind(r) == IR_RFUNC) reach(m, ir_ref_idx(r), seen);
    }
  }
}

/* 32-bit shared-memory addresses as integers cannot be reproduced on the
 * flat 64-bit x86 memory. */
static bool shared_int_cast(const IrModule *m, const IrFunc *f) {
  IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) {
    const IrInst *in = &f->insts[i];
    if (in->op != IR_PTRTOINT && in->op != IR_INTTOPTR) continue;
    IrType t = in->op == IR_PTRTOINT ? ir_value_type(f, ir_opnd(f, i, 0)) : in->type;
    if (ir_ty(m, ir_type_scalar(m, t))->as == IR_AS_SHARED) return true;
  }
  return false;
}

static bool func_supported(const IrModule *m, const IrFunc *f, char *why, size_t whyn) {
  const char *name = ir_cstr(m, f->name);
  if (f->is_decl) {
    if (f->intrin != IR_IN_NONE && lr_callee_kind((IrIntrin)f->intrin) == LR_UNSUPPORTED)
      return snprintf(why, whyn, "@%s is not cross-checkable", name), false;
    /* the interpreter gives a function without a body one behaviour of
     * its own choosing (core/interp/xcall.c); lli has none to compare */
    if (f->intrin == IR_IN_NONE) return snprintf(why, whyn, "@%s has no body (lli cannot run it)", name), false;
    return true;
  }
  if (f->denorm != IR_DN_IEEE || f->denorm_f32 != IR_DN_IEEE)
    return snprintf(why, whyn, "@%s flushes subnormals (\"denormal-fp-math\"), which lli does not", name), false;
  if (shared_int_cast(m, f))
    return snprintf(why, whyn, "@%s converts 32-bit shared-memory addresses to integers", name), false;
  return true;
}

bool llvmref_supported(const IrModule *m, uint32_t fidx, char *why, size_t whyn) {
  if (fidx >= m->nfuncs || ir_func(m, fidx)->is_decl) return snprintf(why, whyn, "no such function"), false;
  const IrFunc *e = ir_func(m, fidx);
  if (e->vararg) return snprintf(why, whyn, "variadic entry function"), false;
  uint8_t *seen = calloc(m->nfuncs, 1);
  if (!seen) return snprintf(why, whyn, "out of memory"), false;
  reach(m, fidx, seen);
  bool ok = true;
  for (uint32_t i = 0; ok && i < m->nfuncs; i++)
    if (seen[i]) ok = func_supported(m, ir_func(m, i), why, whyn);
  free(seen);
  return ok;
}

/* ------------------------------------------------------------------ */
/* The program                                                          */

static const char program_head[] =
  "; generated by passcheck llvmref: the module for x86-64 lli, its prelude and a driver\n"
  "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"\n"
  "target triple = \"x86_64-unknown-linux-gnu\"\n\n";

char *llvmref_program(const IrModule *m, uint32_t fidx, uint32_t n, const InterpInput *ins,
                      const InterpResult *res, const InterpOpts *o, char *why, size_t whyn) {
  Sb s = {0};
  LrNames done = {0};
  LrHost h;
  lr_host(&h);
  uint32_t nt = o->grid.thread[0] * o->grid.thread[1] * o->grid.thread[2];
  ir_sb_puts(&s, program_head);
  bool ok = lr_module_text(&s, &done, m, nt, why, whyn);
  if (ok) lr_prelude_common(&s, &done, &h);
  if (ok) ok = lr_driver_text(&s, &done, m, fidx, n, ins, res, o, why, whyn);
  if (ok && (s.oom || done.oom)) {
    snprintf(why, whyn, "out of memory");
    ok = false;
  }
  lr_names_free(&done);
  if (!ok) {
    ir_sb_free(&s);
    return NULL;
  }
  return s.p;
}

/* ------------------------------------------------------------------ */
/* Running lli                                                          */

typedef struct Run {
  char dir[512];          /* temporary directory ("" when keeping) */
  char prog[600], out[600], err[600];
  int exit_status;        /* exit code, 128 + signal, or -1 on timeout */
} Run;

static bool write_file(const char *path, const char *text, size_t len) {
  FILE *f = fopen(path, "w");
  if (!f) return false;
  bool ok = fwrite(text, 1, len, f) == len;
  return fclose(f) == 0 && ok;
}

static IrStatus run_paths(IrCtx *c, Run *r, const LlvmrefOpts *lo) {
  const char *pre = lo->keep_prefix ? lo->keep_prefix : "llvmref";
  const char *dir = lo->keep_dir;
  r->dir[0] = 0;
  if (!dir) {
    snprintf(r->dir, sizeof r->dir, "%s/passcheck-llvmref.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : P_tmpdir);
    if (!mkdtemp(r->dir)) return ir_error(c, IR_EINTERNAL, NULL, 0, 0, "cannot create a temporary directory: %s", strerror(errno));
    dir = r->dir;
  } else if (mkdir(dir, 0777) != 0 && errno != EEXIST)
    return ir_error(c, IR_EUSER, NULL, 0, 0, "%s: %s", dir, strerror(errno));
  snprintf(r->prog, sizeof r->prog, "%s/%s.ll", dir, pre);
  snprintf(r->out, sizeof r->out, "%s/%s.out", dir, pre);
  snprintf(r->err, sizeof r->err, "%s/%s.err", dir, pre);
  return IR_OK;
}

static void run_cleanup(Run *r) {
  if (!r->dir[0]) return;
  unlink(r->prog);
  unlink(r->out);
  unlink(r->err);
  rmdir(r->dir);
}

/* Runs lli on r->prog with stdout/stderr to files; waits at most timeout. */
static IrStatus run_lli(IrCtx *c, Run *r, const LlvmrefOpts *lo) {
  char *argv[] = {(char *)lo->lli, (char *)"-entry-function=__lr.main", r->prog, NULL};
  double secs;
  return ext_spawn_files(c, argv, r->out, r->err, lo->timeout_ms, &r->exit_status, &secs);
}

static char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  *len = 0;
  if (!f) return NULL;
  Sb s = {0};
  char buf[65536];
  size_t k;
  while ((k = fread(buf, 1, sizeof buf, f)) > 0) ir_sb_put(&s, buf, k);
  fclose(f);
  if (s.oom || !s.p) { ir_sb_free(&s); s.p = calloc(1, 1); if (!s.p) return NULL; }
  *len = s.n;
  return s.p;
}

/* The first lines of lli's stderr (or the exit status) for a report. */
static void lli_excerpt(const Run *r, char *buf, size_t n) {
  size_t len;
  char *e = slurp(r->err, &len);
  int o = r->exit_status < 0 ? snprintf(buf, n, "timeout; ")
                             : snprintf(buf, n, "exit status %d; ", r->exit_status);
  if (o < 0 || (size_t)o >= n) o = 0;
  size_t k = 0, lines = 0;
  for (size_t i = 0; e && i < len && lines < 3 && (size_t)o + k + 2 < n; i++) {
    char ch = e[i];
    if (ch == '\n') { lines++; ch = ' '; }
    buf[o + k++] = ch;
  }
  buf[o + k] = 0;
  free(e);
}

/* ------------------------------------------------------------------ */
/* lli's output                                                         */

typedef struct Dump {
  char tag;
  uint32_t idx;
  uint64_t size;
  const char *hex;  /* 2 * size hex digits */
} Dump;

typedef struct Section {
  bool begun, ended;
  Dump *d;
  uint32_t n, cap;
} Section;

static bool section_add(Section *s, Dump d) {
  if (s->n == s->cap) {
    uint32_t cap = s->cap ? s->cap * 2 : 8;
    Dump *v = realloc(s->d, cap * sizeof *v);
    if (!v) return false;
    s->d = v;
    s->cap = cap;
  }
  s->d[s->n++] = d;
  return true;
}

/* Splits the output into per-input sections (k = 0..n-1). */
static bool parse_output(const char *t, size_t len, Section *sec, uint32_t n) {
  Section *cur = NULL;
  for (size_t i = 0; i < len;) {
    const char *e = memchr(t + i, '\n', len - i);
    if (!e) break;  /* a cut line: the process died while writing */
    const char *l = t + i;
    i = (size_t)(e - t) + 1;
    char tag;
    unsigned idx;
    unsigned long long size;
    int used = 0;
    if (sscanf(l, "%c %u %llu%n", &tag, &idx, &size, &used) < 3 || used <= 0 || l[used] != ' ') continue;
    used++;
    if ((size_t)(e - l) < (size_t)used + 2 * size) continue;
    if (tag == 'R' && idx < n) cur = &sec[idx], cur->begun = true;
    else if (tag == 'E' && cur) cur->ended = true, cur = NULL;
    else if (cur && !section_add(cur, (Dump){tag, idx, size, l + used})) return false;
  }
  return true;
}

static const Dump *find_dump(const Section *s, char tag, uint32_t idx) {
  for (uint32_t i = 0; i < s->n; i++)
    if (s->d[i].tag == tag && s->d[i].idx == idx) return &s->d[i];
  return NULL;
}

static int hexv(char c) { return c <= '9' ? c - '0' : c - 'a' + 10; }
static uint8_t hex_byte(const char *h, uint64_t i) { return (uint8_t)(hexv(h[2 * i]) << 4 | hexv(h[2 * i + 1])); }

static bool nan_bytes(const uint8_t *b, unsigned w) {
  uint64_t v = 0;
  for (unsigned i = 0; i < w; i++) v |= (uint64_t)b[i] << (8 * i);
  if (w == 2) return (v & 0x7c00) == 0x7c00 && (v & 0x3ff);
  if (w == 4) return (v & 0x7f800000u) == 0x7f800000u && (v & 0x7fffff);
  if (w == 8) return (v & 0x7ff0000000000000ull) == 0x7ff0000000000000ull && (v & 0xfffffffffffffull);
  return false;
}

/* Whether byte i is inside an FP value that is NaN in both runs. */
static bool both_nan(const uint8_t *a, const char *hex, const uint8_t *fpmap, uint64_t size, uint64_t i) {
  if (!fpmap || !fpmap[i]) return false;
  unsigned w = fpmap[i] >> 4, k = fpmap[i] & 15;
  if ((w != 2 && w != 4 && w != 8) || k >= w || i < k || i - k + w > size) return false;
  uint8_t lb[8];
  for (unsigned j = 0; j < w; j++) lb[j] = hex_byte(hex, i - k + j);
  return nan_bytes(a + i - k, w) && nan_bytes(lb, w);
}

typedef struct View {
  uint64_t size;
  const uint8_t *bytes, *poison, *fpmap;
} View;

/* Compares one object; records the first difference in rep. */
static void cmp_view(const View *v, const Dump *d, int32_t bi, uint8_t kind, uint32_t index, LlvmrefReport *rep) {
  for (uint64_t i = 0; i < v->size; i++) {
    if (v->poison && v->poison[i]) continue;
    uint8_t lb = hex_byte(d->hex, i);
    if (lb == v->bytes[i] || both_nan(v->bytes, d->hex, v->fpmap, v->size, i)) continue;
    if (!rep->ndiff++) {
      rep->buf = bi, rep->buf_kind = kind, rep->buf_index = index;
      rep->offset = (uint32_t)i, rep->interp_byte = v->bytes[i], rep->lli_byte = lb;
    }
  }
}

static void set_reason(LlvmrefReport *rep, LlvmrefVerdict v, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  rep->verdict = v;
  vsnprintf(rep->reason, sizeof rep->reason, fmt, ap);
  va_end(ap);
}

static void describe_diff(const IrModule *m, LlvmrefReport *rep) {
  char what[300];
  if (rep->buf < 0) snprintf(what, sizeof what, "the return value");
  else if (rep->buf_kind == INTERP_OBJ_PARAM) snprintf(what, sizeof what, "buffer of parameter %u", rep->buf_index);
  else snprintf(what, sizeof what, "global @%s", rep->buf_index < m->nglobals ? ir_cstr(m, m->globals[rep->buf_index].name) : "?");
  set_reason(rep, LLVMREF_DISAGREE, "%s, byte %u: interpreter 0x%02x, lli 0x%02x (%u differing bytes)", what,
             rep->offset, rep->interp_byte, rep->lli_byte, rep->ndiff);
}

static void compare(const IrModule *m, const InterpResult *r, const Section *s, LlvmrefReport *rep) {
  for (uint32_t b = 0; b < r->nbufs; b++) {
    const InterpBufOut *o = &r->bufs[b];
    char tag = o->kind == INTERP_OBJ_PARAM ? 'B' : 'G';
    /* @llvm.used / @llvm.compiler.used name symbols for code generation;
     * they are not program memory (LangRef "Intrinsic Global Variables") */
    if (tag == 'G' && o->index < m->nglobals && !strncmp(ir_cstr(m, m->globals[o->index].name), "llvm.", 5)) continue;
    const Dump *d = find_dump(s, tag, o->index);
    if (!d || d->size != o->size) {
      set_reason(rep, LLVMREF_LLI_FAILED, "lli printed no %u-byte dump of %s %u", o->size,
                 tag == 'B' ? "parameter" : "global", o->index);
      return;
    }
    View v = {o->size, o->bytes, o->poison, o->fpmap};
    cmp_view(&v, d, (int32_t)b, o->kind, o->index, rep);
  }
  if (r->ret_size && r->ret_size <= sizeof r->ret) {
    const Dump *d = find_dump(s, 'V', 0);
    if (!d || d->size != r->ret_size) {
      set_reason(rep, LLVMREF_LLI_FAILED, "lli printed no return value");
      return;
    }
    View v = {r->ret_size, r->ret, r->ret_poison, r->ret_fpmap};
    cmp_view(&v, d, -1, 0, 0, rep);
  }
  if (rep->ndiff) describe_diff(m, rep);
  else set_reason(rep, LLVMREF_AGREE, "%s", "");
}

/* ------------------------------------------------------------------ */
/* The check                                                            */

typedef struct Batch {
  uint32_t n;            /* inputs run under lli */
  uint32_t *which;       /* their indices */
  InterpInput *ins;      /* copies of the InterpInput headers (not owned bytes) */
  InterpResult *res;     /* the interpreter's results of all inputs */
} Batch;

static void batch_free(IrCtx *c, Batch *b, uint32_t total) {
  for (uint32_t i = 0; b->res && i < total; i++) interp_result_free(c, &b->res[i]);
  free(b->res);
  free(b->which);
  free(b->ins);
}

static IrStatus interp_all(IrCtx *c, const IrModule *m, uint32_t fidx, uint32_t n, const InterpInput *ins,
                           const InterpOpts *io, Batch *b, LlvmrefReport *rep) {
  ir_ctx_clear_error(c);
  InterpProg *p = interp_compile(c, m, fidx, io);
  if (!p) {
    if (ir_ctx_status(c) != IR_EUSER) return ir_ctx_status(c) ? ir_ctx_status(c) : IR_EINTERNAL;
    for (uint32_t i = 0; i < n; i++)
      set_reason(&rep[i], LLVMREF_SKIPPED, "interpreter: %s", ir_ctx_error(c)), rep[i].interp_status = INTERP_UNSUPPORTED;
    return IR_OK;
  }
  IrStatus st = IR_OK;
  for (uint32_t i = 0; i < n && st == IR_OK; i++) {
    st = interp_exec(p, &ins[i], &b->res[i]);
    if (st != IR_OK) break;
    const InterpResult *r = &b->res[i];
    rep[i].interp_status = r->status;
    rep[i].steps = r->steps;
    if (r->status != INTERP_OK) {  /* the kind of UB / what is unsupported, without the details */
      int cut = (int)strcspn(r->reason, ":");
      if (r->reason[0])
        set_reason(&rep[i], LLVMREF_SKIPPED, "interpreter: %s (%.*s)", interp_status_name(r->status), cut, r->reason);
      else
        set_reason(&rep[i], LLVMREF_SKIPPED, "interpreter: %s", interp_status_name(r->status));
      continue;
    }
    b->which[b->n] = i;
    b->ins[b->n++] = ins[i];
  }
  interp_prog_free(p);
  return st;
}

static void judge(const IrModule *m, Batch *b, const Run *r, const char *out, size_t len, LlvmrefReport *rep) {
  Section *sec = calloc(b->n, sizeof *sec);
  bool ok = sec && parse_output(out, len, sec, b->n);
  for (uint32_t k = 0; k < b->n; k++) {
    LlvmrefReport *rp = &rep[b->which[k]];
    if (!ok) set_reason(rp, LLVMREF_LLI_FAILED, "out of memory while reading lli's output");
    else if (!sec[k].ended) {
      char ex[400];
      lli_excerpt(r, ex, sizeof ex);
      set_reason(rp, LLVMREF_LLI_FAILED, "%s", ex);
    } else
      compare(m, &b->res[b->which[k]], &sec[k], rp);
  }
  for (uint32_t k = 0; sec && k < b->n; k++) free(sec[k].d);
  free(sec);
}

static IrStatus run_batch(IrCtx *c, const IrModule *m, uint32_t fidx, Batch *b, const InterpOpts *io,
                          const LlvmrefOpts *lo, LlvmrefReport *rep) {
  char why[400] = "";
  InterpResult *okres = calloc(b->n, sizeof *okres);
  if (!okres) return ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  for (uint32_t k = 0; k < b->n; k++) okres[k] = b->res[b->which[k]];
  char *text = llvmref_program(m, fidx, b->n, b->ins, okres, io, why, sizeof why);
  free(okres);
  if (!text) {
    for (uint32_t k = 0; k < b->n; k++) set_reason(&rep[b->which[k]], LLVMREF_SKIPPED, "%s", why);
    return IR_OK;
  }
  Run r;
  memset(&r, 0, sizeof r);
  IrStatus st = run_paths(c, &r, lo);
  if (st == IR_OK && !write_file(r.prog, text, strlen(text)))
    st = ir_error(c, IR_EINTERNAL, NULL, 0, 0, "cannot write %s", r.prog);
  free(text);
  if (st == IR_OK) st = run_lli(c, &r, lo);
  if (st == IR_OK) {
    size_t len;
    char *out = slurp(r.out, &len);
    if (!out) st = ir_error(c, IR_EINTERNAL, NULL, 0, 0, "cannot read %s", r.out);
    else judge(m, b, &r, out, len, rep);
    free(out);
  }
  run_cleanup(&r);
  return st;
}

IrStatus llvmref_check_many(IrCtx *c, const IrModule *m, uint32_t fidx, uint32_t n, const InterpInput *ins,
                            const InterpOpts *o, const LlvmrefOpts *lo, LlvmrefReport *rep) {
  LlvmrefOpts dlo;
  if (!lo) llvmref_opts_default(&dlo), lo = &dlo;
  if (!lo->lli || !lo->timeout_ms) {
    dlo = *lo;
    if (!dlo.lli) dlo.lli = "lli-16";
    if (!dlo.timeout_ms) dlo.timeout_ms = 120000;
    lo = &dlo;
  }
  memset(rep, 0, n * sizeof *rep);
  char why[400];
  if (!llvmref_supported(m, fidx, why, sizeof why)) {
    for (uint32_t i = 0; i < n; i++) set_reason(&rep[i], LLVMREF_SKIPPED, "%s", why);
    return IR_OK;
  }
  InterpOpts io = *o;
  io.math = INTERP_MATH_HOST;       /* lli calls the host libm */
  io.approx = INTERP_APPROX_EXACT;  /* the only approximation model the prelude reproduces */
  Batch b = {0, calloc(n + 1, sizeof(uint32_t)), calloc(n + 1, sizeof(InterpInput)), calloc(n + 1, sizeof(InterpResult))};
  if (!b.which || !b.ins || !b.res) {
    batch_free(c, &b, 0);
    return ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  }
  IrStatus st = interp_all(c, m, fidx, n, ins, &io, &b, rep);
  if (st == IR_OK && b.n) st = run_batch(c, m, fidx, &b, &io, lo, rep);
  batch_free(c, &b, n);
  return st;
}

IrStatus llvmref_check(IrCtx *c, const IrModule *m, uint32_t fidx, const InterpInput *in, const InterpOpts *o,
                       const LlvmrefOpts *lo, LlvmrefReport *rep) {
  return llvmref_check_many(c, m, fidx, 1, in, o, lo, rep);
}

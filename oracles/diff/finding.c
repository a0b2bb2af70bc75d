/* oracles/diff/finding.c -- fills the differential oracle's finding: the
 * printed programs, the input vector as .input text, expected vs actual,
 * the first differing byte with its typed element and writer instruction,
 * and the signature that deduplicates findings.
 *
 * Contract: diff_int.h.  The signature key is "pass|outcome|kind" where
 * kind is stable across programs showing the same bug: the opcode of the
 * target instruction that wrote the first differing byte (mismatch), the
 * opcode and reason class of the UB, the signal / verifier rule / error
 * class of a crash; program-specific text (numbers, value and function
 * names) is normalized away.  sig = FNV-1a 64 of the key, 12 hex digits.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diff_int.h"

/* ------------------------------------------------------------------ */
/* Small helpers                                                        */

char *diff_strdup(const char *s) {
  if (!s) return NULL;
  size_t n = strlen(s) + 1;
  char *p = malloc(n);
  if (p) memcpy(p, s, n);
  return p;
}

const char *diff_ver_text(DiffVer *v) {
  if (!v->text && v->m) v->text = ir_print_module_str(v->m, NULL);
  return v->text;
}

static bool name_char(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '.' ||
         ch == '_' || ch == '$' || ch == '-';
}

void diff_normalize(const char *s, char *out, size_t n) {
  size_t w = 0;
  if (!n) return;
  for (size_t i = 0; s && s[i] && s[i] != '\n' && w + 1 < n && w < 80;) {
    char ch = s[i];
    if (ch >= '0' && ch <= '9') {
      while (s[i] >= '0' && s[i] <= '9') i++;
      out[w++] = 'N';
    } else if ((ch == '%' || ch == '@') && s[i + 1] == '"') {
      for (i += 2; s[i] && s[i] != '"' && s[i] != '\n'; i++) {}
      if (s[i] == '"') i++;
      out[w++] = ch;
    } else if (ch == '%' || ch == '@') {
      for (i++; name_char(s[i]); i++) {}
      out[w++] = ch;
    } else {
      out[w++] = ch == '|' ? '/' : ch;  /* '|' separates the key's fields */
      i++;
    }
  }
  while (w && out[w - 1] == ' ') w--;
  out[w] = 0;
}

void diff_finding_sign(DiffFinding *f) {
  uint64_t h = ir_fnv1a64(f->sigkey, strlen(f->sigkey));
  snprintf(f->sig, sizeof f->sig, "%012llx", (unsigned long long)(h >> 16));
}

void diff_finding_free(DiffFinding *f) {
  if (!f) return;
  free(f->program);
  free(f->before);
  free(f->after);
  free(f->input);
  free(f->detail);
  f->program = f->before = f->after = f->input = f->detail = NULL;
}

/* One instruction printed on one line into buf. */
static void inst_str(const IrModule *m, const IrFunc *f, IrId i, char *buf, size_t n) {
  buf[0] = 0;
  if (i == IR_NIL || i >= f->ninsts || f->insts[i].op == IR_NOP) return;
  FILE *fp = fmemopen(buf, n, "w");
  if (!fp) return;
  ir_print_inst(fp, m, f, i);
  fclose(fp);
  buf[n - 1] = 0;
  for (char *p = buf; *p; p++)
    if (*p == '\n' || *p == '\t') *p = ' ';
  char *s = buf;
  while (*s == ' ') s++;
  memmove(buf, s, strlen(s) + 1);
}

static void func_str(const IrModule *m, uint32_t fidx, char *buf, size_t n) {
  buf[0] = 0;
  if (fidx != IR_NIL && fidx < m->nfuncs) snprintf(buf, n, "@%s", ir_cstr(m, ir_func(m, fidx)->name));
}

/* The .input text of input i (malloc), with the source's options. */
static char *input_text(DiffEng *e, uint32_t i) {
  char *buf = NULL;
  size_t len = 0;
  FILE *fp = open_memstream(&buf, &len);
  if (!fp) return NULL;
  IrStatus st = interp_input_write(fp, e->m0, e->fidx0, e->in[i], &e->o->interp);
  if (fclose(fp) != 0 || st) {
    free(buf);
    return NULL;
  }
  return buf;
}

/* "%q points into %p's buffer, 4 bytes in" for an aliased input i. */
static void alias_text(DiffEng *e, int32_t i, char *buf, size_t n) {
  buf[0] = 0;
  if (i < 0 || (uint32_t)i >= e->nin) return;
  const InterpInput *in = e->in[i];
  const IrFunc *f = ir_func(e->m0, e->fidx0);
  for (uint32_t k = 0; k < in->nargs && k < f->nparams; k++) {
    const InterpArg *a = &in->args[k];
    if (!a->is_alias || a->alias_base >= f->nparams) continue;
    const char *nk = ir_cstr(e->m0, f->params[k].name), *nb = ir_cstr(e->m0, f->params[a->alias_base].name);
    char sk[48], sb[48];
    if (*nk) snprintf(sk, sizeof sk, "%%%s", nk);
    else snprintf(sk, sizeof sk, "parameter %u", k);
    if (*nb) snprintf(sb, sizeof sb, "%%%s", nb);
    else snprintf(sb, sizeof sb, "parameter %u", a->alias_base);
    snprintf(buf, n, "%s points into %s's buffer, %u bytes in", sk, sb, a->alias_off);
    return;
  }
}

/* ------------------------------------------------------------------ */
/* Common fields                                                        */

static void set_outcome(DiffEng *e, DiffOutcome o) {
  e->r->outcome = o;
  e->r->finding.outcome = o;
}

void diff_fill_common(DiffEng *e, int32_t step, DiffVer *before, DiffVer *after) {
  DiffFinding *f = &e->r->finding;
  diff_finding_free(f);
  memset(f, 0, sizeof *f);
  f->step = step;
  f->input_index = -1;
  f->diff_buf = -1;
  const Pipeline *p = e->p;
  pipeline_format(p, f->pipeline, sizeof f->pipeline);
  Pipeline pre = *p;
  pre.n = step >= 0 ? (uint32_t)step + 1 : 0;
  if (step >= 0) {
    snprintf(f->pass, sizeof f->pass, "%s", p->pass[step]->name);
    pipeline_format(&pre, f->repro_pipeline, sizeof f->repro_pipeline);
  }
  int64_t knob[KNOB__COUNT];  /* those the repro pipeline reads, where not default */
  memcpy(knob, e->pc->knob, sizeof knob);
  knobs_restrict(knob, &pre);
  knobs_format(knob, f->knobs, sizeof f->knobs);
  func_str(e->m0, e->fidx0, f->func, sizeof f->func);
  f->program = ir_print_module_str(e->m0, NULL);
  if (before) f->before = diff_strdup(diff_ver_text(before));
  if (after) f->after = diff_strdup(diff_ver_text(after));
  f->has_program_seed = e->o->has_program_seed;
  f->program_seed = e->o->program_seed;
}

static void set_key(DiffFinding *f, const char *kind) {
  snprintf(f->sigkey, sizeof f->sigkey, "%s|%s|%s", f->pass, diff_outcome_name(f->outcome), kind);
  diff_finding_sign(f);
}

/* ------------------------------------------------------------------ */
/* Crash and invalid test                                               */

void diff_fill_crash(DiffEng *e, uint32_t step, const char *kind, const char *detail) {
  DiffFinding *f = &e->r->finding;
  (void)step;
  set_outcome(e, DIFF_CRASH);
  f->detail = diff_strdup(detail);
  f->input = input_text(e, 0);  /* not input-specific: the first vector, for a uniform replay */
  f->input_seed = e->in[0]->seed;
  snprintf(f->expected, sizeof f->expected, "the pass returns a verifier-clean module");
  snprintf(f->actual, sizeof f->actual, "crash");
  set_key(f, kind);
}

void diff_fill_invalid(DiffEng *e, const char *kind, const char *detail, int32_t input) {
  DiffFinding *f = &e->r->finding;
  diff_fill_common(e, -1, NULL, NULL);
  set_outcome(e, DIFF_INVALID_TEST);
  f->detail = diff_strdup(detail);
  f->input_index = input;
  f->input = input_text(e, input >= 0 ? (uint32_t)input : 0);
  f->input_seed = e->in[input >= 0 ? input : 0]->seed;
  f->input_edge = input >= 0 && e->edge[input];
  alias_text(e, input, f->input_alias, sizeof f->input_alias);
  snprintf(f->expected, sizeof f->expected, "a defined source run on some input");
  snprintf(f->actual, sizeof f->actual, "invalid-test");
  set_key(f, kind);
}

/* ------------------------------------------------------------------ */
/* Verdicts                                                             */

static void status_str(const InterpResult *r, char *buf, size_t n) {
  snprintf(buf, n, "%s%s%s", interp_status_name(r->status), r->reason[0] ? ": " : "", r->reason);
}

/* "@f: <inst> (thread (x,y,z) of block (x,y,z))" where the target stopped. */
static void stop_str(const DiffVer *v, const InterpResult *r, char *buf, size_t n) {
  const InterpLoc *w = &r->where;
  char fn[160], in[280];
  buf[0] = 0;
  if (w->func == IR_NIL || w->func >= v->m->nfuncs) return;
  func_str(v->m, w->func, fn, sizeof fn);
  inst_str(v->m, ir_func(v->m, w->func), w->inst, in, sizeof in);
  snprintf(buf, n, "%s: %s (thread (%u,%u,%u) of block (%u,%u,%u))", fn, in[0] ? in : "?", w->thread[0],
           w->thread[1], w->thread[2], w->block[0], w->block[1], w->block[2]);
}

/* The opcode of instruction i of function fidx, calls with their callee:
 * "store", "call:llvm.fma.f32". */
static void op_kind(const IrModule *m, uint32_t fidx, IrId i, char *buf, size_t n) {
  snprintf(buf, n, "?");
  if (fidx == IR_NIL || fidx >= m->nfuncs) return;
  const IrFunc *f = ir_func(m, fidx);
  if (i == IR_NIL || i >= f->ninsts || f->insts[i].op == IR_NOP || f->insts[i].op >= IR_NOPS) return;
  const IrInst *in = &f->insts[i];
  const char *op = ir_opinfo[in->op].text;
  if (ir_opinfo[in->op].shape != IR_SH_CALL || !in->nops) {
    snprintf(buf, n, "%s", op);
    return;
  }
  IrRef callee = ir_opnd(f, i, 0);  /* ops.def: op 0 is the callee */
  if (ir_ref_is(callee, IR_RFUNC))
    snprintf(buf, n, "%s:%s", op, ir_cstr(m, ir_func(m, ir_ref_idx(callee))->name));
  else
    snprintf(buf, n, "%s:indirect", op);
}

static void where_str(const DiffVer *v, const InterpResult *r, int32_t b, char *buf, size_t n) {
  if (b < 0 || (uint32_t)b >= r->nbufs) {
    snprintf(buf, n, "return value");
    return;
  }
  const InterpBufOut *o = &r->bufs[b];
  const IrModule *m = v->m;
  const IrFunc *f = ir_func(m, v->fidx);
  if (o->kind == INTERP_OBJ_GLOBAL && o->index < m->nglobals)
    snprintf(buf, n, "@%s", ir_cstr(m, ir_global(m, o->index)->name));
  else if (o->index < f->nparams && f->params[o->index].name)
    snprintf(buf, n, "parameter %u %%%s", o->index, ir_cstr(m, f->params[o->index].name));
  else
    snprintf(buf, n, "parameter %u", o->index);
}

/* The scalar type the writer stored (store value, atomic result), the
 * kernel's return type for the return value, else IR_VOID. */
static IrType written_type(const DiffVer *v, const InterpDiff *d) {
  const IrModule *m = v->m;
  if (d->buf < 0) return ir_type_scalar(m, ir_func(m, v->fidx)->ret);
  if (d->writer_func == IR_NIL || d->writer_func >= m->nfuncs) return IR_VOID;
  const IrFunc *f = ir_func(m, d->writer_func);
  if (d->writer == IR_NIL || d->writer >= f->ninsts) return IR_VOID;
  const IrInst *in = &f->insts[d->writer];
  if (in->op == IR_STORE && in->nops) return ir_type_scalar(m, ir_value_type(f, ir_opnd(f, d->writer, 0)));
  if (in->op == IR_ATOMICRMW || in->op == IR_CMPXCHG) return ir_type_scalar(m, in->type);
  return IR_VOID;
}

static uint64_t le64(const uint8_t *b, unsigned n) {
  uint64_t x = 0;
  for (unsigned i = n; i > 0; i--) x = x << 8 | b[i - 1];
  return x;
}

/* half bits to float (exact). */
static double half_value(uint64_t h) {
  int e = (int)(h >> 10 & 31);
  double mant = (double)(h & 1023), v;
  if (e == 31) v = mant ? __builtin_nan("") : __builtin_inf();
  else if (e == 0) v = mant * (1.0 / 16777216.0);
  else v = (1024 + mant) * __builtin_ldexp(1.0, e - 25);
  return (h >> 15 & 1) ? -v : v;
}

static void scalar_str(const IrModule *m, IrType t, const uint8_t *b, char *buf, size_t n) {
  unsigned w = ir_type_bits(m, t), nb = (w + 7) / 8;
  uint64_t x = le64(b, nb > 8 ? 8 : nb);
  if (ir_type_is_fp(m, t)) {
    double v;
    if (w == 16) v = half_value(x);
    else if (w == 32) v = ir_bits_f32((uint32_t)x);
    else v = ir_bits_f64(x);
    snprintf(buf, n, w == 64 ? "%.17g" : "%.9g", v);
  } else if (w <= 64) {
    int64_t s = w == 64 ? (int64_t)x : (int64_t)(x << (64 - w)) >> (64 - w);
    snprintf(buf, n, "%lld", (long long)s);
  } else
    snprintf(buf, n, "?");
}

/* The element around the differing byte, typed by what the writer stored
 * (elements assumed to be laid out from offset 0 of the buffer). */
static void typed_diff(DiffFinding *f, const DiffVer *v, const InterpResult *rs, const InterpResult *rt,
                       const InterpDiff *d) {
  const IrModule *m = v->m;
  IrType t = written_type(v, d);
  if (t == IR_VOID || (!ir_type_is_int(m, t) && !ir_type_is_fp(m, t))) return;
  uint32_t es = (uint32_t)ir_type_store_size(m, t), start = d->offset - d->offset % es, size;
  const uint8_t *sb, *tb;
  if (d->buf < 0) sb = rs->ret, tb = rt->ret, size = rs->ret_size;
  else sb = rs->bufs[d->buf].bytes, tb = rt->bufs[d->buf].bytes, size = rs->bufs[d->buf].size;
  if (es == 0 || es > 8 || start + es > size) return;
  ir_type_str(m, t, f->diff_type, sizeof f->diff_type);
  scalar_str(m, t, sb + start, f->diff_src_val, sizeof f->diff_src_val);
  if (f->tgt_poison) snprintf(f->diff_tgt_val, sizeof f->diff_tgt_val, "poison");
  else scalar_str(m, t, tb + start, f->diff_tgt_val, sizeof f->diff_tgt_val);
}

/* The first differing byte and its writer; the signature kind. */
static void fill_bytes(DiffFinding *f, const DiffVer *before, const DiffVer *after, const InterpResult *rs,
                       const InterpResult *rt, const InterpDiff *d, char *kind, size_t kn) {
  f->has_diff = true;
  f->diff_buf = d->buf;
  f->diff_offset = d->offset;
  f->src_byte = d->src_byte, f->tgt_byte = d->tgt_byte, f->tgt_poison = d->tgt_poison;
  where_str(after, rt, d->buf, f->diff_where, sizeof f->diff_where);
  typed_diff(f, after, rs, rt, d);
  char op[160];
  const char *what = d->verdict == INTERP_MORE_POISON ? "poison:" : "";
  if (d->writer != IR_NIL && d->writer_func != IR_NIL && d->writer_func < after->m->nfuncs) {
    const IrFunc *wf = ir_func(after->m, d->writer_func);
    func_str(after->m, d->writer_func, f->writer_func, sizeof f->writer_func);
    inst_str(after->m, wf, d->writer, f->writer, sizeof f->writer);
    op_kind(after->m, d->writer_func, d->writer, op, sizeof op);
    snprintf(kind, kn, "%s%s", what, op);
  } else if (d->buf < 0) {
    snprintf(kind, kn, "%sret", what);
  } else {
    /* The target never wrote the byte: name what wrote it in the source. */
    const InterpBufOut *sb = &rs->bufs[d->buf];
    IrId w = sb->writer ? sb->writer[d->offset] : IR_NIL;
    uint32_t wf = sb->writer_func ? sb->writer_func[d->offset] : IR_NIL;
    op_kind(before->m, wf, w, op, sizeof op);
    snprintf(kind, kn, "%sunwritten:%s", what, w == IR_NIL ? "input" : op);
  }
}

static DiffOutcome verdict_outcome(InterpVerdict v) {
  switch (v) {
  case INTERP_TGT_UB: return DIFF_UB_INTRODUCED;
  case INTERP_TGT_TIMEOUT: return DIFF_TIMEOUT_INTRODUCED;
  case INTERP_REFINES: case INTERP_SRC_UNDEFINED: return DIFF_OK;
  default: return DIFF_MISMATCH;
  }
}

void diff_fill_verdict(DiffEng *e, uint32_t step, uint32_t i, DiffVer *before, DiffVer *after, const InterpDiff *d) {
  DiffFinding *f = &e->r->finding;
  const InterpResult *rs = &before->res[i], *rt = &after->res[i];
  (void)step;
  set_outcome(e, verdict_outcome(d->verdict));
  f->input_index = (int32_t)i;
  f->input_seed = e->in[i]->seed;
  f->input_edge = e->edge[i];
  alias_text(e, (int32_t)i, f->input_alias, sizeof f->input_alias);
  f->input = input_text(e, i);
  status_str(rs, f->expected, sizeof f->expected);
  status_str(rt, f->actual, sizeof f->actual);
  if (rt->status != INTERP_OK) stop_str(after, rt, f->actual_at, sizeof f->actual_at);
  char kind[300], op[160], rk[120];
  if (d->verdict == INTERP_VALUE_MISMATCH || d->verdict == INTERP_MORE_POISON) {
    fill_bytes(f, before, after, rs, rt, d, kind, sizeof kind);
  } else if (d->verdict == INTERP_TGT_UB) {
    op_kind(after->m, rt->where.func, rt->where.inst, op, sizeof op);
    diff_normalize(rt->reason, rk, sizeof rk);
    size_t rl = strcspn(rk, ":(");  /* the reason's class, not its details */
    while (rl && rk[rl - 1] == ' ') rl--;
    rk[rl] = 0;
    snprintf(kind, sizeof kind, "%s:%s:%s", interp_status_name(rt->status), op, rk);
  } else if (d->verdict == INTERP_TGT_TIMEOUT) {
    snprintf(kind, sizeof kind, "timeout");
  } else if (d->verdict == INTERP_CALL_MISMATCH) {
    snprintf(kind, sizeof kind, "calls");
  } else {
    snprintf(kind, sizeof kind, "status:%s->%s", interp_status_name(rs->status), interp_status_name(rt->status));
  }
  set_key(f, kind);
}

/* core/interp/result.c -- what a run produced: freeing results, the
 * refinement check between a source and a target run (interp_compare),
 * the names of statuses and verdicts, and the printed form of a result.
 *
 * Contract: interp.h.  interp_compare is a pure function of the two
 * results; it reports the first differing byte (return value first, then
 * the buffers in order) with the target's last writer of that byte.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "inout.h"
#include "xcall.h"

/* ------------------------------------------------------------------ */
/* Names and freeing                                                    */

const char *interp_status_name(InterpStatus s) {
  switch (s) {
  case INTERP_OK: return "ok";
  case INTERP_UB: return "ub";
  case INTERP_TRAP: return "trap";
  case INTERP_TIMEOUT: return "timeout";
  case INTERP_UNSUPPORTED: return "unsupported";
  }
  return "?";
}

const char *interp_verdict_name(InterpVerdict v) {
  switch (v) {
  case INTERP_REFINES: return "refines";
  case INTERP_SRC_UNDEFINED: return "source-undefined";
  case INTERP_VALUE_MISMATCH: return "value-mismatch";
  case INTERP_MORE_POISON: return "more-poison";
  case INTERP_TGT_UB: return "target-ub";
  case INTERP_TGT_TIMEOUT: return "target-timeout";
  case INTERP_STATUS_MISMATCH: return "status-mismatch";
  case INTERP_CALL_MISMATCH: return "call-mismatch";
  }
  return "?";
}

/* Frees what mem_observe allocated: one block (layout in inout.h). */
void interp_result_free(IrCtx *c, InterpResult *r) {
  if (!r) return;
  if (r->bufs) ir_alloc(c, r->bufs, interp_bufs_block_size(r->bufs, r->nbufs), 0);
  r->bufs = NULL;
  r->nbufs = 0;
  xcall_result_free(c, r);
  if (r->brs) ir_alloc(c, r->brs, (size_t)r->nbrs * sizeof *r->brs, 0);
  r->brs = NULL;
  r->nbrs = 0;
}

bool interp_branch_on_undef(const InterpResult *a, const InterpResult *b) {
  uint32_t n = a->nbrs < b->nbrs ? a->nbrs : b->nbrs;
  for (uint32_t i = 0; i < n; i++)
    if (a->brs[i] != b->brs[i]) return true;
  return false;
}

/* ------------------------------------------------------------------ */
/* Refinement                                                           */

/* One byte range of a result: the return value or a buffer. */
typedef struct View {
  uint32_t size;
  const uint8_t *b, *pz, *fp;
  const IrId *w;
  const uint32_t *wf;
  const uint8_t *ab, *apz;  /* source views: another run's bytes (NULL: none); a byte
                               that differs there is nondeterministic: don't care */
} View;

static void diff_set(InterpDiff *d, InterpVerdict v) {
  memset(d, 0, sizeof *d);
  d->verdict = v;
  d->buf = -1;
  d->writer = IR_NIL;
  d->writer_func = IR_NIL;
  d->call = -1;
}

/* The verdict from the statuses alone, or -1 when both runs finished and
 * their bytes decide.  Alive2's refinement: UB in the source allows any
 * target behaviour; a target may not add UB, traps or non-termination to
 * a source run that was defined.  A source that timed out (the step
 * budget cut it short) or could not run says nothing about the input.
 * llvm.trap is defined behaviour ("abnormal program termination"): the
 * target must trap too, and after a trap no memory is observable. */
static int status_verdict(InterpStatus s, InterpStatus t) {
  if (s == INTERP_UB || s == INTERP_TIMEOUT || s == INTERP_UNSUPPORTED) return INTERP_SRC_UNDEFINED;
  if (t == INTERP_UB) return INTERP_TGT_UB;
  if (t == INTERP_TIMEOUT) return INTERP_TGT_TIMEOUT;
  if (s == INTERP_TRAP) return t == INTERP_TRAP ? INTERP_REFINES : INTERP_STATUS_MISMATCH;
  if (t == INTERP_TRAP) return INTERP_TGT_UB;
  if (t == INTERP_UNSUPPORTED) return INTERP_STATUS_MISMATCH;
  return -1;
}

static uint64_t le_bits(const uint8_t *b, unsigned n) {
  uint64_t v = 0;
  for (unsigned i = n; i > 0; i--) v = v << 8 | b[i - 1];
  return v;
}

/* When byte i lies in an FP element (same width and position in both FP
 * maps, every byte defined in both) that is a NaN in both results: the
 * number of bytes from i to the element's end, else 0.  DESIGN.md, the
 * reference semantics: "NaNs compare equal to any NaN" (the NaN payload
 * an operation produces is not part of the observable behaviour). */
static uint32_t nan_skip(const View *s, const View *t, uint32_t i) {
  uint8_t f = s->fp ? s->fp[i] : 0;
  if (!f || !t->fp || t->fp[i] != f) return 0;
  unsigned w = f >> 4, k = f & 15;
  if ((w != 2 && w != 4 && w != 8) || k >= w || i < k || i - k + w > s->size) return 0;
  uint32_t st = i - k;
  for (unsigned j = 0; j < w; j++) {
    uint8_t want = (uint8_t)(w << 4 | j);
    if (s->fp[st + j] != want || t->fp[st + j] != want) return 0;
    if ((s->pz && s->pz[st + j]) || (t->pz && t->pz[st + j])) return 0;
  }
  if (!interp_fp_isnan(w * 8, le_bits(s->b + st, w)) || !interp_fp_isnan(w * 8, le_bits(t->b + st, w))) return 0;
  return w - k;
}

/* Compares byte by byte; true with d filled at the first difference.
 * Bytes that are poison in the source are don't-care (a poison value may
 * be refined to any value); poison in the target where the source was
 * defined is more poison. */
static bool all_zero(const uint8_t *p, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (p[i]) return false;
  return true;
}

static bool view_differs(const View *s, const View *t, InterpDiff *d) {
  if (!s->size) return false;  /* no bytes (an empty buffer may be null) */
  /* The common case first: the same bytes, and no target poison where
   * the source is defined (the same poison map, or none). */
  if (!memcmp(s->b, t->b, s->size) &&
      (!t->pz || (s->pz && !memcmp(s->pz, t->pz, s->size)) || all_zero(t->pz, s->size)))
    return false;
  for (uint32_t i = 0; i < s->size; i++) {
    bool sp = s->pz && s->pz[i], tp = t->pz && t->pz[i];
    if (sp || (!tp && s->b[i] == t->b[i])) continue;
    /* nondeterministic (the source's other run differs there): any value,
     * but a defined one unless the other run has poison there too */
    if (s->ab && (s->ab[i] != s->b[i] || (s->apz && s->apz[i])) && (!tp || (s->apz && s->apz[i]))) continue;
    uint32_t skip = tp ? 0 : nan_skip(s, t, i);
    if (skip) {
      i += skip - 1;
      continue;
    }
    diff_set(d, tp ? INTERP_MORE_POISON : INTERP_VALUE_MISMATCH);
    d->offset = i;
    d->src_byte = s->b[i];
    d->tgt_byte = t->b[i];
    d->tgt_poison = tp;
    if (t->w) d->writer = t->w[i];
    if (t->wf) d->writer_func = t->wf[i];
    return true;
  }
  return false;
}

static View buf_view(const InterpBufOut *b) {
  View v = {b->size, b->bytes, b->poison, b->fpmap, b->writer, b->writer_func, NULL, NULL};
  return v;
}

/* alt: NULL, or another run of the source with the same status and
 * layout, whose differing bytes are don't care. */
static InterpVerdict compare(const InterpResult *src, const InterpResult *alt, const InterpResult *tgt,
                             InterpDiff *d) {
  InterpDiff tmp;
  if (!d) d = &tmp;
  int sv = status_verdict(src->status, tgt->status);
  diff_set(d, sv < 0 ? INTERP_REFINES : (InterpVerdict)sv);
  /* calls of functions without a body are observable up to the end of a
   * defined run or a trap (xcall.c) */
  int32_t at;
  if ((sv < 0 || (sv == INTERP_REFINES && src->status == INTERP_TRAP)) && xcall_differ(src, alt, tgt, &at)) {
    diff_set(d, INTERP_CALL_MISMATCH);
    d->call = at;
    return d->verdict;
  }
  if (sv >= 0) return d->verdict;
  if (src->ret_size != tgt->ret_size || src->nbufs != tgt->nbufs) {
    diff_set(d, INTERP_STATUS_MISMATCH);
    return d->verdict;
  }
  View rs = {src->ret_size, src->ret, src->ret_poison, src->ret_fpmap, NULL, NULL, NULL, NULL};
  View rt = {tgt->ret_size, tgt->ret, tgt->ret_poison, tgt->ret_fpmap, NULL, NULL, NULL, NULL};
  if (alt) rs.ab = alt->ret, rs.apz = alt->ret_poison;
  if (src->ret_size <= sizeof src->ret && view_differs(&rs, &rt, d)) return d->verdict;
  for (uint32_t i = 0; i < src->nbufs; i++) {
    const InterpBufOut *a = &src->bufs[i], *b = &tgt->bufs[i];
    if (a->kind != b->kind || a->index != b->index || a->size != b->size) {
      diff_set(d, INTERP_STATUS_MISMATCH);
      d->buf = (int32_t)i;
      return d->verdict;
    }
    View va = buf_view(a), vb = buf_view(b);
    if (alt) va.ab = alt->bufs[i].bytes, va.apz = alt->bufs[i].poison;
    if (view_differs(&va, &vb, d)) {
      d->buf = (int32_t)i;
      return d->verdict;
    }
  }
  diff_set(d, INTERP_REFINES);
  return INTERP_REFINES;
}

InterpVerdict interp_compare(const InterpResult *src, const InterpResult *tgt, InterpDiff *d) {
  return compare(src, NULL, tgt, d);
}

InterpVerdict interp_compare_nondet(const InterpResult *src, const InterpResult *alt, const InterpResult *tgt,
                                    InterpDiff *d) {
  if (alt->status == INTERP_UB) {  /* the source may take the UB path: anything goes */
    InterpDiff tmp;
    diff_set(d ? d : &tmp, INTERP_SRC_UNDEFINED);
    return INTERP_SRC_UNDEFINED;
  }
  bool same = alt->status == src->status && alt->ret_size == src->ret_size && alt->nbufs == src->nbufs;
  for (uint32_t i = 0; same && i < src->nbufs; i++)
    same = alt->bufs[i].size == src->bufs[i].size && alt->bufs[i].kind == src->bufs[i].kind &&
           alt->bufs[i].index == src->bufs[i].index;
  return compare(src, same ? alt : NULL, tgt, d);
}

/* ------------------------------------------------------------------ */
/* Printing                                                             */

static void print_where(FILE *out, const IrModule *m, const InterpResult *r) {
  const InterpLoc *w = &r->where;
  if (w->func != IR_NIL && w->func < m->nfuncs) {
    const IrFunc *f = ir_func(m, w->func);
    char name[300];
    interp_fmt_name(name, sizeof name, ir_cstr(m, f->name));
    fprintf(out, "at: %s", name);
    if (w->inst != IR_NIL && w->inst < f->ninsts && f->insts[w->inst].op != IR_NOP) {
      fputs(": ", out);
      ir_print_inst(out, m, f, w->inst);
      if (f->insts[w->inst].line) fprintf(out, " (line %u)", f->insts[w->inst].line);
    }
    fputc('\n', out);
  }
  fprintf(out, "thread: (%u,%u,%u) of block (%u,%u,%u)\n", w->thread[0], w->thread[1], w->thread[2],
          w->block[0], w->block[1], w->block[2]);
}

static void print_return(FILE *out, const IrModule *m, const IrFunc *f, const InterpResult *r) {
  if (!r->ret_size || r->ret_size > sizeof r->ret) {
    fputs("return: void\n", out);
    return;
  }
  IrType t = f ? f->ret : IR_VOID;
  char ts[256] = "";
  if (t != IR_VOID) ir_type_str(m, t, ts, sizeof ts);
  if (t != IR_VOID && interp_lane_type(m, t) && ir_type_store_size(m, t) == r->ret_size) {
    fprintf(out, "return: %s", ts);
    interp_print_lanes(out, m, t, r->ret, r->ret_poison);
    return;
  }
  fprintf(out, "return: %s%s%u bytes\n", ts, ts[0] ? ", " : "", r->ret_size);
  interp_print_data(out, m, IR_VOID, r->ret, r->ret_poison, r->ret_size, true);
}

static void print_buf(FILE *out, const IrModule *m, const IrFunc *f, const InterpBufOut *b) {
  IrType et = IR_VOID;
  char ts[128] = "";
  if (b->kind == INTERP_OBJ_PARAM) {
    fprintf(out, "buffer: parameter %u", b->index);
    if (f && b->index < f->nparams) {
      if (f->params[b->index].name) fprintf(out, " %%%s", ir_cstr(m, f->params[b->index].name));
      et = interp_pointee_type(m, f, b->index);
    }
  } else {
    char name[300] = "@?";
    if (b->index < m->nglobals) {
      interp_fmt_name(name, sizeof name, ir_cstr(m, m->globals[b->index].name));
      et = interp_elem_scalar(m, m->globals[b->index].vtype);
    }
    fprintf(out, "global: %s", name);
  }
  if (et != IR_VOID) ir_type_str(m, et, ts, sizeof ts);
  fprintf(out, ", %u byte%s%s%s\n", b->size, b->size == 1 ? "" : "s", ts[0] ? ", " : "", ts);
  interp_print_data(out, m, et, b->bytes, b->poison, b->size, true);
}

void interp_result_print(FILE *out, const IrModule *m, uint32_t fidx, const InterpResult *r) {
  const IrFunc *f = fidx < m->nfuncs ? ir_func(m, fidx) : NULL;
  fprintf(out, "status: %s", interp_status_name(r->status));
  if (r->status != INTERP_OK && r->reason[0]) fprintf(out, ": %.256s", r->reason);
  fputc('\n', out);
  if (r->status == INTERP_UB || r->status == INTERP_TRAP || r->status == INTERP_UNSUPPORTED) print_where(out, m, r);
  fprintf(out, "steps: %" PRIu64 "\n", r->steps);
  print_return(out, m, f, r);
  for (uint32_t i = 0; i < r->nbufs; i++) print_buf(out, m, f, &r->bufs[i]);
  for (uint32_t i = 0; i < r->ncalls; i++) interp_call_print(out, m, r, i);
}

/* The union of the instructions' flags of m (FP ones included); *freeze:
 * m has a freeze, or an
 * instruction that can make a NaN (an FP operation, conversion or call
 * with an FP result: its sign and payload are a choice, vm_nan_alt). */
static uint32_t module_inst_flags(const IrModule *m, bool *freeze) {
  uint32_t seen = 0;
  *freeze = false;
  for (uint32_t k = 0; k < m->nfuncs; k++) {
    const IrFunc *f = ir_func(m, k);
    for (IrId b = f->is_decl ? IR_NIL : f->entry; b != IR_NIL; b = ir_blk(f, b)->next)
      for (IrId x = ir_blk(f, b)->first; x != IR_NIL; x = ir_inst(f, x)->next) {
        const IrInst *in = ir_inst(f, x);
        seen |= in->flags;
        *freeze |= in->op == IR_FREEZE;
        switch (in->op) {
        case IR_FADD: case IR_FSUB: case IR_FMUL: case IR_FDIV: case IR_FREM: case IR_FPTRUNC: case IR_FPEXT:
          *freeze = true;
          break;
        case IR_CALL: *freeze |= ir_type_is_fp(m, ir_type_scalar(m, in->type)); break;
        default: break;
        }
      }
  }
  return seen;
}

/* Whether a value computed under value-changing fast-math flags (reassoc,
 * arcp, afn, nsz on an operation that takes them) can reach a value that
 * is not floating point: a conversion, a comparison and so a branch, an
 * integer load of stored bits.  Then a difference in integer data, too,
 * may be one of the results those flags allow.  A forward closure over
 * operands, conservative where it is coarse: memory is one cell (a tainted
 * value stored or passed to a call taints every load and call result), and
 * a tainted call argument taints every parameter.  Out of memory or no
 * fixed point within the round limit: true (nothing is claimed). */
bool interp_fmf_reaches_int(const IrModule *m) {
  bool **t = calloc(m->nfuncs ? m->nfuncs : 1, sizeof *t), mem = false, params = false, any = false, reaches = false;
  for (uint32_t k = 0; t && k < m->nfuncs; k++) {
    const IrFunc *f = ir_func(m, k);
    if (!f->is_decl && !(t[k] = calloc(f->ninsts ? f->ninsts : 1, 1))) any = reaches = true;
  }
  if (!t) return true;
  bool changed = !reaches;
  for (unsigned round = 0; changed && !reaches; round++) {
    if (round == 64) {
      reaches = true;
      break;
    }
    changed = false;
    for (uint32_t k = 0; k < m->nfuncs && !reaches; k++) {
      const IrFunc *f = ir_func(m, k);
      if (f->is_decl) continue;
      IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, x) {
        const IrInst *in = ir_inst(f, x);
        uint16_t props = ir_opinfo[in->op].props;
        bool tin = ir_inst_value_changing(in);
        for (uint32_t o = 0; o < in->nops && !tin; o++) {
          IrRef r = ir_opnd(f, x, o);
          tin = (ir_ref_is(r, IR_RINST) && t[k][ir_ref_idx(r)]) || (params && ir_ref_is(r, IR_RARG));
        }
        if ((props & IR_P_MEM) && mem && in->type != IR_VOID) tin = true;
        if (!tin || t[k][x]) continue;
        t[k][x] = changed = any = true;
        if (props & IR_P_MEM) mem = true;  /* stored, or given to a call */
        if (in->op == IR_CALL) params = true;
        if (in->type != IR_VOID) {
          IrType st = ir_type_scalar(m, in->type);
          if (!ir_type_is_fp(m, st)) reaches = true;
        }
      }
    }
  }
  for (uint32_t k = 0; k < m->nfuncs; k++) free(t[k]);
  free(t);
  return reaches;
}

unsigned interp_nondet(const IrModule *m) {
  bool freeze;
  module_inst_flags(m, &freeze);
  unsigned nd = freeze ? INTERP_ND_FREEZE : 0;
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    const IrFunc *f = ir_func(m, i);
    if (f->denorm != IR_DN_IEEE || f->denorm_f32 != IR_DN_IEEE) nd |= INTERP_ND_DENORMAL;
    unsigned lib = f->is_decl ? xcall_libc(m, f) : XC_EVENT;
    if (lib == XC_MEMCMP || lib == XC_BCMP) nd |= INTERP_ND_FREEZE;  /* only its sign is specified */
  }
  return nd;
}

bool interp_fmf_value_changing(const IrModule *m, char *names, size_t n) {
  static const struct { uint32_t flag; const char *name; } fl[] = {
    {IR_F_REASSOC, "reassoc"}, {IR_F_ARCP, "arcp"}, {IR_F_AFN, "afn"}, {IR_F_NSZ, "nsz"}};
  bool freeze;
  uint32_t seen = module_inst_flags(m, &freeze) & IR_F_VALUE_CHANGING;
  size_t at = 0;
  if (n) names[0] = 0;
  for (unsigned i = 0; i < sizeof fl / sizeof fl[0]; i++)
    if ((seen & fl[i].flag) && at < n) at += (size_t)snprintf(names + at, n - at, "%s%s", at ? ", " : "", fl[i].name);
  return seen != 0;
}

/* oracles/equiv/equiv.c -- refinement check of a source / target pair of
 * functions on the reference interpreter (contract in equiv.h).
 *
 * Method.  Refinement as Alive2 defines it, decided per input vector by
 * interp_compare: UB (or a resource limit) in the source makes the input
 * irrelevant; otherwise the target must reach the same status, return the
 * same bytes where the source's are not poison (NaN equal to any NaN of
 * its type), and leave the same observable memory.  The pair is correct
 * when no input of the set shows a difference; with the exhaustive set
 * (every value of every argument, and poison for each) that is a proof for
 * the interpreter's semantics, else evidence from a sample.
 *
 * Sampled inputs aim at the constants of both functions; one generated
 * vector in four runs with two pointer parameters aliased, through a
 * wrapper of each side (interp_alias_print; "Aliasing runs" below).
 *
 * The observable memory of a run is re-indexed before comparing: the
 * parameters' buffers in order, then the globals of external linkage that
 * exist in both modules, matched by name (interp_compare compares buffer
 * lists position by position).
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "equiv.h"
#include "interp/inout.h"
#include "../diff/reassoc.h"

enum { EQUIV_MAX_EXHAUSTIVE_BITS = 24 };
/* The source's step budget unless given: pairs are small functions, and
 * exhaustive mode runs them up to 2^24 times. */
#define EQUIV_DEFAULT_STEPS 1000000ull

const char *equiv_kind_name(EquivKind k) {
  switch (k) {
  case EQUIV_VALUE: return "value mismatch";
  case EQUIV_POISON: return "target more poisonous";
  case EQUIV_UB: return "target has UB";
  case EQUIV_MEMORY: return "memory mismatch";
  case EQUIV_TIMEOUT: return "target does not terminate";
  case EQUIV_BEHAVIOUR: return "behaviour mismatch";
  case EQUIV_CALLS: return "call mismatch";
  case EQUIV_REASSOC: return "reassociation outside its error bound";
  default: return "none";
  }
}

void equiv_opts_default(EquivOpts *o) {
  memset(o, 0, sizeof *o);
  interp_opts_default(&o->interp);
  o->nedge = 16;
  o->nrandom = 64;
  o->seed = 1;
  o->exhaustive_bits = 16;
  o->tgt_budget_factor = 4;
  o->undef_bits = 12;
}

void equiv_result_free(EquivResult *r) {
  if (!r) return;
  free(r->input_text);
  r->input_text = NULL;
}

/* ------------------------------------------------------------------ */
/* Signatures                                                           */

static void type_name(const IrModule *m, IrType t, char *buf, size_t n) {
  if (t == IR_VOID) snprintf(buf, n, "void");
  else ir_type_str(m, t, buf, n);
}

/* Same parameter and return types (by spelling: the modules may differ),
 * same byval types; else false with why. */
static bool same_signature(const IrModule *ms, const IrFunc *fs, const IrModule *mt, const IrFunc *ft, char *why,
                           size_t n) {
  char a[256], b[256];
  type_name(ms, fs->ret, a, sizeof a), type_name(mt, ft->ret, b, sizeof b);
  if (strcmp(a, b)) return snprintf(why, n, "the return types differ (%.120s, %.120s)", a, b), false;
  if (fs->nparams != ft->nparams)
    return snprintf(why, n, "the parameter counts differ (%u, %u)", fs->nparams, ft->nparams), false;
  for (uint32_t k = 0; k < fs->nparams; k++) {
    type_name(ms, fs->params[k].type, a, sizeof a), type_name(mt, ft->params[k].type, b, sizeof b);
    if (strcmp(a, b)) return snprintf(why, n, "parameter %u has types %.120s and %.120s", k, a, b), false;
    type_name(ms, fs->params[k].byval, a, sizeof a), type_name(mt, ft->params[k].byval, b, sizeof b);
    if (strcmp(a, b)) return snprintf(why, n, "parameter %u is byval differently", k), false;
  }
  return true;
}

/* ------------------------------------------------------------------ */
/* Input sets                                                           */

/* The bits of parameter k when it can be enumerated (an integer, a half,
 * a vector of byte-sized integers), else 0. */
static unsigned enum_bits(const IrModule *m, const IrParam *p) {
  if (p->byval != IR_VOID) return 0;
  IrType t = p->type, s = ir_type_scalar(m, t);
  unsigned w = ir_type_bits(m, s);
  if (ir_type_is_vec(m, t)) return ir_type_is_int(m, s) && w % 8 == 0 ? w * ir_type_lanes(m, t) : 0;
  if (ir_type_is_int(m, t)) return w;
  if (ir_type_is_fp(m, t) && w == 16) return 16;
  return 0;
}

/* Total enumerable bits of f's parameters, or UINT32_MAX when some
 * parameter cannot be enumerated. */
static uint32_t total_bits(const IrModule *m, const IrFunc *f) {
  uint32_t total = 0;
  for (uint32_t k = 0; k < f->nparams; k++) {
    unsigned b = enum_bits(m, &f->params[k]);
    if (!b) return UINT32_MAX;
    total += b;
  }
  return total;
}

/* An input of scalar arguments for f (bytes allocated, zero). */
static bool input_alloc(const IrModule *m, const IrFunc *f, InterpInput *in) {
  memset(in, 0, sizeof *in);
  in->nargs = f->nparams;
  in->args = calloc(f->nparams ? f->nparams : 1, sizeof *in->args);
  if (!in->args) return false;
  for (uint32_t k = 0; k < f->nparams; k++) {
    InterpArg *a = &in->args[k];
    a->size = (uint32_t)ir_type_store_size(m, f->params[k].type);
    a->bytes = calloc(a->size + 1, 1);
    a->poison = calloc(a->size + 1, 1);
    if (!a->bytes || !a->poison) return false;
  }
  return true;
}

static void input_release(InterpInput *in) {
  for (uint32_t k = 0; in->args && k < in->nargs; k++) {
    free(in->args[k].bytes);
    free(in->args[k].poison);
  }
  free(in->args);
  memset(in, 0, sizeof *in);
}

/* Exhaustive input number idx: argument k takes value idx mod (2^w_k + 1)
 * (the last one meaning poison), in parameter order. */
static void input_exhaustive(const IrModule *m, const IrFunc *f, uint64_t idx, InterpInput *in) {
  for (uint32_t k = 0; k < f->nparams; k++) {
    unsigned w = enum_bits(m, &f->params[k]);
    uint64_t radix = ((uint64_t)1 << w) + 1, v = idx % radix;
    idx /= radix;
    InterpArg *a = &in->args[k];
    bool pz = v == radix - 1;
    memset(a->poison, pz, a->size);
    for (uint32_t i = 0; i < a->size; i++) a->bytes[i] = pz ? 0 : (uint8_t)(v >> (8 * i));
  }
}


/* Clears the bits of argument a past its value's bits (an integer, or a
 * vector of them, whose bits do not fill its bytes: bits past the width
 * would be no value of its type, which the interpreter reads as poison). */
static void clear_padding(InterpArg *a, uint64_t bits) {
  if (bits % 8 == 0 || bits >= 8 * (uint64_t)a->size) return;
  a->bytes[bits / 8] &= (uint8_t)((1u << (bits % 8)) - 1);
  memset(a->bytes + bits / 8 + 1, 0, a->size - bits / 8 - 1);
}

/* Scalar integer argument a of bits bits, defined, set to v. */
static void set_int(InterpArg *a, unsigned bits, int64_t v) {
  for (uint32_t i = 0; i < a->size; i++) a->bytes[i] = (uint8_t)((uint64_t)v >> (i < 8 ? 8 * i : 56));
  if (a->poison) memset(a->poison, 0, a->size);
  clear_padding(a, bits);
}

/* Uniformly random contents for every argument and buffer (kept sizes) of
 * f; an integer argument (or vector of them) whose bits do not fill its
 * bytes gets zero padding bits, as a value of its type has (bits past the
 * width would be no value of it: the interpreter reads them as poison). */
static void randomize(const IrModule *m, const IrFunc *f, InterpInput *in, uint64_t seed) {
  uint64_t s = ir_mix64(seed ^ 0x6a09e667f3bcc909u);
  for (uint32_t k = 0; k < in->nargs; k++) {
    InterpArg *a = &in->args[k];
    if (a->is_null) continue;
    for (uint32_t i = 0; i < a->size; i++) {
      if (i % 8 == 0) s = ir_mix64(s + 0x9e3779b97f4a7c15u);
      a->bytes[i] = (uint8_t)(s >> (8 * (i % 8)));
    }
    if (a->poison) memset(a->poison, 0, a->size);
    if (a->is_buffer || k >= f->nparams || !a->size) continue;
    IrType t = f->params[k].type, et = ir_type_scalar(m, t);
    if (ir_type_is_int(m, et)) clear_padding(a, (uint64_t)ir_type_bits(m, et) * ir_type_lanes(m, t));
  }
}

/* ------------------------------------------------------------------ */
/* Observable memory                                                    */

static bool global_visible(const IrGlobal *g) {
  return g->linkage != IR_LINK_INTERNAL && g->linkage != IR_LINK_PRIVATE && !g->is_const;
}

/* Whether m has a global whose bytes the seed decides (mem.c "Globals":
 * defined elsewhere, or weak or linkonce). */
static bool has_extern(const IrModule *m) {
  for (uint32_t g = 0; g < m->nglobals; g++)
    if (interp_global_seeded(&m->globals[g])) return true;
  return false;
}

static uint32_t global_named(const IrModule *m, const char *name) {
  for (uint32_t g = 0; g < m->nglobals; g++)
    if (!strcmp(ir_cstr(m, m->globals[g].name), name)) return g;
  return UINT32_MAX;
}

/* The buffer of r of the given kind and index, or NULL. */
static const InterpBufOut *find_buf(const InterpResult *r, uint8_t kind, uint32_t index) {
  for (uint32_t i = 0; i < r->nbufs; i++)
    if (r->bufs[i].kind == kind && r->bufs[i].index == index) return &r->bufs[i];
  return NULL;
}

/* Views of rs and rt with the same buffer list: parameters' buffers,
 * then visible globals of the source that the target also has (by name).
 * vs / vt share the results' arrays; only the bufs lists are new. */
static bool align_bufs(const IrModule *ms, const InterpResult *rs, const IrModule *mt, const InterpResult *rt,
                       InterpResult *vs, InterpResult *vt) {
  *vs = *rs, *vt = *rt;
  uint32_t cap = rs->nbufs + 1, n = 0;
  InterpBufOut *bs = malloc(cap * sizeof *bs), *bt = malloc(cap * sizeof *bt);
  if (!bs || !bt) {
    free(bs), free(bt);
    return false;
  }
  for (uint32_t i = 0; i < rs->nbufs; i++) {
    const InterpBufOut *a = &rs->bufs[i], *b = NULL;
    if (a->kind == INTERP_OBJ_PARAM) b = find_buf(rt, INTERP_OBJ_PARAM, a->index);
    else if (a->index < ms->nglobals && global_visible(&ms->globals[a->index])) {
      uint32_t g = ms == mt ? a->index : global_named(mt, ir_cstr(ms, ms->globals[a->index].name));
      if (g != UINT32_MAX) b = find_buf(rt, INTERP_OBJ_GLOBAL, g);
    }
    if (!b) continue;
    bs[n] = *a, bt[n] = *b;
    bt[n].index = a->index;  /* compare as the same object */
    n++;
  }
  vs->bufs = bs, vt->bufs = bt;
  vs->nbufs = vt->nbufs = n;
  return true;
}

/* ------------------------------------------------------------------ */
/* Messages                                                             */

static size_t add(char *buf, size_t n, size_t at, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static size_t add(char *buf, size_t n, size_t at, const char *fmt, ...) {
  if (at >= n) return at;
  va_list ap;
  va_start(ap, fmt);
  int k = vsnprintf(buf + at, n - at, fmt, ap);
  va_end(ap);
  return k < 0 ? at : at + (size_t)k >= n ? n - 1 : at + (size_t)k;
}

/* "i32 -5" / "<2 x i8> <1, poison>" / "poison" for a value of type t. */
static void value_str(const IrModule *m, IrType t, const uint8_t *b, const uint8_t *pz, char *buf, size_t n) {
  IrType s = ir_type_scalar(m, t);
  uint32_t lanes = ir_type_lanes(m, t), nb = (ir_type_bits(m, s) + 7) / 8;
  char ts[128];
  type_name(m, t, ts, sizeof ts);
  if (!ir_type_is_int(m, s) && !ir_type_is_fp(m, s) && !(ir_ty(m, s)->kind == IR_TPTR)) {
    snprintf(buf, n, "%s (%u bytes)", ts, (unsigned)ir_type_store_size(m, t));
    return;
  }
  if (lanes > 1 && ir_type_bits(m, s) % 8) {  /* packed sub-byte lanes: hex bytes */
    size_t at = add(buf, n, 0, "%s bytes", ts);
    for (uint32_t i = 0; i < ir_type_store_size(m, t); i++)
      at = pz && pz[i] ? add(buf, n, at, " ??") : add(buf, n, at, " %02x", b[i]);
    return;
  }
  size_t at = add(buf, n, 0, "%s %s", ts, lanes > 1 ? "<" : "");
  for (uint32_t l = 0; l < lanes; l++) {
    bool p = false;
    for (uint32_t j = 0; j < nb; j++) p |= pz && pz[l * nb + j];
    char v[64];
    if (p) snprintf(v, sizeof v, "poison");
    else interp_fmt_scalar(v, sizeof v, m, s, b + l * nb);
    at = add(buf, n, at, "%s%s", l ? ", " : "", v);
  }
  if (lanes > 1) add(buf, n, at, ">");
}

static void input_str(const IrModule *m, const IrFunc *f, const InterpInput *in, char *buf, size_t n) {
  size_t at = 0;
  buf[0] = 0;
  for (uint32_t k = 0; k < f->nparams && k < in->nargs; k++) {
    const InterpArg *a = &in->args[k];
    char name[160], v[256];
    if (f->params[k].name) snprintf(name, sizeof name, "%%%s", ir_cstr(m, f->params[k].name));
    else snprintf(name, sizeof name, "%%%u", k);
    if (a->is_null) snprintf(v, sizeof v, "null");
    else if (a->is_buffer) snprintf(v, sizeof v, "a buffer of %u bytes", a->size);
    else value_str(m, f->params[k].type, a->bytes, a->poison, v, sizeof v);
    at = add(buf, n, at, "%s%s = %s", k ? ", " : "", name, v);
  }
  if (!f->nparams) add(buf, n, 0, "(no arguments)");
}

static void param_name(const IrModule *m, const IrFunc *f, uint32_t k, char *buf, size_t n) {
  if (f->params[k].name) snprintf(buf, n, "%%%s", ir_cstr(m, f->params[k].name));
  else snprintf(buf, n, "%%%u", k);
}

/* Appends ", %q = %p + 4 (aliasing: %q's own buffer unused)". */
static void alias_str(const IrModule *m, const IrFunc *f, const InterpAlias *a, char *buf, size_t n) {
  char x[160], y[160];
  param_name(m, f, a->arg, x, sizeof x);
  if (a->base == INTERP_ALIAS_FUNC) {
    char fn[300];
    interp_fmt_name(fn, sizeof fn, a->off < m->nfuncs ? ir_cstr(m, ir_func(m, a->off)->name) : "?");
    add(buf, n, strlen(buf), ", %s = %s", x, fn);
    return;
  }
  if (a->base != INTERP_ALIAS_NULL) param_name(m, f, a->base, y, sizeof y);
  if (a->base == INTERP_ALIAS_NULL) {
    add(buf, n, strlen(buf), ", %s = null", x);
    return;
  }
  if (a->arg == a->base)
    add(buf, n, strlen(buf), ", %s = its buffer + %u (%s)", x, a->off, a->off == 1 ? "misaligned" : "interior");
  else add(buf, n, strlen(buf), ", %s = %s + %u (aliasing: the buffer given for %s is unused)", x, y, a->off, x);
}

/* What a run did: "returns i32 5", "returns", "ub: <reason> at <inst>". */
static void behaviour_str(const IrModule *m, uint32_t fidx, const InterpResult *r, char *buf, size_t n) {
  const IrFunc *f = ir_func(m, fidx);
  if (r->status == INTERP_OK) {
    if (f->ret == IR_VOID || !r->ret_size) {
      snprintf(buf, n, "returns");
      return;
    }
    char v[512];
    value_str(m, f->ret, r->ret, r->ret_poison, v, sizeof v);
    snprintf(buf, n, "returns %s", v);
    return;
  }
  size_t at = add(buf, n, 0, "%s%s%s", interp_status_name(r->status), r->reason[0] ? ": " : "", r->reason);
  const InterpLoc *w = &r->where;
  if (w->func != IR_NIL && w->func < m->nfuncs && w->inst != IR_NIL) {
    const IrFunc *wf = ir_func(m, w->func);
    if (w->inst < wf->ninsts) {
      char *text = NULL;
      size_t len = 0;
      FILE *mf = open_memstream(&text, &len);
      if (mf) {
        ir_print_inst(mf, m, wf, w->inst);
        fclose(mf);
        char *s = text;
        while (s && *s == ' ') s++;
        if (s) add(buf, n, at, " at %s", s);
        free(text);
      }
    }
  }
}

/* "parameter 0 %p byte 4" or "@g byte 0" for buffer view index i of vs. */
static void where_str(const IrModule *m, const IrFunc *f, const InterpResult *vs, const InterpDiff *d, char *buf,
                      size_t n) {
  if (d->buf < 0) {
    snprintf(buf, n, "return value byte %u", d->offset);
    return;
  }
  const InterpBufOut *b = &vs->bufs[d->buf];
  if (b->kind == INTERP_OBJ_PARAM) {
    size_t at = add(buf, n, 0, "parameter %u", b->index);
    if (b->index < f->nparams && f->params[b->index].name)
      at = add(buf, n, at, " %%%s", ir_cstr(m, f->params[b->index].name));
    add(buf, n, at, " byte %u", d->offset);
  } else {
    char name[300] = "@?";
    if (b->index < m->nglobals) interp_fmt_name(name, sizeof name, ir_cstr(m, m->globals[b->index].name));
    add(buf, n, 0, "%s byte %u", name, d->offset);
  }
}

/* ------------------------------------------------------------------ */
/* The check                                                            */

typedef struct Eq {
  IrCtx *c;
  const IrModule *ms, *mt;
  uint32_t fs, ft;
  const EquivOpts *o;
  InterpProg *ps, *pt;
  InterpOpts is, it;          /* the two sides' options */
  InterpProg *psi, *pti;      /* the same without flushing subnormals (lazily) */
  bool denorm;                /* a function of either module has "denormal-fp-math" */
  InterpProg *psf;            /* the source with the other freeze choice (lazily) */
  bool freeze;                /* the source module has a freeze */
  EquivResult *r;
  bool done;  /* a verdict other than correct was reached */
  const struct Eq *orig;      /* an aliasing run (ms, mt: wrappers): the pair, for names */
  const InterpAlias *alias;   /* ... and its plan */
  /* undef choices ("Undef choices" below; set by undef_setup) */
  bool usetup;
  uint64_t ufmask_s, ufmask_t;  /* the choice bits of the source's / target's freeze sites
                                   (a branch on them is no UB) */
  uint32_t ubits_s, ubits_t;  /* choice lengths tried: the source's (0: its undef is poison,
                                 no search), the target's (0: poison) */
  InterpResult *ucache;       /* [2^ubits_s]: the source's run per choice, this input */
  uint8_t *uhave;             /* [2^ubits_s]: which are there */
  uint64_t *ubudget;          /* runs with choices left for the pair (aliasing runs share it) */
  uint64_t ubudget_own;
  uint64_t ucur_s, ucur_t;    /* the choices the sides run with now (UNDEF_NONE: poison); the
                                 reruns of freeze and denormal explanations use them too */
} Eq;

#define UNDEF_NONE UINT64_MAX

/* Sets choice ch (UNDEF_NONE: poison) on program p. */
static void undef_set(InterpProg *p, uint64_t ch) {
  interp_undef_set(p, ch == UNDEF_NONE ? NULL : &ch);
}

static void set_unsupported(Eq *e, const char *fmt, const char *what) {
  e->r->verdict = EQUIV_UNSUPPORTED;
  snprintf(e->r->why, sizeof e->r->why, fmt, what);
  e->done = true;
}

/* The first call that differs: "call 2: source <call>; target <call>"
 * (none: the side made fewer calls). */
static void call_str(Eq *e, const InterpResult *rs, const InterpResult *rt, int32_t k, char *out, size_t n) {
  char side[2][119];  /* both fit EquivResult.where */
  const InterpResult *rr[2] = {rs, rt};
  const IrModule *mm[2] = {e->ms, e->mt};
  for (int s = 0; s < 2; s++) {
    snprintf(side[s], sizeof side[s], "no call");
    char *text = NULL;
    size_t len = 0;
    FILE *mf = k >= 0 && (uint32_t)k < rr[s]->ncalls ? open_memstream(&text, &len) : NULL;
    if (!mf) continue;
    interp_call_print(mf, mm[s], rr[s], (uint32_t)k);
    fclose(mf);
    if (len && text[len - 1] == '\n') text[len - 1] = 0;
    snprintf(side[s], sizeof side[s], "%s", text);
    free(text);
  }
  snprintf(out, n, "source %s; target %s", side[0], side[1]);
}

static void set_incorrect(Eq *e, EquivKind k, const InterpInput *in, const InterpResult *rs, const InterpResult *rt,
                          const InterpResult *vs, const InterpDiff *d) {
  EquivResult *r = e->r;
  const Eq *nm = e->orig ? e->orig : e;  /* names from the pair, not the wrapper */
  const IrFunc *f = ir_func(nm->ms, nm->fs);
  r->verdict = EQUIV_INCORRECT;
  r->kind = k;
  input_str(nm->ms, f, in, r->input, sizeof r->input);
  if (e->alias) alias_str(nm->ms, f, e->alias, r->input, sizeof r->input);
  if (in->callees == INTERP_CALLEES_QUIET)
    add(r->input, sizeof r->input, strlen(r->input),
        "; functions without a body quiet (no memory through their arguments, edge results)");
  if (has_extern(nm->ms) || has_extern(nm->mt))
    add(r->input, sizeof r->input, strlen(r->input), "; globals defined elsewhere hold the bytes of seed 0x%" PRIx64,
        in->seed);
  behaviour_str(e->ms, e->fs, rs, r->src, sizeof r->src);
  behaviour_str(e->mt, e->ft, rt, r->tgt, sizeof r->tgt);
  if (k == EQUIV_MEMORY || (d && d->buf >= 0)) {
    where_str(nm->ms, f, vs, d, r->where, sizeof r->where);
    size_t at = strlen(r->where);
    if (d->tgt_poison) add(r->where, sizeof r->where, at, ": source 0x%02x, target poison", d->src_byte);
    else add(r->where, sizeof r->where, at, ": source 0x%02x, target 0x%02x", d->src_byte, d->tgt_byte);
  }
  if (k == EQUIV_CALLS) call_str(e, rs, rt, d->call, r->where, sizeof r->where);
  char *text = NULL;
  size_t len = 0;
  FILE *mf = open_memstream(&text, &len);
  if (mf) {
    InterpOpts io = e->o->interp;
    interp_input_write(mf, e->mt, e->ft, in, &io);  /* replays the target */
    fclose(mf);
    r->input_text = text;
  }
  e->done = true;
}

/* LangRef, "denormal-fp-math": flushing subnormals "is not mandated", so
 * the source may behave as with or without flushing (the interpreter's
 * first run flushes, as PTX .ftz does).  A difference is explained when
 * both sides rerun without flushing give behaviours such that each target
 * behaviour refines one of the source's two (whole-run choices; the same
 * rule as the differential oracle's DiffOpts.denormal_choice).  When
 * neither explains it but flushing is observable in the source on this
 * input, the target may be one mix of per-operation choices, which LLVM
 * allows and the interpreter does not enumerate: *mixed is set, and the
 * pair is unsupported rather than incorrect (the oracle gives such an
 * input no verdict). */
static bool refines(const IrModule *ms, const InterpResult *s, const IrModule *mt, const InterpResult *t) {
  InterpResult vs, vt;
  if (!align_bufs(ms, s, mt, t, &vs, &vt)) return false;
  InterpDiff d;
  bool ok = interp_compare(&vs, &vt, &d) == INTERP_REFINES;
  free(vs.bufs), free(vt.bufs);
  return ok;
}

static bool denormal_explains(Eq *e, const InterpInput *in, const InterpResult *rs, const InterpResult *rt,
                              bool *mixed) {
  *mixed = false;
  if (!e->denorm) return false;
  if (!e->psi) {
    InterpOpts a = e->is, b = e->it;
    a.denormal_ieee = b.denormal_ieee = true;
    e->psi = interp_compile(e->c, e->ms, e->fs, &a);
    e->pti = e->psi ? interp_compile(e->c, e->mt, e->ft, &b) : NULL;
    if (!e->pti) {
      ir_ctx_clear_error(e->c);
      e->denorm = false;  /* cannot rerun: no explanation */
      return false;
    }
  }
  InterpResult si, ti;
  undef_set(e->psi, e->ucur_s), undef_set(e->pti, e->ucur_t);
  if (interp_exec(e->psi, in, &si) != IR_OK) return ir_ctx_clear_error(e->c), false;
  bool ok = false;
  if (interp_exec(e->pti, in, &ti) == IR_OK) {
    ok = refines(e->ms, &si, e->mt, rt) && (refines(e->ms, rs, e->mt, &ti) || refines(e->ms, &si, e->mt, &ti));
    interp_result_free(e->c, &ti);
  } else
    ir_ctx_clear_error(e->c);
  if (!ok) *mixed = !refines(e->ms, rs, e->ms, &si) || !refines(e->ms, &si, e->ms, rs);
  interp_result_free(e->c, &si);
  return ok;
}

/* freeze of poison is "an arbitrary, but fixed, value" (LangRef): the
 * source rerun with the other choice (InterpOpts.freeze_ones) makes the
 * bytes that change with it don't care (interp_compare_nondet; the same
 * rule as the differential oracle's). */
static bool freeze_explains(Eq *e, const InterpInput *in, const InterpResult *rs, const InterpResult *rt) {
  if (!e->freeze) return false;
  if (!e->psf) {
    InterpOpts a = e->is;
    a.freeze_ones = true;
    e->psf = interp_compile(e->c, e->ms, e->fs, &a);
    if (!e->psf) {
      ir_ctx_clear_error(e->c);
      e->freeze = false;
      return false;
    }
  }
  InterpResult alt, vs, vt, va;
  undef_set(e->psf, e->ucur_s);
  if (interp_exec(e->psf, in, &alt) != IR_OK) return ir_ctx_clear_error(e->c), false;
  bool ok = false;
  if (align_bufs(e->ms, rs, e->mt, rt, &vs, &vt)) {
    InterpResult dummy;
    if (align_bufs(e->ms, &alt, e->mt, rt, &va, &dummy)) {
      InterpDiff d;
      InterpVerdict v = interp_compare_nondet(&vs, &va, &vt, &d);
      ok = v == INTERP_REFINES || v == INTERP_SRC_UNDEFINED;
      free(va.bufs), free(dummy.bufs);
    }
    free(vs.bufs), free(vt.bufs);
  }
  interp_result_free(e->c, &alt);
  return ok;
}

/* A value or memory mismatch whose differing FP values come from reassoc
 * chains (the differential oracle's rule, oracles/diff/reassoc.h): NONE
 * when every difference lies within the error bound of its terms in
 * another order, EQUIV_REASSOC (the finding, e->r->why) when one does not
 * or its terms differ, else the kind of the first difference left (d). */
static EquivKind reassoc_explains(Eq *e, const InterpInput *in, const InterpResult *vs, InterpResult *vt,
                                  InterpDiff *d, EquivKind k) {
  ReassocCtx x;
  memset(&x, 0, sizeof x);
  x.c = e->c, x.ms = e->ms, x.fs = e->fs, x.mt = e->mt, x.ft = e->ft, x.in = in;
  x.opts = e->it;
  x.opts.undef_choices = false;  /* its reruns: undef is poison, as before choices */
  ReassocVerdict rv;
  InterpVerdict v = reassoc_compare(&x, vs, vt, d, &rv);
  if (rv == REASSOC_BAD) {
    snprintf(e->r->why, sizeof e->r->why, "%.500s", x.why);
    return EQUIV_REASSOC;
  }
  if (rv == REASSOC_OK) {
    e->r->nreassoc += x.explained;
    return EQUIV_NONE;
  }
  if (!x.explained) return k;
  switch (v) {  /* some differences explained: the kind of the one left */
  case INTERP_VALUE_MISMATCH: return d->buf >= 0 ? EQUIV_MEMORY : EQUIV_VALUE;
  case INTERP_MORE_POISON: return d->buf >= 0 ? EQUIV_MEMORY : EQUIV_POISON;
  default: return k;
  }
}

static EquivKind kind_of(InterpVerdict v, const InterpDiff *d) {
  switch (v) {
  case INTERP_VALUE_MISMATCH: return d->buf >= 0 ? EQUIV_MEMORY : EQUIV_VALUE;
  case INTERP_MORE_POISON: return d->buf >= 0 ? EQUIV_MEMORY : EQUIV_POISON;
  case INTERP_TGT_UB: return EQUIV_UB;
  case INTERP_TGT_TIMEOUT: return EQUIV_TIMEOUT;
  case INTERP_STATUS_MISMATCH: return EQUIV_BEHAVIOUR;
  case INTERP_CALL_MISMATCH: return EQUIV_CALLS;
  default: return EQUIV_NONE;
  }
}

/* Judges target run rt against source run rs (defined): records the pair
 * incorrect or unsupported in e when rt does not refine rs, with every
 * explanation of a difference the oracle knows tried first. */
static IrStatus judge(Eq *e, const InterpInput *in, const InterpResult *rs, const InterpResult *rt) {
  if (rt->status == INTERP_UNSUPPORTED) {
    set_unsupported(e, "%s", rt->reason);
    return IR_OK;
  }
  InterpResult vs, vt;
  if (!align_bufs(e->ms, rs, e->mt, rt, &vs, &vt)) return ir_error(e->c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  InterpDiff d;
  EquivKind k = kind_of(interp_compare(&vs, &vt, &d), &d);
  char names[64];
  if (k == EQUIV_VALUE || k == EQUIV_MEMORY) k = reassoc_explains(e, in, &vs, &vt, &d, k);
  if (k == EQUIV_REASSOC) {
    set_incorrect(e, k, in, rs, rt, &vs, &d);
    k = EQUIV_NONE;
  }
  bool mixed = false, dn = k != EQUIV_NONE && denormal_explains(e, in, rs, rt, &mixed);
  if (k != EQUIV_NONE && !dn && mixed) {
    set_unsupported(e, "%s", "denormal flushing chosen per operation: the target may be a mix the interpreter does not enumerate");
  } else if (k != EQUIV_NONE && !dn && !freeze_explains(e, in, rs, rt)) {
    /* a differing FP value under reassoc/arcp/afn/nsz proves nothing: the
     * interpreter knows one of the results the flags allow; nor does a
     * differing integer that such a value can reach (fptosi, fcmp) */
    bool fpval = (k == EQUIV_VALUE && (ir_type_is_fp(e->ms, ir_type_scalar(e->ms, ir_func(e->ms, e->fs)->ret)) ||
                                       interp_fmf_reaches_int(e->ms))) ||
                 (k == EQUIV_MEMORY && !d.tgt_poison);
    if (fpval && interp_fmf_value_changing(e->ms, names, sizeof names)) {
      char why[160];
      snprintf(why, sizeof why, "fast-math flags (%s): a differing FP value is allowed", names);
      set_unsupported(e, "%s", why);
    } else
      set_incorrect(e, k, in, rs, rt, &vs, &d);
  }
  free(vs.bufs);
  free(vt.bufs);
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* Undef choices                                                        */
/* Method.  LLVM's undef is any value, chosen afresh at each use; the
 * interpreter runs it as poison unless a program is compiled with
 * InterpOpts.undef_choices, whose sites (undef uses that run at most once
 * per run: interp.h, vm_compile.c "Undef uses") then take their bits from
 * a choice vector.  Refinement with nondeterminism on both sides (Alive2's
 * rule): on an input, for every behaviour of the target there must be a
 * behaviour of the source that it refines.  So, on each input, every
 * choice d of the target's sites is run, and
 *   1. the target run is judged against the source's run with undef as
 *      poison, the oracle's usual judgement.  Poison is refined by every
 *      value and branching on it is UB, so that run is refined by every
 *      run of the source, whatever its choices: a difference found here is
 *      one for every source choice, a real bug -- provided the target run
 *      is a behaviour of the target, which a run with some fixed choice is
 *      (a site that runs several times giving one value each time is one
 *      of LLVM's behaviours too), and with undef as poison where it is
 *      not a site is no less than before.
 *   2. when the source has sites, every choice c of them is tried until a
 *      run of the source with c is refined by the target run (or is UB or
 *      out of steps: a source that may be UB allows anything); none: the
 *      pair is incorrect.  This is decided only when the search is
 *      complete and exact: the target's runs are behaviours of the target
 *      (no target undef left as poison: no use that is not a site, no
 *      read of memory LLVM leaves undef and the interpreter poison, at most
 *      undef_bits bits), the source's sites have at most undef_bits bits
 *      (those that are not sites stay poison, which only lets more target
 *      runs pass), and no other nondeterminism of the pair is judged by a
 *      rule this search does not repeat (denormal flushing, fast-math
 *      flags); freeze's second run is repeated per choice.
 * Runs with choices are bounded per pair (EQUIV_UNDEF_RUNS): past the
 * bound, the target runs with choice 0 (one of its behaviours) and the
 * source with poison, judged as in 1, and no search is made.  Without
 * sites on either side the oracle is what it was. */

enum { EQUIV_UNDEF_MAXBITS = 12 };
#define EQUIV_UNDEF_RUNS (1ull << 20)

static void spend(Eq *e) {
  if (*e->ubudget) (*e->ubudget)--;
  else e->r->undef_cut = true;
  e->r->nundef++;
}

static void undef_setup(Eq *e) {
  e->usetup = true;
  e->ucur_s = e->ucur_t = UNDEF_NONE;
  uint32_t lim = e->o->undef_bits < EQUIV_UNDEF_MAXBITS ? e->o->undef_bits : EQUIV_UNDEF_MAXBITS;
  if (!lim) return;
  InterpUndef us, ut;
  interp_undef_info(e->ps, &us);
  interp_undef_info(e->pt, &ut);
  e->ufmask_s = us.freeze_mask, e->ufmask_t = ut.freeze_mask;
  if (ut.nuses && ut.bits <= lim) e->ubits_t = ut.bits;
  char names[64];
  bool tgt_runs_exact = !ut.nrest && !ut.uninit && ut.bits <= lim;
  bool other_nd = e->denorm || interp_fmf_value_changing(e->ms, names, sizeof names) ||
                  interp_fmf_value_changing(e->mt, names, sizeof names);
  if (!us.nuses || us.bits > lim || !tgt_runs_exact || other_nd) return;
  size_t n = (size_t)1 << us.bits;
  e->ucache = calloc(n, sizeof *e->ucache);
  e->uhave = calloc(n, 1);
  if (e->ucache && e->uhave) e->ubits_s = us.bits;
}

static void undef_release(Eq *e) {
  free(e->ucache), free(e->uhave);
  e->ucache = NULL, e->uhave = NULL;
}

static void cache_clear(Eq *e) {
  for (size_t c = 0; e->ubits_s && c < ((size_t)1 << e->ubits_s); c++)
    if (e->uhave[c]) interp_result_free(e->c, &e->ucache[c]), e->uhave[c] = 0;
}

/* The source's run on in with choice c (cached for this input). */
static IrStatus src_choice(Eq *e, const InterpInput *in, uint64_t c, const InterpResult **out) {
  if (!e->uhave[c]) {
    undef_set(e->ps, c);
    IrStatus st = interp_exec(e->ps, in, &e->ucache[c]);
    undef_set(e->ps, UNDEF_NONE);
    if (st) return st;
    e->uhave[c] = 1;
    spend(e);
  }
  *out = &e->ucache[c];
  return IR_OK;
}

/* Whether target run rt refines source run rc (of choice c), or does with
 * freeze's other choice. */
static bool refines_choice(Eq *e, const InterpInput *in, uint64_t c, const InterpResult *rc, const InterpResult *rt) {
  if (refines(e->ms, rc, e->mt, rt)) return true;
  e->ucur_s = c;
  bool ok = freeze_explains(e, in, rc, rt);
  e->ucur_s = UNDEF_NONE;
  return ok;
}

/* Step 2 of the method for target run rt: some source choice it refines,
 * else the pair is incorrect (shown with the source's choice 0). */
static IrStatus undef_search(Eq *e, const InterpInput *in, const InterpResult *rt, bool *defined) {
  uint64_t n = (uint64_t)1 << e->ubits_s;
  const InterpResult *rc = NULL;
  for (uint64_t c = 0; c < n; c++) {
    if (!*e->ubudget) {
      e->r->undef_cut = true;
      return IR_OK;  /* no verdict from the choices */
    }
    IrStatus st = src_choice(e, in, c, &rc);
    if (st) return st;
    if (rc->status == INTERP_UNSUPPORTED) {
      set_unsupported(e, "%s", rc->reason);
      return IR_OK;
    }
    if (rc->status == INTERP_UB || rc->status == INTERP_TIMEOUT) return IR_OK;
    *defined = true;
    if (refines_choice(e, in, c, rc, rt)) return IR_OK;
  }
  /* a branch of the source on undef: UB on this input, which allows
   * anything (interp_branch_on_undef: every choice has UB then) */
  for (uint64_t c = 1; c < n; c++)
    if (!(c & e->ufmask_s) && e->uhave[0] && e->uhave[c] && interp_branch_on_undef(&e->ucache[0], &e->ucache[c]))
      return IR_OK;
  IrStatus st = src_choice(e, in, 0, &rc);
  if (st) return st;
  InterpResult vs, vt;
  if (!align_bufs(e->ms, rc, e->mt, rt, &vs, &vt)) return ir_error(e->c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  InterpDiff d;
  EquivKind k = kind_of(interp_compare(&vs, &vt, &d), &d);
  set_incorrect(e, k == EQUIV_NONE ? EQUIV_VALUE : k, in, rc, rt, &vs, &d);
  size_t at = strlen(e->r->src);
  add(e->r->src, sizeof e->r->src, at,
      " (its undef bits all 0; no choice of its %u undef bits gives a behaviour the target refines)", e->ubits_s);
  free(vs.bufs), free(vt.bufs);
  return IR_OK;
}

/* One input with choices: every target choice (choice 0 only past the
 * budget), each judged against the source's poison run rs, then searched
 * for among the source's choices. */
static IrStatus undef_run(Eq *e, const InterpInput *in, const InterpResult *rs, bool defined) {
  bool budget = *e->ubudget > 0, search = budget && e->ubits_s;
  if (!defined && !search) return IR_OK;  /* the input says nothing, as without choices */
  /* a freeze site without a choice is one behaviour of the source, not
   * the most permissive as poison is: with freeze sites the source is
   * judged by the search alone; without the search a target's freeze
   * sites keep their usual freeze (one of its behaviours) */
  bool judge_poison = !(search && e->ufmask_s);
  uint64_t nd = budget && (search || !e->ufmask_t) ? (uint64_t)1 << e->ubits_t : 1;
  bool any = defined, tub = false;
  IrStatus st = IR_OK;
  InterpResult rt0;  /* the target's run with choice 0 */
  memset(&rt0, 0, sizeof rt0);
  for (uint64_t dch = 0; dch < nd && st == IR_OK && !e->done; dch++) {
    e->ucur_t = e->ubits_t && nd > 1 ? dch : UNDEF_NONE;
    undef_set(e->pt, e->ucur_t);
    InterpResult rt;
    st = interp_exec(e->pt, in, &rt);
    if (st) break;
    if (e->ubits_t) spend(e);
    if (rt.status == INTERP_UNSUPPORTED) set_unsupported(e, "%s", rt.reason);
    else if (defined && judge_poison) st = judge(e, in, rs, &rt);
    if (st == IR_OK && !e->done && search) st = undef_search(e, in, &rt, &any);
    if (e->done && e->r->verdict == EQUIV_INCORRECT && e->ubits_t)
      add(e->r->tgt, sizeof e->r->tgt, strlen(e->r->tgt), " (its undef bits 0x%" PRIx64 ")", dch);
    tub |= dch > 0 && !(dch & e->ufmask_t) && interp_branch_on_undef(&rt0, &rt);
    if (dch == 0) rt0 = rt;
    else interp_result_free(e->c, &rt);
  }
  /* a branch of the target on undef: UB on this input where the source,
   * its undef as poison, was defined (so it branched on no undef) */
  if (st == IR_OK && tub && defined && !e->done) {
    set_incorrect(e, EQUIV_UB, in, rs, &rt0, NULL, NULL);
    snprintf(e->r->tgt, sizeof e->r->tgt,
             "ub: a branch on undef (its condition takes different values with different choices of the "
             "target's %u undef bits)", e->ubits_t);
  }
  interp_result_free(e->c, &rt0);
  e->ucur_t = UNDEF_NONE;
  undef_set(e->pt, UNDEF_NONE);
  if (any) e->r->ndefined++;
  if (e->ubits_s) cache_clear(e);
  return st;
}

/* Runs one input on both sides and records its verdict; false on error. */
static IrStatus run_one(Eq *e, const InterpInput *in) {
  if (!e->usetup) undef_setup(e);
  InterpResult rs, rt;
  IrStatus st = interp_exec(e->ps, in, &rs);
  if (st) return st;
  e->r->ninputs++;
  if (rs.status == INTERP_UNSUPPORTED) {
    set_unsupported(e, "%s", rs.reason);
    interp_result_free(e->c, &rs);
    return IR_OK;
  }
  bool defined = rs.status != INTERP_UB && rs.status != INTERP_TIMEOUT;  /* else the input says nothing */
  if (e->ubits_s || e->ubits_t) {
    st = undef_run(e, in, &rs, defined);
  } else if (defined) {
    e->r->ndefined++;
    st = interp_exec(e->pt, in, &rt);
    if (!st) {
      st = judge(e, in, &rs, &rt);
      interp_result_free(e->c, &rt);
    }
  }
  interp_result_free(e->c, &rs);
  return st;
}

/* Whether function fi of m may call a function without a body that is no
 * known callee (intrinsics.def), directly or through the definitions it calls (an indirect
 * call: when m declares one), so that the callee variant (xcall.c "Quiet
 * callees") matters. */
static bool reaches_decl(const IrModule *m, uint32_t fi, uint8_t *seen) {
  if (seen[fi]) return false;
  seen[fi] = 1;
  const IrFunc *f = ir_func(m, fi);
  for (IrId i = 0; i < f->ninsts; i++) {
    if (f->insts[i].op != IR_CALL) continue;
    uint32_t g = ir_call_callee(f, i);
    if (g == IR_NIL) {
      for (uint32_t d = 0; d < m->nfuncs; d++)
        if (ir_func(m, d)->is_decl && ir_func(m, d)->intrin == IR_IN_NONE) return true;
    } else if (g < m->nfuncs) {
      const IrFunc *cf = ir_func(m, g);
      if (cf->is_decl ? cf->intrin == IR_IN_NONE : reaches_decl(m, g, seen)) return true;
    }
  }
  return false;
}

static bool has_xcallee(const Eq *e) {
  uint8_t *ss = calloc(e->ms->nfuncs + 1, 1), *st = calloc(e->mt->nfuncs + 1, 1);
  bool r = !ss || !st || reaches_decl(e->ms, e->fs, ss) || reaches_decl(e->mt, e->ft, st);
  free(ss), free(st);
  return r;
}

static IrStatus run_exhaustive(Eq *e) {
  const IrFunc *f = ir_func(e->ms, e->fs);
  uint64_t count = 1;
  for (uint32_t k = 0; k < f->nparams; k++) count *= ((uint64_t)1 << enum_bits(e->ms, &f->params[k])) + 1;
  InterpInput in;
  IrStatus st = IR_OK;
  if (!input_alloc(e->ms, f, &in)) st = ir_error(e->c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  /* with functions without a body or globals defined elsewhere, each
   * input under several seeds (what they return, what the globals hold)
   * and both behaviours of the callees (xcall.c "Quiet callees"): 32 for
   * up to 64 inputs, 8 for up to 4096, else 2 */
  bool xc = has_xcallee(e);
  uint32_t reps = !xc && !has_extern(e->ms) && !has_extern(e->mt) ? 1 : count <= 64 ? 32 : count <= 4096 ? 8 : 2;
  for (uint64_t i = 0; st == IR_OK && i < count && !e->done; i++) {
    input_exhaustive(e->ms, f, i, &in);
    for (uint32_t r = 0; r < reps && st == IR_OK && !e->done; r++) {
      in.seed = r ? ir_mix64(0x5eed0000u + r) : 0;
      in.callees = xc && r & 1 ? INTERP_CALLEES_QUIET : INTERP_CALLEES_ACTIVE;
      st = run_one(e, &in);
    }
  }
  input_release(&in);
  return st;
}

/* ------------------------------------------------------------------ */
/* Aliasing runs: the pair wrapped per plan (interp_alias_print)        */

enum { EQUIV_MAX_PLANS = 6 };

typedef struct AliasRun {
  Eq e;                  /* the pair's Eq with the wrappers as ms / mt */
  IrModule *ws, *wt;
  InterpAlias plan;
  bool tried, ok;
} AliasRun;

static IrModule *alias_wrap(IrCtx *c, const IrModule *m, uint32_t f, const InterpAlias *a, uint32_t *wf) {
  char *text = NULL;
  size_t len = 0;
  FILE *mf = open_memstream(&text, &len);
  if (!mf) return NULL;
  IrStatus st = interp_alias_print(mf, m, f, a);
  fclose(mf);
  IrModule *w = st ? NULL : ir_parse(c, "alias", text, len);
  free(text);
  for (uint32_t i = 0; w && i < w->nfuncs; i++)
    if (!strcmp(ir_cstr(w, ir_func(w, i)->name), INTERP_ALIAS_WRAPPER)) *wf = i;
  return w;
}

/* Wraps and compiles both sides for plan a; false (no error) when either
 * cannot be: the input then runs unaliased. */
static uint32_t func_named(const IrModule *m, const char *name) {
  for (uint32_t g = 0; g < m->nfuncs; g++)
    if (!strcmp(ir_cstr(m, ir_func(m, g)->name), name)) return g;
  return UINT32_MAX;
}

static bool alias_prepare(Eq *e, AliasRun *ar) {
  ar->tried = true;
  ar->e = *e;
  ar->e.orig = e, ar->e.alias = &ar->plan;
  ar->e.psi = ar->e.pti = ar->e.psf = NULL;
  ar->e.usetup = false, ar->e.ubits_s = ar->e.ubits_t = 0;
  ar->e.ucache = NULL, ar->e.uhave = NULL;
  InterpAlias tplan = ar->plan;  /* a function plan names the function by its index in each module */
  if (tplan.base == INTERP_ALIAS_FUNC) {
    const IrModule *ms = e->ms;
    tplan.off = ms == e->mt ? tplan.off : func_named(e->mt, ir_cstr(ms, ir_func(ms, tplan.off)->name));
  }
  ar->ws = alias_wrap(e->c, e->ms, e->fs, &ar->plan, &ar->e.fs);
  ar->wt = ar->ws && tplan.off != UINT32_MAX ? alias_wrap(e->c, e->mt, e->ft, &tplan, &ar->e.ft) : NULL;
  ar->e.ms = ar->ws, ar->e.mt = ar->wt;
  ar->e.ps = ar->wt ? interp_compile(e->c, ar->ws, ar->e.fs, &e->is) : NULL;
  ar->e.pt = ar->e.ps ? interp_compile(e->c, ar->wt, ar->e.ft, &e->it) : NULL;
  ar->ok = ar->e.pt != NULL;
  ir_ctx_clear_error(e->c);
  return ar->ok;
}

static void alias_release(AliasRun *ar) {
  if (!ar->tried) return;
  undef_release(&ar->e);
  InterpProg *p[] = {ar->e.ps, ar->e.pt, ar->e.psi, ar->e.pti, ar->e.psf};
  for (unsigned i = 0; i < sizeof p / sizeof *p; i++)
    if (p[i]) interp_prog_free(p[i]);
  if (ar->ws) ir_module_free(ar->ws);
  if (ar->wt) ir_module_free(ar->wt);
}

/* The plans of the source whose pair of parameters may alias in the
 * target too (neither noalias, byval nor initializes there). */
static uint32_t alias_plans(const Eq *e, AliasRun *runs) {
  InterpAlias ps[EQUIV_MAX_PLANS], pt[3 * EQUIV_MAX_PLANS];
  uint32_t ns = interp_alias_plans(e->ms, e->fs, ps, EQUIV_MAX_PLANS), nt =
      interp_alias_plans(e->mt, e->ft, pt, 3 * EQUIV_MAX_PLANS), n = 0;
  for (uint32_t i = 0; i < ns; i++) {
    bool both = false;
    for (uint32_t j = 0; j < nt && !both; j++)
      both = (pt[j].arg == ps[i].arg && pt[j].base == ps[i].base) || (pt[j].arg == ps[i].base && pt[j].base == ps[i].arg);
    if (both) {
      memset(&runs[n], 0, sizeof runs[n]);
      runs[n++].plan = ps[i];
    }
  }
  return n;
}

/* Misaligned and null runs: a pointer parameter the source promises no
 * alignment for (no align N) points 1 byte into its buffer, so that an
 * alignment a transformation assumes or adds (align 4 on a load or on the
 * parameter) shows; one it promises nothing of (no nonnull,
 * dereferenceable(N)) is null, so that a nonnull or a dereference added
 * shows.  The same wrapper as aliasing, with arg == base, or a null base. */
static uint32_t misalign_plans(const Eq *e, AliasRun *runs) {
  const IrFunc *f = ir_func(e->ms, e->fs);
  uint32_t n = 0;
  for (uint32_t k = 0; k < f->nparams && n + 2 <= EQUIV_MAX_PLANS; k++) {
    const IrParam *pa = &f->params[k];
    if (ir_ty(e->ms, pa->type)->kind != IR_TPTR || pa->byval != IR_VOID || pa->inits.bits) continue;
    if (pa->align <= 1) {
      memset(&runs[n], 0, sizeof runs[n]);
      runs[n++].plan = (InterpAlias){k, k, 1};
    }
    if (!(pa->attrs & IR_PA_NONNULL) && !pa->deref) {
      memset(&runs[n], 0, sizeof runs[n]);
      runs[n++].plan = (InterpAlias){k, INTERP_ALIAS_NULL, 0};
    }
  }
  return n;
}

/* Function runs: a pointer parameter the function calls (an indirect call
 * through it) is the address of a function of the module of that call's
 * type (not an intrinsic, not the pair's own functions, present by name
 * in the target's module too), so that a transformation that compares it
 * with a function and calls that one directly (devirtualisation) is
 * checked on that path. */
static uint32_t func_plans(const Eq *e, AliasRun *runs, uint32_t cap) {
  const IrModule *m = e->ms;
  const IrFunc *f = ir_func(m, e->fs);
  uint32_t n = 0;
  for (uint32_t k = 0; k < f->nparams && n < cap; k++) {
    const IrParam *pa = &f->params[k];
    if (ir_ty(m, pa->type)->kind != IR_TPTR || pa->byval != IR_VOID) continue;
    for (IrId u = pa->first_use; u != IR_NIL && n < cap; u = f->uses[u].next) {
      IrId i = f->uses[u].user;
      const IrInst *in = &f->insts[i];
      if (in->op != IR_CALL || ir_call_callee(f, i) != IR_NIL || !ir_ref_eq(ir_opnd(f, i, 0), ir_ref(IR_RARG, k))) continue;
      for (uint32_t g = 0; g < m->nfuncs && n < cap; g++) {
        const IrFunc *cf = ir_func(m, g);
        if (g == e->fs || cf->intrin != IR_IN_NONE || cf->vararg || cf->nparams != in->nops - 1 || cf->ret != in->type)
          continue;
        const char *nm = ir_cstr(m, cf->name);
        if (!strcmp(nm, ir_cstr(e->mt, ir_func(e->mt, e->ft)->name)) || func_named(e->mt, nm) == UINT32_MAX) continue;
        bool same = true;
        for (uint32_t j = 0; j < cf->nparams && same; j++)
          same = cf->params[j].type == ir_value_type(f, ir_opnd(f, i, j + 1));
        bool dup = false;
        for (uint32_t r = 0; r < n; r++) dup |= runs[r].plan.arg == k && runs[r].plan.off == g;
        if (!same || dup) continue;
        memset(&runs[n], 0, sizeof runs[n]);
        runs[n++].plan = (InterpAlias){k, INTERP_ALIAS_FUNC, g};
      }
    }
  }
  return n;
}

/* For an interior run: every integer scalar argument, for one seed bit
 * each, a small negative value (-1 .. -4), an index below the pointer. */
static void negate_some(const IrModule *m, const IrFunc *f, InterpInput *in, uint64_t seed) {
  uint64_t h = ir_mix64(seed ^ 0x1e5a);
  for (uint32_t k = 0; k < f->nparams && k < in->nargs; k++, h >>= 3) {
    InterpArg *a = &in->args[k];
    IrType t = f->params[k].type;
    if (!(h & 1) || a->is_buffer || a->is_null || !ir_type_is_int(m, t) || ir_type_bits(m, t) < 8) continue;
    set_int(a, ir_type_bits(m, t), -1 - (int64_t)((h >> 1) & 3));
  }
}

/* Whether parameter pa may point 32 bytes into its buffer (no byval,
 * initializes or align above 32). */
static bool may_point_inside(const IrParam *pa) { return pa->byval == IR_VOID && !pa->inits.bits && pa->align <= 32; }

/* Whether parameter k of f is a pointer that may point inside its buffer
 * and a getelementptr of it takes a variable index (a negative one then
 * matters). */
static bool indexed_param(const IrModule *m, const IrFunc *f, uint32_t k) {
  const IrParam *pa = &f->params[k];
  if (ir_ty(m, pa->type)->kind != IR_TPTR || !may_point_inside(pa)) return false;
  for (IrId u = pa->first_use; u != IR_NIL; u = f->uses[u].next) {
    IrId i = f->uses[u].user;
    if (f->insts[i].op != IR_GEP) continue;
    for (uint32_t j = 1; j < f->insts[i].nops; j++)
      if (!ir_ref_is(ir_opnd(f, i, j), IR_RCONST)) return true;
  }
  return false;
}

/* Interior runs: a pointer parameter points 32 bytes into its buffer
 * (aligned as before), so that a negative offset the source may take
 * stays in bounds and one a transformation assumes never negative (a
 * "shl nuw" for a gep's scaling), or the object's start, shows. */
static uint32_t interior_plans(const Eq *e, AliasRun *runs) {
  const IrFunc *f = ir_func(e->ms, e->fs), *g = ir_func(e->mt, e->ft);
  uint32_t n = 0;
  for (uint32_t k = 0; k < f->nparams && n < EQUIV_MAX_PLANS; k++) {
    if (!indexed_param(e->ms, f, k) || !may_point_inside(&g->params[k])) continue;
    memset(&runs[n], 0, sizeof runs[n]);
    runs[n++].plan = (InterpAlias){k, k, 32};
  }
  return n;
}

static IrStatus run_aliased(Eq *e, AliasRun *ar, const InterpInput *in) {
  if (!ar->tried) alias_prepare(e, ar);
  if (!ar->ok) return run_one(e, in);
  IrStatus st = run_one(&ar->e, in);
  if (ar->e.done) e->done = true;
  return st;
}

static void shrink_to_deref(const IrFunc *f, InterpInput *in) {
  for (uint32_t k = 0; k < f->nparams && k < in->nargs; k++) {
    uint64_t n = f->params[k].deref > f->params[k].deref_or_null ? f->params[k].deref : f->params[k].deref_or_null;
    InterpArg *a = &in->args[k];
    if (n && a->is_buffer && !a->is_null && !a->is_alias && n < a->size) a->size = (uint32_t)n;
  }
}

/* Poison runs: one argument, or one lane of a vector argument, is poison
 * (Alive2 tries poison for every input).  A source that does not depend
 * on it (a select or a branch that never reaches it, a loop that exits
 * before) stays defined; a target that does is found.  Choice j rotates
 * over the scalar and vector parameters, then their lanes.  False only
 * when out of memory. */
static bool poison_arg(IrCtx *c, const IrModule *m, const IrFunc *f, InterpInput *in, uint32_t j) {
  uint32_t cand[64], n = 0;
  for (uint32_t k = 0; k < f->nparams && k < in->nargs && n < 64; k++) {
    IrType s = ir_type_scalar(m, f->params[k].type);
    if (f->params[k].byval == IR_VOID && !in->args[k].is_buffer && !in->args[k].is_null &&
        (ir_type_is_int(m, s) || ir_type_is_fp(m, s)) && in->args[k].size)
      cand[n++] = k;
  }
  if (!n) return true;
  uint32_t k = cand[j % n], lanes = ir_type_lanes(m, f->params[k].type), l = (j / n) % lanes;
  InterpArg *a = &in->args[k];
  if (!a->poison) {
    a->poison = ir_alloc(c, NULL, 0, a->size);
    if (!a->poison) return false;
    memset(a->poison, 0, a->size);
  }
  /* the other integer scalars at 0, 1 or -1 half of the time (a poison
   * value is often harmless only next to a corner: umin(0, poison)) */
  uint64_t h = ir_mix64(j * 0x9e3779b97f4a7c15u + 0x7f4a7c15u);
  for (uint32_t i = 0; i < n; i++, h = ir_mix64(h)) {
    InterpArg *b = &in->args[cand[i]];
    if (cand[i] == k || ir_type_lanes(m, f->params[cand[i]].type) > 1 ||
        !ir_type_is_int(m, f->params[cand[i]].type) || h % 2)
      continue;
    int64_t corner = (int64_t)((h >> 8) % 3);
    set_int(b, ir_type_bits(m, f->params[cand[i]].type), corner == 2 ? -1 : corner);
  }
  IrType s = ir_type_scalar(m, f->params[k].type);
  if (lanes > 1 && ir_type_bits(m, s) % 8 == 0) {
    uint32_t nb = ir_type_bits(m, s) / 8;
    memset(a->poison + l * nb, 1, nb);
  } else {
    memset(a->poison, 1, a->size);
  }
  return true;
}

static IrStatus run_sampled(Eq *e) {
  const EquivOpts *o = e->o;
  uint32_t total = 2 * o->nedge + o->nrandom;
  IrStatus st = IR_OK;
  /* both functions' constants (and boundaries) in the vectors of both */
  InterpConsts *k = calloc(1, sizeof *k);
  if (!k) return ir_error(e->c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  interp_consts_add(k, e->ms, e->fs);
  interp_consts_add(k, e->mt, e->ft);
  InterpGenOpts go = o->gen;
  if (!go.consts) go.consts = k;
  /* one generated vector in 4 runs with two pointer parameters aliased */
  AliasRun runs[EQUIV_MAX_PLANS], mis[EQUIV_MAX_PLANS], inner[EQUIV_MAX_PLANS];
  uint32_t nplans = alias_plans(e, runs), nmis = misalign_plans(e, mis), ninner = interior_plans(e, inner);
  ninner += func_plans(e, inner + ninner, EQUIV_MAX_PLANS - ninner);
  bool xcallees = has_xcallee(e);
  for (uint32_t i = 0; i < total && st == IR_OK && !e->done; i++) {
    bool from_tgt = i >= o->nedge && i < 2 * o->nedge;
    uint64_t seed = ir_mix64(o->seed * 0x100000001b3u + i);
    InterpInput in;
    st = from_tgt ? interp_input_gen(e->c, e->mt, e->ft, seed, &go, &o->interp, &in)
                  : interp_input_gen(e->c, e->ms, e->fs, seed, &go, &o->interp, &in);
    if (st) break;
    /* the random vectors: uniform bits, every other one edge-biased (the
     * functions' constants and boundaries, powers of two, ...) under a
     * seed of its own */
    if (i >= 2 * o->nedge && (i & 1)) randomize(e->ms, ir_func(e->ms, e->fs), &in, seed);
    /* one random vector in 8: the buffers of parameters the source says
     * are dereferenceable(N) exactly N bytes, so that a load past them a
     * transformation makes (speculating a wider or a later access) shows */
    if (i >= 2 * o->nedge && i % 8 == 2) shrink_to_deref(ir_func(e->ms, e->fs), &in);
    /* one random vector in 8 with a poison argument (or lane), an
     * edge-biased one (even: the other arguments at the constants) */
    if (i >= 2 * o->nedge && i % 8 == 6 && !poison_arg(e->c, e->ms, ir_func(e->ms, e->fs), &in, i / 8)) {
      interp_input_free(e->c, &in);
      st = ir_error(e->c, IR_ENOMEM, NULL, 0, 0, "out of memory");
      break;
    }
    /* the other behaviour of functions without a body (xcall.c "Quiet
     * callees") in every other block of 8 vectors, so that every
     * misaligned or null plan runs with both */
    if (xcallees && ((i / 8) / (nmis ? nmis : 1)) % 2 == 1) in.callees = INTERP_CALLEES_QUIET;
    /* one in 4 aliased, one in 8 misaligned or null, among the random vectors */
    if (nplans && i % 4 == 3) st = run_aliased(e, &runs[(i / 4) % nplans], &in);
    else if (nmis && i >= 2 * o->nedge && i % 8 == 5) st = run_aliased(e, &mis[(i / 8) % nmis], &in);
    else if (ninner && i >= 2 * o->nedge && i % 8 == 0) {
      AliasRun *ar = &inner[(i / 8) % ninner];
      if (ar->plan.base != INTERP_ALIAS_FUNC) negate_some(e->ms, ir_func(e->ms, e->fs), &in, seed);
      st = run_aliased(e, ar, &in);
    }
    else st = run_one(e, &in);
    interp_input_free(e->c, &in);
  }
  for (uint32_t j = 0; j < nplans; j++) alias_release(&runs[j]);
  for (uint32_t j = 0; j < nmis; j++) alias_release(&mis[j]);
  for (uint32_t j = 0; j < ninner; j++) alias_release(&inner[j]);
  free(k);
  return st;
}

static const char *ctx_why(IrCtx *c) {
  const char *m = ir_ctx_error(c), *p = strstr(m, "error: ");
  return p ? p + 7 : m;
}

IrStatus equiv_check(IrCtx *c, const IrModule *ms, uint32_t fs, const IrModule *mt, uint32_t ft,
                     const EquivOpts *o, EquivResult *r) {
  memset(r, 0, sizeof *r);
  if (fs >= ms->nfuncs || ft >= mt->nfuncs || ir_func(ms, fs)->is_decl || ir_func(mt, ft)->is_decl)
    return ir_error(c, IR_EUSER, NULL, 0, 0, "equiv: both functions of a pair must be definitions");
  Eq e;
  memset(&e, 0, sizeof e);
  e.c = c, e.ms = ms, e.mt = mt, e.fs = fs, e.ft = ft, e.o = o, e.r = r;
  const IrFunc *f = ir_func(ms, fs), *g = ir_func(mt, ft);
  char why[400];
  if (!same_signature(ms, f, mt, g, why, sizeof why)) {
    set_unsupported(&e, "%s", why);
    return IR_OK;
  }
  InterpOpts is = o->interp, it;
  if (!f->is_kernel && !o->grid_given) {  /* a plain function: one call, one thread */
    is.grid = (InterpGrid){{1, 1, 1}, {1, 1, 1}};
  }
  is.undef_choices = o->undef_bits != 0;  /* poison until a choice is set: "Undef choices" */
  is.extern_bytes = true;
  e.ubudget_own = EQUIV_UNDEF_RUNS;
  e.ubudget = &e.ubudget_own;
  it = is;
  uint64_t budget = is.step_budget ? is.step_budget : EQUIV_DEFAULT_STEPS;
  is.step_budget = budget;
  it.step_budget = budget * (o->tgt_budget_factor ? o->tgt_budget_factor : 1);
  e.is = is, e.it = it;
  unsigned nds = interp_nondet(ms);
  e.denorm = ((nds | interp_nondet(mt)) & INTERP_ND_DENORMAL) != 0;
  e.freeze = (nds & INTERP_ND_FREEZE) != 0;
  IrStatus st = IR_OK;
  ir_ctx_clear_error(c);
  e.ps = interp_compile(c, ms, fs, &is);
  if (!e.ps) {
    if (ir_ctx_status(c) == IR_ENOMEM) return IR_ENOMEM;
    set_unsupported(&e, "%s", ctx_why(c));
    ir_ctx_clear_error(c);
    return IR_OK;
  }
  e.pt = interp_compile(c, mt, ft, &it);
  if (!e.pt) {
    interp_prog_free(e.ps);
    if (ir_ctx_status(c) == IR_ENOMEM) return IR_ENOMEM;
    set_unsupported(&e, "%s", ctx_why(c));
    ir_ctx_clear_error(c);
    return IR_OK;
  }
  uint32_t bits = total_bits(ms, f), lim = o->exhaustive_bits;
  if (lim > EQUIV_MAX_EXHAUSTIVE_BITS) lim = EQUIV_MAX_EXHAUSTIVE_BITS;
  r->verdict = EQUIV_CORRECT;
  if (bits <= lim) {
    r->exhaustive = true;
    st = run_exhaustive(&e);
  } else
    st = run_sampled(&e);
  if (e.done && r->verdict == EQUIV_UNSUPPORTED) r->exhaustive = false;
  interp_prog_free(e.ps);
  interp_prog_free(e.pt);
  if (e.psi) interp_prog_free(e.psi);
  if (e.pti) interp_prog_free(e.pti);
  if (e.psf) interp_prog_free(e.psf);
  undef_release(&e);
  return st;
}

void equiv_print(FILE *out, const char *name, const EquivResult *r) {
  switch (r->verdict) {
  case EQUIV_CORRECT:
    fprintf(out, "%s: correct (%s%" PRIu64 " inputs, %" PRIu64 " where the source was defined", name,
            r->exhaustive ? "exhaustive, " : "", r->ninputs, r->ndefined);
    if (r->nreassoc)
      fprintf(out, "; %" PRIu64 " reassociated value%s within the error bound", r->nreassoc, r->nreassoc == 1 ? "" : "s");
    if (r->nundef)
      fprintf(out, "; %" PRIu64 " run%s with undef choices%s", r->nundef, r->nundef == 1 ? "" : "s",
              r->undef_cut ? ", cut short at the bound" : "");
    fprintf(out, ")\n");
    if (!r->ndefined)
      fprintf(out, "  note: the source is undefined on every input, so nothing was compared (try --grid, --steps)\n");
    break;
  case EQUIV_UNSUPPORTED: fprintf(out, "%s: unsupported: %s\n", name, r->why); break;
  case EQUIV_INCORRECT:
    fprintf(out, "%s: incorrect: %s\n", name, equiv_kind_name(r->kind));
    fprintf(out, "  input:  %s\n", r->input);
    fprintf(out, "  source: %s\n", r->src);
    fprintf(out, "  target: %s\n", r->tgt);
    if (r->where[0]) fprintf(out, "  %s: %s\n", r->kind == EQUIV_CALLS ? "calls" : "memory", r->where);
    if (r->kind == EQUIV_REASSOC) fprintf(out, "  why:    %s\n", r->why);
    break;
  }
}

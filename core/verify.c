/* core/verify.c -- the IR verifier: every rule LLVM 16's verifier applies
 * within passcheck's subset, plus passcheck's own (address spaces, known
 * callees and their constant operands, use-list consistency).
 *
 * Contract: ir_verify_module / ir_verify_func (core/ir.h) return IR_OK, or
 * IR_EUSER with the first problem in the context:
 *   "FILE:LINE:COL: error: <rule> in @func, block %name: `<instruction>`"
 * (no position when the instruction was synthesized).  They never modify
 * the module, never crash on any IR (lists, indices and operand counts are
 * checked before anything relies on them), and cost O(size) per function
 * plus the dominator computation.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <ctype.h>
#include <string.h>

#include "analysis/analysis.h"
#include "ir_impl.h"


/* ------------------------------------------------------------------ */
/* State                                                                */

typedef struct V {
  IrModule *m;
  IrCtx *c;
  IrFunc *f;               /* function being checked, NULL at module level */
  IrCfg cfg;
  IrDom dom;
  uint8_t *cstate;         /* per constant: 0 unchecked, 1 in progress, 2 valid */
  uint32_t ncstate;
  uint32_t *cnt, *seen;    /* per block scratch (phi checks); zero between uses */
  IrRef *first;            /* per block: first incoming value of the current phi */
  uint32_t capcnt, capseen, capfirst;
  uint32_t *tmp;           /* use counts, switch cases */
  uint32_t captmp;
  uint8_t *tcolor;         /* type table walk */
} V;

/* ------------------------------------------------------------------ */
/* Names and messages                                                   */

static bool bare_name_char(char ch, bool first) {
  if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '-' || ch == '$' || ch == '.' || ch == '_')
    return true;
  return !first && ch >= '0' && ch <= '9';
}

/* sigil + name, quoted and escaped as LLVM prints it when needed. */
static void put_name(char *buf, size_t n, char sigil, const char *name) {
  size_t at = 0;
  bool bare = name[0] != 0;
  for (const char *s = name; *s; s++) bare = bare && bare_name_char(*s, s == name);
#define PUTC(ch) (at + 1 < n ? (void)(buf[at++] = (ch)) : (void)0)
  PUTC(sigil);
  if (!bare) PUTC('"');
  for (const unsigned char *s = (const unsigned char *)name; *s; s++) {
    if (bare || (*s >= 32 && *s < 127 && *s != '"' && *s != '\\')) {
      PUTC((char)*s);
      continue;
    }
    PUTC('\\');
    PUTC("0123456789ABCDEF"[*s >> 4]);
    PUTC("0123456789ABCDEF"[*s & 15]);
  }
  if (!bare) PUTC('"');
#undef PUTC
  if (n) buf[at < n ? at : n - 1] = 0;
}

/* Whether the printer numbers a value with this name (none, or digits
 * only, which would clash with the numbering). */
static bool numbered(const IrModule *m, IrStr name) {
  const char *s = ir_cstr(m, name);
  if (!*s) return true;
  for (; *s; s++)
    if (*s < '0' || *s > '9') return false;
  return true;
}

/* The label of block b as the printer shows it: its name, or its number
 * (arguments, blocks and results without a name are numbered in order).
 * Walks are bounded, so corrupted lists cannot loop. */
static void block_label(const V *v, IrId b, char *buf, size_t n) {
  const IrFunc *f = v->f;
  const IrModule *m = v->m;
  if (b < f->nblocks && !numbered(m, f->blocks[b].name)) {
    put_name(buf, n, '%', ir_cstr(m, f->blocks[b].name));
    return;
  }
  uint32_t slot = 0, steps = 0;
  for (uint32_t a = 0; a < f->nparams; a++) slot += numbered(m, f->params[a].name);
  for (IrId x = f->entry; x != IR_NIL && x < f->nblocks && steps++ < f->nblocks; x = f->blocks[x].next) {
    if (numbered(m, f->blocks[x].name)) {
      if (x == b) {
        snprintf(buf, n, "%%%u", slot);
        return;
      }
      slot++;
    }
    uint32_t k = 0;
    for (IrId i = f->blocks[x].first; i != IR_NIL && i < f->ninsts && k++ < f->ninsts; i = f->insts[i].next)
      slot += f->insts[i].type != IR_VOID && f->insts[i].op != IR_NOP && numbered(m, f->insts[i].name);
  }
  snprintf(buf, n, "#%u", b); /* not in the layout */
}

static const char *file_of(const V *v) { return v->m->file ? ir_cstr(v->m, v->m->file) : NULL; }

static void func_name(const V *v, const IrFunc *f, char *buf, size_t n) {
  put_name(buf, n, '@', ir_cstr(v->m, f->name));
}

/* Collapses the printer's line breaks (switch) into single spaces. */
static void one_line(char *s) {
  char *w = s;
  for (char *r = s; *r; r++) {
    if (*r == '\n' || *r == '\r' || *r == '\t' || (*r == ' ' && (w == s || w[-1] == ' '))) {
      if (w != s && w[-1] != ' ') *w++ = ' ';
      continue;
    }
    *w++ = *r;
  }
  while (w != s && w[-1] == ' ') w--;
  *w = 0;
}

/* The text of instruction i.  printable: its operands were checked, so the
 * printer may read them; otherwise only the opcode is shown. */
static void inst_text(const V *v, IrId i, bool printable, char *buf, size_t n) {
  const IrInst *in = &v->f->insts[i];
  memset(buf, 0, n);
  FILE *fp = printable ? fmemopen(buf, n - 1, "w") : NULL;
  if (fp) {
    ir_print_inst(fp, v->m, v->f, i);
    fclose(fp);
    buf[n - 1] = 0;
    one_line(buf);
    size_t len = strlen(buf);
    if (len >= n - 3) memcpy(buf + n - 5, "...", 4);
    return;
  }
  char nm[128] = "";
  if (in->name) {
    put_name(nm, sizeof nm - 3, '%', ir_cstr(v->m, in->name));
    strcat(nm, " = ");
  }
  const char *op = in->op < IR_NOPS ? ir_opinfo[in->op].text : "?";
  snprintf(buf, n, "%s%s ...", nm, op);
}

static IrStatus report(V *v, uint32_t line, uint32_t col, const char *msg) {
  return ir_error(v->c, IR_EUSER, file_of(v), line, col, "%s", msg);
}

/* "<rule> in @f, block %b: `<inst>`" */
static IrStatus verr_inst(V *v, IrId i, bool printable, const char *fmt, va_list ap) {
  char rule[256], fn[160], bl[160], text[512], msg[1200];
  vsnprintf(rule, sizeof rule, fmt, ap);
  func_name(v, v->f, fn, sizeof fn);
  block_label(v, v->f->insts[i].block, bl, sizeof bl);
  inst_text(v, i, printable, text, sizeof text);
  snprintf(msg, sizeof msg, "%s in %s, block %s: `%s`", rule, fn, bl, text);
  return report(v, v->f->insts[i].line, v->f->insts[i].col, msg);
}

/* An error at an instruction whose operands are known to be sound. */
static IrStatus err_inst(V *v, IrId i, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  IrStatus s = verr_inst(v, i, true, fmt, ap);
  va_end(ap);
  return s;
}

/* An error at an instruction that the printer must not be shown. */
static IrStatus err_raw(V *v, IrId i, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  IrStatus s = verr_inst(v, i, false, fmt, ap);
  va_end(ap);
  return s;
}

static IrStatus err_block(V *v, IrId b, const char *rule) {
  char fn[160], bl[160], msg[512];
  func_name(v, v->f, fn, sizeof fn);
  block_label(v, b, bl, sizeof bl);
  snprintf(msg, sizeof msg, "%s in %s, block %s", rule, fn, bl);
  return report(v, b < v->f->nblocks ? v->f->blocks[b].line : 0, 0, msg);
}

static IrStatus err_func(V *v, const IrFunc *f, const char *fmt, ...) {
  char rule[512], fn[160], msg[800];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(rule, sizeof rule, fmt, ap);
  va_end(ap);
  func_name(v, f, fn, sizeof fn);
  snprintf(msg, sizeof msg, "%s in %s", rule, fn);
  return report(v, f->line, 0, msg);
}

static IrStatus err_global(V *v, uint32_t g, const char *rule) {
  char gn[160], msg[400];
  put_name(gn, sizeof gn, '@', ir_cstr(v->m, v->m->globals[g].name));
  snprintf(msg, sizeof msg, "%s in %s", rule, gn);
  return report(v, v->m->globals[g].line, 0, msg);
}

static IrStatus err_module(V *v, const char *rule) { return report(v, 0, 0, rule); }

static IrStatus out_of_memory(V *v) { return ir_error(v->c, IR_ENOMEM, NULL, 0, 0, "out of memory"); }

/* ------------------------------------------------------------------ */
/* Scratch                                                              */

static void *xgrow(V *v, void *p, size_t oldsize, size_t newsize) {
  void *q = ir_alloc(v->c, p, oldsize, newsize);
  if (q && newsize > oldsize) memset((char *)q + oldsize, 0, newsize - oldsize);
  return q;
}

/* Grows *arr (capacity *cap elements of size es, zero-filled) to n. */
static bool grow(V *v, void **arr, uint32_t *cap, uint32_t n, size_t es) {
  if (n <= *cap) return true;
  void *q = xgrow(v, *arr, (size_t)*cap * es, (size_t)n * es);
  if (!q) return false;
  *arr = q;
  *cap = n;
  return true;
}

/* Per-block arrays for nblocks blocks and tmp for ntmp words. */
static bool reserve(V *v, uint32_t nblocks, uint32_t ntmp) {
  return grow(v, (void **)&v->cnt, &v->capcnt, nblocks, sizeof *v->cnt) &&
         grow(v, (void **)&v->seen, &v->capseen, nblocks, sizeof *v->seen) &&
         grow(v, (void **)&v->first, &v->capfirst, nblocks, sizeof *v->first) &&
         grow(v, (void **)&v->tmp, &v->captmp, ntmp, sizeof *v->tmp);
}

static void v_free(V *v) {
  IrCtx *c = v->c;
  if (v->cstate) ir_alloc(c, v->cstate, v->ncstate, 0);
  if (v->cnt) ir_alloc(c, v->cnt, (size_t)v->capcnt * 4, 0);
  if (v->seen) ir_alloc(c, v->seen, (size_t)v->capseen * 4, 0);
  if (v->first) ir_alloc(c, v->first, (size_t)v->capfirst * sizeof(IrRef), 0);
  if (v->tmp) ir_alloc(c, v->tmp, (size_t)v->captmp * 4, 0);
  if (v->tcolor) ir_alloc(c, v->tcolor, v->m->ntypes, 0);
  ir_dom_release(&v->dom);
  ir_cfg_release(&v->cfg);
}

/* ------------------------------------------------------------------ */
/* Types                                                                */

static const IrTypeInfo *TI(const V *v, IrType t) { return &v->m->types[t]; }
static bool is_int(const V *v, IrType t) { return TI(v, t)->kind == IR_TINT; }
static bool is_fp(const V *v, IrType t) { return ir_type_is_fp(v->m, t); }
static bool is_ptr(const V *v, IrType t) { return TI(v, t)->kind == IR_TPTR; }
static bool is_vec(const V *v, IrType t) { return TI(v, t)->kind == IR_TVEC; }
static IrType scalar(const V *v, IrType t) { return is_vec(v, t) ? TI(v, t)->elem : t; }
static uint32_t lanes(const V *v, IrType t) { return is_vec(v, t) ? TI(v, t)->count : 1; }
static bool is_agg(const V *v, IrType t) {
  return TI(v, t)->kind == IR_TARRAY || TI(v, t)->kind == IR_TSTRUCT;
}
/* A type a value may have (and memory may hold): not void, label, metadata. */
static bool is_value_type(const V *v, IrType t) {
  uint8_t k = TI(v, t)->kind;
  return k != IR_TVOID && k != IR_TLABEL && k != IR_TMETA;
}
/* Same vector shape: both scalars, or vectors with equal lane counts. */
static bool same_shape(const V *v, IrType a, IrType b) {
  return is_vec(v, a) == is_vec(v, b) && lanes(v, a) == lanes(v, b);
}
/* i1, or <n x i1> when the shape of ref is a vector of n lanes. */
static bool is_bool_for(const V *v, IrType t, IrType ref) {
  return scalar(v, t) == IR_I1 && same_shape(v, t, ref);
}
static bool is_pow2(uint64_t x) { return x && !(x & (x - 1)); }
static bool valid_as(unsigned as) { return as <= 5 && as != 2; }

static const char *type_error(const V *v, IrType t) {
  const IrModule *m = v->m;
  const IrTypeInfo *ti = TI(v, t);
  switch (ti->kind) {
  case IR_TVOID: case IR_THALF: case IR_TFLOAT: case IR_TDOUBLE: case IR_TLABEL: case IR_TMETA: return NULL;
  case IR_TINT: return (ti->bits >= 1 && ti->bits <= 64) || ti->bits == 128 ? NULL : "invalid integer width";
  case IR_TPTR: return valid_as(ti->as) ? NULL : "invalid address space";
  case IR_TVEC:
    if (ti->count < 1 || ti->count > IR_MAXLANES || ti->elem >= m->ntypes) return "invalid vector type";
    return is_int(v, ti->elem) || is_fp(v, ti->elem) || is_ptr(v, ti->elem) ? NULL : "invalid vector type";
  case IR_TARRAY:
    return ti->elem < m->ntypes && is_value_type(v, ti->elem) ? NULL : "invalid array type";
  case IR_TSTRUCT:
    if ((uint64_t)ti->field0 + ti->nfields > m->ntfields) return "invalid struct type";
    for (uint32_t i = 0; i < ti->nfields; i++) {
      IrType ft = m->tfields[ti->field0 + i];
      if (ft >= m->ntypes || !is_value_type(v, ft)) return "invalid struct type";
    }
    return NULL;
  default: return "invalid type";
  }
}

/* Structs and arrays may not contain themselves (through named structs).
 * Iterative depth-first walk; tcolor: 0 new, 1 on the stack, 2 done. */
static bool type_cycle_from(V *v, IrType t0, uint32_t *stack) {
  const IrModule *m = v->m;
  uint32_t sp = 0;
  stack[sp++] = t0;
  v->tcolor[t0] = 1;
  while (sp) {
    IrType t = stack[sp - 1], next = IR_NIL;
    const IrTypeInfo *ti = TI(v, t);
    if (ti->kind == IR_TARRAY && v->tcolor[ti->elem] != 2) next = ti->elem;
    for (uint32_t i = 0; ti->kind == IR_TSTRUCT && next == IR_NIL && i < ti->nfields; i++)
      if (v->tcolor[m->tfields[ti->field0 + i]] != 2) next = m->tfields[ti->field0 + i];
    if (next == IR_NIL) {
      v->tcolor[t] = 2;
      sp--;
      continue;
    }
    if (v->tcolor[next] == 1) return true;
    v->tcolor[next] = 1;
    stack[sp++] = next;
  }
  return false;
}

static IrStatus check_types(V *v) {
  const IrModule *m = v->m;
  char buf[96];
  for (IrType t = 0; t < m->ntypes; t++) {
    const char *e = type_error(v, t);
    if (e) {
      snprintf(buf, sizeof buf, "%s (type #%u)", e, t);
      return err_module(v, buf);
    }
  }
  v->tcolor = xgrow(v, NULL, 0, m->ntypes);
  if (!v->tcolor || !reserve(v, 0, m->ntypes)) return out_of_memory(v);
  for (IrType t = 0; t < m->ntypes; t++) {
    if (v->tcolor[t] || !is_agg(v, t)) continue;
    if (type_cycle_from(v, t, v->tmp)) {
      ir_type_str(m, t, buf, sizeof buf);
      char msg[160];
      snprintf(msg, sizeof msg, "recursive type %s", buf);
      return err_module(v, msg);
    }
  }
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* Values                                                               */

/* The type of a value whose reference is in range. */
static IrType vtype(const V *v, IrRef r) {
  uint32_t x = ir_ref_idx(r);
  switch (ir_ref_kind(r)) {
  case IR_RINST: return v->f->insts[x].type;
  case IR_RARG: return v->f->params[x].type;
  case IR_RCONST: return v->m->consts[x].type;
  case IR_RGLOBAL: return ir_type_ptr_fixed(v->m->globals[x].as);
  case IR_RFUNC: return IR_PTR;
  case IR_RBLOCK: return IR_LABEL;
  default: return IR_VOID;
  }
}

static const IrConst *cint(const V *v, IrRef r) {
  if (!ir_ref_is(r, IR_RCONST)) return NULL;
  const IrConst *k = &v->m->consts[ir_ref_idx(r)];
  return k->kind == IR_CINT ? k : NULL;
}

/* An i32 constant (the index of a struct member), or NULL. */
static const IrConst *const_i32(const V *v, IrRef r) {
  const IrConst *k = cint(v, r);
  return k && k->type == IR_I32 ? k : NULL;
}

/* ------------------------------------------------------------------ */
/* Casts (LLVM's CastInst::castIsValid restricted to the subset)         */

static bool cast_ok(const V *v, unsigned op, IrType from, IrType to) {
  if (!is_value_type(v, from) || !is_value_type(v, to) || is_agg(v, from) || is_agg(v, to)) return false;
  IrType fs = scalar(v, from), ts = scalar(v, to);
  uint32_t fb = ir_type_bits(v->m, fs), tb = ir_type_bits(v->m, ts);
  if (op == IR_BITCAST) {
    if (is_ptr(v, fs) || is_ptr(v, ts))
      return is_ptr(v, fs) && is_ptr(v, ts) && same_shape(v, from, to) && TI(v, fs)->as == TI(v, ts)->as;
    return ir_type_bits(v->m, from) == ir_type_bits(v->m, to);
  }
  if (!same_shape(v, from, to)) return false;
  switch (op) {
  case IR_TRUNC: return is_int(v, fs) && is_int(v, ts) && tb < fb;
  case IR_ZEXT: case IR_SEXT: return is_int(v, fs) && is_int(v, ts) && tb > fb;
  case IR_FPTRUNC: return is_fp(v, fs) && is_fp(v, ts) && tb < fb;
  case IR_FPEXT: return is_fp(v, fs) && is_fp(v, ts) && tb > fb;
  case IR_FPTOUI: case IR_FPTOSI: return is_fp(v, fs) && is_int(v, ts);
  case IR_UITOFP: case IR_SITOFP: return is_int(v, fs) && is_fp(v, ts);
  case IR_PTRTOINT: return is_ptr(v, fs) && is_int(v, ts);
  case IR_INTTOPTR: return is_int(v, fs) && is_ptr(v, ts);
  case IR_ADDRSPACECAST: return is_ptr(v, fs) && is_ptr(v, ts) && TI(v, fs)->as != TI(v, ts)->as;
  default: return false;
  }
}

/* ------------------------------------------------------------------ */
/* getelementptr (instructions and constant expressions)                 */

typedef struct Idx {
  const IrUse *u;   /* operand slots, or */
  const IrRef *r;   /* constant operands */
} Idx;

static IrRef idx_at(Idx ix, uint32_t k) { return ix.u ? ix.u[k].ref : ix.r[k]; }

/* Checks base and indices (nidx of them, starting at position 1 of ix) and
 * the result type; NULL when valid, else the rule broken. */
static const char *gep_error(const V *v, IrType src, IrType result, Idx ix, uint32_t nops) {
  IrType base = vtype(v, idx_at(ix, 0));
  if (!is_ptr(v, scalar(v, base))) return "gep base is not a pointer";
  if (!is_value_type(v, src)) return "gep source type is not sized";
  uint32_t width = is_vec(v, base) ? lanes(v, base) : 0;
  IrType cur = src;
  for (uint32_t k = 1; k < nops; k++) {
    IrRef r = idx_at(ix, k);
    IrType t = vtype(v, r);
    if (!is_int(v, scalar(v, t))) return "gep index is not an integer";
    if (is_vec(v, t)) {
      if (width && lanes(v, t) != width) return "gep vector width mismatch";
      width = lanes(v, t);
    }
    if (k == 1) continue; /* steps over whole objects of the source type */
    const IrTypeInfo *ci = TI(v, cur);
    if (ci->kind == IR_TARRAY || ci->kind == IR_TVEC) {
      cur = ci->elem;
    } else if (ci->kind == IR_TSTRUCT) {
      const IrConst *c = const_i32(v, r);
      if (!c) return "gep struct index is not a constant i32";
      if (c->lo >= ci->nfields) return "gep struct index out of range";
      cur = ir_type_field(v->m, cur, (uint32_t)c->lo);
    } else {
      return "gep indexes into a non-aggregate";
    }
  }
  IrType rs = scalar(v, result);
  if (!is_ptr(v, rs) || TI(v, rs)->as != TI(v, scalar(v, base))->as || (is_vec(v, result) ? lanes(v, result) : 0) != width)
    return "gep result type mismatch";
  return NULL;
}

/* ------------------------------------------------------------------ */
/* Constants: each checked once (memo in cstate)                        */

static bool const_ok(V *v, IrRef r);

/* An element of an aggregate or an operand of an expression: a valid
 * constant, global or function reference. */
static bool elem_ok(V *v, IrRef r) {
  uint32_t x = ir_ref_idx(r);
  switch (ir_ref_kind(r)) {
  case IR_RCONST: return const_ok(v, r);
  case IR_RGLOBAL: return x < v->m->nglobals;
  case IR_RFUNC: return x < v->m->nfuncs;
  default: return false;
  }
}

static bool elems_typed(V *v, const IrConst *k, IrType elem) {
  for (uint32_t i = 0; i < k->n; i++) {
    IrRef e = v->m->celems[k->elem0 + i];
    if (!elem_ok(v, e) || vtype(v, e) != (elem == IR_NIL ? ir_type_field(v->m, k->type, i) : elem)) return false;
  }
  return true;
}

static bool expr_ok(V *v, const IrConst *k) {
  if (k->op == 0 || k->op >= IR_NOPS || !(ir_opinfo[k->op].props & IR_P_CONSTEXPR) || k->n == 0) return false;
  for (uint32_t i = 0; i < k->n; i++)
    if (!elem_ok(v, v->m->celems[k->elem0 + i])) return false;
  const IrRef *ops = v->m->celems + k->elem0;
  if (k->op == IR_GEP) {
    Idx ix = {NULL, ops};
    return k->auxty < v->m->ntypes && !gep_error(v, k->auxty, k->type, ix, k->n);
  }
  return k->n == 1 && cast_ok(v, k->op, vtype(v, ops[0]), k->type);
}

static bool const_body_ok(V *v, const IrConst *k) {
  const IrModule *m = v->m;
  const IrTypeInfo *ti = TI(v, k->type);
  if ((uint64_t)k->elem0 + k->n > m->ncelems && k->kind >= IR_CVEC && k->kind != IR_CBYTES) return false;
  switch (k->kind) {
  case IR_CINT: return ti->kind == IR_TINT;
  case IR_CFP: return is_fp(v, k->type);
  case IR_CNULL: return ti->kind == IR_TPTR;
  case IR_CPOISON: case IR_CUNDEF: case IR_CZERO: return is_value_type(v, k->type);
  case IR_CVEC: return ti->kind == IR_TVEC && k->n == ti->count && elems_typed(v, k, ti->elem);
  case IR_CARRAY: return ti->kind == IR_TARRAY && k->n == ti->count && elems_typed(v, k, ti->elem);
  case IR_CSTRUCT: return ti->kind == IR_TSTRUCT && k->n == ti->nfields && elems_typed(v, k, IR_NIL);
  case IR_CBYTES:
    return ti->kind == IR_TARRAY && ti->elem == IR_I8 && ti->count == k->n && k->lo + k->n <= m->nstr;
  case IR_CEXPR: return expr_ok(v, k);
  default: return false;
  }
}

static bool const_ok(V *v, IrRef r) {
  uint32_t x = ir_ref_idx(r);
  if (x >= v->m->nconsts || x >= v->ncstate) return false;
  if (v->cstate[x]) return v->cstate[x] == 2;
  const IrConst *k = &v->m->consts[x];
  if (k->type >= v->m->ntypes) return false;
  v->cstate[x] = 1; /* a constant containing itself stays 1: invalid */
  bool ok = const_body_ok(v, k);
  v->cstate[x] = ok ? 2 : 1;
  return ok;
}

/* ------------------------------------------------------------------ */
/* Module level: globals and function signatures                        */

static bool is_zero_const(const V *v, IrRef r) {
  if (!ir_ref_is(r, IR_RCONST)) return false;
  const IrConst *k = &v->m->consts[ir_ref_idx(r)];
  return k->kind == IR_CZERO || k->kind == IR_CNULL || ((k->kind == IR_CINT || k->kind == IR_CFP) && !k->lo && !k->hi);
}

static IrStatus check_global(V *v, uint32_t g) {
  const IrGlobal *gl = &v->m->globals[g];
  if (gl->vtype >= v->m->ntypes || !is_value_type(v, gl->vtype)) return err_global(v, g, "invalid global type");
  if (!valid_as(gl->as)) return err_global(v, g, "invalid address space");
  if (gl->as == IR_AS_LOCAL) return err_global(v, g, "global in the local address space");
  if (gl->align && !is_pow2(gl->align)) return err_global(v, g, "alignment is not a power of two");
  if (!gl->has_init) {
    if (gl->linkage != IR_LINK_EXTERNAL && gl->linkage != IR_LINK_EXTERN_WEAK)
      return err_global(v, g, "global declaration with non-external linkage");
    return IR_OK;
  }
  if (!elem_ok(v, gl->init)) return err_global(v, g, "invalid constant");
  if (vtype(v, gl->init) != gl->vtype) return err_global(v, g, "global initializer type mismatch");
  IrConstKind ik = ir_ref_is(gl->init, IR_RCONST) ? v->m->consts[ir_ref_idx(gl->init)].kind : IR_CEXPR;
  if (gl->as == IR_AS_SHARED && ik != IR_CUNDEF && ik != IR_CPOISON)
    return err_global(v, g, "shared global with an initializer");
  if (gl->linkage == IR_LINK_COMMON && (!is_zero_const(v, gl->init) || gl->is_const))
    return err_global(v, g, "common global must be a zero-initialized variable");
  return IR_OK;
}

/* Skips one signature code. */
static const char *code_end(const char *s) {
  if (*s == '{') {
    s++;
    while (*s && *s != '}') s = *s == ',' ? s + 1 : code_end(s);
    return *s ? s + 1 : s;
  }
  if (*s == 'i' || *s == 'p') {
    s++;
    while (*s >= '0' && *s <= '9') s++;
    return s;
  }
  return *s ? s + 1 : s;
}

typedef struct Mangler {
  char name[256];
  size_t at;
  bool done_F, done_I, done_V;
} Mangler;

static void add_suffix(const V *v, Mangler *mg, IrType t) {
  char suf[40];
  ir_type_mangle(v->m, t, suf, sizeof suf);
  int k = snprintf(mg->name + mg->at, sizeof mg->name - mg->at, ".%s", suf);
  if (k > 0) mg->at = mg->at + (size_t)k < sizeof mg->name ? mg->at + (size_t)k : sizeof mg->name - 1;
}

/* Appends the suffixes that code s, matched by type t, contributes: each
 * overloaded letter (F, I, V) once, and every unnumbered pointer. */
static void mangle_code(const V *v, Mangler *mg, const char *s, IrType t) {
  if (*s == '{') {
    s++;
    for (uint32_t i = 0; *s && *s != '}' && i < TI(v, t)->nfields; i++) {
      mangle_code(v, mg, s, ir_type_field(v->m, t, i));
      s = code_end(s);
      if (*s == ',') s++;
    }
    return;
  }
  bool *done = *s == 'F' ? &mg->done_F : *s == 'I' ? &mg->done_I : *s == 'V' ? &mg->done_V : NULL;
  if (done && !*done) {
    *done = true;
    add_suffix(v, mg, t);
  } else if (*s == 'p' && !(s[1] >= '0' && s[1] <= '9')) {
    add_suffix(v, mg, t);
  }
}

/* The name an overloaded intrinsic must have given f's type: the row's
 * name, then the suffixes of its overloaded types in signature order (the
 * return first); fixed integer parameters fill any remaining suffixes
 * (llvm.powi.f32.i32). */
static void expected_name(const V *v, const IrFunc *f, char *out, size_t n) {
  const IrIntrinInfo *in = &ir_intrin_info[f->intrin];
  Mangler mg;
  memset(&mg, 0, sizeof mg);
  mg.at = (size_t)snprintf(mg.name, sizeof mg.name, "%s", in->name);
  const char *s = in->sig;
  mangle_code(v, &mg, s, f->ret);
  s = code_end(s) + 1; /* '(' */
  for (uint32_t k = 0; *s && *s != ')' && k < f->nparams; k++) {
    mangle_code(v, &mg, s, f->params[k].type);
    s = code_end(s);
    if (*s == ',') s++;
  }
  unsigned have = 0;
  for (const char *p = mg.name + strlen(in->name); *p; p++) have += *p == '.';
  s = strchr(in->sig, '(') + 1;
  for (uint32_t k = 0; have < in->ovl && *s && *s != ')' && k < f->nparams; k++) {
    if (*s == 'i') {
      add_suffix(v, &mg, f->params[k].type);
      have++;
    }
    s = code_end(s);
    if (*s == ',') s++;
  }
  snprintf(out, n, "%s", mg.name);
}

/* name with every typed-pointer suffix of the mangling before opaque
 * pointers (".p0i8", ".p1f32") cut to its address space (".p0"): LLVM 16
 * still reads such names and remangles them (the types are ptr now). */
static void untyped_name(const char *name, char *out, size_t n) {
  size_t o = 0;
  const char *p = name;
  while (*p && o + 2 < n) {
    char c = *p++;
    out[o++] = c;
    if (c != '.' || p[0] != 'p' || !isdigit((unsigned char)p[1])) continue;
    out[o++] = *p++;
    while (isdigit((unsigned char)*p) && o + 1 < n) out[o++] = *p++;
    while (*p && *p != '.') p++;
  }
  out[o] = 0;
}

static IrStatus check_intrin_decl(V *v, const IrFunc *f) {
  const char *name = ir_cstr(v->m, f->name);
  IrType ps[64];
  if (f->intrin >= IR_NINTRIN) return err_func(v, f, "invalid intrinsic id");
  if (f->nparams > 64) return err_func(v, f, "wrong type for %s", name);
  for (uint32_t k = 0; k < f->nparams; k++) ps[k] = f->params[k].type;
  char err[256];
  if (!ir_intrin_check_sig(v->m, (IrIntrin)f->intrin, name, f->ret, f->nparams, ps, err, sizeof err) ||
      f->vararg) {
    if (f->vararg) snprintf(err, sizeof err, "wrong type for %s: expected signature %s", name,
                            ir_intrin_info[f->intrin].sig);
    return err_func(v, f, "%s", err);
  }
  if (ir_intrin_info[f->intrin].ovl == 0) return IR_OK;
  char want[256];
  expected_name(v, f, want, sizeof want);
  char flat[256];
  untyped_name(name, flat, sizeof flat);
  if (strcmp(want, name) != 0 && strcmp(want, flat) != 0 && strcmp(name, ir_intrin_info[f->intrin].name) != 0)
    return err_func(v, f, "intrinsic name does not match its type (expected %s)", want);
  return IR_OK;
}

static IrStatus check_signature(V *v, const IrFunc *f) {
  const IrModule *m = v->m;
  if (f->ret >= m->ntypes || (f->ret != IR_VOID && !is_value_type(v, f->ret)))
    return err_func(v, f, "invalid return type");
  for (uint32_t k = 0; k < f->nparams; k++)
    if (f->params[k].type >= m->ntypes || !is_value_type(v, f->params[k].type))
      return err_func(v, f, "invalid parameter type");
  if (f->is_kernel && f->ret != IR_VOID) return err_func(v, f, "kernel must return void");
  const char *name = ir_cstr(m, f->name);
  if (!f->is_decl && strncmp(name, "llvm.", 5) == 0) return err_func(v, f, "llvm intrinsics cannot be defined");
  if (f->is_decl && f->linkage != IR_LINK_EXTERNAL && f->linkage != IR_LINK_EXTERN_WEAK)
    return err_func(v, f, "function declaration with non-external linkage");
  if (f->linkage == IR_LINK_COMMON) return err_func(v, f, "function with common linkage");
  if (f->intrin != IR_IN_NONE) return check_intrin_decl(v, f);
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* Function structure: lists (nothing else may be trusted before this)  */

static IrStatus check_inst_list(V *v, IrId b) {
  const IrFunc *f = v->f;
  const IrBlock *bl = &f->blocks[b];
  if (bl->first == IR_NIL) return err_block(v, b, "block is empty");
  IrId prev = IR_NIL;
  uint32_t n = 0;
  for (IrId i = bl->first; i != IR_NIL; i = f->insts[i].next) {
    if (i >= f->ninsts || f->insts[i].block != b || f->insts[i].prev != prev || ++n > f->ninsts)
      return err_block(v, b, "corrupt instruction list");
    if (f->insts[i].op == IR_NOP || f->insts[i].op >= IR_NOPS)
      return err_block(v, b, "removed instruction in a block");
    prev = i;
  }
  if (bl->last != prev) return err_block(v, b, "corrupt instruction list");
  return IR_OK;
}

static IrStatus check_lists(V *v) {
  const IrFunc *f = v->f;
  if (f->entry == IR_NIL) return err_func(v, f, "function body has no blocks");
  IrId prev = IR_NIL;
  uint32_t n = 0;
  for (IrId b = f->entry; b != IR_NIL; b = f->blocks[b].next) {
    if (b >= f->nblocks || f->blocks[b].dead || f->blocks[b].prev != prev || ++n > f->nblocks)
      return err_func(v, f, "corrupt block list");
    prev = b;
  }
  if (f->last_block != prev) return err_func(v, f, "corrupt block list");
  IR_FOR_BLOCKS(f, b) {
    IrStatus s = check_inst_list(v, b);
    if (s) return s;
  }
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* Operand soundness: counts, kinds, ranges (before printing anything)  */

static bool nops_ok(unsigned shape, uint32_t n) {
  switch (shape) {
  case IR_SH_BIN: case IR_SH_ICMP: case IR_SH_FCMP: case IR_SH_STORE: case IR_SH_RMW:
  case IR_SH_EXTRACTELT: return n == 2;
  case IR_SH_UN: case IR_SH_CAST: case IR_SH_ALLOCA: case IR_SH_LOAD: case IR_SH_BR: return n == 1;
  case IR_SH_SELECT: case IR_SH_CMPXCHG: case IR_SH_INSERTELT: case IR_SH_SHUFFLE: case IR_SH_CBR: return n == 3;
  case IR_SH_PHI: return n % 2 == 0;
  case IR_SH_SWITCH: return n >= 2 && n % 2 == 0;
  case IR_SH_GEP: case IR_SH_CALL: return n >= 1;
  case IR_SH_EXTRACTVAL: return n >= 2;
  case IR_SH_INSERTVAL: return n >= 3;
  case IR_SH_RET: return n <= 1;
  case IR_SH_FENCE: case IR_SH_UNREACHABLE: return n == 0;
  default: return false;
  }
}

/* Whether operand k of an instruction of this shape is a block. */
static bool wants_block(unsigned shape, uint32_t k) {
  switch (shape) {
  case IR_SH_BR: return k == 0;
  case IR_SH_CBR: return k == 1 || k == 2;
  case IR_SH_SWITCH: return k == 1 || (k >= 3 && k % 2 == 1);
  case IR_SH_PHI: return k % 2 == 1;
  default: return false;
  }
}

/* The rule a reference breaks, or NULL when it names something that exists. */
static const char *ref_error(const V *v, IrRef r, bool want_block) {
  const IrFunc *f = v->f;
  uint32_t x = ir_ref_idx(r);
  IrRefKind k = ir_ref_kind(r);
  if (k == IR_RNONE) return "missing operand";
  if (want_block != (k == IR_RBLOCK)) return want_block ? "expected a block operand" : "block used as a value";
  switch (k) {
  case IR_RINST:
    if (x >= f->ninsts) return "operand out of range";
    if (f->insts[x].op == IR_NOP) return "use of a removed instruction";
    if (f->insts[x].block == IR_NIL) return "use of a detached instruction";
    return NULL;
  case IR_RARG: return x < f->nparams ? NULL : "argument index out of range";
  case IR_RCONST: return const_ok((V *)v, r) ? NULL : "invalid constant";
  case IR_RGLOBAL: return x < v->m->nglobals ? NULL : "operand out of range";
  case IR_RFUNC: return x < v->m->nfuncs ? NULL : "operand out of range";
  case IR_RBLOCK: return x < f->nblocks && !f->blocks[x].dead ? NULL : "branch to a removed block";
  default: return "operand out of range";
  }
}

static IrStatus check_operands(V *v, IrId i) {
  const IrFunc *f = v->f;
  const IrInst *in = &f->insts[i];
  unsigned shape = ir_opinfo[in->op].shape;
  if ((uint64_t)in->op0 + in->nops > f->nuses) return err_raw(v, i, "operand out of range");
  if (!nops_ok(shape, in->nops)) return err_raw(v, i, "wrong number of operands");
  if (in->type >= v->m->ntypes) return err_raw(v, i, "invalid type");
  if ((shape == IR_SH_ALLOCA || shape == IR_SH_GEP) && in->auxty >= v->m->ntypes)
    return err_raw(v, i, "invalid type");
  for (uint32_t k = 0; k < in->nops; k++) {
    const char *e = ref_error(v, f->uses[in->op0 + k].ref, wants_block(shape, k));
    if (e) return err_raw(v, i, "%s", e);
  }
  return IR_OK;
}

/* Every operand slot of every instruction (attached or detached) that
 * names an instruction, argument or block is on that value's use list,
 * and nothing else is.  tmp[] counts the expected list lengths. */
static uint32_t value_slot(const IrFunc *f, IrRef r) {
  uint32_t x = ir_ref_idx(r);
  switch (ir_ref_kind(r)) {
  case IR_RINST: return x < f->ninsts ? x : IR_NIL;
  case IR_RARG: return x < f->nparams ? f->ninsts + x : IR_NIL;
  case IR_RBLOCK: return x < f->nblocks ? f->ninsts + f->nparams + x : IR_NIL;
  default: return IR_NIL;
  }
}

static bool use_list_ok(const IrFunc *f, IrId head, IrRef val, uint32_t expect) {
  IrId prev = IR_NIL;
  uint32_t n = 0;
  for (IrId s = head; s != IR_NIL; s = f->uses[s].next) {
    if (s >= f->nuses || f->uses[s].prev != prev || !ir_ref_eq(f->uses[s].ref, val) || ++n > expect) return false;
    IrId u = f->uses[s].user;
    if (u >= f->ninsts || s < f->insts[u].op0 || s >= f->insts[u].op0 + f->insts[u].nops) return false;
    prev = s;
  }
  return n == expect;
}

static IrStatus check_use_lists(V *v) {
  const IrFunc *f = v->f;
  uint32_t nvals = f->ninsts + f->nparams + f->nblocks;
  if (!reserve(v, 0, nvals)) return out_of_memory(v);
  memset(v->tmp, 0, (size_t)nvals * sizeof *v->tmp);
  for (IrId i = 0; i < f->ninsts; i++) {
    const IrInst *in = &f->insts[i];
    if (in->op == IR_NOP || (uint64_t)in->op0 + in->nops > f->nuses) continue;
    for (uint32_t k = 0; k < in->nops; k++) {
      uint32_t s = value_slot(f, f->uses[in->op0 + k].ref);
      if (s != IR_NIL) v->tmp[s]++;
    }
  }
  for (IrId i = 0; i < f->ninsts; i++)
    if (!use_list_ok(f, f->insts[i].first_use, ir_inst_ref(i), v->tmp[i]))
      return f->insts[i].block != IR_NIL && f->insts[i].op != IR_NOP ? err_inst(v, i, "use list out of sync")
                                                                      : err_func(v, f, "use list out of sync");
  for (uint32_t a = 0; a < f->nparams; a++)
    if (!use_list_ok(f, f->params[a].first_use, ir_ref(IR_RARG, a), v->tmp[f->ninsts + a]))
      return err_func(v, f, "use list out of sync (argument %u)", a);
  for (IrId b = 0; b < f->nblocks; b++)
    if (!use_list_ok(f, f->blocks[b].first_use, ir_ref(IR_RBLOCK, b), v->tmp[f->ninsts + f->nparams + b]))
      return f->blocks[b].dead ? err_func(v, f, "use list out of sync") : err_block(v, b, "use list out of sync");
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* Instructions: flags                                                  */

/* Whether fast-math flags are allowed: fcmp, and results of FP type (a
 * scalar, vector or array of FP, as LLVM's FPMathOperator). */
static bool fmf_allowed(const V *v, const IrInst *in) {
  if (!(ir_opinfo[in->op].props & IR_P_FMF)) return false;
  if (in->op == IR_FCMP) return true;
  IrType t = in->type;
  while (TI(v, t)->kind == IR_TARRAY) t = TI(v, t)->elem;
  return is_fp(v, scalar(v, t));
}

static uint32_t allowed_flags(const V *v, const IrInst *in) {
  uint16_t p = ir_opinfo[in->op].props;
  uint32_t a = 0;
  if (p & IR_P_NUWNSW) a |= IR_F_NUW | IR_F_NSW;
  if (p & IR_P_EXACT) a |= IR_F_EXACT;
  if (fmf_allowed(v, in)) a |= IR_F_FMF;
  switch (in->op) {  /* the flags of LLVM 19 and 22 */
  case IR_ZEXT: case IR_UITOFP: a |= IR_F_NNEG; break;
  case IR_TRUNC: a |= IR_F_NUW | IR_F_NSW; break;
  case IR_OR: a |= IR_F_DISJOINT; break;
  case IR_ICMP: a |= IR_F_SAMESIGN; break;
  default: break;
  }
  switch (ir_opinfo[in->op].shape) {
  case IR_SH_GEP: a |= IR_F_INBOUNDS | IR_F_NUSW | IR_F_NUW; break;
  case IR_SH_LOAD: a |= IR_F_VOLATILE | IR_F_ATOMIC | IR_F_MDRANGE | IR_F_MDNONNULL | IR_F_MDNOUNDEF; break;
  case IR_SH_STORE: a |= IR_F_VOLATILE | IR_F_ATOMIC; break;
  case IR_SH_RMW: a |= IR_F_VOLATILE; break;
  case IR_SH_CMPXCHG: a |= IR_F_VOLATILE | IR_F_WEAK; break;
  case IR_SH_CALL: a |= IR_F_TAIL | IR_F_MUSTTAIL | IR_F_NOTAIL | IR_F_MDRANGE; break;
  default: break;
  }
  return a;
}

static IrStatus check_flags(V *v, IrId i) {
  const IrInst *in = &v->f->insts[i];
  uint32_t bad = in->flags & ~allowed_flags(v, in);
  if (bad & (IR_F_NUW | IR_F_NSW)) return err_inst(v, i, "nuw/nsw not allowed");
  if (bad & IR_F_EXACT) return err_inst(v, i, "exact not allowed");
  if (bad & IR_F_FMF) return err_inst(v, i, "fast-math flags not allowed");
  if (bad) return err_inst(v, i, "flag not allowed");
  uint32_t tail = in->flags & (IR_F_TAIL | IR_F_MUSTTAIL | IR_F_NOTAIL);
  if (tail & (tail - 1)) return err_inst(v, i, "conflicting tail call markers");
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* Instructions: types per shape                                        */

static IrRef op_at(const V *v, IrId i, uint32_t k) { return ir_opnd(v->f, i, k); }
static IrType op_type(const V *v, IrId i, uint32_t k) { return vtype(v, op_at(v, i, k)); }

static IrStatus check_bin(V *v, IrId i, const IrInst *in) {
  uint16_t p = ir_opinfo[in->op].props;
  if (op_type(v, i, 0) != in->type || op_type(v, i, 1) != in->type) return err_inst(v, i, "binary operand type mismatch");
  if ((p & IR_P_INT) && !is_int(v, scalar(v, in->type))) return err_inst(v, i, "integer operation on a non-integer type");
  if ((p & IR_P_FP) && !is_fp(v, scalar(v, in->type))) return err_inst(v, i, "floating-point operation on a non-FP type");
  return IR_OK;
}

static IrStatus check_un(V *v, IrId i, const IrInst *in) {
  if (op_type(v, i, 0) != in->type) return err_inst(v, i, "operand type mismatch");
  if (in->op == IR_FNEG && !is_fp(v, scalar(v, in->type))) return err_inst(v, i, "floating-point operation on a non-FP type");
  return IR_OK;
}

static IrStatus check_cmp(V *v, IrId i, const IrInst *in) {
  IrType t = op_type(v, i, 0);
  if (op_type(v, i, 1) != t) return err_inst(v, i, "compare operand types differ");
  IrType s = scalar(v, t);
  if (in->op == IR_ICMP) {
    if (!is_int(v, s) && !is_ptr(v, s)) return err_inst(v, i, "icmp on a non-integer, non-pointer type");
    if (in->pred < IR_ICMP_EQ || in->pred > IR_ICMP_SLE) return err_inst(v, i, "invalid icmp predicate");
  } else {
    if (!is_fp(v, s)) return err_inst(v, i, "fcmp on a non-FP type");
    if (in->pred > IR_FCMP_TRUE) return err_inst(v, i, "invalid fcmp predicate");
  }
  if (!is_bool_for(v, in->type, t)) return err_inst(v, i, "compare result type mismatch");
  return IR_OK;
}

static IrStatus check_select(V *v, IrId i, const IrInst *in) {
  IrType c = op_type(v, i, 0);
  if (scalar(v, c) != IR_I1 || (is_vec(v, c) && !same_shape(v, c, in->type)))
    return err_inst(v, i, "invalid select condition");
  if (op_type(v, i, 1) != in->type || op_type(v, i, 2) != in->type) return err_inst(v, i, "select arm type mismatch");
  return IR_OK;
}

static IrStatus check_phi(V *v, IrId i, const IrInst *in) {
  for (uint32_t k = 0; k < in->nops; k += 2)
    if (op_type(v, i, k) != in->type) return err_inst(v, i, "phi incoming value type mismatch");
  return IR_OK;
}

/* Atomic accesses: integer, FP or pointer of a power-of-two byte size. */
static bool atomic_type_ok(const V *v, IrType t) {
  if (!is_int(v, t) && !is_fp(v, t) && !is_ptr(v, t)) return false;
  uint32_t bits = ir_type_bits(v->m, t);
  return bits >= 8 && is_pow2(bits);
}

/* Address, alignment and address-space rules shared by load, store,
 * atomicrmw and cmpxchg. */
static IrStatus check_access(V *v, IrId i, const IrInst *in, IrRef addr, bool writes) {
  IrType at = vtype(v, addr);
  if (!is_ptr(v, at)) return err_inst(v, i, "address operand is not a pointer");
  if (in->align && !is_pow2(in->align)) return err_inst(v, i, "alignment is not a power of two");
  if (writes && TI(v, at)->as == IR_AS_CONST) return err_inst(v, i, "write to the constant address space");
  return IR_OK;
}

static IrStatus check_load_store(V *v, IrId i, const IrInst *in) {
  bool store = in->op == IR_STORE;
  IrType t = store ? op_type(v, i, 0) : in->type;
  IrStatus s = check_access(v, i, in, op_at(v, i, store ? 1 : 0), store);
  if (s) return s;
  unsigned ord = in->order & 15;
  if (!(in->flags & IR_F_ATOMIC)) {
    if (in->order || in->scope) return err_inst(v, i, "ordering on a non-atomic access");
    return IR_OK;
  }
  if (ord == IR_ORD_NONE || ord > IR_ORD_SEQCST) return err_inst(v, i, "atomic access without ordering");
  if (!store && (ord == IR_ORD_RELEASE || ord == IR_ORD_ACQREL)) return err_inst(v, i, "invalid ordering for atomic load");
  if (store && (ord == IR_ORD_ACQUIRE || ord == IR_ORD_ACQREL)) return err_inst(v, i, "invalid ordering for atomic store");
  if (!in->align) return err_inst(v, i, "atomic access without alignment");
  if (!atomic_type_ok(v, t)) return err_inst(v, i, "invalid type for an atomic access");
  return IR_OK;
}

static IrStatus check_alloca(V *v, IrId i, const IrInst *in) {
  if (!is_value_type(v, in->auxty)) return err_inst(v, i, "alloca of an unsized type");
  if (!is_int(v, op_type(v, i, 0))) return err_inst(v, i, "alloca count is not an integer");
  if (in->align && !is_pow2(in->align)) return err_inst(v, i, "alignment is not a power of two");
  if (in->type != IR_PTR && in->type != IR_PTR5) return err_inst(v, i, "alloca must be in address space 0 or 5");
  return IR_OK;
}

static IrStatus check_gep(V *v, IrId i, const IrInst *in) {
  Idx ix = {v->f->uses + in->op0, NULL};
  const char *e = gep_error(v, in->auxty, in->type, ix, in->nops);
  return e ? err_inst(v, i, "%s", e) : IR_OK;
}

static bool rmw_type_ok(const V *v, unsigned op, IrType t) {
  if (op == IR_RMW_XCHG) return is_int(v, t) || is_fp(v, t) || is_ptr(v, t);
  if (op >= IR_RMW_FADD && op <= IR_RMW_FMIN) return is_fp(v, t);
  return is_int(v, t);
}

static bool order_ok(unsigned ord) { return ord >= IR_ORD_MONOTONIC && ord <= IR_ORD_SEQCST; }

static IrStatus check_rmw(V *v, IrId i, const IrInst *in) {
  IrType t = op_type(v, i, 1);
  IrStatus s = check_access(v, i, in, op_at(v, i, 0), true);
  if (s) return s;
  if (in->aux >= IR_NRMW) return err_inst(v, i, "invalid atomicrmw operation");
  if (in->type != t) return err_inst(v, i, "atomicrmw value type mismatch");
  if (!rmw_type_ok(v, in->aux, t) || !atomic_type_ok(v, t))
    return err_inst(v, i, "atomicrmw %s on an invalid type", ir_rmw_name(in->aux));
  if (!order_ok(in->order & 15) || (in->order >> 4)) return err_inst(v, i, "invalid atomicrmw ordering");
  return IR_OK;
}

/* Strength of the acquire side of an ordering: monotonic/release 0,
 * acquire/acq_rel 1, seq_cst 2. */
static int acquire_rank(unsigned ord) {
  return ord == IR_ORD_SEQCST ? 2 : ord == IR_ORD_ACQUIRE || ord == IR_ORD_ACQREL ? 1 : 0;
}

static IrStatus check_cmpxchg(V *v, IrId i, const IrInst *in) {
  IrType t = op_type(v, i, 1);
  IrStatus s = check_access(v, i, in, op_at(v, i, 0), true);
  if (s) return s;
  if ((!is_int(v, t) && !is_ptr(v, t)) || !atomic_type_ok(v, t))
    return err_inst(v, i, "cmpxchg operand must be an integer or pointer");
  if (op_type(v, i, 2) != t) return err_inst(v, i, "cmpxchg operand type mismatch");
  const IrTypeInfo *rt = TI(v, in->type);
  if (rt->kind != IR_TSTRUCT || rt->name || rt->nfields != 2 || ir_type_field(v->m, in->type, 0) != t ||
      ir_type_field(v->m, in->type, 1) != IR_I1)
    return err_inst(v, i, "cmpxchg result type must be { T, i1 }");
  unsigned succ = in->order & 15, fail = in->order >> 4;
  if (!order_ok(succ)) return err_inst(v, i, "invalid cmpxchg success ordering");
  if (!order_ok(fail) || fail == IR_ORD_RELEASE || fail == IR_ORD_ACQREL)
    return err_inst(v, i, "invalid cmpxchg failure ordering");
  if (acquire_rank(fail) > acquire_rank(succ)) return err_inst(v, i, "cmpxchg failure ordering stronger than success");
  return IR_OK;
}

static IrStatus check_fence(V *v, IrId i, const IrInst *in) {
  unsigned ord = in->order;
  if (ord != IR_ORD_ACQUIRE && ord != IR_ORD_RELEASE && ord != IR_ORD_ACQREL && ord != IR_ORD_SEQCST)
    return err_inst(v, i, "invalid fence ordering");
  return IR_OK;
}

static IrStatus check_elt(V *v, IrId i, const IrInst *in) {
  IrType vt = op_type(v, i, 0);
  bool ins = in->op == IR_INSERTELT;
  if (!is_vec(v, vt)) return err_inst(v, i, "vector operand is not a vector");
  if (!is_int(v, op_type(v, i, ins ? 2 : 1))) return err_inst(v, i, "vector index is not an integer");
  if (ins && op_type(v, i, 1) != TI(v, vt)->elem) return err_inst(v, i, "insertelement operand type mismatch");
  if (in->type != (ins ? vt : TI(v, vt)->elem)) return err_inst(v, i, "%s result type mismatch", ir_opinfo[in->op].text);
  return IR_OK;
}

/* The mask: a constant <M x i32> whose lanes are below 2n, undef or poison. */
static bool mask_ok(const V *v, IrRef r, uint32_t n, uint32_t *m_out) {
  if (!ir_ref_is(r, IR_RCONST)) return false;
  const IrConst *k = &v->m->consts[ir_ref_idx(r)];
  if (!is_vec(v, k->type) || TI(v, k->type)->elem != IR_I32) return false;
  *m_out = lanes(v, k->type);
  if (k->kind == IR_CZERO || k->kind == IR_CUNDEF || k->kind == IR_CPOISON) return true;
  if (k->kind != IR_CVEC) return false;
  for (uint32_t j = 0; j < k->n; j++) {
    const IrConst *e = &v->m->consts[ir_ref_idx(ir_const_elem(v->m, k, j))];
    if (e->kind == IR_CUNDEF || e->kind == IR_CPOISON) continue;
    if (e->kind != IR_CINT || e->lo >= 2 * (uint64_t)n) return false;
  }
  return true;
}

static IrStatus check_shuffle(V *v, IrId i, const IrInst *in) {
  IrType vt = op_type(v, i, 0);
  if (!is_vec(v, vt) || op_type(v, i, 1) != vt) return err_inst(v, i, "shufflevector operands must be vectors of the same type");
  uint32_t m = 0;
  if (!mask_ok(v, op_at(v, i, 2), lanes(v, vt), &m)) return err_inst(v, i, "invalid shufflevector mask");
  if (!is_vec(v, in->type) || lanes(v, in->type) != m || TI(v, in->type)->elem != TI(v, vt)->elem)
    return err_inst(v, i, "shufflevector result type mismatch");
  return IR_OK;
}

/* Walks the constant index operands from position k0; the member type, or
 * IR_NIL with *why set. */
static IrType agg_member(V *v, IrId i, IrType t, uint32_t k0, const char **why) {
  const IrInst *in = &v->f->insts[i];
  for (uint32_t k = k0; k < in->nops; k++) {
    const IrConst *c = const_i32(v, op_at(v, i, k));
    const IrTypeInfo *ti = TI(v, t);
    if (!c) {
      *why = "aggregate index is not a constant i32";
      return IR_NIL;
    }
    uint64_t n = ti->kind == IR_TSTRUCT ? ti->nfields : ti->kind == IR_TARRAY ? ti->count : 0;
    if (c->lo >= n) {
      *why = "invalid aggregate index";
      return IR_NIL;
    }
    t = ti->kind == IR_TSTRUCT ? ir_type_field(v->m, t, (uint32_t)c->lo) : ti->elem;
  }
  return t;
}

static IrStatus check_aggregate(V *v, IrId i, const IrInst *in) {
  IrType at = op_type(v, i, 0);
  bool ins = in->op == IR_INSERTVAL;
  if (!is_agg(v, at)) return err_inst(v, i, "%s operand is not an aggregate", ir_opinfo[in->op].text);
  const char *why = NULL;
  IrType mt = agg_member(v, i, at, ins ? 2 : 1, &why);
  if (mt == IR_NIL) return err_inst(v, i, "%s", why);
  if (ins && op_type(v, i, 1) != mt) return err_inst(v, i, "insertvalue operand type mismatch");
  if (in->type != (ins ? at : mt)) return err_inst(v, i, "%s result type mismatch", ir_opinfo[in->op].text);
  return IR_OK;
}

static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

static IrStatus check_switch(V *v, IrId i, const IrInst *in) {
  IrType t = op_type(v, i, 0);
  if (!is_int(v, t)) return err_inst(v, i, "switch condition must be an integer");
  uint32_t ncase = (in->nops - 2) / 2;
  if (!reserve(v, 0, ncase)) return out_of_memory(v);
  for (uint32_t k = 0; k < ncase; k++) {
    IrRef r = op_at(v, i, 2 + 2 * k);
    const IrConst *c = cint(v, r);
    if (!c || c->type != t) return err_inst(v, i, "switch case is not a constant of the condition type");
    v->tmp[k] = ir_ref_idx(r); /* constants are interned: equal values, equal index */
  }
  if (ncase > 1) qsort(v->tmp, ncase, sizeof *v->tmp, cmp_u32);
  for (uint32_t k = 1; k < ncase; k++)
    if (v->tmp[k] == v->tmp[k - 1]) return err_inst(v, i, "duplicate switch case");
  return IR_OK;
}

static IrStatus check_ret(V *v, IrId i, const IrInst *in) {
  if (v->f->ret == IR_VOID) return in->nops ? err_inst(v, i, "ret with a value in a void function") : IR_OK;
  if (!in->nops) return err_inst(v, i, "ret without a value in a non-void function");
  if (op_type(v, i, 0) != v->f->ret) return err_inst(v, i, "return type mismatch");
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* Calls                                                                */

/* Operand k (0 is the callee) must be a constant integer below limit
 * (limit 0: any constant). */
static bool const_arg(const V *v, IrId i, uint32_t k, uint64_t limit) {
  if (k >= v->f->insts[i].nops) return false;
  const IrConst *c = cint(v, op_at(v, i, k));
  return c && (!limit || (c->hi == 0 && c->lo < limit));
}

static IrStatus check_intrin_args(V *v, IrId i, unsigned id) {
  switch (id) {
  case IR_IN_ORI_ISETP_S32: case IR_IN_ORI_ISETP_S64: case IR_IN_ORI_ISETP_U32: case IR_IN_ORI_ISETP_U64:
    return const_arg(v, i, 3, IR_ISETP_NCODES) ? IR_OK : err_inst(v, i, "invalid compare code");
  case IR_IN_ORI_FSETP_F32: case IR_IN_ORI_FSETP_F64:
    return const_arg(v, i, 3, IR_FSETP_NCODES) ? IR_OK : err_inst(v, i, "invalid compare code");
  case IR_IN_ORI_LOP3_B32:
    return const_arg(v, i, 4, 256) ? IR_OK : err_inst(v, i, "lop3 lut must be a constant 0..255");
  case IR_IN_LLVM_CTLZ: case IR_IN_LLVM_CTTZ: case IR_IN_LLVM_ABS:
    return const_arg(v, i, 2, 0) ? IR_OK : err_inst(v, i, "immarg operand is not a constant");
  case IR_IN_LLVM_MEMCPY: case IR_IN_LLVM_MEMMOVE: case IR_IN_LLVM_MEMSET:
    return const_arg(v, i, 4, 0) ? IR_OK : err_inst(v, i, "immarg operand is not a constant");
  case IR_IN_LLVM_LIFETIME_START: case IR_IN_LLVM_LIFETIME_END:
    if (v->f->insts[i].nops == 2) return IR_OK;  /* LLVM 22: (ptr) only */
    /* fall through */
  case IR_IN_NVVM_BARRIER_SYNC: case IR_IN_NVVM_BAR_SYNC:
    return const_arg(v, i, 1, 0) ? IR_OK : err_inst(v, i, "immarg operand is not a constant");
  default: return IR_OK;
  }
}

/* Operand bundles only on llvm.assume, each with the operands its tag
 * takes (ir.h IrBundle), all within the call's operands. */
static IrStatus check_bundles(V *v, IrId i, const IrInst *in, const IrFunc *cf) {
  uint32_t nb = ir_bundles_count(v->m, in->bundles), tag, n;
  if (!nb) return in->bundles.bits ? err_inst(v, i, "invalid operand bundles") : IR_OK;
  if (cf->intrin != IR_IN_LLVM_ASSUME) return err_inst(v, i, "operand bundles on a call other than llvm.assume");
  if (ir_bundles_nops(v->m, in->bundles) + 2 > in->nops) return err_inst(v, i, "operand bundles without operands");
  uint32_t k = in->nops - ir_bundles_nops(v->m, in->bundles);
  for (uint32_t j = 0; j < nb; j++, k += n) {
    ir_bundle_at(v->m, in->bundles, j, &tag, &n);
    IrType ts[3] = {IR_VOID, IR_VOID, IR_VOID};
    for (uint32_t o = 0; o < n && o < 3; o++) ts[o] = op_type(v, i, k + o);
    if (tag >= IR_NBUNDLES || (tag != IR_BUNDLE_IGNORE && !ir_bundle_ops_ok(v->m, tag, ts, n)))
      return err_inst(v, i, "wrong operands of an operand bundle");
  }
  return IR_OK;
}

static IrStatus check_call(V *v, IrId i, const IrInst *in) {
  IrRef callee = op_at(v, i, 0);
  if (!ir_ref_is(callee, IR_RFUNC)) {  /* indirect (ir.h ir_call_callee): a ptr, no known callee */
    if (vtype(v, callee) != IR_PTR) return err_inst(v, i, "indirect callee is not a ptr");
    if (in->bundles.bits) return err_inst(v, i, "operand bundles on a call other than llvm.assume");
    return in->aux != IR_IN_NONE ? err_inst(v, i, "call intrinsic id mismatch") : IR_OK;
  }
  const IrFunc *cf = v->m->funcs[ir_ref_idx(callee)];
  IrStatus st = check_bundles(v, i, in, cf);
  if (st) return st;
  uint32_t nargs = ir_call_nargs(v->f, i);
  if (cf->vararg ? nargs < cf->nparams : nargs != cf->nparams) return err_inst(v, i, "wrong number of call arguments");
  for (uint32_t k = 0; k < cf->nparams; k++)
    if (op_type(v, i, k + 1) != cf->params[k].type) return err_inst(v, i, "call argument type mismatch");
  if (in->type != cf->ret) return err_inst(v, i, "call result type mismatch");
  if (in->aux != cf->intrin) return err_inst(v, i, "call intrinsic id mismatch");
  return check_intrin_args(v, i, cf->intrin);
}

/* ------------------------------------------------------------------ */
/* Instructions: result, operands as values, dispatch                   */

static IrStatus check_result(V *v, IrId i, const IrInst *in) {
  unsigned shape = ir_opinfo[in->op].shape;
  bool is_void_shape = shape == IR_SH_STORE || shape == IR_SH_FENCE || (ir_opinfo[in->op].props & IR_P_TERM);
  if (is_void_shape && in->type != IR_VOID) return err_inst(v, i, "result type must be void");
  if (!is_void_shape && shape != IR_SH_CALL && !is_value_type(v, in->type)) return err_inst(v, i, "invalid result type");
  if (shape == IR_SH_CALL && in->type != IR_VOID && !is_value_type(v, in->type)) return err_inst(v, i, "invalid result type");
  if (in->type == IR_VOID && in->name) return err_inst(v, i, "void instruction has a name");
  return IR_OK;
}

/* Value operands have a value type; only a phi may use itself. */
static IrStatus check_value_kinds(V *v, IrId i, const IrInst *in) {
  unsigned shape = ir_opinfo[in->op].shape;
  for (uint32_t k = 0; k < in->nops; k++) {
    if (wants_block(shape, k)) continue;
    IrRef r = op_at(v, i, k);
    IrType t = vtype(v, r);
    if (t == IR_VOID) return err_inst(v, i, "use of a void value");
    if (!is_value_type(v, t)) return err_inst(v, i, "invalid operand type");
    if (ir_ref_is(r, IR_RINST) && ir_ref_idx(r) == i && in->op != IR_PHI) return err_inst(v, i, "instruction uses itself");
  }
  return IR_OK;
}

/* Every instruction operand is defined before it is used: its definition
 * dominates the use (for a phi, the end of the incoming block). */
static IrStatus check_dominance(V *v, IrId i, const IrInst *in) {
  for (uint32_t k = 0; k < in->nops; k++) {
    IrRef r = op_at(v, i, k);
    if (ir_ref_is(r, IR_RINST) && !ir_dom_use(&v->dom, ir_ref_idx(r), i, k))
      return err_inst(v, i, "use not dominated by its definition");
  }
  return IR_OK;
}

static IrStatus check_shape(V *v, IrId i, const IrInst *in) {
  switch (ir_opinfo[in->op].shape) {
  case IR_SH_BIN: return check_bin(v, i, in);
  case IR_SH_UN: return check_un(v, i, in);
  case IR_SH_ICMP: case IR_SH_FCMP: return check_cmp(v, i, in);
  case IR_SH_SELECT: return check_select(v, i, in);
  case IR_SH_PHI: return check_phi(v, i, in);
  case IR_SH_CAST:
    return cast_ok(v, in->op, op_type(v, i, 0), in->type) ? IR_OK : err_inst(v, i, "invalid %s", ir_opinfo[in->op].text);
  case IR_SH_ALLOCA: return check_alloca(v, i, in);
  case IR_SH_LOAD: case IR_SH_STORE: return check_load_store(v, i, in);
  case IR_SH_GEP: return check_gep(v, i, in);
  case IR_SH_RMW: return check_rmw(v, i, in);
  case IR_SH_CMPXCHG: return check_cmpxchg(v, i, in);
  case IR_SH_FENCE: return check_fence(v, i, in);
  case IR_SH_EXTRACTELT: case IR_SH_INSERTELT: return check_elt(v, i, in);
  case IR_SH_SHUFFLE: return check_shuffle(v, i, in);
  case IR_SH_EXTRACTVAL: case IR_SH_INSERTVAL: return check_aggregate(v, i, in);
  case IR_SH_CBR: return op_type(v, i, 0) == IR_I1 ? IR_OK : err_inst(v, i, "branch condition must be i1");
  case IR_SH_SWITCH: return check_switch(v, i, in);
  case IR_SH_RET: return check_ret(v, i, in);
  case IR_SH_CALL: return check_call(v, i, in);
  default: return IR_OK;
  }
}

static IrStatus check_inst(V *v, IrId i) {
  const IrInst *in = &v->f->insts[i];
  IrStatus s = check_result(v, i, in);
  if (!s) s = check_flags(v, i);
  if (!s) s = check_value_kinds(v, i, in);
  if (!s) s = check_shape(v, i, in);
  if (!s) s = check_dominance(v, i, in);
  return s;
}

/* ------------------------------------------------------------------ */
/* Blocks: terminators, entry, phis against predecessors                */

static IrStatus check_terminators(V *v, IrId b) {
  const IrFunc *f = v->f;
  IR_FOR_INSTS(f, b, i) {
    bool term = ir_opinfo[f->insts[i].op].props & IR_P_TERM;
    if (term && i != f->blocks[b].last) return err_inst(v, i, "terminator in the middle of a block");
    if (!term && i == f->blocks[b].last) return err_inst(v, i, "block does not end with a terminator");
  }
  return IR_OK;
}

/* Every phi has, for each predecessor p, as many entries as there are
 * edges from p (the same value in each), and no entry for other blocks.
 * cnt[p] = edges from p; seen[p] = entries for p in the current phi. */
static IrStatus check_phi_entries(V *v, IrId i) {
  const IrFunc *f = v->f;
  const IrInst *in = &f->insts[i];
  if (in->nops == 0) return err_inst(v, i, "phi has no incoming values");
  IrStatus s = IR_OK;
  for (uint32_t k = 0; k < in->nops && !s; k += 2) {
    IrId p = ir_ref_idx(op_at(v, i, k + 1));
    IrRef val = op_at(v, i, k);
    if (!v->cnt[p]) s = err_inst(v, i, "phi incoming block is not a predecessor");
    else if (v->seen[p]++ == 0) v->first[p] = val;
    else if (!ir_ref_eq(v->first[p], val)) s = err_inst(v, i, "phi has different values for the same predecessor");
  }
  uint32_t np;
  const IrId *pr = ir_cfg_preds(&v->cfg, in->block, &np);
  for (uint32_t k = 0; k < np && !s; k++) {
    if (!v->seen[pr[k]]) s = err_inst(v, i, "phi is missing an incoming value for a predecessor");
    else if (v->seen[pr[k]] != v->cnt[pr[k]]) s = err_inst(v, i, "phi entries do not match the edges from a predecessor");
  }
  for (uint32_t k = 0; k < in->nops; k += 2) v->seen[ir_ref_idx(op_at(v, i, k + 1))] = 0;
  return s;
}

static IrStatus check_phis(V *v, IrId b) {
  const IrFunc *f = v->f;
  if (f->insts[f->blocks[b].first].op != IR_PHI) return IR_OK;
  uint32_t np;
  const IrId *pr = ir_cfg_preds(&v->cfg, b, &np);
  for (uint32_t k = 0; k < np; k++) v->cnt[pr[k]]++;
  IrStatus s = IR_OK;
  for (IrId i = f->blocks[b].first; i != IR_NIL && f->insts[i].op == IR_PHI && !s; i = f->insts[i].next)
    s = check_phi_entries(v, i);
  for (uint32_t k = 0; k < np; k++) v->cnt[pr[k]] = 0;
  return s;
}

static IrStatus check_block(V *v, IrId b) {
  const IrFunc *f = v->f;
  IrStatus s = check_terminators(v, b);
  if (!s) s = check_phis(v, b);
  bool body = false;
  IR_FOR_INSTS(f, b, i) {
    if (s) break;
    if (f->insts[i].op != IR_PHI) body = true;
    else if (body) s = err_inst(v, i, "phi is not at the start of the block");
    if (!s) s = check_inst(v, i);
  }
  return s;
}

static IrStatus check_entry(V *v) {
  uint32_t np;
  const IrId *pr = ir_cfg_preds(&v->cfg, v->f->entry, &np);
  if (np) return err_inst(v, v->f->blocks[pr[0]].last, "entry block has predecessors");
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* Drivers                                                              */

static IrStatus check_body(V *v) {
  IrFunc *f = v->f;
  IrStatus s = check_lists(v);
  if (s) return s;
  IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) {
    s = check_operands(v, i);
    if (s) return s;
  }
  s = check_use_lists(v);
  if (s) return s;
  if (ir_cfg_compute(&v->cfg, f) || ir_dom_compute(&v->dom, &v->cfg)) return ir_ctx_status(v->c);
  if (!reserve(v, f->nblocks, 0)) return out_of_memory(v);
  s = check_entry(v);
  IR_FOR_BLOCKS(f, b) {
    if (s) break;
    s = check_block(v, b);
  }
  return s;
}

static IrStatus check_func(V *v, IrFunc *f) {
  v->f = f;
  IrStatus s = check_signature(v, f);
  if (!s && !f->is_decl) s = check_body(v);
  v->f = NULL;
  return s;
}

static bool v_init(V *v, IrModule *m) {
  memset(v, 0, sizeof *v);
  v->m = m;
  v->c = m->ctx;
  v->ncstate = m->nconsts ? m->nconsts : 1;
  v->cstate = xgrow(v, NULL, 0, v->ncstate);
  return v->cstate != NULL;
}

IrStatus ir_verify_func(IrModule *m, IrFunc *f) {
  V v;
  if (!v_init(&v, m)) return out_of_memory(&v);
  IrStatus s = check_types(&v);
  if (!s) s = check_func(&v, f);
  v_free(&v);
  return s;
}

IrStatus ir_verify_module(IrModule *m) {
  V v;
  if (!v_init(&v, m)) return out_of_memory(&v);
  IrStatus s = check_types(&v);
  for (uint32_t g = 0; g < m->nglobals && !s; g++) s = check_global(&v, g);
  for (uint32_t k = 0; k < m->nfuncs && !s; k++) s = check_func(&v, m->funcs[k]);
  v_free(&v);
  return s;
}

/* core/ir.c -- contexts, errors, strings, modules, symbols and the editing
 * of function bodies (blocks, instructions, operand slots, use lists).
 *
 * Contract: see core/ir.h.  All arrays grow through IR_GROW, which jumps to
 * the innermost recovery point (ir_protect) when the allocator fails.
 */
#include <assert.h>
#include <stdarg.h>
#include <stdlib.h>

#include "ir_impl.h"

/* ------------------------------------------------------------------ */
/* Context, allocation, errors                                          */

static void *default_alloc(void *ud, void *ptr, size_t oldsize, size_t newsize) {
  (void)ud;
  (void)oldsize;
  if (newsize == 0) {
    free(ptr);
    return NULL;
  }
  return realloc(ptr, newsize);
}

IrCtx *ir_ctx_new_alloc(IrAllocFn fn, void *ud) {
  IrCtx *c = fn(ud, NULL, 0, sizeof *c);
  if (!c) return NULL;
  memset(c, 0, sizeof *c);
  c->alloc = fn;
  c->ud = ud;
  return c;
}

IrCtx *ir_ctx_new(void) { return ir_ctx_new_alloc(default_alloc, NULL); }

void ir_ctx_free(IrCtx *c) {
  if (c) c->alloc(c->ud, c, sizeof *c, 0);
}

uint64_t ir_fnv1a64(const void *p, size_t n) {
  const uint8_t *d = p;
  uint64_t h = 0xcbf29ce484222325u;
  for (size_t i = 0; i < n; i++) h = (h ^ d[i]) * 0x100000001b3u;
  return h;
}

const char *ir_ctx_error(const IrCtx *c) { return c->err; }
IrStatus ir_ctx_status(const IrCtx *c) { return c->status; }

void ir_ctx_clear_error(IrCtx *c) {
  c->status = IR_OK;
  c->err[0] = 0;
}

IrStatus ir_error(IrCtx *c, IrStatus st, const char *file, uint32_t line, uint32_t col,
                  const char *fmt, ...) {
  size_t n = 0;
  if (file && line)
    n = (size_t)snprintf(c->err, sizeof c->err, "%s:%u:%u: error: ", file, line, col ? col : 1);
  else if (file)
    n = (size_t)snprintf(c->err, sizeof c->err, "%s: error: ", file);
  else
    n = (size_t)snprintf(c->err, sizeof c->err, "error: ");
  if (n < sizeof c->err) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err + n, sizeof c->err - n, fmt, ap);
    va_end(ap);
  }
  c->status = st;
  return st;
}

void *ir_alloc(IrCtx *c, void *ptr, size_t oldsize, size_t newsize) {
  return c->alloc(c->ud, ptr, oldsize, newsize);
}

void *ir_xalloc(IrCtx *c, void *ptr, size_t oldsize, size_t newsize) {
  void *p = c->alloc(c->ud, ptr, oldsize, newsize);
  if (!p && newsize) {
    ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
    assert(c->recover && "allocation failed outside a recovery point");
    longjmp(c->recover->jb, 1);
  }
  return p;
}

void ir_grow(IrCtx *c, void **arr, uint32_t *cap, uint32_t need, size_t es) {
  if (need <= *cap) return;
  uint64_t ncap = *cap ? *cap : 8;
  while (ncap < need) ncap *= 2;
  assert(ncap <= UINT32_MAX);
  *arr = ir_xalloc(c, *arr, (size_t)*cap * es, (size_t)ncap * es);
  memset((char *)*arr + (size_t)*cap * es, 0, (size_t)(ncap - *cap) * es);
  *cap = (uint32_t)ncap;
}

IrStatus ir_protect(IrCtx *c, void (*fn)(void *arg), void *arg) {
  struct IrRecover r;
  r.prev = c->recover;
  c->recover = &r;
  if (setjmp(r.jb) == 0) {
    fn(arg);
    c->recover = r.prev;
    return IR_OK;
  }
  c->recover = r.prev;
  return IR_ENOMEM;
}

/* ------------------------------------------------------------------ */
/* Strings: one arena, interned through an open-addressing hash of offsets */

/* Arena layout: offset 0 holds "" (IrStr 0); every interned string is
 * stored as a 4-byte length, the bytes and a NUL, and its IrStr is the
 * offset of the bytes, so probes compare lengths without strlen. */
static uint32_t str_len(const IrModule *m, uint32_t off) {
  uint32_t n;
  memcpy(&n, m->str + off - 4, 4);
  return n;
}

static uint32_t str_slot(const IrModule *m, const char *s, size_t len, uint32_t h) {
  uint32_t mask = m->capstrhash - 1;
  for (uint32_t i = h & mask;; i = (i + 1) & mask) {
    uint32_t off = m->strhash[i];
    if (off == 0) return i;
    if (str_len(m, off) == len && memcmp(m->str + off, s, len) == 0) return i;
  }
}

static void str_rehash(IrModule *m, uint32_t ncap) {
  IrCtx *c = m->ctx;
  uint32_t *old = m->strhash, oldcap = m->capstrhash;
  m->strhash = ir_xalloc(c, NULL, 0, ncap * sizeof *m->strhash);
  memset(m->strhash, 0, ncap * sizeof *m->strhash);
  m->capstrhash = ncap;
  for (uint32_t i = 0; i < oldcap; i++) {
    if (!old[i]) continue;
    uint32_t n = str_len(m, old[i]);
    const char *t = m->str + old[i];
    m->strhash[str_slot(m, t, n, ir_hash_bytes(t, n, IR_HASH_SEED))] = old[i];
  }
  ir_xalloc(c, old, oldcap * sizeof *old, 0);
}

IrStr ir_str(IrModule *m, const char *s, size_t len) {
  if (len == 0) return 0;
  uint32_t h = ir_hash_bytes(s, len, IR_HASH_SEED);
  uint32_t slot = str_slot(m, s, len, h);
  if (m->strhash[slot]) return m->strhash[slot];
  assert(!memchr(s, 0, len) && "IR strings never contain NUL");
  IR_GROW(m->ctx, m->str, m->capstr, m->nstr + (uint32_t)len + 5);
  uint32_t n32 = (uint32_t)len, off = m->nstr + 4;
  memcpy(m->str + m->nstr, &n32, 4);
  memcpy(m->str + off, s, len);
  m->str[off + len] = 0;
  m->nstr += (uint32_t)len + 5;
  m->strhash[slot] = off;
  if (++m->nstrhash * 2 > m->capstrhash) str_rehash(m, m->capstrhash * 2);
  return off;
}

IrStr ir_strz(IrModule *m, const char *s) { return ir_str(m, s, strlen(s)); }
const char *ir_cstr(const IrModule *m, IrStr s) { return m->str + s; }

IrStr ir_str_find(const IrModule *m, const char *s, size_t len) {
  if (len == 0) return 0;
  return m->strhash[str_slot(m, s, len, ir_hash_bytes(s, len, IR_HASH_SEED))];
}

/* ------------------------------------------------------------------ */
/* Modules                                                              */

static void module_init(void *arg) {
  IrModule *m = arg;
  IR_GROW(m->ctx, m->str, m->capstr, 64);
  m->str[0] = 0;
  m->nstr = 1;
  m->capstrhash = 256;
  m->strhash = ir_xalloc(m->ctx, NULL, 0, m->capstrhash * sizeof *m->strhash);
  memset(m->strhash, 0, m->capstrhash * sizeof *m->strhash);
  m->capsymhash = 64;
  m->symhash = ir_xalloc(m->ctx, NULL, 0, m->capsymhash * sizeof *m->symhash);
  memset(m->symhash, 0, m->capsymhash * sizeof *m->symhash);
  ir_type_init(m);
}

IrModule *ir_module_new(IrCtx *c) {
  IrModule *m = ir_alloc(c, NULL, 0, sizeof *m);
  if (!m) {
    ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
    return NULL;
  }
  memset(m, 0, sizeof *m);
  m->ctx = c;
  if (ir_protect(c, module_init, m) != IR_OK) {
    ir_module_free(m);
    return NULL;
  }
  return m;
}

#define FREEARR(c, a, cap) ((a) ? (void)ir_alloc((c), (a), (size_t)(cap) * sizeof *(a), 0) : (void)0)

static void func_free(IrCtx *c, IrFunc *f) {
  if (!f) return;
  FREEARR(c, f->params, f->nparams);
  FREEARR(c, f->insts, f->capinsts);
  FREEARR(c, f->blocks, f->capblocks);
  FREEARR(c, f->uses, f->capuses);
  ir_alloc(c, f, sizeof *f, 0);
}

void ir_module_swap(IrModule *a, IrModule *b) {
  IrModule t = *a;
  *a = *b;
  *b = t;
  for (uint32_t i = 0; i < a->nfuncs; i++) a->funcs[i]->mod = a;
  for (uint32_t i = 0; i < b->nfuncs; i++) b->funcs[i]->mod = b;
}

void ir_module_free(IrModule *m) {
  if (!m) return;
  IrCtx *c = m->ctx;
  for (uint32_t i = 0; i < m->nfuncs; i++) func_free(c, m->funcs[i]);
  FREEARR(c, m->funcs, m->capfuncs);
  FREEARR(c, m->str, m->capstr);
  FREEARR(c, m->strhash, m->capstrhash);
  FREEARR(c, m->types, m->captypes);
  FREEARR(c, m->tfields, m->captfields);
  FREEARR(c, m->typehash, m->captypehash);
  FREEARR(c, m->consts, m->capconsts);
  FREEARR(c, m->celems, m->capcelems);
  FREEARR(c, m->consthash, m->capconsthash);
  FREEARR(c, m->globals, m->capglobals);
  FREEARR(c, m->symhash, m->capsymhash);
  ir_alloc(c, m, sizeof *m, 0);
}

/* ------------------------------------------------------------------ */
/* Symbols: globals and functions in one name space                     */

static uint32_t sym_slot(const IrModule *m, IrStr name) {
  uint32_t mask = m->capsymhash - 1;
  for (uint32_t i = (name * 2654435761u) & mask;; i = (i + 1) & mask) {
    uint32_t e = m->symhash[i];
    if (e == 0) return i;
    IrRef r = {e - 1};
    IrStr n = ir_ref_is(r, IR_RGLOBAL) ? m->globals[ir_ref_idx(r)].name
                                       : m->funcs[ir_ref_idx(r)]->name;
    if (n == name) return i;
  }
}

static void sym_insert(IrModule *m, IrStr name, IrRef r);

static void sym_rehash(IrModule *m, uint32_t ncap) {
  IrCtx *c = m->ctx;
  uint32_t *old = m->symhash, oldcap = m->capsymhash;
  m->capsymhash = ncap;
  m->symhash = ir_xalloc(c, NULL, 0, m->capsymhash * sizeof *m->symhash);
  memset(m->symhash, 0, m->capsymhash * sizeof *m->symhash);
  for (uint32_t i = 0; i < m->nglobals; i++) m->symhash[sym_slot(m, m->globals[i].name)] = ir_ref(IR_RGLOBAL, i).bits + 1;
  for (uint32_t i = 0; i < m->nfuncs; i++) m->symhash[sym_slot(m, m->funcs[i]->name)] = ir_ref(IR_RFUNC, i).bits + 1;
  ir_xalloc(c, old, oldcap * sizeof *old, 0);
}

static void sym_insert(IrModule *m, IrStr name, IrRef r) {
  if ((m->nglobals + m->nfuncs + 1) * 2 > m->capsymhash) sym_rehash(m, m->capsymhash * 2);
  m->symhash[sym_slot(m, name)] = r.bits + 1;
}

IrRef ir_sym_lookup(const IrModule *m, IrStr name) {
  uint32_t e = m->symhash[sym_slot(m, name)];
  if (!e) return IR_NOREF;
  IrRef r = {e - 1};
  return r;
}

bool ir_sym_rename(IrModule *m, IrRef sym, IrStr name) {
  if (!ir_ref_is(ir_sym_lookup(m, name), IR_RNONE)) return false;
  uint32_t idx = ir_ref_idx(sym);
  if (ir_ref_is(sym, IR_RGLOBAL)) m->globals[idx].name = name;
  else m->funcs[idx]->name = name;
  sym_rehash(m, m->capsymhash); /* renames are rare: rebuild */
  return true;
}

/* Renumbers every IR_RFUNC / IR_RGLOBAL operand through fmap / gmap. */
static void sym_renumber(IrModule *m, const uint32_t *fmap, const uint32_t *gmap) {
  for (uint32_t fx = 0; fx < m->nfuncs; fx++) {
    IrFunc *fn = m->funcs[fx];
    for (uint32_t u = 0; u < fn->nuses; u++) {
      IrRef r = fn->uses[u].ref;
      uint32_t to = ir_ref_is(r, IR_RFUNC) ? fmap[ir_ref_idx(r)] : ir_ref_is(r, IR_RGLOBAL) ? gmap[ir_ref_idx(r)] : 0;
      if (to == IR_NIL) fn->uses[u].ref = IR_NOREF;  /* a slot of a removed instruction */
      else if (ir_ref_is(r, IR_RFUNC) || ir_ref_is(r, IR_RGLOBAL)) fn->uses[u].ref = ir_ref(ir_ref_kind(r), to);
    }
  }
}

uint32_t ir_module_drop_unused(IrModule *m) {
  for (uint32_t e = 0; e < m->ncelems; e++)
    if (ir_ref_is(m->celems[e], IR_RFUNC) || ir_ref_is(m->celems[e], IR_RGLOBAL)) return 0;
  for (uint32_t g = 0; g < m->nglobals; g++)
    if (m->globals[g].has_init && (ir_ref_is(m->globals[g].init, IR_RFUNC) || ir_ref_is(m->globals[g].init, IR_RGLOBAL)))
      return 0;
  IrCtx *c = m->ctx;
  uint32_t nf = m->nfuncs, ng = m->nglobals;
  uint32_t *fmap = ir_alloc(c, NULL, 0, (nf + ng + 1) * sizeof *fmap);
  if (!fmap) return 0;  /* nothing removed: still a valid module */
  uint32_t *gmap = fmap + nf;
  for (uint32_t i = 0; i < nf + ng; i++) fmap[i] = 0;  /* 1: used */
  for (uint32_t fx = 0; fx < nf; fx++) {
    const IrFunc *fn = m->funcs[fx];
    for (uint32_t u = 0; u < fn->nuses; u++) {
      IrRef r = fn->uses[u].ref;
      if (fn->uses[u].user == IR_NIL || fn->insts[fn->uses[u].user].op == IR_NOP) continue;
      if (ir_ref_is(r, IR_RFUNC)) fmap[ir_ref_idx(r)] = 1;
      else if (ir_ref_is(r, IR_RGLOBAL)) gmap[ir_ref_idx(r)] = 1;
    }
  }
  uint32_t kf = 0, kg = 0, dropped = 0;
  for (uint32_t fx = 0; fx < nf; fx++) {
    IrFunc *fn = m->funcs[fx];
    if (fmap[fx] || !fn->is_decl || fn->is_kernel) {
      fmap[fx] = kf;
      m->funcs[kf++] = fn;
    } else {
      func_free(c, fn);
      fmap[fx] = IR_NIL;
      dropped++;
    }
  }
  for (uint32_t g = 0; g < ng; g++) {
    if (gmap[g]) {
      gmap[g] = kg;
      m->globals[kg++] = m->globals[g];
    } else {
      gmap[g] = IR_NIL;
      dropped++;
    }
  }
  m->nfuncs = kf;
  m->nglobals = kg;
  if (dropped) {
    sym_renumber(m, fmap, gmap);
    sym_rehash(m, m->capsymhash);
  }
  ir_alloc(c, fmap, (nf + ng + 1) * sizeof *fmap, 0);
  return dropped;
}

uint32_t ir_global_new(IrModule *m, IrStr name, IrType vtype, unsigned as) {
  IR_GROW(m->ctx, m->globals, m->capglobals, m->nglobals + 1);
  uint32_t g = m->nglobals++;
  IrGlobal *gl = &m->globals[g];
  memset(gl, 0, sizeof *gl);
  gl->name = name;
  gl->vtype = vtype;
  gl->as = (uint8_t)as;
  gl->init = IR_NOREF;
  if (name) sym_insert(m, name, ir_ref(IR_RGLOBAL, g));
  return g;
}

IrGlobal *ir_global(const IrModule *m, uint32_t g) { return &m->globals[g]; }
IrType ir_global_ptr_type(IrModule *m, uint32_t g) { return ir_type_ptr(m, m->globals[g].as); }

uint32_t ir_func_new(IrModule *m, IrStr name, IrType ret, uint32_t nparams, const IrType *ptypes,
                     bool vararg) {
  IrCtx *c = m->ctx;
  IR_GROW(c, m->funcs, m->capfuncs, m->nfuncs + 1);
  IrFunc *f = ir_xalloc(c, NULL, 0, sizeof *f);
  memset(f, 0, sizeof *f);
  m->funcs[m->nfuncs] = f;  /* owned by the module from here on */
  uint32_t idx = m->nfuncs++;
  f->mod = m;
  f->name = name;
  f->ret = ret;
  f->vararg = vararg;
  f->is_decl = true;
  f->entry = f->last_block = IR_NIL;
  if (nparams) {
    f->params = ir_xalloc(c, NULL, 0, nparams * sizeof *f->params);
    memset(f->params, 0, nparams * sizeof *f->params);
    f->nparams = nparams;
    for (uint32_t i = 0; i < nparams; i++) {
      f->params[i].type = ptypes[i];
      f->params[i].first_use = IR_NIL;
    }
  }
  bool is_llvm;
  const char *s = ir_cstr(m, name);
  f->intrin = (uint16_t)ir_intrin_lookup(s, strlen(s), &is_llvm);
  if (f->intrin) f->fattrs |= ir_intrin_info[f->intrin].attrs & 0xffffu;
  if (name) sym_insert(m, name, ir_ref(IR_RFUNC, idx));
  return idx;
}

IrFunc *ir_func(const IrModule *m, uint32_t fidx) { return m->funcs[fidx]; }

uint32_t ir_func_index(const IrModule *m, const IrFunc *f) {
  for (uint32_t i = 0; i < m->nfuncs; i++)
    if (m->funcs[i] == f) return i;
  return IR_NIL;
}

/* ------------------------------------------------------------------ */
/* Use lists                                                            */

static IrId *use_head(IrFunc *f, IrRef v) {
  switch (ir_ref_kind(v)) {
  case IR_RINST: return &f->insts[ir_ref_idx(v)].first_use;
  case IR_RARG: return &f->params[ir_ref_idx(v)].first_use;
  case IR_RBLOCK: return &f->blocks[ir_ref_idx(v)].first_use;
  default: return NULL;
  }
}

static void use_link(IrFunc *f, IrId s) {
  IrUse *u = &f->uses[s];
  IrId *head = use_head(f, u->ref);
  u->prev = u->next = IR_NIL;
  if (!head) return;
  u->next = *head;
  if (*head != IR_NIL) f->uses[*head].prev = s;
  *head = s;
}

static void use_unlink(IrFunc *f, IrId s) {
  IrUse *u = &f->uses[s];
  IrId *head = use_head(f, u->ref);
  if (!head) return;
  if (u->prev != IR_NIL) f->uses[u->prev].next = u->next;
  else *head = u->next;
  if (u->next != IR_NIL) f->uses[u->next].prev = u->prev;
  u->prev = u->next = IR_NIL;
}

static IrId slots_new(IrFunc *f, uint32_t n, IrId user) {
  IR_GROW(f->mod->ctx, f->uses, f->capuses, f->nuses + n);
  IrId s0 = f->nuses;
  for (uint32_t k = 0; k < n; k++) {
    IrUse *u = &f->uses[s0 + k];
    u->ref = IR_NOREF;
    u->user = user;
    u->prev = u->next = IR_NIL;
  }
  f->nuses += n;
  return s0;
}

void ir_set_opnd(IrFunc *f, IrId i, uint32_t k, IrRef v) {
  assert(k < f->insts[i].nops);
  IrId s = f->insts[i].op0 + k;
  use_unlink(f, s);
  f->uses[s].ref = v;
  use_link(f, s);
}

void ir_add_opnds(IrFunc *f, IrId i, uint32_t n, const IrRef *vals) {
  uint32_t old = f->insts[i].nops;
  IrId s0 = slots_new(f, old + n, i);
  IrId from = f->insts[i].op0;
  for (uint32_t k = 0; k < old; k++) {
    IrRef v = f->uses[from + k].ref;
    use_unlink(f, from + k);
    f->uses[from + k].ref = IR_NOREF;
    f->uses[s0 + k].ref = v;
    use_link(f, s0 + k);
  }
  f->insts[i].op0 = s0;
  f->insts[i].nops = old + n;
  for (uint32_t k = 0; k < n; k++) ir_set_opnd(f, i, old + k, vals[k]);
}

void ir_del_opnds(IrFunc *f, IrId i, uint32_t k, uint32_t n) {
  IrInst *in = &f->insts[i];
  assert(k + n <= in->nops);
  for (uint32_t j = k; j < in->nops; j++) use_unlink(f, in->op0 + j);
  for (uint32_t j = k; j + n < in->nops; j++) f->uses[in->op0 + j].ref = f->uses[in->op0 + j + n].ref;
  in->nops -= n;
  for (uint32_t j = k; j < in->nops; j++) use_link(f, in->op0 + j);
}

void ir_rauw(IrFunc *f, IrRef from, IrRef to) {
  if (ir_ref_eq(from, to)) return;
  IrId *head = use_head(f, from);
  assert(head);
  while (*head != IR_NIL) {
    IrId s = *head;
    use_unlink(f, s);
    f->uses[s].ref = to;
    use_link(f, s);
  }
}

bool ir_func_remove_param(IrFunc *f, uint32_t k) {
  if (k >= f->nparams || f->params[k].first_use != IR_NIL) return false;
  /* argument j > k becomes j - 1: its use slots are renamed in place (the
   * list links stay valid), then its entry, list head included, moves */
  uint32_t n = f->nparams;
  IrParam last = f->params[n - 1];
  IrParam *np = ir_alloc(f->mod->ctx, f->params, n * sizeof *np, (n - 1) * sizeof *np);  /* shrinks */
  if (n > 1 && !np) return false;
  f->params = np;
  for (uint32_t j = k + 1; j < n; j++) {
    IrParam pj = j == n - 1 ? last : f->params[j];
    for (IrId u = pj.first_use; u != IR_NIL; u = f->uses[u].next) f->uses[u].ref = ir_ref(IR_RARG, j - 1);
    f->params[j - 1] = pj;
  }
  f->nparams = n - 1;
  return true;
}

uint32_t ir_num_uses(const IrFunc *f, IrRef v) {
  IrId *head = use_head((IrFunc *)f, v);
  uint32_t n = 0;
  if (!head) return 0;
  for (IrId s = *head; s != IR_NIL; s = f->uses[s].next) n++;
  return n;
}

IrId ir_first_use(const IrFunc *f, IrRef v) {
  IrId *head = use_head((IrFunc *)f, v);
  return head ? *head : IR_NIL;
}

/* ------------------------------------------------------------------ */
/* Blocks and instructions                                              */

static IrId block_alloc(IrFunc *f, IrStr name) {
  IR_GROW(f->mod->ctx, f->blocks, f->capblocks, f->nblocks + 1);
  IrId b = f->nblocks++;
  IrBlock *bl = &f->blocks[b];
  memset(bl, 0, sizeof *bl);
  bl->name = name;
  bl->first = bl->last = bl->prev = bl->next = bl->first_use = IR_NIL;
  f->is_decl = false;
  return b;
}

IrId ir_block_new(IrFunc *f, IrStr name) {
  IrId b = block_alloc(f, name);
  f->blocks[b].prev = f->last_block;
  if (f->last_block != IR_NIL) f->blocks[f->last_block].next = b;
  else f->entry = b;
  f->last_block = b;
  return b;
}

static void block_unlink(IrFunc *f, IrId b) {
  IrBlock *bl = &f->blocks[b];
  if (bl->prev != IR_NIL) f->blocks[bl->prev].next = bl->next;
  else f->entry = bl->next;
  if (bl->next != IR_NIL) f->blocks[bl->next].prev = bl->prev;
  else f->last_block = bl->prev;
  bl->prev = bl->next = IR_NIL;
}

static void block_link_after(IrFunc *f, IrId b, IrId after) {
  IrBlock *bl = &f->blocks[b];
  bl->prev = after;
  bl->next = f->blocks[after].next;
  if (bl->next != IR_NIL) f->blocks[bl->next].prev = b;
  else f->last_block = b;
  f->blocks[after].next = b;
}

IrId ir_block_new_after(IrFunc *f, IrId after, IrStr name) {
  IrId b = block_alloc(f, name);
  block_link_after(f, b, after);
  return b;
}

void ir_block_move_after(IrFunc *f, IrId b, IrId after) {
  if (b == after) return;
  block_unlink(f, b);
  block_link_after(f, b, after);
}

void ir_block_remove(IrFunc *f, IrId b) {
  /* Operands first, so that values used only inside the block die with it. */
  IR_FOR_INSTS(f, b, i) {
    for (uint32_t k = 0; k < f->insts[i].nops; k++) ir_set_opnd(f, i, k, IR_NOREF);
  }
  while (f->blocks[b].first != IR_NIL) ir_inst_remove(f, f->blocks[b].first);
  assert(f->blocks[b].first_use == IR_NIL && "removing a block that is still a target");
  block_unlink(f, b);
  f->blocks[b].dead = 1;
}

IrId ir_inst_new(IrFunc *f, IrOp op, IrType type, uint32_t nops) {
  IR_GROW(f->mod->ctx, f->insts, f->capinsts, f->ninsts + 1);
  IrId i = f->ninsts++;
  IrInst *in = &f->insts[i];
  memset(in, 0, sizeof *in);
  in->op = (uint16_t)op;
  in->type = type;
  in->block = in->prev = in->next = in->first_use = IR_NIL;
  in->op0 = slots_new(f, nops, i);
  f->insts[i].nops = nops;
  return i;
}

void ir_inst_append(IrFunc *f, IrId b, IrId i) {
  IrInst *in = &f->insts[i];
  IrBlock *bl = &f->blocks[b];
  assert(in->block == IR_NIL);
  in->block = b;
  in->prev = bl->last;
  in->next = IR_NIL;
  if (bl->last != IR_NIL) f->insts[bl->last].next = i;
  else bl->first = i;
  bl->last = i;
  f->nlive_insts++;
}

void ir_inst_insert_before(IrFunc *f, IrId pos, IrId i) {
  IrInst *in = &f->insts[i], *p = &f->insts[pos];
  assert(in->block == IR_NIL && p->block != IR_NIL);
  in->block = p->block;
  in->next = pos;
  in->prev = p->prev;
  if (p->prev != IR_NIL) f->insts[p->prev].next = i;
  else f->blocks[p->block].first = i;
  p->prev = i;
  f->nlive_insts++;
}

void ir_inst_insert_after(IrFunc *f, IrId pos, IrId i) {
  IrInst *p = &f->insts[pos];
  if (p->next != IR_NIL) {
    ir_inst_insert_before(f, p->next, i);
    return;
  }
  ir_inst_append(f, p->block, i);
}

void ir_inst_unlink(IrFunc *f, IrId i) {
  IrInst *in = &f->insts[i];
  if (in->block == IR_NIL) return;
  IrBlock *bl = &f->blocks[in->block];
  if (in->prev != IR_NIL) f->insts[in->prev].next = in->next;
  else bl->first = in->next;
  if (in->next != IR_NIL) f->insts[in->next].prev = in->prev;
  else bl->last = in->prev;
  in->block = in->prev = in->next = IR_NIL;
  f->nlive_insts--;
}

void ir_inst_remove(IrFunc *f, IrId i) {
  assert(f->insts[i].first_use == IR_NIL && "removing an instruction that still has uses");
  ir_inst_unlink(f, i);
  for (uint32_t k = 0; k < f->insts[i].nops; k++) ir_set_opnd(f, i, k, IR_NOREF);
  f->insts[i].nops = 0;
  f->insts[i].op = IR_NOP;
}

IrId ir_block_term(const IrFunc *f, IrId b) {
  IrId l = f->blocks[b].last;
  if (l == IR_NIL) return IR_NIL;
  return (ir_opinfo[f->insts[l].op].props & IR_P_TERM) ? l : IR_NIL;
}

IrType ir_value_type(const IrFunc *f, IrRef v) {
  const IrModule *m = f->mod;
  switch (ir_ref_kind(v)) {
  case IR_RINST: return f->insts[ir_ref_idx(v)].type;
  case IR_RARG: return f->params[ir_ref_idx(v)].type;
  case IR_RCONST: return m->consts[ir_ref_idx(v)].type;
  case IR_RGLOBAL: return ir_type_ptr((IrModule *)m, m->globals[ir_ref_idx(v)].as);
  case IR_RFUNC: return IR_PTR;
  case IR_RBLOCK: return IR_LABEL;
  default: return IR_VOID;
  }
}

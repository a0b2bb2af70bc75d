/* core/type.c -- the module's type table and constant pool, both interned
 * (structurally equal types and constants get the same index), and the
 * sizes and alignments of the NVPTX data layout.
 *
 * Contract: see core/ir.h.  Data layout: "e-i64:64-i128:128-v16:16-v32:32-
 * n16:32:64" (clang's nvptx64), except that pointers in address space 3
 * (shared) are 32 bits wide, as DESIGN.md fixes for the reference semantics.
 */
#include <assert.h>
#include <stdio.h>

#include "ir_impl.h"

/* ------------------------------------------------------------------ */
/* Types                                                                */

static uint32_t type_hash(const IrModule *m, const IrTypeInfo *t) {
  uint32_t h = IR_HASH_SEED;
  h = ir_hash_bytes(&t->kind, 1, h);
  h = ir_hash_bytes(&t->as, 1, h);
  h = ir_hash_bytes(&t->packed, 1, h);
  h = ir_hash_bytes(&t->bits, 2, h);
  h = ir_hash_bytes(&t->count, 4, h);
  h = ir_hash_bytes(&t->elem, 4, h);
  h = ir_hash_bytes(&t->name, 4, h);
  if (t->kind == IR_TSTRUCT && !t->name && t->nfields)
    h = ir_hash_bytes(m->tfields + t->field0, t->nfields * sizeof(IrType), h);
  return h;
}

static bool type_eq(const IrModule *m, const IrTypeInfo *a, const IrTypeInfo *b) {
  if (a->kind != b->kind || a->as != b->as || a->packed != b->packed || a->bits != b->bits ||
      a->count != b->count || a->elem != b->elem || a->name != b->name)
    return false;
  if (a->kind == IR_TSTRUCT && !a->name)
    return a->nfields == b->nfields &&
           (a->nfields == 0 ||
            memcmp(m->tfields + a->field0, m->tfields + b->field0, a->nfields * sizeof(IrType)) == 0);
  return true;
}

static void type_rehash(IrModule *m, uint32_t ncap) {
  IrCtx *c = m->ctx;
  uint32_t *fresh = ir_xalloc(c, NULL, 0, ncap * sizeof *m->typehash); /* before freeing: OOM-safe */
  if (m->typehash) ir_xalloc(c, m->typehash, m->captypehash * sizeof *m->typehash, 0);
  m->typehash = fresh;
  memset(m->typehash, 0, ncap * sizeof *m->typehash);
  m->captypehash = ncap;
  for (uint32_t t = 0; t < m->ntypes; t++) {
    const IrTypeInfo *ti = &m->types[t];
    if (ti->kind == IR_TSTRUCT && ti->name) continue; /* identified: not interned */
    uint32_t mask = ncap - 1, i = type_hash(m, ti) & mask;
    while (m->typehash[i]) i = (i + 1) & mask;
    m->typehash[i] = t + 1;
  }
}

/* Finds or adds a type equal to *t (fields already appended at t->field0
 * for literal structs; they are dropped again when the type exists). */
static IrType type_intern(IrModule *m, const IrTypeInfo *t) {
  uint32_t mask = m->captypehash - 1, i = type_hash(m, t) & mask;
  for (; m->typehash[i]; i = (i + 1) & mask) {
    IrType u = m->typehash[i] - 1;
    if (type_eq(m, &m->types[u], t)) {
      if (t->kind == IR_TSTRUCT && t->field0 + t->nfields == m->ntfields) m->ntfields = t->field0;
      return u;
    }
  }
  IR_GROW(m->ctx, m->types, m->captypes, m->ntypes + 1);
  IrType u = m->ntypes++;
  m->types[u] = *t;
  m->typehash[i] = u + 1;
  if (m->ntypes * 2 > m->captypehash) type_rehash(m, m->captypehash * 2);
  return u;
}

static IrType type_simple(IrModule *m, IrTypeKind k, unsigned bits, unsigned as) {
  IrTypeInfo t;
  memset(&t, 0, sizeof t);
  t.kind = (uint8_t)k;
  t.bits = (uint16_t)bits;
  t.as = (uint8_t)as;
  return type_intern(m, &t);
}

void ir_type_init(IrModule *m) {
  type_rehash(m, 64);
  static const struct { uint8_t kind; uint16_t bits; uint8_t as; } fixed[IR_NFIXEDTYPES] = {
    [IR_VOID] = {IR_TVOID, 0, 0},    [IR_I1] = {IR_TINT, 1, 0},      [IR_I8] = {IR_TINT, 8, 0},
    [IR_I16] = {IR_TINT, 16, 0},     [IR_I32] = {IR_TINT, 32, 0},    [IR_I64] = {IR_TINT, 64, 0},
    [IR_I128] = {IR_TINT, 128, 0},   [IR_HALF] = {IR_THALF, 16, 0},  [IR_FLOAT] = {IR_TFLOAT, 32, 0},
    [IR_DOUBLE] = {IR_TDOUBLE, 64, 0}, [IR_PTR] = {IR_TPTR, 0, 0},   [IR_PTR1] = {IR_TPTR, 0, 1},
    [IR_PTR3] = {IR_TPTR, 0, 3},     [IR_PTR4] = {IR_TPTR, 0, 4},    [IR_PTR5] = {IR_TPTR, 0, 5},
    [IR_LABEL] = {IR_TLABEL, 0, 0},  [IR_META] = {IR_TMETA, 0, 0},
  };
  for (unsigned i = 0; i < IR_NFIXEDTYPES; i++) {
    IrType t = type_simple(m, fixed[i].kind, fixed[i].bits, fixed[i].as);
    assert(t == i);
    (void)t;
  }
}

IrType ir_type_int(IrModule *m, unsigned bits) {
  assert(bits >= 1 && (bits <= 64 || bits == 128));
  return type_simple(m, IR_TINT, bits, 0);
}

IrType ir_type_ptr(IrModule *m, unsigned as) { return type_simple(m, IR_TPTR, 0, as); }

IrType ir_type_vec(IrModule *m, uint32_t n, IrType elem) {
  IrTypeInfo t;
  memset(&t, 0, sizeof t);
  t.kind = IR_TVEC;
  t.count = n;
  t.elem = elem;
  return type_intern(m, &t);
}

IrType ir_type_array(IrModule *m, uint32_t n, IrType elem) {
  IrTypeInfo t;
  memset(&t, 0, sizeof t);
  t.kind = IR_TARRAY;
  t.count = n;
  t.elem = elem;
  return type_intern(m, &t);
}

static uint32_t fields_append(IrModule *m, uint32_t n, const IrType *fields) {
  IR_GROW(m->ctx, m->tfields, m->captfields, m->ntfields + n);
  uint32_t f0 = m->ntfields;
  if (n) memcpy(m->tfields + f0, fields, n * sizeof *fields);
  m->ntfields += n;
  return f0;
}

IrType ir_type_struct(IrModule *m, uint32_t n, const IrType *fields, bool packed) {
  IrTypeInfo t;
  memset(&t, 0, sizeof t);
  t.kind = IR_TSTRUCT;
  t.packed = packed;
  t.nfields = (uint16_t)n;
  t.field0 = fields_append(m, n, fields);
  return type_intern(m, &t);
}

IrType ir_type_named(IrModule *m, IrStr name) {
  IR_GROW(m->ctx, m->types, m->captypes, m->ntypes + 1);
  IrType u = m->ntypes++;
  memset(&m->types[u], 0, sizeof m->types[u]);
  m->types[u].kind = IR_TSTRUCT;
  m->types[u].name = name;
  return u;
}

void ir_type_set_body(IrModule *m, IrType t, uint32_t n, const IrType *fields, bool packed) {
  uint32_t f0 = fields_append(m, n, fields);
  IrTypeInfo *ti = &m->types[t];
  ti->field0 = f0;
  ti->nfields = (uint16_t)n;
  ti->packed = packed;
  for (uint32_t k = 0; k < m->ntypes; k++) m->types[k].lay_ok = 0; /* layouts may depend on t */
}

const IrTypeInfo *ir_ty(const IrModule *m, IrType t) { return &m->types[t]; }
IrType ir_type_field(const IrModule *m, IrType t, uint32_t i) { return m->tfields[m->types[t].field0 + i]; }

bool ir_type_is_int(const IrModule *m, IrType t) { return m->types[t].kind == IR_TINT; }
bool ir_type_is_fp(const IrModule *m, IrType t) {
  uint8_t k = m->types[t].kind;
  return k == IR_THALF || k == IR_TFLOAT || k == IR_TDOUBLE;
}
bool ir_type_is_ptr(const IrModule *m, IrType t) { return m->types[t].kind == IR_TPTR; }
bool ir_type_is_vec(const IrModule *m, IrType t) { return m->types[t].kind == IR_TVEC; }
IrType ir_type_scalar(const IrModule *m, IrType t) { return ir_type_is_vec(m, t) ? m->types[t].elem : t; }
uint32_t ir_type_lanes(const IrModule *m, IrType t) { return ir_type_is_vec(m, t) ? m->types[t].count : 1; }

IrType ir_type_with_lanes(IrModule *m, IrType scalar, uint32_t lanes) {
  return lanes == 1 ? scalar : ir_type_vec(m, lanes, scalar);
}

bool ir_type_is_first_class(const IrModule *m, IrType t) {
  uint8_t k = m->types[t].kind;
  return k != IR_TVOID && k != IR_TLABEL && k != IR_TMETA;
}

uint32_t ir_type_bits(const IrModule *m, IrType t) {
  const IrTypeInfo *ti = &m->types[t];
  switch (ti->kind) {
  case IR_TINT: case IR_THALF: case IR_TFLOAT: case IR_TDOUBLE: return ti->bits;
  case IR_TPTR: return ti->as == IR_AS_SHARED ? 32 : 64;
  case IR_TVEC: return ti->count * ir_type_bits(m, ti->elem);
  default: return (uint32_t)(ir_type_store_size(m, t) * 8);
  }
}

/* Layout of scalars and vectors (no cache needed). */
static uint32_t scalar_align(const IrModule *m, IrType t) {
  const IrTypeInfo *ti = &m->types[t];
  switch (ti->kind) {
  case IR_TINT: {
    uint32_t bytes = (ti->bits + 7) / 8;
    if (bytes <= 1) return 1;
    if (bytes <= 2) return 2;
    if (bytes <= 4) return 4;
    if (bytes <= 8) return 8;
    return 16;
  }
  case IR_THALF: return 2;
  case IR_TFLOAT: return 4;
  case IR_TDOUBLE: return 8;
  case IR_TPTR: return ti->as == IR_AS_SHARED ? 4 : 8;
  case IR_TVEC: {  /* natural alignment: the size rounded up to a power of two */
    uint64_t sz = (ir_type_bits(m, t) + 7) / 8, a = 1;
    while (a < sz) a *= 2;
    return (uint32_t)a;
  }
  default: return 1;
  }
}

/* Fills the layout cache of an array or struct type.  Each type is laid out
 * once (memoized), so nested aggregates cost linear time; the cache lives in
 * the type table, a mutable cache behind the const API. */
static const IrTypeInfo *aggregate_layout(const IrModule *m, IrType t) {
  IrTypeInfo *ti = &((IrModule *)m)->types[t];
  if (ti->lay_ok) return ti;  /* 1: done; 2: in progress (a recursive type, which the
                                 verifier rejects, lays out as empty) */
  ti->lay_ok = 2;
  ti->lay_align = 1;
  ti->lay_alloc = 0;
  uint32_t align = 1;
  uint64_t alloc = 0;
  if (ti->kind == IR_TARRAY) {
    align = ir_type_align(m, ti->elem);
    alloc = ti->count * ir_type_alloc_size(m, ti->elem);
  } else {
    uint64_t off = 0;
    for (uint32_t i = 0; i < ti->nfields; i++) {
      IrType ft = m->tfields[ti->field0 + i];
      uint32_t fa = ti->packed ? 1 : ir_type_align(m, ft);
      if (fa > align) align = fa;
      off = (off + fa - 1) / fa * fa + ir_type_alloc_size(m, ft);
    }
    /* a struct's size includes its tail padding */
    alloc = (off + align - 1) / align * align;
  }
  ti = &((IrModule *)m)->types[t];
  ti->lay_align = align;
  ti->lay_alloc = alloc;
  ti->lay_ok = 1;
  return ti;
}

static bool is_aggregate(const IrModule *m, IrType t) {
  uint8_t k = m->types[t].kind;
  return k == IR_TARRAY || k == IR_TSTRUCT;
}

uint32_t ir_type_align(const IrModule *m, IrType t) {
  return is_aggregate(m, t) ? aggregate_layout(m, t)->lay_align : scalar_align(m, t);
}

uint64_t ir_type_store_size(const IrModule *m, IrType t) {
  /* an aggregate's store size is its size, padding included (LLVM's
   * DataLayout: a store of a struct writes its tail padding, LangRef
   * "store": "padding is filled with undef") */
  if (is_aggregate(m, t)) return aggregate_layout(m, t)->lay_alloc;
  uint8_t k = m->types[t].kind;
  if (k == IR_TVOID || k == IR_TLABEL || k == IR_TMETA) return 0;
  return (ir_type_bits(m, t) + 7) / 8;
}

uint64_t ir_type_alloc_size(const IrModule *m, IrType t) {
  if (is_aggregate(m, t)) return aggregate_layout(m, t)->lay_alloc;
  uint64_t a = scalar_align(m, t), s = ir_type_store_size(m, t);
  return (s + a - 1) / a * a;
}

uint64_t ir_type_field_offset(const IrModule *m, IrType t, uint32_t idx) {
  const IrTypeInfo *ti = &m->types[t];
  uint64_t off = 0;
  for (uint32_t i = 0; i <= idx; i++) {
    IrType ft = m->tfields[ti->field0 + i];
    uint64_t fa = ti->packed ? 1 : ir_type_align(m, ft);
    off = (off + fa - 1) / fa * fa;
    if (i == idx) return off;
    off += ir_type_alloc_size(m, ft);
  }
  return off;
}

static size_t type_str_at(const IrModule *m, IrType t, char *buf, size_t n, size_t at) {
#define PUT(...) (at += (size_t)snprintf(buf + (at < n ? at : n), at < n ? n - at : 0, __VA_ARGS__))
  const IrTypeInfo *ti = &m->types[t];
  switch (ti->kind) {
  case IR_TVOID: PUT("void"); break;
  case IR_TINT: PUT("i%u", ti->bits); break;
  case IR_THALF: PUT("half"); break;
  case IR_TFLOAT: PUT("float"); break;
  case IR_TDOUBLE: PUT("double"); break;
  case IR_TPTR:
    if (ti->as) PUT("ptr addrspace(%u)", ti->as);
    else PUT("ptr");
    break;
  case IR_TVEC:
  case IR_TARRAY:
    PUT(ti->kind == IR_TVEC ? "<%u x " : "[%u x ", ti->count);
    at = type_str_at(m, ti->elem, buf, n, at);
    PUT(ti->kind == IR_TVEC ? ">" : "]");
    break;
  case IR_TSTRUCT:
    if (ti->name) {
      PUT("%%%s", ir_cstr(m, ti->name));
      break;
    }
    PUT(ti->packed ? "<{ " : "{ ");
    for (uint32_t i = 0; i < ti->nfields; i++) {
      if (i) PUT(", ");
      at = type_str_at(m, m->tfields[ti->field0 + i], buf, n, at);
    }
    PUT(ti->nfields ? (ti->packed ? " }>" : " }") : (ti->packed ? "}>" : "}"));
    break;
  case IR_TLABEL: PUT("label"); break;
  case IR_TMETA: PUT("metadata"); break;
  }
  return at;
#undef PUT
}

void ir_type_str(const IrModule *m, IrType t, char *buf, size_t n) {
  if (n) buf[0] = 0;
  type_str_at(m, t, buf, n, 0);
}

/* ------------------------------------------------------------------ */
/* Constants                                                            */

static uint32_t const_hash(const IrModule *m, const IrConst *k) {
  uint32_t h = IR_HASH_SEED;
  h = ir_hash_bytes(&k->kind, 1, h);
  h = ir_hash_bytes(&k->op, 2, h);
  h = ir_hash_bytes(&k->flags, 4, h);
  h = ir_hash_bytes(&k->type, 4, h);
  h = ir_hash_bytes(&k->auxty, 4, h);
  h = ir_hash_bytes(&k->n, 4, h);
  if (k->kind == IR_CBYTES) h = k->n ? ir_hash_bytes(m->str + k->lo, k->n, h) : h;
  else {
    h = ir_hash_bytes(&k->lo, 8, h);
    h = ir_hash_bytes(&k->hi, 8, h);
  }
  if (k->kind >= IR_CVEC && k->kind != IR_CBYTES && k->n)
    h = ir_hash_bytes(m->celems + k->elem0, k->n * sizeof(IrRef), h);
  return h;
}

static bool const_eq(const IrModule *m, const IrConst *a, const IrConst *b) {
  if (a->kind != b->kind || a->op != b->op || a->flags != b->flags || a->type != b->type ||
      a->auxty != b->auxty || a->n != b->n)
    return false;
  if (a->kind == IR_CBYTES) return a->n == 0 || memcmp(m->str + a->lo, m->str + b->lo, a->n) == 0;
  if (a->lo != b->lo || a->hi != b->hi) return false;
  if (a->kind >= IR_CVEC && a->n)
    return memcmp(m->celems + a->elem0, m->celems + b->elem0, a->n * sizeof(IrRef)) == 0;
  return true;
}

static void const_rehash(IrModule *m, uint32_t ncap) {
  IrCtx *c = m->ctx;
  uint32_t *fresh = ir_xalloc(c, NULL, 0, ncap * sizeof *m->consthash); /* before freeing: OOM-safe */
  if (m->consthash) ir_xalloc(c, m->consthash, m->capconsthash * sizeof *m->consthash, 0);
  m->consthash = fresh;
  memset(m->consthash, 0, ncap * sizeof *m->consthash);
  m->capconsthash = ncap;
  for (uint32_t k = 0; k < m->nconsts; k++) {
    uint32_t mask = ncap - 1, i = const_hash(m, &m->consts[k]) & mask;
    while (m->consthash[i]) i = (i + 1) & mask;
    m->consthash[i] = k + 1;
  }
}

/* Finds or adds constant *k; elements (if any) were appended at k->elem0 and
 * are dropped again when an equal constant exists. */
static IrRef const_intern(IrModule *m, const IrConst *k) {
  if (!m->consthash) const_rehash(m, 256);
  uint32_t mask = m->capconsthash - 1, i = const_hash(m, k) & mask;
  for (; m->consthash[i]; i = (i + 1) & mask) {
    uint32_t u = m->consthash[i] - 1;
    if (const_eq(m, &m->consts[u], k)) {
      if (k->kind >= IR_CVEC && k->kind != IR_CBYTES && k->elem0 + k->n == m->ncelems) m->ncelems = k->elem0;
      return ir_ref(IR_RCONST, u);
    }
  }
  IR_GROW(m->ctx, m->consts, m->capconsts, m->nconsts + 1);
  uint32_t u = m->nconsts++;
  m->consts[u] = *k;
  m->consthash[i] = u + 1;
  if (m->nconsts * 2 > m->capconsthash) const_rehash(m, m->capconsthash * 2);
  return ir_ref(IR_RCONST, u);
}

static IrConst const_blank(IrConstKind kind, IrType t) {
  IrConst k;
  memset(&k, 0, sizeof k);
  k.kind = (uint8_t)kind;
  k.type = t;
  return k;
}

IrRef ir_const_int(IrModule *m, IrType t, uint64_t lo, uint64_t hi) {
  IrConst k = const_blank(IR_CINT, t);
  unsigned bits = m->types[t].bits;
  assert(m->types[t].kind == IR_TINT);
  if (bits < 64) {
    lo &= (UINT64_C(1) << bits) - 1;
    hi = 0;
  } else if (bits == 64) {
    hi = 0;
  }
  k.lo = lo;
  k.hi = hi;
  return const_intern(m, &k);
}

IrRef ir_const_i(IrModule *m, IrType t, int64_t v) {
  return ir_const_int(m, t, (uint64_t)v, v < 0 ? UINT64_MAX : 0);
}

IrRef ir_const_fp(IrModule *m, IrType t, uint64_t bits) {
  IrConst k = const_blank(IR_CFP, t);
  unsigned w = m->types[t].bits;
  k.lo = w < 64 ? bits & ((UINT64_C(1) << w) - 1) : bits;
  return const_intern(m, &k);
}

IrRef ir_const_f32(IrModule *m, float v) {
  return ir_const_fp(m, IR_FLOAT, ir_f32_bits(v));
}

IrRef ir_const_f64(IrModule *m, double v) {
  return ir_const_fp(m, IR_DOUBLE, ir_f64_bits(v));
}

IrRef ir_const_null(IrModule *m, IrType t) {
  IrConst k = const_blank(IR_CNULL, t);
  return const_intern(m, &k);
}

IrRef ir_const_poison(IrModule *m, IrType t) {
  IrConst k = const_blank(IR_CPOISON, t);
  return const_intern(m, &k);
}

IrRef ir_const_undef(IrModule *m, IrType t) {
  IrConst k = const_blank(IR_CUNDEF, t);
  return const_intern(m, &k);
}

IrRef ir_const_zero(IrModule *m, IrType t) {
  IrConst k = const_blank(IR_CZERO, t);
  return const_intern(m, &k);
}

static uint32_t elems_append(IrModule *m, uint32_t n, const IrRef *elems) {
  IR_GROW(m->ctx, m->celems, m->capcelems, m->ncelems + n);
  uint32_t e0 = m->ncelems;
  if (n) memcpy(m->celems + e0, elems, n * sizeof *elems);
  m->ncelems += n;
  return e0;
}

IrRef ir_const_agg(IrModule *m, IrConstKind kind, IrType t, uint32_t n, const IrRef *elems) {
  assert(kind == IR_CVEC || kind == IR_CARRAY || kind == IR_CSTRUCT);
  IrConst k = const_blank(kind, t);
  k.n = n;
  k.elem0 = elems_append(m, n, elems);
  return const_intern(m, &k);
}

bool ir_const_scalar_bits(const IrModule *m, IrRef r, bool ints_only, uint64_t *v) {
  if (!ir_ref_is(r, IR_RCONST)) return false;
  const IrConst *k = ir_const(m, r);
  if (!ir_type_is_int(m, k->type) && (ints_only || !ir_type_is_fp(m, k->type))) return false;
  if (k->kind == IR_CZERO) *v = 0;
  else if (k->kind == IR_CINT || k->kind == IR_CFP) *v = k->lo;
  else return false;
  return true;
}

IrRef ir_const_splat(IrModule *m, IrType vecty, IrRef elem) {
  uint32_t n = ir_type_lanes(m, vecty);
  IrRef lanes[IR_MAXLANES];
  assert(n <= IR_MAXLANES);
  for (uint32_t i = 0; i < n; i++) lanes[i] = elem;
  return ir_const_agg(m, IR_CVEC, vecty, n, lanes);
}

IrRef ir_const_bytes(IrModule *m, IrType t, const uint8_t *bytes, uint32_t n) {
  /* Bytes live in the string arena (not interned: they may hold NULs). */
  IR_GROW(m->ctx, m->str, m->capstr, m->nstr + n + 1);
  uint32_t off = m->nstr;
  if (n) memcpy(m->str + off, bytes, n);
  m->str[off + n] = 0;
  IrConst k = const_blank(IR_CBYTES, t);
  k.n = n;
  k.lo = off;
  uint32_t before = m->nconsts;
  IrRef r = const_intern(m, &k);
  if (m->nconsts == before) return r;  /* equal bytes exist: keep the arena as it was */
  m->nstr += n + 1;
  return r;
}

IrRef ir_const_expr(IrModule *m, unsigned op, IrType t, IrType auxty, uint32_t flags, uint32_t n,
                    const IrRef *ops) {
  IrConst k = const_blank(IR_CEXPR, t);
  k.op = (uint16_t)op;
  k.auxty = auxty;
  k.flags = flags;
  k.n = n;
  k.elem0 = elems_append(m, n, ops);
  return const_intern(m, &k);
}

IrRef ir_const_gep_inrange(IrModule *m, IrType t, IrType auxty, uint32_t flags, uint32_t n,
                           const IrRef *ops, int64_t s, int64_t e) {
  IrConst k = const_blank(IR_CEXPR, t);
  k.op = IR_GEP;
  k.auxty = auxty;
  k.flags = flags | IR_F_INRANGE;
  k.n = n;
  k.elem0 = elems_append(m, n, ops);
  k.lo = (uint64_t)s;
  k.hi = (uint64_t)e;
  return const_intern(m, &k);
}

IrRef ir_const_range(IrModule *m, IrType t, uint64_t lo, uint64_t hi) {
  IrRef v[2] = {ir_const_int(m, t, lo, 0), ir_const_int(m, t, hi, 0)};
  return ir_const_agg(m, IR_CARRAY, ir_type_array(m, 2, t), 2, v);
}

static bool call_attr_any(const IrParam *r) {
  return (r->attrs & IR_CALL_ATTR_BITS) || r->align || r->deref || r->deref_or_null;
}

IrRef ir_call_attrs_make(IrModule *m, uint32_t n, const IrParam *recs) {
  bool any = false;
  for (uint32_t k = 0; k < n && !any; k++) any = call_attr_any(&recs[k]);
  if (!any) return IR_NOREF;
  IrRef *v = ir_xalloc(m->ctx, NULL, 0, (size_t)4 * n * sizeof *v);
  for (uint32_t k = 0; k < n; k++) {
    v[4 * k] = ir_const_int(m, IR_I64, recs[k].attrs & IR_CALL_ATTR_BITS, 0);
    v[4 * k + 1] = ir_const_int(m, IR_I64, recs[k].align, 0);
    v[4 * k + 2] = ir_const_int(m, IR_I64, recs[k].deref, 0);
    v[4 * k + 3] = ir_const_int(m, IR_I64, recs[k].deref_or_null, 0);
  }
  IrRef r = ir_const_agg(m, IR_CARRAY, ir_type_array(m, 4 * n, IR_I64), 4 * n, v);
  ir_xalloc(m->ctx, v, (size_t)4 * n * sizeof *v, 0);
  return r;
}

const char *ir_bundle_name(unsigned tag) {
  static const char *const names[IR_NBUNDLES] = {"ignore", "align", "nonnull", "dereferenceable",
                                                 "dereferenceable_or_null", "noundef", "cold"};
  return tag < IR_NBUNDLES ? names[tag] : NULL;
}

IrRef ir_bundles_make(IrModule *m, uint32_t n, const uint32_t *recs) {
  if (!n) return IR_NOREF;
  IrRef *v = ir_xalloc(m->ctx, NULL, 0, (size_t)2 * n * sizeof *v);
  for (uint32_t k = 0; k < 2 * n; k++) v[k] = ir_const_int(m, IR_I32, recs[k], 0);
  IrRef r = ir_const_agg(m, IR_CARRAY, ir_type_array(m, 2 * n, IR_I32), 2 * n, v);
  ir_xalloc(m->ctx, v, (size_t)2 * n * sizeof *v, 0);
  return r;
}

/* LangRef "Assume Operand Bundles": the value the attribute holds for,
 * then the attribute's arguments. */
bool ir_bundle_ops_ok(const IrModule *m, unsigned tag, const IrType *ts, uint32_t n) {
  switch (tag) {
  case IR_BUNDLE_ALIGN:
    return (n == 2 || n == 3) && ir_type_is_ptr(m, ts[0]) && ir_type_is_int(m, ts[1]) &&
           (n == 2 || ir_type_is_int(m, ts[2]));
  case IR_BUNDLE_NONNULL: return n == 1 && ir_type_is_ptr(m, ts[0]);
  case IR_BUNDLE_DEREF: case IR_BUNDLE_DEREF_OR_NULL:
    return n == 2 && ir_type_is_ptr(m, ts[0]) && ir_type_is_int(m, ts[1]);
  case IR_BUNDLE_NOUNDEF: return n == 1;
  case IR_BUNDLE_COLD: return n == 0;
  case IR_BUNDLE_IGNORE: return true;
  default: return false;
  }
}

uint32_t ir_bundles_count(const IrModule *m, IrRef b) {
  if (!b.bits || !ir_ref_is(b, IR_RCONST)) return 0;
  const IrConst *c = ir_const(m, b);
  return c->kind == IR_CARRAY ? c->n / 2 : 0;
}

void ir_bundle_at(const IrModule *m, IrRef b, uint32_t k, uint32_t *tag, uint32_t *nops) {
  *tag = IR_NBUNDLES, *nops = 0;
  if (k >= ir_bundles_count(m, b)) return;
  const IrConst *c = ir_const(m, b);
  const IrConst *t = ir_const(m, ir_const_elem(m, c, 2 * k)), *n = ir_const(m, ir_const_elem(m, c, 2 * k + 1));
  *tag = t->kind == IR_CINT ? (uint32_t)t->lo : IR_NBUNDLES;
  *nops = n->kind == IR_CINT ? (uint32_t)n->lo : 0;
}

uint32_t ir_bundles_nops(const IrModule *m, IrRef b) {
  uint32_t total = 0, tag, n;
  for (uint32_t k = 0; k < ir_bundles_count(m, b); k++) {
    ir_bundle_at(m, b, k, &tag, &n);
    total += n;
  }
  return total;
}

bool ir_call_attrs(const IrModule *m, IrRef cattrs, uint32_t k, IrParam *out) {
  memset(out, 0, sizeof *out);
  if (!cattrs.bits || !ir_ref_is(cattrs, IR_RCONST)) return false;
  const IrConst *c = ir_const(m, cattrs);
  if (c->kind != IR_CARRAY || 4 * k + 3 >= c->n) return false;
  uint64_t w[4];
  for (uint32_t j = 0; j < 4; j++) {
    const IrConst *e = ir_const(m, ir_const_elem(m, c, 4 * k + j));
    w[j] = e->kind == IR_CINT ? e->lo : 0;
  }
  out->attrs = (uint32_t)w[0] & IR_CALL_ATTR_BITS;
  out->align = (uint32_t)w[1];
  out->deref = w[2];
  out->deref_or_null = w[3];
  return call_attr_any(out);
}

/* IEEE classification: exponent all ones is inf or NaN (quiet when the top
 * fraction bit is set), all zeros is zero or subnormal. */
unsigned ir_fp_class(uint64_t bits, unsigned w) {
  unsigned mant = w == 16 ? 10 : w == 32 ? 23 : 52, ew = w - 1 - mant;
  uint64_t frac = bits & ((UINT64_C(1) << mant) - 1), ex = (bits >> mant) & ((UINT64_C(1) << ew) - 1);
  bool neg = (bits >> (w - 1)) & 1;
  if (ex == (UINT64_C(1) << ew) - 1) {
    if (frac) return (frac >> (mant - 1)) & 1 ? IR_FPC_QNAN : IR_FPC_SNAN;
    return neg ? IR_FPC_NINF : IR_FPC_PINF;
  }
  if (ex == 0) return frac ? (neg ? IR_FPC_NSUB : IR_FPC_PSUB) : (neg ? IR_FPC_NZERO : IR_FPC_PZERO);
  return neg ? IR_FPC_NNORM : IR_FPC_PNORM;
}

const IrConst *ir_const(const IrModule *m, IrRef r) {
  assert(ir_ref_is(r, IR_RCONST));
  return &m->consts[ir_ref_idx(r)];
}

IrRef ir_const_elem(const IrModule *m, const IrConst *c, uint32_t i) { return m->celems[c->elem0 + i]; }
const uint8_t *ir_const_bytes_of(const IrModule *m, const IrConst *c) {
  return (const uint8_t *)m->str + c->lo;
}

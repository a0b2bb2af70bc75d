/* core/intrin.c -- the tables generated from ops.def and intrinsics.def,
 * the names of predicates, orderings, atomicrmw operations and linkages,
 * callee name resolution and signature checking.
 *
 * Contract: read-only tables, no state.  ir_intrin_lookup bisects the
 * name-sorted intrinsic table (tests/unit checks the order); an overloaded
 * row matches its name followed by '.' and a suffix.
 */
#include <assert.h>
#include <stdio.h>

#include "ir_impl.h"

const IrOpInfo ir_opinfo[IR_NOPS] = {
  [IR_NOP] = {"nop", IR_SH_NONE, 0},
#define IR_OP(id, text, shape, props) [IR_##id] = {text, IR_SH_##shape, (props)},
#include "ops.def"
#undef IR_OP
};

const IrIntrinInfo ir_intrin_info[IR_NINTRIN] = {
  [IR_IN_NONE] = {"", 0, IR_MF_NONE, 0, ""},
#define IR_MATHFN(id, name, arity)
#define IR_INTRIN(id, name, ovl, sig, attrs, math) [IR_IN_##id] = {name, ovl, IR_MF_##math, (attrs), sig},
#include "intrinsics.def"
#undef IR_MATHFN
#undef IR_INTRIN
};

const char *const ir_mathfn_name[IR_NMATHFN] = {
#define IR_MATHFN(id, name, arity) [IR_MF_##id] = name,
#define IR_INTRIN(id, name, ovl, sig, attrs, math)
#include "intrinsics.def"
#undef IR_MATHFN
#undef IR_INTRIN
};

/* The IR_INTRIN_NEW rows: names only LLVM 20 and later have. */
static const uint8_t intrin_new[IR_NINTRIN] = {
#define IR_MATHFN(id, name, arity)
#define IR_INTRIN(id, name, ovl, sig, attrs, math)
#define IR_INTRIN_NEW(id, name, ovl, sig, attrs, math) [IR_IN_##id] = 1,
#include "intrinsics.def"
#undef IR_MATHFN
#undef IR_INTRIN
#undef IR_INTRIN_NEW
};

bool ir_intrin_is_new(IrIntrin id) { return id < IR_NINTRIN && intrin_new[id]; }

const uint8_t ir_mathfn_arity[IR_NMATHFN] = {
#define IR_MATHFN(id, name, arity) [IR_MF_##id] = arity,
#define IR_INTRIN(id, name, ovl, sig, attrs, math)
#include "intrinsics.def"
#undef IR_MATHFN
#undef IR_INTRIN
};

const char *ir_pred_name(unsigned p) {
  static const char *const f[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                  "uno",   "ueq", "ugt", "uge", "ult", "ule", "une", "true"};
  static const char *const i[] = {"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"};
  if (p <= IR_FCMP_TRUE) return f[p];
  if (p >= IR_ICMP_EQ && p <= IR_ICMP_SLE) return i[p - IR_ICMP_EQ];
  return NULL;
}

const char *ir_rmw_name(unsigned r) {
  static const char *const n[IR_NRMW] = {"xchg", "add", "sub",  "and",  "nand", "or",
                                         "xor",  "max", "min",  "umax", "umin", "fadd",
                                         "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap"};
  return r < IR_NRMW ? n[r] : NULL;
}

const char *ir_order_name(unsigned o) {
  static const char *const n[] = {"", "unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst"};
  return o <= IR_ORD_SEQCST ? n[o] : NULL;
}

const char *ir_linkage_name(unsigned l) {
  static const char *const n[] = {"",         "internal",      "private",   "weak",
                                  "weak_odr", "linkonce",      "linkonce_odr", "common",
                                  "available_externally", "extern_weak", "appending"};
  return l <= IR_LINK_APPENDING ? n[l] : "";
}

/* ------------------------------------------------------------------ */
/* Name resolution                                                      */

/* strcmp of a length-delimited name against a NUL-terminated table entry */
static int name_cmp(const char *s, size_t len, const char *t) {
  size_t i = 0;
  for (; i < len && t[i]; i++)
    if (s[i] != t[i]) return (unsigned char)s[i] - (unsigned char)t[i];
  if (i == len) return t[i] ? -1 : 0;
  return 1;
}

static IrIntrin exact_lookup(const char *s, size_t len) {
  int lo = 1, hi = IR_NINTRIN - 1;
  while (lo <= hi) {
    int mid = (lo + hi) / 2, c = name_cmp(s, len, ir_intrin_info[mid].name);
    if (c == 0) return (IrIntrin)mid;
    if (c < 0) hi = mid - 1;
    else lo = mid + 1;
  }
  return IR_IN_NONE;
}

IrIntrin ir_intrin_lookup(const char *name, size_t len, bool *is_llvm) {
  *is_llvm = len >= 5 && memcmp(name, "llvm.", 5) == 0;
  IrIntrin id = exact_lookup(name, len);
  if (id && ir_intrin_info[id].ovl == 0) return id;
  /* overloaded: the longest prefix ending before a '.' that names an
   * overloaded row, with as many suffixes as it needs */
  for (size_t cut = len; cut > 0; cut--) {
    if (name[cut - 1] == '.' || cut == len) {
      size_t plen = cut == len ? len : cut - 1;
      IrIntrin p = exact_lookup(name, plen);
      if (!p || ir_intrin_info[p].ovl == 0) continue;
      if (plen == len) return p;  /* no suffix at all: LLVM remangles the name from the types */
      unsigned dots = 0;
      for (size_t k = plen; k < len; k++) dots += name[k] == '.';
      if (dots == ir_intrin_info[p].ovl) return p;
    }
  }
  return IR_IN_NONE;
}

/* ------------------------------------------------------------------ */
/* Signatures                                                           */

typedef struct SigState {
  IrModule *m;
  IrType F, I, V;   /* bound overloaded types, IR_NIL while unbound */
} SigState;

static bool bind(IrType *slot, IrType t) {
  if (*slot == IR_NIL) *slot = t;
  return *slot == t;
}

/* Matches one code at *p against t; advances *p. */
static bool sig_match(SigState *st, const char **p, IrType t) {
  IrModule *m = st->m;
  const char *s = *p;
  const IrTypeInfo *ti = ir_ty(m, t);
  IrType sc = ir_type_scalar(m, t);
  switch (*s) {
  case 'v': *p = s + 1; return ti->kind == IR_TVOID;
  case 'h': *p = s + 1; return t == IR_HALF;
  case 'f': *p = s + 1; return t == IR_FLOAT;
  case 'd': *p = s + 1; return t == IR_DOUBLE;
  case 'F': *p = s + 1; return ir_type_is_fp(m, sc) && bind(&st->F, t);
  case 'I': *p = s + 1; return ir_type_is_int(m, sc) && bind(&st->I, t);
  case 'V': *p = s + 1; return ti->kind == IR_TVEC && bind(&st->V, t);
  case 'E': *p = s + 1; return st->V != IR_NIL && t == ir_ty(m, st->V)->elem;
  case 'B': {
    *p = s + 1;
    IrType ref = st->I != IR_NIL ? st->I : st->F;
    return ref != IR_NIL && ir_type_scalar(m, t) == IR_I1 && ir_type_lanes(m, t) == ir_type_lanes(m, ref);
  }
  case 'i': {
    unsigned bits = 0;
    s++;
    while (*s >= '0' && *s <= '9') bits = bits * 10 + (unsigned)(*s++ - '0');
    *p = s;
    return ti->kind == IR_TINT && ti->bits == bits;
  }
  case 'p': {
    s++;
    if (*s >= '0' && *s <= '9') {
      unsigned as = (unsigned)(*s++ - '0');
      *p = s;
      return ti->kind == IR_TPTR && ti->as == as;
    }
    *p = s;
    return ti->kind == IR_TPTR;
  }
  case '{': {
    s++;
    if (ti->kind != IR_TSTRUCT || ti->name) return false;
    for (uint32_t k = 0;; k++) {
      if (k >= ti->nfields || !sig_match(st, &s, ir_type_field(m, t, k))) return false;
      if (*s == '}') {
        *p = s + 1;
        return k + 1 == ti->nfields;
      }
      if (*s++ != ',') return false;
    }
  }
  default: return false;
  }
}

/* Advances *p past one signature code. */
static void sig_skip(const char **p) {
  const char *s = *p;
  if (*s == '{') {
    while (*s && *s != '}') s++;
    *p = *s ? s + 1 : s;
    return;
  }
  s++;
  while (*s >= '0' && *s <= '9') s++;
  *p = s;
}

/* Matches the parameter codes against params; returns false on a mismatch.
 * With bind_only, every code is tried (binding F, I, V) and failures are
 * ignored. */
static bool sig_params(SigState *st, const char *lp, uint32_t nparams, const IrType *params,
                       bool bind_only) {
  const char *q = lp + 1;
  uint32_t k = 0;
  for (; *q && *q != ')'; k++) {
    if (k >= nparams) return false;
    const char *q0 = q;
    bool ok = sig_match(st, &q0, params[k]);
    sig_skip(&q);
    if (!ok && !bind_only) return false;
    if (*q == ',') q++;
  }
  return k == nparams;
}

int ir_intrin_check_sig(const IrModule *m, IrIntrin id, const char *name, IrType ret, uint32_t nparams,
                        const IrType *params, char *err, size_t errn) {
  const char *sig = ir_intrin_info[id].sig, *p = sig;
  /* LLVM 22 dropped the size operand of llvm.lifetime.start / end */
  if ((id == IR_IN_LLVM_LIFETIME_START || id == IR_IN_LLVM_LIFETIME_END) && nparams == 1) sig = p = "v(p)";
  SigState st = {(IrModule *)m, IR_NIL, IR_NIL, IR_NIL};
  const char *lp = strchr(sig, '(');
  assert(lp);
  /* Two passes: the first binds the overloaded codes F, I, V wherever they
   * stand (E and B refer to them and may come first, as in E(E,V)); the
   * second checks every code against the bound types. */
  sig_params(&st, lp, nparams, params, true);
  if (!sig_params(&st, lp, nparams, params, false)) goto bad;
  if (!sig_match(&st, &p, ret) || p != lp) goto bad;
  return 1;
bad:
  snprintf(err, errn, "wrong type for %s: expected signature %s", name, sig);
  return 0;
}

/* ------------------------------------------------------------------ */
/* Declaring known callees                                              */

void ir_type_mangle(const IrModule *m, IrType t, char *buf, size_t n) {
  const IrTypeInfo *ti = ir_ty(m, t);
  if (ti->kind == IR_TVEC) {
    int k = snprintf(buf, n, "v%u", ti->count);
    if (k > 0 && (size_t)k < n) ir_type_mangle(m, ti->elem, buf + k, n - (size_t)k);
  } else if (ti->kind == IR_TINT) snprintf(buf, n, "i%u", ti->bits);
  else if (ti->kind == IR_THALF) snprintf(buf, n, "f16");
  else if (ti->kind == IR_TFLOAT) snprintf(buf, n, "f32");
  else if (ti->kind == IR_TDOUBLE) snprintf(buf, n, "f64");
  else if (ti->kind == IR_TPTR) snprintf(buf, n, "p%u", ti->as);
  else snprintf(buf, n, "x");
}

/* The type a signature code stands for, with overloaded codes taken from ovl. */
static IrType sig_type(IrModule *m, const char **p, IrType ovl) {
  const char *s = *p;
  IrType sc = ir_type_scalar(m, ovl);
  switch (*s) {
  case 'v': *p = s + 1; return IR_VOID;
  case 'h': *p = s + 1; return IR_HALF;
  case 'f': *p = s + 1; return IR_FLOAT;
  case 'd': *p = s + 1; return IR_DOUBLE;
  case 'F': case 'I': case 'V': *p = s + 1; return ovl;
  case 'E': *p = s + 1; return sc;
  case 'B': *p = s + 1; return ir_type_with_lanes(m, IR_I1, ir_type_lanes(m, ovl));
  case 'i': {
    unsigned bits = 0;
    s++;
    while (*s >= '0' && *s <= '9') bits = bits * 10 + (unsigned)(*s++ - '0');
    *p = s;
    return ir_type_int(m, bits);
  }
  case 'p': {
    s++;
    unsigned as = 0;
    if (*s >= '0' && *s <= '9') as = (unsigned)(*s++ - '0');
    *p = s;
    return ir_type_ptr(m, as);
  }
  case '{': {
    IrType f[4];
    uint32_t n = 0;
    s++;
    while (*s != '}' && n < 4) {
      f[n++] = sig_type(m, &s, ovl);
      if (*s == ',') s++;
    }
    *p = s + 1;
    return ir_type_struct(m, n, f, false);
  }
  default: assert(!"bad signature code"); return IR_VOID;
  }
}

uint32_t ir_declare_intrin(IrModule *m, IrIntrin id, IrType ovl_type) {
  const IrIntrinInfo *in = &ir_intrin_info[id];
  assert(in->ovl <= 1 && "only singly overloaded callees can be declared from one type");
  char name[256];
  size_t at = (size_t)snprintf(name, sizeof name, "%s", in->name);
  for (unsigned k = 0; k < in->ovl && at < sizeof name; k++) {
    char suf[32];
    ir_type_mangle(m, ovl_type, suf, sizeof suf);
    at += (size_t)snprintf(name + at, sizeof name - at, ".%s", suf);
  }
  IrStr s = ir_strz(m, name);
  IrRef r = ir_sym_lookup(m, s);
  if (ir_ref_is(r, IR_RFUNC)) return ir_ref_idx(r);
  assert(ir_ref_is(r, IR_RNONE));
  const char *p = in->sig;
  IrType ret = sig_type(m, &p, ovl_type), params[8];
  uint32_t n = 0;
  assert(*p == '(');
  p++;
  while (*p != ')' && n < 8) {
    params[n++] = sig_type(m, &p, ovl_type);
    if (*p == ',') p++;
  }
  return ir_func_new(m, s, ret, n, params, false);
}

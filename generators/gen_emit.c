/* generators/gen_emit.c -- the generator's building blocks: its PRNG
 * (splitmix64), the growable text buffers, the pool of values in scope,
 * literals, declarations of callees, and the instruction helpers that
 * compute each result's facts (clean / range / finite, see gen_priv.h) and
 * emit only the nsw/nuw/exact and fast-math flags those facts justify.
 *
 * Contract: gen_priv.h.  Out of memory sets G->oom and drops the text;
 * gen_program reports IR_ENOMEM.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "gen_priv.h"

const GTyInfo gen_tyinfo[T__N] = {
  [T_I1] = {"i1", "i1", 1, 1, T_I1, 0},
  [T_I8] = {"i8", "i8", 8, 1, T_I8, 0},
  [T_I16] = {"i16", "i16", 16, 1, T_I16, 0},
  [T_I32] = {"i32", "i32", 32, 1, T_I32, 0},
  [T_I64] = {"i64", "i64", 64, 1, T_I64, 0},
  [T_F16] = {"half", "f16", 16, 1, T_F16, 1},
  [T_F32] = {"float", "f32", 32, 1, T_F32, 1},
  [T_F64] = {"double", "f64", 64, 1, T_F64, 1},
  [T_V2I32] = {"<2 x i32>", "v2i32", 32, 2, T_I32, 0},
  [T_V4I32] = {"<4 x i32>", "v4i32", 32, 4, T_I32, 0},
  [T_V2F32] = {"<2 x float>", "v2f32", 32, 2, T_F32, 1},
  [T_V4F32] = {"<4 x float>", "v4f32", 32, 4, T_F32, 1},
  [T_V2F64] = {"<2 x double>", "v2f64", 64, 2, T_F64, 1},
  [T_V2F16] = {"<2 x half>", "v2f16", 16, 2, T_F16, 1},
  [T_V4I8] = {"<4 x i8>", "v4i8", 8, 4, T_I8, 0},
  [T_V4I16] = {"<4 x i16>", "v4i16", 16, 4, T_I16, 0},
  [T_V2I1] = {"<2 x i1>", "v2i1", 1, 2, T_I1, 0},
  [T_V4I1] = {"<4 x i1>", "v4i1", 1, 4, T_I1, 0},
};

/* GOp -> the opcode of core/ops.def, whose row gives the keyword. */
static const IrOp gen_irop[O__N] = {
  IR_ADD, IR_SUB, IR_MUL, IR_SHL, IR_LSHR, IR_ASHR, IR_AND, IR_OR, IR_XOR,
  IR_UDIV, IR_SDIV, IR_UREM, IR_SREM, IR_FADD, IR_FSUB, IR_FMUL, IR_FDIV, IR_FREM,
};
#define gen_opname(op) ir_opinfo[gen_irop[op]].text

/* ------------------------------------------------------------------ */
/* Randomness and features                                              */

/* The next n bytes of the decision tape, little-endian (zeros past its
 * end: only the last read can run over). */
static uint64_t tape_take(Gen *G, unsigned n) {
  uint64_t v = 0;
  for (unsigned i = 0; i < n && G->tpos < G->ntape; i++) v |= (uint64_t)G->tape[G->tpos++] << (8 * i);
  return v;
}

/* splitmix64 (Steele, Lea, Flood, OOPSLA 2014): one 64-bit state; the
 * decision tape first when there is one (gen.h, GenOpts.tape). */
uint64_t gen_rnd(Gen *G) {
  if (G->tpos < G->ntape) return tape_take(G, 8);
  return ir_splitmix64(&G->rs);
}

uint32_t gen_below(Gen *G, uint32_t n) {
  if (!n) return 0;
  if (G->tpos < G->ntape) return (uint32_t)(tape_take(G, n <= 256 ? 1 : n <= 65536 ? 2 : 4) % n);
  return (uint32_t)((gen_rnd(G) >> 32) * n >> 32);
}
bool gen_chance(Gen *G, uint32_t pct) { return gen_below(G, 100) < pct; }
bool gen_has(const Gen *G, GenFeature f) { return (G->feat >> f) & 1; }

bool gen_on(Gen *G, GenFeature f) {
  if (!gen_has(G, f)) return false;
  G->used |= (uint64_t)1 << f;
  return true;
}

void gen_shape(Gen *G, GenShape s) { G->shapes[s]++; }

/* ------------------------------------------------------------------ */
/* Text                                                                 */

void gen_text(Gen *G, GText *t, const char *s, size_t n) {
  if (G->oom) return;
  if (t->n + n + 1 > t->cap) {
    size_t nc = t->cap ? t->cap : 4096;
    while (t->n + n + 1 > nc) nc *= 2;
    char *p = ir_alloc(G->c, t->p, t->cap, nc);
    if (!p) {
      G->oom = true;
      return;
    }
    t->p = p, t->cap = nc;
  }
  memcpy(t->p + t->n, s, n);
  t->n += n;
  t->p[t->n] = 0;
}

static void vtextf(Gen *G, GText *t, const char *pre, const char *fmt, va_list ap) {
  char line[768];
  size_t k = strlen(pre);
  memcpy(line, pre, k);
  int n = vsnprintf(line + k, sizeof line - k - 1, fmt, ap);
  if (n < 0) n = 0;
  if ((size_t)n > sizeof line - k - 2) n = (int)(sizeof line - k - 2);
  k += (size_t)n;
  line[k++] = '\n';
  gen_text(G, t, line, k);
}

void gen_textf(Gen *G, GText *t, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vtextf(G, t, "", fmt, ap);
  va_end(ap);
}

void gen_inst(Gen *G, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vtextf(G, &G->fn, "  ", fmt, ap);
  va_end(ap);
  G->ninsts++;
}

uint32_t gen_label_new(Gen *G) { return ++G->nlab; }

void gen_label(Gen *G, uint32_t lab) {
  char b[24];
  int n = snprintf(b, sizeof b, "\nb%u:\n", lab);
  gen_text(G, &G->fn, b, (size_t)n);
  G->cur = lab;
}

/* ------------------------------------------------------------------ */
/* Values and the pool                                                  */

GVal gen_def(Gen *G, GTy t) {
  GVal v;
  memset(&v, 0, sizeof v);
  v.ty = (uint8_t)t;
  if (G->fixname[0]) {
    memcpy(v.txt, G->fixname, sizeof v.txt);
    G->fixname[0] = 0;
  } else {
    snprintf(v.txt, sizeof v.txt, "%%v%u", ++G->nid);
  }
  return v;
}

void gen_push(Gen *G, GVal v) {
  if (G->oom) return;
  if (G->npool == G->cappool) {
    uint32_t nc = G->cappool ? G->cappool * 2 : 256;
    GVal *p = ir_alloc(G->c, G->pool, G->cappool * sizeof *p, nc * sizeof *p);
    if (!p) {
      G->oom = true;
      return;
    }
    G->pool = p, G->cappool = nc;
  }
  G->pool[G->npool++] = v;
}

uint32_t gen_mark(const Gen *G) { return G->npool; }
void gen_pop(Gen *G, uint32_t mark) {
  if (mark < G->npool) G->npool = mark;
}

/* Picks among matching values, preferring recent ones (more data flow
 * between nearby statements). */
const GVal *gen_pick(Gen *G, GTy t, bool clean) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < G->npool; i++)
    if (G->pool[i].ty == t && (!clean || (G->pool[i].flags & GV_CLEAN))) n++;
  if (!n) return NULL;
  uint32_t k = gen_below(G, n);
  if (n > 8 && gen_chance(G, 50)) k = n - 1 - gen_below(G, 8);
  for (uint32_t i = 0; i < G->npool; i++)
    if (G->pool[i].ty == t && (!clean || (G->pool[i].flags & GV_CLEAN)) && k-- == 0) return &G->pool[i];
  return NULL;
}

/* ------------------------------------------------------------------ */
/* Literals                                                             */

uint64_t gen_umax(GTy t) {
  unsigned b = TY(TY(t).elem).bits;
  return b >= 64 ? UINT64_MAX : ((uint64_t)1 << b) - 1;
}
uint64_t gen_smax(GTy t) { return gen_umax(t) >> 1; }

GVal gen_cint(Gen *G, GTy t, int64_t v) {
  GVal r;
  memset(&r, 0, sizeof r);
  (void)G;
  r.ty = (uint8_t)t;
  r.flags = GV_CLEAN | GV_CONST;
  unsigned b = TY(t).bits;
  uint64_t u = (uint64_t)v & gen_umax(t);
  r.cbits = u;
  int64_t s = b >= 64 ? (int64_t)u : (u >> (b - 1) & 1) ? (int64_t)(u | ~gen_umax(t)) : (int64_t)u;
  if (t == T_I1) snprintf(r.txt, sizeof r.txt, "%s", u ? "true" : "false");
  else snprintf(r.txt, sizeof r.txt, "%lld", (long long)s);
  if (s >= 0 && t != T_I1) r.flags |= GV_RANGE, r.hi = (uint64_t)s;
  r.tz = (uint8_t)(u ? (unsigned)__builtin_ctzll(u) : b);
  return r;
}

/* Round-to-nearest-even conversion of d to IEEE half bits. */
static uint16_t d2h(double d) {
  uint16_t sign = signbit(d) ? 0x8000 : 0;
  if (isnan(d)) return 0x7e00;
  d = fabs(d);
  if (d >= 65520.0) return sign | 0x7c00;
  if (d < 0x1p-14) return (uint16_t)(sign | (uint16_t)nearbyint(d * 0x1p24));
  int e;
  double q = nearbyint(ldexp(frexp(d, &e), 11));
  int E = e - 1;
  if (q == 2048) q = 1024, E++;
  return (uint16_t)(sign | (uint16_t)((E + 15) << 10) | ((uint16_t)q & 0x3ff));
}

static double h2d(uint16_t h) {
  int e = h >> 10 & 31, f = h & 1023;
  double v = e == 0 ? ldexp(f, -24) : e == 31 ? (f ? NAN : INFINITY) : ldexp(1024 + f, e - 25);
  return h & 0x8000 ? -v : v;
}

/* The finite bound of value v: |v| <= 2^e. */
static void set_fin(GVal *r, double v) {
  if (!isfinite(v)) return;
  int e = 0;
  if (v != 0) frexp(v, &e);
  r->flags |= GV_FIN;
  r->fexp = (int16_t)(e < 0 ? 0 : e);
}

GVal gen_cfp_bits(Gen *G, GTy t, uint64_t bits) {
  GVal r;
  memset(&r, 0, sizeof r);
  (void)G;
  r.ty = (uint8_t)t;
  r.flags = GV_CLEAN | GV_CONST;
  r.cbits = bits;
  double v;
  if (t == T_F16) {
    v = h2d((uint16_t)bits);
    snprintf(r.txt, sizeof r.txt, "0xH%04X", (unsigned)(bits & 0xffff));
  } else {
    v = t == T_F32 ? ir_bits_f32((uint32_t)bits) : ir_bits_f64(bits);
    uint64_t db = ir_f64_bits(v);
    if (isnan(v) && t == T_F32) db = 0x7ff0000000000000ull | (uint64_t)(bits & 0x7fffff) << 29 | (bits >> 31) << 63;
    snprintf(r.txt, sizeof r.txt, "0x%016llX", (unsigned long long)db);
  }
  set_fin(&r, v);
  return r;
}

GVal gen_cfp(Gen *G, GTy t, double d) {
  uint64_t bits;
  if (t == T_F16) {
    bits = d2h(d);
  } else if (t == T_F32) {
    bits = ir_f32_bits((float)d);
  } else {
    bits = ir_f64_bits(d);
  }
  return gen_cfp_bits(G, t, bits);
}

GVal gen_rand_cint(Gen *G, GTy t) {
  static const int64_t pick[] = {0, 1, -1, 2, 3, 4, 5, 7, 8, 10, 15, 16, 31, 32, 33, 100, 127, 255,
                                 256, 1000, 4095, 65535, 0x7fffffff, 0x55555555, -3, -8, -100};
  uint32_t k = gen_below(G, 10);
  if (k < 6) return gen_cint(G, t, pick[gen_below(G, sizeof pick / sizeof *pick)]);
  if (k < 7) return gen_cint(G, t, (int64_t)gen_smax(t));
  if (k < 8) return gen_cint(G, t, (int64_t)(gen_smax(t) + 1));
  if (k < 9) return gen_cint(G, t, (int64_t)((uint64_t)1 << gen_below(G, TY(t).bits)));
  return gen_cint(G, t, (int64_t)gen_rnd(G));
}

GVal gen_rand_cfp(Gen *G, GTy t) {
  static const double pick[] = {0.5, 1.0, 2.0, -1.0, 0.0, 3.0, 0.1, 1e-3, 10.0, 100.0, 1024.0,
                                0.3333333333333333, 3.141592653589793, 2.718281828459045, -2.5,
                                0.7, 1.5, -0.25, 4096.0, 1e-5, 65504.0, 6.0e4, 1e10, 1e30};
  uint32_t k = gen_below(G, 40);
  if (k == 0) return gen_cfp(G, t, NAN);
  if (k == 1) return gen_cfp(G, t, gen_chance(G, 50) ? INFINITY : -INFINITY);
  if (k == 2) return gen_cfp(G, t, -0.0);
  if (k == 3) return gen_cfp_bits(G, t, 1);  /* the smallest subnormal */
  if (k < 8) return gen_cfp(G, t, (double)((int32_t)gen_below(G, 2001) - 1000) / 8.0);
  return gen_cfp(G, t, pick[gen_below(G, sizeof pick / sizeof *pick)]);
}

/* ------------------------------------------------------------------ */
/* Declarations                                                         */

void gen_declare(Gen *G, const char *ret, const char *name, const char *params) {
  uint64_t h = 1469598103934665603ull;
  for (const char *s = name; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ull;
  for (uint32_t i = 0; i < G->ndecl; i++)
    if (G->declh[i] == h) return;
  if (G->ndecl < GEN_MAXDECL) G->declh[G->ndecl++] = h;
  gen_textf(G, &G->decl, "declare %s @%s(%s)", ret, name, params);
}

/* ------------------------------------------------------------------ */
/* Integer operations                                                   */

static bool fits(uint64_t v, GTy t) { return v <= gen_smax(t); }

static uint64_t mask_up(uint64_t v) {
  uint64_t m = 1;
  while (m - 1 < v && m) m <<= 1;
  return m ? m - 1 : UINT64_MAX;
}

/* Facts of a op b for scalars; *flags gets the flags that provably hold. */
static void ifacts(GOp op, const GVal *a, const GVal *b, GVal *r, bool *nuw, bool *nsw, bool *exact) {
  GTy t = (GTy)r->ty;
  bool ra = a->flags & GV_RANGE, rb = b->flags & GV_RANGE, cb = b->flags & GV_CONST;
  uint64_t ah = a->hi, bh = b->hi, c = b->cbits, h = 0;
  bool rng = false;
  unsigned bits = TY(t).bits;
  *nuw = *nsw = *exact = false;
  switch (op) {
  case O_ADD:
    if (ra && rb && ah <= gen_smax(t) - bh) rng = *nuw = *nsw = true, h = ah + bh;
    r->tz = a->tz < b->tz ? a->tz : b->tz;
    break;
  case O_SUB:
    if ((a->flags & GV_CONST) && rb && bh <= a->cbits && ra) rng = *nuw = *nsw = true, h = a->cbits;
    break;
  case O_MUL:
    if (ra && rb && (bh == 0 || ah <= gen_smax(t) / bh)) rng = *nuw = *nsw = true, h = ah * bh;
    r->tz = (uint8_t)(a->tz + b->tz > bits ? bits : a->tz + b->tz);
    break;
  case O_SHL:
    if (cb && c < bits) {
      if (ra && ah <= gen_smax(t) >> c) rng = *nuw = *nsw = true, h = ah << c;
      r->tz = (uint8_t)(a->tz + c > bits ? bits : a->tz + c);
    }
    break;
  case O_LSHR: case O_ASHR:
    if (cb && c < bits) {
      *exact = c > 0 && a->tz >= c;
      if (ra) rng = true, h = ah >> c;
      else if (op == O_LSHR && c > 0) rng = true, h = gen_umax(t) >> c;
      if (a->tz >= c) r->tz = (uint8_t)(a->tz - c);
    }
    break;
  case O_AND:
    if (ra || rb) rng = true, h = ra && rb ? (ah < bh ? ah : bh) : ra ? ah : bh;
    r->tz = a->tz > b->tz ? a->tz : b->tz;
    break;
  case O_OR: case O_XOR:
    if (ra && rb) rng = true, h = mask_up(ah > bh ? ah : bh);
    if (op == O_OR) r->tz = a->tz < b->tz ? a->tz : b->tz;
    break;
  case O_UDIV:
    if (cb && c) {
      if (ra) rng = true, h = ah / c;
      else if (c >= 2) rng = true, h = gen_umax(t) / c;
      *exact = (c & (c - 1)) == 0 && a->tz >= (unsigned)__builtin_ctzll(c);
    }
    break;
  case O_SDIV:
    if (ra && rb) rng = true, h = ah;
    if (cb && c && (c & (c - 1)) == 0 && c <= gen_smax(t)) *exact = a->tz >= (unsigned)__builtin_ctzll(c);
    break;
  case O_UREM: case O_SREM:
    if (cb && c && c <= gen_smax(t)) rng = true, h = c - 1;
    else if (rb && bh) rng = true, h = bh - 1;
    if (ra && (!rng || ah < h)) rng = true, h = ah;
    if (op == O_SREM && !(ra && (rb || cb))) rng = false;
    break;
  default: break;
  }
  if (rng && fits(h, t)) r->flags |= GV_RANGE, r->hi = h;
}

/* The flags text for an integer op, choosing among those that hold. */
static const char *iflags(Gen *G, GOp op, bool nuw, bool nsw, bool exact) {
  if (!gen_has(G, GEN_F_FLAGS) || gen_chance(G, 25)) return "";
  if (op == O_ADD || op == O_SUB || op == O_MUL || op == O_SHL) {
    if (nuw || nsw) gen_on(G, GEN_F_FLAGS);
    if (nuw && nsw) {
      uint32_t k = gen_below(G, 3);
      return k == 0 ? "nuw nsw " : k == 1 ? "nsw " : "nuw ";
    }
    return nuw ? "nuw " : nsw ? "nsw " : "";
  }
  if (exact) {
    gen_on(G, GEN_F_FLAGS);
    return "exact ";
  }
  return "";
}

/* Whether a's possible bits lie below b's known trailing zeros (0 <= a <=
 * hi < 2^tz(b)): then a | b is or disjoint. */
static bool disjoint_bits(const GVal *a, const GVal *b) {
  return (a->flags & GV_RANGE) && b->tz < 64 && a->hi < (UINT64_C(1) << b->tz);
}

GVal gen_ibin(Gen *G, GOp op, GVal a, GVal b) {
  GTy t = (GTy)a.ty;
  if (op >= O_UDIV && op <= O_SREM) gen_on(G, GEN_F_DIV);
  GVal r = gen_def(G, t);
  bool nuw = false, nsw = false, exact = false;
  if (!ty_vec(t)) ifacts(op, &a, &b, &r, &nuw, &nsw, &exact);
  const char *fl = iflags(G, op, nuw, nsw, exact);
  if (op == O_OR && G->dialect >= IR_DIALECT_19 && !ty_vec(t) && (disjoint_bits(&a, &b) || disjoint_bits(&b, &a)))
    fl = "disjoint ";
  r.flags |= a.flags & b.flags & GV_CLEAN;
  gen_inst(G, "%s = %s %s%s %s, %s", r.txt, gen_opname(op), fl, TY(t).name, a.txt, b.txt);
  gen_push(G, r);
  return r;
}

/* ------------------------------------------------------------------ */
/* FP operations                                                        */

static int fp_limit(GTy t) {
  GTy e = (GTy)TY(t).elem;
  return e == T_F16 ? 15 : e == T_F32 ? 127 : 1023;
}

const char *gen_fmf(Gen *G, bool finite, bool *poisonous) {
  static const char *const safe[] = {"nsz ", "arcp ", "contract ", "afn ", "reassoc ", "nsz arcp ",
                                     "contract afn ", "reassoc nsz "};
  static const char *const fin[] = {"nnan ", "ninf ", "nnan ninf ", "fast ", "nnan nsz ", "ninf contract "};
  *poisonous = false;
  if (!gen_has(G, GEN_F_FMF) || !gen_chance(G, (G->forced >> GEN_F_FMF & 1) ? 75 : 35)) return "";
  gen_on(G, GEN_F_FMF);
  if (finite && gen_chance(G, 50)) return fin[gen_below(G, 6)];
  if (!finite && G->dirty_ok && gen_chance(G, 5)) {
    *poisonous = true;
    return fin[gen_below(G, 6)];
  }
  return safe[gen_below(G, 8)];
}

/* The finite bound of a op b (-1: not known finite). */
static int ffacts(GOp op, const GVal *a, const GVal *b) {
  if (!(a->flags & b->flags & GV_FIN)) return -1;
  int ea = a->fexp, eb = b->fexp;
  switch (op) {
  case O_FADD: case O_FSUB: return (ea > eb ? ea : eb) + 1;
  case O_FMUL: return ea + eb;
  case O_FDIV: {
    if (!(b->flags & GV_CONST)) return -1;
    double v;
    if (b->ty == T_F64) v = ir_bits_f64(b->cbits);
    else if (b->ty == T_F32) v = ir_bits_f32((uint32_t)b->cbits);
    else v = h2d((uint16_t)b->cbits);
    return fabs(v) >= 1.0 ? ea : -1;
  }
  default: return -1;
  }
}

GVal gen_fbin(Gen *G, GOp op, GVal a, GVal b) {
  GTy t = (GTy)a.ty;
  if (op == O_FDIV || op == O_FREM) gen_on(G, GEN_F_DIV);
  GVal r = gen_def(G, t);
  int e = ty_vec(t) ? -1 : ffacts(op, &a, &b);
  bool fin = e >= 0 && e <= fp_limit(t);
  bool poison;
  const char *fl = gen_fmf(G, fin, &poison);
  if (fin) r.flags |= GV_FIN, r.fexp = (int16_t)e;
  if ((a.flags & b.flags & GV_CLEAN) && !poison) r.flags |= GV_CLEAN;
  gen_inst(G, "%s = %s %s%s %s, %s", r.txt, gen_opname(op), fl, TY(t).name, a.txt, b.txt);
  gen_push(G, r);
  return r;
}

GVal gen_fneg(Gen *G, GVal a) {
  GVal r = gen_def(G, (GTy)a.ty);
  r.flags = a.flags & (GV_CLEAN | GV_FIN);
  r.fexp = a.fexp;
  gen_inst(G, "%s = fneg %s %s", r.txt, TY(a.ty).name, a.txt);
  gen_push(G, r);
  return r;
}

/* ------------------------------------------------------------------ */
/* Compares, select, casts                                              */

static GTy bool_ty(GTy t) { return TY(t).lanes == 4 ? T_V4I1 : TY(t).lanes == 2 ? T_V2I1 : T_I1; }

GVal gen_icmp(Gen *G, const char *pred, GVal a, GVal b) {
  GVal r = gen_def(G, bool_ty((GTy)a.ty));
  r.flags = a.flags & b.flags & GV_CLEAN;
  /* both known non-negative: samesign holds (LLVM 20+) */
  bool ss = G->dialect >= IR_DIALECT_22 && (a.flags & b.flags & GV_RANGE) && !ty_vec((GTy)a.ty);
  gen_inst(G, "%s = icmp %s%s %s %s, %s", r.txt, ss ? "samesign " : "", pred, TY(a.ty).name, a.txt, b.txt);
  gen_push(G, r);
  return r;
}

GVal gen_fcmp(Gen *G, const char *pred, GVal a, GVal b) {
  GVal r = gen_def(G, bool_ty((GTy)a.ty));
  bool fin = (a.flags & b.flags & GV_FIN) && !ty_vec((GTy)a.ty), poison;
  const char *fl = gen_fmf(G, fin, &poison);
  r.flags = (a.flags & b.flags & GV_CLEAN) && !poison ? GV_CLEAN : 0;
  gen_inst(G, "%s = fcmp %s%s %s %s, %s", r.txt, fl, pred, TY(a.ty).name, a.txt, b.txt);
  gen_push(G, r);
  return r;
}

GVal gen_select(Gen *G, GVal c, GVal a, GVal b) {
  GVal r = gen_def(G, (GTy)a.ty);
  r.flags = c.flags & a.flags & b.flags & GV_CLEAN;
  if ((a.flags & b.flags & GV_RANGE)) r.flags |= GV_RANGE, r.hi = a.hi > b.hi ? a.hi : b.hi;
  if ((a.flags & b.flags & GV_FIN)) r.flags |= GV_FIN, r.fexp = a.fexp > b.fexp ? a.fexp : b.fexp;
  r.tz = a.tz < b.tz ? a.tz : b.tz;
  gen_inst(G, "%s = select %s %s, %s %s, %s %s", r.txt, TY(c.ty).name, c.txt, TY(a.ty).name, a.txt,
           TY(b.ty).name, b.txt);
  gen_push(G, r);
  return r;
}

/* The finite bound of an int-to-FP conversion of a. */
static int itof_exp(const GVal *a, bool sgn) {
  if (a->flags & GV_RANGE) {
    int e = 0;
    while (e < 64 && ((uint64_t)1 << e) <= a->hi) e++;
    return e;
  }
  return TY(a->ty).bits - (sgn ? 1 : 0);
}

static void cast_facts(const char *op, const GVal *a, GVal *r) {
  GTy from = (GTy)a->ty, to = (GTy)r->ty;
  r->flags = a->flags & GV_CLEAN;
  if (ty_vec(to)) return;
  if (!strcmp(op, "zext") || !strcmp(op, "sext")) {
    if (a->flags & GV_RANGE) r->flags |= GV_RANGE, r->hi = a->hi;
    else if (op[0] == 'z' && fits(gen_umax(from), to)) r->flags |= GV_RANGE, r->hi = gen_umax(from);
    r->tz = a->tz;
  } else if (!strcmp(op, "trunc")) {
    if ((a->flags & GV_RANGE) && fits(a->hi, to)) r->flags |= GV_RANGE, r->hi = a->hi;
    r->tz = a->tz < TY(to).bits ? a->tz : TY(to).bits;
  } else if (!strcmp(op, "sitofp") || !strcmp(op, "uitofp")) {
    int e = itof_exp(a, op[0] == 's');
    if (e < fp_limit(to)) r->flags |= GV_FIN, r->fexp = (int16_t)e;
  } else if (!strcmp(op, "fpext") || !strcmp(op, "fptrunc")) {
    if ((a->flags & GV_FIN) && a->fexp < fp_limit(to)) r->flags |= GV_FIN, r->fexp = a->fexp;
  } else if (!strcmp(op, "fptosi") || !strcmp(op, "fptoui")) {
    /* poison when out of range: clean only within a known bound */
    if (!((a->flags & GV_FIN) && a->fexp < (int)TY(to).bits - 2 && op[3] == 's')) r->flags = 0;
  }
  (void)from;
}

/* The LLVM 19 flags of a cast whose facts hold: nneg on zext / uitofp of a
 * value known non-negative, nuw nsw on trunc of one that fits the result. */
static const char *cast_flags(const Gen *G, const char *op, const GVal *a, GTy to) {
  if (G->dialect < IR_DIALECT_19 || ty_vec(to) || !(a->flags & GV_RANGE)) return "";
  if (!strcmp(op, "zext") || !strcmp(op, "uitofp")) return "nneg ";
  if (!strcmp(op, "trunc") && fits(a->hi, to)) return "nuw nsw ";
  return "";
}

GVal gen_cast(Gen *G, const char *op, GVal a, GTy to) {
  GVal r = gen_def(G, to);
  cast_facts(op, &a, &r);
  gen_inst(G, "%s = %s %s%s %s to %s", r.txt, op, cast_flags(G, op, &a, to), TY(a.ty).name, a.txt, TY(to).name);
  gen_push(G, r);
  return r;
}

/* ------------------------------------------------------------------ */
/* Calls of known callees                                               */

/* One code of a signature ("i32", "F", "p1", "{I,B}") into tok; advances. */
static bool sig_tok(const char **s, char *tok, size_t n) {
  const char *p = *s;
  size_t k = 0;
  int depth = 0;
  while (*p && (depth > 0 || (*p != ',' && *p != '(' && *p != ')'))) {
    if (*p == '{') depth++;
    if (*p == '}') depth--;
    if (k + 1 < n) tok[k++] = *p;
    p++;
  }
  tok[k] = 0;
  *s = p;
  return k > 0;
}

/* The GTy of a code given the overloads: the first overloaded letter seen
 * in the signature is ovl, the second ovl2 ('E': ovl's element, 'B': i1
 * with ovl's lanes). */
static GTy code_ty(const char *tok, char *first, GTy ovl, GTy ovl2) {
  static const char *const fixed[] = {"i1", "i8", "i16", "i32", "i64"};
  static const GTy fixt[] = {T_I1, T_I8, T_I16, T_I32, T_I64};
  for (int i = 0; i < 5; i++)
    if (!strcmp(tok, fixed[i])) return fixt[i];
  if (!strcmp(tok, "h")) return T_F16;
  if (!strcmp(tok, "f")) return T_F32;
  if (!strcmp(tok, "d")) return T_F64;
  if (tok[1]) return T__N;
  switch (tok[0]) {
  case 'F': case 'I': case 'V':
    if (!*first) *first = tok[0];
    return *first == tok[0] ? ovl : ovl2;
  case 'E': return ovl == T__N ? T__N : (GTy)TY(ovl).elem;
  case 'B': return ovl == T__N ? T__N : bool_ty(ovl);
  default: return T__N;
  }
}

GTy gen_call_param(IrIntrin id, uint32_t k, GTy ovl, GTy ovl2, uint32_t *nparams) {
  const char *s = ir_intrin_info[id].sig;
  char tok[32], first = 0;
  GTy res = T__N;
  sig_tok(&s, tok, sizeof tok);
  code_ty(tok, &first, ovl, ovl2);
  uint32_t i = 0;
  if (*s == '(') s++;
  while (*s && *s != ')') {
    if (sig_tok(&s, tok, sizeof tok)) {
      GTy t = code_ty(tok, &first, ovl, ovl2);
      if (i == k) res = t;
      i++;
    }
    if (*s == ',') s++;
  }
  if (nparams) *nparams = i;
  return res;
}

GTy gen_call_ret(IrIntrin id, GTy ovl, GTy ovl2) {
  const char *s = ir_intrin_info[id].sig;
  char tok[32], first = 0;
  sig_tok(&s, tok, sizeof tok);
  if (!strcmp(tok, "v")) return T__N;
  return code_ty(tok, &first, ovl, ovl2);
}

/* The callee's full name: the name, plus mangled overloads. */
static void callee_name(IrIntrin id, GTy ovl, GTy ovl2, char *buf, size_t n) {
  const IrIntrinInfo *ii = &ir_intrin_info[id];
  if (ii->ovl == 0) snprintf(buf, n, "%s", ii->name);
  else if (ii->ovl == 1) snprintf(buf, n, "%s.%s", ii->name, TY(ovl).mangle);
  else snprintf(buf, n, "%s.%s.%s", ii->name, TY(ovl).mangle, TY(ovl2).mangle);
}

/* The finite bound of a math call's result (-1 unknown). */
static int call_fin(IrIntrin id, const GVal *args, uint32_t n, GTy rt) {
  const IrIntrinInfo *ii = &ir_intrin_info[id];
  if (!ty_fp(rt) || (ii->attrs & IR_A_APPROX) || n == 0) return -1;
  int e = -1;
  for (uint32_t i = 0; i < n; i++) {
    if (!(args[i].flags & GV_FIN) || args[i].ty != rt) return -1;
    if (args[i].fexp > e) e = args[i].fexp;
  }
  switch (ii->math) {
  case IR_MF_SIN: case IR_MF_COS: case IR_MF_TANH: case IR_MF_SATURATE: return 0;
  case IR_MF_FABS: case IR_MF_CEIL: case IR_MF_FLOOR: case IR_MF_TRUNC: case IR_MF_ROUND:
  case IR_MF_ROUNDEVEN: case IR_MF_RINT: case IR_MF_NEARBYINT: case IR_MF_FMIN: case IR_MF_FMAX:
  case IR_MF_MINIMUM: case IR_MF_MAXIMUM: case IR_MF_COPYSIGN: return e + 1;
  case IR_MF_ADD: return e + 1;
  case IR_MF_MUL: return n == 2 ? args[0].fexp + args[1].fexp : -1;
  case IR_MF_FMA: return n == 3 ? args[0].fexp + args[1].fexp + args[2].fexp + 1 : -1;
  default: return -1;
  }
}

GVal gen_call(Gen *G, IrIntrin id, GTy ovl, GTy ovl2, const GVal *args, uint32_t nargs) {
  char name[96], params[256], argt[512];
  size_t pn = 0, an = 0;
  params[0] = argt[0] = 0;
  uint8_t clean = GV_CLEAN;
  for (uint32_t i = 0; i < nargs; i++) {
    const char *tn = TY(args[i].ty).name;
    pn += (size_t)snprintf(params + pn, sizeof params - pn, "%s%s", i ? ", " : "", tn);
    an += (size_t)snprintf(argt + an, sizeof argt - an, "%s%s %s", i ? ", " : "", tn, args[i].txt);
    if (pn >= sizeof params) pn = sizeof params - 1;
    if (an >= sizeof argt) an = sizeof argt - 1;
    clean &= args[i].flags;
  }
  callee_name(id, ovl, ovl2, name, sizeof name);
  GTy rt = gen_call_ret(id, ovl, ovl2);
  gen_declare(G, rt == T__N ? "void" : TY(rt).name, name, params);
  const IrIntrinInfo *ii = &ir_intrin_info[id];  /* the families a callee belongs to */
  if (strncmp(name, "ori.", 4) == 0) gen_on(G, GEN_F_ORI);
  if (ii->math == IR_MF_DIV) gen_on(G, GEN_F_DIV);
  else if (ii->math != IR_MF_NONE) gen_on(G, GEN_F_MATH);
  if (rt == T__N) {
    gen_inst(G, "call void @%s(%s)", name, argt);
    GVal none;
    memset(&none, 0, sizeof none);
    none.ty = T__N;
    return none;
  }
  GVal r = gen_def(G, rt);
  r.flags = clean & GV_CLEAN;
  int e = call_fin(id, args, nargs, rt);
  if (e >= 0 && e <= fp_limit(rt)) r.flags |= GV_FIN, r.fexp = (int16_t)e;
  gen_inst(G, "%s = call %s @%s(%s)", r.txt, TY(rt).name, name, argt);
  gen_push(G, r);
  return r;
}

/* core/interp/vm_ops.c -- slow-path helpers of the interpreter's VM: value
 * layout in slots and in memory (byte images), the generic lane loops of
 * integer / FP / cast / select / vector operations, GEP address arithmetic
 * and its inbounds rule, and the per-lane evaluation of pure callees.
 *
 * Contract: every function here works on one frame (R, P: slots and their
 * poison flags, see vm.h) and never allocates; semantic rules cite the LLVM
 * LangRef section they implement.  Fast paths for common widths live in the
 * dispatch loop (vm_exec.c) and must agree with these bit for bit.
 */
#include <string.h>

#include "vm.h"

/* ------------------------------------------------------------------ */
/* Small utilities                                                      */

bool vm_grow(IrCtx *c, void **ptr, uint32_t *cap, uint64_t need, size_t elsz) {
  if (need <= *cap) return true;
  if (need > 0x40000000u) return false;
  uint64_t nc = *cap ? *cap : 16;
  while (nc < need) nc *= 2;
  void *q = ir_alloc(c, *ptr, (size_t)*cap * elsz, (size_t)nc * elsz);
  if (!q) return false;
  *ptr = q;
  *cap = (uint32_t)nc;
  return true;
}

bool vm_scratch(InterpProg *p, uint64_t n) {
  if (n <= p->nscratch) return true;
  if (!vm_grow(p->ctx, (void **)&p->scratch, &p->capscratch, n, 1)) return false;
  if (!vm_grow(p->ctx, (void **)&p->scratchp, &p->capscratchp, n, 1)) return false;
  p->nscratch = p->capscratch < p->capscratchp ? p->capscratch : p->capscratchp;
  return true;
}

/* ------------------------------------------------------------------ */
/* Slots                                                                */

/* Slots of a value of type t (see vm.h "Frames and slots"). */
uint32_t vm_nslots(const IrModule *m, IrType t) {
  const IrTypeInfo *ti = ir_ty(m, t);
  switch (ti->kind) {
  case IR_TINT: return ti->bits > 64 ? 2 : 1;
  case IR_THALF: case IR_TFLOAT: case IR_TDOUBLE: case IR_TPTR: return 1;
  case IR_TVEC: return ti->count * vm_nslots(m, ti->elem);
  case IR_TARRAY: {
    uint64_t n = (uint64_t)ti->count * vm_nslots(m, ti->elem);
    return n > 0xffffffu ? 0xffffffu : (uint32_t)n;
  }
  case IR_TSTRUCT: {
    uint64_t n = 0;
    for (uint32_t i = 0; i < ti->nfields; i++) n += vm_nslots(m, m->tfields[ti->field0 + i]);
    return n > 0xffffffu ? 0xffffffu : (uint32_t)n;
  }
  default: return 0;
  }
}

/* ------------------------------------------------------------------ */
/* Byte images (load / store / bitcast)                                 */
/* LangRef "load"/"store": a value is read/written as its store size in
 * bytes, little-endian (NVPTX data layout "e").  "When writing a value of a
 * type like i20 with a size that is not an integral number of bytes, it is
 * unspecified what happens to the extra bits": we write zeros; "When
 * loading a value of a type like i20 ... the result is undefined if the
 * value was not originally written using a store of the same type": a load
 * whose extra bits are not zero gives poison.  Vectors are bit-packed, lane
 * 0 in the low bits ("the vector is stored as if by a bitcast to an integer
 * of the total width"), so <8 x i1> is one byte.  Padding bytes of structs
 * and arrays written by an aggregate store are poison.  Poison is tracked
 * per byte in memory: a poison scalar makes all its bytes poison, and a
 * scalar loaded from any poison byte is poison ("if any of the loaded bytes
 * is poison, the result is poison" -- LangRef "Poison Values"). */

static void enc_scalar(const IrTypeInfo *ti, const uint64_t *R, const uint8_t *P, uint8_t *b,
                       uint8_t *pz) {
  unsigned nb = ti->kind == IR_TPTR ? (ti->as == IR_AS_SHARED ? 4 : 8) : (ti->bits + 7) / 8;
  uint64_t lo = P[0] ? 0 : R[0], hi = (ti->kind == IR_TINT && ti->bits > 64 && !P[0]) ? R[1] : 0;
  for (unsigned i = 0; i < nb; i++) {
    b[i] = (uint8_t)(i < 8 ? lo >> (8 * i) : hi >> (8 * (i - 8)));
    pz[i] = P[0] ? 1 : 0;
  }
}

static void dec_scalar(const IrTypeInfo *ti, const uint8_t *b, const uint8_t *pz, uint64_t *R,
                       uint8_t *P) {
  unsigned nb = ti->kind == IR_TPTR ? (ti->as == IR_AS_SHARED ? 4 : 8) : (ti->bits + 7) / 8;
  uint64_t lo = 0, hi = 0;
  uint8_t poison = 0;
  for (unsigned i = 0; i < nb; i++) {
    if (i < 8) lo |= (uint64_t)b[i] << (8 * i);
    else hi |= (uint64_t)b[i] << (8 * (i - 8));
    poison |= pz[i];
  }
  bool wide = ti->kind == IR_TINT && ti->bits > 64;
  if (ti->kind == IR_TINT && ti->bits % 8 && ti->bits < 64 && (lo >> ti->bits) != 0) poison = 1;
  R[0] = poison ? 0 : lo;
  P[0] = poison ? 1 : 0;
  if (wide) {
    R[1] = poison ? 0 : hi;
    P[1] = P[0];
  }
}

/* A vector whose lanes are not whole bytes: lane i is bits [i*w, i*w+w). */
static void enc_packed(const IrTypeInfo *ti, unsigned ew, const uint64_t *R, const uint8_t *P,
                       uint8_t *b, uint8_t *pz) {
  unsigned nb = (ti->count * ew + 7) / 8;
  memset(b, 0, nb);
  memset(pz, 0, nb);
  for (uint32_t i = 0; i < ti->count; i++) {
    for (unsigned k = 0; k < ew; k++) {
      unsigned bit = i * ew + k;
      if (P[i]) pz[bit / 8] = 1;
      else if ((R[i] >> k) & 1) b[bit / 8] |= (uint8_t)(1u << (bit % 8));
    }
  }
}

static void dec_packed(const IrTypeInfo *ti, unsigned ew, const uint8_t *b, const uint8_t *pz,
                       uint64_t *R, uint8_t *P) {
  for (uint32_t i = 0; i < ti->count; i++) {
    uint64_t v = 0;
    uint8_t poison = 0;
    for (unsigned k = 0; k < ew; k++) {
      unsigned bit = i * ew + k;
      poison |= pz[bit / 8];
      v |= (uint64_t)((b[bit / 8] >> (bit % 8)) & 1) << k;
    }
    R[i] = poison ? 0 : v;
    P[i] = poison;
  }
}

static void enc_rec(const IrModule *m, IrType t, const uint64_t *R, const uint8_t *P, uint8_t *b,
                    uint8_t *pz);

static void enc_agg(const IrModule *m, IrType t, const uint64_t *R, const uint8_t *P, uint8_t *b,
                    uint8_t *pz) {
  const IrTypeInfo *ti = ir_ty(m, t);
  uint64_t size = ir_type_store_size(m, t);
  if (!size) return;  /* an empty aggregate: no bytes (the buffers may be null) */
  memset(b, 0, size);
  memset(pz, 1, size);  /* padding: poison */
  if (ti->kind == IR_TARRAY || ti->kind == IR_TVEC) {
    uint64_t stride = ti->kind == IR_TVEC ? ir_type_bits(m, ti->elem) / 8 : ir_type_alloc_size(m, ti->elem);
    uint32_t k = vm_nslots(m, ti->elem);
    for (uint32_t i = 0; i < ti->count; i++) enc_rec(m, ti->elem, R + i * k, P + i * k, b + i * stride, pz + i * stride);
    return;
  }
  uint32_t s = 0;
  for (uint32_t i = 0; i < ti->nfields; i++) {
    IrType ft = m->tfields[ti->field0 + i];
    uint64_t off = ir_type_field_offset(m, t, i);
    enc_rec(m, ft, R + s, P + s, b + off, pz + off);
    s += vm_nslots(m, ft);
  }
}

static void enc_rec(const IrModule *m, IrType t, const uint64_t *R, const uint8_t *P, uint8_t *b,
                    uint8_t *pz) {
  const IrTypeInfo *ti = ir_ty(m, t);
  if (ti->kind == IR_TVEC) {
    unsigned ew = ir_type_bits(m, ti->elem);
    if (ew % 8) enc_packed(ti, ew, R, P, b, pz);
    else enc_agg(m, t, R, P, b, pz);
  } else if (ti->kind == IR_TARRAY || ti->kind == IR_TSTRUCT) {
    enc_agg(m, t, R, P, b, pz);
  } else {
    enc_scalar(ti, R, P, b, pz);
  }
}

static void dec_rec(const IrModule *m, IrType t, const uint8_t *b, const uint8_t *pz, uint64_t *R,
                    uint8_t *P) {
  const IrTypeInfo *ti = ir_ty(m, t);
  if (ti->kind == IR_TVEC && ir_type_bits(m, ti->elem) % 8) {
    dec_packed(ti, ir_type_bits(m, ti->elem), b, pz, R, P);
  } else if (ti->kind == IR_TVEC || ti->kind == IR_TARRAY) {
    uint64_t stride = ti->kind == IR_TVEC ? ir_type_bits(m, ti->elem) / 8 : ir_type_alloc_size(m, ti->elem);
    uint32_t k = vm_nslots(m, ti->elem);
    for (uint32_t i = 0; i < ti->count; i++) dec_rec(m, ti->elem, b + i * stride, pz + i * stride, R + i * k, P + i * k);
  } else if (ti->kind == IR_TSTRUCT) {
    uint32_t s = 0;
    for (uint32_t i = 0; i < ti->nfields; i++) {
      IrType ft = m->tfields[ti->field0 + i];
      uint64_t off = ir_type_field_offset(m, t, i);
      dec_rec(m, ft, b + off, pz + off, R + s, P + s);
      s += vm_nslots(m, ft);
    }
  } else {
    dec_scalar(ti, b, pz, R, P);
  }
}

void vm_encode(const IrModule *m, IrType t, const uint64_t *R, const uint8_t *P, uint8_t *bytes,
               uint8_t *pz) {
  enc_rec(m, t, R, P, bytes, pz);
}

void vm_decode(const IrModule *m, IrType t, const uint8_t *bytes, const uint8_t *pz, uint64_t *R,
               uint8_t *P) {
  dec_rec(m, t, bytes, pz, R, P);
}

/* FP element width in bytes when every leaf of t is FP of one width. */
unsigned vm_fp_width(const IrModule *m, IrType t) {
  const IrTypeInfo *ti = ir_ty(m, t);
  switch (ti->kind) {
  case IR_THALF: return 2;
  case IR_TFLOAT: return 4;
  case IR_TDOUBLE: return 8;
  case IR_TVEC: case IR_TARRAY: return vm_fp_width(m, ti->elem);
  case IR_TSTRUCT: {
    unsigned w = 0;
    for (uint32_t i = 0; i < ti->nfields; i++) {
      unsigned fw = vm_fp_width(m, m->tfields[ti->field0 + i]);
      if (!fw || (w && fw != w)) return 0;
      w = fw;
    }
    return w;
  }
  default: return 0;
  }
}

/* ------------------------------------------------------------------ */
/* Integer arithmetic (LangRef "Binary Operations", "Bitwise Binary      */
/* Operations"), one lane of w <= 64 bits.  Returns 0 (value in *out),   */
/* 1 poison, 2 undefined behaviour (*why).                               */

static int ib_addsub(bool sub, unsigned fl, unsigned w, uint64_t x, uint64_t y, uint64_t *out) {
  uint64_t M = ir_mask(w), r = (sub ? x - y : x + y) & M;
  *out = r;
  /* add/sub nuw: "the result value ... is a poison value if unsigned
   * overflow occurs"; nsw: likewise for signed overflow. */
  if ((fl & IR_F_NUW) && (sub ? x < y : (w == 64 ? r < x : x + y > M))) return 1;
  if (fl & IR_F_NSW) {
    __int128 s = sub ? (__int128)ir_sext(x, w) - ir_sext(y, w) : (__int128)ir_sext(x, w) + ir_sext(y, w);
    if (s != ir_sext(r, w)) return 1;
  }
  return 0;
}

static int ib_mul(unsigned fl, unsigned w, uint64_t x, uint64_t y, uint64_t *out) {
  uint64_t M = ir_mask(w);
  *out = (x * y) & M;
  /* mul nuw/nsw: poison on unsigned/signed overflow of the full product. */
  if ((fl & IR_F_NUW) && (unsigned __int128)x * y > M) return 1;
  if ((fl & IR_F_NSW) && (__int128)ir_sext(x, w) * ir_sext(y, w) != ir_sext(*out, w)) return 1;
  return 0;
}

static int ib_div(unsigned op, unsigned fl, unsigned w, uint64_t x, uint64_t y, uint64_t *out,
                  const char **why) {
  uint64_t M = ir_mask(w);
  /* udiv/sdiv/urem/srem: "Division by zero is undefined behavior." */
  if (y == 0) { *why = "division by zero"; return 2; }
  bool sgn = op == IR_SDIV || op == IR_SREM;
  int64_t a = ir_sext(x, w), b = ir_sext(y, w);
  /* sdiv: "Overflow also leads to undefined behavior; this is a rare case,
   * but can occur, for example, by doing a 32-bit division of -2147483648
   * by -1."  srem: "taking the remainder of INT_MIN by -1 is undefined". */
  if (sgn && b == -1 && a == ir_sext(1ull << (w - 1), w)) {
    *why = op == IR_SDIV ? "signed division overflow (INT_MIN / -1)" : "signed remainder overflow (INT_MIN % -1)";
    return 2;
  }
  switch (op) {
  case IR_UDIV: *out = x / y; return (fl & IR_F_EXACT) && x % y ? 1 : 0; /* exact: poison if rem != 0 */
  case IR_UREM: *out = x % y; return 0;
  case IR_SDIV: *out = (uint64_t)(a / b) & M; return (fl & IR_F_EXACT) && a % b ? 1 : 0;
  default: *out = (uint64_t)(a % b) & M; return 0;
  }
}

static int ib_shift(unsigned op, unsigned fl, unsigned w, uint64_t x, uint64_t y, uint64_t *out) {
  uint64_t M = ir_mask(w);
  /* shl/lshr/ashr: "If op2 is (statically or dynamically) equal to or larger
   * than the number of bits in op1, this instruction returns a poison value." */
  if (y >= w) { *out = 0; return 1; }
  if (op == IR_SHL) {
    *out = (x << y) & M;
    /* shl nuw: poison "if it shifts out any non-zero bits"; nsw: "if it
     * shifts out any bits that disagree with the resultant sign bit". */
    if ((fl & IR_F_NUW) && (*out >> y) != x) return 1;
    if ((fl & IR_F_NSW) && (ir_sext(*out, w) >> y) != ir_sext(x, w)) return 1;
    return 0;
  }
  *out = op == IR_LSHR ? x >> y : (uint64_t)(ir_sext(x, w) >> y) & M;
  /* lshr/ashr exact: poison "if any of the bits shifted out are non-zero". */
  return (fl & IR_F_EXACT) && (x & ir_mask((unsigned)y)) ? 1 : 0;
}

static int ib_lane(unsigned op, unsigned fl, unsigned w, uint64_t x, uint64_t y, uint64_t *out,
                   const char **why) {
  switch (op) {
  case IR_ADD: return ib_addsub(false, fl, w, x, y, out);
  case IR_SUB: return ib_addsub(true, fl, w, x, y, out);
  case IR_MUL: return ib_mul(fl, w, x, y, out);
  case IR_UDIV: case IR_SDIV: case IR_UREM: case IR_SREM: return ib_div(op, fl, w, x, y, out, why);
  case IR_SHL: case IR_LSHR: case IR_ASHR: return ib_shift(op, fl, w, x, y, out);
  case IR_AND: *out = x & y; return 0;
  case IR_OR: /* or disjoint (LangRef 18+): "If the disjoint flag is set,
               * and the or has a one and the other a one in the same bit,
               * the result is poison" */
    *out = x | y;
    return (fl & IR_F_DISJOINT) && (x & y) ? 1 : 0;
  default: *out = x ^ y; return 0;
  }
}

/* The same for i128 (two slots: low word first). */
typedef unsigned __int128 u128;
typedef __int128 s128;
static inline u128 get128(const uint64_t *R) { return (u128)R[1] << 64 | R[0]; }
static inline void put128(uint64_t *R, u128 v) { R[0] = (uint64_t)v; R[1] = (uint64_t)(v >> 64); }

static bool ovf128(unsigned op, unsigned fl, u128 x, u128 y, u128 r) {
  s128 a = (s128)x, b = (s128)y, s;
  switch (op) {
  case IR_ADD:
    if ((fl & IR_F_NUW) && r < x) return true;
    return (fl & IR_F_NSW) && __builtin_add_overflow(a, b, &s);
  case IR_SUB:
    if ((fl & IR_F_NUW) && x < y) return true;
    return (fl & IR_F_NSW) && __builtin_sub_overflow(a, b, &s);
  default: {
    u128 u;
    if ((fl & IR_F_NUW) && __builtin_mul_overflow(x, y, &u)) return true;
    return (fl & IR_F_NSW) && __builtin_mul_overflow(a, b, &s);
  }
  }
}

static int ib_lane128(unsigned op, unsigned fl, u128 x, u128 y, u128 *out, const char **why) {
  const s128 smin = (s128)((u128)1 << 127);
  switch (op) {
  case IR_ADD: case IR_SUB: case IR_MUL:
    *out = op == IR_ADD ? x + y : op == IR_SUB ? x - y : x * y;
    return ovf128(op, fl, x, y, *out) ? 1 : 0;
  case IR_UDIV: case IR_SDIV: case IR_UREM: case IR_SREM:
    if (y == 0) { *why = "division by zero"; return 2; }
    if ((op == IR_SDIV || op == IR_SREM) && (s128)y == -1 && (s128)x == smin) {
      *why = "signed division overflow (INT_MIN / -1)";
      return 2;
    }
    if (op == IR_UDIV) *out = x / y;
    else if (op == IR_UREM) *out = x % y;
    else if (op == IR_SDIV) *out = (u128)((s128)x / (s128)y);
    else *out = (u128)((s128)x % (s128)y);
    return (fl & IR_F_EXACT) && (op == IR_UDIV ? x % y : op == IR_SDIV ? (u128)((s128)x % (s128)y) : 0) ? 1 : 0;
  case IR_SHL: case IR_LSHR: case IR_ASHR:
    if (y >= 128) { *out = 0; return 1; }
    if (op == IR_SHL) {
      *out = x << y;
      if ((fl & IR_F_NUW) && (*out >> y) != x) return 1;
      return (fl & IR_F_NSW) && ((s128)*out >> y) != (s128)x ? 1 : 0;
    }
    *out = op == IR_LSHR ? x >> y : (u128)((s128)x >> y);
    return (fl & IR_F_EXACT) && y && (x << (128 - y)) ? 1 : 0;
  case IR_AND: *out = x & y; return 0;
  case IR_OR: *out = x | y; return (fl & IR_F_DISJOINT) && (x & y) ? 1 : 0;
  default: *out = x ^ y; return 0;
  }
}

/* IBIN: n lanes; a poison operand lane gives a poison result lane, except
 * that a poison divisor is undefined behaviour (LangRef "Poison Values":
 * UB "if a poison value is used as ... the divisor operand of a udiv, sdiv,
 * urem or srem instruction"), and so is a zero divisor with a poison
 * dividend. */
int vm_ibin(const VmIns *in, uint64_t *R, uint8_t *P, const char **why) {
  unsigned op = in->f & 0xff, fl = in->f >> 8, w = in->w, k = w > 64 ? 2 : 1;
  bool div = op == IR_UDIV || op == IR_SDIV || op == IR_UREM || op == IR_SREM;
  for (unsigned i = 0; i < in->n; i++) {
    uint32_t a = in->a + i * k, b = in->b + i * k, c = in->c + i * k;
    if (div && P[c]) { *why = "poison divisor"; return 1; }
    /* "Division by zero is undefined behavior" whatever the dividend: a
     * poison dividend does not make x / 0 poison */
    if (div && P[b] && (k == 2 ? get128(R + c) == 0 : (R[c] & ir_mask(w)) == 0)) {
      *why = "division by zero";
      return 1;
    }
    int st;
    if (k == 2) {
      u128 r = 0;
      st = P[b] || P[c] ? 1 : ib_lane128(op, fl, get128(R + b), get128(R + c), &r, why);
      put128(R + a, st ? 0 : r);
      P[a + 1] = st ? 1 : 0;
    } else {
      uint64_t r = 0;
      st = P[b] || P[c] ? 1 : ib_lane(op, fl, w, R[b], R[c], &r, why);
      R[a] = st ? 0 : r;
    }
    if (st == 2) return 1;
    P[a] = st ? 1 : 0;
  }
  return 0;
}

/* icmp (LangRef "icmp Instruction"): pointers compare as their addresses. */
static bool icmp_lane(unsigned pred, unsigned w, const uint64_t *x, const uint64_t *y) {
  if (w > 64) {
    u128 a = get128(x), b = get128(y);
    switch (pred) {
    case IR_ICMP_EQ: return a == b;
    case IR_ICMP_NE: return a != b;
    case IR_ICMP_UGT: return a > b;
    case IR_ICMP_UGE: return a >= b;
    case IR_ICMP_ULT: return a < b;
    case IR_ICMP_ULE: return a <= b;
    case IR_ICMP_SGT: return (s128)a > (s128)b;
    case IR_ICMP_SGE: return (s128)a >= (s128)b;
    case IR_ICMP_SLT: return (s128)a < (s128)b;
    default: return (s128)a <= (s128)b;
    }
  }
  uint64_t a = *x, b = *y;
  int64_t p = ir_sext(a, w), q = ir_sext(b, w);
  switch (pred) {
  case IR_ICMP_EQ: return a == b;
  case IR_ICMP_NE: return a != b;
  case IR_ICMP_UGT: return a > b;
  case IR_ICMP_UGE: return a >= b;
  case IR_ICMP_ULT: return a < b;
  case IR_ICMP_ULE: return a <= b;
  case IR_ICMP_SGT: return p > q;
  case IR_ICMP_SGE: return p >= q;
  case IR_ICMP_SLT: return p < q;
  default: return p <= q;
  }
}

/* The sign bit of a lane of w bits (x: its slots). */
static bool sign_of(const uint64_t *x, unsigned w) {
  return w > 64 ? (x[1] >> (w - 65)) & 1 : (x[0] >> (w - 1)) & 1;
}

/* f: IrPred | VM_ICMP_SAMESIGN.  icmp samesign (LangRef 20+): "If the
 * samesign keyword is present and the operands are not of the same sign
 * then the result is a poison value." */
void vm_icmp(const VmIns *in, uint64_t *R, uint8_t *P) {
  unsigned k = in->w > 64 ? 2 : 1, pred = in->f & 0xff;
  bool ss = (in->f & VM_ICMP_SAMESIGN) != 0;
  for (unsigned i = 0; i < in->n; i++) {
    uint32_t b = in->b + i * k, c = in->c + i * k;
    bool pz = P[b] | P[c] | (ss && sign_of(R + b, in->w) != sign_of(R + c, in->w));
    R[in->a + i] = pz ? 0 : icmp_lane(pred, in->w, R + b, R + c);
    P[in->a + i] = pz;
  }
}

/* CHECK: the facts of attributes and metadata (vm.h VM_CK_*).  range(lo,
 * hi) holds for v when lo <= v < hi, unsigned and wrapping ("lo > hi" is
 * the range that wraps around; !range lists several pairs, the value must
 * be in one); nofpclass excludes the FP classes it lists; nonnull excludes
 * null; align N needs the alignment (mem_ptr_aligned).  A value that
 * fails is poison (LangRef "Parameter Attributes", "'range' Metadata",
 * load "!nonnull", "!align"), or UB with noundef.  dereferenceable(N) and
 * dereferenceable_or_null(N) imply noundef ("The pointer should be well
 * defined, otherwise it is undefined behavior"); their assumption, N bytes
 * that can be loaded, is UB when it fails (mem_dereferenceable). */
static bool in_ranges(const uint32_t *e, uint64_t v, uint64_t m) {
  for (uint32_t k = 0; k < e[0]; k++) {
    const uint32_t *r = e + 1 + 4 * k;
    uint64_t lo = (uint64_t)r[0] | (uint64_t)r[1] << 32, hi = (uint64_t)r[2] | (uint64_t)r[3] << 32;
    if (((v - lo) & m) < ((hi - lo) & m)) return true;
  }
  return false;
}

static const char *check_ub_why(unsigned kind) {
  switch (kind) {
  case VM_CK_RANGE: return "a noundef value outside its range";
  case VM_CK_FPCLASS: return "a noundef value of a class its nofpclass excludes";
  case VM_CK_NONNULL: return "a noundef nonnull pointer is null";
  case VM_CK_ALIGN: return "a noundef pointer lacks its stated alignment";
  default: return "a noundef value is poison";
  }
}

static int check_deref(InterpProg *p, const VmFunc *F, const VmIns *in, const uint64_t *R, const uint8_t *P,
                       const char **why) {
  const uint32_t *e = F->ext + in->d;
  uint64_t n = (uint64_t)e[0] | (uint64_t)e[1] << 32;
  for (unsigned i = 0; i < in->n; i++) {
    uint32_t a = in->a + i;
    if (P[a]) { *why = "a dereferenceable pointer is poison"; return 1; }
    if (e[2] && R[a] == 0) continue;
    if (!mem_dereferenceable(p->mem, R[a], in->c, n)) {
      *why = e[2] ? "a dereferenceable_or_null pointer is not dereferenceable" : "a dereferenceable pointer is not dereferenceable";
      return 1;
    }
  }
  return 0;
}

int vm_check(InterpProg *p, const VmFunc *F, const VmIns *in, uint64_t *R, uint8_t *P, const char **why) {
  unsigned kind = in->f & 0xff, fpc = (in->f >> 8) & IR_FPC_ALL;
  uint64_t m = ir_mask(in->w);
  if (kind == VM_CK_DEREF) return check_deref(p, F, in, R, P, why);
  for (unsigned i = 0; i < in->n; i++) {
    uint32_t a = in->a + i;
    if (P[a]) {
      if (kind != VM_CK_DEFINED && !(in->f & VM_CK_NOUNDEF)) continue;
      *why = check_ub_why(VM_CK_DEFINED);
      return 1;
    }
    uint64_t v = R[a] & m;
    bool bad;
    switch (kind) {
    case VM_CK_RANGE: bad = !in_ranges(F->ext + in->d, v, m); break;
    case VM_CK_FPCLASS: bad = (ir_fp_class(v, in->w) & fpc) != 0; break;
    case VM_CK_NONNULL: bad = v == 0; break;
    case VM_CK_ALIGN: bad = !mem_ptr_aligned(p->mem, v, in->c, in->d); break;
    default: bad = false; break;
    }
    if (!bad) continue;
    if (in->f & VM_CK_NOUNDEF) {
      *why = check_ub_why(kind);
      return 1;
    }
    R[a] = 0;
    P[a] = 1;
  }
  return 0;
}

/* An operand bundle of llvm.assume (LangRef "Assume Operand Bundles"):
 * "if any of the provided guarantees are violated at runtime the
 * behavior is undefined", and so is an argument that "violates any
 * requirements on the attribute value", with one exception: an "align"
 * bundle "may specify a non-power-of-two alignment (including a zero
 * alignment). If this is the case, then the pointer value must be a null
 * pointer".  A poison value or argument guarantees nothing: UB too.  For
 * an i128 argument only its low 64 bits count. */
int vm_abundle(InterpProg *p, const VmIns *in, const uint64_t *R, const uint8_t *P, const char **why) {
  uint32_t n = in->f == IR_BUNDLE_NOUNDEF ? in->d : 1;
  for (uint32_t k = 0; k < n; k++)
    if (P[in->a + k]) return *why = "llvm.assume operand bundle of a poison value", 1;
  if ((in->b != VM_NONE && P[in->b]) || (in->c != VM_NONE && P[in->c]))
    return *why = "llvm.assume operand bundle with a poison argument", 1;
  uint64_t v = R[in->a], arg = in->b != VM_NONE ? R[in->b] : 0, bias = in->c != VM_NONE ? R[in->c] : 0;
  switch (in->f) {
  case IR_BUNDLE_ALIGN:
    if (!arg || (arg & (arg - 1)))
      return v ? (*why = "llvm.assume \"align\" of a pointer that is not null, with an alignment that is not a power of two", 1) : 0;
    if (!mem_ptr_aligned_off(p->mem, v, in->w, arg, bias))
      return *why = "llvm.assume \"align\" of a pointer without that alignment", 1;
    return 0;
  case IR_BUNDLE_NONNULL:
    return v ? 0 : (*why = "llvm.assume \"nonnull\" of a null pointer", 1);
  case IR_BUNDLE_DEREF: case IR_BUNDLE_DEREF_OR_NULL:
    if (!arg || (in->f == IR_BUNDLE_DEREF_OR_NULL && !v) || mem_dereferenceable(p->mem, v, in->w, arg)) return 0;
    return *why = in->f == IR_BUNDLE_DEREF ? "llvm.assume \"dereferenceable\" of a pointer to fewer bytes"
                                            : "llvm.assume \"dereferenceable_or_null\" of a pointer to fewer bytes", 1;
  default: return 0;
  }
}

/* ------------------------------------------------------------------ */
/* Floating point (LangRef "fadd" ... "frem", "Fast-Math Flags")        */

static bool fp_isnan(unsigned w, uint64_t a) { return sem_isnan(w, a); }
static bool fp_isinf(unsigned w, uint64_t a) {
  switch (w) {
  case 16: return (a & 0x7fff) == 0x7c00;
  case 32: return (a & 0x7fffffff) == 0x7f800000;
  default: return (a & 0x7fffffffffffffffull) == 0x7ff0000000000000ull;
  }
}
static bool fp_issub(unsigned w, uint64_t a) {
  switch (w) {
  case 16: return (a & 0x7c00) == 0 && (a & 0x3ff);
  case 32: return (a & 0x7f800000) == 0 && (a & 0x7fffff);
  default: return (a & 0x7ff0000000000000ull) == 0 && (a & 0xfffffffffffffull);
  }
}

/* "denormal-fp-math"="positive-zero": subnormal inputs and outputs become +0
 * (LangRef "Function Attributes": "positive-zero ... flushed to positive
 * zero"); preserve-sign flushing is done by the sem_* ftz argument. */
static uint64_t flushp(unsigned w, uint64_t a, uint32_t f) {
  return (f & VM_FM_FTZP) && fp_issub(w, a) ? 0 : a;
}

/* nnan: "If an argument is a nan, or the result would be a nan, it
 * produces a poison value instead"; ninf: likewise for +-inf. */
static bool fmf_poison(uint32_t f, unsigned w, uint64_t v) {
  return ((f & VM_FM_NNAN) && fp_isnan(w, v)) || ((f & VM_FM_NINF) && fp_isinf(w, v));
}

/* LangRef 16 leaves the sign and payload of a NaN that an FP operation
 * makes unspecified (later LangRefs spell it out: the sign is
 * nondeterministic, the payload the preferred NaN's or an operand's); the
 * interpreter's first run follows the NaN rule (core/sem/fp.c), the
 * oracles' second run (VM_FM_NANALT) another choice, so that the bytes
 * holding such a NaN's bits differ between the runs and are not compared
 * (interp_compare_nondet; stored as FP they compare as NaNs anyway).  The
 * other choice: the opposite sign, the payload's top ten bits (the quiet
 * bit first) the marker 0101010101, a signaling NaN (LangRef 16 does not
 * say the result of an operation on a signaling NaN is quiet, and Alive2
 * lets it be either, so llvm.is.fpclass may see both), its lower bits all
 * ones (fixed, so
 * that two NaNs of one sign are equal in this run where the rule kept
 * their payloads apart: a comparison of their bits is a choice too).  A
 * NaN already marked (the alternative an earlier operation of
 * this run chose, through fpext, fptrunc, fneg...) is kept as the rule
 * gives it: flipping it again would undo the choice along a chain.  (An
 * input NaN that carries the marker itself is kept too: 1 in 2^10 of
 * random NaNs.)  fneg, fabs and copysign are bit operations and keep
 * their operand's bits. */
uint64_t vm_nan_alt(unsigned w, uint64_t r) {
  if (!fp_isnan(w, r)) return r;
  unsigned m = w == 16 ? 10 : w == 32 ? 23 : 52;
  /* marked: the nine bits after the quiet bit (an operation may quiet it) */
  uint64_t top = (uint64_t)0x155 << (m - 10), topmask = (uint64_t)0x1ff << (m - 10);
  uint64_t low = ((uint64_t)1 << (m - 10)) - 1, exp = (w >= 64 ? ~0ull : (1ull << w) - 1) >> 1 & ~(((uint64_t)1 << m) - 1);
  if ((r & topmask) == (top & topmask)) return r;
  uint64_t sign = ((r >> (w - 1)) & 1) ^ 1;
  return sign << (w - 1) | exp | top | low;
}

uint64_t vm_fp_slow(unsigned op, unsigned w, uint64_t a, uint64_t b) {
  switch (op) {
  case IR_FADD: return sem_fadd(w, a, b, SEM_RNE, false);
  case IR_FSUB: return sem_fsub(w, a, b, SEM_RNE, false);
  case IR_FMUL: return sem_fmul(w, a, b, SEM_RNE, false);
  case IR_FDIV: return sem_fdiv(w, a, b, SEM_RNE, false);
  default: return sem_frem(w, a, b);
  }
}

static uint64_t fbin_lane(unsigned op, uint32_t f, unsigned w, uint64_t a, uint64_t b) {
  bool ftz = (f & VM_FM_FTZ) != 0;
  a = flushp(w, a, f);
  b = flushp(w, b, f);
  uint64_t r;
  switch (op) {
  case IR_FADD: r = sem_fadd(w, a, b, SEM_RNE, ftz); break;
  case IR_FSUB: r = sem_fsub(w, a, b, SEM_RNE, ftz); break;
  case IR_FMUL: r = sem_fmul(w, a, b, SEM_RNE, ftz); break;
  case IR_FDIV: r = sem_fdiv(w, a, b, SEM_RNE, ftz); break;
  default: /* frem: exact; flushing applies to its inputs and output */
    if (ftz) { a = sem_flush(w, a); b = sem_flush(w, b); }
    r = sem_frem(w, a, b);
    if (ftz) r = sem_flush(w, r);
    break;
  }
  r = flushp(w, r, f);
  return f & VM_FM_NANALT ? vm_nan_alt(w, r) : r;
}

void vm_fbin(const VmIns *in, uint64_t *R, uint8_t *P) {
  unsigned op = in->f & 0xff, w = in->w;
  for (unsigned i = 0; i < in->n; i++) {
    uint64_t a = R[in->b + i], b = R[in->c + i];
    uint64_t r = fbin_lane(op, in->f, w, a, b);
    bool pz = P[in->b + i] || P[in->c + i] || fmf_poison(in->f, w, a) || fmf_poison(in->f, w, b) ||
              fmf_poison(in->f, w, r);
    R[in->a + i] = pz ? 0 : r;
    P[in->a + i] = pz;
  }
}

/* fneg: "the value ... with its sign bit flipped" (also of NaN); no flush. */
void vm_fneg(const VmIns *in, uint64_t *R, uint8_t *P) {
  for (unsigned i = 0; i < in->n; i++) {
    uint64_t a = R[in->b + i], r = sem_fneg(in->w, a);
    bool pz = P[in->b + i] || fmf_poison(in->f, in->w, a) || fmf_poison(in->f, in->w, r);
    R[in->a + i] = pz ? 0 : r;
    P[in->a + i] = pz;
  }
}

/* fcmp with the host's comparison (exact for every predicate). */
bool vm_fcmp_host(unsigned pred, unsigned w, uint64_t a, uint64_t b) {
  double x, y;
  if (w == 64) x = ir_bits_f64(a), y = ir_bits_f64(b);
  else if (w == 32) x = ir_bits_f32((uint32_t)a), y = ir_bits_f32((uint32_t)b);
  else return sem_fcmp(pred, w, a, b);
  bool uno = x != x || y != y;
  switch (pred) {
  case IR_FCMP_FALSE: return false;
  case IR_FCMP_OEQ: return x == y;
  case IR_FCMP_OGT: return x > y;
  case IR_FCMP_OGE: return x >= y;
  case IR_FCMP_OLT: return x < y;
  case IR_FCMP_OLE: return x <= y;
  case IR_FCMP_ONE: return !uno && x != y;
  case IR_FCMP_ORD: return !uno;
  case IR_FCMP_UNO: return uno;
  case IR_FCMP_UEQ: return uno || x == y;
  case IR_FCMP_UGT: return uno || x > y;
  case IR_FCMP_UGE: return uno || x >= y;
  case IR_FCMP_ULT: return uno || x < y;
  case IR_FCMP_ULE: return uno || x <= y;
  case IR_FCMP_UNE: return uno || x != y;
  default: return true;
  }
}

/* fcmp: flushing modes apply to the inputs (the comparison is an FP
 * operation reading denormals); nnan/ninf make the result poison when an
 * operand is NaN / inf. */
void vm_fcmp(const VmIns *in, uint64_t *R, uint8_t *P) {
  unsigned w = in->w, pred = in->f & 0xff;
  for (unsigned i = 0; i < in->n; i++) {
    uint64_t a = R[in->b + i], b = R[in->c + i];
    if (in->f & VM_FM_FTZ) { a = sem_flush(w, a); b = sem_flush(w, b); }
    a = flushp(w, a, in->f);
    b = flushp(w, b, in->f);
    bool pz = P[in->b + i] || P[in->c + i] || fmf_poison(in->f, w, a) || fmf_poison(in->f, w, b);
    R[in->a + i] = pz ? 0 : sem_fcmp(pred, w, a, b);
    P[in->a + i] = pz;
  }
}

/* ------------------------------------------------------------------ */
/* Casts (LangRef "Conversion Operations"), one lane                    */

/* An integer of up to 128 bits, sign- or zero-extended, to FP of width w
 * (correctly rounded): values beyond 64 bits are shifted right with a
 * sticky bit, converted, then scaled by a power of two (exact). */
static uint64_t itof128(u128 v, bool sgn, unsigned w) {
  bool neg = sgn && (s128)v < 0;
  u128 mag = neg ? -v : v;
  unsigned s = 0;
  while (mag >> 64) { mag = (mag >> 1) | (mag & 1); s++; }
  uint64_t r = sem_itof(64, (uint64_t)mag, false, w, SEM_RNE);
  if (s) {
    uint64_t two = sem_from_double(w, 2.0);
    for (unsigned i = 0; i < s; i++) r = sem_fmul(w, r, two, SEM_RNE, false);
  }
  return neg ? sem_fneg(w, r) : r;
}

/* FP -> i128 (truncation toward zero); poison when out of range or NaN. */
static u128 ftoi128(unsigned w, uint64_t a, bool sgn, unsigned ibits, bool *poison) {
  double d = sem_to_double(w, w == 64 ? a : sem_fconv(w, 64, a, SEM_RNE, false));
  if (d != d) { *poison = true; return 0; }
  bool neg = d < 0;
  double t = neg ? -d : d;
  if (t >= 0x1p127 * 2.0 || (sgn && t >= 0x1p127 && !(neg && t == 0x1p127)) || (!sgn && neg && t >= 1.0)) {
    *poison = true;
    return 0;
  }
  u128 m = 0;
  for (int e = 126; e >= 0; e--) {
    double pw = __builtin_ldexp(1.0, e);
    if (t >= pw) { t -= pw; m |= (u128)1 << e; }
  }
  if (t >= 0x1p127) m |= (u128)1 << 127;
  (void)ibits;
  return neg ? -m : m;
}

/* One lane: source slots x (1 or 2), result slots r. */
static bool cast_lane(unsigned op, unsigned sw, unsigned dw, uint32_t fm, const uint64_t *x, uint64_t *r) {
  u128 v = sw > 64 ? get128(x) : x[0];
  bool poison = false;
  u128 out = 0;
  bool ftz = (fm & VM_FM_FTZ) != 0;
  switch (op) {
  case IR_TRUNC: case IR_ZEXT: case IR_PTRTOINT: case IR_INTTOPTR:
    out = v;  /* zext: canonical slots are already zero-extended */
    break;
  case IR_SEXT:
    out = sw > 64 ? v : (u128)(s128)ir_sext((uint64_t)v, sw);
    break;
  case IR_FPTRUNC: case IR_FPEXT: /* fptrunc rounds to nearest even; fpext is exact */
    out = sem_fconv(sw, dw, flushp(sw, (uint64_t)v, fm), SEM_RNE, ftz);
    out = flushp(dw, (uint64_t)out, fm);
    if (fm & VM_FM_NANALT) out = vm_nan_alt(dw, (uint64_t)out);
    break;
  case IR_FPTOUI: case IR_FPTOSI: {
    /* "If the value cannot fit in ty2, the result is a poison value." */
    uint64_t a = flushp(sw, (uint64_t)v, fm);
    if (ftz) a = sem_flush(sw, a);
    if (dw > 64) out = ftoi128(sw, a, op == IR_FPTOSI, dw, &poison);
    else out = sem_ftoi(sw, a, dw, op == IR_FPTOSI, SEM_RZ, false, &poison);
    break;
  }
  default: /* uitofp / sitofp: round to nearest even */
    if (sw > 64) out = itof128(v, op == IR_SITOFP, dw);
    else if (op == IR_SITOFP) out = itof128((u128)(s128)ir_sext((uint64_t)v, sw), true, dw);
    else out = sem_itof(sw, (uint64_t)v, false, dw, SEM_RNE);
    out = flushp(dw, (uint64_t)out, fm);
    if (ftz) out = sem_flush(dw, (uint64_t)out);
    break;
  }
  bool fpdst = op == IR_FPTRUNC || op == IR_FPEXT || op == IR_UITOFP || op == IR_SITOFP;
  if (!fpdst && dw < 128) out &= ir_mask(dw);
  r[0] = (uint64_t)out;
  if (dw > 64 && !fpdst) r[1] = (uint64_t)(out >> 64);
  return poison;
}

/* The flags of LLVM 19 on a cast lane (source slots x, sw bits, result dw
 * bits): true when the result is poison.  LangRef: zext/uitofp "If the nneg
 * flag is set, and the zext argument is negative, the result is a poison
 * value"; trunc "If the nuw keyword is present, and any of the truncated
 * bits are non-zero, the result is a poison value.  If the nsw keyword is
 * present, and any of the truncated bits are not the same as the top bit
 * of the truncation result, the result is a poison value." */
static bool cast_flag_poison(uint32_t f, unsigned sw, unsigned dw, const uint64_t *x) {
  if ((f & VM_CAST_NNEG) && sign_of(x, sw)) return true;
  if (!(f & (VM_CAST_NUW | VM_CAST_NSW))) return false;
  u128 v = sw > 64 ? get128(x) : x[0];
  u128 lo = dw >= 128 ? v : v & (((u128)1 << dw) - 1);
  if ((f & VM_CAST_NUW) && lo != v) return true;
  if (f & VM_CAST_NSW) {
    bool top = (lo >> (dw - 1)) & 1;
    u128 ext = top && sw > dw ? lo | ((((u128)1 << (sw - dw)) - 1) << dw) : lo;
    if (sw < 128) ext &= ((u128)1 << sw) - 1;
    if (ext != v) return true;
  }
  return false;
}

/* CAST: f = IrOp | VM_FM_* (FP casts) | VM_CAST_* (flags), w = source
 * width, d = result width.  Integer widths come from the types; FP widths
 * are 16/32/64. */
void vm_cast(InterpProg *p, const VmIns *in, uint64_t *R, uint8_t *P) {
  (void)p;
  unsigned op = in->f & 0xff, sk = in->w > 64 ? 2 : 1, dk = in->d > 64 ? 2 : 1;
  bool fpd = op == IR_FPTRUNC || op == IR_FPEXT || op == IR_UITOFP || op == IR_SITOFP;
  if (fpd) dk = 1;
  if (op == IR_FPTRUNC || op == IR_FPEXT || op == IR_FPTOUI || op == IR_FPTOSI) sk = 1;
  for (unsigned i = 0; i < in->n; i++) {
    const uint64_t *x = R + in->b + i * sk;
    uint64_t tmp[2] = {0, 0};
    bool pz = P[in->b + i * sk] || cast_lane(op, in->w, in->d, in->f, x, tmp) ||
              ((in->f & (VM_CAST_NNEG | VM_CAST_NUW | VM_CAST_NSW)) && cast_flag_poison(in->f, in->w, in->d, x));
    for (unsigned k = 0; k < dk; k++) {
      R[in->a + i * dk + k] = pz ? 0 : tmp[k];
      P[in->a + i * dk + k] = pz;
    }
  }
}

/* bitcast: "as if the value had been stored to memory and read back as
 * type ty2"; poison therefore spreads to every lane overlapping a poison
 * byte of the image. */
void vm_bitcast(InterpProg *p, const VmIns *in, uint64_t *R, uint8_t *P) {
  uint8_t b[256], pz[256];
  vm_encode(p->m, in->c, R + in->b, P + in->b, b, pz);
  vm_decode(p->m, in->d, b, pz, R + in->a, P + in->a);
}

/* ------------------------------------------------------------------ */
/* select and vectors                                                   */

/* select (LangRef): "If the condition is poison, the result is poison";
 * with a vector condition the choice is per lane.  Fast-math flags on an
 * FP select apply to its value operands and result (nnan/ninf). */
void vm_select(const VmIns *in, uint64_t *R, uint8_t *P) {
  unsigned fw = in->f & 0xff;
  if (in->op == VM_SELN) {
    uint32_t cnt = in->f >> 12;
    bool cp = P[in->b];
    uint32_t src = R[in->b] & 1 ? in->c : in->d;
    for (uint32_t i = 0; i < cnt; i++) {
      bool pz = cp || P[src + i];
      if (fw && (fmf_poison(in->f, fw, R[in->c + i]) || fmf_poison(in->f, fw, R[in->d + i]))) pz = true;
      R[in->a + i] = pz ? 0 : R[src + i];
      P[in->a + i] = pz;
    }
    return;
  }
  unsigned k = in->w;
  for (unsigned l = 0; l < in->n; l++) {
    bool cp = P[in->b + l];
    uint32_t src = (R[in->b + l] & 1 ? in->c : in->d) + l * k;
    for (unsigned j = 0; j < k; j++) {
      uint32_t o = l * k + j;
      bool pz = cp || P[src + j];
      if (fw && (fmf_poison(in->f, fw, R[in->c + o]) || fmf_poison(in->f, fw, R[in->d + o]))) pz = true;
      R[in->a + o] = pz ? 0 : R[src + j];
      P[in->a + o] = pz;
    }
  }
}

/* extractelement: "If idx exceeds the length of val for a fixed-length
 * vector, the result is a poison value"; a poison index gives poison.
 * f = 1: the index is an i128 (two slots; "idx ... of any integer type"). */
void vm_extractelt(const VmIns *in, uint64_t *R, uint8_t *P) {
  unsigned k = in->w;
  uint64_t idx = R[in->c];
  bool bad = P[in->c] || idx >= in->n || (in->f && (R[in->c + 1] || P[in->c + 1]));
  for (unsigned j = 0; j < k; j++) {
    R[in->a + j] = bad ? 0 : R[in->b + idx * k + j];
    P[in->a + j] = bad ? 1 : P[in->b + idx * k + j];
  }
}

/* insertelement: "If idx exceeds the length of val for a fixed-length
 * vector, the result is a poison value" (the whole vector); a poison index
 * likewise. */
void vm_insertelt(const VmIns *in, uint64_t *R, uint8_t *P) {
  unsigned k = in->w, tot = in->n * k;
  uint64_t idx = R[in->d];
  bool bad = P[in->d] || idx >= in->n || (in->f && (R[in->d + 1] || P[in->d + 1]));
  for (unsigned j = 0; j < tot; j++) {
    R[in->a + j] = bad ? 0 : R[in->b + j];
    P[in->a + j] = bad ? 1 : P[in->b + j];
  }
  if (bad) return;
  for (unsigned j = 0; j < k; j++) {
    R[in->a + idx * k + j] = R[in->c + j];
    P[in->a + idx * k + j] = P[in->c + j];
  }
}

/* shufflevector: lane i of the result is lane mask[i] of v1 ++ v2; "If the
 * shuffle mask selects an undefined element ... the result element is
 * poison" (undef / poison mask lanes: VM_NONE). */
void vm_shuffle(const VmFunc *F, const VmIns *in, uint64_t *R, uint8_t *P) {
  const uint32_t *mask = F->ext + in->d;
  unsigned k = in->w, half = in->f;
  for (unsigned i = 0; i < in->n; i++) {
    uint32_t s = mask[i];
    for (unsigned j = 0; j < k; j++) {
      uint32_t dst = in->a + i * k + j;
      if (s == VM_NONE) { R[dst] = 0; P[dst] = 1; continue; }
      uint32_t src = (s < half ? in->b + s * k : in->c + (s - half) * k) + j;
      R[dst] = R[src];
      P[dst] = P[src];
    }
  }
}

/* ------------------------------------------------------------------ */
/* GEP (LangRef "getelementptr Instruction")                            */

/* Object sizes by id (ids above 2^20 stay unknown: no bounds check). */
void vm_objsize_set(InterpProg *p, bool shared, uint64_t id, uint64_t size) {
  VmObjSize *o = shared ? &p->shsz : &p->osz;
  if (id > 0xfffffu) return;
  if (id >= o->used) o->used = (uint32_t)id + 1;
  if (id >= o->cap) {
    uint32_t old = o->cap;
    if (!vm_grow(p->ctx, (void **)&o->size, &o->cap, id + 1, sizeof(uint64_t))) return;
    for (uint32_t i = old; i < o->cap; i++) o->size[i] = UINT64_MAX;
  }
  o->size[id] = size;
}

/* The inbounds rule, on the address encoding of mem.h (a 64-bit pointer is
 * object id << 32 | offset, an addrspace(3) pointer shared slot << 24 |
 * offset): "The base pointer has an in bounds address of an allocated
 * object, which means that it points into an allocated object, or to its
 * end.  The only in bounds address for a null pointer in the default
 * address-space is the null pointer itself." and "The successive addition
 * of the current address ... and an offset ... does not wrap the unsigned
 * address space and remains in bounds of the allocated object."  Object
 * sizes are known for parameters' buffers, globals, allocas and byval
 * copies; for other objects (dynamic shared memory) only leaving the
 * object's address range is detected.  Returns true when the GEP is fine. */
bool vm_inbounds(InterpProg *p, uint64_t base, uint64_t res, unsigned as) {
  if (base == 0) return res == 0;
  unsigned sh = as == IR_AS_SHARED ? 24 : 32;
  uint64_t id = base >> sh, offmask = (1ull << sh) - 1;
  if ((res >> sh) != id || (as == IR_AS_SHARED && res > 0xffffffffull)) return false;
  const VmObjSize *o = as == IR_AS_SHARED ? &p->shsz : &p->osz;
  uint64_t size = id < o->cap ? o->size[id] : UINT64_MAX;
  if (size == UINT64_MAX) return true;
  return (base & offmask) <= size && (res & offmask) <= size;
}

/* GEPN record at ext[d]: {nidx, off_lo, off_hi, base_vec | const_overflow << 1,
 * (slot, iw | vec << 8, scale_lo, scale_hi) * nidx}.  Indices are
 * sign-extended or truncated to the pointer index width iw (64, or 32 in
 * address space 3); inbounds adds the nsw rules on index * scale and the
 * running sum ("The multiplication of an index by the type size does not
 * wrap the pointer index type in a signed sense (nsw)"; "The successive
 * addition of offsets (without adding the base address) does not wrap").
 * LLVM 19's nusw takes the same signed rules and adds "The successive
 * addition of the current address, truncated to the pointer index type and
 * interpreted as an unsigned number, and each offset, interpreted as a
 * signed number, does not wrap the pointer index type"; nuw the unsigned
 * rules: index * size, the sum of offsets and address + offset do not wrap
 * in the unsigned sense (indices are then not sign-extended: a truncation
 * must keep the unsigned value).  emit_gep folds no constant index of a
 * nusw / nuw gep, so every offset is seen here (koff is 0). */
static bool gep_uadd(uint64_t *acc, uint64_t v, unsigned pw) {
  bool o = __builtin_add_overflow(*acc, v, acc);
  return o || (pw == 32 && *acc > 0xffffffffu);
}

void vm_gep(InterpProg *p, const VmFunc *F, const VmIns *in, uint64_t *R, uint8_t *P) {
  const uint32_t *e = F->ext + in->d;
  uint32_t nidx = e[0], bvec = e[3] & 1, kovf = e[3] & 2;
  unsigned as = in->f >> 8, pw = as == IR_AS_SHARED ? 32 : 64;
  bool inb = in->f & VM_GEP_INBOUNDS, nusw = in->f & VM_GEP_NUSW, nuw = in->f & VM_GEP_NUW;
  int64_t koff = (int64_t)((uint64_t)e[1] | (uint64_t)e[2] << 32);
  for (unsigned l = 0; l < in->n; l++) {
    uint32_t bs = in->b + (bvec ? l : 0);
    bool pz = P[bs], ovf = kovf != 0, uovf = false;
    int64_t off = koff;
    uint64_t uoff = (uint64_t)koff;
    for (uint32_t k = 0; k < nidx; k++) {
      const uint32_t *x = e + 4 + 4 * k;
      uint32_t s = x[0] + ((x[1] >> 8) ? l : 0);
      unsigned iw = x[1] & 0xff;
      int64_t scale = (int64_t)((uint64_t)x[2] | (uint64_t)x[3] << 32), prod;
      int64_t v = ir_sext(R[s], iw);
      pz |= P[s];
      if (nuw) {
        uint64_t uv = R[s] & ir_mask(iw > 64 ? 64 : iw), up;
        if (iw > pw && (iw > 64 ? R[s + 1] != 0 || (pw == 32 && uv > 0xffffffffu) : uv > ir_mask(pw))) uovf = true;
        if (__builtin_mul_overflow(uv, (uint64_t)scale, &up) || (pw == 32 && up > 0xffffffffu)) uovf = true;
        if (scale < 0 || gep_uadd(&uoff, up, pw)) uovf = true;
      }
      if (iw > pw && ir_sext((uint64_t)v, pw) != v) ovf = true;  /* truncation must preserve the value */
      v = ir_sext((uint64_t)v, pw);
      if (__builtin_mul_overflow(v, scale, &prod)) ovf = true;
      if (__builtin_add_overflow(off, prod, &off)) ovf = true;
      if (pw == 32 && ir_sext((uint64_t)off, 32) != off) ovf = true;
    }
    uint64_t res = (R[bs] + (uint64_t)off) & ir_mask(pw);
    if (inb && !pz && (ovf || !vm_inbounds(p, R[bs], res, as))) pz = true;
    if (nusw && !pz) {
      uint64_t base = R[bs] & ir_mask(pw), mag = off < 0 ? 0 - (uint64_t)off : (uint64_t)off, sum = base;
      pz = ovf || (off < 0 ? base < mag : gep_uadd(&sum, mag, pw));
    }
    if (nuw && !pz) {
      uint64_t sum = R[bs] & ir_mask(pw);
      pz = uovf || gep_uadd(&sum, uoff, pw);
    }
    R[in->a + l] = pz ? 0 : res;
    P[in->a + l] = pz;
  }
}

/* ------------------------------------------------------------------ */
/* Pure callees (sem_intrin), vector reductions                          */

/* INTRIN record at ext[b]: {nargs, nres, retw, fm, (slot, w, vec | fp << 1)*nargs}.
 * Poison in any argument lane makes the result lane poison (LangRef:
 * intrinsics propagate poison unless documented otherwise). */
/* The scalar i128 form (w = 128): every i128 argument and result takes two
 * slots (low word first, vm.h), one poison flag for both; the i1 of
 * *.with.overflow follows the result's two slots.  A poison argument makes
 * the whole result poison, as above. */
static int vm_intrin128(const VmFunc *F, const VmIns *in, uint64_t *R, uint8_t *P, const char **why) {
  const uint32_t *e = F->ext + in->b;
  uint32_t nargs = e[0], nres = e[1], retw = e[2];
  uint64_t args[6] = {0, 0, 0, 0, 0, 0}, out[3];
  uint8_t argw[3] = {0, 0, 0};
  bool pz = false;
  for (uint32_t k = 0; k < nargs && k < 3; k++) {
    const uint32_t *x = e + 4 + 3 * k;
    bool two = x[1] > 64;
    args[2 * k] = R[x[0]];
    args[2 * k + 1] = two ? R[x[0] + 1] : 0;
    argw[k] = (uint8_t)x[1];
    pz |= P[x[0]] || (two && P[x[0] + 1]);
  }
  int st = pz ? SEM_POISON : sem_intrin128((IrIntrin)in->c, nargs, args, argw, retw, out, why);
  if (st == SEM_UB) return 1;
  if (st == SEM_NOTPURE) { *why = NULL; return 2; }
  pz = st == SEM_POISON;
  for (unsigned j = 0; j < 2 + (nres == 2); j++) {
    R[in->a + j] = pz ? 0 : out[j];
    P[in->a + j] = pz;
  }
  return 0;
}

int vm_intrin(InterpProg *p, const VmFunc *F, const VmIns *in, uint64_t *R, uint8_t *P,
              const char **why) {
  if (in->w == 128) return vm_intrin128(F, in, R, P, why);
  const uint32_t *e = F->ext + in->b;
  uint32_t nargs = e[0], nres = e[1], retw = e[2], fm = e[3];
  uint64_t args[8];
  uint8_t argw[8];
  for (unsigned l = 0; l < in->n; l++) {
    bool pz = false;
    for (uint32_t k = 0; k < nargs && k < 8; k++) {
      const uint32_t *x = e + 4 + 3 * k;
      uint32_t s = x[0] + ((x[2] & 1) ? l : 0);
      args[k] = R[s];
      argw[k] = (uint8_t)x[1];
      pz |= P[s];
      if (fm && (x[2] & 2) && fmf_poison(fm, x[1], args[k])) pz = true;
      if ((fm & VM_FM_FTZ) && (x[2] & 2)) args[k] = sem_flush(x[1], args[k]);
      if (x[2] & 2) args[k] = flushp(x[1], args[k], fm);
    }
    uint64_t out[2] = {0, 0};
    int st = SEM_OK;
    if (!pz) st = sem_intrin(&p->ev, (IrIntrin)in->c, nargs, args, argw, retw, out, why);
    if (st == SEM_UB) return 1;
    if (st == SEM_NOTPURE) { *why = NULL; return 2; }
    /* the function's denormal mode (vm_compile.c intrin_denorm) */
    if (st == SEM_OK && (fm & VM_FM_FPRET) && (fm & VM_FM_FTZ)) out[0] = sem_flush(retw, out[0]);
    if (st == SEM_OK && (fm & VM_FM_FPRET)) out[0] = flushp(retw, out[0], fm);
    if (st == SEM_OK && (fm & VM_FM_FPRET) && (fm & VM_FM_NANALT)) out[0] = vm_nan_alt(retw, out[0]);
    if (st == SEM_OK && (fm & VM_FM_FPRET) && fmf_poison(fm, retw, out[0])) st = SEM_POISON;
    pz |= st == SEM_POISON;
    R[in->a + l] = pz ? 0 : out[0];
    P[in->a + l] = pz;
    if (nres == 2) {
      uint32_t o = in->a + in->n + l;
      R[o] = pz ? 0 : out[1];
      P[o] = pz;
    }
  }
  return 0;
}

/* vector.reduce.*: the lanes combined in order (LangRef: fadd / fmul are
 * "sequential" without the reassoc flag, starting from the scalar start
 * operand; fmax / fmin follow llvm.maxnum / llvm.minnum).  A poison lane
 * makes the result poison. */
int vm_reduce(InterpProg *p, const VmIns *in, uint64_t *R, uint8_t *P, const char **why) {
  IrIntrin id = (IrIntrin)in->f;
  unsigned w = in->w;
  bool pz = false;
  bool fpop = id == IR_IN_LLVM_REDUCE_FADD || id == IR_IN_LLVM_REDUCE_FMUL;
  uint64_t acc = fpop ? R[in->c] : R[in->b];
  pz = fpop ? P[in->c] : P[in->b];
  for (unsigned i = fpop ? 0 : 1; i < in->n; i++) {
    uint64_t x = R[in->b + i], out[2];
    uint64_t args[2] = {acc, x};
    uint8_t aw[2] = {(uint8_t)w, (uint8_t)w};
    switch (id) {
    case IR_IN_LLVM_REDUCE_ADD: acc = (acc + x) & ir_mask(w); break;
    case IR_IN_LLVM_REDUCE_MUL: acc = (acc * x) & ir_mask(w); break;
    case IR_IN_LLVM_REDUCE_AND: acc &= x; break;
    case IR_IN_LLVM_REDUCE_OR: acc |= x; break;
    case IR_IN_LLVM_REDUCE_XOR: acc ^= x; break;
    case IR_IN_LLVM_REDUCE_SMAX: acc = ir_sext(acc, w) >= ir_sext(x, w) ? acc : x; break;
    case IR_IN_LLVM_REDUCE_SMIN: acc = ir_sext(acc, w) <= ir_sext(x, w) ? acc : x; break;
    case IR_IN_LLVM_REDUCE_UMAX: acc = acc >= x ? acc : x; break;
    case IR_IN_LLVM_REDUCE_UMIN: acc = acc <= x ? acc : x; break;
    case IR_IN_LLVM_REDUCE_FADD: acc = sem_fadd(w, acc, x, SEM_RNE, false); break;
    case IR_IN_LLVM_REDUCE_FMUL: acc = sem_fmul(w, acc, x, SEM_RNE, false); break;
    default: {
      IrIntrin mm = id == IR_IN_LLVM_REDUCE_FMAX ? IR_IN_LLVM_MAXNUM : IR_IN_LLVM_MINNUM;
      int st = sem_intrin(&p->ev, mm, 2, args, aw, w, out, why);
      if (st == SEM_UB) return 1;
      acc = out[0];
      if (st == SEM_POISON) pz = true;
      break;
    }
    }
    pz |= P[in->b + i];
  }
  if (in->d & VM_FM_NANALT) acc = vm_nan_alt(w, acc);
  if (!pz && in->d && fmf_poison(in->d, w, acc)) pz = true;
  R[in->a] = pz ? 0 : acc;
  P[in->a] = pz;
  return 0;
}

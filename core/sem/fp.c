/* core/sem/fp.c -- IEEE-754 binary16/32/64 arithmetic on bit patterns:
 * + - * / fma sqrt fmod, conversions between widths and to/from integers,
 * rounding to integral, fcmp, with the four rounding modes and flush-to-zero.
 * Contract (sem.h): results are bit-exact and independent of the host's
 * floating-point environment and libm; see "Method" and "NaN rule" below.
 *
 * NaN rule (every operation here and in math.c / intrin_eval.c):
 *   a NaN result is the first NaN operand (in argument order) quieted, i.e.
 *   with its quiet bit (the most significant fraction bit) set and its sign
 *   and payload kept; when no operand is a NaN (invalid operations: inf-inf,
 *   0*inf, 0/0, sqrt(-1), ...), it is the default NaN of the width: 0x7e00,
 *   0x7fc00000, 0x7ff8000000000000 (positive, quiet, zero payload).
 *   Conversions between widths keep the payload's most significant bits
 *   (fpext shifts it left, fptrunc drops its low bits) and quiet it.
 *   fneg, fabs and copysign only touch the sign bit (IEEE 754-2019 5.5.1:
 *   they are bit operations and do not quiet signaling NaNs).
 *   LLVM LangRef 16 leaves NaN payloads unspecified, and the comparison of
 *   observable bytes treats all NaNs of a width as equal where the bytes
 *   were stored as FP, so there this rule only makes runs reproducible; it
 *   is the x86 SSE rule for scalar operations.  Where a NaN's bits reach an
 *   integer (bitcast, llvm.convert.to.fp16, an integer load of stored FP)
 *   the oracles compare them against a second run of the source where
 *   every NaN an operation makes is another choice (all bits set, the
 *   interpreter's vm_nan_alt): bytes that differ between the two runs are
 *   not compared, so a transformation may choose another payload there.
 *
 * Method: an operand is unpacked into sign, integer significand m and
 * exponent e (value = m * 2^e).  Each operation computes its exact result,
 * or a truncation of it with the discarded bits ORed into bit 0 ("sticky",
 * "jamming"), in 64- or 128-bit integers with at least p+2 significant bits,
 * and one routine (rpack) rounds that to the format: precision p, the
 * subnormal range (gradual underflow, IEEE 754-2019 7.5 with tininess
 * detected after rounding, as on x86), overflow per rounding mode (7.4), and
 * the FTZ flush of a subnormal rounded result.  Jamming is exact for
 * rounding because the sticky bit always stays below the round bit.
 * Division and square root use 128-bit integer division / digit-by-digit
 * square root with the remainder as sticky; fma forms the exact 106-bit
 * product and adds the addend in a 128-bit window.
 *
 * Fast path: for round-to-nearest-even without FTZ on binary32/binary64,
 * + - * / and sqrt use the host's SSE float/double arithmetic, which IEEE
 * 754 requires to be correctly rounded -- but only while the host's
 * floating-point environment is the IEEE default (MXCSR: round to nearest,
 * FTZ and DAZ off), which every such call checks by reading MXCSR (a few
 * cycles); under any other host mode the integer code below runs, so
 * results never depend on the host's rounding mode or FTZ/DAZ state.  A NaN
 * result from the host is recomputed by the NaN rule.  The fast path exists
 * only on x86-64 with SSE math, without excess precision or -ffast-math;
 * elsewhere everything is integer code.
 */
#include "sem.h"

#include <float.h>
#include <string.h>

#if defined(__x86_64__) && defined(__SSE2_MATH__) && defined(__FLT_EVAL_METHOD__) && \
    __FLT_EVAL_METHOD__ == 0 && !defined(__FAST_MATH__)
#include <xmmintrin.h>
#define SEM_HOST_FAST 1
/* MXCSR: RC (bits 13-14) 00 = round to nearest, FTZ (bit 15) and DAZ (bit
 * 6) clear (Intel SDM vol. 1, 10.2.3 "MXCSR Control and Status Register"). */
static inline bool host_default(void) { return (_mm_getcsr() & 0xe040u) == 0; }
#else
#define SEM_HOST_FAST 0
static inline bool host_default(void) { return false; }
#endif

typedef unsigned __int128 u128;

/* ------------------------------------------------------------------ */
/* Formats                                                              */

typedef struct Fmt {
  unsigned w, p;        /* width, precision including the hidden bit */
  int emin, emax;       /* exponent of the least normal, of the largest finite */
  uint64_t sign, qbit, fracmask, expmask;
} Fmt;

static const Fmt FMT16 = {16, 11, -14, 15, 0x8000u, 0x200u, 0x3ffu, 0x7c00u};
static const Fmt FMT32 = {32, 24, -126, 127, 0x80000000u, 0x400000u, 0x7fffffu, 0x7f800000u};
static const Fmt FMT64 = {64, 53, -1022, 1023, 0x8000000000000000ull, 0x8000000000000ull,
                          0xfffffffffffffull, 0x7ff0000000000000ull};

static inline const Fmt *fmt_of(unsigned w) {
  return w == 64 ? &FMT64 : w == 32 ? &FMT32 : &FMT16;
}

enum { C_ZERO, C_FIN, C_INF, C_NAN };

typedef struct Unp {
  int cls, sign;
  int e;         /* C_FIN: value = m * 2^e */
  uint64_t m;
} Unp;

static inline Unp unpack(const Fmt *f, uint64_t a) {
  Unp u;
  uint64_t ex = (a & f->expmask) >> (f->p - 1), fr = a & f->fracmask;
  uint64_t maxex = f->expmask >> (f->p - 1);
  u.sign = (a & f->sign) != 0;
  u.e = 0;
  u.m = 0;
  if (ex == maxex) {
    u.cls = fr ? C_NAN : C_INF;
  } else if (ex == 0) {
    u.cls = fr ? C_FIN : C_ZERO;
    u.m = fr;
    u.e = f->emin - (int)(f->p - 1);
  } else {
    u.cls = C_FIN;
    u.m = fr | (1ull << (f->p - 1));
    u.e = (int)ex + f->emin - 1 - (int)(f->p - 1);
  }
  return u;
}

static inline int clz64(uint64_t x) { return __builtin_clzll(x); }
static inline int msb64(uint64_t x) { return 63 - clz64(x); }
static inline int msb128(u128 x) {
  uint64_t hi = (uint64_t)(x >> 64);
  return hi ? 64 + msb64(hi) : msb64((uint64_t)x);
}

static inline bool is_nan(const Fmt *f, uint64_t a) { return (a & ~f->sign) > f->expmask; }
static inline bool is_sub(const Fmt *f, uint64_t a) {
  return (a & f->expmask) == 0 && (a & f->fracmask) != 0;
}
static inline uint64_t dnan(const Fmt *f) { return f->expmask | f->qbit; }
static inline uint64_t flush(const Fmt *f, uint64_t a) { return is_sub(f, a) ? a & f->sign : a; }

/* The NaN rule for n operands (at least one may be a NaN). */
static uint64_t nan_rule(const Fmt *f, unsigned n, const uint64_t *v) {
  for (unsigned i = 0; i < n; i++)
    if (is_nan(f, v[i])) return v[i] | f->qbit;
  return dnan(f);
}
static uint64_t nan2(const Fmt *f, uint64_t a, uint64_t b) {
  uint64_t v[2] = {a, b};
  return nan_rule(f, 2, v);
}

/* ------------------------------------------------------------------ */
/* Rounding: (-1)^s * m * 2^e to the format                            */

static uint64_t overflow(const Fmt *f, int s, SemRound r) {
  uint64_t inf = f->expmask, maxfin = f->expmask - 1;
  uint64_t mag = r == SEM_RNE ? inf : r == SEM_RZ ? maxfin : r == SEM_RM ? (s ? inf : maxfin)
                                                                     : (s ? maxfin : inf);
  return (s ? f->sign : 0) | mag;
}

/* Rounds (-1)^s * m * 2^e; bit 0 of m may hold a jammed sticky bit when m
 * has at least p+2 significant bits.  ftz: a subnormal result becomes a
 * signed zero (LLVM's constant folder flushes the rounded result, too). */
static uint64_t rpack(const Fmt *f, int s, int e, uint64_t m, SemRound r, bool ftz) {
  uint64_t sb = s ? f->sign : 0;
  if (m == 0) return sb;
  int n = clz64(m);
  m <<= n;
  e -= n;
  int E = e + 63;  /* exponent of the leading bit */
  if (E > f->emax) return overflow(f, s, r);
  int sh = 64 - (int)f->p;
  if (E < f->emin) sh = (f->emin - E > 65) ? 65 : sh + (f->emin - E);
  if (sh > 65) sh = 65;
  uint64_t kept;
  bool gt, eq, inexact;
  if (sh >= 64) {
    kept = 0;
    gt = sh == 64 && m > (1ull << 63);
    eq = sh == 64 && m == (1ull << 63);
    inexact = true;
  } else {
    uint64_t rem = m & ((1ull << sh) - 1), half = 1ull << (sh - 1);
    kept = m >> sh;
    gt = rem > half;
    eq = rem == half;
    inexact = rem != 0;
  }
  bool up = r == SEM_RNE ? (gt || (eq && (kept & 1))) : r == SEM_RZ ? false
          : r == SEM_RM ? (s && inexact) : (!s && inexact);
  kept += up;
  uint64_t bits = kept;
  if (E >= f->emin) {
    bits = ((uint64_t)(E - f->emin) << (f->p - 1)) + kept;
    if ((bits >> (f->p - 1)) >= (f->expmask >> (f->p - 1))) return overflow(f, s, r);
  }
  if (ftz && (bits & f->expmask) == 0) bits = 0;
  return sb | bits;
}

/* z * 2^*e as a 64-bit significand with the low bits jammed into bit 0. */
static inline uint64_t jam128(u128 z, int *e) {
  uint64_t hi = (uint64_t)(z >> 64);
  if (!hi) return (uint64_t)z;
  int n = clz64(hi);
  u128 t = z << n;
  *e += 64 - n;
  return (uint64_t)(t >> 64) | ((uint64_t)t != 0);
}

/* ------------------------------------------------------------------ */
/* Addition core shared by add/sub and fma                              */

/* x = X * 2^ex, y = Y * 2^ey, X and Y with their leading bit at 125. */
static uint64_t add_core(const Fmt *f, int sx, int ex, u128 X, int sy, int ey, u128 Y,
                         SemRound r, bool ftz) {
  if (ey > ex || (ey == ex && Y > X)) {
    int ts = sx, te = ex;
    u128 tm = X;
    sx = sy; ex = ey; X = Y;
    sy = ts; ey = te; Y = tm;
  }
  long d = (long)ex - ey;
  if (d >= 126) Y = 1;
  else if (d > 0) Y = (Y >> d) | ((Y & (((u128)1 << d) - 1)) != 0);
  u128 Z = sx == sy ? X + Y : X - Y;
  if (Z == 0) return (r == SEM_RM) ? f->sign : 0;  /* IEEE 754-2019 6.3: exact zero sum */
  int e = ex;
  uint64_t m = jam128(Z, &e);
  return rpack(f, sx, e, m, r, ftz);
}

static inline u128 norm125(uint64_t m, int *e) {
  int sh = 125 - msb64(m);
  *e -= sh;
  return (u128)m << sh;
}

/* ------------------------------------------------------------------ */
/* + - * /                                                              */

static uint64_t soft_add(const Fmt *f, uint64_t a, uint64_t b, SemRound r, bool ftz, bool neg) {
  if (is_nan(f, a) || is_nan(f, b)) return nan2(f, a, b);
  if (neg) b ^= f->sign;
  if (ftz) { a = flush(f, a); b = flush(f, b); }
  Unp x = unpack(f, a), y = unpack(f, b);
  if (x.cls == C_INF || y.cls == C_INF) {
    if (x.cls == C_INF && y.cls == C_INF && x.sign != y.sign) return dnan(f);
    return x.cls == C_INF ? a : b;
  }
  if (x.cls == C_ZERO && y.cls == C_ZERO)
    return (x.sign == y.sign) ? a : ((r == SEM_RM) ? f->sign : 0);
  if (x.cls == C_ZERO) return b;
  if (y.cls == C_ZERO) return a;
  u128 X = norm125(x.m, &x.e), Y = norm125(y.m, &y.e);
  return add_core(f, x.sign, x.e, X, y.sign, y.e, Y, r, ftz);
}

static uint64_t soft_mul(const Fmt *f, uint64_t a, uint64_t b, SemRound r, bool ftz) {
  if (is_nan(f, a) || is_nan(f, b)) return nan2(f, a, b);
  if (ftz) { a = flush(f, a); b = flush(f, b); }
  Unp x = unpack(f, a), y = unpack(f, b);
  int s = x.sign ^ y.sign;
  uint64_t sb = s ? f->sign : 0;
  if (x.cls == C_INF || y.cls == C_INF) {
    if (x.cls == C_ZERO || y.cls == C_ZERO) return dnan(f);
    return sb | f->expmask;
  }
  if (x.cls == C_ZERO || y.cls == C_ZERO) return sb;
  int e = x.e + y.e;
  uint64_t m = jam128((u128)x.m * y.m, &e);
  return rpack(f, s, e, m, r, ftz);
}

static uint64_t soft_div(const Fmt *f, uint64_t a, uint64_t b, SemRound r, bool ftz) {
  if (is_nan(f, a) || is_nan(f, b)) return nan2(f, a, b);
  if (ftz) { a = flush(f, a); b = flush(f, b); }
  Unp x = unpack(f, a), y = unpack(f, b);
  int s = x.sign ^ y.sign;
  uint64_t sb = s ? f->sign : 0;
  if (x.cls == C_INF) return y.cls == C_INF ? dnan(f) : (sb | f->expmask);
  if (y.cls == C_INF) return sb;
  if (y.cls == C_ZERO) return x.cls == C_ZERO ? dnan(f) : (sb | f->expmask);
  if (x.cls == C_ZERO) return sb;
  int sh = 127 - msb64(x.m);
  u128 N = (u128)x.m << sh;
  u128 Q = N / y.m;
  bool rem = (N % y.m) != 0;
  int e = x.e - sh - y.e;
  uint64_t m = jam128(Q, &e) | rem;
  return rpack(f, s, e, m, r, ftz);
}

/* Digit-by-digit integer square root; *rem receives x - root^2. */
static uint64_t isqrt128(u128 x, bool *rem) {
  u128 res = 0, bit = (u128)1 << 126;
  while (bit > x) bit >>= 2;
  while (bit) {
    if (x >= res + bit) {
      x -= res + bit;
      res = (res >> 1) + bit;
    } else {
      res >>= 1;
    }
    bit >>= 2;
  }
  *rem = x != 0;
  return (uint64_t)res;
}

static uint64_t soft_sqrt(const Fmt *f, uint64_t a, SemRound r, bool ftz) {
  if (is_nan(f, a)) return a | f->qbit;
  if (ftz) a = flush(f, a);
  Unp x = unpack(f, a);
  if (x.cls == C_ZERO) return a;                 /* sqrt(+-0) = +-0 */
  if (x.sign) return dnan(f);
  if (x.cls == C_INF) return a;
  uint64_t m = x.m;
  int e = x.e;
  if (e & 1) { m <<= 1; e -= 1; }
  int k = (124 - msb64(m)) & ~1;
  bool rem;
  uint64_t root = isqrt128((u128)m << k, &rem);
  return rpack(f, 0, (e - k) / 2, root | rem, r, ftz);
}

static uint64_t soft_fma(const Fmt *f, uint64_t a, uint64_t b, uint64_t c, SemRound r, bool ftz) {
  if (is_nan(f, a) || is_nan(f, b) || is_nan(f, c)) {
    uint64_t v[3] = {a, b, c};
    return nan_rule(f, 3, v);
  }
  if (ftz) { a = flush(f, a); b = flush(f, b); c = flush(f, c); }
  Unp x = unpack(f, a), y = unpack(f, b), z = unpack(f, c);
  int sp = x.sign ^ y.sign;
  if (x.cls == C_INF || y.cls == C_INF) {
    if (x.cls == C_ZERO || y.cls == C_ZERO) return dnan(f);
    if (z.cls == C_INF && z.sign != sp) return dnan(f);
    return (sp ? f->sign : 0) | f->expmask;
  }
  if (z.cls == C_INF) return c;
  if (x.cls == C_ZERO || y.cls == C_ZERO) {
    if (z.cls != C_ZERO) return c;
    return (sp == z.sign) ? c : ((r == SEM_RM) ? f->sign : 0);
  }
  int ep = x.e + y.e;
  u128 P = (u128)x.m * y.m;
  if (z.cls == C_ZERO) {
    uint64_t m = jam128(P, &ep);
    return rpack(f, sp, ep, m, r, ftz);
  }
  int sh = 125 - msb128(P);
  P <<= sh;
  ep -= sh;
  u128 C = norm125(z.m, &z.e);
  return add_core(f, sp, ep, P, z.sign, z.e, C, r, ftz);
}

/* ------------------------------------------------------------------ */
/* Host fast paths (see "Fast path" above)                              */


#define SEM_FAST_BINOP(OP)                                                     \
  if (SEM_HOST_FAST && r == SEM_RNE && !ftz && host_default()) {               \
    if (w == 64) {                                                           \
      double z = ir_bits_f64(a) OP ir_bits_f64(b);                                           \
      if (z == z) return ir_f64_bits(z);                                             \
    } else if (w == 32) {                                                    \
      float z = ir_bits_f32(a) OP ir_bits_f32(b);                                            \
      if (z == z) return ir_f32_bits(z);                                             \
    }                                                                        \
  }

uint64_t sem_fadd(unsigned w, uint64_t a, uint64_t b, SemRound r, bool ftz) {
  SEM_FAST_BINOP(+)
  return soft_add(fmt_of(w), a, b, r, ftz, false);
}

uint64_t sem_fsub(unsigned w, uint64_t a, uint64_t b, SemRound r, bool ftz) {
  SEM_FAST_BINOP(-)
  return soft_add(fmt_of(w), a, b, r, ftz, true);
}

uint64_t sem_fmul(unsigned w, uint64_t a, uint64_t b, SemRound r, bool ftz) {
  SEM_FAST_BINOP(*)
  return soft_mul(fmt_of(w), a, b, r, ftz);
}

uint64_t sem_fdiv(unsigned w, uint64_t a, uint64_t b, SemRound r, bool ftz) {
  SEM_FAST_BINOP(/)
  return soft_div(fmt_of(w), a, b, r, ftz);
}

uint64_t sem_fsqrt(unsigned w, uint64_t a, SemRound r, bool ftz) {
  if (SEM_HOST_FAST && r == SEM_RNE && !ftz && host_default()) {
    if (w == 64) {
      double x = ir_bits_f64(a);
      if (x >= 0) return ir_f64_bits(__builtin_sqrt(x));   /* the sqrtsd instruction */
    } else if (w == 32) {
      float x = ir_bits_f32(a);
      if (x >= 0) return ir_f32_bits(__builtin_sqrtf(x));
    }
  }
  return soft_sqrt(fmt_of(w), a, r, ftz);
}

uint64_t sem_fma(unsigned w, uint64_t a, uint64_t b, uint64_t c, SemRound r, bool ftz) {
  return soft_fma(fmt_of(w), a, b, c, r, ftz);
}

/* ------------------------------------------------------------------ */
/* fmod (LLVM frem): exact, sign of the dividend                        */

/* C11 7.12.10.1 / F.10.7.1: fmod(x, y) = x - n*y with n = trunc(x/y),
 * exact; fmod(+-0, y) = +-0 for y != 0; NaN for x infinite or y zero;
 * fmod(x, +-inf) = x for finite x.  LangRef 16 frem: "the same sign as the
 * dividend", same value as fmod. */
uint64_t sem_frem(unsigned w, uint64_t a, uint64_t b) {
  const Fmt *f = fmt_of(w);
  if (is_nan(f, a) || is_nan(f, b)) return nan2(f, a, b);
  Unp x = unpack(f, a), y = unpack(f, b);
  if (x.cls == C_INF || y.cls == C_ZERO) return dnan(f);
  if (x.cls == C_ZERO || y.cls == C_INF) return a;
  u128 R;
  int e;
  if (x.e >= y.e) {
    uint64_t rem = x.m % y.m;
    for (int k = x.e - y.e; k > 0 && rem;) {
      int s = k > 64 ? 64 : k;
      rem = (uint64_t)(((u128)rem << s) % y.m);
      k -= s;
    }
    R = rem;
    e = y.e;
  } else {
    int d = y.e - x.e;
    if (d >= 64) return a;          /* |y| >= 2^64 * ulp(x) > |x| */
    u128 M = (u128)y.m << d;
    R = x.m % M;
    e = x.e;
  }
  if (R == 0) return a & f->sign;
  uint64_t m = jam128(R, &e);       /* exact: R < 2^53 */
  return rpack(f, x.sign, e, m, SEM_RNE, false);
}

/* ------------------------------------------------------------------ */
/* Sign operations, classification, flush                              */

uint64_t sem_fneg(unsigned w, uint64_t a) { return a ^ fmt_of(w)->sign; }
uint64_t sem_fabs(unsigned w, uint64_t a) { return a & ~fmt_of(w)->sign; }
uint64_t sem_flush(unsigned w, uint64_t a) { return flush(fmt_of(w), a); }
bool sem_isnan(unsigned w, uint64_t a) { return is_nan(fmt_of(w), a); }

unsigned sem_fpclass(unsigned w, uint64_t a) {
  const Fmt *f = fmt_of(w);
  Unp u = unpack(f, a);
  switch (u.cls) {
  case C_NAN: return (a & f->qbit) ? 1 : 0;
  case C_INF: return u.sign ? 2 : 9;
  case C_ZERO: return u.sign ? 5 : 6;
  default: return (a & f->expmask) ? (u.sign ? 3 : 8) : (u.sign ? 4 : 7);
  }
}

SemRound sem_round_of(uint32_t attrs) {
  return (attrs & IR_A_RZ) ? SEM_RZ : (attrs & IR_A_RM) ? SEM_RM : (attrs & IR_A_RP) ? SEM_RP : SEM_RNE;
}

uint64_t sem_fnan(unsigned w, unsigned n, const uint64_t *args) {
  return nan_rule(fmt_of(w), n, args);
}

uint64_t sem_fdefault_nan(unsigned w) { return dnan(fmt_of(w)); }

/* ------------------------------------------------------------------ */
/* Comparison                                                           */

/* -1, 0, 1 for less, equal, greater; 2 for unordered.  Zeros are equal. */
int sem_fcmp3(unsigned w, uint64_t a, uint64_t b) {
  const Fmt *f = fmt_of(w);
  if (is_nan(f, a) || is_nan(f, b)) return 2;
  uint64_t ma = a & ~f->sign, mb = b & ~f->sign;
  if (ma == 0 && mb == 0) return 0;
  /* map to a signed order: negative values reversed */
  int64_t ka = (a & f->sign) ? -(int64_t)ma : (int64_t)ma;
  int64_t kb = (b & f->sign) ? -(int64_t)mb : (int64_t)mb;
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/* LangRef 16 fcmp: ordered predicates are false and unordered ones true
 * when an operand is a NaN ("ord: yields true if both operands are not a
 * QNAN"; "uno: yields true if either operand is a QNAN"); -0 == +0. */
bool sem_fcmp(unsigned pred, unsigned w, uint64_t a, uint64_t b) {
  int c = sem_fcmp3(w, a, b);
  bool uno = c == 2, lt = c == -1, eq = c == 0, gt = c == 1;
  switch (pred) {
  case IR_FCMP_FALSE: return false;
  case IR_FCMP_OEQ: return eq;
  case IR_FCMP_OGT: return gt;
  case IR_FCMP_OGE: return gt || eq;
  case IR_FCMP_OLT: return lt;
  case IR_FCMP_OLE: return lt || eq;
  case IR_FCMP_ONE: return lt || gt;
  case IR_FCMP_ORD: return !uno;
  case IR_FCMP_UNO: return uno;
  case IR_FCMP_UEQ: return uno || eq;
  case IR_FCMP_UGT: return uno || gt;
  case IR_FCMP_UGE: return uno || gt || eq;
  case IR_FCMP_ULT: return uno || lt;
  case IR_FCMP_ULE: return uno || lt || eq;
  case IR_FCMP_UNE: return uno || lt || gt;
  case IR_FCMP_TRUE: return true;
  default: return false;
  }
}

/* ------------------------------------------------------------------ */
/* Conversions                                                          */

/* fpext / fptrunc (LangRef 16: fpext is exact; fptrunc rounds, "assumed to
 * execute in the default floating-point environment", i.e. RNE unless r). */
uint64_t sem_fconv(unsigned wfrom, unsigned wto, uint64_t a, SemRound r, bool ftz) {
  const Fmt *f = fmt_of(wfrom), *g = fmt_of(wto);
  if (ftz) a = flush(f, a);
  Unp x = unpack(f, a);
  uint64_t sb = x.sign ? g->sign : 0;
  switch (x.cls) {
  case C_NAN: {
    uint64_t pay = a & f->fracmask;
    pay = g->p >= f->p ? pay << (g->p - f->p) : pay >> (f->p - g->p);
    return sb | g->expmask | g->qbit | pay;
  }
  case C_INF: return sb | g->expmask;
  case C_ZERO: return sb;
  default: return rpack(g, x.sign, x.e, x.m, r, ftz);
  }
}

uint64_t sem_from_double(unsigned w, double d) {
  uint64_t a = ir_f64_bits(d);
  return w == 64 ? a : sem_fconv(64, w, a, SEM_RNE, false);
}

double sem_to_double(unsigned w, uint64_t a) {
  return ir_bits_f64(w == 64 ? a : sem_fconv(w, 64, a, SEM_RNE, false));
}

/* (-1)^sign * mant * 2^exp rounded to the format (exact when it fits). */
uint64_t sem_fpack(unsigned w, int sign, int exp, uint64_t mant, SemRound r, bool ftz) {
  return rpack(fmt_of(w), sign, exp, mant, r, ftz);
}

/* Finite nonzero a: sign, exponent and integer significand; false else. */
bool sem_funpack(unsigned w, uint64_t a, int *sign, int *exp, uint64_t *mant) {
  Unp u = unpack(fmt_of(w), a);
  *sign = u.sign;
  *exp = u.e;
  *mant = u.m;
  return u.cls == C_FIN;
}

/* Rounds the magnitude m * 2^e (e < 0) to an integer by mode; *carry is
 * set when the result needs 65 bits (only for e = -1 and m near 2^64). */
static uint64_t round_int(uint64_t m, int e, int sign, int mode, bool *carry) {
  *carry = false;
  if (e >= 0) return m << e;   /* callers keep e >= 0 small */
  int sh = -e;
  uint64_t kept, rem, half;
  if (sh >= 64) {
    kept = 0;
    rem = m;
    half = 0;   /* compared below specially */
  } else {
    kept = m >> sh;
    rem = m & ((1ull << sh) - 1);
    half = 1ull << (sh - 1);
  }
  bool inexact = rem != 0, gt, eq;
  if (sh > 64) { gt = false; eq = false; }
  else if (sh == 64) { gt = m > (1ull << 63); eq = m == (1ull << 63); }
  else { gt = rem > half; eq = rem == half; }
  bool up;
  switch (mode) {
  case SEM_RNE: up = gt || (eq && (kept & 1)); break;
  case SEM_RZ: up = false; break;
  case SEM_RM: up = sign && inexact; break;
  case SEM_RP: up = !sign && inexact; break;
  default: up = gt || eq; break;   /* SEM_RNA: ties away from zero */
  }
  if (up && kept == UINT64_MAX) *carry = true;
  return kept + up;
}

/* Round to an integral value in the same format: rint / nearbyint (mode =
 * the rounding mode), trunc (RZ), floor (RM), ceil (RP), round (SEM_RNA),
 * roundeven (RNE).  C11 F.10.6: +-0 and +-inf are returned unchanged, the
 * sign of a zero result is the sign of the argument. */
uint64_t sem_frint(unsigned w, uint64_t a, int mode) {
  const Fmt *f = fmt_of(w);
  if (is_nan(f, a)) return a | f->qbit;
  Unp x = unpack(f, a);
  if (x.cls != C_FIN || x.e >= 0) return a;
  bool carry;
  uint64_t n = round_int(x.m, x.e, x.sign, mode, &carry);
  if (n == 0) return a & f->sign;
  return rpack(f, x.sign, 0, n, SEM_RNE, false);   /* exact: n <= 2^(p) */
}

/* fptosi / fptoui and their saturating forms.  LangRef 16 fptosi/fptoui:
 * "rounding towards zero ... If the value cannot fit in ty2, the result is
 * a poison value" (NaN and infinities never fit).  LangRef 16
 * llvm.fpto[su]i.sat: "If the argument is any NaN, zero is returned",
 * out-of-range values clamp to the smallest / largest value of the type.
 * PTX ISA 9.1 9.7.9.21 cvt: "For float-to-integer conversions, the result
 * is clamped to the destination range by default" (intrin_eval.c applies
 * PTX's NaN result on top).  Without saturate, r is ignored: truncation. */
uint64_t sem_ftoi(unsigned w, uint64_t a, unsigned ibits, bool is_signed, SemRound r, bool saturate,
                  bool *poison) {
  const Fmt *f = fmt_of(w);
  uint64_t mask = ibits >= 64 ? UINT64_MAX : (1ull << ibits) - 1;
  uint64_t smax = is_signed ? (mask >> 1) : mask;             /* magnitude limits */
  uint64_t smin_mag = is_signed ? (mask >> 1) + 1 : 0;        /* |min| */
  *poison = false;
  if (!saturate) r = SEM_RZ;
  if (is_nan(f, a)) {
    *poison = !saturate;
    return 0;
  }
  Unp x = unpack(f, a);
  uint64_t mag;
  bool big = false;
  if (x.cls == C_ZERO) mag = 0;
  else if (x.cls == C_INF) big = true, mag = 0;
  else if (x.e >= 0) {
    if (msb64(x.m) + x.e >= 64) big = true, mag = 0;
    else mag = x.m << x.e;
  } else {
    bool carry;
    mag = round_int(x.m, x.e, x.sign, r, &carry);
    big = carry;
  }
  bool over = big || (x.sign ? mag > smin_mag : mag > smax);
  if (over) {
    if (!saturate) {
      *poison = true;
      return 0;
    }
    return x.sign ? ((0 - smin_mag) & mask) : smax;
  }
  return (x.sign ? 0 - mag : mag) & mask;
}

/* sitofp / uitofp (LangRef 16: "the value is rounded ... default rounding
 * mode"), and PTX cvt.rnd.f.s/u with the rounding mode r. */
uint64_t sem_itof(unsigned ibits, uint64_t a, bool is_signed, unsigned w, SemRound r) {
  uint64_t mask = ibits >= 64 ? UINT64_MAX : (1ull << ibits) - 1;
  a &= mask;
  int sign = 0;
  if (is_signed && ibits > 0 && (a >> (ibits - 1)) & 1) {
    sign = 1;
    a = (0 - a) & mask;   /* INT_MIN: 2^(ibits-1), representable in mask */
  }
  return rpack(fmt_of(w), sign, 0, a, r, false);
}

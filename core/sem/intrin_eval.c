/* core/sem/intrin_eval.c -- one lane of every pure known callee of
 * intrinsics.def: llvm.* integer and FP intrinsics, llvm.nvvm.* math,
 * conversions and bit operations, ori.* machine operations, and the math
 * library names.  Contract (sem.h, sem_intrin): args[k] holds lane value k
 * of argument k as a bit pattern of argw[k] bits; the result goes to
 * out[0] (and out[1] for the i1 of *.with.overflow).  Returns SEM_OK,
 * SEM_POISON, SEM_UB or SEM_NOTPURE; never reads memory or thread state.
 *
 * Conventions beyond sem.h:
 * - llvm.vector.reduce.*: the VM passes the whole vector flattened: args =
 *   the lanes in order (fadd/fmul: the scalar start value, then the lanes),
 *   argw[] their element width.
 * - Integer callees of i128 width are not handled by sem_intrin (SEM_NOTPURE
 *   with a reason): the VM passes them to sem_intrin128 (two words per
 *   value, sem.h), which evaluates them on unsigned __int128.
 * - SEM_NOTPURE: memory, barriers, warp operations, thread/grid indices
 *   (nvvm sreg reads, OpenCL get_*_id/size, isspacep), llvm.assume,
 *   lifetime markers, llvm.trap -- the VM handles those.
 * - llvm.* FP intrinsics are evaluated in IEEE mode; the VM applies a
 *   function's "denormal-fp-math" flush to their operands and results.
 * - Every callee with MATH != NONE and no special case below goes through
 *   sem_math (or sem_approx for IR_A_APPROX) with the rounding mode of its
 *   IR_A_RZ/RM/RP bits and, for IR_A_FTZ, operands and result flushed to
 *   sign-preserving zero (PTX ISA 9.1 9.7.3: ".ftz flushes subnormal inputs
 *   and results to sign-preserving zero").
 */
#include "sem.h"

typedef unsigned __int128 u128;
typedef __int128 i128;

static inline int popc64(uint64_t x) { return __builtin_popcountll(x); }
static inline int clzw(uint64_t x, unsigned w) { return x ? __builtin_clzll(x) - (64 - (int)w) : (int)w; }
static inline int ctzw(uint64_t x, unsigned w) { return x ? __builtin_ctzll(x) : (int)w; }

static uint64_t bitrev(uint64_t x, unsigned w) {
  uint64_t r = 0;
  for (unsigned i = 0; i < w; i++) r |= ((x >> i) & 1) << (w - 1 - i);
  return r;
}

/* ------------------------------------------------------------------ */
/* llvm.* integer intrinsics (LangRef 16, "Standard C/C++ Library" and  */
/* "Bit Manipulation", "Arithmetic with Overflow", "Saturation" sections) */

/* LangRef: "The 'llvm.s/uadd.with.overflow' ... return a structure ... the
 * first element of which is the [wrapped] result and the second element a
 * bit specifying whether the [signed/unsigned] operation overflowed". */
static int with_overflow(IrIntrin id, unsigned w, uint64_t a, uint64_t b, uint64_t out[2]) {
  uint64_t m = ir_mask(w);
  int64_t sa = ir_sext(a, w), sb = ir_sext(b, w);
  i128 s;
  u128 u;
  switch (id) {
  case IR_IN_LLVM_SADD_OV: s = (i128)sa + sb; out[0] = (uint64_t)s & m; out[1] = s != ir_sext((uint64_t)s & m, w); break;
  case IR_IN_LLVM_SSUB_OV: s = (i128)sa - sb; out[0] = (uint64_t)s & m; out[1] = s != ir_sext((uint64_t)s & m, w); break;
  case IR_IN_LLVM_SMUL_OV: s = (i128)sa * sb; out[0] = (uint64_t)s & m; out[1] = s != ir_sext((uint64_t)s & m, w); break;
  case IR_IN_LLVM_UADD_OV: u = (u128)a + b; out[0] = (uint64_t)u & m; out[1] = u > m; break;
  case IR_IN_LLVM_USUB_OV: out[0] = (a - b) & m; out[1] = a < b; break;
  default: u = (u128)a * b; out[0] = (uint64_t)u & m; out[1] = u > m; break;   /* UMUL_OV */
  }
  return SEM_OK;
}

/* LangRef: "llvm.sadd.sat ... the result is clamped to the signed range
 * [min, max]"; uadd.sat to max; usub.sat to 0; ssub.sat likewise. */
static uint64_t sat_op(IrIntrin id, unsigned w, uint64_t a, uint64_t b) {
  uint64_t m = ir_mask(w);
  int64_t smax = (int64_t)(m >> 1), smin = -smax - 1;
  i128 s;
  switch (id) {
  case IR_IN_LLVM_SADD_SAT: s = (i128)ir_sext(a, w) + ir_sext(b, w); break;
  case IR_IN_LLVM_SSUB_SAT: s = (i128)ir_sext(a, w) - ir_sext(b, w); break;
  case IR_IN_LLVM_UADD_SAT: return ((u128)a + b > m) ? m : a + b;
  default: return a < b ? 0 : a - b;                                   /* USUB_SAT */
  }
  return (uint64_t)(s > smax ? smax : s < smin ? smin : (int64_t)s) & m;
}

/* LangRef fshl: "concatenate the first two values (a is the most
 * significant half) ... shift left by the third modulo the bit width ...
 * return the most significant half"; fshr: shift right, least significant
 * half.  The amount is taken modulo the width, so never poison. */
static uint64_t funnel(bool left, unsigned w, uint64_t a, uint64_t b, uint64_t c) {
  unsigned s = (unsigned)(c % w);
  if (s == 0) return left ? a : b;
  uint64_t m = ir_mask(w);
  return left ? ((a << s) | (b >> (w - s))) & m : ((b >> s) | (a << (w - s))) & m;
}

static uint64_t reduce_int(IrIntrin id, unsigned w, unsigned n, const uint64_t *v) {
  uint64_t m = ir_mask(w), acc = v[0] & m;
  for (unsigned i = 1; i < n; i++) {
    uint64_t x = v[i] & m;
    int64_t sa = ir_sext(acc, w), sx = ir_sext(x, w);
    switch (id) {
    case IR_IN_LLVM_REDUCE_ADD: acc = (acc + x) & m; break;
    case IR_IN_LLVM_REDUCE_MUL: acc = (acc * x) & m; break;
    case IR_IN_LLVM_REDUCE_AND: acc &= x; break;
    case IR_IN_LLVM_REDUCE_OR: acc |= x; break;
    case IR_IN_LLVM_REDUCE_XOR: acc ^= x; break;
    case IR_IN_LLVM_REDUCE_SMAX: acc = sx > sa ? x : acc; break;
    case IR_IN_LLVM_REDUCE_SMIN: acc = sx < sa ? x : acc; break;
    case IR_IN_LLVM_REDUCE_UMAX: acc = x > acc ? x : acc; break;
    default: acc = x < acc ? x : acc; break;                  /* UMIN */
    }
  }
  return acc;
}

/* LangRef vector.reduce.fadd/fmul: without reassoc "the reduction will be
 * sequential ... begins with the start value and performs an fadd
 * operation with consecutively increasing vector element indices" (we
 * use that order with reassoc too).  reduce.fmax/fmin: "same comparison
 * semantics as the 'llvm.maxnum.*' intrinsic". */
static uint64_t reduce_fp(SemEnv *e, IrIntrin id, unsigned w, unsigned n, const uint64_t *v) {
  uint64_t acc = v[0];
  for (unsigned i = 1; i < n; i++) {
    uint64_t p[2] = {acc, v[i]};
    switch (id) {
    case IR_IN_LLVM_REDUCE_FADD: acc = sem_fadd(w, acc, v[i], SEM_RNE, false); break;
    case IR_IN_LLVM_REDUCE_FMUL: acc = sem_fmul(w, acc, v[i], SEM_RNE, false); break;
    case IR_IN_LLVM_REDUCE_FMAX: acc = sem_math(e, IR_MF_FMAX, w, p, SEM_RNE); break;
    default: acc = sem_math(e, IR_MF_FMIN, w, p, SEM_RNE); break;
    }
  }
  return acc;
}

/* lanes: all n argument values (reductions); a: the first four, padded
 * with zeros (fixed-arity callees never read past their arity). */
static int llvm_int(IrIntrin id, unsigned n, const uint64_t *lanes, const uint64_t *a, unsigned w,
                    uint64_t out[2]) {
  uint64_t m = ir_mask(w), x = a[0] & m, y = a[1] & m;
  switch (id) {
  case IR_IN_LLVM_ABS:
    /* LangRef: "If the is_int_min_poison argument is true and the first
     * argument is INT_MIN, the result is poison" (else INT_MIN) */
    if (x == ((m >> 1) + 1)) { out[0] = x; return (a[1] & 1) ? SEM_POISON : SEM_OK; }
    out[0] = (ir_sext(x, w) < 0 ? 0 - x : x) & m;
    return SEM_OK;
  case IR_IN_LLVM_CTLZ:
  case IR_IN_LLVM_CTTZ:
    /* LangRef: "if is_zero_poison == 0 ... returns the bit width; if the
     * first argument is zero and the second true, the result is poison" */
    if (x == 0 && (a[1] & 1)) return SEM_POISON;
    out[0] = (uint64_t)(id == IR_IN_LLVM_CTLZ ? clzw(x, w) : ctzw(x, w));
    return SEM_OK;
  case IR_IN_LLVM_CTPOP: out[0] = (uint64_t)popc64(x); return SEM_OK;
  case IR_IN_LLVM_BITREVERSE: out[0] = bitrev(x, w); return SEM_OK;
  case IR_IN_LLVM_BSWAP:   /* LangRef: an even number of bytes; byte order reversed */
    out[0] = (__builtin_bswap64(x) >> (64 - w)) & m;
    return SEM_OK;
  case IR_IN_LLVM_EXPECT: out[0] = x; return SEM_OK;   /* "returns the value of val" */
  case IR_IN_LLVM_FSHL:
  case IR_IN_LLVM_FSHR: out[0] = funnel(id == IR_IN_LLVM_FSHL, w, x, y, a[2] & m); return SEM_OK;
  case IR_IN_LLVM_SMAX: out[0] = ir_sext(x, w) > ir_sext(y, w) ? x : y; return SEM_OK;
  case IR_IN_LLVM_SMIN: out[0] = ir_sext(x, w) < ir_sext(y, w) ? x : y; return SEM_OK;
  case IR_IN_LLVM_UMAX: out[0] = x > y ? x : y; return SEM_OK;
  case IR_IN_LLVM_UMIN: out[0] = x < y ? x : y; return SEM_OK;
  case IR_IN_LLVM_SADD_SAT: case IR_IN_LLVM_SSUB_SAT:
  case IR_IN_LLVM_UADD_SAT: case IR_IN_LLVM_USUB_SAT:
    out[0] = sat_op(id, w, x, y);
    return SEM_OK;
  case IR_IN_LLVM_SADD_OV: case IR_IN_LLVM_SSUB_OV: case IR_IN_LLVM_SMUL_OV:
  case IR_IN_LLVM_UADD_OV: case IR_IN_LLVM_USUB_OV: case IR_IN_LLVM_UMUL_OV:
    return with_overflow(id, w, x, y, out);
  case IR_IN_LLVM_REDUCE_ADD: case IR_IN_LLVM_REDUCE_AND: case IR_IN_LLVM_REDUCE_MUL:
  case IR_IN_LLVM_REDUCE_OR: case IR_IN_LLVM_REDUCE_XOR: case IR_IN_LLVM_REDUCE_SMAX:
  case IR_IN_LLVM_REDUCE_SMIN: case IR_IN_LLVM_REDUCE_UMAX: case IR_IN_LLVM_REDUCE_UMIN:
    out[0] = n ? reduce_int(id, w, n, lanes) : 0;
    return SEM_OK;
  default: return SEM_NOTPURE;
  }
}

/* ------------------------------------------------------------------ */
/* llvm.* FP intrinsics with special shapes                             */

/* llvm.lround/llround (ties away from zero) and lrint/llrint (current
 * rounding mode = RNE, LangRef: "assumed to execute in the default
 * floating-point environment").  LangRef 16: "This function returns the
 * same values as the libm lround functions would, but without setting
 * errno"; C11 7.12.9.7 / F.10.6.7: when the rounded value is outside the
 * range of the return type (NaN and infinities included), "the numeric
 * result is unspecified".  We return 1 << (bits - 1), the "integer
 * indefinite" value x86's conversions (and so the host libm lli calls)
 * produce; it is a defined value, not poison. */
static uint64_t lround_op(unsigned w, uint64_t a, unsigned ibits, int mode) {
  bool poison;
  uint64_t r = sem_ftoi(w, sem_frint(w, a, mode), ibits, true, SEM_RZ, false, &poison);
  return poison ? (1ull << (ibits - 1)) : r;
}

static int llvm_fp(SemEnv *e, IrIntrin id, unsigned n, const uint64_t *a, const uint8_t *argw,
                   unsigned retw, uint64_t out[2]) {
  unsigned w = argw[0];
  bool poison;
  switch (id) {
  case IR_IN_LLVM_LROUND: case IR_IN_LLVM_LLROUND:
    out[0] = lround_op(w, a[0], retw, SEM_RNA);
    return SEM_OK;
  case IR_IN_LLVM_LRINT: case IR_IN_LLVM_LLRINT:
    out[0] = lround_op(w, a[0], retw, SEM_RNE);
    return SEM_OK;
  case IR_IN_LLVM_FPTOSI_SAT: case IR_IN_LLVM_FPTOUI_SAT:
    /* LangRef: NaN -> 0, out-of-range values clamp, else round toward zero */
    out[0] = sem_ftoi(w, a[0], retw, id == IR_IN_LLVM_FPTOSI_SAT, SEM_RZ, true, &poison);
    return SEM_OK;
  case IR_IN_LLVM_CONVERT_TO_FP16:     /* "converts ... to half precision", RNE */
    out[0] = sem_fconv(w, 16, a[0], SEM_RNE, false);
    return SEM_OK;
  case IR_IN_LLVM_CONVERT_FROM_FP16:   /* exact widening of the i16 half bits */
    out[0] = sem_fconv(16, retw, a[0] & 0xffff, SEM_RNE, false);
    return SEM_OK;
  case IR_IN_LLVM_IS_FPCLASS:
    out[0] = (a[1] >> sem_fpclass(w, a[0])) & 1;
    return SEM_OK;
  case IR_IN_LLVM_CANONICALIZE:
    /* LangRef: "returns the platform specific canonical encoding"; a
     * signaling NaN becomes quiet (here: quieted per the NaN rule) */
    out[0] = sem_isnan(w, a[0]) ? sem_fnan(w, 1, a) : a[0];
    return SEM_OK;
  case IR_IN_LLVM_REDUCE_FADD: case IR_IN_LLVM_REDUCE_FMUL:
  case IR_IN_LLVM_REDUCE_FMAX: case IR_IN_LLVM_REDUCE_FMIN:
    out[0] = n ? reduce_fp(e, id, w, n, a) : 0;
    return SEM_OK;
  default: return SEM_NOTPURE;
  }
}

/* ------------------------------------------------------------------ */
/* Conversions (PTX ISA 9.1 9.7.9.21 cvt; ori.f2i / ori.i2f are the SASS */
/* F2I / I2F instructions that implement cvt)                            */

#define R4(P) case IR_IN_##P##_RM: case IR_IN_##P##_RN: case IR_IN_##P##_RP: case IR_IN_##P##_RZ
#define R4FTZ(P) R4(P): case IR_IN_##P##_RM_FTZ: case IR_IN_##P##_RN_FTZ: case IR_IN_##P##_RP_FTZ: \
  case IR_IN_##P##_RZ_FTZ
#define OF2I(S) case IR_IN_ORI_F2I_RMI_##S: case IR_IN_ORI_F2I_RNI_##S: case IR_IN_ORI_F2I_RPI_##S: \
  case IR_IN_ORI_F2I_RZI_##S
#define OI2F(S) case IR_IN_ORI_I2F_RM_##S: case IR_IN_ORI_I2F_RN_##S: case IR_IN_ORI_I2F_RP_##S: \
  case IR_IN_ORI_I2F_RZ_##S

/* cvt.rXi.{s,u}{32,64}.f{32,64}: "the result is clamped to the destination
 * range by default"; "In float-to-integer conversions, depending upon
 * conversion types, NaN input results in following value: 1. Zero if
 * source is not .f64 and destination is not .s64, .u64. 2. Otherwise 1 <<
 * (BitWidth(dst) - 1)"; ".ftz: subnormal inputs are flushed". */
static uint64_t cvt_f2i(unsigned w, uint64_t a, unsigned ibits, bool sgn, SemRound r, bool ftz) {
  bool poison;
  if (ftz) a = sem_flush(w, a);
  if (sem_isnan(w, a)) return (w != 64 && ibits != 64) ? 0 : (1ull << (ibits - 1));
  return sem_ftoi(w, a, ibits, sgn, r, true, &poison);
}

static int conversion(IrIntrin id, const uint64_t *a, const uint8_t *argw, unsigned retw,
                      uint64_t out[2]) {
  uint32_t at = ir_intrin_info[id].attrs;
  SemRound r = sem_round_of(at);
  bool ftz = (at & IR_A_FTZ) != 0;
  switch (id) {
  R4FTZ(NVVM_F2I): R4FTZ(NVVM_F2LL): R4(NVVM_D2I): R4(NVVM_D2LL):
  OF2I(S32_F32): OF2I(S32_F64): OF2I(S64_F32): OF2I(S64_F64):
    out[0] = cvt_f2i(argw[0], a[0], retw, true, r, ftz);
    return SEM_OK;
  R4FTZ(NVVM_F2UI): R4FTZ(NVVM_F2ULL): R4(NVVM_D2UI): R4(NVVM_D2ULL):
  OF2I(U32_F32): OF2I(U32_F64): OF2I(U64_F32): OF2I(U64_F64):
    out[0] = cvt_f2i(argw[0], a[0], retw, false, r, ftz);
    return SEM_OK;
  R4(NVVM_I2F): R4(NVVM_I2D): R4(NVVM_LL2F): R4(NVVM_LL2D):
  OI2F(F32_S32): OI2F(F32_S64): OI2F(F64_S32): OI2F(F64_S64):
    out[0] = sem_itof(argw[0], a[0], true, retw, r);   /* "integer-to-float: rounding required" */
    return SEM_OK;
  R4(NVVM_UI2F): R4(NVVM_UI2D): R4(NVVM_ULL2F): R4(NVVM_ULL2D):
  OI2F(F32_U32): OI2F(F32_U64): OI2F(F64_U32): OI2F(F64_U64):
    out[0] = sem_itof(argw[0], a[0], false, retw, r);
    return SEM_OK;
  R4FTZ(NVVM_D2F):   /* cvt.frnd{.ftz}.f32.f64: .ftz flushes the f32 result */
    out[0] = sem_fconv(64, 32, a[0], r, ftz);
    return SEM_OK;
  case IR_IN_NVVM_BITCAST_F2I: case IR_IN_NVVM_BITCAST_I2F:
  case IR_IN_NVVM_BITCAST_D2LL: case IR_IN_NVVM_BITCAST_LL2D:
    out[0] = a[0] & ir_mask(retw);   /* mov.b32 / mov.b64: the same bits */
    return SEM_OK;
  default: return SEM_NOTPURE;
  }
}

/* ------------------------------------------------------------------ */
/* llvm.nvvm.* integer operations (PTX ISA 9.1 9.7.1)                   */

/* 9.7.9.7 prmt, generic form: "{b, a} = {{b7, b6, b5, b4}, {b3, b2, b1,
 * b0}}"; for each target byte a 4-bit selector (d.b0: c[3:0] ... d.b3:
 * c[15:12]): "The 3 lsbs of the selection value specify which of the 8
 * source bytes ...; msb=1 means replicate the sign" of that byte. */
static uint32_t prmt(uint32_t a, uint32_t b, uint32_t c) {
  uint64_t src = (uint64_t)b << 32 | a;
  uint32_t d = 0;
  for (int i = 0; i < 4; i++) {
    unsigned sel = (c >> (4 * i)) & 0xf;
    uint32_t byte = (uint32_t)(src >> (8 * (sel & 7))) & 0xff;
    if (sel & 8) byte = (byte & 0x80) ? 0xff : 0;
    d |= byte << (8 * i);
  }
  return d;
}

static int nvvm_int(IrIntrin id, const uint64_t *a, uint64_t out[2]) {
  uint32_t x = (uint32_t)a[0], y = (uint32_t)a[1];
  uint64_t X = a[0], Y = a[1];
  switch (id) {
  /* 9.7.1.15 clz: "between 0 and 32 [64], inclusively" */
  case IR_IN_NVVM_CLZ_I: out[0] = (uint64_t)clzw(x, 32); return SEM_OK;
  case IR_IN_NVVM_CLZ_LL: out[0] = (uint64_t)clzw(X, 64); return SEM_OK;
  case IR_IN_NVVM_POPC_I: out[0] = (uint64_t)popc64(x); return SEM_OK;         /* 9.7.1.14 */
  case IR_IN_NVVM_POPC_LL: out[0] = (uint64_t)popc64(X); return SEM_OK;
  case IR_IN_NVVM_BREV32: out[0] = bitrev(x, 32); return SEM_OK;              /* 9.7.1.18 */
  case IR_IN_NVVM_BREV64: out[0] = bitrev(X, 64); return SEM_OK;
  /* 9.7.1.3 mul.hi: "d = t<2n-1..n>" of the full product */
  case IR_IN_NVVM_MULHI_I: out[0] = (uint32_t)(((int64_t)(int32_t)x * (int32_t)y) >> 32); return SEM_OK;
  case IR_IN_NVVM_MULHI_UI: out[0] = (uint32_t)(((uint64_t)x * y) >> 32); return SEM_OK;
  case IR_IN_NVVM_MULHI_LL: out[0] = (uint64_t)(((i128)(int64_t)X * (int64_t)Y) >> 64); return SEM_OK;
  case IR_IN_NVVM_MULHI_ULL: out[0] = (uint64_t)(((u128)X * Y) >> 64); return SEM_OK;
  /* 9.7.1.5 mul24.lo: low 32 bits of the 48-bit product of the 24-bit
   * values (CUDA __mul24/__umul24: "the high order 8 bits of x and y are
   * ignored"; the .s32 form takes them as signed 24-bit values) */
  case IR_IN_NVVM_MUL24_I:
    out[0] = (uint32_t)((int64_t)ir_sext(x & 0xffffff, 24) * ir_sext(y & 0xffffff, 24));
    return SEM_OK;
  case IR_IN_NVVM_MUL24_UI: out[0] = (uint32_t)((uint64_t)(x & 0xffffff) * (y & 0xffffff)); return SEM_OK;
  /* 9.7.1.11 / 9.7.1.12 integer min / max */
  case IR_IN_NVVM_MAX_I: out[0] = (int32_t)x > (int32_t)y ? x : y; return SEM_OK;
  case IR_IN_NVVM_MIN_I: out[0] = (int32_t)x < (int32_t)y ? x : y; return SEM_OK;
  case IR_IN_NVVM_MAX_UI: out[0] = x > y ? x : y; return SEM_OK;
  case IR_IN_NVVM_MIN_UI: out[0] = x < y ? x : y; return SEM_OK;
  case IR_IN_NVVM_MAX_LL: out[0] = (int64_t)X > (int64_t)Y ? X : Y; return SEM_OK;
  case IR_IN_NVVM_MIN_LL: out[0] = (int64_t)X < (int64_t)Y ? X : Y; return SEM_OK;
  case IR_IN_NVVM_MAX_ULL: out[0] = X > Y ? X : Y; return SEM_OK;
  case IR_IN_NVVM_MIN_ULL: out[0] = X < Y ? X : Y; return SEM_OK;
  case IR_IN_NVVM_PRMT: out[0] = prmt(x, y, (uint32_t)a[2]); return SEM_OK;
  default: return SEM_NOTPURE;
  }
}

/* ------------------------------------------------------------------ */
/* ori.* machine operations                                             */

/* PTX 9.7.1.19 bfe (SASS BFE implements it):
 *   msb = 31 or 63; pos = b & 0xff; len = c & 0xff;
 *   sbit = (unsigned || len == 0) ? 0 : a[min(pos+len-1, msb)];
 *   d[i] = (i < len && pos+i <= msb) ? a[pos+i] : sbit. */
static uint64_t bfe(uint64_t a, uint32_t b, uint32_t c, unsigned w, bool sgn) {
  unsigned msb = w - 1, pos = b & 0xff, len = c & 0xff;
  unsigned sidx = pos + len - 1 < msb ? pos + len - 1 : msb;
  uint64_t sbit = (!sgn || len == 0) ? 0 : (a >> sidx) & 1, d = 0;
  for (unsigned i = 0; i <= msb; i++) {
    uint64_t bit = (i < len && pos + i <= msb) ? (a >> (pos + i)) & 1 : sbit;
    d |= bit << i;
  }
  return d;
}

/* PTX 9.7.1.16 bfind (SASS FLO): position of the most significant 1
 * (unsigned) or non-sign bit (signed: negative inputs are inverted);
 * 0xffffffff when none. */
static uint32_t flo(uint32_t a, bool sgn) {
  if (sgn && (a & 0x80000000u)) a = ~a;
  return a ? 31u - (uint32_t)__builtin_clz(a) : 0xffffffffu;
}

/* PTX 9.7.8.7 shf: n = clamp ? min(c, 32) : c & 0x1f; shf.l returns the
 * upper 32 bits of [b, a] << n, shf.r the lower 32 bits of [b, a] >> n. */
static uint32_t shf(uint32_t a, uint32_t b, uint32_t c, bool left, bool clamp) {
  unsigned n = clamp ? (c < 32 ? c : 32) : (c & 31);
  uint64_t v = (uint64_t)b << 32 | a;
  return left ? (uint32_t)((v << n) >> 32) : (uint32_t)(v >> n);
}

/* PTX 9.7.8.6 lop3: "ta = 0xF0; tb = 0xCC; tc = 0xAA; immLut = F(ta, tb,
 * tc)", so result bit i = bit (a_i << 2 | b_i << 1 | c_i) of immLut. */
static uint32_t lop3(uint32_t a, uint32_t b, uint32_t c, uint32_t lut) {
  uint32_t d = 0;
  for (int i = 0; i < 8; i++) {
    if (!((lut >> i) & 1)) continue;
    uint32_t ma = (i & 4) ? a : ~a, mb = (i & 2) ? b : ~b, mc = (i & 1) ? c : ~c;
    d |= ma & mb & mc;
  }
  return d;
}

/* ISETP / FSETP compare codes (ir.h IrSetpCode, SASS comparison field;
 * the PTX setp relations of 9.7.4.1/9.7.4.2: lt eq le gt ne ge ordered,
 * num / nan, and the unordered ...u forms true when an operand is NaN). */
static int setp_int(unsigned code, int cmp, bool *res) {
  switch (code) {
  case IR_SETP_F: *res = false; return SEM_OK;
  case IR_SETP_LT: *res = cmp < 0; return SEM_OK;
  case IR_SETP_EQ: *res = cmp == 0; return SEM_OK;
  case IR_SETP_LE: *res = cmp <= 0; return SEM_OK;
  case IR_SETP_GT: *res = cmp > 0; return SEM_OK;
  case IR_SETP_NE: *res = cmp != 0; return SEM_OK;
  case IR_SETP_GE: *res = cmp >= 0; return SEM_OK;
  case 7: *res = true; return SEM_OK;   /* ISETP's T is encoded as 7 */
  default: return SEM_UB;
  }
}

static int setp_fp(unsigned code, int c, bool *res) {
  bool uno = c == 2;
  switch (code) {
  case IR_SETP_F: *res = false; return SEM_OK;
  case IR_SETP_LT: *res = c == -1; return SEM_OK;
  case IR_SETP_EQ: *res = c == 0; return SEM_OK;
  case IR_SETP_LE: *res = c == -1 || c == 0; return SEM_OK;
  case IR_SETP_GT: *res = c == 1; return SEM_OK;
  case IR_SETP_NE: *res = c == -1 || c == 1; return SEM_OK;
  case IR_SETP_GE: *res = c == 1 || c == 0; return SEM_OK;
  case IR_SETP_NUM: *res = !uno; return SEM_OK;
  case IR_SETP_NAN: *res = uno; return SEM_OK;
  case IR_SETP_LTU: *res = uno || c == -1; return SEM_OK;
  case IR_SETP_EQU: *res = uno || c == 0; return SEM_OK;
  case IR_SETP_LEU: *res = uno || c <= 0; return SEM_OK;
  case IR_SETP_GTU: *res = uno || c == 1; return SEM_OK;
  case IR_SETP_NEU: *res = uno || c != 0; return SEM_OK;
  case IR_SETP_GEU: *res = uno || c >= 0; return SEM_OK;
  case IR_SETP_T: *res = true; return SEM_OK;
  default: return SEM_UB;
  }
}

static int ori_setp(IrIntrin id, const uint64_t *a, uint64_t out[2], const char **why) {
  bool res = false;
  int st;
  unsigned code = (uint32_t)a[2];
  switch (id) {
  case IR_IN_ORI_ISETP_S32: {
    int32_t x = (int32_t)a[0], y = (int32_t)a[1];
    st = setp_int(code, (x > y) - (x < y), &res);
    break;
  }
  case IR_IN_ORI_ISETP_U32: {
    uint32_t x = (uint32_t)a[0], y = (uint32_t)a[1];
    st = setp_int(code, (x > y) - (x < y), &res);
    break;
  }
  case IR_IN_ORI_ISETP_S64: {
    int64_t x = (int64_t)a[0], y = (int64_t)a[1];
    st = setp_int(code, (x > y) - (x < y), &res);
    break;
  }
  case IR_IN_ORI_ISETP_U64: st = setp_int(code, (a[0] > a[1]) - (a[0] < a[1]), &res); break;
  case IR_IN_ORI_FSETP_F32: st = setp_fp(code, sem_fcmp3(32, a[0], a[1]), &res); break;
  default: st = setp_fp(code, sem_fcmp3(64, a[0], a[1]), &res); break;   /* FSETP_F64 */
  }
  if (st == SEM_UB && why) *why = "invalid compare code";
  out[0] = res;
  return st;
}

static int ori_int(IrIntrin id, const uint64_t *a, uint64_t out[2]) {
  uint32_t x = (uint32_t)a[0], y = (uint32_t)a[1], z = (uint32_t)a[2];
  switch (id) {
  case IR_IN_ORI_BFE_S32: out[0] = bfe(x, y, z, 32, true); return SEM_OK;
  case IR_IN_ORI_BFE_U32: out[0] = bfe(x, y, z, 32, false); return SEM_OK;
  case IR_IN_ORI_BFE_S64: out[0] = bfe(a[0], y, z, 64, true); return SEM_OK;
  case IR_IN_ORI_BFE_U64: out[0] = bfe(a[0], y, z, 64, false); return SEM_OK;
  case IR_IN_ORI_FLO_S32: out[0] = flo(x, true); return SEM_OK;
  case IR_IN_ORI_FLO_U32: out[0] = flo(x, false); return SEM_OK;
  case IR_IN_ORI_POPC_B32: out[0] = (uint64_t)popc64(x); return SEM_OK;
  /* IADD3: three-input 32-bit addition, modulo 2^32 */
  case IR_IN_ORI_IADD3_I32: out[0] = (uint32_t)(x + y + z); return SEM_OK;
  /* IMAD = PTX 9.7.1.4 mad.lo: "d = t<n-1..0> + c"; IMAD.HI = mad.hi:
   * "d = t<2n-1..n> + c"; IMAD.WIDE = mad.wide: "d = t + c", 64 bits */
  case IR_IN_ORI_IMAD_I32: out[0] = (uint32_t)(x * y + z); return SEM_OK;
  case IR_IN_ORI_IMAD_HI_S32:
    out[0] = (uint32_t)((uint32_t)(((int64_t)(int32_t)x * (int32_t)y) >> 32) + z);
    return SEM_OK;
  case IR_IN_ORI_IMAD_HI_U32: out[0] = (uint32_t)((uint32_t)(((uint64_t)x * y) >> 32) + z); return SEM_OK;
  case IR_IN_ORI_IMAD_WIDE_S32: out[0] = (uint64_t)((int64_t)(int32_t)x * (int32_t)y) + a[2]; return SEM_OK;
  case IR_IN_ORI_IMAD_WIDE_U32: out[0] = (uint64_t)x * y + a[2]; return SEM_OK;
  /* LEA (SASS "load effective address": NVIDIA's CUDA Binary Utilities
   * list it as "Compute Effective Address"; no public ISA text): modeled
   * as (a << s) + b modulo 2^w, the shift amount taken modulo w as the
   * instruction's 5/6-bit shift field holds it */
  case IR_IN_ORI_LEA_I32: out[0] = (uint32_t)((x << (z & 31)) + y); return SEM_OK;
  case IR_IN_ORI_LEA_I64: out[0] = (a[0] << (z & 63)) + a[1]; return SEM_OK;
  case IR_IN_ORI_LOP3_B32: out[0] = lop3(x, y, z, (uint32_t)a[3] & 0xff); return SEM_OK;
  case IR_IN_ORI_PRMT_B32: out[0] = prmt(x, y, z); return SEM_OK;   /* default mode */
  case IR_IN_ORI_SHF_L_CLAMP: out[0] = shf(x, y, z, true, true); return SEM_OK;
  case IR_IN_ORI_SHF_L_WRAP: out[0] = shf(x, y, z, true, false); return SEM_OK;
  case IR_IN_ORI_SHF_R_CLAMP: out[0] = shf(x, y, z, false, true); return SEM_OK;
  case IR_IN_ORI_SHF_R_WRAP: out[0] = shf(x, y, z, false, false); return SEM_OK;
  default: return SEM_NOTPURE;
  }
}

/* ------------------------------------------------------------------ */
/* FP callees through the math model                                    */

/* PTX 9.7.3.11/12 min/max: the num form returns the non-NaN operand
 * (NaN only when both are: the NaN rule), "-0.0 < +0.0"; ".NaN: the result
 * is canonical NaN if any of the inputs is NaN" (0x7fffffff). */
static uint64_t ptx_minmax(SemEnv *e, IrIntrin id, unsigned w, const uint64_t *x) {
  bool max = id == IR_IN_NVVM_FMAX_D || id == IR_IN_NVVM_FMAX_F || id == IR_IN_NVVM_FMAX_FTZ_F ||
             id == IR_IN_NVVM_FMAX_FTZ_NAN_F || id == IR_IN_NVVM_FMAX_NAN_F;
  bool nan = id == IR_IN_NVVM_FMAX_FTZ_NAN_F || id == IR_IN_NVVM_FMAX_NAN_F ||
             id == IR_IN_NVVM_FMIN_FTZ_NAN_F || id == IR_IN_NVVM_FMIN_NAN_F;
  if (nan && (sem_isnan(w, x[0]) || sem_isnan(w, x[1]))) return 0x7fffffffu;
  return sem_math(e, max ? IR_MF_FMAX : IR_MF_FMIN, w, x, SEM_RNE);
}

static int fp_math(SemEnv *e, IrIntrin id, unsigned nargs, const uint64_t *args, const uint8_t *argw,
                   uint64_t out[2]) {
  const IrIntrinInfo *in = &ir_intrin_info[id];
  unsigned fn = in->math, w = argw[0], n = ir_mathfn_arity[fn];
  bool ftz = (in->attrs & IR_A_FTZ) != 0;
  uint64_t x[3] = {0, 0, 0};
  if (n > nargs || n > 3 || (w != 16 && w != 32 && w != 64)) return SEM_NOTPURE;
  for (unsigned i = 0; i < n; i++) x[i] = ftz && !(fn == IR_MF_POWI && i == 1) ? sem_flush(w, args[i]) : args[i];
  uint64_t v;
  switch (id) {
  case IR_IN_NVVM_ROUND_D: case IR_IN_NVVM_ROUND_F: case IR_IN_NVVM_ROUND_FTZ_F:
    /* llc-16 lowers llvm.nvvm.round.* to cvt.rni (9.7.9.21: "round to
     * nearest integer, choosing even integer if source is equidistant"),
     * not to C round(): the table's MATH column says ROUND */
    v = sem_frint(w, x[0], SEM_RNE);
    break;
  case IR_IN_NVVM_FMAX_D: case IR_IN_NVVM_FMAX_F: case IR_IN_NVVM_FMAX_FTZ_F:
  case IR_IN_NVVM_FMAX_FTZ_NAN_F: case IR_IN_NVVM_FMAX_NAN_F: case IR_IN_NVVM_FMIN_D:
  case IR_IN_NVVM_FMIN_F: case IR_IN_NVVM_FMIN_FTZ_F: case IR_IN_NVVM_FMIN_FTZ_NAN_F:
  case IR_IN_NVVM_FMIN_NAN_F:
    v = ptx_minmax(e, id, w, x);
    break;
  default:
    /* llvm.fmuladd: LangRef "may be fused or not"; NVPTX (llc-16) emits
     * fma.rn, so it is fused here (the FMA row of the table). */
    if (in->attrs & IR_A_APPROX) return out[0] = sem_approx(e, id, w, x), SEM_OK;
    v = sem_math(e, fn, w, x, sem_round_of(in->attrs));
    break;
  }
  out[0] = ftz ? sem_flush(w, v) : v;
  return SEM_OK;
}

/* ------------------------------------------------------------------ */

int sem_intrin(SemEnv *e, IrIntrin id, unsigned nargs, const uint64_t *args, const uint8_t *argw,
               unsigned retw, uint64_t out[2], const char **why) {
  out[0] = out[1] = 0;
  if (id <= IR_IN_NONE || id >= IR_NINTRIN) return SEM_NOTPURE;
  if (!(ir_intrin_info[id].attrs & IR_A_NOMEM)) return SEM_NOTPURE;
  for (unsigned i = 0; i < nargs; i++)
    if (argw[i] > 64) {
      if (why) *why = "i128 operands of an intrinsic are evaluated by the VM";
      return SEM_NOTPURE;
    }
  if (retw > 64) {
    if (why) *why = "i128 results of an intrinsic are evaluated by the VM";
    return SEM_NOTPURE;
  }
  if (nargs == 0) return SEM_NOTPURE;   /* special registers, OpenCL ids */
  /* fixed-arity groups read up to four operands: pad with zeros */
  uint64_t av[4] = {0, 0, 0, 0};
  uint8_t aw[4] = {argw[0], 0, 0, 0};
  for (unsigned i = 0; i < nargs && i < 4; i++) av[i] = args[i], aw[i] = argw[i];
  int st;
  if ((st = llvm_int(id, nargs, args, av, argw[0], out)) != SEM_NOTPURE) return st;
  if ((st = llvm_fp(e, id, nargs, args, argw, retw, out)) != SEM_NOTPURE) return st;
  if ((st = conversion(id, av, aw, retw, out)) != SEM_NOTPURE) return st;
  if ((st = nvvm_int(id, av, out)) != SEM_NOTPURE) return st;
  if ((st = ori_int(id, av, out)) != SEM_NOTPURE) return st;
  switch (id) {
  case IR_IN_ORI_ISETP_S32: case IR_IN_ORI_ISETP_S64: case IR_IN_ORI_ISETP_U32:
  case IR_IN_ORI_ISETP_U64: case IR_IN_ORI_FSETP_F32: case IR_IN_ORI_FSETP_F64:
    return ori_setp(id, av, out, why);
  default: break;
  }
  if (ir_intrin_info[id].math != IR_MF_NONE) return fp_math(e, id, nargs, av, aw, out);
  return SEM_NOTPURE;
}

/* ------------------------------------------------------------------ */
/* i128 integer callees (sem_intrin128): the rules of llvm_int above,    */
/* at width 128, on unsigned __int128                                   */

static const u128 I128_MIN_BITS = (u128)1 << 127;

static int clz128(u128 x) {
  uint64_t hi = (uint64_t)(x >> 64), lo = (uint64_t)x;
  return hi ? __builtin_clzll(hi) : lo ? 64 + __builtin_clzll(lo) : 128;
}
static int ctz128(u128 x) {
  uint64_t hi = (uint64_t)(x >> 64), lo = (uint64_t)x;
  return lo ? __builtin_ctzll(lo) : hi ? 64 + __builtin_ctzll(hi) : 128;
}
static u128 bswap128(u128 x) {
  return (u128)__builtin_bswap64((uint64_t)x) << 64 | __builtin_bswap64((uint64_t)(x >> 64));
}
static u128 bitrev128(u128 x) {
  return (u128)bitrev((uint64_t)x, 64) << 64 | bitrev((uint64_t)(x >> 64), 64);
}

/* LangRef fshl/fshr: "the shift argument is treated as an unsigned amount
 * modulo the element size of the arguments" (128 here). */
static u128 funnel128(bool left, u128 a, u128 b, u128 c) {
  unsigned s = (unsigned)(c % 128);
  if (s == 0) return left ? a : b;
  return left ? (a << s) | (b >> (128 - s)) : (b >> s) | (a << (128 - s));
}

/* LangRef with.overflow: "the first element of which is the result of the
 * [operation]" (wrapped modulo 2^n) "and the second element of which is a
 * bit specifying if the [signed/unsigned] summation [difference, product]
 * resulted in an overflow". */
static void with_overflow128(IrIntrin id, u128 x, u128 y, u128 *r, bool *ov) {
  i128 sr;
  switch (id) {
  case IR_IN_LLVM_SADD_OV: *ov = __builtin_add_overflow((i128)x, (i128)y, &sr); *r = (u128)sr; break;
  case IR_IN_LLVM_SSUB_OV: *ov = __builtin_sub_overflow((i128)x, (i128)y, &sr); *r = (u128)sr; break;
  case IR_IN_LLVM_SMUL_OV: *ov = __builtin_mul_overflow((i128)x, (i128)y, &sr); *r = (u128)sr; break;
  case IR_IN_LLVM_UADD_OV: *ov = __builtin_add_overflow(x, y, r); break;
  case IR_IN_LLVM_USUB_OV: *ov = __builtin_sub_overflow(x, y, r); break;
  default: *ov = __builtin_mul_overflow(x, y, r); break;                /* UMUL_OV */
  }
}

/* LangRef sadd.sat/ssub.sat: "the result is clamped to the minimum or
 * maximum signed value"; uadd.sat: "clamped to the maximum unsigned
 * value"; usub.sat: "clamped to 0" -- here on i128. */
static u128 sat128(IrIntrin id, u128 x, u128 y) {
  i128 sr;
  u128 ur;
  bool neg = (i128)x < 0;
  u128 clamp = neg ? I128_MIN_BITS : I128_MIN_BITS - 1;
  switch (id) {
  case IR_IN_LLVM_SADD_SAT: return __builtin_add_overflow((i128)x, (i128)y, &sr) ? clamp : (u128)sr;
  case IR_IN_LLVM_SSUB_SAT: return __builtin_sub_overflow((i128)x, (i128)y, &sr) ? clamp : (u128)sr;
  case IR_IN_LLVM_UADD_SAT: return __builtin_add_overflow(x, y, &ur) ? ~(u128)0 : ur;
  default: return x < y ? 0 : x - y;                                    /* USUB_SAT */
  }
}

static int llvm_int128(IrIntrin id, u128 x, u128 y, u128 z, u128 *r, bool *ov) {
  switch (id) {
  case IR_IN_LLVM_ABS:
    /* LangRef abs: "If the first argument is INT_MIN, then the result is
     * also INT_MIN if is_int_min_poison == 0 and poison otherwise." */
    if (x == I128_MIN_BITS) { *r = x; return (y & 1) ? SEM_POISON : SEM_OK; }
    *r = (i128)x < 0 ? 0 - x : x;
    return SEM_OK;
  case IR_IN_LLVM_CTLZ: case IR_IN_LLVM_CTTZ:
    /* LangRef ctlz/cttz: "If the src == 0 then the result is the size in
     * bits of the type of src if is_zero_poison == 0 and poison otherwise." */
    if (x == 0 && (y & 1)) return SEM_POISON;
    *r = (u128)(id == IR_IN_LLVM_CTLZ ? clz128(x) : ctz128(x));
    return SEM_OK;
  case IR_IN_LLVM_CTPOP:   /* "returns the number of bits set in a value" */
    *r = (u128)(popc64((uint64_t)x) + popc64((uint64_t)(x >> 64)));
    return SEM_OK;
  case IR_IN_LLVM_BSWAP: *r = bswap128(x); return SEM_OK;   /* "returns ... with the byte order reversed" */
  case IR_IN_LLVM_BITREVERSE: *r = bitrev128(x); return SEM_OK; /* "bit N of the result is bit M-N of the input" */
  case IR_IN_LLVM_EXPECT: *r = x; return SEM_OK;            /* "returns the value of val" */
  case IR_IN_LLVM_FSHL: case IR_IN_LLVM_FSHR: *r = funnel128(id == IR_IN_LLVM_FSHL, x, y, z); return SEM_OK;
  /* LangRef smax/smin/umax/umin: "return the larger [smaller] of %a and
   * %b comparing the values as signed [unsigned] integers" */
  case IR_IN_LLVM_SMAX: *r = (i128)x > (i128)y ? x : y; return SEM_OK;
  case IR_IN_LLVM_SMIN: *r = (i128)x < (i128)y ? x : y; return SEM_OK;
  case IR_IN_LLVM_UMAX: *r = x > y ? x : y; return SEM_OK;
  case IR_IN_LLVM_UMIN: *r = x < y ? x : y; return SEM_OK;
  case IR_IN_LLVM_SADD_SAT: case IR_IN_LLVM_SSUB_SAT:
  case IR_IN_LLVM_UADD_SAT: case IR_IN_LLVM_USUB_SAT:
    *r = sat128(id, x, y);
    return SEM_OK;
  case IR_IN_LLVM_SADD_OV: case IR_IN_LLVM_SSUB_OV: case IR_IN_LLVM_SMUL_OV:
  case IR_IN_LLVM_UADD_OV: case IR_IN_LLVM_USUB_OV: case IR_IN_LLVM_UMUL_OV:
    with_overflow128(id, x, y, r, ov);
    return SEM_OK;
  default: return SEM_NOTPURE;
  }
}

bool sem_has_intrin128(IrIntrin id) {
  u128 r;
  bool ov;
  return id > IR_IN_NONE && id < IR_NINTRIN && llvm_int128(id, 1, 1, 1, &r, &ov) != SEM_NOTPURE;
}

int sem_intrin128(IrIntrin id, unsigned nargs, const uint64_t *args, const uint8_t *argw, unsigned retw,
                  uint64_t out[3], const char **why) {
  u128 a[3] = {0, 0, 0}, r = 0;
  bool ov = false;
  out[0] = out[1] = out[2] = 0;
  if (nargs == 0 || nargs > 3 || retw != 128 || argw[0] != 128) {
    if (why) *why = "no i128 form of this callee";
    return SEM_NOTPURE;
  }
  for (unsigned k = 0; k < nargs; k++) a[k] = (u128)args[2 * k + 1] << 64 | args[2 * k];
  int st = llvm_int128(id, a[0], a[1], a[2], &r, &ov);
  if (st == SEM_NOTPURE && why) *why = "no i128 form of this callee";
  out[0] = (uint64_t)r;
  out[1] = (uint64_t)(r >> 64);
  out[2] = ov;
  return st;
}

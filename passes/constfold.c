/* passes/constfold.c -- `constfold`: constant folding of math calls and
 * intrinsics with constant arguments (seed 004 "Constant Folding: Math &
 * Intrinsics"), plus the seed's integer folds (add/sub/mul/sdiv/udiv/srem,
 * integer compares).
 *
 * Contract (pass.h): replaces a call or integer instruction by a constant
 * only when the reference semantics (core/interp) give that constant for
 * every execution; math library values come from the host libm under the
 * seed's exception-safe protocol (the precision oracle, oracles/mathref,
 * measures them against MPFR).  Knobs: disable-fp-call-folding and
 * FPFoldDisable (no call taking or returning FP is folded).  One remark per
 * folded call ("folded ..."), and one per refusal of the evaluator.
 * passcheck's own knob fold-math-exact (not from the seeds, off by
 * default) keeps the host's guards but folds to MPFR's correctly rounded
 * value, so a user can make every fold exact.
 *
 * Method: the seed's two tiers.
 *   1. cf_eligible (sub_14D90D0) looks only at the callee and the types,
 *      never at operand values: attribute pre-filters (readnone and
 *      nounwind on the declaration, else -- one level of indirection -- on
 *      the known callee it resolves to; convergent on either: never), the
 *      knobs, scalar operands, and the foldable tables: LLVM intrinsics,
 *      NVVM intrinsics, and the math library names matched by
 *      constfold_name_match (plain C, __*_finite, C++ mangled).
 *   2. cf_evaluate (sub_14D1BC0) extracts the constants and dispatches on
 *      operand count (1, 2, 3).  Host-evaluated functions (transcendentals)
 *      run in cf_safe: clear FP exceptions and errno, evaluate (a float
 *      result is computed in double and rounded to float inside the
 *      protected region), refuse on EDOM/ERANGE or invalid, divide-by-zero,
 *      overflow, underflow (inexact allowed).  Domain pre-checks: log and
 *      log10 need x > 0, sqrt x >= 0.  exp2(x) is pow(2, x); round is C
 *      round (half away from zero); fabs/floor/ceil/sqrt are the custom
 *      implementations below; half is never folded by the host path.
 *      Operations whose result is defined exactly (rounding, min/max, fma,
 *      conversions, bit operations, every nvvm.* intrinsic) are evaluated
 *      by sem_intrin (core/sem), the interpreter's own definition, so they
 *      agree bit for bit with the reference semantics.
 * Calls are visited in layout order until nothing folds (a fold may make
 * another call's operands constant); each round also sinks negations
 * (passes/negator.c: the seed's instcombine-negator-* knobs).
 */
#include <errno.h>
#include <fenv.h>
#include <math.h>
#include <string.h>

#include "constfold.h"
#include "sem/sem.h"

/* ------------------------------------------------------------------ */
/* The foldable tables                                                  */


/* LLVM intrinsic IDs of the seed's master table (IDs 5..211). */
static CfClass cf_llvm_class(IrIntrin id) {
  switch (id) {
  case IR_IN_LLVM_COS: case IR_IN_LLVM_EXP: case IR_IN_LLVM_EXP2: case IR_IN_LLVM_LOG:
  case IR_IN_LLVM_LOG10: case IR_IN_LLVM_LOG2: case IR_IN_LLVM_POW: case IR_IN_LLVM_POWI:
  case IR_IN_LLVM_SIN: case IR_IN_LLVM_TAN:
    return CF_HOST;
  case IR_IN_LLVM_BSWAP: case IR_IN_LLVM_CEIL: case IR_IN_LLVM_COPYSIGN: case IR_IN_LLVM_CTLZ:
  case IR_IN_LLVM_CTTZ:  /* not in the ID table; the seed's comparison table lists it */
  case IR_IN_LLVM_CTPOP: case IR_IN_LLVM_FABS: case IR_IN_LLVM_FLOOR: case IR_IN_LLVM_FMA:
  case IR_IN_LLVM_FMULADD: case IR_IN_LLVM_LROUND: case IR_IN_LLVM_MAXNUM: case IR_IN_LLVM_MINNUM:
  case IR_IN_LLVM_NEARBYINT: case IR_IN_LLVM_RINT: case IR_IN_LLVM_ROUND: case IR_IN_LLVM_ROUNDEVEN:
  case IR_IN_LLVM_SQRT: case IR_IN_LLVM_TRUNC:
  /* 189..211: the integer operations (umax, sadd.with.overflow, ...) */
  case IR_IN_LLVM_UMAX: case IR_IN_LLVM_UMIN: case IR_IN_LLVM_SMAX: case IR_IN_LLVM_SMIN:
  case IR_IN_LLVM_SADD_OV: case IR_IN_LLVM_SSUB_OV: case IR_IN_LLVM_SMUL_OV:
  case IR_IN_LLVM_UADD_OV: case IR_IN_LLVM_USUB_OV: case IR_IN_LLVM_UMUL_OV:
  case IR_IN_LLVM_SADD_SAT: case IR_IN_LLVM_SSUB_SAT: case IR_IN_LLVM_UADD_SAT: case IR_IN_LLVM_USUB_SAT:
    return CF_EXACT;
  default:
    return CF_NO;
  }
}

/* NVVM intrinsic IDs of the seed's table (IDs > 211).  Every one is
 * evaluated by sem_intrin.  Deviation from a literal reading of the seed:
 * the seed folds .approx and .ftz intrinsics with exact host math; here
 * they fold to the reference semantics' value (core/sem: the exact
 * approximation model, with the .ftz flushing of inputs and result), the
 * only value that keeps the program's meaning under the default model and
 * one the adversarial model allows.  nvvm.move.* and nvvm.ptr.gen.to.* are
 * not in passcheck's IR; the seed's log/log10.approx are nvvm.lg2.approx. */
static CfClass cf_nvvm_class(IrIntrin id) {
  switch (id) {
  case IR_IN_NVVM_BITCAST_D2LL: case IR_IN_NVVM_BITCAST_F2I: case IR_IN_NVVM_BITCAST_I2F:
  case IR_IN_NVVM_BITCAST_LL2D:
  case IR_IN_NVVM_CEIL_F: case IR_IN_NVVM_CEIL_D: case IR_IN_NVVM_CLZ_I: case IR_IN_NVVM_CLZ_LL:
  case IR_IN_NVVM_COS_APPROX_F: case IR_IN_NVVM_COS_APPROX_FTZ_F:
  case IR_IN_NVVM_DIV_APPROX_F: case IR_IN_NVVM_DIV_APPROX_FTZ_F: case IR_IN_NVVM_DIV_RN_F:
  case IR_IN_NVVM_DIV_RN_D: case IR_IN_NVVM_DIV_RN_FTZ_F:
  case IR_IN_NVVM_EX2_APPROX_FTZ_F: case IR_IN_NVVM_EX2_APPROX_D:
  case IR_IN_NVVM_FABS_F: case IR_IN_NVVM_FABS_D: case IR_IN_NVVM_FLOOR_F: case IR_IN_NVVM_FLOOR_D:
  case IR_IN_NVVM_LG2_APPROX_FTZ_F: case IR_IN_NVVM_RCP_APPROX_FTZ_D: case IR_IN_NVVM_RSQRT_APPROX_FTZ_F:
  case IR_IN_NVVM_SQRT_F: case IR_IN_NVVM_SQRT_RN_D: case IR_IN_NVVM_SQRT_APPROX_F:
  case IR_IN_NVVM_SQRT_APPROX_FTZ_F: case IR_IN_NVVM_SIN_APPROX_F: case IR_IN_NVVM_SIN_APPROX_FTZ_F:
  case IR_IN_NVVM_MAX_I: case IR_IN_NVVM_MAX_UI: case IR_IN_NVVM_MIN_I: case IR_IN_NVVM_MIN_UI:
  case IR_IN_NVVM_MAX_LL: case IR_IN_NVVM_MAX_ULL: case IR_IN_NVVM_MIN_LL: case IR_IN_NVVM_MIN_ULL:
  case IR_IN_NVVM_MULHI_I: case IR_IN_NVVM_MULHI_UI: case IR_IN_NVVM_MULHI_LL: case IR_IN_NVVM_MULHI_ULL:
  case IR_IN_NVVM_F2I_RN: case IR_IN_NVVM_D2I_RN: case IR_IN_NVVM_I2F_RN: case IR_IN_NVVM_I2D_RN:
  /* the rounding-mode variants the seed's table lists beyond .rn */
  case IR_IN_NVVM_DIV_RM_F: case IR_IN_NVVM_DIV_RP_F: case IR_IN_NVVM_DIV_RZ_F:
  case IR_IN_NVVM_DIV_RM_FTZ_F: case IR_IN_NVVM_DIV_RP_FTZ_F: case IR_IN_NVVM_DIV_RZ_FTZ_F:
  case IR_IN_NVVM_DIV_RM_D: case IR_IN_NVVM_DIV_RP_D: case IR_IN_NVVM_DIV_RZ_D:
  case IR_IN_NVVM_F2I_RM: case IR_IN_NVVM_F2I_RP: case IR_IN_NVVM_F2I_RZ:
  case IR_IN_NVVM_D2I_RM: case IR_IN_NVVM_D2I_RP: case IR_IN_NVVM_D2I_RZ:
  case IR_IN_NVVM_I2F_RM: case IR_IN_NVVM_I2F_RP: case IR_IN_NVVM_I2F_RZ:
  case IR_IN_NVVM_I2D_RM: case IR_IN_NVVM_I2D_RP: case IR_IN_NVVM_I2D_RZ:
  case IR_IN_NVVM_FMAX_F: case IR_IN_NVVM_FMAX_D: case IR_IN_NVVM_FMAX_FTZ_F: case IR_IN_NVVM_FMAX_FTZ_NAN_F:
  case IR_IN_NVVM_FMIN_F: case IR_IN_NVVM_FMIN_D: case IR_IN_NVVM_FMIN_FTZ_F: case IR_IN_NVVM_FMIN_FTZ_NAN_F:
    return CF_EXACT;
  default:
    return CF_NO;
  }
}

CfClass constfold_intrin_class(IrIntrin id) {
  if (id <= IR_IN_NONE || id >= IR_NINTRIN) return CF_NO;
  return strncmp(ir_intrin_info[id].name, "llvm.nvvm.", 10) ? cf_llvm_class(id) : cf_nvvm_class(id);
}

/* ------------------------------------------------------------------ */
/* Name matching (the seed's "case 0" path)                             */

enum { NM_PLAIN = 1, NM_FINITE = 2, NM_MANGLED = 4 };

typedef struct CfName {
  uint8_t fn, forms;   /* the base name and arity are the function's (intrinsics.def) */
} CfName;

/* The seed's three lists, by base name: 21 bases, so 42 plain C names
 * (each with its 'f' form; the seed counts 44 because its table lists
 * atan2/atan2f twice), 20 __*_finite names (10 bases), 42 C++ mangled
 * names (21 bases, 'f' and 'd'). */
static const CfName cf_names[] = {
  {IR_MF_SIN, NM_PLAIN | NM_MANGLED}, {IR_MF_COS, NM_PLAIN | NM_MANGLED}, {IR_MF_TAN, NM_PLAIN | NM_MANGLED},
  {IR_MF_ACOS, 7}, {IR_MF_ASIN, 7}, {IR_MF_ATAN, NM_PLAIN | NM_MANGLED},
  {IR_MF_ATAN2, 7}, {IR_MF_SINH, 7}, {IR_MF_COSH, 7},
  {IR_MF_TANH, NM_PLAIN | NM_MANGLED}, {IR_MF_EXP, 7}, {IR_MF_EXP2, 7},
  {IR_MF_LOG, 7}, {IR_MF_LOG10, 7}, {IR_MF_CEIL, NM_PLAIN | NM_MANGLED},
  {IR_MF_FLOOR, NM_PLAIN | NM_MANGLED}, {IR_MF_ROUND, NM_PLAIN | NM_MANGLED}, {IR_MF_FABS, NM_PLAIN | NM_MANGLED},
  {IR_MF_SQRT, NM_PLAIN | NM_MANGLED}, {IR_MF_POW, 7}, {IR_MF_FMOD, NM_PLAIN | NM_MANGLED},
};

static const CfName *cf_base(const char *s, size_t n, unsigned form) {
  for (size_t i = 0; i < sizeof cf_names / sizeof cf_names[0]; i++)
    if ((cf_names[i].forms & form) && strlen(ir_mathfn_name[cf_names[i].fn]) == n && !memcmp(ir_mathfn_name[cf_names[i].fn], s, n))
      return &cf_names[i];
  return NULL;
}

static bool cf_hit(const CfName *b, unsigned *fn, unsigned *arity, unsigned *w, unsigned width) {
  if (!b) return false;
  *fn = b->fn;
  *arity = ir_mathfn_arity[b->fn];
  *w = width;
  return true;
}

/* _Z<len><base><t>...: the length digit must be the base's length (the
 * seed's pseudo-code files "pow" under '5'; the real mangling, and the
 * known callee table, is _Z3powff) and the type suffix one letter, 'f' or
 * 'd', per parameter, all equal. */
static bool cf_match_mangled(const char *s, size_t n, unsigned *fn, unsigned *arity, unsigned *w) {
  if (n < 4 || s[2] < '1' || s[2] > '9') return false;
  size_t bl = (size_t)(s[2] - '0');
  if (3 + bl >= n) return false;
  const CfName *b = cf_base(s + 3, bl, NM_MANGLED);
  if (!b || n != 3 + bl + ir_mathfn_arity[b->fn]) return false;
  char t = s[3 + bl];
  for (size_t k = 3 + bl; k < n; k++)
    if (s[k] != t) return false;
  if (t != 'f' && t != 'd') return false;
  return cf_hit(b, fn, arity, w, t == 'f' ? 32 : 64);
}

/* __<base>[f]_finite */
static bool cf_match_finite(const char *s, size_t n, unsigned *fn, unsigned *arity, unsigned *w) {
  static const char suf[] = "_finite";
  if (n <= 2 + 7 || memcmp(s + n - 7, suf, 7)) return false;
  const char *b = s + 2;
  size_t bl = n - 2 - 7;
  if (cf_hit(cf_base(b, bl, NM_FINITE), fn, arity, w, 64)) return true;
  return bl > 1 && b[bl - 1] == 'f' && cf_hit(cf_base(b, bl - 1, NM_FINITE), fn, arity, w, 32);
}

bool constfold_name_match(const char *s, size_t n, unsigned *fn, unsigned *arity, unsigned *w) {
  if (n >= 2 && s[0] == '_' && s[1] == 'Z') return cf_match_mangled(s, n, fn, arity, w);
  if (n >= 2 && s[0] == '_' && s[1] == '_') return cf_match_finite(s, n, fn, arity, w);
  if (cf_hit(cf_base(s, n, NM_PLAIN), fn, arity, w, 64)) return true;
  return n > 1 && s[n - 1] == 'f' && cf_hit(cf_base(s, n - 1, NM_PLAIN), fn, arity, w, 32);
}

/* ------------------------------------------------------------------ */
/* Tier 1: eligibility (never looks at operand values)                  */

typedef struct CfCall {
  CfClass cls;
  IrIntrin id;
  const IrFunc *callee;
  unsigned nargs;
  unsigned fn, w;      /* CF_NAME / CF_HOST: the math function and its width */
  uint32_t lanes;      /* 1, or the lanes of a vector call (folded lane by lane) */
} CfCall;

/* The attribute pre-filters on the declaration, then on the known callee
 * it resolves to (one level of indirection): speculatable and readnone
 * (the seed's attribute kind 21, "Speculatable/ReadNone": a call is only
 * evaluated early when executing it early could not matter), nounwind;
 * convergent on either: no. */
static bool cf_attrs_ok(const IrFunc *callee, IrIntrin id) {
  uint32_t direct = callee->fattrs, known = id ? ir_intrin_info[id].attrs : 0;
  if ((direct | known) & IR_A_CONV) return false;
  bool sp = (direct & IR_A_SPEC) || (known & IR_A_SPEC);
  bool rn = (direct & IR_A_NOMEM) || (known & IR_A_NOMEM);
  bool nu = (direct & IR_A_NOUNWIND) || (known & IR_A_NOUNWIND);
  return sp && rn && nu;
}

static bool cf_touches_fp(const IrModule *m, const IrFunc *f, IrId i) {
  const IrInst *in = &f->insts[i];
  IrType rt = ir_ty(m, in->type)->kind == IR_TSTRUCT ? ir_type_field(m, in->type, 0) : in->type;
  if (ir_type_is_fp(m, ir_type_scalar(m, rt))) return true;
  for (uint32_t k = 1; k < in->nops; k++)
    if (ir_type_is_fp(m, ir_type_scalar(m, ir_value_type(f, ir_opnd(f, i, k))))) return true;
  return false;
}

/* The call's shape: scalar int/FP operands and result up to 64 bits, or
 * (seed 004's vector math mapping) a vector result of L lanes whose
 * vector operands have L lanes too; scalar operands of a vector call
 * (ctlz's i1, powi's i32) are the same for every lane.  *lanes is L, or 1
 * for a scalar call. */
static bool cf_call_shape(const IrModule *m, const IrFunc *f, IrId i, uint32_t *lanes) {
  const IrInst *in = &f->insts[i];
  if (in->type == IR_VOID) return false;
  *lanes = ir_type_is_vec(m, in->type) ? ir_type_lanes(m, in->type) : 1;
  if (*lanes > 1 && ir_ty(m, ir_type_scalar(m, in->type))->bits > 64) return false;
  for (uint32_t k = 1; k < in->nops; k++) {
    IrType t = ir_value_type(f, ir_opnd(f, i, k));
    if (ir_type_is_vec(m, t) && (*lanes == 1 || ir_type_lanes(m, t) != *lanes)) return false;
    t = ir_type_scalar(m, t);
    if (!ir_type_is_int(m, t) && !ir_type_is_fp(m, t)) return false;
    if (ir_ty(m, t)->bits > 64) return false;
  }
  return true;
}

static bool cf_eligible(const PassCtx *pc, const IrModule *m, const IrFunc *f, IrId i, CfCall *cc) {
  const IrInst *in = &f->insts[i];
  if (in->op != IR_CALL || in->nops == 0) return false;  /* operand 0 exists only then */
  IrRef cr = ir_opnd(f, i, 0);
  if (!ir_ref_is(cr, IR_RFUNC)) return false;
  const IrFunc *callee = ir_func(m, ir_ref_idx(cr));
  IrIntrin id = (IrIntrin)in->aux;
  memset(cc, 0, sizeof *cc);
  cc->id = id, cc->callee = callee, cc->nargs = in->nops - 1;
  if (!callee->is_decl || cc->nargs < 1 || cc->nargs > 3) return false;  /* a body of its own: not the library */
  if (!cf_attrs_ok(callee, id) || !cf_call_shape(m, f, i, &cc->lanes)) return false;
  if (cf_touches_fp(m, f, i) && (pc->knob[KNOB_DISABLE_FP_CALL_FOLDING] || pc->knob[KNOB_FPFOLDDISABLE]))
    return false;
  const char *nm = ir_cstr(m, callee->name);
  unsigned ar = 0;
  if (!strncmp(nm, "llvm.", 5)) cc->cls = constfold_intrin_class(id);
  else if (constfold_name_match(nm, strlen(nm), &cc->fn, &ar, &cc->w)) cc->cls = CF_NAME;
  if (cc->cls == CF_NAME) {  /* the type suffix must match the declaration */
    IrType want = cc->w == 32 ? IR_FLOAT : IR_DOUBLE;
    if (ar != cc->nargs || in->type != want) return false;
    for (uint32_t k = 1; k < in->nops; k++)
      if (ir_value_type(f, ir_opnd(f, i, k)) != want) return false;
  }
  if (cc->cls == CF_HOST) {
    cc->fn = ir_intrin_info[id].math;
    cc->w = ir_ty(m, ir_type_scalar(m, in->type))->bits;
  }
  return cc->cls != CF_NO;
}

/* ------------------------------------------------------------------ */
/* Constants                                                            */

/* The bit pattern of a scalar int/FP constant (poison/undef: no). */
static bool cf_const_bits(const IrModule *m, IrRef r, uint64_t *v) { return ir_const_scalar_bits(m, r, false, v); }

static double cf_to_d(unsigned w, uint64_t b) { return w == 32 ? ir_bits_f32((uint32_t)b) : ir_bits_f64(b); }


/* ------------------------------------------------------------------ */
/* Host evaluation (sub_14D19F0 / sub_14D1A80)                          */

/* Custom fabs (sub_14D1280): the sign bit cleared. */
static double cf_fabs(double x) { return cf_to_d(64, ir_f64_bits(x) & 0x7fffffffffffffffull); }

/* Custom floor (sub_14D13B0): truncate; one less when truncation went up
 * (negative non-integers); the sign of x kept (floor(-0.0) = -0.0);
 * |x| >= 2^52, inf and NaN are already integral. */
static double cf_floor(double x) {
  if (!(cf_fabs(x) < 4503599627370496.0)) return x;
  double t = (double)(int64_t)x;
  if (t > x) t -= 1.0;
  return copysign(t, x);
}

/* Custom ceil (sub_14D1410): the mirror of cf_floor (ceil(-0.5) = -0.0). */
static double cf_ceil(double x) {
  if (!(cf_fabs(x) < 4503599627370496.0)) return x;
  double t = (double)(int64_t)x;
  if (t < x) t += 1.0;
  return copysign(t, x);
}

/* Custom sqrt (sub_14D1470): libc sqrt, correctly rounded; for float the
 * double result rounds to the correctly rounded float (53 >= 2*24 + 2). */
static double cf_sqrt(double x) { return sqrt(x); }

/* The exception-safe wrapper: f1(x) or f2(x, y); for w == 32 the double
 * result is rounded to float inside the protected region, so a float
 * overflow or underflow refuses too.  *d is the double result.  The
 * caller's FP flags (as fetestexcept sees them) and errno are restored.
 * Only the four flags that refuse are cleared before the call, and only
 * when set: reading the flags is cheap, but clearing or setting them
 * reloads the x87 environment (some 40 ns, more than a sin); so the
 * common case -- none of the four set before, none raised -- touches no
 * flag, and only flags the call raised are cleared afterwards. */
enum { CF_REFUSE_FLAGS = FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW | FE_UNDERFLOW };

static bool cf_safe(double (*f1)(double), double (*f2)(double, double), double x, double y, unsigned w,
                    uint64_t *out, double *d) {
  fexcept_t saved;
  int serr = errno;
  int pre = fetestexcept(FE_ALL_EXCEPT);
  if (pre & CF_REFUSE_FLAGS) {
    fegetexceptflag(&saved, FE_ALL_EXCEPT);
    feclearexcept(CF_REFUSE_FLAGS);
  }
  errno = 0;
  volatile double vx = x, vy = y;
  volatile double r = f1 ? f1(vx) : f2(vx, vy);
  volatile float rf = w == 32 ? (float)r : 0.0f;
  int e = errno;
  int post = fetestexcept(FE_ALL_EXCEPT);
  bool bad = e == EDOM || e == ERANGE || (post & CF_REFUSE_FLAGS);
  if (pre & CF_REFUSE_FLAGS) fesetexceptflag(&saved, FE_ALL_EXCEPT);
  else if (post & ~pre) feclearexcept(post & ~pre);
  errno = serr;
  if (bad) return false;
  *d = r;
  if (w == 32) {
    *out = ir_f32_bits(rf);
  } else {
    *out = ir_f64_bits(r);
  }
  return true;
}

typedef double (*CfF1)(double);
typedef double (*CfF2)(double, double);

static CfF1 cf_host1(unsigned fn) {
  switch (fn) {
  case IR_MF_SIN: return sin;   case IR_MF_COS: return cos;   case IR_MF_TAN: return tan;
  case IR_MF_ASIN: return asin; case IR_MF_ACOS: return acos; case IR_MF_ATAN: return atan;
  case IR_MF_SINH: return sinh; case IR_MF_COSH: return cosh; case IR_MF_TANH: return tanh;
  case IR_MF_EXP: return exp;   case IR_MF_LOG: return log;   case IR_MF_LOG2: return log2;
  case IR_MF_LOG10: return log10;
  case IR_MF_SQRT: return cf_sqrt;
  default: return NULL;
  }
}

static CfF2 cf_host2(unsigned fn) {
  switch (fn) {
  case IR_MF_POW: case IR_MF_POWI: return pow;
  case IR_MF_ATAN2: return atan2;
  case IR_MF_FMOD: return fmod;
  case IR_MF_EXP2: return pow;   /* exp2(x) as pow(2, x): the caller passes (2, x) */
  default: return NULL;
  }
}

static bool cf_exact_host(unsigned fn, unsigned w, double x, uint64_t *out) {
  double r;
  switch (fn) {
  case IR_MF_FABS: r = cf_fabs(x); break;
  case IR_MF_FLOOR: r = cf_floor(x); break;
  case IR_MF_CEIL: r = cf_ceil(x); break;
  /* C round: ties go away from zero (round(2.5) = 3).  This is not PTX
   * cvt.rni, which rounds ties to even (cvt.rni(2.5) = 2): llvm.roundeven. */
  case IR_MF_ROUND: r = round(x); break;
  default: return false;
  }
  *out = w == 32 ? sem_from_double(32, r) : ir_f64_bits(r);
  return true;
}

/* constfold_eval_math; *d is the double the host computed (for a float
 * result, before rounding), NAN when the value did not come from cf_safe. */
static bool cf_eval_math(unsigned fn, unsigned w, const uint64_t *a, uint64_t *out, const char **why, double *d) {
  *d = NAN;
  if (w != 32 && w != 64) return *why = "no transcendental folding of half", false;
  unsigned n = fn < IR_NMATHFN ? ir_mathfn_arity[fn] : 0;
  double x = cf_to_d(w, a[0]), y = n == 2 ? cf_to_d(w, a[1]) : 0.0;
  if (fn == IR_MF_POWI) y = (double)(int32_t)a[1];
  if (fn == IR_MF_EXP2) y = x;   /* exp2(x) is evaluated as pow(2, x) */
  /* Deviation: the seed folds NaN operands when the host raises nothing;
   * C leaves the NaN a libm returns unspecified while the reference
   * semantics have a NaN rule, so NaN operands are not folded. */
  if (isnan(x) || (n == 2 && fn != IR_MF_POWI && isnan(y))) return *why = "NaN operand", false;
  if (cf_exact_host(fn, w, x, out)) return true;
  if ((fn == IR_MF_LOG || fn == IR_MF_LOG10) && !(x > 0.0))
    return *why = "argument outside the domain (x <= 0)", false;
  if (fn == IR_MF_SQRT && !(x >= 0.0)) return *why = "argument outside the domain (x < 0)", false;
  CfF1 f1 = cf_host1(fn);
  CfF2 f2 = f1 ? NULL : cf_host2(fn);
  if (!f1 && !f2) return *why = "no host evaluation for this function", false;
  if (!cf_safe(f1, f2, fn == IR_MF_EXP2 ? 2.0 : x, y, w, out, d))
    return *why = "the host raised a domain, range or FP exception", false;
  return true;
}

bool constfold_eval_math(unsigned fn, unsigned w, const uint64_t *a, uint64_t *out, const char **why) {
  double d;
  return cf_eval_math(fn, w, a, out, why, &d);
}

/* Exact folding of a float result without MPFR (Ziv's first step).
 *
 * For w == 32 the host computed d = f(x) in double (cf_safe) and the
 * folder rounds it to float.  glibc documents the largest errors of its
 * double functions ("Known Maximum Errors in Math Functions": a few ulps
 * of double on x86-64 for every function folded here, and glibc's tests
 * refuse to list any bound above 9 ulps -- sin, cos,
 * tan, asin, acos, atan, atan2, sinh, cosh, tanh, exp, log, log2, log10,
 * pow, sqrt -- exp2 and powi go through pow, fmod and sqrt are exact or
 * correctly rounded), so |d - f(x)| <= 9 * 2^-52 |d| (an ulp of double is
 * at most 2^-52 of the value).  We allow some 2^12 ulps, 455 times 9:
 * m = 2^-40 |d|.  Let F be the float nearest d, L and H its neighbours,
 * and the rounding boundaries ML = (F + L) / 2, MH = (F + H) / 2 (exact in
 * double: F and L have 24-bit significands of adjacent exponents at most).
 * Round to nearest puts d in [ML, MH]; when d is farther than m from both,
 * f(x) lies strictly inside (ML, MH) too, so F is the correctly rounded
 * float of f(x) -- the value MPFR gives.  This holds next to a power of
 * two (L or H then at half or double spacing: ML and MH are the true
 * boundaries).  The subtraction d - M is exact when d and M are within a
 * factor of two (Sterbenz), else its rounding (2^-53 relative) is far below
 * the margin.  F must not be zero and H finite (|d| <= 2^127); a subnormal
 * F is fine: its neighbours are the adjacent bit patterns as for normal
 * ones (and the folder refuses a float result that underflows, so a
 * subnormal F folds only when d is exactly F).  Everything else -- near a
 * boundary, zero or huge results, double results -- goes to MPFR.  mathcheck -knob fold-math-exact=1 --exhaustive checks the result
 * for every float against mathref's long double filter and MPFR (code
 * that shares nothing with this test). */
static bool cf_float_cr(double d, uint64_t *out) {
  double ad = fabs(d);
  if (!(ad >= 0x1p-149 && ad <= 0x1p127)) return false;   /* NaN too */
  float f = (float)d;
  uint32_t u = ir_f32_bits(f) & 0x7fffffffu;   /* |F|; its neighbours are u - 1 and u + 1 */
  if (u == 0) return false;
  double af = ir_bits_f32(u), ml = (af + ir_bits_f32(u - 1)) / 2, mh = (af + ir_bits_f32(u + 1)) / 2;
  double m = ad * 0x1p-40;
  if (!(ad - ml > m && mh - ad > m)) return false;
  *out = ir_f32_bits(f);
  return true;
}

/* fold-math-exact: the host's guards decide whether to fold (the seed's
 * protocol, unchanged), the value is the correctly rounded one: for a
 * float result the host's double when cf_float_cr proves it rounds
 * correctly, else MPFR's.  fabs/floor/ceil/round are exact on the host
 * already. */
bool constfold_eval_math_exact(SemEnv *env, unsigned fn, unsigned w, const uint64_t *args, uint64_t *out,
                               const char **why) {
  double d;
  if (!cf_eval_math(fn, w, args, out, why, &d)) return false;
  if (fn == IR_MF_FABS || fn == IR_MF_FLOOR || fn == IR_MF_CEIL || fn == IR_MF_ROUND) return true;
  if (w == 32 && cf_float_cr(d, out)) return true;
  *out = sem_math(env, fn, w, args, SEM_RNE);
  return true;
}

/* ------------------------------------------------------------------ */
/* Tier 2: evaluation                                                   */

typedef struct CfRun {
  PassCtx *pc;
  IrModule *m;
  IrFunc *f;
  const CfHooks *h;
  SemEnv *env;       /* from pass_scratch: its MPFR memory is freed however the pass ends */
  uint32_t folded, refused;
  bool quiet;      /* a later round: refusals were remarked already */
} CfRun;

/* The function's denormal mode flushes llvm.* FP intrinsic operands and
 * results in the reference semantics (vm_compile.c intrin_denorm): a fold
 * there is refused when an FP operand or the result is subnormal. */
static bool cf_subnormal(unsigned w, uint64_t b) {
  if (w != 16 && w != 32 && w != 64) return false;
  unsigned mb = w == 64 ? 52 : w == 32 ? 23 : 10;
  uint64_t expo = (b >> mb) & ((1ull << (w - 1 - mb)) - 1), mant = b & ((1ull << mb) - 1);
  return expo == 0 && mant != 0;
}

static bool cf_flushing(const IrFunc *f, const CfCall *cc, unsigned w) {
  const char *nm = ir_intrin_info[cc->id].name;
  if (cc->cls == CF_NAME || strncmp(nm, "llvm.", 5) || !strncmp(nm, "llvm.nvvm.", 10)) return false;
  if (cc->id == IR_IN_LLVM_FABS || cc->id == IR_IN_LLVM_COPYSIGN) return false;
  return (w == 32 ? f->denorm_f32 : f->denorm) != IR_DN_IEEE;
}

typedef struct CfVals {
  uint64_t a[3];
  uint8_t aw[3];
  bool afp[3];
  IrType at[3];    /* the operands' scalar types (a vector's element type) */
  unsigned retw;
  bool retfp, pair;
  IrType rt;       /* the scalar result type (field 0 of a pair, a vector's element) */
  uint32_t lane;   /* the lane evaluated (vector calls) */
} CfVals;

/* The bits of lane l of constant operand a (a scalar: the same for every
 * lane); poison, undef and non-constants: false. */
static bool cf_lane_bits(const IrModule *m, IrRef a, IrType t, uint32_t l, uint64_t *v) {
  if (!ir_type_is_vec(m, t)) return cf_const_bits(m, a, v);
  if (!ir_ref_is(a, IR_RCONST)) return false;
  const IrConst *c = ir_const(m, a);
  if (c->kind == IR_CZERO) return *v = 0, true;
  return c->kind == IR_CVEC && l < c->n && cf_const_bits(m, ir_const_elem(m, c, l), v);
}

static bool cf_extract(const CfRun *r, IrId i, const CfCall *cc, uint32_t lane, CfVals *v) {
  const IrModule *m = r->m;
  const IrFunc *f = r->f;
  memset(v, 0, sizeof *v);
  v->lane = lane;
  for (unsigned k = 0; k < cc->nargs; k++) {
    IrRef a = ir_opnd(f, i, k + 1);
    IrType t = ir_value_type(f, a);
    if (!cf_lane_bits(m, a, t, lane, &v->a[k])) return false;
    v->at[k] = ir_type_scalar(m, t);
    v->aw[k] = (uint8_t)ir_ty(m, v->at[k])->bits;
    v->afp[k] = ir_type_is_fp(m, v->at[k]);
  }
  IrType rt = f->insts[i].type;
  v->pair = ir_ty(m, rt)->kind == IR_TSTRUCT;
  v->rt = v->pair ? ir_type_field(m, rt, 0) : ir_type_scalar(m, rt);
  v->retw = ir_ty(m, v->rt)->bits;
  v->retfp = ir_type_is_fp(m, v->rt);
  return true;
}

static bool cf_denorm_ok(const CfRun *r, const CfCall *cc, const CfVals *v, uint64_t res) {
  for (unsigned k = 0; k < cc->nargs; k++)
    if (v->afp[k] && cf_flushing(r->f, cc, v->aw[k]) && cf_subnormal(v->aw[k], v->a[k])) return false;
  return !(v->retfp && cf_flushing(r->f, cc, v->retw) && cf_subnormal(v->retw, res));
}

static void cf_fmt(const CfRun *r, IrType t, uint64_t b, char *buf, size_t n) {
  char ty[32];
  ir_type_str(r->m, t, ty, sizeof ty);
  if (ir_type_is_fp(r->m, t)) {
    double d = sem_to_double(ir_ty(r->m, t)->bits, b);
    snprintf(buf, n, "%s 0x%016llX", ty, (unsigned long long)ir_f64_bits(d));
  } else {
    snprintf(buf, n, "%s %lld", ty, (long long)ir_sext(b, ir_ty(r->m, t)->bits));
  }
}

static void cf_remark(CfRun *r, IrId i, const CfCall *cc, const CfVals *v, const char *what, const char *tail) {
  if (!r->pc->remarks) return;
  char args[200] = "", one[64];
  for (unsigned k = 0; k < cc->nargs; k++) {
    cf_fmt(r, v->at[k], v->a[k], one, sizeof one);
    snprintf(args + strlen(args), sizeof args - strlen(args), "%s%s", k ? ", " : "", one);
  }
  char lane[32] = "";
  if (cc->lanes > 1) snprintf(lane, sizeof lane, " lane %u of %u", v->lane, cc->lanes);
  pass_remark(r->pc, r->m, r->f, "%s call to @%s(%s)%s%s", what, ir_cstr(r->m, cc->callee->name), args, lane, tail);
}

static void cf_refuse(CfRun *r, IrId i, const CfCall *cc, const CfVals *v, const char *why) {
  char tail[160];
  snprintf(tail, sizeof tail, ": %s", why);
  r->refused++;
  if (!r->quiet) cf_remark(r, i, cc, v, "did not fold", tail);
}

/* The host path: CF_NAME and CF_HOST. */
static bool cf_eval_host(CfRun *r, IrId i, const CfCall *cc, const CfVals *v, uint64_t *res) {
  const char *why = NULL;
  if (v->retw == 16) return cf_refuse(r, i, cc, v, "no transcendental folding of half"), false;
  bool ok = r->pc->knob[KNOB_FOLD_MATH_EXACT] ? constfold_eval_math_exact(r->env, cc->fn, v->retw, v->a, res, &why)
                                              : constfold_eval_math(cc->fn, v->retw, v->a, res, &why);
  if (!ok) return cf_refuse(r, i, cc, v, why), false;
  if (r->h && r->h->on_host_fold) {
    CfFold fo = {r->f, i, ir_cstr(r->m, cc->callee->name), cc->fn, v->retw, cc->nargs,
                 {v->a[0], v->a[1], v->a[2]}, *res};
    r->h->on_host_fold(r->h->ud, &fo, res);
  }
  return true;
}

static bool cf_eval_exact(CfRun *r, IrId i, const CfCall *cc, const CfVals *v, uint64_t out[2]) {
  const char *why = NULL;
  int st = sem_intrin(r->env, cc->id, cc->nargs, v->a, v->aw, v->retw, out, &why);
  if (st == SEM_OK) return true;
  cf_refuse(r, i, cc, v, st == SEM_POISON ? "the result is poison" : st == SEM_UB ? "undefined behaviour"
                                                                                   : "not evaluable");
  return false;
}

static IrRef cf_result(CfRun *r, const CfVals *v, IrType rt, const uint64_t out[2]) {
  IrRef k = ir_type_is_fp(r->m, v->rt) ? ir_const_fp(r->m, v->rt, out[0]) : ir_const_int(r->m, v->rt, out[0], 0);
  if (!v->pair) return k;
  IrRef el[2] = {k, ir_const_int(r->m, IR_I1, out[1] & 1, 0)};
  return ir_const_agg(r->m, IR_CSTRUCT, rt, 2, el);
}

/* One lane (or the scalar call): evaluated by the host or exactly, with
 * the denormal-mode guard; false (remarked) when the pass refuses. */
static bool cf_fold_lane(CfRun *r, IrId i, const CfCall *cc, CfVals *v, uint64_t out[2]) {
  bool ok = cc->cls == CF_EXACT ? cf_eval_exact(r, i, cc, v, out) : cf_eval_host(r, i, cc, v, &out[0]);
  if (!ok) return false;
  if (!cf_denorm_ok(r, cc, v, out[0])) {
    cf_refuse(r, i, cc, v, "subnormal operand or result under the function's denormal mode");
    return false;
  }
  return true;
}

/* A vector call folds lane by lane (seed 004's scalar-to-vector math
 * mapping read backwards: each lane is the scalar function of its lanes);
 * it folds only when every lane does, to a constant vector. */
static bool cf_fold_call(CfRun *r, IrId i) {
  CfCall cc;
  CfVals v;
  uint64_t out[2] = {0, 0};
  IrType rt = r->f->insts[i].type;
  if (!cf_eligible(r->pc, r->m, r->f, i, &cc)) return false;
  IrRef k;
  char tail[96] = " to ";
  if (cc.lanes > 1) {
    IrRef el[IR_MAXLANES];
    if (cc.lanes > IR_MAXLANES) return false;  /* the IR has no wider vectors */
    for (uint32_t l = 0; l < cc.lanes; l++) {
      if (!cf_extract(r, i, &cc, l, &v) || !cf_fold_lane(r, i, &cc, &v, out)) return false;
      el[l] = cf_result(r, &v, rt, out);
    }
    k = ir_const_agg(r->m, IR_CVEC, rt, cc.lanes, el);
    if (r->pc->remarks) {
      ir_type_str(r->m, rt, tail + 4, sizeof tail - 4);
      pass_remark(r->pc, r->m, r->f, "folded call to @%s lane by lane to a constant %s", ir_cstr(r->m, cc.callee->name),
                  tail + 4);
    }
  } else {
    if (!cf_extract(r, i, &cc, 0, &v) || !cf_fold_lane(r, i, &cc, &v, out)) return false;
    k = cf_result(r, &v, rt, out);
    if (!v.pair) cf_fmt(r, v.rt, out[0], tail + 4, sizeof tail - 4);
    else snprintf(tail, sizeof tail, " to { %lld, %d }", (long long)ir_sext(out[0], v.retw), (int)(out[1] & 1));
    cf_remark(r, i, &cc, &v, "folded", tail);
  }
  ir_rauw(r->f, ir_inst_ref(i), k);
  ir_inst_remove(r->f, i);
  r->folded++;
  return true;
}

/* ------------------------------------------------------------------ */
/* Integer folding: add/sub/mul/sdiv/udiv/srem and icmp of constants,   */
/* LangRef semantics; what would be poison or UB is left alone.         */

/* a op b at width w; false when the result is poison or the op UB. */
static bool cf_int_bin(unsigned op, uint32_t flags, unsigned w, uint64_t a, uint64_t b, uint64_t *res) {
  __int128 sa = ir_sext(a, w), sb = ir_sext(b, w), s;
  unsigned __int128 ua = a, ub = b, u;
  uint64_t mk = ir_mask(w);
  int64_t smin = ir_sext(1ull << (w - 1), w);
  switch (op) {
  case IR_ADD: s = sa + sb; u = ua + ub; break;
  case IR_SUB: s = sa - sb; u = ua - ub; if (ua < ub && (flags & IR_F_NUW)) return false; break;
  case IR_MUL: s = sa * sb; u = ua * ub; break;
  case IR_UDIV:
    if (!b || ((flags & IR_F_EXACT) && a % b)) return false;
    *res = a / b;
    return true;
  case IR_SDIV: case IR_SREM:
    if (!b || (w > 1 && sa == smin && sb == -1) || (w == 1 && sb == -1 && sa == -1)) return false;
    if (op == IR_SDIV && (flags & IR_F_EXACT) && sa % sb) return false;
    *res = (uint64_t)(op == IR_SDIV ? sa / sb : sa % sb) & mk;
    return true;
  default: return false;
  }
  if ((flags & IR_F_NSW) && s != ir_sext((uint64_t)s & mk, w)) return false;
  if ((flags & IR_F_NUW) && op != IR_SUB && u > mk) return false;
  *res = (uint64_t)u & mk;
  return true;
}

static bool cf_icmp(unsigned pred, unsigned w, uint64_t a, uint64_t b) {
  int64_t sa = ir_sext(a, w), sb = ir_sext(b, w);
  switch (pred) {
  case IR_ICMP_EQ: return a == b;   case IR_ICMP_NE: return a != b;
  case IR_ICMP_UGT: return a > b;   case IR_ICMP_UGE: return a >= b;
  case IR_ICMP_ULT: return a < b;   case IR_ICMP_ULE: return a <= b;
  case IR_ICMP_SGT: return sa > sb; case IR_ICMP_SGE: return sa >= sb;
  case IR_ICMP_SLT: return sa < sb; default: return sa <= sb;
  }
}

static bool cf_fold_int(CfRun *r, IrId i) {
  IrFunc *f = r->f;
  const IrInst *in = &f->insts[i];
  unsigned op = in->op;
  if (op != IR_ADD && op != IR_SUB && op != IR_MUL && op != IR_SDIV && op != IR_UDIV && op != IR_SREM &&
      op != IR_ICMP)
    return false;
  IrRef x = ir_opnd(f, i, 0), y = ir_opnd(f, i, 1);
  IrType t = ir_value_type(f, x);
  uint64_t a, b, res;
  if (!ir_type_is_int(r->m, t) || ir_ty(r->m, t)->bits > 64) return false;
  if (!cf_const_bits(r->m, x, &a) || !cf_const_bits(r->m, y, &b)) return false;
  unsigned w = ir_ty(r->m, t)->bits;
  if (op == IR_ICMP) res = cf_icmp(in->pred, w, a, b);
  else if (!cf_int_bin(op, in->flags, w, a, b, &res)) return false;
  pass_remark(r->pc, r->m, f, "folded %s%s%s %lld, %lld to %lld", ir_opinfo[op].text,
              op == IR_ICMP ? " " : "", op == IR_ICMP ? ir_pred_name(in->pred) : "", (long long)ir_sext(a, w), (long long)ir_sext(b, w),
              (long long)(op == IR_ICMP ? (int64_t)res : ir_sext(res, w)));
  ir_rauw(f, ir_inst_ref(i), ir_const_int(r->m, in->type, res, 0));
  ir_inst_remove(f, i);
  r->folded++;
  return true;
}

/* fptosi / fptoui of a scalar FP constant: truncation toward zero
 * (sem_ftoi, the interpreter's own definition).  NaN, infinities and
 * values whose truncation does not fit the integer type give poison: the
 * instruction is left alone then (never folded to a value, nor to poison:
 * a later use may still be dead).  The function's denormal mode does not
 * matter: a subnormal and a flushed zero both truncate to 0. */
static bool cf_fold_ftoi(CfRun *r, IrId i) {
  IrFunc *f = r->f;
  const IrInst *in = &f->insts[i];
  if (in->op != IR_FPTOSI && in->op != IR_FPTOUI) return false;
  bool sgn = in->op == IR_FPTOSI;
  IrType rt = in->type, st = ir_value_type(f, ir_opnd(f, i, 0));
  uint64_t a;
  if (!ir_type_is_int(r->m, rt) || ir_ty(r->m, rt)->bits > 64 || !ir_type_is_fp(r->m, st)) return false;
  if (!cf_const_bits(r->m, ir_opnd(f, i, 0), &a)) return false;
  unsigned w = ir_ty(r->m, st)->bits, ib = ir_ty(r->m, rt)->bits;
  if (w != 16 && w != 32 && w != 64) return false;
  bool poison = false;
  uint64_t res = sem_ftoi(w, a, ib, sgn, SEM_RZ, false, &poison);
  char src[64];
  cf_fmt(r, st, a, src, sizeof src);
  if (poison) {
    if (!r->quiet)
      pass_remark(r->pc, r->m, f, "did not fold %s %s: the result is poison (NaN, infinite or out of range)", sgn ? "fptosi" : "fptoui", src);
    return false;
  }
  pass_remark(r->pc, r->m, f, "folded %s %s to %lld", sgn ? "fptosi" : "fptoui", src,
              sgn ? (long long)ir_sext(res, ib) : (long long)res);
  ir_rauw(f, ir_inst_ref(i), ir_const_int(r->m, rt, res, 0));
  ir_inst_remove(f, i);
  r->folded++;
  return true;
}

/* ------------------------------------------------------------------ */
/* Driver                                                               */

static bool cf_func(CfRun *r) {
  bool any = false, again = true;
  for (int round = 0; again && round < 16; round++) {
    again = false;
    r->quiet = round > 0;
    IR_FOR_BLOCKS(r->f, b) {
      for (IrId i = r->f->blocks[b].first, nx; i != IR_NIL; i = nx) {
        nx = r->f->insts[i].next;
        if (cf_fold_int(r, i) || cf_fold_ftoi(r, i) || cf_fold_call(r, i)) again = any = true;
      }
    }
    if (negator_run(r->pc, r->m, r->f)) again = any = true;
  }
  return any;
}

static void cf_env_fini(void *env) { sem_env_free(env); }

IrStatus constfold_run(PassCtx *pc, IrModule *m, bool *changed, const CfHooks *h) {
  CfRun r;
  memset(&r, 0, sizeof r);
  r.env = pass_scratch(pc, sizeof *r.env, cf_env_fini);
  if (!r.env) return IR_ENOMEM;
  sem_env_init(r.env, pc->ir, &(SemOpts){.math = SEM_MATH_MPFR, .approx = SEM_APPROX_EXACT});
  r.pc = pc, r.m = m, r.h = h;
  for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
    r.f = ir_func(m, fi);
    if (!r.f->is_decl && cf_func(&r)) *changed = true;
  }
  return IR_OK;
}

IrStatus pass_constfold(PassCtx *pc, IrModule *m, bool *changed) { return constfold_run(pc, m, changed, NULL); }

/* ------------------------------------------------------------------ */
/* The explain hook (pass.h): constfold_run with every host-folded value */
/* given to the caller's fix first.                                      */

typedef struct CfFix {
  PassValueFn fix;
  void *ud;
} CfFix;

static void cf_fix(void *ud, const CfFold *fo, uint64_t *bits) {
  const CfFix *x = ud;
  PassHostValue v = {fo->fn, fo->w, fo->nargs, {fo->args[0], fo->args[1], fo->args[2]}, fo->folded};
  x->fix(x->ud, &v, bits);
}

IrStatus constfold_explain(PassCtx *pc, IrModule *m, PassValueFn fix, void *ud, bool *changed) {
  CfFix x = {fix, ud};
  CfHooks h = {cf_fix, &x};
  return constfold_run(pc, m, changed, &h);
}

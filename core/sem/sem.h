/* core/sem/sem.h -- the pure value semantics: IEEE-754 arithmetic on
 * half/float/double bit patterns with explicit rounding modes and
 * flush-to-zero, FP <-> int conversions, the math library model (MPFR
 * correctly rounded, or host libm), the models of approximate operations
 * (exact / adversarial within the PTX error bound), and the per-lane
 * evaluation of every pure known callee (llvm.*, nvvm.*, ori.*, math
 * library names).
 *
 * Contract: values are bit patterns zero-extended into uint64_t (an FP
 * value of w bits in the low w bits; i128 as two words where noted).  No
 * function here reads the host FPU's rounding mode or libm except the
 * SEM_MATH_HOST model; results are identical on every x86-64 host.  The
 * layer stands on core/ir.h alone: its options are SemOpts, never the
 * interpreter's, and nothing here knows about programs, memory or inputs.
 *
 * DESIGN: one definition of what a value operation computes.  Its clients
 * are the reference interpreter (core/interp: every FP instruction,
 * conversion and pure callee of a run), the exact folds of the passes
 * (passes/constfold.c: the exactly defined llvm.* intrinsics -- rounding,
 * min/max, fma, bit and overflow operations -- and the nvvm.* intrinsics),
 * and the precision oracle's reference (oracles/mathref: the MPFR model).
 * Because a fold and the interpreter that judges it share this code, the
 * per-pass differential oracle cannot see a bug in it: a wrong value here
 * is folded and then "confirmed" by the run of the unfolded call.  What
 * covers this layer is an independent definition: tests/unit/test_llvmref.c
 * runs every cross-checkable known callee (all pure ones but
 * nvvm.isspacep.*) at the scalar, vector and i128 types it takes under
 * lli-16 (LLVM's own intrinsics, or the prelude's restatement of these
 * rules) on edge values, requires the bytes to agree, and fails when a
 * callee is compared on no defined result; tests/unit/test_eval.c checks
 * the arithmetic, and the MPFR math model that lli (calling the host libm)
 * cannot, against MPFR and hand-computed values.  A change here needs both.
 */
#ifndef PASSCHECK_SEM_H
#define PASSCHECK_SEM_H

#include "ir.h"

/* ---- options: what the evaluation models (owned by the client) */
typedef enum SemMath {
  SEM_MATH_MPFR,  /* math library calls correctly rounded (MPFR); default */
  SEM_MATH_HOST   /* the host libm (for comparison and the lli cross-check) */
} SemMath;

typedef enum SemApprox {
  SEM_APPROX_EXACT,       /* documented bit-exact model of .approx / MUFU ops; default */
  SEM_APPROX_ADVERSARIAL  /* seeded value anywhere within the PTX error bound */
} SemApprox;

typedef struct SemOpts {
  SemMath math;
  SemApprox approx;
  uint64_t approx_seed;   /* seed of the adversarial model */
} SemOpts;

void sem_opts_default(SemOpts *o);  /* MPFR, exact, seed 0 */

typedef enum SemRound { SEM_RNE, SEM_RZ, SEM_RM, SEM_RP } SemRound;

/* Rounding mode of a callee from its IR_A_RZ/RM/RP attribute bits. */
SemRound sem_round_of(uint32_t attrs);

/* ---- IEEE arithmetic (fp.c); w is the width in bits: 16, 32 or 64.
 * ftz: flush subnormal inputs and outputs to sign-preserving zero.
 * NaN rule (documented in fp.c): a NaN result is the first NaN operand
 * quieted, else the default quiet NaN (0x7e00 / 0x7fc00000 /
 * 0x7ff8000000000000). */
uint64_t sem_fadd(unsigned w, uint64_t a, uint64_t b, SemRound r, bool ftz);
uint64_t sem_fsub(unsigned w, uint64_t a, uint64_t b, SemRound r, bool ftz);
uint64_t sem_fmul(unsigned w, uint64_t a, uint64_t b, SemRound r, bool ftz);
uint64_t sem_fdiv(unsigned w, uint64_t a, uint64_t b, SemRound r, bool ftz);
uint64_t sem_frem(unsigned w, uint64_t a, uint64_t b);            /* C fmod, exact */
uint64_t sem_fma(unsigned w, uint64_t a, uint64_t b, uint64_t c, SemRound r, bool ftz);
uint64_t sem_fsqrt(unsigned w, uint64_t a, SemRound r, bool ftz);
uint64_t sem_fneg(unsigned w, uint64_t a);
uint64_t sem_fabs(unsigned w, uint64_t a);
uint64_t sem_flush(unsigned w, uint64_t a);                        /* subnormal -> signed zero */
bool sem_isnan(unsigned w, uint64_t a);
/* The class of a as llvm.is.fpclass numbers them: 0 sNaN, 1 qNaN, 2 -inf,
 * 3 -normal, 4 -subnormal, 5 -0, 6 +0, 7 +subnormal, 8 +normal, 9 +inf. */
unsigned sem_fpclass(unsigned w, uint64_t a);
/* fcmp predicate (IR_FCMP_*) */
bool sem_fcmp(unsigned pred, unsigned w, uint64_t a, uint64_t b);
/* fptrunc / fpext between widths, with rounding */
uint64_t sem_fconv(unsigned wfrom, unsigned wto, uint64_t a, SemRound r, bool ftz);
/* FP -> int of ibits (1..64): truncation toward zero (LLVM fptosi/fptoui):
 * *poison when out of range or NaN.  With saturate (PTX cvt.*i, ori.f2i,
 * llvm.fpto*i.sat): NaN -> 0, clamps to the range, never poison; r selects
 * the rounding (RNE/RZ/RM/RP). */
uint64_t sem_ftoi(unsigned w, uint64_t a, unsigned ibits, bool is_signed, SemRound r, bool saturate,
                  bool *poison);
/* int (ibits, zero-extended bit pattern) -> FP with rounding */
uint64_t sem_itof(unsigned ibits, uint64_t a, bool is_signed, unsigned w, SemRound r);
/* A double value into w-bit FP bits, and back (exact when representable) */
uint64_t sem_from_double(unsigned w, double d);
double sem_to_double(unsigned w, uint64_t a);
/* f(x[, y]) by the host's double libm (n: powi's exponent); NaN for a
 * function it has no host evaluation of (fabs, floor, ...). */
double sem_host_double(unsigned fn, double x, double y, int32_t n);

/* ---- the evaluation environment of one run (math model, approx model,
 * its seeded generator); owned by the caller */
typedef struct SemEnv {
  SemMath math;
  SemApprox approx;
  uint64_t rng;          /* state of the adversarial model's generator */
  void *mpfr_scratch;    /* reusable MPFR variables (math.c), NULL until first use */
  IrCtx *ctx;
} SemEnv;

void sem_env_init(SemEnv *e, IrCtx *c, const SemOpts *o);  /* o NULL: sem_opts_default */
void sem_env_free(SemEnv *e);

/* ---- math library model (math.c): fn an IR_MF_*, w 16/32/64.
 * MPFR model: the correctly rounded result (round to nearest even, or r)
 * of the mathematical function; host model: the host libm in double or
 * float.  Special cases (NaN, infinities, zeros, domain errors) follow C99
 * Annex F. */
uint64_t sem_math(SemEnv *e, unsigned fn, unsigned w, const uint64_t *args, SemRound r);

/* ---- pure known callees, one lane (intrin_eval.c).
 * args[k] is lane value k (bit pattern of its scalar type, argw[k] bits);
 * retw is the result's scalar width in bits.  out[0] receives the result,
 * out[1] the second member for two-result callees (with.overflow: i1).
 * Returns SEM_OK, SEM_POISON (the result is poison), SEM_UB (*why set), or
 * SEM_NOTPURE for ids this function does not handle (memory, control,
 * thread-index and warp operations: the VM handles those). */
enum { SEM_OK, SEM_POISON, SEM_UB, SEM_NOTPURE };
int sem_intrin(SemEnv *e, IrIntrin id, unsigned nargs, const uint64_t *args, const uint8_t *argw,
               unsigned retw, uint64_t out[2], const char **why);

/* ---- i128 integer callees, one scalar lane (intrin_eval.c): llvm.abs,
 * ctlz, cttz, ctpop, bswap, bitreverse, expect, fshl, fshr, smax, smin,
 * umax, umin, {s,u}{add,sub}.sat, {s,u}{add,sub,mul}.with.overflow of
 * i128.  Every argument takes two words: args[2k] its low 64 bits,
 * args[2k + 1] its high 64 bits (an i1 flag: 0 / 1 in the low word).
 * out[0], out[1]: the result's low and high words; out[2]: the i1 of
 * *.with.overflow.  Returns SEM_OK, SEM_POISON (same poison rules as
 * sem_intrin) or SEM_NOTPURE (*why set) for any other id or shape. */
bool sem_has_intrin128(IrIntrin id);   /* whether sem_intrin128 evaluates id */
int sem_intrin128(IrIntrin id, unsigned nargs, const uint64_t *args, const uint8_t *argw, unsigned retw,
                  uint64_t out[3], const char **why);

/* ---- helpers shared by fp.c, math.c and intrin_eval.c (clients may use
 * them too).  SEM_RNA: round to nearest, ties away from zero (C
 * round()), accepted by sem_frint only. */
enum { SEM_RNA = 4 };
uint64_t sem_frint(unsigned w, uint64_t a, int mode);      /* round to integral value, same format */
uint64_t sem_fnan(unsigned w, unsigned n, const uint64_t *args); /* the NaN rule over n operands */
uint64_t sem_fdefault_nan(unsigned w);
int sem_fcmp3(unsigned w, uint64_t a, uint64_t b);          /* -1 / 0 / 1, 2 = unordered; -0 == +0 */
/* (-1)^sign * mant * 2^exp rounded to width w (exact when representable). */
uint64_t sem_fpack(unsigned w, int sign, int exp, uint64_t mant, SemRound r, bool ftz);
/* Finite nonzero a: its sign, exponent and integer significand; else false. */
bool sem_funpack(unsigned w, uint64_t a, int *sign, int *exp, uint64_t *mant);
/* An approximate operation (IR_A_APPROX callee) under e->approx (math.c). */
uint64_t sem_approx(SemEnv *e, IrIntrin id, unsigned w, const uint64_t *args);
/* sem_approx in two steps, for a caller that evaluates one operation
 * many times (a native run of the same model): sem_approx_range gives
 * SEM_RANGE_FIXED with the result in *res (no draw), SEM_RANGE_DRAW with
 * the interval of ordered keys [*klo, *khi] the adversarial model draws
 * from (then sem_approx's result is sem_approx_pick(e, id, w, *klo,
 * *khi), which advances e->rng as sem_approx does), or SEM_RANGE_OTHER
 * (MUFU.RCP64H, not split: call sem_approx).  Keys: a value's bits with
 * the sign removed, negated for negative values. */
enum { SEM_RANGE_FIXED, SEM_RANGE_DRAW, SEM_RANGE_OTHER };
int sem_approx_range(SemEnv *e, IrIntrin id, unsigned w, const uint64_t *args, uint64_t *res, int64_t *klo,
                     int64_t *khi);
uint64_t sem_approx_pick(SemEnv *e, IrIntrin id, unsigned w, int64_t klo, int64_t khi);

#endif

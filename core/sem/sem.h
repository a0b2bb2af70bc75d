/* core/interp/eval.h -- the interpreter's pure value semantics (private to
 * core/interp): IEEE-754 arithmetic on half/float/double bit patterns with
 * explicit rounding modes and flush-to-zero, FP <-> int conversions, the
 * math library model (MPFR correctly rounded, or host libm), the models of
 * approximate operations (exact / adversarial within the PTX error bound),
 * and the per-lane evaluation of every pure known callee (llvm.*, nvvm.*,
 * ori.*, math library names).
 *
 * Contract: values are bit patterns zero-extended into uint64_t (an FP
 * value of w bits in the low w bits; i128 as two words where noted).  No
 * function here reads the host FPU's rounding mode or libm except the
 * INTERP_MATH_HOST model; results are identical on every x86-64 host.
 */
#ifndef PASSCHECK_INTERP_EVAL_H
#define PASSCHECK_INTERP_EVAL_H

#include "interp/interp.h"

typedef enum EvRound { EV_RNE, EV_RZ, EV_RM, EV_RP } EvRound;

/* Rounding mode of a callee from its IR_A_RZ/RM/RP attribute bits. */
EvRound ev_round_of(uint32_t attrs);

/* ---- IEEE arithmetic (fp.c); w is the width in bits: 16, 32 or 64.
 * ftz: flush subnormal inputs and outputs to sign-preserving zero.
 * NaN rule (documented in fp.c): a NaN result is the first NaN operand
 * quieted, else the default quiet NaN (0x7e00 / 0x7fc00000 /
 * 0x7ff8000000000000). */
uint64_t ev_fadd(unsigned w, uint64_t a, uint64_t b, EvRound r, bool ftz);
uint64_t ev_fsub(unsigned w, uint64_t a, uint64_t b, EvRound r, bool ftz);
uint64_t ev_fmul(unsigned w, uint64_t a, uint64_t b, EvRound r, bool ftz);
uint64_t ev_fdiv(unsigned w, uint64_t a, uint64_t b, EvRound r, bool ftz);
uint64_t ev_frem(unsigned w, uint64_t a, uint64_t b);            /* C fmod, exact */
uint64_t ev_fma(unsigned w, uint64_t a, uint64_t b, uint64_t c, EvRound r, bool ftz);
uint64_t ev_fsqrt(unsigned w, uint64_t a, EvRound r, bool ftz);
uint64_t ev_fneg(unsigned w, uint64_t a);
uint64_t ev_fabs(unsigned w, uint64_t a);
uint64_t ev_flush(unsigned w, uint64_t a);                        /* subnormal -> signed zero */
bool ev_isnan(unsigned w, uint64_t a);
/* fcmp predicate (IR_FCMP_*) */
bool ev_fcmp(unsigned pred, unsigned w, uint64_t a, uint64_t b);
/* fptrunc / fpext between widths, with rounding */
uint64_t ev_fconv(unsigned wfrom, unsigned wto, uint64_t a, EvRound r, bool ftz);
/* FP -> int of ibits (1..64): truncation toward zero (LLVM fptosi/fptoui):
 * *poison when out of range or NaN.  With saturate (PTX cvt.*i, ori.f2i,
 * llvm.fpto*i.sat): NaN -> 0, clamps to the range, never poison; r selects
 * the rounding (RNE/RZ/RM/RP). */
uint64_t ev_ftoi(unsigned w, uint64_t a, unsigned ibits, bool is_signed, EvRound r, bool saturate,
                 bool *poison);
/* int (ibits, zero-extended bit pattern) -> FP with rounding */
uint64_t ev_itof(unsigned ibits, uint64_t a, bool is_signed, unsigned w, EvRound r);
/* A double value into w-bit FP bits, and back (exact when representable) */
uint64_t ev_from_double(unsigned w, double d);
double ev_to_double(unsigned w, uint64_t a);

/* ---- the evaluation environment of one run (math model, approx model,
 * its seeded generator); owned by the caller */
typedef struct EvEnv {
  InterpMath math;
  InterpApprox approx;
  uint64_t rng;          /* state of the adversarial model's generator */
  void *mpfr_scratch;    /* reusable MPFR variables (math.c), NULL until first use */
  IrCtx *ctx;
} EvEnv;

void ev_env_init(EvEnv *e, IrCtx *c, const InterpOpts *o);
void ev_env_free(EvEnv *e);

/* ---- math library model (math.c): fn an IR_MF_*, w 16/32/64.
 * MPFR model: the correctly rounded result (round to nearest even, or r)
 * of the mathematical function; host model: the host libm in double or
 * float.  Special cases (NaN, infinities, zeros, domain errors) follow C99
 * Annex F. */
uint64_t ev_math(EvEnv *e, unsigned fn, unsigned w, const uint64_t *args, EvRound r);

/* ---- pure known callees, one lane (intrin_eval.c).
 * args[k] is lane value k (bit pattern of its scalar type, argw[k] bits);
 * retw is the result's scalar width in bits.  out[0] receives the result,
 * out[1] the second member for two-result callees (with.overflow: i1).
 * Returns EV_OK, EV_POISON (the result is poison), EV_UB (*why set), or
 * EV_NOTPURE for ids this function does not handle (memory, control,
 * thread-index and warp operations: the VM handles those). */
enum { EV_OK, EV_POISON, EV_UB, EV_NOTPURE };
int ev_intrin(EvEnv *e, IrIntrin id, unsigned nargs, const uint64_t *args, const uint8_t *argw,
              unsigned retw, uint64_t out[2], const char **why);

/* ---- i128 integer callees, one scalar lane (intrin_eval.c): llvm.abs,
 * ctlz, cttz, ctpop, bswap, bitreverse, expect, fshl, fshr, smax, smin,
 * umax, umin, {s,u}{add,sub}.sat, {s,u}{add,sub,mul}.with.overflow of
 * i128.  Every argument takes two words: args[2k] its low 64 bits,
 * args[2k + 1] its high 64 bits (an i1 flag: 0 / 1 in the low word).
 * out[0], out[1]: the result's low and high words; out[2]: the i1 of
 * *.with.overflow.  Returns EV_OK, EV_POISON (same poison rules as
 * ev_intrin) or EV_NOTPURE (*why set) for any other id or shape. */
bool ev_has_intrin128(IrIntrin id);   /* whether ev_intrin128 evaluates id */
int ev_intrin128(IrIntrin id, unsigned nargs, const uint64_t *args, const uint8_t *argw, unsigned retw,
                 uint64_t out[3], const char **why);

/* ---- helpers shared by fp.c, math.c and intrin_eval.c (additive; the VM
 * may use them too).  EV_RNA: round to nearest, ties away from zero (C
 * round()), accepted by ev_frint only. */
enum { EV_RNA = 4 };
uint64_t ev_frint(unsigned w, uint64_t a, int mode);      /* round to integral value, same format */
uint64_t ev_fnan(unsigned w, unsigned n, const uint64_t *args); /* the NaN rule over n operands */
uint64_t ev_fdefault_nan(unsigned w);
int ev_fcmp3(unsigned w, uint64_t a, uint64_t b);          /* -1 / 0 / 1, 2 = unordered; -0 == +0 */
/* (-1)^sign * mant * 2^exp rounded to width w (exact when representable). */
uint64_t ev_fpack(unsigned w, int sign, int exp, uint64_t mant, EvRound r, bool ftz);
/* Finite nonzero a: its sign, exponent and integer significand; else false. */
bool ev_funpack(unsigned w, uint64_t a, int *sign, int *exp, uint64_t *mant);
/* An approximate operation (IR_A_APPROX callee) under e->approx (math.c). */
uint64_t ev_approx(EvEnv *e, IrIntrin id, unsigned w, const uint64_t *args);

#endif

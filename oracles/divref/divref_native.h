/* oracles/divref/divref_native.h -- the lowered FP division kernel run
 * natively: the module divref_ir_fdiv_kernel builds and lowers (printed by
 * the project's printer) is rewritten into LLVM IR for this x86-64 host
 * (MUFU reciprocals call back into the interpreter's own models of
 * core/sem, the nvvm FMA and multiply become llvm.fma / fmul with the
 * reference semantics' NaN rule, flushing of a "preserve-sign" function
 * made explicit), compiled with clang-16 into a shared object, loaded,
 * cross-checked against the interpreter, and swept over every float
 * divisor against a set of dividends (`divcheck --all-divisors --native`).
 *
 * Contract: no global state (a loaded kernel and its runtimes are objects
 * of the caller); the temporary directory of a build is removed before
 * divref_native_build returns.  Errors (clang-16 missing or failing, a
 * construct the rewriting does not know, out of memory) come back as
 * statuses with a message in the IrCtx; a difference or counterexample is
 * a result, not an error.
 */
#ifndef PASSCHECK_DIVREF_NATIVE_H
#define PASSCHECK_DIVREF_NATIVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "divref_ir.h"

/* The host LLVM IR of a lowered float kernel (a malloc'd string, NULL with
 * an error in c): define void @divref(ptr %xs, ptr %ys, ptr %out, i32 %n,
 * ptr %pcn.env), the env a DivrefNativeRt.  Float only (width 32). */
char *divref_native_text(IrCtx *c, const IrModule *m);

typedef struct DivrefNative DivrefNative;

/* Rewrites m, compiles it with clang (NULL: "clang-16") -O2 into a shared
 * object and loads it; *out the loaded kernel (divref_native_free). */
IrStatus divref_native_build(IrCtx *c, const IrModule *m, const char *clang, DivrefNative **out);
void divref_native_free(DivrefNative *n);

/* The MUFU models of one run of the native kernel: the interpreter's (an
 * InterpApprox and seed), restarted at every batch of DivrefIrOpts.batch
 * lanes as the interpreter restarts its generator at every run. */
typedef struct DivrefNativeRt DivrefNativeRt;
DivrefNativeRt *divref_native_rt_new(IrCtx *c, InterpApprox model, uint64_t aseed);
void divref_native_rt_free(DivrefNativeRt *rt);
/* ori.mufu.rcp.f32 of the bits b as the native kernel evaluates it (the
 * model's next value: advances the generator).  For tests. */
uint32_t divref_native_rcp(DivrefNativeRt *rt, uint32_t b);
/* Restarts the generator (the start of an interpreter run). */
void divref_native_rt_restart(DivrefNativeRt *rt);

/* out[i] = the kernel on (xs[i], ys[i]), i < n, in runs of batch lanes
 * (0: 4096), the generator restarted before each. */
void divref_native_run(DivrefNative *k, DivrefNativeRt *rt, const uint32_t *xs, const uint32_t *ys, uint32_t *out,
                       size_t n, uint32_t batch);

/* The reference: RN(a / b) in binary32, computed as
 * (float)((double)a / (double)b), ftz as divref_fdiv_mpfr (subnormal
 * operands and results flushed), a NaN result the default NaN. */
uint32_t divref_native_ref32(uint32_t a, uint32_t b, bool ftz);

/* ---- cross-check: native kernel vs interpreter and native reference vs
 * MPFR on a sample (the edge products, the hard classes of divref_fp.h,
 * random divisors against the dividends xs[0..nx)), every model of o
 * (exact_model, adv_seeds).  The kernel k should be built from m. */
typedef struct DivrefNativeCheck {
  uint64_t pairs;            /* pairs compared per model */
  uint64_t runs;             /* models compared */
  bool differs;              /* the first difference is below */
  bool ref_differs;          /* the native reference differs from MPFR */
  uint32_t x, y, native, interp;
  bool interp_poison;
  InterpApprox model;
  uint64_t aseed;
  double seconds;
  double interp_seconds, native_seconds;   /* of the kernel runs alone */
} DivrefNativeCheck;

IrStatus divref_native_crosscheck(IrCtx *c, DivrefNative *k, const IrModule *m, const uint64_t *xs, size_t nx,
                                  uint32_t sample, const DivrefIrOpts *o, DivrefNativeCheck *r);

/* ---- the sweep: divisor indices [k0, k1) of 2^32, index k the bits
 * sign = k >> 31, mantissa = ~(k >> 8) & 0x7fffff, exponent = k & 0xff
 * (every exponent of a mantissa in a row: a contiguous range has every
 * exponent in equal share; mantissas from all-ones down, so the divisors
 * whose reciprocal lies next to a midpoint come first), against every dividend of xs[0..nx) (and,
 * with midpoints, divref_native_midpoints of the divisor), every
 * model of o, lanes compared with divref_native_ref32 (NaN == NaN). */
uint32_t divref_native_divisor(uint64_t k);

/* The dividends whose quotient by b lies next to a midpoint of the
 * binary32 grid (the construction of divref_fp.c on b's mantissa: for
 * B the odd part of b's significand, k its bits, t in {-3, -1, 1, 3}, X =
 * -t B^-1 mod 2^25 and A = (X B + t) / 2^25 when A has k bits: A/B =
 * X/2^25 + t/(B 2^25), X odd, a midpoint of [1/2, 1)); a = A 2^(24-k) in
 * [1, 2).  At most 4 written to out; returns how many (none for b a power
 * of two, zero, infinite or NaN). */
size_t divref_native_midpoints(uint32_t b, uint32_t *out);

typedef struct DivrefNativeStats {
  uint64_t pairs[2];         /* lanes compared, per model (index: InterpApprox) */
  uint64_t midpoint_pairs;   /* of them per model: divref_native_midpoints dividends */
  double seconds;
  bool found;
  DivrefIrCex cex;
} DivrefNativeStats;

IrStatus divref_native_sweep(IrCtx *c, DivrefNative *k, const uint64_t *xs, size_t nx, bool midpoints, uint64_t k0,
                             uint64_t k1, const DivrefIrOpts *o, DivrefNativeStats *st);

#endif

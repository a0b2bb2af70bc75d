/* oracles/divref/divref_ir.h -- exactness of lowered integer division at
 * the IR level (issue 7; seed 000 "Integer Division Lowering", "Division
 * by Constant"): builds a kernel computing x OP y (udiv/sdiv/urem/srem at
 * i32 or i64; y a parameter, or one of a batch of constants), runs a
 * lowering on it (a pipeline, by default the pass divref_pass names, or a
 * caller's function), compiles the result once per MUFU model and runs it on edge,
 * structured and random (x, y) pairs, many per run, comparing every lane
 * with exact C division.  Pairs that are UB in the source (y == 0,
 * INT_MIN / -1) are never generated.
 *
 * Contract: no global state (everything in the caller's IrCtx and the
 * stats); deterministic for (options, seed); safe in several processes.
 * Functions return IR_OK when the check ran -- a counterexample is a
 * result (st->found), not an error -- and an error status with the message
 * in the IrCtx when it could not (the pipeline failed, the verifier
 * rejected the lowered module, the interpreter refused it).
 */
#ifndef PASSCHECK_DIVREF_IR_H
#define PASSCHECK_DIVREF_IR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ir.h"
#include "interp/interp.h"

/* DIVREF_IR_FDIV: `fdiv float` (width 32) or `fdiv double` (width 64),
 * template kernel only, lowered with knob lower-fdiv-rn on, compared with
 * the correctly rounded quotient computed by MPFR (divref_fp.h); any NaN
 * matches any NaN.  DivrefIrOpts.fdiv_ftz: the kernel's float denormal
 * mode is preserve-sign (the div.rn.ftz.f32 variant). */
typedef enum DivrefIrOp { DIVREF_IR_UDIV, DIVREF_IR_SDIV, DIVREF_IR_UREM, DIVREF_IR_SREM, DIVREF_IR_FDIV } DivrefIrOp;

const char *divref_ir_op_name(DivrefIrOp op);       /* "udiv", ... */
static inline bool divref_ir_signed(DivrefIrOp op) { return op == DIVREF_IR_SDIV || op == DIVREF_IR_SREM; }

/* A lowering under test other than a pipeline string: rewrites m in place
 * (the kernel is the module's only function); IR_OK or an error with a
 * message in c.  Tests use it for a deliberately broken template. */
typedef IrStatus (*DivrefIrLowerFn)(void *ud, IrCtx *c, IrModule *m);

typedef struct DivrefIrOpts {
  const char *pipeline;      /* NULL: divref_pass (lower-div); any registered pass names (a mutant too) */
  DivrefIrLowerFn lower;     /* when set: used instead of the pipeline */
  void *lower_ud;
  uint64_t seed;             /* random pairs and adversarial seeds derive from it */
  uint32_t random_pairs;     /* random pairs per check on top of the edge and structured ones */
  uint32_t adv_seeds;        /* adversarial runs over the same pairs (each its own model seed); 0: none */
  bool exact_model;          /* also run under the exact (default) model */
  uint32_t batch;            /* pairs per interpreter run (the kernel's loop count) */
  uint32_t const_batch;      /* constant divisors per kernel in divref_ir_sweep */
  bool stop_at_first;        /* stop at the first counterexample (default) */
  bool fdiv_ftz;             /* fdiv: "denormal-fp-math-f32"="preserve-sign" kernel, flushing reference */
} DivrefIrOpts;

/* seed 1, 2048 random pairs, 4 adversarial seeds, exact model on, batch
 * 4096, 32 constants per kernel, stop at the first counterexample. */
void divref_ir_opts_default(DivrefIrOpts *o);

/* The first counterexample: the lowered code's lane differs from exact
 * division, or the run was not ok (UB, trap, timeout: note says which;
 * got is then 0), or the lane is poison. */
typedef struct DivrefIrCex {
  DivrefIrOp op;
  unsigned width;            /* 32 or 64 */
  bool const_divisor;        /* y was a constant of the kernel */
  uint64_t x, y;             /* N-bit patterns (signed ops: two's complement) */
  uint64_t expected, got;
  InterpApprox model;
  uint64_t approx_seed;      /* the adversarial model's seed */
  char note[160];            /* "" for a wrong value; else "poison" or the run status and reason */
} DivrefIrCex;

typedef struct DivrefIrStats {
  uint64_t pairs[2];         /* lanes compared, per model (index: InterpApprox) */
  uint64_t kernels;          /* modules built and lowered */
  uint64_t compiles, runs;   /* interpreter compiles and runs */
  uint64_t unlowered;        /* integer divisions left in the lowered kernels */
  uint64_t lowered_insts;    /* instructions of the lowered kernels (after the pipeline) */
  double seconds;            /* wall time spent in the checks */
  uint64_t fp_class[8];      /* fdiv: pairs generated per DivrefFpClass (divref_fp.h) */
  bool found;
  DivrefIrCex cex;
} DivrefIrStats;

/* x OP y at width w (32 or 64) with y a parameter of the kernel: the
 * Newton-Raphson templates.  Pairs: a cartesian product of edge values
 * (0, 1, 2, 3, ..., powers of two and neighbours, both signs, INT_MIN,
 * INT_MAX, UINT_MAX), multiples of each edge divisor and their neighbours
 * (largest quotients), then o->random_pairs random ones of random bit
 * lengths.  Adds to *st (counts accumulate over calls; the first
 * counterexample is kept). */
IrStatus divref_ir_check_var(IrCtx *c, DivrefIrOp op, unsigned w, const DivrefIrOpts *o, DivrefIrStats *st);

/* x OP d for every divisor of divs[0..n) (N-bit patterns; 0 is skipped),
 * const_batch divisors per kernel (signed d = -1 in a kernel of its own,
 * so that INT_MIN stays among the dividends of the others).  Dividends:
 * the edge values, q*d + {-1, 0, 1} for small, random and the largest
 * quotients q of each divisor, and o->random_pairs / n random ones (at
 * least 16 per kernel). */
IrStatus divref_ir_sweep(IrCtx *c, DivrefIrOp op, unsigned w, const uint64_t *divs, size_t n,
                         const DivrefIrOpts *o, DivrefIrStats *st);

/* x OP y for x in xs[0..n) and one divisor y (an N-bit pattern; 0 gives
 * no pairs), y a constant of the kernel (const_divisor) or a parameter,
 * plus q*y + {-1, 0, 1} for the quotients that matter for y; pairs that
 * are UB in the source are skipped.  The fuzz targets' entry: the bytes
 * choose everything. */
IrStatus divref_ir_check_pairs(IrCtx *c, DivrefIrOp op, unsigned w, bool const_divisor, uint64_t y,
                               const uint64_t *xs, size_t n, const DivrefIrOpts *o, DivrefIrStats *st);

/* fdiv float (width 32, y a parameter): the count divisor bit patterns
 * y0, y0 + stride, ... (mod 2^32) against each dividend of xs[0..n),
 * streamed in chunks (the all-divisors sweep of make check-long). */
IrStatus divref_ir_fdiv_sweep(IrCtx *c, const uint64_t *xs, size_t n, uint64_t y0, uint64_t stride, uint64_t count,
                              const DivrefIrOpts *o, DivrefIrStats *st);

/* The model seed of the k-th adversarial run of every check (from o->seed). */
uint64_t divref_ir_adv_seed(const DivrefIrOpts *o, uint32_t k);

/* The fdiv kernel of width w that divref_ir_check_var builds and lowers
 * (o->pipeline or o->lower, o->fdiv_ftz): define void @divref(ptr %xs,
 * ptr %ys, ptr %out, i32 %n), out[i] = xs[i] / ys[i] for i < n (n >= 1);
 * *out the verified module (caller frees).  The native sweep compiles it. */
IrStatus divref_ir_fdiv_kernel(IrCtx *c, unsigned w, const DivrefIrOpts *o, IrModule **out);

/* Runs that kernel m in the interpreter on the pairs (xs[i], ys[i]), i < n,
 * in runs of o->batch lanes (the adversarial model's generator restarts
 * with every run), under model and aseed: out[i] the lane's bits,
 * poison[i] whether it is poison or its run was not ok. */
IrStatus divref_ir_fdiv_interp(IrCtx *c, const IrModule *m, unsigned w, InterpApprox model, uint64_t aseed,
                               const uint64_t *xs, const uint64_t *ys, size_t n, const DivrefIrOpts *o,
                               uint64_t *out, bool *poison);

/* The edge divisors of width w: 1..64, powers of two and neighbours, 2^k - 1,
 * UINT_MAX and neighbours, INT_MAX, INT_MIN (and, signed, every one negated);
 * at most cap written; returns how many there are. */
size_t divref_ir_edge_divisors(unsigned w, bool is_signed, uint64_t *out, size_t cap);

/* "sdiv i32 x = 0x80000000, y = 0x7 (const): expected 0xedb6db6e, got
 * 0xedb6db6d [adversarial, seed 3]" (plus the note). */
void divref_ir_cex_str(const DivrefIrCex *cx, char *buf, size_t n);

#endif

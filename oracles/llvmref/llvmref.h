/* oracles/llvmref/llvmref.h -- the LLVM cross-check of the reference
 * interpreter: for a module, a function and input vectors, builds an LLVM
 * IR program that lli-16 runs on this x86-64 host and that computes the
 * same observable bytes (the module with address spaces flattened, a
 * generated prelude defining every llvm.nvvm.* / ori.* / OpenCL / math
 * callee with the interpreter's documented semantics, and a driver that
 * owns the buffers and runs the grid), runs it, and compares its bytes
 * with the interpreter's result (math on the host model, approximate
 * operations on the exact model) under refinement.
 *
 * Contract: no global state; temporary files live in a fresh directory
 * that is removed unless LlvmrefOpts.keep_dir is set.  Inputs on which the
 * interpreter reports UB, a trap, a timeout or an unsupported construct
 * are skipped (not run under lli).  Library errors (bad input vector, out
 * of memory, lli-16 cannot be started) come back as statuses; lli failing
 * on a generated program is a verdict, not an error.
 */
#ifndef PASSCHECK_LLVMREF_H
#define PASSCHECK_LLVMREF_H

#include "interp/interp.h"

typedef enum LlvmrefVerdict {
  LLVMREF_AGREE,       /* lli's bytes equal the interpreter's (its poison bytes: don't care) */
  LLVMREF_DISAGREE,    /* a defined byte differs: see the report's first difference */
  LLVMREF_SKIPPED,     /* not cross-checked: reason says why */
  LLVMREF_LLI_FAILED   /* lli-16 rejected or crashed on the program: reason has its stderr */
} LlvmrefVerdict;

const char *llvmref_verdict_name(LlvmrefVerdict v); /* "agree", "disagree", "skipped", "lli-failed" */

typedef struct LlvmrefOpts {
  const char *lli;        /* the lli binary; NULL: "lli-16" */
  uint32_t timeout_ms;    /* per lli process; 0: 120000 */
  const char *keep_dir;   /* when set, the generated program (and lli's output) is written
                             there as <prefix>.ll / .out / .err and kept */
  const char *keep_prefix;/* file name prefix in keep_dir; NULL: "llvmref" */
} LlvmrefOpts;

void llvmref_opts_default(LlvmrefOpts *o);

typedef struct LlvmrefReport {
  LlvmrefVerdict verdict;
  InterpStatus interp_status;  /* the interpreter's status on the input */
  char reason[512];            /* skipped: why; lli-failed: stderr excerpt; disagree: summary */
  /* disagree: the first differing byte */
  int32_t buf;                 /* index into the interpreter's result bufs, -1: return value */
  uint8_t buf_kind;            /* INTERP_OBJ_PARAM / INTERP_OBJ_GLOBAL */
  uint32_t buf_index;          /* parameter or global index */
  uint32_t offset;
  uint8_t interp_byte, lli_byte;
  uint32_t ndiff;              /* differing bytes in all */
  uint64_t steps;              /* instructions the interpreter executed */
} LlvmrefReport;

/* Cross-checks function fidx of m on one input.  o gives the grid and the
 * step budget; the math model is forced to host and the approximate
 * operations to the exact model (lli calls the host libm).  lo may be
 * NULL (defaults).  IR_OK with the verdict in *rep, or an error status
 * with a message in the context. */
IrStatus llvmref_check(IrCtx *c, const IrModule *m, uint32_t fidx, const InterpInput *in,
                       const InterpOpts *o, const LlvmrefOpts *lo, LlvmrefReport *rep);

/* The same for n inputs in one lli process (rep[0..n)). */
IrStatus llvmref_check_many(IrCtx *c, const IrModule *m, uint32_t fidx, uint32_t n,
                            const InterpInput *ins, const InterpOpts *o, const LlvmrefOpts *lo,
                            LlvmrefReport *rep);

/* Whether function fidx of m can be cross-checked at all: false with the
 * reason (e.g. "llvm.nvvm.isspacep.shared is not cross-checkable") when a
 * callee it may reach has no faithful LLVM definition. */
bool llvmref_supported(const IrModule *m, uint32_t fidx, char *why, size_t whyn);

/* Whether a known callee can be cross-checked (the prelude defines it, or
 * lli runs the LLVM intrinsic with the interpreter's semantics). */
bool llvmref_callee_supported(IrIntrin id);

/* The generated lli program for n inputs (whose interpreter results are
 * res[0..n), used to pick the observable globals) as a malloc'd string.
 * NULL with a reason in why when the module cannot be translated. */
char *llvmref_program(const IrModule *m, uint32_t fidx, uint32_t n, const InterpInput *ins,
                      const InterpResult *res, const InterpOpts *o, char *why, size_t whyn);

#endif

/* oracles/equiv/equiv.h -- is a transformation correct?  Checks that a
 * target function refines a source function (alive-tv's question, answered
 * by running both on the reference interpreter): same input vectors, and
 * for every input on which the source is defined, the target must be
 * defined too and produce the same return value and the same observable
 * memory, where poison in the source is don't-care.
 *
 * Inputs: when every parameter is an integer, a half or a vector of
 * byte-sized integers and their widths add up to at most
 * EquivOpts.exhaustive_bits, every combination of values (and poison for
 * each argument) is tried: the verdict is then a proof for this
 * interpreter's semantics.  Otherwise a sample: seeded edge-biased vectors
 * generated from the source and from the target (so the constants of both
 * functions appear), plus uniformly random ones.
 *
 * undef: each use of undef that runs at most once gets every value of its
 * type in turn when the bits are few (EquivOpts.undef_bits): on an input,
 * every choice of the target must refine some choice of the source.  Other
 * uses run as poison, which never gives a verdict the full model would not.
 *
 * Observable memory: the buffers of pointer parameters and the globals
 * visible outside the module (not internal or private: a transformation
 * may change those freely), matched by name across two modules.
 *
 * Contract: no global state; never exits.  Constructs the interpreter
 * cannot run give the verdict EQUIV_UNSUPPORTED, never a wrong verdict;
 * errors (out of memory, a pair that is not two definitions) come back as
 * statuses with a message in the IrCtx.
 */
#ifndef PASSCHECK_EQUIV_H
#define PASSCHECK_EQUIV_H

#include <stdio.h>

#include "ir.h"
#include "interp/interp.h"

typedef enum EquivVerdict { EQUIV_CORRECT, EQUIV_INCORRECT, EQUIV_UNSUPPORTED } EquivVerdict;

/* Why a pair is incorrect. */
typedef enum EquivKind {
  EQUIV_NONE,
  EQUIV_VALUE,      /* "value mismatch": the return value differs */
  EQUIV_POISON,     /* "target more poisonous": target poison where the source was defined */
  EQUIV_UB,         /* "target has UB": UB or a trap where the source was defined */
  EQUIV_MEMORY,     /* "memory mismatch": an observable byte differs or is more poisonous */
  EQUIV_TIMEOUT,    /* "target does not terminate": the target exhausts a larger budget */
  EQUIV_BEHAVIOUR,  /* "behaviour mismatch": the source traps and the target does not */
  EQUIV_CALLS,      /* "call mismatch": the calls of functions without a body differ (callee,
                       order, count, or an argument the source defined) */
  EQUIV_REASSOC     /* "reassociation outside its error bound": a value from a reassoc
                       chain the same terms in no order give (oracles/diff/reassoc.h);
                       EquivResult.why says how */
} EquivKind;

const char *equiv_kind_name(EquivKind k);

typedef struct EquivOpts {
  InterpOpts interp;          /* kernels run on interp.grid; other functions on one thread
                                 unless grid_given */
  bool grid_given;
  InterpGenOpts gen;
  uint32_t nedge;             /* edge-biased vectors generated from each side (default 16) */
  uint32_t nrandom;           /* uniformly random vectors (default 64; --inputs) */
  uint64_t seed;              /* of every generated vector (default 1) */
  uint32_t exhaustive_bits;   /* exhaustive when the inputs have at most this many bits
                                 (default 16, at most 24; 0: never) */
  uint32_t tgt_budget_factor; /* the target's step budget is this many times the source's (4) */
  uint32_t undef_bits;        /* undef: every choice of the undef uses that run at most
                                 once is tried when they have at most this many bits on a
                                 side (default 12, at most 16; 0: undef is poison; equiv.c
                                 "Undef choices") */
} EquivOpts;

void equiv_opts_default(EquivOpts *o);

typedef struct EquivResult {
  EquivVerdict verdict;
  EquivKind kind;             /* incorrect: why */
  bool exhaustive;            /* every input combination was tried */
  uint64_t ninputs;           /* input vectors run */
  uint64_t ndefined;          /* those on which the source was defined */
  uint64_t nreassoc;          /* differing FP values explained as reassociation (reassoc.h) */
  uint64_t nundef;            /* runs with a choice of undef values (equiv.c "Undef choices") */
  bool undef_cut;             /* ... stopped at the bound: some inputs judged without them */
  char why[512];              /* unsupported: the construct or reason; EQUIV_REASSOC: the terms and bound */
  /* incorrect: the input and both behaviours, one line each */
  char input[1024];           /* "%a = i8 -128, %b = i8 poison" */
  char src[768], tgt[768];    /* "returns i32 5", "ub: division by zero at %r = sdiv ..." */
  char where[256];            /* memory: "parameter 0 %p byte 4" / "@g byte 0" */
  char *input_text;           /* incorrect: the input as a .input file for the target (malloc) */
} EquivResult;

void equiv_result_free(EquivResult *r);

/* Checks that function ft of mt refines function fs of ms (ms and mt may
 * be the same module).  IR_OK with the verdict in r (free it with
 * equiv_result_free), or an error status. */
IrStatus equiv_check(IrCtx *c, const IrModule *ms, uint32_t fs, const IrModule *mt, uint32_t ft,
                     const EquivOpts *o, EquivResult *r);

/* Prints the verdict line ("correct (...)", "incorrect: <kind>" and the
 * indented input / source / target lines, "unsupported: <why>"), each
 * line prefixed by "name: " on the first. */
void equiv_print(FILE *out, const char *name, const EquivResult *r);

#endif

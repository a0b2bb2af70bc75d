/* generators/gen.h -- the csmith-style program generator: valid,
 * verifier-clean, UB-free, terminating kernels from a 64-bit seed.
 *
 * Contract: the same (seed, size, feature masks) always gives the same
 * module, byte for byte when printed.  Swarm testing: features not forced
 * on or off by the options are switched on or off at random per program.
 * UB is avoided by construction (guarded divisions, masked shift amounts,
 * indices masked into the buffers' known sizes); a program run with an
 * input from interp_input_gen(.., &GenProgram.inputs, ..) on
 * GenProgram.grid is expected to be UB-free and to finish within the
 * default step budget.  The kernel is @kernel (listed in !nvvm.annotations);
 * its pointer parameters carry dereferenceable(N * element size), N >=
 * GenProgram.inputs.min_elems (input buffers: N = min_elems; output
 * buffers: 16 slots per thread, maybe more), so inputs generated without
 * GenProgram.inputs (`passcheck run FILE --grid BxT`) fit it too; only the
 * grid must match.  Kernels with float code sometimes carry a flushing
 * "denormal-fp-math" attribute (the fp family).
 * gen_program fails with IR_EINTERNAL only on a generator bug (the text it
 * wrote did not parse; the message names the seed).
 */
#ifndef PASSCHECK_GEN_H
#define PASSCHECK_GEN_H

#include "ir.h"
#include "interp/interp.h"

/* Feature families (swarm testing); "name" is what --features takes. */
#define GEN_FEATURES(X)                                         \
  X(INTW, "int-widths")     /* i8/i16/i64 besides i32 */      \
  X(FP, "fp")               /* float / double arithmetic */   \
  X(HALF, "half")           /* half */                        \
  X(VEC, "vectors")         /* vector values and loads */     \
  X(LOOP, "loops")          /* counted loops */               \
  X(NEST, "nesting")        /* loops inside loops */          \
  X(SHARED, "shared")       /* shared memory + barriers */    \
  X(MATH, "math")           /* math calls, often constant */  \
  X(DIV, "div")             /* division by vars and consts */ \
  X(PHI, "phi")             /* diamonds, phi-heavy flow */    \
  X(ORI, "ori")             /* ori.* machine operations */    \
  X(ADDRSP, "addrspace")    /* as1/as3/as5 pointers, casts */ \
  X(GEP, "gep")             /* GEP chains */                  \
  X(FMF, "fast-math")       /* fast-math flags */             \
  X(FLAGS, "int-flags")     /* nsw/nuw/exact where valid */

typedef enum GenFeature {
#define X(id, name) GEN_F_##id,
  GEN_FEATURES(X)
#undef X
  GEN_F__COUNT
} GenFeature;

/* Pass shapes the generator produces on purpose (counted per program). */
#define GEN_SHAPES(X)                                                   \
  X(AFFINE_LOOP, "affine-loop")     /* counted loop, affine indices, >= 2 arrays (lsr/basr) */ \
  X(ADJ_MEM, "adjacent-mem")        /* adjacent loads/stores (slp) */   \
  X(REDUCTION, "reduction")         /* reduction chain (slp) */         \
  X(CONST_MATH, "const-math")       /* math call with constant args (constfold) */ \
  X(DIV_VAR, "div-var")             /* division by a variable (lower-div) */ \
  X(DIV_CONST, "div-const")         /* division by a constant (lower-div) */ \
  X(IMAD_CHAIN, "imad-chain")       /* mul-add / shift chains (ori-sr, peephole) */ \
  X(BASE_OFF, "base-offsets")       /* accesses at base + tid*stride + c, c of both signs (basr) */ \
  X(FTZ_LOAD, "ftz-load")           /* .ftz call or flushing op on loaded floats, stored (ftz) */ \
  X(GUARD_DIV, "guarded-div")       /* division in the block guarded by divisor != 0 (speculation) */ \
  X(NEGATE, "negation")             /* 0 - e or a - e (constfold's negator) */ \
  X(FDIV_HARD, "fdiv-hard")         /* FP quotient next to a midpoint (lower-div div.rn, gen_fdiv.c) */

typedef enum GenShape {
#define X(id, name) GEN_S_##id,
  GEN_SHAPES(X)
#undef X
  GEN_S__COUNT
} GenShape;

typedef struct GenOpts {
  uint64_t seed;
  uint32_t size;        /* about this many instructions; 0: default (100) */
  uint64_t force_on;    /* bit GEN_F_x: feature always on */
  uint64_t force_off;   /* bit GEN_F_x: feature always off */
  /* Decision tape (structure-aware fuzzing, fuzzers/lib/ft_gen.c): when
   * non-NULL, the generator's random decisions are read from these bytes
   * (one byte for a choice among at most 256, two up to 65536, eight for
   * a raw 64-bit value) until they run out, then from the seeded stream.
   * Every tape gives a valid UB-free program, as every seed does: the
   * decisions only choose among what the generator may write. */
  const uint8_t *tape;
  size_t tape_len;
  /* The LLVM the program is written for: 0 or 16 (the default) uses LLVM
   * 16 syntax only; 19 adds the flags of LLVM 19 where their facts hold
   * (zext/uitofp nneg of values known non-negative, or disjoint of
   * operands with disjoint known bits, trunc nuw nsw of values that fit);
   * 22 also icmp samesign of operands known non-negative, and the module
   * prints as LLVM 22 text.  Flags come from facts, not draws: a seed
   * makes the same choices in every dialect. */
  unsigned dialect;
} GenOpts;

typedef struct GenProgram {
  IrModule *m;          /* owned by the caller: ir_module_free */
  uint32_t fidx;        /* the kernel */
  uint64_t features;    /* bit GEN_F_x: what this program used */
  uint32_t shapes[GEN_S__COUNT];  /* how often each shape was emitted */
  InterpGenOpts inputs; /* how to generate inputs that fit the kernel */
  InterpGrid grid;      /* the grid it was written for */
} GenProgram;

void gen_opts_default(GenOpts *o);
/* Generates one program; IR_ENOMEM is the only expected failure.  size 0
 * means the default; force_on wins over force_off for a bit in both; a
 * family forced on is used at least once where it has a statement of its
 * own (loops, nesting, vectors, math, div, phi, ori) or a type (int-widths,
 * fp, half). */
IrStatus gen_program(IrCtx *c, const GenOpts *o, GenProgram *out);
/* Parses "+loops,-vectors,math" (no sign: on; "all" names every family;
 * later words win) into force masks, which it updates; IR_EUSER naming the
 * unknown feature (or an empty word) otherwise. */
IrStatus gen_features_parse(IrCtx *c, const char *s, uint64_t *on, uint64_t *off);
const char *gen_feature_name(GenFeature f);
const char *gen_shape_name(GenShape s);

/* The module text gen_program parses (before parsing: the generator's own
 * spelling, useful to debug the generator); out gets everything but m.
 * Free the text with gen_text_free. */
IrStatus gen_program_text(IrCtx *c, const GenOpts *o, char **text, size_t *len, GenProgram *out);
void gen_text_free(IrCtx *c, char *text, size_t len);

#endif

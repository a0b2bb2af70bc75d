/* generators/mutate.h -- a structure-aware mutator of IR text for the
 * coverage-guided engines (libFuzzer's LLVMFuzzerCustomMutator in
 * fuzzers/fuzz_ir.c, AFL++'s custom mutator fuzzers/afl_mutator.c): it
 * parses a module, applies one semantic change (an operand, an opcode, a
 * predicate, a flag, a constant, a branch) and prints the module again, so
 * that a mutant still parses and verifies where a byte-level mutation of
 * IR text almost never does.
 *
 * Contract: depends on core/ only (the AFL++ mutator is a small shared
 * library); no global state, never aborts or exits, deterministic in seed.
 * The result always parses and verifies.  0 means "no mutant": the input
 * is not a module that parses and verifies, no mutation applied within a
 * few tries, or the printed mutant would not fit max_out; the caller then
 * falls back to its byte-level mutation.
 */
#ifndef PASSCHECK_MUTATE_H
#define PASSCHECK_MUTATE_H

#include <stddef.h>
#include <stdint.h>

/* The kinds of mutation, in the order the tests count them. */
#define IRMUT_KINDS(X)                                                   \
  X(OPERAND, "operand")     /* an operand becomes another available value */ \
  X(OPCODE, "opcode")       /* a binary opcode becomes another of its class */ \
  X(PRED, "predicate")      /* an icmp/fcmp predicate changes */        \
  X(FLAG, "flag")           /* nuw/nsw/exact/fast-math/inbounds toggles */ \
  X(CONST, "constant")      /* a constant operand becomes an edge value */ \
  X(SWAP, "swap")           /* the operands of a binary op swap */      \
  X(BRANCH, "branch")       /* a conditional branch's targets swap or its condition becomes a constant */

typedef enum IrMutKind {
#define X(id, name) IRMUT_##id,
  IRMUT_KINDS(X)
#undef X
  IRMUT__COUNT
} IrMutKind;

const char *irmut_kind_name(IrMutKind k);

/* Mutates the module text data[0..size) by one mutation chosen by seed,
 * writes the printed mutant to out[0..max_out) and returns its length (0:
 * no mutant, see above).  *kind (may be NULL) gets the mutation applied.
 * out may be data itself (in place): data is read only before out is
 * written. */
size_t irmut_mutate(const uint8_t *data, size_t size, uint8_t *out, size_t max_out, uint64_t seed,
                    IrMutKind *kind);

#endif

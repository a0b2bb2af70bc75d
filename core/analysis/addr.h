/* core/analysis/addr.h -- decomposition of a memory address into a base,
 * the SCEV of its variable part, a constant byte offset and an address
 * space (addr.c): the helper BASR and CBE (seed 002, "the same address
 * decomposition helper") share, and that LSR can use for its base groups.
 *
 * Contract: reads the IR and the Scev analysis of the function only; the
 * result describes the function as it was (stale after an edit).  With a
 * Scev the variable part is the address's SCEV minus its constant term
 * (hash-consed: two addresses with the same variable part have the same
 * `var` pointer); without one (or when the address has no SCEV) only GEPs
 * with constant indices are looked through and the variable part is the
 * pointer left (`syn`).  Never fails: an address it cannot see into is its
 * own base with offset 0.
 */
#ifndef PASSCHECK_ADDR_H
#define PASSCHECK_ADDR_H

#include "scev.h"

typedef struct IrAddr {
  IrRef addr;            /* the address decomposed */
  IrRef root;            /* the pointer left after stripping every GEP (any indices) */
  IrRef syn;             /* the pointer left after stripping constant-index GEPs */
  const ScevExpr *var;   /* SCEV of addr minus off (pointer-typed), NULL without SCEV */
  int64_t off;           /* constant byte offset: addr = var + off (or syn + off) */
  unsigned as;           /* address space */
  unsigned bits;         /* pointer width: 64, or 32 in addrspace(3) */
  bool inbounds;         /* every GEP from root to addr is inbounds */
  uint32_t global;       /* the global variable root is (pointer-to-global base), else IR_NIL */
} IrAddr;

/* Decomposes addr (a pointer value of f).  S may be NULL (syntactic form
 * only).  The constant offset is sign-extended from the pointer width. */
void ir_addr_decompose(Scev *S, const IrModule *m, const IrFunc *f, IrRef addr, IrAddr *out);

/* The 64-bit grouping key of a decomposed address: the variable part's
 * SCEV when there is one, else the syntactic pointer; equal keys mean
 * "same base, addresses differ by a constant". */
uint64_t ir_addr_key(const IrAddr *a);

/* The address operand index of a memory instruction (load 0, store 1,
 * atomics 0), or -1 when i does not access memory through one pointer. */
int ir_addr_operand(const IrFunc *f, IrId i);

#endif

/* core/analysis/memdep.h -- memory dependence of two accesses of straight-
 * line code (memdep.c): whether a load, store, atomicrmw or cmpxchg and
 * another one touch the same address, provably disjoint bytes, provably
 * overlapping bytes, or nobody knows.  SLP (seed 003) and BASR (seed 002)
 * ask it before they move or merge accesses.
 *
 * Contract: the two accesses must execute in the same iteration of every
 * loop around them (for example: both in one block), because the answer
 * compares their addresses as SCEVs evaluated at one point.  DISJOINT and
 * SAME are proofs; a wrong DISJOINT would let a pass miscompile, so every
 * doubt gives UNKNOWN.  The Scev analysis answers the address questions.
 */
#ifndef PASSCHECK_MEMDEP_H
#define PASSCHECK_MEMDEP_H

#include "scev.h"

typedef enum MemDep {
  MEMDEP_UNKNOWN,   /* may or may not overlap */
  MEMDEP_SAME,      /* same start address (the bytes overlap) */
  MEMDEP_DISJOINT,  /* no byte in common */
  MEMDEP_OVERLAP    /* some bytes in common, different start addresses */
} MemDep;

typedef struct MemAccess {
  IrId inst;        /* the instruction */
  IrRef ptr;        /* its address operand */
  uint64_t size;    /* bytes accessed (store size of the type) */
  uint8_t as;       /* address space of the pointer */
  bool reads, writes;
  bool is_volatile, is_atomic;
} MemAccess;

/* Describes instruction i of f as a memory access; false when it is none
 * (calls are not accesses here). */
bool memdep_access(const IrModule *m, const IrFunc *f, IrId i, MemAccess *a);

/* The dependence of a and b; *dist (may be NULL) gets address(b) -
 * address(a) in bytes when the answer came from a constant distance, and
 * *known tells whether it did. */
MemDep memdep_query(Scev *S, const MemAccess *a, const MemAccess *b, int64_t *dist, bool *known);

const char *memdep_name(MemDep d);  /* "unknown", "same", "disjoint", "overlap" */

/* Prints, for every block with two or more accesses, the accesses
 * numbered in block order and one line per pair (see memdep.c for the
 * format). */
void memdep_print_func(FILE *out, Scev *S, const IrModule *m, const IrFunc *f);

#endif

/* core/ir_impl.h -- private helpers shared by the files of core/ (not for
 * passes, oracles or tools): the context layout, growable arrays, hashing
 * and the out-of-memory recovery point.
 *
 * Contract: IR_GROW never returns on allocation failure; it jumps to the
 * innermost recovery point set with ir_protect (core/ir.h).  Code that runs
 * outside any recovery point must not run out of memory (assert).
 */
#ifndef PASSCHECK_IR_IMPL_H
#define PASSCHECK_IR_IMPL_H

#include <setjmp.h>
#include <string.h>

#include "ir.h"

struct IrRecover {
  jmp_buf jb;
  struct IrRecover *prev;
};

struct IrCtx {
  IrAllocFn alloc;
  void *ud;
  struct IrRecover *recover;  /* innermost recovery point, NULL if none */
  IrStatus status;
  char err[1024];
};

/* Allocation that never returns NULL: jumps to the recovery point instead. */
void *ir_xalloc(IrCtx *c, void *ptr, size_t oldsize, size_t newsize);
/* Grows *arr (element size es, capacity *cap) to hold at least need elements. */
void ir_grow(IrCtx *c, void **arr, uint32_t *cap, uint32_t need, size_t es);
#define IR_GROW(c, arr, cap, need) \
  ir_grow((c), (void **)&(arr), &(cap), (need), sizeof *(arr))

static inline uint32_t ir_hash_bytes(const void *p, size_t n, uint32_t h) {
  const unsigned char *s = p;
  for (size_t i = 0; i < n; i++) h = (h ^ s[i]) * 16777619u;
  return h;
}
#define IR_HASH_SEED 2166136261u

/* Type and constant tables need rebuilt hashes after clone (core/type.c). */
void ir_type_init(IrModule *m);

#endif

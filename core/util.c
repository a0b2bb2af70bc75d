/* core/util.c -- the growable byte string of core/util.h (the other
 * primitives there are inline).  Contract: core/util.h. */
#include <stdarg.h>
#include <stdlib.h>

#include "ir.h"
#include "util.h"

void *ir_mem(IrCtx *c, void *ptr, size_t old, size_t n) {
  if (c) return ir_alloc(c, ptr, old, n);
  if (n) return realloc(ptr, n);
  free(ptr);
  return NULL;
}

void ir_sb_flush(IrSb *b) {
  if (b->out && b->n) fwrite(b->p, 1, b->n, b->out);
  if (b->out) b->n = 0;
}

void ir_sb_free(IrSb *b) {
  if (b->p) ir_mem(b->ctx, b->p, b->cap, 0);
  b->p = NULL;
  b->cap = b->n = 0;
}

bool ir_sb_grow(IrSb *b, size_t need) {
  if (b->oom) return false;
  if (b->out && b->n) {
    ir_sb_flush(b);
    if (need < b->cap) return true;
  }
  size_t cap = b->cap ? b->cap : (b->out ? (size_t)1 << 16 : 4096);
  while (cap - b->n <= need) cap *= 2;
  char *p = ir_mem(b->ctx, b->p, b->cap, cap);
  if (!p) {
    b->oom = true;
    return false;
  }
  b->p = p;
  b->cap = cap;
  return true;
}

void ir_sb_printf(IrSb *b, const char *fmt, ...) {
  char small[512];
  va_list ap;
  va_start(ap, fmt);
  int k = vsnprintf(small, sizeof small, fmt, ap);
  va_end(ap);
  if (k < 0) return;
  if ((size_t)k < sizeof small) {
    ir_sb_put(b, small, (size_t)k);
    return;
  }
  if (b->cap - b->n <= (size_t)k && !ir_sb_grow(b, (size_t)k)) return;
  va_start(ap, fmt);
  vsnprintf(b->p + b->n, (size_t)k + 1, fmt, ap);
  va_end(ap);
  b->n += (size_t)k;
}

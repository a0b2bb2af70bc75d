/* core/util.h -- the small primitives every part of passcheck shares, one
 * copy each: the splitmix64 generator and its finalizer, width masks, sign
 * extension, FP <-> bit-pattern conversion, and a growable byte string (IrSb).
 *
 * Contract: pure functions, no state beyond what the caller passes in.
 * IrSb allocates through its IrCtx (NULL: the C library); an allocation
 * failure sets oom, the text is then incomplete (no later growth happens),
 * so a caller checks oom once at the end.  With `out` set the buffer is
 * written to that stream whenever it fills up (and by ir_sb_flush);
 * otherwise the text stays in p, NUL-terminated.
 */
#ifndef PASSCHECK_UTIL_H
#define PASSCHECK_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct IrCtx IrCtx;

/* splitmix64 (Steele, Lea, Flood, "Fast splittable pseudorandom number
 * generators", OOPSLA 2014): one 64-bit state, full period. */
static inline uint64_t ir_mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}
static inline uint64_t ir_splitmix64(uint64_t *s) { return ir_mix64(*s += 0x9e3779b97f4a7c15ull); }
/* n bytes of the splitmix64 stream of seed s (bytes a seed stands for:
 * what a callee writes, what a global defined elsewhere holds). */
static inline void ir_hash_fill(uint8_t *b, uint64_t n, uint64_t s) {
  for (uint64_t i = 0; i < n; i += 8) {
    uint64_t v = ir_splitmix64(&s);
    for (uint64_t j = 0; j < 8 && i + j < n; j++) b[i + j] = (uint8_t)(v >> (8 * j));
  }
}

/* The mask of the low w bits (1 <= w <= 64). */
static inline uint64_t ir_mask(unsigned w) { return w >= 64 ? ~0ull : (1ull << w) - 1; }

/* The low w bits of v (1 <= w <= 64) read as a signed number. */
static inline int64_t ir_sext(uint64_t v, unsigned w) {
  return w >= 64 ? (int64_t)v : (int64_t)(v << (64 - w)) >> (64 - w);
}

static inline uint32_t ir_f32_bits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static inline float ir_bits_f32(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static inline uint64_t ir_f64_bits(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
static inline double ir_bits_f64(uint64_t u) { double d; memcpy(&d, &u, 8); return d; }

/* realloc semantics (n == 0 frees) through c's allocator, or the C
 * library's when c is NULL (core/util.c). */
void *ir_mem(IrCtx *c, void *ptr, size_t old, size_t n);

/* ---- growable byte string (core/util.c) */
typedef struct IrSb {
  char *p;
  size_t n, cap;
  IrCtx *ctx;  /* allocator; NULL for the C library's */
  FILE *out;   /* when set, full buffers are written here */
  bool oom;
} IrSb;

bool ir_sb_grow(IrSb *b, size_t need);  /* room for need more bytes and a NUL */
void ir_sb_flush(IrSb *b);             /* writes out what is held (out mode) */
void ir_sb_free(IrSb *b);              /* releases p; the IrSb is empty again */
void ir_sb_printf(IrSb *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static inline void ir_sb_put(IrSb *b, const char *s, size_t n) {
  if (b->cap - b->n <= n && !ir_sb_grow(b, n)) return;
  memcpy(b->p + b->n, s, n);
  b->n += n;
  b->p[b->n] = 0;
}
static inline void ir_sb_putc(IrSb *b, char c) {
  if (b->cap - b->n <= 1 && !ir_sb_grow(b, 1)) return;
  b->p[b->n++] = c;
  b->p[b->n] = 0;
}
static inline void ir_sb_puts(IrSb *b, const char *s) { ir_sb_put(b, s, strlen(s)); }

#endif

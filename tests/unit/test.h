/* tests/unit/test.h -- the unit tests' tiny harness: CHECK macros that
 * count and report failures with file:line, and a summary line that
 * tests/run-unit.sh adds up ("N passed, M failed").
 *
 * Usage: a test file defines static void test_x(void) functions and a main
 * that calls TEST(test_x) for each, then returns TEST_END().
 */
#ifndef PASSCHECK_TEST_H
#define PASSCHECK_TEST_H

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int t_checks, t_failed_checks, t_tests, t_failed_tests, t_cur_failed;
static const char *t_cur;

#define CHECK(cond)                                                                  \
  do {                                                                               \
    t_checks++;                                                                      \
    if (!(cond)) {                                                                   \
      t_failed_checks++;                                                             \
      t_cur_failed = 1;                                                              \
      fprintf(stderr, "%s:%d: %s: check failed: %s\n", __FILE__, __LINE__, t_cur, #cond); \
    }                                                                                \
  } while (0)

#define CHECK_EQ_INT(a, b)                                                           \
  do {                                                                               \
    long long t_a = (long long)(a), t_b = (long long)(b);                            \
    t_checks++;                                                                      \
    if (t_a != t_b) {                                                                \
      t_failed_checks++;                                                             \
      t_cur_failed = 1;                                                              \
      fprintf(stderr, "%s:%d: %s: %s == %lld, expected %lld\n", __FILE__, __LINE__,  \
              t_cur, #a, t_a, t_b);                                                  \
    }                                                                                \
  } while (0)

#define CHECK_STR(a, b)                                                              \
  do {                                                                               \
    const char *t_a = (a), *t_b = (b);                                               \
    t_checks++;                                                                      \
    if (!t_a || !t_b || strcmp(t_a, t_b) != 0) {                                     \
      t_failed_checks++;                                                             \
      t_cur_failed = 1;                                                              \
      fprintf(stderr, "%s:%d: %s: %s is \"%s\", expected \"%s\"\n", __FILE__, __LINE__, \
              t_cur, #a, t_a ? t_a : "(null)", t_b ? t_b : "(null)");                \
    }                                                                                \
  } while (0)

#define TEST(fn)                          \
  do {                                    \
    t_cur = #fn;                          \
    t_cur_failed = 0;                     \
    fn();                                 \
    t_tests++;                            \
    if (t_cur_failed) t_failed_tests++;   \
  } while (0)

/* Prints the summary the runner adds up; exit status 1 on any failure. */
#define TEST_END()                                                                   \
  (printf("%s: %d passed, %d failed (%d checks)\n", __FILE__, t_tests - t_failed_tests, \
          t_failed_tests, t_checks),                                                 \
   t_failed_tests ? 1 : 0)

/* The contents of a file (NUL-terminated; length in *n), NULL when it
 * cannot be read.  The caller frees it. */
static inline char *t_slurp(const char *path, size_t *n) {
  FILE *fp = fopen(path, "rb");
  if (!fp) return NULL;
  fseek(fp, 0, SEEK_END);
  long len = ftell(fp);
  fseek(fp, 0, SEEK_SET);
  char *b = len >= 0 ? malloc((size_t)len + 1) : NULL;
  *n = b ? fread(b, 1, (size_t)len, fp) : 0;
  if (b) b[*n] = 0;
  fclose(fp);
  return b;
}

/* Whether the long variants run (make check-long sets LONG=1). */
static inline int test_long(void) {
  const char *l = getenv("LONG");
  return l && *l && *l != '0';
}


/* An allocator for ir_ctx_new_alloc that fails on purpose: the allocation
 * at which countdown reaches 0 fails (with sticky, every later one too);
 * a negative countdown fails none.  It counts the calls and the blocks
 * still allocated (live), so a test can check that nothing leaked. */
typedef struct TestAlloc {
  long countdown;
  bool sticky;
  long calls;  /* allocations and reallocations so far */
  long live;   /* blocks allocated and not yet freed */
} TestAlloc;

static inline void *test_alloc(void *ud, void *ptr, size_t oldsize, size_t newsize) {
  TestAlloc *a = ud;
  (void)oldsize;
  if (newsize == 0) {
    if (ptr) a->live--;
    free(ptr);
    return NULL;
  }
  a->calls++;
  if (a->countdown == 0 && a->sticky) return NULL;
  if (a->countdown >= 0 && a->countdown-- == 0) return NULL;
  void *p = realloc(ptr, newsize);
  if (p && !ptr) a->live++;
  return p;
}

#endif

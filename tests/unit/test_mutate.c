/* tests/unit/test_mutate.c -- the structure-aware IR mutator
 * (generators/mutate.h): every mutant of every corpus kernel parses and
 * verifies and most differ from their input; the same seed gives the same
 * mutant; chains of 50 mutations stay valid; every kind applies somewhere;
 * garbage, empty, truncated and unverifiable input and a too small output
 * buffer give 0 without crashing.  Run from the repository root
 * (corpora/kernels; skipped when absent). */
#include <dirent.h>
#include <stdint.h>

#include "ir.h"
#include "test.h"
#include "../../generators/mutate.h"

enum { OUTCAP = 1 << 20 };

static bool valid(const uint8_t *t, size_t n) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = ir_parse(c, "mutant.ll", (const char *)t, n);
  bool ok = m && ir_verify_module(m) == IR_OK;
  if (!ok) fprintf(stderr, "mutant does not %s: %s\n", m ? "verify" : "parse", ir_ctx_error(c));
  if (m) ir_module_free(m);
  ir_ctx_free(c);
  return ok;
}

static void test_corpus(void) {
  DIR *d = opendir("corpora/kernels");
  if (!d) {
    printf("test_corpus: corpora/kernels not found, skipped\n");
    return;
  }
  uint8_t *out = malloc(OUTCAP), *out2 = malloc(OUTCAP);
  unsigned kinds[IRMUT__COUNT] = {0};
  long tried = 0, made = 0, changed = 0, files = 0;
  struct dirent *e;
  char path[1024];
  while ((e = readdir(d)) != NULL) {
    size_t nl = strlen(e->d_name);
    if (nl < 4 || strcmp(e->d_name + nl - 3, ".ll") != 0 || files >= 40) continue;
    snprintf(path, sizeof path, "corpora/kernels/%s", e->d_name);
    size_t n;
    char *text = t_slurp(path, &n);
    if (!text) continue;
    files++;
    for (uint64_t seed = 0; seed < 60; seed++) {
      IrMutKind k = IRMUT__COUNT;
      size_t len = irmut_mutate((const uint8_t *)text, n, out, OUTCAP, seed, &k);
      tried++;
      if (!len) continue;
      made++;
      CHECK(k < IRMUT__COUNT);
      if (k < IRMUT__COUNT) kinds[k]++;
      changed += len != n || memcmp(out, text, n) != 0;
      CHECK(valid(out, len));
      if (seed % 20 == 0) {  /* the same seed gives the same mutant, also in place */
        size_t len2 = irmut_mutate((const uint8_t *)text, n, out2, OUTCAP, seed, NULL);
        CHECK(len2 == len && !memcmp(out, out2, len));
        memcpy(out2, text, n);
        len2 = irmut_mutate(out2, n, out2, OUTCAP, seed, NULL);
        CHECK(len2 == len && !memcmp(out, out2, len));
      }
    }
    free(text);
  }
  closedir(d);
  printf("test_corpus: %ld files, %ld tries, %ld mutants, %ld changed;", files, tried, made, changed);
  for (int k = 0; k < IRMUT__COUNT; k++) printf(" %s %u", irmut_kind_name((IrMutKind)k), kinds[k]);
  printf("\n");
  CHECK(files > 10);
  CHECK(made * 10 >= tried * 8);  /* at least 80% of the tries give a mutant */
  CHECK(changed == made);
  for (int k = 0; k < IRMUT__COUNT; k++) CHECK(kinds[k] > 0);
  free(out);
  free(out2);
}

static const char small_ll[] =
    "define i32 @f(i32 %a, i32 %b, float %x) {\n"
    "entry:\n"
    "  %s = add nsw i32 %a, %b\n"
    "  %c = icmp ult i32 %s, 7\n"
    "  br i1 %c, label %t, label %e\n"
    "t:\n"
    "  %y = fmul float %x, 2.0\n"
    "  %z = fptosi float %y to i32\n"
    "  ret i32 %z\n"
    "e:\n"
    "  %d = udiv i32 %s, 3\n"
    "  ret i32 %d\n"
    "}\n";

/* Chains: every mutant mutated again, 50 times, stays valid. */
static void test_chain(void) {
  uint8_t *a = malloc(OUTCAP), *b = malloc(OUTCAP);
  size_t n = strlen(small_ll);
  memcpy(a, small_ll, n);
  int steps = 0;
  for (uint64_t seed = 1; seed <= 50; seed++) {
    size_t len = irmut_mutate(a, n, b, OUTCAP, seed * 7919, NULL);
    if (!len) continue;
    CHECK(valid(b, len));
    memcpy(a, b, len);
    n = len;
    steps++;
  }
  CHECK(steps >= 40);
  free(a);
  free(b);
}

static void test_garbage(void) {
  uint8_t out[4096];
  const char *bad[] = {"", "define", "garbage \x01\x02\xff",
                       "define i32 @f() {\n  ret i32 %undefined\n}\n",          /* does not verify */
                       "declare void @g()\n"};                                   /* nothing to mutate */
  for (unsigned i = 0; i < 5; i++) CHECK(irmut_mutate((const uint8_t *)bad[i], strlen(bad[i]), out, sizeof out, i, NULL) == 0);
  /* truncated text: never a crash, and a mutant only when the prefix is a module */
  size_t n = strlen(small_ll);
  for (size_t cut = 0; cut < n; cut += 7) {
    size_t len = irmut_mutate((const uint8_t *)small_ll, cut, out, sizeof out, cut, NULL);
    if (len) CHECK(valid(out, len));
  }
  /* random bytes */
  uint64_t s = 42;
  uint8_t junk[512];
  for (int i = 0; i < 200; i++) {
    for (size_t k = 0; k < sizeof junk; k++) junk[k] = (uint8_t)((s = s * 6364136223846793005u + 1) >> 56);
    CHECK(irmut_mutate(junk, (size_t)i * 2, out, sizeof out, (uint64_t)i, NULL) == 0);
  }
  /* an output buffer too small for the mutant */
  CHECK(irmut_mutate((const uint8_t *)small_ll, n, out, 16, 3, NULL) == 0);
}

int main(void) {
  TEST(test_corpus);
  TEST(test_chain);
  TEST(test_garbage);
  return TEST_END();
}

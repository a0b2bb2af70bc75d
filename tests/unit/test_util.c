/* tests/unit/test_util.c -- the shared primitives of core/util.h: the
 * splitmix64 stream against its published first outputs, sign extension at
 * every width, FP bit patterns, and IrSb (growth, printf past the small
 * buffer, stream mode, allocation failure through a context). */
#include <math.h>

#include "ir.h"
#include "test.h"

static void test_splitmix(void) {
  /* splitmix64 seeded with 0: the reference implementation's first outputs */
  uint64_t s = 0;
  CHECK(ir_splitmix64(&s) == 0xe220a8397b1dcdafull);
  CHECK(ir_splitmix64(&s) == 0x6e789e6aa1b965f4ull);
  CHECK(ir_splitmix64(&s) == 0x06c45d188009454full);
  CHECK(ir_mix64(0) == 0);
}

static void test_sext(void) {
  CHECK_EQ_INT(ir_sext(0x80, 8), -128);
  CHECK_EQ_INT(ir_sext(0x7f, 8), 127);
  CHECK_EQ_INT(ir_sext(0x1ff, 8), -1);      /* bits above w are ignored */
  CHECK_EQ_INT(ir_sext(1, 1), -1);
  CHECK_EQ_INT(ir_sext(0xffffffffull, 32), -1);
  CHECK_EQ_INT(ir_sext(0x8000000000000000ull, 64), INT64_MIN);
  for (unsigned w = 1; w <= 64; w++) CHECK_EQ_INT(ir_sext(1ull << (w - 1), w), w == 64 ? INT64_MIN : -(int64_t)(1ull << (w - 1)));
}

static void test_fbits(void) {
  CHECK(ir_f32_bits(1.0f) == 0x3f800000u);
  CHECK(ir_f32_bits(-0.0f) == 0x80000000u);
  CHECK(ir_bits_f32(0x7f800000u) == INFINITY);
  CHECK(ir_f64_bits(1.0) == 0x3ff0000000000000ull);
  CHECK(ir_bits_f64(0x4000000000000000ull) == 2.0);
  CHECK(isnan(ir_bits_f64(0x7ff8000000000001ull)));
}

static void test_sb(void) {
  IrSb b = {0};
  for (int i = 0; i < 3000; i++) ir_sb_printf(&b, "%d,", i);
  CHECK(!b.oom);
  CHECK(!strncmp(b.p, "0,1,2,", 6));
  CHECK(b.p[b.n] == 0 && b.n == strlen(b.p));
  char big[2000];
  memset(big, 'x', sizeof big - 1);
  big[sizeof big - 1] = 0;
  size_t n0 = b.n;
  ir_sb_printf(&b, "<%s>", big);   /* longer than printf's small buffer */
  CHECK_EQ_INT(b.n, n0 + sizeof big + 1);
  CHECK(b.p[b.n - 1] == '>' && b.p[n0 + 1] == 'x');
  ir_sb_putc(&b, 'z');
  CHECK(b.p[b.n - 1] == 'z' && b.p[b.n] == 0);
  ir_sb_free(&b);
  CHECK(!b.p && !b.n);
}

static void test_sb_stream(void) {
  char *mem = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&mem, &len);
  IrSb b = {.out = f};
  for (int i = 0; i < 100000; i++) ir_sb_puts(&b, "abcdefgh");
  CHECK(b.cap <= (size_t)1 << 17);  /* flushed, not grown without bound */
  ir_sb_flush(&b);
  fclose(f);
  CHECK_EQ_INT(len, 800000);
  CHECK(!memcmp(mem + 799992, "abcdefgh", 8));
  free(mem);
  ir_sb_free(&b);
}


static void test_sb_oom(void) {
  TestAlloc fl = {.countdown = 1000, .sticky = true};
  IrCtx *c = ir_ctx_new_alloc(test_alloc, &fl);
  fl.countdown = 2;
  IrSb b = {.ctx = c};
  for (int i = 0; i < 10000; i++) ir_sb_puts(&b, "0123456789");
  CHECK(b.oom);                 /* the third growth failed */
  size_t n = b.n;
  ir_sb_puts(&b, "0123456789"); /* no growth after the failure */
  CHECK_EQ_INT(b.n, n);
  CHECK(n < 100000 && n > 0);
  ir_sb_free(&b);
  ir_ctx_free(c);
}

int main(void) {
  TEST(test_splitmix);
  TEST(test_sext);
  TEST(test_fbits);
  TEST(test_sb);
  TEST(test_sb_stream);
  TEST(test_sb_oom);
  return TEST_END();
}

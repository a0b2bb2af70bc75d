/* tests/unit/test_memdep.c -- unit tests of core/analysis/memdep.c on
 * hand-written IR: one base with constant offsets (same, disjoint,
 * overlapping, negative distances, affine indices a[i] and a[i+1]), address
 * spaces, noalias arguments (writes and reads), allocas and globals, and
 * the cases that must stay unknown (loaded pointers, symbolic distances,
 * generic versus specific spaces, two plain arguments). */
#include "analysis/memdep.h"
#include "test.h"
#include "test_ir.h"

static IrCtx *g_c;

typedef struct A {
  IrModule *m;
  IrFunc *f;
  IrCfg g;
  IrDom d;
  IrLoops L;
  Scev *S;
  MemAccess acc[32];
  uint32_t n;
} A;

static bool setup(A *a, const char *text) {
  memset(a, 0, sizeof *a);
  a->m = test_parse(g_c, text);
  if (!a->m) return false;
  a->f = ir_func(a->m, 0);
  if (ir_cfg_compute(&a->g, a->f) || ir_dom_compute(&a->d, &a->g) || ir_loops_compute(&a->L, &a->d)) return false;
  a->S = scev_new(a->m, a->f, &a->L);
  IR_FOR_BLOCKS(a->f, b) IR_FOR_INSTS(a->f, b, i) {
    if (a->n < 32 && memdep_access(a->m, a->f, i, &a->acc[a->n])) a->n++;
  }
  return a->S != NULL;
}

static void teardown(A *a) {
  scev_free(a->S);
  ir_loops_release(&a->L);
  ir_dom_release(&a->d);
  ir_cfg_release(&a->g);
  ir_module_free(a->m);
}

static MemDep dep(A *a, uint32_t x, uint32_t y, int64_t *d, bool *known) {
  return memdep_query(a->S, &a->acc[x], &a->acc[y], d, known);
}

static void test_same_base(void) {
  static const char *k =
      "define void @f(ptr %p, i64 %i, i32 %v) {\n"
      "e:\n"
      "  %a0 = getelementptr inbounds i32, ptr %p, i64 %i\n"
      "  %i1 = add i64 %i, 1\n"
      "  %a1 = getelementptr inbounds i32, ptr %p, i64 %i1\n"
      "  %b2 = getelementptr inbounds i8, ptr %a0, i64 2\n"
      "  %am = getelementptr inbounds i32, ptr %a0, i64 -1\n"
      "  store i32 %v, ptr %a0\n"         /* #0 */
      "  store i32 %v, ptr %a1\n"         /* #1: +4 */
      "  %l = load i16, ptr %b2\n"        /* #2: +2, 2 bytes */
      "  %w = load i64, ptr %am\n"        /* #3: -4, 8 bytes */
      "  %x = load i32, ptr %a0\n"        /* #4: same as #0 */
      "  ret void\n}\n";
  A a;
  CHECK(setup(&a, k));
  CHECK_EQ_INT(a.n, 5);
  int64_t d;
  bool known;
  CHECK(dep(&a, 0, 1, &d, &known) == MEMDEP_DISJOINT && known && d == 4);
  CHECK(dep(&a, 1, 0, &d, &known) == MEMDEP_DISJOINT && known && d == -4);
  CHECK(dep(&a, 0, 2, &d, &known) == MEMDEP_OVERLAP && d == 2);   /* bytes 2..3 of the i32 */
  CHECK(dep(&a, 1, 2, &d, &known) == MEMDEP_DISJOINT && d == -2);  /* i16 ends where a1 starts */
  CHECK(dep(&a, 0, 3, &d, &known) == MEMDEP_OVERLAP && d == -4);  /* i64 at -4 covers 0..3 */
  CHECK(dep(&a, 3, 1, &d, &known) == MEMDEP_DISJOINT && d == 8);
  CHECK(dep(&a, 0, 4, &d, &known) == MEMDEP_SAME && d == 0);
  teardown(&a);
}

static void test_loop_indices(void) {
  /* a[i] and a[i+1] in one iteration: recurrences one element apart */
  static const char *k =
      "define void @f(ptr %p, i32 %n) {\n"
      "e:\n  br label %h\n"
      "h:\n  %i = phi i32 [ 0, %e ], [ %i.next, %h ]\n"
      "  %i.next = add nsw i32 %i, 1\n"
      "  %s = sext i32 %i to i64\n  %t = sext i32 %i.next to i64\n"
      "  %a = getelementptr inbounds float, ptr %p, i64 %s\n"
      "  %b = getelementptr inbounds float, ptr %p, i64 %t\n"
      "  %x = load float, ptr %b\n  store float %x, ptr %a\n"
      "  %c = icmp slt i32 %i.next, %n\n  br i1 %c, label %h, label %x1\n"
      "x1:\n  ret void\n}\n";
  A a;
  CHECK(setup(&a, k));
  int64_t d;
  bool known;
  CHECK(dep(&a, 1, 0, &d, &known) == MEMDEP_DISJOINT && known && d == 4);
  teardown(&a);
}

static void test_address_spaces(void) {
  static const char *k =
      "@g = addrspace(3) global [4 x i32] zeroinitializer\n"
      "define void @f(ptr addrspace(1) %p, ptr %q, ptr addrspace(1) %r) {\n"
      "e:\n"
      "  store i32 1, ptr addrspace(1) %p\n"   /* #0 global */
      "  store i32 2, ptr addrspace(3) @g\n"   /* #1 shared */
      "  store i32 3, ptr %q\n"                /* #2 generic */
      "  store i32 4, ptr addrspace(1) %r\n"   /* #3 global, another argument */
      "  ret void\n}\n";
  A a;
  CHECK(setup(&a, k));
  CHECK(dep(&a, 0, 1, NULL, NULL) == MEMDEP_DISJOINT);  /* global vs shared */
  CHECK(dep(&a, 0, 2, NULL, NULL) == MEMDEP_UNKNOWN);   /* generic may be global */
  CHECK(dep(&a, 1, 2, NULL, NULL) == MEMDEP_UNKNOWN);   /* ... or shared */
  CHECK(dep(&a, 0, 3, NULL, NULL) == MEMDEP_UNKNOWN);   /* two plain arguments */
  teardown(&a);
}

static void test_objects(void) {
  static const char *k =
      "@g = global [8 x i32] zeroinitializer\n"
      "@h = global i32 0\n"
      "define void @f(ptr noalias %na, ptr noalias %nb, ptr %q, ptr %pp) {\n"
      "e:\n"
      "  %s1 = alloca [4 x i32]\n  %s2 = alloca i32\n"
      "  %s1e = getelementptr inbounds [4 x i32], ptr %s1, i64 0, i64 3\n"
      "  %g2 = getelementptr inbounds [8 x i32], ptr @g, i64 0, i64 2\n"
      "  %ld = load ptr, ptr %pp\n"
      "  store i32 0, ptr %s1e\n"   /* #0 alloca s1 */
      "  store i32 0, ptr %s2\n"    /* #1 alloca s2 */
      "  store i32 0, ptr %g2\n"    /* #2 global g */
      "  store i32 0, ptr @h\n"     /* #3 global h */
      "  store i32 0, ptr %na\n"    /* #4 noalias */
      "  %r1 = load i32, ptr %nb\n" /* #5 noalias, read */
      "  %r2 = load i32, ptr %q\n"  /* #6 plain argument, read */
      "  store i32 0, ptr %ld\n"    /* #7 loaded pointer */
      "  %r3 = load i32, ptr %na\n" /* #8 noalias, read */
      "  ret void\n}\n";
  A a;
  CHECK(setup(&a, k));
  CHECK_EQ_INT(a.n, 10);
  /* #0 load of %pp, #1 s1e, #2 s2, #3 g2, #4 h, #5 na (store), #6 nb (load),
   * #7 q (load), #8 the loaded pointer (store), #9 na (load) */
  CHECK(dep(&a, 1, 2, NULL, NULL) == MEMDEP_DISJOINT);  /* two allocas */
  CHECK(dep(&a, 1, 3, NULL, NULL) == MEMDEP_DISJOINT);  /* alloca and global */
  CHECK(dep(&a, 3, 4, NULL, NULL) == MEMDEP_DISJOINT);  /* two globals */
  CHECK(dep(&a, 1, 7, NULL, NULL) == MEMDEP_DISJOINT);  /* alloca and an argument */
  CHECK(dep(&a, 5, 7, NULL, NULL) == MEMDEP_DISJOINT);  /* noalias written, other argument read */
  CHECK(dep(&a, 5, 3, NULL, NULL) == MEMDEP_DISJOINT);  /* noalias and a global */
  CHECK(dep(&a, 6, 7, NULL, NULL) == MEMDEP_UNKNOWN);   /* noalias, but both read */
  CHECK(dep(&a, 3, 7, NULL, NULL) == MEMDEP_UNKNOWN);   /* global and a plain argument */
  CHECK(dep(&a, 8, 1, NULL, NULL) == MEMDEP_UNKNOWN);   /* loaded pointer: not even vs alloca */
  CHECK(dep(&a, 8, 5, NULL, NULL) == MEMDEP_UNKNOWN);   /* ... nor vs noalias */
  CHECK(dep(&a, 5, 9, NULL, NULL) == MEMDEP_SAME);      /* store and load of %na */
  CHECK(dep(&a, 0, 7, NULL, NULL) == MEMDEP_UNKNOWN);   /* two plain arguments */
  teardown(&a);
}

static void test_symbolic_distance(void) {
  static const char *k =
      "define void @f(ptr %p, i64 %i, i64 %j) {\n"
      "e:\n"
      "  %a = getelementptr inbounds i32, ptr %p, i64 %i\n"
      "  %b = getelementptr inbounds i32, ptr %p, i64 %j\n"
      "  %c = getelementptr inbounds i32, ptr %a, i64 %j\n"
      "  %d = getelementptr inbounds i32, ptr %b, i64 %i\n"
      "  store i32 0, ptr %a\n  store i32 1, ptr %b\n"
      "  store i32 2, ptr %c\n  store i32 3, ptr %d\n  ret void\n}\n";
  A a;
  CHECK(setup(&a, k));
  CHECK(dep(&a, 0, 1, NULL, NULL) == MEMDEP_UNKNOWN);  /* i - j unknown */
  CHECK(dep(&a, 2, 3, NULL, NULL) == MEMDEP_SAME);     /* p + 4i + 4j both ways */
  teardown(&a);
}

static void test_atomics_and_print(void) {
  static const char *k =
      "define void @f(ptr %p) {\n"
      "e:\n"
      "  %q = getelementptr inbounds i64, ptr %p, i64 1\n"
      "  %o = atomicrmw add ptr %p, i32 1 seq_cst\n"
      "  %r = cmpxchg ptr %q, i64 0, i64 1 seq_cst seq_cst\n"
      "  ret void\n}\n";
  A a;
  CHECK(setup(&a, k));
  CHECK_EQ_INT(a.n, 2);
  CHECK(a.acc[0].size == 4 && a.acc[0].reads && a.acc[0].writes && a.acc[0].is_atomic);
  CHECK(a.acc[1].size == 8);
  CHECK(dep(&a, 0, 1, NULL, NULL) == MEMDEP_DISJOINT);
  char *buf = NULL;
  size_t n = 0;
  FILE *fp = open_memstream(&buf, &n);
  memdep_print_func(fp, a.S, a.m, a.f);
  fclose(fp);
  CHECK(strstr(buf, "Memory dependences for: @f\nBlock %e:\n") != NULL);
  CHECK(strstr(buf, "  #0 #1: disjoint distance 8\n") != NULL);
  free(buf);
  teardown(&a);
}

int main(void) {
  g_c = ir_ctx_new();
  TEST(test_same_base);
  TEST(test_loop_indices);
  TEST(test_address_spaces);
  TEST(test_objects);
  TEST(test_symbolic_distance);
  TEST(test_atomics_and_print);
  ir_ctx_free(g_c);
  return TEST_END();
}

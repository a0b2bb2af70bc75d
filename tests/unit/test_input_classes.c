/* tests/unit/test_input_classes.c -- unit tests of the fault-finding input
 * classes of core/interp/input.c: constants and overflow boundaries
 * (InterpConsts, also of a second function), close vectors (FP values of
 * comparable magnitude, cancellation), special FP values, alias plans and
 * their wrapper, and probe-sized buffers.  Each check counts a class over
 * a fixed set of seeds, so the counts are deterministic. */
#include <math.h>
#include <stdint.h>

#include "interp/interp.h"
#include "test.h"

static IrModule *parse(IrCtx *c, const char *text) {
  IrModule *m = ir_parse(c, "t.ll", text, strlen(text));
  if (!m) fprintf(stderr, "parse: %s\n", ir_ctx_error(c));
  return m;
}

static uint32_t fidx(const IrModule *m, const char *name) {
  return ir_ref_idx(ir_sym_lookup(m, ir_str_find(m, name, strlen(name))));
}

static uint32_t u32(const uint8_t *b) { return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24; }

static float f32(const uint8_t *b) {
  uint32_t u = u32(b);
  float f;
  memcpy(&f, &u, 4);
  return f;
}

static bool has_int(const InterpConsts *k, uint64_t v, unsigned w) {
  for (uint32_t i = 0; i < k->nint; i++)
    if (k->ints[i] == v && k->intw[i] == w) return true;
  return false;
}

/* ---- constants and boundaries */

static const char *MODK =
    "define i32 @src(i32 %x, i32 %y) {\n"
    "  %a = add nsw i32 %x, 7\n"
    "  %m = mul nuw i32 %y, 3\n"
    "  %s = shl i32 %a, 4\n"
    "  %c = icmp slt i32 %m, 1000\n"
    "  %r = select i1 %c, i32 %s, i32 %m\n"
    "  ret i32 %r\n"
    "}\n"
    "define i32 @tgt(i32 %x, i32 %y) {\n"
    "  %a = add i32 %x, 12345\n"
    "  %b = fadd float 0.0, 1.500000e+00\n"
    "  ret i32 %a\n"
    "}\n";

static void test_consts(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, MODK);
  CHECK(m != NULL);
  if (!m) return ir_ctx_free(c);
  InterpConsts k;
  memset(&k, 0, sizeof k);
  interp_consts_add(&k, m, fidx(m, "src"));
  CHECK(has_int(&k, 7, 32) && has_int(&k, 3, 32) && has_int(&k, 1000, 32));
  CHECK(has_int(&k, 0x7fffffffu - 7, 32) && has_int(&k, 0x7fffffffu - 6, 32));  /* x + 7 overflows signed */
  CHECK(has_int(&k, 0x80000000u - 7 - 1, 32));                                   /* and its neighbour */
  CHECK(has_int(&k, 0xffffffffu / 3, 32) && has_int(&k, 0xffffffffu / 3 + 1, 32)); /* y * 3 unsigned */
  CHECK(has_int(&k, 0x7fffffffu / 3, 32));                                        /* y * 3 signed */
  CHECK(has_int(&k, 1u << 27, 32));                                               /* a << 4 */
  CHECK(!has_int(&k, 12345, 32));
  uint32_t n = k.nint;
  interp_consts_add(&k, m, fidx(m, "src"));  /* duplicates dropped */
  CHECK_EQ_INT(k.nint, n);
  interp_consts_add(&k, m, fidx(m, "tgt"));
  CHECK(has_int(&k, 12345, 32) && k.nfp >= 1);
  ir_module_free(m);
  ir_ctx_free(c);
}

/* The constants of a second function reach the inputs when passed. */
static void test_consts_of_both(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, MODK);
  if (!m) return ir_ctx_free(c);
  uint32_t f = fidx(m, "src");
  InterpConsts k;
  memset(&k, 0, sizeof k);
  interp_consts_add(&k, m, f);
  interp_consts_add(&k, m, fidx(m, "tgt"));
  InterpGenOpts go = {.consts = &k};
  int own = 0, both = 0, bound = 0;
  for (uint64_t s = 1; s <= 200; s++) {
    InterpInput in;
    if (interp_input_gen(c, m, f, s, NULL, NULL, &in) != IR_OK) break;
    own += u32(in.args[0].bytes) == 12345;
    interp_input_free(c, &in);
    if (interp_input_gen(c, m, f, s, &go, NULL, &in) != IR_OK) break;
    both += u32(in.args[0].bytes) == 12345 || u32(in.args[1].bytes) == 12345;
    bound += u32(in.args[0].bytes) == 0x7fffffffu - 7;
    interp_input_free(c, &in);
  }
  CHECK_EQ_INT(own, 0);   /* the target's constant is not the source's */
  CHECK(both >= 2);
  CHECK(bound >= 1);
  ir_module_free(m);
  ir_ctx_free(c);
}

/* ---- FP classes */

static const char *MODF =
    "define float @f(float %a, float %b, float %c) {\n"
    "  %t = fadd float %a, %b\n"
    "  %r = fadd float %t, %c\n"
    "  ret float %r\n"
    "}\n";

/* Close vectors: all three values finite, nonzero and within a factor of 8
 * (comparable magnitude); some with b = -a up to 2 ulps (cancellation).
 * Plain edge-biased values alone rarely give either. */
static void test_close(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, MODF);
  if (!m) return ir_ctx_free(c);
  int comparable = 0, cancel = 0, differs = 0;
  for (uint64_t s = 1; s <= 96; s++) {
    InterpInput in;
    if (interp_input_gen(c, m, 0, s, NULL, NULL, &in) != IR_OK) break;
    float v[3];
    bool fin = true;
    for (int i = 0; i < 3; i++) v[i] = f32(in.args[i].bytes), fin &= isfinite(v[i]) && v[i] != 0;
    if (fin) {
      float lo = fminf(fabsf(v[0]), fminf(fabsf(v[1]), fabsf(v[2])));
      float hi = fmaxf(fabsf(v[0]), fmaxf(fabsf(v[1]), fabsf(v[2])));
      comparable += hi <= 8 * lo;
      uint32_t na = u32(in.args[0].bytes) ^ 0x80000000u, b = u32(in.args[1].bytes);
      cancel += b - na <= 2 || na - b <= 2;
      volatile float l = v[0] + v[1], r = v[1] + v[2];
      differs += (l + v[2]) != (v[0] + r);
    }
    interp_input_free(c, &in);
  }
  CHECK(comparable >= 16);  /* 22 of 96 (the plain generator alone: 0) */
  CHECK(cancel >= 3);       /* 9 (0) */
  CHECK(differs >= 3);      /* (a + b) + c != a + (b + c): 5 (0) */
  ir_module_free(m);
  ir_ctx_free(c);
}

/* Signed zeros, subnormals, infinities, NaNs with payloads and neighbours
 * of powers of two all stay (the close vectors keep them too). */
static void test_special(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, MODF);
  if (!m) return ir_ctx_free(c);
  int negzero = 0, sub = 0, inf = 0, payload = 0, pow2n = 0;
  for (uint64_t s = 1; s <= 96; s++) {
    InterpInput in;
    if (interp_input_gen(c, m, 0, s, NULL, NULL, &in) != IR_OK) break;
    for (int i = 0; i < 3; i++) {
      uint32_t u = u32(in.args[i].bytes), e = u >> 23 & 255, fr = u & 0x7fffff;
      negzero += u == 0x80000000u;
      sub += e == 0 && fr;
      inf += e == 255 && !fr;
      payload += e == 255 && fr && fr != 0x400000;
      pow2n += e && e != 255 && (fr == 1 || fr == 0x7fffff);  /* next to a power of two */
    }
    interp_input_free(c, &in);
  }
  CHECK(negzero >= 3 && sub >= 3 && inf >= 3 && payload >= 2 && pow2n >= 2);
  ir_module_free(m);
  ir_ctx_free(c);
}

/* ---- aliasing */

static const char *MODA =
    "define i32 @fwd(ptr %p, ptr %q, ptr noalias %r, i32 %v) {\n"
    "  store i32 %v, ptr %p\n"
    "  store i32 0, ptr %q\n"
    "  %x = load i32, ptr %p\n"
    "  store i32 %x, ptr %r\n"
    "  ret i32 %x\n"
    "}\n"
    "define void @al(ptr align 16 %p, ptr %q) {\n"
    "  store double 1.0, ptr %p\n"
    "  ret void\n"
    "}\n"
    "define void @bv(ptr %p, ptr byval(i32) %q) {\n"
    "  ret void\n"
    "}\n"
    "define void @\"odd name\"(ptr %p, ptr %q) {\n"
    "  store i8 1, ptr %q\n"
    "  ret void\n"
    "}\n"
    "define float @ret(ptr %p, ptr %q) {\n"
    "  ret float 1.0\n"
    "}\n"
    "define float @va(ptr %p, ptr %q, ...) {\n"
    "  ret float 1.0\n"
    "}\n";

static void test_alias_plans(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, MODA);
  if (!m) return ir_ctx_free(c);
  InterpAlias a[8];
  uint32_t n = interp_alias_plans(m, fidx(m, "fwd"), a, 8);
  CHECK_EQ_INT(n, 3);  /* %p and %q only: %r is noalias */
  CHECK(a[0].arg == 1 && a[0].base == 0 && a[0].off == 0);
  CHECK(a[1].arg == 1 && a[1].base == 0 && a[1].off == 4);
  CHECK(a[2].arg == 0 && a[2].base == 1 && a[2].off == 4);
  n = interp_alias_plans(m, fidx(m, "al"), a, 8);
  CHECK(n == 3 && a[1].off == 16);  /* align 16 */
  CHECK_EQ_INT(interp_alias_plans(m, fidx(m, "bv"), a, 8), 0);
  CHECK_EQ_INT(interp_alias_plans(m, fidx(m, "va"), a, 8), 0);  /* the VM calls no variadic */
  CHECK_EQ_INT(interp_alias_plans(m, fidx(m, "fwd"), a, 1), 1);
  ir_module_free(m);
  ir_ctx_free(c);
}

/* Runs the wrapper of plan a for function name on input seed 1; returns
 * the i32 result (or -1). */
static int64_t run_wrapped(IrCtx *c, const IrModule *m, const char *name, const InterpAlias *a) {
  char *text = NULL;
  size_t len = 0;
  FILE *mf = open_memstream(&text, &len);
  if (!mf) return -1;
  IrStatus st = interp_alias_print(mf, m, fidx(m, name), a);
  fclose(mf);
  IrModule *w = st ? NULL : ir_parse(c, "w.ll", text, len);
  free(text);
  if (!w) return fprintf(stderr, "wrapper: %s\n", ir_ctx_error(c)), -1;
  InterpInput in;
  InterpResult r;
  int64_t v = -1;
  uint32_t wf = fidx(w, INTERP_ALIAS_WRAPPER);
  InterpOpts o;  /* one thread: a call, as equiv runs a plain function */
  interp_opts_default(&o);
  o.grid = (InterpGrid){{1, 1, 1}, {1, 1, 1}};
  if (interp_input_gen(c, m, fidx(m, name), 1, NULL, &o, &in) == IR_OK) {
    memcpy(in.args[3].bytes, "\x05\0\0\0", 4);  /* %v = 5 */
    if (interp_run(c, w, wf, &in, &o, &r) == IR_OK) {
      if (r.status == INTERP_OK) v = u32(r.ret);
      interp_result_free(c, &r);
    }
    interp_input_free(c, &in);
  }
  ir_module_free(w);
  return v;
}

static void test_alias_wrapper(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, MODA);
  if (!m) return ir_ctx_free(c);
  InterpAlias same = {1, 0, 0}, next = {1, 0, 4};
  CHECK_EQ_INT(run_wrapped(c, m, "fwd", &same), 0);  /* %q == %p: the store of 0 wins */
  CHECK_EQ_INT(run_wrapped(c, m, "fwd", &next), 5);  /* %q == %p + 4 */
  char *text = NULL;
  size_t len = 0;
  FILE *mf = open_memstream(&text, &len);
  InterpAlias bad = {1, 1, 0};
  CHECK(interp_alias_print(mf, m, fidx(m, "fwd"), &bad) == IR_EUSER);
  ir_ctx_clear_error(c);
  InterpAlias q = {1, 0, 0};
  CHECK(interp_alias_print(mf, m, fidx(m, "odd name"), &q) == IR_OK);  /* a quoted callee */
  fclose(mf);
  IrModule *w = ir_parse(c, "w.ll", text, len);
  CHECK(w != NULL && strstr(text, "call void @\"odd name\"(ptr %__p0, ptr %__q)"));
  if (w) ir_module_free(w);
  free(text);
  mf = open_memstream(&text, &len);  /* ret of the return type, not of the last parameter */
  CHECK(interp_alias_print(mf, m, fidx(m, "ret"), &q) == IR_OK);
  fclose(mf);
  w = ir_parse(c, "w.ll", text, len);
  CHECK(w != NULL && strstr(text, "%__r = call float @ret(ptr %__p0, ptr %__q)") && strstr(text, "ret float %__r"));
  if (w) ir_module_free(w);
  free(text);
  ir_module_free(m);
  ir_ctx_free(c);
}

/* ---- probe-sized buffers */

static const char *MODP =
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
    "define void @rows(ptr addrspace(1) %a, ptr addrspace(1) %out) {\n"
    "entry:\n"
    "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
    "  %bb = mul i32 %b, %nt\n"
    "  %tid = add i32 %bb, %t\n"
    "  %base = mul i32 %tid, 64\n"
    "  br label %loop\n"
    "loop:\n"
    "  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n"
    "  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]\n"
    "  %ix = add i32 %base, %i\n"
    "  %ix64 = zext i32 %ix to i64\n"
    "  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %ix64\n"
    "  %v = load float, ptr addrspace(1) %p\n"
    "  %s1 = fadd float %s, %v\n"
    "  %i1 = add i32 %i, 1\n"
    "  %c = icmp ult i32 %i1, 64\n"
    "  br i1 %c, label %loop, label %done\n"
    "done:\n"
    "  %t64 = zext i32 %tid to i64\n"
    "  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64\n"
    "  store float %s1, ptr addrspace(1) %q\n"
    "  ret void\n"
    "}\n"
    "define void @small(ptr %a, i32 %n) {\n"
    "  store i32 %n, ptr %a\n"
    "  ret void\n"
    "}\n";

static InterpStatus run_status(IrCtx *c, const IrModule *m, uint32_t f, uint64_t seed, const InterpGenOpts *go) {
  InterpInput in;
  InterpResult r;
  InterpStatus s = INTERP_UNSUPPORTED;
  if (interp_input_gen(c, m, f, seed, go, NULL, &in) != IR_OK) return s;
  if (interp_run(c, m, f, &in, NULL, &r) == IR_OK) {
    s = r.status;
    interp_result_free(c, &r);
  }
  interp_input_free(c, &in);
  return s;
}

static void test_probe(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, MODP);
  if (!m) return ir_ctx_free(c);
  uint32_t f = fidx(m, "rows");
  InterpGenOpts go = {0};
  CHECK(run_status(c, m, f, 3, &go) == INTERP_UB);  /* 64 elements at the default grid */
  uint32_t runs = 0;
  CHECK(interp_input_probe(c, m, f, NULL, &go, NULL, 0, &runs) == IR_OK);
  CHECK_EQ_INT(go.buf_elems, 512);                  /* 8 threads x 64 */
  CHECK(runs >= 8);
  for (uint64_t s = 1; s <= 8; s++) CHECK(run_status(c, m, f, s, &go) == INTERP_OK);
  InterpInput in;
  CHECK(interp_input_gen(c, m, f, 1, &go, NULL, &in) == IR_OK);
  CHECK(in.args[0].size == 512 * 4 && in.args[1].size == 512 * 4);
  interp_input_free(c, &in);
  uint64_t seeds[2] = {5, 6};
  InterpGenOpts g2 = {.max_bytes = 1024};          /* the cap: nothing fits, nothing grows */
  CHECK(interp_input_probe(c, m, f, NULL, &g2, seeds, 2, NULL) == IR_OK && g2.buf_elems == 0);
  InterpGenOpts g3 = {0};                           /* a function that fits as it is */
  CHECK(interp_input_probe(c, m, fidx(m, "small"), NULL, &g3, NULL, 0, NULL) == IR_OK && g3.buf_elems == 0);
  ir_module_free(m);
  ir_ctx_free(c);
}

int main(void) {
  TEST(test_consts);
  TEST(test_consts_of_both);
  TEST(test_close);
  TEST(test_special);
  TEST(test_alias_plans);
  TEST(test_alias_wrapper);
  TEST(test_probe);
  return TEST_END();
}

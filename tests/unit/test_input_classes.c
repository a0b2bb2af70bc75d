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

/* ---- aliasing at the launch (InterpArg.is_alias) */

/* Runs function name of m on the vector of seed 1 aliased by plan a (on
 * grid g); the i32 return value, or -1; *size0 gets argument 0's size. */
static int64_t run_aliased(IrCtx *c, const IrModule *m, const char *name, const InterpAlias *a, uint32_t *size0) {
  InterpInput in;
  InterpResult r;
  int64_t v = -1;
  InterpOpts o;
  interp_opts_default(&o);
  o.grid = (InterpGrid){{1, 1, 1}, {1, 1, 1}};
  uint32_t f = fidx(m, name);
  if (interp_input_gen(c, m, f, 1, NULL, &o, &in) != IR_OK) return -1;
  memcpy(in.args[3].bytes, "\x05\0\0\0", 4);  /* %v = 5 */
  uint32_t qsize = in.args[1].size;
  if (interp_input_alias(c, m, f, a, &in) == IR_OK) {
    CHECK(in.args[a->arg].is_alias && !in.args[a->arg].is_buffer && !in.args[a->arg].bytes);
    CHECK(in.args[a->base].size >= a->off + qsize);  /* the base ends where the freed buffer would */
    *size0 = in.args[0].size;
    if (interp_run(c, m, f, &in, &o, &r) == IR_OK) {
      if (r.status == INTERP_OK) v = u32(r.ret);
      CHECK_EQ_INT(r.nbufs, 2);  /* the aliased argument has no buffer of its own */
      interp_result_free(c, &r);
    }
  }
  interp_input_free(c, &in);
  return v;
}

static const char *MODL =
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "define void @copy(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %out) {\n"
    "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "  %b4 = mul i32 %b, 4\n"
    "  %g = add i32 %b4, %t\n"
    "  %pp = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %g\n"
    "  store i32 %g, ptr addrspace(1) %pp\n"
    "  %qq = getelementptr inbounds i32, ptr addrspace(1) %q, i32 %g\n"
    "  %x = load i32, ptr addrspace(1) %qq\n"
    "  %oo = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g\n"
    "  store i32 %x, ptr addrspace(1) %oo\n"
    "  ret void\n"
    "}\n"
    "define void @swap(ptr addrspace(1) %p, ptr addrspace(1) %q) {\n"
    "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %u = xor i32 %t, 1\n"
    "  %pp = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %t\n"
    "  store i32 %t, ptr addrspace(1) %pp\n"
    "  %qq = getelementptr inbounds i32, ptr addrspace(1) %q, i32 %u\n"
    "  %x = load i32, ptr addrspace(1) %qq\n"
    "  ret void\n"
    "}\n"
    "define void @mixed(ptr %p, ptr addrspace(1) %q, ptr byval(i32) %r, ptr noalias %s, i32 %n) {\n"
    "  ret void\n"
    "}\n";

static void test_alias_launch(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, MODA);
  if (!m) return ir_ctx_free(c);
  InterpAlias a;
  uint32_t f = fidx(m, "fwd");
  CHECK(!interp_alias_pick(m, f, 0, &a) && !interp_alias_pick(m, f, 2, &a) && !interp_alias_pick(m, f, 4, &a));
  CHECK(interp_alias_pick(m, f, 3, &a) && a.arg == 1 && a.base == 0 && a.off == 0);
  CHECK(interp_alias_pick(m, f, 7, &a) && a.arg == 1 && a.base == 0 && a.off == 4);
  CHECK(interp_alias_pick(m, f, 11, &a) && a.arg == 0 && a.base == 1 && a.off == 4);
  CHECK(interp_alias_pick(m, f, 15, &a) && a.off == 0);  /* round robin */
  CHECK(!interp_alias_pick(m, fidx(m, "bv"), 3, &a));
  /* the same answers as the wrapper (test_alias_wrapper), at the launch */
  uint32_t size0 = 0, plain = 0;
  InterpInput in;
  CHECK(interp_input_gen(c, m, f, 1, NULL, NULL, &in) == IR_OK);
  plain = in.args[0].size;
  interp_input_free(c, &in);
  InterpAlias same = {1, 0, 0}, next = {1, 0, 4}, prev = {0, 1, 4};
  CHECK_EQ_INT(run_aliased(c, m, "fwd", &same, &size0), 0);  /* %q == %p: the store of 0 wins */
  CHECK_EQ_INT(size0, plain);
  CHECK_EQ_INT(run_aliased(c, m, "fwd", &next, &size0), 5);  /* %q == %p + 4 */
  CHECK_EQ_INT(size0, plain + 4);                            /* %p grew to hold all of %q */
  CHECK_EQ_INT(run_aliased(c, m, "fwd", &prev, &size0), 5);  /* %p == %q + 4: %q's store misses it */
  CHECK_EQ_INT(size0, 0);                                    /* %p has no buffer: %q holds both */
  InterpAlias self = {1, 1, 0}, scalar = {3, 0, 0};
  CHECK(interp_input_gen(c, m, f, 1, NULL, NULL, &in) == IR_OK);
  CHECK(interp_input_alias(c, m, f, &self, &in) == IR_EUSER);
  CHECK(interp_input_alias(c, m, f, &scalar, &in) == IR_EUSER);
  /* a launch refuses an alias that does not fit, naming it */
  in.args[1].is_alias = 1, in.args[1].alias_base = 0, in.args[1].alias_off = in.args[0].size + 1;
  InterpResult r;
  CHECK(interp_run(c, m, f, &in, NULL, &r) == IR_EUSER);
  CHECK(strstr(ir_ctx_error(c), "offset") && strstr(ir_ctx_error(c), "past the end of argument 0"));
  in.args[1].is_alias = 0;
  interp_input_free(c, &in);
  ir_module_free(m);
  /* a kernel: every thread of the grid gets the aliased pointer */
  m = parse(c, MODL);
  if (!m) return ir_ctx_free(c);
  f = fidx(m, "copy");
  CHECK(interp_input_gen(c, m, f, 1, NULL, NULL, &in) == IR_OK);
  CHECK(interp_input_alias(c, m, f, &same, &in) == IR_OK);
  if (interp_run(c, m, f, &in, NULL, &r) == IR_OK) {
    CHECK(r.status == INTERP_OK && r.nbufs == 2 && r.bufs[1].index == 2);
    for (uint32_t g = 0; g < 8; g++) CHECK_EQ_INT(u32(r.bufs[1].bytes + 4 * g), g);
    interp_result_free(c, &r);
  } else
    CHECK(false);
  /* written and read back bit for bit */
  char *text = NULL;
  size_t len = 0;
  FILE *mf = open_memstream(&text, &len);
  CHECK(interp_input_write(mf, m, f, &in, NULL) == IR_OK);
  fclose(mf);
  CHECK(strstr(text, "\narg 1 ptr addrspace(1) alias 0 + 0 ; points into argument 0's buffer") != NULL);
  InterpInput back;
  CHECK(interp_input_read(c, "a.input", text, len, m, f, &back, NULL) == IR_OK);
  CHECK(back.args[1].is_alias && back.args[1].alias_base == 0 && back.args[1].alias_off == 0 && !back.args[1].bytes);
  CHECK(back.args[0].size == in.args[0].size && !memcmp(back.args[0].bytes, in.args[0].bytes, in.args[0].size));
  interp_input_free(c, &back);
  free(text);
  interp_input_free(c, &in);
  ir_module_free(m);
  ir_ctx_free(c);
}

/* Aliasing only where the source stays defined: an offset that makes the
 * grid's neighbours race falls back to equal pointers, then to none. */
static void test_alias_defined(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, MODL);
  if (!m) return ir_ctx_free(c);
  const struct { const char *fn; uint64_t k; bool aliased; uint32_t off, runs; } cs[] = {
    {"copy", 1, false, 0, 0},  /* not one of the four */
    {"copy", 3, true, 0, 1},   /* equal pointers: each thread reads what it wrote */
    {"copy", 7, true, 0, 2},   /* %q = %p + 4 races with the next thread: equal pointers */
    {"swap", 3, false, 0, 1},  /* reads the neighbour's element: no plan is defined */
  };
  for (size_t i = 0; i < sizeof cs / sizeof *cs; i++) {
    uint32_t f = fidx(m, cs[i].fn), runs = 0;
    InterpProg *p = interp_compile(c, m, f, NULL);
    InterpInput in;
    bool aliased = true;
    CHECK(p && interp_input_gen(c, m, f, 1, NULL, NULL, &in) == IR_OK);
    if (!p) continue;
    CHECK(interp_input_alias_defined(c, p, m, f, cs[i].k, &in, &aliased, &runs) == IR_OK);
    CHECK(aliased == cs[i].aliased && runs == cs[i].runs);
    CHECK(in.args[1].is_alias == cs[i].aliased && in.args[1].is_buffer == !cs[i].aliased);
    if (aliased) CHECK(in.args[1].alias_base == 0 && in.args[1].alias_off == cs[i].off);
    interp_input_free(c, &in);
    interp_prog_free(p);
  }
  ir_module_free(m);
  ir_ctx_free(c);
}

/* Malformed aliases in .input text: each error with its place. */
static const struct {
  const char *args, *err;
} BADA[] = {
  {"arg 0 ptr alias 0 + 0\narg 1 ptr addrspace(1) null\narg 2 ptr null\narg 3 ptr null\narg 4 i32 0x0\n",
   "a.input:3:17: error: argument 0 cannot point into argument 0"},
  {"arg 0 ptr alias 9 + 0\narg 1 ptr addrspace(1) null\narg 2 ptr null\narg 3 ptr null\narg 4 i32 0x0\n",
   "a.input:3:17: error: argument 0 cannot point into argument 9"},
  {"arg 0 ptr alias 1 4\narg 1 ptr addrspace(1) null\narg 2 ptr null\narg 3 ptr null\narg 4 i32 0x0\n",
   "a.input:3:19: error: expected '+' and a byte offset"},
  {"arg 0 ptr alias 1 + x\narg 1 ptr addrspace(1) null\narg 2 ptr null\narg 3 ptr null\narg 4 i32 0x0\n",
   "a.input:3:21: error: expected a byte offset"},
  {"arg 0 ptr alias 1 + 0\narg 1 ptr addrspace(1) null\narg 2 ptr null\narg 3 ptr null\narg 4 i32 0x0\n",
   "a.input:3:11: error: arguments 0 and 1 have different types"},
  {"arg 0 ptr alias 2 + 0\narg 1 ptr addrspace(1) null\narg 2 ptr null\narg 3 ptr null\narg 4 i32 0x0\n",
   "a.input:3:11: error: parameter 2 is byval: it needs a buffer of its own"},
  {"arg 0 ptr alias 3 + 0\narg 1 ptr addrspace(1) null\narg 2 ptr null\narg 3 ptr null\narg 4 i32 0x0\n",
   "a.input:3:11: error: parameter 3 is noalias: arguments 0 and 3 cannot alias"},
  {"arg 0 ptr buffer 4\n 0000: 00 00 00 00\narg 1 ptr addrspace(1) null\narg 2 ptr null\narg 3 ptr null\n"
   "arg 4 i32 alias 0 + 0\n",
   "a.input:8:11: error: 'alias' needs a pointer parameter"},
};

static void test_alias_malformed(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, MODL);
  if (!m) return ir_ctx_free(c);
  uint32_t f = fidx(m, "mixed");
  for (size_t i = 0; i < sizeof BADA / sizeof *BADA; i++) {
    char text[600];
    snprintf(text, sizeof text, "passcheck-input 1\nfunc @mixed\n%send\n", BADA[i].args);
    InterpInput in;
    CHECK_EQ_INT(interp_input_read(c, "a.input", text, strlen(text), m, f, &in, NULL), IR_EUSER);
    CHECK_STR(ir_ctx_error(c), BADA[i].err);
  }
  /* errors found once every argument is read point at the alias */
  f = fidx(m, "copy");
  const char *late[][2] = {
    {"arg 0 ptr addrspace(1) alias 1 + 0\narg 1 ptr addrspace(1) null\n",
     "a.input:3:24: error: argument 0 points into argument 1, which is not a buffer"},
    {"arg 0 ptr addrspace(1) alias 1 + 0\narg 1 ptr addrspace(1) alias 0 + 0\n",
     "a.input:3:24: error: argument 0 points into argument 1, which is not a buffer"},
    {"arg 0 ptr addrspace(1) alias 1 + 5\narg 1 ptr addrspace(1) buffer 4\n 0000: 01 02 03 04\n",
     "a.input:3:24: error: offset 5 is past the end of argument 1's 4-byte buffer"},
  };
  for (size_t i = 0; i < sizeof late / sizeof *late; i++) {
    char text[600];
    snprintf(text, sizeof text, "passcheck-input 1\nfunc @copy\n%sarg 2 ptr addrspace(1) null\nend\n", late[i][0]);
    InterpInput in;
    CHECK_EQ_INT(interp_input_read(c, "a.input", text, strlen(text), m, f, &in, NULL), IR_EUSER);
    CHECK_STR(ir_ctx_error(c), late[i][1]);
  }
  /* the offset may be the buffer's end (one past the last byte) */
  const char *ok = "passcheck-input 1\nfunc @copy\narg 0 ptr addrspace(1) alias 1 + 4\narg 1 ptr addrspace(1) buffer 4\n"
                   " 0000: 01 02 03 04\narg 2 ptr addrspace(1) null\nend\n";
  InterpInput in;
  CHECK_EQ_INT(interp_input_read(c, "a.input", ok, strlen(ok), m, f, &in, NULL), IR_OK);
  CHECK(in.args[0].is_alias && in.args[0].alias_base == 1 && in.args[0].alias_off == 4);
  interp_input_free(c, &in);
  /* every prefix and every one-byte change of it ends cleanly */
  char buf[256];
  size_t n = strlen(ok);
  for (size_t k = 0; k < n; k++) {
    if (interp_input_read(c, "a.input", ok, k, m, f, &in, NULL) == IR_OK) interp_input_free(c, &in);
    for (unsigned ch = 0; ch < 6; ch++) {
      memcpy(buf, ok, n);
      buf[k] = " +0\n9x"[ch];
      if (interp_input_read(c, "a.input", buf, n, m, f, &in, NULL) == IR_OK) {
        for (uint32_t j = 0; j < in.nargs; j++)  /* whatever reads is valid */
          CHECK(!in.args[j].is_alias || !interp_alias_invalid(m, ir_func(m, f), &in, j, buf, sizeof buf));
        interp_input_free(c, &in);
      } else
        CHECK(ir_ctx_status(c) == IR_EUSER && !strncmp(ir_ctx_error(c), "a.input:", 8));
    }
  }
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
  TEST(test_alias_launch);
  TEST(test_alias_malformed);
  TEST(test_alias_defined);
  TEST(test_probe);
  return TEST_END();
}

/* tests/unit/test_input.c -- unit tests of core/interp/input.c and
 * result.c: options and grids, the input generator (determinism, edge
 * coverage, size-like parameters, buffer sizes), the .input format (round
 * trip on many seeds, malformed texts with exact errors), refinement
 * verdicts of interp_compare and the printed form of a result. */
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

static uint64_t le(const uint8_t *b, unsigned n) {
  uint64_t v = 0;
  for (unsigned i = n; i > 0; i--) v = v << 8 | b[i - 1];
  return v;
}

/* ---- options */

static void test_opts_grid(void) {
  InterpOpts o;
  interp_opts_default(&o);
  CHECK(o.grid.block[0] == 2 && o.grid.block[1] == 1 && o.grid.thread[0] == 4 && o.grid.thread[2] == 1);
  CHECK(o.math == INTERP_MATH_MPFR && o.approx == INTERP_APPROX_EXACT && o.races && o.step_budget == 0);
  InterpGrid g;
  CHECK(interp_grid_parse("3x32", &g));
  CHECK(g.block[0] == 3 && g.block[1] == 1 && g.block[2] == 1 && g.thread[0] == 32 && g.thread[1] == 1);
  CHECK(interp_grid_parse("2,3,4x5,6,7", &g));
  CHECK(g.block[1] == 3 && g.block[2] == 4 && g.thread[0] == 5 && g.thread[2] == 7);
  CHECK(interp_grid_parse("2,2x8,4", &g) && g.block[1] == 2 && g.thread[1] == 4 && g.block[2] == 1);
  static const char *bad[] = {"", "x", "2", "2x", "x4", "0x4", "2x0", "2x4x1", "2,1,1,1x4", "a x4", "2x4 ",
                              "-1x4", "2,x4", "99999999999x1", "4096x4096x1", "4096x8192", NULL};
  for (int i = 0; bad[i]; i++) CHECK(!interp_grid_parse(bad[i], &g));
  CHECK(!interp_grid_parse(NULL, &g));
  CHECK(interp_grid_parse("4096x4096", &g));  /* 2^24 threads: the limit */
}

/* ---- generator */

static const char *MODG =
    "define void @e(i32 %x, float %f, double %d, half %h, i8 %b, i64 %q, i1 %c, i128 %w) {\n"
    "  %r1 = add i32 %x, 1234\n"
    "  %r2 = fadd float %f, 3.250000e+00\n"
    "  ret void\n"
    "}\n"
    "define void @s(ptr %out, i32 %0, i32 %len, i32 %x) {\n"
    "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %c = icmp slt i32 %t, %0\n"
    "  %y = add i32 %x, %len\n"
    "  br i1 %c, label %a, label %b\n"
    "a:\n"
    "  %i = sext i32 %t to i64\n"
    "  %p = getelementptr inbounds float, ptr %out, i64 %i\n"
    "  store float 0.000000e+00, ptr %p, align 4\n"
    "  br label %b\n"
    "b:\n"
    "  ret void\n"
    "}\n"
    "%st = type { i8, double }\n"
    "define void @b(ptr %a, ptr addrspace(1) %d, ptr %i8, ptr %u, ptr dereferenceable(1000) %dr, ptr byval(%st) %bv,\n"
    "               ptr %v4) {\n"
    "  %x = load double, ptr addrspace(1) %d, align 8\n"
    "  %y = getelementptr i8, ptr %i8, i64 3\n"
    "  %z = load i8, ptr %y, align 1\n"
    "  %q = getelementptr float, ptr %a, i64 1\n"
    "  %r = addrspacecast ptr %q to ptr addrspace(1)\n"
    "  store float 1.0, ptr addrspace(1) %r, align 4\n"
    "  %w = load <4 x i32>, ptr %v4, align 16\n"
    "  ret void\n"
    "}\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";

static bool same_input(const InterpInput *a, const InterpInput *b) {
  if (a->nargs != b->nargs || a->seed != b->seed) return false;
  for (uint32_t k = 0; k < a->nargs; k++) {
    const InterpArg *x = &a->args[k], *y = &b->args[k];
    if (x->is_buffer != y->is_buffer || x->is_null != y->is_null || x->size != y->size) return false;
    for (uint32_t i = 0; i < x->size; i++) {
      bool px = x->poison && x->poison[i], py = y->poison && y->poison[i];
      if (px != py || (!px && x->bytes[i] != y->bytes[i])) return false;
    }
  }
  return true;
}

static void test_gen_determinism(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, MODG);
  InterpInput a, b;
  int differ = 0;
  for (uint64_t seed = 0; seed < 50; seed++) {
    for (const char *fn = "e"; fn; fn = fn[0] == 'e' ? "s" : fn[0] == 's' ? "b" : NULL) {
      CHECK_EQ_INT(interp_input_gen(c, m, fidx(m, fn), seed, NULL, NULL, &a), IR_OK);
      CHECK_EQ_INT(interp_input_gen(c, m, fidx(m, fn), seed, NULL, NULL, &b), IR_OK);
      CHECK(same_input(&a, &b));
      CHECK_EQ_INT(a.seed, seed);
      interp_input_free(c, &b);
      CHECK_EQ_INT(interp_input_gen(c, m, fidx(m, fn), seed + 1000, NULL, NULL, &b), IR_OK);
      differ += !same_input(&a, &b);
      interp_input_free(c, &a);
      interp_input_free(c, &b);
    }
  }
  CHECK(differ >= 145);
  CHECK_EQ_INT(interp_input_gen(c, m, 999, 1, NULL, NULL, &a), IR_EUSER);
  ir_module_free(m);
  ir_ctx_free(c);
}

/* Counts how often edge values appear over many seeds. */
static void test_gen_edges(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, MODG);
  enum { N = 4000 };
  int zero = 0, one = 0, m1 = 0, imin = 0, imax = 0, pow2 = 0, k1234 = 0, other = 0;
  int nan = 0, pinf = 0, ninf = 0, nzero = 0, sub = 0, k325 = 0, dnan = 0, dsub = 0, dinf = 0;
  int hnan = 0, hsub = 0, hinf = 0, b80 = 0, qmin = 0, c1 = 0, wm1 = 0, fpow2 = 0, fmax = 0;
  for (uint64_t seed = 0; seed < N; seed++) {
    InterpInput in;
    CHECK_EQ_INT(interp_input_gen(c, m, fidx(m, "e"), seed, NULL, NULL, &in), IR_OK);
    CHECK_EQ_INT(in.nargs, 8);
    uint32_t x = (uint32_t)le(in.args[0].bytes, 4);
    zero += x == 0, one += x == 1, m1 += x == 0xffffffffu, imin += x == 0x80000000u, imax += x == 0x7fffffffu;
    pow2 += x && !(x & (x - 1)) && x > 1 && x != 0x80000000u;
    k1234 += x == 1234 || x == 1233 || x == 1235 || x == (uint32_t)-1234;
    other += x > 100000 && x < 0x7fff0000u;
    uint32_t f = (uint32_t)le(in.args[1].bytes, 4);
    nan += (f & 0x7f800000) == 0x7f800000 && (f & 0x7fffff);
    pinf += f == 0x7f800000, ninf += f == 0xff800000, nzero += f == 0x80000000u;
    sub += (f & 0x7f800000) == 0 && (f & 0x7fffff);
    k325 += f == 0x40500000 || f == 0x40500001 || f == 0x404fffff || f == 0xc0500000;
    fpow2 += (f & 0x7fffff) == 0 && (f & 0x7f800000) && (f & 0x7f800000) != 0x7f800000;
    fmax += (f & 0x7fffffff) == 0x7f7fffff;
    uint64_t d = le(in.args[2].bytes, 8);
    dnan += (d >> 52 & 0x7ff) == 0x7ff && (d << 12);
    dinf += (d << 1) == (uint64_t)0x7ff << 53;
    dsub += (d >> 52 & 0x7ff) == 0 && (d << 12);
    uint16_t h = (uint16_t)le(in.args[3].bytes, 2);
    hnan += (h & 0x7c00) == 0x7c00 && (h & 0x3ff), hinf += (h & 0x7fff) == 0x7c00;
    hsub += (h & 0x7c00) == 0 && (h & 0x3ff);
    b80 += in.args[4].bytes[0] == 0x80;
    qmin += le(in.args[5].bytes, 8) == (uint64_t)1 << 63;
    CHECK(in.args[6].size == 1 && in.args[6].bytes[0] <= 1);
    c1 += in.args[6].bytes[0];
    wm1 += le(in.args[7].bytes, 8) == UINT64_MAX && le(in.args[7].bytes + 8, 8) == UINT64_MAX;
    interp_input_free(c, &in);
  }
  /* each edge at least 1% of the draws (most are 4-6%) */
  int min = N / 100;
  CHECK(zero > min && one > min && m1 > min && imin > min && imax > min && pow2 > min && k1234 > min);
  CHECK(other > N / 20);
  CHECK(nan > min && pinf > min && ninf > min && nzero > min && sub > min && k325 > min && fpow2 > min);
  CHECK(fmax > min / 2);
  CHECK(dnan > min && dinf > min && dsub > min && hnan > min && hinf > min && hsub > min);
  CHECK(b80 > min && qmin > min && wm1 > min);
  CHECK(c1 > N / 3 && c1 < 2 * N / 3);
  if (t_cur_failed)
    fprintf(stderr, "zero %d one %d m1 %d imin %d imax %d pow2 %d k %d other %d nan %d inf %d %d -0 %d sub %d k %d\n",
            zero, one, m1, imin, imax, pow2, k1234, other, nan, pinf, ninf, nzero, sub, k325);
  ir_module_free(m);
  ir_ctx_free(c);
}

static void test_gen_sizes(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, MODG);
  int small0 = 0, smalllen = 0, smallx = 0, ramp = 0;
  for (uint64_t seed = 0; seed < 400; seed++) {
    InterpInput in;
    CHECK_EQ_INT(interp_input_gen(c, m, fidx(m, "s"), seed, NULL, NULL, &in), IR_OK);
    CHECK(in.args[0].is_buffer && in.args[0].size == 64 * 4);  /* float, 64 elements */
    small0 += le(in.args[1].bytes, 4) <= 64;   /* compared with tid */
    smalllen += le(in.args[2].bytes, 4) <= 64; /* named len */
    smallx += le(in.args[3].bytes, 4) <= 64;   /* neither */
    interp_input_free(c, &in);
  }
  CHECK(small0 > 330 && smalllen > 330 && smallx < 250);
  /* element types and sizes of buffers; the grid sets the count */
  InterpOpts o;
  interp_opts_default(&o);
  interp_grid_parse("4x64", &o.grid);
  InterpInput in;
  CHECK_EQ_INT(interp_input_gen(c, m, fidx(m, "b"), 7, NULL, &o, &in), IR_OK);
  CHECK_EQ_INT(in.args[0].size, 1024 * 4);   /* float (through gep + addrspacecast) */
  CHECK_EQ_INT(in.args[1].size, 1024 * 8);   /* double */
  CHECK_EQ_INT(in.args[2].size, 1024);       /* i8 */
  CHECK_EQ_INT(in.args[3].size, 1024 * 4);   /* unknown: 4-byte elements */
  CHECK_EQ_INT(in.args[4].size, 4096);       /* dereferenceable(1000) is less */
  CHECK_EQ_INT(in.args[5].size, 16);         /* byval { i8, double } */
  CHECK_EQ_INT(in.args[6].size, 1024 * 4);   /* <4 x i32>: i32 elements */
  for (int k = 0; k < 7; k++) CHECK(in.args[k].is_buffer && !in.args[k].is_null && !in.args[k].poison);
  CHECK(in.args[5].bytes[1] == 0 && in.args[5].bytes[7] == 0);  /* padding is zero */
  interp_input_free(c, &in);
  InterpGenOpts go = {.min_elems = 10};
  CHECK_EQ_INT(interp_input_gen(c, m, fidx(m, "b"), 7, &go, NULL, &in), IR_OK);
  CHECK_EQ_INT(in.args[0].size, 40);
  CHECK_EQ_INT(in.args[4].size, 1000);
  interp_input_free(c, &in);
  go.min_elems = 100000, go.max_bytes = 1000;
  CHECK_EQ_INT(interp_input_gen(c, m, fidx(m, "b"), 7, &go, NULL, &in), IR_OK);
  CHECK_EQ_INT(in.args[0].size, 1000);
  CHECK_EQ_INT(in.args[1].size, 1000 / 8 * 8);
  interp_input_free(c, &in);
  /* some buffers are ramps 0, 1, 2, ... */
  for (uint64_t seed = 0; seed < 200; seed++) {
    CHECK_EQ_INT(interp_input_gen(c, m, fidx(m, "b"), seed, NULL, NULL, &in), IR_OK);
    ramp += le(in.args[3].bytes + 4, 4) == 1 && le(in.args[3].bytes + 8, 4) == 2 && le(in.args[3].bytes + 40, 4) == 10;
    interp_input_free(c, &in);
  }
  CHECK(ramp == 0);  /* unknown element type: bytes, never a ramp */
  ir_module_free(m);
  ir_ctx_free(c);
}

/* Heuristics that keep indices in bounds: buffers of indices, integers
 * used in addresses, values kept in stack slots (O0), values passed to
 * other functions, several sizes whose product must fit. */
static const char *MODH =
    "define void @gather(ptr %idx, ptr %tab, ptr %out, i64 %stride, i32 %0) {\n"
    "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %t64 = zext i32 %t to i64\n"
    "  %pi = getelementptr i32, ptr %idx, i64 %t64\n"
    "  %k = call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %pi, i32 4)\n"
    "  %k64 = sext i32 %k to i64\n"
    "  %ks = mul i64 %k64, %stride\n"
    "  %pt = getelementptr float, ptr %tab, i64 %ks\n"
    "  %v = load float, ptr %pt, align 4\n"
    "  call void @put(ptr %out, i32 %0, float %v)\n"
    "  ret void\n"
    "}\n"
    "define void @put(ptr %o, i32 %i, float %v) {\n"
    "  %i64 = sext i32 %i to i64\n"
    "  %p = getelementptr float, ptr %o, i64 %i64\n"
    "  store float %v, ptr %p, align 4\n"
    "  ret void\n"
    "}\n"
    "define void @o0(ptr %a, i32 %n) {\n"
    "  %a.addr = alloca ptr, align 8\n"
    "  %n.addr = alloca i32, align 4\n"
    "  store ptr %a, ptr %a.addr, align 8\n"
    "  store i32 %n, ptr %n.addr, align 4\n"
    "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %n1 = load i32, ptr %n.addr, align 4\n"
    "  %c = icmp slt i32 %t, %n1\n"
    "  br i1 %c, label %y, label %z\n"
    "y:\n"
    "  %a1 = load ptr, ptr %a.addr, align 8\n"
    "  %d = load double, ptr %a1, align 8\n"
    "  br label %z\n"
    "z:\n"
    "  ret void\n"
    "}\n"
    "define void @tiles(ptr %m, i32 %0, i32 %1, i32 %2) {\n"
    "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %c0 = icmp slt i32 %t, %0\n"
    "  %c1 = icmp slt i32 %t, %1\n"
    "  %c2 = icmp slt i32 %t, %2\n"
    "  ret void\n"
    "}\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "declare i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr, i32)\n";

static void test_gen_heuristics(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, MODH);
  int idxok = 0, stride = 0, passed = 0, o0 = 0, tiles = 0, tiles8 = 0;
  for (uint64_t seed = 0; seed < 400; seed++) {
    InterpInput in;
    CHECK_EQ_INT(interp_input_gen(c, m, fidx(m, "gather"), seed, NULL, NULL, &in), IR_OK);
    CHECK(in.args[0].size == 256 && in.args[1].size == 256 && in.args[2].size == 256);
    bool all = true;  /* every index in [0, 64) */
    for (int i = 0; i < 64; i++) all &= le(in.args[0].bytes + 4 * i, 4) < 64;
    idxok += all;
    stride += le(in.args[3].bytes, 8) <= 64;
    passed += le(in.args[4].bytes, 4) <= 64;
    interp_input_free(c, &in);
    CHECK_EQ_INT(interp_input_gen(c, m, fidx(m, "o0"), seed, NULL, NULL, &in), IR_OK);
    CHECK_EQ_INT(in.args[0].size, 64 * 8);  /* double, through the stack slot */
    o0 += le(in.args[1].bytes, 4) <= 64;
    interp_input_free(c, &in);
    CHECK_EQ_INT(interp_input_gen(c, m, fidx(m, "tiles"), seed, NULL, NULL, &in), IR_OK);
    uint64_t p = le(in.args[1].bytes, 4) * le(in.args[2].bytes, 4) * le(in.args[3].bytes, 4);
    tiles += p <= 64;
    tiles8 += le(in.args[1].bytes, 4) == 4;  /* the cube root of 64 */
    interp_input_free(c, &in);
  }
  CHECK(idxok > 250 && stride > 330 && passed > 330 && o0 > 330 && tiles > 200 && tiles8 > 100);
  if (t_cur_failed) fprintf(stderr, "idx %d stride %d passed %d o0 %d tiles %d %d\n", idxok, stride, passed, o0, tiles, tiles8);
  ir_module_free(m);
  ir_ctx_free(c);
}

/* ---- .input round trip */

static const char *MODR =
    "%st = type { i8, double }\n"
    "define void @r(ptr %a, i1 %b, i7 %c, i128 %d, half %e, <4 x float> %f, <3 x i1> %g, { i32, float } %h,\n"
    "               [2 x i16] %i, ptr addrspace(3) %j, ptr byval(%st) %k, double %l, <2 x i64> %m,\n"
    "               ptr addrspace(1) %n) {\n"
    "  store float 1.0, ptr %a, align 4\n"
    "  ret void\n"
    "}\n"
    "define void @\"odd name;x\"(i32 %a) {\n  ret void\n}\n";

static char *write_str(const IrModule *m, uint32_t f, const InterpInput *in, const InterpOpts *o, size_t *len) {
  char *buf = NULL;
  FILE *fp = open_memstream(&buf, len);
  IrStatus s = interp_input_write(fp, m, f, in, o);
  fclose(fp);
  CHECK_EQ_INT(s, IR_OK);
  return buf;
}

static uint64_t mix(uint64_t *s) {
  uint64_t z = (*s += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  return z ^ (z >> 27);
}

/* Random poison, null pointers and options on top of a generated input. */
static void perturb(IrCtx *c, InterpInput *in, InterpOpts *o, uint64_t seed, const IrModule *m, const IrFunc *f) {
  uint64_t s = seed;
  for (uint32_t k = 0; k < in->nargs; k++) {
    InterpArg *a = &in->args[k];
    if (mix(&s) % 4 == 0 && a->size) {
      a->poison = ir_alloc(c, NULL, 0, a->size);
      for (uint32_t i = 0; i < a->size; i++) {
        a->poison[i] = mix(&s) % 3 == 0;
        if (a->poison[i]) a->bytes[i] = 0;
      }
    }
    if (ir_type_is_ptr(m, f->params[k].type) && f->params[k].byval == IR_VOID && mix(&s) % 5 == 0) {
      if (a->bytes) ir_alloc(c, a->bytes, a->size, 0);
      if (a->poison) ir_alloc(c, a->poison, a->size, 0);
      a->bytes = a->poison = NULL;
      a->size = 0, a->is_buffer = 0, a->is_null = 1;
    }
  }
  o->grid.block[0] = 1 + (uint32_t)(mix(&s) % 5), o->grid.thread[1] = 1 + (uint32_t)(mix(&s) % 3);
  o->math = mix(&s) & 1 ? INTERP_MATH_HOST : INTERP_MATH_MPFR;
  o->approx = mix(&s) & 1 ? INTERP_APPROX_ADVERSARIAL : INTERP_APPROX_EXACT;
  o->approx_seed = mix(&s);
  o->step_budget = mix(&s) % 3 ? mix(&s) : 0;
  o->races = mix(&s) & 1;
  in->seed = mix(&s);
}

static bool same_opts(const InterpOpts *a, const InterpOpts *b) {
  return memcmp(&a->grid, &b->grid, sizeof a->grid) == 0 && a->math == b->math && a->approx == b->approx &&
         a->approx_seed == b->approx_seed && a->step_budget == b->step_budget && a->races == b->races;
}

static int roundtrip(IrCtx *c, const IrModule *m, uint32_t fi, uint64_t seed, bool perturbed) {
  InterpInput in, back;
  InterpOpts o, o2;
  interp_opts_default(&o);
  if (interp_input_gen(c, m, fi, seed, NULL, &o, &in) != IR_OK) return 1;
  if (perturbed) perturb(c, &in, &o, seed, m, ir_func(m, fi));
  size_t len;
  char *text = write_str(m, fi, &in, &o, &len);
  memset(&o2, 0xa5, sizeof o2);
  IrStatus s = interp_input_read(c, "rt.input", text, len, m, fi, &back, &o2);
  int bad = s != IR_OK || !same_input(&in, &back) || !same_opts(&o, &o2);
  if (bad && s != IR_OK) fprintf(stderr, "%s\n%s\n", ir_ctx_error(c), text);
  free(text);
  interp_input_free(c, &in);
  interp_input_free(c, &back);
  return bad;
}

static void test_roundtrip(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, MODR);
  int bad = 0, n = test_long() ? 20000 : 1500;
  for (uint64_t seed = 0; seed < (uint64_t)n; seed++) {
    bad += roundtrip(c, m, fidx(m, "r"), seed, seed % 2);
    bad += roundtrip(c, m, fidx(m, "odd name;x"), seed, seed % 2);
  }
  CHECK_EQ_INT(bad, 0);
  ir_module_free(m);
  /* every function of the corpus kernels (when run from the repository root) */
  static const char *files[] = {"corpora/kernels/saxpy.O1.ll", "corpora/kernels/params_struct.O3.ll",
                                "corpora/kernels/small_types.O1.ll", "corpora/kernels/dynamic_shared.O0.ll",
                                "corpora/kernels/matmul_tiled.O3.ll", "corpora/kernels/atomics_mix.O1.ll"};
  for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
    FILE *f = fopen(files[i], "rb");
    if (!f) continue;
    static char buf[1 << 20];
    size_t len = fread(buf, 1, sizeof buf, f);
    fclose(f);
    m = ir_parse(c, files[i], buf, len);
    CHECK(m != NULL);
    if (!m) continue;
    for (uint32_t fi = 0; fi < m->nfuncs; fi++)
      if (!ir_func(m, fi)->is_decl)
        for (uint64_t seed = 0; seed < 20; seed++) bad += roundtrip(c, m, fi, seed, true);
    ir_module_free(m);
  }
  CHECK_EQ_INT(bad, 0);
  ir_ctx_free(c);
}

static void test_write_format(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, "define void @k(ptr %a, i32 %n, <2 x float> %v, { i32, float } %s, i7 %o) {\n"
                         "  store float 1.0, ptr %a, align 4\n  ret void\n}\n");
  uint8_t a[8] = {0, 0, 0x80, 0x3f, 0, 0, 0xc0, 0x7f}, ap[8] = {0, 0, 0, 0, 1, 1, 1, 1};
  uint8_t n[4] = {0xfe, 0xff, 0xff, 0xff}, v[8] = {0, 0, 0x80, 0xbf, 0, 0, 0, 0}, vp[8] = {0, 0, 0, 0, 1, 1, 1, 1};
  uint8_t s[8] = {1, 0, 0, 0, 0, 0, 0x80, 0x7f}, o[1] = {0x85};
  InterpArg args[5] = {{.is_buffer = 1, .size = 8, .bytes = a, .poison = ap}, {.size = 4, .bytes = n},
                       {.size = 8, .bytes = v, .poison = vp}, {.size = 8, .bytes = s}, {.size = 1, .bytes = o}};
  InterpInput in = {.nargs = 5, .args = args, .seed = 42};
  InterpOpts op;
  interp_opts_default(&op);
  size_t len;
  char *text = write_str(m, 0, &in, &op, &len);
  CHECK_STR(text,
            "; passcheck input vector\n"
            "passcheck-input 1 seed=0x2a grid=2,1,1x4,1,1 math=mpfr approx=exact approx-seed=0x0 budget=0 races=on\n"
            "func @k\n"
            "arg 0 ptr buffer 8 ; float\n"
            "  0000: 00 00 80 3f ?? ?? ?? ?? ; 1 poison\n"
            "arg 1 i32 0xfffffffe ; -2\n"
            "arg 2 <2 x float> 0xbf800000 poison ; <-1, poison>\n"
            "arg 3 { i32, float } bytes 8\n"
            "  0000: 01 00 00 00 00 00 80 7f\n"
            "arg 4 i7 bytes 1\n"
            "  0000: 85\n"
            "end\n");
  InterpInput back;
  CHECK_EQ_INT(interp_input_read(c, "w.input", text, len, m, 0, &back, NULL), IR_OK);
  CHECK(same_input(&in, &back));
  interp_input_free(c, &back);
  free(text);
  o[0] = 0x45;
  text = write_str(m, 0, &in, &op, &len);
  CHECK(strstr(text, "arg 4 i7 0x45 ; -59\n") != NULL);
  free(text);
  /* inputs that do not fit the function cannot be written */
  char *sink = NULL;
  size_t sinklen;
  FILE *dn = open_memstream(&sink, &sinklen);
  in.nargs = 4;
  CHECK_EQ_INT(interp_input_write(dn, m, 0, &in, &op), IR_EUSER);
  in.nargs = 5;
  args[1].size = 3;
  CHECK_EQ_INT(interp_input_write(dn, m, 0, &in, &op), IR_EUSER);
  args[1].size = 4;
  args[0].is_buffer = 0;
  CHECK_EQ_INT(interp_input_write(dn, m, 0, &in, &op), IR_EUSER);
  fclose(dn);
  free(sink);
  ir_module_free(m);
  ir_ctx_free(c);
}

/* ---- malformed .input texts */

#define HDR "passcheck-input 1 seed=0x2a grid=2,1,1x4,1,1 math=mpfr approx=exact approx-seed=0x0 budget=0 races=on\n"
#define FN HDR "func @k\n"
#define A0 FN "arg 0 ptr buffer 4\n  0000: 00 00 80 3f\n"
#define A1 A0 "arg 1 i32 0x00000008\n"
#define A2 A1 "arg 2 <2 x float> 0x3f800000 poison\n"
#define A3 A2 "arg 3 { i32, float } bytes 8\n  0000: 01 00 00 00 00 00 80 3f\n"

static const struct {
  const char *text, *err;
} BAD[] = {
    {"", "in.input:1:1: error: expected 'passcheck-input' header"},
    {"; only a comment\n\n", "in.input:3:1: error: expected 'passcheck-input' header"},
    {"hello\n", "in.input:1:1: error: expected 'passcheck-input' header"},
    {"passcheck-input\n", "in.input:1:16: error: expected a version number"},
    {"passcheck-input x\n", "in.input:1:17: error: expected a version number"},
    {"passcheck-input 2\n", "in.input:1:17: error: unsupported input version 2"},
    {"passcheck-input 1 foo=1\n", "in.input:1:19: error: unknown option 'foo'"},
    {"passcheck-input 1 seed\n", "in.input:1:23: error: expected '=' after 'seed'"},
    {"passcheck-input 1 seed=12\n", "in.input:1:24: error: expected a hexadecimal number"},
    {"passcheck-input 1 seed=0x\n", "in.input:1:24: error: expected a hexadecimal number"},
    {"passcheck-input 1 seed=\n", "in.input:1:24: error: expected a hexadecimal number"},
    {"passcheck-input 1 seed=0x11112222333344445\n", "in.input:1:24: error: number too large"},
    {"passcheck-input 1 approx-seed=0xg\n", "in.input:1:31: error: expected a hexadecimal number"},
    {"passcheck-input 1 grid=0x4\n", "in.input:1:24: error: invalid grid '0x4'"},
    {"passcheck-input 1 grid=2x\n", "in.input:1:24: error: invalid grid '2x'"},
    {"passcheck-input 1 math=fast\n", "in.input:1:24: error: expected 'mpfr' or 'host'"},
    {"passcheck-input 1 approx=maybe\n", "in.input:1:26: error: expected 'exact' or 'adversarial'"},
    {"passcheck-input 1 races=yes\n", "in.input:1:25: error: expected 'on' or 'off'"},
    {"passcheck-input 1 budget=-1\n", "in.input:1:26: error: expected a decimal number"},
    {"passcheck-input 1 budget=99999999999999999999\n", "in.input:1:26: error: expected a decimal number"},
    {"passcheck-input 1 seed=0x1 seed=0x2\n", "in.input:1:28: error: duplicate option 'seed'"},
    {"passcheck-input 1 se\001ed=1\n", "in.input:1:19: error: unknown option 'se?ed'"},
    {HDR, "in.input:2:1: error: expected 'func'"},
    {HDR "funk @k\n", "in.input:2:1: error: expected 'func'"},
    {HDR "func\n", "in.input:2:5: error: expected a function name"},
    {HDR "func @other\n", "in.input:2:6: error: input is for @other, but the function is @k"},
    {HDR "func @k extra\n", "in.input:2:9: error: unexpected 'extra'"},
    {FN, "in.input:3:1: error: missing argument 0"},
    {FN "end\n", "in.input:3:1: error: missing argument 0"},
    {FN "argh\n", "in.input:3:1: error: expected 'arg' or 'end'"},
    {FN "arg x\n", "in.input:3:5: error: expected an argument index"},
    {FN "arg 1 i32 0x1\n", "in.input:3:5: error: expected argument 0, found 1"},
    {FN "arg 9 ptr null\n", "in.input:3:5: error: argument 9 does not exist: the function has 5 parameters"},
    {FN "arg 0 i32 0x1\n", "in.input:3:7: error: expected type 'ptr' for argument 0"},
    {FN "arg 0 ptraddrspace(1) null\n", "in.input:3:7: error: expected type 'ptr' for argument 0"},
    {FN "arg 0 ptr\n", "in.input:3:10: error: expected a value"},
    {FN "arg 0 ptr 0x1\n", "in.input:3:11: error: expected 'null', 'buffer' or 'alias' for a pointer parameter"},
    {FN "arg 0 ptr bytes 4\n", "in.input:3:11: error: expected 'null', 'buffer' or 'alias' for a pointer parameter"},
    {FN "arg 0 ptr buffer\n", "in.input:3:17: error: expected a byte count"},
    {FN "arg 0 ptr buffer -4\n", "in.input:3:18: error: expected a byte count"},
    {FN "arg 0 ptr buffer 99999999999\n", "in.input:3:18: error: buffer too large (at most 256 MiB)"},
    {FN "arg 0 ptr buffer 4 junk\n", "in.input:3:20: error: unexpected 'junk'"},
    {FN "arg 0 ptr null junk\n", "in.input:3:16: error: unexpected 'junk'"},
    {FN "arg 0 ptr buffer 4\n  0000: 00 00\n", "in.input:5:1: error: expected 2 more bytes of argument 0"},
    {FN "arg 0 ptr buffer 4\n  0000: 00 00 00\nend\n", "in.input:5:1: error: expected offset 0003:"},
    {FN "arg 0 ptr buffer 4\n  0001: 00\n", "in.input:4:3: error: expected offset 0000, found 0001:"},
    {FN "arg 0 ptr buffer 4\n  zz: 00\n", "in.input:4:3: error: expected offset 0000:"},
    {FN "arg 0 ptr buffer 4\n  0000: 0g\n", "in.input:4:9: error: expected a hex byte or '?\?'"},
    {FN "arg 0 ptr buffer 4\n  0000: 000\n", "in.input:4:9: error: expected a hex byte or '?\?'"},
    {FN "arg 0 ptr buffer 4\n  0000: ?\n", "in.input:4:9: error: expected a hex byte or '?\?'"},
    {FN "arg 0 ptr buffer 4\n  0000: 00 00 00 00 00\n", "in.input:4:21: error: more bytes than the 4 of argument 0"},
    {FN "arg 0 ptr buffer 20\n  0000: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n",
     "in.input:4:57: error: more than 16 bytes on a line"},
    {FN "arg 0 ptr buffer 4\n  0000:\n", "in.input:4:8: error: expected a hex byte or '?\?'"},
    {A0 "arg 1 i32 null\n", "in.input:5:11: error: 'null' needs a pointer parameter"},
    {A0 "arg 1 i32 buffer 4\n", "in.input:5:11: error: 'buffer' needs a pointer parameter"},
    {A0 "arg 1 i32 42\n", "in.input:5:11: error: expected a hex value or 'poison'"},
    {A0 "arg 1 i32 0x100000000\n", "in.input:5:11: error: value 0x100000000 does not fit in i32"},
    {A0 "arg 1 i32 0x123456789012345678901234567890123\n",
     "in.input:5:11: error: value 0x123456789012345678901234567890123 does not fit in i32"},
    {A0 "arg 1 i32 0x1 0x2\n", "in.input:5:15: error: unexpected '0x2' after the value"},
    {A0 "arg 1 i32 bytes 5\n", "in.input:5:17: error: expected 4 bytes for type 'i32'"},
    {A1 "arg 2 <2 x float> 0x0\n", "in.input:6:22: error: expected 2 lanes, found 1"},
    {A2 "arg 3 { i32, float } 0x1\n", "in.input:7:22: error: type '{ i32, float }' needs 'bytes'"},
    {A2 "arg 3 { i32, float } bytes 4\n", "in.input:7:28: error: expected 8 bytes for type '{ i32, float }'"},
    {A3 "arg 4 i7 0x80\n", "in.input:9:10: error: value 0x80 does not fit in i7"},
    {A3 "arg 4 i7 0x7f\n", "in.input:10:1: error: expected 'end'"},
    {A3 "arg 4 i7 0x7f\nend extra\n", "in.input:10:5: error: unexpected 'extra'"},
    {A3 "arg 4 i7 0x7f\nend\nmore\n", "in.input:11:1: error: unexpected text after 'end'"},
    {A3 "arg 4 i7 0x7f\narg 5 i32 0x0\n", "in.input:10:1: error: expected 'end'"},
    {A3 "arg 4 i7 0x7f\narg 4 i7 0x7f\n", "in.input:10:1: error: expected 'end'"},
    {A2 "arg 3 { i32, float } bytes 8\n  0000: 01 00 00 00 00 00 80 3f\nend\n",
     "in.input:9:1: error: missing argument 4"},
    {FN "arg 0 ptr buffer 4\n  0000: 00 00 \xff 00\n", "in.input:4:15: error: expected a hex byte or '?\?'"},
    {FN "arg 0 ptr buffer 4\n  000000000000000000: 00\n", "in.input:4:3: error: expected offset 0000:"},
    {"passcheck-input 1 xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n",
     "in.input:1:19: error: unknown option 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...'"},
};

static const char *GOOD[] = {
    A3 "arg 4 i7 0x7f\nend\n",
    A3 "arg 4 i7 poison\nend",                                        /* no final newline */
    "\n; comment\n" A3 "\n; between\narg 4 i7 bytes 1 ; c\n  0000: ?? ; poison\nend ; done\n\n",
    "passcheck-input 1\r\nfunc @k\r\narg 0 ptr null\r\narg 1 i32 bytes 4\r\n 0: 01\r\n 1: 02 03 04\r\n"
    "arg 2 <2 x float> 0x0 0x0\r\narg 3 { i32, float } bytes 8\r\n 0000: 00 00 00 00 00 00 00 00\r\n"
    "arg 4 i7 0X1\r\nend\r\n",
    "passcheck-input 1 races=off grid=1x1 seed=0xFFFFFFFFFFFFFFFF\nfunc @k\narg 0 ptr buffer 0\narg 1 i32 0x0000000000000001\n"
    "arg 2 <2 x float> poison poison\narg 3 { i32, float } bytes 8\n\t0000:\t00 00 00 00 00 00 00 00\narg 4 i7 0x0\nend\n",
};

static void test_malformed(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, "define void @k(ptr %a, i32 %n, <2 x float> %v, { i32, float } %s, i7 %o) {\n  ret void\n}\n");
  size_t nbad = sizeof BAD / sizeof *BAD;
  CHECK(nbad >= 40);
  for (size_t i = 0; i < nbad; i++) {
    InterpInput in;
    InterpOpts o;
    IrStatus s = interp_input_read(c, "in.input", BAD[i].text, strlen(BAD[i].text), m, 0, &in, &o);
    CHECK_EQ_INT(s, IR_EUSER);
    CHECK_STR(ir_ctx_error(c), BAD[i].err);
    CHECK(in.nargs == 0 && in.args == NULL);
    /* every prefix of a malformed text fails cleanly too */
    size_t len = strlen(BAD[i].text);
    for (size_t k = 0; k < len; k += 7) {
      if (interp_input_read(c, "in.input", BAD[i].text, k, m, 0, &in, &o) == IR_OK) interp_input_free(c, &in);
    }
  }
  for (size_t i = 0; i < sizeof GOOD / sizeof *GOOD; i++) {
    InterpInput in;
    InterpOpts o;
    IrStatus s = interp_input_read(c, "in.input", GOOD[i], strlen(GOOD[i]), m, 0, &in, &o);
    CHECK_EQ_INT(s, IR_OK);
    if (s) fprintf(stderr, "good %zu: %s\n", i, ir_ctx_error(c));
    else CHECK_EQ_INT(in.nargs, 5);
    interp_input_free(c, &in);
  }
  InterpInput in;
  InterpOpts o;
  CHECK_EQ_INT(interp_input_read(c, "in.input", GOOD[3], strlen(GOOD[3]), m, 0, &in, &o), IR_OK);
  CHECK(in.args[0].is_null && !in.args[0].is_buffer && in.args[1].bytes[0] == 1 && in.args[1].bytes[3] == 4);
  CHECK(in.args[4].bytes[0] == 1 && in.seed == 0);
  interp_input_free(c, &in);
  CHECK_EQ_INT(interp_input_read(c, "in.input", GOOD[4], strlen(GOOD[4]), m, 0, &in, &o), IR_OK);
  CHECK(!o.races && o.grid.block[0] == 1 && o.grid.thread[0] == 1 && in.seed == UINT64_MAX);
  CHECK(in.args[0].is_buffer && in.args[0].size == 0 && in.args[2].poison && in.args[2].poison[7]);
  interp_input_free(c, &in);
  /* random mutations of a valid text never crash */
  uint64_t st = 1;
  char buf[512];
  size_t base = strlen(GOOD[0]);
  int ok = 0;
  for (int iter = 0; iter < 20000; iter++) {
    memcpy(buf, GOOD[0], base);
    size_t len = base;
    for (int e = 0; e < 1 + (int)(mix(&st) % 4); e++) {
      size_t at = mix(&st) % len;
      switch (mix(&st) % 3) {
      case 0: buf[at] = (char)(mix(&st) & 0xff); break;
      case 1: memmove(buf + at, buf + at + 1, len - at - 1), len--; break;
      default:
        if (len + 1 < sizeof buf) memmove(buf + at + 1, buf + at, len - at), buf[at] = " \n;?x0"[mix(&st) % 6], len++;
      }
    }
    if (interp_input_read(c, "in.input", buf, len, m, 0, &in, &o) == IR_OK) ok++, interp_input_free(c, &in);
    else CHECK(ir_ctx_status(c) == IR_EUSER && strncmp(ir_ctx_error(c), "in.input:", 9) == 0);
  }
  CHECK(ok > 100);
  ir_module_free(m);
  ir_ctx_free(c);
}

/* ---- refinement verdicts */

typedef struct Res {
  InterpResult r;
  InterpBufOut b[2];
  uint8_t bytes[2][16], pz[2][16], fp[2][16];
  IrId w[2][16];
  uint32_t wf[2][16];
} Res;

static void res_init(Res *x, InterpStatus st) {
  memset(x, 0, sizeof *x);
  x->r.status = st;
  x->r.nbufs = 2;
  x->r.bufs = x->b;
  x->r.ret_size = 4;
  for (int i = 0; i < 2; i++) {
    x->b[i] = (InterpBufOut){INTERP_OBJ_PARAM, (uint32_t)i, 16, x->bytes[i], x->pz[i], x->w[i], x->wf[i], x->fp[i]};
    for (int j = 0; j < 16; j++) x->bytes[i][j] = (uint8_t)(i * 16 + j), x->w[i][j] = 100 + (IrId)j, x->wf[i][j] = 3;
  }
}

static void put_f32(uint8_t *b, uint8_t *fp, uint32_t bits) {
  for (int i = 0; i < 4; i++) b[i] = (uint8_t)(bits >> (8 * i)), fp[i] = (uint8_t)(0x40 | i);
}

static void test_compare(void) {
  Res s, t;
  InterpDiff d;
  res_init(&s, INTERP_OK), res_init(&t, INTERP_OK);
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_REFINES);
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, NULL), INTERP_REFINES);
  /* the same bytes (the comparison's fast path): target poison only where
   * the source has it refines, anywhere else it is more poison */
  s.pz[0][2] = t.pz[0][2] = 1;
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_REFINES);
  t.pz[0][7] = 1;
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_MORE_POISON);
  CHECK(d.buf == 0 && d.offset == 7);
  s.pz[0][2] = t.pz[0][2] = t.pz[0][7] = 0;
  /* source poison is don't-care, wherever the target has anything */
  s.pz[1][3] = 1, t.bytes[1][3] = 0xee;
  s.r.ret_poison[0] = 1, t.r.ret[0] = 9;
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_REFINES);
  t.pz[1][3] = 1;
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_REFINES);
  /* a defined byte that differs: the first one, with its writer */
  t.bytes[1][9] = 0x77, t.bytes[1][12] = 0;
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_VALUE_MISMATCH);
  CHECK(d.verdict == INTERP_VALUE_MISMATCH && d.buf == 1 && d.offset == 9 && d.src_byte == 25 && d.tgt_byte == 0x77);
  CHECK(d.writer == 109 && d.writer_func == 3 && !d.src_poison && !d.tgt_poison);
  /* more poison before it wins (first byte) */
  t.pz[1][5] = 1;
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_MORE_POISON);
  CHECK(d.buf == 1 && d.offset == 5 && d.tgt_poison == 1 && d.src_byte == 21);
  /* the return value comes first */
  t.r.ret[2] = 1;
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_VALUE_MISMATCH);
  CHECK(d.buf == -1 && d.offset == 2 && d.writer == IR_NIL);
  t.r.ret_poison[1] = 1;
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_MORE_POISON);
  CHECK(d.buf == -1 && d.offset == 1);

  /* NaN == NaN for FP elements in both FP maps */
  res_init(&s, INTERP_OK), res_init(&t, INTERP_OK);
  put_f32(s.bytes[0] + 4, s.fp[0] + 4, 0x7fc00000), put_f32(t.bytes[0] + 4, t.fp[0] + 4, 0xffc12345);
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_REFINES);
  put_f32(t.bytes[0] + 4, t.fp[0] + 4, 0x7f800001);  /* a signaling NaN is a NaN */
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_REFINES);
  put_f32(t.bytes[0] + 4, t.fp[0] + 4, 0x7f800000);  /* inf is not */
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_VALUE_MISMATCH);
  CHECK(d.offset == 6);
  put_f32(t.bytes[0] + 4, t.fp[0] + 4, 0x7fc00001);
  t.fp[0][4] = 0;                                    /* no FP map in the target */
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_VALUE_MISMATCH);
  CHECK(d.offset == 4);
  t.fp[0][4] = 0x40;
  t.fp[0][7] = 0x83;                                 /* another width */
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_VALUE_MISMATCH);
  t.fp[0][7] = 0x43;
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_REFINES);
  t.pz[0][5] = 1;                                    /* partly poison: bytes decide */
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_VALUE_MISMATCH);
  CHECK(d.offset == 4);
  t.bytes[0][4] = 0;
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_MORE_POISON);
  CHECK(d.offset == 5);
  t.bytes[0][4] = 1;
  t.pz[0][5] = 0;
  /* doubles: 8-byte elements; half: 2-byte */
  for (int i = 0; i < 8; i++) s.fp[1][8 + i] = t.fp[1][8 + i] = (uint8_t)(0x80 | i);
  memcpy(s.bytes[1] + 8, "\x01\x00\x00\x00\x00\x00\xf8\x7f", 8);
  memcpy(t.bytes[1] + 8, "\x00\x00\x00\x00\x00\x00\xf8\xff", 8);
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_REFINES);
  t.bytes[1][14] = 0xf0;                             /* -inf */
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_VALUE_MISMATCH);
  CHECK(d.buf == 1 && d.offset == 8);
  t.bytes[1][14] = 0xf8;
  s.fp[1][0] = t.fp[1][0] = 0x20, s.fp[1][1] = t.fp[1][1] = 0x21;
  s.bytes[1][0] = 0x01, s.bytes[1][1] = 0x7e, t.bytes[1][0] = 0x00, t.bytes[1][1] = 0xfe;
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_REFINES);
  /* the return value's FP map */
  s.r.ret_size = t.r.ret_size = 4;
  put_f32(s.r.ret, s.r.ret_fpmap, 0x7fc00000), put_f32(t.r.ret, t.r.ret_fpmap, 0x7fc00099);
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_REFINES);
  memset(t.r.ret_fpmap, 0, 4);
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_VALUE_MISMATCH);
  CHECK(d.buf == -1 && d.offset == 0);

  /* statuses */
  static const struct { InterpStatus s, t; InterpVerdict v; } st[] = {
      {INTERP_UB, INTERP_OK, INTERP_SRC_UNDEFINED},           {INTERP_UB, INTERP_UB, INTERP_SRC_UNDEFINED},
      {INTERP_TIMEOUT, INTERP_OK, INTERP_SRC_UNDEFINED},      {INTERP_UNSUPPORTED, INTERP_OK, INTERP_SRC_UNDEFINED},
      {INTERP_OK, INTERP_UB, INTERP_TGT_UB},                  {INTERP_OK, INTERP_TRAP, INTERP_TGT_UB},
      {INTERP_OK, INTERP_TIMEOUT, INTERP_TGT_TIMEOUT},        {INTERP_OK, INTERP_UNSUPPORTED, INTERP_STATUS_MISMATCH},
      {INTERP_TRAP, INTERP_TRAP, INTERP_REFINES},             {INTERP_TRAP, INTERP_OK, INTERP_STATUS_MISMATCH},
      {INTERP_TRAP, INTERP_UB, INTERP_TGT_UB},                {INTERP_TRAP, INTERP_TIMEOUT, INTERP_TGT_TIMEOUT},
      {INTERP_TRAP, INTERP_UNSUPPORTED, INTERP_STATUS_MISMATCH}};
  for (size_t i = 0; i < sizeof st / sizeof *st; i++) {
    res_init(&s, st[i].s), res_init(&t, st[i].t);
    t.bytes[0][0] = 0xff;  /* bytes never matter for these */
    CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), st[i].v);
    CHECK(d.verdict == st[i].v && d.buf == -1 && d.writer == IR_NIL);
  }
  /* shapes that differ */
  res_init(&s, INTERP_OK), res_init(&t, INTERP_OK);
  t.r.nbufs = 1;
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_STATUS_MISMATCH);
  t.r.nbufs = 2, t.b[1].size = 8;
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_STATUS_MISMATCH);
  CHECK_EQ_INT(d.buf, 1);
  t.b[1].size = 16, t.b[1].index = 5;
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_STATUS_MISMATCH);
  t.b[1].index = 1, t.r.ret_size = 8;
  CHECK_EQ_INT(interp_compare(&s.r, &t.r, &d), INTERP_STATUS_MISMATCH);

  CHECK_STR(interp_verdict_name(INTERP_REFINES), "refines");
  CHECK_STR(interp_verdict_name(INTERP_SRC_UNDEFINED), "source-undefined");
  CHECK_STR(interp_verdict_name(INTERP_VALUE_MISMATCH), "value-mismatch");
  CHECK_STR(interp_verdict_name(INTERP_MORE_POISON), "more-poison");
  CHECK_STR(interp_verdict_name(INTERP_TGT_UB), "target-ub");
  CHECK_STR(interp_verdict_name(INTERP_TGT_TIMEOUT), "target-timeout");
  CHECK_STR(interp_verdict_name(INTERP_STATUS_MISMATCH), "status-mismatch");
  CHECK_STR(interp_status_name(INTERP_OK), "ok");
  CHECK_STR(interp_status_name(INTERP_UB), "ub");
  CHECK_STR(interp_status_name(INTERP_TRAP), "trap");
  CHECK_STR(interp_status_name(INTERP_TIMEOUT), "timeout");
  CHECK_STR(interp_status_name(INTERP_UNSUPPORTED), "unsupported");
}

/* ---- printing */

static void test_print(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, "@g = global [8 x i32] zeroinitializer\n"
                         "define float @k(ptr %a, ptr %b) {\n"
                         "  %x = load float, ptr %a, align 4\n"
                         "  ret float %x\n}\n");
  static uint8_t b0[70], p0[70], b1[4], p1[4];
  memset(b0, 0, sizeof b0);
  for (int i = 0; i < 4; i++) b0[i] = "\x00\x00\x80\x3f"[i];
  p0[68] = p0[69] = 1;
  b1[0] = 0xab;
  uint8_t g[32] = {7};
  uint8_t gp[32] = {0};
  InterpBufOut bufs[3] = {{INTERP_OBJ_PARAM, 0, 70, b0, p0, NULL, NULL, NULL},
                          {INTERP_OBJ_PARAM, 1, 4, b1, p1, NULL, NULL, NULL},
                          {INTERP_OBJ_GLOBAL, 0, 32, g, gp, NULL, NULL, NULL}};
  InterpResult r;
  memset(&r, 0, sizeof r);
  r.status = INTERP_OK;
  r.ret_size = 4;
  memcpy(r.ret, "\x00\x00\xc0\x7f", 4);
  r.nbufs = 3, r.bufs = bufs, r.steps = 12;
  char *out = NULL;
  size_t len;
  FILE *f = open_memstream(&out, &len);
  interp_result_print(f, m, fidx(m, "k"), &r);
  fclose(f);
  CHECK_STR(out,
            "status: ok\n"
            "steps: 12\n"
            "return: float 0x7fc00000 ; nan\n"
            "buffer: parameter 0 %a, 70 bytes, float\n"
            "  0000: 00 00 80 3f 00 00 00 00 00 00 00 00 00 00 00 00 ; 1 0 0 0\n"
            "  0010: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 ; 0 0 0 0\n"
            "  * (2 identical lines)\n"
            "  0040: 00 00 00 00 ?? ?? ; 0\n"
            "buffer: parameter 1 %b, 4 bytes\n"
            "  0000: ab 00 00 00\n"
            "global: @g, 32 bytes, i32\n"
            "  0000: 07 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 ; 7 0 0 0\n"
            "  0010: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 ; 0 0 0 0\n");
  free(out);
  r.status = INTERP_UB;
  strcpy(r.reason, "out-of-bounds access: 4 bytes at offset 60 of a 62-byte buffer (parameter 1)");
  IrFunc *fn = ir_func(m, fidx(m, "k"));
  r.where = (InterpLoc){fidx(m, "k"), fn->blocks[fn->entry].first, {1, 0, 0}, {3, 0, 0}};
  r.nbufs = 0, r.ret_size = 0;
  f = open_memstream(&out, &len);
  interp_result_print(f, m, fidx(m, "k"), &r);
  fclose(f);
  CHECK_STR(out,
            "status: ub: out-of-bounds access: 4 bytes at offset 60 of a 62-byte buffer (parameter 1)\n"
            "at: @k: %x = load float, ptr %a, align 4 (line 3)\n"
            "thread: (3,0,0) of block (1,0,0)\n"
            "steps: 12\n"
            "return: void\n");
  free(out);
  ir_module_free(m);
  ir_ctx_free(c);
}

int main(void) {
  TEST(test_opts_grid);
  TEST(test_gen_determinism);
  TEST(test_gen_edges);
  TEST(test_gen_sizes);
  TEST(test_gen_heuristics);
  TEST(test_roundtrip);
  TEST(test_write_format);
  TEST(test_malformed);
  TEST(test_compare);
  TEST(test_print);
  return TEST_END();
}

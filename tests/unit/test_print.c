/* tests/unit/test_print.c -- unit tests of core/print.c: modules built with
 * the ir.h API print to the exact canonical text (every opcode, flag,
 * constant kind and naming rule), llvm-as-16 accepts every printed module
 * (when it is on PATH), every known callee can be declared, printing
 * survives allocation failures, and parse -> print -> parse -> print is a
 * fixpoint on every printed module and on text snippets.
 */
#include <stdlib.h>
#include <unistd.h>

#include "ir.h"
#include "test.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                              */

typedef struct Fx {
  IrCtx *c;
  IrModule *m;
  IrFunc *f;
  uint32_t fi;
  IrId b;  /* the block instructions go to */
} Fx;

/* A module with function "f" (ret, params) and an unnamed entry block. */
static void fx_open(Fx *x, IrType ret, uint32_t n, const IrType *pt) {
  x->c = ir_ctx_new();
  x->m = ir_module_new(x->c);
  x->fi = ir_func_new(x->m, ir_strz(x->m, "f"), ret, n, pt, false);
  x->f = ir_func(x->m, x->fi);
  x->b = ir_block_new(x->f, 0);
}

static void fx_close(Fx *x) {
  ir_module_free(x->m);
  ir_ctx_free(x->c);
}

static IrId emit(Fx *x, IrOp op, IrType ty, uint32_t n, const IrRef *ops) {
  IrId i = ir_inst_new(x->f, op, ty, n);
  for (uint32_t k = 0; k < n; k++) ir_set_opnd(x->f, i, k, ops[k]);
  ir_inst_append(x->f, x->b, i);
  return i;
}
#define NOPS(...) (uint32_t)(sizeof((IrRef[]){__VA_ARGS__}) / sizeof(IrRef))
#define E(x, op, ty, ...) emit((x), (op), (ty), NOPS(__VA_ARGS__), (IrRef[]){__VA_ARGS__})
#define E0(x, op, ty) emit((x), (op), (ty), 0, NULL)
#define R(i) ir_inst_ref(i)
#define ARG(k) ir_ref(IR_RARG, (k))
#define BLK(b) ir_ref(IR_RBLOCK, (b))
#define CI(x, t, v) ir_const_i((x)->m, (t), (v))
#define S(x, s) ir_strz((x)->m, (s))

/* What ir_print_inst, ir_print_func and ir_print_module write to a FILE,
 * as malloc'd strings. */
static char *capture_inst(const IrModule *m, const IrFunc *f, IrId i) {
  char *s = NULL;
  size_t n = 0;
  FILE *fp = open_memstream(&s, &n);
  ir_print_inst(fp, m, f, i);
  fclose(fp);
  return s;
}

static char *capture_func(const IrModule *m, const IrFunc *f) {
  char *s = NULL;
  size_t n = 0;
  FILE *fp = open_memstream(&s, &n);
  ir_print_func(fp, m, f);
  fclose(fp);
  return s;
}

static char *capture_module(const IrModule *m) {
  char *s = NULL;
  size_t n = 0;
  FILE *fp = open_memstream(&s, &n);
  ir_print_module(fp, m);
  fclose(fp);
  return s;
}

#define CHECK_INST(x, i, want)                       \
  do {                                               \
    char *t_s = capture_inst((x)->m, (x)->f, (i));   \
    CHECK_STR(t_s, want);                            \
    free(t_s);                                       \
  } while (0)

/* ---- llvm-as-16 */

static int have_llvm_as = -1;

static bool llvm_as_available(void) {
  if (have_llvm_as < 0) {
    have_llvm_as = system("command -v llvm-as-16 >/dev/null 2>&1") == 0;
    if (!have_llvm_as) printf("test_print: llvm-as-16 is not on PATH: skipping the llvm-as checks\n");
  }
  return have_llvm_as;
}

/* Whether llvm-as-16 accepts text (true when it is not installed). */
static bool llvm_as_accepts(const char *text) {
  if (!llvm_as_available()) return true;
  const char *dir = getenv("TMPDIR");
  char path[512], cmd[1200];
  snprintf(path, sizeof path, "%s/passcheck-print-XXXXXX", dir && *dir ? dir : P_tmpdir);
  int fd = mkstemp(path);
  if (fd < 0) return false;
  size_t n = strlen(text);
  bool ok = write(fd, text, n) == (ssize_t)n;
  close(fd);
  snprintf(cmd, sizeof cmd, "llvm-as-16 '%s' -o /dev/null", path);
  ok = ok && system(cmd) == 0;
  if (!ok) fprintf(stderr, "---- rejected module:\n%s----\n", text);
  unlink(path);
  return ok;
}

/* parse(text) printed again; NULL (with the error on stderr) when the
 * text does not parse. */
static char *reprint(const char *text, size_t n) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = ir_parse(c, "printed.ll", text, n);
  char *s = NULL;
  if (m) s = ir_print_module_str(m, NULL);
  else fprintf(stderr, "%s\n", ir_ctx_error(c));
  ir_module_free(m);
  ir_ctx_free(c);
  return s;
}

/* The module's text; checks that llvm-as accepts it, that parsing and
 * printing it again changes nothing, and that printing is
 * deterministic (FILE and string forms, and a clone, print the same). */
static char *print_checked(const IrModule *m) {
  size_t n = 0;
  char *s = ir_print_module_str(m, &n);
  CHECK(s != NULL);
  if (!s) return NULL;
  CHECK_EQ_INT(n, strlen(s));
  char *f = capture_module(m);
  CHECK_STR(f, s);
  free(f);
  IrModule *c = ir_module_clone(m);
  char *t = ir_print_module_str(c, NULL);
  CHECK_STR(t, s);
  free(t);
  ir_module_free(c);
  CHECK(llvm_as_accepts(s));
  char *again = reprint(s, n);
  CHECK_STR(again, s);
  free(again);
  return s;
}

#define CHECK_MODULE(m, want)             \
  do {                                    \
    char *t_m = print_checked(m);         \
    CHECK_STR(t_m, want);                 \
    free(t_m);                            \
  } while (0)

/* Adds "ret void" (or ret of a zero) to x's current block. */
static void fx_ret(Fx *x) {
  IrType rt = x->f->ret;
  if (rt == IR_VOID) E0(x, IR_RET, IR_VOID);
  else E(x, IR_RET, IR_VOID, ir_const_zero(x->m, rt));
}

/* ------------------------------------------------------------------ */
/* Module layout, types, globals                                        */

static uint32_t global(Fx *x, const char *name, IrType t, unsigned as, IrRef init) {
  uint32_t g = ir_global_new(x->m, name ? S(x, name) : 0, t, as);
  IrGlobal *gl = ir_global(x->m, g);
  gl->has_init = !ir_ref_is(init, IR_RNONE);
  gl->init = init;
  return g;
}

static void test_module_layout(void) {
  Fx x;
  fx_open(&x, IR_VOID, 0, NULL);
  IrModule *m = x.m;
  m->source_filename = S(&x, "x.cu");
  m->datalayout = S(&x, "e-i64:64-i128:128-v16:16-v32:32-n16:32:64");
  m->triple = S(&x, "nvptx64-nvidia-cuda");
  IrType sb = ir_type_named(m, S(&x, "struct.B"));
  IrType sa = ir_type_named(m, S(&x, "struct.A"));
  IrType e = ir_type_named(m, S(&x, "a b"));
  ir_type_set_body(m, sb, 2, (IrType[]){IR_I32, sa}, false);
  ir_type_set_body(m, sa, 2, (IrType[]){IR_I8, IR_I32}, true);
  ir_type_set_body(m, e, 0, NULL, false);
  uint32_t g1 = global(&x, "g1", IR_I32, 0, CI(&x, IR_I32, 7));
  ir_global(m, g1)->align = 4;
  IrType a4 = ir_type_array(m, 4, IR_FLOAT);
  uint32_t g = global(&x, "g2", a4, 3, ir_const_undef(m, a4));
  *ir_global(m, g) = (IrGlobal){.name = ir_global(m, g)->name, .vtype = a4, .as = 3, .linkage = IR_LINK_INTERNAL,
                                .unnamed_addr = 1, .has_init = 1, .init = ir_const_undef(m, a4), .align = 4};
  global(&x, "g3", IR_I32, 1, IR_NOREF);
  g = global(&x, "g4", sb, 1, ir_const_zero(m, sb));
  ir_global(m, g)->linkage = IR_LINK_WEAK_ODR;
  ir_global(m, g)->unnamed_addr = 2;
  ir_global(m, g)->ext_init = 1;
  ir_global(m, g)->align = 8;
  IrType a3 = ir_type_array(m, 3, IR_I8);
  g = global(&x, "g5", a3, 0, ir_const_bytes(m, a3, (const uint8_t *)"a\n", 3));
  ir_global(m, g)->linkage = IR_LINK_PRIVATE;
  ir_global(m, g)->is_const = 1;
  g = global(&x, NULL, IR_I32, 0, CI(&x, IR_I32, 0));
  ir_global(m, g)->linkage = IR_LINK_INTERNAL;
  g = global(&x, "7", IR_I32, 0, CI(&x, IR_I32, 1));
  ir_global(m, g)->linkage = IR_LINK_INTERNAL;
  g = global(&x, "g 6", IR_I64, 0, CI(&x, IR_I64, 0));
  ir_global(m, g)->linkage = IR_LINK_COMMON;
  ir_global(m, g)->align = 8;
  g = global(&x, "g7", IR_PTR, 0, IR_NOREF);
  ir_global(m, g)->linkage = IR_LINK_EXTERN_WEAK;
  IrRef inner = ir_const_agg(m, IR_CSTRUCT, sa, 2, (IrRef[]){CI(&x, IR_I8, 2), CI(&x, IR_I32, 3)});
  g = global(&x, "g8", sb, 0, ir_const_agg(m, IR_CSTRUCT, sb, 2, (IrRef[]){CI(&x, IR_I32, 1), inner}));
  ir_global(m, g)->is_const = 1;
  global(&x, "g9", IR_PTR, 0, ir_ref(IR_RGLOBAL, g1));
  IrType ap = ir_type_array(m, 2, IR_PTR);
  global(&x, "g10", ap, 0,
         ir_const_agg(m, IR_CARRAY, ap, 2, (IrRef[]){ir_ref(IR_RGLOBAL, g1), ir_ref(IR_RFUNC, x.fi)}));
  fx_ret(&x);
  CHECK_MODULE(m,
               "source_filename = \"x.cu\"\n"
               "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
               "target triple = \"nvptx64-nvidia-cuda\"\n"
               "\n"
               "%\"a b\" = type {}\n"
               "%struct.A = type <{ i8, i32 }>\n"
               "%struct.B = type { i32, %struct.A }\n"
               "\n"
               "@g1 = global i32 7, align 4\n"
               "@g2 = internal unnamed_addr addrspace(3) global [4 x float] undef, align 4\n"
               "@g3 = external addrspace(1) global i32\n"
               "@g4 = weak_odr local_unnamed_addr addrspace(1) externally_initialized global %struct.B "
               "zeroinitializer, align 8\n"
               "@g5 = private constant [3 x i8] c\"a\\0A\\00\"\n"
               "@0 = internal global i32 0\n"
               "@1 = internal global i32 1\n"
               "@\"g 6\" = common global i64 0, align 8\n"
               "@g7 = extern_weak global ptr\n"
               "@g8 = constant %struct.B { i32 1, %struct.A <{ i8 2, i32 3 }> }\n"
               "@g9 = global ptr @g1\n"
               "@g10 = global [2 x ptr] [ptr @g1, ptr @f]\n"
               "\n"
               "define void @f() {\n"
               "  ret void\n"
               "}\n");
  fx_close(&x);
}

/* Only what exists is printed: a bare declaration is one line. */
static void test_module_minimal(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = ir_module_new(c);
  size_t n = 99;
  char *s = ir_print_module_str(m, &n);
  CHECK_STR(s, "");
  CHECK_EQ_INT(n, 0);
  free(s);
  ir_func_new(m, ir_strz(m, "d"), IR_VOID, 0, NULL, false);
  CHECK_MODULE(m, "declare void @d()\n");
  uint32_t k = ir_func_new(m, 0, IR_VOID, 0, NULL, false); /* unnamed: @0 */
  ir_block_new(ir_func(m, k), 0);
  IrFunc *f = ir_func(m, k);
  IrId r = ir_inst_new(f, IR_RET, IR_VOID, 0);
  ir_inst_append(f, f->entry, r);
  f->is_kernel = true;
  m->triple = ir_strz(m, "nvptx64-nvidia-cuda");
  CHECK_MODULE(m,
               "target triple = \"nvptx64-nvidia-cuda\"\n"
               "\n"
               "declare void @d()\n"
               "\n"
               "define void @0() {\n"
               "  ret void\n"
               "}\n"
               "\n"
               "!nvvm.annotations = !{!0}\n"
               "\n"
               "!0 = !{ptr @0, !\"kernel\", i32 1}\n");
  ir_module_free(m);
  ir_ctx_free(c);
}

/* ------------------------------------------------------------------ */
/* Function headers and attributes                                      */

static uint32_t body_ret(IrModule *m, uint32_t fi, IrRef v) {
  IrFunc *f = ir_func(m, fi);
  IrId b = ir_block_new(f, 0);
  IrId r = ir_inst_new(f, IR_RET, IR_VOID, ir_ref_is(v, IR_RNONE) ? 0 : 1);
  if (!ir_ref_is(v, IR_RNONE)) ir_set_opnd(f, r, 0, v);
  ir_inst_append(f, b, r);
  return fi;
}

static void test_func_headers(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = ir_module_new(c);
  /* a declaration with every parameter attribute */
  uint32_t d = ir_func_new(m, ir_strz(m, "d1"), IR_I8, 3, (IrType[]){IR_I32, IR_PTR, IR_PTR}, true);
  IrFunc *f = ir_func(m, d);
  f->ret_attrs = IR_PA_NOUNDEF | IR_PA_SIGNEXT | IR_PA_NOCAPTURE; /* nocapture: not on returns */
  f->params[0].attrs = IR_PA_ZEROEXT | IR_PA_INREG;
  f->params[1].attrs = IR_PA_NOALIAS | IR_PA_NOCAPTURE | IR_PA_NOFREE | IR_PA_NOUNDEF | IR_PA_NONNULL |
                       IR_PA_READONLY;
  f->params[1].align = 16;
  f->params[1].deref = 64;
  f->params[2].attrs = IR_PA_WRITEONLY;
  f->params[2].name = ir_strz(m, "named");
  f->fattrs = IR_A_NOUNWIND;
  d = ir_func_new(m, ir_strz(m, "d2"), IR_VOID, 0, NULL, true);
  ir_func(m, d)->linkage = IR_LINK_EXTERN_WEAK;
  /* a definition with most function attributes */
  uint32_t h = ir_func_new(m, ir_strz(m, "h"), IR_PTR, 2, (IrType[]){IR_PTR, IR_I32}, false);
  f = ir_func(m, h);
  f->linkage = IR_LINK_INTERNAL;
  f->unnamed_addr = 1;
  f->ret_attrs = IR_PA_NONNULL;
  f->params[0].attrs = IR_PA_RETURNED | IR_PA_READNONE;
  f->params[1].attrs = IR_PA_SIGNEXT;
  f->params[1].name = ir_strz(m, "n");
  f->fattrs = IR_FA_ALWAYSINLINE | IR_A_CONV | IR_FA_MUSTPROGRESS | IR_FA_NOCALLBACK | IR_FA_NOFREE |
              IR_FA_NORECURSE | IR_FA_NORETURN | IR_FA_NOSYNC | IR_A_NOUNWIND | IR_A_SPEC | IR_A_WILLRET |
              IR_FA_ARGMEMONLY | IR_A_APPROX | IR_A_FTZ;
  f->denorm = f->denorm_f32 = IR_DN_PRESERVE_SIGN;
  f->align = 32;
  body_ret(m, h, ir_ref(IR_RARG, 0));
  /* optnone brings noinline, which drops alwaysinline */
  uint32_t o = body_ret(m, ir_func_new(m, ir_strz(m, "o"), IR_VOID, 0, NULL, false), IR_NOREF);
  f = ir_func(m, o);
  f->fattrs = IR_FA_OPTNONE | IR_FA_ALWAYSINLINE | IR_A_NOMEM | IR_FA_ARGMEMONLY;
  f->linkage = IR_LINK_LINKONCE_ODR;
  f->unnamed_addr = 2;
  f->denorm_f32 = IR_DN_PRESERVE_SIGN;
  uint32_t r = body_ret(m, ir_func_new(m, ir_strz(m, "r"), IR_VOID, 0, NULL, false), IR_NOREF);
  f = ir_func(m, r);
  f->fattrs = IR_FA_ARGMEMONLY | IR_A_READS;
  f->denorm = f->denorm_f32 = IR_DN_POSITIVE_ZERO;
  f->linkage = IR_LINK_WEAK;
  uint32_t w = body_ret(m, ir_func_new(m, ir_strz(m, "w"), IR_VOID, 0, NULL, false), IR_NOREF);
  f = ir_func(m, w);
  f->fattrs = IR_FA_ARGMEMONLY | IR_A_WRITES | IR_FA_NOINLINE;
  f->denorm = IR_DN_DYNAMIC;
  f->denorm_f32 = IR_DN_IEEE;
  f->linkage = IR_LINK_PRIVATE;
  CHECK_MODULE(m,
               "declare noundef signext i8 @d1(i32 inreg zeroext, ptr noalias nocapture nofree noundef "
               "nonnull readonly align 16 dereferenceable(64), ptr writeonly, ...) nounwind\n"
               "\n"
               "declare extern_weak void @d2(...)\n"
               "\n"
               "define internal nonnull ptr @h(ptr readnone returned %0, i32 signext %n) unnamed_addr "
               "alwaysinline convergent mustprogress nocallback nofree norecurse noreturn nosync nounwind "
               "speculatable willreturn memory(argmem: readwrite) "
               "\"denormal-fp-math\"=\"preserve-sign,preserve-sign\" align 32 {\n"
               "  ret ptr %0\n"
               "}\n"
               "\n"
               "define linkonce_odr void @o() local_unnamed_addr noinline optnone memory(none) "
               "\"denormal-fp-math-f32\"=\"preserve-sign,preserve-sign\" {\n"
               "  ret void\n"
               "}\n"
               "\n"
               "define weak void @r() memory(argmem: read) \"denormal-fp-math\"=\"positive-zero,positive-zero\" {\n"
               "  ret void\n"
               "}\n"
               "\n"
               "define private void @w() noinline memory(argmem: write) "
               "\"denormal-fp-math\"=\"dynamic,dynamic\" \"denormal-fp-math-f32\"=\"ieee,ieee\" {\n"
               "  ret void\n"
               "}\n");
  ir_module_free(m);
  ir_ctx_free(c);
}

/* byval(T) comes after the plain attributes and before align. */
static void test_byval(void) {
  Fx x;
  fx_open(&x, IR_VOID, 2, (IrType[]){IR_PTR, IR_PTR});
  IrType sp = ir_type_named(x.m, S(&x, "struct.P"));
  ir_type_set_body(x.m, sp, 2, (IrType[]){IR_FLOAT, IR_I32}, false);
  IrParam *pa = &x.f->params[0];
  pa->attrs = IR_PA_NOCAPTURE | IR_PA_NOUNDEF | IR_PA_READONLY;
  pa->byval = sp;
  pa->align = 4;
  fx_ret(&x);
  CHECK_MODULE(x.m,
               "%struct.P = type { float, i32 }\n"
               "\n"
               "define void @f(ptr nocapture noundef readonly byval(%struct.P) align 4 %0, ptr %1) {\n"
               "  ret void\n"
               "}\n");
  fx_close(&x);
}

/* ------------------------------------------------------------------ */
/* Instructions                                                         */

static void test_int_ops(void) {
  Fx x;
  fx_open(&x, IR_VOID, 2, (IrType[]){IR_I32, IR_I32});
  static const struct { IrOp op; uint32_t flags; const char *want; } t[] = {
    {IR_ADD, IR_F_NUW | IR_F_NSW, "%3 = add nuw nsw i32 %0, %1"},
    {IR_SUB, IR_F_NSW, "%4 = sub nsw i32 %0, %1"},
    {IR_MUL, IR_F_NUW, "%5 = mul nuw i32 %0, %1"},
    {IR_UDIV, IR_F_EXACT, "%6 = udiv exact i32 %0, %1"},
    {IR_SDIV, 0, "%7 = sdiv i32 %0, %1"},
    {IR_UREM, IR_F_EXACT, "%8 = urem i32 %0, %1"}, /* flags an opcode does not take are not printed */
    {IR_SREM, 0, "%9 = srem i32 %0, %1"},
    {IR_SHL, IR_F_NUW | IR_F_NSW | IR_F_EXACT, "%10 = shl nuw nsw i32 %0, %1"},
    {IR_LSHR, IR_F_EXACT | IR_F_NUW, "%11 = lshr exact i32 %0, %1"},
    {IR_ASHR, IR_F_EXACT, "%12 = ashr exact i32 %0, %1"},
    {IR_AND, 0, "%13 = and i32 %0, %1"},
    {IR_OR, IR_F_FAST, "%14 = or i32 %0, %1"},
    {IR_XOR, 0, "%15 = xor i32 %0, %1"},
  };
  for (size_t k = 0; k < sizeof t / sizeof t[0]; k++) {
    IrId i = E(&x, t[k].op, IR_I32, ARG(0), ARG(1));
    x.f->insts[i].flags = t[k].flags;
    CHECK_INST(&x, i, t[k].want);
  }
  static const char *const preds[] = {"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"};
  for (unsigned p = IR_ICMP_EQ; p <= IR_ICMP_SLE; p++) {
    IrId i = E(&x, IR_ICMP, IR_I1, ARG(0), CI(&x, IR_I32, -1));
    x.f->insts[i].pred = (uint8_t)p;
    char want[64];
    snprintf(want, sizeof want, "%%%u = icmp %s i32 %%0, -1", 16 + p - IR_ICMP_EQ, preds[p - IR_ICMP_EQ]);
    CHECK_INST(&x, i, want);
  }
  IrType v4 = ir_type_vec(x.m, 4, IR_I32), v4b = ir_type_vec(x.m, 4, IR_I1);
  IrId vi = E(&x, IR_ADD, v4, ir_const_splat(x.m, v4, CI(&x, IR_I32, 1)), ir_const_zero(x.m, v4));
  CHECK_INST(&x, vi, "%26 = add <4 x i32> <i32 1, i32 1, i32 1, i32 1>, zeroinitializer");
  IrId vc = E(&x, IR_ICMP, v4b, R(vi), ir_const_poison(x.m, v4));
  x.f->insts[vc].pred = IR_ICMP_ULT;
  CHECK_INST(&x, vc, "%27 = icmp ult <4 x i32> %26, poison");
  IrId pc = E(&x, IR_ICMP, IR_I1, ir_const_null(x.m, IR_PTR3), ir_const_null(x.m, IR_PTR3));
  x.f->insts[pc].pred = IR_ICMP_NE;
  CHECK_INST(&x, pc, "%28 = icmp ne ptr addrspace(3) null, null");
  IrId fr = E(&x, IR_FREEZE, IR_I32, ARG(1));
  CHECK_INST(&x, fr, "%29 = freeze i32 %1");
  fx_ret(&x);
  char *s = print_checked(x.m);
  free(s);
  fx_close(&x);
}

static void test_fp_ops(void) {
  Fx x;
  fx_open(&x, IR_VOID, 3, (IrType[]){IR_FLOAT, IR_FLOAT, IR_I1});
  static const struct { IrOp op; uint32_t flags; const char *want; } t[] = {
    {IR_FADD, IR_F_FAST, "%4 = fadd fast float %0, %1"},
    {IR_FSUB, IR_F_NNAN | IR_F_NINF, "%5 = fsub nnan ninf float %0, %1"},
    {IR_FMUL, IR_F_CONTRACT, "%6 = fmul contract float %0, %1"},
    {IR_FDIV, IR_F_ARCP | IR_F_AFN | IR_F_NSZ, "%7 = fdiv nsz arcp afn float %0, %1"},
    {IR_FREM, IR_F_REASSOC | IR_F_NNAN | IR_F_CONTRACT, "%8 = frem reassoc nnan contract float %0, %1"},
    {IR_FADD, IR_F_FAST & ~IR_F_AFN, "%9 = fadd reassoc nnan ninf nsz arcp contract float %0, %1"},
    {IR_FADD, IR_F_NUW, "%10 = fadd float %0, %1"},
  };
  for (size_t k = 0; k < sizeof t / sizeof t[0]; k++) {
    IrId i = E(&x, t[k].op, IR_FLOAT, ARG(0), ARG(1));
    x.f->insts[i].flags = t[k].flags;
    CHECK_INST(&x, i, t[k].want);
  }
  IrId n = E(&x, IR_FNEG, IR_FLOAT, ARG(0));
  x.f->insts[n].flags = IR_F_NSZ;
  CHECK_INST(&x, n, "%11 = fneg nsz float %0");
  static const char *const preds[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                      "uno",   "ueq", "ugt", "uge", "ult", "ule", "une", "true"};
  for (unsigned p = IR_FCMP_FALSE; p <= IR_FCMP_TRUE; p++) {
    IrId i = E(&x, IR_FCMP, IR_I1, ARG(0), ir_const_f32(x.m, 2.0f));
    x.f->insts[i].pred = (uint8_t)p;
    x.f->insts[i].flags = p == IR_FCMP_OLT ? IR_F_FAST : 0;
    char want[80];
    snprintf(want, sizeof want, "%%%u = fcmp %s%s float %%0, 2.000000e+00", 12 + p,
             p == IR_FCMP_OLT ? "fast " : "", preds[p]);
    CHECK_INST(&x, i, want);
  }
  IrId s = E(&x, IR_SELECT, IR_FLOAT, ARG(2), ARG(0), ARG(1));
  x.f->insts[s].flags = IR_F_NNAN;
  CHECK_INST(&x, s, "%28 = select nnan i1 %2, float %0, float %1");
  IrId si = E(&x, IR_SELECT, IR_I32, ARG(2), CI(&x, IR_I32, 1), CI(&x, IR_I32, 2));
  x.f->insts[si].flags = IR_F_NNAN; /* no fast-math flags on an integer select */
  CHECK_INST(&x, si, "%29 = select i1 %2, i32 1, i32 2");
  IrType v2 = ir_type_vec(x.m, 2, IR_DOUBLE);
  IrId vd = E(&x, IR_FMUL, v2, ir_const_splat(x.m, v2, ir_const_f64(x.m, 0.5)), ir_const_undef(x.m, v2));
  x.f->insts[vd].flags = IR_F_FAST;
  CHECK_INST(&x, vd, "%30 = fmul fast <2 x double> <double 5.000000e-01, double 5.000000e-01>, undef");
  IrId h = E(&x, IR_FADD, IR_HALF, ir_const_fp(x.m, IR_HALF, 0x3c00), ir_const_zero(x.m, IR_HALF));
  CHECK_INST(&x, h, "%31 = fadd half 0xH3C00, 0xH0000");
  fx_ret(&x);
  char *str = print_checked(x.m);
  free(str);
  fx_close(&x);
}

static void test_casts(void) {
  Fx x;
  fx_open(&x, IR_VOID, 4, (IrType[]){IR_I32, IR_FLOAT, IR_PTR1, IR_DOUBLE});
  static const struct { IrOp op; IrType to; uint32_t arg; const char *want; } t[] = {
    {IR_TRUNC, IR_I8, 0, "%5 = trunc i32 %0 to i8"},
    {IR_ZEXT, IR_I64, 0, "%6 = zext i32 %0 to i64"},
    {IR_SEXT, IR_I128, 0, "%7 = sext i32 %0 to i128"},
    {IR_FPTRUNC, IR_HALF, 1, "%8 = fptrunc float %1 to half"},
    {IR_FPEXT, IR_DOUBLE, 1, "%9 = fpext float %1 to double"},
    {IR_FPTOUI, IR_I32, 3, "%10 = fptoui double %3 to i32"},
    {IR_FPTOSI, IR_I16, 1, "%11 = fptosi float %1 to i16"},
    {IR_UITOFP, IR_FLOAT, 0, "%12 = uitofp i32 %0 to float"},
    {IR_SITOFP, IR_DOUBLE, 0, "%13 = sitofp i32 %0 to double"},
    {IR_PTRTOINT, IR_I64, 2, "%14 = ptrtoint ptr addrspace(1) %2 to i64"},
    {IR_INTTOPTR, IR_PTR4, 0, "%15 = inttoptr i32 %0 to ptr addrspace(4)"},
    {IR_BITCAST, IR_I32, 1, "%16 = bitcast float %1 to i32"},
    {IR_ADDRSPACECAST, IR_PTR, 2, "%17 = addrspacecast ptr addrspace(1) %2 to ptr"},
  };
  for (size_t k = 0; k < sizeof t / sizeof t[0]; k++) {
    IrId i = E(&x, t[k].op, t[k].to, ARG(t[k].arg));
    CHECK_INST(&x, i, t[k].want);
  }
  fx_ret(&x);
  char *s = print_checked(x.m);
  free(s);
  fx_close(&x);
}

/* The dialect of a module: the parser raises it to the oldest LLVM that
 * reads what the text uses; the printer writes that LLVM's spelling (a
 * module built through the API in dialect 22 prints captures(none) and
 * ptx_kernel, in dialect 16 nocapture and the annotation), and flags of
 * LLVM 19 print where the opcode takes them. */
static int dialect_of_text(const char *text) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = ir_parse(c, "d.ll", text, strlen(text));
  int d = m ? m->dialect : -1;
  ir_module_free(m);
  ir_ctx_free(c);
  return d;
}

static void test_dialects(void) {
  CHECK_EQ_INT(dialect_of_text("define void @f(ptr nocapture %p) {\n  ret void\n}\n"), 0);
  CHECK_EQ_INT(dialect_of_text("define i64 @f(i32 %x) {\n  %z = zext nneg i32 %x to i64\n  ret i64 %z\n}\n"), 19);
  CHECK_EQ_INT(dialect_of_text("define i1 @f(i32 %x) {\n  %c = icmp samesign ult i32 %x, 3\n  ret i1 %c\n}\n"), 22);
  CHECK_EQ_INT(dialect_of_text("define void @f(ptr captures(none) %p) {\n  ret void\n}\n"), 22);
  CHECK_EQ_INT(dialect_of_text("define void @f(i32 range(i32 0, 4) %x) {\n  ret void\n}\n"), 19);
  Fx x;
  fx_open(&x, IR_VOID, 2, (IrType[]){IR_PTR, IR_I32});
  x.f->params[0].attrs |= IR_PA_NOCAPTURE;
  x.f->is_kernel = true;
  IrId z = E(&x, IR_ZEXT, IR_I64, ARG(1));
  x.f->insts[z].flags = IR_F_NNEG;
  IrId o = E(&x, IR_OR, IR_I32, ARG(1), CI(&x, IR_I32, 64));
  x.f->insts[o].flags = IR_F_DISJOINT;
  IrId t = E(&x, IR_TRUNC, IR_I8, ARG(1));
  x.f->insts[t].flags = IR_F_NUW | IR_F_NSW;
  fx_ret(&x);
  CHECK_INST(&x, z, "%3 = zext nneg i32 %1 to i64");
  CHECK_INST(&x, o, "%4 = or disjoint i32 %1, 64");
  CHECK_INST(&x, t, "%5 = trunc nuw nsw i32 %1 to i8");
  char *s16 = ir_print_module_str(x.m, NULL);
  CHECK(s16 && strstr(s16, "define void @f(ptr nocapture %0, i32 %1)") && strstr(s16, "!nvvm.annotations"));
  x.m->dialect = IR_DIALECT_22;
  char *s22 = ir_print_module_str(x.m, NULL);
  CHECK(s22 && strstr(s22, "define ptx_kernel void @f(ptr captures(none) %0, i32 %1)") && !strstr(s22, "nvvm.annotations"));
  CHECK_EQ_INT(dialect_of_text(s22), 22);  /* and reads back as dialect 22 */
  free(s16);
  free(s22);
  fx_close(&x);
}

static void test_memory(void) {
  Fx x;
  fx_open(&x, IR_VOID, 3, (IrType[]){IR_PTR, IR_I32, IR_PTR3});
  IrModule *m = x.m;
  IrType a16 = ir_type_array(m, 16, IR_FLOAT);
  IrId a = E(&x, IR_ALLOCA, IR_PTR5, CI(&x, IR_I32, 1));
  x.f->insts[a].auxty = a16;
  x.f->insts[a].align = 4;
  CHECK_INST(&x, a, "%4 = alloca [16 x float], align 4, addrspace(5)");
  IrId a2 = E(&x, IR_ALLOCA, IR_PTR, ARG(1));
  x.f->insts[a2].auxty = IR_I64;
  CHECK_INST(&x, a2, "%5 = alloca i64, i32 %1");
  IrId a3 = E(&x, IR_ALLOCA, IR_PTR, CI(&x, IR_I64, 1)); /* i32 1 is the only implicit count */
  x.f->insts[a3].auxty = IR_I8;
  x.f->insts[a3].align = 1;
  CHECK_INST(&x, a3, "%6 = alloca i8, i64 1, align 1");
  IrId a4 = E0(&x, IR_ALLOCA, IR_PTR);
  x.f->insts[a4].auxty = IR_I32;
  CHECK_INST(&x, a4, "%7 = alloca i32");
  IrId l = E(&x, IR_LOAD, IR_I32, ARG(0));
  x.f->insts[l].align = 4;
  CHECK_INST(&x, l, "%8 = load i32, ptr %0, align 4");
  IrId lv = E(&x, IR_LOAD, IR_FLOAT, ARG(2));
  x.f->insts[lv].flags = IR_F_VOLATILE;
  CHECK_INST(&x, lv, "%9 = load volatile float, ptr addrspace(3) %2");
  IrId la = E(&x, IR_LOAD, IR_I32, ARG(0));
  x.f->insts[la].flags = IR_F_ATOMIC | IR_F_VOLATILE;
  x.f->insts[la].order = IR_ORD_ACQUIRE;
  x.f->insts[la].scope = S(&x, "block");
  x.f->insts[la].align = 4;
  CHECK_INST(&x, la, "%10 = load atomic volatile i32, ptr %0 syncscope(\"block\") acquire, align 4");
  IrId la2 = E(&x, IR_LOAD, IR_I64, ARG(0)); /* atomic without alignment: the natural one */
  x.f->insts[la2].flags = IR_F_ATOMIC;
  x.f->insts[la2].order = IR_ORD_MONOTONIC;
  CHECK_INST(&x, la2, "%11 = load atomic i64, ptr %0 monotonic, align 8");
  IrId s = E(&x, IR_STORE, IR_VOID, R(l), ARG(0));
  x.f->insts[s].align = 16;
  CHECK_INST(&x, s, "store i32 %8, ptr %0, align 16");
  IrId sv = E(&x, IR_STORE, IR_VOID, ir_const_f32(x.m, 1.0f), ARG(2));
  x.f->insts[sv].flags = IR_F_VOLATILE;
  CHECK_INST(&x, sv, "store volatile float 1.000000e+00, ptr addrspace(3) %2");
  IrId sa = E(&x, IR_STORE, IR_VOID, R(l), ARG(0));
  x.f->insts[sa].flags = IR_F_ATOMIC;
  x.f->insts[sa].order = IR_ORD_RELEASE;
  x.f->insts[sa].scope = S(&x, "device");
  CHECK_INST(&x, sa, "store atomic i32 %8, ptr %0 syncscope(\"device\") release, align 4");
  IrId g = E(&x, IR_GEP, IR_PTR, ARG(0), CI(&x, IR_I64, 0), ARG(1));
  x.f->insts[g].auxty = a16;
  x.f->insts[g].flags = IR_F_INBOUNDS;
  CHECK_INST(&x, g, "%12 = getelementptr inbounds [16 x float], ptr %0, i64 0, i32 %1");
  IrId g2 = E(&x, IR_GEP, IR_PTR3, ARG(2), CI(&x, IR_I32, -4));
  x.f->insts[g2].auxty = IR_I8;
  CHECK_INST(&x, g2, "%13 = getelementptr i8, ptr addrspace(3) %2, i32 -4");
  static const char *const rmw[] = {"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min",
                                    "umax", "umin", "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap"};
  for (unsigned k = 0; k < IR_NRMW; k++) {
    bool fp = k >= IR_RMW_FADD && k <= IR_RMW_FMIN;
    IrType t = fp ? IR_FLOAT : IR_I32;
    IrId r = E(&x, IR_ATOMICRMW, t, ARG(0), fp ? ir_const_f32(x.m, 0.5f) : CI(&x, IR_I32, 3));
    x.f->insts[r].aux = k;
    x.f->insts[r].order = k % 2 ? IR_ORD_SEQCST : IR_ORD_MONOTONIC;
    x.f->insts[r].align = 4;
    char want[120];
    snprintf(want, sizeof want, "%%%u = atomicrmw %s ptr %%0, %s %s, align 4", 14 + k, rmw[k],
             fp ? "float 5.000000e-01" : "i32 3", k % 2 ? "seq_cst" : "monotonic");
    CHECK_INST(&x, r, want);
  }
  IrId rv = E(&x, IR_ATOMICRMW, IR_I64, ARG(0), CI(&x, IR_I64, 1));
  x.f->insts[rv].aux = IR_RMW_ADD;
  x.f->insts[rv].flags = IR_F_VOLATILE;
  x.f->insts[rv].order = IR_ORD_ACQREL;
  x.f->insts[rv].scope = S(&x, "block");
  x.f->insts[rv].align = 8;
  CHECK_INST(&x, rv, "%31 = atomicrmw volatile add ptr %0, i64 1 syncscope(\"block\") acq_rel, align 8");
  IrType pair = ir_type_struct(m, 2, (IrType[]){IR_I32, IR_I1}, false);
  IrId cx = E(&x, IR_CMPXCHG, pair, ARG(0), CI(&x, IR_I32, 0), ARG(1));
  x.f->insts[cx].order = IR_ORD_ACQREL | IR_ORD_ACQUIRE << 4;
  x.f->insts[cx].align = 4;
  CHECK_INST(&x, cx, "%32 = cmpxchg ptr %0, i32 0, i32 %1 acq_rel acquire, align 4");
  IrId cw = E(&x, IR_CMPXCHG, pair, ARG(0), CI(&x, IR_I32, 0), ARG(1));
  x.f->insts[cw].flags = IR_F_WEAK | IR_F_VOLATILE;
  x.f->insts[cw].order = IR_ORD_SEQCST | IR_ORD_MONOTONIC << 4;
  x.f->insts[cw].scope = S(&x, "a\"b");
  x.f->insts[cw].align = 4;
  CHECK_INST(&x, cw,
             "%33 = cmpxchg weak volatile ptr %0, i32 0, i32 %1 syncscope(\"a\\22b\") seq_cst monotonic, align 4");
  IrId fe = E0(&x, IR_FENCE, IR_VOID);
  x.f->insts[fe].order = IR_ORD_SEQCST;
  CHECK_INST(&x, fe, "fence seq_cst");
  IrId fs = E0(&x, IR_FENCE, IR_VOID);
  x.f->insts[fs].order = IR_ORD_ACQUIRE;
  x.f->insts[fs].scope = S(&x, "block");
  CHECK_INST(&x, fs, "fence syncscope(\"block\") acquire");
  fx_ret(&x);
  char *str = print_checked(x.m);
  free(str);
  fx_close(&x);
}

static void test_vectors_aggregates(void) {
  Fx x;
  fx_open(&x, IR_VOID, 2, (IrType[]){IR_I32, IR_FLOAT});
  IrModule *m = x.m;
  IrType v4 = ir_type_vec(m, 4, IR_FLOAT);
  IrType v2i = ir_type_vec(m, 2, IR_I32), v4i = ir_type_vec(m, 4, IR_I32);
  IrId ie = E(&x, IR_INSERTELT, v4, ir_const_poison(m, v4), ARG(1), CI(&x, IR_I32, 0));
  CHECK_INST(&x, ie, "%3 = insertelement <4 x float> poison, float %1, i32 0");
  IrId ee = E(&x, IR_EXTRACTELT, IR_FLOAT, R(ie), ARG(0));
  CHECK_INST(&x, ee, "%4 = extractelement <4 x float> %3, i32 %0");
  IrId sh = E(&x, IR_SHUFFLE, v4, R(ie), ir_const_poison(m, v4), ir_const_zero(m, v4i));
  CHECK_INST(&x, sh, "%5 = shufflevector <4 x float> %3, <4 x float> poison, <4 x i32> zeroinitializer");
  IrRef lanes[2] = {CI(&x, IR_I32, 3), ir_const_undef(m, IR_I32)};
  IrType v2 = ir_type_vec(m, 2, IR_FLOAT);
  IrId sh2 = E(&x, IR_SHUFFLE, v2, R(ie), R(sh), ir_const_agg(m, IR_CVEC, v2i, 2, lanes));
  CHECK_INST(&x, sh2, "%6 = shufflevector <4 x float> %3, <4 x float> %5, <2 x i32> <i32 3, i32 poison>");
  IrRef zl[2] = {CI(&x, IR_I32, 0), CI(&x, IR_I32, 0)};
  IrId sh3 = E(&x, IR_SHUFFLE, v2, R(ie), R(sh), ir_const_agg(m, IR_CVEC, v2i, 2, zl));
  CHECK_INST(&x, sh3, "%7 = shufflevector <4 x float> %3, <4 x float> %5, <2 x i32> zeroinitializer");
  IrId sh4 = E(&x, IR_SHUFFLE, v2, R(ie), R(sh), ir_const_undef(m, v2i));
  CHECK_INST(&x, sh4, "%8 = shufflevector <4 x float> %3, <4 x float> %5, <2 x i32> poison");
  IrType inner = ir_type_struct(m, 2, (IrType[]){IR_I32, v2}, false);
  IrType outer = ir_type_array(m, 2, inner);
  IrId iv = E(&x, IR_INSERTVAL, outer, ir_const_undef(m, outer), ARG(0), CI(&x, IR_I32, 1), CI(&x, IR_I32, 0));
  CHECK_INST(&x, iv, "%9 = insertvalue [2 x { i32, <2 x float> }] undef, i32 %0, 1, 0");
  IrId ev = E(&x, IR_EXTRACTVAL, v2, R(iv), CI(&x, IR_I32, 0), CI(&x, IR_I32, 1));
  CHECK_INST(&x, ev, "%10 = extractvalue [2 x { i32, <2 x float> }] %9, 0, 1");
  IrId ev2 = E(&x, IR_EXTRACTVAL, inner, R(iv), CI(&x, IR_I32, 1));
  CHECK_INST(&x, ev2, "%11 = extractvalue [2 x { i32, <2 x float> }] %9, 1");
  IrId vp = E(&x, IR_INSERTELT, ir_type_vec(m, 2, IR_PTR), ir_const_zero(m, ir_type_vec(m, 2, IR_PTR)),
              ir_const_null(m, IR_PTR), CI(&x, IR_I64, 1));
  CHECK_INST(&x, vp, "%12 = insertelement <2 x ptr> zeroinitializer, ptr null, i64 1");
  fx_ret(&x);
  char *str = print_checked(m);
  free(str);
  fx_close(&x);
}

static void test_control_flow(void) {
  Fx x;
  fx_open(&x, IR_I32, 2, (IrType[]){IR_I32, IR_I1});
  IrFunc *f = x.f;
  IrId entry = x.b;
  IrId loop = ir_block_new(f, S(&x, "loop"));
  IrId b2 = ir_block_new(f, 0), b3 = ir_block_new(f, 0), b4 = ir_block_new(f, 0);
  IrId br = E(&x, IR_BR, IR_VOID, BLK(loop));
  CHECK_INST(&x, br, "br label %loop");
  x.b = loop;
  IrId phi = E(&x, IR_PHI, IR_I32, ARG(0), BLK(entry), CI(&x, IR_I32, 0), BLK(b3));
  CHECK_INST(&x, phi, "%3 = phi i32 [ %0, %2 ], [ 0, %5 ]");
  IrId sw = E(&x, IR_SWITCH, IR_VOID, R(phi), BLK(b4), CI(&x, IR_I32, 1), BLK(b2), CI(&x, IR_I32, -2), BLK(b3));
  CHECK_INST(&x, sw, "switch i32 %3, label %6 [\n    i32 1, label %4\n    i32 -2, label %5\n  ]");
  x.b = b2;
  IrId cbr = E(&x, IR_CBR, IR_VOID, ARG(1), BLK(b3), BLK(b4));
  CHECK_INST(&x, cbr, "br i1 %1, label %5, label %6");
  x.b = b3;
  IrId sw0 = E(&x, IR_SWITCH, IR_VOID, ARG(0), BLK(loop));
  CHECK_INST(&x, sw0, "switch i32 %0, label %loop [\n  ]");
  x.b = b4;
  IrId ret = E(&x, IR_RET, IR_VOID, R(phi));
  CHECK_INST(&x, ret, "ret i32 %3");
  IrId dead = ir_block_new(f, S(&x, "dead"));
  x.b = dead;
  IrId un = E0(&x, IR_UNREACHABLE, IR_VOID);
  CHECK_INST(&x, un, "unreachable");
  /* a removed block is skipped and not numbered */
  IrId gone = ir_block_new_after(f, b2, 0);
  x.b = gone;
  E0(&x, IR_UNREACHABLE, IR_VOID);
  ir_block_remove(f, gone);
  CHECK_MODULE(x.m,
               "define i32 @f(i32 %0, i1 %1) {\n"
               "  br label %loop\n"
               "\n"
               "loop:\n"
               "  %3 = phi i32 [ %0, %2 ], [ 0, %5 ]\n"
               "  switch i32 %3, label %6 [\n"
               "    i32 1, label %4\n"
               "    i32 -2, label %5\n"
               "  ]\n"
               "\n"
               "4:\n"
               "  br i1 %1, label %5, label %6\n"
               "\n"
               "5:\n"
               "  switch i32 %0, label %loop [\n"
               "  ]\n"
               "\n"
               "6:\n"
               "  ret i32 %3\n"
               "\n"
               "dead:\n"
               "  unreachable\n"
               "}\n");
  char *ft = capture_func(x.m, f);
  CHECK(ft && strncmp(ft, "define i32 @f(i32 %0, i1 %1) {\n  br label %loop\n", 46) == 0);
  free(ft);
  fx_close(&x);
}

static void test_calls(void) {
  Fx x;
  fx_open(&x, IR_VOID, 1, (IrType[]){IR_FLOAT});
  IrModule *m = x.m;
  uint32_t sq = ir_declare_intrin(m, IR_IN_LLVM_SQRT, IR_FLOAT);
  uint32_t tid = ir_declare_intrin(m, IR_IN_NVVM_TID_X, IR_VOID);
  uint32_t pf = ir_func_new(m, S(&x, "printf"), IR_I32, 1, (IrType[]){IR_PTR}, true);
  uint32_t vf = ir_func_new(m, S(&x, "v"), IR_VOID, 0, NULL, true);
  uint32_t bar = ir_declare_intrin(m, IR_IN_NVVM_BARRIER0, IR_VOID);
  uint32_t ov = ir_declare_intrin(m, IR_IN_LLVM_UADD_OV, IR_I32);
  IrId c1 = E(&x, IR_CALL, IR_FLOAT, ir_ref(IR_RFUNC, sq), ARG(0));
  x.f->insts[c1].flags = IR_F_TAIL | IR_F_FAST;
  CHECK_INST(&x, c1, "%2 = tail call fast float @llvm.sqrt.f32(float %0)");
  IrId c2 = E(&x, IR_CALL, IR_I32, ir_ref(IR_RFUNC, tid));
  x.f->insts[c2].flags = IR_F_NOTAIL | IR_F_NNAN; /* no fast-math flags on an integer call */
  CHECK_INST(&x, c2, "%3 = notail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()");
  IrId c3 = E(&x, IR_CALL, IR_I32, ir_ref(IR_RFUNC, pf), ir_const_null(m, IR_PTR), ARG(0), R(c2));
  CHECK_INST(&x, c3, "%4 = call i32 (ptr, ...) @printf(ptr null, float %0, i32 %3)");
  IrId c4 = E(&x, IR_CALL, IR_VOID, ir_ref(IR_RFUNC, vf));
  x.f->insts[c4].flags = IR_F_TAIL;
  CHECK_INST(&x, c4, "tail call void (...) @v()");
  IrId c5 = E(&x, IR_CALL, IR_VOID, ir_ref(IR_RFUNC, bar));
  CHECK_INST(&x, c5, "call void @llvm.nvvm.barrier0()");
  IrType pair = ir_func(m, ov)->ret;
  IrId c6 = E(&x, IR_CALL, pair, ir_ref(IR_RFUNC, ov), R(c2), CI(&x, IR_I32, 1));
  CHECK_INST(&x, c6, "%5 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %3, i32 1)");
  IrId c7 = E(&x, IR_CALL, IR_VOID, ir_ref(IR_RFUNC, x.fi), ARG(0));
  x.f->insts[c7].flags = IR_F_MUSTTAIL;
  CHECK_INST(&x, c7, "musttail call void @f(float %0)");
  fx_ret(&x);
  CHECK_MODULE(m,
               "define void @f(float %0) {\n"
               "  %2 = tail call fast float @llvm.sqrt.f32(float %0)\n"
               "  %3 = notail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
               "  %4 = call i32 (ptr, ...) @printf(ptr null, float %0, i32 %3)\n"
               "  tail call void (...) @v()\n"
               "  call void @llvm.nvvm.barrier0()\n"
               "  %5 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %3, i32 1)\n"
               "  musttail call void @f(float %0)\n"
               "  ret void\n"
               "}\n"
               "\n"
               "declare float @llvm.sqrt.f32(float) nounwind speculatable willreturn memory(none)\n"
               "\n"
               "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)\n"
               "\n"
               "declare i32 @printf(ptr, ...)\n"
               "\n"
               "declare void @v(...)\n"
               "\n"
               "declare void @llvm.nvvm.barrier0() convergent nounwind\n"
               "\n"
               "declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) nounwind speculatable willreturn "
               "memory(none)\n");
  fx_close(&x);
}

/* ------------------------------------------------------------------ */
/* Constants                                                            */

static void test_constants(void) {
  Fx x;
  fx_open(&x, IR_VOID, 0, NULL);
  IrModule *m = x.m;
  int n = 0;
  char name[16];
#define G(t, v)                                   \
  do {                                            \
    snprintf(name, sizeof name, "c%d", n++);      \
    global(&x, name, (t), 0, (v));                \
  } while (0)
  G(IR_I1, CI(&x, IR_I1, 1));
  G(IR_I1, ir_const_zero(m, IR_I1));
  G(IR_I8, ir_const_int(m, IR_I8, 255, 0));
  G(IR_I8, CI(&x, IR_I8, 127));
  G(IR_I16, CI(&x, IR_I16, -32768));
  G(IR_I32, CI(&x, IR_I32, 2147483647));
  G(IR_I64, CI(&x, IR_I64, INT64_MIN));
  G(IR_I128, ir_const_int(m, IR_I128, 0, 1));
  G(IR_I128, CI(&x, IR_I128, -1));
  G(IR_I128, ir_const_int(m, IR_I128, 0, UINT64_C(1) << 63));
  G(IR_I128, ir_const_int(m, IR_I128, UINT64_MAX, UINT64_MAX >> 1));
  G(IR_FLOAT, ir_const_f32(m, 1.0f));
  G(IR_FLOAT, ir_const_f32(m, 0.1f));
  G(IR_FLOAT, ir_const_f32(m, -0.0f));
  G(IR_FLOAT, ir_const_fp(m, IR_FLOAT, 0x7f800000));  /* +inf */
  G(IR_FLOAT, ir_const_fp(m, IR_FLOAT, 0xff800000));  /* -inf */
  G(IR_FLOAT, ir_const_fp(m, IR_FLOAT, 0x7fc00000));  /* quiet NaN */
  G(IR_FLOAT, ir_const_fp(m, IR_FLOAT, 0x7f800001));  /* signaling NaN, payload 1 */
  G(IR_FLOAT, ir_const_fp(m, IR_FLOAT, 0xffc00001));  /* negative quiet NaN, payload 1 */
  G(IR_FLOAT, ir_const_f32(m, 16777216.0f));
  G(IR_FLOAT, ir_const_fp(m, IR_FLOAT, 1));           /* smallest subnormal */
  G(IR_DOUBLE, ir_const_f64(m, 0.1));
  G(IR_DOUBLE, ir_const_f64(m, 1e100));
  G(IR_DOUBLE, ir_const_f64(m, 1.0 / 3.0));
  G(IR_DOUBLE, ir_const_fp(m, IR_DOUBLE, 1));         /* smallest subnormal */
  G(IR_DOUBLE, ir_const_f64(m, 123456.7));
  G(IR_DOUBLE, ir_const_fp(m, IR_DOUBLE, UINT64_C(0x7ff4000000000001)));
  G(IR_DOUBLE, ir_const_f64(m, 123456.0));
  G(IR_DOUBLE, ir_const_fp(m, IR_DOUBLE, UINT64_C(0x000fffffffffffff))); /* largest subnormal */
  G(IR_HALF, ir_const_fp(m, IR_HALF, 0x7e00));
  G(IR_HALF, ir_const_zero(m, IR_HALF));
  G(IR_FLOAT, ir_const_zero(m, IR_FLOAT));
  G(IR_I32, ir_const_zero(m, IR_I32));
  G(IR_PTR1, ir_const_zero(m, IR_PTR1));
  G(IR_PTR1, ir_const_null(m, IR_PTR1));
  G(IR_I32, ir_const_undef(m, IR_I32));
  G(IR_I32, ir_const_poison(m, IR_I32));
  IrType v2 = ir_type_vec(m, 2, IR_I32);
  G(v2, ir_const_agg(m, IR_CVEC, v2, 2, (IrRef[]){CI(&x, IR_I32, 1), CI(&x, IR_I32, -2)}));
  G(v2, ir_const_agg(m, IR_CVEC, v2, 2, (IrRef[]){CI(&x, IR_I32, 0), ir_const_zero(m, IR_I32)}));
  G(v2, ir_const_agg(m, IR_CVEC, v2, 2, (IrRef[]){ir_const_undef(m, IR_I32), ir_const_poison(m, IR_I32)}));
  G(v2, ir_const_agg(m, IR_CVEC, v2, 2, (IrRef[]){ir_const_poison(m, IR_I32), ir_const_poison(m, IR_I32)}));
  G(v2, ir_const_agg(m, IR_CVEC, v2, 2, (IrRef[]){CI(&x, IR_I32, 1), ir_const_poison(m, IR_I32)}));
  IrType fv = ir_type_vec(m, 2, IR_FLOAT);
  G(fv, ir_const_agg(m, IR_CVEC, fv, 2, (IrRef[]){ir_const_f32(m, -0.0f), ir_const_f32(m, 0.0f)}));
  IrType a2 = ir_type_array(m, 2, IR_I32), a3 = ir_type_array(m, 3, IR_I8);
  G(a2, ir_const_agg(m, IR_CARRAY, a2, 2, (IrRef[]){CI(&x, IR_I32, 1), CI(&x, IR_I32, 2)}));
  G(a3, ir_const_agg(m, IR_CARRAY, a3, 3, (IrRef[]){CI(&x, IR_I8, 1), CI(&x, IR_I8, '"'), CI(&x, IR_I8, 'z')}));
  G(a3, ir_const_agg(m, IR_CARRAY, a3, 3, (IrRef[]){CI(&x, IR_I8, 1), ir_const_undef(m, IR_I8), CI(&x, IR_I8, 0)}));
  G(a3, ir_const_bytes(m, a3, (const uint8_t *)"\0\0", 3));
  G(a3, ir_const_bytes(m, a3, (const uint8_t *)"\\\x7f~", 3));
  IrType a0 = ir_type_array(m, 0, IR_I32);
  G(a0, ir_const_agg(m, IR_CARRAY, a0, 0, NULL));
  IrType st = ir_type_struct(m, 2, (IrType[]){IR_I32, IR_I1}, false);
  IrType ps = ir_type_struct(m, 2, (IrType[]){IR_I8, IR_I32}, true);
  G(st, ir_const_agg(m, IR_CSTRUCT, st, 2, (IrRef[]){CI(&x, IR_I32, 1), ir_const_zero(m, IR_I1)}));
  G(ps, ir_const_agg(m, IR_CSTRUCT, ps, 2, (IrRef[]){CI(&x, IR_I8, 1), CI(&x, IR_I32, 2)}));
  G(st, ir_const_agg(m, IR_CSTRUCT, st, 2, (IrRef[]){CI(&x, IR_I32, 0), CI(&x, IR_I1, 0)}));
  IrType sh = ir_type_array(m, 64, IR_FLOAT);
  uint32_t g = global(&x, "sh", sh, 3, ir_const_zero(m, sh));
  IrRef gp = ir_const_expr(m, IR_GEP, IR_PTR3, sh, IR_F_INBOUNDS, 3,
                           (IrRef[]){ir_ref(IR_RGLOBAL, g), CI(&x, IR_I64, 0), CI(&x, IR_I64, 1)});
  G(IR_PTR3, gp);
  G(IR_PTR, ir_const_expr(m, IR_ADDRSPACECAST, IR_PTR, 0, 0, 1, &gp));
  IrRef pi = ir_const_expr(m, IR_PTRTOINT, IR_I64, 0, 0, 1, (IrRef[]){ir_ref(IR_RFUNC, x.fi)});
  G(IR_I64, ir_const_expr(m, IR_ADD, IR_I64, 0, IR_F_NUW | IR_F_INBOUNDS, 2, (IrRef[]){pi, CI(&x, IR_I64, 8)}));
  G(IR_PTR, ir_const_expr(m, IR_GEP, IR_PTR, IR_I8, 0, 2, (IrRef[]){ir_const_null(m, IR_PTR), CI(&x, IR_I64, 4)}));
#undef G
  fx_ret(&x);
  CHECK_MODULE(m,
               "@c0 = global i1 true\n"
               "@c1 = global i1 false\n"
               "@c2 = global i8 -1\n"
               "@c3 = global i8 127\n"
               "@c4 = global i16 -32768\n"
               "@c5 = global i32 2147483647\n"
               "@c6 = global i64 -9223372036854775808\n"
               "@c7 = global i128 18446744073709551616\n"
               "@c8 = global i128 -1\n"
               "@c9 = global i128 -170141183460469231731687303715884105728\n"
               "@c10 = global i128 170141183460469231731687303715884105727\n"
               "@c11 = global float 1.000000e+00\n"
               "@c12 = global float 0x3FB99999A0000000\n"
               "@c13 = global float -0.000000e+00\n"
               "@c14 = global float 0x7FF0000000000000\n"
               "@c15 = global float 0xFFF0000000000000\n"
               "@c16 = global float 0x7FF8000000000000\n"
               "@c17 = global float 0x7FF0000020000000\n"
               "@c18 = global float 0xFFF8000020000000\n"
               "@c19 = global float 0x4170000000000000\n"
               "@c20 = global float 0x36A0000000000000\n"
               "@c21 = global double 1.000000e-01\n"
               "@c22 = global double 1.000000e+100\n"
               "@c23 = global double 0x3FD5555555555555\n"
               "@c24 = global double 4.940660e-324\n"
               "@c25 = global double 0x40FE240B33333333\n"
               "@c26 = global double 0x7FF4000000000001\n"
               "@c27 = global double 1.234560e+05\n"
               "@c28 = global double 0x000FFFFFFFFFFFFF\n"
               "@c29 = global half 0xH7E00\n"
               "@c30 = global half 0xH0000\n"
               "@c31 = global float 0.000000e+00\n"
               "@c32 = global i32 0\n"
               "@c33 = global ptr addrspace(1) null\n"
               "@c34 = global ptr addrspace(1) null\n"
               "@c35 = global i32 undef\n"
               "@c36 = global i32 poison\n"
               "@c37 = global <2 x i32> <i32 1, i32 -2>\n"
               "@c38 = global <2 x i32> zeroinitializer\n"
               "@c39 = global <2 x i32> undef\n"
               "@c40 = global <2 x i32> poison\n"
               "@c41 = global <2 x i32> <i32 1, i32 poison>\n"
               "@c42 = global <2 x float> <float -0.000000e+00, float 0.000000e+00>\n"
               "@c43 = global [2 x i32] [i32 1, i32 2]\n"
               "@c44 = global [3 x i8] c\"\\01\\22z\"\n"
               "@c45 = global [3 x i8] [i8 1, i8 undef, i8 0]\n"
               "@c46 = global [3 x i8] zeroinitializer\n"
               "@c47 = global [3 x i8] c\"\\5C\\7F~\"\n"
               "@c48 = global [0 x i32] zeroinitializer\n"
               "@c49 = global { i32, i1 } { i32 1, i1 false }\n"
               "@c50 = global <{ i8, i32 }> <{ i8 1, i32 2 }>\n"
               "@c51 = global { i32, i1 } zeroinitializer\n"
               "@sh = addrspace(3) global [64 x float] zeroinitializer\n"
               "@c52 = global ptr addrspace(3) getelementptr inbounds ([64 x float], ptr addrspace(3) @sh, "
               "i64 0, i64 1)\n"
               "@c53 = global ptr addrspacecast (ptr addrspace(3) getelementptr inbounds ([64 x float], "
               "ptr addrspace(3) @sh, i64 0, i64 1) to ptr)\n"
               "@c54 = global i64 add nuw (i64 ptrtoint (ptr @f to i64), i64 8)\n"
               "@c55 = global ptr getelementptr (i8, ptr null, i64 4)\n"
               "\n"
               "define void @f() {\n"
               "  ret void\n"
               "}\n");
  fx_close(&x);
}

/* ------------------------------------------------------------------ */
/* Names                                                                */

static void test_names(void) {
  Fx x;
  fx_open(&x, IR_VOID, 0, NULL);
  IrModule *m = x.m;
  uint32_t fi = ir_func_new(m, S(&x, "n"), IR_VOID, 6, (IrType[]){IR_I32, IR_I32, IR_I32, IR_I32, IR_I32, IR_I32},
                            false);
  IrFunc *f = ir_func(m, fi);
  const char *pn[6] = {"x", "x", "5", NULL, "a b", "x.1"};
  for (int k = 0; k < 6; k++) f->params[k].name = pn[k] ? S(&x, pn[k]) : 0;
  Fx y = x;
  y.f = f;
  y.fi = fi;
  y.b = ir_block_new(f, S(&x, "entry"));
  IrId bx = ir_block_new(f, S(&x, "x")), bu = ir_block_new(f, 0);
  const char *in[7] = {"x", "entry", "\xc3\xa9", "007", "-5", "$a", "1x"};
  IrRef prev = ARG(0);
  for (int k = 0; k < 7; k++) {
    IrId i = E(&y, IR_ADD, IR_I32, prev, ARG(k % 6));
    f->insts[i].name = S(&x, in[k]);
    prev = R(i);
  }
  IrId st = E(&y, IR_STORE, IR_VOID, prev, ir_const_null(m, IR_PTR));
  f->insts[st].name = S(&x, "st"); /* void: never named */
  E(&y, IR_BR, IR_VOID, BLK(bx));
  y.b = bx;
  IrId u = E(&y, IR_MUL, IR_I32, prev, prev);
  E(&y, IR_BR, IR_VOID, BLK(bu));
  y.b = bu;
  E0(&y, IR_RET, IR_VOID);
  CHECK_INST(&y, u, "%3 = mul i32 %\"1x\", %\"1x\"");
  /* a second function: the names start afresh */
  uint32_t f2 = ir_func_new(m, S(&x, "1f"), IR_VOID, 1, (IrType[]){IR_I32}, false);
  Fx z = x;
  z.f = ir_func(m, f2);
  z.f->params[0].name = S(&x, "x");
  z.b = ir_block_new(z.f, S(&x, "3")); /* digits: numbered, so the label is implicit */
  IrId d = E(&z, IR_ADD, IR_I32, ARG(0), ARG(0));
  z.f->insts[d].name = S(&x, "x");
  E0(&z, IR_RET, IR_VOID);
  uint32_t f3 = ir_func_new(m, S(&x, "\\"), IR_VOID, 2, (IrType[]){IR_I32, IR_I32}, false);
  ir_func(m, f3)->params[1].name = S(&x, "p");
  uint32_t f4 = ir_func_new(m, S(&x, "a.b$c-d_e"), IR_VOID, 0, NULL, false);
  (void)f4;
  fx_ret(&x);
  CHECK_MODULE(m,
               "define void @f() {\n"
               "  ret void\n"
               "}\n"
               "\n"
               "define void @n(i32 %x, i32 %x.2, i32 %0, i32 %1, i32 %\"a b\", i32 %x.1) {\n"
               "entry:\n"
               "  %x.3 = add i32 %x, %x\n"
               "  %entry.1 = add i32 %x.3, %x.2\n"
               "  %\"\\C3\\A9\" = add i32 %entry.1, %0\n"
               "  %2 = add i32 %\"\\C3\\A9\", %1\n"
               "  %-5 = add i32 %2, %\"a b\"\n"
               "  %$a = add i32 %-5, %x.1\n"
               "  %\"1x\" = add i32 %$a, %x\n"
               "  store i32 %\"1x\", ptr null\n"
               "  br label %x.4\n"
               "\n"
               "x.4:\n"
               "  %3 = mul i32 %\"1x\", %\"1x\"\n"
               "  br label %4\n"
               "\n"
               "4:\n"
               "  ret void\n"
               "}\n"
               "\n"
               "define void @\"1f\"(i32 %x) {\n"
               "  %x.1 = add i32 %x, %x\n"
               "  ret void\n"
               "}\n"
               "\n"
               "declare void @\"\\5C\"(i32, i32)\n"
               "\n"
               "declare void @a.b$c-d_e()\n");
  fx_close(&x);
}

/* ------------------------------------------------------------------ */
/* Every known callee, declared as the printer writes it                */

/* One signature code (see intrinsics.def) as a type: F float, I i32,
 * p ptr addrspace(1); *ovl tells whether the code is overloaded. */
static IrType sig_code(IrModule *m, const char **sp, bool *ovl) {
  const char *c = *sp;
  unsigned n = 0;
  *ovl = *c == 'F' || *c == 'I' || (*c == 'p' && !(c[1] >= '0' && c[1] <= '9'));
  switch (*c++) {
  case 'F': *sp = c; return IR_FLOAT;
  case 'I': *sp = c; return IR_I32;
  case 'f': *sp = c; return IR_FLOAT;
  case 'd': *sp = c; return IR_DOUBLE;
  case 'v': *sp = c; return IR_VOID;
  case 'p':
    if (*c >= '0' && *c <= '9') n = (unsigned)(*c++ - '0');
    *sp = c;
    return ir_type_ptr(m, *ovl ? 1 : n);
  default: /* iN */
    while (*c >= '0' && *c <= '9') n = n * 10 + (unsigned)(*c++ - '0');
    *sp = c;
    return ir_type_int(m, n);
  }
}

static void suffix(const IrModule *m, IrType t, char *buf, size_t n) {
  const IrTypeInfo *ti = ir_ty(m, t);
  if (ti->kind == IR_TPTR) snprintf(buf, n, ".p%u", ti->as);
  else if (ti->kind == IR_TINT) snprintf(buf, n, ".i%u", ti->bits);
  else snprintf(buf, n, ti->kind == IR_TFLOAT ? ".f32" : ".f64");
}

/* A row with more than one type suffix: LLVM mangles the overloaded types
 * in order (each pointer, F and I once), then fixed integer operands
 * (llvm.powi.f32.i32). */
static uint32_t declare_multi(IrModule *m, IrIntrin id) {
  const IrIntrinInfo *in = &ir_intrin_info[id];
  const char *sp = in->sig;
  IrType t[8], fixed_int[8];
  uint32_t nt = 0, nfi = 0;
  char name[160], suf[40] = "";
  snprintf(name, sizeof name, "%s", in->name);
  bool seen_f = false, seen_i = false, ov;
  unsigned nsuf = 0;
  for (; *sp && nt < 8; nt++) {
    char code = *sp == '(' || *sp == ',' ? *++sp : *sp;
    if (code == ')') break;
    t[nt] = sig_code(m, &sp, &ov);
    bool first = (code == 'F' && !seen_f) || (code == 'I' && !seen_i) || code == 'p';
    seen_f |= code == 'F';
    seen_i |= code == 'I';
    if (ov && first) {
      suffix(m, t[nt], suf, sizeof suf);
      strncat(name, suf, sizeof name - strlen(name) - 1);
      nsuf++;
    } else if (!ov && nt > 0 && ir_type_is_int(m, t[nt])) {
      fixed_int[nfi++] = t[nt];
    }
  }
  for (uint32_t k = 0; nsuf < in->ovl && k < nfi; k++, nsuf++) {
    suffix(m, fixed_int[k], suf, sizeof suf);
    strncat(name, suf, sizeof name - strlen(name) - 1);
  }
  return ir_func_new(m, ir_strz(m, name), t[0], nt - 1, t + 1, false);
}

static void test_known_callees(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = ir_module_new(c);
  IrType v4f = ir_type_vec(m, 4, IR_FLOAT), v4i = ir_type_vec(m, 4, IR_I32);
  for (unsigned id = 1; id < IR_NINTRIN; id++) {
    const IrIntrinInfo *in = &ir_intrin_info[id];
    if (in->ovl > 1) {
      declare_multi(m, (IrIntrin)id);
      continue;
    }
    const char *sig = in->sig;
    IrType ovl = IR_VOID;
    if (strchr(sig, 'V')) ovl = strstr(in->name, "reduce.f") ? v4f : v4i;
    else if (strchr(sig, 'F')) ovl = IR_FLOAT;
    else if (strchr(sig, 'I')) ovl = IR_I32;
    else if (in->ovl) ovl = IR_PTR5;
    ir_declare_intrin(m, (IrIntrin)id, ovl);
  }
  /* a few more overloads of the same families */
  ir_declare_intrin(m, IR_IN_LLVM_FMA, ir_type_vec(m, 2, IR_DOUBLE));
  ir_declare_intrin(m, IR_IN_LLVM_FABS, IR_HALF);
  ir_declare_intrin(m, IR_IN_LLVM_CTPOP, ir_type_vec(m, 2, IR_I64));
  ir_declare_intrin(m, IR_IN_LLVM_SADD_OV, ir_type_vec(m, 2, IR_I16));
  char *s = print_checked(m);
  CHECK(s && strstr(s, "declare void @llvm.nvvm.barrier0() convergent nounwind\n"));
  CHECK(s && strstr(s, "declare float @sinf(float) nounwind speculatable willreturn memory(none)\n"));
  free(s);
  ir_module_free(m);
  ir_ctx_free(c);
}

/* ------------------------------------------------------------------ */
/* ir_print_inst and ir_print_func on their own                         */

static void test_print_pieces(void) {
  Fx x;
  fx_open(&x, IR_I32, 1, (IrType[]){IR_I32});
  x.f->params[0].name = S(&x, "a");
  IrId i = E(&x, IR_ADD, IR_I32, ARG(0), CI(&x, IR_I32, 1));
  IrId j = E(&x, IR_MUL, IR_I32, R(i), R(i));
  x.f->insts[j].name = S(&x, "m");
  E(&x, IR_RET, IR_VOID, R(j));
  CHECK_INST(&x, i, "%1 = add i32 %a, 1");
  CHECK_INST(&x, j, "%m = mul i32 %1, %1");
  char *s = capture_func(x.m, x.f);
  CHECK_STR(s, "define i32 @f(i32 %a) {\n  %1 = add i32 %a, 1\n  %m = mul i32 %1, %1\n  ret i32 %m\n}\n");
  free(s);
  /* a detached instruction has no name yet */
  IrId d = ir_inst_new(x.f, IR_SUB, IR_I32, 2);
  ir_set_opnd(x.f, d, 0, R(j));
  ir_set_opnd(x.f, d, 1, R(d));
  CHECK_INST(&x, d, "%<badref> = sub i32 %m, %<badref>");
  ir_set_opnd(x.f, d, 1, IR_NOREF);
  fx_close(&x);
}

/* A long function: the buffer grows and FILE output is written in chunks. */
static void test_large(void) {
  Fx x;
  fx_open(&x, IR_I64, 1, (IrType[]){IR_I64});
  IrRef prev = ARG(0);
  for (int k = 0; k < 20000; k++) {
    IrId i = E(&x, k % 2 ? IR_XOR : IR_ADD, IR_I64, prev, CI(&x, IR_I64, k * 7919));
    if (k % 3 == 0) x.f->insts[i].name = S(&x, "v");
    prev = R(i);
  }
  E(&x, IR_RET, IR_VOID, prev);
  char *s = print_checked(x.m);
  CHECK(s && strstr(s, "  %v.6666 = add i64 %13333, 158364162\n"));
  free(s);
  fx_close(&x);
}

/* ------------------------------------------------------------------ */
/* Out of memory                                                        */

typedef struct FailAlloc {
  long left;  /* growing allocations that still succeed; < 0: all do */
} FailAlloc;

static void *fail_alloc(void *ud, void *ptr, size_t oldsize, size_t newsize) {
  FailAlloc *fa = ud;
  if (newsize == 0) {
    free(ptr);
    return NULL;
  }
  if (newsize > oldsize && fa->left >= 0 && fa->left-- == 0) return NULL;
  return realloc(ptr, newsize);
}

/* Failing the Nth allocation of the printer, for every N: the string form
 * is NULL or the whole text, the FILE form never crashes, nothing leaks
 * (ASan). */
static void test_out_of_memory(void) {
  FailAlloc fa = {-1};
  IrCtx *c = ir_ctx_new_alloc(fail_alloc, &fa);
  const char *src = "%T = type { i32, float }\n"
                    "@g = global %T { i32 1, float 2.500000e+00 }\n"
                    "define float @f(float %a, float %b) {\n"
                    "x:\n  %v = fadd float %a, 1.500000e+00\n  br label %y\n"
                    "y:\n  %w = fmul float %v, 0x3FB99999A0000000\n  ret float %w\n}\n";
  IrModule *m = ir_parse(c, "oom.ll", src, strlen(src));
  CHECK(m != NULL);
  if (!m) {
    ir_ctx_free(c);
    return;
  }
  /* a duplicate name, so that generated names are needed too */
  m->funcs[0]->insts[m->funcs[0]->blocks[m->funcs[0]->entry].first].name = ir_strz(m, "x");
  char *want = ir_print_module_str(m, NULL);
  CHECK(want && strstr(want, "%x.1 = fadd"));
  bool done = false;
  for (long n = 0; n < 1000 && !done; n++) {
    fa.left = n;
    size_t len = 1;
    char *str = ir_print_module_str(m, &len);
    fa.left = -1;
    if (str) CHECK_STR(str, want);
    else CHECK_EQ_INT(len, 0);
    done = str != NULL;
    free(str);
  }
  CHECK(done);
  done = false;
  for (long n = 0; n < 1000 && !done; n++) {
    char *t = NULL;
    size_t tn = 0;
    FILE *fp = open_memstream(&t, &tn);
    fa.left = n;
    ir_print_module(fp, m);
    done = fa.left >= 0; /* the allocator was never asked for more */
    fa.left = -1;
    fclose(fp);
    if (done) CHECK_STR(t, want);
    free(t);
  }
  CHECK(done);
  free(want);
  ir_module_free(m);
  ir_ctx_free(c);
}

/* ------------------------------------------------------------------ */
/* parse -> print -> parse -> print                                     */

/* The canonical text of src, checked to be a fixpoint and accepted by
 * llvm-as; NULL when src does not parse. */
static char *canonical(const char *src) {
  char *a = reprint(src, strlen(src));
  CHECK(a != NULL);
  if (!a) return NULL;
  CHECK(llvm_as_accepts(a));
  char *b = reprint(a, strlen(a));
  CHECK_STR(b, a);
  free(b);
  return a;
}

#define CHECK_CANON(src, want)   \
  do {                           \
    char *t_c = canonical(src);  \
    CHECK_STR(t_c, want);        \
    free(t_c);                   \
  } while (0)

/* What clang writes: attribute groups, metadata, dso_local, gaps in the
 * numbering after removed values; the canonical form drops or inlines
 * them. */
static void test_fixpoint_clang_style(void) {
  CHECK_CANON("; ModuleID = 'k.cu'\n"
              "source_filename = \"k.cu\"\n"
              "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
              "target triple = \"nvptx64-nvidia-cuda\"\n"
              "\n"
              "; Function Attrs: convergent mustprogress norecurse nounwind\n"
              "define dso_local void @_Z1kPf(ptr nocapture noundef %0) local_unnamed_addr #0 {\n"
              "  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !3\n"
              "  %3 = zext i32 %2 to i64\n"
              "  %4 = getelementptr inbounds float, ptr %0, i64 %3\n"
              "  %5 = load float, ptr %4, align 4, !tbaa !4\n"
              "  %6 = fmul contract float %5, 0x3FB99999A0000000\n"
              "  store float %6, ptr %4, align 4, !tbaa !4\n"
              "  ret void\n"
              "}\n"
              "\n"
              "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1\n"
              "\n"
              "attributes #0 = { convergent mustprogress norecurse nounwind \"target-cpu\"=\"sm_70\" "
              "\"denormal-fp-math-f32\"=\"preserve-sign,preserve-sign\" }\n"
              "attributes #1 = { nocallback nofree nosync nounwind readnone speculatable willreturn }\n"
              "\n"
              "!nvvm.annotations = !{!0, !1}\n"
              "!llvm.ident = !{!2}\n"
              "!0 = !{ptr @_Z1kPf, !\"kernel\", i32 1}\n"
              "!1 = !{ptr @_Z1kPf, !\"maxntidx\", i32 128}\n"
              "!2 = !{!\"clang\"}\n"
              "!3 = !{i32 0, i32 1024}\n"
              "!4 = !{!5, !5, i64 0}\n"
              "!5 = !{!\"float\", !6, i64 0}\n"
              "!6 = !{!\"omnipotent char\"}\n",
              "source_filename = \"k.cu\"\n"
              "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
              "target triple = \"nvptx64-nvidia-cuda\"\n"
              "\n"
              "define void @_Z1kPf(ptr nocapture noundef %0) local_unnamed_addr convergent mustprogress norecurse "
              "nounwind \"denormal-fp-math-f32\"=\"preserve-sign,preserve-sign\" {\n"
              "  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !{i32 0, i32 1024}\n"
              "  %3 = zext i32 %2 to i64\n"
              "  %4 = getelementptr inbounds float, ptr %0, i64 %3\n"
              "  %5 = load float, ptr %4, align 4\n"
              "  %6 = fmul contract float %5, 0x3FB99999A0000000\n"
              "  store float %6, ptr %4, align 4\n"
              "  ret void\n"
              "}\n"
              "\n"
              "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nocallback nofree nosync nounwind speculatable "
              "willreturn memory(none)\n"
              "\n"
              "!nvvm.annotations = !{!0}\n"
              "\n"
              "!0 = !{ptr @_Z1kPf, !\"kernel\", i32 1}\n");
  /* ptx_kernel is printed as an annotation; names are kept, re-quoted and
   * made unique; decimal constants get LLVM's spelling */
  CHECK_CANON("define ptx_kernel void @k(i32 %\"\\61\", double %d) {\n"
              "entry:\n"
              "  %x = add i32 %a, 1\n"
              "  %y = fadd double %d, 0.1\n"
              "  %z = fadd double %y, 1.5e300\n"
              "  %w = alloca i32, i32 1, align 4\n"
              "  %v = alloca <2 x i32>, align 8\n"
              "  store <2 x i32> <i32 0, i32 0>, ptr %v\n"
              "  ret void\n"
              "}\n",
              "define void @k(i32 %a, double %d) {\n"
              "entry:\n"
              "  %x = add i32 %a, 1\n"
              "  %y = fadd double %d, 1.000000e-01\n"
              "  %z = fadd double %y, 1.500000e+300\n"
              "  %w = alloca i32, align 4\n"
              "  %v = alloca <2 x i32>, align 8\n"
              "  store <2 x i32> zeroinitializer, ptr %v\n"
              "  ret void\n"
              "}\n"
              "\n"
              "!nvvm.annotations = !{!0}\n"
              "\n"
              "!0 = !{ptr @k, !\"kernel\", i32 1}\n");
}

/* Snippets that exercise each printing rule once more through the parser. */
static void test_fixpoint_snippets(void) {
  static const char *const src[] = {
    /* forward references: functions used before they are declared */
    "@g = global ptr @late\n"
    "define i32 @a(i32 %x) {\n  %r = call i32 @b(i32 %x)\n  ret i32 %r\n}\n"
    "define i32 @b(i32 %x) {\n  ret i32 %x\n}\n"
    "declare void @late()\n",
    /* a global after the functions, naming one defined after its user */
    "define void @A() {\n  call void @C()\n  ret void\n}\n"
    "define void @C() {\n  ret void\n}\n"
    "@g = global ptr @C\n",
    /* loops, phis with forward references, switch */
    "define i32 @l(i32 %n) {\nentry:\n  br label %h\nh:\n"
    "  %i = phi i32 [ 0, %entry ], [ %j, %b ], [ %j, %b ]\n  %c = icmp slt i32 %i, %n\n"
    "  br i1 %c, label %b, label %e\nb:\n  %j = add nsw i32 %i, 1\n"
    "  switch i32 %j, label %h [\n    i32 3, label %e\n    i32 9, label %h\n  ]\n"
    "e:\n  ret i32 %i\n}\n",
    /* vectors, aggregates, casts, constant expressions */
    "%s = type { i32, <2 x float> }\n"
    "@t = internal addrspace(3) global [4 x i32] zeroinitializer, align 4\n"
    "define %s @v(<2 x float> %a, i64 %k) {\n"
    "  %b = shufflevector <2 x float> %a, <2 x float> undef, <2 x i32> <i32 1, i32 undef>\n"
    "  %e = extractelement <2 x float> %b, i64 %k\n"
    "  %i = fptosi float %e to i32\n"
    "  %p = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(3) @t to ptr), i64 0, i64 %k\n"
    "  %q = load i32, ptr %p, align 4\n"
    "  %r = insertvalue %s undef, i32 %q, 0\n"
    "  %r2 = insertvalue %s %r, <2 x float> %b, 1\n"
    "  ret %s %r2\n}\n",
    /* atomics, FP and integer flags, calls */
    "declare float @llvm.fma.f32(float, float, float)\n"
    "declare i32 @printf(ptr, ...)\n"
    "@fmt = private unnamed_addr constant [4 x i8] c\"%f\\0A\\00\", align 1\n"
    "define void @m(ptr %p, float %x) {\n"
    "  %o = atomicrmw volatile fadd ptr %p, float %x syncscope(\"block\") monotonic, align 4\n"
    "  %c = cmpxchg weak ptr %p, i32 0, i32 1 seq_cst seq_cst, align 4\n"
    "  fence syncscope(\"device\") acq_rel\n"
    "  %f = call nnan ninf float @llvm.fma.f32(float %x, float %x, float 1.0)\n"
    "  %d = fpext float %f to double\n"
    "  %n = call i32 (ptr, ...) @printf(ptr @fmt, double %d)\n"
    "  %l = load atomic i32, ptr %p acquire, align 4\n"
    "  %s = shl nuw i32 %l, 2\n"
    "  ret void\n}\n",
  };
  for (size_t k = 0; k < sizeof src / sizeof src[0]; k++) {
    char *a = canonical(src[k]);
    free(a);
  }
}

int main(void) {
  TEST(test_module_layout);
  TEST(test_module_minimal);
  TEST(test_func_headers);
  TEST(test_byval);
  TEST(test_int_ops);
  TEST(test_fp_ops);
  TEST(test_casts);
  TEST(test_dialects);
  TEST(test_memory);
  TEST(test_vectors_aggregates);
  TEST(test_control_flow);
  TEST(test_calls);
  TEST(test_constants);
  TEST(test_names);
  TEST(test_known_callees);
  TEST(test_print_pieces);
  TEST(test_large);
  TEST(test_out_of_memory);
  TEST(test_fixpoint_clang_style);
  TEST(test_fixpoint_snippets);
  return TEST_END();
}

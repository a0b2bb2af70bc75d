/* tests/unit/test_interp.c -- the interpreter's VM (core/interp/vm_*.c):
 * one test per opcode family, flag and intrinsic family the VM implements,
 * each citing the LangRef / PTX ISA statement it checks, written as small
 * IR modules parsed with ir_parse; GPU execution (barriers, shared memory,
 * warp operations, atomics); the step budget; determinism and memory reuse
 * across runs; every corpus kernel on generated inputs.
 *
 * Every test runs twice: with the library's VM (computed-goto dispatch
 * under GCC/Clang) and with a second copy of vm_exec.c compiled here with
 * INTERP_FORCE_SWITCH (plain switch dispatch), its extern names renamed.
 */
#include <dirent.h>
#include <math.h>
#include <stdarg.h>

#include "test.h"
#include "ir.h"
#include "interp/interp.h"
#include "sem/sem.h"
#include "interp/vm.h"

/* ---- the switch-dispatch copy of the VM */
#define INTERP_FORCE_SWITCH 1
#define vm_op_names sw_vm_op_names
#define vm_stop sw_vm_stop
#define vm_run_thread sw_vm_run_thread
#define vm_warp_resolve sw_vm_warp_resolve
#define interp_prog_free sw_interp_prog_free
#define interp_compile sw_interp_compile
#define interp_exec sw_interp_exec
#define interp_run sw_interp_run
#include "interp/vm_exec.c"
#undef vm_op_names
#undef vm_stop
#undef vm_run_thread
#undef vm_warp_resolve
#undef interp_prog_free
#undef interp_compile
#undef interp_exec
#undef interp_run

InterpProg *sw_interp_compile(IrCtx *c, const IrModule *m, uint32_t fidx, const InterpOpts *o);
IrStatus sw_interp_exec(InterpProg *p, const InterpInput *in, InterpResult *r);
void sw_interp_prog_free(InterpProg *p);

typedef struct Vmi {
  InterpProg *(*compile)(IrCtx *, const IrModule *, uint32_t, const InterpOpts *);
  IrStatus (*exec)(InterpProg *, const InterpInput *, InterpResult *);
  void (*pfree)(InterpProg *);
  const char *name;
} Vmi;

static const Vmi g_vms[2] = {
  {interp_compile, interp_exec, interp_prog_free, "default dispatch"},
  {sw_interp_compile, sw_interp_exec, sw_interp_prog_free, "switch dispatch"},
};
static const Vmi *g_vm = &g_vms[0];

/* ------------------------------------------------------------------ */
/* Harness                                                              */

enum { TX_MAXARGS = 12 };

typedef struct Tx {
  IrCtx *c;
  IrModule *m;
  uint32_t fidx;
  InterpOpts o;
  InterpProg *p;
  InterpInput in;
  InterpArg args[TX_MAXARGS];
  InterpResult r;
  bool have_r;
  IrStatus st;
} Tx;

/* Parses src; runs function fname on a 1x1 grid unless changed. */
static bool tx_setup(Tx *x, const char *src, const char *fname) {
  memset(x, 0, sizeof *x);
  x->c = ir_ctx_new();
  x->m = ir_parse(x->c, "test.ll", src, strlen(src));
  if (!x->m) {
    fprintf(stderr, "%s: parse error: %s\n", t_cur, ir_ctx_error(x->c));
    CHECK(x->m != NULL);
    return false;
  }
  IrRef f = ir_sym_lookup(x->m, ir_str_find(x->m, fname, strlen(fname)));
  CHECK(ir_ref_is(f, IR_RFUNC));
  x->fidx = ir_ref_idx(f);
  interp_opts_default(&x->o);
  x->o.grid.block[0] = x->o.grid.thread[0] = 1;
  x->in.nargs = ir_func(x->m, x->fidx)->nparams;
  x->in.args = x->args;
  return true;
}

static void tx_grid(Tx *x, const char *g) {
  CHECK(interp_grid_parse(g, &x->o.grid));
  if (x->p) { g_vm->pfree(x->p); x->p = NULL; }
}

static void tx_argset(Tx *x, unsigned k, const void *b, uint32_t size) {
  InterpArg *a = &x->args[k];
  free(a->bytes);
  free(a->poison);
  a->bytes = malloc(size + 1);
  a->poison = NULL;
  memcpy(a->bytes, b, size);
  a->size = size;
  a->is_buffer = a->is_null = 0;
}

/* Scalar argument k: the low store-size bytes of bits. */
static void tx_scalar(Tx *x, unsigned k, uint64_t bits) {
  IrType t = ir_func(x->m, x->fidx)->params[k].type;
  uint8_t b[16] = {0};
  memcpy(b, &bits, 8);
  tx_argset(x, k, b, (uint32_t)ir_type_store_size(x->m, t));
}

static void tx_wide(Tx *x, unsigned k, uint64_t lo, uint64_t hi) {
  uint8_t b[16];
  memcpy(b, &lo, 8);
  memcpy(b + 8, &hi, 8);
  tx_argset(x, k, b, 16);
}

static void tx_poison(Tx *x, unsigned k) {
  InterpArg *a = &x->args[k];
  free(a->poison);
  a->poison = malloc(a->size + 1);
  memset(a->poison, 1, a->size);
}

static void tx_buffer(Tx *x, unsigned k, const void *b, uint32_t size) {
  tx_argset(x, k, b, size);
  x->args[k].is_buffer = 1;
}

static void tx_zbuf(Tx *x, unsigned k, uint32_t size) {
  uint8_t *z = calloc(size + 1, 1);
  tx_buffer(x, k, z, size);
  free(z);
}

static void tx_null(Tx *x, unsigned k) {
  tx_argset(x, k, "", 0);
  x->args[k].is_null = 1;
}

static InterpStatus tx_exec(Tx *x) {
  if (x->have_r) interp_result_free(x->c, &x->r);
  x->have_r = false;
  if (!x->p) x->p = g_vm->compile(x->c, x->m, x->fidx, &x->o);
  if (!x->p) {
    fprintf(stderr, "%s: compile error: %s\n", t_cur, ir_ctx_error(x->c));
    CHECK(x->p != NULL);
    return INTERP_UNSUPPORTED;
  }
  x->st = g_vm->exec(x->p, &x->in, &x->r);
  x->have_r = true;
  CHECK_EQ_INT(x->st, IR_OK);
  return x->r.status;
}

static uint64_t tx_ret(const Tx *x) {
  uint64_t v = 0;
  memcpy(&v, x->r.ret, x->r.ret_size < 8 ? x->r.ret_size : 8);
  return v;
}

static bool tx_retp(const Tx *x) {
  for (uint32_t i = 0; i < x->r.ret_size; i++)
    if (x->r.ret_poison[i]) return true;
  return false;
}

/* The observed buffer of pointer parameter k. */
static const InterpBufOut *tx_buf(const Tx *x, unsigned k) {
  for (uint32_t i = 0; i < x->r.nbufs; i++)
    if (x->r.bufs[i].kind == INTERP_OBJ_PARAM && x->r.bufs[i].index == k) return &x->r.bufs[i];
  return NULL;
}

static uint32_t tx_u32(const Tx *x, unsigned k, uint32_t i) {
  const InterpBufOut *b = tx_buf(x, k);
  uint32_t v = 0;
  if (b && 4 * i + 4 <= b->size) memcpy(&v, b->bytes + 4 * i, 4);
  return v;
}

static void tx_end(Tx *x) {
  if (x->have_r) interp_result_free(x->c, &x->r);
  if (x->p) g_vm->pfree(x->p);
  for (unsigned k = 0; k < TX_MAXARGS; k++) {
    free(x->args[k].bytes);
    free(x->args[k].poison);
  }
  if (x->m) ir_module_free(x->m);
  ir_ctx_free(x->c);
}

/* Expectations for one run: a value, poison, or a stop status. */
enum { K_VAL, K_POISON, K_UB, K_TRAP, K_UNSUPP, K_TIMEOUT };

static void expect(Tx *x, int kind, uint64_t want, const char *what) {
  InterpStatus st = tx_exec(x);
  InterpStatus wst = kind == K_UB ? INTERP_UB : kind == K_TRAP ? INTERP_TRAP : kind == K_UNSUPP ? INTERP_UNSUPPORTED
                   : kind == K_TIMEOUT ? INTERP_TIMEOUT : INTERP_OK;
  bool ok = st == wst;
  if (ok && kind == K_VAL) ok = !tx_retp(x) && tx_ret(x) == want;
  if (ok && kind == K_POISON) ok = tx_retp(x);
  if (!ok)
    fprintf(stderr, "  [%s] %s: got %s%s ret 0x%llx (%s), wanted kind %d 0x%llx\n", g_vm->name, what,
            interp_status_name(st), tx_retp(x) ? " poison" : "", (unsigned long long)tx_ret(x), x->r.reason, kind,
            (unsigned long long)want);
  CHECK(ok);
}

/* A binary operation "op" on type ty applied to (a, b). */
typedef struct BinCase {
  const char *op, *ty;
  uint64_t a, b;
  int kind;
  uint64_t want;
} BinCase;

static void run_bincases(const BinCase *cs, size_t n) {
  for (size_t i = 0; i < n; i++) {
    char src[512];
    snprintf(src, sizeof src, "define %s @f(%s %%a, %s %%b) {\n  %%r = %s %s %%a, %%b\n  ret %s %%r\n}\n",
             cs[i].ty, cs[i].ty, cs[i].ty, cs[i].op, cs[i].ty, cs[i].ty);
    Tx x;
    if (!tx_setup(&x, src, "f")) continue;
    tx_scalar(&x, 0, cs[i].a);
    tx_scalar(&x, 1, cs[i].b);
    char what[128];
    snprintf(what, sizeof what, "%s %s 0x%llx, 0x%llx", cs[i].op, cs[i].ty, (unsigned long long)cs[i].a,
             (unsigned long long)cs[i].b);
    expect(&x, cs[i].kind, cs[i].want, what);
    tx_end(&x);
  }
}

/* One-function module with scalar arguments given as bit patterns. */
static void run1(const char *src, int kind, uint64_t want, int nargs, ...) {
  Tx x;
  if (!tx_setup(&x, src, "f")) return;
  va_list ap;
  va_start(ap, nargs);
  for (int k = 0; k < nargs; k++) tx_scalar(&x, (unsigned)k, va_arg(ap, uint64_t));
  va_end(ap);
  expect(&x, kind, want, src);
  tx_end(&x);
}

static uint64_t f32b(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static uint64_t f64b(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }

/* ------------------------------------------------------------------ */
/* Integer arithmetic                                                   */

/* LangRef add/sub/mul: "the result value ... is a poison value if unsigned
 * and/or signed overflow, respectively, occurs" (nuw / nsw); otherwise the
 * result is "computed modulo 2^n".  Widths 32/64 take the VM's fast paths,
 * the others (and flag combinations) the generic lane loop. */
static void test_int_arith(void) {
  static const BinCase cs[] = {
    {"add", "i32", 0xffffffff, 1, K_VAL, 0},
    {"add nsw", "i32", 0x7fffffff, 1, K_POISON, 0},
    {"add nsw", "i32", 0x7ffffffe, 1, K_VAL, 0x7fffffff},
    {"add nuw", "i32", 0xffffffff, 1, K_POISON, 0},
    {"add nuw nsw", "i32", 1, 2, K_VAL, 3},
    {"add", "i64", ~0ull, 2, K_VAL, 1},
    {"add nsw", "i64", 0x7fffffffffffffffull, 1, K_POISON, 0},
    {"add nuw", "i64", ~0ull, 1, K_POISON, 0},
    {"add nsw", "i8", 0x7f, 1, K_POISON, 0},
    {"add", "i8", 0xff, 0x02, K_VAL, 1},
    {"add nuw", "i16", 0xffff, 1, K_POISON, 0},
    {"add", "i1", 1, 1, K_VAL, 0},
    {"add nsw", "i1", 1, 1, K_POISON, 0},  /* -1 + -1 = -2 does not fit i1 */
    {"sub", "i32", 0, 1, K_VAL, 0xffffffff},
    {"sub nuw", "i32", 0, 1, K_POISON, 0},
    {"sub nsw", "i32", 0x80000000, 1, K_POISON, 0},
    {"sub nsw", "i64", 0x8000000000000000ull, 1, K_POISON, 0},
    {"sub", "i64", 5, 7, K_VAL, ~1ull},
    {"sub nsw", "i8", 0x80, 1, K_POISON, 0},
    {"mul", "i32", 0x10000, 0x10000, K_VAL, 0},
    {"mul nsw", "i32", 0x10000, 0x8000, K_POISON, 0},
    {"mul nsw", "i32", 0xffffffff, 0xffffffff, K_VAL, 1},
    {"mul nuw", "i32", 0x10000, 0x10000, K_POISON, 0},
    {"mul", "i64", 0x100000000ull, 0x100000000ull, K_VAL, 0},
    {"mul nsw", "i64", 0x4000000000000000ull, 2, K_POISON, 0},
    {"mul nuw", "i64", 0x8000000000000000ull, 2, K_POISON, 0},
    {"mul nsw", "i16", 0x100, 0x80, K_POISON, 0},
    {"mul", "i24", 0x1000, 0x1000, K_VAL, 0},
    {"and", "i32", 0xf0f0, 0xff00, K_VAL, 0xf000},
    {"or", "i16", 0xf0f0, 0x0f00, K_VAL, 0xfff0},
    {"xor", "i64", ~0ull, 1, K_VAL, ~1ull},
    {"xor", "i7", 0x7f, 1, K_VAL, 0x7e},
  };
  run_bincases(cs, sizeof cs / sizeof cs[0]);
}

/* LangRef udiv/sdiv/urem/srem: "Division by zero is undefined behavior";
 * sdiv: "Overflow also leads to undefined behavior ... a 32-bit division of
 * -2147483648 by -1"; srem: "taking the remainder of INT_MIN by -1 is
 * undefined behavior"; exact: "the result value of the udiv is a poison
 * value if %op1 is not a multiple of %op2"; "Poison Values": UB when poison
 * is "the divisor operand of a udiv, sdiv, urem or srem instruction". */
static void test_int_div(void) {
  static const BinCase cs[] = {
    {"udiv", "i32", 7, 2, K_VAL, 3},
    {"udiv", "i32", 0xffffffff, 2, K_VAL, 0x7fffffff},
    {"udiv", "i32", 7, 0, K_UB, 0},
    {"sdiv", "i32", (uint32_t)-7, 2, K_VAL, (uint32_t)-3},
    {"sdiv", "i32", 0x80000000, 0xffffffff, K_UB, 0},
    {"sdiv", "i64", 0x8000000000000000ull, ~0ull, K_UB, 0},
    {"sdiv", "i8", 0x80, 0xff, K_UB, 0},
    {"sdiv", "i8", 0x80, 0x02, K_VAL, 0xc0},
    {"srem", "i32", 0x80000000, 0xffffffff, K_UB, 0},
    {"srem", "i32", (uint32_t)-7, 2, K_VAL, 0xffffffff},
    {"urem", "i16", 7, 0, K_UB, 0},
    {"urem", "i16", 0xffff, 10, K_VAL, 5},
    {"udiv exact", "i32", 8, 4, K_VAL, 2},
    {"udiv exact", "i32", 9, 4, K_POISON, 0},
    {"sdiv exact", "i64", (uint64_t)-9, 3, K_VAL, (uint64_t)-3},
    {"sdiv exact", "i64", (uint64_t)-9, 2, K_POISON, 0},
    {"sdiv", "i128", 10, 0, K_UB, 0},
  };
  run_bincases(cs, sizeof cs / sizeof cs[0]);
  /* a poison divisor is UB; a poison dividend only gives poison */
  Tx x;
  if (tx_setup(&x, "define i32 @f(i32 %a, i32 %b) {\n  %r = udiv i32 %a, %b\n  ret i32 %r\n}\n", "f")) {
    tx_scalar(&x, 0, 8);
    tx_scalar(&x, 1, 2);
    tx_poison(&x, 1);
    expect(&x, K_UB, 0, "udiv by poison");
    CHECK(strstr(x.r.reason, "poison") != NULL);
    tx_scalar(&x, 1, 2);
    tx_poison(&x, 0);
    expect(&x, K_POISON, 0, "udiv of poison");
    /* "Division by zero is undefined behavior", whatever the dividend */
    tx_scalar(&x, 1, 0);
    expect(&x, K_UB, 0, "udiv of poison by zero");
    CHECK(strstr(x.r.reason, "division by zero") != NULL);
    tx_end(&x);
  }
  if (tx_setup(&x, "define <2 x i128> @f(<2 x i128> %a, <2 x i128> %b) {\n  %r = srem <2 x i128> %a, %b\n"
                   "  ret <2 x i128> %r\n}\n", "f")) {
    uint8_t a[32] = {0}, b[32] = {0};
    b[0] = 3;  /* lane 0: 0 srem 3; lane 1: poison srem 0 */
    tx_argset(&x, 0, a, 32);
    tx_argset(&x, 1, b, 32);
    x.args[0].poison = calloc(33, 1);
    memset(x.args[0].poison + 16, 1, 16);
    expect(&x, K_UB, 0, "srem of a poison lane by zero");
    tx_end(&x);
  }
}

/* LangRef shl/lshr/ashr: "If op2 is (statically or dynamically) equal to or
 * larger than the number of bits in op1, this instruction returns a poison
 * value"; shl nuw: poison "if it shifts out any non-zero bits"; shl nsw:
 * "if it shifts out any bits that disagree with the resultant sign bit";
 * lshr/ashr exact: poison "if any of the bits shifted out are non-zero". */
static void test_shifts(void) {
  static const BinCase cs[] = {
    {"shl", "i32", 1, 31, K_VAL, 0x80000000},
    {"shl", "i32", 1, 32, K_POISON, 0},
    {"shl", "i64", 1, 63, K_VAL, 0x8000000000000000ull},
    {"shl", "i64", 1, 64, K_POISON, 0},
    {"shl", "i8", 1, 8, K_POISON, 0},
    {"shl", "i8", 0x81, 1, K_VAL, 0x02},
    {"shl nuw", "i8", 0x81, 1, K_POISON, 0},
    {"shl nsw", "i8", 0x40, 1, K_POISON, 0},
    {"shl nsw", "i8", 0xc0, 1, K_VAL, 0x80},
    {"shl nuw", "i32", 0x80000000, 1, K_POISON, 0},
    {"lshr", "i32", 0x80000000, 31, K_VAL, 1},
    {"lshr", "i32", 5, 32, K_POISON, 0},
    {"lshr", "i64", ~0ull, 4, K_VAL, 0x0fffffffffffffffull},
    {"lshr exact", "i32", 6, 1, K_VAL, 3},
    {"lshr exact", "i32", 5, 1, K_POISON, 0},
    {"ashr", "i32", 0x80000000, 31, K_VAL, 0xffffffff},
    {"ashr", "i64", 0x8000000000000000ull, 1, K_VAL, 0xc000000000000000ull},
    {"ashr", "i16", 0x8000, 15, K_VAL, 0xffff},
    {"ashr", "i16", 0x8000, 16, K_POISON, 0},
    {"ashr exact", "i16", 0x8001, 1, K_POISON, 0},
    {"shl", "i128", 1, 128, K_POISON, 0},
  };
  run_bincases(cs, sizeof cs / sizeof cs[0]);
}

/* LangRef icmp: "eq: yields true if the operands are equal ... ugt:
 * interprets the operands as unsigned values ... sgt: interprets the
 * operands as signed values"; pointers compare as integers. */
static void test_icmp(void) {
  static const struct { const char *pred, *ty; uint64_t a, b, want; } cs[] = {
    {"eq", "i32", 5, 5, 1}, {"ne", "i32", 5, 5, 0}, {"ugt", "i32", 0xffffffff, 1, 1},
    {"sgt", "i32", 0xffffffff, 1, 0}, {"uge", "i64", 3, 3, 1}, {"sge", "i64", ~0ull, 0, 0},
    {"ult", "i8", 0x80, 0x7f, 0}, {"slt", "i8", 0x80, 0x7f, 1}, {"ule", "i16", 0xffff, 0xffff, 1},
    {"sle", "i16", 0x8000, 0x7fff, 1}, {"slt", "i64", 0x8000000000000000ull, 0, 1},
    {"sle", "i32", 0x7fffffff, 0x80000000, 0}, {"sgt", "i1", 0, 1, 1}, {"ugt", "i1", 0, 1, 0},
    {"slt", "i128", 1, 2, 1},
  };
  for (size_t i = 0; i < sizeof cs / sizeof cs[0]; i++) {
    char src[256];
    snprintf(src, sizeof src, "define i1 @f(%s %%a, %s %%b) {\n  %%r = icmp %s %s %%a, %%b\n  ret i1 %%r\n}\n",
             cs[i].ty, cs[i].ty, cs[i].pred, cs[i].ty);
    run1(src, K_VAL, cs[i].want, 2, cs[i].a, cs[i].b);
  }
  /* a poison operand gives a poison result */
  Tx x;
  if (tx_setup(&x, "define i1 @f(i64 %a, i64 %b) {\n  %r = icmp ult i64 %a, %b\n  ret i1 %r\n}\n", "f")) {
    tx_scalar(&x, 0, 1);
    tx_scalar(&x, 1, 2);
    tx_poison(&x, 1);
    expect(&x, K_POISON, 0, "icmp poison");
    tx_end(&x);
  }
}

/* i128 arithmetic (two slots): add with carry, mul, signed compare. */
static void test_i128(void) {
  Tx x;
  const char *src =
    "define i128 @f(i128 %a, i128 %b) {\n  %s = add i128 %a, %b\n  %m = mul i128 %s, %b\n  ret i128 %m\n}\n";
  if (!tx_setup(&x, src, "f")) return;
  tx_wide(&x, 0, ~0ull, 0);
  tx_wide(&x, 1, 1, 0);
  CHECK_EQ_INT(tx_exec(&x), INTERP_OK);
  uint64_t lo, hi;
  memcpy(&lo, x.r.ret, 8);
  memcpy(&hi, x.r.ret + 8, 8);
  CHECK(x.r.ret_size == 16 && lo == 0 && hi == 1);
  tx_end(&x);
  run1("define i1 @f(i128 %a) {\n  %t = trunc i128 %a to i64\n  %z = zext i64 %t to i128\n"
       "  %s = shl i128 %z, 64\n  %c = icmp ugt i128 %s, %a\n  ret i1 %c\n}\n", K_VAL, 1, 1, (uint64_t)5);
}

/* ------------------------------------------------------------------ */
/* i128 known callees (VM_INTRIN w = 128) and i128 vector indices       */

/* Runs "define RT @f(i128 %a, i128 %b) { BODY" (BODY closes the function
 * and adds declarations, or "}" is appended) with a = (alo, ahi),
 * b = (blo, bhi); K_VAL compares the 16 (or 1) returned bytes. */
static void run128(const char *rt, const char *body, uint64_t alo, uint64_t ahi, uint64_t blo, uint64_t bhi,
                   int kind, uint64_t wlo, uint64_t whi) {
  char src[1024];
  snprintf(src, sizeof src, "define %s @f(i128 %%a, i128 %%b) {\n%s%s", rt, body, strchr(body, '}') ? "" : "}\n");
  Tx x;
  if (!tx_setup(&x, src, "f")) return;
  tx_wide(&x, 0, alo, ahi);
  tx_wide(&x, 1, blo, bhi);
  InterpStatus st = tx_exec(&x);
  uint64_t lo = 0, hi = 0;
  memcpy(&lo, x.r.ret, x.r.ret_size < 8 ? x.r.ret_size : 8);
  if (x.r.ret_size >= 16) memcpy(&hi, x.r.ret + 8, 8);
  bool ok = st == INTERP_OK && (kind == K_POISON ? tx_retp(&x) : !tx_retp(&x) && lo == wlo && hi == whi);
  if (!ok)
    fprintf(stderr, "  [%s] %s: got %s%s %016llx%016llx (%s)\n", g_vm->name, src, interp_status_name(st),
            tx_retp(&x) ? " poison" : "", (unsigned long long)hi, (unsigned long long)lo, x.r.reason);
  CHECK(ok);
  tx_end(&x);
}

#define TOP64 0x8000000000000000ull
#define ALL64 0xffffffffffffffffull

/* LangRef 16 statements, one per callee (the evaluator's own table is in
 * test_eval.c; here the VM's two-slot operands and results are checked):
 * ctlz/cttz "If the src == 0 then the result is the size in bits of the
 * type of src if is_zero_poison == 0 and poison otherwise"; abs "If the
 * first argument is INT_MIN, then the result is also INT_MIN if
 * is_int_min_poison == 0 and poison otherwise"; *.with.overflow "a bit
 * specifying if the ... resulted in an overflow"; intrinsics propagate a
 * poison operand to the result. */
static void test_i128_intrinsics(void) {
  const char *decl =
    "declare i128 @llvm.ctlz.i128(i128, i1)\ndeclare i128 @llvm.cttz.i128(i128, i1)\n"
    "declare i128 @llvm.ctpop.i128(i128)\ndeclare i128 @llvm.bswap.i128(i128)\n"
    "declare i128 @llvm.bitreverse.i128(i128)\ndeclare i128 @llvm.abs.i128(i128, i1)\n"
    "declare i128 @llvm.smax.i128(i128, i128)\ndeclare i128 @llvm.umin.i128(i128, i128)\n"
    "declare i128 @llvm.fshl.i128(i128, i128, i128)\ndeclare i128 @llvm.fshr.i128(i128, i128, i128)\n"
    "declare i128 @llvm.sadd.sat.i128(i128, i128)\ndeclare i128 @llvm.usub.sat.i128(i128, i128)\n"
    "declare i128 @llvm.expect.i128(i128, i128)\n"
    "declare {i128, i1} @llvm.smul.with.overflow.i128(i128, i128)\n"
    "declare {i128, i1} @llvm.uadd.with.overflow.i128(i128, i128)\n";
  char b[2048];
#define BODY(...) (snprintf(b, sizeof b, __VA_ARGS__), b)
  run128("i128", BODY("  %%r = call i128 @llvm.ctlz.i128(i128 %%a, i1 false)\n  ret i128 %%r\n}\n%s", decl),
         0, 0, 0, 0, K_VAL, 128, 0);
  run128("i128", BODY("  %%r = call i128 @llvm.ctlz.i128(i128 %%a, i1 true)\n  ret i128 %%r\n}\n%s", decl),
         0, 0, 0, 0, K_POISON, 0, 0);
  run128("i128", BODY("  %%r = call i128 @llvm.ctlz.i128(i128 %%a, i1 true)\n  ret i128 %%r\n}\n%s", decl),
         0, 1, 0, 0, K_VAL, 63, 0);
  run128("i128", BODY("  %%r = call i128 @llvm.cttz.i128(i128 %%a, i1 true)\n  ret i128 %%r\n}\n%s", decl),
         0, TOP64, 0, 0, K_VAL, 127, 0);
  run128("i128", BODY("  %%r = call i128 @llvm.ctpop.i128(i128 %%a)\n  ret i128 %%r\n}\n%s", decl),
         ALL64, ALL64, 0, 0, K_VAL, 128, 0);
  run128("i128", BODY("  %%r = call i128 @llvm.bswap.i128(i128 %%a)\n  ret i128 %%r\n}\n%s", decl),
         0x11, 0x2200, 0, 0, K_VAL, 0x0022000000000000ull, 0x1100000000000000ull);
  run128("i128", BODY("  %%r = call i128 @llvm.bitreverse.i128(i128 %%a)\n  ret i128 %%r\n}\n%s", decl),
         1, 0, 0, 0, K_VAL, 0, TOP64);
  run128("i128", BODY("  %%r = call i128 @llvm.abs.i128(i128 %%a, i1 true)\n  ret i128 %%r\n}\n%s", decl),
         0, TOP64, 0, 0, K_POISON, 0, 0);
  run128("i128", BODY("  %%r = call i128 @llvm.abs.i128(i128 %%a, i1 false)\n  ret i128 %%r\n}\n%s", decl),
         0, TOP64, 0, 0, K_VAL, 0, TOP64);
  run128("i128", BODY("  %%r = call i128 @llvm.abs.i128(i128 %%a, i1 true)\n  ret i128 %%r\n}\n%s", decl),
         0, ALL64, 0, 0, K_VAL, 0, 1);
  run128("i128", BODY("  %%r = call i128 @llvm.smax.i128(i128 %%a, i128 %%b)\n  ret i128 %%r\n}\n%s", decl),
         0, TOP64, ALL64, TOP64 - 1, K_VAL, ALL64, TOP64 - 1);
  run128("i128", BODY("  %%r = call i128 @llvm.umin.i128(i128 %%a, i128 %%b)\n  ret i128 %%r\n}\n%s", decl),
         0, 1, ALL64, 0, K_VAL, ALL64, 0);
  run128("i128", BODY("  %%r = call i128 @llvm.fshl.i128(i128 %%a, i128 %%b, i128 65)\n  ret i128 %%r\n}\n%s", decl),
         0, 1, 0, TOP64, K_VAL, 0, 1);   /* (2^64 << 65 | 2^127 >> 63) mod 2^128 = 2^64 */
  run128("i128", BODY("  %%r = call i128 @llvm.fshr.i128(i128 %%a, i128 %%b, i128 %%b)\n  ret i128 %%r\n}\n%s", decl),
         1, 0, 1, 1, K_VAL, TOP64, TOP64);   /* amount 2^64 + 1 mod 128 = 1: b >> 1 | a << 127 */
  run128("i128", BODY("  %%r = call i128 @llvm.sadd.sat.i128(i128 %%a, i128 %%b)\n  ret i128 %%r\n}\n%s", decl),
         ALL64, TOP64 - 1, 1, 0, K_VAL, ALL64, TOP64 - 1);
  run128("i128", BODY("  %%r = call i128 @llvm.usub.sat.i128(i128 %%a, i128 %%b)\n  ret i128 %%r\n}\n%s", decl),
         0, 1, 1, 0, K_VAL, ALL64, 0);
  run128("i128", BODY("  %%r = call i128 @llvm.expect.i128(i128 %%a, i128 0)\n  ret i128 %%r\n}\n%s", decl),
         5, 6, 0, 0, K_VAL, 5, 6);
  run128("i128", BODY("  %%s = call {i128, i1} @llvm.smul.with.overflow.i128(i128 %%a, i128 %%b)\n"
                      "  %%r = extractvalue {i128, i1} %%s, 0\n  ret i128 %%r\n}\n%s", decl),
         ALL64, ALL64, 0, 0x4000000000000000ull, K_VAL, 0, 0xc000000000000000ull);
  run128("i1", BODY("  %%s = call {i128, i1} @llvm.smul.with.overflow.i128(i128 %%a, i128 %%b)\n"
                    "  %%o = extractvalue {i128, i1} %%s, 1\n  ret i1 %%o\n}\n%s", decl),
         0, TOP64, ALL64, ALL64, K_VAL, 1, 0);
  run128("i1", BODY("  %%s = call {i128, i1} @llvm.uadd.with.overflow.i128(i128 %%a, i128 %%b)\n"
                    "  %%o = extractvalue {i128, i1} %%s, 1\n  ret i1 %%o\n}\n%s", decl),
         ALL64, ALL64, 1, 0, K_VAL, 1, 0);
  run128("i128", BODY("  %%s = call {i128, i1} @llvm.uadd.with.overflow.i128(i128 %%a, i128 %%b)\n"
                      "  %%r = extractvalue {i128, i1} %%s, 0\n  ret i128 %%r\n}\n%s", decl),
         ALL64, 0, 1, 0, K_VAL, 0, 1);
  /* poison in the high word only (a shifted poison) still poisons the call */
  run128("i128", BODY("  %%p = shl i128 %%a, 200\n  %%r = call i128 @llvm.ctpop.i128(i128 %%p)\n  ret i128 %%r\n}\n%s",
                      decl), 1, 0, 0, 0, K_POISON, 0, 0);
  /* vectors of i128: unsupported, with a message naming the callee */
  Tx x;
  if (tx_setup(&x, "define <2 x i128> @f(<2 x i128> %a) {\n"
                   "  %r = call <2 x i128> @llvm.ctpop.v2i128(<2 x i128> %a)\n  ret <2 x i128> %r\n}\n"
                   "declare <2 x i128> @llvm.ctpop.v2i128(<2 x i128>)\n", "f")) {
    uint8_t z[32] = {0};
    tx_argset(&x, 0, z, 32);
    expect(&x, K_UNSUPP, 0, "ctpop.v2i128");
    CHECK(strstr(x.r.reason, "vectors of i128") != NULL);
    tx_end(&x);
  }
#undef BODY
}

/* extractelement / insertelement: LangRef "The second operand is an index
 * indicating the position from which to extract the element. The index
 * may be a variable of any integer type"; "If idx exceeds the length of
 * val for a fixed-length vector, the result is a poison value" -- an i128
 * index with a nonzero high word exceeds every length. */
static void test_i128_vector_index(void) {
  run128("i32", "  %r = extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i128 %a\n  ret i32 %r\n", 3, 0, 0, 0,
         K_VAL, 4, 0);
  run128("i32", "  %r = extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i128 %a\n  ret i32 %r\n", 3, 1, 0, 0,
         K_POISON, 0, 0);
  run128("i32", "  %r = extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i128 %a\n  ret i32 %r\n", 4, 0, 0, 0,
         K_POISON, 0, 0);
  /* constant i128 indices: 2^64 + 1 is out of range (not lane 1) */
  run128("i32", "  %r = extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i128 18446744073709551617\n"
         "  ret i32 %r\n", 0, 0, 0, 0, K_POISON, 0, 0);
  run128("i32", "  %r = extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i128 2\n  ret i32 %r\n", 0, 0, 0, 0,
         K_VAL, 3, 0);
  /* insertelement: a bad index makes the whole vector poison */
  run128("i64", "  %v = insertelement <2 x i32> <i32 1, i32 2>, i32 9, i128 %a\n  %r = bitcast <2 x i32> %v to i64\n"
         "  ret i64 %r\n", 1, 0, 0, 0, K_VAL, 0x900000001ull, 0);
  run128("i64", "  %v = insertelement <2 x i32> <i32 1, i32 2>, i32 9, i128 %a\n  %r = bitcast <2 x i32> %v to i64\n"
         "  ret i64 %r\n", 1, ALL64, 0, 0, K_POISON, 0, 0);
  run128("i64", "  %v = insertelement <2 x i32> <i32 1, i32 2>, i32 9, i128 36893488147419103233\n"
         "  %r = bitcast <2 x i32> %v to i64\n  ret i64 %r\n", 0, 0, 0, 0, K_POISON, 0, 0);
  /* vectors of i128 lanes with an i128 index */
  run128("i128", "  %v = insertelement <2 x i128> zeroinitializer, i128 %a, i128 %b\n"
         "  %r = extractelement <2 x i128> %v, i128 %b\n  ret i128 %r\n", 7, 8, 1, 0, K_VAL, 7, 8);
}

/* ------------------------------------------------------------------ */
/* Casts                                                                */

/* LangRef "Conversion Operations": trunc "truncates the high order bits";
 * zext/sext fill with zero / sign bits; fptoui/fptosi: "If the value
 * cannot fit in ty2, the result is a poison value"; uitofp/sitofp and
 * fptrunc round to nearest even ("the default rounding mode"); fpext is
 * exact; bitcast is "as if the value had been stored to memory and read
 * back"; ptrtoint/inttoptr truncate or zero-extend. */
static void test_casts(void) {
  static const struct { const char *op, *from, *to; uint64_t a; int kind; uint64_t want; } cs[] = {
    {"trunc", "i64", "i32", 0x123456789ull, K_VAL, 0x23456789},
    {"trunc", "i32", "i1", 3, K_VAL, 1},
    {"trunc", "i128", "i8", 0x1ff, K_VAL, 0xff},
    {"zext", "i8", "i32", 0x80, K_VAL, 0x80},
    {"zext", "i1", "i64", 1, K_VAL, 1},
    {"sext", "i8", "i32", 0x80, K_VAL, 0xffffff80},
    {"sext", "i1", "i64", 1, K_VAL, ~0ull},
    {"sext", "i32", "i64", 0x7fffffff, K_VAL, 0x7fffffff},
    {"fptosi", "float", "i32", 0xc0500000 /* -3.25 */, K_VAL, 0xfffffffd},
    {"fptosi", "float", "i32", 0x4f000000 /* 2^31 */, K_POISON, 0},
    {"fptosi", "float", "i8", 0x43000000 /* 128 */, K_POISON, 0},
    {"fptosi", "double", "i64", 0x7ff8000000000000ull /* NaN */, K_POISON, 0},
    {"fptoui", "double", "i32", 0xbff0000000000000ull /* -1.0 */, K_POISON, 0},
    {"fptoui", "double", "i32", 0x41efffffffe00000ull /* 2^32-1 */, K_VAL, 0xffffffff},
    {"fptoui", "float", "i32", 0xbf000000 /* -0.5 */, K_VAL, 0},
    {"sitofp", "i32", "float", 0xffffffff, K_VAL, 0xbf800000},
    {"sitofp", "i32", "double", 0x80000000, K_VAL, 0xc1e0000000000000ull},
    {"sitofp", "i64", "float", 0x1000001, K_VAL, 0x4b800000},  /* 2^24+1 ties to even: 2^24 */
    {"sitofp", "i64", "float", 0x1000003, K_VAL, 0x4b800002},  /* 2^24+3 ties to even: 2^24+4 */
    {"uitofp", "i64", "double", ~0ull, K_VAL, 0x43f0000000000000ull},
    {"uitofp", "i8", "half", 0xff, K_VAL, 0x5bf8},
    {"sitofp", "i16", "half", 0x8000, K_VAL, 0xf800},
    {"fptrunc", "double", "float", 0x3ff0000010000000ull /* 1 + 2^-24 */, K_VAL, 0x3f800000},
    {"fptrunc", "double", "float", 0x3ff0000030000000ull, K_VAL, 0x3f800002},
    {"fpext", "float", "double", 0x3fc00000, K_VAL, 0x3ff8000000000000ull},
    {"fpext", "half", "float", 0x3c00, K_VAL, 0x3f800000},
    {"bitcast", "float", "i32", 0x3f800000, K_VAL, 0x3f800000},
    {"bitcast", "i64", "double", 0x4000000000000000ull, K_VAL, 0x4000000000000000ull},
    {"bitcast", "i64", "<2 x i32>", 0x0000000200000001ull, K_VAL, 0x0000000200000001ull},
    {"bitcast", "<8 x i8>", "i64", 0, K_VAL, 0},
    {"bitcast", "i16", "<16 x i1>", 0x8001, K_VAL, 0x8001},
    {"bitcast", "<2 x half>", "float", 0x3c003c00, K_VAL, 0x3c003c00},
  };
  for (size_t i = 0; i < sizeof cs / sizeof cs[0]; i++) {
    char src[256];
    snprintf(src, sizeof src, "define %s @f(%s %%a) {\n  %%r = %s %s %%a to %s\n  ret %s %%r\n}\n", cs[i].to,
             cs[i].from, cs[i].op, cs[i].from, cs[i].to, cs[i].to);
    run1(src, cs[i].kind, cs[i].want, 1, cs[i].a);
  }
  /* ptrtoint / inttoptr: addresses are integers; a round trip keeps them */
  run1("define i1 @f(i64 %a) {\n  %p = inttoptr i64 %a to ptr\n  %i = ptrtoint ptr %p to i64\n"
       "  %t = ptrtoint ptr %p to i32\n  %z = zext i32 %t to i64\n  %e = icmp eq i64 %i, %a\n"
       "  %l = icmp eq i64 %z, 4660\n  %r = and i1 %e, %l\n  ret i1 %r\n}\n", K_VAL, 1, 1, (uint64_t)0x100001234ull);
  /* bitcast of a vector with a poison lane: the bytes of that lane are
   * poison, so the scalar read back is poison */
  run1("define i64 @f(i32 %a) {\n  %v = insertelement <2 x i32> poison, i32 %a, i32 0\n"
       "  %r = bitcast <2 x i32> %v to i64\n  ret i64 %r\n}\n", K_POISON, 0, 1, (uint64_t)1);
}

/* ------------------------------------------------------------------ */
/* Floating point                                                       */

/* LangRef fadd/fsub/fmul/fdiv/frem: IEEE-754 results in the default
 * environment (round to nearest even); frem as C fmod; fneg "with its sign
 * bit flipped".  NaN rule (fp.c): the first NaN operand, quieted, else the
 * default NaN.  Fast-math: "nnan: ... If an argument is a nan, or the result
 * would be a nan, it produces a poison value instead"; ninf likewise. */
static void test_fp_basic(void) {
  static const BinCase cs[] = {
    {"fadd", "float", 0x3f800000, 0x40000000, K_VAL, 0x40400000},
    {"fadd", "double", 0x3ff0000000000000ull, 0x3ca0000000000000ull /* 2^-53 */, K_VAL, 0x3ff0000000000000ull},
    {"fsub", "float", 0x3f800000, 0x3f800000, K_VAL, 0},
    {"fmul", "double", 0x4000000000000000ull, 0xc008000000000000ull, K_VAL, 0xc018000000000000ull},
    {"fdiv", "float", 0x3f800000, 0x40400000, K_VAL, 0x3eaaaaab},
    {"fdiv", "float", 0x3f800000, 0, K_VAL, 0x7f800000},
    {"fdiv", "double", 0, 0, K_VAL, 0x7ff8000000000000ull},
    {"fadd", "float", 0x7f800000, 0xff800000, K_VAL, 0x7fc00000},
    {"fadd", "float", 0x7fa00001, 0x3f800000, K_VAL, 0x7fe00001},  /* sNaN quieted, payload kept */
    {"fmul", "double", 0x3ff0000000000000ull, 0xfff0000000000123ull, K_VAL, 0xfff8000000000123ull},
    {"frem", "float", 0x40e00000 /* 7 */, 0x40400000 /* 3 */, K_VAL, 0x3f800000},
    {"frem", "double", 0xc01c000000000000ull /* -7 */, 0x4008000000000000ull, K_VAL, 0xbff0000000000000ull},
    {"fadd", "half", 0x3c00, 0x3c00, K_VAL, 0x4000},
    {"fmul", "half", 0x7bff, 0x4000, K_VAL, 0x7c00},
    {"fadd nnan", "float", 0x7fc00000, 0x3f800000, K_POISON, 0},
    {"fsub nnan", "double", 0x7ff0000000000000ull, 0x7ff0000000000000ull, K_POISON, 0},
    {"fadd ninf", "float", 0x7f7fffff, 0x7f7fffff, K_POISON, 0},
    {"fmul ninf", "double", 0x7ff0000000000000ull, 0x3ff0000000000000ull, K_POISON, 0},
    {"fadd nsz", "float", 0x3f800000, 0x3f800000, K_VAL, 0x40000000},
  };
  run_bincases(cs, sizeof cs / sizeof cs[0]);
  run1("define float @f(float %a) {\n  %r = fneg float %a\n  ret float %r\n}\n", K_VAL, 0xffc00001, 1,
       (uint64_t)0x7fc00001);
  run1("define double @f(double %a) {\n  %r = fneg double %a\n  ret double %r\n}\n", K_VAL, 0x8000000000000000ull, 1,
       (uint64_t)0);
}

/* LangRef "denormal-fp-math": "preserve-sign: the sign of a flushed-to-zero
 * number is preserved"; "positive-zero: denormals are flushed to positive
 * zero"; the -f32 form applies to float only. */
static void test_fp_denormal(void) {
  const char *ps = "define float @f(float %a, float %b) #0 {\n  %r = fmul float %a, %b\n  ret float %r\n}\n"
                   "attributes #0 = { \"denormal-fp-math-f32\"=\"preserve-sign,preserve-sign\" }\n";
  /* 2^-126 * 0.5 = 2^-127 is subnormal: flushed to +0; with -2^-126: -0 */
  run1(ps, K_VAL, 0, 2, (uint64_t)0x00800000, (uint64_t)0x3f000000);
  run1(ps, K_VAL, 0x80000000, 2, (uint64_t)0x80800000, (uint64_t)0x3f000000);
  /* a subnormal input is read as zero */
  run1(ps, K_VAL, 0, 2, (uint64_t)0x00000001, (uint64_t)0x4b000000);
  const char *pz = "define float @f(float %a, float %b) #0 {\n  %r = fmul float %a, %b\n  ret float %r\n}\n"
                   "attributes #0 = { \"denormal-fp-math\"=\"positive-zero,positive-zero\" }\n";
  run1(pz, K_VAL, 0, 2, (uint64_t)0x80800000, (uint64_t)0x3f000000);
  /* double is unaffected by the -f32 attribute */
  const char *dd = "define double @f(double %a, double %b) #0 {\n  %r = fmul double %a, %b\n  ret double %r\n}\n"
                   "attributes #0 = { \"denormal-fp-math-f32\"=\"preserve-sign,preserve-sign\" }\n";
  run1(dd, K_VAL, 0x0008000000000000ull, 2, (uint64_t)0x0010000000000000ull, (uint64_t)0x3fe0000000000000ull);
}

/* LangRef fcmp: "ordered means that neither operand is a QNAN while
 * unordered means that either operand may be a QNAN"; nnan/ninf on fcmp:
 * a NaN / inf operand makes the result poison. */
static void test_fcmp(void) {
  static const struct { const char *pred, *ty; uint64_t a, b, want; } cs[] = {
    {"oeq", "float", 0x3f800000, 0x3f800000, 1}, {"oeq", "float", 0x7fc00000, 0x7fc00000, 0},
    {"une", "float", 0x7fc00000, 0x7fc00000, 1}, {"ueq", "double", 0x7ff8000000000000ull, 0, 1},
    {"olt", "double", 0xbff0000000000000ull, 0, 1}, {"ogt", "float", 0x80000000, 0, 0},
    {"oge", "float", 0x80000000, 0, 1}, {"ord", "double", 0, 0x7ff8000000000000ull, 0},
    {"uno", "double", 0, 0x7ff8000000000000ull, 1}, {"one", "float", 0x3f800000, 0x7fc00000, 0},
    {"ult", "half", 0x3c00, 0x4000, 1}, {"true", "float", 0x7fc00000, 0, 1}, {"false", "float", 0, 0, 0},
    {"ule", "float", 0x7fc00000, 0, 1}, {"ole", "half", 0x7e00, 0x3c00, 0},
  };
  for (size_t i = 0; i < sizeof cs / sizeof cs[0]; i++) {
    char src[256];
    snprintf(src, sizeof src, "define i1 @f(%s %%a, %s %%b) {\n  %%r = fcmp %s %s %%a, %%b\n  ret i1 %%r\n}\n",
             cs[i].ty, cs[i].ty, cs[i].pred, cs[i].ty);
    run1(src, K_VAL, cs[i].want, 2, cs[i].a, cs[i].b);
  }
  run1("define i1 @f(float %a, float %b) {\n  %r = fcmp nnan olt float %a, %b\n  ret i1 %r\n}\n", K_POISON, 0, 2,
       (uint64_t)0x7fc00000, (uint64_t)0);
}

#include <fenv.h>
#if defined(__x86_64__) || defined(__SSE2__)
#include <xmmintrin.h>
/* MXCSR FTZ (bit 15) and DAZ (bit 6): flush-to-zero modes with no <fenv.h>
 * name; the whole MXCSR is the mode to keep. */
static void host_ftz_daz(void) { _mm_setcsr(_mm_getcsr() | 0x8040); }
static unsigned host_mode(void) { return _mm_getcsr(); }
#else
static void host_ftz_daz(void) {}
static unsigned host_mode(void) { return (unsigned)fegetround(); }
#endif
/* Results do not depend on the host FPU mode (on every host): with round
 * toward zero set through <fenv.h>, and on x86 flush-to-zero and
 * denormals-are-zero in MXCSR, a subnormal product and a rounding tie come
 * out as in the default mode. */
static void test_fp_host_mode(void) {
  const char *src = "define i64 @f(float %a, float %b, double %c) {\n  %m = fmul float %a, %b\n"
                    "  %s = fadd double %c, 0x3CA0000000000000\n  %mi = bitcast float %m to i32\n"
                    "  %si = bitcast double %s to i64\n  %mz = zext i32 %mi to i64\n  %x = xor i64 %mz, %si\n"
                    "  ret i64 %x\n}\n";
  fenv_t env;
  fegetenv(&env);
  for (int mode = 0; mode < 2; mode++) {
    Tx x;
    if (!tx_setup(&x, src, "f")) continue;
    tx_scalar(&x, 0, 0x00800000);            /* 2^-126 */
    tx_scalar(&x, 1, 0x3f000000);            /* 0.5: the product is subnormal */
    tx_scalar(&x, 2, f64b(1.0 + 0x1p-52));   /* + 2^-53: a tie, to even */
    /* mode 0: compiled and run in the odd mode; mode 1: compiled in the
     * default mode (fast paths), run in the odd mode */
    if (mode) tx_exec(&x);
    CHECK(fesetround(FE_TOWARDZERO) == 0);
    host_ftz_daz();
    unsigned odd = host_mode();
    expect(&x, K_VAL, 0x00400000ull ^ f64b(1.0 + 0x1p-51), "FTZ/DAZ/RZ host mode");
    CHECK(host_mode() == odd && fegetround() == FE_TOWARDZERO);  /* the caller's mode is restored */
    fesetenv(&env);
    tx_end(&x);
  }
}

/* The host fast paths (FADD32 ... FDIV64) must agree bit for bit with the
 * evaluation engine (sem.h) on random operands, NaNs included. */
static void test_fp_fastpath_agrees(void) {
  static const char *ops[] = {"fadd", "fsub", "fmul", "fdiv"};
  static const unsigned iops[] = {IR_FADD, IR_FSUB, IR_FMUL, IR_FDIV};
  uint64_t s = 0x9e3779b97f4a7c15ull;
  for (int w = 32; w <= 64; w += 32)
    for (int o = 0; o < 4; o++) {
      char src[256];
      const char *ty = w == 32 ? "float" : "double";
      snprintf(src, sizeof src, "define %s @f(%s %%a, %s %%b) {\n  %%r = %s %s %%a, %%b\n  ret %s %%r\n}\n", ty, ty,
               ty, ops[o], ty, ty);
      Tx x;
      if (!tx_setup(&x, src, "f")) continue;
      int bad = 0;
      for (int k = 0; k < 300; k++) {
        uint64_t a, b;
        s ^= s << 13; s ^= s >> 7; s ^= s << 17; a = s;
        s ^= s << 13; s ^= s >> 7; s ^= s << 17; b = s;
        if (w == 32) { a &= 0xffffffffu; b &= 0xffffffffu; }
        if (k % 7 == 0) a = w == 32 ? 0x7f800000 : 0x7ff0000000000000ull;  /* inf */
        if (k % 11 == 0) b = w == 32 ? 0x7fa00000 | (b & 0x1f) : 0x7ff4000000000000ull | (b & 0xff); /* sNaN */
        tx_scalar(&x, 0, a);
        tx_scalar(&x, 1, b);
        tx_exec(&x);
        uint64_t want;
        switch (iops[o]) {
        case IR_FADD: want = sem_fadd((unsigned)w, a, b, SEM_RNE, false); break;
        case IR_FSUB: want = sem_fsub((unsigned)w, a, b, SEM_RNE, false); break;
        case IR_FMUL: want = sem_fmul((unsigned)w, a, b, SEM_RNE, false); break;
        default: want = sem_fdiv((unsigned)w, a, b, SEM_RNE, false); break;
        }
        if (tx_ret(&x) != want) bad++;
      }
      CHECK_EQ_INT(bad, 0);
      tx_end(&x);
    }
}

/* ------------------------------------------------------------------ */
/* select, phi, freeze                                                  */

/* LangRef select: "If the condition is poison, the result is poison";
 * only the chosen operand's poison matters ("Poison Values": select
 * depends on the selected operand only); with a vector condition the
 * choice is per lane.  freeze: "If the argument is undef or poison,
 * 'freeze' returns an arbitrary, but fixed, value" (0 here) and otherwise
 * the argument. */
static void test_select_freeze(void) {
  const char *sel = "define i32 @f(i1 %c, i32 %a, i32 %b) {\n  %r = select i1 %c, i32 %a, i32 %b\n  ret i32 %r\n}\n";
  Tx x;
  if (tx_setup(&x, sel, "f")) {
    tx_scalar(&x, 0, 1); tx_scalar(&x, 1, 7); tx_scalar(&x, 2, 9);
    expect(&x, K_VAL, 7, "select true");
    tx_poison(&x, 2);
    expect(&x, K_VAL, 7, "select with the other arm poison");
    tx_scalar(&x, 0, 0);
    expect(&x, K_POISON, 0, "select of the poison arm");
    tx_scalar(&x, 2, 9);
    tx_poison(&x, 0);
    expect(&x, K_POISON, 0, "select on poison");
    tx_end(&x);
  }
  const char *fz = "define i32 @f(i32 %a) {\n  %f = freeze i32 %a\n  %r = add i32 %f, 1\n  ret i32 %r\n}\n";
  if (tx_setup(&x, fz, "f")) {
    tx_scalar(&x, 0, 41);
    expect(&x, K_VAL, 42, "freeze of a value");
    tx_poison(&x, 0);
    expect(&x, K_VAL, 1, "freeze of poison is 0");
    tx_end(&x);
  }
  /* freeze of a vector: per lane */
  run1("define <2 x i32> @f(i32 %a) {\n  %v = insertelement <2 x i32> poison, i32 %a, i32 1\n"
       "  %r = freeze <2 x i32> %v\n  ret <2 x i32> %r\n}\n", K_VAL, 0x500000000ull, 1, (uint64_t)5);
  /* select of FP with nnan: a NaN operand gives poison */
  run1("define float @f(i1 %c, float %a, float %b) {\n  %r = select nnan i1 %c, float %a, float %b\n"
       "  ret float %r\n}\n", K_POISON, 0, 3, (uint64_t)1, (uint64_t)0x3f800000, (uint64_t)0x7fc00000);
  /* vector condition: per lane */
  run1("define <2 x i32> @f(i32 %a) {\n  %r = select <2 x i1> <i1 true, i1 false>, <2 x i32> <i32 1, i32 2>,"
       " <2 x i32> <i32 3, i32 4>\n  ret <2 x i32> %r\n}\n", K_VAL, 0x400000001ull, 1, (uint64_t)0);
}

/* LangRef phi: "the value specified by the pair corresponding to the
 * predecessor basic block that executed just prior to the current block";
 * all phis of a block read their operands before any is written (parallel
 * copies): a swap through a loop back edge must swap. */
static void test_phi(void) {
  const char *src =
    "define i64 @f(i32 %n) {\n"
    "entry:\n  br label %loop\n"
    "loop:\n  %a = phi i32 [ 1, %entry ], [ %b, %loop ]\n  %b = phi i32 [ 2, %entry ], [ %a, %loop ]\n"
    "  %c = phi i32 [ 3, %entry ], [ %c, %loop ]\n  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n"
    "  %i1 = add i32 %i, 1\n  %done = icmp eq i32 %i1, %n\n  br i1 %done, label %exit, label %loop\n"
    "exit:\n  %az = zext i32 %a to i64\n  %bz = zext i32 %b to i64\n  %bs = shl i64 %bz, 32\n"
    "  %r = or i64 %az, %bs\n  ret i64 %r\n}\n";
  run1(src, K_VAL, 0x0000000200000001ull, 1, (uint64_t)1);  /* no swap taken */
  run1(src, K_VAL, 0x0000000100000002ull, 1, (uint64_t)2);  /* one swap */
  run1(src, K_VAL, 0x0000000200000001ull, 1, (uint64_t)3);
  /* a switch with several edges to one block carries one set of copies */
  const char *sw =
    "define i32 @f(i32 %x) {\n"
    "entry:\n  switch i32 %x, label %d [ i32 1, label %j\n i32 2, label %j\n i32 7, label %k ]\n"
    "d:\n  br label %j\n"
    "k:\n  br label %j\n"
    "j:\n  %r = phi i32 [ 10, %entry ], [ 10, %entry ], [ 20, %d ], [ 30, %k ]\n  ret i32 %r\n}\n";
  run1(sw, K_VAL, 10, 1, (uint64_t)1);
  run1(sw, K_VAL, 10, 1, (uint64_t)2);
  run1(sw, K_VAL, 30, 1, (uint64_t)7);
  run1(sw, K_VAL, 20, 1, (uint64_t)5);
}

/* Phis whose back-edge value is defined in the latch share its slots
 * (vm_compile.c "Phi coalescing"); the shapes where sharing would be wrong
 * must still compute the right values: a phi read after the new value is
 * defined, a phi read on the same edge by another phi (Fibonacci), a phi
 * live after the loop, a value used in the phi's block, vector phis. */
static void test_phi_coalescing(void) {
  const char *fib =
    "define i32 @f(i32 %n) {\nentry:\n  br label %l\n"
    "l:\n  %a = phi i32 [0, %entry], [%b, %l]\n  %b = phi i32 [1, %entry], [%s, %l]\n  %i = phi i32 [0, %entry], [%i1, %l]\n"
    "  %s = add i32 %a, %b\n  %i1 = add i32 %i, 1\n  %c = icmp ult i32 %i1, %n\n  br i1 %c, label %l, label %e\n"
    "e:\n  ret i32 %a\n}\n";
  run1(fib, K_VAL, 34, 1, (uint64_t)10);  /* F(9) = 34: a is read after the loop */
  const char *late =
    "define i32 @f(i32 %n) {\nentry:\n  br label %l\n"
    "l:\n  %i = phi i32 [0, %entry], [%i1, %l]\n  %acc = phi i32 [0, %entry], [%acc1, %l]\n"
    "  %i1 = add i32 %i, 1\n  %t = mul i32 %i, 10\n  %acc1 = add i32 %acc, %t\n"
    "  %c = icmp ult i32 %i1, %n\n  br i1 %c, label %l, label %e\n"
    "e:\n  %r = add i32 %acc1, %i\n  ret i32 %r\n}\n";
  run1(late, K_VAL, 10 * 45 + 9, 1, (uint64_t)10);  /* %i read after %i1 is defined, and after the loop */
  const char *diamond =
    "define i32 @f(i32 %x) {\nb:\n  %v = add i32 %x, 1\n  %c = icmp eq i32 %x, 0\n  br i1 %c, label %h, label %o\n"
    "o:\n  br label %h\n"
    "h:\n  %p = phi i32 [ %v, %b ], [ 100, %o ]\n  %r = add i32 %p, %v\n  ret i32 %r\n}\n";
  run1(diamond, K_VAL, 2, 1, (uint64_t)0);
  run1(diamond, K_VAL, 106, 1, (uint64_t)5);
  const char *vec =
    "define i32 @f(i32 %n) {\nentry:\n  br label %l\n"
    "l:\n  %v = phi <4 x i32> [<i32 1, i32 2, i32 3, i32 4>, %entry], [%w, %l]\n  %i = phi i32 [0, %entry], [%i1, %l]\n"
    "  %w = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> <i32 1, i32 2, i32 3, i32 0>\n"
    "  %i1 = add i32 %i, 1\n  %c = icmp ult i32 %i1, %n\n  br i1 %c, label %l, label %e\n"
    "e:\n  %r = extractelement <4 x i32> %w, i32 0\n  ret i32 %r\n}\n";
  run1(vec, K_VAL, 2, 1, (uint64_t)1);
  run1(vec, K_VAL, 3, 1, (uint64_t)2);
  run1(vec, K_VAL, 1, 1, (uint64_t)4);
  /* a fused compare whose operand is redefined before the branch must not
   * be fused (here the icmp is not right before the br) */
  const char *nf =
    "define i32 @f(i32 %n) {\nentry:\n  br label %l\n"
    "l:\n  %i = phi i32 [0, %entry], [%i1, %l]\n  %c = icmp ult i32 %i, %n\n  %i1 = add i32 %i, 1\n"
    "  br i1 %c, label %l, label %e\ne:\n  ret i32 %i1\n}\n";
  run1(nf, K_VAL, 6, 1, (uint64_t)5);
}

/* Undef choices (InterpOpts.undef_choices, interp_undef_set): LangRef
 * "Undefined Values": undef "can be assumed to be any bit pattern", at each
 * use anew.  Each use that runs at most once gets its own bits of the
 * choice (site order, lanes in order, low bit first); every other undef
 * use stays poison and is counted. */
static InterpUndef undef_info_of(Tx *x) {
  InterpUndef u;
  memset(&u, 0, sizeof u);
  if (!x->p) x->p = g_vm->compile(x->c, x->m, x->fidx, &x->o);
  CHECK(x->p != NULL);
  if (x->p) interp_undef_info(x->p, &u);
  return u;
}

static void undef_expect(const char *src, const char *grid, uint32_t nuses, uint32_t bits, uint32_t nrest,
                         bool uninit) {
  Tx x;
  if (!tx_setup(&x, src, "f")) return;
  x.o.undef_choices = true;
  if (grid) tx_grid(&x, grid);
  InterpUndef u = undef_info_of(&x);
  if (u.nuses != nuses || u.bits != bits || u.nrest != nrest || u.uninit != uninit)
    fprintf(stderr, "  [%s] got %u uses, %u bits, %u rest, uninit %d in\n%s", g_vm->name, u.nuses, u.bits, u.nrest,
            u.uninit, src);
  CHECK(u.nuses == nuses && u.bits == bits && u.nrest == nrest && u.uninit == uninit);
  tx_end(&x);
}

static void test_undef_choices(void) {
  const char *xr = "define i4 @f() {\n  %r = xor i4 undef, undef\n  ret i4 %r\n}\n";
  Tx x;
  if (tx_setup(&x, xr, "f")) {
    expect(&x, K_POISON, 0, "undef without choices is poison");
    InterpUndef u = undef_info_of(&x);
    CHECK(u.nuses == 0 && u.bits == 0);
    tx_end(&x);
  }
  if (tx_setup(&x, xr, "f")) {
    x.o.undef_choices = true;
    expect(&x, K_POISON, 0, "undef with choices is poison until one is set");
    InterpUndef u = undef_info_of(&x);
    CHECK(u.nuses == 2 && u.bits == 8 && u.nrest == 0 && !u.uninit);
    uint64_t ch = 0x53;  /* the two uses of one interned constant are independent: 3 ^ 5 */
    interp_undef_set(x.p, &ch);
    expect(&x, K_VAL, 6, "xor of two undef uses chosen 3 and 5");
    ch = 0x77;
    interp_undef_set(x.p, &ch);
    expect(&x, K_VAL, 0, "xor of two undef uses chosen 7 and 7");
    interp_undef_set(x.p, NULL);
    expect(&x, K_POISON, 0, "poison again");
    tx_end(&x);
  }
  /* a vector constant's undef lanes; a branch on undef; a phi's undef
   * operand; a stored undef; a GEP index */
  const char *vec = "define i4 @f() {\n  %v = add <4 x i4> <i4 1, i4 undef, i4 2, i4 undef>, zeroinitializer\n"
                    "  %a = extractelement <4 x i4> %v, i32 1\n  %b = extractelement <4 x i4> %v, i32 3\n"
                    "  %r = sub i4 %a, %b\n  ret i4 %r\n}\n";
  const char *br = "define i8 @f(i8 %x) {\n  br i1 undef, label %a, label %b\na:\n  br label %j\nb:\n  br label %j\n"
                   "j:\n  %p = phi i8 [ undef, %a ], [ 7, %b ]\n  ret i8 %p\n}\n";
  const char *st = "define void @f(ptr %p) {\n  %q = getelementptr i8, ptr %p, i3 undef\n  store i8 undef, ptr %q\n"
                   "  ret void\n}\n";
  if (tx_setup(&x, vec, "f")) {
    x.o.undef_choices = true;
    uint64_t ch = 0x29;  /* lane 1: 9, lane 3: 2 */
    CHECK(undef_info_of(&x).bits == 8);
    interp_undef_set(x.p, &ch);
    expect(&x, K_VAL, 7, "vector lanes chosen 9 and 2");
    tx_end(&x);
  }
  if (tx_setup(&x, br, "f")) {
    x.o.undef_choices = true;
    tx_scalar(&x, 0, 0);
    CHECK(undef_info_of(&x).bits == 9);
    uint64_t ch = 0;
    interp_undef_set(x.p, &ch);
    expect(&x, K_VAL, 7, "br on undef chosen false");
    ch = 1 | 0x42 << 1;
    interp_undef_set(x.p, &ch);
    expect(&x, K_VAL, 0x42, "br on undef chosen true, the phi's undef 0x42");
    tx_end(&x);
  }
  if (tx_setup(&x, st, "f")) {
    x.o.undef_choices = true;
    tx_zbuf(&x, 0, 4);
    uint64_t ch = 2 | 0xa5 << 3;  /* index 2 (i3, sign-extended), byte 0xa5 */
    CHECK(undef_info_of(&x).bits == 11);
    interp_undef_set(x.p, &ch);
    CHECK_EQ_INT(tx_exec(&x), INTERP_OK);
    const InterpBufOut *b = tx_buf(&x, 0);
    CHECK(b && b->size == 4 && b->bytes[2] == 0xa5 && !b->poison[2] && b->bytes[0] == 0);
    tx_end(&x);
  }
  /* what stays poison: a use on a cycle (also an irreducible one), in a
   * callee, in an entry something calls, in a grid of several threads, of
   * a pointer, of a call; memory LLVM leaves undef */
  undef_expect("define i8 @f(i8 %n) {\ne:\n  br label %l\nl:\n  %i = phi i8 [ 0, %e ], [ %j, %l ]\n"
               "  %j = add i8 %i, undef\n  %c = icmp ult i8 %j, %n\n  br i1 %c, label %l, label %x\nx:\n"
               "  %r = and i8 undef, 1\n  ret i8 %r\n}\n", NULL, 1, 8, 1, false);
  undef_expect("define i8 @f(i1 %c) {\ne:\n  br i1 %c, label %a, label %b\na:\n  %u = and i8 undef, 1\n"
               "  br label %b\nb:\n  br i1 %c, label %a, label %x\nx:\n  ret i8 0\n}\n", NULL, 0, 0, 1, false);
  undef_expect("define i8 @g() {\n  ret i8 undef\n}\ndefine i8 @f() {\n  %a = call i8 @g()\n  ret i8 %a\n}\n",
               NULL, 0, 0, 1, false);
  undef_expect("define i8 @f(i1 %c) {\n  br i1 %c, label %a, label %b\na:\n  %r = call i8 @f(i1 false)\n"
               "  ret i8 %r\nb:\n  ret i8 undef\n}\n", NULL, 0, 0, 1, false);
  undef_expect("define i8 @f() {\n  ret i8 undef\n}\n", "1x2", 0, 0, 1, false);
  undef_expect("define ptr @f() {\n  ret ptr undef\n}\n", NULL, 0, 0, 1, false);
  undef_expect("declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\ndefine void @f(ptr %p) {\n"
               "  call void @llvm.memset.p0.i64(ptr %p, i8 undef, i64 4, i1 false)\n  ret void\n}\n", NULL, 0, 0, 1,
               false);
  undef_expect("define i8 @f() {\n  %p = alloca i8\n  %v = load i8, ptr %p\n  ret i8 %v\n}\n", NULL, 0, 0, 0, true);
  undef_expect("@g = global i8 undef\ndefine i8 @f() {\n  %v = load i8, ptr @g\n  ret i8 %v\n}\n", NULL, 0, 0, 0,
               true);
}

/* LangRef br / switch: branching on poison is UB ("Poison Values": UB when
 * poison is "the condition operand of a br, switch"). */
static void test_branch_poison(void) {
  const char *br = "define i32 @f(i1 %c) {\n  br i1 %c, label %a, label %b\na:\n  ret i32 1\nb:\n  ret i32 2\n}\n";
  Tx x;
  if (tx_setup(&x, br, "f")) {
    tx_scalar(&x, 0, 0);
    expect(&x, K_VAL, 2, "br false");
    tx_poison(&x, 0);
    expect(&x, K_UB, 0, "br on poison");
    CHECK(strstr(x.r.reason, "branch on a poison") != NULL);
    tx_end(&x);
  }
  const char *sw = "define i32 @f(i8 %c) {\n  switch i8 %c, label %a [ i8 3, label %b ]\na:\n  ret i32 1\n"
                   "b:\n  ret i32 2\n}\n";
  if (tx_setup(&x, sw, "f")) {
    tx_scalar(&x, 0, 3);
    expect(&x, K_VAL, 2, "switch case");
    tx_poison(&x, 0);
    expect(&x, K_UB, 0, "switch on poison");
    tx_end(&x);
  }
  /* both targets equal: still UB */
  run1("define i32 @f(i32 %a) {\n  %p = add nsw i32 %a, 2147483647\n  %c = icmp eq i32 %p, 0\n"
       "  br i1 %c, label %x, label %x\nx:\n  ret i32 0\n}\n", K_UB, 0, 1, (uint64_t)1);
  /* unreachable: "The 'unreachable' instruction has no defined semantics"
   * -- reaching it is UB */
  run1("define i32 @f(i32 %a) {\n  unreachable\n}\n", K_UB, 0, 1, (uint64_t)0);
}

/* ------------------------------------------------------------------ */
/* Vectors and aggregates                                               */

/* LangRef: vector arithmetic is per lane, a poison lane poisons only that
 * lane; extractelement / insertelement: "If idx exceeds the length of val
 * for a fixed-length vector, the result is a poison value";
 * shufflevector: "If the shuffle mask selects an undefined element from
 * one of the input vectors, the resulting element is undefined" (poison,
 * as undef means poison here). */
static void test_vectors(void) {
  run1("define <4 x i32> @f(i32 %a) {\n  %v = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 %a, i32 2\n"
       "  %w = add <4 x i32> %v, <i32 10, i32 20, i32 30, i32 40>\n  %r = extractelement <4 x i32> %w, i32 2\n"
       "  %z = insertelement <4 x i32> zeroinitializer, i32 %r, i64 0\n  ret <4 x i32> %z\n}\n", K_VAL, 35, 1,
       (uint64_t)5);
  Tx x;
  const char *ext = "define i32 @f(i32 %i) {\n  %r = extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 %i\n"
                    "  ret i32 %r\n}\n";
  if (tx_setup(&x, ext, "f")) {
    tx_scalar(&x, 0, 3);
    expect(&x, K_VAL, 4, "extractelement 3");
    tx_scalar(&x, 0, 4);
    expect(&x, K_POISON, 0, "extractelement out of range");
    tx_scalar(&x, 0, 0);
    tx_poison(&x, 0);
    expect(&x, K_POISON, 0, "extractelement at a poison index");
    tx_end(&x);
  }
  const char *ins = "define <2 x i32> @f(i32 %i) {\n  %r = insertelement <2 x i32> <i32 1, i32 2>, i32 9, i32 %i\n"
                    "  ret <2 x i32> %r\n}\n";
  if (tx_setup(&x, ins, "f")) {
    tx_scalar(&x, 0, 1);
    expect(&x, K_VAL, 0x900000001ull, "insertelement 1");
    tx_scalar(&x, 0, 2);
    expect(&x, K_POISON, 0, "insertelement out of range");
    CHECK(x.r.ret_poison[0] && x.r.ret_poison[7]);
    tx_end(&x);
  }
  const char *shuf = "define <4 x i16> @f(i16 %a) {\n  %v = insertelement <2 x i16> <i16 1, i16 2>, i16 %a, i32 0\n"
                     "  %r = shufflevector <2 x i16> %v, <2 x i16> <i16 3, i16 4>, <4 x i32> <i32 3, i32 0, i32 undef, i32 1>\n"
                     "  ret <4 x i16> %r\n}\n";
  if (tx_setup(&x, shuf, "f")) {
    tx_scalar(&x, 0, 7);
    CHECK_EQ_INT(tx_exec(&x), INTERP_OK);
    uint16_t l[4];
    memcpy(l, x.r.ret, 8);
    CHECK(l[0] == 4 && l[1] == 7 && l[3] == 2);
    CHECK(!x.r.ret_poison[0] && !x.r.ret_poison[2] && x.r.ret_poison[4] && x.r.ret_poison[5] && !x.r.ret_poison[6]);
    tx_end(&x);
  }
  /* a poison lane stays in its lane */
  if (tx_setup(&x, "define <2 x i32> @f(i32 %a) {\n  %v = insertelement <2 x i32> <i32 1, i32 2>, i32 %a, i32 0\n"
                   "  %r = mul nsw <2 x i32> %v, <i32 2147483647, i32 3>\n  ret <2 x i32> %r\n}\n", "f")) {
    tx_scalar(&x, 0, 2);
    CHECK_EQ_INT(tx_exec(&x), INTERP_OK);
    CHECK(x.r.ret_poison[0] && x.r.ret_poison[3] && !x.r.ret_poison[4]);
    CHECK_EQ_INT(x.r.ret[4], 6);
    tx_end(&x);
  }
  /* vector compare and select, and a lane-wise division by zero is UB */
  run1("define <2 x i8> @f(i8 %a) {\n  %v = insertelement <2 x i8> <i8 1, i8 9>, i8 %a, i32 0\n"
       "  %c = icmp sgt <2 x i8> %v, <i8 5, i8 5>\n  %r = select <2 x i1> %c, <2 x i8> %v, <2 x i8> <i8 0, i8 0>\n"
       "  ret <2 x i8> %r\n}\n", K_VAL, 0x0900, 1, (uint64_t)0xf0);
  run1("define <2 x i8> @f(i8 %a) {\n  %v = insertelement <2 x i8> <i8 1, i8 1>, i8 %a, i32 1\n"
       "  %r = udiv <2 x i8> <i8 8, i8 8>, %v\n  ret <2 x i8> %r\n}\n", K_UB, 0, 1, (uint64_t)0);
  /* vector FP, casts and fneg per lane */
  run1("define <2 x float> @f(float %a) {\n  %v = insertelement <2 x float> <float 1.0, float 2.0>, float %a, i32 1\n"
       "  %w = fadd <2 x float> %v, %v\n  %n = fneg <2 x float> %w\n  ret <2 x float> %n\n}\n", K_VAL,
       0xc0c00000c0000000ull, 1, f32b(3.0f));
  run1("define <2 x i16> @f(<2 x float> %a) {\n  %r = fptosi <2 x float> <float 3.5, float -2.5> to <2 x i16>\n"
       "  ret <2 x i16> %r\n}\n", K_VAL, 0xfffe0003ull, 1, (uint64_t)0);
}

/* LangRef extractvalue / insertvalue: members named by constant indices;
 * llvm.*.with.overflow returns {result, overflow bit}. */
static void test_aggregates(void) {
  run1("define i32 @f(i32 %a) {\n  %s = insertvalue { i8, [2 x i32] } poison, i32 %a, 1, 1\n"
       "  %t = insertvalue { i8, [2 x i32] } %s, i8 3, 0\n  %x = extractvalue { i8, [2 x i32] } %t, 1, 1\n"
       "  %y = extractvalue { i8, [2 x i32] } %t, 0\n  %z = zext i8 %y to i32\n  %r = add i32 %x, %z\n"
       "  ret i32 %r\n}\n", K_VAL, 45, 1, (uint64_t)42);
  run1("define i32 @f(i32 %a) {\n  %s = insertvalue { i8, [2 x i32] } poison, i32 %a, 1, 1\n"
       "  %x = extractvalue { i8, [2 x i32] } %s, 1, 0\n  ret i32 %x\n}\n", K_POISON, 0, 1, (uint64_t)42);
  const char *ov = "define i1 @f(i32 %a, i32 %b) {\n  %s = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)\n"
                   "  %o = extractvalue { i32, i1 } %s, 1\n  ret i1 %o\n}\n"
                   "declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)\n";
  run1(ov, K_VAL, 1, 2, (uint64_t)0xffffffff, (uint64_t)1);
  run1(ov, K_VAL, 0, 2, (uint64_t)1, (uint64_t)1);
  /* aggregate return value: bytes as a store writes them (padding poison) */
  Tx x;
  if (tx_setup(&x, "define { i8, i32 } @f(i32 %a) {\n  %s = insertvalue { i8, i32 } { i8 1, i32 0 }, i32 %a, 1\n"
                   "  ret { i8, i32 } %s\n}\n", "f")) {
    tx_scalar(&x, 0, 0x01020304);
    CHECK_EQ_INT(tx_exec(&x), INTERP_OK);
    CHECK_EQ_INT(x.r.ret_size, 8);
    CHECK(x.r.ret[0] == 1 && x.r.ret[4] == 4 && x.r.ret[7] == 1);
    CHECK(!x.r.ret_poison[0] && x.r.ret_poison[1] && x.r.ret_poison[3] && !x.r.ret_poison[4]);
    tx_end(&x);
  }
}

/* ------------------------------------------------------------------ */
/* Memory                                                               */

/* LangRef load/store: values are read and written as their store size in
 * bytes, little-endian (datalayout "e"); i1 is one byte; "<N x i1>" vectors
 * are bit-packed; a stored poison value makes its bytes poison and a
 * value loaded from a poison byte is poison. */
static void test_load_store_types(void) {
  const char *src =
    "define void @f(ptr %out, i32 %a) {\n"
    "  store i1 true, ptr %out\n"
    "  %p1 = getelementptr i8, ptr %out, i64 1\n  store i8 -2, ptr %p1\n"
    "  %p2 = getelementptr i8, ptr %out, i64 2\n  store i16 258, ptr %p2\n"
    "  %p4 = getelementptr i8, ptr %out, i64 4\n  store i32 %a, ptr %p4\n"
    "  %p8 = getelementptr i8, ptr %out, i64 8\n  store i64 -1, ptr %p8\n"
    "  %p16 = getelementptr i8, ptr %out, i64 16\n  store i128 18446744073709551617, ptr %p16\n"
    "  %p32 = getelementptr i8, ptr %out, i64 32\n  store half 1.0, ptr %p32\n"
    "  %p36 = getelementptr i8, ptr %out, i64 36\n  store float 2.0, ptr %p36\n"
    "  %p40 = getelementptr i8, ptr %out, i64 40\n  store double 3.0, ptr %p40\n"
    "  %p48 = getelementptr i8, ptr %out, i64 48\n  store <4 x i16> <i16 1, i16 2, i16 3, i16 4>, ptr %p48\n"
    "  %p56 = getelementptr i8, ptr %out, i64 56\n  store <8 x i1> <i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 1>, ptr %p56\n"
    "  %p60 = getelementptr i8, ptr %out, i64 60\n  store { i8, i16 } { i8 7, i16 9 }, ptr %p60\n"
    "  %p64 = getelementptr i8, ptr %out, i64 64\n  store [2 x i8] [i8 5, i8 6], ptr %p64\n"
    "  %p66 = getelementptr i8, ptr %out, i64 66\n  store i16 poison, ptr %p66, align 2\n"
    "  %p68 = getelementptr i8, ptr %out, i64 68\n  store i24 1193046, ptr %p68, align 4\n"
    "  %p72 = getelementptr i8, ptr %out, i64 72\n  %q = load <4 x i16>, ptr %p48\n"
    "  %q2 = add <4 x i16> %q, %q\n  store <4 x i16> %q2, ptr %p72\n"
    "  ret void\n}\n";
  Tx x;
  if (!tx_setup(&x, src, "f")) return;
  tx_zbuf(&x, 0, 96);
  tx_scalar(&x, 1, 0xdeadbeef);
  CHECK_EQ_INT(tx_exec(&x), INTERP_OK);
  const InterpBufOut *b = tx_buf(&x, 0);
  CHECK(b && b->size == 96);
  if (b) {
    static const uint8_t want[] = {
      1, 0xfe, 2, 1, 0xef, 0xbe, 0xad, 0xde, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
      1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
      0x00, 0x3c, 0, 0, 0, 0, 0, 0x40, 0, 0, 0, 0, 0, 0, 0x08, 0x40,
      1, 0, 2, 0, 3, 0, 4, 0, 0x81, 0, 0, 0, 7, 0, 9, 0,
      5, 6, 0, 0, 0x56, 0x34, 0x12, 0, 2, 0, 4, 0, 6, 0, 8, 0};
    CHECK(memcmp(b->bytes, want, sizeof want) == 0);
    CHECK(b->poison[61] && b->poison[66] && b->poison[67] && !b->poison[60] && !b->poison[62]);
    CHECK(b->fpmap[36] != 0 && b->fpmap[40] != 0 && b->fpmap[4] == 0);
  }
  tx_end(&x);
  /* round trips through memory of every scalar kind */
  static const struct { const char *ty; uint64_t v; } rt[] = {
    {"i1", 1}, {"i8", 0x80}, {"i16", 0xbeef}, {"i32", 0x12345678}, {"i64", 0x123456789abcdef0ull},
    {"half", 0x3c01}, {"float", 0x7fc00001}, {"double", 0xfff8000000000001ull}, {"i33", 0x1ffffffffull},
  };
  for (size_t i = 0; i < sizeof rt / sizeof rt[0]; i++) {
    char s2[256];
    snprintf(s2, sizeof s2, "define %s @f(%s %%a) {\n  %%p = alloca %s\n  store %s %%a, ptr %%p\n"
             "  %%r = load %s, ptr %%p\n  ret %s %%r\n}\n", rt[i].ty, rt[i].ty, rt[i].ty, rt[i].ty, rt[i].ty, rt[i].ty);
    run1(s2, K_VAL, rt[i].v, 1, rt[i].v);
  }
  /* i1 loaded from a byte whose other bits are set: "the result is
   * undefined if the value was not originally written using a store of the
   * same type" -- poison */
  run1("define i1 @f(i8 %a) {\n  %p = alloca i8\n  store i8 %a, ptr %p\n  %r = load i1, ptr %p\n  ret i1 %r\n}\n",
       K_POISON, 0, 1, (uint64_t)2);
  /* a poison value stored and loaded back is poison; other bytes are not */
  run1("define i8 @f(i8 %a) {\n  %p = alloca [2 x i8]\n  store i8 poison, ptr %p\n"
       "  %q = getelementptr i8, ptr %p, i64 1\n  store i8 %a, ptr %q\n  %r = load i8, ptr %q\n  ret i8 %r\n}\n",
       K_VAL, 9, 1, (uint64_t)9);
  run1("define i16 @f(i8 %a) {\n  %p = alloca [2 x i8]\n  store i8 poison, ptr %p\n"
       "  %q = getelementptr i8, ptr %p, i64 1\n  store i8 %a, ptr %q\n  %r = load i16, ptr %p, align 1\n  ret i16 %r\n}\n",
       K_POISON, 0, 1, (uint64_t)9);
}

/* Memory UB (reported by the memory model, mem.c): out of bounds,
 * misaligned ("An alignment ... that is larger than the alignment of the
 * address is undefined behavior" -- LangRef load/store), null, and an
 * access through a poison address ("Poison Values": UB for "the pointer
 * operand of a load, store or any other pointer dereferencing
 * instruction"). */
static void test_memory_ub(void) {
  const char *src = "define i32 @f(ptr %p, i64 %i) {\n  %q = getelementptr i8, ptr %p, i64 %i\n"
                    "  %v = load i32, ptr %q, align 4\n  ret i32 %v\n}\n";
  Tx x;
  if (!tx_setup(&x, src, "f")) return;
  tx_zbuf(&x, 0, 0);   /* the first object of the first run is empty */
  tx_scalar(&x, 1, 0);
  expect(&x, K_UB, 0, "load from an empty buffer");
  uint32_t data[4] = {10, 11, 12, 13};
  tx_buffer(&x, 0, data, sizeof data);
  tx_scalar(&x, 1, 12);
  expect(&x, K_VAL, 13, "load in bounds");
  tx_scalar(&x, 1, 16);
  expect(&x, K_UB, 0, "load past the end");
  tx_scalar(&x, 1, (uint64_t)-4);
  expect(&x, K_UB, 0, "load before the start");
  tx_scalar(&x, 1, 2);
  expect(&x, K_UB, 0, "misaligned load");
  tx_scalar(&x, 1, 0);
  tx_poison(&x, 1);
  expect(&x, K_UB, 0, "load through a poison pointer");
  CHECK(strstr(x.r.reason, "poison") != NULL);
  tx_scalar(&x, 1, 0);
  tx_null(&x, 0);
  expect(&x, K_UB, 0, "load through null");
  tx_end(&x);
  /* the same for stores */
  const char *st = "define void @f(ptr %p, i64 %i) {\n  %q = getelementptr i32, ptr %p, i64 %i\n"
                   "  store i32 1, ptr %q\n  ret void\n}\n";
  if (tx_setup(&x, st, "f")) {
    tx_zbuf(&x, 0, 8);
    tx_scalar(&x, 1, 1);
    expect(&x, K_VAL, 0, "store in bounds");
    CHECK_EQ_INT(tx_u32(&x, 0, 1), 1);
    tx_scalar(&x, 1, 2);
    expect(&x, K_UB, 0, "store past the end");
    tx_end(&x);
  }
}

/* LangRef getelementptr: offsets from the type layout (struct fields at
 * their ABI offsets, array elements at their alloc size); "If the inbounds
 * keyword is present, the result value of the getelementptr is a poison
 * value if ... The base pointer has an in bounds address of an allocated
 * object ... [or the result is not] in bounds of the allocated object";
 * without inbounds the address is just computed. */
static void test_gep(void) {
  const char *src =
    "%S = type { i8, i32, [3 x i16], double }\n"
    "define i64 @f(ptr %p, i64 %i) {\n"
    "  %a = getelementptr %S, ptr %p, i64 1, i32 2, i64 %i\n"
    "  %b = ptrtoint ptr %a to i64\n  %c = ptrtoint ptr %p to i64\n  %d = sub i64 %b, %c\n  ret i64 %d\n}\n";
  /* sizeof(S) = 24: i8@0, i32@4, [3 x i16]@8, double@16 */
  run1(src, K_VAL, 24 + 8 + 2 * 5, 2, (uint64_t)0, (uint64_t)5);
  const char *inb = "define i64 @f(ptr %p, i64 %i) {\n  %a = getelementptr inbounds i32, ptr %p, i64 %i\n"
                    "  %b = ptrtoint ptr %a to i64\n  ret i64 %b\n}\n";
  Tx x;
  if (tx_setup(&x, inb, "f")) {
    tx_zbuf(&x, 0, 16);
    tx_scalar(&x, 1, 4);
    CHECK_EQ_INT(tx_exec(&x), INTERP_OK);
    CHECK(!tx_retp(&x));  /* one past the end is in bounds */
    tx_scalar(&x, 1, 5);
    expect(&x, K_POISON, 0, "inbounds gep past the end");
    tx_scalar(&x, 1, (uint64_t)-1);
    expect(&x, K_POISON, 0, "inbounds gep before the start");
    tx_null(&x, 0);
    tx_scalar(&x, 1, 1);
    expect(&x, K_POISON, 0, "inbounds gep from null");
    tx_scalar(&x, 1, 0);
    expect(&x, K_VAL, 0, "inbounds gep of null by 0");
    tx_end(&x);
  }
  const char *nib = "define i64 @f(ptr %p, i64 %i) {\n  %a = getelementptr i32, ptr %p, i64 %i\n"
                    "  %b = getelementptr i32, ptr %a, i64 -100\n  %c = ptrtoint ptr %b to i64\n"
                    "  %d = ptrtoint ptr %p to i64\n  %e = sub i64 %c, %d\n  ret i64 %e\n}\n";
  if (tx_setup(&x, nib, "f")) {
    tx_zbuf(&x, 0, 16);
    tx_scalar(&x, 1, 100);
    expect(&x, K_VAL, 0, "gep out and back without inbounds");
    tx_end(&x);
  }
  /* a global's address and a constant-expression GEP on it */
  run1("@g = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]\n"
       "define i32 @f(i64 %i) {\n  %p = getelementptr inbounds [4 x i32], ptr @g, i64 0, i64 %i\n"
       "  %v = load i32, ptr %p\n  %w = load i32, ptr getelementptr inbounds ([4 x i32], ptr @g, i64 0, i64 1)\n"
       "  %r = add i32 %v, %w\n  ret i32 %r\n}\n", K_VAL, 6, 1, (uint64_t)3);
  /* vector of pointers */
  run1("define <2 x i64> @f(ptr %p) {\n  %v = getelementptr i32, ptr null, <2 x i64> <i64 1, i64 3>\n"
       "  %r = ptrtoint <2 x ptr> %v to <2 x i64>\n  ret <2 x i64> %r\n}\n", K_VAL, 4, 1, (uint64_t)0);
}

/* LangRef alloca: "allocates memory on the stack frame of the currently
 * executing function, to be automatically released when this function
 * returns"; llvm.lifetime.start/end: the object is dead before start ("the
 * object is initially marked as dead") and after end; an access to a dead
 * object is UB. */
static void test_alloca_lifetime(void) {
  run1("define i32 @f(i32 %a) {\n  %p = alloca i32, i32 4, align 16\n  %q = getelementptr i32, ptr %p, i32 3\n"
       "  store i32 %a, ptr %q\n  %v = load i32, ptr %q\n  ret i32 %v\n}\n", K_VAL, 77, 1, (uint64_t)77);
  run1("define i32 @f(i32 %a) {\n  %p = alloca i32, i32 4\n  %q = getelementptr i32, ptr %p, i32 4\n"
       "  %v = load i32, ptr %q\n  ret i32 %v\n}\n", K_UB, 0, 1, (uint64_t)0);
  /* uninitialized stack memory reads as poison */
  run1("define i32 @f(i32 %a) {\n  %p = alloca i32\n  %v = load i32, ptr %p\n  ret i32 %v\n}\n", K_POISON, 0, 1,
       (uint64_t)0);
  const char *lt =
    "define i32 @f(i32 %a) {\n  %p = alloca i32\n"
    "  %c = icmp eq i32 %a, 1\n  br i1 %c, label %early, label %ok\n"
    "early:\n  store i32 1, ptr %p\n  ret i32 1\n"
    "ok:\n  call void @llvm.lifetime.start.p0(i64 4, ptr %p)\n  store i32 5, ptr %p\n  %v = load i32, ptr %p\n"
    "  call void @llvm.lifetime.end.p0(i64 4, ptr %p)\n  %d = icmp eq i32 %a, 2\n  br i1 %d, label %late, label %done\n"
    "late:\n  %w = load i32, ptr %p\n  ret i32 %w\n"
    "done:\n  ret i32 %v\n}\n"
    "declare void @llvm.lifetime.start.p0(i64, ptr)\ndeclare void @llvm.lifetime.end.p0(i64, ptr)\n";
  run1(lt, K_VAL, 5, 1, (uint64_t)0);
  run1(lt, K_UB, 0, 1, (uint64_t)1);   /* store before lifetime.start */
  run1(lt, K_UB, 0, 1, (uint64_t)2);   /* load after lifetime.end */
  /* a stack address escaping its function: use after return is UB */
  run1("define ptr @g() {\n  %p = alloca i32\n  store i32 3, ptr %p\n  ret ptr %p\n}\n"
       "define i32 @f(i32 %a) {\n  %p = call ptr @g()\n  %v = load i32, ptr %p\n  ret i32 %v\n}\n", K_UB, 0, 1,
       (uint64_t)0);
  /* "If ptr is a non-stack-allocated object or it does not point to the
   * first byte of the object, it is equivalent to simply filling all bytes
   * of the object with poison" (llvm.lifetime.end, LangRef 16; start
   * likewise): no UB, the whole object poison */
  run1("define i32 @f(i32 %a) {\n  %p = alloca [2 x i32]\n  store i32 7, ptr %p\n"
       "  %q = getelementptr i32, ptr %p, i64 1\n"
       "  call void @llvm.lifetime.end.p0(i64 4, ptr %q)\n  %v = load i32, ptr %p\n  ret i32 %v\n}\n"
       "declare void @llvm.lifetime.end.p0(i64, ptr)\n", K_POISON, 0, 1, (uint64_t)0);
  run1("@g = global i32 7\ndefine i32 @f(i32 %a) {\n"
       "  call void @llvm.lifetime.start.p0(i64 4, ptr @g)\n  %v = load i32, ptr @g\n  ret i32 %v\n}\n"
       "declare void @llvm.lifetime.start.p0(i64, ptr)\n", K_POISON, 0, 1, (uint64_t)0);
  /* a poison pointer: nothing */
  run1("define i32 @f(i32 %a) {\n  call void @llvm.lifetime.start.p0(i64 4, ptr poison)\n  ret i32 3\n}\n"
       "declare void @llvm.lifetime.start.p0(i64, ptr)\n", K_VAL, 3, 1, (uint64_t)0);
  /* an alloca in a loop is a new object each time: 100 iterations */
  run1("define i32 @f(i32 %n) {\nentry:\n  br label %l\nl:\n  %i = phi i32 [0, %entry], [%i1, %l]\n"
       "  %p = alloca i32\n  store i32 %i, ptr %p\n  %v = load i32, ptr %p\n  %i1 = add i32 %v, 1\n"
       "  %c = icmp ult i32 %i1, %n\n  br i1 %c, label %l, label %e\ne:\n  ret i32 %i1\n}\n", K_VAL, 100, 1,
       (uint64_t)100);
}

/* llvm.memcpy / memmove / memset: copy / fill n bytes; memcpy's ranges
 * "must either be equal or non-overlapping" (else UB); memmove allows
 * overlap; a poison fill value fills poison bytes. */
static void test_mem_intrinsics(void) {
  const char *src =
    "define void @f(ptr %p, i64 %n, i64 %d) {\n  %q = getelementptr i8, ptr %p, i64 %d\n"
    "  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %p, i64 %n, i1 false)\n  ret void\n}\n"
    "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n";
  Tx x;
  uint8_t data[16] = {1, 2, 3, 4, 5, 6, 7, 8};
  if (tx_setup(&x, src, "f")) {
    tx_buffer(&x, 0, data, 16);
    tx_scalar(&x, 1, 4);
    tx_scalar(&x, 2, 8);
    expect(&x, K_VAL, 0, "memcpy");
    const InterpBufOut *b = tx_buf(&x, 0);
    CHECK(b && b->bytes[8] == 1 && b->bytes[11] == 4 && b->bytes[12] == 0);
    tx_scalar(&x, 2, 2);
    expect(&x, K_UB, 0, "memcpy overlapping");
    tx_scalar(&x, 1, 0);
    expect(&x, K_VAL, 0, "memcpy of 0 bytes");
    tx_end(&x);
  }
  const char *mv =
    "define void @f(ptr %p) {\n  %q = getelementptr i8, ptr %p, i64 2\n"
    "  call void @llvm.memmove.p0.p0.i64(ptr %q, ptr %p, i64 4, i1 false)\n"
    "  %r = getelementptr i8, ptr %p, i64 12\n  call void @llvm.memset.p0.i64(ptr %r, i8 -1, i64 3, i1 false)\n"
    "  %s = getelementptr i8, ptr %p, i64 15\n  call void @llvm.memset.p0.i64(ptr %s, i8 poison, i64 1, i1 false)\n"
    "  ret void\n}\n"
    "declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)\ndeclare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n";
  if (tx_setup(&x, mv, "f")) {
    tx_buffer(&x, 0, data, 16);
    expect(&x, K_VAL, 0, "memmove + memset");
    const InterpBufOut *b = tx_buf(&x, 0);
    static const uint8_t want[15] = {1, 2, 1, 2, 3, 4, 7, 8, 0, 0, 0, 0, 0xff, 0xff, 0xff};
    CHECK(b && memcmp(b->bytes, want, 15) == 0 && b->poison[15] && !b->poison[14]);
    tx_end(&x);
  }
  /* a poison destination is UB unless the length is 0; a poison length is UB */
  const char *ps = "define void @f(i64 %n, i64 %a) {\n  %p = inttoptr i64 %a to ptr\n"
                   "  %q = getelementptr inbounds i8, ptr %p, i64 1\n"
                   "  call void @llvm.memset.p0.i64(ptr %q, i8 0, i64 %n, i1 false)\n  ret void\n}\n"
                   "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n";
  run1(ps, K_VAL, 0, 2, (uint64_t)0, (uint64_t)0);
  run1(ps, K_UB, 0, 2, (uint64_t)4, (uint64_t)0);
  if (tx_setup(&x, ps, "f")) {
    tx_scalar(&x, 0, 0);
    tx_poison(&x, 0);
    tx_scalar(&x, 1, 0);
    expect(&x, K_UB, 0, "memset with a poison length");
    tx_end(&x);
  }
}

/* Address spaces: addrspacecast between generic and shared gives the
 * address of the same byte (PTX cvta); a global buffer has no shared
 * address (poison); nvvm.isspacep.* "query whether a generic address falls
 * within a specified state space window"; ldg.global is a load with the
 * stated alignment; shared pointers are 32 bits. */
static void test_address_spaces(void) {
  const char *src =
    "@sh = internal addrspace(3) global [4 x i32] undef, align 4\n"
    "define i32 @f(ptr %g) {\n"
    "  %gen = addrspacecast ptr addrspace(3) @sh to ptr\n  %e = getelementptr i32, ptr %gen, i64 2\n"
    "  store i32 41, ptr %e\n  %s = getelementptr [4 x i32], ptr addrspace(3) @sh, i32 0, i32 2\n"
    "  %v = load i32, ptr addrspace(3) %s\n"
    "  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %gen)\n  %ig = call i1 @llvm.nvvm.isspacep.global(ptr %gen)\n"
    "  %bg = call i1 @llvm.nvvm.isspacep.global(ptr %g)\n"
    "  %l = call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %g, i32 4)\n"
    "  %bad = addrspacecast ptr %g to ptr addrspace(3)\n  %bi = ptrtoint ptr addrspace(3) %bad to i32\n"
    "  %fb = freeze i32 %bi\n  %bz = icmp eq i32 %fb, 0\n"
    "  %si = ptrtoint ptr addrspace(3) %s to i64\n  %small = icmp ult i64 %si, 4294967296\n"
    "  %a1 = zext i1 %is to i32\n  %a2 = zext i1 %ig to i32\n  %a3 = zext i1 %bg to i32\n  %a4 = zext i1 %bz to i32\n"
    "  %a5 = zext i1 %small to i32\n"
    "  %s1 = shl i32 %a2, 1\n  %s2 = shl i32 %a3, 2\n  %s3 = shl i32 %a4, 3\n  %s4 = shl i32 %a5, 4\n"
    "  %o1 = or i32 %a1, %s1\n  %o2 = or i32 %o1, %s2\n  %o3 = or i32 %o2, %s3\n  %o4 = or i32 %o3, %s4\n"
    "  %w = shl i32 %v, 8\n  %x = add i32 %w, %l\n  %y = shl i32 %x, 8\n  %r = or i32 %y, %o4\n  ret i32 %r\n}\n"
    "declare i1 @llvm.nvvm.isspacep.shared(ptr)\ndeclare i1 @llvm.nvvm.isspacep.global(ptr)\n"
    "declare i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr, i32)\n";
  Tx x;
  if (tx_setup(&x, src, "f")) {
    uint32_t g[2] = {7, 8};
    tx_buffer(&x, 0, g, sizeof g);
    /* v = 41, l = 7, flags: shared 1, global 0, buffer global 1, bad cast (frozen poison) 0, 32-bit 1 */
    expect(&x, K_VAL, ((41u << 8) + 7u) << 8 | 1u | 4u | 8u | 16u, "address spaces");
    tx_end(&x);
  }
  /* undef is poison (DESIGN.md): an undef operand gives poison */
  run1("define i32 @f(i32 %a) {\n  %r = add i32 %a, undef\n  ret i32 %r\n}\n", K_POISON, 0, 1, (uint64_t)1);
}

/* ------------------------------------------------------------------ */
/* Calls                                                                */

/* Device functions run on the VM's own call stack (recursion included);
 * LangRef noundef: "If the value representation contains any undefined or
 * poison bits, the behavior is undefined" (arguments and return values);
 * byval: "a hidden copy of the pointee is made between the caller and the
 * callee, so the callee is unable to modify the value in the caller". */
static void test_calls(void) {
  run1("define i64 @fact(i64 %n) {\n  %z = icmp ule i64 %n, 1\n  br i1 %z, label %b, label %r\n"
       "b:\n  ret i64 1\nr:\n  %m = sub i64 %n, 1\n  %f = call i64 @fact(i64 %m)\n  %p = mul i64 %n, %f\n  ret i64 %p\n}\n"
       "define i64 @f(i64 %n) {\n  %r = call i64 @fact(i64 %n)\n  ret i64 %r\n}\n", K_VAL, 3628800, 1, (uint64_t)10);
  const char *nu = "define i32 @g(i32 noundef %x) {\n  ret i32 %x\n}\n"
                   "define i32 @f(i32 %a) {\n  %s = add nsw i32 %a, 1\n  %r = call i32 @g(i32 %s)\n  ret i32 %r\n}\n";
  run1(nu, K_VAL, 6, 1, (uint64_t)5);
  run1(nu, K_UB, 0, 1, (uint64_t)0x7fffffff);
  const char *nr = "define noundef i32 @g(i32 %x) {\n  %s = add nsw i32 %x, 1\n  ret i32 %s\n}\n"
                   "define i32 @f(i32 %a) {\n  %r = call i32 @g(i32 %a)\n  ret i32 %r\n}\n";
  run1(nr, K_VAL, 6, 1, (uint64_t)5);
  run1(nr, K_UB, 0, 1, (uint64_t)0x7fffffff);
  /* a kernel's own noundef parameter: poison in the input is UB at launch */
  Tx x;
  if (tx_setup(&x, "define i32 @f(i32 noundef %a) {\n  ret i32 %a\n}\n", "f")) {
    tx_scalar(&x, 0, 1);
    tx_poison(&x, 0);
    expect(&x, K_UB, 0, "poison noundef kernel argument");
    tx_end(&x);
  }
  const char *bv =
    "%P = type { i32, i32 }\n"
    "define i32 @g(ptr byval(%P) %p) {\n  store i32 100, ptr %p\n  %q = getelementptr %P, ptr %p, i32 0, i32 1\n"
    "  %v = load i32, ptr %q\n  ret i32 %v\n}\n"
    "define i32 @f(i32 %a) {\n  %s = alloca %P\n  store i32 1, ptr %s\n  %t = getelementptr %P, ptr %s, i32 0, i32 1\n"
    "  store i32 %a, ptr %t\n  %r = call i32 @g(ptr byval(%P) %s)\n  %o = load i32, ptr %s\n  %x = add i32 %r, %o\n"
    "  ret i32 %x\n}\n";
  run1(bv, K_VAL, 8, 1, (uint64_t)7);
  /* a device function's allocas die at its return; values pass through
   * multi-slot returns (vectors) */
  run1("define <2 x i64> @g(i64 %x) {\n  %v = insertelement <2 x i64> <i64 1, i64 2>, i64 %x, i32 1\n"
       "  ret <2 x i64> %v\n}\n"
       "define i64 @f(i64 %a) {\n  %v = call <2 x i64> @g(i64 %a)\n  %e = extractelement <2 x i64> %v, i32 1\n"
       "  ret i64 %e\n}\n", K_VAL, 9, 1, (uint64_t)9);
}

/* Calls the VM cannot run are compiled to an op that ends the run with
 * INTERP_UNSUPPORTED only when reached; a call whose arguments do not match
 * the callee is UB when reached (LangRef call: "The argument types must
 * match the types implied by this signature"). */
static void test_unsupported_and_wrong_call(void) {
  /* a function without a body returning a vector of pointers has no model (xcall.c) */
  const char *src = "declare <2 x ptr> @ext(i32)\n"
                    "define i32 @f(i32 %a) {\n  %c = icmp eq i32 %a, 0\n  br i1 %c, label %x, label %y\n"
                    "x:\n  %v = call <2 x ptr> @ext(i32 %a)\n  %p = extractelement <2 x ptr> %v, i32 0\n"
                    "  %r = load i32, ptr %p\n  ret i32 %r\ny:\n  ret i32 7\n}\n";
  run1(src, K_VAL, 7, 1, (uint64_t)1);
  run1(src, K_UNSUPP, 0, 1, (uint64_t)0);
  Tx x;
  const char *wa = "define i32 @g(i32 %x) {\n  ret i32 %x\n}\n"
                   "define i32 @f(i32 %a) {\n  %r = call i32 @g(i32 %a)\n  ret i32 %r\n}\n";
  if (tx_setup(&x, wa, "f")) {
    /* retype the callee's parameter after parsing: the call no longer fits */
    IrRef g = ir_sym_lookup(x.m, ir_str_find(x.m, "g", 1));
    ir_func(x.m, ir_ref_idx(g))->params[0].type = IR_I64;
    tx_scalar(&x, 0, 1);
    expect(&x, K_UB, 0, "call with wrong arguments");
    CHECK(strstr(x.r.reason, "wrong arguments") != NULL);
    tx_end(&x);
  }
  /* a value too large for the frame layout is a user error at compile time */
  IrCtx *c0 = ir_ctx_new();
  const char *big = "define i8 @f(ptr %p) {\n  %v = load [2000000 x i8], ptr %p\n"
                    "  %e = extractvalue [2000000 x i8] %v, 5\n  ret i8 %e\n}\n";
  IrModule *m0 = ir_parse(c0, "t.ll", big, strlen(big));
  CHECK(m0 != NULL);
  if (m0) {
    CHECK(g_vm->compile(c0, m0, 0, NULL) == NULL);
    CHECK(strstr(ir_ctx_error(c0), "too large") != NULL);
    ir_module_free(m0);
  }
  ir_ctx_free(c0);
  /* compiling a declaration is a user error */
  IrCtx *c = ir_ctx_new();
  const char *d = "declare i32 @ext(i32)\n";
  IrModule *m = ir_parse(c, "t.ll", d, strlen(d));
  CHECK(m != NULL);
  if (m) {
    CHECK(g_vm->compile(c, m, 0, NULL) == NULL);
    CHECK_EQ_INT(ir_ctx_status(c), IR_EUSER);
    ir_module_free(m);
  }
  ir_ctx_free(c);
}

/* ------------------------------------------------------------------ */
/* Known callees the VM implements                                      */

/* llvm.assume: "If the condition is violated during execution, the
 * behavior is undefined"; llvm.expect returns its first argument;
 * llvm.trap ends the run (INTERP_TRAP); pure callees (smax, ctpop, fabs,
 * fma, with.overflow, math functions) are evaluated per lane by sem.h. */
static void test_intrinsics(void) {
  const char *as = "define i32 @f(i32 %a) {\n  %c = icmp sgt i32 %a, 0\n  call void @llvm.assume(i1 %c)\n"
                   "  %e = call i32 @llvm.expect.i32(i32 %a, i32 1)\n  ret i32 %e\n}\n"
                   "declare void @llvm.assume(i1)\ndeclare i32 @llvm.expect.i32(i32, i32)\n";
  run1(as, K_VAL, 3, 1, (uint64_t)3);
  run1(as, K_UB, 0, 1, (uint64_t)0);
  run1("define void @f(i32 %a) {\n  call void @llvm.trap()\n  unreachable\n}\ndeclare void @llvm.trap()\n", K_TRAP, 0,
       1, (uint64_t)0);
  run1("define i32 @f(i32 %a) {\n  %m = call i32 @llvm.smax.i32(i32 %a, i32 -5)\n"
       "  %p = call i32 @llvm.ctpop.i32(i32 %m)\n  ret i32 %p\n}\n"
       "declare i32 @llvm.smax.i32(i32, i32)\ndeclare i32 @llvm.ctpop.i32(i32)\n", K_VAL, 32, 1, (uint64_t)0xffffffff);
  run1("define <2 x float> @f(float %a) {\n  %v = insertelement <2 x float> <float -1.0, float 2.0>, float %a, i32 1\n"
       "  %r = call <2 x float> @llvm.fabs.v2f32(<2 x float> %v)\n  ret <2 x float> %r\n}\n"
       "declare <2 x float> @llvm.fabs.v2f32(<2 x float>)\n", K_VAL, 0x408000003f800000ull, 1, f32b(-4.0f));
  run1("define double @f(double %a) {\n  %r = call double @llvm.fma.f64(double %a, double 3.0, double 1.0)\n"
       "  ret double %r\n}\ndeclare double @llvm.fma.f64(double, double, double)\n", K_VAL, f64b(7.0), 1, f64b(2.0));
  run1("define float @f(float %a) {\n  %r = call float @sqrtf(float %a)\n  ret float %r\n}\n"
       "declare float @sqrtf(float)\n", K_VAL, f32b(3.0f), 1, f32b(9.0f));
  /* a poison argument gives a poison result */
  run1("define i32 @f(i32 %a) {\n  %s = add nsw i32 %a, 1\n  %m = call i32 @llvm.umin.i32(i32 %s, i32 3)\n"
       "  ret i32 %m\n}\ndeclare i32 @llvm.umin.i32(i32, i32)\n", K_POISON, 0, 1, (uint64_t)0x7fffffff);
  /* call-site fast-math flags: nnan on a call returning NaN */
  run1("define float @f(float %a) {\n  %r = call nnan float @llvm.fabs.f32(float %a)\n  ret float %r\n}\n"
       "declare float @llvm.fabs.f32(float)\n", K_POISON, 0, 1, (uint64_t)0x7fc00000);
}

/* llvm.vector.reduce.*: integer reductions over the lanes; fadd/fmul
 * "sequential" without reassoc, starting from the start value (so the
 * order matters in FP); fmax/fmin follow maxnum/minnum. */
static void test_reduce(void) {
  run1("define i32 @f(i32 %a) {\n  %v = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 %a, i32 0\n"
       "  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)\n  ret i32 %r\n}\n"
       "declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)\n", K_VAL, 19, 1, (uint64_t)10);
  run1("define i8 @f(i8 %a) {\n  %v = insertelement <4 x i8> <i8 1, i8 -2, i8 3, i8 4>, i8 %a, i32 0\n"
       "  %r = call i8 @llvm.vector.reduce.smin.v4i8(<4 x i8> %v)\n  ret i8 %r\n}\n"
       "declare i8 @llvm.vector.reduce.smin.v4i8(<4 x i8>)\n", K_VAL, 0xfe, 1, (uint64_t)5);
  /* ((0 + 2^70) + 1) - 2^70 in order = 0; (2^70 - 2^70) + 1 would give 1 */
  run1("define float @f(float %s) {\n  %r = call float @llvm.vector.reduce.fadd.v3f32(float %s,"
       " <3 x float> <float 0x4450000000000000, float 1.0, float 0xC450000000000000>)\n  ret float %r\n}\n"
       "declare float @llvm.vector.reduce.fadd.v3f32(float, <3 x float>)\n", K_VAL, 0, 1, f32b(0.0f));
  run1("define float @f(float %a) {\n  %v = insertelement <2 x float> <float 1.0, float 2.0>, float %a, i32 0\n"
       "  %r = call float @llvm.vector.reduce.fmax.v2f32(<2 x float> %v)\n  ret float %r\n}\n"
       "declare float @llvm.vector.reduce.fmax.v2f32(<2 x float>)\n", K_VAL, f32b(2.0f), 1, (uint64_t)0x7fc00000);
  run1("define i32 @f(i32 %a) {\n  %s = add nsw i32 %a, 1\n  %v = insertelement <2 x i32> <i32 1, i32 2>, i32 %s, i32 0\n"
       "  %r = call i32 @llvm.vector.reduce.or.v2i32(<2 x i32> %v)\n  ret i32 %r\n}\n"
       "declare i32 @llvm.vector.reduce.or.v2i32(<2 x i32>)\n", K_POISON, 0, 1, (uint64_t)0x7fffffff);
}

/* NVVM special registers (PTX ISA "Special Registers": %tid, %ntid,
 * %ctaid, %nctaid, WARP_SZ = 32, %laneid) come from the grid position;
 * OpenCL work-item functions (OpenCL C 6.13.1) likewise, with ids 0 and
 * sizes 1 for dimensions beyond 2. */
static void test_sregs(void) {
  const char *src =
    "define void @f(ptr %out) {\n"
    "  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()\n"
    "  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "  %gb = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()\n  %ln = call i32 @llvm.nvvm.read.ptx.sreg.laneid()\n"
    "  %ws = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()\n"
    "  %l = mul i32 %ty, %nx\n  %lin = add i32 %l, %tx\n  %ntot = mul i32 %nx, 2\n  %b = mul i32 %bx, %ntot\n"
    "  %g = add i32 %b, %lin\n  %i = mul i32 %g, 4\n  %iz = zext i32 %i to i64\n"
    "  %p0 = getelementptr i32, ptr %out, i64 %iz\n  store i32 %lin, ptr %p0\n"
    "  %p1 = getelementptr i32, ptr %p0, i64 1\n  store i32 %bx, ptr %p1\n"
    "  %p2 = getelementptr i32, ptr %p0, i64 2\n  %v = add i32 %gb, %ws\n  store i32 %v, ptr %p2\n"
    "  %p3 = getelementptr i32, ptr %p0, i64 3\n  store i32 %ln, ptr %p3\n  ret void\n}\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.y()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.laneid()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.warpsize()\n";
  Tx x;
  if (tx_setup(&x, src, "f")) {
    tx_grid(&x, "3x5,2");  /* 3 blocks of 5x2 threads */
    tx_zbuf(&x, 0, 3 * 10 * 16);
    CHECK_EQ_INT(tx_exec(&x), INTERP_OK);
    int bad = 0;
    for (uint32_t b = 0; b < 3; b++)
      for (uint32_t t = 0; t < 10; t++) {
        uint32_t k = (b * 10 + t) * 4;
        if (tx_u32(&x, 0, k) != t || tx_u32(&x, 0, k + 1) != b || tx_u32(&x, 0, k + 2) != 35 || tx_u32(&x, 0, k + 3) != t % 32) bad++;
      }
    CHECK_EQ_INT(bad, 0);
    tx_end(&x);
  }
  const char *ocl =
    "define i64 @f(i32 %d) {\n  %g = call i64 @_Z13get_global_idj(i32 %d)\n  %s = call i64 @_Z15get_global_sizej(i32 %d)\n"
    "  %l = call i64 @_Z14get_local_sizej(i32 %d)\n  %t = mul i64 %s, 1000\n  %u = mul i64 %l, 100\n"
    "  %a = add i64 %g, %t\n  %r = add i64 %a, %u\n  ret i64 %r\n}\n"
    "declare i64 @_Z13get_global_idj(i32)\ndeclare i64 @_Z15get_global_sizej(i32)\ndeclare i64 @_Z14get_local_sizej(i32)\n";
  if (tx_setup(&x, ocl, "f")) {
    tx_grid(&x, "1x1");
    tx_scalar(&x, 0, 0);
    expect(&x, K_VAL, 1100, "get_global_id(0) on a 1x1 grid");
    tx_scalar(&x, 0, 3);
    expect(&x, K_VAL, 1100, "dimension 3: id 0, sizes 1");
    tx_end(&x);
  }
}

/* ------------------------------------------------------------------ */
/* GPU execution: barriers, shared memory, warps, atomics               */

static const char *k_decls =
  "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
  "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\ndeclare void @llvm.nvvm.barrier0()\n";

static char *cat2(const char *a, const char *b) {
  size_t n = strlen(a) + strlen(b) + 1;
  char *s = malloc(n);
  snprintf(s, n, "%s%s", a, b);
  return s;
}

/* A block tree reduction through shared memory (PTX ISA bar.sync: "bar.sync
 * ... wait[s] until all threads in the CTA arrive", which orders the
 * shared-memory accesses before it with those after): with the barriers
 * every block writes the sum of its 8 inputs; without the barrier in the
 * loop two threads touch the same shared word between barriers, a data
 * race (UB); a barrier that an exited thread never reaches is UB. */
static const char *k_reduce =
  "@sh = internal addrspace(3) global [8 x i32] undef, align 4\n"
  "define void @f(ptr %in, ptr %out) {\n"
  "entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
  "  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n  %bn = mul i32 %b, %n\n  %g = add i32 %bn, %t\n"
  "  %gz = zext i32 %g to i64\n  %ip = getelementptr inbounds i32, ptr %in, i64 %gz\n  %v = load i32, ptr %ip\n"
  "  %tz = zext i32 %t to i64\n  %sp = getelementptr inbounds [8 x i32], ptr addrspace(3) @sh, i64 0, i64 %tz\n"
  "  store i32 %v, ptr addrspace(3) %sp\n  call void @llvm.nvvm.barrier0()\n  br label %loop\n"
  "loop:\n  %s = phi i32 [ 4, %entry ], [ %s2, %next ]\n  %act = icmp ult i32 %t, %s\n  br i1 %act, label %add, label %next\n"
  "add:\n  %o = add i32 %t, %s\n  %oz = zext i32 %o to i64\n"
  "  %op = getelementptr inbounds [8 x i32], ptr addrspace(3) @sh, i64 0, i64 %oz\n  %ov = load i32, ptr addrspace(3) %op\n"
  "  %mv = load i32, ptr addrspace(3) %sp\n  %sum = add i32 %mv, %ov\n  store i32 %sum, ptr addrspace(3) %sp\n  br label %next\n"
  "next:\n  BARRIER\n  %s2 = lshr i32 %s, 1\n  %more = icmp ne i32 %s2, 0\n  br i1 %more, label %loop, label %done\n"
  "done:\n  %z = icmp eq i32 %t, 0\n  br i1 %z, label %w, label %x\n"
  "w:\n  %r = load i32, ptr addrspace(3) @sh\n  %bz = zext i32 %b to i64\n  %opp = getelementptr inbounds i32, ptr %out, i64 %bz\n"
  "  store i32 %r, ptr %opp\n  br label %x\nx:\n  ret void\n}\n";

static char *subst(const char *src, const char *what, const char *with) {
  const char *at = strstr(src, what);
  size_t n = strlen(src) + strlen(with) + 1;
  char *s = malloc(n);
  snprintf(s, n, "%.*s%s%s", (int)(at - src), src, with, at + strlen(what));
  return s;
}

static void test_barrier_reduce(void) {
  uint32_t in[16];
  for (int i = 0; i < 16; i++) in[i] = (uint32_t)(i * i + 1);
  char *good = subst(k_reduce, "BARRIER", "call void @llvm.nvvm.barrier0()");
  char *src = cat2(good, k_decls);
  Tx x;
  if (tx_setup(&x, src, "f")) {
    tx_grid(&x, "2x8");
    tx_buffer(&x, 0, in, sizeof in);
    tx_zbuf(&x, 1, 8);
    CHECK_EQ_INT(tx_exec(&x), INTERP_OK);
    uint32_t s0 = 0, s1 = 0;
    for (int i = 0; i < 8; i++) { s0 += in[i]; s1 += in[8 + i]; }
    CHECK_EQ_INT(tx_u32(&x, 1, 0), s0);
    CHECK_EQ_INT(tx_u32(&x, 1, 1), s1);
    tx_end(&x);
  }
  free(src);
  free(good);
  char *racy = subst(k_reduce, "BARRIER", "");
  src = cat2(racy, k_decls);
  if (tx_setup(&x, src, "f")) {
    tx_grid(&x, "1x8");
    tx_buffer(&x, 0, in, sizeof in);
    tx_zbuf(&x, 1, 8);
    expect(&x, K_UB, 0, "reduction without its loop barrier");
    CHECK(strstr(x.r.reason, "race") != NULL);
    CHECK(x.r.where.inst != IR_NIL && x.r.where.func == x.fidx);
    /* without race detection the run completes (results are then per the
     * sequential schedule) */
    x.o.races = false;
    g_vm->pfree(x.p);
    x.p = NULL;
    expect(&x, K_VAL, 0, "reduction without barrier, races off");
    tx_end(&x);
  }
  free(src);
  free(racy);
  /* a barrier not reached by every thread of the block */
  const char *early =
    "define void @f(ptr %out) {\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %c = icmp eq i32 %t, 3\n"
    "  br i1 %c, label %x, label %y\nx:\n  ret void\ny:\n  call void @llvm.nvvm.barrier0()\n  ret void\n}\n";
  src = cat2(early, k_decls);
  if (tx_setup(&x, src, "f")) {
    tx_grid(&x, "1x4");
    tx_zbuf(&x, 0, 4);
    expect(&x, K_UB, 0, "barrier after an early return");
    CHECK(strstr(x.r.reason, "barrier") != NULL);
    tx_grid(&x, "1x3");
    expect(&x, K_VAL, 0, "the same kernel when every thread arrives");
    tx_end(&x);
  }
  free(src);
  /* threads waiting at barriers with different ids (PTX barrier.sync a:
   * the threads of the CTA synchronize on barrier a) never meet */
  const char *ids =
    "define void @f(ptr %out) {\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %b = and i32 %t, 1\n"
    "  call void @llvm.nvvm.barrier.sync(i32 %b)\n  ret void\n}\ndeclare void @llvm.nvvm.barrier.sync(i32)\n";
  src = cat2(ids, k_decls);
  if (tx_setup(&x, src, "f")) {
    tx_grid(&x, "1x2");
    tx_zbuf(&x, 0, 4);
    expect(&x, K_UB, 0, "barriers with different ids");
    tx_grid(&x, "1x1");
    expect(&x, K_VAL, 0, "one thread at barrier 0");
    tx_end(&x);
  }
  free(src);
  /* a barrier inside a device function: the thread's whole call stack is
   * suspended and resumed */
  const char *dev =
    "@sh = internal addrspace(3) global [4 x i32] undef\n"
    "define i32 @xchg(i32 %t, i32 %v) {\n  %tz = zext i32 %t to i64\n"
    "  %p = getelementptr [4 x i32], ptr addrspace(3) @sh, i64 0, i64 %tz\n  store i32 %v, ptr addrspace(3) %p\n"
    "  call void @llvm.nvvm.barrier0()\n  %o = xor i32 %t, 1\n  %oz = zext i32 %o to i64\n"
    "  %q = getelementptr [4 x i32], ptr addrspace(3) @sh, i64 0, i64 %oz\n  %r = load i32, ptr addrspace(3) %q\n  ret i32 %r\n}\n"
    "define void @f(ptr %out) {\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %v = mul i32 %t, 10\n"
    "  %r = call i32 @xchg(i32 %t, i32 %v)\n  %tz = zext i32 %t to i64\n  %p = getelementptr i32, ptr %out, i64 %tz\n"
    "  store i32 %r, ptr %p\n  ret void\n}\n";
  src = cat2(dev, k_decls);
  if (tx_setup(&x, src, "f")) {
    tx_grid(&x, "1x4");
    tx_zbuf(&x, 0, 16);
    CHECK_EQ_INT(tx_exec(&x), INTERP_OK);
    CHECK(tx_u32(&x, 0, 0) == 10 && tx_u32(&x, 0, 1) == 0 && tx_u32(&x, 0, 2) == 30 && tx_u32(&x, 0, 3) == 20);
    tx_end(&x);
  }
  free(src);
}

/* PTX ISA shfl.sync: "j = lane + bval; pval = (j <= maxLane)" (down),
 * "j = lane ^ bval" (bfly), "j = minLane | (bval[4:0] & ~mask[4:0])" (idx),
 * "j = lane - bval; pval = (j >= maxLane)" (up); "if (!pval) j = lane";
 * "shfl.sync will cause executing thread to wait until all non-exited
 * threads corresponding to membermask have executed shfl.sync";
 * "The behavior of shfl.sync is undefined if the executing thread is not
 * in the membermask"; reading an inactive lane is undefined (poison). */
static const char *k_warp_decls =
  "declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)\n"
  "declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)\n"
  "declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)\n"
  "declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)\n"
  "declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)\ndeclare i1 @llvm.nvvm.vote.all.sync(i32, i1)\n"
  "declare i1 @llvm.nvvm.vote.any.sync(i32, i1)\ndeclare i1 @llvm.nvvm.vote.uni.sync(i32, i1)\n"
  "declare i32 @llvm.nvvm.activemask()\ndeclare void @llvm.nvvm.bar.warp.sync(i32)\n";

static void test_warp_shuffle(void) {
  const char *red =
    "define void @f(ptr %in, ptr %out) {\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %tz = zext i32 %t to i64\n  %p = getelementptr float, ptr %in, i64 %tz\n  %v0 = load float, ptr %p\n"
    "  %s16 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v0, i32 16, i32 31)\n  %v1 = fadd float %v0, %s16\n"
    "  %s8 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v1, i32 8, i32 31)\n  %v2 = fadd float %v1, %s8\n"
    "  %s4 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v2, i32 4, i32 31)\n  %v3 = fadd float %v2, %s4\n"
    "  %s2 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v3, i32 2, i32 31)\n  %v4 = fadd float %v3, %s2\n"
    "  %s1 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v4, i32 1, i32 31)\n  %v5 = fadd float %v4, %s1\n"
    "  %q = getelementptr float, ptr %out, i64 %tz\n  store float %v5, ptr %q\n  ret void\n}\n";
  char *src = cat2(red, k_warp_decls);
  char *src2 = cat2(src, k_decls);
  Tx x;
  if (tx_setup(&x, src2, "f")) {
    tx_grid(&x, "1x32");
    float in[32];
    for (int i = 0; i < 32; i++) in[i] = (float)(i + 1);
    tx_buffer(&x, 0, in, sizeof in);
    tx_zbuf(&x, 1, sizeof in);
    CHECK_EQ_INT(tx_exec(&x), INTERP_OK);
    const InterpBufOut *b = tx_buf(&x, 1);
    float r0 = 0;
    if (b) memcpy(&r0, b->bytes, 4);
    CHECK(r0 == 528.0f);
    CHECK(b && !b->poison[0]);
    /* a block of 4 threads: lane 0 reads lane 16, which does not exist */
    tx_grid(&x, "1x4");
    CHECK_EQ_INT(tx_exec(&x), INTERP_OK);
    b = tx_buf(&x, 1);
    CHECK(b && b->poison[0]);
    tx_end(&x);
  }
  free(src);
  free(src2);
  const char *mix =
    "define void @f(ptr %out) {\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %tz = zext i32 %t to i64\n"
    "  %v = mul i32 %t, 10\n"
    "  %a = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 3, i32 31)\n"
    "  %b = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 0)\n"
    "  %c = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)\n"
    "  %odd = trunc i32 %t to i1\n  %bal = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %odd)\n"
    "  %all = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %odd)\n  %any = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %odd)\n"
    "  %uni = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 true)\n  %am = call i32 @llvm.nvvm.activemask()\n"
    "  call void @llvm.nvvm.bar.warp.sync(i32 -1)\n"
    "  %alz = zext i1 %all to i32\n  %anz = zext i1 %any to i32\n  %unz = zext i1 %uni to i32\n"
    "  %f1 = shl i32 %anz, 1\n  %f2 = shl i32 %unz, 2\n  %fl = or i32 %alz, %f1\n  %fl2 = or i32 %fl, %f2\n"
    "  %base = mul i64 %tz, 6\n  %p = getelementptr i32, ptr %out, i64 %base\n  store i32 %a, ptr %p\n"
    "  %p1 = getelementptr i32, ptr %p, i64 1\n  store i32 %b, ptr %p1\n  %p2 = getelementptr i32, ptr %p, i64 2\n"
    "  store i32 %c, ptr %p2\n  %p3 = getelementptr i32, ptr %p, i64 3\n  store i32 %bal, ptr %p3\n"
    "  %p4 = getelementptr i32, ptr %p, i64 4\n  store i32 %fl2, ptr %p4\n  %p5 = getelementptr i32, ptr %p, i64 5\n"
    "  store i32 %am, ptr %p5\n  ret void\n}\n";
  src = cat2(mix, k_warp_decls);
  src2 = cat2(src, k_decls);
  if (tx_setup(&x, src2, "f")) {
    tx_grid(&x, "1x8");
    tx_zbuf(&x, 0, 8 * 6 * 4);
    CHECK_EQ_INT(tx_exec(&x), INTERP_OK);
    int bad = 0;
    for (uint32_t t = 0; t < 8; t++) {
      uint32_t k = t * 6;
      if (tx_u32(&x, 0, k) != 30) bad++;                                   /* idx 3 */
      if (tx_u32(&x, 0, k + 1) != (t == 0 ? 0 : (t - 1) * 10)) bad++;      /* up 1: lane 0 keeps its own */
      if (tx_u32(&x, 0, k + 2) != (t ^ 1) * 10) bad++;                     /* bfly 1 */
      if (tx_u32(&x, 0, k + 3) != 0xaa) bad++;                             /* ballot of odd lanes */
      if (tx_u32(&x, 0, k + 4) != 6) bad++;                                /* all 0, any 1, uni 1 */
      if (tx_u32(&x, 0, k + 5) != 0xff) bad++;                             /* activemask */
    }
    CHECK_EQ_INT(bad, 0);
    tx_end(&x);
  }
  free(src);
  free(src2);
  /* a membermask without the executing thread is UB; so is a mask naming
   * a thread that waits at a block barrier instead */
  const char *badmask =
    "define void @f(ptr %out) {\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 2, i32 %t, i32 0, i32 31)\n  ret void\n}\n";
  src = cat2(badmask, k_warp_decls);
  src2 = cat2(src, k_decls);
  if (tx_setup(&x, src2, "f")) {
    tx_grid(&x, "1x2");
    tx_zbuf(&x, 0, 4);
    expect(&x, K_UB, 0, "shfl by a thread outside its membermask");
    tx_end(&x);
  }
  free(src);
  free(src2);
  const char *div =
    "define void @f(ptr %out) {\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %c = icmp eq i32 %t, 0\n"
    "  br i1 %c, label %a, label %b\na:\n  call void @llvm.nvvm.barrier0()\n  ret void\n"
    "b:\n  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 3, i32 %t, i32 0, i32 31)\n"
    "  call void @llvm.nvvm.barrier0()\n  ret void\n}\n";
  src = cat2(div, k_warp_decls);
  src2 = cat2(src, k_decls);
  if (tx_setup(&x, src2, "f")) {
    tx_grid(&x, "1x2");
    tx_zbuf(&x, 0, 4);
    expect(&x, K_UB, 0, "shfl waiting for a thread blocked at a barrier");
    tx_end(&x);
  }
  free(src);
  free(src2);
}

/* PTX ISA bar.warp.sync: "bar.warp.sync also guarantee memory ordering
 * among threads participating in barrier. Thus, threads within warp that
 * wish to communicate via memory can store to memory, execute
 * bar.warp.sync, and then safely read values stored by other threads in
 * warp."  Lanes swap values through shared memory: each writes its slot,
 * SYNC1, reads its partner's (lane ^ 1), SYNC2, overwrites its own slot
 * (after the partner read it), SYNC3, reads the partner's slot again: with
 * warp barriers every lane ends with its own value back; without SYNC1 the
 * read races with the partner's write, without SYNC2 the overwrite races
 * with the partner's read.  shfl.sync also waits for its membermask but
 * orders no memory (CUDA C Programming Guide, Warp Shuffle Functions:
 * "These intrinsics do not imply a memory barrier. They do not guarantee
 * any memory ordering"), so it does not replace SYNC1; a warp barrier
 * orders nothing across warps (PARTNER = lane ^ 32 in a 64-thread block);
 * a membermask of just the pair (lanes 2k, 2k+1) is enough for a pair. */
static const char *k_warp_swap =
  "@sh = internal addrspace(3) global [64 x i32] undef, align 4\n"
  "define void @f(ptr %out) {\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %tz = zext i32 %t to i64\n"
  "  %p = getelementptr inbounds [64 x i32], ptr addrspace(3) @sh, i64 0, i64 %tz\n  %v = mul i32 %t, 3\n"
  "  store i32 %v, ptr addrspace(3) %p\n  %pl = and i32 %t, 30\n  %mask = shl i32 3, %pl\n  SYNC1\n"
  "  %n = xor i32 %t, PARTNER\n  %nz = zext i32 %n to i64\n"
  "  %q = getelementptr inbounds [64 x i32], ptr addrspace(3) @sh, i64 0, i64 %nz\n  %w = load i32, ptr addrspace(3) %q\n"
  "  SYNC2\n  store i32 %w, ptr addrspace(3) %p\n  SYNC3\n  %r = load i32, ptr addrspace(3) %q\n"
  "  %o = getelementptr inbounds i32, ptr %out, i64 %tz\n  store i32 %r, ptr %o\n  ret void\n}\n";

static void warp_swap_case(const char *s1, const char *s2, const char *partner, const char *grid, bool ok,
                           const char *what) {
  const char *sync = "call void @llvm.nvvm.bar.warp.sync(i32 -1)";
  char *a = subst(k_warp_swap, "SYNC1", s1 ? s1 : sync);
  char *b = subst(a, "SYNC2", s2 ? s2 : sync);
  char *c = subst(b, "SYNC3", sync);
  char *d = subst(c, "PARTNER", partner);
  char *e = cat2(d, k_warp_decls);
  char *src = cat2(e, k_decls);
  Tx x;
  if (tx_setup(&x, src, "f")) {
    tx_grid(&x, grid);
    tx_zbuf(&x, 0, 64 * 4);
    InterpStatus st = tx_exec(&x);
    if ((st == INTERP_OK) != ok) fprintf(stderr, "  [%s] %s: %s (%s)\n", g_vm->name, what, interp_status_name(st), x.r.reason);
    CHECK_EQ_INT(st, ok ? INTERP_OK : INTERP_UB);
    if (ok) {
      int bad = 0;
      for (uint32_t t = 0; t < 64 && 4 * t < tx_buf(&x, 0)->size; t++)
        if (t < x.o.grid.thread[0] && tx_u32(&x, 0, t) != 3 * t) bad++;
      CHECK_EQ_INT(bad, 0);
    } else {
      CHECK(strstr(x.r.reason, "data race") != NULL);
    }
    tx_end(&x);
  }
  free(a), free(b), free(c), free(d), free(e), free(src);
}

static void test_warp_sync_memory(void) {
  const char *pair = "call void @llvm.nvvm.bar.warp.sync(i32 %mask)";
  const char *shfl = "%sh1 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)";
  warp_swap_case(NULL, NULL, "1", "1x4", true, "swap with warp barriers");
  warp_swap_case(NULL, NULL, "1", "1x32", true, "swap with warp barriers, a full warp");
  warp_swap_case(pair, pair, "1", "1x8", true, "swap with pair-mask warp barriers");
  warp_swap_case("", NULL, "1", "1x4", false, "swap without the barrier after the write");
  warp_swap_case(NULL, "", "1", "1x4", false, "swap without the barrier before the overwrite");
  warp_swap_case(shfl, NULL, "1", "1x4", false, "shfl.sync in place of the first warp barrier");
  warp_swap_case(NULL, NULL, "32", "1x64", false, "warp barriers between two warps");
  /* the same kernel with block barriers is fine across warps */
  const char *bar = "call void @llvm.nvvm.barrier0()";
  char *a = subst(k_warp_swap, "SYNC3", bar);
  char *b = subst(a, "SYNC2", bar);
  char *c = subst(b, "SYNC1", bar);
  char *src = c;
  Tx x;
  char *d = subst(src, "PARTNER", "32");
  char *e = cat2(d, k_warp_decls), *f = cat2(e, k_decls);
  if (tx_setup(&x, f, "f")) {
    tx_grid(&x, "1x64");
    tx_zbuf(&x, 0, 64 * 4);
    CHECK_EQ_INT(tx_exec(&x), INTERP_OK);
    CHECK_EQ_INT(tx_u32(&x, 0, 40), 120);
    tx_end(&x);
  }
  free(a), free(b), free(c), free(d), free(e), free(f);
}

/* LangRef atomicrmw: "atomically ... load a value from memory, perform an
 * operation on it and store the result" (xchg, add, sub, and, nand, or,
 * xor, max, min, umax, umin, fadd, fsub, fmax, fmin, uinc_wrap: "*ptr =
 * (*ptr u>= val) ? 0 : (*ptr + 1)", udec_wrap); cmpxchg: "If they are
 * equal, ... stores a new value" and returns {old, success}; PTX atom.inc /
 * atom.dec for llvm.nvvm.atomic.load.inc/dec.32.  Atomic accesses from
 * different threads never race. */
static void test_atomics(void) {
  const char *cnt =
    "define void @f(ptr %c) {\n  %o = atomicrmw add ptr %c, i32 1 seq_cst\n  %p = getelementptr i32, ptr %c, i64 1\n"
    "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %m = atomicrmw max ptr %p, i32 %t monotonic\n"
    "  %q = getelementptr i32, ptr %c, i64 2\n  %x = atomicrmw xchg ptr %q, i32 %t acq_rel\n"
    "  %r = getelementptr i32, ptr %c, i64 3\n  %i = call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %r, i32 2)\n"
    "  %s = getelementptr float, ptr %c, i64 4\n  %f = atomicrmw fadd ptr %s, float 0.5 seq_cst\n"
    "  %u = getelementptr i32, ptr %c, i64 5\n  %w = atomicrmw uinc_wrap ptr %u, i32 4 seq_cst\n"
    "  %v = getelementptr i32, ptr %c, i64 6\n  %n = atomicrmw nand ptr %v, i32 3 seq_cst\n  ret void\n}\n"
    "declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr, i32)\n";
  char *src = cat2(cnt, k_decls);
  Tx x;
  if (tx_setup(&x, src, "f")) {
    tx_grid(&x, "2x4");
    uint32_t init[7] = {0, 0, 0, 0, 0, 0, 0xf};
    tx_buffer(&x, 0, init, sizeof init);
    CHECK_EQ_INT(tx_exec(&x), INTERP_OK);
    CHECK_EQ_INT(tx_u32(&x, 0, 0), 8);
    CHECK_EQ_INT(tx_u32(&x, 0, 1), 3);
    CHECK_EQ_INT(tx_u32(&x, 0, 2), 3);          /* the last thread to run wrote its tid */
    CHECK_EQ_INT(tx_u32(&x, 0, 3), 8 % 3);      /* inc wraps at 2: 1 2 0 1 2 0 1 2 */
    CHECK_EQ_INT(tx_u32(&x, 0, 4), f32b(4.0f));
    CHECK_EQ_INT(tx_u32(&x, 0, 5), 8 % 5);
    /* nand 3 eight times from 0xf: ~(0xf & 3) = 0xfffffffc, ~(0xfffffffc & 3) = ~0, ... */
    CHECK_EQ_INT(tx_u32(&x, 0, 6), 0xffffffff);
    tx_end(&x);
  }
  free(src);
  const char *cas =
    "define i32 @f(ptr %p, i32 %cmp) {\n  %r = cmpxchg ptr %p, i32 %cmp, i32 9 seq_cst seq_cst\n"
    "  %old = extractvalue { i32, i1 } %r, 0\n  %ok = extractvalue { i32, i1 } %r, 1\n  %okz = zext i1 %ok to i32\n"
    "  %s = shl i32 %okz, 8\n  %v = load i32, ptr %p\n  %w = shl i32 %v, 16\n  %a = or i32 %old, %s\n"
    "  %b = or i32 %a, %w\n  ret i32 %b\n}\n";
  if (tx_setup(&x, cas, "f")) {
    uint32_t v = 5;
    tx_buffer(&x, 0, &v, 4);
    tx_scalar(&x, 1, 5);
    expect(&x, K_VAL, 5 | 1 << 8 | 9 << 16, "cmpxchg success");
    tx_scalar(&x, 1, 6);
    expect(&x, K_VAL, 5 | 0 << 8 | 5 << 16, "cmpxchg failure");
    tx_poison(&x, 1);
    expect(&x, K_UB, 0, "cmpxchg comparing poison");
    tx_end(&x);
  }
  /* atomicrmw through a poison pointer is UB */
  run1("define i32 @f(i64 %a) {\n  %p = inttoptr i64 %a to ptr\n  %q = getelementptr inbounds i8, ptr %p, i64 1\n"
       "  %r = atomicrmw add ptr %q, i32 1 seq_cst\n  ret i32 %r\n}\n", K_UB, 0, 1, (uint64_t)0);
}

/* The return value carries its FP map (InterpResult.ret_fpmap, as
 * InterpBufOut.fpmap: w << 4 | k for byte k of a w-byte FP value), so that
 * interp_compare applies DESIGN.md's "NaNs compare equal to any NaN" to it
 * as to memory: a source returning one NaN is refined by a target
 * returning a NaN with another payload (or sign), in scalars, vectors and
 * struct fields; integer bytes and non-NaN floats still have to match. */
static InterpVerdict ret_compare(const char *sbody, const char *tbody, const char *ty) {
  char src[512], tgt[512];
  snprintf(src, sizeof src, "define %s @f() {\n  ret %s %s\n}\n", ty, ty, sbody);
  snprintf(tgt, sizeof tgt, "define %s @f() {\n  ret %s %s\n}\n", ty, ty, tbody);
  Tx a, b;
  InterpVerdict v = INTERP_STATUS_MISMATCH;
  if (!tx_setup(&a, src, "f")) return v;
  if (tx_setup(&b, tgt, "f")) {
    CHECK_EQ_INT(tx_exec(&a), INTERP_OK);
    CHECK_EQ_INT(tx_exec(&b), INTERP_OK);
    InterpDiff d;
    v = interp_compare(&a.r, &b.r, &d);
    tx_end(&b);
  }
  tx_end(&a);
  return v;
}

static void test_ret_fpmap(void) {
  Tx x;
  if (tx_setup(&x, "define { i32, double } @f() {\n  ret { i32, double } { i32 1, double 2.0 }\n}\n", "f")) {
    CHECK_EQ_INT(tx_exec(&x), INTERP_OK);
    CHECK_EQ_INT(x.r.ret_size, 16);
    static const uint8_t want[16] = {0, 0, 0, 0, 0, 0, 0, 0, 0x80, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87};
    CHECK(memcmp(x.r.ret_fpmap, want, 16) == 0);
    tx_end(&x);
  }
  /* float NaNs 0x7fc00000 / 0x7fc00001 / 0xffc00000 (LLVM writes float
   * constants as doubles: 0x7FF8000020000000 is the float 0x7fc00001) */
  CHECK_EQ_INT(ret_compare("0x7FF8000000000000", "0x7FF8000020000000", "float"), INTERP_REFINES);
  CHECK_EQ_INT(ret_compare("0x7FF8000000000000", "0xFFF8000000000000", "float"), INTERP_REFINES);
  CHECK_EQ_INT(ret_compare("0x7FF8000000000000", "0x7FF0000000000001", "double"), INTERP_REFINES);
  CHECK_EQ_INT(ret_compare("0xH7E00", "0xH7E01", "half"), INTERP_REFINES);
  CHECK_EQ_INT(ret_compare("<float 1.0, float 0x7FF8000000000000>", "<float 1.0, float 0x7FF8000020000000>",
                           "<2 x float>"), INTERP_REFINES);
  CHECK_EQ_INT(ret_compare("{ i32 7, float 0x7FF8000000000000 }", "{ i32 7, float 0x7FF8000020000000 }",
                           "{ i32, float }"), INTERP_REFINES);
  /* not NaN in both, or not FP: the bytes decide */
  CHECK_EQ_INT(ret_compare("0x7FF8000000000000", "1.0", "float"), INTERP_VALUE_MISMATCH);
  CHECK_EQ_INT(ret_compare("1.0", "2.0", "double"), INTERP_VALUE_MISMATCH);
  CHECK_EQ_INT(ret_compare("2143289344", "2143289345", "i32"), INTERP_VALUE_MISMATCH);
  CHECK_EQ_INT(ret_compare("{ i32 7, float 0x7FF8000000000000 }", "{ i32 8, float 0x7FF8000000000000 }",
                           "{ i32, float }"), INTERP_VALUE_MISMATCH);
}

/* ------------------------------------------------------------------ */
/* Steps, budget, determinism, memory reuse                             */

/* Every executed IR instruction is a step (phis and terminators
 * included); exhausting opts.step_budget ends the run with
 * INTERP_TIMEOUT; a stop in the middle of a block counts only the
 * instructions reached. */
static void test_steps_budget(void) {
  const char *loop = "define i32 @f(i32 %n) {\nentry:\n  br label %l\nl:\n  %i = phi i32 [0, %entry], [%i1, %l]\n"
                     "  %i1 = add i32 %i, 1\n  %c = icmp ne i32 %i1, %n\n  br i1 %c, label %l, label %e\n"
                     "e:\n  ret i32 %i1\n}\n";
  Tx x;
  if (tx_setup(&x, loop, "f")) {
    tx_scalar(&x, 0, 10);
    expect(&x, K_VAL, 10, "loop");
    CHECK_EQ_INT(x.r.steps, 1 + 10 * 4 + 1);
    x.o.step_budget = 1000;
    g_vm->pfree(x.p);
    x.p = NULL;
    tx_scalar(&x, 0, 0);  /* i1 never equals 0 before wrapping: about 2^32 iterations */
    expect(&x, K_TIMEOUT, 0, "step budget");
    CHECK(x.r.steps > 1000 && x.r.steps <= 1004);
    tx_end(&x);
  }
  /* UB in the middle of a block: the instructions after it are not counted */
  if (tx_setup(&x, "define i32 @f(i32 %a) {\n  %x = add i32 %a, 1\n  %d = udiv i32 1, %a\n  %y = add i32 %d, 1\n"
                   "  %z = add i32 %y, 1\n  ret i32 %z\n}\n", "f")) {
    tx_scalar(&x, 0, 0);
    expect(&x, K_UB, 0, "division by zero");
    CHECK_EQ_INT(x.r.steps, 2);
    CHECK(x.r.where.inst != IR_NIL && x.r.where.func == x.fidx);
    CHECK(strstr(x.r.reason, "division by zero") != NULL);
    tx_end(&x);
  }
  /* infinite recursion ends at the call depth limit (a resource limit) */
  run1("define i32 @f(i32 %a) {\n  %r = call i32 @f(i32 %a)\n  ret i32 %r\n}\n", K_TIMEOUT, 0, 1, (uint64_t)0);
}

/* Counting allocator: bytes currently allocated through the context. */
typedef struct Acct { long long live, peak; } Acct;
static void *acct_alloc(void *ud, void *ptr, size_t oldsize, size_t newsize) {
  Acct *a = ud;
  if (newsize == 0) {
    if (ptr) a->live -= (long long)oldsize;
    free(ptr);
    return NULL;
  }
  void *q = realloc(ptr, newsize);
  if (!q) return NULL;
  a->live += (long long)newsize - (ptr ? (long long)oldsize : 0);
  if (a->live > a->peak) a->peak = a->live;
  return q;
}

/* interp_exec with the same program and input gives the same result bytes
 * every time, and repeated runs allocate no more memory than the first. */
static void test_determinism(void) {
  char *good = subst(k_reduce, "BARRIER", "call void @llvm.nvvm.barrier0()");
  char *src = cat2(good, k_decls);
  Acct acct = {0, 0};
  IrCtx *c = ir_ctx_new_alloc(acct_alloc, &acct);
  IrModule *m = ir_parse(c, "t.ll", src, strlen(src));
  CHECK(m != NULL);
  if (m) {
    InterpOpts o;
    interp_opts_default(&o);
    interp_grid_parse("2x8", &o.grid);
    InterpProg *p = g_vm->compile(c, m, 0, &o);
    CHECK(p != NULL);
    uint32_t in[16], out[2] = {0, 0};
    for (int i = 0; i < 16; i++) in[i] = (uint32_t)(i * 7 + 3);
    InterpArg args[2] = {{.is_buffer = 1, .size = sizeof in, .bytes = (uint8_t *)in},
                         {.is_buffer = 1, .size = sizeof out, .bytes = (uint8_t *)out}};
    InterpInput input = {.nargs = 2, .args = args, .seed = 0};
    InterpResult r0, r;
    CHECK_EQ_INT(g_vm->exec(p, &input, &r0), IR_OK);
    long long after_first = 0;
    int same = 1;
    for (int k = 0; k < 2000 && p; k++) {
      if (g_vm->exec(p, &input, &r) != IR_OK) { same = 0; break; }
      if (r.status != r0.status || r.nbufs != r0.nbufs || r.steps != r0.steps) same = 0;
      for (uint32_t b = 0; b < r.nbufs && same; b++)
        if (memcmp(r.bufs[b].bytes, r0.bufs[b].bytes, r.bufs[b].size) ||
            memcmp(r.bufs[b].poison, r0.bufs[b].poison, r.bufs[b].size))
          same = 0;
      interp_result_free(c, &r);
      if (k == 0) after_first = acct.live;
    }
    CHECK(same);
    CHECK_EQ_INT(acct.live, after_first);
    interp_result_free(c, &r0);
    if (p) g_vm->pfree(p);
    ir_module_free(m);
  }
  ir_ctx_free(c);
  CHECK_EQ_INT(acct.live, 0);
  free(src);
  free(good);
}

/* The memory budget: a run whose live objects would exceed 16 MiB (an
 * alloca of any size, allocas in a loop, a huge global, a huge buffer)
 * ends with INTERP_TIMEOUT, "memory budget exhausted", and the host memory
 * of the run stays bounded (race shadow included: grid 2x4).  Found by
 * fuzz_ir: an alloca of 2^28 bytes made a multi-GiB allocation. */
typedef struct BudgetCase {
  const char *src, *grid;
  uint64_t arg;       /* the i64/i32 argument, or a buffer's size in bytes */
  bool buffer;
  bool over;          /* expect the budget stop; else the value want */
  uint64_t want;
} BudgetCase;

static void test_memory_budget(void) {
  const char *big = "define i32 @f(i64 %n) {\n  %p = alloca i8, i64 %n\n  store i8 1, ptr %p\n"
                    "  %v = load i8, ptr %p\n  %r = zext i8 %v to i32\n  ret i32 %r\n}\n";
  const char *loop = "define i32 @f(i64 %n) {\nentry:\n  br label %l\nl:\n  %i = phi i64 [0, %entry], [%i1, %l]\n"
                     "  %p = alloca [4194304 x i8]\n  store i8 1, ptr %p\n  %i1 = add i64 %i, 1\n"
                     "  %c = icmp ult i64 %i1, %n\n  br i1 %c, label %l, label %e\ne:\n"
                     "  %r = trunc i64 %i1 to i32\n  ret i32 %r\n}\n";
  const char *glob = "@g = global [33554432 x i8] zeroinitializer\ndefine i32 @f(i64 %n) {\n"
                     "  %v = load i8, ptr @g\n  %r = zext i8 %v to i32\n  ret i32 %r\n}\n";
  const char *buf = "define i32 @f(ptr %p) {\n  %v = load i8, ptr %p\n  %r = zext i8 %v to i32\n  ret i32 %r\n}\n";
  const BudgetCase cs[] = {
      {big, "1x1", (uint64_t)1 << 40, false, true, 0},
      {big, "2x4", (uint64_t)1 << 28, false, true, 0},
      {big, "1x1", 12u << 20, false, false, 1},
      {loop, "2x4", 8, false, true, 0},
      {loop, "1x1", 2, false, false, 2},
      {glob, "2x4", 0, false, true, 0},
      {buf, "2x4", (16u << 20) + 1, true, true, 0},
      {buf, "1x1", 1u << 20, true, false, 0},
  };
  for (size_t i = 0; i < sizeof cs / sizeof *cs; i++) {
    Acct acct = {0, 0};
    IrCtx *c = ir_ctx_new_alloc(acct_alloc, &acct);
    IrModule *m = ir_parse(c, "t.ll", cs[i].src, strlen(cs[i].src));
    CHECK(m != NULL);
    if (!m) { ir_ctx_free(c); continue; }
    InterpOpts o;
    interp_opts_default(&o);
    CHECK(interp_grid_parse(cs[i].grid, &o.grid));
    uint8_t *bytes = calloc(cs[i].buffer ? cs[i].arg : 8, 1);
    InterpArg arg = {.is_buffer = cs[i].buffer, .size = cs[i].buffer ? (uint32_t)cs[i].arg : 8, .bytes = bytes};
    if (!cs[i].buffer) memcpy(bytes, &cs[i].arg, 8);
    InterpInput in = {.nargs = 1, .args = &arg, .seed = 0};
    InterpResult r;
    IrStatus st = interp_run(c, m, 0, &in, &o, &r);
    CHECK_EQ_INT(st, IR_OK);
    if (st == IR_OK) {
      uint32_t v = 0;
      memcpy(&v, r.ret, r.ret_size < 4 ? r.ret_size : 4);
      bool ok = cs[i].over ? r.status == INTERP_TIMEOUT && strstr(r.reason, "memory budget") != NULL
                           : r.status == INTERP_OK && v == cs[i].want;
      if (!ok) fprintf(stderr, "  budget case %zu: got %s (%s) ret %u\n", i, interp_status_name(r.status), r.reason, v);
      CHECK(ok);
      interp_result_free(c, &r);
    }
    /* 16 MiB of objects cost at most 20 bytes each (data, meta, site, race
     * stamps), doubled while the arena grows */
    if (acct.peak > (640ll << 20)) fprintf(stderr, "  budget case %zu: peak %lld MiB\n", i, acct.peak >> 20);
    CHECK(acct.peak <= (640ll << 20));
    free(bytes);
    ir_module_free(m);
    ir_ctx_free(c);
  }
}

/* Allocation failures while compiling or running come back as IR_ENOMEM
 * (never a crash), and free everything. */

static void test_alloc_failure(void) {
  char *good = subst(k_reduce, "BARRIER", "call void @llvm.nvvm.barrier0()");
  char *src = cat2(good, k_decls);
  int failures = 0, runs = 0;
  for (long long k = 0; k < 400; k++) {
    TestAlloc f = {.countdown = 1000000};
    IrCtx *c = ir_ctx_new_alloc(test_alloc, &f);
    IrModule *m = ir_parse(c, "t.ll", src, strlen(src));
    if (!m) { ir_ctx_free(c); continue; }
    f.countdown = k;
    InterpOpts o;
    interp_opts_default(&o);
    InterpProg *p = g_vm->compile(c, m, 0, &o);
    if (p) {
      uint32_t in[16] = {0}, out[2] = {0, 0};
      InterpArg args[2] = {{.is_buffer = 1, .size = sizeof in, .bytes = (uint8_t *)in},
                         {.is_buffer = 1, .size = sizeof out, .bytes = (uint8_t *)out}};
      InterpInput input = {.nargs = 2, .args = args, .seed = 0};
      InterpResult r;
      IrStatus st = g_vm->exec(p, &input, &r);
      if (st == IR_OK) runs++;
      else failures++;
      interp_result_free(c, &r);
      g_vm->pfree(p);
    } else {
      CHECK_EQ_INT(ir_ctx_status(c), IR_ENOMEM);
      failures++;
    }
    ir_module_free(m);
    ir_ctx_free(c);
    CHECK_EQ_INT(f.live, 0);
  }
  CHECK(failures > 0 && runs > 0);
  free(src);
  free(good);
}

/* ------------------------------------------------------------------ */
/* The corpus                                                           */

/* Every kernel of corpora/kernels/ *.O0.ll, *.O1.ll and *.O3.ll on three
 * generated inputs: no crash, no INTERP_UNSUPPORTED for CUDA kernels
 * (OpenCL ones may call undefined library functions), and both dispatch
 * modes give identical results.  Prints the status distribution. */
static void test_corpus(void) {
  DIR *d = opendir("corpora/kernels");
  if (!d) {
    printf("test_corpus: corpora/kernels not found from the current directory, skipped\n");
    return;
  }
  int count[5] = {0}, kernels = 0, mismatch = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    size_t len = strlen(e->d_name);
    if (len < 6 || strcmp(e->d_name + len - 3, ".ll") != 0) continue;
    bool cuda = true;
    char path[512], cu[512];
    snprintf(path, sizeof path, "corpora/kernels/%s", e->d_name);
    snprintf(cu, sizeof cu, "corpora/kernels/%.*s.cl", (int)(strcspn(e->d_name, ".")), e->d_name);
    FILE *probe = fopen(cu, "r");
    if (probe) { cuda = false; fclose(probe); }
    size_t n;
    char *text = t_slurp(path, &n);
    IrCtx *c = ir_ctx_new();
    IrModule *m = text ? ir_parse(c, path, text, n) : NULL;
    CHECK(m != NULL);
    for (uint32_t fi = 0; m && fi < m->nfuncs; fi++) {
      const IrFunc *f = ir_func(m, fi);
      if (!f->is_kernel || f->is_decl) continue;
      kernels++;
      InterpOpts o;
      interp_opts_default(&o);
      InterpProg *p = g_vms[0].compile(c, m, fi, &o), *q = g_vms[1].compile(c, m, fi, &o);
      CHECK(p != NULL && q != NULL);
      for (uint64_t seed = 1; p && q && seed <= 3; seed++) {
        InterpInput in;
        memset(&in, 0, sizeof in);
        if (interp_input_gen(c, m, fi, seed, NULL, &o, &in) != IR_OK) continue;
        InterpResult r, r2;
        CHECK_EQ_INT(g_vms[0].exec(p, &in, &r), IR_OK);
        CHECK_EQ_INT(g_vms[1].exec(q, &in, &r2), IR_OK);
        count[r.status]++;
        if (r.status == INTERP_UNSUPPORTED && cuda) {
          fprintf(stderr, "%s @%s: unsupported: %s\n", e->d_name, ir_cstr(m, f->name), r.reason);
          CHECK(!cuda);
        }
        bool same = r.status == r2.status && r.steps == r2.steps && r.nbufs == r2.nbufs;
        for (uint32_t b = 0; same && b < r.nbufs; b++)
          same = !memcmp(r.bufs[b].bytes, r2.bufs[b].bytes, r.bufs[b].size) &&
                 !memcmp(r.bufs[b].poison, r2.bufs[b].poison, r.bufs[b].size);
        if (!same) mismatch++;
        interp_result_free(c, &r);
        interp_result_free(c, &r2);
        interp_input_free(c, &in);
      }
      if (p) g_vms[0].pfree(p);
      if (q) g_vms[1].pfree(q);
    }
    if (m) ir_module_free(m);
    ir_ctx_free(c);
    free(text);
  }
  closedir(d);
  CHECK_EQ_INT(mismatch, 0);
  CHECK(kernels > 100);
  printf("test_corpus [%s]: %d kernels x 3 inputs: ok %d, ub %d, trap %d, timeout %d, unsupported %d\n", g_vm->name,
         kernels, count[0], count[1], count[2], count[3], count[4]);
}

/* ------------------------------------------------------------------ */

int main(void) {
  for (int mode = 0; mode < 2; mode++) {
    g_vm = &g_vms[mode];
    TEST(test_int_arith);
    TEST(test_int_div);
    TEST(test_shifts);
    TEST(test_icmp);
    TEST(test_i128);
    TEST(test_i128_intrinsics);
    TEST(test_i128_vector_index);
    TEST(test_casts);
    TEST(test_fp_basic);
    TEST(test_fp_denormal);
    TEST(test_fcmp);
    TEST(test_fp_fastpath_agrees);
    TEST(test_fp_host_mode);
    TEST(test_select_freeze);
    TEST(test_phi);
    TEST(test_phi_coalescing);
    TEST(test_branch_poison);
    TEST(test_undef_choices);
    TEST(test_vectors);
    TEST(test_aggregates);
    TEST(test_load_store_types);
    TEST(test_memory_ub);
    TEST(test_gep);
    TEST(test_alloca_lifetime);
    TEST(test_mem_intrinsics);
    TEST(test_address_spaces);
    TEST(test_calls);
    TEST(test_unsupported_and_wrong_call);
    TEST(test_intrinsics);
    TEST(test_reduce);
    TEST(test_sregs);
    TEST(test_barrier_reduce);
    TEST(test_warp_shuffle);
    TEST(test_warp_sync_memory);
    TEST(test_ret_fpmap);
    TEST(test_atomics);
    TEST(test_steps_budget);
    TEST(test_determinism);
    TEST(test_memory_budget);
    TEST(test_alloc_failure);
  }
  g_vm = &g_vms[0];
  TEST(test_corpus);
  return TEST_END();
}

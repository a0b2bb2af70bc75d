/* oracles/divref/divref_native.c -- the lowered float division kernel
 * compiled for the host and swept natively (contract: divref_native.h).
 *
 * The rewriting (divref_native_text), line by line over the printed
 * module, knows exactly the constructs the fdiv templates use and refuses
 * anything else (an error, never a silent guess):
 *  - the kernel gets a fifth parameter, the runtime (ptr %pcn.env);
 *  - ori.mufu.rcp.f32 / ori.mufu.rcp64h.f64 become indirect calls through
 *    the runtime's first two fields: C functions that evaluate the
 *    interpreter's models (core/sem sem_approx_range / sem_approx_pick /
 *    sem_approx) with the generator state of the interpreter's run;
 *  - llvm.nvvm.{fma,mul,add}.rn[.ftz].{f,d} become llvm.fma / fmul / fadd
 *    (IEEE round to nearest on x86-64, -march=native: FMA instructions)
 *    followed by the NaN rule of core/sem/fp.c (a NaN result is the first
 *    NaN operand quieted, else the default NaN: x86 would give 0xffc00000
 *    or the operand the register allocator put first), and for .ftz the
 *    flush of operands and result written out as integer operations;
 *  - fadd/fsub/fmul/fdiv instructions get the same NaN rule; in a function
 *    whose "denormal-fp-math-f32" is "preserve-sign" (the div.rn.ftz.f32
 *    kernel, whose template flushes with `fmul x, 1.0`) float fadd/fsub/
 *    fmul/fdiv and fcmp flush their operands (and results) explicitly, as
 *    the interpreter's VM does (vm_compile.c fm_flags): x86 does not
 *    flush, and LLVM folds `fmul x, 1.0` to x.  The attribute itself is
 *    dropped, so LLVM compiles the function as IEEE code; MXCSR is never
 *    changed.
 * The runtime's MUFU.RCP under the adversarial model: the draw interval of
 * sem_approx for 1/b depends only on b, and for b of biased exponent E in
 * [2, 250] (1/b, every value of the interval and the correctly rounded
 * reciprocal normal) it is the interval of b's mantissa at exponent 127
 * scaled by 2^(127-E): MPFR's computation at 192 bits, the 1-ulp bound and
 * the rounding of the ends are all exact under scaling by a power of two
 * away from the format's limits, and on keys (bit patterns) the scaling is
 * the addition of (127 - E) << 23 (subtraction for negative keys).  The
 * runtime keeps the last mantissa's interval, so a sweep that visits every
 * exponent of a mantissa in a row (divref_native_divisor) computes one
 * interval per mantissa; the draw itself is sem_approx_pick, one step of
 * the run's generator as in the interpreter.  Other b call sem_approx.
 * tests/unit/test_divnative.c compares this with sem_approx value by value.
 */
#include "divref_native.h"

#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "divref_fp.h"
#include "sem/sem.h"
#include "../external/extrun.h"

/* ------------------------------------------------------------------ */
/* Runtime: the MUFU models                                             */

struct DivrefNativeRt {
  /* read by the compiled kernel: keep first, in this order */
  float (*rcp32)(DivrefNativeRt *, float);
  double (*rcp64h)(DivrefNativeRt *, double);
  SemEnv ev;
  uint64_t rng0;
  bool adversarial;
  uint32_t ckey;        /* canonical bits of the cached interval; 0: none */
  int64_t clo, chi;
  uint32_t ekey[2], eval[2];  /* exact model: the last two operands and their values (a function of b
                                alone; the fast path divides by b, the slow path by b's mantissa) */
  bool evalid[2];
  unsigned enext;
};

static uint32_t rcp_bits(DivrefNativeRt *rt, uint32_t b) {
  uint64_t a = b, res = 0;
  unsigned e = b >> 23 & 0xff;
  if (!rt->adversarial) {
    for (unsigned i = 0; i < 2; i++)
      if (rt->evalid[i] && rt->ekey[i] == b) return rt->eval[i];
    unsigned i = rt->enext;
    rt->enext ^= 1;
    rt->ekey[i] = b, rt->eval[i] = (uint32_t)sem_approx(&rt->ev, IR_IN_ORI_MUFU_RCP, 32, &a), rt->evalid[i] = true;
    return rt->eval[i];
  }
  if (e < 2 || e > 250) return (uint32_t)sem_approx(&rt->ev, IR_IN_ORI_MUFU_RCP, 32, &a);
  uint32_t canon = (b & 0x807fffffu) | 127u << 23;
  if (rt->ckey != canon) {
    int64_t lo, hi;
    uint64_t ca = canon;
    if (sem_approx_range(&rt->ev, IR_IN_ORI_MUFU_RCP, 32, &ca, &res, &lo, &hi) != SEM_RANGE_DRAW)
      return (uint32_t)sem_approx(&rt->ev, IR_IN_ORI_MUFU_RCP, 32, &a);
    rt->ckey = canon, rt->clo = lo, rt->chi = hi;
  }
  int64_t d = (int64_t)(127 - (int)e) * (1 << 23);
  if (b >> 31) d = -d;
  return (uint32_t)sem_approx_pick(&rt->ev, IR_IN_ORI_MUFU_RCP, 32, rt->clo + d, rt->chi + d);
}

static float rt_rcp32(DivrefNativeRt *rt, float b) { return ir_bits_f32(rcp_bits(rt, ir_f32_bits(b))); }

static double rt_rcp64h(DivrefNativeRt *rt, double b) {
  uint64_t a = ir_f64_bits(b);
  return ir_bits_f64(sem_approx(&rt->ev, IR_IN_ORI_MUFU_RCP64H, 64, &a));
}

DivrefNativeRt *divref_native_rt_new(IrCtx *c, InterpApprox model, uint64_t aseed) {
  DivrefNativeRt *rt = calloc(1, sizeof *rt);
  if (!rt) return NULL;
  rt->rcp32 = rt_rcp32;
  rt->rcp64h = rt_rcp64h;
  rt->adversarial = model == INTERP_APPROX_ADVERSARIAL;
  sem_env_init(&rt->ev, c, &(SemOpts){SEM_MATH_MPFR, (SemApprox)model, aseed});
  rt->rng0 = rt->ev.rng;
  return rt;
}

void divref_native_rt_free(DivrefNativeRt *rt) {
  if (!rt) return;
  sem_env_free(&rt->ev);
  free(rt);
}

void divref_native_rt_restart(DivrefNativeRt *rt) { rt->ev.rng = rt->rng0; }
uint32_t divref_native_rcp(DivrefNativeRt *rt, uint32_t b) { return rcp_bits(rt, b); }

/* ------------------------------------------------------------------ */
/* The rewriting                                                        */

/* The prelude: flush, NaN rules, the operations, the MUFU trampolines. */
static const char prelude[] =
  "; host definitions of the kernel's callees (divref_native.c)\n"
  "declare float @llvm.fma.f32(float, float, float)\n"
  "declare double @llvm.fma.f64(double, double, double)\n"
  "define internal float @pcn.flush.f32(float %x) alwaysinline {\n"
  "  %b = bitcast float %x to i32\n  %e = and i32 %b, 2139095040\n  %z = icmp eq i32 %e, 0\n"
  "  %s = and i32 %b, -2147483648\n  %r = select i1 %z, i32 %s, i32 %b\n  %f = bitcast i32 %r to float\n"
  "  ret float %f\n}\n"
  /* quiet(x) if x is a NaN, else d */
  "define internal float @pcn.qn.f32(float %x, float %d) alwaysinline {\n"
  "  %n = fcmp uno float %x, 0.0\n  %b = bitcast float %x to i32\n  %q = or i32 %b, 4194304\n"
  "  %f = bitcast i32 %q to float\n  %r = select i1 %n, float %f, float %d\n  ret float %r\n}\n"
  "define internal double @pcn.qn.f64(double %x, double %d) alwaysinline {\n"
  "  %n = fcmp uno double %x, 0.0\n  %b = bitcast double %x to i64\n  %q = or i64 %b, 2251799813685248\n"
  "  %f = bitcast i64 %q to double\n  %r = select i1 %n, double %f, double %d\n  ret double %r\n}\n"
  /* the NaN rule on a result r of operands a, b, c */
  "define internal float @pcn.nan.f32(float %r, float %a, float %b, float %c) noinline cold {\n"
  "  %n = fcmp uno float %r, 0.0\n  %q3 = call float @pcn.qn.f32(float %c, float 0x7FF8000000000000)\n"
  "  %q2 = call float @pcn.qn.f32(float %b, float %q3)\n  %q1 = call float @pcn.qn.f32(float %a, float %q2)\n"
  "  %s = select i1 %n, float %q1, float %r\n  ret float %s\n}\n"
  "define internal double @pcn.nan.f64(double %r, double %a, double %b, double %c) noinline cold {\n"
  "  %n = fcmp uno double %r, 0.0\n  %q3 = call double @pcn.qn.f64(double %c, double 0x7FF8000000000000)\n"
  "  %q2 = call double @pcn.qn.f64(double %b, double %q3)\n  %q1 = call double @pcn.qn.f64(double %a, double %q2)\n"
  "  %s = select i1 %n, double %q1, double %r\n  ret double %s\n}\n"
  "define internal float @pcn.rcp.f32(ptr %env, float %x) {\n"
  "  %fp = load ptr, ptr %env\n  %r = call float %fp(ptr %env, float %x)\n  ret float %r\n}\n"
  "define internal double @pcn.rcp64h.f64(ptr %env, double %x) {\n"
  "  %p = getelementptr ptr, ptr %env, i64 1\n  %fp = load ptr, ptr %p\n"
  "  %r = call double %fp(ptr %env, double %x)\n  ret double %r\n}\n";

/* The operations, generated per kind: fadd/fsub/fmul/fdiv/fma on float or
 * double, plain or flushing (float only). */
static void def_op(IrSb *s, const char *op, bool dbl, bool ftz) {
  const char *t = dbl ? "double" : "float", *sx = dbl ? "f64" : "f32", *z = ftz ? "" : "0";
  bool fma = !strcmp(op, "fma");
  ir_sb_printf(s, "define internal %s @pcn.%s%s.%s(%s %%a0, %s %%b0%s%s) alwaysinline {\nentry:\n", t,
               ftz ? "ftz." : "", op, sx, t, t, fma ? ", " : "", fma ? (dbl ? "double %c0" : "float %c0") : "");
  static const char *const names[3] = {"a", "b", "c"};
  for (int k = 0; ftz && k < (fma ? 3 : 2); k++)
    ir_sb_printf(s, "  %%%s = call float @pcn.flush.f32(float %%%s0)\n", names[k], names[k]);
  if (!fma) ir_sb_printf(s, "  %%r = %s %s %%a%s, %%b%s\n", op, t, z, z);
  else ir_sb_printf(s, "  %%r = call %s @llvm.fma.%s(%s %%a%s, %s %%b%s, %s %%c%s)\n", t, sx, t, z, t, z, t, z);
  /* a NaN result is rare: a branch keeps the rule off the critical path */
  ir_sb_printf(s, "  %%u = fcmp uno %s %%r, 0.0\n  br i1 %%u, label %%nan, label %%ok\nnan:\n", t);
  ir_sb_printf(s, "  %%n = call %s @pcn.nan.%s(%s %%r, %s %%a%s, %s %%b%s, ", t, sx, t, t, z, t, z);
  if (fma) ir_sb_printf(s, "%s %%c%s)\n", t, z);
  else ir_sb_printf(s, "%s 0.0)\n", t);
  ir_sb_printf(s, "  br label %%ok\nok:\n  %%v = phi %s [ %%r, %%entry ], [ %%n, %%nan ]\n", t);
  if (ftz) ir_sb_printf(s, "  %%f = call float @pcn.flush.f32(float %%v)\n  ret float %%f\n}\n");
  else ir_sb_printf(s, "  ret %s %%v\n}\n", t);
}

/* The known callees: name -> replacement (env: takes the runtime). */
typedef struct Callee {
  const char *name, *repl;
  bool env;
} Callee;
static const Callee callees[] = {
  {"ori.mufu.rcp.f32", "pcn.rcp.f32", true},
  {"ori.mufu.rcp64h.f64", "pcn.rcp64h.f64", true},
  {"llvm.nvvm.fma.rn.f", "pcn.fma.f32", false},
  {"llvm.nvvm.fma.rn.d", "pcn.fma.f64", false},
  {"llvm.nvvm.fma.rn.ftz.f", "pcn.ftz.fma.f32", false},
  {"llvm.nvvm.mul.rn.f", "pcn.fmul.f32", false},
  {"llvm.nvvm.mul.rn.d", "pcn.fmul.f64", false},
  {"llvm.nvvm.mul.rn.ftz.f", "pcn.ftz.fmul.f32", false},
  {"llvm.nvvm.add.rn.f", "pcn.fadd.f32", false},
  {"llvm.nvvm.add.rn.d", "pcn.fadd.f64", false},
  {"llvm.nvvm.add.rn.ftz.f", "pcn.ftz.fadd.f32", false},
};

static const Callee *callee_of(const char *p, size_t n) {
  for (size_t i = 0; i < sizeof callees / sizeof callees[0]; i++)
    if (strlen(callees[i].name) == n && !strncmp(callees[i].name, p, n)) return &callees[i];
  return NULL;
}

static bool starts(const char *p, const char *w) { return !strncmp(p, w, strlen(w)); }

typedef struct Rw {
  IrCtx *c;
  IrSb out;
  bool ftz;            /* the current function flushes float */
  bool in_func;
  char fcmp_used[16][8];  /* fcmp predicates that need a flushing helper */
  unsigned nfcmp;
  const char *err;
  char errbuf[200];
} Rw;

static void rw_fail(Rw *r, const char *what, const char *line, size_t n) {
  if (r->err) return;
  snprintf(r->errbuf, sizeof r->errbuf, "%s: %.*s", what, (int)(n > 120 ? 120 : n), line);
  r->err = r->errbuf;
}

/* `define ... @f(params) attrs {`: the env parameter, the denormal mode. */
static void rw_define(Rw *r, const char *l, size_t n) {
  const char *close = memchr(l, ')', n);
  const char *brace = memchr(l, '{', n);
  if (!close || !brace || brace < close) return rw_fail(r, "cannot read the function header", l, n);
  const char *attrs = close + 1;
  size_t an = (size_t)(brace - attrs);
  char a[256];
  if (an >= sizeof a) return rw_fail(r, "function attributes not supported natively", l, n);
  memcpy(a, attrs, an);
  a[an] = 0;
  r->ftz = false;
  const char *ps = "\"denormal-fp-math-f32\"=\"preserve-sign,preserve-sign\"";
  char *hit = strstr(a, ps);
  if (hit) {
    r->ftz = true;
    memset(hit, ' ', strlen(ps));
  }
  for (char *q = a; *q; q++)
    if (*q != ' ') return rw_fail(r, "function attributes not supported natively", l, n);
  ir_sb_put(&r->out, l, (size_t)(close - l));
  ir_sb_puts(&r->out, close[-1] == '(' ? "ptr %pcn.env) {\n" : ", ptr %pcn.env) {\n");
  r->in_func = true;
}

/* `%v = call T @name(args)` with a known callee. */
static void rw_call(Rw *r, const char *l, size_t n, const char *at) {
  const char *open = memchr(at, '(', (size_t)(l + n - at));
  if (!open) return rw_fail(r, "cannot read the call", l, n);
  const Callee *k = callee_of(at + 1, (size_t)(open - at - 1));
  if (!k) return rw_fail(r, "callee not supported natively", l, n);
  ir_sb_put(&r->out, l, (size_t)(at - l));
  ir_sb_printf(&r->out, "@%s(%s", k->repl, k->env ? "ptr %pcn.env, " : "");
  ir_sb_put(&r->out, open + 1, (size_t)(l + n - open - 1));
  ir_sb_putc(&r->out, '\n');
}

/* `%v = OP T A, B` (OP fadd/fsub/fmul/fdiv/fcmp PRED), T float or double. */
static void rw_fp(Rw *r, const char *l, size_t n, const char *op) {
  const char *eq = strstr(l, " = ");
  const char *p = eq + 3 + strlen(op) + 1;
  char pred[8] = "";
  bool cmp = !strcmp(op, "fcmp");
  if (cmp) {
    size_t k = 0;
    while (p[k] && p[k] != ' ' && k < sizeof pred - 1) pred[k] = p[k], k++;
    pred[k] = 0;
    p += k + 1;
  }
  bool dbl = starts(p, "double "), flt = starts(p, "float ");
  if (!dbl && !flt) return rw_fail(r, "operation not supported natively (flags or type)", l, n);
  const char *ops = p + (dbl ? 7 : 6);
  if (cmp) {
    if (!r->ftz || dbl) {   /* no flushing: x86's ordered/unordered compare is the reference's */
      ir_sb_put(&r->out, l, n);
      ir_sb_putc(&r->out, '\n');
      return;
    }
    unsigned i = 0;
    while (i < r->nfcmp && strcmp(r->fcmp_used[i], pred)) i++;
    if (i == r->nfcmp) {
      if (r->nfcmp == 16) return rw_fail(r, "too many fcmp predicates", l, n);
      memcpy(r->fcmp_used[r->nfcmp++], pred, sizeof pred);
    }
    ir_sb_put(&r->out, l, (size_t)(eq + 3 - l));
    ir_sb_printf(&r->out, "call i1 @pcn.ftz.fcmp.%s.f32(float ", pred);
  } else {
    ir_sb_put(&r->out, l, (size_t)(eq + 3 - l));
    ir_sb_printf(&r->out, "call %s @pcn.%s%s.%s(%s ", dbl ? "double" : "float", r->ftz && flt ? "ftz." : "", op,
                 dbl ? "f64" : "f32", dbl ? "double" : "float");
  }
  const char *comma = strstr(ops, ", ");
  if (!comma || comma > l + n) return rw_fail(r, "cannot read the operands", l, n);
  ir_sb_put(&r->out, ops, (size_t)(comma - ops));
  ir_sb_printf(&r->out, ", %s ", dbl ? "double" : "float");
  ir_sb_put(&r->out, comma + 2, (size_t)(l + n - comma - 2));
  ir_sb_puts(&r->out, ")\n");
}

/* FP instructions the rewriting does not model in a flushing function. */
static bool fp_other(const char *l) {
  static const char *const ops[] = {"frem ", "fptrunc ", "fpext ", "fptosi ", "fptoui ", "sitofp ", "uitofp ",
                                    "call float @llvm.", "call double @llvm."};
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
    if (strstr(l, ops[i])) return true;
  return false;
}

static void rw_line(Rw *r, const char *l, size_t n) {
  char buf[512];
  if (n >= sizeof buf) return rw_fail(r, "line too long", l, 80);
  memcpy(buf, l, n);
  buf[n] = 0;
  if (starts(buf, "define ")) return rw_define(r, buf, n);
  if (starts(buf, "declare ")) {
    const char *at = strchr(buf, '@'), *open = at ? strchr(at, '(') : NULL;
    if (!open || !callee_of(at + 1, (size_t)(open - at - 1))) return rw_fail(r, "declaration not supported natively", buf, n);
    return;   /* the prelude defines it */
  }
  if (starts(buf, "attributes ") || starts(buf, "target ") || starts(buf, "source_filename"))
    return;   /* the kernel's function attributes are read from its header */
  if (starts(buf, "}")) r->in_func = false;
  const char *eq = strstr(buf, " = ");
  if (r->in_func && eq) {
    const char *op = eq + 3;
    if (starts(op, "call ") || starts(op, "tail call ")) {
      const char *at = strchr(op, '@');
      if (!at) return rw_fail(r, "indirect call not supported natively", buf, n);
      return rw_call(r, buf, n, at);
    }
    static const char *const fops[] = {"fadd", "fsub", "fmul", "fdiv", "fcmp"};
    for (size_t i = 0; i < 5; i++)
      if (starts(op, fops[i]) && op[4] == ' ') return rw_fp(r, buf, n, fops[i]);
    if (fp_other(op) && (r->ftz || !starts(op, "call"))) return rw_fail(r, "FP operation not supported natively", buf, n);
  } else if (r->in_func && (strstr(buf, "call ") && strchr(buf, '@'))) {
    return rw_call(r, buf, n, strchr(buf, '@'));   /* a void call */
  }
  ir_sb_put(&r->out, buf, n);
  ir_sb_putc(&r->out, '\n');
}

char *divref_native_text(IrCtx *c, const IrModule *m) {
  size_t len = 0;
  char *text = ir_print_module_str(m, &len);
  if (!text) {
    ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
    return NULL;
  }
  Rw r;
  memset(&r, 0, sizeof r);
  r.c = c;
  ir_sb_puts(&r.out, prelude);
  static const char *const ops[] = {"fadd", "fsub", "fmul", "fdiv", "fma"};
  for (int i = 0; i < 5; i++) {
    def_op(&r.out, ops[i], false, false);
    def_op(&r.out, ops[i], true, false);
    def_op(&r.out, ops[i], false, true);
  }
  for (const char *p = text; *p && !r.err;) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    rw_line(&r, p, n);
    p += n + (e ? 1 : 0);
  }
  free(text);
  for (unsigned i = 0; i < r.nfcmp; i++)
    ir_sb_printf(&r.out,
                 "define internal i1 @pcn.ftz.fcmp.%s.f32(float %%a0, float %%b0) alwaysinline {\n"
                 "  %%a = call float @pcn.flush.f32(float %%a0)\n  %%b = call float @pcn.flush.f32(float %%b0)\n"
                 "  %%r = fcmp %s float %%a, %%b\n  ret i1 %%r\n}\n",
                 r.fcmp_used[i], r.fcmp_used[i]);
  if (r.err) {
    ir_sb_free(&r.out);
    ir_error(c, IR_EUSER, NULL, 0, 0, "native kernel: %s", r.err);
    return NULL;
  }
  if (r.out.oom || !r.out.p) {
    free(r.out.p);
    ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
    return NULL;
  }
  return r.out.p;
}

/* ------------------------------------------------------------------ */
/* Build and load                                                       */

typedef void (*KernelFn)(const uint32_t *xs, const uint32_t *ys, uint32_t *out, uint32_t n, DivrefNativeRt *rt);

struct DivrefNative {
  void *dl;
  KernelFn fn;
};

IrStatus divref_native_build(IrCtx *c, const IrModule *m, const char *clang, DivrefNative **out) {
  *out = NULL;
  char *text = divref_native_text(c, m);
  if (!text) return ir_ctx_status(c) ? ir_ctx_status(c) : IR_EINTERNAL;
  const char *base = getenv("TMPDIR");
  char dir[512], ll[600], so[600];
  snprintf(dir, sizeof dir, "%s/passcheck-divnative.XXXXXX", base && *base ? base : "/tmp");
  if (!mkdtemp(dir)) {
    free(text);
    return ir_error(c, IR_EINTERNAL, NULL, 0, 0, "cannot create a temporary directory: %s", strerror(errno));
  }
  snprintf(ll, sizeof ll, "%s/kernel.ll", dir);
  snprintf(so, sizeof so, "%s/kernel.so", dir);
  FILE *f = fopen(ll, "w");
  size_t tn = strlen(text);
  bool wrote = f && fwrite(text, 1, tn, f) == tn;
  if (f && fclose(f)) wrote = false;
  free(text);
  IrStatus st = IR_OK;
  if (!wrote) st = ir_error(c, IR_EINTERNAL, NULL, 0, 0, "cannot write %s", ll);
  ExtOutput eo;
  memset(&eo, 0, sizeof eo);
  if (st == IR_OK) {
    char *argv[] = {(char *)(clang ? clang : "clang-16"), "-O2", "-march=native", "-fPIC", "-shared",
                    "-Wno-override-module", "-x", "ir", ll, "-o", so, NULL};
    st = ext_spawn(c, argv, 300000, &eo);
    if (st != IR_OK) {
      char why[300];
      snprintf(why, sizeof why, "%s", ir_ctx_error(c));
      st = ir_error(c, IR_EUSER, NULL, 0, 0, "the native sweep needs %s (LLVM 16's clang) on PATH (%s)", argv[0],
                    why);
    }
    else if (eo.exit_status != 0)
      st = ir_error(c, IR_EINTERNAL, NULL, 0, 0, "%s failed on the native kernel (status %d): %.300s", argv[0],
                    eo.exit_status, eo.err ? eo.err : "");
  }
  ext_output_free(&eo);
  DivrefNative *k = NULL;
  if (st == IR_OK) {
    k = calloc(1, sizeof *k);
    if (!k) st = ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  }
  if (st == IR_OK && !(k->dl = dlopen(so, RTLD_NOW | RTLD_LOCAL)))
    st = ir_error(c, IR_EINTERNAL, NULL, 0, 0, "cannot load the native kernel: %s", dlerror());
  if (st == IR_OK) {
    void *sym = dlsym(k->dl, "divref");
    if (!sym) st = ir_error(c, IR_EINTERNAL, NULL, 0, 0, "the native kernel has no @divref");
    else memcpy(&k->fn, &sym, sizeof sym);   /* object pointer to function pointer (POSIX dlsym) */
  }
  unlink(so);
  unlink(ll);
  rmdir(dir);
  if (st != IR_OK) {
    divref_native_free(k);
    return st;
  }
  *out = k;
  return IR_OK;
}

void divref_native_free(DivrefNative *k) {
  if (!k) return;
  if (k->dl) dlclose(k->dl);
  free(k);
}

void divref_native_run(DivrefNative *k, DivrefNativeRt *rt, const uint32_t *xs, const uint32_t *ys, uint32_t *out,
                       size_t n, uint32_t batch) {
  if (!batch) batch = 4096;
  for (size_t at = 0; at < n; at += batch) {
    uint32_t m = (uint32_t)(n - at < batch ? n - at : batch);
    divref_native_rt_restart(rt);
    k->fn(xs + at, ys + at, out + at, m, rt);
  }
}

/* ------------------------------------------------------------------ */
/* Reference                                                            */
/*
 * RN32(a / b) = RN32(RN64(a / b)) for binary32 a, b: rounding the exact
 * quotient first to binary64 is innocuous because 53 >= 2*24 + 2
 * (Figueroa, "When is double rounding innocuous?", SIGNUM 1995: for +, -,
 * *, / and sqrt of p-bit operands, a first rounding to q >= 2p + 2 bits
 * never changes the final one).  The same holds where the result is
 * subnormal or at the overflow threshold: with a = A 2^i, b = B 2^j (A, B
 * integers in [2^23, 2^24)) and m a midpoint of the binary32 grid there
 * (m = M 2^-150 below 2^-126, or 2^128 - 2^103), a - m b is a nonzero
 * multiple of 2^min(i, j - 150) (resp. 2^min(i, j + 103)), so |a/b - m|
 * exceeds 2^(i-j-24) or 2^-174 (resp. 2^(i-j-24) or 2^79), while the first
 * rounding moves a/b by at most half an ulp of binary64 there, 2^(i-j-53)
 * and 2^-180 (resp. 2^(i-j-53) and 2^74): it never reaches or crosses m,
 * and RN is monotone.  The native reference is checked against MPFR
 * (divref_fdiv_mpfr) on every cross-check sample.
 */
uint32_t divref_native_ref32(uint32_t a, uint32_t b, bool ftz) {
  if (ftz) {
    if (!(a & 0x7f800000u)) a &= 0x80000000u;
    if (!(b & 0x7f800000u)) b &= 0x80000000u;
  }
  float q = (float)((double)ir_bits_f32(a) / (double)ir_bits_f32(b));
  uint32_t r = ir_f32_bits(q);
  if ((r & 0x7f800000u) == 0x7f800000u && (r & 0x7fffffu)) return 0x7fc00000u;
  if (ftz && !(r & 0x7f800000u)) r &= 0x80000000u;
  return r;
}

static bool nan32(uint32_t v) { return (v & 0x7f800000u) == 0x7f800000u && (v & 0x7fffffu); }

static double now_s(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* ------------------------------------------------------------------ */
/* Cross-check                                                          */

typedef struct Sample {
  uint32_t *x, *y;
  size_t n, cap;
} Sample;

static void sample_add(Sample *s, uint64_t x, uint64_t y) {
  if (s->n < s->cap) s->x[s->n] = (uint32_t)x, s->y[s->n++] = (uint32_t)y;
}

/* The edge products, the hard classes, random divisors (bit patterns and
 * every exponent class) against xs: cap pairs at most. */
static void make_sample(Sample *s, const uint64_t *xs, size_t nx, uint64_t seed) {
  uint64_t e[64], r = seed ^ 0xd1f5a3c1ull;
  size_t ne = divref_fp_edges(32, e, 64);
  for (size_t i = 0; i < 2 * ne; i++)
    for (size_t j = 0; j < 2 * ne; j++) sample_add(s, e[i / 2] | (i & 1) << 31, e[j / 2] | (j & 1) << 31);
  size_t classes = (s->cap - s->n) / 2;
  for (size_t k = 0; s->n < s->cap && k < classes; k++) {
    uint64_t a, b;
    if (divref_fp_pair(32, (DivrefFpClass)(1 + k % (DIVREF_FP_NCLASSES - 1)), &r, &a, &b)) sample_add(s, a, b);
  }
  while (s->n < s->cap) {
    uint32_t y = divref_native_divisor(ir_splitmix64(&r) & 0xffffffffu);
    for (size_t i = 0; i < nx; i++) sample_add(s, xs[i], y);
  }
}

IrStatus divref_native_crosscheck(IrCtx *c, DivrefNative *k, const IrModule *m, const uint64_t *xs, size_t nx,
                                  uint32_t sample, const DivrefIrOpts *o, DivrefNativeCheck *res) {
  memset(res, 0, sizeof *res);
  double t0 = now_s();
  Sample s = {0};
  s.cap = sample ? sample : 1;
  s.x = malloc(s.cap * sizeof *s.x);
  s.y = malloc(s.cap * sizeof *s.y);
  uint64_t *x64 = malloc(s.cap * sizeof *x64), *y64 = malloc(s.cap * sizeof *y64), *iv = malloc(s.cap * sizeof *iv);
  uint32_t *nv = malloc(s.cap * sizeof *nv);
  bool *poison = malloc(s.cap * sizeof *poison);
  IrStatus st = IR_OK;
  if (!s.x || !s.y || !x64 || !y64 || !iv || !nv || !poison) st = ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  if (st == IR_OK) {
    make_sample(&s, xs, nx, o->seed);
    for (size_t i = 0; i < s.n; i++) x64[i] = s.x[i], y64[i] = s.y[i];
    res->pairs = s.n;
    /* the native reference against MPFR */
    for (size_t i = 0; i < s.n && !res->ref_differs; i++) {
      uint32_t want = (uint32_t)divref_fdiv_mpfr(32, s.x[i], s.y[i], o->fdiv_ftz);
      uint32_t got = divref_native_ref32(s.x[i], s.y[i], o->fdiv_ftz);
      if (got != want) {
        res->ref_differs = true;
        res->x = s.x[i], res->y = s.y[i], res->native = got, res->interp = want;
      }
    }
  }
  uint32_t nmodels = (o->exact_model ? 1 : 0) + o->adv_seeds;
  for (uint32_t mi = 0; st == IR_OK && mi < nmodels && !res->differs && !res->ref_differs; mi++) {
    bool adv = !o->exact_model || mi > 0;
    InterpApprox model = adv ? INTERP_APPROX_ADVERSARIAL : INTERP_APPROX_EXACT;
    uint64_t aseed = adv ? divref_ir_adv_seed(o, o->exact_model ? mi - 1 : mi) : 0;
    double t1 = now_s();
    st = divref_ir_fdiv_interp(c, m, 32, model, aseed, x64, y64, s.n, o, iv, poison);
    res->interp_seconds += now_s() - t1;
    if (st != IR_OK) break;
    DivrefNativeRt *rt = divref_native_rt_new(c, model, aseed);
    if (!rt) {
      st = ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
      break;
    }
    t1 = now_s();
    divref_native_run(k, rt, s.x, s.y, nv, s.n, o->batch);
    res->native_seconds += now_s() - t1;
    divref_native_rt_free(rt);
    res->runs++;
    for (size_t i = 0; i < s.n; i++)
      if (poison[i] || nv[i] != (uint32_t)iv[i]) {
        res->differs = true;
        res->x = s.x[i], res->y = s.y[i], res->native = nv[i], res->interp = (uint32_t)iv[i];
        res->interp_poison = poison[i];
        res->model = model, res->aseed = aseed;
        break;
      }
  }
  free(s.x);
  free(s.y);
  free(x64);
  free(y64);
  free(iv);
  free(nv);
  free(poison);
  res->seconds = now_s() - t0;
  return st;
}

/* ------------------------------------------------------------------ */
/* Sweep                                                                */

uint32_t divref_native_divisor(uint64_t k) {
  return (uint32_t)((k >> 31 & 1) << 31 | (~k >> 8 & 0x7fffff) | (k & 0xff) << 23);
}

size_t divref_native_midpoints(uint32_t b, uint32_t *out) {
  uint32_t e = b >> 23 & 0xff, M = (b & 0x7fffffu) | (e ? 0x800000u : 0);
  if (e == 0xff || !M) return 0;
  uint32_t B = M >> __builtin_ctz(M), k = 32 - (uint32_t)__builtin_clz(B);
  if (B == 1) return 0;
  uint64_t inv = B;
  for (int it = 0; it < 5; it++) inv *= 2 - B * inv;   /* B^-1 mod 2^64 */
  size_t n = 0;
  for (int64_t t = -3; t <= 3; t += 2) {
    uint64_t X = (uint64_t)(-t) * inv & ((1u << 25) - 1);
    uint64_t A = (X * B + (uint64_t)t) >> 25;          /* exact: X B + t = 0 mod 2^25 */
    if (A < 1ull << (k - 1) || A >= 1ull << k) continue;
    out[n++] = 127u << 23 | (uint32_t)(A << (24 - k) & 0x7fffffu);
  }
  return n;
}

IrStatus divref_native_sweep(IrCtx *c, DivrefNative *k, const uint64_t *xs, size_t nx, bool midpoints, uint64_t k0,
                             uint64_t k1, const DivrefIrOpts *o, DivrefNativeStats *st) {
  double t0 = now_s();
  uint32_t batch = o->batch ? o->batch : 4096;
  size_t nper = nx + (midpoints ? 4 : 0);                            /* lanes per divisor at most */
  if (!nper) return IR_OK;
  uint32_t per = batch / (uint32_t)nper ? batch / (uint32_t)nper : 1;   /* divisors per run */
  size_t lanes = (size_t)per * nper;
  uint32_t nmodels = (o->exact_model ? 1 : 0) + o->adv_seeds;
  uint32_t *x = malloc(lanes * 4), *y = malloc(lanes * 4), *want = malloc(lanes * 4), *got = malloc(lanes * 4);
  DivrefNativeRt **rt = calloc(nmodels ? nmodels : 1, sizeof *rt);
  IrStatus s = !x || !y || !want || !got || !rt ? ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory") : IR_OK;
  for (uint32_t mi = 0; s == IR_OK && mi < nmodels; mi++) {
    bool adv = !o->exact_model || mi > 0;
    rt[mi] = divref_native_rt_new(c, adv ? INTERP_APPROX_ADVERSARIAL : INTERP_APPROX_EXACT,
                                  adv ? divref_ir_adv_seed(o, o->exact_model ? mi - 1 : mi) : 0);
    if (!rt[mi]) s = ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  }
  for (uint64_t d0 = k0; s == IR_OK && d0 < k1 && !(st->found && o->stop_at_first); d0 += per) {
    size_t nd = k1 - d0 < per ? (size_t)(k1 - d0) : per, n = 0, nmid = 0;
    for (size_t j = 0; j < nd; j++) {
      uint32_t b = divref_native_divisor(d0 + j), mid[4];
      size_t nm = midpoints ? divref_native_midpoints(b, mid) : 0;
      nmid += nm;
      for (size_t i = 0; i < nx + nm; i++, n++) {
        x[n] = i < nx ? (uint32_t)xs[i] : mid[i - nx], y[n] = b;
        want[n] = divref_native_ref32(x[n], b, o->fdiv_ftz);
      }
    }
    for (uint32_t mi = 0; mi < nmodels && !(st->found && o->stop_at_first); mi++) {
      divref_native_rt_restart(rt[mi]);
      k->fn(x, y, got, (uint32_t)n, rt[mi]);
      InterpApprox model = rt[mi]->adversarial ? INTERP_APPROX_ADVERSARIAL : INTERP_APPROX_EXACT;
      st->pairs[model] += n;
      if (mi == 0) st->midpoint_pairs += nmid;
      for (size_t i = 0; i < n; i++) {
        if (got[i] == want[i] || (nan32(got[i]) && nan32(want[i]))) continue;
        if (st->found) continue;
        st->found = true;
        DivrefIrCex *cx = &st->cex;
        memset(cx, 0, sizeof *cx);
        cx->op = DIVREF_IR_FDIV;
        cx->width = 32;
        cx->x = x[i], cx->y = y[i], cx->expected = want[i], cx->got = got[i];
        cx->model = model;
        cx->approx_seed = rt[mi]->adversarial ? divref_ir_adv_seed(o, o->exact_model ? mi - 1 : mi) : 0;
        if (o->stop_at_first) break;
      }
    }
  }
  for (uint32_t mi = 0; rt && mi < nmodels; mi++) divref_native_rt_free(rt[mi]);
  free(rt);
  free(x);
  free(y);
  free(want);
  free(got);
  st->seconds += now_s() - t0;
  return s;
}

/* oracles/llvmref/prelude.c -- the cross-check prelude: LLVM IR
 * definitions, runnable by lli-16 on x86-64, of every known callee the
 * interpreter gives a meaning that LLVM's x86 backend does not (or does
 * not pin down): special registers, OpenCL work-item functions, barriers
 * and warp operations (through the scheduler of prelude_text.h), the
 * llvm.nvvm.* and ori.* operations, math library calls, and the LLVM
 * intrinsics whose result LangRef leaves open.
 *
 * Contract: each definition computes exactly what core/interp computes
 * for the callee under the host math model (INTERP_MATH_HOST) and the
 * exact model of approximate operations (INTERP_APPROX_EXACT); the rules
 * are those of core/sem/intrin_eval.c and math.c, restated next to
 * each emitter.  Semantic choices that LLVM leaves open are pinned to the
 * interpreter's choice (written down where they are made):
 *  - NaN results of math functions and of fadd/fmul/fdiv/fma/sqrt/fmod
 *    calls take the interpreter's NaN rule (fp.c: the first NaN operand
 *    quieted, else the default NaN 0x7fc00000 / 0x7ff8... / 0x7e00), where
 *    x86 would return 0xffc00000 or the NaN of whichever operand the
 *    register allocator put first.  Plain fadd/fmul/... instructions of
 *    the module keep x86's payloads: results are compared NaN == NaN
 *    where the interpreter knows the bytes hold an FP value.
 *  - llvm.minnum/maxnum/minimum/maximum of +0 and -0: -0 for min, +0 for
 *    max (LangRef: "either one"); llvm.fmuladd is fused (LangRef: "may be
 *    fused or not"; the interpreter fuses, as NVPTX does).
 *  - llvm.lround/lrint out of range or NaN: 1 << (bits - 1) (LangRef: a
 *    non-deterministic value).
 * Directed rounding (.rz/.rm/.rp) runs between fesetround calls with
 * llvm.experimental.constrained.* operations in strictfp functions, so
 * the backend cannot move the operation across the mode change.
 * Callees kept as LLVM intrinsics (LR_NATIVE) are those whose x86 lowering
 * gives the interpreter's result bit for bit (integer and bit operations,
 * rounding to integral, copysign/fabs, saturating conversions, memory).
 * Not cross-checkable: llvm.nvvm.isspacep.* (the flat x86 address space
 * cannot say which state space a pointer came from).
 */
#include <stdio.h>
#include <string.h>
#include <ucontext.h>
#include <stddef.h>

#include "lr.h"
#include "prelude_text.h"

/* ------------------------------------------------------------------ */
/* Classification                                                       */

LrKind lr_callee_kind(IrIntrin id) {
  if (id == IR_IN_NONE) return LR_TRAPDEF;
  switch (id) {
  case IR_IN_NVVM_ISSPACEP_CONST: case IR_IN_NVVM_ISSPACEP_GLOBAL:
  case IR_IN_NVVM_ISSPACEP_LOCAL: case IR_IN_NVVM_ISSPACEP_SHARED:
    return LR_UNSUPPORTED;
  case IR_IN_LLVM_ABS: case IR_IN_LLVM_ASSUME: case IR_IN_LLVM_BITREVERSE: case IR_IN_LLVM_BSWAP:
  case IR_IN_LLVM_CEIL:
  case IR_IN_LLVM_COPYSIGN: case IR_IN_LLVM_CTLZ: case IR_IN_LLVM_CTPOP: case IR_IN_LLVM_CTTZ:
  case IR_IN_LLVM_EXPECT: case IR_IN_LLVM_FABS: case IR_IN_LLVM_FLOOR: case IR_IN_LLVM_FPTOSI_SAT:
  case IR_IN_LLVM_FPTOUI_SAT: case IR_IN_LLVM_FSHL: case IR_IN_LLVM_FSHR: case IR_IN_LLVM_IS_FPCLASS:
  case IR_IN_LLVM_LIFETIME_END: case IR_IN_LLVM_LIFETIME_START: case IR_IN_LLVM_MEMCPY:
  case IR_IN_LLVM_MEMMOVE: case IR_IN_LLVM_MEMSET: case IR_IN_LLVM_NEARBYINT: case IR_IN_LLVM_POWI:
  case IR_IN_LLVM_RINT: case IR_IN_LLVM_ROUND: case IR_IN_LLVM_ROUNDEVEN: case IR_IN_LLVM_SADD_SAT:
  case IR_IN_LLVM_SADD_OV: case IR_IN_LLVM_SMAX: case IR_IN_LLVM_SMIN: case IR_IN_LLVM_SMUL_OV:
  case IR_IN_LLVM_SSUB_SAT: case IR_IN_LLVM_SSUB_OV: case IR_IN_LLVM_TRAP: case IR_IN_LLVM_TRUNC:
  case IR_IN_LLVM_UADD_SAT: case IR_IN_LLVM_UADD_OV: case IR_IN_LLVM_UMAX: case IR_IN_LLVM_UMIN:
  case IR_IN_LLVM_UMUL_OV: case IR_IN_LLVM_USUB_SAT: case IR_IN_LLVM_USUB_OV:
  case IR_IN_LLVM_REDUCE_ADD: case IR_IN_LLVM_REDUCE_AND: case IR_IN_LLVM_REDUCE_FADD:
  case IR_IN_LLVM_REDUCE_FMUL: case IR_IN_LLVM_REDUCE_MUL: case IR_IN_LLVM_REDUCE_OR:
  case IR_IN_LLVM_REDUCE_SMAX: case IR_IN_LLVM_REDUCE_SMIN: case IR_IN_LLVM_REDUCE_UMAX:
  case IR_IN_LLVM_REDUCE_UMIN: case IR_IN_LLVM_REDUCE_XOR:
    return LR_NATIVE;
  default:
    return LR_PRELUDE;
  }
}

bool llvmref_callee_supported(IrIntrin id) { return id != IR_IN_NONE && lr_callee_kind(id) != LR_UNSUPPORTED; }

const char *const lr_libc_names[] = {
  "malloc", "calloc", "free", "getcontext", "makecontext", "swapcontext", "write", "snprintf",
  "fesetround", "abort",
  "sinf", "cosf", "tanf", "asinf", "acosf", "atanf", "atan2f", "sinhf", "coshf", "tanhf", "expf",
  "exp2f", "logf", "log2f", "log10f", "powf",
  "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "exp", "exp2", "log",
  "log2", "log10", "pow", NULL};

/* ------------------------------------------------------------------ */
/* Types and names                                                      */

void lr_type_str(const IrModule *m, IrType t, char *buf, size_t n) {
  char tmp[512];
  ir_type_str(m, t, tmp, sizeof tmp);
  size_t o = 0;
  for (const char *p = tmp; *p && o + 1 < n;) {
    if (!strncmp(p, " addrspace(", 11)) {
      const char *q = strchr(p, ')');
      if (q) { p = q + 1; continue; }
    }
    buf[o++] = *p++;
  }
  buf[o] = 0;
}

static bool plain_name(const char *s) {
  if (!*s || (s[0] >= '0' && s[0] <= '9')) return false;
  for (; *s; s++)
    if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '.' ||
          *s == '_' || *s == '$' || *s == '-'))
      return false;
  return true;
}

void lr_sym(char *buf, size_t n, const char *name) {
  if (plain_name(name)) {
    snprintf(buf, n, "@%s", name);
    return;
  }
  size_t o = 0;
  if (n < 4) { if (n) buf[0] = 0; return; }
  buf[o++] = '@';
  buf[o++] = '"';
  for (const unsigned char *p = (const unsigned char *)name; *p && o + 5 < n; p++) {
    if (*p == '"' || *p == '\\' || *p < 0x20 || *p >= 0x7f) o += (size_t)snprintf(buf + o, n - o, "\\%02X", *p);
    else buf[o++] = (char)*p;
  }
  buf[o++] = '"';
  buf[o] = 0;
}

void lr_host(LrHost *h) {
  h->ctx_size = (sizeof(ucontext_t) + 63) & ~(size_t)63;
  h->off_link = offsetof(ucontext_t, uc_link);
  h->off_ss_sp = offsetof(ucontext_t, uc_stack.ss_sp);
  h->off_ss_size = offsetof(ucontext_t, uc_stack.ss_size);
  h->stack_size = 256 * 1024;
}

/* ------------------------------------------------------------------ */
/* Per-width FP helpers                                                 */

/* ${T} type, ${S} suffix, ${I} same-width int, masks as signed decimals. */
static const char fp_helpers[] =
"define internal ${T} @__lr.ftz.${S}(${T} %x) {\n"
"  %i = bitcast ${T} %x to ${I}\n"
"  %e = and ${I} %i, ${EXP}\n"
"  %sub = icmp eq ${I} %e, 0\n"
"  %s = and ${I} %i, ${SIGN}\n"
"  %r = select i1 %sub, ${I} %s, ${I} %i\n"
"  %f = bitcast ${I} %r to ${T}\n"
"  ret ${T} %f\n"
"}\n"
"define internal i1 @__lr.isnan.${S}(${T} %x) {\n"
"  %i = bitcast ${T} %x to ${I}\n"
"  %a = and ${I} %i, ${ABS}\n"
"  %n = icmp ugt ${I} %a, ${EXP}\n"
"  ret i1 %n\n"
"}\n"
"define internal ${T} @__lr.quiet.${S}(${T} %x) {\n"
"  %i = bitcast ${T} %x to ${I}\n"
"  %q = or ${I} %i, ${QBIT}\n"
"  %f = bitcast ${I} %q to ${T}\n"
"  ret ${T} %f\n"
"}\n"
"define internal ${T} @__lr.dnan.${S}() {\n"
"  %f = bitcast ${I} ${DNAN} to ${T}\n"
"  ret ${T} %f\n"
"}\n"
"; fp.c nan_rule: a NaN result is the first NaN operand quieted, else the default NaN\n"
"define internal ${T} @__lr.nan3.${S}(${T} %r, ${T} %a, ${T} %b, ${T} %c) {\n"
"e:\n"
"  %rn = call i1 @__lr.isnan.${S}(${T} %r)\n"
"  br i1 %rn, label %fix, label %ok\n"
"ok:\n"
"  ret ${T} %r\n"
"fix:\n"
"  %an = call i1 @__lr.isnan.${S}(${T} %a)\n"
"  %bn = call i1 @__lr.isnan.${S}(${T} %b)\n"
"  %cn = call i1 @__lr.isnan.${S}(${T} %c)\n"
"  %d = call ${T} @__lr.dnan.${S}()\n"
"  %v2 = select i1 %cn, ${T} %c, ${T} %d\n"
"  %v1 = select i1 %bn, ${T} %b, ${T} %v2\n"
"  %v0 = select i1 %an, ${T} %a, ${T} %v1\n"
"  %q = call ${T} @__lr.quiet.${S}(${T} %v0)\n"
"  ret ${T} %q\n"
"}\n"
"; math.c fminmax: NaN operands give the other operand (both NaN, or prop\n"
"; (minimum/maximum): the NaN rule); equal values of different signs give\n"
"; -0 for min and +0 for max\n"
"define internal ${T} @__lr.minmax.${S}(${T} %a, ${T} %b, i1 %max, i1 %prop) {\n"
"e:\n"
"  %na = call i1 @__lr.isnan.${S}(${T} %a)\n"
"  %nb = call i1 @__lr.isnan.${S}(${T} %b)\n"
"  %anyn = or i1 %na, %nb\n"
"  br i1 %anyn, label %nan, label %num\n"
"nan:\n"
"  %both = and i1 %na, %nb\n"
"  %p = or i1 %prop, %both\n"
"  br i1 %p, label %rnan, label %other\n"
"rnan:\n"
"  %d = call ${T} @__lr.dnan.${S}()\n"
"  %q = call ${T} @__lr.nan3.${S}(${T} %d, ${T} %a, ${T} %b, ${T} %b)\n"
"  ret ${T} %q\n"
"other:\n"
"  %o = select i1 %na, ${T} %b, ${T} %a\n"
"  ret ${T} %o\n"
"num:\n"
"  %eq = fcmp oeq ${T} %a, %b\n"
"  br i1 %eq, label %equal, label %order\n"
"equal:\n"
"  %ia = bitcast ${T} %a to ${I}\n"
"  %ib = bitcast ${T} %b to ${I}\n"
"  %sa = icmp slt ${I} %ia, 0\n"
"  %sb = icmp slt ${I} %ib, 0\n"
"  %same = icmp eq i1 %sa, %sb\n"
"  %pa = xor i1 %max, %sa\n"
"  %ta = or i1 %same, %pa\n"
"  %r1 = select i1 %ta, ${T} %a, ${T} %b\n"
"  ret ${T} %r1\n"
"order:\n"
"  %lt = fcmp olt ${T} %a, %b\n"
"  %tb = xor i1 %lt, %max\n"
"  %r2 = select i1 %tb, ${T} %a, ${T} %b\n"
"  ret ${T} %r2\n"
"}\n"
"; math.c saturate (PTX cvt .sat): NaN -> +0, [-0, 1] kept, else clamped\n"
"define internal ${T} @__lr.sat.${S}(${T} %a) {\n"
"  %n = call i1 @__lr.isnan.${S}(${T} %a)\n"
"  %z = fcmp oeq ${T} %a, 0.0\n"
"  %neg = fcmp olt ${T} %a, 0.0\n"
"  %gt1 = fcmp ogt ${T} %a, 1.0\n"
"  %v1 = select i1 %gt1, ${T} 1.0, ${T} %a\n"
"  %v2 = select i1 %neg, ${T} 0.0, ${T} %v1\n"
"  %v3 = select i1 %z, ${T} %a, ${T} %v2\n"
"  %v4 = select i1 %n, ${T} 0.0, ${T} %v3\n"
"  ret ${T} %v4\n"
"}\n"
"; llvm.canonicalize (intrin_eval.c): a NaN is quieted, anything else kept\n"
"define internal ${T} @__lr.canon.${S}(${T} %a) {\n"
"  %n = call i1 @__lr.isnan.${S}(${T} %a)\n"
"  %q = call ${T} @__lr.quiet.${S}(${T} %a)\n"
"  %r = select i1 %n, ${T} %q, ${T} %a\n"
"  ret ${T} %r\n"
"}\n";

/* Helpers that do not depend on the width. */
static const char misc_helpers[] =
"; llvm.nvvm.fma.rn.f16 / llvm.fma.f16: the product of two halves is exact\n"
"; in double and, whenever the sum's rounding to half could be affected by a\n"
"; first rounding, the sum is exact in double too, so one double fma then\n"
"; one correctly rounded fptrunc gives the correctly rounded half result\n"
"define internal half @__lr.fma16(half %a, half %b, half %c) {\n"
"  %x = fpext half %a to double\n"
"  %y = fpext half %b to double\n"
"  %z = fpext half %c to double\n"
"  %r = call double @llvm.fma.f64(double %x, double %y, double %z)\n"
"  %h = fptrunc double %r to half\n"
"  %n = call half @__lr.nan3.f16(half %h, half %a, half %b, half %c)\n"
"  ret half %n\n"
"}\n"
"; math.c rcp64h (PTX rcp.approx.ftz.f64, MUFU.RCP64H): t = the upper word of\n"
"; a, subnormal t flushed; NaN -> 0x7fffffff00000000, +-0 -> +-inf, +-inf ->\n"
"; +-0; else 1/t rounded to nearest even at 20 fraction bits (the double\n"
"; quotient rounded again at bit 32: 1/t is never within 2^-53 of a\n"
"; midpoint of the 21-bit grid unless it is one), subnormal results flushed\n"
"define internal double @__lr.rcp64h(double %a) {\n"
"e:\n"
"  %i = bitcast double %a to i64\n"
"  %hi = and i64 %i, -4294967296\n"
"  %abs = and i64 %hi, 9223372036854775807\n"
"  %sgn = and i64 %hi, -9223372036854775808\n"
"  %isnan = icmp ugt i64 %abs, 9218868437227405312\n"
"  br i1 %isnan, label %rnan, label %n1\n"
"rnan:\n"
"  ret double 0x7FFFFFFF00000000\n"
"n1:\n"
"  %ex = and i64 %hi, 9218868437227405312\n"
"  %sub = icmp eq i64 %ex, 0\n"
"  br i1 %sub, label %rinf, label %n2\n"
"rinf:\n"
"  %inf = or i64 %sgn, 9218868437227405312\n"
"  %finf = bitcast i64 %inf to double\n"
"  ret double %finf\n"
"n2:\n"
"  %isinf = icmp eq i64 %abs, 9218868437227405312\n"
"  br i1 %isinf, label %rzero, label %n3\n"
"rzero:\n"
"  %fz = bitcast i64 %sgn to double\n"
"  ret double %fz\n"
"n3:\n"
"  %t = bitcast i64 %hi to double\n"
"  %q = fdiv double 1.0, %t\n"
"  %qi = bitcast double %q to i64\n"
"  %b32 = lshr i64 %qi, 32\n"
"  %odd = and i64 %b32, 1\n"
"  %inc = add i64 %odd, 2147483647\n"
"  %rq = add i64 %qi, %inc\n"
"  %r = and i64 %rq, -4294967296\n"
"  %rex = and i64 %r, 9218868437227405312\n"
"  %rsub = icmp eq i64 %rex, 0\n"
"  %rs = and i64 %r, -9223372036854775808\n"
"  %rf = select i1 %rsub, i64 %rs, i64 %r\n"
"  %d = bitcast i64 %rf to double\n"
"  ret double %d\n"
"}\n"
"; math.c div.approx.f32 (PTX 9.7.3.8): for 2^126 < |b| < 2^128 the result is\n"
"; NaN when a is infinite, else a zero with the sign of a/b; otherwise, as\n"
"; PTX computes it, a * (1/b) with both operations rounded to nearest even\n"
"; (exact model), with the NaN rule\n"
"define internal float @__lr.divapprox(float %a, float %b) {\n"
"e:\n"
"  %bi = bitcast float %b to i32\n"
"  %mb = and i32 %bi, 2147483647\n"
"  %big = icmp ugt i32 %mb, 2122317824\n"
"  %fin = icmp ult i32 %mb, 2139095040\n"
"  %an = call i1 @__lr.isnan.f32(float %a)\n"
"  %notan = xor i1 %an, true\n"
"  %h0 = and i1 %big, %fin\n"
"  %huge = and i1 %h0, %notan\n"
"  br i1 %huge, label %hg, label %div\n"
"hg:\n"
"  %ai = bitcast float %a to i32\n"
"  %ma = and i32 %ai, 2147483647\n"
"  %ainf = icmp eq i32 %ma, 2139095040\n"
"  %x = xor i32 %ai, %bi\n"
"  %s = and i32 %x, -2147483648\n"
"  %v = select i1 %ainf, i32 2143289344, i32 %s\n"
"  %f = bitcast i32 %v to float\n"
"  ret float %f\n"
"div:\n"
"  %rb = fdiv float 1.0, %b\n"
"  %q = fmul float %a, %rb\n"
"  %r = call float @__lr.nan3.f32(float %q, float %a, float %b, float %b)\n"
"  ret float %r\n"
"}\n";

static void emit_fp_helpers(Sb *s) {
  static const char *const w16[] = {"T", "half", "S", "f16", "I", "i16", "EXP", "31744", "SIGN", "-32768",
                                    "ABS", "32767", "QBIT", "512", "DNAN", "32256", NULL};
  static const char *const w32[] = {"T", "float", "S", "f32", "I", "i32", "EXP", "2139095040",
                                    "SIGN", "-2147483648", "ABS", "2147483647", "QBIT", "4194304",
                                    "DNAN", "2143289344", NULL};
  static const char *const w64[] = {"T", "double", "S", "f64", "I", "i64", "EXP", "9218868437227405312",
                                    "SIGN", "-9223372036854775808", "ABS", "9223372036854775807",
                                    "QBIT", "2251799813685248", "DNAN", "9221120237041090560", NULL};
  sb_tmpl(s, fp_helpers, w16);
  sb_tmpl(s, fp_helpers, w32);
  sb_tmpl(s, fp_helpers, w64);
  ir_sb_puts(s, misc_helpers);
}

void lr_prelude_common(Sb *s, LrNames *done, const LrHost *h) {
  char ctx[32], stk[32], ol[32], osp[32], osz[32];
  snprintf(ctx, sizeof ctx, "%zu", h->ctx_size);
  snprintf(stk, sizeof stk, "%zu", h->stack_size);
  snprintf(ol, sizeof ol, "%zu", h->off_link);
  snprintf(osp, sizeof osp, "%zu", h->off_ss_sp);
  snprintf(osz, sizeof osz, "%zu", h->off_ss_size);
  const char *const kv[] = {"CTX", ctx, "STK", stk, "OFFLINK", ol, "OFFSP", osp, "OFFSZ", osz, NULL};
  ir_sb_puts(s, "\n; ---- prelude (passcheck llvmref)\n");
  sb_tmpl(s, prelude_common, kv);
  emit_fp_helpers(s);
  lr_decl(s, done, "declare double @llvm.fma.f64(double, double, double)");
  lr_decl(s, done, "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)");
  static const char *const libm[] = {
    "sinf", "cosf", "tanf", "asinf", "acosf", "atanf", "sinhf", "coshf", "tanhf", "expf", "exp2f", "logf",
    "log2f", "log10f", NULL};
  for (int i = 0; libm[i]; i++) ir_sb_printf(s, "declare float @%s(float)\n", libm[i]);
  for (int i = 0; libm[i]; i++) ir_sb_printf(s, "declare double @%.*s(double)\n", (int)strlen(libm[i]) - 1, libm[i]);
  ir_sb_puts(s, "declare float @atan2f(float, float)\ndeclare float @powf(float, float)\n"
             "declare double @atan2(double, double)\ndeclare double @pow(double, double)\n");
}

/* ------------------------------------------------------------------ */
/* Definitions: framing                                                 */

typedef struct Def {
  Sb *s;                  /* the definition being written */
  Sb *top;                /* where helpers it needs are written (outside it) */
  LrNames *done;
  const IrModule *m;
  const IrFunc *f;
  const char *name;       /* the definition's name (no @) */
  char ret[256];          /* return type text */
  char pt[4][256];        /* parameter type texts */
  uint32_t np;
} Def;

static void def_open(Def *d, bool strictfp) {
  ir_sb_printf(d->s, "define internal %s @%s(", d->ret, d->name);
  for (uint32_t k = 0; k < d->np; k++) ir_sb_printf(d->s, "%s%s %%a%u", k ? ", " : "", d->pt[k], k);
  ir_sb_printf(d->s, ")%s {\n", strictfp ? " strictfp" : "");
}

/* A definition whose whole body is tmpl (${R} return type, ${P0}.. the
 * parameter types, arguments %a0.., plus extra kv pairs). */
static void def_body(Def *d, const char *tmpl, const char *const *extra) {
  const char *kv[40];
  int n = 0;
  static const char *const pn[] = {"P0", "P1", "P2", "P3"};
  kv[n++] = "R", kv[n++] = d->ret;
  for (uint32_t k = 0; k < d->np && k < 4; k++) kv[n++] = pn[k], kv[n++] = d->pt[k];
  for (int i = 0; extra && extra[i] && n < 38; i++) kv[n++] = extra[i];
  kv[n] = NULL;
  def_open(d, false);
  sb_tmpl(d->s, tmpl, kv);
  ir_sb_puts(d->s, "}\n");
}

static void def_call(Def *d, const char *callee, const char *args) {
  def_open(d, false);
  ir_sb_printf(d->s, "  %%r = call %s @%s(%s)\n  ret %s %%r\n}\n", d->ret, callee, args, d->ret);
}

/* Width (16/32/64) of an FP type text, 0 otherwise. */
static unsigned fpw_of(const char *t) {
  return !strcmp(t, "half") ? 16 : !strcmp(t, "float") ? 32 : !strcmp(t, "double") ? 64 : 0;
}
static const char *fpsfx(unsigned w) { return w == 16 ? "f16" : w == 32 ? "f32" : "f64"; }
static const char *fpty(unsigned w) { return w == 16 ? "half" : w == 32 ? "float" : "double"; }
static unsigned int_bits(const char *t) {
  unsigned b = 0;
  return (t[0] == 'i' && sscanf(t + 1, "%u", &b) == 1) ? b : 0;
}

/* ------------------------------------------------------------------ */
/* Grid, synchronization, memory                                        */

static int sreg_index(IrIntrin id) {
  switch (id) {
  case IR_IN_NVVM_TID_X: return 0;
  case IR_IN_NVVM_TID_Y: return 1;
  case IR_IN_NVVM_TID_Z: return 2;
  case IR_IN_NVVM_NTID_X: return 3;
  case IR_IN_NVVM_NTID_Y: return 4;
  case IR_IN_NVVM_NTID_Z: return 5;
  case IR_IN_NVVM_CTAID_X: return 6;
  case IR_IN_NVVM_CTAID_Y: return 7;
  case IR_IN_NVVM_CTAID_Z: return 8;
  case IR_IN_NVVM_NCTAID_X: return 9;
  case IR_IN_NVVM_NCTAID_Y: return 10;
  case IR_IN_NVVM_NCTAID_Z: return 11;
  case IR_IN_NVVM_WARPSIZE: return 12;
  case IR_IN_NVVM_LANEID: return 13;
  default: return -1;
  }
}

static int ocl_index(IrIntrin id) {
  switch (id) {
  case IR_IN_OCL_GET_GLOBAL_ID: return 0;
  case IR_IN_OCL_GET_LOCAL_ID: return 1;
  case IR_IN_OCL_GET_GROUP_ID: return 2;
  case IR_IN_OCL_GET_LOCAL_SIZE: return 3;
  case IR_IN_OCL_GET_NUM_GROUPS: return 4;
  case IR_IN_OCL_GET_GLOBAL_SIZE: return 5;
  default: return -1;
  }
}

/* Warp kinds in vm.h's VM_W_* numbering. */
static int warp_kind(IrIntrin id) {
  switch (id) {
  case IR_IN_NVVM_SHFL_SYNC_IDX_I32: case IR_IN_NVVM_SHFL_SYNC_IDX_F32: return 0;
  case IR_IN_NVVM_SHFL_SYNC_UP_I32: case IR_IN_NVVM_SHFL_SYNC_UP_F32: return 1;
  case IR_IN_NVVM_SHFL_SYNC_DOWN_I32: case IR_IN_NVVM_SHFL_SYNC_DOWN_F32: return 2;
  case IR_IN_NVVM_SHFL_SYNC_BFLY_I32: case IR_IN_NVVM_SHFL_SYNC_BFLY_F32: return 3;
  case IR_IN_NVVM_VOTE_ALL_SYNC: return 4;
  case IR_IN_NVVM_VOTE_ANY_SYNC: return 5;
  case IR_IN_NVVM_VOTE_UNI_SYNC: return 6;
  case IR_IN_NVVM_VOTE_BALLOT_SYNC: return 7;
  case IR_IN_NVVM_ACTIVEMASK: return 8;
  case IR_IN_NVVM_BAR_WARP_SYNC: return 9;
  default: return -1;
  }
}

static bool def_warp(Def *d, int kind) {
  char k[16];
  snprintf(k, sizeof k, "%d", kind);
  const char *const kv[] = {"K", k, NULL};
  if (kind <= 3) {  /* shfl.sync(mask, value, b, c): the value travels as 64 bits */
    bool fp = !strcmp(d->pt[1], "float");
    def_body(d, fp ? "  %v = bitcast float %a1 to i32\n  %v64 = zext i32 %v to i64\n"
                     "  %r64 = call i64 @__lr.warp(i32 ${K}, i32 %a0, i64 %v64, i32 %a2, i32 %a3)\n"
                     "  %r32 = trunc i64 %r64 to i32\n  %r = bitcast i32 %r32 to float\n  ret float %r\n"
                   : "  %v64 = zext i32 %a1 to i64\n"
                     "  %r64 = call i64 @__lr.warp(i32 ${K}, i32 %a0, i64 %v64, i32 %a2, i32 %a3)\n"
                     "  %r = trunc i64 %r64 to i32\n  ret i32 %r\n", kv);
  } else if (kind <= 7) {  /* vote.sync(mask, pred) */
    def_body(d, "  %v64 = zext i1 %a1 to i64\n"
                "  %r64 = call i64 @__lr.warp(i32 ${K}, i32 %a0, i64 %v64, i32 0, i32 0)\n"
                "  %r = trunc i64 %r64 to ${R}\n  ret ${R} %r\n", kv);
  } else if (kind == 8) {
    def_body(d, "  %r64 = call i64 @__lr.warp(i32 8, i32 -1, i64 0, i32 0, i32 0)\n"
                "  %r = trunc i64 %r64 to i32\n  ret i32 %r\n", kv);
  } else {
    def_body(d, "  %r64 = call i64 @__lr.warp(i32 9, i32 %a0, i64 0, i32 0, i32 0)\n  ret void\n", kv);
  }
  return true;
}

/* Grid, barrier, warp, memory callees; -1 when id is not one of them. */
static int def_grid(Def *d, IrIntrin id) {
  char tmp[64];
  int k = sreg_index(id);
  if (k >= 0) {
    snprintf(tmp, sizeof tmp, "i32 %d", k);
    def_call(d, "__lr.sreg", tmp);
    return 1;
  }
  if ((k = ocl_index(id)) >= 0) {
    snprintf(tmp, sizeof tmp, "i32 %d, i32 %%a0", k);
    def_call(d, "__lr.ocl", tmp);
    return 1;
  }
  if ((k = warp_kind(id)) >= 0) return def_warp(d, k);
  switch (id) {
  /* vm_compile.c: barrier0 and OpenCL barrier are barrier 0, barrier.sync /
   * bar.sync take their id; membar orders memory only (every access is
   * sequential here) */
  case IR_IN_NVVM_BARRIER0: case IR_IN_OCL_BARRIER:
    def_body(d, "  call void @__lr.barrier(i32 0)\n  ret void\n", NULL);
    return 1;
  case IR_IN_NVVM_BARRIER_SYNC: case IR_IN_NVVM_BAR_SYNC:
    def_body(d, "  call void @__lr.barrier(i32 %a0)\n  ret void\n", NULL);
    return 1;
  case IR_IN_NVVM_MEMBAR_CTA: case IR_IN_NVVM_MEMBAR_GL: case IR_IN_NVVM_MEMBAR_SYS:
    def_body(d, "  ret void\n", NULL);
    return 1;
  /* ld.global.nc: a plain load (the interpreter checks the alignment the
   * second operand states; a misaligned run is UB and never runs here) */
  case IR_IN_NVVM_LDG_GLOBAL_F: case IR_IN_NVVM_LDG_GLOBAL_I:
    def_body(d, "  %r = load ${R}, ptr %a0, align 1\n  ret ${R} %r\n", NULL);
    return 1;
  /* PTX atom.inc: "((old >= b) ? 0 : (old+1))"; atom.dec: "(((old == 0) ||
   * (old > b)) ? b : (old-1))"; threads run one at a time, so a load and a
   * store are atomic */
  case IR_IN_NVVM_ATOMIC_LOAD_INC_32:
    def_body(d, "  %o = load i32, ptr %a0\n  %w = icmp uge i32 %o, %a1\n  %i = add i32 %o, 1\n"
                "  %n = select i1 %w, i32 0, i32 %i\n  store i32 %n, ptr %a0\n  ret i32 %o\n", NULL);
    return 1;
  case IR_IN_NVVM_ATOMIC_LOAD_DEC_32:
    def_body(d, "  %o = load i32, ptr %a0\n  %z = icmp eq i32 %o, 0\n  %g = icmp ugt i32 %o, %a1\n"
                "  %w = or i1 %z, %g\n  %i = sub i32 %o, 1\n  %n = select i1 %w, i32 %a1, i32 %i\n"
                "  store i32 %n, ptr %a0\n  ret i32 %o\n", NULL);
    return 1;
  default: return -1;
  }
}

/* ------------------------------------------------------------------ */
/* Integer operations (intrin_eval.c nvvm_int, ori_int, ori_setp)       */

static const char prmt_body[] =
"  %src0 = zext i32 %a0 to i64\n"
"  %src1 = zext i32 %a1 to i64\n"
"  %src2 = shl i64 %src1, 32\n"
"  %src = or i64 %src0, %src2\n"
"  %b0 = call i32 @__lr.prmt1(i64 %src, i32 %a2, i32 0)\n"
"  %b1 = call i32 @__lr.prmt1(i64 %src, i32 %a2, i32 1)\n"
"  %b2 = call i32 @__lr.prmt1(i64 %src, i32 %a2, i32 2)\n"
"  %b3 = call i32 @__lr.prmt1(i64 %src, i32 %a2, i32 3)\n"
"  %o01 = or i32 %b0, %b1\n  %o23 = or i32 %b2, %b3\n  %r = or i32 %o01, %o23\n  ret i32 %r\n";

/* PTX prmt (default mode): target byte i from selector nibble i of c: the
 * 3 low bits pick one of the 8 source bytes of {b, a}, bit 3 replicates
 * that byte's sign */
static const char prmt1_helper[] =
"define internal i32 @__lr.prmt1(i64 %src, i32 %c, i32 %i) {\n"
"  %sh = shl i32 %i, 2\n  %sel0 = lshr i32 %c, %sh\n  %sel = and i32 %sel0, 15\n"
"  %which = and i32 %sel, 7\n  %bsh = shl i32 %which, 3\n  %bsh64 = zext i32 %bsh to i64\n"
"  %v64 = lshr i64 %src, %bsh64\n  %v32 = trunc i64 %v64 to i32\n  %byte = and i32 %v32, 255\n"
"  %rep = and i32 %sel, 8\n  %isrep = icmp ne i32 %rep, 0\n  %sb = and i32 %byte, 128\n"
"  %neg = icmp ne i32 %sb, 0\n  %fill = select i1 %neg, i32 255, i32 0\n"
"  %b = select i1 %isrep, i32 %fill, i32 %byte\n  %osh = shl i32 %i, 3\n  %r = shl i32 %b, %osh\n"
"  ret i32 %r\n}\n";

/* PTX lop3: result bit = bit (a<<2 | b<<1 | c) of the 8-bit table */
static const char lop3_body[] =
"  %na = xor i32 %a0, -1\n  %nb = xor i32 %a1, -1\n  %nc = xor i32 %a2, -1\n"
"  %t0a = and i32 %na, %nb\n  %t0 = and i32 %t0a, %nc\n  %t1 = and i32 %t0a, %a2\n"
"  %t2a = and i32 %na, %a1\n  %t2 = and i32 %t2a, %nc\n  %t3 = and i32 %t2a, %a2\n"
"  %t4a = and i32 %a0, %nb\n  %t4 = and i32 %t4a, %nc\n  %t5 = and i32 %t4a, %a2\n"
"  %t6a = and i32 %a0, %a1\n  %t6 = and i32 %t6a, %nc\n  %t7 = and i32 %t6a, %a2\n"
"  %m0 = call i32 @__lr.lutbit(i32 %a3, i32 0)\n  %m1 = call i32 @__lr.lutbit(i32 %a3, i32 1)\n"
"  %m2 = call i32 @__lr.lutbit(i32 %a3, i32 2)\n  %m3 = call i32 @__lr.lutbit(i32 %a3, i32 3)\n"
"  %m4 = call i32 @__lr.lutbit(i32 %a3, i32 4)\n  %m5 = call i32 @__lr.lutbit(i32 %a3, i32 5)\n"
"  %m6 = call i32 @__lr.lutbit(i32 %a3, i32 6)\n  %m7 = call i32 @__lr.lutbit(i32 %a3, i32 7)\n"
"  %u0 = and i32 %t0, %m0\n  %u1 = and i32 %t1, %m1\n  %u2 = and i32 %t2, %m2\n  %u3 = and i32 %t3, %m3\n"
"  %u4 = and i32 %t4, %m4\n  %u5 = and i32 %t5, %m5\n  %u6 = and i32 %t6, %m6\n  %u7 = and i32 %t7, %m7\n"
"  %v0 = or i32 %u0, %u1\n  %v1 = or i32 %u2, %u3\n  %v2 = or i32 %u4, %u5\n  %v3 = or i32 %u6, %u7\n"
"  %w0 = or i32 %v0, %v1\n  %w1 = or i32 %v2, %v3\n  %r = or i32 %w0, %w1\n  ret i32 %r\n";

static const char lutbit_helper[] =
"define internal i32 @__lr.lutbit(i32 %lut, i32 %i) {\n"
"  %s = lshr i32 %lut, %i\n  %b = and i32 %s, 1\n  %m = sub i32 0, %b\n  ret i32 %m\n}\n";

/* PTX bfe: pos = b & 0xff, len = c & 0xff; the bits pos .. e = min(pos +
 * len - 1, msb) of a, extended from bit e (signed) or with zeros; 0 when
 * len is 0; a field starting beyond msb is all copies of the sign bit
 * (signed) or 0.  Shifting left by msb - e and back right by msb - e + pos
 * does both. */
static const char bfe_body[] =
"  %pos0 = and i32 %a1, 255\n  %len0 = and i32 %a2, 255\n"
"  %pos = ${EXT} i32 %pos0 to ${I}\n  %len = ${EXT} i32 %len0 to ${I}\n"
"  %pl = add ${I} %pos, %len\n  %e0 = sub ${I} %pl, 1\n  %elt = icmp ult ${I} %e0, ${MSB}\n"
"  %e = select i1 %elt, ${I} %e0, ${I} ${MSB}\n"
"  %past = icmp ugt ${I} %pos, ${MSB}\n  %zlen = icmp eq ${I} %len, 0\n"
"  %l = sub ${I} ${MSB}, %e\n  %rr0 = add ${I} %l, %pos\n"
"  %hi = shl ${I} %a0, %l\n  %rr = select i1 %past, ${I} ${MSB}, ${I} %rr0\n"
"  %hi2 = select i1 %past, ${I} %a0, ${I} %hi\n"
"  %v = ${SHR} ${I} %hi2, %rr\n  %vz = select i1 %past, ${I} ${PASTV}, ${I} %v\n"
"  %r = select i1 %zlen, ${I} 0, ${I} %vz\n  ret ${I} %r\n";

static const char *const setp_int_body =
"  %lt = icmp ${LT} ${P0} %a0, %a1\n  %eq = icmp eq ${P0} %a0, %a1\n  %gt = icmp ${GT} ${P0} %a0, %a1\n"
"  %le = or i1 %lt, %eq\n  %ne = xor i1 %eq, true\n  %ge = or i1 %gt, %eq\n"
"  switch i32 %a2, label %f [ i32 1, label %c1  i32 2, label %c2  i32 3, label %c3  i32 4, label %c4"
"  i32 5, label %c5  i32 6, label %c6  i32 7, label %t ]\n"
"f:\n  ret i1 false\nt:\n  ret i1 true\nc1:\n  ret i1 %lt\nc2:\n  ret i1 %eq\nc3:\n  ret i1 %le\n"
"c4:\n  ret i1 %gt\nc5:\n  ret i1 %ne\nc6:\n  ret i1 %ge\n";

/* FSETP codes (ir.h IrSetpCode): ordered lt eq le gt ne ge, num, nan, the
 * unordered ...u forms, t */
static const char *const setp_fp_body =
"  %lt = fcmp olt ${P0} %a0, %a1\n  %eq = fcmp oeq ${P0} %a0, %a1\n  %le = fcmp ole ${P0} %a0, %a1\n"
"  %gt = fcmp ogt ${P0} %a0, %a1\n  %ne = fcmp one ${P0} %a0, %a1\n  %ge = fcmp oge ${P0} %a0, %a1\n"
"  %num = fcmp ord ${P0} %a0, %a1\n  %nan = fcmp uno ${P0} %a0, %a1\n  %ltu = fcmp ult ${P0} %a0, %a1\n"
"  %equ = fcmp ueq ${P0} %a0, %a1\n  %leu = fcmp ule ${P0} %a0, %a1\n  %gtu = fcmp ugt ${P0} %a0, %a1\n"
"  %neu = fcmp une ${P0} %a0, %a1\n  %geu = fcmp uge ${P0} %a0, %a1\n"
"  switch i32 %a2, label %f [ i32 1, label %c1  i32 2, label %c2  i32 3, label %c3  i32 4, label %c4"
"  i32 5, label %c5  i32 6, label %c6  i32 7, label %c7  i32 8, label %c8  i32 9, label %c9"
"  i32 10, label %c10  i32 11, label %c11  i32 12, label %c12  i32 13, label %c13  i32 14, label %c14"
"  i32 15, label %t ]\n"
"f:\n  ret i1 false\nt:\n  ret i1 true\nc1:\n  ret i1 %lt\nc2:\n  ret i1 %eq\nc3:\n  ret i1 %le\n"
"c4:\n  ret i1 %gt\nc5:\n  ret i1 %ne\nc6:\n  ret i1 %ge\nc7:\n  ret i1 %num\nc8:\n  ret i1 %nan\n"
"c9:\n  ret i1 %ltu\nc10:\n  ret i1 %equ\nc11:\n  ret i1 %leu\nc12:\n  ret i1 %gtu\nc13:\n  ret i1 %neu\n"
"c14:\n  ret i1 %geu\n";

static void need(Def *d, const char *name, const char *text) {
  if (lr_names_add(d->done, name)) ir_sb_puts(d->top, text);
}

static bool def_bfe(Def *d, bool sgn) {
  bool w64 = !strcmp(d->ret, "i64");
  const char *const kv[] = {"I", w64 ? "i64" : "i32", "EXT", w64 ? "zext" : "bitcast", "MSB", w64 ? "63" : "31",
                            "SHR", sgn ? "ashr" : "lshr",
                            "PASTV", sgn ? "%v" : "0", NULL};
  def_body(d, bfe_body, kv);
  return true;
}

/* Declarations of the integer intrinsics def_int / def_ori call. */
static void need_int_decls(Def *d) {
  static const char *const it[] = {"i32", "i64", NULL};
  for (int i = 0; it[i]; i++) {
    const char *t = it[i];
    lr_decl(d->top, d->done, "declare %s @llvm.ctlz.%s(%s, i1)", t, t, t);
    lr_decl(d->top, d->done, "declare %s @llvm.ctpop.%s(%s)", t, t, t);
    lr_decl(d->top, d->done, "declare %s @llvm.bitreverse.%s(%s)", t, t, t);
    static const char *const mm[] = {"smax", "smin", "umax", "umin", NULL};
    for (int j = 0; mm[j]; j++) lr_decl(d->top, d->done, "declare %s @llvm.%s.%s(%s, %s)", t, mm[j], t, t, t);
  }
}

static int def_int(Def *d, IrIntrin id) {
  need_int_decls(d);
  switch (id) {
  /* 9.7.1.15 clz, 9.7.1.14 popc, 9.7.1.18 brev */
  case IR_IN_NVVM_CLZ_I: def_body(d, "  %r = call i32 @llvm.ctlz.i32(i32 %a0, i1 false)\n  ret i32 %r\n", NULL); break;
  case IR_IN_NVVM_CLZ_LL:
    def_body(d, "  %c = call i64 @llvm.ctlz.i64(i64 %a0, i1 false)\n  %r = trunc i64 %c to i32\n  ret i32 %r\n", NULL);
    break;
  case IR_IN_NVVM_POPC_I: case IR_IN_ORI_POPC_B32:
    def_body(d, "  %r = call i32 @llvm.ctpop.i32(i32 %a0)\n  ret i32 %r\n", NULL);
    break;
  case IR_IN_NVVM_POPC_LL:
    def_body(d, "  %c = call i64 @llvm.ctpop.i64(i64 %a0)\n  %r = trunc i64 %c to i32\n  ret i32 %r\n", NULL);
    break;
  case IR_IN_NVVM_BREV32: def_body(d, "  %r = call i32 @llvm.bitreverse.i32(i32 %a0)\n  ret i32 %r\n", NULL); break;
  case IR_IN_NVVM_BREV64: def_body(d, "  %r = call i64 @llvm.bitreverse.i64(i64 %a0)\n  ret i64 %r\n", NULL); break;
  /* 9.7.1.3 mul.hi: the high half of the full product */
  case IR_IN_NVVM_MULHI_I: case IR_IN_NVVM_MULHI_UI: case IR_IN_NVVM_MULHI_LL: case IR_IN_NVVM_MULHI_ULL: {
    bool sgn = id == IR_IN_NVVM_MULHI_I || id == IR_IN_NVVM_MULHI_LL;
    bool w64 = id == IR_IN_NVVM_MULHI_LL || id == IR_IN_NVVM_MULHI_ULL;
    const char *const kv[] = {"X", sgn ? "sext" : "zext", "W", w64 ? "i128" : "i64", "N", w64 ? "64" : "32", NULL};
    def_body(d, "  %x = ${X} ${R} %a0 to ${W}\n  %y = ${X} ${R} %a1 to ${W}\n  %p = mul ${W} %x, %y\n"
                "  %h = lshr ${W} %p, ${N}\n  %r = trunc ${W} %h to ${R}\n  ret ${R} %r\n", kv);
    break;
  }
  /* 9.7.1.5 mul24.lo: the low 32 bits of the product of the 24-bit values */
  case IR_IN_NVVM_MUL24_I:
    def_body(d, "  %x0 = shl i32 %a0, 8\n  %x1 = ashr i32 %x0, 8\n  %y0 = shl i32 %a1, 8\n  %y1 = ashr i32 %y0, 8\n"
                "  %r = mul i32 %x1, %y1\n  ret i32 %r\n", NULL);
    break;
  case IR_IN_NVVM_MUL24_UI:
    def_body(d, "  %x = and i32 %a0, 16777215\n  %y = and i32 %a1, 16777215\n  %r = mul i32 %x, %y\n  ret i32 %r\n", NULL);
    break;
  case IR_IN_NVVM_MAX_I: case IR_IN_NVVM_MAX_LL:
    def_body(d, "  %r = call ${R} @llvm.smax.${R}(${R} %a0, ${R} %a1)\n  ret ${R} %r\n", NULL);
    break;
  case IR_IN_NVVM_MIN_I: case IR_IN_NVVM_MIN_LL:
    def_body(d, "  %r = call ${R} @llvm.smin.${R}(${R} %a0, ${R} %a1)\n  ret ${R} %r\n", NULL);
    break;
  case IR_IN_NVVM_MAX_UI: case IR_IN_NVVM_MAX_ULL:
    def_body(d, "  %r = call ${R} @llvm.umax.${R}(${R} %a0, ${R} %a1)\n  ret ${R} %r\n", NULL);
    break;
  case IR_IN_NVVM_MIN_UI: case IR_IN_NVVM_MIN_ULL:
    def_body(d, "  %r = call ${R} @llvm.umin.${R}(${R} %a0, ${R} %a1)\n  ret ${R} %r\n", NULL);
    break;
  case IR_IN_NVVM_PRMT: case IR_IN_ORI_PRMT_B32:
    need(d, "__lr.prmt1", prmt1_helper);
    def_body(d, prmt_body, NULL);
    break;
  /* mov.b32 / mov.b64 */
  case IR_IN_NVVM_BITCAST_F2I: case IR_IN_NVVM_BITCAST_I2F: case IR_IN_NVVM_BITCAST_D2LL:
  case IR_IN_NVVM_BITCAST_LL2D:
    def_body(d, "  %r = bitcast ${P0} %a0 to ${R}\n  ret ${R} %r\n", NULL);
    break;
  default: return -1;
  }
  return 1;
}

static int def_ori(Def *d, IrIntrin id) {
  need_int_decls(d);
  switch (id) {
  case IR_IN_ORI_BFE_S32: case IR_IN_ORI_BFE_S64: return def_bfe(d, true);
  case IR_IN_ORI_BFE_U32: case IR_IN_ORI_BFE_U64: return def_bfe(d, false);
  /* PTX bfind: the most significant 1 (signed: of ~a for negative a), 0xffffffff when none */
  case IR_IN_ORI_FLO_S32: case IR_IN_ORI_FLO_U32:
    def_body(d, id == IR_IN_ORI_FLO_S32
                    ? "  %neg = icmp slt i32 %a0, 0\n  %inv = xor i32 %a0, -1\n  %x = select i1 %neg, i32 %inv, i32 %a0\n"
                      "  %c = call i32 @llvm.ctlz.i32(i32 %x, i1 false)\n  %r = sub i32 31, %c\n  ret i32 %r\n"
                    : "  %c = call i32 @llvm.ctlz.i32(i32 %a0, i1 false)\n  %r = sub i32 31, %c\n  ret i32 %r\n",
             NULL);
    return 1;  /* 31 - 32 = -1 = 0xffffffff for a zero operand */
  case IR_IN_ORI_IADD3_I32:
    def_body(d, "  %s = add i32 %a0, %a1\n  %r = add i32 %s, %a2\n  ret i32 %r\n", NULL);
    return 1;
  /* IMAD = mad.lo, IMAD.HI = mad.hi, IMAD.WIDE = mad.wide (PTX 9.7.1.4) */
  case IR_IN_ORI_IMAD_I32:
    def_body(d, "  %p = mul i32 %a0, %a1\n  %r = add i32 %p, %a2\n  ret i32 %r\n", NULL);
    return 1;
  case IR_IN_ORI_IMAD_HI_S32: case IR_IN_ORI_IMAD_HI_U32: {
    const char *const kv[] = {"X", id == IR_IN_ORI_IMAD_HI_S32 ? "sext" : "zext", NULL};
    def_body(d, "  %x = ${X} i32 %a0 to i64\n  %y = ${X} i32 %a1 to i64\n  %p = mul i64 %x, %y\n"
                "  %h = lshr i64 %p, 32\n  %t = trunc i64 %h to i32\n  %r = add i32 %t, %a2\n  ret i32 %r\n", kv);
    return 1;
  }
  case IR_IN_ORI_IMAD_WIDE_S32: case IR_IN_ORI_IMAD_WIDE_U32: {
    const char *const kv[] = {"X", id == IR_IN_ORI_IMAD_WIDE_S32 ? "sext" : "zext", NULL};
    def_body(d, "  %x = ${X} i32 %a0 to i64\n  %y = ${X} i32 %a1 to i64\n  %p = mul i64 %x, %y\n"
                "  %r = add i64 %p, %a2\n  ret i64 %r\n", kv);
    return 1;
  }
  /* LEA as modelled by intrin_eval.c: (a << (s mod w)) + b */
  case IR_IN_ORI_LEA_I32:
    def_body(d, "  %s = and i32 %a2, 31\n  %x = shl i32 %a0, %s\n  %r = add i32 %x, %a1\n  ret i32 %r\n", NULL);
    return 1;
  case IR_IN_ORI_LEA_I64:
    def_body(d, "  %s0 = and i32 %a2, 63\n  %s = zext i32 %s0 to i64\n  %x = shl i64 %a0, %s\n"
                "  %r = add i64 %x, %a1\n  ret i64 %r\n", NULL);
    return 1;
  case IR_IN_ORI_LOP3_B32:
    need(d, "__lr.lutbit", lutbit_helper);
    def_body(d, lop3_body, NULL);
    return 1;
  /* PTX shf: n = clamp ? min(c, 32) : c & 31; .l: upper half of [b,a] << n;
   * .r: lower half of [b,a] >> n */
  case IR_IN_ORI_SHF_L_CLAMP: case IR_IN_ORI_SHF_L_WRAP: case IR_IN_ORI_SHF_R_CLAMP: case IR_IN_ORI_SHF_R_WRAP: {
    bool clamp = id == IR_IN_ORI_SHF_L_CLAMP || id == IR_IN_ORI_SHF_R_CLAMP;
    bool left = id == IR_IN_ORI_SHF_L_CLAMP || id == IR_IN_ORI_SHF_L_WRAP;
    const char *const kv[] = {"N", clamp ? "  %n = call i32 @llvm.umin.i32(i32 %a2, i32 32)\n" : "  %n = and i32 %a2, 31\n",
                              "SH", left ? "  %s = shl i64 %v, %n64\n  %h = lshr i64 %s, 32\n"
                                         : "  %h = lshr i64 %v, %n64\n", NULL};
    def_body(d, "${N}  %n64 = zext i32 %n to i64\n  %lo = zext i32 %a0 to i64\n  %hi0 = zext i32 %a1 to i64\n"
                "  %hi = shl i64 %hi0, 32\n  %v = or i64 %hi, %lo\n${SH}  %r = trunc i64 %h to i32\n  ret i32 %r\n", kv);
    return 1;
  }
  case IR_IN_ORI_ISETP_S32: case IR_IN_ORI_ISETP_S64: {
    const char *const kv[] = {"LT", "slt", "GT", "sgt", NULL};
    def_body(d, setp_int_body, kv);
    return 1;
  }
  case IR_IN_ORI_ISETP_U32: case IR_IN_ORI_ISETP_U64: {
    const char *const kv[] = {"LT", "ult", "GT", "ugt", NULL};
    def_body(d, setp_int_body, kv);
    return 1;
  }
  case IR_IN_ORI_FSETP_F32: case IR_IN_ORI_FSETP_F64:
    def_body(d, setp_fp_body, NULL);
    return 1;
  default: return -1;
  }
}

/* ------------------------------------------------------------------ */
/* Rounded operations                                                   */

typedef enum { RM_RN, RM_RZ, RM_RM, RM_RP } EvRoundMode;

static EvRoundMode mode_of(uint32_t attrs) {
  return (attrs & IR_A_RZ) ? RM_RZ : (attrs & IR_A_RM) ? RM_RM : (attrs & IR_A_RP) ? RM_RP : RM_RN;
}
static const char *mode_name(EvRoundMode r) { return r == RM_RZ ? "rz" : r == RM_RM ? "rm" : r == RM_RP ? "rp" : "rn"; }
/* x86 fesetround values: FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO */
static int fe_of(EvRoundMode r) { return r == RM_RZ ? 0xc00 : r == RM_RM ? 0x400 : r == RM_RP ? 0x800 : 0; }

/* @__lr.rop.<op>.<mode>.<sfx>: one constrained operation under a rounding
 * mode set by fesetround around it.  op: fadd fmul fdiv fma sqrt rcp
 * fptrunc sitofp uitofp.  rt / at: result and operand types. */
static void need_rop(Def *d, char *name, size_t n, const char *op, EvRoundMode r, const char *rt,
                     const char *at) {
  snprintf(name, n, "__lr.rop.%s.%s.%s.%s", op, mode_name(r), rt, at);
  if (!lr_names_add(d->done, name)) return;
  Sb *s = d->top;
  unsigned na = !strcmp(op, "fma") ? 3 : (!strcmp(op, "fadd") || !strcmp(op, "fmul") || !strcmp(op, "fdiv")) ? 2 : 1;
  ir_sb_printf(s, "define internal %s @%s(", rt, name);
  for (unsigned k = 0; k < na; k++) ir_sb_printf(s, "%s%s %%a%u", k ? ", " : "", at, k);
  ir_sb_printf(s, ") strictfp {\n");
  if (r != RM_RN) ir_sb_printf(s, "  %%m = call i32 @fesetround(i32 %d) strictfp\n", fe_of(r));
  char ov[96];
  const char *cop = !strcmp(op, "rcp") ? "fdiv" : op;
  unsigned aw = fpw_of(at), rw = fpw_of(rt);
  if (!strcmp(op, "fptrunc") || !strcmp(op, "sitofp") || !strcmp(op, "uitofp"))
    snprintf(ov, sizeof ov, "%s.%s", rw ? fpsfx(rw) : rt, aw ? fpsfx(aw) : at);
  else snprintf(ov, sizeof ov, "%s", fpsfx(rw));
  ir_sb_printf(s, "  %%r = call %s @llvm.experimental.constrained.%s.%s(", rt, cop, ov);
  if (!strcmp(op, "rcp")) ir_sb_printf(s, "%s 1.0, %s %%a0", at, at);
  else for (unsigned k = 0; k < na; k++) ir_sb_printf(s, "%s%s %%a%u", k ? ", " : "", at, k);
  ir_sb_printf(s, ", metadata !\"round.dynamic\", metadata !\"fpexcept.strict\") strictfp\n");
  if (r != RM_RN) ir_sb_puts(s, "  %m2 = call i32 @fesetround(i32 0) strictfp\n");
  ir_sb_printf(s, "  ret %s %%r\n}\n", rt);
  /* the intrinsic's declaration */
  char args[128] = "";
  unsigned nd = !strcmp(op, "rcp") ? 2 : na;
  for (unsigned k = 0; k < nd; k++) snprintf(args + strlen(args), sizeof args - strlen(args), "%s, ", at);
  lr_decl(s, d->done, "declare %s @llvm.experimental.constrained.%s.%s(%smetadata, metadata)", rt, cop, ov, args);
}

/* ------------------------------------------------------------------ */
/* FP math (intrin_eval.c fp_math, math.c sem_math / sem_approx)        */

typedef enum { MV_NORMAL, MV_RNE, MV_PTXNAN, MV_RCP64H, MV_DIVAPPROX } MathVariant;

static const char *host_name(unsigned fn) {
  switch (fn) {
  case IR_MF_SIN: case IR_MF_COS: case IR_MF_TAN: case IR_MF_ASIN: case IR_MF_ACOS: case IR_MF_ATAN:
  case IR_MF_ATAN2: case IR_MF_SINH: case IR_MF_COSH: case IR_MF_TANH: case IR_MF_EXP: case IR_MF_EXP2:
  case IR_MF_LOG: case IR_MF_LOG2: case IR_MF_LOG10: case IR_MF_POW:
    return ir_mathfn_name[fn];
  default: return NULL;
  }
}

/* math.c host_model: the float libm for binary32 (binary16 through it),
 * the double libm for binary64; RSQRT is 1 / sqrt in that format; a NaN
 * result takes the NaN rule over the operands. */
static void emit_host(Sb *s, unsigned fn, unsigned w, const char *hn, unsigned n) {
  const char *T = fpty(w), *S = fpsfx(w);
  const char *CT = w == 64 ? "double" : "float";
  if (w == 16)
    for (unsigned k = 0; k < n; k++) ir_sb_printf(s, "  %%y%u = fpext half %%x%u to float\n", k, k);
  else
    for (unsigned k = 0; k < n; k++) ir_sb_printf(s, "  %%y%u = bitcast %s %%x%u to %s\n", k, T, k, T);
  if (fn == IR_MF_RSQRT)
    ir_sb_printf(s, "  %%sq = call %s @llvm.sqrt.%s(%s %%y0)\n  %%h = fdiv %s 1.0, %%sq\n", CT,
              w == 64 ? "f64" : "f32", CT, CT);
  else if (n == 2)
    ir_sb_printf(s, "  %%h = call %s @%s%s(%s %%y0, %s %%y1)\n", CT, hn, w == 64 ? "" : "f", CT, CT);
  else
    ir_sb_printf(s, "  %%h = call %s @%s%s(%s %%y0)\n", CT, hn, w == 64 ? "" : "f", CT);
  if (w == 16) ir_sb_puts(s, "  %hv = fptrunc float %h to half\n");
  else ir_sb_printf(s, "  %%hv = bitcast %s %%h to %s\n", T, T);
  ir_sb_printf(s, "  %%v = call %s @__lr.nan3.%s(%s %%hv, %s %%x0, %s %%x%u, %s %%x%u)\n", T, S, T, T, T,
            n > 1 ? 1 : 0, T, n > 1 ? 1 : 0);
}

/* Emits "%v = <fn>(x0[, x1, x2])" for width w into the current body
 * (operands %x0.. of type T); returns false for an unhandled fn. */
static bool emit_value(Def *d, unsigned fn, unsigned w, EvRoundMode r, unsigned n) {
  Sb *s = d->s;
  const char *T = fpty(w), *S = fpsfx(w), *hn = host_name(fn);
  char rop[160];
  if (hn || fn == IR_MF_RSQRT) {
    emit_host(s, fn, w, hn, n);
    return true;
  }
  switch (fn) {
  case IR_MF_FABS: case IR_MF_CEIL: case IR_MF_FLOOR: case IR_MF_TRUNC: case IR_MF_ROUND:
  case IR_MF_ROUNDEVEN: case IR_MF_RINT: case IR_MF_NEARBYINT: {
    const char *in = fn == IR_MF_FABS ? "fabs" : fn == IR_MF_CEIL ? "ceil" : fn == IR_MF_FLOOR ? "floor"
                   : fn == IR_MF_TRUNC ? "trunc" : fn == IR_MF_ROUND ? "round" : fn == IR_MF_ROUNDEVEN ? "roundeven"
                   : r == RM_RZ ? "trunc" : r == RM_RM ? "floor" : r == RM_RP ? "ceil" : "roundeven";
    ir_sb_printf(s, "  %%v = call %s @llvm.%s.%s(%s %%x0)\n", T, in, S, T);
    return true;
  }
  case IR_MF_COPYSIGN: ir_sb_printf(s, "  %%v = call %s @llvm.copysign.%s(%s %%x0, %s %%x1)\n", T, S, T, T); return true;
  case IR_MF_FMIN: case IR_MF_FMAX: case IR_MF_MINIMUM: case IR_MF_MAXIMUM:
    ir_sb_printf(s, "  %%v = call %s @__lr.minmax.%s(%s %%x0, %s %%x1, i1 %s, i1 %s)\n", T, S, T, T,
              fn == IR_MF_FMAX || fn == IR_MF_MAXIMUM ? "true" : "false",
              fn == IR_MF_MINIMUM || fn == IR_MF_MAXIMUM ? "true" : "false");
    return true;
  case IR_MF_SATURATE: ir_sb_printf(s, "  %%v = call %s @__lr.sat.%s(%s %%x0)\n", T, S, T); return true;
  case IR_MF_FMOD:
    ir_sb_printf(s, "  %%h = frem %s %%x0, %%x1\n  %%v = call %s @__lr.nan3.%s(%s %%h, %s %%x0, %s %%x1, %s %%x1)\n",
              T, T, S, T, T, T, T);
    return true;
  case IR_MF_FMA:
    if (w == 16 && r == RM_RN) {
      ir_sb_puts(s, "  %v = call half @__lr.fma16(half %x0, half %x1, half %x2)\n");
      return true;
    }
    if (w == 16) return false;
    need_rop(d, rop, sizeof rop, "fma", r, T, T);
    ir_sb_printf(s, "  %%h = call %s @%s(%s %%x0, %s %%x1, %s %%x2) strictfp\n", T, rop, T, T, T);
    ir_sb_printf(s, "  %%v = call %s @__lr.nan3.%s(%s %%h, %s %%x0, %s %%x1, %s %%x2)\n", T, S, T, T, T, T);
    return true;
  case IR_MF_ADD: case IR_MF_MUL: case IR_MF_DIV:
    if (w == 16) return false;
    need_rop(d, rop, sizeof rop, fn == IR_MF_ADD ? "fadd" : fn == IR_MF_MUL ? "fmul" : "fdiv", r, T, T);
    ir_sb_printf(s, "  %%h = call %s @%s(%s %%x0, %s %%x1) strictfp\n", T, rop, T, T);
    ir_sb_printf(s, "  %%v = call %s @__lr.nan3.%s(%s %%h, %s %%x0, %s %%x1, %s %%x1)\n", T, S, T, T, T, T);
    return true;
  case IR_MF_SQRT: case IR_MF_RCP:
    if (w == 16 && r != RM_RN) return false;
    if (w == 16) {
      ir_sb_printf(s, fn == IR_MF_SQRT ? "  %%h = call half @llvm.sqrt.f16(half %%x0)\n" : "  %%h = fdiv half 1.0, %%x0\n");
    } else {
      need_rop(d, rop, sizeof rop, fn == IR_MF_SQRT ? "sqrt" : "rcp", r, T, T);
      ir_sb_printf(s, "  %%h = call %s @%s(%s %%x0) strictfp\n", T, rop, T);
    }
    ir_sb_printf(s, "  %%v = call %s @__lr.nan3.%s(%s %%h, %s %%x0, %s %%x0, %s %%x0)\n", T, S, T, T, T, T);
    return true;
  default: return false;
  }
}

/* Declarations of the plain LLVM FP intrinsics the prelude may call for
 * width w. */
static void need_llvm_decls(Def *d, unsigned w) {
  const char *T = fpty(w), *S = fpsfx(w);
  static const char *const un[] = {"fabs", "ceil", "floor", "trunc", "round", "roundeven", "rint", "sqrt", NULL};
  for (int i = 0; un[i]; i++) lr_decl(d->top, d->done, "declare %s @llvm.%s.%s(%s)", T, un[i], S, T);
  lr_decl(d->top, d->done, "declare %s @llvm.copysign.%s(%s, %s)", T, S, T, T);
  lr_decl(d->top, d->done, "declare %s @llvm.fma.%s(%s, %s, %s)", T, S, T, T, T);
  lr_decl(d->top, d->done, "declare float @llvm.sqrt.f32(float)");
}

/* The scalar helper for (fn, w, mode, ftz, variant); its name in hname. */
static bool need_math(Def *d, char *hname, size_t hn, unsigned fn, unsigned w, EvRoundMode r, bool ftz,
                      MathVariant v) {
  unsigned n = ir_mathfn_arity[fn];
  if (n < 1 || n > 3) return false;
  snprintf(hname, hn, "__lr.m.%u.%u.%s.%d.%d", fn, w, mode_name(r), ftz, (int)v);
  if (lr_names_has(d->done, hname)) return true;
  const char *T = fpty(w), *S = fpsfx(w);
  Sb body = {0};
  Def bd = *d;
  bd.s = &body;
  bool ok = true;
  if (v == MV_RCP64H) ir_sb_puts(&body, "  %v = call double @__lr.rcp64h(double %x0)\n");
  else if (v == MV_DIVAPPROX) ir_sb_puts(&body, "  %v = call float @__lr.divapprox(float %x0, float %x1)\n");
  else if (v == MV_RNE) ir_sb_printf(&body, "  %%v = call %s @llvm.roundeven.%s(%s %%x0)\n", T, S, T);
  else if (v == MV_PTXNAN) {  /* PTX min/max .NaN: canonical NaN 0x7fffffff if any input is NaN */
    ir_sb_printf(&body, "  %%n0 = fcmp uno float %%x0, %%x1\n"
                     "  %%mm = call float @__lr.minmax.f32(float %%x0, float %%x1, i1 %s, i1 false)\n"
                     "  %%v = select i1 %%n0, float 0xFFFFFFFFE0000000, float %%mm\n",
              fn == IR_MF_FMAX ? "true" : "false");
  } else ok = emit_value(&bd, fn, w, r, n);
  if (!ok || body.oom) {
    ir_sb_free(&body);
    return false;
  }
  lr_names_add(d->done, hname);
  need_llvm_decls(d, w);
  ir_sb_printf(d->s, "define internal %s @%s(", T, hname);
  for (unsigned k = 0; k < n; k++) ir_sb_printf(d->s, "%s%s %%a%u", k ? ", " : "", T, k);
  ir_sb_puts(d->s, ") {\n");
  for (unsigned k = 0; k < n; k++) {
    if (ftz) ir_sb_printf(d->s, "  %%x%u = call %s @__lr.ftz.%s(%s %%a%u)\n", k, T, S, T, k);
    else ir_sb_printf(d->s, "  %%x%u = bitcast %s %%a%u to %s\n", k, T, k, T);
  }
  ir_sb_put(d->s, body.p, body.n);
  ir_sb_free(&body);
  if (ftz) ir_sb_printf(d->s, "  %%o = call %s @__lr.ftz.%s(%s %%v)\n  ret %s %%o\n}\n", T, S, T, T);
  else ir_sb_printf(d->s, "  ret %s %%v\n}\n", T);
  return true;
}

/* The definition of f as per-lane calls of the scalar helper h (vector
 * types), or one call (scalars).  Non-vector operands are passed as is. */
static bool def_lanes(Def *d, const char *h, const char *st) {
  const IrModule *m = d->m;
  const IrFunc *f = d->f;
  uint32_t lanes = ir_type_lanes(m, f->ret);
  def_open(d, false);
  if (!ir_type_is_vec(m, f->ret)) {
    ir_sb_printf(d->s, "  %%r = call %s @%s(", d->ret, h);
    for (uint32_t k = 0; k < d->np; k++) ir_sb_printf(d->s, "%s%s %%a%u", k ? ", " : "", d->pt[k], k);
    ir_sb_printf(d->s, ")\n  ret %s %%r\n}\n", d->ret);
    return true;
  }
  ir_sb_printf(d->s, "  %%r0 = bitcast %s poison to %s\n", d->ret, d->ret);
  for (uint32_t i = 0; i < lanes; i++) {
    for (uint32_t k = 0; k < d->np; k++)
      if (ir_type_is_vec(m, f->params[k].type))
        ir_sb_printf(d->s, "  %%e%u.%u = extractelement %s %%a%u, i32 %u\n", i, k, d->pt[k], k, i);
    ir_sb_printf(d->s, "  %%v%u = call %s @%s(", i, st, h);
    for (uint32_t k = 0; k < d->np; k++) {
      char et[64];
      lr_type_str(m, ir_type_scalar(m, f->params[k].type), et, sizeof et);
      if (ir_type_is_vec(m, f->params[k].type)) ir_sb_printf(d->s, "%s%s %%e%u.%u", k ? ", " : "", et, i, k);
      else ir_sb_printf(d->s, "%s%s %%a%u", k ? ", " : "", et, k);
    }
    ir_sb_printf(d->s, ")\n  %%r%u = insertelement %s %%r%u, %s %%v%u, i32 %u\n", i + 1, d->ret, i, st, i, i);
  }
  ir_sb_printf(d->s, "  ret %s %%r%u\n}\n", d->ret, lanes);
  return true;
}

static MathVariant variant_of(IrIntrin id, unsigned fn, unsigned w) {
  switch (id) {
  case IR_IN_NVVM_ROUND_D: case IR_IN_NVVM_ROUND_F: case IR_IN_NVVM_ROUND_FTZ_F:
    return MV_RNE;  /* intrin_eval.c: llc-16 lowers nvvm.round to cvt.rni (ties to even) */
  case IR_IN_NVVM_FMAX_FTZ_NAN_F: case IR_IN_NVVM_FMAX_NAN_F: case IR_IN_NVVM_FMIN_FTZ_NAN_F:
  case IR_IN_NVVM_FMIN_NAN_F:
    return MV_PTXNAN;
  default: break;
  }
  if (ir_intrin_info[id].attrs & IR_A_APPROX) {
    if (fn == IR_MF_RCP && w == 64) return MV_RCP64H;
    if (fn == IR_MF_DIV && w == 32) return MV_DIVAPPROX;
  }
  return MV_NORMAL;
}

static int def_math(Def *d, IrIntrin id) {
  const IrIntrinInfo *in = &ir_intrin_info[id];
  unsigned fn = in->math;
  if (fn == IR_MF_NONE) return -1;
  if (id == IR_IN_LLVM_FMULADD) fn = IR_MF_FMA;  /* fused (the interpreter's choice, as NVPTX) */
  IrType st = ir_type_scalar(d->m, d->f->ret);
  char sts[64];
  lr_type_str(d->m, st, sts, sizeof sts);
  unsigned w = fpw_of(sts);
  if (!w) return 0;
  char h[160];
  if (!need_math(d, h, sizeof h, fn, w, mode_of(in->attrs), (in->attrs & IR_A_FTZ) != 0, variant_of(id, fn, w)))
    return 0;
  return def_lanes(d, h, sts) ? 1 : 0;
}

/* ------------------------------------------------------------------ */
/* Conversions (intrin_eval.c conversion / cvt_f2i)                      */

typedef enum { CV_NONE, CV_F2I, CV_I2F, CV_D2F } ConvKind;

static ConvKind conv_kind(const char *name, bool *sgn) {
  static const char *const f2i[] = {"f2i.", "f2ll.", "d2i.", "d2ll.", NULL};
  static const char *const f2u[] = {"f2ui.", "f2ull.", "d2ui.", "d2ull.", NULL};
  static const char *const i2f[] = {"i2f.", "ll2f.", "i2d.", "ll2d.", NULL};
  static const char *const u2f[] = {"ui2f.", "ull2f.", "ui2d.", "ull2d.", NULL};
  if (!strncmp(name, "ori.f2i.", 8)) { *sgn = strstr(name, ".s32.") || strstr(name, ".s64."); return CV_F2I; }
  if (!strncmp(name, "ori.i2f.", 8)) {
    size_t n = strlen(name);
    *sgn = n > 4 && name[n - 4] == '.' && name[n - 3] == 's';
    return CV_I2F;
  }
  if (strncmp(name, "llvm.nvvm.", 10)) return CV_NONE;
  const char *t = name + 10;
  if (!strncmp(t, "d2f.", 4)) return CV_D2F;
  for (int i = 0; f2i[i]; i++) if (!strncmp(t, f2i[i], strlen(f2i[i]))) { *sgn = true; return CV_F2I; }
  for (int i = 0; f2u[i]; i++) if (!strncmp(t, f2u[i], strlen(f2u[i]))) { *sgn = false; return CV_F2I; }
  for (int i = 0; i2f[i]; i++) if (!strncmp(t, i2f[i], strlen(i2f[i]))) { *sgn = true; return CV_I2F; }
  for (int i = 0; u2f[i]; i++) if (!strncmp(t, u2f[i], strlen(u2f[i]))) { *sgn = false; return CV_I2F; }
  return CV_NONE;
}

/* cvt.rXi.{s,u}N.fW (PTX 9.7.9.21): round per mode, clamp to the range;
 * NaN gives 0 when neither the source is .f64 nor the destination 64-bit,
 * else 1 << (N - 1); .ftz flushes a subnormal source first */
static bool def_f2i(Def *d, bool sgn, EvRoundMode r, bool ftz) {
  unsigned w = fpw_of(d->pt[0]), ib = int_bits(d->ret);
  if (!w || !ib) return false;
  char nanv[32], ftzs[640];
  if (w != 64 && ib != 64) snprintf(nanv, sizeof nanv, "0");  /* else 1 << (N - 1): the minimum's bits */
  else snprintf(nanv, sizeof nanv, "%lld", ib == 64 ? (long long)INT64_MIN : -(1LL << (ib - 1)));
  if (ftz) snprintf(ftzs, sizeof ftzs, "  %%x = call %s @__lr.ftz.%s(%s %%a0)\n", d->pt[0], fpsfx(w), d->pt[0]);
  else snprintf(ftzs, sizeof ftzs, "  %%x = bitcast %s %%a0 to %s\n", d->pt[0], d->pt[0]);
  const char *rn = r == RM_RZ ? "trunc" : r == RM_RM ? "floor" : r == RM_RP ? "ceil" : "roundeven";
  const char *const kv[] = {"FTZ", ftzs, "S", fpsfx(w), "RN", rn, "SU", sgn ? "s" : "u", "NANV", nanv, NULL};
  def_body(d, "${FTZ}  %n = call i1 @__lr.isnan.${S}(${P0} %x)\n"
              "  %i = call ${P0} @llvm.${RN}.${S}(${P0} %x)\n"
              "  %v = call ${R} @llvm.fpto${SU}i.sat.${R}.${S}(${P0} %i)\n"
              "  %r = select i1 %n, ${R} ${NANV}, ${R} %v\n  ret ${R} %r\n", kv);
  lr_decl(d->top, d->done, "declare %s @llvm.fpto%si.sat.%s.%s(%s)", d->ret, sgn ? "s" : "u", d->ret, fpsfx(w),
          d->pt[0]);
  need_llvm_decls(d, w);
  return true;
}

static bool def_conv(Def *d, ConvKind k, bool sgn, EvRoundMode r, bool ftz) {
  char rop[160];
  if (k == CV_F2I) return def_f2i(d, sgn, r, ftz);
  if (k == CV_I2F) {  /* "integer-to-float: rounding required" in the stated mode */
    if (!fpw_of(d->ret) || !int_bits(d->pt[0])) return false;
    need_rop(d, rop, sizeof rop, sgn ? "sitofp" : "uitofp", r, d->ret, d->pt[0]);
    def_open(d, false);
    ir_sb_printf(d->s, "  %%r = call %s @%s(%s %%a0) strictfp\n  ret %s %%r\n}\n", d->ret, rop, d->pt[0], d->ret);
    return true;
  }
  /* cvt.frnd{.ftz}.f32.f64: rounded per mode; .ftz flushes the f32 result */
  if (strcmp(d->ret, "float") || strcmp(d->pt[0], "double")) return false;
  need_rop(d, rop, sizeof rop, "fptrunc", r, "float", "double");
  def_open(d, false);
  ir_sb_printf(d->s, "  %%h = call float @%s(double %%a0) strictfp\n", rop);
  if (ftz) ir_sb_puts(d->s, "  %r = call float @__lr.ftz.f32(float %h)\n  ret float %r\n}\n");
  else ir_sb_puts(d->s, "  ret float %h\n}\n");
  return true;
}

/* ------------------------------------------------------------------ */
/* LLVM intrinsics pinned by the prelude                                */

/* llvm.lround / llround (ties away) and lrint / llrint (ties to even):
 * out of range or NaN -> 1 << (bits - 1) (intrin_eval.c lround_op).  The
 * value is widened to double (exact) and compared there. */
static bool def_lround(Def *d, bool even) {
  unsigned w = fpw_of(d->pt[0]), ib = int_bits(d->ret);
  if (!w || !ib || ib > 64 || ir_type_is_vec(d->m, d->f->ret)) return false;
  char lo[32], hi[32], minv[32];
  snprintf(lo, sizeof lo, "0x%016llX", (unsigned long long)(0xC000000000000000ull | (uint64_t)(1022 + ib) << 52));
  snprintf(hi, sizeof hi, "0x%016llX", (unsigned long long)((uint64_t)(1022 + ib) << 52));
  snprintf(minv, sizeof minv, "%lld", ib == 64 ? (long long)INT64_MIN : -(long long)(1ull << (ib - 1)));
  const char *const kv[] = {"EXT", w == 64 ? "bitcast" : "fpext", "RN", even ? "roundeven" : "round", "LO", lo,
                            "HI", hi, "MIN", minv, NULL};
  def_body(d, "  %x = ${EXT} ${P0} %a0 to double\n  %i = call double @llvm.${RN}.f64(double %x)\n"
              "  %ge = fcmp oge double %i, ${LO}\n  %lt = fcmp olt double %i, ${HI}\n  %in = and i1 %ge, %lt\n"
              "  br i1 %in, label %ok, label %out\nok:\n  %v = fptosi double %i to ${R}\n  ret ${R} %v\n"
              "out:\n  ret ${R} ${MIN}\n", kv);
  need_llvm_decls(d, 64);
  return true;
}

/* llvm.vector.reduce.fmax / fmin: "same comparison semantics as the
 * llvm.maxnum intrinsic", lane by lane from lane 0 (reduce_fp) */
static bool def_reduce_minmax(Def *d, bool max) {
  const IrModule *m = d->m;
  IrType vt = d->f->params[0].type;
  unsigned w = fpw_of(d->ret);
  if (!w || !ir_type_is_vec(m, vt)) return false;
  uint32_t n = ir_type_lanes(m, vt);
  const char *T = fpty(w), *S = fpsfx(w);
  def_open(d, false);
  ir_sb_printf(d->s, "  %%v0 = extractelement %s %%a0, i32 0\n", d->pt[0]);
  for (uint32_t i = 1; i < n; i++)
    ir_sb_printf(d->s, "  %%e%u = extractelement %s %%a0, i32 %u\n  %%v%u = call %s @__lr.minmax.%s(%s %%v%u, %s %%e%u, i1 %s, i1 false)\n",
              i, d->pt[0], i, i, T, S, T, i - 1, T, i, max ? "true" : "false");
  ir_sb_printf(d->s, "  ret %s %%v%u\n}\n", T, n - 1);
  return true;
}

/* llvm.convert.to.fp16 / from.fp16 (intrin_eval.c): an fptrunc to half
 * (RNE; a NaN keeps the top of its payload, quieted) as i16 bits, and an
 * exact fpext of the i16's half; done lane by lane through the prelude
 * because lli-16 crashes on the vector forms */
static int def_cvt16(Def *d, bool to) {
  char st[64], h[96];
  lr_type_str(d->m, ir_type_scalar(d->m, to ? d->f->params[0].type : d->f->ret), st, sizeof st);
  unsigned w = fpw_of(st);
  if (!w) return 0;
  snprintf(h, sizeof h, "__lr.cvt16.%s.%s", to ? "to" : "from", fpsfx(w));
  if (lr_names_add(d->done, h)) {
    if (to && w == 16)
      ir_sb_printf(d->top, "define internal i16 @%s(half %%x) {\n  %%q = call half @__lr.canon.f16(half %%x)\n"
                        "  %%r = bitcast half %%q to i16\n  ret i16 %%r\n}\n", h);
    else if (to)
      ir_sb_printf(d->top, "define internal i16 @%s(%s %%x) {\n  %%t = fptrunc %s %%x to half\n"
                        "  %%r = bitcast half %%t to i16\n  ret i16 %%r\n}\n", h, st, st);
    else if (w == 16)
      ir_sb_printf(d->top, "define internal half @%s(i16 %%x) {\n  %%h = bitcast i16 %%x to half\n"
                        "  %%r = call half @__lr.canon.f16(half %%h)\n  ret half %%r\n}\n", h);
    else
      ir_sb_printf(d->top, "define internal %s @%s(i16 %%x) {\n  %%h = bitcast i16 %%x to half\n"
                        "  %%r = fpext half %%h to %s\n  ret %s %%r\n}\n", st, h, st, st);
  }
  char rs[64];
  lr_type_str(d->m, ir_type_scalar(d->m, d->f->ret), rs, sizeof rs);
  return def_lanes(d, h, rs);
}

static int def_llvm(Def *d, IrIntrin id) {
  switch (id) {
  case IR_IN_LLVM_LROUND: case IR_IN_LLVM_LLROUND: return def_lround(d, false);
  case IR_IN_LLVM_LRINT: case IR_IN_LLVM_LLRINT: return def_lround(d, true);
  case IR_IN_LLVM_REDUCE_FMAX: return def_reduce_minmax(d, true);
  case IR_IN_LLVM_REDUCE_FMIN: return def_reduce_minmax(d, false);
  case IR_IN_LLVM_CONVERT_TO_FP16: return def_cvt16(d, true);
  case IR_IN_LLVM_CONVERT_FROM_FP16: return def_cvt16(d, false);
  case IR_IN_LLVM_CANONICALIZE: {
    char st[64], h[64];
    lr_type_str(d->m, ir_type_scalar(d->m, d->f->ret), st, sizeof st);
    unsigned w = fpw_of(st);
    if (!w) return 0;
    snprintf(h, sizeof h, "__lr.canon.%s", fpsfx(w));
    return def_lanes(d, h, st);
  }
  default: return -1;
  }
}

/* ------------------------------------------------------------------ */
/* Entry                                                                */

bool lr_prelude_define(Sb *s, LrNames *done, const IrModule *m, const IrFunc *f, const char *newname) {
  Def d;
  memset(&d, 0, sizeof d);
  d.s = d.top = s, d.done = done, d.m = m, d.f = f, d.name = newname;
  if (f->nparams > 4 || f->vararg) return false;
  lr_type_str(m, f->ret, d.ret, sizeof d.ret);
  d.np = f->nparams;
  for (uint32_t k = 0; k < d.np; k++) lr_type_str(m, f->params[k].type, d.pt[k], sizeof d.pt[k]);
  IrIntrin id = (IrIntrin)f->intrin;
  int r;
  if ((r = def_grid(&d, id)) >= 0) return r;
  if ((r = def_int(&d, id)) >= 0) return r;
  if ((r = def_ori(&d, id)) >= 0) return r;
  if ((r = def_llvm(&d, id)) >= 0) return r;
  bool sgn = false;
  ConvKind ck = conv_kind(ir_cstr(m, f->name), &sgn);
  uint32_t at = ir_intrin_info[id].attrs;
  if (ck != CV_NONE) return def_conv(&d, ck, sgn, mode_of(at), (at & IR_A_FTZ) != 0);
  if ((r = def_math(&d, id)) >= 0) return r;
  return false;
}

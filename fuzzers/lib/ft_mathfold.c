/* fuzzers/lib/ft_mathfold.c -- the fuzz_mathfold target's body: the bytes
 * choose a math function the constant folder knows by its C name (sin,
 * sinf, pow, fmaf, ...) or a float-to-integer conversion, and constant
 * arguments; a one-call function is folded by the pipeline (the default
 * one, or FtOpts.pipeline) and a folded result is judged: math calls against MPFR
 * (oracles/mathref), conversions against exact truncation.  Contract:
 * fuzzers/lib/fuzztarget.h.
 *
 * Input layout: byte 0 chooses the operation, modulo the number of
 * operations: 0-7 the conversions fpto{s,u}i (bit 0: unsigned) from float
 * or double (bit 1: double) to i32 or i64 (bit 2: i64), then every
 * (function, width) pair whose C name is a known math callee of that
 * width (core/intrinsics.def; widths 32 'sinf' and 64 'sin'); then the
 * arguments, w/8 bytes each, little-endian (shorter inputs are padded with
 * zeros; conversions read one argument of their source width).
 *
 * Verdicts.  A math result further than the tolerance from the exact
 * value is a precision finding: FtOpts.ulps, default 1 ulp for float
 * (computed in double and rounded: at most 0.5 ulp plus double rounding)
 * and 4 ulp for double (the folder calls the host libm, which is not
 * correctly rounded: up to about 2 ulp for tanh in glibc, seed 004; a
 * larger error is a folder bug, not the library).  A conversion folded to
 * another value than the truncation is a mismatch, unless the value is
 * out of the integer range or NaN (then the result is poison: any folded
 * value refines it).  A result the folder leaves alone is no finding.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzztarget.h"
#include "../../oracles/mathref/mathref.h"
#include "../../passes/pass.h"

enum { MF_NCONV = 8 };
#define MF_TOL_FLOAT 1.0
#define MF_TOL_DOUBLE 4.0

typedef struct MfOp {
  char name[32];     /* the callee ("sinf") or the conversion ("fptosi") */
  unsigned fn, w;    /* math: IrMathFn and width; conversion: fn = IR_NMATHFN, w = source width */
  unsigned arity;
  unsigned to;       /* conversion: 32 or 64 */
  bool sign;         /* conversion: fptosi */
} MfOp;

/* The k-th operation of the layout above; false past the end. */
static bool mf_op(unsigned k, MfOp *op) {
  memset(op, 0, sizeof *op);
  if (k < MF_NCONV) {
    op->fn = IR_NMATHFN, op->arity = 1;
    op->sign = (k & 1) == 0;
    op->w = k & 2 ? 64 : 32;
    op->to = k & 4 ? 64 : 32;
    snprintf(op->name, sizeof op->name, "%s", op->sign ? "fptosi" : "fptoui");
    return true;
  }
  k -= MF_NCONV;
  for (unsigned fn = 1; fn < IR_NMATHFN; fn++)
    for (unsigned w = 32; w <= 64; w += 32) {
      const char *base = mathref_fn_name(fn);
      char name[32];
      snprintf(name, sizeof name, "%s%s", base, w == 32 ? "f" : "");
      bool llvm;
      const IrIntrinInfo *in = &ir_intrin_info[ir_intrin_lookup(name, strlen(name), &llvm)];
      if (in == ir_intrin_info || in->math != fn || !in->sig || in->sig[0] != (w == 32 ? 'f' : 'd')) continue;
      if (k-- == 0) {
        snprintf(op->name, sizeof op->name, "%s", name);
        op->fn = fn, op->w = w, op->arity = ir_mathfn_arity[fn];
        return true;
      }
    }
  return false;
}

static unsigned mf_count(void) {
  unsigned n = 0;
  MfOp op;
  while (mf_op(n, &op)) n++;
  return n;
}

static uint64_t le_arg(const uint8_t *p, size_t avail, unsigned bytes) {
  uint64_t v = 0;
  for (unsigned i = 0; i < bytes && i < avail; i++) v |= (uint64_t)p[i] << (8 * i);
  return v;
}

/* The IR spelling of an FP constant: LLVM writes float constants as the
 * double of the same value, in hex. */
static void fp_text(char *buf, size_t n, unsigned w, uint64_t bits) {
  if (w == 32) {
    uint32_t u = (uint32_t)bits;
    float f = ir_bits_f32(u);
    bits = ir_f64_bits(f);
    if (isnan(f)) {  /* keep the payload: the float's 23 bits in the double's top fraction bits */
      bits = (uint64_t)(u >> 31) << 63 | (uint64_t)0x7ff << 52 | (uint64_t)(u & 0x7fffff) << 29;
    }
  }
  snprintf(buf, n, "0x%016llX", (unsigned long long)bits);
}

/* The module: one function returning the folded value. */
static int mf_module(char *buf, size_t n, const MfOp *op, const uint64_t *args) {
  const char *ft = op->w == 32 ? "float" : "double";
  char a[3][24];
  for (unsigned k = 0; k < op->arity; k++) fp_text(a[k], sizeof a[k], op->w, args[k]);
  if (op->fn == IR_NMATHFN)
    return snprintf(buf, n, "define i%u @f() {\n  %%r = %s %s %s to i%u\n  ret i%u %%r\n}\n", op->to, op->name, ft,
                    a[0], op->to, op->to);
  char params[64] = "", call[128] = "";
  size_t pn = 0, cn = 0;
  for (unsigned k = 0; k < op->arity; k++) {
    bool ip = op->fn == IR_MF_POWI && k == 1;  /* powi's exponent is an int */
    pn += (size_t)snprintf(params + pn, sizeof params - pn, "%s%s", k ? ", " : "", ip ? "i32" : ft);
    if (ip) cn += (size_t)snprintf(call + cn, sizeof call - cn, "%si32 %d", k ? ", " : "", (int32_t)args[k]);
    else cn += (size_t)snprintf(call + cn, sizeof call - cn, "%s%s %s", k ? ", " : "", ft, a[k]);
  }
  return snprintf(buf, n, "declare %s @%s(%s)\n\ndefine %s @f() {\n  %%r = call %s @%s(%s)\n  ret %s %%r\n}\n", ft,
                  op->name, params, ft, ft, op->name, call, ft);
}

/* The constant f returns after the pipeline; false when it is not one. */
static bool returned_const(const IrModule *m, uint64_t *bits) {
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    const IrFunc *f = ir_func(m, i);
    if (f->is_decl) continue;
    for (IrId b = f->entry; b != IR_NIL; b = ir_blk(f, b)->next) {
      IrId t = ir_block_term(f, b);
      if (t == IR_NIL || ir_inst(f, t)->op != IR_RET || ir_inst(f, t)->nops != 1) continue;
      return ir_const_scalar_bits(m, ir_opnd(f, t, 0), false, bits);
    }
  }
  return false;
}

/* Conversion: the exact truncation of the source value, or false when it
 * is poison (NaN or out of range). */
static bool conv_expected(const MfOp *op, uint64_t arg, uint64_t *out) {
  long double x;
  if (op->w == 32) x = ir_bits_f32((uint32_t)arg);
  else x = ir_bits_f64(arg);
  if (isnan(x)) return false;
  long double t = truncl(x);
  if (op->sign) {
    long double lo = op->to == 32 ? -2147483648.0L : -9223372036854775808.0L;
    long double hi = op->to == 32 ? 2147483647.0L : 9223372036854775807.0L;
    if (t < lo || t > hi) return false;
    int64_t v = (int64_t)t;
    *out = op->to == 32 ? (uint64_t)(uint32_t)(int32_t)v : (uint64_t)v;
  } else {
    long double hi = op->to == 32 ? 4294967295.0L : 18446744073709551615.0L;
    if (t < 0 || t > hi) return false;
    *out = (uint64_t)t;
  }
  return true;
}

IrStatus ft_mathfold(IrCtx *c, const uint8_t *data, size_t size, const FtOpts *o, FtResult *r) {
  Pipeline p;
  const char *pipe = o->pipeline && *o->pipeline ? o->pipeline : pipeline_default();
  IrStatus s = pipeline_parse(c, pipe, &p);
  if (s != IR_OK || size < 1) return s;
  MfOp op;
  if (!mf_op(data[0] % mf_count(), &op)) return IR_OK;
  uint64_t args[3] = {0, 0, 0};
  unsigned bytes = op.w / 8;
  for (unsigned k = 0; k < op.arity; k++) {
    size_t at = 1 + (size_t)k * bytes;
    args[k] = at < size ? le_arg(data + at, size - at, bytes) : 0;
  }
  char text[512];
  int n = mf_module(text, sizeof text, &op, args);
  IrModule *m = ir_parse(c, "mathfold.ll", text, (size_t)n);
  if (!m) return ir_ctx_status(c) == IR_ENOMEM ? IR_ENOMEM : ir_error(c, IR_EINTERNAL, NULL, 0, 0,
                                                                      "fuzz_mathfold: own module does not parse: %s",
                                                                      ir_ctx_error(c));
  PassCtx pc;
  pass_ctx_init(&pc, c);
  PipelineRun pr;
  memset(&pr, 0, sizeof pr);
  pr.verify = true;
  s = pipeline_run(&pc, &p, m, &pr);
  if (s != IR_OK) {
    if (s == IR_ENOMEM) {
      ir_module_free(m);
      return s;
    }
    r->found = true;
    snprintf(r->msg, sizeof r->msg, "fuzz_mathfold: crash: %s on %s: %s", pipe, op.name, ir_ctx_error(c));
    ir_module_free(m);
    return IR_OK;
  }
  uint64_t folded;
  bool is_const = returned_const(m, &folded);
  ir_module_free(m);
  if (!is_const) return IR_OK;
  if (op.fn == IR_NMATHFN) {
    uint64_t want, mask = op.to == 32 ? 0xffffffffu : ~0ull;
    if (conv_expected(&op, args[0], &want) && (folded & mask) != want) {
      char a[24];
      fp_text(a, sizeof a, op.w, args[0]);
      r->found = true;
      snprintf(r->msg, sizeof r->msg, "fuzz_mathfold: mismatch: %s %s %s to i%u: folded %lld, expected %lld", op.name,
               op.w == 32 ? "float" : "double", a, op.to, (long long)(op.to == 32 ? (int32_t)folded : (int64_t)folded),
               (long long)(op.to == 32 ? (int32_t)want : (int64_t)want));
    }
    return IR_OK;
  }
  Mathref *ref = mathref_new(c);
  if (!ref) return IR_ENOMEM;
  MathrefCheck k;
  memset(&k, 0, sizeof k);
  k.fn = op.fn, k.w = op.w, k.nargs = op.arity, k.folded = folded;
  memcpy(k.args, args, sizeof k.args);
  double tol = o->ulps >= 0 ? o->ulps : op.w == 32 ? MF_TOL_FLOAT : MF_TOL_DOUBLE;
  if (mathref_check(ref, &k) && k.ulp > tol) {
    char d[400];
    mathref_describe(&k, d, sizeof d);
    r->found = true;
    snprintf(r->msg, sizeof r->msg, "fuzz_mathfold: precision: %s (tolerance %g ulp)", d, tol);
  }
  mathref_free(ref);
  return IR_OK;
}

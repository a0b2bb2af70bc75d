/* oracles/external/extcheck.c -- an outside tool's transformation through
 * the differential oracle (contract in extcheck.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "extcheck.h"
#include "extrun.h"

/* ------------------------------------------------------------------ */
/* The replay pass                                                      */

static IrStatus replay_run(PassCtx *pc, IrModule *m, bool *changed) {
  const ExtReplay *x = pc->ud;
  *changed = false;
  if (!x) return ir_error(m->ctx, IR_EINTERNAL, NULL, 0, 0, "external: no tool output to replay");
  if (!x->out) return ir_error(m->ctx, IR_EUSER, NULL, 0, 0, "%s", x->error ? x->error : "the tool failed");
  IrModule *n = ir_module_clone(x->out);  /* parsed once, by ext_check, in m's context */
  if (!n) return ir_error(m->ctx, IR_ENOMEM, NULL, 0, 0, "out of memory");
  ir_module_swap(m, n);
  ir_module_free(n);
  *changed = true;
  return IR_OK;
}

const PassInfo ext_replay_pass = {.name = "external", .run = replay_run,
                                  .summary = "the output of an outside tool (--external)"};

/* ------------------------------------------------------------------ */
/* The check                                                            */

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* "file:1:2: error: unsupported type x86_fp80" -> "unsupported type x86_fp80",
 * with the value names that vary between programs cut at the first '%'/'@'
 * so that one construct is counted once. */
static void construct_of(const char *msg, char *buf, size_t n) {
  const char *p = strstr(msg, "error: ");
  p = p ? p + 7 : msg;
  size_t k = 0;
  for (; p[k] && p[k] != '\n' && k + 1 < n; k++) {
    if ((p[k] == '%' || p[k] == '\'') && k > 0) break;
    buf[k] = p[k];
  }
  while (k && (buf[k - 1] == ' ' || buf[k - 1] == ':')) k--;
  buf[k] = 0;
}

static void set_unsupported(ExtCheck *x, const char *prefix, const char *msg) {
  char c[200];
  construct_of(msg, c, sizeof c);
  x->verdict = EXT_UNSUPPORTED;
  snprintf(x->why, sizeof x->why, "%s%s", prefix, c);
}

/* Parses the tool's output in c into *om (NULL when it does not parse
 * and verify) and says whether it leaves the subset (parse, verify, the
 * function).  Output that LLVM rejects too is no IR at all: false with
 * bad set (the replay pass reports it as the tool's failure). */
static bool output_outside(IrCtx *c, const IrModule *m, uint32_t fidx, const char *text, IrModule **om, ExtCheck *x,
                           char *bad, size_t bn) {
  ir_ctx_clear_error(c);
  IrModule *o = ir_parse(c, "output.ll", text, strlen(text));
  bool out = true;
  *om = NULL;
  if (!o || ir_verify_module(o) != IR_OK) {
    if (ext_llvm_accepts(text, strlen(text))) set_unsupported(x, o ? "verifier: " : "", ir_ctx_error(c));
    else {
      snprintf(bad, bn, "the tool's output is not valid LLVM IR (no llvm-as accepts it either): %s", ir_ctx_error(c));
      out = false;
    }
    if (o) ir_module_free(o);
  } else {
    const char *name = ir_cstr(m, ir_func(m, fidx)->name);
    for (uint32_t i = 0; i < o->nfuncs; i++)
      if (!ir_func(o, i)->is_decl && !strcmp(ir_cstr(o, ir_func(o, i)->name), name)) out = false;
    if (out) {
      x->verdict = EXT_UNSUPPORTED, snprintf(x->why, sizeof x->why, "the function is not defined in the output");
      ir_module_free(o);
    } else
      *om = o;
  }
  ir_ctx_clear_error(c);
  return out;
}

/* A finding whose target stopped on something the interpreter cannot run
 * (an intrinsic or construct the tool introduced) says nothing. */
static bool target_unsupported(const DiffResult *r, ExtCheck *x) {
  if (r->outcome == DIFF_OK || strncmp(r->finding.actual, "unsupported", 11)) return false;
  const char *a = r->finding.actual + 11;
  while (*a == ':' || *a == ' ') a++;
  set_unsupported(x, "interpreter: ", a);
  return true;
}

/* A differing FP value where the source has value-changing fast-math
 * flags: the tool may produce any of several results (reassoc: "This may
 * dramatically change results in floating-point"), the interpreter knows
 * only one, so the difference proves nothing.  The same for differing
 * integer data when such a value can reach integers (converted, compared,
 * branched on): found by a 10,000-program opt-22 -O2 campaign, where a
 * reassociated product went through minnum and nvvm.f2i.rn into a store.
 * A value from a reassoc fadd/fmul chain that reaches memory or the return
 * value as FP is judged by the reassociation oracle inside diff_run
 * (oracles/diff/reassoc.c): within its error bound it is no difference,
 * outside it a finding, which stays one here. */
static bool fmf_unsupported(const IrModule *m, const DiffResult *r, ExtCheck *x) {
  const DiffFinding *f = &r->finding;
  if (r->outcome != DIFF_MISMATCH || f->tgt_poison) return false;
  if (strstr(f->sigkey, "|reassociation outside its error bound")) return false;  /* judged: oracles/diff/reassoc.c */
  const char *t = f->diff_type;
  char names[64];
  if (!interp_fmf_value_changing(m, names, sizeof names)) return false;  /* reassoc, arcp, afn or nsz */
  bool fp = !t[0] || strstr(t, "float") || strstr(t, "double") || strstr(t, "half");
  if (!fp && !interp_fmf_reaches_int(m)) return false;  /* integer data no such value reaches */
  x->verdict = EXT_UNSUPPORTED;
  snprintf(x->why, sizeof x->why, "fast-math flags allow another FP value");  /* one count for all */
  return true;
}

IrStatus ext_check(IrCtx *c, const IrModule *m, uint32_t fidx, const char *cmd, const char *version,
                   const PassCtx *pc, const DiffOpts *d, uint32_t timeout_ms, DiffResult *r, ExtCheck *x) {
  memset(x, 0, sizeof *x);
  double t0 = now_s();
  size_t len = 0;
  char *text = ir_print_module_str(m, &len);
  if (!text) return ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  ExtOutput out;
  IrStatus st = ext_transform(c, cmd, text, len, timeout_ms, &out);
  free(text);
  if (st) return st;
  x->tool_seconds = out.seconds;
  char err[2048] = "";
  IrModule *om = NULL;
  if (out.exit_status != 0) {
    const char *tail = out.err ? out.err : "";
    if (out.err_len > 1500) tail = out.err + out.err_len - 1500;
    if (out.exit_status < 0) snprintf(err, sizeof err, "external tool timed out: %s", cmd);
    else snprintf(err, sizeof err, "external tool exit status %d: %s\nstderr:\n%s", out.exit_status, cmd, tail);
  } else if (output_outside(c, m, fidx, out.out, &om, x, err, sizeof err)) {
    ext_output_free(&out);
    x->total_seconds = now_s() - t0;
    return IR_OK;
  }
  ExtReplay rp = {om, err};
  Pipeline p = {1, {&ext_replay_pass}};
  PassCtx q = *pc;
  q.ud = &rp;
  DiffOpts o = *d;
  o.isolate = false;
  o.fmf_no_verdict = false;  /* fmf_unsupported below judges the whole check */
  o.worker = NULL;
  o.always_run = true;
  o.denormal_choice = true;  /* LLVM's semantics: flushing is allowed, not required */
  st = diff_run(c, m, fidx, &p, &q, &o, r);
  ext_output_free(&out);
  if (om) ir_module_free(om);
  if (st == IR_OK && (target_unsupported(r, x) || fmf_unsupported(m, r, x))) diff_result_free(r);
  else if (st == IR_OK && r->outcome != DIFF_OK) {
    DiffFinding *f = &r->finding;
    snprintf(f->external, sizeof f->external, "%s", cmd);
    if (version) snprintf(f->tool_version, sizeof f->tool_version, "%s", version);
    else ext_tool_version(cmd, f->tool_version, sizeof f->tool_version);
  }
  x->total_seconds = now_s() - t0;
  return st;
}

/* fuzzers/lib/ft.c -- the fuzz targets' dispatcher (ft_run), the wrappers'
 * shared body (ft_fuzz_one), and the two smallest target bodies: fuzz_parse
 * (parser, verifier and printer round trip) and fuzz_div (division
 * lowering against exact division).  Contract: fuzzers/lib/fuzztarget.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzztarget.h"
#include "../../oracles/divref/divref_ir.h"
#include "../../passes/pass.h"

void ft_opts_default(FtOpts *o) {
  memset(o, 0, sizeof *o);
  o->ulps = -1;
}

void ft_opts_from_env(FtOpts *o) {
  const char *p = getenv("PASSCHECK_FUZZ_PIPELINE");
  if (p && *p) o->pipeline = p;
  const char *u = getenv("PASSCHECK_FUZZ_ULPS");
  if (u && *u) {
    char *end;
    double v = strtod(u, &end);
    if (end != u && !*end && v >= 0) o->ulps = v;
  }
}

/* ------------------------------------------------------------------ */
/* Target names                                                         */

static const char *const ft_fixed[] = {"fuzz_parse", "fuzz_ir", "fuzz_gen", "fuzz_mathfold", "fuzz_div"};
enum { FT_NFIXED = sizeof ft_fixed / sizeof ft_fixed[0] };
#define FT_PASS_PREFIX "fuzz_pass_"

/* The i-th registered pass that is neither a mutant nor a utility (no
 * fuzz target), or NULL. */
static const PassInfo *real_pass(unsigned i) {
  size_t n;
  const PassInfo *t = pass_table(&n);
  for (size_t k = 0; k < n; k++)
    if (strncmp(t[k].name, "mutant-", 7) != 0 && !(t[k].flags & PASS_UTILITY) && i-- == 0) return &t[k];
  return NULL;
}

const char *ft_name(unsigned i) {
  /* "fuzz_pass_<name>" for every pass (not the mutants): a read-only
   * table the preprocessor builds from passes.def. */
  static const char *const pass_names[] = {
#define PASS(id, name, summary) FT_PASS_PREFIX name,
#define MUTANT(id, name, summary)
#include "../../passes/passes.def"
  };
  if (i < FT_NFIXED) return ft_fixed[i];
  i -= FT_NFIXED;
  return i < sizeof pass_names / sizeof pass_names[0] ? pass_names[i] : NULL;
}

/* The pass a fuzz_pass_<name> target checks, or NULL. */
static const PassInfo *target_pass(const char *name) {
  if (strncmp(name, FT_PASS_PREFIX, strlen(FT_PASS_PREFIX)) != 0) return NULL;
  const char *p = name + strlen(FT_PASS_PREFIX);
  for (unsigned i = 0; real_pass(i); i++)
    if (!strcmp(real_pass(i)->name, p)) return real_pass(i);
  return NULL;
}

bool ft_known(const char *name) {
  for (unsigned i = 0; i < FT_NFIXED; i++)
    if (!strcmp(name, ft_fixed[i])) return true;
  return target_pass(name) != NULL;
}

IrStatus ft_run(IrCtx *c, const char *target, const uint8_t *data, size_t size, const FtOpts *o,
                FtResult *r) {
  memset(r, 0, sizeof *r);
  if (!strcmp(target, "fuzz_parse")) return ft_parse(c, data, size, o, r);
  if (!strcmp(target, "fuzz_ir")) return ft_ir(c, data, size, o, r);
  if (!strcmp(target, "fuzz_gen")) return ft_gen(c, NULL, data, size, o, r);
  if (!strcmp(target, "fuzz_mathfold")) return ft_mathfold(c, data, size, o, r);
  if (!strcmp(target, "fuzz_div")) return ft_div(c, data, size, o, r);
  const PassInfo *pi = target_pass(target);
  if (pi) return ft_gen(c, pi->name, data, size, o, r);
  return ir_error(c, IR_EUSER, NULL, 0, 0, "unknown fuzz target '%s'", target);
}

void ft_result_free(FtResult *r) {
  if (r->has_diff) diff_finding_free(&r->diff);
  r->has_diff = false;
}

int ft_fuzz_one(const char *target, const uint8_t *data, size_t size) {
  IrCtx *c = ir_ctx_new();
  if (!c) return 0;
  FtOpts o;
  ft_opts_default(&o);
  ft_opts_from_env(&o);
  FtResult r;
  IrStatus s = ft_run(c, target, data, size, &o, &r);
  if (s == IR_OK && r.found) {
    fprintf(stderr, "%s\n", r.msg);
    fflush(stderr);
    abort();
  }
  if (s != IR_OK && s != IR_ENOMEM) {
    fprintf(stderr, "%s: the check could not run: %s\n", target, ir_ctx_error(c));
    fflush(stderr);
    abort();
  }
  ft_result_free(&r);
  ir_ctx_free(c);
  return 0;
}

/* ------------------------------------------------------------------ */
/* fuzz_parse: any byte string is rejected with an error or parsed; a    */
/* parsed module verifies or fails cleanly, prints, parses again, prints */
/* to the same bytes (print is a fixpoint), and verifies again if it did */

static IrStatus parse_found(FtResult *r, const char *what, const char *detail) {
  r->found = true;
  snprintf(r->msg, sizeof r->msg, "fuzz_parse: %s%s", what, detail ? detail : "");
  for (char *p = r->msg; *p; p++)
    if (*p == '\n') *p = ' ';
  return IR_OK;
}

IrStatus ft_parse(IrCtx *c, const uint8_t *data, size_t size, const FtOpts *o, FtResult *r) {
  IrModule *m = ir_parse(c, "fuzz.ll", (const char *)data, size);
  if (!m) return ir_ctx_status(c) == IR_ENOMEM ? IR_ENOMEM : IR_OK;
  ir_ctx_clear_error(c);
  bool verified = ir_verify_module(m) == IR_OK;
  size_t n1 = 0, n2 = 0;
  char *t1 = ir_print_module_str(m, &n1), *t2 = NULL;
  IrModule *m2 = NULL;
  IrStatus st = IR_OK;
  if (!t1) {
    st = IR_ENOMEM;
    goto out;
  }
  ir_ctx_clear_error(c);
  m2 = ir_parse(c, "printed.ll", t1, n1);
  if (!m2) {
    if (ir_ctx_status(c) == IR_ENOMEM) st = IR_ENOMEM;
    else parse_found(r, "printed module does not parse: ", ir_ctx_error(c));
    goto out;
  }
  t2 = ir_print_module_str(m2, &n2);
  if (t2 && (n1 != n2 || memcmp(t1, t2, n1) != 0)) {
    parse_found(r, "print is not a fixpoint", NULL);
    goto out;
  }
  ir_ctx_clear_error(c);
  if (verified && ir_verify_module(m2) != IR_OK) parse_found(r, "printed module does not verify: ", ir_ctx_error(c));
out:
  free(t2);
  free(t1);
  if (m2) ir_module_free(m2);
  ir_module_free(m);
  return st;
}

/* ------------------------------------------------------------------ */
/* fuzz_div: byte 0 = op (bits 0-1: udiv, sdiv, urem, srem) | width 64   */
/* (bit 2) | constant divisor (bit 3) | MUFU model seed (bits 4-7); then */
/* the divisor and up to 64 dividends, w/8 bytes each, little-endian     */
/* (short inputs are padded with zeros; a zero divisor checks nothing)   */

static uint64_t le_bytes(const uint8_t *p, size_t avail, unsigned bytes) {
  uint64_t v = 0;
  for (unsigned i = 0; i < bytes && i < avail; i++) v |= (uint64_t)p[i] << (8 * i);
  return v;
}

IrStatus ft_div(IrCtx *c, const uint8_t *data, size_t size, const FtOpts *o, FtResult *r) {
  if (size < 1) return IR_OK;
  DivrefIrOp op = (DivrefIrOp)(data[0] & 3);
  unsigned w = data[0] & 4 ? 64 : 32, bytes = w / 8;
  bool konst = (data[0] & 8) != 0;
  uint64_t y = le_bytes(data + 1, size - 1, bytes), xs[64];
  size_t n = 0;
  for (size_t at = 1 + bytes; at < size && n < 64; at += bytes) xs[n++] = le_bytes(data + at, size - at, bytes);
  DivrefIrOpts d;
  divref_ir_opts_default(&d);
  if (o->pipeline && *o->pipeline) d.pipeline = o->pipeline;
  d.seed = data[0] >> 4;
  d.adv_seeds = 1;
  d.random_pairs = 0;
  d.batch = 256;
  DivrefIrStats st;
  memset(&st, 0, sizeof st);
  IrStatus s = divref_ir_check_pairs(c, op, w, konst, y, xs, n, &d, &st);
  if (s != IR_OK) return s;
  if (st.found) {
    char buf[512];
    divref_ir_cex_str(&st.cex, buf, sizeof buf);
    r->found = true;
    snprintf(r->msg, sizeof r->msg, "fuzz_div: %s", buf);
  }
  return IR_OK;
}

/* fuzzers/lib/ft_gen.c -- the differential fuzz targets: fuzz_ir (bytes are
 * IR text), fuzz_gen (bytes are the generator's decisions) and
 * fuzz_pass_<pass> (as fuzz_gen, one pass, its knobs from the bytes).  All
 * run the per-pass differential oracle (oracles/diff) in process: a pass
 * that crashes crashes the target, which is what the engines want (the
 * sanitizers name the fault); `passcheck import` sets FtOpts.isolate, and
 * the same crash becomes a crash finding.  Contract: fuzzers/lib/fuzztarget.h.
 *
 * Input layouts.
 *   fuzz_ir    the whole input is a module; it must parse and verify, else
 *              it means nothing.  Kernel: the first function listed as a
 *              kernel, else the first definition; inputs generated from a
 *              seed hashed from the bytes; grid 2x4.
 *   fuzz_gen   byte 0 = program size (16 + 4 * (b % 48) instructions),
 *              bytes 1.. = the generator's decision tape (gen.h,
 *              GenOpts.tape); after the tape runs out, decisions come from
 *              a stream seeded by the input's length.  Pipeline: the
 *              default one (or FtOpts.pipeline), default knobs.
 *   fuzz_pass_<p>  byte 0 = size as above; then one byte per knob the pass
 *              reads (knobs.def order; not those that change the meaning
 *              on purpose, knob_changes_meaning; nor passcheck's own knobs, !knob_from_seeds): < 128 leaves the default, else
 *              the value lo + (b - 128) mod (hi - lo + 1) (wider ranges
 *              are reached in steps of (hi - lo + 1) / 128); then the tape.
 *              Pipeline: the pass alone (or FtOpts.pipeline: the mutant
 *              tests replace it).
 *
 * Outcomes.  mismatch, ub-introduced, crash, timeout-introduced and
 * precision are findings (precision only beyond FtOpts.ulps, default 4
 * ulp: the folder uses the host libm, which is up to about 2 ulp off in
 * double, seed 004).  invalid-test (the source is UB or times out on every
 * input) is a finding of fuzz_gen and fuzz_pass_* (the generator promises
 * UB-free terminating programs, so it is a generator bug) and nothing for
 * fuzz_ir (arbitrary IR is often UB).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzztarget.h"
#include "../../generators/gen.h"
#include "../../passes/pass.h"

enum { FT_GEN_TOL_ULPS = 4, FT_IR_STEPS = 200000 };

/* The kernel of m (as `passcheck check` picks it), IR_NIL when none. */
static uint32_t pick_kernel(const IrModule *m) {
  for (uint32_t i = 0; i < m->nfuncs; i++)
    if (!ir_func(m, i)->is_decl && ir_func(m, i)->is_kernel) return i;
  for (uint32_t i = 0; i < m->nfuncs; i++)
    if (!ir_func(m, i)->is_decl) return i;
  return IR_NIL;
}

/* Runs the oracle on (m, fidx) and turns its outcome into r. */
static IrStatus check(IrCtx *c, const char *target, const IrModule *m, uint32_t fidx, const Pipeline *p,
                      const PassCtx *pc, DiffOpts *d, bool invalid_is_finding, const FtOpts *o, FtResult *r) {
  d->isolate = o->isolate;
  d->ulp_tolerance = o->ulps >= 0 ? o->ulps : FT_GEN_TOL_ULPS;
  DiffResult res;
  IrStatus s = diff_run(c, m, fidx, p, pc, d, &res);
  if (s != IR_OK) return s;
  DiffFinding *f = &res.finding;
  if (res.outcome != DIFF_OK && (res.outcome != DIFF_INVALID_TEST || invalid_is_finding)) {
    r->found = true;
    if (res.outcome == DIFF_INVALID_TEST)
      snprintf(r->msg, sizeof r->msg, "%s: invalid-test: the generated program is not a valid test: %s", target,
               f->detail ? f->detail : f->expected);
    else if (f->has_diff && f->diff_src_val[0])
      snprintf(r->msg, sizeof r->msg, "%s: %s: pass %s (signature %s): %s byte %u: %s %s before, %s after", target,
               diff_outcome_name(res.outcome), f->pass, f->sig, f->diff_where, f->diff_offset, f->diff_type,
               f->diff_src_val, f->diff_tgt_val);
    else if (f->has_diff)
      snprintf(r->msg, sizeof r->msg, "%s: %s: pass %s (signature %s): %s byte %u: 0x%02x before, 0x%02x after%s",
               target, diff_outcome_name(res.outcome), f->pass, f->sig, f->diff_where, f->diff_offset, f->src_byte,
               f->tgt_byte, f->tgt_poison ? " (poison)" : "");
    else
      snprintf(r->msg, sizeof r->msg, "%s: %s: pass %s (signature %s): source %.200s, target %.200s%s%.300s", target,
               diff_outcome_name(res.outcome), f->pass, f->sig, f->expected, f->actual,
               f->actual_at[0] ? " at " : "", f->actual_at);
    for (char *q = r->msg; *q; q++)
      if (*q == '\n') *q = ' ';
    if (o->keep) {
      r->diff = *f;              /* the finding's buffers move to r */
      memset(f, 0, sizeof *f);
      r->has_diff = true;
    }
  }
  diff_result_free(&res);
  return IR_OK;
}

static IrStatus pipeline_of(IrCtx *c, const char *dflt, const FtOpts *o, Pipeline *p) {
  const char *s = o->pipeline && *o->pipeline ? o->pipeline : dflt;
  return pipeline_parse(c, s, p);
}

IrStatus ft_ir(IrCtx *c, const uint8_t *data, size_t size, const FtOpts *o, FtResult *r) {
  Pipeline p;
  IrStatus s = pipeline_of(c, pipeline_default(), o, &p);
  if (s != IR_OK) return s;
  IrModule *m = ir_parse(c, "fuzz.ll", (const char *)data, size);
  if (!m) return ir_ctx_status(c) == IR_ENOMEM ? IR_ENOMEM : IR_OK;
  ir_ctx_clear_error(c);
  uint32_t fidx = pick_kernel(m);
  if (ir_verify_module(m) != IR_OK || fidx == IR_NIL) {
    ir_module_free(m);
    ir_ctx_clear_error(c);
    return IR_OK;
  }
  PassCtx pc;
  pass_ctx_init(&pc, c);
  DiffOpts d;
  diff_opts_default(&d);
  d.ninputs = 4;
  d.input_seed = ir_fnv1a64(data, size);
  d.interp.step_budget = FT_IR_STEPS;
  s = check(c, "fuzz_ir", m, fidx, &p, &pc, &d, false, o, r);
  ir_module_free(m);
  /* An input the kernel cannot take (a parameter type the input generator
   * does not support): the bytes mean nothing, not an error of the target. */
  if (s == IR_EUSER) {
    ir_ctx_clear_error(c);
    s = IR_OK;
  }
  return s;
}

void ft_gen_decode(const char *pass, const uint8_t *data, size_t size, GenOpts *go, int64_t *knob) {
  knobs_default(knob);
  size_t at = 0;
  uint32_t size_b = size > 0 ? data[at++] : 0;
  for (unsigned k = 0; pass && k < KNOB__COUNT; k++) {
    const KnobInfo *ki = knob_info((KnobId)k);
    if (strcmp(ki->pass, pass) != 0 || knob_changes_meaning((KnobId)k) || !knob_from_seeds((KnobId)k)) continue;
    uint8_t b = at < size ? data[at] : 0;
    at++;
    if (b < 128) continue;
    uint64_t range = (uint64_t)(ki->hi - ki->lo) + 1, v = b - 128u;
    if (range > 128) v = v * (range / 128);
    knob[k] = ki->lo + (int64_t)(v % range);
  }
  gen_opts_default(go);
  go->size = 16 + 4 * (size_b % 48);
  go->seed = size;
  go->tape = at < size ? data + at : NULL;
  go->tape_len = at < size ? size - at : 0;
}

IrStatus ft_gen(IrCtx *c, const char *pass, const uint8_t *data, size_t size, const FtOpts *o, FtResult *r) {
  const char *target = "fuzz_gen";
  char tname[96];
  Pipeline p;
  IrStatus s = pipeline_of(c, pass ? pass : pipeline_default(), o, &p);
  if (s != IR_OK) return s;
  PassCtx pc;
  pass_ctx_init(&pc, c);
  if (pass) {
    snprintf(tname, sizeof tname, "fuzz_pass_%s", pass);
    target = tname;
  }
  GenOpts go;
  ft_gen_decode(pass, data, size, &go, pc.knob);
  GenProgram g;
  s = gen_program(c, &go, &g);
  if (s != IR_OK) {
    if (s == IR_ENOMEM) return s;
    r->found = true;  /* the generator's promise: every tape gives a valid program */
    snprintf(r->msg, sizeof r->msg, "%s: generator: %s", target, ir_ctx_error(c));
    return IR_OK;
  }
  DiffOpts d;
  diff_opts_default(&d);
  d.interp.grid = g.grid;
  d.gen = g.inputs;
  d.ninputs = 4;
  d.input_seed = ir_fnv1a64(data, size);
  s = check(c, target, g.m, g.fidx, &p, &pc, &d, true, o, r);
  ir_module_free(g.m);
  return s;
}

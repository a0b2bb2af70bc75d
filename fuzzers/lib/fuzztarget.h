/* fuzzers/lib/fuzztarget.h -- the bodies of the coverage-guided fuzz
 * targets: how each target turns a byte string into a check, and what it
 * concludes.  fuzzers/fuzz_<name>.c is a thin wrapper (libFuzzer's
 * LLVMFuzzerTestOneInput, AFL++ through fuzzers/afl_driver.c) that calls
 * ft_run and aborts on a finding; `passcheck import CRASH --target T`
 * calls the same ft_run on an engine's crash file, so a crash file means
 * exactly what it meant inside the engine.
 *
 * Targets (the names the engines' binaries carry):
 *   fuzz_parse            parser, verifier, printer round trip
 *   fuzz_ir               bytes are IR text: parse, verify, differential oracle
 *   fuzz_gen              bytes are the generator's decisions, then the oracle
 *   fuzz_pass_<pass>      as fuzz_gen with one pass and its knobs from the bytes
 *   fuzz_mathfold         a math function and constant arguments, folded and judged by MPFR
 *   fuzz_div              division lowering against exact division
 *
 * Contract: ft_run never aborts or exits and keeps no state between calls
 * (everything lives in the IrCtx and is freed before it returns).  It
 * returns IR_OK with r->found false (nothing wrong, or the input means
 * nothing: not IR, no kernel, ...), or IR_OK with r->found true and a
 * one-line r->msg "<target>: <outcome>: <detail>" (a finding), or an error
 * (IR_ENOMEM; IR_EUSER for a bad option such as an unknown pipeline).
 * With FtOpts.keep set, a finding of the differential oracle also leaves
 * its DiffFinding in r->diff (r->has_diff) for findings_write; free with
 * ft_result_free.
 */
#ifndef PASSCHECK_FUZZTARGET_H
#define PASSCHECK_FUZZTARGET_H

#include <stddef.h>
#include <stdint.h>

#include "ir.h"
#include "../../oracles/diff/diff.h"
#include "../../generators/gen.h"

typedef struct FtOpts {
  const char *pipeline;  /* NULL or "": the target's own (env PASSCHECK_FUZZ_PIPELINE in the wrappers) */
  double ulps;           /* fuzz_mathfold: tolerance in ulp; < 0: the target's default */
  bool keep;             /* keep the DiffFinding of a differential finding (import) */
  bool isolate;          /* run passes in a child process, so that a pass crash becomes a
                            crash finding (import); the engines run them in process */
} FtOpts;

typedef struct FtResult {
  bool found;
  char msg[1024];        /* one line, no newline */
  bool has_diff;         /* keep: r->diff is a finding of the differential oracle */
  DiffFinding diff;
} FtResult;

void ft_opts_default(FtOpts *o);
/* Fills o from the environment: PASSCHECK_FUZZ_PIPELINE, PASSCHECK_FUZZ_ULPS. */
void ft_opts_from_env(FtOpts *o);

/* The target called name ("fuzz_gen", "fuzz_pass_lower-div", ...); false
 * when there is none. */
bool ft_known(const char *name);
/* The target names, one per call: i = 0, 1, ... until NULL. */
const char *ft_name(unsigned i);

IrStatus ft_run(IrCtx *c, const char *target, const uint8_t *data, size_t size, const FtOpts *o,
                FtResult *r);
void ft_result_free(FtResult *r);

/* The wrappers' body: runs target on the bytes in a fresh context with
 * the options from the environment; on a finding prints r.msg to stderr and
 * aborts (the engines keep the input); on an error other than out of
 * memory prints it and aborts too (a target that cannot run is a bug to
 * see, not to skip). */
int ft_fuzz_one(const char *target, const uint8_t *data, size_t size);

/* The decoding of fuzz_gen (pass NULL) and fuzz_pass_<pass> inputs: the
 * generator options (go->tape points into data) and the knob values
 * (knob[KNOB__COUNT], defaults first) the bytes give; layout in
 * fuzzers/lib/ft_gen.c. */
void ft_gen_decode(const char *pass, const uint8_t *data, size_t size, GenOpts *go, int64_t *knob);

/* Per-target bodies (fuzzers/lib/ft_*.c); ft_run dispatches to them with
 * r cleared. */
IrStatus ft_parse(IrCtx *c, const uint8_t *data, size_t size, const FtOpts *o, FtResult *r);
IrStatus ft_ir(IrCtx *c, const uint8_t *data, size_t size, const FtOpts *o, FtResult *r);
IrStatus ft_gen(IrCtx *c, const char *pass, const uint8_t *data, size_t size, const FtOpts *o, FtResult *r);
IrStatus ft_mathfold(IrCtx *c, const uint8_t *data, size_t size, const FtOpts *o, FtResult *r);
IrStatus ft_div(IrCtx *c, const uint8_t *data, size_t size, const FtOpts *o, FtResult *r);

#endif

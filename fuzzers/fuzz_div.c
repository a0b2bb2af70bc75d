/* fuzzers/fuzz_div.c -- libFuzzer target for division lowering: the bytes
 * choose the operation (udiv, sdiv, urem, srem), the width (32, 64),
 * whether the divisor is a constant of the kernel (magic-number division)
 * or a parameter (the Newton-Raphson templates), the divisor, up to 64
 * dividends and the adversarial MUFU model's seed; the lowered kernel runs
 * in the reference interpreter under the exact and the adversarial model
 * and every lane is compared with exact C division
 * (oracles/divref/divref_ir.h: the same check as `passcheck divcheck`).
 *
 * Input layout: byte 0 = op (bits 0-1) | width 64 (bit 2) | constant
 * divisor (bit 3) | model seed (bits 4-7); then the divisor and the
 * dividends, w/8 bytes each, little-endian.  Shorter inputs are padded
 * with zeros; a zero divisor checks nothing.
 *
 * Contract: aborts (a finding) only when a lane differs, is poison or is
 * not ok, with one line "fuzz_div: <op> i<w> x = ..., y = ...: expected
 * ..., got ..."; the pipeline under test is lower-div, or
 * $PASSCHECK_FUZZ_PIPELINE (e.g. mutant-magic-div: the test that the
 * target reaches the oracle).  No state survives an iteration.
 *
 * Build and run (from the repository root):
 *   bash fuzzers/build.sh build/fuzz
 *   build/fuzz/fuzz_div -max_total_time=600 build/fuzz/div-corpus corpora/fuzz_div
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir.h"
#include "../oracles/divref/divref_ir.h"

static uint64_t le(const uint8_t *p, size_t avail, unsigned bytes) {
  uint64_t v = 0;
  for (unsigned i = 0; i < bytes && i < avail; i++) v |= (uint64_t)p[i] << (8 * i);
  return v;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1) return 0;
  DivrefIrOp op = (DivrefIrOp)(data[0] & 3);
  unsigned w = data[0] & 4 ? 64 : 32, bytes = w / 8;
  bool konst = (data[0] & 8) != 0;
  uint64_t y = le(data + 1, size - 1, bytes), xs[64];
  size_t n = 0;
  for (size_t at = 1 + bytes; at < size && n < 64; at += bytes) xs[n++] = le(data + at, size - at, bytes);
  IrCtx *c = ir_ctx_new();
  if (!c) return 0;
  DivrefIrOpts o;
  divref_ir_opts_default(&o);
  const char *pipe = getenv("PASSCHECK_FUZZ_PIPELINE");
  if (pipe && *pipe) o.pipeline = pipe;
  o.seed = data[0] >> 4;
  o.adv_seeds = 1;
  o.random_pairs = 0;
  o.batch = 256;
  DivrefIrStats st;
  memset(&st, 0, sizeof st);
  IrStatus s = divref_ir_check_pairs(c, op, w, konst, y, xs, n, &o, &st);
  if (s != IR_OK) {
    fprintf(stderr, "fuzz_div: the check could not run: %s\n", ir_ctx_error(c));
    abort();
  }
  if (st.found) {
    char buf[512];
    divref_ir_cex_str(&st.cex, buf, sizeof buf);
    fprintf(stderr, "fuzz_div: %s\n", buf);
    abort();
  }
  ir_ctx_free(c);
  return 0;
}

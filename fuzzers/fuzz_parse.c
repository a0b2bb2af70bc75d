/* fuzzers/fuzz_parse.c -- libFuzzer target for the parser, verifier and
 * printer: any byte string must be rejected with an error or parsed; a
 * parsed module must verify or fail cleanly, print, parse again, print to
 * the same bytes (print is a fixpoint), and verify again if it verified.
 *
 * Contract: aborts (a finding) only on those oracle violations, with one
 * line "fuzz_parse: ..."; crashes, leaks and UB are caught by the sanitizers.
 *
 * Build and run (from the repository root; fuzzers/build.sh builds every
 * fuzzers/fuzz_*.c with clang-16 -fsanitize=fuzzer,address,undefined):
 *   bash fuzzers/build.sh build/fuzz
 *   mkdir -p build/fuzz/corpus && cp -rn corpora/fuzz_parse/. build/fuzz/corpus/
 *   build/fuzz/fuzz_parse -dict=fuzzers/fuzz_parse.dict -max_total_time=3600 \
 *       -artifact_prefix=build/fuzz/crashes/ build/fuzz/corpus   # one hour
 *   (add -jobs=N -workers=N to use N cores)
 *   build/fuzz/fuzz_parse CRASH-FILE                # reproduce one input
 * `make fuzz` runs it for 60 s (FUZZ_SECONDS=3600 make fuzz: one hour) on a
 * corpus kept in build/fuzz/corpus and writes build/fuzz-report.txt;
 * `make check-long` runs it for 600 s on a fresh copy of the seeds.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir.h"

static void die(const char *msg, const char *detail) {
  fprintf(stderr, "fuzz_parse: %s%s\n", msg, detail ? detail : "");
  abort();
}

/* Prints m, parses the text again and checks that the copy prints to the
 * same bytes and verifies when m did. */
static void round_trip(IrCtx *c, IrModule *m, int verified) {
  size_t n1 = 0, n2 = 0;
  char *t1 = ir_print_module_str(m, &n1);
  if (!t1) return;  /* out of memory: not a finding */
  ir_ctx_clear_error(c);
  IrModule *m2 = ir_parse(c, "printed.ll", t1, n1);
  if (!m2) {
    if (ir_ctx_status(c) == IR_ENOMEM) {
      free(t1);
      return;
    }
    die("printed module does not parse: ", ir_ctx_error(c));
  }
  char *t2 = ir_print_module_str(m2, &n2);
  if (t2 && (n1 != n2 || memcmp(t1, t2, n1) != 0)) die("print is not a fixpoint", NULL);
  if (verified) {
    ir_ctx_clear_error(c);
    if (ir_verify_module(m2) != IR_OK)
      die("printed module does not verify: ", ir_ctx_error(c));
  }
  free(t2);
  free(t1);
  ir_module_free(m2);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  IrCtx *c = ir_ctx_new();
  if (!c) return 0;
  IrModule *m = ir_parse(c, "fuzz.ll", (const char *)data, size);
  if (m) {
    ir_ctx_clear_error(c);
    int verified = ir_verify_module(m) == IR_OK;
    round_trip(c, m, verified);
    ir_module_free(m);
  }
  ir_ctx_free(c);
  return 0;
}

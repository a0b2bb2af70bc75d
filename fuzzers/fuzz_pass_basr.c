/* fuzzers/fuzz_pass_basr.c -- structure-aware fuzz target for the basr
 * pass alone: byte 0 the program size, then one byte per knob of the pass
 * (passes/knobs.def; < 128 keeps the default), then the generator's
 * decision tape; the pass runs over the generated kernel through the
 * differential oracle (body and layout: fuzzers/lib/ft_gen.c, one such
 * target per registered pass: tests/unit/test_fuzztarget.c checks that
 * every pass has its file).
 *
 * Contract: aborts (a finding) with one line "fuzz_pass_basr: <outcome>:
 * ..." when the pass miscompiles or crashes; $PASSCHECK_FUZZ_PIPELINE
 * replaces the pass (the mutant tests).
 *   bash fuzzers/build.sh && build/fuzz/fuzz_pass_basr build/fuzz/pass-corpus corpora/fuzz_pass_basr
 *   make fuzz-libfuzzer TARGET=fuzz_pass_basr    make fuzz-afl TARGET=fuzz_pass_basr
 */
#include "lib/fuzztarget.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  return ft_fuzz_one("fuzz_pass_basr", data, size);
}

/* fuzzers/fuzz_ir.c -- fuzz target whose bytes are IR text: a module that
 * parses and verifies runs through the default pipeline and the per-pass
 * differential oracle (body: fuzzers/lib/ft_gen.c, ft_ir).  Text that does
 * not parse or verify means nothing, so the target carries a custom
 * mutator: generators/mutate.h changes operands, opcodes, predicates,
 * flags, constants and branches while keeping the module valid, and
 * libFuzzer's byte-level mutation is the fallback (for text that does not
 * parse, and one time in eight to keep some syntax-level variety).
 *
 * Contract: aborts (a finding) with one line "fuzz_ir: <outcome>: pass P
 * (signature S): ..." when a pass miscompiles or crashes on the module;
 * $PASSCHECK_FUZZ_PIPELINE replaces the default pipeline.  AFL++ uses the
 * same mutator through fuzzers/afl_mutator.c (AFL_CUSTOM_MUTATOR_LIBRARY).
 *   bash fuzzers/build.sh && build/fuzz/fuzz_ir -dict=fuzzers/fuzz_ir.dict -max_len=16384 \
 *       build/fuzz/ir-corpus corpora/fuzz_ir
 *   make fuzz-libfuzzer TARGET=fuzz_ir         make fuzz-afl TARGET=fuzz_ir
 */

#include "lib/fuzztarget.h"
#include "../generators/mutate.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
/* libFuzzer's byte-level mutator; absent under AFL++ (which mutates through
 * fuzzers/afl_mutator.c instead), hence weak. */
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size) __attribute__((weak));
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) { return ft_fuzz_one("fuzz_ir", data, size); }

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed) {
  if (seed % 8 != 7) {
    size_t n = irmut_mutate(data, size, data, max_size, seed, NULL);  /* in place */
    if (n) return n;
  }
  return LLVMFuzzerMutate ? LLVMFuzzerMutate(data, size, max_size) : size;
}

/* fuzzers/fuzz_gen.c -- structure-aware fuzz target: the bytes are the
 * program generator's decisions (byte 0 the program size, the rest its
 * decision tape: generators/gen.h, GenOpts.tape), so every byte string is
 * a valid, UB-free, terminating kernel; the default pipeline runs over it
 * through the per-pass differential oracle (body and layout:
 * fuzzers/lib/ft_gen.c).  Coverage guidance then steers the generator's
 * choices toward new paths in the passes, the interpreter and the oracle.
 *
 * Contract: aborts (a finding) with one line "fuzz_gen: <outcome>: pass P
 * (signature S): expected ..., got ..." when a pass miscompiles, crashes
 * or the generator breaks its promise (invalid-test); the pipeline is
 * $PASSCHECK_FUZZ_PIPELINE when set (the mutant tests).  `passcheck import
 * CRASH --target fuzz_gen` turns a crash file into a finding folder.
 *   bash fuzzers/build.sh && build/fuzz/fuzz_gen -max_len=4096 build/fuzz/gen-corpus corpora/fuzz_gen
 *   make fuzz-libfuzzer TARGET=fuzz_gen        make fuzz-afl TARGET=fuzz_gen
 */
#include "lib/fuzztarget.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) { return ft_fuzz_one("fuzz_gen", data, size); }

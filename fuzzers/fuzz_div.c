/* fuzzers/fuzz_div.c -- fuzz target for division lowering: the bytes
 * choose the operation (udiv, sdiv, urem, srem), the width (32, 64),
 * whether the divisor is a constant of the kernel (magic-number division)
 * or a parameter (the Newton-Raphson templates), the divisor, up to 64
 * dividends and the adversarial MUFU model's seed; the lowered kernel runs
 * in the reference interpreter under the exact and the adversarial model
 * and every lane is compared with exact C division (the same check as
 * `passcheck divcheck`; body and input layout: fuzzers/lib/ft.c, ft_div).
 *
 * Contract: aborts (a finding) only when a lane differs, is poison or is
 * not ok, with one line "fuzz_div: <op> i<w> x = ..., y = ...: expected
 * ..., got ..."; the pipeline under test is lower-div, or
 * $PASSCHECK_FUZZ_PIPELINE (e.g. mutant-magic-div: the test that the
 * target reaches the oracle).  No state survives an iteration.
 *   bash fuzzers/build.sh && build/fuzz/fuzz_div -dict=fuzzers/fuzz_div.dict \
 *       -max_total_time=600 build/fuzz/div-corpus corpora/fuzz_div
 *   make fuzz-libfuzzer TARGET=fuzz_div        make fuzz-afl TARGET=fuzz_div
 */
#include "lib/fuzztarget.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) { return ft_fuzz_one("fuzz_div", data, size); }

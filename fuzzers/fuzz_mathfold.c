/* fuzzers/fuzz_mathfold.c -- fuzz target for the constant folder's math:
 * the bytes choose a math function the folder knows by its C name (or a
 * float-to-integer conversion) and its constant arguments; the folded
 * value is judged against MPFR (conversions against exact truncation).
 * Body and input layout: fuzzers/lib/ft_mathfold.c.
 *
 * Contract: aborts (a finding) with one line "fuzz_mathfold: precision:
 * sin(double 0x...): folded 0x..., correctly rounded 0x..., 5.3 ulp
 * (tolerance 4 ulp)" or "fuzz_mathfold: mismatch: fptosi ...: folded 3,
 * expected 2"; $PASSCHECK_FUZZ_PIPELINE replaces constfold (the mutant
 * test), $PASSCHECK_FUZZ_ULPS the tolerance (default 1 ulp float, 4 double).
 *   bash fuzzers/build.sh && build/fuzz/fuzz_mathfold -dict=fuzzers/fuzz_mathfold.dict \
 *       build/fuzz/mathfold-corpus corpora/fuzz_mathfold
 *   make fuzz-libfuzzer TARGET=fuzz_mathfold   make fuzz-afl TARGET=fuzz_mathfold
 */
#include "lib/fuzztarget.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) { return ft_fuzz_one("fuzz_mathfold", data, size); }

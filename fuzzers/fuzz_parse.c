/* fuzzers/fuzz_parse.c -- fuzz target for the parser, verifier and
 * printer: any byte string must be rejected with an error or parsed; a
 * parsed module must verify or fail cleanly, print, parse again, print to
 * the same bytes (print is a fixpoint), and verify again if it verified
 * (the body: fuzzers/lib/ft.c, ft_parse).
 *
 * Contract: aborts (a finding) only on those oracle violations, with one
 * line "fuzz_parse: ..."; crashes, leaks and UB are caught by the
 * sanitizers.  Engines: libFuzzer (this entry point) and AFL++
 * (fuzzers/afl_driver.c); builds: fuzzers/build.sh.  Dictionary:
 * fuzzers/fuzz_parse.dict; seeds: corpora/fuzz_parse.
 *   bash fuzzers/build.sh && build/fuzz/fuzz_parse -dict=fuzzers/fuzz_parse.dict \
 *       -max_total_time=3600 build/fuzz/corpus corpora/fuzz_parse
 *   make fuzz-libfuzzer TARGET=fuzz_parse      make fuzz-afl TARGET=fuzz_parse
 */
#include "lib/fuzztarget.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) { return ft_fuzz_one("fuzz_parse", data, size); }

/* fuzzers/afl_mutator.c -- the IR mutator (generators/mutate.h) as an
 * AFL++ custom mutator, for the IR text targets (fuzz_ir, fuzz_parse):
 *   AFL_CUSTOM_MUTATOR_LIBRARY=build/fuzz-afl/passcheck-mutator.so afl-fuzz ...
 * AFL++ calls afl_custom_fuzz for part of its mutations and keeps its own
 * havoc stage too (AFL_CUSTOM_MUTATOR_ONLY is not set), so text that does
 * not parse still evolves.  Built by fuzzers/build.sh --engine afl as a
 * shared library of this file, generators/mutate.c and core/.
 *
 * Contract: the state (returned by afl_custom_init) owns the output buffer
 * and the seed counter; no global state.  When the IR mutator has no
 * mutant (input not IR, or nothing applied), afl_custom_fuzz returns the
 * input unchanged.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../generators/mutate.h"

typedef struct MutState {
  uint64_t seed;
  uint8_t *buf;
  size_t cap;
} MutState;

void *afl_custom_init(void *afl, unsigned int seed);
size_t afl_custom_fuzz(void *data, uint8_t *buf, size_t buf_size, uint8_t **out_buf, uint8_t *add_buf,
                       size_t add_buf_size, size_t max_size);
void afl_custom_deinit(void *data);

void *afl_custom_init(void *afl, unsigned int seed) {
  MutState *s = calloc(1, sizeof *s);
  if (s) s->seed = seed;
  return s;
}

size_t afl_custom_fuzz(void *data, uint8_t *buf, size_t buf_size, uint8_t **out_buf, uint8_t *add_buf,
                       size_t add_buf_size, size_t max_size) {
  MutState *s = data;
  *out_buf = buf;
  if (!s || max_size == 0) return buf_size;
  if (s->cap < max_size) {
    uint8_t *nb = realloc(s->buf, max_size);
    if (!nb) return buf_size;
    s->buf = nb, s->cap = max_size;
  }
  size_t n = irmut_mutate(buf, buf_size, s->buf, max_size, s->seed++, NULL);
  if (!n) return buf_size;
  *out_buf = s->buf;
  return n;
}

void afl_custom_deinit(void *data) {
  MutState *s = data;
  if (!s) return;
  free(s->buf);
  free(s);
}

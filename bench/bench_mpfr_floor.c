/* bench/bench_mpfr_floor.c -- the cost floor of `passcheck mathcheck` for
 * `make bench` (bench/bench_constfold.sh): a plain loop that calls MPFR
 * directly, once per argument, for one function at the precision of the
 * type (correctly rounded result, round to nearest), nothing else.
 *
 * Usage: bench_mpfr_floor FUNC float|double N LO HI -- N arguments spread
 * evenly over [LO, HI); prints "FUNC TYPE N inputs S s R inputs/s".
 */
#define _POSIX_C_SOURCE 200809L  /* clock_gettime */
#include <mpfr.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef int (*FloorFn)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);

typedef struct FloorRow {
  const char *name;
  FloorFn fn;
} FloorRow;

static const FloorRow floor_rows[] = {
  {"sin", mpfr_sin},   {"cos", mpfr_cos},   {"tan", mpfr_tan},     {"exp", mpfr_exp},
  {"exp2", mpfr_exp2}, {"log", mpfr_log},   {"log2", mpfr_log2},   {"log10", mpfr_log10},
  {"sinh", mpfr_sinh}, {"cosh", mpfr_cosh}, {"tanh", mpfr_tanh},   {"atan", mpfr_atan},
  {"asin", mpfr_asin}, {"acos", mpfr_acos}, {"sqrt", mpfr_sqrt},
};

static FloorFn floor_lookup(const char *name) {
  for (size_t i = 0; i < sizeof floor_rows / sizeof floor_rows[0]; i++)
    if (!strcmp(floor_rows[i].name, name)) return floor_rows[i].fn;
  return NULL;
}

static double floor_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  if (argc != 6) {
    fprintf(stderr, "usage: bench_mpfr_floor FUNC float|double N LO HI\n");
    return 2;
  }
  FloorFn fn = floor_lookup(argv[1]);
  long n = atol(argv[3]);
  double lo = atof(argv[4]), hi = atof(argv[5]), sink = 0;
  if (!fn || n <= 0) {
    fprintf(stderr, "bench_mpfr_floor: unknown function '%s' or bad count '%s'\n", argv[1], argv[3]);
    return 2;
  }
  mpfr_prec_t prec = !strcmp(argv[2], "float") ? 24 : 53;
  mpfr_t x, y;
  mpfr_init2(x, 53);
  mpfr_init2(y, prec);
  double t0 = floor_now();
  for (long k = 0; k < n; k++) {
    mpfr_set_d(x, lo + (hi - lo) * (double)k / (double)n, MPFR_RNDN);
    fn(y, x, MPFR_RNDN);
    sink += mpfr_get_d(y, MPFR_RNDN);
  }
  double t = floor_now() - t0;
  mpfr_clears(x, y, (mpfr_ptr)0);
  printf("%s %s %ld inputs %.3f s %.0f inputs/s (checksum %g)\n", argv[1], argv[2], n, t, (double)n / t, sink);
  return 0;
}

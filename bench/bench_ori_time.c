/* bench/bench_ori_time.c -- the time of one pass alone (parsing, cloning
 * and printing excluded) on a module: bench_ori_time FILE PASS [REPS].
 * Each repetition runs the pass through pass_run on a fresh clone of the
 * parsed module; the clone is not timed; times are CPU seconds.  Prints
 *   "PASS N instructions: best S s, median S s (REPS reps), changed C"
 * Built and run by bench/bench_ori.sh.
 *
 * Contract: exit 1 when FILE cannot be read or parsed or PASS is unknown,
 * 2 when the pass fails or memory runs out.  Reports timings, asserts none.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ir.h"
#include "bench_file.h"
#include "../passes/pass.h"

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);  /* CPU time: steady on a shared machine */
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: bench_ori_time FILE PASS [REPS]\n");
    return 1;
  }
  int reps = argc > 3 ? atoi(argv[3]) : 5;
  if (reps < 1 || reps > 100) reps = 5;
  const PassInfo *pi = pass_lookup(argv[2], strlen(argv[2]));
  size_t len = 0;
  char *text = bench_read_file(argv[1], &len);
  IrCtx *c = ir_ctx_new();
  if (!c) return 2;
  IrModule *m = text && pi ? ir_parse(c, argv[1], text, len) : NULL;
  free(text);
  if (!m) {
    fprintf(stderr, "bench_ori_time: %s: %s\n", argv[1], !pi ? "unknown pass" : ir_ctx_error(c));
    return 1;
  }
  uint64_t n = 0;
  for (uint32_t i = 0; i < m->nfuncs; i++) n += ir_func(m, i)->nlive_insts;
  double t[100];
  bool changed = false;
  for (int r = 0; r < reps; r++) {
    IrModule *w = ir_module_clone(m);
    if (!w) return 2;
    PassCtx pc;
    pass_ctx_init(&pc, c);
    double t0 = now();
    IrStatus st = pass_run(&pc, pi, w, &changed);
    t[r] = now() - t0;
    ir_module_free(w);
    if (st != IR_OK) {
      fprintf(stderr, "bench_ori_time: %s: %s\n", argv[2], ir_ctx_error(c));
      return 2;
    }
  }
  qsort(t, (size_t)reps, sizeof t[0], cmp_double);
  printf("%-9s %7llu instructions: best %.4f s, median %.4f s (%d reps), changed %d\n", argv[2],
         (unsigned long long)n, t[0], t[reps / 2], reps, (int)changed);
  ir_module_free(m);
  ir_ctx_free(c);
  return 0;
}

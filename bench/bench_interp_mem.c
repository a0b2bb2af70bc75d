/* bench/bench_interp_mem.c -- memory per executed program: compiles one
 * function once, then runs interp_exec RUNS times in this process on one
 * generated input (freeing each result), and prints the resident set size
 * after a warm-up and at the end, and the time per run.  The interpreter's
 * contract (interp.h) is that repeated runs do not grow memory.
 *
 * usage: bench_interp_mem FILE FUNC RUNS [GRID]
 * Prints one line: "FUNC: RUNS runs, X us/run, steps/run S, rss after
 * warm-up A KiB, at end B KiB, growth G bytes/run".  Exit 1 on errors.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "interp/interp.h"

/* Resident set size in KiB (/proc/self/statm: pages), 0 if unknown. */
static long rss_kib(void) {
  FILE *f = fopen("/proc/self/statm", "r");
  long size = 0, res = 0;
  if (!f) return 0;
  if (fscanf(f, "%ld %ld", &size, &res) != 2) res = 0;
  fclose(f);
  return res * 4;
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *b = malloc((size_t)n + 1);
  if (b && fread(b, 1, (size_t)n, f) != (size_t)n) { free(b); b = NULL; }
  fclose(f);
  if (b) b[n] = 0, *len = (size_t)n;
  return b;
}

static uint32_t find_func(const IrModule *m, const char *name) {
  for (uint32_t i = 0; i < m->nfuncs; i++)
    if (!ir_func(m, i)->is_decl && !strcmp(ir_cstr(m, ir_func(m, i)->name), name)) return i;
  return IR_NIL;
}

/* Runs p n times; returns the steps of the last run, or UINT64_MAX. */
static uint64_t run_n(IrCtx *c, InterpProg *p, const InterpInput *in, long n) {
  uint64_t steps = UINT64_MAX;
  for (long i = 0; i < n; i++) {
    InterpResult r;
    memset(&r, 0, sizeof r);
    if (interp_exec(p, in, &r) != IR_OK) return UINT64_MAX;
    steps = r.steps;
    interp_result_free(c, &r);
  }
  return steps;
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: bench_interp_mem FILE FUNC RUNS [GRID]\n");
    return 1;
  }
  long runs = atol(argv[3]), warm = runs / 100 > 1000 ? 1000 : (runs / 100 ? runs / 100 : 1);
  size_t len;
  char *text = slurp(argv[1], &len);
  IrCtx *c = ir_ctx_new();
  IrModule *m = text ? ir_parse(c, argv[1], text, len) : NULL;
  free(text);
  uint32_t f = m ? find_func(m, argv[2]) : IR_NIL;
  if (!m || f == IR_NIL || ir_verify_module(m) != IR_OK) {
    fprintf(stderr, "bench_interp_mem: %s: %s\n", argv[1], m ? "no such function or invalid" : ir_ctx_error(c));
    return 1;
  }
  InterpOpts o;
  interp_opts_default(&o);
  if (argc > 4 && !interp_grid_parse(argv[4], &o.grid)) return fprintf(stderr, "bad grid\n"), 1;
  InterpInput in;
  InterpProg *p = NULL;
  if (interp_input_gen(c, m, f, 1, NULL, &o, &in) != IR_OK || !(p = interp_compile(c, m, f, &o))) {
    fprintf(stderr, "bench_interp_mem: %s\n", ir_ctx_error(c));
    return 1;
  }
  uint64_t steps = run_n(c, p, &in, warm);
  long rss0 = rss_kib();
  double t0 = now();
  if (steps != UINT64_MAX) steps = run_n(c, p, &in, runs - warm);
  double t1 = now();
  long rss1 = rss_kib();
  if (steps == UINT64_MAX) return fprintf(stderr, "bench_interp_mem: run failed\n"), 1;
  printf("%s: %ld runs, %.3f us/run, steps/run %llu, rss after %ld warm-up runs %ld KiB, at end %ld KiB, "
         "growth %.4f bytes/run\n",
         argv[2], runs, (t1 - t0) * 1e6 / (double)(runs - warm), (unsigned long long)steps, warm, rss0, rss1,
         (double)(rss1 - rss0) * 1024.0 / (double)(runs - warm));
  interp_prog_free(p);
  interp_input_free(c, &in);
  ir_module_free(m);
  ir_ctx_free(c);
  return 0;
}

/* bench/bench_clone.c -- the cost of cloning, which the differential oracle
 * pays before every pass: ir_module_clone of a whole module, and
 * ir_func_clone / ir_func_copy_body of its largest function, in nanoseconds
 * per instruction.  Built and run by bench/run.sh:  bench_clone FILE.ll
 *
 * Contract: prints a small table on stdout; exit 1 when FILE cannot be read
 * or parsed, 2 when out of memory.  Reports timings, asserts none.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "ir.h"
#include "bench_file.h"

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static uint64_t module_insts(const IrModule *m) {
  uint64_t n = 0;
  for (uint32_t i = 0; i < m->nfuncs; i++) n += ir_func(m, i)->nlive_insts;
  return n;
}

static uint32_t largest_func(const IrModule *m) {
  uint32_t best = 0;
  for (uint32_t i = 1; i < m->nfuncs; i++)
    if (ir_func(m, i)->nlive_insts > ir_func(m, best)->nlive_insts) best = i;
  return best;
}

static void row(const char *what, const char *subject, uint64_t insts, double secs, uint64_t reps) {
  printf("  %-18s %-34s %9.2f ns/instr  (%.3f ms each, %llu reps)\n", what, subject,
         secs * 1e9 / ((double)insts * (double)reps), secs * 1e3 / (double)reps,
         (unsigned long long)reps);
}

/* Clones the whole module until about a second has passed. */
static int bench_module(const IrModule *m, uint64_t ninst) {
  uint64_t reps = 0;
  double t0 = now(), t = t0;
  while (reps < 3 || t - t0 < 1.0) {
    IrModule *c = ir_module_clone(m);
    if (!c) return 2;
    ir_module_free(c);
    reps++;
    t = now();
  }
  char subject[64];
  snprintf(subject, sizeof subject, "whole module, %llu instrs", (unsigned long long)ninst);
  row("ir_module_clone", subject, ninst, t - t0, reps);
  return 0;
}

/* Batches of ir_func_clone into a scratch copy of the module (the copies
 * stay in the module, so each batch starts from a fresh copy, untimed). */
static int bench_func_clone(const IrModule *m, uint32_t fi, const char *subject) {
  enum { BATCH = 200 };
  uint64_t reps = 0, n = ir_func(m, fi)->nlive_insts;
  double timed = 0;
  for (int round = 0; round < 1000 && (round < 2 || timed < 0.5); round++) {
    IrModule *c = ir_module_clone(m);
    if (!c) return 2;
    IrStr names[BATCH];
    char buf[48];
    for (int k = 0; k < BATCH; k++) {
      snprintf(buf, sizeof buf, "bench.clone.%d", k);
      names[k] = ir_strz(c, buf);
    }
    double t0 = now();
    for (int k = 0; k < BATCH; k++)
      if (ir_func_clone(c, fi, names[k]) == IR_NIL) return 2;
    timed += now() - t0;
    reps += BATCH;
    ir_module_free(c);
  }
  row("ir_func_clone", subject, n, timed, reps);
  return 0;
}

/* Replaces the body of one copy of the function again and again. */
static int bench_copy_body(IrModule *m, uint32_t fi, const char *subject) {
  uint32_t di = ir_func_clone(m, fi, ir_strz(m, "bench.copy.dst"));
  if (di == IR_NIL) return 2;
  IrFunc *dst = ir_func(m, di);
  const IrFunc *src = ir_func(m, fi);
  uint64_t reps = 0;
  double t0 = now(), t = t0;
  while (reps < 3 || t - t0 < 0.5) {
    if (ir_func_copy_body(dst, src) != IR_OK) return 2;
    reps++;
    t = now();
  }
  row("ir_func_copy_body", subject, src->nlive_insts, t - t0, reps);
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: bench_clone FILE.ll\n");
    return 1;
  }
  size_t len;
  char *text = bench_read_file(argv[1], &len);
  if (!text) {
    fprintf(stderr, "bench_clone: cannot read %s\n", argv[1]);
    return 1;
  }
  IrCtx *c = ir_ctx_new();
  IrModule *m = c ? ir_parse(c, argv[1], text, len) : NULL;
  free(text);
  if (!m) {
    fprintf(stderr, "%s\n", c ? ir_ctx_error(c) : "bench_clone: out of memory");
    ir_ctx_free(c);
    return 1;
  }
  if (m->nfuncs == 0) {
    fprintf(stderr, "bench_clone: %s has no functions\n", argv[1]);
    ir_module_free(m);
    ir_ctx_free(c);
    return 1;
  }
  uint64_t ninst = module_insts(m);
  uint32_t fi = largest_func(m);
  char subject[160];
  snprintf(subject, sizeof subject, "largest function, %u instrs", ir_func(m, fi)->nlive_insts);
  printf("clone cost (bench_clone; ns per instruction cloned)\n");
  int rc = bench_module(m, ninst);
  if (!rc) rc = bench_func_clone(m, fi, subject);
  if (!rc) rc = bench_copy_body(m, fi, subject);
  if (rc) fprintf(stderr, "bench_clone: out of memory\n");
  ir_module_free(m);
  ir_ctx_free(c);
  return rc;
}

/* tests/unit/test_ir.h -- IR helpers of the unit tests: test_parse(c,
 * text) parses a module (printing the error, NULL on failure);
 * graph(n, "0>1 1>2 ...") makes a CFG shape and graph_build turns it into
 * a function of the module whose block k ends in ret, br, br on %c, or a
 * switch on %x with cases 1, 2, ... (successors of k in order).
 * Test-only; static inline so that a test may use one part. */
#ifndef PASSCHECK_TEST_IR_H
#define PASSCHECK_TEST_IR_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir.h"

/* The module of text, parsed in c; NULL (error printed) on failure. */
static inline IrModule *test_parse(IrCtx *c, const char *text) {
  ir_ctx_clear_error(c);
  IrModule *m = ir_parse(c, "t.ll", text, strlen(text));
  if (!m) fprintf(stderr, "%s\n", ir_ctx_error(c));
  return m;
}

#define GRAPH_MAXB 64
#define GRAPH_MAXS 4

typedef struct Graph {
  uint32_t n;
  uint32_t nsucc[GRAPH_MAXB];
  uint32_t succ[GRAPH_MAXB][GRAPH_MAXS];
} Graph;

/* Block k gets a terminator with the successors of k in order: none: ret;
 * one: br; two: br on %c; more: switch on %x with cases 1, 2, ... */
static inline uint32_t graph_build(IrModule *m, const Graph *gr, const char *name) {
  IrType ps[2] = {IR_I1, IR_I32};
  uint32_t fi = ir_func_new(m, ir_strz(m, name), IR_VOID, 2, ps, false);
  IrFunc *f = ir_func(m, fi);
  for (uint32_t k = 0; k < gr->n; k++) ir_block_new(f, 0);
  for (uint32_t k = 0; k < gr->n; k++) {
    uint32_t ns = gr->nsucc[k];
    IrId t;
    if (ns == 0) {
      t = ir_inst_new(f, IR_RET, IR_VOID, 0);
    } else if (ns == 1) {
      t = ir_inst_new(f, IR_BR, IR_VOID, 1);
      ir_set_opnd(f, t, 0, ir_ref(IR_RBLOCK, gr->succ[k][0]));
    } else if (ns == 2) {
      t = ir_inst_new(f, IR_CBR, IR_VOID, 3);
      ir_set_opnd(f, t, 0, ir_ref(IR_RARG, 0));
      ir_set_opnd(f, t, 1, ir_ref(IR_RBLOCK, gr->succ[k][0]));
      ir_set_opnd(f, t, 2, ir_ref(IR_RBLOCK, gr->succ[k][1]));
    } else {
      t = ir_inst_new(f, IR_SWITCH, IR_VOID, 2 + 2 * (ns - 1));
      ir_set_opnd(f, t, 0, ir_ref(IR_RARG, 1));
      ir_set_opnd(f, t, 1, ir_ref(IR_RBLOCK, gr->succ[k][0]));
      for (uint32_t j = 1; j < ns; j++) {
        ir_set_opnd(f, t, 2 * j, ir_const_i(m, IR_I32, j));
        ir_set_opnd(f, t, 2 * j + 1, ir_ref(IR_RBLOCK, gr->succ[k][j]));
      }
    }
    ir_inst_append(f, k, t);
  }
  return fi;
}

static inline Graph graph(uint32_t n, const char *edges) {
  /* edges: "0>1 0>2 1>3" */
  Graph g;
  memset(&g, 0, sizeof g);
  g.n = n;
  for (const char *p = edges; *p;) {
    char *e;
    unsigned long a = strtoul(p, &e, 10);
    if (e == p) {
      p++;
      continue;
    }
    unsigned long b = strtoul(e + 1, &e, 10);
    g.succ[a][g.nsucc[a]++] = (uint32_t)b;
    p = e;
  }
  return g;
}

#endif

/* tools/cmd_analyze.c -- `passcheck analyze`: prints analyses of the
 * functions of a module (core/analysis/) in the shapes opt-16's print<...>
 * passes use, so that they can be compared line by line with LLVM's.
 *
 * Contract: every analysis is one row of an_flags (its option, its help
 * line, its print function); the selected rows print, in table order, for
 * every definition of the module (or the one --func names), on stdout.
 * Exit 0 on success, 1 for user errors (bad IR, options, unknown function),
 * 2 for internal errors (out of memory).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/liveness.h"
#include "analysis/loops.h"
#include "analysis/memdep.h"
#include "cmd.h"

/* ------------------------------------------------------------------ */
/* The function being analysed                                          */

/* The analyses of one function, computed once and shared by the print
 * functions (arrays reused from function to function). */
typedef struct AnFunc {
  IrCtx *c;
  const IrModule *m;
  const IrFunc *f;
  IrCfg cfg;
  IrDom dom;
  IrLoops loops;
  IrLiveness live;    /* computed by the rows that need it (an_need_live) */
  bool live_ok;
  uint32_t *bslot;    /* [nblocks]: LLVM's slot number of an unnamed block */
  ScevText *text;     /* the module printed once, for --scev and --deps (scev.h) */
  uint32_t capslot;
} AnFunc;

/* Prints block b as LLVM's printAsOperand does: %name, %"quoted name" or
 * %N for an unnamed block. */
static void an_block(const AnFunc *a, FILE *out, IrId b) {
  IrStr s = a->f->blocks[b].name;
  if (a->bslot[b] != IR_NIL || !s) {
    fprintf(out, "%%%u", a->bslot[b]);
    return;
  }
  const unsigned char *t = (const unsigned char *)ir_cstr(a->m, s);
  bool plain = !(t[0] >= '0' && t[0] <= '9');
  for (const unsigned char *q = t; *q; q++)
    if (!((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || (*q >= '0' && *q <= '9') || *q == '-' ||
          *q == '$' || *q == '.' || *q == '_'))
      plain = false;
  if (plain) {
    fprintf(out, "%%%s", (const char *)t);
    return;
  }
  fputs("%\"", out);
  for (const unsigned char *q = t; *q; q++) {
    if (*q < 0x20 || *q > 0x7e || *q == '"' || *q == '\\') fprintf(out, "\\%02X", *q);
    else fputc(*q, out);
  }
  fputc('"', out);
}

static IrStatus an_compute(AnFunc *a, const IrFunc *f) {
  a->f = f;
  a->live_ok = false;
  if (f->nblocks > a->capslot) {
    uint32_t *p = realloc(a->bslot, f->nblocks * sizeof *p);
    if (!p) return ir_error(a->c, IR_ENOMEM, NULL, 0, 0, "out of memory");
    a->bslot = p;
    a->capslot = f->nblocks;
  }
  ir_func_slots(f, NULL, a->bslot, NULL);
  IrStatus st = ir_cfg_compute(&a->cfg, f);
  if (st == IR_OK) st = ir_dom_compute(&a->dom, &a->cfg);
  if (st == IR_OK) st = ir_loops_compute(&a->loops, &a->dom);
  return st;
}

static IrStatus an_need_live(AnFunc *a) {
  if (a->live_ok) return IR_OK;
  IrStatus st = ir_live_compute(&a->live, &a->cfg);
  a->live_ok = st == IR_OK;
  return st;
}

static void an_release(AnFunc *a) {
  scev_text_free(a->text);
  ir_live_release(&a->live);
  ir_loops_release(&a->loops);
  ir_dom_release(&a->dom);
  ir_cfg_release(&a->cfg);
  free(a->bslot);
}

/* ------------------------------------------------------------------ */
/* --loops: LLVM 16's LoopInfo printer                                  */

/* One loop and, indented by two more levels, its children (LLVM's
 * LoopBase::print: "Loop at depth D containing: " then the blocks, each
 * followed by its <header>, <latch> and <exiting> markers).  LLVM writes
 * "Parallel " first for a loop whose llvm.loop metadata marks it parallel;
 * that metadata is not kept, so no loop is printed so. */
static void an_loop(const AnFunc *a, FILE *out, uint32_t l) {
  const IrLoops *L = &a->loops;
  const IrLoop *lp = &L->loop[l];
  fprintf(out, "%*sLoop at depth %u containing: ", (int)(2 * (lp->depth - 1) * 2), "", lp->depth);
  for (uint32_t k = 0; k < lp->nblocks; k++) {
    IrId b = L->blocks[lp->blocks_start + k];
    if (k) fputc(',', out);
    an_block(a, out, b);
    if (b == lp->header) fputs("<header>", out);
    if (ir_loop_is_latch(L, l, b)) fputs("<latch>", out);
    if (ir_loop_is_exiting(L, l, b)) fputs("<exiting>", out);
  }
  fputc('\n', out);
  for (uint32_t k = 0; k < lp->nchildren; k++) an_loop(a, out, L->children[lp->child_start + k]);
}

/* LLVM lists top-level loops in post-order of their headers, the reverse
 * of the forest's order. */
static IrStatus an_print_loops(AnFunc *a, FILE *out) {
  const IrLoops *L = &a->loops;
  for (uint32_t l = L->nloops; l-- > 0;)
    if (L->loop[l].parent == IR_NIL) an_loop(a, out, l);
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* --pressure: register pressure per block and per loop                 */

static IrStatus an_print_pressure(AnFunc *a, FILE *out) {
  IrStatus st = an_need_live(a);
  if (st != IR_OK) return st;
  const IrLiveness *lv = &a->live;
  const IrLoops *L = &a->loops;
  fprintf(out, "Register pressure for function '%s' (32-bit slots, predicates apart):\n",
          ir_cstr(a->m, a->f->name));
  for (uint32_t r = 0; r < a->cfg.nrpo; r++) {
    IrId b = a->cfg.rpo[r];
    fputs("  block ", out);
    an_block(a, out, b);
    fprintf(out, ": regs %u preds %u live-in %u live-out %u depth %u\n", lv->regs[b], lv->preds[b],
            ir_live_nin(lv, b), ir_live_nout(lv, b), ir_loop_depth_of(L, b));
  }
  for (uint32_t l = 0; l < L->nloops; l++) {
    IrPressure p = ir_loop_pressure(lv, L, l);
    fprintf(out, "  loop ");
    an_block(a, out, L->loop[l].header);
    fprintf(out, " (depth %u, %u blocks): regs %u preds %u\n", L->loop[l].depth, L->loop[l].nblocks, p.regs,
            p.preds);
  }
  IrPressure fp = ir_func_pressure(lv);
  fprintf(out, "  function: regs %u preds %u\n", fp.regs, fp.preds);
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* --scev and --deps: scalar evolution and memory dependence            */

/* The SCEV analysis of the current function, printing instructions from
 * the module's text (made once per module). */
static Scev *an_scev(AnFunc *a) {
  if (!a->text && !(a->text = scev_text_new(a->m))) return NULL;
  Scev *S = scev_new(a->m, a->f, &a->loops);
  if (S) scev_use_text(S, a->text);
  return S;
}

/* opt-16 -passes='print<scalar-evolution>' shapes (core/analysis/scev.c). */
static IrStatus an_print_scev(AnFunc *a, FILE *out) {
  Scev *S = an_scev(a);
  if (!S) return IR_ENOMEM;
  fprintf(out, "Printing analysis 'Scalar Evolution Analysis' for function '%s':\n", ir_cstr(a->m, a->f->name));
  scev_print_func(out, S);
  IrStatus st = scev_status(S);
  scev_free(S);
  return st;
}

/* Pairs of accesses per block (core/analysis/memdep.c documents the form). */
static IrStatus an_print_deps(AnFunc *a, FILE *out) {
  Scev *S = an_scev(a);
  if (!S) return IR_ENOMEM;
  memdep_print_func(out, S, a->m, a->f);
  IrStatus st = scev_status(S);
  scev_free(S);
  return st;
}

/* ------------------------------------------------------------------ */
/* The table of analyses                                                */

typedef IrStatus (*AnPrintFn)(AnFunc *a, FILE *out);

typedef struct AnFlag {
  const char *flag;
  AnPrintFn print;
} AnFlag;

static const AnFlag an_flags[] = {
  {"loops", an_print_loops},
  {"pressure", an_print_pressure},
  {"scev", an_print_scev},
  {"deps", an_print_deps},
};
#define AN_NFLAGS (sizeof an_flags / sizeof an_flags[0])

static const char analyze_usage[] =
  "usage: passcheck analyze FILE [--func NAME] --loops|--pressure|--scev|--deps...\n"
  "\n"
  "Parses and verifies FILE (- reads stdin) and prints the selected\n"
  "analyses of every function definition (or of --func NAME), in table\n"
  "order, on stdout:\n"
  "\n"
  "  --loops     the natural loops, exactly as opt-16 -passes='print<loops>'\n"
  "              prints them (on stderr): one line per loop, \"Loop at depth D\n"
  "              containing: \" and its blocks (header first, then reverse\n"
  "              post-order) marked <header>, <latch>, <exiting>; nested loops\n"
  "              follow their parent, indented 4 spaces per level; top-level\n"
  "              loops in post-order of their headers; nothing for a function\n"
  "              without loops; unnamed blocks as %N (LLVM's numbering)\n"
  "  --pressure  register pressure in 32-bit register slots (i64, double and\n"
  "              64-bit pointers count 2, vectors lanes x slots, i1 values\n"
  "              counted apart as predicates):\n"
  "                Register pressure for function 'F' (32-bit slots, predicates apart):\n"
  "                  block %B: regs R preds P live-in I live-out O depth D\n"
  "                  loop %H (depth D, N blocks): regs R preds P\n"
  "                  function: regs R preds P\n"
  "              one block line per reachable block in reverse post-order,\n"
  "              one loop line per loop (outer before inner); R and P are\n"
  "              the most values live at once at any point of the block (or\n"
  "              of any block of the loop); I and O count live-in and\n"
  "              live-out values (see core/analysis/liveness.h)\n"
  "  --scev      scalar evolution in opt-16 -passes='print<scalar-evolution>'\n"
  "              shapes: every integer and pointer instruction (compares\n"
  "              aside) with \"-->  SCEV U: range S: range\", then per loop,\n"
  "              inner loops first, \"Loop %H: backedge-taken count is C\" or\n"
  "              \"Loop %H: Unpredictable backedge-taken count.\" (LLVM's Exits\n"
  "              and LoopDispositions columns are not printed)\n"
  "  --deps      memory dependence of every pair of accesses (load, store,\n"
  "              atomicrmw, cmpxchg) within each block:\n"
  "                Memory dependences for: @F\n"
  "                Block %B:\n"
  "                  #0 <first access>   ...   #1 <second access>\n"
  "                  #0 #1: same|disjoint|overlap|unknown [distance D]\n"
  "              D is address(#1) - address(#0) in bytes when known\n"
  "\n"
  "options:\n"
  "  --func NAME         only this function (@ optional)\n"
  "  -h, --help          this text\n"
  "\n"
  "example:\n"
  "  passcheck analyze corpora/kernels/matmul_tiled.O3.ll --loops\n"
  "  opt-16 -passes='print<loops>' -disable-output corpora/kernels/matmul_tiled.O3.ll\n"
  "  passcheck analyze corpora/kernels/softmax.O1.ll --func @_Z7softmaxPKfPfi --pressure\n"
  "  passcheck analyze corpora/kernels/saxpy.O3.ll --scev --deps\n"
  "\n"
  "exit status: 0 success, 1 user error (bad IR or options, unknown\n"
  "function), 2 internal error\n";

typedef struct AnOpts {
  const char *file, *func;
  bool sel[AN_NFLAGS];
} AnOpts;

/* The option table: one row per analysis of an_flags, and --func. */
typedef struct AnArgs {
  CmdOpt opt[AN_NFLAGS + 2];
  CmdOptSpec spec;
} AnArgs;

/* CMD_HELP after --help, else an exit status (CMD_OK to go on). */
static int an_parse(int argc, char **argv, AnOpts *o, AnArgs *t) {
  memset(o, 0, sizeof *o);
  for (size_t k = 0; k < AN_NFLAGS; k++) t->opt[k] = (CmdOpt)CMD_OPT(an_flags[k].flag, CMD_SET, &o->sel[k]);
  t->opt[AN_NFLAGS] = (CmdOpt)CMD_OPT("func", CMD_STR, &o->func);
  t->opt[AN_NFLAGS + 1] = (CmdOpt)CMD_OPT_END;
  t->spec = (CmdOptSpec){"analyze", t->opt, analyze_usage, .min_args = 1, .max_args = 1, .missing = "no input file"};
  int n, rc = cmd_opts_parse(&t->spec, argc, argv, &n);
  if (rc != CMD_OK) return rc;
  o->file = argv[1];
  bool any = false;
  for (size_t k = 0; k < AN_NFLAGS; k++) any |= o->sel[k];
  if (!any) return cmd_opts_error(&t->spec, "nothing to print: give --loops, --pressure, --scev or --deps");
  return CMD_OK;
}

/* Prints the selected analyses of function f. */
static IrStatus an_func(AnFunc *a, const AnOpts *o, const IrFunc *f) {
  IrStatus st = an_compute(a, f);
  for (size_t k = 0; k < AN_NFLAGS && st == IR_OK; k++)
    if (o->sel[k]) st = an_flags[k].print(a, stdout);
  return st;
}

int cmd_analyze(int argc, char **argv) {
  AnOpts o;
  AnArgs args;
  int rc = an_parse(argc, argv, &o, &args);
  if (rc != CMD_OK) return rc == CMD_HELP ? CMD_OK : rc;
  IrCtx *c = ir_ctx_new();
  if (!c) return CMD_EINTERNAL;
  IrModule *m = NULL;
  rc = cmd_load_module(c, o.file, &m);
  if (rc == CMD_OK) rc = cmd_verified(c, m);
  uint32_t only = IR_NIL;
  if (rc == CMD_OK && o.func) {
    only = cmd_pick_func(m, o.func);
    if (only == IR_NIL) rc = cmd_opts_error(&args.spec, "no function definition named '%s'", o.func);
  }
  AnFunc a;
  memset(&a, 0, sizeof a);
  a.c = c;
  a.m = m;
  for (uint32_t i = 0; rc == CMD_OK && i < (m ? m->nfuncs : 0); i++) {
    const IrFunc *f = ir_func(m, i);
    if (f->is_decl || (only != IR_NIL && i != only)) continue;
    IrStatus st = an_func(&a, &o, f);
    if (st != IR_OK) {
      cmd_report(c, st);
      rc = cmd_status(st);
    }
  }
  an_release(&a);
  if (m) ir_module_free(m);
  ir_ctx_free(c);
  return rc;
}

/* core/analysis/loops.h -- natural loops of one function (loops.c): the
 * loop forest with headers, latches, exiting and exit blocks, preheaders,
 * nesting depth and block sets, as LLVM's LoopInfo defines them; and the
 * loop-simplify transformation (loopsimplify.c) that gives every loop a
 * dedicated preheader, a single latch and dedicated exits.
 *
 * Contract: as analysis.h: a forest describes the function as it was when
 * computed (any CFG edit makes it stale), it is zero-initialised before the
 * first compute, may be recomputed (arrays reused), and is released once.
 * Arrays come from the function's context allocator (IR_ENOMEM on failure,
 * the structure stays releasable).  Only reachable blocks belong to loops.
 * A loop is a natural loop: a header h that dominates every latch (a block
 * with an edge to h); irreducible cycles (a cycle entered at two blocks,
 * neither dominating the other) are not loops, as in LLVM.
 */
#ifndef PASSCHECK_LOOPS_H
#define PASSCHECK_LOOPS_H

#include "analysis.h"

typedef struct IrLoop {
  IrId header;
  uint32_t parent;        /* index of the enclosing loop in IrLoops.loop, IR_NIL at top level */
  uint32_t depth;         /* 1 for a top-level loop */
  uint32_t end;           /* loops l + 1 .. end - 1 are the loops nested in l (preorder) */
  IrId preheader;         /* the unique out-of-loop predecessor of the header whose only
                             successor is the header (LLVM's getLoopPreheader: unreachable
                             predecessors count), else IR_NIL */
  /* The following are ranges into IrLoops' shared arrays: */
  uint32_t blocks_start, nblocks;   /* blocks[...]: header first, then in RPO order;
                                       includes the blocks of inner loops */
  uint32_t latch_start, nlatches;   /* latches[...]: in-loop predecessors of the header
                                       (distinct blocks, in predecessor order) */
  uint32_t exiting_start, nexiting; /* exiting[...]: in-loop blocks with an out-of-loop
                                       successor, in block order */
  uint32_t exit_start, nexits;      /* exits[...]: out-of-loop successors, each once, in
                                       order of first appearance (blocks, then edges) */
  uint32_t child_start, nchildren;  /* children[...]: indices of the directly nested loops */
} IrLoop;

typedef struct IrLoops {
  IrCtx *ctx;
  const IrDom *dom;       /* the dominators it was computed from (must outlive it) */
  uint32_t nloops;
  IrLoop *loop;           /* [nloops]: outer loops before inner ones (preorder of the forest;
                             siblings and top-level loops in the RPO order of their headers;
                             LLVM's print<loops> lists top-level loops in the reverse order) */
  uint32_t *loop_of;      /* [nblocks]: innermost loop containing b, IR_NIL if none */
  IrId *blocks, *latches, *exiting, *exits;
  uint32_t *children;
  uint32_t ntop;          /* top-level loops are loop indices with parent == IR_NIL */
  /* private: scratch and capacities */
  uint32_t *work;
  uint32_t cap[8];
} IrLoops;

/* Computes the loop forest from d (and d->cfg). */
IrStatus ir_loops_compute(IrLoops *L, const IrDom *d);
void ir_loops_release(IrLoops *L);

/* The three analyses a loop pass starts from, of one function: its CFG,
 * dominators and loop forest.  ir_loop_info_compute computes them in that
 * order and returns the first error; release it in any case (also after an
 * error, and a zeroed one): ir_loop_info_release. */
typedef struct IrLoopInfo {
  IrCfg cfg;
  IrDom dom;
  IrLoops loops;
} IrLoopInfo;

IrStatus ir_loop_info_compute(IrLoopInfo *li, IrFunc *f);
void ir_loop_info_release(IrLoopInfo *li);

/* Whether loop l (index) contains block b (also through an inner loop). */
bool ir_loop_contains(const IrLoops *L, uint32_t l, IrId b);
/* The single latch of loop l, or IR_NIL when it has several or its one
 * latch has several edges to the header (LLVM's getLoopLatch: one back
 * edge). */
IrId ir_loop_latch(const IrLoops *L, uint32_t l);
/* The unique exit block when every exiting edge goes to one block, else IR_NIL. */
IrId ir_loop_exit_block(const IrLoops *L, uint32_t l);
/* Depth of the innermost loop containing b, 0 outside loops. */
uint32_t ir_loop_depth_of(const IrLoops *L, IrId b);
/* Whether b is a latch of loop l (an in-loop predecessor of its header). */
bool ir_loop_is_latch(const IrLoops *L, uint32_t l, IrId b);
/* Whether b is in loop l and has a successor outside it. */
bool ir_loop_is_exiting(const IrLoops *L, uint32_t l, IrId b);

/* LLVM's slot numbers of f's unnamed local values (how opt's printers and
 * the IR printer name them): one sequence over the arguments, then each
 * block's label and its unnamed non-void results, in layout order; names
 * made of digits only count as unnamed.  Fills aslot[nparams],
 * bslot[nblocks] and islot[ninsts] (each may be NULL) with the number, or
 * IR_NIL for a named value (and removed blocks or detached instructions);
 * returns how many numbers were given. */
uint32_t ir_func_slots(const IrFunc *f, uint32_t *aslot, uint32_t *bslot, uint32_t *islot);

/* Loop simplify (loopsimplify.c): for every loop of f, inserts a dedicated
 * preheader when there is none, merges several latches into one new latch
 * block, and splits exit blocks that have predecessors outside the loop so
 * that every exit is dedicated; phis are updated.  Sets *changed.  Leaves f
 * verifier-clean; analyses of f are stale afterwards.  Loops whose header is
 * entered from a switch edge are handled the same way (the edge is
 * redirected to the new block).  IR_ENOMEM when memory runs out (f may then
 * be half-edited: discard it). */
IrStatus ir_loop_simplify(IrCtx *c, IrModule *m, IrFunc *f, bool *changed);

/* What loop simplify did to one loop (a loop it left alone gets no note). */
typedef struct IrLoopSimplifyNote {
  IrId header;        /* the loop's header */
  uint32_t depth;     /* its depth */
  IrId preheader;     /* the preheader inserted, IR_NIL when it had one */
  uint32_t nexits;    /* exit blocks split to make the exits dedicated */
  IrId latch;         /* the block the back edges now go through, IR_NIL when
                         it had a single latch */
  uint32_t nlatches;  /* latches before (merged when latch != IR_NIL) */
} IrLoopSimplifyNote;
typedef void (*IrLoopSimplifyFn)(void *ud, const IrFunc *f, const IrLoopSimplifyNote *n);
/* ir_loop_simplify, calling note(ud, f, n) once per loop it changed,
 * innermost loops first (note may be NULL). */
IrStatus ir_loop_simplify_notes(IrCtx *c, IrModule *m, IrFunc *f, bool *changed, IrLoopSimplifyFn note,
                                void *ud);

#endif

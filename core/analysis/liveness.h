/* core/analysis/liveness.h -- liveness of SSA values (liveness.c): the
 * live-in and live-out sets of every reachable block, and a register
 * pressure estimate in 32-bit register slots per block, per loop and per
 * function (the measure the LSR register-pressure gate, lsr-check-rp /
 * lsr-rp-limit of seed 001, and the loop-depth checks of seed 000 phase 21
 * compare against a limit).
 *
 * Values are instructions and parameters (IrRef of kind IR_RINST or
 * IR_RARG); constants, globals and blocks are never live.  A value is live
 * out of block b when some path from the end of b reaches a use before
 * any redefinition (SSA: any use); an operand of a phi is used at the end
 * of its incoming block, so it is live out of that block and not live into
 * the phi's block; a phi's result is defined at the top of its block, so
 * it is not live into it.  Parameters are live into the entry block when
 * used.  Only reachable blocks are analysed; uses in unreachable blocks
 * are ignored.
 *
 * Pressure.  Slots of a type: integers up to 32 bits, half and float 1,
 * i64 and double 2, i128 4, pointers their address space's width (64 bits:
 * 2, shared: 1), vectors lanes x the element's slots, aggregates the sum of
 * their members; i1 (and each lane of an i1 vector) is a predicate,
 * counted apart.  The pressure of a block is the largest total over its
 * program points: after the phis (the live-in values, every phi result of
 * the block, and what is live before the first other instruction), and
 * after each other instruction i (what is live after i plus i's own result,
 * which occupies its registers even when unused).  Registers and
 * predicates are maximised separately.  The pressure of a loop is the
 * maximum over its blocks (inner loops included), of a function the
 * maximum over its reachable blocks.
 *
 * Contract: as analysis.h (computed from an IrCfg that must stay alive
 * and unchanged; zero-initialise, recompute, release once; IR_ENOMEM with
 * the structure still releasable).  Time O(instructions + uses + the size
 * of the live sets); the sets are stored sorted, so membership queries
 * are a binary search.
 */
#ifndef PASSCHECK_LIVENESS_H
#define PASSCHECK_LIVENESS_H

#include "loops.h"

typedef struct IrPressure {
  uint32_t regs;   /* 32-bit register slots */
  uint32_t preds;  /* i1 predicates */
} IrPressure;

typedef struct IrLiveness {
  IrCtx *ctx;
  const IrCfg *cfg;
  uint32_t nblocks;      /* cfg->nblocks */
  uint32_t *in_start;    /* [nblocks + 1]: live-in of b is in[in_start[b] .. in_start[b + 1]) */
  IrRef *in;             /* sorted by IrRef bits (instructions, then parameters) */
  uint32_t *out_start;   /* [nblocks + 1]: likewise for live-out */
  IrRef *out;
  uint32_t *regs;        /* [nblocks]: pressure of b in register slots (0 if unreachable) */
  uint32_t *preds;       /* [nblocks]: pressure of b in predicates */
  /* private: scratch and capacities */
  uint32_t *work;
  uint32_t cap[8];
} IrLiveness;

IrStatus ir_live_compute(IrLiveness *lv, const IrCfg *g);
void ir_live_release(IrLiveness *lv);

static inline uint32_t ir_live_nin(const IrLiveness *lv, IrId b) { return lv->in_start[b + 1] - lv->in_start[b]; }
static inline uint32_t ir_live_nout(const IrLiveness *lv, IrId b) {
  return lv->out_start[b + 1] - lv->out_start[b];
}
/* Whether value v is live into / out of block b. */
bool ir_live_in(const IrLiveness *lv, IrId b, IrRef v);
bool ir_live_out(const IrLiveness *lv, IrId b, IrRef v);

/* Slots of a value of type t: register slots returned, predicates added to
 * *preds (the rules above). */
uint32_t ir_type_slots(const IrModule *m, IrType t, uint32_t *preds);

/* The maximum pressure over the blocks of loop l of L (computed for the
 * same function), and over every reachable block. */
IrPressure ir_loop_pressure(const IrLiveness *lv, const IrLoops *L, uint32_t l);
IrPressure ir_func_pressure(const IrLiveness *lv);

#endif

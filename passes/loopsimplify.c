/* passes/loopsimplify.c -- `loop-simplify`: LLVM's LoopSimplify as a pass
 * (core/analysis/loopsimplify.c does the work): every natural loop gets a
 * dedicated preheader, a single latch and dedicated exit blocks, the form
 * seed 000 phase 18 (OriLoopSimplification) gives loops before strength
 * reduction and the one LSR and BASR (seed 001, 002) expect.
 *
 * Contract (pass.h): needs nothing, invalidates the CFG and every analysis
 * built on it; meaning-preserving (new blocks hold one branch and the phis
 * that merge the edges they take over).  A utility pass: registered with
 * PASS_UTILITY, so it is never part of the default pipeline.  No knobs.
 * One remark per loop changed:
 *   "loop %H at depth D: preheader %P, 1 exit made dedicated, 2 latches
 *    merged into %B" (the parts that apply), blocks named as the printed
 *   module names them.
 */
#include <stdio.h>
#include <stdlib.h>

#include "analysis/loops.h"
#include "pass.h"

typedef struct LsNotes {
  IrLoopSimplifyNote *n;
  uint32_t count, cap;
  bool oom;
} LsNotes;

static void keep_note(void *ud, const IrFunc *f, const IrLoopSimplifyNote *n) {
  LsNotes *ns = ud;
  (void)f;
  if (ns->count == ns->cap) {
    uint32_t cap = ns->cap ? 2 * ns->cap : 16;
    IrLoopSimplifyNote *p = realloc(ns->n, cap * sizeof *p);
    if (!p) {
      ns->oom = true;
      return;
    }
    ns->n = p;
    ns->cap = cap;
  }
  ns->n[ns->count++] = *n;
}

/* Block b as the printer names it: %name, or %N (LLVM's numbering). */
static void block_name(const IrModule *m, const IrFunc *f, const uint32_t *slot, IrId b, char *buf, size_t n) {
  if (slot[b] != IR_NIL) snprintf(buf, n, "%%%u", slot[b]);
  else snprintf(buf, n, "%%%s", ir_cstr(m, f->blocks[b].name));
}

static void remarks(PassCtx *pc, const IrModule *m, const IrFunc *f, const LsNotes *ns) {
  uint32_t *slot = malloc((f->nblocks ? f->nblocks : 1) * sizeof *slot);
  if (!slot) return;
  ir_func_slots(f, NULL, slot, NULL);
  for (uint32_t k = 0; k < ns->count; k++) {
    const IrLoopSimplifyNote *n = &ns->n[k];
    char h[96], what[384] = "";
    size_t at = 0;
    block_name(m, f, slot, n->header, h, sizeof h);
    if (n->preheader != IR_NIL) {
      char p[96];
      block_name(m, f, slot, n->preheader, p, sizeof p);
      at += (size_t)snprintf(what + at, sizeof what - at, ", preheader %s", p);
    }
    if (n->nexits && at < sizeof what)
      at += (size_t)snprintf(what + at, sizeof what - at, ", %u exit%s made dedicated", n->nexits,
                             n->nexits == 1 ? "" : "s");
    if (n->latch != IR_NIL && at < sizeof what) {
      char b[96];
      block_name(m, f, slot, n->latch, b, sizeof b);
      snprintf(what + at, sizeof what - at, ", %u latches merged into %s", n->nlatches, b);
    }
    pass_remark(pc, m, f, "loop %s at depth %u:%s", h, n->depth, what + 1);
  }
  free(slot);
}

IrStatus pass_loopsimplify(PassCtx *pc, IrModule *m, bool *changed) {
  *changed = false;
  LsNotes ns = {NULL, 0, 0, false};
  IrStatus st = IR_OK;
  for (uint32_t i = 0; i < m->nfuncs && st == IR_OK; i++) {
    IrFunc *f = ir_func(m, i);
    bool ch = false;
    ns.count = 0;
    st = ir_loop_simplify_notes(pc->ir, m, f, &ch, pc->remarks ? keep_note : NULL, &ns);
    *changed |= ch;
    if (st == IR_OK && ns.oom) st = ir_error(pc->ir, IR_ENOMEM, NULL, 0, 0, "out of memory");
    if (st == IR_OK && pc->remarks) remarks(pc, m, f, &ns);
  }
  free(ns.n);
  return st;
}

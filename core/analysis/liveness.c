/* core/analysis/liveness.c -- live-in / live-out sets of SSA values per
 * block, by path exploration from the uses, and the register pressure of
 * every block by a backward walk from its live-out set.
 *
 * Contract: see core/analysis/liveness.h.
 */
#include <string.h>

#include "liveness.h"

/* ------------------------------------------------------------------ */
/* The method                                                           */
/*
 * Sets (Brandner, Boissinot, Darte, Dupont de Dinechin, Rastello,
 * "Computing Liveness Sets for SSA-Form Programs", INRIA RR-7503, 2011,
 * path exploration by variable).  In SSA form a value v is live exactly on
 * the paths from its definition to its uses, so for each use the
 * predecessors are walked upward from the block of the use until the
 * block of the definition: every block entered on the way has v live in,
 * every predecessor of such a block has v live out.  A phi's operand is
 * used at the end of its incoming block: that block has v live out, and the
 * walk starts there unless it is the definition's block.  A block already
 * marked live-in for v stops the walk (stamps per block, one value at a
 * time), so each (block, value) pair costs O(1 + its predecessors), and the
 * whole is linear in the size of the result.  Values are handled in
 * increasing IrRef order, so each block's list comes out sorted when the
 * (block, value) pairs are distributed by a stable counting sort.
 *
 * Pressure.  Walking a block backward from its live-out set, removing each
 * instruction's result and adding its operands gives the set live before
 * each instruction; the points measured are listed in liveness.h.
 */

enum { C_IN, C_OUT, C_PIN, C_POUT, C_BLK, C_WORK, C_MARK };

static bool grow(IrLiveness *lv, void **arr, int k, size_t need, size_t es, bool keep) {
  if (need <= lv->cap[k]) return true;
  size_t n = lv->cap[k] ? lv->cap[k] : 16;
  while (n < need) n *= 2;
  void *p;
  if (keep) {
    p = ir_alloc(lv->ctx, *arr, (size_t)lv->cap[k] * es, n * es);
  } else {
    p = ir_alloc(lv->ctx, NULL, 0, n * es);
    if (p && *arr) ir_alloc(lv->ctx, *arr, (size_t)lv->cap[k] * es, 0);
  }
  if (!p) {
    ir_error(lv->ctx, IR_ENOMEM, NULL, 0, 0, "out of memory");
    return false;
  }
  *arr = p;
  lv->cap[k] = (uint32_t)n;
  return true;
}

/* The per-block arrays live in one allocation (C_BLK): in_start,
 * out_start, regs, preds; the scratch (C_WORK): in and out stamps, the
 * walk's stack (a block is pushed at most once per edge into it); pairs (block, value bits) for the sets (C_PIN, C_POUT);
 * marks per value for the pressure walk (C_MARK). */
typedef struct Live {
  IrLiveness *lv;
  const IrFunc *f;
  uint32_t nb;
  uint32_t *pin, *pout;   /* pairs: block, value */
  size_t npin, npout;
  uint32_t *mark;
} Live;

void ir_live_release(IrLiveness *lv) {
  if (lv->ctx) {
    IrCtx *c = lv->ctx;
    if (lv->in) ir_alloc(c, lv->in, (size_t)lv->cap[C_IN] * sizeof(IrRef), 0);
    if (lv->out) ir_alloc(c, lv->out, (size_t)lv->cap[C_OUT] * sizeof(IrRef), 0);
    if (lv->in_start) ir_alloc(c, lv->in_start, (size_t)lv->cap[C_BLK] * 4, 0);
    if (lv->work) ir_alloc(c, lv->work, (size_t)lv->cap[C_WORK] * 4, 0);
  }
  memset(lv, 0, sizeof *lv);
}

/* ------------------------------------------------------------------ */
/* Live sets                                                            */

static bool add_pair(Live *s, uint32_t **arr, size_t *n, int k, IrId b, IrRef v) {
  if (!grow(s->lv, (void **)arr, k, 2 * (*n + 1), sizeof **arr, true)) return false;
  (*arr)[2 * *n] = b;
  (*arr)[2 * *n + 1] = v.bits;
  (*n)++;
  return true;
}

/* Marks v live out of p (once). */
static bool live_out_at(Live *s, IrId p, IrRef v) {
  uint32_t *ostamp = s->lv->work + s->nb;
  if (ostamp[p] == v.bits) return true;
  ostamp[p] = v.bits;
  return add_pair(s, &s->pout, &s->npout, C_POUT, p, v);
}

/* The upward walk from block b for value v defined in block def (IR_NIL
 * for a parameter). */
static bool walk_up(Live *s, IrId b, IrId def, IrRef v) {
  const IrCfg *g = s->lv->cfg;
  uint32_t sp = 0;
  s->lv->work[2 * s->nb + sp++] = b;
  while (sp) {
    IrId x = s->lv->work[2 * s->nb + --sp];
    uint32_t *istamp = s->lv->work;
    if (x == def || istamp[x] == v.bits) continue;
    istamp[x] = v.bits;
    if (!add_pair(s, &s->pin, &s->npin, C_PIN, x, v)) return false;
    uint32_t np;
    const IrId *p = ir_cfg_preds(g, x, &np);
    for (uint32_t k = 0; k < np; k++) {
      if (!ir_cfg_reachable(g, p[k])) continue;
      if (!live_out_at(s, p[k], v)) return false;
      if (p[k] != def && s->lv->work[p[k]] != v.bits) s->lv->work[2 * s->nb + sp++] = p[k];
    }
  }
  return true;
}

/* Every use of v (first use slot u0). */
static bool value_uses(Live *s, IrRef v, IrId u0, IrId def) {
  const IrFunc *f = s->f;
  const IrCfg *g = s->lv->cfg;
  for (IrId u = u0, n = 0; u != IR_NIL && u < f->nuses && n < f->nuses; u = f->uses[u].next, n++) {
    IrId user = f->uses[u].user;
    if (user >= f->ninsts || !ir_ref_eq(f->uses[u].ref, v)) continue;
    const IrInst *in = &f->insts[user];
    if (in->block == IR_NIL || !ir_cfg_reachable(g, in->block) || u < in->op0 || u >= in->op0 + in->nops)
      continue;
    IrId at = in->block;
    if (in->op == IR_PHI) {
      uint32_t k = u - in->op0;
      if (k % 2 || k + 1 >= in->nops) continue;
      IrRef pb = f->uses[in->op0 + k + 1].ref;
      if (!ir_ref_is(pb, IR_RBLOCK) || !ir_cfg_reachable(g, ir_ref_idx(pb))) continue;
      at = ir_ref_idx(pb);
      if (!live_out_at(s, at, v)) return false;
    }
    if (at != def && !walk_up(s, at, def, v)) return false;
  }
  return true;
}

/* Distributes the pairs into rows by a stable counting sort. */
static bool fill_rows(Live *s, const uint32_t *pairs, size_t n, uint32_t *start, IrRef **rows, int k) {
  IrLiveness *lv = s->lv;
  if (!grow(lv, (void **)rows, k, n + 1, sizeof(IrRef), false)) return false;
  for (uint32_t b = 0; b <= s->nb; b++) start[b] = 0;
  for (size_t i = 0; i < n; i++) start[pairs[2 * i] + 1]++;
  for (uint32_t b = 0; b < s->nb; b++) start[b + 1] += start[b];
  uint32_t *next = lv->work;  /* the stamps are no longer needed */
  for (uint32_t b = 0; b < s->nb; b++) next[b] = start[b];
  for (size_t i = 0; i < n; i++) (*rows)[next[pairs[2 * i]]++].bits = pairs[2 * i + 1];
  return true;
}

static bool live_sets(Live *s) {
  const IrFunc *f = s->f;
  uint32_t nb = s->nb;
  for (uint32_t b = 0; b < 2 * nb; b++) s->lv->work[b] = IR_NIL;
  for (IrId i = 0; i < f->ninsts; i++) {
    const IrInst *in = &f->insts[i];
    if (in->op == IR_NOP || in->block == IR_NIL || in->type == IR_VOID) continue;
    if (!value_uses(s, ir_inst_ref(i), in->first_use, in->block)) return false;
  }
  for (uint32_t a = 0; a < f->nparams; a++)
    if (!value_uses(s, ir_ref(IR_RARG, a), f->params[a].first_use, IR_NIL)) return false;
  IrLiveness *lv = s->lv;
  return fill_rows(s, s->pin, s->npin, lv->in_start, &lv->in, C_IN) &&
         fill_rows(s, s->pout, s->npout, lv->out_start, &lv->out, C_OUT);
}

/* ------------------------------------------------------------------ */
/* Pressure                                                             */

uint32_t ir_type_slots(const IrModule *m, IrType t, uint32_t *preds) {
  const IrTypeInfo *ti = ir_ty(m, t);
  uint32_t p = 0, r = 0;
  switch (ti->kind) {
  case IR_TINT:
    if (ti->bits == 1) {
      (*preds)++;
      return 0;
    }
    return (ti->bits + 31u) / 32u;
  case IR_THALF:
  case IR_TFLOAT: return 1;
  case IR_TDOUBLE: return 2;
  case IR_TPTR: return (ir_type_bits(m, t) + 31u) / 32u;
  case IR_TVEC:
  case IR_TARRAY:
    r = ir_type_slots(m, ti->elem, &p);
    *preds += p * ti->count;
    return r * ti->count;
  case IR_TSTRUCT:
    for (uint32_t i = 0; i < ti->nfields; i++) r += ir_type_slots(m, ir_type_field(m, t, i), preds);
    return r;
  default: return 0;
  }
}

/* Value index for the marks: instruction i -> i, parameter a -> ninsts + a;
 * IR_NIL for anything that is never live. */
static uint32_t vindex(const IrFunc *f, IrRef v) {
  if (ir_ref_is(v, IR_RINST) && ir_ref_idx(v) < f->ninsts) return ir_ref_idx(v);
  if (ir_ref_is(v, IR_RARG) && ir_ref_idx(v) < f->nparams) return f->ninsts + ir_ref_idx(v);
  return IR_NIL;
}

static IrType vtype(const IrFunc *f, IrRef v) {
  return ir_ref_is(v, IR_RINST) ? f->insts[ir_ref_idx(v)].type : f->params[ir_ref_idx(v)].type;
}

typedef struct Cur {
  uint32_t regs, preds;
} Cur;

static void cur_add(const IrFunc *f, Cur *c, IrRef v, int sign) {
  uint32_t p = 0, r = ir_type_slots(f->mod, vtype(f, v), &p);
  if (sign > 0) {
    c->regs += r;
    c->preds += p;
  } else {
    c->regs -= r;
    c->preds -= p;
  }
}

static void maxp(IrPressure *mx, uint32_t r, uint32_t p) {
  if (r > mx->regs) mx->regs = r;
  if (p > mx->preds) mx->preds = p;
}

/* The pressure of block b; mark[v] == tag while v is live. */
static IrPressure block_pressure(Live *s, IrId b) {
  const IrFunc *f = s->f;
  const IrLiveness *lv = s->lv;
  uint32_t tag = b + 1, *mark = s->mark;
  Cur c = {0, 0};
  IrPressure mx = {0, 0};
  for (uint32_t k = lv->out_start[b]; k < lv->out_start[b + 1]; k++) {
    mark[vindex(f, lv->out[k])] = tag;
    cur_add(f, &c, lv->out[k], 1);
  }
  maxp(&mx, c.regs, c.preds);
  IrId firstphi_end = IR_NIL;
  uint32_t n = 0;
  for (IrId i = f->blocks[b].last; i != IR_NIL && n < f->ninsts; i = f->insts[i].prev, n++) {
    const IrInst *in = &f->insts[i];
    if (in->op == IR_PHI) {
      firstphi_end = i;
      break;
    }
    IrRef r = ir_inst_ref(i);
    if (in->type != IR_VOID) {
      Cur d = c;
      if (mark[i] != tag) cur_add(f, &d, r, 1);
      maxp(&mx, d.regs, d.preds);
      if (mark[i] == tag) cur_add(f, &c, r, -1);
      mark[i] = 0;
    }
    for (uint32_t k = 0; k < in->nops; k++) {
      IrRef v = f->uses[in->op0 + k].ref;
      uint32_t x = vindex(f, v);
      if (x == IR_NIL || mark[x] == tag) continue;
      mark[x] = tag;
      cur_add(f, &c, v, 1);
    }
  }
  /* after the phis: every phi result counts */
  for (IrId i = firstphi_end; i != IR_NIL; i = f->insts[i].prev)
    if (mark[i] != tag) cur_add(f, &c, ir_inst_ref(i), 1);
  maxp(&mx, c.regs, c.preds);
  return mx;
}

/* ------------------------------------------------------------------ */
/* Entry points                                                         */

IrStatus ir_live_compute(IrLiveness *lv, const IrCfg *g) {
  const IrFunc *f = g->f;
  if (lv->ctx && lv->ctx != g->ctx) ir_live_release(lv);
  lv->ctx = g->ctx;
  lv->cfg = g;
  lv->nblocks = 0;
  uint32_t nb = g->nblocks, nv = f->ninsts + f->nparams;
  size_t blk = 4 * (size_t)nb + 2;
  if (!grow(lv, (void **)&lv->in_start, C_BLK, blk, 4, false) ||
      !grow(lv, (void **)&lv->work, C_WORK, 2 * (size_t)nb + g->nedges + 16, 4, false))
    return IR_ENOMEM;
  lv->out_start = lv->in_start + nb + 1;
  lv->regs = lv->out_start + nb + 1;
  lv->preds = lv->regs + nb;
  Live s = {lv, f, nb, NULL, NULL, 0, 0, NULL};
  IrCtx *c = lv->ctx;
  bool ok = live_sets(&s);
  if (ok) {
    s.mark = ir_alloc(c, NULL, 0, ((size_t)nv + 1) * 4);
    ok = s.mark != NULL;
    if (!ok) ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  }
  if (ok) {
    memset(s.mark, 0, ((size_t)nv + 1) * 4);
    for (uint32_t b = 0; b < nb; b++) lv->regs[b] = lv->preds[b] = 0;
    for (uint32_t r = 0; r < g->nrpo; r++) {
      IrPressure p = block_pressure(&s, g->rpo[r]);
      lv->regs[g->rpo[r]] = p.regs;
      lv->preds[g->rpo[r]] = p.preds;
    }
    lv->nblocks = nb;
  }
  if (s.mark) ir_alloc(c, s.mark, ((size_t)nv + 1) * 4, 0);
  if (s.pin) ir_alloc(c, s.pin, (size_t)lv->cap[C_PIN] * 4, 0);
  if (s.pout) ir_alloc(c, s.pout, (size_t)lv->cap[C_POUT] * 4, 0);
  lv->cap[C_PIN] = lv->cap[C_POUT] = 0;
  return ok ? IR_OK : IR_ENOMEM;
}

static bool find(const IrRef *a, uint32_t lo, uint32_t hi, IrRef v) {
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (a[mid].bits == v.bits) return true;
    if (a[mid].bits < v.bits) lo = mid + 1;
    else hi = mid;
  }
  return false;
}

bool ir_live_in(const IrLiveness *lv, IrId b, IrRef v) {
  return b < lv->nblocks && find(lv->in, lv->in_start[b], lv->in_start[b + 1], v);
}

bool ir_live_out(const IrLiveness *lv, IrId b, IrRef v) {
  return b < lv->nblocks && find(lv->out, lv->out_start[b], lv->out_start[b + 1], v);
}

IrPressure ir_loop_pressure(const IrLiveness *lv, const IrLoops *L, uint32_t l) {
  IrPressure mx = {0, 0};
  const IrLoop *lp = &L->loop[l];
  for (uint32_t k = 0; k < lp->nblocks; k++) {
    IrId b = L->blocks[lp->blocks_start + k];
    maxp(&mx, lv->regs[b], lv->preds[b]);
  }
  return mx;
}

IrPressure ir_func_pressure(const IrLiveness *lv) {
  IrPressure mx = {0, 0};
  for (uint32_t r = 0; r < lv->cfg->nrpo; r++) maxp(&mx, lv->regs[lv->cfg->rpo[r]], lv->preds[lv->cfg->rpo[r]]);
  return mx;
}

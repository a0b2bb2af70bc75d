/* passes/addrgroup.c -- the grouping engine of BASR and CBE (seed 002,
 * phases 1-6; addrgroup.h).
 *
 * Method, per function:
 *  1. analyses (CFG, dominators, loops, SCEV) and the threshold: a group
 *     needs at least 2 addresses;
 *  2. collection: every load/store address is decomposed (core/analysis/
 *     addr.h) and hashed by (scope, variable part): the scope is the
 *     innermost loop for BASR, the function for CBE (which keeps only
 *     addresses whose root is a global: pointer-to-global bases grouped by
 *     the underlying global);
 *  3. anchor: the minimum constant offset, compared in 128 bits (the
 *     relative offsets are differences of two 64-bit values);
 *  4. placement: a base that is a bare global needs no host: the anchor
 *     global+min goes to the loop preheader (BASR) or to the common
 *     dominator of the accesses (CBE).  Otherwise the anchor is computed
 *     from a host: the address of the access that dominates all others
 *     (so the host cannot be poison wherever a rewritten access runs, or
 *     the original program was undefined there); it goes before that
 *     access, or to the preheader when the base is loop-invariant and the
 *     host is defined outside the loop;
 *  5. negative offsets (minimum < 0) only when dword_4FBCAE0 > 1, and then
 *     only for loop-invariant bases, hoisted to the preheader (a separate
 *     common base absorbing the negative part);
 *  6. rewriting: address = anchor + (offset - min) as an i8 GEP.
 * The plan is made with the analyses alive and carried out after they are
 * released (IR builders may longjmp on allocation failure).
 *
 * inbounds.  The anchor is a new address that may be computed where no
 * access through it runs (a preheader, a dominator, before the host): it
 * is inbounds only when provably inside its object (a global base with
 * 0 <= min <= size).  A rewritten address is inbounds when both ends are
 * provably inside the global, or when the anchor's own access (the
 * minimum-offset one) dominates it and both original addresses were
 * inbounds GEP chains from the same root (then both were dereferenced in
 * that one object).  LLVM 16's separate-const-offset-from-gep keeps
 * inbounds on a split-off base that may be outside the object; this does
 * not.  Nothing is ever dereferenced at a new place: only addresses move.
 */
#include <inttypes.h>
#include <string.h>

#include "addrgroup.h"
#include "analysis/addr.h"
#include "util.h"

void ag_opts_basr(const PassCtx *pc, AgOpts *o) {
  memset(o, 0, sizeof *o);
  o->loop_scope = true;
  o->use_scev = pc->knob[KNOB_DO_SCEV_CGP] != 0;
  o->level = (int)pc->knob[KNOB_DO_BASE_ADDRESS_STRENGTH_REDUCE];
  o->chain = pc->knob[KNOB_DO_BASE_ADDRESS_STRENGTH_REDUCE_CHAIN] != 0;
  o->dump = pc->knob[KNOB_DUMP_BASE_ADDRESS_STRENGTH_REDUCE] != 0;
  o->iv_limit = pc->knob[KNOB_BASE_ADDRESS_STRENGTH_REDUCE_IV_LIMIT];
  o->max_iv = pc->knob[KNOB_BASE_ADDRESS_STRENGTH_REDUCE_MAX_IV];
  o->neg = pc->knob[KNOB_DWORD_4FBCAE0];
  o->old_base = pc->knob[KNOB_SCEV_CGP_OLD_BASE] != 0;
  o->ignore_bad_base = pc->knob[KNOB_IGNORE_BAD_BASE] != 0;
  o->ignore_32 = pc->knob[KNOB_IGNORE_32_BIT_OVERFLOW] != 0;
  o->ignore_s32 = pc->knob[KNOB_IGNORE_SIGNED_32_BIT_OVERFLOW] != 0;
  o->topo_begin = pc->knob[KNOB_TOPO_SORT_BEGIN] != 0;
  o->special_tid = pc->knob[KNOB_SPECIAL_REASSOCIATE_FOR_THREADID] != 0;
  o->tid_max = pc->knob[KNOB_SCEV_CGP_TID_MAX_VALUE];
}

void ag_opts_cbe(const PassCtx *pc, AgOpts *o) {
  ag_opts_basr(pc, o);
  o->loop_scope = false;
  o->level = 1;      /* CBE has no level of its own: only the correctness checks */
  o->chain = true;
  o->iv_limit = INT64_MAX;
}

typedef struct AgMem {
  IrId inst;          /* the load / store */
  IrAddr a;
  uint32_t scope;     /* loop index (BASR), 0 (CBE) */
  uint32_t group;     /* IR_NIL: not grouped */
  uint32_t next;      /* next member of the group */
  int64_t rel;        /* planned: offset - min */
  bool inb, skip;
  bool skip_rewrite;  /* planned: the address stays (it is the host) */
} AgMem;

typedef struct AgGroup {
  uint64_t key;
  uint32_t scope, first, last, count;
  uint32_t minm;      /* the member with the minimum offset */
  int64_t min;
  /* plan */
  bool go;
  IrRef host;         /* the value the anchor is computed from */
  int64_t d;          /* anchor = host + d */
  IrId before;        /* insert the anchor before this instruction... */
  IrId at_end;        /* ...or before the terminator of this block */
  bool anchor_new, anchor_inb;
} AgGroup;

typedef struct AgAn {
  IrLoopInfo li;
  Scev *S;
} AgAn;

static void an_fini(void *block) {
  AgAn *a = block;
  if (a->S) scev_free(a->S);
  a->S = NULL;
  ir_loop_info_release(&a->li);
}

static bool pure_op(unsigned op) {
  switch (op) {
  case IR_GEP: case IR_ADD: case IR_SUB: case IR_MUL: case IR_SHL: case IR_AND: case IR_OR:
  case IR_XOR: case IR_SEXT: case IR_ZEXT: case IR_TRUNC: case IR_PTRTOINT: case IR_INTTOPTR:
  case IR_BITCAST: case IR_ADDRSPACECAST:
    return true;
  default:
    return false;
  }
}

/* Removes v and then its operands while they are pure and unused
 * (bounded: address chains are short). */
static void drop_dead(IrFunc *f, IrRef v, int depth) {
  if (depth > 16 || !ir_ref_is(v, IR_RINST)) return;
  IrId i = ir_ref_idx(v);
  IrInst *in = ir_inst(f, i);
  if (in->block == IR_NIL || !pure_op(in->op) || ir_num_uses(f, v) != 0) return;
  IrRef ops[8];
  uint32_t n = in->nops < 8 ? in->nops : 8;
  for (uint32_t k = 0; k < n; k++) ops[k] = ir_opnd(f, i, k);
  ir_inst_remove(f, i);
  for (uint32_t k = 0; k < n; k++) drop_dead(f, ops[k], depth + 1);
}

/* Whether e reads a thread or block index register. */
static bool has_tid(const IrFunc *f, const ScevExpr *e, int depth) {
  if (!e || depth > 32) return false;
  if (e->kind == SCEV_UNKNOWN) {
    if (!ir_ref_is(e->val, IR_RINST)) return false;
    const IrInst *in = ir_inst(f, ir_ref_idx(e->val));
    return in->op == IR_CALL && in->aux >= IR_IN_NVVM_CTAID_X && in->aux <= IR_IN_NVVM_TID_Z;
  }
  for (uint32_t k = 0; k < e->nops; k++)
    if (has_tid(f, e->ops[k], depth + 1)) return true;
  return false;
}

static bool has_addrec(const ScevExpr *e, uint32_t l, int depth) {
  if (!e || depth > 32) return false;
  if (e->kind == SCEV_ADDREC && e->loop == l) return true;
  for (uint32_t k = 0; k < e->nops; k++)
    if (has_addrec(e->ops[k], l, depth + 1)) return true;
  return false;
}

static const char *block_label(const IrModule *m, const IrFunc *f, IrId b, char *buf, size_t n) {
  if (f->blocks[b].name) snprintf(buf, n, "%%%s", ir_cstr(m, f->blocks[b].name));
  else snprintf(buf, n, "block #%u", b);
  return buf;
}

/* Plans the groups of f; returns the number of groups to rewrite. */
static uint32_t plan_func(PassCtx *pc, IrModule *m, IrFunc *f, const AgOpts *o, AgAn *an,
                          AgMem *mem, uint32_t nmem, AgGroup *grp, uint32_t *ngrp_out) {
  /* Phase 2: hash (scope, key) -> group */
  uint32_t cap = 16;
  while (cap < 2 * nmem) cap *= 2;
  uint32_t *tab = pass_scratch(pc, cap * sizeof *tab, NULL);
  uint32_t ngrp = 0;
  if (!tab) return 0;
  for (uint32_t k = 0; k < cap; k++) tab[k] = IR_NIL;
  for (uint32_t i = 0; i < nmem; i++) {
    AgMem *x = &mem[i];
    uint64_t key = ir_addr_key(&x->a);
    uint64_t h = ir_mix64(key ^ ((uint64_t)x->scope << 40) ^ ((uint64_t)x->a.as << 36));
    uint32_t s = (uint32_t)h & (cap - 1);
    while (tab[s] != IR_NIL) {
      AgGroup *g = &grp[tab[s]];
      if (g->key == key && g->scope == x->scope && mem[g->first].a.as == x->a.as) break;
      s = (s + 1) & (cap - 1);
    }
    if (tab[s] == IR_NIL) {
      tab[s] = ngrp;
      AgGroup *g = &grp[ngrp++];
      memset(g, 0, sizeof *g);
      g->key = key;
      g->scope = x->scope;
      g->first = g->last = i;
      g->host = ir_ref(IR_RINST, 0);
    } else {
      mem[grp[tab[s]].last].next = i;
      grp[tab[s]].last = i;
    }
    x->group = tab[s];
    grp[tab[s]].count++;
  }
  *ngrp_out = ngrp;
  /* the chain variant: without it, an address computed from another
   * address of its group is a chain link already and stays */
  if (!o->chain) {
    uint32_t *mark = pass_scratch(pc, (size_t)f->ninsts * sizeof *mark, NULL);
    if (!mark) return 0;
    for (uint32_t i = 0; i < nmem; i++)
      if (ir_ref_is(mem[i].a.addr, IR_RINST)) mark[ir_ref_idx(mem[i].a.addr)] = mem[i].group + 1;
    for (uint32_t i = 0; i < nmem; i++) {
      IrRef p = mem[i].a.addr;
      for (int d = 0; d < 8 && ir_ref_is(p, IR_RINST) && ir_inst(f, ir_ref_idx(p))->op == IR_GEP; d++) {
        p = ir_opnd(f, ir_ref_idx(p), 0);
        if (ir_ref_is(p, IR_RINST) && mark[ir_ref_idx(p)] == mem[i].group + 1) {
          mem[i].skip = true;
          break;
        }
      }
    }
  }
  uint32_t planned = 0;
  uint32_t *per_loop = o->loop_scope && an->li.loops.nloops
                           ? pass_scratch(pc, an->li.loops.nloops * sizeof *per_loop, NULL) : NULL;
  for (uint32_t gi0 = 0; gi0 < ngrp; gi0++) {
    uint32_t gi = o->topo_begin ? gi0 : ngrp - 1 - gi0;
    AgGroup *g = &grp[gi];
    uint32_t live = 0;
    for (uint32_t i = g->first; i != IR_NIL; i = mem[i].next) live += !mem[i].skip;
    /* Phase 1's threshold */
    if (live < 2) continue;
    const IrAddr *a0 = &mem[g->first].a;
    bool is_ptr_global = a0->global != IR_NIL;
    if (!o->loop_scope && !is_ptr_global) continue;
    if (!o->ignore_bad_base && ir_ref_is(a0->root, IR_RCONST)) continue;
    /* Phase 3: the anchor, minimum offset */
    __int128 min = 0, max = 0;
    bool first = true;
    for (uint32_t i = g->first; i != IR_NIL; i = mem[i].next) {
      if (mem[i].skip) continue;
      __int128 v = mem[i].a.off;
      if (first || v < min) min = v, g->minm = i;
      if (first || v > max) max = v;
      first = false;
    }
    if (max - min > (__int128)(ir_mask(a0->bits - 1))) continue;  /* relative offsets must fit */
    g->min = (int64_t)min;
    const ScevExpr *var = a0->var;
    uint32_t l = g->scope;
    bool invariant = false, iv_based = false;
    IrId pre = IR_NIL;
    if (o->loop_scope) {
      pre = an->li.loops.loop[l].preheader;
      invariant = var && scev_invariant(an->S, var, l);
      iv_based = var && has_addrec(var, l, 0);
    }
    /* Phase 5: negative offsets */
    if (min < 0) {
      if (o->neg <= 1) {
        if (o->dump) pass_remark(pc, m, f, "BaseAddressStrengthReduce: group with negative offset %" PRId64 " skipped (dword_4FBCAE0 <= 1)", g->min);
        continue;
      }
      if (o->loop_scope && (!invariant || pre == IR_NIL)) continue;
    }
    /* level 2 conditions */
    if (o->loop_scope && o->level >= 2) {
      if (!o->ignore_32 && max - min > (__int128)UINT32_MAX) continue;
      /* the signed check concerns addresses computed from a thread index
       * (SCEV-CGP's thread-index analysis: tid <= scev-cgp-tid-max-value);
       * it applies only where the variable part reads one, so that the
       * unsigned check above is the only one for other bases */
      if (!o->ignore_s32 && has_tid(f, var, 0)) {
        __int128 big = max > -min ? max : -min;
        if (big + o->tid_max > (__int128)INT32_MAX) continue;
      }
      if (iv_based) {
        if (per_loop && (int64_t)per_loop[l] >= o->iv_limit) continue;
        ScevBtc bt = scev_btc(an->S, l);
        if (bt.kind == SCEV_BTC_CONST && scev_is_const(bt.count) && bt.count->c > (uint64_t)o->max_iv)
          continue;
      }
      bool saves = false;   /* some rewritten address computation becomes dead */
      for (uint32_t i = g->first; i != IR_NIL; i = mem[i].next)
        if (!mem[i].skip && i != g->minm && ir_ref_is(mem[i].a.addr, IR_RINST) &&
            ir_num_uses(f, mem[i].a.addr) == 1)
          saves = true;
      if (!saves) continue;
    }
    /* Phase 4: placement */
    bool bare_global = var ? (var->kind == SCEV_UNKNOWN && ir_ref_is(var->val, IR_RGLOBAL))
                           : ir_ref_is(a0->syn, IR_RGLOBAL);
    uint64_t gsize = 0;
    if (bare_global) {
      g->host = ir_ref(IR_RGLOBAL, a0->global);
      g->d = g->min;
      gsize = ir_type_alloc_size(m, ir_global(m, a0->global)->vtype);
      g->anchor_new = true;
      g->anchor_inb = g->min >= 0 && (uint64_t)g->min <= gsize;
      if (o->loop_scope && pre != IR_NIL) {
        g->at_end = pre;
        g->before = IR_NIL;
      } else {
        IrId D = IR_NIL, firstb = IR_NIL;
        for (uint32_t i = g->first; i != IR_NIL; i = mem[i].next) {
          if (mem[i].skip) continue;
          IrId b = ir_inst(f, mem[i].inst)->block;
          if (firstb == IR_NIL) firstb = b;
          D = D == IR_NIL ? b : ir_dom_common(&an->li.dom, D, b);
          if (D == IR_NIL) break;
        }
        if (D == IR_NIL) continue;
        if (o->bug_anchor_first_use) D = firstb;
        g->before = IR_NIL;
        g->at_end = D;
        for (IrId i = f->blocks[D].first; i != IR_NIL; i = f->insts[i].next) {
          bool hit = false;
          for (uint32_t k = g->first; k != IR_NIL && !hit; k = mem[k].next) hit = !mem[k].skip && mem[k].inst == i;
          if (hit) {
            g->before = i;
            break;
          }
        }
      }
    } else {
      /* the host: the access that dominates every other one */
      uint32_t h = IR_NIL;
      for (uint32_t i = g->first; i != IR_NIL; i = mem[i].next)
        if (!mem[i].skip && (h == IR_NIL || ir_dom_insts(&an->li.dom, mem[i].inst, mem[h].inst))) h = i;
      bool ok = true;
      for (uint32_t i = g->first; i != IR_NIL && ok; i = mem[i].next)
        if (!mem[i].skip && i != h && !ir_dom_insts(&an->li.dom, mem[h].inst, mem[i].inst)) ok = false;
      if (!ok) {
        if (o->dump) pass_remark(pc, m, f, "BaseAddressStrengthReduce: no access dominates the group: not rewritten");
        continue;
      }
      g->host = mem[h].a.addr;
      g->d = g->min - mem[h].a.off;
      g->anchor_new = g->d != 0 || !o->old_base || min < 0;  /* negative: a separate base */
      g->anchor_inb = false;
      g->before = mem[h].inst;
      g->at_end = IR_NIL;
      bool host_outside = !ir_ref_is(g->host, IR_RINST) ||
                          (o->loop_scope && !ir_loop_contains(&an->li.loops, l, ir_inst(f, ir_ref_idx(g->host))->block));
      if (o->loop_scope && invariant && pre != IR_NIL && host_outside && g->anchor_new &&
          !(o->special_tid && has_tid(f, var, 0))) {
        g->before = IR_NIL;
        g->at_end = pre;
      }
      if (min < 0 && g->at_end == IR_NIL) continue;   /* negative: only as a separate base */
    }
    if (o->bug_keep_inbounds) g->anchor_inb = mem[g->minm].a.inbounds;
    /* Phase 6: per-address plan */
    bool any = g->anchor_new;
    const IrAddr *am = &mem[g->minm].a;
    for (uint32_t i = g->first; i != IR_NIL; i = mem[i].next) {
      AgMem *x = &mem[i];
      if (x->skip) continue;
      x->rel = (int64_t)((__int128)x->a.off - min);
      bool stat = g->anchor_inb && x->a.off >= 0 && (uint64_t)x->a.off <= gsize;
      bool dyn = x->a.inbounds && am->inbounds && ir_ref_eq(x->a.root, am->root) &&
                 (i == g->minm || ir_dom_insts(&an->li.dom, mem[g->minm].inst, x->inst));
      x->inb = o->bug_keep_inbounds ? x->a.inbounds : (stat || dyn);
      /* the host's own access keeps its address: it is there already (the
       * keep-inbounds mutant rewrites it too, as the seed's Phase 4 reads) */
      if (ir_ref_eq(x->a.addr, g->host) && !o->bug_keep_inbounds) x->skip_rewrite = true;
      else any = true;
    }
    if (!any) continue;
    if (o->loop_scope && o->level >= 2 && iv_based && per_loop) per_loop[l]++;
    g->go = true;
    planned++;
    if (o->dump || pc->remarks) {
      char key[160] = "", where[96] = "";
      if (var) scev_str(an->S, var, key, sizeof key);
      else snprintf(key, sizeof key, "%s", "(syntactic base)");
      if (o->loop_scope) block_label(m, f, an->li.loops.loop[l].header, where, sizeof where);
      pass_remark(pc, m, f, "%s: base %s (%s) %s%s: %u addresses, anchor at offset %" PRId64 "%s",
                  o->loop_scope ? "BaseAddressStrengthReduce" : "CommonBaseElimination", key,
                  is_ptr_global ? "pointer-to-global" : "integer/GEP-derived",
                  o->loop_scope ? "in loop " : "", where, live, g->min,
                  g->at_end != IR_NIL && g->before == IR_NIL ? ", hoisted" : "");
      if (o->dump)
        for (uint32_t i = g->first; i != IR_NIL; i = mem[i].next)
          if (!mem[i].skip)
            pass_remark(pc, m, f, "  %s at offset %" PRId64 " -> anchor + %" PRId64 "%s",
                        ir_inst(f, mem[i].inst)->op == IR_LOAD ? "load" : "store", mem[i].a.off,
                        mem[i].rel, mem[i].inb ? " (inbounds)" : "");
    }
  }
  return planned;
}

static IrId new_gep(IrModule *m, IrFunc *f, IrRef base, int64_t off, unsigned bits, bool inb) {
  IrType pt = ir_value_type(f, base);
  IrId g = ir_inst_new(f, IR_GEP, pt, 2);
  ir_inst(f, g)->auxty = IR_I8;
  if (inb) ir_inst(f, g)->flags |= IR_F_INBOUNDS;
  ir_set_opnd(f, g, 0, base);
  ir_set_opnd(f, g, 1, ir_const_i(m, ir_type_int(m, bits), off));
  return g;
}

static void place(IrFunc *f, const AgGroup *g, IrId i) {
  if (g->before != IR_NIL) ir_inst_insert_before(f, g->before, i);
  else {
    IrId t = ir_block_term(f, g->at_end);
    if (t != IR_NIL) ir_inst_insert_before(f, t, i);
    else ir_inst_append(f, g->at_end, i);
  }
}

static IrStatus run_func(PassCtx *pc, IrModule *m, IrFunc *f, const AgOpts *o, bool *changed) {
  AgAn *an = pass_scratch(pc, sizeof *an, an_fini);
  if (!an) return IR_ENOMEM;
  IrStatus st;
  if ((st = ir_loop_info_compute(&an->li, f)) != IR_OK) return st;
  if (o->loop_scope && an->li.loops.nloops == 0) return IR_OK;
  if (o->use_scev && !(an->S = scev_new(m, f, &an->li.loops))) return IR_ENOMEM;
  uint32_t nmem = 0;
  IR_FOR_BLOCKS(f, b) {
    if (!ir_cfg_reachable(&an->li.cfg, b)) continue;
    if (o->loop_scope && an->li.loops.loop_of[b] == IR_NIL) continue;
    IR_FOR_INSTS(f, b, i) nmem += ir_addr_operand(f, i) >= 0;
  }
  if (nmem < 2) return IR_OK;
  AgMem *mem = pass_scratch(pc, nmem * sizeof *mem, NULL);
  AgGroup *grp = pass_scratch(pc, nmem * sizeof *grp, NULL);
  if (!mem || !grp) return IR_ENOMEM;
  uint32_t n = 0;
  IR_FOR_BLOCKS(f, b) {
    if (!ir_cfg_reachable(&an->li.cfg, b)) continue;
    if (o->loop_scope && an->li.loops.loop_of[b] == IR_NIL) continue;
    IR_FOR_INSTS(f, b, i) {
      int k = ir_addr_operand(f, i);
      if (k < 0) continue;
      AgMem *x = &mem[n++];
      ir_addr_decompose(an->S, m, f, ir_opnd(f, i, (uint32_t)k), &x->a);
      x->inst = i;
      x->scope = o->loop_scope ? an->li.loops.loop_of[b] : 0;
      x->next = IR_NIL;
      if (an->S && scev_status(an->S) != IR_OK) return scev_status(an->S);
    }
  }
  uint32_t ngrp = 0;
  uint32_t planned = plan_func(pc, m, f, o, an, mem, n, grp, &ngrp);
  if (an->S && scev_status(an->S) != IR_OK) return scev_status(an->S);
  an_fini(an);
  if (!planned) return IR_OK;
  /* rewriting (no analysis alive from here on) */
  for (uint32_t gi = 0; gi < ngrp; gi++) {
    AgGroup *g = &grp[gi];
    if (!g->go) continue;
    IrRef A = g->host;
    unsigned bits = mem[g->first].a.bits;
    if (g->anchor_new) {
      IrId ai = new_gep(m, f, g->host, g->d, bits, g->anchor_inb);
      place(f, g, ai);
      A = ir_inst_ref(ai);
    }
    for (uint32_t i = g->first; i != IR_NIL; i = mem[i].next) {
      AgMem *x = &mem[i];
      if (x->skip || x->skip_rewrite) continue;
      int k = ir_addr_operand(f, x->inst);
      IrRef old = ir_opnd(f, x->inst, (uint32_t)k);
      IrRef nv = A;
      if (x->rel != 0) {
        /* already anchor + rel: leave it (the pass is idempotent) */
        if (ir_ref_is(old, IR_RINST)) {
          const IrInst *oi = ir_inst(f, ir_ref_idx(old));
          uint64_t c;
          if (oi->op == IR_GEP && oi->auxty == IR_I8 && oi->nops == 2 && ir_ref_eq(ir_opnd(f, ir_ref_idx(old), 0), A) &&
              ir_const_scalar_bits(m, ir_opnd(f, ir_ref_idx(old), 1), true, &c) &&
              ir_sext(c, bits) == ir_sext((uint64_t)x->rel, bits))
            continue;
        }
        IrId ni = new_gep(m, f, A, x->rel, bits, x->inb);
        if (o->loop_scope && g->before == IR_NIL) place(f, g, ni);  /* hoisted with its anchor */
        else ir_inst_insert_before(f, x->inst, ni);
        nv = ir_inst_ref(ni);
      }
      if (ir_ref_eq(old, nv)) continue;
      ir_set_opnd(f, x->inst, (uint32_t)k, nv);
      *changed = true;
      drop_dead(f, old, 0);
    }
    if (g->anchor_new) *changed = true;
  }
  return IR_OK;
}

IrStatus ag_run(PassCtx *pc, IrModule *m, const AgOpts *o, bool *changed) {
  *changed = false;
  if (o->loop_scope && o->level == 0) return IR_OK;
  for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
    IrFunc *f = ir_func(m, fi);
    if (f->is_decl) continue;
    IrStatus st = run_func(pc, m, f, o, changed);
    if (st != IR_OK) return st;
  }
  return IR_OK;
}

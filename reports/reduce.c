/* reports/reduce.c -- delta debugging of a finding's program (reduce.h).
 *
 * Contract: every candidate is a mutated clone of the current program; it
 * is printed, parsed back, verified and rerun through diff_run with the
 * finding's pipeline, knobs and input; it is accepted only when the rerun
 * gives the finding's signature key (an invalid test -- UB, trap or
 * timeout in the source -- never is).  The text tested is the text kept.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "reduce.h"

/* Method.  Reductions, coarse to fine, in rounds until a round accepts
 * nothing (a fixed point) or the limits stop it:
 *   1. functions: an unused definition other than the kernel becomes a
 *      declaration (its body dropped);
 *   2. CFG: a conditional branch or a switch becomes an unconditional
 *      branch to one of its successors; blocks no longer reachable are dropped and the phis of
 *      the blocks they jumped to lose their entries;
 *   2b. blocks: a block that jumps unconditionally to a block with no
 *      other predecessor absorbs it (its phis become their one value);
 *   3. instructions, ddmin-style: the non-terminators (all functions, in
 *      layout order) are removed in chunks of n/2, n/4, ..., 1, every use
 *      replaced by a zero of its type; a chunk that keeps the signature is
 *      gone for good;
 *   4. instructions one by one, their uses replaced by one of their own
 *      operands of the same type (what step 3's zero could not do);
 *   5. integer constant operands shrunk to 0, else 1;
 *   6. flags (nuw, nsw, exact, inbounds, fast-math) and parameter
 *      attributes dropped, one instruction or parameter at a time.
 * Instruction ids are stable in a clone (removed ones are only marked), so
 * candidate lists built on the current program stay valid in its clones. */

typedef struct InstRef {
  uint32_t fn;
  IrId id;
} InstRef;

typedef struct Red {
  IrCtx *c;
  const Finding *f;
  const ReduceOpts *o;
  ReduceResult *r;
  PassCtx pc;
  Pipeline p;
  DiffWorker *w;
  IrModule *cur;           /* the current (accepted) program */
  struct timespec t0;
  bool stop;               /* time limit reached */
  IrStatus err;            /* an internal error stops everything */
} Red;

static double red_elapsed(const Red *R) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)(t.tv_sec - R->t0.tv_sec) + (double)(t.tv_nsec - R->t0.tv_nsec) * 1e-9;
}

/* The definition named like the finding's kernel ("@k"), IR_NIL if none. */
static uint32_t red_kernel(const IrModule *m, const char *func) {
  const char *name = func[0] == '@' ? func + 1 : func;
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    const IrFunc *fn = m->funcs[i];
    if (!fn->is_decl && (!name[0] ? fn->is_kernel : !strcmp(ir_cstr(m, fn->name), name))) return i;
  }
  return IR_NIL;
}

static uint32_t red_count(const IrModule *m) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < m->nfuncs; i++)
    if (!m->funcs[i]->is_decl) n += m->funcs[i]->nlive_insts;
  return n;
}

/* diff_run on a parsed, verified module: does it keep the signature? */
static bool red_same_sig(Red *R, IrModule *m) {
  uint32_t fidx = red_kernel(m, R->f->func);
  if (fidx == IR_NIL) return false;
  DiffOpts d;
  diff_opts_default(&d);
  d.isolate = R->o->isolate;
  d.worker = R->w;
  InterpInput in;
  memset(&in, 0, sizeof in);
  if (R->f->input) {
    if (interp_input_read(R->c, R->f->input_path, R->f->input, R->f->input_len, m, fidx, &in, &d.interp) != IR_OK)
      return false;
    d.input = &in;
  }
  DiffResult *res = malloc(sizeof *res);
  bool same = false;
  if (!res) R->err = IR_ENOMEM;
  else if (diff_run(R->c, m, fidx, &R->p, &R->pc, &d, res) == IR_OK) {
    same = res->outcome != DIFF_OK && res->outcome != DIFF_INVALID_TEST &&
           !strcmp(res->finding.sigkey, R->f->sigkey);
    diff_result_free(res);
  }
  free(res);
  interp_input_free(R->c, &in);
  return same;
}

/* The interestingness test: print, parse back, verify, rerun.  On success
 * *text holds the printed candidate (malloc). */
static bool red_test(Red *R, const IrModule *cand, char **text, size_t *len) {
  *text = NULL;
  if (R->stop || R->err) return false;
  /* the first test (does the finding reproduce?) always runs */
  if (R->r->tests > 0 && R->o->time_limit_s > 0 && red_elapsed(R) > R->o->time_limit_s) {
    R->stop = R->r->timed_out = true;
    return false;
  }
  R->r->tests++;
  char *t = ir_print_module_str(cand, len);
  if (!t) {
    R->err = IR_ENOMEM;
    return false;
  }
  ir_ctx_clear_error(R->c);
  IrModule *m = ir_parse(R->c, "reduce-candidate.ll", t, *len);
  bool ok = m && ir_verify_module(m) == IR_OK;
  if (!ok) R->r->rejected_verify++;
  ok = ok && red_same_sig(R, m);
  ir_ctx_clear_error(R->c);
  if (m) ir_module_free(m);
  if (ok) *text = t;
  else free(t);
  return ok;
}

/* Tests cand (owned); accepted: it becomes the current program. */
static bool red_try(Red *R, IrModule *cand, const char *what) {
  char *text;
  size_t len;
  if (!red_test(R, cand, &text, &len)) {
    ir_module_free(cand);
    return false;
  }
  ir_module_free(R->cur);
  R->cur = cand;
  R->r->accepted++;
  if (R->o->on_accept) R->o->on_accept(R->o->ud, text, len);
  if (R->o->log) fprintf(R->o->log, "reduce: %s: %u instructions\n", what, red_count(cand));
  free(text);
  return true;
}

static IrModule *red_clone(Red *R) {
  IrModule *m = ir_module_clone(R->cur);
  if (!m) R->err = IR_ENOMEM;
  return m;
}

/* ------------------------------------------------------------------ */
/* Edits on a clone                                                     */

static bool red_is_term(const IrFunc *fn, IrId i) {
  return (ir_opinfo[fn->insts[i].op].props & IR_P_TERM) != 0;
}

/* Replaces every use of i by zero and removes it (all of list at once). */
static void red_remove_insts(IrModule *m, const InstRef *list, size_t n) {
  for (size_t k = 0; k < n; k++) {
    IrFunc *fn = m->funcs[list[k].fn];
    IrInst *in = ir_inst(fn, list[k].id);
    if (in->op == IR_NOP || in->type == IR_VOID) continue;
    ir_rauw(fn, ir_inst_ref(list[k].id), ir_const_zero(m, in->type));
  }
  for (size_t k = 0; k < n; k++) {
    IrFunc *fn = m->funcs[list[k].fn];
    if (ir_inst(fn, list[k].id)->op != IR_NOP) ir_inst_remove(fn, list[k].id);
  }
}

/* Drops the entries of the phis at the top of b that come from pred. */
static void red_phi_drop(IrFunc *fn, IrId b, IrId pred) {
  IR_FOR_INSTS(fn, b, i) {
    if (fn->insts[i].op != IR_PHI) break;
    for (uint32_t k = fn->insts[i].nops; k >= 2; k -= 2) {
      IrRef blk = ir_opnd(fn, i, k - 1);
      if (ir_ref_is(blk, IR_RBLOCK) && ir_ref_idx(blk) == pred) ir_del_opnds(fn, i, k - 2, 2);
    }
  }
}

/* Removes the blocks not reachable from the entry (values used elsewhere
 * become zero, phi entries from them are dropped). */
static bool red_prune(IrModule *m, IrFunc *fn) {
  uint8_t *reach = calloc(fn->nblocks ? fn->nblocks : 1, 1);
  IrId *stack = malloc(sizeof *stack * (fn->nblocks ? fn->nblocks : 1));
  if (!reach || !stack) {
    free(reach);
    free(stack);
    return false;
  }
  uint32_t sp = 0;
  reach[fn->entry] = 1;
  stack[sp++] = fn->entry;
  while (sp) {
    IrId t = ir_block_term(fn, stack[--sp]);
    for (uint32_t k = 0; t != IR_NIL && k < fn->insts[t].nops; k++) {
      IrRef s = ir_opnd(fn, t, k);
      if (ir_ref_is(s, IR_RBLOCK) && !reach[ir_ref_idx(s)]) {
        reach[ir_ref_idx(s)] = 1;
        stack[sp++] = ir_ref_idx(s);
      }
    }
  }
  IR_FOR_BLOCKS(fn, b) {
    if (!reach[b]) continue;
    IR_FOR_BLOCKS(fn, d) if (!reach[d]) red_phi_drop(fn, b, d);
  }
  IR_FOR_BLOCKS(fn, b) {
    if (reach[b]) continue;
    IR_FOR_INSTS(fn, b, i) if (fn->insts[i].type != IR_VOID) ir_rauw(fn, ir_inst_ref(i), ir_const_zero(m, fn->insts[i].type));
  }
  uint32_t nd = 0;
  IR_FOR_BLOCKS(fn, b) if (!reach[b]) stack[nd++] = b;
  for (uint32_t k = 0; k < nd; k++)
    while (fn->blocks[stack[k]].first != IR_NIL) ir_inst_remove(fn, fn->blocks[stack[k]].first);
  for (uint32_t k = 0; k < nd; k++) ir_block_remove(fn, stack[k]);
  free(reach);
  free(stack);
  return true;
}

/* Keeps only the first of the entries from pred in the phis of b. */
static void red_phi_dedup(IrFunc *fn, IrId b, IrId pred) {
  IR_FOR_INSTS(fn, b, i) {
    if (fn->insts[i].op != IR_PHI) break;
    uint32_t n = 0;
    for (uint32_t k = 1; k < fn->insts[i].nops; k += 2) {
      IrRef v = ir_opnd(fn, i, k);
      n += ir_ref_is(v, IR_RBLOCK) && ir_ref_idx(v) == pred;
    }
    for (uint32_t k = fn->insts[i].nops; n > 1 && k >= 2; k -= 2) {
      IrRef v = ir_opnd(fn, i, k - 1);
      if (ir_ref_is(v, IR_RBLOCK) && ir_ref_idx(v) == pred) {
        ir_del_opnds(fn, i, k - 2, 2);
        n--;
      }
    }
  }
}

/* Replaces the conditional branch or switch ending b by a jump to its
 * block operand k (false when k is no block or repeats an earlier one);
 * the other successors' phis lose their entries from b. */
static bool red_fold_term(IrModule *m, uint32_t fx, IrId b, uint32_t k) {
  IrFunc *fn = m->funcs[fx];
  IrId t = ir_block_term(fn, b);
  IrRef keep = ir_opnd(fn, t, k);
  if (!ir_ref_is(keep, IR_RBLOCK)) return false;
  for (uint32_t j = 1; j < k; j++)
    if (ir_ref_eq(ir_opnd(fn, t, j), keep)) return false;
  for (uint32_t j = 1; j < fn->insts[t].nops; j++) {
    IrRef s = ir_opnd(fn, t, j);
    if (ir_ref_is(s, IR_RBLOCK) && !ir_ref_eq(s, keep)) red_phi_drop(fn, ir_ref_idx(s), b);
  }
  red_phi_dedup(fn, ir_ref_idx(keep), b);
  IrId br = ir_inst_new(fn, IR_BR, IR_VOID, 1);
  ir_set_opnd(fn, br, 0, keep);
  ir_inst_insert_before(fn, t, br);
  ir_inst_remove(fn, t);
  return red_prune(m, fn);
}

/* Edges into block s from the terminators of fn. */
static uint32_t red_npreds(const IrFunc *fn, IrId s) {
  uint32_t n = 0;
  IR_FOR_BLOCKS(fn, b) {
    IrId t = ir_block_term(fn, b);
    for (uint32_t k = 0; t != IR_NIL && k < fn->insts[t].nops; k++) {
      IrRef v = ir_opnd(fn, t, k);
      n += ir_ref_is(v, IR_RBLOCK) && ir_ref_idx(v) == s;
    }
  }
  return n;
}

/* Merges into b the block its unconditional branch jumps to, when b is
 * that block's only predecessor; false when it does not apply. */
static bool red_merge_block(IrFunc *fn, IrId b) {
  IrId t = ir_block_term(fn, b);
  if (t == IR_NIL || fn->insts[t].op != IR_BR) return false;
  IrId s = ir_ref_idx(ir_opnd(fn, t, 0));
  if (s == b || s == fn->entry || red_npreds(fn, s) != 1) return false;
  while (fn->blocks[s].first != IR_NIL && fn->insts[fn->blocks[s].first].op == IR_PHI) {
    IrId phi = fn->blocks[s].first;
    ir_rauw(fn, ir_inst_ref(phi), ir_opnd(fn, phi, 0));
    ir_inst_remove(fn, phi);
  }
  ir_inst_remove(fn, t);
  while (fn->blocks[s].first != IR_NIL) {
    IrId i = fn->blocks[s].first;
    ir_inst_unlink(fn, i);
    ir_inst_append(fn, b, i);
  }
  ir_rauw(fn, ir_ref(IR_RBLOCK, s), ir_ref(IR_RBLOCK, b));
  ir_block_remove(fn, s);
  return true;
}

/* Turns definition fx (unused) into a declaration. */
static void red_drop_body(IrModule *m, uint32_t fx) {
  IrFunc *fn = m->funcs[fx];
  IR_FOR_BLOCKS(fn, b)
    IR_FOR_INSTS(fn, b, i) if (fn->insts[i].type != IR_VOID) ir_rauw(fn, ir_inst_ref(i), ir_const_zero(m, fn->insts[i].type));
  IR_FOR_BLOCKS(fn, b) while (fn->blocks[b].first != IR_NIL) ir_inst_remove(fn, fn->blocks[b].first);
  while (fn->entry != IR_NIL) ir_block_remove(fn, fn->entry);
  fn->is_decl = true;
  fn->linkage = IR_LINK_EXTERNAL;
}

/* Whether any instruction of m names function fx. */
static bool red_func_used(const IrModule *m, uint32_t fx) {
  for (uint32_t g = 0; g < m->nfuncs; g++) {
    const IrFunc *fn = m->funcs[g];
    if (fn->is_decl) continue;
    IR_FOR_BLOCKS(fn, b)
      IR_FOR_INSTS(fn, b, i) for (uint32_t k = 0; k < fn->insts[i].nops; k++) {
        IrRef v = ir_opnd(fn, i, k);
        if (ir_ref_is(v, IR_RFUNC) && ir_ref_idx(v) == fx) return true;
      }
  }
  return false;
}

/* ------------------------------------------------------------------ */
/* The reductions                                                       */

static bool red_functions(Red *R, uint32_t kernel) {
  bool any = false;
  for (uint32_t fx = 0; fx < R->cur->nfuncs && !R->stop && !R->err; fx++) {
    const IrFunc *fn = R->cur->funcs[fx];
    if (fx == kernel || fn->is_decl || fn->is_kernel || red_func_used(R->cur, fx)) continue;
    IrModule *m = red_clone(R);
    if (!m) break;
    red_drop_body(m, fx);
    any |= red_try(R, m, "function removed");
  }
  return any;
}

static bool red_cfg(Red *R) {
  bool any = false;
  for (uint32_t fx = 0; fx < R->cur->nfuncs; fx++) {
    if (R->cur->funcs[fx]->is_decl) continue;
    for (IrId b = 0; b < R->cur->funcs[fx]->nblocks && !R->stop && !R->err; b++) {
      const IrFunc *fn = R->cur->funcs[fx];
      if (fn->blocks[b].dead) continue;
      IrId t = ir_block_term(fn, b);
      if (t == IR_NIL || (fn->insts[t].op != IR_CBR && fn->insts[t].op != IR_SWITCH)) continue;
      uint32_t nops = fn->insts[t].nops;
      for (uint32_t k = 1; k < nops && !R->stop && !R->err; k++) {
        IrModule *m = red_clone(R);
        if (!m) return any;
        if (!red_fold_term(m, fx, b, k)) {
          ir_module_free(m);
          continue;
        }
        if (red_try(R, m, "branch folded")) {
          any = true;
          break;
        }
      }
    }
  }
  return any;
}

/* Straight-line blocks merged (a jump to a block with one predecessor). */
static bool red_merge(Red *R) {
  bool any = false;
  for (uint32_t fx = 0; fx < R->cur->nfuncs; fx++) {
    if (R->cur->funcs[fx]->is_decl) continue;
    for (IrId b = 0; b < R->cur->funcs[fx]->nblocks && !R->stop && !R->err; b++) {
      if (R->cur->funcs[fx]->blocks[b].dead) continue;
      IrModule *m = red_clone(R);
      if (!m) return any;
      if (!red_merge_block(m->funcs[fx], b)) ir_module_free(m);
      else if (red_try(R, m, "blocks merged")) {
        any = true;
        b--;  /* b may merge again with its new successor */
      }
    }
  }
  return any;
}

/* The live non-terminators of every definition, in layout order. */
static InstRef *red_collect(const IrModule *m, size_t *n) {
  size_t cap = 0;
  for (uint32_t fx = 0; fx < m->nfuncs; fx++) cap += m->funcs[fx]->ninsts;
  InstRef *l = malloc(sizeof *l * (cap ? cap : 1));
  *n = 0;
  if (!l) return NULL;
  for (uint32_t fx = 0; fx < m->nfuncs; fx++) {
    const IrFunc *fn = m->funcs[fx];
    if (fn->is_decl) continue;
    IR_FOR_BLOCKS(fn, b) IR_FOR_INSTS(fn, b, i) if (!red_is_term(fn, i)) l[(*n)++] = (InstRef){fx, i};
  }
  return l;
}

static bool red_ddmin(Red *R) {
  size_t n;
  InstRef *l = red_collect(R->cur, &n);
  if (!l) {
    R->err = IR_ENOMEM;
    return false;
  }
  bool any = false;
  for (size_t size = n / 2 ? n / 2 : 1; n && !R->stop && !R->err; size /= 2) {
    for (size_t i = 0; i < n && !R->stop && !R->err;) {
      size_t k = n - i < size ? n - i : size;
      IrModule *m = red_clone(R);
      if (!m) break;
      red_remove_insts(m, l + i, k);
      if (red_try(R, m, "instructions removed")) {
        memmove(l + i, l + i + k, sizeof *l * (n - i - k));
        n -= k;
        any = true;
      } else
        i += k;
    }
    if (size == 1) break;
  }
  free(l);
  return any;
}

/* One instruction replaced by one of its operands of its own type. */
static bool red_forward(Red *R) {
  size_t n;
  InstRef *l = red_collect(R->cur, &n);
  if (!l) {
    R->err = IR_ENOMEM;
    return false;
  }
  bool any = false;
  for (size_t j = 0; j < n && !R->stop && !R->err; j++) {
    const IrFunc *fn = R->cur->funcs[l[j].fn];
    const IrInst *in = ir_inst(fn, l[j].id);
    if (in->op == IR_NOP || in->type == IR_VOID) continue;
    for (uint32_t k = 0; k < in->nops; k++) {
      fn = R->cur->funcs[l[j].fn];
      in = ir_inst(fn, l[j].id);
      IrRef v = ir_opnd(fn, l[j].id, k);
      IrRefKind kind = ir_ref_kind(v);
      if (kind != IR_RINST && kind != IR_RARG && kind != IR_RCONST) continue;
      if (ir_ref_eq(v, ir_inst_ref(l[j].id)) || ir_value_type(fn, v) != in->type) continue;
      IrModule *m = red_clone(R);
      if (!m) break;
      IrFunc *mf = m->funcs[l[j].fn];
      ir_rauw(mf, ir_inst_ref(l[j].id), v);
      ir_inst_remove(mf, l[j].id);
      if (red_try(R, m, "instruction forwarded")) {
        any = true;
        break;
      }
    }
  }
  free(l);
  return any;
}

/* Integer constant operands toward 0, else 1. */
static bool red_consts(Red *R) {
  bool any = false;
  for (uint32_t fx = 0; fx < R->cur->nfuncs; fx++) {
    if (R->cur->funcs[fx]->is_decl) continue;
    for (IrId i = 0; i < R->cur->funcs[fx]->ninsts && !R->stop && !R->err; i++) {
      for (uint32_t k = 0; k < R->cur->funcs[fx]->insts[i].nops; k++) {
        const IrFunc *fn = R->cur->funcs[fx];
        if (fn->insts[i].op == IR_NOP) break;
        IrRef v = ir_opnd(fn, i, k);
        if (!ir_ref_is(v, IR_RCONST)) continue;
        const IrConst *cst = ir_const(R->cur, v);
        if (cst->kind != IR_CINT || !ir_type_is_int(R->cur, cst->type) || ir_ty(R->cur, cst->type)->bits < 2) continue;
        if (cst->hi == 0 && cst->lo <= 1) continue;
        IrType ty = cst->type;
        for (uint64_t val = 0; val <= 1; val++) {
          IrModule *m = red_clone(R);
          if (!m) return any;
          ir_set_opnd(m->funcs[fx], i, k, ir_const_int(m, ty, val, 0));
          if (red_try(R, m, "constant shrunk")) {
            any = true;
            break;
          }
        }
      }
    }
  }
  return any;
}

/* Flags (nuw, nsw, exact, inbounds, fast-math) and parameter attributes
 * dropped, one instruction / parameter at a time. */
static bool red_flags(Red *R) {
  const uint32_t mask = IR_F_NUW | IR_F_NSW | IR_F_EXACT | IR_F_INBOUNDS | IR_F_FMF;
  bool any = false;
  for (uint32_t fx = 0; fx < R->cur->nfuncs && !R->stop && !R->err; fx++) {
    const IrFunc *fn = R->cur->funcs[fx];
    for (uint32_t a = 0; !fn->is_decl && a < fn->nparams && !R->stop && !R->err; a++) {
      const IrParam *pa = &fn->params[a];
      if (!pa->attrs && !pa->align && !pa->deref) continue;
      IrModule *m = red_clone(R);
      if (!m) return any;
      IrParam *q = &m->funcs[fx]->params[a];
      q->attrs = 0;
      q->align = 0;
      q->deref = 0;
      any |= red_try(R, m, "parameter attributes dropped");
      fn = R->cur->funcs[fx];
    }
    for (IrId i = 0; !fn->is_decl && i < fn->ninsts && !R->stop && !R->err; i++) {
      if (fn->insts[i].op == IR_NOP || !(fn->insts[i].flags & mask)) continue;
      IrModule *m = red_clone(R);
      if (!m) return any;
      m->funcs[fx]->insts[i].flags &= ~mask;
      any |= red_try(R, m, "flags dropped");
      fn = R->cur->funcs[fx];
    }
  }
  return any;
}

/* ------------------------------------------------------------------ */
/* Driver                                                               */

void reduce_opts_default(ReduceOpts *o) {
  memset(o, 0, sizeof *o);
  o->isolate = true;
}

void reduce_result_free(ReduceResult *r) {
  free(r->text);
  r->text = NULL;
}

int64_t reduce_count_insts(IrCtx *c, const char *text, size_t len) {
  IrModule *m = ir_parse(c, "reduced.ll", text, len);
  if (!m) return -1;
  int64_t n = red_count(m);
  ir_module_free(m);
  return n;
}

/* Pipeline, knobs and the parsed program. */
static IrStatus red_setup(Red *R) {
  const Finding *f = R->f;
  pass_ctx_init(&R->pc, R->c);
  char knobs[sizeof f->knobs];
  memcpy(knobs, f->knobs, sizeof knobs);
  for (char *save = NULL, *k = strtok_r(knobs, " ", &save); k; k = strtok_r(NULL, " ", &save)) {
    IrStatus st = knob_set(R->c, R->pc.knob, k);
    if (st != IR_OK) return st;
  }
  IrStatus st = pipeline_parse(R->c, f->repro_pipeline, &R->p);
  if (st != IR_OK) return st;
  R->cur = ir_parse(R->c, f->program_path, f->program, f->program_len);
  if (!R->cur) return ir_ctx_status(R->c) ? ir_ctx_status(R->c) : IR_EINTERNAL;
  if (ir_verify_module(R->cur) != IR_OK) return IR_EUSER;
  if (red_kernel(R->cur, f->func) == IR_NIL)
    return ir_error(R->c, IR_EUSER, f->program_path, 0, 0, "no function definition named '%s'", f->func);
  if (R->o->isolate && !(R->w = diff_worker_new())) return IR_ENOMEM;
  return IR_OK;
}

/* Rounds of every reduction until none accepts anything. */
static void red_loop(Red *R) {
  uint32_t max = R->o->max_rounds ? R->o->max_rounds : 16;
  for (bool any = true; any && R->r->rounds < max && !R->stop && !R->err;) {
    R->r->rounds++;
    uint32_t kernel = red_kernel(R->cur, R->f->func);
    any = red_functions(R, kernel);
    any |= red_cfg(R);
    any |= red_merge(R);
    any |= red_ddmin(R);
    any |= red_forward(R);
    any |= red_consts(R);
    any |= red_flags(R);
  }
}

IrStatus reduce_run(IrCtx *c, const Finding *f, const ReduceOpts *o, ReduceResult *r) {
  memset(r, 0, sizeof *r);
  Red R;
  memset(&R, 0, sizeof R);
  R.c = c;
  R.f = f;
  R.o = o;
  R.r = r;
  clock_gettime(CLOCK_MONOTONIC, &R.t0);
  IrStatus st = red_setup(&R);
  if (st == IR_OK) {
    r->insts_before = red_count(R.cur);
    IrModule *m = red_clone(&R);
    char *text = NULL;
    size_t len;
    if (m && red_test(&R, m, &text, &len)) {
      free(text);
      red_loop(&R);
    } else if (!R.err)
      st = ir_error(c, IR_EUSER, f->dir, 0, 0, "the finding does not reproduce with signature %s (%s)", f->sig,
                    f->sigkey);
    if (m) ir_module_free(m);
    if (R.err) st = R.err;
  }
  if (st == IR_OK) {
    r->text = ir_print_module_str(R.cur, &r->len);
    r->insts_after = red_count(R.cur);
    if (!r->text) st = IR_ENOMEM;
  }
  r->seconds = red_elapsed(&R);
  if (R.cur) ir_module_free(R.cur);
  if (R.w) diff_worker_free(R.w);
  return st;
}

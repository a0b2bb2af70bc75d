/* reports/reduce.c -- delta debugging of a finding (reduce.h).
 *
 * Contract: every candidate is the current configuration with one change
 * (a mutated clone of the program, or another input vector, grid, knob
 * setting or pipeline); a changed program is printed, parsed back and
 * verified; then diff_run reruns it; the candidate is accepted only when
 * the rerun gives the finding's signature key (an invalid test -- UB, trap
 * or timeout in the source -- never does) and, for a crash, crashes at the
 * same place as the first rerun.  The text tested is the text kept.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "reduce.h"
#include "../oracles/external/extcheck.h"

/* Method.  The reductions are C-Reduce-style transformations: each walks
 * a position over the current configuration and makes one candidate at
 * the first position where it applies; after a test the position moves on
 * (or stays, when an accepted change may apply again there).  Rounds of
 * all of them, coarse to fine, run until a round accepts nothing:
 *   functions  an unused definition other than the kernel becomes a
 *              declaration;
 *   branches   a conditional branch or switch becomes a jump to one of its
 *              successors; blocks no longer reachable go, with the phi
 *              entries they fed;
 *   merge      a block absorbs the block it jumps to when it is that
 *              block's only predecessor;
 *   ddmin      non-terminators removed in chunks of n/2, n/4, ..., 1
 *              (uses become zero);
 *   replace    an instruction's uses replaced by a value of its type from
 *              its operand tree, an argument, or the constant 1 (llvm-
 *              reduce's operands-skip and operands-to-args);
 *   operands   one operand replaced by 0, 1, half its value, a value of
 *              its operand tree or an argument (shrinks constants and loop
 *              trip counts, cuts address computations);
 *   narrow     an SSA web of one integer type halves its width, one of a
 *              vector type halves its lanes;
 *   flags      nuw/nsw/exact/inbounds/fast-math and parameter attributes
 *              dropped;
 *   symbols    declarations and globals nothing refers to removed;
 *   pipeline   every pass but the failing one dropped where it can be;
 *   knobs      each knob back to its default where it can be;
 *   grid       each grid dimension to 1, else halved;
 *   scalars    scalar arguments to 0, else 1; poison masks dropped;
 *   zero       buffer contents zeroed in chunks (ddmin over bytes);
 *   shrink     buffers halved.
 * After a program change, instructions left without uses and without
 * side effects are removed (dead code would only be removed later).
 *
 * Parallel tests (--jobs J): J candidates are made at J successive
 * positions of the same configuration and tested at once, each in a
 * forked process; the first one (in position order) that is interesting
 * is taken and the walk goes on after it.  A single job tests the same
 * candidates in the same order and takes the same one, so the result does
 * not depend on J. */

typedef struct InstRef {
  uint32_t fn;
  IrId id;
} InstRef;

/* One candidate: the current configuration with the fields marked has_*
 * (and the program when m is set) replaced. */
typedef struct RedCand {
  IrModule *m;             /* owned; NULL: the current program */
  InterpInput in;          /* owned when has_in */
  bool has_in;
  InterpOpts io;
  bool has_io;
  Pipeline p;
  bool has_p;
  PassCtx pc;
  bool has_pc;
} RedCand;

typedef struct Red {
  IrCtx *c;
  const Finding *f;
  const ReduceOpts *o;
  ReduceResult *r;
  PassCtx pc;              /* the current knobs */
  Pipeline p;              /* the current pipeline */
  DiffOpts d;              /* the current interpreter options (grid) */
  InterpInput in;          /* the current input vector, when has_in */
  bool has_in;
  DiffWorker *w;
  const char *ext;         /* an outside tool's finding: its command (tests run it; no
                              pipeline, no knobs), else NULL */
  IrModule *cur;           /* the current (accepted) program */
  char crash_at[256];      /* a crash finding: where the first rerun crashed ("" when unknown) */
  bool crash_seen;         /* crash_at was taken (by the first test) */
  struct timespec t0;
  bool stop;               /* time limit reached */
  IrStatus err;            /* an internal error stops everything */
} Red;

/* A position of a transformation. */
typedef struct RedPos {
  uint32_t a, b, c;
} RedPos;

typedef struct RedXform {
  const char *what;        /* "instructions removed" (log lines) */
  /* The candidate at the first position >= *s where the transformation
   * applies (*s moved there); false when there is none. */
  bool (*make)(Red *R, RedPos *s, RedCand *cd);
  /* The position after *s once its candidate was tested. */
  void (*next)(RedPos *s, bool accepted);
} RedXform;

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

static void red_cand_free(Red *R, RedCand *cd) {
  if (cd->m) ir_module_free(cd->m);
  if (cd->has_in) interp_input_free(R->c, &cd->in);
  memset(cd, 0, sizeof *cd);
}

/* ------------------------------------------------------------------ */
/* The interestingness test                                             */

/* The faulting frame a crashed pass's worker named ("passcheck: crashed
 * at BINARY(FUNC+OFF)[ADDR]", oracles/diff/isolate.c), without the
 * address; "" when the detail names none. */
static void red_crash_at(const char *detail, char *buf, size_t n) {
  static const char tag[] = "passcheck: crashed at ";
  const char *p = detail ? strstr(detail, tag) : NULL;
  buf[0] = 0;
  if (!p) return;
  p += sizeof tag - 1;
  size_t l = strcspn(p, "[\n");
  snprintf(buf, n, "%.*s", (int)(l < n ? l : n - 1), p);
}

/* diff_run of m (parsed, verified) under the candidate's settings: does
 * it keep the signature (and, for a crash, the place of the crash)? */
static bool red_same_sig(Red *R, IrModule *m, const RedCand *cd) {
  uint32_t fidx = red_kernel(m, R->f->func);
  if (fidx == IR_NIL) return false;
  DiffOpts d = R->d;
  d.worker = R->w;
  if (cd->has_io) d.interp = cd->io;
  d.input = cd->has_in ? &cd->in : R->has_in ? &R->in : NULL;
  DiffResult *res = malloc(sizeof *res);
  bool same = false;
  ExtCheck x = {EXT_CHECKED, "", 0, 0};
  IrStatus st = !res ? IR_ENOMEM
              : R->ext ? ext_check(R->c, m, fidx, R->ext, "-", &R->pc, &d, 0, res, &x)
                       : diff_run(R->c, m, fidx, cd->has_p ? &cd->p : &R->p, cd->has_pc ? &cd->pc : &R->pc, &d, res);
  if (!res) R->err = IR_ENOMEM;
  else if (st == IR_OK && x.verdict == EXT_UNSUPPORTED) same = false;  /* res already freed */
  else if (st == IR_OK) {
    same = res->outcome != DIFF_OK && res->outcome != DIFF_INVALID_TEST &&
           !strcmp(res->finding.sigkey, R->f->sigkey);
    if (same && res->outcome == DIFF_CRASH) {
      /* the same crash kind may come from another place: the first rerun
       * says where this one is, every candidate must crash there too */
      char at[sizeof R->crash_at];
      red_crash_at(res->finding.detail, at, sizeof at);
      if (!R->crash_seen) {
        memcpy(R->crash_at, at, sizeof at);
        R->crash_seen = true;
      } else
        same = !strcmp(at, R->crash_at);
    }
    diff_result_free(res);
  }
  free(res);
  ir_ctx_clear_error(R->c);
  return same;
}

enum { RED_YES = 0, RED_NO = 1, RED_INVALID = 2 };

/* Prints, parses back, verifies and reruns the candidate: RED_YES,
 * RED_NO or RED_INVALID (the parser or verifier rejected it). */
static int red_check(Red *R, const RedCand *cd) {
  if (!cd->m) return red_same_sig(R, R->cur, cd) ? RED_YES : RED_NO;
  size_t len;
  char *t = ir_print_module_str(cd->m, &len);
  if (!t) {
    R->err = IR_ENOMEM;
    return RED_NO;
  }
  ir_ctx_clear_error(R->c);
  IrModule *m = ir_parse(R->c, "reduce-candidate.ll", t, len);
  free(t);
  int v = !m || ir_verify_module(m) != IR_OK ? RED_INVALID : red_same_sig(R, m, cd) ? RED_YES : RED_NO;
  ir_ctx_clear_error(R->c);
  if (m) ir_module_free(m);
  return v;
}

static bool red_time_up(Red *R) {
  if (R->stop || R->err) return true;
  if ((R->o->time_limit_s > 0 && red_elapsed(R) > R->o->time_limit_s) || (R->o->cancel && *R->o->cancel))
    R->stop = R->r->timed_out = true;
  return R->stop;
}

/* Tests cds[0..n) and returns the index of the first interesting one, -1
 * when none is.  One job: in order, stopping at the first; more: all at
 * once in forked processes (each with its own pass worker). */
static int red_batch(Red *R, RedCand *cds, uint32_t n) {
  if (n == 1 || R->o->jobs <= 1) {
    for (uint32_t j = 0; j < n; j++) {
      if (red_time_up(R)) return -1;
      R->r->tests++;
      int v = red_check(R, &cds[j]);
      R->r->rejected_verify += v == RED_INVALID;
      if (v == RED_YES) return (int)j;
    }
    return -1;
  }
  if (red_time_up(R)) return -1;
  pid_t pid[64];
  for (uint32_t j = 0; j < n; j++) {
    pid[j] = fork();
    if (pid[j] == 0) {
      /* the child is a process of its own already: unless the finding is a
       * crash (whose signature needs the pass to die in a child of its
       * own), the passes run right here, and a pass that crashes or hangs
       * (the alarm) ends this child, which is "not interesting" */
      R->w = NULL;
      if (R->f->outcome != DIFF_CRASH) {
        R->d.isolate = false;
        alarm(R->d.pass_timeout_s * 4 + 10);
      }
      int v = red_check(R, &cds[j]);
      _exit(R->err ? 3 : v);
    }
  }
  int win = -1;
  for (uint32_t j = 0; j < n; j++) {
    int ws = 0;
    if (pid[j] < 0 || waitpid(pid[j], &ws, 0) < 0) {
      R->err = IR_EINTERNAL;
      continue;
    }
    /* a child killed by a signal: its candidate crashed or hung the pass
     * (not the finding's behaviour); exit 3: an internal error */
    int v = WIFEXITED(ws) ? WEXITSTATUS(ws) : RED_NO;
    if (v == 3) R->err = IR_EINTERNAL;
    R->r->tests++;
    R->r->rejected_verify += v == RED_INVALID;
    if (v == RED_YES && win < 0) win = (int)j;
  }
  return R->err ? -1 : win;
}

/* ------------------------------------------------------------------ */
/* Accepting                                                            */

/* The current input vector as .input text (malloc); NULL without one. */
static char *red_input_text(Red *R, size_t *len) {
  *len = 0;
  if (!R->has_in) return NULL;
  char *buf = NULL;
  FILE *fp = open_memstream(&buf, len);
  if (!fp) return NULL;
  IrStatus st = interp_input_write(fp, R->cur, red_kernel(R->cur, R->f->func), &R->in, &R->d.interp);
  if (fclose(fp) != 0 || st != IR_OK) {
    free(buf);
    *len = 0;
    return NULL;
  }
  return buf;
}

static void red_accept(Red *R, RedCand *cd, const char *what) {
  if (cd->m) {
    ir_module_free(R->cur);
    R->cur = cd->m;
    cd->m = NULL;
  }
  if (cd->has_in) {
    interp_input_free(R->c, &R->in);
    R->in = cd->in;
    cd->has_in = false;
  }
  if (cd->has_io) R->d.interp = cd->io;
  if (cd->has_p) R->p = cd->p;
  if (cd->has_pc) R->pc = cd->pc;
  R->r->accepted++;
  if (R->o->log) fprintf(R->o->log, "reduce: %s: %u instructions\n", what, red_count(R->cur));
  if (!R->o->on_accept) return;
  ReduceStep s;
  char pipe[1024], knobs[1024];
  pipeline_format(&R->p, pipe, sizeof pipe);
  knobs_format(R->pc.knob, knobs, sizeof knobs);
  char *text = ir_print_module_str(R->cur, &s.len);
  char *input = red_input_text(R, &s.input_len);
  if (!text || (R->has_in && !input)) R->err = IR_ENOMEM;
  else {
    s.text = text;
    s.input = input;
    s.pipeline = pipe;
    s.knobs = knobs;
    R->o->on_accept(R->o->ud, &s);
  }
  free(text);
  free(input);
}

/* Runs transformation x over the current configuration once; whether it
 * accepted anything. */
static bool red_xform(Red *R, const RedXform *x) {
  uint32_t jobs = R->o->jobs < 1 ? 1 : R->o->jobs > 64 ? 64 : R->o->jobs;
  RedPos s = {0, 0, 0};
  RedCand cds[64];
  RedPos at[64];
  bool any = false;
  while (!red_time_up(R)) {
    uint32_t n = 0;
    RedPos p = s;
    while (n < jobs) {
      memset(&cds[n], 0, sizeof cds[n]);
      at[n] = p;
      if (!x->make(R, &at[n], &cds[n]) || R->err) break;
      p = at[n];
      x->next(&p, false);
      n++;
    }
    if (n == 0) break;
    int win = red_batch(R, cds, n);
    if (win >= 0) {
      red_accept(R, &cds[win], x->what);
      s = at[win];
      x->next(&s, true);
      any = true;
    } else
      s = p;
    for (uint32_t j = 0; j < n; j++) red_cand_free(R, &cds[j]);
  }
  return any;
}

/* ------------------------------------------------------------------ */
/* Edits on a clone                                                     */

static bool red_is_term(const IrFunc *fn, IrId i) {
  return (ir_opinfo[fn->insts[i].op].props & IR_P_TERM) != 0;
}

static bool red_clone(Red *R, RedCand *cd) {
  cd->m = ir_module_clone(R->cur);
  if (!cd->m) R->err = IR_ENOMEM;
  return cd->m != NULL;
}

/* Whether instruction i, unused, can go: no side effect (a call only when
 * its callee neither touches memory nor may fail to return). */
static bool red_removable(const IrModule *m, const IrFunc *fn, IrId i) {
  const IrInst *in = &fn->insts[i];
  if (in->op == IR_NOP || in->first_use != IR_NIL || in->type == IR_VOID) return false;
  if (in->op == IR_CALL) {
    IrRef callee = ir_opnd(fn, i, 0);
    if (!ir_ref_is(callee, IR_RFUNC)) return false;
    uint32_t need = IR_A_NOMEM | IR_A_WILLRET | IR_A_NOUNWIND;
    const IrFunc *cf = m->funcs[ir_ref_idx(callee)];
    return (cf->fattrs & need) == need && !(cf->fattrs & IR_A_CONV);
  }
  return !(ir_opinfo[in->op].props & (IR_P_SIDE | IR_P_TERM));
}

/* Removes the instructions of fn that nothing uses and that have no side
 * effect, until none is left. */
static void red_dce(IrModule *m, IrFunc *fn) {
  for (bool again = true; again;) {
    again = false;
    IR_FOR_BLOCKS(fn, b) {
      for (IrId i = fn->blocks[b].first, nx; i != IR_NIL; i = nx) {
        nx = fn->insts[i].next;
        if (red_removable(m, fn, i)) {
          ir_inst_remove(fn, i);
          again = true;
        }
      }
    }
  }
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

/* Whether the terminator of b is a conditional branch or switch whose
 * block operand k is a successor not named by an earlier operand. */
static bool red_foldable(const IrFunc *fn, IrId b, uint32_t k) {
  IrId t = ir_block_term(fn, b);
  if (t == IR_NIL || (fn->insts[t].op != IR_CBR && fn->insts[t].op != IR_SWITCH) || k >= fn->insts[t].nops) return false;
  IrRef keep = ir_opnd(fn, t, k);
  if (!ir_ref_is(keep, IR_RBLOCK)) return false;
  for (uint32_t j = 1; j < k; j++)
    if (ir_ref_eq(ir_opnd(fn, t, j), keep)) return false;
  return true;
}

/* Replaces the conditional branch or switch ending b by a jump to its
 * block operand k (red_foldable); the other successors' phis lose their
 * entries from b. */
static bool red_fold_term(IrModule *m, IrFunc *fn, IrId b, uint32_t k) {
  IrId t = ir_block_term(fn, b);
  IrRef keep = ir_opnd(fn, t, k);
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

/* Whether b ends in a jump to a block whose only predecessor is b. */
static bool red_mergeable(const IrFunc *fn, IrId b) {
  IrId t = ir_block_term(fn, b);
  if (t == IR_NIL || fn->insts[t].op != IR_BR) return false;
  IrId s = ir_ref_idx(ir_opnd(fn, t, 0));
  return s != b && s != fn->entry && red_npreds(fn, s) == 1;
}

/* Merges into b the block its jump goes to (red_mergeable). */
static void red_merge_block(IrFunc *fn, IrId b) {
  IrId t = ir_block_term(fn, b);
  IrId s = ir_ref_idx(ir_opnd(fn, t, 0));
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

/* The live instructions of every definition, in layout order (with the
 * terminators when terms). */
static InstRef *red_collect(Red *R, bool terms, size_t *n) {
  const IrModule *m = R->cur;
  size_t cap = 0;
  for (uint32_t fx = 0; fx < m->nfuncs; fx++) cap += m->funcs[fx]->ninsts;
  InstRef *l = malloc(sizeof *l * (cap ? cap : 1));
  *n = 0;
  if (!l) {
    R->err = IR_ENOMEM;
    return NULL;
  }
  for (uint32_t fx = 0; fx < m->nfuncs; fx++) {
    const IrFunc *fn = m->funcs[fx];
    if (fn->is_decl) continue;
    IR_FOR_BLOCKS(fn, b) IR_FOR_INSTS(fn, b, i) if (terms || !red_is_term(fn, i)) l[(*n)++] = (InstRef){fx, i};
  }
  return l;
}

/* ------------------------------------------------------------------ */
/* Replacement values                                                   */

/* The constant 1 (int, FP, or a splat of it) of type t; IR_NOREF for
 * other types. */
static IrRef red_const_one(IrModule *m, IrType t) {
  IrType e = ir_type_is_vec(m, t) ? ir_ty(m, t)->elem : t;
  IrRef one = IR_NOREF;
  if (ir_type_is_int(m, e)) one = ir_const_int(m, e, 1, 0);
  else if (ir_type_is_fp(m, e)) {
    unsigned bits = ir_ty(m, e)->bits;
    one = ir_const_fp(m, e, bits == 16 ? 0x3c00u : bits == 32 ? 0x3f800000u : 0x3ff0000000000000ull);
  }
  if (ir_ref_is(one, IR_RNONE) || e == t) return one;
  return ir_const_splat(m, t, one);
}

/* Value number k of the values (instructions, arguments, globals) of type
 * t reachable through the operands of root (breadth first, root itself
 * excluded, at most 32 visited), then
 * of the arguments of type t other than avoid; IR_NOREF past the end. */
static IrRef red_nth_value(const IrFunc *fn, IrRef root, IrType t, IrRef avoid, uint32_t k) {
  IrRef q[32];
  uint32_t nq = 0, found = 0;
  if (ir_ref_is(root, IR_RINST)) q[nq++] = root;
  for (uint32_t h = 0; h < nq; h++) {
    IrId i = ir_ref_idx(q[h]);
    for (uint32_t o = 0; o < fn->insts[i].nops; o++) {
      IrRef v = ir_opnd(fn, i, o);
      if (!ir_ref_is(v, IR_RINST) && !ir_ref_is(v, IR_RARG) && !ir_ref_is(v, IR_RGLOBAL)) continue;
      bool seen = ir_ref_eq(v, root) || ir_ref_eq(v, avoid);
      for (uint32_t j = 0; j < nq && !seen; j++) seen = ir_ref_eq(q[j], v);
      if (seen) continue;
      if (ir_value_type(fn, v) == t && found++ == k) return v;
      if (ir_ref_is(v, IR_RINST) && nq < 32) q[nq++] = v;
    }
  }
  for (uint32_t a = 0; a < fn->nparams; a++) {
    IrRef v = ir_ref(IR_RARG, a);
    if (fn->params[a].type == t && !ir_ref_eq(v, avoid) && !ir_ref_eq(v, root) && found++ == k) return v;
  }
  return IR_NOREF;
}

/* 0 for a zero constant, 1 for the constant 1 (or 1.0, or a splat of
 * either), 2 for anything else: replacements only go down, so no two
 * candidates can undo each other round after round. */
static int red_rank(IrModule *m, IrRef v, IrType t) {
  if (!ir_ref_is(v, IR_RCONST)) return 2;
  if (ir_ref_eq(v, ir_const_zero(m, t))) return 0;
  IrRef one = red_const_one(m, t);
  return !ir_ref_is(one, IR_RNONE) && ir_ref_eq(v, one) ? 1 : 2;
}

/* Option k for the operand v of type t (made in m): 0, 1, half of an
 * integer constant, then red_nth_value (for an argument: only arguments
 * before it); IR_NOREF past the end.  An option that would not make the
 * operand smaller returns v (the caller moves on). */
static IrRef red_operand_option(IrModule *m, const IrFunc *fn, IrRef v, IrType t, uint32_t k) {
  bool ptr = ir_type_is_ptr(m, t);
  if (k == 0) return ptr || red_rank(m, v, t) == 0 ? v : ir_const_zero(m, t);
  if (k == 1) {
    IrRef one = ptr ? IR_NOREF : red_const_one(m, t);
    return ir_ref_is(one, IR_RNONE) || red_rank(m, v, t) < 2 ? v : one;
  }
  if (k == 2) {
    if (!ir_ref_is(v, IR_RCONST)) return v;
    const IrConst *cst = ir_const(m, v);
    if (cst->kind != IR_CINT || cst->hi || cst->lo <= 2 || !ir_type_is_int(m, t)) return v;
    return ir_const_int(m, t, cst->lo >> 1, 0);
  }
  if (ir_ref_is(v, IR_RCONST)) return IR_NOREF;
  IrRef w = red_nth_value(fn, v, t, v, k - 3);
  if (ir_ref_is(v, IR_RARG) && ir_ref_is(w, IR_RARG) && ir_ref_idx(w) > ir_ref_idx(v)) return IR_NOREF;
  return w;
}

/* ------------------------------------------------------------------ */
/* Program transformations                                              */

static bool x_functions_make(Red *R, RedPos *s, RedCand *cd) {
  uint32_t kernel = red_kernel(R->cur, R->f->func);
  for (; s->a < R->cur->nfuncs; s->a++) {
    const IrFunc *fn = R->cur->funcs[s->a];
    if (s->a == kernel || fn->is_decl || fn->is_kernel || red_func_used(R->cur, s->a)) continue;
    if (!red_clone(R, cd)) return false;
    red_drop_body(cd->m, s->a);
    return true;
  }
  return false;
}

static void x_step_a(RedPos *s, bool accepted) {
  (void)accepted;
  s->a++;
}

/* Position: function a, block b, successor operand c. */
static bool x_branches_make(Red *R, RedPos *s, RedCand *cd) {
  for (; s->a < R->cur->nfuncs; s->a++, s->b = 0, s->c = 0) {
    const IrFunc *fn = R->cur->funcs[s->a];
    if (fn->is_decl) continue;
    for (; s->b < fn->nblocks; s->b++, s->c = 0) {
      if (fn->blocks[s->b].dead) continue;
      IrId t = ir_block_term(fn, s->b);
      if (t == IR_NIL) continue;
      for (s->c = s->c < 1 ? 1 : s->c; s->c < fn->insts[t].nops; s->c++) {
        if (!red_foldable(fn, s->b, s->c)) continue;
        if (!red_clone(R, cd)) return false;
        if (red_fold_term(cd->m, cd->m->funcs[s->a], s->b, s->c)) return true;
        R->err = IR_ENOMEM;
        return false;
      }
    }
  }
  return false;
}

static void x_step_c(RedPos *s, bool accepted) {
  (void)accepted;  /* an accepted fold leaves a jump: the walk passes it */
  s->c++;
}

/* Position: function a, block b. */
static bool x_merge_make(Red *R, RedPos *s, RedCand *cd) {
  for (; s->a < R->cur->nfuncs; s->a++, s->b = 0) {
    const IrFunc *fn = R->cur->funcs[s->a];
    if (fn->is_decl) continue;
    for (; s->b < fn->nblocks; s->b++) {
      if (fn->blocks[s->b].dead || !red_mergeable(fn, s->b)) continue;
      if (!red_clone(R, cd)) return false;
      red_merge_block(cd->m->funcs[s->a], s->b);
      return true;
    }
  }
  return false;
}

static void x_merge_next(RedPos *s, bool accepted) {
  if (!accepted) s->b++;  /* merged: b may merge again with its new successor */
}

/* Position: chunk size a (0: not started), start b in the list of
 * non-terminators. */
static bool x_ddmin_make(Red *R, RedPos *s, RedCand *cd) {
  size_t n;
  InstRef *l = red_collect(R, false, &n);
  if (!l || !n) {
    free(l);
    return false;
  }
  if (s->a == 0) s->a = n / 2 ? (uint32_t)(n / 2) : 1;
  while (s->b >= n) {
    if (s->a <= 1) {
      free(l);
      return false;
    }
    s->a /= 2;
    s->b = 0;
  }
  size_t k = n - s->b < s->a ? n - s->b : s->a;
  bool ok = red_clone(R, cd);
  if (ok) red_remove_insts(cd->m, l + s->b, k);
  free(l);
  return ok;
}

static void x_ddmin_next(RedPos *s, bool accepted) {
  if (!accepted) s->b += s->a;  /* removed: the next chunk moved to b */
}

/* Position: instruction a of the list (a non-terminator with a value),
 * option b: the values of red_nth_value on it, then the constant 1. */
static bool x_replace_make(Red *R, RedPos *s, RedCand *cd) {
  size_t n;
  InstRef *l = red_collect(R, false, &n);
  if (!l) return false;
  for (; s->a < n; s->a++, s->b = 0) {
    const IrFunc *fn = R->cur->funcs[l[s->a].fn];
    const IrInst *in = ir_inst(fn, l[s->a].id);
    if (in->type == IR_VOID || in->first_use == IR_NIL) continue;
    IrRef self = ir_inst_ref(l[s->a].id);
    uint32_t nv = 0;
    while (!ir_ref_is(red_nth_value(fn, self, in->type, self, nv), IR_RNONE)) nv++;
    for (; s->b <= nv; s->b++) {
      if (!red_clone(R, cd)) break;
      IrFunc *mf = cd->m->funcs[l[s->a].fn];
      IrRef v = s->b < nv ? red_nth_value(fn, self, in->type, self, s->b) : red_const_one(cd->m, in->type);
      if (ir_ref_is(v, IR_RNONE)) {
        ir_module_free(cd->m);
        cd->m = NULL;
        continue;
      }
      ir_rauw(mf, self, v);
      ir_inst_remove(mf, l[s->a].id);
      red_dce(cd->m, mf);
      free(l);
      return true;
    }
    if (R->err) break;
  }
  free(l);
  return false;
}

static void x_replace_next(RedPos *s, bool accepted) {
  if (accepted) s->b = 0;  /* the instruction is gone: a names the next one */
  else s->b++;
}

/* Position: instruction a of the list (terminators too), operand b,
 * option c of red_operand_option. */
static bool x_operands_make(Red *R, RedPos *s, RedCand *cd) {
  size_t n;
  InstRef *l = red_collect(R, true, &n);
  if (!l) return false;
  for (; s->a < n; s->a++, s->b = 0, s->c = 0) {
    const IrFunc *fn = R->cur->funcs[l[s->a].fn];
    IrId id = l[s->a].id;
    for (; s->b < fn->insts[id].nops; s->b++, s->c = 0) {
      IrRef v = ir_opnd(fn, id, s->b);
      IrRefKind kind = ir_ref_kind(v);
      if (kind != IR_RINST && kind != IR_RARG && kind != IR_RCONST) continue;
      IrType t = ir_value_type(fn, v);
      if (!ir_type_is_first_class(R->cur, t)) continue;
      for (;; s->c++) {
        if (!red_clone(R, cd)) {
          free(l);
          return false;
        }
        IrFunc *mf = cd->m->funcs[l[s->a].fn];
        IrRef w = red_operand_option(cd->m, mf, v, t, s->c);
        if (ir_ref_is(w, IR_RNONE)) {
          ir_module_free(cd->m);
          cd->m = NULL;
          break;
        }
        if (ir_ref_eq(w, v)) {
          ir_module_free(cd->m);
          cd->m = NULL;
          continue;
        }
        ir_set_opnd(mf, id, s->b, w);
        red_dce(cd->m, mf);
        free(l);
        return true;
      }
    }
  }
  free(l);
  return false;
}

static void x_operands_next(RedPos *s, bool accepted) {
  if (accepted) s->b++, s->c = 0;  /* one change per operand and round: no cycles */
  else s->c++;
}

/* ---- narrowing: an SSA web of type iN becomes iN/2, of <n x E> <n/2 x E> ----
 * The web: instructions of one integer type T joined through operands and
 * uses where both ends compute in T (integer arithmetic, select, phi,
 * freeze, load, and zext/sext into T).  Its members get type T' = T/2;
 * a zext/sext from T' itself disappears, from something wider becomes a
 * trunc.  At the border: constant operands are truncated, other values of
 * type T get a trunc in front of their member (in the incoming block for a
 * phi); users outside compute on T' where they can (icmp, store, gep
 * index, int-to-fp, wider casts, trunc -- which disappears when it went to
 * T'), else get a zext back to T.  The candidate is verified and tested
 * like any other, so a web that cannot narrow is only a rejected test.
 * Vectors the same way, lane-wise ops instead (FP arithmetic and
 * insertelement too, no casts): a border value keeps its first half
 * (a shufflevector; constants directly), a user outside gets the half
 * widened back with poison lanes unless it is a store of it or an
 * extractelement from it.  Kept only when the program is not longer. */

static bool red_web_op(const IrModule *m, const IrFunc *fn, IrId i, bool vec) {
  const IrInst *in = &fn->insts[i];
  switch (in->op) {
  case IR_ADD: case IR_SUB: case IR_MUL: case IR_UDIV: case IR_SDIV: case IR_UREM: case IR_SREM:
  case IR_SHL: case IR_LSHR: case IR_ASHR: case IR_AND: case IR_OR: case IR_XOR:
  case IR_PHI: case IR_FREEZE: case IR_LOAD:
    return true;
  case IR_FADD: case IR_FSUB: case IR_FMUL: case IR_FDIV: case IR_FREM: case IR_FNEG: case IR_INSERTELT:
    return vec;
  case IR_SELECT:  /* lane-wise with a vector condition: that one would need narrowing too */
    return !vec || !ir_type_is_vec(m, ir_value_type(fn, ir_opnd(fn, i, 0)));
  case IR_ZEXT: case IR_SEXT:
    return !vec;
  default:
    return false;
  }
}

/* The web of start (type t) into in[] (flags) and list[] (members, *n);
 * false when start is not in one or is not its smallest id. */
static bool red_web(const IrModule *m, const IrFunc *fn, IrId start, IrType t, bool vec, uint8_t *in, IrId *list,
                    uint32_t *n) {
  *n = 0;
  if (!red_web_op(m, fn, start, vec) || fn->insts[start].type != t) return false;
  in[start] = 1;
  list[(*n)++] = start;
  for (uint32_t h = 0; h < *n; h++) {
    IrId i = list[h];
    const IrInst *x = &fn->insts[i];
    for (uint32_t k = 0; k < x->nops && x->op != IR_ZEXT && x->op != IR_SEXT; k++) {
      IrRef v = ir_opnd(fn, i, k);
      if (!ir_ref_is(v, IR_RINST) || in[ir_ref_idx(v)]) continue;
      const IrInst *d = &fn->insts[ir_ref_idx(v)];
      if (d->type == t && red_web_op(m, fn, ir_ref_idx(v), vec)) in[ir_ref_idx(v)] = 1, list[(*n)++] = ir_ref_idx(v);
    }
    for (IrId u = x->first_use; u != IR_NIL; u = fn->uses[u].next) {
      IrId w = fn->uses[u].user;
      if (!in[w] && fn->insts[w].type == t && red_web_op(m, fn, w, vec)) in[w] = 1, list[(*n)++] = w;
    }
  }
  for (uint32_t k = 0; k < *n; k++)
    if (list[k] < start) return false;
  return true;
}

/* A value of type t (not a member) as a T' operand of inst at: the
 * truncated constant, or a trunc inserted before at. */
/* A shufflevector of v (and poison) with lanes 0, 1, ..., n-1 of the
 * first half (lanes past half: poison), inserted before at. */
static IrRef red_lanes(IrModule *m, IrFunc *fn, IrRef v, IrType to, uint32_t half, IrId at) {
  uint32_t n = ir_ty(m, to)->count;
  IrRef el[IR_MAXLANES];
  for (uint32_t k = 0; k < n; k++) el[k] = k < half ? ir_const_int(m, IR_I32, k, 0) : ir_const_poison(m, IR_I32);
  IrId sh = ir_inst_new(fn, IR_SHUFFLE, to, 3);
  ir_set_opnd(fn, sh, 0, v);
  ir_set_opnd(fn, sh, 1, ir_const_poison(m, ir_value_type(fn, v)));
  ir_set_opnd(fn, sh, 2, ir_const_agg(m, IR_CVEC, ir_type_vec(m, n, IR_I32), n, el));
  ir_inst_insert_before(fn, at, sh);
  return ir_inst_ref(sh);
}

static IrRef red_narrow_value(IrModule *m, IrFunc *fn, IrRef v, IrType t2, IrId at) {
  bool vec = ir_type_is_vec(m, t2);
  if (ir_ref_is(v, IR_RCONST)) {
    const IrConst *cst = ir_const(m, v);
    if (cst->kind == IR_CINT && !vec) return ir_const_int(m, t2, cst->lo, 0);
    if (cst->kind == IR_CZERO) return ir_const_zero(m, t2);
    if (cst->kind == IR_CPOISON) return ir_const_poison(m, t2);
    if (cst->kind == IR_CUNDEF) return ir_const_undef(m, t2);
    if (cst->kind == IR_CVEC && vec) {
      uint32_t n = ir_ty(m, t2)->count;
      IrRef el[IR_MAXLANES];
      for (uint32_t k = 0; k < n; k++) el[k] = ir_const_elem(m, ir_const(m, v), k);
      return ir_const_agg(m, IR_CVEC, t2, n, el);
    }
  }
  if (vec) return red_lanes(m, fn, v, t2, ir_ty(m, t2)->count, at);
  IrId tr = ir_inst_new(fn, IR_TRUNC, t2, 1);
  ir_set_opnd(fn, tr, 0, v);
  ir_inst_insert_before(fn, at, tr);
  return ir_inst_ref(tr);
}

/* Narrows the web list[0..n) (flags in[]) of fn from t to t2. */
static void red_narrow(IrModule *m, IrFunc *fn, const uint8_t *in, const IrId *list, uint32_t n, IrType t, IrType t2) {
  bool vec = ir_type_is_vec(m, t);
  unsigned bits2 = vec ? 0 : ir_ty(m, t2)->bits;
  /* the uses outside the web, before anything changes */
  uint32_t nout = 0, cap = 0;
  for (uint32_t k = 0; k < n; k++) cap += ir_num_uses(fn, ir_inst_ref(list[k]));
  IrId *out = malloc(sizeof *out * (cap ? cap : 1));
  if (!out) return;
  for (uint32_t k = 0; k < n; k++)
    for (IrId u = fn->insts[list[k]].first_use; u != IR_NIL; u = fn->uses[u].next)
      if (!in[fn->uses[u].user]) out[nout++] = u;
  for (uint32_t k = 0; k < n; k++) {
    IrId i = list[k];
    IrInst *x = &fn->insts[i];
    if (!vec && (x->op == IR_ZEXT || x->op == IR_SEXT)) {
      unsigned sb = ir_ty(m, ir_value_type(fn, ir_opnd(fn, i, 0)))->bits;
      if (sb > bits2) x->op = IR_TRUNC;
      x->type = t2;
      continue;
    }
    x->type = t2;
    for (uint32_t o = 0; o < fn->insts[i].nops; o++) {
      IrRef v = ir_opnd(fn, i, o);
      if (ir_ref_is(v, IR_RBLOCK) || (ir_ref_is(v, IR_RINST) && in[ir_ref_idx(v)]) || ir_value_type(fn, v) != t) continue;
      IrId at = i;
      if (fn->insts[i].op == IR_PHI) at = ir_block_term(fn, ir_ref_idx(ir_opnd(fn, i, o + 1)));
      ir_set_opnd(fn, i, o, red_narrow_value(m, fn, v, t2, at));
    }
  }
  for (uint32_t k = 0; k < nout; k++) {
    IrId u = out[k], user = fn->uses[u].user;
    uint32_t o = u - fn->insts[user].op0;
    IrInst *x = &fn->insts[user];
    IrRef v = fn->uses[u].ref;
    if (vec) {
      /* a lane of the first half, or a store of the half: as they are;
       * anything else gets the vector widened back */
      if ((x->op == IR_EXTRACTELT && o == 0) || (x->op == IR_STORE && o == 0)) continue;
      ir_set_opnd(fn, user, o, red_lanes(m, fn, v, t, ir_ty(m, t2)->count, user));
      continue;
    }
    if (x->op == IR_TRUNC) {
      unsigned db = ir_ty(m, x->type)->bits;
      if (db > bits2) x->op = IR_ZEXT;
    } else if (x->op == IR_ICMP) {
      IrRef w = ir_opnd(fn, user, 1 - o);
      if (!(ir_ref_is(w, IR_RINST) && in[ir_ref_idx(w)]) && ir_value_type(fn, w) == t)
        ir_set_opnd(fn, user, 1 - o, red_narrow_value(m, fn, w, t2, user));
    } else if (!((x->op == IR_STORE && o == 0) || (x->op == IR_GEP && o > 0) || x->op == IR_SITOFP ||
                 x->op == IR_UITOFP || ((x->op == IR_ZEXT || x->op == IR_SEXT) && ir_ty(m, x->type)->bits > bits2))) {
      IrId ze = ir_inst_new(fn, IR_ZEXT, t, 1);
      ir_set_opnd(fn, ze, 0, v);
      ir_inst_insert_before(fn, user, ze);
      ir_set_opnd(fn, user, o, ir_inst_ref(ze));
    }
  }
  free(out);
  /* casts that now go from T' to T': gone */
  for (uint32_t k = 0; k < n; k++) {
    IrId i = list[k];
    if ((fn->insts[i].op == IR_ZEXT || fn->insts[i].op == IR_SEXT || fn->insts[i].op == IR_TRUNC) &&
        ir_value_type(fn, ir_opnd(fn, i, 0)) == t2) {
      ir_rauw(fn, ir_inst_ref(i), ir_opnd(fn, i, 0));
      ir_inst_remove(fn, i);
    }
  }
  IR_FOR_BLOCKS(fn, b) {
    for (IrId i = fn->blocks[b].first, nx; i != IR_NIL; i = nx) {
      nx = fn->insts[i].next;
      if (fn->insts[i].op == IR_TRUNC && fn->insts[i].type == t2 && ir_value_type(fn, ir_opnd(fn, i, 0)) == t2) {
        ir_rauw(fn, ir_inst_ref(i), ir_opnd(fn, i, 0));
        ir_inst_remove(fn, i);
      }
    }
  }
}

/* Position: instruction a of the list: the web it starts, narrowed. */
static bool x_narrow_make(Red *R, RedPos *s, RedCand *cd) {
  size_t n;
  InstRef *l = red_collect(R, false, &n);
  if (!l) return false;
  for (; s->a < n; s->a++) {
    const IrFunc *fn = R->cur->funcs[l[s->a].fn];
    IrType t = fn->insts[l[s->a].id].type;
    const IrTypeInfo *ti = ir_ty(R->cur, t);
    bool vec = ir_type_is_vec(R->cur, t);
    if (vec ? ti->count < 2 || ti->count % 2 : !ir_type_is_int(R->cur, t) || ti->bits < 16 || ti->bits > 64) continue;
    uint8_t *in = calloc(fn->ninsts, 1);
    IrId *list = malloc(sizeof *list * fn->ninsts);
    uint32_t nw;
    bool ok = in && list && red_web(R->cur, fn, l[s->a].id, t, vec, in, list, &nw);
    if (ok && red_clone(R, cd)) {
      IrModule *m = cd->m;
      const IrTypeInfo *mi = ir_ty(m, t);
      IrType t2 = vec ? ir_type_vec(m, mi->count / 2, mi->elem) : ir_type_int(m, mi->bits / 2);
      red_narrow(m, m->funcs[l[s->a].fn], in, list, nw, t, t2);
      if (red_count(m) > red_count(R->cur)) {  /* narrower but longer: not smaller */
        ir_module_free(m);
        cd->m = NULL;
        ok = false;
      }
    }
    if (!in || !list) R->err = IR_ENOMEM;
    free(in);
    free(list);
    if (ok || R->err) {
      free(l);
      return ok && !R->err;
    }
  }
  free(l);
  return false;
}

/* Position: function a; item b (its parameters, then its instructions,
 * then the function's own attributes: return attributes, alignment, the
 * IR_A_ / IR_FA_ set and "denormal-fp-math", all dropped at once). */
static bool x_flags_make(Red *R, RedPos *s, RedCand *cd) {
  const uint32_t mask = IR_F_NUW | IR_F_NSW | IR_F_EXACT | IR_F_INBOUNDS | IR_F_FMF;
  for (; s->a < R->cur->nfuncs; s->a++, s->b = 0) {
    const IrFunc *fn = R->cur->funcs[s->a];
    if (fn->is_decl) continue;
    for (; s->b <= fn->nparams + fn->ninsts; s->b++) {
      if (s->b == fn->nparams + fn->ninsts) {
        if (!fn->fattrs && !fn->ret_attrs && !fn->align && fn->denorm == IR_DN_IEEE && fn->denorm_f32 == IR_DN_IEEE)
          continue;
        if (!red_clone(R, cd)) return false;
        IrFunc *g = cd->m->funcs[s->a];
        g->fattrs = 0, g->ret_attrs = 0, g->align = 0;
        g->denorm = g->denorm_f32 = IR_DN_IEEE;
        return true;
      }
      if (s->b < fn->nparams) {
        const IrParam *pa = &fn->params[s->b];
        if (!pa->attrs && !pa->align && !pa->deref) continue;
        if (!red_clone(R, cd)) return false;
        IrParam *q = &cd->m->funcs[s->a]->params[s->b];
        q->attrs = 0;
        q->align = 0;
        q->deref = 0;
        return true;
      }
      IrId i = s->b - fn->nparams;
      if (fn->insts[i].op == IR_NOP || !(fn->insts[i].flags & mask)) continue;
      if (!red_clone(R, cd)) return false;
      cd->m->funcs[s->a]->insts[i].flags &= ~mask;
      return true;
    }
  }
  return false;
}

static void x_step_b(RedPos *s, bool accepted) {
  (void)accepted;
  s->b++;
}

static bool x_symbols_make(Red *R, RedPos *s, RedCand *cd) {
  if (s->a > 0 || !red_clone(R, cd)) return false;
  if (ir_module_drop_unused(cd->m)) return true;
  ir_module_free(cd->m);
  cd->m = NULL;
  return false;
}

/* ------------------------------------------------------------------ */
/* Settings: pipeline, knobs, grid, input vector                        */

/* Position: pass a (never the last one: the pass of the finding). */
static bool x_pipeline_make(Red *R, RedPos *s, RedCand *cd) {
  if (R->p.n < 2 || s->a + 1 >= R->p.n) return false;
  cd->p = R->p;
  memmove(&cd->p.pass[s->a], &cd->p.pass[s->a + 1], sizeof cd->p.pass[0] * (cd->p.n - s->a - 1));
  cd->p.n--;
  cd->has_p = true;
  return true;
}

static void x_stay_or_a(RedPos *s, bool accepted) {
  if (!accepted) s->a++;  /* dropped: the next one moved to a */
}

/* Position: knob a. */
static bool x_knobs_make(Red *R, RedPos *s, RedCand *cd) {
  int64_t def[KNOB__COUNT];
  knobs_default(def);
  for (; s->a < KNOB__COUNT; s->a++) {
    if (R->pc.knob[s->a] == def[s->a]) continue;
    cd->pc = R->pc;
    cd->pc.knob[s->a] = def[s->a];
    cd->has_pc = true;
    return true;
  }
  return false;
}

/* Position: dimension a (blocks x y z, threads x y z), option b (1, half). */
static bool x_grid_make(Red *R, RedPos *s, RedCand *cd) {
  for (; s->a < 6; s->a++, s->b = 0) {
    const InterpGrid *g = &R->d.interp.grid;
    uint32_t v = s->a < 3 ? g->block[s->a] : g->thread[s->a - 3];
    for (; s->b < 2; s->b++) {
      uint32_t to = s->b == 0 ? 1 : v / 2;
      if (to == 0 || to >= v) continue;
      cd->io = R->d.interp;
      if (s->a < 3) cd->io.grid.block[s->a] = to;
      else cd->io.grid.thread[s->a - 3] = to;
      cd->has_io = true;
      return true;
    }
  }
  return false;
}

static void x_grid_next(RedPos *s, bool accepted) {
  if (accepted) s->b = 0;  /* smaller now: try 1 and half again */
  else s->b++;
}

/* A deep copy of R's input vector into cd. */
static bool red_input_copy(Red *R, RedCand *cd) {
  InterpInput *o = &cd->in;
  memset(o, 0, sizeof *o);
  o->seed = R->in.seed;
  o->nargs = R->in.nargs;
  /* interp_input_free frees through the context's allocator */
  o->args = ir_alloc(R->c, NULL, 0, (o->nargs ? o->nargs : 1) * sizeof *o->args);
  bool ok = o->args != NULL;
  if (ok) memset(o->args, 0, (o->nargs ? o->nargs : 1) * sizeof *o->args);
  for (uint32_t a = 0; ok && a < o->nargs; a++) {
    const InterpArg *src = &R->in.args[a];
    InterpArg *dst = &o->args[a];
    *dst = *src;
    dst->bytes = dst->poison = NULL;
    if (src->bytes && !src->size) continue;  /* no zero-size allocations */
    if (src->bytes && !(dst->bytes = ir_alloc(R->c, NULL, 0, src->size))) ok = false;
    else if (src->bytes) memcpy(dst->bytes, src->bytes, src->size);
    if (ok && src->poison && !(dst->poison = ir_alloc(R->c, NULL, 0, src->size))) ok = false;
    else if (ok && src->poison) memcpy(dst->poison, src->poison, src->size);
  }
  cd->has_in = true;
  if (!ok) {
    R->err = IR_ENOMEM;
    red_cand_free(R, cd);
  }
  return ok;
}

static bool red_all_zero(const uint8_t *p, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (p[i]) return false;
  return true;
}

/* Position: argument a, option b (scalars: 0, 1; poison mask dropped). */
static bool x_scalars_make(Red *R, RedPos *s, RedCand *cd) {
  for (; R->has_in && s->a < R->in.nargs; s->a++, s->b = 0) {
    const InterpArg *g = &R->in.args[s->a];
    for (; s->b < 3; s->b++) {
      if (s->b == 2 ? !g->poison : g->is_buffer || g->is_null || !g->bytes || !g->size) continue;
      if (s->b == 0 && red_all_zero(g->bytes, g->size)) continue;
      if (s->b == 1 && (red_all_zero(g->bytes, g->size) || (g->bytes[0] == 1 && red_all_zero(g->bytes + 1, g->size - 1))))
        continue;  /* only ever smaller: 0 stays 0 */
      if (!red_input_copy(R, cd)) return false;
      InterpArg *d = &cd->in.args[s->a];
      if (s->b == 2) {
        ir_alloc(R->c, d->poison, d->size, 0);
        d->poison = NULL;
      } else {
        memset(d->bytes, 0, d->size);
        d->bytes[0] = (uint8_t)s->b;
      }
      return true;
    }
  }
  return false;
}

static void x_scalars_next(RedPos *s, bool accepted) {
  if (accepted && s->b < 2) s->b = 2;  /* the scalar is set: its poison next */
  else s->b++;
}

/* Position: buffer a, chunk size b (0: not started), start c: the bytes
 * [c, c+b) zeroed (chunks already zero are passed). */
static bool x_zero_make(Red *R, RedPos *s, RedCand *cd) {
  for (; R->has_in && s->a < R->in.nargs; s->a++, s->b = 0, s->c = 0) {
    const InterpArg *g = &R->in.args[s->a];
    if (!g->is_buffer || !g->bytes || !g->size) continue;
    if (s->b == 0) s->b = g->size;
    for (;;) {
      if (s->c >= g->size) {
        if (s->b <= 4) break;
        s->b /= 2;
        s->c = 0;
      }
      uint32_t k = g->size - s->c < s->b ? g->size - s->c : s->b;
      if (red_all_zero(g->bytes + s->c, k)) {
        s->c += s->b;
        continue;
      }
      if (!red_input_copy(R, cd)) return false;
      memset(cd->in.args[s->a].bytes + s->c, 0, k);
      return true;
    }
  }
  return false;
}

static void x_zero_next(RedPos *s, bool accepted) {
  (void)accepted;
  s->c += s->b;
}

/* Whether an argument of in points into argument a's buffer further than
 * `to` bytes (to = UINT32_MAX: at all): the aliasing of the input is kept,
 * so that buffer cannot shrink below it or go. */
static bool red_alias_needs(const InterpInput *in, uint32_t a, uint32_t to) {
  for (uint32_t k = 0; k < in->nargs; k++)
    if (in->args[k].is_alias && in->args[k].alias_base == a && (to == UINT32_MAX || in->args[k].alias_off > to))
      return true;
  return false;
}

/* Position: buffer a: halved (to a multiple of 16 bytes, at least 16). */
static bool x_shrink_make(Red *R, RedPos *s, RedCand *cd) {
  for (; R->has_in && s->a < R->in.nargs; s->a++) {
    const InterpArg *g = &R->in.args[s->a];
    uint32_t to = (g->size / 2) & ~15u;
    if (!g->is_buffer || to < 16 || red_alias_needs(&R->in, s->a, to)) continue;
    if (!red_input_copy(R, cd)) return false;
    InterpArg *d = &cd->in.args[s->a];
    uint8_t *b = ir_alloc(R->c, d->bytes, d->size, to), *p = d->poison ? ir_alloc(R->c, d->poison, d->size, to) : NULL;
    if (b) d->bytes = b;
    if (p) d->poison = p;
    if (!b || (d->poison && !p)) {
      R->err = IR_ENOMEM;
      red_cand_free(R, cd);
      return false;
    }
    d->size = to;
    return true;
  }
  return false;
}

/* Position: parameter a of the kernel, dropped when nothing uses it (its
 * argument leaves the input vector with it; not when another argument
 * points into its buffer: the later ones' bases move down by one). */
static bool x_params_make(Red *R, RedPos *s, RedCand *cd) {
  uint32_t fx = red_kernel(R->cur, R->f->func);
  const IrFunc *fn = R->cur->funcs[fx];
  if (red_func_used(R->cur, fx)) return false;
  for (; s->a < fn->nparams; s->a++) {
    if (fn->params[s->a].first_use != IR_NIL) continue;
    if (R->has_in && red_alias_needs(&R->in, s->a, UINT32_MAX)) continue;
    if (R->has_in && !red_input_copy(R, cd)) return false;
    if (!red_clone(R, cd)) return false;
    if (!ir_func_remove_param(cd->m->funcs[fx], s->a)) {
      R->err = IR_ENOMEM;
      return false;
    }
    if (R->has_in) {
      InterpArg *g = &cd->in.args[s->a];
      if (g->bytes) ir_alloc(R->c, g->bytes, g->size, 0);
      if (g->poison) ir_alloc(R->c, g->poison, g->size, 0);
      memmove(g, g + 1, sizeof *g * (cd->in.nargs - s->a - 1));
      uint32_t n = cd->in.nargs;
      InterpArg *na = ir_alloc(R->c, cd->in.args, n * sizeof *na, (n - 1) * sizeof *na);
      if (n > 1 && !na) {
        cd->in.args[n - 1] = (InterpArg){0};  /* moved down: not freed twice */
        R->err = IR_ENOMEM;
        return false;
      }
      cd->in.args = na;
      cd->in.nargs = n - 1;
      for (uint32_t k = 0; k < cd->in.nargs; k++)
        if (cd->in.args[k].is_alias && cd->in.args[k].alias_base > s->a) cd->in.args[k].alias_base--;
    }
    return true;
  }
  return false;
}

static const RedXform red_program[] = {
  {"function removed", x_functions_make, x_step_a},
  {"branch folded", x_branches_make, x_step_c},
  {"blocks merged", x_merge_make, x_merge_next},
  {"instructions removed", x_ddmin_make, x_ddmin_next},
  {"instruction replaced", x_replace_make, x_replace_next},
  {"operand replaced", x_operands_make, x_operands_next},
  {"type narrowed", x_narrow_make, x_stay_or_a},
  {"flags dropped", x_flags_make, x_step_b},
  {"parameter removed", x_params_make, x_stay_or_a},
  {"unused symbols removed", x_symbols_make, x_step_a},
};

static const RedXform red_settings[] = {
  {"pass dropped", x_pipeline_make, x_stay_or_a},
  {"knob reset", x_knobs_make, x_step_a},
  {"grid shrunk", x_grid_make, x_grid_next},
  {"scalar argument shrunk", x_scalars_make, x_scalars_next},
  {"buffer bytes zeroed", x_zero_make, x_zero_next},
  {"buffer halved", x_shrink_make, x_stay_or_a},
};

/* ------------------------------------------------------------------ */
/* Driver                                                               */

void reduce_opts_default(ReduceOpts *o) {
  memset(o, 0, sizeof *o);
  o->isolate = true;
  o->jobs = 1;
}

void reduce_result_free(ReduceResult *r) {
  free(r->text);
  free(r->input);
  r->text = r->input = NULL;
}

bool reduce_step_check(const Finding *f, const ReduceStep *st, char *why, size_t n) {
  IrCtx *c = ir_ctx_new();
  if (!c) return snprintf(why, n, "out of memory"), false;
  bool ok = false;
  why[0] = 0;
  IrModule *m = ir_parse(c, "step.ll", st->text, st->len);
  uint32_t fidx = m ? red_kernel(m, f->func) : IR_NIL;
  PassCtx pc;
  pass_ctx_init(&pc, c);
  Pipeline p;
  DiffOpts d;
  diff_opts_default(&d);
  InterpInput in;
  memset(&in, 0, sizeof in);
  IrStatus s = !m ? IR_EUSER : ir_verify_module(m) != IR_OK ? IR_EUSER : IR_OK;
  if (s == IR_OK && fidx == IR_NIL) s = ir_error(c, IR_EUSER, "step.ll", 0, 0, "no kernel %s", f->func);
  if (s == IR_OK && !f->external[0]) s = findings_setup_str(c, st->knobs, st->pipeline, &pc, &p);
  if (s == IR_OK && st->input) {
    s = interp_input_read(c, "step-input.txt", st->input, st->input_len, m, fidx, &in, &d.interp);
    d.input = &in;
  }
  DiffResult *r = s == IR_OK ? calloc(1, sizeof *r) : NULL;
  if (s == IR_OK && !r) snprintf(why, n, "out of memory");
  else if (s != IR_OK) snprintf(why, n, "%s", ir_ctx_error(c));
  else if (f->external[0]) {
    ExtCheck x;
    if (ext_check(c, m, fidx, f->external, "-", &pc, &d, 0, r, &x) != IR_OK) snprintf(why, n, "%s", ir_ctx_error(c));
    else if (x.verdict == EXT_UNSUPPORTED) snprintf(why, n, "unsupported: %s", x.why);
    else {
      ok = r->outcome != DIFF_OK && r->outcome != DIFF_INVALID_TEST && !strcmp(r->finding.sigkey, f->sigkey);
      if (!ok) snprintf(why, n, "%s: %s", diff_outcome_name(r->outcome), r->finding.sigkey);
      diff_result_free(r);
    }
  } else if (diff_run(c, m, fidx, &p, &pc, &d, r) != IR_OK) snprintf(why, n, "%s", ir_ctx_error(c));
  else {
    ok = r->outcome != DIFF_OK && r->outcome != DIFF_INVALID_TEST && !strcmp(r->finding.sigkey, f->sigkey);
    if (!ok) snprintf(why, n, "%s: %s", diff_outcome_name(r->outcome), r->finding.sigkey);
    diff_result_free(r);
  }
  free(r);
  interp_input_free(c, &in);
  if (m) ir_module_free(m);
  ir_ctx_free(c);
  return ok;
}

int64_t reduce_count_insts(IrCtx *c, const char *text, size_t len) {
  IrModule *m = ir_parse(c, "reduced.ll", text, len);
  if (!m) return -1;
  int64_t n = red_count(m);
  ir_module_free(m);
  return n;
}

/* Pipeline, knobs, the parsed program and its input vector. */
static IrStatus red_setup(Red *R) {
  const Finding *f = R->f;
  IrStatus st = IR_OK;
  if (f->external[0]) {  /* no pipeline, no knobs: those transformations find nothing */
    pass_ctx_init(&R->pc, R->c);
    R->p.n = 0;
    R->ext = f->external;
  } else
    st = findings_setup(R->c, f, &R->pc, &R->p);
  if (st != IR_OK) return st;
  R->cur = ir_parse(R->c, f->program_path, f->program, f->program_len);
  if (!R->cur) return ir_ctx_status(R->c) ? ir_ctx_status(R->c) : IR_EINTERNAL;
  if (ir_verify_module(R->cur) != IR_OK) return IR_EUSER;
  uint32_t fidx = red_kernel(R->cur, f->func);
  if (fidx == IR_NIL)
    return ir_error(R->c, IR_EUSER, f->program_path, 0, 0, "no function definition named '%s'", f->func);
  diff_opts_default(&R->d);
  R->d.isolate = R->o->isolate;
  if (f->input) {
    st = interp_input_read(R->c, f->input_path, f->input, f->input_len, R->cur, fidx, &R->in, &R->d.interp);
    if (st != IR_OK) return st;
    R->has_in = true;
  }
  if (R->o->isolate && !R->ext && !(R->w = diff_worker_new())) return IR_ENOMEM;
  return IR_OK;
}

/* Rounds of every transformation until none accepts anything. */
static void red_loop(Red *R) {
  uint32_t max = R->o->max_rounds ? R->o->max_rounds : 16;
  for (bool any = true; any && R->r->rounds < max && !red_time_up(R);) {
    R->r->rounds++;
    any = false;
    /* the program first: a smaller program often needs less input (the
     * other order was measured worse on the mutant findings, 8 of 12 as
     * small or smaller, two of them twice the size) */
    for (size_t k = 0; k < sizeof red_program / sizeof red_program[0]; k++) any |= red_xform(R, &red_program[k]);
    for (size_t k = 0; !R->o->keep_input && k < sizeof red_settings / sizeof red_settings[0]; k++)
      any |= red_xform(R, &red_settings[k]);
  }
}

static IrStatus red_finish(Red *R) {
  ReduceResult *r = R->r;
  r->text = ir_print_module_str(R->cur, &r->len);
  r->insts_after = red_count(R->cur);
  if (R->ext) snprintf(r->pipeline, sizeof r->pipeline, "external");  /* the finding's own name for it */
  else pipeline_format(&R->p, r->pipeline, sizeof r->pipeline);
  knobs_format(R->pc.knob, r->knobs, sizeof r->knobs);
  snprintf(r->func, sizeof r->func, "@%s", ir_cstr(R->cur, R->cur->funcs[red_kernel(R->cur, R->f->func)]->name));
  r->input = red_input_text(R, &r->input_len);
  memcpy(r->crash_at, R->crash_at, sizeof r->crash_at);
  return !r->text || (R->has_in && !r->input) ? IR_ENOMEM : IR_OK;
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
    RedCand same;
    memset(&same, 0, sizeof same);
    r->tests++;  /* the first test (does the finding reproduce?) always runs */
    if (red_check(&R, &same) == RED_YES) red_loop(&R);
    else if (!R.err)
      st = ir_error(c, IR_EUSER, f->dir, 0, 0, "the finding does not reproduce with signature %s (%s)", f->sig,
                    f->sigkey);
    if (R.err) st = R.err;
  }
  if (st == IR_OK) st = red_finish(&R);
  r->seconds = red_elapsed(&R);
  if (R.cur) ir_module_free(R.cur);
  if (R.has_in) interp_input_free(c, &R.in);
  if (R.w) diff_worker_free(R.w);
  return st;
}

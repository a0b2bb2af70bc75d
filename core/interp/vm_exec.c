/* core/interp/vm_exec.c -- runs the VM's bytecode (vm.h): the dispatch
 * loop, calls and returns on an explicit per-thread stack, memory
 * operations through mem.h, and the GPU grid scheduler (blocks in order;
 * within a block, threads one after another up to a barrier or a
 * warp-synchronous operation).  Also the public entry points
 * interp_compile / interp_exec / interp_run / interp_prog_free.
 *
 * Contract: a run never calls the C stack recursively (a thread suspended
 * at a barrier inside a device function is just a saved frame stack);
 * repeated runs of one InterpProg reuse every buffer (thread stacks, the
 * memory model via mem_reset), so memory does not grow across runs; the
 * same input gives the same result bytes.
 *
 * Dispatch: computed goto (labels table built from VM_OPS) when compiled by
 * GCC or Clang, a plain switch with -DINTERP_FORCE_SWITCH or elsewhere.
 * -DVM_TRACE prints every executed instruction to stderr (compiled out by
 * default).
 */
#include <fenv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vm.h"
#include "xcall.h"

#if defined(__GNUC__) && !defined(INTERP_FORCE_SWITCH)
#define VM_GOTO 1
#endif

enum { VM_MAXDEPTH = 4096 };
/* A run whose live objects would exceed the memory budget ends like one
 * that exhausts its step budget (INTERP_TIMEOUT): a resource limit of the
 * reference, never a huge host allocation. */
#define BUDGET_WHY MEM_BUDGET_WHY
/* Results of the slow-path helpers. */
#define VM_DEFAULT_BUDGET 10000000ull

const char *const vm_op_names[VM_NOPCODES] = {
#define VM_NAME(name, doc) #name,
  VM_OPS(VM_NAME)
#undef VM_NAME
};

#define FREEN(c, a, n) ((a) ? (void)ir_alloc((c), (a), (size_t)(n) * sizeof *(a), 0) : (void)0)


/* ------------------------------------------------------------------ */
/* Threads: stacks, frames, allocas                                     */

static bool reserve_slots(InterpProg *p, VmThread *t, uint64_t need) {
  if (need <= t->cap) return true;
  if (!vm_grow(p->ctx, (void **)&t->R, &t->capR, need, sizeof *t->R)) return false;
  if (!vm_grow(p->ctx, (void **)&t->P, &t->capP, need, 1)) return false;
  t->cap = t->capR < t->capP ? t->capR : t->capP;
  return true;
}

/* Pushes a frame of program function fn at slot base; copies its constant
 * image.  false when out of memory. */
static bool push_frame(InterpProg *p, VmThread *t, uint32_t fn, uint32_t base, uint32_t ret_dst) {
  const VmFunc *G = &p->fns[fn];
  if (!reserve_slots(p, t, (uint64_t)base + G->nslots + 1)) return false;
  if (!vm_grow(p->ctx, (void **)&t->fr, &t->capfr, t->nfr + 1, sizeof *t->fr)) return false;
  t->fr[t->nfr++] = (VmFrame){fn, 0, base, ret_dst, t->nallocas, false};
  if (G->nk) {
    memcpy(t->R + base + G->kbase, G->kR, G->nk * sizeof *t->R);
    memcpy(t->P + base + G->kbase, G->kP, G->nk);
  }
  return true;
}

/* A stack object of the thread (alloca, byval copy): killed at return. */
static bool add_alloca(InterpProg *p, VmThread *t, uint32_t obj, bool dead) {
  if (!vm_grow(p->ctx, (void **)&t->allocas, &t->capallocas, t->nallocas + 1, sizeof *t->allocas)) return false;
  if (!vm_grow(p->ctx, (void **)&t->dead, &t->capdead, t->nallocas + 1, sizeof *t->dead)) return false;
  t->allocas[t->nallocas] = obj;
  t->dead[t->nallocas++] = dead;
  return true;
}

/* Whether object id (0: none) is a stack object of frame fr of t. */
static bool frame_owns(const VmThread *t, const VmFrame *fr, uint32_t id) {
  for (uint32_t k = fr->nalloca; id && k < t->nallocas; k++)
    if (t->allocas[k] == id) return true;
  return false;
}

/* "the alloca'd memory is automatically released when the function
 * returns" (LangRef alloca): every stack object of the frame dies. */
static void kill_allocas(InterpProg *p, VmThread *t, uint32_t from) {
  for (uint32_t i = from; i < t->nallocas; i++)
    if (!t->dead[i]) mem_obj_kill(p->mem, t->allocas[i]);
  t->nallocas = from;
}

static void record_size(InterpProg *p, uint64_t addr, unsigned as, uint64_t size) {
  if (as == IR_AS_SHARED) vm_objsize_set(p, true, addr >> 24, size);
  else vm_objsize_set(p, false, addr >> 32, size);
}

/* ------------------------------------------------------------------ */
/* Stopping a run                                                       */

static uint32_t insts_after(const IrFunc *f, IrId i) {
  uint32_t n = 0;
  for (IrId k = f->insts[i].next; k != IR_NIL; k = f->insts[k].next) n++;
  return n;
}

/* The IR instruction a frame is at: the top frame's current op, or the
 * call below it (its saved pc is the op after the call). */
static IrId frame_inst(const InterpProg *p, const VmFrame *fr, bool at_next) {
  const VmFunc *F = &p->fns[fr->fn];
  uint32_t pc = at_next && fr->pc > 0 ? fr->pc - 1 : fr->pc;
  return pc < F->ncode ? F->src[pc] : IR_NIL;
}

static void set_where(InterpProg *p, const VmThread *t, uint32_t func, IrId inst) {
  InterpLoc *w = &p->res->where;
  w->func = func;
  w->inst = inst;
  w->block[0] = p->blk[0]; w->block[1] = p->blk[1]; w->block[2] = p->blk[2];
  if (t) {
    w->thread[0] = t->tid[0]; w->thread[1] = t->tid[1]; w->thread[2] = t->tid[2];
  } else {
    w->thread[0] = w->thread[1] = w->thread[2] = 0;
  }
}

/* Records the end of the run (the first stop wins).  Steps were charged
 * per block on entry: the instructions of each active block after the
 * point reached are taken back (except on timeout). */
static void stop_at(InterpProg *p, VmThread *t, InterpStatus st, const char *why, bool waiting) {
  InterpResult *r = p->res;
  if (r->status != INTERP_OK) return;
  r->status = st;
  snprintf(r->reason, sizeof r->reason, "%s", why ? why : "");
  if (!t || !t->nfr) { set_where(p, t, p->fns[0].fidx, IR_NIL); return; }
  const VmFrame *top = &t->fr[t->nfr - 1];
  set_where(p, t, p->fns[top->fn].fidx, frame_inst(p, top, waiting));
  if (st == INTERP_TIMEOUT) return;
  for (uint32_t k = t->nfr; k-- > 0;) {
    const VmFrame *fr = &t->fr[k];
    IrId i = frame_inst(p, fr, k + 1 < t->nfr || waiting);
    if (i == IR_NIL) continue;
    uint32_t n = insts_after(p->fns[fr->fn].f, i);
    p->steps = p->steps >= n ? p->steps - n : 0;
  }
}

void vm_stop(InterpProg *p, VmThread *t, InterpStatus st, const char *why) { stop_at(p, t, st, why, false); }

/* ------------------------------------------------------------------ */
/* Memory operations (slow paths)                                       */

/* Any load or store through a poison address is UB (LangRef "Poison
 * Values": "The pointer operand of a load, store or any other pointer
 * dereferencing instruction"). */
static const char *const POISON_ADDR = "memory access through a poison pointer";

static int ld_generic(InterpProg *p, const VmIns *ip, uint64_t *R, uint8_t *P, MemWho *who, const char **why) {
  IrType t = ip->d;
  uint64_t n = ir_type_store_size(p->m, t);
  if (P[ip->b]) { *why = POISON_ADDR; return 1; }
  if (!vm_scratch(p, n)) return VM_RC_OOM;
  who->atomic = (ip->f & VM_MEM_ATOMIC) != 0;
  int rc = mem_load(p->mem, R[ip->b], ip->w, (uint32_t)n, ip->f & VM_MEM_ALIGNMASK, p->scratch, p->scratchp, who, why);
  who->atomic = false;
  if (rc) return 1;
  vm_decode(p->m, t, p->scratch, p->scratchp, R + ip->a, P + ip->a);
  return 0;
}

static int st_generic(InterpProg *p, const VmIns *ip, uint64_t *R, uint8_t *P, MemWho *who, const char **why) {
  IrType t = ip->d;
  uint64_t n = ir_type_store_size(p->m, t);
  if (P[ip->b]) { *why = POISON_ADDR; return 1; }
  if (!vm_scratch(p, n)) return VM_RC_OOM;
  vm_encode(p->m, t, R + ip->a, P + ip->a, p->scratch, p->scratchp);
  who->atomic = (ip->f & VM_MEM_ATOMIC) != 0;
  int rc = mem_store(p->mem, R[ip->b], ip->w, (uint32_t)n, ip->f & VM_MEM_ALIGNMASK, p->scratch, p->scratchp,
                     vm_fp_width(p->m, t), who, why);
  who->atomic = false;
  return rc ? 1 : 0;
}

static unsigned scalar_bits(const IrModule *m, IrType t) {
  const IrTypeInfo *ti = ir_ty(m, t);
  if (ti->kind == IR_TPTR) return ti->as == IR_AS_SHARED ? 32 : 64;
  return ti->bits;
}

/* atomicrmw (LangRef): "atomically ... loads a value, performs an
 * operation and stores the result"; threads run one at a time, so the
 * access is one load and one store marked atomic (atomics never race).
 * The operations: "xchg: *ptr = val; add: *ptr = *ptr + val; ...;
 * uinc_wrap: *ptr = (*ptr u>= val) ? 0 : (*ptr + 1); udec_wrap: *ptr =
 * ((*ptr == 0) || (*ptr u> val)) ? val : (*ptr - 1)"; fadd/fsub/fmax/fmin
 * use IEEE arithmetic / maxnum / minnum.  "If unspecified, the alignment is
 * assumed to be equal to the size of the <value> type." */
static uint64_t rmw_apply(InterpProg *p, unsigned op, unsigned w, uint64_t old, uint64_t v) {
  uint64_t M = ir_mask(w), out[2] = {0, 0};
  uint64_t args[2] = {old, v};
  uint8_t aw[2] = {(uint8_t)w, (uint8_t)w};
  const char *why;
  switch (op) {
  case IR_RMW_XCHG: return v;
  case IR_RMW_ADD: return (old + v) & M;
  case IR_RMW_SUB: return (old - v) & M;
  case IR_RMW_AND: return old & v;
  case IR_RMW_NAND: return ~(old & v) & M;
  case IR_RMW_OR: return old | v;
  case IR_RMW_XOR: return old ^ v;
  case IR_RMW_MAX: return ir_sext(old, w) >= ir_sext(v, w) ? old : v;
  case IR_RMW_MIN: return ir_sext(old, w) <= ir_sext(v, w) ? old : v;
  case IR_RMW_UMAX: return old >= v ? old : v;
  case IR_RMW_UMIN: return old <= v ? old : v;
  case IR_RMW_FADD: return sem_fadd(w, old, v, SEM_RNE, false);
  case IR_RMW_FSUB: return sem_fsub(w, old, v, SEM_RNE, false);
  case IR_RMW_FMAX: case IR_RMW_FMIN:
    sem_intrin(&p->ev, op == IR_RMW_FMAX ? IR_IN_LLVM_MAXNUM : IR_IN_LLVM_MINNUM, 2, args, aw, w, out, &why);
    return out[0];
  case IR_RMW_UINC_WRAP: return old >= v ? 0 : (old + 1) & M;
  default: return (old == 0 || old > v) ? v : old - 1;
  }
}

/* Loads old (n bytes) atomically; *pz set when any byte is poison. */
static int atomic_load(InterpProg *p, uint64_t addr, unsigned as, unsigned n, uint32_t align, uint64_t *old,
                       bool *pz, MemWho *who, const char **why) {
  uint8_t b[16], bp[16];
  who->atomic = true;
  int rc = mem_load(p->mem, addr, as, n, align, b, bp, who, why);
  *old = 0;
  *pz = false;
  for (unsigned i = 0; i < n && i < 8; i++) { *old |= (uint64_t)b[i] << (8 * i); *pz |= bp[i] != 0; }
  return rc;
}

static int atomic_store(InterpProg *p, uint64_t addr, unsigned as, unsigned n, uint32_t align, uint64_t v,
                        bool pz, unsigned fpw, MemWho *who, const char **why) {
  uint8_t b[16], bp[16];
  for (unsigned i = 0; i < n; i++) { b[i] = (uint8_t)(v >> (8 * i)); bp[i] = pz; }
  who->atomic = true;
  int rc = mem_store(p->mem, addr, as, n, align, b, bp, fpw, who, why);
  who->atomic = false;
  return rc;
}

static int do_rmw(InterpProg *p, const VmFunc *F, const VmIns *ip, uint64_t *R, uint8_t *P, MemWho *who,
                  const char **why) {
  const IrInst *in = &F->f->insts[ip->d];
  const IrModule *m = p->m;
  unsigned w = scalar_bits(m, in->type), n = (unsigned)ir_type_store_size(m, in->type);
  unsigned as = ir_ty(m, ir_value_type(F->f, ir_opnd(F->f, ip->d, 0)))->as;
  uint32_t align = in->align ? in->align : n;
  bool fp = ir_type_is_fp(m, in->type), opz;
  uint64_t old;
  if (P[ip->b]) { *why = POISON_ADDR; return 1; }
  who->inst = ip->d;
  if (atomic_load(p, R[ip->b], as, n, align, &old, &opz, who, why)) { who->atomic = false; return 1; }
  bool npz = opz || P[ip->c];
  uint64_t nv = npz ? 0 : rmw_apply(p, in->aux, w, old, R[ip->c]);
  if (atomic_store(p, R[ip->b], as, n, align, nv, npz, fp ? n : 0, who, why)) return 1;
  R[ip->a] = opz ? 0 : old;
  P[ip->a] = opz;
  return 0;
}

/* cmpxchg (LangRef): "loads a value in memory and compares it to a given
 * value. If they are equal, it tries to store a new value into the memory"
 * and yields { original value, success }.  A comparison that depends on a
 * poison value decides a store like a branch on poison: UB. */
static int do_cmpxchg(InterpProg *p, const VmFunc *F, const VmIns *ip, uint64_t *R, uint8_t *P, MemWho *who,
                      const char **why) {
  const IrInst *in = &F->f->insts[ip->d];
  const uint32_t *e = F->ext + ip->b;
  IrType vt = ir_type_field(p->m, in->type, 0);
  unsigned n = (unsigned)ir_type_store_size(p->m, vt);
  unsigned as = ir_ty(p->m, ir_value_type(F->f, ir_opnd(F->f, ip->d, 0)))->as;
  uint32_t align = in->align ? in->align : n;
  uint64_t old;
  bool opz;
  if (P[e[0]]) { *why = POISON_ADDR; return 1; }
  who->inst = ip->d;
  if (atomic_load(p, R[e[0]], as, n, align, &old, &opz, who, why)) { who->atomic = false; return 1; }
  if (opz || P[e[1]]) { who->atomic = false; *why = "cmpxchg compares a poison value"; return 1; }
  bool eq = old == R[e[1]];
  if (eq && atomic_store(p, R[e[0]], as, n, align, R[e[2]], P[e[2]], 0, who, why)) return 1;
  who->atomic = false;
  R[ip->a] = old;
  P[ip->a] = 0;
  R[ip->a + 1] = eq;
  P[ip->a + 1] = 0;
  return 0;
}

/* llvm.nvvm.atomic.load.inc.32 / dec.32: PTX atom.inc "((old >= b) ? 0 :
 * (old+1))", atom.dec "(((old == 0) || (old > b)) ? b : (old-1))". */
static int do_atominc(InterpProg *p, const VmFunc *F, const VmIns *ip, uint64_t *R, uint8_t *P, MemWho *who,
                      const char **why) {
  unsigned as = ir_ty(p->m, ir_value_type(F->f, ir_opnd(F->f, ip->d, 1)))->as;
  uint64_t old;
  bool opz;
  if (P[ip->b]) { *why = POISON_ADDR; return 1; }
  who->inst = ip->d;
  if (atomic_load(p, R[ip->b], as, 4, 4, &old, &opz, who, why)) { who->atomic = false; return 1; }
  uint64_t b = R[ip->c];
  bool npz = opz || P[ip->c];
  uint64_t nv = ip->f == 0 ? (old >= b ? 0 : (old + 1) & 0xffffffffu) : ((old == 0 || old > b) ? b : old - 1);
  if (atomic_store(p, R[ip->b], as, 4, 4, nv, npz, 0, who, why)) return 1;
  R[ip->a] = opz ? 0 : old;
  P[ip->a] = opz;
  return 0;
}

/* llvm.memcpy / memmove / memset.  A poison length is UB (it decides how
 * many bytes are accessed); a poison pointer is UB unless the length is 0.
 * memcpy: the ranges "must either be equal or non-overlapping". */
static int do_memcpy(InterpProg *p, const VmFunc *F, const VmIns *ip, uint64_t *R, uint8_t *P, MemWho *who,
                     const char **why) {
  const IrFunc *f = F->f;
  uint64_t n = R[ip->c];
  if (P[ip->c]) { *why = "memory intrinsic with a poison length"; return 1; }
  if (n == 0) return 0;
  unsigned das = ir_ty(p->m, ir_value_type(f, ir_opnd(f, ip->d, 1)))->as;
  who->inst = ip->d;
  if (P[ip->a]) { *why = POISON_ADDR; return 1; }
  if (ip->op == VM_MEMSET) return mem_fill(p->mem, R[ip->a], das, (uint8_t)R[ip->b], P[ip->b] != 0, n, who, why) ? 1 : 0;
  unsigned sas = ir_ty(p->m, ir_value_type(f, ir_opnd(f, ip->d, 2)))->as;
  if (P[ip->b]) { *why = POISON_ADDR; return 1; }
  uint64_t d = R[ip->a], s = R[ip->b];
  if (ip->f == 0 && das == sas && d != s && (d > s ? d - s : s - d) < n) {
    *why = "llvm.memcpy with overlapping source and destination";
    return 1;
  }
  return mem_copy(p->mem, d, das, s, sas, n, who, why) ? 1 : 0;
}

/* alloca (LangRef): "allocates memory on the stack frame of the currently
 * executing function, to be automatically released when this function
 * returns"; every execution makes a new object.  Objects that are the
 * target of llvm.lifetime.start start dead (LangRef llvm.lifetime.start:
 * "the object is initially marked as dead"). */
static int do_alloca(InterpProg *p, VmThread *t, const VmFunc *F, const VmIns *ip, uint64_t *R, uint8_t *P,
                     const char **why) {
  const IrInst *in = &F->f->insts[ip->c];
  const IrModule *m = p->m;
  if (P[ip->b]) { *why = "alloca with a poison element count"; return 1; }
  unsigned cw = scalar_bits(m, ir_value_type(F->f, ir_opnd(F->f, ip->c, 0)));
  uint64_t cnt = R[ip->b] & ir_mask(cw), es = ir_type_alloc_size(m, in->auxty), size;
  if (__builtin_mul_overflow(cnt, es, &size) || size > MEM_BUDGET) {
    *why = BUDGET_WHY;
    return VM_RC_LIMIT;
  }
  unsigned as = ir_ty(m, in->type)->as;
  uint32_t align = in->align ? in->align : ir_type_align(m, in->auxty);
  uint32_t obj = mem_obj_new(p->mem, MEM_ALLOCA, as, size, align, ip->c, NULL, NULL);
  if (!obj && mem_over_budget(p->mem)) { *why = BUDGET_WHY; return VM_RC_LIMIT; }
  if (!obj || !add_alloca(p, t, obj, ip->f != 0)) return VM_RC_OOM;
  uint64_t addr = mem_addr(p->mem, obj, 0, as);
  record_size(p, addr, as, size);
  if (as != IR_AS_GENERIC) {
    bool pz = false;
    uint64_t g = mem_cast(p->mem, addr, as, IR_AS_GENERIC, &pz);
    if (!pz) record_size(p, g, IR_AS_GENERIC, size);
  }
  if (ip->f) mem_obj_kill(p->mem, obj);
  R[ip->a] = addr;
  P[ip->a] = 0;
  return 0;
}

/* llvm.lifetime.start / end (LangRef 16): "If ptr is a stack-allocated
 * object and it points to the first byte of the object, the object is
 * [marked alive / dead]"; start: the object "has an uninitialized value";
 * "If ptr is a non-stack-allocated object, it does not point to the first
 * byte of the object or it is a stack object that is already alive, it
 * simply fills all bytes of the object with poison" (end: "is equivalent
 * to simply filling all bytes of the object with poison").  A poison ptr
 * names no object: the marker does nothing (LLVM's InstCombine deletes
 * such markers; Alive2 reads them as no-ops).  A read-only object (a
 * constant global, a readonly byval copy) is left as it is. */
static int do_lifetime(InterpProg *p, VmThread *t, const VmIns *ip, uint64_t *R, uint8_t *P, const char **why) {
  if (P[ip->b]) return 0;
  uint64_t addr = R[ip->b];
  unsigned sh = ip->w == IR_AS_SHARED ? 24 : 32;
  for (uint32_t i = 0; i < t->nallocas; i++) {
    uint32_t obj = t->allocas[i];
    uint64_t own = mem_addr(p->mem, obj, 0, ip->w);
    if (!own || (own >> sh) != (addr >> sh)) continue;
    if (own != addr) {
      mem_obj_poison(p->mem, obj);
    } else if (ip->f == 0) {
      mem_obj_revive(p->mem, obj);
      t->dead[i] = 0;
    } else if (!t->dead[i]) {
      mem_obj_kill(p->mem, obj);
      t->dead[i] = 1;
    }
    return 0;
  }
  mem_obj_poison(p->mem, mem_obj_of(p->mem, addr, ip->w));
  return 0;
}

/* ------------------------------------------------------------------ */
/* Calls                                                                */

/* A byval argument: "a hidden copy of the pointee is made between the
 * caller and the callee, so the callee is unable to modify the value in
 * the caller" (LangRef "Parameter Attributes"). */
static int byval_copy(InterpProg *p, VmThread *t, const IrParam *pa, uint32_t k, uint64_t src, unsigned as,
                      MemWho *who, uint64_t *out, const char **why) {
  uint64_t size = ir_type_alloc_size(p->m, pa->byval);
  uint32_t align = pa->align ? pa->align : ir_type_align(p->m, pa->byval);
  uint32_t obj = mem_obj_new(p->mem, MEM_BYVAL, as, size, align, k, NULL, NULL);
  if (!obj && mem_over_budget(p->mem)) { *why = BUDGET_WHY; return VM_RC_LIMIT; }
  if (!obj || !add_alloca(p, t, obj, false)) return VM_RC_OOM;
  *out = mem_addr(p->mem, obj, 0, as);
  record_size(p, *out, as, size);
  if (mem_copy(p->mem, *out, as, src, as, size, who, why)) return 1;
  if (pa->attrs & (IR_PA_READONLY | IR_PA_READNONE)) mem_obj_set_ro(p->mem, obj);
  return 0;
}

/* "noundef: ... If the value representation contains any undefined or
 * poison bits, the behavior is undefined." */
static bool any_poison(const uint8_t *P, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (P[i]) return true;
  return false;
}

/* Starts the memory-effect restriction of a call of G (vm_compile.c
 * mem_effects) whose frame is the thread's top one and whose arguments are
 * in place; mark: the object count before the call made its byval copies.
 * false when out of memory. */
static bool push_fx_acc(InterpProg *p, VmThread *t, const VmFunc *G, uint32_t mark, uint8_t arg, uint8_t other) {
  if (!vm_grow(p->ctx, (void **)&t->fx, &t->capfx, t->nfx + 1, sizeof *t->fx)) return false;
  MemFx *fx = &t->fx[t->nfx++];
  const VmFrame *fr = &t->fr[t->nfr - 1];
  memset(fx, 0, sizeof *fx);
  fx->mark = mark;
  fx->arg = arg;
  fx->other = other;
  for (uint32_t k = 0; k < G->f->nparams && fx->nargs < MEM_FX_MAXARGS; k++) {
    const IrTypeInfo *ti = ir_ty(p->m, G->f->params[k].type);
    uint32_t s = fr->base + G->pslot[k];
    if (ti->kind != IR_TPTR || t->P[s]) continue;
    uint32_t id = mem_obj_of(p->mem, t->R[s], ti->as);
    if (id) fx->args[fx->nargs++] = id;
  }
  t->fr[t->nfr - 1].fx++;
  mem_set_fx(p->mem, t->fx, t->nfx);
  return true;
}

/* The callee's own restriction (its memory attributes), then the call
 * site's (VM_CALL f = 1 | arg << 1 | other << 3): both hold. */
static bool push_fx(InterpProg *p, VmThread *t, const VmFunc *G, uint32_t mark, uint32_t csfx) {
  if (G->fxon && !push_fx_acc(p, t, G, mark, G->fxarg, G->fxother)) return false;
  return !(csfx & 1) || push_fx_acc(p, t, G, mark, (uint8_t)(csfx >> 1 & 3), (uint8_t)(csfx >> 3 & 3));
}

/* Ends the restrictions of the top frame, if it started any. */
static void pop_fx(InterpProg *p, VmThread *t, const VmFrame *fr) {
  if (!fr->fx) return;
  t->nfx -= fr->fx;
  mem_set_fx(p->mem, t->fx, t->nfx);
}

/* Calls program function ip->c: checks and copies the arguments, pushes
 * the frame.  Returns a VM_RC_* code. */
static int do_call(InterpProg *p, VmThread *t, const VmIns *ip, MemWho *who, const char **why) {
  VmFrame *fr = &t->fr[t->nfr - 1];
  const VmFunc *F = &p->fns[fr->fn], *G = &p->fns[ip->c];
  const IrFunc *g = G->f;
  const uint32_t *e = F->ext + ip->b;
  uint32_t nargs = e[0], cbase = fr->base, base = fr->base + F->nslots, mark = t->nallocas;
  uint32_t ret = ip->a == VM_NONE ? VM_NONE : cbase + ip->a, objmark = mem_nobjs(p->mem);
  for (uint32_t k = 0; k < nargs; k++)
    if ((g->params[k].attrs & IR_PA_NOUNDEF) && any_poison(t->P + cbase + e[1 + 2 * k], e[2 + 2 * k])) {
      *why = "passing poison to a noundef parameter";
      return 1;
    }
  if (t->nfr >= VM_MAXDEPTH) { *why = "call depth limit exceeded"; return VM_RC_LIMIT; }
  if (!push_frame(p, t, ip->c, base, ret)) return VM_RC_OOM;
  for (uint32_t k = 0; k < nargs; k++) {
    uint32_t src = cbase + e[1 + 2 * k], dst = base + G->pslot[k], n = e[2 + 2 * k];
    memcpy(t->R + dst, t->R + src, n * sizeof *t->R);
    memcpy(t->P + dst, t->P + src, n);
    if (g->params[k].byval == IR_VOID) continue;
    if (t->P[dst]) { *why = POISON_ADDR; t->nfr--; kill_allocas(p, t, mark); return 1; }
    int rc = byval_copy(p, t, &g->params[k], k, t->R[dst], ir_ty(p->m, g->params[k].type)->as, who, t->R + dst, why);
    if (rc) { t->nfr--; kill_allocas(p, t, mark); return rc; }
  }
  t->fr[t->nfr - 1].nalloca = mark;
  t->fr[t->nfr - 1].fx = 0;
  /* the byval copies are argument memory, not the call's own (LangRef
   * memory(argmem: ...): memory reached through its pointer arguments) */
  objmark = mem_nobjs(p->mem);
  if (!push_fx(p, t, G, objmark, ip->f)) return VM_RC_OOM;
  return 0;
}

/* The entry function returned in thread 0 of block 0: its value is the
 * run's return value (for a 1x1 grid the only one), with its FP map.  A
 * pointer into a heap object is recorded by the object's ordinal among
 * the objects functions without a body returned (all malloc'd objects
 * alike), not its id: ids count allocas and mallocs too, which a correct
 * target may remove. */
static void record_ret(InterpProg *p, VmThread *t, const uint64_t *R, const uint8_t *P) {
  const IrFunc *f = p->fns[0].f;
  if (f->ret == IR_VOID || p->blin != 0 || t->lin != 0) return;
  uint64_t n = ir_type_store_size(p->m, f->ret), v, off;
  const IrTypeInfo *ti = ir_ty(p->m, f->ret);
  uint32_t id;
  if (ti->kind == IR_TPTR && ti->as != IR_AS_SHARED && !P[0] && (id = mem_obj_at(p->mem, R[0], ti->as, &off)) &&
      ((const MemHot *)(const void *)p->mem)->objs[id - 1].kind == MEM_HEAP) {
    v = (0x80000000ull | ((const MemHot *)(const void *)p->mem)->objs[id - 1].index) << 32 | off;
    R = &v;
  }
  if (!n) return;  /* an empty aggregate: no bytes to record */
  if (!vm_scratch(p, n)) return;
  vm_encode(p->m, f->ret, R, P, p->scratch, p->scratchp);
  if (n > sizeof p->res->ret) n = sizeof p->res->ret;
  p->res->ret_size = (uint32_t)n;
  memcpy(p->res->ret, p->scratch, n);
  memcpy(p->res->ret_poison, p->scratchp, n);
  /* which bytes hold FP values, so that interp_compare can apply "NaN
   * equals any NaN" to the return value as to memory */
  mem_fpmap_of_type(p->m, f->ret, p->res->ret_fpmap, (uint32_t)n);
}

/* vm_inbounds (vm_ops.c, which states the rule) inline for its common
 * case: a 64-bit base and result in the same object of known size. */
static inline bool gep_inbounds(InterpProg *p, uint64_t base, uint64_t res, unsigned as) {
  uint64_t id = base >> 32;
  if (as != IR_AS_SHARED && id && (res >> 32) == id && id < p->osz.cap && p->osz.size[id] != UINT64_MAX) {
    uint64_t size = p->osz.size[id];
    return (base & 0xffffffffu) <= size && (res & 0xffffffffu) <= size;
  }
  return vm_inbounds(p, base, res, as);
}

/* ------------------------------------------------------------------ */
/* Special registers                                                    */

/* PTX ISA "Special Registers": %tid / %ntid (thread id in the CTA, CTA
 * shape), %ctaid / %nctaid (CTA id, grid shape), WARP_SZ = 32, %laneid
 * (the thread's lane within its warp: linear thread id mod 32). */
static uint64_t sreg(const InterpProg *p, const VmThread *t, unsigned which) {
  const InterpGrid *g = &p->opts.grid;
  switch (which) {
  case VM_SR_TID_X: case VM_SR_TID_Y: case VM_SR_TID_Z: return t->tid[which - VM_SR_TID_X];
  case VM_SR_NTID_X: case VM_SR_NTID_Y: case VM_SR_NTID_Z: return g->thread[which - VM_SR_NTID_X];
  case VM_SR_CTAID_X: case VM_SR_CTAID_Y: case VM_SR_CTAID_Z: return p->blk[which - VM_SR_CTAID_X];
  case VM_SR_NCTAID_X: case VM_SR_NCTAID_Y: case VM_SR_NCTAID_Z: return g->block[which - VM_SR_NCTAID_X];
  case VM_SR_WARPSIZE: return 32;
  default: return t->lin % 32; /* laneid: linear thread id mod warp size */
  }
}

/* OpenCL work-item functions (OpenCL C 2.0 6.13.1): for a dimension
 * outside 0..2, the ids are 0 and the sizes 1. */
static uint64_t oclq(const InterpProg *p, const VmThread *t, unsigned which, uint64_t dim) {
  const InterpGrid *g = &p->opts.grid;
  bool ok = dim < 3;
  unsigned d = ok ? (unsigned)dim : 0;
  switch (which) {
  case VM_OCL_GLOBAL_ID: return ok ? (uint64_t)p->blk[d] * g->thread[d] + t->tid[d] : 0;
  case VM_OCL_LOCAL_ID: return ok ? t->tid[d] : 0;
  case VM_OCL_GROUP_ID: return ok ? p->blk[d] : 0;
  case VM_OCL_LOCAL_SIZE: return ok ? g->thread[d] : 1;
  case VM_OCL_NUM_GROUPS: return ok ? g->block[d] : 1;
  default: return ok ? (uint64_t)g->block[d] * g->thread[d] : 1;
  }
}

/* ------------------------------------------------------------------ */
/* The dispatch loop                                                    */

#ifdef VM_TRACE
static void vm_trace(const InterpProg *p, const VmThread *t, const VmFunc *F, const VmIns *ip) {
  fprintf(stderr, "[b%u t%u] @%s %4u %-10s a=%u b=%u c=%u d=%u\n", p->blin, t->lin, ir_cstr(p->m, F->f->name),
          (unsigned)(ip - F->code), vm_op_names[ip->op], ip->a, ip->b, ip->c, ip->d);
}
#define TRACE() vm_trace(p, t, F, ip)
#else
#define TRACE() ((void)0)
#endif

#ifdef VM_GOTO
#define CASE(x) L_##x:
#define DISPATCH() do { TRACE(); goto *labels[ip->op]; } while (0)
#else
#define CASE(x) case VM_##x:
#define DISPATCH() goto l_dispatch
#endif
#define NEXT() do { ip++; DISPATCH(); } while (0)
#define UB(msg) do { why = (msg); goto l_ub; } while (0)
/* Entering a block charges its steps; the count lives in a local
 * (steps) while the thread runs and goes back to p->steps at every exit. */
#define JUMP(to) do {                                   \
    uint32_t to_ = (to);                                \
    steps += F->bcount[to_];                            \
    ip = F->code + to_;                                 \
    if (steps > budget) goto l_timeout;                 \
    DISPATCH();                                         \
  } while (0)
/* Reloads the frame registers after a call or a return. */
#define ENTER() do {                                    \
    fr = &t->fr[t->nfr - 1];                            \
    F = &p->fns[fr->fn];                                \
    ip = F->code + fr->pc;                              \
    R = t->R + fr->base;                                \
    P = t->P + fr->base;                                \
    who.func = F->fidx;                                 \
  } while (0)

/* scalar loads / stores: one little-endian word, poison if any byte is */
#define LOADN(NB) do {                                                              \
    uint64_t v_;                                                                    \
    bool pz_;                                                                       \
    if (P[ip->b]) UB(POISON_ADDR);                                                  \
    who.inst = ip->c;                                                               \
    if (mem_ld_fast(mm, R[ip->b], ip->w, NB, ip->f, &v_, &pz_, &who, &why)) goto l_ub; \
    R[ip->a] = v_;                                                                  \
    P[ip->a] = pz_;                                                                 \
  } while (0)

#define STOREN(NB, FPW) do {                                                        \
    if (P[ip->b]) UB(POISON_ADDR);                                                  \
    who.inst = ip->c;                                                               \
    if (mem_st_fast(mm, R[ip->b], ip->w, NB, ip->f, R[ip->a], P[ip->a] != 0, FPW, &who, &why)) goto l_ub; \
  } while (0)

/* host IEEE arithmetic; a NaN result is redone by sem_* for its payload rule */
#define FBIN32(OPC, EXPR) do {                                                      \
    float x_ = ir_bits_f32(R[ip->b]), y_ = ir_bits_f32(R[ip->c]), z_ = EXPR;                  \
    R[ip->a] = z_ == z_ ? ir_f32_bits(z_) : vm_fp_slow(OPC, 32, R[ip->b], R[ip->c]);     \
    P[ip->a] = P[ip->b] | P[ip->c];                                                 \
  } while (0)
#define FBIN64(OPC, EXPR) do {                                                      \
    double x_ = ir_bits_f64(R[ip->b]), y_ = ir_bits_f64(R[ip->c]), z_ = EXPR;                 \
    R[ip->a] = z_ == z_ ? ir_f64_bits(z_) : vm_fp_slow(OPC, 64, R[ip->b], R[ip->c]);     \
    P[ip->a] = P[ip->b] | P[ip->c];                                                 \
  } while (0)

#define BIN(EXPR) do { uint64_t x = R[ip->b], y = R[ip->c]; R[ip->a] = (EXPR); P[ip->a] = P[ip->b] | P[ip->c]; } while (0)

int vm_run_thread(InterpProg *p, VmThread *t) {
  VmFrame *fr;
  const VmFunc *F;
  const VmIns *ip;
  uint64_t *R;
  uint8_t *P;
  Mem *mm = p->mem;
  MemWho who = {p->blin, t->lin, 0, IR_NIL, false};
  const char *why = NULL;
  InterpStatus stop = INTERP_UB;
  int rc;
  char msg[160];
  uint64_t steps = p->steps;
  const uint64_t budget = p->budget;
#ifdef VM_GOTO
#define VM_LABEL(name, doc) &&L_##name,
  static const void *const labels[VM_NOPCODES] = {VM_OPS(VM_LABEL)};
#undef VM_LABEL
#endif
  ENTER();
  if (t->nfx || ((const MemHot *)(const void *)mm)->fx_on) mem_set_fx(mm, t->fx, t->nfx);  /* this thread's restrictions */
  DISPATCH();
#ifndef VM_GOTO
l_dispatch:
  TRACE();
  switch ((VmOp)ip->op) {
#endif
  CASE(NOP) NEXT();
  CASE(MOV) R[ip->a] = R[ip->b]; P[ip->a] = P[ip->b]; NEXT();
  CASE(MOVN) {
    memcpy(R + ip->a, R + ip->b, ip->c * sizeof *R);
    memcpy(P + ip->a, P + ip->b, ip->c);
    NEXT();
  }
  CASE(FREEZE) {
    /* freeze: "If the argument is undef or poison, 'freeze' returns an
     * arbitrary, but fixed, value of type 'ty'" -- here 0 (per slot, so
     * per vector lane / aggregate member), or with opts.freeze_ones all
     * ones of the lane's width (1 for aggregate members); otherwise the
     * argument.  A site (vm_compile.c "Freeze sites", d its choice's
     * slots) with a choice set gives the choice's bits instead. */
    uint64_t alt = !p->opts.freeze_ones ? 0 : !ip->w ? 1 : ip->w >= 64 ? ~0ull : (1ull << ip->w) - 1;
    for (uint32_t k = 0; k < ip->c; k++) {
      bool chosen = ip->d != VM_NONE && !P[ip->d + k];
      R[ip->a + k] = !P[ip->b + k] ? R[ip->b + k] : chosen ? R[ip->d + k] : alt;
      P[ip->a + k] = 0;
    }
    NEXT();
  }
  CASE(ADD32) BIN((uint32_t)(x + y)); NEXT();
  CASE(ADD64) BIN(x + y); NEXT();
  CASE(SUB32) BIN((uint32_t)(x - y)); NEXT();
  CASE(SUB64) BIN(x - y); NEXT();
  CASE(MUL32) BIN((uint32_t)(x * y)); NEXT();
  CASE(MUL64) BIN(x * y); NEXT();
  CASE(ADD32NSW) {
    int64_t s = (int64_t)(int32_t)R[ip->b] + (int32_t)R[ip->c];
    R[ip->a] = (uint32_t)s;
    P[ip->a] = P[ip->b] | P[ip->c] | (s != (int32_t)s);
    NEXT();
  }
  CASE(SUB32NSW) {
    int64_t s = (int64_t)(int32_t)R[ip->b] - (int32_t)R[ip->c];
    R[ip->a] = (uint32_t)s;
    P[ip->a] = P[ip->b] | P[ip->c] | (s != (int32_t)s);
    NEXT();
  }
  CASE(MUL32NSW) {
    int64_t s = (int64_t)(int32_t)R[ip->b] * (int32_t)R[ip->c];
    R[ip->a] = (uint32_t)s;
    P[ip->a] = P[ip->b] | P[ip->c] | (s != (int32_t)s);
    NEXT();
  }
  CASE(ADD64NSW) {
    int64_t s;
    bool o = __builtin_add_overflow((int64_t)R[ip->b], (int64_t)R[ip->c], &s);
    R[ip->a] = (uint64_t)s;
    P[ip->a] = P[ip->b] | P[ip->c] | o;
    NEXT();
  }
  CASE(SUB64NSW) {
    int64_t s;
    bool o = __builtin_sub_overflow((int64_t)R[ip->b], (int64_t)R[ip->c], &s);
    R[ip->a] = (uint64_t)s;
    P[ip->a] = P[ip->b] | P[ip->c] | o;
    NEXT();
  }
  CASE(MUL64NSW) {
    int64_t s;
    bool o = __builtin_mul_overflow((int64_t)R[ip->b], (int64_t)R[ip->c], &s);
    R[ip->a] = (uint64_t)s;
    P[ip->a] = P[ip->b] | P[ip->c] | o;
    NEXT();
  }
  CASE(AND) BIN(x & y); NEXT();
  CASE(OR) BIN(x | y); NEXT();
  CASE(XOR) BIN(x ^ y); NEXT();
  /* shifts: "If op2 is ... equal to or larger than the number of bits in
   * op1, this instruction returns a poison value." */
#define SHIFT(W, EXPR) do {                                                         \
    uint64_t x = R[ip->b], y = R[ip->c];                                            \
    R[ip->a] = (EXPR);                                                              \
    P[ip->a] = P[ip->b] | P[ip->c] | (y >= W);                                      \
  } while (0)
  CASE(SHL32) SHIFT(32, (uint32_t)(x << (y & 31))); NEXT();
  CASE(SHL64) SHIFT(64, x << (y & 63)); NEXT();
  CASE(LSHR32) SHIFT(32, (uint32_t)x >> (y & 31)); NEXT();
  CASE(LSHR64) SHIFT(64, x >> (y & 63)); NEXT();
  CASE(ASHR32) SHIFT(32, (uint32_t)((int32_t)x >> (y & 31))); NEXT();
  CASE(ASHR64) SHIFT(64, (uint64_t)((int64_t)x >> (y & 63))); NEXT();
  CASE(ADDK64) R[ip->a] = R[ip->b] + (uint64_t)(int64_t)(int32_t)ip->d; P[ip->a] = P[ip->b]; NEXT();
  CASE(ICMPEQ) BIN(x == y); NEXT();
  CASE(ICMPNE) BIN(x != y); NEXT();
  CASE(ICMPULT) BIN(x < y); NEXT();
  CASE(ICMPULE) BIN(x <= y); NEXT();
  CASE(ICMPSLT32) BIN((int32_t)x < (int32_t)y); NEXT();
  CASE(ICMPSLE32) BIN((int32_t)x <= (int32_t)y); NEXT();
  CASE(ICMPSLT64) BIN((int64_t)x < (int64_t)y); NEXT();
  CASE(ICMPSLE64) BIN((int64_t)x <= (int64_t)y); NEXT();
  CASE(TRUNC) R[ip->a] = R[ip->b] & ir_mask(ip->w); P[ip->a] = P[ip->b]; NEXT();
  CASE(SEXT) R[ip->a] = (uint64_t)ir_sext(R[ip->b], ip->w) & ir_mask(ip->d); P[ip->a] = P[ip->b]; NEXT();
  CASE(IBIN) {
    /* scalar udiv / urem / sdiv / srem of i32 / i64 without flags on
     * defined operands, a non-zero divisor and no INT_MIN / -1: inline;
     * everything else (and every rule) in vm_ibin */
    uint64_t x = R[ip->b], y = R[ip->c];
    if (ip->n == 1 && !(P[ip->b] | P[ip->c]) && y != 0 && (ip->w == 32 || ip->w == 64)) {
      if (ip->w == 32) {
        uint32_t x32 = (uint32_t)x, y32 = (uint32_t)y;
        bool ovf = x32 == 0x80000000u && y32 == 0xffffffffu;
        switch (ip->f) {
        case IR_UDIV: R[ip->a] = x32 / y32; P[ip->a] = 0; NEXT();
        case IR_UREM: R[ip->a] = x32 % y32; P[ip->a] = 0; NEXT();
        case IR_SDIV: if (ovf) break; R[ip->a] = (uint32_t)((int32_t)x32 / (int32_t)y32); P[ip->a] = 0; NEXT();
        case IR_SREM: if (ovf) break; R[ip->a] = (uint32_t)((int32_t)x32 % (int32_t)y32); P[ip->a] = 0; NEXT();
        default: break;
        }
      } else {
        bool ovf = x == 0x8000000000000000ull && y == ~0ull;
        switch (ip->f) {
        case IR_UDIV: R[ip->a] = x / y; P[ip->a] = 0; NEXT();
        case IR_UREM: R[ip->a] = x % y; P[ip->a] = 0; NEXT();
        case IR_SDIV: if (ovf) break; R[ip->a] = (uint64_t)((int64_t)x / (int64_t)y); P[ip->a] = 0; NEXT();
        case IR_SREM: if (ovf) break; R[ip->a] = (uint64_t)((int64_t)x % (int64_t)y); P[ip->a] = 0; NEXT();
        default: break;
        }
      }
    }
    if (vm_ibin(ip, R, P, &why)) goto l_ub;
    NEXT();
  }
  CASE(ICMP) vm_icmp(ip, R, P); NEXT();
  CASE(CAST) vm_cast(p, ip, R, P); NEXT();
  CASE(BITCAST) vm_bitcast(p, ip, R, P); NEXT();
  CASE(FADD32) FBIN32(IR_FADD, x_ + y_); NEXT();
  CASE(FADD64) FBIN64(IR_FADD, x_ + y_); NEXT();
  CASE(FSUB32) FBIN32(IR_FSUB, x_ - y_); NEXT();
  CASE(FSUB64) FBIN64(IR_FSUB, x_ - y_); NEXT();
  CASE(FMUL32) FBIN32(IR_FMUL, x_ * y_); NEXT();
  CASE(FMUL64) FBIN64(IR_FMUL, x_ * y_); NEXT();
  CASE(FDIV32) FBIN32(IR_FDIV, x_ / y_); NEXT();
  CASE(FDIV64) FBIN64(IR_FDIV, x_ / y_); NEXT();
  CASE(FCMP32) BIN(vm_fcmp_host(ip->f, 32, x, y)); NEXT();
  CASE(FCMP64) BIN(vm_fcmp_host(ip->f, 64, x, y)); NEXT();
  CASE(SI2F) {
    int64_t v = ir_sext(R[ip->b], ip->w);
    R[ip->a] = ip->d == 32 ? ir_f32_bits((float)v) : ir_f64_bits((double)v);
    P[ip->a] = P[ip->b];
    NEXT();
  }
  CASE(UI2F) {
    uint64_t v = R[ip->b];
    R[ip->a] = ip->d == 32 ? ir_f32_bits((float)v) : ir_f64_bits((double)v);
    P[ip->a] = P[ip->b];
    NEXT();
  }
  CASE(FBIN) vm_fbin(ip, R, P); NEXT();
  CASE(FNEG) vm_fneg(ip, R, P); NEXT();
  CASE(FCMP) vm_fcmp(ip, R, P); NEXT();
  CASE(SEL) {
    /* select: "If the condition is poison, the result is poison." */
    uint32_t s = R[ip->b] & 1 ? ip->c : ip->d;
    R[ip->a] = R[s];
    P[ip->a] = P[ip->b] | P[s];
    NEXT();
  }
  CASE(SELN) vm_select(ip, R, P); NEXT();
  CASE(VSEL) vm_select(ip, R, P); NEXT();
  CASE(JMP) JUMP(ip->b);
  CASE(RETSAME) {
    for (uint32_t k = 0; k < ip->n; k++)
      if (!P[ip->b + k] && (P[ip->a + k] || R[ip->a + k] != R[ip->b + k]))
        UB("a function returns a value other than its parameter marked returned");
    NEXT();
  }
  CASE(TAILCK) {
    uint32_t id = P[ip->a] || (ip->b != VM_NONE && !P[ip->b] && !(R[ip->b] & ir_mask(ip->w))) ? 0
                  : mem_obj_of(mm, R[ip->a], ip->c);
    if (frame_owns(t, fr, id)) UB("a call marked tail accesses a stack object of its caller");
    NEXT();
  }
  CASE(RETLIVE) {
    if (!P[ip->a] && frame_owns(t, fr, mem_obj_of(mm, R[ip->a], ip->c)))
      UB("a dereferenceable pointer returned into a stack object of the returning function");
    NEXT();
  }
  CASE(BRTRACE) {
    if (!P[ip->a]) {  /* poison: the branch is UB itself */
      uint64_t v = ip->w > 64 ? ir_mix64(R[ip->a] ^ ir_mix64(R[ip->a + 1])) : R[ip->a];
      if (p->nbrs >= INTERP_MAXBRS) p->brs_cut = true;
      else if (vm_grow(p->ctx, (void **)&p->brs, &p->capbrs, (uint64_t)p->nbrs + 1, sizeof *p->brs)) p->brs[p->nbrs++] = v;
      else p->oom = true;
    }
    NEXT();
  }
  CASE(CBR) {
    /* br: "Branching on poison is immediate undefined behavior" (LangRef
     * "Poison Values": UB when poison is "the condition operand of a br"). */
    if (P[ip->a]) UB("branch on a poison condition");
    JUMP(R[ip->a] & 1 ? ip->b : ip->c);
  }
#define BRANCH(COND) do {                                                       \
    uint64_t x = R[ip->a], y = R[ip->b];                                        \
    if (P[ip->a] | P[ip->b]) UB("branch on a poison condition");                \
    JUMP((COND) ? ip->c : ip->d);                                               \
  } while (0)
  CASE(BEQ) BRANCH(x == y);
  CASE(BNE) BRANCH(x != y);
  CASE(BULT) BRANCH(x < y);
  CASE(BULE) BRANCH(x <= y);
  CASE(BSLT32) BRANCH((int32_t)x < (int32_t)y);
  CASE(BSLE32) BRANCH((int32_t)x <= (int32_t)y);
  CASE(BSLT64) BRANCH((int64_t)x < (int64_t)y);
  CASE(BSLE64) BRANCH((int64_t)x <= (int64_t)y);
  CASE(SWITCH) {
    /* switch on poison: UB like br ("the condition operand of a switch"). */
    const uint32_t *e = F->ext + ip->b;
    if (P[ip->a]) UB("switch on a poison value");
    uint32_t to = e[1];
    for (uint32_t k = 0; k < e[0]; k++) {
      uint32_t ks = e[2 + 2 * k];
      if (R[ks] == R[ip->a] && (ip->w <= 64 || R[ks + 1] == R[ip->a + 1])) { to = e[3 + 2 * k]; break; }
    }
    JUMP(to);
  }
  CASE(FNJMP) {
    /* the callee of an indirect call: the start of a function (mem.c
     * "Functions' addresses"), else UB (LangRef call: the callee must be a
     * function; poison is UB as for any use that is "immediate UB") */
    const uint32_t *e = F->ext + ip->b;
    if (P[ip->a]) UB("indirect call through a poison pointer");
    uint32_t k = mem_func_at(mm, R[ip->a]);
    if (k == IR_NIL || k >= e[0]) UB(R[ip->a] ? "indirect call through a pointer that is not a function" : "indirect call through a null pointer");
    JUMP(e[1 + k]);
  }
  CASE(RET) {
    if (ip->f && any_poison(P + ip->a, ip->b)) UB("returning poison from a noundef return value");
    kill_allocas(p, t, fr->nalloca);
    pop_fx(p, t, fr);
    if (t->nfr == 1) {
      if (ip->a != VM_NONE) record_ret(p, t, R + ip->a, P + ip->a);
      t->nfr = 0;
      t->state = VM_T_DONE;
      p->steps = steps;
      return VM_EXIT_DONE;
    }
    uint32_t dst = fr->ret_dst;
    if (ip->a != VM_NONE && dst != VM_NONE) {
      memcpy(t->R + dst, R + ip->a, ip->b * sizeof *R);
      memcpy(t->P + dst, P + ip->a, ip->b);
    }
    t->nfr--;
    ENTER();
    DISPATCH();
  }
  /* unreachable: "The 'unreachable' instruction has no defined semantics"
   * (LangRef): executing it is undefined behaviour. */
  CASE(UNREACHABLE) UB("reached unreachable");
  CASE(TRAP) stop = INTERP_TRAP; why = ip->b == VM_NONE ? "llvm.trap" : p->msgs[ip->b]; goto l_stop;
  CASE(UNSUPP) stop = INTERP_UNSUPPORTED; why = p->msgs[ip->b]; goto l_stop;
  CASE(UBOP) UB(p->msgs[ip->b]);
  CASE(LD1) LOADN(1); NEXT();
  CASE(LD2) LOADN(2); NEXT();
  CASE(LD4) LOADN(4); NEXT();
  CASE(LD8) LOADN(8); NEXT();
  CASE(LDG) {
    who.inst = ip->c;
    rc = ld_generic(p, ip, R, P, &who, &why);
    if (rc) goto l_rc;
    NEXT();
  }
  CASE(ST1) STOREN(1, 0); NEXT();
  CASE(ST2) STOREN(2, 0); NEXT();
  CASE(ST4) STOREN(4, 0); NEXT();
  CASE(ST8) STOREN(8, 0); NEXT();
  CASE(STF2) STOREN(2, 2); NEXT();
  CASE(STF4) STOREN(4, 4); NEXT();
  CASE(STF8) STOREN(8, 8); NEXT();
  CASE(STG) {
    who.inst = ip->c;
    rc = st_generic(p, ip, R, P, &who, &why);
    if (rc) goto l_rc;
    NEXT();
  }
  CASE(GEP1) {
    unsigned as = ip->f >> 8;
    int64_t v = ir_sext(R[ip->c], ip->w), prod;
    uint64_t res = R[ip->b] + (uint64_t)v * ip->d;
    bool pz = P[ip->b] | P[ip->c];
    if (as == IR_AS_SHARED) res &= 0xffffffffu;
    if ((ip->f & VM_GEP_INBOUNDS) && !pz) {
      /* inbounds: index * size must not overflow (nsw) and the result
       * must stay in bounds of the base's object (vm_inbounds) */
      bool o = __builtin_mul_overflow(v, (int64_t)ip->d, &prod);
      if (as == IR_AS_SHARED && prod != (int32_t)prod) o = true;
      pz = o || !gep_inbounds(p, R[ip->b], res, as);
    }
    R[ip->a] = pz ? 0 : res;
    P[ip->a] = pz;
    NEXT();
  }
  CASE(GEPN) vm_gep(p, F, ip, R, P); NEXT();
  CASE(ALLOCA) rc = do_alloca(p, t, F, ip, R, P, &why); if (rc) goto l_rc; NEXT();
  CASE(RMW) rc = do_rmw(p, F, ip, R, P, &who, &why); if (rc) goto l_rc; NEXT();
  CASE(CMPXCHG) rc = do_cmpxchg(p, F, ip, R, P, &who, &why); if (rc) goto l_rc; NEXT();
  CASE(ATOMINC) rc = do_atominc(p, F, ip, R, P, &who, &why); if (rc) goto l_rc; NEXT();
  CASE(MEMCPY) rc = do_memcpy(p, F, ip, R, P, &who, &why); if (rc) goto l_rc; NEXT();
  CASE(MEMSET) rc = do_memcpy(p, F, ip, R, P, &who, &why); if (rc) goto l_rc; NEXT();
  CASE(LIFETIME) rc = do_lifetime(p, t, ip, R, P, &why); if (rc) goto l_rc; NEXT();
  CASE(ADDRCAST) {
    /* addrspacecast: mem_cast gives the address of the same byte in the
     * other space, or poison when that space cannot name it. */
    for (unsigned l = 0; l < ip->n; l++) {
      bool pz = P[ip->b + l] != 0;
      uint64_t v = pz ? 0 : mem_cast(mm, R[ip->b + l], ip->f & 0xff, ip->f >> 8, &pz);
      R[ip->a + l] = pz ? 0 : v;
      P[ip->a + l] = pz;
    }
    NEXT();
  }
  /* nvvm.isspacep.*: PTX isspacep "Query whether a generic address falls
   * within a specified state space window" (mem_in_space). */
  CASE(ISSPACEP) {
    R[ip->a] = P[ip->b] ? 0 : mem_in_space(mm, R[ip->b], ip->f);
    P[ip->a] = P[ip->b];
    NEXT();
  }
  CASE(EXTRACTELT) vm_extractelt(ip, R, P); NEXT();
  CASE(INSERTELT) vm_insertelt(ip, R, P); NEXT();
  CASE(SHUFFLE) vm_shuffle(F, ip, R, P); NEXT();
  CASE(REDUCE) if (vm_reduce(p, ip, R, P, &why)) goto l_ub; NEXT();
  CASE(CALL) {
    fr->pc = (uint32_t)(ip - F->code) + 1;
    rc = do_call(p, t, ip, &who, &why);
    if (rc) { fr = &t->fr[t->nfr - 1]; goto l_rc; }
    ENTER();
    steps += F->entry_steps;
    if (steps > budget) goto l_timeout;
    DISPATCH();
  }
  CASE(XCALL) {
    rc = vm_xcall(p, t, F, ip, R, P, &why);
    if (rc) goto l_rc;
    NEXT();
  }
  CASE(INTRIN) {
    rc = vm_intrin(p, F, ip, R, P, &why);
    if (rc == 2) {
      snprintf(msg, sizeof msg, "unsupported: the evaluator does not implement @%s", ir_intrin_info[ip->c].name);
      stop = INTERP_UNSUPPORTED;
      why = msg;
      goto l_stop;
    }
    if (rc) goto l_ub;
    NEXT();
  }
  CASE(SREG) R[ip->a] = sreg(p, t, ip->f); P[ip->a] = 0; NEXT();
  CASE(OCLQ) R[ip->a] = P[ip->b] ? 0 : oclq(p, t, ip->f, R[ip->b]); P[ip->a] = P[ip->b]; NEXT();
  CASE(CHECK) {
    /* the common case inline: dereferenceable(N) on one defined pointer
     * (every generated kernel's parameters) that names N loadable bytes */
    if ((ip->f & 0xff) == VM_CK_DEREF && ip->n == 1 && !P[ip->a]) {
      const uint32_t *e = F->ext + ip->d;
      uint64_t pos, n = (uint64_t)e[0] | (uint64_t)e[1] << 32;
      if (mem_find((const MemHot *)(const void *)mm, R[ip->a], ip->c, n, 1, false, &pos)) NEXT();
    }
    const char *w = NULL;
    if (vm_check(p, F, ip, R, P, &w)) UB(w);
    NEXT();
  }
  CASE(ASSUME) {
    /* llvm.assume: "If the condition is violated during execution, the
     * behavior is undefined"; a poison condition likewise. */
    if (P[ip->b] || !(R[ip->b] & 1)) UB("llvm.assume of a false or poison condition");
    NEXT();
  }
  CASE(ABUNDLE) {
    if (vm_abundle(p, ip, R, P, &why)) goto l_ub;
    NEXT();
  }
  CASE(BARRIER) {
    if (ip->b != VM_NONE && P[ip->b]) UB("barrier with a poison id");
    t->wid = ip->b == VM_NONE ? 0 : (uint32_t)R[ip->b];
    t->state = VM_T_BARRIER;
    goto l_wait;
  }
  CASE(WARP) {
    const uint32_t *e = F->ext + ip->b;
    if (e[0] != VM_NONE && P[e[0]]) UB("warp-synchronous operation with a poison membermask");
    t->wkind = ip->f;
    t->wmask = e[0] != VM_NONE ? (uint32_t)R[e[0]] : 0;
    t->wval = e[1] != VM_NONE ? R[e[1]] : 0;
    t->wvp = e[1] != VM_NONE ? P[e[1]] : 0;
    t->wb = e[2] != VM_NONE ? (uint32_t)R[e[2]] : 0;
    t->wc = e[3] != VM_NONE ? (uint32_t)R[e[3]] : 0;
    t->wbp = (e[2] != VM_NONE && P[e[2]]) || (e[3] != VM_NONE && P[e[3]]);
    t->wdst = ip->a == VM_NONE ? VM_NONE : fr->base + ip->a;
    t->state = VM_T_WARP;
    goto l_wait;
  }
#ifndef VM_GOTO
  default: UB("invalid bytecode");
  }
#endif

l_wait:
  fr->pc = (uint32_t)(ip - F->code) + 1;
  p->steps = steps;
  return VM_EXIT_WAIT;
l_rc:
  if (rc == VM_RC_UB) goto l_ub;
  stop = rc == VM_RC_LIMIT ? INTERP_TIMEOUT : rc == VM_RC_TRAP ? INTERP_TRAP : INTERP_UNSUPPORTED;
  if (rc == VM_RC_OOM) { p->oom = true; why = "out of memory"; }
  goto l_stop;
l_timeout:
  stop = INTERP_TIMEOUT;
  why = "step budget exhausted";
  goto l_stop;
l_ub:
  stop = INTERP_UB;
l_stop:
  fr->pc = (uint32_t)(ip - F->code);
  p->steps = steps;
  vm_stop(p, t, stop, why);
  return VM_EXIT_STOP;
}

/* ------------------------------------------------------------------ */
/* Warp-synchronous operations                                          */
/* PTX ISA shfl.sync / vote.sync / bar.warp.sync: "will cause executing
 * thread to wait until all non-exited threads corresponding to membermask
 * have executed [the instruction] with the same qualifiers and same
 * membermask value before resuming execution"; "The behavior of
 * [the instruction] is undefined if the executing thread is not in the
 * membermask".  Threads run one at a time here, so a warp operation is a
 * warp-level barrier that exchanges values: when every thread of the block
 * is waiting or done, each waiting group is resolved.  A member of the
 * mask waiting elsewhere (at a block barrier, or a different warp
 * operation or mask) can never arrive: UB.  Threads that do not exist
 * (lanes beyond the block size) count as exited.  activemask returns the
 * lanes of the warp waiting at an activemask when it is resolved.  Only
 * bar.warp.sync orders memory (mem_warp_sync). */

static VmThread *lane_thread(InterpProg *p, uint32_t base, uint32_t l) {
  return base + l < p->nthr ? &p->thr[base + l] : NULL;
}

static void warp_put(InterpProg *p, VmThread *u, uint64_t v, bool pz) {
  if (u->wdst != VM_NONE) {
    u->R[u->wdst] = pz ? 0 : v;
    u->P[u->wdst] = pz;
  }
  u->state = VM_T_RUN;
  (void)p;
}

/* shfl.sync (PTX ISA, shfl.sync): lane j per mode, "if (!pval) j = lane";
 * reading a lane that is not a participant gives an unpredictable value
 * (poison). */
static void warp_shfl(InterpProg *p, uint32_t base, uint32_t group) {
  for (uint32_t l = 0; l < 32; l++) {
    if (!(group >> l & 1)) continue;
    VmThread *u = lane_thread(p, base, l);
    uint32_t bval = u->wb & 31, cval = u->wc & 31, seg = (u->wc >> 8) & 31;
    int32_t maxl = (int32_t)((l & seg) | (cval & ~seg)), minl = (int32_t)(l & seg), j;
    bool pval;
    switch (u->wkind) {
    case VM_W_SHFL_UP: j = (int32_t)l - (int32_t)bval; pval = j >= maxl; break;
    case VM_W_SHFL_DOWN: j = (int32_t)(l + bval); pval = j <= maxl; break;
    case VM_W_SHFL_BFLY: j = (int32_t)(l ^ bval); pval = j <= maxl; break;
    default: j = minl | (int32_t)(bval & ~seg); pval = j <= maxl; break;
    }
    if (!pval) j = (int32_t)l;
    bool in = j >= 0 && j < 32 && (group >> j & 1);
    VmThread *s = in ? lane_thread(p, base, (uint32_t)j) : NULL;
    uint64_t v = s ? s->wval : 0;
    bool pz = !s || s->wvp || u->wbp;
    u->wc = (uint32_t)v;  /* b, c are consumed: they hold the result until every lane has read */
    u->wb = pz;
  }
  for (uint32_t l = 0; l < 32; l++)
    if (group >> l & 1) {
      VmThread *u = lane_thread(p, base, l);
      warp_put(p, u, u->wc, u->wb != 0);
    }
}

/* vote.sync (PTX ISA, vote.sync): all / any / uni / ballot over the
 * predicates of the participating threads; a poison predicate makes every
 * result poison. */
static void warp_vote(InterpProg *p, uint32_t base, uint32_t group, uint32_t kind) {
  bool all = true, any = false, pz = false;
  uint32_t ballot = 0;
  for (uint32_t l = 0; l < 32; l++) {
    if (!(group >> l & 1)) continue;
    VmThread *u = lane_thread(p, base, l);
    bool v = u->wval & 1;
    pz |= u->wvp;
    all &= v;
    any |= v;
    if (v) ballot |= 1u << l;
  }
  uint64_t r = kind == VM_W_VOTE_ALL ? all : kind == VM_W_VOTE_ANY ? any : kind == VM_W_VOTE_UNI ? (all || !any) : ballot;
  for (uint32_t l = 0; l < 32; l++)
    if (group >> l & 1) warp_put(p, lane_thread(p, base, l), kind == VM_W_SYNC ? 0 : r, pz);
}

/* The participants of t's operation: 0 ready, 1 not yet (a member was
 * just released and runs again first), -1 UB. */
static int warp_group(InterpProg *p, VmThread *t, uint32_t *group, const char **why) {
  uint32_t base = t->lin & ~31u, lane = t->lin & 31u, m = t->wmask;
  *group = 0;
  if (!(m >> lane & 1)) { *why = "warp-synchronous operation by a thread not in its membermask"; return -1; }
  for (uint32_t l = 0; l < 32; l++) {
    if (!(m >> l & 1)) continue;
    VmThread *u = lane_thread(p, base, l);
    if (!u || u->state == VM_T_DONE) continue;
    if (u->state == VM_T_RUN) return 1;
    if (u->state == VM_T_BARRIER) {
      *why = "warp-synchronous operation waits for a thread blocked at a barrier";
      return -1;
    }
    if (u->wkind != t->wkind || u->wmask != m) {
      *why = "threads of a membermask execute different warp-synchronous operations";
      return -1;
    }
    *group |= 1u << l;
  }
  return 0;
}

int vm_warp_resolve(InterpProg *p, const char **why, VmThread **culprit) {
  int resolved = 0;
  for (uint32_t i = 0; i < p->nthr; i++) {
    VmThread *t = &p->thr[i];
    if (t->state != VM_T_WARP) continue;
    uint32_t base = t->lin & ~31u, group = 0;
    if (t->wkind == VM_W_ACTIVEMASK) {
      for (uint32_t l = 0; l < 32; l++) {
        VmThread *u = lane_thread(p, base, l);
        if (u && u->state == VM_T_WARP && u->wkind == VM_W_ACTIVEMASK) group |= 1u << l;
      }
      for (uint32_t l = 0; l < 32; l++)
        if (group >> l & 1) warp_put(p, lane_thread(p, base, l), group, false);
      resolved = 1;
      continue;
    }
    int g = warp_group(p, t, &group, why);
    if (g < 0) { *culprit = t; return -1; }
    if (g > 0) continue;
    if (t->wkind <= VM_W_SHFL_BFLY) warp_shfl(p, base, group);
    else warp_vote(p, base, group, t->wkind);
    /* PTX ISA bar.warp.sync: "bar.warp.sync also guarantee memory ordering
     * among threads participating in barrier"; shfl.sync and vote.sync do
     * not (CUDA C Programming Guide, Warp Shuffle / Warp Vote Functions:
     * "These intrinsics do not imply a memory barrier. They do not
     * guarantee any memory ordering."). */
    if (t->wkind == VM_W_SYNC) mem_warp_sync(p->mem, base, group);
    resolved = 1;
  }
  return resolved;
}

/* ------------------------------------------------------------------ */
/* The grid                                                             */

/* Block barrier (PTX ISA bar.sync / barrier.sync; CUDA __syncthreads):
 * every thread of the block must arrive; "bar.sync ... waits until all
 * threads in the CTA arrive".  A barrier that some thread of the block
 * never reaches because it exited is UB here (the hardware would hang or
 * misbehave), as is waiting at barriers with different ids. */
static int release_barrier(InterpProg *p) {
  VmThread *first = NULL;
  for (uint32_t i = 0; i < p->nthr; i++) {
    VmThread *t = &p->thr[i];
    if (t->state != VM_T_BARRIER) continue;
    if (!first) first = t;
    else if (t->wid != first->wid) {
      stop_at(p, t, INTERP_UB, "threads of a block wait at barriers with different ids", true);
      return VM_EXIT_STOP;
    }
  }
  if (!first) return VM_EXIT_DONE;
  for (uint32_t i = 0; i < p->nthr; i++)
    if (p->thr[i].state == VM_T_DONE) {
      stop_at(p, first, INTERP_UB, "barrier not reached by every thread of the block", true);
      return VM_EXIT_STOP;
    }
  mem_barrier(p->mem, p->blin);
  for (uint32_t i = 0; i < p->nthr; i++) p->thr[i].state = VM_T_RUN;
  return VM_EXIT_WAIT;
}

static int run_block(InterpProg *p) {
  for (;;) {
    for (uint32_t i = 0; i < p->nthr; i++) {
      VmThread *t = &p->thr[i];
      if (t->state == VM_T_RUN && vm_run_thread(p, t) == VM_EXIT_STOP) return VM_EXIT_STOP;
    }
    const char *why = NULL;
    VmThread *culprit = NULL;
    int wr = vm_warp_resolve(p, &why, &culprit);
    if (wr < 0) { stop_at(p, culprit, INTERP_UB, why, true); return VM_EXIT_STOP; }
    if (wr > 0) continue;
    int br = release_barrier(p);
    if (br != VM_EXIT_WAIT) return br;
  }
}

static bool ensure_threads(InterpProg *p, uint32_t n) {
  uint32_t old = p->capthr;
  if (!vm_grow(p->ctx, (void **)&p->thr, &p->capthr, n, sizeof *p->thr)) return false;
  memset(p->thr + old, 0, (p->capthr - old) * sizeof *p->thr);
  p->nthr = n;
  return true;
}

/* Starts thread t of the current block at the entry function: 0, or 2 when
 * the run stopped (memory budget), 3 when out of host memory. */
static int start_thread(InterpProg *p, VmThread *t, const InterpInput *in) {
  const VmFunc *F = &p->fns[0];
  const IrFunc *f = F->f;
  t->nfr = 0;
  t->nallocas = 0;
  t->nfx = 0;
  t->state = VM_T_RUN;
  uint32_t objmark = mem_nobjs(p->mem);
  if (!push_frame(p, t, 0, 0, VM_NONE)) return 3;
  t->fr[0].fx = 0;
  memcpy(t->R, p->argR, F->kbase * sizeof *t->R);
  memcpy(t->P, p->argP, F->kbase);
  for (uint32_t k = 0; k < f->nparams; k++) {
    const IrParam *pa = &f->params[k];
    if (pa->byval == IR_VOID) continue;
    const InterpArg *a = &in->args[k];
    unsigned as = ir_ty(p->m, pa->type)->as;
    uint64_t size = ir_type_alloc_size(p->m, pa->byval);
    uint32_t align = pa->align ? pa->align : ir_type_align(p->m, pa->byval);
    uint32_t obj = mem_obj_new(p->mem, MEM_BYVAL, as, size, align, k, a->size >= size ? a->bytes : NULL,
                               a->size >= size ? a->poison : NULL);
    if (!obj && mem_over_budget(p->mem)) { stop_at(p, t, INTERP_TIMEOUT, BUDGET_WHY, false); return 2; }
    if (!obj || !add_alloca(p, t, obj, false)) return 3;
    t->R[F->pslot[k]] = mem_addr(p->mem, obj, 0, as);
    t->P[F->pslot[k]] = 0;
    record_size(p, t->R[F->pslot[k]], as, size);
    if (pa->attrs & (IR_PA_READONLY | IR_PA_READNONE)) mem_obj_set_ro(p->mem, obj);
  }
  t->fr[0].nalloca = 0;
  objmark = mem_nobjs(p->mem);  /* byval copies are argument memory (as in calls) */
  if (!push_fx(p, t, F, objmark, 0)) return 3;
  mem_set_fx(p->mem, NULL, 0);  /* set again when the thread runs */
  p->steps += F->entry_steps;
  return 0;
}

static void record_globals(InterpProg *p, bool shared);

static int run_grid(InterpProg *p, const InterpInput *in) {
  const InterpGrid *g = &p->opts.grid;
  uint32_t nt = g->thread[0] * g->thread[1] * g->thread[2];
  if (!ensure_threads(p, nt)) return 3;
  p->blin = 0;
  for (uint32_t bz = 0; bz < g->block[2]; bz++)
    for (uint32_t by = 0; by < g->block[1]; by++)
      for (uint32_t bx = 0; bx < g->block[0]; bx++, p->blin++) {
        p->blk[0] = bx; p->blk[1] = by; p->blk[2] = bz;
        mem_block_begin(p->mem, p->blin);
        record_globals(p, true);
        vm_relocate(p);
        for (uint32_t i = 0; i < nt; i++) {
          VmThread *t = &p->thr[i];
          t->lin = i;
          t->xseq = 0;
          t->xlast = 0;
          t->tid[0] = i % g->thread[0];
          t->tid[1] = i / g->thread[0] % g->thread[1];
          t->tid[2] = i / (g->thread[0] * g->thread[1]);
          int rc = start_thread(p, t, in);
          if (rc) return rc == 2 ? 0 : 3;
        }
        if (p->steps > p->budget) { stop_at(p, &p->thr[0], INTERP_TIMEOUT, "step budget exhausted", false); return 0; }
        if (run_block(p) == VM_EXIT_STOP) return 0;
      }
  return 0;
}

/* ------------------------------------------------------------------ */
/* Inputs                                                               */

static IrStatus bad_input(InterpProg *p, const char *what, uint32_t k) {
  return ir_error(p->ctx, IR_EUSER, NULL, 0, 0, "input does not fit @%s: %s (argument %u)",
                  ir_cstr(p->m, p->fns[0].f->name), what, k);
}

/* The initial poison mask of parameter pa's buffer (size bytes) into
 * p->scratchp: the input's, plus the bytes an initializes((s, e), ...)
 * attribute names.  LangRef (LLVM 19): the function "initializes the
 * ranges of the pointer parameter's memory [%p+LO, %p+HI)": its first
 * access to them through %p is a write, so what they held before the call
 * is dead.  Each pointer parameter of a launch with such an attribute gets
 * a buffer of its own (no alias: interp_alias_invalid), so no other
 * pointer reaches those bytes: poison at launch is exactly
 * "dead" (a read through %p before a write, which the attribute excludes,
 * sees poison; bytes never written stay "don't care").  Returns the mask,
 * or the input's own when there are no ranges; NULL when out of memory. */
static const uint8_t *launch_poison(InterpProg *p, const IrParam *pa, const InterpArg *a, bool *oom) {
  *oom = false;
  if (!pa->inits.bits) return a->poison;
  if (!vm_scratch(p, a->size + 1)) {
    *oom = true;
    return NULL;
  }
  if (a->poison) memcpy(p->scratchp, a->poison, a->size);
  else memset(p->scratchp, 0, a->size);
  const IrConst *c = ir_const(p->m, pa->inits);
  for (uint32_t k = 0; k + 1 < c->n; k += 2) {
    int64_t lo = (int64_t)ir_const(p->m, ir_const_elem(p->m, c, k))->lo;
    int64_t hi = (int64_t)ir_const(p->m, ir_const_elem(p->m, c, k + 1))->lo;
    if (lo < 0) lo = 0;
    if (hi > (int64_t)a->size) hi = (int64_t)a->size;
    if (lo < hi) memset(p->scratchp + lo, 1, (size_t)(hi - lo));
  }
  return p->scratchp;
}

/* Pointer arguments that point into another's buffer (InterpArg.is_alias):
 * the base's address plus the offset, in the same address space (both
 * parameters have one type: interp_alias_invalid). */
static IrStatus setup_aliases(InterpProg *p, const InterpInput *in) {
  const VmFunc *F = &p->fns[0];
  char why[160];
  for (uint32_t k = 0; k < F->f->nparams; k++) {
    const InterpArg *a = &in->args[k];
    if (!a->is_alias || ir_ty(p->m, F->f->params[k].type)->kind != IR_TPTR) continue;
    if (interp_alias_invalid(p->m, F->f, in, k, why, sizeof why)) return bad_input(p, why, k);
    p->argR[F->pslot[k]] = p->argR[F->pslot[a->alias_base]] + a->alias_off;
    p->argP[F->pslot[k]] = 0;
  }
  return IR_OK;
}

/* Entry arguments into p->argR/argP (the first slots of the entry frame). */
static IrStatus setup_args(InterpProg *p, const InterpInput *in) {
  const VmFunc *F = &p->fns[0];
  const IrFunc *f = F->f;
  if (!vm_grow(p->ctx, (void **)&p->argR, &p->capargR, F->kbase + 1, sizeof *p->argR) ||
      !vm_grow(p->ctx, (void **)&p->argP, &p->capargP, F->kbase + 1, 1))
    return ir_error(p->ctx, IR_ENOMEM, NULL, 0, 0, "out of memory");
  if (in->nargs != f->nparams) return bad_input(p, "wrong number of arguments", in->nargs);
  for (uint32_t k = 0; k < f->nparams; k++) {
    const IrParam *pa = &f->params[k];
    const InterpArg *a = &in->args[k];
    uint32_t s = F->pslot[k];
    const IrTypeInfo *ti = ir_ty(p->m, pa->type);
    if (ti->kind == IR_TPTR && pa->byval != IR_VOID) { p->argR[s] = 0; p->argP[s] = 0; continue; }
    if (ti->kind == IR_TPTR && a->is_null) { p->argR[s] = 0; p->argP[s] = 0; continue; }
    if (ti->kind == IR_TPTR && a->is_alias) continue;  /* below, once its base has a buffer */
    if (ti->kind == IR_TPTR && a->is_buffer) {
      unsigned oas = ti->as == IR_AS_GENERIC ? IR_AS_GLOBAL : ti->as;
      /* buffers are aligned like cudaMalloc's (256 bytes) */
      bool oom;
      const uint8_t *pz = launch_poison(p, pa, a, &oom);
      if (oom) return ir_error(p->ctx, IR_ENOMEM, NULL, 0, 0, "out of memory");
      uint32_t obj = mem_obj_new(p->mem, MEM_PARAM, oas, a->size, 256, k, a->bytes, pz);
      if (!obj && mem_over_budget(p->mem)) return IR_OK;  /* interp_exec ends the run */
      if (!obj) return ir_error(p->ctx, IR_ENOMEM, NULL, 0, 0, "out of memory");
      /* LangRef 16 readonly / readnone on a parameter: the function does
       * not write through it.  A buffer no other argument points into is
       * reached through this one alone: a write to it is UB. */
      bool shared = false;
      for (uint32_t j = 0; j < in->nargs; j++) shared |= in->args[j].is_alias && in->args[j].alias_base == k;
      if ((pa->attrs & (IR_PA_READONLY | IR_PA_READNONE)) && !shared) mem_obj_set_ro(p->mem, obj);
      p->argR[s] = mem_addr(p->mem, obj, 0, ti->as);
      p->argP[s] = 0;
      record_size(p, p->argR[s], ti->as, a->size);
      if (ti->as != oas) record_size(p, mem_addr(p->mem, obj, 0, oas), oas, a->size);
      continue;
    }
    if (a->is_buffer || a->size != ir_type_store_size(p->m, pa->type)) return bad_input(p, "wrong argument size", k);
    if (!vm_scratch(p, a->size + 1)) return ir_error(p->ctx, IR_ENOMEM, NULL, 0, 0, "out of memory");
    memset(p->scratchp, 0, a->size);
    if (a->poison) memcpy(p->scratchp, a->poison, a->size);
    vm_decode(p->m, pa->type, a->bytes, p->scratchp, p->argR + s, p->argP + s);
  }
  return setup_aliases(p, in);
}

/* A kernel launch passes its arguments like a call: poison in a noundef
 * parameter is UB before the first instruction. */
static bool check_noundef_args(InterpProg *p) {
  const VmFunc *F = &p->fns[0];
  const IrFunc *f = F->f;
  for (uint32_t k = 0; k < f->nparams; k++) {
    uint32_t n = vm_nslots(p->m, f->params[k].type);
    if ((f->params[k].attrs & IR_PA_NOUNDEF) && any_poison(p->argP + F->pslot[k], n)) {
      p->res->status = INTERP_UB;
      snprintf(p->res->reason, sizeof p->res->reason, "argument %u is poison but the parameter is noundef", k);
      set_where(p, NULL, F->fidx, IR_NIL);
      return false;
    }
  }
  return true;
}

/* Sizes of the globals' objects (for the inbounds rule). */
static void record_globals(InterpProg *p, bool shared) {
  const IrModule *m = p->m;
  for (uint32_t g = 0; g < m->nglobals; g++) {
    const IrGlobal *gl = ir_global(m, g);
    if ((gl->as == IR_AS_SHARED) != shared) continue;
    uint64_t size = ir_type_alloc_size(m, gl->vtype);
    if (!gl->has_init && size == 0) continue;  /* extern [0 x T]: size unknown (dynamic shared memory) */
    uint64_t addr = mem_global_addr(p->mem, g, gl->as);
    record_size(p, addr, gl->as, size);
    bool pz = false;
    uint64_t ga = mem_cast(p->mem, addr, gl->as, IR_AS_GENERIC, &pz);
    if (!pz && gl->as != IR_AS_GENERIC) record_size(p, ga, IR_AS_GENERIC, size);
  }
}

/* ------------------------------------------------------------------ */
/* Public API                                                           */

void interp_prog_free(InterpProg *p) {
  if (!p) return;
  IrCtx *c = p->ctx;
  vm_funcs_free(p);
  for (uint32_t i = 0; i < p->capthr; i++) {
    VmThread *t = &p->thr[i];
    FREEN(c, t->R, t->capR);
    FREEN(c, t->P, t->capP);
    FREEN(c, t->fr, t->capfr);
    FREEN(c, t->allocas, t->capallocas);
    FREEN(c, t->dead, t->capdead);
    FREEN(c, t->fx, t->capfx);
  }
  FREEN(c, p->thr, p->capthr);
  FREEN(c, p->osz.size, p->osz.cap);
  FREEN(c, p->shsz.size, p->shsz.cap);
  FREEN(c, p->argR, p->capargR);
  FREEN(c, p->argP, p->capargP);
  FREEN(c, p->scratch, p->capscratch);
  FREEN(c, p->scratchp, p->capscratchp);
  FREEN(c, p->calls, p->capcalls);
  FREEN(c, p->cpool, p->capcpool);
  FREEN(c, p->xmemo, p->capxmemo);
  FREEN(c, p->brs, p->capbrs);
  if (p->mem) mem_free(p->mem);
  sem_env_free(&p->ev);
  ir_alloc(c, p, sizeof *p, 0);
}

InterpProg *interp_compile(IrCtx *c, const IrModule *m, uint32_t fidx, const InterpOpts *o) {
  if (fidx >= m->nfuncs || ir_func(m, fidx)->is_decl) {
    ir_error(c, IR_EUSER, NULL, 0, 0, "cannot run: no function body");
    return NULL;
  }
  InterpProg *p = ir_alloc(c, NULL, 0, sizeof *p);
  if (!p) { ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory"); return NULL; }
  memset(p, 0, sizeof *p);
  p->ctx = c;
  p->m = m;
  if (o) p->opts = *o;
  else interp_opts_default(&p->opts);
  sem_env_init(&p->ev, c, &(SemOpts){(SemMath)p->opts.math, (SemApprox)p->opts.approx, p->opts.approx_seed});
  p->rng0 = p->ev.rng;
  p->mem = mem_new(c, m, p->opts.races);
  if (!p->mem) {
    ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
    interp_prog_free(p);
    return NULL;
  }
  mem_set_grid(p->mem, &p->opts.grid);
  if (vm_compile_prog(p, fidx) != IR_OK) {
    interp_prog_free(p);
    return NULL;
  }
  return p;
}

static bool grid_ok(const InterpGrid *g) {
  for (int k = 0; k < 3; k++)
    if (!g->block[k] || !g->thread[k]) return false;
  return (uint64_t)g->thread[0] * g->thread[1] * g->thread[2] <= 1024;
}

IrStatus interp_exec(InterpProg *p, const InterpInput *in, InterpResult *r) {
  memset(r, 0, sizeof *r);
  r->where.func = IR_NIL;
  r->where.inst = IR_NIL;
  if (!grid_ok(&p->opts.grid)) return ir_error(p->ctx, IR_EUSER, NULL, 0, 0, "invalid grid");
  p->res = r;
  p->oom = false;
  p->steps = 0;
  p->seed = in->seed;
  p->xquiet = in->callees == INTERP_CALLEES_QUIET;
  p->ncalls = p->ncpool = 0;
  p->nxmemo = p->nheap = 0;
  p->nbrs = 0;
  p->brs_cut = false;
  p->budget = p->opts.step_budget ? p->opts.step_budget : VM_DEFAULT_BUDGET;
  p->ev.rng = p->rng0;
  p->blin = 0;
  p->blk[0] = p->blk[1] = p->blk[2] = 0;
  for (uint32_t i = 0; i < p->osz.used; i++) p->osz.size[i] = UINT64_MAX;
  for (uint32_t i = 0; i < p->shsz.used; i++) p->shsz.size[i] = UINT64_MAX;
  p->osz.used = p->shsz.used = 0;
  mem_reset(p->mem);
  mem_set_extern(p->mem, p->opts.extern_bytes, in->seed);
  mem_set_null_valid(p->mem, p->nfns && ir_func(p->m, p->fns[0].fidx)->null_valid);
  IrStatus st = mem_globals_init(p->mem);
  if (st == IR_OK && !mem_over_budget(p->mem)) st = setup_args(p, in);
  if (st != IR_OK) return st;
  if (mem_over_budget(p->mem)) {  /* globals or buffers alone exceed the budget */
    stop_at(p, NULL, INTERP_TIMEOUT, BUDGET_WHY, false);
    return IR_OK;
  }
  record_globals(p, false);
  /* the FP fast paths need the default FPU mode: switch to it for the run
   * if the process runs in another one (C99 fenv: FE_DFL_ENV) */
  fenv_t saved;
  bool mode = p->hostfp && !vm_host_fp_ieee();
  if (mode) {
    fegetenv(&saved);
    fesetenv(FE_DFL_ENV);
  }
  if (check_noundef_args(p) && run_grid(p, in) == 3) p->oom = true;
  mem_set_fx(p->mem, NULL, 0);
  if (mode) fesetenv(&saved);
  r->steps = p->steps;
  if (p->oom) return ir_error(p->ctx, IR_ENOMEM, NULL, 0, 0, "out of memory");
  st = xcall_observe(p, r);
  if (!st && p->nbrs) {
    r->brs = ir_alloc(p->ctx, NULL, 0, (size_t)p->nbrs * sizeof *r->brs);
    if (!r->brs) return ir_error(p->ctx, IR_ENOMEM, NULL, 0, 0, "out of memory");
    memcpy(r->brs, p->brs, (size_t)p->nbrs * sizeof *r->brs);
    r->nbrs = p->nbrs;
  }
  r->brs_cut = p->brs_cut;
  return st ? st : mem_observe(p->mem, r);
}

IrStatus interp_run(IrCtx *c, const IrModule *m, uint32_t fidx, const InterpInput *in, const InterpOpts *o,
                    InterpResult *r) {
  InterpProg *p = interp_compile(c, m, fidx, o);
  if (!p) {
    memset(r, 0, sizeof *r);
    return ir_ctx_status(c) ? ir_ctx_status(c) : IR_EUSER;
  }
  IrStatus st = interp_exec(p, in, r);
  interp_prog_free(p);
  return st;
}

/* core/interp/xcall.c -- calls of functions without a body (declarations
 * that are neither intrinsics nor known callees): what they return, which
 * of them are observable events, and how two runs' events compare.
 *
 * Contract: private to core/interp (xcall.h).  The model is one behaviour
 * every such callee may have, chosen the same way in the source and the
 * target run, so a correct transformation can never be reported; a
 * transformation that drops, adds, reorders or changes the arguments of a
 * call that may have effects is.
 *
 * Method (the standard refinement of calls to unknown functions, as
 * Alive2 treats them):
 *   - A callee whose attributes forbid writing memory (memory(none),
 *     readnone, memory(read), readonly), or any access but through its
 *     pointer arguments and to memory other than inaccessible memory
 *     (memory(argmem: ...), memory(read, argmem: readwrite)), cannot do
 *     I/O: it is a function of its arguments and the bytes it reads (the
 *     result and the bytes it writes a hash of the input's seed, the
 *     callee's name, the argument bytes and the bytes read), not an event
 *     (LLVM may delete, merge or move such calls, and delete one whose
 *     writes are dead).  A poison argument gives a poison result (the
 *     callee may return it); with a noundef return, UB (it may branch on
 *     it).
 *   - Any other callee is an observable event: the call is recorded with
 *     its thread, its position among the thread's calls and its argument
 *     bytes; its result is a hash of the seed, the callee's name, the
 *     thread and that position, not of the arguments (a poison argument
 *     in the source allows any argument in the target, which must not
 *     change the result).  The target must make the same calls in the
 *     same order in every thread, each argument at least as defined as
 *     the source's (interp_calls_differ).
 *   - Memory (an event's pointer arguments, xcall_arg_access): through a
 *     pointer argument the attributes let it read, the callee reads a
 *     window of bytes from the pointer, and those bytes are part of the
 *     event (the target must hold bytes at least as defined there when it
 *     calls); through one they let it write, it then writes the window
 *     with bytes hashed from the seed, the callee's name, the thread, the
 *     position and the argument's index.  The window is the parameter's
 *     dereferenceable(N) (at most XA_WINMAX), else 1 byte: a fixed size,
 *     so the behaviour is one a real function has (it cannot see how
 *     large the object is); beyond the object it is UB, as a real access
 *     would be.  A null pointer is skipped (the callee may test it); a
 *     poison one is UB (it cannot).  Access follows the declaration's
 *     memory attributes and its parameter's readonly / writeonly /
 *     readnone.  Memory the
 *     callee could reach otherwise (globals, escaped objects) it leaves
 *     alone: a behaviour every callee may have.  For a call that is not an
 *     event a poison byte read makes the result and the bytes written
 *     poison; a speculatable callee accesses nothing.
 *   - Pointer results (address space 0 or 1): an event returns a new
 *     object (as if it called malloc, so free may end it) of
 *     dereferenceable(N) or dereferenceable_or_null(N) bytes of the
 *     declaration's return (at most XC_RETMAX), else XC_RETDEF, aligned to
 *     its align N or 16, its bytes hashed like the result; a pure call
 *     returns the same object for the same hash (a table of static
 *     objects indexed by its arguments, so LLVM may merge such calls).
 *   - The result satisfies the declaration's range(lo, hi) where there is
 *     one (mapped into it); its other return attributes are checked after
 *     the call as for any call (vm_compile.c emit_call_checks).
 *   - Pointer arguments: what a pointer points into is recorded, not its
 *     address (addresses of stack objects differ between two programs that
 *     allocate differently): 16 bytes {kind, index} {offset}, kind 1 a
 *     parameter's buffer (index: the parameter), 2 a global (index: the
 *     global), 3 shared memory, 4 a stack object, 5 no object (the raw
 *     address as offset), 7 the callee's copy of a byval parameter
 *     (whose bytes it reads, the type's size), 6 a heap object (index: the how-manyth object
 *     such a call returned in the run; malloc's objects all XC_NOORD), 0
 *     null.
 *   - The behaviour comes from the declaration alone, never from the call
 *     site's attributes: a transformation may drop or weaken those (and
 *     the target's callee must be the source's).  A call site's promise
 *     that the modelled callee breaks (memory(...), a parameter's
 *     readonly, writeonly or readnone, willreturn, noreturn) is UB
 *     (xcall_callsite_broken; vm_compile.c emits the noreturn check).
 *   - A callee that writes inaccessible memory it cannot read, and no
 *     memory but through its arguments (memory(inaccessiblemem: write,
 *     argmem: read)), is a function of its arguments and the bytes it
 *     reads, as a pure one, and an event; a call right after an equal one
 *     of the same thread (same arguments, same bytes read) writes what the
 *     first wrote and is not recorded again (XC_IDEM), so LLVM may merge
 *     the two.
 *   - An event may not return: for one call in XC_ABORT_ONE (a hash of the
 *     seed, the callee, the thread and the position) it ends the run as
 *     abort would (a trap, which the target must reach too), and always
 *     for a declaration marked noreturn; never with willreturn on the
 *     declaration.  Where the call site or the calling function promises
 *     willreturn, that is UB.  So UB moved above a call that may not
 *     return is found, and a call dropped before unreachable too.
 * Quiet callees (InterpInput.callees, INTERP_CALLEES_QUIET): the model
 * above is one behaviour a callee may have; a transformation must be
 * correct for every one.  A quiet callee is another: it accesses no memory
 * through its arguments (a poison pointer argument is then no UB: it is
 * passed, and recorded, as poison) and returns edge values: each integer
 * or FP lane 0 (2 hashes in 8), 1, all ones or a signed extreme (1 each);
 * a pointer null for 1 hash in 4, one byte into its new object for
 * another (a result that breaks the declaration's align, nonnull or
 * dereferenceable is poison, as for any call), else for 1 in 4 its first
 * pointer argument that is not nocapture.  So a transformation that
 * relies on a call-site nonnull or align of a pointer the callee may
 * never use, or on a result being as the declaration says, is found.
 * Its calls are events, or not, as above; its byval copies are made.
 * The C library: a declaration with a C library name and its C signature
 * has its C meaning, not the model above (none is an event):
 *   memcpy, memmove, memset   the llvm.mem* operations (vm_compile.c emits
 *                             them), returning the destination;
 *   malloc(n), calloc(k, n)   a new object (MEM_HEAP) of uninitialised
 *                             (poison) or zero bytes; null for size 0,
 *                             for more than XC_HEAPMAX bytes and when k * n
 *                             overflows (allowed: "If the space cannot be
 *                             allocated, a null pointer is returned");
 *   free(p)                   ends the object's life (later accesses are
 *                             UB); null does nothing; any pointer other than
 *                             the start of a live malloc'd object is UB;
 *   memcmp, bcmp(p, q, n)     C specifies the sign only: the difference of
 *                             the first differing bytes as unsigned chars
 *                             (what LLVM expands a 1-byte memcmp to), or
 *                             -1 / 1 in the oracles' second run
 *                             (freeze_ones, interp_nondet: what LLVM folds
 *                             constant ones to), 0 when none; all n bytes of both must be
 *                             readable; a poison byte up to the first
 *                             difference makes the result poison;
 *   strlen(s)                 the bytes before the first zero byte (a poison
 *                             byte before it: poison; no zero inside the
 *                             object: UB, as the read past its end);
 *   ffs, ffsl, ffsll(x)       1 + the index of x's lowest set bit, 0 for 0.
 * Any other function LLVM knows by name (libnames.def) is unsupported:
 * LLVM transforms calls of them by their meaning.
 * A poison size or pointer argument of these is UB.
 */
#include <stdlib.h>
#include <string.h>

#include "vm.h"
#include "inout.h"
#include "xcall.h"

enum {
  XC_MAXCALLS = 1u << 16, XC_PTRBYTES = 16, XC_HEAPMAX = 1u << 20, XC_ABORT_ONE = 16,
  XC_RETDEF = 64, XC_RETMAX = 4096, XC_MEMOMAX = 1u << 12, XC_NOORD = 0xffffffffu
};

#define POISON_PTR_WHY "a poison pointer passed to a function without a body that may access memory through it"

static bool is_ptr(const IrModule *m, IrType t) { return ir_ty(m, t)->kind == IR_TPTR; }

/* Bytes one argument takes in a call record. */
static uint32_t arg_bytes(const IrModule *m, IrType t) {
  return is_ptr(m, t) ? XC_PTRBYTES : (uint32_t)ir_type_store_size(m, t);
}

bool xcall_type_ok(const IrModule *m, IrType t, bool ret) {
  if (ret && t == IR_VOID) return true;
  const IrTypeInfo *ti = ir_ty(m, t);
  if (ti->kind == IR_TPTR) return !ret || ti->as == IR_AS_GENERIC || ti->as == IR_AS_GLOBAL;
  IrType e = ir_type_scalar(m, t);
  if (!ir_type_is_int(m, e) && !ir_type_is_fp(m, e)) return false;
  return ir_ty(m, e)->bits <= 64;
}

static void put64(uint8_t *b, uint64_t v) {
  for (int i = 0; i < 8; i++) b[i] = (uint8_t)(v >> (8 * i));
}

/* The 16-byte record of pointer addr in address space as. */
static void ptr_record(InterpProg *p, uint64_t addr, unsigned as, uint8_t *b) {
  uint64_t off = 0, kind = 5, index = 0;
  uint32_t id = addr ? mem_obj_at(p->mem, addr, as, &off) : 0;
  if (!addr) kind = 0, off = 0;
  else if (!id) off = addr;
  else {
    const MemObj *o = &((const MemHot *)(const void *)p->mem)->objs[id - 1];
    switch (o->kind) {
    case MEM_PARAM: kind = 1, index = o->index; break;
    case MEM_GLOBAL: kind = 2, index = o->index; break;
    case MEM_SHARED: kind = o->is_global ? 2 : 3, index = o->is_global ? o->index : 0; break;
    case MEM_HEAP: kind = 6, index = o->index; break;
    default: kind = 4; break;
    }
  }
  put64(b, kind | index << 8);
  put64(b + 8, off);
}

/* How the callee may access memory through a pointer argument under
 * memory attributes fa (IR_A_*, IR_FA_*): XA_READ | XA_WRITE. */
static uint32_t fn_arg_access(uint32_t fa) {
  if (fa & IR_A_NOMEM) return 0;
  if (fa & IR_FA_MEMMIXED) return (fa & IR_FA_ARG_R ? XA_READ : 0) | (fa & IR_FA_ARG_W ? XA_WRITE : 0);
  if (fa & (IR_A_READS | IR_A_WRITES)) return (fa & IR_A_READS ? XA_READ : 0) | (fa & IR_A_WRITES ? XA_WRITE : 0);
  return XA_READ | XA_WRITE;  /* no memory attribute: any access */
}

/* A parameter's own promise (readnone, readonly, writeonly) and its
 * dereferenceable size applied to access word *acc / window *win. */
static void param_access(const IrParam *pa, uint32_t *acc, uint64_t *win) {
  if (pa->attrs & IR_PA_READNONE) *acc = 0;
  if (pa->attrs & IR_PA_READONLY) *acc &= ~(uint32_t)XA_WRITE;
  if (pa->attrs & IR_PA_WRITEONLY) *acc &= ~(uint32_t)XA_READ;
  uint64_t d = pa->deref > pa->deref_or_null ? pa->deref : pa->deref_or_null;
  if (d > *win) *win = d;
}

uint32_t xcall_arg_access(const IrModule *m, const IrFunc *cf, uint32_t k) {
  if (k >= cf->nparams || !is_ptr(m, cf->params[k].type)) return 0;
  /* speculatable: no effects and no UB, so no access (LLVM may hoist it
   * where a pointer is not yet valid) */
  if (cf->fattrs & IR_A_SPEC) return 0;
  const IrParam *pa = &cf->params[k];
  if (pa->byval != IR_VOID) {  /* a copy of the type's bytes, the callee's own: it reads them */
    uint64_t sz = ir_type_alloc_size(m, pa->byval);
    return sz ? XA_READ | XA_BYVAL | (uint32_t)(sz < XA_WINMAX ? sz : XA_WINMAX) << XA_SHIFT : XA_BYVAL;
  }
  uint32_t acc = fn_arg_access(cf->fattrs);
  uint64_t win = 0;
  param_access(&cf->params[k], &acc, &win);
  if (!acc) return 0;
  if (win == 0) win = 1;
  if (win > XA_WINMAX) win = XA_WINMAX;
  return acc | (uint32_t)win << XA_SHIFT;
}

bool xcall_is_idem(uint32_t fa) {
  return (fa & IR_FA_MEMMIXED) && (fa & IR_FA_INACC) && !(fa & (IR_FA_INACC_R | IR_FA_OTH_R | IR_FA_OTH_W));
}

bool xcall_is_event(uint32_t fa) {
  bool quiet = (fa & IR_A_NOMEM) || ((fa & IR_A_READS) && !(fa & IR_A_WRITES) && !(fa & IR_FA_MEMMIXED)) ||
               (fa & IR_FA_ARGMEMONLY) || ((fa & IR_FA_MEMMIXED) && !(fa & (IR_FA_INACC | IR_FA_OTH_W)));
  return !quiet;
}

const char *xcall_callsite_broken(const IrModule *m, const IrFunc *cf, const IrInst *in, bool event) {
  if (event && !xcall_is_event(in->cfattrs))
    return "a call site's memory attributes allow no I/O, which the function without a body (by its declaration) may do";
  for (uint32_t k = 0; k < cf->nparams; k++) {
    uint32_t acc = xcall_arg_access(m, cf, k) & (XA_READ | XA_WRITE), cs = fn_arg_access(in->cfattrs);
    IrParam pa;
    uint64_t win = 0;
    if (ir_call_attrs(m, in->cattrs, k + 1, &pa)) param_access(&pa, &cs, &win);
    if (acc & ~cs)
      return "a call site's attributes forbid an access through a pointer argument that the function without a "
             "body (by its declaration) makes";
  }
  return NULL;
}

/* The argument bytes of the call (e: its ext record), then the bytes the
 * callee reads through its pointer arguments, into p->scratch /
 * p->scratchp.  *n: their count.  0, VM_RC_OOM or VM_RC_UB (*why). */
/* Whether the callee reads through an argument of access word acc: a
 * quiet callee reads only its byval copies (the call makes them). */
static bool reads(const InterpProg *p, uint32_t acc) {
  return (acc & XA_READ) && (!p->xquiet || (acc & XA_BYVAL));
}

static int encode_args(InterpProg *p, const uint32_t *e, const uint64_t *R, const uint8_t *P, const MemWho *who,
                       uint32_t *n, const char **why) {
  const IrModule *m = p->m;
  uint32_t nargs = e[0], total = 0;
  for (uint32_t k = 0; k < nargs; k++) {
    const uint32_t *a = e + 2 + XC_ARGW * k;
    total += arg_bytes(m, a[1]);
    if (reads(p, a[2])) total += a[2] >> XA_SHIFT;
  }
  if (!vm_scratch(p, total)) return VM_RC_OOM;
  uint32_t at = 0;
  for (uint32_t k = 0; k < nargs; k++) {
    const uint32_t *a = e + 2 + XC_ARGW * k;
    uint32_t s = a[0];
    IrType t = a[1];
    if (is_ptr(m, t) && (a[2] & XA_BYVAL)) {  /* the callee's copy: kind 7 */
      memset(p->scratch + at, 0, XC_PTRBYTES);
      p->scratch[at] = 7;
      memset(p->scratchp + at, P[s] ? 1 : 0, XC_PTRBYTES);
      at += XC_PTRBYTES;
    } else if (is_ptr(m, t)) {
      ptr_record(p, R[s], ir_ty(m, t)->as, p->scratch + at);
      memset(p->scratchp + at, P[s] ? 1 : 0, XC_PTRBYTES);
      at += XC_PTRBYTES;
    } else {
      vm_encode(m, t, R + s, P + s, p->scratch + at, p->scratchp + at);
      at += arg_bytes(m, t);
    }
  }
  for (uint32_t k = 0; k < nargs; k++) {
    const uint32_t *a = e + 2 + XC_ARGW * k;
    uint32_t w = a[2] >> XA_SHIFT;
    if (!reads(p, a[2])) continue;
    if (P[a[0]]) return *why = POISON_PTR_WHY, VM_RC_UB;
    if (!R[a[0]] && (a[2] & XA_BYVAL)) return *why = "a null byval argument (its copy is made from it)", VM_RC_UB;
    if (!R[a[0]]) {  /* null: nothing read, the window's bytes zero */
      memset(p->scratch + at, 0, w);
      memset(p->scratchp + at, 0, w);
    } else if (mem_load(p->mem, R[a[0]], ir_ty(m, a[1])->as, w, 1, p->scratch + at, p->scratchp + at, who, why)) {
      return VM_RC_UB;
    }
    at += w;
  }
  *n = total;
  return 0;
}

/* The callee's writes through its pointer arguments (after its reads):
 * each window filled with bytes of hash h, the argument's index and the
 * byte's position; poison bytes when poison (a function of its arguments
 * given a poison one). */
static int write_args(InterpProg *p, const uint32_t *e, const uint64_t *R, const uint8_t *P, uint64_t h,
                      bool poison, const MemWho *who, const char **why) {
  uint8_t buf[XA_WINMAX], pz[XA_WINMAX];
  memset(pz, poison, sizeof pz);
  for (uint32_t k = 0; k < e[0]; k++) {
    const uint32_t *a = e + 2 + XC_ARGW * k;
    uint32_t w = a[2] >> XA_SHIFT;
    if (!(a[2] & XA_WRITE) || p->xquiet) continue;
    if (P[a[0]]) return *why = POISON_PTR_WHY, VM_RC_UB;
    if (!R[a[0]]) continue;
    ir_hash_fill(buf, w, ir_mix64(h ^ (uint64_t)(k + 1) << 40));
    if (mem_store(p->mem, R[a[0]], ir_ty(p->m, a[1])->as, w, 1, buf, poison ? pz : NULL, 0, who, why)) return VM_RC_UB;
  }
  return 0;
}

/* A new object of size bytes aligned to al, its bytes from hash h, as the
 * next object a function without a body returned in the run (MemObj.index
 * its ordinal; malloc's objects have XC_NOORD: LLVM may delete a malloc,
 * so their order means nothing); *addr its address in address space as. */
static int new_object(InterpProg *p, uint32_t size, uint32_t al, uint64_t h, unsigned as, uint64_t *addr,
                      const char **why) {
  uint8_t buf[XC_RETMAX];
  ir_hash_fill(buf, size, h);
  uint32_t obj = mem_obj_new(p->mem, MEM_HEAP, IR_AS_GENERIC, size, al, p->nheap, buf, NULL);
  if (!obj) return mem_over_budget(p->mem) ? (*why = MEM_BUDGET_WHY, VM_RC_LIMIT) : VM_RC_OOM;
  p->nheap++;
  *addr = mem_addr(p->mem, obj, 0, as);
  return 0;
}

/* The pointer result of call of g (hash h): for an event a new object;
 * for a pure call the object of hash h, made on its first call. */
static int ptr_result(InterpProg *p, const IrFunc *g, IrType rt, uint64_t h, bool pure, const uint32_t *e,
                      const uint64_t *R, const uint8_t *P, uint64_t *res, const char **why) {
  uint64_t size = g->ret_deref > g->ret_deref_or_null ? g->ret_deref : g->ret_deref_or_null;
  size = size ? size : XC_RETDEF;
  if (size > XC_RETMAX) size = XC_RETMAX;
  uint32_t al = g->ret_align > 16 && g->ret_align <= XC_RETMAX ? g->ret_align : 16;
  unsigned as = ir_ty(p->m, rt)->as;
  /* a quiet callee: null for one hash in 4, one byte into the object for
   * another (so return attributes it breaks make the result poison) */
  unsigned pick = p->xquiet ? (unsigned)(ir_mix64(h ^ 0x71) % 4) : 2;
  if (pick == 0) return *res = 0, 0;
  /* and for another hash in 4 its first pointer argument of the result's
   * address space that it may capture (a callee may return what it was
   * given) */
  if (p->xquiet && ir_mix64(h ^ 0x72) % 4 == 0)
    for (uint32_t k = 0; k < e[0] && k < g->nparams; k++) {
      const uint32_t *a = e + 2 + XC_ARGW * k;
      if (is_ptr(p->m, a[1]) && ir_ty(p->m, a[1])->as == as && !(a[2] & XA_BYVAL) && !P[a[0]] &&
          !(g->params[k].attrs & IR_PA_NOCAPTURE))
        return *res = R[a[0]], 0;
    }
  uint64_t off = pick == 1;  /* bytes into the object */
  if (pure) {
    for (uint32_t i = 0; i < p->nxmemo; i++)
      if (p->xmemo[i].h == h) {
        uint32_t obj = p->xmemo[i].obj;
        *res = mem_addr(p->mem, obj, off, as);
        return 0;
      }
    if (p->nxmemo >= XC_MEMOMAX) return *why = "unsupported: more than 4096 distinct pointer results of pure functions without a body", VM_RC_UNSUPP;
    if (!vm_grow(p->ctx, (void **)&p->xmemo, &p->capxmemo, (uint64_t)p->nxmemo + 1, sizeof *p->xmemo)) return VM_RC_OOM;
  }
  int rc = new_object(p, (uint32_t)size, al, h, as, res, why);
  if (rc) return rc;
  uint64_t at;
  if (pure) {
    p->xmemo[p->nxmemo].h = h;
    p->xmemo[p->nxmemo++].obj = mem_obj_at(p->mem, *res, as, &at);
  }
  *res += off;
  return 0;
}

static bool record_call(InterpProg *p, VmThread *t, uint32_t func, uint64_t nh, uint32_t n) {
  if (!vm_grow(p->ctx, (void **)&p->calls, &p->capcalls, (uint64_t)p->ncalls + 1, sizeof *p->calls) ||
      !vm_grow(p->ctx, (void **)&p->cpool, &p->capcpool, (uint64_t)p->ncpool + 2 * (uint64_t)n, 1))
    return false;
  InterpCall *c = &p->calls[p->ncalls++];
  c->block = p->blin, c->thread = t->lin, c->seq = t->xseq, c->func = func, c->name_hash = nh;
  c->off = p->ncpool, c->size = n;
  t->xlast = p->ncalls;
  if (n) {  /* a call without arguments may come before any pool exists */
    memcpy(p->cpool + p->ncpool, p->scratch, n);
    memcpy(p->cpool + p->ncpool + n, p->scratchp, n);
    p->ncpool += 2 * n;
  }
  return true;
}

/* The result slots a.. of type rt from hash h: every lane its own bits,
 * masked to its width, defined; a scalar integer with a range(lo, hi) on
 * the declaration mapped into it. */
static void fill_result(const InterpProg *p, const IrFunc *g, IrType rt, uint64_t h, uint64_t *R, uint8_t *P) {
  const IrModule *m = p->m;
  IrType et = ir_type_scalar(m, rt);
  unsigned w = ir_ty(m, et)->bits;
  uint32_t n = ir_type_lanes(m, rt);
  for (uint32_t j = 0; j < n; j++) {
    uint64_t s = h + j, v = ir_splitmix64(&s);
    if (p->xquiet) {  /* edge values for 6 hashes in 8, 0 for 2 of them */
      uint64_t top = (uint64_t)1 << (w - 1);
      uint64_t edge[] = {0, 0, 1, ~(uint64_t)0, top, top - 1};
      if (v % 8 < 6) v = edge[v % 8];
    }
    R[j] = v & ir_mask(w);
    P[j] = 0;
  }
  if (n == 1 && ir_type_is_int(m, rt) && g->ret_range.bits) {
    const IrConst *c = ir_const(m, g->ret_range);
    if (c->n == 2) {
      uint64_t lo = ir_const(m, ir_const_elem(m, c, 0))->lo, hi = ir_const(m, ir_const_elem(m, c, 1))->lo;
      uint64_t span = (hi - lo) & ir_mask(w);
      if (span) R[0] = (lo + R[0] % span) & ir_mask(w);
    }
  }
}

static int vm_libc(InterpProg *p, VmThread *t, const VmFunc *F, const VmIns *ip, uint64_t *R, uint8_t *P,
                   const char **why);

int vm_xcall(InterpProg *p, VmThread *t, const VmFunc *F, const VmIns *ip, uint64_t *R, uint8_t *P,
             const char **why) {
  const IrModule *m = p->m;
  const IrFunc *g = ir_func(m, ip->c);
  const uint32_t *e = F->ext + ip->b;
  uint32_t nargs = e[0], n = 0;
  IrType rt = e[1];
  if (ip->f >= XC_MALLOC) return vm_libc(p, t, F, ip, R, P, why);
  MemWho who = {p->blin, t->lin, F->fidx, F->src[ip - F->code], false};
  bool pure = ip->f == XC_PURE, poison = false;
  for (uint32_t k = 0; k < nargs; k++) {
    uint32_t s = e[2 + XC_ARGW * k], ns = vm_nslots(m, e[3 + XC_ARGW * k]);
    bool pz = false;
    for (uint32_t j = 0; j < ns; j++) pz |= P[s + j] != 0;
    if (pz && k < g->nparams && (g->params[k].attrs & IR_PA_NOUNDEF)) {
      *why = "passing poison to a noundef parameter";
      return 1;
    }
    poison |= pz;
  }
  int rc = encode_args(p, e, R, P, &who, &n, why);
  if (rc) return rc;
  const char *nm = ir_cstr(m, g->name);
  uint64_t nh = ir_fnv1a64(nm, strlen(nm)), h = p->seed ^ nh;
  bool idem = ip->f == XC_IDEM;
  if (pure || idem) {
    for (uint32_t i = 0; i < n; i++) poison |= p->scratchp[i] != 0;  /* bytes read, too */
    if (poison && (g->ret_attrs & IR_PA_NOUNDEF)) {
      *why = "a poison argument (or byte read) to a function without a body whose result is noundef (it may branch on it)";
      return 1;
    }
    for (uint32_t i = 0; i < n; i++) h = ir_mix64(h ^ (uint64_t)p->scratch[i] << (8 * (i & 7)));
    if ((rc = write_args(p, e, R, P, h, poison, &who, why))) return rc;
  }
  if (!pure) {
    /* an idempotent call right after an equal one of the thread is no
     * event of its own (it writes what the first wrote) */
    const InterpCall *last = idem && t->xlast ? &p->calls[t->xlast - 1] : NULL;
    bool again = last && last->func == ip->c && last->size == n &&
                 (!n || (!memcmp(p->cpool + last->off, p->scratch, n) && !memcmp(p->cpool + last->off + n, p->scratchp, n)));
    if (!again) {
      if (p->ncalls >= XC_MAXCALLS) {
        *why = "unsupported: more than 65536 calls of functions without a body";
        return VM_RC_UNSUPP;
      }
      if (!record_call(p, t, ip->c, nh, n)) return VM_RC_OOM;
    }
    if (!idem) {
      h = ir_mix64(h ^ ir_mix64((uint64_t)p->blin << 32 | t->lin) ^ (uint64_t)t->xseq << 1);
      if ((rc = write_args(p, e, R, P, h, false, &who, why))) return rc;
    }
    if (!again) t->xseq++;
    /* the call does not return (abort, exit, a loop) */
    if (!(g->fattrs & IR_A_WILLRET) && ((g->fattrs & IR_FA_NORETURN) || ir_mix64(h ^ 0xab) % XC_ABORT_ONE == 0)) {
      if (ip->d & (XD_CS_WILLRET | XD_CALLER_WILLRET)) {
        *why = ip->d & XD_CS_WILLRET ? "a call marked willreturn of a function without a body that does not return"
                                     : "a function marked willreturn calls a function without a body that does not return";
        return VM_RC_UB;
      }
      *why = g->fattrs & IR_FA_NORETURN ? "a function without a body marked noreturn: the run ends as abort would end it"
                                        : "a function without a body ends the run as abort would (one call in 16)";
      return VM_RC_TRAP;
    }
  }
  if (ip->a == VM_NONE) return 0;
  if ((pure || idem) && poison) {
    memset(P + ip->a, 1, vm_nslots(m, rt));
    return 0;
  }
  if (is_ptr(m, rt)) {
    P[ip->a] = 0;
    return ptr_result(p, g, rt, ir_mix64(h ^ 0x5a), pure || idem, e, R, P, R + ip->a, why);
  }
  fill_result(p, g, rt, ir_mix64(h), R + ip->a, P + ip->a);
  return 0;
}

/* ------------------------------------------------------------------ */
/* The C library                                                        */

static bool sig(const IrModule *m, const IrFunc *f, const char *want) {
  /* want: result then parameters, 'p' ptr, 'l' i64, 'i' i32, 'v' void */
  size_t n = strlen(want);
  if (f->nparams + 1 != n || f->vararg) return false;
  for (size_t k = 0; k < n; k++) {
    IrType t = k ? f->params[k - 1].type : f->ret;
    bool ok = want[k] == 'p' ? is_ptr(m, t) && ir_ty(m, t)->as == IR_AS_GENERIC : want[k] == 'l' ? t == IR_I64 : want[k] == 'i' ? t == IR_I32 : t == IR_VOID;
    if (!ok) return false;
  }
  return true;
}

unsigned xcall_libc(const IrModule *m, const IrFunc *f) {
  static const struct { const char *name, *sig; unsigned kind; } lib[] = {
    {"malloc", "pl", XC_MALLOC}, {"calloc", "pll", XC_CALLOC}, {"free", "vp", XC_FREE},
    {"memcmp", "ippl", XC_MEMCMP}, {"bcmp", "ippl", XC_BCMP}, {"strlen", "lp", XC_STRLEN},
    {"memcpy", "pppl", XC_MEMCPY}, {"memmove", "pppl", XC_MEMMOVE}, {"memset", "ppil", XC_MEMSET},
    {"ffs", "ii", XC_FFS}, {"ffsl", "il", XC_FFS}, {"ffsll", "il", XC_FFS},
  };
  const char *nm = ir_cstr(m, f->name);
  for (size_t k = 0; k < sizeof lib / sizeof lib[0]; k++)
    if (!strcmp(nm, lib[k].name) && sig(m, f, lib[k].sig)) return lib[k].kind;
  return XC_EVENT;
}

static int name_cmp(const void *k, const void *e) { return strcmp(k, *(const char *const *)e); }

bool xcall_libname(const IrModule *m, const IrFunc *f) {
  static const char *const names[] = {
#define LIBNAME(s) s,
#include "libnames.def"
#undef LIBNAME
  };
  if (m->triple && !strncmp(ir_cstr(m, m->triple), "nvptx", 5)) return false;
  return bsearch(ir_cstr(m, f->name), names, sizeof names / sizeof names[0], sizeof names[0], name_cmp) != NULL;
}

static int xc_alloc(InterpProg *p, uint64_t size, bool zero, const MemWho *who, uint64_t *addr, const char **why) {
  *addr = 0;
  if (size == 0 || size > XC_HEAPMAX) return 0;
  uint32_t obj = mem_obj_new(p->mem, MEM_HEAP, IR_AS_GENERIC, size, 16, XC_NOORD, NULL, NULL);
  if (!obj) return mem_over_budget(p->mem) ? (*why = MEM_BUDGET_WHY, VM_RC_LIMIT) : VM_RC_OOM;
  *addr = mem_addr(p->mem, obj, 0, IR_AS_GENERIC);
  return zero && mem_fill(p->mem, *addr, IR_AS_GENERIC, 0, false, size, who, why) ? VM_RC_UB : 0;
}

static int xc_free(InterpProg *p, uint64_t addr, const char **why) {
  if (!addr) return 0;
  uint64_t off;
  uint32_t id = mem_obj_at(p->mem, addr, IR_AS_GENERIC, &off);
  const MemObj *o = id ? &((const MemHot *)(const void *)p->mem)->objs[id - 1] : NULL;
  if (!o || o->kind != MEM_HEAP || off) return *why = "free of a pointer that malloc or calloc did not return", VM_RC_UB;
  if (!o->live) return *why = "free of an object already freed", VM_RC_UB;
  mem_obj_kill(p->mem, id);
  return 0;
}

/* memcmp / bcmp: *res and *pz. */
static int xc_memcmp(InterpProg *p, uint64_t a, uint64_t b, uint64_t n, const MemWho *who, uint64_t *res, bool *pz,
                     const char **why) {
  *res = 0, *pz = false;
  if (n == 0) return 0;
  if (n > XC_HEAPMAX * 64ull) return *why = MEM_BUDGET_WHY, VM_RC_LIMIT;
  if (!vm_scratch(p, 2 * n)) return VM_RC_OOM;
  uint8_t *x = p->scratch, *y = p->scratch + n, *xp = p->scratchp, *yp = p->scratchp + n;
  if (mem_load(p->mem, a, IR_AS_GENERIC, (uint32_t)n, 1, x, xp, who, why) ||
      mem_load(p->mem, b, IR_AS_GENERIC, (uint32_t)n, 1, y, yp, who, why))
    return VM_RC_UB;
  for (uint64_t i = 0; i < n; i++) {
    if (xp[i] || yp[i]) { *pz = true; break; }
    if (x[i] != y[i]) {
      int d = (int)x[i] - (int)y[i];
      if (p->opts.freeze_ones) d = d < 0 ? -1 : 1;  /* the other choice (interp_nondet) */
      *res = (uint64_t)d & 0xffffffffu;
      break;
    }
  }
  return 0;
}

static int xc_strlen(InterpProg *p, uint64_t s, const MemWho *who, uint64_t *res, bool *pz, const char **why) {
  *pz = false;
  for (uint64_t i = 0;; i++) {
    uint8_t b, bp;
    if (mem_load(p->mem, s + i, IR_AS_GENERIC, 1, 1, &b, &bp, who, why)) return VM_RC_UB;
    if (bp) { *pz = true, *res = 0; return 0; }
    if (!b) { *res = i; return 0; }
  }
}

static int vm_libc(InterpProg *p, VmThread *t, const VmFunc *F, const VmIns *ip, uint64_t *R, uint8_t *P,
                   const char **why) {
  const uint32_t *e = F->ext + ip->b;
  uint32_t nargs = e[0];
  MemWho who = {p->blin, t->lin, F->fidx, F->src[ip - F->code], false};
  for (uint32_t k = 0; k < nargs; k++)
    if (P[e[2 + XC_ARGW * k]]) return *why = "a poison argument to a C library function", VM_RC_UB;
  uint64_t a0 = nargs > 0 ? R[e[2]] : 0, a1 = nargs > 1 ? R[e[2 + XC_ARGW]] : 0,
           a2 = nargs > 2 ? R[e[2 + 2 * XC_ARGW]] : 0, res = 0;
  bool pz = false;
  int rc = 0;
  switch (ip->f) {
  case XC_MALLOC: rc = xc_alloc(p, a0, false, &who, &res, why); break;
  case XC_CALLOC: {
    uint64_t size;
    if (__builtin_mul_overflow(a0, a1, &size)) size = 0;
    rc = xc_alloc(p, size, true, &who, &res, why);
    break;
  }
  case XC_FREE: rc = xc_free(p, a0, why); break;
  case XC_MEMCMP: case XC_BCMP: rc = xc_memcmp(p, a0, a1, a2, &who, &res, &pz, why); break;
  case XC_FFS: res = a0 ? (uint64_t)__builtin_ctzll(a0) + 1 : 0; break;
  default: rc = xc_strlen(p, a0, &who, &res, &pz, why); break;
  }
  if (rc || ip->a == VM_NONE) return rc;
  R[ip->a] = pz ? 0 : res;
  P[ip->a] = pz;
  return 0;
}

/* ------------------------------------------------------------------ */
/* Results                                                              */

static int call_order(const void *a, const void *b) {
  const InterpCall *x = a, *y = b;
  if (x->block != y->block) return x->block < y->block ? -1 : 1;
  if (x->thread != y->thread) return x->thread < y->thread ? -1 : 1;
  return x->seq < y->seq ? -1 : x->seq > y->seq;
}

IrStatus xcall_observe(InterpProg *p, InterpResult *r) {
  if (!p->ncalls) return IR_OK;
  size_t cs = (size_t)p->ncalls * sizeof *r->calls;
  uint8_t *blk = ir_alloc(p->ctx, NULL, 0, cs + p->ncpool);
  if (!blk) return ir_error(p->ctx, IR_ENOMEM, NULL, 0, 0, "out of memory");
  r->calls = (InterpCall *)(void *)blk;
  r->call_bytes = blk + cs;
  r->ncalls = p->ncalls;
  r->call_nbytes = p->ncpool;
  memcpy(r->calls, p->calls, cs);
  if (p->ncpool) memcpy(r->call_bytes, p->cpool, p->ncpool);
  qsort(r->calls, r->ncalls, sizeof *r->calls, call_order);
  return IR_OK;
}

void xcall_result_free(IrCtx *c, InterpResult *r) {
  if (r->calls) ir_alloc(c, r->calls, (size_t)r->ncalls * sizeof *r->calls + r->call_nbytes, 0);
  r->calls = NULL;
  r->call_bytes = NULL;
  r->ncalls = r->call_nbytes = 0;
}

/* Whether target call tc refines source call sc: the same thread,
 * position and callee, and every argument byte the source defined equal
 * and defined in the target (alt: the source's other run; a byte that
 * differs there is don't care). */
static bool call_refines(const InterpResult *s, const InterpCall *sc, const InterpResult *a, const InterpCall *ac,
                         const InterpResult *t, const InterpCall *tc) {
  if (sc->block != tc->block || sc->thread != tc->thread || sc->seq != tc->seq || sc->name_hash != tc->name_hash ||
      sc->size != tc->size)
    return false;
  const uint8_t *sb = s->call_bytes + sc->off, *sp = sb + sc->size;
  const uint8_t *tb = t->call_bytes + tc->off, *tp = tb + tc->size;
  const uint8_t *ab = ac ? a->call_bytes + ac->off : NULL;
  for (uint32_t i = 0; i < sc->size; i++) {
    if (sp[i] || (ab && ab[sc->size + i])) continue;
    /* a byte the source's other run makes differently (freeze, a NaN's
     * payload) is any defined value: the target's may differ, not be
     * poison (as result.c view_differs) */
    if (ab && ab[i] != sb[i]) {
      if (tp[i]) return false;
      continue;
    }
    if (tp[i] || tb[i] != sb[i]) return false;
  }
  return true;
}

bool xcall_differ(const InterpResult *src, const InterpResult *alt, const InterpResult *tgt, int32_t *at) {
  bool same_shape = alt && alt->ncalls == src->ncalls;
  for (uint32_t k = 0; same_shape && k < src->ncalls; k++)
    same_shape = alt->calls[k].name_hash == src->calls[k].name_hash && alt->calls[k].size == src->calls[k].size;
  uint32_t n = src->ncalls < tgt->ncalls ? src->ncalls : tgt->ncalls;
  for (uint32_t k = 0; k < n; k++)
    if (!call_refines(src, &src->calls[k], alt, same_shape ? &alt->calls[k] : NULL, tgt, &tgt->calls[k])) {
      *at = (int32_t)k;
      return true;
    }
  if (src->ncalls != tgt->ncalls) {
    *at = (int32_t)n;
    return true;
  }
  return false;
}

/* ------------------------------------------------------------------ */
/* Printing                                                             */

void interp_call_print(FILE *out, const IrModule *m, const InterpResult *r, uint32_t k) {
  const InterpCall *c = &r->calls[k];
  const IrFunc *g = c->func < m->nfuncs ? ir_func(m, c->func) : NULL;
  char name[300] = "@?";
  if (g) interp_fmt_name(name, sizeof name, ir_cstr(m, g->name));
  fprintf(out, "call %u of thread %u of block %u: %s(", c->seq, c->thread, c->block, name);
  const uint8_t *b = r->call_bytes + c->off, *pz = b + c->size;
  uint32_t at = 0;
  for (uint32_t k2 = 0; g && k2 < g->nparams && at < c->size; k2++) {
    IrType t = g->params[k2].type;
    uint32_t n = arg_bytes(m, t);
    char ts[64], v[80];
    ir_type_str(m, t, ts, sizeof ts);
    bool p = false;
    for (uint32_t i = 0; i < n && at + i < c->size; i++) p |= pz[at + i] != 0;
    if (p) snprintf(v, sizeof v, "poison");
    else if (is_ptr(m, t)) {
      static const char *const kinds[] = {"null", "param", "global", "shared", "stack", "address", "returned", "byval copy"};
      uint64_t kx = 0, off = 0;
      for (int i = 7; i >= 0; i--) kx = kx << 8 | b[at + i], off = off << 8 | b[at + 8 + i];
      unsigned kind = (unsigned)(kx & 0xff) <= 7 ? (unsigned)(kx & 0xff) : 5;
      if (kind == 0 || kind == 7) snprintf(v, sizeof v, "%s", kinds[kind]);
      else if (kind == 6 && (kx >> 8) == XC_NOORD) snprintf(v, sizeof v, "malloc'd + %llu", (unsigned long long)off);
      else if (kind == 1 || kind == 2 || kind == 6)
        snprintf(v, sizeof v, "%s %llu + %llu", kinds[kind], (unsigned long long)(kx >> 8), (unsigned long long)off);
      else snprintf(v, sizeof v, "%s + %llu", kinds[kind], (unsigned long long)off);
    } else if (ir_type_is_vec(m, t) || at + n > c->size) snprintf(v, sizeof v, "<%u bytes>", n);
    else interp_fmt_scalar(v, sizeof v, m, t, b + at);
    fprintf(out, "%s%s %s", k2 ? ", " : "", ts, v);
    at += n;
  }
  fputs(")", out);
  if (at < c->size) {  /* the bytes it read through its pointer arguments (xx: poison) */
    fputs(" reading", out);
    for (; at < c->size; at++) {
      if (pz[at]) fputs(" xx", out);
      else fprintf(out, " %02x", b[at]);
    }
  }
  fputs("\n", out);
}

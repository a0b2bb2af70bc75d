/* core/interp/mem.h -- the interpreter's memory model (private to
 * core/interp): objects with bounds per address space, byte-level contents
 * with poison bytes, pointer encoding, lifetimes, data-race detection, and
 * the observation of the final state.
 *
 * Contract (implemented in mem.c, documented there in full):
 * - Every allocation is an object with an id (1..), a size, an alignment,
 *   an address space and a liveness flag.  Parameters' buffers and non-
 *   constant globals of address spaces 0/1 are observable at the end.
 * - Addresses are integers: a 64-bit pointer is (object id << 32 | offset);
 *   a pointer in address space 3 is 32 bits: (shared slot << 24 | offset),
 *   where the slot is the object's index among the block's shared objects
 *   (1..255, offsets below 16 MiB).  Null is 0 in every space.  An address
 *   that names no live object, or lands outside it, is UB on access
 *   (out-of-bounds, use-after-scope, null); so is an access not aligned to
 *   the alignment the instruction states.
 * - Shared memory (address space 3) has one instance per block: mem_block_
 *   begin gives the next block fresh contents (its initializer, or poison).
 *   Allocas belong to one thread and die when their function returns or at
 *   llvm.lifetime.end.
 * - Races: within a block, two accesses by different threads to the same
 *   byte with no barrier between them (a block barrier, or a warp barrier
 *   bar.warp.sync of both threads), at least one a write and not both
 *   atomic, are UB ("data race"; PTX memory model: a plain access racing
 *   with an atomic write is a race too).  Local memory is per thread.
 *   Different blocks never synchronize, so conflicting non-atomic accesses
 *   from two blocks to global memory are races too.
 * - Mem objects are reused across runs (mem_reset) so that repeated runs do
 *   not grow memory.
 */
#ifndef PASSCHECK_INTERP_MEM_H
#define PASSCHECK_INTERP_MEM_H

#include <string.h>

#include "interp.h"

typedef struct Mem Mem;

enum { MEM_OK = 0, MEM_UB = 1 };

/* Who performs an access (for races and for the last-writer record). */
typedef struct MemWho {
  uint32_t block;      /* linear block id */
  uint32_t thread;     /* linear thread id within the block */
  uint32_t func;       /* function index */
  IrId inst;           /* instruction id */
  bool atomic;         /* atomic accesses never race with each other */
} MemWho;

/* Kinds of objects (for observation and messages). */
enum { MEM_PARAM, MEM_GLOBAL, MEM_SHARED, MEM_ALLOCA, MEM_BYVAL, MEM_HEAP /* malloc, calloc (xcall.c) */ };

Mem *mem_new(IrCtx *c, const IrModule *m, bool races);
void mem_free(Mem *mm);
/* Drops every object; keeps the allocated capacity for the next run. */
void mem_reset(Mem *mm);
/* Whether an allocation since the last mem_reset failed for the budget
 * (MEM_BUDGET) rather than for host memory. */
bool mem_over_budget(const Mem *mm);

/* The grid of the run (optional; kept across mem_reset): race reports then
 * name threads and blocks as (x,y,z), dynamic shared memory grows with the
 * block, and a grid of one thread in all skips race tracking (no other
 * thread to race with). */
void mem_set_grid(Mem *mm, const InterpGrid *g);
/* What globals defined elsewhere (declarations without an initializer,
 * but for shared memory) hold: bytes of the run's seed, or poison (mem.c
 * "Globals"); before mem_globals_init. */
void mem_set_extern(Mem *mm, bool bytes, uint64_t seed);
/* Whether address 0 holds an object (the run's function has
 * null_pointer_is_valid); before mem_globals_init. */
void mem_set_null_valid(Mem *mm, bool on);

/* The memory budget of a run: live objects may hold at most this many
 * bytes in all (parameters' buffers, globals, shared memory, allocas). */
#define MEM_BUDGET_MIB 16
#define MEM_BUDGET ((uint32_t)MEM_BUDGET_MIB << 20)
/* The reason a run that exceeds it stops with (status timeout). */
#define MEM_XSTR(x) #x
#define MEM_STR(x) MEM_XSTR(x)
#define MEM_BUDGET_WHY "memory budget exhausted (" MEM_STR(MEM_BUDGET_MIB) " MiB of live objects)"

/* Functions' addresses (mem.c "Functions' addresses"): function fidx's
 * address, an address of no memory object, stable across modules for one
 * name; the function whose address addr is exactly, or IR_NIL (poison is
 * the caller's to check). */
uint64_t mem_func_addr(Mem *mm, uint32_t fidx);
uint32_t mem_func_at(Mem *mm, uint64_t addr);

/* A new object; contents poison (init NULL) or copied from init/init_poison.
 * Returns its id (>= 1), or 0 when out of memory or over the budget
 * (mem_over_budget then tells which).  index:
 * parameter / global index for messages and observation.  align 0: the
 * default of the kind (256 for parameters' buffers, as cudaMalloc). */
uint32_t mem_obj_new(Mem *mm, unsigned kind, unsigned as, uint64_t size, uint32_t align,
                     uint32_t index, const uint8_t *init, const uint8_t *init_poison);
/* Ends an object's lifetime (alloca at return or lifetime.end). */
void mem_obj_kill(Mem *mm, uint32_t obj);
/* Makes object obj read-only: a store to it is UB (a byval copy whose
 * parameter is readonly or readnone: only the argument reaches it). */
void mem_obj_set_ro(Mem *mm, uint32_t obj);
/* Starts a lifetime again (llvm.lifetime.start): contents become poison. */
void mem_obj_revive(Mem *mm, uint32_t obj);
/* Fills a live, writable object with poison (llvm.lifetime.start / end
 * on a pointer that is not an alloca's first byte). */
void mem_obj_poison(Mem *mm, uint32_t obj);
/* The address of byte off of obj in address space as. */
uint64_t mem_addr(Mem *mm, uint32_t obj, uint64_t off, unsigned as);

/* Global variables: created once per run from their initializers (shared
 * ones per block, see mem_block_begin); the address of global g as seen by
 * the current block.  Called first after mem_reset, mem_globals_init gives
 * global g the object id g + 1 (shared globals their slots in order), so a
 * global's address is the same in every run.  Dynamic shared memory (an
 * external addrspace(3) global of size 0) gets max(4 KiB, 16 bytes per
 * thread of the block). */
IrStatus mem_globals_init(Mem *mm);
uint64_t mem_global_addr(Mem *mm, uint32_t g, unsigned as);
/* Gives the next block fresh instances of the shared globals. */
void mem_block_begin(Mem *mm, uint32_t block);
/* Barrier in block: accesses before it no longer race with those after.
 * Call once per barrier, when every thread of the block has arrived. */
void mem_barrier(Mem *mm, uint32_t block);

/* Warp-level barrier (bar.warp.sync) of the threads base + l of the block
 * for the set bits l of group (base: linear id of the warp's lane 0): their
 * accesses before it no longer race with their accesses after it.  Call
 * once per synchronisation, when every thread of group has arrived. */
void mem_warp_sync(Mem *mm, uint32_t base, uint32_t group);

/* Loads size bytes at addr (address space as: 3 means a 32-bit address)
 * into bytes/poison (poison[i] = 1 for a poison byte).  align: the
 * alignment the instruction states (1 if none).  MEM_UB with *why set. */
int mem_load(Mem *mm, uint64_t addr, unsigned as, uint32_t size, uint32_t align, uint8_t *bytes,
             uint8_t *poison, const MemWho *who, const char **why);
/* Stores; fpw is the width in bytes of the FP elements being written (0 if
 * not FP), recorded for NaN-aware comparison. */
int mem_store(Mem *mm, uint64_t addr, unsigned as, uint32_t size, uint32_t align,
              const uint8_t *bytes, const uint8_t *poison, unsigned fpw, const MemWho *who,
              const char **why);
/* Scalar fast paths (the same rules) for n = 1, 2, 4 or 8 bytes holding one
 * little-endian word: *val is 0 and *poison set when any byte is poison; a
 * poison store makes every byte poison. */
int mem_load_word(Mem *mm, uint64_t addr, unsigned as, uint32_t n, uint32_t align, uint64_t *val,
                  bool *poison, const MemWho *who, const char **why);
int mem_store_word(Mem *mm, uint64_t addr, unsigned as, uint32_t n, uint32_t align, uint64_t val, bool poison,
                   unsigned fpw, const MemWho *who, const char **why);
#if defined(__GNUC__)
#define MEM_INLINE static inline __attribute__((always_inline))
#else
#define MEM_INLINE static inline
#endif

/* Inline forms of mem_load_word / mem_store_word for the VM's dispatch
 * loop: the common case (below) is done here, anything else (every check
 * failure and its message, race tracking, sizes and FP widths the word
 * paths do not take, a writer site not yet cached) by the functions above. */
MEM_INLINE int mem_ld_fast(Mem *mm, uint64_t addr, unsigned as, uint32_t n, uint32_t align, uint64_t *val,
                           bool *poison, const MemWho *who, const char **why);
MEM_INLINE int mem_st_fast(Mem *mm, uint64_t addr, unsigned as, uint32_t n, uint32_t align, uint64_t val,
                           bool poison, unsigned fpw, const MemWho *who, const char **why);

/* memcpy / memmove / memset over n bytes (n may be 0). */
int mem_copy(Mem *mm, uint64_t dst, unsigned das, uint64_t src, unsigned sas, uint64_t n,
             const MemWho *who, const char **why);
int mem_fill(Mem *mm, uint64_t dst, unsigned as, uint8_t byte, bool poison, uint64_t n,
             const MemWho *who, const char **why);

/* addrspacecast: the address of the same byte in address space to (poison
 * when that space cannot name it, e.g. a global buffer cast to shared). */
uint64_t mem_cast(Mem *mm, uint64_t addr, unsigned from, unsigned to, bool *poison);
/* nvvm.isspacep.*: whether generic addr points into space as. */
bool mem_in_space(Mem *mm, uint64_t addr, unsigned as);
/* Memory effects of a function (LangRef "Function Attributes", memory(...),
 * readnone, readonly, writeonly, argmemonly: accessing memory otherwise
 * "is undefined behavior"), over the whole execution of a call, callees
 * included.  Objects created during the call (its allocas, byval copies:
 * ids above mark) are the call's own; the objects its pointer arguments
 * name at entry may be accessed as arg allows; every other object as
 * other allows.  Access bits: MEM_FX_READ, MEM_FX_WRITE.  The running
 * thread's active restrictions (one per restricted call in its frame
 * stack, all apply) are set with mem_set_fx (NULL, 0: none); an access
 * one of them forbids is UB. */
enum { MEM_FX_READ = 1, MEM_FX_WRITE = 2, MEM_FX_MAXARGS = 8 };
typedef struct MemFx {
  uint32_t mark;                 /* objects above this id are the call's own */
  uint8_t arg, other;            /* MEM_FX_* allowed on argument objects / the rest */
  uint8_t nargs;
  uint32_t args[MEM_FX_MAXARGS]; /* object ids the pointer arguments name */
} MemFx;
void mem_set_fx(Mem *mm, const MemFx *fx, uint32_t n);
/* The number of objects so far (the mark of a call starting now); the
 * object id addr names (0: none). */
uint32_t mem_nobjs(const Mem *mm);
uint32_t mem_obj_of(Mem *mm, uint64_t addr, unsigned as);
/* The same with the offset of addr in that object. */
uint32_t mem_obj_at(Mem *mm, uint64_t addr, unsigned as, uint64_t *off);

/* The facts of the align and dereferenceable attributes (mem.c states the
 * rules): addr has alignment align (a power of two); n bytes at addr are
 * in one live object of space as. */
bool mem_ptr_aligned(Mem *mm, uint64_t addr, unsigned as, uint32_t align);
/* The same for the address addr - bias (an align assumption's offset). */
bool mem_ptr_aligned_off(Mem *mm, uint64_t addr, unsigned as, uint64_t align, uint64_t bias);
bool mem_dereferenceable(Mem *mm, uint64_t addr, unsigned as, uint64_t n);

/* The FP map (InterpBufOut.fpmap format) of a value of type t laid out as
 * a store writes it, into fpmap[0..n): for InterpResult.ret_fpmap. */
void mem_fpmap_of_type(const IrModule *m, IrType t, uint8_t *fpmap, uint32_t n);

/* Fills r->bufs with the observable objects (parameters' buffers, then
 * writable globals of address spaces 0/1): bytes, poison, last writers,
 * FP map.  One allocation through the context (layout in inout.h), freed
 * by interp_result_free. */
IrStatus mem_observe(Mem *mm, InterpResult *r);

/* ------------------------------------------------------------------ */
/* The inline fast paths (not an interface: mem.c owns these fields)    */

/* One object (mem.c "Objects"). */
typedef struct MemObj {
  uint64_t base;        /* arena position of byte 0, UINT64_MAX once given back */
  uint64_t size;
  uint32_t align;
  uint32_t index;       /* parameter / global index */
  uint32_t slot;        /* shared objects: slot (1..255), else 0 */
  uint8_t kind;         /* MEM_PARAM, ... */
  uint8_t space;        /* 1, 3, 4 or 5 */
  uint8_t live;
  uint8_t ro;           /* constant memory: stores are UB */
  uint8_t is_global;    /* created for a global variable */
} MemObj;

enum { MEM_SITE_CACHE = 64 };

/* Meta bytes (mem.c "Arena and shadow": bit 0 poison, bits 1-2 FP width
 * code, bits 3-5 index in the element) of one whole 2-, 4-, 8-byte FP value. */
#define MEM_FP_META2 0x0a02ull
#define MEM_FP_META4 0x1c140c04ull
#define MEM_FP_META8 0x3e362e261e160e06ull
#define MEM_POISON_BYTES 0x0101010101010101ull

/* The fields the inline paths read: the first member of struct Mem, so a
 * pointer to the Mem points to its MemHot (C11 6.7.2.1: "a pointer to a
 * structure object, suitably converted, points to its initial member"). */
typedef struct MemHot {
  MemObj *objs;         /* objs[id - 1] */
  uint32_t nobjs;
  uint32_t *slots;      /* slots[s - 1]: id of the object of shared slot s */
  uint32_t nslots;
  uint8_t *data, *meta; /* arena: one entry per byte */
  uint16_t *site;       /* arena: last writer's interned site */
  bool race_ok;         /* races tracked (races on, more than one thread in the grid) */
  bool fx_on;           /* memory-effect restrictions active (mem_set_fx): slow paths only */
  struct { uint32_t func; IrId inst; uint32_t site; } scache[MEM_SITE_CACHE];  /* (func, inst) -> site */
} MemHot;

/* site[0..n) = s for a word of n = 1, 2, 4 or 8 bytes. */
MEM_INLINE void mem_site_fill(uint16_t *site, uint16_t s, uint32_t n) {
  uint64_t v = s * 0x0001000100010001ull;
  switch (n) {
  case 1: site[0] = s; break;
  case 2: memcpy(site, &v, 4); break;
  case 4: memcpy(site, &v, 8); break;
  default: memcpy(site, &v, 8), memcpy(site + 4, &v, 8); break;
  }
}

/* The object of a well-formed access: addr names a live object of space
 * as (or as is generic) holding [addr, addr + n), the stated alignment is
 * a power of two no larger than the object's and divides the offset, and
 * the object is writable for a store; NULL otherwise (mem.c then finds out
 * why).  *pos: the arena position of the first byte. */
MEM_INLINE MemObj *mem_find(const MemHot *h, uint64_t addr, unsigned as, uint64_t n, uint32_t align, bool write,
                            uint64_t *pos) {
  uint64_t id = addr >> 32, off = addr & 0xffffffffu;
  if (as == IR_AS_SHARED) {
    uint32_t s = (uint32_t)off >> 24;
    id = s - 1u < h->nslots ? h->slots[s - 1] : 0;
    off &= 0xffffff;
  }
  if (id - 1 >= h->nobjs) return NULL;
  MemObj *o = &h->objs[id - 1];
  uint32_t al = align ? align : 1;
  if (!o->live || (as != IR_AS_GENERIC && as != o->space) || off + n > o->size) return NULL;
  if ((al & (al - 1)) || al > o->align || (off & (al - 1)) || (write && o->ro)) return NULL;
  *pos = o->base + off;
  return o;
}

/* The inline paths take well-formed word accesses that need no race
 * tracking (races off, one thread in the grid, or local memory). */
MEM_INLINE bool mem_hot(const MemHot *h, uint64_t addr, unsigned as, uint32_t n, uint32_t align, bool write,
                        uint64_t *pos) {
  if ((n != 1 && n != 2 && n != 4 && n != 8) || h->fx_on) return false;
  const MemObj *o = mem_find(h, addr, as, n, align, write, pos);
  return o && (!h->race_ok || o->space == IR_AS_LOCAL);
}

MEM_INLINE int mem_ld_fast(Mem *mm, uint64_t addr, unsigned as, uint32_t n, uint32_t align, uint64_t *val,
                           bool *poison, const MemWho *who, const char **why) {
  const MemHot *h = (const MemHot *)(const void *)mm;
  uint64_t pos, v = 0, pm = 0;
  if (mem_hot(h, addr, as, n, align, false, &pos)) {
    memcpy(&v, h->data + pos, n);
    memcpy(&pm, h->meta + pos, n);
    bool pz = (pm & MEM_POISON_BYTES) != 0;
    *val = pz ? 0 : v;
    *poison = pz;
    return MEM_OK;
  }
  return mem_load_word(mm, addr, as, n, align, val, poison, who, why);
}

MEM_INLINE int mem_st_fast(Mem *mm, uint64_t addr, unsigned as, uint32_t n, uint32_t align, uint64_t val,
                           bool poison, unsigned fpw, const MemWho *who, const char **why) {
  MemHot *h = (MemHot *)(void *)mm;
  uint64_t pos;
  if ((fpw == 0 || fpw == n) && who && mem_hot(h, addr, as, n, align, true, &pos)) {
    uint32_t ck = (who->inst ^ who->func * 7u) & (MEM_SITE_CACHE - 1), s = h->scache[ck].site;
    if (s && h->scache[ck].func == who->func && h->scache[ck].inst == who->inst) {
      uint64_t mp = !fpw ? 0 : n == 2 ? MEM_FP_META2 : n == 4 ? MEM_FP_META4 : n == 8 ? MEM_FP_META8 : 0;
      if (poison) mp |= MEM_POISON_BYTES;
      memcpy(h->data + pos, &val, n);
      memcpy(h->meta + pos, &mp, n);
      mem_site_fill(h->site + pos, (uint16_t)s, n);
      return MEM_OK;
    }
  }
  return mem_store_word(mm, addr, as, n, align, val, poison, fpw, who, why);
}

#endif

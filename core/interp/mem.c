/* core/interp/mem.c -- the interpreter's memory model: objects with bounds
 * per address space, byte contents with poison, the pointer encoding,
 * lifetimes, global initializers, per-block shared memory, data-race
 * detection and the observation of the final state.
 *
 * Contract: core/interp/mem.h.  Every access is checked; a violation returns
 * MEM_UB and a message (valid until the next call on the same Mem) that
 * names the object, e.g. "out-of-bounds access: 4 bytes at offset 60 of a
 * 62-byte buffer (parameter 1)".  Nothing here allocates after mem_reset
 * unless a run needs more memory than every earlier run did.
 */
#include <stdio.h>
#include <string.h>

#include "sem/sem.h"
#include "inout.h"
#include "mem.h"

/* Method.
 *
 * Objects.  Every allocation is an object (MemObj) with an id 1.., a size,
 * an alignment, the memory space it lives in (1 global, 3 shared, 4
 * constant, 5 local) and a liveness flag.  Parameters' buffers and globals
 * of address space 0 live in global memory (space 1), allocas and byval
 * copies of address space 0 in local memory (space 5).
 *
 * Addresses.  A 64-bit pointer (every address space but 3) is
 * id << 32 | offset; a 32-bit pointer of address space 3 is
 * slot << 24 | offset, slot being the object's 1-based index among shared
 * objects (at most 255, offsets below 16 MiB).  Null is 0 everywhere; no
 * object has id or slot 0.  The low bits of an address are the offset's:
 * an object's base is taken to be aligned to exactly its alignment, so an
 * access of stated alignment A is aligned for every placement of the
 * object iff A divides the offset and A <= the object's alignment.  Because
 * addresses name objects, not arena positions, an object's bytes can move
 * in the arena (dead allocas give their space back).
 *
 * Arena and shadow.  Objects' bytes are ranges of one arena of parallel
 * arrays, one entry per byte:
 *   data   1 byte   the value
 *   meta   1 byte   bit 0 poison; bits 1-2 FP width code (0 none, 1: 2-byte,
 *                   2: 4-byte, 3: 8-byte element); bits 3-5 the byte's index
 *                   k in that element (InterpBufOut.fpmap = w << 4 | k)
 *   site   2 bytes  last writer: index into an interned table of
 *                   (function, instruction) pairs, 0 for none (a program
 *                   with more than 65534 storing instructions records no
 *                   writer for the later ones)
 *   wst    8 bytes  race stamp of the last write      } only when race
 *   rst    8 bytes  race stamp of the last read(s)    } detection is on
 * so 20 bytes per byte of program memory with races on, 4 without.
 *
 * Races.  Blocks run one after another (mem_block_begin starts the next);
 * the threads of a block interleave only at barriers and warp-level
 * synchronisations.  Time is cut into epochs by one counter: mem_reset
 * (a new run), mem_block_begin, mem_barrier and mem_warp_sync each start a
 * new epoch.  The run's first epoch (run0), the current block's (epoch0) and
 * the one started by the block's last barrier (bepoch) are remembered.  A
 * stamp is a 64-bit word
 *   epoch << 40 | warp << 35 | payload << 3 | kind << 1 | atomic
 * where kind ONE means one thread (payload = its linear id in the block),
 * WARP several threads of one warp (payload = their lane mask, warp = the
 * warp's index) and MANY several threads of several warps; the read-shared
 * kinds are FastTrack's read sets folded into one word, the epoch being the
 * latest read's.  Within a warp, ordering comes from warp synchronisations:
 * each thread t keeps a vector clock over the lanes of its warp, vc[t][l] =
 * the epoch before which every access of lane l happens before t's present
 * point.  A warp synchronisation of a group G at the new epoch e joins the
 * members' clocks and sets their entries of every member to e (the members'
 * earlier accesses all carry epochs below e).  A previous access P is
 * ordered before the current access of thread t when
 *   - P's epoch is below run0 (an earlier run: not an access at all);
 *   - P is from an earlier block of this run (epoch below epoch0): never
 *     (blocks never synchronise), except on shared memory, whose earlier
 *     accesses were to another block's instance;
 *   - P is from this block: when its epoch is below bepoch (a block barrier
 *     separates them), or P is t's own (program order), or P is from lanes
 *     l of t's warp and P's epoch is below vc[t][l] for each of them (warp
 *     synchronisations separate them).  A current access C conflicts
 * with P when at least one is a write, they are not both atomic, and P is
 * not ordered before C.  Per byte we keep the last write (every earlier
 * write was either ordered before it or reported) and the read summary: a
 * read replaces it when the summarised reads are ordered before the reader,
 * else joins it (ONE + ONE of the same warp = WARP, anything across warps =
 * MANY; atomic only if all were); a read of global memory from an earlier
 * block is kept until a write checks it.  Folding a read set into one
 * epoch can only over-report for reads of one byte by several lanes in
 * different sync intervals followed by a write from a thread that was
 * synchronised with those lanes through different partial-mask syncs; full-
 * mask syncs are exact.  Stamps are not cleared when an object is created:
 * stamps of earlier runs fall below run0.  When the 24-bit epoch would
 * overflow, every stamp is cleared (this may miss a race across that point,
 * never invents one).  Local memory (space 5) is private to its thread and
 * not tracked; a grid of one thread cannot race and is not tracked either.
 * Semantics: PTX ISA, "Memory Consistency Model": two memory operations
 * conflict when they overlap and at least one is a write; conflicting
 * operations not ordered by a barrier (bar.sync) and not both morally strong
 * (atomic) form a data race.  PTX ISA, bar.warp.sync: "bar.warp.sync also
 * guarantee memory ordering among threads participating in barrier. Thus,
 * threads within warp that wish to communicate via memory can store to
 * memory, execute bar.warp.sync, and then safely read values stored by other
 * threads in warp."  (shfl.sync and vote.sync wait for the membermask's
 * threads too, but order no memory: CUDA C Programming Guide, Warp Shuffle
 * / Warp Vote Functions: "These intrinsics do not imply a memory barrier.
 * They do not guarantee any memory ordering.")  (LLVM LangRef's own memory
 * model makes racy non-atomic loads return undef; the issue fixes races as
 * UB for this interpreter.)
 *
 * Globals.  mem_globals_init creates one object per global, then copies
 * each one's initializer from a template: the constant evaluated to bytes
 * (ints, FP bits, null, poison, zeroinitializer, aggregates with the layout
 * of core/type.c, c"" bytes, constant expressions over global addresses).
 * Templates are cached across runs while the globals keep their ids and
 * slots.  Shared globals get their template again at every block begin.
 * A global without an initializer is poison in shared memory (CUDA leaves
 * it uninitialised); in any other address space it is defined elsewhere
 * in the program (an external declaration), so with mem_set_extern its
 * bytes are what the rest of the program put there: a function of the
 * run's seed and the global's name (all zero for one seed in 4, so null
 * pointers and zeros appear), the same in every module of a run, and a
 * declaration of zero bytes (`external global [0 x i8]`, C's `extern char
 * a[];`) names an object of unknown size: it gets EXT_UNSIZED bytes.
 * Without it they are poison (and empty).
 */

typedef unsigned __int128 u128;

enum {
  SHARED_OFFBITS = 24,
  MAX_SLOTS = 255,
  DYN_SHARED_MIN = 4096,       /* dynamic shared memory: at least 4 KiB ... */
  DYN_SHARED_PER_THREAD = 16,  /* ... or 16 bytes per thread of the block */
  DYN_SHARED_ALIGN = 16,
  EXT_UNSIZED = 256,           /* bytes of an external declaration of zero size */
  NULL_PAGE = 4096,            /* bytes at address 0 under null_pointer_is_valid */
  PARAM_ALIGN = 256,
  SITE_MANY = 0xffff,          /* writer-site id once the 16-bit table is full */
  M_POISON = 1,
  MAX_DEPTH = 64
};
/* The memory budget: bytes of all live objects of a run (MEM_BUDGET in
 * mem.h).  Each byte costs 4 bytes of arena and shadow (20 with race
 * detection), so the budget also bounds the host memory of a run. */
#define MAX_ARENA ((uint64_t)MEM_BUDGET)
#define NOBASE UINT64_MAX

typedef struct MemSite {
  uint32_t func;
  IrId inst;
} MemSite;

struct Mem {
  MemHot h;             /* first: the fields the inline fast paths read (mem.h) */
  const MemFx *fx;      /* the running thread's memory-effect restrictions (mem_set_fx) */
  uint32_t nfx;
  IrCtx *c;
  const IrModule *m;
  bool races;           /* race detection requested (shadow allocated) */
  bool over;            /* an allocation of this run exceeded the budget */
  bool has_grid;
  InterpGrid grid;
  /* objects: h.objs[id - 1]; h.slots[s - 1] = id of shared slot s */
  uint32_t capobjs, capslots;
  /* arena (data, meta, site in h) */
  uint64_t *wst, *rst;
  uint64_t top, cap;
  uint64_t stale_hi;    /* arena bytes below this may hold stamps of dead tracked objects of this run */
  uint32_t *astack;     /* ids of the objects holding arena bytes, in arena order */
  uint32_t nastack, capastack;
  /* writer sites, interned */
  MemSite *sites;
  uint32_t nsites, capsites;
  uint32_t *sitehash;
  uint32_t capsitehash;
  /* globals of this run and the cached initializer templates */
  uint32_t nglob;       /* globals created this run (0 before mem_globals_init) */
  uint32_t *gobj, *tobj, *tslot;
  uint64_t *tpos;
  uint32_t capglob;
  uint8_t *tdata, *tmeta;
  uint64_t ttop, tcap, tdyn;
  bool tvalid;
  bool text;            /* the templates hold external globals' bytes of seed tseed */
  bool gext, tgext;     /* external globals hold bytes of gseed (mem_set_extern); the templates' */
  uint32_t nullobj;     /* the object at address 0 (null_pointer_is_valid), 0: none */
  bool gnull;           /* make it (mem_set_null_valid) */
  uint64_t gseed, tseed;  /* the run's seed, the templates' */
  uint32_t *fcode;      /* [m->nfuncs]: each function's address code (mem_func_addr) */
  uint32_t nfcode;
  /* races */
  uint32_t epoch, run0, epoch0, bepoch, block;
  uint32_t *bstart;     /* pairs (first epoch, block id), in run order */
  uint32_t nbstart, capbstart;
  uint32_t *vc;         /* vc[t * 32 + l]: thread t's clock of lane l of its warp */
  uint32_t capvc;       /* threads with a clock */
  char why[400];
};

/* ------------------------------------------------------------------ */
/* Allocation helpers                                                   */

static bool grow_arr(Mem *mm, void **arr, uint32_t *cap, uint32_t need, size_t es) {
  if (need <= *cap) return true;
  uint32_t n = *cap ? *cap : 16;
  while (n < need) {
    if (n > UINT32_MAX / 2) return false;
    n *= 2;
  }
  void *p = ir_alloc(mm->c, *arr, (size_t)*cap * es, (size_t)n * es);
  if (!p) return false;
  *arr = p;
  *cap = n;
  return true;
}
#define GROW(mm, a, cap, need) grow_arr((mm), (void **)&(a), &(cap), (need), sizeof *(a))

static void free_arr(Mem *mm, void *p, size_t bytes) {
  if (p) ir_alloc(mm->c, p, bytes, 0);
}

/* A new block of n bytes (NULL when out of memory or n == 0). */
static void *fresh(Mem *mm, size_t n) { return n ? ir_alloc(mm->c, NULL, 0, n) : NULL; }

/* Makes the arena hold at least need bytes (all shadow arrays at once, so
 * that a failure leaves every array as it was). */
static bool arena_reserve(Mem *mm, uint64_t need) {
  if (need <= mm->cap) return true;
  if (need > MAX_ARENA) { mm->over = true; return false; }
  uint64_t n = mm->cap ? mm->cap : 4096;
  while (n < need) n *= 2;
  if (n > MAX_ARENA) n = MAX_ARENA;
  uint8_t *d = fresh(mm, n), *me = fresh(mm, n);
  uint16_t *s = fresh(mm, n * 2);
  uint64_t *w = mm->races ? fresh(mm, n * 8) : NULL, *r = mm->races ? fresh(mm, n * 8) : NULL;
  if (!d || !me || !s || (mm->races && (!w || !r))) {
    free_arr(mm, d, n), free_arr(mm, me, n), free_arr(mm, s, n * 2);
    free_arr(mm, w, n * 8), free_arr(mm, r, n * 8);
    return false;
  }
  if (mm->top) {
    memcpy(d, mm->h.data, mm->top), memcpy(me, mm->h.meta, mm->top);
    memcpy(s, mm->h.site, mm->top * 2);
  }
  if (mm->races) {  /* stamps are never cleared per object: no garbage above the old top */
    if (mm->top) memcpy(w, mm->wst, mm->top * 8), memcpy(r, mm->rst, mm->top * 8);
    memset(w + mm->top, 0, (n - mm->top) * 8), memset(r + mm->top, 0, (n - mm->top) * 8);
  }
  free_arr(mm, mm->h.data, mm->cap), free_arr(mm, mm->h.meta, mm->cap);
  free_arr(mm, mm->h.site, mm->cap * 2);
  free_arr(mm, mm->wst, mm->cap * 8), free_arr(mm, mm->rst, mm->cap * 8);
  mm->h.data = d, mm->h.meta = me, mm->h.site = s, mm->wst = w, mm->rst = r;
  mm->cap = n;
  return true;
}

/* ------------------------------------------------------------------ */
/* Life cycle                                                           */

static void epoch_next(Mem *mm);

static void push_bstart(Mem *mm, uint32_t epoch, uint32_t block) {
  if (!GROW(mm, mm->bstart, mm->capbstart, 2 * (mm->nbstart + 1))) return; /* only names a block */
  mm->bstart[2 * mm->nbstart] = epoch;
  mm->bstart[2 * mm->nbstart + 1] = block;
  mm->nbstart++;
}

/* ------------------------------------------------------------------ */
/* Functions' addresses                                                 */

/* A function is a global object with an address (LangRef "Functions")
 * but no memory: function k is at object id MEM_FN_ID0 | code (offset 0),
 * an id no allocation reaches, so a load or store through it is UB like
 * any access that names no live object, while ptrtoint, comparisons and
 * storing the pointer treat it as any other address.  The 20-bit code is
 * a hash of the function's name, the next free one on a collision (in
 * function order): a name has the same address in two modules (an equiv
 * pair from two files), whatever order they declare their functions in. */
enum { MEM_FN_ID0 = 0xfff00000u, MEM_FN_CODES = 1u << 20 };

static bool func_codes(Mem *mm) {
  const IrModule *m = mm->m;
  if (!m->nfuncs) return true;
  uint32_t n = m->nfuncs < MEM_FN_CODES ? m->nfuncs : MEM_FN_CODES;
  mm->fcode = ir_alloc(mm->c, NULL, 0, (size_t)n * sizeof *mm->fcode);
  if (!mm->fcode) return false;
  mm->nfcode = n;
  for (uint32_t k = 0; k < mm->nfcode; k++) {
    const char *nm = ir_cstr(m, m->funcs[k]->name);
    uint32_t code = (uint32_t)ir_fnv1a64(nm, strlen(nm)) & (MEM_FN_CODES - 1);
    for (uint32_t j = 0; j < k; j++)  /* taken: try the next code, from the first function again */
      if (mm->fcode[j] == code) code = (code + 1) & (MEM_FN_CODES - 1), j = (uint32_t)-1;
    mm->fcode[k] = code;
  }
  return true;
}

uint64_t mem_func_addr(Mem *mm, uint32_t fidx) {
  uint32_t code = fidx < mm->nfcode ? mm->fcode[fidx] : 0;
  return (uint64_t)(MEM_FN_ID0 | code) << 32;
}

uint32_t mem_func_at(Mem *mm, uint64_t addr) {
  if ((addr & 0xffffffffu) || (uint32_t)(addr >> 32) < MEM_FN_ID0) return IR_NIL;
  uint32_t code = (uint32_t)(addr >> 32) & (MEM_FN_CODES - 1);
  for (uint32_t k = 0; k < mm->nfcode; k++)
    if (mm->fcode[k] == code) return k;
  return IR_NIL;
}

Mem *mem_new(IrCtx *c, const IrModule *m, bool races) {
  Mem *mm = ir_alloc(c, NULL, 0, sizeof *mm);
  if (!mm) {
    ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
    return NULL;
  }
  memset(mm, 0, sizeof *mm);
  mm->c = c;
  mm->m = m;
  mm->races = races;
  mm->h.race_ok = races;
  if (!func_codes(mm)) {
    ir_alloc(c, mm, sizeof *mm, 0);
    ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
    return NULL;
  }
  mem_reset(mm);
  return mm;
}

void mem_free(Mem *mm) {
  if (!mm) return;
  free_arr(mm, mm->h.objs, mm->capobjs * sizeof *mm->h.objs);
  free_arr(mm, mm->h.slots, mm->capslots * sizeof *mm->h.slots);
  free_arr(mm, mm->h.data, mm->cap), free_arr(mm, mm->h.meta, mm->cap);
  free_arr(mm, mm->h.site, mm->cap * 2);
  free_arr(mm, mm->wst, mm->cap * 8), free_arr(mm, mm->rst, mm->cap * 8);
  free_arr(mm, mm->vc, (size_t)mm->capvc * 32 * 4);
  free_arr(mm, mm->astack, mm->capastack * sizeof *mm->astack);
  free_arr(mm, mm->sites, mm->capsites * sizeof *mm->sites);
  free_arr(mm, mm->sitehash, mm->capsitehash * sizeof *mm->sitehash);
  size_t g4 = (size_t)mm->capglob * 4;
  free_arr(mm, mm->gobj, g4), free_arr(mm, mm->tobj, g4), free_arr(mm, mm->tslot, g4);
  free_arr(mm, mm->tpos, (size_t)mm->capglob * 8);
  free_arr(mm, mm->tdata, mm->tcap), free_arr(mm, mm->tmeta, mm->tcap);
  free_arr(mm, mm->bstart, mm->capbstart * sizeof *mm->bstart);
  free_arr(mm, mm->fcode, (size_t)mm->nfcode * sizeof *mm->fcode);
  ir_alloc(mm->c, mm, sizeof *mm, 0);
}

bool mem_over_budget(const Mem *mm) { return mm->over; }

void mem_reset(Mem *mm) {
  mem_set_fx(mm, NULL, 0);
  mm->over = false;
  mm->h.nobjs = mm->h.nslots = 0;
  mm->top = 0;
  mm->nastack = 0;
  mm->nglob = 0;
  mm->nullobj = 0;
  mm->stale_hi = 0;
  mm->block = 0;
  epoch_next(mm);  /* stamps of earlier runs fall below run0 */
  mm->run0 = mm->epoch0 = mm->bepoch = mm->epoch;
  mm->nbstart = 0;
  push_bstart(mm, mm->epoch, 0);
}

void mem_set_null_valid(Mem *mm, bool on) { mm->gnull = on; }

void mem_set_extern(Mem *mm, bool bytes, uint64_t seed) {
  mm->gext = bytes;
  mm->gseed = seed;
}

void mem_set_grid(Mem *mm, const InterpGrid *g) {
  mm->grid = *g;
  mm->has_grid = true;
  uint64_t t = (uint64_t)g->thread[0] * g->thread[1] * g->thread[2];
  uint64_t all = t * g->block[0] * g->block[1] * g->block[2];
  /* one thread in the whole grid: no other thread to race with */
  mm->h.race_ok = mm->races && all != 1;
}

/* ------------------------------------------------------------------ */
/* Objects                                                              */

/* The memory space an object lives in. */
static unsigned obj_space(unsigned kind, unsigned as) {
  if (kind == MEM_SHARED) return IR_AS_SHARED;
  if (as != IR_AS_GENERIC) return as;
  return kind == MEM_ALLOCA || kind == MEM_BYVAL ? IR_AS_LOCAL : IR_AS_GLOBAL;
}

/* meta[i] = M_POISON if flags[i] is non-zero, else 0; eight bytes at a
 * time (each byte's bits are ORed into its bit 0 without crossing into
 * the byte below: the shifts only move bits within the low nibble). */
static void poison_flags(uint8_t *meta, const uint8_t *flags, uint64_t n) {
  uint64_t i = 0;
  for (; i + 8 <= n; i += 8) {
    uint64_t x;
    memcpy(&x, flags + i, 8);
    x |= x >> 4, x |= x >> 2, x |= x >> 1;
    x &= 0x0101010101010101ull;
    memcpy(meta + i, &x, 8);
  }
  for (; i < n; i++) meta[i] = flags[i] ? M_POISON : 0;
}

/* Fresh contents: a copy of init (poison where init_poison says), or all
 * poison; no writer, no FP map, no race history (stamps of earlier runs
 * and blocks need no clearing, see "Races"; only bytes that a dead tracked
 * object of this run gave back may hold stamps of this run). */
static void obj_fill(Mem *mm, const MemObj *o, const uint8_t *init, const uint8_t *init_poison) {
  uint64_t p = o->base, n = o->size;
  if (n == 0) return;  /* an empty first object: the arena may not exist yet */
  if (init) {
    uint8_t *meta = mm->h.meta + p;
    memcpy(mm->h.data + p, init, n);
    if (!init_poison) memset(meta, 0, n);
    else poison_flags(meta, init_poison, n);
  } else {
    memset(mm->h.data + p, 0, n);
    memset(mm->h.meta + p, M_POISON, n);
  }
  memset(mm->h.site + p, 0, n * 2);
  if (mm->races && p < mm->stale_hi) memset(mm->wst + p, 0, n * 8), memset(mm->rst + p, 0, n * 8);
}

uint32_t mem_obj_new(Mem *mm, unsigned kind, unsigned as, uint64_t size, uint32_t align,
                     uint32_t index, const uint8_t *init, const uint8_t *init_poison) {
  unsigned space = obj_space(kind, as);
  bool shared = space == IR_AS_SHARED;
  if (size > MAX_ARENA) { mm->over = true; return 0; }
  if (mm->h.nobjs >= UINT32_MAX - 1) return 0;
  if (shared && (size >= ((uint64_t)1 << SHARED_OFFBITS) || mm->h.nslots >= MAX_SLOTS)) return 0;
  if (!GROW(mm, mm->h.objs, mm->capobjs, mm->h.nobjs + 1)) return 0;
  if (shared && !GROW(mm, mm->h.slots, mm->capslots, mm->h.nslots + 1)) return 0;
  if (!GROW(mm, mm->astack, mm->capastack, mm->nastack + 1)) return 0;
  if (!arena_reserve(mm, mm->top + size)) return 0;
  MemObj *o = &mm->h.objs[mm->h.nobjs++];
  memset(o, 0, sizeof *o);
  o->base = mm->top;
  o->size = size;
  o->align = align ? align : kind == MEM_PARAM ? PARAM_ALIGN : 1;
  o->index = index;
  o->kind = (uint8_t)kind;
  o->space = (uint8_t)space;
  o->live = 1;
  /* PTX ISA, "Constant State Space": the constant state space is read-only
   * for the kernel (initialized by the host). */
  o->ro = space == IR_AS_CONST;
  if (shared) {
    mm->h.slots[mm->h.nslots++] = mm->h.nobjs;
    o->slot = mm->h.nslots;
  }
  mm->top += size;
  mm->astack[mm->nastack++] = mm->h.nobjs;
  obj_fill(mm, o, init, init_poison);
  return mm->h.nobjs;
}

/* Gives the arena space of dead objects at the top back (allocas of
 * returned calls), so that loops over calls do not grow the arena. */
static void arena_pop(Mem *mm) {
  while (mm->nastack) {
    MemObj *o = &mm->h.objs[mm->astack[mm->nastack - 1] - 1];
    if (o->live) return;
    if (o->space != IR_AS_LOCAL && o->base + o->size > mm->stale_hi) mm->stale_hi = o->base + o->size;
    mm->top = o->base;
    o->base = NOBASE;
    mm->nastack--;
  }
}

void mem_obj_set_ro(Mem *mm, uint32_t obj) {
  if (obj && obj <= mm->h.nobjs) mm->h.objs[obj - 1].ro = 1;
}

void mem_obj_kill(Mem *mm, uint32_t obj) {
  if (obj == 0 || obj > mm->h.nobjs) return;
  mm->h.objs[obj - 1].live = 0;
  arena_pop(mm);
}

/* LangRef, llvm.lifetime.start: "After llvm.lifetime.start, the stack
 * object that ptr points is marked as alive and has an uninitialized
 * value" (uninitialized = poison here). */
void mem_obj_revive(Mem *mm, uint32_t obj) {
  if (obj == 0 || obj > mm->h.nobjs) return;
  MemObj *o = &mm->h.objs[obj - 1];
  if (o->base == NOBASE) {
    if (!GROW(mm, mm->astack, mm->capastack, mm->nastack + 1) || !arena_reserve(mm, mm->top + o->size))
      return;  /* stays dead: accesses are UB */
    o->base = mm->top;
    mm->top += o->size;
    mm->astack[mm->nastack++] = obj;
  }
  o->live = 1;
  obj_fill(mm, o, NULL, NULL);
}

void mem_obj_poison(Mem *mm, uint32_t obj) {
  if (obj == 0 || obj > mm->h.nobjs) return;
  MemObj *o = &mm->h.objs[obj - 1];
  if (o->base == NOBASE || !o->live || o->ro) return;
  obj_fill(mm, o, NULL, NULL);
}

uint64_t mem_addr(Mem *mm, uint32_t obj, uint64_t off, unsigned as) {
  if (obj == 0 || obj > mm->h.nobjs) return 0;
  if (obj == mm->nullobj) return off & 0xffffffffu;
  if (as == IR_AS_SHARED) {
    uint32_t s = mm->h.objs[obj - 1].slot;
    return s ? ((uint64_t)s << SHARED_OFFBITS | (off & 0xffffff)) & 0xffffffffu : 0;
  }
  return (uint64_t)obj << 32 | (off & 0xffffffffu);
}

/* ------------------------------------------------------------------ */
/* Messages                                                             */

/* "a" or "an" before a number written in digits (an 8-, an 11-, an 18-). */
static const char *article(uint64_t n) {
  char d[24];
  int len = snprintf(d, sizeof d, "%llu", (unsigned long long)n);
  if (d[0] == '8') return "an";
  int lead = len % 3 ? len % 3 : 3;
  if (lead == 2 && d[0] == '1' && (d[1] == '1' || d[1] == '8')) return "an";
  return "a";
}

/* "a 62-byte buffer (parameter 1)" */
static void obj_desc(const Mem *mm, const MemObj *o, char *buf, size_t n) {
  unsigned long long sz = (unsigned long long)o->size;
  const char *art = article(o->size);
  const char *gname = "";
  if (o->is_global && o->index < mm->m->nglobals)
    gname = ir_cstr(mm->m, mm->m->globals[o->index].name);
  switch (o->kind) {
  case MEM_PARAM: snprintf(buf, n, "%s %llu-byte buffer (parameter %u)", art, sz, o->index); break;
  case MEM_BYVAL: snprintf(buf, n, "%s %llu-byte byval argument (parameter %u)", art, sz, o->index); break;
  case MEM_ALLOCA: snprintf(buf, n, "%s %llu-byte alloca", art, sz); break;
  case MEM_HEAP: snprintf(buf, n, "%s %llu-byte malloc'd object", art, sz); break;
  case MEM_SHARED:
    if (o->is_global) snprintf(buf, n, "%s %llu-byte shared variable @%s", art, sz, gname);
    else snprintf(buf, n, "%s %llu-byte shared object", art, sz);
    break;
  default:
    if (o->is_global) snprintf(buf, n, "%s %llu-byte global @%s", art, sz, gname);
    else snprintf(buf, n, "%s %llu-byte object", art, sz);
    break;
  }
}

static int ub_obj(Mem *mm, const char **why, const char *what, uint64_t n, int64_t off,
                  const MemObj *o) {
  char d[200];
  obj_desc(mm, o, d, sizeof d);
  snprintf(mm->why, sizeof mm->why, "%s: %llu byte%s at offset %lld of %s", what,
           (unsigned long long)n, n == 1 ? "" : "s", (long long)off, d);
  *why = mm->why;
  return MEM_UB;
}

/* (x,y,z) of a linear id within dims d */
static void coords(char *buf, size_t n, uint32_t lin, const uint32_t *d, bool has) {
  if (!has) {
    snprintf(buf, n, "(%u,0,0)", lin);
    return;
  }
  uint32_t x = d[0] ? d[0] : 1, y = d[1] ? d[1] : 1;
  snprintf(buf, n, "(%u,%u,%u)", lin % x, lin / x % y, lin / x / y);
}

/* ------------------------------------------------------------------ */
/* Access checks                                                        */

/* The object a non-null address names (0: none) and the offset in it. */
static uint32_t decode(const Mem *mm, uint64_t addr, unsigned as, uint64_t *off) {
  if (as == IR_AS_SHARED) {
    uint32_t a = (uint32_t)addr, s = a >> SHARED_OFFBITS;
    *off = a & 0xffffff;
    return s && s <= mm->h.nslots ? mm->h.slots[s - 1] : 0;
  }
  uint64_t id = addr >> 32;
  *off = addr & 0xffffffffu;
  if (!id) return mm->nullobj;  /* null_pointer_is_valid: the object at 0, else none */
  return id <= mm->h.nobjs ? (uint32_t)id : 0;
}

/* An address whose offset went below 0 reads as a huge offset into the
 * object before: report it against the object after. */
static bool negative_off(Mem *mm, uint64_t addr, unsigned as, uint64_t n, const char **why) {
  bool sh = as == IR_AS_SHARED;
  uint64_t half = sh ? 1u << (SHARED_OFFBITS - 1) : (uint64_t)1 << 31, off;
  uint32_t id = decode(mm, addr, as, &off), next = 0;
  if (off < half) return false;
  if (sh) {
    uint32_t s = (uint32_t)(addr & 0xffffffffu) >> SHARED_OFFBITS;
    if (s < mm->h.nslots) next = mm->h.slots[s];
  } else if (id && id < mm->h.nobjs) {
    next = id + 1;
  } else if (!id && (addr >> 32) == 0 && mm->h.nobjs) {
    next = 1;
  }
  if (!next) return false;
  int64_t neg = (int64_t)off - (int64_t)(half * 2);
  ub_obj(mm, why, "out-of-bounds access", n, neg, &mm->h.objs[next - 1]);
  return true;
}

/* Whether an access of stated alignment al at offset off is aligned for
 * every placement of an object aligned to oal (alignments are powers of
 * two; the verifier rejects others, which count as misaligned here). */
static inline bool aligned(uint64_t off, uint32_t al, uint32_t oal) {
  if (al & (al - 1)) return false;
  return al <= oal && (off & (al - 1)) == 0;
}

/* LangRef, "Pointer Aliasing Rules": "Any memory access must be done
 * through a pointer value associated with an address range of the memory
 * access, otherwise the behavior is undefined" -- null, invalid, dead and
 * out-of-bounds addresses.  LangRef, load/store: "Overestimating the
 * alignment results in undefined behavior".  On success *po and *ppos (the
 * arena position of the first byte). */
static int check_slow(Mem *mm, uint64_t addr, unsigned as, uint64_t n, uint32_t align, bool write,
                      MemObj **po, uint64_t *ppos, const char **why) {
  uint64_t off, a = as == IR_AS_SHARED ? addr & 0xffffffffu : addr;
  uint32_t id = decode(mm, a, as, &off);
  if (!id) {
    if (negative_off(mm, a, as, n, why)) return MEM_UB;
    bool null = as == IR_AS_SHARED ? (a >> SHARED_OFFBITS) == 0 : (a >> 32) == 0;
    snprintf(mm->why, sizeof mm->why, "%s: %llu byte%s at address 0x%llx",
             null ? "null pointer dereference" : "access to an invalid address",
             (unsigned long long)n, n == 1 ? "" : "s", (unsigned long long)a);
    *why = mm->why;
    return MEM_UB;
  }
  MemObj *o = &mm->h.objs[id - 1];
  if (off + n > o->size && negative_off(mm, a, as, n, why)) return MEM_UB;
  if (!o->live) return ub_obj(mm, why, "use after end of lifetime", n, (int64_t)off, o);
  if (as != IR_AS_GENERIC && as != o->space) {
    char d[200];
    obj_desc(mm, o, d, sizeof d);
    snprintf(mm->why, sizeof mm->why, "address space mismatch: addrspace(%u) access to %s", as, d);
    *why = mm->why;
    return MEM_UB;
  }
  if (off + n > o->size) return ub_obj(mm, why, "out-of-bounds access", n, (int64_t)off, o);
  uint32_t al = align ? align : 1;
  /* address 0 is aligned to any power of two: the null page's alignment is
   * its offsets' */
  if (id == mm->nullobj ? (off & (al - 1)) != 0 : !aligned(off, al, o->align)) {
    char d[200];
    obj_desc(mm, o, d, sizeof d);
    snprintf(mm->why, sizeof mm->why, "misaligned access: %llu byte%s with align %u at offset %llu of %s aligned to %u",
             (unsigned long long)n, n == 1 ? "" : "s", al, (unsigned long long)off, d, o->align);
    *why = mm->why;
    return MEM_UB;
  }
  if (write && o->ro)
    return ub_obj(mm, why, o->kind == MEM_BYVAL ? "store through a readonly byval argument" : "store to constant memory",
                  n, (int64_t)off, o);
  *po = o;
  *ppos = o->base + off;
  return MEM_OK;
}

/* An access to object o (its id) that a memory-effect restriction of the
 * running thread forbids (mem.h MemFx) is UB.  A read of constant memory
 * is no memory effect (LLVM infers memory(none) for functions that only
 * read constant globals, and its alias analysis never lets a call modify
 * them): always allowed. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int fx_check(Mem *mm, const MemObj *o, bool write, const char **why) {
  if (!write && o->ro) return MEM_OK;
  uint32_t id = (uint32_t)(o - mm->h.objs) + 1;
  unsigned need = write ? MEM_FX_WRITE : MEM_FX_READ;
  for (uint32_t k = 0; k < mm->nfx; k++) {
    const MemFx *fx = &mm->fx[k];
    if (id > fx->mark) continue;
    bool arg = false;
    for (uint32_t j = 0; j < fx->nargs && !arg; j++) arg = fx->args[j] == id;
    if ((arg ? fx->arg : fx->other) & need) continue;
    char d[200];
    obj_desc(mm, o, d, sizeof d);
    snprintf(mm->why, sizeof mm->why, "%s %s, which the memory attributes of a function being run forbid",
             write ? "write to" : "read of", d);
    *why = mm->why;
    return MEM_UB;
  }
  return MEM_OK;
}

/* The common case inline (mem_find, mem.h): a live object, in bounds,
 * aligned, writable; everything else (and every message) in check_slow,
 * which applies the same rules; then the memory-effect restrictions. */
MEM_INLINE int check(Mem *mm, uint64_t addr, unsigned as, uint64_t n, uint32_t align, bool write, MemObj **po,
                     uint64_t *ppos, const char **why) {
  MemObj *o = mem_find(&mm->h, addr, as, n, align, write, ppos);
  if (o && !mm->h.fx_on) {
    *po = o;
    return MEM_OK;
  }
  int rc = MEM_OK;
  if (o) *po = o;
  else rc = check_slow(mm, addr, as, n, align, write, po, ppos, why);
  if (rc == MEM_OK && mm->h.fx_on) rc = fx_check(mm, *po, write, why);
  return rc;
}

void mem_set_fx(Mem *mm, const MemFx *fx, uint32_t n) {
  mm->fx = n ? fx : NULL;
  mm->nfx = n;
  mm->h.fx_on = n != 0;
}

uint32_t mem_nobjs(const Mem *mm) { return mm->h.nobjs; }

uint32_t mem_obj_of(Mem *mm, uint64_t addr, unsigned as) {
  uint64_t off;
  return decode(mm, addr, as, &off);
}

uint32_t mem_obj_at(Mem *mm, uint64_t addr, unsigned as, uint64_t *off) { return decode(mm, addr, as, off); }

/* ------------------------------------------------------------------ */
/* Races (method at the top of the file)                                */

/* Stamp kinds: one thread, several threads of one warp, several warps. */
enum { ST_ONE = 1, ST_WARP = 2, ST_MANY = 3 };
#define MAX_EPOCH ((1u << 24) - 1)

static inline uint64_t stamp(uint32_t epoch, uint32_t warp, uint32_t pay, unsigned kind, unsigned atomic) {
  return (uint64_t)epoch << 40 | (uint64_t)(warp & 31) << 35 | (uint64_t)pay << 3 | kind << 1 | atomic;
}
static inline uint32_t st_epoch(uint64_t s) { return (uint32_t)(s >> 40); }
static inline uint32_t st_warp(uint64_t s) { return (uint32_t)(s >> 35) & 31; }
static inline uint32_t st_pay(uint64_t s) { return (uint32_t)(s >> 3); }
static inline unsigned st_kind(uint64_t s) { return (unsigned)(s >> 1) & 3; }

/* Thread t's clock of the lanes of its warp, NULL before its first warp
 * synchronisation (all zero: nothing ordered). */
static inline const uint32_t *clock_of(const Mem *mm, uint32_t t) {
  return t < mm->capvc ? mm->vc + (size_t)t * 32 : NULL;
}

/* Whether the accesses summarised by stamp p, of the current barrier
 * interval of this block, happen before the present point of thread t. */
static bool hb(const Mem *mm, uint64_t p, uint32_t t) {
  uint32_t pe = st_epoch(p);
  const uint32_t *vc = clock_of(mm, t);
  switch (st_kind(p)) {
  case ST_ONE: {
    uint32_t pt = st_pay(p);
    if (pt == t) return true;  /* program order */
    return vc && (pt >> 5) == (t >> 5) && pe < vc[pt & 31];
  }
  case ST_WARP:
    if (!vc || (t >> 5) >= 32 || st_warp(p) != t >> 5) return false;
    for (uint32_t m = st_pay(p) & ~(1u << (t & 31)); m; m &= m - 1)
      if (pe >= vc[__builtin_ctz(m)]) return false;
    return true;
  default: return false;
  }
}

/* Whether previous access p (a stamp) conflicts with the current access
 * me of thread t; the caller knows that one of them is a write. */
static inline bool conflicts(const Mem *mm, uint64_t p, uint64_t me, uint32_t t, bool shared) {
  if (!p || (p & me & 1)) return false;    /* nothing yet / both atomic */
  if ((p >> 1) == (me >> 1)) return false; /* this thread, this epoch */
  uint32_t pe = st_epoch(p);
  if (pe < mm->run0) return false;         /* an earlier run */
  if (pe < mm->epoch0) return !shared;     /* another block: never ordered */
  if (pe < mm->bepoch) return false;       /* before a barrier of this block */
  return !hb(mm, p, t);
}

/* The read summary after a read me by thread t over the previous summary r. */
static inline uint64_t read_merge(const Mem *mm, uint64_t r, uint64_t me, uint32_t t, bool shared) {
  if (!r) return me;
  unsigned atomic = (unsigned)(r & me & 1);
  if ((r >> 1) == (me >> 1)) return (me & ~(uint64_t)1) | atomic;
  uint32_t re = st_epoch(r), w = t >> 5;
  if (re < mm->run0) return me;
  if (re < mm->epoch0) return shared ? me : r;  /* keep another block's read for later writes */
  if (re < mm->bepoch || hb(mm, r, t)) return me;  /* the reads so far happen before this one */
  unsigned k = st_kind(r);
  if (w < 32 && ((k == ST_ONE && st_pay(r) >> 5 == w) || (k == ST_WARP && st_warp(r) == w))) {
    uint32_t lanes = k == ST_ONE ? 1u << (st_pay(r) & 31) : st_pay(r);
    return stamp(mm->epoch, w, lanes | 1u << (t & 31), ST_WARP, atomic);
  }
  return stamp(mm->epoch, 0, 0, ST_MANY, atomic);
}

/* The block that ran epoch e (blocks run in order of their first epoch). */
static uint32_t block_of_epoch(const Mem *mm, uint32_t e) {
  for (uint32_t i = mm->nbstart; i > 0; i--)
    if (mm->bstart[2 * (i - 1)] <= e) return mm->bstart[2 * (i - 1) + 1];
  return 0;
}

static int race_report(Mem *mm, const MemObj *o, uint64_t p, bool pwrite, bool write, uint64_t off,
                       const char **why) {
  uint32_t pe = st_epoch(p), pt = st_pay(p);
  uint32_t blk = pe < mm->epoch0 ? block_of_epoch(mm, pe) : mm->block;
  char tc[48], bc[48], d[200];
  coords(tc, sizeof tc, pt, mm->grid.thread, mm->has_grid);
  coords(bc, sizeof bc, blk, mm->grid.block, mm->has_grid);
  obj_desc(mm, o, d, sizeof d);
  const char *cur = write ? "write" : "read", *prev = pwrite ? "write" : "read";
  if (st_kind(p) != ST_ONE)
    snprintf(mm->why, sizeof mm->why, "data race with other threads of block %s: %s after %s at offset %llu of %s",
             bc, cur, prev, (unsigned long long)off, d);
  else
    snprintf(mm->why, sizeof mm->why, "data race with thread %s of block %s: %s after %s at offset %llu of %s",
             tc, bc, cur, prev, (unsigned long long)off, d);
  *why = mm->why;
  return MEM_UB;
}

/* Checks and records an access of n bytes at arena position pos. */
static int race_bytes(Mem *mm, const MemObj *o, uint64_t pos, uint64_t n, bool write, const MemWho *who,
                      const char **why) {
  uint32_t t = who->thread;
  uint64_t me = stamp(mm->epoch, t >> 5, t, ST_ONE, who->atomic ? 1u : 0u);
  bool shared = o->space == IR_AS_SHARED;
  uint64_t *ws = mm->wst + pos, *rs = mm->rst + pos, w0 = ws[0], r0 = rs[0];
  uint64_t same = 1;
  while (same < n && ws[same] == w0 && rs[same] == r0) same++;
  if (same == n) {  /* the usual case: the bytes share their history; decide once */
    if (conflicts(mm, w0, me, t, shared)) return race_report(mm, o, w0, true, write, pos - o->base, why);
    if (write) {
      if (conflicts(mm, r0, me, t, shared)) return race_report(mm, o, r0, false, write, pos - o->base, why);
      if (w0 != me)
        for (uint64_t i = 0; i < n; i++) ws[i] = me;
    } else {
      uint64_t v = read_merge(mm, r0, me, t, shared);
      if (v != r0)
        for (uint64_t i = 0; i < n; i++) rs[i] = v;
    }
    return MEM_OK;
  }
  for (uint64_t i = 0; i < n; i++) {
    uint64_t w = ws[i], r = rs[i];
    if (conflicts(mm, w, me, t, shared)) return race_report(mm, o, w, true, write, pos + i - o->base, why);
    if (write && conflicts(mm, r, me, t, shared))
      return race_report(mm, o, r, false, write, pos + i - o->base, why);
    if (write) ws[i] = me;
    else rs[i] = read_merge(mm, r, me, t, shared);
  }
  return MEM_OK;
}

/* Whether a[0..n) all equal v, for the word sizes (false for others). */
static inline bool all_equal(const uint64_t *a, uint64_t v, uint64_t n) {
  switch (n) {
  case 1: return a[0] == v;
  case 2: return ((a[0] ^ v) | (a[1] ^ v)) == 0;
  case 4: return ((a[0] ^ v) | (a[1] ^ v) | (a[2] ^ v) | (a[3] ^ v)) == 0;
  case 8:
    return ((a[0] ^ v) | (a[1] ^ v) | (a[2] ^ v) | (a[3] ^ v) | (a[4] ^ v) | (a[5] ^ v) | (a[6] ^ v) |
            (a[7] ^ v)) == 0;
  default: return false;
  }
}

/* Local memory (allocas, byval copies) belongs to one thread (PTX ISA,
 * "Local State Space": "private memory for each thread"): no races there.
 * The common case inline: a word whose bytes were last written and read
 * by this thread in this epoch, or not in this run -- no conflict, and
 * the stamps race_bytes would record, at once. */
MEM_INLINE int race(Mem *mm, const MemObj *o, uint64_t pos, uint64_t n, bool write, const MemWho *who,
                    const char **why) {
  if (!who || !mm->h.race_ok || o->space == IR_AS_LOCAL) return MEM_OK;
  uint32_t t = who->thread;
  uint64_t me = stamp(mm->epoch, t >> 5, t, ST_ONE, who->atomic ? 1u : 0u), key = me >> 1;
  uint64_t *ws = mm->wst + pos, *rs = mm->rst + pos, w0 = ws[0], r0 = rs[0];
  bool rmine = (r0 >> 1) == key;
  if (((w0 >> 1) == key || st_epoch(w0) < mm->run0) && (rmine || st_epoch(r0) < mm->run0) &&
      all_equal(ws, w0, n) && all_equal(rs, r0, n)) {
    if (write) {
      if (w0 != me)
        for (uint64_t i = 0; i < n; i++) ws[i] = me;
    } else {
      uint64_t v = rmine ? (me & ~(uint64_t)1) | (r0 & me & 1) : me;
      if (v != r0)
        for (uint64_t i = 0; i < n; i++) rs[i] = v;
    }
    return MEM_OK;
  }
  return race_bytes(mm, o, pos, n, write, who, why);
}

/* Starts the next epoch; clears every stamp and clock when the field is
 * full (stamps above the arena top too: they are never cleared per object). */
static void epoch_next(Mem *mm) {
  if (mm->epoch >= MAX_EPOCH) {
    if (mm->races && mm->cap) memset(mm->wst, 0, mm->cap * 8), memset(mm->rst, 0, mm->cap * 8);
    if (mm->vc) memset(mm->vc, 0, (size_t)mm->capvc * 32 * 4);
    mm->epoch = 0;
    mm->run0 = mm->epoch0 = mm->bepoch = 1;
    mm->nbstart = 0;
    push_bstart(mm, 1, mm->block);
  }
  mm->epoch++;
}

/* PTX ISA, bar.sync: "memory accesses requested by the threads prior to
 * the barrier are performed relative to all threads participating in the
 * barrier".  Call once, when every thread of the block has arrived. */
void mem_barrier(Mem *mm, uint32_t block) {
  (void)block;
  epoch_next(mm);
  mm->bepoch = mm->epoch;
}

/* Makes clocks exist for thread ids below n (new ones all zero). */
static bool clocks_reserve(Mem *mm, uint32_t n) {
  if (n <= mm->capvc) return true;
  uint32_t c = mm->capvc ? mm->capvc : 32;
  while (c < n) {
    if (c > (1u << 24)) return false;
    c *= 2;
  }
  uint32_t *v = ir_alloc(mm->c, mm->vc, (size_t)mm->capvc * 128, (size_t)c * 128);
  if (!v) return false;
  memset(v + (size_t)mm->capvc * 32, 0, (size_t)(c - mm->capvc) * 128);
  mm->vc = v;
  mm->capvc = c;
  return true;
}

/* PTX ISA, bar.warp.sync: "bar.warp.sync also guarantee memory ordering
 * among threads participating in barrier" -- the vector-clock join of the
 * method at the top of the file, over the members of group only. */
void mem_warp_sync(Mem *mm, uint32_t base, uint32_t group) {
  if (!mm->h.race_ok || !group) return;
  epoch_next(mm);
  if (base > UINT32_MAX - 64 || !clocks_reserve(mm, base + 32)) {
    mm->bepoch = mm->epoch;  /* no memory for clocks: order everything (may miss races, invents none) */
    return;
  }
  uint32_t j[32] = {0};
  for (uint32_t m = group; m; m &= m - 1) {
    const uint32_t *v = mm->vc + (size_t)(base + (uint32_t)__builtin_ctz(m)) * 32;
    for (unsigned l = 0; l < 32; l++) j[l] = v[l] > j[l] ? v[l] : j[l];
  }
  for (uint32_t m = group; m; m &= m - 1) j[__builtin_ctz(m)] = mm->epoch;
  for (uint32_t m = group; m; m &= m - 1) memcpy(mm->vc + (size_t)(base + (uint32_t)__builtin_ctz(m)) * 32, j, sizeof j);
}

/* ------------------------------------------------------------------ */
/* Writer sites                                                         */

static uint32_t site_hash(uint32_t f, IrId i) { return (f * 0x9e3779b1u) ^ (i * 0x85ebca6bu); }

static bool site_rehash(Mem *mm, uint32_t ncap) {
  uint32_t *h = fresh(mm, (size_t)ncap * 4);
  if (!h) return false;
  memset(h, 0, (size_t)ncap * 4);
  for (uint32_t s = 0; s < mm->nsites; s++) {
    uint32_t k = site_hash(mm->sites[s].func, mm->sites[s].inst) & (ncap - 1);
    while (h[k]) k = (k + 1) & (ncap - 1);
    h[k] = s + 1;
  }
  free_arr(mm, mm->sitehash, (size_t)mm->capsitehash * 4);
  mm->sitehash = h;
  mm->capsitehash = ncap;
  return true;
}

/* The interned id (1..) of who's instruction; 0 without who or memory,
 * SITE_MANY once 65534 sites exist (their bytes show no writer). */
static uint16_t site_intern(Mem *mm, const MemWho *who) {
  if (2 * (mm->nsites + 1) > mm->capsitehash && !site_rehash(mm, mm->capsitehash ? mm->capsitehash * 2 : 64))
    return 0;
  uint32_t mask = mm->capsitehash - 1, k = site_hash(who->func, who->inst) & mask;
  for (; mm->sitehash[k]; k = (k + 1) & mask) {
    const MemSite *s = &mm->sites[mm->sitehash[k] - 1];
    if (s->func == who->func && s->inst == who->inst) break;
  }
  if (!mm->sitehash[k]) {
    if (mm->nsites >= SITE_MANY - 1) return SITE_MANY;
    if (!GROW(mm, mm->sites, mm->capsites, mm->nsites + 1)) return 0;
    mm->sites[mm->nsites].func = who->func;
    mm->sites[mm->nsites].inst = who->inst;
    mm->sitehash[k] = ++mm->nsites;
  }
  uint32_t ck = (who->inst ^ who->func * 7u) & (MEM_SITE_CACHE - 1);
  mm->h.scache[ck].func = who->func, mm->h.scache[ck].inst = who->inst, mm->h.scache[ck].site = mm->sitehash[k];
  return (uint16_t)mm->sitehash[k];
}

static inline uint16_t site_of(Mem *mm, const MemWho *who) {
  if (!who) return 0;
  uint32_t ck = (who->inst ^ who->func * 7u) & (MEM_SITE_CACHE - 1);
  if (mm->h.scache[ck].site && who->func == mm->h.scache[ck].func && who->inst == mm->h.scache[ck].inst)
    return (uint16_t)mm->h.scache[ck].site;
  return site_intern(mm, who);
}

/* memcpy with the common sizes spelled out (inlined by the compiler). */
static inline void copy_n(uint8_t *d, const uint8_t *s, uint32_t n) {
  switch (n) {
  case 1: *d = *s; break;
  case 2: memcpy(d, s, 2); break;
  case 4: memcpy(d, s, 4); break;
  case 8: memcpy(d, s, 8); break;
  case 16: memcpy(d, s, 16); break;
  default: memcpy(d, s, n); break;
  }
}

/* ------------------------------------------------------------------ */
/* Loads, stores, copies                                                */

int mem_load(Mem *mm, uint64_t addr, unsigned as, uint32_t size, uint32_t align, uint8_t *bytes,
             uint8_t *poison, const MemWho *who, const char **why) {
  MemObj *o;
  uint64_t pos;
  if (size == 0) return MEM_OK;
  if (check(mm, addr, as, size, align, false, &o, &pos, why)) return MEM_UB;
  if (race(mm, o, pos, size, false, who, why)) return MEM_UB;
  copy_n(bytes, mm->h.data + pos, size);
  if (poison)
    for (uint32_t i = 0; i < size; i++) poison[i] = mm->h.meta[pos + i] & M_POISON;
  return MEM_OK;
}

/* meta bits 1-2 for an FP element width in bytes */
static uint8_t fp_code(unsigned fpw) { return fpw == 2 ? 1 : fpw == 4 ? 2 : fpw == 8 ? 3 : 0; }

int mem_store(Mem *mm, uint64_t addr, unsigned as, uint32_t size, uint32_t align,
              const uint8_t *bytes, const uint8_t *poison, unsigned fpw, const MemWho *who,
              const char **why) {
  MemObj *o;
  uint64_t pos;
  if (size == 0) return MEM_OK;
  if (check(mm, addr, as, size, align, true, &o, &pos, why)) return MEM_UB;
  if (race(mm, o, pos, size, true, who, why)) return MEM_UB;
  copy_n(mm->h.data + pos, bytes, size);
  uint8_t fc = fp_code(fpw), *me = mm->h.meta + pos;
  uint16_t s = site_of(mm, who), *si = mm->h.site + pos;
  if (!fc) {
    if (!poison) memset(me, 0, size);
    else for (uint32_t i = 0; i < size; i++) me[i] = poison[i] ? M_POISON : 0;
  } else {
    for (uint32_t i = 0; i < size; i += fpw)
      for (uint32_t k = 0; k < fpw && i + k < size; k++)
        me[i + k] = (uint8_t)(fc << 1 | k << 3 | (poison && poison[i + k] ? M_POISON : 0));
  }
  for (uint32_t i = 0; i < size; i++) si[i] = s;
  return MEM_OK;
}

/* Scalar accesses of n = 1, 2, 4 or 8 bytes (the VM's LD1..LD8 and
 * ST1..STF8): the rules of mem_load / mem_store, with the value as one
 * little-endian word instead of byte arrays.  A load is poison when any of
 * its bytes is (LangRef "Poison Values": "if any of the loaded bytes is
 * poison, the result is poison"); a poison store makes every byte poison. */
static const uint64_t POISON_BYTES[9] = {0, 0x01, 0x0101, 0, 0x01010101, 0, 0, 0, 0x0101010101010101ull};


int mem_load_word(Mem *mm, uint64_t addr, unsigned as, uint32_t n, uint32_t align, uint64_t *val,
                  bool *poison, const MemWho *who, const char **why) {
  MemObj *o;
  uint64_t pos, v = 0, pm = 0;
  if (n > 8 || !POISON_BYTES[n]) {  /* not a word: the byte-array path */
    uint8_t b[8] = {0}, pz[8] = {0};
    if (n > 8 || mem_load(mm, addr, as, n, align, b, pz, who, why)) return n > 8 ? (*why = "bad word size", MEM_UB) : MEM_UB;
    for (uint32_t i = 0; i < n; i++) v |= (uint64_t)b[i] << (8 * i), pm |= pz[i];
    *val = pm ? 0 : v, *poison = pm != 0;
    return MEM_OK;
  }
  if (check(mm, addr, as, n, align, false, &o, &pos, why)) return MEM_UB;
  if (race(mm, o, pos, n, false, who, why)) return MEM_UB;
  switch (n) {
  case 1: v = mm->h.data[pos], pm = mm->h.meta[pos]; break;
  case 2: { uint16_t x, y; memcpy(&x, mm->h.data + pos, 2), memcpy(&y, mm->h.meta + pos, 2); v = x, pm = y; break; }
  case 4: { uint32_t x, y; memcpy(&x, mm->h.data + pos, 4), memcpy(&y, mm->h.meta + pos, 4); v = x, pm = y; break; }
  default: memcpy(&v, mm->h.data + pos, 8), memcpy(&pm, mm->h.meta + pos, 8); break;
  }
  bool pz = (pm & POISON_BYTES[8]) != 0;
  *val = pz ? 0 : v;
  *poison = pz;
  return MEM_OK;
}

int mem_store_word(Mem *mm, uint64_t addr, unsigned as, uint32_t n, uint32_t align, uint64_t val, bool poison,
                   unsigned fpw, const MemWho *who, const char **why) {
  MemObj *o;
  uint64_t pos, mp = 0;
  if (n > 8 || !POISON_BYTES[n]) {
    uint8_t b[8], pz[8];
    if (n > 8) { *why = "bad word size"; return MEM_UB; }
    for (uint32_t i = 0; i < n; i++) b[i] = (uint8_t)(val >> (8 * i)), pz[i] = poison;
    return mem_store(mm, addr, as, n, align, b, pz, fpw, who, why);
  }
  if (check(mm, addr, as, n, align, true, &o, &pos, why)) return MEM_UB;
  if (race(mm, o, pos, n, true, who, why)) return MEM_UB;
  if (fpw == n) {  /* one FP element (STF2/4/8): its meta bytes at once */
    mp = n == 2 ? MEM_FP_META2 : n == 4 ? MEM_FP_META4 : n == 8 ? MEM_FP_META8 : 0;
  } else if (fp_code(fpw)) {
    uint8_t fc = fp_code(fpw);
    for (uint32_t i = 0; i < n; i++) mp |= (uint64_t)(fc << 1 | (i % fpw) << 3) << (8 * i);
  }
  if (poison) mp |= POISON_BYTES[n];
  uint16_t s = site_of(mm, who);
  switch (n) {
  case 1: mm->h.data[pos] = (uint8_t)val, mm->h.meta[pos] = (uint8_t)mp; break;
  case 2: { uint16_t x = (uint16_t)val, y = (uint16_t)mp; memcpy(mm->h.data + pos, &x, 2), memcpy(mm->h.meta + pos, &y, 2); break; }
  case 4: { uint32_t x = (uint32_t)val, y = (uint32_t)mp; memcpy(mm->h.data + pos, &x, 4), memcpy(mm->h.meta + pos, &y, 4); break; }
  default: memcpy(mm->h.data + pos, &val, 8), memcpy(mm->h.meta + pos, &mp, 8); break;
  }
  mem_site_fill(mm->h.site + pos, s, n);
  return MEM_OK;
}

/* LangRef, llvm.memcpy / llvm.memset: "If <len> is 0, it is no-op modulo
 * the behavior of attributes attached to the arguments". */
int mem_copy(Mem *mm, uint64_t dst, unsigned das, uint64_t src, unsigned sas, uint64_t n,
             const MemWho *who, const char **why) {
  MemObj *so, *dobj;
  uint64_t sp, dp;
  if (n == 0) return MEM_OK;
  if (check(mm, src, sas, n, 1, false, &so, &sp, why)) return MEM_UB;
  if (check(mm, dst, das, n, 1, true, &dobj, &dp, why)) return MEM_UB;
  if (race(mm, so, sp, n, false, who, why) || race(mm, dobj, dp, n, true, who, why)) return MEM_UB;
  memmove(mm->h.data + dp, mm->h.data + sp, n);
  memmove(mm->h.meta + dp, mm->h.meta + sp, n);  /* FP elements stay FP elements */
  uint16_t s = site_of(mm, who);
  for (uint64_t i = 0; i < n; i++) mm->h.site[dp + i] = s;
  return MEM_OK;
}

int mem_fill(Mem *mm, uint64_t dst, unsigned as, uint8_t byte, bool poison, uint64_t n,
             const MemWho *who, const char **why) {
  MemObj *o;
  uint64_t p;
  if (n == 0) return MEM_OK;
  if (check(mm, dst, as, n, 1, true, &o, &p, why)) return MEM_UB;
  if (race(mm, o, p, n, true, who, why)) return MEM_UB;
  memset(mm->h.data + p, byte, n);
  memset(mm->h.meta + p, poison ? M_POISON : 0, n);
  uint16_t s = site_of(mm, who);
  for (uint64_t i = 0; i < n; i++) mm->h.site[p + i] = s;
  return MEM_OK;
}

/* ------------------------------------------------------------------ */
/* Address spaces                                                       */

/* PTX ISA, cvta: converting between a generic address and a state space
 * address is defined for addresses inside that space's window; others are
 * undefined, modelled as poison.  Null converts to null (DESIGN: null is 0
 * in every space). */
uint64_t mem_cast(Mem *mm, uint64_t addr, unsigned from, unsigned to, bool *poison) {
  uint64_t off;
  *poison = false;
  if (from == IR_AS_SHARED) addr &= 0xffffffffu;
  if (from == to || addr == 0) return addr;
  uint64_t gen = addr;
  if (from == IR_AS_SHARED) {
    uint32_t id = decode(mm, addr, from, &off);
    if (!id) goto bad;
    gen = (uint64_t)id << 32 | off;
  }
  if (to == IR_AS_GENERIC) return gen;
  uint32_t id = decode(mm, gen, IR_AS_GENERIC, &off);
  if (!id || mm->h.objs[id - 1].space != to) goto bad;
  if (to == IR_AS_SHARED) {
    if (off >= (1u << SHARED_OFFBITS)) goto bad;
    return (uint64_t)mm->h.objs[id - 1].slot << SHARED_OFFBITS | off;
  }
  return gen;
bad:
  *poison = true;
  return 0;
}

/* nvvm.isspacep.{global,shared,const,local}: whether a generic address
 * falls in that space's window (PTX ISA, isspacep). */
bool mem_in_space(Mem *mm, uint64_t addr, unsigned as) {
  uint64_t off;
  uint32_t id = decode(mm, addr, IR_AS_GENERIC, &off);
  return id && mm->h.objs[id - 1].space == as;
}

/* Whether pointer addr (space as) has alignment align: an address in an
 * object is aligned when the object's alignment is at least align and its
 * offset a multiple of it (the model places an object at exactly its
 * alignment, as mem_find's access rule assumes); any other address
 * (null, a function, an integer) by its value. */
bool mem_ptr_aligned(Mem *mm, uint64_t addr, unsigned as, uint32_t align) {
  return mem_ptr_aligned_off(mm, addr, as, align, 0);
}

/* addr - bias aligned to align: in an object, the object's alignment must
 * be at least align and the offset less bias a multiple of it (the bytes
 * before the object are its base's, however far) */
bool mem_ptr_aligned_off(Mem *mm, uint64_t addr, unsigned as, uint64_t align, uint64_t bias) {
  uint64_t off;
  uint32_t id = decode(mm, addr, as, &off);
  if (!id || id == mm->nullobj) return ((addr - bias) & (align - 1)) == 0;
  return align <= mm->h.objs[id - 1].align && ((off - bias) & (align - 1)) == 0;
}

/* Whether n bytes at addr could be loaded: a live object of the space
 * holds [addr, addr + n) (the access rule of mem_find, alignment 1). */
bool mem_dereferenceable(Mem *mm, uint64_t addr, unsigned as, uint64_t n) {
  uint64_t pos;
  return mem_find(&mm->h, addr, as, n, 1, false, &pos) != NULL;
}

/* ------------------------------------------------------------------ */
/* Constant initializers -> bytes                                       */

static IrStatus cerr(Mem *mm, uint32_t g, const char *what) {
  const IrModule *m = mm->m;
  const IrGlobal *gl = &m->globals[g];
  const char *file = m->file ? ir_cstr(m, m->file) : NULL;
  return ir_error(mm->c, IR_EUSER, file, file ? gl->line : 0, 0, "unsupported %s in the initializer of @%s",
                  what, ir_cstr(m, gl->name));
}

/* The type of a constant operand (globals: a pointer in their space). */
static IrType cref_type(const Mem *mm, IrRef r) {
  if (ir_ref_is(r, IR_RGLOBAL)) {
    static const IrType ptrs[6] = {IR_PTR, IR_PTR1, IR_PTR, IR_PTR3, IR_PTR4, IR_PTR5};
    unsigned as = mm->m->globals[ir_ref_idx(r)].as;
    return as < 6 ? ptrs[as] : IR_PTR;
  }
  return ir_ref_is(r, IR_RCONST) ? ir_const(mm->m, r)->type : IR_VOID;
}

/* Width in bits of a scalar type's in-memory value. */
static unsigned sbits(const IrModule *m, IrType t) { return ir_type_bits(m, t); }

static u128 mask128(unsigned w) { return w >= 128 ? ~(u128)0 : (((u128)1 << w) - 1); }

static u128 sext128(u128 v, unsigned w) {
  if (w == 0 || w >= 128) return v;
  u128 sign = (u128)1 << (w - 1);
  v &= mask128(w);
  return (v ^ sign) - sign;
}

/* Bits [bit, bit + w) of a little-endian byte string. */
static u128 get_bits(const uint8_t *b, uint64_t bit, unsigned w) {
  u128 v = 0;
  for (unsigned i = 0; i < w; i++)
    if (b[(bit + i) / 8] >> ((bit + i) % 8) & 1) v |= (u128)1 << i;
  return v;
}

static void put_bits(uint8_t *b, uint64_t bit, unsigned w, u128 v) {
  if (bit % 8 == 0 && w % 8 == 0) {
    for (unsigned i = 0; i < w / 8; i++) b[bit / 8 + i] = (uint8_t)(v >> (8 * i));
    return;
  }
  for (unsigned i = 0; i < w; i++) {
    uint8_t *p = &b[(bit + i) / 8], m1 = (uint8_t)(1u << ((bit + i) % 8));
    *p = (v >> i & 1) ? (uint8_t)(*p | m1) : (uint8_t)(*p & ~m1);
  }
}

/* Whether any byte overlapping bits [bit, bit + w) is poison. */
static bool any_poison(const uint8_t *pz, uint64_t bit, unsigned w) {
  for (uint64_t i = bit / 8; i <= (bit + w - 1) / 8; i++)
    if (pz[i]) return true;
  return false;
}

static IrStatus cwrite(Mem *mm, uint32_t g, IrRef r, IrType t, uint8_t *b, uint8_t *pz, unsigned depth);
static IrStatus clane(Mem *mm, uint32_t g, IrRef r, uint32_t lane, u128 *v, bool *pz, unsigned depth);

/* Lane `lane` of a bitcast: the operand's bytes read as the result type. */
static IrStatus cbitcast_lane(Mem *mm, uint32_t g, const IrConst *k, uint32_t lane, u128 *v, bool *pz,
                              unsigned depth) {
  const IrModule *m = mm->m;
  uint8_t tb[256], tp[256];
  IrRef op = ir_const_elem(m, k, 0);
  IrType st = cref_type(mm, op);
  if (ir_type_alloc_size(m, st) > sizeof tb) return cerr(mm, g, "bitcast");
  memset(tb, 0, sizeof tb), memset(tp, 0, sizeof tp);
  IrStatus s = cwrite(mm, g, op, st, tb, tp, depth + 1);
  if (s) return s;
  unsigned w = sbits(m, ir_type_scalar(m, k->type));
  *v = get_bits(tb, (uint64_t)lane * w, w);
  *pz = any_poison(tp, (uint64_t)lane * w, w);
  return IR_OK;
}

/* An integer binary constant expression on one lane of width w <= 64.
 * LangRef, add/sub/mul: "If the nuw and/or nsw keywords are present, the
 * result value ... is a poison value if unsigned and/or signed overflow,
 * respectively, occurs"; shl/lshr/ashr: "If op2 is (statically or
 * dynamically) equal to or larger than the number of bits in op1, this
 * instruction returns a poison value"; shl nuw/nsw: poison "if it shifts
 * out any non-zero bits" / "any bits that disagree with the resultant sign
 * bit"; lshr/ashr exact: poison "if any of the bits shifted out are
 * non-zero". */
static uint64_t cbinop(unsigned op, uint32_t fl, unsigned w, uint64_t a, uint64_t b, bool *pz) {
  uint64_t mk = (uint64_t)mask128(w), r;
  __int128 sa = (__int128)sext128(a, w), sb = (__int128)sext128(b, w);
  __int128 smin = -((__int128)1 << (w - 1)), smax = ((__int128)1 << (w - 1)) - 1;
  switch (op) {
  case IR_ADD: case IR_SUB: case IR_MUL: {
    u128 u = op == IR_ADD ? (u128)a + b : op == IR_MUL ? (u128)a * b : (u128)a - b; /* a < b wraps high */
    __int128 s = op == IR_ADD ? sa + sb : op == IR_MUL ? sa * sb : sa - sb;
    if ((fl & IR_F_NUW) && u > mk) *pz = true;
    if ((fl & IR_F_NSW) && (s < smin || s > smax)) *pz = true;
    return (uint64_t)u & mk;
  }
  case IR_SHL:
    if (b >= w) break;
    r = (a << b) & mk;
    if ((fl & IR_F_NUW) && (r >> b) != a) *pz = true;
    if ((fl & IR_F_NSW) && ((__int128)sext128(r, w) >> b) != sa) *pz = true;
    return r;
  case IR_LSHR: case IR_ASHR:
    if (b >= w) break;
    r = op == IR_LSHR ? a >> b : (uint64_t)(sa >> b) & mk;
    if ((fl & IR_F_EXACT) && ((r << b) & mk) != a) *pz = true;
    return r;
  case IR_AND: return a & b;
  case IR_OR: return a | b;
  case IR_XOR: return a ^ b;
  default: break;
  }
  *pz = true;
  return 0;
}

/* A cast constant expression on one lane (value v of the operand). */
static IrStatus ccast(Mem *mm, uint32_t g, unsigned op, IrType st, IrType dt, u128 v, u128 *out, bool *pz) {
  const IrModule *m = mm->m;
  unsigned sw = sbits(m, st), dw = sbits(m, dt);
  bool psrc = ir_type_is_ptr(m, st), pdst = ir_type_is_ptr(m, dt);
  switch (op) {
  case IR_TRUNC: case IR_ZEXT: case IR_PTRTOINT: case IR_INTTOPTR:
    *out = (v & mask128(sw)) & mask128(dw);
    return IR_OK;
  case IR_SEXT: *out = sext128(v, sw) & mask128(dw); return IR_OK;
  case IR_ADDRSPACECAST:
    if (!psrc || !pdst) break;
    *out = mem_cast(mm, (uint64_t)v, ir_ty(m, st)->as, ir_ty(m, dt)->as, pz);
    return IR_OK;
  case IR_FPEXT: case IR_FPTRUNC:
    *out = sem_fconv(sw, dw, (uint64_t)v, SEM_RNE, false);
    return IR_OK;
  case IR_FPTOSI: case IR_FPTOUI:
    if (dw > 64) break;
    *out = sem_ftoi(sw, (uint64_t)v, dw, op == IR_FPTOSI, SEM_RZ, false, pz);
    return IR_OK;
  case IR_SITOFP: case IR_UITOFP:
    if (sw > 64) break;
    *out = sem_itof(sw, (uint64_t)v, op == IR_SITOFP, dw, SEM_RNE);
    return IR_OK;
  default: break;
  }
  return cerr(mm, g, "constant expression");
}

/* getelementptr over constants: the address and whether it is poison.
 * LangRef, getelementptr: with inbounds, "the result value of the
 * getelementptr is a poison value if the base pointer is not an in bounds
 * address of an allocated object, or if any of the addresses that would be
 * formed by successive addition of the offsets implied by the indices to
 * the base address with infinitely precise signed arithmetic are not an in
 * bounds address of that allocated object"; "The only in bounds address for
 * a null pointer in the default address-space is the null pointer itself". */
static IrStatus cgep(Mem *mm, uint32_t g, const IrConst *k, u128 *out, bool *pz, unsigned depth) {
  const IrModule *m = mm->m;
  if (ir_type_is_vec(m, k->type)) return cerr(mm, g, "vector getelementptr");
  IrRef base = ir_const_elem(m, k, 0);
  unsigned as = ir_ty(m, cref_type(mm, base))->as;
  u128 bv;
  IrStatus s = clane(mm, g, base, 0, &bv, pz, depth + 1);
  if (s) return s;
  uint64_t boff = 0, bsize = 0;
  uint32_t bid = bv ? decode(mm, (uint64_t)bv, as, &boff) : 0;
  if (bid) bsize = mm->h.objs[bid - 1].size;
  bool inb = k->flags & IR_F_INBOUNDS, bad = inb && bv && (!bid || boff > bsize);
  __int128 total = 0;
  IrType cur = k->auxty;
  for (uint32_t i = 1; i < k->n; i++) {
    IrRef ix = ir_const_elem(m, k, i);
    IrType it = cref_type(mm, ix);
    if (ir_type_is_vec(m, it)) return cerr(mm, g, "vector getelementptr");
    u128 iv;
    s = clane(mm, g, ix, 0, &iv, pz, depth + 1);
    if (s) return s;
    __int128 idx = (__int128)sext128(iv, sbits(m, it));
    if (i == 1) {
      total += idx * (__int128)ir_type_alloc_size(m, cur);
    } else if (ir_ty(m, cur)->kind == IR_TSTRUCT) {
      total += ir_type_field_offset(m, cur, (uint32_t)idx);
      cur = ir_type_field(m, cur, (uint32_t)idx);
    } else {
      cur = ir_ty(m, cur)->elem;
      total += idx * (__int128)ir_type_alloc_size(m, cur);
    }
    __int128 at = (__int128)boff + total;
    if (inb && (bv ? at < 0 || at > (__int128)bsize : total != 0)) bad = true;
  }
  if (bad) *pz = true;
  u128 mk = as == IR_AS_SHARED ? 0xffffffffu : (u128)UINT64_MAX;
  *out = (bv + (u128)total) & mk;
  return IR_OK;
}

static IrStatus cexpr_lane(Mem *mm, uint32_t g, const IrConst *k, uint32_t lane, u128 *v, bool *pz,
                           unsigned depth) {
  const IrModule *m = mm->m;
  if (k->op == IR_GEP) return lane ? cerr(mm, g, "vector getelementptr") : cgep(mm, g, k, v, pz, depth);
  if (k->op == IR_BITCAST) return cbitcast_lane(mm, g, k, lane, v, pz, depth);
  IrRef a = ir_const_elem(m, k, 0);
  IrType at = ir_type_scalar(m, cref_type(mm, a)), dt = ir_type_scalar(m, k->type);
  u128 av;
  IrStatus s = clane(mm, g, a, lane, &av, pz, depth + 1);
  if (s) return s;
  if (k->n == 1) return ccast(mm, g, k->op, at, dt, av, v, pz);
  u128 bv;
  s = clane(mm, g, ir_const_elem(m, k, 1), lane, &bv, pz, depth + 1);
  if (s) return s;
  unsigned w = sbits(m, dt);
  if (w > 64) return cerr(mm, g, "i128 constant expression");
  *v = cbinop(k->op, k->flags, w, (uint64_t)av, (uint64_t)bv, pz);
  return IR_OK;
}

/* Lane `lane` of a scalar or vector constant: its bits, or poison. */
static IrStatus clane(Mem *mm, uint32_t g, IrRef r, uint32_t lane, u128 *v, bool *pz, unsigned depth) {
  const IrModule *m = mm->m;
  *v = 0;
  if (depth > MAX_DEPTH) return cerr(mm, g, "deeply nested constant");
  if (ir_ref_is(r, IR_RGLOBAL)) {
    uint32_t gi = ir_ref_idx(r);
    *v = mem_global_addr(mm, gi, m->globals[gi].as);
    return IR_OK;
  }
  if (ir_ref_is(r, IR_RFUNC)) {
    *v = mem_func_addr(mm, ir_ref_idx(r));
    return IR_OK;
  }
  if (!ir_ref_is(r, IR_RCONST)) return cerr(mm, g, "operand");
  const IrConst *k = ir_const(m, r);
  switch (k->kind) {
  case IR_CINT: *v = (u128)k->hi << 64 | k->lo; return IR_OK;
  case IR_CFP: *v = k->lo; return IR_OK;
  case IR_CNULL: case IR_CZERO: return IR_OK;
  case IR_CPOISON: case IR_CUNDEF: *pz = true; return IR_OK;  /* DESIGN: undef is poison */
  case IR_CVEC: return clane(mm, g, ir_const_elem(m, k, lane), 0, v, pz, depth + 1);
  case IR_CEXPR: return cexpr_lane(mm, g, k, lane, v, pz, depth + 1);
  default: return cerr(mm, g, "constant");
  }
}

/* A scalar or vector constant: lanes packed little-endian, lane i at bit
 * i * w (LangRef, "Vector Type": the in-memory layout is that of the
 * bitcast to an integer, element 0 in the least significant bits). */
static IrStatus cwrite_lanes(Mem *mm, uint32_t g, IrRef r, IrType t, uint8_t *b, uint8_t *pz, unsigned depth) {
  const IrModule *m = mm->m;
  uint32_t lanes = ir_type_lanes(m, t);
  unsigned w = sbits(m, ir_type_scalar(m, t));
  for (uint32_t l = 0; l < lanes; l++) {
    u128 v;
    bool p = false;
    IrStatus s = clane(mm, g, r, l, &v, &p, depth + 1);
    if (s) return s;
    put_bits(b, (uint64_t)l * w, w, v & mask128(w));
    if (p)
      for (uint64_t i = (uint64_t)l * w / 8; i <= ((uint64_t)l * w + w - 1) / 8; i++) pz[i] = 1;
  }
  return IR_OK;
}

/* Writes constant r of type t as memory bytes at b (poison flags at pz);
 * the caller zeroed both, so padding stays zero. */
static IrStatus cwrite(Mem *mm, uint32_t g, IrRef r, IrType t, uint8_t *b, uint8_t *pz, unsigned depth) {
  const IrModule *m = mm->m;
  if (depth > MAX_DEPTH) return cerr(mm, g, "deeply nested constant");
  if (!ir_ref_is(r, IR_RCONST)) return cwrite_lanes(mm, g, r, t, b, pz, depth);
  const IrConst *k = ir_const(m, r);
  uint64_t sz = ir_type_store_size(m, t);
  switch (k->kind) {
  case IR_CPOISON: case IR_CUNDEF: memset(pz, 1, sz); return IR_OK;
  case IR_CZERO: return IR_OK;
  case IR_CBYTES: memcpy(b, ir_const_bytes_of(m, k), k->n < sz ? k->n : sz); return IR_OK;
  case IR_CARRAY: {
    IrType et = ir_ty(m, t)->elem;
    uint64_t es = ir_type_alloc_size(m, et);
    for (uint32_t i = 0; i < k->n; i++) {
      IrStatus s = cwrite(mm, g, ir_const_elem(m, k, i), et, b + i * es, pz + i * es, depth + 1);
      if (s) return s;
    }
    return IR_OK;
  }
  case IR_CSTRUCT:
    for (uint32_t i = 0; i < k->n; i++) {
      uint64_t off = ir_type_field_offset(m, t, i);
      IrStatus s = cwrite(mm, g, ir_const_elem(m, k, i), ir_type_field(m, t, i), b + off, pz + off, depth + 1);
      if (s) return s;
    }
    return IR_OK;
  default: return cwrite_lanes(mm, g, r, t, b, pz, depth);
  }
}

/* ------------------------------------------------------------------ */
/* Globals                                                              */

/* The size of a global's object: its type's, or for dynamic shared memory
 * (an external addrspace(3) array of size 0) max(4 KiB, 16 bytes per thread
 * of the block). */
bool interp_global_seeded(const IrGlobal *gl) {
  return gl->as != IR_AS_SHARED && (!gl->has_init || gl->linkage == IR_LINK_WEAK || gl->linkage == IR_LINK_LINKONCE);
}

/* The hash of global gl's name under the run's seed (what the rest of
 * the program put there, where it is placed). */
static uint64_t glob_hash(const Mem *mm, const IrGlobal *gl) {
  const char *nm = ir_cstr(mm->m, gl->name);
  return ir_mix64(mm->gseed ^ ir_fnv1a64(nm, strlen(nm)));
}

static uint64_t glob_size(const Mem *mm, const IrGlobal *gl) {
  uint64_t sz = ir_type_alloc_size(mm->m, gl->vtype);
  if (!sz && gl->as != IR_AS_SHARED && !gl->has_init && mm->gext) return EXT_UNSIZED;
  if (sz || gl->as != IR_AS_SHARED || gl->has_init) return sz;
  uint64_t dyn = DYN_SHARED_MIN;
  if (mm->has_grid) {
    uint64_t t = (uint64_t)mm->grid.thread[0] * mm->grid.thread[1] * mm->grid.thread[2];
    if (t * DYN_SHARED_PER_THREAD > dyn) dyn = t * DYN_SHARED_PER_THREAD;
  }
  return dyn < ((uint64_t)1 << SHARED_OFFBITS) ? dyn : ((uint64_t)1 << SHARED_OFFBITS) - 1;
}

/* LangRef, global variables: "an explicit alignment may be specified ...
 * the target can choose to align the global on any convenient boundary":
 * the object is aligned to the larger of the explicit and ABI alignment. */
static uint32_t glob_align(const Mem *mm, const IrGlobal *gl) {
  uint32_t a = ir_type_align(mm->m, gl->vtype);
  if (gl->align > a) a = gl->align;
  /* one defined elsewhere (mem_set_extern) may be placed on any larger
   * boundary: 16 for one seed in 2 */
  if (mm->gext && !gl->has_init && gl->as != IR_AS_SHARED && a < 16 && (ir_mix64(glob_hash(mm, gl)) & 1)) a = 16;
  if (gl->as == IR_AS_SHARED && !gl->has_init && ir_type_alloc_size(mm->m, gl->vtype) == 0 && a < DYN_SHARED_ALIGN)
    a = DYN_SHARED_ALIGN;
  return a;
}

static bool glob_arrays(Mem *mm, uint32_t n) {
  if (n <= mm->capglob) return true;
  uint32_t *a = fresh(mm, (size_t)n * 4), *b = fresh(mm, (size_t)n * 4), *c = fresh(mm, (size_t)n * 4);
  uint64_t *d = fresh(mm, (size_t)n * 8);
  if (!a || !b || !c || !d) {
    free_arr(mm, a, (size_t)n * 4), free_arr(mm, b, (size_t)n * 4), free_arr(mm, c, (size_t)n * 4);
    free_arr(mm, d, (size_t)n * 8);
    return false;
  }
  size_t o4 = (size_t)mm->capglob * 4;
  free_arr(mm, mm->gobj, o4), free_arr(mm, mm->tobj, o4), free_arr(mm, mm->tslot, o4);
  free_arr(mm, mm->tpos, o4 * 2);
  mm->gobj = a, mm->tobj = b, mm->tslot = c, mm->tpos = d;
  mm->capglob = n;
  mm->tvalid = false;
  return true;
}

/* Whether the cached templates were built for the same ids and slots. */
static bool templates_valid(const Mem *mm, uint64_t dyn) {
  if (!mm->tvalid || mm->tdyn != dyn || mm->tgext != mm->gext || (mm->text && mm->tseed != mm->gseed)) return false;
  for (uint32_t g = 0; g < mm->nglob; g++)
    if (mm->tobj[g] != mm->gobj[g] || mm->tslot[g] != mm->h.objs[mm->gobj[g] - 1].slot) return false;
  return true;
}

static IrStatus templates_build(Mem *mm, uint64_t dyn) {
  const IrModule *m = mm->m;
  uint64_t total = 0;
  for (uint32_t g = 0; g < mm->nglob; g++) total += mm->h.objs[mm->gobj[g] - 1].size;
  if (total > mm->tcap) {
    uint8_t *d = fresh(mm, total), *p = fresh(mm, total);
    if (!d || !p) {
      free_arr(mm, d, total), free_arr(mm, p, total);
      return ir_error(mm->c, IR_ENOMEM, NULL, 0, 0, "out of memory");
    }
    free_arr(mm, mm->tdata, mm->tcap), free_arr(mm, mm->tmeta, mm->tcap);
    mm->tdata = d, mm->tmeta = p, mm->tcap = total;
  }
  mm->tvalid = false;
  mm->text = false;
  mm->tgext = mm->gext;
  mm->tseed = mm->gseed;
  mm->ttop = 0;
  for (uint32_t g = 0; g < mm->nglob; g++) {
    const IrGlobal *gl = &m->globals[g];
    const MemObj *o = &mm->h.objs[mm->gobj[g] - 1];
    uint64_t at = mm->tpos[g] = mm->ttop;
    mm->ttop += o->size;
    if (o->size) {  /* an empty global may have no template bytes at all */
      memset(mm->tdata + at, 0, o->size);
      memset(mm->tmeta + at, gl->has_init || (mm->gext && gl->as != IR_AS_SHARED) ? 0 : 1, o->size);
    }
    /* defined elsewhere, or a definition another module's may replace
     * (weak, linkonce; LangRef "Linkage Types"): bytes of the seed, for
     * one seed in 4 zero or the initializer */
    bool seeded = false;
    if (mm->gext && interp_global_seeded(gl)) {
      uint64_t h = glob_hash(mm, gl);
      mm->text = true;
      seeded = h % 4 != 0;
      if (seeded) ir_hash_fill(mm->tdata + at, o->size, h);
    }
    if (gl->has_init && !seeded) {
      IrStatus s = cwrite(mm, g, gl->init, gl->vtype, mm->tdata + at, mm->tmeta + at, 0);
      if (s) return s;
    }
    mm->tobj[g] = mm->gobj[g];
    mm->tslot[g] = o->slot;
  }
  mm->tdyn = dyn;
  mm->tvalid = true;
  return IR_OK;
}

static void glob_fill(Mem *mm, uint32_t g) {
  const MemObj *o = &mm->h.objs[mm->gobj[g] - 1];
  obj_fill(mm, o, mm->tdata + mm->tpos[g], mm->tmeta + mm->tpos[g]);
}

IrStatus mem_globals_init(Mem *mm) {
  const IrModule *m = mm->m;
  uint32_t n = m->nglobals;
  if (!glob_arrays(mm, n)) return ir_error(mm->c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  mm->nglob = 0;
  uint64_t dyn = 0;
  for (uint32_t g = 0; g < n; g++) {
    const IrGlobal *gl = &m->globals[g];
    unsigned kind = gl->as == IR_AS_SHARED ? MEM_SHARED : MEM_GLOBAL;
    uint64_t sz = glob_size(mm, gl);
    if (gl->as == IR_AS_SHARED && !gl->has_init) dyn = sz;
    uint32_t id = mem_obj_new(mm, kind, gl->as, sz, glob_align(mm, gl), g, NULL, NULL);
    if (!id && mm->over) return IR_OK;  /* the caller ends the run: mem_over_budget */
    if (!id)
      return ir_error(mm->c, IR_ENOMEM, NULL, 0, 0, "out of memory for global @%s", ir_cstr(m, gl->name));
    MemObj *o = &mm->h.objs[id - 1];
    o->is_global = 1;
    /* LangRef, global variables: "a variable may be defined as a global
     * constant, which indicates that the contents of the variable will
     * never be modified". */
    o->ro = o->ro || gl->is_const;
    /* LangRef, "Intrinsic Global Variables": globals named llvm.* (e.g.
     * @llvm.compiler.used, section "llvm.metadata") carry meaning for the
     * toolchain, not program data: read-only and never observed. */
    if (!strncmp(ir_cstr(m, gl->name), "llvm.", 5)) o->ro = 1;
    mm->gobj[g] = id;
    mm->nglob = g + 1;
  }
  if (!templates_valid(mm, dyn)) {
    IrStatus s = templates_build(mm, dyn);
    if (s) return s;
  }
  for (uint32_t g = 0; g < n; g++) glob_fill(mm, g);
  /* LangRef "null_pointer_is_valid": "null pointer in address space 0 is
   * considered to be a valid address for memory loads and stores": for a
   * run of a function that says so (mem_set_null_valid; the functions it
   * calls share its memory), an object of NULL_PAGE bytes at address 0 (after the globals, so that
   * their ids stay g + 1), holding what the rest of the program put there
   * as a global defined elsewhere does (bytes of the seed with
   * mem_set_extern, else poison) */
  if (mm->gnull) {
    uint8_t page[NULL_PAGE];
    if (mm->gext) ir_hash_fill(page, NULL_PAGE, ir_mix64(mm->gseed ^ 0x6e756c6c));
    uint32_t id = mem_obj_new(mm, MEM_HEAP, IR_AS_GENERIC, NULL_PAGE, NULL_PAGE, UINT32_MAX, mm->gext ? page : NULL, NULL);
    if (!id && mm->over) return IR_OK;
    if (!id) return ir_error(mm->c, IR_ENOMEM, NULL, 0, 0, "out of memory for the null page");
    mm->nullobj = id;
  }
  return IR_OK;
}

uint64_t mem_global_addr(Mem *mm, uint32_t g, unsigned as) {
  if (g >= mm->nglob || !mm->gobj[g]) return 0;
  return mem_addr(mm, mm->gobj[g], 0, as);
}

/* CUDA C Programming Guide, shared memory: a __shared__ variable "has the
 * lifetime of the block" and is "only accessible from all the threads
 * within the block": each block starts with fresh contents. */
void mem_block_begin(Mem *mm, uint32_t block) {
  mm->block = block;
  epoch_next(mm);
  mm->epoch0 = mm->bepoch = mm->epoch;
  push_bstart(mm, mm->epoch, block);
  for (uint32_t s = 0; s < mm->h.nslots; s++) {
    MemObj *o = &mm->h.objs[mm->h.slots[s] - 1];
    if (o->base == NOBASE) continue;
    if (o->is_global && mm->tvalid && o->index < mm->nglob) glob_fill(mm, o->index);
    else obj_fill(mm, o, NULL, NULL);
  }
}

/* ------------------------------------------------------------------ */
/* Observation                                                          */

static void fpmap_at(const IrModule *m, IrType t, uint8_t *fp, uint64_t off, uint32_t n, int depth) {
  const IrTypeInfo *ti = ir_ty(m, t);
  if (depth > 16 || off >= n) return;
  if (ir_type_is_fp(m, t)) {
    unsigned w = ti->bits / 8;
    for (unsigned k = 0; k < w && off + k < n; k++) fp[off + k] = (uint8_t)(w << 4 | k);
  } else if (ti->kind == IR_TVEC || ti->kind == IR_TARRAY) {
    uint64_t es = ti->kind == IR_TVEC ? ir_type_bits(m, ti->elem) / 8 : ir_type_alloc_size(m, ti->elem);
    for (uint32_t i = 0; i < ti->count && es; i++) fpmap_at(m, ti->elem, fp, off + i * es, n, depth + 1);
  } else if (ti->kind == IR_TSTRUCT) {
    for (uint32_t i = 0; i < ti->nfields; i++)
      fpmap_at(m, ir_type_field(m, t, i), fp, off + ir_type_field_offset(m, t, i), n, depth + 1);
  }
}

void mem_fpmap_of_type(const IrModule *m, IrType t, uint8_t *fpmap, uint32_t n) {
  memset(fpmap, 0, n);
  fpmap_at(m, t, fpmap, 0, n, 0);
}

static bool observable(const MemObj *o) {
  if (o->kind == MEM_PARAM) return o->base != NOBASE;
  return o->kind == MEM_GLOBAL && o->is_global && !o->ro && o->space == IR_AS_GLOBAL;
}

/* parameters (by index), then globals (by index) */
static bool obs_before(const MemObj *a, const MemObj *b) {
  if (a->kind != b->kind) return a->kind == MEM_PARAM;
  return a->index < b->index;
}

/* InterpBufOut.fpmap of meta bits 1-5 (width code c, index k): the width
 * 2 << (c - 1) bytes in the high nibble, k in the low one; 0 for no FP. */
static const uint8_t FPMAP_OF_META[32] = {
  0x00, 0x20, 0x40, 0x80, 0x00, 0x21, 0x41, 0x81, 0x00, 0x22, 0x42, 0x82, 0x00, 0x23, 0x43, 0x83,
  0x00, 0x24, 0x44, 0x84, 0x00, 0x25, 0x45, 0x85, 0x00, 0x26, 0x46, 0x86, 0x00, 0x27, 0x47, 0x87};

/* Fills b from object o; the arrays come from the block at *w, *wf, *by
 * (advanced past them). */
static void buf_fill(const Mem *mm, const MemObj *o, InterpBufOut *b, IrId **w, uint32_t **wf, uint8_t **by) {
  size_t n = (size_t)o->size;
  b->kind = o->kind == MEM_PARAM ? INTERP_OBJ_PARAM : INTERP_OBJ_GLOBAL;
  b->index = o->index;
  b->size = (uint32_t)n;
  if (!n) return;
  b->writer = *w, b->writer_func = *wf;
  *w += n, *wf += n;
  b->bytes = *by, b->poison = *by + n, b->fpmap = *by + 2 * n;
  *by += 3 * n;
  memcpy(b->bytes, mm->h.data + o->base, n);
  const uint8_t *meta = mm->h.meta + o->base;
  const uint16_t *site = mm->h.site + o->base;
  uint8_t *pz = b->poison, *fp = b->fpmap;
  for (size_t i = 0; i < n; i++) {
    pz[i] = meta[i] & M_POISON;
    fp[i] = FPMAP_OF_META[meta[i] >> 1 & 31];
  }
  IrId *wi = b->writer, inst = IR_NIL;
  uint32_t *wfi = b->writer_func, func = IR_NIL;
  uint16_t last = 0;  /* runs of bytes share their writer: look each site up once */
  for (size_t i = 0; i < n; i++) {
    uint16_t s = site[i];
    if (s != last) {
      bool known = s && s != SITE_MANY;
      inst = known ? mm->sites[s - 1].inst : IR_NIL;
      func = known ? mm->sites[s - 1].func : IR_NIL;
      last = s;
    }
    wi[i] = inst;
    wfi[i] = func;
  }
}

/* One allocation per result (layout in inout.h). */
IrStatus mem_observe(Mem *mm, InterpResult *r) {
  uint32_t n = 0;
  uint64_t total = 0;
  r->nbufs = 0;
  r->bufs = NULL;
  for (uint32_t i = 0; i < mm->h.nobjs; i++)
    if (observable(&mm->h.objs[i])) n++, total += mm->h.objs[i].size;
  if (!n) return IR_OK;
  uint32_t *ids = fresh(mm, n * sizeof *ids);
  size_t bytes = n * sizeof(InterpBufOut) + total * (sizeof(IrId) + sizeof(uint32_t) + 3);
  InterpBufOut *bufs = fresh(mm, bytes);
  if (!bufs || !ids) {
    free_arr(mm, bufs, bytes), free_arr(mm, ids, n * sizeof *ids);
    return ir_error(mm->c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  }
  memset(bufs, 0, n * sizeof *bufs);
  uint32_t k = 0;
  for (uint32_t i = 0; i < mm->h.nobjs; i++) {  /* insertion sort: few objects */
    if (!observable(&mm->h.objs[i])) continue;
    uint32_t j = k++;
    while (j > 0 && obs_before(&mm->h.objs[i], &mm->h.objs[ids[j - 1] - 1])) ids[j] = ids[j - 1], j--;
    ids[j] = i + 1;
  }
  IrId *w = (IrId *)(bufs + n);
  uint32_t *wf = (uint32_t *)(w + total);
  uint8_t *by = (uint8_t *)(wf + total);
  for (uint32_t i = 0; i < n; i++) buf_fill(mm, &mm->h.objs[ids[i] - 1], &bufs[i], &w, &wf, &by);
  free_arr(mm, ids, n * sizeof *ids);
  r->bufs = bufs;
  r->nbufs = n;
  return IR_OK;
}

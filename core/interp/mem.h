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
 *   byte with no barrier between them, at least one a write and not both
 *   atomic, are UB ("data race"; PTX memory model: a plain access racing
 *   with an atomic write is a race too).  Local memory is per thread.  Different blocks never synchronize, so conflicting
 *   non-atomic accesses from two blocks to global memory are races too.
 * - Mem objects are reused across runs (mem_reset) so that repeated runs do
 *   not grow memory.
 */
#ifndef PASSCHECK_INTERP_MEM_H
#define PASSCHECK_INTERP_MEM_H

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
enum { MEM_PARAM, MEM_GLOBAL, MEM_SHARED, MEM_ALLOCA, MEM_BYVAL };

Mem *mem_new(IrCtx *c, const IrModule *m, bool races);
void mem_free(Mem *mm);
/* Drops every object; keeps the allocated capacity for the next run. */
void mem_reset(Mem *mm);

/* The grid of the run (optional; kept across mem_reset): race reports then
 * name threads and blocks as (x,y,z), the race shadow is sized for the
 * block's threads, and dynamic shared memory grows with the block. */
void mem_set_grid(Mem *mm, const InterpGrid *g);

/* A new object; contents poison (init NULL) or copied from init/init_poison.
 * Returns its id (>= 1), or 0 when out of memory / too large.  index:
 * parameter / global index for messages and observation.  align 0: the
 * default of the kind (256 for parameters' buffers, as cudaMalloc). */
uint32_t mem_obj_new(Mem *mm, unsigned kind, unsigned as, uint64_t size, uint32_t align,
                     uint32_t index, const uint8_t *init, const uint8_t *init_poison);
/* Ends an object's lifetime (alloca at return or lifetime.end). */
void mem_obj_kill(Mem *mm, uint32_t obj);
/* Starts a lifetime again (llvm.lifetime.start): contents become poison. */
void mem_obj_revive(Mem *mm, uint32_t obj);
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

/* The FP map (InterpBufOut.fpmap format) of a value of type t laid out as
 * a store writes it, into fpmap[0..n): for InterpResult.ret_fpmap. */
void mem_fpmap_of_type(const IrModule *m, IrType t, uint8_t *fpmap, uint32_t n);

/* Fills r->bufs with the observable objects (parameters' buffers, then
 * writable globals of address spaces 0/1): bytes, poison, last writers,
 * FP map.  One allocation through the context (layout in inout.h), freed
 * by interp_result_free. */
IrStatus mem_observe(Mem *mm, InterpResult *r);

#endif

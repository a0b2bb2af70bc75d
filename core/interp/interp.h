/* core/interp/interp.h -- the reference interpreter: what a program means.
 *
 * A function (usually a kernel) is compiled once to flat register bytecode
 * (interp_compile), then run any number of times on input vectors over a
 * grid of blocks x threads (interp_exec).  A run ends with an observable
 * result: the final bytes (and poison masks) of every buffer the program can
 * write, the return value, and a status (ok / UB with the reason and the
 * instruction / trap / timeout).  interp_compare decides refinement between
 * a source and a target result, as Alive2 does.
 *
 * Contract: no global state; every object hangs off an IrCtx; user errors
 * (unsupported constructs, bad .input text) come back as statuses with a
 * message in the context.  Semantics follow LLVM LangRef (DESIGN.md
 * "Reference semantics"); every rule is documented where it is implemented.
 */
#ifndef PASSCHECK_INTERP_H
#define PASSCHECK_INTERP_H

#include "ir.h"
#include "sem/sem.h"

/* ------------------------------------------------------------------ */
/* Options                                                              */

/* The value models are core/sem's (sem.h SemMath, SemApprox: the same values,
 * documented there); a run hands math, approx and approx_seed to core/sem. */
typedef enum InterpMath { INTERP_MATH_MPFR = SEM_MATH_MPFR, INTERP_MATH_HOST = SEM_MATH_HOST } InterpMath;
typedef enum InterpApprox {
  INTERP_APPROX_EXACT = SEM_APPROX_EXACT, INTERP_APPROX_ADVERSARIAL = SEM_APPROX_ADVERSARIAL
} InterpApprox;

typedef struct InterpGrid {
  uint32_t block[3];   /* nctaid.x/y/z: blocks in the grid */
  uint32_t thread[3];  /* ntid.x/y/z: threads per block */
} InterpGrid;

typedef struct InterpOpts {
  InterpGrid grid;       /* default 2x1x1 blocks of 4x1x1 threads */
  InterpMath math;
  InterpApprox approx;
  uint64_t approx_seed;  /* seed of the adversarial model */
  uint64_t step_budget;  /* executed instructions over all threads; 0: default */
  bool races;            /* report data races as UB (default on) */
  bool freeze_ones;      /* the other choices where LLVM's semantics leave one: freeze
                            of poison gives all ones (1 for aggregate members) instead
                            of 0, memcmp's result -1/1, a NaN result of an FP operation
                            the other sign and payload (vm_nan_alt): the oracles' second
                            run of a source, whose bytes that change are don't-care */
  bool denormal_ieee;    /* ignore "denormal-fp-math": never flush subnormals (the
                            oracles' second run: LangRef lets a function flush or
                            not, "It is not mandated that flushing to zero occurs") */
  bool undef_choices;    /* give each undef use of the entry function that runs at
                            most once a value of its own, chosen by interp_undef_set
                            (poison until then: the runs are unchanged) */
  bool extern_bytes;     /* globals defined elsewhere (declarations without an
                            initializer, not in shared memory) hold bytes of the
                            input's seed and a zero-sized one 256 bytes (mem.c
                            "Globals"); false: poison, as lli's driver (zero) can
                            only be matched where the interpreter compares nothing */
} InterpOpts;

/* Whether global gl holds bytes of the input's seed under extern_bytes:
 * one defined elsewhere (no initializer), or a weak or linkonce
 * definition another module's may replace, outside shared memory (mem.c
 * "Globals"). */
bool interp_global_seeded(const IrGlobal *gl);

void interp_opts_default(InterpOpts *o);
/* Parses "BxT" or "Bx,By,BzxTx,Ty,Tz" into g; false when malformed. */
bool interp_grid_parse(const char *s, InterpGrid *g);

/* ------------------------------------------------------------------ */
/* Input vectors                                                        */

typedef struct InterpProg InterpProg;  /* a compiled function ("Compile and run" below) */

/* One argument: a scalar value (its bytes, little-endian, as a store of its
 * type would write them) or, for a pointer parameter, the contents of the
 * buffer it points to (the pointer itself is made up by the interpreter),
 * null, or a pointer into another parameter's buffer (aliasing: is_alias,
 * see "Aliasing" below; such an argument has no buffer, size 0). */
typedef struct InterpArg {
  uint8_t is_buffer;   /* pointer parameter with a buffer */
  uint8_t is_null;     /* pointer parameter that is null (no buffer) */
  uint32_t size;       /* bytes */
  uint8_t *bytes;      /* size bytes */
  uint8_t *poison;     /* NULL, or size flags: 1 = that byte is poison */
  uint8_t is_alias;    /* pointer parameter pointing into the buffer of parameter
                          alias_base (an argument with is_buffer), alias_off bytes in */
  uint32_t alias_base, alias_off;
} InterpArg;

typedef struct InterpInput {
  uint32_t nargs;
  InterpArg *args;     /* one per parameter of the function */
  uint64_t seed;       /* the seed it was generated from (0 if written by hand) */
  uint8_t callees;     /* INTERP_CALLEES_*: how functions without a body behave */
} InterpInput;

/* InterpInput.callees (core/interp/xcall.c): the default callee reads
 * and writes through the pointer arguments its declaration lets it
 * access; a quiet one accesses no memory through them (so a poison
 * pointer argument is no UB) and returns edge values (0, 1, -1, the
 * signed extremes; pointers one byte off or null).  Both are behaviours
 * a real function may have; equiv tries both. */
enum { INTERP_CALLEES_ACTIVE = 0, INTERP_CALLEES_QUIET = 1 };

/* The values a fault-finding input is built around: the integer and FP
 * constants of one or more functions, plus for every integer operation
 * with a constant operand the values at and next to its signed and
 * unsigned overflow boundaries (x + C near INT_MAX - C, x * C near
 * UINT_MAX / C, ...).  Filled by interp_consts_add; duplicates dropped;
 * at most INTERP_MAXCONSTS of each kind (the first ones found). */
enum { INTERP_MAXCONSTS = 128 };
typedef struct InterpConsts {
  uint32_t nint, nfp;
  uint64_t ints[INTERP_MAXCONSTS];  /* low 64 bits */
  uint8_t intw[INTERP_MAXCONSTS];   /* their widths (1..64; wider: the low 64 bits) */
  uint64_t fps[INTERP_MAXCONSTS];   /* IEEE bits */
  uint8_t fpw[INTERP_MAXCONSTS];    /* 16, 32, 64 */
} InterpConsts;

/* Adds the constants (and boundary values) of function fidx of m to k
 * (zero k first); call once per function of a set, e.g. the source and
 * the target of a transformation, so both functions' constants appear in
 * the inputs of both. */
void interp_consts_add(InterpConsts *k, const IrModule *m, uint32_t fidx);

typedef struct InterpGenOpts {
  uint32_t min_elems;  /* buffers hold at least this many elements; 0: enough for the grid */
  uint32_t max_bytes;  /* cap on one buffer; 0: default (64 KiB) */
  const InterpConsts *consts;  /* the constants to aim at; NULL: the function's own */
  uint32_t buf_elems;  /* buffers hold at least this many elements (interp_input_probe's
                          answer); size-like scalars still fit min_elems; 0: none */
} InterpGenOpts;

/* Generates an input vector for function fidx from seed: scalars and buffer
 * contents biased to edge values (0, +-1, powers of two and neighbours,
 * INT_MIN/MAX, NaN, +-inf, subnormals, -0, and the constants and overflow
 * boundaries of g->consts, else of the function itself); half the vectors
 * are "close" (FP values of one binade and with cancellation, integers
 * at the constants: input.c "Input vectors come in two kinds"); integer
 * scalars that look like sizes are often small enough to keep indices in
 * bounds.  Deterministic for (module, seed, g). */
IrStatus interp_input_gen(IrCtx *c, const IrModule *m, uint32_t fidx, uint64_t seed,
                          const InterpGenOpts *g, const InterpOpts *o, InterpInput *out);
void interp_input_free(IrCtx *c, InterpInput *in);

/* Probe-sized buffers: a kernel that indexes a[tid * 64 + i] needs more
 * than the default buffers at the default grid.  Runs function fidx on
 * the vectors of the given seeds (those the caller will generate; NULL: 8
 * probe seeds): a vector whose run leaves its buffers (out-of-bounds, or
 * an access through an out-of-object poison pointer) at the default size
 * is rerun with every buffer at max_bytes, and when that is defined, with
 * buffers doubling from the default until it is.  go->buf_elems gets the
 * largest size one of them needed (0: none; size-like scalars keep
 * fitting min_elems, so only the buffers grow).  A function the
 * interpreter cannot compile leaves go unchanged (IR_OK; the caller meets
 * the error itself).  *runs, when not NULL, gets the probe runs made. */
IrStatus interp_input_probe(IrCtx *c, const IrModule *m, uint32_t fidx, const InterpOpts *o, InterpGenOpts *go,
                            const uint64_t *seeds, uint32_t nseeds, uint32_t *runs);

/* Aliasing.  A launch gives every pointer parameter a buffer of its own,
 * but a function called with pointers that alias or overlap must behave
 * too (unless a parameter is noalias).  An alias plan says: parameter arg
 * points into the buffer of parameter base, off bytes in.  Two ways to run
 * one: an input vector whose argument arg is_alias (interp_input_alias:
 * the launch itself passes base + off, on every thread of the grid; check,
 * fuzz and crosscheck), or a wrapper (interp_alias_print, equiv): the
 * module plus a function @__passcheck.alias with the same parameters,
 * which calls the function with arg replaced by base + off; any input
 * vector of the function runs on it unchanged (the buffer of arg is then
 * unused). */
typedef struct InterpAlias {
  uint32_t arg, base;  /* pointer parameters: arg = base + off; arg == base: the
                          parameter points off bytes into its own buffer (equiv's
                          misaligned runs); base == INTERP_ALIAS_NULL: arg is null
                          (equiv's null runs); base == INTERP_ALIAS_FUNC: arg is
                          the address of function off of the module (equiv's
                          function runs; both interp_alias_print only) */
  uint32_t off;        /* bytes (0, or one element, aligned as both parameters say) */
} InterpAlias;
#define INTERP_ALIAS_NULL UINT32_MAX
#define INTERP_ALIAS_FUNC (UINT32_MAX - 1)

/* Up to n plans for function fidx (pairs of pointer parameters of one
 * type, neither noalias, byval nor initializes(...): equal pointers, and
 * each one element past the other); no plans when a parameter is byval or
 * the function is variadic or has no name.  Returns how many. */
uint32_t interp_alias_plans(const IrModule *m, uint32_t fidx, InterpAlias *out, uint32_t n);
/* Prints m and the wrapper of plan a for function fidx (text for ir_parse). */
IrStatus interp_alias_print(FILE *out, const IrModule *m, uint32_t fidx, const InterpAlias *a);
#define INTERP_ALIAS_WRAPPER "__passcheck.alias"
/* The plan of vector number k of a set (check and fuzz: its index among
 * the generated vectors; crosscheck: its seed): one vector in four (k % 4
 * == 3) gets plan (k / 4) mod the number of plans of function fidx; false
 * for the others and when the function has no plan. */
bool interp_alias_pick(const IrModule *m, uint32_t fidx, uint64_t k, InterpAlias *out);
/* Makes in, a vector of function fidx, run with plan a at the launch:
 * argument a->arg gives up its buffer and points a->off bytes into
 * a->base's, which grows, when it is shorter, to end where the freed
 * buffer would (the added bytes are the freed buffer's), so accesses that
 * fitted the freed buffer stay in bounds.  IR_EUSER when the plan does not
 * fit (not two buffers of one pointer type). */
IrStatus interp_input_alias(IrCtx *c, const IrModule *m, uint32_t fidx, const InterpAlias *a, InterpInput *in);
/* Vector number k of a set aliased where the function stays defined: in,
 * an unaliased vector of the function p runs, gets the plan of
 * interp_alias_pick when p's run on it ends ok or in a trap; else, for a
 * plan with an offset, the same pair of parameters at offset 0; else it
 * stays unaliased (a vector on which the source is undefined says
 * nothing: the kernels of a grid often read their neighbours' elements,
 * which race with the neighbours' writes once two buffers overlap).
 * *aliased says whether a plan was applied; *runs (when not NULL) grows
 * by the runs made.  p's runs are the caller's options (its step budget
 * bounds them). */
IrStatus interp_input_alias_defined(IrCtx *c, InterpProg *p, const IrModule *m, uint32_t fidx, uint64_t k,
                                    InterpInput *in, bool *aliased, uint32_t *runs);
/* Whether argument k of in is a valid alias (is_alias) for function f:
 * NULL, or why not ("argument 0 is not a buffer", ...).  The rules of a
 * launch: the base is another pointer parameter of the same type with a
 * buffer (not null, not an alias itself), off is at most its size, and
 * neither parameter is byval or has initializes(...) (those assume a
 * buffer of their own).  The .input reader also refuses noalias. */
const char *interp_alias_invalid(const IrModule *m, const IrFunc *f, const InterpInput *in, uint32_t k, char *buf,
                                 size_t n);

/* The .input text format (see core/interp/input.c for the grammar): every
 * run can be saved and replayed bit for bit. */
IrStatus interp_input_write(FILE *out, const IrModule *m, uint32_t fidx, const InterpInput *in,
                            const InterpOpts *o);
IrStatus interp_input_read(IrCtx *c, const char *file, const char *text, size_t len,
                           const IrModule *m, uint32_t fidx, InterpInput *in, InterpOpts *o);

/* ------------------------------------------------------------------ */
/* Results                                                              */

typedef enum InterpStatus {
  INTERP_OK,
  INTERP_UB,          /* undefined behaviour: reason and instruction in the result */
  INTERP_TRAP,        /* llvm.trap */
  INTERP_TIMEOUT,     /* a resource limit: step budget, call depth, or memory
                         budget (16 MiB of live objects) exhausted */
  INTERP_UNSUPPORTED  /* a construct the interpreter cannot run (message in reason) */
} InterpStatus;

const char *interp_status_name(InterpStatus s); /* "ok", "ub", "trap", "timeout", "unsupported" */

/* A place in the program: function, instruction, and the thread running it. */
typedef struct InterpLoc {
  uint32_t func;       /* function index in the module, IR_NIL if none */
  IrId inst;           /* instruction id, IR_NIL if none */
  uint32_t block[3], thread[3];
} InterpLoc;

/* One observable memory object after the run. */
typedef struct InterpBufOut {
  uint8_t kind;        /* INTERP_OBJ_PARAM or INTERP_OBJ_GLOBAL */
  uint32_t index;      /* parameter index or global index */
  uint32_t size;
  uint8_t *bytes;
  uint8_t *poison;     /* size flags: 1 = poison byte (don't care in the source) */
  IrId *writer;        /* size ids: instruction that last wrote the byte, IR_NIL if none */
  uint32_t *writer_func; /* size: the function of that instruction */
  uint8_t *fpmap;      /* size: 0, or (w << 4 | k) when the byte is byte k of a w-byte FP
                          value last written as FP (so NaN == NaN can be applied) */
} InterpBufOut;

enum { INTERP_OBJ_PARAM, INTERP_OBJ_GLOBAL };

/* One call of a function without a body that is an observable event (one
 * that may write memory or have other effects: core/interp/xcall.c).  Its
 * arguments are kept as bytes: a non-pointer argument as a store writes
 * it, a pointer as 16 bytes naming what it points into (xcall.c
 * "Pointer arguments"), each byte with a poison flag. */
typedef struct InterpCall {
  uint32_t block, thread;  /* linear ids of the calling thread */
  uint32_t seq;            /* the call's position among the thread's calls */
  uint32_t func;           /* the callee's function index in the run's module */
  uint64_t name_hash;      /* of the callee's name: calls match across modules by it */
  uint32_t off, size;      /* the arguments: size bytes at call_bytes + off, then size poison flags */
} InterpCall;

typedef struct InterpResult {
  InterpStatus status;
  char reason[256];    /* UB / trap / unsupported: what happened */
  InterpLoc where;     /* where it happened */
  uint32_t ret_size;   /* bytes of the return value (0 for void) */
  uint8_t ret[256];    /* its bytes as a store would write them */
  uint8_t ret_poison[256];
  uint8_t ret_fpmap[256];  /* as InterpBufOut.fpmap, for NaN == NaN on the return value (0: not FP) */
  uint32_t nbufs;
  InterpBufOut *bufs;  /* parameters' buffers, then writable globals, in index order */
  uint64_t steps;      /* instructions executed */
  uint32_t ncalls;     /* calls of functions without a body, by (block, thread, seq) */
  InterpCall *calls;   /* one allocation with call_bytes (interp_result_free) */
  uint8_t *call_bytes;
  uint32_t call_nbytes;
  /* with undef choices in a one-thread run (interp_undef_info: sites): the
   * values of the conditions of the run's conditional branches and
   * switches, in order, at most INTERP_MAXBRS (brs_cut past them), so that
   * two runs with different choices show whether a branch depended on
   * undef (interp_branch_on_undef) */
  uint32_t nbrs;
  bool brs_cut;
  uint64_t *brs;
} InterpResult;

void interp_result_free(IrCtx *c, InterpResult *r);

/* ------------------------------------------------------------------ */
/* Compile and run                                                      */

/* Flattens function fidx (and every function it calls) of m to bytecode.
 * NULL with an error in the context (IR_EUSER "unsupported ..." for
 * constructs the interpreter cannot run, IR_ENOMEM).  The module must stay
 * alive and unchanged while the program exists. */
InterpProg *interp_compile(IrCtx *c, const IrModule *m, uint32_t fidx, const InterpOpts *o);
void interp_prog_free(InterpProg *p);

/* Runs the program on one input over the grid of its options.  The result
 * must be freed with interp_result_free.  Repeated runs do not grow memory.
 * Returns IR_OK (whatever the program did: see r->status) or an error for
 * an input that does not fit the function (IR_EUSER) / IR_ENOMEM. */
IrStatus interp_exec(InterpProg *p, const InterpInput *in, InterpResult *r);

/* Undef choices.  LLVM's undef is a value chosen afresh at every use; the
 * interpreter runs it as poison (the most permissive choice for a source,
 * the strictest for a target) unless the program was compiled with
 * InterpOpts.undef_choices: then each undef use (an undef operand, or the
 * undef lanes of a vector constant operand) of the entry function whose
 * block lies on no cycle of the CFG, in a run of one thread of a function
 * nothing else refers to, of integer or FP lanes of at most 64 bits, that
 * is no operand of a call, is a site whose lanes take their bits from a
 * choice vector (vm_compile.c "Undef uses"; at most INTERP_UNDEF_MAXUSES
 * sites).  Every other undef use stays poison and is counted in nrest.
 * A freeze of at most 8 bits under the same conditions is a site too: its
 * poison lanes take the choice's bits. */
enum { INTERP_UNDEF_MAXUSES = 64 };
typedef struct InterpUndef {
  uint32_t nuses;  /* sites */
  uint32_t bits;   /* the choice vector's length: the sites' undef lanes' bits */
  uint32_t nrest;  /* undef uses that stay poison (in callees, on cycles, ...) */
  uint64_t freeze_mask;  /* the choice bits (of the first 64) that are freeze sites'
                          (vm_compile.c "Freeze sites"): without a choice such a
                          site freezes to 0 (all ones with freeze_ones), one
                          behaviour, not the most permissive as poison is */
  bool uninit;     /* the module may read memory that LLVM leaves undef and the
                      interpreter fills with poison: an alloca, a global with undef
                      in its initializer or without one, a call of a function without
                      a body (malloc) or through a pointer */
} InterpUndef;
void interp_undef_info(const InterpProg *p, InterpUndef *u);
/* Sets the sites' values for the following runs: bit j of the choice
 * (word j / 64, least significant bit first) is bit j of the sites' lanes
 * taken in order (site order, lanes in order, low bit first); NULL: poison
 * again. */
void interp_undef_set(InterpProg *p, const uint64_t *choice);
/* LangRef, "Undefined Values": "Execution of a conditional branch is
 * undefined behavior if its condition is a not-frozen expression
 * containing undef and it can be evaluated into different values" (br and
 * switch on undef are UB).  Two runs of one input with different undef
 * choices took the same path up to some branch whose condition then had
 * different values: true, and both runs have UB there (every other run
 * of the input too, as it agrees with one of them up to that branch).
 * Freeze makes a value that is no longer undef, so a site under a freeze
 * gives no choice here (vm_compile.c "Undef uses"). */
enum { INTERP_MAXBRS = 4096 };
bool interp_branch_on_undef(const InterpResult *a, const InterpResult *b);

/* Convenience: compile, run, free. */
IrStatus interp_run(IrCtx *c, const IrModule *m, uint32_t fidx, const InterpInput *in,
                    const InterpOpts *o, InterpResult *r);

/* ------------------------------------------------------------------ */
/* Refinement                                                           */

typedef enum InterpVerdict {
  INTERP_REFINES,          /* target refines source (or the source had UB) */
  INTERP_SRC_UNDEFINED,    /* source run was UB / timeout: the input says nothing */
  INTERP_VALUE_MISMATCH,   /* a defined byte or the return value differs */
  INTERP_MORE_POISON,      /* target poison where the source was defined */
  INTERP_TGT_UB,           /* target UB / trap where the source was defined */
  INTERP_TGT_TIMEOUT,      /* target ran out of steps where the source finished */
  INTERP_STATUS_MISMATCH,  /* other status differences (e.g. unsupported) */
  INTERP_CALL_MISMATCH     /* the calls of functions without a body differ (callee, order, count,
                              or an argument the source defined) */
} InterpVerdict;

typedef struct InterpDiff {
  InterpVerdict verdict;
  int32_t buf;             /* index into bufs of the first differing byte, -1 for the return value */
  uint32_t offset;         /* that byte */
  uint8_t src_byte, tgt_byte;
  uint8_t src_poison, tgt_poison;
  uint32_t writer_func;    /* in the target: the instruction that last wrote it */
  IrId writer;
  int32_t call;            /* INTERP_CALL_MISMATCH: the first call that differs (index into the
                              source's calls, or its ncalls when the target made more calls) */
} InterpDiff;

/* Refinement of src by tgt: bytes that are poison in src are don't-care;
 * a NaN value equals any NaN of the same width where the byte range is
 * known to hold an FP value of the written type; UB in src makes every
 * target behaviour acceptable. */
InterpVerdict interp_compare(const InterpResult *src, const InterpResult *tgt, InterpDiff *d);
/* The same with a second run alt of the source that made other choices
 * where the source is nondeterministic (InterpOpts.freeze_ones): bytes
 * where src and alt differ are don't care, like poison; alt ending in UB
 * makes the input say nothing (INTERP_SRC_UNDEFINED).  When alt's status
 * or layout differs from src's, this is interp_compare. */
InterpVerdict interp_compare_nondet(const InterpResult *src, const InterpResult *alt, const InterpResult *tgt,
                                    InterpDiff *d);
const char *interp_verdict_name(InterpVerdict v);

/* Where m lets LLVM's semantics pick among several results, which the
 * interpreter decides one way (the oracles rerun the other way on a
 * difference): a freeze (of possibly poison: InterpOpts.freeze_ones), an
 * FP operation that can make a NaN (its sign and payload, observable
 * where the bits reach an integer), a
 * call of C memcmp or bcmp, whose result only has its sign specified
 * (freeze_ones also switches it from the byte difference to -1/0/1:
 * xcall.c), a function with "denormal-fp-math" (InterpOpts.denormal_ieee). */
enum { INTERP_ND_FREEZE = 1, INTERP_ND_DENORMAL = 2 };
unsigned interp_nondet(const IrModule *m);

/* Whether an instruction of m carries a fast-math flag that lets a
 * transformation change FP values (reassoc, arcp, afn, nsz; LangRef "Fast-
 * Math Flags"): the interpreter computes one exact result for such code,
 * so a differing FP value proves nothing.  *names gets "reassoc, ..." */
bool interp_fmf_value_changing(const IrModule *m, char *names, size_t n);
/* Whether such a flag's value can reach integer data (a conversion, a
 * comparison, a branch, bits loaded as an integer): see result.c. */
bool interp_fmf_reaches_int(const IrModule *m);

/* Prints a result: status, return value and every buffer (hex, and typed
 * per the pointee type when known), for `passcheck run`. */
void interp_result_print(FILE *out, const IrModule *m, uint32_t fidx, const InterpResult *r);
/* Call k of r->calls: "call S of thread T of block B: @f(i32 5, ptr param
 * 0 + 8)" and a newline (m: the module r ran). */
void interp_call_print(FILE *out, const IrModule *m, const InterpResult *r, uint32_t k);

#endif

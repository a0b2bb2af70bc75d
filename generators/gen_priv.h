/* generators/gen_priv.h -- what the files of the program generator share
 * (not a public header: passes and oracles use generators/gen.h only).
 *
 * Contract: one Gen per gen_program call, no global mutable state.  The
 * generator writes the kernel as LLVM IR text into growable buffers and
 * tracks, for every SSA value it made, the facts that keep the program
 * UB-free by construction: whether the value can be poison (GV_CLEAN),
 * an unsigned bound (GV_RANGE: 0 <= v <= hi, always <= the signed max,
 * so nsw/nuw/exact are emitted only where they provably hold) and, for FP
 * values, a magnitude bound (GV_FIN: finite, |v| <= 2^fexp, so nnan/ninf
 * never make poison).  gen.c assembles the module text and parses it.
 */
#ifndef PASSCHECK_GEN_PRIV_H
#define PASSCHECK_GEN_PRIV_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>

#include "gen.h"

/* ------------------------------------------------------------------ */
/* Types the generator uses                                             */

typedef enum GTy {
  T_I1, T_I8, T_I16, T_I32, T_I64, T_F16, T_F32, T_F64,
  T_V2I32, T_V4I32, T_V2F32, T_V4F32, T_V2F64, T_V2F16, T_V4I8, T_V4I16,
  T_V2I1, T_V4I1,
  T__N
} GTy;

/* Binary operations (gen_emit.c maps each to its core/ops.def opcode). */
typedef enum GOp {
  O_ADD, O_SUB, O_MUL, O_SHL, O_LSHR, O_ASHR, O_AND, O_OR, O_XOR,
  O_UDIV, O_SDIV, O_UREM, O_SREM,
  O_FADD, O_FSUB, O_FMUL, O_FDIV, O_FREM,
  O__N
} GOp;

typedef struct GTyInfo {
  const char *name;    /* LLVM spelling */
  const char *mangle;  /* intrinsic suffix: i32, f32, v4f32 */
  uint8_t bits;        /* scalar (element) width */
  uint8_t lanes;       /* 1 for scalars */
  uint8_t elem;        /* GTy of the element (itself for scalars) */
  uint8_t fp;          /* FP element */
} GTyInfo;

extern const GTyInfo gen_tyinfo[T__N];
#define TY(t) (gen_tyinfo[(t)])
static inline bool ty_int(GTy t) { return !TY(t).fp && TY(t).lanes == 1; }
static inline bool ty_fp(GTy t) { return TY(t).fp && TY(t).lanes == 1; }
static inline bool ty_vec(GTy t) { return TY(t).lanes > 1; }
/* Bytes of one element in memory. */
static inline uint32_t ty_esize(GTy t) { return TY(TY(t).elem).bits / 8; }

/* ------------------------------------------------------------------ */
/* Values                                                               */

enum {
  GV_CLEAN = 1,  /* never poison */
  GV_RANGE = 2,  /* int: 0 <= v <= hi, and hi <= the type's signed max */
  GV_FIN = 4,    /* FP: finite and |v| <= 2^fexp */
  GV_CONST = 8   /* a literal (cbits holds it) */
};

typedef struct GVal {
  uint8_t ty;      /* GTy */
  uint8_t flags;   /* GV_* */
  uint8_t tz;      /* int: known trailing zero bits */
  int16_t fexp;    /* GV_FIN bound */
  uint64_t hi;     /* GV_RANGE bound */
  uint64_t cbits;  /* GV_CONST: int value (truncated) or IEEE bits */
  char txt[24];    /* operand text: "%v12", "%p0", "7", "0x3FE0000000000000" */
} GVal;

/* ------------------------------------------------------------------ */
/* Buffers, shared memory, local arrays                                 */

/* Buffer sizes: output buffers hold nthreads * GEN_SLOTS elements (at
 * least GEN_MINELEMS), input buffers as many but at most GEN_MAXIN. */
enum { GEN_MAXBUF = 6, GEN_MAXDECL = 160, GEN_LOCALN = 8, GEN_SLOTS = 16, GEN_MINELEMS = 64, GEN_MAXIN = 256 };

typedef struct GBufP {
  uint8_t et;        /* element type (scalar GTy) */
  uint8_t out;       /* written: thread g owns elements [g*K, g*K + K) */
  uint8_t as;        /* address space of the parameter */
  uint8_t pas;       /* address space of ptr (after an optional cast) */
  uint8_t dirty;     /* a maybe-poison value was stored */
  uint32_t next;     /* next static slot of this thread (out buffers) */
  char ptr[24];      /* the pointer accesses start from */
} GBufP;

typedef struct GText {
  char *p;
  size_t n, cap;
} GText;

typedef struct Gen {
  IrCtx *c;
  uint64_t rs;              /* splitmix64 state */
  const uint8_t *tape;      /* GenOpts.tape: decisions read before the stream */
  size_t ntape, tpos;
  uint64_t feat;            /* features on */
  uint64_t used;            /* features actually used */
  uint64_t forced;          /* features forced on (each used at least once) */
  unsigned dialect;         /* GenOpts.dialect: 16, 19 or 22 */
  uint32_t *shapes;         /* GenProgram.shapes */
  bool oom;
  GText fn, decl, glob;     /* body, declarations, globals */
  uint64_t declh[GEN_MAXDECL];
  uint32_t ndecl;
  uint32_t nid, nlab, cur;  /* value / label counters, current block label */
  GVal *pool;               /* values in scope (a stack with marks) */
  uint32_t npool, cappool;
  uint32_t ninsts, target;  /* instructions emitted, size goal */
  uint32_t limit;           /* the end of the region being filled (<= target) */
  int loopdepth, cfdepth;   /* nesting of loops / of any control flow */
  bool dirty_ok;            /* the expression being built may be poison */
  int memdepth;             /* nesting of index computations (recursion guard) */
  struct GLoopCtx *lctx;    /* the innermost loop being generated */
  char fixname[24];         /* when set, the name gen_def gives next (forward references) */
  /* the grid and the buffers */
  uint32_t blocks, threads, nthreads;  /* blocks, threads per block, total */
  uint32_t N, K;            /* elements per output buffer (nthreads * K), slots per thread */
  uint32_t Nin;             /* elements per input buffer (<= N) */
  GBufP buf[GEN_MAXBUF];
  uint32_t nbuf;
  GVal gid, tid, obase;     /* global thread id, tid.x (i32), gid*K (i64) */
  /* shared memory: @sh, sh_n elements, KS per thread; readable after the barrier */
  bool sh_ready;
  uint8_t sh_et;
  uint32_t sh_n, sh_ks;
  char sh_ptr[24];
  uint8_t sh_pas;
  /* a local array of GEN_LOCALN elements, initialized in the entry block */
  bool loc_ready, loc_dirty;
  uint8_t loc_et;
  char loc_ptr[24];
  uint8_t loc_pas;
  GTy types[T__N];          /* scalar types this program uses */
  uint32_t ntypes;
  uint8_t denorm;           /* the kernel's flushing denormal mode: GEN_DN_* */
} Gen;

/* The kernel's "denormal-fp-math" attribute (fp family, programs with float). */
enum { GEN_DN_IEEE, GEN_DN_F32, GEN_DN_ALL, GEN_DN_F32_PZ };

/* ------------------------------------------------------------------ */
/* gen_emit.c: randomness, text, values, constants, declarations        */

uint64_t gen_rnd(Gen *G);
uint32_t gen_below(Gen *G, uint32_t n);       /* uniform in [0, n) (0 when n == 0) */
bool gen_chance(Gen *G, uint32_t pct);        /* true with pct % probability */
bool gen_on(Gen *G, GenFeature f);            /* feature on; marks it used when true */
bool gen_has(const Gen *G, GenFeature f);     /* feature on, without marking */
void gen_shape(Gen *G, GenShape s);

void gen_text(Gen *G, GText *t, const char *s, size_t n);
void gen_textf(Gen *G, GText *t, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* One instruction line in the current block ("  " fmt "\n"); counts it. */
void gen_inst(Gen *G, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
uint32_t gen_label_new(Gen *G);
void gen_label(Gen *G, uint32_t lab);         /* starts block b<lab> */

GVal gen_def(Gen *G, GTy t);                  /* a fresh %vN of type t, no facts */
void gen_push(Gen *G, GVal v);                /* makes v available */
uint32_t gen_mark(const Gen *G);
void gen_pop(Gen *G, uint32_t mark);
/* A value of type t from the pool (clean ones only when clean), or NULL. */
const GVal *gen_pick(Gen *G, GTy t, bool clean);

GVal gen_cint(Gen *G, GTy t, int64_t v);      /* integer literal (also i1) */
GVal gen_cfp(Gen *G, GTy t, double d);        /* FP literal, rounded to t */
GVal gen_cfp_bits(Gen *G, GTy t, uint64_t bits);
/* An interesting integer / FP constant for type t. */
GVal gen_rand_cint(Gen *G, GTy t);
GVal gen_rand_cfp(Gen *G, GTy t);
uint64_t gen_smax(GTy t);                     /* signed max of the (element) type */
uint64_t gen_umax(GTy t);

/* Declares @name once: "declare RET @name(PARAMS)". */
void gen_declare(Gen *G, const char *ret, const char *name, const char *params);

/* ---- instruction helpers (all push their result) */
/* Integer binary operation (scalar or vector) with its facts and some of
 * the nsw/nuw/exact flags that provably hold (never others).  Shift
 * amounts and divisors are the caller's business. */
GVal gen_ibin(Gen *G, GOp op, GVal a, GVal b);
GVal gen_fbin(Gen *G, GOp op, GVal a, GVal b);
GVal gen_fneg(Gen *G, GVal a);
GVal gen_icmp(Gen *G, const char *pred, GVal a, GVal b);
GVal gen_fcmp(Gen *G, const char *pred, GVal a, GVal b);
GVal gen_select(Gen *G, GVal c, GVal a, GVal b);
GVal gen_cast(Gen *G, const char *op, GVal a, GTy to);
/* A call of a known callee with arguments args (their types must match the
 * signature with overloaded codes set to ovl / ovl2). */
GVal gen_call(Gen *G, IrIntrin id, GTy ovl, GTy ovl2, const GVal *args, uint32_t nargs);
/* The result type of callee id for overload ovl (T__N for void / unsupported). */
GTy gen_call_ret(IrIntrin id, GTy ovl, GTy ovl2);
/* Parameter k's type of callee id (T__N when not representable). */
GTy gen_call_param(IrIntrin id, uint32_t k, GTy ovl, GTy ovl2, uint32_t *nparams);
/* Fast-math flags (with a trailing space, or "") for an FP operation;
 * nnan/ninf only when finite (its operands and result are), or, when
 * G->dirty_ok, rarely anyway: *poisonous is then set. */
const char *gen_fmf(Gen *G, bool finite, bool *poisonous);

/* ------------------------------------------------------------------ */
/* gen_expr.c: expressions and conversions                              */

/* A value of type t computed by an expression of depth <= depth. */
GVal gen_expr(Gen *G, GTy t, int depth, bool clean);
/* A value of type t: from the pool, a constant or a fresh load. */
GVal gen_leaf(Gen *G, GTy t, bool clean);
/* v converted to type t (casts, lane extraction, splats). */
GVal gen_conv(Gen *G, GVal v, GTy t);
/* A clean i1 condition. */
GVal gen_cond(Gen *G);
/* A clean integer of type t in [0, mask] (mask = 2^k - 1). */
GVal gen_masked(Gen *G, GTy t, uint64_t mask);
/* gen_lsr.c: a loop over an i32 counter used sign-extended (wrapping or nsw). */
void gen_st_lsr(Gen *G);
/* True when the program has scalar type t. */
bool gen_has_ty(const Gen *G, GTy t);
/* Picks a scalar type among the program's types (ints only / FP only). */
GTy gen_rand_scalar(Gen *G);
GTy gen_rand_int(Gen *G);
GTy gen_rand_fpty(Gen *G);   /* T__N when the program has no FP type */
GTy gen_rand_vec(Gen *G);    /* T__N when vectors are off */

/* ------------------------------------------------------------------ */
/* gen_mem.c: addresses, loads, stores, shared and local memory         */

/* A pointer to element idx (an i64 or i32 value) of buffer b. */
const char *gen_addr(Gen *G, uint32_t b, GVal idx, char *out, size_t n);
/* Loads a value of type t (scalar or vector of b's element type) from
 * element idx of buffer b (idx a multiple of the lanes). */
GVal gen_load_at(Gen *G, uint32_t b, GVal idx, GTy t);
void gen_store_at(Gen *G, uint32_t b, GVal idx, GVal v);
/* Access through pointer p into buffer b; aligned: p is aligned for the
 * whole vector (else only for one element). */
GVal gen_load_ptr(Gen *G, uint32_t b, const char *p, GTy t, bool aligned);
void gen_store_ptr(Gen *G, uint32_t b, const char *p, GVal v, bool aligned);
/* Elements of buffer b (G->Nin for inputs, G->N for outputs). */
static inline uint32_t gen_buf_elems(const Gen *G, uint32_t b) { return G->buf[b].out ? G->N : G->Nin; }
/* An input buffer whose element type is et (or any when T__N); -1 if none. */
int gen_in_buf(Gen *G, GTy et);
int gen_out_buf(Gen *G, GTy et);
/* A clean in-bounds element index (i64) of an input buffer, a multiple of
 * align (a power of two). */
GVal gen_in_index(Gen *G, uint32_t align);
/* An index (i64) of one of this thread's slots of output buffer b, a
 * multiple of align. */
GVal gen_out_index(Gen *G, uint32_t b, uint32_t align);
/* The pointer p advanced by k elements of buffer b's element type. */
const char *gen_addr_off(Gen *G, uint32_t b, const char *p, uint32_t k, char *out, size_t n);
/* Division or remainder of a (type t) by a guarded divisor. */
GVal gen_divide(Gen *G, GTy t, GVal a, int depth);
/* gen_fdiv.c: an fdiv of float or double t whose quotient lies next to a
 * midpoint; _bits: one of them (mostly double), as a value to store whose
 * low bits are the quotient's (its bits when no out buffer has its type) */
GVal gen_fdiv_hard(Gen *G, GTy t);
GVal gen_fdiv_hard_bits(Gen *G);
/* A math call returning t with constant arguments. */
GVal gen_math_const(Gen *G, GTy t);
/* An ori.* machine operation (i32 result). */
GVal gen_ori_op(Gen *G, int depth, bool clean);
/* gen_ori.c: four of the Ori passes' shapes (rotates, fields, IMAD chains), an i32. */
GVal gen_ori_shape(Gen *G);
/* Loads a value of type t from some input buffer (converting if needed). */
GVal gen_load_any(Gen *G, GTy t);
/* Stores v (converted as needed) into one of this thread's slots. */
void gen_store_out(Gen *G, GVal v);
void gen_shared_init(Gen *G);   /* entry block: write own slots, barrier */
void gen_local_init(Gen *G);    /* entry block: the local array, initialized */
GVal gen_shared_load(Gen *G);   /* a value read from shared memory */
GVal gen_shared_load_at(Gen *G, GVal idx);  /* element idx (i32, < sh_n) */
GVal gen_local_load(Gen *G);
void gen_local_store(Gen *G, GVal v);
void gen_shared_phase(Gen *G);  /* top level: barrier, rewrite own slots, barrier */

/* ------------------------------------------------------------------ */
/* gen_stmt.c / gen_loop.c: statements                                  */

/* Instructions left in the region being filled. */
static inline uint32_t gen_left(const Gen *G) { return G->limit > G->ninsts ? G->limit - G->ninsts : 0; }
/* Emits statements until about budget more instructions were emitted
 * (a region: nested statements see only what is left of it). */
void gen_stmts(Gen *G, uint32_t budget);
/* One statement for each forced-on family that has one (loops, vectors,
 * math and a flush-to-zero one, division and a branch-guarded one, phis,
 * ori), so that forcing a family on shows it; and in a kernel whose
 * denormal mode flushes, float arithmetic on loaded values. */
void gen_forced_stmts(Gen *G);
void gen_stmt(Gen *G);
void gen_st_loop(Gen *G, uint32_t budget);
void gen_st_affine(Gen *G, uint32_t budget);
/* Shared by gen_stmt.c and gen_loop.c. */
GOp gen_elem_op(Gen *G, GTy t);
/* gen_slp.c: consecutive stores of one operation on consecutive loads,
 * now and then, after every other statement (gen.c, before the return):
 * it draws from the random stream only after the rest of the body. */
void gen_st_slp_tail(Gen *G);
GVal gen_apply(Gen *G, GOp op, GVal a, GVal b);
/* gen_basr.c: a guarded stencil (BASR / CBE shapes). */
void gen_st_basr_guard(Gen *G);
/* gen_basr.c: a loop whose unrolled body reads U >= 4 elements at constant
 * offsets off one row of up to three arrays (input buffers, constant global
 * tables, shared memory) and writes U output slots; drawn after the rest of
 * the body (gen.c), so it leaves the earlier random stream as it was. */
void gen_st_basr_unrolled(Gen *G);
GVal gen_red_step(Gen *G, uint32_t kind, GVal s, GVal x);
uint32_t gen_red_kind(Gen *G, GTy t);

#endif

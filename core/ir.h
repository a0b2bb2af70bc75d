/* core/ir.h -- the one public header of passcheck's IR.
 *
 * A module is a strict subset of LLVM 16 IR, with the syntax LLVM 19 and 22
 * add where a module uses it (IrModule.dialect; see DESIGN.md "The IR").  This
 * header declares its types, values, instructions, blocks, functions and
 * modules, and the functions of core/ that build, parse, print, verify and
 * clone them.  Nothing here knows about passes, oracles or generators.
 *
 * Representation choice: indices, not pointers.
 *   Every IR object lives in a flat, growable array owned by its module
 *   (types, constants, globals, strings) or by its function (instructions,
 *   blocks, operand slots).  Objects refer to each other only by 32-bit
 *   indices: an IrRef names a value (instruction, argument, constant, global,
 *   function or block) as a kind tag plus an index, like QBE's Ref.  So:
 *   - cloning a function or a whole module is one memcpy per array, which is
 *     what the differential oracle does before every pass;
 *   - a module is relocatable: arrays may grow (realloc) at any time, so
 *     pointers obtained from ir_inst(), ir_blk(), ir_ty(), ... are valid
 *     only until the next call that adds an object of that kind; hold ids;
 *   - freeing is one call (ir_module_free), no per-object bookkeeping.
 *   Instructions of a block form a doubly linked list of ids (O(1) insert and
 *   remove).  Every operand is a use slot in the function's slot array, and
 *   the slots that name the same instruction, argument or block form a doubly
 *   linked use list, so replace-all-uses-with costs O(uses).  Removed
 *   instructions and blocks keep their id (marked dead) until a clone
 *   compacts nothing: ids are stable for the life of the function.
 *
 * Errors: functions that can fail on user input return an IrStatus and leave
 * "file:line:col: error: message" in the context (ir_ctx_error); nothing in
 * core/ calls exit() or abort().  Broken internal invariants are assert()s.
 */
#ifndef PASSCHECK_IR_H
#define PASSCHECK_IR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "util.h"  /* the shared primitives: splitmix64, sign extension, FP bits, IrSb */

/* The version of passcheck (printed by --version, written into findings). */
#define PASSCHECK_VERSION "0.1.0"

/* ------------------------------------------------------------------ */
/* Forward typedefs                                                     */

typedef struct IrCtx IrCtx;           /* allocator, error state; one per thread */
typedef struct IrModule IrModule;     /* everything parsed from one file */
typedef struct IrFunc IrFunc;         /* a definition or a declaration */
typedef struct IrInst IrInst;
typedef struct IrBlock IrBlock;
typedef struct IrUse IrUse;
typedef struct IrParam IrParam;
typedef struct IrGlobal IrGlobal;
typedef struct IrConst IrConst;
typedef struct IrTypeInfo IrTypeInfo;
typedef struct IrIntrinInfo IrIntrinInfo;

typedef uint32_t IrType;   /* index into the module's type table */
typedef uint32_t IrStr;    /* interned string id; 0 is the empty string / no name */
typedef uint32_t IrId;     /* index of an instruction, block or use slot in a function */

#define IR_NIL 0xffffffffu /* "no id" in every linked list and optional field */

/* ------------------------------------------------------------------ */
/* Values: IrRef                                                        */

typedef enum IrRefKind {
  IR_RNONE = 0, /* no value (missing operand) */
  IR_RINST,     /* the result of instruction idx of the current function */
  IR_RARG,      /* parameter idx of the current function */
  IR_RCONST,    /* constant idx of the module's constant pool */
  IR_RGLOBAL,   /* address of global variable idx */
  IR_RFUNC,     /* address of function idx (a direct call's callee, or a value of type ptr) */
  IR_RBLOCK     /* block idx of the current function (branch targets, phi) */
} IrRefKind;

typedef struct IrRef {
  uint32_t bits;   /* kind in the top 3 bits, index in the low 29 */
} IrRef;

#define IR_REF_IDXBITS 29
#define IR_REF_MAXIDX ((1u << IR_REF_IDXBITS) - 1)

static inline IrRef ir_ref(IrRefKind k, uint32_t idx) {
  IrRef r = {((uint32_t)k << IR_REF_IDXBITS) | (idx & IR_REF_MAXIDX)};
  return r;
}
static inline IrRefKind ir_ref_kind(IrRef r) { return (IrRefKind)(r.bits >> IR_REF_IDXBITS); }
static inline uint32_t ir_ref_idx(IrRef r) { return r.bits & IR_REF_MAXIDX; }
static inline bool ir_ref_eq(IrRef a, IrRef b) { return a.bits == b.bits; }
static inline bool ir_ref_is(IrRef r, IrRefKind k) { return ir_ref_kind(r) == k; }
#define IR_NOREF (ir_ref(IR_RNONE, 0))

/* ------------------------------------------------------------------ */
/* Types                                                                */

typedef enum IrTypeKind {
  IR_TVOID, IR_TINT, IR_THALF, IR_TFLOAT, IR_TDOUBLE, IR_TPTR,
  IR_TVEC,    /* <count x elem>, count 1..16, elem int/fp/ptr */
  IR_TARRAY,  /* [count x elem] */
  IR_TSTRUCT, /* { fields } literal, or %name = type { fields } when name != 0 */
  IR_TLABEL,  /* the type of a block reference */
  IR_TMETA    /* metadata operands of skipped intrinsics; never a value type */
} IrTypeKind;

struct IrTypeInfo {
  uint8_t kind;     /* IrTypeKind */
  uint8_t as;       /* IR_TPTR: address space (0, 1, 3, 4, 5) */
  uint8_t packed;   /* IR_TSTRUCT: <{ }> */
  uint8_t pad;
  uint16_t bits;    /* IR_TINT: width 1..64 or 128; FP: 16/32/64 */
  uint16_t nfields; /* IR_TSTRUCT: number of fields (in m->tfields from field0) */
  uint32_t count;   /* IR_TVEC / IR_TARRAY: number of elements */
  IrType elem;      /* IR_TVEC / IR_TARRAY: element type */
  uint32_t field0;  /* IR_TSTRUCT: first field in m->tfields */
  IrStr name;       /* IR_TSTRUCT: identified struct name, 0 for literal */
  /* layout cache of aggregates, filled on first query (core/type.c) */
  uint8_t lay_ok;   /* 1: the two fields below are valid (2 while computing) */
  uint32_t lay_align;
  uint64_t lay_alloc;  /* size, which is also the store size */
};

/* Types every module has, at fixed indices (ir_module_new creates them in
 * this order), so that code may use them as constants. */
enum {
  IR_VOID = 0, IR_I1, IR_I8, IR_I16, IR_I32, IR_I64, IR_I128,
  IR_HALF, IR_FLOAT, IR_DOUBLE,
  IR_PTR, IR_PTR1, IR_PTR3, IR_PTR4, IR_PTR5, /* ptr, ptr addrspace(1|3|4|5) */
  IR_LABEL, IR_META,
  IR_NFIXEDTYPES
};

enum { IR_AS_GENERIC = 0, IR_AS_GLOBAL = 1, IR_AS_SHARED = 3, IR_AS_CONST = 4, IR_AS_LOCAL = 5 };
#define IR_MAXLANES 16

IrType ir_type_int(IrModule *m, unsigned bits);
IrType ir_type_ptr(IrModule *m, unsigned as);
IrType ir_type_vec(IrModule *m, uint32_t n, IrType elem);
IrType ir_type_array(IrModule *m, uint32_t n, IrType elem);
IrType ir_type_struct(IrModule *m, uint32_t n, const IrType *fields, bool packed);
IrType ir_type_named(IrModule *m, IrStr name);   /* identified struct, body set later */
void ir_type_set_body(IrModule *m, IrType t, uint32_t n, const IrType *fields, bool packed);
const IrTypeInfo *ir_ty(const IrModule *m, IrType t);
IrType ir_type_field(const IrModule *m, IrType t, uint32_t i);
bool ir_type_is_int(const IrModule *m, IrType t);      /* scalar int */
bool ir_type_is_fp(const IrModule *m, IrType t);       /* scalar half/float/double */
bool ir_type_is_ptr(const IrModule *m, IrType t);      /* scalar ptr */
bool ir_type_is_vec(const IrModule *m, IrType t);
IrType ir_type_scalar(const IrModule *m, IrType t);    /* element of a vector, else t */
uint32_t ir_type_lanes(const IrModule *m, IrType t);   /* vector lanes, else 1 */
IrType ir_type_with_lanes(IrModule *m, IrType scalar, uint32_t lanes); /* 1: scalar */
bool ir_type_is_first_class(const IrModule *m, IrType t); /* may be an SSA value */
uint32_t ir_type_bits(const IrModule *m, IrType t);    /* size in bits (ptr: 64, or 32 in as 3) */
uint64_t ir_type_store_size(const IrModule *m, IrType t); /* bytes written by a store */
uint64_t ir_type_alloc_size(const IrModule *m, IrType t); /* store size rounded to alignment */
uint32_t ir_type_align(const IrModule *m, IrType t);   /* ABI alignment, NVPTX data layout */
uint64_t ir_type_field_offset(const IrModule *m, IrType t, uint32_t i);
/* The fixed type index of a pointer in address space as (0, 1, 3, 4, 5;
 * any other value gives IR_PTR). */
static inline IrType ir_type_ptr_fixed(unsigned as) {
  switch (as) {
  case 1: return IR_PTR1;
  case 3: return IR_PTR3;
  case 4: return IR_PTR4;
  case 5: return IR_PTR5;
  default: return IR_PTR;
  }
}
/* LLVM's mangling of an overloaded type in intrinsic names: i32, f32, p3, v4f32. */
void ir_type_mangle(const IrModule *m, IrType t, char *buf, size_t n);
/* Appends the LLVM spelling of t ("<4 x float>", "ptr addrspace(3)"). */
void ir_type_str(const IrModule *m, IrType t, char *buf, size_t n);

/* ------------------------------------------------------------------ */
/* Constants (module pool, interned: equal constants have equal refs)    */

typedef enum IrConstKind {
  IR_CINT,    /* integer (or i1) value in lo/hi */
  IR_CFP,     /* FP value: IEEE bits in lo (half/float/double) */
  IR_CNULL,   /* null pointer */
  IR_CPOISON, /* poison */
  IR_CUNDEF,  /* undef: printed as undef; the interpreter runs it as poison unless
                 given choices (interp.h "Undef choices") */
  IR_CZERO,   /* zeroinitializer of any type */
  IR_CVEC,    /* vector of n element constants (elems in m->celems) */
  IR_CARRAY,  /* array of n element constants */
  IR_CSTRUCT, /* struct of n member constants */
  IR_CBYTES,  /* c"..." : n bytes in the string arena at lo */
  IR_CEXPR    /* constant expression: op with n operand refs (gep, casts) */
} IrConstKind;

struct IrConst {
  uint8_t kind;    /* IrConstKind */
  uint8_t pad;
  uint16_t op;     /* IR_CEXPR: IrOp */
  uint32_t flags;  /* IR_CEXPR: IR_F_INBOUNDS */
  IrType type;     /* the constant's type */
  IrType auxty;    /* IR_CEXPR gep: source element type */
  uint32_t n;      /* aggregate / expr: operand count; CBYTES: byte count */
  uint32_t elem0;  /* aggregate / expr: first ref in m->celems */
  uint64_t lo, hi; /* CINT: value bits (hi for i128); CFP: bits; CBYTES: lo = offset;
                    * CEXPR gep with IR_F_INRANGE: the signed bounds S, E */
};

IrRef ir_const_int(IrModule *m, IrType t, uint64_t lo, uint64_t hi); /* truncated to width */
IrRef ir_const_i(IrModule *m, IrType t, int64_t v);   /* sign-extended convenience */
IrRef ir_const_fp(IrModule *m, IrType t, uint64_t bits);
IrRef ir_const_f32(IrModule *m, float v);
IrRef ir_const_f64(IrModule *m, double v);
IrRef ir_const_null(IrModule *m, IrType ptrty);
IrRef ir_const_poison(IrModule *m, IrType t);
IrRef ir_const_undef(IrModule *m, IrType t);
IrRef ir_const_zero(IrModule *m, IrType t);
IrRef ir_const_agg(IrModule *m, IrConstKind k, IrType t, uint32_t n, const IrRef *elems);
IrRef ir_const_bytes(IrModule *m, IrType t, const uint8_t *bytes, uint32_t n);
IrRef ir_const_expr(IrModule *m, unsigned op, IrType t, IrType auxty, uint32_t flags,
                    uint32_t n, const IrRef *ops);
IrRef ir_const_splat(IrModule *m, IrType vecty, IrRef elem); /* vector of n equal lanes */
/* A constant gep with inrange(s, e) (IR_F_INRANGE is added to flags). */
IrRef ir_const_gep_inrange(IrModule *m, IrType t, IrType auxty, uint32_t flags, uint32_t n,
                           const IrRef *ops, int64_t s, int64_t e);
/* The [2 x T] constant {lo, hi} that a range(T lo, hi) attribute is kept as
 * (T the scalar integer type; lo == hi is not a valid range). */
IrRef ir_const_range(IrModule *m, IrType t, uint64_t lo, uint64_t hi);
/* Call-site attributes (IrInst.cattrs): an [4 * n x i64] constant of n
 * records, the return value's first, then one per argument: the IR_PA_NOUNDEF
 * and IR_PA_NONNULL bits, align N, dereferenceable(N),
 * dereferenceable_or_null(N) (0 when absent).  ir_call_attrs_make builds it
 * from n IrParams (IR_NOREF when none has any); ir_call_attrs reads record k
 * into *out (zero when absent, out of range or IR_NOREF) and says whether
 * it has any. */
IrRef ir_call_attrs_make(IrModule *m, uint32_t n, const IrParam *recs);
bool ir_call_attrs(const IrModule *m, IrRef cattrs, uint32_t k, IrParam *out);
/* Operand bundles of a call of llvm.assume (LangRef "Assume Operand
 * Bundles"; IrInst.bundles): "tag"(operands...), each stating a fact whose
 * violation when the call runs is UB -- align(ptr P, iN A[, iN OFF]): P - OFF
 * is aligned to A (a power of two); nonnull(ptr P); dereferenceable(ptr P,
 * iN N) and dereferenceable_or_null; noundef(V); ignore(...) and cold()
 * state nothing.  Kept as an [2k x i32] constant of k (tag, operand count)
 * pairs; the bundles' operands follow the call's arguments, in order.
 * ir_bundles_make builds it from 2n words (IR_NOREF when n is 0). */
typedef enum IrBundle {
  IR_BUNDLE_IGNORE, IR_BUNDLE_ALIGN, IR_BUNDLE_NONNULL, IR_BUNDLE_DEREF, IR_BUNDLE_DEREF_OR_NULL,
  IR_BUNDLE_NOUNDEF, IR_BUNDLE_COLD, IR_NBUNDLES
} IrBundle;
const char *ir_bundle_name(unsigned tag);  /* NULL if not a tag */
IrRef ir_bundles_make(IrModule *m, uint32_t n, const uint32_t *recs);
uint32_t ir_bundles_count(const IrModule *m, IrRef b);
/* Bundle k's tag (IR_NBUNDLES when out of range) and operand count. */
void ir_bundle_at(const IrModule *m, IrRef b, uint32_t k, uint32_t *tag, uint32_t *nops);
uint32_t ir_bundles_nops(const IrModule *m, IrRef b);  /* operands of all bundles */
/* Whether n operands of types ts fit bundle tag (align: ptr, int[, int]; ...). */
bool ir_bundle_ops_ok(const IrModule *m, unsigned tag, const IrType *ts, uint32_t n);
/* The low 64 bits of a scalar constant of integer type (or, unless
 * ints_only, of FP type); zeroinitializer is 0.  False for anything else:
 * not a constant, poison, undef, a vector, an expression. */
bool ir_const_scalar_bits(const IrModule *m, IrRef r, bool ints_only, uint64_t *v);
const IrConst *ir_const(const IrModule *m, IrRef r);
IrRef ir_const_elem(const IrModule *m, const IrConst *c, uint32_t i);
const uint8_t *ir_const_bytes_of(const IrModule *m, const IrConst *c);

/* ------------------------------------------------------------------ */
/* Opcodes (core/ops.def)                                               */

typedef enum IrOp {
  IR_NOP = 0, /* a removed instruction */
#define IR_OP(id, text, shape, props) IR_##id,
#include "ops.def"
#undef IR_OP
  IR_NOPS
} IrOp;

/* Operand shapes (the SHAPE column). */
typedef enum IrShape {
  IR_SH_NONE, IR_SH_BIN, IR_SH_UN, IR_SH_ICMP, IR_SH_FCMP, IR_SH_SELECT, IR_SH_PHI,
  IR_SH_CAST, IR_SH_ALLOCA, IR_SH_LOAD, IR_SH_STORE, IR_SH_GEP, IR_SH_RMW,
  IR_SH_CMPXCHG, IR_SH_FENCE, IR_SH_EXTRACTELT, IR_SH_INSERTELT, IR_SH_SHUFFLE,
  IR_SH_EXTRACTVAL, IR_SH_INSERTVAL, IR_SH_BR, IR_SH_CBR, IR_SH_SWITCH, IR_SH_RET,
  IR_SH_UNREACHABLE, IR_SH_CALL
} IrShape;

/* Properties (the PROPS column). */
enum {
  IR_P_NONE = 0,
  IR_P_TERM = 1 << 0,      /* ends a block */
  IR_P_SIDE = 1 << 1,      /* has an effect besides its value: never dead */
  IR_P_MEM = 1 << 2,       /* may read or write memory */
  IR_P_INT = 1 << 3,       /* operands are int or int vectors */
  IR_P_FP = 1 << 4,        /* operands are FP or FP vectors */
  IR_P_NUWNSW = 1 << 5,    /* accepts nuw / nsw */
  IR_P_EXACT = 1 << 6,     /* accepts exact */
  IR_P_FMF = 1 << 7,       /* accepts fast-math flags (when FP-typed) */
  IR_P_COMM = 1 << 8,      /* commutative */
  IR_P_TRAPS = 1 << 9,     /* may be UB on some operand values (division) */
  IR_P_CONSTEXPR = 1 << 10 /* may appear as a constant expression */
};

typedef struct IrOpInfo {
  const char *text;  /* LLVM keyword */
  uint8_t shape;     /* IrShape */
  uint16_t props;    /* IR_P_* */
} IrOpInfo;

extern const IrOpInfo ir_opinfo[IR_NOPS]; /* indexed by IrOp; read-only */

/* Instruction flags (IrInst.flags, IrConst.flags). */
enum {
  IR_F_NUW = 1 << 0, IR_F_NSW = 1 << 1, IR_F_EXACT = 1 << 2, IR_F_INBOUNDS = 1 << 3,
  IR_F_VOLATILE = 1 << 4, IR_F_WEAK = 1 << 5,    /* load/store/rmw; cmpxchg weak */
  IR_F_TAIL = 1 << 6, IR_F_MUSTTAIL = 1 << 7, IR_F_NOTAIL = 1 << 8, /* call markers */
  IR_F_ATOMIC = 1 << 9,                          /* load atomic / store atomic */
  /* flags of LLVM 19 and 22 (poison when the stated fact is false):
   * zext/uitofp nneg (operand non-negative), or disjoint (no common bit),
   * icmp samesign (operands of one sign), trunc nuw/nsw (IR_F_NUW/NSW: the
   * value survives), gep nusw (signed offsets, no signed wrap; implied by
   * inbounds) and gep nuw (IR_F_NUW: no unsigned wrap); a constant gep's
   * inrange(S, E) (IR_F_INRANGE, the bounds in IrConst.lo/hi) */
  IR_F_NNEG = 1 << 10, IR_F_DISJOINT = 1 << 11, IR_F_SAMESIGN = 1 << 12, IR_F_NUSW = 1 << 13,
  IR_F_INRANGE = 1 << 14,
  /* load / call metadata (LLVM 16 LangRef "load", "range" metadata): the
   * value is poison when it is null (!nonnull), outside IrInst.range
   * (IR_F_MDRANGE: the range came from !range, possibly several pairs),
   * misaligned (IrInst.mdalign); !noundef makes poison (and any violation)
   * UB */
  IR_F_MDNONNULL = 1 << 23, IR_F_MDNOUNDEF = 1 << 24, IR_F_MDRANGE = 1 << 25,
  /* fast-math flags */
  IR_F_NNAN = 1 << 16, IR_F_NINF = 1 << 17, IR_F_NSZ = 1 << 18, IR_F_ARCP = 1 << 19,
  IR_F_CONTRACT = 1 << 20, IR_F_AFN = 1 << 21, IR_F_REASSOC = 1 << 22,
  IR_F_FAST = IR_F_NNAN | IR_F_NINF | IR_F_NSZ | IR_F_ARCP | IR_F_CONTRACT | IR_F_AFN | IR_F_REASSOC,
  IR_F_FMF = IR_F_FAST,
  /* the flags that let a result be another FP value than the exact IEEE
   * operation's (the interpreter runs them exactly: the oracles' rules
   * for them in core/interp/result.c, oracles/diff) */
  IR_F_VALUE_CHANGING = IR_F_REASSOC | IR_F_ARCP | IR_F_AFN | IR_F_NSZ
};

/* icmp / fcmp predicates (IrInst.pred), in LLVM's order. */
typedef enum IrPred {
  IR_FCMP_FALSE, IR_FCMP_OEQ, IR_FCMP_OGT, IR_FCMP_OGE, IR_FCMP_OLT, IR_FCMP_OLE,
  IR_FCMP_ONE, IR_FCMP_ORD, IR_FCMP_UNO, IR_FCMP_UEQ, IR_FCMP_UGT, IR_FCMP_UGE,
  IR_FCMP_ULT, IR_FCMP_ULE, IR_FCMP_UNE, IR_FCMP_TRUE,
  IR_ICMP_EQ = 32, IR_ICMP_NE, IR_ICMP_UGT, IR_ICMP_UGE, IR_ICMP_ULT, IR_ICMP_ULE,
  IR_ICMP_SGT, IR_ICMP_SGE, IR_ICMP_SLT, IR_ICMP_SLE
} IrPred;
const char *ir_pred_name(unsigned pred); /* "oeq", "slt", ...; NULL if invalid */

/* atomicrmw operations (IrInst.aux of IR_ATOMICRMW). */
typedef enum IrRmw {
  IR_RMW_XCHG, IR_RMW_ADD, IR_RMW_SUB, IR_RMW_AND, IR_RMW_NAND, IR_RMW_OR, IR_RMW_XOR,
  IR_RMW_MAX, IR_RMW_MIN, IR_RMW_UMAX, IR_RMW_UMIN, IR_RMW_FADD, IR_RMW_FSUB,
  IR_RMW_FMAX, IR_RMW_FMIN, IR_RMW_UINC_WRAP, IR_RMW_UDEC_WRAP, IR_NRMW
} IrRmw;
const char *ir_rmw_name(unsigned rmw);

/* Atomic orderings (IrInst.order: success in the low nibble, cmpxchg failure in the high). */
typedef enum IrOrder {
  IR_ORD_NONE, IR_ORD_UNORDERED, IR_ORD_MONOTONIC, IR_ORD_ACQUIRE, IR_ORD_RELEASE,
  IR_ORD_ACQREL, IR_ORD_SEQCST
} IrOrder;
const char *ir_order_name(unsigned ord);

/* ------------------------------------------------------------------ */
/* Intrinsics and known callees (core/intrinsics.def)                   */

typedef enum IrMathFn {
#define IR_MATHFN(id, name, arity) IR_MF_##id,
#define IR_INTRIN(id, name, ovl, sig, attrs, math)
#include "intrinsics.def"
#undef IR_MATHFN
#undef IR_INTRIN
  IR_NMATHFN
} IrMathFn;

typedef enum IrIntrin {
  IR_IN_NONE = 0, /* an ordinary function (defined in the module or unknown external) */
#define IR_MATHFN(id, name, arity)
#define IR_INTRIN(id, name, ovl, sig, attrs, math) IR_IN_##id,
#include "intrinsics.def"
#undef IR_MATHFN
#undef IR_INTRIN
  IR_NINTRIN
} IrIntrin;

/* Compare codes of ori.isetp.* / ori.fsetp.* (their constant third
 * argument), in the order of the SASS comparison field. */
typedef enum IrSetpCode {
  IR_SETP_F, IR_SETP_LT, IR_SETP_EQ, IR_SETP_LE, IR_SETP_GT, IR_SETP_NE, IR_SETP_GE,
  IR_SETP_NUM, IR_SETP_NAN, IR_SETP_LTU, IR_SETP_EQU, IR_SETP_LEU, IR_SETP_GTU, IR_SETP_NEU,
  IR_SETP_GEU, IR_SETP_T,
  IR_ISETP_NCODES = 8,   /* ISETP: F LT EQ LE GT NE GE T, with T encoded as 7 */
  IR_FSETP_NCODES = 16   /* FSETP: all sixteen, T = 15 */
} IrSetpCode;

/* Callee attributes (the ATTRS column; also parsed from declarations). */
enum {
  IR_A_NOMEM = 1 << 0,    /* readnone / memory(none) */
  IR_A_SPEC = 1 << 1,     /* speculatable */
  IR_A_NOUNWIND = 1 << 2,
  IR_A_WILLRET = 1 << 3,  /* willreturn */
  IR_A_CONV = 1 << 4,     /* convergent */
  IR_A_READS = 1 << 5,    /* may read memory through its arguments */
  IR_A_WRITES = 1 << 6,   /* may write memory through its arguments */
  IR_A_APPROX = 1 << 7,   /* result only within the hardware's error bound */
  IR_A_FTZ = 1 << 8,      /* flushes subnormals */
  IR_A_RZ = 1 << 9, IR_A_RM = 1 << 10, IR_A_RP = 1 << 11, /* rounding mode, else RN */
  /* with IR_FA_INACC on a function: inaccessible memory may be read /
   * written (memory(inaccessiblemem: ...)) */
  IR_FA_INACC_R = 1 << 12, IR_FA_INACC_W = 1 << 13,
  IR_A_PURE = IR_A_NOMEM | IR_A_SPEC | IR_A_NOUNWIND | IR_A_WILLRET
};

struct IrIntrinInfo {
  const char *name;  /* callee name, or its prefix when ovl > 0 */
  uint8_t ovl;       /* number of mangled type suffixes after the name */
  uint8_t math;      /* IrMathFn */
  uint16_t attrs;    /* IR_A_* */
  const char *sig;   /* signature, see intrinsics.def */
};
extern const IrIntrinInfo ir_intrin_info[IR_NINTRIN];  /* [0] is IR_IN_NONE */
extern const uint8_t ir_mathfn_arity[IR_NMATHFN];
extern const char *const ir_mathfn_name[IR_NMATHFN];  /* "sin", ...; "" for NONE */

/* Resolves a callee name; IR_IN_NONE when it names no known callee.
 * *is_llvm is set when the name is in the reserved llvm.* namespace (an
 * unknown llvm.* callee is an unsupported construct). */
IrIntrin ir_intrin_lookup(const char *name, size_t len, bool *is_llvm);
/* Whether id's name exists only in LLVM 20 and later (LLVM 22's NVVM names). */
bool ir_intrin_is_new(IrIntrin id);
/* Checks a declaration's type against the signature: 1 when it matches,
 * 0 and a message in err otherwise. */
int ir_intrin_check_sig(const IrModule *m, IrIntrin id, const char *name, IrType ret,
                        uint32_t nparams, const IrType *params, char *err, size_t errn);

/* ------------------------------------------------------------------ */
/* Instructions, blocks, use slots                                      */

struct IrInst {
  uint16_t op;       /* IrOp; IR_NOP once removed */
  uint8_t pred;      /* IR_ICMP/IR_FCMP: IrPred */
  uint8_t order;     /* atomics: IrOrder success | failure << 4 */
  uint32_t flags;    /* IR_F_* */
  IrType type;       /* result type (IR_VOID when none); load: the loaded type */
  IrType auxty;      /* alloca: allocated type; gep: source element type; call: callee return type */
  uint32_t aux;      /* call: IrIntrin; atomicrmw: IrRmw */
  IrStr scope;       /* atomics / fence: syncscope name, 0 for system */
  uint32_t align;    /* load/store/alloca/atomics: alignment in bytes, 0 if absent */
  IrId block;        /* owning block, IR_NIL while detached */
  IrId prev, next;   /* neighbours in the block, IR_NIL at the ends */
  IrId op0;          /* first operand slot in f->uses */
  uint32_t nops;     /* number of operand slots */
  IrId first_use;    /* head of the use list of this value */
  IrStr name;        /* %name in the source, 0 if unnamed */
  uint32_t line, col;/* source position (0 if synthesized) */
  IrRef range;       /* call: range(T lo, hi) on the result, an ir_const_range; with
                      * IR_F_MDRANGE (load, call): !range, a [2k x T] constant of k
                      * pairs [lo, hi); IR_NOREF if none */
  uint16_t nofpclass;/* call: nofpclass(...) on the result (IR_FPC_* mask), 0 if none */
  uint8_t mdalign;   /* load: !align N as log2(N) + 1, 0 if none */
  IrRef cattrs;      /* call: the call site's attributes that carry meaning (ir_call_attrs);
                      * IR_NOREF if none */
  uint32_t cfattrs;  /* call: the call site's function attributes (IR_A_* | IR_FA_*, "#N"
                      * groups applied), 0 if none */
  IrRef bundles;     /* call of llvm.assume: its operand bundles (ir_bundles_make), whose
                      * operands follow the arguments; IR_NOREF if none */
};

/* Whether in is an operation that takes fast-math flags and carries one
 * of IR_F_VALUE_CHANGING. */
static inline bool ir_inst_value_changing(const IrInst *in) {
  return (ir_opinfo[in->op].props & IR_P_FMF) && (in->flags & IR_F_VALUE_CHANGING);
}

struct IrBlock {
  IrStr name;        /* label, 0 if unnamed */
  IrId first, last;  /* instruction list */
  IrId prev, next;   /* layout order; f->entry is the head */
  IrId first_use;    /* uses of the block as a label */
  uint8_t dead;      /* removed */
  uint32_t line;
};

struct IrUse {
  IrRef ref;         /* the value used */
  IrId user;         /* the instruction this slot belongs to */
  IrId prev, next;   /* neighbours in ref's use list (INST, ARG, BLOCK refs only) */
};

/* Parameter attributes (IrParam.attrs). */
enum {
  IR_PA_NOUNDEF = 1 << 0, IR_PA_NOALIAS = 1 << 1, IR_PA_NOCAPTURE = 1 << 2,
  IR_PA_READONLY = 1 << 3, IR_PA_WRITEONLY = 1 << 4, IR_PA_READNONE = 1 << 5,
  IR_PA_NONNULL = 1 << 6, IR_PA_SIGNEXT = 1 << 7, IR_PA_ZEROEXT = 1 << 8,
  IR_PA_INREG = 1 << 9, IR_PA_RETURNED = 1 << 10, IR_PA_NOFREE = 1 << 11,
  /* LLVM 19 and 22: the caller's memory may be written (writable), is dead
   * if the callee unwinds (dead_on_unwind); captures(none) is IR_PA_NOCAPTURE */
  IR_PA_WRITABLE = 1 << 12, IR_PA_DEAD_ON_UNWIND = 1 << 13
};
/* The IR_PA_* bits call-site attributes keep (ir_call_attrs). */
enum {
  IR_CALL_ATTR_BITS = IR_PA_NOUNDEF | IR_PA_NONNULL | IR_PA_READONLY | IR_PA_WRITEONLY | IR_PA_READNONE
};

/* FP classes of nofpclass(...) (LLVM's FPClassTest bits). */
enum {
  IR_FPC_SNAN = 1 << 0, IR_FPC_QNAN = 1 << 1, IR_FPC_NINF = 1 << 2, IR_FPC_NNORM = 1 << 3,
  IR_FPC_NSUB = 1 << 4, IR_FPC_NZERO = 1 << 5, IR_FPC_PZERO = 1 << 6, IR_FPC_PSUB = 1 << 7,
  IR_FPC_PNORM = 1 << 8, IR_FPC_PINF = 1 << 9, IR_FPC_ALL = (1 << 10) - 1
};
/* The FP class bit (IR_FPC_*) of an IEEE value of w bits (16, 32, 64). */
unsigned ir_fp_class(uint64_t bits, unsigned w);

/* The LLVM whose text a module uses (IrModule.dialect). */
enum { IR_DIALECT_16 = 16, IR_DIALECT_19 = 19, IR_DIALECT_22 = 22 };

struct IrParam {
  IrType type;
  IrStr name;        /* 0 if unnamed */
  uint32_t attrs;    /* IR_PA_* */
  uint32_t align;    /* align N, 0 if absent */
  uint64_t deref;    /* dereferenceable(N), 0 if absent */
  uint64_t deref_or_null; /* dereferenceable_or_null(N), 0 if absent */
  IrType byval;      /* byval(T): the callee gets a private copy of a T; IR_VOID if absent */
  IrRef range;       /* range(T lo, hi): an ir_const_range; IR_NOREF if absent */
  IrRef inits;       /* initializes((s, e), ...): an [2k x i64] constant of bounds; IR_NOREF if absent */
  uint16_t nofpclass;/* nofpclass(...): IR_FPC_* mask, 0 if absent */
  IrId first_use;    /* use list of the argument */
};

/* Linkage of functions and globals. */
typedef enum IrLinkage {
  IR_LINK_EXTERNAL, IR_LINK_INTERNAL, IR_LINK_PRIVATE, IR_LINK_WEAK, IR_LINK_WEAK_ODR,
  IR_LINK_LINKONCE, IR_LINK_LINKONCE_ODR, IR_LINK_COMMON, IR_LINK_AVAILABLE_EXTERNALLY,
  IR_LINK_EXTERN_WEAK, IR_LINK_APPENDING
} IrLinkage;
const char *ir_linkage_name(unsigned l); /* "" for external */

/* Denormal modes ("denormal-fp-math"). */
typedef enum IrDenorm { IR_DN_IEEE, IR_DN_PRESERVE_SIGN, IR_DN_POSITIVE_ZERO, IR_DN_DYNAMIC } IrDenorm;

/* Function attribute bits beyond IR_A_* kept on IrFunc.fattrs. */
enum {
  IR_FA_NOINLINE = 1 << 16, IR_FA_ALWAYSINLINE = 1 << 17, IR_FA_NORECURSE = 1 << 18,
  IR_FA_MUSTPROGRESS = 1 << 19, IR_FA_NOFREE = 1 << 20, IR_FA_NOSYNC = 1 << 21,
  IR_FA_NORETURN = 1 << 22, IR_FA_NOCALLBACK = 1 << 23, IR_FA_OPTNONE = 1 << 24,
  IR_FA_ARGMEMONLY = 1 << 25, /* memory(argmem: ...) */
  /* a memory attribute whose locations differ other than as argmem-only
   * (memory(read, argmem: readwrite), inaccessiblememonly, ...): the
   * accesses allowed through pointer arguments (ARG_*), to other memory
   * (OTH_*) and whether inaccessible memory may be accessed (INACC) */
  IR_FA_MEMMIXED = 1 << 26, IR_FA_ARG_R = 1 << 27, IR_FA_ARG_W = 1 << 28, IR_FA_OTH_R = 1 << 29,
  IR_FA_OTH_W = 1 << 30, IR_FA_INACC = 1u << 31
};

struct IrFunc {
  IrModule *mod;
  IrStr name;
  IrType ret;
  uint32_t ret_attrs;      /* IR_PA_* on the return value */
  IrRef ret_range;         /* range(...) on the return value, IR_NOREF if none */
  uint16_t ret_nofpclass;  /* nofpclass(...) on the return value, 0 if none */
  uint32_t ret_align;      /* align N on the return value, 0 if none */
  uint64_t ret_deref, ret_deref_or_null; /* dereferenceable(_or_null)(N) on the return value, 0 if none */
  uint32_t nparams;
  IrParam *params;
  bool vararg;
  bool is_decl;            /* declare: no body */
  bool is_kernel;          /* listed in !nvvm.annotations as a kernel */
  bool null_valid;         /* null_pointer_is_valid (IrModule.null_valid is set too) */
  uint8_t linkage;         /* IrLinkage */
  uint8_t denorm_f32, denorm; /* IrDenorm for float / for every FP type (output mode) */
  uint8_t unnamed_addr;    /* 0 none, 1 unnamed_addr, 2 local_unnamed_addr */
  uint32_t fattrs;         /* IR_A_* | IR_FA_* */
  uint16_t intrin;         /* IrIntrin resolved from the name */
  uint32_t align;          /* align N on the function, 0 if absent */
  uint32_t line;
  /* body */
  IrInst *insts;   uint32_t ninsts, capinsts;
  IrBlock *blocks; uint32_t nblocks, capblocks;
  IrUse *uses;     uint32_t nuses, capuses;
  IrId entry, last_block;  /* block layout list */
  uint32_t nlive_insts;    /* instructions not removed */
};

/* ------------------------------------------------------------------ */
/* Globals and modules                                                  */

struct IrGlobal {
  IrStr name;
  IrType vtype;            /* the type of the value stored (not ptr) */
  uint8_t as;              /* address space */
  uint8_t linkage;         /* IrLinkage */
  uint8_t is_const;        /* constant vs global */
  uint8_t unnamed_addr;    /* 0 none, 1 unnamed_addr, 2 local_unnamed_addr */
  uint8_t ext_init;        /* externally_initialized */
  uint8_t has_init;        /* 0 for a declaration (external, no initializer) */
  IrRef init;              /* initializer constant */
  uint32_t align;
  uint32_t line;
};

struct IrModule {
  IrCtx *ctx;
  /* strings: one arena of NUL-terminated strings, interned through a hash */
  char *str; uint32_t nstr, capstr;
  uint32_t *strhash; uint32_t capstrhash, nstrhash;
  /* types */
  IrTypeInfo *types; uint32_t ntypes, captypes;
  IrType *tfields; uint32_t ntfields, captfields;
  uint32_t *typehash; uint32_t captypehash;
  /* constants */
  IrConst *consts; uint32_t nconsts, capconsts;
  IrRef *celems; uint32_t ncelems, capcelems;
  uint32_t *consthash; uint32_t capconsthash;
  /* globals and functions */
  IrGlobal *globals; uint32_t nglobals, capglobals;
  IrFunc **funcs; uint32_t nfuncs, capfuncs;
  uint32_t *symhash; uint32_t capsymhash;  /* name -> global/function ref bits + 1 */
  /* module-level text kept for printing */
  IrStr datalayout, triple, source_filename;
  bool null_valid;   /* some function or attribute group says null_pointer_is_valid
                        (the interpreter then has an object at address 0) */
  IrStr file;  /* file name for diagnostics */
  uint8_t dialect;  /* IR_DIALECT_*: the LLVM text the module uses (0 means 16); the parser
                     * raises it to the oldest LLVM that reads every construct seen, the
                     * printer writes that LLVM's spelling (captures, ptx_kernel) */
};

/* ------------------------------------------------------------------ */
/* Context and errors (core/ir.c)                                       */

typedef enum IrStatus { IR_OK = 0, IR_EUSER = 1, IR_EINTERNAL = 2, IR_ENOMEM = 3 } IrStatus;

/* The allocator hook: realloc semantics (size 0 frees).  Returning NULL for a
 * non-zero size is an allocation failure, which the IR reports as IR_ENOMEM
 * from the API call in progress (parse, clone) when it has a recovery point. */
typedef void *(*IrAllocFn)(void *ud, void *ptr, size_t oldsize, size_t newsize);

IrCtx *ir_ctx_new(void);                       /* default allocator */
IrCtx *ir_ctx_new_alloc(IrAllocFn fn, void *ud);
void ir_ctx_free(IrCtx *c);
/* The last error: "file:line:col: error: message" (or "" when none). */
const char *ir_ctx_error(const IrCtx *c);
IrStatus ir_ctx_status(const IrCtx *c);
void ir_ctx_clear_error(IrCtx *c);
/* FNV-1a, 64 bits, of n bytes: the one stable hash of finding signatures,
 * folder names and input seeds (its values are recorded in findings, so it
 * never changes). */
uint64_t ir_fnv1a64(const void *p, size_t n);
/* Records an error (printf-style message); returns st.  file may be NULL. */
IrStatus ir_error(IrCtx *c, IrStatus st, const char *file, uint32_t line, uint32_t col,
                  const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 6, 7)))
#endif
  ;
void *ir_alloc(IrCtx *c, void *ptr, size_t oldsize, size_t newsize); /* NULL on failure */
/* Runs fn(arg) with a recovery point: IR_OK, or IR_ENOMEM (with the error
 * recorded) when an allocation of the IR failed inside.  The one boundary
 * of the pass framework (passes/pipeline.c) and of core's own API calls. */
IrStatus ir_protect(IrCtx *c, void (*fn)(void *arg), void *arg);

/* ------------------------------------------------------------------ */
/* Modules, strings, symbols (core/ir.c)                                */

IrModule *ir_module_new(IrCtx *c);  /* NULL when out of memory */
void ir_module_free(IrModule *m);
IrModule *ir_module_clone(const IrModule *m);  /* NULL when out of memory */
/* Exchanges the contents of two modules of the same context (functions'
 * back pointers follow): a pass can replace its module wholesale. */
void ir_module_swap(IrModule *a, IrModule *b);

IrStr ir_str(IrModule *m, const char *s, size_t len);
IrStr ir_strz(IrModule *m, const char *s);
const char *ir_cstr(const IrModule *m, IrStr s);   /* "" for 0 */
IrStr ir_str_find(const IrModule *m, const char *s, size_t len); /* 0 if absent */

/* Globals and functions share one symbol namespace. */
IrRef ir_sym_lookup(const IrModule *m, IrStr name); /* IR_RGLOBAL/IR_RFUNC ref or IR_NOREF */
uint32_t ir_global_new(IrModule *m, IrStr name, IrType vtype, unsigned as);
IrGlobal *ir_global(const IrModule *m, uint32_t g);
IrType ir_global_ptr_type(IrModule *m, uint32_t g);
/* A new function (declaration until a block is added). */
uint32_t ir_func_new(IrModule *m, IrStr name, IrType ret, uint32_t nparams, const IrType *ptypes,
                     bool vararg);
IrFunc *ir_func(const IrModule *m, uint32_t fidx);
uint32_t ir_func_index(const IrModule *m, const IrFunc *f);
/* The declaration of a known callee, created on first use (passes that emit
 * ori.* calls use this).  The types are the signature with overloaded codes
 * taken from ovl_type.  Returns the function index. */
uint32_t ir_declare_intrin(IrModule *m, IrIntrin id, IrType ovl_type);
/* Renames a symbol; fails (returns false) when the name is taken. */
bool ir_sym_rename(IrModule *m, IrRef sym, IrStr name);
/* Removes the function declarations and the global variables that no
 * instruction, constant or initializer refers to (kernels stay); the
 * remaining ones keep their order.  Returns how many were removed.  Does
 * nothing when a constant names a function or global (constant pool
 * entries are shared and hashed, so their references are never renumbered). */
uint32_t ir_module_drop_unused(IrModule *m);

/* ------------------------------------------------------------------ */
/* Building and editing function bodies (core/ir.c)                     */

static inline IrInst *ir_inst(const IrFunc *f, IrId i) { return &f->insts[i]; }
static inline IrBlock *ir_blk(const IrFunc *f, IrId b) { return &f->blocks[b]; }
static inline IrRef ir_opnd(const IrFunc *f, IrId i, uint32_t k) {
  return f->uses[f->insts[i].op0 + k].ref;
}
static inline IrRef ir_inst_ref(IrId i) { return ir_ref(IR_RINST, i); }
/* Calls: operand 0 is the callee, operands 1.. the arguments.  A direct
 * call names a function (an IR_RFUNC ref) whose type the call matches (the
 * parser checks it).  An indirect call's callee is any other value of type
 * ptr (an argument, a loaded or selected pointer, null, ...): its aux is
 * IR_IN_NONE, its signature is the call site's (result type, argument
 * types; never variadic), and what it calls is decided when it runs.  The
 * function index of a direct call's callee, or IR_NIL for an indirect
 * call (code that needs the callee treats an indirect call as a call of
 * an unknown function with no attributes). */
static inline uint32_t ir_call_callee(const IrFunc *f, IrId i) {
  IrRef c = ir_opnd(f, i, 0);
  return ir_ref_is(c, IR_RFUNC) ? ir_ref_idx(c) : IR_NIL;
}
/* The number of a call's arguments (operands 1..): its operands but the
 * callee and its operand bundles' (IrInst.bundles). */
static inline uint32_t ir_call_nargs(const IrFunc *f, IrId i) {
  const IrInst *in = &f->insts[i];
  uint32_t nb = in->bundles.bits ? ir_bundles_nops(f->mod, in->bundles) : 0;
  return in->nops - 1 - (nb < in->nops ? nb : in->nops - 1);
}

IrId ir_block_new(IrFunc *f, IrStr name);                 /* appended to the layout */
IrId ir_block_new_after(IrFunc *f, IrId after, IrStr name);
void ir_block_remove(IrFunc *f, IrId b);  /* removes its instructions too; no uses may remain */
void ir_block_move_after(IrFunc *f, IrId b, IrId after);

/* A new detached instruction with nops empty operand slots. */
IrId ir_inst_new(IrFunc *f, IrOp op, IrType type, uint32_t nops);
void ir_inst_append(IrFunc *f, IrId b, IrId i);           /* at the end of b */
void ir_inst_insert_before(IrFunc *f, IrId pos, IrId i);
void ir_inst_insert_after(IrFunc *f, IrId pos, IrId i);
void ir_inst_unlink(IrFunc *f, IrId i);                   /* detached, operands kept */
void ir_inst_remove(IrFunc *f, IrId i);  /* unlinks, drops operands; no uses may remain */
void ir_set_opnd(IrFunc *f, IrId i, uint32_t k, IrRef v);
/* Appends operand slots (phi incomings, switch cases); the instruction's
 * slots move to the end of the slot array. */
void ir_add_opnds(IrFunc *f, IrId i, uint32_t n, const IrRef *vals);
void ir_del_opnds(IrFunc *f, IrId i, uint32_t k, uint32_t n); /* removes slots k..k+n-1 */
/* Replaces every use of value from (INST, ARG or BLOCK ref) by to. */
void ir_rauw(IrFunc *f, IrRef from, IrRef to);
/* Removes parameter k (it must have no uses; callers must not exist or be
 * fixed by the caller); later parameters move down by one.  False when k
 * is out of range or still used. */
bool ir_func_remove_param(IrFunc *f, uint32_t k);
uint32_t ir_num_uses(const IrFunc *f, IrRef v);
IrId ir_first_use(const IrFunc *f, IrRef v);  /* slot id, IR_NIL if none */
IrType ir_value_type(const IrFunc *f, IrRef v);  /* type of any value */
IrId ir_block_term(const IrFunc *f, IrId b);  /* last instruction if a terminator, else IR_NIL */

/* Iteration helpers over live blocks / instructions in layout order. */
#define IR_FOR_BLOCKS(f, b) for (IrId b = (f)->entry; b != IR_NIL; b = (f)->blocks[b].next)
#define IR_FOR_INSTS(f, b, i) for (IrId i = (f)->blocks[b].first; i != IR_NIL; i = (f)->insts[i].next)

/* ------------------------------------------------------------------ */
/* Clone (core/clone.c)                                                 */

/* A copy of function fidx in the same module under a new name (appended to
 * the module); returns its index, or IR_NIL when out of memory or the name
 * is taken. */
uint32_t ir_func_clone(IrModule *m, uint32_t fidx, IrStr newname);
/* Replaces the body of dst with a copy of src's (same module, same type). */
IrStatus ir_func_copy_body(IrFunc *dst, const IrFunc *src);

/* ------------------------------------------------------------------ */
/* Parse, print, verify                                                 */

/* core/parse.c: parses LLVM IR text (len bytes, need not be NUL-terminated);
 * file names the input in diagnostics.  Returns a module, or NULL with the
 * error in ir_ctx_error(c) (status IR_EUSER for bad input, IR_ENOMEM). */
IrModule *ir_parse(IrCtx *c, const char *file, const char *text, size_t len);

/* core/print.c: canonical text that llvm-as of m->dialect accepts (16: llvm-as-16,
 * 19 and 22: those versions); parse(print(m))
 * prints identically.  Unnamed values are numbered at print time.
 * IR_ENOMEM when the output buffer could not be allocated (output cut). */
IrStatus ir_print_module(FILE *out, const IrModule *m);
void ir_print_func(FILE *out, const IrModule *m, const IrFunc *f);
/* The whole module as a malloc'd NUL-terminated string (caller frees). */
char *ir_print_module_str(const IrModule *m, size_t *len);
/* One instruction, as it would appear in the function (no newline). */
void ir_print_inst(FILE *out, const IrModule *m, const IrFunc *f, IrId i);

/* core/verify.c: checks every rule of the subset; IR_OK, or IR_EUSER with
 * the first problem in ir_ctx_error (naming function, block, instruction and
 * source position). */
IrStatus ir_verify_module(IrModule *m);
IrStatus ir_verify_func(IrModule *m, IrFunc *f);

#endif

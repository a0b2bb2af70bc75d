/* core/interp/vm.h -- the interpreter's private register bytecode (the VM).
 *
 * vm_compile.c flattens every function reachable from the entry into an
 * array of fixed-size VmIns; vm_exec.c runs them (dispatch loop, calls,
 * the GPU grid scheduler); vm_ops.c holds the slow-path helpers (generic
 * lane loops, byte encoding of values, GEP, intrinsics, warp operations).
 * Nothing outside core/interp includes this header.
 *
 * Frames and slots.  A function's frame is an array of 64-bit slots R[]
 * with a parallel poison byte array P[] (1 = poison).  Every SSA value owns
 * vm_nslots(type) consecutive slots: one for an integer of up to 64 bits, a
 * float/half/double (its bit pattern) or a pointer (its address); two for
 * an i128 (low word first); a vector owns lanes x slots-per-lane, an array
 * count x its element's, a struct the sum of its fields' (leaves in order).
 * Integers are kept canonical: zero-extended to 64 bits, so equality and
 * unsigned order need no masking.  Poison is per slot, hence per vector
 * lane (the two slots of an i128 carry the same flag).  Frame layout:
 *   [0, nparams')            parameters (in order)
 *   [.., kbase)              instruction results
 *   [kbase, kbase + nk)      constants: copied from the function's
 *                            constant image when the frame is pushed
 *   [kbase + nk, nslots)     temporaries of phi copies
 * Constants that name globals (addresses) or are constant expressions are
 * "dynamic": they are recomputed into the image at every block start,
 * because shared globals get a fresh instance per block.
 *
 * Phis are parallel copies on the incoming edges (a pad of moves before
 * the jump when the edge needs them); a phi whose back-edge value is
 * defined in the latch shares that value's slots when their live ranges do
 * not interfere, so typical loop counters and accumulators need no copies
 * (vm_compile.c "Phi coalescing").  An icmp used only by the conditional
 * branch right after it is fused into the branch (BEQ ... BSLE64).
 *
 * Instruction format: VmIns {op, w, n, f, a, b, c, d}; a is the destination
 * slot unless an opcode says otherwise; b, c, d are source slots, jump
 * targets (bytecode offsets in the function), or indices into the
 * function's ext[] word array for variable-length operands.  Each opcode is
 * documented in the VM_OPS table below.  Steps: every IR instruction counts
 * as one step, charged per basic block when control enters it (bcount[]
 * of the target offset), and corrected at a final stop for the part of the
 * block that did not run.
 */
#ifndef PASSCHECK_INTERP_VM_H
#define PASSCHECK_INTERP_VM_H

#include "interp.h"
#include "sem/sem.h"
#include "mem.h"

/* ------------------------------------------------------------------ */
/* Opcodes                                                              */
/* VM_OP(NAME, "operands: meaning")  -- the one table of VM opcodes.   */

#define VM_OPS(X)                                                                              \
  X(NOP,      "-")                                                                             \
  /* ---- moves */                                                                             \
  X(MOV,      "a = b (one slot, poison copied)")                                               \
  X(MOVN,     "a[0..c) = b[0..c) (c slots)")                                                   \
  X(FREEZE,   "a[0..c) = b[0..c); a poison slot becomes 0 (or d[k], a set choice), not poison")  \
  /* ---- integer fast paths: scalar, canonical slots, poison = P[b] | P[c] */                 \
  X(ADD32,    "a = (b + c) mod 2^32")                                                          \
  X(ADD64,    "a = (b + c) mod 2^64")                                                          \
  X(SUB32,    "a = (b - c) mod 2^32")                                                          \
  X(SUB64,    "a = (b - c) mod 2^64")                                                          \
  X(MUL32,    "a = (b * c) mod 2^32")                                                          \
  X(MUL64,    "a = (b * c) mod 2^64")                                                          \
  X(ADD32NSW, "a = b + c, poison on signed i32 overflow")                                      \
  X(ADD64NSW, "a = b + c, poison on signed i64 overflow")                                      \
  X(SUB32NSW, "a = b - c, poison on signed i32 overflow")                                      \
  X(SUB64NSW, "a = b - c, poison on signed i64 overflow")                                      \
  X(MUL32NSW, "a = b * c, poison on signed i32 overflow")                                      \
  X(MUL64NSW, "a = b * c, poison on signed i64 overflow")                                      \
  X(AND,      "a = b & c (any width <= 64)")                                                   \
  X(OR,       "a = b | c (any width <= 64)")                                                   \
  X(XOR,      "a = b ^ c (any width <= 64)")                                                   \
  X(SHL32,    "a = b << c mod 2^32; poison if c >= 32")                                        \
  X(SHL64,    "a = b << c mod 2^64; poison if c >= 64")                                        \
  X(LSHR32,   "a = b >> c (logical); poison if c >= 32")                                       \
  X(LSHR64,   "a = b >> c (logical); poison if c >= 64")                                       \
  X(ASHR32,   "a = b >> c (arithmetic, i32); poison if c >= 32")                               \
  X(ASHR64,   "a = b >> c (arithmetic, i64); poison if c >= 64")                               \
  X(ADDK64,   "a = b + d (d: signed 32-bit immediate) mod 2^64 (add of a small constant)")   \
  X(ICMPEQ,   "a = (b == c) (canonical ints / pointers of any width <= 64)")                   \
  X(ICMPNE,   "a = (b != c)")                                                                  \
  X(ICMPULT,  "a = (b <u c)")                                                                  \
  X(ICMPULE,  "a = (b <=u c)")                                                                 \
  X(ICMPSLT32, "a = (b <s c), i32")                                                            \
  X(ICMPSLE32, "a = (b <=s c), i32")                                                           \
  X(ICMPSLT64, "a = (b <s c), i64")                                                            \
  X(ICMPSLE64, "a = (b <=s c), i64")                                                           \
  X(TRUNC,    "a = b mod 2^w (scalar trunc / ptrtoint / inttoptr narrowing)")                  \
  X(SEXT,     "a = sign-extend b from w bits, canonical to d bits (scalar sext)")              \
  /* ---- generic integer paths: n lanes (scalar: n = 1) of width w (1..64 or 128) */          \
  X(IBIN,     "a = b <op> c per lane; f = IrOp | IR_F_NUW/NSW/EXACT << 8; w, n")               \
  X(ICMP,     "a = b <pred> c per lane; f = IrPred; w, n")                                     \
  X(CAST,     "a = cast b per lane; f = IrOp, w = source width, d = result width, n")          \
  X(BITCAST,  "a = b reinterpreted: encode as type c, decode as type d (memory image)")        \
  /* ---- floating point fast paths: host IEEE arithmetic, NaN results redone by sem_* */        \
  X(FADD32,   "a = b + c (binary32, RNE)")                                                     \
  X(FADD64,   "a = b + c (binary64, RNE)")                                                     \
  X(FSUB32,   "a = b - c (binary32)")                                                          \
  X(FSUB64,   "a = b - c (binary64)")                                                          \
  X(FMUL32,   "a = b * c (binary32)")                                                          \
  X(FMUL64,   "a = b * c (binary64)")                                                          \
  X(FDIV32,   "a = b / c (binary32)")                                                          \
  X(FDIV64,   "a = b / c (binary64)")                                                          \
  X(FCMP32,   "a = fcmp f (IrPred) b, c, binary32")                                            \
  X(FCMP64,   "a = fcmp f (IrPred) b, c, binary64")                                            \
  X(SI2F,     "a = sitofp b (w-bit int) to binary32 (d = 32) or binary64 (d = 64), RNE")       \
  X(UI2F,     "a = uitofp b (w-bit int) to binary32 / binary64, RNE")                          \
  /* ---- generic floating point: n lanes of width w; f = IrOp|pred, fmf, denormal mode */      \
  X(FBIN,     "a = b <op> c per lane; f = IrOp | VM_FM_* flags")                               \
  X(FNEG,     "a = -b per lane (sign flip, also of NaN); f = VM_FM_* flags")                   \
  X(FCMP,     "a = fcmp b, c per lane; f = IrPred | VM_FM_* flags")                            \
  /* ---- selection */                                                                         \
  X(SEL,      "a = b ? c : d (one slot); poison b gives poison")                               \
  X(SELN,     "a[0..n) = b ? c[..] : d[..] (n slots, scalar condition); f = VM_FM_*, w = fp width or 0") \
  X(VSEL,     "per lane i < n: a[i] = b[i] ? c[i] : d[i] (w slots per lane); f, VM_FM_*")     \
  /* ---- control flow (b, c: bytecode offsets; entering a block charges bcount[]) */          \
  X(JMP,      "goto b")                                                                        \
  X(CBR,      "goto a ? b : c; poison a is UB")                                                \
  /* fused icmp + br (the icmp's only use, right before the branch): goto a <pred> b ? c : d;  \
   * poison a or b is UB (the condition would be poison) */                                    \
  X(BEQ,      "goto a == b ? c : d")                                                           \
  X(BNE,      "goto a != b ? c : d")                                                           \
  X(BULT,     "goto a <u b ? c : d")                                                           \
  X(BULE,     "goto a <=u b ? c : d")                                                          \
  X(BSLT32,   "goto a <s b ? c : d (i32)")                                                     \
  X(BSLE32,   "goto a <=s b ? c : d (i32)")                                                    \
  X(BSLT64,   "goto a <s b ? c : d (i64)")                                                     \
  X(BSLE64,   "goto a <=s b ? c : d (i64)")                                                    \
  X(SWITCH,   "a: value (w bits); ext[b] = {ncases, default, (const slot, target)*}; poison is UB") \
  X(BRTRACE,  "record condition a (w bits) of the branch that follows (undef choices: "        \
              "interp_branch_on_undef)")                                                       \
  X(RET,      "return a[0..b) (a = VM_NONE: void); f = 1: noundef return (poison is UB)")     \
  X(UNREACHABLE, "UB: reached unreachable")                                                    \
  X(RETSAME,  "UB when a[0..n) differs from the returned parameter b[0..n) (a poison parameter "  \
              "allows anything)")                                                              \
  X(TAILCK,   "UB when pointer a names a stack object of the running frame and the length b "  \
              "(w bits; VM_NONE: none) is not 0: a tail call's callee accessing the caller's " \
              "allocas")                                                                       \
  X(RETLIVE,  "UB when pointer a, a return value dereferenceable(N), names a stack object of " \
              "the returning frame (it dies at the return)")                                   \
  X(TRAP,     "llvm.trap: the run ends with INTERP_TRAP (message b, VM_NONE: \"llvm.trap\")")  \
  X(UNSUPP,   "the run ends with INTERP_UNSUPPORTED, message b")                               \
  X(UBOP,     "UB known at compile time (message b), e.g. a call with wrong arguments")       \
  /* ---- memory: w = address space, f = alignment (bytes), c = IR instruction */             \
  X(LD1,      "a = zext load of 1 byte at b")                                                  \
  X(LD2,      "a = 2-byte little-endian load at b")                                            \
  X(LD4,      "a = 4-byte load at b")                                                          \
  X(LD8,      "a = 8-byte load at b")                                                          \
  X(LDG,      "a = load of IR type d at b (any first-class type); f = align | VM_MEM_ATOMIC") \
  X(ST1,      "store 1 byte of a at b (note: a is the stored value)")                          \
  X(ST2,      "store 2 bytes of a at b")                                                       \
  X(ST4,      "store 4 bytes of a at b")                                                       \
  X(ST8,      "store 8 bytes of a at b")                                                       \
  X(STF2,     "store half a at b (FP-marked)")                                                 \
  X(STF4,     "store float a at b (FP-marked)")                                                \
  X(STF8,     "store double a at b (FP-marked)")                                               \
  X(STG,      "store value a of IR type d at b; f = align | VM_MEM_ATOMIC")                    \
  X(GEP1,     "a = b + sext/trunc(c, w bits) * d; f = VM_GEP_* flags | as << 8")               \
  X(GEPN,     "a = b + sum of indices; ext[d] = GEP record (vm_ops.c); f = flags | as << 8; n lanes") \
  X(ALLOCA,   "a = new stack object (IR instruction c: type, align, addrspace), count b")     \
  X(RMW,      "a = atomicrmw at b with value c; IR instruction d")                             \
  X(CMPXCHG,  "a = {old, ok} = cmpxchg; ext[b] = {addr, cmp, new}; IR instruction d")         \
  X(ATOMINC,  "a = nvvm.atomic.load.inc/dec.32 at b with limit c; f = 0 inc, 1 dec; IR inst d") \
  X(MEMCPY,   "copy c (w-bit) bytes from b to a; f = 0 memcpy, 1 memmove; IR instruction d")  \
  X(MEMSET,   "fill c (w-bit) bytes at a with byte b; IR instruction d")                       \
  X(LIFETIME, "llvm.lifetime.start (f = 0) / end (f = 1) of the alloca at b")                 \
  X(ADDRCAST, "a = addrspacecast b from as f & 0xff to as f >> 8 (n lanes)")                  \
  X(ISSPACEP, "a = nvvm.isspacep: generic pointer b points into address space f")             \
  /* ---- vectors */                                                                           \
  X(EXTRACTELT, "a = lane c of b (n lanes of w slots); index >= n or poison gives poison; "  \
                "f = 1: the index is an i128 (two slots)")                                    \
  X(INSERTELT,  "a = b with lane d replaced by c (n lanes of w slots); bad index: poison; "  \
                "f = 1: the index is an i128")                                                \
  X(SHUFFLE,    "a = lanes of b ++ c picked by ext[d] (n result lanes, f source lanes, w slots/lane)") \
  X(REDUCE,     "a = vector.reduce (f = IrIntrin) of b (n lanes, width w), start c; d = VM_FM_*") \
  /* ---- calls and known callees */                                                          \
  X(FNJMP,    "indirect call: goto ext[b][1 + k] for the function k that pointer a names "   \
              "(ext[b] = {nfuncs, target*}); UB when a is poison or names no function's start") \
  X(CALL,     "a = call function c (program index) with args ext[b] = {nargs, slot*}")       \
  X(XCALL,    "a = call of function c (module index) without a body (xcall.c); ext[b] = "     \
              "{nargs, result type, (slot, type, access)*}; f = XC_*; d = XD_*")             \
  X(INTRIN,   "a = pure callee c (IrIntrin) per lane; ext[b] = VmIntrin record; n lanes; "   \
              "w = 128: scalar i128 form (two slots per i128 value, sem_intrin128)")          \
  X(SREG,     "a = special register f (VM_SR_*) of the running thread")                       \
  X(OCLQ,     "a = OpenCL work-item query f (VM_SR_*) for dimension b (i32)")                 \
  X(ASSUME,   "llvm.assume(b): false or poison is UB")                                         \
  X(ABUNDLE,  "llvm.assume operand bundle f (IrBundle) on value a (d slots; a pointer of "      \
              "address space w), argument b, offset c (VM_NONE: absent): UB when the fact fails") \
  X(CHECK,    "a[0..n) lanes of width w become poison where fact f (VM_CK_*) fails; d, c: "    \
              "the fact's operands (vm.h VM_CK_*); f & VM_CK_NOUNDEF: a violation is UB")     \
  X(BARRIER,  "block barrier, id b (VM_NONE: 0); the thread waits for the whole block")      \
  X(WARP,     "a = warp-synchronous op f (VM_W_*), ext[b] = {mask, value, b, c} slots")

typedef enum VmOp {
#define VM_ENUM(name, doc) VM_##name,
  VM_OPS(VM_ENUM)
#undef VM_ENUM
  VM_NOPCODES
} VmOp;

extern const char *const vm_op_names[VM_NOPCODES];

/* One bytecode instruction (24 bytes). */
typedef struct VmIns {
  uint16_t op;   /* VmOp */
  uint8_t w;     /* scalar width in bits, address space, ... (per opcode) */
  uint8_t n;     /* lanes / count (per opcode) */
  uint32_t f;    /* flags, predicate, IrOp, alignment (per opcode) */
  uint32_t a, b, c, d;
} VmIns;

#define VM_NONE 0xffffffffu   /* "no slot" */

/* Flags of generic FP ops (VmIns.f above bit 8). */
enum {
  VM_FM_NNAN = 1 << 8,     /* nnan: NaN operand or result gives poison */
  VM_FM_NINF = 1 << 9,     /* ninf: infinite operand or result gives poison */
  VM_FM_FTZ = 1 << 10,     /* "denormal-fp-math" preserve-sign: flush subnormals */
  VM_FM_FTZP = 1 << 11,    /* "denormal-fp-math" positive-zero: flush to +0 */
  VM_FM_FPRET = 1 << 12,   /* INTRIN: the result is FP (nnan/ninf apply to it) */
  VM_FM_NANALT = 1 << 13   /* the oracles' second run (InterpOpts.freeze_ones): a NaN
                              result takes the other choice (vm_nan_alt) */
};
/* GEP flags (VmIns.f, low byte): inbounds; LLVM 19's nusw and nuw. */
enum { VM_GEP_INBOUNDS = 1, VM_GEP_NUSW = 2, VM_GEP_NUW = 4 };
/* Facts of CHECK (VmIns.f, low byte; a nofpclass mask above bit 8): the
 * attributes of parameters, returns and call sites and the metadata of
 * loads and calls that make a value poison when they fail ("If the value
 * is not in the range / is null / does not have the specified alignment,
 * poison value is returned or passed instead"), or UB with noundef:
 *   RANGE    range attribute or !range: ext[d] = {npairs, (lo_lo, lo_hi,
 *            hi_lo, hi_hi) per pair}; the value must be in one pair
 *   FPCLASS  nofpclass: the mask above bit 8
 *   NONNULL  nonnull, !nonnull: the pointer is not null
 *   ALIGN    align N, !align: the pointer (address space c) is aligned to d
 *   DEREF    dereferenceable(N) / dereferenceable_or_null(N): ext[d] =
 *            {N_lo, N_hi, or_null}; a pointer (address space c) that is
 *            poison or names fewer than N loadable bytes is UB
 *   DEFINED  noundef / !noundef alone: a poison lane is UB */
enum {
  VM_CK_RANGE = 1, VM_CK_FPCLASS = 2, VM_CK_NONNULL = 3, VM_CK_ALIGN = 4, VM_CK_DEREF = 5, VM_CK_DEFINED = 6,
  VM_CK_NOUNDEF = 1u << 31
};
/* Flags of LLVM 19 and 22 on the generic ops (VmIns.f): IBIN carries them in
 * its IR_F_* byte (IR_F_DISJOINT), ICMP and CAST in these bits. */
enum { VM_ICMP_SAMESIGN = 1 << 8, VM_CAST_NNEG = 1 << 16, VM_CAST_NUW = 1 << 17, VM_CAST_NSW = 1 << 18 };
/* Memory flags (VmIns.f above the alignment, which is < 2^24). */
enum { VM_MEM_ATOMIC = 1u << 24, VM_MEM_ALIGNMASK = (1u << 24) - 1 };

/* Special registers / OpenCL queries (VmIns.f of SREG / OCLQ). */
enum {
  VM_SR_TID_X, VM_SR_TID_Y, VM_SR_TID_Z, VM_SR_NTID_X, VM_SR_NTID_Y, VM_SR_NTID_Z,
  VM_SR_CTAID_X, VM_SR_CTAID_Y, VM_SR_CTAID_Z, VM_SR_NCTAID_X, VM_SR_NCTAID_Y, VM_SR_NCTAID_Z,
  VM_SR_WARPSIZE, VM_SR_LANEID,
  /* OpenCL (dimension operand) */
  VM_OCL_GLOBAL_ID, VM_OCL_LOCAL_ID, VM_OCL_GROUP_ID, VM_OCL_LOCAL_SIZE, VM_OCL_NUM_GROUPS,
  VM_OCL_GLOBAL_SIZE
};

/* Warp-synchronous operations (VmIns.f of WARP). */
enum {
  VM_W_SHFL_IDX, VM_W_SHFL_UP, VM_W_SHFL_DOWN, VM_W_SHFL_BFLY,
  VM_W_VOTE_ALL, VM_W_VOTE_ANY, VM_W_VOTE_UNI, VM_W_VOTE_BALLOT,
  VM_W_ACTIVEMASK, VM_W_SYNC
};

/* ------------------------------------------------------------------ */
/* Compiled program                                                     */

/* A dynamic constant: slot kslot of the image gets the value of constant
 * ref (which names a global or is a constant expression). */
typedef struct VmReloc {
  uint32_t kslot;   /* image-relative slot */
  IrRef ref;
  IrType type;
} VmReloc;

/* One undef lane of an undef use with a value of its own: slot kslot of
 * the entry function's constant image holds w bits of the choice. */
typedef struct VmUndefLane {
  uint32_t kslot;
  uint8_t w;
  uint8_t frz;  /* a freeze site's lane */
} VmUndefLane;

typedef struct VmFunc {
  uint32_t fidx;          /* module function index */
  const IrFunc *f;
  VmIns *code; uint32_t ncode;
  IrId *src;              /* [ncode]: IR instruction of each op (IR_NIL: phi-copy edge pads) */
  uint32_t *bcount;       /* [ncode]: steps charged when control enters at this offset */
  uint32_t *ext; uint32_t next;  /* variable-length operands */
  uint32_t nslots;        /* frame size */
  uint32_t kbase, nk;     /* constant image: slots [kbase, kbase + nk) */
  uint64_t *kR; uint8_t *kP;
  VmReloc *reloc; uint32_t nreloc;
  uint32_t *pslot;        /* [nparams]: slot of each parameter */
  uint32_t entry_steps;   /* steps of the entry block */
  bool fxon;              /* the function's memory attributes restrict a call (mem.h MemFx) */
  uint8_t fxarg, fxother; /* MEM_FX_* allowed on its arguments' objects / other objects */
  uint32_t caps[6];       /* allocated sizes of code, src, ext, kR, kP, reloc */
} VmFunc;

typedef struct VmFrame {
  uint32_t fn;            /* index in prog->fns */
  uint32_t pc;            /* next instruction (saved while suspended or calling) */
  uint32_t base;          /* first slot of the frame in the thread's stack */
  uint32_t ret_dst;       /* caller's destination slot (absolute), VM_NONE for void */
  uint32_t nalloca;       /* the thread's alloca count when the frame was pushed */
  uint8_t fx;             /* memory-effect restrictions the call pushed (VmThread.fx) */
} VmFrame;

enum { VM_T_RUN, VM_T_BARRIER, VM_T_WARP, VM_T_DONE };

typedef struct VmThread {
  uint32_t lin;           /* linear thread id in the block */
  uint32_t tid[3];
  uint8_t state;          /* VM_T_* */
  /* stack */
  uint64_t *R; uint8_t *P; uint32_t cap;   /* slots (cap: usable, the smaller of capR, capP) */
  uint32_t capR, capP;
  VmFrame *fr; uint32_t nfr, capfr;
  uint32_t *allocas; uint32_t nallocas, capallocas;  /* live stack objects, in order */
  uint32_t *dead; uint32_t capdead;                  /* parallel: 1 = killed by lifetime.end */
  MemFx *fx; uint32_t nfx, capfx;                    /* restrictions of the restricted calls running */
  /* wait record (barrier / warp op) */
  uint32_t wkind;         /* VM_W_* (warp) */
  uint32_t wid;           /* barrier id */
  uint32_t wmask;         /* warp: membermask */
  uint64_t wval;          /* warp: value operand */
  uint32_t wb, wc;        /* warp: lane / offset and clamp operands */
  uint8_t wvp, wbp;       /* poison of the value, of b/c */
  uint32_t wdst;          /* absolute destination slot */
  IrId winst; uint32_t wfunc;
  uint32_t xseq;          /* calls of functions without a body made so far (xcall.c) */
  uint32_t xlast;         /* 1 + the index in InterpProg.calls of its last recorded call, 0: none */
} VmThread;

typedef struct VmObjSize {
  uint64_t *size; uint32_t cap;   /* by object id / shared slot; UINT64_MAX unknown */
  uint32_t used;                  /* ids below this may be set */
} VmObjSize;

struct InterpProg {
  IrCtx *ctx;
  const IrModule *m;
  InterpOpts opts;
  VmFunc *fns; uint32_t nfns, capfns;
  char **msgs; uint32_t nmsgs, capmsgs;  /* UNSUPP / UBOP messages */
  /* run state, reused across runs */
  Mem *mem;
  SemEnv ev; uint64_t rng0;
  VmThread *thr; uint32_t capthr, nthr;
  VmObjSize osz, shsz;    /* object sizes by 64-bit object id / shared slot */
  uint64_t steps, budget;
  InterpResult *res;
  uint32_t blk[3], blin;  /* current block */
  uint64_t *argR; uint8_t *argP; uint32_t capargR, capargP;  /* entry arguments (slots) */
  uint8_t *scratch, *scratchp; uint32_t capscratch, capscratchp, nscratch;  /* byte images */
  uint64_t seed;          /* the input's seed (xcall.c: what functions without a body return) */
  bool xquiet;            /* InterpInput.callees == INTERP_CALLEES_QUIET (xcall.c "Quiet callees") */
  InterpCall *calls; uint32_t ncalls, capcalls;  /* this run's calls that are events (xcall.c) */
  uint8_t *cpool; uint32_t ncpool, capcpool;     /* their argument bytes and poison flags */
  uint64_t *brs; uint32_t nbrs, capbrs; bool brs_cut;  /* branch conditions (VM_BRTRACE) */
  struct VmMemo { uint64_t h; uint32_t obj; } *xmemo; uint32_t nxmemo, capxmemo;  /* pure calls' pointer results */
  uint32_t nheap;         /* objects functions without a body returned this run (the next's MemObj.index) */
  bool oom;               /* an allocation failed during the run */
  bool hostfp;            /* the host FPU is in IEEE default mode: FP fast paths allowed */
  /* undef uses of the entry function with values of their own (InterpOpts.undef_choices;
     vm_compile.c "Undef uses"): the image slots of their undef lanes, in choice order */
  VmUndefLane *ulane; uint32_t nulane, capulane;
  uint32_t undef_uses, undef_bits, undef_rest;
  bool undef_entry;       /* the entry function's uses may get their own values */
  bool undef_uninit;      /* the module may read memory the interpreter fills with poison */
};

/* ------------------------------------------------------------------ */
/* Shared helpers (vm_ops.c)                                            */

/* Grows *ptr (elements of elsz bytes) to at least need; false on failure. */
bool vm_grow(IrCtx *c, void **ptr, uint32_t *cap, uint64_t need, size_t elsz);

uint32_t vm_nslots(const IrModule *m, IrType t);
/* Byte image of a value of type t as a store writes it (store size bytes,
 * little-endian, vectors bit-packed) and back; poison per byte. */
void vm_encode(const IrModule *m, IrType t, const uint64_t *R, const uint8_t *P, uint8_t *bytes,
               uint8_t *pz);
void vm_decode(const IrModule *m, IrType t, const uint8_t *bytes, const uint8_t *pz, uint64_t *R,
               uint8_t *P);
/* Width in bytes of the FP leaves of t when they are all FP of one width, else 0. */
unsigned vm_fp_width(const IrModule *m, IrType t);

/* Generic lane loops: return 0, or 1 with *why for UB. */
int vm_ibin(const VmIns *in, uint64_t *R, uint8_t *P, const char **why);
void vm_icmp(const VmIns *in, uint64_t *R, uint8_t *P);
/* CHECK: 0, or 1 with *why for UB (a noundef value that fails the fact). */
int vm_check(InterpProg *p, const VmFunc *F, const VmIns *in, uint64_t *R, uint8_t *P, const char **why);
/* ABUNDLE: 0, or 1 with *why for UB. */
int vm_abundle(InterpProg *p, const VmIns *in, const uint64_t *R, const uint8_t *P, const char **why);
void vm_cast(InterpProg *p, const VmIns *in, uint64_t *R, uint8_t *P);
void vm_fbin(const VmIns *in, uint64_t *R, uint8_t *P);
void vm_fneg(const VmIns *in, uint64_t *R, uint8_t *P);
void vm_fcmp(const VmIns *in, uint64_t *R, uint8_t *P);
void vm_select(const VmIns *in, uint64_t *R, uint8_t *P);
void vm_bitcast(InterpProg *p, const VmIns *in, uint64_t *R, uint8_t *P);
void vm_extractelt(const VmIns *in, uint64_t *R, uint8_t *P);
void vm_insertelt(const VmIns *in, uint64_t *R, uint8_t *P);
void vm_shuffle(const VmFunc *F, const VmIns *in, uint64_t *R, uint8_t *P);
int vm_reduce(InterpProg *p, const VmIns *in, uint64_t *R, uint8_t *P, const char **why);
int vm_intrin(InterpProg *p, const VmFunc *F, const VmIns *in, uint64_t *R, uint8_t *P,
              const char **why);
uint64_t vm_fp_slow(unsigned op, unsigned w, uint64_t a, uint64_t b);
uint64_t vm_nan_alt(unsigned w, uint64_t r);  /* a NaN r's other choice (VM_FM_NANALT) */
bool vm_fcmp_host(unsigned pred, unsigned w, uint64_t a, uint64_t b);
/* GEP: returns the address; *poison set for an inbounds violation. */
void vm_gep(InterpProg *p, const VmFunc *F, const VmIns *in, uint64_t *R, uint8_t *P);
bool vm_inbounds(InterpProg *p, uint64_t base, uint64_t res, unsigned as);
void vm_objsize_set(InterpProg *p, bool shared, uint64_t id, uint64_t size);

/* Whether the host FPU is in IEEE default mode (vm_compile.c). */
bool vm_host_fp_ieee(void);
/* Compile (vm_compile.c). */
IrStatus vm_compile_prog(InterpProg *p, uint32_t fidx);
void vm_funcs_free(InterpProg *p);
/* Recomputes the dynamic constants of every function (vm_compile.c). */
void vm_relocate(InterpProg *p);
/* Evaluates constant c of type t into R/P (vm_compile.c). */
void vm_const_eval(InterpProg *p, IrRef c, IrType t, uint64_t *R, uint8_t *P);

/* Grows p->scratch / p->scratchp (byte images and their poison flags) to
 * at least n bytes (vm_ops.c); false when out of memory. */
bool vm_scratch(InterpProg *p, uint64_t n);

/* Return codes of the run-time helpers (vm_exec.c, xcall.c). */
enum { VM_RC_OK, VM_RC_UB, VM_RC_UNSUPP, VM_RC_OOM, VM_RC_LIMIT, VM_RC_TRAP };
/* VM_XCALL (xcall.c): a VM_RC_* code, *why for UB and UNSUPP. */
int vm_xcall(InterpProg *p, VmThread *t, const VmFunc *F, const VmIns *ip, uint64_t *R, uint8_t *P,
             const char **why);

/* Run one thread until it finishes, waits or stops (vm_exec.c). */
enum { VM_EXIT_DONE, VM_EXIT_WAIT, VM_EXIT_STOP };
int vm_run_thread(InterpProg *p, VmThread *t);
/* Records a final status in p->res at the thread's current position. */
void vm_stop(InterpProg *p, VmThread *t, InterpStatus st, const char *why);
/* Warp-synchronous resolution (vm_exec.c): 0 none resolved, 1 some, -1 UB. */
int vm_warp_resolve(InterpProg *p, const char **why, VmThread **culprit);

#endif

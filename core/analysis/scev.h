/* core/analysis/scev.h -- scalar evolution of one function (scev.c): closed
 * forms of integer and pointer values as expressions over constants, values
 * the analysis cannot see through (unknowns) and add recurrences
 * {start,+,step}<loop>; backedge-taken counts of loops; unsigned and signed
 * value ranges.  LLVM's ScalarEvolution is the model (names and printed
 * shapes follow it); LSR (seed 001), BASR (seed 002) and memdep.c stand on it.
 *
 * Contract: expressions are hash-consed in an arena owned by the Scev
 * analysis: two equal expressions are the same pointer, so pointers can be
 * compared and hashed (LSR's formula tables do).  Expressions stay valid
 * until scev_release.  The analysis describes the function and the loop
 * forest it was computed from; edit the IR and it is stale.  Integer types
 * up to 64 bits and pointers are analysed; other types have no SCEV (NULL).
 * Memory comes from the context allocator; on failure calls return NULL and
 * scev_status() is IR_ENOMEM (the error is recorded in the context).
 */
#ifndef PASSCHECK_SCEV_H
#define PASSCHECK_SCEV_H

#include "loops.h"

typedef enum ScevKind {
  SCEV_CONST,    /* an integer constant (c) */
  SCEV_UNKNOWN,  /* an IR value taken as opaque (val) */
  SCEV_TRUNC,    /* ops[0] truncated to bits */
  SCEV_ZEXT,     /* ops[0] zero-extended to bits */
  SCEV_SEXT,     /* ops[0] sign-extended to bits */
  SCEV_ADD,      /* ops[0] + ... + ops[n-1], at most one pointer operand */
  SCEV_MUL,      /* ops[0] * ... * ops[n-1] (integers) */
  SCEV_UDIV,     /* ops[0] /u ops[1] */
  SCEV_ADDREC,   /* {ops[0],+,ops[1],+,...}<loop>: at iteration k of loop,
                    sum over j of ops[j] * binomial(k, j) */
  SCEV_SMAX, SCEV_UMAX, SCEV_SMIN, SCEV_UMIN,  /* n-ary max / min */
  SCEV_NKINDS
} ScevKind;

/* No-wrap facts (LLVM's FlagNUW / FlagNSW): on an add recurrence, no value
 * of the recurrence within the loop's iterations wraps (unsigned / signed);
 * on an add or mul, the operation does not wrap.  Set only where the IR
 * says so (an nuw/nsw increment).  Unlike LLVM, flags are part of a node's
 * identity ({0,+,1}<nsw> and {0,+,1} are two nodes): a flag proven for one
 * IR value never leaks to another value of the same shape that may wrap. */
enum { SCEV_NUW = 1, SCEV_NSW = 2 };

typedef struct ScevExpr ScevExpr;
struct ScevExpr {
  uint8_t kind;        /* ScevKind */
  uint8_t flags;       /* SCEV_NUW | SCEV_NSW */
  uint8_t is_ptr;      /* pointer-typed (an add with a pointer operand, a pointer unknown,
                          a pointer recurrence) */
  uint8_t as;          /* address space when is_ptr */
  uint16_t bits;       /* width: integer bits, or pointer bits (64; 32 in addrspace(3)) */
  uint16_t nops;
  uint32_t loop;       /* SCEV_ADDREC: index into IrLoops.loop */
  uint32_t id;         /* creation number: the tie-break of the canonical operand order */
  uint64_t c;          /* SCEV_CONST: the value, zero-extended from bits */
  IrRef val;           /* SCEV_UNKNOWN: the value */
  const ScevExpr *ops[]; /* nops operands */
};

typedef struct Scev Scev;  /* the analysis of one function (opaque) */

/* Computes nothing eagerly: creates the analysis of the function L was
 * computed for (L, its dominators and CFG must outlive it).  NULL when out
 * of memory. */
Scev *scev_new(const IrModule *m, const IrFunc *f, const IrLoops *L);
void scev_free(Scev *S);
IrStatus scev_status(const Scev *S);
/* What the analysis was computed for. */
const IrModule *scev_module(const Scev *S);
const IrFunc *scev_func(const Scev *S);
const IrLoops *scev_loops(const Scev *S);

/* The SCEV of a value of f (instruction, argument, constant, global), or
 * NULL when its type is not analysed. */
const ScevExpr *scev_get(Scev *S, IrRef v);

/* ---- building expressions (folded and uniqued) */
const ScevExpr *scev_const(Scev *S, unsigned bits, uint64_t v);
const ScevExpr *scev_unknown(Scev *S, IrRef v, unsigned bits, bool is_ptr, unsigned as);
const ScevExpr *scev_add(Scev *S, const ScevExpr *a, const ScevExpr *b);
const ScevExpr *scev_add_n(Scev *S, const ScevExpr *const *ops, uint32_t n, unsigned flags);
const ScevExpr *scev_mul(Scev *S, const ScevExpr *a, const ScevExpr *b);
const ScevExpr *scev_mul_n(Scev *S, const ScevExpr *const *ops, uint32_t n, unsigned flags);
const ScevExpr *scev_neg(Scev *S, const ScevExpr *a);                 /* -1 * a */
const ScevExpr *scev_minus(Scev *S, const ScevExpr *a, const ScevExpr *b); /* a - b; for two
                               pointers with the same base, the integer difference */
const ScevExpr *scev_udiv(Scev *S, const ScevExpr *a, const ScevExpr *b);
const ScevExpr *scev_trunc(Scev *S, const ScevExpr *a, unsigned bits);
const ScevExpr *scev_zext(Scev *S, const ScevExpr *a, unsigned bits);
const ScevExpr *scev_sext(Scev *S, const ScevExpr *a, unsigned bits);
const ScevExpr *scev_minmax(Scev *S, ScevKind k, const ScevExpr *a, const ScevExpr *b);
/* {ops[0],+,...,+,ops[n-1]}<loop>; n >= 2, a zero last operand is dropped. */
const ScevExpr *scev_addrec(Scev *S, const ScevExpr *const *ops, uint32_t n, uint32_t loop,
                            unsigned flags);
/* {start,+,step}<loop>. */
const ScevExpr *scev_addrec2(Scev *S, const ScevExpr *start, const ScevExpr *step, uint32_t loop,
                             unsigned flags);

/* ---- queries */
static inline bool scev_is_const(const ScevExpr *e) { return e && e->kind == SCEV_CONST; }
int64_t scev_const_sval(const ScevExpr *e);   /* the constant sign-extended from its width */
/* Whether e's value does not change while loop l runs (no recurrence of l
 * or of a loop inside it, no unknown defined in l). */
bool scev_invariant(Scev *S, const ScevExpr *e, uint32_t l);
/* The pointer base of a pointer expression (the pointer unknown it is an
 * offset from, looking through adds and recurrences), else NULL. */
const ScevExpr *scev_ptr_base(Scev *S, const ScevExpr *e);
/* Value of e at iteration k of every loop (k[loop]) with unknowns valued
 * by fn; false when an unknown has no value or a udiv divides by 0. */
typedef bool (*ScevValueFn)(void *ud, IrRef v, uint64_t *out);
bool scev_eval(const ScevExpr *e, const uint64_t *k, ScevValueFn fn, void *ud, uint64_t *out);

/* ---- ranges: inclusive intervals that do not wrap */
typedef struct ScevRange {
  uint64_t ulo, uhi;   /* unsigned: ulo <= value <= uhi */
  int64_t slo, shi;    /* signed (the value sign-extended from its width) */
} ScevRange;
ScevRange scev_range(Scev *S, const ScevExpr *e);
/* Whether e is known >= 0 / < 0 as a signed value of its width. */
bool scev_known_nonneg(Scev *S, const ScevExpr *e);
bool scev_known_neg(Scev *S, const ScevExpr *e);
/* Whether every value of e fits in a bits-wide signed / unsigned integer
 * (the width-fit checks of LSR's final selection, seed 001 phase 7). */
bool scev_fits_signed(Scev *S, const ScevExpr *e, unsigned bits);
bool scev_fits_unsigned(Scev *S, const ScevExpr *e, unsigned bits);

/* ---- trip counts */
typedef enum ScevBtcKind {
  SCEV_BTC_UNKNOWN,   /* LLVM's CouldNotCompute: "Unpredictable backedge-taken count." */
  SCEV_BTC_CONST,     /* count is a constant expression */
  SCEV_BTC_SYMBOLIC   /* count is an expression over loop-invariant values */
} ScevBtcKind;
typedef struct ScevBtc {
  ScevBtcKind kind;
  const ScevExpr *count;  /* the number of times the backedge is taken (NULL if unknown) */
} ScevBtc;
/* The backedge-taken count of loop l: how often a latch jumps back to the
 * header before the loop exits, for loops whose every exit test compares
 * an add recurrence of l with a loop-invariant value. */
ScevBtc scev_btc(Scev *S, uint32_t l);

/* ---- printing in LLVM's shapes */
/* Appends the text of e ("{0,+,1}<nuw><nsw><%header>") to buf. */
void scev_str(Scev *S, const ScevExpr *e, char *buf, size_t n);
void scev_print(FILE *out, Scev *S, const ScevExpr *e);
/* Instruction i as ir_print_func prints it (no indentation, no newline);
 * the function is printed once per analysis, so reports stay linear. */
void scev_print_inst(FILE *out, Scev *S, IrId i);

/* A whole module printed once, with every instruction's line: reports over
 * many functions (passcheck analyze) hand it to each function's analysis
 * so that instructions are printed from it (printing one function names
 * the whole module, so printing each function would be quadratic).  The
 * module must not change while it is used.  NULL when out of memory. */
typedef struct ScevText ScevText;
ScevText *scev_text_new(const IrModule *m);
void scev_text_free(ScevText *t);
void scev_use_text(Scev *S, const ScevText *t);
/* The function's report in the shape of opt -passes='print<scalar-evolution>':
 * every integer / pointer instruction with its SCEV and ranges, then one
 * "Loop %h: backedge-taken count is ..." line per loop. */
void scev_print_func(FILE *out, Scev *S);

#endif

/* core/analysis/scev.c -- scalar evolution: SCEV expressions (hash-consed,
 * folded, canonically ordered), their construction from the IR (integer
 * arithmetic, casts, selects of compares, min/max intrinsics, GEPs, header
 * phis), backedge-taken counts, value ranges and printing.
 *
 * Contract: see core/analysis/scev.h.  Everything the analysis allocates
 * comes from the context allocator and is freed by scev_free.
 */
#include <stdlib.h>
#include <string.h>

#include "scev.h"

/* ------------------------------------------------------------------ */
/* The method                                                           */
/*
 * An expression describes the value an IR value takes, as a function of
 * the iteration numbers of the loops around it (LLVM's ScalarEvolution;
 * Bachmann, Wang and Zima, "Chains of recurrences", ISSAC 1994).
 *
 * Uniqueness.  Every expression is built through one constructor per kind
 * that first folds, then looks the result up in a hash table of the nodes
 * built so far (kind, no-wrap flags, width, loop, constant, value and
 * operand pointers):
 * operands are unique already, so structural equality is pointer equality.
 * Commutative operators (add, mul, min/max) keep their operands in one
 * canonical order: by kind (constants first, unknowns last, LLVM's order),
 * unknowns by the value they name, constants by value, everything else by
 * creation number.  So a + b and b + a are the same node.
 *
 * Folding (the normal form LSR's formula hashing, seed 001 phase 6, relies
 * on): nested adds and muls are flattened; constants are combined; in an
 * add, terms c1*X and c2*X are merged into (c1+c2)*X; a constant times an
 * add is distributed; recurrences of one loop add operand-wise
 * ({a,+,b} + {c,+,d} = {a+c,+,b+d}), and a term available at the loop's
 * header is moved into the start ({a,+,b} + x = {a+x,+,b}); a constant or
 * available term times a recurrence scales every operand.  Casts of
 * constants fold; trunc distributes over add, mul and recurrences; zext of
 * an <nuw> and sext of an <nsw> recurrence extend its operands; sext of a
 * value known non-negative is a zext.  Expressions bigger than MAXSIZE
 * nodes built from the IR are replaced by an unknown (LLVM limits depth
 * the same way), which keeps long reduction chains linear.
 *
 * Recurrences from phis (LLVM's createAddRecFromPHI): for a phi in a loop
 * header with one value s from outside and one value v from the latches,
 * the phi is first given a placeholder (an unknown of itself) and v's SCEV
 * is computed; if it is phi + step with step available at the header, the
 * phi is {s,+,step}<loop>; if the step is itself a recurrence {a,+,b} of
 * the loop, the phi is {s,+,a,+,b}.  Everything computed while the
 * placeholder stood is forgotten (an undo log of memo entries) and built
 * again with the real SCEV.  The recurrence gets nuw/nsw when v is an
 * `add nuw/nsw phi, step` (as LLVM does), and `add nuw/nsw X, c` of such a
 * recurrence keeps the flag (add_flags: the post-increment); nothing else
 * gets flags.  Operands are built before their instruction (LLVM's
 * createSCEVIter order), so a header phi is resolved before the latch
 * value that uses it is marked in progress.
 *
 * Backedge-taken counts (LLVM's computeExitLimit, howFarToZero,
 * howManyLessThans, howManyGreaterThans): the loop needs one latch; every
 * exiting block must dominate the latch and end in a conditional branch on
 * an icmp of an affine recurrence {s,+,st} of the loop with a value n
 * invariant in the loop.  The count of one exit is the first iteration k
 * at which the "stay" condition fails; with several exits, the smallest.
 *   constants s, st, n: exact.  For != the congruence s + k*st = n
 *     (mod 2^w) is solved with the inverse of the odd part of st; for the
 *     orderings the walk s + k*st is done in exact integers and accepted
 *     only when it reaches the exit without leaving the range of the
 *     comparison's signedness (no wrap on the way).
 *   symbolic: != with step 1 or -1 (n - s, s - n); < with step 1
 *     (max(n,s) - s), > with step -1 (s - min(n,s)); larger steps when the
 *     recurrence carries the matching no-wrap flag (ceil division).
 *   otherwise, brute force (LLVM's computeExitCountExhaustively): the
 *     header phis with constant starts are stepped through up to 100
 *     iterations with exact constant folding (shifts, masks, ...), giving
 *     up on anything poison or not constant.
 *   anything else is unknown ("Unpredictable backedge-taken count.").
 *
 * Ranges: a pair of non-wrapping intervals, unsigned and signed, computed
 * bottom-up (memoized by creation number); additions and products that
 * might overflow give the full range; a recurrence with a constant count
 * spans its first and last value.
 */

#define MAXSIZE 96         /* expressions built from the IR beyond this become unknowns */
#define MAXOPS 64          /* operands of one add / mul / min / max */
#define CHUNK (64u * 1024) /* arena chunk */

typedef struct Chunk { struct Chunk *next; size_t size; } Chunk;

struct Scev {
  IrCtx *ctx;
  const IrModule *m;
  const IrFunc *f;
  const IrLoops *L;
  const IrDom *dom;
  IrStatus st;
  /* arena */
  Chunk *chunks;
  char *cur;
  size_t left;
  /* unique table (open addressing) */
  ScevExpr **tab;
  uint32_t cap, n;
  /* expressions by creation number (ranges are memoized by it) */
  ScevExpr **all;
  uint32_t capall;
  ScevRange *rng;
  uint8_t *rng_done;
  uint32_t caprng;
  /* memo per instruction / argument: NULL = not computed */
  const ScevExpr **imemo;
  uint8_t *istate;          /* 0 not computed, 1 in progress, 2 done, 3 no SCEV */
  uint32_t ninsts;
  /* undo log of memo entries set while a phi placeholder stands */
  IrId *undo;
  uint32_t nundo, capundo;
  uint32_t spec;            /* open speculations */
  /* backedge-taken counts */
  ScevBtc *btc;
  uint8_t *btc_done;
  /* printing: names of unnamed values; the function's text, once */
  uint32_t *inum, *bnum, *anum;
  bool named;
  const struct ScevText *mtext; /* the module's text when given (scev_use_text) */
  char *text;               /* ir_print_func's output (malloc'd) */
  size_t textlen;
  uint32_t *iline;          /* [ninsts]: offset of the instruction's line in text, or IR_NIL */
};

/* ------------------------------------------------------------------ */
/* Memory                                                               */

static bool oom(Scev *S) {
  if (S->st == IR_OK) ir_error(S->ctx, IR_ENOMEM, NULL, 0, 0, "out of memory");
  S->st = IR_ENOMEM;
  return false;
}

static void *arena(Scev *S, size_t n) {
  n = (n + 15) & ~(size_t)15;
  if (n > S->left) {
    size_t sz = n + sizeof(Chunk) + 16 > CHUNK ? n + sizeof(Chunk) + 16 : CHUNK;
    Chunk *c = ir_alloc(S->ctx, NULL, 0, sz);
    if (!c) return oom(S), NULL;
    c->next = S->chunks, c->size = sz;
    S->chunks = c;
    S->cur = (char *)c + ((sizeof(Chunk) + 15) & ~(size_t)15);
    S->left = sz - ((sizeof(Chunk) + 15) & ~(size_t)15);
  }
  void *p = S->cur;
  S->cur += n, S->left -= n;
  return p;
}

/* Grows *arr (element size es) to hold need elements, zero-filling. */
static bool grow(Scev *S, void *arr, uint32_t *cap, uint32_t need, size_t es) {
  void **a = arr;
  if (need <= *cap) return true;
  uint32_t nc = *cap ? *cap : 64;
  while (nc < need) nc *= 2;
  void *p = ir_alloc(S->ctx, *a, (size_t)*cap * es, (size_t)nc * es);
  if (!p) return oom(S);
  memset((char *)p + (size_t)*cap * es, 0, (size_t)(nc - *cap) * es);
  *a = p, *cap = nc;
  return true;
}

/* ------------------------------------------------------------------ */
/* Unique table                                                         */

static uint64_t mask_of(unsigned bits) { return bits >= 64 ? ~0ull : (1ull << bits) - 1; }

static int64_t sext_of(uint64_t v, unsigned bits) {
  if (bits >= 64) return (int64_t)v;
  uint64_t s = 1ull << (bits - 1);
  return (int64_t)(((v & mask_of(bits)) ^ s) - s);
}

typedef struct Key {
  uint8_t kind, is_ptr, as, flags;
  uint16_t bits, nops;
  uint32_t loop;
  uint64_t c;
  IrRef val;
  const ScevExpr *const *ops;
} Key;

static uint64_t key_hash(const Key *k) {
  uint64_t h = 1469598103934665603ull;
#define MIX(x) (h = (h ^ (uint64_t)(x)) * 1099511628211ull)
  MIX(k->kind); MIX(k->flags); MIX(k->bits); MIX(k->is_ptr); MIX(k->as); MIX(k->loop); MIX(k->c);
  MIX(k->val.bits); MIX(k->nops);
  for (uint32_t i = 0; i < k->nops; i++) MIX((uintptr_t)k->ops[i] >> 4);
#undef MIX
  return h ^ (h >> 29);
}

static bool key_eq(const Key *k, const ScevExpr *e) {
  if (e->kind != k->kind || e->flags != k->flags || e->bits != k->bits || e->is_ptr != k->is_ptr || e->as != k->as ||
      e->loop != k->loop || e->c != k->c || e->val.bits != k->val.bits || e->nops != k->nops)
    return false;
  for (uint32_t i = 0; i < k->nops; i++)
    if (e->ops[i] != k->ops[i]) return false;
  return true;
}

static bool tab_rehash(Scev *S) {
  uint32_t nc = S->cap ? S->cap * 2 : 1024;
  ScevExpr **t = ir_alloc(S->ctx, NULL, 0, (size_t)nc * sizeof *t);
  if (!t) return oom(S);
  memset(t, 0, (size_t)nc * sizeof *t);
  for (uint32_t i = 0; i < S->cap; i++) {
    ScevExpr *e = S->tab[i];
    if (!e) continue;
    Key k = {e->kind, e->is_ptr, e->as, e->flags, e->bits, e->nops, e->loop, e->c, e->val, e->ops};
    uint32_t j = (uint32_t)key_hash(&k) & (nc - 1);
    while (t[j]) j = (j + 1) & (nc - 1);
    t[j] = e;
  }
  ir_alloc(S->ctx, S->tab, (size_t)S->cap * sizeof *S->tab, 0);
  S->tab = t, S->cap = nc;
  return true;
}

/* The unique node for k with flags (created when new). */
static const ScevExpr *intern(Scev *S, Key *k, unsigned flags) {
  if (S->st != IR_OK) return NULL;
  k->flags = (uint8_t)flags;
  if ((S->n + 1) * 4 > S->cap * 3 && !tab_rehash(S)) return NULL;
  uint32_t j = (uint32_t)key_hash(k) & (S->cap - 1);
  for (; S->tab[j]; j = (j + 1) & (S->cap - 1))
    if (key_eq(k, S->tab[j])) return S->tab[j];
  ScevExpr *e = arena(S, sizeof *e + (size_t)k->nops * sizeof(e->ops[0]));
  if (!e) return NULL;
  if (!grow(S, &S->all, &S->capall, S->n + 1, sizeof *S->all)) return NULL;
  e->kind = k->kind, e->flags = (uint8_t)flags, e->is_ptr = k->is_ptr, e->as = k->as;
  e->bits = k->bits, e->nops = k->nops, e->loop = k->loop, e->id = S->n;
  e->c = k->c, e->val = k->val;
  for (uint32_t i = 0; i < k->nops; i++) e->ops[i] = k->ops[i];
  S->all[S->n++] = e;
  S->tab[j] = e;
  return e;
}

/* Number of nodes of the expression tree (shared nodes counted again),
 * capped: the size limit of expressions built from the IR. */
static uint32_t tree_size(const ScevExpr *e, uint32_t cap) {
  uint32_t s = 1;
  for (uint32_t i = 0; i < e->nops && s <= cap; i++) s += tree_size(e->ops[i], cap - s + 1);
  return s;
}

/* ------------------------------------------------------------------ */
/* Canonical order                                                      */

static int kind_rank(unsigned k) {
  switch (k) {
  case SCEV_CONST: return 0;
  case SCEV_TRUNC: return 1;
  case SCEV_ZEXT: return 2;
  case SCEV_SEXT: return 3;
  case SCEV_ADD: return 4;
  case SCEV_MUL: return 5;
  case SCEV_UDIV: return 6;
  case SCEV_ADDREC: return 7;
  case SCEV_UMAX: return 8;
  case SCEV_SMAX: return 9;
  case SCEV_UMIN: return 10;
  case SCEV_SMIN: return 11;
  default: return 12;  /* unknown */
  }
}

static int cmp_expr(const ScevExpr *a, const ScevExpr *b) {
  if (a == b) return 0;
  int ra = kind_rank(a->kind), rb = kind_rank(b->kind);
  if (ra != rb) return ra < rb ? -1 : 1;
  if (a->kind == SCEV_UNKNOWN && a->val.bits != b->val.bits) {
    /* pointers last among unknowns, as LLVM prints base + offsets */
    if (a->is_ptr != b->is_ptr) return a->is_ptr ? 1 : -1;
    return a->val.bits < b->val.bits ? -1 : 1;
  }
  if (a->kind == SCEV_CONST && a->c != b->c) return a->c < b->c ? -1 : 1;
  return a->id < b->id ? -1 : 1;
}

static void sort_ops(const ScevExpr **ops, uint32_t n) {
  for (uint32_t i = 1; i < n; i++) {
    const ScevExpr *x = ops[i];
    uint32_t j = i;
    for (; j > 0 && cmp_expr(ops[j - 1], x) > 0; j--) ops[j] = ops[j - 1];
    ops[j] = x;
  }
}

/* ------------------------------------------------------------------ */
/* Leaves                                                               */

const ScevExpr *scev_const(Scev *S, unsigned bits, uint64_t v) {
  Key k = {SCEV_CONST, 0, 0, 0, (uint16_t)bits, 0, IR_NIL, v & mask_of(bits), IR_NOREF, NULL};
  return intern(S, &k, 0);
}

const ScevExpr *scev_unknown(Scev *S, IrRef v, unsigned bits, bool is_ptr, unsigned as) {
  Key k = {SCEV_UNKNOWN, is_ptr, (uint8_t)(is_ptr ? as : 0), 0, (uint16_t)bits, 0, IR_NIL, 0, v, NULL};
  return intern(S, &k, 0);
}

int64_t scev_const_sval(const ScevExpr *e) { return sext_of(e->c, e->bits); }

static bool is_zero(const ScevExpr *e) { return e->kind == SCEV_CONST && e->c == 0; }
static bool is_one(const ScevExpr *e) { return e->kind == SCEV_CONST && e->c == 1; }

/* ------------------------------------------------------------------ */
/* Loop structure queries                                               */

static IrId expr_block(Scev *S, IrRef v) {
  if (!ir_ref_is(v, IR_RINST)) return IR_NIL;
  uint32_t i = ir_ref_idx(v);
  return i < S->f->ninsts ? S->f->insts[i].block : IR_NIL;
}

/* Whether every unknown of e is available at the header of loop l: an
 * argument, constant or global, or an instruction whose block strictly
 * dominates the header; and every recurrence is of a loop containing l. */
static bool avail_at_header(Scev *S, const ScevExpr *e, uint32_t l) {
  if (l == IR_NIL) return true;
  if (e->kind == SCEV_CONST) return true;
  if (e->kind == SCEV_UNKNOWN) {
    IrId b = expr_block(S, e->val);
    if (b == IR_NIL) return !ir_ref_is(e->val, IR_RINST);
    return ir_dom_blocks_strict(S->dom, b, S->L->loop[l].header);
  }
  if (e->kind == SCEV_ADDREC) {
    /* the recurrence's loop must strictly contain l (then its value is
     * fixed while l runs) */
    uint32_t p = S->L->loop[l].parent;
    while (p != IR_NIL && p != e->loop) p = S->L->loop[p].parent;
    if (p == IR_NIL) return false;
  }
  for (uint32_t i = 0; i < e->nops; i++)
    if (!avail_at_header(S, e->ops[i], l)) return false;
  return true;
}

static bool loop_inside(const IrLoops *L, uint32_t inner, uint32_t outer) {
  for (uint32_t p = inner; p != IR_NIL; p = L->loop[p].parent)
    if (p == outer) return true;
  return false;
}

bool scev_invariant(Scev *S, const ScevExpr *e, uint32_t l) {
  if (e->kind == SCEV_CONST) return true;
  if (e->kind == SCEV_UNKNOWN) {
    IrId b = expr_block(S, e->val);
    return b == IR_NIL || !ir_loop_contains(S->L, l, b);
  }
  if (e->kind == SCEV_ADDREC && loop_inside(S->L, e->loop, l)) return false;
  for (uint32_t i = 0; i < e->nops; i++)
    if (!scev_invariant(S, e->ops[i], l)) return false;
  return true;
}

/* ------------------------------------------------------------------ */
/* Add                                                                  */

/* Splits a term into constant coefficient and the rest (NULL rest: the
 * term is a constant). */
static const ScevExpr *split_coef(Scev *S, const ScevExpr *t, uint64_t *coef) {
  if (t->kind == SCEV_CONST) {
    *coef = t->c;
    return NULL;
  }
  if (t->kind == SCEV_MUL && t->ops[0]->kind == SCEV_CONST) {
    *coef = t->ops[0]->c;
    if (t->nops == 2) return t->ops[1];
    Key k = {SCEV_MUL, 0, 0, 0, t->bits, (uint16_t)(t->nops - 1), IR_NIL, 0, IR_NOREF, t->ops + 1};
    return intern(S, &k, 0);
  }
  *coef = 1;
  return t;
}

static const ScevExpr *make_nary(Scev *S, ScevKind kind, const ScevExpr **ops, uint32_t n,
                                 unsigned flags) {
  for (uint32_t i = 0; i < n; i++)   /* an operand built after running out of memory */
    if (!ops[i]) return NULL;
  sort_ops(ops, n);
  bool ptr = false;
  unsigned as = 0;
  for (uint32_t i = 0; i < n; i++)
    if (ops[i]->is_ptr) ptr = true, as = ops[i]->as;
  Key k = {(uint8_t)kind, ptr, (uint8_t)as, 0, ops[0]->bits, (uint16_t)n, IR_NIL, 0, IR_NOREF, ops};
  return intern(S, &k, flags);
}

static const ScevExpr *addrec_add(Scev *S, const ScevExpr *a, const ScevExpr *b);

const ScevExpr *scev_add_n(Scev *S, const ScevExpr *const *in, uint32_t n, unsigned flags) {
  if (S->st != IR_OK || n == 0 || !in[0]) return NULL;
  const ScevExpr *ops[MAXOPS];
  uint32_t no = 0;
  unsigned bits = in[0]->bits;
  /* flatten */
  for (uint32_t i = 0; i < n; i++) {
    const ScevExpr *t = in[i];
    if (!t || t->bits != bits) return NULL;
    if (t->kind == SCEV_ADD && no + t->nops <= MAXOPS) {
      for (uint32_t j = 0; j < t->nops; j++) ops[no++] = t->ops[j];
    } else if (no < MAXOPS) {
      ops[no++] = t;
    } else {
      return NULL;
    }
  }
  if (no == 1) return ops[0];
  /* combine like terms c*X; constants under X == NULL */
  const ScevExpr *rest[MAXOPS];
  uint64_t coef[MAXOPS];
  uint32_t nr = 0;
  uint64_t cst = 0;
  for (uint32_t i = 0; i < no; i++) {
    uint64_t c;
    const ScevExpr *r = split_coef(S, ops[i], &c);
    if (S->st != IR_OK) return NULL;
    if (!r) {
      cst += c;
      continue;
    }
    uint32_t j = 0;
    while (j < nr && rest[j] != r) j++;
    if (j == nr) rest[nr] = r, coef[nr++] = 0;
    coef[j] += c;
  }
  no = 0;
  for (uint32_t j = 0; j < nr; j++) {
    uint64_t c = coef[j] & mask_of(bits);
    if (c == 0) {
      if (rest[j]->is_ptr) return NULL;  /* p - p: use scev_minus */
      continue;
    }
    if (c == 1 || rest[j]->is_ptr) {
      if (c != 1) return NULL;  /* a multiple of a pointer */
      ops[no++] = rest[j];
    } else {
      ops[no++] = scev_mul(S, scev_const(S, bits, c), rest[j]);
      if (!ops[no - 1]) return NULL;
    }
  }
  if (cst & mask_of(bits)) ops[no++] = scev_const(S, bits, cst);
  if (no == 0) return scev_const(S, bits, 0);
  /* recurrences: merge those of one loop, fold available terms into them */
  for (uint32_t i = 0; i < no; i++) {
    if (!ops[i] || ops[i]->kind != SCEV_ADDREC) continue;
    for (uint32_t j = 0; j < no; j++) {
      if (j == i || !ops[j]) continue;
      const ScevExpr *t = ops[j];
      bool merge = (t->kind == SCEV_ADDREC && t->loop == ops[i]->loop) ||
                   (t->kind != SCEV_ADDREC && avail_at_header(S, t, ops[i]->loop)) ||
                   (t->kind == SCEV_ADDREC && avail_at_header(S, t, ops[i]->loop));
      if (!merge) continue;
      const ScevExpr *r = addrec_add(S, ops[i], t);
      if (!r) return NULL;
      if (r->kind != SCEV_ADDREC) {  /* collapsed: start over */
        const ScevExpr *tmp[MAXOPS];
        uint32_t nt = 0;
        for (uint32_t q = 0; q < no; q++)
          if (q != i && q != j && ops[q]) tmp[nt++] = ops[q];
        tmp[nt++] = r;
        return scev_add_n(S, tmp, nt, 0);
      }
      ops[i] = r, ops[j] = NULL;
    }
  }
  uint32_t w = 0;
  for (uint32_t i = 0; i < no; i++)
    if (ops[i]) ops[w++] = ops[i];
  no = w;
  if (no == 1) return ops[0];
  return make_nary(S, SCEV_ADD, ops, no, flags);
}

const ScevExpr *scev_add(Scev *S, const ScevExpr *a, const ScevExpr *b) {
  const ScevExpr *o[2] = {a, b};
  return scev_add_n(S, o, 2, 0);
}

/* {a0,+,a1,...}<L> + t: operand-wise when t is a recurrence of L, else t
 * joins the start. */
static const ScevExpr *addrec_add(Scev *S, const ScevExpr *a, const ScevExpr *t) {
  const ScevExpr *o[MAXOPS];
  uint32_t n = a->nops;
  for (uint32_t i = 0; i < n; i++) o[i] = a->ops[i];
  if (t->kind == SCEV_ADDREC && t->loop == a->loop) {
    for (uint32_t i = 0; i < t->nops; i++) {
      if (i < n) {
        o[i] = scev_add(S, o[i], t->ops[i]);
      } else {
        o[n++] = t->ops[i];
      }
      if (!o[i]) return NULL;
    }
  } else {
    o[0] = scev_add(S, o[0], t);
    if (!o[0]) return NULL;
  }
  return scev_addrec(S, o, n, a->loop, 0);
}

/* ------------------------------------------------------------------ */
/* Mul                                                                  */

const ScevExpr *scev_mul_n(Scev *S, const ScevExpr *const *in, uint32_t n, unsigned flags) {
  if (S->st != IR_OK || n == 0 || !in[0]) return NULL;
  const ScevExpr *ops[MAXOPS];
  uint32_t no = 0;
  unsigned bits = in[0]->bits;
  uint64_t cst = 1;
  for (uint32_t i = 0; i < n; i++) {
    const ScevExpr *t = in[i];
    if (!t || t->is_ptr || t->bits != bits) return NULL;
    if (t->kind == SCEV_MUL && no + t->nops <= MAXOPS) {
      for (uint32_t j = 0; j < t->nops; j++) {
        if (t->ops[j]->kind == SCEV_CONST) cst *= t->ops[j]->c;
        else ops[no++] = t->ops[j];
      }
    } else if (t->kind == SCEV_CONST) {
      cst *= t->c;
    } else if (no < MAXOPS) {
      ops[no++] = t;
    } else {
      return NULL;
    }
  }
  cst &= mask_of(bits);
  if (cst == 0 || no == 0) return scev_const(S, bits, cst);
  if (no == 1 && cst != 1) {
    const ScevExpr *x = ops[0];
    /* c * (a + b) = c*a + c*b */
    if (x->kind == SCEV_ADD) {
      const ScevExpr *t[MAXOPS];
      for (uint32_t i = 0; i < x->nops; i++) {
        t[i] = scev_mul(S, scev_const(S, bits, cst), x->ops[i]);
        if (!t[i]) return NULL;
      }
      return scev_add_n(S, t, x->nops, 0);
    }
  }
  /* an available factor times a recurrence scales its operands */
  for (uint32_t i = 0; i < no; i++) {
    if (ops[i]->kind != SCEV_ADDREC) continue;
    const ScevExpr *ar = ops[i];
    const ScevExpr *fac[MAXOPS], *kept[MAXOPS];
    uint32_t nf = 0, keep = 0;
    if (cst != 1) fac[nf++] = scev_const(S, bits, cst);
    for (uint32_t j = 0; j < no; j++) {
      if (j == i) continue;
      if (ops[j]->kind != SCEV_ADDREC && avail_at_header(S, ops[j], ar->loop)) fac[nf++] = ops[j];
      else kept[keep++] = ops[j];
    }
    if (nf == 0) continue;
    const ScevExpr *x = nf == 1 ? fac[0] : scev_mul_n(S, fac, nf, 0);
    const ScevExpr *o[MAXOPS];
    for (uint32_t q = 0; q < ar->nops; q++) {
      o[q] = scev_mul(S, x, ar->ops[q]);
      if (!o[q]) return NULL;
    }
    const ScevExpr *r = scev_addrec(S, o, ar->nops, ar->loop, 0);
    if (!r) return NULL;
    kept[keep++] = r;
    return scev_mul_n(S, kept, keep, 0);
  }
  if (cst != 1) ops[no++] = scev_const(S, bits, cst);
  if (no == 1) return ops[0];
  return make_nary(S, SCEV_MUL, ops, no, flags);
}

const ScevExpr *scev_mul(Scev *S, const ScevExpr *a, const ScevExpr *b) {
  const ScevExpr *o[2] = {a, b};
  return scev_mul_n(S, o, 2, 0);
}

const ScevExpr *scev_neg(Scev *S, const ScevExpr *a) {
  if (!a) return NULL;
  return scev_mul(S, scev_const(S, a->bits, ~0ull), a);
}

/* The integer offset of pointer expression e from its base b. */
static const ScevExpr *ptr_offset(Scev *S, const ScevExpr *e, const ScevExpr *b) {
  if (e == b) return scev_const(S, e->bits, 0);
  if (e->kind == SCEV_ADD) {
    const ScevExpr *o[MAXOPS];
    uint32_t n = 0;
    const ScevExpr *p = NULL;
    for (uint32_t i = 0; i < e->nops; i++) {
      if (e->ops[i]->is_ptr) p = e->ops[i];
      else o[n++] = e->ops[i];
    }
    if (!p) return NULL;
    const ScevExpr *po = ptr_offset(S, p, b);
    if (!po) return NULL;
    o[n++] = po;
    return scev_add_n(S, o, n, 0);
  }
  if (e->kind == SCEV_ADDREC) {
    const ScevExpr *o[MAXOPS];
    for (uint32_t i = 0; i < e->nops; i++) o[i] = e->ops[i];
    o[0] = ptr_offset(S, e->ops[0], b);
    if (!o[0]) return NULL;
    return scev_addrec(S, o, e->nops, e->loop, 0);
  }
  return NULL;
}

const ScevExpr *scev_ptr_base(Scev *S, const ScevExpr *e) {
  (void)S;
  while (e && e->is_ptr) {
    if (e->kind == SCEV_UNKNOWN) return e;
    if (e->kind == SCEV_ADDREC) {
      e = e->ops[0];
      continue;
    }
    if (e->kind != SCEV_ADD) return NULL;
    const ScevExpr *p = NULL;
    for (uint32_t i = 0; i < e->nops; i++)
      if (e->ops[i]->is_ptr) p = e->ops[i];
    e = p;
  }
  return NULL;
}

const ScevExpr *scev_minus(Scev *S, const ScevExpr *a, const ScevExpr *b) {
  if (!a || !b) return NULL;
  if (a->is_ptr && b->is_ptr) {
    const ScevExpr *ba = scev_ptr_base(S, a), *bb = scev_ptr_base(S, b);
    if (!ba || ba != bb) return NULL;
    return scev_minus(S, ptr_offset(S, a, ba), ptr_offset(S, b, bb));
  }
  if (b->is_ptr) return NULL;
  return scev_add(S, a, scev_neg(S, b));
}

/* ------------------------------------------------------------------ */
/* Add recurrences                                                      */

const ScevExpr *scev_addrec(Scev *S, const ScevExpr *const *in, uint32_t n, uint32_t loop,
                            unsigned flags) {
  if (S->st != IR_OK || n == 0 || n > MAXOPS) return NULL;
  const ScevExpr *o[MAXOPS];
  for (uint32_t i = 0; i < n; i++) {
    if (!in[i]) return NULL;
    o[i] = in[i];
  }
  while (n > 1 && is_zero(o[n - 1])) n--;
  if (n == 1) return o[0];
  for (uint32_t i = 1; i < n; i++)
    if (o[i]->is_ptr || o[i]->bits != o[0]->bits) return NULL;
  Key k = {SCEV_ADDREC, o[0]->is_ptr, o[0]->as, 0, o[0]->bits, (uint16_t)n, loop, 0, IR_NOREF, o};
  return intern(S, &k, flags);
}

const ScevExpr *scev_addrec2(Scev *S, const ScevExpr *start, const ScevExpr *step, uint32_t loop,
                             unsigned flags) {
  const ScevExpr *o[2] = {start, step};
  return scev_addrec(S, o, 2, loop, flags);
}

/* ------------------------------------------------------------------ */
/* Udiv, casts, min/max                                                 */

const ScevExpr *scev_udiv(Scev *S, const ScevExpr *a, const ScevExpr *b) {
  if (!a || !b || a->is_ptr || b->is_ptr || a->bits != b->bits) return NULL;
  if (is_one(b)) return a;
  if (is_zero(a)) return a;
  if (a->kind == SCEV_CONST && b->kind == SCEV_CONST && b->c)
    return scev_const(S, a->bits, a->c / b->c);
  const ScevExpr *o[2] = {a, b};
  Key k = {SCEV_UDIV, 0, 0, 0, a->bits, 2, IR_NIL, 0, IR_NOREF, o};
  return intern(S, &k, 0);
}

static const ScevExpr *cast_node(Scev *S, ScevKind kind, const ScevExpr *a, unsigned bits) {
  const ScevExpr *o[1] = {a};
  Key k = {(uint8_t)kind, 0, 0, 0, (uint16_t)bits, 1, IR_NIL, 0, IR_NOREF, o};
  return intern(S, &k, 0);
}

const ScevExpr *scev_trunc(Scev *S, const ScevExpr *a, unsigned bits) {
  if (!a || a->is_ptr) return NULL;
  if (a->bits == bits) return a;
  if (a->bits < bits) return NULL;
  switch (a->kind) {
  case SCEV_CONST: return scev_const(S, bits, a->c);
  case SCEV_TRUNC: return scev_trunc(S, a->ops[0], bits);
  case SCEV_ZEXT:
  case SCEV_SEXT: {
    const ScevExpr *x = a->ops[0];
    if (x->bits == bits) return x;
    if (x->bits > bits) return scev_trunc(S, x, bits);
    return a->kind == SCEV_ZEXT ? scev_zext(S, x, bits) : scev_sext(S, x, bits);
  }
  case SCEV_ADD:
  case SCEV_MUL: {
    /* distribute when at most one operand stays a truncation (LLVM's rule) */
    const ScevExpr *o[MAXOPS];
    uint32_t stay = 0;
    for (uint32_t i = 0; i < a->nops; i++) {
      o[i] = scev_trunc(S, a->ops[i], bits);
      if (!o[i]) return NULL;
      if (o[i]->kind == SCEV_TRUNC) stay++;
    }
    if (stay > 1) break;
    return a->kind == SCEV_ADD ? scev_add_n(S, o, a->nops, 0) : scev_mul_n(S, o, a->nops, 0);
  }
  case SCEV_ADDREC: {
    const ScevExpr *o[MAXOPS];
    for (uint32_t i = 0; i < a->nops; i++) {
      o[i] = scev_trunc(S, a->ops[i], bits);
      if (!o[i]) return NULL;
    }
    return scev_addrec(S, o, a->nops, a->loop, 0);
  }
  default: break;
  }
  return cast_node(S, SCEV_TRUNC, a, bits);
}

const ScevExpr *scev_zext(Scev *S, const ScevExpr *a, unsigned bits) {
  if (!a || a->is_ptr) return NULL;
  if (a->bits == bits) return a;
  if (a->bits > bits) return NULL;
  if (a->kind == SCEV_CONST) return scev_const(S, bits, a->c);
  if (a->kind == SCEV_ZEXT) return scev_zext(S, a->ops[0], bits);
  if (a->kind == SCEV_ADDREC && a->nops == 2 && (a->flags & SCEV_NUW)) {
    const ScevExpr *s = scev_zext(S, a->ops[0], bits), *st = scev_zext(S, a->ops[1], bits);
    return scev_addrec2(S, s, st, a->loop, SCEV_NUW);
  }
  return cast_node(S, SCEV_ZEXT, a, bits);
}

const ScevExpr *scev_sext(Scev *S, const ScevExpr *a, unsigned bits) {
  if (!a || a->is_ptr) return NULL;
  if (a->bits == bits) return a;
  if (a->bits > bits) return NULL;
  if (a->kind == SCEV_CONST) return scev_const(S, bits, (uint64_t)sext_of(a->c, a->bits));
  if (a->kind == SCEV_SEXT) return scev_sext(S, a->ops[0], bits);
  if (a->kind == SCEV_ZEXT) return scev_zext(S, a->ops[0], bits);
  if (a->kind == SCEV_ADDREC && a->nops == 2 && (a->flags & SCEV_NSW)) {
    const ScevExpr *s = scev_sext(S, a->ops[0], bits), *st = scev_sext(S, a->ops[1], bits);
    return scev_addrec2(S, s, st, a->loop, SCEV_NSW);
  }
  if (scev_known_nonneg(S, a)) return scev_zext(S, a, bits);
  return cast_node(S, SCEV_SEXT, a, bits);
}

static bool mm_less(ScevKind k, uint64_t a, uint64_t b, unsigned bits) {
  switch (k) {
  case SCEV_UMAX: return a > b;
  case SCEV_UMIN: return a < b;
  case SCEV_SMAX: return sext_of(a, bits) > sext_of(b, bits);
  default: return sext_of(a, bits) < sext_of(b, bits);
  }
}

const ScevExpr *scev_minmax(Scev *S, ScevKind kind, const ScevExpr *a, const ScevExpr *b) {
  if (!a || !b || a->is_ptr || b->is_ptr || a->bits != b->bits || S->st != IR_OK) return NULL;
  const ScevExpr *ops[MAXOPS];
  uint32_t no = 0;
  const ScevExpr *in[2] = {a, b};
  const ScevExpr *cst = NULL;
  for (uint32_t i = 0; i < 2; i++) {
    const ScevExpr *t = in[i];
    uint32_t nt = t->kind == (uint8_t)kind ? t->nops : 1;
    for (uint32_t j = 0; j < nt; j++) {
      const ScevExpr *x = t->kind == (uint8_t)kind ? t->ops[j] : t;
      if (x->kind == SCEV_CONST) {
        if (!cst || mm_less(kind, x->c, cst->c, x->bits)) cst = x;
        continue;
      }
      bool dup = false;
      for (uint32_t q = 0; q < no; q++) dup |= ops[q] == x;
      if (!dup) {
        if (no == MAXOPS) return NULL;
        ops[no++] = x;
      }
    }
  }
  if (cst) {
    /* an extreme constant decides alone */
    uint64_t top = kind == SCEV_UMAX ? mask_of(cst->bits) : kind == SCEV_UMIN ? 0
                 : kind == SCEV_SMAX ? mask_of(cst->bits) >> 1 : (mask_of(cst->bits) >> 1) + 1;
    if ((cst->c & mask_of(cst->bits)) == top) return cst;
    uint64_t id = kind == SCEV_UMAX ? 0 : kind == SCEV_UMIN ? mask_of(cst->bits)
                : kind == SCEV_SMAX ? (mask_of(cst->bits) >> 1) + 1 : mask_of(cst->bits) >> 1;
    if (cst->c != id) ops[no++] = cst;
  }
  if (no == 0) return cst;
  if (no == 1) return ops[0];
  return make_nary(S, kind, ops, no, 0);
}

/* ------------------------------------------------------------------ */
/* Ranges                                                               */

static ScevRange full_range(unsigned bits) {
  ScevRange r = {0, mask_of(bits), sext_of((mask_of(bits) >> 1) + 1, bits),
                 (int64_t)(mask_of(bits) >> 1)};
  return r;
}

/* Both halves from an unsigned interval (the signed one follows when the
 * interval does not cross the sign boundary). */
static ScevRange from_unsigned(uint64_t lo, uint64_t hi, unsigned bits) {
  ScevRange r = full_range(bits);
  r.ulo = lo, r.uhi = hi;
  uint64_t sb = (mask_of(bits) >> 1) + 1;
  if ((lo < sb) == (hi < sb)) r.slo = sext_of(lo, bits), r.shi = sext_of(hi, bits);
  return r;
}

static ScevRange from_signed(int64_t lo, int64_t hi, unsigned bits) {
  ScevRange r = full_range(bits);
  r.slo = lo, r.shi = hi;
  if ((lo < 0) == (hi < 0)) r.ulo = (uint64_t)lo & mask_of(bits), r.uhi = (uint64_t)hi & mask_of(bits);
  return r;
}

static ScevRange meet(ScevRange a, ScevRange b) {
  ScevRange r;
  r.ulo = a.ulo > b.ulo ? a.ulo : b.ulo;
  r.uhi = a.uhi < b.uhi ? a.uhi : b.uhi;
  r.slo = a.slo > b.slo ? a.slo : b.slo;
  r.shi = a.shi < b.shi ? a.shi : b.shi;
  if (r.ulo > r.uhi) r.ulo = a.ulo, r.uhi = a.uhi;
  if (r.slo > r.shi) r.slo = a.slo, r.shi = a.shi;
  return r;
}

typedef __int128 i128;

static ScevRange range_arith(ScevRange a, ScevRange b, unsigned bits, bool mul) {
  ScevRange r = full_range(bits);
  i128 umax = (i128)mask_of(bits), smin = r.slo, smax = r.shi;
  i128 lo, hi;
  if (mul) {
    if ((unsigned __int128)a.uhi * b.uhi <= (unsigned __int128)umax) r.ulo = a.ulo * b.ulo, r.uhi = a.uhi * b.uhi;
    i128 c[4] = {(i128)a.slo * b.slo, (i128)a.slo * b.shi, (i128)a.shi * b.slo, (i128)a.shi * b.shi};
    lo = hi = c[0];
    for (int i = 1; i < 4; i++) lo = c[i] < lo ? c[i] : lo, hi = c[i] > hi ? c[i] : hi;
  } else {
    if ((i128)a.uhi + b.uhi <= umax) r.ulo = a.ulo + b.ulo, r.uhi = a.uhi + b.uhi;
    lo = (i128)a.slo + b.slo, hi = (i128)a.shi + b.shi;
  }
  if (lo >= smin && hi <= smax) r.slo = (int64_t)lo, r.shi = (int64_t)hi;
  /* each half may refine the other */
  return meet(meet(r, from_unsigned(r.ulo, r.uhi, bits)), from_signed(r.slo, r.shi, bits));
}

static ScevRange range_of(Scev *S, const ScevExpr *e);

static ScevRange range_addrec(Scev *S, const ScevExpr *e) {
  ScevRange full = full_range(e->bits);
  if (e->nops != 2 || e->ops[1]->kind != SCEV_CONST) return full;
  ScevBtc b = scev_btc(S, e->loop);
  if (b.kind != SCEV_BTC_CONST) return full;
  /* the values of iterations 0..count */
  ScevRange s = range_of(S, e->ops[0]);
  i128 k = (i128)b.count->c, st = scev_const_sval(e->ops[1]);
  if (k >> 62 || st > ((i128)1 << 62) || st < -((i128)1 << 62)) return full;  /* keeps st * k exact */
  ScevRange r = full;
  i128 ulo = (i128)s.ulo + (st < 0 ? st * k : 0), uhi = (i128)s.uhi + (st > 0 ? st * k : 0);
  if (ulo >= 0 && uhi <= (i128)mask_of(e->bits)) r.ulo = (uint64_t)ulo, r.uhi = (uint64_t)uhi;
  i128 slo = (i128)s.slo + (st < 0 ? st * k : 0), shi = (i128)s.shi + (st > 0 ? st * k : 0);
  if (slo >= full.slo && shi <= full.shi) r.slo = (int64_t)slo, r.shi = (int64_t)shi;
  return meet(meet(r, from_unsigned(r.ulo, r.uhi, e->bits)), from_signed(r.slo, r.shi, e->bits));
}

/* Ranges of unknowns from the instruction that defines them. */
static ScevRange range_unknown(Scev *S, const ScevExpr *e) {
  ScevRange full = full_range(e->bits);
  if (!ir_ref_is(e->val, IR_RINST) || e->is_ptr) return full;
  const IrInst *in = ir_inst(S->f, ir_ref_idx(e->val));
  uint64_t c;
  if (in->nops < 2 || !ir_const_scalar_bits(S->m, ir_opnd(S->f, ir_ref_idx(e->val), 1), true, &c))
    return full;
  c &= mask_of(e->bits);
  switch (in->op) {
  case IR_AND: return from_unsigned(0, c, e->bits);
  case IR_UREM: return c ? from_unsigned(0, c - 1, e->bits) : full;
  case IR_LSHR: return c && c < e->bits ? from_unsigned(0, mask_of(e->bits) >> c, e->bits) : full;
  case IR_UDIV: return c ? from_unsigned(0, mask_of(e->bits) / c, e->bits) : full;
  default: return full;
  }
}

static ScevRange range_compute(Scev *S, const ScevExpr *e) {
  ScevRange full = full_range(e->bits);
  switch (e->kind) {
  case SCEV_CONST: {
    ScevRange r = {e->c, e->c, sext_of(e->c, e->bits), sext_of(e->c, e->bits)};
    return r;
  }
  case SCEV_UNKNOWN: return range_unknown(S, e);
  case SCEV_TRUNC: {
    ScevRange x = range_of(S, e->ops[0]);
    if (x.uhi <= mask_of(e->bits)) return from_unsigned(x.ulo, x.uhi, e->bits);
    return full;
  }
  case SCEV_ZEXT: {
    ScevRange x = range_of(S, e->ops[0]);
    return from_unsigned(x.ulo, x.uhi, e->bits);
  }
  case SCEV_SEXT: {
    ScevRange x = range_of(S, e->ops[0]);
    return from_signed(x.slo, x.shi, e->bits);
  }
  case SCEV_ADD:
  case SCEV_MUL: {
    if (e->is_ptr) return full;
    ScevRange r = range_of(S, e->ops[0]);
    for (uint32_t i = 1; i < e->nops; i++) r = range_arith(r, range_of(S, e->ops[i]), e->bits, e->kind == SCEV_MUL);
    return r;
  }
  case SCEV_UDIV: {
    ScevRange a = range_of(S, e->ops[0]), b = range_of(S, e->ops[1]);
    if (b.ulo == 0) return from_unsigned(0, a.uhi, e->bits);
    return from_unsigned(a.ulo / b.uhi, a.uhi / b.ulo, e->bits);
  }
  case SCEV_ADDREC: return e->is_ptr ? full : range_addrec(S, e);
  default: {  /* min / max */
    ScevRange r = range_of(S, e->ops[0]);
    for (uint32_t i = 1; i < e->nops; i++) {
      ScevRange x = range_of(S, e->ops[i]);
      switch (e->kind) {
      case SCEV_UMAX: r = from_unsigned(r.ulo > x.ulo ? r.ulo : x.ulo, r.uhi > x.uhi ? r.uhi : x.uhi, e->bits); break;
      case SCEV_UMIN: r = from_unsigned(r.ulo < x.ulo ? r.ulo : x.ulo, r.uhi < x.uhi ? r.uhi : x.uhi, e->bits); break;
      case SCEV_SMAX: r = from_signed(r.slo > x.slo ? r.slo : x.slo, r.shi > x.shi ? r.shi : x.shi, e->bits); break;
      default: r = from_signed(r.slo < x.slo ? r.slo : x.slo, r.shi < x.shi ? r.shi : x.shi, e->bits); break;
      }
    }
    return r;
  }
  }
}

static ScevRange range_of(Scev *S, const ScevExpr *e) {
  if (e->id < S->caprng && S->rng_done[e->id]) return S->rng[e->id];
  ScevRange r = range_compute(S, e);
  uint32_t cap = S->caprng;
  if (grow(S, &S->rng, &cap, e->id + 1, sizeof *S->rng)) {
    uint32_t cap2 = S->caprng;
    if (grow(S, &S->rng_done, &cap2, e->id + 1, 1)) {
      S->caprng = cap < cap2 ? cap : cap2;
      S->rng[e->id] = r;
      S->rng_done[e->id] = 1;
    }
  }
  return r;
}

ScevRange scev_range(Scev *S, const ScevExpr *e) { return range_of(S, e); }
bool scev_known_nonneg(Scev *S, const ScevExpr *e) { return !e->is_ptr && range_of(S, e).slo >= 0; }
bool scev_known_neg(Scev *S, const ScevExpr *e) { return !e->is_ptr && range_of(S, e).shi < 0; }

bool scev_fits_signed(Scev *S, const ScevExpr *e, unsigned bits) {
  if (e->is_ptr) return false;
  if (bits >= 64 || bits >= e->bits) return true;
  ScevRange r = range_of(S, e);
  int64_t lo = -(int64_t)(1ull << (bits - 1)), hi = (int64_t)(1ull << (bits - 1)) - 1;
  return r.slo >= lo && r.shi <= hi;
}

bool scev_fits_unsigned(Scev *S, const ScevExpr *e, unsigned bits) {
  if (e->is_ptr) return false;
  if (bits >= 64 || bits >= e->bits) return true;
  return range_of(S, e).uhi <= mask_of(bits);
}

/* ------------------------------------------------------------------ */
/* Construction from the IR                                             */

/* Width of an analysed type, 0 when the type has no SCEV. */
static unsigned type_bits(const IrModule *m, IrType t, bool *is_ptr, unsigned *as) {
  const IrTypeInfo *ti = ir_ty(m, t);
  *is_ptr = false, *as = 0;
  if (ti->kind == IR_TINT) return ti->bits <= 64 ? ti->bits : 0;
  if (ti->kind == IR_TPTR) {
    *is_ptr = true, *as = ti->as;
    return ir_type_bits(m, t);
  }
  return 0;
}

static const ScevExpr *get_ref(Scev *S, IrRef v);

static const ScevExpr *unknown_of(Scev *S, IrRef v) {
  bool p;
  unsigned as, bits = type_bits(S->m, ir_value_type(S->f, v), &p, &as);
  return bits ? scev_unknown(S, v, bits, p, as) : NULL;
}

static void memo_set(Scev *S, IrId i, const ScevExpr *e) {
  S->imemo[i] = e;
  S->istate[i] = e ? 2 : 3;
  if (S->spec) {
    if (!grow(S, &S->undo, &S->capundo, S->nundo + 1, sizeof *S->undo)) return;
    S->undo[S->nundo++] = i;
  }
}

/* An operand's SCEV converted to bits (sext or trunc: GEP indices). */
static const ScevExpr *index_to(Scev *S, const ScevExpr *x, unsigned bits) {
  if (!x || x->is_ptr) return NULL;
  if (x->bits < bits) return scev_sext(S, x, bits);
  if (x->bits > bits) return scev_trunc(S, x, bits);
  return x;
}

static const ScevExpr *build_gep(Scev *S, IrId i, const ScevExpr *base) {
  const IrFunc *f = S->f;
  const IrInst *in = ir_inst(f, i);
  unsigned bits = base->bits;
  IrType ty = in->auxty;
  const ScevExpr *off = scev_const(S, bits, 0);
  for (uint32_t k = 1; k < in->nops && off; k++) {
    IrRef ix = ir_opnd(f, i, k);
    const IrTypeInfo *ti = ir_ty(S->m, ty);
    if (k > 1 && ti->kind == IR_TSTRUCT) {
      uint64_t fi;
      if (!ir_const_scalar_bits(S->m, ix, true, &fi)) return NULL;
      off = scev_add(S, off, scev_const(S, bits, ir_type_field_offset(S->m, ty, (uint32_t)fi)));
      ty = ir_type_field(S->m, ty, (uint32_t)fi);
      continue;
    }
    if (k > 1) {
      if (ti->kind != IR_TARRAY && ti->kind != IR_TVEC) return NULL;
      ty = ti->elem;
    }
    const ScevExpr *x = index_to(S, get_ref(S, ix), bits);
    if (!x) return NULL;
    uint64_t size = ir_type_alloc_size(S->m, ty);
    off = scev_add(S, off, scev_mul(S, scev_const(S, bits, size), x));
  }
  return off ? scev_add(S, base, off) : NULL;
}

/* select (icmp p x y), a, b as a min / max when {a, b} = {x, y}. */
static const ScevExpr *build_select(Scev *S, IrId i) {
  const IrFunc *f = S->f;
  IrRef c = ir_opnd(f, i, 0), a = ir_opnd(f, i, 1), b = ir_opnd(f, i, 2);
  if (!ir_ref_is(c, IR_RINST)) return NULL;
  IrId ci = ir_ref_idx(c);
  if (ir_inst(f, ci)->op != IR_ICMP) return NULL;
  IrRef x = ir_opnd(f, ci, 0), y = ir_opnd(f, ci, 1);
  bool same = ir_ref_eq(a, x) && ir_ref_eq(b, y), swapped = ir_ref_eq(a, y) && ir_ref_eq(b, x);
  if (!same && !swapped) return NULL;
  ScevKind k;
  switch (ir_inst(f, ci)->pred) {
  case IR_ICMP_SGT: case IR_ICMP_SGE: k = same ? SCEV_SMAX : SCEV_SMIN; break;
  case IR_ICMP_SLT: case IR_ICMP_SLE: k = same ? SCEV_SMIN : SCEV_SMAX; break;
  case IR_ICMP_UGT: case IR_ICMP_UGE: k = same ? SCEV_UMAX : SCEV_UMIN; break;
  case IR_ICMP_ULT: case IR_ICMP_ULE: k = same ? SCEV_UMIN : SCEV_UMAX; break;
  default: return NULL;
  }
  return scev_minmax(S, k, get_ref(S, a), get_ref(S, b));
}

/* A phi in a loop header: {start,+,step}<loop> when the value from the
 * latches is phi + step (see "The method"). */
static const ScevExpr *build_phi(Scev *S, IrId i) {
  const IrFunc *f = S->f;
  const IrInst *in = ir_inst(f, i);
  IrId b = in->block;
  uint32_t l = S->L->loop_of[b];
  uint32_t n = in->nops / 2;
  if (n == 0) return NULL;
  IrRef first = ir_opnd(f, i, 0);
  bool all_same = true;
  for (uint32_t k = 1; k < n; k++) all_same &= ir_ref_eq(ir_opnd(f, i, 2 * k), first);
  if (all_same && !ir_ref_eq(first, ir_inst_ref(i))) return get_ref(S, first);
  if (l == IR_NIL || S->L->loop[l].header != b) return NULL;
  IrRef sv = IR_NOREF, bv = IR_NOREF;
  for (uint32_t k = 0; k < n; k++) {
    IrRef v = ir_opnd(f, i, 2 * k), blk = ir_opnd(f, i, 2 * k + 1);
    bool inside = ir_loop_contains(S->L, l, ir_ref_idx(blk));
    IrRef *slot = inside ? &bv : &sv;
    if (ir_ref_is(*slot, IR_RNONE)) *slot = v;
    else if (!ir_ref_eq(*slot, v)) return NULL;
  }
  if (ir_ref_is(sv, IR_RNONE) || ir_ref_is(bv, IR_RNONE)) return NULL;
  const ScevExpr *ph = unknown_of(S, ir_inst_ref(i));
  if (!ph) return NULL;
  /* speculate: the phi stands for itself while its latch value is built */
  uint32_t mark = S->nundo;
  S->imemo[i] = ph, S->istate[i] = 2;
  S->spec++;
  const ScevExpr *be = get_ref(S, bv);
  S->spec--;
  for (uint32_t u = S->nundo; u > mark; u--) {
    IrId x = S->undo[u - 1];
    if (x != i) S->imemo[x] = NULL, S->istate[x] = 0;
  }
  S->nundo = mark;
  S->imemo[i] = NULL, S->istate[i] = 1;
  const ScevExpr *start = get_ref(S, sv);
  if (!be || !start) return NULL;
  if (be == ph) return start;
  if (be->kind != SCEV_ADD) return NULL;
  const ScevExpr *rest[MAXOPS];
  uint32_t nr = 0, hits = 0;
  for (uint32_t k = 0; k < be->nops; k++) {
    if (be->ops[k] == ph) hits++;
    else rest[nr++] = be->ops[k];
  }
  if (hits != 1 || nr == 0) return NULL;
  const ScevExpr *step = nr == 1 ? rest[0] : scev_add_n(S, rest, nr, 0);
  if (!step) return NULL;
  unsigned flags = 0;
  if (ir_ref_is(bv, IR_RINST)) {
    const IrInst *bi = ir_inst(f, ir_ref_idx(bv));
    if (bi->op == IR_ADD && (ir_ref_eq(ir_opnd(f, ir_ref_idx(bv), 0), ir_inst_ref(i)) ||
                             ir_ref_eq(ir_opnd(f, ir_ref_idx(bv), 1), ir_inst_ref(i))))
      flags = (bi->flags & IR_F_NUW ? SCEV_NUW : 0) | (bi->flags & IR_F_NSW ? SCEV_NSW : 0);
  }
  if (step->kind == SCEV_ADDREC && step->loop == l) {
    /* {s,+,{a,+,b}} = {s,+,a,+,b}: the step's own operands must be available */
    for (uint32_t k = 0; k < step->nops; k++)
      if (!avail_at_header(S, step->ops[k], l)) return NULL;
    const ScevExpr *o[MAXOPS];
    o[0] = start;
    for (uint32_t k = 0; k < step->nops && k + 1 < MAXOPS; k++) o[k + 1] = step->ops[k];
    return scev_addrec(S, o, step->nops + 1, l, flags);
  }
  if (!avail_at_header(S, step, l) || !avail_at_header(S, start, l)) return NULL;
  return scev_addrec2(S, start, step, l, flags);
}

static uint64_t opnd_const(Scev *S, IrId i, uint32_t k, bool *ok) {
  uint64_t v = 0;
  *ok = ir_const_scalar_bits(S->m, ir_opnd(S->f, i, k), true, &v);
  return v;
}

/* No-wrap flags of `add nuw/nsw X, C` when X is {s,+,st}<nuw/nsw> (st a
 * constant) and the sum folds to the recurrence {s+C,+,st}: in an
 * iteration k where the add is not poison, s + C + k*st is exact, and so
 * is every earlier s + C + j*st, which lies between s + C and it when C
 * moves the same way as st (always for nuw: both are unsigned increments).
 * The post-increment of a counted loop keeps its flags this way. */
static const ScevExpr *add_flags(Scev *S, IrId i, const ScevExpr *x, const ScevExpr *c, const ScevExpr *e) {
  uint32_t fl = S->f->insts[i].flags;
  if (!e || e->kind != SCEV_ADDREC || e->nops != 2 || e->flags || !x || x->kind != SCEV_ADDREC ||
      x->nops != 2 || x->loop != e->loop || x->ops[1] != e->ops[1] || x->ops[1]->kind != SCEV_CONST)
    return e;
  unsigned f = 0;
  if ((fl & IR_F_NUW) && (x->flags & SCEV_NUW) && c->kind == SCEV_CONST) f |= SCEV_NUW;
  if ((fl & IR_F_NSW) && (x->flags & SCEV_NSW) && c->kind == SCEV_CONST) {
    int64_t cv = scev_const_sval(c), sv = scev_const_sval(x->ops[1]);
    if (cv == 0 || (cv > 0) == (sv > 0)) f |= SCEV_NSW;
  }
  return f ? scev_addrec2(S, e->ops[0], e->ops[1], e->loop, f) : e;
}

static const ScevExpr *build_int(Scev *S, IrId i, unsigned bits) {
  const IrFunc *f = S->f;
  const IrInst *in = ir_inst(f, i);
  if (in->op == IR_PHI) return build_phi(S, i);
  if (in->op == IR_SELECT) return build_select(S, i);
  bool cast_or_bin = in->op == IR_TRUNC || in->op == IR_ZEXT || in->op == IR_SEXT ||
                     in->op == IR_BITCAST || ir_opinfo[in->op].shape == IR_SH_BIN;
  const ScevExpr *a = cast_or_bin && in->nops > 0 ? get_ref(S, ir_opnd(f, i, 0)) : NULL;
  bool ok;
  uint64_t c;
  switch (in->op) {
  case IR_ADD: {
    const ScevExpr *b = get_ref(S, ir_opnd(f, i, 1)), *e = scev_add(S, a, b);
    if (a && b && (in->flags & (IR_F_NUW | IR_F_NSW)))
      e = b->kind == SCEV_CONST ? add_flags(S, i, a, b, e) : add_flags(S, i, b, a, e);
    return e;
  }
  case IR_SUB: return scev_minus(S, a, get_ref(S, ir_opnd(f, i, 1)));
  case IR_MUL: return scev_mul(S, a, get_ref(S, ir_opnd(f, i, 1)));
  case IR_UDIV: return scev_udiv(S, a, get_ref(S, ir_opnd(f, i, 1)));
  case IR_SHL:
    c = opnd_const(S, i, 1, &ok);
    return ok && c < bits ? scev_mul(S, a, scev_const(S, bits, 1ull << c)) : NULL;
  case IR_LSHR:
    c = opnd_const(S, i, 1, &ok);
    return ok && c < bits ? scev_udiv(S, a, scev_const(S, bits, 1ull << c)) : NULL;
  case IR_AND: {
    c = opnd_const(S, i, 1, &ok) & mask_of(bits);
    if (!ok || (c & (c + 1)) != 0 || c == 0) return NULL;  /* low mask 2^k - 1 only */
    unsigned k = (unsigned)__builtin_popcountll(c);
    return k == bits ? a : scev_zext(S, scev_trunc(S, a, k), bits);
  }
  case IR_UREM: {
    c = opnd_const(S, i, 1, &ok) & mask_of(bits);
    if (!ok || c == 0) return NULL;
    if ((c & (c - 1)) == 0) {
      unsigned k = (unsigned)__builtin_ctzll(c);
      return k == 0 ? scev_const(S, bits, 0) : scev_zext(S, scev_trunc(S, a, k), bits);
    }
    const ScevExpr *cc = scev_const(S, bits, c);
    return scev_minus(S, a, scev_mul(S, scev_udiv(S, a, cc), cc));
  }
  case IR_TRUNC: return scev_trunc(S, a, bits);
  case IR_ZEXT: return scev_zext(S, a, bits);
  case IR_SEXT: return scev_sext(S, a, bits);
  case IR_BITCAST: return a && a->bits == bits && !a->is_ptr ? a : NULL;
  case IR_FREEZE: return NULL;
  case IR_CALL:
    switch (in->aux) {
    case IR_IN_LLVM_SMAX: return scev_minmax(S, SCEV_SMAX, get_ref(S, ir_opnd(f, i, 1)), get_ref(S, ir_opnd(f, i, 2)));
    case IR_IN_LLVM_SMIN: return scev_minmax(S, SCEV_SMIN, get_ref(S, ir_opnd(f, i, 1)), get_ref(S, ir_opnd(f, i, 2)));
    case IR_IN_LLVM_UMAX: return scev_minmax(S, SCEV_UMAX, get_ref(S, ir_opnd(f, i, 1)), get_ref(S, ir_opnd(f, i, 2)));
    case IR_IN_LLVM_UMIN: return scev_minmax(S, SCEV_UMIN, get_ref(S, ir_opnd(f, i, 1)), get_ref(S, ir_opnd(f, i, 2)));
    default: return NULL;
    }
  default: return NULL;
  }
}

static const ScevExpr *build_ptr(Scev *S, IrId i) {
  const IrInst *in = ir_inst(S->f, i);
  if (in->op == IR_GEP) {
    const ScevExpr *base = get_ref(S, ir_opnd(S->f, i, 0));
    return base && base->is_ptr ? build_gep(S, i, base) : NULL;
  }
  if (in->op == IR_PHI) return build_phi(S, i);
  if (in->op == IR_BITCAST) {
    const ScevExpr *a = get_ref(S, ir_opnd(S->f, i, 0));
    return a && a->is_ptr && a->as == ir_ty(S->m, in->type)->as ? a : NULL;
  }
  return NULL;
}

static const ScevExpr *get_inst(Scev *S, IrId i) {
  if (i >= S->ninsts) return NULL;
  if (S->istate[i] == 2) return S->imemo[i];
  if (S->istate[i] == 3) return NULL;
  if (S->istate[i] == 1) return unknown_of(S, ir_inst_ref(i));  /* a cycle: opaque */
  const IrInst *in = ir_inst(S->f, i);
  bool p;
  unsigned as, bits = type_bits(S->m, in->type, &p, &as);
  if (!bits || in->op == IR_NOP) {
    memo_set(S, i, NULL);
    return NULL;
  }
  /* Operands first (LLVM's createSCEVIter order): a header phi reached
   * from its own latch value must be built before that value is marked in
   * progress, or its speculation would find the value busy.  Phis build
   * their operands themselves. */
  if (in->op != IR_PHI)
    for (uint32_t k = 0; k < in->nops; k++) {
      IrRef o = ir_opnd(S->f, i, k);
      if (ir_ref_is(o, IR_RINST) && ir_ref_idx(o) < S->ninsts && S->istate[ir_ref_idx(o)] == 0)
        get_inst(S, ir_ref_idx(o));
    }
  S->istate[i] = 1;
  const ScevExpr *e = p ? build_ptr(S, i) : build_int(S, i, bits);
  if (S->st != IR_OK) return NULL;
  if (!e || e->bits != bits || e->is_ptr != p || tree_size(e, MAXSIZE) > MAXSIZE)
    e = scev_unknown(S, ir_inst_ref(i), bits, p, as);
  memo_set(S, i, e);
  return e;
}

static const ScevExpr *get_ref(Scev *S, IrRef v) {
  if (S->st != IR_OK) return NULL;
  switch (ir_ref_kind(v)) {
  case IR_RINST: return get_inst(S, ir_ref_idx(v));
  case IR_RARG: return unknown_of(S, v);
  case IR_RGLOBAL: {
    const IrGlobal *g = ir_global(S->m, ir_ref_idx(v));
    return scev_unknown(S, v, g->as == IR_AS_SHARED ? 32 : 64, true, g->as);
  }
  case IR_RCONST: {
    uint64_t c;
    const IrConst *k = ir_const(S->m, v);
    bool p;
    unsigned as, bits = type_bits(S->m, k->type, &p, &as);
    if (!bits) return NULL;
    if (!p && ir_const_scalar_bits(S->m, v, true, &c)) return scev_const(S, bits, c);
    return scev_unknown(S, v, bits, p, as);
  }
  default: return NULL;
  }
}

const ScevExpr *scev_get(Scev *S, IrRef v) { return get_ref(S, v); }

/* ------------------------------------------------------------------ */
/* Life cycle                                                           */

Scev *scev_new(const IrModule *m, const IrFunc *f, const IrLoops *L) {
  IrCtx *c = m->ctx;
  Scev *S = ir_alloc(c, NULL, 0, sizeof *S);
  if (!S) return ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory"), NULL;
  memset(S, 0, sizeof *S);
  S->ctx = c, S->m = m, S->f = f, S->L = L, S->dom = L->dom;
  S->ninsts = f->ninsts;
  uint32_t ni = S->ninsts ? S->ninsts : 1, nl = L->nloops ? L->nloops : 1;
  S->imemo = ir_alloc(c, NULL, 0, ni * sizeof *S->imemo);
  S->istate = ir_alloc(c, NULL, 0, ni);
  S->btc = ir_alloc(c, NULL, 0, nl * sizeof *S->btc);
  S->btc_done = ir_alloc(c, NULL, 0, nl);
  if (!S->imemo || !S->istate || !S->btc || !S->btc_done || !tab_rehash(S)) {
    oom(S);
    scev_free(S);
    return NULL;
  }
  memset(S->imemo, 0, ni * sizeof *S->imemo);
  memset(S->istate, 0, ni);
  memset(S->btc_done, 0, nl);
  return S;
}

void scev_free(Scev *S) {
  if (!S) return;
  IrCtx *c = S->ctx;
  uint32_t ni = S->ninsts ? S->ninsts : 1, nl = S->L->nloops ? S->L->nloops : 1;
  while (S->chunks) {
    Chunk *n = S->chunks->next;
    ir_alloc(c, S->chunks, S->chunks->size, 0);
    S->chunks = n;
  }
  ir_alloc(c, S->tab, (size_t)S->cap * sizeof *S->tab, 0);
  ir_alloc(c, S->all, (size_t)S->capall * sizeof *S->all, 0);
  ir_alloc(c, S->rng, (size_t)S->caprng * sizeof *S->rng, 0);
  ir_alloc(c, S->rng_done, S->caprng, 0);
  ir_alloc(c, S->undo, (size_t)S->capundo * sizeof *S->undo, 0);
  if (S->imemo) ir_alloc(c, S->imemo, ni * sizeof *S->imemo, 0);
  if (S->istate) ir_alloc(c, S->istate, ni, 0);
  if (S->btc) ir_alloc(c, S->btc, nl * sizeof *S->btc, 0);
  if (S->btc_done) ir_alloc(c, S->btc_done, nl, 0);
  free(S->text);
  if (S->iline) ir_alloc(c, S->iline, ni * sizeof *S->iline, 0);
  if (S->named) {
    ir_alloc(c, S->inum, ni * sizeof *S->inum, 0);
    ir_alloc(c, S->bnum, (S->f->nblocks ? S->f->nblocks : 1) * sizeof *S->bnum, 0);
    ir_alloc(c, S->anum, (S->f->nparams ? S->f->nparams : 1) * sizeof *S->anum, 0);
  }
  ir_alloc(c, S, sizeof *S, 0);
}

IrStatus scev_status(const Scev *S) { return S->st; }
const IrModule *scev_module(const Scev *S) { return S->m; }
const IrFunc *scev_func(const Scev *S) { return S->f; }
const IrLoops *scev_loops(const Scev *S) { return S->L; }

/* ------------------------------------------------------------------ */
/* Backedge-taken counts                                                */

static unsigned pred_swap(unsigned p) {
  switch (p) {
  case IR_ICMP_SGT: return IR_ICMP_SLT;
  case IR_ICMP_SLT: return IR_ICMP_SGT;
  case IR_ICMP_SGE: return IR_ICMP_SLE;
  case IR_ICMP_SLE: return IR_ICMP_SGE;
  case IR_ICMP_UGT: return IR_ICMP_ULT;
  case IR_ICMP_ULT: return IR_ICMP_UGT;
  case IR_ICMP_UGE: return IR_ICMP_ULE;
  case IR_ICMP_ULE: return IR_ICMP_UGE;
  default: return p;
  }
}

static unsigned pred_inverse(unsigned p) {
  switch (p) {
  case IR_ICMP_EQ: return IR_ICMP_NE;
  case IR_ICMP_NE: return IR_ICMP_EQ;
  case IR_ICMP_SGT: return IR_ICMP_SLE;
  case IR_ICMP_SLE: return IR_ICMP_SGT;
  case IR_ICMP_SGE: return IR_ICMP_SLT;
  case IR_ICMP_SLT: return IR_ICMP_SGE;
  case IR_ICMP_UGT: return IR_ICMP_ULE;
  case IR_ICMP_ULE: return IR_ICMP_UGT;
  case IR_ICMP_UGE: return IR_ICMP_ULT;
  default: return IR_ICMP_UGE;  /* ULT */
  }
}

static bool pred_signed(unsigned p) { return p >= IR_ICMP_SGT; }

static bool holds(unsigned p, i128 a, i128 b) {
  switch (p) {
  case IR_ICMP_SLT: case IR_ICMP_ULT: return a < b;
  case IR_ICMP_SLE: case IR_ICMP_ULE: return a <= b;
  case IR_ICMP_SGT: case IR_ICMP_UGT: return a > b;
  default: return a >= b;
  }
}

static i128 ceil_div(i128 a, i128 b) { return (a + b - 1) / b; }  /* a >= 0, b > 0 */

/* The first k >= 0 at which "s + k*st PRED n" fails, all constants of w
 * bits, without wrapping on the way; false when there is none or the
 * recurrence would wrap first. */
static bool const_count(unsigned pred, uint64_t s, uint64_t st, uint64_t n, unsigned w, uint64_t *K) {
  uint64_t mk = mask_of(w);
  if (pred == IR_ICMP_EQ) {
    if (s != n) return *K = 0, true;
    if (!(st & mk)) return false;
    return *K = 1, true;
  }
  if (pred == IR_ICMP_NE) {
    /* s + k*st = n (mod 2^w): k = (d / 2^t) * inverse(st / 2^t) mod 2^(w-t) */
    uint64_t d = (n - s) & mk;
    if (!d) return *K = 0, true;
    st &= mk;
    if (!st) return false;
    unsigned t = (unsigned)__builtin_ctzll(st);
    if (d & ((1ull << t) - 1)) return false;
    uint64_t odd = st >> t, inv = odd;
    for (int i = 0; i < 6; i++) inv *= 2 - odd * inv;  /* Newton: correct to 64 bits */
    *K = ((d >> t) * inv) & mask_of(w - t);
    return true;
  }
  bool sg = pred_signed(pred);
  i128 lo = sg ? -(((i128)1) << (w - 1)) : 0;
  i128 hi = sg ? (((i128)1) << (w - 1)) - 1 : (i128)mk;
  i128 sv = sg ? (i128)sext_of(s, w) : (i128)(s & mk), nv = sg ? (i128)sext_of(n, w) : (i128)(n & mk);
  i128 step = sext_of(st, w);
  if (!holds(pred, sv, nv)) return *K = 0, true;
  i128 k;
  switch (pred) {
  case IR_ICMP_SLT: case IR_ICMP_ULT:
    if (step <= 0) return false;
    k = ceil_div(nv - sv, step);
    break;
  case IR_ICMP_SLE: case IR_ICMP_ULE:
    if (step <= 0) return false;
    k = (nv - sv) / step + 1;
    break;
  case IR_ICMP_SGT: case IR_ICMP_UGT:
    if (step >= 0) return false;
    k = ceil_div(sv - nv, -step);
    break;
  default:
    if (step >= 0) return false;
    k = (sv - nv) / -step + 1;
    break;
  }
  i128 vk = sv + k * step;
  if (vk < lo || vk > hi) return false;
  *K = (uint64_t)k;
  return true;
}

/* ceil((hi - lo) / st) as an expression (st > 0 constant). */
static const ScevExpr *sym_ceil(Scev *S, const ScevExpr *hi, const ScevExpr *lo, uint64_t st) {
  const ScevExpr *d = scev_minus(S, hi, lo);
  if (!d || st == 1) return d;
  unsigned w = d->bits;
  return scev_udiv(S, scev_add(S, d, scev_const(S, w, st - 1)), scev_const(S, w, st));
}

/* The count of one exit: the loop stays while "lhs PRED rhs". */
static const ScevExpr *exit_count(Scev *S, uint32_t l, unsigned pred, const ScevExpr *a,
                                  const ScevExpr *n) {
  if (!a || !n) return NULL;
  if (!(a->kind == SCEV_ADDREC && a->loop == l)) {
    const ScevExpr *t = a;
    a = n, n = t, pred = pred_swap(pred);
  }
  if (!(a->kind == SCEV_ADDREC && a->loop == l) || a->nops != 2 || !scev_invariant(S, n, l))
    return NULL;
  if (a->is_ptr || n->is_ptr) {
    /* pointers: equality of offsets from one base */
    if (pred != IR_ICMP_NE && pred != IR_ICMP_EQ) return NULL;
    const ScevExpr *b = scev_ptr_base(S, a);
    if (!b || !n->is_ptr || scev_ptr_base(S, n) != b) return NULL;
    a = ptr_offset(S, a, b), n = ptr_offset(S, n, b);
    if (!a || !n || a->kind != SCEV_ADDREC) return NULL;
  }
  const ScevExpr *s = a->ops[0], *st = a->ops[1];
  unsigned w = a->bits;
  if (st->kind != SCEV_CONST) return NULL;
  uint64_t K;
  if (s->kind == SCEV_CONST && n->kind == SCEV_CONST)
    return const_count(pred, s->c, st->c, n->c, w, &K) ? scev_const(S, w, K) : NULL;
  int64_t sv = scev_const_sval(st);
  bool sg = pred_signed(pred);
  unsigned nw = sg ? SCEV_NSW : SCEV_NUW;
  switch (pred) {
  case IR_ICMP_NE:
    if (sv == 1) return scev_minus(S, n, s);
    if (sv == -1) return scev_minus(S, s, n);
    return NULL;
  case IR_ICMP_SLE: case IR_ICMP_ULE:
    if (sv != 1 || n->kind != SCEV_CONST) return NULL;
    if (n->c == (sg ? mask_of(w) >> 1 : mask_of(w))) return NULL;
    n = scev_const(S, w, n->c + 1);
    pred = sg ? IR_ICMP_SLT : IR_ICMP_ULT;
    /* fall through */
  case IR_ICMP_SLT: case IR_ICMP_ULT:
    if (sv < 1 || (sv > 1 && !(a->flags & nw))) return NULL;
    return sym_ceil(S, scev_minmax(S, sg ? SCEV_SMAX : SCEV_UMAX, n, s), s, (uint64_t)sv);
  case IR_ICMP_SGE: case IR_ICMP_UGE:
    if (sv != -1 || n->kind != SCEV_CONST) return NULL;
    if (n->c == (sg ? (mask_of(w) >> 1) + 1 : 0)) return NULL;
    n = scev_const(S, w, n->c - 1);
    pred = sg ? IR_ICMP_SGT : IR_ICMP_UGT;
    /* fall through */
  case IR_ICMP_SGT: case IR_ICMP_UGT:
    if (sv > -1 || (sv < -1 && !(a->flags & nw))) return NULL;
    return sym_ceil(S, s, scev_minmax(S, sg ? SCEV_SMIN : SCEV_UMIN, n, s), 0 - (uint64_t)sv);  /* modulo 2^64: sv may be INT64_MIN */
  default:
    return NULL;
  }
}

/* Brute force (LLVM's computeExitCountExhaustively): the header phis of l
 * with constant starts are stepped through at most MAXBRUTE iterations,
 * evaluating the exit condition from them with exact constant folding;
 * anything that is not a constant, a stepped phi or foldable integer
 * arithmetic of the loop (or would be poison) gives up. */
#define MAXBRUTE 100
#define MAXPHIS 16

typedef struct Brute {
  uint32_t n;
  IrId phi[MAXPHIS];
  IrRef next[MAXPHIS];
  uint64_t val[MAXPHIS];
  bool ok[MAXPHIS];
} Brute;

static bool brute_eval(Scev *S, uint32_t l, const Brute *B, IrRef v, unsigned depth, uint64_t *out);

static bool brute_binop(unsigned op, uint32_t fl, unsigned w, uint64_t a, uint64_t b, uint64_t *r) {
  uint64_t m = mask_of(w);
  int64_t sa = sext_of(a, w), sb = sext_of(b, w);
  i128 wide;
  switch (op) {
  case IR_ADD: case IR_SUB: case IR_MUL:
    if (op == IR_MUL) {
      if ((fl & IR_F_NUW) && (unsigned __int128)a * b > m) return false;
    } else {
      wide = op == IR_ADD ? (i128)a + b : (i128)a - b;
      if ((fl & IR_F_NUW) && (wide < 0 || wide > (i128)m)) return false;
    }
    wide = op == IR_ADD ? (i128)sa + sb : op == IR_SUB ? (i128)sa - sb : (i128)sa * sb;
    if ((fl & IR_F_NSW) && (wide < sext_of((m >> 1) + 1, w) || wide > (i128)(m >> 1))) return false;
    *r = (op == IR_ADD ? a + b : op == IR_SUB ? a - b : a * b) & m;
    return true;
  case IR_SHL:
    if (b >= w) return false;
    *r = (a << b) & m;
    if ((fl & IR_F_NUW) && (*r >> b) != a) return false;
    if ((fl & IR_F_NSW) && sext_of(*r, w) >> b != sa) return false;
    return true;
  case IR_LSHR: case IR_ASHR:
    if (b >= w) return false;
    *r = (op == IR_LSHR ? a >> b : (uint64_t)(sa >> b)) & m;
    return !(fl & IR_F_EXACT) || ((*r << b) & m) == a;
  case IR_AND: *r = a & b; return true;
  case IR_OR: *r = a | b; return true;
  case IR_XOR: *r = a ^ b; return true;
  case IR_UDIV: case IR_UREM:
    if (!b) return false;
    *r = op == IR_UDIV ? a / b : a % b;
    return true;
  default: return false;
  }
}

static bool brute_inst(Scev *S, uint32_t l, const Brute *B, IrId i, unsigned depth, uint64_t *out) {
  const IrFunc *f = S->f;
  const IrInst *in = ir_inst(f, i);
  for (uint32_t k = 0; k < B->n; k++)
    if (B->phi[k] == i) return B->ok[k] && (*out = B->val[k], true);
  if (!ir_loop_contains(S->L, l, in->block) || in->op == IR_PHI) return false;
  uint64_t a, b, c;
  unsigned w = ir_type_bits(S->m, in->type);
  if (!ir_type_is_int(S->m, in->type) || w > 64) return false;
  if (in->op == IR_SELECT) {
    if (!brute_eval(S, l, B, ir_opnd(f, i, 0), depth, &c)) return false;
    return brute_eval(S, l, B, ir_opnd(f, i, c & 1 ? 1 : 2), depth, out);
  }
  if (in->nops < 1 || !brute_eval(S, l, B, ir_opnd(f, i, 0), depth, &a)) return false;
  unsigned sw = ir_type_bits(S->m, ir_value_type(f, ir_opnd(f, i, 0)));
  switch (in->op) {
  case IR_TRUNC: *out = a & mask_of(w); return true;
  case IR_ZEXT: *out = a; return true;
  case IR_SEXT: *out = (uint64_t)sext_of(a, sw) & mask_of(w); return true;
  case IR_ICMP: {
    if (!ir_type_is_int(S->m, ir_value_type(f, ir_opnd(f, i, 0))) || sw > 64 ||
        !brute_eval(S, l, B, ir_opnd(f, i, 1), depth, &b))
      return false;
    unsigned p = in->pred;
    if (p == IR_ICMP_EQ || p == IR_ICMP_NE) *out = (a == b) == (p == IR_ICMP_EQ);
    else if (pred_signed(p)) *out = holds(p, sext_of(a, sw), sext_of(b, sw));
    else *out = holds(p, a, b);
    return true;
  }
  default:
    if (ir_opinfo[in->op].shape != IR_SH_BIN || !brute_eval(S, l, B, ir_opnd(f, i, 1), depth, &b))
      return false;
    return brute_binop(in->op, in->flags, w, a, b, out);
  }
}

static bool brute_eval(Scev *S, uint32_t l, const Brute *B, IrRef v, unsigned depth, uint64_t *out) {
  if (depth > 32) return false;
  if (ir_ref_is(v, IR_RCONST)) return ir_const_scalar_bits(S->m, v, true, out);
  if (!ir_ref_is(v, IR_RINST)) return false;
  return brute_inst(S, l, B, ir_ref_idx(v), depth + 1, out);
}

static const ScevExpr *brute_count(Scev *S, uint32_t l, IrRef cond, bool exit_when) {
  const IrFunc *f = S->f;
  IrId h = S->L->loop[l].header;
  Brute B;
  B.n = 0;
  IR_FOR_INSTS(f, h, i) {
    const IrInst *in = ir_inst(f, i);
    if (in->op != IR_PHI) break;
    if (!ir_type_is_int(S->m, in->type) || ir_type_bits(S->m, in->type) > 64 || B.n == MAXPHIS) continue;
    IrRef sv = IR_NOREF, bv = IR_NOREF;
    for (uint32_t k = 0; k + 1 < in->nops; k += 2) {
      IrRef v = ir_opnd(f, i, k);
      bool inside = ir_loop_contains(S->L, l, ir_ref_idx(ir_opnd(f, i, k + 1)));
      IrRef *slot = inside ? &bv : &sv;
      if (!ir_ref_is(*slot, IR_RNONE) && !ir_ref_eq(*slot, v)) sv = bv = IR_NOREF, k = in->nops;
      else *slot = v;
    }
    uint64_t c;
    if (ir_ref_is(bv, IR_RNONE) || !ir_const_scalar_bits(S->m, sv, true, &c)) continue;
    B.phi[B.n] = i, B.next[B.n] = bv, B.val[B.n] = c, B.ok[B.n++] = true;
  }
  if (B.n == 0) return NULL;
  for (uint32_t it = 0; it < MAXBRUTE; it++) {
    uint64_t c, nv[MAXPHIS];
    bool nok[MAXPHIS];
    if (!brute_eval(S, l, &B, cond, 0, &c)) return NULL;
    if ((c & 1) == exit_when) return scev_const(S, 32, it);
    for (uint32_t k = 0; k < B.n; k++) nok[k] = brute_eval(S, l, &B, B.next[k], 0, &nv[k]);
    for (uint32_t k = 0; k < B.n; k++) B.val[k] = nv[k], B.ok[k] = nok[k];
  }
  return NULL;
}

/* The count of exiting block e of loop l, NULL when unknown. */
static const ScevExpr *block_count(Scev *S, uint32_t l, IrId e) {
  const IrFunc *f = S->f;
  IrId t = ir_block_term(f, e);
  if (t == IR_NIL || ir_inst(f, t)->op != IR_CBR) return NULL;
  IrRef c = ir_opnd(f, t, 0);
  if (!ir_ref_is(c, IR_RINST) || ir_inst(f, ir_ref_idx(c))->op != IR_ICMP) return NULL;
  IrId ci = ir_ref_idx(c);
  bool in_t = ir_loop_contains(S->L, l, ir_ref_idx(ir_opnd(f, t, 1)));
  bool in_f = ir_loop_contains(S->L, l, ir_ref_idx(ir_opnd(f, t, 2)));
  if (in_t == in_f) return NULL;
  unsigned pred = ir_inst(f, ci)->pred;
  if (!in_t) pred = pred_inverse(pred);
  const ScevExpr *r = exit_count(S, l, pred, get_ref(S, ir_opnd(f, ci, 0)), get_ref(S, ir_opnd(f, ci, 1)));
  return r ? r : brute_count(S, l, c, !in_t);
}

static ScevBtc btc_compute(Scev *S, uint32_t l) {
  ScevBtc r = {SCEV_BTC_UNKNOWN, NULL};
  const IrLoop *lp = &S->L->loop[l];
  IrId latch = ir_loop_latch(S->L, l);
  if (latch == IR_NIL || lp->nexiting == 0) return r;
  const ScevExpr *best = NULL;
  for (uint32_t k = 0; k < lp->nexiting; k++) {
    IrId e = S->L->exiting[lp->exiting_start + k];
    if (!ir_dom_blocks(S->dom, e, latch)) return r;
    const ScevExpr *c = block_count(S, l, e);
    if (!c || c->is_ptr) return r;
    if (best && best->bits != c->bits) {
      if (best->bits < c->bits) best = scev_zext(S, best, c->bits);
      else c = scev_zext(S, c, best->bits);
    }
    best = best ? scev_minmax(S, SCEV_UMIN, best, c) : c;
    if (!best) return r;
  }
  r.count = best;
  r.kind = best->kind == SCEV_CONST ? SCEV_BTC_CONST : SCEV_BTC_SYMBOLIC;
  return r;
}

ScevBtc scev_btc(Scev *S, uint32_t l) {
  ScevBtc none = {SCEV_BTC_UNKNOWN, NULL};
  if (l >= S->L->nloops || S->st != IR_OK) return none;
  if (S->btc_done[l] == 2) return S->btc[l];
  if (S->btc_done[l] == 1) return none;  /* asked again while computing (ranges) */
  S->btc_done[l] = 1;
  S->btc[l] = btc_compute(S, l);
  S->btc_done[l] = 2;
  return S->btc[l];
}

/* ------------------------------------------------------------------ */
/* Evaluation                                                           */

bool scev_eval(const ScevExpr *e, const uint64_t *k, ScevValueFn fn, void *ud, uint64_t *out) {
  uint64_t m = mask_of(e->bits), v[MAXOPS] = {0};
  if (e->kind == SCEV_CONST) return *out = e->c, true;
  if (e->kind == SCEV_UNKNOWN) {
    if (!fn(ud, e->val, out)) return false;
    *out &= m;
    return true;
  }
  for (uint32_t i = 0; i < e->nops; i++)
    if (!scev_eval(e->ops[i], k, fn, ud, &v[i])) return false;
  uint64_t r = v[0];
  unsigned ob = e->ops[0]->bits;
  switch (e->kind) {
  case SCEV_TRUNC: case SCEV_ZEXT: r = v[0] & mask_of(ob); break;
  case SCEV_SEXT: r = (uint64_t)sext_of(v[0], ob); break;
  case SCEV_ADD: for (uint32_t i = 1; i < e->nops; i++) r += v[i]; break;
  case SCEV_MUL: for (uint32_t i = 1; i < e->nops; i++) r *= v[i]; break;
  case SCEV_UDIV:
    if (!v[1]) return false;
    r = v[0] / v[1];
    break;
  case SCEV_ADDREC: {
    uint64_t it = k[e->loop];
    if (e->nops == 2) {
      r = v[0] + it * v[1];
      break;
    }
    /* higher order: step the chain it times (v[j] += v[j+1]) */
    for (uint64_t t = 0; t < it; t++)
      for (uint32_t j = 0; j + 1 < e->nops; j++) v[j] += v[j + 1];
    r = v[0];
    break;
  }
  default:
    for (uint32_t i = 1; i < e->nops; i++)
      if (mm_less((ScevKind)e->kind, v[i] & m, r & m, e->bits)) r = v[i];
    break;
  }
  *out = r & m;
  return true;
}

/* ------------------------------------------------------------------ */
/* Printing                                                             */

typedef struct Out { char *p; size_t n, len; } Out;

static void out_s(Out *o, const char *s) {
  for (; *s; s++) {
    if (o->len + 1 < o->n) o->p[o->len] = *s, o->p[o->len + 1] = 0;
    o->len++;
  }
}

static void out_f(Out *o, const char *fmt, unsigned long long a) {
  char t[48];
  snprintf(t, sizeof t, fmt, a);
  out_s(o, t);
}

/* LLVM's numbering of unnamed values (ir_func_slots). */
static bool number_values(Scev *S) {
  if (S->named) return true;
  const IrFunc *f = S->f;
  uint32_t ni = S->ninsts ? S->ninsts : 1, nb = f->nblocks ? f->nblocks : 1, na = f->nparams ? f->nparams : 1;
  S->inum = ir_alloc(S->ctx, NULL, 0, ni * sizeof *S->inum);
  S->bnum = ir_alloc(S->ctx, NULL, 0, nb * sizeof *S->bnum);
  S->anum = ir_alloc(S->ctx, NULL, 0, na * sizeof *S->anum);
  if (!S->inum || !S->bnum || !S->anum) {
    if (S->inum) ir_alloc(S->ctx, S->inum, ni * sizeof *S->inum, 0);
    if (S->bnum) ir_alloc(S->ctx, S->bnum, nb * sizeof *S->bnum, 0);
    if (S->anum) ir_alloc(S->ctx, S->anum, na * sizeof *S->anum, 0);
    return oom(S);
  }
  ir_func_slots(f, S->anum, S->bnum, S->inum);
  S->named = true;
  return true;
}

static void out_name(Scev *S, Out *o, IrStr name, uint32_t num) {
  if (name && num == IR_NIL) {
    out_s(o, "%");
    out_s(o, ir_cstr(S->m, name));
  } else {
    out_f(o, "%%%llu", num);
  }
}

static void out_value(Scev *S, Out *o, IrRef v) {
  const IrFunc *f = S->f;
  uint32_t x = ir_ref_idx(v);
  switch (ir_ref_kind(v)) {
  case IR_RINST: out_name(S, o, f->insts[x].name, S->named ? S->inum[x] : IR_NIL); break;
  case IR_RARG: out_name(S, o, f->params[x].name, S->named ? S->anum[x] : IR_NIL); break;
  case IR_RBLOCK: out_name(S, o, f->blocks[x].name, S->named ? S->bnum[x] : IR_NIL); break;
  case IR_RGLOBAL: out_s(o, "@"); out_s(o, ir_cstr(S->m, ir_global(S->m, x)->name)); break;
  case IR_RCONST: {
    const IrConst *c = ir_const(S->m, v);
    out_s(o, c->kind == IR_CNULL ? "null" : c->kind == IR_CPOISON ? "poison" : c->kind == IR_CUNDEF ? "undef" : "<constant>");
    break;
  }
  default: out_s(o, "<none>"); break;
  }
}

static void out_expr(Scev *S, Out *o, const ScevExpr *e) {
  static const char *const sep[SCEV_NKINDS] = {
    [SCEV_ADD] = " + ", [SCEV_MUL] = " * ", [SCEV_UDIV] = " /u ", [SCEV_SMAX] = " smax ",
    [SCEV_UMAX] = " umax ", [SCEV_SMIN] = " smin ", [SCEV_UMIN] = " umin "};
  switch (e->kind) {
  case SCEV_CONST: {
    char t[32];
    snprintf(t, sizeof t, "%lld", (long long)scev_const_sval(e));
    out_s(o, t);
    return;
  }
  case SCEV_UNKNOWN: out_value(S, o, e->val); return;
  case SCEV_TRUNC: case SCEV_ZEXT: case SCEV_SEXT:
    out_s(o, e->kind == SCEV_TRUNC ? "(trunc " : e->kind == SCEV_ZEXT ? "(zext " : "(sext ");
    out_f(o, "i%llu ", e->ops[0]->bits);
    out_expr(S, o, e->ops[0]);
    out_f(o, " to i%llu)", e->bits);
    return;
  case SCEV_ADDREC:
    out_s(o, "{");
    for (uint32_t i = 0; i < e->nops; i++) {
      if (i) out_s(o, ",+,");
      out_expr(S, o, e->ops[i]);
    }
    out_s(o, "}");
    break;
  default:
    out_s(o, "(");
    for (uint32_t i = 0; i < e->nops; i++) {
      if (i) out_s(o, sep[e->kind]);
      out_expr(S, o, e->ops[i]);
    }
    out_s(o, ")");
    break;
  }
  if (e->flags & SCEV_NUW) out_s(o, "<nuw>");
  if (e->flags & SCEV_NSW) out_s(o, "<nsw>");
  if (e->kind == SCEV_ADDREC) {
    out_s(o, "<");
    out_value(S, o, ir_ref(IR_RBLOCK, S->L->loop[e->loop].header));
    out_s(o, ">");
  }
}

/* Prints the function once and finds the line of every instruction: the
 * printer writes one line per instruction, indented two spaces, in layout
 * order (printing one instruction alone names the whole module each time,
 * which made reports quadratic). */
static bool inst_lines(Scev *S) {
  if (S->iline) return true;
  uint32_t ni = S->ninsts ? S->ninsts : 1;
  FILE *fp = open_memstream(&S->text, &S->textlen);
  if (!fp) return oom(S);
  ir_print_func(fp, S->m, S->f);
  fclose(fp);
  S->iline = ir_alloc(S->ctx, NULL, 0, ni * sizeof *S->iline);
  if (!S->text || !S->iline) return oom(S);
  for (uint32_t k = 0; k < ni; k++) S->iline[k] = IR_NIL;
  char *p = strchr(S->text, '\n');  /* after "define ... {" */
  IR_FOR_BLOCKS(S->f, b) IR_FOR_INSTS(S->f, b, i) {
    while (p && strncmp(p + 1, "  ", 2) != 0) p = strchr(p + 1, '\n');
    if (!p) return true;
    S->iline[i] = (uint32_t)(p + 3 - S->text);
    p = strchr(p + 1, '\n');
  }
  return true;
}

struct ScevText {
  const IrModule *m;
  char *text;               /* ir_print_module_str (malloc'd) */
  size_t len;
  size_t **iline;           /* [nfuncs]: per definition, [ninsts] line offsets (SIZE_MAX: none) */
  uint32_t nfuncs;
};

ScevText *scev_text_new(const IrModule *m) {
  ScevText *t = ir_alloc(m->ctx, NULL, 0, sizeof *t);
  if (!t) return NULL;
  memset(t, 0, sizeof *t);
  t->m = m;
  t->nfuncs = m->nfuncs;
  t->text = ir_print_module_str(m, &t->len);
  t->iline = ir_alloc(m->ctx, NULL, 0, (t->nfuncs ? t->nfuncs : 1) * sizeof *t->iline);
  if (!t->text || !t->iline) {
    scev_text_free(t);
    return NULL;
  }
  memset(t->iline, 0, (t->nfuncs ? t->nfuncs : 1) * sizeof *t->iline);
  char *p = t->text;
  for (uint32_t fi = 0; fi < t->nfuncs && p; fi++) {
    const IrFunc *f = m->funcs[fi];
    if (f->is_decl) continue;
    while (p && strncmp(p, "define ", 7)) {
      p = strchr(p, '\n');
      if (p) p++;
    }
    if (!p) break;
    size_t *a = ir_alloc(m->ctx, NULL, 0, (f->ninsts ? f->ninsts : 1) * sizeof *a);
    if (!a) break;
    t->iline[fi] = a;
    for (uint32_t k = 0; k < f->ninsts; k++) a[k] = SIZE_MAX;
    char *q = strchr(p, '\n');
    IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) {
      while (q && q[1] != '}' && strncmp(q + 1, "  ", 2) != 0) q = strchr(q + 1, '\n');
      if (!q || q[1] == '}') break;
      a[i] = (size_t)(q + 3 - t->text);
      q = strchr(q + 1, '\n');
    }
    p = q ? q + 1 : NULL;
  }
  return t;
}

void scev_text_free(ScevText *t) {
  if (!t) return;
  IrCtx *c = t->m->ctx;
  if (t->iline) {
    for (uint32_t fi = 0; fi < t->nfuncs; fi++)
      if (t->iline[fi]) ir_alloc(c, t->iline[fi], (t->m->funcs[fi]->ninsts ? t->m->funcs[fi]->ninsts : 1) * sizeof(size_t), 0);
    ir_alloc(c, t->iline, (t->nfuncs ? t->nfuncs : 1) * sizeof *t->iline, 0);
  }
  free(t->text);
  ir_alloc(c, t, sizeof *t, 0);
}

void scev_use_text(Scev *S, const ScevText *t) { S->mtext = t; }

void scev_print_inst(FILE *out, Scev *S, IrId i) {
  if (S->mtext) {
    uint32_t fi = ir_func_index(S->m, S->f);
    const size_t *a = fi < S->mtext->nfuncs ? S->mtext->iline[fi] : NULL;
    if (a && i < S->ninsts && a[i] != SIZE_MAX) {
      const char *t = S->mtext->text + a[i];
      fwrite(t, 1, strcspn(t, "\n"), out);
      return;
    }
  }
  if (i >= S->ninsts || !inst_lines(S) || S->iline[i] == IR_NIL) {
    ir_print_inst(out, S->m, S->f, i);
    return;
  }
  const char *t = S->text + S->iline[i];
  fwrite(t, 1, strcspn(t, "\n"), out);
}

void scev_str(Scev *S, const ScevExpr *e, char *buf, size_t n) {
  Out o = {buf, n, 0};
  if (n) buf[0] = 0;
  number_values(S);
  if (!e) out_s(&o, "***COULDNOTCOMPUTE***");
  else out_expr(S, &o, e);
}

void scev_print(FILE *out, Scev *S, const ScevExpr *e) {
  char buf[4096];
  scev_str(S, e, buf, sizeof buf);
  fputs(buf, out);
}

/* A range in LLVM's notation: [lo,hi) with hi wrapping, or full-set. */
static void print_range(FILE *out, uint64_t lo, uint64_t hi, unsigned bits, bool sg) {
  uint64_t m = mask_of(bits);
  if (((hi + 1) & m) == (lo & m)) {
    fputs("full-set", out);
    return;
  }
  if (sg) fprintf(out, "[%lld,%lld)", (long long)sext_of(lo, bits), (long long)sext_of(hi + 1, bits));
  else fprintf(out, "[%llu,%llu)", (unsigned long long)(lo & m), (unsigned long long)((hi + 1) & m));
}

static void print_loop_count(FILE *out, Scev *S, uint32_t l) {
  const IrLoops *L = S->L;
  for (uint32_t c = 0; c < L->loop[l].nchildren; c++) print_loop_count(out, S, L->children[L->loop[l].child_start + c]);
  char name[256];
  Out o = {name, sizeof name, 0};
  name[0] = 0;
  out_value(S, &o, ir_ref(IR_RBLOCK, L->loop[l].header));
  ScevBtc b = scev_btc(S, l);
  const char *multi = L->loop[l].nexiting > 1 ? "<multiple exits> " : "";
  if (b.kind == SCEV_BTC_UNKNOWN) {
    fprintf(out, "Loop %s: %sUnpredictable backedge-taken count.\n", name, multi);
    return;
  }
  fprintf(out, "Loop %s: %sbackedge-taken count is ", name, multi);
  scev_print(out, S, b.count);
  fputc('\n', out);
}

void scev_print_func(FILE *out, Scev *S) {
  const IrFunc *f = S->f;
  number_values(S);
  const char *fname = ir_cstr(S->m, f->name);
  fprintf(out, "Classifying expressions for: @%s\n", fname);
  IR_FOR_BLOCKS(f, b) {
    IR_FOR_INSTS(f, b, i) {
      const IrInst *in = ir_inst(f, i);
      bool p;
      unsigned as;
      if (in->op == IR_ICMP || !type_bits(S->m, in->type, &p, &as)) continue;
      const ScevExpr *e = scev_get(S, ir_inst_ref(i));
      if (!e) continue;
      fputs("  ", out);
      scev_print_inst(out, S, i);
      fputs("\n  -->  ", out);
      scev_print(out, S, e);
      ScevRange r = scev_range(S, e);
      fputs(" U: ", out);
      print_range(out, r.ulo, r.uhi, e->bits, false);
      fputs(" S: ", out);
      print_range(out, (uint64_t)r.slo, (uint64_t)r.shi, e->bits, true);
      fputc('\n', out);
    }
  }
  fprintf(out, "Determining loop execution counts for: @%s\n", fname);
  for (uint32_t l = 0; l < S->L->nloops; l++)
    if (S->L->loop[l].parent == IR_NIL) print_loop_count(out, S, l);
}

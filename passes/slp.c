/* passes/slp.c -- `slp`: SLP vectorization in its three entry points
 * (seed 003 "Algorithm Overview": store-seeded, straight-line and
 * horizontal reductions; "Maximum Vector Width on NVPTX", "PTX Vector
 * Width Ceiling", "Legal Vector Types on NVPTX", "SLP Cost Model and TTI
 * Callouts", "Configuration Knobs", "Diagnostic Strings").
 *
 * Contract (pass.h): within one block, a chain of plain scalar stores to
 * consecutive addresses (proved by core/analysis/memdep.h: constant
 * distance equal to the element size) becomes one vector store; the stored
 * values are vectorized bottom-up into a tree (consecutive plain loads ->
 * one vector load; isomorphic non-trapping binary operations -> one vector
 * operation, a commutative one's lanes lined up by reorder(); constants ->
 * a vector constant; anything else is gathered with insertelement).  Every
 * lane computes exactly what its scalar computed, so the rewrite is exact
 * (no reassociation).  Memory operations move only when memdep proves it:
 * see legal() below.  Remarks: "Stores SLP vectorized with cost N" and
 * "Cannot SLP vectorize list: <reason>".  Straight-line groups (isomorphic
 * operations seeded by consecutive loads, not by stores): do_block_line,
 * "SLP vectorized with cost N".  Rule counters (passes/stats.def):
 * slp.stores, slp.hor, slp.fadd-merge, slp.line.
 *
 * What it follows and deviations from a literal reading of the seed:
 *  - VF: the scheduling width is slp-max-reg-size (at least
 *    slp-min-reg-size), rounded down to a power of two and clamped to
 *    [128, 512] bits; VF = bits / element bits (at most 16 lanes).  Types
 *    with no PTX vector access (wider than 64 bits) are not vectorized.  A
 *    VF above the PTX ceiling (v4 for 8/16/32-bit elements, v2 for 64-bit)
 *    is one tree of that width that the backend splits into ceiling-wide
 *    pieces, costed with the split (cost(), rdx_plan): taken only while the
 *    split leaves it profitable, else the VF steps down.
 *    slp-max-vf (SLPMaxVF), when nonzero, caps the VF; then a chain of n
 *    stores with n + 1 a power of two is tried at VF n (adjustVF: 3, 7).
 *  - getNextLegalVF: on failure the VF steps down (halving; the minimum of
 *    store-seeded SLP is 2: the seed's minimum of 4 belongs to horizontal
 *    reductions), each (offset, VF) pair tried once (memoised).
 *  - Cost: per tree node, vector minus scalar cost.  A load/store bundle of
 *    VF adjacent accesses costs 1 instead of VF; vector arithmetic costs
 *    the scalar cost times the lanes (i64 twice i32), so it gains nothing;
 *    a gather costs one insertelement per non-constant lane; every value
 *    extracted for a use outside the tree costs 1.  Vectorize when
 *    cost <= -slp-threshold.  The exact-cost fast path: a tree of load and
 *    store bundles only (no gather, arithmetic, extract or split) has an exact
 *    cost and is accepted regardless of the threshold.
 *  - slp-min-tree-size: a tree with a gather and fewer nodes is "tiny and
 *    not fully vectorizable" and refused.  slp-recursion-max-depth bounds
 *    tree building (deeper operands are gathered).  slp-schedule-budget
 *    bounds the scheduling region (instructions from the first tree member
 *    to the insertion point).  vectorize-slp switches the pass off;
 *    view-slp-tree prints the tree as a remark; `optnone` functions are
 *    skipped (the IR has no `alwaysvectorize` attribute).
 *  - Horizontal reductions (the second entry point, after the store
 *    chains of each block; method, cost and knobs at do_block_rdx below):
 *    the seed's pairwise tree of rdx.shuf.l / rdx.shuf.r shuffles and
 *    op.rdx, const.rdx for the folded constants, op.extra for leftover
 *    lanes; remarks "VectorizedHorizontalReduction: Vectorized horizontal
 *    reduction with cost C and with tree size N", "HorSLPNotBeneficial:
 *    Vectorizing horizontal reduction is possible but not beneficial with
 *    cost C and threshold T", and "Cannot SLP vectorize list: ..." for an
 *    FP chain without reassoc on every operation.  Deviation: the seed's
 *    SLPCostThreshold is slp-threshold (one knob, as knobs.def has it).
 *  - The paired fadd bundle merge: rdx_merge_fadd.
 *  - The architecture filter (isTreeNotBeneficialForArch): arch_min_sm,
 *    on the target knob sm, for all three entry points.
 *  - Straight-line SLP: do_block_line (method there); qword_500FEE8 caps
 *    its VF.  Deviation: its seeds are consecutive loads feeding isomorphic
 *    operations (the "adjacent operands" of the seed); build vectors
 *    (insertelement chains) and compares are not seeds.
 */
#include <string.h>

#include "analysis/memdep.h"
#include "slp.h"

/* ------------------------------------------------------------------ */
/* Analyses of one function, held in pass scratch so an allocation
 * failure in an IR builder frees them. */

typedef struct Ana {
  IrCfg g;
  IrDom d;
  IrLoops L;
  Scev *S;
  int have;  /* 1 cfg, 2 dom, 3 loops */
} Ana;

static void ana_fini(void *p) {
  Ana *a = p;
  if (a->S) scev_free(a->S);
  if (a->have >= 3) ir_loops_release(&a->L);
  if (a->have >= 2) ir_dom_release(&a->d);
  if (a->have >= 1) ir_cfg_release(&a->g);
  memset(a, 0, sizeof *a);
}

/* ------------------------------------------------------------------ */
/* The tree */

enum { MAXVF = 16, MAXNODES = 64 };

typedef enum NodeKind { N_STORE, N_LOAD, N_BIN, N_CONST, N_GATHER } NodeKind;

typedef struct Node {
  NodeKind kind;
  IrRef lane[MAXVF];      /* the scalars, lane order */
  int op[2];              /* N_BIN: operand nodes; N_STORE: op[0] value node */
  IrRef vec;              /* emitted vector value */
} Node;

typedef struct Slp {
  PassCtx *pc;
  IrModule *m;
  IrFunc *f;
  Ana *A;
  uint32_t orig_ninsts;   /* instructions at or above this id are the pass's */
  uint32_t *pos;          /* [orig_ninsts] position in its block (this block) */
  uint8_t *intree;        /* [orig_ninsts] member of the tree being built */
  unsigned vf;
  IrType elem;
  Node node[MAXNODES];
  int nnodes;
  IrId at;                /* insertion point: the last store of the group */
  IrId first;             /* earliest tree member in the block */
  const char *why;        /* refusal reason */
  SlpBugs bugs;           /* the mutants' deliberate bugs (all false for the pass) */
} Slp;

static bool plain(const IrInst *in) { return !(in->flags & (IR_F_VOLATILE | IR_F_ATOMIC)); }

static bool is_inst_in(const Slp *s, IrRef v, IrId blk) {
  if (!ir_ref_is(v, IR_RINST)) return false;
  IrId i = ir_ref_idx(v);
  return i < s->orig_ninsts && s->f->insts[i].block == blk;
}

/* A vectorizable element type: int of 8..64 bits (byte multiple), half,
 * float, double.  Returns its PTX ceiling (max lanes), 0 when none. */
static unsigned ptx_ceiling(const IrModule *m, IrType t) {
  if (ir_type_is_vec(m, t) || !(ir_type_is_int(m, t) || ir_type_is_fp(m, t))) return 0;
  unsigned bits = ir_type_bits(m, t);
  if (bits % 8 || bits < 8) return 0;
  if (bits <= 32) return 4;
  if (bits == 64) return 2;
  return 0;   /* .b128: v1 only */
}

static unsigned pow2_floor(uint64_t x) {
  unsigned r = 1;
  while ((uint64_t)r * 2 <= x) r *= 2;
  return r;
}

/* The seed's VF selection for an element type (before the step-down). */
static unsigned select_vf(const Slp *s, IrType t) {
  unsigned ceil = ptx_ceiling(s->m, t);
  if (!ceil) return 0;
  int64_t w = s->pc->knob[KNOB_SLP_MAX_REG_SIZE];
  if (w < s->pc->knob[KNOB_SLP_MIN_REG_SIZE]) w = s->pc->knob[KNOB_SLP_MIN_REG_SIZE];
  unsigned eb = ir_type_bits(s->m, t);
  unsigned bits = (unsigned)w >= eb ? pow2_floor((uint64_t)w) : 128;
  if (bits < 128) bits = 128;
  if (bits > 512) bits = 512;
  unsigned vf = bits / eb;
  if (vf > MAXVF) vf = MAXVF;  /* above the ceiling: split, see pieces() */
  int64_t mx = s->pc->knob[KNOB_SLP_MAX_VF];
  if (mx && vf > (unsigned)mx) vf = (unsigned)mx;
  return vf;
}

/* The PTX split of a VF-lane vector of t: how many ceiling-wide pieces
 * the backend makes of it (1 at or under the ceiling). */
static unsigned pieces(const IrModule *m, IrType t, unsigned vf) {
  unsigned c = ptx_ceiling(m, t);
  return c ? (vf + c - 1) / c : 1;
}

/* isTreeNotBeneficialForArch (seed "Key Behavioral Differences", sub_2B2DA40),
 * in this pass's terms: vector arithmetic on elements narrower than 32
 * bits pays only where the target SM has the packed register type (seed
 * "Legal Vector Types on NVPTX": v2f16 and v2i16 from sm_53, v4i8 from
 * sm_70); below, the backend scalarizes it with an extract and an insert
 * per lane.  Vector loads and stores are legal at every SM (ld.vN).  The
 * SM is the target knob sm.  Returns the SM that vector arithmetic on t
 * needs (0: any).  Deviation: the seed's filter takes an "SM reduction
 * type" whose values it does not give; the packed-type table is the rule
 * it documents. */
static int64_t arch_min_sm(const IrModule *m, IrType t) {
  unsigned b = ir_type_bits(m, t);
  return b == 8 ? 70 : b == 16 ? 53 : 0;
}

/* getNextLegalVF: the next smaller legal VF, 0 when none (minimum 2). */
static unsigned next_legal_vf(unsigned vf) {
  unsigned n = pow2_floor(vf);
  if (n == vf) n = vf / 2;
  return n >= 2 ? n : 0;
}

/* ------------------------------------------------------------------ */
/* Tree building (bottom-up from the store bundle) */

static int new_node(Slp *s, NodeKind k, const IrRef *lanes) {
  if (s->nnodes == MAXNODES) return -1;
  Node *n = &s->node[s->nnodes];
  memset(n, 0, sizeof *n);
  n->kind = k;
  n->op[0] = n->op[1] = -1;
  memcpy(n->lane, lanes, s->vf * sizeof *lanes);
  return s->nnodes++;
}

static void note_first(Slp *s, IrId i) {
  if (s->first == IR_NIL || s->pos[i] < s->pos[s->first]) s->first = i;
}

static int build(Slp *s, const IrRef *lanes, unsigned depth);

static int gather(Slp *s, const IrRef *lanes) {
  bool allc = true;
  for (unsigned l = 0; l < s->vf; l++) allc &= ir_ref_is(lanes[l], IR_RCONST);
  return new_node(s, allc ? N_CONST : N_GATHER, lanes);
}

static bool single_use(const IrFunc *f, IrId i) {
  IrId u = f->insts[i].first_use;
  return u != IR_NIL && f->uses[u].next == IR_NIL;
}

/* Whether every lane is a distinct instruction of the block with opcode
 * op, the same type and flags, not yet in the tree. */
static bool isomorphic(const Slp *s, const IrRef *lanes, IrId blk) {
  if (!is_inst_in(s, lanes[0], blk)) return false;
  const IrInst *i0 = &s->f->insts[ir_ref_idx(lanes[0])];
  for (unsigned l = 0; l < s->vf; l++) {
    if (!is_inst_in(s, lanes[l], blk)) return false;
    IrId i = ir_ref_idx(lanes[l]);
    const IrInst *in = &s->f->insts[i];
    if (in->op != i0->op || in->type != i0->type || in->flags != i0->flags || s->intree[i]) return false;
    for (unsigned k = 0; k < l; k++)
      if (ir_ref_eq(lanes[k], lanes[l])) return false;
  }
  return true;
}

/* Consecutive plain loads: lane l at lane 0's address + l * size. */
static bool consecutive_loads(Slp *s, const IrRef *lanes) {
  MemAccess a0, al;
  if (!memdep_access(s->m, s->f, ir_ref_idx(lanes[0]), &a0) || !plain(&s->f->insts[a0.inst])) return false;
  for (unsigned l = 1; l < s->vf; l++) {
    int64_t dist;
    bool known;
    if (!memdep_access(s->m, s->f, ir_ref_idx(lanes[l]), &al)) return false;
    if (memdep_query(s->A->S, &a0, &al, &dist, &known) != MEMDEP_DISJOINT || !known ||
        dist != (int64_t)(l * a0.size))
      return false;
  }
  return true;
}

/* Whether value v fits lane l of an operand bundle whose lane 0 is v0:
 * a load at lane 0's address + l elements (memdep), an instruction of
 * lane 0's opcode, a constant, an argument, like lane 0. */
static bool fits_lane(Slp *s, IrRef v0, IrRef v, unsigned l) {
  if (!ir_ref_is(v0, IR_RINST)) return ir_ref_kind(v0) == ir_ref_kind(v);
  if (!ir_ref_is(v, IR_RINST)) return false;
  const IrInst *a = &s->f->insts[ir_ref_idx(v0)], *b = &s->f->insts[ir_ref_idx(v)];
  if (a->op != b->op) return false;
  if (a->op != IR_LOAD) return true;
  MemAccess x, y;
  int64_t dist;
  bool known;
  return memdep_access(s->m, s->f, ir_ref_idx(v0), &x) && memdep_access(s->m, s->f, ir_ref_idx(v), &y) &&
         memdep_query(s->A->S, &x, &y, &dist, &known) == MEMDEP_DISJOINT && known &&
         dist == (int64_t)(l * x.size);
}

/* reorderInputsIfNecessary (seed: sub_2BB0460): the operand bundles of
 * an isomorphic binary bundle, lane by lane; a lane of a commutative
 * operation whose first operand does not fit lane 0's first operand but
 * whose second does is taken with its operands swapped (the value is the
 * same).  A non-commutative operation keeps its order (the mutant
 * swap_noncomm swaps those too). */
static void reorder(Slp *s, const IrRef *lanes, IrRef ops[2][MAXVF]) {
  IrId i0 = ir_ref_idx(lanes[0]);
  bool comm = (ir_opinfo[s->f->insts[i0].op].props & IR_P_COMM) || s->bugs.swap_noncomm;
  for (unsigned l = 0; l < s->vf; l++) {
    IrId i = ir_ref_idx(lanes[l]);
    ops[0][l] = ir_opnd(s->f, i, 0);
    ops[1][l] = ir_opnd(s->f, i, 1);
    if (l && comm && !fits_lane(s, ops[0][0], ops[0][l], l) && fits_lane(s, ops[0][0], ops[1][l], l)) {
      IrRef t = ops[0][l];
      ops[0][l] = ops[1][l];
      ops[1][l] = t;
    }
  }
}

static int build(Slp *s, const IrRef *lanes, unsigned depth) {
  IrId blk = s->f->insts[s->at].block;
  if (depth > (unsigned)s->pc->knob[KNOB_SLP_RECURSION_MAX_DEPTH] || !isomorphic(s, lanes, blk))
    return gather(s, lanes);
  IrId i0 = ir_ref_idx(lanes[0]);
  IrOp op = (IrOp)s->f->insts[i0].op;
  unsigned props = ir_opinfo[op].props;
  NodeKind k;
  if (op == IR_LOAD) {
    if (!consecutive_loads(s, lanes)) return gather(s, lanes);
    k = N_LOAD;
  } else if (ir_opinfo[op].shape == IR_SH_BIN && !(props & IR_P_TRAPS) &&
             s->f->insts[i0].type == s->elem) {
    k = N_BIN;
  } else {
    return gather(s, lanes);
  }
  int n = new_node(s, k, lanes);
  if (n < 0) return -1;
  for (unsigned l = 0; l < s->vf; l++) {
    IrId i = ir_ref_idx(lanes[l]);
    s->intree[i] = 1;
    note_first(s, i);
  }
  if (k == N_BIN) {
    IrRef ops[2][MAXVF];
    reorder(s, lanes, ops);
    for (unsigned o = 0; o < 2; o++) {
      int c = build(s, ops[o], depth + 1);
      if (c < 0) return -1;
      s->node[n].op[o] = c;
    }
  }
  return n;
}

/* ------------------------------------------------------------------ */
/* Legality: uses and memory */

/* Uses of tree member i outside the tree: all must come after the
 * insertion point (other blocks, phis, or later in the block); counts
 * them into *ext.  False when one comes before it. */
static bool outside_uses_ok(const Slp *s, IrId i, unsigned *ext) {
  IrId blk = s->f->insts[s->at].block;
  for (IrId u = s->f->insts[i].first_use; u != IR_NIL; u = s->f->uses[u].next) {
    IrId user = s->f->uses[u].user;
    if (user < s->orig_ninsts && s->intree[user]) continue;
    (*ext)++;
    const IrInst *ui = &s->f->insts[user];
    if (ui->block == blk && ui->op != IR_PHI && (user >= s->orig_ninsts || s->pos[user] <= s->pos[s->at]))
      return false;
  }
  return true;
}

/* Whether instruction x between the first tree member and the insertion
 * point lets access a (a tree member at position pa) move to the
 * insertion point.  Stores move later past everything between them and
 * the insertion point; loads move later past writes.  A group store
 * before a load ends up after it: they must be disjoint too. */
static bool may_move_past(Slp *s, const MemAccess *a, IrId x) {
  const IrInst *xi = &s->f->insts[x];
  /* the vector accesses of groups done before are accesses like any other
   * (their pointers are values the analysis knows) */
  MemAccess b;
  if (!memdep_access(s->m, s->f, x, &b)) {
    if (xi->op == IR_CALL) {   /* only a call that touches no memory and returns */
      IrRef callee = ir_opnd(s->f, x, 0);
      if (!ir_ref_is(callee, IR_RFUNC)) return false;
      uint32_t fa = ir_func(s->m, ir_ref_idx(callee))->fattrs;
      return (fa & IR_A_NOMEM) && (fa & IR_A_WILLRET);
    }
    return !(ir_opinfo[xi->op].props & IR_P_MEM);
  }
  if (!b.writes && !a->writes) return true;
  if (b.is_volatile || b.is_atomic) return false;
  return memdep_query(s->A->S, a, &b, NULL, NULL) == MEMDEP_DISJOINT;
}

static bool legal(Slp *s, unsigned *ext) {
  if (s->pos[s->at] - s->pos[s->first] > (uint64_t)s->pc->knob[KNOB_SLP_SCHEDULE_BUDGET]) {
    s->why = "exceeds the scheduling budget";
    return false;
  }
  *ext = 0;
  for (int n = 0; n < s->nnodes; n++) {
    Node *nd = &s->node[n];
    if (nd->kind == N_GATHER)   /* a gathered scalar must survive the rewrite */
      for (unsigned l = 0; l < s->vf; l++)
        if (ir_ref_is(nd->lane[l], IR_RINST) && ir_ref_idx(nd->lane[l]) < s->orig_ninsts &&
            s->intree[ir_ref_idx(nd->lane[l])]) {
          s->why = "a scalar is both vectorized and gathered";
          return false;
        }
    if (nd->kind == N_CONST || nd->kind == N_GATHER) continue;
    for (unsigned l = 0; l < s->vf; l++) {
      IrId i = ir_ref_idx(nd->lane[l]);
      if (nd->kind != N_STORE && !outside_uses_ok(s, i, ext)) {
        s->why = "a scalar is used before the vector";
        return false;
      }
      if (nd->kind == N_BIN) continue;
      MemAccess a;
      memdep_access(s->m, s->f, i, &a);
      /* group stores all move to the insertion point and are disjoint
       * from each other (consecutive); every other instruction between
       * this access and the insertion point must let it pass (a store
       * moves past loads of the tree too; a load ends up after the group
       * stores that preceded it, which the walk of those stores checks) */
      for (IrId x = i == s->at ? IR_NIL : s->f->insts[i].next; x != IR_NIL && x != s->at; x = s->f->insts[x].next) {
        if (x < s->orig_ninsts && s->intree[x] && s->f->insts[x].op == IR_STORE) continue;
        if (!s->bugs.ignore_alias && !may_move_past(s, &a, x)) {
          s->why = "may alias";
          return false;
        }
      }
    }
  }
  return true;
}

/* ------------------------------------------------------------------ */
/* Cost (vector minus scalar, the seed's tables) */

/* The split cost (seed "PTX Vector Width Ceiling": the cost model
 * "factors this split cost into the tree evaluation"): a vector of P > 1
 * ceiling-wide pieces costs, per memory node, P accesses (ld.vN/st.vN at
 * constant offsets), and per other vector node P - 1 more (the
 * legalizer's split and join of the pieces); such a cost is an estimate,
 * never exact.  So a VF above the ceiling is taken only while the split
 * overhead leaves it profitable; otherwise the VF steps down. */
static int64_t cost(const Slp *s, unsigned ext, bool *exact) {
  int64_t c = 0;
  unsigned ebits = ir_type_bits(s->m, s->elem);
  int64_t P = pieces(s->m, s->elem, s->vf);
  *exact = ext == 0 && P == 1;
  for (int n = 0; n < s->nnodes; n++) {
    const Node *nd = &s->node[n];
    switch (nd->kind) {
    case N_STORE:
    case N_LOAD: c += P - (int64_t)s->vf; break;   /* ld.vN / st.vN: P of them */
    case N_BIN: {                                        /* a wash: VF x scalar */
      IrType t = ir_value_type(s->f, nd->lane[0]);
      int64_t sc = ir_type_bits(s->m, t) > 32 || ebits > 32 ? 2 : 1;
      c += sc * s->vf - sc * s->vf + (P - 1);
      *exact = false;
      break;
    }
    case N_CONST: break;
    case N_GATHER:
      for (unsigned l = 0; l < s->vf; l++) c += !ir_ref_is(nd->lane[l], IR_RCONST);
      c += P - 1;
      *exact = false;
      break;
    }
  }
  return c + ext;
}

/* ------------------------------------------------------------------ */
/* Emission */

static IrId put(Slp *s, IrId i) {
  ir_inst_insert_before(s->f, s->at, i);
  return i;
}

static IrRef emit(Slp *s, int n) {
  Node *nd = &s->node[n];
  IrType vt = ir_type_vec(s->m, s->vf, s->elem);  /* every node: the stored type */
  IrFunc *f = s->f;
  switch (nd->kind) {
  case N_CONST:
    nd->vec = ir_const_agg(s->m, IR_CVEC, vt, s->vf, nd->lane);
    break;
  case N_GATHER: {
    IrRef acc = ir_const_poison(s->m, vt);
    for (unsigned l = 0; l < s->vf; l++) {
      IrId ins = ir_inst_new(f, IR_INSERTELT, vt, 3);
      ir_set_opnd(f, ins, 0, acc);
      ir_set_opnd(f, ins, 1, nd->lane[l]);
      ir_set_opnd(f, ins, 2, ir_const_i(s->m, IR_I32, l));
      acc = ir_inst_ref(put(s, ins));
    }
    nd->vec = acc;
    break;
  }
  case N_LOAD: {
    IrId l0 = ir_ref_idx(nd->lane[0]);
    IrId v = ir_inst_new(f, IR_LOAD, vt, 1);
    ir_set_opnd(f, v, 0, ir_opnd(f, l0, 0));
    f->insts[v].align = f->insts[l0].align ? f->insts[l0].align : ir_type_align(s->m, s->elem);
    nd->vec = ir_inst_ref(put(s, v));
    break;
  }
  case N_BIN: {
    IrRef a = emit(s, nd->op[0]), b = emit(s, nd->op[1]);
    IrId l0 = ir_ref_idx(nd->lane[0]);
    IrId v = ir_inst_new(f, (IrOp)f->insts[l0].op, vt, 2);
    ir_set_opnd(f, v, 0, a);
    ir_set_opnd(f, v, 1, b);
    f->insts[v].flags = f->insts[l0].flags;
    nd->vec = ir_inst_ref(put(s, v));
    break;
  }
  case N_STORE: {
    IrRef val = emit(s, nd->op[0]);
    IrId s0 = ir_ref_idx(nd->lane[0]);
    IrId v = ir_inst_new(f, IR_STORE, IR_VOID, 2);
    ir_set_opnd(f, v, 0, val);
    ir_set_opnd(f, v, 1, ir_opnd(f, s0, 1));
    f->insts[v].align = f->insts[s0].align ? f->insts[s0].align : ir_type_align(s->m, s->elem);
    nd->vec = ir_inst_ref(put(s, v));
    break;
  }
  }
  return nd->vec;
}

/* Uses outside the tree read an extract of their lane. */
static void extract_outside(Slp *s, int n) {
  Node *nd = &s->node[n];
  IrFunc *f = s->f;
  for (unsigned l = 0; l < s->vf; l++) {
    IrId i = ir_ref_idx(nd->lane[l]);
    IrId ex = IR_NIL;
    for (IrId u = f->insts[i].first_use, nx; u != IR_NIL; u = nx) {
      nx = f->uses[u].next;
      IrId user = f->uses[u].user;
      if (user < s->orig_ninsts && s->intree[user]) continue;
      if (ex == IR_NIL) {
        ex = ir_inst_new(f, IR_EXTRACTELT, s->f->insts[i].type, 2);
        ir_set_opnd(f, ex, 0, nd->vec);
        ir_set_opnd(f, ex, 1, ir_const_i(s->m, IR_I32, s->bugs.lane_swap ? (l + 1) % s->vf : l));
        put(s, ex);
      }
      ir_set_opnd(f, user, u - f->insts[user].op0, ir_inst_ref(ex));
    }
  }
}

/* ------------------------------------------------------------------ */
/* One group: stores[0..vf) in address order */

static void describe(Slp *s, char *buf, size_t n) {
  static const char *kn[] = {"store", "load", "bin", "const", "gather"};
  size_t k = 0;
  for (int i = 0; i < s->nnodes && k + 16 < n; i++)
    k += (size_t)snprintf(buf + k, n - k, "%s%s", i ? " " : "", kn[s->node[i].kind]);
}

/* Legality, the architecture filter, tiny trees and cost of the tree
 * built from root (c < 0: building failed); *cst gets the cost.  Sets
 * s->why on refusal. */
static bool judge(Slp *s, int c, int64_t *cst) {
  unsigned ext = 0;
  bool exact = false, gathers = false, arith = false;
  *cst = 0;
  if (c < 0) {
    s->why = "tree too large";
    return false;
  }
  if (!legal(s, &ext)) return false;
  *cst = cost(s, ext, &exact);
  for (int n = 0; n < s->nnodes; n++) {
    gathers |= s->node[n].kind == N_GATHER;
    arith |= s->node[n].kind == N_BIN;
  }
  if (arith && s->pc->knob[KNOB_SM] < arch_min_sm(s->m, s->elem))
    s->why = "not beneficial for the target architecture";
  else if (gathers && s->nnodes < s->pc->knob[KNOB_SLP_MIN_TREE_SIZE])
    s->why = "tree is tiny and not fully vectorizable";
  else if (!exact && *cst > -s->pc->knob[KNOB_SLP_THRESHOLD])
    s->why = "not beneficial";
  else
    return true;
  return false;
}

/* Emits the tree from root, extracts for outside uses, removes the
 * scalars. */
static void rewrite(Slp *s, int root) {
  emit(s, root);
  for (int n = 0; n < s->nnodes; n++)
    if (s->node[n].kind == N_LOAD || s->node[n].kind == N_BIN) extract_outside(s, n);
  /* remove the scalars: nodes in creation order (users first) */
  for (int n = 0; n < s->nnodes; n++) {
    if (s->node[n].kind == N_CONST || s->node[n].kind == N_GATHER) continue;
    for (unsigned l = 0; l < s->vf; l++) ir_inst_remove(s->f, ir_ref_idx(s->node[n].lane[l]));
  }
}

static void view_tree(Slp *s) {
  char tree[256] = "";
  describe(s, tree, sizeof tree);
  if (s->pc->knob[KNOB_VIEW_SLP_TREE]) pass_remark(s->pc, s->m, s->f, "SLP tree VF %u: %s", s->vf, tree);
}

static void untree(Slp *s) {
  for (int n = 0; n < s->nnodes; n++) {
    if (s->node[n].kind == N_CONST || s->node[n].kind == N_GATHER) continue;
    for (unsigned l = 0; l < s->vf; l++) s->intree[ir_ref_idx(s->node[n].lane[l])] = 0;
  }
}

static bool try_group(Slp *s, const IrId *st, unsigned vf, bool *changed) {
  s->vf = vf;
  s->nnodes = 0;
  s->first = IR_NIL;
  s->at = st[0];
  s->why = NULL;
  IrRef lanes[MAXVF], vals[MAXVF];
  for (unsigned l = 0; l < vf; l++) {
    lanes[l] = ir_inst_ref(st[l]);
    vals[l] = ir_opnd(s->f, st[l], 0);
    if (s->pos[st[l]] > s->pos[s->at]) s->at = st[l];
    note_first(s, st[l]);
    s->intree[st[l]] = 1;
  }
  int root = new_node(s, N_STORE, lanes);
  int c = build(s, vals, 1);
  if (c >= 0) s->node[root].op[0] = c;
  int64_t cst;
  bool ok = judge(s, c, &cst);
  view_tree(s);
  if (ok) {
    rewrite(s, root);
    *changed = true;
    pass_stat(s->pc, PASS_STAT_SLP_STORES);
    pass_remark(s->pc, s->m, s->f, "Stores SLP vectorized with cost %lld", (long long)cst);
  } else {
    pass_remark(s->pc, s->m, s->f, "Cannot SLP vectorize list: %u stores of VF %u: %s (cost %lld)", vf, vf,
                s->why ? s->why : "not beneficial", (long long)cst);
  }
  untree(s);
  return ok;
}

/* ------------------------------------------------------------------ */
/* Store chains of one block.
 *
 * Method: the candidate stores (plain, vectorizable element type) in
 * block order; for each, its successor in address order is the first of
 * the next LOOKUP candidates of the same type at distance +size (memdep,
 * a proof).  Chains start at stores without a predecessor and are cut into
 * groups of the selected VF from the lowest address; a failing group steps
 * its VF down (getNextLegalVF), each (offset, VF) tried once. */

enum { LOOKUP = 16 };

static void do_block(Slp *s, IrId b, bool *changed) {
  IrFunc *f = s->f;
  uint32_t p = 0, nst = 0;
  IR_FOR_INSTS(f, b, i) if (i < s->orig_ninsts) s->pos[i] = p++;
  IrId *st = pass_scratch(s->pc, (p + 1) * sizeof *st, NULL);
  IrId *next = pass_scratch(s->pc, (p + 1) * sizeof *next, NULL);
  uint8_t *haspred = pass_scratch(s->pc, p + 1, NULL);
  if (!st || !next || !haspred) return;
  IR_FOR_INSTS(f, b, i) {
    const IrInst *in = &f->insts[i];
    if (in->op == IR_STORE && plain(in) && ptx_ceiling(s->m, ir_value_type(f, ir_opnd(f, i, 0))))
      st[nst++] = i;
  }
  MemAccess a, c;
  for (uint32_t k = 0; k < nst; k++) {
    next[k] = IR_NIL;
    memdep_access(s->m, f, st[k], &a);
    IrType t = ir_value_type(f, ir_opnd(f, st[k], 0));
    for (uint32_t j = k > LOOKUP ? k - LOOKUP : 0; j < nst && j <= k + LOOKUP && next[k] == IR_NIL; j++) {
      if (j == k || haspred[j]) continue;
      if (ir_value_type(f, ir_opnd(f, st[j], 0)) != t) continue;
      memdep_access(s->m, f, st[j], &c);
      int64_t dist;
      bool known;
      if (memdep_query(s->A->S, &a, &c, &dist, &known) == MEMDEP_DISJOINT && known &&
          dist == (int64_t)a.size) {
        next[k] = j;
        haspred[j] = 1;
      }
    }
  }
  for (uint32_t h = 0; h < nst; h++) {
    if (haspred[h] || next[h] == IR_NIL) continue;
    IrId chain[MAXVF * 4];
    unsigned len = 0;
    for (uint32_t k = h; k != IR_NIL && len < MAXVF * 4; k = next[k]) chain[len++] = st[k];
    s->elem = ir_value_type(f, ir_opnd(f, chain[0], 0));
    unsigned vf0 = select_vf(s, s->elem);
    if (s->pc->knob[KNOB_SLP_MAX_VF] && pow2_floor(len + 1) == len + 1 && len <= MAXVF &&
        len <= (unsigned)s->pc->knob[KNOB_SLP_MAX_VF])
      vf0 = len;   /* adjustVF: a non-power-of-two VF */
    uint64_t tried[64];
    unsigned ntried = 0;
    unsigned off = 0;
    while (off + 2 <= len) {
      unsigned vf = vf0 <= len - off ? vf0 : pow2_floor(len - off);
      bool done = false;
      while (vf >= 2) {
        uint64_t key = (uint64_t)off << 32 | vf;
        bool seen = false;
        for (unsigned t = 0; t < ntried; t++) seen |= tried[t] == key;
        if (!seen) {
          if (ntried < 64) tried[ntried++] = key;
          if (try_group(s, chain + off, vf, changed)) {
            off += vf;
            done = true;
            break;
          }
        }
        vf = next_legal_vf(vf);
      }
      if (!done) off++;
    }
  }
}

/* ------------------------------------------------------------------ */
/* Straight-line SLP (seed 003 "Straight-Line SLP", sub_2BCE070).
 *
 * Method.  What seeds a group here is what no store chain does: the
 * block's plain loads of one element type at consecutive addresses (memdep
 * proves a distance of one element) that each have one use, by a
 * non-trapping binary operation of that type in the block, the users
 * isomorphic (same opcode, type and flags) and holding the load in the
 * same operand position (any position when the operation commutes:
 * reorder() then lines the operands up).  The chain of those loads in
 * address order (each load's successor looked for among the next LOOKUP
 * candidates, as for store chains) is cut into groups of VF users from
 * the lowest address.  A group is lifted while every lane has exactly one
 * use, by an isomorphic binary bundle of the same type (the tree's root is
 * the topmost bundle, so that only its values need extracts), then the
 * tree is built bottom-up from the root down to the loads (build), judged
 * (judge: the root's outside uses and every member's come after the
 * insertion point, the last root lane; loads move there only past
 * proved-disjoint writes; cost with one extract per outside use) and
 * emitted (rewrite).  Remarks: "SLP vectorized with cost N" and "Cannot
 * SLP vectorize list: ...".
 *
 * What bounds it: the VF is the seed's selection for the element type
 * (select_vf, split cost above the PTX ceiling), capped by qword_500FEE8
 * when that is nonzero (the seed: "Maximum VF override for straight-line
 * SLP (sub_2BCE070), separate from horizontal reduction"; below 2 the
 * entry point is off) and by SLPMaxVF, with adjustVF's non-power-of-two
 * VF as for store chains; on failure the VF steps down (getNextLegalVF,
 * minimum 2), each (offset, VF) tried once; slp-schedule-budget,
 * slp-recursion-max-depth and slp-min-tree-size as for store trees.
 * It runs after the store chains and the reductions of the block, on
 * what they left. */

/* The user of load i a straight-line group is seeded by, IR_NIL if none;
 * *pos gets the load's operand position in it. */
static IrId line_user(const Slp *s, IrId i, unsigned *pos) {
  const IrInst *in = &s->f->insts[i];
  if (i >= s->orig_ninsts || in->op != IR_LOAD || !plain(in) || !ptx_ceiling(s->m, in->type) ||
      !single_use(s->f, i))
    return IR_NIL;
  IrId u = s->f->insts[i].first_use, user = s->f->uses[u].user;
  const IrInst *ui = &s->f->insts[user];
  if (user >= s->orig_ninsts || ui->block != in->block || ir_opinfo[ui->op].shape != IR_SH_BIN ||
      (ir_opinfo[ui->op].props & IR_P_TRAPS) || ui->type != in->type)
    return IR_NIL;
  *pos = u - ui->op0;
  return user;
}

/* Whether two seed users can be lanes of one group. */
static bool line_match(const Slp *s, IrId u, unsigned pu, IrId v, unsigned pv) {
  const IrInst *a = &s->f->insts[u], *b = &s->f->insts[v];
  bool comm = (ir_opinfo[a->op].props & IR_P_COMM) || s->bugs.swap_noncomm;
  if (u == v || a->op != b->op || a->type != b->type || a->flags != b->flags || !(comm || pu == pv)) return false;
  for (unsigned o = 0; o < 2; o++)   /* one lane feeding the other (a chain): not a bundle */
    if (ir_ref_eq(ir_opnd(s->f, u, o), ir_inst_ref(v)) || ir_ref_eq(ir_opnd(s->f, v, o), ir_inst_ref(u)))
      return false;
  return true;
}

/* Lifts the root bundle while every lane's single user continues it. */
static void line_lift(Slp *s, IrRef *lanes, IrId blk) {
  for (int64_t d = 0; d < s->pc->knob[KNOB_SLP_RECURSION_MAX_DEPTH]; d++) {
    IrRef up[MAXVF];
    for (unsigned l = 0; l < s->vf; l++) {
      IrId i = ir_ref_idx(lanes[l]);
      if (!single_use(s->f, i)) return;
      up[l] = ir_inst_ref(s->f->uses[s->f->insts[i].first_use].user);
    }
    if (!isomorphic(s, up, blk)) return;
    const IrInst *u0 = &s->f->insts[ir_ref_idx(up[0])];
    if (ir_opinfo[u0->op].shape != IR_SH_BIN || (ir_opinfo[u0->op].props & IR_P_TRAPS) || u0->type != s->elem)
      return;
    for (unsigned l = 0; l < s->vf; l++)   /* a lane feeding another lane's user: not a bundle */
      for (unsigned k = 0; k < s->vf; k++)
        if (ir_ref_eq(ir_opnd(s->f, ir_ref_idx(up[k]), 0), up[l]) || ir_ref_eq(ir_opnd(s->f, ir_ref_idx(up[k]), 1), up[l]))
          return;
    memcpy(lanes, up, s->vf * sizeof *up);
  }
}

static bool try_line(Slp *s, const IrId *us, unsigned vf, bool *changed) {
  IrId blk = s->f->insts[us[0]].block;
  IrRef lanes[MAXVF];
  s->vf = vf;
  s->nnodes = 0;
  s->first = IR_NIL;
  s->why = NULL;
  s->elem = s->f->insts[us[0]].type;
  for (unsigned l = 0; l < vf; l++) lanes[l] = ir_inst_ref(us[l]);
  line_lift(s, lanes, blk);
  bool stored = true;   /* values that only feed stores: the store chains' (tried before) */
  for (unsigned l = 0; l < vf && stored; l++) {
    IrId i = ir_ref_idx(lanes[l]);
    stored = single_use(s->f, i) && s->f->insts[s->f->uses[s->f->insts[i].first_use].user].op == IR_STORE;
  }
  if (stored) return false;
  s->at = ir_ref_idx(lanes[0]);
  for (unsigned l = 1; l < vf; l++)
    if (s->pos[ir_ref_idx(lanes[l])] > s->pos[s->at]) s->at = ir_ref_idx(lanes[l]);
  const char *opn = ir_opinfo[s->f->insts[s->at].op].text;
  int root = build(s, lanes, 1);
  int64_t cst = 0;
  bool ok;
  if (root >= 0 && s->node[root].kind != N_BIN) {
    s->why = "not isomorphic";
    ok = false;
  } else {
    ok = judge(s, root, &cst);
  }
  view_tree(s);
  if (ok) {
    rewrite(s, root);
    *changed = true;
    pass_stat(s->pc, PASS_STAT_SLP_LINE);
    pass_remark(s->pc, s->m, s->f, "SLP vectorized with cost %lld", (long long)cst);
  } else {
    pass_remark(s->pc, s->m, s->f, "Cannot SLP vectorize list: %u %s of VF %u: %s (cost %lld)", vf, opn, vf,
                s->why ? s->why : "not beneficial", (long long)cst);
  }
  untree(s);
  return ok;
}

/* The VF of a straight-line group of len users of type t: 0 when the
 * entry point is off. */
static unsigned line_vf(Slp *s, IrType t, unsigned len) {
  unsigned vf = select_vf(s, t);
  int64_t mx = s->pc->knob[KNOB_QWORD_500FEE8];
  if (mx && vf > (unsigned)mx) vf = pow2_floor((uint64_t)mx);
  if (s->pc->knob[KNOB_SLP_MAX_VF] && pow2_floor(len + 1) == len + 1 && len <= MAXVF &&
      len <= (unsigned)s->pc->knob[KNOB_SLP_MAX_VF] && (!mx || len <= (unsigned)mx))
    vf = len;   /* adjustVF: a non-power-of-two VF */
  return vf >= 2 ? vf : 0;
}

enum { CHAIN = MAXVF * 4 };

static bool line_chain(Slp *s, const IrId *chain, unsigned len, bool *changed);

static void do_block_line(Slp *s, IrId b, bool *changed) {
  IrFunc *f = s->f;
  uint32_t n = 0, nc = 0;
  IR_FOR_INSTS(f, b, i) n++;
  IrId *ld = pass_scratch(s->pc, (n + 1) * sizeof *ld, NULL);
  IrId *us = pass_scratch(s->pc, (n + 1) * sizeof *us, NULL);
  uint8_t *upos = pass_scratch(s->pc, n + 1, NULL);
  uint32_t *next = pass_scratch(s->pc, (n + 1) * sizeof *next, NULL);
  uint8_t *haspred = pass_scratch(s->pc, n + 1, NULL);
  if (!ld || !us || !upos || !next || !haspred) return;
  IR_FOR_INSTS(f, b, i) {
    unsigned p;
    IrId u = line_user(s, i, &p);
    if (u == IR_NIL) continue;
    ld[nc] = i, us[nc] = u, upos[nc++] = (uint8_t)p;
  }
  MemAccess a, c;
  for (uint32_t k = 0; k < nc; k++) {
    next[k] = IR_NIL;
    memdep_access(s->m, f, ld[k], &a);
    for (uint32_t j = k > LOOKUP ? k - LOOKUP : 0; j < nc && j <= k + LOOKUP && next[k] == IR_NIL; j++) {
      if (j == k || haspred[j] || f->insts[ld[j]].type != f->insts[ld[k]].type ||
          !line_match(s, us[k], upos[k], us[j], upos[j]))
        continue;
      memdep_access(s->m, f, ld[j], &c);
      int64_t dist;
      bool known;
      if (memdep_query(s->A->S, &a, &c, &dist, &known) == MEMDEP_DISJOINT && known && dist == (int64_t)a.size) {
        next[k] = j;
        haspred[j] = 1;
      }
    }
  }
  for (uint32_t h = 0; h < nc; h++) {
    if (haspred[h] || next[h] == IR_NIL) continue;
    for (uint32_t k = h; k != IR_NIL;) {   /* a long chain in pieces of at most CHAIN */
      IrId chain[CHAIN];
      unsigned len = 0;
      for (; k != IR_NIL && len < CHAIN; k = next[k]) chain[len++] = us[k];
      if (!line_chain(s, chain, len, changed)) return;
    }
  }
}

/* One piece of a chain: groups of VF users from the lowest address, the
 * VF stepping down on failure.  False when the entry point is off. */
static bool line_chain(Slp *s, const IrId *chain, unsigned len, bool *changed) {
  IrFunc *f = s->f;
  unsigned vf0 = line_vf(s, f->insts[chain[0]].type, len);
  if (!vf0) return false;
  uint64_t tried[64];
  unsigned ntried = 0, off = 0;
  while (off + 2 <= len) {
    unsigned vf = vf0 <= len - off ? vf0 : pow2_floor(len - off);
    bool done = false;
    for (; vf >= 2 && !done; vf = next_legal_vf(vf)) {
      uint64_t key = (uint64_t)off << 32 | vf;
      bool seen = false;
      for (unsigned t = 0; t < ntried; t++) seen |= tried[t] == key;
      if (seen) continue;
      if (ntried < 64) tried[ntried++] = key;
      bool live = true;   /* a group of another chain may have taken a lane */
      for (unsigned l = 0; l < vf; l++) live &= f->insts[chain[off + l]].op != IR_NOP;
      if (live && try_line(s, chain + off, vf, changed)) {
        off += vf;
        done = true;
      }
    }
    if (!done) off++;
  }
  return true;
}

/* ------------------------------------------------------------------ */
/* Horizontal reductions (seed 003 "Horizontal Reduction SLP").
 *
 * Method.  A reduction is a tree of one associative, commutative operation
 * (add, mul, and, or, xor, smin/smax/umin/umax; fadd, fmul, fmin = minnum,
 * fmax = maxnum only when every operation carries reassoc) inside one
 * block: its interior nodes have exactly one use, the parent; its root is
 * an operation not used that way (stored, returned, compared, combined
 * with another operation).  The leaves (operands that are not tree nodes),
 * left to right, are the reduction operands.  Constant leaves are folded
 * (integers) into one "const.rdx" operation at the end.  The others form
 * the lanes: runs of VF consecutive plain loads (memdep proves the
 * distance, and that no write between a load and the root may alias it)
 * become one vector load; at VF, with gathers, the remaining operands fill
 * insertelement bundles of VF lanes; what is left is combined as scalar
 * "op.extra".  The bundles are combined lanewise ("op.rdx"), then reduced
 * pairwise: rdx.shuf.l takes the even lanes, rdx.shuf.r the odd ones,
 * op.rdx combines them, until two lanes remain, extracted and combined.
 * Integer operations drop nsw/nuw (wrapping arithmetic is associative, so
 * the result is exact where the source was not poison); FP ones keep the
 * chain's common flags without nnan/ninf (a reordered partial sum may
 * overflow where the source's did not).
 *
 * VF: the seed's selection (select_vf) for the element type, minimum 4
 * operands (3 when slp-max-vf is set, and then n operands with n + 1 a
 * power of two try VF n: adjustVF); on an unprofitable tree the VF steps
 * down (getNextLegalVF), first with gathered bundles, then with load
 * bundles only.  Cost (vector minus scalar, the seed's tables): a vector
 * load of VF adjacent loads 1 - VF, an insertelement 1 per non-constant
 * lane, a lanewise vector operation VF x the scalar cost (2 for 64-bit,
 * else 1), the reduction log2-steps each a shuffle or extract (1) and one
 * operation; the removed scalar operations count negative.  Vectorize when
 * cost <= -slp-threshold; otherwise "HorSLPNotBeneficial".  Tree size in
 * the remark: the bundles plus the reduction.
 *
 * Roots: slp-vectorize-hor enables the entry point; a root whose every use
 * is a store's value is a reduction "feeding into a store", tried only with
 * slp-vectorize-hor-store (LLVM's SLPVectorizeHorStore); others (returned,
 * compared, combined further, phi) need slp-vectorize-hor only. */

enum { MAXLEAVES = 64 };

typedef struct Rdx {
  IrOp op;            /* the opcode; IR_CALL for min/max */
  IrIntrin in;        /* the intrinsic of a min/max call */
  IrType t;           /* the scalar type */
  bool fp;
  uint32_t flags;     /* common flags of the chain */
  bool reassoc;       /* FP: every operation carries reassoc */
  IrId node[MAXLEAVES];
  unsigned nnode;
  IrRef leaf[MAXLEAVES];
  unsigned nleaf;
  bool full;          /* too many leaves: not tried */
} Rdx;

/* The reduction kind of instruction i: false when it is none. */
static bool rdx_kind(const Slp *s, IrId i, IrOp *op, IrIntrin *in) {
  const IrInst *x = &s->f->insts[i];
  *in = IR_IN_NONE;
  switch ((IrOp)x->op) {
  case IR_ADD: case IR_MUL: case IR_AND: case IR_OR: case IR_XOR: case IR_FADD: case IR_FMUL:
    *op = (IrOp)x->op;
    break;
  case IR_CALL: {
    IrRef c = ir_opnd(s->f, i, 0);
    if (!ir_ref_is(c, IR_RFUNC) || x->nops != 3) return false;
    IrIntrin id = (IrIntrin)ir_func(s->m, ir_ref_idx(c))->intrin;
    if (id != IR_IN_LLVM_SMIN && id != IR_IN_LLVM_SMAX && id != IR_IN_LLVM_UMIN && id != IR_IN_LLVM_UMAX &&
        id != IR_IN_LLVM_MINNUM && id != IR_IN_LLVM_MAXNUM)
      return false;
    *op = IR_CALL;
    *in = id;
    break;
  }
  default: return false;
  }
  return ptx_ceiling(s->m, x->type) != 0;
}

static bool same_kind(const Slp *s, IrRef v, const Rdx *r, IrId blk) {
  if (!is_inst_in(s, v, blk)) return false;
  IrId i = ir_ref_idx(v);
  IrOp op;
  IrIntrin in;
  return rdx_kind(s, i, &op, &in) && op == r->op && in == r->in && s->f->insts[i].type == r->t;
}


/* Interior node test: i has one use, by an operation of its kind in the block. */
static bool is_interior(const Slp *s, IrId i) {
  if (!single_use(s->f, i)) return false;
  IrId user = s->f->uses[s->f->insts[i].first_use].user;
  IrOp a, b;
  IrIntrin ia, ib;
  if (user >= s->orig_ninsts || s->f->insts[user].block != s->f->insts[i].block) return false;
  return rdx_kind(s, i, &a, &ia) && rdx_kind(s, user, &b, &ib) && a == b && ia == ib &&
         s->f->insts[user].type == s->f->insts[i].type;
}

static void rdx_collect(Slp *s, Rdx *r, IrId i, IrId blk) {
  if (r->nnode == MAXLEAVES) {
    r->full = true;
    return;
  }
  r->node[r->nnode++] = i;
  const IrInst *x = &s->f->insts[i];
  r->flags &= x->flags;
  r->reassoc &= (x->flags & IR_F_REASSOC) != 0;
  unsigned o0 = r->op == IR_CALL ? 1 : 0;
  for (unsigned o = o0; o < o0 + 2 && !r->full; o++) {
    IrRef v = ir_opnd(s->f, i, o);
    if (same_kind(s, v, r, blk) && single_use(s->f, ir_ref_idx(v))) {
      rdx_collect(s, r, ir_ref_idx(v), blk);
    } else if (r->nleaf == MAXLEAVES) {
      r->full = true;
    } else {
      r->leaf[r->nleaf++] = v;
    }
  }
}

/* Integer constant folding of op (width w). */
static uint64_t fold_int(const Rdx *r, unsigned w, uint64_t a, uint64_t b) {
  switch (r->op) {
  case IR_ADD: return (a + b) & ir_mask(w);
  case IR_MUL: return (a * b) & ir_mask(w);
  case IR_AND: return a & b;
  case IR_OR: return a | b;
  case IR_XOR: return a ^ b;
  default: break;
  }
  switch (r->in) {
  case IR_IN_LLVM_SMIN: return ir_sext(a, w) <= ir_sext(b, w) ? a : b;
  case IR_IN_LLVM_SMAX: return ir_sext(a, w) >= ir_sext(b, w) ? a : b;
  case IR_IN_LLVM_UMIN: return a <= b ? a : b;
  default: return a >= b ? a : b;
  }
}

/* One plan: the bundles at VF.  kind 0 load bundle, 1 gather. */
typedef struct Plan {
  unsigned vf, nb, nextra;
  uint8_t bkind[MAXLEAVES];
  IrRef lanes[MAXLEAVES][MAXVF];
  IrRef extra[MAXLEAVES];
  int64_t cost;
} Plan;

/* Whether load i may move down to the insertion point s->at. */
static bool load_moves(Slp *s, IrId i) {
  MemAccess a;
  if (!memdep_access(s->m, s->f, i, &a) || !plain(&s->f->insts[i])) return false;
  for (IrId x = s->f->insts[i].next; x != IR_NIL && x != s->at; x = s->f->insts[x].next)
    if (!may_move_past(s, &a, x)) return false;
  return true;
}

/* The reduction steps of rdx_emit for n lanes: a halving (two shuffles
 * and an operation), an odd lane (extract and operation), the last pair
 * (two extracts and an operation), each costed as one step. */
static unsigned rdx_steps(unsigned n) {
  unsigned k = 0;
  while (n > 2) {
    if (n & 1) {
      k++;
      if (--n == 2) break;
    }
    n /= 2;
    k++;
  }
  return k + 1;
}

static void rdx_plan(Slp *s, const Rdx *r, const IrRef *var, unsigned nvar, const int *next, unsigned vf,
                     bool gathers, Plan *P) {
  IrFunc *f = s->f;
  uint8_t used[MAXLEAVES] = {0};
  int64_t sc = ir_type_bits(s->m, r->t) > 32 ? 2 : 1;
  int64_t split = (int64_t)pieces(s->m, r->t, vf) - 1;   /* above the PTX ceiling, see cost() */
  P->vf = vf;
  P->nb = P->nextra = 0;
  P->cost = 0;
  uint8_t haspred[MAXLEAVES] = {0};
  for (unsigned k = 0; k < nvar; k++)
    if (next[k] >= 0) haspred[next[k]] = 1;
  for (unsigned h = 0; h < nvar; h++) {
    if (haspred[h] || next[h] < 0) continue;
    int run[MAXLEAVES];
    unsigned len = 0;
    for (int k = (int)h; k >= 0 && len < MAXLEAVES; k = next[k]) run[len++] = k;
    for (unsigned off = 0; off + vf <= len; off += vf) {
      bool ok = true;
      for (unsigned l = 0; l < vf && ok; l++) ok = load_moves(s, ir_ref_idx(var[run[off + l]]));
      if (!ok) continue;
      for (unsigned l = 0; l < vf; l++) {
        P->lanes[P->nb][l] = var[run[off + l]];
        used[run[off + l]] = 1;
      }
      P->bkind[P->nb++] = 0;
      P->cost += split + 1 - (int64_t)vf;   /* P accesses (split at the ceiling) */
    }
  }
  unsigned rest[MAXLEAVES], nrest = 0;
  for (unsigned k = 0; k < nvar; k++)
    if (!used[k]) rest[nrest++] = k;
  unsigned k = 0;
  if (gathers)
    for (; k + vf <= nrest; k += vf) {
      for (unsigned l = 0; l < vf; l++) P->lanes[P->nb][l] = var[rest[k + l]];
      P->bkind[P->nb++] = 1;
      P->cost += vf + split;
    }
  for (; k < nrest; k++) P->extra[P->nextra++] = var[rest[k]];
  (void)f;
  if (!P->nb) return;
  /* vector: lanewise combines, the reduction steps; scalar ops removed:
   * the bundled lanes' share (each bundled lane saved one operation, the
   * reduction's result takes the place of one) */
  P->cost += (int64_t)(P->nb - 1) * (vf * sc + split);
  P->cost += (int64_t)rdx_steps(vf) * (1 + sc);
  P->cost -= ((int64_t)P->nb * vf - 1) * sc;
}

static IrRef put_new(Slp *s, IrOp op, IrType t, unsigned nops, const IrRef *ops, const char *name) {
  IrId i = ir_inst_new(s->f, op, t, nops);
  for (unsigned k = 0; k < nops; k++) ir_set_opnd(s->f, i, k, ops[k]);
  if (name) s->f->insts[i].name = ir_strz(s->m, name);
  return ir_inst_ref(put(s, i));
}

/* op(a, b) at type t (scalar or vector) with the reduction's flags. */
static IrRef rdx_op(Slp *s, const Rdx *r, IrType t, IrRef a, IrRef b, const char *name) {
  IrRef res;
  if (r->op == IR_CALL) {
    uint32_t fi = ir_declare_intrin(s->m, r->in, t);
    IrRef ops[3] = {ir_ref(IR_RFUNC, fi), a, b};
    res = put_new(s, IR_CALL, t, 3, ops, name);
    s->f->insts[ir_ref_idx(res)].aux = r->in;
    s->f->insts[ir_ref_idx(res)].auxty = t;
  } else {
    IrRef ops[2] = {a, b};
    res = put_new(s, r->op, t, 2, ops, name);
  }
  s->f->insts[ir_ref_idx(res)].flags = r->fp ? r->flags & ~(uint32_t)(IR_F_NNAN | IR_F_NINF) : 0;
  return res;
}

static IrRef extract(Slp *s, const Rdx *r, IrRef v, unsigned lane) {
  IrRef ops[2] = {v, ir_const_i(s->m, IR_I32, lane)};
  return put_new(s, IR_EXTRACTELT, r->t, 2, ops, NULL);
}

static IrRef rdx_emit(Slp *s, const Rdx *r, const Plan *P, const IrRef *consts, unsigned nconst) {
  IrFunc *f = s->f;
  unsigned vf = P->vf;
  IrType vt = ir_type_vec(s->m, vf, r->t);
  IrRef acc = IR_NOREF;
  for (unsigned b = 0; b < P->nb; b++) {
    IrRef v;
    if (P->bkind[b] == 0) {
      IrId l0 = ir_ref_idx(P->lanes[b][0]);
      IrRef ops[1] = {ir_opnd(f, l0, 0)};
      v = put_new(s, IR_LOAD, vt, 1, ops, NULL);
      f->insts[ir_ref_idx(v)].align = f->insts[l0].align ? f->insts[l0].align : ir_type_align(s->m, r->t);
    } else {
      v = ir_const_poison(s->m, vt);
      for (unsigned l = 0; l < vf; l++) {
        IrRef ops[3] = {v, P->lanes[b][l], ir_const_i(s->m, IR_I32, l)};
        v = put_new(s, IR_INSERTELT, vt, 3, ops, NULL);
      }
    }
    acc = b ? rdx_op(s, r, vt, acc, v, "op.rdx") : v;
  }
  /* pairwise reduction: even lanes with odd lanes */
  unsigned n = vf;
  IrRef extras[MAXVF];
  unsigned nx = 0;
  bool first = true;
  while (n > 2) {
    if (n & 1) extras[nx++] = extract(s, r, acc, --n);
    if (n == 2) break;
    unsigned h = n / 2;
    IrRef ml[MAXVF], mr[MAXVF];
    for (unsigned l = 0; l < h; l++) {
      ml[l] = ir_const_i(s->m, IR_I32, 2 * l);
      mr[l] = ir_const_i(s->m, IR_I32, 2 * l + 1);
    }
    if (first && s->bugs.rdx_drop_lane) mr[h - 1] = ml[h - 1];   /* doubles one lane, drops another */
    first = false;
    IrType mt = ir_type_vec(s->m, h, IR_I32), ht = ir_type_vec(s->m, h, r->t);
    IrRef pz = ir_const_poison(s->m, ir_value_type(f, acc));
    IrRef ol[3] = {acc, pz, ir_const_agg(s->m, IR_CVEC, mt, h, ml)};
    IrRef orr[3] = {acc, pz, ir_const_agg(s->m, IR_CVEC, mt, h, mr)};
    IrRef lv = put_new(s, IR_SHUFFLE, ht, 3, ol, "rdx.shuf.l");
    IrRef rv = put_new(s, IR_SHUFFLE, ht, 3, orr, "rdx.shuf.r");
    acc = rdx_op(s, r, ht, lv, rv, "op.rdx");
    n = h;
  }
  IrRef e0 = extract(s, r, acc, 0);
  IrRef e1 = extract(s, r, acc, first && s->bugs.rdx_drop_lane ? 0 : 1);
  IrRef res = rdx_op(s, r, r->t, e0, e1, "op.rdx");
  for (unsigned k = 0; k < nx; k++) res = rdx_op(s, r, r->t, res, extras[k], "op.extra");
  for (unsigned k = 0; k < P->nextra; k++) res = rdx_op(s, r, r->t, res, P->extra[k], "op.extra");
  for (unsigned k = 0; k < nconst; k++) res = rdx_op(s, r, r->t, res, consts[k], "const.rdx");
  return res;
}

/* NVIDIA's paired fadd bundle merge (seed 003 "Paired fadd Bundle
 * Merge"), in this pass's terms: when the chosen plan is exactly two
 * bundles and both are fadd load bundles (try), it validates the merge
 * (the operation commutes and reassociates: every kind accepted here
 * does, fadd because the whole tree carries reassoc; the second bundle
 * continues the first in memory; the merged width stays within SLPMaxVF
 * when that is set and within the 512-bit scheduling width) and rewrites
 * the plan as one bundle of twice the lanes (one wider vector load, split
 * by the backend at the PTX ceiling) reduced directly: the lanewise
 * combine of the two bundles becomes one more shuffle step.  The cost
 * changes by -VF x scalar (the lanewise operation) + one step + one split;
 * the merge happens only when that is not worse.  Deviation: the seed's
 * SM reduction-type bitmask (0x10804) names types this IR does not have;
 * the classification here is by the operation (all accepted ones commute). */
static void rdx_merge_fadd(Slp *s, const Rdx *r, Plan *P) {
  if (r->op != IR_FADD || P->nb != 2 || P->bkind[0] || P->bkind[1] || 2 * P->vf > MAXVF) return;
  int64_t mx = s->pc->knob[KNOB_SLP_MAX_VF];
  unsigned ebits = ir_type_bits(s->m, r->t), vf = P->vf;
  if ((mx && 2 * vf > (unsigned)mx) || 2 * vf * ebits > 512) return;
  MemAccess a, b;
  int64_t dist;
  bool known;
  if (!memdep_access(s->m, s->f, ir_ref_idx(P->lanes[0][0]), &a) ||
      !memdep_access(s->m, s->f, ir_ref_idx(P->lanes[1][0]), &b) ||
      memdep_query(s->A->S, &a, &b, &dist, &known) != MEMDEP_DISJOINT || !known || dist != (int64_t)(vf * a.size))
    return;
  int64_t sc = ebits > 32 ? 2 : 1;
  int64_t delta = -(int64_t)vf * sc + (1 + sc) + (2 * vf > ptx_ceiling(s->m, r->t) ? 1 : 0);
  if (delta > 0) return;
  memcpy(&P->lanes[0][vf], P->lanes[1], vf * sizeof P->lanes[0][0]);
  P->vf = 2 * vf;
  P->nb = 1;
  P->cost += delta;
  pass_remark(s->pc, s->m, s->f, "SLP merged two paired fadd bundles of VF %u into one of VF %u", vf, 2 * vf);
  pass_stat(s->pc, PASS_STAT_SLP_FADD_MERGE);
}

static const char *rdx_name(const Rdx *r) {
  switch (r->in) {
  case IR_IN_LLVM_SMIN: return "smin";
  case IR_IN_LLVM_SMAX: return "smax";
  case IR_IN_LLVM_UMIN: return "umin";
  case IR_IN_LLVM_UMAX: return "umax";
  case IR_IN_LLVM_MINNUM: return "fmin";
  case IR_IN_LLVM_MAXNUM: return "fmax";
  default: return ir_opinfo[r->op].text;
  }
}

static void rdx_root(Slp *s, IrId root, Rdx *r, Plan *P, bool *changed) {
  IrFunc *f = s->f;
  IrId blk = f->insts[root].block;
  memset(r, 0, sizeof *r);
  rdx_kind(s, root, &r->op, &r->in);
  r->t = f->insts[root].type;
  r->fp = ir_type_is_fp(s->m, r->t);
  r->flags = ~0u;
  r->reassoc = true;
  rdx_collect(s, r, root, blk);
  if (r->full) return;
  /* the operands: folded constants, variable lanes */
  unsigned w = ir_type_bits(s->m, r->t);
  IrRef var[MAXLEAVES], consts[MAXLEAVES];
  unsigned nvar = 0, nconst = 0;
  uint64_t cacc = 0;
  for (unsigned k = 0; k < r->nleaf; k++) {
    IrRef v = r->leaf[k];
    uint64_t bits;
    if (!r->fp && ir_const_scalar_bits(s->m, v, true, &bits)) {
      cacc = nconst ? fold_int(r, w, cacc, bits & ir_mask(w)) : bits & ir_mask(w);
      consts[nconst++] = v;
    } else if (r->fp && ir_ref_is(v, IR_RCONST) && ir_const(s->m, v)->kind == IR_CFP) {
      consts[nconst++] = v;
    } else {
      var[nvar++] = v;
    }
  }
  unsigned minvf = s->pc->knob[KNOB_SLP_MAX_VF] ? 3 : 4;
  if (nvar < minvf) return;
  if (r->fp && !r->reassoc) {
    pass_remark(s->pc, s->m, s->f,
                "Cannot SLP vectorize list: horizontal reduction of %u %s operands: not every operation "
                "carries reassoc",
                nvar, rdx_name(r));
    return;
  }
  if (s->pc->knob[KNOB_SM] < arch_min_sm(s->m, r->t)) {
    pass_remark(s->pc, s->m, s->f,
                "Cannot SLP vectorize list: horizontal reduction of %u %s operands: not beneficial for the "
                "target architecture (sm_%lld)",
                nvar, rdx_name(r), (long long)s->pc->knob[KNOB_SM]);
    return;
  }
  if (!r->fp && nconst > 1) {
    consts[0] = ir_const_int(s->m, r->t, cacc, 0);
    nconst = 1;
  }
  s->at = root;
  /* consecutive plain single-use loads among the lanes */
  int next[MAXLEAVES];
  MemAccess a, c;
  for (unsigned k = 0; k < nvar; k++) {
    next[k] = -1;
    if (!is_inst_in(s, var[k], blk) || f->insts[ir_ref_idx(var[k])].op != IR_LOAD ||
        !single_use(f, ir_ref_idx(var[k])) || !memdep_access(s->m, f, ir_ref_idx(var[k]), &a) || !plain(&f->insts[a.inst]))
      continue;
    for (unsigned j = 0; j < nvar && next[k] < 0; j++) {
      if (j == k || !is_inst_in(s, var[j], blk) || f->insts[ir_ref_idx(var[j])].op != IR_LOAD ||
          !single_use(f, ir_ref_idx(var[j])) || !memdep_access(s->m, f, ir_ref_idx(var[j]), &c) ||
          !plain(&f->insts[c.inst]))
        continue;
      int64_t dist;
      bool known;
      if (memdep_query(s->A->S, &a, &c, &dist, &known) == MEMDEP_DISJOINT && known && dist == (int64_t)a.size) {
        bool taken = false;
        for (unsigned q = 0; q < k; q++) taken |= next[q] == (int)j;
        if (!taken) next[k] = (int)j;
      }
    }
  }
  unsigned vf = select_vf(s, r->t);
  if (s->pc->knob[KNOB_SLP_MAX_VF] && pow2_floor(nvar + 1) == nvar + 1 && nvar <= MAXVF &&
      nvar <= (unsigned)s->pc->knob[KNOB_SLP_MAX_VF])
    vf = nvar;   /* adjustVF: a non-power-of-two VF */
  /* slp-schedule-budget: the region from the earliest tree operation to the root */
  IrId first = root;
  for (unsigned k = 0; k < r->nnode; k++)
    if (s->pos[r->node[k]] < s->pos[first]) first = r->node[k];
  if (s->pos[root] - s->pos[first] > (uint64_t)s->pc->knob[KNOB_SLP_SCHEDULE_BUDGET]) {
    pass_remark(s->pc, s->m, s->f,
                "Cannot SLP vectorize list: horizontal reduction of %u %s operands: exceeds the scheduling budget",
                nvar, rdx_name(r));
    return;
  }
  int64_t thr = -s->pc->knob[KNOB_SLP_THRESHOLD], best = INT64_MAX;
  bool ok = false;
  for (; vf >= minvf && !ok; vf = next_legal_vf(vf)) {
    for (int g = 1; g >= 0 && !ok; g--) {
      rdx_plan(s, r, var, nvar, next, vf, g, P);
      if (!P->nb) continue;
      if (P->cost < best) best = P->cost;
      ok = P->cost <= thr;
      if (s->pc->knob[KNOB_VIEW_SLP_TREE]) {
        char tree[128];
        size_t n = (size_t)snprintf(tree, sizeof tree, "%s", rdx_name(r));
        for (unsigned b = 0; b < P->nb && n + 8 < sizeof tree; b++)
          n += (size_t)snprintf(tree + n, sizeof tree - n, " %s", P->bkind[b] ? "gather" : "load");
        pass_remark(s->pc, s->m, s->f, "SLP reduction tree VF %u: %s (cost %lld)", vf, tree, (long long)P->cost);
      }
    }
  }
  if (!ok) {
    if (best != INT64_MAX)
      pass_remark(s->pc, s->m, s->f,
                  "HorSLPNotBeneficial: Vectorizing horizontal reduction is possible but not beneficial with "
                  "cost %lld and threshold %lld",
                  (long long)best, (long long)-thr);
    return;
  }
  rdx_merge_fadd(s, r, P);
  IrRef res = rdx_emit(s, r, P, consts, nconst);
  ir_rauw(f, ir_inst_ref(root), res);
  for (unsigned k = 0; k < r->nnode; k++) ir_inst_remove(f, r->node[k]);
  for (unsigned b = 0; b < P->nb; b++)
    if (P->bkind[b] == 0)
      for (unsigned l = 0; l < P->vf; l++) ir_inst_remove(f, ir_ref_idx(P->lanes[b][l]));
  *changed = true;
  pass_stat(s->pc, PASS_STAT_SLP_HOR);
  pass_remark(s->pc, s->m, s->f,
              "VectorizedHorizontalReduction: Vectorized horizontal reduction with cost %lld and with tree "
              "size %u",
              (long long)P->cost, P->nb + 1);
}

/* Whether root i feeds only stores (as the stored value). */
static bool feeds_store(const IrFunc *f, IrId i) {
  for (IrId u = f->insts[i].first_use; u != IR_NIL; u = f->uses[u].next) {
    IrId user = f->uses[u].user;
    if (f->insts[user].op != IR_STORE || u - f->insts[user].op0 != 0) return false;
  }
  return f->insts[i].first_use != IR_NIL;
}

static void do_block_rdx(Slp *s, IrId b, bool *changed) {
  IrFunc *f = s->f;
  uint32_t n = 0;
  IR_FOR_INSTS(f, b, i) n++;
  IrId *roots = pass_scratch(s->pc, (n + 1) * sizeof *roots, NULL);
  Rdx *r = pass_scratch(s->pc, sizeof *r, NULL);
  Plan *P = pass_scratch(s->pc, sizeof *P, NULL);
  if (!roots || !r || !P) return;
  uint32_t nr = 0;
  IR_FOR_INSTS(f, b, i) {
    IrOp op;
    IrIntrin in;
    if (i >= s->orig_ninsts || !rdx_kind(s, i, &op, &in) || is_interior(s, i)) continue;
    if (feeds_store(f, i) && !s->pc->knob[KNOB_SLP_VECTORIZE_HOR_STORE]) continue;
    roots[nr++] = i;
  }
  for (uint32_t k = 0; k < nr; k++) rdx_root(s, roots[k], r, P, changed);
}

IrStatus pass_slp(PassCtx *pc, IrModule *m, bool *changed) { return slp_run(pc, m, NULL, changed); }

IrStatus slp_run(PassCtx *pc, IrModule *m, const SlpBugs *bugs, bool *changed) {
  if (!pc->knob[KNOB_VECTORIZE_SLP]) return IR_OK;
  for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
    IrFunc *f = ir_func(m, fi);
    if (f->is_decl || (f->fattrs & IR_FA_OPTNONE)) continue;
    Ana *A = pass_scratch(pc, sizeof *A, ana_fini);
    if (!A) return IR_ENOMEM;
    IrStatus st;
    A->have = 3;   /* the releases accept zeroed and half-computed analyses */
    if ((st = ir_cfg_compute(&A->g, f)) != IR_OK) return st;
    if ((st = ir_dom_compute(&A->d, &A->g)) != IR_OK) return st;
    if ((st = ir_loops_compute(&A->L, &A->d)) != IR_OK) return st;
    A->S = scev_new(m, f, &A->L);
    if (!A->S) return IR_ENOMEM;
    Slp s = {.pc = pc, .m = m, .f = f, .A = A, .orig_ninsts = f->ninsts};
    if (bugs) s.bugs = *bugs;
    s.pos = pass_scratch(pc, (f->ninsts + 1) * sizeof *s.pos, NULL);
    s.intree = pass_scratch(pc, f->ninsts + 1, NULL);
    if (!s.pos || !s.intree) return IR_ENOMEM;
    IR_FOR_BLOCKS(f, b) {
      do_block(&s, b, changed);
      if (pc->knob[KNOB_SLP_VECTORIZE_HOR]) do_block_rdx(&s, b, changed);
      do_block_line(&s, b, changed);
    }
    ana_fini(A);
  }
  return IR_OK;
}

/* core/interp/vm_compile.c -- flattens IR functions into the VM's register
 * bytecode (vm.h): slot assignment, the constant image, one or more VmIns
 * per IR instruction (specialized by width where it pays), phis lowered to
 * parallel copies on CFG edges, branch targets resolved to offsets.
 *
 * Contract: vm_compile_prog compiles the entry function and, transitively,
 * every function it calls (once each); it reads the module and never
 * changes it.  Constructs the VM cannot run are compiled to UNSUPP ops (the
 * run ends with INTERP_UNSUPPORTED only if it reaches one), so that a
 * module calling an unknown external function can still run the paths
 * that avoid the call.  Errors: IR_ENOMEM, or IR_EUSER for a function too
 * large for the frame layout.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "vm.h"
#include "xcall.h"

#define GROW(cc, arr, cap, need) vm_grow((cc)->p->ctx, (void **)&(arr), &(cap), (need), sizeof(*(arr)))
#define FREEN(c, a, n) ((a) ? (void)ir_alloc((c), (a), (size_t)(n) * sizeof *(a), 0) : (void)0)

enum { VM_MAXSLOTS = 1u << 24, VM_MAXVALSLOTS = 1u << 20 };

typedef struct Copy { uint32_t dst, src, n; } Copy;
typedef struct Fix { uint32_t at; uint8_t kind; IrId blk; } Fix; /* kind: FX_* */
enum { FX_B, FX_C, FX_EXT, FX_D };  /* the field receiving the target: code[at].b / .c / ext[at] / .d */

/* State of the compilation of one function. */
typedef struct Cc {
  InterpProg *p;
  const IrModule *m;
  const IrFunc *f;
  uint32_t fi;             /* index in p->fns */
  IrStatus st;
  uint32_t *islot;         /* [ninsts] result slot */
  IrId *alias;             /* [ninsts] phi whose slot the value shares (coalesced), IR_NIL */
  uint32_t *aslot;         /* [nparams] */
  uint32_t nval;           /* slots of parameters and results */
  uint32_t *kkey, *kval, kcap; /* constant ref bits + 1 -> image slot */
  uint32_t nk;
  uint64_t *kR; uint8_t *kP; uint32_t capk, capkp;
  VmReloc *rel; uint32_t nrel, caprel;
  VmIns *code; IrId *src; uint32_t ncode, capcode, capsrc;
  uint32_t *ext; uint32_t next, capext;
  Fix *fix; uint32_t nfix, capfix;
  uint32_t *bstart;        /* [nblocks] */
  Copy *cp; uint32_t ncp, capcp;
  uint32_t ttop, tmax;     /* phi-copy temporaries above the constants */
  IrId cur;                /* IR instruction being compiled */
  /* call-site facts: operand k of instruction ovr_inst reads slot ovr[k]
   * instead of its own when that is not VM_NONE (a checked copy) */
  IrId ovr_inst;
  uint32_t *ovr; uint32_t novr, capovr;
  /* undef sites (InterpOpts.undef_choices): operand k of instruction inst reads
   * image slot slot of its own instead of the shared one of its constant */
  struct UseSlot { IrId inst; uint32_t k, slot; } *uses; uint32_t nuses, capuses;
  uint8_t *oncyc;          /* [nblocks]: 0 not known, 1 on no cycle, 2 on a cycle */
} Cc;

/* ------------------------------------------------------------------ */
/* Small helpers                                                        */

static bool oom(Cc *cc) {
  if (cc->st == IR_OK) cc->st = ir_error(cc->p->ctx, IR_ENOMEM, NULL, 0, 0, "out of memory");
  return false;
}

/* Width of the scalar (element) of t in bits: ints, FP, pointers. */
static unsigned sw_of(const IrModule *m, IrType t) {
  const IrTypeInfo *ti = ir_ty(m, ir_type_scalar(m, t));
  if (ti->kind == IR_TPTR) return ti->as == IR_AS_SHARED ? 32 : 64;
  return ti->bits;
}

static unsigned as_of(const IrModule *m, IrType t) { return ir_ty(m, ir_type_scalar(m, t))->as; }

static IrType global_ptr_type(const IrModule *m, uint32_t g) {
  switch (ir_global(m, g)->as) {
  case 1: return IR_PTR1;
  case 3: return IR_PTR3;
  case 4: return IR_PTR4;
  case 5: return IR_PTR5;
  default: return IR_PTR;
  }
}

static IrType ref_type(const Cc *cc, IrRef r) {
  switch (ir_ref_kind(r)) {
  case IR_RCONST: return ir_const(cc->m, r)->type;
  case IR_RGLOBAL: return global_ptr_type(cc->m, ir_ref_idx(r));
  case IR_RFUNC: return IR_PTR;
  default: return ir_value_type(cc->f, r);
  }
}

static uint32_t add_msg(InterpProg *p, const char *fmt, ...) {
  char buf[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (!vm_grow(p->ctx, (void **)&p->msgs, &p->capmsgs, p->nmsgs + 1, sizeof(char *))) return VM_NONE;
  size_t n = strlen(buf) + 1;
  char *s = ir_alloc(p->ctx, NULL, 0, n);
  if (!s) return VM_NONE;
  memcpy(s, buf, n);
  p->msgs[p->nmsgs] = s;
  return p->nmsgs++;
}

/* ------------------------------------------------------------------ */
/* Constants: evaluation (also used at run time for dynamic constants)  */

static bool const_dynamic(const IrModule *m, IrRef r) {
  if (ir_ref_is(r, IR_RGLOBAL)) return true;
  if (!ir_ref_is(r, IR_RCONST)) return false;
  const IrConst *c = ir_const(m, r);
  if (c->kind == IR_CEXPR) return true;
  if (c->kind != IR_CVEC && c->kind != IR_CARRAY && c->kind != IR_CSTRUCT) return false;
  for (uint32_t i = 0; i < c->n; i++)
    if (const_dynamic(m, ir_const_elem(m, c, i))) return true;
  return false;
}

static IrType elem_type(const IrModule *m, IrType t, uint32_t i) {
  const IrTypeInfo *ti = ir_ty(m, t);
  return ti->kind == IR_TSTRUCT ? ir_type_field(m, t, i) : ti->elem;
}

static void eval_cexpr(InterpProg *p, const IrConst *c, uint64_t *R, uint8_t *P);

/* Writes constant r (of type t) into R/P (vm_nslots(t) slots).  undef
 * means poison here (an undef site's own slots get chosen values from
 * interp_undef_set: "Undef uses"); a function's address names no memory
 * object (mem_func_addr). */
void vm_const_eval(InterpProg *p, IrRef r, IrType t, uint64_t *R, uint8_t *P) {
  const IrModule *m = p->m;
  uint32_t n = vm_nslots(m, t);
  if (!n) return;  /* an empty aggregate: no slots */
  if (ir_ref_is(r, IR_RGLOBAL)) {
    R[0] = mem_global_addr(p->mem, ir_ref_idx(r), ir_global(m, ir_ref_idx(r))->as);
    P[0] = 0;
    return;
  }
  if (ir_ref_is(r, IR_RFUNC)) { R[0] = mem_func_addr(p->mem, ir_ref_idx(r)); P[0] = 0; return; }
  const IrConst *c = ir_const(m, r);
  switch (c->kind) {
  case IR_CINT: case IR_CFP:
    R[0] = c->lo; P[0] = 0;
    if (n == 2) { R[1] = c->hi; P[1] = 0; }
    return;
  case IR_CNULL: case IR_CZERO:
    memset(R, 0, n * sizeof *R); memset(P, 0, n);
    return;
  case IR_CPOISON: case IR_CUNDEF:
    memset(R, 0, n * sizeof *R); memset(P, 1, n);
    return;
  case IR_CBYTES: {
    const uint8_t *b = ir_const_bytes_of(m, c);
    for (uint32_t i = 0; i < c->n && i < n; i++) { R[i] = b[i]; P[i] = 0; }
    return;
  }
  case IR_CEXPR: eval_cexpr(p, c, R, P); return;
  default: {
    uint32_t s = 0;
    for (uint32_t i = 0; i < c->n; i++) {
      IrType et = elem_type(m, t, i);
      vm_const_eval(p, ir_const_elem(m, c, i), et, R + s, P + s);
      s += vm_nslots(m, et);
    }
    return;
  }
  }
}

static IrType cref_type(const IrModule *m, IrRef r) {
  if (ir_ref_is(r, IR_RGLOBAL)) return global_ptr_type(m, ir_ref_idx(r));
  if (ir_ref_is(r, IR_RFUNC)) return IR_PTR;
  return ir_const(m, r)->type;
}


/* Constant GEP: indices are constants (struct indices must be).  nusw and
 * nuw (LLVM 19) follow vm_gep's rules: signed offsets without signed wrap
 * and address + offset without wrap; unsigned offsets (zero-extended
 * indices) without unsigned wrap, and address + offset likewise. */
static void eval_cgep(InterpProg *p, const IrConst *c, uint64_t base, bool bp, uint64_t *R, uint8_t *P) {
  const IrModule *m = p->m;
  unsigned as = as_of(m, c->type), pw = as == IR_AS_SHARED ? 32 : 64;
  uint64_t pm = pw == 32 ? 0xffffffffu : ~0ull, uoff = 0, up;
  IrType cur = c->auxty;
  int64_t off = 0;
  bool ovf = false, uovf = false, pz = bp;
  for (uint32_t k = 1; k < c->n; k++) {
    IrRef ir = m->celems[c->elem0 + k];
    const IrConst *ic = ir_const(m, ir);
    int64_t v = ic->kind == IR_CINT ? ir_sext(ic->lo, sw_of(m, ic->type)) : 0;
    if (ic->kind == IR_CPOISON || ic->kind == IR_CUNDEF) pz = true;
    int64_t scale;
    if (k == 1) scale = (int64_t)ir_type_alloc_size(m, cur);
    else if (ir_ty(m, cur)->kind == IR_TSTRUCT) {
      off += (int64_t)ir_type_field_offset(m, cur, (uint32_t)v);
      cur = ir_type_field(m, cur, (uint32_t)v);
      continue;
    } else {
      cur = ir_ty(m, cur)->elem;
      scale = (int64_t)ir_type_alloc_size(m, cur);
    }
    int64_t prod;
    if (__builtin_mul_overflow(v, scale, &prod) || __builtin_add_overflow(off, prod, &off)) ovf = true;
    if (pw == 32 && (int32_t)off != off) ovf = true;
    uint64_t uv = ic->kind == IR_CINT ? ic->lo : 0;
    if (uv > pm || __builtin_mul_overflow(uv, (uint64_t)scale, &up) || up > pm || __builtin_add_overflow(uoff, up, &uoff) ||
        uoff > pm)
      uovf = true;
  }
  uint64_t res = base + (uint64_t)off;
  if (pw == 32) res &= 0xffffffffu;
  if ((c->flags & IR_F_INBOUNDS) && !pz && (ovf || !vm_inbounds(p, base, res, as))) pz = true;
  if ((c->flags & IR_F_NUSW) && !pz) {
    uint64_t mag = off < 0 ? 0 - (uint64_t)off : (uint64_t)off;
    pz = ovf || (off < 0 ? (base & pm) < mag : (base & pm) + mag < (base & pm) || (base & pm) + mag > pm);
  }
  if ((c->flags & IR_F_NUW) && !pz) pz = uovf || (base & pm) + uoff < (base & pm) || (base & pm) + uoff > pm;
  R[0] = pz ? 0 : res;
  P[0] = pz;
}

static void eval_cexpr(InterpProg *p, const IrConst *c, uint64_t *R, uint8_t *P) {
  const IrModule *m = p->m;
  IrRef a0 = m->celems[c->elem0];
  IrType t0 = cref_type(m, a0);
  uint64_t tR[64];
  uint8_t tP[64];
  uint32_t n0 = vm_nslots(m, t0), nr = vm_nslots(m, c->type);
  if (n0 > 32 || nr > 32) { memset(R, 0, nr * sizeof *R); memset(P, 1, nr); return; }
  vm_const_eval(p, a0, t0, tR, tP);
  if (c->op == IR_GEP) { eval_cgep(p, c, tR[0], tP[0], R, P); return; }
  VmIns in = {0};
  in.n = (uint8_t)ir_type_lanes(m, c->type);
  in.a = 32;
  in.b = 0;
  if (c->op == IR_ADDRSPACECAST) {
    for (unsigned l = 0; l < in.n; l++) {
      bool pz = tP[l];
      R[l] = mem_cast(p->mem, tR[l], as_of(m, t0), as_of(m, c->type), &pz);
      P[l] = pz;
      if (P[l]) R[l] = 0;
    }
    return;
  }
  if (c->op == IR_BITCAST) {
    in.c = t0;
    in.d = c->type;
    vm_bitcast(p, &in, tR, tP);
  } else {
    in.f = c->op;
    in.w = (uint8_t)sw_of(m, t0);
    in.d = sw_of(m, c->type);
    vm_cast(p, &in, tR, tP);
  }
  memcpy(R, tR + 32, nr * sizeof *R);
  memcpy(P, tP + 32, nr);
}

/* Recomputes every dynamic constant of every function (after the globals
 * of the run, and the shared globals of the block, have addresses). */
void vm_relocate(InterpProg *p) {
  for (uint32_t i = 0; i < p->nfns; i++) {
    VmFunc *F = &p->fns[i];
    for (uint32_t k = 0; k < F->nreloc; k++) {
      const VmReloc *r = &F->reloc[k];
      vm_const_eval(p, r->ref, r->type, F->kR + r->kslot, F->kP + r->kslot);
    }
  }
}

/* ------------------------------------------------------------------ */
/* Phi coalescing                                                       */
/* Method.  A phi p of block H whose incoming value v on the edge B -> H
 * is defined (not by a phi) in B itself may share v's slots, which turns
 * the copy p <- v on that edge into nothing -- the common loop counter /
 * accumulator shape.  Sharing is safe when the two live ranges do not
 * interfere (Boissinot et al., "Revisiting Out-of-SSA Translation", the
 * value-interference test, specialised to this shape):
 *   - p is not used in B after v's definition, and p is not live out of B
 *     (phi operands count as uses at the end of their predecessor), so
 *     nothing reads p once v has overwritten the shared slots;
 *   - v is not live into H (phi defs excluded), so the copies into p on
 *     H's other incoming edges cannot clobber a v that is still needed
 *     (and copies on one edge stay a parallel copy over slots);
 *   - when v's own instruction reads p, the value is one slot (every op
 *     reads its one-slot operands before writing its result).
 * Liveness is the classic backward dataflow over blocks on bit sets of
 * instruction ids; functions too large for the bit sets are not coalesced. */

enum { VM_LIVE_MAXWORDS = 1u << 21 };

static uint32_t block_succs(const IrFunc *f, IrId b, IrId *out, uint32_t max) {
  IrId t = ir_block_term(f, b);
  uint32_t n = 0;
  if (t == IR_NIL) return 0;
  const IrInst *in = &f->insts[t];
  for (uint32_t k = 0; k < in->nops && n < max; k++) {
    IrRef r = ir_opnd(f, t, k);
    if (ir_ref_is(r, IR_RBLOCK)) out[n++] = ir_ref_idx(r);
  }
  return n;
}

static inline bool bit_get(const uint64_t *s, uint32_t i) { return (s[i >> 6] >> (i & 63)) & 1; }
static inline void bit_set(uint64_t *s, uint32_t i) { s[i >> 6] |= 1ull << (i & 63); }
static inline void bit_clr(uint64_t *s, uint32_t i) { s[i >> 6] &= ~(1ull << (i & 63)); }

/* live: the set live at the end of b; on return, at its start. */
static void live_through(const IrFunc *f, IrId b, uint64_t *live) {
  for (IrId i = f->blocks[b].last; i != IR_NIL; i = f->insts[i].prev) {
    bit_clr(live, i);
    if (f->insts[i].op == IR_PHI) continue;
    for (uint32_t k = 0; k < f->insts[i].nops; k++) {
      IrRef r = ir_opnd(f, i, k);
      if (ir_ref_is(r, IR_RINST)) bit_set(live, ir_ref_idx(r));
    }
  }
}

/* out = union over successors s of live-in(s) and s's phi operands from b. */
static void live_out_of(const IrFunc *f, IrId b, const uint64_t *in, uint32_t words, uint64_t *out) {
  IrId succ[64];
  uint32_t ns = block_succs(f, b, succ, 64);
  memset(out, 0, words * sizeof *out);
  for (uint32_t k = 0; k < ns; k++) {
    const uint64_t *si = in + (size_t)succ[k] * words;
    for (uint32_t w = 0; w < words; w++) out[w] |= si[w];
    IR_FOR_INSTS(f, succ[k], i) {
      if (f->insts[i].op != IR_PHI) break;
      for (uint32_t j = 0; j + 1 < f->insts[i].nops; j += 2) {
        IrRef v = ir_opnd(f, i, j);
        if (ir_ref_idx(ir_opnd(f, i, j + 1)) == b && ir_ref_is(v, IR_RINST)) bit_set(out, ir_ref_idx(v));
      }
    }
  }
}

static void compute_liveness(const IrFunc *f, uint64_t *in, uint64_t *out, uint32_t words, uint64_t *tmp) {
  for (bool changed = true; changed;) {
    changed = false;
    for (IrId b = f->last_block; b != IR_NIL; b = f->blocks[b].prev) {
      if (f->blocks[b].dead) continue;
      uint64_t *o = out + (size_t)b * words, *i = in + (size_t)b * words;
      live_out_of(f, b, in, words, o);
      memcpy(tmp, o, words * sizeof *tmp);
      live_through(f, b, tmp);
      if (memcmp(tmp, i, words * sizeof *tmp)) { memcpy(i, tmp, words * sizeof *tmp); changed = true; }
    }
  }
}

/* Whether phi p may share the slots of v (edge b -> h), given liveness. */
static bool can_share(const Cc *cc, IrId p, IrId v, IrId b, const uint64_t *inh, const uint64_t *outb) {
  const IrFunc *f = cc->f;
  const IrInst *vi = &f->insts[v];
  if (vi->op == IR_PHI || vi->block != b || vi->type != f->insts[p].type || cc->alias[v] != IR_NIL) return false;
  if (bit_get(outb, p) || bit_get(inh, v)) return false;
  IrRef pr = ir_inst_ref(p);
  for (IrId i = v; i != IR_NIL; i = f->insts[i].next)
    for (uint32_t k = 0; k < f->insts[i].nops; k++)
      if (ir_ref_eq(ir_opnd(f, i, k), pr) && (i != v || vm_nslots(cc->m, vi->type) != 1)) return false;
  return true;
}

static void choose_aliases(Cc *cc, const uint64_t *in, const uint64_t *out, uint32_t words) {
  const IrFunc *f = cc->f;
  IR_FOR_BLOCKS(f, h) {
    if (f->blocks[h].dead) continue;
    IR_FOR_INSTS(f, h, p) {
      if (f->insts[p].op != IR_PHI) break;
      for (uint32_t j = 0; j + 1 < f->insts[p].nops; j += 2) {
        IrRef v = ir_opnd(f, p, j);
        IrId b = ir_ref_idx(ir_opnd(f, p, j + 1));
        if (!ir_ref_is(v, IR_RINST) || b >= f->nblocks) continue;
        if (can_share(cc, p, ir_ref_idx(v), b, in + (size_t)h * words, out + (size_t)b * words)) {
          cc->alias[ir_ref_idx(v)] = p;
          break;
        }
      }
    }
  }
}

static void coalesce(Cc *cc) {
  const IrFunc *f = cc->f;
  uint32_t words = (f->ninsts + 63) / 64;
  if (!f->ninsts || (uint64_t)words * f->nblocks > VM_LIVE_MAXWORDS) return;
  size_t n = (size_t)words * f->nblocks;
  uint64_t *in = ir_alloc(cc->p->ctx, NULL, 0, n * sizeof *in);
  uint64_t *out = ir_alloc(cc->p->ctx, NULL, 0, n * sizeof *out);
  uint64_t *tmp = ir_alloc(cc->p->ctx, NULL, 0, words * sizeof *tmp);
  cc->alias = ir_alloc(cc->p->ctx, NULL, 0, f->ninsts * sizeof *cc->alias);
  if (in && out && tmp && cc->alias) {
    memset(in, 0, n * sizeof *in);
    for (uint32_t i = 0; i < f->ninsts; i++) cc->alias[i] = IR_NIL;
    compute_liveness(f, in, out, words, tmp);
    choose_aliases(cc, in, out, words);
  } else if (cc->alias) {
    ir_alloc(cc->p->ctx, cc->alias, f->ninsts * sizeof *cc->alias, 0);
    cc->alias = NULL;  /* not coalescing is always correct */
  }
  if (in) ir_alloc(cc->p->ctx, in, n * sizeof *in, 0);
  if (out) ir_alloc(cc->p->ctx, out, n * sizeof *out, 0);
  if (tmp) ir_alloc(cc->p->ctx, tmp, words * sizeof *tmp, 0);
}

/* ------------------------------------------------------------------ */
/* Slots                                                                */

static bool is_kref(IrRef r) {
  IrRefKind k = ir_ref_kind(r);
  return k == IR_RCONST || k == IR_RGLOBAL || k == IR_RFUNC;
}

static uint32_t khash(uint32_t key, uint32_t cap) { return (key * 2654435761u) & (cap - 1); }

static bool kgrow(Cc *cc) {
  uint32_t ncap = cc->kcap ? cc->kcap * 2 : 64;
  uint32_t *nkey = ir_alloc(cc->p->ctx, NULL, 0, ncap * sizeof *nkey);
  uint32_t *nval = ir_alloc(cc->p->ctx, NULL, 0, ncap * sizeof *nval);
  if (!nkey || !nval) {
    ir_alloc(cc->p->ctx, nkey, ncap * sizeof *nkey, 0);
    ir_alloc(cc->p->ctx, nval, ncap * sizeof *nval, 0);
    return oom(cc);
  }
  memset(nkey, 0, ncap * sizeof *nkey);
  for (uint32_t i = 0; i < cc->kcap; i++) {
    if (!cc->kkey[i]) continue;
    uint32_t h = khash(cc->kkey[i], ncap);
    while (nkey[h]) h = (h + 1) & (ncap - 1);
    nkey[h] = cc->kkey[i];
    nval[h] = cc->kval[i];
  }
  ir_alloc(cc->p->ctx, cc->kkey, cc->kcap * sizeof *cc->kkey, 0);
  ir_alloc(cc->p->ctx, cc->kval, cc->kcap * sizeof *cc->kval, 0);
  cc->kkey = nkey;
  cc->kval = nval;
  cc->kcap = ncap;
  return true;
}

static uint32_t klookup(const Cc *cc, IrRef r) {
  if (!cc->kcap) return VM_NONE;
  uint32_t key = r.bits + 1, h = khash(key, cc->kcap);
  while (cc->kkey[h]) {
    if (cc->kkey[h] == key) return cc->kval[h];
    h = (h + 1) & (cc->kcap - 1);
  }
  return VM_NONE;
}

static void too_large(Cc *cc, IrType t) {
  char ty[128];
  ir_type_str(cc->m, t, ty, sizeof ty);
  if (cc->st == IR_OK)
    cc->st = ir_error(cc->p->ctx, IR_EUSER, NULL, 0, 0, "unsupported: a value of type %s is too large for the interpreter", ty);
}

/* Gives constant r a place in the image (static value, or a relocation). */
static void kadd(Cc *cc, IrRef r) {
  if (cc->st || klookup(cc, r) != VM_NONE) return;
  if ((cc->nk + 1) * 2 > cc->kcap && !kgrow(cc)) return;
  IrType t = ref_type(cc, r);
  uint32_t n = vm_nslots(cc->m, t), at = cc->nk;
  if (n > VM_MAXVALSLOTS) { too_large(cc, t); return; }
  if (!GROW(cc, cc->kR, cc->capk, at + n) || !GROW(cc, cc->kP, cc->capkp, at + n)) { oom(cc); return; }
  uint32_t key = r.bits + 1, h = khash(key, cc->kcap);
  while (cc->kkey[h]) h = (h + 1) & (cc->kcap - 1);
  cc->kkey[h] = key;
  cc->kval[h] = at;
  cc->nk += n;
  if (n) {  /* an empty aggregate has no slots (the arrays may not exist yet) */
    memset(cc->kR + at, 0, n * sizeof *cc->kR);
    memset(cc->kP + at, 0, n);
  }
  if (const_dynamic(cc->m, r)) {
    if (!GROW(cc, cc->rel, cc->caprel, cc->nrel + 1)) { oom(cc); return; }
    cc->rel[cc->nrel++] = (VmReloc){at, r, t};
  } else {
    vm_const_eval(cc->p, r, t, cc->kR + at, cc->kP + at);
  }
}

/* ------------------------------------------------------------------ */
/* Undef uses                                                           */
/* LangRef ("Undefined Values"): undef "can be assumed to be any bit
 * pattern" and every use may see a different one.  With
 * InterpOpts.undef_choices an undef operand of the entry function becomes
 * a site: the operand reads image slots of its own (not the constant's
 * shared ones), poison until interp_undef_set writes the choice's bits
 * into its undef lanes.  One value per site and run is one behaviour of
 * the program exactly when the site runs at most once per run, so a site
 * must be
 *   - in the entry function, which nothing else refers to (no call of it,
 *     no address taken: a second frame would reuse the image),
 *   - in a block on no cycle of the CFG (every cycle, also an irreducible
 *     one that is no natural loop in LLVM's sense: a depth-first search from
 *     the block's successors back to it),
 *   - in a run of one thread (in a grid every thread would see the same
 *     choice, where LLVM lets each choose its own),
 * and its lanes integers or FP of at most 64 bits (a pointer chosen at
 * random names no object; i128 and aggregates are left out), its constant
 * not dynamic (vm_relocate would overwrite the slots), and it is no operand
 * of a call: a callee may read a parameter many times and llvm.memset
 * writes its value to every byte, where LLVM's undef may differ at each
 * read and byte (InstCombine deletes a memset of undef, leaving whatever
 * bytes were there), which one value would not cover.  Then the runs over
 * all choices are exactly the program's behaviours for undef (with
 * instruction results fixed once computed, as Alive2 models undef); the
 * oracles use that, and for anything else the undef stays poison. */

static bool has_undef(const IrModule *m, IrRef r, int depth) {
  if (!ir_ref_is(r, IR_RCONST) || depth > 16) return false;
  const IrConst *c = ir_const(m, r);
  if (c->kind == IR_CUNDEF) return true;
  if (c->kind != IR_CVEC && c->kind != IR_CARRAY && c->kind != IR_CSTRUCT && c->kind != IR_CEXPR) return false;
  for (uint32_t i = 0; i < c->n; i++)
    if (has_undef(m, ir_const_elem(m, c, i), depth + 1)) return true;
  return false;
}

/* Whether block b lies on a cycle of the CFG (cached in cc->oncyc). */
static bool on_cycle(Cc *cc, IrId b) {
  const IrFunc *f = cc->f;
  if (cc->oncyc[b]) return cc->oncyc[b] == 2;
  IrId *stack = ir_alloc(cc->p->ctx, NULL, 0, (f->nblocks + 1) * sizeof *stack);
  uint8_t *seen = ir_alloc(cc->p->ctx, NULL, 0, f->nblocks + 1);
  bool cyc = true;  /* out of memory: assume the worst */
  if (stack && seen) {
    memset(seen, 0, f->nblocks + 1);
    uint32_t n = 0;
    cyc = false;
    stack[n++] = b;
    while (n && !cyc) {
      IrId x = stack[--n], succ[64];
      uint32_t ns = block_succs(f, x, succ, 64);
      if (ns == 64) cyc = true;  /* a switch too wide to follow: assume the worst */
      for (uint32_t k = 0; k < ns && !cyc; k++) {
        if (succ[k] == b) cyc = true;
        else if (!seen[succ[k]]) seen[succ[k]] = 1, stack[n++] = succ[k];
      }
    }
  }
  FREEN(cc->p->ctx, stack, f->nblocks + 1);
  FREEN(cc->p->ctx, seen, f->nblocks + 1);
  cc->oncyc[b] = cyc ? 2 : 1;
  return cyc;
}

/* The lanes of constant c (of type t) that are undef, when c can be a site:
 * bit l of *mask for lane l; false when it cannot. */
static bool site_lanes(const IrModule *m, const IrConst *c, IrType t, uint32_t *w, uint64_t *mask) {
  IrType st = ir_type_scalar(m, t);
  uint32_t lanes = ir_type_lanes(m, t);
  bool num = (ir_type_is_int(m, st) || ir_type_is_fp(m, st)) && ir_type_bits(m, st) <= 64;
  if (!num || lanes > 64 || vm_nslots(m, t) != lanes) return false;
  *w = ir_type_bits(m, st);
  if (c->kind == IR_CUNDEF) {
    *mask = lanes == 64 ? ~0ull : (1ull << lanes) - 1;
    return true;
  }
  if (c->kind != IR_CVEC) return false;
  *mask = 0;
  for (uint32_t l = 0; l < c->n && l < lanes; l++) {
    IrRef e = ir_const_elem(m, c, l);
    if (!ir_ref_is(e, IR_RCONST)) return false;
    if (ir_const(m, e)->kind == IR_CUNDEF) *mask |= 1ull << l;
  }
  return *mask != 0;
}

/* Slots of its own for a site, operand k of instruction i (UseSlot): n
 * constant-image slots, of which the lanes in mask (w bits each) take the
 * choice's bits (frz: a freeze site's); the first slot, VM_NONE when out
 * of memory.  The caller fills the slots. */
static uint32_t new_site(Cc *cc, IrId i, uint32_t k, uint32_t n, uint64_t mask, uint32_t w, bool frz) {
  InterpProg *p = cc->p;
  uint32_t at = cc->nk, nl = (uint32_t)__builtin_popcountll(mask);
  if (!GROW(cc, cc->kR, cc->capk, at + n) || !GROW(cc, cc->kP, cc->capkp, at + n) ||
      !GROW(cc, cc->uses, cc->capuses, cc->nuses + 1) ||
      !vm_grow(p->ctx, (void **)&p->ulane, &p->capulane, p->nulane + nl, sizeof *p->ulane)) {
    oom(cc);
    return VM_NONE;
  }
  cc->nk += n;
  cc->uses[cc->nuses++] = (struct UseSlot){i, k, at};
  for (uint32_t l = 0; l < n; l++)
    if (mask >> l & 1) p->ulane[p->nulane++] = (VmUndefLane){at + l, (uint8_t)w, frz};
  p->undef_uses++;
  p->undef_bits += nl * w;
  return at;
}

/* Gives operand k (undef constant r) of instruction i in block b slots of
 * its own when it can be a site; false (and counted in undef_rest) when
 * it cannot, and it shares its constant's slots. */
static bool undef_site(Cc *cc, IrId b, IrId i, uint32_t k, IrRef r) {
  InterpProg *p = cc->p;
  const IrModule *m = cc->m;
  IrType t = ref_type(cc, r);
  uint32_t w;
  uint64_t mask;
  /* freeze undef is freeze poison (an arbitrary fixed value either way),
   * which freeze's own rerun judges; no site, and nothing lost */
  if (cc->f->insts[i].op == IR_FREEZE) return false;
  if (cc->fi != 0 || !p->undef_entry || p->undef_uses >= INTERP_UNDEF_MAXUSES || cc->f->insts[i].op == IR_CALL ||
      const_dynamic(m, r) ||
      !site_lanes(m, ir_const(m, r), t, &w, &mask) || on_cycle(cc, b)) {
    p->undef_rest++;
    return false;
  }
  uint32_t at = new_site(cc, i, k, vm_nslots(m, t), mask, w, false);
  if (at != VM_NONE) vm_const_eval(p, r, t, cc->kR + at, cc->kP + at);
  return true;
}

/* Freeze sites.  LangRef ("freeze"): "If the argument is undef or poison,
 * 'freeze' returns an arbitrary, but fixed, value".  A freeze that runs at
 * most once per run (the conditions of "Undef uses": the entry function,
 * no cycle, one thread), of integer or FP lanes of at most 8 bits in all,
 * is a site: its lanes that are poison take the choice's bits, so the
 * oracles try every value it may give (a branch on it included).  With no
 * choice set (its slots poison) it freezes as any other freeze does.  The
 * site's slots are the operand UseSlot{i, FREEZE_SITE}. */
enum { FREEZE_SITE = 0xffffffffu, FREEZE_SITE_BITS = 8 };

static void freeze_site(Cc *cc, IrId b, IrId i) {
  InterpProg *p = cc->p;
  const IrModule *m = cc->m;
  IrType t = cc->f->insts[i].type, st = ir_type_scalar(m, t);
  uint32_t lanes = ir_type_lanes(m, t), w = ir_type_bits(m, st);
  if (cc->fi != 0 || !p->undef_entry || p->undef_uses >= INTERP_UNDEF_MAXUSES ||
      !(ir_type_is_int(m, st) || ir_type_is_fp(m, st)) || vm_nslots(m, t) != lanes || (uint64_t)lanes * w > FREEZE_SITE_BITS ||
      on_cycle(cc, b))
    return;
  uint32_t at = new_site(cc, i, FREEZE_SITE, lanes, lanes == 64 ? ~0ull : (1ull << lanes) - 1, w, true);
  if (at == VM_NONE) return;
  memset(cc->kR + at, 0, lanes * sizeof *cc->kR);
  memset(cc->kP + at, 1, lanes);  /* no choice: the usual freeze */
}

/* Operands that are not values (and need no slot): a direct call's callee. */
static bool skip_opnd(const IrFunc *f, IrId i, const IrInst *in, uint32_t k) {
  switch (in->op) {
  case IR_CALL: return k == 0 && ir_call_callee(f, i) != IR_NIL;
  case IR_SHUFFLE: return k == 2;
  case IR_EXTRACTVAL: return k >= 1;
  case IR_INSERTVAL: return k >= 2;
  default: return false;
  }
}

static void assign_slots(Cc *cc) {
  const IrFunc *f = cc->f;
  for (uint32_t i = 0; i < f->nparams; i++) {
    uint32_t ns = vm_nslots(cc->m, f->params[i].type);
    if (ns > VM_MAXVALSLOTS) { too_large(cc, f->params[i].type); return; }
    cc->aslot[i] = cc->nval;
    cc->nval += ns;
  }
  IR_FOR_BLOCKS(f, b) {
    if (f->blocks[b].dead) continue;
    IR_FOR_INSTS(f, b, i) {
      cc->islot[i] = cc->nval;
      bool shared = cc->alias && cc->alias[i] != IR_NIL;
      uint32_t ns = f->insts[i].type == IR_VOID ? 0 : vm_nslots(cc->m, f->insts[i].type);
      if (ns > VM_MAXVALSLOTS) { too_large(cc, f->insts[i].type); return; }
      if (!shared) cc->nval += ns;
      if (cc->nval > VM_MAXSLOTS) return;
      if (cc->p->opts.undef_choices && f->insts[i].op == IR_FREEZE) freeze_site(cc, b, i);
      for (uint32_t k = 0; k < f->insts[i].nops; k++) {
        IrRef r = ir_opnd(f, i, k);
        if (!is_kref(r) || skip_opnd(f, i, &f->insts[i], k)) continue;
        if (cc->p->opts.undef_choices && has_undef(cc->m, r, 0) && undef_site(cc, b, i, k, r)) continue;
        kadd(cc, r);
      }
    }
  }
  if (!cc->alias) return;
  IR_FOR_BLOCKS(f, b) {
    if (f->blocks[b].dead) continue;
    IR_FOR_INSTS(f, b, i) if (cc->alias[i] != IR_NIL) cc->islot[i] = cc->islot[cc->alias[i]];
  }
}

/* The slot of value r (VM_NONE for none). */
static uint32_t S(const Cc *cc, IrRef r) {
  switch (ir_ref_kind(r)) {
  case IR_RINST: return cc->islot[ir_ref_idx(r)];
  case IR_RARG: return cc->aslot[ir_ref_idx(r)];
  case IR_RCONST: case IR_RGLOBAL: case IR_RFUNC: {
    uint32_t k = klookup(cc, r);
    return k == VM_NONE ? VM_NONE : cc->nval + k;
  }
  default: return VM_NONE;
  }
}

/* The first slot of site (i, k) ("Undef uses", "Freeze sites"), VM_NONE
 * when there is none. */
static uint32_t site_slot(const Cc *cc, IrId i, uint32_t k) {
  for (uint32_t j = 0; j < cc->nuses; j++)
    if (cc->uses[j].inst == i && cc->uses[j].k == k) return cc->nval + cc->uses[j].slot;
  return VM_NONE;
}

/* The slot operand k of instruction i reads: its undef site's own, or its value's. */
static uint32_t U(const Cc *cc, IrId i, uint32_t k) {
  uint32_t s = site_slot(cc, i, k);
  return s != VM_NONE ? s : S(cc, ir_opnd(cc->f, i, k));
}

static uint32_t OP(const Cc *cc, IrId i, uint32_t k) {
  if (i == cc->ovr_inst && k < cc->novr && cc->ovr[k] != VM_NONE) return cc->ovr[k];
  return U(cc, i, k);
}

/* ------------------------------------------------------------------ */
/* Emission                                                             */

static uint32_t emit(Cc *cc, VmOp op, unsigned w, unsigned n, uint32_t f, uint32_t a, uint32_t b,
                     uint32_t c, uint32_t d) {
  if (cc->st) return 0;
  if (!GROW(cc, cc->code, cc->capcode, cc->ncode + 1) || !GROW(cc, cc->src, cc->capsrc, cc->ncode + 1)) {
    oom(cc);
    return 0;
  }
  VmIns *in = &cc->code[cc->ncode];
  in->op = (uint16_t)op;
  in->w = (uint8_t)w;
  in->n = (uint8_t)n;
  in->f = f;
  in->a = a; in->b = b; in->c = c; in->d = d;
  cc->src[cc->ncode] = cc->cur;
  return cc->ncode++;
}

static uint32_t ext_alloc(Cc *cc, uint32_t n) {
  if (cc->st || !GROW(cc, cc->ext, cc->capext, cc->next + n)) { oom(cc); return 0; }
  uint32_t at = cc->next;
  memset(cc->ext + at, 0xff, n * sizeof *cc->ext);
  cc->next += n;
  return at;
}

static void fixup(Cc *cc, uint32_t at, unsigned kind, IrId blk) {
  if (cc->st) return;
  if (!GROW(cc, cc->fix, cc->capfix, cc->nfix + 1)) { oom(cc); return; }
  cc->fix[cc->nfix++] = (Fix){at, (uint8_t)kind, blk};
}

static void emit_msg(Cc *cc, VmOp op, const char *fmt, const char *arg) {
  uint32_t k = add_msg(cc->p, fmt, arg);
  if (k == VM_NONE) { oom(cc); return; }
  emit(cc, op, 0, 0, 0, VM_NONE, k, 0, 0);
}

static void emit_mov(Cc *cc, uint32_t dst, uint32_t src, uint32_t n) {
  if (n == 0 || dst == src) return;
  if (n == 1) emit(cc, VM_MOV, 0, 0, 0, dst, src, 0, 0);
  else emit(cc, VM_MOVN, 0, 0, 0, dst, src, n, 0);
}

static uint32_t dst_of(const Cc *cc, IrId i) { return cc->islot[i]; }

/* Fast-math and denormal flags of an FP operation of scalar width w. */
static uint32_t fm_flags(const Cc *cc, uint32_t iflags, unsigned w) {
  uint32_t f = 0;
  if (iflags & IR_F_NNAN) f |= VM_FM_NNAN;
  if (iflags & IR_F_NINF) f |= VM_FM_NINF;
  unsigned d = cc->p->opts.denormal_ieee ? IR_DN_IEEE : w == 32 ? cc->f->denorm_f32 : cc->f->denorm;
  if (d == IR_DN_PRESERVE_SIGN) f |= VM_FM_FTZ;
  else if (d == IR_DN_POSITIVE_ZERO) f |= VM_FM_FTZP;
  if (cc->p->opts.freeze_ones) f |= VM_FM_NANALT;   /* the other NaN choice (vm_nan_alt) */
  return f;
}

/* ---- arithmetic */

static VmOp fast_ibin(unsigned op, unsigned fl, unsigned w) {
  bool w32 = w == 32, w64 = w == 64;
  if (!w32 && !w64) return (op == IR_AND || op == IR_OR || op == IR_XOR) && w <= 64 ? (op == IR_AND ? VM_AND : op == IR_OR ? VM_OR : VM_XOR) : VM_NOP;
  switch (op) {
  case IR_ADD: return fl == 0 ? (w32 ? VM_ADD32 : VM_ADD64) : fl == IR_F_NSW ? (w32 ? VM_ADD32NSW : VM_ADD64NSW) : VM_NOP;
  case IR_SUB: return fl == 0 ? (w32 ? VM_SUB32 : VM_SUB64) : fl == IR_F_NSW ? (w32 ? VM_SUB32NSW : VM_SUB64NSW) : VM_NOP;
  case IR_MUL: return fl == 0 ? (w32 ? VM_MUL32 : VM_MUL64) : fl == IR_F_NSW ? (w32 ? VM_MUL32NSW : VM_MUL64NSW) : VM_NOP;
  case IR_AND: return VM_AND;
  case IR_OR: return VM_OR;
  case IR_XOR: return VM_XOR;
  case IR_SHL: return fl ? VM_NOP : w32 ? VM_SHL32 : VM_SHL64;
  case IR_LSHR: return fl ? VM_NOP : w32 ? VM_LSHR32 : VM_LSHR64;
  case IR_ASHR: return fl ? VM_NOP : w32 ? VM_ASHR32 : VM_ASHR64;
  default: return VM_NOP;
  }
}

static void emit_ibin(Cc *cc, IrId i, const IrInst *in) {
  unsigned w = sw_of(cc->m, in->type), n = ir_type_lanes(cc->m, in->type);
  unsigned fl = in->flags & (IR_F_NUW | IR_F_NSW | IR_F_EXACT | IR_F_DISJOINT);
  uint32_t a = dst_of(cc, i), b = OP(cc, i, 0), c = OP(cc, i, 1);
  VmOp fast = n == 1 && !(fl & IR_F_DISJOINT) ? fast_ibin(in->op, fl, w) : VM_NOP;
  if (fast == VM_ADD64 && ir_ref_is(ir_opnd(cc->f, i, 1), IR_RCONST)) {
    const IrConst *k = ir_const(cc->m, ir_opnd(cc->f, i, 1));
    if (k->kind == IR_CINT && (int64_t)k->lo == (int32_t)k->lo) {
      emit(cc, VM_ADDK64, 64, 1, 0, a, b, 0, (uint32_t)(int32_t)k->lo);
      return;
    }
  }
  if (fast != VM_NOP) emit(cc, fast, w, 1, 0, a, b, c, 0);
  else emit(cc, VM_IBIN, w, n, in->op | fl << 8, a, b, c, 0);
}

static void emit_fbin(Cc *cc, IrId i, const IrInst *in) {
  unsigned w = sw_of(cc->m, in->type), n = ir_type_lanes(cc->m, in->type);
  uint32_t fm = fm_flags(cc, in->flags, w);
  uint32_t a = dst_of(cc, i), b = OP(cc, i, 0), c = OP(cc, i, 1);
  if (n == 1 && fm == 0 && (w == 32 || w == 64) && in->op != IR_FREM && cc->p->hostfp) {
    static const VmOp f32[] = {VM_FADD32, VM_FSUB32, VM_FMUL32, VM_FDIV32};
    static const VmOp f64[] = {VM_FADD64, VM_FSUB64, VM_FMUL64, VM_FDIV64};
    unsigned k = in->op - IR_FADD;
    emit(cc, w == 32 ? f32[k] : f64[k], w, 1, 0, a, b, c, 0);
    return;
  }
  emit(cc, VM_FBIN, w, n, in->op | fm, a, b, c, 0);
}

/* The fast form of a scalar icmp: its index among EQ NE ULT ULE SLT32
 * SLE32 SLT64 SLE64 (> / >= become < / <= with swapped operands), or -1. */
static int icmp_form(const Cc *cc, IrId i, uint32_t *x, uint32_t *y) {
  IrType ot = ir_value_type(cc->f, ir_opnd(cc->f, i, 0));
  unsigned w = sw_of(cc->m, ot), pred = cc->f->insts[i].pred;
  if (ir_type_lanes(cc->m, ot) != 1 || w > 64) return -1;
  bool swap = pred == IR_ICMP_UGT || pred == IR_ICMP_UGE || pred == IR_ICMP_SGT || pred == IR_ICMP_SGE;
  unsigned p = pred == IR_ICMP_UGT ? IR_ICMP_ULT : pred == IR_ICMP_UGE ? IR_ICMP_ULE
             : pred == IR_ICMP_SGT ? IR_ICMP_SLT : pred == IR_ICMP_SGE ? IR_ICMP_SLE : pred;
  *x = OP(cc, i, swap ? 1 : 0);
  *y = OP(cc, i, swap ? 0 : 1);
  switch (p) {
  case IR_ICMP_EQ: return 0;
  case IR_ICMP_NE: return 1;
  case IR_ICMP_ULT: return 2;
  case IR_ICMP_ULE: return 3;
  default: return w == 32 ? (p == IR_ICMP_SLT ? 4 : 5) : w == 64 ? (p == IR_ICMP_SLT ? 6 : 7) : -1;
  }
}

/* Whether branches record their conditions (VM_BRTRACE): with undef
 * choices on a one-thread run (interp_branch_on_undef). */
static bool brtrace(const Cc *cc) { return cc->p->opts.undef_choices && cc->p->undef_entry; }

/* An icmp whose only use is the conditional branch right after it is
 * compiled into the branch (BEQ ... BSLE64); not when branches record
 * their conditions. */
static bool icmp_fused(const Cc *cc, IrId i) {
  const IrFunc *f = cc->f;
  IrId nx = f->insts[i].next;
  uint32_t x, y;
  return !brtrace(cc) && nx != IR_NIL && f->insts[nx].op == IR_CBR && ir_ref_eq(ir_opnd(f, nx, 0), ir_inst_ref(i)) &&
         ir_num_uses(f, ir_inst_ref(i)) == 1 && !(f->insts[i].flags & IR_F_SAMESIGN) && icmp_form(cc, i, &x, &y) >= 0;
}

static void emit_icmp(Cc *cc, IrId i, const IrInst *in) {
  static const VmOp ops[] = {VM_ICMPEQ, VM_ICMPNE, VM_ICMPULT, VM_ICMPULE,
                             VM_ICMPSLT32, VM_ICMPSLE32, VM_ICMPSLT64, VM_ICMPSLE64};
  IrType ot = ir_value_type(cc->f, ir_opnd(cc->f, i, 0));
  uint32_t x, y;
  bool ss = (in->flags & IR_F_SAMESIGN) != 0;  /* samesign: the generic path */
  int k = ss ? -1 : icmp_form(cc, i, &x, &y);
  if (icmp_fused(cc, i)) return;
  if (k >= 0) emit(cc, ops[k], sw_of(cc->m, ot), 1, 0, dst_of(cc, i), x, y, 0);
  else emit(cc, VM_ICMP, sw_of(cc->m, ot), ir_type_lanes(cc->m, ot), in->pred | (ss ? VM_ICMP_SAMESIGN : 0),
            dst_of(cc, i), OP(cc, i, 0), OP(cc, i, 1), 0);
}

static void emit_fcmp(Cc *cc, IrId i, const IrInst *in) {
  IrType ot = ir_value_type(cc->f, ir_opnd(cc->f, i, 0));
  unsigned w = sw_of(cc->m, ot), n = ir_type_lanes(cc->m, ot);
  uint32_t fm = fm_flags(cc, in->flags, w) & ~(uint32_t)VM_FM_NANALT;   /* no FP result */
  uint32_t a = dst_of(cc, i), b = OP(cc, i, 0), c = OP(cc, i, 1);
  if (n == 1 && fm == 0 && (w == 32 || w == 64) && cc->p->hostfp)
    emit(cc, w == 32 ? VM_FCMP32 : VM_FCMP64, w, 1, in->pred, a, b, c, 0);
  else emit(cc, VM_FCMP, w, n, in->pred | fm, a, b, c, 0);
}

static void emit_select(Cc *cc, IrId i, const IrInst *in) {
  IrType ct = ir_value_type(cc->f, ir_opnd(cc->f, i, 0));
  uint32_t a = dst_of(cc, i), b = OP(cc, i, 0), c = OP(cc, i, 1), d = OP(cc, i, 2);
  uint32_t ns = vm_nslots(cc->m, in->type);
  unsigned fw = ir_type_is_fp(cc->m, ir_type_scalar(cc->m, in->type)) ? sw_of(cc->m, in->type) : 0;
  uint32_t fm = fw ? (fm_flags(cc, in->flags, fw) & (VM_FM_NNAN | VM_FM_NINF)) : 0;
  if (!fm) fw = 0;
  if (ir_type_is_vec(cc->m, ct)) {
    unsigned n = ir_type_lanes(cc->m, ct);
    emit(cc, VM_VSEL, ns / n, n, fw | fm, a, b, c, d);
  } else if (ns == 1 && !fm) {
    emit(cc, VM_SEL, 0, 1, 0, a, b, c, d);
  } else {
    emit(cc, VM_SELN, 0, 0, fw | fm | ns << 12, a, b, c, d);
  }
}

/* ---- casts */

static bool same_layout(const IrModule *m, IrType s, IrType d) {
  if (ir_type_lanes(m, s) != ir_type_lanes(m, d)) return false;
  if (sw_of(m, s) != sw_of(m, d) || sw_of(m, s) > 64) return false;
  return vm_nslots(m, s) == vm_nslots(m, d);
}

static void emit_cast(Cc *cc, IrId i, const IrInst *in) {
  IrType st = ir_value_type(cc->f, ir_opnd(cc->f, i, 0)), dt = in->type;
  unsigned sw = sw_of(cc->m, st), dw = sw_of(cc->m, dt), n = ir_type_lanes(cc->m, dt);
  uint32_t a = dst_of(cc, i), b = OP(cc, i, 0);
  unsigned op = in->op;
  /* nneg, trunc nuw / nsw: the generic path checks them */
  uint32_t cf = (in->flags & IR_F_NNEG ? VM_CAST_NNEG : 0) | (op == IR_TRUNC && (in->flags & IR_F_NUW) ? VM_CAST_NUW : 0) |
                (op == IR_TRUNC && (in->flags & IR_F_NSW) ? VM_CAST_NSW : 0);
  bool scalar = n == 1 && sw <= 64 && dw <= 64 && !cf;
  if (op == IR_BITCAST) {
    if (same_layout(cc->m, st, dt)) emit_mov(cc, a, b, vm_nslots(cc->m, dt));
    else emit(cc, VM_BITCAST, 0, 0, 0, a, b, st, dt);
    return;
  }
  if (op == IR_ADDRSPACECAST) { emit(cc, VM_ADDRCAST, 0, n, as_of(cc->m, st) | as_of(cc->m, dt) << 8, a, b, 0, 0); return; }
  if (scalar && (op == IR_ZEXT || ((op == IR_PTRTOINT || op == IR_INTTOPTR) && dw >= sw))) { emit_mov(cc, a, b, 1); return; }
  if (scalar && (op == IR_TRUNC || op == IR_PTRTOINT || op == IR_INTTOPTR)) { emit(cc, VM_TRUNC, dw, 1, 0, a, b, 0, 0); return; }
  if (scalar && op == IR_SEXT) { emit(cc, VM_SEXT, sw, 1, 0, a, b, 0, dw); return; }
  uint32_t fm = 0;
  if (op == IR_FPTRUNC || op == IR_FPEXT || op == IR_SITOFP || op == IR_UITOFP) fm = fm_flags(cc, 0, dw);
  else if (op == IR_FPTOSI || op == IR_FPTOUI) fm = fm_flags(cc, 0, sw);
  if (scalar && !fm && (op == IR_SITOFP || op == IR_UITOFP) && (dw == 32 || dw == 64) && cc->p->hostfp) {
    emit(cc, op == IR_SITOFP ? VM_SI2F : VM_UI2F, sw, 1, 0, a, b, 0, dw);
    return;
  }
  emit(cc, VM_CAST, sw, n, op | fm | cf, a, b, 0, dw);
}

/* ---- memory */

static VmOp fast_mem(const IrModule *m, IrType t, bool store) {
  const IrTypeInfo *ti = ir_ty(m, t);
  unsigned bits = ti->kind == IR_TINT ? ti->bits : 0;
  switch (ti->kind) {
  case IR_TINT:
    if (bits == 8) return store ? VM_ST1 : VM_LD1;
    if (bits == 16) return store ? VM_ST2 : VM_LD2;
    if (bits == 32) return store ? VM_ST4 : VM_LD4;
    if (bits == 64) return store ? VM_ST8 : VM_LD8;
    return VM_NOP;
  case IR_THALF: return store ? VM_STF2 : VM_LD2;
  case IR_TFLOAT: return store ? VM_STF4 : VM_LD4;
  case IR_TDOUBLE: return store ? VM_STF8 : VM_LD8;
  case IR_TPTR: return ti->as == IR_AS_SHARED ? (store ? VM_ST4 : VM_LD4) : (store ? VM_ST8 : VM_LD8);
  default: return VM_NOP;
  }
}

/* A load or store of type t through pointer operand ptr.  LangRef: "A value
 * of 0 or an omitted align argument means that the operation has the ABI
 * alignment for the target"; volatile is treated as an ordinary access. */
static void emit_access(Cc *cc, IrId i, bool store, IrType t, uint32_t val, IrRef ptr, uint32_t align,
                        bool atomic) {
  unsigned as = as_of(cc->m, ir_value_type(cc->f, ptr));
  if (!align) align = ir_type_align(cc->m, t);
  VmOp op = atomic ? VM_NOP : fast_mem(cc->m, t, store);
  uint32_t p = S(cc, ptr);
  if (op != VM_NOP) emit(cc, op, as, 1, align, val, p, i, 0);
  else emit(cc, store ? VM_STG : VM_LDG, as, 1, align | (atomic ? VM_MEM_ATOMIC : 0), val, p, i, t);
}

/* Whether alloca i is the pointer operand of an llvm.lifetime.start (then
 * "the object is initially marked as dead" -- LangRef llvm.lifetime.start),
 * directly or through one address-space cast. */
static bool alloca_starts_dead(const Cc *cc, IrRef v, int depth) {
  const IrFunc *f = cc->f;
  for (IrId u = ir_first_use(f, v); u != IR_NIL; u = f->uses[u].next) {
    IrId user = f->uses[u].user;
    const IrInst *ui = &f->insts[user];
    if (ui->op == IR_CALL && ui->aux == IR_IN_LLVM_LIFETIME_START) return true;
    if (depth == 0 && (ui->op == IR_ADDRSPACECAST || ui->op == IR_BITCAST) &&
        alloca_starts_dead(cc, ir_inst_ref(user), 1))
      return true;
  }
  return false;
}

/* A GEP split into a constant byte offset and variable indices. */
typedef struct GepIdx { uint32_t slot, iw, vec; int64_t scale; } GepIdx;
typedef struct GepSplit {
  GepIdx vx[32];
  uint32_t nv;
  int64_t koff;
  bool kovf;       /* the constant part overflows the index type */
} GepSplit;

/* Walks the indices over the source element type: struct fields add their
 * offset; other indices are scaled by the element's alloc size, folded
 * into koff when constant. */
static void gep_split(Cc *cc, IrId i, const IrInst *in, unsigned pw, GepSplit *g) {
  const IrModule *m = cc->m;
  IrType cur = in->auxty;
  bool fold = !(in->flags & (IR_F_NUSW | IR_F_NUW));  /* vm_gep sees every offset of those */
  memset(g, 0, sizeof *g);
  for (uint32_t k = 1; k < in->nops; k++) {
    IrRef r = ir_opnd(cc->f, i, k);
    IrType it = ir_value_type(cc->f, r);
    unsigned iw = sw_of(m, it);
    const IrConst *kc = ir_ref_is(r, IR_RCONST) ? ir_const(m, r) : NULL;
    bool isk = kc && (kc->kind == IR_CINT || kc->kind == IR_CZERO) && !ir_type_is_vec(m, it);
    int64_t kv = isk && kc->kind == IR_CINT ? ir_sext(kc->lo, iw) : 0, scale, prod;
    if (k == 1) {
      scale = (int64_t)ir_type_alloc_size(m, cur);
    } else if (ir_ty(m, cur)->kind == IR_TSTRUCT) {
      g->koff += (int64_t)ir_type_field_offset(m, cur, (uint32_t)kv);
      cur = ir_type_field(m, cur, (uint32_t)kv);
      continue;
    } else {
      cur = ir_ty(m, cur)->elem;
      scale = (int64_t)ir_type_alloc_size(m, cur);
    }
    if (isk && iw <= pw && fold) {
      if (__builtin_mul_overflow(ir_sext((uint64_t)kv, pw), scale, &prod) || __builtin_add_overflow(g->koff, prod, &g->koff))
        g->kovf = true;
    } else if (g->nv < 32) {
      g->vx[g->nv++] = (GepIdx){U(cc, i, k), iw, ir_type_is_vec(m, it), scale};
    } else {
      g->kovf = true;
    }
  }
  if (pw == 32 && ir_sext((uint64_t)g->koff, 32) != g->koff) g->kovf = true;
}

static void emit_gepn(Cc *cc, const GepSplit *g, unsigned n, uint32_t fl, uint32_t a, uint32_t b, bool bvec) {
  uint32_t e = ext_alloc(cc, 4 + 4 * g->nv);
  if (cc->st) return;
  cc->ext[e] = g->nv;
  cc->ext[e + 1] = (uint32_t)g->koff;
  cc->ext[e + 2] = (uint32_t)((uint64_t)g->koff >> 32);
  cc->ext[e + 3] = bvec | (g->kovf ? 2u : 0u);
  for (uint32_t k = 0; k < g->nv; k++) {
    uint32_t *x = cc->ext + e + 4 + 4 * k;
    x[0] = g->vx[k].slot;
    x[1] = g->vx[k].iw | g->vx[k].vec << 8;
    x[2] = (uint32_t)g->vx[k].scale;
    x[3] = (uint32_t)((uint64_t)g->vx[k].scale >> 32);
  }
  emit(cc, VM_GEPN, 0, n, fl, a, b, 0, e);
}

static void emit_gep(Cc *cc, IrId i, const IrInst *in) {
  const IrModule *m = cc->m;
  unsigned n = ir_type_lanes(m, in->type), as = as_of(m, in->type), pw = as == IR_AS_SHARED ? 32 : 64;
  GepSplit g;
  gep_split(cc, i, in, pw, &g);
  uint32_t a = dst_of(cc, i), b = OP(cc, i, 0);
  bool bvec = ir_type_is_vec(m, ir_value_type(cc->f, ir_opnd(cc->f, i, 0)));
  uint32_t fl = ((in->flags & IR_F_INBOUNDS) ? VM_GEP_INBOUNDS : 0) | ((in->flags & IR_F_NUSW) ? VM_GEP_NUSW : 0) |
                ((in->flags & IR_F_NUW) ? VM_GEP_NUW : 0) | as << 8;
  bool plain = !(in->flags & (IR_F_NUSW | IR_F_NUW));
  if (n == 1 && g.nv == 0 && g.koff == 0 && !g.kovf && plain) {
    emit_mov(cc, a, b, 1);
  } else if (plain && n == 1 && g.nv == 1 && g.koff == 0 && !g.kovf && g.vx[0].iw <= pw && g.vx[0].scale > 0 &&
             g.vx[0].scale <= 0x7fffffff) {
    emit(cc, VM_GEP1, g.vx[0].iw, 1, fl, a, b, g.vx[0].slot, (uint32_t)g.vx[0].scale);
  } else {
    emit_gepn(cc, &g, n, fl, a, b, bvec);
  }
}

/* ---- vectors and aggregates */

/* Slot offset and slot count of the member named by constant indices. */
static uint32_t agg_member(const Cc *cc, IrType t, IrId i, uint32_t k0, uint32_t *count) {
  const IrModule *m = cc->m;
  uint32_t off = 0;
  for (uint32_t k = k0; k < cc->f->insts[i].nops; k++) {
    uint32_t idx = (uint32_t)ir_const(m, ir_opnd(cc->f, i, k))->lo;
    const IrTypeInfo *ti = ir_ty(m, t);
    if (ti->kind == IR_TSTRUCT) {
      for (uint32_t j = 0; j < idx; j++) off += vm_nslots(m, m->tfields[ti->field0 + j]);
      t = m->tfields[ti->field0 + idx];
    } else {
      off += idx * vm_nslots(m, ti->elem);
      t = ti->elem;
    }
  }
  *count = vm_nslots(m, t);
  return off;
}

static bool const_index(const Cc *cc, IrRef r, uint64_t *v) {
  if (!ir_ref_is(r, IR_RCONST)) return false;
  const IrConst *c = ir_const(cc->m, r);
  if (c->kind != IR_CINT && c->kind != IR_CZERO) return false;
  *v = c->kind == IR_CINT ? c->lo : 0;
  return true;
}

/* extractelement / insertelement: LangRef "idx ... a value of any integer
 * type"; an i128 index owns two slots, and f = 1 tells the VM to check its
 * high word too (a nonzero high word exceeds every lane count: poison).  A
 * constant index folds to moves only when it names a lane (hi == 0). */
static bool const_lane(const Cc *cc, IrRef r, unsigned n, uint64_t *v) {
  if (!const_index(cc, r, v) || *v >= n) return false;
  const IrConst *c = ir_const(cc->m, r);
  return c->kind == IR_CZERO || c->hi == 0;
}

static void emit_vecop(Cc *cc, IrId i, const IrInst *in) {
  const IrModule *m = cc->m;
  IrType vt = ir_value_type(cc->f, ir_opnd(cc->f, i, 0));
  unsigned n = ir_type_lanes(m, vt), k = vm_nslots(m, ir_type_scalar(m, vt));
  uint32_t a = dst_of(cc, i), b = OP(cc, i, 0);
  uint64_t idx;
  if (in->op == IR_EXTRACTELT) {
    IrRef ir = ir_opnd(cc->f, i, 1);
    uint32_t wide = sw_of(m, ir_value_type(cc->f, ir)) > 64;
    if (const_lane(cc, ir, n, &idx)) emit_mov(cc, a, b + (uint32_t)idx * k, k);
    else emit(cc, VM_EXTRACTELT, k, n, wide, a, b, OP(cc, i, 1), 0);
  } else if (in->op == IR_INSERTELT) {
    IrRef ir = ir_opnd(cc->f, i, 2);
    uint32_t wide = sw_of(m, ir_value_type(cc->f, ir)) > 64;
    if (const_lane(cc, ir, n, &idx)) {
      emit_mov(cc, a, b, n * k);
      emit_mov(cc, a + (uint32_t)idx * k, OP(cc, i, 1), k);
    } else {
      emit(cc, VM_INSERTELT, k, n, wide, a, b, OP(cc, i, 1), OP(cc, i, 2));
    }
  } else {
    unsigned rn = ir_type_lanes(m, in->type);
    uint32_t e = ext_alloc(cc, rn);
    if (cc->st) return;
    const IrConst *mc = ir_const(m, ir_opnd(cc->f, i, 2));
    for (unsigned l = 0; l < rn; l++) {
      uint32_t s = VM_NONE;
      if (mc->kind == IR_CZERO) s = 0;
      else if (mc->kind == IR_CVEC) {
        const IrConst *ec = ir_const(m, ir_const_elem(m, mc, l));
        if (ec->kind == IR_CINT) s = (uint32_t)ec->lo;
        else if (ec->kind == IR_CZERO) s = 0;
      }
      cc->ext[e + l] = s;
    }
    emit(cc, VM_SHUFFLE, k, rn, n, a, b, OP(cc, i, 1), e);
  }
}

static void emit_aggop(Cc *cc, IrId i, const IrInst *in) {
  IrType at = ir_value_type(cc->f, ir_opnd(cc->f, i, 0));
  uint32_t cnt, a = dst_of(cc, i), b = OP(cc, i, 0);
  if (in->op == IR_EXTRACTVAL) {
    uint32_t off = agg_member(cc, at, i, 1, &cnt);
    emit_mov(cc, a, b + off, cnt);
  } else {
    uint32_t off = agg_member(cc, at, i, 2, &cnt);
    emit_mov(cc, a, b, vm_nslots(cc->m, at));
    emit_mov(cc, a + off, OP(cc, i, 1), cnt);
  }
}

/* ---- calls */

static uint32_t prog_index(Cc *cc, uint32_t fidx);

static uint32_t sreg_of(IrIntrin id) {
  switch (id) {
  case IR_IN_NVVM_TID_X: return VM_SR_TID_X;
  case IR_IN_NVVM_TID_Y: return VM_SR_TID_Y;
  case IR_IN_NVVM_TID_Z: return VM_SR_TID_Z;
  case IR_IN_NVVM_NTID_X: return VM_SR_NTID_X;
  case IR_IN_NVVM_NTID_Y: return VM_SR_NTID_Y;
  case IR_IN_NVVM_NTID_Z: return VM_SR_NTID_Z;
  case IR_IN_NVVM_CTAID_X: return VM_SR_CTAID_X;
  case IR_IN_NVVM_CTAID_Y: return VM_SR_CTAID_Y;
  case IR_IN_NVVM_CTAID_Z: return VM_SR_CTAID_Z;
  case IR_IN_NVVM_NCTAID_X: return VM_SR_NCTAID_X;
  case IR_IN_NVVM_NCTAID_Y: return VM_SR_NCTAID_Y;
  case IR_IN_NVVM_NCTAID_Z: return VM_SR_NCTAID_Z;
  case IR_IN_NVVM_WARPSIZE: return VM_SR_WARPSIZE;
  case IR_IN_NVVM_LANEID: return VM_SR_LANEID;
  case IR_IN_OCL_GET_GLOBAL_ID: return VM_OCL_GLOBAL_ID;
  case IR_IN_OCL_GET_LOCAL_ID: return VM_OCL_LOCAL_ID;
  case IR_IN_OCL_GET_GROUP_ID: return VM_OCL_GROUP_ID;
  case IR_IN_OCL_GET_LOCAL_SIZE: return VM_OCL_LOCAL_SIZE;
  case IR_IN_OCL_GET_NUM_GROUPS: return VM_OCL_NUM_GROUPS;
  case IR_IN_OCL_GET_GLOBAL_SIZE: return VM_OCL_GLOBAL_SIZE;
  default: return VM_NONE;
  }
}

static int warp_kind(IrIntrin id) {
  switch (id) {
  case IR_IN_NVVM_SHFL_SYNC_IDX_I32: case IR_IN_NVVM_SHFL_SYNC_IDX_F32: return VM_W_SHFL_IDX;
  case IR_IN_NVVM_SHFL_SYNC_UP_I32: case IR_IN_NVVM_SHFL_SYNC_UP_F32: return VM_W_SHFL_UP;
  case IR_IN_NVVM_SHFL_SYNC_DOWN_I32: case IR_IN_NVVM_SHFL_SYNC_DOWN_F32: return VM_W_SHFL_DOWN;
  case IR_IN_NVVM_SHFL_SYNC_BFLY_I32: case IR_IN_NVVM_SHFL_SYNC_BFLY_F32: return VM_W_SHFL_BFLY;
  case IR_IN_NVVM_VOTE_ALL_SYNC: return VM_W_VOTE_ALL;
  case IR_IN_NVVM_VOTE_ANY_SYNC: return VM_W_VOTE_ANY;
  case IR_IN_NVVM_VOTE_UNI_SYNC: return VM_W_VOTE_UNI;
  case IR_IN_NVVM_VOTE_BALLOT_SYNC: return VM_W_VOTE_BALLOT;
  case IR_IN_NVVM_ACTIVEMASK: return VM_W_ACTIVEMASK;
  case IR_IN_NVVM_BAR_WARP_SYNC: return VM_W_SYNC;
  default: return -1;
  }
}

static void emit_warp(Cc *cc, IrId i, int kind) {
  uint32_t e = ext_alloc(cc, 4);
  if (cc->st) return;
  uint32_t nargs = cc->f->insts[i].nops - 1;
  for (uint32_t k = 0; k < nargs && k < 4; k++) cc->ext[e + k] = OP(cc, i, k + 1);
  uint32_t dst = cc->f->insts[i].type == IR_VOID ? VM_NONE : dst_of(cc, i);
  emit(cc, VM_WARP, 0, 0, (uint32_t)kind, dst, e, 0, 0);
}

/* llvm.vector.reduce.* */
static void emit_reduce(Cc *cc, IrId i, IrIntrin id) {
  const IrInst *in = &cc->f->insts[i];
  bool fpop = id == IR_IN_LLVM_REDUCE_FADD || id == IR_IN_LLVM_REDUCE_FMUL;
  IrRef v = ir_opnd(cc->f, i, fpop ? 2 : 1);
  IrType vt = ir_value_type(cc->f, v);
  unsigned w = sw_of(cc->m, vt);
  if (w > 64) { emit_msg(cc, VM_UNSUPP, "unsupported %s on i128 lanes", "vector reduction"); return; }
  uint32_t fm = ir_type_is_fp(cc->m, ir_type_scalar(cc->m, vt)) ? fm_flags(cc, in->flags, w) & (VM_FM_NNAN | VM_FM_NINF | VM_FM_NANALT) : 0;
  emit(cc, VM_REDUCE, w, ir_type_lanes(cc->m, vt), id, dst_of(cc, i), U(cc, i, fpop ? 2 : 1), fpop ? OP(cc, i, 1) : VM_NONE, fm);
}

/* The function's "denormal-fp-math" applies to the llvm.* FP intrinsics as
 * to fadd/fmul (LangRef "Function Attributes", denormal-fp-math: inputs
 * "treated as zero", outputs "may be flushed"; the interpreter flushes, as
 * the NVPTX backend does by picking the .ftz instructions for them), except
 * the sign-bit operations fabs and copysign, which are not arithmetic.
 * llvm.nvvm.* and ori.* spell their flushing in the name; math library
 * calls are functions of their own, compiled outside this one. */
static uint32_t intrin_denorm(const Cc *cc, IrIntrin id, unsigned fpw) {
  const char *n = ir_intrin_info[id].name;
  if (!fpw || strncmp(n, "llvm.", 5) || !strncmp(n, "llvm.nvvm.", 10)) return 0;
  /* sign operations, and is.fpclass ("a subnormal value will be observed") */
  if (id == IR_IN_LLVM_FABS || id == IR_IN_LLVM_COPYSIGN || id == IR_IN_LLVM_IS_FPCLASS) return 0;
  return fm_flags(cc, 0, fpw) & (VM_FM_FTZ | VM_FM_FTZP);
}

/* A pure known callee: evaluated per lane by sem_intrin (sem.h); a scalar
 * call with i128 operands or result by sem_intrin128 (VmIns.w = 128). */
static void emit_intrin(Cc *cc, IrId i, IrIntrin id) {
  const IrModule *m = cc->m;
  const IrInst *in = &cc->f->insts[i];
  uint32_t nargs = in->nops - 1;
  IrType rt = in->type, vt = rt;
  unsigned nres = 1;
  if (ir_ty(m, rt)->kind == IR_TSTRUCT) { vt = ir_type_field(m, rt, 0); nres = 2; }
  bool wide = rt != IR_VOID && sw_of(m, vt) > 64, vec = rt != IR_VOID && ir_type_is_vec(m, vt);
  for (uint32_t k = 0; k < nargs; k++) {
    IrType at = ir_value_type(cc->f, ir_opnd(cc->f, i, k + 1));
    wide |= sw_of(m, at) > 64;
    vec |= ir_type_is_vec(m, at);
  }
  if (nargs > 8 || rt == IR_VOID) {
    emit_msg(cc, VM_UNSUPP, "unsupported call to @%s with too many operands", ir_intrin_info[id].name);
    return;
  }
  if (wide && vec) {
    emit_msg(cc, VM_UNSUPP, "unsupported call to @%s on vectors of i128", ir_intrin_info[id].name);
    return;
  }
  if (wide && (nargs > 3 || sw_of(m, vt) != 128 || !sem_has_intrin128(id))) {
    emit_msg(cc, VM_UNSUPP, "unsupported call to @%s with i128 operands", ir_intrin_info[id].name);
    return;
  }
  unsigned n = ir_type_lanes(m, vt), retw = sw_of(m, vt);
  uint32_t e = ext_alloc(cc, 4 + 3 * nargs);
  if (cc->st) return;
  cc->ext[e] = nargs;
  cc->ext[e + 1] = nres;
  cc->ext[e + 2] = retw;
  unsigned fpw = ir_type_is_fp(m, ir_type_scalar(m, vt)) ? retw : 0;
  for (uint32_t k = 0; k < nargs && !fpw; k++) {
    IrType at = ir_type_scalar(m, ir_value_type(cc->f, ir_opnd(cc->f, i, k + 1)));
    if (ir_type_is_fp(m, at)) fpw = sw_of(m, at);
  }
  /* fabs and copysign are bit operations: their NaN keeps its payload */
  uint32_t alt = ir_intrin_info[id].math == IR_MF_FABS || ir_intrin_info[id].math == IR_MF_COPYSIGN ? 0 : VM_FM_NANALT;
  cc->ext[e + 3] = (fm_flags(cc, in->flags, retw) & (VM_FM_NNAN | VM_FM_NINF | alt)) | intrin_denorm(cc, id, fpw);
  if (cc->ext[e + 3] && ir_type_is_fp(m, ir_type_scalar(m, vt))) cc->ext[e + 3] |= VM_FM_FPRET;
  for (uint32_t k = 0; k < nargs; k++) {
    IrType at = ir_value_type(cc->f, ir_opnd(cc->f, i, k + 1));
    cc->ext[e + 4 + 3 * k] = OP(cc, i, k + 1);
    cc->ext[e + 5 + 3 * k] = sw_of(m, at);
    cc->ext[e + 6 + 3 * k] = ir_type_is_vec(m, at) | (ir_type_is_fp(m, ir_type_scalar(m, at)) ? 2u : 0u);
  }
  /* w = 128: scalar i128 form, two slots per i128 value (vm_ops.c) */
  emit(cc, VM_INTRIN, wide ? 128 : 0, n, 0, dst_of(cc, i), e, id, 0);
}

static void emit_ldg(Cc *cc, IrId i) {
  uint64_t al = 0;
  const_index(cc, ir_opnd(cc->f, i, 2), &al);
  emit_access(cc, i, false, cc->f->insts[i].type, dst_of(cc, i), ir_opnd(cc->f, i, 1), (uint32_t)al, false);
}

/* The operand bundles of an llvm.assume (ir.h IrBundle): one ABUNDLE
 * each, after the condition's check ("ignore" and "cold" state nothing). */
static void emit_bundles(Cc *cc, IrId i, const IrInst *in) {
  const IrModule *m = cc->m;
  uint32_t nb = ir_bundles_count(m, in->bundles), k = in->nops - ir_bundles_nops(m, in->bundles), tag, n;
  for (uint32_t j = 0; j < nb; j++, k += n) {
    ir_bundle_at(m, in->bundles, j, &tag, &n);
    if (tag == IR_BUNDLE_IGNORE || tag == IR_BUNDLE_COLD || k + n > in->nops) continue;
    IrType t = ir_value_type(cc->f, ir_opnd(cc->f, i, k));
    uint32_t as = ir_ty(m, ir_type_scalar(m, t))->kind == IR_TPTR ? as_of(m, t) : 0;
    emit(cc, VM_ABUNDLE, as, 0, tag, OP(cc, i, k), n > 1 ? OP(cc, i, k + 1) : VM_NONE,
         n > 2 ? OP(cc, i, k + 2) : VM_NONE, vm_nslots(m, t));
  }
}

/* Known callees the VM itself implements; false for pure ones. */
static bool emit_vm_callee(Cc *cc, IrId i, IrIntrin id) {
  const IrInst *in = &cc->f->insts[i];
  uint32_t sr = sreg_of(id);
  int wk = warp_kind(id);
  if (sr != VM_NONE) {
    if (sr >= VM_OCL_GLOBAL_ID) emit(cc, VM_OCLQ, 0, 0, sr, dst_of(cc, i), OP(cc, i, 1), 0, 0);
    else emit(cc, VM_SREG, 0, 0, sr, dst_of(cc, i), 0, 0, 0);
    return true;
  }
  if (wk >= 0) { emit_warp(cc, i, wk); return true; }
  switch (id) {
  case IR_IN_NVVM_BARRIER0: case IR_IN_OCL_BARRIER:
    emit(cc, VM_BARRIER, 0, 0, 0, 0, VM_NONE, 0, 0); return true;
  case IR_IN_NVVM_BARRIER_SYNC: case IR_IN_NVVM_BAR_SYNC:
  case IR_IN_NVVM_BARRIER_CTA_SYNC_ALIGNED_ALL: case IR_IN_NVVM_BARRIER_CTA_SYNC_ALL:
    emit(cc, VM_BARRIER, 0, 0, 0, 0, OP(cc, i, 1), 0, 0); return true;
  case IR_IN_NVVM_MEMBAR_CTA: case IR_IN_NVVM_MEMBAR_GL: case IR_IN_NVVM_MEMBAR_SYS:
    return true; /* ordering only: every access is sequentially consistent here */
  case IR_IN_NVVM_ATOMIC_LOAD_INC_32: case IR_IN_NVVM_ATOMIC_LOAD_DEC_32:
    emit(cc, VM_ATOMINC, 0, 0, id == IR_IN_NVVM_ATOMIC_LOAD_DEC_32, dst_of(cc, i), OP(cc, i, 1), OP(cc, i, 2), i);
    return true;
  case IR_IN_NVVM_LDG_GLOBAL_F: case IR_IN_NVVM_LDG_GLOBAL_I: emit_ldg(cc, i); return true;
  case IR_IN_LLVM_MEMCPY: case IR_IN_LLVM_MEMMOVE: case IR_IN_LLVM_MEMSET: {
    unsigned lw = sw_of(cc->m, ir_value_type(cc->f, ir_opnd(cc->f, i, 3)));
    /* tail: "the callee does not access allocas from the caller" (LangRef
     * call) */
    for (uint32_t k = 1; (in->flags & (IR_F_TAIL | IR_F_MUSTTAIL)) && k <= (id == IR_IN_LLVM_MEMSET ? 1u : 2u); k++)
      emit(cc, VM_TAILCK, lw, 0, 0, OP(cc, i, k), OP(cc, i, 3), as_of(cc->m, ir_value_type(cc->f, ir_opnd(cc->f, i, k))), 0);
    emit(cc, id == IR_IN_LLVM_MEMSET ? VM_MEMSET : VM_MEMCPY, lw, 0, id == IR_IN_LLVM_MEMMOVE, OP(cc, i, 1),
         OP(cc, i, 2), OP(cc, i, 3), i);
    return true;
  }
  case IR_IN_LLVM_LIFETIME_START: case IR_IN_LLVM_LIFETIME_END:
    emit(cc, VM_LIFETIME, as_of(cc->m, ir_value_type(cc->f, ir_opnd(cc->f, i, in->nops - 1))), 0,
         id == IR_IN_LLVM_LIFETIME_END, 0, OP(cc, i, in->nops - 1), 0, 0);  /* LLVM 22: no size */
    return true;
  case IR_IN_LLVM_ASSUME:
    emit(cc, VM_ASSUME, 0, 0, 0, 0, OP(cc, i, 1), 0, 0);
    emit_bundles(cc, i, in);
    return true;
  case IR_IN_LLVM_EXPECT: emit_mov(cc, dst_of(cc, i), OP(cc, i, 1), vm_nslots(cc->m, in->type)); return true;
  case IR_IN_NVVM_ISSPACEP_CONST: case IR_IN_NVVM_ISSPACEP_GLOBAL:
  case IR_IN_NVVM_ISSPACEP_LOCAL: case IR_IN_NVVM_ISSPACEP_SHARED: {
    unsigned as = id == IR_IN_NVVM_ISSPACEP_CONST ? 4 : id == IR_IN_NVVM_ISSPACEP_GLOBAL ? 1
                : id == IR_IN_NVVM_ISSPACEP_LOCAL ? 5 : 3;
    emit(cc, VM_ISSPACEP, 0, 0, as, dst_of(cc, i), OP(cc, i, 1), 0, 0);
    return true;
  }
  case IR_IN_LLVM_TRAP: emit(cc, VM_TRAP, 0, 0, 0, 0, VM_NONE, 0, 0); return true;
  default:
    if (id >= IR_IN_LLVM_REDUCE_ADD && id <= IR_IN_LLVM_REDUCE_XOR) { emit_reduce(cc, i, id); return true; }
    return false;
  }
}

/* The restriction memory attribute bits fa put on a call (mem.h MemFx):
 * whether there is one, and the accesses it allows on the objects of the
 * pointer arguments and on other objects (mem_effects below states the
 * rules). */
static bool fx_of(uint32_t fa, uint8_t *arg, uint8_t *other) {
  unsigned acc = (fa & IR_A_READS ? MEM_FX_READ : 0) | (fa & IR_A_WRITES ? MEM_FX_WRITE : 0);
  *arg = *other = MEM_FX_READ | MEM_FX_WRITE;
  if (fa & IR_A_NOMEM) return *arg = *other = 0, true;
  if (fa & IR_FA_MEMMIXED) {  /* inaccessible memory: no object here is */
    *arg = (uint8_t)((fa & IR_FA_ARG_R ? MEM_FX_READ : 0) | (fa & IR_FA_ARG_W ? MEM_FX_WRITE : 0));
    *other = (uint8_t)((fa & IR_FA_OTH_R ? MEM_FX_READ : 0) | (fa & IR_FA_OTH_W ? MEM_FX_WRITE : 0));
    return (*arg & *other) != (MEM_FX_READ | MEM_FX_WRITE);
  }
  if (fa & IR_FA_ARGMEMONLY) return *arg = (uint8_t)acc, *other = 0, true;
  if (acc == MEM_FX_READ || acc == MEM_FX_WRITE) return *arg = *other = (uint8_t)acc, true;
  return false;
}

/* More pointer parameters than MemFx records (a vector of pointers counts
 * as too many). */
static bool too_many_ptrs(const IrModule *m, const IrFunc *f) {
  uint32_t nptr = 0;
  for (uint32_t k = 0; k < f->nparams; k++) {
    IrType t = f->params[k].type;
    if (ir_type_is_vec(m, t) && ir_ty(m, ir_type_scalar(m, t))->kind == IR_TPTR) return true;
    nptr += ir_ty(m, t)->kind == IR_TPTR;
  }
  return nptr > MEM_FX_MAXARGS;
}

/* A call of a function defined in the module: arguments must match the
 * callee's parameters ("The argument types must match the types implied by
 * this signature" -- LangRef call; a mismatch reaching the call is UB). */
static void emit_defined_call(Cc *cc, IrId i, uint32_t fidx) {
  const IrFunc *cf = ir_func(cc->m, fidx);
  const IrInst *in = &cc->f->insts[i];
  uint32_t nargs = in->nops - 1;
  bool ok = nargs == cf->nparams && in->type == cf->ret && !cf->vararg;
  for (uint32_t k = 0; ok && k < nargs; k++) ok = ir_value_type(cc->f, ir_opnd(cc->f, i, k + 1)) == cf->params[k].type;
  if (!ok) { emit_msg(cc, VM_UBOP, "call to @%s with wrong arguments", ir_cstr(cc->m, cf->name)); return; }
  /* initializes on a callee's parameter: the caller's memory may be
   * reached through other pointers too, so "dead on entry" has no model
   * at a call (only at a launch) */
  for (uint32_t k = 0; k < nargs; k++)
    if (cf->params[k].inits.bits) {
      emit_msg(cc, VM_UNSUPP, "unsupported call to @%s, whose parameter has initializes", ir_cstr(cc->m, cf->name));
      return;
    }
  /* the call site's memory attributes restrict the call as the callee's
   * own do (VM_CALL f: 1 | arg accesses << 1 | other accesses << 3) */
  uint8_t fxa, fxo;
  uint32_t csfx = fx_of(in->cfattrs, &fxa, &fxo) ? 1u | (uint32_t)fxa << 1 | (uint32_t)fxo << 3 : 0;
  if (csfx && fxa != fxo && too_many_ptrs(cc->m, cf)) {
    emit_msg(cc, VM_UNSUPP, "unsupported memory attribute on a call of @%s with this many pointer parameters",
             ir_cstr(cc->m, cf->name));
    return;
  }
  uint32_t e = ext_alloc(cc, 1 + 2 * nargs);
  uint32_t pi = prog_index(cc, fidx);
  if (cc->st) return;
  cc->ext[e] = nargs;
  for (uint32_t k = 0; k < nargs; k++) {
    cc->ext[e + 1 + 2 * k] = OP(cc, i, k + 1);
    cc->ext[e + 2 + 2 * k] = vm_nslots(cc->m, cf->params[k].type);
  }
  emit(cc, VM_CALL, 0, 0, csfx, in->type == IR_VOID ? VM_NONE : dst_of(cc, i), e, pi, 0);
  if (in->cfattrs & IR_FA_NORETURN) emit_msg(cc, VM_UBOP, "a call marked noreturn returned%s", "");
}

static void emit_facts(Cc *cc, uint32_t a, IrType t, const IrParam *fx, bool defined);

/* The call site's argument attributes (ir_call_attrs): a fact that only
 * makes UB (noundef, dereferenceable) is checked on the argument's own
 * slot; one that makes the argument poison (nonnull, align without
 * noundef) on a copy in a temporary above the constants, which the call
 * then reads (Cc.ovr: the caller's value stays as it was). */
/* A copy of operand k of call i in a temporary above the constants and
 * the call's other copies, which the call then reads (Cc.ovr); its slot,
 * VM_NONE when out of memory. */
static uint32_t ovr_copy(Cc *cc, IrId i, uint32_t k) {
  const IrInst *in = &cc->f->insts[i];
  if (cc->ovr_inst != i) {
    if (!GROW(cc, cc->ovr, cc->capovr, in->nops)) { oom(cc); return VM_NONE; }
    cc->novr = in->nops;
    for (uint32_t j = 0; j < in->nops; j++) cc->ovr[j] = VM_NONE;
    cc->ovr_inst = i;
  }
  uint32_t top = cc->nval + cc->nk;
  for (uint32_t j = 1; j < cc->novr; j++) {
    uint32_t end = cc->ovr[j] == VM_NONE ? 0 : cc->ovr[j] + vm_nslots(cc->m, ir_value_type(cc->f, ir_opnd(cc->f, i, j)));
    if (end > top) top = end;
  }
  uint32_t n = vm_nslots(cc->m, ir_value_type(cc->f, ir_opnd(cc->f, i, k)));
  if (top + n > cc->tmax) cc->tmax = top + n;
  emit_mov(cc, top, OP(cc, i, k), n);
  cc->ovr[k] = top;
  return top;
}

static void emit_callsite_args(Cc *cc, IrId i, const IrInst *in) {
  if (!in->cattrs.bits) return;
  for (uint32_t k = 1; k < in->nops; k++) {
    IrParam fx;
    if (!ir_call_attrs(cc->m, in->cattrs, k, &fx)) continue;
    IrType t = ir_value_type(cc->f, ir_opnd(cc->f, i, k));
    uint32_t a = OP(cc, i, k);
    if (!(fx.attrs & IR_PA_NOUNDEF) && ((fx.attrs & IR_PA_NONNULL) || fx.align > 1) &&
        (a = ovr_copy(cc, i, k)) == VM_NONE)
      return;
    emit_facts(cc, a, t, &fx, true);
  }
}

/* A call of a function without a body (xcall.c states the model): the
 * arguments must match the declaration; results and arguments of the
 * types xcall_type_ok allows; a parameter attribute that would make an
 * argument poison inside the callee (range, nofpclass, nonnull, align
 * without noundef) has no model there yet.  The call is not an event
 * (XC_PURE) when the memory attributes allow it no I/O (below); what it
 * may do through each pointer argument is xcall_arg_access's. */
static void emit_xcall(Cc *cc, IrId i, uint32_t fidx) {
  const IrModule *m = cc->m;
  const IrFunc *cf = ir_func(m, fidx);
  const IrInst *in = &cc->f->insts[i];
  const char *nm = ir_cstr(m, cf->name);
  uint32_t nargs = in->nops - 1;
  bool ok = nargs == cf->nparams && in->type == cf->ret;
  for (uint32_t k = 0; ok && k < nargs; k++) ok = ir_value_type(cc->f, ir_opnd(cc->f, i, k + 1)) == cf->params[k].type;
  if (!ok) { emit_msg(cc, VM_UBOP, "call to @%s with wrong arguments", nm); return; }
  unsigned libc = xcall_libc(m, cf);
  if (libc >= XC_MEMCPY) {  /* C memcpy / memmove / memset: the llvm.mem* operation, returning the destination */
    emit(cc, libc == XC_MEMSET ? VM_MEMSET : VM_MEMCPY, 64, 0, libc == XC_MEMMOVE, OP(cc, i, 1), OP(cc, i, 2),
         OP(cc, i, 3), i);
    if (in->type != IR_VOID) emit_mov(cc, dst_of(cc, i), OP(cc, i, 1), 1);
    return;
  }
  if (libc == XC_EVENT && !xcall_type_ok(m, in->type, true)) {
    emit_msg(cc, VM_UNSUPP, "unsupported call to @%s (a function without a body) of this result type", nm);
    return;
  }
  for (uint32_t k = 0; k < nargs; k++) {
    const IrParam *pa = &cf->params[k];
    if (!xcall_type_ok(m, pa->type, false) || (pa->byval != IR_VOID && ir_type_alloc_size(m, pa->byval) > XA_WINMAX)) {
      emit_msg(cc, VM_UNSUPP, "unsupported call to @%s (a function without a body): a parameter's type or attributes", nm);
      return;
    }
  }
  /* a parameter attribute that makes the argument poison inside the
   * callee (range, nofpclass, nonnull, align without noundef): on a copy
   * the callee reads, as for the call site's (emit_callsite_args) */
  for (uint32_t k = 0; k < nargs; k++) {
    IrParam pa = cf->params[k];
    bool poisons = pa.range.bits || pa.nofpclass || (pa.attrs & IR_PA_NONNULL) || pa.align > 1;
    if (!poisons || (pa.attrs & IR_PA_NOUNDEF)) continue;
    uint32_t a = ovr_copy(cc, i, k + 1);
    if (a == VM_NONE) return;
    pa.deref = pa.deref_or_null = 0;  /* UB facts: not these */
    emit_facts(cc, a, pa.type, &pa, true);
  }
  /* noundef parameters' facts, and dereferenceable(N) (UB when
   * violated, the slot unchanged) */
  for (uint32_t k = 0; k < nargs; k++) {
    IrParam fx = cf->params[k];
    if (fx.attrs & IR_PA_NOUNDEF) {
      emit_facts(cc, OP(cc, i, k + 1), fx.type, &fx, true);
    } else if (fx.deref || fx.deref_or_null) {
      IrParam d;
      memset(&d, 0, sizeof d);
      d.type = fx.type, d.deref = fx.deref, d.deref_or_null = fx.deref_or_null, d.range = IR_NOREF;
      emit_facts(cc, OP(cc, i, k + 1), fx.type, &d, true);
    }
  }
  uint32_t e = ext_alloc(cc, 2 + XC_ARGW * nargs);
  if (cc->st) return;
  cc->ext[e] = nargs;
  cc->ext[e + 1] = in->type;
  for (uint32_t k = 0; k < nargs; k++) {
    cc->ext[e + 2 + XC_ARGW * k] = OP(cc, i, k + 1);
    cc->ext[e + 3 + XC_ARGW * k] = cf->params[k].type;
    cc->ext[e + 4 + XC_ARGW * k] = libc == XC_EVENT ? xcall_arg_access(m, cf, k) : 0;
  }
  /* not an event (XC_PURE) when the declaration allows no write, or no
   * access but to argument or other accessible memory, with no write to
   * the latter: such a callee can do no I/O (the call site's attributes
   * are promises, checked, never the model: xcall.c) */
  bool event = xcall_is_event(cf->fattrs);
  if (libc == XC_EVENT && xcall_libname(m, cf)) {
    emit_msg(cc, VM_UNSUPP, "unsupported call to @%s: a library function LLVM knows by name, not modelled here", nm);
    return;
  }
  if (libc == XC_EVENT) {
    const char *broken = xcall_callsite_broken(m, cf, in, event);
    if (broken) { emit_msg(cc, VM_UBOP, "%s", broken); return; }
  }
  unsigned kind = libc != XC_EVENT ? libc : !event ? XC_PURE : xcall_is_idem(cf->fattrs) ? XC_IDEM : XC_EVENT;
  uint32_t d = (in->cfattrs & IR_A_WILLRET ? XD_CS_WILLRET : 0) | (cc->f->fattrs & IR_A_WILLRET ? XD_CALLER_WILLRET : 0);
  /* tail: the callee accesses no alloca of the caller (LangRef call) */
  for (uint32_t k = 0; (in->flags & (IR_F_TAIL | IR_F_MUSTTAIL)) && k < nargs; k++)
    if ((cc->ext[e + 4 + XC_ARGW * k] & (XA_READ | XA_WRITE)) && !(cc->ext[e + 4 + XC_ARGW * k] & XA_BYVAL))
      emit(cc, VM_TAILCK, 0, 0, 0, OP(cc, i, k + 1), VM_NONE, ir_ty(m, cf->params[k].type)->as, 0);
  emit(cc, VM_XCALL, 0, 0, kind, in->type == IR_VOID ? VM_NONE : dst_of(cc, i), e, fidx, d);
  /* a call site marked noreturn whose callee returned (xcall.c: the
   * declaration decides whether it does) */
  if (kind == XC_PURE && (cf->fattrs & IR_FA_NORETURN))  /* an event decides in the VM */
    emit_msg(cc, VM_TRAP, "a function without a body marked noreturn: the run ends as abort would end it%s", "");
  if (in->cfattrs & IR_FA_NORETURN) emit_msg(cc, VM_UBOP, "a call marked noreturn returned%s", "");
}

static void emit_decl_ret_checks(Cc *cc, IrId i, const IrInst *in, const IrFunc *cf);

/* Call i of function fidx (directly, or as one case of an indirect call). */
static void emit_call_to(Cc *cc, IrId i, uint32_t fidx) {
  const IrFunc *cf = ir_func(cc->m, fidx);
  IrIntrin id = (IrIntrin)cf->intrin;
  if (id != IR_IN_NONE) {
    if (!emit_vm_callee(cc, i, id)) emit_intrin(cc, i, id);
    return;
  }
  if (cf->vararg) { emit_msg(cc, VM_UNSUPP, "unsupported call to variadic @%s", ir_cstr(cc->m, cf->name)); return; }
  if (cf->is_decl) { emit_xcall(cc, i, fidx); return; }
  emit_defined_call(cc, i, fidx);
}

/* Whether call i's own signature (result and argument types) is fidx's. */
static bool same_sig(const Cc *cc, IrId i, const IrFunc *cf) {
  const IrInst *in = &cc->f->insts[i];
  if (cf->vararg || in->type != cf->ret || in->nops - 1 != cf->nparams) return false;
  for (uint32_t k = 0; k < cf->nparams; k++)
    if (ir_value_type(cc->f, ir_opnd(cc->f, i, k + 1)) != cf->params[k].type) return false;
  return true;
}

/* An indirect call (ir.h ir_call_callee): FNJMP jumps, by the function
 * the callee pointer names, to one case per function of the module whose
 * type is the call site's -- that function's call as a direct call emits
 * it, then the facts a declaration's return value states -- or to a case
 * that is UB: the callee names a function of another type ("The argument
 * types must match the types implied by this signature", LangRef call; a
 * mismatch of the result type too), or no function at all (FNJMP itself:
 * poison, null, a data object, an offset into a function). */
static void emit_indirect_call(Cc *cc, IrId i, const IrInst *in) {
  const IrModule *m = cc->m;
  uint32_t n = m->nfuncs, e = ext_alloc(cc, 1 + 2 * n);  /* {n, target per function}, then each case's final jump */
  if (cc->st) return;
  cc->ext[e] = n;
  emit(cc, VM_FNJMP, 0, 0, 0, OP(cc, i, 0), e, 0, 0);
  uint32_t bad = cc->ncode;
  emit_msg(cc, VM_UBOP, "indirect call through a pointer to a function of another type%s", "");
  for (uint32_t k = 0; k < n && !cc->st; k++) {
    const IrFunc *cf = ir_func(m, k);
    if (!same_sig(cc, i, cf)) { cc->ext[e + 1 + k] = bad; continue; }
    cc->ext[e + 1 + k] = cc->ncode;
    emit_call_to(cc, i, k);
    emit_decl_ret_checks(cc, i, in, cf);
    cc->ext[e + 1 + n + k] = emit(cc, VM_JMP, 0, 0, 0, 0, 0, 0, 0);
  }
  if (cc->st) return;
  for (uint32_t k = 0; k < n; k++)  /* every case ends with a jump past the last case */
    if (cc->ext[e + 1 + k] != bad) cc->code[cc->ext[e + 1 + n + k]].b = cc->ncode;
}

static void emit_call(Cc *cc, IrId i) {
  uint32_t fidx = ir_call_callee(cc->f, i);
  if (fidx == IR_NIL) emit_indirect_call(cc, i, &cc->f->insts[i]);
  else emit_call_to(cc, i, fidx);
}

/* ---- facts of attributes and metadata (vm.h VM_CK_*) */

/* A RANGE record of the [2k x T] constant r: {k, (lo, hi) as 32-bit halves}. */
static uint32_t range_record(Cc *cc, IrRef r) {
  const IrModule *m = cc->m;
  const IrConst *c = ir_const(m, r);
  uint32_t k = c->n / 2, e = ext_alloc(cc, 1 + 4 * k);
  if (cc->st) return 0;
  cc->ext[e] = k;
  for (uint32_t j = 0; j < 2 * k; j++) {
    const IrConst *b = ir_const(m, ir_const_elem(m, c, j));
    uint64_t v = b->kind == IR_CINT ? b->lo : 0;
    cc->ext[e + 1 + 2 * j] = (uint32_t)v;
    cc->ext[e + 2 + 2 * j] = (uint32_t)(v >> 32);
  }
  return e;
}

/* CHECKs of value slot a of type t against the facts fx (an IrParam:
 * IR_PA_NOUNDEF / IR_PA_NONNULL in attrs, align, deref, deref_or_null,
 * range, nofpclass; byval and the rest are ignored).  noundef turns every
 * violation into UB; with defined also a poison value (where no other
 * check does: call sites and metadata). */
static void emit_facts(Cc *cc, uint32_t a, IrType t, const IrParam *fx, bool defined) {
  const IrModule *m = cc->m;
  unsigned n = ir_type_lanes(m, t), w = sw_of(m, t), as = as_of(m, t);
  bool ptr = ir_ty(m, ir_type_scalar(m, t))->kind == IR_TPTR;
  uint32_t nu = fx->attrs & IR_PA_NOUNDEF ? VM_CK_NOUNDEF : 0;
  if (fx->range.bits && w <= 64) {
    uint32_t e = range_record(cc, fx->range);
    emit(cc, VM_CHECK, w, n, VM_CK_RANGE | nu, a, 0, 0, e);
  }
  if (fx->nofpclass) emit(cc, VM_CHECK, w, n, VM_CK_FPCLASS | (uint32_t)fx->nofpclass << 8 | nu, a, 0, 0, 0);
  if (ptr && (fx->attrs & IR_PA_NONNULL)) emit(cc, VM_CHECK, w, n, VM_CK_NONNULL | nu, a, 0, as, 0);
  if (ptr && fx->align > 1) emit(cc, VM_CHECK, w, n, VM_CK_ALIGN | nu, a, 0, as, fx->align);
  if (ptr && (fx->deref || fx->deref_or_null)) {
    uint64_t dn = fx->deref ? fx->deref : fx->deref_or_null;
    uint32_t e = ext_alloc(cc, 3);
    if (cc->st) return;
    cc->ext[e] = (uint32_t)dn;
    cc->ext[e + 1] = (uint32_t)(dn >> 32);
    cc->ext[e + 2] = !fx->deref;
    emit(cc, VM_CHECK, w, n, VM_CK_DEREF, a, 0, as, e);
  }
  if (nu && defined) emit(cc, VM_CHECK, w, n, VM_CK_DEFINED, a, 0, 0, 0);
}

/* The parameters' facts, checked when the function starts (in its entry
 * block, before its first instruction; noundef itself is checked by the
 * call or the launch).  A byval parameter's align is its copy's, which the
 * call makes aligned.  (initializes is modelled at the launch, vm_exec.c
 * launch_poison; a call of a function with it is unsupported:
 * emit_defined_call.) */
static void emit_param_checks(Cc *cc) {
  const IrFunc *f = cc->f;
  for (uint32_t k = 0; k < f->nparams; k++) {
    IrParam fx = f->params[k];
    if (fx.byval != IR_VOID) fx.align = 0;
    emit_facts(cc, cc->aslot[k], fx.type, &fx, false);
  }
}

/* The facts of f's return value (attributes of the definition or declaration). */
static IrParam ret_facts(const IrFunc *f) {
  IrParam fx;
  memset(&fx, 0, sizeof fx);
  fx.attrs = f->ret_attrs;
  fx.range = f->ret_range;
  fx.nofpclass = f->ret_nofpclass;
  fx.align = f->ret_align;
  fx.deref = f->ret_deref;
  fx.deref_or_null = f->ret_deref_or_null;
  return fx;
}

/* The facts of an instruction's metadata (IR_F_MD*, IrInst.mdalign). */
static IrParam md_facts(const IrInst *in) {
  IrParam fx;
  memset(&fx, 0, sizeof fx);
  fx.range = in->flags & IR_F_MDRANGE ? in->range : IR_NOREF;
  if (in->flags & IR_F_MDNONNULL) fx.attrs |= IR_PA_NONNULL;
  if (in->flags & IR_F_MDNOUNDEF) fx.attrs |= IR_PA_NOUNDEF;
  fx.align = in->mdalign ? 1u << (in->mdalign - 1) : 0;
  return fx;
}

/* A call's result facts: the call site's attributes and metadata, and a
 * declared callee's (a defined callee checks its own at its ret). */
static void emit_call_checks(Cc *cc, IrId i, const IrInst *in) {
  if (in->type == IR_VOID) return;
  uint32_t fidx = ir_call_callee(cc->f, i);
  IrParam fx = md_facts(in), cs;
  if (!(in->flags & IR_F_MDRANGE)) fx.range = in->range;
  fx.nofpclass = in->nofpclass;
  emit_facts(cc, dst_of(cc, i), in->type, &fx, true);
  if (ir_call_attrs(cc->m, in->cattrs, 0, &cs)) emit_facts(cc, dst_of(cc, i), in->type, &cs, true);
  if (fidx != IR_NIL) emit_decl_ret_checks(cc, i, in, ir_func(cc->m, fidx));
}

/* The facts of a declared callee's return value (a defined callee checks
 * its own at its ret). */
static void emit_decl_ret_checks(Cc *cc, IrId i, const IrInst *in, const IrFunc *cf) {
  if (in->type == IR_VOID || !cf->is_decl) return;
  IrParam rf = ret_facts(cf);
  emit_facts(cc, dst_of(cc, i), in->type, &rf, true);
}

/* A constant gep with LLVM 19's inrange, inside constant r: no model yet
 * (the accesses through it are not checked against the range). */
static bool const_unmodelled(const IrModule *m, IrRef r, unsigned depth) {
  if (!ir_ref_is(r, IR_RCONST) || depth > 8) return false;
  const IrConst *c = ir_const(m, r);
  if (c->kind == IR_CEXPR && (c->flags & IR_F_INRANGE)) return true;
  if (c->kind != IR_CEXPR && c->kind != IR_CVEC && c->kind != IR_CARRAY && c->kind != IR_CSTRUCT) return false;
  for (uint32_t k = 0; k < c->n; k++)
    if (const_unmodelled(m, ir_const_elem(m, c, k), depth + 1)) return true;
  return false;
}

/* ---- control flow and phi copies */

/* The parallel copies of the phis of block to for the edge from. */
static void collect_copies(Cc *cc, IrId from, IrId to) {
  const IrFunc *f = cc->f;
  cc->ncp = 0;
  IR_FOR_INSTS(f, to, i) {
    const IrInst *in = &f->insts[i];
    if (in->op != IR_PHI) break;
    for (uint32_t k = 0; k + 1 < in->nops; k += 2) {
      if (ir_ref_idx(ir_opnd(f, i, k + 1)) != from) continue;
      uint32_t src = OP(cc, i, k), dst = cc->islot[i];
      if (src != dst) {
        if (!GROW(cc, cc->cp, cc->capcp, cc->ncp + 1)) { oom(cc); return; }
        cc->cp[cc->ncp++] = (Copy){dst, src, vm_nslots(cc->m, in->type)};
      }
      break;
    }
  }
}

/* Sequentializes the parallel copies: a copy is emitted once no pending
 * copy still reads its destination; when only cycles remain, one
 * destination is saved to a fresh temporary and its readers redirected. */
static void emit_copies(Cc *cc) {
  cc->ttop = cc->nval + cc->nk;
  while (cc->ncp && !cc->st) {
    uint32_t pick = VM_NONE;
    for (uint32_t i = 0; i < cc->ncp && pick == VM_NONE; i++) {
      bool read = false;
      for (uint32_t j = 0; j < cc->ncp && !read; j++) read = j != i && cc->cp[j].src == cc->cp[i].dst;
      if (!read) pick = i;
    }
    if (pick != VM_NONE) {
      emit_mov(cc, cc->cp[pick].dst, cc->cp[pick].src, cc->cp[pick].n);
      cc->cp[pick] = cc->cp[--cc->ncp];
      continue;
    }
    Copy c0 = cc->cp[0];
    uint32_t t = cc->ttop;
    cc->ttop += c0.n;
    if (cc->ttop > cc->tmax) cc->tmax = cc->ttop;
    emit_mov(cc, t, c0.dst, c0.n);
    for (uint32_t j = 0; j < cc->ncp; j++)
      if (cc->cp[j].src == c0.dst) cc->cp[j].src = t;
  }
}

/* Control transfer along the edge b -> to: either a direct jump target, or
 * an edge pad (the phi copies, then a jmp) emitted here.  Returns the pad's offset, or
 * VM_NONE when the edge needs no copies (the caller fixes up to `to`). */
static uint32_t edge_pad(Cc *cc, IrId b, IrId to) {
  collect_copies(cc, b, to);
  if (!cc->ncp) return VM_NONE;
  uint32_t at = cc->ncode;
  emit_copies(cc);
  uint32_t j = emit(cc, VM_JMP, 0, 0, 0, 0, 0, 0, 0);
  fixup(cc, j, FX_B, to);
  return at;
}

static void set_target(Cc *cc, uint32_t at, unsigned kind, uint32_t pc) {
  switch (kind) {
  case FX_B: cc->code[at].b = pc; break;
  case FX_C: cc->code[at].c = pc; break;
  case FX_D: cc->code[at].d = pc; break;
  default: cc->ext[at] = pc; break;
  }
}

static void target(Cc *cc, uint32_t pc, unsigned kind, IrId to, uint32_t pad) {
  if (pad != VM_NONE) set_target(cc, pc, kind, pad);
  else fixup(cc, pc, kind, to);
}

static void emit_br(Cc *cc, IrId b, IrId i) {
  IrId to = ir_ref_idx(ir_opnd(cc->f, i, 0));
  collect_copies(cc, b, to);
  emit_copies(cc);
  uint32_t j = emit(cc, VM_JMP, 0, 0, 0, 0, 0, 0, 0);
  fixup(cc, j, FX_B, to);
}

static void emit_cbr(Cc *cc, IrId b, IrId i) {
  static const VmOp fused[] = {VM_BEQ, VM_BNE, VM_BULT, VM_BULE, VM_BSLT32, VM_BSLE32, VM_BSLT64, VM_BSLE64};
  IrId t = ir_ref_idx(ir_opnd(cc->f, i, 1)), e = ir_ref_idx(ir_opnd(cc->f, i, 2));
  IrRef cond = ir_opnd(cc->f, i, 0);
  uint32_t pc, x, y;
  bool fuse = ir_ref_is(cond, IR_RINST) && cc->f->insts[ir_ref_idx(cond)].op == IR_ICMP && icmp_fused(cc, ir_ref_idx(cond));
  if (fuse) {
    int k = icmp_form(cc, ir_ref_idx(cond), &x, &y);
    pc = emit(cc, fused[k], 0, 0, 0, x, y, 0, 0);
  } else {
    if (brtrace(cc)) emit(cc, VM_BRTRACE, 1, 0, 0, OP(cc, i, 0), 0, 0, 0);
    pc = emit(cc, VM_CBR, 0, 0, 0, OP(cc, i, 0), 0, 0, 0);
  }
  uint32_t st = edge_pad(cc, b, t);
  uint32_t se = t == e ? st : edge_pad(cc, b, e);
  if (cc->st) return;
  target(cc, pc, fuse ? FX_C : FX_B, t, st);
  target(cc, pc, fuse ? FX_D : FX_C, e, se);
}

/* SWITCH record at ext[b]: {ncases, default, (case constant slot, target)*}. */
static void emit_switch(Cc *cc, IrId b, IrId i) {
  const IrInst *in = &cc->f->insts[i];
  uint32_t ncases = (in->nops - 2) / 2;
  unsigned w = sw_of(cc->m, ir_value_type(cc->f, ir_opnd(cc->f, i, 0)));
  uint32_t e = ext_alloc(cc, 2 + 2 * ncases);
  if (brtrace(cc)) emit(cc, VM_BRTRACE, w, 0, 0, OP(cc, i, 0), 0, 0, 0);
  uint32_t pc = emit(cc, VM_SWITCH, w, 0, 0, OP(cc, i, 0), e, 0, 0);
  if (cc->st) return;
  cc->ext[e] = ncases;
  for (uint32_t k = 0; k <= ncases && !cc->st; k++) {
    IrId to = ir_ref_idx(ir_opnd(cc->f, i, k == 0 ? 1 : 2 * k + 1));
    uint32_t slot = k == 0 ? e + 1 : e + 2 + 2 * (k - 1) + 1;
    if (k > 0) cc->ext[slot - 1] = OP(cc, i, 2 * k);
    /* edges to one block carry the same phi values: one pad per target */
    uint32_t pad = VM_NONE;
    for (uint32_t j = 0; j < k && pad == VM_NONE; j++) {
      IrId tj = ir_ref_idx(ir_opnd(cc->f, i, j == 0 ? 1 : 2 * j + 1));
      uint32_t sj = j == 0 ? e + 1 : e + 2 + 2 * (j - 1) + 1;
      if (tj == to && cc->ext[sj] != VM_NONE) pad = cc->ext[sj];
    }
    if (pad == VM_NONE) pad = edge_pad(cc, b, to);
    target(cc, slot, FX_EXT, to, pad);
  }
  (void)pc;
}

static void emit_term(Cc *cc, IrId b, IrId i, const IrInst *in) {
  switch (in->op) {
  case IR_BR: emit_br(cc, b, i); return;
  case IR_CBR: emit_cbr(cc, b, i); return;
  case IR_SWITCH: emit_switch(cc, b, i); return;
  case IR_RET: {
    /* noreturn: "This produces undefined behavior at runtime if the
     * function ever does dynamically return." */
    if (cc->f->fattrs & IR_FA_NORETURN) { emit_msg(cc, VM_UBOP, "return from a noreturn function%s", ""); return; }
    bool nu = (cc->f->ret_attrs & IR_PA_NOUNDEF) != 0;
    if (in->nops) {  /* the return value's facts, then RET's noundef rule */
      IrParam fx = ret_facts(cc->f);
      emit_facts(cc, OP(cc, i, 0), cc->f->ret, &fx, false);
      /* returned: "the function always returns the argument as its
       * return value" (LangRef; a different value is UB, as Alive2 and
       * the passes that forward the argument at call sites take it) */
      for (uint32_t k = 0; k < cc->f->nparams; k++)
        if ((cc->f->params[k].attrs & IR_PA_RETURNED) && cc->f->params[k].type == cc->f->ret)
          emit(cc, VM_RETSAME, 0, vm_nslots(cc->m, cc->f->ret), 0, OP(cc, i, 0), cc->aslot[k], 0, 0);
      /* dereferenceable holds after the return too: not into the frame's
       * own stack objects, which die with it */
      if ((fx.deref || fx.deref_or_null) && ir_ty(cc->m, cc->f->ret)->kind == IR_TPTR)
        emit(cc, VM_RETLIVE, 0, 0, 0, OP(cc, i, 0), 0, ir_ty(cc->m, cc->f->ret)->as, 0);
    }
    if (in->nops == 0) emit(cc, VM_RET, 0, 0, 0, VM_NONE, 0, 0, 0);
    else emit(cc, VM_RET, 0, 0, nu, OP(cc, i, 0), vm_nslots(cc->m, cc->f->ret), 0, 0);
    return;
  }
  default: emit(cc, VM_UNREACHABLE, 0, 0, 0, 0, 0, 0, 0); return;
  }
}

static void emit_inst(Cc *cc, IrId b, IrId i) {
  const IrInst *in = &cc->f->insts[i];
  cc->cur = i;
  unsigned shape = ir_opinfo[in->op].shape;
  for (uint32_t k = 0; k < in->nops; k++)
    if (const_unmodelled(cc->m, ir_opnd(cc->f, i, k), 0)) {
      emit_msg(cc, VM_UNSUPP, "unsupported constant getelementptr with inrange%s", "");
      return;
    }
  if (in->op >= IR_ADD && in->op <= IR_XOR) { emit_ibin(cc, i, in); return; }
  if (in->op >= IR_FADD && in->op <= IR_FREM) { emit_fbin(cc, i, in); return; }
  if (shape == IR_SH_CAST) { emit_cast(cc, i, in); return; }
  if (ir_opinfo[in->op].props & IR_P_TERM) { emit_term(cc, b, i, in); return; }
  uint32_t a = in->type == IR_VOID ? VM_NONE : dst_of(cc, i);
  switch (in->op) {
  case IR_FNEG: {
    unsigned w = sw_of(cc->m, in->type);
    emit(cc, VM_FNEG, w, ir_type_lanes(cc->m, in->type), fm_flags(cc, in->flags, w) & (VM_FM_NNAN | VM_FM_NINF), a, OP(cc, i, 0), 0, 0);
    return;
  }
  case IR_ICMP: emit_icmp(cc, i, in); return;
  case IR_FCMP: emit_fcmp(cc, i, in); return;
  case IR_SELECT: emit_select(cc, i, in); return;
  case IR_PHI: case IR_FENCE: return;  /* phis: copies on the incoming edges */
  case IR_FREEZE: {  /* w: the lanes' width (64 for i128 halves), 0 for aggregates */
    IrType st = ir_type_scalar(cc->m, in->type);
    bool uni = ir_type_is_int(cc->m, st) || ir_type_is_fp(cc->m, st) || ir_ty(cc->m, st)->kind == IR_TPTR;
    unsigned fw = uni ? ir_type_bits(cc->m, st) : 0;
    emit(cc, VM_FREEZE, fw > 64 ? 64 : fw, 0, 0, a, OP(cc, i, 0), vm_nslots(cc->m, in->type),
         site_slot(cc, i, FREEZE_SITE));
    return;
  }
  case IR_ALLOCA:
    emit(cc, VM_ALLOCA, 0, 0, alloca_starts_dead(cc, ir_inst_ref(i), 0), a, OP(cc, i, 0), i, 0);
    return;
  case IR_LOAD: {
    emit_access(cc, i, false, in->type, a, ir_opnd(cc->f, i, 0), in->align, (in->flags & IR_F_ATOMIC) != 0);
    if (in->flags & (IR_F_MDNONNULL | IR_F_MDNOUNDEF | IR_F_MDRANGE) || in->mdalign) {
      IrParam fx = md_facts(in);
      emit_facts(cc, a, in->type, &fx, true);
    }
    return;
  }
  case IR_STORE: {
    IrRef v = ir_opnd(cc->f, i, 0);
    emit_access(cc, i, true, ir_value_type(cc->f, v), U(cc, i, 0), ir_opnd(cc->f, i, 1), in->align, (in->flags & IR_F_ATOMIC) != 0);
    return;
  }
  case IR_GEP: emit_gep(cc, i, in); return;
  case IR_ATOMICRMW: emit(cc, VM_RMW, 0, 0, 0, a, OP(cc, i, 0), OP(cc, i, 1), i); return;
  case IR_CMPXCHG: {
    uint32_t e = ext_alloc(cc, 3);
    if (cc->st) return;
    for (uint32_t k = 0; k < 3; k++) cc->ext[e + k] = OP(cc, i, k);
    emit(cc, VM_CMPXCHG, 0, 0, 0, a, e, 0, i);
    return;
  }
  case IR_EXTRACTELT: case IR_INSERTELT: case IR_SHUFFLE: emit_vecop(cc, i, in); return;
  case IR_EXTRACTVAL: case IR_INSERTVAL: emit_aggop(cc, i, in); return;
  case IR_CALL:
    emit_callsite_args(cc, i, in);
    emit_call(cc, i);
    cc->ovr_inst = IR_NIL;
    emit_call_checks(cc, i, in);
    return;
  default: emit_msg(cc, VM_UNSUPP, "unsupported instruction %s", ir_opinfo[in->op].text); return;
  }
}

/* ------------------------------------------------------------------ */
/* Functions and programs                                               */

static uint32_t count_insts(const IrFunc *f, IrId b) {
  uint32_t n = 0;
  IR_FOR_INSTS(f, b, i) n++;
  return n;
}

/* The restriction a call of f runs under (mem.h MemFx), from its memory
 * attributes: memory(none) / readnone nothing; memory(argmem: X) X on the
 * objects of its pointer arguments, nothing elsewhere; memory(read) /
 * readonly and memory(write) / writeonly that everywhere; a mixed
 * memory(...) (IR_FA_MEMMIXED) its argmem and default accesses
 * (inaccessiblemem grants nothing: every object here is accessible to the
 * module).  More pointer parameters than MemFx records is refused (UNSUPP
 * at the entry).  Returns false when refused. */
static bool mem_effects(Cc *cc, VmFunc *F) {
  const IrFunc *f = cc->f;
  F->fxon = fx_of(f->fattrs, &F->fxarg, &F->fxother);
  if (!F->fxon) return true;
  if (too_many_ptrs(cc->m, f)) {
    F->fxon = false;
    emit_msg(cc, VM_UNSUPP, "unsupported memory attribute of @%s with this many pointer parameters", ir_cstr(cc->m, f->name));
    return false;
  }
  return true;
}

static void emit_body(Cc *cc) {
  const IrFunc *f = cc->f;
  IR_FOR_BLOCKS(f, b) {
    if (f->blocks[b].dead) continue;
    cc->bstart[b] = cc->ncode;
    if (b == f->entry) {
      cc->cur = f->blocks[b].first;
      mem_effects(cc, &cc->p->fns[cc->fi]);
      emit_param_checks(cc);
    }
    IR_FOR_INSTS(f, b, i) emit_inst(cc, b, i);
    IrId last = f->blocks[b].last;
    if (last == IR_NIL || !(ir_opinfo[f->insts[last].op].props & IR_P_TERM)) {
      cc->cur = last;
      emit_msg(cc, VM_UBOP, "block %s has no terminator", "");
    }
  }
}

static void resolve_fixups(Cc *cc) {
  for (uint32_t k = 0; k < cc->nfix; k++) {
    const Fix *x = &cc->fix[k];
    set_target(cc, x->at, x->kind, cc->bstart[x->blk]);
  }
}


static void free_cc(Cc *cc) {
  IrCtx *c = cc->p->ctx;
  FREEN(c, cc->islot, cc->f->ninsts);
  FREEN(c, cc->alias, cc->f->ninsts);
  FREEN(c, cc->aslot, cc->f->nparams + 1);
  FREEN(c, cc->bstart, cc->f->nblocks + 1);
  FREEN(c, cc->kkey, cc->kcap);
  FREEN(c, cc->kval, cc->kcap);
  FREEN(c, cc->fix, cc->capfix);
  FREEN(c, cc->cp, cc->capcp);
  FREEN(c, cc->ovr, cc->capovr);
  FREEN(c, cc->uses, cc->capuses);
  FREEN(c, cc->oncyc, cc->f->nblocks + 1);
}

/* Moves the results into the VmFunc (which owns them from now on). */
static void finish_func(Cc *cc) {
  VmFunc *F = &cc->p->fns[cc->fi];
  F->code = cc->code; F->ncode = cc->ncode;
  F->src = cc->src;
  F->ext = cc->ext; F->next = cc->next;
  F->kR = cc->kR; F->kP = cc->kP;
  F->reloc = cc->rel; F->nreloc = cc->nrel;
  F->pslot = cc->aslot;
  F->kbase = cc->nval;
  F->nk = cc->nk;
  F->nslots = cc->tmax > cc->nval + cc->nk ? cc->tmax : cc->nval + cc->nk;
  F->caps[0] = cc->capcode; F->caps[1] = cc->capsrc; F->caps[2] = cc->capext;
  F->caps[3] = cc->capk; F->caps[4] = cc->capkp; F->caps[5] = cc->caprel;
  cc->aslot = NULL;
}

static IrStatus compile_func(InterpProg *p, uint32_t fi) {
  Cc cc;
  memset(&cc, 0, sizeof cc);
  cc.p = p;
  cc.m = p->m;
  cc.fi = fi;
  cc.f = ir_func(p->m, p->fns[fi].fidx);
  cc.ovr_inst = IR_NIL;
  const IrFunc *f = cc.f;
  cc.islot = ir_alloc(p->ctx, NULL, 0, f->ninsts * sizeof(uint32_t));
  cc.aslot = ir_alloc(p->ctx, NULL, 0, (f->nparams + 1) * sizeof(uint32_t));
  cc.bstart = ir_alloc(p->ctx, NULL, 0, (f->nblocks + 1) * sizeof(uint32_t));
  if (p->opts.undef_choices && fi == 0) {
    cc.oncyc = ir_alloc(p->ctx, NULL, 0, f->nblocks + 1);
    if (cc.oncyc) memset(cc.oncyc, 0, f->nblocks + 1);
    else oom(&cc);
  }
  if ((!cc.islot && f->ninsts) || !cc.aslot || !cc.bstart) oom(&cc);
  if (!cc.st) coalesce(&cc);
  if (!cc.st) assign_slots(&cc);
  if (!cc.st && cc.nval + cc.nk > VM_MAXSLOTS)
    cc.st = ir_error(p->ctx, IR_EUSER, NULL, 0, 0, "unsupported: function @%s needs too many value slots",
                     ir_cstr(p->m, f->name));
  if (!cc.st) emit_body(&cc);
  if (!cc.st) resolve_fixups(&cc);
  uint32_t *bc = cc.st ? NULL : ir_alloc(p->ctx, NULL, 0, (cc.ncode + 1) * sizeof(uint32_t));
  if (!cc.st && !bc) oom(&cc);
  if (!cc.st) {
    memset(bc, 0, (cc.ncode + 1) * sizeof(uint32_t));
    IR_FOR_BLOCKS(f, b) if (!f->blocks[b].dead) bc[cc.bstart[b]] = count_insts(f, b);
    p->fns[fi].bcount = bc;
    p->fns[fi].entry_steps = bc[0];
  }
  finish_func(&cc);
  free_cc(&cc);
  return cc.st;
}

/* The program index of module function fidx, adding it to the worklist. */
static uint32_t prog_index(Cc *cc, uint32_t fidx) {
  InterpProg *p = cc->p;
  for (uint32_t k = 0; k < p->nfns; k++)
    if (p->fns[k].fidx == fidx) return k;
  if (!vm_grow(p->ctx, (void **)&p->fns, &p->capfns, p->nfns + 1, sizeof(VmFunc))) { oom(cc); return 0; }
  VmFunc *F = &p->fns[p->nfns];
  memset(F, 0, sizeof *F);
  F->fidx = fidx;
  F->f = ir_func(p->m, fidx);
  return p->nfns++;
}

/* The FP fast paths use the host's IEEE arithmetic; they are compiled in
 * only when the host FPU is in the default mode (round to nearest even,
 * subnormals neither flushed nor read as zero); interp_exec runs in that
 * mode (vm_exec.c), so results never depend on the FPU mode of the
 * process. */
bool vm_host_fp_ieee(void) {
  volatile float tiny = 0x1p-126f, half = 0.5f, one = 1.0f, e = 0x1p-24f, e3 = 0x1.8p-23f, two = 2.0f;
  volatile float sub = tiny * half;   /* 2^-127: subnormal unless flushed (FTZ) */
  volatile float back = sub * two;    /* 2^-126 unless read as zero (DAZ) */
  volatile float t1 = one + e;        /* a tie: to even gives 1 (not upward) */
  volatile float t2 = one + e3;       /* 1 + 1.5 ulp: to even gives 1 + 2 ulp (not down / to zero) */
  return sub != 0 && back == tiny && t1 == one && t2 == 1.0f + 0x1p-22f;
}

/* The data layout the interpreter implements is NVPTX's: little-endian,
 * 64-bit pointers, 32-bit ones in address space 3 (mem.h).  A module whose
 * "target datalayout" says otherwise (big-endian "E", or "p[N]:size" with
 * another size for a space the IR has: 0, 1, 3, 4, 5; LLVM 22's NVPTX
 * layout sizes space 6, which no module here can use) means something
 * else: refused (LangRef "Data Layout").
 * The other specifications (alignments, native widths, stack) change no
 * result the interpreter computes from explicit types.  Returns IR_OK or
 * an IR_EUSER "unsupported: ..." error. */
static IrStatus check_datalayout(InterpProg *p) {
  const IrModule *m = p->m;
  const char *s = m->datalayout ? ir_cstr(m, m->datalayout) : "";
  while (*s) {
    size_t n = strcspn(s, "-");
    if (n == 1 && s[0] == 'E')
      return ir_error(p->ctx, IR_EUSER, NULL, 0, 0, "unsupported: big-endian target datalayout");
    if (s[0] == 'p' && n > 1) {
      char *end;
      unsigned long as = s[1] == ':' ? 0 : strtoul(s + 1, &end, 10);
      const char *c = memchr(s, ':', n);
      unsigned long size = c ? strtoul(c + 1, &end, 10) : 0;
      unsigned long want = as == IR_AS_SHARED ? 32 : 64;
      bool modelled = as <= IR_AS_LOCAL && as != 2;  /* other spaces never parse (ir.h) */
      if (c && modelled && size != want)
        return ir_error(p->ctx, IR_EUSER, NULL, 0, 0,
                        "unsupported: target datalayout with %lu-bit pointers in address space %lu", size, as);
    }
    s += n;
    if (*s) s++;
  }
  return IR_OK;
}

/* ---- undef sites: what the whole module allows (see "Undef uses") */

/* Whether anything in m refers to function fidx: an operand (a call, an
 * address) or an element of a constant (initializers, expressions). */
static bool func_referenced(const IrModule *m, uint32_t fidx) {
  for (uint32_t k = 0; k < m->ncelems; k++)
    if (ir_ref_is(m->celems[k], IR_RFUNC) && ir_ref_idx(m->celems[k]) == fidx) return true;
  for (uint32_t g = 0; g < m->nfuncs; g++) {
    const IrFunc *f = ir_func(m, g);
    if (f->is_decl) continue;
    for (IrId i = 0; i < f->ninsts; i++)
      for (uint32_t k = 0; k < f->insts[i].nops; k++) {
        IrRef r = ir_opnd(f, i, k);
        if (ir_ref_is(r, IR_RFUNC) && ir_ref_idx(r) == fidx) return true;
      }
  }
  return false;
}

/* InterpUndef.uninit: an alloca, a global without an initializer or with
 * undef in it, a call of a function without a body or through a pointer. */
static bool may_read_uninit(const IrModule *m) {
  for (uint32_t g = 0; g < m->nglobals; g++) {
    const IrGlobal *gl = ir_global(m, g);
    if (!gl->has_init || has_undef(m, gl->init, 0)) return true;
  }
  for (uint32_t g = 0; g < m->nfuncs; g++) {
    const IrFunc *f = ir_func(m, g);
    if (f->is_decl) continue;
    for (IrId i = 0; i < f->ninsts; i++) {
      const IrInst *in = &f->insts[i];
      if (in->op == IR_ALLOCA) return true;
      if (in->op != IR_CALL || !in->nops) continue;
      IrRef cr = ir_opnd(f, i, 0);
      if (!ir_ref_is(cr, IR_RFUNC)) return true;
      const IrFunc *cf = ir_func(m, ir_ref_idx(cr));
      /* of the functions without a body only malloc's objects hold
       * undef bytes (xcall.c: the others return and write defined bytes,
       * or poison from poison) */
      if (cf->is_decl && cf->intrin == IR_IN_NONE && xcall_libc(m, cf) == XC_MALLOC) return true;
    }
  }
  return false;
}

void interp_undef_info(const InterpProg *p, InterpUndef *u) {
  u->nuses = p->undef_uses;
  u->bits = p->undef_bits;
  u->nrest = p->undef_rest;
  u->freeze_mask = 0;
  for (uint32_t j = 0, at = 0; j < p->nulane; at += p->ulane[j].w, j++)
    for (unsigned b = 0; p->ulane[j].frz && b < p->ulane[j].w && at + b < 64; b++) u->freeze_mask |= 1ull << (at + b);
  u->uninit = p->undef_uninit;
}

void interp_undef_set(InterpProg *p, const uint64_t *choice) {
  if (!p->nfns) return;
  VmFunc *F = &p->fns[0];
  uint32_t at = 0;
  for (uint32_t j = 0; j < p->nulane; j++) {
    const VmUndefLane *l = &p->ulane[j];
    uint64_t v = 0;
    for (unsigned b = 0; choice && b < l->w; b++, at++) v |= (choice[at / 64] >> (at % 64) & 1) << b;
    F->kR[l->kslot] = v;
    F->kP[l->kslot] = choice == NULL;
  }
}

IrStatus vm_compile_prog(InterpProg *p, uint32_t fidx) {
  p->hostfp = vm_host_fp_ieee();
  IrStatus dl = check_datalayout(p);
  if (dl) return dl;
  if (p->opts.undef_choices) {
    const InterpGrid *g = &p->opts.grid;
    uint64_t threads = (uint64_t)g->block[0] * g->block[1] * g->block[2] * g->thread[0] * g->thread[1] * g->thread[2];
    p->undef_entry = threads == 1 && !func_referenced(p->m, fidx);
    p->undef_uninit = may_read_uninit(p->m);
  }
  Cc boot;
  memset(&boot, 0, sizeof boot);
  boot.p = p;
  prog_index(&boot, fidx);
  if (boot.st) return boot.st;
  for (uint32_t k = 0; k < p->nfns; k++) {
    IrStatus st = compile_func(p, k);
    if (st) return st;
  }
  return IR_OK;
}

void vm_funcs_free(InterpProg *p) {
  IrCtx *c = p->ctx;
  for (uint32_t k = 0; k < p->nfns; k++) {
    VmFunc *F = &p->fns[k];
    FREEN(c, F->code, F->caps[0]);
    FREEN(c, F->src, F->caps[1]);
    FREEN(c, F->ext, F->caps[2]);
    FREEN(c, F->kR, F->caps[3]);
    FREEN(c, F->kP, F->caps[4]);
    FREEN(c, F->reloc, F->caps[5]);
    FREEN(c, F->pslot, F->f->nparams + 1);
    FREEN(c, F->bcount, F->ncode + 1);
  }
  FREEN(c, p->fns, p->capfns);
  FREEN(c, p->ulane, p->capulane);
  p->ulane = NULL;
  p->nulane = p->capulane = 0;
  p->fns = NULL;
  p->nfns = p->capfns = 0;
  for (uint32_t k = 0; k < p->nmsgs; k++) ir_alloc(c, p->msgs[k], strlen(p->msgs[k]) + 1, 0);
  FREEN(c, p->msgs, p->capmsgs);
  p->msgs = NULL;
  p->nmsgs = p->capmsgs = 0;
}

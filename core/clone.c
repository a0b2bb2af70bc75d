/* core/clone.c -- copies of modules and functions.
 *
 * Contract: because IR objects refer to each other by index only (ir.h),
 * a copy is one memcpy per array; nothing is renumbered.  A module clone
 * shares nothing with the original (the differential oracle transforms the
 * clone and runs both).  Allocation failure gives NULL / IR_NIL /
 * IR_ENOMEM with the original untouched.
 */
#include <assert.h>

#include "ir_impl.h"

#define DUP(c, dst, src, n, cap)                                          \
  do {                                                                    \
    (dst) = NULL;                                                         \
    if ((cap)) {                                                          \
      (dst) = ir_xalloc((c), NULL, 0, (size_t)(cap) * sizeof *(src));     \
      memcpy((dst), (src), (size_t)(n) * sizeof *(src));                  \
      memset((dst) + (n), 0, (size_t)((cap) - (n)) * sizeof *(src));      \
    }                                                                     \
  } while (0)

/* Copies src's arrays into *dst (whose arrays must be unowned). */
static void func_copy_arrays(IrCtx *c, IrFunc *dst, const IrFunc *src) {
  DUP(c, dst->params, src->params, src->nparams, src->nparams);
  DUP(c, dst->insts, src->insts, src->ninsts, src->ninsts);
  dst->capinsts = src->ninsts;
  DUP(c, dst->blocks, src->blocks, src->nblocks, src->nblocks);
  dst->capblocks = src->nblocks;
  DUP(c, dst->uses, src->uses, src->nuses, src->nuses);
  dst->capuses = src->nuses;
}

typedef struct ModClone {
  const IrModule *src;
  IrModule *dst;
} ModClone;

static void module_clone_body(void *arg) {
  ModClone *mc = arg;
  const IrModule *s = mc->src;
  IrModule *d = mc->dst;
  IrCtx *c = s->ctx;
  DUP(c, d->str, s->str, s->nstr, s->capstr);
  DUP(c, d->strhash, s->strhash, s->capstrhash, s->capstrhash);
  DUP(c, d->types, s->types, s->ntypes, s->captypes);
  DUP(c, d->tfields, s->tfields, s->ntfields, s->captfields);
  DUP(c, d->typehash, s->typehash, s->captypehash, s->captypehash);
  DUP(c, d->consts, s->consts, s->nconsts, s->capconsts);
  DUP(c, d->celems, s->celems, s->ncelems, s->capcelems);
  DUP(c, d->consthash, s->consthash, s->capconsthash, s->capconsthash);
  DUP(c, d->globals, s->globals, s->nglobals, s->capglobals);
  DUP(c, d->symhash, s->symhash, s->capsymhash, s->capsymhash);
  d->funcs = ir_xalloc(c, NULL, 0, (size_t)s->capfuncs * sizeof *d->funcs);
  memset(d->funcs, 0, (size_t)s->capfuncs * sizeof *d->funcs);
  for (uint32_t i = 0; i < s->nfuncs; i++) {
    IrFunc *f = ir_xalloc(c, NULL, 0, sizeof *f);
    *f = *s->funcs[i];
    f->params = NULL;
    f->insts = NULL;
    f->blocks = NULL;
    f->uses = NULL;
    f->capinsts = f->capblocks = f->capuses = 0;
    d->funcs[i] = f;
    d->nfuncs = i + 1;
    f->mod = d;
    func_copy_arrays(c, f, s->funcs[i]);
  }
}

IrModule *ir_module_clone(const IrModule *m) {
  IrCtx *c = m->ctx;
  IrModule *d = ir_alloc(c, NULL, 0, sizeof *d);
  if (!d) {
    ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
    return NULL;
  }
  *d = *m;
  /* nothing owned yet: every array pointer is replaced below */
  d->str = NULL, d->strhash = NULL, d->types = NULL, d->tfields = NULL, d->typehash = NULL;
  d->consts = NULL, d->celems = NULL, d->consthash = NULL, d->globals = NULL, d->symhash = NULL;
  d->funcs = NULL;
  d->nfuncs = 0;
  ModClone mc = {m, d};
  if (ir_protect(c, module_clone_body, &mc) != IR_OK) {
    ir_module_free(d);
    return NULL;
  }
  return d;
}

typedef struct FuncClone {
  IrModule *m;
  uint32_t src;
  IrStr name;
  uint32_t out;
} FuncClone;

static void func_clone_body(void *arg) {
  FuncClone *fc = arg;
  IrModule *m = fc->m;
  const IrFunc *s = m->funcs[fc->src];
  IrType ptypes[1] = {0};
  uint32_t idx = ir_func_new(m, fc->name, s->ret, 0, ptypes, s->vararg);
  IrFunc *f = m->funcs[idx];
  s = m->funcs[fc->src];
  IrStr name = f->name;
  *f = *s;
  f->name = name;
  f->params = NULL, f->insts = NULL, f->blocks = NULL, f->uses = NULL;
  f->capinsts = f->capblocks = f->capuses = 0;
  f->is_kernel = false;
  func_copy_arrays(m->ctx, f, s);
  fc->out = idx;
}

uint32_t ir_func_clone(IrModule *m, uint32_t fidx, IrStr newname) {
  if (!ir_ref_is(ir_sym_lookup(m, newname), IR_RNONE)) return IR_NIL;
  FuncClone fc = {m, fidx, newname, IR_NIL};
  if (ir_protect(m->ctx, func_clone_body, &fc) != IR_OK) return IR_NIL;
  return fc.out;
}

typedef struct BodyCopy {
  IrFunc *dst;
  const IrFunc *src;
  IrFunc tmp;
} BodyCopy;

static void body_copy(void *arg) {
  BodyCopy *bc = arg;
  memset(&bc->tmp, 0, sizeof bc->tmp);
  func_copy_arrays(bc->dst->mod->ctx, &bc->tmp, bc->src);
}

IrStatus ir_func_copy_body(IrFunc *dst, const IrFunc *src) {
  IrCtx *c = dst->mod->ctx;
  assert(dst->nparams == src->nparams);
  BodyCopy bc = {dst, src, {0}};
  if (ir_protect(c, body_copy, &bc) != IR_OK) return IR_ENOMEM;
  /* swap in the copies, free the old body */
  ir_alloc(c, dst->params, dst->nparams * sizeof *dst->params, 0);
  ir_alloc(c, dst->insts, dst->capinsts * sizeof *dst->insts, 0);
  ir_alloc(c, dst->blocks, dst->capblocks * sizeof *dst->blocks, 0);
  ir_alloc(c, dst->uses, dst->capuses * sizeof *dst->uses, 0);
  dst->params = bc.tmp.params;
  dst->insts = bc.tmp.insts, dst->ninsts = src->ninsts, dst->capinsts = bc.tmp.capinsts;
  dst->blocks = bc.tmp.blocks, dst->nblocks = src->nblocks, dst->capblocks = bc.tmp.capblocks;
  dst->uses = bc.tmp.uses, dst->nuses = src->nuses, dst->capuses = bc.tmp.capuses;
  dst->entry = src->entry, dst->last_block = src->last_block;
  dst->nlive_insts = src->nlive_insts;
  dst->is_decl = src->is_decl;
  return IR_OK;
}

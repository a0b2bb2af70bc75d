/* core/print.c -- the canonical printer: a module as the text of its
 * dialect (LLVM 16, 19 or 22, IrModule.dialect) that that llvm-as accepts,
 * and that prints byte for byte the same after a parse (print is a
 * fixpoint of parse + print).
 *
 * Contract: see core/ir.h.  Text goes through one growable buffer that is
 * written to the FILE in large chunks.  Memory comes from the module's
 * context allocator, except the string ir_print_module_str returns, which
 * is malloc'd for the caller to free.  On allocation failure the output
 * stops there (ir_print_module_str: NULL) and nothing leaks.
 */
#include <assert.h>
#include <math.h>
#include <stdlib.h>

#include "ir_impl.h"

/* ------------------------------------------------------------------ */
/* The canonical form, in brief (tests/unit/test_print.c has examples)  */
/*
 * Module: source_filename, target datalayout, target triple; identified
 * struct types sorted by name; globals in module order; functions in module
 * order, one blank line between sections and between functions; kernels as
 * !nvvm.annotations nodes at the end, except in dialect 22, where they carry
 * the ptx_kernel convention (LLVM 20+ reads annotations no more).
 *
 * Dialects.  The flags and attributes of LLVM 19 and 22 (nneg, disjoint,
 * samesign, trunc nuw/nsw, gep nusw/nuw, inrange, range, nofpclass,
 * initializes, writable, dead_on_unwind) print where present: a module
 * that has them is at least dialect 19 (the parser raises it).  nocapture
 * prints as captures(none) in dialect 22, as LLVM 21 renamed it.
 *
 * Function headers carry every kept attribute inline (no attribute groups),
 * in LLVM's attribute order: parameters "inreg noalias nocapture nofree
 * noundef nonnull readnone readonly returned signext writeonly zeroext
 * byval(T) align N dereferenceable(N)"; returns only the subset LLVM allows
 * there; functions, after the parameter list and unnamed_addr,
 * "alwaysinline convergent mustprogress nocallback nofree noinline norecurse
 * noreturn nosync nounwind optnone speculatable willreturn memory(...)
 * "denormal-fp-math"="M,M" "denormal-fp-math-f32"="M,M" align N".  optnone
 * implies noinline (LLVM requires it), which excludes alwaysinline.
 * Declarations print parameter types and attributes without names.
 *
 * Instructions are spelled as llvm-dis spells them, with flags only where
 * the opcode takes them (fast-math: "fast" for all seven, else reassoc nnan
 * ninf nsz arcp contract afn; on phi/select/call only with an FP result).
 * Alloca omits an i32 1 count; atomic load/store without an alignment get
 * the natural one (LLVM requires it); a shufflevector mask is written as
 * <N x i32> lanes with poison for undefined ones, or zeroinitializer/poison
 * (llvm-dis 16 writes undef there; both mean the same to LLVM 16).
 *
 * Constants: integers in signed decimal (i1 true/false); float and double
 * in decimal when 6 significant digits read back exactly, else 0x and 16
 * hex digits of the double; half as 0xH and 4 hex digits; aggregates whose
 * elements are all zero, all undef or all poison fold to zeroinitializer,
 * undef or poison, and [N x i8] arrays print as c"..." (as LLVM does);
 * strings and quoted names escape bytes outside 0x20-0x7e, '"' and '\'
 * as \XX.
 *
 * Local names.  LLVM numbers unnamed values in one sequence per function:
 * arguments, then for each block its label (if unnamed, the entry block
 * too, although its label is never printed) and its unnamed results.  A
 * name is printed as written when it matches [-a-zA-Z$._][-a-zA-Z$._0-9]*
 * and quoted with \XX escapes otherwise.  Passes may leave two values with
 * one name, and a name made of digits only would clash with the numbering,
 * so names are resolved once per function before printing:
 *   1. every name that is not all digits goes into a set (by IrStr; names
 *      are interned, so equal text is an equal id);
 *   2. walking the values in numbering order, the first value with a name
 *      keeps it; a later value with the same name gets "name.K" with the
 *      smallest K >= the last K used for that name such that "name.K" is
 *      neither an original name of the function nor generated before;
 *      digit-only names are treated as no name (numbered).
 * The result depends only on the function, so printing is deterministic,
 * and printed names are unique, so a reparse keeps them: a fixpoint.
 * Unnamed globals and functions (and digit-only names) are numbered the
 * same way at module level: globals first, then functions.
 */

/* ------------------------------------------------------------------ */
/* Output buffer                                                        */

typedef IrSb Buf;  /* core/util.h */
#define put ir_sb_put
#define putch ir_sb_putc

#define PUTS(b, lit) put((b), "" lit, sizeof(lit) - 1) /* literals only */
#define putz ir_sb_puts

/* Decimal, two digits per division. */
static void put_u64(Buf *b, uint64_t v) {
  static const char d2[] = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
                           "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
                           "8081828384858687888990919293949596979899";
  char t[20];
  int i = 20;
  while (v >= 100) {
    unsigned r = (unsigned)(v % 100);
    v /= 100;
    t[--i] = d2[2 * r + 1];
    t[--i] = d2[2 * r];
  }
  if (v >= 10) {
    t[--i] = d2[2 * v + 1];
    t[--i] = d2[2 * v];
  } else {
    t[--i] = (char)('0' + v);
  }
  put(b, t + i, (size_t)(20 - i));
}

static void put_hex(Buf *b, uint64_t v, int digits) {
  static const char hx[] = "0123456789ABCDEF";
  char t[16];
  for (int i = digits - 1; i >= 0; i--, v >>= 4) t[i] = hx[v & 15];
  put(b, t, (size_t)digits);
}

/* Text inside "...": printable bytes other than " and \ as they are,
 * everything else as \XX (LLVM's escaping). */
static void put_escaped(Buf *b, const char *s, size_t n) {
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
      putch(b, (char)c);
    } else {
      putch(b, '\\');
      put_hex(b, c, 2);
    }
  }
}

/* ------------------------------------------------------------------ */
/* Printer state                                                        */

#define NM_NONE 0xffffffffu   /* no name assigned: a dangling reference */
#define NM_NUM 0x80000000u    /* numbered; the low 31 bits are the number */
#define NM_GEN 0x40000000u    /* generated; the low bits index p->gen */
#define NM_QUOTE 0x20000000u  /* named, and the name needs quotes */
#define NM_IDX(e) ((e) & 0x1fffffffu)
/* otherwise: an IrStr, with NM_QUOTE when quoted */

typedef struct NameEnt {
  IrStr key;      /* 0: empty slot */
  uint32_t next;  /* next suffix to try for duplicates of key */
  uint8_t taken;  /* a value already printed under this name */
} NameEnt;

typedef struct Printer {
  const IrModule *m;
  IrCtx *ctx;            /* m's allocator, for everything but the result string */
  Buf b;
  /* type texts, rendered on first use */
  uint32_t *toff, *tlen; /* per type: offset + 1 in ts (0: not yet), length */
  uint32_t ntypes;       /* entries of toff and tlen */
  Buf ts;
  /* FP constant texts (formatting them is slow), rendered on first use */
  uint32_t *coff, *clen; /* per constant: offset + 1 in cs (0: not yet), length */
  uint32_t nconsts;      /* entries of coff and clen */
  Buf cs;
  /* module-level names of globals and functions */
  uint32_t *gname, *fname;
  uint32_t ng, nf;       /* entries of gname and fname */
  /* the function being printed */
  const IrFunc *f;
  uint32_t *aname, *bname, *iname;
  uint32_t capa, capb, capi;
  NameEnt *set;          /* original local names of f */
  uint32_t capset;
  Buf gen;               /* generated names, NUL-terminated */
  uint32_t *genset;      /* offsets + 1 into gen */
  uint32_t capgenset, ngenset;
} Printer;

/* n zeroed bytes from the context's allocator; NULL (and the output
 * stops) when out of memory. */
static void *px_new(Printer *p, size_t n) {
  void *q = ir_mem(p->ctx, NULL, 0, n);
  if (!q) p->b.oom = true;
  else memset(q, 0, n);
  return q;
}

static void px_free(Printer *p, void *ptr, size_t n) {
  if (ptr) ir_mem(p->ctx, ptr, n, 0);
}

/* Grows *arr (element size es, capacity *cap) to hold need elements. */
static bool px_grow(Printer *p, void **arr, uint32_t *cap, uint32_t need, size_t es) {
  if (need <= *cap) return true;
  void *q = ir_mem(p->ctx, *arr, (size_t)*cap * es, (size_t)need * es);
  if (!q) {
    p->b.oom = true;
    return false;
  }
  *arr = q;
  *cap = need;
  return true;
}

/* ------------------------------------------------------------------ */
/* Names                                                                */

typedef enum { NC_DIGITS, NC_PLAIN, NC_QUOTE } NameClass;

static bool ident_char(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
         c == '$' || c == '.' || c == '_';
}

static NameClass name_class(const char *s) {
  bool digits = true, plain = !(s[0] >= '0' && s[0] <= '9');
  for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
    if (*c < '0' || *c > '9') digits = false;
    if (!ident_char(*c)) plain = false;
  }
  return digits ? NC_DIGITS : plain ? NC_PLAIN : NC_QUOTE;
}

/* The encoded name of an IrStr, or NM_NONE when it must be numbered. */
static uint32_t name_enc(const IrModule *m, IrStr s) {
  if (!s) return NM_NONE;
  NameClass k = name_class(ir_cstr(m, s));
  if (k == NC_DIGITS) return NM_NONE;
  assert(s < NM_QUOTE);
  return s | (k == NC_QUOTE ? NM_QUOTE : 0);
}

static const char *name_text(const Printer *p, uint32_t e) {
  return (e & NM_GEN) ? p->gen.p + NM_IDX(e) : ir_cstr(p->m, NM_IDX(e));
}

static void put_name_to(const Printer *p, Buf *b, char sigil, uint32_t e) {
  if (sigil) putch(b, sigil);
  if (e == NM_NONE) {
    PUTS(b, "<badref>");
  } else if (e & NM_NUM) {
    put_u64(b, e & ~NM_NUM);
  } else {
    const char *s = name_text(p, e);
    size_t n = strlen(s);
    if (e & NM_QUOTE) {
      putch(b, '"');
      put_escaped(b, s, n);
      putch(b, '"');
    } else {
      put(b, s, n);
    }
  }
}

static void put_name(Printer *p, char sigil, uint32_t e) { put_name_to(p, &p->b, sigil, e); }

/* Globals and functions: named, or numbered in module order. */
static void names_module(Printer *p) {
  const IrModule *m = p->m;
  p->ng = m->nglobals ? m->nglobals : 1;
  p->nf = m->nfuncs ? m->nfuncs : 1;
  p->gname = px_new(p, p->ng * sizeof *p->gname);
  p->fname = px_new(p, p->nf * sizeof *p->fname);
  if (!p->gname || !p->fname) return;
  uint32_t num = 0;
  for (uint32_t g = 0; g < m->nglobals; g++) {
    uint32_t e = name_enc(m, m->globals[g].name);
    p->gname[g] = e != NM_NONE ? e : (NM_NUM | num++);
  }
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    uint32_t e = name_enc(m, m->funcs[i]->name);
    p->fname[i] = e != NM_NONE ? e : (NM_NUM | num++);
  }
}

static uint32_t str_hash(const char *s) { return ir_hash_bytes(s, strlen(s), IR_HASH_SEED); }

static NameEnt *set_find(Printer *p, IrStr s) {
  uint32_t mask = p->capset - 1;
  for (uint32_t i = (s * 2654435761u) & mask;; i = (i + 1) & mask)
    if (p->set[i].key == s || p->set[i].key == 0) return &p->set[i];
}

static void set_add(Printer *p, IrStr s) {
  if (name_enc(p->m, s) == NM_NONE) return;
  NameEnt *e = set_find(p, s);
  e->key = s;
}

static bool gen_has(Printer *p, const char *s) {
  if (!p->ngenset) return false;
  uint32_t mask = p->capgenset - 1;
  for (uint32_t i = str_hash(s) & mask; p->genset[i]; i = (i + 1) & mask)
    if (strcmp(p->gen.p + p->genset[i] - 1, s) == 0) return true;
  return false;
}

static void gen_add(Printer *p, uint32_t off) {
  if ((p->ngenset + 1) * 2 > p->capgenset) {
    uint32_t *old = p->genset, oldcap = p->capgenset;
    uint32_t ncap = oldcap ? oldcap * 2 : 64;
    p->genset = px_new(p, ncap * sizeof *p->genset);
    if (!p->genset) {
      p->genset = old;
      return;
    }
    p->capgenset = ncap;
    for (uint32_t i = 0; i < oldcap; i++)
      if (old[i]) {
        uint32_t j = str_hash(p->gen.p + old[i] - 1) & (ncap - 1);
        while (p->genset[j]) j = (j + 1) & (ncap - 1);
        p->genset[j] = old[i];
      }
    px_free(p, old, oldcap * sizeof *old);
  }
  uint32_t mask = p->capgenset - 1, i = str_hash(p->gen.p + off) & mask;
  while (p->genset[i]) i = (i + 1) & mask;
  p->genset[i] = off + 1;
  p->ngenset++;
}

/* Whether text is an original name of the function or a generated one. */
static bool name_used(Printer *p, const char *s) {
  IrStr id = ir_str_find(p->m, s, strlen(s));
  if (id && set_find(p, id)->key == id) return true;
  return gen_has(p, s);
}

/* "base.K" for the next free K (see the comment at the top), built at the
 * end of p->gen and kept there. */
static uint32_t name_dup(Printer *p, NameEnt *e) {
  const char *base = ir_cstr(p->m, e->key);
  size_t bl = strlen(base);
  uint32_t off = (uint32_t)p->gen.n;
  uint32_t k = e->next ? e->next : 1;
  for (;; k++) {
    p->gen.n = off;
    put(&p->gen, base, bl);
    putch(&p->gen, '.');
    put_u64(&p->gen, k);
    putch(&p->gen, 0);
    if (p->gen.oom) {
      p->b.oom = true;
      return NM_NONE;
    }
    if (!name_used(p, p->gen.p + off)) break;
  }
  e->next = k + 1;
  gen_add(p, off);
  assert(off < NM_QUOTE);
  return NM_GEN | off | (name_class(p->gen.p + off) == NC_QUOTE ? NM_QUOTE : 0);
}

/* The printed name of a value named s; *num counts unnamed values. */
static uint32_t name_claim(Printer *p, IrStr s, uint32_t *num) {
  uint32_t e = name_enc(p->m, s);
  if (e == NM_NONE) return NM_NUM | (*num)++;
  NameEnt *ent = set_find(p, s);
  if (!ent->taken) {
    ent->taken = 1;
    return e;
  }
  return name_dup(p, ent);
}

static bool has_result(const IrFunc *f, IrId i) {
  return f->insts[i].type != IR_VOID && f->insts[i].op != IR_NOP;
}

/* Sizes the per-function arrays and the name set; false when out of memory. */
static bool names_alloc(Printer *p, const IrFunc *f) {
  if (!px_grow(p, (void **)&p->aname, &p->capa, f->nparams + 1, sizeof *p->aname) ||
      !px_grow(p, (void **)&p->bname, &p->capb, f->nblocks + 1, sizeof *p->bname) ||
      !px_grow(p, (void **)&p->iname, &p->capi, f->ninsts + 1, sizeof *p->iname))
    return false;
  memset(p->bname, 0xff, (f->nblocks + 1) * sizeof *p->bname);
  memset(p->iname, 0xff, (f->ninsts + 1) * sizeof *p->iname);
  uint32_t named = f->nparams;
  IR_FOR_BLOCKS(f, b) {
    named++;
    IR_FOR_INSTS(f, b, i) named++;
  }
  uint32_t cap = 16;
  while (cap < named * 2) cap *= 2;
  if (cap > p->capset) {
    px_free(p, p->set, p->capset * sizeof *p->set);
    p->set = px_new(p, cap * sizeof *p->set);
    p->capset = p->set ? cap : 0;
    if (!p->set) return false;
  }
  memset(p->set, 0, p->capset * sizeof *p->set);
  p->gen.n = 0;
  if (p->genset) memset(p->genset, 0, p->capgenset * sizeof *p->genset);
  p->ngenset = 0;
  return true;
}

/* Resolves the names of f's arguments, blocks and results. */
static bool names_func(Printer *p, const IrFunc *f) {
  p->f = f;
  if (!names_alloc(p, f)) return false;
  for (uint32_t a = 0; a < f->nparams; a++) set_add(p, f->params[a].name);
  IR_FOR_BLOCKS(f, b) {
    if (f->blocks[b].dead) continue;
    set_add(p, f->blocks[b].name);
    IR_FOR_INSTS(f, b, i) if (has_result(f, i)) set_add(p, f->insts[i].name);
  }
  uint32_t num = 0;
  for (uint32_t a = 0; a < f->nparams; a++) p->aname[a] = name_claim(p, f->params[a].name, &num);
  IR_FOR_BLOCKS(f, b) {
    if (f->blocks[b].dead) continue;
    p->bname[b] = name_claim(p, f->blocks[b].name, &num);
    IR_FOR_INSTS(f, b, i) if (has_result(f, i)) p->iname[i] = name_claim(p, f->insts[i].name, &num);
  }
  return !p->b.oom;
}

/* ------------------------------------------------------------------ */
/* Types                                                                */

/* Appends type u's text (already rendered) to the type buffer itself. */
static void ts_copy(Printer *p, IrType u) {
  Buf *b = &p->ts;
  size_t n = p->tlen[u];
  if (b->cap - b->n <= n && !ir_sb_grow(b, n)) return;  /* the source moves with the buffer */
  memcpy(b->p + b->n, b->p + p->toff[u] - 1, n);
  b->n += n;
}

static void type_render(Printer *p, IrType t);

static void type_need(Printer *p, IrType t) {
  if (!p->toff[t]) type_render(p, t);
}

static void put_struct_body(Printer *p, Buf *b, const IrTypeInfo *ti) {
  const IrModule *m = p->m;
  put(b, ti->packed ? "<{" : "{", ti->packed ? 2 : 1);
  for (uint32_t i = 0; i < ti->nfields; i++) {
    IrType ft = m->tfields[ti->field0 + i];
    put(b, i ? ", " : " ", i ? 2 : 1);
    if (b == &p->ts) ts_copy(p, ft);
    else put(b, p->ts.p + p->toff[ft] - 1, p->tlen[ft]);
  }
  if (ti->nfields) putch(b, ' ');
  put(b, ti->packed ? "}>" : "}", ti->packed ? 2 : 1);
}

static void type_render(Printer *p, IrType t) {
  const IrModule *m = p->m;
  const IrTypeInfo *ti = &m->types[t];
  Buf *b = &p->ts;
  if (ti->kind == IR_TVEC || ti->kind == IR_TARRAY) type_need(p, ti->elem);
  if (ti->kind == IR_TSTRUCT && !ti->name)
    for (uint32_t i = 0; i < ti->nfields; i++) type_need(p, m->tfields[ti->field0 + i]);
  size_t start = b->n;
  switch (ti->kind) {
  case IR_TVOID: PUTS(b, "void"); break;
  case IR_TINT: putch(b, 'i'); put_u64(b, ti->bits); break;
  case IR_THALF: PUTS(b, "half"); break;
  case IR_TFLOAT: PUTS(b, "float"); break;
  case IR_TDOUBLE: PUTS(b, "double"); break;
  case IR_TPTR:
    PUTS(b, "ptr");
    if (ti->as) {
      PUTS(b, " addrspace(");
      put_u64(b, ti->as);
      putch(b, ')');
    }
    break;
  case IR_TVEC: case IR_TARRAY:
    putch(b, ti->kind == IR_TVEC ? '<' : '[');
    put_u64(b, ti->count);
    PUTS(b, " x ");
    ts_copy(p, ti->elem);
    putch(b, ti->kind == IR_TVEC ? '>' : ']');
    break;
  case IR_TSTRUCT:
    if (ti->name) {
      /* a digit-only type name is quoted, not numbered */
      uint32_t e = name_enc(m, ti->name);
      put_name_to(p, b, '%', e == NM_NONE ? (ti->name | NM_QUOTE) : e);
    } else {
      put_struct_body(p, b, ti);
    }
    break;
  case IR_TLABEL: PUTS(b, "label"); break;
  default: PUTS(b, "metadata"); break;
  }
  if (b->oom) {
    p->b.oom = true;
    return;
  }
  p->toff[t] = (uint32_t)start + 1;
  p->tlen[t] = (uint32_t)(b->n - start);
}

static void put_type(Printer *p, IrType t) {
  if (t >= p->ntypes) {
    PUTS(&p->b, "<badtype>");
    return;
  }
  type_need(p, t);
  if (p->toff[t]) put(&p->b, p->ts.p + p->toff[t] - 1, p->tlen[t]);
}

static bool type_is_fpmath(const IrModule *m, IrType t) {
  while (m->types[t].kind == IR_TARRAY) t = m->types[t].elem;
  return ir_type_is_fp(m, ir_type_scalar(m, t));
}

/* ------------------------------------------------------------------ */
/* Constants                                                            */

static void put_value(Printer *p, IrRef r);
static void put_typed(Printer *p, IrRef r);
static void put_new_attrs(Printer *p, IrRef range, unsigned nofpclass, IrRef inits);
static void put_pattrs(Printer *p, uint32_t a, IrType byval, uint32_t align, uint64_t deref, uint64_t deref_or_null);
static IrType ref_type(const Printer *p, IrRef r);

/* Signed decimal of an n-bit integer held in lo/hi (hi only for i128). */
static void put_int(Buf *b, unsigned bits, uint64_t lo, uint64_t hi) {
  if (bits == 1) {
    if (lo & 1) PUTS(b, "true");
    else PUTS(b, "false");
    return;
  }
  if (bits <= 64) {
    uint64_t mask = bits == 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
    lo &= mask;
    if (lo >> (bits - 1)) {
      putch(b, '-');
      lo = (~lo + 1) & mask;
    }
    put_u64(b, lo);
    return;
  }
  if (hi >> 63) { /* negate the 128-bit value */
    putch(b, '-');
    hi = ~hi + (lo == 0);
    lo = ~lo + 1;
  }
  char t[40];
  int i = 40;
  do { /* divide (hi, lo) by 10 through 32-bit limbs */
    uint32_t limb[4] = {(uint32_t)(hi >> 32), (uint32_t)hi, (uint32_t)(lo >> 32), (uint32_t)lo};
    uint64_t r = 0;
    for (int k = 0; k < 4; k++) {
      uint64_t cur = (r << 32) | limb[k];
      limb[k] = (uint32_t)(cur / 10);
      r = cur % 10;
    }
    hi = ((uint64_t)limb[0] << 32) | limb[1];
    lo = ((uint64_t)limb[2] << 32) | limb[3];
    t[--i] = (char)('0' + r);
  } while (hi || lo);
  put(b, t + i, (size_t)(40 - i));
}

static void put_hex_double(Buf *b, uint64_t bits) {
  PUTS(b, "0x");
  put_hex(b, bits, 16);
}

/* LLVM's rule: float and double in decimal when 6 significant digits read
 * back as the same double, written %.6e-style with the 7th digit 0
 * (1.000000e+00, 4.940660e-324), else the 16 hex digits of the double (a float widened
 * exactly; a float NaN keeps sign, quiet bit and payload, shifted up by 29
 * bits); half always as 0xH and its 4 hex digits. */
static void put_fp(Buf *b, const IrTypeInfo *ti, uint64_t bits) {
  if (ti->kind == IR_THALF) {
    PUTS(b, "0xH");
    put_hex(b, bits & 0xffff, 4);
    return;
  }
  uint64_t db = bits;
  double d;
  if (ti->kind == IR_TFLOAT) {
    uint32_t fb = (uint32_t)bits;
    if ((fb & 0x7f800000u) == 0x7f800000u && (fb & 0x7fffffu)) {
      put_hex_double(b, ((uint64_t)(fb >> 31) << 63) | (UINT64_C(0x7ff) << 52) |
                            ((uint64_t)(fb & 0x7fffffu) << 29));
      return;
    }
    d = ir_bits_f32(fb);
    db = ir_f64_bits(d);
  } else {
    d = ir_bits_f64(db);
  }
  if (isfinite(d)) {
    char s[48];
    int n = snprintf(s, sizeof s, "%.5e", d);
    double back = strtod(s, NULL);
    char *e = strchr(s, 'e');
    if (ir_f64_bits(back) == db && n > 0 && e) {
      put(b, s, (size_t)(e - s));
      putch(b, '0');
      putz(b, e);
      return;
    }
  }
  put_hex_double(b, db);
}

/* An FP constant's text, formatted once per print. */
static void put_fp_cached(Printer *p, uint32_t idx) {
  const IrConst *c = &p->m->consts[idx];
  if (!p->nconsts) {
    p->nconsts = p->m->nconsts;
    p->coff = px_new(p, p->nconsts * sizeof *p->coff);
    p->clen = px_new(p, p->nconsts * sizeof *p->clen);
  }
  if (!p->coff || !p->clen) return;
  if (!p->coff[idx]) {
    size_t start = p->cs.n;
    put_fp(&p->cs, &p->m->types[c->type], c->lo);
    if (p->cs.oom) {
      p->b.oom = true;
      return;
    }
    p->coff[idx] = (uint32_t)start + 1;
    p->clen[idx] = (uint32_t)(p->cs.n - start);
  }
  put(&p->b, p->cs.p + p->coff[idx] - 1, p->clen[idx]);
}

static void put_zero(Printer *p, IrType t) {
  const IrTypeInfo *ti = &p->m->types[t];
  switch (ti->kind) {
  case IR_TINT: put_int(&p->b, ti->bits, 0, 0); break;
  case IR_THALF: case IR_TFLOAT: case IR_TDOUBLE: put_fp(&p->b, ti, 0); break;
  case IR_TPTR: PUTS(&p->b, "null"); break;
  default: PUTS(&p->b, "zeroinitializer"); break;
  }
}

static bool const_is_zero(const IrModule *m, IrRef r) {
  if (!ir_ref_is(r, IR_RCONST)) return false;
  const IrConst *c = &m->consts[ir_ref_idx(r)];
  switch (c->kind) {
  case IR_CZERO: case IR_CNULL: return true;
  case IR_CINT: case IR_CFP: return c->lo == 0 && c->hi == 0;
  case IR_CVEC: case IR_CARRAY: case IR_CSTRUCT:
    for (uint32_t i = 0; i < c->n; i++)
      if (!const_is_zero(m, m->celems[c->elem0 + i])) return false;
    return true;
  case IR_CBYTES: {
    const uint8_t *s = ir_const_bytes_of(m, c);
    for (uint32_t i = 0; i < c->n; i++)
      if (s[i]) return false;
    return true;
  }
  default: return false;
  }
}

/* LLVM folds aggregates whose elements are all undef (poison) to undef
 * (poison): 2 all poison, 1 all undef or poison, 0 otherwise. */
static int agg_undef_class(const IrModule *m, const IrConst *c) {
  bool all_poison = true;
  for (uint32_t i = 0; i < c->n; i++) {
    IrRef e = m->celems[c->elem0 + i];
    if (!ir_ref_is(e, IR_RCONST)) return 0;
    uint8_t k = m->consts[ir_ref_idx(e)].kind;
    if (k != IR_CPOISON && k != IR_CUNDEF) return 0;
    if (k != IR_CPOISON) all_poison = false;
  }
  return all_poison ? 2 : 1;
}

/* An array of i8 with plain integer elements prints as c"...". */
static bool agg_is_string(const IrModule *m, const IrConst *c) {
  const IrTypeInfo *ti = &m->types[c->type];
  if (c->kind != IR_CARRAY || ti->kind != IR_TARRAY || ti->elem != IR_I8) return false;
  for (uint32_t i = 0; i < c->n; i++) {
    IrRef e = m->celems[c->elem0 + i];
    if (!ir_ref_is(e, IR_RCONST)) return false;
    uint8_t k = m->consts[ir_ref_idx(e)].kind;
    if (k != IR_CINT && k != IR_CZERO) return false;
  }
  return true;
}

static void put_string_agg(Printer *p, const IrConst *c) {
  const IrModule *m = p->m;
  PUTS(&p->b, "c\"");
  for (uint32_t i = 0; i < c->n; i++) {
    char ch = (char)m->consts[ir_ref_idx(m->celems[c->elem0 + i])].lo;
    put_escaped(&p->b, &ch, 1);
  }
  putch(&p->b, '"');
}

static void put_agg(Printer *p, const IrConst *c) {
  const IrModule *m = p->m;
  Buf *b = &p->b;
  if (const_is_zero(m, ir_ref(IR_RCONST, (uint32_t)(c - m->consts)))) {
    PUTS(b, "zeroinitializer");
    return;
  }
  int u = agg_undef_class(m, c);
  if (u) {
    if (u == 2) PUTS(b, "poison");
    else PUTS(b, "undef");
    return;
  }
  if (agg_is_string(m, c)) {
    put_string_agg(p, c);
    return;
  }
  bool packed = c->kind == IR_CSTRUCT && m->types[c->type].packed;
  const char *open = c->kind == IR_CVEC ? "<" : c->kind == IR_CARRAY ? "[" : packed ? "<{ " : "{ ";
  const char *close = c->kind == IR_CVEC ? ">" : c->kind == IR_CARRAY ? "]" : packed ? " }>" : " }";
  putz(b, open);
  for (uint32_t i = 0; i < c->n; i++) {
    if (i) PUTS(b, ", ");
    put_typed(p, m->celems[c->elem0 + i]);
  }
  putz(b, close);
}

/* The keyword flags of op, in LLVM's order ("trunc nuw nsw", "zext nneg",
 * "or disjoint", "icmp samesign", "getelementptr inbounds nuw"). */
static void put_intflags(Buf *b, unsigned op, uint32_t fl) {
  uint16_t pr = ir_opinfo[op].props;
  if (op == IR_GEP) {
    if (fl & IR_F_INBOUNDS) PUTS(b, " inbounds");
    else if (fl & IR_F_NUSW) PUTS(b, " nusw");
    if (fl & IR_F_NUW) PUTS(b, " nuw");
    return;
  }
  if ((pr & IR_P_NUWNSW || op == IR_TRUNC) && (fl & IR_F_NUW)) PUTS(b, " nuw");
  if ((pr & IR_P_NUWNSW || op == IR_TRUNC) && (fl & IR_F_NSW)) PUTS(b, " nsw");
  if ((pr & IR_P_EXACT) && (fl & IR_F_EXACT)) PUTS(b, " exact");
  if ((op == IR_ZEXT || op == IR_UITOFP) && (fl & IR_F_NNEG)) PUTS(b, " nneg");
  if (op == IR_OR && (fl & IR_F_DISJOINT)) PUTS(b, " disjoint");
  if (op == IR_ICMP && (fl & IR_F_SAMESIGN)) PUTS(b, " samesign");
}

/* A signed 64-bit number. */
static void put_i64(Buf *b, int64_t v) {
  if (v < 0) putch(b, '-');
  put_u64(b, v < 0 ? 0 - (uint64_t)v : (uint64_t)v);
}

static void put_cexpr(Printer *p, const IrConst *c) {
  const IrModule *m = p->m;
  Buf *b = &p->b;
  unsigned op = c->op < IR_NOPS ? c->op : IR_NOP;
  putz(b, ir_opinfo[op].text);
  put_intflags(b, op, c->flags);
  if (op == IR_GEP && (c->flags & IR_F_INRANGE)) {
    PUTS(b, " inrange(");
    put_i64(b, (int64_t)c->lo);
    PUTS(b, ", ");
    put_i64(b, (int64_t)c->hi);
    putch(b, ')');
  }
  PUTS(b, " (");
  if (op == IR_GEP) {
    put_type(p, c->auxty);
    if (c->n) PUTS(b, ", ");
  }
  for (uint32_t i = 0; i < c->n; i++) {
    if (i) PUTS(b, ", ");
    put_typed(p, m->celems[c->elem0 + i]);
  }
  if (ir_opinfo[op].shape == IR_SH_CAST) {
    PUTS(b, " to ");
    put_type(p, c->type);
  }
  putch(b, ')');
}

static void put_const(Printer *p, IrRef r) {
  const IrModule *m = p->m;
  Buf *b = &p->b;
  uint32_t idx = ir_ref_idx(r);
  if (idx >= m->nconsts) {
    PUTS(b, "<badconst>");
    return;
  }
  const IrConst *c = &m->consts[idx];
  switch (c->kind) {
  case IR_CINT: put_int(b, m->types[c->type].bits, c->lo, c->hi); break;
  case IR_CFP: put_fp_cached(p, idx); break;
  case IR_CNULL: PUTS(b, "null"); break;
  case IR_CPOISON: PUTS(b, "poison"); break;
  case IR_CUNDEF: PUTS(b, "undef"); break;
  case IR_CZERO: put_zero(p, c->type); break;
  case IR_CVEC: case IR_CARRAY: case IR_CSTRUCT: put_agg(p, c); break;
  case IR_CBYTES:
    if (const_is_zero(m, r)) {
      PUTS(b, "zeroinitializer");
    } else {
      PUTS(b, "c\"");
      put_escaped(b, (const char *)ir_const_bytes_of(m, c), c->n);
      putch(b, '"');
    }
    break;
  case IR_CEXPR: put_cexpr(p, c); break;
  default: PUTS(b, "<badconst>"); break;
  }
}

/* ------------------------------------------------------------------ */
/* Values                                                               */

static void put_value(Printer *p, IrRef r) {
  const IrFunc *f = p->f;
  uint32_t idx = ir_ref_idx(r);
  switch (ir_ref_kind(r)) {
  case IR_RINST: put_name(p, '%', f && idx < f->ninsts ? p->iname[idx] : NM_NONE); break;
  case IR_RARG: put_name(p, '%', f && idx < f->nparams ? p->aname[idx] : NM_NONE); break;
  case IR_RBLOCK: put_name(p, '%', f && idx < f->nblocks ? p->bname[idx] : NM_NONE); break;
  case IR_RCONST: put_const(p, r); break;
  case IR_RGLOBAL: put_name(p, '@', idx < p->m->nglobals ? p->gname[idx] : NM_NONE); break;
  case IR_RFUNC: put_name(p, '@', idx < p->m->nfuncs ? p->fname[idx] : NM_NONE); break;
  default: PUTS(&p->b, "<null operand!>"); break;
  }
}

static void put_ptr_type(Buf *b, unsigned as) {
  PUTS(b, "ptr");
  if (as) {
    PUTS(b, " addrspace(");
    put_u64(b, as);
    putch(b, ')');
  }
}

/* The type of a value, IR_NIL when unknown.  (Unlike ir_value_type, this
 * never adds a type to the module.) */
static IrType ref_type(const Printer *p, IrRef r) {
  const IrModule *m = p->m;
  const IrFunc *f = p->f;
  uint32_t idx = ir_ref_idx(r);
  switch (ir_ref_kind(r)) {
  case IR_RINST: return f && idx < f->ninsts ? f->insts[idx].type : IR_NIL;
  case IR_RARG: return f && idx < f->nparams ? f->params[idx].type : IR_NIL;
  case IR_RCONST: return idx < m->nconsts ? m->consts[idx].type : IR_NIL;
  case IR_RFUNC: return IR_PTR;
  case IR_RBLOCK: return IR_LABEL;
  default: return IR_NIL;
  }
}

static void put_ref_type(Printer *p, IrRef r) {
  if (ir_ref_is(r, IR_RGLOBAL)) { /* any address space, without a type lookup */
    uint32_t g = ir_ref_idx(r);
    put_ptr_type(&p->b, g < p->m->nglobals ? p->m->globals[g].as : 0);
  } else {
    put_type(p, ref_type(p, r));
  }
}

static void put_typed(Printer *p, IrRef r) {
  put_ref_type(p, r);
  putch(&p->b, ' ');
  put_value(p, r);
}

/* ------------------------------------------------------------------ */
/* Instructions                                                         */

static void put_fmf(Buf *b, uint32_t fl) {
  fl &= IR_F_FMF;
  if (fl == IR_F_FAST) {
    PUTS(b, " fast");
    return;
  }
  if (fl & IR_F_REASSOC) PUTS(b, " reassoc");
  if (fl & IR_F_NNAN) PUTS(b, " nnan");
  if (fl & IR_F_NINF) PUTS(b, " ninf");
  if (fl & IR_F_NSZ) PUTS(b, " nsz");
  if (fl & IR_F_ARCP) PUTS(b, " arcp");
  if (fl & IR_F_CONTRACT) PUTS(b, " contract");
  if (fl & IR_F_AFN) PUTS(b, " afn");
}

/* Fast-math flags where LLVM accepts them: FP arithmetic, fcmp, and phi,
 * select and call with an FP (vector or array) result. */
static void put_inst_fmf(Printer *p, const IrInst *in) {
  unsigned op = in->op;
  bool ok = op == IR_FCMP || (ir_opinfo[op].props & IR_P_FP);
  if ((op == IR_PHI || op == IR_SELECT || op == IR_CALL) && type_is_fpmath(p->m, in->type)) ok = true;
  if (ok) put_fmf(&p->b, in->flags);
}

static inline IrRef opnd(const Printer *p, const IrInst *in, uint32_t k) {
  return k < in->nops ? p->f->uses[in->op0 + k].ref : IR_NOREF;
}

/* Operands k.. of in, typed and separated by ", ". */
static void put_typed_from(Printer *p, const IrInst *in, uint32_t k) {
  for (uint32_t j = k; j < in->nops; j++) {
    if (j > k) PUTS(&p->b, ", ");
    put_typed(p, opnd(p, in, j));
  }
}

static void put_align(Buf *b, uint32_t align) {
  if (!align) return;
  PUTS(b, ", align ");
  put_u64(b, align);
}

static void put_scope_order(Printer *p, const IrInst *in, unsigned ord) {
  Buf *b = &p->b;
  if (in->scope) {
    PUTS(b, " syncscope(\"");
    const char *s = ir_cstr(p->m, in->scope);
    put_escaped(b, s, strlen(s));
    PUTS(b, "\")");
  }
  const char *o = ir_order_name(ord);
  putch(b, ' ');
  putz(b, o && *o ? o : "monotonic");
}

/* Atomic accesses need an explicit alignment in LLVM: the natural one when
 * none is recorded. */
static uint32_t atomic_align(const Printer *p, const IrInst *in, IrType t) {
  if (in->align || !(in->flags & IR_F_ATOMIC) || t >= p->ntypes) return in->align;
  return ir_type_align(p->m, t);
}

static void put_load(Printer *p, const IrInst *in) {
  Buf *b = &p->b;
  PUTS(b, "load");
  if (in->flags & IR_F_ATOMIC) PUTS(b, " atomic");
  if (in->flags & IR_F_VOLATILE) PUTS(b, " volatile");
  putch(b, ' ');
  put_type(p, in->type);
  PUTS(b, ", ");
  put_typed(p, opnd(p, in, 0));
  if (in->flags & IR_F_ATOMIC) put_scope_order(p, in, in->order & 15);
  put_align(b, atomic_align(p, in, in->type));
}

static void put_store(Printer *p, const IrInst *in) {
  Buf *b = &p->b;
  PUTS(b, "store");
  if (in->flags & IR_F_ATOMIC) PUTS(b, " atomic");
  if (in->flags & IR_F_VOLATILE) PUTS(b, " volatile");
  putch(b, ' ');
  put_typed_from(p, in, 0);
  if (in->flags & IR_F_ATOMIC) put_scope_order(p, in, in->order & 15);
  put_align(b, atomic_align(p, in, ref_type(p, opnd(p, in, 0))));
}

static bool is_i32_one(const IrModule *m, IrRef r) {
  if (!ir_ref_is(r, IR_RCONST)) return false;
  const IrConst *c = &m->consts[ir_ref_idx(r)];
  return c->kind == IR_CINT && c->type == IR_I32 && c->lo == 1;
}

static void put_alloca(Printer *p, const IrInst *in) {
  Buf *b = &p->b;
  PUTS(b, "alloca ");
  put_type(p, in->auxty);
  IrRef n = opnd(p, in, 0);
  if (!ir_ref_is(n, IR_RNONE) && !is_i32_one(p->m, n)) {
    PUTS(b, ", ");
    put_typed(p, n);
  }
  put_align(b, in->align);
  unsigned as = in->type < p->m->ntypes ? p->m->types[in->type].as : 0;
  if (as) {
    PUTS(b, ", addrspace(");
    put_u64(b, as);
    putch(b, ')');
  }
}

static void put_rmw(Printer *p, const IrInst *in) {
  Buf *b = &p->b;
  PUTS(b, "atomicrmw");
  if (in->flags & IR_F_VOLATILE) PUTS(b, " volatile");
  const char *r = ir_rmw_name(in->aux);
  putch(b, ' ');
  putz(b, r ? r : "<badrmw>");
  putch(b, ' ');
  put_typed_from(p, in, 0);
  put_scope_order(p, in, in->order & 15);
  put_align(b, in->align);
}

static void put_cmpxchg(Printer *p, const IrInst *in) {
  Buf *b = &p->b;
  PUTS(b, "cmpxchg");
  if (in->flags & IR_F_WEAK) PUTS(b, " weak");
  if (in->flags & IR_F_VOLATILE) PUTS(b, " volatile");
  putch(b, ' ');
  put_typed_from(p, in, 0);
  put_scope_order(p, in, in->order & 15);
  const char *o = ir_order_name(in->order >> 4);
  putch(b, ' ');
  putz(b, o && *o ? o : "monotonic");
  put_align(b, in->align);
}

/* Lane i of a shuffle mask constant: its index, or -1 when undefined. */
static int64_t mask_lane(const IrModule *m, const IrConst *c, uint32_t i) {
  IrRef e = m->celems[c->elem0 + i];
  if (!ir_ref_is(e, IR_RCONST)) return -1;
  const IrConst *k = &m->consts[ir_ref_idx(e)];
  if (k->kind == IR_CINT) return (int64_t)(uint32_t)k->lo;
  return k->kind == IR_CZERO ? 0 : -1;
}

/* The mask as a constant <N x i32>: lanes, with poison for undefined ones;
 * zeroinitializer when all are 0 and poison when none is defined. */
static void put_shuffle_mask(Printer *p, const IrInst *in, IrRef mask) {
  const IrModule *m = p->m;
  Buf *b = &p->b;
  uint32_t n = in->type < p->ntypes ? ir_type_lanes(m, in->type) : 0;
  const IrConst *c = ir_ref_is(mask, IR_RCONST) && ir_ref_idx(mask) < m->nconsts ? ir_const(m, mask) : NULL;
  if (c && c->kind == IR_CVEC) n = c->n;
  putch(b, '<');
  put_u64(b, n);
  PUTS(b, " x i32> ");
  bool zero = c && c->kind == IR_CZERO, undef = !c || (c->kind != IR_CZERO && c->kind != IR_CVEC);
  if (c && c->kind == IR_CVEC) {
    zero = undef = true;
    for (uint32_t i = 0; i < n; i++) {
      int64_t l = mask_lane(m, c, i);
      zero = zero && l == 0;
      undef = undef && l < 0;
    }
  }
  if (zero || undef) {
    putz(b, zero ? "zeroinitializer" : "poison");
    return;
  }
  putch(b, '<');
  for (uint32_t i = 0; i < n; i++) {
    int64_t l = mask_lane(m, c, i);
    putz(b, i ? ", i32 " : "i32 ");
    if (l < 0) PUTS(b, "poison");
    else put_u64(b, (uint64_t)l);
  }
  putch(b, '>');
}

/* extractvalue / insertvalue indices: plain integers. */
static void put_indices(Printer *p, const IrInst *in, uint32_t k) {
  for (uint32_t j = k; j < in->nops; j++) {
    IrRef r = opnd(p, in, j);
    PUTS(&p->b, ", ");
    if (ir_ref_is(r, IR_RCONST) && p->m->consts[ir_ref_idx(r)].kind == IR_CINT)
      put_u64(&p->b, p->m->consts[ir_ref_idx(r)].lo);
    else
      put_value(p, r);
  }
}

static void put_phi(Printer *p, const IrInst *in) {
  Buf *b = &p->b;
  PUTS(b, "phi");
  put_inst_fmf(p, in);
  putch(b, ' ');
  put_type(p, in->type);
  for (uint32_t k = 0; k + 1 < in->nops; k += 2) {
    putz(b, k ? ", [ " : " [ ");
    put_value(p, opnd(p, in, k));
    PUTS(b, ", ");
    put_value(p, opnd(p, in, k + 1));
    PUTS(b, " ]");
  }
}

static void put_switch(Printer *p, const IrInst *in) {
  Buf *b = &p->b;
  PUTS(b, "switch ");
  put_typed(p, opnd(p, in, 0));
  PUTS(b, ", ");
  put_typed(p, opnd(p, in, 1));
  PUTS(b, " [");
  for (uint32_t k = 2; k + 1 < in->nops; k += 2) {
    PUTS(b, "\n    ");
    put_typed(p, opnd(p, in, k));
    PUTS(b, ", ");
    put_typed(p, opnd(p, in, k + 1));
  }
  PUTS(b, "\n  ]");
}

static void put_fa_bits(Buf *b, uint32_t fa, bool intrin);

/* ' [ "tag"(type value, ...), ... ]': the operand bundles of an
 * llvm.assume, whose operands start at slot k. */
static void put_bundles(Printer *p, const IrInst *in, uint32_t k) {
  const IrModule *m = p->m;
  Buf *b = &p->b;
  uint32_t nb = ir_bundles_count(m, in->bundles), tag, n;
  if (!nb) return;
  PUTS(b, " [ ");
  for (uint32_t j = 0; j < nb; j++) {
    ir_bundle_at(m, in->bundles, j, &tag, &n);
    if (j) PUTS(b, ", ");
    putch(b, '"');
    putz(b, ir_bundle_name(tag) ? ir_bundle_name(tag) : "ignore");
    PUTS(b, "\"(");
    for (uint32_t o = 0; o < n && k < in->nops; o++, k++) {
      IrRef a = opnd(p, in, k);
      if (o) PUTS(b, ", ");
      put_ref_type(p, a);
      putch(b, ' ');
      put_value(p, a);
    }
    putch(b, ')');
  }
  PUTS(b, " ]");
}

static void put_call(Printer *p, const IrInst *in) {
  const IrModule *m = p->m;
  Buf *b = &p->b;
  if (in->flags & IR_F_MUSTTAIL) PUTS(b, "musttail ");
  else if (in->flags & IR_F_TAIL) PUTS(b, "tail ");
  else if (in->flags & IR_F_NOTAIL) PUTS(b, "notail ");
  PUTS(b, "call");
  put_inst_fmf(p, in);
  put_new_attrs(p, in->flags & IR_F_MDRANGE ? IR_NOREF : in->range, in->nofpclass, IR_NOREF);
  IrParam ca;
  if (ir_call_attrs(m, in->cattrs, 0, &ca)) put_pattrs(p, ca.attrs, IR_VOID, ca.align, ca.deref, ca.deref_or_null);
  putch(b, ' ');
  IrRef callee = opnd(p, in, 0);
  const IrFunc *cf = NULL;
  if (ir_ref_is(callee, IR_RFUNC) && ir_ref_idx(callee) < m->nfuncs) cf = m->funcs[ir_ref_idx(callee)];
  put_type(p, cf ? cf->ret : in->type);
  if (cf && cf->vararg) {
    PUTS(b, " (");
    for (uint32_t k = 0; k < cf->nparams; k++) {
      put_type(p, cf->params[k].type);
      PUTS(b, ", ");
    }
    PUTS(b, "...)");
  }
  putch(b, ' ');
  put_value(p, callee);
  putch(b, '(');
  uint32_t nb = ir_bundles_nops(m, in->bundles), end = nb < in->nops ? in->nops - nb : 1;
  for (uint32_t j = 1; j < end; j++) {  /* type, the kept call-site attributes, value */
    IrRef a = opnd(p, in, j);
    if (j > 1) PUTS(b, ", ");
    put_ref_type(p, a);
    if (ir_call_attrs(m, in->cattrs, j, &ca)) put_pattrs(p, ca.attrs, IR_VOID, ca.align, ca.deref, ca.deref_or_null);
    putch(b, ' ');
    put_value(p, a);
  }
  putch(b, ')');
  put_fa_bits(b, in->cfattrs, false);
  put_bundles(p, in, end);
}

/* Everything after "%x = " for the simple shapes. */
static void put_simple(Printer *p, const IrInst *in, unsigned shape) {
  Buf *b = &p->b;
  putz(b, ir_opinfo[in->op].text);
  switch (shape) {
  case IR_SH_BIN: case IR_SH_UN:
    put_intflags(b, in->op, in->flags);
    put_inst_fmf(p, in);
    putch(b, ' ');
    put_typed(p, opnd(p, in, 0));
    if (shape == IR_SH_BIN) {
      PUTS(b, ", ");
      put_value(p, opnd(p, in, 1));
    }
    break;
  case IR_SH_ICMP: case IR_SH_FCMP: {
    put_intflags(b, in->op, in->flags);
    put_inst_fmf(p, in);
    const char *pn = ir_pred_name(in->pred);
    putch(b, ' ');
    putz(b, pn ? pn : "<badpred>");
    putch(b, ' ');
    put_typed(p, opnd(p, in, 0));
    PUTS(b, ", ");
    put_value(p, opnd(p, in, 1));
    break;
  }
  case IR_SH_CAST:
    put_intflags(b, in->op, in->flags);
    putch(b, ' ');
    put_typed(p, opnd(p, in, 0));
    PUTS(b, " to ");
    put_type(p, in->type);
    break;
  case IR_SH_GEP:
    put_intflags(b, in->op, in->flags);
    putch(b, ' ');
    put_type(p, in->auxty);
    PUTS(b, ", ");
    put_typed_from(p, in, 0);
    break;
  case IR_SH_SELECT:
    put_inst_fmf(p, in);
    putch(b, ' ');
    put_typed_from(p, in, 0);
    break;
  case IR_SH_EXTRACTVAL:
    putch(b, ' ');
    put_typed(p, opnd(p, in, 0));
    put_indices(p, in, 1);
    break;
  case IR_SH_INSERTVAL:
    putch(b, ' ');
    put_typed(p, opnd(p, in, 0));
    PUTS(b, ", ");
    put_typed(p, opnd(p, in, 1));
    put_indices(p, in, 2);
    break;
  case IR_SH_SHUFFLE:
    putch(b, ' ');
    put_typed(p, opnd(p, in, 0));
    PUTS(b, ", ");
    put_typed(p, opnd(p, in, 1));
    PUTS(b, ", ");
    put_shuffle_mask(p, in, opnd(p, in, 2));
    break;
  case IR_SH_RET:
    if (in->nops == 0 || ir_ref_is(opnd(p, in, 0), IR_RNONE)) {
      PUTS(b, " void");
      break;
    }
    /* fall through */
  default: /* extractelement, insertelement, br, unreachable */
    if (in->nops) putch(b, ' ');
    put_typed_from(p, in, 0);
    break;
  }
}

/* The kept metadata of a load or call, as inline nodes (LLVM reads
 * "!range !{i32 0, i32 8}" as it reads a numbered node). */
static void put_md(Printer *p, const IrInst *in) {
  Buf *b = &p->b;
  if ((in->flags & IR_F_MDRANGE) && in->range.bits) {
    const IrModule *m = p->m;
    const IrConst *c = ir_const(m, in->range);
    IrType t = ir_ty(m, c->type)->elem;
    PUTS(b, ", !range !{");
    for (uint32_t k = 0; k < c->n; k++) {
      const IrConst *e = ir_const(m, ir_const_elem(m, c, k));
      if (k) PUTS(b, ", ");
      put_type(p, t);
      putch(b, ' ');
      put_int(b, ir_ty(m, t)->bits, e->kind == IR_CINT ? e->lo : 0, 0);
    }
    putch(b, '}');
  }
  if (in->flags & IR_F_MDNONNULL) PUTS(b, ", !nonnull !{}");
  if (in->flags & IR_F_MDNOUNDEF) PUTS(b, ", !noundef !{}");
  if (in->mdalign) {
    PUTS(b, ", !align !{i64 ");
    put_u64(b, (uint64_t)1 << (in->mdalign - 1));
    putch(b, '}');
  }
}

static void put_inst(Printer *p, IrId i) {
  const IrInst *in = &p->f->insts[i];
  if (has_result(p->f, i)) {
    put_name(p, '%', p->iname[i]);
    PUTS(&p->b, " = ");
  }
  unsigned shape = in->op < IR_NOPS ? ir_opinfo[in->op].shape : IR_SH_NONE;
  switch (shape) {
  case IR_SH_NONE: PUTS(&p->b, "<nop>"); break;
  case IR_SH_PHI: put_phi(p, in); break;
  case IR_SH_ALLOCA: put_alloca(p, in); break;
  case IR_SH_LOAD: put_load(p, in); break;
  case IR_SH_STORE: put_store(p, in); break;
  case IR_SH_RMW: put_rmw(p, in); break;
  case IR_SH_CMPXCHG: put_cmpxchg(p, in); break;
  case IR_SH_FENCE:
    PUTS(&p->b, "fence");
    put_scope_order(p, in, in->order & 15);
    break;
  case IR_SH_SWITCH: put_switch(p, in); break;
  case IR_SH_CALL: put_call(p, in); break;
  default: put_simple(p, in, shape); break;
  }
  if (shape == IR_SH_LOAD || shape == IR_SH_CALL) put_md(p, in);
}

/* ------------------------------------------------------------------ */
/* Functions                                                            */

static unsigned dialect_of(const IrModule *m) { return m->dialect ? m->dialect : IR_DIALECT_16; }

/* range(T lo, hi) from its [2 x T] constant. */
static void put_range(Printer *p, IrRef r) {
  const IrModule *m = p->m;
  const IrConst *c = ir_const(m, r);
  IrType t = ir_ty(m, c->type)->elem;
  PUTS(&p->b, " range(");
  put_type(p, t);
  for (uint32_t k = 0; k < 2; k++) {
    const IrConst *e = ir_const(m, ir_const_elem(m, c, k));
    putz(&p->b, k ? ", " : " ");
    put_int(&p->b, ir_ty(m, t)->bits, e->kind == IR_CINT ? e->lo : 0, 0);
  }
  putch(&p->b, ')');
}

/* nofpclass(...): the widest class words first ("nan inf zero"). */
static void put_nofpclass(Buf *b, unsigned mask) {
  static const struct { unsigned bits; const char *w; } tab[] = {
    {IR_FPC_ALL, "all"}, {IR_FPC_SNAN | IR_FPC_QNAN, "nan"}, {IR_FPC_SNAN, "snan"}, {IR_FPC_QNAN, "qnan"},
    {IR_FPC_NINF | IR_FPC_PINF, "inf"}, {IR_FPC_NINF, "ninf"}, {IR_FPC_PINF, "pinf"},
    {IR_FPC_NZERO | IR_FPC_PZERO, "zero"}, {IR_FPC_NZERO, "nzero"}, {IR_FPC_PZERO, "pzero"},
    {IR_FPC_NSUB | IR_FPC_PSUB, "sub"}, {IR_FPC_NSUB, "nsub"}, {IR_FPC_PSUB, "psub"},
    {IR_FPC_NNORM | IR_FPC_PNORM, "norm"}, {IR_FPC_NNORM, "nnorm"}, {IR_FPC_PNORM, "pnorm"},
  };
  PUTS(b, " nofpclass(");
  bool first = true;
  for (size_t k = 0; k < sizeof tab / sizeof tab[0]; k++) {
    if ((mask & tab[k].bits) != tab[k].bits) continue;
    if (!first) putch(b, ' ');
    putz(b, tab[k].w);
    mask &= ~tab[k].bits;
    first = false;
  }
  putch(b, ')');
}

/* initializes((s, e), ...) from its [2k x i64] constant. */
static void put_inits(Printer *p, IrRef r) {
  const IrModule *m = p->m;
  const IrConst *c = ir_const(m, r);
  PUTS(&p->b, " initializes(");
  for (uint32_t k = 0; k + 1 < c->n; k += 2) {
    putz(&p->b, k ? ", (" : "(");
    put_i64(&p->b, (int64_t)ir_const(m, ir_const_elem(m, c, k))->lo);
    PUTS(&p->b, ", ");
    put_i64(&p->b, (int64_t)ir_const(m, ir_const_elem(m, c, k + 1))->lo);
    putch(&p->b, ')');
  }
  putch(&p->b, ')');
}

/* The attributes of LLVM 19 and 22 on a parameter, return value or call. */
static void put_new_attrs(Printer *p, IrRef range, unsigned nofpclass, IrRef inits) {
  if (nofpclass) put_nofpclass(&p->b, nofpclass);
  if (range.bits) put_range(p, range);
  if (inits.bits) put_inits(p, inits);
}

/* Parameter and return attributes in LLVM's order: the plain ones, then
 * byval(T), then the ones with a number.  nocapture is captures(none) in
 * dialect 22. */
static void put_pattrs(Printer *p, uint32_t a, IrType byval, uint32_t align, uint64_t deref, uint64_t deref_or_null) {
  Buf *b = &p->b;
  bool d22 = dialect_of(p->m) >= IR_DIALECT_22;
  static const struct { uint32_t bit; const char *text; } tab[] = {
    {IR_PA_INREG, " inreg"},       {IR_PA_NOALIAS, " noalias"},   {IR_PA_NOCAPTURE, " nocapture"},
    {IR_PA_NOFREE, " nofree"},     {IR_PA_NOUNDEF, " noundef"},   {IR_PA_NONNULL, " nonnull"},
    {IR_PA_READNONE, " readnone"}, {IR_PA_READONLY, " readonly"}, {IR_PA_RETURNED, " returned"},
    {IR_PA_SIGNEXT, " signext"},   {IR_PA_WRITEONLY, " writeonly"}, {IR_PA_ZEROEXT, " zeroext"},
    {IR_PA_WRITABLE, " writable"}, {IR_PA_DEAD_ON_UNWIND, " dead_on_unwind"},
  };
  for (size_t k = 0; k < sizeof tab / sizeof tab[0]; k++)
    if (a & tab[k].bit) putz(b, d22 && tab[k].bit == IR_PA_NOCAPTURE ? " captures(none)" : tab[k].text);
  if (byval != IR_VOID) {
    PUTS(b, " byval(");
    put_type(p, byval);
    putch(b, ')');
  }
  if (align) {
    PUTS(b, " align ");
    put_u64(b, align);
  }
  if (deref) {
    PUTS(b, " dereferenceable(");
    put_u64(b, deref);
    putch(b, ')');
  }
  if (deref_or_null) {
    PUTS(b, " dereferenceable_or_null(");
    put_u64(b, deref_or_null);
    putch(b, ')');
  }
}

/* The return-value attributes LLVM accepts. */
#define RET_ATTRS (IR_PA_INREG | IR_PA_NOALIAS | IR_PA_NOUNDEF | IR_PA_NONNULL | IR_PA_SIGNEXT | IR_PA_ZEROEXT)

static const char *denorm_name(unsigned d) {
  static const char *const n[] = {"ieee", "preserve-sign", "positive-zero", "dynamic"};
  return d <= IR_DN_DYNAMIC ? n[d] : "ieee";
}

static void put_denorm(Buf *b, const char *key, unsigned d) {
  putz(b, key);
  PUTS(b, "=\"");
  putz(b, denorm_name(d));
  putch(b, ',');
  putz(b, denorm_name(d));
  putch(b, '"');
}

static const char *mem_access_name(bool rd, bool wr) { return rd ? (wr ? "readwrite" : "read") : wr ? "write" : "none"; }

/* memory(...) from the bits: none, argmem-only, read / write only
 * everywhere (readonly / writeonly), or mixed (IR_FA_MEMMIXED: other
 * memory, argmem, and inaccessiblemem). */
static void put_memory(Buf *b, uint32_t fa, bool intrin) {
  bool rd = fa & IR_A_READS, wr = fa & IR_A_WRITES;
  if ((fa & IR_FA_MEMMIXED) && !(fa & IR_A_NOMEM)) {
    PUTS(b, " memory(");
    putz(b, mem_access_name(fa & IR_FA_OTH_R, fa & IR_FA_OTH_W));
    PUTS(b, ", argmem: ");
    putz(b, mem_access_name(fa & IR_FA_ARG_R, fa & IR_FA_ARG_W));
    PUTS(b, ", inaccessiblemem: ");
    putz(b, mem_access_name(fa & IR_FA_INACC_R, fa & IR_FA_INACC_W));
    putch(b, ')');
  } else if (fa & IR_A_NOMEM) {
    PUTS(b, " memory(none)");
  } else if (fa & IR_FA_ARGMEMONLY) {
    if (rd && !wr) PUTS(b, " memory(argmem: read)");
    else if (wr && !rd) PUTS(b, " memory(argmem: write)");
    else PUTS(b, " memory(argmem: readwrite)");
  } else if (rd != wr && !intrin) {  /* an intrinsic's bits say "through its arguments" */
    putz(b, rd ? " memory(read)" : " memory(write)");
  }
}

/* Function attribute bits fa, inline, in LLVM's order (a definition's,
 * or a call site's).  optnone needs noinline, which excludes alwaysinline;
 * intrin: fa are an intrinsic's (its memory bits say "through its
 * arguments"). */
static void put_fa_bits(Buf *b, uint32_t fa, bool intrin) {
  if (fa & IR_FA_OPTNONE) fa |= IR_FA_NOINLINE;
  if (fa & IR_FA_NOINLINE) fa &= ~(uint32_t)IR_FA_ALWAYSINLINE;
  static const struct { uint32_t bit; const char *text; } tab[] = {
    {IR_FA_ALWAYSINLINE, " alwaysinline"}, {IR_A_CONV, " convergent"},
    {IR_FA_MUSTPROGRESS, " mustprogress"}, {IR_FA_NOCALLBACK, " nocallback"},
    {IR_FA_NOFREE, " nofree"},             {IR_FA_NOINLINE, " noinline"},
    {IR_FA_NORECURSE, " norecurse"},       {IR_FA_NORETURN, " noreturn"},
    {IR_FA_NOSYNC, " nosync"},             {IR_A_NOUNWIND, " nounwind"},
    {IR_FA_OPTNONE, " optnone"},           {IR_A_SPEC, " speculatable"},
    {IR_A_WILLRET, " willreturn"},
  };
  for (size_t k = 0; k < sizeof tab / sizeof tab[0]; k++)
    if (fa & tab[k].bit) putz(b, tab[k].text);
  put_memory(b, fa, intrin);
}

static void put_fattrs(Buf *b, const IrFunc *f) {
  put_fa_bits(b, f->fattrs, f->intrin != IR_IN_NONE);
  if (f->denorm != IR_DN_IEEE) put_denorm(b, " \"denormal-fp-math\"", f->denorm);
  if (f->denorm_f32 != f->denorm) put_denorm(b, " \"denormal-fp-math-f32\"", f->denorm_f32);
  if (f->null_valid) PUTS(b, " null_pointer_is_valid");
  if (f->align) {
    PUTS(b, " align ");
    put_u64(b, f->align);
  }
}

static void put_params(Printer *p, const IrFunc *f) {
  Buf *b = &p->b;
  putch(b, '(');
  for (uint32_t a = 0; a < f->nparams; a++) {
    const IrParam *pa = &f->params[a];
    if (a) PUTS(b, ", ");
    put_type(p, pa->type);
    put_pattrs(p, pa->attrs, pa->byval, pa->align, pa->deref, pa->deref_or_null);
    put_new_attrs(p, pa->range, pa->nofpclass, pa->inits);
    if (!f->is_decl) { /* declarations print no names, like LLVM */
      putch(b, ' ');
      put_name(p, '%', p->aname[a]);
    }
  }
  if (f->vararg) putz(b, f->nparams ? ", ..." : "...");
  putch(b, ')');
}

static void put_header(Printer *p, const IrFunc *f, uint32_t fidx) {
  Buf *b = &p->b;
  putz(b, f->is_decl ? "declare" : "define");
  const char *l = ir_linkage_name(f->linkage);
  if (*l) {
    putch(b, ' ');
    putz(b, l);
  }
  if (f->is_kernel && dialect_of(p->m) >= IR_DIALECT_22) PUTS(b, " ptx_kernel");
  put_pattrs(p, f->ret_attrs & RET_ATTRS, IR_VOID, f->ret_align, f->ret_deref, f->ret_deref_or_null);
  put_new_attrs(p, f->ret_range, f->ret_nofpclass, IR_NOREF);
  putch(b, ' ');
  put_type(p, f->ret);
  putch(b, ' ');
  put_name(p, '@', fidx < p->m->nfuncs ? p->fname[fidx] : NM_NONE);
  put_params(p, f);
  if (f->unnamed_addr == 1) PUTS(b, " unnamed_addr");
  else if (f->unnamed_addr == 2) PUTS(b, " local_unnamed_addr");
  put_fattrs(b, f);
}

/* Blocks in layout order; the entry label only when it has a name. */
static void put_body(Printer *p, const IrFunc *f) {
  Buf *b = &p->b;
  PUTS(b, " {\n");
  bool first = true;
  IR_FOR_BLOCKS(f, blk) {
    if (f->blocks[blk].dead) continue;
    if (!first) putch(b, '\n');
    if (!first || !(p->bname[blk] & NM_NUM)) {
      put_name(p, 0, p->bname[blk]);
      PUTS(b, ":\n");
    }
    first = false;
    IR_FOR_INSTS(f, blk, i) {
      PUTS(b, "  ");
      put_inst(p, i);
      putch(b, '\n');
    }
  }
  PUTS(b, "}\n");
}

static void put_func(Printer *p, const IrFunc *f, uint32_t fidx) {
  if (!names_func(p, f)) return;
  put_header(p, f, fidx);
  if (f->is_decl) putch(&p->b, '\n');
  else put_body(p, f);
}

/* ------------------------------------------------------------------ */
/* Module                                                               */

static void put_quoted_line(Buf *b, const char *key, const char *s) {
  putz(b, key);
  PUTS(b, " = \"");
  put_escaped(b, s, strlen(s));
  PUTS(b, "\"\n");
}

static void put_global(Printer *p, uint32_t g) {
  const IrGlobal *gl = &p->m->globals[g];
  Buf *b = &p->b;
  put_name(p, '@', p->gname[g]);
  PUTS(b, " =");
  const char *l = ir_linkage_name(gl->linkage);
  if (!gl->has_init) l = gl->linkage == IR_LINK_EXTERN_WEAK ? "extern_weak" : "external";
  if (*l) {
    putch(b, ' ');
    putz(b, l);
  }
  if (gl->unnamed_addr == 1) PUTS(b, " unnamed_addr");
  else if (gl->unnamed_addr == 2) PUTS(b, " local_unnamed_addr");
  if (gl->as) {
    PUTS(b, " addrspace(");
    put_u64(b, gl->as);
    putch(b, ')');
  }
  if (gl->ext_init) PUTS(b, " externally_initialized");
  if (gl->is_const) PUTS(b, " constant ");
  else PUTS(b, " global ");
  put_type(p, gl->vtype);
  if (gl->has_init) {
    putch(b, ' ');
    put_value(p, gl->init);
  }
  put_align(b, gl->align);
  putch(b, '\n');
}

static int cmp_typename(const void *a, const void *b, void *ctx) {
  const IrModule *m = ctx;
  IrType x = *(const IrType *)a, y = *(const IrType *)b;
  int c = strcmp(ir_cstr(m, m->types[x].name), ir_cstr(m, m->types[y].name));
  return c ? c : (x > y) - (x < y);
}

static uint32_t count_named_types(const IrModule *m) {
  uint32_t n = 0;
  for (IrType t = 0; t < m->ntypes; t++) n += m->types[t].kind == IR_TSTRUCT && m->types[t].name;
  return n;
}

/* Identified struct types, sorted by name (an order no parser can change). */
static void put_named_types(Printer *p) {
  const IrModule *m = p->m;
  uint32_t n = count_named_types(m);
  IrType *ts = px_new(p, n * sizeof *ts);
  if (!ts) return;
  n = 0;
  for (IrType t = 0; t < m->ntypes; t++)
    if (m->types[t].kind == IR_TSTRUCT && m->types[t].name) ts[n++] = t;
  qsort_r(ts, n, sizeof *ts, cmp_typename, (void *)m);
  for (uint32_t k = 0; k < n; k++) {
    const IrTypeInfo *ti = &m->types[ts[k]];
    put_type(p, ts[k]);
    PUTS(&p->b, " = type ");
    for (uint32_t i = 0; i < ti->nfields; i++) type_need(p, m->tfields[ti->field0 + i]);
    if (!p->b.oom) put_struct_body(p, &p->b, ti);
    putch(&p->b, '\n');
  }
  px_free(p, ts, n * sizeof *ts);
}

static void put_kernels(Printer *p) {
  const IrModule *m = p->m;
  Buf *b = &p->b;
  uint32_t n = 0;
  if (dialect_of(m) >= IR_DIALECT_22) return;  /* ptx_kernel in the headers */
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    if (!m->funcs[i]->is_kernel) continue;
    putz(b, n ? ", !" : "\n!nvvm.annotations = !{!");
    put_u64(b, n++);
  }
  if (!n) return;
  PUTS(b, "}\n\n");
  n = 0;
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    if (!m->funcs[i]->is_kernel) continue;
    putch(b, '!');
    put_u64(b, n++);
    PUTS(b, " = !{ptr ");
    put_name(p, '@', p->fname[i]);
    PUTS(b, ", !\"kernel\", i32 1}\n");
  }
}

static void put_module(Printer *p) {
  const IrModule *m = p->m;
  Buf *b = &p->b;
  if (m->source_filename) put_quoted_line(b, "source_filename", ir_cstr(m, m->source_filename));
  if (m->datalayout) put_quoted_line(b, "target datalayout", ir_cstr(m, m->datalayout));
  if (m->triple) put_quoted_line(b, "target triple", ir_cstr(m, m->triple));
  bool any = m->source_filename || m->datalayout || m->triple;
  if (count_named_types(m)) {
    if (any) putch(b, '\n');
    put_named_types(p);
    any = true;
  }
  for (uint32_t g = 0; g < m->nglobals; g++) {
    if (g == 0 && any) putch(b, '\n');
    put_global(p, g);
    any = true;
  }
  for (uint32_t i = 0; i < m->nfuncs && !b->oom; i++) {
    if (any) putch(b, '\n');
    put_func(p, m->funcs[i], i);
    any = true;
  }
  put_kernels(p);
}

/* ------------------------------------------------------------------ */
/* Entry points                                                         */

/* out: the FILE to write to, or NULL to build the result string. */
static bool printer_init(Printer *p, const IrModule *m, FILE *out) {
  memset(p, 0, sizeof *p);
  p->m = m;
  p->ctx = m->ctx;
  p->b.out = out;
  p->b.ctx = out ? m->ctx : NULL;
  p->ts.ctx = p->cs.ctx = p->gen.ctx = m->ctx;
  p->ntypes = m->ntypes ? m->ntypes : 1;
  p->toff = px_new(p, p->ntypes * sizeof *p->toff);
  p->tlen = px_new(p, p->ntypes * sizeof *p->tlen);
  p->ntypes = m->ntypes;
  if (p->toff && p->tlen) names_module(p);
  return !p->b.oom;
}

/* Frees everything but the output buffer. */
static void printer_free(Printer *p) {
  size_t nt = p->ntypes ? p->ntypes : 1;
  px_free(p, p->toff, nt * sizeof *p->toff);
  px_free(p, p->tlen, nt * sizeof *p->tlen);
  px_free(p, p->coff, p->nconsts * sizeof *p->coff);
  px_free(p, p->clen, p->nconsts * sizeof *p->clen);
  px_free(p, p->gname, p->ng * sizeof *p->gname);
  px_free(p, p->fname, p->nf * sizeof *p->fname);
  px_free(p, p->aname, p->capa * sizeof *p->aname);
  px_free(p, p->bname, p->capb * sizeof *p->bname);
  px_free(p, p->iname, p->capi * sizeof *p->iname);
  px_free(p, p->set, p->capset * sizeof *p->set);
  px_free(p, p->genset, p->capgenset * sizeof *p->genset);
  ir_sb_free(&p->ts);
  ir_sb_free(&p->cs);
  ir_sb_free(&p->gen);
}

/* Writes what is buffered and frees everything. */
static void printer_done(Printer *p) {
  if (!p->b.oom) ir_sb_flush(&p->b);
  ir_sb_free(&p->b);
  printer_free(p);
}

IrStatus ir_print_module(FILE *out, const IrModule *m) {
  Printer p;
  bool ok = printer_init(&p, m, out);
  if (ok) put_module(&p);
  ok = ok && !p.b.oom;
  printer_done(&p);
  return ok ? IR_OK : IR_ENOMEM;
}

char *ir_print_module_str(const IrModule *m, size_t *len) {
  Printer p;
  if (printer_init(&p, m, NULL)) put_module(&p);
  putch(&p.b, 0);
  char *s = p.b.oom ? NULL : p.b.p;
  if (len) *len = s ? p.b.n - 1 : 0;
  if (!s) ir_sb_free(&p.b);
  printer_free(&p);
  return s;
}

void ir_print_func(FILE *out, const IrModule *m, const IrFunc *f) {
  Printer p;
  if (printer_init(&p, m, out)) put_func(&p, f, ir_func_index(m, f));
  printer_done(&p);
}

/* The instruction without indentation or newline (a switch keeps its
 * case lines). */
void ir_print_inst(FILE *out, const IrModule *m, const IrFunc *f, IrId i) {
  Printer p;
  if (printer_init(&p, m, out) && names_func(&p, f)) put_inst(&p, i);
  printer_done(&p);
}

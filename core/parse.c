/* core/parse.c -- the parser of passcheck's IR: a strict subset of LLVM 16
 * textual IR with the syntax LLVM 19 and 22 add (DESIGN.md "The IR"), to an
 * IrModule whose dialect is the oldest LLVM that reads everything it used.
 *
 * Contract: ir_parse (ir.h) reads exactly len bytes, never crashes, hangs or
 * leaks on any input, and returns a module or NULL with "file:line:col:
 * error: message" in the context (IR_EUSER), or IR_ENOMEM when the
 * allocator fails.  Constructs outside the subset are "unsupported ...".
 *
 * Method: two passes over the text.
 *   Pass 1 reads every top-level entity: named types, global headers (their
 *   initializers are skipped and their position kept), function headers
 *   (bodies are skipped by brace matching, position kept), attribute groups,
 *   metadata (node positions kept; !nvvm.annotations remembered).  After it,
 *   every symbol and type exists, so types are validated once (cycles,
 *   nesting, size) and attribute groups and kernels are applied.
 *   Pass 2 re-lexes each initializer and body at its kept position.  No
 *   forward reference to a global is left; inside a function a use of a
 *   value not yet defined records a placeholder (like LLVM's ForwardRefVals)
 *   whose operand slots are patched when the function ends, and a branch to
 *   a label not yet seen creates the block at once and moves it into layout
 *   order when its label appears.
 * Errors unwind with one longjmp to parse_run (the user-error boundary);
 * allocation failures jump to ir_protect's recovery point.  Everything the
 * parser allocates hangs off the Parser and is freed by parser_free.
 */
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "ir_impl.h"
#include "lex.h"

#define MAXDEPTH 64                      /* nesting of types and constants */
#define MAXBYTES (UINT64_C(1) << 40)     /* largest type size */
#define MAXTYPECOST 100000u              /* bound on type.c's recursive size walks */
#define MAXFIELDS 65535u
#define MAXALIGN (UINT64_C(1) << 32)
#define NONE32 0xffffffffu

typedef unsigned __int128 u128;

/* ------------------------------------------------------------------ */
/* Parser state                                                         */

/* A position to re-lex from in pass 2. */
typedef struct Span {
  const char *at, *line0;
  uint32_t line;
} Span;

/* A hash map from nonzero 64-bit keys to 32-bit values; clearing bumps the
 * generation, so per-function maps cost nothing to reset. */
typedef struct Map {
  uint64_t *key;
  uint32_t *val, *gen;
  uint32_t cap, n, curgen;
} Map;

enum { L_FWD, L_FWDBLOCK, L_DEF };

/* A local name of the current function (value, argument or block). */
typedef struct Local {
  uint64_t key;        /* IrStr of the name, or LOCALNUM_KEY(n) */
  IrRef val;           /* the value once defined; the block for L_FWDBLOCK */
  IrType type;
  uint32_t line, col;  /* first forward use */
  const char *src;     /* the name as written, for messages */
  uint32_t srcn;
  uint8_t state;       /* L_* */
} Local;
#define LOCALNUM_KEY(n) ((UINT64_C(1) << 32) | (uint64_t)(n))

/* An operand slot waiting for a forward-referenced local. */
typedef struct Fixup {
  uint32_t local;
  IrId inst;
  uint32_t k;
} Fixup;

typedef struct FuncInfo {
  uint32_t fidx;
  Span body;           /* at == NULL for declarations */
  int8_t den, den32;   /* IrDenorm, -1 when not given */
} FuncInfo;

typedef struct GlobInfo {
  uint32_t gidx;
  Span init;
} GlobInfo;

typedef struct FnAttrs {
  uint32_t bits;       /* IR_A_* | IR_FA_* */
  int8_t den, den32;   /* IrDenorm, -1 when not given */
  bool null_valid;     /* null_pointer_is_valid */
} FnAttrs;

typedef struct AttrRef {  /* "#N" on a function, resolved after pass 1 */
  uint32_t fi, group, line, col;
} AttrRef;

typedef struct TypeUse {  /* a value type written in pass 1, validated after it */
  IrType t;
  uint32_t line, col;
} TypeUse;

typedef struct NamedTy {
  IrType t;
  uint32_t line, col;  /* first reference (or definition) */
  uint8_t defined, opaque;
} NamedTy;

typedef struct TyMemo {   /* per type: validation result */
  uint32_t cost;
  IrType opq;             /* an opaque struct inside, or NONE32 */
  uint8_t state, depth;   /* state: 0 new, 1 in progress, 2 valid */
} TyMemo;

typedef struct MdRef {
  uint32_t id, line, col;
} MdRef;

typedef struct Parser {
  IrCtx *c;
  IrModule *m;
  const char *file;
  Lex lx;
  jmp_buf jb;
  int phase;                 /* 1 or 2 */
  unsigned depth;            /* current nesting of types / constants */
  uint8_t kwop[KW_COUNT];    /* keyword -> IrOp */
  char tbuf[2][160];         /* type names for messages */
  unsigned tbi;
  /* module level */
  Map tymap;                 /* IrStr -> index in nty */
  NamedTy *nty; uint32_t nnty, capnty;
  TyMemo *tm; uint32_t captm;
  TypeUse *tuse; uint32_t ntuse, captuse;
  FuncInfo *fi; uint32_t nfi, capfi;
  GlobInfo *gi; uint32_t ngi, capgi;
  Map grpmap;                /* group number + 1 -> index in grp */
  FnAttrs *grp; uint32_t ngrp, capgrp;
  AttrRef *aref; uint32_t naref, caparef;
  Map mdmap;                 /* metadata id + 1 -> index in md */
  Span *md; uint32_t nmd, capmd;
  MdRef *annot; uint32_t nannot, capannot;
  IrRef *gnum; uint32_t ngnum, capgnum;  /* @0, @1, ... */
  /* function level */
  IrFunc *f;
  Map lmap;                  /* Local.key -> index in loc */
  Local *loc; uint32_t nloc, caploc;
  Fixup *fix; uint32_t nfix, capfix;
  uint32_t nextnum;          /* the next %N */
  IrId curblock, lastblock;
  uint32_t iline, icol;      /* start of the current instruction */
  /* scratch stacks */
  IrRef *ops; uint32_t nops, capops;
  IrType *tys; uint32_t ntys, captys;
  IrParam *prm; uint32_t nprm, capprm;
  char *sb; uint32_t capsb;     /* unescaped names and strings */
  bool failed;
} Parser;

typedef Parser P;

#define TK (p->lx.t)
#define VPUSH(p, arr, n, cap) (IR_GROW((p)->c, (arr), (cap), (n) + 1), &(arr)[(n)++])

/* ------------------------------------------------------------------ */
/* Errors and tokens                                                    */

#if defined(__GNUC__)
#define NORETURN __attribute__((noreturn))
#define PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define NORETURN
#define PRINTF(a, b)
#endif

static NORETURN PRINTF(4, 5) void err_at(P *p, uint32_t line, uint32_t col, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  lex_error(&p->lx, line, col, "%s", msg);
}

#define ERR(p, ...) err_at((p), TK.line, TK.col, __VA_ARGS__)
#define ERRT(p, t, ...) err_at((p), (t)->line, (t)->col, __VA_ARGS__)

/* "expected X" at the current token; at the end of the text the message
 * says so instead. */
static NORETURN void expected(P *p, const char *what) {
  if (TK.kind == LX_EOF) ERR(p, "unexpected end of file");
  ERR(p, "expected %s", what);
}

static void next(P *p) { lex_next(&p->lx); }
static bool is_kw(const P *p, unsigned kw) { return TK.kind == LX_KW && TK.kw == kw; }

static bool accept(P *p, int kind) {
  if (TK.kind != kind) return false;
  next(p);
  return true;
}

static bool accept_kw(P *p, unsigned kw) {
  if (!is_kw(p, kw)) return false;
  next(p);
  return true;
}

static void expect(P *p, int kind, const char *what) {
  if (TK.kind != kind) expected(p, what);
  next(p);
}

static void expect_kw(P *p, unsigned kw) {
  if (!is_kw(p, kw)) {
    char buf[64];
    snprintf(buf, sizeof buf, "'%s'", lex_kw_name(kw));
    expected(p, buf);
  }
  next(p);
}

/* The current token is ',' and the next one is keyword kw: consumes the ','. */
static bool comma_then_kw(P *p, unsigned kw) {
  if (TK.kind != LX_COMMA) return false;
  const LexTok *n = lex_peek(&p->lx);
  if (n->kind != LX_KW || n->kw != kw) return false;
  next(p);
  return true;
}

/* ',' followed by something other than a metadata attachment */
static bool comma_more(P *p) {
  if (TK.kind != LX_COMMA) return false;
  return lex_peek(&p->lx)->kind != LX_METANAME;
}

static const char *tname(P *p, IrType t) {
  char *b = p->tbuf[p->tbi++ & 1];
  ir_type_str(p->m, t, b, sizeof p->tbuf[0]);
  return b;
}

static void enter(P *p) {
  if (++p->depth > MAXDEPTH) ERR(p, "nesting too deep");
}

static void leave(P *p) { p->depth--; }

/* The module uses a construct that LLVM d (IR_DIALECT_*) introduced. */
static void dialect(P *p, unsigned d) {
  if (p->m->dialect < d) p->m->dialect = (uint8_t)d;
}

/* ------------------------------------------------------------------ */
/* Maps                                                                 */

/* One allocation holds keys, values and generations, so that growing is
 * all-or-nothing when the allocator fails. */
static size_t map_bytes(uint32_t cap) { return (size_t)cap * (sizeof(uint64_t) + 2 * sizeof(uint32_t)); }

static void map_free(P *p, Map *mp) {
  if (mp->cap) ir_alloc(p->c, mp->key, map_bytes(mp->cap), 0);
  memset(mp, 0, sizeof *mp);
}

static uint32_t map_slot(const Map *mp, uint64_t k) {
  uint32_t mask = mp->cap - 1;
  uint32_t i = (uint32_t)((k * UINT64_C(0x9E3779B97F4A7C15)) >> 32) & mask;
  while (mp->gen[i] == mp->curgen && mp->key[i] != k) i = (i + 1) & mask;
  return i;
}

static uint32_t map_get(const Map *mp, uint64_t k) {
  if (!mp->cap) return NONE32;
  uint32_t i = map_slot(mp, k);
  return mp->gen[i] == mp->curgen ? mp->val[i] : NONE32;
}

static void map_set(Map *mp, uint64_t k, uint32_t v) {
  uint32_t i = map_slot(mp, k);
  if (mp->gen[i] != mp->curgen) mp->n++;
  mp->gen[i] = mp->curgen;
  mp->key[i] = k;
  mp->val[i] = v;
}

static void map_grow(P *p, Map *mp) {
  Map nw;
  nw.cap = mp->cap ? mp->cap * 2 : 64;
  nw.key = ir_xalloc(p->c, NULL, 0, map_bytes(nw.cap));
  nw.val = (uint32_t *)(nw.key + nw.cap);
  nw.gen = nw.val + nw.cap;
  memset(nw.gen, 0, nw.cap * sizeof *nw.gen);
  nw.n = 0;
  nw.curgen = 1;
  for (uint32_t i = 0; i < mp->cap; i++)
    if (mp->gen[i] == mp->curgen) map_set(&nw, mp->key[i], mp->val[i]);
  map_free(p, mp);
  *mp = nw;
}

static void map_put(P *p, Map *mp, uint64_t k, uint32_t v) {
  if ((mp->n + 1) * 2 > mp->cap) map_grow(p, mp);
  map_set(mp, k, v);
}

static void map_clear(Map *mp) {
  mp->n = 0;
  if (!mp->cap) return;
  if (++mp->curgen == 0) {  /* wrapped: really clear */
    memset(mp->gen, 0, mp->cap * sizeof *mp->gen);
    mp->curgen = 1;
  }
}

/* ------------------------------------------------------------------ */
/* Strings and names                                                    */

static int hexval(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  c |= 32;
  return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* Decodes \\ and \XX escapes of s[0..n) into p->sb; returns the length. */
static uint32_t unescape(P *p, const char *s, uint32_t n) {
  IR_GROW(p->c, p->sb, p->capsb, n + 1);
  uint32_t o = 0;
  for (uint32_t i = 0; i < n; i++) {
    char ch = s[i];
    if (ch == '\\' && i + 1 < n && s[i + 1] == '\\') {
      i++;
    } else if (ch == '\\' && i + 2 < n && hexval(s[i + 1]) >= 0 && hexval(s[i + 2]) >= 0) {
      ch = (char)(hexval(s[i + 1]) * 16 + hexval(s[i + 2]));
      i += 2;
    }
    p->sb[o++] = ch;
  }
  p->sb[o] = 0;
  return o;
}

/* The token's payload, unescaped when needed; NUL-free (IrStr rule). */
static IrStr tok_str(P *p, const LexTok *t, const char *what) {
  const char *s = t->s;
  uint32_t n = t->n;
  if (t->esc) {
    n = unescape(p, s, n);
    s = p->sb;
  }
  if (memchr(s, 0, n)) ERRT(p, t, "NUL character in %s", what);
  return ir_str(p->m, s, n);
}

static IrStr tok_name(P *p, const LexTok *t) {
  if (t->n == 0) ERRT(p, t, "empty name");
  return tok_str(p, t, "name");
}

static bool tok_is_text(const LexTok *t, const char *s) {
  size_t n = strlen(s);
  return t->n == n && memcmp(t->s, s, n) == 0;
}

/* The name as written in the source ("%x", "@f", "%\"a b\"") for messages. */
#define TOKSRC(t) (int)((t)->end - (t)->start), (t)->start

/* ------------------------------------------------------------------ */
/* Types                                                                */

static IrType type_of_bits(P *p, const LexTok *t) {
  switch (t->num) {
  case 1: return IR_I1;
  case 8: return IR_I8;
  case 16: return IR_I16;
  case 32: return IR_I32;
  case 64: return IR_I64;
  case 128: return IR_I128;
  default:
    if (t->num >= 1 && t->num <= 64) return ir_type_int(p->m, (unsigned)t->num);
    ERRT(p, t, "unsupported type %.*s", TOKSRC(t));
  }
}

/* addrspace := 'addrspace' '(' INT ')' ; the current token is 'addrspace' */
static unsigned parse_addrspace(P *p) {
  next(p);
  expect(p, LX_LPAREN, "'('");
  if (TK.kind != LX_INT || TK.s[0] == '-') expected(p, "address space number");
  uint64_t as = TK.num;
  if (as != 0 && as != 1 && as != 3 && as != 4 && as != 5)
    ERR(p, "unsupported address space %llu", (unsigned long long)as);
  next(p);
  expect(p, LX_RPAREN, "')'");
  return (unsigned)as;
}

/* Keyword types: void half float double ptr label metadata (and the
 * unsupported ones). */
static IrType kw_type(P *p) {
  unsigned kw = TK.kw;
  switch (kw) {
  case KW_void: next(p); return IR_VOID;
  case KW_half: next(p); return IR_HALF;
  case KW_float: next(p); return IR_FLOAT;
  case KW_double: next(p); return IR_DOUBLE;
  case KW_label: next(p); return IR_LABEL;
  case KW_metadata: next(p); return IR_META;
  case KW_ptr:
    next(p);
    return is_kw(p, KW_addrspace) ? ir_type_ptr_fixed(parse_addrspace(p)) : IR_PTR;
  case KW_bfloat: case KW_x86_fp80: case KW_fp128: case KW_ppc_fp128:
  case KW_x86_mmx: case KW_x86_amx: case KW_token: case KW_target:
    ERR(p, "unsupported type %s", lex_kw_name(kw));
  default: expected(p, "type");
  }
}

static bool is_sized_elem(const P *p, IrType t) {
  uint8_t k = ir_ty(p->m, t)->kind;
  return k != IR_TVOID && k != IR_TLABEL && k != IR_TMETA;
}

static IrType parse_type(P *p);

/* Reads "N x type" of a vector or array; returns N. */
static uint64_t count_x_type(P *p, IrType *elem, LexTok *ct) {
  *ct = TK;
  if (TK.kind != LX_INT || TK.s[0] == '-') expected(p, "number of elements");
  uint64_t n = TK.num;
  next(p);
  expect_kw(p, KW_x);
  *elem = parse_type(p);
  return n;
}

/* fields := [type {',' type}] up to closer; leaves them on p->tys */
static uint32_t struct_fields(P *p, int closer) {
  uint32_t n = 0;
  if (TK.kind == closer) return 0;
  for (;;) {
    LexTok ft = TK;
    IrType t = parse_type(p);
    if (!is_sized_elem(p, t)) ERRT(p, &ft, "invalid struct element type");
    if (++n > MAXFIELDS) ERRT(p, &ft, "too many struct fields");
    *VPUSH(p, p->tys, p->ntys, p->captys) = t;
    if (!accept(p, LX_COMMA)) break;
  }
  return n;
}

/* struct := '{' fields '}' | '<' '{' fields '}' '>' (the '{' is current) */
static IrType struct_type(P *p, bool packed) {
  next(p);
  uint32_t base = p->ntys, n = struct_fields(p, LX_RBRACE);
  expect(p, LX_RBRACE, "'}'");
  if (packed) expect(p, LX_GT, "'>'");
  IrType t = ir_type_struct(p->m, n, p->tys + base, packed);
  p->ntys = base;
  return t;
}

/* vector := '<' INT 'x' type '>' ; also '<' '{' ... '}' '>' */
static IrType vector_type(P *p) {
  next(p);
  if (TK.kind == LX_LBRACE) return struct_type(p, true);
  if (is_kw(p, KW_vscale)) ERR(p, "unsupported scalable vector");
  LexTok ct;
  IrType elem;
  uint64_t n = count_x_type(p, &elem, &ct);
  expect(p, LX_GT, "'>'");
  if (n == 0 || n > IR_MAXLANES)
    ERRT(p, &ct, "unsupported vector of %llu elements", (unsigned long long)n);
  const IrTypeInfo *ei = ir_ty(p->m, elem);
  if (ei->kind != IR_TINT && ei->kind != IR_TPTR && !ir_type_is_fp(p->m, elem))
    ERRT(p, &ct, "invalid vector element type");
  return ir_type_vec(p->m, (uint32_t)n, elem);
}

/* array := '[' INT 'x' type ']' */
static IrType array_type(P *p) {
  next(p);
  LexTok ct;
  IrType elem;
  uint64_t n = count_x_type(p, &elem, &ct);
  expect(p, LX_RBRACK, "']'");
  if (n > UINT32_MAX) ERRT(p, &ct, "array too large");
  if (!is_sized_elem(p, elem)) ERRT(p, &ct, "invalid array element type");
  return ir_type_array(p->m, (uint32_t)n, elem);
}

/* The named type table entry for %T (created on first reference in pass 1). */
static uint32_t named_entry(P *p, const LexTok *t) {
  IrStr name;
  if (t->kind == LX_LOCALNUM) {
    char buf[24];
    snprintf(buf, sizeof buf, "%llu", (unsigned long long)t->num);
    name = ir_strz(p->m, buf);
  } else {
    name = tok_name(p, t);
  }
  uint32_t e = map_get(&p->tymap, name);
  if (e != NONE32) return e;
  if (p->phase == 2) ERRT(p, t, "use of undefined type '%.*s'", TOKSRC(t));
  NamedTy *nt = VPUSH(p, p->nty, p->nnty, p->capnty);
  memset(nt, 0, sizeof *nt);
  nt->t = ir_type_named(p->m, name);
  nt->line = t->line;
  nt->col = t->col;
  map_put(p, &p->tymap, name, p->nnty - 1);
  return p->nnty - 1;
}

/* type := 'void' | INTTYPE | 'half' | 'float' | 'double' | 'ptr' [addrspace]
 *       | 'label' | 'metadata' | vector | array | struct | LOCAL
 * A following '*' (typed pointer) is unsupported. */
static IrType parse_type(P *p) {
  LexTok t = TK;
  IrType ty;
  switch (t.kind) {
  case LX_INTTYPE: ty = type_of_bits(p, &t); next(p); break;
  case LX_KW: ty = kw_type(p); break;
  case LX_LT: enter(p); ty = vector_type(p); leave(p); break;
  case LX_LBRACK: enter(p); ty = array_type(p); leave(p); break;
  case LX_LBRACE: enter(p); ty = struct_type(p, false); leave(p); break;
  case LX_LOCAL: case LX_LOCALNUM: {
    uint32_t e = named_entry(p, &t);
    ty = p->nty[e].t;
    next(p);
    break;
  }
  default: expected(p, "type");
  }
  if (TK.kind == LX_STAR || (is_kw(p, KW_addrspace) && !ir_type_is_ptr(p->m, ty)))
    ERR(p, "unsupported typed pointer");
  return ty;
}

/* ---- validation: cycles, nesting through named types, size, cost */

static TyMemo *memo(P *p, IrType t) {
  if (t >= p->captm) {
    uint32_t old = p->captm;
    IR_GROW(p->c, p->tm, p->captm, p->m->ntypes > t + 1 ? p->m->ntypes : t + 1);
    for (uint32_t i = old; i < p->captm; i++) p->tm[i].opq = NONE32;
  }
  return &p->tm[t];
}

static uint32_t sat_add(uint32_t a, uint64_t b) {
  uint64_t s = a + b;
  return s > UINT32_MAX ? UINT32_MAX : (uint32_t)s;
}

static void validate(P *p, IrType t, unsigned level, uint32_t line, uint32_t col);

static void validate_struct(P *p, IrType t, unsigned level, uint32_t line, uint32_t col) {
  const IrTypeInfo *ti = ir_ty(p->m, t);
  uint32_t n = ti->nfields, f0 = ti->field0;
  uint64_t cost = 0;
  unsigned depth = 0;
  IrType opq = NONE32;
  for (uint32_t i = 0; i < n; i++) {
    IrType ft = p->m->tfields[f0 + i];
    validate(p, ft, level + 1, line, col);
    TyMemo *fm = memo(p, ft);
    cost += 3 * (uint64_t)fm->cost;
    if (fm->depth + 1u > depth) depth = fm->depth + 1u;
    if (opq == NONE32) opq = fm->opq;
    if (cost > MAXTYPECOST) err_at(p, line, col, "type too complex");
  }
  TyMemo *mm = memo(p, t);
  mm->cost = sat_add(1, cost);
  mm->depth = (uint8_t)(depth > 255 ? 255 : depth);
  mm->opq = opq;
  if (depth > MAXDEPTH) err_at(p, line, col, "nesting too deep");
  if (opq == NONE32 && ir_type_alloc_size(p->m, t) > MAXBYTES) err_at(p, line, col, "type too large");
}

static void validate_seq(P *p, IrType t, unsigned level, uint32_t line, uint32_t col) {
  const IrTypeInfo *ti = ir_ty(p->m, t);
  IrType e = ti->elem;
  uint32_t count = ti->count;
  bool arr = ti->kind == IR_TARRAY;
  validate(p, e, level + 1, line, col);
  TyMemo *em = memo(p, e), *mm = memo(p, t);
  mm->cost = sat_add(em->cost, 1);
  mm->depth = (uint8_t)(em->depth + 1);
  mm->opq = em->opq;
  if (mm->depth > MAXDEPTH) err_at(p, line, col, "nesting too deep");
  if (arr && mm->opq == NONE32) {
    uint64_t es = ir_type_alloc_size(p->m, e);
    if (es && count > MAXBYTES / es) err_at(p, line, col, "array too large");
  }
}

/* Checks type t once (memoized); errors are reported at line:col. */
static void validate(P *p, IrType t, unsigned level, uint32_t line, uint32_t col) {
  TyMemo *mm = memo(p, t);
  if (mm->state == 2) return;
  if (level > MAXDEPTH) err_at(p, line, col, "nesting too deep");
  const IrTypeInfo *ti = ir_ty(p->m, t);
  if (mm->state == 1) err_at(p, line, col, "recursive type '%%%s'", ir_cstr(p->m, ti->name));
  mm->state = 1;
  mm->cost = 1;
  if (ti->kind == IR_TSTRUCT) {
    uint32_t e = ti->name ? map_get(&p->tymap, ti->name) : NONE32;
    if (e != NONE32 && p->nty[e].opaque) mm->opq = t;
    else validate_struct(p, t, level, line, col);
  } else if (ti->kind == IR_TARRAY || ti->kind == IR_TVEC) {
    validate_seq(p, t, level, line, col);
  }
  memo(p, t)->state = 2;
}

/* A type used by a value or in memory: first class and, once all types are
 * known, valid and sized.  In pass 1 the check is deferred. */
static void check_value_type(P *p, IrType t, uint32_t line, uint32_t col) {
  if (!ir_type_is_first_class(p->m, t)) err_at(p, line, col, "invalid use of type '%s'", tname(p, t));
  if (p->phase == 1) {
    TypeUse *u = VPUSH(p, p->tuse, p->ntuse, p->captuse);
    u->t = t, u->line = line, u->col = col;
    return;
  }
  validate(p, t, 0, line, col);
  IrType o = memo(p, t)->opq;
  if (o != NONE32) err_at(p, line, col, "unsupported opaque struct type '%s'", tname(p, o));
}

static IrType value_type(P *p) {
  uint32_t line = TK.line, col = TK.col;
  IrType t = parse_type(p);
  check_value_type(p, t, line, col);
  return t;
}

/* ------------------------------------------------------------------ */
/* Literals                                                             */

static NORETURN void out_of_range(P *p, const LexTok *t, unsigned bits) {
  ERRT(p, t, "integer constant out of range for i%u", bits);
}

/* Hex digits of u0x/s0x literals; s0x is signed in 4 bits per digit. */
static u128 hex_int(P *p, const LexTok *t, unsigned bits, bool *neg) {
  const char *s = t->s + 3, *e = t->s + t->n;
  unsigned nd = (unsigned)(e - s);
  u128 v = 0;
  for (; s < e; s++) {
    if (v >> 124) out_of_range(p, t, bits);
    v = v << 4 | (unsigned)hexval(*s);
  }
  *neg = false;
  if (t->s[0] == 's' && nd * 4 <= 128 && ((v >> (nd * 4 - 1)) & 1)) {
    *neg = true;
    v = nd * 4 == 128 ? ~v + 1 : ((u128)1 << (nd * 4)) - v;
  }
  return v;
}

/* An integer literal (decimal, u0x.., s0x..) as `bits` bits; the value must
 * lie in [-2^(bits-1), 2^bits - 1]. */
static void int_lit(P *p, const LexTok *t, unsigned bits, uint64_t *lo, uint64_t *hi) {
  bool neg = false;
  u128 v = 0;
  if (t->kind == LX_HEXINT) {
    v = hex_int(p, t, bits, &neg);
  } else {
    const char *s = t->s, *e = t->s + t->n;
    if (*s == '-') neg = true, s++;
    for (; s < e; s++) {
      unsigned d = (unsigned)(*s - '0');
      if (v > (~(u128)0 - d) / 10) out_of_range(p, t, bits);
      v = v * 10 + d;
    }
  }
  u128 umax = bits == 128 ? ~(u128)0 : ((u128)1 << bits) - 1;
  u128 smag = (u128)1 << (bits - 1);
  if ((!neg && v > umax) || (neg && v > smag)) out_of_range(p, t, bits);
  if (neg) v = ~v + 1;
  *lo = (uint64_t)v;
  *hi = (uint64_t)(v >> 64);
}

/* The bits of the double `d` in the IEEE format of w (16 or 32) bits when
 * the value is exactly representable; NaNs keep the top payload bits (the
 * dropped low bits must be zero), as LLVM's parser requires. */
static bool narrow_fp(uint64_t d, unsigned w, uint64_t *out) {
  unsigned mbits = w == 32 ? 23 : 10, drop = 52 - mbits;
  int bias = w == 32 ? 127 : 15;
  uint64_t sign = (d >> 63) << (w - 1), exp = (d >> 52) & 0x7ff, man = d & ((UINT64_C(1) << 52) - 1);
  uint64_t emax = w == 32 ? 0xff : 0x1f;
  if (exp == 0x7ff) {
    if (man & ((UINT64_C(1) << drop) - 1)) return false;
    *out = sign | emax << mbits | man >> drop;
    return true;
  }
  if (exp == 0) {
    *out = sign;
    return man == 0;  /* double subnormals are far below float/half */
  }
  int e = (int)exp - 1023;
  if (e > bias) return false;
  if (e >= 1 - bias) {
    if (man & ((UINT64_C(1) << drop) - 1)) return false;
    *out = sign | (uint64_t)(e + bias) << mbits | man >> drop;
    return true;
  }
  int shift = (1 - bias - (int)mbits) - (e - 52);  /* a subnormal of the target */
  uint64_t m53 = man | UINT64_C(1) << 52;
  if (shift >= 54 || (m53 & ((UINT64_C(1) << shift) - 1))) return false;
  *out = sign | m53 >> shift;
  return true;
}

/* An FP literal as the bits of FP type ty: decimal and 0x (16 hex digits,
 * double bits) literals are doubles that must convert exactly; 0xH is half. */
static uint64_t fp_lit(P *p, const LexTok *t, IrType ty) {
  unsigned w = ir_type_is_fp(p->m, ty) ? ir_ty(p->m, ty)->bits : 0;
  uint64_t d = 0, out = 0;
  if (!w) goto bad;
  if (t->kind == LX_HEXFP) {
    const char *s = t->s + 2, *e = t->s + t->n;
    char kind = (*s >= 'G' && *s <= 'Z') ? *s++ : 0;
    if ((kind && kind != 'H') || (kind == 'H' && (w != 16 || e - s > 4)) || e - s > 16) goto bad;
    for (; s < e; s++) d = d << 4 | (unsigned)hexval(*s);
    if (kind == 'H') return d;
  } else {
    IR_GROW(p->c, p->sb, p->capsb, t->n + 1);
    memcpy(p->sb, t->s, t->n);
    p->sb[t->n] = 0;
    d = ir_f64_bits(strtod(p->sb, NULL));
  }
  if (w == 64) return d;
  if (narrow_fp(d, w, &out)) return out;
bad:
  ERRT(p, t, "floating-point constant invalid for type");
}

/* ------------------------------------------------------------------ */
/* Values                                                               */

/* The type of any operand, including a forward placeholder. */
static IrType ref_type(P *p, IrRef r) {
  uint32_t idx = ir_ref_idx(r);
  switch (ir_ref_kind(r)) {
  case IR_RNONE: return p->loc[idx - 1].type;
  case IR_RCONST: return p->m->consts[idx].type;
  case IR_RGLOBAL: return ir_type_ptr_fixed(p->m->globals[idx].as);
  case IR_RFUNC: return IR_PTR;
  default: return ir_value_type(p->f, r);
  }
}

/* @name or @N: the global or function, or an error. */
static IrRef lookup_sym(P *p, const LexTok *t) {
  IrRef r = IR_NOREF;
  if (t->kind == LX_GLOBALNUM) {
    if (t->num < p->ngnum) r = p->gnum[t->num];
  } else {
    const char *s = t->s;
    uint32_t n = t->n;
    if (t->esc) {
      n = unescape(p, s, n);
      s = p->sb;
    }
    IrStr name = n && !memchr(s, 0, n) ? ir_str_find(p->m, s, n) : 0;
    if (name) r = ir_sym_lookup(p->m, name);
  }
  if (ir_ref_is(r, IR_RNONE)) ERRT(p, t, "use of undefined value '%.*s'", TOKSRC(t));
  return r;
}

/* A global or function used as a constant of type ty (its pointer type). */
static IrRef global_value(P *p, const LexTok *t, IrType ty) {
  IrRef r = lookup_sym(p, t);
  IrType gt = ref_type(p, r);
  if (gt != ty)
    ERRT(p, t, "'%.*s' defined with type '%s' but expected '%s'", TOKSRC(t), tname(p, gt), tname(p, ty));
  return r;
}

static uint64_t local_key(P *p, const LexTok *t) {
  if (t->kind == LX_LOCALNUM || t->kind == LX_LABELNUM) {
    if (t->num > 0x7fffffff) ERRT(p, t, "value number too large");
    return LOCALNUM_KEY(t->num);
  }
  return tok_name(p, t);
}

static uint32_t local_new(P *p, uint64_t key, const LexTok *t, IrType ty, uint8_t state, IrRef val) {
  if (p->nloc >= IR_REF_MAXIDX - 1) ERRT(p, t, "too many values in function");
  Local *l = VPUSH(p, p->loc, p->nloc, p->caploc);
  l->key = key;
  l->val = val;
  l->type = ty;
  l->line = t->line;
  l->col = t->col;
  l->src = t->start;
  l->srcn = (uint32_t)(t->end - t->start);
  l->state = state;
  map_put(p, &p->lmap, key, p->nloc - 1);
  return p->nloc - 1;
}

/* A use of local t as a value of type ty: its value; for a label not seen
 * yet a new block; otherwise a placeholder IrRef (IR_RNONE, local + 1) that
 * emit() turns into a fixup. */
static IrRef local_use(P *p, const LexTok *t, IrType ty) {
  if (!p->f) ERRT(p, t, "invalid use of function-local name");
  uint64_t key = local_key(p, t);
  uint32_t li = map_get(&p->lmap, key);
  if (li == NONE32) {
    if (ty == IR_LABEL) {
      IrId b = ir_block_new(p->f, t->kind == LX_LOCAL ? (IrStr)key : 0);
      local_new(p, key, t, ty, L_FWDBLOCK, ir_ref(IR_RBLOCK, b));
      return ir_ref(IR_RBLOCK, b);
    }
    li = local_new(p, key, t, ty, L_FWD, IR_NOREF);
    return ir_ref(IR_RNONE, li + 1);
  }
  Local *l = &p->loc[li];
  if (l->type != ty)
    ERRT(p, t, "'%.*s' defined with type '%s' but expected '%s'", TOKSRC(t), tname(p, l->type), tname(p, ty));
  return l->state == L_FWD ? ir_ref(IR_RNONE, li + 1) : l->val;
}

/* Binds key to val (type ty), resolving an earlier forward use. */
static void local_bind(P *p, uint64_t key, const LexTok *t, IrRef val, IrType ty) {
  uint32_t li = map_get(&p->lmap, key);
  if (li == NONE32) {
    local_new(p, key, t, ty, L_DEF, val);
    return;
  }
  Local *l = &p->loc[li];
  if (l->state == L_DEF) {
    if (t->kind == LX_LABEL || t->kind == LX_LABELNUM) ERRT(p, t, "redefinition of value '%%%.*s'", (int)t->n, t->s);
    ERRT(p, t, "redefinition of value '%.*s'", TOKSRC(t));
  }
  if (l->type != ty)
    err_at(p, l->line, l->col, "'%.*s' defined with type '%s' but expected '%s'", (int)l->srcn, l->src,
           tname(p, ty), tname(p, l->type));
  l->val = val;
  l->state = L_DEF;
}

/* The key of a definition: the name, or the next number (checked against
 * a written %N). */
static uint64_t def_key(P *p, const LexTok *t, const char *what) {
  if (t && t->kind != LX_LOCALNUM && t->kind != LX_LABELNUM) return tok_name(p, t);
  if (t && t->num != p->nextnum) {
    if (t->kind == LX_LABELNUM) ERRT(p, t, "label expected to be numbered '%u'", p->nextnum);
    ERRT(p, t, "%s expected to be numbered '%%%u'", what, p->nextnum);
  }
  return LOCALNUM_KEY(p->nextnum++);
}

/* Creates a new instruction with operands ops[0..n) at the current
 * instruction's position; placeholders become fixups. */
static IrId emit(P *p, IrOp op, IrType ty, uint32_t n, const IrRef *ops) {
  IrFunc *f = p->f;
  IrId i = ir_inst_new(f, op, ty, n);
  IrInst *in = ir_inst(f, i);
  in->line = p->iline;
  in->col = p->icol;
  for (uint32_t k = 0; k < n; k++) {
    IrRef r = ops[k];
    if (ir_ref_kind(r) == IR_RNONE) {
      Fixup *x = VPUSH(p, p->fix, p->nfix, p->capfix);
      x->local = ir_ref_idx(r) - 1;
      x->inst = i;
      x->k = k;
    } else {
      ir_set_opnd(f, i, k, r);
    }
  }
  return i;
}

/* ------------------------------------------------------------------ */
/* Constants                                                            */

static IrRef parse_const(P *p, IrType ty);
static IrRef parse_value(P *p, IrType ty);

static NORETURN void bad_const(P *p, const LexTok *t, IrType ty) {
  ERRT(p, t, "constant '%.*s' is invalid for type '%s'", TOKSRC(t), tname(p, ty));
}

/* tconst := type const */
static IrRef tconst(P *p, IrType *ty) {
  *ty = value_type(p);
  return parse_const(p, *ty);
}

/* tconst with a required type; `what`/i name it in the error. */
static void elem_const(P *p, IrType want, const char *what, uint32_t i) {
  LexTok t = TK;
  IrType got = value_type(p);
  if (got != want) ERRT(p, &t, "element %u of %s constant is not of type '%s'", i, what, tname(p, want));
  IrRef r = parse_const(p, got);
  *VPUSH(p, p->ops, p->nops, p->capops) = r;
}

/* Elements up to closer, each of type elem(i) of aggregate type agg with
 * `want` elements; returns how many. */
static uint32_t const_elems(P *p, IrType agg, uint32_t want, int closer, const char *what) {
  uint32_t n = 0;
  if (TK.kind == closer) return 0;
  do {
    if (n >= want) ERR(p, "%s constant has too many elements", what);
    const IrTypeInfo *ti = ir_ty(p->m, agg);
    elem_const(p, ti->kind == IR_TSTRUCT ? ir_type_field(p->m, agg, n) : ti->elem, what, n);
    n++;
  } while (accept(p, LX_COMMA));
  return n;
}

/* '{' elems '}' or '<' '{' elems '}' '>' for struct type ty; t0 is the opener. */
static IrRef const_struct(P *p, IrType ty, bool packed, const LexTok *t0) {
  const IrTypeInfo *ti = ir_ty(p->m, ty);
  if (ti->kind != IR_TSTRUCT || ti->packed != packed) bad_const(p, t0, ty);
  uint32_t want = ti->nfields, base = p->nops;
  next(p);
  uint32_t n = const_elems(p, ty, want, LX_RBRACE, "struct");
  expect(p, LX_RBRACE, "'}'");
  if (packed) expect(p, LX_GT, "'>'");
  if (n != want) ERRT(p, t0, "struct constant has %u elements, type has %u", n, want);
  IrRef r = ir_const_agg(p->m, IR_CSTRUCT, ty, n, p->ops + base);
  p->nops = base;
  return r;
}

/* '<' elems '>' (vector) or '[' elems ']' (array) */
static IrRef const_seq(P *p, IrType ty) {
  LexTok t0 = TK;
  bool vec = t0.kind == LX_LT;
  next(p);
  if (vec && TK.kind == LX_LBRACE) return const_struct(p, ty, true, &t0);
  const IrTypeInfo *ti = ir_ty(p->m, ty);
  if (ti->kind != (vec ? IR_TVEC : IR_TARRAY)) bad_const(p, &t0, ty);
  uint32_t want = ti->count, base = p->nops;
  uint32_t n = const_elems(p, ty, want, vec ? LX_GT : LX_RBRACK, vec ? "vector" : "array");
  expect(p, vec ? LX_GT : LX_RBRACK, vec ? "'>'" : "']'");
  if (n != want) ERRT(p, &t0, "%s constant has %u elements, type has %u", vec ? "vector" : "array", n, want);
  IrRef r = ir_const_agg(p->m, vec ? IR_CVEC : IR_CARRAY, ty, n, p->ops + base);
  p->nops = base;
  return r;
}

/* c"..." for [N x i8] */
static IrRef const_bytes(P *p, IrType ty) {
  LexTok t = TK;
  const IrTypeInfo *ti = ir_ty(p->m, ty);
  if (ti->kind != IR_TARRAY || ti->elem != IR_I8) bad_const(p, &t, ty);
  uint32_t want = ti->count, n = t.esc ? unescape(p, t.s, t.n) : t.n;
  if (n != want) ERRT(p, &t, "string constant has %u bytes, type has %u", n, want);
  IrRef r = ir_const_bytes(p->m, ty, (const uint8_t *)(t.esc ? p->sb : t.s), n);
  next(p);
  return r;
}

/* LLVM's CastInst::castIsValid, for the subset's types. */
static bool cast_ok(P *p, IrOp op, IrType s, IrType d) {
  IrModule *m = p->m;
  IrType ss = ir_type_scalar(m, s), ds = ir_type_scalar(m, d);
  bool sv = ir_type_is_vec(m, s), dv = ir_type_is_vec(m, d);
  bool si = ir_type_is_int(m, ss), di = ir_type_is_int(m, ds);
  bool sf = ir_type_is_fp(m, ss), df = ir_type_is_fp(m, ds);
  bool sp = ir_type_is_ptr(m, ss), dp = ir_type_is_ptr(m, ds);
  if (!(si || sf || sp) || !(di || df || dp)) return false;
  if (op != IR_BITCAST && (sv != dv || ir_type_lanes(m, s) != ir_type_lanes(m, d))) return false;
  unsigned sb = ir_type_bits(m, ss), db = ir_type_bits(m, ds);
  switch (op) {
  case IR_TRUNC: return si && di && sb > db;
  case IR_ZEXT: case IR_SEXT: return si && di && sb < db;
  case IR_FPTRUNC: return sf && df && sb > db;
  case IR_FPEXT: return sf && df && sb < db;
  case IR_FPTOUI: case IR_FPTOSI: return sf && di;
  case IR_UITOFP: case IR_SITOFP: return si && df;
  case IR_PTRTOINT: return sp && di;
  case IR_INTTOPTR: return si && dp;
  case IR_ADDRSPACECAST: return sp && dp && ir_ty(m, ss)->as != ir_ty(m, ds)->as;
  case IR_BITCAST:
    if (sp || dp)
      return sp && dp && sv == dv && ir_type_lanes(m, s) == ir_type_lanes(m, d) &&
             ir_ty(m, ss)->as == ir_ty(m, ds)->as;
    return ir_type_bits(m, s) == ir_type_bits(m, d);
  default: return false;
  }
}

static void check_cast(P *p, IrOp op, IrType s, IrType d, const LexTok *at) {
  if (!cast_ok(p, op, s, d))
    ERRT(p, at, "invalid cast opcode for cast from '%s' to '%s'", tname(p, s), tname(p, d));
}

/* The struct index of a getelementptr: an i32 constant below n. */
static uint32_t struct_index(P *p, IrRef r, uint32_t n, const LexTok *at) {
  if (ir_ref_is(r, IR_RCONST)) {
    const IrConst *k = ir_const(p->m, r);
    if (k->type == IR_I32 && (k->kind == IR_CINT || k->kind == IR_CZERO) && k->lo < n) return (uint32_t)k->lo;
  }
  ERRT(p, at, "invalid getelementptr indices");
}

/* The result type of getelementptr src, ops[0] (base), ops[1..n) (indices):
 * walks the indices through src; a vector base or index gives a vector of
 * pointers. */
static IrType gep_type(P *p, IrType src, const IrRef *ops, uint32_t n, const LexTok *at) {
  IrModule *m = p->m;
  IrType bt = ref_type(p, ops[0]), cur = src;
  if (!ir_type_is_ptr(m, ir_type_scalar(m, bt))) ERRT(p, at, "base of getelementptr must be a pointer");
  uint32_t lanes = ir_type_is_vec(m, bt) ? ir_type_lanes(m, bt) : 0;
  for (uint32_t k = 1; k < n; k++) {
    IrType it = ref_type(p, ops[k]);
    if (!ir_type_is_int(m, ir_type_scalar(m, it))) ERRT(p, at, "getelementptr index must be an integer");
    if (ir_type_is_vec(m, it)) {
      if (lanes && lanes != ir_type_lanes(m, it)) ERRT(p, at, "getelementptr vector index has a wrong number of elements");
      lanes = ir_type_lanes(m, it);
    }
    if (k == 1) continue;
    const IrTypeInfo *ci = ir_ty(m, cur);
    if (ci->kind == IR_TSTRUCT) cur = ir_type_field(m, cur, struct_index(p, ops[k], ci->nfields, at));
    else if (ci->kind == IR_TARRAY || ci->kind == IR_TVEC) cur = ci->elem;
    else ERRT(p, at, "invalid getelementptr indices");
  }
  IrType pt = ir_type_ptr_fixed(ir_ty(m, ir_type_scalar(m, bt))->as);
  return lanes ? ir_type_vec(m, lanes, pt) : pt;
}

static uint32_t gep_flags(P *p);

/* A signed 64-bit integer literal. */
static int64_t int64_lit(P *p) {
  uint64_t lo, hi;
  if (TK.kind != LX_INT) expected(p, "integer");
  int_lit(p, &TK, 64, &lo, &hi);
  next(p);
  return (int64_t)lo;
}

/* 'getelementptr' {gepflag} ['inrange' '(' INT ',' INT ')'] '(' type ',' tconst {',' tconst} ')'
 * (inrange(S, E), LLVM 19: the gep's result is only used for accesses in [S, E) from it) */
static IrRef cexpr_gep(P *p, IrType *rt, const LexTok *t) {
  uint32_t fl = gep_flags(p);
  int64_t s = 0, e = 0;
  bool inr = accept_kw(p, KW_inrange);
  if (inr) {
    dialect(p, IR_DIALECT_19);
    expect(p, LX_LPAREN, "'('");
    s = int64_lit(p);
    expect(p, LX_COMMA, "','");
    e = int64_lit(p);
    expect(p, LX_RPAREN, "')'");
    if (s > e) ERR(p, "expected end to be larger than start");
  }
  expect(p, LX_LPAREN, "'('");
  IrType src = value_type(p), ty;
  uint32_t base = p->nops;
  expect(p, LX_COMMA, "','");
  do {
    if (is_kw(p, KW_inrange)) ERR(p, "unsupported inrange");
    IrRef r = tconst(p, &ty);
    *VPUSH(p, p->ops, p->nops, p->capops) = r;
  } while (accept(p, LX_COMMA));
  expect(p, LX_RPAREN, "')'");
  uint32_t n = p->nops - base;
  *rt = gep_type(p, src, p->ops + base, n, t);
  IrRef r = inr ? ir_const_gep_inrange(p->m, *rt, src, fl, n, p->ops + base, s, e)
                : ir_const_expr(p->m, IR_GEP, *rt, src, fl, n, p->ops + base);
  p->nops = base;
  return r;
}

/* castop '(' tconst 'to' type ')' */
static IrRef cexpr_cast(P *p, IrOp op, IrType *rt, const LexTok *t) {
  IrType st;
  expect(p, LX_LPAREN, "'('");
  IrRef c = tconst(p, &st);
  expect_kw(p, KW_to);
  *rt = value_type(p);
  expect(p, LX_RPAREN, "')'");
  check_cast(p, op, st, *rt, t);
  return ir_const_expr(p->m, op, *rt, 0, 0, 1, &c);
}

/* The binary constant expressions LLVM 16 still accepts. */
static bool cexpr_binop(IrOp op) {
  switch (op) {
  case IR_ADD: case IR_SUB: case IR_MUL: case IR_SHL: case IR_LSHR: case IR_ASHR:
  case IR_AND: case IR_OR: case IR_XOR: return true;
  default: return false;
  }
}

/* nuw / nsw / exact, as the opcode allows; 'disjoint' on or (LLVM 18+) */
static uint32_t int_flags(P *p, IrOp op) {
  uint32_t props = ir_opinfo[op].props, fl = 0;
  for (;;) {
    if ((props & IR_P_NUWNSW) && accept_kw(p, KW_nuw)) fl |= IR_F_NUW;
    else if ((props & IR_P_NUWNSW) && accept_kw(p, KW_nsw)) fl |= IR_F_NSW;
    else if ((props & IR_P_EXACT) && accept_kw(p, KW_exact)) fl |= IR_F_EXACT;
    else if (op == IR_OR && accept_kw(p, KW_disjoint)) {
      fl |= IR_F_DISJOINT;
      dialect(p, IR_DIALECT_19);
    } else return fl;
  }
}

/* gepflag := 'inbounds' | 'nusw' | 'nuw' (the last two LLVM 19+) */
static uint32_t gep_flags(P *p) {
  uint32_t fl = 0;
  for (;;) {
    if (accept_kw(p, KW_inbounds)) fl |= IR_F_INBOUNDS;
    else if (accept_kw(p, KW_nusw)) fl |= IR_F_NUSW;
    else if (accept_kw(p, KW_nuw)) fl |= IR_F_NUW;
    else break;
  }
  if (fl & (IR_F_NUSW | IR_F_NUW)) dialect(p, IR_DIALECT_19);
  if (fl & IR_F_INBOUNDS) fl &= ~(uint32_t)IR_F_NUSW;  /* inbounds implies nusw */
  return fl;
}

/* binop {flag} '(' tconst ',' tconst ')' */
static IrRef cexpr_bin(P *p, IrOp op, IrType *rt, const LexTok *t) {
  uint32_t fl = int_flags(p, op);
  IrRef ab[2];
  IrType bt;
  expect(p, LX_LPAREN, "'('");
  ab[0] = tconst(p, rt);
  expect(p, LX_COMMA, "','");
  LexTok bt0 = TK;
  ab[1] = tconst(p, &bt);
  expect(p, LX_RPAREN, "')'");
  if (bt != *rt) ERRT(p, &bt0, "operands of constant expression must have the same type");
  if (!ir_type_is_int(p->m, ir_type_scalar(p->m, *rt))) ERRT(p, t, "invalid operand type for constant expression");
  return ir_const_expr(p->m, op, *rt, 0, fl, 2, ab);
}

/* cexpr := gep | cast | binop ; the others are unsupported */
static IrRef const_expr(P *p, IrType ty) {
  LexTok t = TK;
  IrOp op = (IrOp)p->kwop[t.kw];
  IrType rt = IR_VOID;
  IrRef r;
  if (t.kw == KW_blockaddress || t.kw == KW_dso_local_equivalent || t.kw == KW_no_cfi)
    ERRT(p, &t, "unsupported %s", lex_kw_name(t.kw));
  if (!op) expected(p, "constant");
  next(p);
  enter(p);
  if (op == IR_GEP) r = cexpr_gep(p, &rt, &t);
  else if (ir_opinfo[op].shape == IR_SH_CAST) r = cexpr_cast(p, op, &rt, &t);
  else if (cexpr_binop(op)) r = cexpr_bin(p, op, &rt, &t);
  else ERRT(p, &t, "unsupported constant expression '%s'", lex_kw_name(t.kw));
  leave(p);
  if (rt != ty) ERRT(p, &t, "constant expression has type '%s' but expected '%s'", tname(p, rt), tname(p, ty));
  return r;
}

/* splat := 'splat' '(' tconst ')' : a vector of equal lanes (LLVM 19+). */
static IrRef const_splat(P *p, IrType ty) {
  LexTok t = TK;
  next(p);
  if (!ir_type_is_vec(p->m, ty)) ERRT(p, &t, "splat constant must have vector type");
  dialect(p, IR_DIALECT_19);
  expect(p, LX_LPAREN, "'('");
  LexTok et = TK;
  IrType elt;
  IrRef e = tconst(p, &elt);
  if (elt != ir_type_scalar(p->m, ty)) ERRT(p, &et, "splat element must have type '%s'", tname(p, ir_type_scalar(p->m, ty)));
  expect(p, LX_RPAREN, "')'");
  return ir_const_splat(p->m, ty, e);
}

/* Keyword constants: true false null undef poison zeroinitializer none. */
static IrRef kw_const(P *p, IrType ty) {
  LexTok t = TK;
  IrModule *m = p->m;
  IrRef r;
  switch (t.kw) {
  case KW_true: case KW_false:
    if (ty != IR_I1) bad_const(p, &t, ty);
    r = ir_const_int(m, IR_I1, t.kw == KW_true, 0);
    break;
  case KW_null:
    if (!ir_type_is_ptr(m, ty)) bad_const(p, &t, ty);
    r = ir_const_null(m, ty);
    break;
  case KW_undef: r = ir_const_undef(m, ty); break;
  case KW_poison: r = ir_const_poison(m, ty); break;
  case KW_zeroinitializer: r = ir_const_zero(m, ty); break;
  case KW_none: ERRT(p, &t, "unsupported token constant");
  case KW_splat: return const_splat(p, ty);
  default: return const_expr(p, ty);
  }
  next(p);
  return r;
}

/* const := INT | HEXINT | FP | HEXFP | kwconst | '<' elems '>' | '[' elems ']'
 *        | '{' elems '}' | '<' '{' elems '}' '>' | CSTR | GLOBAL | cexpr */
static IrRef parse_const(P *p, IrType ty) {
  LexTok t = TK;
  IrRef r;
  if (!ir_type_is_first_class(p->m, ty)) ERRT(p, &t, "invalid use of type '%s'", tname(p, ty));
  switch (t.kind) {
  case LX_INT: case LX_HEXINT: {
    if (!ir_type_is_int(p->m, ty)) ERRT(p, &t, "integer constant must have integer type");
    uint64_t lo, hi;
    int_lit(p, &t, ir_ty(p->m, ty)->bits, &lo, &hi);
    r = ir_const_int(p->m, ty, lo, hi);
    next(p);
    return r;
  }
  case LX_FP: case LX_HEXFP:
    r = ir_const_fp(p->m, ty, fp_lit(p, &t, ty));
    next(p);
    return r;
  case LX_KW: return kw_const(p, ty);
  case LX_LT: case LX_LBRACK:
    enter(p);
    r = const_seq(p, ty);
    leave(p);
    return r;
  case LX_LBRACE:
    enter(p);
    r = const_struct(p, ty, false, &t);
    leave(p);
    return r;
  case LX_CSTR: return const_bytes(p, ty);
  case LX_GLOBAL: case LX_GLOBALNUM:
    r = global_value(p, &t, ty);
    next(p);
    return r;
  case LX_LOCAL: case LX_LOCALNUM: ERRT(p, &t, "invalid use of function-local name");
  default: expected(p, "constant");
  }
}

/* value := LOCAL | const */
static IrRef parse_value(P *p, IrType ty) {
  if (TK.kind == LX_LOCAL || TK.kind == LX_LOCALNUM) {
    if (!ir_type_is_first_class(p->m, ty) && ty != IR_LABEL) ERR(p, "invalid use of type '%s'", tname(p, ty));
    IrRef r = local_use(p, &TK, ty);
    next(p);
    return r;
  }
  return parse_const(p, ty);
}

/* tvalue := type value */
static IrRef tvalue(P *p, IrType *ty) {
  *ty = value_type(p);
  return parse_value(p, *ty);
}

/* label := 'label' LOCAL */
static IrRef parse_label(P *p) {
  expect_kw(p, KW_label);
  if (TK.kind != LX_LOCAL && TK.kind != LX_LOCALNUM) expected(p, "label name");
  IrRef r = local_use(p, &TK, IR_LABEL);
  next(p);
  return r;
}

/* ------------------------------------------------------------------ */
/* Skipping (pass 1, metadata, attributes)                              */

/* Skips a balanced group from the current opener ( [ { < to its closer. */
static void skip_group(P *p) {
  unsigned depth = 0;
  do {
    switch (TK.kind) {
    case LX_LPAREN: case LX_LBRACK: case LX_LBRACE: case LX_LT: depth++; break;
    case LX_RPAREN: case LX_RBRACK: case LX_RBRACE: case LX_GT: depth--; break;
    case LX_EOF: expected(p, "closing bracket");
    default: break;
    }
    next(p);
  } while (depth);
}

/* mdvalue := ['distinct'] (METANUM | '!' '{' ... '}' | '!' STR | METANAME ['(' ... ')']) */
static void skip_md(P *p) {
  accept_kw(p, KW_distinct);
  switch (TK.kind) {
  case LX_METANUM: next(p); return;
  case LX_EXCL:
    next(p);
    if (TK.kind == LX_LBRACE) skip_group(p);
    else expect(p, LX_STR, "metadata");
    return;
  case LX_METANAME:
    next(p);
    if (TK.kind == LX_LPAREN) skip_group(p);
    return;
  default: expected(p, "metadata");
  }
}

/* Skips one constant in pass 1 (pass 2 parses it). */
static void skip_const(P *p) {
  switch (TK.kind) {
  case LX_LT: case LX_LBRACK: case LX_LBRACE: skip_group(p); return;
  case LX_INT: case LX_HEXINT: case LX_FP: case LX_HEXFP: case LX_CSTR: case LX_GLOBAL:
  case LX_GLOBALNUM: case LX_LOCAL: case LX_LOCALNUM: next(p); return;
  case LX_KW: break;
  default: expected(p, "constant");
  }
  switch (TK.kw) {
  case KW_true: case KW_false: case KW_null: case KW_none: case KW_undef: case KW_poison:
  case KW_zeroinitializer: next(p); return;
  case KW_splat: next(p); if (TK.kind != LX_LPAREN) expected(p, "'('"); skip_group(p); return;
  case KW_blockaddress: case KW_dso_local_equivalent: case KW_no_cfi:
    ERR(p, "unsupported %s", lex_kw_name(TK.kw));
  default: break;
  }
  IrOp op = (IrOp)p->kwop[TK.kw];
  if (!op) expected(p, "constant");
  if (op != IR_GEP && ir_opinfo[op].shape != IR_SH_CAST && !cexpr_binop(op))
    ERR(p, "unsupported constant expression '%s'", lex_kw_name(TK.kw));
  next(p);
  while (is_kw(p, KW_inbounds) || is_kw(p, KW_nuw) || is_kw(p, KW_nsw) || is_kw(p, KW_exact) ||
         is_kw(p, KW_nusw))
    next(p);
  if (is_kw(p, KW_inrange)) {
    next(p);
    if (TK.kind != LX_LPAREN) expected(p, "'('");
    skip_group(p);
  }
  if (TK.kind != LX_LPAREN) expected(p, "'('");
  skip_group(p);
}

/* Attribute words of LLVM 16 that change nothing passcheck models. */
static const char *const skip_words[] = {
  "alignstack", "allockind", "allocsize", "builtin", "cold", "disable_sanitizer_instrumentation",
  "fn_ret_thunk_extern", "hot", "inlinehint", "jumptable", "minsize", "naked", "nobuiltin",
  "nocf_check", "noduplicate", "noimplicitfloat", "nomerge", "nonlazybind", "noprofile",
  "noredzone", "nosanitize_bounds", "nosanitize_coverage", "null_pointer_is_valid",
  "optforfuzzing", "optsize", "presplitcoroutine", "returns_twice", "safestack",
  "sanitize_address", "sanitize_hwaddress", "sanitize_memory", "sanitize_memtag",
  "sanitize_thread", "shadowcallstack", "skipprofile", "speculative_load_hardening", "ssp",
  "sspreq", "sspstrong", "strictfp", "uwtable", "vscale_range",
  /* LLVM 22: a property of an intrinsic (its result is never undef or
   * poison when its operands are not), a fact, not a promise of the program */
  "nocreateundeforpoison",
};

static bool skip_word(const LexTok *t) {
  if (t->kind != LX_IDENT) return false;
  for (size_t i = 0; i < sizeof skip_words / sizeof *skip_words; i++)
    if (tok_is_text(t, skip_words[i])) return true;
  return false;
}

static uint64_t paren_int(P *p) {
  next(p);
  expect(p, LX_LPAREN, "'('");
  if (TK.kind != LX_INT || TK.s[0] == '-') expected(p, "integer");
  uint64_t v = TK.num;
  next(p);
  expect(p, LX_RPAREN, "')'");
  return v;
}

/* align := 'align' ['('] INT [')'] : a power of two up to 2^32.  IrInst
 * and IrParam hold 32 bits, so 2^32 is kept as 2^31 (a weaker promise). */
static uint32_t parse_align(P *p) {
  next(p);
  bool paren = accept(p, LX_LPAREN);
  LexTok t = TK;
  if (t.kind != LX_INT) expected(p, "alignment");
  if (t.s[0] == '-' || t.num == 0 || (t.num & (t.num - 1)) || t.num > MAXALIGN) ERRT(p, &t, "invalid alignment");
  next(p);
  if (paren) expect(p, LX_RPAREN, "')'");
  return t.num == MAXALIGN ? UINT32_C(1) << 31 : (uint32_t)t.num;
}

static uint32_t opt_align(P *p) { return comma_then_kw(p, KW_align) ? parse_align(p) : 0; }

/* range := 'range' '(' INTTYPE INT ',' INT ')' (LLVM 19): the value is
 * in [lo, hi) (wrapping when lo > hi); lo == hi only for the full range,
 * which LLVM rejects. */
static IrRef range_attr(P *p) {
  next(p);
  expect(p, LX_LPAREN, "'('");
  LexTok tt = TK;
  IrType t = value_type(p);
  if (!ir_type_is_int(p->m, t)) ERRT(p, &tt, "the range must have integer type");
  unsigned bits = ir_ty(p->m, t)->bits;
  if (bits > 64) ERRT(p, &tt, "unsupported range of an integer wider than 64 bits");
  uint64_t lo, hi, x;
  LexTok lt = TK;
  if (TK.kind != LX_INT && TK.kind != LX_HEXINT) expected(p, "integer");
  int_lit(p, &TK, bits, &lo, &x);
  next(p);
  expect(p, LX_COMMA, "','");
  if (TK.kind != LX_INT && TK.kind != LX_HEXINT) expected(p, "integer");
  int_lit(p, &TK, bits, &hi, &x);
  next(p);
  expect(p, LX_RPAREN, "')'");
  if (lo == hi) ERRT(p, &lt, "the range should not represent the full or empty set");
  dialect(p, IR_DIALECT_19);
  return ir_const_range(p->m, t, lo, hi);
}

/* The FP class words of nofpclass, as LLVM names them. */
static const struct { const char *w; uint16_t bits; } fpc_words[] = {
  {"all", IR_FPC_ALL}, {"nan", IR_FPC_SNAN | IR_FPC_QNAN}, {"snan", IR_FPC_SNAN}, {"qnan", IR_FPC_QNAN},
  {"inf", IR_FPC_NINF | IR_FPC_PINF}, {"ninf", IR_FPC_NINF}, {"pinf", IR_FPC_PINF},
  {"zero", IR_FPC_NZERO | IR_FPC_PZERO}, {"nzero", IR_FPC_NZERO}, {"pzero", IR_FPC_PZERO},
  {"sub", IR_FPC_NSUB | IR_FPC_PSUB}, {"nsub", IR_FPC_NSUB}, {"psub", IR_FPC_PSUB},
  {"norm", IR_FPC_NNORM | IR_FPC_PNORM}, {"nnorm", IR_FPC_NNORM}, {"pnorm", IR_FPC_PNORM},
};

/* nofpclass := 'nofpclass' '(' fpclass {fpclass} ')' (LLVM 17+): the value is
 * in none of the classes (else poison). */
static uint16_t nofpclass_attr(P *p) {
  uint16_t mask = 0;
  next(p);
  expect(p, LX_LPAREN, "'('");
  while (TK.kind != LX_RPAREN) {
    size_t k = 0, nw = sizeof fpc_words / sizeof *fpc_words;
    while (k < nw && !((TK.kind == LX_KW || TK.kind == LX_IDENT) && tok_is_text(&TK, fpc_words[k].w))) k++;
    if (k == nw) expected(p, "nofpclass test mask");
    mask |= fpc_words[k].bits;
    next(p);
  }
  next(p);
  if (!mask) ERR(p, "invalid mask value for 'nofpclass'");
  dialect(p, IR_DIALECT_19);
  return mask;
}

/* captures := 'captures' '(' components ')' (LLVM 21): captures(none) is
 * the nocapture of older LLVM; the finer components (address, provenance,
 * 'ret:' ...) are unsupported. */
static void captures_attr(P *p, IrParam *pa) {
  next(p);
  expect(p, LX_LPAREN, "'('");
  if (!accept_kw(p, KW_none) || TK.kind != LX_RPAREN) ERR(p, "unsupported captures(...) other than captures(none)");
  next(p);
  pa->attrs |= IR_PA_NOCAPTURE;
  dialect(p, IR_DIALECT_22);
}

/* initializes := 'initializes' '(' '(' INT ',' INT ')' {',' '(' INT ',' INT ')'} ')'
 * (LLVM 19): the callee writes the bytes [s, e) of the pointee before it
 * reads them; kept as a [2k x i64] constant of the bounds. */
static IrRef initializes_attr(P *p) {
  uint64_t b[32];
  uint32_t n = 0;
  next(p);
  expect(p, LX_LPAREN, "'('");
  do {
    LexTok t0 = TK;
    expect(p, LX_LPAREN, "'('");
    int64_t s = int64_lit(p);
    expect(p, LX_COMMA, "','");
    int64_t e = int64_lit(p);
    expect(p, LX_RPAREN, "')'");
    if (s >= e || (n && s <= (int64_t)b[n - 1])) ERRT(p, &t0, "invalid initializes range");
    if (n == 32) ERRT(p, &t0, "unsupported: more than 16 initializes ranges");
    b[n++] = (uint64_t)s;
    b[n++] = (uint64_t)e;
  } while (accept(p, LX_COMMA));
  expect(p, LX_RPAREN, "')'");
  IrRef v[32];
  for (uint32_t k = 0; k < n; k++) v[k] = ir_const_int(p->m, IR_I64, b[k], 0);
  dialect(p, IR_DIALECT_19);
  return ir_const_agg(p->m, IR_CARRAY, ir_type_array(p->m, n, IR_I64), n, v);
}

/* pattr := 'noundef' | 'noalias' | 'nocapture' | 'readonly' | 'writeonly' | 'readnone'
 *        | 'nonnull' | 'signext' | 'zeroext' | 'inreg' | 'returned' | 'nofree' | 'immarg'
 *        | 'align' INT | 'dereferenceable' '(' INT ')' | 'dereferenceable_or_null' '(' INT ')'
 *        | 'elementtype' '(' type ')' | 'byval' '(' type ')' | STR ['=' STR]
 *        | range | nofpclass | captures | initializes | 'writable' | 'dead_on_unwind'
 * sret, inalloca, preallocated, byref, nest and swift* are unsupported.
 * pa may be NULL (parsed and dropped). */
static void param_attrs(P *p, IrParam *pa) {
  IrParam dummy;
  if (!pa) pa = &dummy;
  for (;;) {
    uint32_t bit = 0;
    if (TK.kind == LX_STR) {
      next(p);
      if (accept(p, LX_EQ)) expect(p, LX_STR, "string");
      continue;
    }
    if (TK.kind != LX_KW) return;
    switch (TK.kw) {
    case KW_noundef: bit = IR_PA_NOUNDEF; break;
    case KW_noalias: bit = IR_PA_NOALIAS; break;
    case KW_nocapture: bit = IR_PA_NOCAPTURE; break;
    case KW_readonly: bit = IR_PA_READONLY; break;
    case KW_writeonly: bit = IR_PA_WRITEONLY; break;
    case KW_readnone: bit = IR_PA_READNONE; break;
    case KW_nonnull: bit = IR_PA_NONNULL; break;
    case KW_signext: bit = IR_PA_SIGNEXT; break;
    case KW_zeroext: bit = IR_PA_ZEROEXT; break;
    case KW_inreg: bit = IR_PA_INREG; break;
    case KW_returned: bit = IR_PA_RETURNED; break;
    case KW_nofree: bit = IR_PA_NOFREE; break;
    case KW_immarg: case KW_allocalign: case KW_allocptr: break;
    case KW_align: pa->align = parse_align(p); continue;
    case KW_dereferenceable: pa->deref = paren_int(p); continue;
    case KW_dereferenceable_or_null: pa->deref_or_null = paren_int(p); continue;
    case KW_elementtype:
      next(p);
      if (TK.kind != LX_LPAREN) expected(p, "'('");
      skip_group(p);
      continue;
    case KW_byval:
      next(p);
      expect(p, LX_LPAREN, "'('");
      pa->byval = value_type(p);
      expect(p, LX_RPAREN, "')'");
      continue;
    case KW_range: pa->range = range_attr(p); continue;
    case KW_nofpclass: pa->nofpclass = nofpclass_attr(p); continue;
    case KW_captures: captures_attr(p, pa); continue;
    case KW_initializes: pa->inits = initializes_attr(p); continue;
    case KW_writable: bit = IR_PA_WRITABLE; dialect(p, IR_DIALECT_19); break;
    case KW_dead_on_unwind: bit = IR_PA_DEAD_ON_UNWIND; dialect(p, IR_DIALECT_19); break;
    case KW_sret: case KW_inalloca: case KW_preallocated: case KW_byref:
    case KW_nest: case KW_swiftself: case KW_swifterror: case KW_swiftasync:
      ERR(p, "unsupported %s", lex_kw_name(TK.kw));
    default: return;
    }
    pa->attrs |= bit;
    next(p);
  }
}

/* access := 'none' | 'read' | 'write' | 'readwrite' : bit 0 read, bit 1 write */
static unsigned mem_access(P *p) {
  unsigned a;
  if (is_kw(p, KW_none)) a = 0;
  else if (is_kw(p, KW_read)) a = 1;
  else if (is_kw(p, KW_write)) a = 2;
  else if (is_kw(p, KW_readwrite)) a = 3;
  else expected(p, "memory access kind");
  next(p);
  return a;
}

/* memory := 'memory' '(' [access] {',' loc ':' access} ')' with loc argmem,
 * inaccessiblemem, or LLVM 22's errnomem, target_mem0, target_mem1 (lexed as
 * labels; the last three are memory no kernel argument reaches, like
 * inaccessiblemem); the current token is 'memory'. */
static uint32_t memory_attr(P *p) {
  int def = 0, arg = -1, inacc = -1, other = -1;
  next(p);
  expect(p, LX_LPAREN, "'('");
  do {
    if (TK.kind == LX_LABEL) {
      bool o = tok_is_text(&TK, "errnomem") || tok_is_text(&TK, "target_mem0") || tok_is_text(&TK, "target_mem1");
      int *loc = tok_is_text(&TK, "argmem") ? &arg : tok_is_text(&TK, "inaccessiblemem") ? &inacc : o ? &other : NULL;
      if (!loc) ERR(p, "unknown memory location '%.*s'", (int)TK.n, TK.s);
      if (o) dialect(p, IR_DIALECT_22);
      next(p);
      *loc = (int)mem_access(p);
    } else {
      def = (int)mem_access(p);
    }
  } while (accept(p, LX_COMMA));
  expect(p, LX_RPAREN, "')'");
  if (arg < 0) arg = def;
  if (inacc < 0) inacc = def;
  if (other < 0) other = def;
  int all = def | arg | inacc | other;
  if (!all) return IR_A_NOMEM;
  uint32_t bits = (all & 1 ? IR_A_READS : 0) | (all & 2 ? IR_A_WRITES : 0);
  if (def == 0 && inacc == 0 && other == 0) bits |= IR_FA_ARGMEMONLY;
  else if (!(arg == def && inacc == def && other == def))
    bits |= IR_FA_MEMMIXED | (arg & 1 ? IR_FA_ARG_R : 0) | (arg & 2 ? IR_FA_ARG_W : 0) |
            (def & 1 ? IR_FA_OTH_R : 0) | (def & 2 ? IR_FA_OTH_W : 0) | (inacc ? IR_FA_INACC : 0) |
            (inacc & 1 ? IR_FA_INACC_R : 0) | (inacc & 2 ? IR_FA_INACC_W : 0);
  return bits;
}

/* "ieee" | "preserve-sign" | "positive-zero" | "dynamic", optionally as
 * "output,input" with both equal. */
static int8_t denorm_mode(P *p, const LexTok *t) {
  static const char *const names[] = {"ieee", "preserve-sign", "positive-zero", "dynamic"};
  const char *s = t->s, *comma = memchr(s, ',', t->n);
  uint32_t n1 = comma ? (uint32_t)(comma - s) : t->n;
  uint32_t n2 = comma ? t->n - n1 - 1 : n1;
  const char *s2 = comma ? comma + 1 : s;
  if (n1 == n2 && memcmp(s, s2, n1) == 0)
    for (int i = 0; i < 4; i++)
      if (strlen(names[i]) == n1 && memcmp(names[i], s, n1) == 0) return (int8_t)i;
  ERRT(p, t, "unsupported denormal mode \"%.*s\"", (int)t->n, t->s);
}

/* strattr := STR ['=' STR] ; "denormal-fp-math" and "-f32" are kept */
static void string_attr(P *p, FnAttrs *a) {
  LexTok k = TK;
  next(p);
  if (!accept(p, LX_EQ)) return;
  if (TK.kind != LX_STR) expected(p, "string");
  if (tok_is_text(&k, "denormal-fp-math")) a->den = denorm_mode(p, &TK);
  else if (tok_is_text(&k, "denormal-fp-math-f32")) a->den32 = denorm_mode(p, &TK);
  next(p);
}

/* fnattr := fnkeyword | 'memory' '(' ... ')' | skipword ['(' ... ')'] ['=' token] | strattr
 * Returns false, consuming nothing, when the current token is none. */
static bool fn_attr(P *p, FnAttrs *a) {
  uint32_t bit;
  if (TK.kind == LX_STR) {
    string_attr(p, a);
    return true;
  }
  if (skip_word(&TK)) {
    if (tok_is_text(&TK, "null_pointer_is_valid")) a->null_valid = true;
    next(p);
    if (TK.kind == LX_LPAREN) skip_group(p);
    if (accept(p, LX_EQ)) next(p);
    return true;
  }
  if (TK.kind != LX_KW) return false;
  switch (TK.kw) {
  case KW_readnone: bit = IR_A_NOMEM; break;
  case KW_readonly: bit = IR_A_READS; break;
  case KW_writeonly: bit = IR_A_WRITES; break;
  case KW_argmemonly: bit = IR_FA_ARGMEMONLY | IR_A_READS | IR_A_WRITES; break;
  case KW_inaccessiblememonly:
    bit = IR_A_READS | IR_A_WRITES | IR_FA_MEMMIXED | IR_FA_INACC | IR_FA_INACC_R | IR_FA_INACC_W;
    break;
  case KW_inaccessiblemem_or_argmemonly:
    bit = IR_A_READS | IR_A_WRITES | IR_FA_MEMMIXED | IR_FA_INACC | IR_FA_INACC_R | IR_FA_INACC_W | IR_FA_ARG_R |
          IR_FA_ARG_W;
    break;
  case KW_speculatable: bit = IR_A_SPEC; break;
  case KW_nounwind: bit = IR_A_NOUNWIND; break;
  case KW_willreturn: bit = IR_A_WILLRET; break;
  case KW_convergent: bit = IR_A_CONV; break;
  case KW_noinline: bit = IR_FA_NOINLINE; break;
  case KW_alwaysinline: bit = IR_FA_ALWAYSINLINE; break;
  case KW_norecurse: bit = IR_FA_NORECURSE; break;
  case KW_mustprogress: bit = IR_FA_MUSTPROGRESS; break;
  case KW_nofree: bit = IR_FA_NOFREE; break;
  case KW_nosync: bit = IR_FA_NOSYNC; break;
  case KW_noreturn: bit = IR_FA_NORETURN; break;
  case KW_nocallback: bit = IR_FA_NOCALLBACK; break;
  case KW_optnone: bit = IR_FA_OPTNONE; break;
  case KW_memory: a->bits |= memory_attr(p); return true;
  default: return false;
  }
  a->bits |= bit;
  next(p);
  return true;
}

/* cconv := 'ccc' | 'fastcc' | 'coldcc' | 'ptx_kernel' | 'ptx_device' | 'spir_kernel'
 *        | 'spir_func' | 'cc' INT ; 1: a kernel convention, 0: another, -1: none */
static int cconv(P *p) {
  if (TK.kind == LX_IDENT && TK.n > 2 && memcmp(TK.s + TK.n - 2, "cc", 2) == 0)
    ERR(p, "unsupported calling convention %.*s", (int)TK.n, TK.s);
  if (TK.kind != LX_KW) return -1;
  switch (TK.kw) {
  case KW_ccc: case KW_fastcc: case KW_coldcc: case KW_ptx_device: case KW_spir_func: next(p); return 0;
  case KW_ptx_kernel: case KW_spir_kernel: next(p); return 1;
  case KW_cc: {
    next(p);
    if (TK.kind != LX_INT) expected(p, "calling convention number");
    uint64_t n = TK.num;
    if (n != 0 && n != 8 && n != 9 && n != 71 && n != 72)
      ERR(p, "unsupported calling convention cc %llu", (unsigned long long)n);
    next(p);
    return n == 71;
  }
  default: return -1;
  }
}

/* ------------------------------------------------------------------ */
/* Instructions                                                         */

static int icmp_pred(unsigned kw) {
  switch (kw) {
  case KW_eq: return IR_ICMP_EQ;
  case KW_ne: return IR_ICMP_NE;
  case KW_ugt: return IR_ICMP_UGT;
  case KW_uge: return IR_ICMP_UGE;
  case KW_ult: return IR_ICMP_ULT;
  case KW_ule: return IR_ICMP_ULE;
  case KW_sgt: return IR_ICMP_SGT;
  case KW_sge: return IR_ICMP_SGE;
  case KW_slt: return IR_ICMP_SLT;
  case KW_sle: return IR_ICMP_SLE;
  default: return -1;
  }
}

static int fcmp_pred(unsigned kw) {
  switch (kw) {
  case KW_false: return IR_FCMP_FALSE;
  case KW_oeq: return IR_FCMP_OEQ;
  case KW_ogt: return IR_FCMP_OGT;
  case KW_oge: return IR_FCMP_OGE;
  case KW_olt: return IR_FCMP_OLT;
  case KW_ole: return IR_FCMP_OLE;
  case KW_one: return IR_FCMP_ONE;
  case KW_ord: return IR_FCMP_ORD;
  case KW_uno: return IR_FCMP_UNO;
  case KW_ueq: return IR_FCMP_UEQ;
  case KW_ugt: return IR_FCMP_UGT;
  case KW_uge: return IR_FCMP_UGE;
  case KW_ult: return IR_FCMP_ULT;
  case KW_ule: return IR_FCMP_ULE;
  case KW_une: return IR_FCMP_UNE;
  case KW_true: return IR_FCMP_TRUE;
  default: return -1;
  }
}

static int rmw_op(unsigned kw) {
  switch (kw) {
  case KW_xchg: return IR_RMW_XCHG;
  case KW_add: return IR_RMW_ADD;
  case KW_sub: return IR_RMW_SUB;
  case KW_and: return IR_RMW_AND;
  case KW_nand: return IR_RMW_NAND;
  case KW_or: return IR_RMW_OR;
  case KW_xor: return IR_RMW_XOR;
  case KW_max: return IR_RMW_MAX;
  case KW_min: return IR_RMW_MIN;
  case KW_umax: return IR_RMW_UMAX;
  case KW_umin: return IR_RMW_UMIN;
  case KW_fadd: return IR_RMW_FADD;
  case KW_fsub: return IR_RMW_FSUB;
  case KW_fmax: return IR_RMW_FMAX;
  case KW_fmin: return IR_RMW_FMIN;
  case KW_uinc_wrap: return IR_RMW_UINC_WRAP;
  case KW_udec_wrap: return IR_RMW_UDEC_WRAP;
  default: return -1;
  }
}

/* fmf := {'nnan' | 'ninf' | 'nsz' | 'arcp' | 'contract' | 'afn' | 'reassoc' | 'fast'} */
static uint32_t parse_fmf(P *p) {
  uint32_t fl = 0;
  while (TK.kind == LX_KW) {
    switch (TK.kw) {
    case KW_nnan: fl |= IR_F_NNAN; break;
    case KW_ninf: fl |= IR_F_NINF; break;
    case KW_nsz: fl |= IR_F_NSZ; break;
    case KW_arcp: fl |= IR_F_ARCP; break;
    case KW_contract: fl |= IR_F_CONTRACT; break;
    case KW_afn: fl |= IR_F_AFN; break;
    case KW_reassoc: fl |= IR_F_REASSOC; break;
    case KW_fast: fl |= IR_F_FAST; break;
    default: return fl;
    }
    next(p);
  }
  return fl;
}

static void check_fmf(P *p, uint32_t fl, IrType ty) {
  if ((fl & IR_F_FMF) && !ir_type_is_fp(p->m, ir_type_scalar(p->m, ty)))
    err_at(p, p->iline, p->icol, "fast-math flags require a floating-point type");
}

/* ordering := 'unordered' | 'monotonic' | 'acquire' | 'release' | 'acq_rel' | 'seq_cst' */
static unsigned parse_ordering(P *p) {
  unsigned o = IR_ORD_NONE;
  if (TK.kind == LX_KW) {
    switch (TK.kw) {
    case KW_unordered: o = IR_ORD_UNORDERED; break;
    case KW_monotonic: o = IR_ORD_MONOTONIC; break;
    case KW_acquire: o = IR_ORD_ACQUIRE; break;
    case KW_release: o = IR_ORD_RELEASE; break;
    case KW_acq_rel: o = IR_ORD_ACQREL; break;
    case KW_seq_cst: o = IR_ORD_SEQCST; break;
    default: break;
    }
  }
  if (o == IR_ORD_NONE) expected(p, "atomic ordering");
  next(p);
  return o;
}

/* syncscope := 'syncscope' '(' STR ')' ; 0 (system) when absent */
static IrStr parse_syncscope(P *p) {
  if (!accept_kw(p, KW_syncscope)) return 0;
  expect(p, LX_LPAREN, "'('");
  if (TK.kind != LX_STR) expected(p, "syncscope name");
  IrStr s = tok_str(p, &TK, "syncscope");
  next(p);
  expect(p, LX_RPAREN, "')'");
  return s;
}

static bool is_int_ty(P *p, IrType t) { return ir_type_is_int(p->m, ir_type_scalar(p->m, t)); }
static bool is_fp_ty(P *p, IrType t) { return ir_type_is_fp(p->m, ir_type_scalar(p->m, t)); }

static IrId emit_flags(P *p, IrOp op, IrType ty, uint32_t n, const IrRef *ops, uint32_t fl) {
  IrId i = emit(p, op, ty, n, ops);
  p->f->insts[i].flags = fl;
  return i;
}

/* bin := binop {flag} tvalue ',' value */
static IrId inst_bin(P *p, IrOp op) {
  uint32_t props = ir_opinfo[op].props;
  uint32_t fl = (props & IR_P_FMF) ? parse_fmf(p) : int_flags(p, op);
  LexTok tt = TK;
  IrType ty;
  IrRef ab[2];
  ab[0] = tvalue(p, &ty);
  expect(p, LX_COMMA, "','");
  ab[1] = parse_value(p, ty);
  if ((props & IR_P_INT) ? !is_int_ty(p, ty) : !is_fp_ty(p, ty)) ERRT(p, &tt, "invalid operand type for instruction");
  return emit_flags(p, op, ty, 2, ab, fl);
}

/* un := 'fneg' {fmf} tvalue | 'freeze' tvalue */
static IrId inst_un(P *p, IrOp op) {
  uint32_t fl = op == IR_FNEG ? parse_fmf(p) : 0;
  LexTok tt = TK;
  IrType ty;
  IrRef a = tvalue(p, &ty);
  if (op == IR_FNEG && !is_fp_ty(p, ty)) ERRT(p, &tt, "invalid operand type for instruction");
  return emit_flags(p, op, ty, 1, &a, fl);
}

static IrType bool_type(P *p, IrType like) {
  return ir_type_is_vec(p->m, like) ? ir_type_vec(p->m, ir_type_lanes(p->m, like), IR_I1) : IR_I1;
}

/* cmp := 'icmp' ['samesign'] pred tvalue ',' value | 'fcmp' {fmf} pred tvalue ',' value
 * (samesign: LLVM 20+) */
static IrId inst_cmp(P *p, IrOp op) {
  uint32_t fl = op == IR_FCMP ? parse_fmf(p) : 0;
  if (op == IR_ICMP && accept_kw(p, KW_samesign)) {
    fl = IR_F_SAMESIGN;
    dialect(p, IR_DIALECT_22);
  }
  int pred = TK.kind != LX_KW ? -1 : op == IR_ICMP ? icmp_pred(TK.kw) : fcmp_pred(TK.kw);
  if (pred < 0) expected(p, op == IR_ICMP ? "icmp predicate" : "fcmp predicate");
  next(p);
  LexTok tt = TK;
  IrType ty;
  IrRef ab[2];
  ab[0] = tvalue(p, &ty);
  expect(p, LX_COMMA, "','");
  ab[1] = parse_value(p, ty);
  bool ok = op == IR_FCMP ? is_fp_ty(p, ty) : is_int_ty(p, ty) || ir_type_is_ptr(p->m, ir_type_scalar(p->m, ty));
  if (!ok) ERRT(p, &tt, "invalid operand type for instruction");
  IrId i = emit_flags(p, op, bool_type(p, ty), 2, ab, fl);
  p->f->insts[i].pred = (uint8_t)pred;
  return i;
}

/* select := 'select' {fmf} tvalue ',' tvalue ',' tvalue */
static IrId inst_select(P *p) {
  uint32_t fl = parse_fmf(p);
  LexTok ct = TK, bt;
  IrType cty, aty, bty;
  IrRef v[3];
  v[0] = tvalue(p, &cty);
  expect(p, LX_COMMA, "','");
  v[1] = tvalue(p, &aty);
  expect(p, LX_COMMA, "','");
  bt = TK;
  v[2] = tvalue(p, &bty);
  if (bty != aty) ERRT(p, &bt, "select values must have the same type");
  if (cty != IR_I1 && (!ir_type_is_vec(p->m, aty) || cty != bool_type(p, aty))) ERRT(p, &ct, "invalid select condition");
  check_fmf(p, fl, aty);
  return emit_flags(p, IR_SELECT, aty, 3, v, fl);
}

/* phi := 'phi' {fmf} type '[' value ',' LOCAL ']' {',' '[' value ',' LOCAL ']'} */
static IrId inst_phi(P *p) {
  uint32_t fl = parse_fmf(p);
  IrType ty = value_type(p);
  uint32_t base = p->nops;
  for (;;) {
    expect(p, LX_LBRACK, "'['");
    IrRef v = parse_value(p, ty);
    *VPUSH(p, p->ops, p->nops, p->capops) = v;
    expect(p, LX_COMMA, "','");
    if (TK.kind != LX_LOCAL && TK.kind != LX_LOCALNUM) expected(p, "label name");
    v = local_use(p, &TK, IR_LABEL);
    *VPUSH(p, p->ops, p->nops, p->capops) = v;
    next(p);
    expect(p, LX_RBRACK, "']'");
    if (!comma_more(p)) break;
    next(p);
  }
  check_fmf(p, fl, ty);
  IrId i = emit_flags(p, IR_PHI, ty, p->nops - base, p->ops + base, fl);
  p->nops = base;
  return i;
}

/* cast := castop {castflag} tvalue 'to' type
 * castflag := 'nneg' (zext, uitofp; LLVM 18+) | 'nuw' | 'nsw' (trunc; LLVM 19+) */
static uint32_t cast_flags(P *p, IrOp op) {
  uint32_t fl = 0;
  for (;;) {
    if ((op == IR_ZEXT || op == IR_UITOFP) && accept_kw(p, KW_nneg)) fl |= IR_F_NNEG;
    else if (op == IR_TRUNC && accept_kw(p, KW_nuw)) fl |= IR_F_NUW;
    else if (op == IR_TRUNC && accept_kw(p, KW_nsw)) fl |= IR_F_NSW;
    else break;
  }
  if (fl) dialect(p, IR_DIALECT_19);
  return fl;
}

static IrId inst_cast(P *p, IrOp op) {
  uint32_t fl = cast_flags(p, op);
  LexTok t0 = TK;
  IrType st;
  IrRef a = tvalue(p, &st);
  expect_kw(p, KW_to);
  IrType dt = value_type(p);
  check_cast(p, op, st, dt, &t0);
  return emit_flags(p, op, dt, 1, &a, fl);
}

/* alloca := 'alloca' type [',' tvalue] [',' align] [',' 'addrspace' '(' INT ')'] */
static IrId inst_alloca(P *p) {
  if (TK.kind == LX_KW && (TK.kw == KW_inalloca || TK.kw == KW_swifterror))
    ERR(p, "unsupported %s", lex_kw_name(TK.kw));
  IrType ty = value_type(p);
  IrRef cnt = ir_const_i(p->m, IR_I32, 1);
  uint32_t align = 0;
  unsigned as = 0;
  if (TK.kind == LX_COMMA) {
    const LexTok *n = lex_peek(&p->lx);
    if (n->kind != LX_METANAME && !(n->kind == LX_KW && (n->kw == KW_align || n->kw == KW_addrspace))) {
      next(p);
      LexTok ct = TK;
      IrType cty;
      cnt = tvalue(p, &cty);
      if (!ir_type_is_int(p->m, cty)) ERRT(p, &ct, "element count must have integer type");
    }
  }
  align = opt_align(p);
  if (comma_then_kw(p, KW_addrspace)) as = parse_addrspace(p);
  IrId i = emit(p, IR_ALLOCA, ir_type_ptr_fixed(as), 1, &cnt);
  p->f->insts[i].auxty = ty;
  p->f->insts[i].align = align;
  return i;
}

/* An address operand: tvalue of scalar pointer type. */
static IrRef address(P *p, const char *what) {
  LexTok t = TK;
  IrType ty;
  IrRef r = tvalue(p, &ty);
  if (!ir_type_is_ptr(p->m, ty)) ERRT(p, &t, "%s operand must be a pointer", what);
  return r;
}

/* The atomic tail: [syncscope] ordering; orderings in badmask (bits
 * 1 << IrOrder) are rejected. */
static void atomic_tail(P *p, IrStr *scope, unsigned *ord, unsigned badmask, const char *what) {
  *scope = parse_syncscope(p);
  LexTok t = TK;
  *ord = parse_ordering(p);
  if (badmask & (1u << *ord)) ERRT(p, &t, "invalid ordering for %s", what);
}

static IrId finish_mem(P *p, IrId i, uint32_t fl, IrStr scope, unsigned ord, uint32_t align) {
  IrInst *in = &p->f->insts[i];
  in->flags = fl;
  in->scope = scope;
  in->order = (uint8_t)ord;
  in->align = align;
  return i;
}

/* load := 'load' ['atomic'] ['volatile'] type ',' tvalue [syncscope ordering] [',' align] */
static IrId inst_load(P *p) {
  uint32_t fl = accept_kw(p, KW_atomic) ? IR_F_ATOMIC : 0;
  if (accept_kw(p, KW_volatile)) fl |= IR_F_VOLATILE;
  IrType ty = value_type(p);
  expect(p, LX_COMMA, "','");
  IrRef a = address(p, "load");
  IrStr scope = 0;
  unsigned ord = 0;
  if (fl & IR_F_ATOMIC) atomic_tail(p, &scope, &ord, 1u << IR_ORD_RELEASE | 1u << IR_ORD_ACQREL, "load");
  uint32_t align = opt_align(p);
  if ((fl & IR_F_ATOMIC) && !align) err_at(p, p->iline, p->icol, "atomic load must have explicit non-zero alignment");
  return finish_mem(p, emit(p, IR_LOAD, ty, 1, &a), fl, scope, ord, align);
}

/* store := 'store' ['atomic'] ['volatile'] tvalue ',' tvalue [syncscope ordering] [',' align] */
static IrId inst_store(P *p) {
  uint32_t fl = accept_kw(p, KW_atomic) ? IR_F_ATOMIC : 0;
  if (accept_kw(p, KW_volatile)) fl |= IR_F_VOLATILE;
  IrType ty;
  IrRef v[2];
  v[0] = tvalue(p, &ty);
  expect(p, LX_COMMA, "','");
  v[1] = address(p, "store");
  IrStr scope = 0;
  unsigned ord = 0;
  if (fl & IR_F_ATOMIC) atomic_tail(p, &scope, &ord, 1u << IR_ORD_ACQUIRE | 1u << IR_ORD_ACQREL, "store");
  uint32_t align = opt_align(p);
  if ((fl & IR_F_ATOMIC) && !align) err_at(p, p->iline, p->icol, "atomic store must have explicit non-zero alignment");
  return finish_mem(p, emit(p, IR_STORE, IR_VOID, 2, v), fl, scope, ord, align);
}

/* gep := 'getelementptr' {gepflag} type ',' tvalue {',' tvalue} */
static IrId inst_gep(P *p) {
  uint32_t fl = gep_flags(p);
  LexTok t0 = TK;
  IrType src = value_type(p), ty;
  uint32_t base = p->nops;
  expect(p, LX_COMMA, "','");
  for (;;) {
    IrRef r = tvalue(p, &ty);
    *VPUSH(p, p->ops, p->nops, p->capops) = r;
    if (!comma_more(p)) break;
    next(p);
  }
  uint32_t n = p->nops - base;
  IrType rt = gep_type(p, src, p->ops + base, n, &t0);
  IrId i = emit_flags(p, IR_GEP, rt, n, p->ops + base, fl);
  p->f->insts[i].auxty = src;
  p->nops = base;
  return i;
}

/* rmw := 'atomicrmw' ['volatile'] rmwop tvalue ',' tvalue [syncscope] ordering [',' align] */
static IrId inst_rmw(P *p) {
  uint32_t fl = accept_kw(p, KW_volatile) ? IR_F_VOLATILE : 0;
  int rop = TK.kind == LX_KW ? rmw_op(TK.kw) : -1;
  if (rop < 0) expected(p, "atomicrmw operation");
  next(p);
  IrRef v[2];
  IrType ty;
  v[0] = address(p, "atomicrmw");
  expect(p, LX_COMMA, "','");
  LexTok vt = TK;
  v[1] = tvalue(p, &ty);
  bool ok = rop == IR_RMW_XCHG ? ir_type_is_int(p->m, ty) || ir_type_is_fp(p->m, ty) || ir_type_is_ptr(p->m, ty)
          : rop >= IR_RMW_FADD && rop <= IR_RMW_FMIN ? ir_type_is_fp(p->m, ty) : ir_type_is_int(p->m, ty);
  if (!ok) ERRT(p, &vt, "invalid operand type for atomicrmw %s", ir_rmw_name((unsigned)rop));
  IrStr scope;
  unsigned ord;
  atomic_tail(p, &scope, &ord, 1u << IR_ORD_UNORDERED, "atomicrmw");
  uint32_t align = opt_align(p);
  IrId i = finish_mem(p, emit(p, IR_ATOMICRMW, ty, 2, v), fl, scope, ord, align);
  p->f->insts[i].aux = (uint32_t)rop;
  return i;
}

/* cmpxchg := 'cmpxchg' ['weak'] ['volatile'] tvalue ',' tvalue ',' tvalue [syncscope]
 *            ordering ordering [',' align] ; the result is { T, i1 } */
static IrId inst_cmpxchg(P *p) {
  uint32_t fl = accept_kw(p, KW_weak) ? IR_F_WEAK : 0;
  if (accept_kw(p, KW_volatile)) fl |= IR_F_VOLATILE;
  IrRef v[3];
  IrType ty, nty;
  v[0] = address(p, "cmpxchg");
  expect(p, LX_COMMA, "','");
  LexTok ct = TK;
  v[1] = tvalue(p, &ty);
  expect(p, LX_COMMA, "','");
  LexTok nt = TK;
  v[2] = tvalue(p, &nty);
  if (!ir_type_is_int(p->m, ty) && !ir_type_is_ptr(p->m, ty)) ERRT(p, &ct, "invalid operand type for cmpxchg");
  if (nty != ty) ERRT(p, &nt, "cmpxchg operands must have the same type");
  IrStr scope;
  unsigned succ, fail;
  atomic_tail(p, &scope, &succ, 1u << IR_ORD_UNORDERED, "cmpxchg");
  LexTok ft = TK;
  fail = parse_ordering(p);
  if (fail == IR_ORD_UNORDERED || fail == IR_ORD_RELEASE || fail == IR_ORD_ACQREL)
    ERRT(p, &ft, "invalid cmpxchg failure ordering");
  uint32_t align = opt_align(p);
  IrType fields[2] = {ty, IR_I1};
  IrType rt = ir_type_struct(p->m, 2, fields, false);
  return finish_mem(p, emit(p, IR_CMPXCHG, rt, 3, v), fl, scope, succ | fail << 4, align);
}

/* fence := 'fence' [syncscope] ordering */
static IrId inst_fence(P *p) {
  IrStr scope;
  unsigned ord;
  atomic_tail(p, &scope, &ord, 1u << IR_ORD_UNORDERED | 1u << IR_ORD_MONOTONIC, "fence");
  return finish_mem(p, emit(p, IR_FENCE, IR_VOID, 0, NULL), 0, scope, ord, 0);
}

/* n typed values separated by commas: v[k] of type t[k]. */
static void tvalues(P *p, uint32_t n, IrRef *v, IrType *t) {
  for (uint32_t k = 0; k < n; k++) {
    if (k) expect(p, LX_COMMA, "','");
    v[k] = tvalue(p, &t[k]);
  }
}

/* extractelement := 'extractelement' tvalue ',' tvalue */
static IrId inst_extractelt(P *p) {
  LexTok t0 = TK;
  IrType t[2];
  IrRef v[2];
  tvalues(p, 2, v, t);
  if (!ir_type_is_vec(p->m, t[0]) || !ir_type_is_int(p->m, t[1])) ERRT(p, &t0, "invalid extractelement operands");
  return emit(p, IR_EXTRACTELT, ir_type_scalar(p->m, t[0]), 2, v);
}

/* insertelement := 'insertelement' tvalue ',' tvalue ',' tvalue */
static IrId inst_insertelt(P *p) {
  LexTok t0 = TK;
  IrType t[3];
  IrRef v[3];
  tvalues(p, 3, v, t);
  if (!ir_type_is_vec(p->m, t[0]) || ir_type_scalar(p->m, t[0]) != t[1] || !ir_type_is_int(p->m, t[2]))
    ERRT(p, &t0, "invalid insertelement operands");
  return emit(p, IR_INSERTELT, t[0], 3, v);
}

/* A shufflevector mask: a constant <M x i32> whose lanes are < lim or undef. */
static bool mask_ok(P *p, IrRef r, IrType mt, uint32_t lim) {
  if (!ir_ref_is(r, IR_RCONST) || !ir_type_is_vec(p->m, mt) || ir_type_scalar(p->m, mt) != IR_I32) return false;
  const IrConst *k = ir_const(p->m, r);
  if (k->kind == IR_CZERO || k->kind == IR_CUNDEF || k->kind == IR_CPOISON) return true;
  if (k->kind != IR_CVEC) return false;
  for (uint32_t i = 0; i < k->n; i++) {
    const IrConst *e = ir_const(p->m, ir_const_elem(p->m, k, i));
    if (e->kind == IR_CINT ? e->lo >= lim : e->kind != IR_CUNDEF && e->kind != IR_CPOISON) return false;
  }
  return true;
}

/* shufflevector := 'shufflevector' tvalue ',' tvalue ',' tvalue */
static IrId inst_shuffle(P *p) {
  LexTok t0 = TK;
  IrType t[3];
  IrRef v[3];
  tvalues(p, 3, v, t);
  if (!ir_type_is_vec(p->m, t[0]) || t[1] != t[0] || !mask_ok(p, v[2], t[2], 2 * ir_type_lanes(p->m, t[0])))
    ERRT(p, &t0, "invalid shufflevector operands");
  IrType rt = ir_type_vec(p->m, ir_type_lanes(p->m, t[2]), ir_type_scalar(p->m, t[0]));
  return emit(p, IR_SHUFFLE, rt, 3, v);
}

/* indices := INT {',' INT} : walks aggregate type t, pushing i32 constants;
 * returns the member type. */
static IrType agg_indices(P *p, IrType t, const char *what) {
  for (;;) {
    if (TK.kind != LX_INT || TK.s[0] == '-') expected(p, "index");
    const IrTypeInfo *ti = ir_ty(p->m, t);
    uint64_t lim = ti->kind == IR_TSTRUCT ? ti->nfields : ti->kind == IR_TARRAY ? ti->count : 0;
    if (TK.num >= lim) ERR(p, "invalid indices for %s", what);
    t = ti->kind == IR_TSTRUCT ? ir_type_field(p->m, t, (uint32_t)TK.num) : ti->elem;
    IrRef k = ir_const_int(p->m, IR_I32, TK.num, 0);
    *VPUSH(p, p->ops, p->nops, p->capops) = k;
    next(p);
    if (!comma_more(p)) return t;
    next(p);
  }
}

/* extractvalue := 'extractvalue' tvalue ',' indices */
static IrId inst_extractval(P *p) {
  IrType at;
  uint32_t base = p->nops;
  IrRef a = tvalue(p, &at);
  *VPUSH(p, p->ops, p->nops, p->capops) = a;
  expect(p, LX_COMMA, "','");
  IrType rt = agg_indices(p, at, "extractvalue");
  IrId i = emit(p, IR_EXTRACTVAL, rt, p->nops - base, p->ops + base);
  p->nops = base;
  return i;
}

/* insertvalue := 'insertvalue' tvalue ',' tvalue ',' indices */
static IrId inst_insertval(P *p) {
  IrType at, vt;
  uint32_t base = p->nops;
  IrRef a = tvalue(p, &at);
  *VPUSH(p, p->ops, p->nops, p->capops) = a;
  expect(p, LX_COMMA, "','");
  LexTok t1 = TK;
  a = tvalue(p, &vt);
  *VPUSH(p, p->ops, p->nops, p->capops) = a;
  expect(p, LX_COMMA, "','");
  if (agg_indices(p, at, "insertvalue") != vt) ERRT(p, &t1, "insertvalue operand and field disagree in type");
  IrId i = emit(p, IR_INSERTVAL, at, p->nops - base, p->ops + base);
  p->nops = base;
  return i;
}

/* br := 'br' label | 'br' tvalue ',' label ',' label */
static IrId inst_br(P *p) {
  IrRef v[3];
  if (is_kw(p, KW_label)) {
    v[0] = parse_label(p);
    return emit(p, IR_BR, IR_VOID, 1, v);
  }
  LexTok ct = TK;
  IrType cty;
  v[0] = tvalue(p, &cty);
  if (cty != IR_I1) ERRT(p, &ct, "branch condition must have type i1");
  expect(p, LX_COMMA, "','");
  v[1] = parse_label(p);
  expect(p, LX_COMMA, "','");
  v[2] = parse_label(p);
  return emit(p, IR_CBR, IR_VOID, 3, v);
}

static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

/* Equal case constants are the same interned ref: sort and compare. */
static void check_cases(P *p, const IrRef *cases, uint32_t n) {
  uint32_t base = p->ntys;
  for (uint32_t k = 0; k < n; k++) *VPUSH(p, p->tys, p->ntys, p->captys) = cases[2 * k].bits;
  qsort(p->tys + base, n, sizeof *p->tys, cmp_u32);
  for (uint32_t k = 1; k < n; k++)
    if (p->tys[base + k] == p->tys[base + k - 1]) err_at(p, p->iline, p->icol, "duplicate case value in switch");
  p->ntys = base;
}

/* switch := 'switch' tvalue ',' label '[' {type const ',' label} ']' */
static IrId inst_switch(P *p) {
  LexTok vt = TK;
  IrType ty;
  uint32_t base = p->nops;
  IrRef r = tvalue(p, &ty);
  if (!ir_type_is_int(p->m, ty)) ERRT(p, &vt, "switch condition must be an integer");
  *VPUSH(p, p->ops, p->nops, p->capops) = r;
  expect(p, LX_COMMA, "','");
  r = parse_label(p);
  *VPUSH(p, p->ops, p->nops, p->capops) = r;
  expect(p, LX_LBRACK, "'['");
  while (!accept(p, LX_RBRACK)) {
    LexTok ct = TK;
    if (value_type(p) != ty) ERRT(p, &ct, "switch case value must have type '%s'", tname(p, ty));
    r = parse_const(p, ty);
    *VPUSH(p, p->ops, p->nops, p->capops) = r;
    expect(p, LX_COMMA, "','");
    r = parse_label(p);
    *VPUSH(p, p->ops, p->nops, p->capops) = r;
  }
  uint32_t n = p->nops - base;
  check_cases(p, p->ops + base + 2, (n - 2) / 2);
  IrId i = emit(p, IR_SWITCH, IR_VOID, n, p->ops + base);
  p->nops = base;
  return i;
}

/* ret := 'ret' 'void' | 'ret' tvalue */
static IrId inst_ret(P *p) {
  LexTok t = TK;
  IrType want = p->f->ret, ty = IR_VOID;
  IrRef v = IR_NOREF;
  if (!accept_kw(p, KW_void)) v = tvalue(p, &ty);
  if (ty != want) ERRT(p, &t, "value doesn't match function result type '%s'", tname(p, want));
  return emit(p, IR_RET, IR_VOID, ty == IR_VOID ? 0 : 1, &v);
}

/* range(T ...) must name the value's (element) integer type; nofpclass
 * needs an FP value; initializes, writable and dead_on_unwind a pointer. */
static void check_attr_types(P *p, const IrParam *pa, IrType ty, const LexTok *at) {
  IrModule *m = p->m;
  IrType sc = ir_type_scalar(m, ty);
  if (pa->range.bits && ir_ty(m, ir_const(m, pa->range)->type)->elem != sc)
    ERRT(p, at, "range type does not match the value type '%s'", tname(p, ty));
  if (pa->nofpclass && !ir_type_is_fp(m, sc)) ERRT(p, at, "nofpclass requires a floating-point type");
  bool ptr_only = pa->inits.bits || (pa->attrs & (IR_PA_WRITABLE | IR_PA_DEAD_ON_UNWIND));
  if (ptr_only && !ir_type_is_ptr(m, ty)) ERRT(p, at, "initializes, writable and dead_on_unwind require a pointer");
}

/* fntype params := '(' [type {',' type}] [',' '...'] ')' | '(' '...' ')' */
static uint32_t sig_types(P *p, bool *vararg) {
  uint32_t n = 0;
  next(p);
  while (TK.kind != LX_RPAREN) {
    if (n && !*vararg) expect(p, LX_COMMA, "','");
    if (accept(p, LX_DOTS)) {
      *vararg = true;
      break;
    }
    IrType t = value_type(p);
    *VPUSH(p, p->tys, p->ntys, p->captys) = t;
    n++;
  }
  expect(p, LX_RPAREN, "')'");
  return n;
}

/* The call's written type must be the callee's declared type. */
static void check_call_type(P *p, const IrFunc *cf, IrType rt, bool sig, bool va, const IrType *ts,
                            uint32_t n, const LexTok *ct) {
  bool ok = cf->ret == rt && (sig ? va == cf->vararg && n == cf->nparams : !cf->vararg);
  for (uint32_t k = 0; ok && sig && k < n; k++) ok = ts[k] == cf->params[k].type;
  if (!ok) ERRT(p, ct, "call to '%.*s' does not match its declared type", TOKSRC(ct));
}

/* An indirect call's written parameter types must be its arguments'. */
static void check_indirect_args(P *p, const IrType *ts, uint32_t n, const IrRef *args, uint32_t nargs,
                                const LexTok *ct) {
  bool ok = n == nargs;
  for (uint32_t k = 0; ok && k < n; k++) ok = ts[k] == ref_type(p, args[k]);
  if (!ok) ERRT(p, ct, "indirect call arguments do not match the written function type");
}

/* The arguments of an indirect call: any types (the call site's own). */
static void call_args_indirect(P *p) {
  uint32_t k = 0;
  expect(p, LX_LPAREN, "'('");
  while (TK.kind != LX_RPAREN) {
    if (k++) expect(p, LX_COMMA, "','");
    LexTok at = TK;
    if (is_kw(p, KW_metadata)) ERR(p, "unsupported metadata argument");
    IrType t = value_type(p);
    check_value_type(p, t, at.line, at.col);
    IrParam pa;
    memset(&pa, 0, sizeof pa);
    param_attrs(p, &pa);
    if (pa.range.bits || pa.nofpclass) ERRT(p, &at, "unsupported range or nofpclass on a call argument");
    *VPUSH(p, p->prm, p->nprm, p->capprm) = pa;
    IrRef v = parse_value(p, t);
    *VPUSH(p, p->ops, p->nops, p->capops) = v;
  }
  next(p);
}

/* args := '(' [type {pattr} value {',' type {pattr} value}] ')'
 * The attributes of argument k go to p->prm[k + 1] (ir_call_attrs keeps
 * those that carry meaning). */
static void call_args(P *p, const IrFunc *cf, const LexTok *ct) {
  uint32_t k = 0;
  if (!cf) {  /* indirect: the call site's argument types are the signature */
    call_args_indirect(p);
    return;
  }
  expect(p, LX_LPAREN, "'('");
  while (TK.kind != LX_RPAREN) {
    if (k) expect(p, LX_COMMA, "','");
    LexTok at = TK;
    if (is_kw(p, KW_metadata)) ERR(p, "unsupported metadata argument");
    IrType t = value_type(p);
    IrParam pa;
    memset(&pa, 0, sizeof pa);
    param_attrs(p, &pa);
    if (pa.range.bits || pa.nofpclass) ERRT(p, &at, "unsupported range or nofpclass on a call argument");
    *VPUSH(p, p->prm, p->nprm, p->capprm) = pa;
    IrRef v = parse_value(p, t);
    if (k >= cf->nparams && !cf->vararg) ERRT(p, &at, "too many arguments in call to '%.*s'", TOKSRC(ct));
    if (k < cf->nparams && t != cf->params[k].type)
      ERRT(p, &at, "argument %u of call to '%.*s' has type '%s', expected '%s'", k + 1, TOKSRC(ct), tname(p, t),
           tname(p, cf->params[k].type));
    *VPUSH(p, p->ops, p->nops, p->capops) = v;
    k++;
  }
  if (k < cf->nparams) ERR(p, "too few arguments in call to '%.*s'", TOKSRC(ct));
  next(p);
}

/* Call-site function attributes, written or through "#N" (the groups are
 * known: bodies are parsed after the module's top level); their IR_A_* /
 * IR_FA_* bits (denormal modes and string attributes carry no meaning at a
 * call site and are dropped). */
static uint32_t call_attrs(P *p) {
  FnAttrs a = {0, -1, -1, false};
  for (;;) {
    if (fn_attr(p, &a)) continue;
    if (TK.kind != LX_ATTRNUM) break;
    uint32_t g = TK.num >= UINT32_MAX ? NONE32 : map_get(&p->grpmap, TK.num + 1);
    if (g == NONE32) ERR(p, "undefined attribute group #%llu", (unsigned long long)TK.num);
    a.bits |= p->grp[g].bits;
    next(p);
  }
  return a.bits;
}

/* The tag of an assume operand bundle (ir.h IrBundle), IR_NBUNDLES if none. */
static unsigned bundle_tag(const LexTok *t) {
  for (unsigned k = 0; k < IR_NBUNDLES; k++) {
    const char *nm = ir_bundle_name(k);
    if (!t->esc && strlen(nm) == t->n && memcmp(nm, t->s, t->n) == 0) return k;
  }
  return IR_NBUNDLES;
}

static void check_bundle(P *p, unsigned tag, const IrType *ts, uint32_t n, const LexTok *at) {
  if (!ir_bundle_ops_ok(p->m, tag, ts, n)) ERRT(p, at, "wrong operands of the \"%s\" operand bundle", ir_bundle_name(tag));
}

/* bundles := '[' bundle {',' bundle} ']'
 * bundle := STR '(' [type value {',' type value}] ')'
 * Operand bundles of llvm.assume: operands onto p->ops, (tag, count)
 * pairs onto p->tys; tags outside IrBundle are refused. */
static void assume_bundles(P *p) {
  next(p);
  do {
    LexTok bt = TK;
    if (TK.kind != LX_STR) expected(p, "operand bundle tag");
    unsigned tag = bundle_tag(&bt);
    if (tag == IR_NBUNDLES) ERRT(p, &bt, "unsupported assume operand bundle \"%.*s\"", (int)bt.n, bt.s);
    next(p);
    expect(p, LX_LPAREN, "'('");
    uint32_t n = 0, t0 = p->ntys;
    while (TK.kind != LX_RPAREN) {
      if (n++) expect(p, LX_COMMA, "','");
      LexTok at = TK;
      IrType t = value_type(p);
      check_value_type(p, t, at.line, at.col);
      *VPUSH(p, p->tys, p->ntys, p->captys) = t;
      IrRef v = parse_value(p, t);
      *VPUSH(p, p->ops, p->nops, p->capops) = v;
    }
    next(p);
    check_bundle(p, tag, p->tys + t0, n, &bt);
    p->ntys = t0;
    *VPUSH(p, p->tys, p->ntys, p->captys) = tag;
    *VPUSH(p, p->tys, p->ntys, p->captys) = n;
  } while (accept(p, LX_COMMA));
  expect(p, LX_RBRACK, "']'");
}

/* Callees whose calls have no effect on the meaning and are dropped with
 * their declarations: debug info, alias-scope declarations (clang -O3
 * emits them when it inlines __restrict__ pointers) and llvm.donothing. */
static bool dropped_callee(const char *s, size_t n) {
  static const char *const exact[] = {"llvm.experimental.noalias.scope.decl", "llvm.donothing"};
  if (n > 9 && memcmp(s, "llvm.dbg.", 9) == 0) return true;
  for (size_t k = 0; k < sizeof exact / sizeof *exact; k++)
    if (strlen(exact[k]) == n && memcmp(s, exact[k], n) == 0) return true;
  return false;
}

/* call := ['tail' | 'musttail' | 'notail'] 'call' {fmf} [cconv] {pattr}
 *         ['addrspace' '(' INT ')'] type [fntype params] callee args {fnattr | ATTRNUM}
 *         [bundles]
 * callee := GLOBAL naming a function (direct) | a ptr value (indirect: a
 * local, null, a global variable, ...; not variadic; ir.h ir_call_callee).
 * Calls to dropped callees (dropped_callee) are dropped (IR_NIL); operand
 * bundles only on llvm.assume (assume_bundles). */
static IrId inst_call(P *p) {
  uint32_t fl = accept_kw(p, KW_tail) ? IR_F_TAIL : accept_kw(p, KW_musttail) ? IR_F_MUSTTAIL
              : accept_kw(p, KW_notail) ? IR_F_NOTAIL : 0;
  expect_kw(p, KW_call);
  fl |= parse_fmf(p);
  cconv(p);
  IrParam ra;
  memset(&ra, 0, sizeof ra);
  param_attrs(p, &ra);
  if (is_kw(p, KW_addrspace) && parse_addrspace(p) != 0) ERR(p, "unsupported call address space");
  LexTok rtt = TK;
  IrType rt = parse_type(p);
  if (rt != IR_VOID) check_value_type(p, rt, rtt.line, rtt.col);
  check_attr_types(p, &ra, rt, &rtt);
  bool sig = TK.kind == LX_LPAREN, va = false;
  uint32_t tbase = p->ntys, nsig = sig ? sig_types(p, &va) : 0;
  LexTok ct = TK;
  if (is_kw(p, KW_asm)) ERR(p, "unsupported inline asm");
  IrRef cr = IR_NOREF;
  const IrFunc *cf = NULL;
  if (ct.kind == LX_GLOBAL || ct.kind == LX_GLOBALNUM) {
    next(p);
    if (ct.kind == LX_GLOBAL && dropped_callee(ct.s, ct.n)) {
      if (TK.kind != LX_LPAREN) expected(p, "'('");
      skip_group(p);
      call_attrs(p);
      if (TK.kind == LX_LBRACK) ERR(p, "unsupported operand bundles");
      p->ntys = tbase;
      return IR_NIL;
    }
    cr = lookup_sym(p, &ct);
  } else {
    cr = parse_value(p, IR_PTR);  /* indirect: a pointer value (LLVM's program address space 0) */
  }
  if (ir_ref_is(cr, IR_RFUNC)) {
    cf = ir_func(p->m, ir_ref_idx(cr));
    check_call_type(p, cf, rt, sig, va, p->tys + tbase, nsig, &ct);
    p->ntys = tbase;
  } else if (va) {
    ERRT(p, &ct, "unsupported variadic indirect call");
  } else if (ir_ref_is(cr, IR_RGLOBAL) && ir_global(p->m, ir_ref_idx(cr))->as != 0) {
    ERRT(p, &ct, "callee must be a pointer in address space 0");
  }
  uint32_t base = p->nops;
  *VPUSH(p, p->ops, p->nops, p->capops) = cr;
  p->nprm = 0;
  *VPUSH(p, p->prm, p->nprm, p->capprm) = ra;
  call_args(p, cf, &ct);
  uint32_t cfa = call_attrs(p);
  if (!cf) {  /* the written signature, when there is one, is the arguments' types */
    if (sig) check_indirect_args(p, p->tys + tbase, nsig, p->ops + base + 1, p->nops - base - 1, &ct);
    p->ntys = tbase;
  }
  if (TK.kind == LX_LBRACK && (!cf || cf->intrin != IR_IN_LLVM_ASSUME)) ERR(p, "unsupported operand bundles");
  if (TK.kind == LX_LBRACK) assume_bundles(p);
  check_fmf(p, fl, rt);
  IrId i = emit_flags(p, IR_CALL, rt, p->nops - base, p->ops + base, fl);
  p->nops = base;
  p->f->insts[i].bundles = ir_bundles_make(p->m, (p->ntys - tbase) / 2, p->tys + tbase);
  p->ntys = tbase;
  p->f->insts[i].cattrs = ir_call_attrs_make(p->m, p->nprm, p->prm);
  p->nprm = 0;
  p->f->insts[i].aux = cf ? cf->intrin : IR_IN_NONE;
  p->f->insts[i].auxty = rt;
  p->f->insts[i].range = ra.range;
  p->f->insts[i].nofpclass = ra.nofpclass;
  p->f->insts[i].cfattrs = cfa;
  return i;
}

static bool unsupported_inst(unsigned kw) {
  switch (kw) {
  case KW_invoke: case KW_resume: case KW_landingpad: case KW_callbr: case KW_indirectbr:
  case KW_va_arg: case KW_catchswitch: case KW_catchret: case KW_catchpad: case KW_cleanupret:
  case KW_cleanuppad: return true;
  default: return false;
  }
}

/* inst := opcode operands ; one parser per operand shape of ops.def */
static IrId parse_inst(P *p) {
  if (TK.kind != LX_KW) expected(p, "instruction opcode");
  unsigned kw = TK.kw;
  if (kw == KW_tail || kw == KW_musttail || kw == KW_notail || kw == KW_call) return inst_call(p);
  IrOp op = (IrOp)p->kwop[kw];
  if (!op && unsupported_inst(kw)) ERR(p, "unsupported instruction '%s'", lex_kw_name(kw));
  if (!op) expected(p, "instruction opcode");
  next(p);
  switch (ir_opinfo[op].shape) {
  case IR_SH_BIN: return inst_bin(p, op);
  case IR_SH_UN: return inst_un(p, op);
  case IR_SH_ICMP: case IR_SH_FCMP: return inst_cmp(p, op);
  case IR_SH_SELECT: return inst_select(p);
  case IR_SH_PHI: return inst_phi(p);
  case IR_SH_CAST: return inst_cast(p, op);
  case IR_SH_ALLOCA: return inst_alloca(p);
  case IR_SH_LOAD: return inst_load(p);
  case IR_SH_STORE: return inst_store(p);
  case IR_SH_GEP: return inst_gep(p);
  case IR_SH_RMW: return inst_rmw(p);
  case IR_SH_CMPXCHG: return inst_cmpxchg(p);
  case IR_SH_FENCE: return inst_fence(p);
  case IR_SH_EXTRACTELT: return inst_extractelt(p);
  case IR_SH_INSERTELT: return inst_insertelt(p);
  case IR_SH_SHUFFLE: return inst_shuffle(p);
  case IR_SH_EXTRACTVAL: return inst_extractval(p);
  case IR_SH_INSERTVAL: return inst_insertval(p);
  case IR_SH_BR: case IR_SH_CBR: return inst_br(p);
  case IR_SH_SWITCH: return inst_switch(p);
  case IR_SH_RET: return inst_ret(p);
  case IR_SH_UNREACHABLE: return emit(p, IR_UNREACHABLE, IR_VOID, 0, NULL);
  default: expected(p, "instruction opcode");
  }
}

/* ------------------------------------------------------------------ */
/* Function bodies (pass 2)                                             */

static void local_param(P *p, uint64_t key, uint32_t i, IrType ty) {
  Local *l = VPUSH(p, p->loc, p->nloc, p->caploc);
  memset(l, 0, sizeof *l);
  l->key = key;
  l->val = ir_ref(IR_RARG, i);
  l->type = ty;
  l->state = L_DEF;
  map_put(p, &p->lmap, key, p->nloc - 1);
}

/* Starts a function: arguments are the first locals (unnamed ones take
 * the first numbers). */
static void func_begin(P *p, IrFunc *f) {
  p->f = f;
  map_clear(&p->lmap);
  p->nloc = p->nfix = 0;
  p->nextnum = 0;
  p->curblock = p->lastblock = IR_NIL;
  for (uint32_t i = 0; i < f->nparams; i++) {
    IrStr name = f->params[i].name;
    local_param(p, name ? (uint64_t)name : LOCALNUM_KEY(p->nextnum++), i, f->params[i].type);
  }
}

/* Ends a function: every forward reference must have been defined; then
 * the waiting operand slots are filled. */
static void func_end(P *p) {
  for (uint32_t li = 0; li < p->nloc; li++) {
    const Local *l = &p->loc[li];
    if (l->state != L_DEF) err_at(p, l->line, l->col, "use of undefined value '%.*s'", (int)l->srcn, l->src);
  }
  for (uint32_t k = 0; k < p->nfix; k++) {
    const Fixup *x = &p->fix[k];
    ir_set_opnd(p->f, x->inst, x->k, p->loc[x->local].val);
  }
  p->f = NULL;
}

/* Starts the block labelled t (NULL: unnamed, takes the next number); a
 * block created by an earlier branch moves to its place in the layout. */
static void block_def(P *p, const LexTok *t, uint32_t line) {
  IrFunc *f = p->f;
  uint64_t key = def_key(p, t, "label");
  IrStr name = t && t->kind == LX_LABEL ? (IrStr)key : 0;
  uint32_t li = map_get(&p->lmap, key);
  IrId b;
  if (li != NONE32 && p->loc[li].state == L_FWDBLOCK) {
    b = ir_ref_idx(p->loc[li].val);
    assert(p->lastblock != IR_NIL);
    ir_block_move_after(f, b, p->lastblock);
    p->loc[li].state = L_DEF;
  } else {
    b = p->lastblock == IR_NIL ? ir_block_new(f, name) : ir_block_new_after(f, p->lastblock, name);
    local_bind(p, key, t ? t : &TK, ir_ref(IR_RBLOCK, b), IR_LABEL);
  }
  f->blocks[b].line = line;
  p->curblock = p->lastblock = b;
}

/* dbgrec := DBGREC '(' ... ')' : a debug record of LLVM 19+ (#dbg_value,
 * #dbg_declare, #dbg_assign, #dbg_label); like the llvm.dbg.* calls of
 * older LLVM it means nothing to the program and is dropped. */
static void skip_dbgrec(P *p) {
  dialect(p, IR_DIALECT_19);
  next(p);
  if (TK.kind != LX_LPAREN) expected(p, "'('");
  skip_group(p);
}

/* ---- metadata that changes what a load or call means */

enum { MD_MAXINTS = 64 };

static Span span_here(const P *p);

/* mdtuple := '!' '{' [INTTYPE INT {',' INTTYPE INT}] '}' : the integers
 * (at most MD_MAXINTS, all of one type, *ty; IR_VOID when none). */
static uint32_t md_ints(P *p, IrType *ty, uint64_t *v) {
  uint32_t n = 0;
  *ty = IR_VOID;
  expect(p, LX_EXCL, "'!'");
  if (TK.kind != LX_LBRACE) expected(p, "'{'");
  next(p);
  while (TK.kind != LX_RBRACE) {
    if (n) expect(p, LX_COMMA, "','");
    LexTok tt = TK;
    IrType t = value_type(p);
    if (!ir_type_is_int(p->m, t) || (n && t != *ty)) ERRT(p, &tt, "expected integers of one type in the metadata");
    if (ir_ty(p->m, t)->bits > 64) ERRT(p, &tt, "unsupported metadata integer wider than 64 bits");
    if (n == MD_MAXINTS) ERRT(p, &tt, "unsupported: more than %d integers in the metadata", MD_MAXINTS);
    if (TK.kind != LX_INT && TK.kind != LX_HEXINT) expected(p, "integer");
    uint64_t hi;
    int_lit(p, &TK, ir_ty(p->m, t)->bits, &v[n++], &hi);
    next(p);
    *ty = t;
  }
  next(p);
  return n;
}

/* md_ints of an inline tuple or of a numbered node (!N, kept by
 * parse_mdnode), after which parsing goes on after the reference. */
static uint32_t md_ints_ref(P *p, IrType *ty, uint64_t *v) {
  if (TK.kind != LX_METANUM) return md_ints(p, ty, v);
  LexTok t = TK;
  Span back = span_here(p);
  uint32_t e = map_get(&p->mdmap, t.num + 1);
  if (t.num >= UINT32_MAX || e == NONE32) ERRT(p, &t, "use of undefined metadata '!%llu'", (unsigned long long)t.num);
  lex_seek(&p->lx, p->md[e].at, p->md[e].line, p->md[e].line0);
  uint32_t n = md_ints(p, ty, v);
  lex_seek(&p->lx, back.at, back.line, back.line0);
  next(p);
  return n;
}

/* !range: pairs [lo, hi) of the value's integer type, none empty or full,
 * kept as a [2k x T] constant in IrInst.range with IR_F_MDRANGE. */
static void md_range(P *p, IrInst *in, const LexTok *at) {
  uint64_t v[MD_MAXINTS];
  IrType t;
  uint32_t n = md_ints_ref(p, &t, v);
  IrType want = ir_type_scalar(p->m, in->type);
  if ((in->op != IR_LOAD && in->op != IR_CALL) || !ir_type_is_int(p->m, want))
    ERRT(p, at, "!range is only for loads and calls of integers");
  if (!n || n % 2 || t != want) ERRT(p, at, "!range needs pairs of the value's type");
  IrRef e[MD_MAXINTS];
  for (uint32_t k = 0; k < n; k++) {
    if (k % 2 && v[k] == v[k - 1]) ERRT(p, at, "the range should not represent the full or empty set");
    e[k] = ir_const_int(p->m, t, v[k], 0);
  }
  in->range = ir_const_agg(p->m, IR_CARRAY, ir_type_array(p->m, n, t), n, e);
  in->flags |= IR_F_MDRANGE;
}

/* !align: one i64 power of two, on a load of a pointer. */
static void md_align(P *p, IrInst *in, const LexTok *at) {
  uint64_t v[MD_MAXINTS];
  IrType t;
  uint32_t n = md_ints_ref(p, &t, v);
  if (in->op != IR_LOAD || !ir_type_is_ptr(p->m, in->type)) ERRT(p, at, "!align is only for loads of pointers");
  if (n != 1 || t != IR_I64 || !v[0] || (v[0] & (v[0] - 1)) || v[0] > ((uint64_t)1 << 32))
    ERRT(p, at, "!align needs one i64 power of two");
  unsigned lg = 0;
  while ((1ull << lg) < v[0]) lg++;
  in->mdalign = (uint8_t)(lg + 1);
}

/* attachment := METANAME mdvalue.  !range, !nonnull, !noundef and !align
 * make a value poison or an execution UB (LangRef 16, "load"): kept on the
 * instruction.  !dereferenceable, !dereferenceable_or_null and
 * !invariant.load are assumptions the interpreter does not model:
 * unsupported.  Every other attachment (debug locations, !tbaa,
 * !llvm.loop, ...) is skipped. */
static void attachment(P *p, IrId i) {
  LexTok at = TK;
  next(p);
  IrInst *in = i == IR_NIL ? NULL : &p->f->insts[i];
  bool load = in && in->op == IR_LOAD;
  if (in && tok_is_text(&at, "range")) { md_range(p, in, &at); return; }
  if (in && tok_is_text(&at, "align")) { md_align(p, in, &at); return; }
  bool nn = tok_is_text(&at, "nonnull"), nu = tok_is_text(&at, "noundef");
  if (in && (nn || nu)) {
    uint64_t v[MD_MAXINTS];
    IrType t;
    if (md_ints_ref(p, &t, v) || !load || (nn && !ir_type_is_ptr(p->m, in->type)))
      ERRT(p, &at, "!%.*s needs an empty node on a load%s", (int)at.n, at.s, nn ? " of a pointer" : "");
    in->flags |= nn ? IR_F_MDNONNULL : IR_F_MDNOUNDEF;
    return;
  }
  if (tok_is_text(&at, "dereferenceable") || tok_is_text(&at, "dereferenceable_or_null") ||
      tok_is_text(&at, "invariant.load"))
    ERRT(p, &at, "unsupported !%.*s metadata", (int)at.n, at.s);
  skip_md(p);
}

/* stmt := dbgrec | [(LOCAL | LOCALNUM) '='] inst {',' attachment}
 * Returns whether the instruction ends the block. */
static bool parse_stmt(P *p) {
  if (TK.kind == LX_DBGREC) {
    skip_dbgrec(p);
    return false;
  }
  LexTok nt = TK;
  bool named = nt.kind == LX_LOCAL || nt.kind == LX_LOCALNUM;
  p->iline = nt.line;
  p->icol = nt.col;
  if (named) {
    next(p);
    expect(p, LX_EQ, "'='");
  }
  IrId i = parse_inst(p);
  while (accept(p, LX_COMMA)) {
    if (TK.kind != LX_METANAME) expected(p, "metadata attachment");
    attachment(p, i);
  }
  IrFunc *f = p->f;
  IrType ty = i == IR_NIL ? IR_VOID : f->insts[i].type;
  if (named && ty == IR_VOID) ERRT(p, &nt, "instructions returning void cannot have a name");
  if (i == IR_NIL) return false;
  if (ty != IR_VOID) {
    uint64_t key = def_key(p, named ? &nt : NULL, "instruction");
    if (nt.kind == LX_LOCAL) f->insts[i].name = (IrStr)key;
    local_bind(p, key, named ? &nt : &TK, ir_inst_ref(i), ty);
  }
  ir_inst_append(f, p->curblock, i);
  return (ir_opinfo[f->insts[i].op].props & IR_P_TERM) != 0;
}

/* uselistorder := ('uselistorder' TYPE VALUE | 'uselistorder_bb' @F ',' %BB)
 *                 ',' '{' INT {',' INT} '}'
 * The order of a value's use list is not part of what a program means
 * (llvm-dis, opt -preserve-ll-uselistorder and llvm-reduce write these
 * directives): checked for shape, then dropped.  The index list is the
 * first '{' that follows a ',' outside any bracket. */
static void skip_uselistorder(P *p) {
  next(p);
  int depth = 0;
  bool comma = false;
  while (!(TK.kind == LX_LBRACE && depth == 0 && comma)) {
    if (TK.kind == LX_EOF) expected(p, "'{' and the use indexes of uselistorder");
    if (TK.kind == LX_LBRACE || TK.kind == LX_LPAREN || TK.kind == LX_LBRACK) depth++;
    else if ((TK.kind == LX_RBRACE || TK.kind == LX_RPAREN || TK.kind == LX_RBRACK) && depth-- == 0)
      expected(p, "'{' and the use indexes of uselistorder");
    comma = TK.kind == LX_COMMA && depth == 0;
    next(p);
  }
  next(p);
  do {
    if (TK.kind != LX_INT || TK.s[0] == '-') expected(p, "use index");
    next(p);
  } while (accept(p, LX_COMMA));
  expect(p, LX_RBRACE, "'}'");
}

static bool at_uselistorder(const P *p) {
  return TK.kind == LX_KW && (TK.kw == KW_uselistorder || TK.kw == KW_uselistorder_bb);
}

/* block := [LABEL | LABELNUM] stmt {stmt} ; the last one a terminator */
static void parse_block(P *p) {
  LexTok lt = TK;
  bool labelled = lt.kind == LX_LABEL || lt.kind == LX_LABELNUM;
  if (labelled) next(p);
  block_def(p, labelled ? &lt : NULL, lt.line);
  while (!parse_stmt(p)) {
  }
}

/* body := '{' block {block} '}' */
static void parse_body(P *p, const FuncInfo *fi) {
  lex_seek(&p->lx, fi->body.at, fi->body.line, fi->body.line0);
  expect(p, LX_LBRACE, "'{'");
  func_begin(p, ir_func(p->m, fi->fidx));
  do {
    if (at_uselistorder(p)) skip_uselistorder(p);  /* after the last block */
    else parse_block(p);
  } while (TK.kind != LX_RBRACE);
  func_end(p);
}

/* ------------------------------------------------------------------ */
/* Top level (pass 1)                                                   */

static Span span_here(const P *p) {
  Span s = {TK.start, TK.start - (TK.col - 1), TK.line};
  return s;
}

static int linkage_kw(unsigned kw) {
  switch (kw) {
  case KW_external: return IR_LINK_EXTERNAL;
  case KW_private: return IR_LINK_PRIVATE;
  case KW_internal: return IR_LINK_INTERNAL;
  case KW_available_externally: return IR_LINK_AVAILABLE_EXTERNALLY;
  case KW_linkonce: return IR_LINK_LINKONCE;
  case KW_weak: return IR_LINK_WEAK;
  case KW_common: return IR_LINK_COMMON;
  case KW_extern_weak: return IR_LINK_EXTERN_WEAK;
  case KW_linkonce_odr: return IR_LINK_LINKONCE_ODR;
  case KW_weak_odr: return IR_LINK_WEAK_ODR;
  case KW_appending: return IR_LINK_APPENDING;
  default: return -1;
  }
}

/* visibility, preemption and DLL storage: accepted and dropped */
static bool skip_decoration(P *p) {
  if (TK.kind != LX_KW) return false;
  switch (TK.kw) {
  case KW_dso_local: case KW_dso_preemptable: case KW_default: case KW_hidden: case KW_protected:
  case KW_dllimport: case KW_dllexport: next(p); return true;
  default: return false;
  }
}

/* The name of a new global or function: not taken; @N in sequence. */
static IrStr new_symbol(P *p, const LexTok *t, const char *what) {
  if (t->kind == LX_GLOBALNUM) {
    if (t->num != p->ngnum) ERRT(p, t, "%s expected to be numbered '@%u'", what, p->ngnum);
    return 0;
  }
  IrStr name = tok_name(p, t);
  if (!ir_ref_is(ir_sym_lookup(p->m, name), IR_RNONE)) ERRT(p, t, "redefinition of value '%.*s'", TOKSRC(t));
  return name;
}

/* params := '(' [param {',' param}] [',' '...'] ')' | '(' '...' ')'
 * param := type {pattr} [LOCAL | LOCALNUM] ; collected on p->prm */
static uint32_t parse_params(P *p, bool meta_ok, bool *vararg) {
  uint32_t n = 0, num = 0;
  expect(p, LX_LPAREN, "'('");
  map_clear(&p->lmap);
  p->nprm = 0;
  while (TK.kind != LX_RPAREN) {
    if (n) expect(p, LX_COMMA, "','");
    if (accept(p, LX_DOTS)) {
      *vararg = true;
      break;
    }
    LexTok tt = TK;
    IrType t = parse_type(p);
    if (t != IR_META || !meta_ok) check_value_type(p, t, tt.line, tt.col);
    IrParam *pa = VPUSH(p, p->prm, p->nprm, p->capprm);
    memset(pa, 0, sizeof *pa);
    pa->type = t;
    pa->first_use = IR_NIL;
    param_attrs(p, pa);
    check_attr_types(p, pa, t, &tt);
    if (TK.kind == LX_LOCAL) {
      pa->name = tok_name(p, &TK);
      if (map_get(&p->lmap, pa->name) != NONE32) ERR(p, "redefinition of value '%.*s'", TOKSRC(&TK));
      map_put(p, &p->lmap, pa->name, n);
      next(p);
    } else {
      if (TK.kind == LX_LOCALNUM && TK.num != num) ERR(p, "argument expected to be numbered '%%%u'", num);
      accept(p, LX_LOCALNUM);
      num++;
    }
    n++;
  }
  expect(p, LX_RPAREN, "')'");
  return n;
}

typedef struct FnHdr {
  FnAttrs a;
  uint32_t align;
  uint8_t unnamed_addr;
} FnHdr;

/* fnhdr := {'unnamed_addr' | 'local_unnamed_addr' | 'addrspace' '(' INT ')' | fnattr
 *          | ATTRNUM | 'section' STR | 'partition' STR | 'comdat' ['(' COMDAT ')']
 *          | 'align' INT} {METANAME mdvalue} ; gc, prefix, prologue, personality unsupported */
static void fn_header_attrs(P *p, FnHdr *h, uint32_t fi) {
  for (;;) {
    if (fn_attr(p, &h->a)) continue;
    if (TK.kind == LX_ATTRNUM) {
      AttrRef *r = VPUSH(p, p->aref, p->naref, p->caparef);
      r->fi = fi, r->group = TK.num > UINT32_MAX ? UINT32_MAX : (uint32_t)TK.num, r->line = TK.line, r->col = TK.col;
      next(p);
      continue;
    }
    if (TK.kind == LX_METANAME && lex_peek(&p->lx)->kind != LX_EQ) {  /* not "!name = ..." */
      next(p);
      skip_md(p);
      continue;
    }
    if (TK.kind != LX_KW) return;
    switch (TK.kw) {
    case KW_unnamed_addr: h->unnamed_addr = 1; next(p); break;
    case KW_local_unnamed_addr: h->unnamed_addr = 2; next(p); break;
    case KW_addrspace:
      if (parse_addrspace(p) != 0) ERR(p, "unsupported function address space");
      break;
    case KW_section: case KW_partition: next(p); expect(p, LX_STR, "string"); break;
    case KW_comdat:
      next(p);
      if (TK.kind == LX_LPAREN) skip_group(p);
      break;
    case KW_align: h->align = parse_align(p); break;
    case KW_gc: case KW_prefix: case KW_prologue: case KW_personality:
      ERR(p, "unsupported %s", lex_kw_name(TK.kw));
    default: return;
    }
  }
}

/* Whether callee name s (a declaration) is dropped (dropped_callee) or
 * unsupported (an unknown llvm.* name: error). */
static bool drop_intrinsic(P *p, const LexTok *t, IrStr name, bool define) {
  const char *s = ir_cstr(p->m, name);
  size_t n = strlen(s);
  bool is_llvm;
  IrIntrin id = ir_intrin_lookup(s, n, &is_llvm);
  if (id || !is_llvm) return false;
  if (!define && dropped_callee(s, n)) return true;
  ERRT(p, t, "unsupported intrinsic %s", s);
}

static void add_function(P *p, IrStr name, IrType rt, uint32_t np, bool vararg, const FnHdr *h,
                         const IrParam *ret, int link, int kernel, uint32_t line, Span body) {
  IrModule *m = p->m;
  uint32_t base = p->ntys;
  for (uint32_t i = 0; i < np; i++) *VPUSH(p, p->tys, p->ntys, p->captys) = p->prm[i].type;
  uint32_t fidx = ir_func_new(m, name, rt, np, p->tys + base, vararg);
  p->ntys = base;
  IrFunc *f = ir_func(m, fidx);
  bool lifetime = f->intrin == IR_IN_LLVM_LIFETIME_START || f->intrin == IR_IN_LLVM_LIFETIME_END;
  if (ir_intrin_is_new((IrIntrin)f->intrin) || (lifetime && np == 1)) dialect(p, IR_DIALECT_22);
  for (uint32_t i = 0; i < np; i++) f->params[i] = p->prm[i];
  f->ret_attrs = ret->attrs;
  f->ret_range = ret->range;
  f->ret_nofpclass = ret->nofpclass;
  f->ret_align = ret->align;
  f->ret_deref = ret->deref;
  f->ret_deref_or_null = ret->deref_or_null;
  f->linkage = (uint8_t)link;
  f->is_kernel = kernel > 0;
  f->unnamed_addr = h->unnamed_addr;
  f->fattrs |= h->a.bits;
  f->null_valid = h->a.null_valid;
  if (f->null_valid) p->m->null_valid = true;
  f->align = h->align;
  f->line = line;
  if (!name) *VPUSH(p, p->gnum, p->ngnum, p->capgnum) = ir_ref(IR_RFUNC, fidx);
  FuncInfo *fi = VPUSH(p, p->fi, p->nfi, p->capfi);
  fi->fidx = fidx;
  fi->body = body;
  fi->den = h->a.den;
  fi->den32 = h->a.den32;
}

/* function := 'define' header '{' body '}' | 'declare' {METANAME mdvalue} header
 * header := {linkage | decoration | cconv} {pattr} type (GLOBAL | GLOBALNUM) params fnhdr */
static void parse_function(P *p, bool define) {
  uint32_t line = TK.line;
  int link = IR_LINK_EXTERNAL, kernel = 0;
  next(p);
  while (!define && accept(p, LX_METANAME)) skip_md(p);  /* declare !dbg !5 ... */
  for (;;) {
    int l = TK.kind == LX_KW ? linkage_kw(TK.kw) : -1;
    if (l == IR_LINK_APPENDING || l == IR_LINK_COMMON) ERR(p, "invalid linkage for function");
    if (l >= 0) {
      link = l;
      next(p);
      continue;
    }
    if (skip_decoration(p)) continue;
    int cc = cconv(p);
    if (cc < 0) break;
    kernel |= cc;
  }
  IrParam ret;
  memset(&ret, 0, sizeof ret);
  param_attrs(p, &ret);
  LexTok rt0 = TK;
  IrType rt = parse_type(p);
  if (rt != IR_VOID) check_value_type(p, rt, rt0.line, rt0.col);
  check_attr_types(p, &ret, rt, &rt0);
  LexTok nt = TK;
  if (nt.kind != LX_GLOBAL && nt.kind != LX_GLOBALNUM) expected(p, "function name");
  IrStr name = new_symbol(p, &nt, "function");
  bool drop = name && drop_intrinsic(p, &nt, name, define);
  next(p);
  bool vararg = false;
  uint32_t np = parse_params(p, drop, &vararg), aref0 = p->naref;
  FnHdr h;
  memset(&h, 0, sizeof h);
  h.a.den = h.a.den32 = -1;
  fn_header_attrs(p, &h, p->nfi);
  Span body = {NULL, NULL, 0};
  if (define) {
    if (TK.kind != LX_LBRACE) expected(p, "'{'");
    body = span_here(p);
    lex_skip_braces(&p->lx);
  }
  if (drop) {
    p->naref = aref0;
    return;
  }
  add_function(p, name, rt, np, vararg, &h, &ret, link, kernel, line, body);
}

/* What the prefix of a global says. */
typedef struct GlobHdr {
  int link;
  bool ext_kw;          /* 'external' / 'extern_weak' written: no initializer */
  unsigned as;
  uint8_t unnamed_addr, ext_init;
} GlobHdr;

/* gprefix := {linkage | decoration | 'unnamed_addr' | 'local_unnamed_addr' | addrspace
 *            | 'externally_initialized'} ; thread_local, alias, ifunc unsupported */
static void global_prefix(P *p, GlobHdr *h) {
  for (;;) {
    int l = TK.kind == LX_KW ? linkage_kw(TK.kw) : -1;
    if (l >= 0) {
      h->link = l;
      h->ext_kw = TK.kw == KW_external || TK.kw == KW_extern_weak;
      next(p);
      continue;
    }
    if (skip_decoration(p)) continue;
    if (TK.kind != LX_KW) return;
    switch (TK.kw) {
    case KW_unnamed_addr: h->unnamed_addr = 1; next(p); break;
    case KW_local_unnamed_addr: h->unnamed_addr = 2; next(p); break;
    case KW_addrspace: h->as = parse_addrspace(p); break;
    case KW_externally_initialized: h->ext_init = 1; next(p); break;
    case KW_thread_local: case KW_alias: case KW_ifunc: ERR(p, "unsupported %s", lex_kw_name(TK.kw));
    default: return;
    }
  }
}

/* gattrs := {',' ('align' INT | 'section' STR | 'partition' STR | 'comdat' ['(' COMDAT ')']
 *            | METANAME mdvalue)} */
static uint32_t global_attrs(P *p) {
  uint32_t align = 0;
  while (accept(p, LX_COMMA)) {
    if (is_kw(p, KW_align)) align = parse_align(p);
    else if (accept_kw(p, KW_section) || accept_kw(p, KW_partition)) expect(p, LX_STR, "string");
    else if (accept_kw(p, KW_comdat)) {
      if (TK.kind == LX_LPAREN) skip_group(p);
    } else if (accept(p, LX_METANAME)) skip_md(p);
    else expected(p, "global attribute");
  }
  return align;
}

/* global := (GLOBAL | GLOBALNUM) '=' prefix ('global' | 'constant') type [const] gattrs
 * The initializer is skipped here and parsed in pass 2. */
static void parse_global(P *p) {
  LexTok nt = TK;
  GlobHdr h = {IR_LINK_EXTERNAL, false, 0, 0, 0};
  next(p);
  expect(p, LX_EQ, "'='");
  global_prefix(p, &h);
  bool is_const = is_kw(p, KW_constant);
  if (!accept_kw(p, KW_global) && !accept_kw(p, KW_constant)) expected(p, "'global' or 'constant'");
  LexTok tt = TK;
  IrType vt = parse_type(p);
  check_value_type(p, vt, tt.line, tt.col);
  Span init = {NULL, NULL, 0};
  if (!h.ext_kw) {
    init = span_here(p);
    skip_const(p);
  }
  uint32_t align = global_attrs(p);
  uint32_t g = ir_global_new(p->m, new_symbol(p, &nt, "global variable"), vt, h.as);
  IrGlobal *gl = ir_global(p->m, g);
  gl->linkage = (uint8_t)h.link;
  gl->is_const = is_const;
  gl->unnamed_addr = h.unnamed_addr;
  gl->ext_init = h.ext_init;
  gl->align = align;
  gl->line = nt.line;
  if (nt.kind == LX_GLOBALNUM) *VPUSH(p, p->gnum, p->ngnum, p->capgnum) = ir_ref(IR_RGLOBAL, g);
  if (init.at) {
    GlobInfo *gi = VPUSH(p, p->gi, p->ngi, p->capgi);
    gi->gidx = g;
    gi->init = init;
  }
}

/* typedef := LOCAL '=' 'type' ('opaque' | '{' fields '}' | '<' '{' fields '}' '>') */
static void parse_typedef(P *p) {
  LexTok nt = TK;
  next(p);
  expect(p, LX_EQ, "'='");
  expect_kw(p, KW_type);
  uint32_t e = named_entry(p, &nt);
  if (p->nty[e].defined) ERRT(p, &nt, "redefinition of type '%.*s'", TOKSRC(&nt));
  p->nty[e].defined = 1;
  p->nty[e].line = nt.line;
  p->nty[e].col = nt.col;
  if (accept_kw(p, KW_opaque)) {
    p->nty[e].opaque = 1;
    return;
  }
  bool packed = accept(p, LX_LT);
  if (TK.kind != LX_LBRACE) ERR(p, "unsupported non-struct named type");
  next(p);
  enter(p);
  uint32_t base = p->ntys, n = struct_fields(p, LX_RBRACE);
  expect(p, LX_RBRACE, "'}'");
  if (packed) expect(p, LX_GT, "'>'");
  leave(p);
  ir_type_set_body(p->m, p->nty[e].t, n, p->tys + base, packed);
  p->ntys = base;
}

/* mdnode := METANUM '=' ['distinct'] mdvalue  (position kept for !nvvm.annotations) */
static void parse_mdnode(P *p) {
  LexTok t = TK;
  next(p);
  expect(p, LX_EQ, "'='");
  if (t.num >= UINT32_MAX) ERRT(p, &t, "metadata id too large");
  if (map_get(&p->mdmap, t.num + 1) != NONE32) ERRT(p, &t, "redefinition of metadata '!%llu'", (unsigned long long)t.num);
  accept_kw(p, KW_distinct);
  *VPUSH(p, p->md, p->nmd, p->capmd) = span_here(p);
  map_put(p, &p->mdmap, t.num + 1, p->nmd - 1);
  skip_md(p);
}

/* namedmd := METANAME '=' '!' '{' [mdvalue {',' mdvalue}] '}' */
static void parse_named_md(P *p) {
  LexTok t = TK;
  bool annot = tok_is_text(&t, "nvvm.annotations");
  next(p);
  expect(p, LX_EQ, "'='");
  expect(p, LX_EXCL, "'!'");
  expect(p, LX_LBRACE, "'{'");
  while (TK.kind != LX_RBRACE) {
    if (annot && TK.kind == LX_METANUM) {
      MdRef *r = VPUSH(p, p->annot, p->nannot, p->capannot);
      r->id = TK.num >= UINT32_MAX ? UINT32_MAX : (uint32_t)TK.num, r->line = TK.line, r->col = TK.col;
    }
    skip_md(p);
    if (TK.kind != LX_RBRACE) expect(p, LX_COMMA, "','");
  }
  next(p);
}

/* attrgroup := 'attributes' ATTRNUM '=' '{' {fnattr | 'align' '=' INT} '}' */
static void parse_attr_group(P *p) {
  next(p);
  LexTok t = TK;
  if (t.kind != LX_ATTRNUM) expected(p, "attribute group id");
  next(p);
  expect(p, LX_EQ, "'='");
  expect(p, LX_LBRACE, "'{'");
  FnAttrs a = {0, -1, -1, false};
  while (!accept(p, LX_RBRACE)) {
    if (fn_attr(p, &a)) continue;
    if (!accept_kw(p, KW_align)) expected(p, "attribute");
    expect(p, LX_EQ, "'='");
    expect(p, LX_INT, "alignment");
  }
  if (t.num >= UINT32_MAX) ERRT(p, &t, "attribute group id too large");
  if (map_get(&p->grpmap, t.num + 1) != NONE32) ERRT(p, &t, "redefinition of attribute group #%llu", (unsigned long long)t.num);
  *VPUSH(p, p->grp, p->ngrp, p->capgrp) = a;
  map_put(p, &p->grpmap, t.num + 1, p->ngrp - 1);
}

/* header := 'source_filename' '=' STR | 'target' ('datalayout' | 'triple') '=' STR */
static void parse_header(P *p) {
  IrStr *dst = &p->m->source_filename;
  if (accept_kw(p, KW_target)) {
    if (is_kw(p, KW_datalayout)) dst = &p->m->datalayout;
    else if (is_kw(p, KW_triple)) dst = &p->m->triple;
    else expected(p, "'datalayout' or 'triple'");
  }
  next(p);
  expect(p, LX_EQ, "'='");
  if (TK.kind != LX_STR) expected(p, "string");
  *dst = tok_str(p, &TK, "string");
  next(p);
}

/* module := {toplevel}
 * toplevel := header | typedef | global | function | attrgroup | mdnode | namedmd
 *           | COMDAT '=' 'comdat' kind | uselistorder */
static void parse_module(P *p) {
  for (;;) {
    switch (TK.kind) {
    case LX_EOF: return;
    case LX_LOCAL: case LX_LOCALNUM: parse_typedef(p); break;
    case LX_GLOBAL: case LX_GLOBALNUM: parse_global(p); break;
    case LX_METANUM: parse_mdnode(p); break;
    case LX_METANAME: parse_named_md(p); break;
    case LX_COMDAT:
      next(p);
      expect(p, LX_EQ, "'='");
      expect_kw(p, KW_comdat);
      if (TK.kind != LX_IDENT && TK.kind != LX_KW) expected(p, "comdat selection kind");
      next(p);
      break;
    case LX_KW:
      switch (TK.kw) {
      case KW_source_filename: case KW_target: parse_header(p); break;
      case KW_define: parse_function(p, true); break;
      case KW_declare: parse_function(p, false); break;
      case KW_attributes: parse_attr_group(p); break;
      case KW_module: ERR(p, "unsupported module asm");
      case KW_uselistorder: case KW_uselistorder_bb: skip_uselistorder(p); break;
      default: expected(p, "top-level entity");
      }
      break;
    default: expected(p, "top-level entity");
    }
  }
}

/* ------------------------------------------------------------------ */
/* Between the passes                                                   */

static void check_types(P *p) {
  for (uint32_t i = 0; i < p->nnty; i++) {
    const NamedTy *nt = &p->nty[i];
    if (!nt->defined)
      err_at(p, nt->line, nt->col, "use of undefined type '%%%s'", ir_cstr(p->m, ir_ty(p->m, nt->t)->name));
  }
  for (uint32_t i = 0; i < p->nnty; i++) validate(p, p->nty[i].t, 0, p->nty[i].line, p->nty[i].col);
  for (uint32_t i = 0; i < p->ntuse; i++) {
    const TypeUse *u = &p->tuse[i];
    validate(p, u->t, 0, u->line, u->col);
    IrType o = memo(p, u->t)->opq;
    if (o != NONE32) err_at(p, u->line, u->col, "unsupported opaque struct type '%s'", tname(p, o));
  }
}

/* Applies "#N" groups, then settles the denormal modes. */
static void apply_attrs(P *p) {
  for (uint32_t i = 0; i < p->naref; i++) {
    const AttrRef *r = &p->aref[i];
    uint32_t g = map_get(&p->grpmap, (uint64_t)r->group + 1);
    if (g == NONE32) err_at(p, r->line, r->col, "undefined attribute group #%u", r->group);
    FuncInfo *fi = &p->fi[r->fi];
    ir_func(p->m, fi->fidx)->fattrs |= p->grp[g].bits;
    if (p->grp[g].null_valid) ir_func(p->m, fi->fidx)->null_valid = p->m->null_valid = true;
    if (p->grp[g].den >= 0) fi->den = p->grp[g].den;
    if (p->grp[g].den32 >= 0) fi->den32 = p->grp[g].den32;
  }
  for (uint32_t i = 0; i < p->nfi; i++) {
    IrFunc *f = ir_func(p->m, p->fi[i].fidx);
    f->denorm = (uint8_t)(p->fi[i].den < 0 ? IR_DN_IEEE : p->fi[i].den);
    f->denorm_f32 = (uint8_t)(p->fi[i].den32 < 0 ? f->denorm : p->fi[i].den32);
  }
}

/* annotation := '!' '{' 'ptr' GLOBAL {',' '!' STR ',' INTTYPE INT} '}' : a
 * ("kernel", 1) pair marks the function.  Anything else is ignored. */
static void annotation(P *p) {
  if (!accept(p, LX_EXCL) || !accept(p, LX_LBRACE) || !accept_kw(p, KW_ptr)) return;
  if (TK.kind != LX_GLOBAL && TK.kind != LX_GLOBALNUM) return;
  IrRef r = lookup_sym(p, &TK);
  if (!ir_ref_is(r, IR_RFUNC)) return;
  IrFunc *f = ir_func(p->m, ir_ref_idx(r));
  next(p);
  while (accept(p, LX_COMMA) && accept(p, LX_EXCL) && TK.kind == LX_STR) {
    bool kernel = tok_is_text(&TK, "kernel");
    next(p);
    if (!accept(p, LX_COMMA) || !accept(p, LX_INTTYPE) || TK.kind != LX_INT) return;
    if (kernel && tok_is_text(&TK, "1")) f->is_kernel = true;
    next(p);
  }
}

static void mark_kernels(P *p) {
  for (uint32_t i = 0; i < p->nannot; i++) {
    const MdRef *r = &p->annot[i];
    uint32_t e = map_get(&p->mdmap, (uint64_t)r->id + 1);
    if (e == NONE32) err_at(p, r->line, r->col, "use of undefined metadata '!%u'", r->id);
    lex_seek(&p->lx, p->md[e].at, p->md[e].line, p->md[e].line0);
    annotation(p);
  }
}

/* ------------------------------------------------------------------ */
/* Driver                                                               */

static void init_kwop(P *p) {
  for (unsigned op = 1; op < IR_NOPS; op++) {
    const char *t = ir_opinfo[op].text;
    LexKw kw = lex_kw(&p->lx, t, strlen(t));
    assert(kw && "an ops.def keyword is missing from LEX_KEYWORDS");
    if (!p->kwop[kw]) p->kwop[kw] = (uint8_t)op;
  }
}

/* Pass 2 for globals: each initializer at its kept position. */
static void parse_inits(P *p) {
  for (uint32_t i = 0; i < p->ngi; i++) {
    const GlobInfo *gi = &p->gi[i];
    lex_seek(&p->lx, gi->init.at, gi->init.line, gi->init.line0);
    IrRef r = parse_const(p, ir_global(p->m, gi->gidx)->vtype);
    IrGlobal *g = ir_global(p->m, gi->gidx);
    g->init = r;
    g->has_init = 1;
  }
}

/* The user-error boundary: errors longjmp here. */
static void parse_run(void *arg) {
  P *p = arg;
  if (setjmp(p->jb)) {
    p->failed = true;
    return;
  }
  p->m->file = ir_strz(p->m, p->file);
  IR_GROW(p->c, p->ops, p->capops, 16);  /* never NULL: "base + 0" stays defined */
  IR_GROW(p->c, p->tys, p->captys, 16);
  IR_GROW(p->c, p->prm, p->capprm, 16);
  /* type.c hashes "tfields + field0" and "celems + elem0" even for empty
   * structs and aggregates: make sure those arrays exist */
  IR_GROW(p->c, p->m->tfields, p->m->captfields, 16);
  IR_GROW(p->c, p->m->celems, p->m->capcelems, 16);
  init_kwop(p);
  p->phase = 1;
  next(p);
  parse_module(p);
  check_types(p);
  apply_attrs(p);
  mark_kernels(p);
  p->phase = 2;
  parse_inits(p);
  for (uint32_t i = 0; i < p->nfi; i++)
    if (p->fi[i].body.at) parse_body(p, &p->fi[i]);
}

#define FREEVEC(p, a, cap) ((a) ? (void)ir_alloc((p)->c, (a), (size_t)(cap) * sizeof *(a), 0) : (void)0)

static void parser_free(P *p) {
  map_free(p, &p->tymap);
  map_free(p, &p->grpmap);
  map_free(p, &p->mdmap);
  map_free(p, &p->lmap);
  FREEVEC(p, p->nty, p->capnty);
  FREEVEC(p, p->tm, p->captm);
  FREEVEC(p, p->tuse, p->captuse);
  FREEVEC(p, p->fi, p->capfi);
  FREEVEC(p, p->gi, p->capgi);
  FREEVEC(p, p->grp, p->capgrp);
  FREEVEC(p, p->aref, p->caparef);
  FREEVEC(p, p->md, p->capmd);
  FREEVEC(p, p->annot, p->capannot);
  FREEVEC(p, p->gnum, p->capgnum);
  FREEVEC(p, p->loc, p->caploc);
  FREEVEC(p, p->fix, p->capfix);
  FREEVEC(p, p->ops, p->capops);
  FREEVEC(p, p->tys, p->captys);
  FREEVEC(p, p->prm, p->capprm);
  FREEVEC(p, p->sb, p->capsb);
}

IrModule *ir_parse(IrCtx *c, const char *file, const char *text, size_t len) {
  ir_ctx_clear_error(c);
  IrModule *m = ir_module_new(c);
  if (!m) return NULL;
  Parser *p = ir_alloc(c, NULL, 0, sizeof *p);
  if (!p) {
    ir_module_free(m);
    ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
    return NULL;
  }
  memset(p, 0, sizeof *p);
  p->c = c;
  p->m = m;
  p->file = file ? file : "input";
  lex_init(&p->lx, c, p->file, text ? text : "", text ? len : 0, &p->jb);
  IrStatus st = ir_protect(c, parse_run, p);
  bool ok = st == IR_OK && !p->failed;
  parser_free(p);
  ir_alloc(c, p, sizeof *p, 0);
  if (!ok) {
    ir_module_free(m);
    return NULL;
  }
  return m;
}

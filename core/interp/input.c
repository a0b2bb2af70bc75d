/* core/interp/input.c -- input vectors of the interpreter: the default
 * options and grid syntax, the seeded edge-biased generator, and the
 * `.input` text format that saves a run's input and options for replay.
 *
 * Contract: interp.h.  Generation is deterministic for (module, function,
 * seed) and uses its own PRNG (splitmix64).  interp_input_read never
 * crashes on any text: malformed input gives IR_EUSER with
 * "file:line:col: error: message"; write then read gives the same input
 * and options bit for bit (a poison byte's value reads back as 0).
 *
 * The .input format, version 1.  Line-oriented text; ';' starts a comment
 * that runs to the end of the line; blank and comment lines may appear
 * anywhere; spaces and tabs separate tokens.
 *
 *   file     := header func arg* 'end'
 *   header   := 'passcheck-input' DEC option*              (one line; DEC = 1)
 *   option   := 'seed=' HEX | 'grid=' GRID | 'math=' ('mpfr' | 'host')
 *             | 'approx=' ('exact' | 'adversarial') | 'approx-seed=' HEX
 *             | 'budget=' DEC | 'races=' ('on' | 'off')
 *             | 'callees=' ('active' | 'quiet')              (InterpInput.callees)
 *   func     := 'func' NAME                                (one line)
 *   arg      := 'arg' DEC TYPE value                       (one line + data lines)
 *   value    := 'null' | 'buffer' DEC data | 'alias' DEC '+' DEC
 *             | 'bytes' DEC data | lane+
 *   lane     := HEX | 'poison'
 *   data     := dataline*                                   (DEC bytes in all)
 *   dataline := OFFSET ':' byte{1,16}                       (OFFSET: hex, bytes so far)
 *   byte     := two hex digits | '??'                       ('??': a poison byte)
 *
 * HEX is 0x followed by hex digits; DEC decimal digits; GRID as --grid
 * ("2x4" or "2,1,1x4,1,1"); NAME is the function's @name with characters
 * other than [A-Za-z0-9._$-] written \XX.  Missing options take their
 * defaults.  Arguments come in parameter order, one per parameter.  TYPE is
 * the parameter's type as LLVM spells it.  A pointer parameter's value is
 * `null`, `buffer N` (the bytes of its buffer) or `alias B + OFF` (no
 * buffer: it points OFF bytes into argument B's; interp_alias_invalid
 * says which are valid; noalias parameters never alias); any other parameter is
 * `bytes N` (its in-memory bytes, N = the type's store size) or, for int
 * and FP scalars and vectors of byte-sized elements, one HEX per lane (the
 * bits; FP as IEEE bits) or `poison`.  The writer adds the typed values as
 * comments.  Example:
 *
 *   passcheck-input 1 seed=0x2a grid=2,1,1x4,1,1 math=mpfr approx=exact ...
 *   func @saxpy
 *   arg 0 float 0x40000000 ; 2
 *   arg 1 ptr buffer 8
 *     0000: 00 00 80 3f ?? ?? ?? ?? ; 1 poison
 *   end
 */
#include <ctype.h>
#include <inttypes.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "inout.h"

typedef unsigned __int128 u128;

/* ------------------------------------------------------------------ */
/* Options                                                              */

void interp_opts_default(InterpOpts *o) {
  memset(o, 0, sizeof *o);
  o->grid.block[0] = 2, o->grid.block[1] = 1, o->grid.block[2] = 1;
  o->grid.thread[0] = 4, o->grid.thread[1] = 1, o->grid.thread[2] = 1;
  o->math = INTERP_MATH_MPFR;
  o->approx = INTERP_APPROX_EXACT;
  o->races = true;
}

/* Up to three comma-separated positive decimals, missing ones 1. */
static bool parse_dims(const char *s, size_t n, uint32_t d[3]) {
  uint32_t k = 0;
  size_t i = 0;
  d[0] = d[1] = d[2] = 1;
  for (;;) {
    uint64_t v = 0;
    size_t st = i;
    while (i < n && isdigit((unsigned char)s[i]) && i - st < 11) v = v * 10 + (uint64_t)(s[i++] - '0');
    if (i == st || v == 0 || v > 0x7fffffff || k == 3) return false;
    d[k++] = (uint32_t)v;
    if (i == n) return true;
    if (s[i++] != ',') return false;
  }
}

/* "BxT" or "Bx,By,BzxTx,Ty,Tz"; every dimension >= 1 and at most 2^24
 * threads in the whole grid. */
bool interp_grid_parse(const char *s, InterpGrid *g) {
  if (!s) return false;
  const char *x = strchr(s, 'x');
  if (!x || strchr(x + 1, 'x')) return false;
  InterpGrid t;
  if (!parse_dims(s, (size_t)(x - s), t.block) || !parse_dims(x + 1, strlen(x + 1), t.thread)) return false;
  uint64_t total = 1;
  for (int i = 0; i < 3; i++) {
    total *= (uint64_t)t.block[i] * t.thread[i];
    if (total > (1u << 24)) return false;
  }
  *g = t;
  return true;
}

static uint64_t grid_threads(const InterpGrid *g) {
  return (uint64_t)g->block[0] * g->block[1] * g->block[2] * g->thread[0] * g->thread[1] * g->thread[2];
}

/* ------------------------------------------------------------------ */
/* Formatting helpers (shared with result.c through inout.h)            */

static unsigned fp_mbits(unsigned w) { return w == 16 ? 10 : w == 32 ? 23 : 52; }
static unsigned fp_ebits(unsigned w) { return w == 16 ? 5 : w == 32 ? 8 : 11; }

bool interp_fp_isnan(unsigned w, uint64_t bits) {
  unsigned mb = fp_mbits(w), eb = fp_ebits(w);
  uint64_t e = bits >> mb & ((1u << eb) - 1), f = bits & (((uint64_t)1 << mb) - 1);
  return e == (1u << eb) - 1 && f != 0;
}

/* The value of w-bit FP bits as a double (exact: every half and float is a
 * double). */
static double fp_value(unsigned w, uint64_t bits) {
  if (w == 64) return ir_bits_f64(bits);
  if (w == 32) return ir_bits_f32((uint32_t)bits);
  unsigned e = bits >> 10 & 31, fr = bits & 1023;
  double v = e == 0 ? fr * 0x1p-24 : e == 31 ? (fr ? 0.0 / 0.0 : 1.0 / 0.0) : (1024 + fr) * (double)(1u << e) * 0x1p-25;
  return bits & 0x8000 ? -v : v;
}

static void fmt_fp(char *buf, size_t n, unsigned w, uint64_t bits) {
  bool neg = bits >> (w - 1) & 1;
  if (interp_fp_isnan(w, bits)) {
    snprintf(buf, n, "%snan", neg ? "-" : "");
    return;
  }
  double v = fp_value(w, bits);
  if (v - v != 0) snprintf(buf, n, "%sinf", neg ? "-" : "");
  else if (v == 0) snprintf(buf, n, "%s0", neg ? "-" : "");
  else snprintf(buf, n, "%.*g", w == 16 ? 5 : w == 32 ? 9 : 17, v);
}

static u128 get_le(const uint8_t *b, unsigned nbytes) {
  u128 v = 0;
  for (unsigned i = nbytes; i > 0; i--) v = v << 8 | b[i - 1];
  return v;
}

static void fmt_u128(char *buf, size_t n, u128 v) {
  char t[48];
  int k = 0;
  do t[k++] = (char)('0' + (int)(v % 10)), v /= 10; while (v);
  size_t j = 0;
  while (k > 0 && j + 1 < n) buf[j++] = t[--k];
  buf[j] = 0;
}

void interp_fmt_scalar(char *buf, size_t n, const IrModule *m, IrType t, const uint8_t *b) {
  unsigned w = ir_type_bits(m, t);
  const IrTypeInfo *ti = ir_ty(m, t);
  if (ir_type_is_fp(m, t)) {
    fmt_fp(buf, n, w, (uint64_t)get_le(b, w / 8));
  } else if (ti->kind == IR_TPTR) {
    snprintf(buf, n, "0x%" PRIx64, (uint64_t)get_le(b, w / 8));
  } else {
    u128 v = get_le(b, (w + 7) / 8), mk = w >= 128 ? ~(u128)0 : ((u128)1 << w) - 1;
    v &= mk;
    bool neg = w > 1 && (v >> (w - 1) & 1);
    if (neg) v = (~v + 1) & mk;
    if (neg && n > 1) *buf++ = '-', n--;
    fmt_u128(buf, n, v);
  }
}

void interp_fmt_name(char *buf, size_t n, const char *name) {
  size_t j = 0;
  if (n < 2) return;
  buf[j++] = '@';
  for (; *name && j + 4 < n; name++) {
    unsigned char ch = (unsigned char)*name;
    if (isalnum(ch) || ch == '.' || ch == '_' || ch == '$' || ch == '-') buf[j++] = (char)ch;
    else j += (size_t)snprintf(buf + j, n - j, "\\%02X", ch);
  }
  buf[j] = 0;
}

static IrType elem_scalar(const IrModule *m, IrType t, int depth) {
  const IrTypeInfo *ti = ir_ty(m, t);
  if (depth > 16) return IR_VOID;
  if (ti->kind == IR_TARRAY || ti->kind == IR_TVEC) return elem_scalar(m, ti->elem, depth + 1);
  if (ti->kind == IR_TSTRUCT) {  /* a struct of fields of one scalar type, laid out without padding */
    IrType e = IR_VOID;
    for (uint32_t i = 0; i < ti->nfields; i++) {
      IrType f = elem_scalar(m, ir_type_field(m, t, i), depth + 1);
      if (f == IR_VOID || (i && f != e)) return IR_VOID;
      e = f;
    }
    return e != IR_VOID && ir_type_alloc_size(m, t) % ir_type_store_size(m, e) == 0 ? e : IR_VOID;
  }
  return ti->kind == IR_TINT || ir_type_is_fp(m, t) || ti->kind == IR_TPTR ? t : IR_VOID;
}

IrType interp_elem_scalar(const IrModule *m, IrType t) { return elem_scalar(m, t, 0); }

/* ------------------------------------------------------------------ */
/* What the function does with its parameters                           */

typedef struct Vote {
  IrType t[8];
  uint32_t n[8];
  uint32_t k;
  IrType gep;   /* fallback: a getelementptr source element type */
  bool index;   /* some value read from it is used as an index or a bound */
} Vote;

/* When use slot u is the value operand of a store into an alloca (O0 code
 * keeps parameters in stack slots): the alloca, else IR_NIL.  The loads
 * of that alloca then carry the value on. */
static IrId stored_slot(const IrFunc *f, IrId u) {
  IrId i = f->uses[u].user;
  const IrInst *in = &f->insts[i];
  if (in->op != IR_STORE || u != in->op0) return IR_NIL;
  IrRef a = ir_opnd(f, i, 1);
  return ir_ref_is(a, IR_RINST) && f->insts[ir_ref_idx(a)].op == IR_ALLOCA ? ir_ref_idx(a) : IR_NIL;
}

/* Whether pred holds for the use list of some load of alloca a. */
static bool any_reload(const IrFunc *f, IrId a, int depth, bool (*pred)(const IrFunc *, IrId, int)) {
  for (IrId u = f->insts[a].first_use; u != IR_NIL; u = f->uses[u].next) {
    IrId i = f->uses[u].user;
    if (f->insts[i].op == IR_LOAD && pred(f, f->insts[i].first_use, depth + 1)) return true;
  }
  return false;
}

static bool is_index_call(const IrInst *in) {
  if (in->op != IR_CALL) return false;
  switch (in->aux) {
  case IR_IN_NVVM_TID_X: case IR_IN_NVVM_TID_Y: case IR_IN_NVVM_TID_Z:
  case IR_IN_NVVM_CTAID_X: case IR_IN_NVVM_CTAID_Y: case IR_IN_NVVM_CTAID_Z:
  case IR_IN_NVVM_NTID_X: case IR_IN_NVVM_NTID_Y: case IR_IN_NVVM_NTID_Z:
  case IR_IN_NVVM_NCTAID_X: case IR_IN_NVVM_NCTAID_Y: case IR_IN_NVVM_NCTAID_Z:
  case IR_IN_NVVM_LANEID: case IR_IN_OCL_GET_GROUP_ID: case IR_IN_OCL_GET_LOCAL_ID:
  case IR_IN_OCL_GET_GLOBAL_ID: case IR_IN_OCL_GET_LOCAL_SIZE: case IR_IN_OCL_GET_NUM_GROUPS:
  case IR_IN_OCL_GET_GLOBAL_SIZE: return true;
  default: return false;
  }
}

/* A call that reads memory through its pointer argument and returns what
 * it read (llvm.nvvm.ldg.*, atomics). */
static bool is_load_call(const IrInst *in) {
  return in->op == IR_CALL && in->aux < IR_NINTRIN && (ir_intrin_info[in->aux].attrs & IR_A_READS) &&
         in->type != IR_VOID;
}

/* Whether value r is computed from a thread index, a loop phi or a value
 * read from memory (then an int parameter compared with it is a bound). */
static bool index_like(const IrFunc *f, IrRef r, int depth) {
  if (!ir_ref_is(r, IR_RINST) || depth > 6) return false;
  const IrInst *in = &f->insts[ir_ref_idx(r)];
  if (in->op == IR_PHI || in->op == IR_LOAD || is_index_call(in) || is_load_call(in)) return true;
  if (in->op == IR_CALL) return false;
  for (uint32_t k = 0; k < in->nops; k++)
    if (index_like(f, ir_opnd(f, ir_ref_idx(r), k), depth + 1)) return true;
  return false;
}

/* Whether the value of instruction v flows (through casts, phis and
 * integer arithmetic) into an address index or a comparison with an
 * index. */
static bool uses_feed_index(const IrFunc *f, IrId u, int depth);
static bool feeds_index(const IrFunc *f, IrId v, int depth) { return uses_feed_index(f, f->insts[v].first_use, depth); }

/* The same for the value whose use list starts at u. */
static bool uses_feed_index(const IrFunc *f, IrId u, int depth) {
  for (; u != IR_NIL; u = f->uses[u].next) {
    IrId a = depth < 3 ? stored_slot(f, u) : IR_NIL;
    if (a != IR_NIL && any_reload(f, a, depth, uses_feed_index)) return true;
    IrId i = f->uses[u].user;
    const IrInst *in = &f->insts[i];
    uint32_t k = u - in->op0;
    switch (in->op) {
    case IR_GEP: if (k >= 1) return true; break;
    case IR_ICMP: if (index_like(f, ir_opnd(f, i, 1 - k), 0)) return true; break;
    case IR_SEXT: case IR_ZEXT: case IR_TRUNC: case IR_ADD: case IR_SUB: case IR_MUL: case IR_SHL:
    case IR_AND: case IR_SELECT: case IR_PHI:
      if (depth < 3 && feeds_index(f, i, depth + 1)) return true;
      break;
    default: break;
    }
  }
  return false;
}

static void vote(const IrModule *m, Vote *v, IrType t) {
  t = interp_elem_scalar(m, t);
  if (t == IR_VOID) return;
  for (uint32_t i = 0; i < v->k; i++)
    if (v->t[i] == t) {
      v->n[i]++;
      return;
    }
  if (v->k < 8) v->t[v->k] = t, v->n[v->k++] = 1;
}

/* The defined function that call instruction i calls, or NULL. */
static const IrFunc *defined_callee(const IrModule *m, const IrFunc *f, IrId i) {
  IrRef c = ir_opnd(f, i, 0);
  if (!ir_ref_is(c, IR_RFUNC) || ir_ref_idx(c) >= m->nfuncs) return NULL;
  const IrFunc *g = ir_func(m, ir_ref_idx(c));
  return g->is_decl ? NULL : g;
}

/* Walks the uses of a pointer value (first use slot u). */
static void pointee_walk(const IrModule *m, const IrFunc *f, IrId u, Vote *v, int depth) {
  for (; u != IR_NIL; u = f->uses[u].next) {
    IrId i = f->uses[u].user;
    const IrInst *in = &f->insts[i];
    uint32_t k = u - in->op0;
    if ((in->op == IR_LOAD && k == 0) || (is_load_call(in) && k == 1))
      if (ir_type_is_int(m, in->type) && !v->index) v->index = feeds_index(f, i, 0);
    if (in->op == IR_CALL && k == 1 && is_load_call(in)) vote(m, v, in->type);
    switch (in->op) {
    case IR_LOAD: if (k == 0) vote(m, v, in->type); break;
    case IR_STORE:
      if (k == 1) vote(m, v, ir_value_type(f, ir_opnd(f, i, 0)));
      else if (stored_slot(f, u) != IR_NIL && depth < 4)
        for (IrId w = f->insts[stored_slot(f, u)].first_use; w != IR_NIL; w = f->uses[w].next)
          if (f->insts[f->uses[w].user].op == IR_LOAD)
            pointee_walk(m, f, f->insts[f->uses[w].user].first_use, v, depth + 1);
      break;
    case IR_ATOMICRMW: case IR_CMPXCHG: if (k == 0) vote(m, v, ir_value_type(f, ir_opnd(f, i, 1))); break;
    case IR_GEP:
      if (k != 0) break;
      if (v->gep == IR_VOID) v->gep = interp_elem_scalar(m, in->auxty);
      if (depth < 4) pointee_walk(m, f, in->first_use, v, depth + 1);
      break;
    case IR_ADDRSPACECAST: case IR_BITCAST: case IR_PHI: case IR_SELECT:
      if (depth < 4) pointee_walk(m, f, in->first_use, v, depth + 1);
      break;
    case IR_CALL: {  /* into a function of the module: its parameter's uses */
      const IrFunc *callee = defined_callee(m, f, i);
      if (callee && k >= 1 && k - 1 < callee->nparams && depth < 4)
        pointee_walk(m, callee, callee->params[k - 1].first_use, v, depth + 1);
      break;
    }
    default: break;
    }
  }
}

/* The element type of pointer parameter k (IR_VOID: unknown) and whether
 * values read from it are indices. */
static IrType pointee_info(const IrModule *m, const IrFunc *f, uint32_t k, bool *index) {
  *index = false;
  if (!f || k >= f->nparams || f->is_decl) return IR_VOID;
  if (f->params[k].byval != IR_VOID) return interp_elem_scalar(m, f->params[k].byval);
  Vote v;
  memset(&v, 0, sizeof v);
  v.gep = IR_VOID;
  pointee_walk(m, f, f->params[k].first_use, &v, 0);
  uint32_t best = 0;
  for (uint32_t i = 1; i < v.k; i++)
    if (v.n[i] > v.n[best]) best = i;
  *index = v.index;
  return v.k ? v.t[best] : v.gep;
}

IrType interp_pointee_type(const IrModule *m, const IrFunc *f, uint32_t k) {
  bool index;
  return pointee_info(m, f, k, &index);
}

/* Whether the value whose uses start at u is compared against an index. */
static bool compared_to_index(const IrFunc *f, IrId u, int depth) {
  for (; u != IR_NIL; u = f->uses[u].next) {
    IrId a = depth < 2 ? stored_slot(f, u) : IR_NIL;
    if (a != IR_NIL && any_reload(f, a, depth, compared_to_index)) return true;
    IrId i = f->uses[u].user;
    const IrInst *in = &f->insts[i];
    if (in->op == IR_ICMP) {
      uint32_t k = u - in->op0;
      if (index_like(f, ir_opnd(f, i, 1 - k), 0)) return true;
    } else if ((in->op == IR_SEXT || in->op == IR_ZEXT || in->op == IR_TRUNC) && depth < 2) {
      if (compared_to_index(f, in->first_use, depth + 1)) return true;
    }
  }
  return false;
}

static bool size_name(const char *s) {
  static const char *const exact[] = {"n", "m", "k", "len", "size", "count", "num", "nx", "ny", "nz",
                                      "rows", "cols", "total", "pitch", "dim"};
  static const char *const sub[] = {"size", "len", "count", "num", "width", "height", "depth",
                                    "elem", "stride", "dim"};
  char lo[64];
  size_t i = 0;
  for (; s[i] && i + 1 < sizeof lo; i++) lo[i] = (char)tolower((unsigned char)s[i]);
  lo[i] = 0;
  for (size_t j = 0; j < sizeof exact / sizeof *exact; j++)
    if (!strcmp(lo, exact[j])) return true;
  for (size_t j = 0; j < sizeof sub / sizeof *sub; j++)
    if (strstr(lo, sub[j])) return true;
  return false;
}

static bool passed_as_size(const IrModule *m, const IrFunc *f, IrId u, int depth, bool slots);

/* An integer parameter that looks like a size or an index: its name, a
 * comparison with an index, a use in an address, or the same in a
 * function it is passed to. */
static bool size_like_d(const IrModule *m, const IrFunc *f, uint32_t k, int depth) {
  IrType t = f->params[k].type;
  if (!ir_type_is_int(m, t) || ir_type_bits(m, t) < 8) return false;
  if (size_name(ir_cstr(m, f->params[k].name))) return true;
  if (f->is_decl) return false;
  IrId u0 = f->params[k].first_use;
  if (compared_to_index(f, u0, 0) || uses_feed_index(f, u0, 0)) return true;
  return depth < 3 && passed_as_size(m, f, u0, depth, true);
}

/* Whether the value with use list u is passed to a function of the module
 * whose parameter looks like a size (also through a stack slot). */
static bool passed_as_size(const IrModule *m, const IrFunc *f, IrId u, int depth, bool slots) {
  for (; u != IR_NIL; u = f->uses[u].next) {
    IrId i = f->uses[u].user, a = slots ? stored_slot(f, u) : IR_NIL;
    uint32_t j = u - f->insts[i].op0;
    const IrFunc *callee = f->insts[i].op == IR_CALL ? defined_callee(m, f, i) : NULL;
    if (callee && j >= 1 && j - 1 < callee->nparams && size_like_d(m, callee, j - 1, depth + 1)) return true;
    for (IrId w = a != IR_NIL ? f->insts[a].first_use : IR_NIL; w != IR_NIL; w = f->uses[w].next)
      if (f->insts[f->uses[w].user].op == IR_LOAD &&
          passed_as_size(m, f, f->insts[f->uses[w].user].first_use, depth, false))
        return true;
  }
  return false;
}

static bool size_like(const IrModule *m, const IrFunc *f, uint32_t k) { return size_like_d(m, f, k, 0); }

/* ------------------------------------------------------------------ */
/* The generator                                                        */

/* Input vectors come in two kinds, chosen per vector from its seed (half
 * are "close"): plain ones, every value edge-biased on its own, and
 * close ones, built to show the faults sampling misses:
 * - FP values of comparable magnitude (one binade, per vector, a few
 *   binades wide, full-precision mantissas) and with cancellation (a
 *   value the negation of an earlier one, a few ulps off), so that
 *   reassociation, contraction and the order of a reduction change
 *   results;
 * - integers at and next to the constants of the functions and at the
 *   overflow boundaries of their operations (InterpConsts).
 * Both kinds keep the edge values (signed zeros, subnormals, NaNs with
 * payloads, powers of two and their neighbours). */
enum { GEN_NCLOSE = 8 };

typedef struct Gen {
  const IrModule *m;
  const IrFunc *f;
  uint64_t s;                     /* splitmix64 state */
  InterpConsts own;               /* the function's constants (when not given) */
  const InterpConsts *k;          /* the constants aimed at */
  bool close;                     /* a close vector (above) */
  int scale;                      /* close: the binade of its FP values */
  uint64_t prev[GEN_NCLOSE];      /* close: FP values so far (bits) ... */
  uint8_t prevw[GEN_NCLOSE];      /* ... and widths, a ring */
  uint32_t nprev;
  uint64_t threads, bthreads;     /* threads in the grid / per block */
  uint64_t elems;                 /* elements of the smallest buffer */
  uint32_t nsize;                 /* size-like parameters */
  uint64_t root;                  /* floor(elems^(1 / nsize)) */
} Gen;

static uint64_t rnd(Gen *g) { return ir_splitmix64(&g->s); }
static uint64_t rndn(Gen *g, uint64_t n) { return n ? rnd(g) % n : 0; }

/* A fresh stream per argument, so that one argument's values do not depend
 * on how many draws the others took. */
static void reseed(Gen *g, uint64_t seed, uint32_t k) {
  g->s = seed ^ (0xd1b54a32d192ed03u * (k + 1));
  rnd(g);
}

/* ------------------------------------------------------------------ */
/* Constants and boundaries (InterpConsts)                              */

/* InterpConsts being filled, with a hash index of its entries (built per
 * interp_consts_add call: 512 slots of entry number + 1, 0 empty) so that
 * dropping duplicates costs one probe, not a scan. */
typedef struct ConstSet {
  InterpConsts *k;
  uint8_t ih[512], fh[512];
} ConstSet;

static uint32_t const_slot(uint64_t v, unsigned w) {
  return (uint32_t)(((v ^ (uint64_t)w << 56) * 0x9e3779b97f4a7c15u) >> 55);
}

/* The slot of (v, w) in h: its entry's, or the empty one to put it in. */
static uint32_t const_find(const uint8_t *h, const uint64_t *vals, const uint8_t *ws, uint64_t v, unsigned w) {
  uint32_t s = const_slot(v, w);
  while (h[s] && !(vals[h[s] - 1] == v && ws[h[s] - 1] == w)) s = (s + 1) & 511;
  return s;
}

static void add_int(ConstSet *cs, uint64_t v, unsigned w) {
  InterpConsts *k = cs->k;
  if (w == 0 || k->nint == INTERP_MAXCONSTS) return;
  if (w > 64) w = 64;
  v &= w >= 64 ? ~0ull : (1ull << w) - 1;
  uint32_t s = const_find(cs->ih, k->ints, k->intw, v, w);
  if (cs->ih[s]) return;
  k->ints[k->nint] = v, k->intw[k->nint] = (uint8_t)w;
  cs->ih[s] = (uint8_t)++k->nint;
}

static void add_fp(ConstSet *cs, uint64_t v, unsigned w) {
  InterpConsts *k = cs->k;
  if (k->nfp == INTERP_MAXCONSTS) return;
  uint32_t s = const_find(cs->fh, k->fps, k->fpw, v, w);
  if (cs->fh[s]) return;
  k->fps[k->nfp] = v, k->fpw[k->nfp] = (uint8_t)w;
  cs->fh[s] = (uint8_t)++k->nfp;
}

static void add_const(ConstSet *k, const IrModule *m, const IrConst *c, int depth) {
  if (c->kind == IR_CINT) add_int(k, c->lo, ir_type_bits(m, c->type));
  if (c->kind == IR_CFP) add_fp(k, c->lo, ir_type_bits(m, c->type));
  if (c->kind == IR_CVEC && depth < 2)
    for (uint32_t i = 0; i < c->n; i++) {
      IrRef e = ir_const_elem(m, c, i);
      if (ir_ref_is(e, IR_RCONST)) add_const(k, m, ir_const(m, e), depth + 1);
    }
}

/* The values of x at which "x op c" (c a w-bit constant operand, on the
 * side `right`) crosses a signed or unsigned overflow boundary, and the
 * values next to them: x + c near INT_MAX - c, INT_MIN - c, UINT_MAX + 1 -
 * c; c - x and x - c likewise; x * c near INT_MAX / c, INT_MIN / c,
 * UINT_MAX / c; x << c near 2^(w-1-c), 2^(w-c). */
static void add_bounds(ConstSet *k, unsigned op, uint64_t c, unsigned w, bool right) {
  if (w < 2 || w > 64) return;
  uint64_t mk = w >= 64 ? ~0ull : (1ull << w) - 1, smax = mk >> 1, smin = smax + 1;
  int64_t sc = (int64_t)(c << (64 - w)) >> (64 - w);
  uint64_t b[4];
  unsigned n = 0;
  switch (op) {
  case IR_ADD: b[n++] = smax - c, b[n++] = smin - c, b[n++] = 0 - c; break;
  case IR_SUB:
    if (right) b[n++] = smin + c, b[n++] = smax + c, b[n++] = c;  /* x - c */
    else b[n++] = c - smax, b[n++] = c - smin, b[n++] = c;         /* c - x */
    break;
  case IR_MUL:
    if ((c & mk) == 0) return;
    b[n++] = (uint64_t)(sc == -1 ? (int64_t)smax : (int64_t)smax / sc);
    b[n++] = (c & mk) ? mk / (c & mk) : 0;
    if (sc != -1) b[n++] = (uint64_t)((int64_t)(smin | ~mk) / sc);
    break;
  case IR_SHL:
    if (!right) {  /* c << x: amounts at the width's end (w - 2 .. w) */
      b[n++] = w - 1;
      break;
    }
    if ((c & mk) >= w) return;
    b[n++] = 1ull << (w - 1 - (c & mk)), b[n++] = (c & mk) ? 1ull << (w - (c & mk)) : 0;
    break;
  case IR_LSHR: case IR_ASHR:
    if (right) return;
    b[n++] = w - 1;  /* c >> x: amounts at the width's end */
    break;
  default: return;
  }
  for (unsigned i = 0; i < n; i++)
    for (int d = -1; d <= 1; d++) add_int(k, b[i] + (uint64_t)(int64_t)d, w);
}

void interp_consts_add(InterpConsts *ks, const IrModule *m, uint32_t fidx) {
  if (fidx >= m->nfuncs) return;
  const IrFunc *f = ir_func(m, fidx);
  if (f->is_decl) return;
  ConstSet set, *k = &set;
  set.k = ks;
  memset(set.ih, 0, sizeof set.ih), memset(set.fh, 0, sizeof set.fh);
  for (uint32_t i = 0; i < ks->nint && i < INTERP_MAXCONSTS; i++)
    set.ih[const_find(set.ih, ks->ints, ks->intw, ks->ints[i], ks->intw[i])] = (uint8_t)(i + 1);
  for (uint32_t i = 0; i < ks->nfp && i < INTERP_MAXCONSTS; i++)
    set.fh[const_find(set.fh, ks->fps, ks->fpw, ks->fps[i], ks->fpw[i])] = (uint8_t)(i + 1);
  IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) {
    const IrInst *in = &f->insts[i];
    for (uint32_t j = 0; j < in->nops; j++) {
      IrRef r = ir_opnd(f, i, j);
      if (!ir_ref_is(r, IR_RCONST)) continue;
      const IrConst *c = ir_const(m, r);
      add_const(k, m, c, 0);
      if (c->kind == IR_CINT && j < 2 && in->nops == 2)
        add_bounds(k, in->op, c->lo, ir_type_bits(m, c->type), j == 1);
    }
  }
}

static u128 mask_w(unsigned w) { return w >= 128 ? ~(u128)0 : ((u128)1 << w) - 1; }

/* Index of a constant of k of width w (tries a few, then any width), or -1. */
static int32_t pick_const(Gen *g, uint32_t n, const uint8_t *widths, unsigned w, bool any) {
  if (!n) return -1;
  uint32_t i = (uint32_t)rndn(g, n);
  for (unsigned tries = 0; widths[i] != w && tries < 4; tries++) i = (uint32_t)rndn(g, n);
  return widths[i] == w || any ? (int32_t)i : -1;
}

/* A constant of the functions (or a boundary value) and its neighbours:
 * c, c + 1, c - 1, -c. */
static bool const_int(Gen *g, unsigned w, u128 *v) {
  int32_t i = pick_const(g, g->k->nint, g->k->intw, w, true);
  if (i < 0) return false;
  u128 c = g->k->ints[i];
  unsigned cw = g->k->intw[i];
  if (cw < w && cw < 64 && (c >> (cw - 1) & 1)) c |= ~mask_w(cw);  /* sign-extend a narrower one */
  unsigned d = (unsigned)rndn(g, 4);
  *v = d == 0 ? c : d == 1 ? c + 1 : d == 2 ? c - 1 : 0 - c;
  return true;
}

/* An edge-biased integer of w bits: 0, +-1, INT_MIN/MAX, powers of two and
 * their neighbours, small values, the functions' constants, boundaries and
 * neighbours, uniform values.  Close vectors: 3 in 4 from the constants. */
static u128 gen_int(Gen *g, unsigned w) {
  if (w == 1) return rnd(g) & 1;
  u128 v;
  if (g->close && rndn(g, 4) && const_int(g, w, &v)) return v & mask_w(w);
  unsigned sh = (unsigned)rndn(g, w);
  u128 p2 = (u128)1 << sh;
  switch (rndn(g, 16)) {
  case 0: v = 0; break;
  case 1: v = 1; break;
  case 2: v = ~(u128)0; break;
  case 3: v = (u128)1 << (w - 1); break;
  case 4: v = ((u128)1 << (w - 1)) - 1; break;
  case 5: v = p2; break;
  case 6: v = p2 - 1; break;
  case 7: v = p2 + 1; break;
  case 8: v = 0 - p2; break;
  case 9: case 10: v = rndn(g, 17); break;
  case 11: v = 0 - (u128)(1 + rndn(g, 16)); break;
  case 12: case 13:
    if (const_int(g, w, &v)) break;
    /* fall through */
  default: v = (u128)rnd(g) << 64 | rnd(g); break;
  }
  return v & mask_w(w);
}

/* sign * mant * 2^e as w-bit FP bits (mant < 2^53; truncated if inexact). */
static uint64_t fp_make(unsigned w, bool neg, uint64_t mant, int e) {
  unsigned mb = fp_mbits(w);
  int bias = (1 << (fp_ebits(w) - 1)) - 1, emaxb = 2 * bias + 1;
  uint64_t sign = (uint64_t)neg << (w - 1), bits;
  if (!mant) return sign;
  int p = 63 - __builtin_clzll(mant), be = p + e + bias;
  if (be >= emaxb) {
    bits = (uint64_t)emaxb << mb;  /* infinity */
  } else if (be <= 0) {
    int shift = e + bias - 1 + (int)mb;  /* subnormal: mant * 2^shift units */
    bits = shift >= 0 ? (shift < 64 ? mant << shift : 0) : (-shift < 64 ? mant >> -shift : 0);
  } else {
    uint64_t fr = p <= (int)mb ? mant << (mb - p) : mant >> (p - (int)mb);
    bits = (uint64_t)be << mb | (fr & (((uint64_t)1 << mb) - 1));
  }
  return sign | bits;
}

/* A "nice" FP value: m * 2^e with m < 2^11, e in [-10, 6]; exact in every
 * width. */
static uint64_t gen_nice(Gen *g, unsigned w) {
  return fp_make(w, rnd(g) & 1, rndn(g, 2048), (int)rndn(g, 17) - 10);
}

/* A close vector's FP value (see "Input vectors come in two kinds"): 1 in
 * 6 a special value (gen_special_fp); 1 in 3 the negation of an earlier
 * value of the vector, 0-2 ulps off (cancellation); else a full-precision
 * mantissa in the vector's binade or the two next to it. */
static uint64_t gen_special_fp(Gen *g, unsigned w);
static uint64_t gen_edge_fp(Gen *g, unsigned w);
static uint64_t gen_close_fp(Gen *g, unsigned w) {
  unsigned mb = fp_mbits(w), r = (unsigned)rndn(g, 12);
  uint64_t v;
  if (r < 2) return gen_special_fp(g, w);
  int32_t j = r <= 5 ? pick_const(g, g->nprev < GEN_NCLOSE ? g->nprev : GEN_NCLOSE, g->prevw, w, false) : -1;
  if (j >= 0) {
    v = (g->prev[j] ^ (uint64_t)1 << (w - 1)) + rndn(g, 3);
  } else {
    uint64_t mant = (uint64_t)1 << mb | (rnd(g) & (((uint64_t)1 << mb) - 1));
    v = fp_make(w, rnd(g) & 1, mant, g->scale + (int)rndn(g, 3) - 1 - (int)mb);
  }
  g->prev[g->nprev % GEN_NCLOSE] = v, g->prevw[g->nprev % GEN_NCLOSE] = (uint8_t)w;
  g->nprev++;
  return v;
}

static uint64_t gen_fp(Gen *g, unsigned w) { return g->close ? gen_close_fp(g, w) : gen_edge_fp(g, w); }

/* An edge-biased w-bit FP value: +-0, +-1, +-inf, NaNs (quiet, signaling,
 * payloads), subnormals, min normal, max finite, powers of two and their
 * neighbours, the function's constants and neighbours, nice values. */
static uint64_t edge_case(Gen *g, unsigned w, unsigned which) {
  unsigned mb = fp_mbits(w), eb = fp_ebits(w);
  uint64_t sign = (uint64_t)(rnd(g) & 1) << (w - 1), fmask = ((uint64_t)1 << mb) - 1;
  uint64_t inf = (((uint64_t)1 << eb) - 1) << mb, one = (((uint64_t)1 << (eb - 1)) - 1) << mb;
  switch (which) {
  case 0: return 0;
  case 1: case 24: return (uint64_t)1 << (w - 1);                    /* -0, twice */
  case 2: return one;
  case 3: return one | (uint64_t)1 << (w - 1);
  case 4: return inf;
  case 5: return inf | (uint64_t)1 << (w - 1);
  case 6: return inf | (uint64_t)1 << (mb - 1);                      /* default quiet NaN */
  case 7: return sign | inf | ((rnd(g) & fmask) | 1);                /* NaN, any payload */
  case 8: return sign | 1;                                           /* min subnormal */
  case 9: return sign | fmask;                                       /* max subnormal */
  case 10: return sign | ((rnd(g) & fmask) | 1);                     /* subnormal */
  case 11: return sign | (uint64_t)1 << mb;                          /* min normal */
  case 12: return sign | (inf - 1);                                  /* max finite */
  case 13: case 14: {
    uint64_t p = sign | (1 + rndn(g, ((uint64_t)1 << eb) - 2)) << mb; /* power of two */
    unsigned d = (unsigned)rndn(g, 3);
    return d == 0 ? p : d == 1 ? p + 1 : p - 1;                      /* and neighbours */
  }
  case 15: case 16: {
    int32_t i = pick_const(g, g->k->nfp, g->k->fpw, w, false);
    if (i < 0) return gen_nice(g, w);
    unsigned d = (unsigned)rndn(g, 4);
    uint64_t c = g->k->fps[i];
    return d == 0 ? c : d == 1 ? c + 1 : d == 2 ? c - 1 : c ^ (uint64_t)1 << (w - 1);
  }
  case 17: case 18: case 19: case 20: case 21: return gen_nice(g, w);
  default: return rnd(g) & ((w == 64 ? 0 : (uint64_t)1 << w) - 1);
  }
}

static uint64_t gen_edge_fp(Gen *g, unsigned w) { return edge_case(g, w, (unsigned)rndn(g, 26)); }

/* A special value: +-0, +-1, +-inf, NaNs, subnormals, min normal, max finite. */
static uint64_t gen_special_fp(Gen *g, unsigned w) { return edge_case(g, w, (unsigned)rndn(g, 13)); }

/* A value for an integer that looks like a size: mostly one of the grid
 * and buffer sizes (or small), so that guarded kernels stay in bounds.
 * With several size-like parameters (rows, cols, ...) their product is
 * what must fit: the main value is then floor(elems^(1/n)). */
static u128 gen_size(Gen *g, unsigned w) {
  if (rndn(g, 8) == 0) return gen_int(g, w);
  uint64_t e = g->elems, t = g->threads < e ? g->threads : e, v;
  uint64_t m0 = g->nsize >= 2 ? g->root : t, hi = g->nsize >= 2 ? g->root : e;
  switch (rndn(g, 10)) {
  case 0: case 1: case 2: v = m0; break;
  case 3: v = m0 ? m0 - 1 : 0; break;
  case 4: v = m0 + 1 <= hi ? m0 + 1 : hi; break;
  case 5: v = g->bthreads < hi ? g->bthreads : hi; break;
  case 6: v = hi; break;
  case 7: v = hi / 2; break;
  case 8: v = rndn(g, 3); break;
  default: v = rndn(g, hi + 1); break;
  }
  return (u128)v & mask_w(w);
}

static void put_le(uint8_t *b, unsigned nbytes, u128 v) {
  for (unsigned i = 0; i < nbytes; i++) b[i] = (uint8_t)(v >> (8 * i));
}

static void put_bits(uint8_t *b, uint64_t bit, unsigned w, u128 v) {
  for (unsigned i = 0; i < w; i++) {
    uint8_t *p = &b[(bit + i) / 8], mk = (uint8_t)(1u << ((bit + i) % 8));
    *p = (v >> i & 1) ? (uint8_t)(*p | mk) : (uint8_t)(*p & ~mk);
  }
}

static u128 gen_scalar(Gen *g, IrType t) {
  const IrModule *m = g->m;
  unsigned w = ir_type_bits(m, t);
  if (ir_type_is_fp(m, t)) return gen_fp(g, w);
  if (ir_type_is_int(m, t)) return gen_int(g, w);
  return 0;  /* pointers inside data: null */
}

/* Any value of type t as memory bytes at b (zeroed by the caller). */
static void gen_typed(Gen *g, IrType t, uint8_t *b, int depth) {
  const IrModule *m = g->m;
  const IrTypeInfo *ti = ir_ty(m, t);
  if (depth > 16) return;
  if (ti->kind == IR_TARRAY) {
    uint64_t es = ir_type_alloc_size(m, ti->elem);
    for (uint32_t i = 0; i < ti->count && i < 65536; i++) gen_typed(g, ti->elem, b + i * es, depth + 1);
  } else if (ti->kind == IR_TSTRUCT) {
    for (uint32_t i = 0; i < ti->nfields; i++)
      gen_typed(g, ir_type_field(m, t, i), b + ir_type_field_offset(m, t, i), depth + 1);
  } else if (ti->kind == IR_TVEC) {
    unsigned w = ir_type_bits(m, ti->elem);
    for (uint32_t i = 0; i < ti->count; i++) put_bits(b, (uint64_t)i * w, w, gen_scalar(g, ti->elem));
  } else if (ti->kind == IR_TINT || ir_type_is_fp(m, t) || ti->kind == IR_TPTR) {
    put_le(b, (unsigned)ir_type_store_size(m, t), gen_scalar(g, t));
  }
}

/* Buffer contents: per buffer one of several shapes (edge mix, moderate
 * values, ramp, constant fill, the functions' constants and their
 * neighbours, uniform bits).  Buffers of indices (values
 * read from them address memory) are mostly ramps or small values. */
static void gen_buffer(Gen *g, IrType et, bool index, uint8_t *b, uint64_t size) {
  const IrModule *m = g->m;
  if (et == IR_VOID || ir_type_is_ptr(m, et)) {
    if (et == IR_VOID)
      for (uint64_t i = 0; i < size; i++) b[i] = (uint8_t)(rndn(g, 4) ? gen_int(g, 8) : 0);
    return;
  }
  unsigned es = (unsigned)ir_type_store_size(m, et), w = ir_type_bits(m, et);
  bool fp = ir_type_is_fp(m, et);
  uint64_t n = size / es, mode = rndn(g, 20);
  if (index && !fp && mode < 16) mode = mode < 8 ? 13 : 8;  /* ramp or small */
  u128 fill = gen_scalar(g, et);
  for (uint64_t i = 0; i < n; i++) {
    u128 v;
    if (mode < 8) v = gen_scalar(g, et);
    else if (mode < 13) v = fp ? gen_nice(g, w) : rndn(g, g->elems) & mask_w(w);
    else if (mode < 16) v = fp ? fp_make(w, false, i % 2048, 0) : (u128)i & mask_w(w);
    else if (mode < 18) v = fill;
    else if (mode == 19 && !fp && const_int(g, w, &v)) v &= mask_w(w);  /* the functions' constants */
    else v = ((u128)rnd(g) << 64 | rnd(g)) & mask_w(w);
    put_le(b + i * es, es, v);
  }
}

static void *zalloc(IrCtx *c, size_t n) {
  void *p = n ? ir_alloc(c, NULL, 0, n) : NULL;
  if (p) memset(p, 0, n);
  return p;
}

void interp_input_free(IrCtx *c, InterpInput *in) {
  if (!in) return;
  for (uint32_t k = 0; in->args && k < in->nargs; k++) {
    InterpArg *a = &in->args[k];
    if (a->bytes) ir_alloc(c, a->bytes, a->size, 0);
    if (a->poison) ir_alloc(c, a->poison, a->size, 0);
  }
  if (in->args) ir_alloc(c, in->args, in->nargs * sizeof *in->args, 0);
  memset(in, 0, sizeof *in);
}

/* Bytes of parameter k's buffer: elems elements of its element type (at
 * least dereferenceable(N)), capped at max_bytes. */
static uint64_t buffer_size(const Gen *g, uint32_t k, IrType et, uint64_t elems, uint64_t maxb) {
  const IrParam *p = &g->f->params[k];
  if (p->byval != IR_VOID) return ir_type_alloc_size(g->m, p->byval);
  uint64_t es = et == IR_VOID ? 4 : ir_type_alloc_size(g->m, et);
  uint64_t sz = elems * es;
  if (sz > maxb) sz = maxb / es * es;
  if (p->deref > sz) sz = p->deref;
  return sz;
}

/* The bounds of size-like values: the element count of the smallest
 * buffer, the number of size-like parameters and the n-th root. */
static void size_bounds(Gen *g, uint64_t elems, uint64_t maxb) {
  const IrModule *m = g->m;
  for (uint32_t k = 0; k < g->f->nparams; k++) {
    const IrParam *p = &g->f->params[k];
    g->nsize += size_like(m, g->f, k);
    if (!ir_type_is_ptr(m, p->type) || p->byval != IR_VOID) continue;
    IrType et = interp_pointee_type(m, g->f, k);
    uint64_t es = et == IR_VOID ? 4 : ir_type_alloc_size(m, et), n = buffer_size(g, k, et, elems, maxb) / es;
    if (n < g->elems) g->elems = n;
  }
  g->root = 1;
  while (g->nsize >= 2 && g->root < g->elems) {
    uint64_t p = 1, r = g->root + 1;
    for (uint32_t i = 0; i < g->nsize && p <= g->elems; i++) p *= r;
    if (p > g->elems) break;
    g->root = r;
  }
}

static IrStatus gen_arg(IrCtx *c, Gen *g, uint32_t k, uint64_t seed, uint64_t elems, uint64_t maxb,
                        InterpArg *a) {
  const IrModule *m = g->m;
  const IrParam *p = &g->f->params[k];
  reseed(g, seed, k);
  bool ptr = ir_type_is_ptr(m, p->type), index = false;
  IrType et = ptr ? pointee_info(m, g->f, k, &index) : IR_VOID;
  uint64_t size = ptr ? buffer_size(g, k, et, elems, maxb) : ir_type_store_size(m, p->type);
  if (size > ((uint64_t)1 << 28)) return ir_error(c, IR_EUSER, NULL, 0, 0, "argument %u is too large", k);
  a->is_buffer = ptr;
  a->size = (uint32_t)size;
  a->bytes = zalloc(c, size);
  if (size && !a->bytes) return ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  if (ptr && p->byval != IR_VOID) gen_typed(g, p->byval, a->bytes, 0);
  else if (ptr) gen_buffer(g, et, index, a->bytes, size);
  else if (size_like(m, g->f, k)) put_le(a->bytes, (unsigned)size, gen_size(g, ir_type_bits(m, p->type)));
  else gen_typed(g, p->type, a->bytes, 0);
  return IR_OK;
}

/* The kind of vector seed gives (plain or close) and a close vector's
 * binade: [-4, 4] (values 1/16 .. 32), 1 in 4 that of an FP constant. */
static void vector_kind(Gen *g, uint64_t seed) {
  g->s = ir_mix64(seed ^ 0x5851f42d4c957f2du);
  g->close = rndn(g, 2) == 0;
  g->scale = (int)rndn(g, 9) - 4;
  const InterpConsts *k = g->k;
  if (k->nfp && rndn(g, 4) == 0) {
    uint32_t i = (uint32_t)rndn(g, k->nfp);
    unsigned w = k->fpw[i], mb = fp_mbits(w), eb = fp_ebits(w);
    int e = (int)(k->fps[i] >> mb & ((1u << eb) - 1)), bias = (1 << (eb - 1)) - 1;
    if (e != 0 && e != 2 * bias + 1) g->scale = e - bias;
  }
}

IrStatus interp_input_gen(IrCtx *c, const IrModule *m, uint32_t fidx, uint64_t seed,
                          const InterpGenOpts *go, const InterpOpts *o, InterpInput *out) {
  memset(out, 0, sizeof *out);
  if (fidx >= m->nfuncs) return ir_error(c, IR_EUSER, NULL, 0, 0, "no function %u", fidx);
  InterpOpts def;
  interp_opts_default(&def);
  if (!o) o = &def;
  Gen g;
  memset(&g, 0, sizeof g);
  g.m = m, g.f = ir_func(m, fidx);
  g.threads = grid_threads(&o->grid);
  g.bthreads = (uint64_t)o->grid.thread[0] * o->grid.thread[1] * o->grid.thread[2];
  uint64_t maxb = go && go->max_bytes ? go->max_bytes : 65536;
  uint64_t elems = go && go->min_elems ? go->min_elems : (4 * g.threads > 64 ? 4 * g.threads : 64);
  g.elems = elems;
  uint64_t belems = go && go->buf_elems > elems ? go->buf_elems : elems;  /* buffers (probed) */
  g.k = go && go->consts ? go->consts : &g.own;
  if (!(go && go->consts)) interp_consts_add(&g.own, m, fidx);
  vector_kind(&g, seed);
  out->seed = seed;
  out->nargs = g.f->nparams;
  out->args = zalloc(c, out->nargs * sizeof *out->args);
  if (out->nargs && !out->args) {
    out->nargs = 0;
    return ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  }
  size_bounds(&g, elems, maxb);
  for (uint32_t k = 0; k < out->nargs; k++) {
    IrStatus s = gen_arg(c, &g, k, seed, belems, maxb, &out->args[k]);
    if (s) {
      interp_input_free(c, out);
      return s;
    }
  }
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* Probe-sized buffers (interp_input_probe)                             */

enum { PROBE_SEEDS = 8 };

/* Whether a UB reason says an access left its buffer. */
static bool size_ub(const InterpResult *r) {
  return r->status == INTERP_UB &&
         (strstr(r->reason, "out-of-bounds") || strstr(r->reason, "through a poison pointer"));
}

/* Runs the vector of seed s with buffers of e elements: 1 defined, 0
 * undefined for the size, -1 undefined otherwise; -2 on an error. */
static int probe_run(IrCtx *c, InterpProg *p, const IrModule *m, uint32_t fidx, const InterpOpts *o,
                     const InterpGenOpts *go, uint64_t s, uint64_t e, uint32_t *runs) {
  InterpGenOpts g2 = *go;
  g2.buf_elems = (uint32_t)e;
  InterpInput in;
  InterpResult r;
  if (runs) (*runs)++;
  if (interp_input_gen(c, m, fidx, s, &g2, o, &in)) return -2;
  IrStatus st = interp_exec(p, &in, &r);
  interp_input_free(c, &in);
  if (st) return -2;
  int v = r.status == INTERP_OK ? 1 : size_ub(&r) ? 0 : -1;
  interp_result_free(c, &r);
  return v;
}

/* The smallest power-of-two multiple of base (up to cap) with which seed
 * s runs defined, when the base size does not and a larger one does; else
 * 0.  Tries base, then cap (an index that no buffer can hold stops here),
 * then doubles. */
static int64_t probe_seed(IrCtx *c, InterpProg *p, const IrModule *m, uint32_t fidx, const InterpOpts *o,
                          const InterpGenOpts *go, uint64_t s, uint64_t base, uint64_t cap, uint32_t *runs) {
  int v = probe_run(c, p, m, fidx, o, go, s, base, runs);
  if (v != 0) return v < -1 ? -1 : 0;
  if ((v = probe_run(c, p, m, fidx, o, go, s, cap, runs)) != 1) return v < -1 ? -1 : 0;
  for (uint64_t e = 2 * base; e < cap; e *= 2)
    if ((v = probe_run(c, p, m, fidx, o, go, s, e, runs)) != 0) return v < -1 ? -1 : v == 1 ? (int64_t)e : 0;
  return (int64_t)cap;
}

IrStatus interp_input_probe(IrCtx *c, const IrModule *m, uint32_t fidx, const InterpOpts *o, InterpGenOpts *go,
                            const uint64_t *seeds, uint32_t nseeds, uint32_t *runs) {
  if (runs) *runs = 0;
  InterpOpts def;
  interp_opts_default(&def);
  if (!o) o = &def;
  InterpProg *p = fidx < m->nfuncs ? interp_compile(c, m, fidx, o) : NULL;
  if (!p) {
    if (ir_ctx_status(c) == IR_ENOMEM) return IR_ENOMEM;
    ir_ctx_clear_error(c);
    return IR_OK;
  }
  uint64_t t = grid_threads(&o->grid), maxb = go->max_bytes ? go->max_bytes : 65536;
  uint64_t base = go->min_elems ? go->min_elems : (4 * t > 64 ? 4 * t : 64), cap = base;
  while (cap * 2 <= maxb && cap * 2 <= UINT32_MAX) cap *= 2;  /* every buffer at max_bytes */
  int64_t best = 0;
  uint32_t n = seeds ? nseeds : PROBE_SEEDS;
  for (uint32_t i = 0; i < n && best >= 0; i++) {
    int64_t e = probe_seed(c, p, m, fidx, o, go, seeds ? seeds[i] : ir_mix64(i + 0x7072), base, cap, runs);
    best = e < 0 ? -1 : e > best ? e : best;
  }
  interp_prog_free(p);
  if (best < 0) return ir_ctx_status(c) ? ir_ctx_status(c) : IR_ENOMEM;
  go->buf_elems = (uint32_t)best;
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* Aliasing plans and their wrapper                                     */

/* Whether parameter k may be given a pointer into another's buffer. */
static bool may_alias(const IrModule *m, const IrParam *p) {
  return ir_ty(m, p->type)->kind == IR_TPTR && !(p->attrs & IR_PA_NOALIAS) && p->byval == IR_VOID &&
         !p->inits.bits;
}

uint32_t interp_alias_plans(const IrModule *m, uint32_t fidx, InterpAlias *out, uint32_t n) {
  if (fidx >= m->nfuncs) return 0;
  const IrFunc *f = ir_func(m, fidx);
  if (f->is_decl || f->vararg || !f->name || !*ir_cstr(m, f->name)) return 0;  /* the VM calls no variadic */
  for (uint32_t k = 0; k < f->nparams; k++)
    if (f->params[k].byval != IR_VOID) return 0;
  uint32_t got = 0;
  for (uint32_t k = 1; k < f->nparams; k++)
    for (uint32_t j = 0; j < k; j++) {
      const IrParam *pk = &f->params[k], *pj = &f->params[j];
      if (pk->type != pj->type || !may_alias(m, pk) || !may_alias(m, pj)) continue;
      IrType et = interp_pointee_type(m, f, j);
      uint64_t es = et == IR_VOID ? 4 : ir_type_alloc_size(m, et), al = pk->align > pj->align ? pk->align : pj->align;
      if (!es) es = 4;
      if (al > es) es = al;
      else if (al && es % al) es = (es + al - 1) / al * al;
      InterpAlias plans[3] = {{k, j, 0}, {k, j, (uint32_t)es}, {j, k, (uint32_t)es}};
      for (unsigned i = 0; i < 3 && got < n; i++) out[got++] = plans[i];
    }
  return got;
}

/* @name as LLVM spells it: bare when it can be, else quoted with \XX. */
static void print_global_name(FILE *out, const char *name) {
  bool bare = *name && !isdigit((unsigned char)*name);
  for (const char *p = name; *p; p++)
    if (!isalnum((unsigned char)*p) && *p != '.' && *p != '_' && *p != '$' && *p != '-') bare = false;
  if (bare) {
    fprintf(out, "@%s", name);
    return;
  }
  fputs("@\"", out);
  for (const unsigned char *p = (const unsigned char *)name; *p; p++)
    if (*p == '"' || *p == '\\' || !isprint(*p)) fprintf(out, "\\%02X", *p);
    else fputc(*p, out);
  fputc('"', out);
}

IrStatus interp_alias_print(FILE *out, const IrModule *m, uint32_t fidx, const InterpAlias *a) {
  if (fidx >= m->nfuncs) return ir_error(m->ctx, IR_EUSER, NULL, 0, 0, "no function %u", fidx);
  const IrFunc *f = ir_func(m, fidx);
  bool func = a->base == INTERP_ALIAS_FUNC, null = a->base == INTERP_ALIAS_NULL || func;
  if (a->arg >= f->nparams || (!null && a->base >= f->nparams) || (a->arg == a->base && !a->off) ||
      (func && a->off >= m->nfuncs))
    return ir_error(m->ctx, IR_EUSER, NULL, 0, 0, "alias plan does not fit the function");
  IrStatus st = ir_print_module(out, m);
  if (st) return st;
  char ts[256];
  if (f->ret == IR_VOID) strcpy(ts, "void");
  else ir_type_str(m, f->ret, ts, sizeof ts);
  fprintf(out, "\ndefine %s @" INTERP_ALIAS_WRAPPER "(", ts);
  for (uint32_t k = 0; k < f->nparams; k++) {
    ir_type_str(m, f->params[k].type, ts, sizeof ts);
    fprintf(out, "%s%s %%__p%u", k ? ", " : "", ts, k);
  }
  if (null) {
    fputs(f->null_valid ? ") null_pointer_is_valid {\n  " : ") {\n  ", out);
  } else {
    ir_type_str(m, f->params[a->base].type, ts, sizeof ts);
    fprintf(out, ")%s {\n  %%__q = getelementptr i8, %s %%__p%u, i64 %u\n  ", f->null_valid ? " null_pointer_is_valid" : "",
            ts, a->base, a->off);
  }
  if (f->ret != IR_VOID) fputs("%__r = ", out);
  ir_type_str(m, f->ret, ts, sizeof ts);
  fprintf(out, "call %s ", f->ret == IR_VOID ? "void" : ts);
  print_global_name(out, ir_cstr(m, f->name));
  fputc('(', out);
  for (uint32_t k = 0; k < f->nparams; k++) {
    ir_type_str(m, f->params[k].type, ts, sizeof ts);
    if (k == a->arg && func) {
      fprintf(out, "%s%s ", k ? ", " : "", ts);
      print_global_name(out, ir_cstr(m, ir_func(m, a->off)->name));
    } else if (k == a->arg) {
      fprintf(out, "%s%s %s", k ? ", " : "", ts, null ? "null" : "%__q");
    } else {
      fprintf(out, "%s%s %%__p%u", k ? ", " : "", ts, k);
    }
  }
  if (f->ret == IR_VOID) {
    fputs(")\n  ret void\n}\n", out);
  } else {
    ir_type_str(m, f->ret, ts, sizeof ts);
    fprintf(out, ")\n  ret %s %%__r\n}\n", ts);
  }
  return ferror(out) ? ir_error(m->ctx, IR_ENOMEM, NULL, 0, 0, "out of memory") : IR_OK;
}

/* ------------------------------------------------------------------ */
/* Aliased vectors (the launch passes base + off)                       */

enum { ALIAS_MAXPLANS = 64 };

bool interp_alias_pick(const IrModule *m, uint32_t fidx, uint64_t k, InterpAlias *out) {
  if (k % 4 != 3) return false;
  InterpAlias plans[ALIAS_MAXPLANS];
  uint32_t n = interp_alias_plans(m, fidx, plans, ALIAS_MAXPLANS);
  if (!n) return false;
  *out = plans[(k / 4) % n];
  return true;
}

const char *interp_alias_invalid(const IrModule *m, const IrFunc *f, const InterpInput *in, uint32_t k, char *buf,
                                 size_t n) {
  const InterpArg *a = &in->args[k];
  uint32_t b = a->alias_base;
  if (k >= f->nparams || !ir_type_is_ptr(m, f->params[k].type))
    return snprintf(buf, n, "argument %u is not a pointer", k), buf;
  if (b >= f->nparams || b == k || b >= in->nargs)
    return snprintf(buf, n, "argument %u cannot point into argument %u", k, b), buf;
  const IrParam *pk = &f->params[k], *pb = &f->params[b];
  if (pk->type != pb->type) return snprintf(buf, n, "arguments %u and %u have different types", k, b), buf;
  for (unsigned i = 0; i < 2; i++) {
    const IrParam *p = i ? pb : pk;
    uint32_t j = i ? b : k;
    if (p->byval != IR_VOID || p->inits.bits)
      return snprintf(buf, n, "parameter %u is %s: it needs a buffer of its own", j,
                      p->byval != IR_VOID ? "byval" : "initializes(...)"), buf;
  }
  const InterpArg *ba = &in->args[b];
  if (!ba->is_buffer || ba->is_alias)
    return snprintf(buf, n, "argument %u points into argument %u, which is not a buffer", k, b), buf;
  if (a->alias_off > ba->size)
    return snprintf(buf, n, "offset %u is past the end of argument %u's %u-byte buffer", a->alias_off, b, ba->size),
           buf;
  return NULL;
}

/* A deep copy of src into dst (dst's own allocations, freed with
 * interp_input_free). */
static IrStatus input_copy(IrCtx *c, const InterpInput *src, InterpInput *dst) {
  memset(dst, 0, sizeof *dst);
  dst->seed = src->seed;
  dst->args = zalloc(c, src->nargs * sizeof *dst->args);
  if (src->nargs && !dst->args) return ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  dst->nargs = src->nargs;
  for (uint32_t k = 0; k < src->nargs; k++) {
    const InterpArg *a = &src->args[k];
    InterpArg *d = &dst->args[k];
    *d = *a;
    d->bytes = d->poison = NULL;
    if ((a->bytes && a->size && !(d->bytes = zalloc(c, a->size))) ||
        (a->poison && a->size && !(d->poison = zalloc(c, a->size)))) {
      d->size = a->bytes && !d->bytes ? 0 : d->size;
      interp_input_free(c, dst);
      return ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
    }
    if (d->bytes) memcpy(d->bytes, a->bytes, a->size);
    if (d->poison) memcpy(d->poison, a->poison, a->size);
  }
  return IR_OK;
}

IrStatus interp_input_alias_defined(IrCtx *c, InterpProg *p, const IrModule *m, uint32_t fidx, uint64_t k,
                                    InterpInput *in, bool *aliased, uint32_t *runs) {
  *aliased = false;
  InterpAlias plan[2];
  if (!interp_alias_pick(m, fidx, k, &plan[0])) return IR_OK;
  plan[1] = (InterpAlias){plan[0].arg, plan[0].base, 0};
  for (unsigned t = 0; t < (plan[0].off ? 2u : 1u); t++) {
    InterpInput x;
    InterpResult r;
    IrStatus st = input_copy(c, in, &x);
    if (!st) st = interp_input_alias(c, m, fidx, &plan[t], &x);
    if (!st) st = interp_exec(p, &x, &r);
    if (runs) *runs += !st;
    if (st) {
      interp_input_free(c, &x);
      return st;
    }
    bool ok = r.status == INTERP_OK || r.status == INTERP_TRAP;
    interp_result_free(c, &r);
    if (ok) {
      interp_input_free(c, in);
      *in = x;
      *aliased = true;
      return IR_OK;
    }
    interp_input_free(c, &x);
  }
  return IR_OK;
}

IrStatus interp_input_alias(IrCtx *c, const IrModule *m, uint32_t fidx, const InterpAlias *a, InterpInput *in) {
  const IrFunc *f = fidx < m->nfuncs ? ir_func(m, fidx) : NULL;
  if (!f || a->arg >= in->nargs || a->base >= in->nargs || in->nargs != f->nparams || a->arg == a->base ||
      !in->args[a->arg].is_buffer || !in->args[a->base].is_buffer || f->params[a->arg].type != f->params[a->base].type)
    return ir_error(c, IR_EUSER, NULL, 0, 0, "alias plan does not fit the input vector");
  InterpArg *x = &in->args[a->arg], *b = &in->args[a->base];
  uint64_t end = (uint64_t)a->off + x->size;
  if (end > b->size) {
    uint8_t *nb = ir_alloc(c, b->bytes, b->size, (size_t)end);
    uint8_t *np = nb && b->poison ? ir_alloc(c, b->poison, b->size, (size_t)end) : NULL;
    if (nb) b->bytes = nb;
    if (np) b->poison = np;
    if (!nb || (b->poison && !np)) return ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
    for (uint64_t i = b->size; i < end; i++) {
      bool from = i >= a->off;  /* the freed buffer's byte i - off */
      b->bytes[i] = from ? x->bytes[i - a->off] : 0;
      if (b->poison) b->poison[i] = from && x->poison ? x->poison[i - a->off] : 0;
    }
    b->size = (uint32_t)end;
  }
  if (x->bytes) ir_alloc(c, x->bytes, x->size, 0);
  if (x->poison) ir_alloc(c, x->poison, x->size, 0);
  memset(x, 0, sizeof *x);
  x->is_alias = 1, x->alias_base = a->base, x->alias_off = a->off;
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* Writing .input                                                       */

bool interp_lane_type(const IrModule *m, IrType t) {
  IrType s = ir_type_scalar(m, t);
  if (!ir_type_is_int(m, s) && !ir_type_is_fp(m, s) && !ir_type_is_ptr(m, s)) return false;
  return !ir_type_is_vec(m, t) || ir_type_bits(m, s) % 8 == 0;
}

/* Whether the arg's bytes are exactly what lanes can say: every lane
 * wholly poison or wholly defined, no stray bits above an odd-width scalar
 * (else the bytes form is written). */
static bool lanes_exact(const IrModule *m, IrType t, const InterpArg *a) {
  IrType s = ir_type_scalar(m, t);
  unsigned w = ir_type_bits(m, s), nb = (w + 7) / 8;
  uint32_t lanes = ir_type_lanes(m, t);
  for (uint32_t l = 0; l < lanes; l++) {
    unsigned np = 0;
    for (unsigned j = 0; j < nb; j++) np += a->poison && a->poison[l * nb + j];
    if (np != 0 && np != nb) return false;
    if (!np && w % 8 && (get_le(a->bytes + l * nb, nb) & ~mask_w(w)) != 0) return false;
  }
  return true;
}

/* One data line's typed comment: " ; v v v" when elements tile the line. */
static void print_typed(FILE *out, const IrModule *m, IrType et, const uint8_t *b, const uint8_t *pz,
                        uint32_t n) {
  unsigned es = et == IR_VOID ? 0 : (unsigned)ir_type_store_size(m, et);
  if (!es || es > 16 || 16 % es || n < es) return;
  fputs(" ;", out);
  for (uint32_t i = 0; i + es <= n; i += es) {
    bool p = false;
    for (uint32_t j = 0; j < es; j++) p |= pz && pz[i + j];
    char v[64];
    if (p) strcpy(v, "poison");
    else interp_fmt_scalar(v, sizeof v, m, et, b + i);
    fprintf(out, " %s", v);
  }
}

static bool same_line(const uint8_t *b, const uint8_t *pz, uint32_t at) {
  if (memcmp(b + at, b + at - 16, 16)) return false;
  return !pz || memcmp(pz + at, pz + at - 16, 16) == 0;
}

void interp_print_data(FILE *out, const IrModule *m, IrType et, const uint8_t *b, const uint8_t *pz,
                       uint32_t size, bool elide) {
  uint32_t run = 0;
  for (uint32_t at = 0; at < size; at += 16) {
    uint32_t n = size - at < 16 ? size - at : 16;
    if (elide && at && n == 16 && same_line(b, pz, at)) {
      run++;
      continue;
    }
    if (run) fprintf(out, "  * (%u identical line%s)\n", run, run == 1 ? "" : "s");
    run = 0;
    fprintf(out, "  %04x:", at);
    for (uint32_t i = 0; i < n; i++) {
      if (pz && pz[at + i]) fputs(" ??", out);
      else fprintf(out, " %02x", b[at + i]);
    }
    print_typed(out, m, et, b + at, pz ? pz + at : NULL, n);
    fputc('\n', out);
  }
  if (run) fprintf(out, "  * (%u identical line%s)\n", run, run == 1 ? "" : "s");
}

void interp_print_lanes(FILE *out, const IrModule *m, IrType t, const uint8_t *b, const uint8_t *pz) {
  IrType s = ir_type_scalar(m, t);
  uint32_t lanes = ir_type_lanes(m, t);
  unsigned w = ir_type_bits(m, s), nb = (w + 7) / 8, digits = (w + 3) / 4;
  char cm[512];
  size_t cl = 0;
  cm[0] = 0;
  for (uint32_t l = 0; l < lanes; l++) {
    bool p = false;
    for (unsigned j = 0; j < nb; j++) p |= pz && pz[l * nb + j];
    char v[64];
    if (p) {
      fputs(" poison", out);
      strcpy(v, "poison");
    } else {
      u128 x = get_le(b + l * nb, nb);
      fprintf(out, " 0x");
      for (unsigned d = digits; d > 0; d--) fputc("0123456789abcdef"[(unsigned)(x >> (4 * (d - 1))) & 15], out);
      interp_fmt_scalar(v, sizeof v, m, s, b + l * nb);
    }
    if (cl + strlen(v) + 3 < sizeof cm) cl += (size_t)snprintf(cm + cl, sizeof cm - cl, "%s%s", l ? ", " : "", v);
  }
  fprintf(out, lanes > 1 ? " ; <%s>\n" : " ; %s\n", cm);
}

static IrStatus write_arg(FILE *out, const IrModule *m, const IrFunc *f, uint32_t k, const InterpArg *a) {
  IrType t = f->params[k].type;
  char ts[256];
  ir_type_str(m, t, ts, sizeof ts);
  fprintf(out, "arg %u %s", k, ts);
  if (ir_type_is_ptr(m, t)) {
    if (a->is_null) {
      fputs(" null\n", out);
      return IR_OK;
    }
    if (a->is_alias) {
      fprintf(out, " alias %u + %u ; points into argument %u's buffer, %u bytes in\n", a->alias_base, a->alias_off,
              a->alias_base, a->alias_off);
      return IR_OK;
    }
    if (!a->is_buffer || (a->size && !a->bytes))
      return ir_error(m->ctx, IR_EUSER, NULL, 0, 0, "argument %u: pointer without a buffer", k);
    IrType et = interp_pointee_type(m, f, k);
    char es[128] = "";
    if (et != IR_VOID) ir_type_str(m, et, es, sizeof es);
    fprintf(out, " buffer %u%s%s\n", a->size, et != IR_VOID ? " ; " : "", es);
    interp_print_data(out, m, et, a->bytes, a->poison, a->size, false);
    return IR_OK;
  }
  if (a->is_buffer || a->is_null || a->size != ir_type_store_size(m, t) || (a->size && !a->bytes))
    return ir_error(m->ctx, IR_EUSER, NULL, 0, 0, "argument %u does not fit parameter type %s", k, ts);
  if (interp_lane_type(m, t) && lanes_exact(m, t, a)) {
    interp_print_lanes(out, m, t, a->bytes, a->poison);
    return IR_OK;
  }
  fprintf(out, " bytes %u\n", a->size);
  IrTypeKind tk = (IrTypeKind)ir_ty(m, t)->kind;  /* typed comments for arrays only */
  interp_print_data(out, m, tk == IR_TARRAY ? interp_elem_scalar(m, t) : IR_VOID, a->bytes, a->poison, a->size,
                    false);
  return IR_OK;
}

IrStatus interp_input_write(FILE *out, const IrModule *m, uint32_t fidx, const InterpInput *in,
                            const InterpOpts *o) {
  if (fidx >= m->nfuncs) return ir_error(m->ctx, IR_EUSER, NULL, 0, 0, "no function %u", fidx);
  const IrFunc *f = ir_func(m, fidx);
  if (in->nargs != f->nparams)
    return ir_error(m->ctx, IR_EUSER, NULL, 0, 0, "input has %u arguments, the function %u parameters",
                    in->nargs, f->nparams);
  InterpOpts def;
  interp_opts_default(&def);
  if (!o) o = &def;
  const InterpGrid *g = &o->grid;
  char name[512];
  interp_fmt_name(name, sizeof name, ir_cstr(m, f->name));
  fprintf(out, "; passcheck input vector\n");
  fprintf(out, "passcheck-input 1 seed=0x%" PRIx64 " grid=%u,%u,%ux%u,%u,%u math=%s approx=%s approx-seed=0x%" PRIx64
               " budget=%" PRIu64 " races=%s",
          in->seed, g->block[0], g->block[1], g->block[2], g->thread[0], g->thread[1], g->thread[2],
          o->math == INTERP_MATH_HOST ? "host" : "mpfr", o->approx == INTERP_APPROX_ADVERSARIAL ? "adversarial" : "exact",
          o->approx_seed, o->step_budget, o->races ? "on" : "off");
  fprintf(out, "%s\n", in->callees == INTERP_CALLEES_QUIET ? " callees=quiet" : "");
  fprintf(out, "func %s\n", name);
  char why[160];
  for (uint32_t k = 0; k < in->nargs; k++) {
    if (in->args[k].is_alias && interp_alias_invalid(m, f, in, k, why, sizeof why))
      return ir_error(m->ctx, IR_EUSER, NULL, 0, 0, "%s", why);
    IrStatus s = write_arg(out, m, f, k, &in->args[k]);
    if (s) return s;
  }
  fprintf(out, "end\n");
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* Reading .input: one recovery point (setjmp in interp_input_read)     */

typedef struct Rd {
  IrCtx *c;
  const char *file;
  const char *s;
  size_t n, p, ls;      /* text, length, position, start of the current line */
  uint32_t line;
  const IrModule *m;
  const IrFunc *f;
  InterpInput *in;
  InterpOpts *o;
  struct RdAt *alias_at;  /* per argument: where its 'alias' value was read */
  jmp_buf jb;
} Rd;

/* A place in the text, for errors found after it was read. */
typedef struct RdAt {
  uint32_t line;
  size_t ls, at;
} RdAt;

typedef struct Tok {
  size_t at, len;
} Tok;

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static _Noreturn void rd_fail(Rd *r, size_t at, const char *fmt, ...) {
  char msg[600];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  size_t col = at >= r->ls ? at - r->ls + 1 : 1;
  ir_error(r->c, IR_EUSER, r->file, r->line, (uint32_t)col, "%s", msg);
  longjmp(r->jb, 1);
}

static _Noreturn void rd_oom(Rd *r) {
  ir_error(r->c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  longjmp(r->jb, 1);
}

static bool is_delim(char ch) { return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n' || ch == ';'; }

static void rd_ws(Rd *r) {
  while (r->p < r->n && (r->s[r->p] == ' ' || r->s[r->p] == '\t' || r->s[r->p] == '\r')) r->p++;
}

/* At the end of the line's tokens (newline, comment or end of text)? */
static bool rd_eol(Rd *r) {
  rd_ws(r);
  return r->p >= r->n || r->s[r->p] == '\n' || r->s[r->p] == ';';
}

static void rd_nextline(Rd *r) {
  while (r->p < r->n && r->s[r->p] != '\n') r->p++;
  if (r->p < r->n) {
    r->p++;
    r->line++;
    r->ls = r->p;
  }
}

/* Skips blank and comment lines; false at the end of the text. */
static bool rd_skip_blank(Rd *r) {
  for (;;) {
    if (!rd_eol(r)) return true;
    if (r->p >= r->n) return false;
    rd_nextline(r);
  }
}

static Tok rd_tok(Rd *r) {
  rd_ws(r);
  Tok t = {r->p, 0};
  while (r->p < r->n && !is_delim(r->s[r->p])) r->p++;
  t.len = r->p - t.at;
  return t;
}

static bool tok_is(const Rd *r, Tok t, const char *w) {
  return t.len == strlen(w) && memcmp(r->s + t.at, w, t.len) == 0;
}

/* The token for a message: at most 40 characters, unprintables as '?'. */
static const char *tok_text(const Rd *r, Tok t, char *buf, size_t n) {
  size_t k = 0;
  for (size_t i = 0; i < t.len && k + 4 < n && i < 40; i++) {
    unsigned char ch = (unsigned char)r->s[t.at + i];
    buf[k++] = isprint(ch) ? (char)ch : '?';
  }
  if (t.len > 40 && k + 4 < n) buf[k++] = '.', buf[k++] = '.', buf[k++] = '.';
  buf[k] = 0;
  return buf;
}

static bool tok_dec(const Rd *r, Tok t, uint64_t *v) {
  if (t.len == 0 || t.len > 20) return false;
  u128 x = 0;
  for (size_t i = 0; i < t.len; i++) {
    char ch = r->s[t.at + i];
    if (ch < '0' || ch > '9') return false;
    x = x * 10 + (unsigned)(ch - '0');
  }
  if (x > UINT64_MAX) return false;
  *v = (uint64_t)x;
  return true;
}

static int hexval(char ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
  if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
  return -1;
}

/* "0x" and 1..maxd hex digits: 0; not that form: 1; more digits: 2. */
static int tok_hex(const Rd *r, Tok t, u128 *v, unsigned maxd) {
  const char *s = r->s + t.at;
  if (t.len < 3 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X')) return 1;
  u128 x = 0;
  for (size_t i = 2; i < t.len; i++) {
    int h = hexval(s[i]);
    if (h < 0) return 1;
    x = x << 4 | (unsigned)h;
  }
  size_t nd = t.len - 2, lead = 0;
  while (lead + 1 < nd && s[2 + lead] == '0') lead++;
  if (nd - lead > maxd) return 2;
  *v = x;
  return 0;
}

static void rd_end_of_line(Rd *r) {
  if (!rd_eol(r)) {
    char b[64];
    Tok t = rd_tok(r);
    rd_fail(r, t.at, "unexpected '%s'", tok_text(r, t, b, sizeof b));
  }
  rd_nextline(r);
}

static uint64_t rd_hex_opt(Rd *r, Tok v) {
  u128 x;
  int e = tok_hex(r, v, &x, 16);
  if (e == 1) rd_fail(r, v.at, "expected a hexadecimal number");
  if (e == 2) rd_fail(r, v.at, "number too large");
  return (uint64_t)x;
}

static bool rd_word(Rd *r, Tok v, const char *a, const char *b, const char *what) {
  if (tok_is(r, v, a)) return true;
  if (tok_is(r, v, b)) return false;
  rd_fail(r, v.at, "expected %s", what);
}

static const char *const opt_names[] = {"seed", "grid", "math", "approx", "approx-seed", "budget", "races", "callees"};

/* key=value */
static void rd_option(Rd *r, unsigned *seen) {
  char b[64];
  Tok t = rd_tok(r), key = t, v;
  const char *eq = memchr(r->s + t.at, '=', t.len);
  if (eq) key.len = (size_t)(eq - (r->s + t.at));
  unsigned k = 0, nk = sizeof opt_names / sizeof *opt_names;
  while (k < nk && !tok_is(r, key, opt_names[k])) k++;
  if (k == nk) rd_fail(r, t.at, "unknown option '%s'", tok_text(r, key, b, sizeof b));
  if (!eq) rd_fail(r, t.at + t.len, "expected '=' after '%s'", opt_names[k]);
  if (*seen & (1u << k)) rd_fail(r, t.at, "duplicate option '%s'", opt_names[k]);
  *seen |= 1u << k;
  v.at = key.at + key.len + 1, v.len = t.len - key.len - 1;
  InterpOpts *o = r->o;
  switch (k) {
  case 0: r->in->seed = rd_hex_opt(r, v); break;
  case 1:
    tok_text(r, v, b, sizeof b);
    if (v.len > 40 || !interp_grid_parse(b, &o->grid)) rd_fail(r, v.at, "invalid grid '%s'", b);
    break;
  case 2: o->math = rd_word(r, v, "mpfr", "host", "'mpfr' or 'host'") ? INTERP_MATH_MPFR : INTERP_MATH_HOST; break;
  case 3:
    o->approx = rd_word(r, v, "exact", "adversarial", "'exact' or 'adversarial'") ? INTERP_APPROX_EXACT
                                                                                   : INTERP_APPROX_ADVERSARIAL;
    break;
  case 4: o->approx_seed = rd_hex_opt(r, v); break;
  case 5:
    if (!tok_dec(r, v, &o->step_budget)) rd_fail(r, v.at, "expected a decimal number");
    break;
  case 6: o->races = rd_word(r, v, "on", "off", "'on' or 'off'"); break;
  default:
    r->in->callees = rd_word(r, v, "quiet", "active", "'quiet' or 'active'") ? INTERP_CALLEES_QUIET : INTERP_CALLEES_ACTIVE;
    break;
  }
}

static void rd_header(Rd *r) {
  char b[64];
  if (!rd_skip_blank(r)) rd_fail(r, r->p, "expected 'passcheck-input' header");
  Tok t = rd_tok(r);
  if (!tok_is(r, t, "passcheck-input")) rd_fail(r, t.at, "expected 'passcheck-input' header");
  t = rd_tok(r);
  uint64_t ver;
  if (!tok_dec(r, t, &ver)) rd_fail(r, t.at, "expected a version number");
  if (ver != 1) rd_fail(r, t.at, "unsupported input version %s", tok_text(r, t, b, sizeof b));
  unsigned seen = 0;
  while (!rd_eol(r)) rd_option(r, &seen);
  rd_nextline(r);
}

static void rd_func(Rd *r) {
  char want[512], b[64];
  if (!rd_skip_blank(r)) rd_fail(r, r->p, "expected 'func'");
  Tok t = rd_tok(r);
  if (!tok_is(r, t, "func")) rd_fail(r, t.at, "expected 'func'");
  Tok nm = rd_tok(r);
  if (!nm.len) rd_fail(r, nm.at, "expected a function name");
  interp_fmt_name(want, sizeof want, ir_cstr(r->m, r->f->name));
  if (!tok_is(r, nm, want))
    rd_fail(r, nm.at, "input is for %s, but the function is %s", tok_text(r, nm, b, sizeof b), want);
  rd_end_of_line(r);
}

static uint64_t rd_count(Rd *r, Tok *ct) {
  uint64_t n;
  *ct = rd_tok(r);
  if (!tok_dec(r, *ct, &n)) rd_fail(r, ct->at, "expected a byte count");
  if (n > ((uint64_t)1 << 28)) rd_fail(r, ct->at, "buffer too large (at most 256 MiB)");
  return n;
}

static void arg_alloc(Rd *r, InterpArg *a, uint64_t n) {
  a->size = (uint32_t)n;
  a->bytes = zalloc(r->c, n);
  if (n && !a->bytes) rd_oom(r);
}

static void set_poison(Rd *r, InterpArg *a, uint64_t i) {
  if (!a->poison && !(a->poison = zalloc(r->c, a->size))) rd_oom(r);
  a->poison[i] = 1;
}

/* OFFSET ':' : whether the token is one, and its value. */
static bool tok_offset(const Rd *r, Tok t, uint64_t *v) {
  if (t.len < 2 || t.len > 17 || r->s[t.at + t.len - 1] != ':') return false;
  uint64_t x = 0;
  for (size_t i = 0; i + 1 < t.len; i++) {
    int h = hexval(r->s[t.at + i]);
    if (h < 0) return false;
    x = x << 4 | (unsigned)h;
  }
  *v = x;
  return true;
}

/* One data line: OFFSET ':' byte{1,16}; returns the bytes read. */
static uint64_t rd_dataline(Rd *r, uint32_t k, InterpArg *a, uint64_t got) {
  char b[64];
  uint64_t off;
  Tok o = rd_tok(r);
  if (!tok_offset(r, o, &off)) rd_fail(r, o.at, "expected offset %04" PRIx64 ":", got);
  if (off != got) rd_fail(r, o.at, "expected offset %04" PRIx64 ", found %s", got, tok_text(r, o, b, sizeof b));
  unsigned cnt = 0;
  while (!rd_eol(r)) {
    Tok t = rd_tok(r);
    int h0 = t.len == 2 ? hexval(r->s[t.at]) : -1, h1 = t.len == 2 ? hexval(r->s[t.at + 1]) : -1;
    if (cnt == 16) rd_fail(r, t.at, "more than 16 bytes on a line");
    if (got + cnt == a->size) rd_fail(r, t.at, "more bytes than the %u of argument %u", a->size, k);
    if (tok_is(r, t, "??")) set_poison(r, a, got + cnt);
    else if (h0 >= 0 && h1 >= 0) a->bytes[got + cnt] = (uint8_t)(h0 << 4 | h1);
    else rd_fail(r, t.at, "expected a hex byte or '?\?'");
    cnt++;
  }
  if (!cnt) rd_fail(r, r->p, "expected a hex byte or '?\?'");
  rd_nextline(r);
  return cnt;
}

static void rd_data(Rd *r, uint32_t k, InterpArg *a, uint64_t n) {
  arg_alloc(r, a, n);
  rd_end_of_line(r);
  for (uint64_t got = 0; got < n;) {
    if (!rd_skip_blank(r))
      rd_fail(r, r->p, "expected %" PRIu64 " more byte%s of argument %u", n - got, n - got == 1 ? "" : "s", k);
    got += rd_dataline(r, k, a, got);
  }
}

static void rd_lanes(Rd *r, IrType t, InterpArg *a, Tok v) {
  const IrModule *m = r->m;
  IrType s = ir_type_scalar(m, t);
  uint32_t lanes = ir_type_lanes(m, t);
  unsigned w = ir_type_bits(m, s), nb = (w + 7) / 8;
  char sn[64], b[64];
  ir_type_str(m, s, sn, sizeof sn);
  arg_alloc(r, a, ir_type_store_size(m, t));
  for (uint32_t l = 0; l < lanes; l++) {
    if (l > 0) {
      if (rd_eol(r)) rd_fail(r, r->p, "expected %u lanes, found %u", lanes, l);
      v = rd_tok(r);
    }
    u128 x;
    if (tok_is(r, v, "poison")) {
      for (unsigned j = 0; j < nb; j++) set_poison(r, a, (uint64_t)l * nb + j);
      continue;
    }
    int e = tok_hex(r, v, &x, 32);
    if (e == 1) rd_fail(r, v.at, "expected a hex value or 'poison'");
    if (e == 2 || x > mask_w(w)) rd_fail(r, v.at, "value %s does not fit in %s", tok_text(r, v, b, sizeof b), sn);
    put_le(a->bytes + (size_t)l * nb, nb, x);
  }
  if (!rd_eol(r)) {
    Tok t2 = rd_tok(r);
    rd_fail(r, t2.at, "unexpected '%s' after the value", tok_text(r, t2, b, sizeof b));
  }
  rd_nextline(r);
}

/* 'alias' DEC '+' DEC: checked once every argument is read (the base may
 * come later). */
static void rd_alias(Rd *r, uint32_t k, InterpArg *a, Tok v) {
  char b[64];
  const IrParam *p = &r->f->params[k];
  r->alias_at[k] = (RdAt){r->line, r->ls, v.at};
  uint64_t base, off;
  Tok t = rd_tok(r);
  if (!tok_dec(r, t, &base)) rd_fail(r, t.at, "expected the index of the argument it points into");
  if (base >= r->f->nparams || base == k)
    rd_fail(r, t.at, "argument %u cannot point into argument %s", k, tok_text(r, t, b, sizeof b));
  t = rd_tok(r);
  if (!tok_is(r, t, "+")) rd_fail(r, t.at, "expected '+' and a byte offset");
  t = rd_tok(r);
  if (!tok_dec(r, t, &off) || off > UINT32_MAX) rd_fail(r, t.at, "expected a byte offset");
  if ((p->attrs | r->f->params[base].attrs) & IR_PA_NOALIAS)
    rd_fail(r, v.at, "parameter %" PRIu64 " is noalias: arguments %u and %" PRIu64 " cannot alias",
            p->attrs & IR_PA_NOALIAS ? (uint64_t)k : base, k, base);
  a->is_alias = 1, a->alias_base = (uint32_t)base, a->alias_off = (uint32_t)off;
  rd_end_of_line(r);
}

/* Every alias against the arguments it names (interp_alias_invalid). */
static void rd_alias_check(Rd *r) {
  char why[160];
  for (uint32_t k = 0; k < r->in->nargs; k++) {
    if (!r->in->args[k].is_alias || !interp_alias_invalid(r->m, r->f, r->in, k, why, sizeof why)) continue;
    r->line = r->alias_at[k].line, r->ls = r->alias_at[k].ls;
    rd_fail(r, r->alias_at[k].at, "%s", why);
  }
}

static void rd_arg(Rd *r, uint32_t k) {
  const IrModule *m = r->m;
  IrType t = r->f->params[k].type;
  char ts[256];
  ir_type_str(m, t, ts, sizeof ts);
  rd_ws(r);
  size_t tl = strlen(ts);
  if (r->n - r->p < tl || memcmp(r->s + r->p, ts, tl) || (r->p + tl < r->n && !is_delim(r->s[r->p + tl])))
    rd_fail(r, r->p, "expected type '%s' for argument %u", ts, k);
  r->p += tl;
  InterpArg *a = &r->in->args[k];
  Tok v = rd_tok(r), ct;
  bool ptr = ir_type_is_ptr(m, t);
  if (!v.len) rd_fail(r, v.at, "expected a value");
  if (tok_is(r, v, "null") || tok_is(r, v, "buffer")) {
    if (!ptr) rd_fail(r, v.at, "'%s' needs a pointer parameter", tok_is(r, v, "null") ? "null" : "buffer");
    if (tok_is(r, v, "null")) {
      a->is_null = 1;
      rd_end_of_line(r);
      return;
    }
    a->is_buffer = 1;
    rd_data(r, k, a, rd_count(r, &ct));
    return;
  }
  if (tok_is(r, v, "alias")) {
    if (!ptr) rd_fail(r, v.at, "'alias' needs a pointer parameter");
    rd_alias(r, k, a, v);
    return;
  }
  if (ptr) rd_fail(r, v.at, "expected 'null', 'buffer' or 'alias' for a pointer parameter");
  if (tok_is(r, v, "bytes")) {
    uint64_t n = rd_count(r, &ct), sz = ir_type_store_size(m, t);
    if (n != sz) rd_fail(r, ct.at, "expected %" PRIu64 " bytes for type '%s'", sz, ts);
    rd_data(r, k, a, n);
    return;
  }
  if (!interp_lane_type(m, t)) rd_fail(r, v.at, "type '%s' needs 'bytes'", ts);
  rd_lanes(r, t, a, v);
}

static void rd_args(Rd *r) {
  uint32_t k = 0, np = r->f->nparams;
  for (;;) {
    if (!rd_skip_blank(r)) {
      if (k < np) rd_fail(r, r->p, "missing argument %u", k);
      rd_fail(r, r->p, "expected 'end'");
    }
    Tok t = rd_tok(r), ix;
    if (tok_is(r, t, "end")) {
      if (k < np) rd_fail(r, t.at, "missing argument %u", k);
      rd_end_of_line(r);
      if (rd_skip_blank(r)) rd_fail(r, r->p, "unexpected text after 'end'");
      return;
    }
    if (!tok_is(r, t, "arg")) rd_fail(r, t.at, "expected 'arg' or 'end'");
    if (k == np) rd_fail(r, t.at, "expected 'end'");
    uint64_t idx;
    ix = rd_tok(r);
    if (!tok_dec(r, ix, &idx)) rd_fail(r, ix.at, "expected an argument index");
    if (idx >= np)
      rd_fail(r, ix.at, "argument %" PRIu64 " does not exist: the function has %u parameter%s", idx, np,
              np == 1 ? "" : "s");
    if (idx != k) rd_fail(r, ix.at, "expected argument %u, found %" PRIu64, k, idx);
    rd_arg(r, k++);
  }
}

IrStatus interp_input_read(IrCtx *c, const char *file, const char *text, size_t len,
                           const IrModule *m, uint32_t fidx, InterpInput *in, InterpOpts *o) {
  memset(in, 0, sizeof *in);
  if (fidx >= m->nfuncs) return ir_error(c, IR_EUSER, file, 0, 0, "no function %u", fidx);
  InterpOpts opts;
  interp_opts_default(&opts);
  Rd r;
  memset(&r, 0, sizeof r);
  r.c = c, r.file = file ? file : "input", r.s = text ? text : "", r.n = text ? len : 0, r.line = 1;
  r.m = m, r.f = ir_func(m, fidx), r.in = in, r.o = &opts;
  in->nargs = r.f->nparams;
  in->args = zalloc(c, in->nargs * sizeof *in->args);
  if (in->nargs && !in->args) {
    in->nargs = 0;
    return ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  }
  size_t atn = in->nargs * sizeof *r.alias_at;
  r.alias_at = zalloc(c, atn);
  if (atn && !r.alias_at) {
    interp_input_free(c, in);
    return ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  }
  if (setjmp(r.jb)) {
    interp_input_free(c, in);
    if (r.alias_at) ir_alloc(c, r.alias_at, atn, 0);
    return ir_ctx_status(c);
  }
  rd_header(&r);
  rd_func(&r);
  rd_args(&r);
  rd_alias_check(&r);
  if (r.alias_at) ir_alloc(c, r.alias_at, atn, 0);
  if (o) *o = opts;
  return IR_OK;
}

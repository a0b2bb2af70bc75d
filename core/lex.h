/* core/lex.h -- the tokenizer of the LLVM IR text subset (private to
 * core/parse.c).
 *
 * Contract: reads exactly [text, text+len) (no NUL terminator needed), keeps
 * line/column of every token, allocates nothing, and reports malformed text
 * (NUL bytes, invalid UTF-8, stray characters, unterminated strings) through
 * lex_error, which records "file:line:col: error: ..." and longjmps to the
 * parser's jmp_buf.  Token payloads point into the text.
 */
#ifndef PASSCHECK_LEX_H
#define PASSCHECK_LEX_H

#include <setjmp.h>

#include "ir.h"

/* Every keyword the parser looks at.  Words not listed lex as LX_IDENT
 * (skipped where attributes may appear, an error elsewhere). */
#define LEX_KEYWORDS(X)                                                                    \
  /* module structure */                                                                   \
  X(source_filename) X(target) X(datalayout) X(triple) X(type) X(opaque) X(global)         \
  X(constant) X(define) X(declare) X(attributes) X(distinct) X(module) X(asm)              \
  X(uselistorder) X(uselistorder_bb) X(alias) X(ifunc) X(comdat) X(section) X(partition)  \
  X(gc) X(prefix) X(prologue) X(personality) X(align) X(addrspace) X(unnamed_addr)         \
  X(local_unnamed_addr) X(externally_initialized) X(thread_local) X(sideeffect)            \
  /* linkage, visibility, preemption, dll storage */                                       \
  X(external) X(private) X(internal) X(available_externally) X(linkonce) X(weak)           \
  X(common) X(appending) X(extern_weak) X(linkonce_odr) X(weak_odr) X(dso_local)           \
  X(dso_preemptable) X(default) X(hidden) X(protected) X(dllimport) X(dllexport)           \
  /* calling conventions */                                                                \
  X(ccc) X(fastcc) X(coldcc) X(cc) X(ptx_kernel) X(ptx_device) X(spir_kernel) X(spir_func) \
  /* types */                                                                              \
  X(void) X(half) X(bfloat) X(float) X(double) X(x86_fp80) X(fp128) X(ppc_fp128)           \
  X(label) X(metadata) X(x86_mmx) X(x86_amx) X(token) X(ptr) X(vscale) X(x)                \
  /* constants */                                                                          \
  X(true) X(false) X(null) X(none) X(undef) X(poison) X(zeroinitializer)                   \
  X(blockaddress) X(dso_local_equivalent) X(no_cfi)                                        \
  /* instructions (every LLVM 16 opcode, supported or not) */                              \
  X(add) X(sub) X(mul) X(udiv) X(sdiv) X(urem) X(srem) X(shl) X(lshr) X(ashr) X(and)       \
  X(or) X(xor) X(fadd) X(fsub) X(fmul) X(fdiv) X(frem) X(fneg) X(icmp) X(fcmp) X(select)   \
  X(phi) X(freeze) X(trunc) X(zext) X(sext) X(fptrunc) X(fpext) X(fptoui) X(fptosi)        \
  X(uitofp) X(sitofp) X(ptrtoint) X(inttoptr) X(bitcast) X(addrspacecast) X(alloca)        \
  X(load) X(store) X(getelementptr) X(atomicrmw) X(cmpxchg) X(fence) X(extractelement)     \
  X(insertelement) X(shufflevector) X(extractvalue) X(insertvalue) X(br) X(switch) X(ret)  \
  X(unreachable) X(call) X(invoke) X(resume) X(landingpad) X(callbr) X(indirectbr)         \
  X(va_arg) X(catchswitch) X(catchret) X(catchpad) X(cleanupret) X(cleanuppad)             \
  X(tail) X(musttail) X(notail) X(to) X(within) X(unwind)                                  \
  /* predicates */                                                                         \
  X(eq) X(ne) X(ugt) X(uge) X(ult) X(ule) X(sgt) X(sge) X(slt) X(sle) X(oeq) X(ogt) X(oge) \
  X(olt) X(ole) X(one) X(ord) X(uno) X(ueq) X(une)                                         \
  /* flags, atomics */                                                                     \
  X(nuw) X(nsw) X(exact) X(inbounds) X(inrange) X(volatile) X(atomic) X(syncscope)         \
  X(nnan) X(ninf) X(nsz) X(arcp) X(contract) X(afn) X(reassoc) X(fast) X(unordered)        \
  X(monotonic) X(acquire) X(release) X(acq_rel) X(seq_cst) X(xchg) X(nand) X(max) X(min)   \
  X(umax) X(umin) X(fmax) X(fmin) X(uinc_wrap) X(udec_wrap)                                \
  /* flags and constants of LLVM 19 and 22 */                                              \
  X(nneg) X(disjoint) X(samesign) X(nusw) X(splat)                                         \
  /* parameter attributes */                                                               \
  X(noundef) X(noalias) X(nocapture) X(readonly) X(writeonly) X(readnone) X(nonnull)       \
  X(signext) X(zeroext) X(inreg) X(returned) X(nofree) X(dereferenceable)                  \
  X(dereferenceable_or_null) X(byval) X(sret) X(inalloca) X(preallocated) X(byref) X(nest) \
  X(swiftself) X(swifterror) X(swiftasync) X(immarg) X(elementtype) X(allocalign)          \
  X(allocptr) X(captures) X(range) X(nofpclass) X(initializes) X(writable)                 \
  X(dead_on_unwind)                                                                        \
  /* function attributes */                                                                \
  X(noinline) X(alwaysinline) X(norecurse) X(mustprogress) X(nosync) X(noreturn)          \
  X(nocallback) X(optnone) X(convergent) X(speculatable) X(nounwind) X(willreturn)        \
  X(memory) X(argmemonly) X(inaccessiblememonly) X(inaccessiblemem_or_argmemonly)         \
  X(read) X(write) X(readwrite)

typedef enum LexKw {
  KW_NONE_ = 0,
#define LEX_KW_ENUM(k) KW_##k,
  LEX_KEYWORDS(LEX_KW_ENUM)
#undef LEX_KW_ENUM
  KW_COUNT
} LexKw;

typedef enum LexKind {
  LX_EOF,
  LX_KW,        /* keyword: tok.kw */
  LX_IDENT,     /* any other bare word */
  LX_INTTYPE,   /* iN: tok.num = N (saturated) */
  LX_LOCAL,     /* %name or %"name": tok.s/n = name (tok.esc: has \ escapes) */
  LX_LOCALNUM,  /* %N: tok.num */
  LX_GLOBAL,    /* @name, @"name" */
  LX_GLOBALNUM, /* @N */
  LX_LABEL,     /* name: or "name": */
  LX_LABELNUM,  /* N: */
  LX_METANAME,  /* !name (also !DILocation and friends) */
  LX_METANUM,   /* !N */
  LX_ATTRNUM,   /* #N */
  LX_DBGREC,    /* #dbg_value, #dbg_declare, ...: a debug record (LLVM 19+); tok.s/n = the word */
  LX_COMDAT,    /* $name */
  LX_INT,       /* [-]digits: tok.s/n is the text */
  LX_HEXINT,    /* u0x.. / s0x..: tok.s/n is the text */
  LX_FP,        /* decimal with '.': tok.s/n is the text */
  LX_HEXFP,     /* 0x.., 0xH.., 0xK.. ...: tok.s/n is the text */
  LX_STR,       /* "...": tok.s/n = contents (tok.esc) */
  LX_CSTR,      /* c"...": tok.s/n = contents (tok.esc) */
  LX_EQ, LX_COMMA, LX_STAR, LX_LPAREN, LX_RPAREN, LX_LBRACK, LX_RBRACK, LX_LBRACE,
  LX_RBRACE, LX_LT, LX_GT, LX_EXCL, LX_DOTS, LX_BAR
} LexKind;

typedef struct LexTok {
  uint8_t kind;      /* LexKind */
  uint8_t esc;       /* payload contains backslash escapes */
  uint16_t kw;       /* LX_KW: LexKw */
  uint32_t line, col;
  const char *start; /* first byte of the token */
  const char *end;   /* one past its last byte */
  const char *s;     /* payload (see LexKind) */
  uint32_t n;        /* payload length */
  uint64_t num;      /* numbered kinds, LX_INTTYPE */
} LexTok;

#define LEX_KWHASH 1024

typedef struct Lex {
  const char *text, *p, *end;
  const char *line0;      /* first byte of the current line */
  uint32_t line;
  LexTok t;               /* the current token */
  LexTok pk;              /* one token of lookahead, valid when has_pk */
  int has_pk;
  IrCtx *c;
  const char *file;
  jmp_buf *jb;            /* where errors go */
  uint16_t kwhash[LEX_KWHASH];
  uint8_t kwlen[KW_COUNT];
} Lex;

void lex_init(Lex *lx, IrCtx *c, const char *file, const char *text, size_t len, jmp_buf *jb);
void lex_next(Lex *lx);
const LexTok *lex_peek(Lex *lx);
/* Restarts lexing at `at` (a token start seen before) and reads one token. */
void lex_seek(Lex *lx, const char *at, uint32_t line, const char *line0);
/* With the current token '{' and no lookahead read: skips to the matching
 * '}' (strings and comments respected) and reads the token after it. */
void lex_skip_braces(Lex *lx);
const char *lex_kw_name(unsigned kw);
LexKw lex_kw(const Lex *lx, const char *s, size_t n);  /* KW_NONE_ if not a keyword */
/* Records "file:line:col: error: ..." (IR_EUSER) and longjmps. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5), noreturn))
#endif
void lex_error(Lex *lx, uint32_t line, uint32_t col, const char *fmt, ...);

#endif

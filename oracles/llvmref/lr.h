/* oracles/llvmref/lr.h -- private to oracles/llvmref: the text builder,
 * the classification of callees, the prelude (prelude.c) and the module
 * rewriting and driver (driver.c) that llvmref.c assembles into one lli
 * program.
 *
 * Contract: text is built in growable buffers (Sb); an allocation failure
 * sets Sb.oom and later appends do nothing, so callers check once at the
 * end.  Nothing here runs processes or touches files.
 */
#ifndef PASSCHECK_LLVMREF_LR_H
#define PASSCHECK_LLVMREF_LR_H

#include "llvmref.h"

/* ---- text builder (llvmref.c) */
typedef IrSb Sb;  /* core/util.h */
/* Appends tmpl with every ${NAME} replaced by the value paired with NAME
 * in kv = {name, value, ..., NULL}; an unknown name is copied as is. */
void sb_tmpl(Sb *s, const char *tmpl, const char *const *kv);

/* A small set of strings (helpers already emitted, names declared). */
typedef struct LrNames {
  char **v;
  uint32_t n, cap;
  bool oom;
} LrNames;
bool lr_names_has(const LrNames *s, const char *name);
bool lr_names_add(LrNames *s, const char *name);  /* false when already there */
void lr_names_free(LrNames *s);
/* Appends the declaration printf(fmt, ...) ("declare T @name(...)") and a
 * newline unless name is already in done (declared or defined). */
void lr_decl(Sb *s, LrNames *done, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 3, 4)))
#endif
  ;

/* ---- callees (prelude.c) */
typedef enum LrKind {
  LR_NATIVE,      /* an LLVM intrinsic lli runs with the interpreter's semantics: kept */
  LR_PRELUDE,     /* defined by the prelude as @__lr.<name> with the declared type */
  LR_TRAPDEF,        /* unknown external: an interpreted run that calls it is unsupported,
                     so it never runs; defined as @__lr.trap.<name> (aborts) */
  LR_UNSUPPORTED  /* no faithful definition: functions that reach it are skipped */
} LrKind;

LrKind lr_callee_kind(IrIntrin id);
/* The LLVM spelling of t with every address space dropped. */
void lr_type_str(const IrModule *m, IrType t, char *buf, size_t n);
/* The printed spelling of a global symbol: @name or @"quoted". */
void lr_sym(char *buf, size_t n, const char *name);

/* Host layout facts the prelude's scheduler needs (ucontext_t). */
typedef struct LrHost {
  size_t ctx_size, off_link, off_ss_sp, off_ss_size;
  size_t stack_size;  /* bytes of stack per GPU thread */
} LrHost;
void lr_host(LrHost *h);

/* The names of C library functions the prelude declares (a module that
 * defines one of them cannot be translated). */
extern const char *const lr_libc_names[];

/* The prelude's fixed part: grid state, scheduler (barriers and warp
 * operations), output helpers, per-width FP helpers. */
void lr_prelude_common(Sb *s, LrNames *done, const LrHost *h);
/* Defines @<newname> for the declaration f (kind LR_PRELUDE), plus any
 * helper it needs that is not yet in done.  False when f's type is not
 * one the prelude handles (the caller then skips the program). */
bool lr_prelude_define(Sb *s, LrNames *done, const IrModule *m, const IrFunc *f, const char *newname);

/* ---- the module and the driver (driver.c) */
/* The rewritten module text (addrspaces flattened, callees renamed,
 * fast-math flags and memory attributes dropped, prelude-defined
 * declarations removed, external globals defined) plus the prelude
 * definitions for its callees; the names it declares or defines go to
 * done.  False with why set when it cannot be translated. */
bool lr_module_text(Sb *s, LrNames *done, const IrModule *m, uint32_t nthreads, char *why, size_t whyn);
/* The driver: buffers and scalars of n inputs, thunks, grid, dumps, main. */
bool lr_driver_text(Sb *s, LrNames *done, const IrModule *m, uint32_t fidx, uint32_t n,
                    const InterpInput *ins, const InterpResult *res, const InterpOpts *o, char *why,
                    size_t whyn);
/* Bytes of dynamic shared memory the interpreter gives a block of nthreads
 * threads (mem.c: at least 4 KiB, or 16 bytes per thread). */
uint64_t lr_dyn_shared_size(uint32_t nthreads);

#endif

/* core/interp/xcall.h -- calls of functions without a body (xcall.c):
 * private to core/interp.  vm_compile.c emits VM_XCALL for them, vm_exec.c
 * runs it through vm_xcall, result.c compares and prints the calls.
 *
 * Contract: see xcall.c; no global state.
 */
#ifndef PASSCHECK_INTERP_XCALL_H
#define PASSCHECK_INTERP_XCALL_H

#include <stdio.h>

#include "interp.h"

/* VmIns.f of VM_XCALL: how the callee is modelled. */
enum {
  XC_EVENT,   /* an observable event (any callee that may write memory) */
  XC_PURE,    /* a function of its arguments and the bytes it reads (no I/O allowed) */
  XC_IDEM,    /* writes inaccessible memory it cannot read: an event, but a function of
                 its arguments and the bytes it reads, so a call right after an equal
                 one changes nothing and is no event of its own */
  /* C library functions with their meaning (xcall.c "The C library") */
  XC_MALLOC, XC_CALLOC, XC_FREE, XC_MEMCMP, XC_BCMP, XC_STRLEN, XC_FFS,
  /* compiled to the llvm.mem* operations (vm_compile.c), never a VM_XCALL */
  XC_MEMCPY, XC_MEMMOVE, XC_MEMSET
};

/* The ext record of VM_XCALL: {nargs, result type, then per argument
 * XC_ARGW words {slot, type, access}}.  access (pointer arguments of
 * XC_EVENT calls, else 0): XA_READ | XA_WRITE, what the callee does
 * through the argument, XA_BYVAL for a byval parameter (the callee reads
 * its copy: the object's identity is not its to see), and the bytes it
 * accesses << XA_SHIFT. */
enum { XC_ARGW = 3, XA_READ = 1, XA_WRITE = 2, XA_BYVAL = 4, XA_SHIFT = 3, XA_WINMAX = 256 };
/* VmIns.d of VM_XCALL: the call site promises the call returns
 * (willreturn); so does the function making it. */
enum { XD_CS_WILLRET = 1, XD_CALLER_WILLRET = 2 };

typedef struct InterpProg InterpProg;

/* The access word of pointer argument k of call in to the declaration
 * cf (xcall.c "Memory"). */
uint32_t xcall_arg_access(const IrModule *m, const IrFunc *cf, uint32_t k);
/* What the call site's attributes (function memory attributes, a
 * parameter's readonly / writeonly / readnone) promise that the callee
 * cf, as modelled (from its declaration alone), breaks: a message, NULL
 * when nothing.  Breaking a promise is UB. */
const char *xcall_callsite_broken(const IrModule *m, const IrFunc *cf, const IrInst *in, bool event);
/* Whether a callee with declaration attributes fa can do I/O (then each
 * call is an event). */
bool xcall_is_event(uint32_t fa);
/* Whether such a callee (an event) is XC_IDEM. */
bool xcall_is_idem(uint32_t fa);

/* Whether a value of type t can be an argument (ret false) or the result
 * (ret true) of such a call: integers and FP up to 64 bits and vectors of
 * them, pointers (a result only in address space 0 or 1), void as a
 * result. */
bool xcall_type_ok(const IrModule *m, IrType t, bool ret);
/* The C library function a declaration names (XC_MALLOC ... XC_MEMSET),
 * when its name and signature are the C ones, else XC_EVENT. */
unsigned xcall_libc(const IrModule *m, const IrFunc *f);
/* Whether f's name is one of the library functions LLVM knows
 * (libnames.def) and m is not for NVPTX. */
bool xcall_libname(const IrModule *m, const IrFunc *f);
/* Copies the run's calls into r, ordered by (block, thread, seq). */
IrStatus xcall_observe(InterpProg *p, InterpResult *r);
void xcall_result_free(IrCtx *c, InterpResult *r);
/* Whether tgt's calls fail to refine src's (alt: NULL or the source's
 * other run, whose differing argument bytes are don't care); *at: the
 * first differing call (src->ncalls or tgt's count when one made more). */
bool xcall_differ(const InterpResult *src, const InterpResult *alt, const InterpResult *tgt, int32_t *at);

#endif

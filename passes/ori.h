/* passes/ori.h -- what the Ori passes (ori-lower, ori-sr, peephole) share:
 * recognizing an instruction or an ori.* call behind a value, the shift
 * forms (IR shl/lshr/ashr and their SHF lowerings) with a constant amount,
 * and emitting ori.* calls before an instruction.
 *
 * Contract: matchers only read the function; ori_emit builds one call
 * instruction (may longjmp on allocation failure, pass.h) and returns it.
 */
#ifndef PASSCHECK_ORI_H
#define PASSCHECK_ORI_H

#include "pass.h"

/* The instruction behind v when v is an instruction of opcode op (IR_NIL otherwise). */
IrId ori_def(const IrFunc *f, IrRef v, IrOp op);
/* The call instruction behind v when it calls intrinsic id (IR_NIL otherwise). */
IrId ori_call(const IrFunc *f, IrRef v, IrIntrin id);
/* v is a scalar integer constant (value in *c, zero-extended). */
bool ori_const(const IrModule *m, IrRef v, uint64_t *c);

/* A 32-bit shift by a constant: `shl/lshr/ashr i32 x, C` or the SHF form
 * ori-lower makes of shl/lshr (shf.l.*(0, x, C), shf.r.*(x, 0, C)), with
 * 0 <= C <= 31.  kind is IR_SHL, IR_LSHR or IR_ASHR. */
typedef struct OriShift {
  IrId inst;
  IrOp kind;
  IrRef x;
  unsigned amt;
} OriShift;
bool ori_shift(const IrModule *m, const IrFunc *f, IrRef v, OriShift *s);

/* call id(args[0..n)) inserted before instruction pos; returns its value. */
IrRef ori_emit(IrModule *m, IrFunc *f, IrId pos, IrIntrin id, uint32_t n, const IrRef *args);
#define ORI_EMIT(m, f, pos, id, ...) \
  ori_emit((m), (f), (pos), (id), (uint32_t)(sizeof((IrRef[]){__VA_ARGS__}) / sizeof(IrRef)), (IrRef[]){__VA_ARGS__})

/* Removes instruction i when nothing uses it (a pure value left dead). */
void ori_drop_if_dead(IrFunc *f, IrId i);
/* "%name", "#id" or the constant of a value, for remarks. */
void ori_vname(const IrModule *m, const IrFunc *f, IrRef v, char *buf, size_t n);

#endif

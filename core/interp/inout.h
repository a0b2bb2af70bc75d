/* core/interp/inout.h -- helpers shared by input.c and result.c (private to
 * core/interp): the element type a pointer parameter is used with, and the
 * text of one typed value.
 *
 * Contract: pure functions of the module; no allocation.
 */
#ifndef PASSCHECK_INTERP_INOUT_H
#define PASSCHECK_INTERP_INOUT_H

#include "interp.h"

/* The scalar type (int, FP or ptr) the function most often loads or stores
 * through parameter k (following getelementptr, casts, phi and select), or
 * IR_VOID when it cannot tell. */
IrType interp_pointee_type(const IrModule *m, const IrFunc *f, uint32_t k);

/* The innermost scalar element of an array / vector type, or of a struct
 * whose fields are all of one scalar type (IR_VOID for other aggregates). */
IrType interp_elem_scalar(const IrModule *m, IrType t);

/* The typed text of one scalar (int: signed decimal; FP: decimal, nan,
 * inf; ptr: hex) whose bits are the little-endian bytes b. */
void interp_fmt_scalar(char *buf, size_t n, const IrModule *m, IrType scalar, const uint8_t *b);

/* "@name", quoting characters other than [A-Za-z0-9._$-] as \XX. */
void interp_fmt_name(char *buf, size_t n, const char *name);

/* Whether a w-bit FP pattern is a NaN (w = 16, 32, 64). */
bool interp_fp_isnan(unsigned w, uint64_t bits);

/* Whether a value of type t is written as hex lanes (int / FP scalars,
 * vectors of byte-sized elements); else as bytes. */
bool interp_lane_type(const IrModule *m, IrType t);

/* " 0x.. 0x.. ; typed" (or "poison" lanes) and a newline. */
void interp_print_lanes(FILE *out, const IrModule *m, IrType t, const uint8_t *b, const uint8_t *pz);

/* Data lines "  0010: xx xx ?? ... ; typed" (16 bytes a line; typed values
 * when et is known); elide: runs of lines equal to the previous one become
 * "  * (N identical lines)". */
void interp_print_data(FILE *out, const IrModule *m, IrType et, const uint8_t *b, const uint8_t *pz,
                       uint32_t size, bool elide);

/* The observed buffers of a result live in one allocation (mem_observe
 * makes it, interp_result_free frees it): the nbufs InterpBufOut records,
 * then every buffer's writer, writer_func, bytes, poison and fpmap arrays.
 * Its size in bytes: */
static inline size_t interp_bufs_block_size(const InterpBufOut *b, uint32_t n) {
  size_t total = 0;
  for (uint32_t i = 0; i < n; i++) total += b[i].size;
  return n * sizeof *b + total * (sizeof(IrId) + sizeof(uint32_t) + 3);
}

#endif

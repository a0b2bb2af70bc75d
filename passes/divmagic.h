/* passes/divmagic.h -- magic numbers for integer division by a constant
 * (seed 000 "Division by Constant (Granlund-Montgomery)"): the lower-div
 * pass (passes/lowerdiv.c) emits the forms below as IR, and the divref
 * oracle (oracles/divref) proves them exact, reaching these functions
 * through the pass's div hook (pass.h), never through this header.
 *
 * Contract: for N in {32, 64} (8 and 16 are accepted too: the tests check
 * the oracle's criterion against brute force at those widths) and a
 * divisor d (unsigned: 1 <= d < 2^N; signed: d != 0, as an N-bit two's
 * complement value) divmagic_u / divmagic_s
 * fill a DivMagic whose form, evaluated as written below on any N-bit
 * dividend x, gives the quotient truncated toward zero (the LLVM udiv/sdiv
 * result; x = INT_MIN with d = -1 is UB in LLVM and may give anything).
 * All arithmetic below is on N-bit values, wrapping; mulhi_u/mulhi_s are
 * the high N bits of the 2N-bit unsigned/signed product; >>u logical,
 * >>s arithmetic shift.  The remainder is x - q * d (wrapping).
 *
 * Unsigned forms (divmagic_u):
 *   DM_POW2       d = 2^k (k = shift, 0 when d = 1):      q = x >>u k
 *   DM_MULHI      M = magic < 2^N:                        q = mulhi_u(x, M) >>u s
 *   DM_MULHI_ADD  the magic is 2^N + M (N+1 bits), s >= 1:
 *                   t = mulhi_u(x, M);  q = (((x - t) >>u 1) + t) >>u (s - 1)
 *   DM_GE         d > 2^(N-1) (only one quotient bit):    q = (x >=u d) ? 1 : 0
 * Signed forms (divmagic_s), neg = (d < 0):
 *   DM_POW2       |d| = 2^k, k = shift (k = 0: d = +-1):
 *                   k = 0: q = x;  k >= 1:
 *                   q = (x + ((x >>s (k - 1)) >>u (N - k))) >>s k
 *                   then, when neg, q = 0 - q
 *   DM_MULHI      M = magic (an N-bit two's complement value), s = shift:
 *                   t = mulhi_s(x, M);
 *                   if (d > 0 && M < 0) t = t + x;  if (d < 0 && M > 0) t = t - x;
 *                   t = t >>s s;  q = t + (t >>u (N - 1))
 *                 (the magic of a negative divisor is computed for d itself;
 *                 no negation afterwards)
 */
#ifndef PASSCHECK_DIVMAGIC_H
#define PASSCHECK_DIVMAGIC_H

#include "pass.h"  /* DmForm, DivMagic: the lower-div pass's div hook carries them to oracles/divref */

/* false when d is out of range (0, or wider than N bits) or N not 8/16/32/64 */
bool divmagic_u(unsigned n, uint64_t d, DivMagic *out);
bool divmagic_s(unsigned n, int64_t d, DivMagic *out);

/* The forms above evaluated on the host (N-bit x in the low bits; the
 * result in the low N bits): the executable definition the pass's IR must
 * match and the oracle's reference for sampled checks.  A signed result
 * is sign-extended from N bits.  A DivMagic outside the contract above
 * (a shift out of range: DM_POW2 and DM_MULHI need shift < N, DM_MULHI_ADD
 * 1 <= shift <= N; a magic wider than N bits; a form not listed for the
 * signedness; d out of range) evaluates to 0: the oracle reports it as
 * malformed. */
uint64_t divmagic_eval_u(unsigned n, const DivMagic *dm, uint64_t x, uint64_t d);
int64_t divmagic_eval_s(unsigned n, const DivMagic *dm, int64_t x, int64_t d);

#endif

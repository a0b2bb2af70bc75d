/* oracles/divref/divref_magic.c -- the exact Granlund-Montgomery proof of
 * the division-by-constant forms of passes/divmagic.h, for every dividend,
 * in O(1) integer arithmetic per divisor (256-bit where N = 64 needs it);
 * sweeps and a seeded divisor sample on top.  Contract: divref_magic.h.
 * Every counterexample is re-checked with the div hook's eval_*; every
 * proof is spot-checked with it at the dividends the criterion singled out.
 *
 * The criterion (seed 000 "Division by Constant"; Granlund and Montgomery
 * 1994, Hacker's Delight ch. 10).  Integers D >= 1, B >= 0, k >= 0, Z >= 0;
 * e = B*D - 2^k; for z >= 0, q = floor(z/D), r = z - q*D.  Two predicates:
 *   FLOOR(z):  floor(z*B / 2^k)       == q     (wanted for z in [0, Z])
 *   CEILM1(z): floor((z*B - 1) / 2^k) == q     (wanted for z in [1, Z])
 * Multiplying the defining inequalities by D > 0 and substituting
 * B*D = 2^k + e:
 *   FLOOR(z)  <=>  q 2^k <= zB <  (q+1) 2^k  <=>  -r 2^k <= z e <  (D-r) 2^k
 *   CEILM1(z) <=>  q 2^k <  zB <= (q+1) 2^k  <=>  -r 2^k <  z e <= (D-r) 2^k
 * Theorem.  FLOOR holds on [0, Z] iff
 *   e < 0: Z < D;   e = 0: always;
 *   e > 0: z e < (D - r) 2^k at z1 = Z and, when q(Z) >= 1 and
 *          r(Z) != D - 1, at z2 = q(Z)*D - 1 (remainder D - 1);
 * CEILM1 holds on [1, Z] (Z >= 1) iff
 *   e <= 0: Z < D and B >= 1;   e > 0: z e <= (D - r) 2^k at z1, z2.
 * Proof.  Lower bounds: for e > 0 (and e = 0 in FLOOR) -r 2^k <= 0 <= z e
 * (strictly positive for z >= 1).  For e < 0 (or e = 0 in CEILM1), z = D
 * has r = 0 and z e <= 0, which breaks the lower bound: the predicate fails
 * at z = D whenever D <= Z.  When Z < D, every z has r = z and the lower
 * bound reads |e| <= 2^k (FLOOR: true, |e| = 2^k - BD) or |e| < 2^k
 * (CEILM1: BD > 0, i.e. B >= 1, else z = 1 fails); the upper bound holds as
 * z e <= 0 < (D - r) 2^k.  Upper bound for e > 0: in z e vs (D - r) 2^k the
 * left side grows with z and the right side depends only on r and shrinks
 * as r grows.  So for each residue r only the largest z <= Z with that
 * residue matters, and among those: residues r <= r(Z) have their largest
 * z in the top quotient q(Z), where z = Z (r = r(Z)) dominates them all;
 * residues r > r(Z) have it in quotient q(Z) - 1 (only when q(Z) >= 1),
 * where r = D - 1, z = z2 dominates.  Hence the two candidates.  QED.
 * The failing candidate (D, 1, z1 or z2) is the counterexample.
 *
 * Reductions of the forms (N-bit wrapping ops, X = 2^N - 1, k = N + s):
 *   u POW2:  x >>u k = floor(x * 1 / 2^k): FLOOR with B = 1 on [0, X].
 *   u MULHI: mulhi_u(x, M) >>u s = floor(floor(xM / 2^N) / 2^s) =
 *            floor(xM / 2^k): FLOOR with B = M on [0, X].
 *   u MULHI_ADD: t = floor(xM / 2^N) <= x since M < 2^N, so x - t does not
 *            wrap; ((x - t) >>u 1) + t = floor((x + t) / 2) <= x does not
 *            either; >>u (s - 1) then gives floor((x + t) / 2^s) =
 *            floor(x (2^N + M) / 2^k): FLOOR with B = 2^N + M on [0, X].
 *   u GE:    (x >= d) = floor(x / d) for all x <= X iff X < 2d; else x = 2d
 *            gives 2 against 1.
 *   s POW2:  with k >= 1 the bias (x >>s (k-1)) >>u (N-k) is the top k bits
 *            of x >>s (k-1): 2^k - 1 when x < 0, else 0, so the sum is
 *            x + 2^k - 1 <= 2^k - 2 (no wrap, k <= N-1) and >>s k is
 *            floor((x + 2^k - 1) / 2^k) = trunc(x / 2^k) for x < 0, floor
 *            for x >= 0: the form is trunc(x / d') with d' = +-2^k (neg),
 *            the final 0 - q wrapping only for INT_MIN / -1.  So it is exact
 *            iff d' = d; else x = -min(|d|, 2^k) gives 1 or -1 on one side
 *            and 0 or the opposite sign on the other.
 *   s MULHI: A = M + 2^N if d > 0 and M < 0, M - 2^N if d < 0 and M > 0,
 *            else M; |A| < 2^N.  mulhi_s(x, M) +- x = floor(xA / 2^N)
 *            exactly, and |xA / 2^N| < |x| <= 2^(N-1) keeps that value in N
 *            bits, so the wrapping add or subtract is exact; >>s s gives
 *            T = floor(xA / 2^k), and q = T + (T < 0) (no wrap).  With
 *            B = |A|, D = |d|, z = |x|: if xA > 0, q = floor(zB / 2^k); if
 *            xA < 0, q = -floor((zB - 1) / 2^k); the truncated quotient is
 *            sign(x) sign(d) floor(z / D).  The corrections make A >= 0
 *            for d > 0 and A <= 0 for d < 0; if A = 0, x = d gives 0
 *            against 1.  Otherwise the form is exact iff
 *              d > 0: FLOOR on [0, 2^(N-1) - 1] (x >= 0) and CEILM1 on
 *                     [1, 2^(N-1)] (x = -z < 0);
 *              d < 0: CEILM1 on [1, 2^(N-1) - 1] (x = z > 0) and FLOOR on
 *                     [1, 2^(N-1)] (x = -z; 2^(N-1) - 1 when d = -1, as
 *                     INT_MIN / -1 is UB).
 * Sizes at N = 64: B < 2^65, BD < 2^129, z e < 2^194, (D - r) 2^k < 2^192:
 * the products are formed in 256 bits.
 */
#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "divref_magic.h"

const PassInfo *divref_pass(void) {
  size_t n;
  const PassInfo *t = pass_table(&n);
  for (size_t i = 0; i < n; i++)
    if (t[i].div) return &t[i];
  return NULL;
}

/* The div hook of divref_pass: the forms under proof. */
static const PassDivHooks *dr_div(void) {
  const PassInfo *pi = divref_pass();
  assert(pi && "no registered pass lowers division");
  return pi->div;
}

typedef unsigned __int128 U128;

/* ------------------------------------------------------------------ */
/* 256-bit unsigned arithmetic (little-endian 64-bit limbs)             */

typedef struct U256 {
  uint64_t w[4];
} U256;

static U256 u256_of(U128 v) { return (U256){{(uint64_t)v, (uint64_t)(v >> 64), 0, 0}}; }

/* a * b mod 2^256 */
static U256 u256_mul64(U256 a, uint64_t b) {
  U256 r;
  U128 carry = 0;
  for (int i = 0; i < 4; i++) {
    U128 p = (U128)a.w[i] * b + carry;
    r.w[i] = (uint64_t)p;
    carry = p >> 64;
  }
  return r;
}

/* m * 2^k for k <= 192 */
static inline U256 u256_shl(uint64_t m, unsigned k) {
  unsigned b = k % 64;
  uint64_t lo = m << b, hi = b ? m >> (64 - b) : 0;
  switch (k / 64) {
  case 0: return (U256){{lo, hi, 0, 0}};
  case 1: return (U256){{0, lo, hi, 0}};
  case 2: return (U256){{0, 0, lo, hi}};
  default: return (U256){{0, 0, 0, lo}};
  }
}

/* a - b for a >= b */
static U256 u256_sub(U256 a, U256 b) {
  U256 r;
  uint64_t borrow = 0;
  for (int i = 0; i < 4; i++) {
    uint64_t t = a.w[i] - b.w[i];
    uint64_t b1 = a.w[i] < b.w[i];
    r.w[i] = t - borrow;
    borrow = b1 | (t < borrow);
  }
  return r;
}

static int u256_cmp(U256 a, U256 b) {
  for (int i = 3; i >= 0; i--)
    if (a.w[i] != b.w[i]) return a.w[i] < b.w[i] ? -1 : 1;
  return 0;
}

/* ------------------------------------------------------------------ */
/* The criterion                                                        */

/* The dividends the criterion singled out (magnitudes z, exact quotients
 * q = floor(z / D), the side: FLOOR or CEILM1): the two candidates of each
 * range, where a proof leaves the least margin.  A proof is spot-checked
 * there against the hook's eval_* (no division needed). */
typedef struct DrSpots {
  unsigned len;
  uint64_t z[6], q[6];
  bool ceilm1[6];
} DrSpots;

static void spot_add(DrSpots *sp, uint64_t z, uint64_t q, bool ceilm1) {
  if (sp->len < 6) {
    sp->z[sp->len] = z, sp->q[sp->len] = q, sp->ceilm1[sp->len] = ceilm1;
    sp->len++;
  }
}

/* z e < m 2^k (or <= when or_equal), k <= 128.  When e < 2^64 the
 * product fits in 128 bits and z e < m 2^k <=> floor(z e / 2^k) < m. */
static bool ms_upper(uint64_t z, U256 e, uint64_t m, unsigned k, bool or_equal) {
  if (!(e.w[1] | e.w[2] | e.w[3])) {
    U128 p = (U128)z * e.w[0], h = k < 128 ? p >> k : 0;
    U128 low = k == 0 ? 0 : k < 128 ? p & (((U128)1 << k) - 1) : p;
    return h < m || (or_equal && h == m && low == 0);
  }
  int c = u256_cmp(u256_mul64(e, z), u256_shl(m, k));
  return c < 0 || (or_equal && c == 0);
}

/* Sets *e = |b d - 2^k| and returns the sign of b d - 2^k (128-bit
 * arithmetic when b < 2^64 and k < 128, else 256-bit). */
static int ms_error(U128 b, uint64_t d, unsigned k, U256 *e) {
  if (b >> 64 == 0 && k < 128) {
    U128 p = (U128)b * d, t = (U128)1 << k;
    *e = u256_of(p >= t ? p - t : t - p);
    return p > t ? 1 : p < t ? -1 : 0;
  }
  U256 p = u256_mul64(u256_of(b), d), t = u256_shl(1, k);
  int c = u256_cmp(p, t);
  *e = c >= 0 ? u256_sub(p, t) : u256_sub(t, p);
  return c;
}

/* FLOOR (ceilm1 false) on [0, zmax] or CEILM1 on [1, zmax], as the
 * theorem above decides it; false with *z a failing dividend magnitude.
 * b < 2^65, 1 <= d < 2^64, k <= 128.  Adds the binding candidates (with
 * their quotients) to *sp. */
static bool ms_holds(U128 b, uint64_t d, unsigned k, uint64_t zmax, bool ceilm1, uint64_t *z, DrSpots *sp) {
  if (zmax == 0) return true;
  uint64_t q = zmax / d, r = zmax % d;
  spot_add(sp, zmax, q, ceilm1);
  if (q && r != d - 1 && q * d - 1 > 0) spot_add(sp, q * d - 1, q - 1, ceilm1);
  U256 e;
  int c = ms_error(b, d, k, &e);
  if (c < 0 || (c == 0 && ceilm1)) {
    *z = d <= zmax ? d : 1;
    return d > zmax && (!ceilm1 || b >= 1);
  }
  if (c == 0) return true;
  *z = zmax;
  if (!ms_upper(zmax, e, d - r, k, ceilm1)) return false;
  *z = q * d - 1;
  return q == 0 || r == d - 1 || ms_upper(q * d - 1, e, 1, k, ceilm1);
}

/* ------------------------------------------------------------------ */
/* Widths, exact quotients, self-checks                                 */

static bool dr_width_ok(unsigned n) { return n == 8 || n == 16 || n == 32 || n == 64; }

static int64_t dr_smin(unsigned n) { return ir_sext(1ull << (n - 1), n); }

static int64_t dr_smax(unsigned n) { return (int64_t)((1ull << (n - 1)) - 1); }

/* trunc(x / d) for sign-extended N-bit x, d (d != 0, not INT_MIN / -1),
 * sign-extended from N bits. */
static int64_t dr_sdiv(unsigned n, int64_t x, int64_t d) {
  if (d == -1) return ir_sext(0 - (uint64_t)x, n);
  return ir_sext((uint64_t)(x / d), n);
}

/* Whether the form really differs from the quotient at x: true confirms a
 * counterexample (WRONG), false means the criterion was wrong (INTERNAL). */
static DivrefVerdict dr_confirm_u(unsigned n, uint64_t d, const DivMagic *dm, uint64_t x) {
  return dr_div()->eval_u(n, dm, x, d) != x / d ? DIVREF_WRONG : DIVREF_INTERNAL;
}

static DivrefVerdict dr_confirm_s(unsigned n, int64_t d, const DivMagic *dm, int64_t x) {
  return dr_div()->eval_s(n, dm, x, d) != dr_sdiv(n, x, d) ? DIVREF_WRONG : DIVREF_INTERNAL;
}

/* ------------------------------------------------------------------ */
/* Unsigned                                                             */

static bool dr_wellformed_u(unsigned n, uint64_t d, const DivMagic *dm) {
  if (!dr_width_ok(n) || !dm || d == 0 || d > ir_mask(n) || dm->magic > ir_mask(n)) return false;
  switch (dm->form) {
  case DM_POW2: case DM_MULHI: return dm->shift < n;
  case DM_MULHI_ADD: return dm->shift >= 1 && dm->shift <= n;
  case DM_GE: return true;
  }
  return false;
}

/* After a proof: the form at the dividends the criterion looked at must
 * give the quotient, else the criterion (or eval) is broken. */
static DivrefVerdict dr_spot_u(unsigned n, uint64_t d, const DivMagic *dm, const DrSpots *sp, uint64_t *cex) {
  const PassDivHooks *h = dr_div();
  for (unsigned i = 0; i < sp->len; i++)
    if (h->eval_u(n, dm, sp->z[i], d) != sp->q[i]) return *cex = sp->z[i], DIVREF_INTERNAL;
  return DIVREF_PROVEN;
}

DivrefVerdict divref_magic_prove_u(unsigned n, uint64_t d, const DivMagic *dm, uint64_t *cex) {
  uint64_t dummy, *x = cex ? cex : &dummy;
  if (!dr_wellformed_u(n, d, dm)) return DIVREF_MALFORMED;
  uint64_t x_max = ir_mask(n);
  DrSpots sp;
  sp.len = 0;
  U128 b = 1;
  unsigned k = dm->shift;
  switch (dm->form) {
  case DM_GE:
    if (x_max / 2 >= d) return *x = 2 * d, dr_confirm_u(n, d, dm, *x);  /* X >= 2d */
    spot_add(&sp, d - 1, 0, false), spot_add(&sp, d, 1, false), spot_add(&sp, x_max, 1, false);
    return dr_spot_u(n, d, dm, &sp, x);
  case DM_POW2: break;
  case DM_MULHI: b = dm->magic, k = n + dm->shift; break;
  case DM_MULHI_ADD: b = ((U128)1 << n) + dm->magic, k = n + dm->shift; break;
  }
  if (ms_holds(b, d, k, x_max, false, x, &sp)) return dr_spot_u(n, d, dm, &sp, x);
  return dr_confirm_u(n, d, dm, *x);
}

/* ------------------------------------------------------------------ */
/* Signed                                                               */

static bool dr_wellformed_s(unsigned n, int64_t d, const DivMagic *dm) {
  if (!dr_width_ok(n) || !dm || d == 0 || d < dr_smin(n) || d > dr_smax(n)) return false;
  if (dm->magic > ir_mask(n) || dm->shift >= n) return false;
  return dm->form == DM_POW2 || dm->form == DM_MULHI;
}

/* Spot checks of a signed proof: a FLOOR magnitude z is the dividend of
 * positive quotient q (x = z for d > 0, -z for d < 0), a CEILM1 one of
 * negative quotient -q (the other sign). */
static DivrefVerdict dr_spot_s(unsigned n, int64_t d, const DivMagic *dm, const DrSpots *sp, int64_t *cex) {
  const PassDivHooks *h = dr_div();
  for (unsigned i = 0; i < sp->len; i++) {
    bool positive_x = (d > 0) != sp->ceilm1[i];
    int64_t x = positive_x ? (int64_t)sp->z[i] : (int64_t)(0 - sp->z[i]);
    int64_t q = sp->ceilm1[i] ? (int64_t)(0 - sp->q[i]) : (int64_t)sp->q[i];
    if (h->eval_s(n, dm, x, d) != q) return *cex = x, DIVREF_INTERNAL;
  }
  return DIVREF_PROVEN;
}

static DivrefVerdict dr_prove_pow2_s(unsigned n, int64_t d, const DivMagic *dm, int64_t *x) {
  uint64_t ad = d < 0 ? 0 - (uint64_t)d : (uint64_t)d, p = 1ull << dm->shift;
  if (ad != p || dm->neg != (d < 0)) {
    *x = (int64_t)(0 - (ad < p ? ad : p));
    return dr_confirm_s(n, d, dm, *x);
  }
  int64_t lo = dr_smin(n), hi = dr_smax(n);
  int64_t xs[] = {0, 1, -1, d, hi, hi - 1, lo + 1, d == -1 ? lo + 1 : lo};
  const PassDivHooks *h = dr_div();
  for (size_t i = 0; i < sizeof xs / sizeof xs[0]; i++)
    if (h->eval_s(n, dm, xs[i], d) != dr_sdiv(n, xs[i], d)) return *x = xs[i], DIVREF_INTERNAL;
  return DIVREF_PROVEN;
}

DivrefVerdict divref_magic_prove_s(unsigned n, int64_t d, const DivMagic *dm, int64_t *cex) {
  int64_t dummy, *x = cex ? cex : &dummy;
  if (!dr_wellformed_s(n, d, dm)) return DIVREF_MALFORMED;
  if (dm->form == DM_POW2) return dr_prove_pow2_s(n, d, dm, x);
  /* b = |A|: the corrections give A = M + 2^N >= 0 for d > 0 and
   * A = M - 2^N <= 0 for d < 0, so A has the sign of d or is 0 */
  int64_t m = ir_sext(dm->magic, n);
  U128 two_n = (U128)1 << n, b = m < 0 ? (U128)(0 - (uint64_t)m) : (U128)m;
  if (d > 0 && m < 0) b = two_n - b;  /* A = M + 2^N */
  if (d < 0 && m > 0) b = two_n - b;  /* A = M - 2^N */
  if (b == 0) return *x = d, dr_confirm_s(n, d, dm, *x);
  uint64_t ad = d < 0 ? 0 - (uint64_t)d : (uint64_t)d, half = 1ull << (n - 1), z;
  unsigned k = n + dm->shift;
  /* |x| ranges: positive quotients x >= 0 for d > 0, x < 0 for d < 0 (not
   * INT_MIN when d = -1); negative quotients the other sign */
  uint64_t zpos = d > 0 || d == -1 ? half - 1 : half, zneg = d > 0 ? half : half - 1;
  DrSpots sp;
  sp.len = 0;
  if (!ms_holds(b, ad, k, zpos, false, &z, &sp))
    return *x = d > 0 ? (int64_t)z : (int64_t)(0 - z), dr_confirm_s(n, d, dm, *x);
  if (!ms_holds(b, ad, k, zneg, true, &z, &sp))
    return *x = d > 0 ? (int64_t)(0 - z) : (int64_t)z, dr_confirm_s(n, d, dm, *x);
  return dr_spot_s(n, d, dm, &sp, x);
}

const char *divref_verdict_name(DivrefVerdict v) {
  switch (v) {
  case DIVREF_PROVEN: return "proven";
  case DIVREF_WRONG: return "wrong";
  case DIVREF_MALFORMED: return "malformed";
  case DIVREF_INTERNAL: return "internal";
  }
  return "?";
}

/* ------------------------------------------------------------------ */
/* Sweeps                                                               */

static void dr_record(DivrefMagicStats *st, const DivrefMagicFailure *f) {
  if (!st->has_failure || f->d < st->first.d) {
    st->first = *f;
    st->has_failure = true;
  }
}

/* Fills f's expected/got for a counterexample x (N-bit pattern). */
static void dr_fail_values(unsigned n, bool is_signed, DivrefMagicFailure *f) {
  uint64_t mask = ir_mask(n);
  if (is_signed) {
    int64_t x = ir_sext(f->x, n), d = ir_sext(f->d, n);
    f->expected = (uint64_t)dr_sdiv(n, x, d) & mask;
    f->got = (uint64_t)dr_div()->eval_s(n, &f->dm, x, d) & mask;
  } else {
    f->expected = f->x / f->d;
    f->got = dr_div()->eval_u(n, &f->dm, f->x, f->d);
  }
}

void divref_magic_check_one(unsigned n, bool is_signed, uint64_t d, DivrefMagicStats *st) {
  d &= ir_mask(n);
  if (d == 0 || !dr_width_ok(n)) return;
  DivrefMagicFailure f = {.d = d};
  st->divisors++;
  const PassDivHooks *h = dr_div();
  bool ok = is_signed ? h->choose_s(n, ir_sext(d, n), &f.dm) : h->choose_u(n, d, &f.dm);
  if (!ok) {
    memset(&f.dm, 0, sizeof f.dm);
    st->refused++;
    f.refused = true, f.verdict = DIVREF_MALFORMED;
    dr_record(st, &f);
    return;
  }
  st->forms[f.dm.form & 3]++;
  if (f.dm.shift > st->max_shift) st->max_shift = f.dm.shift;
  if (is_signed) {
    int64_t x = 0;
    f.verdict = divref_magic_prove_s(n, ir_sext(d, n), &f.dm, &x);
    f.x = (uint64_t)x & ir_mask(n);
  } else {
    f.verdict = divref_magic_prove_u(n, d, &f.dm, &f.x);
  }
  switch (f.verdict) {
  case DIVREF_PROVEN: st->proven++; return;
  case DIVREF_WRONG: st->wrong++; break;
  case DIVREF_MALFORMED: st->malformed++; break;
  case DIVREF_INTERNAL: st->internal++; break;
  }
  if (f.verdict != DIVREF_MALFORMED) dr_fail_values(n, is_signed, &f);
  dr_record(st, &f);
}

bool divref_magic_sweep(unsigned n, bool is_signed, uint64_t first, uint64_t last, DivrefMagicStats *st) {
  if (!dr_width_ok(n) || !st || first > last || last > ir_mask(n)) return false;
  for (uint64_t d = first;; d++) {
    divref_magic_check_one(n, is_signed, d, st);
    if (d == last) break;
  }
  return true;
}

bool divref_magic_sweep_sample(unsigned n, bool is_signed, uint64_t seed, uint64_t first, uint64_t count,
                               DivrefMagicStats *st) {
  if (!dr_width_ok(n) || !st) return false;
  for (uint64_t i = 0; i < count; i++)
    divref_magic_check_one(n, is_signed, divref_magic_sample(n, is_signed, seed, first + i), st);
  return true;
}

void divref_magic_stats_merge(DivrefMagicStats *into, const DivrefMagicStats *from) {
  into->divisors += from->divisors;
  into->proven += from->proven;
  into->refused += from->refused;
  into->wrong += from->wrong;
  into->malformed += from->malformed;
  into->internal += from->internal;
  for (int i = 0; i < 4; i++) into->forms[i] += from->forms[i];
  if (from->max_shift > into->max_shift) into->max_shift = from->max_shift;
  if (from->has_failure) dr_record(into, &from->first);
}

static const char *dr_form_name(DmForm f) {
  switch (f) {
  case DM_POW2: return "pow2";
  case DM_MULHI: return "mulhi";
  case DM_MULHI_ADD: return "mulhi-add";
  case DM_GE: return "ge";
  }
  return "?";
}

void divref_magic_failure_str(unsigned n, bool is_signed, const DivrefMagicStats *st, char *buf, size_t len) {
  if (!len) return;
  buf[0] = 0;
  if (!st->has_failure) return;
  const DivrefMagicFailure *f = &st->first;
  char dv[32];
  if (is_signed) snprintf(dv, sizeof dv, "%lld", (long long)ir_sext(f->d, n));
  else snprintf(dv, sizeof dv, "%llu", (unsigned long long)f->d);
  int w = snprintf(buf, len, "%s i%u x / %s: ", is_signed ? "sdiv" : "udiv", n, dv);
  if (w < 0 || (size_t)w >= len) return;
  if (f->refused) {
    snprintf(buf + w, len - (size_t)w, "divmagic refused the divisor");
    return;
  }
  int w2 = snprintf(buf + w, len - (size_t)w, "form %s magic 0x%llx shift %u%s: %s", dr_form_name(f->dm.form),
                    (unsigned long long)f->dm.magic, f->dm.shift, f->dm.neg ? " neg" : "",
                    divref_verdict_name(f->verdict));
  if (w2 < 0 || f->verdict == DIVREF_MALFORMED || (size_t)(w + w2) >= len) return;
  if (is_signed)
    snprintf(buf + w + w2, len - (size_t)(w + w2), ": x = %lld: expected %lld, got %lld", (long long)ir_sext(f->x, n),
             (long long)ir_sext(f->expected, n), (long long)ir_sext(f->got, n));
  else
    snprintf(buf + w + w2, len - (size_t)(w + w2), ": x = %llu: expected %llu, got %llu", (unsigned long long)f->x,
             (unsigned long long)f->expected, (unsigned long long)f->got);
}

/* ------------------------------------------------------------------ */
/* The seeded divisor sample                                            */

static const uint64_t dr_odd_bases[] = {3,   5,   7,     9,      11,     13,      15,        17,
                                        25,  125, 255,   641,    65537,  274177,  6700417,   3 * 5 * 17 * 257};
#define DR_NODD (sizeof dr_odd_bases / sizeof dr_odd_bases[0])

/* Edge divisors of the unsigned kind, one segment after another. */
static uint64_t dr_base_count(unsigned n) {
  uint64_t small = ir_mask(n) < 100000 ? ir_mask(n) : 100000;
  return small + 7 * n + 129 + 65 + DR_NODD * n + 3 * (uint64_t)n;
}

static uint64_t dr_base_edge(unsigned n, uint64_t i) {
  uint64_t mask = ir_mask(n), small = mask < 100000 ? mask : 100000, v;
  uint64_t top = 1ull << (n - 1);
  if (i < small) return i + 1;
  i -= small;
  if (i < 7u * n) v = (1ull << (i / 7)) + (i % 7) - 3;          /* 2^j - 3 .. 2^j + 3 */
  else if ((i -= 7u * n) < 129) v = top + i - 64;              /* 2^(N-1) +- 64 */
  else if ((i -= 129) < 65) v = mask - i;                      /* 2^N - 1 - (0..64) */
  else if ((i -= 65) < DR_NODD * n) v = dr_odd_bases[i % DR_NODD] << (i / DR_NODD);
  else if ((i -= DR_NODD * n) < n) v = ((1ull << i) << 1) - 1; /* 2^(j+1) - 1 */
  else if ((i -= n) < n) v = top | ((1ull << i) - 1);          /* 2^(N-1) | (2^j - 1) */
  else v = mask ^ (1ull << (i - n));                           /* all ones but one bit */
  v &= mask;
  return v ? v : 1;
}

uint64_t divref_magic_edge_count(unsigned n, bool is_signed) {
  if (!dr_width_ok(n)) return 0;
  return is_signed ? 2 * dr_base_count(n) + 4 : dr_base_count(n);
}


/* A random divisor of one of five shapes, mostly of L significant bits. */
static uint64_t dr_random_divisor(unsigned n, uint64_t *rs) {
  uint64_t r = ir_splitmix64(rs), u = ir_splitmix64(rs);
  unsigned shape = (unsigned)(r % 5), len = 1 + (unsigned)((r >> 8) % n), j = (unsigned)((r >> 16) % len);
  uint64_t top = 1ull << (len - 1), low = top - 1, ones = (1ull << j) - 1, v;
  unsigned pos = (unsigned)((r >> 32) % (len - j + 1));
  switch (shape) {
  case 0: v = top | (u & low); break;                                      /* uniform of length L */
  case 1: v = top | (u & low) | ones; break;                               /* all-ones low j bits */
  case 2: v = top + ((r >> 24) & 1 ? (u & 1023) : 0 - (u & 1023)); break;  /* 2^(L-1) +- small */
  case 3: v = (top | low) & ~(pos < 64 ? ones << pos : 0); break;          /* ones with a hole of j zeros */
  default: v = u; break;                                                   /* uniform over N bits */
  }
  return v;
}

uint64_t divref_magic_sample(unsigned n, bool is_signed, uint64_t seed, uint64_t index) {
  if (!dr_width_ok(n)) return 0;
  uint64_t mask = ir_mask(n), base = dr_base_count(n), v;
  if (!is_signed && index < base) return dr_base_edge(n, index);
  if (is_signed && index < 2 * base) {
    v = dr_base_edge(n, index % base);
    return index < base ? v : (0 - v) & mask;
  }
  if (is_signed && index < 2 * base + 4) {  /* INT_MIN, INT_MIN + 1, INT_MAX, INT_MAX - 1 */
    uint64_t k = index - 2 * base;
    return (uint64_t)(k < 2 ? dr_smin(n) + (int64_t)k : dr_smax(n) + 2 - (int64_t)k) & mask;
  }
  uint64_t rs = seed ^ (index * 0xd1b54a32d192ed03ull);
  v = dr_random_divisor(n, &rs);
  if (is_signed && (ir_splitmix64(&rs) & 1)) v = 0 - v;
  v &= mask;
  return v ? v : 1;
}

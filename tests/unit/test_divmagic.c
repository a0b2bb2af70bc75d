/* tests/unit/test_divmagic.c -- division by a constant: the magic numbers
 * of passes/divmagic.c against exact C division on dense dividends, the
 * exact proof of oracles/divref/divref_magic.c (accepts every chosen magic
 * of large 32- and 64-bit samples, rejects wrong magics with real
 * counterexamples, agrees with brute force over every dividend at 8 and 16
 * bits), the divisor sample and the sweep statistics.
 * Sizes shrink under the sanitizers and grow with LONG=1.
 */
#include <stdint.h>

#include "test.h"
#include "../../oracles/divref/divref_magic.h"
#include "../../passes/divmagic.h"

#if defined(__SANITIZE_ADDRESS__)
#define T_SCALE 8  /* divide the sample sizes: the sanitizer run looks for memory errors */
#else
#define T_SCALE 1
#endif

static uint64_t t_mask(unsigned n) { return n == 64 ? ~0ull : (1ull << n) - 1; }

static int64_t t_sext(unsigned n, uint64_t v) {
  v &= t_mask(n);
  if (n < 64 && (v >> (n - 1)) & 1) v |= ~t_mask(n);
  return (int64_t)v;
}

static int64_t t_smin(unsigned n) { return t_sext(n, 1ull << (n - 1)); }
static int64_t t_smax(unsigned n) { return (int64_t)((1ull << (n - 1)) - 1); }

/* trunc(x / d) in N bits (the caller excludes INT_MIN / -1) */
static int64_t t_sdiv(unsigned n, int64_t x, int64_t d) {
  return d == -1 ? t_sext(n, 0 - (uint64_t)x) : t_sext(n, (uint64_t)(x / d));
}

static uint64_t t_rng(uint64_t *s) {
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* ------------------------------------------------------------------ */
/* (a) the forms against exact division on dense dividends              */

/* Edge dividends for d (N-bit patterns): 0, 1, d - 1, d, d + 1, small and
 * top multiples of d and their neighbours, 2^N - 1, INT_MIN, INT_MAX, -1,
 * -d +- 1, a few random ones.  Returns how many were written (<= 64). */
static unsigned t_dividends(unsigned n, uint64_t d, uint64_t *rs, uint64_t *xs) {
  uint64_t mask = t_mask(n), top = mask / d * d, half = 1ull << (n - 1), ad = d;
  unsigned k = 0;
  if ((d >> (n - 1)) & 1) ad = (0 - d) & mask;  /* |d| when read as signed */
  uint64_t base[] = {0, 1, 2, d - 1, d, d + 1, 2 * d - 1, 2 * d, 2 * d + 1, 3 * d, top - 1, top, top + 1,
                     mask, mask - 1, half, half - 1, half + 1, half / ad * ad, half / ad * ad - 1,
                     (0 - ad), (0 - ad) - 1, (0 - ad) + 1, 0 - 2 * ad, 0 - half / ad * ad, 0 - (half / ad * ad - 1)};
  for (size_t i = 0; i < sizeof base / sizeof base[0]; i++) xs[k++] = base[i] & mask;
  for (int r = 0; r < 16; r++) xs[k++] = t_rng(rs) & mask;
  for (int r = 0; r < 8; r++) xs[k++] = (t_rng(rs) % (mask / d)) * d & mask;  /* random multiples */
  return k;
}

/* Whether the unsigned form of d agrees with x / d on the edge dividends. */
static bool t_dense_u(unsigned n, uint64_t d, uint64_t *rs) {
  DivMagic dm;
  uint64_t xs[64];
  if (!divmagic_u(n, d, &dm)) return false;
  unsigned k = t_dividends(n, d, rs, xs);
  for (unsigned i = 0; i < k; i++)
    if (divmagic_eval_u(n, &dm, xs[i], d) != xs[i] / d) {
      fprintf(stderr, "u%u: %llu / %llu: got %llu\n", n, (unsigned long long)xs[i], (unsigned long long)d,
              (unsigned long long)divmagic_eval_u(n, &dm, xs[i], d));
      return false;
    }
  return true;
}

static bool t_dense_s(unsigned n, int64_t d, uint64_t *rs) {
  DivMagic dm;
  uint64_t xs[64];
  if (!divmagic_s(n, d, &dm)) return false;
  unsigned k = t_dividends(n, (uint64_t)d & t_mask(n), rs, xs);
  for (unsigned i = 0; i < k; i++) {
    int64_t x = t_sext(n, xs[i]);
    if (d == -1 && x == t_smin(n)) continue;  /* UB in LLVM */
    if (divmagic_eval_s(n, &dm, x, d) != t_sdiv(n, x, d)) {
      fprintf(stderr, "s%u: %lld / %lld: got %lld\n", n, (long long)x, (long long)d,
              (long long)divmagic_eval_s(n, &dm, x, d));
      return false;
    }
  }
  return true;
}

static void test_eval_dense(void) {
  uint64_t rs = 1;
  unsigned ns[] = {32, 64};
  for (int w = 0; w < 2; w++) {
    unsigned n = ns[w];
    long bad = 0;
    for (uint64_t d = 1; d <= 70000; d++)
      bad += !t_dense_u(n, d, &rs) + !t_dense_s(n, (int64_t)d, &rs) + !t_dense_s(n, -(int64_t)d, &rs);
    for (uint64_t i = 0; i < 100000 / T_SCALE; i++) {
      uint64_t d = divref_magic_sample(n, false, 7, divref_magic_edge_count(n, false) + i);
      uint64_t e = divref_magic_sample(n, true, 7, i * 3);  /* edges and random, both signs */
      bad += !t_dense_u(n, d, &rs) + !t_dense_s(n, t_sext(n, e), &rs);
    }
    bad += !t_dense_s(n, t_smin(n), &rs) + !t_dense_s(n, t_smax(n), &rs) + !t_dense_u(n, t_mask(n), &rs);
    CHECK_EQ_INT(bad, 0);
  }
}

/* Hacker's Delight's published magic numbers (2nd ed., tables 10-1 and
 * 10-2): the smallest shift is the one chosen there too. */
static void test_known_magics(void) {
  static const struct {
    unsigned n;
    bool sgn;
    int64_t d;
    DmForm form;
    uint64_t magic;
    unsigned shift;
  } rows[] = {
    {32, false, 3, DM_MULHI, 0xaaaaaaab, 1},        {32, false, 7, DM_MULHI_ADD, 0x24924925, 3},
    {32, false, 10, DM_MULHI, 0xcccccccd, 3},       {32, false, 1000, DM_MULHI, 0x10624dd3, 6},
    {32, true, 3, DM_MULHI, 0x55555556, 0},         {32, true, 7, DM_MULHI, 0x92492493, 2},
    {32, true, -3, DM_MULHI, 0x55555555, 1},        {32, true, -5, DM_MULHI, 0x99999999, 1},
    {32, true, -7, DM_MULHI, 0x6db6db6d, 2},        {32, true, 125, DM_MULHI, 0x10624dd3, 3},
    {64, false, 3, DM_MULHI, 0xaaaaaaaaaaaaaaab, 1}, {64, false, 7, DM_MULHI_ADD, 0x2492492492492493, 3},
    {64, true, 3, DM_MULHI, 0x5555555555555556, 0}, {64, true, 7, DM_MULHI, 0x4924924924924925, 1},
    {32, false, 0x80000001, DM_GE, 0, 0},           {32, false, 64, DM_POW2, 0, 6},
  };
  for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
    DivMagic dm;
    bool ok = rows[i].sgn ? divmagic_s(rows[i].n, rows[i].d, &dm) : divmagic_u(rows[i].n, (uint64_t)rows[i].d, &dm);
    CHECK(ok);
    CHECK_EQ_INT(dm.form, rows[i].form);
    CHECK(dm.magic == rows[i].magic);
    CHECK_EQ_INT(dm.shift, rows[i].shift);
  }
  DivMagic dm;
  CHECK(divmagic_s(32, -8, &dm) && dm.form == DM_POW2 && dm.shift == 3 && dm.neg);
  CHECK(divmagic_s(32, INT32_MIN, &dm) && dm.form == DM_POW2 && dm.shift == 31 && dm.neg);
  CHECK(!divmagic_u(32, 0, &dm) && !divmagic_u(32, 1ull << 32, &dm) && !divmagic_u(33, 3, &dm));
  CHECK(!divmagic_s(32, 0, &dm) && !divmagic_s(32, (int64_t)1 << 31, &dm) && !divmagic_s(32, INT32_MIN - 1ll, &dm));
  CHECK(!divmagic_s(12, 3, &dm) && divmagic_s(64, INT64_MIN, &dm));
}

/* ------------------------------------------------------------------ */
/* (b) the proof accepts every chosen magic of large samples            */

static void t_expect_all_proven(const char *what, const DivrefMagicStats *st, uint64_t want) {
  char buf[256];
  divref_magic_failure_str(32, false, st, buf, sizeof buf);
  if (st->proven != want || st->divisors != want || st->has_failure)
    fprintf(stderr, "%s: %llu of %llu proven; %s\n", what, (unsigned long long)st->proven,
            (unsigned long long)st->divisors, buf);
  CHECK(st->divisors == want);
  CHECK(st->proven == want);
  CHECK(!st->has_failure && !st->wrong && !st->internal && !st->refused && !st->malformed);
}

static void test_prove_sample32(void) {
  unsigned bits = test_long() ? 26 : 21;  /* per signedness */
  uint64_t count = (1ull << bits) / T_SCALE, step = (1ull << 32) / count;
  for (int sgn = 0; sgn < 2; sgn++) {
    DivrefMagicStats st = {0};
    uint64_t rs = 5 + (uint64_t)sgn, checked = 0;
    for (uint64_t i = 0; i < count; i++) {  /* one divisor in each slice of the range */
      uint64_t d = i * step + t_rng(&rs) % step;
      if (!d) continue;
      divref_magic_check_one(32, sgn, d, &st);
      checked++;
    }
    uint64_t edges = divref_magic_edge_count(32, sgn);
    CHECK(divref_magic_sweep_sample(32, sgn, 0, 0, edges, &st));
    t_expect_all_proven(sgn ? "signed 32" : "unsigned 32", &st, checked + edges);
    CHECK(st.forms[DM_MULHI] > 0 && st.forms[DM_POW2] > 0);
    CHECK(sgn ? st.forms[DM_MULHI_ADD] == 0 && st.forms[DM_GE] == 0
              : st.forms[DM_MULHI_ADD] > 0 && st.forms[DM_GE] > 0);
  }
}

static void test_prove_sample64(void) {
  uint64_t count = (test_long() ? 10000000 : 1000000) / T_SCALE;
  for (int sgn = 0; sgn < 2; sgn++) {
    DivrefMagicStats st = {0};
    CHECK(divref_magic_sweep_sample(64, sgn, 64, 0, count, &st));
    t_expect_all_proven(sgn ? "signed 64" : "unsigned 64", &st, count);
    CHECK(st.forms[DM_MULHI] > 0 && st.forms[DM_POW2] > 0);
    CHECK(sgn || (st.forms[DM_MULHI_ADD] > 0 && st.forms[DM_GE] > 0));
  }
}

/* ------------------------------------------------------------------ */
/* (c) wrong magics are rejected with real counterexamples              */

/* The verdict on a mutated DivMagic: WRONG with a counterexample that
 * evaluates wrong, or PROVEN (then the dense dividends agree).  Returns 1
 * when rejected, 0 when proven, -1 on a defect (reported). */
static int t_verdict_u(unsigned n, uint64_t d, const DivMagic *dm) {
  uint64_t x = 0, xs[64], rs = d;
  DivrefVerdict v = divref_magic_prove_u(n, d, dm, &x);
  if (v == DIVREF_WRONG) return divmagic_eval_u(n, dm, x, d) != x / d ? 1 : -1;
  if (v != DIVREF_PROVEN) return -1;
  unsigned k = t_dividends(n, d, &rs, xs);
  for (unsigned i = 0; i < k; i++)
    if (divmagic_eval_u(n, dm, xs[i], d) != xs[i] / d) return -1;
  return 0;
}

static int t_verdict_s(unsigned n, int64_t d, const DivMagic *dm) {
  int64_t x = 0;
  uint64_t xs[64], rs = (uint64_t)d;
  DivrefVerdict v = divref_magic_prove_s(n, d, dm, &x);
  if (v == DIVREF_WRONG)
    return !(d == -1 && x == t_smin(n)) && divmagic_eval_s(n, dm, x, d) != t_sdiv(n, x, d) ? 1 : -1;
  if (v != DIVREF_PROVEN) return -1;
  unsigned k = t_dividends(n, (uint64_t)d & t_mask(n), &rs, xs);
  for (unsigned i = 0; i < k; i++) {
    int64_t xi = t_sext(n, xs[i]);
    if (!(d == -1 && xi == t_smin(n)) && divmagic_eval_s(n, dm, xi, d) != t_sdiv(n, xi, d)) return -1;
  }
  return 0;
}

/* ceil(2^k / d) for k < 128 */
static unsigned __int128 t_ceil_pow(unsigned k, uint64_t d) {
  return ((((unsigned __int128)1 << k) - 1) / d) + 1;
}

typedef struct TMut {
  long tried, rejected, defects, must_fail;  /* must_fail: mutants that have to be rejected */
} TMut;

static void t_mut_u(TMut *t, unsigned n, uint64_t d, DivMagic m, bool must) {
  if (m.magic > t_mask(n)) return;
  int r = t_verdict_u(n, d, &m);
  t->tried++;
  t->rejected += r == 1;
  t->defects += r < 0 || (must && r != 1);
  t->must_fail += must;
}

/* The mutants of the chosen unsigned magic of d. */
static void t_mutate_u(TMut *t, unsigned n, uint64_t d) {
  DivMagic dm, m;
  if (!divmagic_u(n, d, &dm)) return;
  if (dm.form == DM_POW2) {
    if (dm.shift + 1 < n) m = dm, m.shift = dm.shift + 1, t_mut_u(t, n, d, m, true);
    if (dm.shift) m = dm, m.shift = dm.shift - 1, t_mut_u(t, n, d, m, true);
    m = dm, m.form = DM_GE, t_mut_u(t, n, d, m, d < (1ull << (n - 1)));
    return;
  }
  if (dm.form == DM_GE) {
    m = dm, m.form = DM_POW2, m.shift = n - 1, t_mut_u(t, n, d, m, true);
    return;
  }
  if (dm.magic) m = dm, m.magic--, t_mut_u(t, n, d, m, true);          /* M - 1: e < 0 */
  m = dm, m.magic++, t_mut_u(t, n, d, m, false);                       /* M + 1: wrong or not */
  if (dm.shift >= 1 + (dm.form == DM_MULHI_ADD)) m = dm, m.shift--, t_mut_u(t, n, d, m, true);
  if (dm.shift >= 1) {  /* minimality: the smaller shift with its own best magic, if N bits */
    unsigned __int128 b = t_ceil_pow(n + dm.shift - 1, d);
    m = dm, m.form = DM_MULHI, m.shift--, m.magic = (uint64_t)b;
    if (b <= t_mask(n)) t_mut_u(t, n, d, m, true);
  }
  m = dm, m.form = DM_GE, t_mut_u(t, n, d, m, true);                   /* d <= 2^(N-1) here */
}

/* passes/mutants.c's mutant-magic-div: for odd d > 2, the add form with
 * s = ceil(log2 d) and the magic ceil(2^(32+s) / d) - 1. */
static void t_mutant_magic_div(TMut *t, uint64_t d) {
  unsigned s = 64 - (unsigned)__builtin_clzll(d - 1);
  uint64_t magic = (uint64_t)t_ceil_pow(32 + s, d) - 1;
  DivMagic m = {.form = DM_MULHI_ADD, .magic = magic - (1ull << 32), .shift = s};
  uint64_t x = 0;
  t->tried++;
  t->must_fail++;
  if (divref_magic_prove_u(32, d, &m, &x) == DIVREF_WRONG && x % d == 0 && x &&
      divmagic_eval_u(32, &m, x, d) == x / d - 1)
    t->rejected++;
  else
    t->defects++;
}

static void t_mut_s(TMut *t, unsigned n, int64_t d, DivMagic m, bool must) {
  m.magic &= t_mask(n);
  int r = t_verdict_s(n, d, &m);
  t->tried++;
  t->rejected += r == 1;
  t->defects += r < 0 || (must && r != 1);
  t->must_fail += must;
}

static void t_mutate_s(TMut *t, unsigned n, int64_t d) {
  DivMagic dm, m;
  if (!divmagic_s(n, d, &dm)) return;
  if (dm.form == DM_POW2) {
    m = dm, m.neg = !dm.neg, t_mut_s(t, n, d, m, true);
    if (dm.shift + 1 < n) m = dm, m.shift++, t_mut_s(t, n, d, m, true);
    if (dm.shift) m = dm, m.shift--, t_mut_s(t, n, d, m, true);
    return;
  }
  uint64_t ad = d < 0 ? 0 - (uint64_t)d : (uint64_t)d;
  /* A - 1 towards zero always breaks: |A| d < 2^k */
  m = dm, m.magic = d > 0 ? dm.magic - 1 : dm.magic + 1, t_mut_s(t, n, d, m, true);
  m = dm, m.magic = d > 0 ? dm.magic + 1 : dm.magic - 1, t_mut_s(t, n, d, m, false);
  if (dm.shift) {
    m = dm, m.shift--, t_mut_s(t, n, d, m, true);
    uint64_t b = (uint64_t)t_ceil_pow(n + dm.shift - 1, ad);
    m = dm, m.shift--, m.magic = d > 0 ? b : 0 - b;
    t_mut_s(t, n, d, m, true);  /* minimality: the smaller shift's best magic */
  }
  m = dm, m.magic = 0 - dm.magic, t_mut_s(t, n, d, m, false);  /* the other sign's magic */
}

static void test_reject_mutants(void) {
  TMut tu = {0}, ts = {0}, tm = {0};
  uint64_t rs = 11;
  for (uint64_t d = 1; d <= 3000; d++) {
    t_mutate_u(&tu, 32, d), t_mutate_u(&tu, 64, d);
    t_mutate_s(&ts, 32, (int64_t)d), t_mutate_s(&ts, 32, -(int64_t)d);
    t_mutate_s(&ts, 64, (int64_t)d), t_mutate_s(&ts, 64, -(int64_t)d);
    if (d > 2 && (d & 1)) t_mutant_magic_div(&tm, d);
  }
  for (int i = 0; i < 20000 / T_SCALE; i++) {
    uint64_t d32 = divref_magic_sample(32, false, 3, 300000 + (uint64_t)i), d64 = divref_magic_sample(64, false, 3, 300000 + (uint64_t)i);
    t_mutate_u(&tu, 32, d32), t_mutate_u(&tu, 64, d64);
    t_mutate_s(&ts, 32, t_sext(32, divref_magic_sample(32, true, 3, 300000 + (uint64_t)i)));
    t_mutate_s(&ts, 64, (int64_t)divref_magic_sample(64, true, 3, 300000 + (uint64_t)i));
    uint64_t odd = (t_rng(&rs) & 0xffffffffu) | 1;
    if (odd > 2 && odd < (1ull << 31)) t_mutant_magic_div(&tm, odd);
  }
  CHECK_EQ_INT(tu.defects, 0);
  CHECK_EQ_INT(ts.defects, 0);
  CHECK_EQ_INT(tm.defects, 0);
  CHECK(tu.must_fail > 20000 && ts.must_fail > 20000 && tm.rejected == tm.tried && tm.tried > 1000);
  CHECK(tu.rejected > tu.must_fail && ts.rejected > ts.must_fail);  /* some M + 1 fail too */
}

/* d = -3: the negation of magic(3) = 0x55555556 (shift 0) is wrong at
 * INT_MIN; magic(-3) is 0x55555555 with shift 1. */
static void test_negative_divisor_magic(void) {
  DivMagic m = {.form = DM_MULHI, .magic = 0xaaaaaaaa, .shift = 0};
  int64_t x = 0;
  CHECK_EQ_INT(divref_magic_prove_s(32, -3, &m, &x), DIVREF_WRONG);
  CHECK_EQ_INT(x, INT32_MIN);
  CHECK_EQ_INT(divmagic_eval_s(32, &m, x, -3), 715827883);
  CHECK_EQ_INT(INT32_MIN / -3, 715827882);
}

static void test_malformed(void) {
  DivMagic ok;
  CHECK(divmagic_u(32, 7, &ok));
  DivMagic m = ok;
  int64_t xs;
  uint64_t xu;
  CHECK_EQ_INT(divref_magic_prove_u(33, 7, &ok, &xu), DIVREF_MALFORMED);
  CHECK_EQ_INT(divref_magic_prove_u(32, 0, &ok, &xu), DIVREF_MALFORMED);
  CHECK_EQ_INT(divref_magic_prove_u(32, 1ull << 32, &ok, &xu), DIVREF_MALFORMED);
  m.shift = 33;
  CHECK_EQ_INT(divref_magic_prove_u(32, 7, &m, &xu), DIVREF_MALFORMED);
  m = ok, m.shift = 0;
  CHECK_EQ_INT(divref_magic_prove_u(32, 7, &m, &xu), DIVREF_MALFORMED);
  m = ok, m.magic = 1ull << 32;
  CHECK_EQ_INT(divref_magic_prove_u(32, 7, &m, &xu), DIVREF_MALFORMED);
  m = ok, m.form = (DmForm)7;
  CHECK_EQ_INT(divref_magic_prove_u(32, 7, &m, &xu), DIVREF_MALFORMED);
  CHECK_EQ_INT(divmagic_eval_u(32, &m, 100, 7), 0);
  CHECK_EQ_INT(divref_magic_prove_u(32, 7, NULL, &xu), DIVREF_MALFORMED);
  m = ok, m.form = DM_MULHI, m.shift = 32;
  CHECK_EQ_INT(divref_magic_prove_u(32, 7, &m, &xu), DIVREF_MALFORMED);
  m = ok, m.shift = 32;
  CHECK_EQ_INT(divref_magic_prove_u(32, 7, &m, NULL), DIVREF_WRONG);  /* add form: s <= N */
  CHECK(divmagic_s(32, 7, &ok));
  m = ok, m.form = DM_GE;
  CHECK_EQ_INT(divref_magic_prove_s(32, 7, &m, &xs), DIVREF_MALFORMED);
  CHECK_EQ_INT(divmagic_eval_s(32, &m, 100, 7), 0);
  m = ok, m.form = DM_MULHI_ADD;
  CHECK_EQ_INT(divref_magic_prove_s(32, 7, &m, &xs), DIVREF_MALFORMED);
  m = ok, m.shift = 32;
  CHECK_EQ_INT(divref_magic_prove_s(32, 7, &m, &xs), DIVREF_MALFORMED);
  CHECK_EQ_INT(divref_magic_prove_s(32, (int64_t)1 << 31, &ok, &xs), DIVREF_MALFORMED);
  CHECK_EQ_INT(divref_magic_prove_s(32, 0, &ok, &xs), DIVREF_MALFORMED);
  CHECK_EQ_INT(divref_magic_prove_s(64, 7, &ok, NULL), DIVREF_WRONG);  /* a 32-bit magic at 64 bits */
}

/* ------------------------------------------------------------------ */
/* (d) the criterion against brute force over every dividend            */

/* Whether the form is exact for every N-bit dividend (N <= 16). */
static bool t_brute_u(unsigned n, uint64_t d, const DivMagic *dm) {
  for (uint64_t x = 0; x <= t_mask(n); x++)
    if (divmagic_eval_u(n, dm, x, d) != x / d) return false;
  return true;
}

static bool t_brute_s(unsigned n, int64_t d, const DivMagic *dm) {
  for (int64_t x = t_smin(n); x <= t_smax(n); x++)
    if (!(d == -1 && x == t_smin(n)) && divmagic_eval_s(n, dm, x, d) != t_sdiv(n, x, d)) return false;
  return true;
}

/* Prover and brute force on one DivMagic; counts disagreements. */
static long t_agree_u(unsigned n, uint64_t d, const DivMagic *dm, long *proven) {
  uint64_t x;
  DivrefVerdict v = divref_magic_prove_u(n, d, dm, &x);
  if (v == DIVREF_MALFORMED) return 0;
  *proven += v == DIVREF_PROVEN;
  return (v == DIVREF_PROVEN) != t_brute_u(n, d, dm) || v == DIVREF_INTERNAL;
}

static long t_agree_s(unsigned n, int64_t d, const DivMagic *dm, long *proven) {
  int64_t x;
  DivrefVerdict v = divref_magic_prove_s(n, d, dm, &x);
  if (v == DIVREF_MALFORMED) return 0;
  *proven += v == DIVREF_PROVEN;
  return (v == DIVREF_PROVEN) != t_brute_s(n, d, dm) || v == DIVREF_INTERNAL;
}

/* N = 8: every divisor, every form, every magic and shift. */
static void test_brute_all8(void) {
  long bad = 0, proven = 0, tried = 0;
  for (uint64_t d = 1; d < 256; d++) {
    for (unsigned s = 0; s <= 8; s++) {
      DivMagic m = {.form = DM_POW2, .shift = s};
      bad += t_agree_u(8, d, &m, &proven), tried++;
      m.form = DM_GE, m.shift = 0, bad += t_agree_u(8, d, &m, &proven), tried++;
      for (uint64_t mg = 0; mg < 256; mg++) {
        DivMagic a = {.form = DM_MULHI, .magic = mg, .shift = s}, b = {.form = DM_MULHI_ADD, .magic = mg, .shift = s};
        bad += t_agree_u(8, d, &a, &proven) + t_agree_u(8, d, &b, &proven), tried += 2;
      }
    }
  }
  for (int64_t d = -128; d < 128; d++) {
    if (!d) continue;
    for (unsigned s = 0; s < 8; s++) {
      DivMagic p = {.form = DM_POW2, .shift = s}, q = {.form = DM_POW2, .shift = s, .neg = true};
      bad += t_agree_s(8, d, &p, &proven) + t_agree_s(8, d, &q, &proven), tried += 2;
      for (uint64_t mg = 0; mg < 256; mg++) {
        DivMagic a = {.form = DM_MULHI, .magic = mg, .shift = s};
        bad += t_agree_s(8, d, &a, &proven), tried++;
      }
    }
  }
  CHECK_EQ_INT(bad, 0);
  CHECK(proven > 1000 && tried > 1000000);
}

/* N = 16: a few hundred divisors, the chosen magic and its neighbours. */
static void test_brute_16(void) {
  long bad = 0, proven = 0, tried = 0;
  uint64_t rs = 16;
  for (int i = 0; i < 150 / T_SCALE; i++) {
    uint64_t d = i < 50 ? (uint64_t)i + 1 : (t_rng(&rs) & 0xffff) | 1;
    DivMagic dm;
    CHECK(divmagic_u(16, d, &dm));
    for (int dmag = -2; dmag <= 2; dmag++)
      for (int ds = -1; ds <= 1; ds++) {
        DivMagic m = dm;
        m.magic += (uint64_t)(int64_t)dmag, m.shift += (unsigned)ds;
        bad += t_agree_u(16, d, &m, &proven), tried++;
        m.form = m.form == DM_MULHI ? DM_MULHI_ADD : DM_MULHI;
        bad += t_agree_u(16, d, &m, &proven), tried++;
      }
    int64_t sd = t_sext(16, d * 0x9e37);
    if (!sd || !divmagic_s(16, sd, &dm)) continue;
    for (int dmag = -2; dmag <= 2; dmag++)
      for (int ds = -1; ds <= 1; ds++) {
        DivMagic m = dm;
        m.magic = (m.magic + (uint64_t)(int64_t)dmag) & 0xffff, m.shift += (unsigned)ds;
        bad += t_agree_s(16, sd, &m, &proven), tried++;
      }
  }
  CHECK_EQ_INT(bad, 0);
  CHECK(proven > 150 / T_SCALE && tried > 1500 / T_SCALE);
}

/* The chosen magic of every 8- and 16-bit divisor, by brute force. */
static void test_brute_chosen_small(void) {
  long bad = 0;
  for (unsigned n = 8; n <= 16; n += 8)
    for (uint64_t d = 1; d <= t_mask(n); d += n == 8 ? 1 : 257 * T_SCALE) {
      DivMagic dm;
      bad += !divmagic_u(n, d, &dm) || !t_brute_u(n, d, &dm);
      bad += !divmagic_s(n, t_sext(n, d), &dm) || !t_brute_s(n, t_sext(n, d), &dm);
    }
  CHECK_EQ_INT(bad, 0);
}

/* ------------------------------------------------------------------ */
/* The sample, the sweeps and the statistics                            */

static void test_sample(void) {
  for (int sgn = 0; sgn < 2; sgn++) {
    uint64_t edges = divref_magic_edge_count(64, sgn), lens = 0;
    bool neg = false, pos = false;
    CHECK(edges > 100000);
    for (uint64_t i = 0; i < edges + 100000; i++) {
      uint64_t d = divref_magic_sample(64, sgn, 9, i);
      CHECK(d != 0);
      if (i >= edges) lens |= 1ull << (63 - __builtin_clzll(sgn && (int64_t)d < 0 ? 0 - d : d));
      neg |= (int64_t)d < 0, pos |= (int64_t)d > 0;
    }
    CHECK(sgn ? (lens & (~0ull >> 1)) == (~0ull >> 1) : lens == ~0ull);  /* every bit length */
    CHECK(neg && pos);
    CHECK(divref_magic_sample(64, sgn, 9, edges + 5) == divref_magic_sample(64, sgn, 9, edges + 5));
    CHECK(divref_magic_sample(64, sgn, 9, edges + 5) != divref_magic_sample(64, sgn, 10, edges + 5));
    CHECK(divref_magic_sample(64, sgn, 9, 7) == 8 && divref_magic_sample(64, sgn, 10, 99999) == 100000);
  }
  CHECK(divref_magic_sample(32, false, 1, 1u << 30) >> 32 == 0);
  CHECK(divref_magic_edge_count(12, false) == 0 && divref_magic_sample(12, false, 1, 1) == 0);
}

static bool t_stats_eq(const DivrefMagicStats *a, const DivrefMagicStats *b) {
  bool eq = a->divisors == b->divisors && a->proven == b->proven && a->refused == b->refused &&
            a->wrong == b->wrong && a->malformed == b->malformed && a->internal == b->internal &&
            a->max_shift == b->max_shift && a->has_failure == b->has_failure;
  for (int i = 0; i < 4; i++) eq = eq && a->forms[i] == b->forms[i];
  return eq;
}

static void test_sweep_merge(void) {
  DivrefMagicStats all = {0}, a = {0}, b = {0};
  CHECK(divref_magic_sweep(16, true, 0, 0xffff, &all));
  CHECK(divref_magic_sweep(16, true, 0, 0x7fff, &a) && divref_magic_sweep(16, true, 0x8000, 0xffff, &b));
  divref_magic_stats_merge(&a, &b);
  CHECK(t_stats_eq(&a, &all));
  CHECK(all.divisors == 0xffff && all.proven == 0xffff && !all.has_failure);
  CHECK(!divref_magic_sweep(16, true, 5, 4, &a) && !divref_magic_sweep(16, false, 0, 0x10000, &a));
  CHECK(!divref_magic_sweep(24, false, 1, 2, &a));

  DivrefMagicStats f = {0}, g = {0};
  char buf[256];
  f.has_failure = true, f.wrong = 1;
  f.first = (DivrefMagicFailure){.d = 7, .dm = {.form = DM_MULHI_ADD, .magic = 0x24924924, .shift = 3},
                                 .verdict = DIVREF_WRONG, .x = 7, .expected = 1, .got = 0};
  g.has_failure = true, g.wrong = 1, g.first = f.first, g.first.d = 9;
  divref_magic_stats_merge(&g, &f);
  CHECK(g.first.d == 7 && g.wrong == 2);
  divref_magic_failure_str(32, false, &g, buf, sizeof buf);
  CHECK_STR(buf, "udiv i32 x / 7: form mulhi-add magic 0x24924924 shift 3: wrong: x = 7: expected 1, got 0");
  divref_magic_failure_str(32, false, &all, buf, sizeof buf);
  CHECK_STR(buf, "");
  g.first.d = 0xfffffff9, g.first.x = 0x80000000, g.first.expected = 0x12492492, g.first.got = 0x12492493;
  divref_magic_failure_str(32, true, &g, buf, sizeof buf);
  CHECK_STR(buf, "sdiv i32 x / -7: form mulhi-add magic 0x24924924 shift 3: wrong: x = -2147483648: expected 306783378, got 306783379");
  divref_magic_failure_str(32, true, &g, buf, 10);
  CHECK(strlen(buf) < 10);
}

/* The oracle reaches the forms through the registry: the pass with the
 * div hook is lower-div, and its hook is divmagic.h's functions. */
static void test_registry_hook(void) {
  const PassInfo *pi = divref_pass();
  CHECK(pi != NULL && !strcmp(pi->name, "lower-div"));
  if (!pi) return;
  CHECK(pi->div->choose_u == divmagic_u && pi->div->choose_s == divmagic_s);
  CHECK(pi->div->eval_u == divmagic_eval_u && pi->div->eval_s == divmagic_eval_s);
}

int main(void) {
  TEST(test_registry_hook);
  TEST(test_known_magics);
  TEST(test_eval_dense);
  TEST(test_prove_sample32);
  TEST(test_prove_sample64);
  TEST(test_reject_mutants);
  TEST(test_negative_divisor_magic);
  TEST(test_malformed);
  TEST(test_brute_all8);
  TEST(test_brute_16);
  TEST(test_brute_chosen_small);
  TEST(test_sample);
  TEST(test_sweep_merge);
  return TEST_END();
}

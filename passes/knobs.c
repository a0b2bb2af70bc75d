/* passes/knobs.c -- the knob table (passes/knobs.def) at run time: lookup
 * by the seed's name, defaults, "name=value" assignments with clear errors,
 * seeded random settings for fuzz mode (only the knobs of a pipeline's
 * passes), and the "a=1 b=2" form recorded in findings.
 *
 * Contract: no state beyond the const table; every function works on a
 * caller-owned int64_t vals[KNOB__COUNT].  knob_set reports user errors as
 * IR_EUSER with a message in the IrCtx and leaves vals unchanged then.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "pass.h"

static const KnobInfo knob_tab[KNOB__COUNT] = {
#define KNOB(id, name, type, def, lo, hi, pass, section, help) \
  {name, type, (int64_t)(def), (int64_t)(lo), (int64_t)(hi), pass, section, help},
#include "knobs.def"
#undef KNOB
};

/* Names of the seeds' globals that store an upstream option (knobs.def). */
static const struct {
  const char *alias;
  KnobId knob;
} knob_aliases[] = {
  {"SLPCostThreshold", KNOB_SLP_THRESHOLD},
  {"SLPMaxVF", KNOB_SLP_MAX_VF},
};

const KnobInfo *knob_info(KnobId k) { return (unsigned)k < KNOB__COUNT ? &knob_tab[k] : NULL; }

static bool name_is(const char *s, const char *name, size_t len) {
  return strlen(s) == len && memcmp(s, name, len) == 0;
}

KnobId knob_lookup(const char *name, size_t len) {
  for (unsigned k = 0; k < KNOB__COUNT; k++)
    if (name_is(knob_tab[k].name, name, len)) return (KnobId)k;
  for (size_t i = 0; i < sizeof knob_aliases / sizeof knob_aliases[0]; i++)
    if (name_is(knob_aliases[i].alias, name, len)) return knob_aliases[i].knob;
  return KNOB__COUNT;
}

void knobs_default(int64_t *vals) {
  for (unsigned k = 0; k < KNOB__COUNT; k++) vals[k] = knob_tab[k].def;
}

/* ------------------------------------------------------------------ */
/* "did you mean": the closest name by edit distance                    */

/* Levenshtein distance by one row of the dynamic-programming table. */
unsigned pass_edit_distance(const char *a, size_t n, const char *b, size_t m) {
  unsigned row[64];
  if (n > 63 || m > 63) return 1000;
  for (size_t j = 0; j <= m; j++) row[j] = (unsigned)j;
  for (size_t i = 1; i <= n; i++) {
    unsigned diag = row[0];
    row[0] = (unsigned)i;
    for (size_t j = 1; j <= m; j++) {
      unsigned up = row[j];
      unsigned sub = diag + (tolower((unsigned char)a[i - 1]) != tolower((unsigned char)b[j - 1]));
      unsigned best = up + 1 < row[j - 1] + 1 ? up + 1 : row[j - 1] + 1;
      row[j] = sub < best ? sub : best;
      diag = up;
    }
  }
  return row[m];
}

/* The knob name nearest to name, or NULL when none is close (distance at
 * most a third of the name's length, and at least 2 allowed). */
static const char *knob_suggest(const char *name, size_t len) {
  const char *best = NULL;
  unsigned bestd = (unsigned)(len / 3 > 2 ? len / 3 : 2) + 1;
  for (unsigned k = 0; k < KNOB__COUNT; k++) {
    unsigned d = pass_edit_distance(name, len, knob_tab[k].name, strlen(knob_tab[k].name));
    if (d < bestd) {
      bestd = d;
      best = knob_tab[k].name;
    }
  }
  return best;
}

/* ------------------------------------------------------------------ */
/* Assignments                                                          */

static bool parse_bool(const char *s, int64_t *v) {
  if (!strcmp(s, "1") || !strcasecmp(s, "true")) *v = 1;
  else if (!strcmp(s, "0") || !strcasecmp(s, "false")) *v = 0;
  else return false;
  return true;
}

/* A decimal (or 0x hex) integer with optional sign; false when malformed
 * or beyond int64. */
static bool parse_int(const char *s, int64_t *v) {
  if (!*s || (*s != '-' && *s != '+' && (*s < '0' || *s > '9'))) return false;
  char *end;
  errno = 0;
  long long x = strtoll(s, &end, 0);
  if (errno || *end) return false;
  *v = x;
  return true;
}

static IrStatus unknown_knob(IrCtx *c, const char *name, size_t len) {
  const char *sug = knob_suggest(name, len);
  if (sug)
    return ir_error(c, IR_EUSER, NULL, 0, 0, "unknown knob '%.*s'; did you mean '%s'? (passcheck knobs lists them)",
                    (int)len, name, sug);
  return ir_error(c, IR_EUSER, NULL, 0, 0, "unknown knob '%.*s' (passcheck knobs lists them)", (int)len, name);
}

static IrStatus bad_value(IrCtx *c, const KnobInfo *ki, const char *val) {
  if (ki->type == KNOB_BOOL)
    return ir_error(c, IR_EUSER, NULL, 0, 0, "knob '%s': malformed value '%s' (expected 0, 1, true or false)",
                    ki->name, val);
  return ir_error(c, IR_EUSER, NULL, 0, 0, "knob '%s': malformed value '%s' (expected an integer in %lld..%lld)",
                  ki->name, val, (long long)ki->lo, (long long)ki->hi);
}

IrStatus knob_set(IrCtx *c, int64_t *vals, const char *assign) {
  const char *eq = strchr(assign, '=');
  if (!eq || eq == assign)
    return ir_error(c, IR_EUSER, NULL, 0, 0, "knob assignment '%s': expected name=value", assign);
  KnobId k = knob_lookup(assign, (size_t)(eq - assign));
  if (k == KNOB__COUNT) return unknown_knob(c, assign, (size_t)(eq - assign));
  const KnobInfo *ki = &knob_tab[k];
  const char *val = eq + 1;
  int64_t v;
  bool target = ki->type == KNOB_BOOL && ki->lo < 0 && (!strcmp(val, "-1") || !strcasecmp(val, "target"));
  if (target) v = -1;  /* a bool the target decides (do-lsr-64-bit follows sm) */
  else if (!(ki->type == KNOB_BOOL ? parse_bool(val, &v) : parse_int(val, &v))) return bad_value(c, ki, val);
  if (v < ki->lo || v > ki->hi)
    return ir_error(c, IR_EUSER, NULL, 0, 0, "knob '%s': value %lld out of range %lld..%lld", ki->name,
                    (long long)v, (long long)ki->lo, (long long)ki->hi);
  vals[k] = v;
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* Random settings (fuzz mode)                                          */


/* A uniform value in [lo, hi] (the span may be the whole int64 range). */
static int64_t uniform(uint64_t *s, int64_t lo, int64_t hi) {
  uint64_t span = (uint64_t)hi - (uint64_t)lo, r = ir_splitmix64(s);
  if (span != UINT64_MAX) r %= span + 1;
  return (int64_t)((uint64_t)lo + r);
}

/* Half of the knobs keep their default (so a random setting stays close
 * to what users run); the other half take a range end (1/4 each) or a
 * uniform value (1/2), so limits and off-by-one edges are exercised. */
void knobs_random(int64_t *vals, const Pipeline *p, uint64_t seed) {
  uint64_t s = seed;
  for (unsigned k = 0; k < KNOB__COUNT; k++) {
    const KnobInfo *ki = &knob_tab[k];
    uint64_t r = ir_splitmix64(&s) & 7;
    if (r < 4) vals[k] = ki->def;
    else if (r == 4) vals[k] = ki->lo;
    else if (r == 5) vals[k] = ki->hi;
    else vals[k] = uniform(&s, ki->lo, ki->hi);
  }
  /* A campaign checks meaning-preserving settings of its own passes only
   * (set after the loop: the other knobs' draws stay as they were). */
  knobs_restrict(vals, p);
  for (unsigned k = 0; k < KNOB__COUNT; k++)
    if (knob_changes_meaning((KnobId)k) || !knob_from_seeds((KnobId)k)) vals[k] = knob_tab[k].def;
}

/* The seeds' knobs name their section "NNN §heading"; passcheck's own say
 * "none: ...".  Campaigns vary only the seeds' knobs: a default campaign
 * checks the seeds' behaviour (fold-math-exact would hide the precision
 * findings of the host libm folds), a user sets the others with -knob. */
bool knob_from_seeds(KnobId k) { return (unsigned)k < KNOB__COUNT && !strncmp(knob_tab[k].section, "00", 2); }

void knobs_restrict(int64_t *vals, const Pipeline *p) {
  for (unsigned k = 0; k < KNOB__COUNT; k++)
    if (!pipeline_has(p, knob_tab[k].pass)) vals[k] = knob_tab[k].def;
}

/* use_fast_math asks lower-div to replace the correctly rounded fdiv by
 * MUFU.RCP + FMUL: a change of meaning the user requests, which the
 * differential oracle would report as a mismatch every time. */
bool knob_changes_meaning(KnobId k) { return k == KNOB_USE_FAST_MATH; }

size_t knobs_format(const int64_t *vals, char *buf, size_t n) {
  size_t at = 0;
  if (n) buf[0] = 0;
  for (unsigned k = 0; k < KNOB__COUNT; k++) {
    if (vals[k] == knob_tab[k].def) continue;
    int w = snprintf(at < n ? buf + at : NULL, at < n ? n - at : 0, "%s%s=%lld", at ? " " : "",
                     knob_tab[k].name, (long long)vals[k]);
    at += (size_t)w;
  }
  return at;
}

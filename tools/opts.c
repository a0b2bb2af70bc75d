/* tools/opts.c -- the one option parser of the passcheck command line: a
 * subcommand's table of CmdOpt rows (tools/cmd.h) driven through
 * getopt_long_only, with the project's messages and checked values.
 *
 * Contract: cmd_opts_parse accepts --name and -name spellings, exact names
 * only, options anywhere before "--"; it prints every error itself
 * ("passcheck CMD: ..." plus the --help hint) and returns CMD_EUSER.
 *
 * Method.  getopt_long_only is run with the optstring "-:": "-" returns
 * every positional argument in place as option 1 (so no permutation, and
 * POSIXLY_CORRECT changes nothing), ":" reports a missing value as ':'.
 * There are no short options: one-letter names (-o, -v, -h) are long
 * options too, so "-vx" is an unknown option, never a cluster.  getopt
 * accepts unambiguous abbreviations; the name typed is compared with the
 * row's afterwards and anything but an exact match is an unknown option
 * (with the full name as the suggestion).  optind = 0 makes glibc
 * reinitialise its state, opterr = 0 keeps it quiet.
 */
#include <assert.h>
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "interp/interp.h"

#define OPTS_MAX 64
#define OPT_VAL0 256  /* getopt's value of row k is OPT_VAL0 + k */

int cmd_opts_error(const CmdOptSpec *s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "passcheck %s: ", s->cmd);
  vfprintf(stderr, fmt, ap);
  fprintf(stderr, "\nRun 'passcheck %s --help' for usage.\n", s->cmd);
  va_end(ap);
  return CMD_EUSER;
}

static bool takes_value(CmdOptKind k) { return k != CMD_SET && k != CMD_CLEAR; }

/* ------------------------------------------------------------------ */
/* Values                                                               */

bool cmd_parse_u64(const char *s, uint64_t *v) {
  if (!s || !*s || *s == '-') return false;
  char *end;
  errno = 0;
  unsigned long long x = strtoull(s, &end, 0);
  if (errno || *end) return false;
  *v = x;
  return true;
}

bool cmd_parse_ulps(const char *s, double *v) {
  char *end;
  double x = strtod(s, &end);
  if (end == s || *end || !(x >= 0) || x > 1e9) return false;
  *v = x;
  return true;
}

/* "90", "90s", "2m", "1.5h" -> seconds in (0, hi]. */
static bool parse_seconds(const char *s, double hi, double *t) {
  char *end;
  double v = strtod(s, &end);
  if (end == s || !(v > 0)) return false;
  if (!strcmp(end, "h")) v *= 3600;
  else if (!strcmp(end, "m")) v *= 60;
  else if (*end && strcmp(end, "s")) return false;
  if (v > hi) return false;
  *t = v;
  return true;
}

/* The index of v among the words of "a|b|c", or -1. */
static int choice_index(const char *words, const char *v) {
  size_t n = strlen(v);
  for (int k = 0;; k++) {
    size_t w = strcspn(words, "|");
    if (w == n && !strncmp(words, v, n)) return k;
    if (!words[w]) return -1;
    words += w + 1;
  }
}

static bool parse_u64_range(const CmdOpt *o, const char *v, uint64_t max, uint64_t *x) {
  uint64_t hi = o->hi ? o->hi : max;
  return cmd_parse_u64(v, x) && *x >= o->lo && *x <= hi;
}

/* Stores v by o's kind; false when v is not a valid value. */
static bool store(const CmdOpt *o, const char *v) {
  uint64_t x;
  int k;
  switch (o->kind) {
  case CMD_SET: *(bool *)o->dest = true; return true;
  case CMD_CLEAR: *(bool *)o->dest = false; return true;
  case CMD_STR: *(const char **)o->dest = v; return true;
  case CMD_LIST: {
    CmdList *l = o->dest;
    if (l->n == CMD_LIST_MAX) return false;
    l->v[l->n++] = v;
    return true;
  }
  case CMD_U64:
    if (!parse_u64_range(o, v, UINT64_MAX, &x)) return false;
    *(uint64_t *)o->dest = x;
    return true;
  case CMD_U32:
    if (!parse_u64_range(o, v, UINT32_MAX, &x)) return false;
    *(uint32_t *)o->dest = (uint32_t)x;
    return true;
  case CMD_SECONDS: return parse_seconds(v, o->hi ? (double)o->hi : 1e9, o->dest);
  case CMD_ULPS: return cmd_parse_ulps(v, o->dest);
  case CMD_GRID: return interp_grid_parse(v, o->dest);
  case CMD_MATH:
    if ((k = choice_index("mpfr|host", v)) < 0) return false;
    *(InterpMath *)o->dest = k ? INTERP_MATH_HOST : INTERP_MATH_MPFR;
    return true;
  case CMD_APPROX:
    if ((k = choice_index("exact|adversarial", v)) < 0) return false;
    *(InterpApprox *)o->dest = k ? INTERP_APPROX_ADVERSARIAL : INTERP_APPROX_EXACT;
    return true;
  case CMD_CHOICE:
    if ((k = choice_index(o->what, v)) < 0) return false;
    *(int *)o->dest = k;
    return true;
  case CMD_FN: return o->parse(v, o->dest);
  }
  return false;
}

/* "a|b|c" as "a, b or c". */
static void choice_text(const char *words, char *buf, size_t n) {
  size_t len = 0;
  const char *last = strrchr(words, '|');
  for (const char *p = words; *p && len + 4 < n; p++) {
    if (*p != '|') buf[len++] = *p;
    else len += (size_t)snprintf(buf + len, n - len, p == last ? " or " : ", ");
  }
  buf[len < n ? len : n - 1] = 0;
}

/* What a valid value of o looks like, for the message. */
static void expected(const CmdOpt *o, char *buf, size_t n) {
  uint64_t hi = o->hi ? o->hi : o->kind == CMD_U32 ? UINT32_MAX : UINT64_MAX;
  switch (o->kind) {
  case CMD_U64:
  case CMD_U32:
    if (hi == UINT64_MAX || hi == UINT32_MAX) snprintf(buf, n, o->lo ? "a number >= %llu" : "a number",
                                                         (unsigned long long)o->lo);
    else snprintf(buf, n, "a number from %llu to %llu", (unsigned long long)o->lo, (unsigned long long)hi);
    break;
  case CMD_SECONDS:
    if (o->hi) snprintf(buf, n, "seconds, e.g. 90, 90s, 2m or 1.5h, at most %llu s", (unsigned long long)o->hi);
    else snprintf(buf, n, "seconds, e.g. 90, 90s, 2m or 1.5h");
    break;
  case CMD_ULPS: snprintf(buf, n, "a number >= 0"); break;
  case CMD_GRID: snprintf(buf, n, "BxT or Bx,By,BzxTx,Ty,Tz"); break;
  case CMD_MATH: choice_text("mpfr|host", buf, n); break;
  case CMD_APPROX: choice_text("exact|adversarial", buf, n); break;
  case CMD_CHOICE: choice_text(o->what, buf, n); break;
  default: snprintf(buf, n, "%s", o->what ? o->what : "a valid value"); break;
  }
}

/* ------------------------------------------------------------------ */
/* Names                                                                */

/* The option as typed in arg ("--seed=3" -> "--seed"), into buf. */
static void typed(const char *arg, char *buf, size_t n) {
  snprintf(buf, n, "%.*s", (int)strcspn(arg, "="), arg);
}

/* The name typed in arg, without its dashes and value. */
static const char *bare(const char *arg, size_t *len) {
  const char *s = arg + (arg[0] != '-' ? 0 : arg[1] == '-' ? 2 : 1);
  *len = strcspn(s, "=");
  return s;
}

/* The row whose name is exactly name[0..len), or -1. */
static int row_named(const CmdOptSpec *s, const char *name, size_t len) {
  for (int k = 0; s->opts[k].name; k++)
    if (strlen(s->opts[k].name) == len && !strncmp(s->opts[k].name, name, len)) return k;
  return -1;
}

/* The name to suggest for a mistyped one: the only name it abbreviates,
 * else the nearest by edit distance (as close as knob suggestions), else
 * NULL.  Names of fewer than 3 letters are never suggested from. */
static const char *suggest(const CmdOptSpec *s, const char *name, size_t len) {
  const char *best = NULL;
  int prefixes = 0;
  for (int k = 0; s->opts[k].name; k++)
    if (len >= 2 && !strncmp(s->opts[k].name, name, len)) prefixes++, best = s->opts[k].name;
  if (prefixes == 1) return best;
  if (len < 3) return NULL;
  best = NULL;
  unsigned bestd = (unsigned)(len / 3 > 2 ? len / 3 : 2) + 1;
  for (int k = 0; s->opts[k].name; k++) {
    size_t m = strlen(s->opts[k].name);
    unsigned d = m < 3 ? 1000 : pass_edit_distance(name, len, s->opts[k].name, m);
    if (d < bestd) bestd = d, best = s->opts[k].name;
  }
  return best;
}

static int unknown(const CmdOptSpec *s, const char *arg) {
  char t[128];
  size_t len;
  const char *name = bare(arg, &len);
  const char *hint = suggest(s, name, len);
  typed(arg, t, sizeof t);
  int k = row_named(s, name, len);
  if (k >= 0 && arg[strcspn(arg, "=")] && !takes_value(s->opts[k].kind))
    return cmd_opts_error(s, "option '%s' takes no value", t);
  if (!hint) return cmd_opts_error(s, "unknown option '%s'", t);
  return cmd_opts_error(s, "unknown option '%s'; did you mean '%.*s%s'?", t, strlen(hint) == 1 ? 1 : (int)(name - arg),
                        "--", hint);
}

/* ------------------------------------------------------------------ */
/* The parse                                                            */

/* One option of row k, typed as arg, with value v (NULL for flags). */
static int take_opt(const CmdOptSpec *s, int k, const char *arg, const char *v) {
  const CmdOpt *o = &s->opts[k];
  size_t len;
  bare(arg, &len);
  if (strlen(o->name) != len) return unknown(s, arg);  /* an abbreviation */
  if (store(o, v)) {
    if (s->given) *s->given |= o->given;
    return CMD_OK;
  }
  char t[128], what[160];
  typed(arg, t, sizeof t);
  if (o->kind == CMD_LIST) return cmd_opts_error(s, "too many %s options (at most %d)", t, CMD_LIST_MAX);
  expected(o, what, sizeof what);
  return cmd_opts_error(s, "bad value '%s' for option '%s' (expected %s)", v, t, what);
}

static int needs_value(const CmdOptSpec *s, const char *arg) {
  char t[128];
  typed(arg, t, sizeof t);
  return cmd_opts_error(s, "option '%s' needs a value", t);
}

static int take_arg(const CmdOptSpec *s, char **argv, int *nargs, char *arg) {
  if (*nargs >= s->max_args) return cmd_opts_error(s, s->extra ? s->extra : "unexpected argument '%s'", arg);
  argv[++*nargs] = arg;
  return CMD_OK;
}

static int help(const CmdOptSpec *s) {
  if (s->usage) fputs(s->usage, stdout);
  else s->help();
  return CMD_HELP;
}

/* The getopt table: the rows, then help and h. */
static int long_table(const CmdOptSpec *s, struct option *lo) {
  int n = 0;
  for (; s->opts[n].name; n++) {
    assert(n < OPTS_MAX && "a subcommand has more options than cmd_opts_parse takes");
    lo[n] = (struct option){s->opts[n].name, takes_value(s->opts[n].kind) ? required_argument : no_argument, NULL,
                            OPT_VAL0 + n};
  }
  lo[n] = (struct option){"help", no_argument, NULL, OPT_VAL0 + n};
  lo[n + 1] = (struct option){"h", no_argument, NULL, OPT_VAL0 + n};
  lo[n + 2] = (struct option){NULL, 0, NULL, 0};
  return n;
}

int cmd_opts_parse(const CmdOptSpec *s, int argc, char **argv, int *nargs) {
  struct option lo[OPTS_MAX + 3];
  int n = long_table(s, lo), c, rc = CMD_OK;
  *nargs = 0;
  optind = 0;  /* glibc: reinitialise completely */
  opterr = 0;
  while (rc == CMD_OK) {
    int at = optind ? optind : 1;  /* the word getopt looks at next */
    if ((c = getopt_long_only(argc, argv, "-:", lo, NULL)) == -1) break;
    const char *arg = argv[at];
    size_t len;
    const char *name = bare(arg, &len);
    if (c == 1) rc = take_arg(s, argv, nargs, optarg);
    else if (c == '?') rc = unknown(s, arg);
    else if (c == ':') rc = row_named(s, name, len) < 0 ? unknown(s, arg) : needs_value(s, arg);
    else if (c - OPT_VAL0 == n) rc = len == 1 || (len == 4 && !strncmp(name, "help", 4)) ? help(s) : unknown(s, arg);
    else rc = take_opt(s, c - OPT_VAL0, arg, optarg);
  }
  for (int i = optind; rc == CMD_OK && i < argc; i++) rc = take_arg(s, argv, nargs, argv[i]);
  if (rc == CMD_OK && *nargs < s->min_args) rc = cmd_opts_error(s, "%s", s->missing ? s->missing : "missing argument");
  return rc;
}

bool cmd_parse_dialect(const char *v, void *dest) {
  uint64_t n;
  if (!cmd_parse_u64(v, &n) || (n != 16 && n != 19 && n != 22)) return false;
  *(unsigned *)dest = (unsigned)n;
  return true;
}

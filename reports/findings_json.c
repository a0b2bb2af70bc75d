/* reports/findings_json.c -- a small JSON writer (string escaping) and a
 * recursive-descent reader (RFC 8259) for passcheck's own files.
 *
 * Contract: findings_json.h.  The reader accepts exactly RFC 8259 text:
 * no comments, no trailing commas, no NUL bytes; strings are decoded to
 * UTF-8 (\u escapes with surrogate pairs); nesting deeper than FJ_MAXDEPTH
 * is an error, so hostile input cannot exhaust the stack.  Errors name
 * line and column; nothing is left allocated after an error.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "findings_json.h"

enum { FJ_MAXDEPTH = 64 };

/* ------------------------------------------------------------------ */
/* Writing                                                              */

/* Length of the valid UTF-8 sequence at s (1-4), or 0 when invalid. */
static size_t utf8_len(const unsigned char *s) {
  unsigned c = s[0];
  size_t n = c < 0x80 ? 1 : (c & 0xe0) == 0xc0 ? 2 : (c & 0xf0) == 0xe0 ? 3 : (c & 0xf8) == 0xf0 ? 4 : 0;
  if (n == 0 || (n == 2 && c < 0xc2) || (n == 4 && c > 0xf4)) return 0;
  for (size_t i = 1; i < n; i++)
    if ((s[i] & 0xc0) != 0x80) return 0;
  if (n == 3 && ((c == 0xe0 && s[1] < 0xa0) || (c == 0xed && s[1] >= 0xa0))) return 0; /* overlong, surrogate */
  if (n == 4 && ((c == 0xf0 && s[1] < 0x90) || (c == 0xf4 && s[1] >= 0x90))) return 0;
  return n;
}

void fjson_put_str(FILE *out, const char *s) {
  const unsigned char *p = (const unsigned char *)(s ? s : "");
  fputc('"', out);
  while (*p) {
    unsigned c = *p;
    size_t n = utf8_len(p);
    if (c == '"' || c == '\\') fprintf(out, "\\%c", c);
    else if (c == '\n') fputs("\\n", out);
    else if (c == '\t') fputs("\\t", out);
    else if (c == '\r') fputs("\\r", out);
    else if (c < 0x20 || c == 0x7f || n == 0) fprintf(out, "\\u%04x", c);
    else {
      fwrite(p, 1, n, out);
      p += n;
      continue;
    }
    p++;
  }
  fputc('"', out);
}

/* ------------------------------------------------------------------ */
/* Reading                                                              */

typedef struct JP {
  const char *s;
  size_t n, at, ls;   /* text, length, position, start of the current line */
  uint32_t line;
  int depth;
  char *err;
  size_t errn;
  bool failed;
} JP;

static bool jfail(JP *p, const char *msg) {
  if (!p->failed) {
    p->failed = true;
    if (p->at >= p->n) snprintf(p->err, p->errn, "%u:%zu: unexpected end of file (%s)", p->line, p->at - p->ls + 1, msg);
    else snprintf(p->err, p->errn, "%u:%zu: %s", p->line, p->at - p->ls + 1, msg);
  }
  return false;
}

static void skip_ws(JP *p) {
  while (p->at < p->n) {
    char c = p->s[p->at];
    if (c == '\n') p->line++, p->ls = p->at + 1;
    else if (c != ' ' && c != '\t' && c != '\r') return;
    p->at++;
  }
}

static bool parse_value(JP *p, FJson *v);

/* A growable byte string. */
typedef struct Str {
  char *p;
  size_t n, cap;
} Str;

static bool str_put(Str *s, const char *b, size_t n) {
  if (s->n + n + 1 > s->cap) {
    size_t cap = s->cap ? s->cap * 2 : 64;
    while (cap < s->n + n + 1) cap *= 2;
    char *q = realloc(s->p, cap);
    if (!q) return false;
    s->p = q, s->cap = cap;
  }
  memcpy(s->p + s->n, b, n);
  s->n += n;
  s->p[s->n] = 0;
  return true;
}

static bool put_utf8(Str *s, uint32_t cp) {
  char b[4];
  size_t n;
  if (cp < 0x80) b[0] = (char)cp, n = 1;
  else if (cp < 0x800) b[0] = (char)(0xc0 | cp >> 6), b[1] = (char)(0x80 | (cp & 63)), n = 2;
  else if (cp < 0x10000)
    b[0] = (char)(0xe0 | cp >> 12), b[1] = (char)(0x80 | (cp >> 6 & 63)), b[2] = (char)(0x80 | (cp & 63)), n = 3;
  else
    b[0] = (char)(0xf0 | cp >> 18), b[1] = (char)(0x80 | (cp >> 12 & 63)), b[2] = (char)(0x80 | (cp >> 6 & 63)),
    b[3] = (char)(0x80 | (cp & 63)), n = 4;
  return str_put(s, b, n);
}

static bool hex4(JP *p, uint32_t *cp) {
  *cp = 0;
  for (int i = 0; i < 4; i++, p->at++) {
    char c = p->at < p->n ? p->s[p->at] : 0;
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    if (d < 0) return jfail(p, "bad \\u escape (expected 4 hex digits)");
    *cp = *cp << 4 | (uint32_t)d;
  }
  return true;
}

/* \uXXXX (p->at after the 'u'), with a following low surrogate when the
 * first is a high one. */
static bool parse_uescape(JP *p, Str *s) {
  uint32_t cp, lo;
  if (!hex4(p, &cp)) return false;
  if (cp >= 0xdc00 && cp <= 0xdfff) return jfail(p, "unpaired low surrogate in \\u escape");
  if (cp >= 0xd800 && cp <= 0xdbff) {
    if (p->at + 2 > p->n || p->s[p->at] != '\\' || p->s[p->at + 1] != 'u')
      return jfail(p, "high surrogate not followed by a low one");
    p->at += 2;
    if (!hex4(p, &lo)) return false;
    if (lo < 0xdc00 || lo > 0xdfff) return jfail(p, "high surrogate not followed by a low one");
    cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
  }
  return put_utf8(s, cp) || jfail(p, "out of memory");
}

static bool parse_escape(JP *p, Str *s) {
  if (++p->at >= p->n) return jfail(p, "unterminated string");
  char c = p->s[p->at++], r;
  switch (c) {
  case '"': case '\\': case '/': r = c; break;
  case 'b': r = '\b'; break;
  case 'f': r = '\f'; break;
  case 'n': r = '\n'; break;
  case 'r': r = '\r'; break;
  case 't': r = '\t'; break;
  case 'u': return parse_uescape(p, s);
  default: p->at--; return jfail(p, "bad escape in string");
  }
  return str_put(s, &r, 1) || jfail(p, "out of memory");
}

/* A string literal at p->at (on the opening quote); *out malloc'd. */
static bool parse_string(JP *p, char **out) {
  Str s = {0};
  *out = NULL;
  p->at++;
  for (;;) {
    if (p->at >= p->n) break;
    unsigned char c = (unsigned char)p->s[p->at];
    if (c == '"') {
      p->at++;
      *out = s.p ? s.p : calloc(1, 1);
      return *out || jfail(p, "out of memory");
    }
    bool ok;
    if (c == '\\') ok = parse_escape(p, &s);
    else if (c < 0x20) ok = jfail(p, c ? "control character in string" : "NUL byte in string");
    else {
      ok = str_put(&s, (const char *)&c, 1) || jfail(p, "out of memory");
      p->at++;
    }
    if (!ok) break;
  }
  free(s.p);
  return jfail(p, "unterminated string");
}

static bool digits(JP *p) {
  size_t st = p->at;
  while (p->at < p->n && p->s[p->at] >= '0' && p->s[p->at] <= '9') p->at++;
  return p->at > st;
}

static bool parse_number(JP *p, FJson *v) {
  size_t st = p->at;
  if (p->s[p->at] == '-') p->at++;
  if (p->at < p->n && p->s[p->at] == '0') p->at++;
  else if (!digits(p)) return jfail(p, "bad number");
  if (p->at < p->n && p->s[p->at] == '.' && (p->at++, !digits(p))) return jfail(p, "bad number (digits expected after '.')");
  if (p->at < p->n && (p->s[p->at] == 'e' || p->s[p->at] == 'E')) {
    p->at++;
    if (p->at < p->n && (p->s[p->at] == '+' || p->s[p->at] == '-')) p->at++;
    if (!digits(p)) return jfail(p, "bad number (digits expected in the exponent)");
  }
  v->kind = FJ_NUM;
  v->s = malloc(p->at - st + 1);
  if (!v->s) return jfail(p, "out of memory");
  memcpy(v->s, p->s + st, p->at - st);
  v->s[p->at - st] = 0;
  return true;
}

static bool parse_word(JP *p, FJson *v) {
  static const struct { const char *w; FJsonKind k; bool b; } words[] = {
    {"true", FJ_BOOL, true}, {"false", FJ_BOOL, false}, {"null", FJ_NULL, false}};
  for (size_t i = 0; i < 3; i++) {
    size_t l = strlen(words[i].w);
    if (p->n - p->at >= l && !memcmp(p->s + p->at, words[i].w, l)) {
      p->at += l;
      v->kind = words[i].k, v->b = words[i].b;
      return true;
    }
  }
  return jfail(p, "expected a value");
}

/* Appends a fresh item to an array / object node. */
static FJson *add_kid(JP *p, FJson *v, char *key) {
  if ((v->n & (v->n - 1)) == 0) {  /* grow at powers of two */
    size_t cap = v->n ? v->n * 2 : 1;
    FJson *k = realloc(v->kid, cap * sizeof *k);
    if (k) v->kid = k;
    char **ks = v->kind == FJ_OBJ ? realloc(v->key, cap * sizeof *ks) : NULL;
    if (ks) v->key = ks;
    if (!k || (v->kind == FJ_OBJ && !ks)) {
      free(key);
      jfail(p, "out of memory");
      return NULL;
    }
  }
  FJson *kid = &v->kid[v->n];
  memset(kid, 0, sizeof *kid);
  if (v->kind == FJ_OBJ) v->key[v->n] = key;
  v->n++;
  return kid;
}

static bool expect(JP *p, char c, const char *msg) {
  skip_ws(p);
  if (p->at < p->n && p->s[p->at] == c) {
    p->at++;
    return true;
  }
  return jfail(p, msg);
}

/* Array or object: p->at on '[' or '{'. */
static bool parse_container(JP *p, FJson *v, bool obj) {
  char close = obj ? '}' : ']';
  v->kind = obj ? FJ_OBJ : FJ_ARR;
  if (++p->depth > FJ_MAXDEPTH) return jfail(p, "nesting too deep");
  p->at++;
  skip_ws(p);
  if (p->at < p->n && p->s[p->at] == close) return p->at++, p->depth--, true;
  for (;;) {
    char *key = NULL;
    skip_ws(p);
    if (obj && (p->at >= p->n || p->s[p->at] != '"')) return jfail(p, "expected a string key");
    if (obj && (!parse_string(p, &key) || !expect(p, ':', "expected ':' after the key"))) return free(key), false;
    FJson *kid = add_kid(p, v, key);
    if (!kid || !parse_value(p, kid)) return false;
    skip_ws(p);
    if (p->at < p->n && p->s[p->at] == ',') {
      p->at++;
      continue;
    }
    if (!expect(p, close, obj ? "expected ',' or '}'" : "expected ',' or ']'")) return false;
    p->depth--;
    return true;
  }
}

static bool parse_value(JP *p, FJson *v) {
  skip_ws(p);
  v->line = p->line;
  v->col = (uint32_t)(p->at - p->ls + 1);
  if (p->at >= p->n) return jfail(p, "expected a value");
  char c = p->s[p->at];
  if (c == '{' || c == '[') return parse_container(p, v, c == '{');
  if (c == '"') {
    v->kind = FJ_STR;
    return parse_string(p, &v->s);
  }
  if (c == '-' || (c >= '0' && c <= '9')) return parse_number(p, v);
  return parse_word(p, v);
}

static void free_node(FJson *v) {
  for (size_t i = 0; i < v->n; i++) {
    free_node(&v->kid[i]);
    if (v->key) free(v->key[i]);
  }
  free(v->kid);
  free(v->key);
  free(v->s);
}

void fjson_free(FJson *v) {
  if (!v) return;
  free_node(v);
  free(v);
}

FJson *fjson_parse(const char *text, size_t len, char *err, size_t errn) {
  JP p = {text, len, 0, 0, 1, 0, err, errn, false};
  FJson *v = calloc(1, sizeof *v);
  if (!v) {
    snprintf(err, errn, "out of memory");
    return NULL;
  }
  if (parse_value(&p, v)) {
    skip_ws(&p);
    if (p.at < p.n) jfail(&p, "text after the end of the value");
  }
  if (!p.failed) return v;
  fjson_free(v);
  return NULL;
}

const FJson *fjson_get(const FJson *o, const char *key) {
  if (!o || o->kind != FJ_OBJ) return NULL;
  for (size_t i = 0; i < o->n; i++)
    if (!strcmp(o->key[i], key)) return &o->kid[i];
  return NULL;
}

bool fjson_i64(const FJson *v, int64_t *out) {
  if (!v || v->kind != FJ_NUM || strpbrk(v->s, ".eE")) return false;
  char *end;
  errno = 0;
  long long x = strtoll(v->s, &end, 10);
  if (errno || *end) return false;
  *out = x;
  return true;
}

bool fjson_u64(const FJson *v, uint64_t *out) {
  if (!v || v->kind != FJ_NUM || v->s[0] == '-' || strpbrk(v->s, ".eE")) return false;
  char *end;
  errno = 0;
  unsigned long long x = strtoull(v->s, &end, 10);
  if (errno || *end) return false;
  *out = x;
  return true;
}

const char *fjson_kind_name(FJsonKind k) {
  static const char *const names[] = {"null", "a boolean", "a number", "a string", "an array", "an object"};
  return (unsigned)k <= FJ_OBJ ? names[k] : "?";
}

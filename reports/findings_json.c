/* reports/findings_json.c -- passcheck's helpers around jansson (contract
 * in findings_json.h): the parser, the escaper and the tree are jansson's;
 * here are only what it lacks for our files: Latin-1 fallback for bytes
 * that are not UTF-8 (jansson refuses them), unsigned 64-bit numbers, and
 * a layout between its one-line and fully indented ones.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio.h"
#include "findings_json.h"

enum { FJ_MAXQUOTED = 64 };  /* big numbers put in quotes per file, at most */

/* jansson's integers are signed 64-bit, so an unsigned number above
 * INT64_MAX (older passcheck wrote seeds so) fails with "too big integer"
 * at its end.  Puts that number in quotes, where fjson_get_u64 reads it;
 * false when the error is another or the number is a real or negative. */
static bool quote_big(char **text, size_t *len, const json_error_t *e) {
  size_t end = (size_t)e->position, st = end;
  if (json_error_code(e) != json_error_numeric_overflow || end > *len) return false;
  while (st > 0 && (*text)[st - 1] >= '0' && (*text)[st - 1] <= '9') st--;
  if (st == end || (st > 0 && !memchr(":[, \t\r\n", (*text)[st - 1], 7))) return false;
  char *t = realloc(*text, *len + 3);
  if (!t) return false;
  memmove(t + end + 2, t + end, *len - end + 1);  /* the rest and the NUL */
  memmove(t + st + 1, t + st, end - st);
  t[st] = t[end + 1] = '"';
  *text = t, *len += 2;
  return true;
}

json_t *fjson_read(const char *path, int *sys, json_error_t *e) {
  char *text;
  size_t len;
  json_t *v = NULL;
  *sys = rep_slurp(path, &text, &len);
  if (*sys) return NULL;
  for (int n = 0; !v && n <= FJ_MAXQUOTED; n++) {
    v = json_loadb(text, len, JSON_DECODE_ANY | JSON_REJECT_DUPLICATES, e);
    if (!v && !quote_big(&text, &len, e)) break;
  }
  free(text);
  if (!v && e->line < 1) e->line = 1;
  if (!v && e->column < 1) e->column = 1;
  return v;
}

/* Length of the valid UTF-8 sequence at s (1-4), or 0 when invalid:
 * overlong forms, surrogates and code points above U+10FFFF are invalid. */
static size_t utf8_len(const unsigned char *s) {
  unsigned c = s[0];
  size_t n = c < 0x80 ? 1 : (c & 0xe0) == 0xc0 ? 2 : (c & 0xf0) == 0xe0 ? 3 : (c & 0xf8) == 0xf0 ? 4 : 0;
  if (n == 0 || (n == 2 && c < 0xc2) || (n == 4 && c > 0xf4)) return 0;
  for (size_t i = 1; i < n; i++)
    if ((s[i] & 0xc0) != 0x80) return 0;
  if (n == 3 && ((c == 0xe0 && s[1] < 0xa0) || (c == 0xed && s[1] >= 0xa0))) return 0;
  if (n == 4 && ((c == 0xf0 && s[1] < 0x90) || (c == 0xf4 && s[1] >= 0x90))) return 0;
  return n;
}

json_t *fjson_str(const char *s) {
  if (!s) return json_null();
  json_t *v = json_string(s);
  if (v) return v;
  char *u = malloc(2 * strlen(s) + 1), *q = u;  /* not UTF-8 (or no memory) */
  if (!u) return NULL;
  for (const unsigned char *p = (const unsigned char *)s; *p;) {
    size_t n = utf8_len(p);
    if (n) memcpy(q, p, n), q += n, p += n;
    else *q++ = (char)(0xc0 | *p >> 6), *q++ = (char)(0x80 | (*p++ & 0x3f));
  }
  v = json_stringn(u, (size_t)(q - u));
  free(u);
  return v;
}

json_t *fjson_u64(uint64_t v) {
  char num[24];
  if (v <= INT64_MAX) return json_integer((json_int_t)v);
  snprintf(num, sizeof num, "%" PRIu64, v);
  return json_string(num);
}

bool fjson_get_u64(const json_t *v, uint64_t *out) {
  if (json_is_integer(v) && json_integer_value(v) >= 0) return *out = (uint64_t)json_integer_value(v), true;
  const char *s = json_string_value(v);
  char *end;
  if (!s || *s < '0' || *s > '9') return false;
  errno = 0;
  unsigned long long x = strtoull(s, &end, 10);
  if (errno || *end) return false;
  *out = x;
  return true;
}

bool fjson_append(json_t **a, json_t *v) {
  if (!*a) json_decref(v);
  else if (json_array_append_new(*a, v) != 0) json_decref(*a), *a = NULL;
  return *a != NULL;
}

static bool put_flat(FILE *o, const json_t *v) {
  char *s = json_dumps(v, JSON_ENCODE_ANY | JSON_REAL_PRECISION(15));
  if (!s) return false;
  fputs(s, o);
  free(s);
  return true;
}

static bool put(FILE *o, const json_t *v, int depth, int open) {
  bool obj = json_is_object(v);
  size_t n = obj ? json_object_size(v) : json_array_size(v);
  if (depth >= open || n == 0) return put_flat(o, v);
  fputc(obj ? '{' : '[', o);
  void *it = obj ? json_object_iter((json_t *)v) : NULL;
  for (size_t i = 0; i < n; i++, it = obj ? json_object_iter_next((json_t *)v, it) : NULL) {
    fprintf(o, "%s\n%*s", i ? "," : "", 2 * depth + 2, "");
    json_t *key = obj ? json_string(json_object_iter_key(it)) : NULL;
    bool ok = !obj || (key && put_flat(o, key) && fputs(": ", o) >= 0);
    json_decref(key);
    if (!ok || !put(o, obj ? json_object_iter_value(it) : json_array_get(v, i), depth + 1, open)) return false;
  }
  fprintf(o, "\n%*s%c", 2 * depth, "", obj ? '}' : ']');
  return true;
}

char *fjson_dump(const json_t *v, int open) {
  char *buf = NULL;
  size_t len = 0;
  FILE *o = open_memstream(&buf, &len);
  if (!o) return NULL;
  bool ok = put(o, v, 0, open) && fputc('\n', o) != EOF;
  if (fclose(o) != 0 || !ok) return free(buf), NULL;
  return buf;
}

/* core/lex.c -- the tokenizer of the LLVM IR text subset (see lex.h).
 *
 * Contract: a hand-written scanner over [text, text+len): one switch on the
 * first byte of each token, keywords found through a small hash table built
 * at lex_init, no allocation.  NUL bytes are rejected everywhere; bytes
 * >= 0x80 must form valid UTF-8 in comments, strings and quoted names (c"..."
 * constants may hold any bytes), and are stray characters elsewhere.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ir_impl.h"
#include "lex.h"

static const char *const kw_names[KW_COUNT] = {
  [KW_NONE_] = "",
#define LEX_KW_NAME(k) [KW_##k] = #k,
  LEX_KEYWORDS(LEX_KW_NAME)
#undef LEX_KW_NAME
};

const char *lex_kw_name(unsigned kw) { return kw < KW_COUNT ? kw_names[kw] : ""; }

static uint32_t kw_hash(const char *s, size_t n) {
  return ir_hash_bytes(s, n, IR_HASH_SEED) & (LEX_KWHASH - 1);
}

void lex_init(Lex *lx, IrCtx *c, const char *file, const char *text, size_t len, jmp_buf *jb) {
  memset(lx, 0, sizeof *lx);
  lx->text = lx->p = lx->line0 = text;
  lx->end = text + len;
  lx->line = 1;
  lx->c = c;
  lx->file = file;
  lx->jb = jb;
  for (unsigned k = 1; k < KW_COUNT; k++) {
    lx->kwlen[k] = (uint8_t)strlen(kw_names[k]);
    uint32_t h = kw_hash(kw_names[k], lx->kwlen[k]);
    while (lx->kwhash[h]) h = (h + 1) & (LEX_KWHASH - 1);
    lx->kwhash[h] = (uint16_t)k;
  }
}

void lex_error(Lex *lx, uint32_t line, uint32_t col, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  ir_error(lx->c, IR_EUSER, lx->file ? lx->file : "input", line, col, "%s", msg);
  longjmp(*lx->jb, 1);
}

/* ------------------------------------------------------------------ */
/* Character classes                                                    */

static inline int is_digit(int c) { return c >= '0' && c <= '9'; }
static inline int is_alpha(int c) { return (c | 32) >= 'a' && (c | 32) <= 'z'; }
static inline int is_hex(int c) { return is_digit(c) || ((c | 32) >= 'a' && (c | 32) <= 'f'); }
/* [-a-zA-Z$._0-9]: characters of names and labels */
static inline int is_label(int c) {
  return is_alpha(c) || is_digit(c) || c == '-' || c == '$' || c == '.' || c == '_';
}
static inline int is_kwchar(int c) { return is_alpha(c) || is_digit(c) || c == '_'; }

static uint32_t col_of(const Lex *lx, const char *at) { return (uint32_t)(at - lx->line0) + 1; }

/* The length of the valid UTF-8 sequence at s (strict: no overlongs,
 * surrogates or code points above U+10FFFF), 0 if invalid. */
static unsigned utf8_len(const unsigned char *s, const unsigned char *end) {
  unsigned c = s[0], n, min;
  uint32_t cp;
  if (c < 0xc2 || c > 0xf4) return 0;
  if (c < 0xe0) n = 2, cp = c & 0x1f, min = 0x80;
  else if (c < 0xf0) n = 3, cp = c & 0x0f, min = 0x800;
  else n = 4, cp = c & 0x07, min = 0x10000;
  if ((size_t)(end - s) < n) return 0;
  for (unsigned i = 1; i < n; i++) {
    if ((s[i] & 0xc0) != 0x80) return 0;
    cp = cp << 6 | (s[i] & 0x3f);
  }
  if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return 0;
  return n;
}

/* Checks the byte at p (NUL or >= 0x80) inside a comment or string;
 * returns how many bytes to step over. */
static unsigned odd_byte(Lex *lx, const char *p, int raw) {
  if (*p == 0) lex_error(lx, lx->line, col_of(lx, p), "unexpected NUL byte");
  if (raw) return 1;
  unsigned n = utf8_len((const unsigned char *)p, (const unsigned char *)lx->end);
  if (!n) lex_error(lx, lx->line, col_of(lx, p), "invalid UTF-8");
  return n;
}

static void skip_comment(Lex *lx) {
  const char *p = lx->p, *end = lx->end;
  while (p < end && *p != '\n') {
    unsigned char c = (unsigned char)*p;
    if (c != 0 && c < 0x80) p++;
    else p += odd_byte(lx, p, 0);
  }
  lx->p = p;
}

static void skip_space(Lex *lx) {
  const char *end = lx->end;
  while (lx->p < end) {
    char c = *lx->p;
    if (c == ' ' || c == '\t' || c == '\r') lx->p++;
    else if (c == '\n') {
      lx->p++;
      lx->line++;
      lx->line0 = lx->p;
    } else if (c == ';') skip_comment(lx);
    else break;
  }
}

/* ------------------------------------------------------------------ */
/* Token scanners                                                       */

/* Scans a string body starting after the opening quote; sets payload. */
static void scan_string(Lex *lx, LexTok *t, const char *p, int raw) {
  const char *s = p, *end = lx->end;
  int esc = 0;
  for (;;) {
    if (p >= end) lex_error(lx, t->line, t->col, "unexpected end of file in string");
    unsigned char c = (unsigned char)*p;
    if (c == '"') break;
    if (c == '\\') esc = 1;
    if (c == '\n') {
      lx->line++;
      lx->line0 = p + 1;
    }
    if (c != 0 && c < 0x80) p++;
    else p += odd_byte(lx, p, raw);
  }
  t->s = s;
  t->n = (uint32_t)(p - s);
  t->esc = (uint8_t)esc;
  lx->p = p + 1;
}

/* Digits at p as a number (saturating at UINT64_MAX); returns the end. */
static const char *scan_uint(const char *p, const char *end, uint64_t *v) {
  uint64_t x = 0;
  for (; p < end && is_digit(*p); p++) {
    unsigned d = (unsigned)(*p - '0');
    x = x > (UINT64_MAX - d) / 10 ? UINT64_MAX : x * 10 + d;
  }
  *v = x;
  return p;
}

/* %name %"name" %N (and the same after @ and $): p is after the sigil. */
static void scan_name(Lex *lx, LexTok *t, const char *p, LexKind named, LexKind numbered) {
  const char *end = lx->end;
  if (p < end && *p == '"') {
    scan_string(lx, t, p + 1, 0);
    t->kind = (uint8_t)named;
    return;
  }
  if (p < end && is_digit(*p)) {
    lx->p = scan_uint(p, end, &t->num);
    t->kind = (uint8_t)numbered;
    return;
  }
  if (p >= end || !(is_label(*p) || *p == '\\'))
    lex_error(lx, t->line, t->col, "expected name after '%c'", *t->start);
  const char *s = p;
  while (p < end && is_label(*p)) p++;
  t->s = s;
  t->n = (uint32_t)(p - s);
  t->kind = (uint8_t)named;
  lx->p = p;
}

/* !name !N ! */
static void scan_excl(Lex *lx, LexTok *t, const char *p) {
  const char *end = lx->end;
  if (p < end && is_digit(*p)) {
    lx->p = scan_uint(p, end, &t->num);
    t->kind = LX_METANUM;
    return;
  }
  if (p < end && (is_label(*p) || *p == '\\')) {
    const char *s = p;
    while (p < end && (is_label(*p) || *p == '\\')) p++;
    t->s = s;
    t->n = (uint32_t)(p - s);
    t->kind = LX_METANAME;
    lx->p = p;
    return;
  }
  t->kind = LX_EXCL;
  lx->p = p;
}

/* Numbers: [-+]digits[.digits[e[-+]digits]], 0x..., and N: labels. */
static void scan_number(Lex *lx, LexTok *t, const char *p) {
  const char *s = p, *end = lx->end;
  if (*p == '0' && p + 1 < end && p[1] == 'x') {
    p += 2;
    if (p < end && (*p == 'K' || *p == 'L' || *p == 'M' || *p == 'H' || *p == 'R')) p++;
    const char *d = p;
    while (p < end && is_hex(*p)) p++;
    if (p == d) lex_error(lx, t->line, t->col, "invalid hexadecimal constant");
    t->kind = LX_HEXFP;
    t->s = s;
    t->n = (uint32_t)(p - s);
    lx->p = p;
    return;
  }
  int sign = *p == '-' || *p == '+';
  if (sign) p++;
  if (p >= end || !is_digit(*p)) lex_error(lx, t->line, t->col, "unexpected character '%c'", *s);
  const char *d = p;
  p = scan_uint(p, end, &t->num);
  if (!sign && p < end && *p == ':') {
    t->kind = LX_LABELNUM;
    (void)d;
    lx->p = p + 1;
    return;
  }
  t->kind = LX_INT;
  if (p < end && *p == '.') {
    t->kind = LX_FP;
    for (p++; p < end && is_digit(*p); p++) {
    }
    if (p < end && (*p == 'e' || *p == 'E')) {
      const char *q = p + 1;
      if (q < end && (*q == '-' || *q == '+')) q++;
      if (q < end && is_digit(*q)) {
        for (p = q; p < end && is_digit(*p); p++) {
        }
      }
    }
  } else if (*s == '+') {
    lex_error(lx, t->line, t->col, "unexpected character '+'");
  }
  t->s = s;
  t->n = (uint32_t)(p - s);
  lx->p = p;
}

LexKw lex_kw(const Lex *lx, const char *s, size_t n) {
  uint32_t h = kw_hash(s, n);
  for (;;) {
    unsigned k = lx->kwhash[h];
    if (!k) return KW_NONE_;
    if (lx->kwlen[k] == n && memcmp(kw_names[k], s, n) == 0) return (LexKw)k;
    h = (h + 1) & (LEX_KWHASH - 1);
  }
}

/* Words: labels (word:), iN, c"..", u0x../s0x.., keywords, other words. */
static void scan_word(Lex *lx, LexTok *t, const char *p) {
  const char *s = p, *end = lx->end;
  if (*p == 'c' && p + 1 < end && p[1] == '"') {
    scan_string(lx, t, p + 2, 1);
    t->kind = LX_CSTR;
    return;
  }
  const char *q = p;
  while (q < end && is_label(*q)) q++;
  if (q < end && *q == ':') {
    t->kind = LX_LABEL;
    t->s = s;
    t->n = (uint32_t)(q - s);
    lx->p = q + 1;
    return;
  }
  while (p < end && is_kwchar(*p)) p++;
  t->s = s;
  t->n = (uint32_t)(p - s);
  lx->p = p;
  if (*s == 'i' && t->n > 1) {
    const char *e = scan_uint(s + 1, p, &t->num);
    if (e == p) {
      t->kind = LX_INTTYPE;
      return;
    }
  }
  if ((*s == 'u' || *s == 's') && t->n > 3 && s[1] == '0' && s[2] == 'x') {
    const char *e = s + 3;
    while (e < p && is_hex(*e)) e++;
    if (e == p) {
      t->kind = LX_HEXINT;
      return;
    }
  }
  t->kw = (uint16_t)lex_kw(lx, s, t->n);
  t->kind = t->kw ? LX_KW : LX_IDENT;
}

static void stray(Lex *lx, LexTok *t, const char *p) {
  unsigned char c = (unsigned char)*p;
  if (c == 0) lex_error(lx, t->line, t->col, "unexpected NUL byte");
  if (c >= 0x80 && !utf8_len((const unsigned char *)p, (const unsigned char *)lx->end))
    lex_error(lx, t->line, t->col, "invalid UTF-8");
  if (c < 0x20 || c >= 0x7f) lex_error(lx, t->line, t->col, "unexpected character '\\x%02X'", c);
  lex_error(lx, t->line, t->col, "unexpected character '%c'", c);
}

static int punct(char c) {
  switch (c) {
  case '=': return LX_EQ;
  case ',': return LX_COMMA;
  case '*': return LX_STAR;
  case '(': return LX_LPAREN;
  case ')': return LX_RPAREN;
  case '[': return LX_LBRACK;
  case ']': return LX_RBRACK;
  case '{': return LX_LBRACE;
  case '}': return LX_RBRACE;
  case '<': return LX_LT;
  case '>': return LX_GT;
  case '|': return LX_BAR;
  default: return -1;
  }
}

static void scan(Lex *lx, LexTok *t) {
  skip_space(lx);
  const char *p = lx->p, *end = lx->end;
  t->line = lx->line;
  t->col = col_of(lx, p);
  t->start = p;
  t->esc = 0;
  t->kw = 0;
  t->num = 0;
  t->s = p;
  t->n = 0;
  if (p >= end) {
    t->kind = LX_EOF;
    t->end = p;
    return;
  }
  char c = *p;
  int k = punct(c);
  if (k >= 0) {
    t->kind = (uint8_t)k;
    lx->p = p + 1;
  } else if (c == '%') scan_name(lx, t, p + 1, LX_LOCAL, LX_LOCALNUM);
  else if (c == '@') scan_name(lx, t, p + 1, LX_GLOBAL, LX_GLOBALNUM);
  else if (c == '$') scan_name(lx, t, p + 1, LX_COMDAT, LX_COMDAT);
  else if (c == '!') scan_excl(lx, t, p + 1);
  else if (c == '#' && p + 1 < end && is_alpha(p[1])) {
    const char *q = p + 1;
    while (q < end && is_kwchar(*q)) q++;
    t->s = p + 1;
    t->n = (uint32_t)(q - p - 1);
    lx->p = q;
    t->kind = LX_DBGREC;
  } else if (c == '#') {
    if (p + 1 >= end || !is_digit(p[1])) stray(lx, t, p);
    lx->p = scan_uint(p + 1, end, &t->num);
    t->kind = LX_ATTRNUM;
  } else if (c == '"') {
    scan_string(lx, t, p + 1, 0);
    t->kind = LX_STR;
    if (lx->p < end && *lx->p == ':') {
      t->kind = LX_LABEL;
      lx->p++;
    }
  } else if (is_digit(c) || ((c == '-' || c == '+') && p + 1 < end && is_digit(p[1])))
    scan_number(lx, t, p);
  else if (c == '.' && end - p >= 3 && p[1] == '.' && p[2] == '.') {
    t->kind = LX_DOTS;
    lx->p = p + 3;
  } else if (is_alpha(c) || c == '_' || c == '.' || c == '$' || c == '-') {
    if (!is_alpha(c) && c != '_') {  /* .name: -name: are labels only */
      const char *q = p;
      while (q < end && is_label(*q)) q++;
      if (q >= end || *q != ':') stray(lx, t, p);
    }
    scan_word(lx, t, p);
  } else stray(lx, t, p);
  t->end = lx->p;
}

void lex_next(Lex *lx) {
  if (lx->has_pk) {
    lx->t = lx->pk;
    lx->has_pk = 0;
    return;
  }
  scan(lx, &lx->t);
}

const LexTok *lex_peek(Lex *lx) {
  if (!lx->has_pk) {
    scan(lx, &lx->pk);
    lx->has_pk = 1;
  }
  return &lx->pk;
}

void lex_seek(Lex *lx, const char *at, uint32_t line, const char *line0) {
  lx->p = at;
  lx->line = line;
  lx->line0 = line0;
  lx->has_pk = 0;
  lex_next(lx);
}

void lex_skip_braces(Lex *lx) {
  const char *p = lx->t.end, *end = lx->end;
  unsigned depth = 1;
  lx->has_pk = 0;  /* a peeked token may have moved the line count: restart at '{' */
  lx->line = lx->t.line;
  lx->line0 = lx->t.start - (lx->t.col - 1);
  while (p < end) {
    char c = *p;
    if (c == '{') depth++;
    else if (c == '}') {
      if (--depth == 0) {
        lx->p = p + 1;
        lex_next(lx);
        return;
      }
    } else if (c == '\n') {
      lx->line++;
      lx->line0 = p + 1;
    } else if (c == ';') {
      while (p < end && *p != '\n') p++;
      continue;
    } else if (c == '"') {
      p++;
      while (p < end && *p != '"') {
        if (*p == '\n') {
          lx->line++;
          lx->line0 = p + 1;
        }
        p++;
      }
    } else if (c == 0) {
      lex_error(lx, lx->line, col_of(lx, p), "unexpected NUL byte");
    }
    p++;
  }
  lx->p = end;
  lex_error(lx, lx->line, col_of(lx, end), "unexpected end of file");
}

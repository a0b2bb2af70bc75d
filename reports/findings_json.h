/* reports/findings_json.h -- the small JSON writer and reader the findings
 * store uses for result.json (and that other reports may use): strings
 * escaped to valid JSON/UTF-8 on the way out; on the way in a tree of
 * nodes with the line and column of each, depth-limited, never crashing
 * on any text.
 *
 * Contract: fjson_parse returns NULL with "line:col: message" in err on
 * malformed or truncated text; every node is freed by fjson_free.
 */
#ifndef PASSCHECK_FINDINGS_JSON_H
#define PASSCHECK_FINDINGS_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Writes s as a JSON string literal (quotes included).  Bytes that are not
 * valid UTF-8 are written as \u00XX (read as Latin-1). */
void fjson_put_str(FILE *out, const char *s);

typedef enum FJsonKind { FJ_NULL, FJ_BOOL, FJ_NUM, FJ_STR, FJ_ARR, FJ_OBJ } FJsonKind;

typedef struct FJson {
  FJsonKind kind;
  uint32_t line, col;   /* where the value starts (1-based) */
  bool b;               /* FJ_BOOL */
  char *s;              /* FJ_STR: the decoded string; FJ_NUM: the number's text */
  size_t n;             /* FJ_ARR / FJ_OBJ: number of items */
  struct FJson *kid;    /* the items */
  char **key;           /* FJ_OBJ: their keys */
} FJson;

/* Parses text[0..len) (one value, whitespace around it). */
FJson *fjson_parse(const char *text, size_t len, char *err, size_t errn);
void fjson_free(FJson *v);

/* The member key of object o, or NULL. */
const FJson *fjson_get(const FJson *o, const char *key);
/* A number node as an exact integer; false when it is not one in range. */
bool fjson_i64(const FJson *v, int64_t *out);
bool fjson_u64(const FJson *v, uint64_t *out);
const char *fjson_kind_name(FJsonKind k);

#endif

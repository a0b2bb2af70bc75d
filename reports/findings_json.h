/* reports/findings_json.h -- what passcheck adds to jansson for its own
 * files (result.json, campaign.json, report.json): reading a file with a
 * positioned error, strings from any bytes, 64-bit unsigned numbers, and
 * the files' layout (outer members one per line, inner values on one).
 *
 * Contract: nothing here exits or aborts; every json_t returned is a new
 * reference the caller json_decref's; NULL means out of memory unless said.
 */
#ifndef PASSCHECK_FINDINGS_JSON_H
#define PASSCHECK_FINDINGS_JSON_H

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>

/* Reads path and parses it (any value at the top, duplicate keys an
 * error; unsigned numbers above INT64_MAX, which jansson cannot hold, are
 * read as their decimal strings, and a later error's column on the same
 * line is then 2 further per such number).  NULL on failure: *sys is the
 * errno of a read failure, or 0 for a parse error described by *e (line
 * and column from 1). */
json_t *fjson_read(const char *path, int *sys, json_error_t *e);

/* s as a JSON string, null for NULL.  Bytes that are not valid UTF-8 are
 * read as Latin-1 (byte 0xff is U+00FF), so any C string can be stored. */
json_t *fjson_str(const char *s);

/* v as an integer, or as its decimal string above INT64_MAX (jansson's
 * integers are signed 64-bit; a larger number in a file does not parse). */
json_t *fjson_u64(uint64_t v);
/* The reverse: an integer >= 0, or a string of decimal digits in range. */
bool fjson_get_u64(const json_t *v, uint64_t *out);

/* Appends v to the array *a, taking v; when v or *a is NULL (out of
 * memory) drops both and sets *a to NULL.  Returns *a != NULL. */
bool fjson_append(json_t **a, json_t *v);

/* v as text ending in a newline: the members or items of containers
 * fewer than `open` levels deep one per line, indented by two spaces a
 * level, the deeper ones on one line ({"a": 1, "b": [2, 3]}); reals with
 * 15 significant digits. */
char *fjson_dump(const json_t *v, int open);

#endif

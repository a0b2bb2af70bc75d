/* reports/fileio.h -- the file primitives every writer of campaign output
 * shares: reading a whole file, and replacing a file atomically.
 *
 * Contract: rep_write_atomic writes PATH.tmp-<pid>, optionally fsyncs it,
 * renames it over PATH and (when syncing) fsyncs the folder, so a reader
 * or a killed writer only ever sees the old or the new contents.  Both
 * return errno-style failures and never exit.
 */
#ifndef PASSCHECK_FILEIO_H
#define PASSCHECK_FILEIO_H

#include <stdbool.h>
#include <stddef.h>

/* Reads path into *buf (malloc'd, NUL-terminated after *len bytes);
 * 0, or the errno of the failure (*buf NULL). */
int rep_slurp(const char *path, char **buf, size_t *len);

/* Replaces path by text[0..len); sync: fsync the file and its folder.
 * False with errno set. */
bool rep_write_atomic(const char *path, const char *text, size_t len, bool sync);

#endif

/* bench/bench_file.h -- reading a whole file for the bench programs
 * (bench_clone.c, bench_ori_time.c): bench_read_file returns a malloc'd
 * buffer of the file's bytes with its length in *len, or NULL when the
 * file cannot be opened or memory runs out.  Not NUL-terminated. */
#ifndef PASSCHECK_BENCH_FILE_H
#define PASSCHECK_BENCH_FILE_H

#include <stdio.h>
#include <stdlib.h>

static inline char *bench_read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 1 << 20, n = 0;
  char *buf = malloc(cap);
  for (size_t r; buf && (r = fread(buf + n, 1, cap - n, f)) > 0;) {
    n += r;
    if (n == cap) {
      char *nb = realloc(buf, cap *= 2);
      if (!nb) free(buf);
      buf = nb;
    }
  }
  fclose(f);
  *len = n;
  return buf;
}

#endif

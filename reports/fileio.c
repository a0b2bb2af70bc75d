/* reports/fileio.c -- reading whole files and replacing files atomically
 * (contract in fileio.h).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fileio.h"

int rep_slurp(const char *path, char **buf, size_t *len) {
  FILE *fp = fopen(path, "rb");
  *buf = NULL, *len = 0;
  if (!fp) return errno;
  char *p = NULL;
  size_t n = 0, cap = 0, r;
  char chunk[16384];
  while ((r = fread(chunk, 1, sizeof chunk, fp)) > 0) {
    if (n + r + 1 > cap) {
      cap = (n + r + 1) * 2;
      char *q = realloc(p, cap);
      if (!q) return free(p), fclose(fp), ENOMEM;
      p = q;
    }
    memcpy(p + n, chunk, r);
    n += r;
  }
  int e = ferror(fp) ? EIO : 0;
  fclose(fp);
  if (!e && !p) p = calloc(1, 1);
  if (!e && !p) e = ENOMEM;
  if (e) return free(p), e;
  p[n] = 0;
  *buf = p, *len = n;
  return 0;
}

bool rep_write_atomic(const char *path, const char *text, size_t len, bool sync) {
  char tmp[4200];
  if (snprintf(tmp, sizeof tmp, "%s.tmp-%ld", path, (long)getpid()) >= (int)sizeof tmp) {
    errno = ENAMETOOLONG;
    return false;
  }
  int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return false;
  size_t done = 0;
  while (done < len) {
    ssize_t k = write(fd, text + done, len - done);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) break;
    done += (size_t)k;
  }
  bool ok = done == len && (!sync || fsync(fd) == 0);
  if (close(fd) != 0) ok = false;
  if (!ok || rename(tmp, path) != 0) {
    int e = errno;
    unlink(tmp);
    errno = e;
    return false;
  }
  if (!sync) return true;
  /* the rename itself is durable once the folder is synced */
  char dir[4200];
  snprintf(dir, sizeof dir, "%s", path);
  char *slash = strrchr(dir, '/');
  if (slash) *slash = 0; else strcpy(dir, ".");
  int dfd = open(dir, O_RDONLY | O_DIRECTORY);
  if (dfd >= 0) fsync(dfd), close(dfd);
  return true;
}

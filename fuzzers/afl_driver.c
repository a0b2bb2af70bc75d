/* fuzzers/afl_driver.c -- the AFL++ driver of every fuzz target: persistent
 * mode (many test cases per process, __AFL_LOOP) with shared-memory test
 * case delivery (__AFL_FUZZ_TESTCASE_BUF), calling the target's
 * LLVMFuzzerTestOneInput -- the same entry point libFuzzer calls, so one
 * C file per target serves both engines.
 *
 * Contract: under afl-fuzz (built with afl-clang-fast) it runs test cases
 * until AFL++ stops it; each case is copied into a buffer of exactly its
 * length, so that a sanitizer build sees reads past its end.  Given file
 * arguments (`fuzz_x FILE...`, e.g. a crash file of AFL++'s crashes/), it
 * runs each file once and exits 0 (reproducer mode; a finding aborts; a
 * directory stands for every file under it, as for libFuzzer);
 * with PASSCHECK_REPEAT=N it cycles through them for N runs and prints the
 * resident size after N/16 runs and at the end (the state-leak check).
 * Built without AFL++'s compiler (plain clang), it is this reproducer,
 * reading stdin when no file is given.  Built by fuzzers/build.sh
 * --engine afl (afl-asan, afl-cmplog).
 */
#include <dirent.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv) __attribute__((weak));

#ifdef __AFL_FUZZ_TESTCASE_LEN
__AFL_FUZZ_INIT();
#endif

/* Runs the target once on a copy of data[0..n). */
static void run_copy(const uint8_t *data, size_t n) {
  uint8_t *copy = malloc(n ? n : 1);
  if (!copy) return;
  if (n) memcpy(copy, data, n);
  LLVMFuzzerTestOneInput(copy, n);
  free(copy);
}

/* Reads a whole stream; NULL when out of memory or unreadable. */
static uint8_t *slurp(FILE *fp, size_t *n) {
  size_t cap = 1 << 16, len = 0;
  uint8_t *buf = malloc(cap);
  while (buf) {
    size_t got = fread(buf + len, 1, cap - len, fp);
    len += got;
    if (got == 0) break;
    if (len == cap) {
      uint8_t *nb = realloc(buf, cap * 2);
      if (!nb) {
        free(buf);
        return NULL;
      }
      buf = nb, cap *= 2;
    }
  }
  if (buf && ferror(fp)) {
    free(buf);
    return NULL;
  }
  *n = len;
  return buf;
}

/* The resident size in KiB (/proc/self/statm), 0 when unknown. */
static long rss_kib(void) {
  long pages = 0, resident = 0;
  FILE *fp = fopen("/proc/self/statm", "r");
  if (!fp) return 0;
  if (fscanf(fp, "%ld %ld", &pages, &resident) != 2) resident = 0;
  fclose(fp);
  return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

/* Runs the files once each, or with PASSCHECK_REPEAT=N cycles through them
 * for N runs in all and prints the resident size after N/16 runs and at
 * the end (tests/long/fuzz-memory.sh: no state may survive a run). */
/* Appends a copy of path to *paths. */
static bool add_path(char ***paths, int *np, int *cap, const char *path) {
  char *p = strdup(path);
  if (!p) return false;
  if (*np == *cap) {
    int nc = *cap ? 2 * *cap : 16;
    char **q = realloc(*paths, (size_t)nc * sizeof *q);
    if (!q) { free(p); return false; }
    *paths = q, *cap = nc;
  }
  (*paths)[(*np)++] = p;
  return true;
}

/* Adds path, or when it is a directory every file under it (recursively,
 * as libFuzzer reads a corpus; names starting with '.' skipped; name
 * order). */
static bool add_tree(char ***paths, int *np, int *cap, const char *path, int depth) {
  struct dirent **ents = NULL;
  int ne = depth < 16 ? scandir(path, &ents, NULL, alphasort) : -1;
  if (ne < 0) return add_path(paths, np, cap, path);  /* a file */
  bool ok = true;
  for (int k = 0; k < ne; k++) {
    if (ok && ents[k]->d_name[0] != '.') {
      size_t len = strlen(path) + strlen(ents[k]->d_name) + 2;
      char *sub = malloc(len);
      ok = sub != NULL;
      if (sub) {
        snprintf(sub, len, "%s/%s", path, ents[k]->d_name);
        ok = add_tree(paths, np, cap, sub, depth + 1);
        free(sub);
      }
    }
    free(ents[k]);
  }
  free(ents);
  return ok;
}

/* The file arguments, directories standing for the files under them. */
static char **list_files(int argc, char **argv, int *n) {
  char **paths = NULL;
  int np = 0, cap = 0;
  bool ok = true;
  for (int i = 1; i < argc && ok; i++) ok = add_tree(&paths, &np, &cap, argv[i], 0);
  *n = ok ? np : -1;  /* -1: out of memory */
  if (!ok) {
    for (int i = 0; i < np; i++) free(paths[i]);
    free(paths);
    return NULL;
  }
  return paths;
}

static int run_files(int argc, char **argv) {
  const char *rep = getenv("PASSCHECK_REPEAT");
  long total = rep ? atol(rep) : 0, done = 0, early = 0;
  int n = 0;
  char **paths = list_files(argc, argv, &n);
  if (n <= 0) {
    fprintf(stderr, "%s: %s\n", argv[0], n ? "out of memory" : "no input files");
    free(paths);
    return 1;
  }
  uint8_t **bufs = calloc((size_t)n, sizeof *bufs);
  size_t *lens = calloc((size_t)n, sizeof *lens);
  if (!bufs || !lens) return 1;
  for (int i = 0; i < n; i++) {
    FILE *fp = fopen(paths[i], "rb");
    if (!fp) {
      fprintf(stderr, "%s: cannot open %s\n", argv[0], paths[i]);
      return 1;
    }
    bufs[i] = slurp(fp, &lens[i]);
    fclose(fp);
    if (!bufs[i]) {
      fprintf(stderr, "%s: cannot read %s\n", argv[0], paths[i]);
      return 1;
    }
  }
  if (total <= 0) {
    for (int i = 0; i < n; i++) {
      fprintf(stderr, "%s: running %s (%zu bytes)\n", argv[0], paths[i], lens[i]);
      run_copy(bufs[i], lens[i]);
    }
  } else {
    for (done = 0; done < total; done++) {
      if (done == total / 16) early = rss_kib();
      run_copy(bufs[done % n], lens[done % n]);
    }
    printf("%s: %ld runs over %d files, rss %ld KiB after %ld runs, %ld KiB at the end\n", argv[0], total, n, early,
           total / 16, rss_kib());
  }
  for (int i = 0; i < n; i++) free(bufs[i]), free(paths[i]);
  free(bufs);
  free(lens);
  free(paths);
  return 0;
}

int main(int argc, char **argv) {
  if (LLVMFuzzerInitialize) LLVMFuzzerInitialize(&argc, &argv);
  if (argc > 1) return run_files(argc, argv);
#ifdef __AFL_FUZZ_TESTCASE_LEN
  __AFL_INIT();
  const uint8_t *buf = __AFL_FUZZ_TESTCASE_BUF;
  while (__AFL_LOOP(10000)) run_copy(buf, (size_t)__AFL_FUZZ_TESTCASE_LEN);
  return 0;
#else
  size_t n = 0;
  uint8_t *buf = slurp(stdin, &n);
  if (!buf) return 1;
  run_copy(buf, n);
  free(buf);
  return 0;
#endif
}

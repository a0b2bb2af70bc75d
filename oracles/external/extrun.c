/* oracles/external/extrun.c -- running outside tools (contract in
 * extrun.h).  A tool runs in its own process group with stdout and stderr
 * redirected to files of a fresh temporary directory (no pipes: a chatty
 * tool can never block on a full pipe); this process polls waitpid with a
 * growing sleep and kills the whole group at the timeout, so that a shell
 * command's children die with it.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "extrun.h"

extern char **environ;

enum { EXT_DEFAULT_TIMEOUT_MS = 60000 };

void ext_output_free(ExtOutput *o) {
  if (!o) return;
  free(o->out);
  free(o->err);
  o->out = o->err = NULL;
  o->out_len = o->err_len = 0;
}

/* ------------------------------------------------------------------ */
/* Files                                                                */

typedef struct Tmp {
  char dir[512];
  char path[6][600];  /* files made in dir, removed with it */
  int n;
} Tmp;

static IrStatus tmp_open(IrCtx *c, Tmp *t) {
  const char *base = getenv("TMPDIR");
  snprintf(t->dir, sizeof t->dir, "%s/passcheck-ext.XXXXXX", base && *base ? base : "/tmp");
  t->n = 0;
  if (!mkdtemp(t->dir)) return ir_error(c, IR_EINTERNAL, NULL, 0, 0, "cannot create a temporary directory: %s", strerror(errno));
  return IR_OK;
}

/* A path in the directory (at most 6 per Tmp, names under 80 bytes). */
static const char *tmp_file(Tmp *t, const char *name) {
  char *p = t->path[t->n++];
  size_t d = strlen(t->dir), k = strlen(name);  /* dir < 512, names are short: fits 600 */
  memcpy(p, t->dir, d);
  p[d] = '/';
  memcpy(p + d + 1, name, k + 1);
  return p;
}

static void tmp_close(Tmp *t) {
  for (int i = 0; i < t->n; i++) unlink(t->path[i]);
  rmdir(t->dir);
}

static bool write_text(const char *path, const char *text, size_t n) {
  FILE *f = fopen(path, "wb");
  if (!f) return false;
  bool ok = fwrite(text, 1, n, f) == n;
  return fclose(f) == 0 && ok;
}

/* The whole file (NUL-terminated), NULL when it cannot be read. */
static char *read_all(const char *path, size_t *len) {
  *len = 0;
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 4096, n = 0;
  char *b = malloc(cap);
  for (size_t k; b && (k = fread(b + n, 1, cap - n - 1, f)) > 0;) {
    n += k;
    if (cap - n < 2) {
      char *q = realloc(b, cap * 2);
      if (!q) { free(b); b = NULL; break; }
      b = q, cap *= 2;
    }
  }
  fclose(f);
  if (!b) return NULL;
  b[n] = 0;
  *len = n;
  return b;
}

/* ------------------------------------------------------------------ */
/* Processes                                                            */

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

IrStatus ext_spawn_files(IrCtx *c, char *const argv[], const char *out, const char *err, uint32_t timeout_ms,
                         int *status, double *secs) {
  posix_spawn_file_actions_t fa;
  posix_spawnattr_t at;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&fa, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0666);
  posix_spawn_file_actions_addopen(&fa, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0666);
  posix_spawnattr_init(&at);
  posix_spawnattr_setflags(&at, POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&at, 0);
  double t0 = now_s();
  pid_t pid;
  int e = posix_spawnp(&pid, argv[0], &fa, &at, argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  posix_spawnattr_destroy(&at);
  if (e) return ir_error(c, IR_EUSER, NULL, 0, 0, "cannot run %s: %s", argv[0], strerror(e));
  uint32_t limit = timeout_ms ? timeout_ms : EXT_DEFAULT_TIMEOUT_MS;
  unsigned step_us = 100;
  int st = 0;
  for (;;) {
    pid_t w = waitpid(pid, &st, WNOHANG);
    if (w == pid) break;
    if (w < 0 && errno != EINTR) return ir_error(c, IR_EINTERNAL, NULL, 0, 0, "waitpid: %s", strerror(errno));
    if ((now_s() - t0) * 1000.0 >= limit) {
      kill(-pid, SIGKILL);
      kill(pid, SIGKILL);
      while (waitpid(pid, &st, 0) < 0 && errno == EINTR) {}
      *status = -1;
      *secs = now_s() - t0;
      return IR_OK;
    }
    struct timespec ts = {0, (long)step_us * 1000L};
    nanosleep(&ts, NULL);
    if (step_us < 20000) step_us += step_us / 2;
  }
  *secs = now_s() - t0;
  *status = WIFEXITED(st) ? WEXITSTATUS(st) : WIFSIGNALED(st) ? 128 + WTERMSIG(st) : 255;
  return IR_OK;
}

IrStatus ext_spawn(IrCtx *c, char *const argv[], uint32_t timeout_ms, ExtOutput *o) {
  memset(o, 0, sizeof *o);
  Tmp t;
  IrStatus st = tmp_open(c, &t);
  if (st) return st;
  const char *out = tmp_file(&t, "stdout"), *err = tmp_file(&t, "stderr");
  st = ext_spawn_files(c, argv, out, err, timeout_ms, &o->exit_status, &o->seconds);
  if (st == IR_OK) {
    o->out = read_all(out, &o->out_len);
    o->err = read_all(err, &o->err_len);
  }
  tmp_close(&t);
  return st;
}

/* ------------------------------------------------------------------ */
/* Transformations                                                      */

/* cmd with {in} / {out} replaced by the quoted paths, or with " 'in' -o
 * 'out'" appended when it names neither; NULL when out of memory. */
static char *command_line(const char *cmd, const char *in, const char *out) {
  bool subst = strstr(cmd, "{in}") || strstr(cmd, "{out}");
  size_t cap = strlen(cmd) * 2 + 4 * (strlen(in) + strlen(out)) + 64, n = 0;
  char *b = malloc(cap);
  if (!b) return NULL;
  for (const char *p = cmd; *p;) {
    const char *rep = !strncmp(p, "{in}", 4) ? in : !strncmp(p, "{out}", 5) ? out : NULL;
    if (subst && rep) {
      n += (size_t)snprintf(b + n, cap - n, "'%s'", rep);
      p += rep == in ? 4 : 5;
    } else
      b[n++] = *p++;
    if (n + 2 * strlen(out) + 16 >= cap) {
      char *q = realloc(b, cap *= 2);
      if (!q) { free(b); return NULL; }
      b = q;
    }
  }
  b[n] = 0;
  if (!subst) snprintf(b + n, cap - n, " '%s' -o '%s'", in, out);
  return b;
}

IrStatus ext_transform(IrCtx *c, const char *cmd, const char *in, size_t n, uint32_t timeout_ms, ExtOutput *o) {
  memset(o, 0, sizeof *o);
  Tmp t;
  IrStatus st = tmp_open(c, &t);
  if (st) return st;
  const char *ip = tmp_file(&t, "in.ll"), *op = tmp_file(&t, "out.ll"), *so = tmp_file(&t, "stdout"),
             *se = tmp_file(&t, "stderr"), *dis = tmp_file(&t, "out.dis.ll");
  char *line = NULL;
  if (!write_text(ip, in, n)) {
    st = ir_error(c, IR_EINTERNAL, NULL, 0, 0, "cannot write %s: %s", ip, strerror(errno));
    goto done;
  }
  line = command_line(cmd, ip, op);
  if (!line) {
    st = ir_error(c, IR_ENOMEM, NULL, 0, 0, "out of memory");
    goto done;
  }
  char *argv[] = {(char *)"/bin/sh", (char *)"-c", line, NULL};
  st = ext_spawn_files(c, argv, so, se, timeout_ms, &o->exit_status, &o->seconds);
  if (st) goto done;
  o->err = read_all(se, &o->err_len);
  if (o->exit_status != 0) goto done;
  o->out = read_all(op, &o->out_len);
  if (o->out && o->out_len >= 4 && !memcmp(o->out, "BC\xc0\xde", 4)) {  /* bitcode: disassemble */
    free(o->out);
    o->out = NULL;
    char *dv[] = {(char *)"llvm-dis-16", (char *)op, (char *)"-o", (char *)dis, NULL};
    int ds = 0;
    double dsecs = 0;
    st = ext_spawn_files(c, dv, so, se, timeout_ms, &ds, &dsecs);
    if (st == IR_OK && ds == 0) o->out = read_all(dis, &o->out_len);
    else if (st == IR_OK) st = ir_error(c, IR_EUSER, NULL, 0, 0, "llvm-dis-16 failed on the tool's bitcode output");
  }
  if (st == IR_OK && !o->out)
    st = ir_error(c, IR_EUSER, NULL, 0, 0, "the tool exited 0 but wrote no output file (command: %s)", line);
done:
  free(line);
  tmp_close(&t);
  if (st) ext_output_free(o);
  return st;
}

void ext_tool_version(const char *cmd, char *buf, size_t n) {
  snprintf(buf, n, "unknown");
  char tool[256];
  size_t k = 0;
  while (*cmd == ' ') cmd++;
  while (cmd[k] && cmd[k] != ' ' && k + 1 < sizeof tool) tool[k] = cmd[k], k++;
  tool[k] = 0;
  if (!k) return;
  IrCtx *c = ir_ctx_new();
  if (!c) return;
  ExtOutput o;
  char *argv[] = {tool, (char *)"--version", NULL};
  if (ext_spawn(c, argv, 10000, &o) == IR_OK && o.exit_status == 0 && o.out) {
    bool first = true;  /* the first line with a version number "D.D", else the first line */
    char *save = NULL;
    for (char *l = strtok_r(o.out, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
      while (*l == ' ') l++;
      if (!*l) continue;
      if (first) snprintf(buf, n, "%s", l), first = false;
      bool num = false;
      for (const char *p = l; p[0] && p[1] && p[2] && !num; p++)
        num = p[0] >= '0' && p[0] <= '9' && p[1] == '.' && p[2] >= '0' && p[2] <= '9';
      if (num) {
        snprintf(buf, n, "%s", l);
        break;
      }
    }
  }
  ext_output_free(&o);
  ir_ctx_free(c);
}

bool ext_llvm_accepts(const char *text, size_t n) {
  IrCtx *c = ir_ctx_new();
  if (!c) return false;
  Tmp t;
  bool ok = false;
  if (tmp_open(c, &t) == IR_OK) {
    const char *ip = tmp_file(&t, "in.ll"), *so = tmp_file(&t, "stdout"), *se = tmp_file(&t, "stderr");
    /* the LLVMs whose text passcheck reads: any that accepts it will do
     * (a missing one fails to spawn) */
    static const char *const as[] = {"llvm-as-16", "llvm-as-19", "llvm-as-22"};
    bool written = write_text(ip, text, n);
    for (size_t k = 0; written && !ok && k < sizeof as / sizeof *as; k++) {
      char *argv[] = {(char *)as[k], (char *)ip, (char *)"-o", (char *)"/dev/null", NULL};
      int status = 1;
      double secs;
      ok = ext_spawn_files(c, argv, so, se, 30000, &status, &secs) == IR_OK && status == 0;
    }
    tmp_close(&t);
  }
  ir_ctx_free(c);
  return ok;
}

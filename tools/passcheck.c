/* tools/passcheck.c -- main of the passcheck command line: the table of
 * subcommands, `--help`, `--version`, and the helpers every subcommand file
 * shares (reading inputs, loading modules, mapping statuses to exit codes).
 *
 * Contract: exit status 0 success, 1 user error (bad IR, bad options,
 * unreadable file), 2 internal error.  Only main() returns to the system;
 * subcommands return their status (tools/cmd.h).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cmd.h"


/* The subcommands, in the order `passcheck --help` lists them. */
static const CmdInfo cmds[] = {
  {"fuzz", cmd_fuzz, "the campaign: generate programs, check every pass, keep findings, report"},
  {"check", cmd_check, "check that every pass of a pipeline preserves a module's behaviour"},
  {"equiv", cmd_equiv, "check that a transformation refines its source (@src/@tgt, or BEFORE AFTER)"},
  {"repro", cmd_repro, "rerun a finding from its folder and say whether it still reproduces"},
  {"reduce", cmd_reduce, "shrink a finding's program while it keeps its signature (reduced.ll)"},
  {"merge", cmd_merge, "merge the findings and statistics of several campaign folders"},
  {"import", cmd_import, "turn a libFuzzer or AFL++ crash file of a fuzz target into a finding (reduced)"},
  {"triage", cmd_triage, "group a campaign's findings by signature, with reduced reproducers inline"},
  {"export", cmd_export, "turn a finding into a lit regression test or an lli-16 program"},
  {"gen", cmd_gen, "print a generated kernel (csmith-style, swarm) for a seed"},
  {"opt", cmd_opt, "run a pipeline of passes over a module and print the result"},
  {"knobs", cmd_knobs, "list every knob of the seed documents (name, type, default, range, pass)"},
  {"divcheck", cmd_divcheck, "prove the division lowering exact (magic numbers for all dividends, templates under every MUFU model)"},
  {"mathcheck", cmd_mathcheck, "measure the constant folder's math results against MPFR (max ULP per function)"},
  {"run", cmd_run, "interpret one function on one input vector and print the result"},
  {"crosscheck", cmd_crosscheck, "compare the interpreter with lli-16 on generated inputs"},
  {"analyze", cmd_analyze, "print loops or register pressure of a module's functions (opt-16 print<loops> shape)"},
  {"parse", cmd_parse, "parse IR files and report errors (prints nothing on success)"},
  {"print", cmd_print, "parse IR files and print them in canonical form"},
  {"verify", cmd_verify, "parse and verify IR files against the subset's rules"},
};
#define NCMDS (sizeof cmds / sizeof cmds[0])

/* ------------------------------------------------------------------ */
/* Helpers shared by the subcommands (declared in cmd.h)                */

int cmd_pass_setup(IrCtx *c, const char *passes, const char *const *knobs, int nknobs, bool remarks,
                   PassCtx *pc, Pipeline *p) {
  pass_ctx_init(pc, c);
  pc->remarks = remarks ? stderr : NULL;
  IrStatus st = IR_OK;
  for (int k = 0; k < nknobs && st == IR_OK; k++) st = knob_set(c, pc->knob, knobs[k]);
  if (st == IR_OK) st = pipeline_parse(c, passes, p);
  if (st != IR_OK) cmd_report(c, st);
  return cmd_status(st);
}

bool cmd_write_all(int fd, const void *p, size_t n) {
  const char *b = p;
  while (n) {
    ssize_t k = write(fd, b, n);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return false;
    b += k, n -= (size_t)k;
  }
  return true;
}

static bool cmd_read_all(int fd, void *p, size_t n) {
  char *b = p;
  while (n) {
    ssize_t k = read(fd, b, n);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return false;
    b += k, n -= (size_t)k;
  }
  return true;
}

int cmd_run_parts(unsigned jobs, size_t sz, CmdPartFn work, CmdMergeFn merge, void *ud) {
  void *buf = calloc(1, sz);
  if (!buf) return CMD_EINTERNAL;
  int rc = CMD_OK;
  if (jobs <= 1) {
    rc = work(ud, 0, buf);
    if (rc == CMD_OK) merge(ud, buf);
    free(buf);
    return rc;
  }
  int fds[CMD_MAX_JOBS];
  pid_t pids[CMD_MAX_JOBS];
  unsigned started = 0;
  for (; started < jobs && started < CMD_MAX_JOBS; started++) {
    int pf[2];
    if (pipe(pf)) break;
    pid_t pid = fork();
    if (pid == 0) {
      close(pf[0]);
      int st = work(ud, started, buf);
      _exit(st == CMD_OK && cmd_write_all(pf[1], buf, sz) ? 0 : 2);
    }
    close(pf[1]);
    if (pid < 0) {
      close(pf[0]);
      break;
    }
    fds[started] = pf[0], pids[started] = pid;
  }
  if (started < jobs) rc = CMD_EINTERNAL;
  for (unsigned j = 0; j < started; j++) {
    if (cmd_read_all(fds[j], buf, sz)) merge(ud, buf);
    else rc = CMD_EINTERNAL;
    close(fds[j]);
    waitpid(pids[j], NULL, 0);
  }
  free(buf);
  return rc;
}

int cmd_status(IrStatus st) {
  if (st == IR_OK) return CMD_OK;
  return st == IR_EUSER ? CMD_EUSER : CMD_EINTERNAL;
}

int cmd_worse(int a, int b) {
  if (a == CMD_EINTERNAL || b == CMD_EINTERNAL) return CMD_EINTERNAL;
  return a > b ? a : b;
}

static int is_help(const char *arg) { return !strcmp(arg, "-h") || !strcmp(arg, "--help"); }

const char *cmd_input_name(const char *path) { return strcmp(path, "-") ? path : "<stdin>"; }

void cmd_report(const IrCtx *c, IrStatus st) {
  const char *msg = ir_ctx_error(c);
  if (msg && *msg)
    fprintf(stderr, "%s\n", msg);
  else
    fprintf(stderr, "passcheck: internal error: failure (status %d) without a message\n", (int)st);
}

/* Reads fd to its end into a growing buffer; returns 0 or an errno value. */
static int read_all(int fd, size_t hint, char **buf, size_t *len) {
  size_t cap = hint + 1 > 4096 ? hint + 1 : 4096, n = 0;
  char *p = malloc(cap);
  if (!p) return ENOMEM;
  for (;;) {
    if (n + 1 >= cap) {
      char *q = cap > SIZE_MAX / 2 ? NULL : realloc(p, cap * 2);
      if (!q) {
        free(p);
        return ENOMEM;
      }
      p = q;
      cap *= 2;
    }
    ssize_t r = read(fd, p + n, cap - 1 - n);
    if (r == 0) break;
    if (r < 0) {
      if (errno == EINTR) continue;
      int e = errno;
      free(p);
      return e;
    }
    n += (size_t)r;
  }
  p[n] = 0;
  *buf = p;
  *len = n;
  return 0;
}

int cmd_read_file(const char *path, char **buf, size_t *len) {
  int stdin_ = !strcmp(path, "-");
  int fd = stdin_ ? 0 : open(path, O_RDONLY);
  *buf = NULL;
  *len = 0;
  if (fd < 0) {
    fprintf(stderr, "passcheck: %s: %s\n", path, strerror(errno));
    return CMD_EUSER;
  }
  struct stat st;
  size_t hint = 0;
  int err = fstat(fd, &st) < 0 ? errno : 0;
  if (!err && S_ISDIR(st.st_mode)) err = EISDIR;
  if (!err && S_ISREG(st.st_mode)) hint = (size_t)st.st_size;
  if (!err) err = read_all(fd, hint, buf, len);
  if (!stdin_) close(fd);
  if (err) {
    fprintf(stderr, "passcheck: %s: %s\n", cmd_input_name(path), strerror(err));
    return err == ENOMEM ? CMD_EINTERNAL : CMD_EUSER;
  }
  return CMD_OK;
}

int cmd_load_module(IrCtx *c, const char *path, IrModule **out) {
  char *text;
  size_t len;
  *out = NULL;
  int rc = cmd_read_file(path, &text, &len);
  if (rc != CMD_OK) return rc;
  ir_ctx_clear_error(c);
  *out = ir_parse(c, cmd_input_name(path), text, len);
  free(text);
  if (*out) return CMD_OK;
  IrStatus st = ir_ctx_status(c);
  if (st == IR_OK) st = IR_EINTERNAL;  /* NULL without a status is a bug */
  cmd_report(c, st);
  return cmd_status(st);
}

/* ------------------------------------------------------------------ */
/* main                                                                 */

static void usage(FILE *out) {
  fprintf(out,
          "usage: passcheck <command> [options] [args]\n"
          "       passcheck --help | --version | help <command>\n"
          "\n"
          "Differential testing and fuzzing of a GPU compiler's optimizer on a\n"
          "subset of LLVM 16 IR.\n"
          "\n"
          "commands:\n");
  for (size_t i = 0; i < NCMDS; i++) fprintf(out, "  %-10s %s\n", cmds[i].name, cmds[i].summary);
  fprintf(out,
          "\n"
          "`passcheck <command> --help` describes a command.\n"
          "exit status: 0 success, 1 user error (bad input or options), 2 internal error\n");
}

static const CmdInfo *find_cmd(const char *name) {
  for (size_t i = 0; i < NCMDS; i++)
    if (!strcmp(cmds[i].name, name)) return &cmds[i];
  return NULL;
}

static int unknown_cmd(const char *name) {
  if (name[0] == '-')
    fprintf(stderr, "passcheck: unknown option '%s'\n", name);
  else
    fprintf(stderr, "passcheck: unknown command '%s'\n", name);
  fprintf(stderr, "Run 'passcheck --help' for the list of commands.\n");
  return CMD_EUSER;
}

/* Flushes stdout: a write error (full disk, closed pipe) is a user error. */
static int finish(int rc) {
  if (fflush(stdout) != 0 || ferror(stdout)) {
    fprintf(stderr, "passcheck: error writing to standard output: %s\n", strerror(errno));
    rc = cmd_worse(rc, CMD_EUSER);
  }
  return rc;
}

/* passcheck --help | help | help CMD (= CMD --help) */
static int help(int argc, char **argv) {
  if (argc < 3) {
    usage(stdout);
    return finish(CMD_OK);
  }
  const CmdInfo *cmd = find_cmd(argv[2]);
  if (!cmd) return unknown_cmd(argv[2]);
  char opt[] = "--help";
  char *hargv[] = {argv[2], opt, NULL};
  return finish(cmd->fn(2, hargv));
}

int main(int argc, char **argv) {
  if (argc < 2) {
    usage(stderr);
    return CMD_EUSER;
  }
  const char *name = argv[1];
  if (!strcmp(name, "--version") || !strcmp(name, "-V")) {
    printf("passcheck %s (IR: LLVM 16 subset)\n", PASSCHECK_VERSION);
    return finish(CMD_OK);
  }
  if (is_help(name) || !strcmp(name, "help")) return help(argc, argv);
  const CmdInfo *cmd = find_cmd(name);
  if (!cmd) return unknown_cmd(name);
  return finish(cmd->fn(argc - 1, argv + 1));
}

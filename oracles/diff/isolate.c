/* oracles/diff/isolate.c -- runs the pipeline in a child process, so that
 * a pass that crashes (SIGSEGV, abort), hangs (SIGALRM after
 * pass_timeout_s) or corrupts memory becomes a `crash` outcome instead of
 * killing the caller (DESIGN.md: "passes run so that a crash in one never
 * kills the campaign").  Two ways:
 *   fork per run   diff_run forks a child that clones the module, runs the
 *                  pipeline and exits (DiffOpts.worker == NULL);
 *   worker         a child forked once (DiffWorker) serves one request per
 *                  diff_run: the module as text, the pipeline and the knobs;
 *                  it is forked again only after it died (a crash, a hang)
 *                  or served WORKER_RECYCLE requests.  fork costs about a
 *                  millisecond on some virtual machines; this does not.
 *
 * Protocol, child -> parent over one pipe (host byte order: both ends are
 * this program): for every step k a PASS record {changed, status,
 * verifier_failed, message} as soon as the pass returns, then a TEXT
 * record {the module printed}, between them a STAT record {the rules
 * that fired, pass_stat, as hex words} when one did; after the last step
 * a DONE record.  The child stops after a failing step.  Its stderr goes to a second pipe of
 * which the parent keeps the tail for the crash report.  The parent reads
 * both pipes (to EOF, or to the DONE record of a worker), killing the
 * child with SIGKILL at a deadline of pass_timeout_s per step plus a
 * margin, and decodes the records: the first step without a PASS record
 * is where the child died; a PASS record without TEXT means printing the
 * output died.  Requests to a worker go over a socket (send with
 * MSG_NOSIGNAL: a dead worker is an error, never a SIGPIPE).
 *
 * Children end with _exit, never exit: they must not flush the parent's
 * stdio buffers or run its atexit handlers.  That is the only place the
 * library ends a process, and it is a process the library made.  The
 * parent flushes its stdio buffers before fork so that nothing is written
 * twice.  Signals a child may die of get their default action, SIGINT is
 * ignored (Ctrl-C is the caller's to handle) and core dumps are off.
 * Before it dies of a fault (SIGSEGV, SIGBUS, SIGFPE, SIGILL) a child
 * writes "passcheck: crashed at <frame>" to its stderr: the function and
 * offset (or module offset) that faulted, so that the reducer can keep a
 * crash at the same place (builds with AddressSanitizer keep the default
 * action only: their instrumentation and our handler do not mix).
 */
#include <errno.h>
#include <execinfo.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "diff_int.h"

enum { REC_MAGIC = 0x52444350u, REC_PASS = 1, REC_TEXT = 2, REC_DONE = 3, REC_FAIL = 4 /* the runner itself failed */,
       REC_STAT = 5 };
enum { REQ_MAGIC = 0x51444350u, WORKER_RECYCLE = 1000 };
enum { TAIL_MAX = 16384, OUT_MAX = 256u << 20 };

typedef struct RecHdr {
  uint32_t magic, kind, step, flags;  /* flags: 1 changed, 2 verifier failed */
  int32_t st;
  uint32_t pad;
  uint64_t len;                       /* payload bytes after the header */
} RecHdr;

/* A worker request: this header, npasses ReqPass, KNOB__COUNT int64 knob
 * values, then textlen bytes of module text. */
typedef struct ReqHdr {
  uint32_t magic, npasses, verify, timeout_s;
  uint32_t remarks;                   /* 0 none, 1 stdout, 2 stderr */
  uint32_t pad;
  uint64_t textlen;
} ReqHdr;

typedef struct ReqPass {
  char name[64];
  uint64_t info;                      /* the PassInfo's address (same image) */
} ReqPass;

struct DiffWorker {
  pid_t pid;                          /* 0: not running */
  int req, out, err;                  /* the parent's ends */
  uint32_t served;                    /* requests since the last fork */
  uint32_t spawns;                    /* forks so far */
};

/* ------------------------------------------------------------------ */
/* Signal names                                                         */

void diff_signal_name(int sig, char *buf, size_t n) {
  static const struct { int sig; const char *name; } tab[] = {
    {SIGSEGV, "SIGSEGV"}, {SIGABRT, "SIGABRT"}, {SIGBUS, "SIGBUS"}, {SIGFPE, "SIGFPE"},
    {SIGILL, "SIGILL"},   {SIGALRM, "SIGALRM"}, {SIGKILL, "SIGKILL"}, {SIGTERM, "SIGTERM"},
    {SIGPIPE, "SIGPIPE"}, {SIGTRAP, "SIGTRAP"}, {SIGSYS, "SIGSYS"},   {SIGXCPU, "SIGXCPU"},
  };
  for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
    if (tab[i].sig == sig) {
      snprintf(buf, n, "%s", tab[i].name);
      return;
    }
  snprintf(buf, n, "signal %d", sig);
}

/* ------------------------------------------------------------------ */
/* Children: what both kinds do                                         */

static bool write_all(int fd, const void *p, size_t n) {
  const char *s = p;
  while (n) {
    ssize_t w = write(fd, s, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return false;
    s += w, n -= (size_t)w;
  }
  return true;
}

static bool send_rec(int fd, uint32_t kind, uint32_t step, uint32_t flags, int32_t st, const char *payload) {
  RecHdr h = {REC_MAGIC, kind, step, flags, st, 0, payload ? strlen(payload) : 0};
  return write_all(fd, &h, sizeof h) && (!h.len || write_all(fd, payload, h.len));
}

/* The STAT record of step k: the words of fired as hex text (no NUL
 * bytes, like every payload), nothing when no rule fired. */
static bool send_fired(int fd, uint32_t k, const uint64_t *fired) {
  char hex[PASS_STAT_WORDS * 17 + 1];
  size_t at = 0;
  uint64_t any = 0;
  for (unsigned w = 0; w < PASS_STAT_WORDS; w++) {
    any |= fired[w];
    at += (size_t)snprintf(hex + at, sizeof hex - at, "%016llx ", (unsigned long long)fired[w]);
  }
  return !any || send_rec(fd, REC_STAT, k, 0, 0, hex);
}

static int child_hook(void *ud, uint32_t step, const PassInfo *pi, IrModule *m, bool changed) {
  (void)step, (void)pi, (void)m;
  *(bool *)ud = changed;
  return 0;
}

/* Runs pass pi as step k on m and reports it; false when the pipeline
 * must stop (the pass failed, or the parent is gone). */
static bool child_step(const PassInfo *pi, PassCtx *pc, IrModule *m, uint32_t k, bool verify, uint32_t tmo, int out) {
  Pipeline one = {1, {pi}};
  PipelineRun pr;
  bool changed = false;
  memset(&pr, 0, sizeof pr);
  pr.verify = verify;
  pr.hook = child_hook;
  pr.ud = &changed;
  ir_ctx_clear_error(pc->ir);
  ir_ctx_clear_error(m->ctx);
  memset(pc->fired, 0, sizeof pc->fired);
  alarm(tmo);
  IrStatus st = pipeline_run(pc, &one, m, &pr);
  alarm(0);
  const char *msg = st ? ir_ctx_error(pc->ir) : NULL;
  if (st && !*msg) msg = ir_ctx_error(m->ctx);
  uint32_t flags = (changed ? 1u : 0u) | (st && pr.verifier_failed ? 2u : 0u);
  /* after IR_ENOMEM the module may be half-changed: not printed (pass.h) */
  if (!send_rec(out, REC_PASS, k, flags, (int32_t)st, msg) || st == IR_ENOMEM) return false;
  if (!send_fired(out, k, pc->fired)) return false;
  char *text = ir_print_module_str(m, NULL);
  bool ok = text && send_rec(out, REC_TEXT, k, 0, 0, text);
  free(text);
  return ok && !st;
}

/* Gives sig its default action.  Sanitizer runtimes intercept signal()
 * and keep their own SIGSEGV handler (which exits with status 1); the
 * system call itself cannot be intercepted.  An all-zero kernel sigaction
 * is SIG_DFL with no flags and an empty mask on every architecture. */
static void default_action(int sig) {
  signal(sig, SIG_DFL);
#ifdef SYS_rt_sigaction
  uint64_t ksa[8] = {0};
  syscall(SYS_rt_sigaction, sig, ksa, NULL, sizeof(uint64_t));
#endif
}

#if defined(__SANITIZE_ADDRESS__)
#define ISO_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ISO_ASAN 1
#endif
#endif

/* The fault handler of a child (SA_RESETHAND: the signal's default action
 * is back once it runs): names the faulting frame on stderr, then dies of
 * the same signal.  Frame 0 is this handler, 1 the kernel's return
 * trampoline, 2 the code that faulted.  backtrace() was called once
 * before (child_init), so it does not load anything here. */
#ifndef ISO_ASAN
static void crash_handler(int sig) {
  void *fr[3];
  static const char at[] = "passcheck: crashed at ";
  int n = backtrace(fr, 3);
  if (write(2, at, sizeof at - 1) > 0 && n == 3) backtrace_symbols_fd(fr + 2, 1, 2);
  raise(sig);
}
#endif

/* Installs crash_handler for the faults, on an alternate stack (a stack
 * overflow faults on the normal one).  False when it cannot. */
static bool crash_handler_install(void) {
#ifdef ISO_ASAN
  return false;
#else
  static const int faults[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL};
  stack_t ss;
  ss.ss_size = 64 * 1024;
  ss.ss_sp = malloc(ss.ss_size);  /* the child's, until it ends */
  ss.ss_flags = 0;
  if (!ss.ss_sp || sigaltstack(&ss, NULL) != 0) return false;
  void *warm[1];
  backtrace(warm, 1);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = crash_handler;
  sa.sa_flags = SA_RESETHAND | SA_NODEFER | SA_ONSTACK;
  sigemptyset(&sa.sa_mask);
  for (size_t i = 0; i < sizeof faults / sizeof faults[0]; i++)
    if (sigaction(faults[i], &sa, NULL) != 0) return false;
  return true;
#endif
}

/* Closes every descriptor from lo up. */
static void close_from(int lo) {
#ifdef SYS_close_range
  if (syscall(SYS_close_range, (unsigned)lo, ~0u, 0u) == 0) return;
#endif
  long max = sysconf(_SC_OPEN_MAX);
  for (int fd = lo; fd < (max > 0 && max < 65536 ? max : 65536); fd++) close(fd);
}

/* Signals, core dumps, stderr onto err; the descriptors fds[0..n) move to
 * 3, 4, ... (their new numbers back in fds) and every other one above 2 is
 * closed: in a threaded caller another thread may fork between our pipe()
 * and close(), and its child must not hold our pipes' write ends (their
 * EOF would never come). */
static void child_init(int err, int *fds, int n) {
  static const int sigs[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGALRM, SIGPIPE, SIGTRAP};
  for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) default_action(sigs[i]);
  if (!crash_handler_install())  /* back to the default action for all of them */
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) default_action(sigs[i]);
  /* Ctrl-C reaches the whole process group: the caller decides (a campaign
   * stops cleanly after the current program, then ends its children) */
  signal(SIGINT, SIG_IGN);
  signal(SIGTERM, SIG_DFL);
  struct rlimit nocore = {0, 0};
  setrlimit(RLIMIT_CORE, &nocore);
  if (err != 2) dup2(err, 2);
  int base = 3 + n;
  for (int i = 0; i < n; i++) base = fds[i] >= base ? fds[i] + 1 : base;
  for (int i = 0; i < n; i++) fds[i] = fcntl(fds[i], F_DUPFD, base);
  for (int i = 0; i < n; i++) {
    dup2(fds[i], 3 + i);
    fds[i] = 3 + i;
  }
  close_from(3 + n);
}

/* ------------------------------------------------------------------ */
/* Fork per run: the child                                              */

static void child_main(DiffEng *e, int out, int err) {
  child_init(err, &out, 1);
  PassCtx pc = *e->pc;
  if (pc.remarks && pc.remarks != stdout) pc.remarks = stderr;  /* its descriptor is closed here */
  IrModule *m = ir_module_clone(e->m0);
  bool ok = m != NULL;
  for (uint32_t k = 0; ok && k < e->p->n; k++)
    ok = child_step(e->p->pass[k], &pc, m, k, e->o->verify, e->o->pass_timeout_s, out);
  send_rec(out, REC_DONE, 0, 0, 0, NULL);
  if (pc.remarks) fflush(pc.remarks);
  _exit(0);
}

/* ------------------------------------------------------------------ */
/* The worker: the child                                                */

/* Reads exactly n bytes; false at EOF or on error. */
static bool read_full(int fd, void *p, size_t n) {
  char *s = p;
  while (n) {
    ssize_t r = read(fd, s, n);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return false;
    s += r, n -= (size_t)r;
  }
  return true;
}

/* The pass a request names: the registry's of that name, else the
 * address sent (a static PassInfo of the same program image). */
static const PassInfo *req_pass(const ReqPass *rp) {
  size_t len = strnlen(rp->name, sizeof rp->name);
  const PassInfo *pi = pass_lookup(rp->name, len);
  return pi ? pi : (const PassInfo *)(uintptr_t)rp->info;
}

/* Serves one request; false when the worker must end. */
static bool worker_serve(IrCtx *c, int req, int out) {
  ReqHdr h;
  ReqPass rp[PIPELINE_MAX];
  PassCtx pc;
  if (!read_full(req, &h, sizeof h) || h.magic != REQ_MAGIC || h.npasses > PIPELINE_MAX) return false;
  pass_ctx_init(&pc, c);
  char *text = malloc(h.textlen + 1);
  if (!text || !read_full(req, rp, h.npasses * sizeof *rp) || !read_full(req, pc.knob, sizeof pc.knob) ||
      !read_full(req, text, h.textlen))
    return free(text), false;
  pc.remarks = h.remarks == 1 ? stdout : h.remarks == 2 ? stderr : NULL;
  ir_ctx_clear_error(c);
  IrModule *m = ir_parse(c, "<worker>", text, h.textlen);
  free(text);
  bool ok = m != NULL;
  if (!m && !send_rec(out, REC_FAIL, 0, 0, 0, ir_ctx_error(c))) return false;
  for (uint32_t k = 0; ok && k < h.npasses; k++) ok = child_step(req_pass(&rp[k]), &pc, m, k, h.verify, h.timeout_s, out);
  if (m) ir_module_free(m);
  if (pc.remarks) fflush(pc.remarks);
  return send_rec(out, REC_DONE, 0, 0, 0, NULL);
}

static void worker_main(int req, int out, int err) {
  int fds[2] = {req, out};
  child_init(err, fds, 2);
  req = fds[0], out = fds[1];
  IrCtx *c = ir_ctx_new();
  while (c && worker_serve(c, req, out)) {}
  _exit(0);
}

/* ------------------------------------------------------------------ */
/* The parent: reading                                                  */

typedef IrSb Buf;  /* core/util.h */

static bool buf_add(Buf *b, const char *s, size_t n) {
  ir_sb_put(b, s, n);
  return !b->oom;
}

/* Keeps only the last keep bytes or so. */
static bool tail_add(Buf *b, const char *s, size_t n, size_t keep) {
  if (!buf_add(b, s, n)) return false;
  if (b->n > 2 * keep) {
    size_t drop = b->n - keep;
    memmove(b->p, b->p + drop, b->n - drop + 1);
    b->n -= drop;
  }
  return true;
}

static int64_t now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* Reads one chunk from pf into b (keeping its last tail bytes when tail is
 * not 0); marks pf closed at EOF or error. */
static bool read_chunk(struct pollfd *pf, Buf *b, size_t tail) {
  char chunk[65536];
  ssize_t r = read(pf->fd, chunk, sizeof chunk);
  if (r < 0 && (errno == EINTR || errno == EAGAIN)) return true;
  if (r <= 0) {
    pf->fd = -1;
    return true;
  }
  if (!tail && b->n + (size_t)r > OUT_MAX) return false;
  return tail ? tail_add(b, chunk, (size_t)r, tail) : buf_add(b, chunk, (size_t)r);
}

/* Whether b ends with a DONE record (text payloads hold no NUL bytes, so
 * no payload can end like a header). */
static bool ends_done(const Buf *b) {
  RecHdr h;
  if (b->n < sizeof h) return false;
  memcpy(&h, b->p + b->n - sizeof h, sizeof h);
  return h.magic == REC_MAGIC && h.kind == REC_DONE && h.len == 0;
}

typedef struct Collect {
  pid_t pid;
  int64_t deadline_ms;   /* 0: none */
  bool until_done;       /* a worker: stop at the DONE record */
  size_t keep;           /* stderr bytes kept (its end) */
  bool killed, eof;      /* out */
} Collect;

/* Reads the child's two pipes (fds[0] records, fds[1] stderr) until EOF
 * or DONE; kills the child at the deadline.  False when out of memory. */
static bool collect(int out, int err, Collect *cl, Buf *ob, Buf *eb) {
  struct pollfd fds[2] = {{out, POLLIN, 0}, {err, POLLIN, 0}};
  int64_t end = cl->deadline_ms ? now_ms() + cl->deadline_ms : 0;
  bool ok = true;
  while (fds[0].fd >= 0 && !(cl->until_done && ends_done(ob))) {
    int wait = -1;
    if (end && !cl->killed) {
      int64_t left = end - now_ms();
      if (left <= 0) kill(cl->pid, SIGKILL), cl->killed = true;
      wait = left <= 0 ? -1 : (int)(left > 1000000 ? 1000000 : left);
    }
    int r = poll(fds, 2, wait);
    if (r < 0 && errno != EINTR) break;
    for (int i = 0; r > 0 && i < 2; i++)
      if (fds[i].fd >= 0 && fds[i].revents) ok = read_chunk(&fds[i], i ? eb : ob, i ? cl->keep : 0) && ok;
    if (!ok && !cl->killed) kill(cl->pid, SIGKILL), cl->killed = true;
  }
  cl->eof = fds[0].fd < 0;
  /* stderr: to its end after a death, else what is there now */
  while (fds[1].fd >= 0 && poll(&fds[1], 1, cl->eof ? -1 : 0) > 0) read_chunk(&fds[1], eb, cl->keep);
  return ok;
}

/* ------------------------------------------------------------------ */
/* The parent: decoding                                                 */

static char *dup_n(const char *s, size_t n) {
  char *p = malloc(n + 1);
  if (p) memcpy(p, s, n), p[n] = 0;
  return p;
}

static void decode(const DiffEng *e, const Buf *ob, DiffChild *ch) {
  size_t at = 0;
  while (at + sizeof(RecHdr) <= ob->n) {
    RecHdr h;
    memcpy(&h, ob->p + at, sizeof h);
    at += sizeof h;
    if (h.magic != REC_MAGIC || h.len > ob->n - at) break;  /* truncated: the child died mid-write */
    const char *pl = ob->p + at;
    at += h.len;
    if (h.kind == REC_DONE) {
      ch->done = true;
      break;
    }
    if (h.kind == REC_FAIL) {
      free(ch->fail);
      ch->fail = dup_n(pl, h.len);
      continue;
    }
    if (h.step >= e->p->n || h.step > ch->nsteps) break;
    DiffStepOut *s = &ch->step[h.step];
    if (h.step == ch->nsteps) ch->nsteps++;
    if (h.kind == REC_PASS) {
      s->have_status = true;
      s->changed = h.flags & 1;
      s->verifier_failed = h.flags & 2;
      s->st = (IrStatus)h.st;
      if (h.len) s->msg = dup_n(pl, h.len);
    } else if (h.kind == REC_STAT) {
      char *hex = dup_n(pl, h.len), *q = hex;
      for (unsigned w = 0; hex && w < PASS_STAT_WORDS; w++) s->fired[w] = strtoull(q, &q, 16);
      free(hex);
    } else if (h.kind == REC_TEXT && !s->text) {
      s->text = dup_n(pl, h.len);
    }
  }
}

static IrStatus sys_error(IrCtx *c, const char *what) {
  return ir_error(c, IR_EINTERNAL, NULL, 0, 0, "%s: %s", what, strerror(errno));
}

/* Remarks other than to stdout come back through the child's stderr:
 * keep all of them; else the end, for crash reports. */
static size_t stderr_keep(const DiffEng *e) {
  return e->pc->remarks && e->pc->remarks != stdout ? OUT_MAX / 64 : TAIL_MAX;
}

static int64_t deadline_of(const DiffEng *e) {
  uint32_t t = e->o->pass_timeout_s;
  return t ? ((int64_t)t * e->p->n + 30) * 1000 : 0;
}

/* Decodes what a child sent and keeps the end of its stderr. */
static IrStatus finish(DiffEng *e, DiffChild *ch, Buf *ob, Buf *eb, bool ok) {
  decode(e, ob, ch);
  ch->errtail = eb->p ? eb->p : dup_n("", 0);
  eb->p = NULL;
  if (e->pc->remarks && e->pc->remarks != stdout && ch->errtail && *ch->errtail)
    fputs(ch->errtail, e->pc->remarks);
  if (!ok) return ir_error(e->c, IR_ENOMEM, NULL, 0, 0, "out of memory reading the pass runner's output");
  if (ch->fail) return ir_error(e->c, IR_EINTERNAL, NULL, 0, 0, "the pass worker cannot read the module: %s", ch->fail);
  return IR_OK;
}

/* ------------------------------------------------------------------ */
/* Fork per run: the parent                                             */

static IrStatus fork_run(DiffEng *e, DiffChild *ch) {
  int out[2], err[2];
  if (pipe2(out, O_CLOEXEC) < 0) return sys_error(e->c, "pipe");
  if (pipe2(err, O_CLOEXEC) < 0) {
    close(out[0]), close(out[1]);
    return sys_error(e->c, "pipe");
  }
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) {
    close(out[0]), close(out[1]), close(err[0]), close(err[1]);
    return sys_error(e->c, "fork");
  }
  if (pid == 0) {
    close(out[0]), close(err[0]);
    child_main(e, out[1], err[1]);
  }
  close(out[1]), close(err[1]);
  Buf ob = {0}, eb = {0};
  Collect cl = {pid, deadline_of(e), false, stderr_keep(e), false, false};
  bool ok = collect(out[0], err[0], &cl, &ob, &eb);
  close(out[0]), close(err[0]);
  ch->killed = cl.killed;
  while (waitpid(pid, &ch->wstatus, 0) < 0 && errno == EINTR) {}
  IrStatus st = finish(e, ch, &ob, &eb, ok);
  free(ob.p);
  return st;
}

/* ------------------------------------------------------------------ */
/* The worker: the parent                                               */

DiffWorker *diff_worker_new(void) {
  DiffWorker *w = calloc(1, sizeof *w);
  if (w) w->req = w->out = w->err = -1;
  return w;
}

/* Ends the worker's process (if any) and reaps it; *ws its wait status. */
static void worker_stop(DiffWorker *w, int *ws) {
  int dummy;
  if (!ws) ws = &dummy;
  if (w->pid > 0) {
    kill(w->pid, SIGKILL);
    while (waitpid(w->pid, ws, 0) < 0 && errno == EINTR) {}
  }
  if (w->req >= 0) close(w->req);
  if (w->out >= 0) close(w->out);
  if (w->err >= 0) close(w->err);
  w->pid = 0, w->req = w->out = w->err = -1, w->served = 0;
}

uint32_t diff_worker_spawns(const DiffWorker *w) { return w ? w->spawns : 0; }

void diff_worker_free(DiffWorker *w) {
  if (!w) return;
  worker_stop(w, NULL);
  free(w);
}

static IrStatus worker_spawn(DiffEng *e, DiffWorker *w) {
  int sv[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1};
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) < 0 || pipe2(out, O_CLOEXEC) < 0 ||
      pipe2(err, O_CLOEXEC) < 0) {
    IrStatus st = sys_error(e->c, "pipe");
    for (int i = 0; i < 2; i++) {
      if (sv[i] >= 0) close(sv[i]);
      if (out[i] >= 0) close(out[i]);
      if (err[i] >= 0) close(err[i]);
    }
    return st;
  }
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    close(sv[0]), close(out[0]), close(err[0]);
    worker_main(sv[1], out[1], err[1]);
  }
  close(sv[1]), close(out[1]), close(err[1]);
  if (pid < 0) {
    close(sv[0]), close(out[0]), close(err[0]);
    return sys_error(e->c, "fork");
  }
  w->pid = pid, w->req = sv[0], w->out = out[0], w->err = err[0], w->served = 0;
  w->spawns++;
  return IR_OK;
}

static bool send_all(int fd, const void *p, size_t n) {
  const char *s = p;
  while (n) {
    ssize_t r = send(fd, s, n, MSG_NOSIGNAL);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return false;
    s += r, n -= (size_t)r;
  }
  return true;
}

/* Sends the request of e to the worker; false when the worker is gone. */
static bool worker_request(DiffEng *e, DiffWorker *w, const char *text) {
  ReqHdr h = {REQ_MAGIC, e->p->n, e->o->verify, e->o->pass_timeout_s, 0, 0, strlen(text)};
  ReqPass rp[PIPELINE_MAX];
  FILE *r = e->pc->remarks;
  h.remarks = !r ? 0 : r == stdout ? 1 : 2;
  memset(rp, 0, sizeof rp);
  for (uint32_t k = 0; k < e->p->n; k++) {
    snprintf(rp[k].name, sizeof rp[k].name, "%s", e->p->pass[k]->name);
    rp[k].info = (uint64_t)(uintptr_t)e->p->pass[k];
  }
  return send_all(w->req, &h, sizeof h) && send_all(w->req, rp, e->p->n * sizeof *rp) &&
         send_all(w->req, e->pc->knob, sizeof e->pc->knob) && send_all(w->req, text, h.textlen);
}

static IrStatus worker_run(DiffEng *e, DiffWorker *w, DiffChild *ch) {
  char *text = ir_print_module_str(e->m0, NULL);
  if (!text) return ir_error(e->c, IR_ENOMEM, NULL, 0, 0, "out of memory");
  IrStatus st = IR_OK;
  bool sent = false;
  for (int tries = 0; !sent && tries < 2; tries++) {  /* a worker that died idle is respawned once */
    if (w->pid > 0 && w->served >= WORKER_RECYCLE) worker_stop(w, NULL);
    if (w->pid <= 0 && (st = worker_spawn(e, w)) != IR_OK) break;
    sent = worker_request(e, w, text);
    if (!sent) worker_stop(w, NULL);
  }
  free(text);
  if (!sent) return st ? st : ir_error(e->c, IR_EINTERNAL, NULL, 0, 0, "the pass worker does not take requests");
  w->served++;
  Buf ob = {0}, eb = {0};
  Collect cl = {w->pid, deadline_of(e), true, stderr_keep(e), false, false};
  bool ok = collect(w->out, w->err, &cl, &ob, &eb);
  ch->killed = cl.killed;
  if (cl.eof || cl.killed || !ok) worker_stop(w, &ch->wstatus);  /* it died: reaped, respawned next time */
  st = finish(e, ch, &ob, &eb, ok);
  free(ob.p);
  return st;
}

IrStatus diff_child_run(DiffEng *e, DiffChild *ch) {
  memset(ch, 0, sizeof *ch);
  return e->o->worker ? worker_run(e, e->o->worker, ch) : fork_run(e, ch);
}

void diff_child_free(DiffChild *ch) {
  for (uint32_t k = 0; k < ch->nsteps; k++) {
    free(ch->step[k].msg);
    free(ch->step[k].text);
    if (ch->step[k].m) ir_module_free(ch->step[k].m);
  }
  free(ch->errtail);
  free(ch->fail);
  memset(ch, 0, sizeof *ch);
}

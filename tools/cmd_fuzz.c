/* tools/cmd_fuzz.c -- `passcheck fuzz`: the campaign.  Generates programs
 * from consecutive seeds, runs the pipeline over each through the
 * differential oracle, writes every finding (deduplicated by signature)
 * under OUT/findings/, keeps OUT/campaign.json up to date for --resume and
 * writes OUT/report.json and OUT/report.html at the end.
 *
 * Method.  J worker processes (fork) each check program indices k = b+j,
 * b+j+J, ... (b: the resume point); program k has seed S + k*n + i under
 * --shard i/n.  A worker writes its findings itself (the findings store
 * is atomic and safe across processes) and then sends one record per
 * program through its pipe; the parent sums the records, tracks the
 * lowest index not yet done (the resume point: every index below it has
 * its findings on disk), draws the progress line and saves campaign.json
 * every second.  Ctrl-C, SIGTERM, --time and --programs stop the workers
 * between programs; the parent drains the pipes, saves and reports, so a
 * stop never loses a finding, and a SIGKILL at any moment loses at most
 * the counts of programs above the resume point (they are redone).
 *
 * Contract: exit 0 when the campaign found nothing, 1 when it wrote or
 * counted a finding (invalid tests excluded) or on a user error, 2 on an
 * internal error.
 */
#include <errno.h>
#include <inttypes.h>
#include <malloc.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cmd.h"
#include "../generators/gen.h"
#include "../oracles/diff/diff.h"
#include "../oracles/external/extcheck.h"
#include "../oracles/external/extrun.h"
#include "../passes/pass.h"
#include "../reports/campaign.h"
#include "../reports/findings.h"
#include "../reports/reduce.h"
#include "../reports/report.h"

/* The one piece of mutable state outside a context: set by the signal
 * handler (C11 7.14.1.1 allows only a volatile sig_atomic_t there). */
static volatile sig_atomic_t fuzz_stop;

static void on_signal(int sig) { fuzz_stop = sig; }

#define MAXJOBS 256

typedef struct FuzzOpts {
  double time_s;          /* 0: no time limit */
  uint64_t programs;      /* 0: no program limit */
  uint64_t seed;
  uint32_t jobs, size, ninputs, shard_i, shard_n;
  unsigned dialect;       /* GenOpts.dialect: 0 (16), 19 or 22 */
  uint64_t force_on, force_off;
  const char *passes, *out;
  bool resume, random_knobs, stop_first, isolate;
  CmdList knobs;          /* fixed -knob settings, applied over random ones */
  InterpGrid grid;
  bool grid_given;
  double ulps;            /* precision tolerance; < 0: the oracle's default */
  bool no_reduce;         /* --no-reduce */
  double reduce_time;     /* seconds for all reductions after the campaign */
  const char *external;   /* --external CMD: an outside tool instead of the pipeline */
  char ext_version[160];  /* its version line (asked once, before the workers start) */
} FuzzOpts;

static const char fuzz_usage[] =
  "usage: passcheck fuzz [--time T | --programs N] [--seed S] [--jobs J]\n"
  "                      [--passes P] [--out DIR] [--resume] [--shard I/N]\n"
  "                      [--size S] [--features F] [--dialect D] [--inputs N] [--grid BxT]\n"
  "                      [--knobs random|default] [-knob k=v]... [--ulp-tolerance U]\n"
  "                      [--stop-on-first] [--reduce-time T | --no-reduce]\n"
  "                      [--external CMD]\n"
  "\n"
  "The campaign: generates programs from seeds S, S+1, ... (passcheck gen),\n"
  "runs the pipeline over each one pass at a time, runs the program before\n"
  "and after every pass in the reference interpreter on several input\n"
  "vectors and classifies each pass's effect (ok, mismatch, ub-introduced,\n"
  "crash, timeout-introduced, invalid-test).  Every finding is written\n"
  "atomically to DIR/findings/<signature>/ (program, input, result.json,\n"
  "repro.sh); a finding with a known signature increases its count.  The\n"
  "state is saved in DIR/campaign.json every second; at the end DIR/report.json\n"
  "and DIR/report.html (findings by signature, per-pass statistics,\n"
  "throughput) are written.  Ctrl-C stops cleanly with everything flushed.\n"
  "\n"
  "options:\n"
  "  --time T          stop after T seconds (suffix s, m or h; default 60s\n"
  "                    unless --programs is given)\n"
  "  --programs N      stop when the campaign has checked N programs (with\n"
  "                    --resume: N in all, counting the earlier runs)\n"
  "  --seed S          first program seed (default 1)\n"
  "  --jobs J          worker processes (default 1)\n"
  "  --passes P        the pipeline (default: the default pipeline)\n"
  "  --out DIR         output folder (default fuzz-out)\n"
  "  --resume          continue the campaign saved in DIR/campaign.json (a\n"
  "                    new one when there is none yet)\n"
  "  --shard I/N       check only programs k with k mod N = I (0 <= I < N):\n"
  "                    run N shards anywhere, then passcheck merge\n"
  "  --size S          generated program size (instructions, default 100)\n"
  "  --dialect D       programs for LLVM D: 16 (default), 19 or 22 (passcheck\n"
  "                    gen --dialect: the new flags where they hold)\n"
  "  --features F      force generator features on/off: +loops,-vectors\n"
  "  --inputs N        generated input vectors per program (default 4, plus\n"
  "                    the edge-value vectors)\n"
  "  --grid BxT        run every program on this grid (default: the grid the\n"
  "                    generator wrote it for)\n"
  "  --knobs M         random (default): knob values picked per program and\n"
  "                    recorded in each finding; default: the seeds' defaults\n"
  "  -knob k=v         fix one knob (repeatable; see passcheck knobs)\n"
  "  --ulp-tolerance U a value folded by constfold more than U ulps from the\n"
  "                    correctly rounded one is a precision finding (default 0.5)\n"
  "  --stop-on-first   stop at the first finding (prints the time to it)\n"
  "  --reduce-time T   after the campaign, reduce every finding not reduced\n"
  "                    yet (passcheck reduce, at most T/4 each) within T in\n"
  "                    all (default 120s); the report shows the reduced\n"
  "                    reproducer first\n"
  "  --no-reduce       do not reduce (also: Ctrl-C skips the reductions)\n"
  "  --external CMD    check an outside tool instead of the pipeline: each\n"
  "                    program's text goes through the shell command CMD\n"
  "                    ({in}/{out} for the files, else \" IN -o OUT\" is\n"
  "                    appended) and the output is checked like a pass named\n"
  "                    external; output outside the subset is counted as\n"
  "                    unsupported by construct, never a finding.  e.g.\n"
  "                    --external 'opt-16 -S -passes=instcombine'\n"
  "  --no-isolate      run passes in the worker itself (faster; a crashing\n"
  "                    pass then kills the worker)\n"
  "  -h, --help        this text\n"
  "\n"
  "example:\n"
  "  passcheck fuzz --time 60 --jobs 2 --out fuzz-out\n"
  "  passcheck fuzz --passes mutant-ule-as-ult --programs 200 --stop-on-first\n"
  "\n"
  "exit status: 0 nothing found, 1 a finding (or a user error), 2 internal error\n";

/* For the messages of the checks after the options. */
static const CmdOptSpec fuzz_msgs = {.cmd = "fuzz"};

/* --shard I/N into the FuzzOpts at o. */
static bool parse_shard(const char *s, void *o) {
  unsigned a, b;
  char tail;
  if (sscanf(s, "%u/%u%c", &a, &b, &tail) != 2 || b == 0 || a >= b) return false;
  ((FuzzOpts *)o)->shard_i = a, ((FuzzOpts *)o)->shard_n = b;
  return true;
}

/* Returns CMD_HELP after --help, else an exit status (CMD_OK to go on). */
static int fuzz_parse_opts(IrCtx *c, int argc, char **argv, FuzzOpts *o) {
  memset(o, 0, sizeof *o);
  o->seed = 1, o->jobs = 1, o->ninputs = 4, o->shard_n = 1;
  o->out = "fuzz-out", o->isolate = true, o->ulps = -1, o->reduce_time = 120;
  const char *features = NULL;
  int knob_mode = 0;
  unsigned given = 0;
  const CmdOpt opts[] = {
    CMD_OPT("time", CMD_SECONDS, &o->time_s),
    CMD_OPT("programs", CMD_U64, &o->programs, .lo = 1),
    CMD_OPT("seed", CMD_U64, &o->seed),
    CMD_OPT("jobs", CMD_U32, &o->jobs, .lo = 1, .hi = MAXJOBS),
    CMD_OPT("passes", CMD_STR, &o->passes),
    CMD_OPT("out", CMD_STR, &o->out),
    CMD_OPT("resume", CMD_SET, &o->resume),
    CMD_OPT("shard", CMD_FN, o, .parse = parse_shard, .what = "I/N with 0 <= I < N"),
    CMD_OPT("size", CMD_U32, &o->size, .lo = 1, .hi = 100000),
    CMD_OPT("dialect", CMD_FN, &o->dialect, .parse = cmd_parse_dialect, .what = "16, 19 or 22"),
    CMD_OPT("features", CMD_STR, &features),
    CMD_OPT("inputs", CMD_U32, &o->ninputs, .lo = 1, .hi = 4096),
    CMD_OPT("grid", CMD_GRID, &o->grid, .given = 1),
    CMD_OPT("knobs", CMD_CHOICE, &knob_mode, .what = "random|default"),
    CMD_OPT("knob", CMD_LIST, &o->knobs),
    CMD_OPT("ulp-tolerance", CMD_ULPS, &o->ulps),
    CMD_OPT("stop-on-first", CMD_SET, &o->stop_first),
    CMD_OPT("reduce-time", CMD_SECONDS, &o->reduce_time),
    CMD_OPT("no-reduce", CMD_SET, &o->no_reduce),
    CMD_OPT("external", CMD_STR, &o->external),
    CMD_OPT("no-isolate", CMD_CLEAR, &o->isolate),
    CMD_OPT_END};
  const CmdOptSpec spec = {"fuzz", opts, fuzz_usage, .given = &given};
  int n, rc = cmd_opts_parse(&spec, argc, argv, &n);
  if (rc != CMD_OK) return rc;
  o->random_knobs = knob_mode == 0, o->grid_given = given & 1;
  if (o->external && !*o->external) return cmd_opts_error(&spec, "--external needs a command");
  ir_ctx_clear_error(c);
  if (features && gen_features_parse(c, features, &o->force_on, &o->force_off) != IR_OK)
    return cmd_opts_error(&spec, "%s", ir_ctx_error(c));
  if (!o->time_s && !o->programs) o->time_s = 60;
  return CMD_OK;
}

/* ------------------------------------------------------------------ */
/* Records from the workers                                             */

typedef struct WRec {
  uint64_t k;             /* program index */
  uint64_t features;
  uint64_t interp_runs;
  uint64_t reassoc;       /* DiffResult.reassoc_explained */
  uint64_t fmf_unjudged;  /* DiffResult.fmf_unjudged */
  uint32_t shapes[GEN_S__COUNT];
  uint32_t instrs, ninputs, nsteps;
  uint8_t outcome, created, counted, failed;  /* counted: a finding was written or counted;
                                                 failed: 1 error, 2 resource limit */
  uint8_t unsupported;    /* --external: the output left the subset (construct) */
  char construct[120];
  double tool_s, total_s; /* --external: seconds in the tool, in the whole check */
  char sig[32];
  char msg[200];          /* failed: why the program could not be checked */
  uint64_t fired[PASS_STAT_WORDS]; /* DiffResult.fired */
  DiffPassStat stat[PIPELINE_MAX];
} WRec;

static size_t rec_size(uint32_t nsteps) { return offsetof(WRec, stat) + nsteps * sizeof(DiffPassStat); }

/* ------------------------------------------------------------------ */
/* A worker                                                             */

typedef struct Fuzz {
  FuzzOpts *o;
  Pipeline pipe;
  int64_t knob_fixed[KNOB__COUNT];
  bool knob_given[KNOB__COUNT];
  CampStats st;
  uint64_t begin, end;    /* program indices [begin, end) of this session */
} Fuzz;

static uint32_t count_instrs(const IrModule *m) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    const IrFunc *f = ir_func(m, i);
    if (f->is_decl) continue;
    for (IrId b = f->entry; b != IR_NIL; b = ir_blk(f, b)->next)
      for (IrId x = ir_blk(f, b)->first; x != IR_NIL; x = ir_inst(f, x)->next) n++;
  }
  return n;
}

static void set_knobs(const Fuzz *fz, PassCtx *pc, uint64_t seed) {
  if (fz->o->random_knobs) knobs_random(pc->knob, &fz->pipe, seed ^ 0x6b6e6f62u);
  for (unsigned k = 0; k < KNOB__COUNT; k++)
    if (fz->knob_given[k]) pc->knob[k] = fz->knob_fixed[k];
}

/* Checks program k and fills rec; passes run in the worker's pass-runner
 * process w (forked once, again only after a pass crashed it). */
static void check_one(IrCtx *c, const Fuzz *fz, DiffWorker *w, uint64_t k, WRec *rec) {
  memset(rec, 0, offsetof(WRec, stat));
  rec->k = k;
  uint64_t seed = camp_seed(&fz->st, k);
  GenOpts go;
  gen_opts_default(&go);
  go.seed = seed;
  if (fz->o->size) go.size = fz->o->size;
  go.force_on = fz->o->force_on, go.force_off = fz->o->force_off;
  go.dialect = fz->o->dialect;
  GenProgram g;
  ir_ctx_clear_error(c);
  if (gen_program(c, &go, &g) != IR_OK) {
    rec->failed = 1;
    snprintf(rec->msg, sizeof rec->msg, "seed %" PRIu64 ": generator: %s", seed, ir_ctx_error(c));
    return;
  }
  PassCtx pc;
  pass_ctx_init(&pc, c);
  set_knobs(fz, &pc, seed);
  DiffOpts d;
  diff_opts_default(&d);
  d.interp.grid = fz->o->grid_given ? fz->o->grid : g.grid;
  d.gen = g.inputs;
  d.ninputs = fz->o->ninputs;
  d.input_seed = seed;
  d.isolate = fz->o->isolate;
  d.worker = w;
  if (fz->o->ulps >= 0) d.ulp_tolerance = fz->o->ulps;
  d.program_seed = seed, d.has_program_seed = true;
  DiffResult r;
  ExtCheck x = {EXT_CHECKED, "", 0, 0};
  IrStatus s = fz->o->external
                   ? ext_check(c, g.m, g.fidx, fz->o->external, fz->o->ext_version, &pc, &d, 0, &r, &x)
                   : diff_run(c, g.m, g.fidx, &fz->pipe, &pc, &d, &r);
  rec->tool_s = x.tool_seconds, rec->total_s = x.total_seconds;
  if (s == IR_OK && x.verdict == EXT_UNSUPPORTED) {
    rec->unsupported = 1;
    snprintf(rec->construct, sizeof rec->construct, "%.119s", x.why);
    ir_module_free(g.m);
    return;
  }
  rec->features = g.features;
  memcpy(rec->shapes, g.shapes, sizeof rec->shapes);
  rec->instrs = count_instrs(g.m);
  if (s != IR_OK) {
    rec->failed = s == IR_ENOMEM ? 2 : 1;
    snprintf(rec->msg, sizeof rec->msg, "seed %" PRIu64 ": %s", seed, ir_ctx_error(c));
    ir_module_free(g.m);
    return;
  }
  rec->outcome = (uint8_t)r.outcome;
  rec->nsteps = r.nsteps, rec->ninputs = r.ninputs, rec->interp_runs = r.interp_runs;
  rec->reassoc = r.reassoc_explained;
  rec->fmf_unjudged = r.fmf_unjudged;
  memcpy(rec->stat, r.stat, r.nsteps * sizeof r.stat[0]);
  memcpy(rec->fired, r.fired, sizeof rec->fired);
  if (r.outcome != DIFF_OK) {
    FindingWrite fw;
    ir_ctx_clear_error(c);
    if (findings_write(c, fz->o->out, &r.finding, &fw) == IR_OK) {
      rec->counted = 1, rec->created = fw.created;
      snprintf(rec->sig, sizeof rec->sig, "%s", r.finding.sig);
    } else {
      rec->failed = 1;
      snprintf(rec->msg, sizeof rec->msg, "seed %" PRIu64 ": finding not written: %s", seed, ir_ctx_error(c));
    }
  }
  diff_result_free(&r);
  ir_module_free(g.m);
}

static int worker(Fuzz *fz, uint32_t j, int fd) {
  IrCtx *c = ir_ctx_new();
  DiffWorker *w = fz->o->isolate ? diff_worker_new() : NULL;
  if (!c || (fz->o->isolate && !w)) return 2;
  static WRec rec;  /* in the worker process only */
  for (uint64_t k = fz->begin + j; k < fz->end && !fuzz_stop; k += fz->o->jobs) {
    check_one(c, fz, w, k, &rec);
    if (!cmd_write_all(fd, &rec, rec_size(rec.nsteps))) break;
  }
  if (w) diff_worker_free(w);
  ir_ctx_free(c);
  close(fd);
  return 0;
}

/* ------------------------------------------------------------------ */
/* The parent                                                           */

typedef struct Live {
  pid_t pid[MAXJOBS];
  int fd[MAXJOBS];
  uint32_t njobs, alive;
  uint8_t *done;          /* done[k - st.next_seed] */
  size_t ndone;
  uint64_t found, errors;
  uint64_t ext_checked, ext_unsupported;  /* --external */
  double ext_tool_s, ext_total_s;
  char ext_what[32][120];                 /* unsupported constructs ... */
  uint64_t ext_count[32];                 /* ... and how often (the rest: other) */
  uint64_t ext_other;
  double t0, base_elapsed, first_finding;
  uint64_t base_programs; /* programs done before this session (resume) */
  bool tty;
} Live;

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Marks index k done and advances the resume point over the done prefix. */
static void mark_done(Fuzz *fz, Live *lv, uint64_t k) {
  uint64_t rel = k - fz->st.next_seed;
  if (rel >= lv->ndone) {
    size_t n = lv->ndone ? lv->ndone : 1024;
    while (n <= rel) n *= 2;
    uint8_t *d = realloc(lv->done, n);
    if (!d) return;  /* the resume point just stays behind */
    memset(d + lv->ndone, 0, n - lv->ndone);
    lv->done = d, lv->ndone = n;
  }
  lv->done[rel] = 1;
  size_t p = 0;
  while (p < lv->ndone && lv->done[p]) p++;
  if (p) {
    memmove(lv->done, lv->done + p, lv->ndone - p);
    memset(lv->done + lv->ndone - p, 0, p);
    fz->st.next_seed += p;
  }
}

/* Counts an unsupported construct of --external. */
static void count_construct(Live *lv, const char *what) {
  lv->ext_unsupported++;
  for (unsigned i = 0; i < 32; i++) {
    if (!lv->ext_what[i][0]) snprintf(lv->ext_what[i], sizeof lv->ext_what[i], "%s", what);
    if (!strcmp(lv->ext_what[i], what)) {
      lv->ext_count[i]++;
      return;
    }
  }
  lv->ext_other++;
}

static void take_record(Fuzz *fz, Live *lv, const WRec *rec) {
  mark_done(fz, lv, rec->k);
  lv->ext_tool_s += rec->tool_s, lv->ext_total_s += rec->total_s;
  if (rec->unsupported) {
    count_construct(lv, rec->construct);
    fz->st.programs++, fz->st.unsupported++;
    return;
  }
  if (fz->o->external && !rec->failed) lv->ext_checked++;
  if (rec->failed == 2) {  /* out of memory: a resource limit, never a finding */
    fz->st.programs++, fz->st.resource++;
    return;
  }
  if (rec->failed) {
    lv->errors++;
    fprintf(stderr, "%spasscheck fuzz: %s\n", lv->tty ? "\r\033[K" : "", rec->msg);
    return;
  }
  DiffResult r;
  memset(&r, 0, offsetof(DiffResult, stat));
  r.outcome = (DiffOutcome)rec->outcome;
  r.nsteps = rec->nsteps, r.ninputs = rec->ninputs, r.interp_runs = rec->interp_runs;
  r.reassoc_explained = rec->reassoc;
  r.fmf_unjudged = rec->fmf_unjudged;
  memcpy(r.stat, rec->stat, rec->nsteps * sizeof r.stat[0]);
  memcpy(r.fired, rec->fired, sizeof r.fired);
  GenProgram g;
  memset(&g, 0, sizeof g);
  g.features = rec->features;
  memcpy(g.shapes, rec->shapes, sizeof g.shapes);
  camp_add(&fz->st, &r, &g, rec->instrs);
  if (rec->counted) {
    if (rec->created) fz->st.findings_new++; else fz->st.findings_dup++;
    if (rec->outcome != DIFF_INVALID_TEST) {
      if (!lv->found) lv->first_finding = now_s() - lv->t0;
      lv->found++;
    }
  }
}

/* Reads one record from worker i; false at end of file. */
static bool read_record(int fd, WRec *rec) {
  size_t head = offsetof(WRec, stat), got = 0;
  char *p = (char *)rec;
  size_t want = head;
  while (got < want) {
    ssize_t k = read(fd, p + got, want - got);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return false;
    got += (size_t)k;
    if (got == head && want == head) {
      if (rec->nsteps > PIPELINE_MAX) return false;
      want = rec_size(rec->nsteps);
    }
  }
  return true;
}

static void progress(Fuzz *fz, Live *lv, bool final) {
  const CampStats *s = &fz->st;
  double t = now_s() - lv->t0;
  char line[512];
  int n = snprintf(line, sizeof line, "[%02u:%02u:%02u] programs %" PRIu64 " (%.0f/s)", (unsigned)(t / 3600),
                   (unsigned)t / 60 % 60, (unsigned)t % 60, s->programs, t > 0 ? (s->programs - lv->base_programs) / t : 0.0);
  for (unsigned o = 0; o < DIFF_NOUTCOMES && n < (int)sizeof line; o++)
    if (s->outcome[o] || o == DIFF_OK)
      n += snprintf(line + n, sizeof line - n, " %s %" PRIu64, diff_outcome_name((DiffOutcome)o), s->outcome[o]);
  if (n < (int)sizeof line)
    snprintf(line + n, sizeof line - n, " | findings %" PRIu64 " new, %" PRIu64 " dup", s->findings_new,
             s->findings_dup);
  if (lv->tty) fprintf(stderr, "\r\033[K%s%s", line, final ? "\n" : "");
  else fprintf(stderr, "%s\n", line);
}

static void save_state(Fuzz *fz, Live *lv, char *path) {
  fz->st.elapsed = lv->base_elapsed + (now_s() - lv->t0);
  camp_sample(&fz->st, fz->st.elapsed);
  if (!camp_save(&fz->st, path))
    fprintf(stderr, "%spasscheck fuzz: %s: %s\n", lv->tty ? "\r\033[K" : "", path, strerror(errno));
}

static void stop_workers(Live *lv) {
  for (uint32_t j = 0; j < lv->njobs; j++)
    if (lv->pid[j] > 0) kill(lv->pid[j], SIGTERM);
}

/* Polls the workers until every pipe is closed. */
static void supervise(Fuzz *fz, Live *lv, char *state_path) {
  struct pollfd pf[MAXJOBS];
  static WRec rec;
  double last_save = now_s(), last_line = 0;
  uint64_t saved_at = fz->st.next_seed;
  bool stopping = false;
  while (lv->alive) {
    uint32_t n = 0;
    for (uint32_t j = 0; j < lv->njobs; j++) {
      pf[n].fd = lv->fd[j];
      pf[n].events = POLLIN;
      pf[n].revents = 0;
      n++;
    }
    int pr = poll(pf, n, 250);
    for (uint32_t j = 0; pr > 0 && j < lv->njobs; j++) {
      if (lv->fd[j] < 0 || !(pf[j].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      if (read_record(lv->fd[j], &rec)) take_record(fz, lv, &rec);
      else close(lv->fd[j]), lv->fd[j] = -1, lv->alive--;
    }
    double t = now_s();
    bool over = (fz->o->time_s && t - lv->t0 >= fz->o->time_s) || (fz->o->stop_first && lv->found);
    if ((over || fuzz_stop) && !stopping) stopping = true, stop_workers(lv);
    if (t - last_line >= (lv->tty ? 0.25 : 10.0)) progress(fz, lv, false), last_line = t;
    /* saved often: a SIGKILL loses at most the programs checked since */
    if (t - last_save >= 0.25 && fz->st.next_seed != saved_at) {
      save_state(fz, lv, state_path);
      last_save = t, saved_at = fz->st.next_seed;
    }
  }
}

static int start_workers(Fuzz *fz, Live *lv) {
  fflush(NULL);
  for (uint32_t j = 0; j < lv->njobs; j++) {
    int p[2];
    pid_t pid = pipe(p) == 0 ? fork() : -2;
    if (pid < 0) {
      fprintf(stderr, "passcheck fuzz: cannot start a worker: %s\n", strerror(errno));
      if (pid == -1) close(p[0]), close(p[1]);
      return CMD_EINTERNAL;
    }
    if (pid == 0) {
      prctl(PR_SET_PDEATHSIG, SIGTERM);  /* a killed campaign takes its workers along */
      if (getppid() == 1) _exit(0);
      close(p[0]);
      for (uint32_t i = 0; i < j; i++) close(lv->fd[i]);
      _exit(worker(fz, j, p[1]));
    }
    close(p[1]);
    lv->pid[j] = pid, lv->fd[j] = p[0];
    lv->alive++;
  }
  return CMD_OK;
}

static int reap(Live *lv) {
  int bad = 0;
  for (uint32_t j = 0; j < lv->njobs; j++) {
    int ws;
    if (lv->pid[j] <= 0 || waitpid(lv->pid[j], &ws, 0) < 0) continue;
    if (WIFSIGNALED(ws) || (WIFEXITED(ws) && WEXITSTATUS(ws))) {
      fprintf(stderr, "passcheck fuzz: worker %u %s %d\n", j, WIFSIGNALED(ws) ? "killed by signal" : "exited with",
              WIFSIGNALED(ws) ? WTERMSIG(ws) : WEXITSTATUS(ws));
      bad = 1;
    }
  }
  return bad;
}

/* ------------------------------------------------------------------ */
/* Setting up                                                           */

/* mkdir -p path. */
static int make_dir(const char *path) {
  char buf[4096];
  if (snprintf(buf, sizeof buf, "%s", path) >= (int)sizeof buf) {
    fprintf(stderr, "passcheck fuzz: %s: path too long\n", path);
    return CMD_EUSER;
  }
  for (char *p = buf + 1;; p++) {
    char ch = *p;
    if (ch != '/' && ch) continue;
    *p = 0;
    if (mkdir(buf, 0755) != 0 && errno != EEXIST) {
      fprintf(stderr, "passcheck fuzz: %s: %s\n", buf, strerror(errno));
      return CMD_EUSER;
    }
    *p = ch;
    if (!ch) return CMD_OK;
  }
}

static int setup(IrCtx *c, Fuzz *fz, const char *state_path) {
  FuzzOpts *o = fz->o;
  const char *ps = o->passes ? o->passes : pipeline_default();
  if (o->external && o->passes) return cmd_opts_error(&fuzz_msgs, "%s", "--passes and --external exclude each other");
  if (o->external && o->knobs.n) return cmd_opts_error(&fuzz_msgs, "%s", "-knob has no effect on --external (the knobs are passcheck's passes')");
  if (o->external) o->random_knobs = false;  /* nothing reads them: keep findings free of noise */
  if (o->external) {  /* one step: the tool's output replayed */
    fz->pipe.n = 1, fz->pipe.pass[0] = &ext_replay_pass;
    ext_tool_version(o->external, o->ext_version, sizeof o->ext_version);
  } else {
    if (!*ps) return cmd_opts_error(&fuzz_msgs, "%s", "the default pipeline is empty: give --passes (see passcheck opt --help)");
    ir_ctx_clear_error(c);
    if (pipeline_parse(c, ps, &fz->pipe) != IR_OK) return cmd_opts_error(&fuzz_msgs, "%s", ir_ctx_error(c));
  }
  for (int i = 0; i < o->knobs.n; i++) {
    int64_t v[KNOB__COUNT];
    knobs_default(v);
    ir_ctx_clear_error(c);
    if (knob_set(c, v, o->knobs.v[i]) != IR_OK) return cmd_opts_error(&fuzz_msgs, "%s", ir_ctx_error(c));
    const char *eq = strchr(o->knobs.v[i], '=');
    KnobId k = knob_lookup(o->knobs.v[i], (size_t)(eq - o->knobs.v[i]));
    fz->knob_fixed[k] = v[k], fz->knob_given[k] = true;
  }
  char pl[1024];
  if (o->external) snprintf(pl, sizeof pl, "external %s", o->external);
  else pipeline_format(&fz->pipe, pl, sizeof pl);
  int rc = make_dir(o->out);
  if (rc) return rc;
  if (!o->resume) {
    camp_init(&fz->st, pl, o->seed, o->shard_i, o->shard_n, o->size);
    return CMD_OK;
  }
  char err[600];
  if (access(state_path, F_OK) != 0) {
    fprintf(stderr, "passcheck fuzz: --resume: no %s yet, starting a new campaign\n", state_path);
    camp_init(&fz->st, pl, o->seed, o->shard_i, o->shard_n, o->size);
    return CMD_OK;
  }
  if (!camp_load(&fz->st, state_path, err, sizeof err)) {
    fprintf(stderr, "passcheck fuzz: cannot resume: %s\n", err);
    return CMD_EUSER;
  }
  if (strcmp(fz->st.pipeline, pl))
    return cmd_opts_error(&fuzz_msgs, "--resume: the saved campaign ran pipeline '%s'; give the same --passes", fz->st.pipeline);
  uint32_t removed = 0;
  findings_clean_tmp(c, o->out, &removed);
  fprintf(stderr, "passcheck fuzz: resuming at program %" PRIu64 " (seed %" PRIu64 "), %" PRIu64
                  " programs done%s\n",
          fz->st.next_seed, camp_seed(&fz->st, fz->st.next_seed), fz->st.programs,
          removed ? ", removed half-written findings" : "");
  return CMD_OK;
}

static void summary(const Fuzz *fz, const Live *lv, double t) {
  const CampStats *s = &fz->st;
  uint64_t now = s->programs - lv->base_programs;
  printf("fuzz: %" PRIu64 " programs in %.1f s (%.1f programs/s, %u jobs), %.0f instructions on average\n",
         now, t, t > 0 ? now / t : 0.0, lv->njobs,
         s->programs ? (double)s->instrs / s->programs : 0.0);
  printf("outcomes:");
  for (unsigned o = 0; o < DIFF_NOUTCOMES; o++)
    printf(" %s %" PRIu64, diff_outcome_name((DiffOutcome)o), s->outcome[o]);
  printf("\nfindings: %" PRIu64 " new, %" PRIu64 " duplicates", s->findings_new, s->findings_dup);
  if (lv->found) printf("; first after %.2f s", lv->first_finding);
  printf("\n");
  if (s->reassoc)
    printf("reassociation: %" PRIu64 " differing FP values within the error bound of the same terms in another order\n",
           s->reassoc);
  char rl[256];
  for (unsigned k = 0; k < PASS_STAT__COUNT; k++)
    if (camp_rule_line(s, (PassStatId)k, rl, sizeof rl)) printf("rule %s\n", rl);
  if (!fz->o->external) return;
  printf("external: %s (%s): %" PRIu64 " programs checked, %" PRIu64 " unsupported; %.0f%% of the time in the tool"
         " (%.1f s of %.1f s)\n",
         fz->o->external, fz->o->ext_version, lv->ext_checked, lv->ext_unsupported,
         lv->ext_total_s > 0 ? 100.0 * lv->ext_tool_s / lv->ext_total_s : 0.0, lv->ext_tool_s, lv->ext_total_s);
  for (unsigned i = 0; i < 32 && lv->ext_what[i][0]; i++)
    printf("  unsupported %" PRIu64 ": %s\n", lv->ext_count[i], lv->ext_what[i]);
  if (lv->ext_other) printf("  unsupported %" PRIu64 ": (other constructs)\n", lv->ext_other);
}

/* Reduces every finding of the folder that has no reduced reproducer yet
 * (new signatures, and any an earlier run left), most frequent first,
 * each within a quarter of the budget and all within the budget; the jobs
 * share them out (finding k to job k mod J, each a process of its own: a
 * reduction's own tests are sequential, measured faster than testing its
 * candidates in parallel).  A finding that does not reduce (or no longer
 * reproduces) is left as it is.  Stops at Ctrl-C. */
typedef struct FuzzRed {
  IrCtx *c;
  const FuzzOpts *o;
  FindingList l;
  unsigned jobs;
  size_t *todo, ntodo; /* the entries to reduce, decided before the parts start */
  uint32_t left;      /* findings the budget did not reach (merged) */
} FuzzRed;

typedef struct FuzzRedOut {
  uint32_t left;
  char text[16384];  /* the lines to print */
} FuzzRedOut;

static int fuzz_reduce_part(void *ud, unsigned part, void *buf) {
  FuzzRed *fr = ud;
  FuzzRedOut *out = buf;
  const FuzzOpts *o = fr->o;
  double t0 = now_s();
  size_t at = 0;
  for (size_t k = part; k < fr->ntodo && !fuzz_stop; k += fr->jobs) {
    FindingEntry *e = &fr->l.e[fr->todo[k]];
    double rest = o->reduce_time - (now_s() - t0);
    if (rest < 0.5) {
      out->left++;
      continue;
    }
    ReduceOpts ro;
    reduce_opts_default(&ro);
    ro.isolate = o->isolate;
    ro.cancel = &fuzz_stop;
    ro.time_limit_s = rest < o->reduce_time / 4 ? rest : o->reduce_time / 4;
    ReduceResult r;
    ir_ctx_clear_error(fr->c);
    IrStatus s = reduce_run(fr->c, &e->f, &ro, &r);
    if (s == IR_OK) s = reduce_write(fr->c, &e->f, &r);
    if (at < sizeof out->text) {
      if (s == IR_OK)
        at += (size_t)snprintf(out->text + at, sizeof out->text - at, "reduced %s: %u -> %u instructions in %.1f s%s\n",
                               e->name, r.insts_before, r.insts_after, r.seconds, r.timed_out ? " (time limit)" : "");
      else
        at += (size_t)snprintf(out->text + at, sizeof out->text - at, "not reduced %s: %s\n", e->name,
                               ir_ctx_error(fr->c));
    }
    reduce_result_free(&r);
  }
  return CMD_OK;
}

static void fuzz_reduce_merge(void *ud, const void *buf) {
  const FuzzRedOut *out = buf;
  FuzzRed *fr = ud;
  fputs(out->text, stdout);
  fr->left += out->left;
}

static void fuzz_reduce(IrCtx *c, const FuzzOpts *o) {
  static FuzzRed fr;  /* the parts read it (in forked workers, their copy) */
  memset(&fr, 0, sizeof fr);
  fr.c = c, fr.o = o;
  if (findings_list(c, o->out, &fr.l) != IR_OK) {
    cmd_report(c, ir_ctx_status(c));
    return;
  }
  fr.jobs = o->jobs < 1 ? 1 : o->jobs;
  fr.todo = malloc(sizeof *fr.todo * (fr.l.n ? fr.l.n : 1));
  for (size_t i = 0; fr.todo && i < fr.l.n; i++) {
    char path[4400];
    struct stat st;
    snprintf(path, sizeof path, "%s/reduced.txt", fr.l.e[i].f.dir);
    if (fr.l.e[i].ok && stat(path, &st) != 0) fr.todo[fr.ntodo++] = i;
  }
  if (fr.jobs > fr.ntodo) fr.jobs = fr.ntodo ? (unsigned)fr.ntodo : 1;
  fflush(stdout);
  if (cmd_run_parts(fr.jobs, sizeof(FuzzRedOut), fuzz_reduce_part, fuzz_reduce_merge, &fr) != CMD_OK)
    fprintf(stderr, "passcheck fuzz: a reduction worker failed\n");
  if (fr.left)
    printf("reduction budget (%.0f s) spent: %u finding(s) left for passcheck reduce\n", o->reduce_time, fr.left);
  fflush(stdout);
  free(fr.todo);
  findings_list_free(&fr.l);
}

int cmd_fuzz(int argc, char **argv) {
  IrCtx *c = ir_ctx_new();
  if (!c) return CMD_EINTERNAL;
  static FuzzOpts o;
  static Fuzz fz;
  static Live lv;
  memset(&fz, 0, sizeof fz), memset(&lv, 0, sizeof lv);
  fz.o = &o;
  /* Every interpreter run allocates its result buffers afresh; keep them
   * in the heap instead of mmap/munmap + page faults per run (measured:
   * a quarter of the campaign's time went to faulting pages in). */
  mallopt(M_MMAP_THRESHOLD, 64 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
  int rc = fuzz_parse_opts(c, argc, argv, &o);
  char state[4200];
  snprintf(state, sizeof state, "%s/campaign.json", o.out ? o.out : ".");
  if (rc == CMD_OK) rc = setup(c, &fz, state);
  if (rc) { ir_ctx_free(c); return rc == CMD_HELP ? CMD_OK : rc; }
  fz.begin = fz.st.next_seed;
  fz.end = o.programs ? o.programs : UINT64_MAX;  /* absolute: --resume runs up to it */
  lv.njobs = o.jobs, lv.tty = isatty(2), lv.base_elapsed = fz.st.elapsed, lv.t0 = now_s();
  lv.base_programs = fz.st.programs;
  fuzz_stop = 0;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigaction(SIGINT, &sa, NULL), sigaction(SIGTERM, &sa, NULL);
  signal(SIGPIPE, SIG_IGN);
  save_state(&fz, &lv, state);  /* --resume works from the first moment */
  rc = start_workers(&fz, &lv);
  if (rc == CMD_OK) supervise(&fz, &lv, state);
  else stop_workers(&lv);
  int bad = reap(&lv);
  double t = now_s() - lv.t0;
  progress(&fz, &lv, true);
  save_state(&fz, &lv, state);
  summary(&fz, &lv, t);
  if (!o.no_reduce && !fuzz_stop && fz.st.findings_new + fz.st.findings_dup > 0) fuzz_reduce(c, &o);
  ir_ctx_clear_error(c);
  if (report_write(c, o.out, &fz.st) != IR_OK) cmd_report(c, IR_EUSER), bad = 1;
  else printf("report: %s/report.html (and report.json)\n", o.out);
  fflush(stdout);
  free(lv.done);
  ir_ctx_free(c);
  signal(SIGINT, SIG_DFL), signal(SIGTERM, SIG_DFL);
  if (rc) return rc;
  if (bad) return CMD_EINTERNAL;
  return lv.found ? CMD_EUSER : CMD_OK;
}

/* tests/unit/test_opts.c -- the command line's option parser (tools/opts.c):
 * every spelling (-name, --name, =value, separate value, options after the
 * arguments, "--", "-"), the value kinds and their range checks, the error
 * messages (captured from stderr), and parsing twice in one process.
 *
 * tools/ is not part of the library, so the parser's one file is compiled
 * into this test directly.
 */
#include <stdbool.h>
#include <stdint.h>
#include <unistd.h>

#include "test.h"
#include "../../tools/opts.c"

/* The options of a made-up subcommand, refilled before every parse. */
typedef struct Frob {
  const char *passes, *out, *func;
  CmdList knobs;
  uint64_t seed;
  uint32_t jobs;
  bool verbose, isolate, quiet;
  double time, ulps;
  InterpGrid grid;
  InterpMath math;
  int mode;
  unsigned given;
  int nargs;
  char *args[8];
  char err[1024];
} Frob;

static Frob f;

static bool even(const char *v, void *dest) {
  uint64_t x;
  if (!cmd_parse_u64(v, &x) || x % 2) return false;
  *(uint64_t *)dest = x;
  return true;
}

/* Parses the NULL-terminated words as "passcheck frob WORDS..."; stderr
 * is captured into f.err.  Returns the parser's status. */
static int frob_words(const char *const *words) {
  static uint64_t evenv;
  memset(&f, 0, sizeof f);
  f.isolate = true, f.seed = 1, f.jobs = 1;
  const CmdOpt opts[] = {
    CMD_OPT("passes", CMD_STR, &f.passes),
    CMD_OPT("knob", CMD_LIST, &f.knobs),
    CMD_OPT("o", CMD_STR, &f.out),
    CMD_OPT("func", CMD_STR, &f.func),
    CMD_OPT("seed", CMD_U64, &f.seed, .given = 1),
    CMD_OPT("jobs", CMD_U32, &f.jobs, .lo = 1, .hi = 256, .given = 2),
    CMD_OPT("v", CMD_SET, &f.verbose),
    CMD_OPT("verbose", CMD_SET, &f.verbose),
    CMD_OPT("no-isolate", CMD_CLEAR, &f.isolate),
    CMD_OPT("quiet", CMD_SET, &f.quiet),
    CMD_OPT("time", CMD_SECONDS, &f.time, .hi = 86400),
    CMD_OPT("ulp-tolerance", CMD_ULPS, &f.ulps),
    CMD_OPT("grid", CMD_GRID, &f.grid),
    CMD_OPT("math", CMD_MATH, &f.math),
    CMD_OPT("mode", CMD_CHOICE, &f.mode, .what = "random|default|off"),
    CMD_OPT("even", CMD_FN, &evenv, .parse = even, .what = "an even number"),
    CMD_OPT_END};
  const CmdOptSpec spec = {"frob", opts, "usage: passcheck frob\n", .min_args = 1, .max_args = 2,
                           .missing = "no input file", .extra = "more than two files ('%s')", .given = &f.given};
  char *argv[2 * CMD_LIST_MAX + 8];
  int argc = 0;
  argv[argc++] = "frob";
  for (; *words; words++) argv[argc++] = (char *)*words;
  argv[argc] = NULL;
  fflush(stderr);
  FILE *tmp = tmpfile();
  int saved = dup(2);
  dup2(fileno(tmp), 2);
  int rc = cmd_opts_parse(&spec, argc, argv, &f.nargs);
  fflush(stderr);
  dup2(saved, 2);
  close(saved);
  rewind(tmp);
  size_t n = fread(f.err, 1, sizeof f.err - 1, tmp);
  f.err[n] = 0;
  fclose(tmp);
  for (int i = 0; i < f.nargs && i < 8; i++) f.args[i] = argv[1 + i];
  return rc;
}

#define FROB(...) frob_words((const char *const[]){__VA_ARGS__, NULL})

/* The first line of the captured message. */
static const char *err_line(void) {
  static char line[512];
  snprintf(line, sizeof line, "%.*s", (int)strcspn(f.err, "\n"), f.err);
  return line;
}

static void test_spellings(void) {
  const char *const forms[][3] = {
    {"-passes=a,b", "x.ll", NULL}, {"-passes", "a,b", "x.ll"}, {"--passes=a,b", "x.ll", NULL},
    {"x.ll", "--passes", "a,b"},
  };
  for (int k = 0; k < 4; k++) {
    const char *w[4] = {forms[k][0], forms[k][1], forms[k][2], NULL};
    CHECK_EQ_INT(frob_words(w), CMD_OK);
    CHECK_STR(f.passes, "a,b");
    CHECK_EQ_INT(f.nargs, 1);
    CHECK_STR(f.args[0], "x.ll");
  }
  CHECK_EQ_INT(FROB("-knob", "a=1", "x.ll", "--knob=b=2", "-knob=c=3", "--knob", "d=4"), CMD_OK);
  CHECK_EQ_INT(f.knobs.n, 4);
  CHECK_STR(f.knobs.v[0], "a=1");
  CHECK_STR(f.knobs.v[1], "b=2");
  CHECK_STR(f.knobs.v[2], "c=3");
  CHECK_STR(f.knobs.v[3], "d=4");
  CHECK_EQ_INT(FROB("-o", "out.ll", "-v", "x.ll", "--no-isolate", "-quiet"), CMD_OK);
  CHECK_STR(f.out, "out.ll");
  CHECK(f.verbose && !f.isolate && f.quiet);
  CHECK_EQ_INT(FROB("x.ll", "--verbose", "-o=o2.ll"), CMD_OK);
  CHECK(f.verbose);
  CHECK_STR(f.out, "o2.ll");
  /* a value may look like an option or be empty */
  CHECK_EQ_INT(FROB("--func", "-x", "-", "--passes="), CMD_OK);
  CHECK_STR(f.func, "-x");
  CHECK_STR(f.passes, "");
  CHECK_STR(f.args[0], "-");
  /* an empty argument is an argument */
  CHECK_EQ_INT(FROB("", "-v"), CMD_OK);
  CHECK_STR(f.args[0], "");
  CHECK(f.verbose);
}

static void test_positional(void) {
  CHECK_EQ_INT(FROB("a.ll", "--seed", "3", "b.ll"), CMD_OK);
  CHECK_EQ_INT(f.nargs, 2);
  CHECK_STR(f.args[0], "a.ll");
  CHECK_STR(f.args[1], "b.ll");
  CHECK_EQ_INT(f.seed, 3);
  /* after "--" everything is an argument, "-" always is one */
  CHECK_EQ_INT(FROB("-", "--", "-v"), CMD_OK);
  CHECK_EQ_INT(f.nargs, 2);
  CHECK_STR(f.args[0], "-");
  CHECK_STR(f.args[1], "-v");
  CHECK(!f.verbose);
  CHECK_EQ_INT(FROB("--seed", "2"), CMD_EUSER);
  CHECK_STR(err_line(), "passcheck frob: no input file");
  CHECK(strstr(f.err, "Run 'passcheck frob --help' for usage.\n"));
  CHECK_EQ_INT(FROB("a", "b", "c"), CMD_EUSER);
  CHECK_STR(err_line(), "passcheck frob: more than two files ('c')");
  /* POSIXLY_CORRECT does not stop the options at the first argument */
  setenv("POSIXLY_CORRECT", "1", 1);
  CHECK_EQ_INT(FROB("a.ll", "-v"), CMD_OK);
  CHECK(f.verbose);
  unsetenv("POSIXLY_CORRECT");
}

static void test_values(void) {
  CHECK_EQ_INT(FROB("x", "--seed=0x10", "--jobs", "256", "--time", "2m", "--ulp-tolerance", "1.5", "--grid", "1x8",
                    "--math", "host", "--mode", "off", "--even", "4"),
               CMD_OK);
  CHECK_EQ_INT(f.seed, 16);
  CHECK_EQ_INT(f.jobs, 256);
  CHECK(f.time == 120 && f.ulps == 1.5);
  CHECK_EQ_INT(f.grid.block[0], 1);
  CHECK_EQ_INT(f.grid.thread[0], 8);
  CHECK_EQ_INT(f.math, INTERP_MATH_HOST);
  CHECK_EQ_INT(f.mode, 2);
  CHECK_EQ_INT(f.given, 3);
  CHECK_EQ_INT(FROB("x", "--time", "90"), CMD_OK);
  CHECK(f.time == 90);
  CHECK_EQ_INT(f.given, 0);
  CHECK_EQ_INT(FROB("x", "--time", "1.5h"), CMD_OK);
  CHECK(f.time == 5400);
  struct { const char *opt, *val, *msg; } bad[] = {
    {"--jobs", "0", "passcheck frob: bad value '0' for option '--jobs' (expected a number from 1 to 256)"},
    {"-jobs", "257", "passcheck frob: bad value '257' for option '-jobs' (expected a number from 1 to 256)"},
    {"--seed", "x", "passcheck frob: bad value 'x' for option '--seed' (expected a number)"},
    {"--seed", "-1", "passcheck frob: bad value '-1' for option '--seed' (expected a number)"},
    {"--seed", "99999999999999999999", "passcheck frob: bad value '99999999999999999999' for option '--seed' (expected a number)"},
    {"--time", "0", "passcheck frob: bad value '0' for option '--time' (expected seconds, e.g. 90, 90s, 2m or 1.5h, at most 86400 s)"},
    {"--time", "2d", "passcheck frob: bad value '2d' for option '--time' (expected seconds, e.g. 90, 90s, 2m or 1.5h, at most 86400 s)"},
    {"--time", "25h", "passcheck frob: bad value '25h' for option '--time' (expected seconds, e.g. 90, 90s, 2m or 1.5h, at most 86400 s)"},
    {"--ulp-tolerance", "-1", "passcheck frob: bad value '-1' for option '--ulp-tolerance' (expected a number >= 0)"},
    {"--grid", "0x4", "passcheck frob: bad value '0x4' for option '--grid' (expected BxT or Bx,By,BzxTx,Ty,Tz)"},
    {"--math", "gmp", "passcheck frob: bad value 'gmp' for option '--math' (expected mpfr or host)"},
    {"--mode", "on", "passcheck frob: bad value 'on' for option '--mode' (expected random, default or off)"},
    {"--even", "3", "passcheck frob: bad value '3' for option '--even' (expected an even number)"},
  };
  for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
    CHECK_EQ_INT(FROB("x", bad[k].opt, bad[k].val), CMD_EUSER);
    CHECK_STR(err_line(), bad[k].msg);
  }
  CHECK_EQ_INT(FROB("x", "--seed=x"), CMD_EUSER);
  CHECK_STR(err_line(), "passcheck frob: bad value 'x' for option '--seed' (expected a number)");
}

static void test_errors(void) {
  CHECK_EQ_INT(FROB("x", "--sed", "3"), CMD_EUSER);
  CHECK_STR(err_line(), "passcheck frob: unknown option '--sed'; did you mean '--seed'?");
  CHECK_EQ_INT(FROB("x", "-pases=a"), CMD_EUSER);
  CHECK_STR(err_line(), "passcheck frob: unknown option '-pases'; did you mean '-passes'?");
  /* abbreviations are not options (getopt would take them) */
  CHECK_EQ_INT(FROB("x", "--verb"), CMD_EUSER);
  CHECK_STR(err_line(), "passcheck frob: unknown option '--verb'; did you mean '--verbose'?");
  CHECK_EQ_INT(FROB("x", "--pass", "a"), CMD_EUSER);
  CHECK_STR(err_line(), "passcheck frob: unknown option '--pass'; did you mean '--passes'?");
  CHECK_EQ_INT(FROB("x", "-x"), CMD_EUSER);
  CHECK_STR(err_line(), "passcheck frob: unknown option '-x'");
  CHECK(strstr(f.err, "\nRun 'passcheck frob --help' for usage.\n"));
  CHECK_EQ_INT(FROB("x", "-vq"), CMD_EUSER);
  CHECK_STR(err_line(), "passcheck frob: unknown option '-vq'");
  CHECK_EQ_INT(FROB("x", "--frobnicate"), CMD_EUSER);
  CHECK_STR(err_line(), "passcheck frob: unknown option '--frobnicate'");
  CHECK_EQ_INT(FROB("x", "--steps"), CMD_EUSER);
  CHECK_STR(err_line(), "passcheck frob: unknown option '--steps'");
  CHECK_EQ_INT(FROB("x", "-passes"), CMD_EUSER);
  CHECK_STR(err_line(), "passcheck frob: option '-passes' needs a value");
  CHECK_EQ_INT(FROB("x", "--seed"), CMD_EUSER);
  CHECK_STR(err_line(), "passcheck frob: option '--seed' needs a value");
  CHECK_EQ_INT(FROB("x", "--quiet=1"), CMD_EUSER);
  CHECK_STR(err_line(), "passcheck frob: option '--quiet' takes no value");
  /* the first error stops the parse */
  CHECK_EQ_INT(FROB("--bogus", "--jobs", "0"), CMD_EUSER);
  CHECK_STR(err_line(), "passcheck frob: unknown option '--bogus'");
}

static void test_list_limit(void) {
  const char *w[2 * CMD_LIST_MAX + 4];
  int n = 0;
  w[n++] = "x";
  for (int k = 0; k <= CMD_LIST_MAX; k++) w[n++] = "-knob", w[n++] = "a=1";
  w[n] = NULL;
  CHECK_EQ_INT(frob_words(w), CMD_EUSER);
  CHECK_STR(err_line(), "passcheck frob: too many -knob options (at most 256)");
  w[n - 2] = NULL;
  CHECK_EQ_INT(frob_words(w), CMD_OK);
  CHECK_EQ_INT(f.knobs.n, CMD_LIST_MAX);
}

static void test_help(void) {
  fflush(stdout);
  FILE *tmp = tmpfile();
  int saved = dup(1);
  dup2(fileno(tmp), 1);
  int a = FROB("--help"), b = FROB("x", "-h"), c = FROB("-help", "--bogus");
  fflush(stdout);
  dup2(saved, 1);
  close(saved);
  char out[256];
  rewind(tmp);
  out[fread(out, 1, sizeof out - 1, tmp)] = 0;
  fclose(tmp);
  CHECK_EQ_INT(a, CMD_HELP);
  CHECK_EQ_INT(b, CMD_HELP);
  CHECK_EQ_INT(c, CMD_HELP);
  CHECK_STR(out, "usage: passcheck frob\nusage: passcheck frob\nusage: passcheck frob\n");
  CHECK_EQ_INT(FROB("x", "--he"), CMD_EUSER);
}

/* getopt's state is global: a second parse in the same process, after one
 * that stopped in the middle of a word list, must see its own words. */
static void test_twice(void) {
  CHECK_EQ_INT(FROB("x", "--jobs", "0", "--seed", "5"), CMD_EUSER);
  CHECK_EQ_INT(FROB("y", "--seed", "7", "-v"), CMD_OK);
  CHECK_EQ_INT(f.seed, 7);
  CHECK(f.verbose);
  CHECK_STR(f.args[0], "y");
  CHECK_EQ_INT(FROB("-o", "z", "w"), CMD_OK);
  CHECK_STR(f.out, "z");
  CHECK_STR(f.args[0], "w");
  CHECK_EQ_INT(f.nargs, 1);
  /* "-:" makes glibc step into the word as a short option cluster and
   * stop inside it: the next parse must not continue there */
  CHECK_EQ_INT(FROB("x", "-:vv"), CMD_EUSER);
  CHECK_STR(err_line(), "passcheck frob: unknown option '-:vv'");
  CHECK_EQ_INT(FROB("y", "--seed", "9"), CMD_OK);
  CHECK_EQ_INT(f.seed, 9);
  CHECK(!f.verbose);
}

int main(void) {
  TEST(test_spellings);
  TEST(test_positional);
  TEST(test_values);
  TEST(test_errors);
  TEST(test_list_limit);
  TEST(test_help);
  TEST(test_twice);
  return TEST_END();
}

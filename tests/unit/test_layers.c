/* tests/unit/test_layers.c -- the layering rules of DESIGN.md, checked on
 * the #include lines of every source file (run from the repository root):
 *   - core/ knows nothing outside core/;
 *   - the interpreter's private headers (core/interp/vm.h, mem.h) are
 *     included only inside core/interp; core/sem (value semantics)
 *     stands below the interpreter and includes nothing of it;
 *   - a pass stands on core/ (IR, analyses, value semantics) and nothing
 *     else, and never on the interpreter;
 *   - oracles, generators, reports and fuzz targets use passes only
 *     through the registry (passes/pass.h).
 * An include is resolved as the compiler does: next to the file, else
 * under core/ (-Icore); system headers are ignored. */
#include <dirent.h>
#include <limits.h>
#include <stdbool.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"

static bool has_prefix(const char *s, const char *p) { return !strncmp(s, p, strlen(p)); }

static bool exists(const char *p) {
  struct stat st;
  return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

/* "a/b/../c/d.h" -> "a/c/d.h" in place */
static void normalize(char *p) {
  char out[PATH_MAX] = "";
  char *save = NULL;
  char *seg[64];
  int n = 0;
  for (char *t = strtok_r(p, "/", &save); t; t = strtok_r(NULL, "/", &save)) {
    if (!strcmp(t, ".")) continue;
    if (!strcmp(t, "..") && n > 0 && strcmp(seg[n - 1], "..")) n--;
    else if (n < 64) seg[n++] = t;
  }
  for (int i = 0; i < n; i++) {
    if (i) strcat(out, "/");
    strcat(out, seg[i]);
  }
  strcpy(p, out);
}

/* The repository path of `inc` included from `file`, or "" when it is not
 * one of ours. */
static void resolve(const char *file, const char *inc, char *out, size_t n) {
  char dir[PATH_MAX];
  snprintf(dir, sizeof dir, "%s", file);
  char *slash = strrchr(dir, '/');
  if (slash) *slash = 0;
  else strcpy(dir, ".");
  snprintf(out, n, "%s/%s", dir, inc);
  if (!exists(out)) snprintf(out, n, "core/%s", inc);
  if (!exists(out)) {
    out[0] = 0;
    return;
  }
  normalize(out);
}

static const char *interp_private[] = {"core/interp/vm.h", "core/interp/mem.h", NULL};

/* NULL when `file` may include `dep`, else the rule it breaks. */
static const char *broken_rule(const char *file, const char *dep) {
  if (has_prefix(file, "core/") && !has_prefix(dep, "core/")) return "core/ knows nothing outside core/";
  for (int i = 0; interp_private[i]; i++)
    if (!strcmp(dep, interp_private[i]) && !has_prefix(file, "core/interp/"))
      return "the interpreter's private headers stay inside core/interp";
  if (has_prefix(file, "core/sem/") && has_prefix(dep, "core/interp/")) return "core/sem stands below the interpreter";
  if (has_prefix(file, "passes/")) {
    if (has_prefix(dep, "core/interp/")) return "a pass never stands on the interpreter";
    if (!has_prefix(dep, "core/") && !has_prefix(dep, "passes/")) return "a pass stands on core/ only";
  }
  bool client = has_prefix(file, "oracles/") || has_prefix(file, "generators/") || has_prefix(file, "reports/") ||
                has_prefix(file, "fuzzers/");
  if (client && has_prefix(dep, "passes/") && strcmp(dep, "passes/pass.h") && strcmp(dep, "passes/passes.def"))
    return "oracles, generators, reports and fuzz targets reach passes only through the registry (passes/pass.h)";
  return NULL;
}

static int nfiles, nincludes, nbroken;

static void check_file(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) return;
  char line[1024];
  int ln = 0;
  nfiles++;
  while (fgets(line, sizeof line, f)) {
    ln++;
    const char *s = line;
    while (*s == ' ' || *s == '\t') s++;
    if (strncmp(s, "#include \"", 10)) continue;
    char inc[512], dep[PATH_MAX];
    if (sscanf(s + 10, "%511[^\"]", inc) != 1) continue;
    resolve(path, inc, dep, sizeof dep);
    if (!dep[0]) continue;
    nincludes++;
    const char *why = broken_rule(path, dep);
    if (why) {
      nbroken++;
      fprintf(stderr, "%s:%d: includes %s: %s\n", path, ln, dep, why);
    }
  }
  fclose(f);
}

static void walk(const char *dir) {
  DIR *d = opendir(dir);
  if (!d) return;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    char p[PATH_MAX];
    snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
    struct stat st;
    if (stat(p, &st)) continue;
    size_t l = strlen(p);
    if (S_ISDIR(st.st_mode)) walk(p);
    else if (l > 2 && (!strcmp(p + l - 2, ".c") || !strcmp(p + l - 2, ".h") || !strcmp(p + l - 4, ".def")))
      check_file(p);
  }
  closedir(d);
}

static void test_rules(void) {
  /* the rules themselves, on made-up edges */
  CHECK(broken_rule("core/parse.c", "passes/pass.h"));
  CHECK(broken_rule("passes/constfold.c", "core/interp/interp.h"));
  CHECK(broken_rule("oracles/diff/diff.c", "passes/constfold.h"));
  CHECK(broken_rule("oracles/mathref/mathref.c", "core/interp/vm.h"));
  CHECK(broken_rule("core/sem/sem.c", "core/interp/interp.h"));
  CHECK(!broken_rule("oracles/diff/diff.c", "passes/pass.h"));
  CHECK(!broken_rule("passes/constfold.c", "core/sem/sem.h"));
  CHECK(!broken_rule("core/interp/vm_exec.c", "core/interp/vm.h"));
  CHECK(!broken_rule("tools/cmd_opt.c", "passes/constfold.h"));
}

static void test_tree(void) {
  static const char *dirs[] = {"core", "passes", "oracles", "generators", "reports", "fuzzers", "tools"};
  for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++) walk(dirs[i]);
  CHECK(nfiles > 100);      /* run from the repository root */
  CHECK(nincludes > 200);
  CHECK_EQ_INT(nbroken, 0);
}

int main(void) {
  TEST(test_rules);
  TEST(test_tree);
  return TEST_END();
}

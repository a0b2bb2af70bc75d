/* tests/unit/test_extrun.c -- running outside tools (oracles/external/
 * extrun.h): a command through files with {in}/{out} or the appended
 * " IN -o OUT"; bitcode output disassembled; a failing tool and a tool
 * that hangs (killed at the timeout with its children) are results, not
 * errors; a tool that cannot be started is; the version line; llvm-as-16's
 * verdict; and every temporary directory is gone afterwards.  The LLVM
 * parts are skipped when llvm-as-16 is not installed.
 */
#include <dirent.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "ir.h"
#include "test.h"
#include "../../oracles/external/extrun.h"

static const char k_ir[] = "define i32 @f(i32 %x) {\n  %a = add i32 %x, 0\n  ret i32 %a\n}\n";

static char g_tmp[256];

static int entries(const char *dir) {
  DIR *d = opendir(dir);
  int n = 0;
  if (!d) return -1;
  for (struct dirent *e; (e = readdir(d)) != NULL;)
    if (e->d_name[0] != '.') n++;
  closedir(d);
  return n;
}

static bool have(const char *tool) {
  char cmd[300];
  snprintf(cmd, sizeof cmd, "command -v %s > /dev/null 2>&1", tool);
  return system(cmd) == 0;
}

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void test_transform_files(void) {
  IrCtx *c = ir_ctx_new();
  ExtOutput o;
  CHECK_EQ_INT(ext_transform(c, "cat {in} > {out}", k_ir, strlen(k_ir), 0, &o), IR_OK);
  CHECK_EQ_INT(o.exit_status, 0);
  CHECK(o.out && o.out_len == strlen(k_ir) && !memcmp(o.out, k_ir, o.out_len));
  ext_output_free(&o);
  /* {in} twice, a pipe inside the command */
  CHECK_EQ_INT(ext_transform(c, "cat {in} {in} | sed 's/add/sub/' > {out}", k_ir, strlen(k_ir), 0, &o), IR_OK);
  CHECK(o.out && o.out_len == 2 * strlen(k_ir) && strstr(o.out, "sub i32") && !strstr(o.out, "add i32"));
  ext_output_free(&o);
  /* the appended convention: cp IN -o OUT is not cp's, so use a script */
  CHECK_EQ_INT(ext_transform(c, "sh -c 'cp \"$0\" \"$2\"'", k_ir, strlen(k_ir), 0, &o), IR_OK);
  CHECK_EQ_INT(o.exit_status, 0);
  CHECK(o.out && !strcmp(o.out, k_ir));
  ext_output_free(&o);
  ir_ctx_free(c);
}

static void test_failures(void) {
  IrCtx *c = ir_ctx_new();
  ExtOutput o;
  /* a failing tool: its status and stderr, no output */
  CHECK_EQ_INT(ext_transform(c, "echo broken >&2; exit 3", k_ir, strlen(k_ir), 0, &o), IR_OK);
  CHECK_EQ_INT(o.exit_status, 3);
  CHECK(o.out == NULL);
  CHECK(o.err && strstr(o.err, "broken"));
  ext_output_free(&o);
  /* a crash: 128 + signal */
  CHECK_EQ_INT(ext_transform(c, "kill -SEGV $$", k_ir, strlen(k_ir), 0, &o), IR_OK);
  CHECK_EQ_INT(o.exit_status, 128 + 11);
  ext_output_free(&o);
  /* a hang: killed at the timeout, children included */
  double t0 = now_s();
  CHECK_EQ_INT(ext_transform(c, "sleep 30 & sleep 30; cat {in} > {out}", k_ir, strlen(k_ir), 200, &o), IR_OK);
  CHECK_EQ_INT(o.exit_status, -1);
  CHECK(now_s() - t0 < 5);
  ext_output_free(&o);
  /* exit 0 without an output file: an error naming the command */
  ir_ctx_clear_error(c);
  CHECK_EQ_INT(ext_transform(c, "true {in} {out}", k_ir, strlen(k_ir), 0, &o), IR_EUSER);
  CHECK(strstr(ir_ctx_error(c), "wrote no output file") != NULL);
  /* a program that does not exist: an error */
  char *argv[] = {(char *)"passcheck-no-such-tool", NULL};
  ir_ctx_clear_error(c);
  CHECK_EQ_INT(ext_spawn(c, argv, 0, &o), IR_EUSER);
  CHECK(strstr(ir_ctx_error(c), "cannot run passcheck-no-such-tool") != NULL);
  ir_ctx_free(c);
}

static void test_spawn(void) {
  IrCtx *c = ir_ctx_new();
  ExtOutput o;
  char *argv[] = {(char *)"sh", (char *)"-c", (char *)"echo out; echo err >&2; exit 4", NULL};
  CHECK_EQ_INT(ext_spawn(c, argv, 0, &o), IR_OK);
  CHECK_EQ_INT(o.exit_status, 4);
  CHECK(o.out && !strcmp(o.out, "out\n"));
  CHECK(o.err && !strcmp(o.err, "err\n"));
  CHECK(o.seconds >= 0 && o.seconds < 10);
  ext_output_free(&o);
  ir_ctx_free(c);
}

static void test_llvm(void) {
  if (!have("llvm-as-16") || !have("llvm-dis-16")) {
    printf("test_llvm: llvm-as-16 / llvm-dis-16 not installed, skipped\n");
    return;
  }
  IrCtx *c = ir_ctx_new();
  ExtOutput o;
  /* bitcode output is disassembled */
  CHECK_EQ_INT(ext_transform(c, "llvm-as-16", k_ir, strlen(k_ir), 0, &o), IR_OK);
  CHECK_EQ_INT(o.exit_status, 0);
  CHECK(o.out && strstr(o.out, "define i32 @f(i32 %x)") && strstr(o.out, "add i32 %x, 0"));
  ext_output_free(&o);
  CHECK(ext_llvm_accepts(k_ir, strlen(k_ir)));
  CHECK(!ext_llvm_accepts("define i32 @f() {\n  ret i64 0\n}\n", 32));
  CHECK(ext_llvm_accepts("define x86_fp80 @f(x86_fp80 %x) {\n  ret x86_fp80 %x\n}\n", 55));
  char v[160];
  ext_tool_version("llvm-as-16 -o x", v, sizeof v);
  CHECK(strstr(v, "16.") != NULL);
  ext_tool_version("passcheck-no-such-tool --x", v, sizeof v);
  CHECK_STR(v, "unknown");
  ir_ctx_free(c);
}

int main(void) {
  /* every temporary directory lands here, so that leftovers can be seen */
  snprintf(g_tmp, sizeof g_tmp, "/tmp/passcheck-test-extrun.XXXXXX");
  if (!mkdtemp(g_tmp)) return 2;
  setenv("TMPDIR", g_tmp, 1);
  TEST(test_transform_files);
  TEST(test_failures);
  TEST(test_spawn);
  TEST(test_llvm);
  CHECK_EQ_INT(entries(g_tmp), 0);
  rmdir(g_tmp);
  return TEST_END();
}

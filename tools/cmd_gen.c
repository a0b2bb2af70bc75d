/* tools/cmd_gen.c -- `passcheck gen`: prints a generated kernel
 * (generators/gen.h) in canonical form, or writes a range of them to a
 * directory.  Each program is preceded by comment lines that say how it
 * was made and the grid and buffer size it was written for; --stats adds
 * the features it used and the pass shapes it contains.
 *
 * Contract: exit 0 on success, 1 for bad options or an unwritable
 * output, 2 when the generator failed (out of memory, or a generated
 * module the verifier rejects: a generator bug).
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cmd.h"
#include "../generators/gen.h"

typedef struct GenCmd {
  GenOpts go;
  uint64_t count;
  const char *out, *features;
  bool stats, list;
} GenCmd;

static const char gen_usage[] =
  "usage: passcheck gen [--seed N] [--size S] [--features LIST] [--stats]\n"
  "                     [--count K --out DIR] [--list] [--dialect 16|19|22]\n"
  "\n"
  "Writes a random GPU kernel as IR from a 64-bit seed: valid, verifier-\n"
  "clean, free of undefined behaviour and terminating on the grid and the\n"
  "buffer size it was written for (both named in its first comment lines;\n"
  "run it with that grid and buffers of at least that many elements).  The\n"
  "same seed, size and features always give the same program.  Swarm\n"
  "testing: each feature family not forced with --features is switched on\n"
  "or off at random per program.  The program is built to contain the shapes\n"
  "the passes look for: counted loops with affine indices over several\n"
  "arrays, adjacent loads and stores, reduction chains, math calls with\n"
  "constant arguments, divisions by variables and constants, IMAD and shift\n"
  "chains.\n"
  "\n"
  "options:\n"
  "  --seed N         the seed (default 1)\n"
  "  --size S         about S instructions (default 100)\n"
  "  --features LIST  comma-separated feature names: +name or name forces a\n"
  "                   family on, -name off; 'all' stands for every family\n"
  "                   (-all,+loops: only loops); see --list\n"
  "  --count K        K programs, seeds N .. N+K-1 (K > 1 needs --out)\n"
  "  --out DIR        write gen-SEED.ll files into DIR (created if missing)\n"
  "  --stats          add comments: the features used and the shape counts\n"
  "  --list           list the feature families and the shapes, and exit\n"
  "  --dialect D      the LLVM the program is for: 16 (default), 19 (adds\n"
  "                   nneg, disjoint, trunc nuw nsw where their facts hold),\n"
  "                   22 (also icmp samesign; LLVM 22 text)\n"
  "  -h, --help       this text\n"
  "\n"
  "examples:\n"
  "  passcheck gen --seed 7 --stats\n"
  "  passcheck gen --seed 1 --size 300 --features -vectors,+loops,+nesting | passcheck verify -\n"
  "  passcheck gen --seed 1000 --count 100 --out gen/\n"
  "\n"
  "exit status: 0 success, 1 bad options or output, 2 generator failure\n";

/* Returns CMD_HELP after --help, else an exit status (CMD_OK to go on). */
static int gen_parse_opts(int argc, char **argv, GenCmd *o) {
  memset(o, 0, sizeof *o);
  gen_opts_default(&o->go);
  o->go.seed = 1;
  o->count = 1;
  const CmdOpt opts[] = {
    CMD_OPT("seed", CMD_U64, &o->go.seed),
    CMD_OPT("size", CMD_U32, &o->go.size, .lo = 1, .hi = 1000000),
    CMD_OPT("features", CMD_STR, &o->features),
    CMD_OPT("stats", CMD_SET, &o->stats),
    CMD_OPT("count", CMD_U64, &o->count, .lo = 1),
    CMD_OPT("out", CMD_STR, &o->out),
    CMD_OPT("list", CMD_SET, &o->list),
    CMD_OPT("dialect", CMD_FN, &o->go.dialect, .parse = cmd_parse_dialect, .what = "16, 19 or 22"),
    CMD_OPT_END};
  const CmdOptSpec spec = {"gen", opts, gen_usage, .max_args = 0};
  int n, rc = cmd_opts_parse(&spec, argc, argv, &n);
  if (rc == CMD_OK && o->count > 1 && !o->out) rc = cmd_opts_error(&spec, "--count above 1 needs --out DIR");
  return rc;
}

static void list_names(void) {
  printf("features:");
  for (int f = 0; f < GEN_F__COUNT; f++) printf(" %s", gen_feature_name((GenFeature)f));
  printf("\nshapes:");
  for (int s = 0; s < GEN_S__COUNT; s++) printf(" %s", gen_shape_name((GenShape)s));
  printf("\n");
}

/* The comment lines before a program. */
static void header(FILE *f, const GenCmd *o, uint64_t seed, const GenProgram *p) {
  fprintf(f, "; passcheck gen --seed %" PRIu64 " --size %u%s%s", seed, o->go.size, o->features ? " --features " : "",
          o->features ? o->features : "");
  if (o->go.dialect && o->go.dialect != IR_DIALECT_16) fprintf(f, " --dialect %u", o->go.dialect);
  fputc('\n', f);
  fprintf(f, "; grid %ux%u, buffers of %u elements\n", p->grid.block[0], p->grid.thread[0], p->inputs.min_elems);
  if (!o->stats) return;
  fprintf(f, "; features:");
  for (int k = 0; k < GEN_F__COUNT; k++)
    if (p->features >> k & 1) fprintf(f, " %s", gen_feature_name((GenFeature)k));
  fprintf(f, "\n; shapes:");
  for (int k = 0; k < GEN_S__COUNT; k++) fprintf(f, " %s=%u", gen_shape_name((GenShape)k), p->shapes[k]);
  fprintf(f, "\n; instructions: %u\n", ir_func(p->m, p->fidx)->nlive_insts);
}

/* Generates seed's program and writes it to f. */
static int emit(IrCtx *c, const GenCmd *o, uint64_t seed, FILE *f) {
  GenOpts go = o->go;
  go.seed = seed;
  GenProgram p;
  ir_ctx_clear_error(c);
  IrStatus st = gen_program(c, &go, &p);
  if (st != IR_OK) {
    cmd_report(c, st);
    return CMD_EINTERNAL;
  }
  int rc = CMD_OK;
  if (ir_verify_module(p.m) != IR_OK) {
    fprintf(stderr, "passcheck gen: generator bug (seed %" PRIu64 "): %s\n", seed, ir_ctx_error(c));
    rc = CMD_EINTERNAL;
  }
  header(f, o, seed, &p);
  if (ir_print_module(f, p.m) != IR_OK) rc = cmd_worse(rc, CMD_EINTERNAL);
  ir_module_free(p.m);
  return rc;
}

static int emit_file(IrCtx *c, const GenCmd *o, uint64_t seed) {
  char path[4096];
  snprintf(path, sizeof path, "%s/gen-%" PRIu64 ".ll", o->out, seed);
  FILE *f = fopen(path, "w");
  if (!f) {
    fprintf(stderr, "passcheck gen: %s: %s\n", path, strerror(errno));
    return CMD_EUSER;
  }
  int rc = emit(c, o, seed, f);
  if (ferror(f) | (fclose(f) != 0)) {
    fprintf(stderr, "passcheck gen: %s: write error\n", path);
    rc = cmd_worse(rc, CMD_EUSER);
  }
  return rc;
}

static int run_gen(IrCtx *c, const GenCmd *o) {
  if (!o->out) return emit(c, o, o->go.seed, stdout);
  if (mkdir(o->out, 0777) != 0 && errno != EEXIST) {
    fprintf(stderr, "passcheck gen: %s: %s\n", o->out, strerror(errno));
    return CMD_EUSER;
  }
  int rc = CMD_OK;
  for (uint64_t k = 0; k < o->count && rc != CMD_EUSER; k++) rc = cmd_worse(rc, emit_file(c, o, o->go.seed + k));
  return rc;
}

int cmd_gen(int argc, char **argv) {
  GenCmd o;
  int rc = gen_parse_opts(argc, argv, &o);
  if (rc != CMD_OK) return rc == CMD_HELP ? CMD_OK : rc;
  if (o.list) {
    list_names();
    return CMD_OK;
  }
  IrCtx *c = ir_ctx_new();
  if (!c) {
    fprintf(stderr, "passcheck: out of memory\n");
    return CMD_EINTERNAL;
  }
  if (o.features && gen_features_parse(c, o.features, &o.go.force_on, &o.go.force_off) != IR_OK) {
    fprintf(stderr, "passcheck gen: %s\n", ir_ctx_error(c));
    ir_ctx_free(c);
    return CMD_EUSER;
  }
  rc = run_gen(c, &o);
  ir_ctx_free(c);
  return rc;
}

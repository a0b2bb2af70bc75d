/* tools/cmd_opt.c -- `passcheck opt`: runs a pipeline of passes over one
 * module and prints the result, like LLVM's opt (the verifier runs after
 * every pass unless --no-verify); and `passcheck knobs`: the table of every
 * knob the seed documents name (passes/knobs.def), as text or JSON.
 *
 * Contract: exit 0 on success, 1 for user errors (bad IR, options, knob
 * settings or pipeline) and when a pass fails or leaves IR the verifier
 * rejects (a finding), 2 for internal errors.  Messages go to stderr.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "../passes/pass.h"

typedef struct OptOpts {
  const char *file, *passes, *out;
  CmdList knobs;
  bool remarks, no_verify;
} OptOpts;

static const char opt_usage_head[] =
  "usage: passcheck opt FILE -passes=P [-knob NAME=VALUE]... [--remarks]\n"
  "                     [-o OUT] [--no-verify]\n"
  "\n"
  "Parses and verifies FILE (- reads stdin), runs the passes of pipeline P\n"
  "in order over the module, verifying it after every pass, and prints the\n"
  "transformed module (to OUT with -o).  P is a comma-separated list of pass\n"
  "names; \"default\" stands for the default pipeline.\n"
  "\n"
  "options:\n"
  "  -passes=P, -passes P  the pipeline (required)\n"
  "  -knob NAME=VALUE      set a knob (repeatable; `passcheck knobs` lists\n"
  "                        them with types, defaults and ranges)\n"
  "  --remarks             print what each pass did to stderr, one line per\n"
  "                        remark: \"pass: @function: message\"\n"
  "  -o OUT                write the module to OUT instead of stdout\n"
  "  --no-verify           do not verify after each pass (the input is\n"
  "                        always verified)\n"
  "  -h, --help            this text\n"
  "\n";

static const char opt_usage_tail[] =
  "\n"
  "example:\n"
  "  passcheck opt kernel.ll -passes=mutant-ule-as-ult --remarks\n"
  "  passcheck opt kernel.ll -passes=default -knob lsr-rp-limit=32 -o out.ll\n"
  "\n"
  "exit status: 0 success, 1 user error (bad IR, options, knob or pipeline)\n"
  "or a pass that failed or left invalid IR, 2 internal error\n";

static void opt_help(void) {
  size_t n;
  const PassInfo *pt = pass_table(&n);
  fputs(opt_usage_head, stdout);
  printf("default pipeline: %s\n\npasses:\n", *pipeline_default() ? pipeline_default() : "(empty: no real pass yet)");
  for (size_t i = 0; i < n; i++) printf("  %-24s %s\n", pt[i].name, pt[i].summary);
  fputs(opt_usage_tail, stdout);
}

/* Returns CMD_HELP after --help, else an exit status (CMD_OK to go on). */
static int opt_parse_opts(int argc, char **argv, OptOpts *o) {
  memset(o, 0, sizeof *o);
  const CmdOpt opts[] = {
    CMD_OPT("passes", CMD_STR, &o->passes),
    CMD_OPT("knob", CMD_LIST, &o->knobs),
    CMD_OPT("o", CMD_STR, &o->out),
    CMD_OPT("remarks", CMD_SET, &o->remarks),
    CMD_OPT("no-verify", CMD_SET, &o->no_verify),
    CMD_OPT_END};
  const CmdOptSpec spec = {"opt", opts, NULL, opt_help, .min_args = 1, .max_args = 1,
                           .missing = "no input file (use - for stdin)", .extra = "more than one input file ('%s')"};
  int n, rc = cmd_opts_parse(&spec, argc, argv, &n);
  if (rc != CMD_OK) return rc;
  o->file = argv[1];
  if (!o->passes) return cmd_opts_error(&spec, "no pipeline: give -passes=P (e.g. -passes=default)");
  return CMD_OK;
}

/* Knobs and pipeline, checked before the input is read. */
static int opt_setup(IrCtx *c, const OptOpts *o, PassCtx *pc, Pipeline *p) {
  return cmd_pass_setup(c, o->passes, o->knobs.v, o->knobs.n, o->remarks, pc, p);
}

static int opt_write(const OptOpts *o, const IrModule *m) {
  FILE *out = o->out ? fopen(o->out, "w") : stdout;
  if (!out) {
    fprintf(stderr, "passcheck: %s: %s\n", o->out, strerror(errno));
    return CMD_EUSER;
  }
  IrStatus st = ir_print_module(out, m);
  if (o->out) {
    int bad = ferror(out);
    if (fclose(out) != 0 || bad) {
      fprintf(stderr, "passcheck: %s: write error\n", o->out);
      return CMD_EUSER;
    }
  }
  if (st != IR_OK) fprintf(stderr, "passcheck: out of memory while printing\n");
  return cmd_status(st);
}

static int opt_module(IrCtx *c, IrModule *m, const OptOpts *o, PassCtx *pc, const Pipeline *p) {
  int rc = cmd_verified(c, m);
  if (rc != CMD_OK) return rc;
  PipelineRun run;
  memset(&run, 0, sizeof run);
  run.verify = !o->no_verify;
  ir_ctx_clear_error(c);
  IrStatus st = pipeline_run(pc, p, m, &run);
  if (st != IR_OK) {
    cmd_report(c, st);
    return cmd_status(st);
  }
  return opt_write(o, m);
}

int cmd_opt(int argc, char **argv) {
  OptOpts o;
  int rc = opt_parse_opts(argc, argv, &o);
  if (rc != CMD_OK) return rc == CMD_HELP ? CMD_OK : rc;
  IrCtx *c = ir_ctx_new();
  if (!c) {
    fprintf(stderr, "passcheck: out of memory\n");
    return CMD_EINTERNAL;
  }
  PassCtx pc;
  Pipeline p;
  IrModule *m = NULL;
  rc = opt_setup(c, &o, &pc, &p);
  if (rc == CMD_OK) rc = cmd_load_module(c, o.file, &m);
  if (rc == CMD_OK) rc = opt_module(c, m, &o, &pc, &p);
  if (m) ir_module_free(m);
  ir_ctx_free(c);
  return rc;
}

/* ------------------------------------------------------------------ */
/* passcheck knobs                                                      */

static const char knobs_usage[] =
  "usage: passcheck knobs [--json] [--pass P]\n"
  "\n"
  "Lists every knob the seed documents name: its name (as -knob takes it),\n"
  "type, default, inclusive range, the pass that reads it, the seed section\n"
  "that names it, and what it does.  Defaults the seeds leave open say so in\n"
  "the help column.\n"
  "\n"
  "options:\n"
  "  --json       one JSON array of objects instead of the aligned table\n"
  "  --pass P     only the knobs of pass P\n"
  "  -h, --help   this text\n"
  "\n"
  "example:\n"
  "  passcheck knobs --pass lsr\n"
  "  passcheck knobs --json > knobs.json\n"
  "\n"
  "exit status: 0 success, 1 bad options\n";

static void knob_value_str(const KnobInfo *ki, int64_t v, char *buf, size_t n) {
  if (ki->type == KNOB_BOOL && v < 0) snprintf(buf, n, "target");  /* unset: follows sm */
  else if (ki->type == KNOB_BOOL) snprintf(buf, n, "%s", v ? "true" : "false");
  else snprintf(buf, n, "%lld", (long long)v);
}

static void knob_range_str(const KnobInfo *ki, char *buf, size_t n) {
  snprintf(buf, n, "%lld..%lld", (long long)ki->lo, (long long)ki->hi);
}

static const char *knob_type_name(const KnobInfo *ki) {
  return ki->type == KNOB_BOOL ? "bool" : ki->type == KNOB_INT ? "int" : "enum";
}

/* The display width of a UTF-8 string (continuation bytes do not count). */
static int utf8_width(const char *s) {
  int w = 0;
  for (; *s; s++) w += ((unsigned char)*s & 0xc0) != 0x80;
  return w;
}

static void pad(const char *s, int width) {
  fputs(s, stdout);
  for (int k = utf8_width(s); k < width; k++) putchar(' ');
}

enum { KC_NAME, KC_TYPE, KC_DEF, KC_RANGE, KC_PASS, KC_SECTION, KC_HELP, KC_N };

static void knob_cells(const KnobInfo *ki, char cell[KC_N][64], const char *txt[KC_N]) {
  knob_value_str(ki, ki->def, cell[KC_DEF], 64);
  knob_range_str(ki, cell[KC_RANGE], 64);
  txt[KC_NAME] = ki->name;
  txt[KC_TYPE] = knob_type_name(ki);
  txt[KC_DEF] = cell[KC_DEF];
  txt[KC_RANGE] = cell[KC_RANGE];
  txt[KC_PASS] = ki->pass;
  txt[KC_SECTION] = ki->section;
  txt[KC_HELP] = ki->help;
}

static bool knob_selected(const KnobInfo *ki, const char *pass) { return !pass || !strcmp(ki->pass, pass); }

static void knobs_table(const char *pass) {
  static const char *const head[KC_N] = {"name", "type", "default", "range", "pass", "seed section", "help"};
  int w[KC_N];
  char cell[KC_N][64];
  const char *txt[KC_N];
  for (int k = 0; k < KC_N; k++) w[k] = utf8_width(head[k]);
  for (unsigned i = 0; i < KNOB__COUNT; i++) {
    if (!knob_selected(knob_info((KnobId)i), pass)) continue;
    knob_cells(knob_info((KnobId)i), cell, txt);
    for (int k = 0; k < KC_N - 1; k++)
      if (utf8_width(txt[k]) > w[k]) w[k] = utf8_width(txt[k]);
  }
  for (int k = 0; k < KC_N; k++) {
    pad(head[k], k == KC_N - 1 ? 0 : w[k] + 2);
  }
  putchar('\n');
  for (unsigned i = 0; i < KNOB__COUNT; i++) {
    if (!knob_selected(knob_info((KnobId)i), pass)) continue;
    knob_cells(knob_info((KnobId)i), cell, txt);
    for (int k = 0; k < KC_N; k++) pad(txt[k], k == KC_N - 1 ? 0 : w[k] + 2);
    putchar('\n');
  }
}

static void json_str(const char *s) {
  putchar('"');
  for (; *s; s++) {
    unsigned char ch = (unsigned char)*s;
    if (ch == '"' || ch == '\\') printf("\\%c", ch);
    else if (ch < 0x20) printf("\\u%04x", ch);
    else putchar(ch);
  }
  putchar('"');
}

static void knobs_json(const char *pass) {
  bool first = true;
  printf("[");
  for (unsigned i = 0; i < KNOB__COUNT; i++) {
    const KnobInfo *ki = knob_info((KnobId)i);
    if (!knob_selected(ki, pass)) continue;
    printf("%s\n  {\"name\": ", first ? "" : ",");
    json_str(ki->name);
    printf(", \"type\": \"%s\", \"default\": %lld, \"min\": %lld, \"max\": %lld, \"pass\": ", knob_type_name(ki),
           (long long)ki->def, (long long)ki->lo, (long long)ki->hi);
    json_str(ki->pass);
    printf(", \"section\": ");
    json_str(ki->section);
    printf(", \"help\": ");
    json_str(ki->help);
    printf("}");
    first = false;
  }
  printf("\n]\n");
}

static bool pass_has_knobs(const char *pass) {
  for (unsigned i = 0; i < KNOB__COUNT; i++)
    if (!strcmp(knob_info((KnobId)i)->pass, pass)) return true;
  return false;
}

int cmd_knobs(int argc, char **argv) {
  bool json = false;
  const char *pass = NULL;
  const CmdOpt opts[] = {CMD_OPT("json", CMD_SET, &json), CMD_OPT("pass", CMD_STR, &pass), CMD_OPT_END};
  const CmdOptSpec spec = {"knobs", opts, knobs_usage, .max_args = 0};
  int n, rc = cmd_opts_parse(&spec, argc, argv, &n);
  if (rc != CMD_OK) return rc == CMD_HELP ? CMD_OK : rc;
  if (pass && !pass_has_knobs(pass)) {
    fprintf(stderr, "passcheck knobs: no knob belongs to pass '%s'\n", pass);
    return CMD_EUSER;
  }
  if (json) knobs_json(pass);
  else knobs_table(pass);
  return CMD_OK;
}

/* tests/unit/test_verify.c -- unit tests of core/verify.c: for every rule a
 * module that breaks it, with the exact message expected, and a valid
 * counterpart that passes.  Most rules cannot be broken in text (the parser
 * checks types itself), so a case parses valid text, checks that it
 * verifies, then breaks one thing through the IR API.  Also: robustness on
 * large, unreachable and randomly corrupted IR, and out-of-memory recovery.
 */
#include "analysis/analysis.h"
#include "test.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                              */

static IrModule *parse(IrCtx *c, const char *src) {
  IrModule *m = ir_parse(c, "t.ll", src, strlen(src));
  if (!m) fprintf(stderr, "parse failed: %s\n%s\n", ir_ctx_error(c), src);
  return m;
}

static IrFunc *fn(IrModule *m, const char *name) {
  IrRef r = ir_sym_lookup(m, ir_strz(m, name));
  return ir_ref_is(r, IR_RFUNC) ? ir_func(m, ir_ref_idx(r)) : NULL;
}

static IrFunc *F(IrModule *m) { return fn(m, "f"); }

/* The instruction named %name in @f. */
static IrId I(IrModule *m, const char *name) {
  IrFunc *f = F(m);
  IrStr s = ir_strz(m, name);
  IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) if (f->insts[i].name == s) return i;
  fprintf(stderr, "no instruction %%%s\n", name);
  abort();
}

/* The k-th instruction of @f in layout order. */
static IrId NTH(IrModule *m, unsigned k) {
  IrFunc *f = F(m);
  IR_FOR_BLOCKS(f, b) IR_FOR_INSTS(f, b, i) if (k-- == 0) return i;
  abort();
}

/* The block named name in @f (NULL: the entry). */
static IrId BLK(IrModule *m, const char *name) {
  IrFunc *f = F(m);
  if (!name) return f->entry;
  IrStr s = ir_strz(m, name);
  IR_FOR_BLOCKS(f, b) if (f->blocks[b].name == s) return b;
  abort();
}

static IrId TERM(IrModule *m, const char *block) { return F(m)->blocks[BLK(m, block)].last; }

static IrRef ARG(IrModule *m, const char *name) {
  IrFunc *f = F(m);
  IrStr s = ir_strz(m, name);
  for (uint32_t a = 0; a < f->nparams; a++)
    if (f->params[a].name == s) return ir_ref(IR_RARG, a);
  abort();
}

static IrInst *IN(IrModule *m, IrId i) { return &F(m)->insts[i]; }
static void SET(IrModule *m, IrId i, uint32_t k, IrRef r) { ir_set_opnd(F(m), i, k, r); }
/* Writes a slot without maintaining use lists (for broken references). */
static void POKE(IrModule *m, IrId i, uint32_t k, IrRef r) { F(m)->uses[F(m)->insts[i].op0 + k].ref = r; }
static IrRef CI(IrModule *m, IrType t, int64_t v) { return ir_const_i(m, t, v); }

typedef void (*Mut)(IrModule *m);

typedef struct Case {
  const char *rule;  /* what the case is about */
  const char *src;   /* module text */
  Mut mut;           /* breaks the module; NULL when src itself is invalid */
  const char *msg;   /* the expected error */
  const char *good;  /* a valid counterpart (when mut is NULL) */
} Case;

static int failures_in_case;

static bool verify_ok(const char *rule, const char *src) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, src);
  bool ok = m && ir_verify_module(m) == IR_OK;
  if (m && !ok) fprintf(stderr, "[%s] valid module rejected: %s\n", rule, ir_ctx_error(c));
  ir_module_free(m);
  ir_ctx_free(c);
  return ok;
}

static void run_case(const Case *k) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, k->src);
  CHECK(m != NULL);
  if (!m) {
    ir_ctx_free(c);
    return;
  }
  if (k->mut) {
    CHECK(verify_ok(k->rule, k->src));
    k->mut(m);
  } else {
    CHECK(k->good && verify_ok(k->rule, k->good));
  }
  IrStatus s = ir_verify_module(m);
  CHECK_EQ_INT(s, IR_EUSER);
  if (strcmp(ir_ctx_error(c), k->msg) != 0) {
    fprintf(stderr, "[%s]\n  got:      %s\n  expected: %s\n", k->rule, ir_ctx_error(c), k->msg);
    failures_in_case++;
    CHECK(!"message differs");
  }
  ir_module_free(m);
  ir_ctx_free(c);
}

static void run_cases(const Case *cs, size_t n) {
  for (size_t i = 0; i < n; i++) run_case(&cs[i]);
}

#define RUN(cases) run_cases(cases, sizeof cases / sizeof cases[0])

/* ------------------------------------------------------------------ */
/* Module level: globals, types, function signatures                    */

static void m_gtype(IrModule *m) { ir_global(m, 0)->vtype = IR_I64; }
static void m_gvoid(IrModule *m) { ir_global(m, 0)->vtype = IR_VOID; }
static void m_gas(IrModule *m) { ir_global(m, 0)->as = 2; }
static void m_glink(IrModule *m) { ir_global(m, 0)->linkage = IR_LINK_INTERNAL; }
static void m_galign(IrModule *m) { ir_global(m, 0)->align = 12; }
static void m_ginit(IrModule *m) {
  IrRef one = CI(m, IR_I32, 1);
  ir_global(m, 0)->init = ir_const_agg(m, IR_CVEC, ir_type_vec(m, 2, IR_I32), 1, &one);
}
static void m_flink(IrModule *m) { fn(m, "g")->linkage = IR_LINK_INTERNAL; }
static void m_fcommon(IrModule *m) { F(m)->linkage = IR_LINK_COMMON; }
static void m_gcommon_const(IrModule *m) { ir_global(m, 0)->is_const = 1; }
static void m_fparam(IrModule *m) { F(m)->params[0].type = IR_LABEL; }
static void m_fret(IrModule *m) { F(m)->ret = IR_META; }
static void m_nobody(IrModule *m) {
  IrFunc *f = F(m);
  IrId b = f->entry;
  ir_inst_remove(f, f->blocks[b].last);
  ir_block_remove(f, b);
}

static const Case module_cases[] = {
  {"global initializer type", "@g = global i32 1\n", m_gtype, "t.ll:1:1: error: global initializer type mismatch in @g", NULL},
  {"global type", "@g = global i32 1\n", m_gvoid, "t.ll:1:1: error: invalid global type in @g", NULL},
  {"global address space", "@g = global i32 1\n", m_gas, "t.ll:1:1: error: invalid address space in @g", NULL},
  {"global in local", "@g = addrspace(5) global i32 0\n", NULL, "t.ll:1:1: error: global in the local address space in @g",
   "@g = addrspace(1) global i32 0\n@h = addrspace(4) constant i32 0\n"},
  {"shared initializer", "@s = addrspace(3) global i32 5\n", NULL, "t.ll:1:1: error: shared global with an initializer in @s",
   "@s = addrspace(3) global i32 undef\n@p = addrspace(3) global [4 x i32] poison\n@e = external addrspace(3) global [0 x float]\n"},
  {"global declaration linkage", "@e = external global i32\n", m_glink,
   "t.ll:1:1: error: global declaration with non-external linkage in @e", NULL},
  {"common initializer", "@c = common global i32 1\n", NULL, "t.ll:1:1: error: common global must be a zero-initialized variable in @c",
   "@c = common global i32 0\n@d = common global [2 x float] zeroinitializer\n"},
  {"global alignment", "@g = global i32 0, align 4\n", m_galign, "t.ll:1:1: error: alignment is not a power of two in @g", NULL},
  {"global invalid constant", "@g = global i32 0\n", m_ginit, "t.ll:1:1: error: invalid constant in @g", NULL},
  {"kernel returns void",
   "define i32 @k() {\n  ret i32 0\n}\n!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n", NULL,
   "t.ll:1:1: error: kernel must return void in @k",
   "define void @k() {\n  ret void\n}\n!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n"},
  {"intrinsic signature", "declare float @llvm.fabs.f32(double)\n", NULL,
   "t.ll:1:1: error: wrong type for llvm.fabs.f32: expected signature F(F) in @llvm.fabs.f32",
   "declare float @llvm.fabs.f32(float)\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare float @sinf(float)\n"},
  {"intrinsic name suffix", "declare double @llvm.fabs.f32(double)\n", NULL,
   "t.ll:1:1: error: intrinsic name does not match its type (expected llvm.fabs.f64) in @llvm.fabs.f32",
   "declare double @llvm.fabs.f64(double)\n"
   "declare <4 x float> @llvm.fabs.v4f32(<4 x float>)\n"
   "declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)\n"
   "declare void @llvm.memset.p3.i32(ptr addrspace(3), i8, i32, i1)\n"
   "declare float @llvm.powi.f32.i32(float, i32)\n"
   "declare i32 @llvm.fptosi.sat.i32.f64(double)\n"
   "declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)\n"
   "declare { <2 x i16>, <2 x i1> } @llvm.umul.with.overflow.v2i16(<2 x i16>, <2 x i16>)\n"
   "declare void @llvm.lifetime.start.p5(i64, ptr addrspace(5))\n"
   "declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>)\n"
   "declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)\n"
   "declare double @llvm.vector.reduce.fmul.v2f64(double, <2 x double>)\n"},
  {"intrinsic name suffix, pointers", "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr addrspace(1), i64, i1)\n", NULL,
   "t.ll:1:1: error: intrinsic name does not match its type (expected llvm.memcpy.p0.p1.i64) in @llvm.memcpy.p0.p0.i64",
   "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n"},
  {"intrinsic defined", "define float @llvm.fabs.f32(float %x) {\n  ret float %x\n}\n", NULL,
   "t.ll:1:1: error: llvm intrinsics cannot be defined in @llvm.fabs.f32",
   "define float @fabsf(float %x) {\n  ret float %x\n}\n"},
  {"function declaration linkage", "declare void @g()\n", m_flink,
   "t.ll:1:1: error: function declaration with non-external linkage in @g", NULL},
  {"function common linkage", "define void @f(i32 %a) {\n  ret void\n}\n", m_fcommon,
   "t.ll:1:1: error: function with common linkage in @f", NULL},
  {"common constant", "@c = common global i32 0\n", m_gcommon_const,
   "t.ll:1:1: error: common global must be a zero-initialized variable in @c", NULL},
  {"parameter type", "define void @f(i32 %a) {\n  ret void\n}\n", m_fparam, "t.ll:1:1: error: invalid parameter type in @f", NULL},
  {"return type", "define void @f(i32 %a) {\n  ret void\n}\n", m_fret, "t.ll:1:1: error: invalid return type in @f", NULL},
  {"no blocks", "define void @f() {\n  ret void\n}\n", m_nobody, "t.ll:1:1: error: function body has no blocks in @f", NULL},
};

static void test_module_rules(void) { RUN(module_cases); }

/* Type table rules need the type index in the message. */
static void test_type_rules(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, "define void @f() {\n  ret void\n}\n");
  IrType t = ir_type_named(m, ir_strz(m, "t"));
  ir_type_set_body(m, t, 1, &t, false);
  CHECK_EQ_INT(ir_verify_module(m), IR_EUSER);
  CHECK_STR(ir_ctx_error(c), "t.ll: error: recursive type %t");
  ir_type_set_body(m, t, 1, (IrType[]){IR_I32}, false);
  CHECK_EQ_INT(ir_verify_module(m), IR_OK);
  IrType v = ir_type_vec(m, 17, IR_I32);
  char want[80];
  snprintf(want, sizeof want, "t.ll: error: invalid vector type (type #%u)", v);
  CHECK_EQ_INT(ir_verify_module(m), IR_EUSER);
  CHECK_STR(ir_ctx_error(c), want);
  ir_module_free(m);
  m = parse(c, "define void @f() {\n  ret void\n}\n");
  IrType a = ir_type_array(m, 2, IR_LABEL);
  snprintf(want, sizeof want, "t.ll: error: invalid array type (type #%u)", a);
  CHECK_EQ_INT(ir_verify_module(m), IR_EUSER);
  CHECK_STR(ir_ctx_error(c), want);
  ir_module_free(m);
  ir_ctx_free(c);
}

/* ------------------------------------------------------------------ */
/* Blocks, phis and structure                                           */

#define SIMPLE "define void @f(i32 %a) {\n  %x = add i32 %a, 1\n  ret void\n}\n"

static void m_empty_block(IrModule *m) { ir_block_new(F(m), ir_strz(m, "e")); }
static void m_no_term(IrModule *m) { ir_inst_remove(F(m), TERM(m, NULL)); }
static void m_mid_term(IrModule *m) {
  IrId u = ir_inst_new(F(m), IR_UNREACHABLE, IR_VOID, 0);
  ir_inst_insert_before(F(m), I(m, "x"), u);
}
static void m_phi_type(IrModule *m) { SET(m, I(m, "p"), 0, CI(m, IR_I64, 0)); }
static void m_phi_none(IrModule *m) { ir_del_opnds(F(m), I(m, "p"), 0, 4); }
static void m_inst_cycle(IrModule *m) { IN(m, TERM(m, NULL))->next = I(m, "x"); }
static void m_block_cycle(IrModule *m) { F(m)->blocks[F(m)->last_block].next = F(m)->entry; }
static void m_removed_in_block(IrModule *m) { IN(m, I(m, "x"))->op = IR_NOP; }

#define PHI2                                                                          \
  "define i32 @f(i1 %c) {\ne:\n  br i1 %c, label %a, label %b\na:\n  br label %b\n" \
  "b:\n  %p = phi i32 [ 0, %e ], [ 1, %a ]\n  ret i32 %p\n}\n"

static const Case block_cases[] = {
  {"empty block", SIMPLE, m_empty_block, "t.ll: error: block is empty in @f, block %e", NULL},
  {"no terminator", SIMPLE, m_no_term,
   "t.ll:2:3: error: block does not end with a terminator in @f, block %0: `%x = add i32 %a, 1`", NULL},
  {"terminator in the middle", SIMPLE, m_mid_term,
   "t.ll: error: terminator in the middle of a block in @f, block %0: `unreachable`", NULL},
  {"entry predecessors", "define void @f() {\nentry:\n  br label %entry\n}\n", NULL,
   "t.ll:3:3: error: entry block has predecessors in @f, block %entry: `br label %entry`",
   "define void @f() {\nentry:\n  br label %l\nl:\n  br label %l\n}\n"},
  {"phi position",
   "define void @f() {\nentry:\n  br label %b\nb:\n  %a = add i32 1, 2\n  %p = phi i32 [ 0, %entry ]\n  ret void\n}\n", NULL,
   "t.ll:6:3: error: phi is not at the start of the block in @f, block %b: `%p = phi i32 [ 0, %entry ]`",
   "define void @f() {\nentry:\n  br label %b\nb:\n  %p = phi i32 [ 0, %entry ]\n  %q = phi i32 [ 1, %entry ]\n"
   "  %a = add i32 1, 2\n  ret void\n}\n"},
  {"phi non-predecessor",
   "define i32 @f(i1 %c) {\ne:\n  br i1 %c, label %a, label %b\na:\n  br label %b\n"
   "b:\n  %p = phi i32 [ 0, %e ], [ 1, %a ], [ 2, %b ]\n  ret i32 %p\n}\n", NULL,
   "t.ll:7:3: error: phi incoming block is not a predecessor in @f, block %b: `%p = phi i32 [ 0, %e ], [ 1, %a ], [ 2, %b ]`",
   PHI2},
  {"phi missing predecessor",
   "define i32 @f(i1 %c) {\ne:\n  br i1 %c, label %a, label %b\na:\n  br label %b\n"
   "b:\n  %p = phi i32 [ 0, %e ]\n  ret i32 %p\n}\n", NULL,
   "t.ll:7:3: error: phi is missing an incoming value for a predecessor in @f, block %b: `%p = phi i32 [ 0, %e ]`", PHI2},
  {"phi different values",
   "define i32 @f(i1 %c) {\ne:\n  br i1 %c, label %x, label %x\nx:\n  %p = phi i32 [ 1, %e ], [ 2, %e ]\n  ret i32 %p\n}\n", NULL,
   "t.ll:5:3: error: phi has different values for the same predecessor in @f, block %x: `%p = phi i32 [ 1, %e ], [ 2, %e ]`",
   "define i32 @f(i1 %c) {\ne:\n  br i1 %c, label %x, label %x\nx:\n  %p = phi i32 [ 1, %e ], [ 1, %e ]\n  ret i32 %p\n}\n"},
  {"phi entries per edge, too few",
   "define i32 @f(i1 %c) {\ne:\n  br i1 %c, label %x, label %x\nx:\n  %p = phi i32 [ 1, %e ]\n  ret i32 %p\n}\n", NULL,
   "t.ll:5:3: error: phi entries do not match the edges from a predecessor in @f, block %x: `%p = phi i32 [ 1, %e ]`",
   "define i32 @f(i32 %v) {\ne:\n  switch i32 %v, label %x [\n    i32 1, label %x\n    i32 2, label %y\n  ]\n"
   "y:\n  br label %x\nx:\n  %p = phi i32 [ 1, %e ], [ 2, %y ], [ 1, %e ]\n  ret i32 %p\n}\n"},
  {"phi entries per edge, too many",
   "define i32 @f() {\ne:\n  br label %x\nx:\n  %p = phi i32 [ 1, %e ], [ 1, %e ]\n  ret i32 %p\n}\n", NULL,
   "t.ll:5:3: error: phi entries do not match the edges from a predecessor in @f, block %x: `%p = phi i32 [ 1, %e ], [ 1, %e ]`",
   "define i32 @f() {\ne:\n  br label %x\nx:\n  %p = phi i32 [ 1, %e ]\n  ret i32 %p\n}\n"},
  {"phi value type", PHI2, m_phi_type,
   "t.ll:7:3: error: phi incoming value type mismatch in @f, block %b: `%p = phi i32 [ 0, %e ], [ 1, %a ]`", NULL},
  {"phi without values", PHI2, m_phi_none, "t.ll:7:3: error: phi has no incoming values in @f, block %b: `%p = phi i32`", NULL},
  {"instruction list", SIMPLE, m_inst_cycle, "t.ll:2:1: error: corrupt instruction list in @f, block %0", NULL},
  {"block list", PHI2, m_block_cycle, "t.ll:1:1: error: corrupt block list in @f", NULL},
  {"removed instruction in a block", SIMPLE, m_removed_in_block, "t.ll:2:1: error: removed instruction in a block in @f, block %0", NULL},
};

static void test_block_rules(void) { RUN(block_cases); }

/* ------------------------------------------------------------------ */
/* SSA: operands, dominance, use lists                                  */

#define TWO "define void @f(i32 %a, i64 %b) {\n  %x = add i32 %a, 1\n  %y = add i32 %x, %x\n  ret void\n}\n"
#define WITHCALL \
  "define void @f(i32 %a) {\n  call void @g()\n  %x = add i32 %a, 1\n  ret void\n}\ndeclare void @g()\n"

static void m_void_use(IrModule *m) { SET(m, I(m, "x"), 1, ir_inst_ref(NTH(m, 0))); }
static void m_detached(IrModule *m) {
  IrId t = ir_inst_new(F(m), IR_ADD, IR_I32, 2);
  SET(m, I(m, "y"), 0, ir_inst_ref(t));
}
static void m_removed(IrModule *m) {
  IrId t = ir_inst_new(F(m), IR_ADD, IR_I32, 2);
  SET(m, I(m, "y"), 0, ir_inst_ref(t));
  IN(m, t)->op = IR_NOP;
}
static void m_arg_range(IrModule *m) { POKE(m, I(m, "y"), 1, ir_ref(IR_RARG, 7)); }
static void m_inst_range(IrModule *m) { POKE(m, I(m, "y"), 1, ir_ref(IR_RINST, 9999)); }
static void m_const_range(IrModule *m) { POKE(m, I(m, "y"), 1, ir_ref(IR_RCONST, 999999)); }
static void m_block_value(IrModule *m) { SET(m, I(m, "y"), 1, ir_ref(IR_RBLOCK, F(m)->entry)); }
static void m_missing(IrModule *m) { SET(m, I(m, "y"), 1, IR_NOREF); }
static void m_nops(IrModule *m) {
  IrRef one = CI(m, IR_I32, 1);
  ir_add_opnds(F(m), I(m, "y"), 1, &one);
}
static void m_uselist(IrModule *m) { POKE(m, I(m, "y"), 1, ARG(m, "a")); }
static void m_arg_uselist(IrModule *m) { POKE(m, I(m, "x"), 0, CI(m, IR_I32, 3)); }
static void m_block_uselist(IrModule *m) { POKE(m, TERM(m, "a"), 0, ir_ref(IR_RBLOCK, BLK(m, "a"))); }
static void m_self(IrModule *m) { SET(m, I(m, "y"), 1, ir_inst_ref(I(m, "y"))); }
static void m_bad_const(IrModule *m) {
  IrRef one = CI(m, IR_I32, 1);
  SET(m, I(m, "y"), 1, ir_const_agg(m, IR_CVEC, ir_type_vec(m, 4, IR_I32), 1, &one));
}
static void m_want_block(IrModule *m) { SET(m, TERM(m, NULL), 1, CI(m, IR_I32, 0)); }
static void m_dead_block(IrModule *m) {
  IrId z = ir_block_new(F(m), ir_strz(m, "z"));
  ir_block_remove(F(m), z);
  SET(m, TERM(m, NULL), 1, ir_ref(IR_RBLOCK, z));
}

static const Case ssa_cases[] = {
  {"dominance",
   "define i32 @f(i32 %a, i1 %c) {\nentry:\n  br i1 %c, label %l, label %r\nl:\n  %x = add i32 %a, 1\n  br label %j\n"
   "r:\n  br label %j\nj:\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n", NULL,
   "t.ll:10:3: error: use not dominated by its definition in @f, block %j: `%y = add i32 %x, 1`",
   "define i32 @f(i32 %a, i1 %c) {\nentry:\n  %x = add i32 %a, 1\n  br i1 %c, label %l, label %r\nl:\n  br label %j\n"
   "r:\n  br label %j\nj:\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n"},
  {"dominance within a block", "define i32 @f(i32 %a) {\n  %y = add i32 %x, 1\n  %x = add i32 %a, 1\n  ret i32 %y\n}\n", NULL,
   "t.ll:2:3: error: use not dominated by its definition in @f, block %0: `%y = add i32 %x, 1`",
   "define i32 @f(i32 %a) {\n  %x = add i32 %a, 1\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n"},
  {"phi use dominance",
   "define i32 @f(i32 %a, i1 %c) {\ne:\n  br i1 %c, label %l, label %j\nl:\n  %x = add i32 %a, 1\n  br label %j\n"
   "j:\n  %p = phi i32 [ %x, %e ], [ %x, %l ]\n  ret i32 %p\n}\n", NULL,
   "t.ll:8:3: error: use not dominated by its definition in @f, block %j: `%p = phi i32 [ %x, %e ], [ %x, %l ]`",
   /* loop-carried values, and uses in unreachable code, are fine */
   "define i32 @f(i32 %a, i1 %c) {\ne:\n  br label %h\nh:\n  %i = phi i32 [ 0, %e ], [ %n, %h ]\n  %n = add i32 %i, 1\n"
   "  br i1 %c, label %h, label %x\nx:\n  ret i32 %n\nu:\n  %y = add i32 %z, %n\n  br label %v\nv:\n"
   "  %z = add i32 %y, 1\n  br label %u\n}\n"},
  {"self use", "define void @f(i32 %a) {\n  ret void\nu:\n  %x = add i32 %x, 1\n  ret void\n}\n", NULL,
   "t.ll:4:3: error: instruction uses itself in @f, block %u: `%x = add i32 %x, 1`",
   "define void @f(i1 %c) {\ne:\n  br label %l\nl:\n  %p = phi i32 [ 0, %e ], [ %p, %l ]\n  br i1 %c, label %l, label %x\n"
   "x:\n  ret void\n}\n"},
  {"self use, reachable", TWO, m_self, "t.ll:3:3: error: instruction uses itself in @f, block %0: `%y = add i32 %x, %y`", NULL},
  {"void value", WITHCALL, m_void_use, "t.ll:3:3: error: use of a void value in @f, block %0: `%x = add i32 %a, %<badref>`", NULL},
  {"detached instruction", TWO, m_detached, "t.ll:3:3: error: use of a detached instruction in @f, block %0: `%y = add ...`", NULL},
  {"removed instruction", TWO, m_removed, "t.ll:3:3: error: use of a removed instruction in @f, block %0: `%y = add ...`", NULL},
  {"argument range", TWO, m_arg_range, "t.ll:3:3: error: argument index out of range in @f, block %0: `%y = add ...`", NULL},
  {"instruction range", TWO, m_inst_range, "t.ll:3:3: error: operand out of range in @f, block %0: `%y = add ...`", NULL},
  {"constant range", TWO, m_const_range, "t.ll:3:3: error: invalid constant in @f, block %0: `%y = add ...`", NULL},
  {"invalid constant", TWO, m_bad_const, "t.ll:3:3: error: invalid constant in @f, block %0: `%y = add ...`", NULL},
  {"block as value", TWO, m_block_value, "t.ll:3:3: error: block used as a value in @f, block %0: `%y = add ...`", NULL},
  {"missing operand", TWO, m_missing, "t.ll:3:3: error: missing operand in @f, block %0: `%y = add ...`", NULL},
  {"operand count", TWO, m_nops, "t.ll:3:3: error: wrong number of operands in @f, block %0: `%y = add ...`", NULL},
  {"use list", TWO, m_uselist, "t.ll:2:3: error: use list out of sync in @f, block %0: `%x = add i32 %a, 1`", NULL},
  {"argument use list", TWO, m_arg_uselist, "t.ll:1:1: error: use list out of sync (argument 0) in @f", NULL},
  {"block use list", PHI2, m_block_uselist, "t.ll:4:1: error: use list out of sync in @f, block %a", NULL},
  {"block operand", PHI2, m_want_block, "t.ll:3:3: error: expected a block operand in @f, block %e: `br ...`", NULL},
  {"removed block", PHI2, m_dead_block, "t.ll:3:3: error: branch to a removed block in @f, block %e: `br ...`", NULL},
};

static void test_ssa_rules(void) { RUN(ssa_cases); }

/* ------------------------------------------------------------------ */
/* Arithmetic, compares, select, casts, flags                           */

#define ARITH                                                                                       \
  "define void @f(i32 %a, i64 %b, float %x, i1 %c, <4 x i32> %v, <2 x i1> %c2, ptr %p) {\n"         \
  "  %i = add i32 %a, %a\n  %d = fadd float %x, %x\n  %e = icmp eq i32 %a, 7\n"                    \
  "  %o = fcmp olt float %x, %x\n  %s = select i1 %c, i32 %a, i32 1\n  %n = fneg float %x\n"        \
  "  %z = freeze i32 %a\n  %t = trunc i64 %b to i32\n  %k = zext i32 %a to i64\n"                  \
  "  %q = bitcast i32 %a to float\n  %r = addrspacecast ptr %p to ptr addrspace(1)\n"               \
  "  %u = sitofp <4 x i32> %v to <4 x float>\n  %w = ptrtoint ptr %p to i64\n"                      \
  "  %h = fptrunc float %x to half\n  %pp = bitcast ptr %p to ptr\n"                                  \
  "  call void @g()\n  ret void\n}\ndeclare void @g()\n"

#define LOC(line, name, text) "t.ll:" #line ":3: error: " name " in @f, block %0: `" text "`"

static void m_bin_type(IrModule *m) { SET(m, I(m, "i"), 1, CI(m, IR_I64, 1)); }
static void m_int_op(IrModule *m) { IN(m, I(m, "d"))->op = IR_ADD; }
static void m_fp_op(IrModule *m) { IN(m, I(m, "i"))->op = IR_FADD; }
static void m_and_nuw(IrModule *m) {
  IN(m, I(m, "i"))->op = IR_AND;
  IN(m, I(m, "i"))->flags = IR_F_NUW;
}
static void m_exact(IrModule *m) { IN(m, I(m, "i"))->flags = IR_F_EXACT; }
static void m_fmf_select(IrModule *m) { IN(m, I(m, "s"))->flags = IR_F_NNAN; }
static void m_fmf_add(IrModule *m) { IN(m, I(m, "i"))->flags = IR_F_FAST; }
static void m_inbounds_add(IrModule *m) { IN(m, I(m, "i"))->flags = IR_F_INBOUNDS; }
static void m_icmp_fp(IrModule *m) {
  IN(m, I(m, "o"))->op = IR_ICMP;
  IN(m, I(m, "o"))->pred = IR_ICMP_EQ;
}
static void m_icmp_pred(IrModule *m) { IN(m, I(m, "e"))->pred = IR_FCMP_OLT; }
static void m_fcmp_int(IrModule *m) {
  IN(m, I(m, "e"))->op = IR_FCMP;
  IN(m, I(m, "e"))->pred = IR_FCMP_OEQ;
}
static void m_fcmp_pred(IrModule *m) { IN(m, I(m, "o"))->pred = IR_ICMP_SLT; }
static void m_cmp_types(IrModule *m) { SET(m, I(m, "e"), 1, CI(m, IR_I64, 7)); }
static void m_cmp_result(IrModule *m) { IN(m, I(m, "e"))->type = IR_I32; }
static void m_sel_cond(IrModule *m) { SET(m, I(m, "s"), 0, ARG(m, "a")); }
static void m_sel_lanes(IrModule *m) { SET(m, I(m, "s"), 0, ARG(m, "c2")); }
static void m_sel_arm(IrModule *m) { SET(m, I(m, "s"), 2, CI(m, IR_I64, 1)); }
static void m_fneg_type(IrModule *m) { IN(m, I(m, "n"))->type = IR_DOUBLE; }
static void m_freeze_type(IrModule *m) { SET(m, I(m, "z"), 0, ARG(m, "b")); }
static void m_trunc(IrModule *m) { IN(m, I(m, "t"))->type = IR_I128; }
static void m_zext(IrModule *m) { IN(m, I(m, "k"))->type = IR_I16; }
static void m_bitcast(IrModule *m) { IN(m, I(m, "q"))->type = IR_DOUBLE; }
static void m_bitcast_as(IrModule *m) { IN(m, I(m, "pp"))->type = IR_PTR3; }
static void m_ascast(IrModule *m) { IN(m, I(m, "r"))->type = IR_PTR; }
static void m_sitofp(IrModule *m) { IN(m, I(m, "u"))->type = ir_type_vec(m, 2, IR_FLOAT); }
static void m_ptrtoint(IrModule *m) { SET(m, I(m, "w"), 0, ARG(m, "b")); }
static void m_fptrunc(IrModule *m) { IN(m, I(m, "h"))->type = IR_DOUBLE; }
static void m_tail(IrModule *m) { IN(m, NTH(m, 15))->flags = IR_F_TAIL | IR_F_MUSTTAIL; }
static void m_result_label(IrModule *m) { IN(m, I(m, "i"))->type = IR_LABEL; }

static const Case arith_cases[] = {
  {"binary types", ARITH, m_bin_type, LOC(2, "binary operand type mismatch", "%i = add i32 %a, 1"), NULL},
  {"integer op on FP", ARITH, m_int_op, LOC(3, "integer operation on a non-integer type", "%d = add float %x, %x"), NULL},
  {"FP op on integer", ARITH, m_fp_op, LOC(2, "floating-point operation on a non-FP type", "%i = fadd i32 %a, %a"), NULL},
  {"nuw on and", ARITH, m_and_nuw, LOC(2, "nuw/nsw not allowed", "%i = and i32 %a, %a"), NULL},
  {"exact on add", ARITH, m_exact, LOC(2, "exact not allowed", "%i = add i32 %a, %a"), NULL},
  {"fmf on integer select", ARITH, m_fmf_select, LOC(6, "fast-math flags not allowed", "%s = select i1 %c, i32 %a, i32 1"), NULL},
  {"fmf on add", ARITH, m_fmf_add, LOC(2, "fast-math flags not allowed", "%i = add i32 %a, %a"), NULL},
  {"inbounds on add", ARITH, m_inbounds_add, LOC(2, "flag not allowed", "%i = add i32 %a, %a"), NULL},
  {"icmp on FP", ARITH, m_icmp_fp, LOC(5, "icmp on a non-integer, non-pointer type", "%o = icmp eq float %x, %x"), NULL},
  {"icmp predicate", ARITH, m_icmp_pred, LOC(4, "invalid icmp predicate", "%e = icmp olt i32 %a, 7"), NULL},
  {"fcmp on integer", ARITH, m_fcmp_int, LOC(4, "fcmp on a non-FP type", "%e = fcmp oeq i32 %a, 7"), NULL},
  {"fcmp predicate", ARITH, m_fcmp_pred, LOC(5, "invalid fcmp predicate", "%o = fcmp slt float %x, %x"), NULL},
  {"compare operand types", ARITH, m_cmp_types, LOC(4, "compare operand types differ", "%e = icmp eq i32 %a, 7"), NULL},
  {"compare result", ARITH, m_cmp_result, LOC(4, "compare result type mismatch", "%e = icmp eq i32 %a, 7"), NULL},
  {"select condition", ARITH, m_sel_cond, LOC(6, "invalid select condition", "%s = select i32 %a, i32 %a, i32 1"), NULL},
  {"select condition lanes", ARITH, m_sel_lanes, LOC(6, "invalid select condition", "%s = select <2 x i1> %c2, i32 %a, i32 1"),
   NULL},
  {"select arms", ARITH, m_sel_arm, LOC(6, "select arm type mismatch", "%s = select i1 %c, i32 %a, i64 1"), NULL},
  {"fneg type", ARITH, m_fneg_type, LOC(7, "operand type mismatch", "%n = fneg float %x"), NULL},
  {"freeze type", ARITH, m_freeze_type, LOC(8, "operand type mismatch", "%z = freeze i64 %b"), NULL},
  {"trunc", ARITH, m_trunc, LOC(9, "invalid trunc", "%t = trunc i64 %b to i128"), NULL},
  {"zext", ARITH, m_zext, LOC(10, "invalid zext", "%k = zext i32 %a to i16"), NULL},
  {"bitcast size", ARITH, m_bitcast, LOC(11, "invalid bitcast", "%q = bitcast i32 %a to double"), NULL},
  {"bitcast address space", ARITH, m_bitcast_as, LOC(16, "invalid bitcast", "%pp = bitcast ptr %p to ptr addrspace(3)"), NULL},
  {"addrspacecast", ARITH, m_ascast, LOC(12, "invalid addrspacecast", "%r = addrspacecast ptr %p to ptr"), NULL},
  {"cast lanes", ARITH, m_sitofp, LOC(13, "invalid sitofp", "%u = sitofp <4 x i32> %v to <2 x float>"), NULL},
  {"ptrtoint", ARITH, m_ptrtoint, LOC(14, "invalid ptrtoint", "%w = ptrtoint i64 %b to i64"), NULL},
  {"fptrunc", ARITH, m_fptrunc, LOC(15, "invalid fptrunc", "%h = fptrunc float %x to double"), NULL},
  {"tail markers", ARITH, m_tail, LOC(17, "conflicting tail call markers", "musttail call void @g()"), NULL},
  {"result type", ARITH, m_result_label, LOC(2, "invalid result type", "%i = add i32 %a, %a"), NULL},
};

static void test_arith_rules(void) { RUN(arith_cases); }

/* ------------------------------------------------------------------ */
/* Memory: load, store, alloca, gep, atomics, fence                     */

#define MEM                                                                                          \
  "%st = type { i32, float }\n"                                                                      \
  "define void @f(ptr %p, i64 %b, i32 %a, ptr addrspace(4) %q, <2 x ptr> %vp, float %x) {\n"         \
  "  %l = load i32, ptr %p, align 4\n  store i32 %a, ptr %p, align 4\n"                             \
  "  %la = load atomic i32, ptr %p seq_cst, align 4\n  store atomic i32 %a, ptr %p release, align 4\n" \
  "  %al = alloca i32, i32 4, align 4\n  %g = getelementptr inbounds %st, ptr %p, i64 1, i32 1\n"   \
  "  %ga = getelementptr [4 x i32], ptr %p, i64 0, i64 %b\n"                                         \
  "  %gv = getelementptr i32, <2 x ptr> %vp, <2 x i64> zeroinitializer\n"                            \
  "  %rmw = atomicrmw add ptr %p, i32 1 seq_cst, align 4\n"                                          \
  "  %cx = cmpxchg ptr %p, i32 0, i32 1 acq_rel acquire, align 4\n"                                 \
  "  fence syncscope(\"block\") acquire\n  %lq = load i32, ptr addrspace(4) %q, align 4\n"           \
  "  call void @g()\n  ret void\n}\ndeclare void @g()\n"

#define MLOC(line, name, text) "t.ll:" #line ":3: error: " name " in @f, block %0: `" text "`"

static void m_load_addr(IrModule *m) { SET(m, I(m, "l"), 0, ARG(m, "b")); }
static void m_store_void(IrModule *m) { SET(m, NTH(m, 1), 0, ir_inst_ref(NTH(m, 12))); }
static void m_load_align(IrModule *m) { IN(m, I(m, "l"))->align = 6; }
static void m_atomic_noalign(IrModule *m) { IN(m, I(m, "la"))->align = 0; }
static void m_load_release(IrModule *m) { IN(m, I(m, "la"))->order = IR_ORD_RELEASE; }
static void m_store_acquire(IrModule *m) { IN(m, NTH(m, 3))->order = IR_ORD_ACQUIRE; }
static void m_atomic_noorder(IrModule *m) { IN(m, I(m, "la"))->order = IR_ORD_NONE; }
static void m_plain_order(IrModule *m) { IN(m, I(m, "l"))->order = IR_ORD_SEQCST; }
static void m_store_const(IrModule *m) { SET(m, NTH(m, 1), 1, ARG(m, "q")); }
static void m_rmw_const(IrModule *m) { SET(m, I(m, "rmw"), 0, ARG(m, "q")); }
static void m_alloca_void(IrModule *m) { IN(m, I(m, "al"))->auxty = IR_VOID; }
static void m_alloca_count(IrModule *m) { SET(m, I(m, "al"), 0, ir_const_f32(m, 4.0f)); }
static void m_gep_base(IrModule *m) { SET(m, I(m, "g"), 0, ARG(m, "b")); }
static void m_gep_index(IrModule *m) { SET(m, I(m, "ga"), 2, ARG(m, "x")); }
static void m_gep_struct_var(IrModule *m) { SET(m, I(m, "g"), 2, ARG(m, "a")); }
static void m_gep_struct_range(IrModule *m) { SET(m, I(m, "g"), 2, CI(m, IR_I32, 2)); }
static void m_gep_scalar(IrModule *m) { IN(m, I(m, "ga"))->auxty = IR_I32; }
static void m_gep_unsized(IrModule *m) { IN(m, I(m, "ga"))->auxty = IR_VOID; }
static void m_gep_result(IrModule *m) { IN(m, I(m, "ga"))->type = IR_PTR1; }
static void m_gep_width(IrModule *m) { SET(m, I(m, "gv"), 1, ir_const_zero(m, ir_type_vec(m, 4, IR_I64))); }
static void m_rmw_fadd(IrModule *m) { IN(m, I(m, "rmw"))->aux = IR_RMW_FADD; }
static void m_rmw_op(IrModule *m) { IN(m, I(m, "rmw"))->aux = 99; }
static void m_rmw_order(IrModule *m) { IN(m, I(m, "rmw"))->order = IR_ORD_UNORDERED; }
static void m_rmw_type(IrModule *m) { IN(m, I(m, "rmw"))->type = IR_I64; }
static void m_cx_fp(IrModule *m) {
  SET(m, I(m, "cx"), 1, ir_const_f32(m, 0.0f));
  SET(m, I(m, "cx"), 2, ir_const_f32(m, 1.0f));
}
static void m_cx_types(IrModule *m) { SET(m, I(m, "cx"), 2, CI(m, IR_I64, 1)); }
static void m_cx_result(IrModule *m) {
  IrType fs[2] = {IR_I32, IR_I32};
  IN(m, I(m, "cx"))->type = ir_type_struct(m, 2, fs, false);
}
static void m_cx_success(IrModule *m) { IN(m, I(m, "cx"))->order = IR_ORD_UNORDERED | IR_ORD_MONOTONIC << 4; }
static void m_cx_failure(IrModule *m) { IN(m, I(m, "cx"))->order = IR_ORD_SEQCST | IR_ORD_RELEASE << 4; }
static void m_fence(IrModule *m) { IN(m, NTH(m, 10))->order = IR_ORD_MONOTONIC; }
static void m_store_type(IrModule *m) { IN(m, NTH(m, 1))->type = IR_I32; }
static void m_store_name(IrModule *m) { IN(m, NTH(m, 1))->name = ir_strz(m, "s"); }

static const Case mem_cases[] = {
  {"load address", MEM, m_load_addr, MLOC(3, "address operand is not a pointer", "%l = load i32, i64 %b, align 4"), NULL},
  {"store of void", MEM, m_store_void, MLOC(4, "use of a void value", "store void %<badref>, ptr %p, align 4"), NULL},
  {"alignment", MEM, m_load_align, MLOC(3, "alignment is not a power of two", "%l = load i32, ptr %p, align 6"), NULL},
  {"atomic alignment", MEM, m_atomic_noalign,
   MLOC(5, "atomic access without alignment", "%la = load atomic i32, ptr %p seq_cst, align 4"), NULL},
  {"atomic load ordering", MEM, m_load_release,
   MLOC(5, "invalid ordering for atomic load", "%la = load atomic i32, ptr %p release, align 4"), NULL},
  {"atomic store ordering", MEM, m_store_acquire,
   MLOC(6, "invalid ordering for atomic store", "store atomic i32 %a, ptr %p acquire, align 4"), NULL},
  {"atomic without ordering", MEM, m_atomic_noorder,
   MLOC(5, "atomic access without ordering", "%la = load atomic i32, ptr %p monotonic, align 4"), NULL},
  {"ordering on plain load", MEM, m_plain_order, MLOC(3, "ordering on a non-atomic access", "%l = load i32, ptr %p, align 4"), NULL},
  {"atomic type", "define void @f(ptr %p) {\n  %x = load atomic i1, ptr %p seq_cst, align 1\n  ret void\n}\n", NULL,
   MLOC(2, "invalid type for an atomic access", "%x = load atomic i1, ptr %p seq_cst, align 1"),
   "define void @f(ptr %p) {\n  %x = load atomic i8, ptr %p seq_cst, align 1\n"
   "  %y = load atomic float, ptr %p unordered, align 4\n  %z = load atomic ptr, ptr %p acquire, align 8\n  ret void\n}\n"},
  {"store to constant", "define void @f(ptr addrspace(4) %p) {\n  store i32 0, ptr addrspace(4) %p, align 4\n  ret void\n}\n", NULL,
   MLOC(2, "write to the constant address space", "store i32 0, ptr addrspace(4) %p, align 4"), MEM},
  {"store to constant, via api", MEM, m_store_const,
   MLOC(4, "write to the constant address space", "store i32 %a, ptr addrspace(4) %q, align 4"), NULL},
  {"atomicrmw to constant", MEM, m_rmw_const,
   MLOC(11, "write to the constant address space", "%rmw = atomicrmw add ptr addrspace(4) %q, i32 1 seq_cst, align 4"), NULL},
  {"alloca type", MEM, m_alloca_void, MLOC(7, "alloca of an unsized type", "%al = alloca void, i32 4, align 4"), NULL},
  {"alloca count", MEM, m_alloca_count,
   MLOC(7, "alloca count is not an integer", "%al = alloca i32, float 4.000000e+00, align 4"), NULL},
  {"alloca address space", "define void @f() {\n  %a = alloca i32, align 4, addrspace(1)\n  ret void\n}\n", NULL,
   MLOC(2, "alloca must be in address space 0 or 5", "%a = alloca i32, align 4, addrspace(1)"),
   "define void @f() {\n  %a = alloca i32, align 4, addrspace(5)\n  %b = alloca [4 x i8], align 4\n  ret void\n}\n"},
  {"gep base", MEM, m_gep_base, MLOC(8, "gep base is not a pointer", "%g = getelementptr inbounds %st, i64 %b, i64 1, i32 1"), NULL},
  {"gep index", MEM, m_gep_index, MLOC(9, "gep index is not an integer", "%ga = getelementptr [4 x i32], ptr %p, i64 0, float %x"),
   NULL},
  {"gep struct index", MEM, m_gep_struct_var,
   MLOC(8, "gep struct index is not a constant i32", "%g = getelementptr inbounds %st, ptr %p, i64 1, i32 %a"), NULL},
  {"gep struct range", MEM, m_gep_struct_range,
   MLOC(8, "gep struct index out of range", "%g = getelementptr inbounds %st, ptr %p, i64 1, i32 2"), NULL},
  {"gep non-aggregate", MEM, m_gep_scalar,
   MLOC(9, "gep indexes into a non-aggregate", "%ga = getelementptr i32, ptr %p, i64 0, i64 %b"), NULL},
  {"gep unsized", MEM, m_gep_unsized, MLOC(9, "gep source type is not sized", "%ga = getelementptr void, ptr %p, i64 0, i64 %b"),
   NULL},
  {"gep result", MEM, m_gep_result, MLOC(9, "gep result type mismatch", "%ga = getelementptr [4 x i32], ptr %p, i64 0, i64 %b"),
   NULL},
  {"gep vector width", MEM, m_gep_width,
   MLOC(10, "gep vector width mismatch", "%gv = getelementptr i32, <2 x ptr> %vp, <4 x i64> zeroinitializer"), NULL},
  {"atomicrmw operation type", MEM, m_rmw_fadd,
   MLOC(11, "atomicrmw fadd on an invalid type", "%rmw = atomicrmw fadd ptr %p, i32 1 seq_cst, align 4"), NULL},
  {"atomicrmw operation", MEM, m_rmw_op,
   MLOC(11, "invalid atomicrmw operation", "%rmw = atomicrmw <badrmw> ptr %p, i32 1 seq_cst, align 4"), NULL},
  {"atomicrmw ordering", MEM, m_rmw_order,
   MLOC(11, "invalid atomicrmw ordering", "%rmw = atomicrmw add ptr %p, i32 1 unordered, align 4"), NULL},
  {"atomicrmw type", MEM, m_rmw_type,
   MLOC(11, "atomicrmw value type mismatch", "%rmw = atomicrmw add ptr %p, i32 1 seq_cst, align 4"), NULL},
  {"cmpxchg type", MEM, m_cx_fp,
   MLOC(12, "cmpxchg operand must be an integer or pointer",
        "%cx = cmpxchg ptr %p, float 0.000000e+00, float 1.000000e+00 acq_rel acquire, align 4"), NULL},
  {"cmpxchg operand types", MEM, m_cx_types,
   MLOC(12, "cmpxchg operand type mismatch", "%cx = cmpxchg ptr %p, i32 0, i64 1 acq_rel acquire, align 4"), NULL},
  {"cmpxchg result", MEM, m_cx_result,
   MLOC(12, "cmpxchg result type must be { T, i1 }", "%cx = cmpxchg ptr %p, i32 0, i32 1 acq_rel acquire, align 4"), NULL},
  {"cmpxchg success ordering", MEM, m_cx_success,
   MLOC(12, "invalid cmpxchg success ordering", "%cx = cmpxchg ptr %p, i32 0, i32 1 unordered monotonic, align 4"), NULL},
  {"cmpxchg failure ordering", MEM, m_cx_failure,
   MLOC(12, "invalid cmpxchg failure ordering", "%cx = cmpxchg ptr %p, i32 0, i32 1 seq_cst release, align 4"), NULL},
  {"cmpxchg failure stronger",
   "define void @f(ptr %p) {\n  %x = cmpxchg ptr %p, i32 0, i32 1 monotonic acquire, align 4\n  ret void\n}\n", NULL,
   MLOC(2, "cmpxchg failure ordering stronger than success", "%x = cmpxchg ptr %p, i32 0, i32 1 monotonic acquire, align 4"),
   "define void @f(ptr %p) {\n  %x = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst, align 4\n"
   "  %y = cmpxchg weak volatile ptr %p, ptr null, ptr %p release monotonic, align 8\n  ret void\n}\n"},
  {"fence ordering", MEM, m_fence, MLOC(13, "invalid fence ordering", "fence syncscope(\"block\") monotonic"), NULL},
  {"store result", MEM, m_store_type, MLOC(4, "result type must be void", "%1 = store i32 %a, ptr %p, align 4"), NULL},
  {"store name", MEM, m_store_name, MLOC(4, "void instruction has a name", "store i32 %a, ptr %p, align 4"), NULL},
};

static void test_mem_rules(void) { RUN(mem_cases); }

/* ------------------------------------------------------------------ */
/* Vectors and aggregates                                               */

#define VEC                                                                                           \
  "define void @f(<4 x i32> %v, <2 x i32> %w, i32 %a, float %x, { i32, [2 x float] } %s) {\n"         \
  "  %e = extractelement <4 x i32> %v, i32 1\n  %i = insertelement <4 x i32> %v, i32 %a, i64 0\n"     \
  "  %h = shufflevector <4 x i32> %v, <4 x i32> %v, <2 x i32> <i32 7, i32 poison>\n"                 \
  "  %x1 = extractvalue { i32, [2 x float] } %s, 1, 0\n"                                              \
  "  %x2 = insertvalue { i32, [2 x float] } %s, float %x, 1, 1\n  ret void\n}\n"

static void m_ee_vec(IrModule *m) { SET(m, I(m, "e"), 0, ARG(m, "a")); }
static void m_ee_index(IrModule *m) { SET(m, I(m, "e"), 1, ARG(m, "x")); }
static void m_ee_result(IrModule *m) { IN(m, I(m, "e"))->type = IR_I64; }
static void m_ie_elem(IrModule *m) { SET(m, I(m, "i"), 1, ARG(m, "x")); }
static void m_ie_result(IrModule *m) { IN(m, I(m, "i"))->type = ir_type_vec(m, 2, IR_I32); }
static void m_sh_ops(IrModule *m) { SET(m, I(m, "h"), 1, ARG(m, "w")); }
static void m_sh_mask(IrModule *m) {
  IrRef l[2] = {CI(m, IR_I32, 8), CI(m, IR_I32, 0)};
  SET(m, I(m, "h"), 2, ir_const_agg(m, IR_CVEC, ir_type_vec(m, 2, IR_I32), 2, l));
}
static void m_sh_mask_var(IrModule *m) { SET(m, I(m, "h"), 2, ARG(m, "w")); }
static void m_sh_result(IrModule *m) { IN(m, I(m, "h"))->type = ir_type_vec(m, 4, IR_I32); }
static void m_ev_agg(IrModule *m) { SET(m, I(m, "x1"), 0, ARG(m, "a")); }
static void m_ev_range(IrModule *m) { SET(m, I(m, "x1"), 2, CI(m, IR_I32, 2)); }
static void m_ev_const(IrModule *m) { SET(m, I(m, "x1"), 1, CI(m, IR_I64, 1)); }
static void m_ev_result(IrModule *m) { IN(m, I(m, "x1"))->type = IR_DOUBLE; }
static void m_iv_value(IrModule *m) { SET(m, I(m, "x2"), 1, ARG(m, "a")); }

#define VLOC(line, name, text) "t.ll:" #line ":3: error: " name " in @f, block %0: `" text "`"

static const Case vec_cases[] = {
  {"extractelement vector", VEC, m_ee_vec, VLOC(2, "vector operand is not a vector", "%e = extractelement i32 %a, i32 1"), NULL},
  {"extractelement index", VEC, m_ee_index,
   VLOC(2, "vector index is not an integer", "%e = extractelement <4 x i32> %v, float %x"), NULL},
  {"extractelement result", VEC, m_ee_result,
   VLOC(2, "extractelement result type mismatch", "%e = extractelement <4 x i32> %v, i32 1"), NULL},
  {"insertelement element", VEC, m_ie_elem,
   VLOC(3, "insertelement operand type mismatch", "%i = insertelement <4 x i32> %v, float %x, i64 0"), NULL},
  {"insertelement result", VEC, m_ie_result,
   VLOC(3, "insertelement result type mismatch", "%i = insertelement <4 x i32> %v, i32 %a, i64 0"), NULL},
  {"shufflevector operands", VEC, m_sh_ops,
   VLOC(4, "shufflevector operands must be vectors of the same type",
        "%h = shufflevector <4 x i32> %v, <2 x i32> %w, <2 x i32> <i32 7, i32 poison>"), NULL},
  {"shufflevector mask range", VEC, m_sh_mask,
   VLOC(4, "invalid shufflevector mask", "%h = shufflevector <4 x i32> %v, <4 x i32> %v, <2 x i32> <i32 8, i32 0>"), NULL},
  {"shufflevector mask constant", VEC, m_sh_mask_var,
   VLOC(4, "invalid shufflevector mask", "%h = shufflevector <4 x i32> %v, <4 x i32> %v, <2 x i32> poison"), NULL},
  {"shufflevector result", VEC, m_sh_result,
   VLOC(4, "shufflevector result type mismatch", "%h = shufflevector <4 x i32> %v, <4 x i32> %v, <2 x i32> <i32 7, i32 poison>"),
   NULL},
  {"extractvalue aggregate", VEC, m_ev_agg, VLOC(5, "extractvalue operand is not an aggregate", "%x1 = extractvalue i32 %a, 1, 0"),
   NULL},
  {"extractvalue index", VEC, m_ev_range,
   VLOC(5, "invalid aggregate index", "%x1 = extractvalue { i32, [2 x float] } %s, 1, 2"), NULL},
  {"extractvalue index constant", VEC, m_ev_const,
   VLOC(5, "aggregate index is not a constant i32", "%x1 = extractvalue { i32, [2 x float] } %s, 1, 0"), NULL},
  {"extractvalue result", VEC, m_ev_result,
   VLOC(5, "extractvalue result type mismatch", "%x1 = extractvalue { i32, [2 x float] } %s, 1, 0"), NULL},
  {"insertvalue value", VEC, m_iv_value,
   VLOC(6, "insertvalue operand type mismatch", "%x2 = insertvalue { i32, [2 x float] } %s, i32 %a, 1, 1"), NULL},
};

static void test_vec_rules(void) { RUN(vec_cases); }

/* ------------------------------------------------------------------ */
/* Control flow and returns                                             */

#define CTRL                                                                                         \
  "define i32 @f(i1 %c, i32 %a, float %x) {\ne:\n  br i1 %c, label %s, label %r\n"                  \
  "s:\n  switch i32 %a, label %r [\n    i32 1, label %r\n    i32 2, label %e2\n  ]\n"               \
  "e2:\n  br label %r\nr:\n  ret i32 %a\n}\n"

static void m_cbr_cond(IrModule *m) { SET(m, TERM(m, NULL), 0, ARG(m, "a")); }
static void m_sw_cond(IrModule *m) { SET(m, TERM(m, "s"), 0, ARG(m, "x")); }
static void m_sw_case(IrModule *m) { SET(m, TERM(m, "s"), 2, CI(m, IR_I64, 1)); }
static void m_sw_dup(IrModule *m) { SET(m, TERM(m, "s"), 4, CI(m, IR_I32, 1)); }
static void m_sw_casevar(IrModule *m) { SET(m, TERM(m, "s"), 2, ARG(m, "a")); }
static void m_ret_none(IrModule *m) { ir_del_opnds(F(m), TERM(m, "r"), 0, 1); }
static void m_ret_type(IrModule *m) { SET(m, TERM(m, "r"), 0, CI(m, IR_I64, 0)); }
static void m_ret_void(IrModule *m) {
  IrRef z = CI(m, IR_I32, 0);
  ir_add_opnds(F(m), TERM(m, NULL), 1, &z);
}

static const Case ctrl_cases[] = {
  {"branch condition", CTRL, m_cbr_cond,
   "t.ll:3:3: error: branch condition must be i1 in @f, block %e: `br i32 %a, label %s, label %r`", NULL},
  {"switch condition", CTRL, m_sw_cond,
   "t.ll:5:3: error: switch condition must be an integer in @f, block %s: "
   "`switch float %x, label %r [ i32 1, label %r i32 2, label %e2 ]`", NULL},
  {"switch case type", CTRL, m_sw_case,
   "t.ll:5:3: error: switch case is not a constant of the condition type in @f, block %s: "
   "`switch i32 %a, label %r [ i64 1, label %r i32 2, label %e2 ]`", NULL},
  {"switch case constant", CTRL, m_sw_casevar,
   "t.ll:5:3: error: switch case is not a constant of the condition type in @f, block %s: "
   "`switch i32 %a, label %r [ i32 %a, label %r i32 2, label %e2 ]`", NULL},
  {"switch duplicate", CTRL, m_sw_dup,
   "t.ll:5:3: error: duplicate switch case in @f, block %s: `switch i32 %a, label %r [ i32 1, label %r i32 1, label %e2 ]`", NULL},
  {"ret without value", CTRL, m_ret_none, "t.ll:12:3: error: ret without a value in a non-void function in @f, block %r: `ret void`",
   NULL},
  {"ret type", CTRL, m_ret_type, "t.ll:12:3: error: return type mismatch in @f, block %r: `ret i64 0`", NULL},
  {"ret with value", SIMPLE, m_ret_void, "t.ll:3:3: error: ret with a value in a void function in @f, block %0: `ret i32 0`", NULL},
};

static void test_ctrl_rules(void) { RUN(ctrl_cases); }

/* ------------------------------------------------------------------ */
/* Calls and known callees                                              */

#define CALLS                                                                                         \
  "@gv = global i32 0\n"                                                                              \
  "define void @f(i32 %a, i32 %b, float %x, ptr %p, i64 %n) {\n"                                      \
  "  %r = call i32 @h(i32 %a)\n  %v = call i32 (i32, ...) @vh(i32 %a, float %x, ptr %p)\n"           \
  "  %f = call fast float @llvm.fabs.f32(float %x)\n"                                                 \
  "  %i = call i1 @ori.isetp.s32(i32 %a, i32 %b, i32 7)\n"                                            \
  "  %j = call i1 @ori.fsetp.f32(float %x, float %x, i32 15)\n"                                       \
  "  %k = call i32 @ori.lop3.b32(i32 %a, i32 %b, i32 %a, i32 255)\n"                                  \
  "  %z = call i32 @llvm.ctlz.i32(i32 %a, i1 false)\n"                                                \
  "  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 %n, i1 false)\n"                            \
  "  call void @llvm.nvvm.barrier.sync(i32 0)\n  call void @llvm.lifetime.start.p0(i64 4, ptr %p)\n" \
  "  call void @llvm.assume(i1 true) [ \"nonnull\"(ptr %p) ]\n"                                        \
  "  ret void\n}\n"                                                                                   \
  "declare i32 @h(i32)\ndeclare i32 @vh(i32, ...)\ndeclare float @llvm.fabs.f32(float)\n"             \
  "declare i1 @ori.isetp.s32(i32, i32, i32)\ndeclare i1 @ori.fsetp.f32(float, float, i32)\n"          \
  "declare i32 @ori.lop3.b32(i32, i32, i32, i32)\ndeclare i32 @llvm.ctlz.i32(i32, i1)\n"               \
  "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\ndeclare void @llvm.nvvm.barrier.sync(i32)\n" \
  "declare void @llvm.lifetime.start.p0(i64, ptr)\ndeclare void @llvm.assume(i1)\n"

static void m_callee(IrModule *m) { SET(m, I(m, "r"), 0, ARG(m, "n")); }
static void m_icall_intrin(IrModule *m) { SET(m, I(m, "f"), 0, ARG(m, "p")); }
static void m_nargs(IrModule *m) { ir_del_opnds(F(m), I(m, "r"), 1, 1); }
static void m_vnargs(IrModule *m) { ir_del_opnds(F(m), I(m, "v"), 1, 3); }
static void m_argtype(IrModule *m) { SET(m, I(m, "r"), 1, ARG(m, "n")); }
static void m_call_result(IrModule *m) { IN(m, I(m, "r"))->type = IR_I64; }
static void m_call_intrin(IrModule *m) { IN(m, I(m, "f"))->aux = IR_IN_LLVM_SQRT; }
static void m_fmf_call(IrModule *m) { IN(m, I(m, "r"))->flags = IR_F_NNAN; }
static void m_isetp(IrModule *m) { SET(m, I(m, "i"), 3, CI(m, IR_I32, 8)); }
static void m_isetp_var(IrModule *m) { SET(m, I(m, "i"), 3, ARG(m, "a")); }
static void m_fsetp(IrModule *m) { SET(m, I(m, "j"), 3, CI(m, IR_I32, 16)); }
static void m_lop3(IrModule *m) { SET(m, I(m, "k"), 4, CI(m, IR_I32, 256)); }
static void m_ctlz(IrModule *m) { SET(m, I(m, "z"), 2, ir_inst_ref(I(m, "i"))); }
static void m_memcpy(IrModule *m) { SET(m, NTH(m, 7), 4, ir_inst_ref(I(m, "i"))); }
static void m_barrier(IrModule *m) { SET(m, NTH(m, 8), 1, ARG(m, "a")); }
static void m_lifetime(IrModule *m) { SET(m, NTH(m, 9), 1, ARG(m, "n")); }
static void m_bundle_type(IrModule *m) { SET(m, NTH(m, 10), 2, ARG(m, "a")); }
static void m_bundle_other(IrModule *m) {
  uint32_t rec[2] = {IR_BUNDLE_NONNULL, 1};
  IrRef p = ARG(m, "p");
  ir_add_opnds(F(m), I(m, "r"), 1, &p);
  IN(m, I(m, "r"))->bundles = ir_bundles_make(m, 1, rec);
}

#define CLOC(line, name, text) "t.ll:" #line ":3: error: " name " in @f, block %0: `" text "`"

static const Case call_cases[] = {
  {"callee", CALLS, m_callee, CLOC(3, "indirect callee is not a ptr", "%r = call i32 %n(i32 %a)"), NULL},
  {"indirect call with an intrinsic id", CALLS, m_icall_intrin,
   CLOC(5, "call intrinsic id mismatch", "%f = call fast float %p(float %x)"), NULL},
  {"argument count", CALLS, m_nargs, CLOC(3, "wrong number of call arguments", "%r = call i32 @h()"), NULL},
  {"vararg argument count", CALLS, m_vnargs, CLOC(4, "wrong number of call arguments", "%v = call i32 (i32, ...) @vh()"), NULL},
  {"argument type", CALLS, m_argtype, CLOC(3, "call argument type mismatch", "%r = call i32 @h(i64 %n)"), NULL},
  {"call result", CALLS, m_call_result, CLOC(3, "call result type mismatch", "%r = call i32 @h(i32 %a)"), NULL},
  {"intrinsic id", CALLS, m_call_intrin, CLOC(5, "call intrinsic id mismatch", "%f = call fast float @llvm.fabs.f32(float %x)"),
   NULL},
  {"fmf on integer call", CALLS, m_fmf_call, CLOC(3, "fast-math flags not allowed", "%r = call i32 @h(i32 %a)"), NULL},
  {"isetp code", CALLS, m_isetp, CLOC(6, "invalid compare code", "%i = call i1 @ori.isetp.s32(i32 %a, i32 %b, i32 8)"), NULL},
  {"isetp code variable", CALLS, m_isetp_var,
   CLOC(6, "invalid compare code", "%i = call i1 @ori.isetp.s32(i32 %a, i32 %b, i32 %a)"), NULL},
  {"fsetp code", CALLS, m_fsetp, CLOC(7, "invalid compare code", "%j = call i1 @ori.fsetp.f32(float %x, float %x, i32 16)"), NULL},
  {"lop3 lut", CALLS, m_lop3,
   CLOC(8, "lop3 lut must be a constant 0..255", "%k = call i32 @ori.lop3.b32(i32 %a, i32 %b, i32 %a, i32 256)"), NULL},
  {"ctlz flag", CALLS, m_ctlz, CLOC(9, "immarg operand is not a constant", "%z = call i32 @llvm.ctlz.i32(i32 %a, i1 %i)"), NULL},
  {"memcpy volatile", CALLS, m_memcpy,
   CLOC(10, "immarg operand is not a constant", "call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 %n, i1 %i)"), NULL},
  {"barrier.sync id", CALLS, m_barrier,
   CLOC(11, "immarg operand is not a constant", "call void @llvm.nvvm.barrier.sync(i32 %a)"), NULL},
  {"lifetime size", CALLS, m_lifetime,
   CLOC(12, "immarg operand is not a constant", "call void @llvm.lifetime.start.p0(i64 %n, ptr %p)"), NULL},
  {"bundle operand", CALLS, m_bundle_type,
   CLOC(13, "wrong operands of an operand bundle", "call void @llvm.assume(i1 true) [ \"nonnull\"(i32 %a) ]"), NULL},
  {"bundle on a call", CALLS, m_bundle_other,
   CLOC(3, "operand bundles on a call other than llvm.assume", "%r = call i32 @h(i32 %a) [ \"nonnull\"(ptr %p) ]"), NULL},
};

static void test_call_rules(void) { RUN(call_cases); }

/* ------------------------------------------------------------------ */
/* Robustness                                                           */

static void test_valid_modules(void) {
  /* empty module, declarations only, unreachable cycles, self-loops */
  CHECK(verify_ok("empty", ""));
  CHECK(verify_ok("declarations", "declare void @g()\n@e = external global i32\n"));
  CHECK(verify_ok("unreachable",
                  "define void @f() {\n  ret void\na:\n  br label %b\nb:\n  br label %a\nc:\n  br label %c\n"
                  "d:\n  %p = phi i32 [ %q, %d ], [ 0, %e ]\n  %q = add i32 %p, 1\n  br label %d\ne:\n  br label %d\n}\n"));
  CHECK(verify_ok("self loop", "define void @f(i1 %c) {\ne:\n  br label %l\nl:\n  br i1 %c, label %l, label %x\nx:\n  ret void\n}\n"));
  CHECK(verify_ok("vector and pointer ops",
                  "define <2 x i1> @f(<2 x ptr> %a, <2 x i32> %b, ptr addrspace(3) %s) {\n"
                  "  %c = icmp eq <2 x ptr> %a, %a\n  %d = select <2 x i1> %c, <2 x i32> %b, <2 x i32> %b\n"
                  "  %e = bitcast <2 x i32> %d to i64\n  %g = addrspacecast ptr addrspace(3) %s to ptr\n"
                  "  %h = ptrtoint ptr addrspace(3) %s to i32\n  %i = atomicrmw xchg ptr %g, ptr null monotonic, align 8\n"
                  "  %j = atomicrmw fadd ptr addrspace(3) %s, float 1.0 seq_cst, align 4\n"
                  "  %k = shufflevector <2 x i32> %b, <2 x i32> poison, <4 x i32> zeroinitializer\n"
                  "  ret <2 x i1> %c\n}\n"));
}

static void test_huge_switch(void) {
  /* 20000 cases: linear-ish; a duplicate at the very end is found */
  size_t n = 20000, cap = n * 40 + 256, at = 0;
  char *src = malloc(cap);
  at += (size_t)snprintf(src + at, cap - at, "define void @f(i32 %%a) {\ne:\n  switch i32 %%a, label %%x [\n");
  for (size_t k = 0; k < n; k++) at += (size_t)snprintf(src + at, cap - at, "    i32 %zu, label %%x\n", k);
  snprintf(src + at, cap - at, "  ]\nx:\n  ret void\n}\n");
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, src);
  CHECK(m != NULL);
  if (m) {
    CHECK_EQ_INT(ir_verify_module(m), IR_OK);
    IrId sw = TERM(m, "e");
    SET(m, sw, 2 + 2 * (uint32_t)(n - 1), CI(m, IR_I32, 0));
    CHECK_EQ_INT(ir_verify_module(m), IR_EUSER);
    CHECK(strstr(ir_ctx_error(c), "duplicate switch case in @f, block %e: `switch i32 %a") != NULL);
    ir_module_free(m);
  }
  ir_ctx_free(c);
  free(src);
}

static void test_verify_func(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, SIMPLE "define void @h() {\n  unreachable\n}\n");
  CHECK_EQ_INT(ir_verify_func(m, F(m)), IR_OK);
  m_no_term(m);
  CHECK_EQ_INT(ir_verify_func(m, fn(m, "h")), IR_OK); /* only the function asked for */
  CHECK_EQ_INT(ir_verify_func(m, F(m)), IR_EUSER);
  CHECK_STR(ir_ctx_error(c), "t.ll:2:3: error: block does not end with a terminator in @f, block %0: `%x = add i32 %a, 1`");
  ir_module_free(m);
  ir_ctx_free(c);
}

static void test_numbered_labels(void) {
  /* unnamed values are numbered like the printer does: args, blocks, results */
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, "define i32 @f(i32, i1 %c) {\n  %2 = add i32 %0, 1\n  br label %3\n3:\n  %4 = add i32 %2, %5\n"
                         "  %5 = add i32 %4, 1\n  ret i32 %5\n}\n");
  CHECK(m != NULL);
  if (m) {
    CHECK_EQ_INT(ir_verify_module(m), IR_EUSER);
    CHECK_STR(ir_ctx_error(c), "t.ll:5:3: error: use not dominated by its definition in @f, block %3: `%4 = add i32 %2, %5`");
    ir_module_free(m);
  }
  ir_ctx_free(c);
}

static uint64_t rng(uint64_t *s) {
  *s = *s * 6364136223846793005ull + 1442695040888963407ull;
  return *s >> 33;
}

/* A well-formed edit that breaks a rule: an operand (with use lists kept)
 * now names a random instruction. */
static void rewire(IrModule *m, uint64_t *s) {
  IrFunc *f = F(m);
  IrId i = (IrId)(rng(s) % f->ninsts);
  if (f->insts[i].nops) ir_set_opnd(f, i, (uint32_t)(rng(s) % f->insts[i].nops), ir_inst_ref((IrId)(rng(s) % f->ninsts)));
}

/* One random corruption of the kinds a broken pass could leave behind, or
 * worse (fields overwritten directly). */
static void corrupt(IrModule *m, uint64_t *s) {
  IrFunc *f = F(m);
  IrId i = (IrId)(rng(s) % f->ninsts);
  IrInst *in = &f->insts[i];
  bool slots_ok = (uint64_t)in->op0 + in->nops <= f->nuses;
  uint32_t small = (uint32_t)(rng(s) % 24), big = (uint32_t)rng(s);
  uint32_t val = rng(s) % 4 ? small : big;
  switch (rng(s) % 15) {
  case 0: case 1: case 2:
    if (in->nops && slots_ok) f->uses[in->op0 + rng(s) % in->nops].ref = ir_ref((IrRefKind)(rng(s) % 8), val);
    break;
  case 3: in->type = rng(s) % 2 ? val % (m->ntypes + 2) : (IrType)(rng(s) % IR_NFIXEDTYPES); break;
  case 4: in->op = (uint16_t)(rng(s) % (IR_NOPS + 2)); break;
  case 5: in->flags = big; break;
  case 6: in->pred = (uint8_t)big; in->order = (uint8_t)(big >> 8); in->aux = val; break;
  case 7: in->nops = rng(s) % 3 ? in->nops + 1 : (in->nops ? in->nops - 1 : 0); break;
  case 8: in->next = val % (f->ninsts + 2); break;
  case 9: in->block = val % (f->nblocks + 1); break;
  case 10: f->blocks[rng(s) % f->nblocks].next = val % (f->nblocks + 1); break;
  case 11: f->blocks[rng(s) % f->nblocks].dead = 1; break;
  case 12: in->auxty = val; in->align = big; break;
  case 13: if (m->nglobals) { m->globals[0].as = (uint8_t)val; m->globals[0].vtype = val; } break;
  default: in->op0 = val; break;
  }
}

static void test_random_corruption(void) {
  static const char *src =
      "@g = addrspace(1) global [4 x i32] zeroinitializer\n%st = type { i32, <2 x float> }\n"
      "define float @f(ptr %p, i32 %n, float %x, i1 %c) {\ne:\n  br label %h\n"
      "h:\n  %i = phi i32 [ 0, %e ], [ %i2, %b ]\n  %acc = phi float [ %x, %e ], [ %a2, %b ]\n"
      "  %t = icmp slt i32 %i, %n\n  br i1 %t, label %b, label %out\n"
      "b:\n  %q = getelementptr inbounds %st, ptr %p, i32 %i, i32 1\n  %v = load <2 x float>, ptr %q, align 8\n"
      "  %e0 = extractelement <2 x float> %v, i64 0\n  %a2 = fadd fast float %acc, %e0\n"
      "  %s = select i1 %c, float %a2, float %x\n  store float %s, ptr %p, align 4\n"
      "  %r = atomicrmw add ptr addrspace(1) @g, i32 1 monotonic, align 4\n"
      "  %i2 = add nsw i32 %i, 1\n  switch i32 %i2, label %h [\n    i32 100, label %out\n  ]\n"
      "out:\n  %z = call float @llvm.fabs.f32(float %acc)\n  ret float %z\n}\n"
      "declare float @llvm.fabs.f32(float)\n";
  uint64_t seed = 99;
  int rounds = test_long() ? 50000 : 3000, rejected = 0;
  IrCtx *c = ir_ctx_new();
  for (int r = 0; r < rounds; r++) {
    IrModule *m = parse(c, src);
    if (!m) break;
    int k = (int)(rng(&seed) % 4);
    for (int j = 0; j < 4 - k; j++) rewire(m, &seed);
    for (int j = 0; j < k; j++) corrupt(m, &seed);
    IrStatus st = ir_verify_module(m);
    CHECK(st == IR_OK || st == IR_EUSER);
    rejected += st == IR_EUSER;
    ir_module_free(m);
  }
  CHECK(rejected > rounds / 2);
  ir_ctx_free(c);
}



static void test_out_of_memory(void) {
  int enomem = 0;
  for (long fail = 0; fail < 60; fail++) {
    TestAlloc a = {.countdown = -1};
    IrCtx *c = ir_ctx_new_alloc(test_alloc, &a);
    IrModule *m = parse(c, PHI2 "define void @g(ptr %p) {\n  store i32 0, ptr %p\n  ret void\n}\n");
    CHECK(m != NULL);
    a.countdown = fail;
    IrStatus s = ir_verify_module(m);
    a.countdown = -1;
    CHECK(s == IR_OK || s == IR_ENOMEM);
    enomem += s == IR_ENOMEM;
    ir_module_free(m);
    ir_ctx_free(c);
    CHECK_EQ_INT(a.live, 0);
  }
  CHECK(enomem > 3);
}

static void test_speed(void) {
  /* a long straight-line function with many blocks: the verifier is linear-ish */
  size_t nb = 20000, cap = nb * 80 + 256, at = 0;
  char *src = malloc(cap);
  at += (size_t)snprintf(src + at, cap - at, "define i32 @f(i32 %%a, i1 %%c) {\nb0:\n  %%v0 = add i32 %%a, 1\n  br label %%b1\n");
  for (size_t k = 1; k < nb; k++)
    at += (size_t)snprintf(src + at, cap - at, "b%zu:\n  %%v%zu = add i32 %%v%zu, %%a\n  br i1 %%c, label %%b%zu, label %%b%zu\n", k, k,
                           k - 1, k + 1, k);
  snprintf(src + at, cap - at, "b%zu:\n  ret i32 %%v%zu\n}\n", nb, nb - 1);
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, src);
  CHECK(m != NULL);
  if (m) {
    CHECK_EQ_INT(ir_verify_module(m), IR_OK);
    ir_module_free(m);
  }
  ir_ctx_free(c);
  free(src);
}

int main(void) {
  TEST(test_module_rules);
  TEST(test_type_rules);
  TEST(test_block_rules);
  TEST(test_ssa_rules);
  TEST(test_arith_rules);
  TEST(test_mem_rules);
  TEST(test_vec_rules);
  TEST(test_ctrl_rules);
  TEST(test_call_rules);
  TEST(test_valid_modules);
  TEST(test_huge_switch);
  TEST(test_verify_func);
  TEST(test_numbered_labels);
  TEST(test_random_corruption);
  TEST(test_out_of_memory);
  TEST(test_speed);
  return TEST_END();
}

/* tests/unit/test_parse.c -- unit tests of core/parse.c: the IR structure
 * built from representative LLVM 16 snippets (types, flags, operands,
 * constants bit for bit, forward references, numbering, kernels, attribute
 * groups, intrinsic ids, dropped debug calls), out-of-memory recovery, and
 * every .ll file of corpora/kernels (globbed at run time from the current
 * directory; skipped when absent). */
#include <dirent.h>
#include <stdlib.h>

#include "ir.h"
#include "test.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                              */

static IrModule *parse_ok(IrCtx *c, const char *text) {
  IrModule *m = ir_parse(c, "t.ll", text, strlen(text));
  if (!m) fprintf(stderr, "%s: unexpected parse error: %s\n", t_cur, ir_ctx_error(c));
  CHECK(m != NULL);
  return m;
}

static IrFunc *func_named(const IrModule *m, const char *name) {
  IrStr s = ir_str_find(m, name, strlen(name));
  IrRef r = s ? ir_sym_lookup(m, s) : IR_NOREF;
  return ir_ref_is(r, IR_RFUNC) ? ir_func(m, ir_ref_idx(r)) : NULL;
}

static IrGlobal *global_named(const IrModule *m, const char *name) {
  IrStr s = ir_str_find(m, name, strlen(name));
  IrRef r = s ? ir_sym_lookup(m, s) : IR_NOREF;
  return ir_ref_is(r, IR_RGLOBAL) ? ir_global(m, ir_ref_idx(r)) : NULL;
}

/* The k-th instruction of f in layout order. */
static IrId nth(const IrFunc *f, unsigned k) {
  IR_FOR_BLOCKS(f, b) {
    IR_FOR_INSTS(f, b, i) {
      if (k-- == 0) return i;
    }
  }
  return IR_NIL;
}

static unsigned count_insts(const IrFunc *f) {
  unsigned n = 0;
  IR_FOR_BLOCKS(f, b) {
    IR_FOR_INSTS(f, b, i) n++;
  }
  return n;
}

static const IrConst *opnd_const(const IrModule *m, const IrFunc *f, IrId i, unsigned k) {
  IrRef r = ir_opnd(f, i, k);
  return ir_ref_is(r, IR_RCONST) ? ir_const(m, r) : NULL;
}

static const char *tstr(const IrModule *m, IrType t) {
  static char buf[128];
  ir_type_str(m, t, buf, sizeof buf);
  return buf;
}

/* The bits of the FP constant returned by @f (its only instruction: ret). */
static uint64_t ret_fp_bits(IrCtx *c, const char *ty, const char *lit) {
  char text[256];
  snprintf(text, sizeof text, "define %s @f() {\n  ret %s %s\n}\n", ty, ty, lit);
  IrModule *m = ir_parse(c, "t.ll", text, strlen(text));
  if (!m) {
    fprintf(stderr, "%s: %s %s: %s\n", t_cur, ty, lit, ir_ctx_error(c));
    CHECK(m != NULL);
    return 0xdeadbeef;
  }
  IrFunc *f = func_named(m, "f");
  const IrConst *k = opnd_const(m, f, nth(f, 0), 0);
  uint64_t bits = k && k->kind == IR_CFP ? k->lo : 0xdeadbeef;
  ir_module_free(m);
  return bits;
}

/* The error of parsing `text` ("" when it parses). */
static const char *parse_err(IrCtx *c, const char *text) {
  IrModule *m = ir_parse(c, "t.ll", text, strlen(text));
  if (m) {
    ir_module_free(m);
    return "";
  }
  return ir_ctx_error(c);
}

/* ------------------------------------------------------------------ */
/* Module level                                                         */

static const char *module_text =
    "; ModuleID = 'k.cu'\n"
    "source_filename = \"k.cu\"\n"
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "\n"
    "%struct.P = type { float, i32, [2 x i8] }\n"
    "%struct.Q = type <{ i8, %struct.P }>\n"
    "%struct.O = type opaque\n"
    "\n"
    "@g = dso_local addrspace(1) global i32 7, align 4\n"
    "@tab = internal unnamed_addr addrspace(4) constant [3 x float] [float 1.000000e+00, float 2.500000e-01, float -0.000000e+00], align 4\n"
    "@str = private unnamed_addr constant [4 x i8] c\"a\\00\\FF\\\\\", align 1\n"
    "@sh = internal addrspace(3) global [256 x float] undef, align 4\n"
    "@ext = external addrspace(3) global [0 x float], align 4\n"
    "@ei = dso_local addrspace(4) externally_initialized global %struct.P { float 1.000000e+00, i32 -1, [2 x i8] zeroinitializer }, align 8\n"
    "@gp = global ptr addrspacecast (ptr addrspace(1) @g to ptr)\n"
    "@ge = global ptr getelementptr inbounds ([3 x float], ptr addrspacecast (ptr addrspace(4) @tab to ptr), i64 0, i64 2)\n"
    "@fp = weak global ptr @later, section \"x\", align 8\n"
    "@llvm.used = appending global [1 x ptr] [ptr @later], section \"llvm.metadata\"\n"
    "$cd = comdat any\n"
    "\n"
    "define internal void @later() {\n"
    "  ret void\n"
    "}\n";

static void test_module_level(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse_ok(c, module_text);
  if (!m) goto out;
  CHECK_STR(ir_cstr(m, m->source_filename), "k.cu");
  CHECK_STR(ir_cstr(m, m->datalayout), "e-i64:64-i128:128-v16:16-v32:32-n16:32:64");
  CHECK_STR(ir_cstr(m, m->triple), "nvptx64-nvidia-cuda");
  CHECK_STR(ir_cstr(m, m->file), "t.ll");
  CHECK_EQ_INT(m->nglobals, 10);
  IrGlobal *g = global_named(m, "g");
  CHECK(g && g->as == 1 && g->align == 4 && g->has_init && !g->is_const && g->linkage == IR_LINK_EXTERNAL);
  CHECK(g && g->line == 10);
  if (g) CHECK_EQ_INT(ir_const(m, g->init)->lo, 7);
  IrGlobal *tab = global_named(m, "tab");
  CHECK(tab && tab->is_const && tab->as == 4 && tab->unnamed_addr == 1 && tab->linkage == IR_LINK_INTERNAL);
  if (tab) {
    const IrConst *k = ir_const(m, tab->init);
    CHECK_EQ_INT(k->kind, IR_CARRAY);
    CHECK_EQ_INT(k->n, 3);
    CHECK_EQ_INT(ir_const(m, ir_const_elem(m, k, 1))->lo, 0x3e800000);
    CHECK_EQ_INT(ir_const(m, ir_const_elem(m, k, 2))->lo, 0x80000000);
    CHECK_STR(tstr(m, tab->vtype), "[3 x float]");
  }
  IrGlobal *s = global_named(m, "str");
  if (s) {
    const IrConst *k = ir_const(m, s->init);
    CHECK_EQ_INT(k->kind, IR_CBYTES);
    CHECK_EQ_INT(k->n, 4);
    CHECK(memcmp(ir_const_bytes_of(m, k), "a\0\xff\\", 4) == 0);
    CHECK_EQ_INT(s->linkage, IR_LINK_PRIVATE);
  }
  IrGlobal *sh = global_named(m, "sh");
  CHECK(sh && sh->as == 3 && ir_const(m, sh->init)->kind == IR_CUNDEF);
  IrGlobal *ext = global_named(m, "ext");
  CHECK(ext && !ext->has_init && ext->as == 3 && ir_ref_is(ext->init, IR_RNONE));
  IrGlobal *ei = global_named(m, "ei");
  if (ei) {
    CHECK(ei->ext_init);
    CHECK_STR(tstr(m, ei->vtype), "%struct.P");
    const IrConst *k = ir_const(m, ei->init);
    CHECK_EQ_INT(k->kind, IR_CSTRUCT);
    CHECK_EQ_INT(ir_const(m, ir_const_elem(m, k, 1))->lo, 0xffffffffu);
    CHECK_EQ_INT(ir_const(m, ir_const_elem(m, k, 2))->kind, IR_CZERO);
  }
  IrGlobal *gp = global_named(m, "gp");
  if (gp) {
    const IrConst *k = ir_const(m, gp->init);
    CHECK(k->kind == IR_CEXPR && k->op == IR_ADDRSPACECAST && k->n == 1 && k->type == IR_PTR);
    CHECK(ir_ref_is(ir_const_elem(m, k, 0), IR_RGLOBAL));
  }
  IrGlobal *ge = global_named(m, "ge");
  if (ge) {
    const IrConst *k = ir_const(m, ge->init);
    CHECK(k->kind == IR_CEXPR && k->op == IR_GEP && k->n == 3 && (k->flags & IR_F_INBOUNDS));
    CHECK_STR(tstr(m, k->auxty), "[3 x float]");
    CHECK_EQ_INT(ir_const(m, ir_const_elem(m, k, 0))->op, IR_ADDRSPACECAST);
  }
  IrGlobal *fp = global_named(m, "fp");
  CHECK(fp && fp->linkage == IR_LINK_WEAK && fp->align == 8 && ir_ref_is(fp->init, IR_RFUNC));
  IrGlobal *used = global_named(m, "llvm.used");
  CHECK(used && used->linkage == IR_LINK_APPENDING && used->has_init);
  if (used) CHECK(ir_ref_is(ir_const_elem(m, ir_const(m, used->init), 0), IR_RFUNC));
  CHECK_EQ_INT(ir_type_alloc_size(m, ei ? ei->vtype : IR_I8), 12);
out:
  ir_module_free(m);
  ir_ctx_free(c);
}

static void test_functions_and_attrs(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse_ok(c,
      "define dso_local ptx_kernel void @k(ptr addrspace(1) noundef readonly align 16 %a, i32 %n) #0 {\n"
      "  ret void\n"
      "}\n"
      "%struct.P = type { float, i32 }\n"
      "define internal noundef zeroext i1 @d(ptr nocapture noundef nonnull dereferenceable(8) %0, i32 noundef signext %1, ptr byval(%struct.P) align 4 %2, ...) local_unnamed_addr #1 align 32 {\n"
      "  ret i1 false\n"
      "}\n"
      "define void @k2() #2 !dbg !7 { ret void }\n"
      "define void @k3() { ret void }\n"
      "define void @k4() convergent nounwind \"denormal-fp-math-f32\"=\"preserve-sign,preserve-sign\" { ret void }\n"
      "declare float @llvm.fabs.f32(float) #3\n"
      "declare i32 @printf(ptr, ...)\n"
      "declare void @llvm.dbg.value(metadata, metadata, metadata)\n"
      "declare !dbg !7 void @dd()\n"
      "attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone \"frame-pointer\"=\"all\" \"target-cpu\"=\"sm_70\" }\n"
      "attributes #1 = { nofree nosync willreturn memory(argmem: readwrite) \"denormal-fp-math\"=\"preserve-sign,preserve-sign\" uwtable alignstack=16 }\n"
      "attributes #2 = { memory(read, inaccessiblemem: none) \"denormal-fp-math\"=\"ieee\" \"denormal-fp-math-f32\"=\"positive-zero,positive-zero\" }\n"
      "attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }\n"
      "!nvvm.annotations = !{!0, !1, !2}\n"
      "!0 = !{ptr @k2, !\"kernel\", i32 1}\n"
      "!1 = !{ptr @k3, !\"maxntidx\", i32 256, !\"kernel\", i32 1}\n"
      "!2 = !{ptr @k4, !\"kernel\", i32 0}\n"
      "!7 = distinct !DISubprogram(name: \"k2\", flags: DIFlagPrototyped | DIFlagAllCallsDescribed, line: 3)\n");
  if (!m) goto out;
  IrFunc *k = func_named(m, "k"), *d = func_named(m, "d");
  CHECK(k && k->is_kernel && !k->is_decl && k->nparams == 2 && k->line == 1);
  CHECK(d && d->line == 5);
  if (k) {
    CHECK_EQ_INT(k->params[0].type, IR_PTR1);
    CHECK_EQ_INT(k->params[0].attrs, IR_PA_NOUNDEF | IR_PA_READONLY);
    CHECK_EQ_INT(k->params[0].align, 16);
    CHECK_STR(ir_cstr(m, k->params[0].name), "a");
    CHECK_STR(ir_cstr(m, k->params[1].name), "n");
    CHECK(k->fattrs & IR_A_CONV);
    CHECK(k->fattrs & IR_FA_OPTNONE);
    CHECK(k->fattrs & IR_FA_NOINLINE);
    CHECK(!(k->fattrs & IR_A_NOMEM));
    CHECK_EQ_INT(k->denorm, IR_DN_IEEE);
    CHECK_EQ_INT(k->denorm_f32, IR_DN_IEEE);
  }
  CHECK(d && !d->is_kernel && d->vararg && d->linkage == IR_LINK_INTERNAL && d->unnamed_addr == 2);
  if (d) {
    CHECK_EQ_INT(d->ret, IR_I1);
    CHECK_EQ_INT(d->ret_attrs, IR_PA_NOUNDEF | IR_PA_ZEROEXT);
    CHECK_EQ_INT(d->params[0].attrs, IR_PA_NOCAPTURE | IR_PA_NOUNDEF | IR_PA_NONNULL);
    CHECK_EQ_INT(d->params[0].deref, 8);
    CHECK_EQ_INT(d->params[0].name, 0);
    CHECK_EQ_INT(d->params[1].attrs, IR_PA_NOUNDEF | IR_PA_SIGNEXT);
    CHECK_EQ_INT(d->params[1].byval, IR_VOID);
    CHECK_STR(tstr(m, d->params[2].byval), "%struct.P");
    CHECK_EQ_INT(d->params[2].align, 4);
    CHECK_EQ_INT(d->align, 32);
    CHECK((d->fattrs & (IR_A_READS | IR_A_WRITES | IR_FA_ARGMEMONLY)) == (IR_A_READS | IR_A_WRITES | IR_FA_ARGMEMONLY));
    CHECK(d->fattrs & IR_FA_NOSYNC);
    CHECK_EQ_INT(d->denorm, IR_DN_PRESERVE_SIGN);
    CHECK_EQ_INT(d->denorm_f32, IR_DN_PRESERVE_SIGN);
  }
  IrFunc *k2 = func_named(m, "k2"), *k3 = func_named(m, "k3"), *k4 = func_named(m, "k4");
  CHECK(k2 && k2->is_kernel && k3 && k3->is_kernel && k4 && !k4->is_kernel);
  if (k2) {
    CHECK_EQ_INT(k2->fattrs & (IR_A_READS | IR_A_WRITES | IR_A_NOMEM | IR_FA_ARGMEMONLY), IR_A_READS);
    CHECK_EQ_INT(k2->denorm, IR_DN_IEEE);
    CHECK_EQ_INT(k2->denorm_f32, IR_DN_POSITIVE_ZERO);
  }
  if (k4) {
    CHECK((k4->fattrs & (IR_A_CONV | IR_A_NOUNWIND)) == (IR_A_CONV | IR_A_NOUNWIND));
    CHECK_EQ_INT(k4->denorm, IR_DN_IEEE);
    CHECK_EQ_INT(k4->denorm_f32, IR_DN_PRESERVE_SIGN);
  }
  IrFunc *fabsf = func_named(m, "llvm.fabs.f32");
  CHECK(fabsf && fabsf->is_decl && fabsf->intrin == IR_IN_LLVM_FABS);
  if (fabsf) CHECK((fabsf->fattrs & IR_A_PURE) == IR_A_PURE);
  IrFunc *pf = func_named(m, "printf");
  CHECK(pf && pf->vararg && pf->nparams == 1 && pf->is_decl && pf->intrin == IR_IN_NONE);
  CHECK(func_named(m, "llvm.dbg.value") == NULL);
  CHECK(func_named(m, "dd") != NULL);
out:
  ir_module_free(m);
  ir_ctx_free(c);
}

/* ------------------------------------------------------------------ */
/* Instructions                                                         */

static void test_arith_and_flags(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m;
  CHECK_STR(parse_err(c, "define void @f(<4 x float> %v) {\n  %0 = icmp eq <4 x float> %v, %v\n  ret void\n}\n"),
            "t.ll:2:16: error: invalid operand type for instruction");
  m = parse_ok(c,
      "define i32 @f(i32 %a, i32 %b, float %x, <4 x float> %v, ptr %p) {\n"
      "entry:\n"
      "  %0 = add nuw nsw i32 %a, %b\n"
      "  %1 = udiv exact i32 %0, 3\n"
      "  %2 = shl nsw i32 %1, 2\n"
      "  %3 = fadd fast float %x, 1.0\n"
      "  %4 = fmul nnan ninf contract <4 x float> %v, %v\n"
      "  %5 = fneg nsz float %3\n"
      "  %6 = icmp slt i32 %2, %b\n"
      "  %7 = fcmp reassoc ult float %5, 0x7FF8000000000000\n"
      "  %8 = icmp eq ptr %p, null\n"
      "  %9 = fcmp oeq <4 x float> %4, %4\n"
      "  %10 = select nnan i1 %6, float %x, float %5\n"
      "  %11 = freeze i32 %a\n"
      "  %12 = xor i32 %11, -1\n"
      "  ret i32 %2\n"
      "}\n");
  if (!m) goto out;
  IrFunc *f = func_named(m, "f");
  IrId i;
  i = nth(f, 0);
  CHECK_EQ_INT(f->insts[i].op, IR_ADD);
  CHECK_EQ_INT(f->insts[i].flags, IR_F_NUW | IR_F_NSW);
  CHECK(ir_ref_eq(ir_opnd(f, i, 0), ir_ref(IR_RARG, 0)));
  CHECK(ir_ref_eq(ir_opnd(f, i, 1), ir_ref(IR_RARG, 1)));
  CHECK_EQ_INT(f->insts[i].name, 0);
  CHECK_EQ_INT(f->insts[i].line, 3);
  CHECK_EQ_INT(f->insts[i].col, 3);
  i = nth(f, 1);
  CHECK(f->insts[i].op == IR_UDIV && f->insts[i].flags == IR_F_EXACT);
  CHECK(ir_ref_eq(ir_opnd(f, i, 0), ir_inst_ref(nth(f, 0))));
  CHECK_EQ_INT(opnd_const(m, f, i, 1)->lo, 3);
  i = nth(f, 2);
  CHECK(f->insts[i].op == IR_SHL && f->insts[i].flags == IR_F_NSW);
  i = nth(f, 3);
  CHECK(f->insts[i].op == IR_FADD && f->insts[i].flags == IR_F_FAST);
  CHECK_EQ_INT(opnd_const(m, f, i, 1)->lo, 0x3f800000);
  i = nth(f, 4);
  CHECK_EQ_INT(f->insts[i].flags, IR_F_NNAN | IR_F_NINF | IR_F_CONTRACT);
  CHECK_STR(tstr(m, f->insts[i].type), "<4 x float>");
  i = nth(f, 5);
  CHECK(f->insts[i].op == IR_FNEG && f->insts[i].flags == IR_F_NSZ && f->insts[i].nops == 1);
  i = nth(f, 6);
  CHECK(f->insts[i].op == IR_ICMP && f->insts[i].pred == IR_ICMP_SLT && f->insts[i].type == IR_I1);
  i = nth(f, 7);
  CHECK(f->insts[i].op == IR_FCMP && f->insts[i].pred == IR_FCMP_ULT && f->insts[i].flags == IR_F_REASSOC);
  CHECK_EQ_INT(opnd_const(m, f, i, 1)->lo, 0x7fc00000);
  i = nth(f, 8);
  CHECK(f->insts[i].pred == IR_ICMP_EQ && opnd_const(m, f, i, 1)->kind == IR_CNULL);
  i = nth(f, 9);
  CHECK_STR(tstr(m, f->insts[i].type), "<4 x i1>");
  i = nth(f, 10);
  CHECK(f->insts[i].op == IR_SELECT && f->insts[i].nops == 3 && f->insts[i].flags == IR_F_NNAN);
  CHECK_EQ_INT(f->insts[i].type, IR_FLOAT);
  i = nth(f, 11);
  CHECK_EQ_INT(f->insts[i].op, IR_FREEZE);
  i = nth(f, 12);
  CHECK_EQ_INT(opnd_const(m, f, i, 1)->lo, 0xffffffffu);
  i = nth(f, 13);
  CHECK(f->insts[i].op == IR_RET && ir_ref_eq(ir_opnd(f, i, 0), ir_inst_ref(nth(f, 2))));
  CHECK_STR(ir_cstr(m, f->blocks[f->entry].name), "entry");
  CHECK_EQ_INT(f->blocks[f->entry].line, 2);
out:
  ir_module_free(m);
  ir_ctx_free(c);
}

static void test_memory_and_atomics(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse_ok(c,
      "%struct.S = type { i32, [4 x float] }\n"
      "define void @f(ptr %p, ptr addrspace(1) %g, i64 %i) {\n"
      "  %a = alloca [16 x i32], align 4, addrspace(5)\n"
      "  %b = alloca i64, i32 %n, align 8\n"
      "  %c = alloca %struct.S\n"
      "  %v = load volatile i32, ptr %p, align 4, !tbaa !1\n"
      "  %w = load atomic i64, ptr addrspace(1) %g syncscope(\"agent\") acquire, align 8\n"
      "  store atomic volatile i32 %v, ptr %p seq_cst, align 4\n"
      "  store float 1.0, ptr %c, align 4\n"
      "  %e = getelementptr inbounds %struct.S, ptr %c, i64 %i, i32 1, i64 2\n"
      "  %vg = getelementptr i8, <2 x ptr> zeroinitializer, <2 x i64> <i64 1, i64 2>\n"
      "  %r0 = atomicrmw xchg ptr %p, i32 1 monotonic, align 4\n"
      "  %r1 = atomicrmw volatile add ptr %p, i32 1 syncscope(\"block\") acq_rel\n"
      "  %r2 = atomicrmw fadd ptr addrspace(1) %g, float 1.0 seq_cst, align 4\n"
      "  %r3 = atomicrmw umin ptr %p, i32 0 release\n"
      "  %r4 = atomicrmw udec_wrap ptr %p, i32 0 acquire\n"
      "  %x = cmpxchg weak volatile ptr %p, i32 0, i32 1 syncscope(\"agent\") acq_rel monotonic, align 4\n"
      "  %x0 = extractvalue { i32, i1 } %x, 0\n"
      "  %x1 = extractvalue { i32, i1 } %x, 1\n"
      "  fence syncscope(\"block\") release\n"
      "  fence seq_cst\n"
      "  %n = add i32 %v, 1\n"
      "  ret void\n"
      "}\n"
      "!1 = !{!\"int\"}\n");
  if (!m) goto out;
  IrFunc *f = func_named(m, "f");
  IrId i = nth(f, 0);
  CHECK(f->insts[i].op == IR_ALLOCA && f->insts[i].type == IR_PTR5 && f->insts[i].align == 4);
  CHECK_STR(tstr(m, f->insts[i].auxty), "[16 x i32]");
  CHECK_EQ_INT(opnd_const(m, f, i, 0)->lo, 1);
  CHECK_EQ_INT(opnd_const(m, f, i, 0)->type, IR_I32);
  CHECK_STR(ir_cstr(m, f->insts[i].name), "a");
  i = nth(f, 1);
  CHECK(f->insts[i].type == IR_PTR && f->insts[i].auxty == IR_I64 && f->insts[i].align == 8);
  CHECK(ir_ref_eq(ir_opnd(f, i, 0), ir_inst_ref(nth(f, 19))));  /* forward reference to %n */
  i = nth(f, 3);
  CHECK(f->insts[i].op == IR_LOAD && f->insts[i].flags == IR_F_VOLATILE && f->insts[i].type == IR_I32);
  CHECK(f->insts[i].order == IR_ORD_NONE && f->insts[i].align == 4);
  i = nth(f, 4);
  CHECK(f->insts[i].flags == IR_F_ATOMIC && f->insts[i].order == IR_ORD_ACQUIRE);
  CHECK_STR(ir_cstr(m, f->insts[i].scope), "agent");
  i = nth(f, 5);
  CHECK(f->insts[i].op == IR_STORE && f->insts[i].flags == (IR_F_ATOMIC | IR_F_VOLATILE));
  CHECK(f->insts[i].order == IR_ORD_SEQCST && f->insts[i].scope == 0 && f->insts[i].type == IR_VOID);
  CHECK(ir_ref_eq(ir_opnd(f, i, 0), ir_inst_ref(nth(f, 3))) && ir_ref_eq(ir_opnd(f, i, 1), ir_ref(IR_RARG, 0)));
  i = nth(f, 7);
  CHECK(f->insts[i].op == IR_GEP && f->insts[i].flags == IR_F_INBOUNDS && f->insts[i].nops == 4);
  CHECK_STR(tstr(m, f->insts[i].auxty), "%struct.S");
  CHECK_EQ_INT(f->insts[i].type, IR_PTR);
  i = nth(f, 8);
  CHECK_STR(tstr(m, f->insts[i].type), "<2 x ptr>");
  i = nth(f, 9);
  CHECK(f->insts[i].op == IR_ATOMICRMW && f->insts[i].aux == IR_RMW_XCHG && f->insts[i].order == IR_ORD_MONOTONIC);
  i = nth(f, 10);
  CHECK(f->insts[i].aux == IR_RMW_ADD && f->insts[i].flags == IR_F_VOLATILE && f->insts[i].order == IR_ORD_ACQREL);
  CHECK_STR(ir_cstr(m, f->insts[i].scope), "block");
  i = nth(f, 11);
  CHECK(f->insts[i].aux == IR_RMW_FADD && f->insts[i].type == IR_FLOAT && f->insts[i].align == 4);
  CHECK_EQ_INT(f->insts[nth(f, 12)].aux, IR_RMW_UMIN);
  CHECK_EQ_INT(f->insts[nth(f, 13)].aux, IR_RMW_UDEC_WRAP);
  i = nth(f, 14);
  CHECK(f->insts[i].op == IR_CMPXCHG && f->insts[i].flags == (IR_F_WEAK | IR_F_VOLATILE) && f->insts[i].nops == 3);
  CHECK_EQ_INT(f->insts[i].order, IR_ORD_ACQREL | IR_ORD_MONOTONIC << 4);
  CHECK_STR(tstr(m, f->insts[i].type), "{ i32, i1 }");
  i = nth(f, 15);
  CHECK(f->insts[i].op == IR_EXTRACTVAL && f->insts[i].nops == 2 && f->insts[i].type == IR_I32);
  CHECK(opnd_const(m, f, i, 1)->type == IR_I32 && opnd_const(m, f, i, 1)->lo == 0);
  CHECK_EQ_INT(f->insts[nth(f, 16)].type, IR_I1);
  i = nth(f, 17);
  CHECK(f->insts[i].op == IR_FENCE && f->insts[i].order == IR_ORD_RELEASE && f->insts[i].nops == 0);
  CHECK_STR(ir_cstr(m, f->insts[i].scope), "block");
out:
  ir_module_free(m);
  ir_ctx_free(c);
}

static void test_vectors_and_aggregates(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m;
  CHECK_STR(parse_err(c, "define void @f(<4 x float> %v) {\n  %t = trunc <4 x float> %v to <4 x i16>\n  ret void\n}\n"),
            "t.ll:2:14: error: invalid cast opcode for cast from '<4 x float>' to '<4 x i16>'");
  m = parse_ok(c,
      "define <2 x float> @f(<4 x float> %v, float %s, { i32, [2 x i8] } %agg) {\n"
      "  %e = extractelement <4 x float> %v, i64 3\n"
      "  %i = insertelement <4 x float> %v, float %s, i32 0\n"
      "  %sh = shufflevector <4 x float> %v, <4 x float> %i, <2 x i32> <i32 7, i32 undef>\n"
      "  %z = shufflevector <4 x float> %v, <4 x float> poison, <4 x i32> zeroinitializer\n"
      "  %u = shufflevector <4 x float> %v, <4 x float> %v, <1 x i32> undef\n"
      "  %iv = insertvalue { i32, [2 x i8] } %agg, i8 5, 1, 1\n"
      "  %ev = extractvalue { i32, [2 x i8] } %iv, 1\n"
      "  %t = fptosi <4 x float> %v to <4 x i16>\n"
      "  %bc = bitcast <4 x i16> %t to i64\n"
      "  ret <2 x float> %sh\n"
      "}\n");
  if (!m) goto out;
  IrFunc *f = func_named(m, "f");
  IrId i = nth(f, 0);
  CHECK(f->insts[i].op == IR_EXTRACTELT && f->insts[i].type == IR_FLOAT);
  CHECK_EQ_INT(opnd_const(m, f, i, 1)->type, IR_I64);
  i = nth(f, 1);
  CHECK(f->insts[i].op == IR_INSERTELT && f->insts[i].nops == 3);
  CHECK(ir_ref_eq(ir_opnd(f, i, 1), ir_ref(IR_RARG, 1)));
  i = nth(f, 2);
  CHECK(f->insts[i].op == IR_SHUFFLE);
  CHECK_STR(tstr(m, f->insts[i].type), "<2 x float>");
  const IrConst *mask = opnd_const(m, f, i, 2);
  CHECK(mask && mask->kind == IR_CVEC && mask->n == 2);
  if (mask) {
    CHECK_EQ_INT(ir_const(m, ir_const_elem(m, mask, 0))->lo, 7);
    CHECK_EQ_INT(ir_const(m, ir_const_elem(m, mask, 1))->kind, IR_CUNDEF);
  }
  CHECK_EQ_INT(opnd_const(m, f, nth(f, 3), 1)->kind, IR_CPOISON);
  CHECK_EQ_INT(opnd_const(m, f, nth(f, 3), 2)->kind, IR_CZERO);
  CHECK_STR(tstr(m, f->insts[nth(f, 4)].type), "<1 x float>");
  i = nth(f, 5);
  CHECK(f->insts[i].op == IR_INSERTVAL && f->insts[i].nops == 4);
  CHECK(opnd_const(m, f, i, 2)->lo == 1 && opnd_const(m, f, i, 3)->lo == 1 && opnd_const(m, f, i, 3)->type == IR_I32);
  CHECK_EQ_INT(opnd_const(m, f, i, 1)->lo, 5);
  i = nth(f, 6);
  CHECK_STR(tstr(m, f->insts[i].type), "[2 x i8]");
  CHECK_STR(tstr(m, f->insts[nth(f, 7)].type), "<4 x i16>");
  CHECK_EQ_INT(f->insts[nth(f, 8)].op, IR_BITCAST);
out:
  ir_module_free(m);
  ir_ctx_free(c);
}

static void test_control_flow_and_forward_refs(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse_ok(c,
      "define i32 @f(i32 %0, i1 %1) {\n"
      "  br label %3\n"
      "\n"
      "3:                                                ; preds = %7, %2\n"
      "  %4 = phi i32 [ 0, %2 ], [ %8, %7 ]\n"
      "  %5 = phi fast float [ 0.0, %2 ], [ %6, %7 ]\n"
      "  %6 = fadd float %5, 1.0\n"
      "  switch i32 %4, label %7 [\n"
      "    i32 0, label %10\n"
      "    i32 -7, label %9\n"
      "  ]\n"
      "\n"
      "7:\n"
      "  %8 = add i32 %4, 1\n"
      "  br i1 %1, label %3, label %9\n"
      "\n"
      "9:\n"
      "  unreachable\n"
      "\n"
      "10:\n"
      "  ret i32 %4\n"
      "}\n");
  if (!m) goto out;
  IrFunc *f = func_named(m, "f");
  /* layout order is the order of the labels, not of the first references */
  IrId bl[5];
  unsigned nb = 0;
  IR_FOR_BLOCKS(f, b) {
    if (nb < 5) bl[nb] = b;
    nb++;
  }
  CHECK_EQ_INT(nb, 5);
  CHECK_EQ_INT(f->blocks[bl[1]].line, 4);
  CHECK_EQ_INT(f->blocks[bl[2]].line, 13);
  CHECK_EQ_INT(f->blocks[bl[3]].line, 17);
  CHECK_EQ_INT(f->blocks[bl[4]].line, 20);
  for (unsigned k = 0; k < 5; k++) CHECK_EQ_INT(f->blocks[bl[k]].name, 0);
  IrId br = nth(f, 0);
  CHECK(f->insts[br].op == IR_BR && ir_ref_eq(ir_opnd(f, br, 0), ir_ref(IR_RBLOCK, bl[1])));
  IrId phi = nth(f, 1);
  CHECK(f->insts[phi].op == IR_PHI && f->insts[phi].nops == 4);
  CHECK(ir_ref_eq(ir_opnd(f, phi, 1), ir_ref(IR_RBLOCK, bl[0])));
  CHECK(ir_ref_eq(ir_opnd(f, phi, 2), ir_inst_ref(nth(f, 5))));  /* %10, defined later */
  CHECK(ir_ref_eq(ir_opnd(f, phi, 3), ir_ref(IR_RBLOCK, bl[2])));
  CHECK_EQ_INT(ir_num_uses(f, ir_inst_ref(nth(f, 5))), 1);
  IrId phi2 = nth(f, 2);
  CHECK_EQ_INT(f->insts[phi2].flags, IR_F_FAST);
  CHECK(ir_ref_eq(ir_opnd(f, phi2, 2), ir_inst_ref(nth(f, 3))));
  IrId sw = nth(f, 4);
  CHECK(f->insts[sw].op == IR_SWITCH && f->insts[sw].nops == 6);
  CHECK(ir_ref_eq(ir_opnd(f, sw, 1), ir_ref(IR_RBLOCK, bl[2])));
  CHECK_EQ_INT(opnd_const(m, f, sw, 4)->lo, 0xfffffff9u);
  CHECK(ir_ref_eq(ir_opnd(f, sw, 3), ir_ref(IR_RBLOCK, bl[4])));
  IrId cbr = nth(f, 6);
  CHECK(f->insts[cbr].op == IR_CBR && f->insts[cbr].nops == 3);
  CHECK(ir_ref_eq(ir_opnd(f, cbr, 0), ir_ref(IR_RARG, 1)));
  CHECK(ir_ref_eq(ir_opnd(f, cbr, 2), ir_ref(IR_RBLOCK, bl[3])));
  CHECK_EQ_INT(f->insts[nth(f, 7)].op, IR_UNREACHABLE);
  CHECK_EQ_INT(ir_num_uses(f, ir_ref(IR_RBLOCK, bl[1])), 2);
  CHECK_EQ_INT(ir_block_term(f, bl[1]), sw);
  CHECK_EQ_INT(count_insts(f), 9);
  CHECK_EQ_INT(f->nlive_insts, 9);
out:
  ir_module_free(m);
  ir_ctx_free(c);
}

static void test_numbering(void) {
  IrCtx *c = ir_ctx_new();
  /* unnamed arguments, the entry block and unnamed results take numbers */
  IrModule *m = parse_ok(c,
      "declare i32 @g()\n"
      "define i32 @f(i32, i32 %x) {\n"
      "  call i32 @g()\n"
      "  %3 = add i32 %0, %2\n"
      "  br label %4\n"
      "  %named = add i32 %3, %x\n"
      "  br label %\"quoted name\"\n"
      "\"quoted name\":\n"
      "  ret i32 %named\n"
      "}\n");
  if (m) {
    IrFunc *f = func_named(m, "f");
    IrId add = nth(f, 1);
    CHECK(ir_ref_eq(ir_opnd(f, add, 0), ir_ref(IR_RARG, 0)));
    CHECK(ir_ref_eq(ir_opnd(f, add, 1), ir_inst_ref(nth(f, 0))));
    CHECK_STR(ir_cstr(m, f->blocks[f->last_block].name), "quoted name");
    CHECK_STR(ir_cstr(m, f->insts[nth(f, 3)].name), "named");
  }
  ir_module_free(m);
  /* numbered types, globals and functions */
  m = parse_ok(c,
      "%0 = type { i32 }\n"
      "@0 = private constant [2 x i8] c\"a\\00\"\n"
      "@1 = global ptr @0\n"
      "define %0 @2() {\n  call void @3(ptr @1)\n  ret %0 zeroinitializer\n}\n"
      "declare void @3(ptr)\n");
  if (m) {
    CHECK(m->nglobals == 2 && m->nfuncs == 2);
    CHECK(m->globals[0].name == 0 && m->funcs[0]->name == 0);
    CHECK(ir_ref_eq(m->globals[1].init, ir_ref(IR_RGLOBAL, 0)));
    IrFunc *f = m->funcs[0];
    CHECK_STR(tstr(m, f->ret), "%0");
    CHECK(ir_ref_eq(ir_opnd(f, nth(f, 0), 0), ir_ref(IR_RFUNC, 1)));
    CHECK(ir_ref_eq(ir_opnd(f, nth(f, 0), 1), ir_ref(IR_RGLOBAL, 1)));
  }
  ir_module_free(m);
  /* the entry block is %0 here, so the first result is %1 */
  CHECK_STR(parse_err(c, "define void @f() {\n  %1 = add i32 0, 0\n  ret void\n}\n"), "");
  CHECK_STR(parse_err(c, "define void @f() {\n  %2 = add i32 0, 0\n  ret void\n}\n"),
            "t.ll:2:3: error: instruction expected to be numbered '%1'");
  CHECK_STR(parse_err(c, "define void @f(i32) {\n  br label %3\n3:\n  ret void\n}\n"),
            "t.ll:3:1: error: label expected to be numbered '2'");
  ir_ctx_free(c);
}

static void test_calls(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m;
  m = parse_ok(c,
      "@.str = private constant [3 x i8] c\"%d\\00\"\n"
      "define float @f(float %x, i32 %i) {\n"
      "  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
      "  %a = call fast float @llvm.fabs.f32(float %x) #1\n"
      "  %b = musttail call float @f(float %a, i32 noundef %t)\n"
      "  %c = notail call i32 (ptr, ...) @printf(ptr noundef @.str, i32 %i, double 1.0)\n"
      "  call void @llvm.dbg.value(metadata float %x, metadata !1, metadata !DIExpression()), !dbg !2\n"
      "  call void @llvm.experimental.noalias.scope.decl(metadata !3)\n"
      "  call void @llvm.nvvm.barrier0() #2\n"
      "  %m = call float @llvm.maxnum.f32(float %a, float bitcast (i32 1065353216 to float))\n"
      "  ret float %b\n"
      "}\n"
      "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
      "declare float @llvm.fabs.f32(float)\n"
      "declare float @llvm.maxnum.f32(float, float)\n"
      "declare i32 @printf(ptr, ...)\n"
      "declare void @llvm.nvvm.barrier0()\n"
      "declare void @llvm.dbg.value(metadata, metadata, metadata)\n"
      "declare void @llvm.experimental.noalias.scope.decl(metadata)\n"
      "attributes #1 = { nounwind }\n"
      "attributes #2 = { convergent }\n");
  if (!m) goto out;
  IrFunc *f = func_named(m, "f");
  CHECK_EQ_INT(count_insts(f), 7);  /* the dbg and noalias.scope.decl calls are dropped */
  CHECK(func_named(m, "llvm.experimental.noalias.scope.decl") == NULL);
  IrId i = nth(f, 0);
  CHECK(f->insts[i].op == IR_CALL && f->insts[i].flags == IR_F_TAIL && f->insts[i].aux == IR_IN_NVVM_TID_X);
  CHECK(f->insts[i].nops == 1 && ir_ref_is(ir_opnd(f, i, 0), IR_RFUNC) && f->insts[i].auxty == IR_I32);
  i = nth(f, 1);
  CHECK(f->insts[i].flags == IR_F_FAST && f->insts[i].aux == IR_IN_LLVM_FABS && f->insts[i].type == IR_FLOAT);
  CHECK(ir_ref_eq(ir_opnd(f, i, 1), ir_ref(IR_RARG, 0)));
  i = nth(f, 2);
  CHECK(f->insts[i].flags == IR_F_MUSTTAIL && f->insts[i].aux == IR_IN_NONE && f->insts[i].nops == 3);
  CHECK(ir_ref_eq(ir_opnd(f, i, 0), ir_ref(IR_RFUNC, ir_func_index(m, f))));
  i = nth(f, 3);
  CHECK(f->insts[i].flags == IR_F_NOTAIL && f->insts[i].nops == 4);
  CHECK(ir_ref_is(ir_opnd(f, i, 1), IR_RGLOBAL));
  CHECK_EQ_INT(opnd_const(m, f, i, 3)->lo, UINT64_C(0x3ff0000000000000));
  i = nth(f, 4);
  CHECK(f->insts[i].aux == IR_IN_NVVM_BARRIER0 && f->insts[i].type == IR_VOID);
  i = nth(f, 5);
  const IrConst *k = opnd_const(m, f, i, 2);
  CHECK(k && k->kind == IR_CEXPR && k->op == IR_BITCAST && k->type == IR_FLOAT);
  CHECK(func_named(m, "llvm.dbg.value") == NULL);
out:
  ir_module_free(m);
  ir_ctx_free(c);
}

/* ------------------------------------------------------------------ */
/* Constants                                                            */

static void test_int_constants(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse_ok(c,
      "define void @f(ptr %p) {\n"
      "  store i8 -128, ptr %p\n"
      "  store i8 255, ptr %p\n"
      "  store i64 u0xFFFFFFFFFFFFFFFF, ptr %p\n"
      "  store i8 s0x80, ptr %p\n"
      "  store i16 s0x80, ptr %p\n"
      "  store i128 -1, ptr %p\n"
      "  store i128 170141183460469231731687303715884105727, ptr %p\n"
      "  store i1 true, ptr %p\n"
      "  store i64 -9223372036854775808, ptr %p\n"
      "  store i32 add nsw (i32 ptrtoint (ptr @f to i32), i32 4), ptr %p\n"
      "  store <2 x i32> <i32 1, i32 -1>, ptr %p\n"
      "  store [2 x { i8, half }] [{ i8, half } { i8 1, half 0xH3C00 }, { i8, half } undef], ptr %p\n"
      "  store <{ i8, i32 }> <{ i8 1, i32 2 }>, ptr %p\n"
      "  ret void\n"
      "}\n");
  if (!m) goto out;
  IrFunc *f = func_named(m, "f");
  CHECK_EQ_INT(opnd_const(m, f, nth(f, 0), 0)->lo, 0x80);
  CHECK_EQ_INT(opnd_const(m, f, nth(f, 1), 0)->lo, 0xff);
  CHECK(opnd_const(m, f, nth(f, 2), 0)->lo == UINT64_MAX);
  CHECK_EQ_INT(opnd_const(m, f, nth(f, 3), 0)->lo, 0x80);
  CHECK_EQ_INT(opnd_const(m, f, nth(f, 4), 0)->lo, 0xff80);
  const IrConst *k = opnd_const(m, f, nth(f, 5), 0);
  CHECK(k->lo == UINT64_MAX && k->hi == UINT64_MAX && k->type == IR_I128);
  k = opnd_const(m, f, nth(f, 6), 0);
  CHECK(k->lo == UINT64_MAX && k->hi == UINT64_MAX >> 1);
  k = opnd_const(m, f, nth(f, 7), 0);
  CHECK(k->lo == 1 && k->type == IR_I1);
  CHECK(opnd_const(m, f, nth(f, 8), 0)->lo == UINT64_C(0x8000000000000000));
  k = opnd_const(m, f, nth(f, 9), 0);
  CHECK(k->kind == IR_CEXPR && k->op == IR_ADD && k->flags == IR_F_NSW && k->n == 2);
  CHECK_EQ_INT(ir_const(m, ir_const_elem(m, k, 0))->op, IR_PTRTOINT);
  k = opnd_const(m, f, nth(f, 10), 0);
  CHECK(k->kind == IR_CVEC && ir_const(m, ir_const_elem(m, k, 1))->lo == 0xffffffffu);
  k = opnd_const(m, f, nth(f, 11), 0);
  CHECK(k->kind == IR_CARRAY && k->n == 2);
  CHECK_EQ_INT(ir_const(m, ir_const_elem(m, k, 1))->kind, IR_CUNDEF);
  k = ir_const(m, ir_const_elem(m, k, 0));
  CHECK_EQ_INT(ir_const(m, ir_const_elem(m, k, 1))->lo, 0x3c00);
  k = opnd_const(m, f, nth(f, 12), 0);
  CHECK(k->kind == IR_CSTRUCT && ir_ty(m, k->type)->packed);
out:
  ir_module_free(m);
  ir_ctx_free(c);
}

static void test_fp_constants(void) {
  IrCtx *c = ir_ctx_new();
  CHECK_EQ_INT(ret_fp_bits(c, "float", "0x3FB99999A0000000"), 0x3dcccccd);
  CHECK_EQ_INT(ret_fp_bits(c, "float", "1.5"), 0x3fc00000);
  CHECK_EQ_INT(ret_fp_bits(c, "float", "-2.500000e-01"), 0xbe800000);
  CHECK_EQ_INT(ret_fp_bits(c, "float", "0x36A0000000000000"), 0x00000001);  /* 2^-149 */
  CHECK_EQ_INT(ret_fp_bits(c, "float", "0x7FF8000000000000"), 0x7fc00000);
  CHECK_EQ_INT(ret_fp_bits(c, "float", "0x7FF4000000000000"), 0x7fa00000);  /* sNaN stays signalling */
  CHECK_EQ_INT(ret_fp_bits(c, "float", "0xFFF8000020000000"), 0xffc00001);  /* payload top bits */
  CHECK_EQ_INT(ret_fp_bits(c, "float", "0xFFF0000000000000"), 0xff800000);
  CHECK_EQ_INT(ret_fp_bits(c, "float", "3.4028234663852886e+38"), 0x7f7fffff);
  CHECK(ret_fp_bits(c, "double", "0.1") == UINT64_C(0x3fb999999999999a));
  CHECK(ret_fp_bits(c, "double", "-0.0") == UINT64_C(0x8000000000000000));
  CHECK(ret_fp_bits(c, "double", "0x7FF0000000000001") == UINT64_C(0x7ff0000000000001));
  CHECK(ret_fp_bits(c, "double", "4.940656e-324") == 1);
  CHECK_EQ_INT(ret_fp_bits(c, "half", "0xH3C00"), 0x3c00);
  CHECK_EQ_INT(ret_fp_bits(c, "half", "0xHFC01"), 0xfc01);
  CHECK_EQ_INT(ret_fp_bits(c, "half", "1.5"), 0x3e00);
  CHECK_EQ_INT(ret_fp_bits(c, "half", "65504.0"), 0x7bff);
  CHECK_EQ_INT(ret_fp_bits(c, "half", "0x3FF0000000000000"), 0x3c00);
  CHECK_EQ_INT(ret_fp_bits(c, "half", "0x3E70000000000000"), 0x0001);  /* 2^-24 */
  CHECK_EQ_INT(ret_fp_bits(c, "half", "0x7FF4000000000000"), 0x7d00);
  CHECK_EQ_INT(ret_fp_bits(c, "half", "-0.0"), 0x8000);
  /* not exactly representable: errors, as in LLVM */
  CHECK_STR(parse_err(c, "define float @f() {\n  ret float 0.1\n}\n"),
            "t.ll:2:13: error: floating-point constant invalid for type");
  CHECK_STR(parse_err(c, "define float @f() {\n  ret float 0x7FF8000000000001\n}\n"),
            "t.ll:2:13: error: floating-point constant invalid for type");
  CHECK_STR(parse_err(c, "define half @f() {\n  ret half 65520.0\n}\n"),
            "t.ll:2:12: error: floating-point constant invalid for type");
  CHECK_STR(parse_err(c, "define half @f() {\n  ret half 0x3E60000000000000\n}\n"),
            "t.ll:2:12: error: floating-point constant invalid for type");
  CHECK_STR(parse_err(c, "define double @f() {\n  ret double 0xH3C00\n}\n"),
            "t.ll:2:14: error: floating-point constant invalid for type");
  ir_ctx_free(c);
}

static void test_empty_aggregates(void) {
  IrCtx *c = ir_ctx_new();
  /* the first types and constants of the module are empty ones */
  IrModule *m = parse_ok(c,
      "@a = global [0 x i32] []\n"
      "@s = global {} {}\n"
      "@z = global { {}, [0 x float] } zeroinitializer\n"
      "@p = global <{}> <{}>\n");
  if (m) {
    CHECK_EQ_INT(ir_const(m, global_named(m, "a")->init)->n, 0);
    CHECK_EQ_INT(ir_const(m, global_named(m, "s")->init)->kind, IR_CSTRUCT);
    CHECK_EQ_INT(ir_type_alloc_size(m, global_named(m, "z")->vtype), 0);
    CHECK(ir_ty(m, global_named(m, "p")->vtype)->packed);
  }
  ir_module_free(m);
  ir_ctx_free(c);
}

/* uselistorder directives (llvm-dis, llvm-reduce) are accepted and
 * dropped: at the top level and at the end of a body, with constants,
 * struct and vector values in them. */
static void test_uselistorder(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse_ok(c,
      "declare i32 @g(i32)\n"
      "define i32 @f(i32 %a) {\n"
      "b:\n  %x = call i32 @g(i32 %a)\n  %y = call i32 @g(i32 %x)\n  %z = add i32 %x, %y\n  ret i32 %z\n"
      "  uselistorder i32 %x, { 1, 0 }\n"
      "  uselistorder_bb @f, %b, { 0 }\n}\n"
      "uselistorder i32 0, { 3, 2, 1, 0 }\n"
      "uselistorder ptr @g, { 1, 0 }\n"
      "uselistorder { i32, i32 } { i32 1, i32 2 }, { 1, 0 }\n"
      "uselistorder <2 x i32> <i32 1, i32 2>, { 1, 0 }\n");
  if (m) {
    char *t = ir_print_module_str(m, NULL);
    CHECK(t && !strstr(t, "uselistorder") && strstr(t, "%z = add i32 %x, %y"));
    free(t);
  }
  ir_module_free(m);
  ir_ctx_free(c);
}

/* ------------------------------------------------------------------ */
/* Robustness                                                           */

static const char *oom_text =
    "%struct.S = type { i32, float }\n"
    "@g = internal addrspace(3) global [64 x float] undef, align 4\n"
    "@c = addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4]\n"
    "define void @k(ptr addrspace(1) %out, i32 %n) #0 {\n"
    "entry:\n"
    "  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %s = alloca %struct.S, align 4\n"
    "  br label %loop\n"
    "loop:\n"
    "  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n"
    "  %acc = phi float [ 0.0, %entry ], [ %acc1, %loop ]\n"
    "  %gp = getelementptr inbounds [64 x float], ptr addrspace(3) @g, i32 0, i32 %i\n"
    "  %v = load float, ptr addrspace(3) %gp, align 4\n"
    "  %acc1 = fadd contract float %acc, %v\n"
    "  %i1 = add nuw nsw i32 %i, 1\n"
    "  %cmp = icmp slt i32 %i1, %n\n"
    "  br i1 %cmp, label %loop, label %exit\n"
    "exit:\n"
    "  %o = getelementptr float, ptr addrspace(1) %out, i32 %t\n"
    "  store float %acc1, ptr addrspace(1) %o, align 4\n"
    "  %x = cmpxchg ptr %s, i32 0, i32 1 seq_cst seq_cst\n"
    "  switch i32 %t, label %done [ i32 0, label %done  i32 1, label %done ]\n"
    "done:\n"
    "  ret void\n"
    "}\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "attributes #0 = { convergent nounwind \"denormal-fp-math\"=\"preserve-sign,preserve-sign\" }\n"
    "!nvvm.annotations = !{!0}\n"
    "!0 = !{ptr @k, !\"kernel\", i32 1}\n";

static void test_oom(void) {
  int failures = 0, successes = 0;
  for (int k = 0; k <= 200; k++) {
    TestAlloc fl = {.countdown = 1000000, .sticky = true};
    IrCtx *c = ir_ctx_new_alloc(test_alloc, &fl);
    fl.countdown = k;
    IrModule *m = ir_parse(c, "t.ll", oom_text, strlen(oom_text));
    if (!m) {
      failures++;
      CHECK_EQ_INT(ir_ctx_status(c), IR_ENOMEM);
    } else {
      successes++;
      IrFunc *f = func_named(m, "k");
      CHECK(f && f->is_kernel && count_insts(f) == 16);
    }
    ir_module_free(m);
    ir_ctx_free(c);
  }
  CHECK(failures > 20);
  CHECK(successes > 0);
}

/* Parses every .ll file of corpora/kernels: all must parse, and every
 * module has a kernel. */
static void test_corpus(void) {
  DIR *d = opendir("corpora/kernels");
  if (!d) {
    printf("test_corpus: corpora/kernels not found from the current directory, skipped\n");
    return;
  }
  IrCtx *c = ir_ctx_new();
  struct dirent *e;
  int nfiles = 0;
  char path[1024];
  while ((e = readdir(d)) != NULL) {
    size_t n = strlen(e->d_name);
    if (n < 4 || strcmp(e->d_name + n - 3, ".ll") != 0) continue;
    snprintf(path, sizeof path, "corpora/kernels/%s", e->d_name);
    size_t got;
    char *text = t_slurp(path, &got);
    if (!text) continue;
    nfiles++;
    IrModule *m = ir_parse(c, path, text, got);
    if (!m) {
      fprintf(stderr, "test_corpus: %s\n", ir_ctx_error(c));
      CHECK(m != NULL);
    } else {
      int kernels = 0;
      for (uint32_t i = 0; i < m->nfuncs; i++) kernels += m->funcs[i]->is_kernel;
      if (!kernels) fprintf(stderr, "test_corpus: %s: no kernel found\n", path);
      CHECK(kernels > 0);
    }
    ir_module_free(m);
    free(text);
  }
  closedir(d);
  printf("test_corpus: %d files parsed\n", nfiles);
  CHECK(nfiles > 0);
  ir_ctx_free(c);
}

/* With LONG=1 and llvm-stress-16 installed: random LLVM modules parse, or
 * fail with an "unsupported" error (scalable vectors). */
static void test_llvm_stress(void) {
  if (!test_long()) return;
  IrCtx *c = ir_ctx_new();
  int parsed = 0;
  for (int seed = 1; seed <= 100; seed++) {
    char cmd[160];
    snprintf(cmd, sizeof cmd, "llvm-stress-16 -size 300 -seed %d %s 2>/dev/null", seed,
             seed % 10 == 0 ? "-enable-scalable-vectors" : "");
    FILE *fp = popen(cmd, "r");
    if (!fp) break;
    size_t n = 0, cap = 1 << 16;
    char *text = malloc(cap);
    for (size_t got; (got = fread(text + n, 1, cap - n, fp)) > 0;) {
      n += got;
      if (n == cap) text = realloc(text, cap *= 2);
    }
    pclose(fp);
    if (n == 0) {
      free(text);
      printf("test_llvm_stress: llvm-stress-16 not available, skipped\n");
      break;
    }
    IrModule *m = ir_parse(c, "stress.ll", text, n);
    if (m) parsed++;
    else if (!strstr(ir_ctx_error(c), ": error: unsupported ")) fprintf(stderr, "seed %d: %s\n", seed, ir_ctx_error(c));
    CHECK(m || strstr(ir_ctx_error(c), ": error: unsupported "));
    ir_module_free(m);
    free(text);
  }
  if (parsed) CHECK(parsed >= 80);
  ir_ctx_free(c);
}

int main(void) {
  TEST(test_module_level);
  TEST(test_functions_and_attrs);
  TEST(test_arith_and_flags);
  TEST(test_memory_and_atomics);
  TEST(test_vectors_and_aggregates);
  TEST(test_control_flow_and_forward_refs);
  TEST(test_numbering);
  TEST(test_calls);
  TEST(test_int_constants);
  TEST(test_fp_constants);
  TEST(test_empty_aggregates);
  TEST(test_uselistorder);
  TEST(test_oom);
  TEST(test_corpus);
  TEST(test_llvm_stress);
  return TEST_END();
}

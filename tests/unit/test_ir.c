/* tests/unit/test_ir.c -- unit tests of core/ir.c, type.c, intrin.c and
 * clone.c: interning, sizes, use lists, RAUW, instruction lists, clones,
 * the intrinsic table, out-of-memory recovery, and the removal of unused
 * declarations, globals and parameters (the reducer's edits). */
#include <stdlib.h>
#include <string.h>

#include "ir.h"
#include "test.h"

static void test_types_interned(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = ir_module_new(c);
  CHECK_EQ_INT(ir_type_int(m, 32), IR_I32);
  CHECK_EQ_INT(ir_type_ptr(m, 3), IR_PTR3);
  IrType v4 = ir_type_vec(m, 4, IR_FLOAT);
  CHECK_EQ_INT(ir_type_vec(m, 4, IR_FLOAT), v4);
  CHECK(ir_type_vec(m, 2, IR_FLOAT) != v4);
  IrType fs[2] = {IR_I32, IR_I1};
  IrType s = ir_type_struct(m, 2, fs, false);
  CHECK_EQ_INT(ir_type_struct(m, 2, fs, false), s);
  char buf[64];
  ir_type_str(m, s, buf, sizeof buf);
  CHECK_STR(buf, "{ i32, i1 }");
  IrType a = ir_type_array(m, 16, ir_type_array(m, 17, IR_FLOAT));
  ir_type_str(m, a, buf, sizeof buf);
  CHECK_STR(buf, "[16 x [17 x float]]");
  CHECK_EQ_INT(ir_type_alloc_size(m, a), 16 * 17 * 4);
  CHECK_EQ_INT(ir_type_align(m, v4), 16);
  CHECK_EQ_INT(ir_type_store_size(m, ir_type_vec(m, 3, IR_FLOAT)), 12);
  CHECK_EQ_INT(ir_type_alloc_size(m, ir_type_vec(m, 3, IR_FLOAT)), 16);
  CHECK_EQ_INT(ir_type_bits(m, IR_PTR3), 32);
  CHECK_EQ_INT(ir_type_bits(m, IR_PTR1), 64);
  IrType fs2[3] = {IR_I8, IR_I32, IR_I16};
  IrType s2 = ir_type_struct(m, 3, fs2, false);
  CHECK_EQ_INT(ir_type_field_offset(m, s2, 1), 4);
  CHECK_EQ_INT(ir_type_field_offset(m, s2, 2), 8);
  CHECK_EQ_INT(ir_type_alloc_size(m, s2), 12);
  ir_module_free(m);
  ir_ctx_free(c);
}

static void test_consts_interned(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = ir_module_new(c);
  IrRef a = ir_const_i(m, IR_I8, -1);
  CHECK(ir_ref_eq(a, ir_const_int(m, IR_I8, 255, 0)));
  CHECK_EQ_INT(ir_const(m, a)->lo, 255);
  CHECK(ir_ref_eq(ir_const_f32(m, 1.5f), ir_const_f32(m, 1.5f)));
  CHECK(!ir_ref_eq(ir_const_f32(m, 0.0f), ir_const_f32(m, -0.0f)));
  IrType v = ir_type_vec(m, 4, IR_I32);
  IrRef s1 = ir_const_splat(m, v, ir_const_i(m, IR_I32, 7));
  IrRef s2 = ir_const_splat(m, v, ir_const_i(m, IR_I32, 7));
  CHECK(ir_ref_eq(s1, s2));
  uint8_t bytes[3] = {'a', 0, 'b'};
  IrType arr = ir_type_array(m, 3, IR_I8);
  IrRef b1 = ir_const_bytes(m, arr, bytes, 3), b2 = ir_const_bytes(m, arr, bytes, 3);
  CHECK(ir_ref_eq(b1, b2));
  CHECK(memcmp(ir_const_bytes_of(m, ir_const(m, b1)), bytes, 3) == 0);
  /* many constants force rehashes; all stay interned */
  for (int i = 0; i < 5000; i++) ir_const_i(m, IR_I64, i);
  for (int i = 0; i < 5000; i += 97) CHECK_EQ_INT(ir_const(m, ir_const_i(m, IR_I64, i))->lo, (uint64_t)i);
  uint32_t n = m->nconsts;
  ir_const_i(m, IR_I64, 4999);
  CHECK_EQ_INT(m->nconsts, n);
  ir_module_free(m);
  ir_ctx_free(c);
}

/* builds: define i32 @f(i32 %x) { entry: %a = add i32 %x, 1; %b = mul i32 %a, %a; ret i32 %b } */
static uint32_t build_f(IrModule *m, IrId *pa, IrId *pb, IrId *pr) {
  IrType p[1] = {IR_I32};
  uint32_t fi = ir_func_new(m, ir_strz(m, "f"), IR_I32, 1, p, false);
  IrFunc *f = ir_func(m, fi);
  IrId e = ir_block_new(f, ir_strz(m, "entry"));
  IrId a = ir_inst_new(f, IR_ADD, IR_I32, 2);
  ir_set_opnd(f, a, 0, ir_ref(IR_RARG, 0));
  ir_set_opnd(f, a, 1, ir_const_i(m, IR_I32, 1));
  ir_inst_append(f, e, a);
  IrId b = ir_inst_new(f, IR_MUL, IR_I32, 2);
  ir_set_opnd(f, b, 0, ir_inst_ref(a));
  ir_set_opnd(f, b, 1, ir_inst_ref(a));
  ir_inst_append(f, e, b);
  IrId r = ir_inst_new(f, IR_RET, IR_VOID, 1);
  ir_set_opnd(f, r, 0, ir_inst_ref(b));
  ir_inst_append(f, e, r);
  *pa = a, *pb = b, *pr = r;
  return fi;
}

static void test_uses_and_rauw(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = ir_module_new(c);
  IrId a, b, r;
  IrFunc *f = ir_func(m, build_f(m, &a, &b, &r));
  CHECK(!f->is_decl);
  CHECK_EQ_INT(ir_num_uses(f, ir_inst_ref(a)), 2);
  CHECK_EQ_INT(ir_num_uses(f, ir_ref(IR_RARG, 0)), 1);
  /* replace %a by %x: the mul now uses the argument twice */
  ir_rauw(f, ir_inst_ref(a), ir_ref(IR_RARG, 0));
  CHECK_EQ_INT(ir_num_uses(f, ir_inst_ref(a)), 0);
  CHECK_EQ_INT(ir_num_uses(f, ir_ref(IR_RARG, 0)), 3);
  ir_inst_remove(f, a);
  CHECK_EQ_INT(f->nlive_insts, 2);
  CHECK_EQ_INT(ir_num_uses(f, ir_ref(IR_RARG, 0)), 2);
  CHECK_EQ_INT(f->blocks[f->entry].first, b);
  CHECK_EQ_INT(ir_block_term(f, f->entry), r);
  /* insert before / after keep the list consistent */
  IrId x = ir_inst_new(f, IR_XOR, IR_I32, 2);
  ir_set_opnd(f, x, 0, ir_inst_ref(b));
  ir_set_opnd(f, x, 1, ir_const_i(m, IR_I32, -1));
  ir_inst_insert_after(f, b, x);
  ir_set_opnd(f, r, 0, ir_inst_ref(x));
  int n = 0;
  IrId order[4];
  IR_FOR_INSTS(f, f->entry, i) order[n++] = i;
  CHECK_EQ_INT(n, 3);
  CHECK(order[0] == b && order[1] == x && order[2] == r);
  /* growing operands keeps use lists right */
  IrRef extra[2] = {ir_inst_ref(b), ir_inst_ref(b)};
  ir_add_opnds(f, x, 2, extra);
  CHECK_EQ_INT(ir_num_uses(f, ir_inst_ref(b)), 3);
  ir_del_opnds(f, x, 2, 2);
  CHECK_EQ_INT(ir_num_uses(f, ir_inst_ref(b)), 1);
  CHECK(ir_ref_eq(ir_opnd(f, x, 1), ir_const_i(m, IR_I32, -1)));
  ir_module_free(m);
  ir_ctx_free(c);
}

static void test_clone(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = ir_module_new(c);
  IrId a, b, r;
  uint32_t fi = build_f(m, &a, &b, &r);
  IrModule *m2 = ir_module_clone(m);
  CHECK(m2 != NULL);
  IrFunc *f2 = ir_func(m2, fi);
  CHECK(f2->mod == m2);
  /* editing the clone leaves the original alone */
  ir_rauw(f2, ir_inst_ref(a), ir_ref(IR_RARG, 0));
  CHECK_EQ_INT(ir_num_uses(ir_func(m, fi), ir_inst_ref(a)), 2);
  CHECK_EQ_INT(ir_num_uses(f2, ir_inst_ref(a)), 0);
  ir_const_i(m2, IR_I32, 12345);
  CHECK_EQ_INT(m2->nconsts, m->nconsts + 1);
  CHECK(ir_ref_is(ir_sym_lookup(m2, ir_str_find(m2, "f", 1)), IR_RFUNC));
  uint32_t g = ir_func_clone(m, fi, ir_strz(m, "f.copy"));
  CHECK(g != IR_NIL);
  CHECK_EQ_INT(ir_func(m, g)->nlive_insts, 3);
  CHECK_EQ_INT(ir_num_uses(ir_func(m, g), ir_inst_ref(a)), 2);
  CHECK_EQ_INT(ir_func_clone(m, fi, ir_strz(m, "f.copy")), IR_NIL);
  CHECK(ir_func_copy_body(ir_func(m, g), f2) == IR_OK);
  CHECK_EQ_INT(ir_num_uses(ir_func(m, g), ir_inst_ref(a)), 0);
  ir_module_free(m2);
  ir_module_free(m);
  ir_ctx_free(c);
}

static void test_intrinsics(void) {
  for (int i = 2; i < IR_NINTRIN; i++) CHECK(strcmp(ir_intrin_info[i - 1].name, ir_intrin_info[i].name) < 0);
  bool llvm;
  CHECK_EQ_INT(ir_intrin_lookup("llvm.fabs.f32", 13, &llvm), IR_IN_LLVM_FABS);
  CHECK(llvm);
  CHECK_EQ_INT(ir_intrin_lookup("llvm.fabs.v4f64", 15, &llvm), IR_IN_LLVM_FABS);
  /* no suffix: LLVM remangles the name from the types (llvm-as-16 does) */
  CHECK_EQ_INT(ir_intrin_lookup("llvm.fabs", 9, &llvm), IR_IN_LLVM_FABS);
  CHECK_EQ_INT(ir_intrin_lookup("llvm.memcpy.p0.p1.i64", 21, &llvm), IR_IN_LLVM_MEMCPY);
  CHECK_EQ_INT(ir_intrin_lookup("llvm.memcpy.p0.i64", 18, &llvm), IR_IN_NONE);
  CHECK_EQ_INT(ir_intrin_lookup("llvm.smul.with.overflow.i32", 27, &llvm), IR_IN_LLVM_SMUL_OV);
  CHECK_EQ_INT(ir_intrin_lookup("llvm.nvvm.read.ptx.sreg.tid.x", 29, &llvm), IR_IN_NVVM_TID_X);
  CHECK_EQ_INT(ir_intrin_lookup("sinf", 4, &llvm), IR_IN_LIB_SINF);
  CHECK(!llvm);
  CHECK_EQ_INT(ir_intrin_lookup("_Z5atan2ff", 10, &llvm), IR_IN_CXX_ATAN2_F);
  CHECK_EQ_INT(ir_intrin_lookup("__expf_finite", 13, &llvm), IR_IN_FIN_EXPF);
  CHECK_EQ_INT(ir_intrin_lookup("ori.mufu.rcp.f32", 16, &llvm), IR_IN_ORI_MUFU_RCP);
  CHECK_EQ_INT(ir_intrin_lookup("sinff", 5, &llvm), IR_IN_NONE);
  CHECK(ir_intrin_info[IR_IN_NVVM_BARRIER0].attrs & IR_A_CONV);
  CHECK_EQ_INT(ir_intrin_info[IR_IN_LIB_POWF].math, IR_MF_POW);
  CHECK_EQ_INT(ir_mathfn_arity[IR_MF_FMA], 3);

  IrCtx *c = ir_ctx_new();
  IrModule *m = ir_module_new(c);
  char err[128];
  IrType v4 = ir_type_vec(m, 4, IR_FLOAT);
  IrType ps[3] = {v4, v4, v4};
  CHECK(ir_intrin_check_sig(m, IR_IN_LLVM_FMA, "llvm.fma.v4f32", v4, 3, ps, err, sizeof err));
  CHECK(!ir_intrin_check_sig(m, IR_IN_LLVM_FMA, "llvm.fma.v4f32", IR_FLOAT, 3, ps, err, sizeof err));
  IrType ip[2] = {IR_I32, IR_I32};
  IrType ov = ir_type_struct(m, 2, (IrType[]){IR_I32, IR_I1}, false);
  CHECK(ir_intrin_check_sig(m, IR_IN_LLVM_UADD_OV, "llvm.uadd.with.overflow.i32", ov, 2, ip, err, sizeof err));
  IrType rp[1] = {v4};
  IrType fv[2] = {IR_FLOAT, v4};
  CHECK(ir_intrin_check_sig(m, IR_IN_LLVM_REDUCE_FADD, "llvm.vector.reduce.fadd.v4f32", IR_FLOAT, 2, fv, err, sizeof err));
  IrType fv2[2] = {IR_DOUBLE, v4};
  CHECK(!ir_intrin_check_sig(m, IR_IN_LLVM_REDUCE_FADD, "llvm.vector.reduce.fadd.v4f32", IR_DOUBLE, 2, fv2, err, sizeof err));
  CHECK(ir_intrin_check_sig(m, IR_IN_LLVM_REDUCE_FMAX, "llvm.vector.reduce.fmax.v4f32", IR_FLOAT, 1, rp, err, sizeof err));
  uint32_t d = ir_declare_intrin(m, IR_IN_LLVM_FABS, v4);
  CHECK_STR(ir_cstr(m, ir_func(m, d)->name), "llvm.fabs.v4f32");
  CHECK_EQ_INT(ir_func(m, d)->intrin, IR_IN_LLVM_FABS);
  CHECK_EQ_INT(ir_declare_intrin(m, IR_IN_LLVM_FABS, v4), d);
  uint32_t w = ir_declare_intrin(m, IR_IN_ORI_IMAD_WIDE_U32, IR_VOID);
  CHECK_EQ_INT(ir_func(m, w)->ret, IR_I64);
  CHECK_EQ_INT(ir_func(m, w)->nparams, 3);
  ir_module_free(m);
  ir_ctx_free(c);
}


static void test_oom_clone(void) {
  /* cloning under every allocation failure point returns NULL cleanly (ASan checks leaks) */
  int failures = 0;
  for (int k = 0; k < 64; k++) {
    TestAlloc fl = {.countdown = 1000000, .sticky = true};
    IrCtx *c = ir_ctx_new_alloc(test_alloc, &fl);
    IrModule *m = ir_module_new(c);
    IrId a, b, r;
    build_f(m, &a, &b, &r);
    fl.countdown = k;
    IrModule *m2 = ir_module_clone(m);
    if (!m2) {
      failures++;
      CHECK(ir_ctx_status(c) == IR_ENOMEM);
    }
    ir_module_free(m2);
    ir_module_free(m);
    ir_ctx_free(c);
  }
  CHECK(failures > 5);
}

static const char *k_unused =
  "@g1 = internal addrspace(3) global i32 undef\n"
  "@g2 = internal addrspace(3) global i32 undef\n"
  "declare i32 @f1(i32)\n"
  "declare i32 @f2(i32)\n"
  "declare i32 @f3(i32)\n"
  "define void @k(ptr %p, i32 %unused, i32 %x) {\n"
  "  %a = call i32 @f2(i32 %x)\n"
  "  store i32 %a, ptr addrspace(3) @g2\n"
  "  %b = add i32 %x, %a\n"
  "  store i32 %b, ptr %p\n"
  "  ret void\n}\n";

static void test_drop_unused(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = ir_parse(c, "u.ll", k_unused, strlen(k_unused));
  CHECK(m != NULL);
  if (!m) {
    ir_ctx_free(c);
    return;
  }
  CHECK_EQ_INT(ir_module_drop_unused(m), 3);  /* @g1, @f1, @f3 */
  CHECK_EQ_INT(m->nfuncs, 2);
  CHECK_EQ_INT(m->nglobals, 1);
  IrFunc *k = m->funcs[ir_ref_idx(ir_sym_lookup(m, ir_strz(m, "k")))];
  CHECK(!ir_func_remove_param(k, 0));   /* used */
  CHECK(!ir_func_remove_param(k, 3));   /* out of range */
  CHECK(ir_func_remove_param(k, 1));
  CHECK_EQ_INT(k->nparams, 2);
  CHECK_EQ_INT(ir_verify_module(m), IR_OK);
  char *t = ir_print_module_str(m, NULL);
  CHECK(t && !strstr(t, "@g1") && !strstr(t, "@f1") && !strstr(t, "@f3") && !strstr(t, "%unused"));
  CHECK(t && strstr(t, "call i32 @f2(i32 %x)") && strstr(t, "store i32 %a, ptr addrspace(3) @g2"));
  CHECK(t && strstr(t, "define void @k(ptr %p, i32 %x)") && strstr(t, "add i32 %x, %a"));
  CHECK_EQ_INT(ir_module_drop_unused(m), 0);
  /* the printed module reads back the same */
  IrModule *m2 = t ? ir_parse(c, "u2.ll", t, strlen(t)) : NULL;
  char *t2 = m2 ? ir_print_module_str(m2, NULL) : NULL;
  CHECK(t2 && !strcmp(t, t2));
  free(t);
  free(t2);
  ir_module_free(m2);
  ir_module_free(m);
  ir_ctx_free(c);
}

int main(void) {
  TEST(test_types_interned);
  TEST(test_consts_interned);
  TEST(test_uses_and_rauw);
  TEST(test_clone);
  TEST(test_intrinsics);
  TEST(test_oom_clone);
  TEST(test_drop_unused);
  return TEST_END();
}

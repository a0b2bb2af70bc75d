/* tests/unit/test_badinput.c -- malformed input for core/parse.c: a table
 * of broken modules, each with the exact error the parser must report
 * (file:line:col included), deep nesting and exponential types built at run
 * time, and every truncation and a few thousand seeded mutations of a valid
 * module, which must each give a module or a located error (ASan and UBSan
 * watch for crashes, overreads and leaks). */
#include <ctype.h>
#include <stdlib.h>

#include "ir.h"
#include "test.h"

#define T(s) s, sizeof(s) - 1

static const struct {
  const char *text;
  size_t len;
  const char *err;
} cases[] = {
  /* ---- lexical: NUL, UTF-8, stray characters, unterminated text */
  {T("define void @f() {\n  ret void\0\n}\n"),
   "input.ll:2:11: error: unexpected NUL byte"},
  {T("; abc\0def\n"),
   "input.ll:1:6: error: unexpected NUL byte"},
  {T("; caf\xc3\x28\n"),
   "input.ll:1:6: error: invalid UTF-8"},
  {T("source_filename = \"\xff\"\n"),
   "input.ll:1:20: error: invalid UTF-8"},
  {T("; \xc0\xaf overlong\n"),
   "input.ll:1:3: error: invalid UTF-8"},
  {T("define void @f() {\n  ret void \xc3\xa9\n}\n"),
   "input.ll:2:12: error: unexpected character '\\xC3'"},
  {T("define void @f() {\n  ret void ~\n}\n"),
   "input.ll:2:12: error: unexpected character '~'"},
  {T("\x01"),
   "input.ll:1:1: error: unexpected character '\\x01'"},
  {T("source_filename = \"abc"),
   "input.ll:1:19: error: unexpected end of file in string"},
  {T("define void @f() {\n  % = add i32 0, 0\n  ret void\n}\n"),
   "input.ll:2:3: error: expected name after '%'"},
  {T("declare void @f() #\n"),
   "input.ll:1:19: error: unexpected character '#'"},
  /* ---- truncated text */
  {T("define void @f() {"),
   "input.ll:1:19: error: unexpected end of file"},
  {T("define void @f("),
   "input.ll:1:16: error: unexpected end of file"},
  {T("define"),
   "input.ll:1:7: error: unexpected end of file"},
  {T("@g = global i32"),
   "input.ll:1:16: error: unexpected end of file"},
  {T("%T = type { i32"),
   "input.ll:1:16: error: unexpected end of file"},
  {T("define void @f() {\n  ret void\n"),
   "input.ll:3:1: error: unexpected end of file"},
  {T("source_filename ="),
   "input.ll:1:18: error: unexpected end of file"},
  {T("attributes #0 = { nounwind"),
   "input.ll:1:27: error: unexpected end of file"},
  {T("!0 = !{!1"),
   "input.ll:1:10: error: unexpected end of file"},
  /* ---- types */
  {T("@g = global i32* null\n"),
   "input.ll:1:16: error: unsupported typed pointer"},
  {T("@g = global bfloat 0.0\n"),
   "input.ll:1:13: error: unsupported type bfloat"},
  {T("@g = global i65 0\n"),
   "input.ll:1:13: error: unsupported type i65"},
  {T("@g = global <32 x i32> zeroinitializer\n"),
   "input.ll:1:14: error: unsupported vector of 32 elements"},
  {T("@g = global <vscale x 4 x i32> zeroinitializer\n"),
   "input.ll:1:14: error: unsupported scalable vector"},
  {T("@g = addrspace(2) global i32 0\n"),
   "input.ll:1:16: error: unsupported address space 2"},
  {T("@g = global [4294967295 x [4294967295 x i8]] zeroinitializer\n"),
   "input.ll:1:13: error: array too large"},
  {T("@g = global [4294967296 x i8] zeroinitializer\n"),
   "input.ll:1:14: error: array too large"},
  {T("%T = type { %T }\n"),
   "input.ll:1:1: error: recursive type '%T'"},
  {T("@g = global %T zeroinitializer\n"),
   "input.ll:1:13: error: use of undefined type '%T'"},
  {T("%T = type opaque\n@g = external global %T\n"),
   "input.ll:2:22: error: unsupported opaque struct type '%T'"},
  {T("@g = global <2 x {i32}> zeroinitializer\n"),
   "input.ll:1:14: error: invalid vector element type"},
  {T("@g = global void\n"),
   "input.ll:1:13: error: invalid use of type 'void'"},
  {T("%T = type { i32 }\n%T = type { i64 }\n"),
   "input.ll:2:1: error: redefinition of type '%T'"},
  /* ---- constants */
  {T("@g = global i8 256\n"),
   "input.ll:1:16: error: integer constant out of range for i8"},
  {T("@g = global i8 -129\n"),
   "input.ll:1:16: error: integer constant out of range for i8"},
  {T("@g = global i128 340282366920938463463374607431768211456\n"),
   "input.ll:1:18: error: integer constant out of range for i128"},
  {T("@g = global i8 u0x100\n"),
   "input.ll:1:16: error: integer constant out of range for i8"},
  {T("@g = global float 0.1\n"),
   "input.ll:1:19: error: floating-point constant invalid for type"},
  {T("@g = global float 0xH3C00\n"),
   "input.ll:1:19: error: floating-point constant invalid for type"},
  {T("@g = global float 1\n"),
   "input.ll:1:19: error: integer constant must have integer type"},
  {T("@g = global i32 null\n"),
   "input.ll:1:17: error: constant 'null' is invalid for type 'i32'"},
  {T("@g = global i32 true\n"),
   "input.ll:1:17: error: constant 'true' is invalid for type 'i32'"},
  {T("@g = global <2 x i32> <i32 1>\n"),
   "input.ll:1:23: error: vector constant has 1 elements, type has 2"},
  {T("@g = global [2 x i32] [i32 1, i64 2]\n"),
   "input.ll:1:31: error: element 1 of array constant is not of type 'i32'"},
  {T("@g = global [3 x i8] c\"ab\"\n"),
   "input.ll:1:22: error: string constant has 2 bytes, type has 3"},
  {T("@g = global [1 x i32] [i32 1, i32 2]\n"),
   "input.ll:1:31: error: array constant has too many elements"},
  {T("@g = global i64 ptrtoint (ptr null to i32)\n"),
   "input.ll:1:17: error: constant expression has type 'i32' but expected 'i64'"},
  {T("@g = global i1 icmp eq (ptr null, ptr null)\n"),
   "input.ll:1:16: error: unsupported constant expression 'icmp'"},
  {T("@g = global ptr blockaddress(@f, %bb)\n"),
   "input.ll:1:17: error: unsupported blockaddress"},
  {T("@g = global ptr dso_local_equivalent @f\n"),
   "input.ll:1:17: error: unsupported dso_local_equivalent"},
  {T("@g = global i32 none\n"),
   "input.ll:1:17: error: unsupported token constant"},
  {T("@g = global i32 0, align 3\n"),
   "input.ll:1:26: error: invalid alignment"},
  {T("@g = global i32 0, align 8589934592\n"),
   "input.ll:1:26: error: invalid alignment"},
  {T("@g = global i32 0, align 0\n"),
   "input.ll:1:26: error: invalid alignment"},
  /* ---- globals, functions, attributes, metadata */
  {T("define ptr @f() {\n  ret ptr @nope\n}\n"),
   "input.ll:2:11: error: use of undefined value '@nope'"},
  {T("@g = global i32 0\n@g = global i32 1\n"),
   "input.ll:2:1: error: redefinition of value '@g'"},
  {T("define void @f() {\n  ret void\n}\ndefine void @f() {\n  ret void\n}\n"),
   "input.ll:4:13: error: redefinition of value '@f'"},
  {T("@1 = global i32 0\n"),
   "input.ll:1:1: error: global variable expected to be numbered '@0'"},
  {T("@g = thread_local global i32 0\n"),
   "input.ll:1:6: error: unsupported thread_local"},
  {T("@a = alias i32, ptr @g\n"),
   "input.ll:1:6: error: unsupported alias"},
  {T("define appending void @f() {\n  ret void\n}\n"),
   "input.ll:1:8: error: invalid linkage for function"},
  {T("declare void @llvm.foo.bar()\n"),
   "input.ll:1:14: error: unsupported intrinsic llvm.foo.bar"},
  {T("define void @f(ptr byref(i32) %p) {\n  ret void\n}\n"),
   "input.ll:1:20: error: unsupported byref"},
  {T("declare void @f(ptr sret(i32))\n"),
   "input.ll:1:21: error: unsupported sret"},
  {T("define void @f() gc \"shadow\" {\n  ret void\n}\n"),
   "input.ll:1:18: error: unsupported gc"},
  {T("define void @f() personality ptr @g {\n  ret void\n}\n"),
   "input.ll:1:18: error: unsupported personality"},
  {T("module asm \"nop\"\n"),
   "input.ll:1:1: error: unsupported module asm"},
  {T("define x86_stdcallcc void @f() {\n  ret void\n}\n"),
   "input.ll:1:8: error: unsupported calling convention x86_stdcallcc"},
  {T("declare void @f() #3\n"),
   "input.ll:1:19: error: undefined attribute group #3"},
  {T("declare void @f() #0\nattributes #0 = { \"denormal-fp-math\"=\"ieee,preserve-sign\" }\n"),
   "input.ll:2:38: error: unsupported denormal mode \"ieee,preserve-sign\""},
  {T("!nvvm.annotations = !{!0}\n"),
   "input.ll:1:23: error: use of undefined metadata '!0'"},
  {T("!0 = !{}\n!0 = !{}\n"),
   "input.ll:2:1: error: redefinition of metadata '!0'"},
  /* ---- instructions and local values */
  {T("define void @f() {\n  frobnicate\n}\n"),
   "input.ll:2:3: error: expected instruction opcode"},
  {T("define void @f() {\n  invoke void @f() to label %a unwind label %b\n}\n"),
   "input.ll:2:3: error: unsupported instruction 'invoke'"},
  {T("define void @f(ptr %p) {\n  %x = va_arg ptr %p, i32\n  ret void\n}\n"),
   "input.ll:2:8: error: unsupported instruction 'va_arg'"},
  {T("define void @f(ptr %p) {\n  call void (...) %p()\n  ret void\n}\n"),
   "input.ll:2:19: error: unsupported variadic indirect call"},
  {T("define void @f(ptr %p) {\n  call void (i32) %p(i64 0)\n  ret void\n}\n"),
   "input.ll:2:19: error: indirect call arguments do not match the written function type"},
  {T("@g = addrspace(1) global i32 0\ndefine void @f() {\n  call void @g()\n  ret void\n}\n"),
   "input.ll:3:13: error: callee must be a pointer in address space 0"},
  {T("define void @f(ptr addrspace(1) %p) {\n  call void %p()\n  ret void\n}\n"),
   "input.ll:2:13: error: '%p' defined with type 'ptr addrspace(1)' but expected 'ptr'"},
  {T("define void @f() {\n  call void asm \"\", \"\"()\n  ret void\n}\n"),
   "input.ll:2:13: error: unsupported inline asm"},
  {T("define void @f() {\n  call void @f() [ \"deopt\"() ]\n  ret void\n}\n"),
   "input.ll:2:18: error: unsupported operand bundles"},
  {T("declare void @llvm.assume(i1)\ndefine void @f(ptr %p) {\n"
     "  call void @llvm.assume(i1 true) [ \"separate_storage\"(ptr %p, ptr %p) ]\n  ret void\n}\n"),
   "input.ll:3:37: error: unsupported assume operand bundle \"separate_storage\""},
  {T("declare void @llvm.assume(i1)\ndefine void @f(ptr %p) {\n"
     "  call void @llvm.assume(i1 true) [ \"align\"(ptr %p) ]\n  ret void\n}\n"),
   "input.ll:3:37: error: wrong operands of the \"align\" operand bundle"},
  {T("declare void @llvm.assume(i1)\ndefine void @f(i32 %x) {\n"
     "  call void @llvm.assume(i1 true) [ \"nonnull\"(i32 %x) ]\n  ret void\n}\n"),
   "input.ll:3:37: error: wrong operands of the \"nonnull\" operand bundle"},
  {T("declare void @llvm.assume(i1)\ndefine void @f(ptr %p) {\n"
     "  call void @llvm.assume(i1 true) [ \"cold\"(ptr %p) ]\n  ret void\n}\n"),
   "input.ll:3:37: error: wrong operands of the \"cold\" operand bundle"},
  {T("declare void @llvm.assume(i1)\ndefine void @f(ptr %p) {\n"
     "  call void @llvm.assume(i1 true) [ \"nonnull\"(ptr %p) \n  ret void\n}\n"),
   "input.ll:4:3: error: expected ']'"},
  {T("define void @f(ptr %p) {\n  call void %p() [ \"nonnull\"(ptr %p) ]\n  ret void\n}\n"),
   "input.ll:2:18: error: unsupported operand bundles"},
  {T("define void @f() {\n  %x = add i32 %y, 1\n  ret void\n}\n"),
   "input.ll:2:16: error: use of undefined value '%y'"},
  {T("define void @f() {\n  %x = add i32 %y, 1\n  %y = add i64 0, 0\n  ret void\n}\n"),
   "input.ll:2:16: error: '%y' defined with type 'i64' but expected 'i32'"},
  {T("define void @f() {\n  %y = add i64 0, 0\n  %x = add i32 %y, 1\n  ret void\n}\n"),
   "input.ll:3:16: error: '%y' defined with type 'i64' but expected 'i32'"},
  {T("define void @f() {\n  %x = add i32 0, 0\n  %x = add i32 1, 1\n  ret void\n}\n"),
   "input.ll:3:3: error: redefinition of value '%x'"},
  {T("define void @f() {\n  %0 = add i32 0, 0\n  ret void\n}\n"),
   "input.ll:2:3: error: instruction expected to be numbered '%1'"},
  {T("define void @f() {\n  br label %nope\n}\n"),
   "input.ll:2:12: error: use of undefined value '%nope'"},
  {T("define void @f() {\n  %x = add i32 0, 0\n}\n"),
   "input.ll:3:1: error: expected instruction opcode"},
  {T("define void @f() {\n  %x = store i32 0, ptr null\n  ret void\n}\n"),
   "input.ll:2:3: error: instructions returning void cannot have a name"},
  {T("define i32 @f() {\n  ret void\n}\n"),
   "input.ll:2:7: error: value doesn't match function result type 'i32'"},
  {T("define void @f(i32 %c) {\n  br i32 %c, label %a, label %a\na:\n  ret void\n}\n"),
   "input.ll:2:6: error: branch condition must have type i1"},
  {T("define void @f(i32 %c) {\n  switch i32 %c, label %a [ i32 1, label %a\n i32 1, label %a ]\na:\n  ret void\n}\n"),
   "input.ll:2:3: error: duplicate case value in switch"},
  {T("define void @f(i32 %c) {\n  %p = phi i32 [ 0, 1 ]\n  ret void\n}\n"),
   "input.ll:2:21: error: expected label name"},
  {T("declare void @g(i32)\ndefine void @f() {\n  call void @g(i64 0)\n  ret void\n}\n"),
   "input.ll:3:16: error: argument 1 of call to '@g' has type 'i64', expected 'i32'"},
  {T("declare void @g(i32)\ndefine void @f() {\n  call void @g()\n  ret void\n}\n"),
   "input.ll:3:16: error: too few arguments in call to '@g'"},
  {T("declare void @g(i32)\ndefine void @f() {\n  call i32 @g(i32 0)\n  ret void\n}\n"),
   "input.ll:3:12: error: call to '@g' does not match its declared type"},
  {T("define void @f() {\n  %x = select fast i1 true, i32 0, i32 1\n  ret void\n}\n"),
   "input.ll:2:3: error: fast-math flags require a floating-point type"},
  {T("define void @f() {\n  %x = fadd i32 0, 1\n  ret void\n}\n"),
   "input.ll:2:13: error: invalid operand type for instruction"},
  {T("define void @f() {\n  %x = zext i32 0 to i8\n  ret void\n}\n"),
   "input.ll:2:13: error: invalid cast opcode for cast from 'i32' to 'i8'"},
  {T("define void @f(ptr %p) {\n  %x = load atomic i32, ptr %p acquire\n  ret void\n}\n"),
   "input.ll:2:3: error: atomic load must have explicit non-zero alignment"},
  {T("define void @f(ptr %p) {\n  store atomic i32 0, ptr %p acquire, align 4\n  ret void\n}\n"),
   "input.ll:2:30: error: invalid ordering for store"},
  {T("define void @f(ptr %p) {\n  %x = cmpxchg ptr %p, i32 0, i32 1 seq_cst release\n  ret void\n}\n"),
   "input.ll:2:45: error: invalid cmpxchg failure ordering"},
  {T("define void @f() {\n  fence monotonic\n  ret void\n}\n"),
   "input.ll:2:9: error: invalid ordering for fence"},
  {T("define void @f({ i32 } %a) {\n  %x = extractvalue { i32 } %a, 1\n  ret void\n}\n"),
   "input.ll:2:33: error: invalid indices for extractvalue"},
  {T("define void @f(<2 x i32> %v, <2 x i32> %m) {\n  %x = shufflevector <2 x i32> %v, <2 x i32> %v, <2 x i32> %m\n  ret void\n}\n"),
   "input.ll:2:22: error: invalid shufflevector operands"},
  {T("define void @f(ptr %p, i32 %i) {\n  %x = getelementptr { i32, i32 }, ptr %p, i32 0, i32 %i\n  ret void\n}\n"),
   "input.ll:2:22: error: invalid getelementptr indices"},
  {T("@g = global ptr %x\n"),
   "input.ll:1:17: error: invalid use of function-local name"},
  {T("declare void @g(...)\ndefine void @f() {\n  call void (...) @g(metadata !0)\n  ret void\n}\n"),
   "input.ll:3:22: error: unsupported metadata argument"},
  /* ---- top level and miscellaneous */
  {T("foo\n"),
   "input.ll:1:1: error: expected top-level entity"},
  {T("}\n"),
   "input.ll:1:1: error: expected top-level entity"},
  {T("define void @f() {}\n"),
   "input.ll:1:19: error: expected instruction opcode"},
  {T("declare void @f()\nuselistorder ptr @f, { 1, x }\n"),
   "input.ll:2:27: error: expected use index"},
  {T("declare void @f()\nuselistorder ptr @f\n"),
   "input.ll:3:1: error: unexpected end of file"},
  {T("define void @f() {\n  ret void\n  uselistorder i32 0, { 1, x }\n}\n"),
   "input.ll:3:28: error: expected use index"},
  {T("define void @f() {\n  %x = add i32 0, 0\n  br label %x\n}\n"),
   "input.ll:3:12: error: '%x' defined with type 'i32' but expected 'label'"},
  {T("define void @f() {\n  br label %x\nx:\n  ret void\nx:\n  ret void\n}\n"),
   "input.ll:5:1: error: redefinition of value '%x'"},
  {T("define void @f(i32 %a, i32 %a) {\n  ret void\n}\n"),
   "input.ll:1:28: error: redefinition of value '%a'"},
  {T("define void @f(i32 %1) {\n  ret void\n}\n"),
   "input.ll:1:20: error: argument expected to be numbered '%0'"},
  {T("@g = global i32 0 @h\n"),
   "input.ll:2:1: error: unexpected end of file"},
  {T("define void @f() {\n  %x = add i32 0\n  ret void\n}\n"),
   "input.ll:3:3: error: expected ','"},
  {T("define void @f() {\n  %x = add nuw fast i32 0, 1\n  ret void\n}\n"),
   "input.ll:2:16: error: expected type"},
  {T("define void @f() {\n  %x = icmp foo i32 0, 1\n  ret void\n}\n"),
   "input.ll:2:13: error: expected icmp predicate"},
  {T("define void @f(ptr %p) {\n  %x = atomicrmw fadd ptr %p, i32 1 seq_cst\n  ret void\n}\n"),
   "input.ll:2:31: error: invalid operand type for atomicrmw fadd"},
  {T("define void @f(ptr %p) {\n  %x = atomicrmw bogus ptr %p, i32 1 seq_cst\n  ret void\n}\n"),
   "input.ll:2:18: error: expected atomicrmw operation"},
  {T("define void @f() {\n  %x = add i32 0, 1, !tbaa\n  ret void\n}\n"),
   "input.ll:3:3: error: expected metadata"},
  {T("%T = type i32\n"),
   "input.ll:1:11: error: unsupported non-struct named type"},
  {T("define void @f() {\n  ret void\n}\n!0 = !{\xff}\n"),
   "input.ll:4:8: error: invalid UTF-8"},
  {T("define void @f() {\n  %x = alloca i32, i32 0, addrspace(7)\n  ret void\n}\n"),
   "input.ll:2:37: error: unsupported address space 7"},
  {T("define void @f() {\n  %x = add i32 @f, 0\n  ret void\n}\n"),
   "input.ll:2:16: error: '@f' defined with type 'ptr' but expected 'i32'"},
  /* ---- more types, calls, operands and attributes */
  {T("@g = global <100000 x i32> zeroinitializer\n"),
   "input.ll:1:14: error: unsupported vector of 100000 elements"},
  {T("@g = global x86_fp80 0xK0\n"),
   "input.ll:1:13: error: unsupported type x86_fp80"},
  {T("declare void @f(metadata)\n"),
   "input.ll:1:17: error: invalid use of type 'metadata'"},
  {T("define void @llvm.foo() {\n  ret void\n}\n"),
   "input.ll:1:13: error: unsupported intrinsic llvm.foo"},
  {T("declare void @g(i32)\ndefine void @f() {\n  call void @g(i32 0, i32 1)\n  ret void\n}\n"),
   "input.ll:3:23: error: too many arguments in call to '@g'"},
  {T("@g = global ptr getelementptr inbounds ({ i32 }, ptr null, i32 0, inrange i32 0)\n"),
   "input.ll:1:67: error: unsupported inrange"},
  {T("define void @f(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n"),
   "input.ll:3:7: error: value doesn't match function result type 'void'"},
  {T("define void @f() {\n  unreachable\n  %x = add i32 0, 0\n}\n"),
   "input.ll:4:1: error: expected instruction opcode"},
  {T("@g = global i32 0, section 5\n"),
   "input.ll:1:28: error: expected string"},
  {T("define void @f() {\n  %x = fcmp oeq i32 0, 1\n  ret void\n}\n"),
   "input.ll:2:17: error: invalid operand type for instruction"},
  {T("define void @f() {\n  %x = getelementptr i32, i32 0\n  ret void\n}\n"),
   "input.ll:2:22: error: base of getelementptr must be a pointer"},
  {T("define void @f() {\n  store i32 0, i32 0\n  ret void\n}\n"),
   "input.ll:2:16: error: store operand must be a pointer"},
  {T("define void @f() {\n  %x = load i32, ptr null, align 3\n  ret void\n}\n"),
   "input.ll:2:34: error: invalid alignment"},
  {T("define i8 @f() {\n  ret i8 0x10\n}\n"),
   "input.ll:2:10: error: floating-point constant invalid for type"},
  {T("declare void @f(ptr inalloca(i32))\n"),
   "input.ll:1:21: error: unsupported inalloca"},
  {T("attributes #0 = { bogus }\n"),
   "input.ll:1:19: error: expected attribute"},
  {T("$c = comdat\n"),
   "input.ll:2:1: error: unexpected end of file"},
  {T("define void @f() {\n  call void @f() \"a\"=\n  ret void\n}\n"),
   "input.ll:3:3: error: expected string"},
  {T("define void @f() {\n  ret void\n}\nfoo:\n"),
   "input.ll:4:1: error: expected top-level entity"},
  {T("define void @f() {\n  %x = call i32 @nope()\n  ret void\n}\n"),
   "input.ll:2:17: error: use of undefined value '@nope'"},
  {T("@g = external global i32 0\n"),
   "input.ll:1:26: error: expected top-level entity"},
  {T("define void @f() {\n  br i1 true, label %a, label %b\na:\n  ret void\n}\n"),
   "input.ll:2:31: error: use of undefined value '%b'"},
  {T("define void @f(i64 %x) {\n  switch i64 %x, label %d [ i32 1, label %d ]\nd:\n  ret void\n}\n"),
   "input.ll:2:29: error: switch case value must have type 'i64'"},
};

/* The error of parsing text[0..len) as "input.ll", or "" if it parsed. */
static const char *parse_err(IrCtx *c, const char *text, size_t len) {
  IrModule *m = ir_parse(c, "input.ll", text, len);
  if (m) {
    ir_module_free(m);
    return "";
  }
  return ir_ctx_error(c);
}

static void test_table(void) {
  IrCtx *c = ir_ctx_new();
  size_t n = sizeof cases / sizeof *cases;
  CHECK(n >= 60);
  for (size_t i = 0; i < n; i++) {
    const char *e = parse_err(c, cases[i].text, cases[i].len);
    if (strcmp(e, cases[i].err) != 0) fprintf(stderr, "case %zu: %.60s\n", i, cases[i].text);
    CHECK_STR(e, cases[i].err);
    CHECK_EQ_INT(ir_ctx_status(c), IR_EUSER);
  }
  ir_ctx_free(c);
}

/* A growable text for inputs built at run time. */
typedef struct {
  char *s;
  size_t n, cap;
} Buf;

static void put(Buf *b, const char *s) {
  size_t k = strlen(s);
  if (b->n + k + 1 > b->cap) {
    b->cap = (b->n + k + 1) * 2;
    b->s = realloc(b->s, b->cap);
  }
  memcpy(b->s + b->n, s, k + 1);
  b->n += k;
}

static void test_nesting(void) {
  IrCtx *c = ir_ctx_new();
  Buf b = {0};
  /* 64 levels of types parse, 65 do not */
  for (int depth = 64; depth <= 65; depth++) {
    b.n = 0;
    put(&b, "@g = global ");
    for (int i = 0; i < depth; i++) put(&b, "[1 x ");
    put(&b, "i8");
    for (int i = 0; i < depth; i++) put(&b, "]");
    put(&b, " zeroinitializer\n");
    CHECK_STR(parse_err(c, b.s, b.n), depth == 64 ? "" : "input.ll:1:333: error: nesting too deep");
  }
  /* constants nest too: 100 levels of struct constants */
  b.n = 0;
  put(&b, "define void @f(ptr %p) {\n  store ");
  for (int i = 0; i < 100; i++) put(&b, "{ ");
  put(&b, "i8");
  for (int i = 0; i < 100; i++) put(&b, " }");
  put(&b, " zeroinitializer, ptr %p\n  ret void\n}\n");
  CHECK_STR(parse_err(c, b.s, b.n), "input.ll:2:137: error: nesting too deep");
  /* and constant expressions: 100 nested adds */
  b.n = 0;
  put(&b, "@g = global i32 ");
  for (int i = 0; i < 100; i++) put(&b, "add (i32 ");
  put(&b, "1");
  for (int i = 0; i < 100; i++) put(&b, ", i32 1)");
  put(&b, "\n");
  CHECK_STR(parse_err(c, b.s, b.n), "input.ll:1:597: error: nesting too deep");
  /* a chain of 100 named types, each holding the next */
  b.n = 0;
  char line[96];
  for (int i = 0; i < 100; i++) {
    snprintf(line, sizeof line, "%%T%d = type { %%T%d }\n", i, i + 1);
    put(&b, line);
  }
  put(&b, "%T100 = type { i8 }\n@g = global %T0 zeroinitializer\n");
  CHECK_STR(parse_err(c, b.s, b.n), "input.ll:1:1: error: nesting too deep");
  /* types whose size walks would be exponential: S(k) = { S(k-1), S(k-1) } */
  b.n = 0;
  put(&b, "%S0 = type { i8 }\n");
  for (int i = 1; i <= 40; i++) {
    snprintf(line, sizeof line, "%%S%d = type { %%S%d, %%S%d }\n", i, i - 1, i - 1);
    put(&b, line);
  }
  CHECK_STR(parse_err(c, b.s, b.n), "input.ll:7:1: error: type too complex");
  /* a huge array of a large struct */
  CHECK_STR(parse_err(c, T("%S = type { [1048576 x i8] }\n@g = external global [1048577 x %S]\n")),
            "input.ll:2:22: error: array too large");
  free(b.s);
  ir_ctx_free(c);
}

/* A module touching most of the grammar, for truncation and mutation. */
static const char *valid =
    "; ModuleID = 'v.cu'\n"
    "source_filename = \"v.cu\"\n"
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "%struct.P = type { float, i32 }\n"
    "@sh = internal addrspace(3) global [64 x float] undef, align 4\n"
    "@tab = addrspace(4) constant [2 x i16] [i16 -1, i16 7], align 2\n"
    "@s = private unnamed_addr constant [3 x i8] c\"h\\C3\\00\", align 1\n"
    "@gp = global ptr getelementptr inbounds ([2 x i16], ptr addrspacecast (ptr addrspace(4) @tab to ptr), i64 0, i64 1)\n"
    "define dso_local void @k(ptr addrspace(1) noundef align 4 %out, i32 %n, <4 x float> %v) #0 !dbg !5 {\n"
    "entry:\n"
    "  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !7\n"
    "  %a = alloca %struct.P, align 4, addrspace(5)\n"
    "  br label %loop\n"
    "loop:                                             ; preds = %loop, %entry\n"
    "  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n"
    "  %acc = phi float [ 0x3FB99999A0000000, %entry ], [ %acc1, %loop ]\n"
    "  %g = getelementptr inbounds [64 x float], ptr addrspace(3) @sh, i32 0, i32 %i\n"
    "  %x = load volatile float, ptr addrspace(3) %g, align 4\n"
    "  %acc1 = call fast float @llvm.fma.f32(float %acc, float %x, float -0.000000e+00)\n"
    "  %i1 = add nuw nsw i32 %i, 1\n"
    "  %c = icmp slt i32 %i1, %n\n"
    "  br i1 %c, label %loop, label %exit, !llvm.loop !8\n"
    "exit:\n"
    "  %e = extractelement <4 x float> %v, i64 2\n"
    "  %sv = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 1, i32 undef>\n"
    "  %o = getelementptr float, ptr addrspace(1) %out, i32 %t\n"
    "  store float %acc1, ptr addrspace(1) %o, align 4\n"
    "  %r = atomicrmw fadd ptr addrspace(1) %out, float %e syncscope(\"agent\") monotonic, align 4\n"
    "  %cx = cmpxchg weak ptr addrspace(5) %a, i32 0, i32 %t seq_cst acquire, align 4\n"
    "  %ok = extractvalue { i32, i1 } %cx, 1\n"
    "  switch i32 %t, label %done [\n"
    "    i32 0, label %done\n"
    "    i32 u0x10, label %done\n"
    "  ]\n"
    "done:\n"
    "  fence syncscope(\"block\") acq_rel\n"
    "  ret void\n"
    "}\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1\n"
    "declare float @llvm.fma.f32(float, float, float) #1\n"
    "attributes #0 = { convergent nounwind \"denormal-fp-math-f32\"=\"preserve-sign,preserve-sign\" }\n"
    "attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }\n"
    "!nvvm.annotations = !{!0}\n"
    "!llvm.module.flags = !{!1}\n"
    "!0 = !{ptr @k, !\"kernel\", i32 1}\n"
    "!1 = !{i32 4, !\"nvvm-reflect-ftz\", i32 0}\n"
    "!5 = distinct !DISubprogram(name: \"k\", scope: null, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition)\n"
    "!7 = !{i32 0, i32 1024}\n"
    "!8 = distinct !{!8, !9}\n"
    "!9 = !{!\"llvm.loop.mustprogress\"}\n";

/* An error must be "input.ll:LINE:COL: error: message". */
static int located(const char *e) {
  if (strncmp(e, "input.ll:", 9) != 0) return 0;
  e += 9;
  if (!isdigit((unsigned char)*e)) return 0;
  while (isdigit((unsigned char)*e)) e++;
  if (*e++ != ':' || !isdigit((unsigned char)*e)) return 0;
  while (isdigit((unsigned char)*e)) e++;
  return strncmp(e, ": error: ", 9) == 0 && e[9];
}

static void test_valid_module(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = ir_parse(c, "input.ll", valid, strlen(valid));
  if (!m) fprintf(stderr, "%s\n", ir_ctx_error(c));
  CHECK(m != NULL);
  ir_module_free(m);
  ir_ctx_free(c);
}

/* Every prefix of the valid module (copied, so ASan sees overreads). */
static void test_truncation(void) {
  IrCtx *c = ir_ctx_new();
  size_t n = strlen(valid);
  int ok = 0, bad = 0;
  for (size_t k = 0; k <= n; k++) {
    char *t = malloc(k ? k : 1);
    memcpy(t, valid, k);
    IrModule *m = ir_parse(c, "input.ll", t, k);
    if (m) ok++;
    else {
      bad++;
      if (!located(ir_ctx_error(c))) fprintf(stderr, "prefix %zu: %s\n", k, ir_ctx_error(c));
      CHECK(located(ir_ctx_error(c)));
    }
    ir_module_free(m);
    free(t);
  }
  CHECK(ok > 0 && bad > 0);
  ir_ctx_free(c);
}

static uint64_t rng(uint64_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return *s;
}

/* Seeded mutations: byte changes, deletions, insertions and duplications
 * of the valid module. */
static void test_mutations(void) {
  static const char alphabet[] = "%@!#\"\\{}[]<>(),=*.:;-0123456789x \n\0\xff\xc3iu";
  IrCtx *c = ir_ctx_new();
  size_t n = strlen(valid);
  uint64_t seed = 0x9e3779b97f4a7c15u;
  int iters = test_long() ? 200000 : 3000;
  char *t = malloc(2 * n + 64);
  for (int it = 0; it < iters; it++) {
    size_t len = n;
    memcpy(t, valid, n);
    int edits = 1 + (int)(rng(&seed) % 4);
    for (int e = 0; e < edits; e++) {
      size_t at = (size_t)(rng(&seed) % (len + 1));
      unsigned kind = (unsigned)(rng(&seed) % 4);
      char ch = alphabet[rng(&seed) % (sizeof alphabet - 1)];
      if (kind == 0 && at < len) t[at] = ch;
      else if (kind == 1 && at < len) memmove(t + at, t + at + 1, len - at - 1), len--;
      else if (kind == 2) memmove(t + at + 1, t + at, len - at), t[at] = ch, len++;
      else if (len + 16 < 2 * n) {
        size_t from = (size_t)(rng(&seed) % len), k = (size_t)(rng(&seed) % 16);
        if (from + k > len) k = len - from;
        memmove(t + at + k, t + at, len - at);
        memmove(t + at, t + (from < at ? from : from + k), k);
        len += k;
      }
    }
    char *copy = malloc(len ? len : 1);
    memcpy(copy, t, len);
    IrModule *m = ir_parse(c, "input.ll", copy, len);
    if (!m && !located(ir_ctx_error(c))) fprintf(stderr, "mutation %d: %s\n", it, ir_ctx_error(c));
    CHECK(m || located(ir_ctx_error(c)));
    ir_module_free(m);
    free(copy);
  }
  free(t);
  ir_ctx_free(c);
}

int main(void) {
  TEST(test_table);
  TEST(test_nesting);
  TEST(test_valid_module);
  TEST(test_truncation);
  TEST(test_mutations);
  return TEST_END();
}

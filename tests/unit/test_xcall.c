/* tests/unit/test_xcall.c -- calls of functions without a body
 * (core/interp/xcall.c): results are a function of the input's seed (and,
 * for pure callees, of the arguments), events are recorded per thread in
 * order, and interp_compare judges them; the result block is freed with
 * the result (an allocation-failure sweep checks the run never leaks or
 * crashes).
 */
#include "interp/interp.h"
#include "test.h"
#include "test_ir.h"

typedef struct Run {
  IrCtx *c;
  IrModule *m;
  InterpResult r;
  bool ok;
} Run;

/* Runs @f of text on one scalar i32 argument a (and a 64-byte buffer when
 * the function has a second, pointer parameter) with input seed seed, on
 * grid g ("1x1" when NULL). */
static void run(Run *x, const char *text, uint32_t a, uint64_t seed, const char *g) {
  memset(x, 0, sizeof *x);
  x->c = ir_ctx_new();
  x->m = test_parse(x->c, text);
  if (!x->m) return;
  IrRef fr = ir_sym_lookup(x->m, ir_str_find(x->m, "f", 1));
  uint32_t fidx = ir_ref_idx(fr);
  InterpOpts o;
  interp_opts_default(&o);
  CHECK(interp_grid_parse(g ? g : "1x1", &o.grid));
  uint8_t ab[4] = {(uint8_t)a, (uint8_t)(a >> 8), (uint8_t)(a >> 16), (uint8_t)(a >> 24)}, buf[64] = {0};
  InterpArg args[2] = {{.size = 4, .bytes = ab}, {.is_buffer = 1, .size = sizeof buf, .bytes = buf}};
  InterpInput in = {.nargs = ir_func(x->m, fidx)->nparams, .args = args, .seed = seed};
  x->ok = interp_run(x->c, x->m, fidx, &in, &o, &x->r) == IR_OK;
}

static void done(Run *x) {
  interp_result_free(x->c, &x->r);
  if (x->m) ir_module_free(x->m);
  ir_ctx_free(x->c);
}

static uint32_t ret32(const Run *x) {
  return (uint32_t)x->r.ret[0] | (uint32_t)x->r.ret[1] << 8 | (uint32_t)x->r.ret[2] << 16 | (uint32_t)x->r.ret[3] << 24;
}

static const char *const PURE = "declare i32 @p(i32) memory(none)\n"
                                "define i32 @f(i32 %a) {\n  %r = call i32 @p(i32 %a)\n  ret i32 %r\n}\n";
static const char *const EVENT = "declare i32 @e(i32)\n"
                                 "define i32 @f(i32 %a) {\n  %r = call i32 @e(i32 %a)\n  ret i32 %r\n}\n";

/* A pure callee: the same arguments and seed give the same value, other
 * arguments or another seed another; no event is recorded. */
static void test_pure(void) {
  Run a, b, c, d;
  run(&a, PURE, 5, 1, NULL), run(&b, PURE, 5, 1, NULL), run(&c, PURE, 6, 1, NULL), run(&d, PURE, 5, 2, NULL);
  CHECK(a.ok && b.ok && c.ok && d.ok);
  CHECK_EQ_INT(a.r.status, INTERP_OK);
  CHECK_EQ_INT(ret32(&a), ret32(&b));
  CHECK(ret32(&a) != ret32(&c));
  CHECK(ret32(&a) != ret32(&d));
  CHECK_EQ_INT(a.r.ncalls, 0);
  done(&a), done(&b), done(&c), done(&d);
}

/* An event: recorded with its argument; its value does not depend on the
 * argument (a source poison argument allows any target argument). */
static void test_event(void) {
  Run a, b;
  run(&a, EVENT, 5, 1, NULL), run(&b, EVENT, 6, 1, NULL);
  CHECK(a.ok && b.ok);
  CHECK_EQ_INT(ret32(&a), ret32(&b));
  CHECK_EQ_INT(a.r.ncalls, 1);
  if (a.r.ncalls == 1) {
    CHECK_EQ_INT(a.r.calls[0].size, 4);
    CHECK_EQ_INT(a.r.call_bytes[a.r.calls[0].off], 5);
  }
  InterpDiff d;
  CHECK_EQ_INT(interp_compare(&a.r, &b.r, &d), INTERP_CALL_MISMATCH);
  CHECK_EQ_INT(d.call, 0);
  CHECK_STR(interp_verdict_name(INTERP_CALL_MISMATCH), "call-mismatch");
  CHECK_EQ_INT(interp_compare(&a.r, &a.r, &d), INTERP_REFINES);
  done(&a), done(&b);
}

/* Several threads: each thread's calls in order, sorted by (block,
 * thread, seq); the count differs when a target makes one call less. */
static void test_threads(void) {
  const char *two = "declare void @g(i32)\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                    "define void @f(i32 %a) {\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                    "  call void @g(i32 %t)\n  call void @g(i32 %a)\n  ret void\n}\n";
  const char *one = "declare void @g(i32)\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                    "define void @f(i32 %a) {\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                    "  call void @g(i32 %t)\n  ret void\n}\n";
  Run a, b;
  run(&a, two, 9, 1, "2x3"), run(&b, one, 9, 1, "2x3");
  CHECK(a.ok && b.ok);
  CHECK_EQ_INT(a.r.ncalls, 12);
  for (uint32_t k = 0; k + 1 < a.r.ncalls; k++) {
    const InterpCall *p = &a.r.calls[k], *q = &a.r.calls[k + 1];
    CHECK(p->block < q->block || (p->block == q->block && (p->thread < q->thread || (p->thread == q->thread && p->seq < q->seq))));
  }
  if (a.r.ncalls == 12) CHECK_EQ_INT(a.r.call_bytes[a.r.calls[2].off], 1);  /* thread 1's first call: its tid */
  InterpDiff d;
  CHECK_EQ_INT(interp_compare(&a.r, &b.r, &d), INTERP_CALL_MISMATCH);
  CHECK_EQ_INT(d.call, 1);  /* thread 0's second call is missing in the target */
  done(&a), done(&b);
}

/* The declaration's range: the value lies in it. */
static void test_range(void) {
  const char *src = "declare range(i32 100, 103) i32 @p(i32) memory(none)\n"
                    "define i32 @f(i32 %a) {\n  %r = call i32 @p(i32 %a)\n  ret i32 %r\n}\n";
  for (uint32_t a = 0; a < 20; a++) {
    Run x;
    run(&x, src, a, 7, NULL);
    CHECK(x.ok && x.r.status == INTERP_OK && !x.r.ret_poison[0]);
    CHECK(ret32(&x) >= 100 && ret32(&x) < 103);
    done(&x);
  }
}

/* A pure call of a poison argument: poison; an event records the poison. */
static void test_poison(void) {
  const char *pure = "declare i32 @p(i32) memory(none)\n"
                     "define i32 @f(i32 %a) {\n  %b = add nsw i32 %a, 2147483647\n  %r = call i32 @p(i32 %b)\n  ret i32 %r\n}\n";
  const char *ev = "declare void @e(i32)\n"
                   "define void @f(i32 %a) {\n  %b = add nsw i32 %a, 2147483647\n  call void @e(i32 %b)\n  ret void\n}\n";
  Run x, y;
  run(&x, pure, 1, 1, NULL), run(&y, ev, 1, 1, NULL);
  CHECK(x.ok && x.r.ret_poison[0]);
  CHECK(y.ok && y.r.ncalls == 1);
  if (y.r.ncalls == 1) CHECK(y.r.call_bytes[y.r.calls[0].off + 4] == 1);  /* the poison flag of byte 0 */
  done(&x), done(&y);
}

/* Memory through a pointer argument: an event reads its window (1 byte
 * without dereferenceable) into the call record and then writes it with
 * bytes of its own; readonly on the declaration and memory(argmem: read)
 * leave the bytes alone; dereferenceable(4) widens the window; readonly
 * on the call site alone is a promise the modelled callee breaks (UB).  An
 * event that ends the run (one call in 16, a trap) is skipped. */
static void test_memory(void) {
  const char *fmt = "%s\ndefine i32 @f(i32 %%a, ptr %%p) {\n  store i32 %%a, ptr %%p\n"
                    "  call void @u(ptr %s%%p)\n  %%v = load i32, ptr %%p\n  ret i32 %%v\n}\n";
  static const struct { const char *decl, *cs; uint32_t read, keep; } cases[] = {
    {"declare void @u(ptr)", "", 1, 0},
    {"declare void @u(ptr readonly)", "", 1, 4},
    {"declare void @u(ptr)", "readonly ", 0, 5},
    {"declare void @u(ptr) memory(argmem: read)", "", 1, 4},
    {"declare void @u(ptr writeonly)", "", 0, 0},
    {"declare void @u(ptr readnone)", "", 0, 4},
    {"declare void @u(ptr dereferenceable(4))", "", 4, 0},
    {"declare void @u(ptr) speculatable memory(argmem: read)", "", 0, 4},
  };
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    char text[512];
    snprintf(text, sizeof text, fmt, cases[k].decl, cases[k].cs);
    uint32_t changed = 0, traps = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
      Run x;
      run(&x, text, 0x44332211u, seed, NULL);
      if (cases[k].keep == 5) {  /* the call site's promise broken */
        CHECK(x.ok && x.r.status == INTERP_UB);
        done(&x);
        continue;
      }
      if (x.ok && x.r.status == INTERP_TRAP) {
        traps++;
        done(&x);
        continue;
      }
      CHECK(x.ok && x.r.status == INTERP_OK);
      uint32_t v = ret32(&x), want = 0x44332211u;
      if (cases[k].keep == 4) CHECK_EQ_INT(v, want);
      else CHECK_EQ_INT((uint64_t)v >> 8 * (cases[k].read ? cases[k].read : 1),
                        (uint64_t)want >> 8 * (cases[k].read ? cases[k].read : 1));  /* bytes past the window kept */
      changed += v != want;
      bool event = !strstr(cases[k].decl, "memory(");
      CHECK_EQ_INT(x.r.ncalls, event ? 1 : 0);
      if (event && x.r.ncalls == 1) {
        CHECK_EQ_INT(x.r.calls[0].size, 16 + cases[k].read);
        for (uint32_t i = 0; i < cases[k].read; i++) CHECK_EQ_INT(x.r.call_bytes[x.r.calls[0].off + 16 + i], 0x11 * (i + 1));
      }
      done(&x);
    }
    if (cases[k].keep < 4) CHECK(changed > 0);
    CHECK(traps < 4);
  }
  /* a poison pointer where the callee may access: UB; null: nothing accessed */
  Run x;
  run(&x, "declare void @u(ptr)\ndefine void @f(i32 %a) {\n  call void @u(ptr poison)\n  ret void\n}\n", 1, 1, NULL);
  CHECK(x.ok && x.r.status == INTERP_UB);
  done(&x);
  run(&x, "declare void @u(ptr)\ndefine void @f(i32 %a) {\n  call void @u(ptr null)\n  ret void\n}\n", 1, 1, NULL);
  CHECK(x.ok && x.r.status == INTERP_OK);
  done(&x);
}

/* Pointer results: an event returns a new object with bytes of its own
 * (the same for the same seed, others for another), another object per
 * call, freeable; a pure callee the same object for the same argument. */
static void test_ptr_result(void) {
  const char *ev = "declare ptr @mk() willreturn\ndeclare void @free(ptr)\n"
                   "define i32 @f(i32 %a) {\n  %p = call ptr @mk()\n  %q = call ptr @mk()\n"
                   "  %v = load i32, ptr %p\n  %e = icmp eq ptr %p, %q\n  %z = zext i1 %e to i32\n"
                   "  call void @free(ptr %p)\n  %r = add i32 %v, %z\n  ret i32 %r\n}\n";
  Run a, b, c;
  run(&a, ev, 0, 1, NULL), run(&b, ev, 0, 1, NULL), run(&c, ev, 0, 2, NULL);
  CHECK(a.ok && a.r.status == INTERP_OK && b.ok && c.ok);
  CHECK_EQ_INT(ret32(&a), ret32(&b));
  CHECK(ret32(&a) != ret32(&c));
  done(&a), done(&b), done(&c);
  const char *pure = "declare ptr @t(i32) memory(none)\n"
                     "define i32 @f(i32 %a) {\n  %p = call ptr @t(i32 %a)\n  %b = add i32 %a, 1\n"
                     "  %q = call ptr @t(i32 %b)\n  %s = call ptr @t(i32 %a)\n  %e1 = icmp eq ptr %p, %s\n"
                     "  %e2 = icmp eq ptr %p, %q\n  %z1 = zext i1 %e1 to i32\n  %z2 = zext i1 %e2 to i32\n"
                     "  %z = shl i32 %z2, 1\n  %r = or i32 %z, %z1\n  ret i32 %r\n}\n";
  run(&a, pure, 3, 1, NULL);
  CHECK(a.ok && a.r.status == INTERP_OK);
  CHECK_EQ_INT(ret32(&a), 1);  /* p == s, p != q */
  done(&a);
}

/* An event may not return: about one call in 16 ends the run as a trap
 * (the same seeds every time), never with willreturn on the declaration,
 * always with noreturn on it; a willreturn function (or call site) whose
 * callee does not return has UB. */
static void test_abort(void) {
  const char *plain = "declare void @e(i32)\ndefine void @f(i32 %a) {\n  call void @e(i32 %a)\n  ret void\n}\n";
  const char *wr = "declare void @e(i32) willreturn\ndefine void @f(i32 %a) {\n  call void @e(i32 %a)\n  ret void\n}\n";
  const char *nr = "declare void @e(i32) noreturn\ndefine void @f(i32 %a) {\n  call void @e(i32 %a)\n  ret void\n}\n";
  const char *caller = "declare void @e(i32)\ndefine void @f(i32 %a) willreturn {\n  call void @e(i32 %a)\n  ret void\n}\n";
  uint32_t traps = 0, ub = 0;
  for (uint64_t seed = 1; seed <= 256; seed++) {
    Run x, y, z, w, v;
    run(&x, plain, 1, seed, NULL), run(&y, plain, 1, seed, NULL), run(&z, wr, 1, seed, NULL);
    run(&w, nr, 1, seed, NULL), run(&v, caller, 1, seed, NULL);
    CHECK(x.ok && y.ok && z.ok && w.ok && v.ok);
    CHECK_EQ_INT(x.r.status, y.r.status);
    traps += x.r.status == INTERP_TRAP;
    CHECK_EQ_INT(z.r.status, INTERP_OK);
    CHECK_EQ_INT(w.r.status, INTERP_TRAP);
    CHECK_EQ_INT(w.r.ncalls, 1);  /* the call happened, then the run ended */
    CHECK_EQ_INT(v.r.status, x.r.status == INTERP_TRAP ? INTERP_UB : INTERP_OK);
    ub += v.r.status == INTERP_UB;
    done(&x), done(&y), done(&z), done(&w), done(&v);
  }
  CHECK(traps >= 4 && traps <= 40);  /* 16 expected */
  CHECK_EQ_INT(ub, traps);
}

/* Every allocation of a run failing in turn: an error, never a crash or
 * leak (ASan build). */
static void test_alloc_failure(void) {
  int clean = 0, failed = 0;
  for (long budget = 0; budget < 2000; budget++) {
    TestAlloc a = {.countdown = -1};
    IrCtx *c = ir_ctx_new_alloc(test_alloc, &a);
    IrModule *m = test_parse(c, EVENT);
    if (!m) { ir_ctx_free(c); continue; }
    InterpOpts o;
    interp_opts_default(&o);
    interp_grid_parse("1x2", &o.grid);
    uint8_t ab[4] = {1, 0, 0, 0};
    InterpArg args[1] = {{.size = 4, .bytes = ab}};
    InterpInput in = {.nargs = 1, .args = args, .seed = 3};
    InterpResult r;
    a.countdown = budget;
    IrStatus st = interp_run(c, m, ir_ref_idx(ir_sym_lookup(m, ir_str_find(m, "f", 1))), &in, &o, &r);
    bool hit = a.countdown < 0;
    a.countdown = -1;
    if (st == IR_OK) {
      CHECK_EQ_INT(r.ncalls, 2);
      clean++;
    } else {
      CHECK_EQ_INT(st, IR_ENOMEM);
      failed++;
    }
    interp_result_free(c, &r);
    ir_module_free(m);
    ir_ctx_free(c);
    CHECK_EQ_INT(a.live, 0);
    if (!hit) break;  /* the run completed before the failing allocation */
  }
  CHECK(clean > 0 && failed > 0);
}

int main(void) {
  TEST(test_pure);
  TEST(test_event);
  TEST(test_threads);
  TEST(test_range);
  TEST(test_poison);
  TEST(test_memory);
  TEST(test_ptr_result);
  TEST(test_abort);
  TEST(test_alloc_failure);
  return TEST_END();
}

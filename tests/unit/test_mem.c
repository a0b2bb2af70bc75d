/* tests/unit/test_mem.c -- unit tests of the interpreter's memory model
 * (core/interp/mem.c): every UB reason with its exact message, alignment,
 * address-space casts, per-block shared memory, data races, lifetimes,
 * global initializers of every constant kind, observation, and reuse of
 * memory across runs without growth. */
#include <stdint.h>

#include "interp/interp.h"
#include "interp/mem.h"
#include "test.h"

/* ---- helpers */

/* An allocator that counts live bytes (by the sizes callers report) and
 * can fail after a budget of allocations. */
typedef struct Count {
  long long live, peak;
  long budget;
} Count;

static void *count_alloc(void *ud, void *p, size_t o, size_t n) {
  Count *k = ud;
  if (n == 0) {
    if (p) k->live -= (long long)o;
    free(p);
    return NULL;
  }
  if (k->budget >= 0 && k->budget-- == 0) return NULL;
  void *q = realloc(p, n);
  if (q) {
    k->live += (long long)n - (long long)(p ? o : 0);
    if (k->live > k->peak) k->peak = k->live;
  }
  return q;
}

static IrModule *parse(IrCtx *c, const char *text) {
  IrModule *m = ir_parse(c, "t.ll", text, strlen(text));
  if (!m) fprintf(stderr, "parse: %s\n", ir_ctx_error(c));
  return m;
}

static uint32_t gidx(const IrModule *m, const char *name) {
  IrRef r = ir_sym_lookup(m, ir_str_find(m, name, strlen(name)));
  return ir_ref_idx(r);
}

static MemWho who(uint32_t block, uint32_t thread, bool atomic) {
  MemWho w = {block, thread, 0, 7, atomic};
  return w;
}

static const char *WHY_OK = "(no UB)";

/* The UB message of a load (or WHY_OK). */
static const char *ld(Mem *mm, uint64_t a, unsigned as, uint32_t size, uint32_t align, const MemWho *w) {
  uint8_t b[64], p[64];
  const char *why = NULL;
  return mem_load(mm, a, as, size, align, b, p, w, &why) == MEM_OK ? WHY_OK : why;
}

static const char *st(Mem *mm, uint64_t a, unsigned as, uint32_t size, uint32_t align, const MemWho *w) {
  uint8_t b[64] = {0};
  const char *why = NULL;
  return mem_store(mm, a, as, size, align, b, NULL, 0, w, &why) == MEM_OK ? WHY_OK : why;
}

static const char *M1 =
    "@c = constant [4 x i32] [i32 1, i32 2, i32 3, i32 4]\n"
    "@k = addrspace(4) global [4 x i32] zeroinitializer\n"
    "@g = global i32 7\n"
    "@s = addrspace(3) global [4 x i32] [i32 1, i32 2, i32 3, i32 4]\n"
    "@dyn = external addrspace(3) global [0 x float]\n"
    "@gi = addrspace(1) global [4 x i32] [i32 10, i32 20, i32 30, i32 40]\n"
    "@su = addrspace(3) global [2 x i32] undef\n"
    "define void @f(ptr %a, ptr %b) {\n  ret void\n}\n";

typedef struct Env {
  IrCtx *c;
  IrModule *m;
  Mem *mm;
} Env;

static Env env(const char *text, bool races) {
  Env e;
  e.c = ir_ctx_new();
  e.m = parse(e.c, text);
  e.mm = mem_new(e.c, e.m, races);
  CHECK(e.mm != NULL);
  CHECK_EQ_INT(mem_globals_init(e.mm), IR_OK);
  return e;
}

static void env_free(Env *e) {
  mem_free(e->mm);
  ir_module_free(e->m);
  ir_ctx_free(e->c);
}

/* ---- UB reasons */

static void test_ub_bounds(void) {
  Env e = env(M1, true);
  Mem *mm = e.mm;
  uint32_t p0 = mem_obj_new(mm, MEM_PARAM, 0, 8, 0, 0, NULL, NULL);
  uint32_t p1 = mem_obj_new(mm, MEM_PARAM, 1, 62, 0, 1, NULL, NULL);
  CHECK(p0 && p1);
  CHECK_STR(ld(mm, mem_addr(mm, p1, 56, 0), 0, 4, 4, NULL), WHY_OK);
  CHECK_STR(ld(mm, mem_addr(mm, p1, 60, 0), 0, 4, 4, NULL),
            "out-of-bounds access: 4 bytes at offset 60 of a 62-byte buffer (parameter 1)");
  CHECK_STR(st(mm, mem_addr(mm, p1, 62, 1), 1, 1, 1, NULL),
            "out-of-bounds access: 1 byte at offset 62 of a 62-byte buffer (parameter 1)");
  CHECK_STR(ld(mm, mem_addr(mm, p1, 0, 0) - 4, 0, 4, 4, NULL),
            "out-of-bounds access: 4 bytes at offset -4 of a 62-byte buffer (parameter 1)");
  CHECK_STR(ld(mm, mem_addr(mm, p0, 0, 0), 0, 16, 1, NULL),
            "out-of-bounds access: 16 bytes at offset 0 of an 8-byte buffer (parameter 0)");
  uint32_t s = gidx(e.m, "s");
  CHECK_STR(ld(mm, mem_global_addr(mm, s, 3) + 16, 3, 4, 4, NULL),
            "out-of-bounds access: 4 bytes at offset 16 of a 16-byte shared variable @s");
  CHECK_STR(ld(mm, mem_global_addr(mm, gidx(e.m, "dyn"), 3) + 4096, 3, 4, 4, NULL),
            "out-of-bounds access: 4 bytes at offset 4096 of a 4096-byte shared variable @dyn");
  CHECK_STR(ld(mm, mem_global_addr(mm, gidx(e.m, "dyn"), 3) + 4092, 3, 4, 4, NULL), WHY_OK);
  CHECK_STR(ld(mm, mem_global_addr(mm, gidx(e.m, "g"), 0) + 2, 0, 4, 1, NULL),
            "out-of-bounds access: 4 bytes at offset 2 of a 4-byte global @g");
  /* the article before sizes spoken with a vowel */
  static const struct { uint64_t n; const char *msg; } art[] = {
      {11, "out-of-bounds access: 1 byte at offset 11 of an 11-byte buffer (parameter 2)"},
      {18, "out-of-bounds access: 1 byte at offset 18 of an 18-byte buffer (parameter 2)"},
      {80, "out-of-bounds access: 1 byte at offset 80 of an 80-byte buffer (parameter 2)"},
      {110, "out-of-bounds access: 1 byte at offset 110 of a 110-byte buffer (parameter 2)"},
      {11000, "out-of-bounds access: 1 byte at offset 11000 of an 11000-byte buffer (parameter 2)"},
      {1, "out-of-bounds access: 1 byte at offset 1 of a 1-byte buffer (parameter 2)"}};
  for (size_t i = 0; i < sizeof art / sizeof *art; i++) {
    uint32_t o = mem_obj_new(mm, MEM_PARAM, 1, art[i].n, 0, 2, NULL, NULL);
    CHECK_STR(ld(mm, mem_addr(mm, o, art[i].n, 0), 0, 1, 1, NULL), art[i].msg);
  }
  uint32_t bv = mem_obj_new(mm, MEM_BYVAL, 0, 12, 4, 3, NULL, NULL);
  CHECK_STR(ld(mm, mem_addr(mm, bv, 12, 0), 0, 4, 4, NULL),
            "out-of-bounds access: 4 bytes at offset 12 of a 12-byte byval argument (parameter 3)");
  env_free(&e);
}

static void test_ub_null_invalid(void) {
  Env e = env(M1, true);
  Mem *mm = e.mm;
  CHECK_STR(ld(mm, 0, 0, 4, 4, NULL), "null pointer dereference: 4 bytes at address 0x0");
  CHECK_STR(ld(mm, 8, 1, 4, 4, NULL), "null pointer dereference: 4 bytes at address 0x8");
  CHECK_STR(st(mm, 0, 3, 2, 2, NULL), "null pointer dereference: 2 bytes at address 0x0");
  CHECK_STR(ld(mm, (uint64_t)99 << 32, 0, 4, 4, NULL),
            "access to an invalid address: 4 bytes at address 0x6300000000");
  CHECK_STR(ld(mm, (uint64_t)9 << 24, 3, 4, 4, NULL),
            "access to an invalid address: 4 bytes at address 0x9000000");
  /* AS 3 addresses are 32 bits: high bits are ignored */
  uint64_t s = mem_global_addr(mm, gidx(e.m, "s"), 3);
  CHECK_STR(ld(mm, s | (uint64_t)0xabc << 40, 3, 4, 4, NULL), WHY_OK);
  env_free(&e);
}

static void test_ub_misaligned(void) {
  Env e = env(M1, true);
  Mem *mm = e.mm;
  uint32_t p1 = mem_obj_new(mm, MEM_PARAM, 0, 62, 0, 1, NULL, NULL);
  uint32_t a = mem_obj_new(mm, MEM_ALLOCA, 5, 16, 4, 0, NULL, NULL);
  CHECK_STR(ld(mm, mem_addr(mm, p1, 2, 0), 0, 4, 4, NULL),
            "misaligned access: 4 bytes with align 4 at offset 2 of a 62-byte buffer (parameter 1) aligned to 256");
  CHECK_STR(ld(mm, mem_addr(mm, a, 0, 5), 5, 16, 16, NULL),
            "misaligned access: 16 bytes with align 16 at offset 0 of a 16-byte alloca aligned to 4");
  CHECK_STR(st(mm, mem_addr(mm, a, 2, 0), 0, 2, 4, NULL),
            "misaligned access: 2 bytes with align 4 at offset 2 of a 16-byte alloca aligned to 4");
  /* rules: align 1 (and 0, absent) is always fine; align A needs A | offset
   * and A <= the object's alignment (parameters' buffers: 256) */
  CHECK_STR(ld(mm, mem_addr(mm, p1, 3, 0), 0, 4, 1, NULL), WHY_OK);
  CHECK_STR(ld(mm, mem_addr(mm, p1, 3, 0), 0, 4, 0, NULL), WHY_OK);
  CHECK_STR(ld(mm, mem_addr(mm, p1, 32, 0), 0, 16, 16, NULL), WHY_OK);
  CHECK_STR(ld(mm, mem_addr(mm, p1, 0, 0), 0, 16, 256, NULL), WHY_OK);
  CHECK(ld(mm, mem_addr(mm, p1, 0, 0), 0, 16, 512, NULL) != WHY_OK);
  CHECK_STR(ld(mm, mem_addr(mm, a, 4, 5), 5, 4, 4, NULL), WHY_OK);
  CHECK(ld(mm, mem_addr(mm, a, 8, 5), 5, 8, 8, NULL) != WHY_OK);
  /* globals: the larger of the explicit and the ABI alignment */
  uint32_t gi = gidx(e.m, "gi");
  CHECK_STR(ld(mm, mem_global_addr(mm, gi, 1) + 4, 1, 4, 4, NULL), WHY_OK);
  CHECK(ld(mm, mem_global_addr(mm, gi, 1), 1, 8, 8, NULL) != WHY_OK);
  CHECK_STR(ld(mm, mem_global_addr(mm, gidx(e.m, "dyn"), 3), 3, 16, 16, NULL), WHY_OK);
  env_free(&e);
}

/* The facts of align / dereferenceable attributes and the memory-effect
 * restrictions of memory(...) attributes. */
static void test_attr_facts(void) {
  Env e = env(M1, false);
  Mem *mm = e.mm;
  uint32_t p1 = mem_obj_new(mm, MEM_PARAM, 0, 64, 0, 1, NULL, NULL);
  uint32_t a = mem_obj_new(mm, MEM_ALLOCA, 5, 16, 4, 0, NULL, NULL);
  CHECK(mem_ptr_aligned(mm, mem_addr(mm, p1, 32, 0), 0, 32));
  CHECK(!mem_ptr_aligned(mm, mem_addr(mm, p1, 8, 0), 0, 16));
  CHECK(!mem_ptr_aligned(mm, mem_addr(mm, a, 0, 5), 5, 8));  /* the alloca is only 4-aligned */
  CHECK(mem_ptr_aligned(mm, 0, 0, 4096));                    /* null: by its value */
  CHECK(!mem_ptr_aligned(mm, 6, 0, 4));
  CHECK(mem_dereferenceable(mm, mem_addr(mm, p1, 60, 0), 0, 4));
  CHECK(!mem_dereferenceable(mm, mem_addr(mm, p1, 61, 0), 0, 4));
  CHECK(!mem_dereferenceable(mm, 0, 0, 1));
  /* memory(argmem: read) over p1: reading it is fine, writing it or
   * touching a global is UB; an object created after the mark is free */
  MemFx fx = {mem_nobjs(mm), MEM_FX_READ, 0, 1, {p1}};
  mem_set_fx(mm, &fx, 1);
  CHECK_STR(ld(mm, mem_addr(mm, p1, 0, 0), 0, 4, 4, NULL), WHY_OK);
  CHECK(strstr(st(mm, mem_addr(mm, p1, 0, 0), 0, 4, 4, NULL), "memory attributes") != NULL);
  CHECK(strstr(ld(mm, mem_global_addr(mm, gidx(e.m, "gi"), 1), 1, 4, 4, NULL), "memory attributes") != NULL);
  uint32_t b = mem_obj_new(mm, MEM_ALLOCA, 5, 8, 8, 0, NULL, NULL);
  CHECK_STR(st(mm, mem_addr(mm, b, 0, 5), 5, 4, 4, NULL), WHY_OK);
  mem_set_fx(mm, NULL, 0);
  CHECK_STR(st(mm, mem_addr(mm, p1, 0, 0), 0, 4, 4, NULL), WHY_OK);
  env_free(&e);
}

static void test_ub_lifetime_constant_space(void) {
  Env e = env(M1, true);
  Mem *mm = e.mm;
  uint32_t a = mem_obj_new(mm, MEM_ALLOCA, 5, 16, 4, 0, NULL, NULL);
  uint32_t p = mem_obj_new(mm, MEM_PARAM, 1, 62, 0, 1, NULL, NULL);
  mem_obj_kill(mm, a);
  CHECK_STR(ld(mm, mem_addr(mm, a, 0, 5), 5, 4, 4, NULL),
            "use after end of lifetime: 4 bytes at offset 0 of a 16-byte alloca");
  CHECK_STR(st(mm, mem_global_addr(mm, gidx(e.m, "c"), 0), 0, 4, 4, NULL),
            "store to constant memory: 4 bytes at offset 0 of a 16-byte global @c");
  CHECK_STR(st(mm, mem_global_addr(mm, gidx(e.m, "k"), 4) + 4, 4, 4, 4, NULL),
            "store to constant memory: 4 bytes at offset 4 of a 16-byte global @k");
  CHECK_STR(ld(mm, mem_global_addr(mm, gidx(e.m, "k"), 4) + 4, 4, 4, 4, NULL), WHY_OK);
  CHECK_STR(ld(mm, mem_global_addr(mm, gidx(e.m, "c"), 0), 1, 4, 4, NULL), WHY_OK);
  CHECK_STR(ld(mm, mem_addr(mm, p, 0, 4), 4, 4, 4, NULL),
            "address space mismatch: addrspace(4) access to a 62-byte buffer (parameter 1)");
  uint32_t a2 = mem_obj_new(mm, MEM_ALLOCA, 0, 16, 4, 0, NULL, NULL);
  CHECK_STR(ld(mm, mem_addr(mm, a2, 0, 1), 1, 4, 4, NULL),
            "address space mismatch: addrspace(1) access to a 16-byte alloca");
  CHECK_STR(ld(mm, mem_addr(mm, a2, 0, 5), 5, 4, 4, NULL), WHY_OK);
  CHECK_STR(ld(mm, mem_global_addr(mm, gidx(e.m, "s"), 0), 1, 4, 4, NULL),
            "address space mismatch: addrspace(1) access to a 16-byte shared variable @s");
  /* memcpy / memset check both ranges; zero length is a no-op even on null */
  const char *why = NULL;
  CHECK_EQ_INT(mem_copy(mm, mem_addr(mm, p, 60, 0), 0, mem_addr(mm, p, 0, 0), 0, 4, NULL, &why), MEM_UB);
  CHECK_STR(why, "out-of-bounds access: 4 bytes at offset 60 of a 62-byte buffer (parameter 1)");
  CHECK_EQ_INT(mem_copy(mm, mem_addr(mm, p, 0, 0), 0, mem_addr(mm, a, 0, 0), 0, 4, NULL, &why), MEM_UB);
  CHECK_STR(why, "use after end of lifetime: 4 bytes at offset 0 of a 16-byte alloca");
  CHECK_EQ_INT(mem_fill(mm, mem_global_addr(mm, gidx(e.m, "c"), 0), 0, 0, false, 16, NULL, &why), MEM_UB);
  CHECK_STR(why, "store to constant memory: 16 bytes at offset 0 of a 16-byte global @c");
  CHECK_EQ_INT(mem_copy(mm, 0, 0, 0, 0, 0, NULL, &why), MEM_OK);
  CHECK_EQ_INT(mem_fill(mm, 0, 0, 1, false, 0, NULL, &why), MEM_OK);
  env_free(&e);
}

/* ---- contents */

static void test_load_store_poison_fp(void) {
  Env e = env(M1, true);
  Mem *mm = e.mm;
  uint8_t init[8] = {1, 2, 3, 4, 5, 6, 7, 8}, ip[8] = {0, 0, 1, 0, 0, 0, 0, 1};
  uint32_t p = mem_obj_new(mm, MEM_PARAM, 1, 8, 0, 0, init, ip);
  uint8_t b[8], pz[8];
  const char *why;
  CHECK_EQ_INT(mem_load(mm, mem_addr(mm, p, 0, 0), 0, 8, 1, b, pz, NULL, &why), MEM_OK);
  CHECK(memcmp(b, init, 8) == 0 && memcmp(pz, ip, 8) == 0);
  uint8_t v[4] = {0xaa, 0xbb, 0xcc, 0xdd}, vp[4] = {0, 1, 0, 0};
  CHECK_EQ_INT(mem_store(mm, mem_addr(mm, p, 2, 0), 0, 4, 2, v, vp, 0, NULL, &why), MEM_OK);
  CHECK_EQ_INT(mem_load(mm, mem_addr(mm, p, 0, 0), 0, 8, 1, b, pz, NULL, &why), MEM_OK);
  uint8_t eb[8] = {1, 2, 0xaa, 0xbb, 0xcc, 0xdd, 7, 8}, ep[8] = {0, 0, 0, 1, 0, 0, 0, 1};
  CHECK(memcmp(b, eb, 8) == 0 && memcmp(pz, ep, 8) == 0);
  /* memset poison, memmove overlapping */
  CHECK_EQ_INT(mem_fill(mm, mem_addr(mm, p, 6, 0), 0, 0x55, true, 2, NULL, &why), MEM_OK);
  CHECK_EQ_INT(mem_copy(mm, mem_addr(mm, p, 1, 0), 0, mem_addr(mm, p, 0, 0), 0, 6, NULL, &why), MEM_OK);
  CHECK_EQ_INT(mem_load(mm, mem_addr(mm, p, 0, 0), 0, 8, 1, b, pz, NULL, &why), MEM_OK);
  uint8_t cb[8] = {1, 1, 2, 0xaa, 0xbb, 0xcc, 0xdd, 0x55}, cp[8] = {0, 0, 0, 0, 1, 0, 0, 1};
  CHECK(memcmp(b, cb, 8) == 0 && memcmp(pz, cp, 8) == 0);
  /* mem_obj_new without init: poison */
  uint32_t q = mem_obj_new(mm, MEM_ALLOCA, 5, 4, 4, 0, NULL, NULL);
  CHECK_EQ_INT(mem_load(mm, mem_addr(mm, q, 0, 5), 5, 4, 4, b, pz, NULL, &why), MEM_OK);
  CHECK(pz[0] && pz[1] && pz[2] && pz[3]);
  env_free(&e);
}

/* ---- address spaces */

static void test_as_casts(void) {
  Env e = env(M1, true);
  Mem *mm = e.mm;
  bool pz;
  uint32_t s = gidx(e.m, "s");
  uint64_t s3 = mem_global_addr(mm, s, 3), s0 = mem_global_addr(mm, s, 0);
  CHECK(s3 >> 24 == 1 && (s3 & 0xffffff) == 0 && s3 <= 0xffffffffu);
  CHECK_EQ_INT(mem_cast(mm, s3 + 8, 3, 0, &pz), s0 + 8);
  CHECK(!pz);
  CHECK_EQ_INT(mem_cast(mm, s0 + 8, 0, 3, &pz), s3 + 8);
  CHECK(!pz);
  uint32_t p = mem_obj_new(mm, MEM_PARAM, 0, 64, 0, 0, NULL, NULL);
  uint32_t a = mem_obj_new(mm, MEM_ALLOCA, 0, 16, 8, 0, NULL, NULL);
  uint64_t pg = mem_addr(mm, p, 4, 0), ag = mem_addr(mm, a, 0, 0);
  CHECK_EQ_INT(mem_cast(mm, pg, 0, 1, &pz), pg);
  CHECK(!pz);
  CHECK_EQ_INT(mem_cast(mm, pg, 1, 0, &pz), pg);
  CHECK(!pz);
  mem_cast(mm, pg, 0, 3, &pz);
  CHECK(pz);
  mem_cast(mm, pg, 0, 5, &pz);
  CHECK(pz);
  mem_cast(mm, pg, 1, 3, &pz);
  CHECK(pz);
  CHECK_EQ_INT(mem_cast(mm, ag, 0, 5, &pz), ag);
  CHECK(!pz);
  mem_cast(mm, ag, 0, 1, &pz);
  CHECK(pz);
  mem_cast(mm, s3, 3, 1, &pz);
  CHECK(pz);
  CHECK_EQ_INT(mem_cast(mm, 0, 0, 3, &pz), 0);
  CHECK(!pz);
  CHECK_EQ_INT(mem_cast(mm, 0, 3, 0, &pz), 0);
  CHECK(!pz);
  mem_cast(mm, (uint64_t)9 << 24, 3, 0, &pz);
  CHECK(pz);
  mem_cast(mm, (uint64_t)99 << 32, 0, 1, &pz);
  CHECK(pz);
  uint32_t k = gidx(e.m, "k");
  CHECK_EQ_INT(mem_cast(mm, mem_global_addr(mm, k, 0), 0, 4, &pz), mem_global_addr(mm, k, 4));
  CHECK(!pz);
  CHECK(mem_in_space(mm, s0, 3) && !mem_in_space(mm, s0, 1));
  CHECK(mem_in_space(mm, pg, 1) && !mem_in_space(mm, pg, 3) && !mem_in_space(mm, pg, 5));
  CHECK(mem_in_space(mm, ag, 5) && mem_in_space(mm, mem_global_addr(mm, k, 0), 4));
  CHECK(mem_in_space(mm, mem_global_addr(mm, gidx(e.m, "g"), 0), 1));
  CHECK(!mem_in_space(mm, 0, 1));
  /* a store through one space is seen through the other */
  uint8_t v[4] = {9, 8, 7, 6}, b[4], bp[4];
  const char *why;
  CHECK_EQ_INT(mem_store(mm, s3 + 4, 3, 4, 4, v, NULL, 0, NULL, &why), MEM_OK);
  CHECK_EQ_INT(mem_load(mm, s0 + 4, 0, 4, 4, b, bp, NULL, &why), MEM_OK);
  CHECK(memcmp(v, b, 4) == 0);
  env_free(&e);
}

/* ---- shared memory per block */

static void test_shared_per_block(void) {
  Env e = env(M1, true);
  Mem *mm = e.mm;
  uint32_t s = gidx(e.m, "s"), su = gidx(e.m, "su");
  uint64_t a = mem_global_addr(mm, s, 3), au = mem_global_addr(mm, su, 3);
  uint8_t b[16], pz[16], v[4] = {0xff, 0xff, 0xff, 0xff};
  const char *why;
  MemWho w = who(0, 0, false);
  mem_block_begin(mm, 0);
  CHECK_EQ_INT(mem_store(mm, a, 3, 4, 4, v, NULL, 0, &w, &why), MEM_OK);
  CHECK_EQ_INT(mem_store(mm, au, 3, 4, 4, v, NULL, 0, &w, &why), MEM_OK);
  CHECK_EQ_INT(mem_load(mm, a, 3, 4, 4, b, pz, &w, &why), MEM_OK);
  CHECK_EQ_INT(b[0], 0xff);
  w = who(1, 0, false);
  mem_block_begin(mm, 1);
  CHECK_EQ_INT(mem_load(mm, a, 3, 16, 4, b, pz, &w, &why), MEM_OK);  /* no race: a new instance */
  CHECK(b[0] == 1 && b[4] == 2 && b[8] == 3 && b[12] == 4 && !pz[0]);
  CHECK_EQ_INT(mem_load(mm, au, 3, 8, 4, b, pz, &w, &why), MEM_OK);
  CHECK(pz[0] && pz[7]);                                               /* undef: poison again */
  CHECK_EQ_INT(mem_store(mm, au, 3, 4, 4, v, NULL, 0, &w, &why), MEM_OK);
  env_free(&e);
}

/* ---- races */

static const char *rst(Mem *mm, uint64_t a, uint32_t b, uint32_t t, bool atomic, bool write) {
  MemWho w = who(b, t, atomic);
  return write ? st(mm, a, 0, 4, 4, &w) : ld(mm, a, 0, 4, 4, &w);
}

static Env race_env(uint64_t *a) {
  Env e = env(M1, true);
  InterpGrid g = {{2, 1, 1}, {4, 1, 1}};
  mem_set_grid(e.mm, &g);
  uint32_t p = mem_obj_new(e.mm, MEM_PARAM, 0, 64, 0, 0, NULL, NULL);
  *a = mem_addr(e.mm, p, 0, 0);
  mem_block_begin(e.mm, 0);
  return e;
}

static void test_races_in_block(void) {
  uint64_t a;
  Env e = race_env(&a);
  Mem *mm = e.mm;
  CHECK_STR(rst(mm, a, 0, 0, false, true), WHY_OK);
  CHECK_STR(rst(mm, a, 0, 0, false, false), WHY_OK);  /* same thread */
  CHECK_STR(rst(mm, a, 0, 1, false, true),
            "data race with thread (0,0,0) of block (0,0,0): write after write at offset 0 of a 64-byte buffer (parameter 0)");
  CHECK_STR(rst(mm, a + 8, 0, 2, false, false), WHY_OK);
  CHECK_STR(rst(mm, a + 8, 0, 3, false, true),
            "data race with thread (2,0,0) of block (0,0,0): write after read at offset 8 of a 64-byte buffer (parameter 0)");
  CHECK_STR(rst(mm, a + 16, 0, 1, false, true), WHY_OK);
  CHECK_STR(rst(mm, a + 16, 0, 2, false, false),
            "data race with thread (1,0,0) of block (0,0,0): read after write at offset 16 of a 64-byte buffer (parameter 0)");
  /* several readers, then a writer */
  CHECK_STR(rst(mm, a + 24, 0, 0, false, false), WHY_OK);
  CHECK_STR(rst(mm, a + 24, 0, 1, false, false), WHY_OK);
  CHECK_STR(rst(mm, a + 24, 0, 0, false, true),
            "data race with other threads of block (0,0,0): write after read at offset 24 of a 64-byte buffer (parameter 0)");
  /* a barrier orders everything before it */
  CHECK_STR(rst(mm, a + 32, 0, 0, false, true), WHY_OK);
  CHECK_STR(rst(mm, a + 36, 0, 1, false, false), WHY_OK);
  mem_barrier(mm, 0);
  CHECK_STR(rst(mm, a + 32, 0, 1, false, true), WHY_OK);
  CHECK_STR(rst(mm, a + 36, 0, 2, false, true), WHY_OK);
  CHECK_STR(rst(mm, a + 32, 0, 3, false, false),
            "data race with thread (1,0,0) of block (0,0,0): read after write at offset 32 of a 64-byte buffer (parameter 0)");
  env_free(&e);
}

static void test_races_atomic(void) {
  uint64_t a;
  Env e = race_env(&a);
  Mem *mm = e.mm;
  CHECK_STR(rst(mm, a, 0, 0, true, true), WHY_OK);
  CHECK_STR(rst(mm, a, 0, 1, true, false), WHY_OK);
  CHECK_STR(rst(mm, a, 0, 1, true, true), WHY_OK);
  CHECK_STR(rst(mm, a, 0, 2, true, true), WHY_OK);
  CHECK_STR(rst(mm, a, 0, 3, false, false),   /* mixed atomic / plain: a race */
            "data race with thread (2,0,0) of block (0,0,0): read after write at offset 0 of a 64-byte buffer (parameter 0)");
  mem_block_begin(mm, 1);                    /* atomics across blocks are fine too */
  CHECK_STR(rst(mm, a, 1, 0, true, true), WHY_OK);
  CHECK_STR(rst(mm, a + 4, 1, 0, false, true), WHY_OK);
  env_free(&e);
}

static void test_races_cross_block(void) {
  uint64_t a;
  Env e = race_env(&a);
  Mem *mm = e.mm;
  CHECK_STR(rst(mm, a, 0, 0, false, true), WHY_OK);
  CHECK_STR(rst(mm, a + 8, 0, 1, false, false), WHY_OK);
  CHECK_STR(rst(mm, a + 16, 0, 2, false, false), WHY_OK);
  mem_barrier(mm, 0);
  mem_block_begin(mm, 1);
  CHECK_STR(rst(mm, a + 4, 1, 0, false, true), WHY_OK);
  CHECK_STR(rst(mm, a + 8, 1, 3, false, false), WHY_OK);  /* read after read */
  CHECK_STR(rst(mm, a, 1, 0, false, false),
            "data race with thread (0,0,0) of block (0,0,0): read after write at offset 0 of a 64-byte buffer (parameter 0)");
  CHECK_STR(rst(mm, a + 8, 1, 3, false, true),  /* block 0's read was kept */
            "data race with thread (1,0,0) of block (0,0,0): write after read at offset 8 of a 64-byte buffer (parameter 0)");
  /* shared memory: each block has its own instance */
  uint64_t s = mem_global_addr(mm, gidx(e.m, "s"), 3);
  MemWho w0 = who(1, 0, false);
  CHECK_STR(st(mm, s, 3, 4, 4, &w0), WHY_OK);
  mem_block_begin(mm, 2);
  MemWho w1 = who(2, 1, false);
  CHECK_STR(st(mm, s, 3, 4, 4, &w1), WHY_OK);
  env_free(&e);
}

static void test_races_coords_and_off(void) {
  Env e = env(M1, true);
  InterpGrid g = {{2, 2, 1}, {4, 2, 1}};
  mem_set_grid(e.mm, &g);
  uint32_t p = mem_obj_new(e.mm, MEM_PARAM, 0, 64, 0, 0, NULL, NULL);
  uint64_t a = mem_addr(e.mm, p, 0, 0);
  mem_block_begin(e.mm, 3);
  CHECK_STR(rst(e.mm, a + 4, 3, 5, false, true), WHY_OK);
  CHECK_STR(rst(e.mm, a + 4, 3, 6, false, true),
            "data race with thread (1,1,0) of block (1,1,0): write after write at offset 4 of a 64-byte buffer (parameter 0)");
  env_free(&e);
  /* a grid of one thread in all has nobody to race with: not tracked */
  Env g1 = env(M1, true);
  InterpGrid one = {{1, 1, 1}, {1, 1, 1}};
  mem_set_grid(g1.mm, &one);
  p = mem_obj_new(g1.mm, MEM_PARAM, 0, 64, 0, 0, NULL, NULL);
  a = mem_addr(g1.mm, p, 0, 0);
  mem_block_begin(g1.mm, 0);
  CHECK_STR(rst(g1.mm, a, 0, 0, false, true), WHY_OK);
  CHECK_STR(rst(g1.mm, a, 0, 1, false, true), WHY_OK);
  env_free(&g1);
  /* races off: nothing reported */
  Env f = env(M1, false);
  p = mem_obj_new(f.mm, MEM_PARAM, 0, 64, 0, 0, NULL, NULL);
  a = mem_addr(f.mm, p, 0, 0);
  mem_block_begin(f.mm, 0);
  CHECK_STR(rst(f.mm, a, 0, 0, false, true), WHY_OK);
  CHECK_STR(rst(f.mm, a, 0, 1, false, true), WHY_OK);
  env_free(&f);
}

/* Epochs are 24 bits: crossing the wrap clears every stamp, which may
 * forget a race across that point but never invents one, and races after
 * it are found again. */
static void test_races_epoch_wrap(void) {
  Env e = env(M1, true);
  InterpGrid g = {{1, 1, 1}, {1u << 19, 1, 1}};
  mem_set_grid(e.mm, &g);
  uint32_t p = mem_obj_new(e.mm, MEM_PARAM, 0, 64, 0, 0, NULL, NULL);
  uint64_t a = mem_addr(e.mm, p, 0, 0);
  mem_block_begin(e.mm, 0);
  int bad = 0;
  for (int i = 0; i < 5000; i++) {
    bad += rst(e.mm, a, 0, (uint32_t)(i % 7), false, true) != WHY_OK;
    bad += rst(e.mm, a + 4, 0, (uint32_t)(i % 5), false, false) != WHY_OK;
    mem_barrier(e.mm, 0);
  }
  CHECK_EQ_INT(bad, 0);
  CHECK_STR(rst(e.mm, a + 8, 0, 1, false, true), WHY_OK);
  for (uint32_t i = 0; i < (1u << 24); i++) mem_barrier(e.mm, 0);  /* past the wrap */
  CHECK_STR(rst(e.mm, a + 8, 0, 2, false, true), WHY_OK);
  CHECK_STR(rst(e.mm, a, 0, 3, false, true), WHY_OK);
  CHECK_STR(rst(e.mm, a, 0, 4, false, true),
            "data race with thread (3,0,0) of block (0,0,0): write after write at offset 0 of a 64-byte buffer (parameter 0)");
  env_free(&e);
}

/* PTX ISA bar.warp.sync: "bar.warp.sync also guarantee memory ordering
 * among threads participating in barrier" -- only among them (lanes
 * outside the membermask, other warps stay unordered), transitively
 * through chains of warp barriers; read sets of several lanes are ordered
 * when every reader took part. */
static void test_races_warp_sync(void) {
  Env e = env(M1, true);
  InterpGrid g = {{1, 1, 1}, {64, 1, 1}};
  mem_set_grid(e.mm, &g);
  Mem *mm = e.mm;
  uint32_t p = mem_obj_new(mm, MEM_PARAM, 0, 64, 0, 0, NULL, NULL);
  uint64_t a = mem_addr(mm, p, 0, 0);
  mem_block_begin(mm, 0);
  CHECK_STR(rst(mm, a, 0, 0, false, true), WHY_OK);
  CHECK_STR(rst(mm, a, 0, 1, false, false),
            "data race with thread (0,0,0) of block (0,0,0): read after write at offset 0 of a 64-byte buffer (parameter 0)");
  /* write, barrier of lanes 0-1, read */
  CHECK_STR(rst(mm, a + 4, 0, 0, false, true), WHY_OK);
  mem_warp_sync(mm, 0, 0x3);
  CHECK_STR(rst(mm, a + 4, 0, 1, false, false), WHY_OK);
  /* lane 1 was not in the membermask */
  CHECK_STR(rst(mm, a + 8, 0, 0, false, true), WHY_OK);
  mem_warp_sync(mm, 0, 0x5);
  CHECK_STR(rst(mm, a + 8, 0, 2, false, false), WHY_OK);
  CHECK_STR(rst(mm, a + 8, 0, 1, false, false),
            "data race with thread (0,0,0) of block (0,0,0): read after write at offset 8 of a 64-byte buffer (parameter 0)");
  /* a chain: 0 -> {0,1} -> {1,3} -> 3 */
  CHECK_STR(rst(mm, a + 12, 0, 0, false, true), WHY_OK);
  mem_warp_sync(mm, 0, 0x3);
  mem_warp_sync(mm, 0, 0xa);
  CHECK_STR(rst(mm, a + 12, 0, 3, false, true), WHY_OK);
  /* two readers of one warp, a barrier of both and the writer, a write */
  CHECK_STR(rst(mm, a + 16, 0, 0, false, false), WHY_OK);
  CHECK_STR(rst(mm, a + 16, 0, 1, false, false), WHY_OK);
  CHECK_STR(rst(mm, a + 20, 0, 0, false, false), WHY_OK);
  CHECK_STR(rst(mm, a + 20, 0, 1, false, false), WHY_OK);
  mem_warp_sync(mm, 0, 0x7);
  CHECK_STR(rst(mm, a + 16, 0, 2, false, true), WHY_OK);
  /* ... but not when a reader missed the barrier */
  CHECK_STR(rst(mm, a + 24, 0, 0, false, false), WHY_OK);
  CHECK_STR(rst(mm, a + 24, 0, 1, false, false), WHY_OK);
  mem_warp_sync(mm, 0, 0x5);
  CHECK_STR(rst(mm, a + 24, 0, 2, false, true),
            "data race with other threads of block (0,0,0): write after read at offset 24 of a 64-byte buffer (parameter 0)");
  /* another warp: a warp barrier orders nothing across warps */
  CHECK_STR(rst(mm, a + 28, 0, 0, false, true), WHY_OK);
  mem_warp_sync(mm, 0, 0xffffffffu);
  mem_warp_sync(mm, 32, 0xffffffffu);
  CHECK_STR(rst(mm, a + 28, 0, 33, false, false),
            "data race with thread (0,0,0) of block (0,0,0): read after write at offset 28 of a 64-byte buffer (parameter 0)");
  /* readers in two warps */
  CHECK_STR(rst(mm, a + 32, 0, 1, false, false), WHY_OK);
  CHECK_STR(rst(mm, a + 32, 0, 40, false, false), WHY_OK);
  mem_warp_sync(mm, 0, 0xffffffffu);
  CHECK_STR(rst(mm, a + 32, 0, 2, false, true),
            "data race with other threads of block (0,0,0): write after read at offset 32 of a 64-byte buffer (parameter 0)");
  /* a block barrier orders everything */
  mem_barrier(mm, 0);
  CHECK_STR(rst(mm, a + 28, 0, 40, false, true), WHY_OK);
  CHECK_STR(rst(mm, a + 32, 0, 2, false, true), WHY_OK);
  /* warp clocks start over in the next block */
  mem_block_begin(mm, 0);
  uint64_t s = mem_global_addr(mm, gidx(e.m, "s"), 3);
  MemWho w0 = who(0, 0, false), w1 = who(0, 1, false);
  CHECK_STR(st(mm, s, 3, 4, 4, &w0), WHY_OK);
  CHECK_STR(ld(mm, s, 3, 4, 4, &w1),
            "data race with thread (0,0,0) of block (0,0,0): read after write at offset 0 of a 16-byte shared variable @s");
  env_free(&e);
}

/* The scalar word paths agree with the byte-array ones: values, poison,
 * the FP map, UB messages. */
static void test_word_access(void) {
  Env e = env(M1, true);
  Mem *mm = e.mm;
  uint32_t p = mem_obj_new(mm, MEM_PARAM, 0, 32, 0, 0, NULL, NULL);
  uint64_t a = mem_addr(mm, p, 0, 0), v = 0;
  bool pz = false;
  const char *why = NULL;
  CHECK_EQ_INT(mem_store_word(mm, a, 0, 4, 4, 0x3f800000u, false, 4, NULL, &why), MEM_OK);
  CHECK_EQ_INT(mem_store_word(mm, a + 8, 0, 8, 8, 0x1122334455667788ull, false, 0, NULL, &why), MEM_OK);
  CHECK_EQ_INT(mem_store_word(mm, a + 16, 0, 2, 2, 0xabcd, true, 0, NULL, &why), MEM_OK);
  CHECK_EQ_INT(mem_store_word(mm, a + 20, 0, 3, 1, 0x010203, false, 0, NULL, &why), MEM_OK);
  CHECK_EQ_INT(mem_load_word(mm, a, 0, 4, 4, &v, &pz, NULL, &why), MEM_OK);
  CHECK(v == 0x3f800000u && !pz);
  CHECK_EQ_INT(mem_load_word(mm, a + 8, 0, 8, 8, &v, &pz, NULL, &why), MEM_OK);
  CHECK(v == 0x1122334455667788ull && !pz);
  CHECK_EQ_INT(mem_load_word(mm, a + 9, 0, 2, 1, &v, &pz, NULL, &why), MEM_OK);
  CHECK(v == 0x6677 && !pz);
  CHECK_EQ_INT(mem_load_word(mm, a + 15, 0, 2, 1, &v, &pz, NULL, &why), MEM_OK);
  CHECK(v == 0 && pz);  /* one poison byte: all poison */
  CHECK_EQ_INT(mem_load_word(mm, a + 20, 0, 3, 1, &v, &pz, NULL, &why), MEM_OK);
  CHECK(v == 0x010203 && !pz);
  CHECK_EQ_INT(mem_load_word(mm, a + 24, 0, 1, 1, &v, &pz, NULL, &why), MEM_OK);
  CHECK(pz);  /* never written: poison */
  CHECK_EQ_INT(mem_load_word(mm, a + 2, 0, 4, 4, &v, &pz, NULL, &why), MEM_UB);
  CHECK_STR(why, "misaligned access: 4 bytes with align 4 at offset 2 of a 32-byte buffer (parameter 0) aligned to 256");
  CHECK_EQ_INT(mem_store_word(mm, a + 28, 0, 8, 4, 0, false, 0, NULL, &why), MEM_UB);
  CHECK_STR(why, "out-of-bounds access: 8 bytes at offset 28 of a 32-byte buffer (parameter 0)");
  InterpResult r;
  memset(&r, 0, sizeof r);
  CHECK_EQ_INT(mem_observe(mm, &r), IR_OK);
  CHECK(r.nbufs >= 1 && r.bufs[0].kind == INTERP_OBJ_PARAM && r.bufs[0].fpmap[0] == 0x40 && r.bufs[0].fpmap[3] == 0x43 && r.bufs[0].fpmap[8] == 0);
  CHECK(r.bufs[0].poison[16] && r.bufs[0].poison[17] && !r.bufs[0].poison[20]);
  interp_result_free(e.c, &r);
  /* FP elements of 2, 4, 8 bytes, whole or in a wider word: the same meta
   * as through mem_store */
  static const unsigned ws[][2] = {{2, 2}, {4, 4}, {8, 8}, {4, 2}, {8, 4}, {8, 2}};
  uint32_t q = mem_obj_new(mm, MEM_PARAM, 0, 16, 0, 1, NULL, NULL);
  uint64_t b = mem_addr(mm, q, 0, 0);
  int bad = 0;
  for (unsigned i = 0; i < sizeof ws / sizeof ws[0]; i++) {
    uint8_t by[8] = {1, 2, 3, 4, 5, 6, 7, 8}, bp[8] = {0};
    CHECK_EQ_INT(mem_store(mm, b, 0, ws[i][0], 1, by, bp, ws[i][1], NULL, &why), MEM_OK);
    CHECK_EQ_INT(mem_store_word(mm, b + 8, 0, ws[i][0], 1, 0x0807060504030201ull, false, ws[i][1], NULL, &why), MEM_OK);
    memset(&r, 0, sizeof r);
    CHECK_EQ_INT(mem_observe(mm, &r), IR_OK);
    const InterpBufOut *o = &r.bufs[1];
    for (unsigned k = 0; k < ws[i][0]; k++) bad += o->fpmap[k] != o->fpmap[8 + k] || o->bytes[k] != o->bytes[8 + k];
    bad += o->fpmap[ws[i][0] - 1] == 0;
    interp_result_free(e.c, &r);
  }
  CHECK_EQ_INT(bad, 0);
  /* initial poison flags: any non-zero byte means poison */
  uint8_t init[21] = {0}, flags[21] = {0, 1, 2, 0x80, 0x10, 0, 0, 0, 0x40, 0, 0, 0, 0, 0, 0, 0xff, 0, 0, 0, 0, 3};
  uint32_t ip = mem_obj_new(mm, MEM_PARAM, 0, sizeof init, 0, 2, init, flags);
  CHECK(ip != 0);
  memset(&r, 0, sizeof r);
  CHECK_EQ_INT(mem_observe(mm, &r), IR_OK);
  bad = 0;
  for (unsigned i = 0; i < sizeof init; i++) bad += r.bufs[2].poison[i] != (flags[i] != 0) || r.bufs[2].fpmap[i];
  CHECK_EQ_INT(bad, 0);
  interp_result_free(e.c, &r);
  env_free(&e);
}

/* ---- lifetimes */

static void test_lifetimes(void) {
  Env e = env(M1, true);
  Mem *mm = e.mm;
  uint8_t v[4] = {1, 2, 3, 4}, w[4] = {5, 6, 7, 8}, b[4], pz[4];
  const char *why;
  uint32_t a1 = mem_obj_new(mm, MEM_ALLOCA, 5, 4, 4, 0, NULL, NULL);
  CHECK_EQ_INT(mem_store(mm, mem_addr(mm, a1, 0, 5), 5, 4, 4, v, NULL, 0, NULL, &why), MEM_OK);
  mem_obj_kill(mm, a1);
  uint32_t a2 = mem_obj_new(mm, MEM_ALLOCA, 5, 4, 4, 0, NULL, NULL);  /* may reuse a1's bytes */
  CHECK(a2 != a1);
  CHECK_EQ_INT(mem_store(mm, mem_addr(mm, a2, 0, 5), 5, 4, 4, w, NULL, 0, NULL, &why), MEM_OK);
  CHECK_EQ_INT(mem_load(mm, mem_addr(mm, a1, 0, 5), 5, 4, 4, b, pz, NULL, &why), MEM_UB);
  mem_obj_revive(mm, a1);
  CHECK_EQ_INT(mem_load(mm, mem_addr(mm, a1, 0, 5), 5, 4, 4, b, pz, NULL, &why), MEM_OK);
  CHECK(pz[0] && pz[3]);  /* lifetime.start: uninitialized */
  CHECK_EQ_INT(mem_store(mm, mem_addr(mm, a1, 0, 5), 5, 4, 4, v, NULL, 0, NULL, &why), MEM_OK);
  CHECK_EQ_INT(mem_load(mm, mem_addr(mm, a2, 0, 5), 5, 4, 4, b, pz, NULL, &why), MEM_OK);
  CHECK(memcmp(b, w, 4) == 0 && !pz[0]);
  CHECK_EQ_INT(mem_load(mm, mem_addr(mm, a1, 0, 5), 5, 4, 4, b, pz, NULL, &why), MEM_OK);
  CHECK(memcmp(b, v, 4) == 0);
  /* killing and reviving unknown ids is harmless */
  mem_obj_kill(mm, 0);
  mem_obj_kill(mm, 12345);
  mem_obj_revive(mm, 12345);
  /* a loop of calls with allocas does not grow the arena */
  Count k = {0, 0, -1};
  IrCtx *c = ir_ctx_new_alloc(count_alloc, &k);
  IrModule *m = parse(c, M1);
  Mem *m2 = mem_new(c, m, true);
  mem_globals_init(m2);
  long long before = 0;
  for (int i = 0; i < 100000; i++) {
    uint32_t x = mem_obj_new(m2, MEM_ALLOCA, 5, 256, 16, 0, NULL, NULL);
    mem_obj_kill(m2, x);
    if (i == 100) before = k.live;
  }
  CHECK(before > 0 && k.live <= before + 100000 * 64);  /* only the object records grow */
  mem_free(m2);
  ir_module_free(m);
  ir_ctx_free(c);
  CHECK_EQ_INT(k.live, 0);
  env_free(&e);
}

/* ---- global initializers */

static const char *M2 =
    "%st = type { i8, i32, i16 }\n"
    "@i1 = global i1 true\n"
    "@i8 = global i8 -2\n"
    "@i16 = global i16 4660\n"
    "@i32 = global i32 -559038737\n"
    "@i64 = global i64 81985529216486895\n"
    "@i128 = global i128 -1\n"
    "@h = global half 0xH3C00\n"
    "@fl = global float 1.5\n"
    "@d = global double -2.0\n"
    "@np = global ptr null\n"
    "@np3 = global ptr addrspace(3) null\n"
    "@u = global i32 undef\n"
    "@p = global i32 poison\n"
    "@z = global [3 x i16] zeroinitializer\n"
    "@arr = global [3 x i16] [i16 1, i16 2, i16 3]\n"
    "@vec = global <4 x i8> <i8 1, i8 2, i8 3, i8 4>\n"
    "@vb = global <8 x i1> <i1 1, i1 0, i1 1, i1 1, i1 0, i1 0, i1 0, i1 1>\n"
    "@s = global %st { i8 1, i32 2, i16 3 }\n"
    "@ps = global <{ i8, i32 }> <{ i8 1, i32 2 }>\n"
    "@str = global [4 x i8] c\"ab\\00c\"\n"
    "@gp = global ptr getelementptr inbounds ([3 x i16], ptr @arr, i64 0, i64 2)\n"
    "@gpo = global ptr getelementptr inbounds ([3 x i16], ptr @arr, i64 0, i64 5)\n"
    "@gpn = global ptr getelementptr ([3 x i16], ptr @arr, i64 0, i64 5)\n"
    "@gpe = global ptr getelementptr inbounds ([3 x i16], ptr @arr, i64 1)\n"
    "@gps = global ptr getelementptr inbounds (%st, ptr @s, i64 0, i32 2)\n"
    "@pti = global i64 ptrtoint (ptr @arr to i64)\n"
    "@itp = global ptr inttoptr (i64 12345 to ptr)\n"
    "@asc = global ptr addrspacecast (ptr addrspace(3) @sh to ptr)\n"
    "@sh = addrspace(3) global [2 x float] undef\n"
    "@shp = addrspace(3) global ptr addrspace(3) getelementptr ([2 x float], ptr addrspace(3) @sh, i32 0, i32 1)\n"
    "@bc = global i32 bitcast (float 1.0 to i32)\n"
    "@add = global i8 add nsw (i8 127, i8 1)\n"
    "@addw = global i8 add (i8 127, i8 1)\n"
    "@tr = global i8 trunc (i32 258 to i8)\n"
    "@sx = global i32 sext (i8 -1 to i32)\n"
    "@fe = global double fpext (float 1.5 to double)\n"
    "@gstr = global { i32, ptr } { i32 5, ptr @i32 }\n"
    "@vp = global <2 x i32> <i32 1, i32 poison>\n"
    "@shl = global i8 shl nuw (i8 64, i8 2)\n"
    "@sub = global i16 sub nuw (i16 1, i16 2)\n"
    "@mul = global i32 mul (i32 65536, i32 65537)\n"
    "@fpt = global i32 fptosi (double 1.0e10 to i32)\n"
    "@sif = global float sitofp (i32 -3 to float)\n"
    "@ashr = global i8 ashr exact (i8 -8, i8 2)\n"
    "@ashx = global i8 ashr exact (i8 -7, i8 2)\n"
    "@big = global i8 lshr (i8 1, i8 9)\n"
    "@ext = external global i32\n"
    "define void @f(ptr %a) {\n  ret void\n}\n";

/* Bytes of global `name` ("??" for poison) as hex, e.g. "01 00 ?? ff". */
static const char *gbytes(Env *e, const char *name, char *out, size_t n) {
  uint32_t g = gidx(e->m, name);
  const IrGlobal *gl = &e->m->globals[g];
  uint32_t size = (uint32_t)ir_type_alloc_size(e->m, gl->vtype);
  uint8_t b[64], pz[64];
  const char *why;
  size_t k = 0;
  out[0] = 0;
  if (size > 64 || mem_load(e->mm, mem_global_addr(e->mm, g, gl->as), gl->as, size, 1, b, pz, NULL, &why))
    return "(cannot load)";
  for (uint32_t i = 0; i < size && k + 4 < n; i++)
    k += (size_t)snprintf(out + k, n - k, pz[i] ? "%s??" : "%s%02x", i ? " " : "", b[i]);
  return out;
}

static uint64_t gword(Env *e, const char *name) {
  uint32_t g = gidx(e->m, name);
  uint8_t b[8] = {0}, pz[8];
  const char *why;
  unsigned n = e->m->globals[g].as == 3 ? 4 : 8;
  mem_load(e->mm, mem_global_addr(e->mm, g, e->m->globals[g].as), e->m->globals[g].as, n, 1, b, pz, NULL, &why);
  uint64_t v = 0;
  for (unsigned i = n; i > 0; i--) v = v << 8 | b[i - 1];
  return v;
}

static void test_global_initializers(void) {
  Env e = env(M2, true);
  char buf[256];
#define GB(name, want) CHECK_STR(gbytes(&e, name, buf, sizeof buf), want)
  GB("i1", "01");
  GB("i8", "fe");
  GB("i16", "34 12");
  GB("i32", "ef be ad de");
  GB("i64", "ef cd ab 89 67 45 23 01");
  GB("i128", "ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff");
  GB("h", "00 3c");
  GB("fl", "00 00 c0 3f");
  GB("d", "00 00 00 00 00 00 00 c0");
  GB("np", "00 00 00 00 00 00 00 00");
  GB("np3", "00 00 00 00");
  GB("u", "?? ?? ?? ??");
  GB("p", "?? ?? ?? ??");
  GB("z", "00 00 00 00 00 00");
  GB("arr", "01 00 02 00 03 00");
  GB("vec", "01 02 03 04");
  GB("vb", "8d");
  GB("s", "01 00 00 00 02 00 00 00 03 00 00 00");
  GB("ps", "01 02 00 00 00");
  GB("str", "61 62 00 63");
  GB("gpo", "?? ?? ?? ?? ?? ?? ?? ??");
  GB("itp", "39 30 00 00 00 00 00 00");
  GB("bc", "00 00 80 3f");
  GB("add", "??");
  GB("addw", "80");
  GB("tr", "02");
  GB("sx", "ff ff ff ff");
  GB("fe", "00 00 00 00 00 00 f8 3f");
  GB("vp", "01 00 00 00 ?? ?? ?? ??");
  GB("shl", "??");
  GB("sub", "?? ??");
  GB("mul", "00 00 01 00");
  GB("fpt", "?? ?? ?? ??");
  GB("sif", "00 00 40 c0");
  GB("ashr", "fe");
  GB("ashx", "??");
  GB("big", "??");
  GB("ext", "?? ?? ?? ??");
  uint64_t arr = mem_global_addr(e.mm, gidx(e.m, "arr"), 0);
  CHECK_EQ_INT(gword(&e, "gp"), arr + 4);
  CHECK_EQ_INT(gword(&e, "gpn"), arr + 10);
  CHECK_EQ_INT(gword(&e, "gpe"), arr + 6);  /* one past the end is in bounds */
  CHECK_EQ_INT(gword(&e, "gps"), mem_global_addr(e.mm, gidx(e.m, "s"), 0) + 8);
  CHECK_EQ_INT(gword(&e, "pti"), arr);
  CHECK_EQ_INT(gword(&e, "asc"), mem_global_addr(e.mm, gidx(e.m, "sh"), 0));
  CHECK_EQ_INT(gword(&e, "shp"), mem_global_addr(e.mm, gidx(e.m, "sh"), 3) + 4);
  uint8_t b[16], pz[16];
  const char *why;
  CHECK_EQ_INT(mem_load(e.mm, mem_global_addr(e.mm, gidx(e.m, "gstr"), 0) + 8, 0, 8, 8, b, pz, NULL, &why), MEM_OK);
  uint64_t v = 0;
  for (int i = 7; i >= 0; i--) v = v << 8 | b[i];
  CHECK_EQ_INT(v, mem_global_addr(e.mm, gidx(e.m, "i32"), 0));
#undef GB
  /* the loaded pointer can be used: @gp points at arr[2] */
  CHECK_EQ_INT(mem_load(e.mm, gword(&e, "gp"), 0, 2, 2, b, pz, NULL, &why), MEM_OK);
  CHECK_EQ_INT(b[0], 3);
  /* a second run (templates cached) gives the same bytes, with params
   * created first (other ids: templates rebuilt) */
  for (int run = 0; run < 2; run++) {
    mem_reset(e.mm);
    if (run) mem_obj_new(e.mm, MEM_PARAM, 0, 16, 0, 0, NULL, NULL);
    CHECK_EQ_INT(mem_globals_init(e.mm), IR_OK);
    CHECK_STR(gbytes(&e, "s", buf, sizeof buf), "01 00 00 00 02 00 00 00 03 00 00 00");
    CHECK_EQ_INT(gword(&e, "gp"), mem_global_addr(e.mm, gidx(e.m, "arr"), 0) + 4);
  }
  env_free(&e);
}

static void test_global_init_errors(void) {
  IrCtx *c = ir_ctx_new();
  Mem *mm;
  IrModule *m = parse(c, "@v = global <2 x ptr> getelementptr (i8, <2 x ptr> <ptr null, ptr null>, <2 x i64> <i64 1, i64 2>)\n");
  if (m) {
    mm = mem_new(c, m, true);
    CHECK_EQ_INT(mem_globals_init(mm), IR_EUSER);
    CHECK_STR(ir_ctx_error(c), "t.ll:1:1: error: unsupported vector getelementptr in the initializer of @v");
    mem_free(mm);
    ir_module_free(m);
  }
  ir_ctx_free(c);
}

/* ---- functions' addresses */

/* Functions live at addresses of no object, by a 20-bit hash of the name
 * (f475 and f2040 collide: the later one takes the next code); a
 * global's initializer may hold them; only an exact function start is a
 * function; loads and stores through one are UB. */
static void test_func_addrs(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, "@tbl = global [2 x ptr] [ptr @f475, ptr @f2040]\n"
                         "declare void @f475()\ndeclare void @f2040()\n"
                         "define void @g() {\n  ret void\n}\n");
  Mem *mm = mem_new(c, m, true);
  uint32_t f1 = gidx(m, "f475"), f2 = gidx(m, "f2040"), g = gidx(m, "g");
  CHECK_EQ_INT(ir_fnv1a64("f475", 4) & 0xfffff, ir_fnv1a64("f2040", 5) & 0xfffff);
  uint64_t a1 = mem_func_addr(mm, f1), a2 = mem_func_addr(mm, f2), ag = mem_func_addr(mm, g);
  CHECK_EQ_INT(a1, (uint64_t)(0xfff00000u | (ir_fnv1a64("f475", 4) & 0xfffff)) << 32);
  CHECK_EQ_INT(a2, a1 + ((uint64_t)1 << 32));
  CHECK(ag != a1 && ag != a2 && ag != 0);
  CHECK_EQ_INT(mem_func_at(mm, a1), f1);
  CHECK_EQ_INT(mem_func_at(mm, a2), f2);
  CHECK_EQ_INT(mem_func_at(mm, ag), g);
  CHECK_EQ_INT(mem_func_at(mm, a1 + 1), IR_NIL);
  CHECK_EQ_INT(mem_func_at(mm, 0), IR_NIL);
  CHECK_EQ_INT(mem_globals_init(mm), IR_OK);
  uint64_t t = mem_global_addr(mm, gidx(m, "tbl"), 0), v = 0;
  CHECK_EQ_INT(mem_func_at(mm, t), IR_NIL);
  bool pz = true;
  const char *why = NULL;
  CHECK_EQ_INT(mem_load_word(mm, t + 8, 0, 8, 8, &v, &pz, NULL, &why), MEM_OK);
  CHECK_EQ_INT(v, a2);
  CHECK(!pz);
  CHECK(strncmp(ld(mm, a1, 0, 1, 1, NULL), "access to an invalid address", 28) == 0);
  mem_free(mm);
  ir_module_free(m);
  /* the same name, another module, another order: the same address */
  m = parse(c, "declare void @x()\ndefine void @g() {\n  ret void\n}\n");
  mm = mem_new(c, m, true);
  CHECK_EQ_INT(mem_func_addr(mm, gidx(m, "g")), ag);
  mem_free(mm);
  ir_module_free(m);
  ir_ctx_free(c);
}

/* ---- observation */

static void test_observe(void) {
  Env e = env(M1, true);
  Mem *mm = e.mm;
  uint8_t i1[4] = {1, 2, 3, 4};
  uint32_t p1 = mem_obj_new(mm, MEM_PARAM, 1, 4, 0, 1, i1, NULL);
  uint32_t p0 = mem_obj_new(mm, MEM_PARAM, 1, 12, 0, 0, NULL, NULL);
  mem_obj_new(mm, MEM_ALLOCA, 5, 8, 8, 0, NULL, NULL);
  mem_obj_new(mm, MEM_BYVAL, 0, 8, 8, 2, NULL, NULL);
  const char *why;
  MemWho w = {0, 0, 3, 5, false};
  uint8_t f[8] = {0, 0, 0x80, 0x3f, 0, 0, 0xc0, 0x7f}, fp[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  CHECK_EQ_INT(mem_store(mm, mem_addr(mm, p0, 4, 0), 0, 8, 4, f, fp, 4, &w, &why), MEM_OK);
  uint8_t one = 9, onep = 1;
  w.inst = 6;
  CHECK_EQ_INT(mem_store(mm, mem_addr(mm, p0, 0, 0), 0, 1, 1, &one, &onep, 0, &w, &why), MEM_OK);
  InterpResult r;
  memset(&r, 0, sizeof r);
  CHECK_EQ_INT(mem_observe(mm, &r), IR_OK);
  CHECK_EQ_INT(r.nbufs, 4);  /* params 0, 1, then @g and @gi (not @c, @k, shared) */
  if (r.nbufs == 4) {
    CHECK(r.bufs[0].kind == INTERP_OBJ_PARAM && r.bufs[0].index == 0 && r.bufs[0].size == 12);
    CHECK(r.bufs[1].kind == INTERP_OBJ_PARAM && r.bufs[1].index == 1 && r.bufs[1].size == 4);
    CHECK(r.bufs[2].kind == INTERP_OBJ_GLOBAL && r.bufs[2].index == gidx(e.m, "g"));
    CHECK(r.bufs[3].kind == INTERP_OBJ_GLOBAL && r.bufs[3].index == gidx(e.m, "gi"));
    const InterpBufOut *b = &r.bufs[0];
    CHECK(b->poison[0] && b->poison[1] && b->poison[3] && !b->poison[4] && b->poison[11] == 0);
    CHECK_EQ_INT(b->bytes[6], 0x80);
    CHECK_EQ_INT(b->fpmap[4], 0x40);
    CHECK_EQ_INT(b->fpmap[7], 0x43);
    CHECK_EQ_INT(b->fpmap[8], 0x40);
    CHECK_EQ_INT(b->fpmap[0], 0);
    CHECK_EQ_INT(b->writer[0], 6);
    CHECK_EQ_INT(b->writer[4], 5);
    CHECK_EQ_INT(b->writer_func[4], 3);
    CHECK_EQ_INT(b->writer[2], IR_NIL);
    CHECK_EQ_INT(b->writer_func[2], IR_NIL);
    CHECK(memcmp(r.bufs[1].bytes, i1, 4) == 0 && !r.bufs[1].poison[0]);
    CHECK_EQ_INT(r.bufs[2].bytes[0], 7);
    CHECK_EQ_INT(r.bufs[3].bytes[4], 20);
  }
  interp_result_free(e.c, &r);
  CHECK(r.bufs == NULL && r.nbufs == 0);
  /* a copy keeps the FP map; a fill clears it */
  CHECK_EQ_INT(mem_copy(mm, mem_addr(mm, p1, 0, 0), 0, mem_addr(mm, p0, 4, 0), 0, 4, &w, &why), MEM_OK);
  CHECK_EQ_INT(mem_observe(mm, &r), IR_OK);
  CHECK(r.nbufs == 4 && r.bufs[1].fpmap[0] == 0x40 && r.bufs[1].fpmap[3] == 0x43 && r.bufs[1].writer[0] == 6);
  interp_result_free(e.c, &r);
  /* more than 65534 storing instructions: the later ones record no writer */
  uint32_t big = mem_obj_new(mm, MEM_PARAM, 1, 70000, 0, 2, NULL, NULL);
  int bad = 0;
  for (uint32_t i = 0; i < 70000; i++) {
    MemWho wi = {0, 0, 1, i, false};
    bad += mem_store(mm, mem_addr(mm, big, i, 0), 0, 1, 1, &one, NULL, 0, &wi, &why) != MEM_OK;
  }
  CHECK_EQ_INT(bad, 0);
  CHECK_EQ_INT(mem_observe(mm, &r), IR_OK);
  CHECK(r.nbufs == 5 && r.bufs[2].index == 2 && r.bufs[2].size == 70000);
  if (r.nbufs == 5) {
    CHECK(r.bufs[2].writer[0] == 0 && r.bufs[2].writer[60000] == 60000 && r.bufs[2].writer_func[60000] == 1);
    CHECK(r.bufs[2].writer[65531] == 65531 && r.bufs[2].writer[65532] == IR_NIL && r.bufs[2].writer[69999] == IR_NIL);
  }
  interp_result_free(e.c, &r);
  env_free(&e);
}

static void test_fpmap_of_type(void) {
  IrCtx *c = ir_ctx_new();
  IrModule *m = parse(c, "%s = type { i8, float, <2 x half>, [2 x double] }\n"
                         "define %s @f() {\n  ret %s zeroinitializer\n}\n");
  IrType t = ir_func(m, 0)->ret;
  uint8_t fp[40];
  mem_fpmap_of_type(m, t, fp, sizeof fp);
  static const uint8_t want[32] = {0, 0, 0, 0, 0x40, 0x41, 0x42, 0x43, 0x20, 0x21, 0x20, 0x21, 0, 0, 0, 0,
                                   0x80, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87,
                                   0x80, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87};
  CHECK(memcmp(fp, want, 32) == 0 && fp[32] == 0 && fp[39] == 0);
  mem_fpmap_of_type(m, IR_FLOAT, fp, 2);  /* truncated to n */
  CHECK(fp[0] == 0x40 && fp[1] == 0x41);
  mem_fpmap_of_type(m, IR_I32, fp, 4);
  CHECK(fp[0] == 0 && fp[3] == 0);
  ir_module_free(m);
  ir_ctx_free(c);
}

/* ---- reuse without growth, and allocation failures */

static void one_run(Mem *mm, IrCtx *c, int i) {
  InterpGrid g = {{2, 1, 1}, {4, 1, 1}};
  mem_reset(mm);
  mem_set_grid(mm, &g);
  mem_globals_init(mm);
  uint32_t p = mem_obj_new(mm, MEM_PARAM, 1, 256, 0, 0, NULL, NULL);
  uint8_t v[4] = {(uint8_t)i, 0, 0, 0};
  const char *why;
  for (uint32_t b = 0; b < 2; b++) {
    mem_block_begin(mm, b);
    for (uint32_t t = 0; t < 4; t++) {
      MemWho w = {b, t, 0, 1, false};
      uint32_t a = mem_obj_new(mm, MEM_ALLOCA, 5, 16, 4, 0, NULL, NULL);
      mem_store(mm, mem_addr(mm, p, (b * 4 + t) * 4, 0), 0, 4, 4, v, NULL, 4, &w, &why);
      mem_obj_kill(mm, a);
    }
    mem_barrier(mm, b);
  }
  InterpResult r;
  memset(&r, 0, sizeof r);
  mem_observe(mm, &r);
  interp_result_free(c, &r);
}

static void test_reuse_no_growth(void) {
  Count k = {0, 0, -1};
  IrCtx *c = ir_ctx_new_alloc(count_alloc, &k);
  IrModule *m = parse(c, M2);
  Mem *mm = mem_new(c, m, true);
  for (int i = 0; i < 10; i++) one_run(mm, c, i);
  long long live = k.live, peak = k.peak;
  int n = test_long() ? 1000000 : 100000;
  for (int i = 0; i < n; i++) one_run(mm, c, i);
  CHECK_EQ_INT(k.live, live);
  CHECK_EQ_INT(k.peak, peak);
  mem_free(mm);
  ir_module_free(m);
  ir_ctx_free(c);
  CHECK_EQ_INT(k.live, 0);
}

static void test_oom(void) {
  int failures = 0;
  for (long budget = 0; budget < 60; budget++) {
    Count k = {0, 0, -1};
    IrCtx *c = ir_ctx_new_alloc(count_alloc, &k);
    IrModule *m = parse(c, M2);
    k.budget = budget;
    Mem *mm = mem_new(c, m, true);
    if (mm) {
      IrStatus s = mem_globals_init(mm);
      uint32_t p = mem_obj_new(mm, MEM_PARAM, 1, 100000, 0, 0, NULL, NULL);
      InterpResult r;
      memset(&r, 0, sizeof r);
      IrStatus so = mem_observe(mm, &r);
      failures += s != IR_OK || !p || so != IR_OK;
      interp_result_free(c, &r);
      mem_free(mm);
    } else {
      failures++;
    }
    k.budget = -1;
    ir_module_free(m);
    ir_ctx_free(c);
    CHECK_EQ_INT(k.live, 0);
  }
  CHECK(failures > 20);
}

int main(void) {
  TEST(test_ub_bounds);
  TEST(test_ub_null_invalid);
  TEST(test_ub_misaligned);
  TEST(test_attr_facts);
  TEST(test_ub_lifetime_constant_space);
  TEST(test_load_store_poison_fp);
  TEST(test_as_casts);
  TEST(test_shared_per_block);
  TEST(test_races_in_block);
  TEST(test_races_atomic);
  TEST(test_races_cross_block);
  TEST(test_races_coords_and_off);
  TEST(test_races_epoch_wrap);
  TEST(test_races_warp_sync);
  TEST(test_word_access);
  TEST(test_lifetimes);
  TEST(test_global_initializers);
  TEST(test_global_init_errors);
  TEST(test_func_addrs);
  TEST(test_observe);
  TEST(test_fpmap_of_type);
  TEST(test_reuse_no_growth);
  TEST(test_oom);
  return TEST_END();
}

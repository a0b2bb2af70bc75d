/* oracles/llvmref/driver.c -- the module part and the driver part of the
 * cross-check program.
 *
 * The module: its canonical text (ir_print_module_str), rewritten token by
 * token for x86-64:
 *  - `target` lines and metadata lines (the !nvvm.annotations list) go;
 *  - ` addrspace(N)` goes everywhere and `addrspacecast` becomes
 *    `bitcast`: on the CPU every state space is one flat memory;
 *  - fast-math flags go: they only allow results the interpreter does not
 *    produce (an nnan/ninf violation is poison in the interpreter, a
 *    don't-care byte), and `contract` would let the x86 backend fuse
 *    fmul+fadd into an FMA where the interpreter rounds twice;
 *  - `memory(...)` function attributes go (a kernel that reads special
 *    registers through the prelude reads globals);
 *  - calls of prelude-defined callees are renamed @__lr.<name> and their
 *    declarations dropped; declarations of unknown external functions
 *    become @__lr.trap.<name> (the interpreter's run would have been
 *    "unsupported" had it called one, so they never run);
 *  - global variables without an initializer are defined (zero bytes; the
 *    interpreter's contents are poison, so don't-care); dynamic shared
 *    memory ([0 x T] in addrspace(3)) gets the interpreter's size.
 * The driver: one byte array per buffer argument and per input (c"..."
 * with the input bytes, aligned to 256 as the interpreter's buffers; an
 * aliased argument gets a constant GEP into its base's array), one
 * constant per scalar argument (loaded with the parameter's type, so every
 * bit pattern, NaN payloads included, arrives intact), a thunk per input
 * that calls the function, the grid loop (blocks in the interpreter's
 * order, shared globals restored at every block begin, writable globals at
 * every input), and the dumps: "B param size hex" per buffer, "G global
 * size hex" per observable global, "V 0 size hex" for the return value of
 * thread 0 of block 0, between "R k" and "E k" markers.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lr.h"

/* ------------------------------------------------------------------ */
/* The renaming plan                                                    */

typedef struct Plan {
  const IrModule *m;
  char **newname;     /* per function: the name calls use (NULL: unchanged) */
  uint8_t *drop;      /* per function: its declaration line is dropped */
} Plan;

static void plan_free(Plan *p) {
  if (p->newname)
    for (uint32_t i = 0; i < p->m->nfuncs; i++) free(p->newname[i]);
  free(p->newname);
  free(p->drop);
}

static char *prefixed(const char *pre, const char *name) {
  size_t n = strlen(pre) + strlen(name) + 1;
  char *s = malloc(n);
  if (s) snprintf(s, n, "%s%s", pre, name);
  return s;
}

static bool reserved_name(const char *name) {
  if (!strncmp(name, "__lr.", 5)) return true;
  for (int i = 0; lr_libc_names[i]; i++)
    if (!strcmp(name, lr_libc_names[i])) return true;
  return false;
}

/* An LLVM intrinsic overloaded on pointer types keeps its name only when
 * the pointers are in address space 0: llvm.memcpy.p1.p0.i64 becomes
 * llvm.memcpy.p0.p0.i64 once address spaces are flattened, and a second
 * declaration of the same name is dropped. */
static bool native_name(Plan *p, uint32_t i, char *why, size_t whyn) {
  const IrModule *m = p->m;
  const char *name = ir_cstr(m, ir_func(m, i)->name);
  char canon[512];
  size_t o = 0;
  for (const char *q = name; *q && o + 1 < sizeof canon; q++) {
    canon[o++] = *q;
    if (q[0] == '.' && q[1] == 'p' && q[2] >= '1' && q[2] <= '9' && (q[3] == '.' || !q[3])) {
      canon[o++] = 'p';
      canon[o++] = '0';
      q += 2;
    }
  }
  canon[o] = 0;
  if (!strcmp(canon, name)) return true;
  for (uint32_t j = 0; j < m->nfuncs; j++) {
    const char *other = p->newname[j] ? p->newname[j] : ir_cstr(m, ir_func(m, j)->name);
    if (j != i && !strcmp(other, canon)) p->drop[i] = 1;
  }
  p->newname[i] = strdup(canon);
  if (!p->newname[i]) return snprintf(why, whyn, "out of memory"), false;
  return true;
}

static bool plan_make(Plan *p, const IrModule *m, char *why, size_t whyn) {
  p->m = m;
  p->newname = calloc(m->nfuncs + 1, sizeof *p->newname);
  p->drop = calloc(m->nfuncs + 1, 1);
  if (!p->newname || !p->drop) return snprintf(why, whyn, "out of memory"), false;
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    const IrFunc *f = ir_func(m, i);
    const char *name = ir_cstr(m, f->name);
    if (!f->is_decl) {
      if (reserved_name(name)) return snprintf(why, whyn, "@%s clashes with a name of the prelude", name), false;
      continue;
    }
    LrKind k = lr_callee_kind((IrIntrin)f->intrin);
    if (k == LR_NATIVE) {
      if (!native_name(p, i, why, whyn)) return false;
      continue;
    }
    p->drop[i] = 1;
    p->newname[i] = prefixed(k == LR_PRELUDE ? "__lr." : "__lr.trap.", name);
    if (!p->newname[i]) return snprintf(why, whyn, "out of memory"), false;
  }
  for (uint32_t g = 0; g < m->nglobals; g++)
    if (reserved_name(ir_cstr(m, m->globals[g].name)))
      return snprintf(why, whyn, "@%s clashes with a name of the prelude", ir_cstr(m, m->globals[g].name)), false;
  return true;
}

/* The function named name, or IR_NIL. */
static uint32_t func_named(const IrModule *m, const char *name, size_t len) {
  IrStr s = ir_str_find(m, name, len);
  if (!s) return IR_NIL;
  IrRef r = ir_sym_lookup(m, s);
  return ir_ref_kind(r) == IR_RFUNC ? ir_ref_idx(r) : IR_NIL;
}

static uint32_t global_named(const IrModule *m, const char *name, size_t len) {
  IrStr s = ir_str_find(m, name, len);
  if (!s) return IR_NIL;
  IrRef r = ir_sym_lookup(m, s);
  return ir_ref_kind(r) == IR_RGLOBAL ? ir_ref_idx(r) : IR_NIL;
}

/* ------------------------------------------------------------------ */
/* Token rewriting                                                      */

static bool idchar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_' ||
         c == '$' || c == '-';
}

/* A symbol name at t (after '@'): its decoded text into buf, the length of
 * its spelling in *used. */
static void sym_at(const char *t, size_t n, char *buf, size_t bn, size_t *used) {
  size_t i = 0, o = 0;
  if (n && t[0] == '"') {
    for (i = 1; i < n && t[i] != '"'; i++) {
      char c = t[i];
      if (c == '\\' && i + 2 < n) {
        unsigned v = 0;
        sscanf(t + i + 1, "%2x", &v);
        c = (char)v;
        i += 2;
      }
      if (o + 1 < bn) buf[o++] = c;
    }
    i = i < n ? i + 1 : n;
  } else {
    while (i < n && idchar(t[i])) {
      if (o + 1 < bn) buf[o++] = t[i];
      i++;
    }
  }
  buf[o] = 0;
  *used = i;
}

static bool is_fmf(const char *w, size_t n) {
  static const char *const fmf[] = {"fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", NULL};
  for (int i = 0; fmf[i]; i++)
    if (strlen(fmf[i]) == n && !memcmp(fmf[i], w, n)) return true;
  return false;
}

static void drop_space(Sb *s) {
  if (s->n && s->p[s->n - 1] == ' ') s->n--;
}

/* `alloca T, align 4, addrspace(5)`: the separating comma goes too. */
static void drop_comma(Sb *s) {
  drop_space(s);
  if (s->n && s->p[s->n - 1] == ',') s->n--;
}

/* Index just past the parenthesized group starting at t[i] == '('. */
static size_t skip_parens(const char *t, size_t n, size_t i) {
  int depth = 0;
  for (; i < n; i++) {
    if (t[i] == '(') depth++;
    else if (t[i] == ')' && --depth == 0) return i + 1;
  }
  return n;
}

static size_t copy_string(Sb *s, const char *t, size_t n, size_t i) {
  size_t j = i + 1;
  while (j < n && t[j] != '"') j++;
  j = j < n ? j + 1 : n;
  ir_sb_put(s, t + i, j - i);
  return j;
}

static size_t rewrite_sym(Sb *s, const Plan *p, const char *t, size_t n, size_t i) {
  char name[1024], sym[1100];
  size_t used;
  sym_at(t + i + 1, n - i - 1, name, sizeof name, &used);
  uint32_t f = func_named(p->m, name, strlen(name));
  if (f != IR_NIL && p->newname[f]) {
    lr_sym(sym, sizeof sym, p->newname[f]);
    ir_sb_puts(s, sym);
  } else
    ir_sb_put(s, t + i, used + 1);
  return i + 1 + used;
}

static size_t rewrite_word(Sb *s, const char *t, size_t n, size_t i) {
  size_t j = i;
  while (j < n && idchar(t[j])) j++;
  const char *w = t + i;
  size_t wl = j - i;
  if (j < n && t[j] == ':') {  /* a block label */
    ir_sb_put(s, w, wl);
    return j;
  }
  if (((wl == 9 && !memcmp(w, "addrspace", 9)) || (wl == 6 && !memcmp(w, "memory", 6))) && j < n && t[j] == '(') {
    drop_comma(s);
    return skip_parens(t, n, j);
  }
  if (wl == 13 && !memcmp(w, "addrspacecast", 13)) {
    ir_sb_puts(s, "bitcast");
    return j;
  }
  if (is_fmf(w, wl)) {
    drop_space(s);
    return j;
  }
  ir_sb_put(s, w, wl);
  return j;
}

static void rewrite_line(Sb *s, const Plan *p, const char *t, size_t n) {
  size_t i = 0;
  while (i < n) {
    char c = t[i];
    bool wordstart = i == 0 || !idchar(t[i - 1]);
    if (c == '"') i = copy_string(s, t, n, i);
    else if (c == ';') { ir_sb_put(s, t + i, n - i); i = n; }
    else if (c == '@') i = rewrite_sym(s, p, t, n, i);
    else if (c == '%' || c == '!' || c == '#') {
      size_t j = i + 1;
      if (j < n && t[j] == '"') {
        j++;
        while (j < n && t[j] != '"') j++;
        j = j < n ? j + 1 : n;
      } else
        while (j < n && idchar(t[j])) j++;
      ir_sb_put(s, t + i, j - i);
      i = j;
    } else if (wordstart && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'))
      i = rewrite_word(s, t, n, i);
    else if (wordstart && c >= '0' && c <= '9') {
      size_t j = i;
      while (j < n && idchar(t[j])) j++;
      ir_sb_put(s, t + i, j - i);
      i = j;
    } else {
      ir_sb_put(s, t + i, 1);
      i++;
    }
  }
  ir_sb_puts(s, "\n");
}

/* ------------------------------------------------------------------ */
/* Lines of the module                                                  */

static bool starts(const char *t, size_t n, const char *w) {
  size_t k = strlen(w);
  return n >= k && !memcmp(t, w, k);
}

/* The function a "declare ... @name(" line declares, or IR_NIL. */
static uint32_t declared_func(const IrModule *m, const char *t, size_t n) {
  const char *at = memchr(t, '@', n);
  if (!at) return IR_NIL;
  char name[1024];
  size_t used;
  sym_at(at + 1, n - (size_t)(at + 1 - t), name, sizeof name, &used);
  return func_named(m, name, strlen(name));
}

uint64_t lr_dyn_shared_size(uint32_t nthreads) {
  uint64_t d = (uint64_t)nthreads * 16;
  if (d < 4096) d = 4096;
  return d < (1u << 24) ? d : (1u << 24) - 1;
}

/* A definition for a global without an initializer. */
static void define_external_global(Sb *s, const IrModule *m, uint32_t g, uint32_t nthreads) {
  const IrGlobal *gl = &m->globals[g];
  char sym[1100], ty[512];
  lr_sym(sym, sizeof sym, ir_cstr(m, gl->name));
  uint32_t align = gl->align > 16 ? gl->align : 16;
  if (ir_type_alloc_size(m, gl->vtype) == 0 && gl->as == IR_AS_SHARED)
    ir_sb_printf(s, "%s = internal global [%llu x i8] zeroinitializer, align %u\n", sym,
              (unsigned long long)lr_dyn_shared_size(nthreads), align);
  else {
    lr_type_str(m, gl->vtype, ty, sizeof ty);
    ir_sb_printf(s, "%s = internal global %s zeroinitializer, align %u\n", sym, ty, align);
  }
}

static bool module_lines(Sb *s, LrNames *done, const Plan *p, const char *text, size_t len, uint32_t nthreads) {
  const IrModule *m = p->m;
  for (size_t i = 0; i < len;) {
    const char *e = memchr(text + i, '\n', len - i);
    size_t n = e ? (size_t)(e - (text + i)) : len - i;
    const char *t = text + i;
    i += n + 1;
    if (starts(t, n, "target ") || starts(t, n, "!")) continue;
    if (starts(t, n, "declare ")) {
      uint32_t f = declared_func(m, t, n);
      if (f != IR_NIL && p->drop[f]) continue;
      if (f != IR_NIL) lr_names_add(done, p->newname[f] ? p->newname[f] : ir_cstr(m, ir_func(m, f)->name));
    } else if (starts(t, n, "@")) {
      char name[1024];
      size_t used;
      sym_at(t + 1, n - 1, name, sizeof name, &used);
      uint32_t g = global_named(m, name, strlen(name));
      if (!strncmp(name, "llvm.", 5)) continue;  /* llvm.used / llvm.compiler.used: code generation only */
      if (g != IR_NIL && !m->globals[g].has_init) {
        define_external_global(s, m, g, nthreads);
        continue;
      }
    } else if (starts(t, n, "define ")) {
      uint32_t f = declared_func(m, t, n);
      if (f != IR_NIL) lr_names_add(done, ir_cstr(m, ir_func(m, f)->name));
    }
    rewrite_line(s, p, t, n);
  }
  return !done->oom;
}

/* The trap definition of an unknown external function: aborts if ever called. */
static void define_trapdef(Sb *s, const IrModule *m, const IrFunc *f, const char *name) {
  char ty[512], sym[1100];
  lr_type_str(m, f->ret, ty, sizeof ty);
  lr_sym(sym, sizeof sym, name);
  ir_sb_printf(s, "define internal %s %s(", ty, sym);
  for (uint32_t k = 0; k < f->nparams; k++) {
    lr_type_str(m, f->params[k].type, ty, sizeof ty);
    ir_sb_printf(s, "%s%s", k ? ", " : "", ty);
  }
  ir_sb_printf(s, "%s) {\n  call void @abort()\n  unreachable\n}\n", f->vararg ? (f->nparams ? ", ..." : "...") : "");
}

bool lr_module_text(Sb *s, LrNames *done, const IrModule *m, uint32_t nthreads, char *why, size_t whyn) {
  Plan p;
  memset(&p, 0, sizeof p);
  if (!plan_make(&p, m, why, whyn)) { plan_free(&p); return false; }
  size_t len;
  char *text = ir_print_module_str(m, &len);
  if (!text) { plan_free(&p); snprintf(why, whyn, "out of memory"); return false; }
  bool ok = module_lines(s, done, &p, text, len, nthreads);
  free(text);
  ir_sb_puts(s, "\n; ---- prelude definitions of the module's callees\n");
  for (uint32_t i = 0; ok && i < m->nfuncs; i++) {
    const IrFunc *f = ir_func(m, i);
    if (!p.drop[i] || lr_callee_kind((IrIntrin)f->intrin) == LR_NATIVE) continue;
    lr_names_add(done, p.newname[i]);
    if (lr_callee_kind((IrIntrin)f->intrin) != LR_PRELUDE) {
      define_trapdef(s, m, f, p.newname[i]);
      continue;
    }
    if (!lr_prelude_define(s, done, m, f, p.newname[i])) {
      snprintf(why, whyn, "no prelude definition for @%s with this type", ir_cstr(m, f->name));
      ok = false;
    }
  }
  plan_free(&p);
  if (ok && (s->oom || done->oom)) { snprintf(why, whyn, "out of memory"); ok = false; }
  return ok;
}

/* ------------------------------------------------------------------ */
/* The driver                                                           */

static void put_bytes(Sb *s, const uint8_t *b, uint32_t n) {
  ir_sb_puts(s, "c\"");
  for (uint32_t i = 0; i < n; i++) {
    uint8_t c = b ? b[i] : 0;
    if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') ir_sb_put(s, (const char *)&c, 1);
    else ir_sb_printf(s, "\\%02X", c);
  }
  ir_sb_puts(s, "\"");
}

/* Globals the driver saves and restores: writable ones with an initializer. */
static bool restorable(const IrModule *m, const IrGlobal *gl) {
  return gl->has_init && !gl->is_const && strncmp(ir_cstr(m, gl->name), "llvm.", 5);
}

static void driver_globals(Sb *s, const IrModule *m) {
  char sym[1100], ty[512];
  for (uint32_t g = 0; g < m->nglobals; g++) {
    const IrGlobal *gl = &m->globals[g];
    if (!restorable(m, gl)) continue;
    lr_type_str(m, gl->vtype, ty, sizeof ty);
    ir_sb_printf(s, "@__lr.save.%u = internal global %s zeroinitializer, align 16\n", g, ty);
  }
  static const char *const fn[] = {"save", "restore", "restore_shared"};
  for (int k = 0; k < 3; k++) {
    ir_sb_printf(s, "define internal void @__lr.%s() {\n", fn[k]);
    for (uint32_t g = 0; g < m->nglobals; g++) {
      const IrGlobal *gl = &m->globals[g];
      if (!restorable(m, gl) || (k == 2) != (gl->as == IR_AS_SHARED)) continue;
      lr_sym(sym, sizeof sym, ir_cstr(m, gl->name));
      lr_type_str(m, gl->vtype, ty, sizeof ty);
      char save[64];
      snprintf(save, sizeof save, "@__lr.save.%u", g);
      bool to_save = k == 0;
      ir_sb_printf(s, "  call void @llvm.memcpy.p0.p0.i64(ptr %s, ptr %s, i64 ptrtoint (ptr getelementptr (%s, ptr null, i32 1) to i64), i1 false)\n",
                to_save ? save : sym, to_save ? sym : save, ty);
    }
    ir_sb_puts(s, "  ret void\n}\n");
  }
}

/* Inputs: buffers and scalars of input k. */
static bool driver_input_data(Sb *s, const IrModule *m, const IrFunc *f, uint32_t k, const InterpInput *in,
                              char *why, size_t whyn) {
  if (in->nargs != f->nparams) return snprintf(why, whyn, "input has %u arguments, the function %u", in->nargs, f->nparams), false;
  for (uint32_t j = 0; j < f->nparams; j++) {
    const InterpArg *a = &in->args[j];
    bool ptr = ir_type_is_ptr(m, f->params[j].type);
    if (ptr != (a->is_buffer || a->is_null || a->is_alias))
      return snprintf(why, whyn, "argument %u does not fit its parameter", j), false;
    if (a->is_alias && (a->alias_base >= in->nargs || !in->args[a->alias_base].is_buffer))
      return snprintf(why, whyn, "argument %u points into argument %u, which is not a buffer", j, a->alias_base), false;
    if (a->is_null || a->is_alias) continue;
    if (!ptr && a->size != ir_type_store_size(m, f->params[j].type))
      return snprintf(why, whyn, "argument %u has %u bytes", j, a->size), false;
    if (a->is_buffer) ir_sb_printf(s, "@__lr.b.%u.%u = internal global [%u x i8] ", k, j, a->size);
    else ir_sb_printf(s, "@__lr.s.%u.%u = private constant [%u x i8] ", k, j, a->size);
    put_bytes(s, a->bytes, a->size);
    ir_sb_puts(s, a->is_buffer ? ", align 256\n" : "\n");
  }
  return true;
}

static void driver_thunk(Sb *s, const IrModule *m, const IrFunc *f, uint32_t k, const InterpInput *in) {
  char ty[512], sym[1100];
  ir_sb_printf(s, "define internal void @__lr.thunk.%u() {\n", k);
  for (uint32_t j = 0; j < f->nparams; j++) {
    if (ir_type_is_ptr(m, f->params[j].type)) continue;
    lr_type_str(m, f->params[j].type, ty, sizeof ty);
    ir_sb_printf(s, "  %%a%u = load %s, ptr @__lr.s.%u.%u, align 1\n", j, ty, k, j);
  }
  lr_type_str(m, f->ret, ty, sizeof ty);
  lr_sym(sym, sizeof sym, ir_cstr(m, f->name));
  ir_sb_printf(s, "  %s%s %s(", f->ret == IR_VOID ? "call " : "%r = call ", ty, sym);
  for (uint32_t j = 0; j < f->nparams; j++) {
    const IrParam *pa = &f->params[j];
    const InterpArg *a = &in->args[j];
    char pt[512];
    lr_type_str(m, pa->type, pt, sizeof pt);
    ir_sb_printf(s, "%s%s", j ? ", " : "", pt);
    if (pa->attrs & IR_PA_SIGNEXT) ir_sb_puts(s, " signext");
    if (pa->attrs & IR_PA_ZEROEXT) ir_sb_puts(s, " zeroext");
    if (pa->byval != IR_VOID) {
      char bt[512];
      lr_type_str(m, pa->byval, bt, sizeof bt);
      ir_sb_printf(s, " byval(%s)", bt);
      if (pa->align) ir_sb_printf(s, " align %u", pa->align);
    }
    if (a->is_null) ir_sb_puts(s, " null");
    else if (a->is_buffer) ir_sb_printf(s, " @__lr.b.%u.%u", k, j);
    else if (a->is_alias) ir_sb_printf(s, " getelementptr (i8, ptr @__lr.b.%u.%u, i64 %u)", k, a->alias_base, a->alias_off);
    else ir_sb_printf(s, " %%a%u", j);
  }
  ir_sb_puts(s, ")\n");
  if (f->ret != IR_VOID) {
    /* vm_exec.c record_ret: the value returned by thread 0 of block 0 */
    ir_sb_puts(s, "  %t0 = call i32 @__lr.sreg(i32 0)\n  %t1 = call i32 @__lr.sreg(i32 1)\n"
               "  %t2 = call i32 @__lr.sreg(i32 2)\n  %c0 = call i32 @__lr.sreg(i32 6)\n"
               "  %c1 = call i32 @__lr.sreg(i32 7)\n  %c2 = call i32 @__lr.sreg(i32 8)\n"
               "  %o1 = or i32 %t0, %t1\n  %o2 = or i32 %o1, %t2\n  %o3 = or i32 %o2, %c0\n"
               "  %o4 = or i32 %o3, %c1\n  %o5 = or i32 %o4, %c2\n  %first = icmp eq i32 %o5, 0\n"
               "  br i1 %first, label %rec, label %done\nrec:\n");
    ir_sb_printf(s, "  store %s %%r, ptr @__lr.ret.%u, align 1\n  br label %%done\ndone:\n", ty, k);
  }
  ir_sb_puts(s, "  ret void\n}\n");
}

/* The grid loop: blocks in linear order, x fastest (vm_exec.c run_grid). */
static void driver_grid(Sb *s, const InterpGrid *g) {
  uint32_t nt = g->thread[0] * g->thread[1] * g->thread[2];
  uint32_t nb = g->block[0] * g->block[1] * g->block[2];
  ir_sb_puts(s, "define internal void @__lr.grid() {\ne:\n  %b.p = alloca i32\n");
  for (int d = 0; d < 3; d++)
    ir_sb_printf(s, "  call void @__lr.setsr(i32 %d, i32 %u)\n  call void @__lr.setsr(i32 %d, i32 %u)\n", 3 + d,
              g->thread[d], 9 + d, g->block[d]);
  ir_sb_printf(s, "  call void @__lr.setsr(i32 12, i32 32)\n  call void @__lr.setup(i32 %u)\n", nt);
  ir_sb_printf(s, "  store i32 0, ptr %%b.p\n  br label %%l\nl:\n  %%b = load i32, ptr %%b.p\n"
               "  %%more = icmp ult i32 %%b, %u\n  br i1 %%more, label %%body, label %%x\nbody:\n"
               "  %%bx = urem i32 %%b, %u\n  %%q = udiv i32 %%b, %u\n  %%by = urem i32 %%q, %u\n"
               "  %%bz = udiv i32 %%b, %u\n",
            nb, g->block[0], g->block[0], g->block[1], g->block[0] * g->block[1]);
  ir_sb_puts(s, "  call void @__lr.setsr(i32 6, i32 %bx)\n  call void @__lr.setsr(i32 7, i32 %by)\n"
             "  call void @__lr.setsr(i32 8, i32 %bz)\n  call void @__lr.restore_shared()\n"
             "  call void @__lr.block()\n  %b2 = add i32 %b, 1\n  store i32 %b2, ptr %b.p\n  br label %l\n"
             "x:\n  ret void\n}\n");
}

static void driver_run(Sb *s, const IrModule *m, const IrFunc *f, uint32_t k, const InterpInput *in,
                       const InterpResult *r) {
  ir_sb_printf(s, "define internal void @__lr.run.%u() {\n  call void @__lr.mark(i8 82, i32 %u)\n"
               "  call void @__lr.restore()\n  store ptr @__lr.thunk.%u, ptr @__lr.thunk\n"
               "  call void @__lr.grid()\n", k, k, k);
  for (uint32_t j = 0; j < f->nparams; j++) {
    const InterpArg *a = &in->args[j];
    if (a->is_buffer && f->params[j].byval == IR_VOID)
      ir_sb_printf(s, "  call void @__lr.dump(i8 66, i32 %u, ptr @__lr.b.%u.%u, i64 %u)\n", j, k, j, a->size);
  }
  for (uint32_t b = 0; b < r->nbufs; b++) {
    const InterpBufOut *o = &r->bufs[b];
    if (o->kind != INTERP_OBJ_GLOBAL || o->index >= m->nglobals) continue;
    if (!strncmp(ir_cstr(m, m->globals[o->index].name), "llvm.", 5)) continue;
    char sym[1100];
    lr_sym(sym, sizeof sym, ir_cstr(m, m->globals[o->index].name));
    ir_sb_printf(s, "  call void @__lr.dump(i8 71, i32 %u, ptr %s, i64 %u)\n", o->index, sym, o->size);
  }
  if (f->ret != IR_VOID && r->ret_size)
    ir_sb_printf(s, "  call void @__lr.dump(i8 86, i32 0, ptr @__lr.ret.%u, i64 %u)\n", k, r->ret_size);
  ir_sb_printf(s, "  call void @__lr.mark(i8 69, i32 %u)\n  ret void\n}\n", k);
}

bool lr_driver_text(Sb *s, LrNames *done, const IrModule *m, uint32_t fidx, uint32_t n,
                    const InterpInput *ins, const InterpResult *res, const InterpOpts *o, char *why,
                    size_t whyn) {
  const IrFunc *f = ir_func(m, fidx);
  ir_sb_puts(s, "\n; ---- driver\n");
  driver_globals(s, m);
  for (uint32_t k = 0; k < n; k++) {
    if (!driver_input_data(s, m, f, k, &ins[k], why, whyn)) return false;
    if (f->ret != IR_VOID) {
      char ty[512];
      lr_type_str(m, f->ret, ty, sizeof ty);
      ir_sb_printf(s, "@__lr.ret.%u = internal global %s zeroinitializer, align 16\n", k, ty);
    }
    driver_thunk(s, m, f, k, &ins[k]);
    driver_run(s, m, f, k, &ins[k], &res[k]);
  }
  driver_grid(s, &o->grid);
  ir_sb_puts(s, "define i32 @__lr.main() {\n  call void @__lr.save()\n");
  for (uint32_t k = 0; k < n; k++) ir_sb_printf(s, "  call void @__lr.run.%u()\n", k);
  ir_sb_puts(s, "  ret i32 0\n}\n");
  return !s->oom;
}

/* cuda_min.h -- the handful of CUDA declarations the passcheck kernel corpus
 * needs, so the kernels compile with clang's CUDA front end without the
 * NVIDIA toolkit headers (-nocudainc -nocudalib).
 *
 * Everything here is written against clang-16's NVPTX builtins:
 *   - the execution-space and memory-space keywords are clang attributes;
 *   - threadIdx/blockIdx/blockDim/gridDim are property structs whose getters
 *     call __nvvm_read_ptx_sreg_* (the same IR shape real CUDA code gets);
 *   - atomics map to __nvvm_atom_* builtins (atomicrmw/cmpxchg in the IR);
 *   - fast-math intrinsics (__expf, __sinf, __fdividef, ...) map to the
 *     NVVM approximate builtins (@llvm.nvvm.*.approx.*);
 *   - the libm names (sinf, expf, pow, ...) are plain external declarations,
 *     so they stay as calls to external functions in the IR.
 */
#ifndef PASSCHECK_CUDA_MIN_H
#define PASSCHECK_CUDA_MIN_H

#define __global__   __attribute__((global))
#define __device__   __attribute__((device))
#define __host__     __attribute__((host))
#define __shared__   __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))
/* __noinline__ is special-cased by clang >= 15, so use our own spelling. */
#define CK_NOINLINE  __attribute__((noinline))
#define CK_INL static __device__ __forceinline__

#define warpSize 32

/* ---- built-in index variables ------------------------------------------ */
#define CK_SREG_STRUCT(NAME, REG)                                          \
  struct NAME {                                                            \
    static __device__ __forceinline__ unsigned get_x() {                   \
      return __nvvm_read_ptx_sreg_##REG##_x();                             \
    }                                                                      \
    static __device__ __forceinline__ unsigned get_y() {                   \
      return __nvvm_read_ptx_sreg_##REG##_y();                             \
    }                                                                      \
    static __device__ __forceinline__ unsigned get_z() {                   \
      return __nvvm_read_ptx_sreg_##REG##_z();                             \
    }                                                                      \
    __declspec(property(get = get_x)) unsigned x;                          \
    __declspec(property(get = get_y)) unsigned y;                          \
    __declspec(property(get = get_z)) unsigned z;                          \
  }

CK_SREG_STRUCT(ck_thread_idx_t, tid);
CK_SREG_STRUCT(ck_block_idx_t, ctaid);
CK_SREG_STRUCT(ck_block_dim_t, ntid);
CK_SREG_STRUCT(ck_grid_dim_t, nctaid);

extern const __device__ ck_thread_idx_t threadIdx;
extern const __device__ ck_block_idx_t blockIdx;
extern const __device__ ck_block_dim_t blockDim;
extern const __device__ ck_grid_dim_t gridDim;

/* ---- synchronisation ----------------------------------------------------- */
/* __syncthreads() is a clang builtin for NVPTX (@llvm.nvvm.barrier0). */
CK_INL void __syncwarp(unsigned mask = 0xffffffffu) { __nvvm_bar_warp_sync(mask); }
CK_INL void __threadfence() { __nvvm_membar_gl(); }
CK_INL void __threadfence_block() { __nvvm_membar_cta(); }

/* ---- warp shuffles (width 32) -------------------------------------------- */
CK_INL float __shfl_down_sync(unsigned m, float v, unsigned d) {
  return __nvvm_shfl_sync_down_f32(m, v, d, 0x1f);
}
CK_INL int __shfl_down_sync(unsigned m, int v, unsigned d) {
  return __nvvm_shfl_sync_down_i32(m, v, d, 0x1f);
}
CK_INL float __shfl_xor_sync(unsigned m, float v, int lm) {
  return __nvvm_shfl_sync_bfly_f32(m, v, lm, 0x1f);
}
CK_INL int __shfl_sync(unsigned m, int v, int src) {
  return __nvvm_shfl_sync_idx_i32(m, v, src, 0x1f);
}
CK_INL unsigned __ballot_sync(unsigned m, int p) { return __nvvm_vote_ballot_sync(m, p != 0); }

/* ---- atomics ------------------------------------------------------------- */
CK_INL int atomicAdd(int *p, int v) { return __nvvm_atom_add_gen_i(p, v); }
CK_INL unsigned atomicAdd(unsigned *p, unsigned v) {
  return (unsigned)__nvvm_atom_add_gen_i((int *)p, (int)v);
}
CK_INL unsigned long long atomicAdd(unsigned long long *p, unsigned long long v) {
  return (unsigned long long)__nvvm_atom_add_gen_ll((long long *)p, (long long)v);
}
CK_INL float atomicAdd(float *p, float v) { return __nvvm_atom_add_gen_f(p, v); }
CK_INL double atomicAdd(double *p, double v) { return __nvvm_atom_add_gen_d(p, v); }
CK_INL int atomicSub(int *p, int v) { return __nvvm_atom_sub_gen_i(p, v); }
CK_INL int atomicExch(int *p, int v) { return __nvvm_atom_xchg_gen_i(p, v); }
CK_INL int atomicMin(int *p, int v) { return __nvvm_atom_min_gen_i(p, v); }
CK_INL int atomicMax(int *p, int v) { return __nvvm_atom_max_gen_i(p, v); }
CK_INL unsigned atomicMin(unsigned *p, unsigned v) { return __nvvm_atom_min_gen_ui(p, v); }
CK_INL unsigned atomicMax(unsigned *p, unsigned v) { return __nvvm_atom_max_gen_ui(p, v); }
CK_INL unsigned atomicInc(unsigned *p, unsigned v) { return __nvvm_atom_inc_gen_ui(p, v); }
CK_INL unsigned atomicDec(unsigned *p, unsigned v) { return __nvvm_atom_dec_gen_ui(p, v); }
CK_INL int atomicAnd(int *p, int v) { return __nvvm_atom_and_gen_i(p, v); }
CK_INL int atomicOr(int *p, int v) { return __nvvm_atom_or_gen_i(p, v); }
CK_INL int atomicXor(int *p, int v) { return __nvvm_atom_xor_gen_i(p, v); }
CK_INL int atomicCAS(int *p, int cmp, int v) { return __nvvm_atom_cas_gen_i(p, cmp, v); }
CK_INL unsigned atomicCAS(unsigned *p, unsigned cmp, unsigned v) {
  return (unsigned)__nvvm_atom_cas_gen_i((int *)p, (int)cmp, (int)v);
}
CK_INL unsigned long long atomicCAS(unsigned long long *p, unsigned long long cmp,
                                    unsigned long long v) {
  return (unsigned long long)__nvvm_atom_cas_gen_ll((long long *)p, (long long)cmp,
                                                    (long long)v);
}

/* ---- bit reinterpretation ---------------------------------------------- */
CK_INL int __float_as_int(float f) { return __nvvm_bitcast_f2i(f); }
CK_INL float __int_as_float(int i) { return __nvvm_bitcast_i2f(i); }
CK_INL unsigned __float_as_uint(float f) { return (unsigned)__nvvm_bitcast_f2i(f); }
CK_INL float __uint_as_float(unsigned i) { return __nvvm_bitcast_i2f((int)i); }
CK_INL long long __double_as_longlong(double d) { return __nvvm_bitcast_d2ll(d); }
CK_INL double __longlong_as_double(long long l) { return __nvvm_bitcast_ll2d(l); }

/* ---- integer intrinsics -------------------------------------------------- */
CK_INL int min(int a, int b) { return a < b ? a : b; }
CK_INL int max(int a, int b) { return a > b ? a : b; }
CK_INL unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
CK_INL unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }
CK_INL int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned)x); }
CK_INL int __clzll(long long x) {
  return x == 0 ? 64 : __builtin_clzll((unsigned long long)x);
}
CK_INL int __popc(unsigned x) { return __builtin_popcount(x); }
CK_INL int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
CK_INL int __ffs(int x) { return __builtin_ffs(x); }
CK_INL unsigned __brev(unsigned x) { return __builtin_bitreverse32(x); }
CK_INL unsigned __byte_perm(unsigned x, unsigned y, unsigned s) {
  return (unsigned)__nvvm_prmt((int)x, (int)y, (int)s);
}
CK_INL int __mulhi(int a, int b) { return __nvvm_mulhi_i(a, b); }
CK_INL unsigned __umulhi(unsigned a, unsigned b) { return __nvvm_mulhi_ui(a, b); }
CK_INL long long __mul64hi(long long a, long long b) { return __nvvm_mulhi_ll(a, b); }
CK_INL int __mul24(int a, int b) { return __nvvm_mul24_i(a, b); }
CK_INL unsigned __umul24(unsigned a, unsigned b) { return __nvvm_mul24_ui(a, b); }
CK_INL unsigned __sad(int a, int b, unsigned c) { return __nvvm_sad_i(a, b, (int)c); }

/* ---- single-instruction float helpers (map to LLVM intrinsics) ---------- */
CK_INL float fminf(float a, float b) { return __builtin_fminf(a, b); }
CK_INL float fmaxf(float a, float b) { return __builtin_fmaxf(a, b); }
CK_INL float fabsf(float a) { return __builtin_fabsf(a); }
CK_INL float floorf(float a) { return __builtin_floorf(a); }
CK_INL float fmaf(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
CK_INL double fabs(double a) { return __builtin_fabs(a); }
CK_INL float rsqrtf(float a) { return __nvvm_rsqrt_approx_f(a); }
CK_INL float __saturatef(float a) { return __nvvm_saturate_f(a); }
CK_INL int __float2int_rn(float a) { return __nvvm_f2i_rn(a); }
CK_INL float __ldg(const float *p) { return __nvvm_ldg_f(p); }
CK_INL int __ldg(const int *p) { return __nvvm_ldg_i(p); }

/* ---- fast-math intrinsics (NVVM approximate instructions) --------------- */
#define CK_LOG2E 1.4426950408889634f
#define CK_LN2   0.6931471805599453f
CK_INL float __expf(float x) { return __nvvm_ex2_approx_ftz_f(x * CK_LOG2E); }
CK_INL float __exp2f(float x) { return __nvvm_ex2_approx_f(x); }
CK_INL float __logf(float x) { return __nvvm_lg2_approx_f(x) * CK_LN2; }
CK_INL float __log2f(float x) { return __nvvm_lg2_approx_ftz_f(x); }
CK_INL float __sinf(float x) { return __nvvm_sin_approx_f(x); }
CK_INL float __cosf(float x) { return __nvvm_cos_approx_ftz_f(x); }
CK_INL float __fdividef(float a, float b) { return __nvvm_div_approx_f(a, b); }
CK_INL float __frcp_rn(float a) { return __nvvm_rcp_rn_f(a); }
CK_INL float __fsqrt_rn(float a) { return __nvvm_sqrt_rn_f(a); }
CK_INL float __fmul_rz(float a, float b) { return __nvvm_mul_rz_f(a, b); }
CK_INL float __fadd_rd(float a, float b) { return __nvvm_add_rm_f(a, b); }
CK_INL double __drcp_approx_ftz(double a) { return __nvvm_rcp_approx_ftz_d(a); }
CK_INL double __dsqrt_rn(double a) { return __nvvm_sqrt_rn_d(a); }

/* ---- libm: external calls ------------------------------------------------ */
extern "C" {
__device__ float sinf(float);
__device__ float cosf(float);
__device__ float tanf(float);
__device__ float expf(float);
__device__ float exp2f(float);
__device__ float logf(float);
__device__ float log2f(float);
__device__ float powf(float, float);
__device__ float sqrtf(float);
__device__ float tanhf(float);
__device__ float atan2f(float, float);
__device__ float fmodf(float, float);
__device__ float erff(float);
__device__ double sin(double);
__device__ double cos(double);
__device__ double exp(double);
__device__ double log(double);
__device__ double pow(double, double);
__device__ double sqrt(double);
}

#endif /* PASSCHECK_CUDA_MIN_H */

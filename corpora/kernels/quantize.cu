// quantize: int8 quantisation and dequantisation as used in inference
// kernels: q = clamp(rint(x / scale) + zero_point, -128, 127), the inverse
// mapping through an unsigned code, double -> float narrowing, 64-bit
// integer -> double, and an alignment-checked fast path that copies four
// floats at a time when both pointers are 16-byte aligned.
// Shapes: fptosi/fptoui after NaN-safe clamping (fminf/fmaxf, so never
// poison), uitofp/sitofp, fptrunc, ptrtoint + and for alignment tests,
// abs of a narrow value (becomes icmp+select), llvm.rint.f32, i8 stores.
// Launch: any 1D grid; scale != 0 for meaningful results (x/0 is inf, clamped).
#include "cuda_min.h"

__global__ void quantize_i8(const float *x, signed char *q, unsigned char *u,
                            float scale, int zero_point, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = __builtin_rintf(x[i] / scale) + (float)zero_point;
  v = fminf(fmaxf(v, -128.0f), 127.0f);
  q[i] = (signed char)(int)v;
  float w = fminf(fmaxf(fabsf(x[i]) * 2.0f, 0.0f), 255.0f);
  u[i] = (unsigned char)(unsigned)w;
}

__global__ void dequantize_i8(const signed char *q, const unsigned char *u,
                              const double *d, const long long *c,
                              float *out, float scale, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int a = __builtin_abs((int)q[i] - 3);
  unsigned b = u[i];
  out[4 * i + 0] = (float)a * scale;
  out[4 * i + 1] = (float)b * scale;
  out[4 * i + 2] = (float)d[i];
  out[4 * i + 3] = (float)((double)c[i] * 0.5);
}

__global__ void copy_maybe_vec4(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if ((((unsigned long)in | (unsigned long)out) & 15) == 0) {
    if (4 * i + 3 < n) {
      float a = in[4 * i], b = in[4 * i + 1], c = in[4 * i + 2],
            d = in[4 * i + 3];
      out[4 * i] = a; out[4 * i + 1] = b; out[4 * i + 2] = c; out[4 * i + 3] = d;
    } else {
      for (int k = 4 * i; k < n; ++k)
        out[k] = in[k];
    }
  } else {
    for (int k = 4 * i; k < 4 * i + 4 && k < n; ++k)
      out[k] = in[k];
  }
}

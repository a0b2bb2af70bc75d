// slp_vec4: struct-of-4-floats style access: out[4*i+0..3] =
// in[4*i+0..3] * scale + bias[0..3], a 16-byte aligned struct variant
// (float4-like {x,y,z,w}) and a pair-of-doubles variant.
// Shapes: adjacent loads and stores with constant offsets, the SLP
// vectorizer's bread and butter (<4 x float>/<2 x double> at -O3 when
// profitable), %struct types with align 16, GEPs into struct fields.
// Launch: any 1D grid; arrays hold 4*n (or 2*n) elements.
#include "cuda_min.h"

struct __attribute__((aligned(16))) vec4f {
  float x, y, z, w;
};

__global__ void slp_scale_bias(const float *in, const float *bias,
                               float *out, float scale, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  out[4 * i + 0] = in[4 * i + 0] * scale + bias[0];
  out[4 * i + 1] = in[4 * i + 1] * scale + bias[1];
  out[4 * i + 2] = in[4 * i + 2] * scale + bias[2];
  out[4 * i + 3] = in[4 * i + 3] * scale + bias[3];
}

__global__ void slp_struct4(const vec4f *a, const vec4f *b, vec4f *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  vec4f p = a[i], q = b[i], r;
  r.x = p.x * q.x - p.y * q.y;
  r.y = p.x * q.y + p.y * q.x;
  r.z = p.z + q.z;
  r.w = p.w - q.w;
  c[i] = r;
}

__global__ void slp_double2(const double *in, double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  out[2 * i + 0] = in[2 * i + 0] * 2.0 + 1.0;
  out[2 * i + 1] = in[2 * i + 1] * 2.0 + 1.0;
}

// params_struct: kernels taking their parameters as structs passed by value
// (a common "launch params" idiom): an affine transform with a struct of
// scalars and a fixed-size array member indexed at run time.
// Shapes: aggregate kernel arguments (`byval` pointer arguments in NVPTX
// IR), loads from the byval copy, %struct types, GEPs into struct fields,
// dynamic index into an array inside a byval struct.
// Launch: any 1D grid.
#include "cuda_min.h"

struct Affine {
  float scale;
  float shift;
  int n;
  int clamp;
};

struct Lut8 {
  float v[8];
  int count;
};

__global__ void params_affine(Affine p, const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= p.n)
    return;
  float r = in[i] * p.scale + p.shift;
  if (p.clamp)
    r = fminf(fmaxf(r, 0.0f), 1.0f);
  out[i] = r;
}

__global__ void params_lut(const int *idx, float *out, Lut8 lut, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  out[i] = lut.v[idx[i] & 7] * (float)lut.count;
}

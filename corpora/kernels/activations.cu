// activations: element-wise neural-network activations: ReLU, leaky ReLU,
// clamp (ReLU6), hard-sigmoid, sign, and GELU (tanh approximation through
// tanhf), written with ternaries and fminf/fmaxf.
// Shapes: fcmp + select, llvm.minnum/maxnum, select chains that
// InstCombine canonicalises, constant folding of 0.5f*x*(1+...), one
// external call (tanhf) per element.
// Launch: any 1D grid; out holds 6*n floats.
#include "cuda_min.h"

__global__ void activations(const float *x, float *out, float slope, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  float *o = out + 6 * i;
  o[0] = v > 0.0f ? v : 0.0f;
  o[1] = v >= 0.0f ? v : slope * v;
  o[2] = fminf(fmaxf(v, 0.0f), 6.0f);
  o[3] = __saturatef(v * 0.2f + 0.5f);
  o[4] = (v > 0.0f) - (v < 0.0f);
  float inner = 0.7978845608f * (v + 0.044715f * v * v * v);
  o[5] = 0.5f * v * (1.0f + tanhf(inner));
}

// constant_table: lookups into __constant__ memory: a 16-tap FIR filter
// whose coefficients live in a constant array, and a 256-entry byte
// lookup table (an S-box-like permutation) indexed by data.
// Shapes: addrspace(4) externally_initialized globals with initialisers
// (incl. a c"..." byte string), @llvm.compiler.used, loads through
// addrspacecast constant expressions (ptr addrspacecast (ptr addrspace(4)
// @tab to ptr)), nested inside constant GEPs once the loop is unrolled at
// -O3, zext i8 index.
// Launch: any 1D grid; in holds n + 15 floats.
#include "cuda_min.h"

__constant__ float fir_coeff[16] = {
    0.0078125f, 0.015625f, 0.03125f, 0.046875f, 0.0625f, 0.078125f,
    0.09375f,   0.109375f, 0.109375f, 0.09375f, 0.078125f, 0.0625f,
    0.046875f,  0.03125f,  0.015625f, 0.0078125f};

__constant__ unsigned char perm[256] = {
#define R16(b) (unsigned char)((b) * 37 + 11), (unsigned char)((b) * 37 + 48), \
    (unsigned char)((b) * 37 + 85), (unsigned char)((b) * 37 + 122),         \
    (unsigned char)((b) * 37 + 159), (unsigned char)((b) * 37 + 196),        \
    (unsigned char)((b) * 37 + 233), (unsigned char)((b) * 37 + 270),        \
    (unsigned char)((b) * 37 + 307), (unsigned char)((b) * 37 + 344),        \
    (unsigned char)((b) * 37 + 381), (unsigned char)((b) * 37 + 418),        \
    (unsigned char)((b) * 37 + 455), (unsigned char)((b) * 37 + 492),        \
    (unsigned char)((b) * 37 + 529), (unsigned char)((b) * 37 + 566)
    R16(0),  R16(16),  R16(32),  R16(48),  R16(64),  R16(80),  R16(96),
    R16(112), R16(128), R16(144), R16(160), R16(176), R16(192), R16(208),
    R16(224), R16(240)
#undef R16
};

__global__ void constant_table(const float *in, float *out,
                               const unsigned char *bytes,
                               unsigned char *mapped, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float acc = 0.0f;
  for (int k = 0; k < 16; ++k)
    acc += fir_coeff[k] * in[i + k];
  out[i] = acc;
  mapped[i] = perm[bytes[i]] ^ perm[(unsigned char)(bytes[i] + 1)];
}

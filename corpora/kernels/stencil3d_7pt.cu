// stencil3d_7pt: 7-point 3D heat stencil. The 2D grid covers (x, y); each
// thread walks z from 1 to nz-2, so the kernel contains a loop whose loads
// at z-1/z/z+1 overlap between iterations (a register-rotation / GVN-PRE /
// LSR shape). 64-bit plane stride arithmetic.
// Launch: 2D grid covering nx x ny; boundary threads and planes untouched.
#include "cuda_min.h"

__global__ void stencil3d_7pt(const float *in, float *out, int nx, int ny,
                              int nz, float alpha) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= nx - 1 || y >= ny - 1)
    return;
  long plane = (long)nx * ny;
  for (int z = 1; z < nz - 1; ++z) {
    long c = z * plane + (long)y * nx + x;
    float lap = in[c - 1] + in[c + 1] + in[c - nx] + in[c + nx] +
                in[c - plane] + in[c + plane] - 6.0f * in[c];
    out[c] = in[c] + alpha * lap;
  }
}

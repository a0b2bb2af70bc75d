// volume3d: fully 3D-indexed kernel: a 3D grid of 3D blocks initialises a
// nx x ny x nz volume from a separable function and an input volume, and
// a grid-stride over z uses gridDim.z * blockDim.z.
// Shapes: all x/y/z special registers (tid, ctaid, ntid, nctaid), a triple
// product index ((z*ny)+y)*nx+x with 64-bit widening, loop over z with a
// special-register step.
// Launch: 3D grid covering nx x ny (x, y); any z extent.
#include "cuda_min.h"

__global__ void volume3d(const float *in, float *out, int nx, int ny, int nz,
                         float fx, float fy, float fz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= nx || y >= ny)
    return;
  int zstep = gridDim.z * blockDim.z;
  for (int z = blockIdx.z * blockDim.z + threadIdx.z; z < nz; z += zstep) {
    long idx = ((long)z * ny + y) * nx + x;
    out[idx] = in[idx] * 0.5f + fx * x + fy * y + fz * z +
               (float)(gridDim.x + gridDim.y);
  }
}

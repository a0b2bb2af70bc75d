// stencil2d_5pt: one Jacobi step of the 2D Laplace 5-point stencil on a
// w x h row-major grid; boundary cells are copied unchanged.
// Shapes: 2D thread indexing (x and y special registers), address
// arithmetic y*w+x with +-1 and +-w neighbours (GVN/LSR reuse of a common
// base), compound boundary condition (short-circuit branches).
// Launch: 2D grid covering w x h; any block shape.
#include "cuda_min.h"

__global__ void stencil2d_5pt(const float *in, float *out, int w, int h,
                              float c0, float c1) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  int idx = y * w + x;
  if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
    out[idx] = in[idx];
    return;
  }
  float centre = in[idx];
  float sum = in[idx - 1] + in[idx + 1] + in[idx - w] + in[idx + w];
  out[idx] = c0 * centre + c1 * sum;
}

// transpose_shared: out = transpose(in) for a rows x cols matrix, staged
// through a 32x33 shared tile (+1 column of padding against bank
// conflicts). Each 32x8 block moves a 32x32 tile, 4 rows per thread.
// Shapes: [32 x [33 x float]] in addrspace(3), small constant-trip loops
// (unrolled), swapped block indices, barrier between write and read phase.
// Launch: blockDim = (32, 8); grid = (ceil(cols/32), ceil(rows/32)).
#include "cuda_min.h"

#define TDIM 32
#define BROWS 8

__global__ void transpose_shared(const float *in, float *out, int rows,
                                 int cols) {
  __shared__ float tile[TDIM][TDIM + 1];
  int x = blockIdx.x * TDIM + threadIdx.x;
  int y = blockIdx.y * TDIM + threadIdx.y;
  for (int j = 0; j < TDIM; j += BROWS)
    if (x < cols && y + j < rows)
      tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * cols + x];
  __syncthreads();
  x = blockIdx.y * TDIM + threadIdx.x;
  y = blockIdx.x * TDIM + threadIdx.y;
  for (int j = 0; j < TDIM; j += BROWS)
    if (x < rows && y + j < cols)
      out[(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
}

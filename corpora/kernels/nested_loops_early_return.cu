// nested_loops_early_return: each thread scans its own rows x cols tile
// row by row, accumulating a weighted sum; it stops and records a negative
// marker as soon as it meets a negative value, and skips zero rows early.
// Shapes: two-level loop nest with a `return` out of the inner loop
// (multiple loop exits, LCSSA phis), `continue` to the outer latch, loop
// invariant code motion of the tile base, unswitching candidates.
// Launch: any 1D grid; m holds ntiles*rows*cols ints.
#include "cuda_min.h"

__global__ void nested_loops_early_return(const int *m, int *result,
                                          int ntiles, int rows, int cols) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= ntiles)
    return;
  const int *tile = m + (long)t * rows * cols;
  unsigned acc = 0;
  for (int r = 0; r < rows; ++r) {
    if (tile[r * cols] == 0)
      continue;
    for (int c = 0; c < cols; ++c) {
      int v = tile[r * cols + c];
      if (v < 0) {
        result[t] = -1 - r;
        return;
      }
      acc += (unsigned)v * (unsigned)(c + 1);
    }
  }
  result[t] = (int)(acc & 0x7fffffff);
}

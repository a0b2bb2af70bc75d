// ocl_local_reduce: OpenCL C 2.0 work-group sum reduction in __local
// memory (tree reduction with barrier(CLK_LOCAL_MEM_FENCE)); work-item 0
// writes the group's partial sum.
// Shapes: spir_kernel calling convention, OpenCL kernel-argument metadata
// (!kernel_arg_addr_space etc.), calls to external work-item functions
// (_Z13get_global_idj, _Z12get_local_idj, _Z14get_local_sizej,
// _Z12get_group_idj) and _Z7barrierj, size_t (i64) indices, a __local
// array as an addrspace(3) global with an undef initialiser.
// Launch: local size 128 (power of two <= 128).
__kernel void ocl_local_reduce(__global const float *in,
                               __global float *partial, uint n) {
  __local float scratch[128];
  size_t gid = get_global_id(0);
  size_t lid = get_local_id(0);
  scratch[lid] = (gid < n) ? in[gid] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s)
      scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    partial[get_group_id(0)] = scratch[0];
}

// ocl_vec_ops: OpenCL C 2.0 kernels using built-in vector types: a float4
// axpy (vload/vstore-free, direct float4 pointer access), a dot product of
// float4 pairs, and an int clamp via the clamp() builtin on generic
// (address-space-less) pointers obtained from a helper function.
// Shapes: IR vector types (<4 x float>, <4 x i32>), extractelement,
// insertelement/shufflevector, mangled OpenCL builtin calls (e.g.
// _Z3dotDv4_fS_, _Z5clampiii), generic-address-space helper taking
// addrspacecast pointers.
// Launch: any 1D NDRange.
static float4 axpy4(float a, float4 x, float4 y) { return a * x + y; }

static void store_clamped(int *dst, int v, int lo, int hi) {
  *dst = clamp(v, lo, hi);
}

__kernel void ocl_axpy4(float a, __global const float4 *x,
                        __global float4 *y, uint n) {
  size_t i = get_global_id(0);
  if (i < n)
    y[i] = axpy4(a, x[i], y[i]);
}

__kernel void ocl_dot4(__global const float4 *a, __global const float4 *b,
                       __global float *out, uint n) {
  size_t i = get_global_id(0);
  if (i < n)
    out[i] = dot(a[i], b[i]) + a[i].w * b[i].x;
}

__kernel void ocl_clamp(__global const int4 *v, __global int *out, int lo,
                        int hi, uint n) {
  size_t i = get_global_id(0);
  if (i < n) {
    int4 x = v[i];
    store_clamped(&out[i], (x.x >> 2) + (x.y >> 2) + (x.z >> 2) + (x.w >> 2), lo,
                  hi);
  }
}

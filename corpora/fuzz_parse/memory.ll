define float @f(ptr addrspace(1) %out, i32 %i) {
  %a = alloca [16 x float], align 4, addrspace(5)
  %c = alloca i32, i32 4, align 16, addrspace(5)
  %x = alloca { i32, float }, align 8, addrspace(5)
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds [16 x float], ptr addrspace(5) %a, i64 0, i64 %idx
  store float 1.000000e+00, ptr addrspace(5) %p, align 4
  store volatile i32 7, ptr addrspace(5) %c, align 16
  %f = getelementptr inbounds { i32, float }, ptr addrspace(5) %x, i32 0, i32 1
  store float 2.000000e+00, ptr addrspace(5) %f, align 4
  %v = load float, ptr addrspace(5) %p, align 4
  %w = load volatile float, ptr addrspace(5) %f, align 4
  %s = fadd float %v, %w
  %o = getelementptr float, ptr addrspace(1) %out, i64 %idx
  store float %s, ptr addrspace(1) %o, align 4
  %la = load atomic i32, ptr addrspace(5) %c monotonic, align 4
  store atomic i32 %la, ptr addrspace(5) %c release, align 4
  ret float %s
}

define internal fastcc noundef float @f(float noundef %x, ptr noalias nocapture readonly align 16 dereferenceable(64) %p, i32 signext %s, i8 zeroext %z) unnamed_addr #0 align 4 {
  %v = load float, ptr %p, align 16
  %r = fadd float %v, %x
  ret float %r
}

define void @g(ptr nonnull writeonly %q) local_unnamed_addr #1 {
  store i32 0, ptr %q, align 4
  ret void
}

declare float @ext(float) #2

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "denormal-fp-math"="preserve-sign,preserve-sign" "target-cpu"="sm_80" }
attributes #1 = { noinline optnone nounwind "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
attributes #2 = { convergent nounwind readnone speculatable }

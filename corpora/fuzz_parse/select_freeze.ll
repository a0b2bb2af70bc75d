define <2 x i32> @f(i1 %c, i32 %a, i32 %b, <2 x i1> %vc, <2 x i32> %x, <2 x i32> %y, float %fa) {
  %fr = freeze i32 %a
  %s = select i1 %c, i32 %fr, i32 %b
  %fs = select nnan i1 %c, float %fa, float 1.000000e+00
  %v = select <2 x i1> %vc, <2 x i32> %x, <2 x i32> %y
  %p = freeze <2 x i32> poison
  %u = select i1 %c, <2 x i32> %v, <2 x i32> undef
  ret <2 x i32> %u
}

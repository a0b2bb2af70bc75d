define bfloat @f(<32 x i8> %v, fp128 %q, i256 %w) {
  ret bfloat 0xR3F80
}

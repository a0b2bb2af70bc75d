define i32 @src(ptr %p, i1 %c) {
  %q = load ptr, ptr %p, align 8, !dereferenceable !0
  br i1 %c, label %ld, label %done

ld:
  %v = load i32, ptr %q, align 4
  br label %done

done:
  %r = phi i32 [ %v, %ld ], [ 0, %0 ]
  ret i32 %r
}

define i32 @tgt(ptr %p, i1 %c) {
  %q = load ptr, ptr %p, align 8, !dereferenceable !0
  %v = load i32, ptr %q, align 4
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}

!0 = !{i64 4}

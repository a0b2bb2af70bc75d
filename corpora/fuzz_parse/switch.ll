define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %def [
    i32 0, label %a
    i32 1, label %b
    i32 -7, label %a
    i32 100, label %c
  ]

a:
  br label %def

b:
  %y = add i32 %x, 1
  br label %def

c:
  unreachable

def:
  %r = phi i32 [ 0, %entry ], [ 1, %a ], [ %y, %b ]
  ret i32 %r
}

define void @g(i8 %k) {
  switch i8 %k, label %out [
  ]

out:
  ret void
}

; Store-seeded SLP: refusals, knobs and extracts.  Stores move to the last
; store of their group only when memdep proves every access in between
; disjoint (@alias: a store through an unrelated pointer); a scalar used
; before the vector exists keeps the group scalar (@early_use); a use
; after it reads an extractelement (@late_use); arithmetic with gathered
; operands is not beneficial (@gather); a tree of the store and one gather
; is tiny (@tiny).
; RUN: passcheck opt %s -passes=slp | FileCheck %s
; RUN: passcheck opt %s -passes=slp --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM
; RUN: passcheck opt %s -passes=slp | llvm-as -o /dev/null

; CHECK-LABEL: define void @alias(
; CHECK-NOT: <2 x i32>
; CHECK: ret void
; REM: slp: @alias: Cannot SLP vectorize list: 2 stores of VF 2: may alias (cost 0)
define void @alias(ptr %d, ptr %q, i32 %x, i32 %y) {
entry:
  %d1 = getelementptr inbounds i32, ptr %d, i64 1
  store i32 %x, ptr %d, align 8
  store i32 7, ptr %q, align 4
  store i32 %y, ptr %d1, align 4
  ret void
}

; The same with the middle store provably elsewhere (the next element pair).
; CHECK-LABEL: define void @noalias_between(
; CHECK: store i32 7, ptr %d2, align 4
; CHECK: [[V:%[0-9]+]] = load <2 x i32>, ptr %s, align 8
; CHECK-NEXT: store <2 x i32> [[V]], ptr %d, align 8
; REM: slp: @noalias_between: Stores SLP vectorized with cost -2
define void @noalias_between(ptr noalias %d, ptr noalias %s) {
entry:
  %d1 = getelementptr inbounds i32, ptr %d, i64 1
  %d2 = getelementptr inbounds i32, ptr %d, i64 2
  %s1 = getelementptr inbounds i32, ptr %s, i64 1
  %a0 = load i32, ptr %s, align 8
  %a1 = load i32, ptr %s1, align 4
  store i32 %a0, ptr %d, align 8
  store i32 7, ptr %d2, align 4
  store i32 %a1, ptr %d1, align 4
  ret void
}

; A load after a group store it may read: the vector load would run before it.
; CHECK-LABEL: define void @load_after_store(
; CHECK-NOT: <2 x i32>
; CHECK: ret void
; REM: slp: @load_after_store: Cannot SLP vectorize list: 2 stores of VF 2: may alias (cost 0)
define void @load_after_store(ptr %d, ptr %s) {
entry:
  %d1 = getelementptr inbounds i32, ptr %d, i64 1
  %s1 = getelementptr inbounds i32, ptr %s, i64 1
  %a0 = load i32, ptr %s, align 8
  store i32 %a0, ptr %d, align 8
  %a1 = load i32, ptr %s1, align 4
  store i32 %a1, ptr %d1, align 4
  ret void
}

; CHECK-LABEL: define i32 @early_use(
; CHECK-NOT: <2 x i32>
; CHECK: ret i32
; REM: slp: @early_use: Cannot SLP vectorize list: 2 stores of VF 2: a scalar is used before the vector (cost 0)
define i32 @early_use(ptr noalias %d, ptr noalias %s, ptr noalias %o) {
entry:
  %d1 = getelementptr inbounds i32, ptr %d, i64 1
  %s1 = getelementptr inbounds i32, ptr %s, i64 1
  %a0 = load i32, ptr %s, align 8
  %a1 = load i32, ptr %s1, align 4
  store i32 %a0, ptr %d, align 8
  store i32 %a1, ptr %o, align 4
  store i32 %a1, ptr %d1, align 4
  ret i32 0
}

; CHECK-LABEL: define i32 @late_use(
; CHECK: [[V:%[0-9]+]] = load <2 x i32>, ptr %s, align 8
; CHECK-NEXT: store <2 x i32> [[V]], ptr %d, align 8
; CHECK-NEXT: [[E:%[0-9]+]] = extractelement <2 x i32> [[V]], i32 1
; CHECK-NEXT: %r = add i32 [[E]], 1
; CHECK-NEXT: ret i32 %r
; REM: slp: @late_use: Stores SLP vectorized with cost -1
define i32 @late_use(ptr noalias %d, ptr noalias %s) {
entry:
  %d1 = getelementptr inbounds i32, ptr %d, i64 1
  %s1 = getelementptr inbounds i32, ptr %s, i64 1
  %a0 = load i32, ptr %s, align 8
  %a1 = load i32, ptr %s1, align 4
  store i32 %a0, ptr %d, align 8
  store i32 %a1, ptr %d1, align 4
  %r = add i32 %a1, 1
  ret i32 %r
}

; CHECK-LABEL: define void @gather(
; CHECK-NOT: <4 x i32>
; CHECK: ret void
; REM: slp: @gather: Cannot SLP vectorize list: 4 stores of VF 4: not beneficial (cost 5)
; REM: slp: @gather: Cannot SLP vectorize list: 2 stores of VF 2: not beneficial (cost 3)
define void @gather(ptr noalias %d, i32 %a, i32 %b, i32 %c, i32 %e, i32 %x) {
entry:
  %d1 = getelementptr inbounds i32, ptr %d, i64 1
  %d2 = getelementptr inbounds i32, ptr %d, i64 2
  %d3 = getelementptr inbounds i32, ptr %d, i64 3
  %m0 = mul i32 %a, %x
  %m1 = mul i32 %b, %x
  %m2 = mul i32 %c, %x
  %m3 = mul i32 %e, %x
  store i32 %m0, ptr %d, align 16
  store i32 %m1, ptr %d1, align 4
  store i32 %m2, ptr %d2, align 8
  store i32 %m3, ptr %d3, align 4
  ret void
}

; CHECK-LABEL: define void @tiny(
; CHECK-NOT: <2 x i32>
; REM: slp: @tiny: Cannot SLP vectorize list: 2 stores of VF 2: tree is tiny and not fully vectorizable (cost 1)
define void @tiny(ptr noalias %d, i32 %a, i32 %b) {
entry:
  %d1 = getelementptr inbounds i32, ptr %d, i64 1
  store i32 %a, ptr %d, align 8
  store i32 %b, ptr %d1, align 4
  ret void
}

; optnone functions are left alone.
; CHECK-LABEL: define void @skipped(
; CHECK-NOT: <2 x i32>
; REM-NOT: @skipped
define void @skipped(ptr noalias %d, ptr noalias %s) #0 {
entry:
  %d1 = getelementptr inbounds i32, ptr %d, i64 1
  %s1 = getelementptr inbounds i32, ptr %s, i64 1
  %a0 = load i32, ptr %s, align 8
  %a1 = load i32, ptr %s1, align 4
  store i32 %a0, ptr %d, align 8
  store i32 %a1, ptr %d1, align 4
  ret void
}

attributes #0 = { noinline optnone }

; The LLVM 19 and 22 constructs passcheck gives no meaning to are refused
; as unsupported, and attributes on the wrong type are errors.
; RUN: not passcheck parse %S/Inputs/captures_address.ll 2>&1 | FileCheck %s --check-prefix=CAP
; RUN: not passcheck parse %S/Inputs/range_call_arg.ll 2>&1 | FileCheck %s --check-prefix=ARG
; RUN: not passcheck parse %S/Inputs/range_type.ll 2>&1 | FileCheck %s --check-prefix=TYPE
; RUN: not passcheck parse %S/Inputs/nofpclass_int.ll 2>&1 | FileCheck %s --check-prefix=FPC
; RUN: not passcheck parse %S/Inputs/range_full.ll 2>&1 | FileCheck %s --check-prefix=FULL
; CAP: captures_address.ll:1:{{[0-9]+}}: error: unsupported captures(...) other than captures(none)
; ARG: range_call_arg.ll:3:{{[0-9]+}}: error: unsupported range or nofpclass on a call argument
; TYPE: range_type.ll:1:{{[0-9]+}}: error: range type does not match the value type 'i32'
; FPC: nofpclass_int.ll:1:{{[0-9]+}}: error: nofpclass requires a floating-point type
; FULL: range_full.ll:1:{{[0-9]+}}: error: the range should not represent the full or empty set

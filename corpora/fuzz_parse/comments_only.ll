; just a comment
; ModuleID = 'x'
source_filename = "x.cu"

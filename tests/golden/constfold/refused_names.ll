; constfold: a refused case for every math library name of the seed (44 plain
; C, 20 __*_finite, 42 C++ mangled): a NaN operand for each, and for each name
; with a domain, overflow or underflow region one argument inside it (log/log10
; at x <= 0 and sqrt at x < 0 by the domain pre-checks; acos/asin outside
; [-1, 1], sin/cos/tan of inf raising invalid; exp/exp2/sinh/cosh/pow
; overflowing or dividing by zero; fmod by zero; atan/atan2/tanh of double
; arguments whose result is subnormal, raising underflow.  In float, atan and
; tanh of a tiny x are computed in double, where nothing underflows, and round
; exactly to x: a correct fold, so those two have only the NaN case.  Three
; names declared convergent are never folded (and get no remark: the
; eligibility tier rejects them before the evaluator runs).  The folded case of every name is in
; lib_plain.ll, lib_finite.ll and lib_mangled.ll.
; RUN: passcheck opt %s -passes=constfold | FileCheck %s
; RUN: passcheck opt %s -passes=constfold --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM
; RUN: passcheck opt %s -passes=constfold --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=NOCONV

declare double @sin(double)
declare double @_Z3sind(double)
declare float @sinf(float)
declare float @_Z3sinf(float)
declare double @cos(double)
declare double @_Z3cosd(double)
declare float @cosf(float)
declare float @_Z3cosf(float)
declare double @tan(double)
declare double @_Z3tand(double)
declare float @tanf(float)
declare float @_Z3tanf(float)
declare double @acos(double)
declare double @__acos_finite(double)
declare double @_Z4acosd(double)
declare float @acosf(float)
declare float @__acosf_finite(float)
declare float @_Z4acosf(float)
declare double @asin(double)
declare double @__asin_finite(double)
declare double @_Z4asind(double)
declare float @asinf(float)
declare float @__asinf_finite(float)
declare float @_Z4asinf(float)
declare double @atan(double)
declare double @_Z4atand(double)
declare float @atanf(float)
declare float @_Z4atanf(float)
declare double @atan2(double, double)
declare double @__atan2_finite(double, double)
declare double @_Z5atan2dd(double, double)
declare float @atan2f(float, float)
declare float @__atan2f_finite(float, float)
declare float @_Z5atan2ff(float, float)
declare double @sinh(double)
declare double @__sinh_finite(double)
declare double @_Z4sinhd(double)
declare float @sinhf(float)
declare float @__sinhf_finite(float)
declare float @_Z4sinhf(float)
declare double @cosh(double)
declare double @__cosh_finite(double)
declare double @_Z4coshd(double)
declare float @coshf(float)
declare float @__coshf_finite(float)
declare float @_Z4coshf(float)
declare double @tanh(double)
declare double @_Z4tanhd(double)
declare float @tanhf(float) convergent
declare float @_Z4tanhf(float)
declare double @exp(double)
declare double @__exp_finite(double)
declare double @_Z3expd(double)
declare float @expf(float)
declare float @__expf_finite(float)
declare float @_Z3expf(float)
declare double @exp2(double)
declare double @__exp2_finite(double) convergent
declare double @_Z4exp2d(double)
declare float @exp2f(float)
declare float @__exp2f_finite(float)
declare float @_Z4exp2f(float)
declare double @log(double)
declare double @__log_finite(double)
declare double @_Z3logd(double)
declare float @logf(float)
declare float @__logf_finite(float)
declare float @_Z3logf(float)
declare double @log10(double)
declare double @__log10_finite(double)
declare double @_Z5log10d(double)
declare float @log10f(float)
declare float @__log10f_finite(float)
declare float @_Z5log10f(float)
declare double @ceil(double)
declare double @_Z4ceild(double)
declare float @ceilf(float)
declare float @_Z4ceilf(float)
declare double @floor(double)
declare double @_Z5floord(double)
declare float @floorf(float)
declare float @_Z5floorf(float)
declare double @round(double)
declare double @_Z5roundd(double)
declare float @roundf(float)
declare float @_Z5roundf(float)
declare double @fabs(double)
declare double @_Z4fabsd(double)
declare float @fabsf(float)
declare float @_Z4fabsf(float)
declare double @sqrt(double)
declare double @_Z4sqrtd(double) convergent
declare float @sqrtf(float)
declare float @_Z4sqrtf(float)
declare double @pow(double, double)
declare double @__pow_finite(double, double)
declare double @_Z3powdd(double, double)
declare float @powf(float, float)
declare float @__powf_finite(float, float)
declare float @_Z3powff(float, float)
declare double @fmod(double, double)
declare double @_Z4fmoddd(double, double)
declare float @fmodf(float, float)
declare float @_Z4fmodff(float, float)

define void @k(ptr %p) {
  %v1 = call double @sin(double 0x7FF8000000000000)
  store volatile double %v1, ptr %p
  %v2 = call double @sin(double 0x7FF0000000000000)
  store volatile double %v2, ptr %p
  %v3 = call double @_Z3sind(double 0x7FF8000000000000)
  store volatile double %v3, ptr %p
  %v4 = call double @_Z3sind(double 0x7FF0000000000000)
  store volatile double %v4, ptr %p
  %v5 = call float @sinf(float 0x7FF8000000000000)
  store volatile float %v5, ptr %p
  %v6 = call float @sinf(float 0x7FF0000000000000)
  store volatile float %v6, ptr %p
  %v7 = call float @_Z3sinf(float 0x7FF8000000000000)
  store volatile float %v7, ptr %p
  %v8 = call float @_Z3sinf(float 0x7FF0000000000000)
  store volatile float %v8, ptr %p
  %v9 = call double @cos(double 0x7FF8000000000000)
  store volatile double %v9, ptr %p
  %v10 = call double @cos(double 0x7FF0000000000000)
  store volatile double %v10, ptr %p
  %v11 = call double @_Z3cosd(double 0x7FF8000000000000)
  store volatile double %v11, ptr %p
  %v12 = call double @_Z3cosd(double 0x7FF0000000000000)
  store volatile double %v12, ptr %p
  %v13 = call float @cosf(float 0x7FF8000000000000)
  store volatile float %v13, ptr %p
  %v14 = call float @cosf(float 0x7FF0000000000000)
  store volatile float %v14, ptr %p
  %v15 = call float @_Z3cosf(float 0x7FF8000000000000)
  store volatile float %v15, ptr %p
  %v16 = call float @_Z3cosf(float 0x7FF0000000000000)
  store volatile float %v16, ptr %p
  %v17 = call double @tan(double 0x7FF8000000000000)
  store volatile double %v17, ptr %p
  %v18 = call double @tan(double 0x7FF0000000000000)
  store volatile double %v18, ptr %p
  %v19 = call double @_Z3tand(double 0x7FF8000000000000)
  store volatile double %v19, ptr %p
  %v20 = call double @_Z3tand(double 0x7FF0000000000000)
  store volatile double %v20, ptr %p
  %v21 = call float @tanf(float 0x7FF8000000000000)
  store volatile float %v21, ptr %p
  %v22 = call float @tanf(float 0x7FF0000000000000)
  store volatile float %v22, ptr %p
  %v23 = call float @_Z3tanf(float 0x7FF8000000000000)
  store volatile float %v23, ptr %p
  %v24 = call float @_Z3tanf(float 0x7FF0000000000000)
  store volatile float %v24, ptr %p
  %v25 = call double @acos(double 0x7FF8000000000000)
  store volatile double %v25, ptr %p
  %v26 = call double @acos(double 0x4000000000000000)
  store volatile double %v26, ptr %p
  %v27 = call double @__acos_finite(double 0x7FF8000000000000)
  store volatile double %v27, ptr %p
  %v28 = call double @__acos_finite(double 0x4000000000000000)
  store volatile double %v28, ptr %p
  %v29 = call double @_Z4acosd(double 0x7FF8000000000000)
  store volatile double %v29, ptr %p
  %v30 = call double @_Z4acosd(double 0x4000000000000000)
  store volatile double %v30, ptr %p
  %v31 = call float @acosf(float 0x7FF8000000000000)
  store volatile float %v31, ptr %p
  %v32 = call float @acosf(float 0x4000000000000000)
  store volatile float %v32, ptr %p
  %v33 = call float @__acosf_finite(float 0x7FF8000000000000)
  store volatile float %v33, ptr %p
  %v34 = call float @__acosf_finite(float 0x4000000000000000)
  store volatile float %v34, ptr %p
  %v35 = call float @_Z4acosf(float 0x7FF8000000000000)
  store volatile float %v35, ptr %p
  %v36 = call float @_Z4acosf(float 0x4000000000000000)
  store volatile float %v36, ptr %p
  %v37 = call double @asin(double 0x7FF8000000000000)
  store volatile double %v37, ptr %p
  %v38 = call double @asin(double 0xC000000000000000)
  store volatile double %v38, ptr %p
  %v39 = call double @__asin_finite(double 0x7FF8000000000000)
  store volatile double %v39, ptr %p
  %v40 = call double @__asin_finite(double 0xC000000000000000)
  store volatile double %v40, ptr %p
  %v41 = call double @_Z4asind(double 0x7FF8000000000000)
  store volatile double %v41, ptr %p
  %v42 = call double @_Z4asind(double 0xC000000000000000)
  store volatile double %v42, ptr %p
  %v43 = call float @asinf(float 0x7FF8000000000000)
  store volatile float %v43, ptr %p
  %v44 = call float @asinf(float 0xC000000000000000)
  store volatile float %v44, ptr %p
  %v45 = call float @__asinf_finite(float 0x7FF8000000000000)
  store volatile float %v45, ptr %p
  %v46 = call float @__asinf_finite(float 0xC000000000000000)
  store volatile float %v46, ptr %p
  %v47 = call float @_Z4asinf(float 0x7FF8000000000000)
  store volatile float %v47, ptr %p
  %v48 = call float @_Z4asinf(float 0xC000000000000000)
  store volatile float %v48, ptr %p
  %v49 = call double @atan(double 0x7FF8000000000000)
  store volatile double %v49, ptr %p
  %v50 = call double @atan(double 0x0000000000000010)
  store volatile double %v50, ptr %p
  %v51 = call double @_Z4atand(double 0x7FF8000000000000)
  store volatile double %v51, ptr %p
  %v52 = call double @_Z4atand(double 0x0000000000000010)
  store volatile double %v52, ptr %p
  %v53 = call float @atanf(float 0x7FF8000000000000)
  store volatile float %v53, ptr %p
  %v54 = call float @_Z4atanf(float 0x7FF8000000000000)
  store volatile float %v54, ptr %p
  %v55 = call double @atan2(double 0x7FF8000000000000, double 0x3FF0000000000000)
  store volatile double %v55, ptr %p
  %v56 = call double @atan2(double 0x0170000000000000, double 0x7E70000000000000)
  store volatile double %v56, ptr %p
  %v57 = call double @__atan2_finite(double 0x7FF8000000000000, double 0x3FF0000000000000)
  store volatile double %v57, ptr %p
  %v58 = call double @__atan2_finite(double 0x0170000000000000, double 0x7E70000000000000)
  store volatile double %v58, ptr %p
  %v59 = call double @_Z5atan2dd(double 0x7FF8000000000000, double 0x3FF0000000000000)
  store volatile double %v59, ptr %p
  %v60 = call double @_Z5atan2dd(double 0x0170000000000000, double 0x7E70000000000000)
  store volatile double %v60, ptr %p
  %v61 = call float @atan2f(float 0x7FF8000000000000, float 0x3FF0000000000000)
  store volatile float %v61, ptr %p
  %v62 = call float @atan2f(float 0x39B0000000000000, float 0x4630000000000000)
  store volatile float %v62, ptr %p
  %v63 = call float @__atan2f_finite(float 0x7FF8000000000000, float 0x3FF0000000000000)
  store volatile float %v63, ptr %p
  %v64 = call float @__atan2f_finite(float 0x39B0000000000000, float 0x4630000000000000)
  store volatile float %v64, ptr %p
  %v65 = call float @_Z5atan2ff(float 0x7FF8000000000000, float 0x3FF0000000000000)
  store volatile float %v65, ptr %p
  %v66 = call float @_Z5atan2ff(float 0x39B0000000000000, float 0x4630000000000000)
  store volatile float %v66, ptr %p
  %v67 = call double @sinh(double 0x7FF8000000000000)
  store volatile double %v67, ptr %p
  %v68 = call double @sinh(double 0x408F400000000000)
  store volatile double %v68, ptr %p
  %v69 = call double @__sinh_finite(double 0x7FF8000000000000)
  store volatile double %v69, ptr %p
  %v70 = call double @__sinh_finite(double 0x408F400000000000)
  store volatile double %v70, ptr %p
  %v71 = call double @_Z4sinhd(double 0x7FF8000000000000)
  store volatile double %v71, ptr %p
  %v72 = call double @_Z4sinhd(double 0x408F400000000000)
  store volatile double %v72, ptr %p
  %v73 = call float @sinhf(float 0x7FF8000000000000)
  store volatile float %v73, ptr %p
  %v74 = call float @sinhf(float 0x4059000000000000)
  store volatile float %v74, ptr %p
  %v75 = call float @__sinhf_finite(float 0x7FF8000000000000)
  store volatile float %v75, ptr %p
  %v76 = call float @__sinhf_finite(float 0x4059000000000000)
  store volatile float %v76, ptr %p
  %v77 = call float @_Z4sinhf(float 0x7FF8000000000000)
  store volatile float %v77, ptr %p
  %v78 = call float @_Z4sinhf(float 0x4059000000000000)
  store volatile float %v78, ptr %p
  %v79 = call double @cosh(double 0x7FF8000000000000)
  store volatile double %v79, ptr %p
  %v80 = call double @cosh(double 0xC08F400000000000)
  store volatile double %v80, ptr %p
  %v81 = call double @__cosh_finite(double 0x7FF8000000000000)
  store volatile double %v81, ptr %p
  %v82 = call double @__cosh_finite(double 0xC08F400000000000)
  store volatile double %v82, ptr %p
  %v83 = call double @_Z4coshd(double 0x7FF8000000000000)
  store volatile double %v83, ptr %p
  %v84 = call double @_Z4coshd(double 0xC08F400000000000)
  store volatile double %v84, ptr %p
  %v85 = call float @coshf(float 0x7FF8000000000000)
  store volatile float %v85, ptr %p
  %v86 = call float @coshf(float 0xC059000000000000)
  store volatile float %v86, ptr %p
  %v87 = call float @__coshf_finite(float 0x7FF8000000000000)
  store volatile float %v87, ptr %p
  %v88 = call float @__coshf_finite(float 0xC059000000000000)
  store volatile float %v88, ptr %p
  %v89 = call float @_Z4coshf(float 0x7FF8000000000000)
  store volatile float %v89, ptr %p
  %v90 = call float @_Z4coshf(float 0xC059000000000000)
  store volatile float %v90, ptr %p
  %v91 = call double @tanh(double 0x7FF8000000000000)
  store volatile double %v91, ptr %p
  %v92 = call double @tanh(double 0x0000000000000010)
  store volatile double %v92, ptr %p
  %v93 = call double @_Z4tanhd(double 0x7FF8000000000000)
  store volatile double %v93, ptr %p
  %v94 = call double @_Z4tanhd(double 0x0000000000000010)
  store volatile double %v94, ptr %p
  %v95 = call float @tanhf(float 0x3FE0000000000000)
  store volatile float %v95, ptr %p
  %v96 = call float @_Z4tanhf(float 0x7FF8000000000000)
  store volatile float %v96, ptr %p
  %v97 = call double @exp(double 0x7FF8000000000000)
  store volatile double %v97, ptr %p
  %v98 = call double @exp(double 0x408F400000000000)
  store volatile double %v98, ptr %p
  %v99 = call double @__exp_finite(double 0x7FF8000000000000)
  store volatile double %v99, ptr %p
  %v100 = call double @__exp_finite(double 0x408F400000000000)
  store volatile double %v100, ptr %p
  %v101 = call double @_Z3expd(double 0x7FF8000000000000)
  store volatile double %v101, ptr %p
  %v102 = call double @_Z3expd(double 0x408F400000000000)
  store volatile double %v102, ptr %p
  %v103 = call float @expf(float 0x7FF8000000000000)
  store volatile float %v103, ptr %p
  %v104 = call float @expf(float 0x4059000000000000)
  store volatile float %v104, ptr %p
  %v105 = call float @__expf_finite(float 0x7FF8000000000000)
  store volatile float %v105, ptr %p
  %v106 = call float @__expf_finite(float 0x4059000000000000)
  store volatile float %v106, ptr %p
  %v107 = call float @_Z3expf(float 0x7FF8000000000000)
  store volatile float %v107, ptr %p
  %v108 = call float @_Z3expf(float 0x4059000000000000)
  store volatile float %v108, ptr %p
  %v109 = call double @exp2(double 0x7FF8000000000000)
  store volatile double %v109, ptr %p
  %v110 = call double @exp2(double 0x409F400000000000)
  store volatile double %v110, ptr %p
  %v111 = call double @__exp2_finite(double 0x3FE0000000000000)
  store volatile double %v111, ptr %p
  %v112 = call double @_Z4exp2d(double 0x7FF8000000000000)
  store volatile double %v112, ptr %p
  %v113 = call double @_Z4exp2d(double 0x409F400000000000)
  store volatile double %v113, ptr %p
  %v114 = call float @exp2f(float 0x7FF8000000000000)
  store volatile float %v114, ptr %p
  %v115 = call float @exp2f(float 0x4069000000000000)
  store volatile float %v115, ptr %p
  %v116 = call float @__exp2f_finite(float 0x7FF8000000000000)
  store volatile float %v116, ptr %p
  %v117 = call float @__exp2f_finite(float 0x4069000000000000)
  store volatile float %v117, ptr %p
  %v118 = call float @_Z4exp2f(float 0x7FF8000000000000)
  store volatile float %v118, ptr %p
  %v119 = call float @_Z4exp2f(float 0x4069000000000000)
  store volatile float %v119, ptr %p
  %v120 = call double @log(double 0x7FF8000000000000)
  store volatile double %v120, ptr %p
  %v121 = call double @log(double 0xBFF0000000000000)
  store volatile double %v121, ptr %p
  %v122 = call double @__log_finite(double 0x7FF8000000000000)
  store volatile double %v122, ptr %p
  %v123 = call double @__log_finite(double 0xBFF0000000000000)
  store volatile double %v123, ptr %p
  %v124 = call double @_Z3logd(double 0x7FF8000000000000)
  store volatile double %v124, ptr %p
  %v125 = call double @_Z3logd(double 0xBFF0000000000000)
  store volatile double %v125, ptr %p
  %v126 = call float @logf(float 0x7FF8000000000000)
  store volatile float %v126, ptr %p
  %v127 = call float @logf(float 0xBFF0000000000000)
  store volatile float %v127, ptr %p
  %v128 = call float @__logf_finite(float 0x7FF8000000000000)
  store volatile float %v128, ptr %p
  %v129 = call float @__logf_finite(float 0xBFF0000000000000)
  store volatile float %v129, ptr %p
  %v130 = call float @_Z3logf(float 0x7FF8000000000000)
  store volatile float %v130, ptr %p
  %v131 = call float @_Z3logf(float 0xBFF0000000000000)
  store volatile float %v131, ptr %p
  %v132 = call double @log10(double 0x7FF8000000000000)
  store volatile double %v132, ptr %p
  %v133 = call double @log10(double 0x0000000000000000)
  store volatile double %v133, ptr %p
  %v134 = call double @__log10_finite(double 0x7FF8000000000000)
  store volatile double %v134, ptr %p
  %v135 = call double @__log10_finite(double 0x0000000000000000)
  store volatile double %v135, ptr %p
  %v136 = call double @_Z5log10d(double 0x7FF8000000000000)
  store volatile double %v136, ptr %p
  %v137 = call double @_Z5log10d(double 0x0000000000000000)
  store volatile double %v137, ptr %p
  %v138 = call float @log10f(float 0x7FF8000000000000)
  store volatile float %v138, ptr %p
  %v139 = call float @log10f(float 0x0000000000000000)
  store volatile float %v139, ptr %p
  %v140 = call float @__log10f_finite(float 0x7FF8000000000000)
  store volatile float %v140, ptr %p
  %v141 = call float @__log10f_finite(float 0x0000000000000000)
  store volatile float %v141, ptr %p
  %v142 = call float @_Z5log10f(float 0x7FF8000000000000)
  store volatile float %v142, ptr %p
  %v143 = call float @_Z5log10f(float 0x0000000000000000)
  store volatile float %v143, ptr %p
  %v144 = call double @ceil(double 0x7FF8000000000000)
  store volatile double %v144, ptr %p
  %v145 = call double @_Z4ceild(double 0x7FF8000000000000)
  store volatile double %v145, ptr %p
  %v146 = call float @ceilf(float 0x7FF8000000000000)
  store volatile float %v146, ptr %p
  %v147 = call float @_Z4ceilf(float 0x7FF8000000000000)
  store volatile float %v147, ptr %p
  %v148 = call double @floor(double 0x7FF8000000000000)
  store volatile double %v148, ptr %p
  %v149 = call double @_Z5floord(double 0x7FF8000000000000)
  store volatile double %v149, ptr %p
  %v150 = call float @floorf(float 0x7FF8000000000000)
  store volatile float %v150, ptr %p
  %v151 = call float @_Z5floorf(float 0x7FF8000000000000)
  store volatile float %v151, ptr %p
  %v152 = call double @round(double 0x7FF8000000000000)
  store volatile double %v152, ptr %p
  %v153 = call double @_Z5roundd(double 0x7FF8000000000000)
  store volatile double %v153, ptr %p
  %v154 = call float @roundf(float 0x7FF8000000000000)
  store volatile float %v154, ptr %p
  %v155 = call float @_Z5roundf(float 0x7FF8000000000000)
  store volatile float %v155, ptr %p
  %v156 = call double @fabs(double 0x7FF8000000000000)
  store volatile double %v156, ptr %p
  %v157 = call double @_Z4fabsd(double 0x7FF8000000000000)
  store volatile double %v157, ptr %p
  %v158 = call float @fabsf(float 0x7FF8000000000000)
  store volatile float %v158, ptr %p
  %v159 = call float @_Z4fabsf(float 0x7FF8000000000000)
  store volatile float %v159, ptr %p
  %v160 = call double @sqrt(double 0x7FF8000000000000)
  store volatile double %v160, ptr %p
  %v161 = call double @sqrt(double 0xBFF0000000000000)
  store volatile double %v161, ptr %p
  %v162 = call double @_Z4sqrtd(double 0x3FE0000000000000)
  store volatile double %v162, ptr %p
  %v163 = call float @sqrtf(float 0x7FF8000000000000)
  store volatile float %v163, ptr %p
  %v164 = call float @sqrtf(float 0xBFF0000000000000)
  store volatile float %v164, ptr %p
  %v165 = call float @_Z4sqrtf(float 0x7FF8000000000000)
  store volatile float %v165, ptr %p
  %v166 = call float @_Z4sqrtf(float 0xBFF0000000000000)
  store volatile float %v166, ptr %p
  %v167 = call double @pow(double 0x7FF8000000000000, double 0x3FF0000000000000)
  store volatile double %v167, ptr %p
  %v168 = call double @pow(double 0x0000000000000000, double 0xBFF0000000000000)
  store volatile double %v168, ptr %p
  %v169 = call double @__pow_finite(double 0x7FF8000000000000, double 0x3FF0000000000000)
  store volatile double %v169, ptr %p
  %v170 = call double @__pow_finite(double 0x0000000000000000, double 0xBFF0000000000000)
  store volatile double %v170, ptr %p
  %v171 = call double @_Z3powdd(double 0x7FF8000000000000, double 0x3FF0000000000000)
  store volatile double %v171, ptr %p
  %v172 = call double @_Z3powdd(double 0x0000000000000000, double 0xBFF0000000000000)
  store volatile double %v172, ptr %p
  %v173 = call float @powf(float 0x7FF8000000000000, float 0x3FF0000000000000)
  store volatile float %v173, ptr %p
  %v174 = call float @powf(float 0x0000000000000000, float 0xBFF0000000000000)
  store volatile float %v174, ptr %p
  %v175 = call float @__powf_finite(float 0x7FF8000000000000, float 0x3FF0000000000000)
  store volatile float %v175, ptr %p
  %v176 = call float @__powf_finite(float 0x0000000000000000, float 0xBFF0000000000000)
  store volatile float %v176, ptr %p
  %v177 = call float @_Z3powff(float 0x7FF8000000000000, float 0x3FF0000000000000)
  store volatile float %v177, ptr %p
  %v178 = call float @_Z3powff(float 0x0000000000000000, float 0xBFF0000000000000)
  store volatile float %v178, ptr %p
  %v179 = call double @fmod(double 0x7FF8000000000000, double 0x3FF0000000000000)
  store volatile double %v179, ptr %p
  %v180 = call double @fmod(double 0x3FF0000000000000, double 0x0000000000000000)
  store volatile double %v180, ptr %p
  %v181 = call double @_Z4fmoddd(double 0x7FF8000000000000, double 0x3FF0000000000000)
  store volatile double %v181, ptr %p
  %v182 = call double @_Z4fmoddd(double 0x3FF0000000000000, double 0x0000000000000000)
  store volatile double %v182, ptr %p
  %v183 = call float @fmodf(float 0x7FF8000000000000, float 0x3FF0000000000000)
  store volatile float %v183, ptr %p
  %v184 = call float @fmodf(float 0x3FF0000000000000, float 0x0000000000000000)
  store volatile float %v184, ptr %p
  %v185 = call float @_Z4fmodff(float 0x7FF8000000000000, float 0x3FF0000000000000)
  store volatile float %v185, ptr %p
  %v186 = call float @_Z4fmodff(float 0x3FF0000000000000, float 0x0000000000000000)
  store volatile float %v186, ptr %p
  ret void
}

; CHECK: %v1 = call double @sin(
; CHECK: %v2 = call double @sin(
; CHECK: %v3 = call double @_Z3sind(
; CHECK: %v4 = call double @_Z3sind(
; CHECK: %v5 = call float @sinf(
; CHECK: %v6 = call float @sinf(
; CHECK: %v7 = call float @_Z3sinf(
; CHECK: %v8 = call float @_Z3sinf(
; CHECK: %v9 = call double @cos(
; CHECK: %v10 = call double @cos(
; CHECK: %v11 = call double @_Z3cosd(
; CHECK: %v12 = call double @_Z3cosd(
; CHECK: %v13 = call float @cosf(
; CHECK: %v14 = call float @cosf(
; CHECK: %v15 = call float @_Z3cosf(
; CHECK: %v16 = call float @_Z3cosf(
; CHECK: %v17 = call double @tan(
; CHECK: %v18 = call double @tan(
; CHECK: %v19 = call double @_Z3tand(
; CHECK: %v20 = call double @_Z3tand(
; CHECK: %v21 = call float @tanf(
; CHECK: %v22 = call float @tanf(
; CHECK: %v23 = call float @_Z3tanf(
; CHECK: %v24 = call float @_Z3tanf(
; CHECK: %v25 = call double @acos(
; CHECK: %v26 = call double @acos(
; CHECK: %v27 = call double @__acos_finite(
; CHECK: %v28 = call double @__acos_finite(
; CHECK: %v29 = call double @_Z4acosd(
; CHECK: %v30 = call double @_Z4acosd(
; CHECK: %v31 = call float @acosf(
; CHECK: %v32 = call float @acosf(
; CHECK: %v33 = call float @__acosf_finite(
; CHECK: %v34 = call float @__acosf_finite(
; CHECK: %v35 = call float @_Z4acosf(
; CHECK: %v36 = call float @_Z4acosf(
; CHECK: %v37 = call double @asin(
; CHECK: %v38 = call double @asin(
; CHECK: %v39 = call double @__asin_finite(
; CHECK: %v40 = call double @__asin_finite(
; CHECK: %v41 = call double @_Z4asind(
; CHECK: %v42 = call double @_Z4asind(
; CHECK: %v43 = call float @asinf(
; CHECK: %v44 = call float @asinf(
; CHECK: %v45 = call float @__asinf_finite(
; CHECK: %v46 = call float @__asinf_finite(
; CHECK: %v47 = call float @_Z4asinf(
; CHECK: %v48 = call float @_Z4asinf(
; CHECK: %v49 = call double @atan(
; CHECK: %v50 = call double @atan(
; CHECK: %v51 = call double @_Z4atand(
; CHECK: %v52 = call double @_Z4atand(
; CHECK: %v53 = call float @atanf(
; CHECK: %v54 = call float @_Z4atanf(
; CHECK: %v55 = call double @atan2(
; CHECK: %v56 = call double @atan2(
; CHECK: %v57 = call double @__atan2_finite(
; CHECK: %v58 = call double @__atan2_finite(
; CHECK: %v59 = call double @_Z5atan2dd(
; CHECK: %v60 = call double @_Z5atan2dd(
; CHECK: %v61 = call float @atan2f(
; CHECK: %v62 = call float @atan2f(
; CHECK: %v63 = call float @__atan2f_finite(
; CHECK: %v64 = call float @__atan2f_finite(
; CHECK: %v65 = call float @_Z5atan2ff(
; CHECK: %v66 = call float @_Z5atan2ff(
; CHECK: %v67 = call double @sinh(
; CHECK: %v68 = call double @sinh(
; CHECK: %v69 = call double @__sinh_finite(
; CHECK: %v70 = call double @__sinh_finite(
; CHECK: %v71 = call double @_Z4sinhd(
; CHECK: %v72 = call double @_Z4sinhd(
; CHECK: %v73 = call float @sinhf(
; CHECK: %v74 = call float @sinhf(
; CHECK: %v75 = call float @__sinhf_finite(
; CHECK: %v76 = call float @__sinhf_finite(
; CHECK: %v77 = call float @_Z4sinhf(
; CHECK: %v78 = call float @_Z4sinhf(
; CHECK: %v79 = call double @cosh(
; CHECK: %v80 = call double @cosh(
; CHECK: %v81 = call double @__cosh_finite(
; CHECK: %v82 = call double @__cosh_finite(
; CHECK: %v83 = call double @_Z4coshd(
; CHECK: %v84 = call double @_Z4coshd(
; CHECK: %v85 = call float @coshf(
; CHECK: %v86 = call float @coshf(
; CHECK: %v87 = call float @__coshf_finite(
; CHECK: %v88 = call float @__coshf_finite(
; CHECK: %v89 = call float @_Z4coshf(
; CHECK: %v90 = call float @_Z4coshf(
; CHECK: %v91 = call double @tanh(
; CHECK: %v92 = call double @tanh(
; CHECK: %v93 = call double @_Z4tanhd(
; CHECK: %v94 = call double @_Z4tanhd(
; CHECK: %v95 = call float @tanhf(
; CHECK: %v96 = call float @_Z4tanhf(
; CHECK: %v97 = call double @exp(
; CHECK: %v98 = call double @exp(
; CHECK: %v99 = call double @__exp_finite(
; CHECK: %v100 = call double @__exp_finite(
; CHECK: %v101 = call double @_Z3expd(
; CHECK: %v102 = call double @_Z3expd(
; CHECK: %v103 = call float @expf(
; CHECK: %v104 = call float @expf(
; CHECK: %v105 = call float @__expf_finite(
; CHECK: %v106 = call float @__expf_finite(
; CHECK: %v107 = call float @_Z3expf(
; CHECK: %v108 = call float @_Z3expf(
; CHECK: %v109 = call double @exp2(
; CHECK: %v110 = call double @exp2(
; CHECK: %v111 = call double @__exp2_finite(
; CHECK: %v112 = call double @_Z4exp2d(
; CHECK: %v113 = call double @_Z4exp2d(
; CHECK: %v114 = call float @exp2f(
; CHECK: %v115 = call float @exp2f(
; CHECK: %v116 = call float @__exp2f_finite(
; CHECK: %v117 = call float @__exp2f_finite(
; CHECK: %v118 = call float @_Z4exp2f(
; CHECK: %v119 = call float @_Z4exp2f(
; CHECK: %v120 = call double @log(
; CHECK: %v121 = call double @log(
; CHECK: %v122 = call double @__log_finite(
; CHECK: %v123 = call double @__log_finite(
; CHECK: %v124 = call double @_Z3logd(
; CHECK: %v125 = call double @_Z3logd(
; CHECK: %v126 = call float @logf(
; CHECK: %v127 = call float @logf(
; CHECK: %v128 = call float @__logf_finite(
; CHECK: %v129 = call float @__logf_finite(
; CHECK: %v130 = call float @_Z3logf(
; CHECK: %v131 = call float @_Z3logf(
; CHECK: %v132 = call double @log10(
; CHECK: %v133 = call double @log10(
; CHECK: %v134 = call double @__log10_finite(
; CHECK: %v135 = call double @__log10_finite(
; CHECK: %v136 = call double @_Z5log10d(
; CHECK: %v137 = call double @_Z5log10d(
; CHECK: %v138 = call float @log10f(
; CHECK: %v139 = call float @log10f(
; CHECK: %v140 = call float @__log10f_finite(
; CHECK: %v141 = call float @__log10f_finite(
; CHECK: %v142 = call float @_Z5log10f(
; CHECK: %v143 = call float @_Z5log10f(
; CHECK: %v144 = call double @ceil(
; CHECK: %v145 = call double @_Z4ceild(
; CHECK: %v146 = call float @ceilf(
; CHECK: %v147 = call float @_Z4ceilf(
; CHECK: %v148 = call double @floor(
; CHECK: %v149 = call double @_Z5floord(
; CHECK: %v150 = call float @floorf(
; CHECK: %v151 = call float @_Z5floorf(
; CHECK: %v152 = call double @round(
; CHECK: %v153 = call double @_Z5roundd(
; CHECK: %v154 = call float @roundf(
; CHECK: %v155 = call float @_Z5roundf(
; CHECK: %v156 = call double @fabs(
; CHECK: %v157 = call double @_Z4fabsd(
; CHECK: %v158 = call float @fabsf(
; CHECK: %v159 = call float @_Z4fabsf(
; CHECK: %v160 = call double @sqrt(
; CHECK: %v161 = call double @sqrt(
; CHECK: %v162 = call double @_Z4sqrtd(
; CHECK: %v163 = call float @sqrtf(
; CHECK: %v164 = call float @sqrtf(
; CHECK: %v165 = call float @_Z4sqrtf(
; CHECK: %v166 = call float @_Z4sqrtf(
; CHECK: %v167 = call double @pow(
; CHECK: %v168 = call double @pow(
; CHECK: %v169 = call double @__pow_finite(
; CHECK: %v170 = call double @__pow_finite(
; CHECK: %v171 = call double @_Z3powdd(
; CHECK: %v172 = call double @_Z3powdd(
; CHECK: %v173 = call float @powf(
; CHECK: %v174 = call float @powf(
; CHECK: %v175 = call float @__powf_finite(
; CHECK: %v176 = call float @__powf_finite(
; CHECK: %v177 = call float @_Z3powff(
; CHECK: %v178 = call float @_Z3powff(
; CHECK: %v179 = call double @fmod(
; CHECK: %v180 = call double @fmod(
; CHECK: %v181 = call double @_Z4fmoddd(
; CHECK: %v182 = call double @_Z4fmoddd(
; CHECK: %v183 = call float @fmodf(
; CHECK: %v184 = call float @fmodf(
; CHECK: %v185 = call float @_Z4fmodff(
; CHECK: %v186 = call float @_Z4fmodff(

; REM: did not fold call to @sin(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @sin(double 0x7FF0000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z3sind(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z3sind(double 0x7FF0000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @sinf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @sinf(float 0x7FF0000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z3sinf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z3sinf(float 0x7FF0000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @cos(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @cos(double 0x7FF0000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z3cosd(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z3cosd(double 0x7FF0000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @cosf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @cosf(float 0x7FF0000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z3cosf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z3cosf(float 0x7FF0000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @tan(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @tan(double 0x7FF0000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z3tand(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z3tand(double 0x7FF0000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @tanf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @tanf(float 0x7FF0000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z3tanf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z3tanf(float 0x7FF0000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @acos(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @acos(double 0x4000000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @__acos_finite(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @__acos_finite(double 0x4000000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z4acosd(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4acosd(double 0x4000000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @acosf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @acosf(float 0x4000000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @__acosf_finite(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @__acosf_finite(float 0x4000000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z4acosf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4acosf(float 0x4000000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @asin(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @asin(double 0xC000000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @__asin_finite(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @__asin_finite(double 0xC000000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z4asind(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4asind(double 0xC000000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @asinf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @asinf(float 0xC000000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @__asinf_finite(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @__asinf_finite(float 0xC000000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z4asinf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4asinf(float 0xC000000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @atan(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @atan(double 0x0000000000000010): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z4atand(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4atand(double 0x0000000000000010): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @atanf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4atanf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @atan2(double 0x7FF8000000000000, double 0x3FF0000000000000): NaN operand
; REM-NEXT: did not fold call to @atan2(double 0x0170000000000000, double 0x7E70000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @__atan2_finite(double 0x7FF8000000000000, double 0x3FF0000000000000): NaN operand
; REM-NEXT: did not fold call to @__atan2_finite(double 0x0170000000000000, double 0x7E70000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z5atan2dd(double 0x7FF8000000000000, double 0x3FF0000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z5atan2dd(double 0x0170000000000000, double 0x7E70000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @atan2f(float 0x7FF8000000000000, float 0x3FF0000000000000): NaN operand
; REM-NEXT: did not fold call to @atan2f(float 0x39B0000000000000, float 0x4630000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @__atan2f_finite(float 0x7FF8000000000000, float 0x3FF0000000000000): NaN operand
; REM-NEXT: did not fold call to @__atan2f_finite(float 0x39B0000000000000, float 0x4630000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z5atan2ff(float 0x7FF8000000000000, float 0x3FF0000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z5atan2ff(float 0x39B0000000000000, float 0x4630000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @sinh(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @sinh(double 0x408F400000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @__sinh_finite(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @__sinh_finite(double 0x408F400000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z4sinhd(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4sinhd(double 0x408F400000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @sinhf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @sinhf(float 0x4059000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @__sinhf_finite(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @__sinhf_finite(float 0x4059000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z4sinhf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4sinhf(float 0x4059000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @cosh(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @cosh(double 0xC08F400000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @__cosh_finite(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @__cosh_finite(double 0xC08F400000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z4coshd(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4coshd(double 0xC08F400000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @coshf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @coshf(float 0xC059000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @__coshf_finite(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @__coshf_finite(float 0xC059000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z4coshf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4coshf(float 0xC059000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @tanh(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @tanh(double 0x0000000000000010): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z4tanhd(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4tanhd(double 0x0000000000000010): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z4tanhf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @exp(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @exp(double 0x408F400000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @__exp_finite(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @__exp_finite(double 0x408F400000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z3expd(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z3expd(double 0x408F400000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @expf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @expf(float 0x4059000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @__expf_finite(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @__expf_finite(float 0x4059000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z3expf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z3expf(float 0x4059000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @exp2(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @exp2(double 0x409F400000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z4exp2d(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4exp2d(double 0x409F400000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @exp2f(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @exp2f(float 0x4069000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @__exp2f_finite(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @__exp2f_finite(float 0x4069000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z4exp2f(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4exp2f(float 0x4069000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @log(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @log(double 0xBFF0000000000000): argument outside the domain (x <= 0)
; REM-NEXT: did not fold call to @__log_finite(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @__log_finite(double 0xBFF0000000000000): argument outside the domain (x <= 0)
; REM-NEXT: did not fold call to @_Z3logd(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z3logd(double 0xBFF0000000000000): argument outside the domain (x <= 0)
; REM-NEXT: did not fold call to @logf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @logf(float 0xBFF0000000000000): argument outside the domain (x <= 0)
; REM-NEXT: did not fold call to @__logf_finite(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @__logf_finite(float 0xBFF0000000000000): argument outside the domain (x <= 0)
; REM-NEXT: did not fold call to @_Z3logf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z3logf(float 0xBFF0000000000000): argument outside the domain (x <= 0)
; REM-NEXT: did not fold call to @log10(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @log10(double 0x0000000000000000): argument outside the domain (x <= 0)
; REM-NEXT: did not fold call to @__log10_finite(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @__log10_finite(double 0x0000000000000000): argument outside the domain (x <= 0)
; REM-NEXT: did not fold call to @_Z5log10d(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z5log10d(double 0x0000000000000000): argument outside the domain (x <= 0)
; REM-NEXT: did not fold call to @log10f(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @log10f(float 0x0000000000000000): argument outside the domain (x <= 0)
; REM-NEXT: did not fold call to @__log10f_finite(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @__log10f_finite(float 0x0000000000000000): argument outside the domain (x <= 0)
; REM-NEXT: did not fold call to @_Z5log10f(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z5log10f(float 0x0000000000000000): argument outside the domain (x <= 0)
; REM-NEXT: did not fold call to @ceil(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4ceild(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @ceilf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4ceilf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @floor(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z5floord(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @floorf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z5floorf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @round(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z5roundd(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @roundf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z5roundf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @fabs(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4fabsd(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @fabsf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4fabsf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @sqrt(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @sqrt(double 0xBFF0000000000000): argument outside the domain (x < 0)
; REM-NEXT: did not fold call to @sqrtf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @sqrtf(float 0xBFF0000000000000): argument outside the domain (x < 0)
; REM-NEXT: did not fold call to @_Z4sqrtf(float 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4sqrtf(float 0xBFF0000000000000): argument outside the domain (x < 0)
; REM-NEXT: did not fold call to @pow(double 0x7FF8000000000000, double 0x3FF0000000000000): NaN operand
; REM-NEXT: did not fold call to @pow(double 0x0000000000000000, double 0xBFF0000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @__pow_finite(double 0x7FF8000000000000, double 0x3FF0000000000000): NaN operand
; REM-NEXT: did not fold call to @__pow_finite(double 0x0000000000000000, double 0xBFF0000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z3powdd(double 0x7FF8000000000000, double 0x3FF0000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z3powdd(double 0x0000000000000000, double 0xBFF0000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @powf(float 0x7FF8000000000000, float 0x3FF0000000000000): NaN operand
; REM-NEXT: did not fold call to @powf(float 0x0000000000000000, float 0xBFF0000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @__powf_finite(float 0x7FF8000000000000, float 0x3FF0000000000000): NaN operand
; REM-NEXT: did not fold call to @__powf_finite(float 0x0000000000000000, float 0xBFF0000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z3powff(float 0x7FF8000000000000, float 0x3FF0000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z3powff(float 0x0000000000000000, float 0xBFF0000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @fmod(double 0x7FF8000000000000, double 0x3FF0000000000000): NaN operand
; REM-NEXT: did not fold call to @fmod(double 0x3FF0000000000000, double 0x0000000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z4fmoddd(double 0x7FF8000000000000, double 0x3FF0000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4fmoddd(double 0x3FF0000000000000, double 0x0000000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @fmodf(float 0x7FF8000000000000, float 0x3FF0000000000000): NaN operand
; REM-NEXT: did not fold call to @fmodf(float 0x3FF0000000000000, float 0x0000000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @_Z4fmodff(float 0x7FF8000000000000, float 0x3FF0000000000000): NaN operand
; REM-NEXT: did not fold call to @_Z4fmodff(float 0x3FF0000000000000, float 0x0000000000000000): the host raised a domain, range or FP exception

; NOCONV-NOT: @_Z4sqrtd(
; NOCONV-NOT: @__exp2_finite(
; NOCONV-NOT: @tanhf(

# passcheck -- one build for everything.
#   make             build build/passcheck (and the library)
#   make test        install missing dependencies, then every test (also under ASan+UBSan)
#   make fuzz        install missing dependencies, then the main job: a short campaign with a report
#   make bench       benchmarks printed as ratios against peer tools measured in the same run
#   make check-long  long campaigns and exhaustive sweeps
# Sources are found by wildcard: a new .c file in a library directory is
# built into the library; a new tests/unit/test_*.c is a new unit test.

CC      ?= gcc
CLANG   ?= clang-16
OPT     ?= -O2
CFLAGS  ?= $(OPT) -g
WARN    := -std=c11 -Wall -Wextra -Wshadow -Wno-unused-parameter -Werror=implicit-function-declaration
CPPFLAGS_ALL := -D_GNU_SOURCE -Icore
LDLIBS  := -ljansson -lmpfr -lgmp -lm
# -rdynamic: a crashing pass's frame is named by its function ("crashed at")
LDFLAGS_ALL := -rdynamic
B       ?= build

LIBDIRS := core core/analysis core/sem core/interp passes oracles oracles/diff oracles/mathref oracles/divref \
           oracles/llvmref oracles/external oracles/equiv generators reports fuzzers/lib
LIBSRC  := $(sort $(foreach d,$(LIBDIRS),$(wildcard $(d)/*.c)))
TOOLSRC := $(sort $(wildcard tools/*.c))
UNITSRC := $(sort $(wildcard tests/unit/test_*.c))
HDRS    := $(sort $(foreach d,$(LIBDIRS) tools tests/unit,$(wildcard $(d)/*.h $(d)/*.def)))

LIBOBJ  := $(LIBSRC:%.c=$(B)/obj/%.o)
TOOLOBJ := $(TOOLSRC:%.c=$(B)/obj/%.o)
UNITBIN := $(UNITSRC:tests/unit/%.c=$(B)/tests/%)

.PHONY: all deps test test-unit test-golden test-asan fuzz fuzz-libfuzzer fuzz-afl bench check-long clean corpus

all: $(B)/passcheck

deps:
	@bash tools/install-deps.sh

$(B)/obj/%.o: %.c $(HDRS) Makefile
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CPPFLAGS_ALL) $(CFLAGS) -c $< -o $@

$(B)/libpasscheck.a: $(LIBOBJ)
	@mkdir -p $(B)
	rm -f $@ && ar rcs $@ $^

$(B)/passcheck: $(TOOLOBJ) $(B)/libpasscheck.a
	$(CC) $(CFLAGS) $(LDFLAGS_ALL) $(TOOLOBJ) $(B)/libpasscheck.a $(LDLIBS) -o $@

# test_opts compiles tools/opts.c itself (tools/ is not in the library)
$(B)/tests/%: tests/unit/%.c tests/unit/test.h tools/opts.c tools/cmd.h $(B)/libpasscheck.a
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CPPFLAGS_ALL) -Itests/unit $(CFLAGS) $(LDFLAGS_ALL) $< $(B)/libpasscheck.a $(LDLIBS) -o $@

# ---- tests
# test-unit and test-golden use the build in $(B); test-asan rebuilds
# everything with AddressSanitizer and UBSan in build/asan and reruns both.
# Every suite runs even when an earlier one fails (the "-" prefixes); the
# summary counts a suite that could not run (broken build) as failed.
test: deps
	@rm -f $(B)/test-results.txt build/asan/test-results.txt $(B)/test-failures.txt build/asan/test-failures.txt
	-$(MAKE) --no-print-directory -k all-tests
	-$(MAKE) --no-print-directory -k test-asan
	@bash tests/summary.sh $(B):unit,golden,fuzz-short,equiv-llvm build/asan:unit,golden

all-tests: $(B)/passcheck $(UNITBIN)
	-@bash tests/run-unit.sh $(B)
	-@bash tests/run-golden.sh $(B)
	-@bash tests/run-fuzz-short.sh $(B)
	-@bash tests/run-equiv.sh $(B)

test-asan:
	$(MAKE) --no-print-directory B=build/asan OPT=-O1 \
	  CFLAGS="-O1 -g -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer" \
	  build/asan/passcheck $(UNITSRC:tests/unit/%.c=build/asan/tests/%)
	-@ASAN_OPTIONS=detect_leaks=1 bash tests/run-unit.sh build/asan
	-@ASAN_OPTIONS=detect_leaks=1 bash tests/run-golden.sh build/asan

fuzz: deps all
	@bash tools/make-fuzz.sh $(B)

# Coverage-guided fuzzing of one target under libFuzzer or AFL++ (fuzzers/):
#   make fuzz-libfuzzer TARGET=fuzz_gen JOBS=2 FUZZ_SECONDS=600
#   make fuzz-afl TARGET=fuzz_ir JOBS=2 FUZZ_SECONDS=600
fuzz-libfuzzer: deps all
	@TARGET="$(TARGET)" JOBS="$(JOBS)" FUZZ_SECONDS="$(FUZZ_SECONDS)" bash tools/fuzz-libfuzzer.sh

fuzz-afl: deps all
	@TARGET="$(TARGET)" JOBS="$(JOBS)" FUZZ_SECONDS="$(FUZZ_SECONDS)" bash tools/fuzz-afl.sh

bench: deps all
	@bash bench/run.sh $(B)

check-long: deps all $(UNITBIN)
	@LONG=1 bash tests/run-unit.sh $(B)
	@LONG=1 bash tests/run-fuzz-short.sh $(B)
	@rm -rf $(B)/long-basr && $(B)/passcheck fuzz --passes cbe,basr --knobs random --time 10m --out $(B)/long-basr
	@bash tests/long/gen-crosscheck.sh $(B) 10000
	@$(B)/passcheck divcheck --width 32 --exhaustive-divisors --only magic --jobs $$(nproc)
	@$(B)/passcheck divcheck --width 64 --divisors 100000000 --only magic --jobs $$(nproc)
	@$(B)/passcheck divcheck --pairs 1000000 --adversarial-seeds 8 --ir-divisors 20000 --only ir --jobs $$(nproc)
	@bash tests/long/mathcheck-exhaustive.sh $(B)
	@EXACT=1 bash tests/long/mathcheck-exhaustive.sh $(B)
	@# equiv over Alive2's own pairs (a checkout named by ALIVE2_DIR; README, equiv)
	@if [ -n "$(ALIVE2_DIR)" ]; then bash tests/long/alive-tv.sh $(B) $(ALIVE2_DIR); \
	 else echo "check-long: ALIVE2_DIR not set: Alive2's pairs skipped"; fi
	@$(B)/passcheck divcheck --only fdiv --pairs 2000000 --adversarial-seeds 8
	@# every float divisor (2^32) against the hard dividends, exact and one adversarial MUFU model, the
	@# lowered kernel compiled natively and cross-checked against the interpreter first (about 23
	@# CPU-minutes per kernel; the interpreted --all-divisors would take about 20 core-hours)
	@$(B)/passcheck divcheck --all-divisors --native --adversarial-seeds 1 --jobs $$(nproc)
	@$(B)/passcheck divcheck --all-divisors --native --ftz --adversarial-seeds 1 --jobs $$(nproc)
	@bash tests/long/fuzz-memory.sh 1000000
	@rm -rf $(B)/long/ori && $(B)/passcheck fuzz --passes lower-div,ori-lower,ori-sr,peephole --knobs random --time 10m --jobs 1 --out $(B)/long/ori
	@rm -rf $(B)/long-slp && $(B)/passcheck fuzz --passes slp --knobs random --time 10m --seed 1000000 --out $(B)/long-slp
	@rm -rf $(B)/long-lsr && $(B)/passcheck fuzz --passes lsr --knobs random --time 10m --out $(B)/long-lsr

corpus:
	cd corpora/kernels && bash regen.sh

clean:
	rm -rf build

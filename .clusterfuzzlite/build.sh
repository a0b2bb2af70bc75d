#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build script: fuzzers/build.sh follows the
# conventions ($CC, $CFLAGS, $LIB_FUZZING_ENGINE, $OUT, $WORK) and writes
# every target with its seed corpus zip, dictionary and options file.
bash "$SRC/passcheck/fuzzers/build.sh"

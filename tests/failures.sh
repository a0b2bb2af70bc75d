# tests/failures.sh -- sourced by the test runners: keeps one line per
# failed test in B/test-failures.txt ("suite: what failed"), so that
# tests/summary.sh can repeat them just above its last line, where a CI log
# that keeps only its tail still shows them.  Each runner calls
# failures_reset first (dropping its suite's old lines), then failure_note
# for every failure.
failures_reset() {  # B SUITE
  mkdir -p "$1"
  [ -f "$1/test-failures.txt" ] && sed -i "/^$2: /d" "$1/test-failures.txt"
  return 0
}
failure_note() {  # B SUITE MESSAGE...
  local b=$1 s=$2
  shift 2
  printf '%s: %s\n' "$s" "$(printf '%s' "$*" | tr '\n' ' ' | cut -c1-300)" >> "$b/test-failures.txt"
}

#!/usr/bin/env bash
# Runs the fuzz targets, each for SECONDS (default 300), two at a time.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]
#
# Needs cargo-fuzz (`cargo install cargo-fuzz`); RUSTC_BOOTSTRAP=1 lets the
# stable toolchain build with the sanitizer flags cargo fuzz passes. Each
# target starts from the test fixtures (fixtures/, every file below it) and
# fuzz/seeds/TARGET where there is one (batch inputs, which start with a
# format byte, and single puzzle lines), and grows fuzz/corpus/TARGET (not
# committed). A failing input lands in
# fuzz/artifacts/TARGET/: copy it to fuzz/regressions/TARGET/ so that
# `cargo test` runs it from then on (crates/sudoku-io/tests/fuzz_inputs.rs).
set -euo pipefail
cd "$(dirname "$0")/../fuzz"

seconds=${1:-300}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(spaced packed line json sdk ss recognise batch solve)
fi

export RUSTC_BOOTSTRAP=1
cargo fuzz build

run() {
  local target=$1
  mkdir -p "corpus/$target"
  local seeds=(../fixtures)
  if [ -d "seeds/$target" ]; then
    seeds+=("seeds/$target")
  fi
  cargo fuzz run "$target" "corpus/$target" "${seeds[@]}" -- \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
    -print_final_stats=1 >"logs/$target.log" 2>&1 \
    && echo "$target: no findings ($(grep -c . "logs/$target.log") log lines)" \
    || { echo "$target: FAILED, see fuzz/logs/$target.log"; return 1; }
}

mkdir -p logs
status=0
for ((i = 0; i < ${#targets[@]}; i += 2)); do
  pids=()
  for target in "${targets[@]:i:2}"; do
    run "$target" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do
    wait "$pid" || status=1
  done
done
exit $status

#!/usr/bin/env bash
# Runs the fuzz targets, each for SECONDS (default 300), two at a time.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]
#
# Needs cargo-fuzz (`cargo install cargo-fuzz`); RUSTC_BOOTSTRAP=1 lets the
# stable toolchain build with the sanitizer flags cargo fuzz passes. Each
# target starts from the test fixtures (fixtures/, every file below it) and
# fuzz/seeds/TARGET where there is one (single puzzle lines for solve). The
# batch target's inputs start with a byte that picks the format, so it
# starts from every fixture behind every such byte, once and twice over,
# written to fuzz/seeds-generated/batch (not committed; the same inputs as
# crates/sudoku-io/tests/fuzz_inputs.rs). Each grows fuzz/corpus/TARGET (not
# committed). A failing input lands in
# fuzz/artifacts/TARGET/: copy it to fuzz/regressions/TARGET/ so that
# `cargo test` runs it from then on (crates/sudoku-io/tests/fuzz_inputs.rs).
set -euo pipefail
cd "$(dirname "$0")/../fuzz"

seconds=${1:-300}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(spaced packed line json sdk ss candidates recognise batch solve)
fi

export RUSTC_BOOTSTRAP=1
cargo fuzz build

# Every fixture behind each format byte (0-6, as many as the formats the
# batch target reads), alone and followed by a blank line and itself.
batch_seeds() {
  rm -rf seeds-generated/batch
  mkdir -p seeds-generated/batch
  local n=0 fixture selector out
  while IFS= read -r -d '' fixture; do
    n=$((n + 1))
    for selector in 0 1 2 3 4 5 6; do
      out="seeds-generated/batch/$n-$selector"
      { printf "\\x0$selector"; cat "$fixture"; } >"$out"
      { cat "$out"; printf '\n'; cat "$fixture"; } >"$out-twice"
    done
  done < <(find ../fixtures -type f -print0 | sort -z)
}

run() {
  local target=$1
  mkdir -p "corpus/$target"
  local seeds
  if [ "$target" = batch ]; then
    batch_seeds
    seeds=(seeds-generated/batch)
  else
    seeds=(../fixtures)
  fi
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

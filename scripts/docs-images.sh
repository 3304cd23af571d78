#!/usr/bin/env bash
# Remakes the images the README and the user guide show: a page of a printed book and its
# answer key (docs/print-page.png, docs/print-answers.png), from
# `sudoku generate | sudoku print`, rendered by pdftoppm (poppler-utils);
# the variant pictures (docs/variant-*.svg) from `sudoku convert --to svg`
# (tests/variant_explain.rs holds them to the binary's output); and the
# page of `sudoku serve` with a hint on it, classic and variant
# (docs/web-page.png, docs/web-variant.png), and in play (docs/web-play.png,
# docs/web-dark.png, docs/web-phone.png), from the browser tests
# (Chromium, npm).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --quiet --release -p sudoku-toolkit
sudoku=target/release/sudoku
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$sudoku" generate --count 24 --seed 1 --quiet \
  | "$sudoku" print --quiet --title "Sudoku: 24 puzzles" -o "$work/book.pdf"
mkdir -p docs
pdftoppm -r 60 -png -f 1 -l 1 -singlefile "$work/book.pdf" docs/print-page
pdftoppm -r 60 -png -f 7 -l 7 -singlefile "$work/book.pdf" docs/print-answers
for picture in killer:blitz-killer thermo-arrow:clipped-arrow-thermo 16x16:behemoth-16x16; do
  "$sudoku" convert --to svg "fixtures/variants/${picture#*:}.txt" > "docs/variant-${picture%%:*}.svg"
done
cargo build --quiet -p sudoku-toolkit
(cd crates/sudoku-web/browser && npm ci --no-audit --no-fund --loglevel=error)
SCREENSHOT="$PWD/docs/web-page.png" SUDOKU_BIN="$PWD/target/debug/sudoku" node crates/sudoku-web/browser/test.mjs
VARIANT_SCREENSHOT="$PWD/docs/web-variant.png" SUDOKU_BIN="$PWD/target/debug/sudoku" node crates/sudoku-web/browser/variants.mjs
SCREENSHOTS="$PWD/docs" SUDOKU_BIN="$PWD/target/debug/sudoku" node crates/sudoku-web/browser/play.mjs
ls -l docs/print-page.png docs/print-answers.png docs/variant-*.svg docs/web-*.png

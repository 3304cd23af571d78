#!/usr/bin/env bash
# Every test suite, from a fresh clone: the Rust crates (unit, property and
# end-to-end tests of the binary, the web API and its load test), then the
# Python package, built and installed into a virtual environment with its
# pinned test requirements and tested with pytest (the Dask test included),
# then the JSON API against its OpenAPI document with schemathesis (in a
# virtual environment of its own), then the web page in headless Chromium
# (playwright-core from the committed package-lock.json), its behaviour
# and its accessibility (axe-core). Needs a Rust toolchain, Python 3.9+
# with venv, Node with npm, and the package registries (crates.io, PyPI,
# npm); the browser tests say they skip where no Chromium is installed.
#
# SUDOKU_VENV names the virtual environment (default: target/python-venv,
# made afresh each run), SUDOKU_CONTRACT_VENV schemathesis's (default:
# target/contract-venv).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "--- Rust: cargo test --workspace"
cargo test --workspace --locked

# A fresh virtual environment DIR with the pinned requirements FILE.
fresh_venv() {
  rm -rf "$1"
  python3 -m venv "$1"
  "$1/bin/python" -m pip install --quiet --disable-pip-version-check -r "$2"
}

echo "--- Python: the package into a virtual environment"
venv=${SUDOKU_VENV:-target/python-venv}
fresh_venv "$venv" crates/sudoku-py/tests/requirements.txt
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check ./crates/sudoku-py
"$venv/bin/python" -c 'import sudoku; print("sudoku", sudoku.__version__, "for Python")'

echo "--- Python: pytest"
SUDOKU_BIN="$PWD/target/debug/sudoku" "$venv/bin/python" -m pytest -q crates/sudoku-py/tests

echo "--- web API: schemathesis against the OpenAPI document"
contract=${SUDOKU_CONTRACT_VENV:-target/contract-venv}
fresh_venv "$contract" crates/sudoku-web/contract/requirements.txt
crates/sudoku-web/contract/check.sh target/debug/sudoku "$contract/bin/schemathesis"

echo "--- browser: the page of sudoku serve in headless Chromium"
(cd crates/sudoku-web/browser && npm ci --no-audit --no-fund --loglevel=error)
SUDOKU_BIN="$PWD/target/debug/sudoku" node crates/sudoku-web/browser/test.mjs
SUDOKU_BIN="$PWD/target/debug/sudoku" node crates/sudoku-web/browser/a11y.mjs
SUDOKU_BIN="$PWD/target/debug/sudoku" node crates/sudoku-web/browser/variants.mjs
SUDOKU_BIN="$PWD/target/debug/sudoku" node crates/sudoku-web/browser/play.mjs

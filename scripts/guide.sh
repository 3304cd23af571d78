#!/usr/bin/env bash
# Builds the user guide (docs/guide/) as a book with mdBook into
# target/book/, then checks every link of the built pages
# (scripts/book-links.py). Installs mdBook (pinned) into target/tools/ when
# it is not on the PATH; that takes about 1.5 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."

version=0.5.4
mdbook=$(command -v mdbook || true)
if [ -z "$mdbook" ] || ! "$mdbook" --version | grep -qF "v$version"; then
  mdbook=target/tools/bin/mdbook
  if ! { [ -x "$mdbook" ] && "$mdbook" --version | grep -qF "v$version"; }; then
    echo "--- installing mdBook $version (search only: no server, no watcher)"
    cargo install --quiet --locked mdbook --version "=$version" \
      --no-default-features --features search --root target/tools
  fi
fi
rm -rf target/book
"$mdbook" build docs
python3 scripts/book-links.py target/book

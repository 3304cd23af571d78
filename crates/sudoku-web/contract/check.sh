#!/usr/bin/env bash
# The JSON API against its own OpenAPI document, with schemathesis: it
# sends requests built from the document (and ones that break it) to a
# real `sudoku serve`, and fails on any answer the document does not
# allow: a server error, an undocumented status or content type, an error
# body that is not {"error": ...}, or a request outside the document that
# was taken rather than refused (how /api/generate was found ignoring a
# body it could not read).
#
# Usage: check.sh SUDOKU_BIN SCHEMATHESIS [EXAMPLES]
#
# Two checks are left out. A puzzle's text is a string to the document,
# which cannot say which strings are puzzles, so schema-valid requests
# are not all taken (positive_data_acceptance). And a request may run into
# the time limit (a narrow rating range to generate in), whose 503 is
# documented; not_a_server_error would count it. A 500 (a panic) is still
# caught: no endpoint documents it (status_code_conformance).
set -euo pipefail
bin=$(realpath "$1")
schemathesis=$(realpath "$2")
examples=${3:-100}

# schemathesis keeps a database of what it found in its working folder:
# a folder of its own, gone afterwards.
work=$(mktemp -d)
log="$work/serve.log"
"$bin" serve --addr 127.0.0.1:0 >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT

url=
for _ in $(seq 100); do
  url=$(head -n 1 "$log")
  [[ $url == http* ]] && break
  sleep 0.1
done
if [[ $url != http* ]]; then
  echo "check.sh: sudoku serve did not start:" >&2
  cat "$log" >&2
  exit 1
fi

cd "$work"
"$schemathesis" run "${url}api/openapi.json" \
  --max-examples "$examples" --seed 1 --generation-deterministic \
  --exclude-checks positive_data_acceptance,not_a_server_error \
  --request-timeout 30 --no-color

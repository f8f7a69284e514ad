#!/usr/bin/env bash
# Type-check the installed layout: mypy cannot follow setuptools' package-dir mapping
# (memstream.schemas -> schemas/ ...), so check a symlink tree of the same shape.
# With no arguments it checks the package and the tests; arguments replace that
# (`ops/typecheck.sh -p memstream` checks the package alone).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
mkdir -p "$tree/memstream"
for entry in "$repo"/memstream/*; do ln -s "$entry" "$tree/memstream/"; done
for stage in schemas producers processors projections query_api; do
  ln -s "$repo/$stage" "$tree/memstream/$stage"
done
ln -s "$repo/tests" "$tree/tests"
cd "$tree"
if [ "$#" -eq 0 ]; then set -- -p memstream -p tests; fi
mypy --config-file "$repo/pyproject.toml" "$@"

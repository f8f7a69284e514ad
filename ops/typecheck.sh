#!/usr/bin/env bash
# Type-check the package and the tests (mypy strict). With arguments, check those instead
# (`ops/typecheck.sh -p memstream` checks the package alone).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$#" -eq 0 ]; then set -- -p memstream -p tests; fi
exec mypy "$@"

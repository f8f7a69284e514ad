#!/usr/bin/env bash
# Build the wheel (python -m build), install it into a fresh virtualenv and run
# `memstream demo` there: the package works outside this checkout. Prints the demo.
#   ops/wheel.sh [WORK_DIR]   (default: a temporary directory, removed afterwards)
set -euo pipefail
# The installed package alone: nothing of this checkout on the path (pip would take an
# inherited PYTHONPATH checkout for the package already installed and skip the wheel).
unset PYTHONPATH
repo=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-python3}
work=${1:-$(mktemp -d)}
[[ $# -ge 1 ]] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work"

"$python" -m build --wheel --outdir "$work/dist" "$repo" >"$work/build.log" 2>&1 ||
  { tail -40 "$work/build.log" >&2; exit 1; }
wheel=$(ls "$work"/dist/memstream-*.whl)
"$python" -m venv "$work/venv"
"$work/venv/bin/python" -m pip install -q --upgrade pip >/dev/null
"$work/venv/bin/python" -m pip install -q "$wheel"
cd "$work"  # not the checkout: the installed package must stand on its own
COLUMNS=80 "$work/venv/bin/memstream" demo --data-dir "$work/demo-data"
status=$?
"$work/venv/bin/memstream" down --data-dir "$work/demo-data" >/dev/null 2>&1 || true
exit $status

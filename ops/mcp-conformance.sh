#!/usr/bin/env bash
# The official MCP conformance suite (@modelcontextprotocol/conformance, from npm) against
# an MCP server URL, for the scenarios that apply to memstream's server. The npm install
# is cached in $MEMSTREAM_CACHE/mcp-conformance (nothing goes into the repository). On
# Node 20 the bundle's `fs.globSync` import comes from the `glob` package instead (Node 22
# has it built in): the installed bundle is patched once, in the cache.
#
#   ops/mcp-conformance.sh install
#   ops/mcp-conformance.sh run http://127.0.0.1:8421/mcp [scenario ...]
set -euo pipefail

version=${MCP_CONFORMANCE_VERSION:-0.1.16}
cache=${MEMSTREAM_CACHE:-$HOME/.cache/memstream}/mcp-conformance/$version
bundle=$cache/node_modules/@modelcontextprotocol/conformance/dist/index.js
scenarios=(server-initialize ping tools-list resources-list prompts-list dns-rebinding-protection)

install() {
  if [[ -f $cache/.complete ]]; then return 0; fi
  command -v npm >/dev/null || { echo "mcp-conformance.sh: npm is required" >&2; exit 1; }
  mkdir -p "$cache"
  echo '{"name": "memstream-mcp-conformance", "private": true}' >"$cache/package.json"
  npm install --prefix "$cache" --no-audit --no-fund --loglevel=error \
    "@modelcontextprotocol/conformance@$version" "glob@14" >&2
  if grep -q 'globSync as o,' "$bundle"; then
    sed -i 's/import{existsSync as a,globSync as o,/import{globSync as o}from"glob";import{existsSync as a,/' "$bundle"
  fi
  node "$bundle" --version >/dev/null
  touch "$cache/.complete"
}

run() {
  local url=$1 failed=0
  shift
  install
  for scenario in "${@:-${scenarios[@]}}"; do
    out=$(node "$bundle" server --url "$url" --scenario "$scenario" 2>&1) || failed=1
    echo "$out" | grep -E "SUCCESS|FAILURE|WARNING|Passed:" || true
    echo "$out" | grep -qE "Passed: ([0-9]+)/\1, 0 failed" || failed=1
  done
  return $failed
}

case ${1:-} in
  install) install ;;
  run) shift; run "$@" ;;
  *) echo "usage: $0 install | run URL [scenario ...]" >&2; exit 2 ;;
esac

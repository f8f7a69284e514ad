#!/usr/bin/env bash
# A real Jaeger v2 (in-memory storage, OTLP in, query API and UI out) on 127.0.0.1, built from
# the Go module proxy: needs only Go 1.24+. The binary is cached; nothing goes into the repo.
#
#   ops/jaeger.sh install   build the jaeger binary into the cache (skipped when cached)
#   ops/jaeger.sh start     install if needed, start, wait until the query API answers
#   ops/jaeger.sh stop      stop cleanly (SIGTERM, bounded wait, then SIGKILL)
#   ops/jaeger.sh status    exit 0 only when Jaeger runs and its query API answers
#   ops/jaeger.sh logs [-f] Jaeger's output (last 100 lines, or follow)
#   ops/jaeger.sh endpoint  print the OTLP/HTTP endpoint (for OTEL_EXPORTER_OTLP_ENDPOINT)
#   ops/jaeger.sh query     print the query API's base URL
#
# Environment: JAEGER_VERSION (Go module version: v1.76.0 is Jaeger v2.13.0), JAEGER_OTLP_PORT
# (4318), JAEGER_QUERY_PORT (16686), JAEGER_QUERY_GRPC_PORT (query port - 1),
# JAEGER_START_TIMEOUT seconds (60), MEMSTREAM_CACHE (~/.cache/memstream), JAEGER_RUN_DIR
# (<cache>/jaeger/run-<query port>).
# The first build takes about 9 minutes on 2 cores.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
version=${JAEGER_VERSION:-v1.76.0}
cache=${MEMSTREAM_CACHE:-$HOME/.cache/memstream}/jaeger
binary=$cache/$version/jaeger
otlp_port=${JAEGER_OTLP_PORT:-4318}
query_port=${JAEGER_QUERY_PORT:-16686}
query_grpc_port=${JAEGER_QUERY_GRPC_PORT:-$((query_port - 1))}
run_dir=${JAEGER_RUN_DIR:-$cache/run-$query_port}
timeout=${JAEGER_START_TIMEOUT:-60}
pid_file=$run_dir/jaeger.pid

log() { echo "jaeger.sh: $*" >&2; }

install() {
  if [[ -x $binary ]]; then return 0; fi
  # One build at a time: a second install (ops/test.sh builds in the background while the
  # tests run) waits for the first and finds the binary.
  mkdir -p "$cache"
  exec {lock}>"$cache/.install.lock"
  flock "$lock"
  if [[ -x $binary ]]; then return 0; fi
  command -v go >/dev/null || { log "Go (go) is required"; exit 1; }
  local work
  work=$(mktemp -d)
  log "building github.com/jaegertracing/jaeger/cmd/jaeger@$version from the Go module proxy"
  (
    cd "$work"
    go mod init memstream-jaeger >/dev/null 2>&1
    go get -tool "github.com/jaegertracing/jaeger/cmd/jaeger@$version" 2>&1 | tail -n 5
    go build -o "$work/jaeger" github.com/jaegertracing/jaeger/cmd/jaeger
  )
  mkdir -p "$(dirname "$binary")"
  mv "$work/jaeger" "$binary"
  rm -rf "$work"
  log "installed $binary"
}

# shellcheck source=ops/lib/daemon.sh
source "$here/lib/daemon.sh"

render_config() {
  mkdir -p "$run_dir"
  sed -e "s|@OTLP_PORT@|$otlp_port|g" -e "s|@QUERY_PORT@|$query_port|g" \
    -e "s|@QUERY_GRPC_PORT@|$query_grpc_port|g" \
    "$here/jaeger/config.yaml.in" >"$run_dir/config.yaml"
}

answers() { curl -fsS -o /dev/null "http://127.0.0.1:$query_port/api/services" 2>/dev/null; }

up() { answers && port_open "$otlp_port"; }

start() {
  if running_pid >/dev/null && answers; then
    log "already running (query http://127.0.0.1:$query_port)"
    return 0
  fi
  for port in "$otlp_port" "$query_port" "$query_grpc_port"; do
    if port_open "$port"; then
      log "port $port is taken by another process; set JAEGER_OTLP_PORT / JAEGER_QUERY_PORT"
      exit 1
    fi
  done
  install
  render_config
  nohup "$binary" --config "$run_dir/config.yaml" >"$run_dir/jaeger.out" 2>&1 </dev/null &
  echo $! >"$pid_file"
  wait_daemon "$!" "$timeout" "$run_dir/jaeger.out"
  log "up: OTLP http://127.0.0.1:$otlp_port, query http://127.0.0.1:$query_port (pid $!)"
}

stop() { stop_daemon 20; }

status() {
  local pid
  if pid=$(running_pid) && answers; then
    echo "running: query http://127.0.0.1:$query_port, OTLP http://127.0.0.1:$otlp_port (pid $pid)"
    return 0
  fi
  echo "not running (query port $query_port)"
  return 1
}

logs() {
  if [[ ${1:-} == -f ]]; then tail -F "$run_dir/jaeger.out"; fi
  tail -n 100 "$run_dir/jaeger.out"
}

case ${1:-} in
  install) install ;;
  start) start ;;
  stop) stop ;;
  status) status ;;
  logs) shift; logs "$@" ;;
  endpoint) echo "http://127.0.0.1:$otlp_port" ;;
  query) echo "http://127.0.0.1:$query_port" ;;
  *) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
esac

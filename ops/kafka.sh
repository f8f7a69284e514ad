#!/usr/bin/env bash
# A single-node Apache Kafka (KRaft, combined broker+controller) on 127.0.0.1, built
# from Maven Central jars: needs only Java 17+ and Maven. Nothing goes into the repo.
#
#   ops/kafka.sh install   resolve the broker jars into the cache (skipped when cached)
#   ops/kafka.sh start     install if needed, format storage once, start, wait until up
#   ops/kafka.sh stop      stop cleanly (SIGTERM, bounded wait, then SIGKILL)
#   ops/kafka.sh status    exit 0 only when the broker is running and accepts connections
#   ops/kafka.sh logs [-f] the broker log (last 100 lines, or follow)
#   ops/kafka.sh reset     stop and delete the broker's data (topics, offsets)
#   ops/kafka.sh bootstrap print the bootstrap address
#
# Environment: KAFKA_VERSION (3.9.1), KAFKA_PORT (9092), KAFKA_CONTROLLER_PORT
# (KAFKA_PORT+1), KAFKA_HEAP (-Xmx512m -Xms128m), KAFKA_START_TIMEOUT seconds (90),
# MEMSTREAM_CACHE (~/.cache/memstream), KAFKA_RUN_DIR (<cache>/kafka/run-<port>).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
templates=$here/kafka
version=${KAFKA_VERSION:-3.9.1}
cache=${MEMSTREAM_CACHE:-$HOME/.cache/memstream}/kafka
libs=$cache/$version/libs
port=${KAFKA_PORT:-9092}
controller_port=${KAFKA_CONTROLLER_PORT:-$((port + 1))}
run_dir=${KAFKA_RUN_DIR:-$cache/run-$port}
heap=${KAFKA_HEAP:--Xmx512m -Xms128m}
timeout=${KAFKA_START_TIMEOUT:-90}
pid_file=$run_dir/kafka.pid

log() { echo "kafka.sh: $*" >&2; }

install() {
  if [[ -f $libs/.complete ]]; then return 0; fi
  command -v mvn >/dev/null || { log "Maven (mvn) is required"; exit 1; }
  local work
  work=$(mktemp -d)
  sed "s/@KAFKA_VERSION@/$version/" "$templates/pom.xml.in" >"$work/pom.xml"
  log "resolving org.apache.kafka:kafka_2.13:$version from Maven Central"
  mvn -B -q -Dstyle.color=never -f "$work/pom.xml" dependency:copy-dependencies \
    -DincludeScope=runtime -DoutputDirectory="$work/libs"
  mkdir -p "$(dirname "$libs")"
  rm -rf "$libs"
  mv "$work/libs" "$libs"
  rm -rf "$work"
  touch "$libs/.complete"
  log "installed $(ls "$libs" | wc -l) jars into $libs"
}

java_cmd=(java -Djava.awt.headless=true -Dlog4j.configuration="file:$templates/log4j.properties"
  -Dkafka.logs.dir="$run_dir/logs" -cp "$libs/*")

# shellcheck source=ops/lib/daemon.sh
source "$here/lib/daemon.sh"

render_config() {
  mkdir -p "$run_dir/logs" "$run_dir/data"
  sed -e "s|@PORT@|$port|g" -e "s|@CONTROLLER_PORT@|$controller_port|g" \
    -e "s|@DATA_DIR@|$run_dir/data|g" "$templates/server.properties.in" >"$run_dir/server.properties"
}

format_storage() {
  [[ -f $run_dir/data/meta.properties ]] && return 0
  local cluster_id=-
  while [[ $cluster_id == -* ]]; do # an id opening with "-" reads as an option (1 in 64)
    cluster_id=$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=')
  done
  log "formatting KRaft storage in $run_dir/data (cluster $cluster_id)"
  "${java_cmd[@]}" kafka.tools.StorageTool format -t "$cluster_id" \
    -c "$run_dir/server.properties" >"$run_dir/logs/format.out" 2>&1 ||
    { cat "$run_dir/logs/format.out" >&2; exit 1; }
}

up() { port_open "$port" && grep -q "Kafka Server started" "$run_dir/logs/server.log" 2>/dev/null; }

start() {
  if running_pid >/dev/null && port_open "$port"; then
    log "already running on 127.0.0.1:$port"
    return 0
  fi
  if port_open "$port"; then
    log "port $port is taken by another process; set KAFKA_PORT"
    exit 1
  fi
  command -v java >/dev/null || { log "Java 17+ is required"; exit 1; }
  install
  render_config
  format_storage
  : >"$run_dir/logs/server.log"
  # shellcheck disable=SC2086  # the heap options are meant to split
  nohup "${java_cmd[@]}" $heap -XX:+UseG1GC -XX:MaxGCPauseMillis=20 \
    kafka.Kafka "$run_dir/server.properties" >"$run_dir/logs/kafka.out" 2>&1 </dev/null &
  echo $! >"$pid_file"
  wait_daemon "$!" "$timeout" "$run_dir/logs/kafka.out" "$run_dir/logs/server.log"
  log "up on 127.0.0.1:$port (pid $(<"$pid_file"), data in $run_dir)"
}

stop() { stop_daemon 30; }

status() {
  local pid
  if pid=$(running_pid) && port_open "$port"; then
    echo "running: 127.0.0.1:$port (pid $pid, kafka $version, data in $run_dir)"
    return 0
  fi
  echo "not running (127.0.0.1:$port)"
  return 1
}

logs() {
  if [[ ${1:-} == -f ]]; then tail -F "$run_dir/logs/server.log"; fi
  tail -n 100 "$run_dir/logs/server.log"
}

reset() {
  stop
  rm -rf "$run_dir"
  log "deleted $run_dir"
}

case ${1:-} in
  install) install ;;
  start) start ;;
  stop) stop ;;
  status) status ;;
  logs) shift; logs "$@" ;;
  reset) reset ;;
  bootstrap) echo "127.0.0.1:$port" ;;
  *) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
esac

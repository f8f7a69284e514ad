# shellcheck shell=bash
# Shared by ops/kafka.sh and ops/jaeger.sh: one background process per run directory, known by
# its pid file. The caller sets pid_file and defines log(); `up` is the caller's readiness check.

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

running_pid() {
  [[ -f $pid_file ]] || return 1
  local pid
  pid=$(<"$pid_file")
  kill -0 "$pid" 2>/dev/null || return 1
  echo "$pid"
}

# stop_daemon SECONDS: SIGTERM, wait up to SECONDS, then SIGKILL.
stop_daemon() {
  local grace=$1 pid
  if ! pid=$(running_pid); then
    rm -f "$pid_file"
    log "not running"
    return 0
  fi
  kill -TERM "$pid"
  for _ in $(seq 1 $((grace * 5))); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
  if kill -0 "$pid" 2>/dev/null; then
    log "no clean shutdown in ${grace}s; killing pid $pid"
    kill -KILL "$pid"
  fi
  rm -f "$pid_file"
  log "stopped"
}

# wait_daemon PID TIMEOUT OUTPUT...: until `up` succeeds; on an early exit print OUTPUT's tail,
# on a timeout stop the process. Either way exit 1.
wait_daemon() {
  local pid=$1 limit=$2
  local deadline=$((SECONDS + limit))
  shift 2
  until up; do
    if ! kill -0 "$pid" 2>/dev/null; then
      log "exited during start-up; last lines of its output:"
      tail -n 30 "$@" >&2 2>/dev/null || true
      rm -f "$pid_file"
      exit 1
    fi
    if ((SECONDS >= deadline)); then
      log "not up after ${limit}s (see its logs); stopping it"
      stop
      exit 1
    fi
    sleep 0.3
  done
}

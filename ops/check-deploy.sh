#!/usr/bin/env bash
# Static checks of the deployment files, with no Docker engine, Prometheus or Grafana running:
#
#   docker-compose.yml           loaded as `docker compose config` loads it (compose-go: the
#                                compose-spec schema, interpolation, references), bind-mounted
#                                files present (ops/opscheck)
#   ops/prometheus/              promtool check config, check rules, and the alert rules' unit
#                                tests (alerts_test.yml), with the promtool of the compose
#                                file's Prometheus image
#   ops/grafana/dashboards/      every dashboard decoded strictly against Grafana's schema
#                                (the Grafana Foundation SDK) and validated (ops/opscheck)
#
#   ops/check-deploy.sh           build the tools if needed, then check (exit 1 on a failure)
#   ops/check-deploy.sh install   only build the tools into the cache
#
# Needs Go 1.24+. The tools are built from the Go module proxy once and cached under
# MEMSTREAM_CACHE (~/.cache/memstream)/tools; promtool takes a few minutes the first time.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
tools=${MEMSTREAM_CACHE:-$HOME/.cache/memstream}/tools

log() { echo "check-deploy.sh: $*" >&2; }

# The Go module version of the Prometheus image in docker-compose.yml (3.5.0 -> v0.305.0).
promtool_version() {
  local tag major minor patch
  tag=$(grep -o 'prom/prometheus:v[0-9]*\.[0-9]*\.[0-9]*' "$repo/docker-compose.yml" | head -n 1)
  IFS=. read -r major minor patch <<<"${tag#prom/prometheus:v}"
  echo "v0.$((major * 100 + minor)).$patch"
}

build_promtool() {
  local version binary work
  version=$(promtool_version)
  binary=$tools/promtool-$version
  if [[ ! -x $binary ]]; then
    command -v go >/dev/null || { log "Go (go) is required"; exit 1; }
    log "building github.com/prometheus/prometheus/cmd/promtool@$version"
    work=$(mktemp -d)
    (
      cd "$work"
      go mod init memstream-promtool >/dev/null 2>&1
      go get -tool "github.com/prometheus/prometheus/cmd/promtool@$version" >/dev/null 2>&1
      go build -o "$work/promtool" github.com/prometheus/prometheus/cmd/promtool
    )
    mkdir -p "$tools"
    mv "$work/promtool" "$binary"
    rm -rf "$work"
  fi
  echo "$binary"
}

build_opscheck() {
  local digest binary
  digest=$(cat "$repo"/ops/opscheck/{go.mod,go.sum,main.go} | sha256sum | cut -c1-12)
  binary=$tools/opscheck-$digest
  if [[ ! -x $binary ]]; then
    command -v go >/dev/null || { log "Go (go) is required"; exit 1; }
    log "building ops/opscheck"
    mkdir -p "$tools"
    (cd "$repo/ops/opscheck" && go build -o "$binary.tmp" . && mv "$binary.tmp" "$binary")
  fi
  echo "$binary"
}

check() {
  local promtool opscheck
  promtool=$(build_promtool)
  opscheck=$(build_opscheck)
  cd "$repo"
  "$opscheck" compose docker-compose.yml
  # --syntax-only: the scrape key's file exists only inside the compose stack.
  "$promtool" check config --syntax-only ops/prometheus/prometheus.yml
  "$promtool" check rules ops/prometheus/alerts.yml
  "$promtool" test rules ops/prometheus/alerts_test.yml
  "$opscheck" dashboard ops/grafana/dashboards/*.json
}

# One build at a time: a second run (ops/test.sh builds in the background while the tests
# run) waits for the first and finds the tools built.
lock_builds() {
  mkdir -p "$tools"
  exec {lock}>"$tools/.install.lock"
  flock "$lock"
}

case ${1:-check} in
  install) lock_builds && build_promtool >/dev/null && build_opscheck >/dev/null ;;
  check) lock_builds && check ;;
  *) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
esac

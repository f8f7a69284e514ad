"""The Grafana dashboard, the Prometheus config and alert rules name metrics that exist."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from prometheus_client import Counter, Gauge, Histogram
from prometheus_client.metrics import MetricWrapperBase

from memstream import telemetry

OPS = Path(__file__).resolve().parents[2] / "ops"
REPO = OPS.parent
METRIC = re.compile(r"\bmemstream_[a-z_]+\b")
GROUPING = re.compile(r"\b(?:by|without)\s*\(([^)]*)\)")


def exported() -> dict[str, set[str]]:
    """Every series name memstream exports, with the labels it may carry."""
    series: dict[str, set[str]] = {}
    for value in vars(telemetry).values():
        if not isinstance(value, MetricWrapperBase):
            continue
        name, labels = value._name, set(value._labelnames)
        if isinstance(value, Counter):
            series[f"{name}_total"] = labels
        elif isinstance(value, Histogram):
            for suffix in ("_bucket", "_sum", "_count"):
                series[name + suffix] = labels | ({"le"} if suffix == "_bucket" else set())
        elif isinstance(value, Gauge):
            series[name] = labels
    return series


def dashboard() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((OPS / "grafana/dashboards/memstream.json").read_text())
    return loaded


def dashboard_queries() -> list[str]:
    return [t["expr"] for panel in dashboard()["panels"] for t in panel["targets"]]


def alert_rules() -> list[dict[str, Any]]:
    document = yaml.safe_load((OPS / "prometheus/alerts.yml").read_text())
    return [rule for group in document["groups"] for rule in group["rules"]]


def assert_known(expr: str, series: dict[str, set[str]]) -> None:
    names = set(METRIC.findall(expr))
    assert names, f"no memstream metric in {expr!r}"
    unknown = names - set(series)
    assert not unknown, f"{expr!r} names metrics memstream does not export: {unknown}"
    labels = set().union(*(series[name] for name in names))
    for grouping in GROUPING.findall(expr):
        used = {label.strip() for label in grouping.split(",") if label.strip()}
        assert used <= labels, f"{expr!r} groups by labels the metrics lack: {used - labels}"


def test_telemetry_exports_the_metrics_the_dashboard_is_built_on() -> None:
    series = exported()
    assert "memstream_consumer_lag_records" in series
    assert "memstream_records_dead_lettered_total" in series
    assert "memstream_recall_seconds_bucket" in series


@pytest.mark.parametrize("expr", dashboard_queries())
def test_every_dashboard_query_names_exported_metrics(expr: str) -> None:
    assert_known(expr, exported())


def test_every_panel_uses_the_provisioned_datasource() -> None:
    provisioned = yaml.safe_load(
        (OPS / "grafana/provisioning/datasources/prometheus.yml").read_text()
    )
    uid = provisioned["datasources"][0]["uid"]
    panels = dashboard()["panels"]
    assert len({panel["id"] for panel in panels}) == len(panels)
    for panel in panels:
        assert panel["datasource"]["uid"] == uid
        assert all(target["datasource"]["uid"] == uid for target in panel["targets"])


def test_alert_rules_cover_lag_and_dead_letters_with_known_metrics() -> None:
    rules = alert_rules()
    series = exported()
    for rule in rules:
        assert rule["alert"] and rule["annotations"]["summary"]
        if "memstream_" in rule["expr"]:
            assert_known(rule["expr"], series)
    watched = " ".join(rule["expr"] for rule in rules)
    assert "memstream_consumer_lag_records" in watched
    assert "memstream_records_dead_lettered_total" in watched


def test_prometheus_loads_the_rules_and_scrapes_every_role_with_the_metrics_key() -> None:
    config = yaml.safe_load((OPS / "prometheus/prometheus.yml").read_text())
    assert config["rule_files"] == ["alerts.yml"]  # beside the config, in compose and in tests
    (job,) = config["scrape_configs"]
    assert job["metrics_path"] == "/metrics"
    assert set(job["dns_sd_configs"][0]["names"]) == {"api", "processor", "projector"}
    key_file = job["authorization"]["credentials_file"]
    # The file the compose bootstrap writes, on the volume Prometheus mounts read-only.
    services = yaml.safe_load((REPO / "docker-compose.yml").read_text())["services"]
    command = services["bootstrap"]["command"]
    assert command[command.index("--metrics-key-file") + 1] == key_file
    secrets = f"memstream-secrets:{Path(key_file).parent}"
    assert secrets in services["bootstrap"]["volumes"]
    assert f"{secrets}:ro" in services["prometheus"]["volumes"]


def test_every_alert_has_a_unit_test() -> None:
    tests = yaml.safe_load((OPS / "prometheus/alerts_test.yml").read_text())
    tested = {case["alertname"] for test in tests["tests"] for case in test["alert_rule_test"]}
    assert tested == {rule["alert"] for rule in alert_rules()}


def test_compose_mounts_the_monitoring_files_that_exist() -> None:
    services = yaml.safe_load((REPO / "docker-compose.yml").read_text())["services"]
    for name in ("prometheus", "grafana"):
        for volume in services[name]["volumes"]:
            source = volume.split(":")[0]
            if source.startswith("./"):
                assert (REPO / source).exists(), f"{name} mounts missing {source}"
    assert services["grafana"]["depends_on"] == {"prometheus": {"condition": "service_healthy"}}

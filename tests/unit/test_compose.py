"""docker-compose.yml, parsed (no Docker engine here): health-gated and matching the code."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from memstream.config import Settings
from memstream.runtime.kafka.system import ROLES
from memstream.runtime.kafka.topology import KafkaEnv

COMPOSE = Path(__file__).resolve().parents[2] / "docker-compose.yml"
MEMSTREAM_SERVICES = {"processor": "processor", "projector": "projector", "api": "api"}


@pytest.fixture(scope="module")
def services() -> dict[str, Any]:
    document = yaml.safe_load(COMPOSE.read_text(encoding="utf-8"))
    found: dict[str, Any] = document["services"]
    return found


def one_shot(service: dict[str, Any]) -> bool:
    """A service that runs to completion (the key bootstrap), not one that stays up."""
    return bool(service.get("restart") == "no")


def test_the_stack_has_every_service(services: dict[str, Any]) -> None:
    expected = {"kafka", "postgres", "qdrant", "jaeger", "prometheus", "grafana", "bootstrap"}
    assert set(services) == expected | set(MEMSTREAM_SERVICES)
    assert [name for name, service in services.items() if one_shot(service)] == ["bootstrap"]


def test_every_service_that_stays_up_has_a_healthcheck(services: dict[str, Any]) -> None:
    for name, service in services.items():
        check = service.get("healthcheck")
        if one_shot(service):
            assert check == {"disable": True}, name
            continue
        assert check and check.get("test"), f"{name} has no healthcheck"
        assert not check.get("disable"), name


def test_every_dependency_waits_until_healthy_or_done(services: dict[str, Any]) -> None:
    for name, service in services.items():
        depends_on = service.get("depends_on", {})
        assert isinstance(depends_on, dict), f"{name}: depends_on must name conditions"
        for dependency, rule in depends_on.items():
            assert dependency in services, f"{name} depends on unknown {dependency}"
            done = one_shot(services[dependency])
            condition = "service_completed_successfully" if done else "service_healthy"
            assert rule == {"condition": condition}, f"{name} -> {dependency}"


def test_the_api_needs_keys_and_the_bootstrap_makes_the_first(services: dict[str, Any]) -> None:
    api = services["api"]["environment"]
    assert api["MEMSTREAM_HOST"] == "0.0.0.0"
    assert "MEMSTREAM_AUTH" not in api and "MEMSTREAM_ALLOW_NO_AUTH" not in api
    assert "bootstrap" in services["api"]["depends_on"]
    bootstrap = services["bootstrap"]
    assert bootstrap["command"][:2] == ["keys", "bootstrap"]
    # The operator's own key, when given, comes from the environment (or .env).
    assert bootstrap["environment"]["MEMSTREAM_OPERATOR_KEY"] == "${MEMSTREAM_OPERATOR_KEY:-}"
    assert bootstrap["environment"]["MEMSTREAM_PG_DSN"] == api["MEMSTREAM_PG_DSN"]


def test_memstream_services_run_one_role_each_on_kafka(services: dict[str, Any]) -> None:
    for name, role in MEMSTREAM_SERVICES.items():
        command = services[name]["command"]
        assert command[:3] == ["up", "--runtime", "kafka"], name
        assert command[command.index("--role") + 1] == role
        assert role in ROLES
    assert "kafka" in services["processor"]["depends_on"]
    assert {"kafka", "postgres", "qdrant"} <= set(services["projector"]["depends_on"])
    assert {"processor", "projector"} <= set(services["api"]["depends_on"])


def test_memstream_settings_exist_and_parse(services: dict[str, Any]) -> None:
    known = {f"MEMSTREAM_{field.upper()}" for field in Settings.model_fields}
    known |= {f"MEMSTREAM_KAFKA_{field.upper()}" for field in KafkaEnv.model_fields}
    for name in MEMSTREAM_SERVICES:
        env: dict[str, str] = services[name]["environment"]
        unknown = {key for key in env if key.startswith("MEMSTREAM_")} - known
        assert not unknown, f"{name}: unknown settings {unknown}"
        fields = {k.removeprefix("MEMSTREAM_").lower(): v for k, v in env.items() if k in known}
        settings = Settings.model_validate(fields)
        assert settings.runtime == "kafka" and settings.vectors == "qdrant"
        assert settings.kafka_bootstrap == "kafka:9092"


def test_traces_go_to_jaeger_v2_over_otlp(services: dict[str, Any]) -> None:
    image, _, tag = services["jaeger"]["image"].partition(":")
    assert image == "jaegertracing/jaeger" and tag.startswith("2.")
    for name in MEMSTREAM_SERVICES:
        env = services[name]["environment"]
        assert env["OTEL_EXPORTER_OTLP_ENDPOINT"] == "http://jaeger:4318"
        assert env["OTEL_SERVICE_NAME"] == f"memstream-{name}"
        assert "jaeger" in services[name]["depends_on"]

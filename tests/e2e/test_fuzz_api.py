"""Schemathesis against the OpenAPI document, on a real embedded system (real PostgreSQL).

Valid and invalid requests (positive and negative generation) for every operation,
with the operator's key so that requests reach the handlers (admin routes included),
and every check schemathesis has but response time: no 5xx, status codes, content
types, headers and bodies as documented, negative data rejected, positive accepted,
auth not ignored. Bounded: `FUZZ_EXAMPLES` per operation
and mode (`MEMSTREAM_FUZZ_EXAMPLES` raises it for a longer run).
"""

from __future__ import annotations

import os
import time
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis.checks import max_response_time, positive_data_acceptance
from schemathesis.config import SchemathesisConfig
from schemathesis.config._checks import NEGATIVE_DATA_REJECTION_EXPECTED_STATUSES
from schemathesis.generation import GenerationMode

from memstream.query_api.deps import ApiServices
from memstream.query_api.main import create_app
from tests.e2e.trust_system import TrustSystem, module_pg_dsn, open_trust_system

pytestmark = [
    pytest.mark.slow,
    # schemathesis' own strategies draw from `random` (a deprecation hypothesis warns about)
    pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisDeprecationWarning"),
]
__all__ = ["module_pg_dsn"]

FUZZ_EXAMPLES = int(os.environ.get("MEMSTREAM_FUZZ_EXAMPLES", "25"))
EXCLUDED = [max_response_time]
"""Every check schemathesis has, but timing (timing is measured, never asserted)."""
STATEFUL = {
    ("POST", "/v1/events"): "an event's time must be within the skew of the server's clock",
    ("POST", "/v1/recall"): "a wait_for token must have been issued by this server",
    ("GET", "/v1/users/{user}/forget/{command_id}"): "so must its position token",
}
"""Operations whose valid requests depend on what no schema can state: no check that every
schema-valid request is accepted there (every other check still runs)."""


CALLS: Counter[int] = Counter()
"""Responses by status code, over the whole module (printed at its end; see them with -s)."""


@pytest.fixture(scope="module", autouse=True)
def report() -> Iterator[None]:
    started = time.monotonic()
    yield
    took = time.monotonic() - started
    print(
        f"\nfuzz: {CALLS.total()} requests in {took:.0f} s, by status {dict(sorted(CALLS.items()))}"
    )


@pytest.fixture(scope="module")
def trust(module_pg_dsn: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[TrustSystem]:
    """A secured system that also answers to the host name schemathesis' ASGI client sends."""
    data_dir = tmp_path_factory.mktemp("fuzz")
    yield from open_trust_system(data_dir, module_pg_dsn, allowed_hosts=["testserver"])


@pytest.fixture(scope="module")
def operator_key(trust: TrustSystem) -> Iterator[str]:
    yield trust.key("*")


def operations() -> list[tuple[str, str, GenerationMode]]:
    """(method, path, mode) of every operation of the OpenAPI document (no system needed).

    Negative data needs something to break: operations without inputs get positive only.
    """
    document = create_app(ApiServices(None, None, None, None, dict)).openapi()  # type: ignore[arg-type]
    found = []
    for path, item in document["paths"].items():
        for method, spec in item.items():
            found.append((method.upper(), path, GenerationMode.POSITIVE))
            if spec.get("parameters") or spec.get("requestBody"):
                found.append((method.upper(), path, GenerationMode.NEGATIVE))
    return found


REJECTION = [*NEGATIVE_DATA_REJECTION_EXPECTED_STATUSES, "413"]
"""A batch over max_batch (or a body over max_body_bytes) is refused with 413, as documented."""


@pytest.fixture(scope="module")
def api_schema(trust: TrustSystem) -> Any:
    config = SchemathesisConfig.from_dict(
        {"checks": {"negative_data_rejection": {"expected-statuses": REJECTION}}}
    )
    return schemathesis.openapi.from_asgi("/openapi.json", trust.app, config=config)


@pytest.mark.parametrize(("method", "path", "mode"), operations())
def test_no_5xx_and_every_response_matches_the_schema(
    api_schema: Any, operator_key: str, method: str, path: str, mode: GenerationMode
) -> None:
    operation = api_schema[path][method]
    headers = {"Authorization": f"Bearer {operator_key}"}
    stateful = (method, path) in STATEFUL
    excluded = [*EXCLUDED, positive_data_acceptance] if stateful else EXCLUDED

    @given(case=operation.as_strategy(generation_mode=mode))
    @settings(
        max_examples=FUZZ_EXAMPLES,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        derandomize=True,
        database=None,
    )
    def fuzz(case: Any) -> None:
        response = case.call_and_validate(headers=headers, excluded_checks=excluded)
        CALLS[response.status_code] += 1

    fuzz()

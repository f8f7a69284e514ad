"""Decoding: old payloads keep decoding forever; upcasters chain before validation."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from memstream.schemas import codec
from memstream.schemas.events import EVENT_TYPES, MessagePosted

PAYLOADS = Path(__file__).parent.parent / "fixtures" / "payloads"


@pytest.mark.parametrize("path", sorted(PAYLOADS.glob("v*/*.json")), ids=lambda p: p.stem)
def test_every_stored_payload_still_decodes(path: Path) -> None:
    event = codec.decode_event(path.read_bytes())
    assert event.type == path.stem
    assert codec.decode_event(codec.encode(event)) == event


def test_every_event_type_has_a_stored_payload() -> None:
    stored = {path.stem for path in PAYLOADS.glob("v1/*.json")}
    assert stored == set(EVENT_TYPES)


def test_upcasters_chain_before_validation(monkeypatch: pytest.MonkeyPatch) -> None:
    # A pretend version 0 of message.posted kept its text under "text".
    def v0_to_v1(data: dict[str, Any]) -> dict[str, Any]:
        payload = dict(data["payload"])
        payload["content"] = payload.pop("text")
        return {**data, "payload": payload}

    monkeypatch.setitem(codec.UPCASTERS, ("message.posted", 0), v0_to_v1)
    old = json.loads((PAYLOADS / "v1" / "message.posted.json").read_text())
    old["schema_version"] = 0
    old["payload"]["text"] = old["payload"].pop("content")
    event = codec.decode_event(json.dumps(old).encode())
    assert isinstance(event, MessagePosted)
    assert event.schema_version == 1
    assert event.payload.content.startswith("I prefer concise answers")


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        (b"\xff", "not JSON"),
        (b"[1, 2]", "not a JSON object"),
        (b'{"type": "nope"}', "type"),
        (b'{"type": "message.posted", "id": "x"}', "time"),
    ],
)
def test_bad_bytes_give_a_reason(raw: bytes, reason: str) -> None:
    with pytest.raises(codec.DecodeError, match=reason):
        codec.decode_event(raw)

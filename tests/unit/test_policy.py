"""Policy hooks: default redaction (English and Chinese), should_remember, custom policies."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.ports import InMemoryState, Policy
from memstream.processors.extract import ExtractStage
from memstream.processors.policy import DefaultPolicy, load_policy, redact_event
from memstream.processors.redaction import redact_text
from memstream.schemas.base import Scope
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import (
    Message,
    MessagePosted,
    Remember,
    RememberRequested,
    ToolCall,
    ToolCalled,
)
from memstream.schemas.memory import MemoryType, Provenance

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
SCOPE = Scope(tenant="acme", user="eve", session="s1")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My card is 4111 1111 1111 1111, thanks.", "My card is [redacted card], thanks."),
        ("我的卡号是4111-1111-1111-1111。", "我的卡号是[redacted card]。"),
        ("key sk-proj-abcdefghijklmnop1234 ok", "key [redacted key] ok"),
        ("AKIAIOSFODNN7EXAMPLE here", "[redacted key] here"),
        ("token ghp_abcdefghijklmnopqrstuvwxyz0123456789", "token [redacted key]"),
        ("Authorization: Bearer abc.def-ghijklmnop", "Authorization: Bearer [redacted token]"),
        ("jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9Pl",
         "jwt [redacted token]"),
        ("api_key=abcd1234efgh", "api_key=[redacted secret]"),
        ("client secret: Zx9vQ2mN8pL4", "client secret: [redacted secret]"),
        ("my password is hunter2.", "my password is [redacted password]."),
        ("Password: s3cr3t!", "Password: [redacted password]"),
        ("我的密码是abc123，别告诉别人", "我的密码是[redacted password]，别告诉别人"),
        ("支付密码：886699", "支付密码：[redacted password]"),
        ("SSN 123-45-6789", "SSN [redacted id]"),
        ("身份证 11010519491231002X 号", "身份证 [redacted id] 号"),
        ("my passport number is E12345678.", "my passport number is [redacted id]."),
        ("护照号是G12345678", "护照号是[redacted id]"),
    ],
)  # fmt: skip
def test_default_redaction(text: str, expected: str) -> None:
    assert redact_text(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "card 4111 1111 1111 1112 fails the Luhn check",
        "Order 12345 shipped on 2026-01-05",
        "call me at 555-123-4567 or 13812345678",
        "ssn 000-12-3456 is not a valid number",
        "身份证号码110105194912310021校验位不对",
        "the token is expired",
        "I forgot my password yesterday",
        "我忘了密码",
    ],
)
def test_ordinary_text_and_numbers_that_fail_their_checks_survive(text: str) -> None:
    assert redact_text(text) == text


def candidate(type_: MemoryType, content: str) -> MemoryCandidate:
    return MemoryCandidate(
        id="c1",
        scope=SCOPE,
        type=type_,
        key="k",
        value=content,
        content=content,
        confidence=0.8,
        provenance=Provenance(matcher="m", matcher_version="1"),
        event_time=T0,
    )


def test_default_policy_keeps_no_masked_memory_but_keeps_masked_episodes() -> None:
    policy = DefaultPolicy()
    assert isinstance(policy, Policy)
    assert not policy.should_remember(candidate(MemoryType.FACT, "Password is [redacted password]"))
    assert policy.should_remember(candidate(MemoryType.EPISODE, "User: my card is [redacted card]"))
    assert policy.should_remember(candidate(MemoryType.PREFERENCE, "Prefers tea"))


def test_redact_event_reaches_every_text_and_keeps_ids() -> None:
    call = ToolCalled(
        id="t1",
        time=T0,
        scope=SCOPE,
        payload=ToolCall(
            tool="http",
            arguments={"headers": {"Authorization": "Bearer abcdefghijklmnop"}, "n": 3},
            success=False,
            error="401 for key sk-abcdefghijklmnop1234",
        ),
    )
    redacted = redact_event(call, redact_text)
    assert redacted.payload.arguments == {
        "headers": {"Authorization": "Bearer [redacted token]"},
        "n": 3,
    }
    assert redacted.payload.error == "401 for key [redacted key]"
    assert (redacted.id, redacted.payload.tool) == ("t1", "http")
    clean = MessagePosted(id="m1", time=T0, scope=SCOPE, payload=Message(role="user", content="hi"))
    assert redact_event(clean, redact_text) is clean


def said(n: int, text: str) -> MessagePosted:
    return MessagePosted(
        id=f"m{n}", time=T0, scope=SCOPE, payload=Message(role="user", content=text)
    )


def test_the_stage_redacts_before_buffers_chunks_and_candidates() -> None:
    state = InMemoryState()
    stage = ExtractStage()
    outputs = [
        out
        for n, text in enumerate(
            [
                "My card is 4111 1111 1111 1111.",
                "我的密码是abc123。",
                "Remember that my pin is 4455.",
            ]
        )
        for out in stage.process(said(n, text), state)
    ]
    [chunk] = [o for o in outputs if isinstance(o, MemoryCandidate) and "chunk" in o.key]
    assert "[redacted card]" in chunk.content and "[redacted password]" in chunk.content
    assert all("4111" not in o.model_dump_json() for o in outputs)
    assert all("4455" not in o.model_dump_json() for o in outputs)
    assert "4111" not in str(state) and "abc123" not in str(state)


def test_remember_commands_are_redacted_and_a_masked_memory_is_not_kept() -> None:
    remember = RememberRequested(
        id="r1", time=T0, scope=SCOPE, payload=Remember(content="My PIN is 4455")
    )
    assert ExtractStage().process(remember, InMemoryState()) == []


class KeepNothing:
    """A custom policy: redact every digit, remember nothing."""

    def should_remember(self, candidate: MemoryCandidate) -> bool:
        return False

    def redact(self, text: str) -> str:
        return "".join("#" if ch.isdigit() else ch for ch in text)


KEEP_NOTHING = KeepNothing()


def test_a_custom_policy_is_loaded_by_name_and_used_by_the_stage() -> None:
    assert isinstance(load_policy(None), DefaultPolicy)
    assert isinstance(load_policy(f"{__name__}:KeepNothing"), KeepNothing)
    assert load_policy(f"{__name__}:KEEP_NOTHING") is KEEP_NOTHING
    stage = ExtractStage(policy=load_policy(f"{__name__}:KEEP_NOTHING"))
    state = InMemoryState()
    assert stage.process(said(1, "I prefer tea. Call 555 0100."), state) == []
    assert "555" not in str(state) and "###" in str(state)


@pytest.mark.parametrize("spec", ["no_colon", ":attr", "memstream.text:normalize"])
def test_a_bad_policy_name_is_a_clear_error(spec: str) -> None:
    with pytest.raises((ValueError, TypeError)):
        load_policy(spec)

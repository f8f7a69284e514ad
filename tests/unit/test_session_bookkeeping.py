"""The extract stage's session bookkeeping, done with less work and the same results:
turn lines made once, kinds read only where an instance can start, the turns before a
message read backwards as far as needed, buffered turns built from validated events.
English and Chinese, pure."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memstream.processors.chunk_kinds import MAX_INSTANCE_WORDS, _instances, mentioned_kinds
from memstream.processors.chunks import _cost, speaker_label, turn_line
from memstream.processors.episodes import SessionMessage
from memstream.processors.sessions import (
    SessionBuffer,
    UserSessions,
    asked_before,
    previous_said,
    record_message,
    record_tool_call,
)
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted, Role, ToolCall, ToolCalled
from memstream.text import estimate_tokens, has_cjk, tokenize

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
SCOPE = Scope(tenant="t", user="u", session="s1")
TEXTS = [
    "I adopted a puppy and we walked  to the park with my cat.",
    "我家新养了一只小狗，周末带它去公园。",
]


def _turn(n: int, role: Role, text: str, speaker: str | None = None) -> SessionMessage:
    return SessionMessage(
        event_id=f"e{n}", role=role, content=text, time=T0 + timedelta(minutes=n), speaker=speaker
    )


def _posted(n: int, role: Role, text: str, speaker: str | None = None) -> MessagePosted:
    return MessagePosted(
        id=f"e{n}",
        time=T0 + timedelta(minutes=n),
        scope=SCOPE,
        payload=Message(role=role, content=text, name=speaker),
    )


def _line_as_composed(message: SessionMessage) -> str:
    """A turn's line composed from scratch (what the remembered line must equal)."""
    text = " ".join(message.content.split())
    if message.kind == "tool_call":
        return text
    return f"{speaker_label(message)}{'：' if has_cjk(text) else ': '}{text}"


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize("speaker", [None, "  Caroline   Lee "])
@pytest.mark.parametrize("role", ["user", "assistant"])
def test_a_remembered_turn_line_and_cost_are_the_composed_ones(
    text: str, speaker: str | None, role: Role
) -> None:
    message = _turn(1, role, text, speaker)
    for _ in range(2):  # made, then remembered
        assert turn_line(message) == _line_as_composed(message)
        assert _cost(message) == estimate_tokens(_line_as_composed(message))


def test_turns_of_equal_text_and_other_speakers_keep_their_own_lines() -> None:
    lines = {turn_line(_turn(1, "user", TEXTS[0], name)) for name in (None, "Ann", "Bo")}
    assert lines == {f"{label}: {' '.join(TEXTS[0].split())}" for label in ("User", "Ann", "Bo")}
    assert turn_line(_turn(2, "assistant", TEXTS[1])).startswith("助手：")


def _kinds_everywhere(text: str) -> list[str]:
    """Every word sequence tried as an instance, wherever it starts (the reference reading)."""
    tokens, known = tokenize(text), _instances()
    kinds: set[str] = set()
    for start in range(len(tokens)):
        for end in range(start + 1, min(start + MAX_INSTANCE_WORDS, len(tokens)) + 1):
            kinds |= known.get(tuple(tokens[start:end]), frozenset())
    return sorted(kinds)


@pytest.mark.parametrize(
    "text",
    [
        *TEXTS,
        "We had ice cream in New York City, then read Harry Potter.",
        "User: my dogs and cats\nAssistant: lovely pets!",
        "她喜欢吃冰淇淋，也喜欢弹钢琴和吉他。",
        "nothing here at all",
    ],
)
def test_kinds_read_only_where_an_instance_starts_are_all_the_kinds(text: str) -> None:
    assert mentioned_kinds(text) == _kinds_everywhere(text)


def test_kinds_are_found_in_english_and_chinese() -> None:
    assert mentioned_kinds(TEXTS[0]) and mentioned_kinds(TEXTS[1])


def _buffer(turns: list[SessionMessage]) -> SessionBuffer:
    return SessionBuffer(scope=SCOPE, started_at=T0, last_at=T0, messages=turns)


def _said_by_full_scan(buffer: SessionBuffer, event: MessagePosted) -> tuple[str, ...]:
    earlier = [m for m in buffer.messages if m.event_id != event.id and m.time <= event.time]
    return tuple(reversed([m.content for m in earlier if m.role == "user"][-3:]))


def _asked_by_full_scan(buffer: SessionBuffer, event: MessagePosted) -> str | None:
    earlier = [m for m in buffer.messages if m.event_id != event.id and m.time <= event.time]
    turns = [m for m in earlier if m.role in ("user", "assistant")]
    if event.payload.role != "user" or not turns or turns[-1].role != "assistant":
        return None
    return turns[-1].content


SESSION = [
    _turn(0, "user", "I like chess"),
    _turn(1, "assistant", "Where are you based?"),
    _turn(2, "tool", "Tool weather: ok"),
    _turn(3, "user", "我住在杭州"),
    _turn(4, "user", "oh, and climbing too"),
    _turn(5, "assistant", "你在哪家公司上班？"),
    _turn(6, "system", "be brief"),
    _turn(9, "user", "a turn from later on"),
]


@pytest.mark.parametrize("at", [0, 1, 2, 3, 4, 5, 6, 7, 9])
@pytest.mark.parametrize("role", ["user", "assistant"])
def test_the_turns_before_a_message_read_backwards_are_the_full_scan_s(at: int, role: Role) -> None:
    buffer = _buffer(list(SESSION))
    for event in (_posted(at, role, "Lisbon"), _posted(at, role, "成都")):
        assert previous_said(buffer, event) == _said_by_full_scan(buffer, event)
        assert asked_before(buffer, event) == _asked_by_full_scan(buffer, event)


def test_a_short_answer_reads_the_question_just_before_it() -> None:
    buffer = _buffer(list(SESSION))
    assert asked_before(buffer, _posted(7, "user", "阿里巴巴")) == "你在哪家公司上班？"
    assert previous_said(buffer, _posted(7, "user", "Acme")) == (
        "oh, and climbing too",
        "我住在杭州",
        "I like chess",
    )


@pytest.mark.parametrize("text", TEXTS)
def test_a_recorded_message_is_the_validated_turn(text: str) -> None:
    state = UserSessions()
    event = _posted(1, "user", text, speaker=" Mel  Lee ")
    record_message(state, event)
    buffered = state.sessions["s1"].messages[-1]
    expected = SessionMessage(
        event_id="e1", role="user", content=text, time=event.time, speaker="Mel Lee"
    )
    assert buffered == expected
    assert buffered.model_dump_json() == expected.model_dump_json()
    assert buffered.model_fields_set == expected.model_fields_set | {"external_id"}


def test_a_recorded_tool_call_is_the_validated_turn() -> None:
    state = UserSessions()
    event = ToolCalled(
        id="e5",
        time=T0,
        scope=SCOPE,
        payload=ToolCall(tool="pip", success=False, error="ProxyError: 407"),
    )
    record_tool_call(state, event)
    buffered = state.sessions["s1"].messages[-1]
    line = buffered.content
    expected = SessionMessage(event_id="e5", role="tool", content=line, time=T0, kind="tool_call")
    assert buffered == expected and line.startswith("Tool pip")
    assert buffered.model_dump_json() == expected.model_dump_json()

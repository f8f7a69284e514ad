"""What the assistant's question asks (the question lexicon), and the session turn a short
answer answers: English and Chinese, pure."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memstream.processors.episodes import SessionMessage
from memstream.processors.grammar.answers import asked, trimmed
from memstream.processors.sessions import SessionBuffer, asked_before
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted


@pytest.mark.parametrize(
    ("message", "slot"),
    [
        ("Great, thanks! What kind of music do you like?", "like"),
        ("Where are you based?", "home_location"),
        ("Any allergies I should know about?", "allergy"),
        ("What do you do for work?", "role"),
        ("What do you do for fun?", "like"),
        ("Who do you work for?", "employer"),
        ("Do you have pets?", "pet"),
        ("Which editor do you use?", "pref.editor"),
        ("Should I use metric or imperial?", "choice"),
        ("你平时喜欢吃什么？", "like"),
        ("你在哪个城市？", "home_location"),
        ("有什么忌口吗？", "diet"),
        ("你是干哪行的？", "role"),
        ("你在哪家公司上班？", "employer"),
        ("你会说什么语言？", "languages"),
        ("要表格还是列表？", "choice"),
    ],
)
def test_the_slot_a_question_asks(message: str, slot: str) -> None:
    found = asked(message, chinese=not message.isascii())
    assert found is not None and found.slot == slot


@pytest.mark.parametrize(
    "message",
    [
        "Here is your summary.",
        "What would you like to do today?",
        "Where does your wife work?",
        "What time is it in Tokyo?",
        "好的，我记下了。",
        "要不要我帮你订餐厅？",
        "你老婆喜欢吃什么？",
        "What do you like? Anyway, here is the plan.",
    ],
)
def test_no_slot_is_asked(message: str) -> None:
    found = asked(message, chinese=not message.isascii())
    assert found is None or (found.slot is None and found.statement is None)


@pytest.mark.parametrize(
    ("message", "statement"),
    [
        ("Are you vegetarian?", "I'm vegetarian"),
        ("Do you speak any Spanish?", "I speak Spanish"),
        ("你是素食者吗？", "我是素食者"),
        ("你吃不吃辣？", "我吃辣"),
    ],
)
def test_a_yes_no_question_said_by_the_user(message: str, statement: str) -> None:
    found = asked(message, chinese=not message.isascii())
    assert found is not None and found.statement == statement


def _turn(index: int, role: str, text: str, at: datetime) -> SessionMessage:
    return SessionMessage(event_id=f"e{index}", role=role, content=text, time=at)


def test_asked_before_is_the_assistant_turn_just_before() -> None:
    at = datetime(2026, 4, 6, 9, 0, tzinfo=UTC)
    scope = Scope(tenant="t", user="u", session="s1")
    turns = [_turn(0, "user", "hi", at), _turn(1, "assistant", "你在哪个城市？", at)]
    buffer = SessionBuffer(scope=scope, started_at=at, last_at=at, messages=turns)
    later = at + timedelta(minutes=1)
    reply = MessagePosted(
        id="e2", time=later, scope=scope, payload=Message(role="user", content="成都")
    )
    assert asked_before(buffer, reply) == "你在哪个城市？"
    buffer.messages.append(_turn(2, "user", "成都", later))
    again = MessagePosted(
        id="e3", time=later, scope=scope, payload=Message(role="user", content="Lisbon")
    )
    assert asked_before(buffer, again) is None
    assert asked_before(buffer, reply) == "你在哪个城市？"  # a replay reads the same turn


@pytest.mark.parametrize(
    ("said", "chinese"),
    [("hands down", False), ("for sure", False), ("没得说", True), ("毫无疑问", True)],
)
def test_a_part_that_only_says_how_sure_is_no_item(said: str, chinese: bool) -> None:
    assert trimmed(said, chinese) == ""


def test_how_sure_after_an_item_is_trimmed() -> None:
    assert trimmed("jazz for sure", False) == "jazz"
    assert trimmed("川菜吧", True) == "川菜"

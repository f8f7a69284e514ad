"""A "no" to the assistant's "still ...?" question (grammar/denied.py): what it asked about
ends and what the answer names takes its place. English and Chinese; must and must-not."""

from __future__ import annotations

from datetime import timedelta

import pytest

from memstream.processors.memory_state import MemoryEntry, entries_prefix
from memstream.schemas.events import Message, MessagePosted
from memstream.schemas.memory import MemoryStatus
from tests.fixtures.learning import SCOPE, T0, Stages


def active(first: str, question: str, answer: str) -> set[str]:
    """`key=value` of the active memories after a statement, the assistant's question and
    the user's answer (narrative and session chunks left out)."""
    stages = Stages()
    for index, (role, text) in enumerate(
        (("user", first), ("assistant", question), ("user", answer))
    ):
        event = MessagePosted(
            id=f"e{index}",
            time=T0 + timedelta(minutes=index),
            scope=SCOPE,
            payload=Message(role=role, content=text),
        )
        stages.feed(event)
    found = [
        v for _, v in stages.state.scan(entries_prefix(SCOPE.key)) if isinstance(v, MemoryEntry)
    ]
    return {
        f"{e.memory.key}={e.memory.value}"
        for e in found
        if e.memory is not None
        and e.memory.status is MemoryStatus.ACTIVE
        and not e.memory.key.startswith(("profile.narrative", "session:"))
    }


DENIED = [
    (
        "I drink coffee every morning",
        "Do you still take coffee in the mornings?",
        "nope, tea now",
        "fact:habit=tea",
        "fact:habit=drink coffee every morning",
    ),
    (
        "I run every morning",
        "Still running every morning?",
        "not anymore, swimming now",
        "fact:habit=swimming",
        "fact:habit=run every morning",
    ),
    (
        "I love jazz",
        "Still into jazz these days?",
        "nah, bluegrass mostly",
        "pref:bluegrass=like",
        "pref:jazz=like",
    ),
    (
        "I live in Lisbon",
        "Are you still in Lisbon?",
        "nope, Porto since May",
        "profile.location=Porto",
        "profile.location=Lisbon",
    ),
    (
        "I work at Google",
        "Still at Google?",
        "nope, Meta now",
        "profile.employer=Meta",
        "profile.employer=Google",
    ),
    (
        "我住在杭州",
        "你还在杭州吗？",
        "不在了，搬到苏州了",
        "profile.location=苏州",
        "profile.location=杭州",
    ),
    (
        "我每天跑步",
        "还每天跑步吗？",
        "早不跑了，改游泳了",
        "fact:habit=游泳",
        "fact:habit=每天跑步",
    ),
    (
        "我在腾讯上班",
        "还在腾讯上班吗？",
        "不在了，现在在字节",
        "profile.employer=字节",
        "profile.employer=腾讯",
    ),
]


@pytest.mark.parametrize(("first", "question", "answer", "now", "gone"), DENIED)
def test_a_no_to_a_still_question(
    first: str, question: str, answer: str, now: str, gone: str
) -> None:
    found = active(first, question, answer)
    assert now in found
    assert gone not in found


NOT_DENIED = [
    ("I live in Lisbon", "Are you still in Lisbon?", "yep, still here", "profile.location=Lisbon"),
    (
        "I live in Lisbon",
        "Are you still in Lisbon?",
        "no, I'm not sure what you mean",
        "profile.location=Lisbon",
    ),
    (
        "I live in Lisbon",
        "Want me to book a table in Lisbon?",
        "nope, Porto instead",
        "profile.location=Lisbon",
    ),
    ("我住在杭州", "你还在杭州吗？", "在呀", "profile.location=杭州"),
    ("I live in Lisbon", "Are you still there?", "nope", "profile.location=Lisbon"),
    ("I love jazz", "Is it still raining in Lisbon?", "nope, sunny now", "pref:jazz=like"),
    ("我喜欢爵士", "你还需要我继续吗？", "不用了", "pref:爵士=like"),
    ("我住在杭州", "要不要推荐杭州的餐厅？", "不了，谢谢", "profile.location=杭州"),
]


@pytest.mark.parametrize(("first", "question", "answer", "kept"), NOT_DENIED)
def test_no_ending_without_a_no_to_a_still_question(
    first: str, question: str, answer: str, kept: str
) -> None:
    assert kept in active(first, question, answer)

from __future__ import annotations

import pytest

from memstream.query_api.recall.route import REQUESTED_TYPE_WEIGHT, restrict, route
from memstream.schemas.memory import MemoryType


@pytest.mark.parametrize(
    ("query", "cue"),
    [
        ("What did we talk about last time?", "last time"),
        ("Let's continue with the migration plan", "continue"),
        ("Previously you suggested a fix for the login bug", "previously"),
        ("Where we left off yesterday", "left off"),
        ("上次我们聊到哪了？", "上次"),
        ("之前说的那个方案怎么样了", "之前"),
        ("继续写那篇文章", "继续"),
    ],
)
def test_episodic_cues_favour_episodes(query: str, cue: str) -> None:
    chosen = route(query, has_session=False)
    assert chosen.intent == "episodic"
    assert chosen.cue == cue
    assert chosen.weight(MemoryType.EPISODE) > chosen.weight(MemoryType.FACT) > 0.0


@pytest.mark.parametrize(
    ("query", "cue"),
    [
        ("What is my project called?", "my"),
        ("where do I live?", "do i"),
        ("Should I use emojis when I reply to the user?", "the user"),
        ("我的项目叫什么名字？", "我的"),
        ("我住在哪里？", "我住"),
        ("用户喜欢什么饮料", "用户"),
    ],
)
def test_personal_cues_favour_facts_and_preferences(query: str, cue: str) -> None:
    chosen = route(query, has_session=False)
    assert chosen.intent == "personal"
    assert chosen.cue == cue
    assert chosen.weight(MemoryType.FACT) == 1.0
    assert chosen.weight(MemoryType.PREFERENCE) == 1.0
    assert chosen.weight(MemoryType.EPISODE) < chosen.weight(MemoryType.FACT)


@pytest.mark.parametrize(
    "query", ["How do I sort a list in Python?", "Explain TCP slow start", "今天天气怎么样？", ""]
)
def test_generic_question_gets_only_profile_and_preferences(query: str) -> None:
    chosen = route(query, has_session=False)
    assert chosen.intent == "generic"
    assert chosen.cue is None
    assert chosen.weight(MemoryType.PROFILE) == 1.0
    assert chosen.weight(MemoryType.PREFERENCE) == 1.0
    assert chosen.weight(MemoryType.FACT) == 0.0
    assert chosen.weight(MemoryType.EPISODE) == 0.0
    assert not chosen.working_memory


def test_an_active_session_adds_its_working_memory() -> None:
    generic = route("Explain TCP slow start", has_session=True)
    assert generic.intent == "session"
    assert generic.working_memory
    personal = route("what is my deadline?", has_session=True)
    assert personal.intent == "personal"
    assert personal.working_memory


def test_episodic_wins_over_personal() -> None:
    assert route("continue my project from last time", has_session=False).intent == "episodic"
    assert route("继续我的项目", has_session=False).intent == "episodic"


def test_restrict_keeps_only_requested_types_and_weighs_them() -> None:
    chosen = restrict(route("Explain TCP", has_session=False), [MemoryType.EPISODE])
    assert dict(chosen.type_weights) == {MemoryType.EPISODE: REQUESTED_TYPE_WEIGHT}
    kept = restrict(route("my project", has_session=False), [MemoryType.FACT])
    assert dict(kept.type_weights) == {MemoryType.FACT: 1.0}
    assert restrict(kept, None) is kept

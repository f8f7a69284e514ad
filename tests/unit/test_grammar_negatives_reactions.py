"""Precision in chat (issue 22, LoCoMo audit kinds): a reaction to what is shown, a polite
formula, a taste of one's childhood, a goal about what the context names or about keeping
one's mood, and a name that opens with a function word are no memory; the lasting tastes and
goals beside them still are. English and Chinese (none is a corpus line)."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh

ANCHOR = date(2026, 5, 4)


def user_slots(text: str) -> set[tuple[str, str]]:
    """(slot, value) of what a sentence says about the user, by its language."""
    parse = zh.parse if any("\u4e00" <= c <= "\u9fff" for c in text) else en.parse
    return {(f.slot, f.value) for f in parse(text, ANCHOR) if f.subject == "user"}


@pytest.mark.parametrize(
    "text",
    [
        "I love the color and texture",
        "I really like the idea and the acting",
        "I love the way the sauce turned out!",
        "Love to hear more about it.",
        "I love to help, just ask",
        "I loved reading comics as a kid",
        "I liked climbing trees when I was little",
        "I'm trying to stay positive, but it's tough.",
        "I'm determined to make it work.",
        "Trying to get it fixed this week",
        "I'm trying to figure out how to pick a laptop",
        "我喜欢这个颜色",
        "我很喜欢那个画面",
        "我一直在努力保持乐观",
        "我一定要把它做成",
    ],
)
def test_no_lasting_taste_goal_or_name(text: str) -> None:
    found = user_slots(text)
    assert not {slot for slot, _ in found} & {"like", "dislike", "goal", "name"}, found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I love the ocean", ("like", "ocean")),
        ("There's nothing like the energy in a stadium", ("like", "energy in a stadium")),
        ("I love reading", ("like", "reading")),
        ("I'm determined to make this studio work", ("goal", "make this studio work")),
        ("I'm trying to lose weight", ("goal", "lose weight")),
        ("I want to pick up the guitar", ("goal", "pick up the guitar")),
        ("I'm into chess", ("like", "chess")),
        ("我喜欢吃辣", ("like", "吃辣")),
        ("我的目标是明年考研", ("goal", "考研")),
    ],
)
def test_lasting_tastes_and_goals_stay(text: str, expected: tuple[str, str]) -> None:
    assert expected in user_slots(text)


def test_a_name_never_opens_with_a_function_word() -> None:
    assert not {slot for slot, _ in user_slots("I'm into chess")} & {"name"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Can you help me pick an anniversary gift for my girlfriend Ana?", ("relation", "Ana")),
        ("could you write a toast for my brother Tom's wedding?", ("relation", "Tom")),
    ],
)
def test_a_relation_named_in_a_request_is_learned(text: str, expected: tuple[str, str]) -> None:
    """A request learns nothing else about the user, but a close person it names is theirs."""
    assert user_slots(text) == {expected}


def test_an_unnamed_relation_in_a_request_is_not() -> None:
    assert user_slots("can you suggest a name for my dog?") == set()
    assert user_slots("帮我给我女朋友挑个生日礼物") == set()

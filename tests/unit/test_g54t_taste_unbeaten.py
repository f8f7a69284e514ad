"""The strongest like said as a comparison nothing wins (issue 22, g54t), EN and ZH:
"There's nothing I love more than a long hike", "You can't beat a good curry", 我最爱的莫过于
火锅, 什么都比不上妈妈做的红烧肉. Irony, a question, someone else, a person or a value of a
life teaches no taste."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _tastes(text: str) -> set[tuple[str, str]]:
    """(object, like or dislike or no) of the tastes one message teaches about the user."""
    return {(k.removeprefix("pref:"), v) for k, v in learned_keys(text) if k.startswith("pref:")}


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("There's nothing I love more than a long hike.", "long hike"),
        ("There is nothing I like more than baking bread on a rainy day.", "baking bread"),
        (
            "Nothing I enjoy more than a quiet Sunday morning with the paper.",
            "quiet sunday morning",
        ),
        ("Honestly there's nothing I'd rather do than go fishing.", "fishing"),
        ("Nothing tops homemade pasta.", "homemade pasta"),
        ("Nothing compares to a Neapolitan pizza.", "neapolitan pizza"),
        ("There's no better way to spend a Saturday than hiking.", "hiking"),
        ("I can't think of anything better than a hot bath.", "hot bath"),
        ("No food is better than sushi for me.", "sushi"),
        ("我最爱的莫过于火锅", "火锅"),
        ("最让我开心的莫过于周末撸猫", "周末撸猫"),
        ("什么都比不上妈妈做的红烧肉", "妈妈做的红烧肉"),
        ("没什么比得上一碗热汤面", "一碗热汤面"),
        ("啥也比不过夏天的一口冰西瓜", "夏天的一口冰西瓜"),
        ("周末我最享受的莫过于睡到自然醒", "睡到自然醒"),
    ],
)
def test_what_nothing_beats_is_liked(text: str, thing: str) -> None:
    assert (thing, "like") in _tastes(text)


def test_a_plan_read_inside_what_nothing_beats_is_no_plan() -> None:
    keys = learned_keys("最让我开心的莫过于周末撸猫")
    assert not any(key.startswith("fact:plan") for key, _ in keys)


def test_what_nothing_is_hated_more_than_is_disliked() -> None:
    assert ("loud chewing", "dislike") in _tastes("There's nothing I hate more than loud chewing.")


@pytest.mark.parametrize(
    "text",
    [
        "Nothing I love more than a 6am meeting.",
        "There's nothing I love more than sitting in traffic.",
        "Nothing I love more than doing my taxes.",
        "You can't beat the traffic.",
        "You can't beat homemade bread.",
        "I can't beat my brother at chess.",
        "Would you say nothing beats a good curry?",
        "My wife says there's nothing she loves more than gardening.",
        "我什么都比不上他",
        "什么都比不上健康",
        "他最爱的莫过于钓鱼",
        "你最爱的莫过于火锅吧？",
        "没有比加班更开心的事了呵呵",
    ],
)
def test_irony_others_and_values_of_a_life_are_no_taste(text: str) -> None:
    assert not {t for t in _tastes(text) if t[1] == "like"}

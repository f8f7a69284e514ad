"""Skills said by the years of practice behind them (issue 22, g52t), in English and Chinese:
a craft done, taught or had for a stretch of one's life, a craft with its verb said again
before the years (修车修了半辈子), or named first and then done for years (黄酒酿了四十年). Someone
else's years, a question, a wish, a job or a way of life said for years are no skill."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _skills(text: str) -> set[str]:
    """The skills one message teaches about the user."""
    return {v.lower() for k, v in learned_keys(text) if k == "profile.skills"}


@pytest.mark.parametrize(
    ("text", "skill"),
    [
        ("I've done carpentry my whole life.", "carpentry"),
        ("I've taught yoga for a decade, mostly to beginners.", "yoga"),
        ("I have practised judo since I was six.", "judo"),
        ("I've spent twenty years fixing boilers.", "fixing boilers"),
        ("I've got fifteen years of welding under my belt.", "welding"),
        ("Ten years of pottery now, and I still love it.", "pottery"),
        ("Baking bread for two decades now.", "baking bread"),
        ("我在县城的修车铺修车修了半辈子", "修车"),
        ("我捞纸捞了二十年了，这手艺别处学不来", "捞纸"),
        ("我写Java写了十年了", "写java"),
        ("毛笔字我写了三十年。", "写毛笔字"),
        ("家住绍兴老城区，黄酒酿了四十年", "酿黄酒"),
        ("我织毛衣织了几十年", "织毛衣"),
        ("我做饭做了三十年，闭着眼都会", "做饭"),
    ],
)
def test_a_craft_done_for_years_is_a_skill(text: str, skill: str) -> None:
    assert skill in _skills(text)


@pytest.mark.parametrize(
    "text",
    [
        "My dad has done carpentry his whole life.",
        "Have you done pottery for years?",
        "I've spent years waiting for this.",
        "Three years of therapy and I feel better.",
        "Twenty years of marriage and still going.",
        "I've done night shifts for ten years.",
        "Living here for ten years now.",
        "I've taught English for ten years.",
        "I've studied law for five years.",
        "我爸修车修了一辈子",
        "你修车修了多少年？",
        "如果我练琴练了十年就好了",
        "我在北京住了十年",
        "这份工作干了十年",
        "旧车开了十年，该换了",
        "她在协和当护士，已经干了十年了",
        "电力巡线干了七年",
        "我干装修干了十几年",
    ],
)
def test_years_that_are_not_a_craft_of_the_user_teach_no_skill(text: str) -> None:
    assert _skills(text) == set()


def test_a_repeated_verb_is_not_read_backwards() -> None:
    assert "java写" not in _skills("我写Java写了十年了")

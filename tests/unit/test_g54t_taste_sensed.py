"""A taste said by what a thing tastes or smells like to the user (issue 22, g54t):
"Coriander tastes of soap to me", 香菜吃起来一股肥皂味, "Durian smells like heaven to me". A
thing at hand, someone else's mouth or a question teaches no taste."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import tastes_learned


@pytest.mark.parametrize(
    ("text", "polarity", "thing"),
    [
        ("Coriander tastes of soap to me", "dislike", "coriander"),
        ("IPAs taste like pine soap to me now", "dislike", "ipas"),
        ("oat milk has started to taste like cardboard to me", "dislike", "oat milk"),
        ("Durian smells like heaven to me", "like", "durian"),
        ("Fresh bread smells like home.", "like", "fresh bread"),
        ("香菜吃起来一股肥皂味", "dislike", "香菜"),
        ("榴莲闻着像臭袜子", "dislike", "榴莲"),
        ("苦瓜在我嘴里跟药一样", "dislike", "苦瓜"),
        ("鱼腥草吃着像洗洁精，受不了", "dislike", "鱼腥草"),
    ],
)
def test_what_a_thing_tastes_like_is_a_taste(text: str, polarity: str, thing: str) -> None:
    assert (polarity, thing) in tastes_learned(text)


@pytest.mark.parametrize(
    "text",
    [
        "This wine tastes like vinegar",
        "The coffee here tastes like dirt",
        "Does cilantro taste like soap to you?",
        "Durian smells like heaven to my husband",
        "这杯咖啡喝起来像泥土",
        "你觉得香菜像肥皂吗？",
    ],
)
def test_a_thing_at_hand_or_someone_elses_taste_is_none(text: str) -> None:
    assert tastes_learned(text) == set()


def test_a_medicine_taken_is_no_likening() -> None:
    assert tastes_learned("俺有高血压，一直吃着药，给俺弄个少盐的菜谱") == set()

"""How often said in more words (issue 22, g53h): "every so often", "once in a while" at the
front; 每两周 / 每隔两周 / 每三个月 (every N weeks or months); 一个月 + a count (一个月去一次理发
店); 平时 before a doing (see test_g53h_usual_days); "Whenever I get home I make tea" (an event
said with whenever before the user). A past count (一个月跑了三次), someone else's month or a
question teach no habit."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import habits_learned


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("Every so often I go to the cinema alone.", "go to the cinema alone every so often"),
        ("Whenever I get home I make a cup of tea.", "make a cup of tea whenever I get home"),
        ("Whenever I'm stressed I bake bread.", "bake bread whenever I am stressed"),
        ("Whenever I visit my gran I bring flowers.", "bring flowers whenever I visit gran"),
        ("我每两周去一次医院复查。", "每两周去医院复查"),
        ("我每隔两周回一趟老家", "每隔两周回老家"),
        ("我一个月去一次理发店", "一个月去一次理发店"),
        ("我一个月回一趟老家", "一个月回一趟老家"),
    ],
)
def test_how_often_in_more_words_is_a_habit(text: str, habit: str) -> None:
    assert habits_learned(text) == [habit]


@pytest.mark.parametrize(
    "text",
    [
        "Every so often the printer jams.",
        "When I get home I'll call you.",
        "When I was a kid I played outside.",
        "Whenever you call I pick up.",
        "一个月跑了三次",
        "冬天一个月能跑三四趟从化",
        "我一个月工资八千",
        "他一个月去一次理发店",
        "你一个月去几次健身房？",
        "我两周前去了医院",
    ],
)
def test_a_one_off_a_thing_or_someone_else_teach_no_habit(text: str) -> None:
    assert habits_learned(text) == []

"""A name asked for holds no request and no particle after it; a phrase ending in a known
place keeps the place whole (成都's 都 is not "all"). English and Chinese."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh

ANCHOR = date(2026, 3, 2)


def _values(lang: str, sentence: str, slot: str) -> list[str]:
    parse = zh.parse if lang == "zh" else en.parse
    return [f.value for f in parse(sentence, ANCHOR) if f.slot == slot and f.subject == "user"]


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("你以后就喊我彤彤好了", "彤彤"),
        ("以后叫我小满就可以了", "小满"),
        ("你直接叫我阿杰呗", "阿杰"),
        ("大家都叫我老周嘛", "老周"),
    ],
)
def test_zh_a_name_asked_for_without_the_particle_after_it(sentence: str, name: str) -> None:
    assert _values("zh", sentence, "name") == [name]


@pytest.mark.parametrize(
    "sentence",
    ["你可以叫我帮你查", "明早七点喊我起床", "记得叫我去吃饭", "到了叫我一声", "你就叫我替你写吧"],
)
def test_zh_what_one_is_called_to_do_is_no_name(sentence: str) -> None:
    assert _values("zh", sentence, "name") == []


@pytest.mark.parametrize(
    ("sentence", "name"),
    [("please call me Jo from now on", "Jo"), ("just call me Sam", "Sam")],
)
def test_en_a_name_asked_for(sentence: str, name: str) -> None:
    assert _values("en", sentence, "name") == [name]


@pytest.mark.parametrize(
    "sentence",
    ["you can call me when you land", "call me to help with the dishes lol", "call me back later"],
)
def test_en_what_one_is_called_to_do_is_no_name(sentence: str) -> None:
    assert _values("en", sentence, "name") == []


@pytest.mark.parametrize(
    ("sentence", "slot", "value"),
    [
        ("我喜欢成都", "like", "成都"),
        ("我最爱的城市是成都", "like", "成都"),
        ("我们打算搬去成都", "goal", "搬去成都"),
        ("我打算明年搬去京都", "goal", "搬去京都"),
    ],
)
def test_zh_a_place_ending_in_an_adverb_character_is_kept_whole(
    sentence: str, slot: str, value: str
) -> None:
    """English has no such clash (an adverb is its own word)."""
    assert value in _values("zh", sentence, slot)


@pytest.mark.parametrize(
    ("sentence", "value"), [("网球我也挺喜欢", "网球"), ("咖啡我都爱", "咖啡")]
)
def test_zh_adverbs_around_a_thing_still_trimmed(sentence: str, value: str) -> None:
    assert _values("zh", sentence, "like") == [value]


@pytest.mark.parametrize("sentence", ["下周一去新公司报到", "月底去新单位报到"])
def test_zh_a_new_workplace_named_by_its_kind_is_a_plan_not_an_employer(sentence: str) -> None:
    """ "The new company" names none (英语: "start at the new place Monday" is no employer)."""
    assert _values("zh", sentence, "employer") == []
    assert _values("zh", sentence, "plan")


def test_en_the_new_place_is_no_employer() -> None:
    assert _values("en", "I start at the new place on Monday", "employer") == []

"""A correction of an earlier message by its value, in either order ("Cambridge, not Boston",
"not Boston, Cambridge"; 是杭州不是上海, 不是上海，是杭州): the old value ends, the new one
takes its place; a sentence's full stop is never part of a value. English and Chinese."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import en_updates, zh_updates


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("Oops, I meant Cambridge, not Boston.", "boston", "Cambridge"),
        ("Sorry, Cambridge, not Boston.", "boston", "Cambridge"),
        ("sorry, not Berlin, Munich", "berlin", "Munich"),
    ],
)
def test_an_english_correction_names_the_old_and_the_new_value(
    text: str, old: str, new: str
) -> None:
    [fill] = en_updates._corrected(text)
    assert (fill.value, fill.extra["instead"]) == (old, new)


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("说错了，是杭州不是上海。", "上海", "杭州"),
        ("不好意思打错了，是美的不是美团", "美团", "美的"),
        ("其实不是上海，是苏州", "上海", "苏州"),
    ],
)
def test_a_chinese_correction_names_the_old_and_the_new_value(
    text: str, old: str, new: str
) -> None:
    [fill] = zh_updates._corrected(text)
    assert (fill.value, fill.extra["instead"]) == (old, new)


@pytest.mark.parametrize("text", ["Sorry, I mean it, not really.", "是我不是他"])
def test_no_correction_without_two_values(text: str) -> None:
    corrected = zh_updates._corrected if "\u4e00" <= text[0] <= "\u9fff" else en_updates._corrected
    assert corrected(text) == []

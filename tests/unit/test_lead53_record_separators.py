"""A self-description typed as labelled fields on one line, the fields parted by emoji, an
ideographic space or plain spaces between Chinese labels (`labelled_fields._RECORD_BREAK`)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("坐标：厦门🌊　职业：UI设计师🎨　爱好：冲浪🏄", {"厦门", "UI设计师", "冲浪"}),
        ("职业：护士　现居：长沙　爱好：追剧", {"护士", "长沙", "追剧"}),
        ("职业：程序员 城市：成都 宠物：柯基", {"程序员", "成都"}),
        ("📍 Location: Porto ✈️ Job: flight attendant 🐶 Dog: Miso", {"Porto", "flight attendant"}),
        ("🏠 City: Tucson 💼 Occupation: welder", {"Tucson", "welder"}),
    ],
)
def test_fields_parted_by_emoji_or_spaces_are_each_read(text: str, expected: set[str]) -> None:
    learned = " | ".join(f"{key} {value}" for key, value in learned_keys(text))
    assert all(value in learned for value in expected), learned


def test_an_emoji_inside_a_sentence_does_not_make_a_record() -> None:
    assert not {value for _, value in learned_keys("My cousin 🙃 Name: unknown yet, lol")} & {
        "unknown yet"
    }

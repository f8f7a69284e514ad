"""A tool or a programming language one "speaks fluent" is a skill (g56e): "I speak fluent
Excel", "I speak decent SQL"; a human language stays a language, and a word that is no known
tool teaches nothing. Every sentence is written for these tests, in English and Chinese (in
Chinese a tool is not "spoken": 精通Excel is read already, and a spoken language stays one)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import en_slots, zh_slots

SPOKEN_TOOLS: list[tuple[str, set[tuple[str, str]]]] = [
    ("I speak fluent Haskell", {("skill", "Haskell")}),
    ("honestly I speak fluent Kubernetes at this point", {("skill", "Kubernetes")}),
    ("I speak decent SQL and some Bash", {("skill", "SQL"), ("skill", "Bash")}),
    ("I speak passable PHP", {("skill", "PHP")}),
]


@pytest.mark.parametrize(("text", "expected"), SPOKEN_TOOLS)
def test_a_tool_spoken_fluently_is_a_skill(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= {pair for pair in en_slots(text) if pair[0] == "skill"}


def test_a_human_language_spoken_fluently_is_a_language() -> None:
    assert en_slots("I speak fluent Portuguese") == {("languages", "Portuguese")}


def test_no_skill_from_a_word_that_is_no_tool() -> None:
    assert not {p for p in en_slots("I speak fluent sarcasm") if p[0] == "skill"}
    assert not {p for p in en_slots("I speak fluent toddler by now") if p[0] == "skill"}


def test_someone_elses_tool_is_not_the_users_skill() -> None:
    assert not {p for p in en_slots("my nephew speaks fluent Haskell") if p[0] == "skill"}


def test_chinese_a_tool_mastered_and_a_language_spoken() -> None:
    assert ("skill", "Excel") in zh_slots("我精通Excel")
    assert zh_slots("我说一口流利的葡萄牙语") == {("languages", "葡萄牙语")}

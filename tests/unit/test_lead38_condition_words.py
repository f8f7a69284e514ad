"""Conditions named in words the lexicon lacked: a multi-word condition by its head
("atrial fibrillation", "sickle cell trait", "heart failure"), a bad body part by a medical
adjective ("a herniated disc"), Chinese names of conditions (渐冻症, 网球肘, 淋巴瘤); other
"have" sentences stay silent."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I have atrial fibrillation", "atrial fibrillation"),
        ("I've got sickle cell trait", "sickle cell trait"),
        ("I have a herniated disc", "herniated disc"),
        ("diagnosed with lymphoma last year", "lymphoma"),
        ("I have angina", "angina"),
        ("I live with cerebral palsy", "cerebral palsy"),
        ("I have heart failure", "heart failure"),
        ("I have macular degeneration", "macular degeneration"),
        ("i have alopecia", "alopecia"),
        ("我是渐冻症患者", "渐冻症"),
        ("我有静脉曲张", "静脉曲张"),
        ("我半月板损伤了", "半月板损伤"),
        ("我得了淋巴瘤", "淋巴瘤"),
        ("我有网球肘", "网球肘"),
        ("我有口吃", "口吃"),
    ],
)
def test_a_condition_in_words_the_lexicon_holds(text: str, value: str) -> None:
    assert ("fact:health", value) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    ["I have a meeting", "I have a diploma", "I have a slipped schedule", "我有网球拍"],
)
def test_other_things_had_are_no_condition(text: str) -> None:
    assert not [k for k, _ in learned_keys(text) if k == "fact:health"]

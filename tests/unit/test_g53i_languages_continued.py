"""Languages carrying on the user's speaking clause without its verb ("I speak Aymara with my
grandmother and Spanish with everybody else", 我跟奶奶说闽南话，跟同事说英语) or ranked after the
first ("Gaelic's my first language, English my second", 粤语是我的母语，普通话第二); someone
else's clause, a wish or learning gives none."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _languages(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "profile.languages"}


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("I speak Aymara with my grandmother and Spanish with everybody else.", "Spanish"),
        ("I talk Cantonese to my grandma and English to everyone else.", "English"),
        ("We use Twi at home, English at work and French with clients.", "French"),
        ("I sign ASL with my daughter and English with my husband.", "English"),
        ("Gaelic's my first language, English my second.", "English"),
        ("Polish is my mother tongue, English my second language.", "English"),
        ("Yoruba is my native language, English is my second.", "English"),
        ("我跟奶奶说闽南话，跟同事说英语", "英语"),
        ("我在家讲客家话，在外面讲普通话", "普通话"),
        ("我们平时说上海话，上班说普通话", "普通话"),
        ("粤语是我的母语，普通话第二", "普通话"),
    ],
)
def test_a_language_carried_on(text: str, language: str) -> None:
    assert language in _languages(text)


@pytest.mark.parametrize(
    "text",
    [
        "My son speaks Urdu at home and English at school.",
        "I want to speak French with my kids and Spanish at work.",
        "Do you speak Welsh with your kids and English at work?",
        "我儿子在家说维吾尔语，在学校说汉语",
        "我想学着跟孩子说英语，跟老人说西班牙语吗",
    ],
)
def test_no_language_of_the_user(text: str) -> None:
    assert not _languages(text)


def test_someone_else_later_in_the_sentence() -> None:
    said = _languages("I speak Spanish with my mum and she speaks Italian with her sister.")
    assert "Italian" not in said

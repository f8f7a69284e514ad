"""Languages listed bare as one item of the user's own self-description ("…, Rotterdam,
Dutch and English, …", 我叫次仁卓玛，藏语汉语都行); a question, a choice, learning, a
translation, a reply asked for or someone else's speaking lists none."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_candidates


def _languages(text: str) -> set[str]:
    return {str(c.value) for c in user_candidates(text, "languages")}


@pytest.mark.parametrize(
    ("text", "languages"),
    [
        ("I'm a forklift trainer in Rotterdam, Dutch and English, tabs over spaces.",
         {"Dutch", "English"}),
        ("Introductions: Rahul, Pune, backend dev, Marathi/Hindi/English", {"Marathi", "Hindi"}),
        ("About me: teacher in Lyon, French/English/Arabic", {"French", "Arabic"}),
        ("Me: 29, Oslo, Norwegian/English, vegan", {"Norwegian", "English"}),
        ("Hi, I'm Yusuf - Turkish, German, English - cabinet maker in Hamburg",
         {"Turkish", "German"}),
        ("我叫次仁卓玛，藏语汉语都行", {"藏语", "汉语"}),
        ("本人会计，杭州，普通话粤语英语", {"普通话", "粤语", "英语"}),
        ("我是翻译，英语、法语、西语", {"英语", "法语", "西语"}),
        ("我是导游，普通话、粤语、英语都会讲", {"粤语", "英语"}),
    ],
)  # fmt: skip
def test_languages_listed_bare(text: str, languages: set[str]) -> None:
    assert languages <= _languages(text)


@pytest.mark.parametrize(
    "text",
    [
        "Spanish or French, which should I learn?",
        "Dutch and English versions of the menu please",
        "I'm in Lisbon, Portuguese and English please",
        "my son speaks English and Welsh, I'm a teacher",
        "Italian and German, I wish I had kept them up",
        "我是医生，你用中文英文回我都行",
        "我儿子英语日语都会",
        "帮我翻译成英语、日语",
        "我想学英语、法语",
    ],
)
def test_no_languages_listed(text: str) -> None:
    assert not _languages(text)


def test_one_language_listed_under_many_names_is_a_joke() -> None:
    assert not _languages("本人精通八国语言：中文、普通话、汉语、国语、华语、白话、官话、以及沉默")
    assert {"藏语", "汉语"} <= _languages("我叫次仁卓玛，藏语汉语都行")

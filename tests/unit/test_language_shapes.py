"""Languages said by a shape around the language's name (`grammar/language_shapes.py`): a
household or a speaker named by it, a language pointed back at with "it", switching between,
translating from or working in languages; and what stays no language of the user's."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


def _languages(text: str) -> set[str]:
    """The languages learned for the user from one message."""
    return {value for slot, value in user_slots(text) if slot == "languages"}


@pytest.mark.parametrize(
    ("said", "languages"),
    [
        ("We're a Polish-speaking household, my kids are fluent too.", {"Polish"}),
        ("Spanish-speaker here, English is my second.", {"Spanish"}),
        ("I did German at uni and still speak it okay.", {"German"}),
        ("I'm half Korean so I speak it with my mum.", {"Korean"}),
        ("I code-switch between Tagalog and English all the time.", {"Tagalog", "English"}),
        ("I translate from Japanese for a living.", {"Japanese"}),
        ("I answer the phones in Spanish and English at work.", {"Spanish", "English"}),
        ("I work in French and English, the office is bilingual.", {"French", "English"}),
        ("我们家讲潮汕话。", {"潮汕话"}),
        ("我平时跟客户说英语。", {"英语"}),
    ],
)
def test_languages_said_by_their_shape(said: str, languages: set[str]) -> None:
    assert _languages(said) >= languages


@pytest.mark.parametrize(
    "said",
    [
        "I work in finance",
        "I translate from memory",
        "Do you speak it?",
        "I love Italian food and I'd love to speak it",
        "I'm half Korean",
        "他们家讲潮汕话吗？",
    ],
)
def test_no_language_from_the_shape_alone(said: str) -> None:
    assert _languages(said) == set()


@pytest.mark.parametrize(
    ("said", "reply"),
    [
        ("answer in Spanish please", "spanish"),
        ("Spanish replies from now on", "spanish"),
        ("Can we go back to English? My Chinese isn't good enough", "english"),
    ],
)
def test_a_reply_language_asked_for(said: str, reply: str) -> None:
    assert ("pref.reply_language", reply) in user_slots(said)


@pytest.mark.parametrize(
    "said", ["I answer the phones in Spanish and English at work.", "我能用日语交流"]
)
def test_what_the_user_does_in_a_language_asks_no_reply_language(said: str) -> None:
    assert not any(slot == "pref.reply_language" for slot, _ in user_slots(said))


def test_a_speaker_here_is_no_name() -> None:
    assert not any(slot == "name" for slot, _ in user_slots("Spanish-speaker here"))

"""A language shown by what the user does in it ("I pray in Arabic", 我用法语写日记), not by a
verb of speaking; a wish, a question, a denial, a reply asked for or someone else's gives none."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _languages(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "profile.languages"}


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("I think in Spanish when I'm tired.", "Spanish"),
        ("I still count in German.", "German"),
        ("I pray in Arabic.", "Arabic"),
        ("I always swear in Polish, can't help it.", "Polish"),
        ("I journal in Italian every night.", "Italian"),
        ("We chat in Cantonese at dinner.", "Cantonese"),
        ("My notes are all in German.", "German"),
        ("With clients I switch to Spanish.", "Spanish"),
        ("我用法语写日记。", "法语"),
        ("我每天用韩语追剧，不看字幕。", "韩语"),
        ("我们全家用客家话聊天。", "客家话"),
    ],
)
def test_a_language_in_use(text: str, language: str) -> None:
    assert language in _languages(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'd love to read in French.",
        "Can I write in French?",
        "I don't dream in French.",
        "If I wrote in German it would be easier.",
        "I think in Spanish it's called something else.",
        "My son prays in Arabic.",
        "I write in Python mostly.",
        "我想用日语写日记。",
        "你用英语回我吧。",
        "我老公用德语跟孩子说话。",
        "能不能用日语写？",
    ],
)
def test_no_language_of_the_users(text: str) -> None:
    assert not _languages(text)

"""The lead's preferences of round 47: a request said politely as a condition ("I would be
grateful if your replies were thorough"), a style asked for by what to leave out ("no headers
no bullets"), more words for each option (in points only, bullet it, text-style, chummy,
formal register), a length limit given as a range ("2-3 lines max"), and no like of a word that
names the reply wished for ("I prefer thoroughness")."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after, user_slots


@pytest.mark.parametrize(
    ("said", "preference"),
    [
        (
            "I would be grateful if your replies were thorough and fully reasoned",
            ("pref.response_length", "detailed"),
        ),
        ("I'd appreciate it if you explained in detail", ("pref.response_length", "detailed")),
        ("plain prose, no headers no bullets, reads like a letter", ("pref.format", "prose")),
        ("Please revert in points only, I will read on mobile.", ("pref.format", "bullets")),
        ("just bullet it for me, no essays", ("pref.format", "bullets")),
        ("text-style answers from now on, 2-3 lines max", ("pref.response_length", "concise")),
        ("Kindly maintain a formal register in all drafts.", ("pref.tone", "formal")),
        ("You may address me formally; no chummy language.", ("pref.tone", "formal")),
        ("just talk normal with me, no need for the Dear Sir stuff", ("pref.tone", "casual")),
        ("你讲详细点，我想知道每一步为什么", ("pref.response_length", "detailed")),
    ],
)  # fmt: skip
def test_a_reply_wish_said_politely_or_by_what_to_leave_out(
    said: str, preference: tuple[str, str]
) -> None:
    assert preference in user_slots(said)


def test_a_word_for_the_reply_wished_is_no_like() -> None:
    slots = user_slots(
        "I'd be grateful for the full reasoning rather than a summary; I prefer thoroughness"
    )
    assert not [pair for pair in slots if pair[0] == "like"]


@pytest.mark.parametrize(
    "said",
    [
        "I would be happy if I got the job",
        "I ran 5 miles today",
        "my points only count double on weekends",
        "如果我有钱，我就详细研究一下",
    ],
)
def test_no_preference_from_a_wish_for_oneself_or_a_measure(said: str) -> None:
    assert not [pair for pair in user_slots(said) if pair[0].startswith("pref.")]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Durian is my absolute favourite fruit, fight me", ("like", "durian")),
        ("tabs. always tabs. fight me", ("pref.indentation", "tabs")),
        ("ditched Neovim for Zed last week, don't @ me", ("pref.editor", "Zed")),
    ],
)
def test_a_dare_after_a_claim_defends_it(said: str, fact: tuple[str, str]) -> None:
    assert fact in user_slots(said)


@pytest.mark.parametrize(
    ("context", "said", "preference"),
    [
        ("", "can u keep replies short?", ("pref.response_length", "concise")),
        ("", "I'm on Neovim btw so any advice should assume that", ("pref.editor", "Neovim")),
        ("", "Being on Eastern time, reminders should assume EST.", ("timezone", "Eastern time")),
        ("用中文回答我。", "用粤语回我得唔得", ("pref.reply_language", "cantonese")),
        ("", "用闽南话回我好不好 我阿嬷要听", ("pref.reply_language", "hokkien")),
        ("", "你用英语回我好吗？", ("pref.reply_language", "english")),
    ],
)  # fmt: skip
def test_a_wish_asked_as_a_question_or_with_a_tag(
    context: str, said: str, preference: tuple[str, str]
) -> None:
    _, after = learned_after(context, said)
    assert preference in {(m.slot, m.value) for m in after if m.active}


@pytest.mark.parametrize(
    "said",
    [
        "assume I'm a vegan, what would I eat",
        "can u draft a short apology to the tenants",
        "你会说粤语吗？",
        "用什么软件好不好？",
    ],
)
def test_no_wish_from_a_supposition_a_draft_or_a_question(said: str) -> None:
    _, after = learned_after("", said)
    assert not [m for m in after if m.active and (m.slot.startswith("pref.") or m.slot == "diet")]

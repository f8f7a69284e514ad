"""The feedback matcher, English and Chinese: ratings and comments become preferences or lessons."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.processors.matchers.feedback import match_feedback, target_traits
from memstream.processors.matchers.inferred import excerpt
from memstream.schemas.base import Scope
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import Feedback, FeedbackGiven, Rating

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


def given(
    comment: str | None, rating: Rating | None = "negative", target: str | None = None
) -> list[MemoryCandidate]:
    event = FeedbackGiven(
        id="f1",
        time=T0,
        scope=Scope(tenant="acme", user="marta"),
        payload=Feedback(rating=rating, comment=comment),
    )
    return match_feedback(event, target)


@pytest.mark.parametrize(
    ("comment", "key", "value"),
    [
        ("Your answers are too long.", "pref.response_length", "concise"),
        ("回答太长了", "pref.response_length", "concise"),
        ("Way too wordy", "pref.response_length", "concise"),
        ("太啰嗦了", "pref.response_length", "concise"),
        ("too formal", "pref.tone", "casual"),
        ("太正式了", "pref.tone", "casual"),
        ("语气太生硬", "pref.tone", "casual"),
        ("This sounds unprofessional.", "pref.tone", "formal"),
        ("太随便了", "pref.tone", "formal"),
        ("too many emojis", "pref.emoji", "avoid"),
        ("表情太多了", "pref.emoji", "avoid"),
        ("Too short.", "pref.response_length", "detailed"),
        ("太短了", "pref.response_length", "detailed"),
    ],
)
def test_a_complaint_proposes_the_opposite_option(comment: str, key: str, value: str) -> None:
    [found] = given(comment)

    assert (found.type, found.key, found.value) == ("preference", key, value)
    assert found.provenance.explicit is False
    assert (found.provenance.matcher, found.provenance.quote) == ("feedback", comment)


@pytest.mark.parametrize(
    ("comment", "key", "value"),
    [
        ("more detail please", "pref.response_length", "detailed"),
        ("详细一点", "pref.response_length", "detailed"),
        ("不够详细", "pref.response_length", "detailed"),
        ("Not formal enough.", "pref.tone", "formal"),
        ("don't use emoji", "pref.emoji", "avoid"),
        ("不要用表情", "pref.emoji", "avoid"),
    ],
)
def test_a_request_proposes_the_option(comment: str, key: str, value: str) -> None:
    [found] = given(comment)
    assert (found.key, found.value) == (key, value)


def test_chinese_feedback_is_described_in_chinese() -> None:
    [found] = given("回答太长了")
    assert found.content.startswith("喜欢简洁的回答")
    [found] = given("Your answers are too long.")
    assert found.content.startswith("Prefers concise answers")


@pytest.mark.parametrize(
    ("comment", "key", "content"),
    [
        ("Stop apologizing.", "lesson:avoid:apologizing", "Avoid apologizing"),
        ("Please stop saying 'as an AI'", "lesson:avoid:saying as an ai", "Avoid saying as an ai"),
        ("别再道歉了！", "lesson:avoid:道歉", "避免道歉"),
        ("不要老是重复我的问题", "lesson:avoid:重复我的问题", "避免重复我的问题"),
    ],
)
def test_stop_doing_something_is_a_lesson(comment: str, key: str, content: str) -> None:
    [found] = given(comment)

    assert (found.type, found.key) == ("lesson", key)
    assert found.content.startswith(content)
    assert found.provenance.explicit is False


def test_one_comment_can_ask_for_a_quality_and_a_stop() -> None:
    found = given("Way too formal. And stop apologizing!")
    assert [(c.key, c.value) for c in found] == [
        ("pref.tone", "casual"),
        ("lesson:avoid:apologizing", "apologizing"),
    ]


@pytest.mark.parametrize(
    ("comment", "key", "value"),
    [
        ("Love the bullet points!", "pref.format", "bullets"),
        ("太棒了，很简洁", "pref.response_length", "concise"),
    ],
)
def test_praise_that_names_a_quality_reinforces_it(comment: str, key: str, value: str) -> None:
    [found] = given(comment, "positive")
    assert (found.key, found.value, found.attributes["signal"]) == (key, value, "praise")


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("Here you go:\n- one\n- two\n- three", {("pref.format", "bullets")}),
        ("结果如下：\n1. 预算通过\n2. 五月上线", {("pref.format", "bullets")}),
        ("Hey, done! 🎉 That's it, no worries.", {("pref.emoji", "use"), ("pref.tone", "casual")}),
        ("您好，鉴于测试尚未完成，因此上线时间调整为周四，敬请知悉。", {("pref.tone", "formal")}),
    ],
)
def test_a_positive_rating_reinforces_the_traits_of_the_reply_it_targets(
    reply: str, expected: set[tuple[str, str]]
) -> None:
    found = given(None, "positive", target=reply)

    assert {(c.key, c.value) for c in found} == expected
    assert all(c.confidence < 0.5 and c.attributes["reply"] == excerpt(reply) for c in found)
    assert {(c.key, c.value) for c in target_traits(reply)} == expected


@pytest.mark.parametrize(
    ("comment", "rating"),
    [
        (None, "negative"),
        ("I don't know what you mean", "negative"),
        ("great", "positive"),
        ("这个答案有问题", "negative"),
        ("so slow", "negative"),
    ],
)
def test_nothing_identifiable_proposes_nothing(comment: str | None, rating: Rating) -> None:
    assert given(comment, rating) == []

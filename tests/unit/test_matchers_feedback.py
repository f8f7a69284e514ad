"""The feedback matcher, English and Chinese: a comment in words is explicit (an instruction),
a bare rating only shows something (inferred)."""

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
def test_a_complaint_is_an_explicit_wish_for_the_opposite_option(
    comment: str, key: str, value: str
) -> None:
    [found] = given(comment)

    assert (found.type, found.key, found.value) == ("preference", key, value)
    assert found.provenance.explicit is True
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
        ("keep answers short", "pref.response_length", "concise"),
        ("Please keep your answers shorter.", "pref.response_length", "concise"),
        ("Be more concise", "pref.response_length", "concise"),
        ("回答简短点", "pref.response_length", "concise"),
        ("再详细些", "pref.response_length", "detailed"),
        ("stop using emojis", "pref.emoji", "avoid"),
        ("please stop with all the emojis", "pref.emoji", "avoid"),
        ("Can you stop using emojis?", "pref.emoji", "avoid"),
        ("别用表情了", "pref.emoji", "avoid"),
        ("From now on, light mode please", "pref.theme", "light"),
        ("Use bullet points", "pref.format", "bullets"),
        ("以后请用中文回答", "pref.reply_language", "chinese"),
        ("no emojis please", "pref.emoji", "avoid"),
        ("不要表格", "pref.format", None),
    ],
)
def test_an_instruction_in_words_is_an_explicit_preference(
    comment: str, key: str, value: str | None
) -> None:
    found = given(comment)
    if value is None:  # a dimension without an opposite: "not tables" names no option
        assert found == []
        return
    [preference] = found
    assert (preference.key, preference.value) == (key, value)
    assert preference.provenance.explicit is True
    assert preference.confidence >= 0.8


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
    assert found.provenance.explicit is True


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
    assert found.provenance.explicit is True


@pytest.mark.parametrize(
    "comment",
    ["The bullet points are confusing.", "表格看不懂", "What does concise mean here?"],
)
def test_an_option_merely_mentioned_in_a_complaint_is_not_an_instruction(comment: str) -> None:
    assert given(comment) == []


def test_a_negated_chinese_verb_is_no_instruction() -> None:
    assert [(c.key, c.value) for c in given("详细的背景不用讲")] != [
        ("pref.response_length", "detailed")
    ]


def test_the_first_word_on_a_dimension_wins() -> None:
    found = given("太长了，直接说结论。详细的背景不用讲")
    assert [(c.key, c.value) for c in found] == [("pref.response_length", "concise")]


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
    assert all(c.provenance.explicit is False for c in found)  # shown, not said: the pool
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

"""The revision matcher, English and Chinese: what a user's edits of generated text show."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.processors.matchers.revision import match_revision, replaced_phrases
from memstream.schemas.base import Scope
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import Revision, TextRevised
from memstream.schemas.ids import derive_id

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


def revised(original: str, new: str, event_id: str = "r1") -> list[MemoryCandidate]:
    event = TextRevised(
        id=event_id,
        time=T0,
        scope=Scope(tenant="acme", user="wen"),
        payload=Revision(original=original, revised=new),
    )
    return match_revision(event)


def by_key(found: list[MemoryCandidate]) -> dict[str, MemoryCandidate]:
    return {candidate.key: candidate for candidate in found}


FORMAL_EN = "Furthermore, we shall commence the migration prior to the release. Kindly review it."
CASUAL_EN = "Also, we'll start the migration before the release. Can you check it?"
FORMAL_ZH = "然而，我们需要进行进一步的讨论。此外，请您务必按时提交。"
CASUAL_ZH = "不过，我们还得再聊聊。还有，记得按时交哈。"


@pytest.mark.parametrize(
    ("original", "new", "removed", "added", "content"),
    [
        (FORMAL_EN, CASUAL_EN, "furthermore", "we'll", "Prefers a casual tone"),
        (FORMAL_ZH, CASUAL_ZH, "然而", "不过", "喜欢轻松随意的语气"),
    ],
)
def test_formal_to_casual_is_an_inferred_tone_with_phrases_and_an_example(
    original: str, new: str, removed: str, added: str, content: str
) -> None:
    tone = by_key(revised(original, new))["pref.tone"]

    assert (tone.type, tone.value) == ("preference", "casual")
    assert tone.content.startswith(content)
    assert tone.provenance.explicit is False and tone.provenance.speaker == "user"
    assert (tone.provenance.matcher, tone.provenance.matcher_version) == ("revision", "2")
    assert removed in tone.attributes["avoid_phrases"]
    assert added in tone.attributes["added_phrases"]
    assert tone.attributes["example"] == {"from": original, "to": new}


@pytest.mark.parametrize(
    ("original", "new"),
    [
        ("Hey guys, we're gonna push it to Friday, no worries!", "Dear colleagues, please be "
         "advised that the release will be moved to Friday. We regret any inconvenience."),
        ("好的，咱们周四上线吧。", "您好，鉴于测试尚未完成，因此上线时间调整为周四，敬请知悉。"),
    ],
)  # fmt: skip
def test_casual_to_formal_is_the_formal_tone(original: str, new: str) -> None:
    assert by_key(revised(original, new))["pref.tone"].value == "formal"


@pytest.mark.parametrize(
    ("original", "new", "value"),
    [
        ("I think that in general the approach we took for this release was quite good and "
         "the team did a great job overall.", "The release went well; great job, team.",
         "concise"),
        ("我觉得总体来说这次发布采用的方法相当不错，团队整体上做得非常好，值得表扬。",
         "发布很顺利，团队辛苦了。", "concise"),
        ("Done.", "Done. I also updated the changelog, bumped the version and tagged the "
         "release so the pipeline can publish it tonight.", "detailed"),
        ("可以，周四上线。", "可以。我们计划在周四上线，上线前会完成回归测试、准备回滚方案，"
         "并提前通知所有相关团队。", "detailed"),
    ],
)  # fmt: skip
def test_much_shorter_or_longer_is_the_response_length(original: str, new: str, value: str) -> None:
    length = by_key(revised(original, new))["pref.response_length"]

    assert length.value == value
    assert length.attributes["signal"] == "length"


def test_a_small_change_of_length_says_nothing() -> None:
    found = by_key(revised("We ship on Friday after the review.", "We ship Friday after review."))
    assert "pref.response_length" not in found


@pytest.mark.parametrize(
    ("original", "new", "value"),
    [
        ("Great news 🎉 the build passed ✅", "Great news: the build passed.", "avoid"),
        ("好消息🎉构建通过了✅", "好消息，构建通过了。", "avoid"),
        ("The build passed.", "The build passed 🎉", "use"),
        ("构建通过了。", "构建通过了🎉", "use"),
    ],
)
def test_emoji_removed_or_added(original: str, new: str, value: str) -> None:
    emoji = by_key(revised(original, new))["pref.emoji"]

    assert emoji.value == value
    phrases = emoji.attributes.get("avoid_phrases", []) + emoji.attributes.get("added_phrases", [])
    assert "🎉" in phrases


@pytest.mark.parametrize(
    ("original", "new", "value"),
    [
        ("Postgres is reliable. Redis is fast. Kafka scales.",
         "Options:\n- Postgres: reliable\n- Redis: fast\n- Kafka: scales", "bullets"),
        ("方案如下。数据库用Postgres。缓存用Redis。",
         "方案如下：\n1. 数据库用Postgres\n2. 缓存用Redis", "bullets"),
        ("Options:\n- Postgres: reliable\n- Redis: fast",
         "Postgres is reliable and Redis is fast.", "prose"),
        ("方案：\n一、数据库用Postgres\n二、缓存用Redis",
         "数据库用Postgres，缓存用Redis。", "prose"),
    ],
)  # fmt: skip
def test_paragraphs_and_lists(original: str, new: str, value: str) -> None:
    assert by_key(revised(original, new))["pref.format"].value == value


@pytest.mark.parametrize(
    ("original", "new", "removed", "added"),
    [
        ("Please utilize the new dashboard to monitor the metrics every morning.",
         "Please use the new dashboard to monitor the metrics every morning.", "utilize", "use"),
        ("这个方案很好，然而实施成本有点高，我们下周再讨论。",
         "这个方案很好，不过实施成本有点高，我们下周再讨论。", "然而", "不过"),
    ],
)  # fmt: skip
def test_replaced_words_are_avoided_phrases_one_per_removed_phrase(
    original: str, new: str, removed: str, added: str
) -> None:
    [choice] = [c for c in revised(original, new) if c.key == "pref.avoid_phrases"]

    assert (choice.value, choice.single_valued) == (removed, False)
    assert (choice.attributes["removed"], choice.attributes["added"]) == (removed, added)
    assert removed in choice.content and added in choice.content


@pytest.mark.parametrize(
    ("original", "new"),
    [
        ("周会的结论是预算通过了，五月份上线，另外招聘暂时冻结。",
         "周会结论：\n- 预算通过\n- 五月上线\n- 招聘冻结"),
        ("We agreed the budget, then moved the launch to May, and froze hiring for now.",
         "We agreed:\n- the budget\n- launch in May\n- hiring frozen for now"),
    ],
)  # fmt: skip
def test_prose_restructured_into_a_list_is_no_word_choice(original: str, new: str) -> None:
    found = by_key(revised(original, new))
    assert found["pref.format"].value == "bullets"
    assert "pref.avoid_phrases" not in found


def test_numbers_and_names_changed_are_corrections_not_word_choice() -> None:
    assert (
        replaced_phrases("The meeting is at 3 pm with Alice.", "The meeting is at 4 pm with Bob.")
        == []
    )
    assert replaced_phrases("会议在3点开始。", "会议在4点开始。") == []


def test_a_rewrite_is_not_a_word_choice() -> None:
    assert replaced_phrases("We should probably meet on Monday.", "Lunch is on me today!") == []


def test_no_change_no_candidates_and_ids_derive_from_the_event() -> None:
    assert revised("Same text.", "Same text. ") == []
    first = revised(FORMAL_EN, CASUAL_EN, "r9")
    assert [c.id for c in first] == [derive_id("r9", "revision", i) for i in range(len(first))]
    assert first == revised(FORMAL_EN, CASUAL_EN, "r9")

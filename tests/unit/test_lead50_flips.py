"""The lead's round-50 endings on the consolidation side, and weddings: a like or dislike
said now turns an earlier opposite one that names the same thing or a narrower kind of it
("I hate coffee now" ends "loves iced coffee"), never a broader one ("can't stand jazz fusion"
leaves "loves jazz"); a short Chinese item that jieba cut a character off (看老港片: 看 / 老港 /
片) is ended by its object (不爱看港片了); "my sister got married" is no spouse of the user's."""

from __future__ import annotations

import pytest

from memstream.processors import negation
from tests.fixtures.grammar import active_after, learned_keys


def _values(context: str, said: str, slot: str) -> list[str]:
    return [m.value for m in active_after(context, said, slot)]


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("I love iced coffee", "I hate coffee now, it makes me jittery"),
        ("I'm really into true crime podcasts", "true crime just makes me anxious now"),
        ("I love spicy ramen", "I can't stand ramen anymore"),
    ],
)  # fmt: skip
def test_a_dislike_of_the_thing_or_a_broader_kind_ends_the_like(context: str, said: str) -> None:
    assert _values(context, said, "like") == []


@pytest.mark.parametrize(
    ("context", "said", "kept"),
    [
        ("I love jazz", "I can't stand jazz fusion", "jazz"),
        ("I love dogs", "I hate dog hair on the sofa", "dogs"),
        ("I love tea", "I hate bubble tea", "tea"),
    ],
)  # fmt: skip
def test_a_dislike_of_a_narrower_thing_keeps_the_like(context: str, said: str, kept: str) -> None:
    assert _values(context, said, "like") == [kept]


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("我超爱看老港片。", "不爱看港片了，现在天天刷韩剧"),
        ("我很喜欢看老电影", "不看电影了，没时间"),
        ("我超爱喝老白干", "现在不喝白干了"),
    ],
)  # fmt: skip
def test_a_chinese_item_cut_badly_is_ended_by_its_object(context: str, said: str) -> None:
    assert _values(context, said, "like") == []


def test_a_chinese_item_cut_into_words_keeps_its_own_terms() -> None:
    assert "天跑" not in negation.item_terms("每天跑步")
    assert "港片" in negation.item_terms("看老港片")


@pytest.mark.parametrize(
    ("new", "old", "within"),
    [
        ("true crime", "true crime podcasts", True),
        ("coffee", "iced coffee", True),
        ("jazz fusion", "jazz", False),
        ("dog hair", "dogs", False),
        ("港片", "看老港片", True),
    ],
)  # fmt: skip
def test_names_within(new: str, old: str, within: bool) -> None:
    assert negation.names_within(new, old) is within


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("My sister got married last week", "spouse"),
        ("My sister got engaged to Tom last week", "fiance"),
        ("My brother just got married in Rome", "spouse"),
    ],
)  # fmt: skip
def test_someone_elses_wedding_is_no_relation_of_the_users(text: str, kind: str) -> None:
    assert not any(key == f"profile.relations.{kind}" for key, _ in learned_keys(text))


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I got married last week", "profile.relations.spouse"),
        ("Married, two kids, live in Leeds", "profile.relations.spouse"),
        ("I got engaged to Maya last weekend", "profile.relations.fiance"),
    ],
)  # fmt: skip
def test_the_users_own_wedding_is_a_relation(text: str, key: str) -> None:
    assert any(found == key for found, _ in learned_keys(text))


@pytest.mark.parametrize(
    ("context", "said", "slot"),
    [
        ("I hate running.", "Weirdly I've started to enjoy my morning runs.", "dislike"),
        ("I love evening swims.", "I hate swimming now.", "like"),
        ("我超爱晚上散步", "现在特别讨厌散步，膝盖疼", "like"),
        ("我讨厌周末爬山", "最近爱上了爬山", "dislike"),
    ],
)  # fmt: skip
def test_a_time_of_day_or_week_does_not_make_another_thing(
    context: str, said: str, slot: str
) -> None:
    assert _values(context, said, slot) == []

"""Jobs named by a trade noun no list holds, read by the noun's head after a job frame, in
English and Chinese; the organisation said after the role and a comma; and what must learn
no job (someone else's, a wish, a past, a question, a clause read as a noun phrase)
(issue 22, g46w). The sentences were written before reading any corpus failure."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.job_heads import job_head
from memstream.processors.grammar.occupations import occupation, person_trade
from tests.fixtures.grammar import said

WORK_SLOTS = ("role=", "employer=", "work_location=", "project=")

LEARNS = [
    # English: a trade head (-er, -ist, -man, -wright, ...) or any noun after a work frame
    ("I'm an organ builder, been doing it 20 years", {"role=organ builder"}),
    (
        "i work as a ferry captain out of Oban",
        {"role=ferry captain", "work_location=Oban"},
    ),  # a base worked out of (docs/slots.md)
    ("I work as a saturation diver, mostly North Sea", {"role=saturation diver"}),
    ("I'm employed as a deckhand on the Islay ferry", {"role=deckhand"}),
    ("my job is a ferry captain", {"role=ferry captain"}),
    ("I'm a farrier.", {"role=farrier"}),
    ("Im a piano tuner by trade", {"role=piano tuner"}),
    ("I'm a ferryman on the Thames", {"role=ferryman"}),
    ("I'm a signalman on the railway", {"role=signalman"}),
    ("I work as a handyman", {"role=handyman"}),
    ("I work as a dog walker", {"role=dog walker"}),
    ("I'm a salesperson at Currys", {"role=salesperson", "employer=Currys"}),
    ("my job? I'm a crane operator", {"role=crane operator"}),
    ("I'm a wheelwright, it's a dying craft", {"role=wheelwright"}),
    ("I've been a lighthouse keeper for ten years now", {"role=lighthouse keeper"}),
    ("by day I'm a dental hygienist", {"role=dental hygienist"}),
    # English: the organisation right after the role and a comma
    ("I'm a nurse, St Mary's", {"role=nurse", "employer=St Mary's"}),
    ("staff nurse, St Mary's Hospital", {"role=staff nurse", "employer=St Mary's Hospital"}),
    ("I'm a nurse, Sarah", {"role=nurse"}),
    ("I'm an ex-Marine, now a locksmith", {"role=locksmith"}),
    ("former teacher, now a bus driver", {"role=bus driver"}),
    ("I'm a barista, Starbucks", {"role=barista", "employer=Starbucks"}),
    ("I'm a plumber, Kowalski & Sons Ltd", {"role=plumber", "employer=Kowalski & Sons Ltd"}),
    # Chinese: a trade head (师 员 工 匠 手, 船老大, 大副) after 是 / 做 / 当 / 干
    ("我是船老大，跑舟山那条线", {"role=船老大"}),
    ("我是二人转演员", {"role=二人转演员"}),
    ("我是调音师", {"role=调音师"}),
    ("我是个木匠", {"role=木匠"}),
    ("我在厂里当焊工", {"role=焊工"}),
    ("我是一名钢琴调律师", {"role=钢琴调律师"}),
    ("我做灯光师好几年了", {"role=灯光师"}),
    ("我当潜水员五年了", {"role=潜水员"}),
    ("我是个舵手", {"role=舵手"}),
    ("我是个鼓手", {"role=鼓手"}),
    ("我在渔船上当大副", {"role=大副"}),
    ("我做调音师", {"role=调音师"}),
    ("倷好，我叫顾雪芬，做茶艺师廿多年了", {"role=茶艺师"}),
    ("我在园区上班", {"work_location=园区"}),
    ("我在顺丰干活", {"employer=顺丰"}),
]

LEARNS_NO_WORK = [
    # English near misses: someone else, a wish, a past, a question, a service one needs
    "I'd love to be a lighthouse keeper",
    "I applied to be a crane operator",
    "I bank with Barclays",
    "my car needs a new mechanic",
    "my sink needs a plumber",
    "I used to be a glassblower back in the 90s",
    "Are you a piano tuner?",
    "we work as a team",
    "I work as a parent, full time, no pay",
    "I'm a gentleman",
    "I'm a family man",
    "I'm a former teacher",
    # Chinese near misses
    "我想当调音师",
    "我以前是木匠",
    "你是调音师吗",
    "我去面试了一个焊工的岗位",
    "琴社转给别人了",
    "我是个会员",
    "我是党员",
    "我是干饭大师",
    "我是摸鱼小能手",
    "我当了一次裁判员",
    "我在家是老大",
    "我是一个普通员工",
    "我做手工",
    "我是他的老师",
    "我不是鼓手",
    "我在家里的职位是洗碗工",
    "我在家是洗碗工",
    "我是一名资深外卖鉴定师，持证上岗那种",
    "我朋友很厉害，当潜水员五年了",
]

SOMEONE_ELSES = [
    ("my brother is a farrier", "brother.role=farrier"),
    ("my dad is a fisherman", "dad.role=fisherman"),
    ("我哥是焊工", "哥.role=焊工"),
]

STILL_MISSED = [
    "I'm a saturation diver so I'm offshore a lot",  # a pastime head without a work frame
    "我老公是船老大",  # someone else's trade without a listed head
    "我在华为混口饭吃",  # employer said by an idiom of making a living
    "我在修一辆老摩托",  # a project said by restoring a thing
]
"""Own sentences the readers still miss (a list, not a skipped test)."""


def _work(text: str) -> set[str]:
    """What a sentence says of the user's work (role, employer, work place, project)."""
    return {fact for fact in said(text) if fact.startswith(WORK_SLOTS)}


@pytest.mark.parametrize(("text", "facts"), LEARNS)
def test_a_trade_or_its_organisation_is_learned(text: str, facts: set[str]) -> None:
    assert _work(text) == facts


@pytest.mark.parametrize("text", LEARNS_NO_WORK)
def test_a_near_miss_learns_no_work(text: str) -> None:
    assert _work(text) == set()


@pytest.mark.parametrize(("text", "fact"), SOMEONE_ELSES)
def test_someone_elses_trade_is_theirs(text: str, fact: str) -> None:
    facts = said(text)
    assert fact in facts
    assert not any(f.startswith("role=") for f in facts)


@pytest.mark.parametrize("word", ["ferryman", "signalman", "handyman", "tradesperson"])
def test_a_man_or_person_compound_is_a_trade(word: str) -> None:
    assert person_trade(word)
    assert job_head(word)


@pytest.mark.parametrize("word", ["german", "gentleman", "snowman", "layman", "sportsman"])
def test_a_people_or_being_is_no_trade(word: str) -> None:
    assert not person_trade(word)
    assert not occupation(word)


def test_a_surname_is_no_trade() -> None:
    assert not person_trade("Tillman")
    assert "role=wade tillman" not in said("name's Wade Tillman, I'm a farrier")
    assert "role=farrier" in said("name's Wade Tillman, I'm a farrier")

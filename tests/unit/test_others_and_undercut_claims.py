"""Everyday near-misses that must teach nothing about the user (issue 22, g43p), by
structure, in English and Chinese: someone brought in by a place or a time (今天来了个顾客…,
"连登有个手足话…"), someone named by a role and a name (大主播辛巴, 隔壁老王) or by a full
name ("Gordon Ramsay can't stand…"), words relayed after a colon ("fwd from mom: I'm…",
他跟我说：我…), a claim the sentence undercuts ("vegan for three hours", 每天都在减肥，从明天
开始, （其实没养猫）) and a plan already done ("Took it to the coast"). Beside each, a sentence
of the same shape whose statement about the user must still be learned. None is a corpus
line."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.processors.grammar.en_subjects import full_name_opens
from memstream.processors.grammar.modes import en_span, zh_span
from memstream.processors.grammar.shape_rules import RULES
from memstream.processors.grammar.value_shapes import refusing
from memstream.processors.grammar.zh_subjects import someone_opens
from memstream.processors.matchers.slots import match_slots
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted


def _about_user(text: str) -> set[tuple[str, str]]:
    """What one message teaches about the user (the people they name aside)."""
    event = MessagePosted(
        id="m1",
        time=datetime(2026, 3, 2, 9, tzinfo=UTC),
        scope=Scope(tenant="t", user="u", session="s"),
        payload=Message(role="user", content=text),
    )
    return {
        (c.key, str(c.value))
        for c in match_slots(event)
        if c.attributes.get("subject", "user") == "user"
        and not c.key.startswith("profile.relations")
    }


def _subjects(text: str) -> set[str]:
    """Whom the candidates of one message are about."""
    event = MessagePosted(
        id="m1",
        time=datetime(2026, 3, 2, 9, tzinfo=UTC),
        scope=Scope(tenant="t", user="u", session="s"),
        payload=Message(role="user", content=text),
    )
    return {str(c.attributes.get("subject", "user")) for c in match_slots(event)}


SILENT_EN: list[str] = [
    "Gordon Ramsay can't stand truffle oil, famously.",
    "Elon Musk lives in Texas now, right?",
    "Sherlock Holmes plays the violin and lives on Baker Street",
    "In my novel the heroine is a marine biologist who lives in Cork",
    "in the game I'm writing the main guy is a chef in Tokyo",
    "fwd from mom: I'm flying to Chicago next Tuesday, pick me up?",
    "Forwarding this from my landlord: I'm selling the flat in June",
    "my boss texted me: I hate Mondays more than you do",
    "I've been vegan for three hours, the longest relationship I've had this year.",
    "been sober for 20 whole minutes, new record",
    "I hit the gym every day, starting tomorrow",
    "I'm vegan (not really, I ate a burger yesterday)",
    "I journal every morning, starting next week lol",
    "guess I'm a full-time taxi driver for my kids now",
    "I'm the resident IT support for my family lol",
]
SILENT_ZH: list[str] = [
    "今天来了个顾客对花生过敏，吓死我了",
    "店里来了个客人说他住在顺义",
    "连登有个手足话自己住将军澳，做IT",
    "隔壁老王最近吃素了",
    "大主播辛巴好像住在广州",
    "歌手周杰伦住在台北",
    "张老师家住在海淀，每天骑车上班",
    "李总喜欢打高尔夫",
    "他跟我说：我下个月要去上海工作了",
    "转发我妈的话：我下周二去北京，你来接我",
    "我每天都在减肥，从明天开始",
    "我天天早起跑步，从下周开始",
    "我吃素三个小时了",
    "我家猫是主子我是铲屎官（其实没养猫，云吸的）",
    "你说我吃素，我可从没说过",
    "你以为我住北京吗",
    "我长大想当一只猫",
    "我现在就是孩子们的专职司机",
    "我的第二职业是家里的网管",
]


@pytest.mark.parametrize("text", SILENT_EN + SILENT_ZH)
def test_nothing_about_the_user(text: str) -> None:
    """Someone else's words or facts, or a claim undercut: no memory about the user."""
    assert _about_user(text) == set()


THEIRS: list[tuple[str, str]] = [
    ("Gordon Ramsay can't stand truffle oil, famously.", "Gordon Ramsay"),
    ("Elon Musk lives in Texas", "Elon Musk"),
    ("隔壁老王最近吃素了", "老王"),
    ("大主播辛巴好像住在广州", "辛巴"),
    ("张老师家住在海淀", "张老师"),
]


@pytest.mark.parametrize(("text", "who"), THEIRS)
def test_the_fact_is_theirs(text: str, who: str) -> None:
    """What is said of someone else is kept as a fact about them."""
    assert who in _subjects(text)


PASSERS_BY: list[str] = [
    "今天来了个顾客对花生过敏",
    "连登有个手足话自己住将军澳",
    "乘客里有个老大爷心脏不好",
]
"""Someone unnamed met in passing: nothing about the user, and (g53o) no fact kept of them."""


@pytest.mark.parametrize("text", PASSERS_BY)
def test_a_passer_by_teaches_nothing(text: str) -> None:
    """What is said of an unnamed stranger is neither the user's nor kept as theirs."""
    assert _subjects(text) <= {"user"}
    assert _about_user(text) == set()


KEPT: list[tuple[str, str]] = [
    ("I'm a nurse, I've been on shift for 12 hours", "profile.role"),
    ("Mary Beth is my sister, I live in Ohio", "profile.location"),
    ("Taylor Swift is my favourite singer", "pref:taylor swift"),
    ("I told my sister: I live in Leeds now", "profile.location"),
    ("I've been learning Spanish for 2 hours a day", "fact:habit"),
    ("I'm a nurse in Leeds, writing a novel on the side", "profile.role"),
    ("我每天跑步一个小时", "fact:habit"),
    ("王者荣耀是我最爱的游戏。", "pref:王者荣耀"),
    ("我跟我妈说：我下个月要去上海工作了", "profile.work_location"),
    ("我们有个儿子，我在杭州上班", "profile.work_location"),
    ("我对花生过敏，今天来了个顾客也是", "fact:allergy"),
    ("小鹿今年想考研，我在杭州上班", "profile.work_location"),
    ("你记得我吃素吧", "fact:diet"),
    ("你说得对，我吃素", "fact:diet"),
    ("I want to become a vet", "profile.goals"),
    ("I'm a carer for my mum", "profile.role"),
    ("I'm a full-time nurse for a family in Leeds", "profile.role"),
    ("我是孩子们的班主任", "profile.role"),
]


@pytest.mark.parametrize(("text", "key"), KEPT)
def test_the_users_own_statement_stays(text: str, key: str) -> None:
    """A sentence of the same shape that does state the user's fact is still learned."""
    assert key in {k for k, _ in _about_user(text)}


def test_someone_brought_in_by_a_place_or_a_time() -> None:
    """有个 / 来了个 after a place or time opens someone else; not a thing, not the user's."""
    assert someone_opens("今天来了个顾客对花生过敏") == ("顾客", "对花生过敏")
    assert someone_opens("群里有个通知说周五放假") is None
    assert someone_opens("手上有个电商项目") is None  # a role word opening a compound noun
    assert someone_opens("家里有个猫叫咪咪", owned=True) is None


def test_a_full_name_acting() -> None:
    """A first name and a surname before a verb are that person; a known word is not."""
    tokens = ("Gordon", "Ramsay", "hates", "truffle", "oil")
    assert full_name_opens(tokens, 0) == ("Gordon Ramsay", 2)
    assert full_name_opens(("New", "York", "is", "loud"), 0) is None
    assert full_name_opens(("Mary", "Beth", "is", "my", "sister"), 0) is None


def test_relayed_and_undercut_spans() -> None:
    """The relayed words and the undercut claims are a span the grammar leaves out."""
    assert en_span("fwd from mom: I'm flying to Chicago next Tuesday") is not None
    assert en_span("my doctor said: you have asthma") is None
    assert zh_span("他跟我说：我下个月要去上海工作了") is not None
    assert zh_span("我跟他说：我下个月要去上海工作了") is None
    assert zh_span("我每天跑步一个小时") is None


def test_a_plan_already_done_is_no_plan() -> None:
    """A plan value opening with a past verb or an impersonal subject is refused."""
    assert refusing("plan", "Took it to the coast") == "plan_done"
    assert refusing("plan", "去了趟杭州") == "plan_done"
    assert refusing("plan", "fly to Tokyo") is None
    assert refusing("plan", "去杭州出差") is None
    assert refusing("plan", "带出去玩总吵架") == "plan_habitual"
    assert refusing("plan", "always end up fighting") == "plan_habitual"
    assert refusing("plan", "去总部开会") is None
    assert refusing("plan", "见李总") is None
    assert "plan_done" in {rule.name for rule in RULES}


def test_becoming_an_animal_is_no_goal() -> None:
    """Becoming a cat is a joke; becoming a vet or keeping a cat is not."""
    assert refusing("goal", "be a cat") == "become_an_animal"
    assert refusing("goal", "当一只猫") == "become_an_animal"
    assert refusing("goal", "养一只猫") is None
    assert refusing("goal", "become a vet") is None


STILL_MISSED: list[str] = [
    # written before reading any failure (g43p); still teach something about the user
    "I've been working on the railroad, all the live long day 🎵",
    "我爱北京天安门，天安门上太阳升🎵",
    "最近单曲循环《我想去桂林》",
    "我们组想在年底前把新版本上线",
    "I could live on coffee alone honestly",
    "小区门口新开了家店，我天天去",
    # a bare 小 / 阿 name may be how the user calls themself (小鹿今年想考研): left alone
    "小美终于戒烟了，为她骄傲",
]


def test_still_missed_list_is_current() -> None:
    """The near-misses the rules still read as the user's (a list, not a skipped test)."""
    assert all(_about_user(text) for text in STILL_MISSED)

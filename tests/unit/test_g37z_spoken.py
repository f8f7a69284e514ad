"""Spoken Chinese (issue 22): a filler before the sentence (对了顺便说一下，… 那个我…) is not
read, so the guards that anchor at the sentence start (someone else's fact, a quote, a
request) still see it; a run-on typed by voice is cut where a comment, a request or the user
again opens a clause. Written Chinese and English are read as before."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from memstream.processors.grammar import en, zh
from memstream.processors.grammar.zh_norm import normalised
from memstream.processors.grammar.zh_spoken_lead import lead_end
from memstream.processors.grammar.zh_voice import clause_starts
from memstream.processors.matchers.common import prepare
from memstream.processors.matchers.slots import match_slots
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted

ANCHOR = date(2026, 5, 4)


def _user(text: str, chinese: bool = True) -> set[tuple[str, str]]:
    fills = (zh.parse if chinese else en.parse)(prepare(text), ANCHOR)
    return {(f.slot, f.value) for f in fills if f.subject == "user"}


def _keys(text: str) -> list[str]:
    event = MessagePosted(
        id="m1",
        time=datetime(2026, 5, 4, 9, tzinfo=UTC),
        scope=Scope(tenant="t", user="u", session="s"),
        payload=Message(role="user", content=text),
    )
    return [c.key for c in match_slots(event)]


LEADS = [
    ("对了顺便说一下，我在成都上班", "我在成都上班"),
    ("话说我最近在学吉他", "我最近在学吉他"),
    ("嗯嗯，我是护士", "我是护士"),
    ("呃那个，我叫王磊", "我叫王磊"),
    ("哦还有，我对芒果过敏", "我对芒果过敏"),
    ("那个我跟你说一下我在义乌做外贸", "我在义乌做外贸"),
    ("btw我在腾讯上班", "我在腾讯上班"),
    ("對了，我住台北", "我住台北"),  # traditional
    ("讲真我超讨厌开会", "我超讨厌开会"),
    ("对，我在杭州", "我在杭州"),
    ("啊对了下周五飞东京", "下周五飞东京"),
    ("你好我姓包叫包春生", "我姓包叫包春生"),
]


@pytest.mark.parametrize(("text", "rest"), LEADS)
def test_a_spoken_filler_before_the_sentence_is_not_read(text: str, rest: str) -> None:
    assert normalised(text).text == rest


KEPT = [
    "那个人是我老板",  # 那个 is a determiner here
    "还有个妹妹在读大学",  # 还有 is "also have"
    "对我来说很重要",  # 对 is a preposition
    "其实是老师",
    "我跟你说过我是老师",  # 说过: not a filler
    "好喜欢这首歌",
    "嗯",  # nothing after the filler: left as said
]


@pytest.mark.parametrize("text", KEPT)
def test_words_that_are_no_filler_here_stay(text: str) -> None:
    assert lead_end(text) == 0


THEIRS = [
    "对了顺便说一下，我老板的狗叫Bobo，吃得比我都好",
    "话说我们组长用Emacs，天天在群里安利",
    "嗯，房东说他下个月要移民加拿大",
    "哦对了，隔壁王大爷养了只八哥叫八宝",
    "那个，我领导特别不喜欢别人在群里发表情包",
    "对了，客户要求全部用表格展示，帮我改一下",
]


@pytest.mark.parametrize("text", THEIRS)
def test_after_a_filler_someone_elses_fact_stays_theirs(text: str) -> None:
    assert not [key for key in _keys(text) if not key.startswith("fact:about:")]


MINE = [
    ("对了顺便说一下，下周五我要去青岛出差", "fact:trip"),
    ("话说，我每天早上都喝一杯黑咖啡", "fact:habit"),
    ("嗯嗯我在字节做后端", "profile.employer"),
    ("對了，我對花生過敏", "fact:allergy"),
]


@pytest.mark.parametrize(("text", "key"), MINE)
def test_after_a_filler_the_users_fact_is_learned(text: str, key: str) -> None:
    assert any(k.startswith(key) for k in _keys(text)), _keys(text)


def _cut(text: str) -> str:
    starts = set(clause_starts(text))
    return "".join(("，" if i in starts else "") + c for i, c in enumerate(text))


CUT = [
    ("我对花生过敏点外卖帮我看看有没有花生", "我对花生过敏点外卖，帮我看看有没有花生"),
    ("我每周三下班都去游泳已经坚持大半年了", "我每周三下班都去游泳，已经坚持大半年了"),
    ("我在杭州做前端开发本人比较喜欢安静", "我在杭州做前端开发，本人比较喜欢安静"),
    (
        "我叫王磊在成都做后端开发平时喜欢爬山对花生过敏",
        "我叫王磊，在成都做后端开发，平时喜欢爬山，对花生过敏",
    ),
    ("我在银行上班主要做信贷审批", "我在银行上班，主要做信贷审批"),
    ("住在南京的江宁区我们家有一只柯基", "住在南京的江宁区，我们家有一只柯基"),
    ("我不吃香菜因为小时候吃吐过", "我不吃香菜，因为小时候吃吐过"),
    ("我会弹钢琴后来又学了大提琴", "我会弹钢琴，后来又学了大提琴"),
]


@pytest.mark.parametrize(("text", "cut"), CUT)
def test_a_run_on_is_cut_where_a_comment_or_the_user_opens_a_clause(text: str, cut: str) -> None:
    assert _cut(text) == cut


NOT_CUT = [
    "这周六我们公司团建去爬山",  # a day, then its subject
    "有个客户非要我们用英制单位报价",  # 要我们: an object
    "本人退休以前是一名公交司机",  # 退休以前: one time phrase
    "下周二下午我们部门要开年终总结会",
    "我已经在这家公司干了十年了",  # 我已经: the subject's adverb
    "我们全家都特别喜欢去海边玩",
]


@pytest.mark.parametrize("text", NOT_CUT)
def test_bound_words_are_not_cut(text: str) -> None:
    assert _cut(text) == text


def test_a_run_on_reads_each_clause() -> None:
    found = _user("我叫王磊在成都做后端开发平时喜欢爬山对花生过敏")
    assert {("name", "王磊"), ("allergy", "花生")} <= found


def test_english_is_not_read_by_the_chinese_filler_table() -> None:
    assert normalised("oh and btw, I live in Leeds").text == "oh and btw, I live in Leeds"
    assert ("home_location", "Leeds") in _user("oh and btw, I live in Leeds", chinese=False)

"""Chinese typed by voice without punctuation (issue 22, h39z): a run-on counts Latin words
too, and a new clause is found by structure (an age, 在 after what the user is, 住 after who
the user is, a close relation opening a clause); what another person, a story or a condition
says is not cut into facts of the user's, and written Chinese with punctuation is untouched."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh
from memstream.processors.grammar.zh_voice import clause_starts, run_on
from memstream.processors.matchers.common import prepare

ANCHOR = date(2026, 5, 4)


def _cut(text: str) -> str:
    starts = set(clause_starts(text))
    return "".join(("，" if i in starts else "") + c for i, c in enumerate(text))


def _user(text: str, chinese: bool = True) -> set[tuple[str, str]]:
    fills = (zh.parse if chinese else en.parse)(prepare(text), ANCHOR)
    return {(f.slot, f.value) for f in fills if f.subject == "user"}


CUT = [
    ("我在字节做后端开发base北京", "我在字节做后端开发，base北京"),
    ("我喜欢jazz尤其是Bill Evans", "我喜欢jazz，尤其是Bill Evans"),
    ("我老公是程序员在阿里天天加班到十点", "我老公是程序员，在阿里，天天加班到十点"),
    ("我们家金毛叫可乐十岁了最近腿不太好", "我们家金毛叫可乐，十岁了，最近腿不太好"),
    ("我叫唐糖住长沙白天在银行当柜员", "我叫唐糖，住长沙，白天在银行当柜员"),
    ("我是退休工人住沈阳铁西区", "我是退休工人，住沈阳铁西区"),
    ("我系护士丈夫是警察我们有个八岁的儿子", "我系护士，丈夫是警察，我们有个八岁的儿子"),
    ("我是运维k8s和docker都熟", "我是运维，k8s和docker都熟"),
    ("我在京东做数据分析SQL和Python都会", "我在京东做数据分析，SQL和Python都会"),
    ("本人姓刘45岁在苏州做会计老家盐城", "本人姓刘，45岁，在苏州做会计，老家盐城"),
]


@pytest.mark.parametrize(("text", "cut"), CUT)
def test_a_new_clause_is_found_by_structure(text: str, cut: str) -> None:
    assert _cut(text) == cut


KEPT = [
    "我今年三十二岁在上海做设计",  # the age binds to 今年
    "我要是年轻二十岁也去学跳舞",  # a condition, no age of the user's
    "我们部门新来的经理叫Jenny住在浦东",  # another's name and home
    "群里有个宝妈她家孩子叫豆包三岁了",  # another's child
    "他是程序员在百度工资比我想的低",  # another is a programmer
    "那个up主每天都直播到凌晨",  # someone pointed at, and what they do
    "k8s和docker我都熟CI/CD流水线也搭过",  # a topic before 我
    "我的目标是攒够二十万回老家开个民宿",  # 回老家 is a verb phrase
    "每天放学后我都送住得远的几个孩子走山路回家",  # 住得远的 modifies a noun
    "总结一下这段话作者是一名住在青岛的退休教师",  # a place that modifies a noun
    "我住昆山但是公司在上海每天坐高铁通勤",  # 但是 is no 是 of what one is
    "帮我记住了吗我明天要去医院复查的",  # 记住 is one word
    "联系人是李先生在三楼前台等你",  # 先生 after a surname opens no clause
    "我会用Python和SQL都挺熟的写了很多年",  # the Latin words are the object of 用
]


@pytest.mark.parametrize("text", KEPT)
def test_no_cut_where_the_clause_goes_on(text: str) -> None:
    cut = _cut(text)
    for bad in (
        "，住",
        "，老家",
        "年轻，",
        "，三岁",
        "，在百度",
        "，每天都",
        "，我都熟",
        "，先生",
        "，Python",
    ):
        assert bad not in cut, cut
    assert not any(head + "，" in cut for head in ("今年", "要是年轻"))


PUNCTUATED = [
    "Python 和 SQL 我都挺熟的",  # spaces beside Han characters are pauses
    "会PS 会剪映 会一点AE 想找个剪辑兼职",
    "我是老师，平时喜欢跑步",
]


@pytest.mark.parametrize("text", PUNCTUATED)
def test_written_with_pauses_is_not_a_run_on(text: str) -> None:
    assert not run_on(text)


def test_spaces_between_latin_words_are_no_pause() -> None:
    assert run_on("我用VS Code写Python好几年了")
    assert not run_on("我用VS Code写")  # too short to be a run-on


LEARNED = [
    ("我在字节做后端开发base北京", ("work_location", "北京")),
    ("我是退休工人住沈阳铁西区", ("home_location", "沈阳铁西区")),
    ("我叫唐糖住长沙白天在银行当柜员", ("home_location", "长沙")),
    ("我叫唐糖住长沙白天在银行当柜员", ("name", "唐糖")),
    ("我們家金毛叫可樂十歲了最近腿不太好", ("pet", "可樂")),
    ("我喜欢jazz尤其是Bill Evans", ("like", "jazz")),
    ("我係護士丈夫係警察我哋有個八歲嘅仔", ("role", "護士")),
    ("我是运维k8s和docker都熟", ("skill", "docker")),
]


@pytest.mark.parametrize(("text", "fact"), LEARNED)
def test_each_clause_of_a_run_on_is_read(text: str, fact: tuple[str, str]) -> None:
    assert fact in _user(text)


SILENT = [
    "他是程序员在百度工资比我想的低",
    "那个up主每天都直播到凌晨",
    "我们部门新来的经理叫Jenny住在浦东",
]


@pytest.mark.parametrize("text", SILENT)
def test_another_persons_run_on_teaches_nothing_of_the_user(text: str) -> None:
    slots = {slot for slot, _ in _user(text)}
    assert not slots & {"role", "employer", "habit", "home_location", "age"}


def test_english_is_not_cut() -> None:
    text = "im a nurse in ohio my husband is a cop we have a son who is eight"
    assert clause_starts(text) == []
    assert ("role", "nurse") in _user(text, chinese=False)

"""The edges of a learned value (g55q): who and how much before a taste verb are not what is
liked (我们杭州人|喜欢, 我老|喜欢); a thing's aspect, with whom it is done and the eating are
trimmed off the thing (榴莲|那个味, 跟楼下老头|下象棋, 吃|隔壁的烤生蚝, "coconut| in any form",
"iced coffee| in summer"); a job held until a time gone by is over ("I was at Google until
2020"). Every sentence is written for these tests, in English and Chinese."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _learned(text: str) -> set[tuple[str, str]]:
    _, after = learned_after("", text)
    return {(m.slot, m.value) for m in after if m.active and m.subject == "user"}


GROUP_OR_ADVERB: list[tuple[str, set[tuple[str, str]]]] = [
    ("我们杭州人喜欢吃醋鱼", {("like", "吃醋鱼")}),
    ("我们东北人喜欢吃酸菜炖粉条", {("like", "吃酸菜炖粉条")}),
    ("咱们湖南人最爱吃剁椒鱼头", {("like", "吃剁椒鱼头")}),
    ("我们南方人喜欢喝甜豆花", {("like", "喝甜豆花")}),
    ("我老喜欢吃烤串了", {("like", "吃烤串")}),
    ("我打小就爱吃螺蛳粉", {("like", "吃螺蛳粉")}),
]


@pytest.mark.parametrize(("text", "expected"), GROUP_OR_ADVERB)
def test_group_or_adverb_before_the_verb_is_not_liked(
    text: str, expected: set[tuple[str, str]]
) -> None:
    learned = {pair for pair in _learned(text) if pair[0] in ("like", "dislike")}
    assert learned == expected


def test_a_thing_fronted_before_the_verb_is_still_liked() -> None:
    assert ("like", "宫崎骏的电影") in _learned("宫崎骏的电影我一直很喜欢")
    assert ("dislike", "香菜") in _learned("香菜我是真的受不了")


TRIMMED: list[tuple[str, tuple[str, str]]] = [
    ("我受不了香菜那股味", ("dislike", "香菜")),
    ("我讨厌榴莲那个味道", ("dislike", "榴莲")),
    ("最受不了的就是宫斗剧那种勾心斗角的剧情", ("dislike", "宫斗剧")),
    ("我特别喜欢爬山这件事", ("like", "爬山")),
    ("我喜欢跟楼下老头下象棋", ("like", "下象棋")),
    ("我喜欢陪孩子踢足球", ("like", "踢足球")),
    ("我喜欢和老婆一起看电影", ("like", "看电影")),
    ("我爱吃学校门口的煎饼果子", ("like", "学校门口的煎饼果子")),
    ("我就爱喝楼下那家的豆浆", ("like", "楼下那家的豆浆")),
    ("I hate mushrooms in any form", ("dislike", "mushrooms")),
    ("I can't stand olives of any kind", ("dislike", "olives")),
    ("I love iced coffee in summer", ("like", "iced coffee")),
    ("I really like mulled wine in winter", ("like", "mulled wine")),
    ("I love hiking in the fall", ("like", "hiking")),
]


@pytest.mark.parametrize(("text", "expected"), TRIMMED)
def test_the_thing_is_trimmed_of_its_aspect_company_and_time(
    text: str, expected: tuple[str, str]
) -> None:
    learned = {pair for pair in _learned(text) if pair[0] in ("like", "dislike")}
    assert learned == {expected}


KEPT: list[tuple[str, tuple[str, str]]] = [
    ("我喜欢看这种电影", ("like", "看这种电影")),
    ("我喜欢吃火锅", ("like", "吃火锅")),
    ("I love Fall Out Boy", ("like", "Fall Out Boy")),
    ("I love pancakes on weekends", ("like", "pancakes")),
]


@pytest.mark.parametrize(("text", "expected"), KEPT)
def test_values_without_such_edges_stay(text: str, expected: tuple[str, str]) -> None:
    assert expected in _learned(text)


OVER = [
    "I was at Google until 2020",
    "I was with Vodafone for ten years",
    "I spent ten years at IBM as a tester",
    "I spent a decade as a teacher",
]


@pytest.mark.parametrize("text", OVER)
def test_a_job_held_for_a_time_gone_by_is_over(text: str) -> None:
    assert not {pair for pair in _learned(text) if pair[0] in ("employer", "role")}


def test_a_job_held_now_stays() -> None:
    assert ("employer", "Google") in _learned("I've been at Google for six years")
    assert ("employer", "Meta") in _learned("I was at Google for six years, now I'm at Meta")
    assert ("role", "teacher") in _learned("I've spent ten years as a teacher")


CORRECTED: list[tuple[str, tuple[str, str], tuple[str, str]]] = [
    (
        "I'm a product manager at Zephyr, sorry, at Zenith",
        ("employer", "Zenith"),
        ("employer", "Zephyr"),
    ),
    ("I work at Tesco, no wait, at Asda", ("employer", "Asda"), ("employer", "Tesco")),
    ("I live in Leeds, oops, in York", ("home_location", "York"), ("home_location", "Leeds")),
    (
        "I'm an engineer with Arup, no wait, with Atkins",
        ("employer", "Atkins"),
        ("employer", "Arup"),
    ),
    ("我在西宁住，不对，是海东", ("home_location", "海东"), ("home_location", "西宁")),
    ("我是老师，不对，是教务员", ("role", "教务员"), ("role", "老师")),
    ("我在腾讯，哦不对，在字节", ("employer", "字节"), ("employer", "腾讯")),
]


@pytest.mark.parametrize(("text", "new", "old"), CORRECTED)
def test_a_correction_replaces_the_value_it_aims_at(
    text: str, new: tuple[str, str], old: tuple[str, str]
) -> None:
    learned = _learned(text)
    assert new in learned
    assert old not in learned


def test_a_correction_keeps_what_it_does_not_aim_at() -> None:
    learned = _learned("I'm a product manager at Zephyr, sorry, at Zenith")
    assert ("role", "product manager") in learned
    assert ("home_location", "杭州") in _learned("我住在杭州，不对，是明天去")


ROLES: list[tuple[str, tuple[str, str]]] = [
    ("今年提了副科长，活更多了", ("role", "副科长")),
    ("I'm a nurse, not a doctor", ("role", "nurse")),
    ("I'm a teacher rather than a researcher these days", ("role", "teacher")),
    ("做主播哪有不熬夜的", ("role", "主播")),
    ("签名：李想｜杭州某出版社编辑｜现居西湖区", ("role", "编辑")),
    ("我是某互联网公司的产品经理", ("role", "产品经理")),
]


@pytest.mark.parametrize(("text", "expected"), ROLES)
def test_a_job_is_trimmed_of_its_change_contrast_and_organisation(
    text: str, expected: tuple[str, str]
) -> None:
    assert {pair for pair in _learned(text) if pair[0] == "role"} == {expected}


def test_a_job_with_its_own_place_word_stays_whole() -> None:
    assert ("role", "医院护士") in _learned("我是医院护士")

"""Who the user is, where they live and their people, said in passing (issue 22, g43i):
names after a title or as "it's X btw", a name closing a description (我是新来的法务专员周婧),
姓X名Y; homes by a move, a return, a share, a rent or a commute; relations and pets named in
turn or in a list (一只叫芝麻一只叫汤圆, 三只猫，大橘、二黑和煤球), a spouse as the child's
parent (孩子他爸). Must not: someone else's name, home or pet, a question, a wish, a place of
work or a habit of living somewhere (在美国住惯了), 吉他 read as 他. My own sentences, written
before reading any failure, none a corpus line; through the real matcher."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.zh_pronouns import has_pronoun
from tests.fixtures.grammar import user_candidates


def _users(text: str, slot: str) -> list[str]:
    """The values of `slot` the matcher learns about the user from `text`."""
    return [str(c.attributes.get("item") or c.value) for c in user_candidates(text, slot)]


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("it's Priya btw, we spoke yesterday", "name", "Priya"),
        ("hey it's Sam again", "name", "Sam"),
        ("Dr. Priya Raman here, I do exotics mostly", "name", "Priya Raman"),
        ("yeah this is Dwayne Pruitt I own a plumbing firm", "name", "Dwayne Pruitt"),
        ("the name's Siobhán, with the fada, everyone spells it wrong", "name", "Siobhán"),
        ("Sam here, quick question about my taxes", "name", "Sam"),
        ("you can call me Bea, everyone does", "name", "Bea"),
        ("I go by Liz now, not Elizabeth", "name", "Liz"),
        ("I live across the bay in Alameda.", "home_location", "Alameda"),
        ("My twin brother Aziz and I share a flat in Leicester.", "home_location", "Leicester"),
        ("we share a house in Bristol", "home_location", "Bristol"),
        ("we live in um Boise now", "home_location", "Boise"),
        ("I'm after moving to Galway from Dublin", "home_location", "Galway"),
        ("we're renting in Olympia as of this week", "home_location", "Olympia"),
        ("I'm renting a room in Kotor through the summer now", "home_location", "Kotor"),
        ("Moved the whole act to Austin, Chicago winters beat me.", "home_location", "Austin"),
        ("just got back to Dublin for good after three years in Toronto", "home_location",
         "Dublin"),
        ("Landed in Auckland, that's home for the next few years.", "home_location", "Auckland"),
        ("I take the train from Oakland to SF every day", "home_location", "Oakland"),
        ("home is technically Galway but I haven't been there since September", "home_location",
         "Galway"),
        ("after the divorce I ended up back in my hometown, Galway", "home_location", "Galway"),
        ("I moved to Marseille last month, closer to my sister.", "home_location", "Marseille"),
        ("we moved from Boston to Denver in March", "home_location", "Denver"),
        ("my sister-in-law Aoife is visiting this weekend", "relation", "sister-in-law: Aoife"),
        ("my mum and my brother Tom are coming for Christmas", "relation", "brother: Tom"),
        ("our dog Biscuit ate my sock again lol", "pet", "dog: Biscuit"),
        ("we adopted a rescue greyhound called Pepper", "pet", "greyhound: Pepper"),
    ],
)  # fmt: skip
def test_english_said_in_passing(text: str, slot: str, value: str) -> None:
    assert value in _users(text, slot), _users(text, slot)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("大家好，我是新来的小刘", "name", "小刘"),
        ("各位好，我是新来的法务专员周婧，以后找我就行", "name", "周婧"),
        ("您好，我是链家河西店的置业顾问小唐", "name", "小唐"),
        ("哈喽，我是你们的老朋友阿飞，一个做陶瓷的", "name", "阿飞"),
        ("我是设计师Kevin", "name", "Kevin"),
        ("在下姓陈名立新，现居厦门", "name", "陈立新"),
        ("小弟姓龚，龚子豪，做工程师的", "name", "龚子豪"),
        ("叫我小周就行", "name", "小周"),
        ("我是吉他老师", "role", "吉他老师"),
        ("我在琴行当吉他老师", "role", "吉他老师"),
        ("我每天从昆山坐高铁去上海上班", "home_location", "昆山"),
        ("我从上海搬到苏州了", "home_location", "苏州"),
        ("目前定居大理", "home_location", "大理"),
        ("老公阿杰每天给我打针", "relation", "老公: 阿杰"),
        ("我室友小K天天打游戏", "relation", "室友: 小K"),
        ("俺孙子叫豆豆，今年上一年级", "relation", "孙子: 豆豆"),
        ("离婚了，带着儿子乐乐搬到了嘉兴", "relation", "儿子: 乐乐"),
        ("我跟我发小阿强合伙开了个面包店", "relation", "发小: 阿强"),
        ("孩子他爸出差了", "relation", "老公"),
        ("娃他爹今天加班", "relation", "老公"),
        ("我家两只猫一只叫芝麻一只叫汤圆", "pet", "猫: 汤圆"),
        ("我自己养了三只猫，大橘、二黑和煤球。", "pet", "猫: 煤球"),
        ("我家狗子布丁今天三岁啦", "pet", "狗: 布丁"),
        ("我养了一只柯基，叫可乐", "pet", "柯基: 可乐"),
    ],
)  # fmt: skip
def test_chinese_said_in_passing(text: str, slot: str, value: str) -> None:
    assert value in _users(text, slot), _users(text, slot)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("This is Sam, my coworker", "name"),
        ("It's Mochi, my cat", "name"),
        ("it's Chrome, I think", "name"),
        ("Dr. Okafor's office here, calling to confirm the appointment", "name"),
        ("is it Priya or Pria? I always forget how my coworker spells it", "name"),
        ("I'm not Sam, that's my brother", "name"),
        ('"I\'m Batman," he said', "name"),
        ("my friend Sam lives in Leeds", "home_location"),
        ("if I lived in Lisbon I'd surf every day", "home_location"),
        ("thinking about moving to Austin next year", "home_location"),
        ("my brother lives across the river in Cork", "home_location"),
        ("my brother and his wife share a flat in Leeds", "home_location"),
        ("my sister takes the train from Oakland to SF every day", "home_location"),
        ("my boss's dog is called Rex", "pet"),
        ("I'm so hungry I could eat a horse", "pet"),
    ],
)  # fmt: skip
def test_english_nothing_of_the_user(text: str, slot: str) -> None:
    assert _users(text, slot) == [], _users(text, slot)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我朋友叫小周", "name"),
        ("他叫什么名字来着？", "name"),
        ("如果我叫李白就好了", "name"),
        ("我是程序员小白，问个问题", "name"),
        ("我是隔壁的王阿姨", "name"),
        ("我是家里的老大", "name"),
        ("我是字节跳动的HRBP，负责招聘", "name"),
        ("我老公姓王名刚", "name"),
        ("要是我住在三亚就好了", "home_location"),
        ("我老家是河南的", "home_location"),
        ("温度用华氏度，我在美国住惯了", "home_location"),
        ("我在广州地铁开三号线", "home_location"),
        ("我是交警，在天河大队，每天早高峰站岗", "home_location"),
        ("我老公每天从昆山坐高铁去上海上班", "home_location"),
        ("我同事家的狗叫豆豆", "pet"),
        ("我邻居家的猫叫咪咪", "pet"),
        ("他是吉他老师", "role"),
        ("我是他的老师", "role"),
    ],
)  # fmt: skip
def test_chinese_nothing_of_the_user(text: str, slot: str) -> None:
    assert _users(text, slot) == [], _users(text, slot)


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        ("吉他老师", False),
        ("其他部门的老师", False),
        ("我的老师", True),
        ("他们的老师", True),
        ("我家的老师", True),
        ("小提琴和吉他老师", False),
    ],
)
def test_a_pronoun_is_a_word(text: str, holds: bool) -> None:
    assert has_pronoun(text) is holds


def test_both_animals_named_in_turn() -> None:
    pets = _users("我家两只猫一只叫芝麻一只叫汤圆～", "pet")
    assert sorted(pets) == ["猫: 汤圆", "猫: 芝麻"], pets


def test_a_place_lived_in_beside_a_place_of_work() -> None:
    text = "我住在杭州，在杭州的一家医院当护士"
    assert _users(text, "home_location") == ["杭州"], _users(text, "home_location")


STILL_MISSED: list[str] = [
    "hey, Marcus again from yesterday, the printer is still broken",
    "the kids started at a school here in Lyon",
    "my wife Mei and I just had our second, a boy named Theo",
    "so my stepdad Gary and my half-brother Luke are visiting",
    "me, my partner and our cat Noodle live in a tiny flat in Glasgow",  # value 'in Glasgow'
    "I drop my daughter at her school in Fremont then drive to work in Palo Alto",
    "每天从昆山坐高铁去上海上班",  # no 我: read only when the user is said
    "我家孩子在杭州上小学",
    "我是Kevin，in Shanghai now，做设计的",
    "老家湖南的，在东莞打工",
    "院子里两条狗，一条金毛叫阿福，一条土狗叫二黑",
]
"""My own sentences the rules still miss (a list, not tests: issue 22's rule)."""

"""A message about someone the user named in the message before, said with he/she (他/她):
"my brother Sam is staying with us" then "he's a plumber in Leeds"; every slot of it is
theirs, never the user's. Through the real extract and consolidate stages, English and
Chinese. Each row is a fresh pair of my own (the naming message, the pronoun message); none
is a corpus line."""

from __future__ import annotations

import pytest

from memstream.schemas.memory import Memory, MemoryStatus
from tests.fixtures.learning import memories

CARRIED = [
    # (naming message, pronoun message, whose (key part), slot, value)
    (
        "my brother Sam is staying with us",
        "he's a plumber, works for the council",
        "brother",
        "role",
        "plumber",
    ),
    (
        "my aunt Rita is visiting next week",
        "she's allergic to shellfish so no paella",
        "aunt",
        "allergy",
        "shellfish",
    ),
    (
        "my dad is coming for lunch",
        "he's diabetic, so nothing too sweet",
        "dad",
        "condition",
        "diabetes",
    ),
    (
        "my girlfriend Maya is cooking tonight",
        "she's vegetarian, so it'll be a veggie lasagna",
        "girlfriend",
        "diet",
        "vegetarian",
    ),
    ("my cousin Ben got a new job", "he works at Siemens now", "cousin", "employer", "siemens"),
    (
        "my neighbour Ruth popped by",
        "she absolutely hates loud music",
        "neighbour",
        "dislike",
        "loud music",
    ),
    (
        "my son Kai has a sleepover tonight",
        "he's allergic to cats, hope they don't have one",
        "son",
        "allergy",
        "cats",
    ),
    ("my mum rang this morning", "she's flying to Lisbon on Friday", "mum", "plan", "lisbon"),
    (
        "my husband Tom is home early",
        "he teaches chemistry at a secondary school",
        "husband",
        "role",
        "teach",
    ),
    ("my best friend Priya is in town", "she doesn't eat pork", "friend", "diet", "pork"),
    (
        "my grandpa is staying over",
        "he has asthma, so no candles",
        "grandpa",
        "condition",
        "asthma",
    ),
    ("my flatmate Leo is moving out", "he can't stand the cold", "flatmate", "dislike", "cold"),
    ("我表哥阿强周末过来玩", "他是个厨师，在酒店上班", "表哥", "role", "厨师"),
    ("我奶奶下周来住", "她有糖尿病，甜的不能吃", "奶奶", "condition", "糖尿病"),
    ("我老公今天早下班", "他对海鲜过敏，晚饭别做虾", "老公", "allergy", "海鲜"),
    ("我闺蜜小雪来我家", "她不吃香菜，一点都不能放", "闺蜜", "dislike", "香菜"),
    ("我弟弟小军放假回家了", "他在华为实习", "弟弟", "employer", "华为"),
    ("我爸这周末过来", "他有高血压，盐要少放", "爸", "condition", "高血压"),
    ("我女朋友阿琳来吃饭", "她吃素，所以我做了几个素菜", "女朋友", "diet", "vegetarian"),
    ("我儿子豆豆去同学家了", "他对牛奶过敏，得提醒一下", "儿子", "allergy", "牛奶"),
    ("我姐姐下周回国", "她在银行当柜员", "姐姐", "role", "柜员"),
    ("我室友阿May在收拾东西", "她下周三要飞东京", "室友", "plan", "东京"),
    ("我妈来我这住几天", "她特别讨厌猫", "妈", "dislike", "猫"),
    ("我同事小刘今天请假了", "他特别喜欢打篮球，天天约人", "同事", "like", "篮球"),
]


def _theirs(found: list[Memory], whose: str, slot: str) -> list[str]:
    return [
        f"{m.value} {m.attributes.get('item', '')}".casefold()
        for m in found
        if m.status is MemoryStatus.ACTIVE
        and m.key.startswith("fact:about:")
        and m.attributes.get("slot") == slot
        and whose.casefold() in str(m.attributes.get("subject", "")).casefold()
    ]


def _users(found: list[Memory], slot: str) -> list[str]:
    return [
        m.value
        for m in found
        if m.status is MemoryStatus.ACTIVE
        and not m.key.startswith("fact:about:")
        and m.attributes.get("slot") == slot
    ]


@pytest.mark.parametrize(("named", "said", "whose", "slot", "value"), CARRIED)
def test_a_pronoun_after_a_named_person_is_that_person(
    named: str, said: str, whose: str, slot: str, value: str
) -> None:
    found = memories(named, said)
    assert any(value.casefold() in v for v in _theirs(found, whose, slot)), found
    assert _users(found, slot) == []


ALONE = [
    "she's a pharmacist, been there for ages",
    "he's allergic to bees",
    "she hates cats",
    "他对花生过敏",
    "她是护士",
    "他不吃辣",
]


@pytest.mark.parametrize("said", ALONE)
def test_a_pronoun_with_no_one_named_before_is_no_one(said: str) -> None:
    found = memories("what's a good recipe for dinner?", said)
    assert [m.key for m in found if m.key.startswith(("fact:about:", "profile."))] == []


def test_they_after_one_named_person_is_no_one() -> None:
    found = memories("my son Leo broke his arm on the trip", "they loved the Grand Canyon though")
    assert [m.key for m in found if m.key.startswith("fact:about:")] == []
    found = memories("我儿子小乐这次旅行摔了一跤", "他们还是很喜欢大峡谷")
    assert [m.key for m in found if m.key.startswith("fact:about:")] == []

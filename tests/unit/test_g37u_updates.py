"""Updates said in the shapes people really use (issue 22 point 2, g37u), through the real
extract and consolidate stages, English and Chinese, none a corpus line:

- dictated: one breath, no punctuation ("left acme im at globex now", 离职了现在在米哈游):
  the ending and the new value are read as the two sentences they are;
- traditional characters or Cantonese for an item stated in simplified ones (煙戒了 ends
  抽烟), and the other way round;
- must not: a person of the user's who ends something ends it for themselves (我姐奶茶早就不碰了,
  "my wife quit smoking"), and a plan or a wish ends nothing ("thinking of going vegan", 打算戒烟).
"""

from __future__ import annotations

import pytest

from tests.fixtures.learning import active_after, has_value

# (first message, the change, what must end, what must hold after: "slot=value" or "-")
MUST_CHANGE: list[tuple[str, str, str, str]] = [
    # dictated English: the ending and the new value in one breath
    ("I work at Acme", "left acme last spring im at globex now", "employer=Acme",
     "employer=Globex"),
    ("I'm a nurse", "quit nursing in may i'm a paramedic now", "role=nurse", "role=paramedic"),
    ("I live in Leeds", "we sold the flat we're renting in york now", "home_location=Leeds",
     "home_location=York"),
    ("I'm vegan", "not vegan anymore i eat fish now", "diet=vegan", "-"),
    ("I use vim", "gave up on vim i'm on helix these days", "pref.editor=vim",
     "pref.editor=helix"),
    ("I work at Deloitte", "handed in my notice at deloitte i've joined kpmg",
     "employer=Deloitte", "employer=KPMG"),
    ("I'm a barista", "got promoted i'm the shift manager now", "role=barista",
     "role=shift manager"),
    ("I'm a junior developer", "Got promoted I'm a senior developer now",
     "role=junior developer", "role=senior developer"),
    ("I drink coffee every morning", "stopped the coffee i drink green tea now", "habit=coffee",
     "-"),
    # dictated Chinese: 了 ends the first clause
    ("我在腾讯上班", "从腾讯离职了现在在字节", "employer=腾讯", "employer=字节"),
    ("我住在南京", "我已经搬到杭州了之前在南京", "home_location=南京", "home_location=杭州"),
    ("我喜欢喝奶茶", "现在不喝奶茶了控糖", "like=奶茶", "-"),
    ("我每天打游戏", "游戏不玩了没时间", "habit=游戏", "-"),
    # traditional characters or Cantonese for an item said in simplified ones
    ("我每天喝豆浆", "豆漿不喝了", "habit=豆浆", "-"),
    ("我抽烟", "煙已經戒咗半年", "habit=烟", "-"),
    ("我喜欢打篮球", "籃球早就唔打喇", "like=篮球", "-"),
    ("我每天喝可乐", "可樂戒了，血糖高", "habit=可乐", "-"),
    ("我每天追韩剧", "韓劇不追了，都一個套路", "habit=韩剧", "-"),
    ("我每天喝咖啡", "咖啡戒了", "habit=咖啡", "-"),
    # a lapse: not done since a time, or for a counted span
    ("I run every morning", "haven't run since the marathon", "habit=run", "-"),
    ("I swim every morning", "I haven't swum since my surgery", "habit=swim", "-"),
    ("I play tennis every weekend", "haven't played tennis since last summer", "habit=tennis",
     "-"),
    ("I journal every night", "havent journaled since the baby", "habit=journal", "-"),
    ("我每天跑步", "已经三个月没跑步了", "habit=跑步", "-"),
    ("我每天练瑜伽", "两年多没练瑜伽了", "habit=瑜伽", "-"),
    ("我每天游泳", "3个月没游泳了", "habit=游泳", "-"),
]  # fmt: skip


@pytest.mark.parametrize(("first", "change", "ended", "new"), MUST_CHANGE)
def test_the_change_ends_the_old_value(first: str, change: str, ended: str, new: str) -> None:
    """The old value is no longer active, and the new one (when said) is."""
    found = active_after([first, change])
    slot, value = ended.split("=", 1)
    assert not has_value(found, slot, value), found
    if new != "-":
        slot, value = new.split("=", 1)
        assert has_value(found, slot, value), found


# (first message, a sentence that ends nothing of the user's, what must stay)
MUST_NOT_CHANGE: list[tuple[str, str, str]] = [
    # another person's ending is theirs
    ("I like coffee", "my wife quit coffee", "like=coffee"),
    ("I like coffee", "my sister is off coffee these days", "like=coffee"),
    ("I run every morning", "my husband doesn't run anymore", "habit=run"),
    ("I love jazz", "my dad's not into jazz anymore", "like=jazz"),
    ("I play tennis every Sunday", "my son gave up tennis", "habit=tennis"),
    ("我喜欢喝奶茶", "我姐奶茶早就不碰了", "like=奶茶"),
    ("我喜欢喝奶茶", "我老婆奶茶戒了", "like=奶茶"),
    ("我每天跑步", "我老公最近不跑步了", "habit=跑步"),
    ("我喜欢吃火锅", "我妈火锅吃腻了", "like=火锅"),
    ("我每天打游戏", "我儿子游戏不玩了", "habit=游戏"),
    ("I run every morning", "my wife hasn't run since the wedding", "habit=run"),
    ("我每天跑步", "我老公三个月没跑步了", "habit=跑步"),
    # a plan, a wish or a condition ends nothing
    ("I love coffee", "if i get the new job i'm quitting coffee", "like=coffee"),
    ("I love coffee", "i think i'm going to quit coffee", "like=coffee"),
    ("I smoke", "thinking of quitting smoking", "habit=smoke"),
    ("我抽烟", "打算戒烟", "habit=抽烟"),
    ("我抽烟", "我想戒烟了", "habit=抽烟"),
    ("我喜欢喝咖啡", "如果失眠我就不喝咖啡了", "like=咖啡"),
]


@pytest.mark.parametrize(("first", "said", "kept"), MUST_NOT_CHANGE)
def test_nothing_of_the_users_ends(first: str, said: str, kept: str) -> None:
    """What the user said first is still active."""
    found = active_after([first, said])
    slot, value = kept.split("=", 1)
    assert has_value(found, slot, value), found

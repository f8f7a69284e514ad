"""Follow-ups, habits and their endings, job changes: English and Chinese, through the grammar
and through the real extract and consolidate stages (in memory)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from memstream.processors.episodes import SessionMessage
from memstream.processors.grammar import en, zh
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.follow import (
    bare_ending,
    domain_ending,
    follow_object,
    followed,
    listed,
    traded,
)
from memstream.processors.sessions import SessionBuffer, previous_said
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted
from memstream.schemas.memory import Memory, MemoryStatus
from tests.fixtures.learning import memories

ANCHOR = date(2026, 4, 6)


def _active(found: list[Memory], slot: str) -> list[str]:
    return [
        str(m.attributes.get("item") or m.value)
        for m in found
        if m.status is MemoryStatus.ACTIVE and m.attributes.get("slot") == slot
    ]


def _ended(found: list[Memory], slot: str) -> list[str]:
    live = {m.id for m in found if m.status is MemoryStatus.ACTIVE}
    return [m.value for m in found if m.attributes.get("slot") == slot and m.id not in live]


# Follow-ups: the object of an elliptical clause.


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("oh, and kayaking too", "kayaking"),
        ("same goes for jazz, honestly", "jazz"),
        ("same with cilantro", "cilantro"),
        ("add eczema to the list please", None),
        ("add eczema to the list", "eczema"),
        ("another one for the list: run a half marathon", "run a half marathon"),
        ("shrimp is off limits for me as well", "shrimp"),
        ("and eczema on top of that", "eczema"),
        ("also, thanks", None),
        ("and paddleboarding", "paddleboarding"),
        ("Oh, and Radiohead too", "Radiohead"),
        ("plus sourdough", "sourdough"),
        ("kayaking is another one", "kayaking"),
        ("throw cashews in there too", "cashews"),
        ("and then?", None),
        ("and my wife too", None),
        ("me too", None),
        ("that too", None),
        ("what about you too", None),
    ],
)
def test_english_follow_up_object(text: str, thing: str | None) -> None:
    assert follow_object(text, chinese=False) == thing


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("还有芒果，吃了嘴巴肿", "芒果"),
        ("另外还有海鲜", "海鲜"),
        ("游泳也是", "游泳"),
        ("最近又多了个爱好——攀岩", "攀岩"),
        ("睡前还会做十分钟冥想", "冥想"),
        ("我也是", None),
        ("还有一件事想问你", None),
        ("还有就是", None),
        ("还有三天", None),
        ("还有就是芒果", "芒果"),
        ("再加上尘螨", "尘螨"),
        ("狗也是一样的", "狗"),
        ("然后呢", None),
    ],
)
def test_chinese_follow_up_object(text: str, thing: str | None) -> None:
    assert follow_object(text, chinese=True) == thing


def test_a_follow_up_takes_the_multi_valued_slot_of_the_previous_statement() -> None:
    before = [Fill("dislike", "jazz"), Fill("home_location", "Berlin")]
    assert followed("same goes for techno", False, before) == [
        Fill("dislike", "techno", extra={"follows": "jazz"})
    ]
    assert [f.slot for f in followed("还有尘螨", True, [Fill("allergy", "花粉")])] == ["allergy"]


def test_a_follow_up_that_says_the_thing_is_bad_follows_only_what_is_bad() -> None:
    assert followed("no mushrooms either", False, [Fill("like", "olives")]) == []
    assert [
        f.slot for f in followed("no mushrooms either", False, [Fill("dislike", "olives")])
    ] == ["dislike"]
    assert followed("芒果也不行", True, [Fill("like", "草莓")]) == []
    assert [f.value for f in followed("芒果也不行", True, [Fill("allergy", "花生")])] == ["芒果"]


def test_a_follow_up_after_a_single_valued_statement_learns_nothing() -> None:
    assert followed("and Munich too", False, [Fill("home_location", "Berlin")]) == []
    assert followed("还有上海", True, [Fill("employer", "腾讯")]) == []
    assert followed("oh, and kayaking too", False, []) == []


@pytest.mark.parametrize(
    ("text", "chinese", "bare"),
    [
        ("quit last month", False, True),
        ("so I stopped, for good", False, True),
        ("I quit my job", False, False),
        ("戒了，两个月没碰了", True, True),
        ("半年没碰了", True, True),
        ("戒烟了", True, False),
    ],
)
def test_bare_endings(text: str, chinese: bool, bare: bool) -> None:
    assert bare_ending(text, chinese) is bare


def test_previous_said_is_the_users_message_before_in_the_session() -> None:
    at = datetime(2026, 4, 6, 9, 0, tzinfo=UTC)
    scope = Scope(tenant="t", user="u", session="s1")
    turns = [
        SessionMessage(event_id="e1", role="user", content="I like chess", time=at),
        SessionMessage(event_id="e2", role="assistant", content="Nice!", time=at),
        SessionMessage(event_id="e3", role="user", content="and go too", time=at),
    ]
    buffer = SessionBuffer(scope=scope, started_at=at, last_at=at, messages=turns)
    event = MessagePosted(
        id="e3", time=at, scope=scope, payload=Message(role="user", content="and go too")
    )
    assert previous_said(buffer, event) == ("I like chess",)
    assert previous_said(buffer.model_copy(update={"messages": turns[1:]}), event) == ()


def test_english_follow_ups_through_the_stages() -> None:
    found = memories("I'm allergic to penicillin.", "oh, and latex too")
    assert sorted(_active(found, "allergy")) == ["latex", "penicillin"]
    found = memories("I love sushi.", "same goes for ramen")
    assert "ramen" in _active(found, "like")


def test_chinese_follow_ups_through_the_stages() -> None:
    found = memories("我对青霉素过敏。", "还有芒果，一吃嘴就肿")
    assert sorted(_active(found, "allergy")) == ["芒果", "青霉素"]
    found = memories("我很喜欢爬山。", "游泳也是")
    assert "游泳" in _active(found, "like")


def test_a_follow_up_of_a_follow_up_takes_the_first_statements_slot() -> None:
    found = memories("I'm allergic to penicillin.", "oh, and latex too", "same goes for aspirin")
    assert sorted(_active(found, "allergy")) == ["aspirin", "latex", "penicillin"]
    found = memories("我对青霉素过敏。", "还有芒果", "另外还有海鲜")
    assert sorted(_active(found, "allergy")) == ["海鲜", "芒果", "青霉素"]


def test_a_question_is_no_follow_up() -> None:
    assert _active(memories("I like hiking.", "is climbing good too?"), "like") == ["hiking"]
    assert _active(memories("我很喜欢猫。", "狗也是吗？"), "like") == ["猫"]


def test_a_follow_up_that_opens_a_conversation_learns_nothing() -> None:
    assert _active(memories("oh, and latex too"), "allergy") == []
    assert _active(memories("还有芒果"), "allergy") == []


# Habits and their endings.


def test_english_frequency_phrasings_are_habits_with_their_verb() -> None:
    assert en.parse("I'm a bottle-a-day drinker", ANCHOR) == [Fill("habit", "drink a bottle a day")]
    assert en.parse("I drink a cup of green tea every morning", ANCHOR) == [
        Fill("habit", "drink green tea every morning")
    ]


def test_english_doers_say_how_much() -> None:
    assert en.parse("I'm a two-pack-a-day smoker", ANCHOR) == [
        Fill("habit", "smoke two packs a day")
    ]
    assert en.parse("I'm a half-pack-a-day smoker", ANCHOR) == [
        Fill("habit", "smoke half a pack a day")
    ]


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("我每天三杯奶茶", "每天三杯奶茶"),
        ("我一周跑三次步", "一周跑三次步"),
        ("健身房一周去四次，主要练力量", "去健身房"),
    ],
)
def test_chinese_so_often_per_week_is_a_habit(text: str, habit: str) -> None:
    assert [f.value for f in zh.parse(text, ANCHOR) if f.slot == "habit"] == [habit]


def test_chinese_a_bare_verb_with_no_topic_is_no_habit() -> None:
    assert [f.slot for f in zh.parse("我超爱吃火锅，一周能吃三回", ANCHOR)] == ["like"]


def test_chinese_habit_without_a_verb_keeps_how_often_and_how_much() -> None:
    assert zh.parse("我每天一杯奶茶", ANCHOR) == [Fill("habit", "每天一杯奶茶")]
    assert zh.parse("我每天喝一杯奶茶", ANCHOR)[0].value == "每天喝奶茶"


def test_english_endings_that_do_not_repeat_the_verb() -> None:
    found = memories("I drink a can of Sprite every evening", "no more soda for me")
    assert _ended(found, "habit") == ["drink Sprite every evening"]
    found = memories("I smoke ten cigarettes a day.", "I run every morning.", "quit last month")
    assert _ended(found, "habit") == ["run every morning"]  # what was said just before
    assert _active(found, "habit") == ["smoke ten cigarettes a day"]


def test_chinese_endings_that_do_not_repeat_the_verb() -> None:
    found = memories("我每天六点起床", "我每天晚上跑步", "最近熬夜，早起现在做不到了")
    assert _ended(found, "habit") == ["每天六点起床"]
    assert _active(found, "habit") == ["每晚跑步"]
    found = memories("我每天抽半包烟", "戒了，半年没碰了")
    assert _ended(found, "habit") == ["每天抽烟"]


# Job changes that name only the new employer.


def test_english_job_change_names_the_employer_never_a_place() -> None:
    fills = en.parse("moved over to Shopify last spring", ANCHOR)
    assert [f.slot for f in fills] == ["employer"]
    found = memories("I'm a chef at Nobu.", "quit Nobu, I'm driving for Uber now")
    assert _active(found, "employer") == ["Uber"]
    assert _active(found, "role") == ["driver"]


def test_english_trade_verbs_need_the_user_and_a_current_job() -> None:
    assert en.parse("my brother is now driving for Uber", ANCHOR) == [
        Fill("relation", "brother", kind="brother")
    ]
    assert en.parse("I'm cleaning for Christmas now", ANCHOR) == []


def test_chinese_job_change_starting_is_no_plan_and_still_keeps_the_role() -> None:
    assert [f.slot for f in zh.parse("跳槽到京东了，下个月入职", ANCHOR)] == ["employer"]
    found = memories("我在阿里做产品运营", "离职了，现在在网易，还是做运营")
    assert _active(found, "employer") == ["网易"]
    assert _active(found, "role") == ["产品运营"]


def test_english_still_confirms_the_role_it_ends_with() -> None:
    found = memories("I'm a UX designer at Acme.", "left Acme, I'm at Globex now, still a designer")
    assert _active(found, "employer") == ["Globex"]
    assert _active(found, "role") == ["UX designer"]
    found = memories("I'm a UX designer at Acme.", "left Acme, I'm at Globex now, still a nurse")
    assert _active(found, "role") == ["UX designer"]  # g38u: "still" says unchanged


# Lists and trades.


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("also adding Radiohead to the list of bands I love, no regrets", "I love Radiohead"),
        ("add durian to my list of foods I hate", "I hate durian"),
        ("add milk to the shopping list", None),
        ("把榴莲加到我讨厌的清单里", "我讨厌榴莲"),
        ("再把周杰伦也加到我喜欢的名单", "我喜欢周杰伦"),
        ("把牛奶加到购物清单", None),
    ],
)
def test_adding_to_a_named_list_is_said_plainly(text: str, plain: str | None) -> None:
    assert listed(text, any("\u4e00" <= c <= "\u9fff" for c in text)) == plain


def test_a_trade_puts_the_new_thing_in_the_old_habit() -> None:
    habit = [Fill("habit", "drink beer every evening")]
    assert traded("swapped my evening beer for kombucha", False, habit) == [
        Fill("habit", "drink kombucha every evening", extra={"follows": habit[0].value})
    ]
    assert traded("I traded my car for a bike", False, habit) == []
    habit = [Fill("habit", "早上喝绿茶")]
    assert [f.value for f in traded("早上的绿茶换成了咖啡", True, habit)] == ["早上喝咖啡"]
    assert traded("手机换成了苹果", True, habit) == []


def test_trades_through_the_stages() -> None:
    found = memories("I drink beer every evening", "I swapped the evening beer for kombucha")
    assert _active(found, "habit") == ["drink kombucha every evening"]
    found = memories("我每天早上喝绿茶", "早上的绿茶换成了咖啡")
    assert _active(found, "habit") == ["每天早上喝咖啡"]


def test_an_ending_whose_verb_names_its_habit() -> None:
    found = memories("I smoke a pack a day.", "I run every morning.", "haven't lit one since May")
    assert _ended(found, "habit") == ["smoke a pack a day"]
    assert _active(found, "habit") == ["run every morning"]
    assert domain_ending("I haven't smoked at all since", False)[0].terms == ("smoking",)
    assert domain_ending("I haven't lit the fire since", False) == []
    assert domain_ending("I haven't seen one since May", False) == []


def test_an_ending_said_by_the_doer_it_no_longer_is() -> None:
    found = memories("I smoke a pack a day.", "I run every morning.", "I'm a non-smoker now")
    assert _ended(found, "habit") == ["smoke a pack a day"]
    assert domain_ending("my dad is a non-smoker", False) == []
    found = memories("I drink a can of Coke every afternoon", "cut out fizzy drinks completely")
    assert _ended(found, "habit") == ["drink Coke every afternoon"]
    found = memories("I smoke a pack a day.", "I've kicked the habit")
    assert _ended(found, "habit") == ["smoke a pack a day"]


def test_a_chinese_ending_whose_verb_names_its_habit() -> None:
    found = memories("我每天抽一包烟", "我每天晚上跑步", "一根都没抽过了，三个月了")
    assert _ended(found, "habit") == ["每天抽烟"]
    assert _active(found, "habit") == ["每晚跑步"]
    assert domain_ending("一口酒都没沾过", True)[0].terms == ("alcohol",)
    assert domain_ending("一次都没去过", True) == []
    found = memories("我每天五点起床", "我每天晚上跑步", "现在早上起不来了")
    assert _ended(found, "habit") == ["每天五点起床"]
    assert _active(found, "habit") == ["每晚跑步"]


def test_left_one_employer_for_another() -> None:
    found = memories("I work at Acme.", "left Acme for Globex last spring")
    assert _active(found, "employer") == ["Globex"]
    assert [f.slot for f in en.parse("left London for Berlin", ANCHOR)] == ["ending"]

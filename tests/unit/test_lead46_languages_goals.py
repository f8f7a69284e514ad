"""Languages the lexicon lacked (Bangla, Sylheti, Hiligaynon; 壮话, 朝鲜语, 阿美语), names of two
words ("Haitian Creole", "Ancient Greek", "Old Church Slavonic"), languages said by talking,
signing or using them ("We talk Cantonese at home", "I sign ASL", 平时工作用德语, 英语流利,
会讲客家话也会讲南昌话, 上海闲话); a language said to the assistant is a reply language, never one
the user speaks ("speak English to me please", 跟我说普通话就行); a wish with a deadline is a goal
("I'd love to learn Welsh properly this year"); a goal of learning met by saying it learned
("Finally learned to swim", 终于学会游泳了) ends."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after, user_slots


def _languages(text: str) -> set[str]:
    """The languages learned for the user from one message."""
    return {value for slot, value in user_slots(text) if slot == "languages"}


@pytest.mark.parametrize(
    ("said", "languages"),
    [
        ("At home we speak Bangla, at work it's English all day.", {"Bangla"}),
        ("My nani only speaks Sylheti so I picked it up as a kid, I speak Sylheti", {"Sylheti"}),
        ("I speak Hiligaynon and Tagalog", {"Hiligaynon", "Tagalog"}),
        ("We talk Cantonese at home.", {"Cantonese"}),
        ("I sign ASL.", {"ASL"}),
        ("I'm fluent-ish in Korean", {"Korean"}),
        ("I read Ancient Greek fairly well", {"Ancient Greek"}),
        ("I speak Haitian Creole", {"Haitian Creole"}),
        ("I speak Old Church Slavonic and Latin", {"Old Church Slavonic", "Latin"}),
        ("I speak Egyptian Arabic and French", {"Egyptian Arabic", "French"}),
        ("我在德国慕尼黑，CET时区，平时工作用德语", {"德语"}),
        ("公司叫安克，英语流利，讨厌加班", {"英语"}),
        ("我上海闲话、普通话、英文侪会讲", {"上海话", "普通话", "英文"}),
        ("我会讲赣南客家话也会讲南昌话", {"客家话", "南昌话"}),
        ("我会说英语还会讲一点日语", {"英语", "日语"}),
        ("我是藏族，藏语汉语都会", {"藏语", "汉语"}),
        ("我在家说壮话，出门说普通话。", {"壮话", "普通话"}),
    ],
)
def test_languages_spoken(said: str, languages: set[str]) -> None:
    assert _languages(said) == languages


@pytest.mark.parametrize(
    "said",
    [
        "talk English to me please",
        "speak English to me please",
        "Speak Spanish with me, I'm practising",
        "I speak old English",
        "Do you speak Swiss German?",
        "跟我说普通话就行",
        "你跟我讲英语吧",
        "他英语流利",
        "英语流利的人才能申请吗？",
    ],
)
def test_no_language_the_user_speaks(said: str) -> None:
    assert _languages(said) == set()


@pytest.mark.parametrize(
    ("said", "reply"),
    [("跟我说普通话就行", "chinese"), ("用日语回答", "japanese")],
)
def test_a_language_asked_for_is_the_reply_language(said: str, reply: str) -> None:
    assert ("pref.reply_language", reply) in user_slots(said)


@pytest.mark.parametrize(
    "said",
    ["我出门说普通话。", "我能用日语交流", "我在家说壮话，出门说普通话"],
)
def test_a_language_used_somewhere_asks_no_reply_language(said: str) -> None:
    assert not any(slot == "pref.reply_language" for slot, _ in user_slots(said))


def _goals(earlier: str, later: str) -> list[str]:
    """The user's active goals after `later`, said after `earlier`."""
    _, after = learned_after(earlier, later)
    return [m.value for m in after if m.active and m.slot == "goal" and m.subject == "user"]


@pytest.mark.parametrize(
    ("said", "goal"),
    [
        ("I'd love to learn Welsh properly this year", "learn Welsh properly"),
        ("I'd love to learn Welsh by June", "learn Welsh"),
        ("I'd love to get under 80kg before I turn 40", "get under 80kg"),
        ("I would love to run a marathon this year", "run a marathon"),
    ],
)
def test_a_wish_with_a_deadline_is_a_goal(said: str, goal: str) -> None:
    assert goal in _goals("", said)


@pytest.mark.parametrize(
    "said",
    [
        "I'd love to go to Japan next year",
        "I'd love to go to Japan someday",
        "I'd love to be a pilot",
    ],
)
def test_a_wish_without_a_deadline_is_no_goal(said: str) -> None:
    assert _goals("", said) == []


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("I'd love to learn Welsh properly this year", "learned Welsh! passed the Uwch exam"),
        ("I want to learn to swim", "I can swim now!"),
        ("I want to learn to swim", "Finally learned to swim"),
        ("我想学会游泳", "终于学会游泳了"),
        ("我想学会游泳", "我学会了游泳"),
        ("我想学会游泳", "游泳终于学会了！"),
    ],
)
def test_a_goal_of_learning_said_learned_ends(earlier: str, later: str) -> None:
    assert _goals(earlier, later) == []


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("I want to learn to swim", "I learned that swimming is hard"),
        ("I want to learn to swim", "my son learned to swim"),
        ("I want to learn to swim", "I haven't learned to swim yet"),
        ("我想学会游泳", "我儿子学会游泳了"),
        ("", "今年想学会滑雪，学会了再去长白山"),
    ],
)
def test_a_goal_of_learning_not_met_stays(earlier: str, later: str) -> None:
    assert _goals(earlier, later) != []


def _plans(said: str) -> list[tuple[str, tuple[str, ...]]]:
    """The user's active plans (value, days) after one message."""
    _, after = learned_after("", said)
    return [
        (m.value, m.dates) for m in after if m.active and m.slot == "plan" and m.subject == "user"
    ]


@pytest.mark.parametrize(
    ("said", "plan", "day"),
    [
        (
            "we're having the kitchen redone the week after next",
            "having the kitchen redone",
            "2026-03-16",
        ),
        ("I'm moving house the week after next", "moving house", "2026-03-16"),
        ("The 5th is my mum's 70th", "mum's 70th", "2026-03-05"),
        ("Saturday is my dad's retirement party", "dad's retirement party", "2026-03-07"),
        ("Plan for Friday: pub quiz with the lads", "pub quiz with the lads", "2026-03-06"),
        ("My plans for Saturday: IKEA then dinner", "IKEA then dinner", "2026-03-07"),
        ("下下周三去复查", "去复查", "2026-03-18"),
        ("我对海鲜过敏下周三要去给人家装空调", "去给人家装空调", "2026-03-11"),
        ("我是护士明天上夜班", "上夜班", "2026-03-03"),
        (
            "Flying to Reykjavík this Thursday for a three day layover",
            "Flying to Reykjavík",
            "2026-03-05",
        ),
        ("Going to Paris on Friday for a couple of nights", "Going to Paris", "2026-03-06"),
    ],
)
def test_plans_with_their_day(said: str, plan: str, day: str) -> None:
    assert (plan, (day,)) in _plans(said)


def _plans_after(earlier: str, later: str) -> list[tuple[str, tuple[str, ...]]]:
    """The user's active plans (value, days) after `later`, said after `earlier`."""
    _, after = learned_after(earlier, later)
    return [
        (m.value, m.dates) for m in after if m.active and m.slot == "plan" and m.subject == "user"
    ]


@pytest.mark.parametrize(
    ("earlier", "later", "moved"),
    [
        ("dentist tomorrow at 9", "the dentist rang, it's Thursday now not tomorrow", "2026-03-05"),
        (
            "Dentist on Thursday at 4.",
            "Dentist called, pushed me to Friday same time.",
            "2026-03-06",
        ),
        ("Dentist on Thursday at 4.", "it's Friday now", "2026-03-06"),
        ("Dentist on Thursday at 4.", "dentist is now Friday", "2026-03-06"),
        (
            "cheese judging at the Nantwich show on March 21",
            "scratch the Nantwich judging, it moved to the 28th",
            "2026-03-28",
        ),
        ("周四下午去看牙", "改到周五了", "2026-03-06"),
        ("周四下午去看牙", "牙医打电话来说推到下周一了", "2026-03-09"),
        ("周四下午去看牙", "那个改成周五了，不是周四", "2026-03-06"),
        ("周四下午去看牙", "现在是周五了，不是周四", "2026-03-06"),
    ],
)
def test_a_plan_pointed_at_moves_to_the_new_day(earlier: str, later: str, moved: str) -> None:
    plans = _plans_after(earlier, later)
    assert len(plans) == 1
    assert plans[0][1] == (moved,)


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("Dentist on Thursday at 4. Haircut on Saturday", "it's Friday now"),
        ("", "it's Friday now"),
        ("", "Tom pushed me to Friday"),
        ("", "改到周五了"),
        ("周四下午去看牙", "周五不是周四"),
    ],
)
def test_a_move_pointing_at_no_one_plan_moves_nothing(earlier: str, later: str) -> None:
    before = _plans_after("", earlier) if earlier else []
    assert sorted(_plans_after(earlier, later)) == sorted(before)


@pytest.mark.parametrize(
    ("said", "preference"),
    [
        (
            "Could you keep it to like three sentences max going forward",
            ("pref.response_length", "concise"),
        ),
        ("no more walls of text pls", ("pref.response_length", "concise")),
        ("200 words or less please", ("pref.response_length", "concise")),
        (
            "I prefer when you just give me the code, no explanation",
            ("pref.response_length", "concise"),
        ),
        ("能不能别每次都分点列出来，正常说话就行", ("pref.format", "prose")),
    ],
)
def test_preferences_said_in_everyday_words(said: str, preference: tuple[str, str]) -> None:
    assert preference in user_slots(said)


@pytest.mark.parametrize(
    "said",
    [
        "my essay has to be 500 words max",
        "My boss gave me no explanation at all",
        "he wrote walls of text in the group chat",
        "他说话很正常",
    ],
)
def test_no_preference_from_talk_about_other_texts(said: str) -> None:
    assert not any(slot.startswith("pref.") for slot, _ in user_slots(said))


@pytest.mark.parametrize(
    "said", ["Can we do this in Spanish from now on? I want to practise", "我想练练", "我想进步"]
)
def test_a_verb_alone_is_no_goal(said: str) -> None:
    assert _goals("", said) == []


@pytest.mark.parametrize(
    ("said", "goal"),
    [("I want to practise my Spanish", "practise my Spanish"), ("我想练练口语", "练练口语")],
)
def test_a_verb_with_its_object_is_a_goal(said: str, goal: str) -> None:
    assert goal in _goals("", said)


@pytest.mark.parametrize(
    "said",
    [
        "I want to draft an email to my landlord",
        "I want to put together a proposal for the council",
        "在做一个社区独居老人探访的项目，已经走访了四十户，想写个中期报告",
        "我想做个年终总结",
    ],
)
def test_a_text_to_write_now_is_no_goal(said: str) -> None:
    assert _goals("", said) == []


@pytest.mark.parametrize(
    ("said", "goal"),
    [("I want to write a novel", "write a novel"), ("我想做个自己的品牌", "做个自己的品牌")],
)
def test_a_work_to_make_is_still_a_goal(said: str, goal: str) -> None:
    assert goal in _goals("", said)


@pytest.mark.parametrize(
    ("earlier", "later", "ended", "new"),
    [
        (
            "I play cribbage every Tuesday night.",
            "The Tuesday cribbage group broke up, so that's over.",
            ("habit", "play cribbage every Tuesday night"),
            None,
        ),
        (
            "I can't abide mushrooms.",
            "Karen made a mushroom barley soup and, well, I suppose I like mushrooms now.",
            ("dislike", "mushrooms"),
            ("like", "mushrooms"),
        ),
        (
            "I go climbing on Sundays",
            "the climbing's stopped since I hurt my shoulder",
            ("habit", "go climbing on Sundays"),
            None,
        ),
        ("我每周六打羽毛球", "羽毛球没打了", ("habit", "每周六打羽毛球"), None),
        (
            "我每周六打羽毛球",
            "羽毛球搭子都回老家了，羽毛球也就没打了",
            ("habit", "每周六打羽毛球"),
            None,
        ),
        (
            "I'd prefer prose to bullet points.",
            "Actually, do use bullets. I was wrong, prose is too dense on my phone.",
            ("pref.format", "prose"),
            ("pref.format", "bullets"),
        ),
    ],
)
def test_updates_said_another_way(
    earlier: str, later: str, ended: tuple[str, str], new: tuple[str, str] | None
) -> None:
    _, after = learned_after(earlier, later)
    active = {(m.slot, m.value) for m in after if m.active and m.subject == "user"}
    assert ended not in active
    assert new is None or new in active


@pytest.mark.parametrize(
    "said",
    [
        "I guess I like mushrooms?",
        "I suppose I might like mushrooms",
        "My wife's book club broke up",
    ],
)
def test_no_taste_or_ending_from_a_guess_or_someone_else(said: str) -> None:
    _, after = learned_after("I go to book club on Mondays", said)
    active = {(m.slot, m.value) for m in after if m.active and m.subject == "user"}
    assert ("like", "mushrooms") not in active
    assert any(slot == "habit" for slot, _ in active)


def test_a_timezone_put_on() -> None:
    assert ("timezone", "Pacific time") in user_slots("put me on Pacific time from now on")


def test_a_request_after_so_is_its_own_clause() -> None:
    said = "my clients are all in the US now so give everything in imperial from now on"
    assert ("pref.units", "imperial") in user_slots(said)


@pytest.mark.parametrize(
    "said", ["the rain has stopped", "my watch has stopped", "今天没时间了", "没事了"]
)
def test_no_ending_of_a_habit_from_things_that_stop(said: str) -> None:
    _, after = learned_after("我每周六打羽毛球. I go climbing on Sundays", said)
    assert len([m for m in after if m.active and m.slot == "habit"]) == 2


def _relations(earlier: str, later: str) -> list[str]:
    """The user's active relations (values) after `later`, said after `earlier`."""
    _, after = learned_after(earlier, later)
    return [m.value for m in after if m.active and m.slot == "relation" and m.subject == "user"]


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("my dad lives with us", "my dad passed away in March"),
        ("my dad lives with us", "my dad passed away"),
        ("我奶奶跟我们住", "我奶奶去年走了"),
        ("我奶奶跟我们住", "奶奶上个月去世了"),
    ],
)
def test_a_death_of_ones_own_person_ends_the_relation(earlier: str, later: str) -> None:
    assert _relations(earlier, later) == []


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("my dad lives with us", "my friend's dad passed away"),
        ("my dad lives with us", "my dad nearly died of laughing"),
        ("我奶奶跟我们住", "我同事的奶奶去年走了"),
    ],
)
def test_a_death_of_someone_elses_person_ends_nothing(earlier: str, later: str) -> None:
    assert _relations(earlier, later) != []
